"""Drawing the Dead Last table: the ID cards standing (or fallen) round the table, the cards laid in
front of them, the pointing arrows, the gold, the hand of the seat at the screen, its purse.

Western noir (ART.md): dusty browns, gold bars, a blood-red accent for eliminations. Everything
here draws what it is given (the table's ``Picture`` and a few looks that animate); it decides
nothing. Surfaces that do not change from frame to frame are made once and cached by the assets.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.dead_last import rules
from tabletop.games.dead_last.table import geometry as geo
from tabletop.i18n import tr
from tabletop.shell.log import tint
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.seats import LEVEL_EDGE, LEVEL_FILL, PAD

WOOD = (38, 24, 16)
FELT = (74, 50, 32)
RIM = (150, 104, 40)
BLOOD = (170, 30, 28)
DUST = (217, 199, 160)
CARD_FILL = (34, 24, 18)
FALLEN_FILL = (48, 40, 36)
CARD_SIZE = (118, 158)  # a card in the hand at the bottom of the screen
SHOWDOWN_ICONS = {rules.SPLIT: "dead-last/split.svg", rules.GRAB_ALL: "dead-last/grab-all.svg",
                  rules.GRAB_ONE: "dead-last/grab-one.svg"}


def background(assets, layout) -> pygame.Surface:
    """The room and the round table (made once)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((1920, 1080))
        surf.fill(WOOD)
        for i in range(0, 1080, 6):  # plank grain
            shade = 6 if (i // 6) % 7 == 0 else 0
            pygame.draw.line(surf, (WOOD[0] + shade, WOOD[1] + shade, WOOD[2] + shade), (0, i), (1920, i))
        ring = layout["ring"].inflate(-120, -110)
        table = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.ellipse(table, (20, 12, 8, 160), table.get_rect().move(10, 14))
        pygame.draw.ellipse(table, RIM, table.get_rect().inflate(-16, -16))
        pygame.draw.ellipse(table, FELT, table.get_rect().inflate(-44, -44))
        pygame.draw.ellipse(table, (84, 58, 36), table.get_rect().inflate(-200, -160))
        surf.blit(table, ring.topleft)
        side = pygame.Rect(1496, 0, 424, 1080)
        pygame.draw.rect(surf, (28, 18, 12), side)
        pygame.draw.line(surf, RIM, side.topleft, side.bottomleft, 3)
        return surf

    return assets.cached(("deadlast-room",), make)


# --------------------------------------------------------------------------- ID cards


def id_card(assets, colour: int, name: str, size: tuple[int, int], fallen: bool, level: str | None = None) -> pygame.Surface:
    """A standing ID card in the seat's colour and shape, its name at the foot (cached); a computer
    seat's card carries its ``level`` (the word, "Expert") on a small tag under a smaller badge."""
    def make() -> pygame.Surface:
        w, h = size
        fill = FALLEN_FILL if fallen else CARD_FILL
        border = (110, 96, 90) if fallen else SEAT_COLOURS[colour]
        ink = (170, 160, 150) if fallen else PAPER
        surf = rounded_panel(size, (*fill, 255), border, 14, 5)
        badge = assets.seat_badge(colour, min(64, h // 2 - 6) - (16 if level else 0))
        if fallen:
            badge = badge.copy()
            badge.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
        top = 8 if level else 10
        surf.blit(badge, badge.get_rect(midtop=(w // 2, top)))
        below = top + badge.get_height()  # where the name's room starts
        if level:  # the level's tag, the same as every table's (tabletop.ui.seats), under the badge
            word = assets.text(level, "bold", 22, ink, width=w - 16 - 2 * PAD)
            tag = pygame.Rect(0, 0, word.get_width() + 2 * PAD, word.get_height() + 2)
            tag.midtop = (w // 2, below + 3)
            surf.blit(rounded_panel(tag.size, LEVEL_FILL, LEVEL_EDGE, tag.h // 2, 1), tag)
            surf.blit(word, word.get_rect(center=(tag.centerx, tag.centery + 1)))
            below = tag.bottom + 2
        label = assets.text_lines(name, "bold", 26, w - 16, ink, lines=2, height=h - 6 - below - 2)
        surf.blit(label, label.get_rect(midbottom=(w // 2, h - 6)))
        return surf

    return assets.cached(("deadlast-id", colour, name, size, fallen, level), make)


def fallen_rect(rect: pygame.Rect, fall: float) -> pygame.Rect:
    """What is left in view of an ID card tipped back ``fall`` of the way: shorter, its foot
    where it stood."""
    h = max(8, round(rect.h * (1 - 0.55 * fall)))
    return pygame.Rect(rect.x, rect.bottom - h, rect.w, h)


def glow(surface, rect: pygame.Rect) -> None:
    """A seat a click would act on now: a pulsing gold frame."""
    pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 160)
    pygame.draw.rect(surface, (*GOLD, int(255 * pulse)), rect.inflate(12, 12), width=4, border_radius=18)


def draw_seat(surface, assets, rect: pygame.Rect, colour: int, name: str, fall: float, level: str | None = None) -> None:
    """An ID card that has fallen ``fall`` of the way over (0 standing, 1 flat on the table);
    ``level``: a computer seat's level in a word (None for a human)."""
    if fall <= 0.01:
        image = id_card(assets, colour, name, rect.size, False, level)
        surface.blit(image, rect)
    else:
        image = id_card(assets, colour, name, rect.size, fall > 0.5, level)
        seen = fallen_rect(rect, fall)
        surface.blit(pygame.transform.smoothscale(image, seen.size), seen)


def stamp(surface, assets, rect: pygame.Rect, text: str, colour=BLOOD) -> None:
    """A word stamped across a seat (TARGET, AMBUSH!)."""
    label = assets.text(text, "display", 34, (255, 240, 230), width=rect.w + 10, min_size=24)
    band = assets.cached(("deadlast-stamp", label.get_size(), colour), lambda: rounded_panel(
        (label.get_width() + 18, label.get_height() + 4), (*colour, 235), (255, 230, 220), 8, 2))
    at = band.get_rect(center=(rect.centerx, rect.centery - 6))
    surface.blit(band, at)
    surface.blit(label, label.get_rect(center=at.center))


def bar_chip(surface, assets, rect: pygame.Rect, count: int, total: int | None) -> pygame.Rect:
    """How many bars a seat holds (and their points, where the audience knows them)."""
    text = str(count) if total is None else f"{count} · {total}"
    label = assets.text(text, "bold", 24, (40, 26, 8))
    icon = assets.svg("dead-last/gold-bar.svg", (36, 24))
    size = (icon.get_width() + label.get_width() + 22, 34)
    chip = assets.cached(("deadlast-chip", size), lambda: rounded_panel(size, (*GOLD, 255), (120, 80, 20), 17, 2))
    at = chip.get_rect(midtop=(rect.centerx, rect.bottom - 14))
    surface.blit(chip, at)
    surface.blit(icon, (at.x + 8, at.centery - icon.get_height() // 2))
    surface.blit(label, label.get_rect(midleft=(at.x + icon.get_width() + 14, at.centery)))
    return at


def tick(surface, rect: pygame.Rect, ready: bool) -> None:
    """A small mark in a standing card's corner: a check when it has said it is ready, dots while
    it is still talking."""
    centre = (rect.right - 16, rect.y + 16)
    pygame.draw.circle(surface, (20, 14, 10), centre, 13)
    if ready:
        pygame.draw.lines(surface, (120, 220, 120), False, [(centre[0] - 7, centre[1]), (centre[0] - 2, centre[1] + 6),
                                                            (centre[0] + 7, centre[1] - 6)], 4)
    else:  # (still: the table's still layer holds it)
        for i in range(3):
            pygame.draw.circle(surface, DUST, (centre[0] - 7 + 7 * i, centre[1]), 3)


# --------------------------------------------------------------------------- voting cards


def vote_back(assets, size: tuple[int, int]) -> pygame.Surface:
    return assets.svg("dead-last/vote-back.svg", size)


def vote_face(assets, card: int, size: tuple[int, int], names, colours) -> pygame.Surface:
    """The face of a voting card: a seat's colour, shape and name, or the Ambush card."""
    label_text = tr("deadlast.card.ambush") if card == rules.AMBUSH else names[card]

    def make() -> pygame.Surface:
        w, h = size
        side = min(w - 24, h // 2 - 10) if h >= 120 else w - 24  # a named card keeps room for its name
        if card == rules.AMBUSH:
            surf = rounded_panel(size, (60, 14, 12, 255), (230, 200, 190), 10, 3)
            icon = assets.svg("dead-last/ambush.svg", (side, side))
        else:
            surf = rounded_panel(size, (*CARD_FILL, 255), SEAT_COLOURS[colours[card]], 10, 4)
            icon = assets.seat_badge(colours[card], side)
        surf.blit(icon, icon.get_rect(midtop=(w // 2, 8)))
        if h >= 120:
            label = assets.text_lines(label_text, "bold", 24, w - 6, PAPER, lines=3, height=h - icon.get_height() - 14)
            surf.blit(label, label.get_rect(midbottom=(w // 2, h - 4)))
        return surf

    return assets.cached(("deadlast-vote", card, size, label_text, colours[card] if card >= 0 else -1), make)


def draw_card(surface, image: pygame.Surface, back: pygame.Surface, rect: pygame.Rect, flip: float) -> None:
    """A card turning over: its back while ``flip`` < 0.5, its face after (squeezed in between)."""
    shown = back if flip < 0.5 else image
    squash = abs(1 - 2 * flip)
    width = max(1, round(rect.w * squash))
    if width != rect.w:
        shown = pygame.transform.scale(shown, (width, rect.h))
    surface.blit(shown, (rect.x + (rect.w - width) // 2, rect.y))


def showdown_face(assets, card: str, size: tuple[int, int]) -> pygame.Surface:
    def make() -> pygame.Surface:
        w, h = size
        surf = rounded_panel(size, (52, 34, 20, 255), GOLD, 12, 4)
        icon = assets.svg(SHOWDOWN_ICONS[card], (w - 24, w - 24))
        surf.blit(icon, icon.get_rect(midtop=(w // 2, 8)))
        label = assets.text_lines(tr(f"deadlast.card.{card}"), "display", 30, w - 12, GOLD, lines=2,
                                  height=h - icon.get_height() - 14)
        surf.blit(label, label.get_rect(midbottom=(w // 2, h - 6)))
        return surf

    return assets.cached(("deadlast-showdown", card, size, tr(f"deadlast.card.{card}")), make)


# --------------------------------------------------------------------------- the talk


def arrow(surface, points: list[tuple[float, float]], colour, grow: float, width: int = 7) -> None:
    """A pointing arrow along ``points``, drawn ``grow`` of its way (it reaches out as it appears)."""
    if len(points) < 2 or grow <= 0.01:
        return
    count = max(2, round(len(points) * min(1.0, grow)))
    shown = points[:count]
    pygame.draw.lines(surface, (20, 12, 8), False, shown, width + 4)
    pygame.draw.lines(surface, colour, False, shown, width)
    (x0, y0), (x1, y1) = shown[-2], shown[-1]
    angle = math.atan2(y1 - y0, x1 - x0)
    size = 22
    head = [(x1 + math.cos(angle) * 6, y1 + math.sin(angle) * 6),
            (x1 - math.cos(angle - 0.5) * size, y1 - math.sin(angle - 0.5) * size),
            (x1 - math.cos(angle + 0.5) * size, y1 - math.sin(angle + 0.5) * size)]
    pygame.draw.polygon(surface, (20, 12, 8), head, 0)
    pygame.draw.polygon(surface, colour, [(x + (x1 - x) * 0.18, y + (y1 - y) * 0.18) for x, y in head], 0)


def count_badge(surface, assets, rect: pygame.Rect, n: int, colour=BLOOD) -> None:
    """How many votes (or pointers) a seat drew: a red disc on its card's corner."""
    label = assets.text(str(n), "display", 34, (255, 240, 230))
    centre = (rect.x + 18, rect.y + 18)
    pygame.draw.circle(surface, (20, 12, 8), centre, 23)
    pygame.draw.circle(surface, colour, centre, 20)
    surface.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))


# --------------------------------------------------------------------------- the middle and the purse


def pot(surface, assets, zone: pygame.Rect, count: int, deck: int, lift: list[float] | None = None) -> list:
    """The bars face down in the middle and the gold deck beside them; returns tooltips."""
    back = assets.svg("dead-last/gold-back.svg", (64, 90))
    tips = []
    gap = 14
    total = count * back.get_width() + max(0, count - 1) * gap
    x = zone.centerx - total // 2 + 50
    for i in range(count):
        r = back.get_rect(topleft=(x + i * (back.get_width() + gap), zone.y + 70))
        surface.blit(back, r)
    if count:
        tips.append((pygame.Rect(x, zone.y + 70, total, 90), tr("deadlast.tip.pot", n=count)))
    pile = pygame.Rect(zone.x + 10, zone.y + 64, 70, 100)
    for i in range(min(4, max(1, deck // 20 + 1)) if deck else 0):
        surface.blit(back, (pile.x - i * 2, pile.y - i * 2))
    label = assets.text(str(deck), "bold", 24, DUST)
    surface.blit(label, label.get_rect(midtop=(pile.x + 32, pile.bottom + 2)))
    tips.append((pile.inflate(10, 30), tr("deadlast.tip.deck", n=deck)))
    return tips


def purse(surface, assets, zone: pygame.Rect, bars: list[int] | None, threshold: int, name: str | None) -> None:
    """The audience's own gold, value by value, against the winning points (behind its curtain
    only); on a public screen, a word that gold stays secret."""
    panel = assets.cached(("deadlast-purse", zone.size), lambda: rounded_panel(zone.size, (24, 16, 10, 235), RIM, 16, 3))
    surface.blit(panel, zone)
    if bars is None:
        text = tr("deadlast.purse.public")
        label = assets.wrapped(text, "body", 22, zone.w - 32, DUST, 1.1, height=zone.h - 24)
        surface.blit(label, (zone.x + 16, zone.y + 14))
        return
    title = assets.text(tr("deadlast.purse.title", name=name, n=sum(bars), goal=threshold), "display", 32, GOLD,
                        width=zone.w - 32)
    surface.blit(title, (zone.x + 16, zone.y + 10))
    size = (54, 36)
    per_row = max(1, (zone.w - 24) // (size[0] + 6))
    for i, value in enumerate(bars):
        x = zone.x + 14 + (i % per_row) * (size[0] + 6)
        y = zone.y + 56 + (i // per_row) * (size[1] + 20)
        surface.blit(assets.svg("dead-last/gold-bar.svg", size), (x, y))
        label = assets.text(str(value), "bold", 22, PAPER, shadow=True)
        surface.blit(label, label.get_rect(midtop=(x + size[0] // 2, y + size[1] - 6)))
    if not bars:
        note = assets.text(tr("deadlast.purse.empty"), "body", 22, DUST, width=zone.w - 32)
        surface.blit(note, (zone.x + 16, zone.y + 64))


def clock(surface, assets, zone: pygame.Rect, left: float | None, talking: bool) -> None:
    """The conspiracy's clock (or, with none, what ends the talk)."""
    if not talking:
        return
    if left is None:
        text = tr("deadlast.clock.none")
    else:
        secs = max(0, math.ceil(left))
        text = tr("deadlast.clock.left", time=f"{secs // 60}:{secs % 60:02d}")
    colour = BLOOD if left is not None and left <= 10 else GOLD
    label = assets.text(text, "display", 44, colour, width=zone.w - 16)
    surface.blit(label, label.get_rect(center=zone.center))


def hint(surface, assets, zone: pygame.Rect, text: str) -> None:
    label = assets.wrapped(text, "body", 22, zone.w - 20, DUST, 1.1, height=zone.h)
    surface.blit(label, label.get_rect(midleft=(zone.x + 10, zone.centery)))
