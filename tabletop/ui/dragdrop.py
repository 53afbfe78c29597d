"""Drag and drop that asks the rules: a drop counts only if it matches a legal engine action.

While a piece is held, every zone where dropping it would be legal lights up. On release over
such a zone the matching action is returned for the scene to submit; anywhere else the piece
glides back to where it came from. The controller knows rectangles and actions, never rules.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui.assets import GOLD
from tabletop.ui.pieces import Piece
from tabletop.ui.tween import Tweener


@dataclass
class DropTarget:
    zone: str
    rect: pygame.Rect
    action: Any


class DragController:
    """Tracks one held piece and the legal drop targets for it."""

    def __init__(self, tweener: Tweener) -> None:
        self.tweener = tweener
        self.piece: Piece | None = None
        self.targets: list[DropTarget] = []
        self.origin = (0.0, 0.0)
        self.grab = (0.0, 0.0)
        self.pointer = (0, 0)
        self.refused: str | None = None

    @property
    def active(self) -> bool:
        return self.piece is not None

    def begin(self, piece: Piece, pos: tuple[int, int], candidates: list[DropTarget], legal: list[Any]) -> None:
        """Pick up ``piece``; keep only the candidate drops whose action is legal now."""
        self.piece = piece
        self.origin = (piece.x, piece.y)
        self.grab = (pos[0] - piece.x, pos[1] - piece.y)
        self.pointer = pos
        self.targets = [t for t in candidates if t.action in legal]
        self.tweener.add(piece, 0.12, "out_quad", lift=1.0, tag="ui")

    def motion(self, pos: tuple[int, int]) -> None:
        if self.piece is None:
            return
        self.pointer = pos
        self.piece.x = pos[0] - self.grab[0]
        self.piece.y = pos[1] - self.grab[1]

    def target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        for target in self.targets:
            if target.rect.collidepoint(pos):
                return target
        return None

    def end(self, pos: tuple[int, int]) -> Any | None:
        """Release: the legal action under the pointer, or None (the piece glides back)."""
        piece, self.piece = self.piece, None
        if piece is None:
            return None
        self.tweener.add(piece, 0.15, "out_quad", lift=0.0, tag="ui")
        target = self.target_at(pos)
        self.targets = []
        if target is not None:
            return target.action
        piece.move_to(self.tweener, *self.origin, duration=0.3, ease="out_back")
        return None

    def cancel(self) -> None:
        if self.piece is not None:
            self.piece.move_to(self.tweener, *self.origin, duration=0.3, ease="out_back")
            self.tweener.add(self.piece, 0.15, "out_quad", lift=0.0, tag="ui")
        self.piece, self.targets = None, []

    def draw(self, surface: pygame.Surface) -> None:
        """Light up the legal drop zones; the one under the pointer glows brightest."""
        if self.piece is None:
            return
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 140)
        for target in self.targets:
            over = target.rect.collidepoint(self.pointer)
            r = target.rect.inflate(14, 14)
            fill = pygame.Surface(r.size, pygame.SRCALPHA)
            fill.fill((*GOLD, 70 if over else int(25 + 25 * pulse)))
            surface.blit(fill, r)
            pygame.draw.rect(surface, (*GOLD, 255), r, width=5 if over else 3, border_radius=14)
