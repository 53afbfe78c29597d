"""How O Último Grande Campeão looks: the fight-night table, fighter mats, cards, dice, fame track.

Everything is drawn once per size and cached in ``Assets``; the table scene only blits.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.campeao import rules as rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, INK, PAPER, Assets, felt_table
from tabletop.ui import pieces
from tabletop.ui.pieces import rounded_panel

RED = (215, 38, 61)
DARK = (24, 18, 24)
CARD = (170, 238)
BIG_CARD = (400, 600)
DIE = 92
INJURY_DIE = 72
BELT = (150, 50)
SKILL_COLOURS = {"punch": (215, 38, 61), "kick": (40, 120, 220), "submission": (30, 150, 80)}
CARD_BAND = {
    "romance": (214, 64, 120), "ice-bath": (60, 150, 210), "mega-mass": (120, 80, 170), "isotonic": (40, 170, 170),
    "ko-with-4": (200, 40, 40), "street-fight": (90, 90, 100), "bar-brawl": (170, 100, 40),
    "personal-trainer": (60, 130, 70), "low-blow": (150, 40, 140), "doctor": (200, 60, 60), "ambush": (50, 40, 60),
}


def fighter_art(assets: Assets, fighter: str, size: int) -> pygame.Surface:
    return assets.svg(f"campeao/fighters/{fighter}.svg", (size, size))


def die_face(assets: Assets, colour: str, face: str, size: int) -> pygame.Surface:
    """A die face: black fighting dice show skills, yellow and red injury dice POW!/BAM! bursts."""
    name = f"fight-{face}" if colour == "fight" else f"injury-{colour}-{face}"

    def make() -> pygame.Surface:
        surf = assets.svg(f"campeao/dice/{name}.svg", (size, size)).copy()
        if face in ("pow", "bam"):
            word = assets.text(tr(f"campeao.die.{face}"), "comic", max(14, size // 4), PAPER)
            outline = assets.text(tr(f"campeao.die.{face}"), "comic", max(14, size // 4), INK)
            c = (size // 2, size // 2 + 2)
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                surf.blit(outline, outline.get_rect(center=(c[0] + dx, c[1] + dy)))
            surf.blit(word, word.get_rect(center=c))
        return surf

    return assets.cached(("campeao-die", name, size), make)


def card_face(assets: Assets, card: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    if card not in rules.CARDS:
        return card_back(assets, size)
    return assets.face(card, ("campeao-card", card, size), lambda: _draw_card(assets, card, size, big=False))


def card_thumb(assets: Assets, card: str, size: tuple[int, int]) -> pygame.Surface:
    """A card seen from afar (the top of the discard pile): the full face, scaled down whole."""
    return assets.face(card, ("campeao-thumb", card, size),
                       lambda: pygame.transform.smoothscale(card_face(assets, card), size))


def big_card(assets: Assets, card: str) -> pygame.Surface:
    return assets.face(card, ("campeao-big", card), lambda: _draw_card(assets, card, BIG_CARD, big=True))


def _draw_card(assets: Assets, card: str, size: tuple[int, int], big: bool) -> pygame.Surface:
    w, h = size
    k = w / CARD[0]
    band = CARD_BAND[card]
    surf = rounded_panel(size, PAPER, INK, int(12 * k), max(3, int(3 * k)))
    band_h = int(40 * k)
    pygame.draw.rect(surf, band, (int(4 * k), int(4 * k), w - int(8 * k), band_h),
                     border_top_left_radius=int(10 * k), border_top_right_radius=int(10 * k))
    title = assets.text(tr(f"campeao.card.{card}.name").upper(), "display", int(26 * k) if big else 28, PAPER,
                        width=int(w - 12 * k), min_size=22)
    surf.blit(title, title.get_rect(center=(w // 2, int(4 * k) + band_h // 2 + 2)))
    art_w = w - int(12 * k)
    art_h = int(art_w * (0.5 if big else 0.6))  # the enlarged card leaves room for its full text
    art = assets.svg(f"campeao/card-art/{card}.svg", (art_w, art_h))
    surf.blit(art, ((w - art_w) // 2, band_h + int(8 * k)))
    timing = assets.text(tr(f"campeao.timing.{rules.CARDS[card].timing}"), "bold", 30 if big else 22, band,
                         width=int(w - 12 * k))
    y = band_h + int(12 * k) + art_h
    surf.blit(timing, timing.get_rect(midtop=(w // 2, y)))
    if big:
        top = y + timing.get_height() + 10
        body = assets.wrapped(tr(f"campeao.card.{card}.text"), "body", 24, w - 40, INK, 1.1, height=h - top - 14)
        surf.blit(body, (20, top))
    else:
        top = y + timing.get_height() + 2
        tag = assets.wrapped(tr(f"campeao.card.{card}.tag"), "bold", 22, w - 14, INK, 0.95, height=h - top - 6)
        surf.blit(tag, tag.get_rect(midtop=(w // 2, top)))
    return surf


def card_back(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_back(assets, "campeao/card-back.svg", size, int(12 * size[0] / CARD[0]))


def card_shadow(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_shadow(assets, size, int(12 * size[0] / CARD[0]))


def track_spaces(layout, target: int) -> list[tuple[int, int]]:
    """Centres of the fame track's spaces 0..max(target, 12)."""
    zone = layout["track"]
    count = max(target, 12) + 1
    step = (zone.w - 60) / (count - 1)
    return [(int(zone.x + 30 + i * step), zone.centery) for i in range(count)]


def static_table(assets: Assets, layout, target: int, mats: list[int]) -> pygame.Surface:
    """Felt, the cage, the fame track, mat and panel backgrounds: drawn once."""
    surf = felt_table((1920, 1080), (34, 12, 16), (255, 90, 70))
    ring = layout["ring"]
    surf.blit(assets.svg("campeao/ring.svg", ring.size), ring)
    # Fame track: a numbered lane with the target space crowned.
    zone = layout["track"]
    surf.blit(rounded_panel(zone.size, (16, 10, 14, 200), (120, 60, 60), 18, 2), zone)
    spaces = track_spaces(layout, target)
    for i, (x, y) in enumerate(spaces):
        is_goal = i == target
        r = 27 if is_goal else 23
        pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), r)
        pygame.draw.circle(surf, GOLD if is_goal else (70, 40, 44), (x, y), r)
        pygame.draw.circle(surf, INK, (x, y), r, 3)
        num = assets.text(str(i), "display", 30, INK if is_goal else PAPER)
        surf.blit(num, num.get_rect(center=(x, y + 2)))
        if i < len(spaces) - 1:
            nx = spaces[i + 1][0]
            pygame.draw.line(surf, (120, 60, 60), (x + r, y), (nx - 23, y), 3)
    crown = assets.svg("common/icons/crown.svg", (34, 34))
    gx, gy = spaces[target]
    surf.blit(crown, crown.get_rect(midbottom=(gx, gy - 22)))
    for i in mats:
        r = layout[f"mat_{i}"]
        surf.blit(rounded_panel(r.size, (20, 14, 18, 215), (110, 60, 60), 18, 2), r)
    for name in ("actions", "log", "hand"):
        r = layout[name]
        surf.blit(rounded_panel(r.size, (16, 10, 14, 170), (90, 50, 50), 18, 2), r)
    title = assets.text(tr("campeao.zone.log"), "display", 30, GOLD, width=layout["log"].w - 280)
    surf.blit(title, (layout["log"].x + 16, layout["log"].y + 8))
    title = assets.text(tr("campeao.zone.actions"), "display", 30, GOLD, width=layout["actions"].w - 32)
    surf.blit(title, (layout["actions"].x + 16, layout["actions"].y + 8))
    return surf


def burst(assets: Assets, word: str, size: tuple[int, int] = (300, 200)) -> pygame.Surface:
    """A comic burst with a word on it (POW!, BAM!, K.O.!)."""

    def make() -> pygame.Surface:
        surf = assets.svg("campeao/burst-pow.svg", size).copy()
        text = assets.text(word, "comic", size[1] // 3, PAPER, width=int(size[0] * 0.8))
        outline = assets.text(word, "comic", size[1] // 3, INK, width=int(size[0] * 0.8))
        c = (size[0] // 2, size[1] // 2)
        for a in range(0, 360, 45):
            dx, dy = 3 * math.cos(math.radians(a)), 3 * math.sin(math.radians(a))
            surf.blit(outline, outline.get_rect(center=(c[0] + dx, c[1] + dy)))
        surf.blit(text, text.get_rect(center=c))
        return surf

    return assets.cached(("campeao-burst", word, size), make)


def skill_icon(assets: Assets, skill: str, size: int) -> pygame.Surface:
    return assets.svg(f"campeao/icons/{skill}.svg", (size, size))


__all__ = ["DARK", "RED"]
