"""Reusable table pieces: Card, Belt and Token. A piece is a position plus a way to draw itself.

Pieces never know the rules. The engine decides where a card belongs; a scene moves the piece
there with a tween. Positions are the top-left corner in logical (1920x1080) pixels, floats so
tweens can move them smoothly.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from tabletop.ui.assets import GOLD, INK, PAPER, Assets
from tabletop.ui.tween import Tweener

FaceFn = Callable[[str], pygame.Surface]


def rounded_panel(size: tuple[int, int], fill, border=None, radius: int = 14, width: int = 3) -> pygame.Surface:
    """A rounded rectangle surface with an optional border (alpha allowed in colours)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, surf.get_rect(), width=width, border_radius=radius)
    return surf


def drop_shadow(size: tuple[int, int], radius: int, alpha: int = 90, blur: int = 6) -> pygame.Surface:
    """A soft shadow: a dark rounded rect blurred by scaling down and back up."""
    w, h = size
    pad = blur * 2
    base = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(base, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    small = pygame.transform.smoothscale(base, (max(1, base.get_width() // 4), max(1, base.get_height() // 4)))
    return pygame.transform.smoothscale(small, base.get_size())


def card_back(assets, rel: str, size: tuple[int, int], radius: int) -> "pygame.Surface":
    """A game's card back (an SVG from art/) with the dark card edge, cached per size."""

    def make() -> pygame.Surface:
        surf = assets.svg(rel, size).copy()
        pygame.draw.rect(surf, INK, surf.get_rect(), width=3, border_radius=radius)
        return surf

    return assets.cached(("card-back", rel, size, radius), make)


def card_shadow(assets, size: tuple[int, int], radius: int) -> "pygame.Surface":
    """The soft shadow under a card of ``size``, cached per size and corner."""
    return assets.cached(("card-shadow", size, radius), lambda: drop_shadow(size, radius, 110, 8))


class Piece:
    """Something on the table that can move, fade, lift and be hit by the mouse."""

    def __init__(self, x: float, y: float, w: int, h: int) -> None:
        self.x, self.y, self.w, self.h = float(x), float(y), w, h
        self.alpha = 255.0
        self.lift = 0.0  # 0 on the table, 1 held in the hand: shadow grows, piece rises
        self.visible = True
        self.draggable = False
        self.hover = 0.0

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), self.w, self.h)

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def move_to(self, tweener: Tweener, x: float, y: float, duration: float = 0.3, ease: str = "out_quad", **kw):
        return tweener.add(self, duration, ease, x=x, y=y, **kw)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


class Card(Piece):
    """A card with a face and a back. ``flip`` animates turning it over (0.25 s)."""

    def __init__(self, key: str, x: float, y: float, w: int, h: int, face: FaceFn, back: FaceFn,
                 shadow: pygame.Surface, face_up: bool = True) -> None:
        super().__init__(x, y, w, h)
        self.key = key  # what the card is (a content id, or "?" for an unknown card)
        self.face, self.back, self.shadow = face, back, shadow
        self.face_up = face_up
        self.squash = 1.0  # horizontal scale during a flip
        self.glow = 0.0
        self.zone = ""  # the zone name the scene last put the card in

    def flip(self, tweener: Tweener, face_up: bool, key: str | None = None, duration: float = 0.25,
             delay: float = 0.0) -> None:
        """Turn the card over (optionally learning what it is at the moment it shows its face)."""

        def turn() -> None:
            self.face_up = face_up
            if key is not None:
                self.key = key
            tweener.add(self, duration / 2, "out_quad", squash=1.0)

        tweener.add(self, duration / 2, "in_out_quad", delay=delay, squash=0.0, on_done=turn)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0:
            return
        image = self.face(self.key) if self.face_up else self.back(self.key)
        rise = 10 * self.lift + 4 * self.hover
        x, y = self.x, self.y - rise
        if self.lift > 0.01 or self.hover > 0.01:
            off = 6 + 14 * self.lift
            sx = x - (self.shadow.get_width() - self.w) / 2 + off
            sy = y - (self.shadow.get_height() - self.h) / 2 + off + rise
            surface.blit(self.shadow, (sx, sy))
        else:
            surface.blit(self.shadow, (x - (self.shadow.get_width() - self.w) / 2 + 5,
                                       y - (self.shadow.get_height() - self.h) / 2 + 6))
        if self.squash < 0.999:
            width = max(1, int(self.w * self.squash))
            image = pygame.transform.scale(image, (width, self.h))
            x += (self.w - width) / 2
        if self.alpha < 255:
            image = image.copy()
            image.set_alpha(int(self.alpha))
        surface.blit(image, (x, y))
        if self.glow > 0.01:
            pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 160)
            r = pygame.Rect(round(x) - 5, round(y) - 5, self.w + 10, self.h + 10)
            pygame.draw.rect(surface, (*GOLD, int(255 * self.glow * pulse)), r, width=4, border_radius=16)


class Belt(Piece):
    """A championship belt that flies in an arc to its new holder with a glint."""

    def __init__(self, x: float, y: float, w: int, h: int, image: pygame.Surface) -> None:
        super().__init__(x, y, w, h)
        self.image = image
        self.height = 0.0  # arc height while flying
        self.glint = 0.0
        self.angle = 0.0
        self.holder: int | None = None

    def fly_to(self, tweener: Tweener, x: float, y: float, duration: float = 0.9, on_done=None, delay: float = 0.0):
        tweener.add(self, duration, "in_out_quad", x=x, y=y, delay=delay, on_done=on_done)
        tweener.add(self, duration, "arc", height=1.0, delay=delay)
        tweener.add(self, duration * 0.9, "out_quad", angle=360.0, delay=delay,
                    on_done=lambda: setattr(self, "angle", 0.0))
        tweener.add(self, 0.35, "out_quad", glint=1.0, delay=delay + duration,
                    on_done=lambda: tweener.add(self, 0.45, "out_quad", glint=0.0))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lift = 140 * self.height  # the arc's height
        image = self.image
        if self.height > 0.01:
            image = pygame.transform.smoothscale_by(image, 1 + 0.25 * self.height)
        if abs(self.angle % 360) > 0.5:
            image = pygame.transform.rotate(image, 12 * math.sin(math.radians(self.angle)))
        surface.blit(image, image.get_rect(center=(self.x + self.w / 2, self.y + self.h / 2 - lift)))
        if self.glint > 0.01:
            cx, cy = self.x + self.w * 0.5, self.y + self.h * 0.45
            r = 8 + 40 * self.glint
            a = int(255 * (1 - abs(self.glint - 0.5) * 2) if self.glint < 1 else 255 * self.glint)
            col = (255, 255, 230, max(0, min(255, a)))
            pygame.draw.line(surface, col, (cx - r, cy), (cx + r, cy), 4)
            pygame.draw.line(surface, col, (cx, cy - r), (cx, cy + r), 4)
            pygame.draw.line(surface, col, (cx - r * 0.5, cy - r * 0.5), (cx + r * 0.5, cy + r * 0.5), 2)
            pygame.draw.line(surface, col, (cx - r * 0.5, cy + r * 0.5), (cx + r * 0.5, cy - r * 0.5), 2)


class Token(Piece):
    """A small disc with an icon, showing a count when several are stacked."""

    def __init__(self, x: float, y: float, size: int, icon: pygame.Surface, colour, assets: Assets, count: int = 1) -> None:
        super().__init__(x, y, size, size)
        self.icon, self.colour, self.assets, self.count = icon, colour, assets, count

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha < 60:  # fading out: gone before it turns see-through
            return
        c = (round(self.x + self.w / 2), round(self.y + self.h / 2))
        r = self.w // 2
        pygame.draw.circle(surface, (0, 0, 0, 90), (c[0] + 3, c[1] + 4), r)
        pygame.draw.circle(surface, self.colour, c, r)
        pygame.draw.circle(surface, INK, c, r, 3)
        surface.blit(self.icon, self.icon.get_rect(center=c))
        if self.count > 1:
            label = self.assets.text(str(self.count), "bold", 22, PAPER, shadow=True)
            surface.blit(label, label.get_rect(center=(c[0] + r - 4, c[1] + r - 6)))


class Die(Piece):
    """A die that tumbles before it lands: faces flicker, it spins and bounces, then settles.

    ``faces(key)`` gives the image of a face; ``held`` lifts the die and rings it in gold.
    """

    def __init__(self, x: float, y: float, size: int, face: str, faces: FaceFn, pool: list[str]) -> None:
        super().__init__(x, y, size, size)
        self.face, self.faces, self.pool = face, faces, pool
        self.spin = 1.0  # 0 while tumbling -> 1 settled
        self.held = False
        self.glow = 0.0
        self._seed = 0

    def tumble(self, tweener: Tweener, face: str, duration: float = 0.75, delay: float = 0.0) -> None:
        self._seed += 1
        self.spin = 0.0

        def land() -> None:
            self.face = face

        tweener.add(self, duration, "out_cubic", delay=delay, spin=1.0, on_done=land)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        size = self.w
        if self.spin < 0.999:
            t = self.spin
            key = self.pool[(int(t * 14) + self._seed * 3 + int(self.x)) % len(self.pool)]
            image = self.faces(key)
            angle = (1 - t) ** 2 * 540
            image = pygame.transform.rotate(image, angle)
            bounce = abs(math.sin(t * math.pi * 3)) * (1 - t) * 40
        else:
            image = self.faces(self.face)
            bounce = 0.0
        lift = 8 if self.held else 0
        cx, cy = self.x + size / 2, self.y + size / 2 - bounce - lift
        shadow = pygame.Rect(0, 0, int(size * 0.9), int(size * 0.3))
        shadow.center = (round(cx + 4), round(self.y + size - 4))
        pygame.draw.ellipse(surface, (0, 0, 0, 90), shadow)
        surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
        if self.held and self.spin >= 0.999:
            ring = pygame.Rect(0, 0, size + 12, size + 12)
            ring.center = (round(cx), round(cy))
            pygame.draw.rect(surface, GOLD, ring, width=5, border_radius=size // 4)


class Pawn(Piece):
    """A seat's pawn on a score track: it hops space by space."""

    def __init__(self, x: float, y: float, image: pygame.Surface) -> None:
        super().__init__(x, y, image.get_width(), image.get_height())
        self.image = image
        self.height = 0.0

    def hop_along(self, tweener: Tweener, points: list[tuple[float, float]], step: float = 0.16,
                  delay: float = 0.0) -> None:
        """Hop through each point in turn; each hop starts when the previous one lands."""
        if not points:
            return
        (x, y), rest = points[0], points[1:]

        def landed() -> None:
            self.height = 0.0
            self.hop_along(tweener, rest, step)

        tweener.add(self, step, "linear", delay=delay, x=x, y=y)
        tweener.add(self, step, "arc", delay=delay, height=1.0, on_done=landed)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lift = 18 * self.height
        shadow = pygame.Rect(0, 0, int(self.w * 0.8), int(self.h * 0.25))
        shadow.center = (round(self.x + self.w / 2), round(self.y + self.h - 2))
        pygame.draw.ellipse(surface, (0, 0, 0, 100), shadow)
        surface.blit(self.image, (self.x, self.y - lift))
