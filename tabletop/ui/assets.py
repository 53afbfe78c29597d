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
# A face that lacks a glyph of a text (the comic face has no accents) draws it with the next face.
FALLBACK = {"comic": "display"}

# Twelve seat identities: colours that stay apart for common colour-vision deficiencies, each
# paired with a shape used wherever the colour is. The first eight (Okabe-Ito based) are those of
# every game before Dead Last; the last four were chosen to keep the same distance from them and
# from each other under simulated protan, deutan and tritan vision (tests/test_seats.py measures
# it), bright enough for the dark tables. Saves hold the index: never reorder.
SEAT_COLOURS = [
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (204, 121, 167),  # reddish purple
    (245, 245, 245),  # white
    (135, 120, 255),  # violet
    (45, 255, 165),  # mint
    (255, 210, 255),  # pale pink
    (165, 195, 165),  # sage
]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart",
               "crescent", "club", "spade", "bolt"]

INK = (27, 16, 32)
PAPER = (250, 244, 232)
GOLD = (255, 200, 60)
MAGENTA = (224, 33, 138)
CYAN = (16, 197, 232)
YELLOW = (255, 210, 31)
SHADOW = (0, 0, 0, 110)
MIN_SIZE = 22  # ART.md: body text at 1920x1080 is 22 px or more; card titles ask for 26


class Assets:
    """Cached fonts, images and text for one display. Needs ``pygame.display`` to be set up."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._outlines: dict[str, object] = {}
        self._sizes: dict[tuple, int] = {}
        self._images: dict[tuple, pygame.Surface] = {}
        self._text: dict[tuple, pygame.Surface] = {}

    def check(self) -> str | None:
        """At start: every bundled font and the logo load, or what is missing or damaged."""
        for face, file in sorted(set(FONTS.items())):
            path = resource("art", "fonts", file)
            try:
                pygame.font.Font(str(path), 20).render("Ag", True, PAPER)
            except (OSError, pygame.error) as exc:
                return f"{path}: {exc}"
        path = resource("art", "common", "logo-mark.svg")
        try:
            pygame.image.load_sized_svg(str(path), (64, 64))
        except (OSError, pygame.error, ValueError) as exc:
            return f"{path}: {exc}"
        layouts = resource("layouts")
        if not any(layouts.glob("*.tmx")):
            return f"{layouts}: no table layouts"
        return None

    def font(self, face: str, size: int) -> pygame.font.Font:
        key = (face, size)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(str(resource("art", "fonts", FONTS[face])), size)
        return self._fonts[key]

    def face_for(self, face: str, text: str) -> str:
        """``face``, or the face it falls back to when it cannot draw every glyph of ``text``."""
        while face in FALLBACK and self.lacks(face, text):
            face = FALLBACK[face]
        return face

    def lacks(self, face: str, text: str) -> set[str]:
        """The characters of ``text`` that ``face`` has no glyph for (its outline tables say so)."""
        import pygame.freetype

        if not pygame.freetype.get_init():
            pygame.freetype.init()
        outline = self._outlines.get(face)
        if outline is None:
            outline = self._outlines[face] = pygame.freetype.Font(str(resource("art", "fonts", FONTS[face])), 24)
        chars = set(text) - {"\n", "\t", " "}
        return {ch for ch in chars if outline.get_metrics(ch)[0] is None}

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

    def text(self, text: str, face: str, size: int, colour=PAPER, *, shadow: bool = False, width: int | None = None,
             min_size: int = MIN_SIZE) -> pygame.Surface:
        """Rendered text, cached; ``shadow`` adds a soft dark drop shadow for busy backgrounds.

        With ``width`` (the box it must fit) a text too wide is drawn smaller, never below
        ``min_size`` (ART.md's minimum); one that still does not fit is reported to the probe
        (the fit test fails on it) and drawn at the minimum.
        """
        probe.text(text)
        if width is not None:
            size = self.fitting_size(text, face, size, width, min_size)
        key = (text, face, size, colour, shadow)
        surf = self._text.get(key)
        if surf is None:
            font = self.font(self.face_for(face, text), size)
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

    def text_lines(self, text: str, face: str, size: int, width: int, colour=PAPER, *, shadow: bool = False,
                   lines: int = 2, height: int | None = None, min_size: int = MIN_SIZE) -> pygame.Surface:
        """A short text in a box ``width`` wide (and ``height`` high): on one line while it fits
        at ``size`` or a little smaller, else broken into at most ``lines`` centred lines (each a
        ``text``, so shadowed like one), smaller only when it must. One that fits no way is
        reported to the probe."""
        chosen = self.face_for(face, text)
        smallest_line = max(min_size, size - 4)
        if lines <= 1 or self.font(chosen, smallest_line).size(text)[0] <= width:
            return self.text(text, face, size, colour, shadow=shadow, width=width, min_size=min_size)

        def fits(found: int) -> bool:
            font = self.font(chosen, found)
            count = len(self._lines(font, text, width))
            return count <= lines and (height is None or self._stacked(font, count, shadow) <= height)

        found = size
        while found > min_size and not fits(found):
            found -= 1
        if not fits(found):
            probe.overflow(text, width)
        font = self.font(chosen, found)
        parts = self._lines(font, text, width)
        probe.text(text)
        with probe.muted():  # the lines are parts of the text reported above
            rendered = [self.text(part, face, found, colour, shadow=shadow, width=width, min_size=min_size)
                        for part in parts]
        step = int(font.get_linesize() * 0.95)
        surf = pygame.Surface((max(r.get_width() for r in rendered), self._stacked(font, len(parts), shadow)),
                              pygame.SRCALPHA)
        for i, r in enumerate(rendered):
            surf.blit(r, ((surf.get_width() - r.get_width()) // 2, i * step))
        return surf

    @staticmethod
    def _stacked(font: pygame.font.Font, count: int, shadow: bool) -> int:
        """The height of ``count`` lines set by ``text_lines`` (a little tighter than the font's)."""
        step = int(font.get_linesize() * 0.95)
        return step * (count - 1) + font.get_height() + (max(2, font.get_height() // 14) if shadow else 0)

    def fitting_size(self, text: str, face: str, size: int, width: int, min_size: int = MIN_SIZE) -> int:
        """The largest size from ``size`` down to ``min_size`` at which ``text`` is no wider than
        ``width`` (the minimum, reported as an overflow, if none is)."""
        key = ("fit", text, face, size, width, min_size)
        found = self._sizes.get(key)
        if found is None:  # worked out once per text and box (and reported then)
            chosen = self.face_for(face, text)
            found = size
            while found > min_size and self.font(chosen, found).size(text)[0] > width:
                found -= 1
            if self.font(chosen, found).size(text)[0] > width:
                probe.overflow(text, width)
            self._sizes[key] = found
        return found

    def wrapped(self, text: str, face: str, size: int, width: int, colour=PAPER, line_gap: float = 1.2,
                height: int | None = None, min_size: int = MIN_SIZE) -> pygame.Surface:
        """A paragraph wrapped to ``width`` pixels (cached). With ``height`` (the box's), a
        paragraph too tall is set smaller, never below ``min_size``; a word wider than the box,
        or a paragraph still too tall, is reported to the probe."""
        probe.text(text)
        fit = ("wrapfit", text, face, size, width, line_gap, height, min_size)
        fitted = self._sizes.get(fit)
        if fitted is None:  # worked out once per text and box (and reported then)
            fitted = size
            if height is not None:
                while fitted > min_size and self._paragraph_height(text, face, fitted, width, line_gap) > height:
                    fitted -= 1
                if self._paragraph_height(text, face, fitted, width, line_gap) > height:
                    probe.overflow(text, width)
            font = self.font(self.face_for(face, text), fitted)
            if any(font.size(word)[0] > width for word in text.split()):
                probe.overflow(text, width)
            self._sizes[fit] = fitted
        size = fitted
        key = ("wrap", text, face, size, width, colour, line_gap)
        surf = self._text.get(key)
        if surf is None:
            font = self.font(self.face_for(face, text), size)
            lines = self._lines(font, text, width)
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

    @staticmethod
    def _lines(font: pygame.font.Font, text: str, width: int) -> list[str]:
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
        return lines

    def _paragraph_height(self, text: str, face: str, size: int, width: int, line_gap: float) -> int:
        font = self.font(self.face_for(face, text), size)
        return int(font.get_linesize() * line_gap) * len(self._lines(font, text, width))

    def forget_words(self) -> None:
        """After a language switch: drop every surface that may hold text (the art stays)."""
        self._text.clear()
        self._sizes.clear()
        self._images = {k: v for k, v in self._images.items() if k[0] in ("svg", "tint")}

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
