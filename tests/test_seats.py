"""Twelve seat identities (Dead Last seats twelve): each a colour and a shape of its own, the first
eight as every earlier game saved them, all twelve apart for the common colour-vision deficiencies
and bright enough for the dark tables.

The colour test simulates protanopia, deuteranopia and tritanopia (Machado, Oliveira and
Fernandes 2009, full severity, on linear sRGB) and measures CIEDE2000 differences in CIELAB: the
Okabe-Ito eight come no closer than 11 under any of them, and no new colour may bring two seats
closer than that floor (the shape tells the closest pairs apart too).
"""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from tabletop import match
from tabletop.ui.assets import SEAT_COLOURS, SEAT_SHAPES

FIRST_EIGHT = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178), (213, 94, 0),
               (204, 121, 167), (245, 245, 245)]
SIMULATIONS = {
    "normal": None,
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.313900)),
}
FLOOR = {"normal": 19.0, "protanopia": 10.5, "deuteranopia": 10.5, "tritanopia": 10.5}  # CIEDE2000


def lab(rgb, vision: str = "normal") -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour as seen with ``vision``."""
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    m = SIMULATIONS[vision]
    if m:
        lin = [min(1.0, max(0.0, sum(m[i][k] * lin[k] for k in range(3)))) for i in range(3)]
    r, g, b = lin
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b, 0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)
    f = [t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
         for t in (xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def ciede2000(one, two) -> float:
    (l1, a1, b1), (l2, a2, b2) = one, two
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    lbar, cbar = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        hbar = h1 + h2
    elif abs(h1 - h2) <= 180:
        hbar = (h1 + h2) / 2
    else:
        hbar = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    rc = 2 * math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7))
    rt = -math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2)))) * rc
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbar, 1 + 0.015 * cbar * t
    dl, dc, dhh = (l2 - l1) / sl, (c2 - c1) / sc, big_dh / sh
    return math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rt * dc * dhh)


def test_the_measure_agrees_with_published_values():
    """Sharma, Wu and Dalal's CIEDE2000 test data (pairs 1 and 17), and white is L* 100."""
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert lab((255, 255, 255))[0] == pytest.approx(100, abs=0.01)


def test_twelve_identities_each_its_own_colour_and_shape_the_first_eight_unchanged():
    assert len(SEAT_COLOURS) == len(SEAT_SHAPES) == match.SEAT_COLOURS == 12
    assert SEAT_COLOURS[:8] == FIRST_EIGHT, "saves and pictures of earlier games keep their colours"
    assert SEAT_SHAPES[:8] == ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart"]
    assert len(set(SEAT_COLOURS)) == 12 and len(set(SEAT_SHAPES)) == 12


@pytest.mark.parametrize("vision", list(SIMULATIONS))
def test_every_two_seat_colours_stay_apart(vision):
    seen = [lab(c, vision) for c in SEAT_COLOURS]
    close = [(i, j, round(ciede2000(seen[i], seen[j]), 1)) for i, j in itertools.combinations(range(12), 2)
             if ciede2000(seen[i], seen[j]) < FLOOR[vision]]
    assert not close, f"{vision}: seat colours too close: {close}"


def test_every_seat_colour_is_bright_enough_for_the_dark_tables():
    assert all(lab(c)[0] >= 45 for c in SEAT_COLOURS), [round(lab(c)[0]) for c in SEAT_COLOURS]


def test_every_badge_draws_its_shape_in_its_colour():
    """Each badge is its own SVG (no placeholder), filled with the seat colour inside a dark edge,
    and no two shapes cover the same pixels."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    try:
        from tabletop.ui.assets import Assets

        assets = Assets()
        masks = []
        for i, colour in enumerate(SEAT_COLOURS):
            badge = assets.seat_badge(i, 64)
            pixels = {tuple(badge.get_at((x, y))) for x in range(64) for y in range(64)}
            assert (*colour, 255) in pixels, f"{SEAT_SHAPES[i]}: not filled with its colour"
            assert (120, 0, 120, 160) not in pixels, f"{SEAT_SHAPES[i]}: its SVG is missing"
            assert any(a == 0 for *_, a in pixels), f"{SEAT_SHAPES[i]}: no outline of its own"
            masks.append(pygame.mask.from_surface(badge, 128))
        for i, j in itertools.combinations(range(12), 2):
            differ = masks[i].count() + masks[j].count() - 2 * masks[i].overlap_area(masks[j], (0, 0))
            assert differ > 200, f"{SEAT_SHAPES[i]} and {SEAT_SHAPES[j]} look alike"
    finally:
        pygame.quit()
