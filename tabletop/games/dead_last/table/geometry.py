"""Where things stand on the Dead Last table: the seats round the ellipse, the card in front of
each seat, the pointing arrows. Pure arithmetic on the layout's rectangles, so a test can check
that 12 seats never overlap and every piece stays on the table.
"""

from __future__ import annotations

import math

import pygame

ID_SIZE = {6: (200, 160), 8: (196, 150), 10: (184, 142), 12: (176, 134)}  # an ID card by seat count
SLOT_SCALE = 0.5  # a face-down voting card, as a share of the ID card
BAR_SIZE = (34, 22)  # a gold bar token beside a seat


def id_size(players: int) -> tuple[int, int]:
    """The standing ID card's size: as large as the seats round the table allow."""
    return next(size for count, size in sorted(ID_SIZE.items()) if players <= count)


def seat_angle(players: int, seat: int, bottom: int) -> float:
    """Seats go round clockwise (as seen from above) with ``bottom`` nearest the players."""
    step = 2 * math.pi / players
    return math.pi / 2 + (seat - bottom) * step  # pi/2 is straight down in screen coordinates


def seat_centre(ring: pygame.Rect, players: int, seat: int, bottom: int) -> tuple[float, float]:
    """The middle of a seat's ID card: on the ellipse that keeps every card inside ``ring``."""
    a = seat_angle(players, seat, bottom)
    w, h = id_size(players)
    return ring.centerx + (ring.w - w) / 2 * math.cos(a), ring.centery + (ring.h - h) / 2 * math.sin(a)


def seat_rect(ring: pygame.Rect, players: int, seat: int, bottom: int) -> pygame.Rect:
    """Where seat ``seat``'s ID card stands."""
    w, h = id_size(players)
    x, y = seat_centre(ring, players, seat, bottom)
    return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)


def toward_middle(ring: pygame.Rect, point: tuple[float, float], share: float) -> tuple[float, float]:
    """The point ``share`` of the way from ``point`` to the middle of the ring."""
    return point[0] + (ring.centerx - point[0]) * share, point[1] + (ring.centery - point[1]) * share


def slot_rect(ring: pygame.Rect, players: int, seat: int, bottom: int) -> pygame.Rect:
    """Where the seat's face-down voting card lies: in front of it, toward the middle, just clear
    of its ID card."""
    w, h = id_size(players)
    sw, sh = round(w * SLOT_SCALE * 0.62), round(h * SLOT_SCALE * 1.1)
    card = seat_rect(ring, players, seat, bottom).inflate(14, 14)
    cx, cy = card.center
    dx, dy = ring.centerx - cx, ring.centery - cy
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    slot = pygame.Rect(0, 0, sw, sh)
    for step in range(0, 400, 4):
        slot.center = (round(cx + ux * step), round(cy + uy * step))
        if not slot.colliderect(card):
            break
    return slot


def bars_anchor(ring: pygame.Rect, players: int, seat: int, bottom: int) -> tuple[int, int]:
    """Where a seat's gold bars are stacked: beside its ID card, on the outer side."""
    rect = seat_rect(ring, players, seat, bottom)
    cx = ring.centerx
    x = rect.right + 8 if rect.centerx >= cx else rect.left - 8 - BAR_SIZE[0]
    return x, rect.y + 6


def bezier(p0, p1, p2, steps: int = 24) -> list[tuple[float, float]]:
    """A quadratic curve from ``p0`` to ``p2`` bent toward ``p1``."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def arrow_path(ring: pygame.Rect, players: int, seat: int, target: int, bottom: int,
               bend: float = 0.18) -> list[tuple[float, float]]:
    """The curve of ``seat`` pointing at ``target``: from the edge of one card to the edge of the
    other, bent toward the middle so that two seats pointing at each other draw two curves."""
    a = seat_rect(ring, players, seat, bottom)
    b = seat_rect(ring, players, target, bottom)
    p0, p2 = a.center, b.center
    mid = ((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2)
    dx, dy = p2[0] - p0[0], p2[1] - p0[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length  # the left of the line from seat to target
    p1 = (mid[0] + nx * length * bend, mid[1] + ny * length * bend)
    points = bezier(p0, p1, p2)
    inside_a = [p for p in points if a.inflate(8, 8).collidepoint(p)]
    inside_b = [p for p in points if b.inflate(16, 16).collidepoint(p)]
    return [p for p in points if p not in inside_a and p not in inside_b] or [p0, p2]
