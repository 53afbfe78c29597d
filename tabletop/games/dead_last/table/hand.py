"""The strip at the foot of the Dead Last table: what the seat at the screen may choose now.

Behind a seat's curtain (or with a single human) it holds that seat's voting cards, its three
Final Showdown cards, or the steps of a whisper; on a public screen during the conspiracy, the
human seats that may whisper. Each entry is a rectangle and what a click on it means; the scene
decides what to do with the click. Nothing here reads the engine state: the scene passes the
view's cards and the actions the rules allow.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.dead_last import rules
from tabletop.games.dead_last.table import draw
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER


@dataclass
class Entry:
    """One thing to click in the strip: a voting card (``card`` a seat or AMBUSH), a showdown
    card (``choice``), or a seat badge (``seat``: who whispers)."""

    rect: pygame.Rect
    card: int | None = None
    choice: str | None = None
    seat: int | None = None
    allowed: bool = True
    current: bool = False  # the card already lying face down for this seat


TITLE_W = 160  # the strip's title, on the left, when the cards leave room for it


def room(zone: pygame.Rect, count: int, w: int, gap: int) -> int:
    """Where the cards start: after the title when there is room for it."""
    return TITLE_W if count * w + (count - 1) * gap + TITLE_W <= zone.w else 0


def lay_out(zone: pygame.Rect, count: int, size: tuple[int, int], gap: int = 10) -> list[pygame.Rect]:
    """``count`` cards of ``size`` side by side, centred in ``zone`` beside its title (closer
    together when many)."""
    w, h = size
    left = room(zone, count, w, gap)
    gap = min(gap, (zone.w - left - count * w) // max(1, count - 1)) if count > 1 else gap
    total = count * w + max(0, count - 1) * gap
    x0 = zone.x + left + max(0, (zone.w - left - total) // 2)
    return [pygame.Rect(x0 + i * (w + gap), zone.bottom - h, w, h) for i in range(count)]


def voting_cards(zone: pygame.Rect, hand: tuple[int, ...], current: int | None, allowed: set[int],
                 players: int) -> list[Entry]:
    """A seat's voting cards (the one it laid, if any, among them again, marked)."""
    cards = sorted(set(hand) | ({current} if current is not None else set()), key=lambda c: (c == rules.AMBUSH, c))
    w = min(draw.CARD_SIZE[0], (zone.w - 4 * (len(cards) - 1)) // max(1, len(cards)))
    size = (w, min(draw.CARD_SIZE[1], zone.h - 6))
    return [Entry(rect, card=card, allowed=card in allowed, current=card == current)
            for rect, card in zip(lay_out(zone, len(cards), size, 4 if len(cards) > 9 else 8), cards)]


def showdown_cards(zone: pygame.Rect, current: str | None) -> list[Entry]:
    return [Entry(rect, choice=card, current=card == current)
            for rect, card in zip(lay_out(zone, 3, (150, min(158, zone.h - 6)), 24), rules.SHOWDOWN_CARDS)]


def whisperers(zone: pygame.Rect, seats: list[int]) -> list[Entry]:
    size = (96, 96)
    return [Entry(rect, seat=seat) for rect, seat in zip(lay_out(zone, len(seats), size, 18), seats)]


def draw_strip(surface, assets, zone: pygame.Rect, title: str, entries: list[Entry], selected, names,
               colours) -> list[tuple[pygame.Rect, str]]:
    """The strip: its title on the left, the entries, the selected one lifted; returns tooltips."""
    if entries and entries[0].rect.x - zone.x >= TITLE_W - 10:  # room for the title beside the cards
        label = assets.wrapped(title, "bold", 24, TITLE_W - 20, GOLD, 1.0, height=zone.h)
        surface.blit(label, label.get_rect(midleft=(zone.x + 4, zone.centery)))
    tips = []
    for entry in entries:
        rect = entry.rect.copy()
        if selected is not None and selected in (entry.card, entry.choice, entry.seat) and \
                (entry.card is not None or entry.choice is not None or entry.seat is not None):
            rect.y -= 14
        if entry.card is not None:
            image = draw.vote_face(assets, entry.card, rect.size, names, colours)
            tips.append((rect, tr("deadlast.tip.ambush-card") if entry.card == rules.AMBUSH
                         else tr("deadlast.tip.vote-card", name=names[entry.card])))
        elif entry.choice is not None:
            image = draw.showdown_face(assets, entry.choice, rect.size)
            tips.append((rect, tr(f"deadlast.tip.showdown.{entry.choice}")))
        else:
            image = assets.seat_badge(colours[entry.seat], rect.w - 20)
            pygame.draw.rect(surface, (40, 28, 20), rect, border_radius=14)
            surface.blit(image, image.get_rect(center=rect.center))
            name = assets.text(names[entry.seat], "bold", 22, PAPER, width=rect.w + 30)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom - 22)))
            tips.append((rect, tr("deadlast.tip.whisperer", name=names[entry.seat])))
            continue
        if not entry.allowed:
            image = image.copy()
            image.fill((110, 110, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(image, rect)
        if entry.current:
            pygame.draw.rect(surface, (120, 220, 120), rect.inflate(8, 8), width=4, border_radius=14)
        if selected is not None and selected in (entry.card, entry.choice):
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), width=5, border_radius=14)
    return tips
