"""The hand panel of the Laurel Crown table: the fighters of whoever is looking, laid out so that
every card can be read whole, and on a public screen what may be shown of everyone's hand.

Up to five fighters lie as full cards in a row. A bigger hand (a sponsor who took two at every row
holds up to twelve) would have to overlap, hiding the power and the names, so it becomes two rows
of small landscape cards (``art.TICKET``), none covering another, clear of the reward gold's place
at the panel's top right. On a public screen nobody's fighters are shown: the panel says whose
hands these are, and how many fighters each sponsor holds, face down.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.laurel_crown import art
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER
from tabletop.ui.pieces import Card, rounded_panel

MARGIN = 12  # inside the panel
TOP = 30  # the title line
COIN = 64  # the reward gold's place at the top right (a 50 px token and its margin)
GAP = 4  # between two small cards


def fan(scene, pieces: list[Card], keys: list[str], zone: pygame.Rect, top: int, instant: bool,
        origin=None) -> list[Card]:
    """Cards in one row; more than fit overlap like a fan, the middle raised a little."""
    w, h = art.CARD
    cards = scene._reuse(pieces, keys, art.CARD, origin or scene.layout["deck"].topleft)
    n = len(cards)
    inner = zone.w - 2 * MARGIN
    step = w + 10 if n * (w + 10) - 10 <= inner else (inner - w) / max(1, n - 1)
    width = w + step * (n - 1) if n else 0
    x0 = zone.centerx - width / 2
    for i, piece in enumerate(cards):
        arc = 0.0 if step >= w else 6 * (1 - (2 * i / max(1, n - 1) - 1) ** 2)
        scene._move(piece, (x0 + i * step, zone.y + top - arc), instant, 0.03 * i)
    return cards


def fits_in_a_row(n: int, zone: pygame.Rect) -> bool:
    """Do ``n`` full cards fit side by side in the panel, none over another?"""
    return n * (art.CARD[0] + 10) - 10 <= zone.w - 2 * MARGIN


def lay_out(scene, pieces: list[Card], keys: list[str], instant: bool) -> list[Card]:
    """The hand's cards where they go: a row of full cards, or two rows of small ones."""
    zone = scene.layout["hand"]
    if fits_in_a_row(len(keys), zone):
        return fan(scene, pieces, keys, zone, TOP, instant)
    w, h = art.TICKET
    cards = scene._reuse(pieces, keys, art.TICKET, scene.layout["deck"].topleft)
    per_row = math.ceil(len(cards) / 2)
    room = zone.w - 2 * MARGIN - COIN  # the gold's place stays clear
    step = min(w + GAP, (room - w) / max(1, per_row - 1))  # past twelve they would overlap a little
    width = w + step * (per_row - 1)
    x0 = min(zone.centerx - width / 2, zone.x + MARGIN + room - width)
    for i, piece in enumerate(cards):
        row, col = divmod(i, per_row)
        scene._move(piece, (x0 + col * step, zone.y + TOP + 4 + row * (h + 6)), instant, 0.02 * i)
    return cards


def coin_home(zone: pygame.Rect) -> tuple[int, int]:
    """Where the reward gold waits, at the panel's top right (no card ever lies there)."""
    return zone.right - COIN, zone.y + 4


def draw(scene, surface: pygame.Surface, held) -> None:
    """The panel, its title, and the cards (the one under the pointer drawn last, whole)."""
    zone = scene.layout["hand"]
    assets = scene.assets
    surface.blit(art.zone_panel(assets, zone.size), zone)
    public = scene.audience is None
    words = tr("laurel.zone.hands") if public else tr("laurel.zone.hand")
    title = assets.text(words, "display", art.TITLE, GOLD, width=zone.w - 120)
    surface.blit(title, (zone.x + 14, zone.y + 4))
    if public:
        _draw_counts(scene, surface, zone)
        return
    hovered = scene.hover_card if scene.hover_card in scene.hand_cards else None
    for card in scene.hand_cards:
        if card is not held and card is not hovered:
            _draw_card(scene, surface, card)
    if hovered is not None and hovered is not held:
        _draw_card(scene, surface, hovered)


def _draw_card(scene, surface: pygame.Surface, card: Card) -> None:
    card.draw(surface)
    reason = scene.why_not(card.key)
    if reason:  # dimmed: the arena on show does not take this fighter
        assets = scene.assets
        veil = assets.cached(("laurel-veil", card.w, card.h), lambda: rounded_panel(
            (card.w, card.h), (10, 6, 4, 150), None, 10 if card.w > 100 and card.h > 100 else 8))
        r = card.rect.move(0, -round(4 * card.hover))
        surface.blit(veil, r)
        side = 40 if card.h > 150 else 30
        y = r.y + 52 if card.h > 150 else r.centery - side // 2
        surface.blit(assets.svg("common/icons/lock.svg", (side, side)), (r.centerx - side // 2, y))
        scene.tip(r, reason)


def _draw_counts(scene, surface: pygame.Surface, zone: pygame.Rect) -> None:
    """A public screen: each sponsor's badge, name and fighters in hand, face down."""
    assets = scene.assets
    view = scene.view
    seats = scene.match.seats
    line = min(46, (zone.h - TOP - 12) // max(1, len(seats)))
    back_w, back_h = 24, 34
    y = zone.y + TOP + 6 + (zone.h - TOP - 12 - line * len(seats)) // 2
    x = zone.x + 60
    for seat, info in enumerate(seats):
        cy = y + line // 2
        surface.blit(assets.seat_badge(info.colour, 30), (x, cy - 15))
        name = assets.text(info.name, "bold", 24, PAPER, width=240)
        surface.blit(name, name.get_rect(midleft=(x + 40, cy)))
        n = len(view.hands[seat])
        count = assets.text(tr("laurel.hand-count", n=n), "bold", 24, PAPER, width=170)
        surface.blit(count, count.get_rect(midleft=(x + 300, cy)))
        back = art.card_back(assets, (back_w, back_h))
        for k in range(n):  # one face-down card per fighter, in a column of their own
            surface.blit(back, (x + 490 + k * 14, cy - back_h // 2))
        right = x + 490 + max(0, n - 1) * 14 + back_w
        scene.tip(pygame.Rect(x, cy - line // 2, right - x, line), tr("laurel.tip.cards", name=info.name, n=n))
        y += line
