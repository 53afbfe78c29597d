"""How Laurel Crown looks: fighter and arena cards, pip dice, the circular honour track.

Card texts are written from the content data through translation templates, so what a card says
is always what the rules do. Everything is drawn once per size and cached in ``Assets``.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.laurel_crown import rules as rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, INK, PAPER, Assets, felt_table
from tabletop.ui import pieces
from tabletop.ui.pieces import rounded_panel

CARD = (150, 210)
SMALL = (104, 146)
TINY = (80, 108)  # the Rochester draft's 24 cards in a grid
BIG_CARD = (380, 540)
ARENA = (170, 232)
BIG_ARENA = (340, 464)  # hover: the arena enlarged to read its conditions
DIE = 34
RANK_COLOURS = {"C": (120, 112, 100), "B": (184, 115, 51), "A": (150, 160, 170), "S": (229, 181, 58)}
TIER_COLOURS = {"low": (184, 115, 51), "intermediate": (150, 160, 170), "high": (229, 181, 58)}
STONE = (217, 192, 140)
TRACK_SPACES = rules.R["track"]


def ability_lines(fighter: str) -> list[str]:
    """What a fighter's abilities do, in the player's language, built from its data."""
    f = rules.FIGHTERS[fighter]
    lines = []
    if f.reroll:
        lines.append(tr("laurel.ability.reroll", n=f.reroll))
    if f.immune:
        lines.append(tr("laurel.ability.immune"))
    for to, amount in f.support:
        if to in ("allies", "female-allies", "males"):
            lines.append(tr(f"laurel.ability.support-{to}", n=f"{amount:+d}"))
        else:
            lines.append(tr("laurel.ability.support-twin", n=f"{amount:+d}", name=rules.FIGHTERS[to].name))
    if f.per_ally:
        lines.append(tr("laurel.ability.per-ally", n=f.per_ally))
    if f.critical:
        lines.append(tr(f"laurel.ability.critical-{f.critical}", n=f.critical_dice))
    if f.unwoundable:
        lines.append(tr("laurel.ability.unwoundable"))
    if f.ruler:
        lines.append(tr("laurel.ability.ruler", n=f.ruler))
    if f.gold_dice:
        lines.append(tr("laurel.ability.gold-dice", n=f.gold_dice))
    return lines


def arena_lines(arena: str) -> list[str]:
    a = rules.ARENAS[arena]
    lines = []
    if tuple(a.ranks) != rules.RANKS:
        lines.append(tr("laurel.arena.ranks", ranks="/".join(a.ranks)))
    if tuple(a.genders) != rules.GENDERS:
        lines.append(tr("laurel.arena.genders", genders="/".join(tr(f"laurel.gender.{g}") for g in a.genders)))
    if a.max_per_sponsor:
        lines.append(tr("laurel.arena.max", n=a.max_per_sponsor))
    if a.no_gold:
        lines.append(tr("laurel.arena.no-gold"))
    if a.bonus:
        who = a.bonus_rank and tr("laurel.arena.rank", rank=a.bonus_rank) or tr(f"laurel.gender.{a.bonus_gender}")
        lines.append(tr("laurel.arena.bonus", n=f"{a.bonus:+d}", who=who))
    return lines


def ability_tag(fighter: str) -> str:
    """A two-word reminder of a fighter's main ability, for the small card (full text on hover)."""
    f = rules.FIGHTERS[fighter]
    if f.ruler:
        return tr("laurel.tag.ruler", n=f.ruler)
    if f.immune:
        return tr("laurel.tag.immune")
    if f.support:
        to, amount = f.support[0]
        key = to if to in ("allies", "female-allies", "males") else "twin"
        return tr(f"laurel.tag.support-{key}", n=f"{amount:+d}")
    if f.per_ally:
        return tr("laurel.tag.per-ally", n=f.per_ally)
    if f.critical:
        return tr(f"laurel.tag.critical-{f.critical}")
    if f.unwoundable:
        return tr("laurel.tag.unwoundable")
    if f.gold_dice:
        return tr("laurel.tag.gold-dice")
    if f.reroll:
        return tr("laurel.tag.reroll", n=f.reroll)
    return ""


def power_text(fighter: str) -> str:
    f = rules.FIGHTERS[fighter]
    return f"{f.dice}d6+{f.bonus}" if f.bonus else f"{f.dice}d6"


def fighter_face(assets: Assets, fighter: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    if fighter not in rules.FIGHTERS:
        return card_back(assets, size)
    return assets.face(fighter, ("laurel-card", fighter, size), lambda: _draw_fighter(assets, fighter, size, False))


def big_fighter(assets: Assets, fighter: str) -> pygame.Surface:
    return assets.face(fighter, ("laurel-big", fighter), lambda: _draw_fighter(assets, fighter, BIG_CARD, True))


def _draw_fighter(assets: Assets, fighter: str, size, big: bool) -> pygame.Surface:
    w, h = size
    k = w / CARD[0]
    f = rules.FIGHTERS[fighter]
    band = RANK_COLOURS[f.rank]
    surf = rounded_panel(size, (250, 244, 230), INK, int(12 * k), max(2, int(3 * k)))
    band_h = int(34 * k)
    pygame.draw.rect(surf, band, (int(3 * k), int(3 * k), w - int(6 * k), band_h),
                     border_top_left_radius=int(10 * k), border_top_right_radius=int(10 * k))
    name = assets.text(f.name.upper(), "display", max(18, int(24 * k)), INK if f.rank in "AS" else PAPER,
                       width=w - int(44 * k), min_size=16)
    surf.blit(name, (int(38 * k), int(3 * k) + (band_h - name.get_height()) // 2 + 1))
    badge = assets.svg(f"laurel-crown/rank-{f.rank.lower()}.svg", (int(30 * k), int(30 * k)))
    surf.blit(badge, (int(5 * k), int(5 * k)))
    portrait = int(min(w * 0.8, h * (0.36 if big else 0.5)))  # enlarged: room for every ability
    surf.blit(assets.svg(f"laurel-crown/fighters/{fighter}.svg", (portrait, portrait)), ((w - portrait) // 2, band_h + int(6 * k)))
    y = band_h + int(8 * k) + portrait
    power = assets.text(power_text(fighter), "display", max(22, int(30 * k)), INK)
    die = assets.svg("laurel-crown/die.svg", (int(24 * k), int(24 * k)))
    total = die.get_width() + 6 + power.get_width()
    x = (w - total) // 2
    surf.blit(die, (x, y + (power.get_height() - die.get_height()) // 2))
    surf.blit(power, (x + die.get_width() + 6, y))
    icon = f.gender if f.gender in ("male", "female") else "unknown"
    gender = assets.svg(f"laurel-crown/{icon}.svg", (int(22 * k), int(22 * k)))
    surf.blit(gender, (w - gender.get_width() - int(8 * k), y + 4))
    lines = ability_lines(fighter)
    if big:
        top = y + power.get_height() + 14
        body = assets.wrapped("\n".join(lines) or tr("laurel.ability.none"), "body", 24, w - 40, INK, 1.1,
                              height=h - top - 12)
        surf.blit(body, (20, top))
    elif ability_tag(fighter):
        tag = assets.text(ability_tag(fighter), "bold", max(12, int(20 * k)), (142, 31, 47), width=w - 8,
                          min_size=max(10, int(14 * k)))
        surf.blit(tag, tag.get_rect(midtop=(w // 2, y + power.get_height() + 2)))
    return surf


def card_back(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_back(assets, "laurel-crown/card-back.svg", size, int(12 * size[0] / CARD[0]))


def card_shadow(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_shadow(assets, size, int(12 * size[0] / CARD[0]))


def arena_face(assets: Assets, arena: str, size: tuple[int, int] = ARENA) -> pygame.Surface:
    """An arena card: tier colour, name, art, prizes in order, the wound penalty, conditions."""
    if arena not in rules.ARENAS:  # face down: the stone back, drawn landscape inside the card
        def back() -> pygame.Surface:
            surf = rounded_panel(size, (120, 104, 84), INK, 12, 3)
            art_w = size[0] - 12
            surf.blit(assets.svg("laurel-crown/arena-back.svg", (art_w, art_w * 2 // 3)), (6, (size[1] - art_w * 2 // 3) // 2))
            return surf

        return assets.cached(("laurel-arena-back", size), back)

    def make() -> pygame.Surface:
        w, h = size
        k = w / ARENA[0]  # the same card, enlarged for hover, with every size scaled
        a = rules.ARENAS[arena]
        band = TIER_COLOURS[a.tier]
        surf = rounded_panel(size, (244, 236, 218), INK, int(12 * k), 3)
        band_h = int(44 * k)
        pygame.draw.rect(surf, band, (3, 3, w - 6, band_h), border_top_left_radius=int(10 * k),
                         border_top_right_radius=int(10 * k))
        name = assets.wrapped(a.name.upper(), "display", int(20 * k), w - 12, INK, 0.95, height=band_h - int(4 * k),
                              min_size=14)
        surf.blit(name, name.get_rect(midtop=(w // 2, int(6 * k))))
        art_h = int((w - 12) * 2 / 3)
        surf.blit(assets.svg(f"laurel-crown/arenas/{a.tier}.svg", (w - 12, art_h)), (6, band_h + int(6 * k)))
        y = band_h + int(10 * k) + art_h
        prizes = assets.text(" · ".join(str(p) for p in a.prizes), "display", int(28 * k), INK)
        surf.blit(prizes, prizes.get_rect(midtop=(w // 2, y)))
        y += prizes.get_height()
        pen = assets.text(tr("laurel.arena.penalty", n=a.penalty), "bold", int(18 * k), (142, 31, 47), width=w - 10,
                          min_size=14)
        surf.blit(pen, pen.get_rect(midtop=(w // 2, y)))
        y += pen.get_height() + int(4 * k)
        for line in arena_lines(arena):
            text = assets.text(line, "body", int(16 * k), INK, width=w - 10, min_size=12)
            surf.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += int(18 * k)
        return surf

    return assets.face(arena, ("laurel-arena", arena, size), make)


def die_face(assets: Assets, value: str, size: int = DIE) -> pygame.Surface:
    """A white d6 with pips (``value`` "1".."6")."""

    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(surf, (250, 248, 240), surf.get_rect(), border_radius=size // 5)
        pygame.draw.rect(surf, INK, surf.get_rect(), width=2, border_radius=size // 5)
        n = int(value) if value.isdigit() else 0
        spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
                 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
        for cx, cy in spots.get(n, []):
            pygame.draw.circle(surf, (142, 31, 47) if n == 1 else INK,
                               (int(size * (0.25 + 0.25 * cx)), int(size * (0.25 + 0.25 * cy))), max(2, size // 10))
        return surf

    return assets.cached(("laurel-die", value, size), make)


def track_points(board: pygame.Rect) -> list[tuple[int, int]]:
    """Centres of the 30 honour spaces around the board, 0 at the top, clockwise."""
    cx, cy = board.center
    r = board.w * 0.445
    return [(int(cx + r * math.sin(2 * math.pi * i / TRACK_SPACES)), int(cy - r * math.cos(2 * math.pi * i / TRACK_SPACES)))
            for i in range(TRACK_SPACES)]


def static_table(assets: Assets, layout) -> pygame.Surface:
    surf = felt_table((1920, 1080), (52, 36, 24), (255, 210, 140))
    board = layout["board"]
    surf.blit(assets.svg("laurel-crown/track-bg.svg", board.size), board)
    for i, (x, y) in enumerate(track_points(board)):
        pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), 24)
        pygame.draw.circle(surf, GOLD if i % 10 == 0 else STONE, (x, y), 23)
        pygame.draw.circle(surf, INK, (x, y), 23, 3)
        num = assets.text(str(i if i else TRACK_SPACES), "display", 26, INK)
        surf.blit(num, num.get_rect(center=(x, y + 2)))
    for name in ("arenas", "floor", "hand", "log", "seats"):
        r = layout[name]
        surf.blit(rounded_panel(r.size, (30, 20, 14, 150), (120, 90, 50), 18, 2), r)
    for name, key in (("arenas", "laurel.zone.arenas"), ("hand", "laurel.zone.hand")):
        title = assets.text(tr(key), "display", 26, GOLD, width=layout[name].w - 28)
        surf.blit(title, (layout[name].x + 14, layout[name].y + 4))
    return surf
