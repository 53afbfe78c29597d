"""The asset cache: fonts, SVG art rendered at the size it is drawn, and rendered text.

Everything is made once per size and converted for fast blitting; a frame only blits cached
surfaces. Scenes receive one ``Assets`` object through their constructor (no globals).
"""

from __future__ import annotations

import pygame

from tabletop.paths import resource
from tabletop.ui import probe

FONTS = {
    "display": "BebasNeue-Regular.otf",
    "body": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "comic": "TomsonTalks.ttf",
}

# Eight seat identities: colours that stay apart for common colour-vision deficiencies
# (Okabe-Ito based), each paired with a shape used wherever the colour is.
SEAT_COLOURS = [
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (204, 121, 167),  # reddish purple
    (245, 245, 245),  # white
]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart"]

INK = (27, 16, 32)
PAPER = (250, 244, 232)
GOLD = (255, 200, 60)
MAGENTA = (224, 33, 138)
CYAN = (16, 197, 232)
YELLOW = (255, 210, 31)
SHADOW = (0, 0, 0, 110)


class Assets:
    """Cached fonts, images and text for one display. Needs ``pygame.display`` to be set up."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._images: dict[tuple, pygame.Surface] = {}
        self._text: dict[tuple, pygame.Surface] = {}

    def font(self, face: str, size: int) -> pygame.font.Font:
        key = (face, size)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(str(resource("art", "fonts", FONTS[face])), size)
        return self._fonts[key]

    def svg(self, rel: str, size: tuple[int, int]) -> pygame.Surface:
        """An SVG from art/ rendered at exactly ``size`` (a missing file draws a visible placeholder)."""
        key = ("svg", rel, size)
        if key not in self._images:
            path = resource("art", *rel.split("/"))
            try:
                surf = pygame.image.load_sized_svg(str(path), size)
                if surf.get_size() != size:
                    surf = pygame.transform.smoothscale(surf, size)
            except (pygame.error, FileNotFoundError):
                surf = pygame.Surface(size, pygame.SRCALPHA)
                surf.fill((120, 0, 120, 160))
            self._images[key] = surf.convert_alpha() if pygame.display.get_surface() else surf
        return self._images[key]

    def tinted(self, rel: str, size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
        """A white-filled SVG (seat shapes) multiplied by a colour."""
        key = ("tint", rel, size, colour)
        if key not in self._images:
            surf = self.svg(rel, size).copy()
            surf.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._images[key] = surf
        return self._images[key]

    def seat_badge(self, index: int, size: int) -> pygame.Surface:
        return self.tinted(f"common/seat-shapes/{SEAT_SHAPES[index]}.svg", (size, size), SEAT_COLOURS[index])

    def text(self, text: str, face: str, size: int, colour=PAPER, *, shadow: bool = False) -> pygame.Surface:
        """Rendered text, cached; ``shadow`` adds a soft dark drop shadow for busy backgrounds."""
        probe.text(text)
        key = (text, face, size, colour, shadow)
        surf = self._text.get(key)
        if surf is None:
            font = self.font(face, size)
            fg = font.render(text, True, colour)
            if shadow:
                off = max(2, size // 14)
                back = font.render(text, True, (0, 0, 0))
                back.set_alpha(150)
                surf = pygame.Surface((fg.get_width() + off, fg.get_height() + off), pygame.SRCALPHA)
                surf.blit(back, (off, off))
                surf.blit(fg, (0, 0))
            else:
                surf = fg
            if len(self._text) > 4000:
                self._text.clear()
            self._text[key] = surf
        return surf

    def wrapped(self, text: str, face: str, size: int, width: int, colour=PAPER, line_gap: float = 1.2) -> pygame.Surface:
        """A paragraph wrapped to ``width`` pixels (cached)."""
        probe.text(text)
        key = ("wrap", text, face, size, width, colour, line_gap)
        surf = self._text.get(key)
        if surf is None:
            font = self.font(face, size)
            lines: list[str] = []
            for para in text.split("\n"):
                words, line = para.split(" "), ""
                for word in words:
                    trial = f"{line} {word}".strip()
                    if font.size(trial)[0] <= width or not line:
                        line = trial
                    else:
                        lines.append(line)
                        line = word
                lines.append(line)
            step = int(font.get_linesize() * line_gap)
            surf = pygame.Surface((width, max(step, step * len(lines))), pygame.SRCALPHA)
            for i, line in enumerate(lines):
                surf.blit(font.render(line, True, colour), (0, i * step))
            self._text[key] = surf
        return surf

    def face(self, shows: str, key: tuple, make) -> pygame.Surface:
        """The face of a card that stands on the table for the content id ``shows`` (cached like
        ``cached``). Every such face goes through here, so the leak test sees what each frame
        showed; pictures that are only a reference (a list of every fighter) use ``cached``."""
        probe.face(shows)
        return self.cached(key, make)

    def cached(self, key: tuple, make) -> pygame.Surface:
        """Any other surface a piece wants to make once (card faces, panels, table layers)."""
        surf = self._images.get(key)
        if surf is None:
            with probe.muted():
                surf = make()
            self._images[key] = surf
        return surf


def felt_table(size: tuple[int, int], base: tuple[int, int, int], accent: tuple[int, int, int]) -> pygame.Surface:
    """A felt table lit by a lamp, darker towards the edges, rendered once per resolution.

    The light is computed on a small grid and scaled up once (smooth, and cheap enough for the
    first frame); a sparse grain of short strokes gives the felt its texture.
    """
    import random

    w, h = size
    light = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 15) / 20
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            glow = (1 - d) ** 1.6 * 70 / 255
            shade = min(1.0, ((x - 31.5) ** 2 / 1024 + (y - 17.5) ** 2 / 324) ** 0.5) ** 2.2 * 200 / 255
            r, g, b = (base[i] * (1 - glow) + accent[i] * glow for i in range(3))
            light.set_at((x, y), (int(r * (1 - shade)), int(g * (1 - shade)), int(b * (1 - shade)), 255))
    surf = pygame.transform.smoothscale(light, size)
    rnd = random.Random(7)
    grain = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(900):
        x, y = rnd.randrange(w), rnd.randrange(h)
        shade = rnd.choice((255, 0))
        pygame.draw.line(grain, (shade, shade, shade, 9), (x, y), (x + 6, y + 3))
    surf.blit(grain, (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf
