"""How Laurel Crown looks: fighter and arena cards, pip dice, the circular honour track.

Card texts are written from the content data through translation templates, so what a card says
is always what the rules do. Everything is drawn once per size and cached in ``Assets``.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.laurel_crown import names, rules as rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, INK, PAPER, Assets, felt_table
from tabletop.ui import pieces
from tabletop.ui.pieces import rounded_panel

CARD = (150, 210)  # the hand, a short row, the placed fighters
SMALL = (124, 172)  # a row of up to twelve (draft hands, the Rochester draft as it empties)
TINY = (80, 106)  # the Rochester draft's 24 cards: portrait, rank and power (the name on hover)
TICKET = (140, 96)  # a hand too big for a row of cards: two rows of these, each one whole
BIG_CARD = (400, 580)
ARENA = (170, 232)
BIG_ARENA = (340, 464)  # hover: the arena enlarged to read its conditions
DIE = 32
RANK_COLOURS = {"C": (120, 112, 100), "B": (184, 115, 51), "A": (150, 160, 170), "S": (229, 181, 58)}
TIER_COLOURS = {"low": (184, 115, 51), "intermediate": (150, 160, 170), "high": (229, 181, 58)}
WOUND_RED = (142, 31, 47)
STONE = (217, 192, 140)
TRACK_SPACES = rules.R["track"]
TITLE = 26  # ART.md: card titles at 1920x1080 are 26 px or more
BODY = 22  # ART.md: body text 22 px or more


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
        lines.append(tr("laurel.arena.genders", genders="/".join(tr(f"laurel.genders.{g}") for g in a.genders)))
    if a.max_per_sponsor:
        lines.append(tr("laurel.arena.max", n=a.max_per_sponsor))
    if a.no_gold:
        lines.append(tr("laurel.arena.no-gold"))
    if a.bonus:
        who = a.bonus_rank and tr("laurel.arena.rank", rank=a.bonus_rank) or tr(f"laurel.genders.{a.bonus_gender}")
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
    return f"{f.dice}d6+{f.bonus}".upper() if f.bonus else f"{f.dice}d6".upper()


def fighter_face(assets: Assets, fighter: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    if fighter not in rules.FIGHTERS:
        return card_back(assets, size)
    if tuple(size) == TICKET:
        return assets.face(fighter, ("laurel-ticket", fighter), lambda: _draw_ticket(assets, fighter))
    return assets.face(fighter, ("laurel-card", fighter, size), lambda: _draw_fighter(assets, fighter, size))


def _draw_ticket(assets: Assets, fighter: str) -> pygame.Surface:
    """A fighter of a big hand, landscape and small, with nothing hidden: the name on its rank's
    band, the rank and gender icons either side of the power formula, and its ability's reminder."""
    w, h = TICKET
    f = rules.FIGHTERS[fighter]
    surf = rounded_panel(TICKET, (250, 244, 230), INK, 8, 3)
    band_h = 28
    pygame.draw.rect(surf, RANK_COLOURS[f.rank], (3, 3, w - 6, band_h), border_top_left_radius=6,
                     border_top_right_radius=6)
    name = assets.text(f.name.upper(), "display", TITLE, INK if f.rank in "AS" else PAPER, width=w - 12,
                       min_size=TITLE)
    surf.blit(name, name.get_rect(midleft=(6, 3 + band_h // 2 + 1)))
    y = 3 + band_h + 3
    surf.blit(assets.svg(f"laurel-crown/rank-{f.rank.lower()}.svg", (26, 26)), (5, y + 1))
    gender = _gender_icon(assets, fighter, 22)
    surf.blit(gender, (w - gender.get_width() - 6, y + 3))
    power = assets.text(power_text(fighter), "display", 30, INK, width=w - 2 * 36, min_size=TITLE)
    surf.blit(power, power.get_rect(center=(w // 2, y + 15)))
    tag = ability_tag(fighter)
    if tag:
        text = assets.text(tag, "bold", BODY, WOUND_RED, width=w - 4, min_size=BODY)
        surf.blit(text, text.get_rect(midbottom=(w // 2, h - 3)))
    return surf


def big_fighter(assets: Assets, fighter: str) -> pygame.Surface:
    return assets.face(fighter, ("laurel-big", fighter), lambda: _draw_big(assets, fighter))


def portrait(assets: Assets, fighter: str, side: int) -> pygame.Surface:
    """A fighter's round portrait in a rank-coloured ring (the tournament ladder, supports)."""

    def make() -> pygame.Surface:
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        ring = RANK_COLOURS[rules.FIGHTERS[fighter].rank]
        pygame.draw.circle(surf, ring, (side // 2, side // 2), side // 2)
        inner = side - 6
        surf.blit(assets.svg(f"laurel-crown/fighters/{fighter}.svg", (inner, inner)), (3, 3))
        pygame.draw.circle(surf, INK, (side // 2, side // 2), side // 2, 2)
        return surf

    return assets.face(fighter, ("laurel-portrait", fighter, side), make)


def _gender_icon(assets: Assets, fighter: str, side: int) -> pygame.Surface:
    g = rules.FIGHTERS[fighter].gender
    return assets.svg(f"laurel-crown/{g if g in ('male', 'female') else 'unknown'}.svg", (side, side))


def _power_line(assets: Assets, fighter: str, size: int) -> pygame.Surface:
    """The die icon and the power formula, side by side."""
    text = assets.text(power_text(fighter), "display", size, INK)
    die = assets.svg("laurel-crown/die.svg", (size - 4, size - 4))
    surf = pygame.Surface((die.get_width() + 5 + text.get_width(), max(die.get_height(), text.get_height())),
                          pygame.SRCALPHA)
    surf.blit(die, (0, (surf.get_height() - die.get_height()) // 2))
    surf.blit(text, (die.get_width() + 5, (surf.get_height() - text.get_height()) // 2 + 1))
    return surf


def _draw_fighter(assets: Assets, fighter: str, size) -> pygame.Surface:
    """A card on the table. Every text is at ART.md's sizes: a card too small for the name shows
    the portrait, rank and power (the name and abilities are read on hover)."""
    w, h = size
    f = rules.FIGHTERS[fighter]
    band = RANK_COLOURS[f.rank]
    surf = rounded_panel(size, (250, 244, 230), INK, 10 if w > 100 else 8, 3)
    ink = INK if f.rank in "AS" else PAPER
    if w < 100:  # tiny: a rank stripe, the portrait, the power
        pygame.draw.rect(surf, band, (3, 3, w - 6, 12), border_top_left_radius=7, border_top_right_radius=7)
        side = min(w - 10, h - 46)
        surf.blit(assets.svg(f"laurel-crown/fighters/{fighter}.svg", (side, side)), ((w - side) // 2, 16))
        surf.blit(assets.svg(f"laurel-crown/rank-{f.rank.lower()}.svg", (24, 24)), (3, 12))
        power = assets.text(power_text(fighter), "display", TITLE, INK, width=w - 6, min_size=TITLE)
        surf.blit(power, power.get_rect(midbottom=(w // 2, h - 2)))
        return surf
    band_h = 34 if w >= CARD[0] else 32
    pygame.draw.rect(surf, band, (3, 3, w - 6, band_h), border_top_left_radius=8, border_top_right_radius=8)
    name = assets.text(f.name.upper(), "display", TITLE, ink, width=w - 10, min_size=TITLE)
    surf.blit(name, name.get_rect(midleft=(6, 3 + band_h // 2 + 1)))  # from the left: readable in a fan
    side = 82 if w >= CARD[0] else 84
    y = 3 + band_h + 4
    surf.blit(assets.svg(f"laurel-crown/fighters/{fighter}.svg", (side, side)), ((w - side) // 2, y))
    surf.blit(assets.svg(f"laurel-crown/rank-{f.rank.lower()}.svg", (28, 28)), (5, y))
    gender = _gender_icon(assets, fighter, 24)
    surf.blit(gender, (w - gender.get_width() - 6, y + 2))
    y += side + 2
    power = _power_line(assets, fighter, 30 if w >= CARD[0] else 28)
    surf.blit(power, power.get_rect(midtop=(w // 2, y)))
    y += power.get_height() + 1
    tag = ability_tag(fighter)
    if tag and w >= CARD[0]:
        text = assets.wrapped(tag, "bold", BODY, w - 12, WOUND_RED, 0.95, height=h - y - 4)
        lines = assets._lines(assets.font(assets.face_for("bold", tag), BODY), tag, w - 12)
        width = max(assets.font(assets.face_for("bold", tag), BODY).size(line)[0] for line in lines)
        surf.blit(text, ((w - width) // 2, y))
    elif tag and assets.font(assets.face_for("bold", tag), BODY).size(tag)[0] <= w - 10 and h - y >= 26:
        text = assets.text(tag, "bold", BODY, WOUND_RED)
        surf.blit(text, text.get_rect(midtop=(w // 2, y)))
    return surf


def _draw_big(assets: Assets, fighter: str) -> pygame.Surface:
    """The card enlarged: name, rank and gender in words, portrait, power, every ability in full."""
    w, h = BIG_CARD
    f = rules.FIGHTERS[fighter]
    surf = rounded_panel(BIG_CARD, (250, 244, 230), INK, 22, 4)
    band_h = 64
    pygame.draw.rect(surf, RANK_COLOURS[f.rank], (4, 4, w - 8, band_h), border_top_left_radius=18,
                     border_top_right_radius=18)
    name = assets.text(f.name.upper(), "display", 54, INK if f.rank in "AS" else PAPER, width=w - 100)
    surf.blit(name, name.get_rect(midleft=(82, 4 + band_h // 2 + 2)))
    surf.blit(assets.svg(f"laurel-crown/rank-{f.rank.lower()}.svg", (56, 56)), (14, 8))
    y = band_h + 12
    who = tr("laurel.card.rank-gender", rank=f.rank, gender=tr(f"laurel.gender.{f.gender}"))
    line = assets.text(who, "bold", 26, INK, width=w - 80)
    gender = _gender_icon(assets, fighter, 30)
    x = (w - line.get_width() - gender.get_width() - 8) // 2
    surf.blit(gender, (x, y))
    surf.blit(line, (x + gender.get_width() + 8, y + (gender.get_height() - line.get_height()) // 2))
    y += 38
    side = 176
    surf.blit(assets.svg(f"laurel-crown/fighters/{fighter}.svg", (side, side)), ((w - side) // 2, y))
    y += side + 6
    power = _power_line(assets, fighter, 56)
    surf.blit(power, power.get_rect(midtop=(w // 2, y)))
    y += power.get_height() + 10
    pygame.draw.line(surf, (200, 185, 160), (24, y), (w - 24, y), 2)
    y += 10
    lines = ability_lines(fighter)
    text = "\n".join(f"• {line}" for line in lines) if lines else tr("laurel.ability.none")
    body = assets.wrapped(text, "body", 26, w - 44, INK, 1.08, height=h - y - 14)
    surf.blit(body, (22, y))
    return surf


def card_back(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_back(assets, "laurel-crown/card-back.svg", size, 10 if size[0] > 100 else 8)


def card_shadow(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_shadow(assets, size, 10 if size[0] > 100 else 8)


def struck_coin(assets: Assets, side: int) -> pygame.Surface:
    """The reward gold crossed out: an arena that takes no gold or counters."""

    def make() -> pygame.Surface:
        surf = assets.svg("laurel-crown/coin.svg", (side, side)).copy()
        pygame.draw.line(surf, WOUND_RED, (2, side - 3), (side - 3, 2), 4)
        return surf

    return assets.cached(("laurel-no-gold", side), make)


def counter_icon(assets: Assets, side: int) -> pygame.Surface:
    """An auction counter: a small bronze disc."""

    def make() -> pygame.Surface:
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        pygame.draw.circle(surf, (176, 112, 58), (side // 2, side // 2), side // 2)
        pygame.draw.circle(surf, (226, 170, 110), (side // 2, side // 2), side // 2 - 5, 2)
        pygame.draw.circle(surf, INK, (side // 2, side // 2), side // 2, 2)
        return surf

    return assets.cached(("laurel-counter", side), make)


def condition_icons(assets: Assets, arena: str, side: int) -> list[pygame.Surface]:
    """Each condition of an arena as a small picture: the ranks or genders it admits, its limit
    per sponsor, no gold, a bonus (the words are in ``arena_lines`` and the tooltips)."""
    a = rules.ARENAS[arena]
    out = []
    if tuple(a.ranks) != rules.RANKS:
        out.append(_row([assets.svg(f"laurel-crown/rank-{r.lower()}.svg", (side, side)) for r in a.ranks], 1))
    if tuple(a.genders) != rules.GENDERS:
        out.append(_row([assets.svg(f"laurel-crown/{g}.svg", (side, side)) for g in a.genders], 1))
    if a.max_per_sponsor:
        num = assets.text(str(a.max_per_sponsor), "display", TITLE, INK)
        out.append(_row([assets.svg("common/icons/person.svg", (side, side)), num], 2))
    if a.no_gold:
        out.append(struck_coin(assets, side))
    if a.bonus:
        target = (assets.svg(f"laurel-crown/rank-{a.bonus_rank.lower()}.svg", (side, side)) if a.bonus_rank
                  else assets.svg(f"laurel-crown/{a.bonus_gender}.svg", (side, side)))
        out.append(_row([assets.text(f"{a.bonus:+d}", "display", TITLE, (40, 110, 40)), target], 2))
    return out


def _row(parts: list[pygame.Surface], gap: int) -> pygame.Surface:
    w = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    h = max(p.get_height() for p in parts)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for p in parts:
        surf.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + gap
    return surf


def arena_back(assets: Assets, mark: str, size: tuple[int, int] = ARENA) -> pygame.Surface:
    """A face-down arena: its back shows its rank in metal (copper, silver, gold) and in words."""
    tier = rules.tier_of(mark) or "low"

    def make() -> pygame.Surface:
        w, h = size
        surf = assets.svg(f"laurel-crown/arena-back-{tier}.svg", size).copy()
        word = assets.text(tr(f"laurel.tier.{tier}").upper(), "display", max(TITLE, int(30 * h / ARENA[1])), INK,
                           width=int(w * 0.7), min_size=TITLE)
        surf.blit(word, word.get_rect(center=(w // 2, int(h * 195 / 232) + 1)))
        return surf

    return assets.cached(("laurel-arena-back", tier, size), make)


def arena_face(assets: Assets, arena: str, size: tuple[int, int] = ARENA) -> pygame.Surface:
    """An arena card: tier colour, name, art, prizes in order, the wound penalty, conditions (as
    pictures on the table, in words when enlarged)."""
    if arena not in rules.ARENAS:
        return arena_back(assets, arena, size)

    def make() -> pygame.Surface:
        w, h = size
        big = w >= 300
        a = rules.ARENAS[arena]
        surf = rounded_panel(size, (244, 236, 218), INK, 12, 3)
        title = 44 if big else TITLE
        title_text = names.arena(arena).upper()
        name = assets.wrapped(title_text, "display", title, w - 12, INK, 0.86, min_size=TITLE)
        band_h = name.get_height() + (10 if big else 6)
        pygame.draw.rect(surf, TIER_COLOURS[a.tier], (3, 3, w - 6, band_h), border_top_left_radius=10,
                         border_top_right_radius=10)
        lines = assets._lines(assets.font(assets.face_for("display", title_text), title), title_text, w - 12)
        step = int(assets.font("display", title).get_linesize() * 0.86)
        for k, line in enumerate(lines):
            text = assets.text(line, "display", title, INK)
            surf.blit(text, text.get_rect(midtop=(w // 2, 6 + k * step)))
        icons = [] if big else condition_icons(assets, arena, 24)
        words = arena_lines(arena) if big else []
        joint = " · " if w >= 150 or len(a.prizes) < 4 else "·"
        prize = assets.text(joint.join(str(p) for p in a.prizes), "display", 56 if big else 30, INK, width=w - 10,
                            min_size=TITLE)
        wound = assets.svg("laurel-crown/wound.svg", (40, 40) if big else (24, 24))
        if big:
            pen = assets.text(tr("laurel.arena.penalty", n=a.penalty), "bold", 30, WOUND_RED, width=w - 60)
        else:
            pen = assets.text(f"-{a.penalty}", "display", 30, WOUND_RED)
        bottom = prize.get_height() + max(pen.get_height(), wound.get_height()) + (
            26 * len(words) + 8 if big else (max(i.get_height() for i in icons) + 2 if icons else 0)) + 8
        art_h = h - band_h - bottom - 10
        art_w = min(w - 12, int(art_h * 1.5))
        y = 3 + band_h + 3
        if art_h >= 28:
            surf.blit(assets.svg(f"laurel-crown/arenas/{a.tier}.svg", (art_w, int(art_w / 1.5))),
                      ((w - art_w) // 2, y))
            y += int(art_w / 1.5) + 2
        surf.blit(prize, prize.get_rect(midtop=(w // 2, y)))
        y += prize.get_height()
        pair = _row([wound, pen], 6)
        surf.blit(pair, pair.get_rect(midtop=(w // 2, y)))
        y += pair.get_height() + 2
        if icons:
            row = _row(icons, 10)
            if row.get_width() > w - 8:
                row = pygame.transform.smoothscale(row, (w - 8, int(row.get_height() * (w - 8) / row.get_width())))
            surf.blit(row, row.get_rect(midtop=(w // 2, y)))
        for line in words:
            text = assets.text(line, "bold", 26, INK, width=w - 20)
            surf.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += 30
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
        num = assets.text(str(i if i else TRACK_SPACES), "display", TITLE, INK)
        surf.blit(num, num.get_rect(center=(x, y + 2)))
    for name in ("arenas", "log", "seats"):
        r = layout[name]
        surf.blit(rounded_panel(r.size, (30, 20, 14, 150), (120, 90, 50), 18, 2), r)
    return surf


def zone_panel(assets: Assets, size: tuple[int, int]) -> pygame.Surface:
    """The dark panel under a zone of the table (the floor and the hand change their shape)."""
    return assets.cached(("laurel-zone", size), lambda: rounded_panel(size, (30, 20, 14, 150), (120, 90, 50), 18, 2))
