"""Buttons, option pickers and a name field, drawn in the table's look.

They are small on purpose: a few widgets per screen, each cached as surfaces per state, so menus
cost almost nothing per frame. Text comes in already translated.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from tabletop.ui.assets import GOLD, INK, MIN_SIZE, PAPER, Assets
from tabletop.ui.pieces import rounded_panel

BUTTON_FILL = (58, 24, 66)
BUTTON_HOVER = (92, 38, 102)
BUTTON_DISABLED = (60, 52, 62)
SELECTION = (150, 104, 30)  # selected text: a dark gold the paper-white letters still read on


class Button:
    """A rounded button; ``on_click`` runs on release inside it. A disabled button with a ``why``
    (in the words of the rule) says it: ``on_refused(why)`` on a click, a tooltip on hover (the
    screen that owns it draws that)."""

    def __init__(self, rect, label: str, on_click: Callable[[], None], assets: Assets, *,
                 size: int = 30, primary: bool = False, icon: str | None = None, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.label, self.on_click, self.assets = label, on_click, assets
        self.size, self.primary, self.icon, self.enabled = size, primary, icon, enabled
        self.hover = False
        self.pressed = False
        self.visible = True
        self.owner: tuple[int, int, int] | None = None  # the colour of the seat it acts for, when it must say
        self.why: str | None = None  # why it is disabled now
        self.on_refused: Callable[[str], None] | None = None

    def _surface(self, state: str) -> pygame.Surface:
        key = ("button", self.rect.size, self.label, self.size, self.primary, self.icon, state)

        def make() -> pygame.Surface:
            if state == "disabled":
                fill, border, colour = BUTTON_DISABLED, (90, 80, 92), (150, 140, 150)
            elif self.primary:
                fill = (255, 214, 74) if state == "hover" else GOLD
                border, colour = INK, INK
            else:
                fill = BUTTON_HOVER if state == "hover" else BUTTON_FILL
                border, colour = GOLD if state == "hover" else (150, 110, 160), PAPER
            surf = rounded_panel(self.rect.size, fill, border, radius=min(16, self.rect.h // 3), width=3)
            room = self.rect.w - 16 - (self.size + 10 if self.icon else 0)
            text = self.assets.text(self.label, "display", self.size, colour, width=room)
            x = (self.rect.w - text.get_width()) // 2
            if self.icon:
                icon = self.assets.svg(self.icon, (self.size, self.size))
                x = (self.rect.w - text.get_width() - icon.get_width() - 10) // 2
                surf.blit(icon, (x, (self.rect.h - icon.get_height()) // 2))
                x += icon.get_width() + 10
            surf.blit(text, (x, (self.rect.h - text.get_height()) // 2 + 2))
            return surf

        return self.assets.cached(key, make)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            if not self.enabled and self.why and self.on_refused:
                self.on_refused(self.why)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        state = "disabled" if not self.enabled else ("hover" if self.hover else "idle")
        offset = 2 if self.pressed else 0
        if self.owner is not None and self.enabled:  # it acts for one seat: it wears that seat's colour
            pygame.draw.rect(surface, self.owner, self.rect.inflate(10, 10).move(0, offset), 5,
                             border_radius=min(16, self.rect.h // 3) + 4)
        surface.blit(self._surface(state), (self.rect.x, self.rect.y + offset))


class Cycle:
    """A labelled choice among a few options, stepped with arrows or a click (e.g. Human/Computer)."""

    def __init__(self, rect, options: Sequence[str], labels: Sequence[str], index: int, assets: Assets,
                 on_change: Callable[[str], None] | None = None, size: int = 26,
                 icons: Sequence[Sequence[str]] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.options, self.labels, self.index = list(options), list(labels), index
        self.icons = [list(i) for i in icons] if icons else None  # art beside each label
        self.assets, self.on_change, self.size = assets, on_change, size
        self.hover = False
        self.visible = True

    @property
    def value(self) -> str:
        return self.options[self.index]

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            if event.button == 1:
                self.step(-1 if event.pos[0] < self.rect.x + 44 else 1)
                return True
            if event.button == 3:
                self.step(-1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill = BUTTON_HOVER if self.hover else BUTTON_FILL
        surface.blit(self.assets.cached(("cycle", self.rect.size, fill),
                                        lambda: rounded_panel(self.rect.size, fill, (150, 110, 160), 12, 2)),
                     self.rect)
        arrow_l = self.assets.text("<", "display", self.size + 4, GOLD)
        arrow_r = self.assets.text(">", "display", self.size + 4, GOLD)
        cy = self.rect.centery
        surface.blit(arrow_l, arrow_l.get_rect(midleft=(self.rect.x + 14, cy + 2)))
        surface.blit(arrow_r, arrow_r.get_rect(midright=(self.rect.right - 14, cy + 2)))
        icons = self.icons[self.index] if self.icons else []
        side = min(30, self.rect.h - 16)
        room = self.rect.w - 88 - (len(icons) * (side + 2) + 6 if icons else 0)
        text = self.assets.text(self.labels[self.index], "bold", self.size, PAPER, width=room,
                                min_size=min(self.size, MIN_SIZE))
        width = text.get_width() + (len(icons) * (side + 2) + 6 if icons else 0)
        x = self.rect.centerx - width // 2
        surface.blit(text, text.get_rect(midleft=(x, cy)))
        x += text.get_width() + 6
        for icon in icons:
            surface.blit(self.assets.svg(icon, (side, side)), (x, cy - side // 2))
            x += side + 2


class TextField:
    """A one-line name field: click to focus, type, Enter or a click elsewhere to finish.
    Ctrl+A (Cmd+A on a Mac) selects the whole name: typing then replaces it, Backspace or
    Delete clears it."""

    def __init__(self, rect, text: str, assets: Assets, max_len: int = 16, size: int = 28,
                 on_change: Callable[[str], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.text, self.assets, self.max_len, self.size = text, assets, max_len, size
        self.focused = False
        self.selected = False  # the whole text is selected (Ctrl+A)
        self.on_change = on_change
        self.visible = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            self.selected = False
            if self.focused and not was:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            allowed = "".join(ch for ch in event.text if ch.isprintable())
            if not allowed:
                return True
            base = "" if self.selected else self.text
            self.selected = False
            self.text = (base + allowed)[: self.max_len]
            self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            command = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_a and command:
                self.selected = bool(self.text)
            elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                if self.selected:
                    self.text, self.selected = "", False
                elif event.key == pygame.K_BACKSPACE:
                    self.text = self.text[:-1]
                self._changed()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = self.selected = False
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False  # the caret stays at the end: nothing selected any more
            return True
        return False

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        border = GOLD if self.focused else (150, 110, 160)
        surface.blit(self.assets.cached(("field", self.rect.size, border),
                                        lambda: rounded_panel(self.rect.size, (30, 14, 36), border, 10, 2)),
                     self.rect)
        text = self.assets.text(self.text or " ", "body", self.size, PAPER)
        if self.focused and self.selected:  # the selection: a gold band behind the whole name
            band = pygame.Rect(self.rect.x + 12, self.rect.y + 10, text.get_width() + 4, self.rect.h - 20)
            pygame.draw.rect(surface, SELECTION, band, border_radius=4)
        surface.blit(text, (self.rect.x + 14, self.rect.centery - text.get_height() // 2))
        if self.focused and not self.selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = self.rect.x + 16 + (text.get_width() if self.text else 0)
            pygame.draw.line(surface, GOLD, (x, self.rect.y + 10), (x, self.rect.bottom - 10), 2)


# --------------------------------------------------------------------------- tooltips

TIP_DELAY_MS = 400  # the pointer rests this long on something before its tooltip shows


def rested(tip_at: tuple[str, int] | None, text: str | None) -> tuple[tuple[str, int] | None, bool]:
    """Follow the pointer's rest: ``tip_at`` is (the text it rests on, since when). Returns the
    record for the next frame and whether the tooltip of ``text`` is due (None: on nothing)."""
    now = pygame.time.get_ticks()
    if text is None:
        return None, False
    if tip_at is None or tip_at[0] != text:
        return (text, now), False
    return tip_at, now - tip_at[1] >= TIP_DELAY_MS


def tip_label(assets: Assets, text: str) -> pygame.Surface:
    """A tooltip's text, wrapped to at most 420 px."""
    return assets.wrapped(text, "body", 22, min(420, assets.font("body", 22).size(text)[0] + 4), PAPER, 1.05)


def draw_tip_box(surface: pygame.Surface, assets: Assets, label: pygame.Surface, box: pygame.Rect) -> None:
    """A tooltip's panel at ``box`` (28 x 20 px larger than ``label``) with its text."""
    surface.blit(assets.cached(("tip", box.size), lambda: rounded_panel(
        box.size, (18, 10, 22, 240), (200, 170, 110), 10, 2)), box)
    surface.blit(label, (box.x + 14, box.y + 10))
