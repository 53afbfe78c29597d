"""The Challengers! table's layout and the tournament director's views.

The layout has every zone the table needs.
"""

from __future__ import annotations

from tabletop.games.challengers.table.zones import REQUIRED_ZONES
from tabletop.ui.layout import load_layout


def test_the_layout_has_every_zone_inside_the_screen():
    layout = load_layout("challengers")
    assert layout.size == (1920, 1080)
    assert not [z for z in REQUIRED_ZONES if z not in layout]
    screen = (0, 0, 1920, 1080)
    for name in REQUIRED_ZONES:
        assert layout[name].w > 0 and layout[name].h > 0
        assert layout[name].clamp(screen) == layout[name], f"{name} leaves the screen"
