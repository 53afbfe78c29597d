"""How Lucha Jefe's things look: card faces and backs, the enlarged card, and the static table.

Everything here is drawn once per size and cached in ``Assets``; the table scene only blits.
"""

from __future__ import annotations

import pygame

from tabletop.games.lucha_jefe import rules as rules
from tabletop.i18n import tr
from tabletop.ui.assets import CYAN, GOLD, INK, MAGENTA, PAPER, YELLOW, Assets, felt_table
from tabletop.ui import pieces
from tabletop.ui.pieces import rounded_panel

CARD = (180, 252)
BIG_CARD = (400, 600)
BELT = (150, 50)

# Each fighter's band colour, matching its mask.
BAND = {
    "la-adivina": (96, 46, 140),
    "el-amigo": (214, 104, 24),
    "el-burocrata": (58, 70, 96),
    "el-imprevisto": (190, 20, 110),
    "el-vacio": (34, 18, 52),
    "el-alarde": (196, 140, 10),
    "la-alfa": (170, 22, 32),
    "el-gallo": (200, 40, 20),
}


def card_face(assets: Assets, fighter: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    """The face of a fighter card on the table at ``size`` (cached). Unknown cards ("?") show the back."""
    if fighter not in rules.FIGHTERS:
        return card_back(assets, size)
    return assets.face(fighter, ("lucha-face", fighter, size), lambda: _draw_face(assets, fighter, size))


def reference_face(assets: Assets, fighter: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    """The same face as a reference picture (a list of every fighter), telling nothing of where
    that card is."""
    return assets.cached(("lucha-face", fighter, size), lambda: _draw_face(assets, fighter, size))


def _draw_face(assets: Assets, fighter: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    k = w / CARD[0]
    radius = int(14 * k)
    info = rules.FIGHTERS[fighter]
    surf = rounded_panel(size, PAPER, INK, radius, max(3, int(3 * k)))
    band_h = int(44 * k)
    band = BAND[fighter]
    pygame.draw.rect(surf, band, (int(4 * k), int(4 * k), w - int(8 * k), band_h), border_top_left_radius=radius - 3,
                     border_top_right_radius=radius - 3)
    portrait = int(min(w - 16 * k, h * 0.6))
    art = assets.svg(f"lucha-jefe/fighters/{fighter}.svg", (portrait, portrait))
    surf.blit(art, ((w - portrait) // 2, band_h + int(8 * k)))
    name = assets.text(info.name.upper(), "display", int(30 * k), PAPER, width=int(w - 64 * k),
                       min_size=max(16, int(22 * k)))
    surf.blit(name, (int(52 * k) + (w - int(56 * k) - name.get_width()) // 2, int(4 * k) + (band_h - name.get_height()) // 2 + int(2 * k)))
    # Strength: a big number on a yellow burst in the top-left corner.
    c = (int(26 * k), int(26 * k))
    pygame.draw.circle(surf, YELLOW, c, int(27 * k))
    pygame.draw.circle(surf, INK, c, int(27 * k), max(2, int(3 * k)))
    number = assets.text(str(info.strength), "display", int(46 * k), INK)
    surf.blit(number, number.get_rect(center=(c[0], c[1] + int(3 * k))))
    # Bottom band: a short keyword for the ability (the full text is on the enlarged card).
    tag_h = int(40 * k)
    pygame.draw.rect(surf, band, (int(4 * k), h - tag_h - int(4 * k), w - int(8 * k), tag_h),
                     border_bottom_left_radius=radius - 3, border_bottom_right_radius=radius - 3)
    if w < 300:  # the enlarged card writes the ability out in full instead
        tag = assets.text(tr(f"lucha.tag.{fighter}"), "bold", max(18, int(22 * k)), PAPER, width=int(w - 12 * k),
                          min_size=max(14, int(20 * k)))
        surf.blit(tag, tag.get_rect(center=(w // 2, h - tag_h // 2 - int(4 * k))))
    return surf


def big_card(assets: Assets, fighter: str) -> pygame.Surface:
    """The enlarged card with its ability in full, for hover and right-click."""

    def make() -> pygame.Surface:
        w, h = BIG_CARD
        info = rules.FIGHTERS[fighter]
        band = BAND[fighter]
        surf = rounded_panel(BIG_CARD, PAPER, INK, 24, 4)
        pygame.draw.rect(surf, band, (6, 6, w - 12, 76), border_top_left_radius=20, border_top_right_radius=20)
        name = assets.text(info.name.upper(), "display", 52, PAPER, width=w - 120)
        surf.blit(name, name.get_rect(midleft=(104, 46)))
        pygame.draw.circle(surf, YELLOW, (52, 50), 44)
        pygame.draw.circle(surf, INK, (52, 50), 44, 4)
        number = assets.text(str(info.strength), "display", 74, INK)
        surf.blit(number, number.get_rect(center=(52, 55)))
        art = assets.svg(f"lucha-jefe/fighters/{fighter}.svg", (220, 220))
        surf.blit(art, ((w - 220) // 2, 94))
        box = pygame.Rect(14, 326, w - 28, h - 340)
        surf.blit(rounded_panel(box.size, (255, 255, 255), band, 14, 3), box)
        title = assets.text(tr(f"lucha.tag.{fighter}"), "bold", 26, band, width=box.w - 28)
        surf.blit(title, (box.x + 14, box.y + 8))
        body = assets.wrapped(tr(f"lucha.ability.{fighter}"), "body", 22, box.w - 28, INK, 1.08,
                              height=box.h - 20 - title.get_height())
        surf.blit(body, (box.x + 14, box.y + 12 + title.get_height()))
        return surf

    return assets.face(fighter, ("lucha-big", fighter), make)


def card_back(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_back(assets, "lucha-jefe/card-back.svg", size, int(14 * size[0] / CARD[0]))


def card_shadow(assets: Assets, size: tuple[int, int] = CARD) -> pygame.Surface:
    return pieces.card_shadow(assets, size, int(14 * size[0] / CARD[0]))


def slot_outline(size: tuple[int, int], label: pygame.Surface | None, colour=(255, 255, 255)) -> pygame.Surface:
    """A dashed rounded outline where a card may go, with a label inside."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, 10), surf.get_rect(), border_radius=14)  # quiet: an empty place
    dash, gap = 14, 9
    for x in range(10, w - 10, dash + gap):
        pygame.draw.line(surf, (*colour, 60), (x, 1), (min(x + dash, w - 10), 1), 3)
        pygame.draw.line(surf, (*colour, 60), (x, h - 2), (min(x + dash, w - 10), h - 2), 3)
    for y in range(10, h - 10, dash + gap):
        pygame.draw.line(surf, (*colour, 60), (1, y), (1, min(y + dash, h - 10)), 3)
        pygame.draw.line(surf, (*colour, 60), (w - 2, y), (w - 2, min(y + dash, h - 10)), 3)
    if label is not None:
        surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return surf


def draw_ring(surf: pygame.Surface, ring: pygame.Rect) -> None:
    """A lucha ring seen from above: the apron, the canvas, four padded posts and three ropes a
    side in the colours of the show."""
    apron = pygame.Rect(ring)
    pygame.draw.rect(surf, (0, 0, 0), apron.move(8, 10), border_radius=10)
    pygame.draw.rect(surf, (28, 24, 60), apron, border_radius=10)  # the apron skirt
    for x in range(apron.x + 30, apron.right - 20, 60):  # its printed stars
        pygame.draw.circle(surf, (60, 50, 110), (x, apron.bottom - 12), 4)
    canvas = apron.inflate(-44, -44)
    pygame.draw.rect(surf, (214, 222, 232), canvas)  # the canvas
    pygame.draw.rect(surf, (180, 190, 204), canvas.inflate(-60, -40), width=3)  # its worn centre square
    posts = (canvas.topleft, canvas.topright, canvas.bottomleft, canvas.bottomright)
    for i, colour in enumerate((MAGENTA, PAPER, CYAN)):  # three ropes a side, outermost first
        r = canvas.inflate(12 - i * 12, 12 - i * 12)
        for a, b in ((r.topleft, r.topright), (r.bottomleft, r.bottomright), (r.topleft, r.bottomleft),
                     (r.topright, r.bottomright)):
            pygame.draw.line(surf, (0, 0, 0), (a[0] + 2, a[1] + 3), (b[0] + 2, b[1] + 3), 5)
            pygame.draw.line(surf, colour, a, b, 5)
    for corner in posts:  # the posts and their turnbuckle pads
        pygame.draw.circle(surf, (0, 0, 0), (corner[0] + 3, corner[1] + 4), 19)
        pygame.draw.circle(surf, (150, 150, 160), corner, 18)
        pygame.draw.circle(surf, YELLOW, corner, 12)
        pygame.draw.circle(surf, INK, corner, 18, 3)


def static_table(assets: Assets, layout, size: tuple[int, int]) -> pygame.Surface:
    """Felt, papel picado, ring, panels and empty slots: everything that never moves, drawn once."""
    surf = felt_table(size, (44, 18, 58), (255, 120, 200))
    papel = layout["papel"]
    surf.blit(assets.svg("lucha-jefe/papel-picado.svg", papel.size), papel)

    draw_ring(surf, layout["ring"])
    logo = assets.text("LUCHA JEFE", "display", 120, (255, 255, 255)).copy()
    logo.set_alpha(34)
    surf.blit(logo, logo.get_rect(center=layout["ring"].center))

    for name in ("opp_panel", "my_panel", "belt_pool", "log", "strip"):
        r = layout[name]
        surf.blit(rounded_panel(r.size, (20, 8, 28, 170), (120, 70, 140), 18, 2), r)
    title = assets.text(tr("lucha.zone.log"), "display", 32, GOLD, width=layout["log"].w - 36)
    surf.blit(title, (layout["log"].x + 18, layout["log"].y + 10))
    pool_title = assets.text(tr("lucha.zone.belts"), "display", 30, GOLD, width=layout["belt_pool"].w - 36)
    surf.blit(pool_title, (layout["belt_pool"].x + 18, layout["belt_pool"].y + 8))

    labels = {
        "my_roster_1": "lucha.zone.roster", "my_roster_2": "lucha.zone.roster",
        "opp_roster_1": "lucha.zone.roster", "opp_roster_2": "lucha.zone.roster",
        "my_sideline": "lucha.zone.sideline", "opp_sideline": "lucha.zone.sideline",
        "my_retired": "lucha.zone.retired", "opp_retired": "lucha.zone.retired",
    }
    for zone, key in labels.items():
        r = layout[zone]
        label = assets.text(tr(key), "display", 28, (255, 255, 255), width=r.w - 16).copy()
        label.set_alpha(90)
        surf.blit(slot_outline(r.size, label), r)
    return surf


def fight_marks(assets: Assets, layout) -> pygame.Surface:
    """The active-slot outlines and the VS between them, shown while fighters are chosen."""

    def make() -> pygame.Surface:
        ring = layout["ring"]
        surf = pygame.Surface(ring.size, pygame.SRCALPHA)
        for zone in ("my_active", "opp_active"):
            r = layout[zone].move(-ring.x, -ring.y)
            label = assets.text(tr("lucha.zone.active"), "display", 28, (255, 255, 255), width=r.w - 16)
            surf.blit(slot_outline(r.size, label), r)
        vs = assets.text(tr("lucha.vs"), "comic", 64, YELLOW, shadow=True)
        mid = (layout["opp_active"].right + layout["my_active"].x) // 2 - ring.x
        surf.blit(vs, vs.get_rect(center=(mid, layout["my_active"].centery - ring.y)))
        return surf

    return assets.cached(("lucha-fight-marks",), make)


def power_burst(assets: Assets, value: int, colour) -> pygame.Surface:
    """A comic-book starburst with a fighter's strength in it, edged in the seat's colour."""

    def make() -> pygame.Surface:
        import math

        size = 132
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        points = []
        for i in range(24):
            r = (c - 4) if i % 2 == 0 else (c - 22)
            a = math.pi * 2 * i / 24
            points.append((c + r * math.cos(a), c + r * math.sin(a)))
        shadow = [(x + 4, y + 5) for x, y in points]
        pygame.draw.polygon(surf, (0, 0, 0, 120), shadow)
        pygame.draw.polygon(surf, YELLOW, points)
        pygame.draw.polygon(surf, colour, points, 6)
        pygame.draw.polygon(surf, INK, points, 2)
        number = assets.text(str(value), "comic", 60, INK)
        surf.blit(number, number.get_rect(center=(c, c + 2)))
        return surf

    return assets.cached(("lucha-burst", value, colour), make)
