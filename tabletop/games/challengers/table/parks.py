"""How a bosque looks: a two-sided mat in its park's colour, each side with its deck, attack row or
flag stack, exhaust pile and six bench seats, the flag on the card that holds it.

Pure drawing from a ``model.ParkPicture``; any size (the park in focus, the small live parks
beside it). ``draw_park`` returns where each card lies, for the zoom and the tooltips.

Most frames show the same parks as the frame before, so the table keeps each park's drawing as a
layer (``ParkLayers``) and draws only what moves on top of it: a layer leaves out the cards in
motion (``leave_out``), and ``draw_cards`` draws them where they are this frame.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

import pygame

from tabletop.games.challengers import art, rules
from tabletop.games.challengers.narration import park_name
from tabletop.games.challengers.table.model import ParkPicture, Side
from tabletop.i18n import tr
from tabletop.ui.assets import PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.seats import draw_level_tag, level_word

PARK_COLOURS = ((58, 166, 85), (216, 69, 58), (138, 85, 200), (232, 184, 48))  # green, red, purple, yellow
APPEAR = 0.3  # seconds a card takes to slide from its deck to its place
LOSSES = {"deck-out": "challengers.park.lost.deck-out", "bench-full": "challengers.park.lost.bench-full",
          "reveal-limit": "challengers.park.lost.reveal-limit"}  # how a match was lost, on the loser's plate


def _tint(colour, white: float) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * white) for c in colour)


def _mat(assets, size: tuple[int, int], park: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        colour = PARK_COLOURS[park]
        surf = rounded_panel(size, _tint(colour, 0.55), colour, max(8, size[1] // 30), max(2, size[1] // 120))
        mid = size[1] // 2
        pygame.draw.line(surf, _tint(colour, 0.2), (size[0] * 0.02, mid), (size[0] * 0.98, mid), max(2, size[1] // 100))
        for k in range(0, size[0], max(24, size[0] // 30)):  # a path of stepping stones along the middle
            pygame.draw.circle(surf, _tint(colour, 0.75), (k + 12, mid), max(2, size[1] // 90))
        return surf

    return assets.cached(("challengers-mat", size, park), make)


class Geometry:
    """Where everything of one side goes, for a park drawn in ``rect`` (side 0 above, 1 below)."""

    def __init__(self, rect: pygame.Rect, index: int) -> None:
        half = rect.h // 2
        top = rect.y + (0 if index == 0 else half)
        self.half = pygame.Rect(rect.x, top, rect.w, half)
        pad = max(4, half // 16)
        self.ch = int(half * 0.72)
        self.cw = int(self.ch * art.CARD[0] / art.CARD[1])
        y = top + (half - self.ch) // 2
        self.plate = pygame.Rect(rect.x + pad, top + pad, int(rect.w * 0.13), half - 2 * pad)
        self.deck = pygame.Rect(self.plate.right + pad, y, self.cw, self.ch)
        self.sw, self.sh = int(self.cw * 0.6), int(self.ch * 0.6)
        bench_w = 3 * self.sw + 2 * pad
        self.bench = pygame.Rect(rect.right - pad - bench_w, top + (half - 2 * self.sh - pad) // 2, bench_w,
                                 2 * self.sh + pad)
        self.exhaust = pygame.Rect(self.bench.x - 2 * pad - self.cw, y, self.cw, self.ch)
        self.field = pygame.Rect(self.deck.right + 3 * pad, y, self.exhaust.x - self.deck.right - 6 * pad, self.ch)
        self.pad = pad

    def seat(self, k: int) -> pygame.Rect:
        col, row = k % 3, k // 3
        return pygame.Rect(self.bench.x + col * (self.sw + self.pad), self.bench.y + row * (self.sh + self.pad),
                           self.sw, self.sh)

    def slot(self, i: int, n: int) -> pygame.Rect:
        step = min(self.cw + self.pad, (self.field.w - self.cw) / max(1, n - 1)) if n > 1 else 0
        return pygame.Rect(round(self.field.x + i * step), self.field.y, self.cw, self.ch)


def _count(assets, n: int, size: int) -> pygame.Surface:
    return assets.text(str(n), "display", size, PAPER, shadow=True)


def _badge_name(assets, surface, plate: pygame.Rect, name: str, colour, big: bool, info=None) -> int:
    """The seat's badge and name at the top of its plate, a computer seat's level on a tag under
    them (a small park: the badge alone, its colour and shape say whose side it is; the name is in
    its tooltip); returns the y below them. ``info``: the seat's ``SeatInfo`` (None: the Robot)."""
    size = max(14, plate.h // 7)
    if not big:
        size = max(14, plate.h // 3)
        badge = assets.seat_badge(colour, size) if colour is not None else assets.svg("common/icons/robot.svg",
                                                                                      (size, size))
        surface.blit(badge, badge.get_rect(midtop=(plate.centerx, plate.y + 4)))
        return plate.y + size + 8
    x, y = plate.x + 4, plate.y + 2
    if colour is not None:
        badge = assets.seat_badge(colour, size + 4)
        surface.blit(badge, (x, y))
        x += badge.get_width() + 4
        tint = SEAT_COLOURS[colour]
    else:
        surface.blit(assets.svg("common/icons/robot.svg", (size + 4, size + 4)), (x, y))
        x += size + 8
        tint = (200, 205, 215)
    label = assets.text(name, "bold", size, _tint(tint, 0.35), shadow=True, width=plate.right - x, min_size=10)
    surface.blit(label, (x, y + (size + 4 - label.get_height()) // 2))
    tag = None if info is None else draw_level_tag(surface, assets, info, size=min(22, max(12, label.get_height() - 4)),
                                                   width=plate.w - 8, min_size=10, topleft=(plate.x + 4, y + size + 6))
    return y + size + 8 if tag is None else tag.bottom + 6


def sliding(pic: ParkPicture, ages: dict[int, float]) -> tuple[frozenset[int], frozenset[str]]:
    """What a cached drawing of ``pic`` leaves out for ``draw_cards`` to draw this frame: the
    field cards still sliding in from their deck with every card above one of them (later in the
    same row), and what lies above those: ``"flag"`` if the flag sits on such a row, ``"name"``
    (the park's name, between the two rows, covers a highlighted card's edge)."""
    cards: set[int] = set()
    parts: set[str] = set()
    for side in pic.sides:
        for i, card in enumerate(side.field):
            if ages.get(card, APPEAR) < APPEAR:
                cards.update(side.field[i:])
                if pic.holder == side.who:
                    parts.add("flag")
                parts.add("name")
                break
    return frozenset(cards), frozenset(parts)


def draw_park(surface, assets, rect: pygame.Rect, pic: ParkPicture, names, colours, ages: dict[int, float],
              big: bool = True, tips: list | None = None, leave_out: Collection[int] = (),
              without: Collection[str] = (), seats=()) -> list[tuple[pygame.Rect, int]]:
    """Draw one park; ``ages``: seconds since each recently revealed card appeared (it slides in).
    Returns (rect, card) for every face-up card drawn, topmost last; ``tips`` gets (rect, text)
    for what a small park shows without words (whose side, how many cards).

    For a drawing kept while a few things move on it: the cards in ``leave_out`` are not drawn
    (nor their strength chip and highlight; a bench seat or exhaust pile whose top card is left
    out shows the card beneath, or nothing), and ``without`` may name parts left out too:
    ``"flag"``, ``"name"`` (the park's name), ``"totals"``. ``seats``: the match's ``SeatInfo``s
    (a computer seat's plate shows its level); the Robot has none. The caller draws those itself on top,
    where they are this frame (``draw_cards`` for field cards, the flag and the name; a bench
    seat's place is ``Geometry(rect, index).seat(k)``).
    """
    surface.blit(_mat(assets, rect.size, pic.park), rect)
    hits: list[tuple[pygame.Rect, int]] = []
    for index, side in enumerate(pic.sides):
        g = Geometry(rect, index)
        info = seats[side.who] if side.who < len(seats) else None
        hits += _draw_side(surface, assets, g, pic, side, names[side.who], colours[side.who], ages, big,
                           leave_out, without, info)
        if tips is not None:
            tips.append((g.plate, names[side.who]))
            tips.append((g.deck, tr("challengers.park.deck-tip", name=names[side.who], n=side.deck)))
            tips.append((g.bench, tr("challengers.park.bench-tip", name=names[side.who], n=len(side.bench),
                                     seats=rules.RULES.bench_seats)))
    if "name" not in without:
        _draw_name(surface, assets, rect, pic, big)
    return hits


def _draw_name(surface, assets, rect: pygame.Rect, pic: ParkPicture, big: bool) -> None:
    """The park's name on a chip across the middle of its mat."""
    label = assets.text(park_name(pic.park).upper(), "display", max(14, rect.h // (14 if big else 9)),
                        PARK_COLOURS[pic.park], shadow=True)
    chip = label.get_rect(midtop=(rect.centerx, rect.y + rect.h // 2 - label.get_height() // 2))
    back = assets.cached(("challengers-park-chip", chip.size, pic.park), lambda: rounded_panel(
        (chip.w + 24, chip.h + 4), (30, 20, 36, 220), PARK_COLOURS[pic.park], 10, 2))
    surface.blit(back, back.get_rect(center=chip.center))
    surface.blit(label, chip)


def draw_cards(surface, assets, rect: pygame.Rect, pic: ParkPicture, ages: dict[int, float],
               cards: Collection[int], parts: Collection[str] = (), big: bool = True) -> list[tuple[pygame.Rect, int]]:
    """Draw what a cached drawing of a park in ``rect`` left out, as ``draw_park`` draws it this
    frame: the field cards ``cards`` (sliding in, their chip, their highlight), then those of
    ``parts`` that lie above them: ``"flag"``, ``"name"``. Returns (rect, card) for each card,
    topmost last."""
    hits: list[tuple[pygame.Rect, int]] = []
    if not cards and not parts:
        return hits
    for index, side in enumerate(pic.sides):
        flag = "flag" in parts and pic.holder == side.who and side.field
        if not flag and not any(card in cards for card in side.field):
            continue
        g = Geometry(rect, index)
        n = len(side.field)
        hits += [_draw_field_card(surface, assets, g, pic, side, i, n, card, ages)
                 for i, card in enumerate(side.field) if card in cards]
        if flag:
            surface.blit(*_flag(assets, g, pic, n))
    if "name" in parts:
        _draw_name(surface, assets, rect, pic, big)
    return hits


def total_spot(g: Geometry) -> tuple[int, int]:
    """Where a big park's side shows its last compared total (the midtop of the number): under the
    seat's badge and name on its plate."""
    return g.plate.centerx, g.plate.y + 2 + max(14, g.plate.h // 7) + 8


def draw_total(surface, assets, g: Geometry, value: int) -> int:
    """A side's total on its plate; returns its height."""
    total = assets.text(str(value), "display", max(20, g.plate.h // 3), YELLOW, shadow=True)
    surface.blit(total, total.get_rect(midtop=total_spot(g)))
    return total.get_height()


def flag_spot(assets, g: Geometry, pic: ParkPicture, n: int) -> tuple[pygame.Surface, pygame.Rect]:
    """The flag on the top card of a row of ``n`` on side ``g``, and where it stands."""
    return _flag(assets, g, pic, n)


def _flag(assets, g: Geometry, pic: ParkPicture, n: int) -> tuple[pygame.Surface, pygame.Rect]:
    """The flag on the top card of a row of ``n`` (tilted once that card is beaten), and where."""
    top = g.slot(n - 1, n)
    flag = art.icon(assets, "flag", max(18, g.cw // 2))
    if pic.flag_lost:
        flag = pygame.transform.rotate(flag, -35)
    return flag, flag.get_rect(midbottom=(top.right - g.cw // 5, top.y + g.ch // 3))


def _draw_field_card(surface, assets, g: Geometry, pic: ParkPicture, side: Side, i: int, n: int, card: int,
                     ages) -> tuple[pygame.Rect, int]:
    r = g.slot(i, n)
    age = ages.get(card)
    if age is not None and age < APPEAR:  # slides from the deck
        t = 1 - (1 - age / APPEAR) ** 2
        r = pygame.Rect(round(g.deck.x + (r.x - g.deck.x) * t), r.y, r.w, r.h)
    surface.blit(art.card_face(assets, rules.COPIES[card], (g.cw, g.ch)), r)
    gain = side.bonus.get(card)
    if gain:
        chip = assets.text(f"{gain:+d}", "display", max(14, g.ch // 5), (120, 255, 140) if gain > 0 else (255, 140, 140),
                           shadow=True)
        surface.blit(chip, chip.get_rect(midbottom=(r.centerx, r.bottom - 2)))
    if card == pic.last:
        pygame.draw.rect(surface, YELLOW, r.inflate(6, 6), max(2, g.ch // 60), border_radius=10)
    return r, card


def _draw_side(surface, assets, g: Geometry, pic: ParkPicture, side: Side, name: str, colour, ages, big: bool,
               leave_out: Collection[int], without: Collection[str], info=None):
    hits = []
    surface.blit(assets.cached(("challengers-plate", g.plate.size, pic.park), lambda: rounded_panel(
        g.plate.size, (30, 20, 36, 150), _tint(PARK_COLOURS[pic.park], 0.3), 10, 2)), g.plate)
    y = _badge_name(assets, surface, g.plate, name, colour, big, info)
    if side.total is not None and big and "totals" not in without:
        y += draw_total(surface, assets, g, side.total)
    if pic.winner >= 0:
        won = pic.winner == side.who
        word = tr("challengers.park.won" if won else "challengers.park.lost")
        tag = assets.text(word, "bold", max(12, g.plate.h // 8), YELLOW if won else (255, 170, 170), shadow=True,
                          width=g.plate.w - 8, min_size=10)
        at = tag.get_rect(midbottom=(g.plate.centerx, g.plate.bottom - 4))
        if big and not won and pic.reason in LOSSES:  # how it was lost, said as such
            why = assets.text_lines(tr(LOSSES[pic.reason]), "bold", max(12, g.plate.h // 12), g.plate.w - 12,
                                    (255, 200, 200), shadow=True, lines=2)
            at.bottom -= why.get_height() + 2
            surface.blit(why, why.get_rect(midbottom=(g.plate.centerx, g.plate.bottom - 4)))
        surface.blit(tag, at)
    size = (g.cw, g.ch)
    # the deck, face down, with its count
    if side.deck:
        for k in range(min(3, side.deck)):
            surface.blit(art.card_back(assets, size), (g.deck.x - k * 2, g.deck.y - k * 2))
        n = _count(assets, side.deck, max(14, g.ch // 4))
        surface.blit(n, n.get_rect(center=g.deck.center))
    else:
        pygame.draw.rect(surface, _tint(PARK_COLOURS[pic.park], 0.3), g.deck, max(1, g.ch // 60), border_radius=8)
    # the attack row or the flag stack
    n = len(side.field)
    for i, card in enumerate(side.field):
        if card not in leave_out:
            hits.append(_draw_field_card(surface, assets, g, pic, side, i, n, card, ages))
    if pic.holder == side.who and side.field and "flag" not in without:
        surface.blit(*_flag(assets, g, pic, n))
    # the exhaust pile
    shown = [c for c in side.exhaust if c not in leave_out]
    if shown:
        card = shown[-1]
        surface.blit(art.card_face(assets, rules.COPIES[card], size), g.exhaust)
        hits.append((g.exhaust, card))
        if len(shown) > 1:
            c = _count(assets, len(shown), max(14, g.ch // 5))
            surface.blit(c, c.get_rect(bottomright=g.exhaust.bottomright))
    else:
        pygame.draw.rect(surface, _tint(PARK_COLOURS[pic.park], 0.3), g.exhaust, max(1, g.ch // 60), border_radius=8)
    # six bench seats, same-name cards stacked in one with a count
    seat_size = (g.sw, g.sh)
    full = len(side.bench) >= rules.RULES.bench_seats
    for k in range(rules.RULES.bench_seats):
        r = g.seat(k)
        seat = [c for c in side.bench[k] if c not in leave_out] if k < len(side.bench) else []
        if seat:
            surface.blit(art.card_face(assets, rules.COPIES[seat[0]], seat_size), r)
            hits.append((r, seat[0]))
            if len(seat) > 1:
                c = assets.text(f"x{len(seat)}", "display", max(12, g.sh // 4), YELLOW, shadow=True)
                surface.blit(c, c.get_rect(bottomright=(r.right - 2, r.bottom)))
        else:
            pygame.draw.rect(surface, (255, 120, 120) if full else _tint(PARK_COLOURS[pic.park], 0.25), r,
                             max(1, g.sh // 50), border_radius=6)
    return hits




class Layer(NamedTuple):
    """One park's cached drawing: what it shows, the surface, where it goes on the screen, and the
    (rect, card) hits and (rect, text) tips of what it shows, in screen coordinates."""

    key: tuple
    surface: pygame.Surface
    where: tuple[int, int]
    hits: list
    tips: list


class ParkLayers:
    """Each park's drawing kept as an opaque layer, drawn again only when what it shows changes.

    A layer is the table's ``backdrop`` under the park's rectangle with the park drawn on it by
    ``draw_park``, less what is in motion (``sliding``): its key is a snapshot of the picture
    (``ParkPicture.key``), the names and colours, what is left out and the language. A frame
    blits the layer and draws the moving cards on top (``draw_cards``); whoever animates more
    things inside a park (a card going to the bench, the flag hopping, totals counting) passes
    them in ``leave_out``/``without`` the same way and draws them itself.
    """

    def __init__(self, assets, backdrop: pygame.Surface) -> None:
        self.assets, self.backdrop = assets, backdrop
        self._layers: dict[tuple, Layer] = {}  # by (rect, big)
        self._used: set[tuple] = set()
        self.drawn = 0  # layers drawn afresh so far (to see the cache at work)

    def layer(self, rect: pygame.Rect, pic: ParkPicture, names, colours, big: bool = True,
              leave_out: Collection[int] = frozenset(), without: Collection[str] = frozenset(), seats=()) -> Layer:
        """The park ``pic`` in ``rect`` less ``leave_out`` and the parts in ``without``, drawn
        afresh only if it shows something else than when last asked for in that place."""
        slot = (tuple(rect), big)
        key = (pic.key(), tuple(names), tuple(colours), frozenset(leave_out), frozenset(without), park_name(pic.park),
               tuple(level_word(s) for s in seats))  # (a level's word: the language too)
        self._used.add(slot)
        entry = self._layers.get(slot)
        if entry is not None and entry.key == key:
            return entry
        # the layer starts on an even pixel of the screen, so round()'s ties fall as they would there
        ox, oy = rect.x % 2, rect.y % 2
        where = (rect.x - ox, rect.y - oy)
        surf = self.backdrop.subsurface(pygame.Rect(where, (rect.w + ox, rect.h + oy))).copy()
        tips: list = []
        hits = draw_park(surf, self.assets, pygame.Rect(ox, oy, rect.w, rect.h), pic, names, colours, {}, big, tips,
                         leave_out, without, seats)
        entry = Layer(key, surf, where, [(r.move(where), c) for r, c in hits], [(r.move(where), t) for r, t in tips])
        self._layers[slot] = entry
        self.drawn += 1
        return entry

    def forget_unused(self) -> None:
        """Drop the layers of places not asked for since the last call (a park left the focus)."""
        if len(self._used) < len(self._layers):
            for slot in set(self._layers) - self._used:
                del self._layers[slot]
        self._used = set()
