"""The deck phase on the table: where the drawn cards, the seat's deck and the piles go, and the
panel the others see while a seat builds.

Positions only and drawing of what is not a piece; the scene owns the pieces and the input.
Everything is laid out from the engine's view for the seat at the screen: its builder (stage,
level, drawn cards) and its deck (contents, never the order).
"""

from __future__ import annotations

import pygame

from tabletop.games.challengers import art, rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.seats import draw_level_tag, level_tag_size

DRAWN = (160, 224)  # a drawn card
DECK = (112, 157)  # a card of the deck grid
PILE = (150, 210)
STAGE_KEYS = {"draw": "challengers.deck.stage-draw", "pick": "challengers.deck.stage-pick",
              "remove": "challengers.deck.stage-remove", "done": "challengers.deck.stage-done"}


def drawn_slots(zone: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """Top-left corners for ``n`` drawn cards, centred in their zone."""
    gap = 24
    width = n * DRAWN[0] + max(0, n - 1) * gap
    x = zone.centerx - width // 2
    y = zone.y + (zone.h - DRAWN[1]) // 2
    return [(x + i * (DRAWN[0] + gap), y) for i in range(n)]


def deck_slots(zone: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """Top-left corners for ``n`` deck cards: rows that fit the zone, overlapping when many."""
    if n == 0:
        return []
    inner = pygame.Rect(zone.x + 20, zone.y + 52, zone.w - 40, zone.h - 62)
    cols = max(1, min(n, inner.w // (DECK[0] + 10)))
    rows = -(-n // cols)
    while rows > 1 and (rows - 1) * DECK[1] * 0.5 + DECK[1] > inner.h and cols < n:  # squeeze more into a row
        cols += 1
        rows = -(-n // cols)
    step_x = min(DECK[0] + 10, (inner.w - DECK[0]) / max(1, cols - 1)) if cols > 1 else 0
    step_y = min(DECK[1] + 12, (inner.h - DECK[1]) / max(1, rows - 1)) if rows > 1 else 0
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        out.append((round(inner.x + c * step_x), round(inner.y + r * step_y)))
    return out


def pile_rects(zone: pygame.Rect, levels: list[str]) -> list[tuple[pygame.Rect, str]]:
    """One face-down pile per level the plan allows this round, side by side."""
    n = max(1, len(levels))
    gap = 30
    width = n * PILE[0] + (n - 1) * gap
    x = zone.centerx - width // 2
    y = zone.y + 40
    return [(pygame.Rect(x + i * (PILE[0] + gap), y, *PILE), level) for i, level in enumerate(levels)]


def draw_piles(surface, assets, zone: pygame.Rect, levels: list[str], active: bool, chosen: str) -> None:
    """The level piles: the ones to draw from (when ``active``), or the one drawn from."""
    title = tr("challengers.deck.piles") if active else tr("challengers.deck.pile-used")
    label = assets.text(title, "bold", 24, PAPER, shadow=True, width=zone.w)
    surface.blit(label, label.get_rect(midtop=(zone.centerx, zone.y)))
    shown = levels if active else ([chosen] if chosen else [])
    for rect, level in pile_rects(zone, shown):
        for k in range(3):
            surface.blit(art.card_back(assets, PILE), (rect.x - 3 * k, rect.y - 3 * k))
        letter = assets.text(level, "display", 64, YELLOW, shadow=True)
        surface.blit(letter, letter.get_rect(center=rect.center))
        if active:
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), 3, border_radius=14)


def draw_deck_frame(surface, assets, zone: pygame.Rect, count: int, mine: bool) -> None:
    panel = assets.cached(("challengers-deck-zone", zone.size), lambda: rounded_panel(
        zone.size, (20, 40, 30, 150), (120, 200, 140), 18, 2))
    surface.blit(panel, zone)
    key = "challengers.deck.yours" if mine else "challengers.deck.theirs"
    label = assets.text(tr(key, n=count), "bold", 26, PAPER, shadow=True, width=zone.w - 40)
    surface.blit(label, (zone.x + 20, zone.y + 12))


def draw_tray(surface, assets, zone: pygame.Rect, open_: bool) -> None:
    """Where a card is dragged out of the deck: starters back to the box, others to their tray."""
    colour = (200, 120, 120) if open_ else (110, 90, 100)
    surface.blit(assets.cached(("challengers-tray", zone.size, open_), lambda: rounded_panel(
        zone.size, (40, 20, 26, 170), colour, 18, 3)), zone)
    text = tr("challengers.deck.tray") if open_ else tr("challengers.deck.tray-later")
    label = assets.wrapped(text, "bold", 22, zone.w - 20, PAPER, 1.1)
    surface.blit(label, label.get_rect(center=zone.center))


def draw_others(surface, assets, zone: pygame.Rect, view, names, colours, seats=()) -> None:
    """While seats build in secret: who is still at it (no card of anyone's is shown); a computer
    seat's level on a tag after its name (``seats``: the match's ``SeatInfo``s)."""
    title = assets.text(tr("challengers.deck.others-title", n=view.round if view.round <= rules.RULES.rounds else 0),
                        "display", 56, YELLOW, shadow=True, width=zone.w - 40)
    surface.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 20)))
    y = zone.y + 40 + title.get_height()
    for seat, b in enumerate(view.builders):
        if b.stage == "idle":
            continue
        row = pygame.Rect(zone.x + 200, y, zone.w - 400, 64)
        surface.blit(assets.cached(("challengers-build-row", row.size), lambda: rounded_panel(
            row.size, (30, 20, 36, 200), (150, 120, 170), 14, 2)), row)
        surface.blit(assets.seat_badge(colours[seat], 40), (row.x + 14, row.y + 12))
        tag_w = level_tag_size(assets, seats[seat])[0] + 14 if seat < len(seats) else 0
        name = assets.text(names[seat], "bold", 28, SEAT_COLOURS[colours[seat]], shadow=True,
                           width=min(row.w // 3, row.w // 2 - 86 - tag_w))
        surface.blit(name, (row.x + 66, row.centery - name.get_height() // 2))
        if tag_w:  # (the status on the right half of the row)
            draw_level_tag(surface, assets, seats[seat], midleft=(row.x + 66 + name.get_width() + 14, row.centery))
        status = tr(STAGE_KEYS[b.stage], n=len(view.decks[seat]))
        label = assets.text(status, "body", 26, PAPER, width=row.w // 2 - 20)
        surface.blit(label, label.get_rect(midright=(row.right - 20, row.centery)))
        y += 76
