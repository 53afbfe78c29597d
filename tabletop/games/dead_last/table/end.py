"""The end of a game of Dead Last: the winner, how it was won, and everyone's gold laid open, bar
by bar, then the rounds in a line each (the latest ones, as many as fit)."""

from __future__ import annotations

import pygame

from tabletop.games.dead_last import narration, rules
from tabletop.games.dead_last.table import draw
from tabletop.i18n import tr
from tabletop.ui import probe
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.pieces import rounded_panel


def draw_end(surface, assets, rect: pygame.Rect, view, names, colours, ending: str) -> list:
    """Paint the end into ``rect``; returns its tooltips."""
    tips: list = []
    rect = pygame.Rect(rect)
    surface.blit(assets.cached(("deadlast-end", rect.size), lambda: rounded_panel(rect.size, (30, 20, 14, 255),
                                                                                  draw.RIM, 24, 4)), rect)
    crown = assets.svg("common/icons/crown.svg", (84, 84))
    surface.blit(crown, crown.get_rect(midtop=(rect.centerx, rect.y + 12)))
    headline = narration.headline([names[s] for s in view.champions])
    title = assets.text(headline, "display", 72, YELLOW, shadow=True, width=rect.w - 60)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 96)))
    story = assets.text_lines(ending, "bold", 26, rect.w - 200, PAPER, lines=2, height=70)
    surface.blit(story, story.get_rect(midtop=(rect.centerx, rect.y + 96 + title.get_height() + 6)))
    top = rect.y + 96 + title.get_height() + 6 + story.get_height() + 18
    heading = assets.text(tr("deadlast.end.seats"), "display", 34, GOLD)
    surface.blit(heading, (rect.x + 30, top))
    top += heading.get_height() + 6
    order = rules.placing(view)
    columns = 4 if view.players > 8 else 3 if view.players > 6 else 2 if view.players > 4 else 1
    rows = -(-view.players // columns)
    cell_w = (rect.w - 60 - (columns - 1) * 14) // columns
    cell_h = min(150, (rect.h - (top - rect.y) - 250) // rows - 10)
    for i, seat in enumerate(order):
        cell = pygame.Rect(rect.x + 30 + (i % columns) * (cell_w + 14), top + (i // columns) * (cell_h + 10),
                           cell_w, cell_h)
        tips += _seat_cell(surface, assets, cell, seat, view, names, colours)
    top += rows * (cell_h + 10) + 8
    _rounds(surface, assets, pygame.Rect(rect.x + 30, top, rect.w - 60, rect.bottom - top - 8), view, names)
    return tips


def _seat_cell(surface, assets, cell: pygame.Rect, seat: int, view, names, colours) -> list:
    won = seat in view.champions
    border = YELLOW if won else SEAT_COLOURS[colours[seat]]
    surface.blit(assets.cached(("deadlast-cell", cell.size, border), lambda: rounded_panel(
        cell.size, (44, 30, 20, 255), border, 14, 4 if won else 2)), cell)
    badge = assets.seat_badge(colours[seat], 40)
    surface.blit(badge, (cell.x + 12, cell.y + 10))
    total = rules.total(view, seat)
    probe.face(f"total:{seat}:{total}")
    points = assets.text(tr("deadlast.end.total", n=total), "display", 36, GOLD if won else PAPER)
    surface.blit(points, points.get_rect(topright=(cell.right - 12, cell.y + 8)))
    name = assets.text(names[seat], "bold", 26, PAPER, width=cell.w - 80 - points.get_width())
    surface.blit(name, (cell.x + 60, cell.y + 14))
    size = (44, 30)
    per_row = max(1, (cell.w - 20) // (size[0] + 4))
    for i, value in enumerate(view.gold[seat]):
        probe.face(f"gold:{seat}:{value}")
        x = cell.x + 10 + (i % per_row) * (size[0] + 4)
        y = cell.y + 60 + (i // per_row) * (size[1] + 22)
        if y + size[1] + 20 > cell.bottom:
            break
        surface.blit(assets.svg("dead-last/gold-bar.svg", size), (x, y))
        label = assets.text(str(value), "bold", 22, PAPER, shadow=True)
        surface.blit(label, label.get_rect(midtop=(x + size[0] // 2, y + size[1] - 8)))
    return [(cell, tr("deadlast.tip.bars", name=names[seat], n=len(view.gold[seat])))]


def _rounds(surface, assets, zone: pygame.Rect, view, names) -> None:
    """A line per round, the latest ones that fit (the log keeps them all)."""
    lines = narration.round_lines(view, names)
    if zone.h < 60 or not lines:
        return
    heading = assets.text(tr("deadlast.end.rounds"), "display", 30, GOLD)
    surface.blit(heading, (zone.x, zone.y))
    y = zone.y + heading.get_height() + 2
    room = (zone.bottom - y) // 28
    shown = lines[-room:] if len(lines) > room else lines
    if len(lines) > room and room > 1:
        shown = [tr("deadlast.end.earlier", n=len(lines) - room + 1)] + lines[-(room - 1):]
    for line in shown:
        label = assets.text(line, "body", 22, (220, 205, 185), width=zone.w)
        surface.blit(label, (zone.x, y))
        y += 28
