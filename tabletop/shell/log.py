"""The table's log: made of engine events, written out for whoever is looking.

The log keeps the events themselves (their secret parts marked by the engine), never text written
once for whoever held the mouse. Each line is rendered for the current audience through the
game's narration (``narrate(event, audience, names) -> [Line]``) after ``Event.for_seat`` has
stripped what that audience may not know; when the audience changes, every line is written
again. It scrolls with the mouse wheel, colours each line by the seat it is about, and draws a
rule where a new round (turn, tournament) begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from tabletop.engine.core import Event
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS


@dataclass(frozen=True)
class Line:
    """One line of the log: its text, the seat it is about (for its colour), or a rule."""

    text: str
    seat: int | None = None
    rule: bool = False
    times: int = 1  # the same line this many times in a row, written once with a count

    def shown(self) -> str:
        return self.text if self.times == 1 else tr("log.times", text=self.text, n=self.times)


Narrate = Callable[[Event, "int | None", Sequence[str]], list[Line]]


def tint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat colour lightened towards paper, readable on the dark log panel."""
    return tuple(int(c * 0.55 + p * 0.45) for c, p in zip(colour, PAPER))


class LogPanel:
    """The scrolling log of one table."""

    SIZE = 22  # ART.md: body text at 22 px or more

    def __init__(self, assets, narrate: Narrate, names: Sequence[str], colours: Sequence[int],
                 header: Sequence[Line] = ()) -> None:
        self.assets, self.narrate = assets, narrate
        self.names, self.colours = list(names), list(colours)
        self.header = list(header)
        self.lines: list[Line] = list(self.header)
        self._seen = 0  # events already written
        self._audience: object = object()  # nobody yet: the first sync writes everything
        self.scroll = 0  # lines scrolled back from the newest
        self._top = 52  # where the lines start below the box's top (as last drawn)
        self.revision = 0  # bumped whenever the lines change (a table caching the log's drawing keys on it)

    def sync(self, events: Sequence[Event], audience: int | None) -> None:
        """Bring the lines up to ``events`` (all played so far) for ``audience``."""
        if audience != self._audience or len(events) < self._seen:
            if audience != self._audience:
                self.scroll = 0  # a new reader starts at the newest line
            self.lines, self._seen, self._audience = list(self.header), 0, audience
            self.revision += 1
        if len(events) > self._seen:
            self.revision += 1
        for event in events[self._seen:]:
            for line in self.narrate(event.for_seat(audience), audience, self.names):
                if line.rule:
                    self.scroll = 0  # a new round (turn, tournament) is read from its start
                last = self.lines[-1] if self.lines else None
                if last is not None and not line.rule and (last.text, last.seat, last.rule) == (
                        line.text, line.seat, False):
                    self.lines[-1] = Line(last.text, last.seat, False, last.times + 1)  # no doubled lines
                else:
                    self.lines.append(line)
        self._seen = len(events)

    def handle_event(self, event: pygame.event.Event, zone: pygame.Rect, pointer) -> bool:
        if event.type == pygame.MOUSEWHEEL and zone.collidepoint(pointer):
            limit = self._limit(zone, self._top, zone.w - 32)
            self.scroll = max(0, min(limit, self.scroll + event.y * 2))
            return True
        return False

    def _paragraph(self, line: Line, width: int) -> pygame.Surface:
        if line.rule:
            return self.assets.text(line.shown(), "bold", self.SIZE, GOLD, width=width - 60)
        colour = tint(SEAT_COLOURS[self.colours[line.seat]]) if line.seat is not None else PAPER
        return self.assets.wrapped(line.shown(), "body", self.SIZE, width, colour, 1.05)

    def _limit(self, zone: pygame.Rect, top: int, width: int) -> int:
        """How far back the log may scroll: until its oldest line reaches the top of the box
        (never past it, into an empty box)."""
        room = zone.h - 12 - 26 - top
        used, fit = 0, 0
        for line in self.lines:
            used += self._paragraph(line, width).get_height() + 6
            if used > room:
                break
            fit += 1
        return max(0, len(self.lines) - fit)

    def draw(self, surface: pygame.Surface, zone: pygame.Rect, top: int = 52) -> pygame.Rect:
        """Draw the lines that fit in ``zone``, the newest at the bottom; returns the area drawn
        on (a text too wide for the box may reach out of it)."""
        width = zone.w - 32
        self._top = top
        if self.scroll:  # fewer lines than when it was scrolled (an undo): never past the first one
            self.scroll = min(self.scroll, self._limit(zone, top, width))
        y = zone.bottom - 12 - (26 if self.scroll else 0)
        end = len(self.lines) - self.scroll
        drawn = pygame.Rect(zone.x + 16, zone.bottom - 12, 0, 0)
        for line in reversed(self.lines[:max(0, end)]):
            para = self._paragraph(line, width)
            y -= para.get_height() + 6
            if y < zone.y + top:
                break
            if line.rule:
                mid = y + para.get_height() // 2
                x = zone.x + 16 + (width - para.get_width()) // 2
                pygame.draw.line(surface, GOLD, (zone.x + 16, mid), (x - 10, mid), 1)
                pygame.draw.line(surface, GOLD, (x + para.get_width() + 10, mid), (zone.x + 16 + width, mid), 1)
                drawn.union_ip(surface.blit(para, (x, y)))
            else:
                drawn.union_ip(surface.blit(para, (zone.x + 16, y)))
        if self.scroll:
            hint = self.assets.text(tr("log.scrolled", n=self.scroll), "body", 22, GOLD, width=width)
            drawn.union_ip(surface.blit(hint, hint.get_rect(bottomright=(zone.right - 12, zone.bottom - 2))))
        return drawn
