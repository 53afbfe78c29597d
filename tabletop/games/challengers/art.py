"""How a Challengers! card looks: its face at any size, the enlarged face for the zoom, the back,
and the legend of the trigger icons.

A face is composed once per card and size and cached in ``Assets`` (the table only blits): a
frame in the set's colour, the base strength large in both top corners, the character art with
the set icon and the level on its lower corners, the name in a title band and one row per effect
(its trigger icon and the text ``texts.py`` makes from the effect data). Words are fitted, never
cut: a name shrinks to a floor, then takes two lines; effect texts shrink to a floor and wrap.
On the small face the trigger icon stands for the trigger's words; the enlarged card spells them
out and keeps ART.md's sizes (body 22 px, titles 26 px). A card whose SVG is not there (yet) shows
a drawn placeholder, so art appears as its files land.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.challengers import texts
from tabletop.games.challengers.rules.content import CARDS, TRIGGERS
from tabletop.i18n import tr
from tabletop.paths import resource
from tabletop.ui import pieces, probe
from tabletop.ui.assets import INK, PAPER, Assets

CARD = (180, 252)  # a card on the table
BIG_CARD = (420, 600)  # the zoom
SMALLEST = (140, 196)  # the smallest face drawn with its text; smaller ones are this one shrunk
ART_SIZE = (200, 160)  # the character SVGs' own size
SET_COLOURS = {
    "starter": (138, 143, 152), "city": (61, 125, 216), "castle": (142, 90, 43), "film": (194, 59, 90),
    "park": (240, 160, 32), "haunted": (91, 58, 140), "space": (29, 43, 107), "shipwreck": (31, 138, 138),
    "robot": (107, 122, 134),
}
OUTLINE = (43, 34, 51)  # the art's own outline colour
BADGE = (255, 210, 31)
# The legend's keyword names (literal keys, so the template extraction sees them).
KEYWORDS = {
    "reveal": "challengers.keyword.reveal", "attack": "challengers.keyword.attack",
    "bench": "challengers.keyword.bench", "flag": "challengers.keyword.flag",
    "lose_flag": "challengers.keyword.lose_flag", "select": "challengers.keyword.select",
}


def _tint(colour, white: float) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * white) for c in colour)


def _shade(colour, dark: float) -> tuple[int, int, int]:
    return tuple(round(c * dark) for c in colour)


@dataclass(frozen=True)
class Layout:
    """The boxes of one card size (``big``: the zoom, with ART.md's text sizes)."""

    size: tuple[int, int]
    big: bool
    radius: int
    inner: pygame.Rect  # the paper inside the set-coloured frame
    art: pygame.Rect
    band: pygame.Rect
    text: pygame.Rect
    badge: int  # the strength discs' radius
    icon: int  # a trigger icon's side
    title: tuple[int, int]  # the name's largest and smallest size
    body: tuple[int, int]  # the effect text's largest and smallest size


def layout(size: tuple[int, int], big: bool = False) -> Layout:
    w, h = size
    k = w / CARD[0]
    m = max(4, round(6 * k))
    side = w - 2 * m - 4
    art = pygame.Rect(m + 2, m + 2, side, round(side * 0.8))  # the SVGs' own 5:4
    if big:  # ART.md: titles 26 px or more, body text 22 px or more
        band = pygame.Rect(m + 2, art.bottom + 4, side, 56)
        title, body, icon, badge, foot = (44, 26), (26, 22), 36, 34, 30
    else:
        band = pygame.Rect(m + 2, art.bottom + 2, side, round(28 * k))
        title, body = (round(26 * k), max(10, round(15 * k))), (round(15 * k), max(8, round(10.5 * k)))
        icon, badge, foot = round(20 * k), round(17 * k), 0
    title, body = (title[0], min(title)), (body[0], min(body))  # a tiny card: its floor is its size
    top = band.bottom + round(4 * k)
    text = pygame.Rect(m + 4, top, w - 2 * m - 8, h - m - round(3 * k) - foot - top)
    return Layout(size, big, round(12 * k), pygame.Rect(m, m, w - 2 * m, h - 2 * m), art, band, text,
                  badge, icon, title, body)


# --------------------------------------------------------------------------- fitting words


def _two_lines(font: pygame.font.Font, text: str) -> list[str]:
    """The split of a name into two lines that makes the longer line shortest."""
    words = text.split()
    best = [text]
    widest = font.size(text)[0]
    for i in range(1, len(words)):
        pair = [" ".join(words[:i]), " ".join(words[i:])]
        longest = max(font.size(p)[0] for p in pair)
        if longest < widest or len(best) == 1:
            best, widest = pair, longest
    return best


def fit_title(assets: Assets, card_id: str, lay: Layout) -> tuple[int, list[str]]:
    """The name's size and lines in its band: one line shrunk to the floor, else two lines."""
    name = texts.name(card_id, tr).upper()
    width, height = lay.band.w - 12, lay.band.h - 2
    top, floor = lay.title
    for size in range(top, floor - 1, -1):
        if assets.font("display", size).size(name)[0] <= width:
            return size, [name]
    if len(name.split()) > 1:
        for size in range(min(top, height // 2 + 4), floor - 1, -1):
            font = assets.font("display", size)
            lines = _two_lines(font, name)
            if max(font.size(p)[0] for p in lines) <= width and _line_step(font) * 2 <= height + 4:
                return size, lines
    probe.overflow(name, width)
    return floor, [name]


def _line_step(font: pygame.font.Font) -> int:
    return round(font.get_height() * 0.8)  # Bebas Neue's caps fill the upper part of its line box


_INDENT = 5  # between a trigger icon and its text


def effect_texts(card_id: str, big: bool) -> list[tuple[str, str]]:
    """(trigger, sentence) per effect. On the small face the icon stands for the trigger's words."""
    out = []
    for effect, line in zip(CARDS[card_id].effects, texts.lines(card_id)):
        parts = [(key, fields) for key, fields in line if big or not key.startswith("challengers.when.")]
        text = " ".join(tr(key, **fields) for key, fields in parts)
        out.append((effect.when, tr("challengers.sentence", text=text[:1].upper() + text[1:])))
    return out


def fit_effects(assets: Assets, card_id: str, lay: Layout) -> tuple[int, list[tuple[str, list[str]]]]:
    """The effect text's size and each effect's wrapped lines, fitting the text box."""
    rows = effect_texts(card_id, lay.big)
    width = lay.text.w - lay.icon - _INDENT
    top, floor = lay.body
    for size in range(top, floor - 1, -1):
        font = assets.font("bold", size)
        wrapped = [(when, Assets._lines(font, text, width)) for when, text in rows]
        if _effects_height(font, wrapped, lay) <= lay.text.h and all(
                font.size(line)[0] <= width for _, lines in wrapped for line in lines):
            return size, wrapped
    for when, text in rows:
        probe.overflow(text, width)
    return floor, wrapped


def _effects_height(font: pygame.font.Font, wrapped, lay: Layout) -> int:
    gap = 6 if lay.big else 3
    step = _body_step(font)
    return sum(max(lay.icon, step * len(lines)) for _, lines in wrapped) + gap * (len(wrapped) - 1)


def _body_step(font: pygame.font.Font) -> int:
    return round(font.get_height() * 1.12)  # tighter than Lato's line box, which has room to spare


# --------------------------------------------------------------------------- pictures


def has_art(card_id: str) -> bool:
    return resource("art", "challengers", "cards", f"{card_id}.svg").is_file()


def character(assets: Assets, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The card's character art, or a placeholder (the set icon on the set's tint) while its file
    is not there."""
    if has_art(card_id):
        return assets.svg(f"challengers/cards/{card_id}.svg", size)

    def make() -> pygame.Surface:
        colour = SET_COLOURS[CARDS[card_id].set]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(_tint(colour, 0.86))
        side = min(size) * 2 // 3
        pygame.draw.circle(surf, _tint(colour, 0.7), (size[0] // 2, size[1] // 2), side * 3 // 4)
        icon = assets.svg(f"challengers/icons/set-{CARDS[card_id].set}.svg", (side, side))
        surf.blit(icon, icon.get_rect(center=(size[0] // 2, size[1] // 2)))
        return surf

    return assets.cached(("challengers-placeholder", card_id, size), make)


def _rounded(surf: pygame.Surface, radius: int, top_only: bool = False) -> pygame.Surface:
    """``surf`` with its corners cut round (alpha multiplied by a rounded mask)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    corners = dict(border_top_left_radius=radius, border_top_right_radius=radius)
    if not top_only:
        corners |= dict(border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), **corners)
    out = surf.convert_alpha() if pygame.display.get_surface() else surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _badge_text(assets: Assets, text: str, size: int, colour) -> pygame.Surface:
    return assets.text(text, "display", size, colour, min_size=8)


def _draw(assets: Assets, card_id: str, lay: Layout) -> pygame.Surface:
    card = CARDS[card_id]
    colour = SET_COLOURS[card.set]
    w, h = lay.size
    k = w / CARD[0]
    surf = pieces.rounded_panel(lay.size, colour, INK, lay.radius, max(3, round(3 * k)))
    inner = lay.inner
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(4, lay.radius - 4))
    art = _rounded(character(assets, card_id, lay.art.size), max(4, lay.radius - 5), top_only=True)
    surf.blit(art, lay.art)
    # strength, large, in both top corners
    r = lay.badge
    for cx in (inner.x + r + round(3 * k), inner.right - r - round(3 * k)):
        cy = inner.y + r + round(3 * k)
        pygame.draw.circle(surf, INK, (cx + 2, cy + 3), r)
        pygame.draw.circle(surf, BADGE, (cx, cy), r)
        pygame.draw.circle(surf, INK, (cx, cy), r, max(3, round(3 * k)) if not lay.big else 4)
        num = _badge_text(assets, str(card.strength), round(r * 1.75), INK)
        surf.blit(num, num.get_rect(center=(cx, cy + round(r * 0.1))))
    # the set icon and the level on the art's lower corners
    side = round(24 * k) if not lay.big else 46
    icon = assets.svg(f"challengers/icons/set-{card.set}.svg", (side, side))
    surf.blit(icon, (lay.art.x + round(3 * k), lay.art.bottom - side - round(3 * k)))
    level = _badge_text(assets, card.level, round(side * 0.78), PAPER)
    pill = pygame.Rect(0, 0, max(side, level.get_width() + side // 2), side - round(2 * k))
    pill.bottomright = (lay.art.right - round(3 * k), lay.art.bottom - round(4 * k))
    pygame.draw.rect(surf, INK, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surf, PAPER, pill, width=max(2, round(2 * k)), border_radius=pill.h // 2)
    surf.blit(level, level.get_rect(center=(pill.centerx, pill.centery + round(side * 0.04))))
    # the name in its band
    pygame.draw.rect(surf, colour, lay.band, border_radius=round(6 * k))
    pygame.draw.rect(surf, INK, lay.band, width=2, border_radius=round(6 * k))
    size, lines = fit_title(assets, card_id, lay)
    font = assets.font("display", size)
    step = _line_step(font)
    top = lay.band.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        text = assets.text(line, "display", size, PAPER, shadow=True, min_size=1)
        surf.blit(text, text.get_rect(center=(lay.band.centerx, round(top + step * (i + 0.5)) + round(size * 0.08))))
    # the effects: trigger icon and text
    if card.effects:
        _draw_effects(assets, surf, card_id, lay)
    else:
        mark = assets.svg(f"challengers/icons/set-{card.set}.svg", (lay.text.h * 3 // 4,) * 2).copy()
        mark.set_alpha(60)
        surf.blit(mark, mark.get_rect(center=lay.text.center))
    if lay.big:
        name = assets.text(tr(texts.set_name_key(card.set)).upper(), "display", 28, _shade(colour, 0.7),
                           width=lay.text.w)
        surf.blit(name, name.get_rect(midbottom=(w // 2, inner.bottom - 4)))
    return surf


def _draw_effects(assets: Assets, surf: pygame.Surface, card_id: str, lay: Layout) -> None:
    size, wrapped = fit_effects(assets, card_id, lay)
    font = assets.font("bold", size)
    step = _body_step(font)
    gap = 6 if lay.big else 3
    height = _effects_height(font, wrapped, lay)
    y = lay.text.y + max(0, (lay.text.h - height) // 2)
    for when, lines in wrapped:
        row = max(lay.icon, step * len(lines))
        icon = assets.svg(f"challengers/icons/when-{when}.svg", (lay.icon, lay.icon))
        surf.blit(icon, (lay.text.x, y + (row - lay.icon) // 2))
        ty = y + (row - step * len(lines)) // 2
        for line in lines:
            text = assets.text(line, "bold", size, INK, min_size=1)
            surf.blit(text, (lay.text.x + lay.icon + _INDENT, ty))
            ty += step
        y += row + gap


def card_face(assets: Assets, card_id: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    """A card's face at ``size`` (its back for an id that is no card: a hidden one)."""
    if card_id not in CARDS:
        return card_back(assets, size)
    if size[0] < SMALLEST[0]:  # a bench seat, a small park: the card as it looks, shrunk (its text is for the zoom)
        return assets.face(card_id, ("challengers-card", card_id, size), lambda: pygame.transform.smoothscale(
            card_face(assets, card_id, SMALLEST), size))
    return assets.face(card_id, ("challengers-card", card_id, size), lambda: _draw(assets, card_id, layout(size)))


def big_card(assets: Assets, card_id: str) -> pygame.Surface:
    """The enlarged card for the zoom: the full text, trigger words included, at ART.md's sizes."""
    return assets.face(card_id, ("challengers-big", card_id),
                       lambda: _draw(assets, card_id, layout(BIG_CARD, big=True)))


def card_back(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    radius = round(12 * size[0] / CARD[0])
    return assets.cached(("challengers-back", size), lambda: _rounded(
        pieces.card_back(assets, "challengers/card-back.svg", size, radius), radius))


def card_shadow(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_shadow(assets, size, round(12 * size[0] / CARD[0]))


def trigger_legend(assets: Assets, width: int, whens=TRIGGERS) -> pygame.Surface:
    """A panel naming each trigger icon (``whens``: the ones to explain, in the rules' order)."""
    whens = [w for w in TRIGGERS if w in whens]

    def make() -> pygame.Surface:
        icon, pad, gap = 34, 12, 8
        names = [assets.text(tr(KEYWORDS[w]), "bold", 24, INK, width=width - 2 * pad - icon - 10) for w in whens]
        height = pad * 2 + sum(max(icon, n.get_height()) for n in names) + gap * max(0, len(names) - 1)
        surf = pieces.rounded_panel((width, height), PAPER, INK, 12, 3)
        y = pad
        for when, name in zip(whens, names):
            row = max(icon, name.get_height())
            surf.blit(assets.svg(f"challengers/icons/when-{when}.svg", (icon, icon)), (pad, y + (row - icon) // 2))
            surf.blit(name, (pad + icon + 10, y + (row - name.get_height()) // 2))
            y += row + gap
        return surf

    return assets.cached(("challengers-legend", width, tuple(whens)), make)


def icon(assets: Assets, name: str, size: int) -> pygame.Surface:
    """A piece of the kit by name: ``flag``, ``fan``, ``trophy``, ``set-city``, ``when-bench``."""
    folder = "icons/" if name.startswith(("set-", "when-")) else ""
    height = round(size * 1.25) if name == "flag" else size
    return assets.svg(f"challengers/{folder}{name}.svg", (size, height))
