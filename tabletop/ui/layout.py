"""Table layouts: named rectangles read from layouts/<game>.tmx with pytmx's headless loader.

A layout is plain data (name -> pygame.Rect) so scenes position pieces by zone name and a test
can check that every zone a table needs exists. Move zones in Tiled, not in code.
"""

from __future__ import annotations

import pygame
import pytmx

from tabletop.paths import resource


class Layout(dict):
    """Zone name -> Rect, plus the map's size."""

    size: tuple[int, int]

    def __missing__(self, name: str) -> pygame.Rect:
        raise KeyError(f"layout has no zone named {name!r}")


def load_layout(name: str) -> Layout:
    path = resource("layouts", f"{name}.tmx")
    tmx = pytmx.TiledMap(str(path))
    layout = Layout()
    layout.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    for group in tmx.objectgroups:
        for obj in group:
            if obj.name:
                layout[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
    return layout
