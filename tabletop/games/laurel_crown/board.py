"""The sponsors' side of the Laurel Crown table: a row per seat (badge, name, the start
player's crown, honour and lap, auction counters, fighters in hand, the reward gold) and the
pawns on the round honour track. Drawn from the view and the honour shown so far
(``scene.shown_honour``, which follows the events); nothing here decides anything.
"""

from __future__ import annotations

import pygame

from tabletop.games.laurel_crown import art, rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER, YELLOW
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.seats import draw_level_tag, level_word, seat_kind


def place_pawn(scene, seat: int, instant: bool = False, start: int | None = None) -> None:
    """A pawn to the space of the honour it shows (honour 31 is space 1 of the second lap),
    hopping there from ``start``; pawns on one space stand side by side."""
    points = art.track_points(scene.layout["board"])
    honour = scene.shown_honour[seat]

    def spot(h: int) -> tuple[float, float]:
        x, y = points[h % len(points)]
        same = [s for s in scene.pawns if scene.shown_honour[s] % len(points) == h % len(points)]
        k = same.index(seat) if seat in same else 0
        return x - 17 + (k - (len(same) - 1) / 2) * 14, y - 17 - k * 4

    pawn = scene.pawns[seat]
    if instant or start is None or scene.app.speed <= 0:
        pawn.x, pawn.y = spot(honour)
        return
    step = 1 if honour >= start else -1
    path = [spot(h) for h in range(start + step, honour + step, step)]
    pawn.hop_along(scene.tweener, path[-12:], step=0.09)


def seat_rect(scene, seat: int) -> pygame.Rect:
    """Seat ``seat``'s row in the seats panel."""
    zone = scene.layout["seats"]
    row_h = min(60, zone.h // max(1, len(scene.match.seats)))
    return pygame.Rect(zone.x, zone.y + seat * row_h, zone.w, row_h - 6)


def draw_seats(scene, surface) -> None:
    """Each sponsor's row: badge (crowned for the start player), name, honour and lap, auction
    counters, fighters in hand, the reward gold still held."""
    assets = scene.assets
    v = scene.view
    acting = set(rules.to_act(v)) if not scene.queue and not scene.finished and scene.held is None else set()
    auction = "auction" in v.variants
    for seat, info in enumerate(scene.match.seats):
        rect = seat_rect(scene, seat)
        turn = seat in acting
        fill = (84, 58, 26, 235) if turn else (30, 20, 14, 190)
        border = GOLD if turn else (120, 90, 50)
        surface.blit(assets.cached(("laurel-seat", rect.size, fill, border), lambda f=fill, b=border:
                                   rounded_panel(rect.size, f, b, 12, 3 if b == GOLD else 2)), rect)
        cy = rect.centery
        crown = pygame.Rect(rect.x + 13, rect.y + 1, 28, 28)  # the start player wears the crown, over the badge
        if seat == v.start:  # crowned: the badge steps down under it, clear of the name
            surface.blit(assets.seat_badge(info.colour, 32), (rect.x + 11, rect.bottom - 35))
        else:
            surface.blit(assets.seat_badge(info.colour, 36), (rect.x + 8, cy - 18))
        name_rect = pygame.Rect(rect.x + 52, rect.y, 188, rect.h)
        computer = level_word(info) is not None
        label = assets.text(info.name, "bold", 24 if computer else 26, PAPER, width=name_rect.w)
        where = label.get_rect(midleft=(name_rect.x, cy))
        if computer:  # its name up a little, its level on a tag below
            where.top = rect.y + 3
            tag = draw_level_tag(surface, assets, info, width=name_rect.w, bottomleft=(name_rect.x, rect.bottom - 2))
            scene.tip(tag, seat_kind(info))
        where.w = min(where.w, name_rect.w)  # even a name of the widest letters stops at its box
        surface.blit(label, where, pygame.Rect(0, 0, where.w, where.h))
        scene._seat_parts[seat] = (where, crown if seat == v.start else None)
        scene.tip(pygame.Rect(rect.x, rect.y, name_rect.right - rect.x, rect.h),
                  tr("laurel.tip.turn", name=info.name) if turn else tr("laurel.tip.sponsor", name=info.name))
        if seat == v.start:
            surface.blit(assets.svg("common/icons/crown.svg", crown.size), crown)
            scene.tip(crown, tr("laurel.tip.start", name=info.name))
        honour = scene.shown_honour[seat]
        stats = assets.text(tr("laurel.seat.honour", n=honour), "display", 30, GOLD, width=118)
        box = stats.get_rect(midleft=(rect.x + 252, cy + 1))
        surface.blit(stats, box)
        scene.tip(box, tr("laurel.tip.honour", name=info.name, n=honour))
        if rules.lap(honour):
            lap = assets.text(tr("laurel.seat.lap", n=rules.lap(honour) + 1), "display", 26, YELLOW, width=56)
            where = lap.get_rect(midleft=(rect.x + 374, cy + 1))
            surface.blit(lap, where)
            scene.tip(where, tr("laurel.tip.lap", name=info.name, n=rules.lap(honour) + 1, honour=honour))
        if auction:
            icon = art.counter_icon(assets, 24)
            count = assets.text(str(v.counters[seat]), "display", 28, PAPER)
            spot = pygame.Rect(rect.x + 434, cy - 14, 26 + count.get_width() + 4, 28)
            surface.blit(icon, (spot.x, cy - 12))
            surface.blit(count, count.get_rect(midleft=(spot.x + 28, cy + 1)))
            scene.tip(spot, tr("laurel.tip.counters", name=info.name, n=v.counters[seat]))
        back = assets.svg("laurel-crown/card-back.svg", (20, 28))
        cards = assets.text(str(len(v.hands[seat])), "display", 28, PAPER)
        spot = pygame.Rect(rect.x + 494, cy - 14, 24 + cards.get_width(), 28)
        surface.blit(back, (spot.x, cy - 14))
        surface.blit(cards, cards.get_rect(midleft=(spot.x + 24, cy + 1)))
        scene.tip(spot, tr("laurel.tip.cards", name=info.name, n=len(v.hands[seat])))
        if v.gold[seat]:
            coin = pygame.Rect(rect.right - 36, cy - 15, 30, 30)
            surface.blit(assets.svg("laurel-crown/coin.svg", coin.size), coin)
            scene.tip(coin, tr("laurel.tip.gold", name=info.name, n=rules.R["gold_bonus"], value=rules.R["gold_value"]))


def draw_pawns(scene, surface) -> None:
    """The pawns on the honour track; one on a later lap carries its lap number."""
    assets = scene.assets
    for seat, pawn in sorted(scene.pawns.items(), key=lambda kv: kv[1].height):
        pawn.draw(surface)
        honour = scene.shown_honour[seat]
        laps = rules.lap(honour)
        scene.tip(pawn.rect, tr("laurel.tip.honour", name=scene.seat_name(seat), n=honour))
        if laps:  # a pawn on a later lap carries its lap number (stacked pawns' tags one above another)
            tag = assets.text(tr("laurel.lap-tag", n=laps + 1), "bold", 22, GOLD, shadow=True)
            space = honour % rules.R["track"]
            below = [s for s in scene.pawns if s < seat and rules.lap(scene.shown_honour[s])
                     and scene.shown_honour[s] % rules.R["track"] == space]
            where = (pawn.x + pawn.w - 4, pawn.y - 12 - 20 * len(below))
            surface.blit(tag, where)
            scene.tip(tag.get_rect(topleft=where), tr("laurel.tip.lap", name=scene.seat_name(seat), n=laps + 1,
                                                      honour=honour))
