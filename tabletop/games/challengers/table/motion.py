"""What moves in the park in focus while its match is told: the compared totals count up, the flag
hops to its new holder, beaten cards slide to their bench seat (or the exhaust pile when no seat is
free).

The park itself is drawn from a cached layer (``parks.ParkLayers``); a motion leaves its thing out
of that layer (``leave_out``) and draws it here, where it is this frame. Every number and place
comes from the events and the park picture: nothing here decides anything. A motion lasts about
as long as the table waits on its event (``scene.FOCUS_TIMES``), so the story never runs ahead of
the picture; a click that skips the animations ends them all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.games.challengers import art, rules
from tabletop.games.challengers.table.model import ParkPicture
from tabletop.games.challengers.table.parks import Geometry, draw_total, flag_spot

COUNT, HOP, SLIDE = 0.3, 0.45, 0.4  # seconds: a total counting up, the flag's hop, a card to the bench


@dataclass
class Motion:
    kind: str  # "count", "hop", "slide"
    length: float
    side: int = 0  # the side (0 above, 1 below) a count or a hop ends on
    start: float | int = 0  # a count's first number
    end: float | int = 0  # its last
    card: int = -1  # the card sliding
    source: pygame.Rect | None = None  # where a hop or a slide starts (a flag's rect, a card's)
    target: pygame.Rect | None = None  # where it ends
    age: float = 0.0

    def t(self) -> float:
        return min(1.0, self.age / self.length)


class Motions:
    """The motions of one park (the one in focus) at a time."""

    def __init__(self) -> None:
        self.park: int | None = None
        self.items: list[Motion] = []
        self.shown: dict[int, int] = {}  # side -> the total it shows (a count starts from it)

    # ------------------------------------------------------------------ from the events
    def before(self, kind: str, d: dict, pic: ParkPicture, rect: pygame.Rect, assets) -> list[Motion]:
        """What an event of ``pic`` starts, seen before the picture plays it (where things were)."""
        if self.park != pic.park:
            self.clear()
            self.park = pic.park
        if kind == "FlagTaken" and pic.holder >= 0 and pic.holder != d["who"]:
            index = _index(pic, pic.holder)
            old = pic.sides[index]
            if old.field:
                _surf, where = flag_spot(assets, Geometry(rect, index), pic, len(old.field))
                return [Motion("hop", HOP, 1 - index, source=where)]
        if kind == "CardsBenched":
            index = _index(pic, d["who"])
            g, side = Geometry(rect, index), pic.sides[index]
            n = len(side.field)
            return [Motion("slide", SLIDE, index, card=c, source=g.slot(side.field.index(c), n))
                    for c in d["cards"] if c in side.field]
        return []

    def after(self, kind: str, d: dict, pic: ParkPicture, rect: pygame.Rect, assets, started: list[Motion]) -> None:
        """Where the motions ``started`` end, now that the picture has played the event."""
        if kind == "TotalsCompared":
            for who in (d["who"], d["holder"]):
                index = _index(pic, who)
                value = pic.sides[index].total
                if value is not None and self.shown.get(index) != value:
                    self.items.append(Motion("count", COUNT, index, start=self.shown.get(index, 0), end=value))
                    self.shown[index] = value
            return
        if kind == "FlagTaken":
            self.shown.clear()  # the totals are put away: the next attack counts from nothing
        for m in started:
            side = pic.sides[m.side]
            g = Geometry(rect, m.side)
            if m.kind == "hop" and side.field:
                m.target = flag_spot(assets, g, pic, len(side.field))[1]
            elif m.kind == "slide":
                k = next((k for k, seat in enumerate(side.bench) if m.card in seat), None)
                m.target = g.seat(k) if k is not None else g.exhaust
            if m.target is not None:
                self.items.append(m)

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        for m in self.items:
            m.age += dt
        self.items = [m for m in self.items if m.age < m.length]

    def busy(self) -> bool:
        return bool(self.items)

    def clear(self) -> None:
        self.items = []
        self.shown = {}

    def leave_out(self, park: int) -> tuple[frozenset[int], frozenset[str]]:
        """What the cached drawing of ``park`` leaves out for ``draw`` to draw."""
        if park != self.park or not self.items:
            return frozenset(), frozenset()
        cards = frozenset(m.card for m in self.items if m.kind == "slide")
        parts = {"flag"} if any(m.kind == "hop" for m in self.items) else set()
        if any(m.kind == "count" for m in self.items):
            parts.add("totals")
        return cards, frozenset(parts)

    def draw(self, surface, assets, rect: pygame.Rect, pic: ParkPicture) -> None:
        """Draw the motions of ``pic`` in ``rect`` as they stand this frame (a count shows both
        sides' totals, since the cached drawing left both out)."""
        if pic.park != self.park or not self.items:
            return
        counting = {m.side: m for m in self.items if m.kind == "count"}
        if counting:
            for index, side in enumerate(pic.sides):
                m = counting.get(index)
                value = round(m.start + (m.end - m.start) * _ease(m.t())) if m is not None else side.total
                if value is not None:
                    draw_total(surface, assets, Geometry(rect, index), value)
        for m in self.items:
            t = _ease(m.t())
            if m.kind == "hop":
                flag, _where = flag_spot(assets, Geometry(rect, m.side), pic, max(1, len(pic.sides[m.side].field)))
                x = m.source.centerx + (m.target.centerx - m.source.centerx) * t
                y = m.source.centery + (m.target.centery - m.source.centery) * t - math.sin(math.pi * t) * rect.h * 0.12
                surface.blit(flag, flag.get_rect(center=(round(x), round(y))))
            elif m.kind == "slide":
                r = _between(m.source, m.target, t)
                face = art.card_face(assets, rules.COPIES[m.card], m.source.size)
                surface.blit(pygame.transform.smoothscale(face, r.size) if r.size != m.source.size else face, r)


def _index(pic: ParkPicture, who: int) -> int:
    return 0 if pic.sides[0].who == who else 1


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 2


def _between(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       max(1, round(a.w + (b.w - a.w) * t)), max(1, round(a.h + (b.h - a.h) * t)))
