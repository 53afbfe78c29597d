"""What a seat's badge says about who plays it, the same way at every table.

Each table draws its seats its own way (a mat, a row, an ID card, a plate), but every one of them
tells a computer seat's level (Easy, Hard, Expert) beside its name, so nobody has to open the log
to know what they play against. A human seat may show nothing more. Only the catalogue's own
words are used: ``level.*`` in the tag, ``seat.human`` / ``seat.computer-level`` in full.
"""

from __future__ import annotations

import pygame

from tabletop.i18n import tr
from tabletop.ui.assets import MIN_SIZE
from tabletop.ui.pieces import rounded_panel

LEVEL_INK = (238, 226, 240)  # the tag's word: secondary to the name beside it, still easy to read
LEVEL_FILL = (16, 10, 22, 205)
LEVEL_EDGE = (176, 150, 196)
PAD = 7  # the tag's room each side of its word


def seat_kind(info) -> str:
    """The seat in full: "Human", or "Computer (Hard)"."""
    if info.kind == "human":
        return tr("seat.human")
    return tr("seat.computer-level", level=tr(f"level.{info.level}"))


def level_word(info) -> str | None:
    """A computer seat's level in a word ("Expert"); None for a human seat."""
    return None if info.kind == "human" else tr(f"level.{info.level}")


def level_tag_size(assets, info, size: int = 22) -> tuple[int, int]:
    """How much room a seat's level tag takes at ``size`` (0, 0 for a human)."""
    word = level_word(info)
    if word is None:
        return 0, 0
    w, h = assets.font(assets.face_for("bold", word), size).size(word)
    return w + 2 * PAD, h + 2


def draw_level_tag(surface: pygame.Surface, assets, info, *, size: int = 22, width: int | None = None,
                   ink=LEVEL_INK, fill=LEVEL_FILL, edge=LEVEL_EDGE, min_size: int = MIN_SIZE,
                   **anchor) -> pygame.Rect | None:
    """A computer seat's level in a small rounded tag placed by ``anchor`` (``midtop=(x, y)``, as
    ``Rect`` takes it), at most ``width`` wide; returns where it went, or None for a human seat
    (nothing is drawn). The word goes through the asset cache's fitting like any other text."""
    word = level_word(info)
    if word is None:
        return None
    label = assets.text(word, "bold", size, ink, width=None if width is None else width - 2 * PAD,
                        min_size=min(size, min_size))
    box = (label.get_width() + 2 * PAD, label.get_height() + 2)
    tag = assets.cached(("level-tag", box, fill, edge), lambda: rounded_panel(box, fill, edge, box[1] // 2, 1))
    where = tag.get_rect(**anchor)
    surface.blit(tag, where)
    surface.blit(label, label.get_rect(center=(where.centerx, where.centery + 1)))
    return where
