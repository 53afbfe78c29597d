"""The tournament director's views of the Challengers! table: the plan of every round, the
standings and the champion, each drawn from an engine view (what ``audience`` may see), never
from the real state.

Pure drawing: each function paints into ``rect`` of a surface and returns its tooltips (a rect
and a text); the table decides when to show them and handles every click. What a participant
may be known to hold is worked out once, in ``standings``, so a test can hold it to the rules:
the fans on another seat's face-down trophy (a code of ``round * 10`` in a view) are never
shown, and neither is a total that would need them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from tabletop.games.challengers.narration import park_name
from tabletop.games.challengers.rules.content import LATER_PHASES, RULES, trophy_fans, trophy_round
from tabletop.games.challengers.rules.state import ChallengersState, open_fans, participants, standing_key
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, INK, PAPER, SEAT_COLOURS, Assets
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.seats import draw_level_tag, level_tag_size, level_word, seat_kind

Tips = list[tuple[pygame.Rect, str]]

PARK_COLOURS = ((58, 166, 85), (216, 69, 58), (138, 85, 200), (232, 184, 48))  # green, red, purple, yellow
ROBOT_GREY = (150, 156, 168)
STAGE = (58, 34, 92)  # the champion's stage, behind the rays
SILVER, BRONZE = (200, 206, 216), (205, 127, 50)
REASON_KEYS = {"deck-out": "challengers.reason.deck-out", "bench-full": "challengers.reason.bench-full",
               "reveal-limit": "challengers.reason.reveal-limit"}
LETTER_KEYS = {"A": "challengers.dir.letter.a", "B": "challengers.dir.letter.b"}
ENDED_KEYS = {"final": "challengers.dir.by.final", "fans": "challengers.dir.by.fans", "lead": "challengers.dir.by.lead"}


# --------------------------------------------------------------------------- what may be known


@dataclass(frozen=True)
class Trophy:
    round: int
    fans: int | None  # None: face down for this audience


@dataclass(frozen=True)
class Standing:
    """One participant's line: ``total`` and ``place`` are None where the audience may not know."""

    who: int
    trophies: tuple[Trophy, ...]
    tokens: int
    total: int | None
    place: int | None
    ranked: bool  # False for the Robot of a 3+ seat tournament: no trophies, no final


def knows(view: ChallengersState, who: int, audience: int | None) -> bool:
    """May ``audience`` know the fans on ``who``'s trophies?"""
    return open_fans(view) or view.phase in LATER_PHASES or who == audience


def standings(view: ChallengersState, audience: int | None) -> list[Standing]:
    """Every participant, in standing order where it is known (else seat order, the Robot last)."""
    n = participants(view.players)
    rows = []
    for who in range(n):
        shown = knows(view, who, audience)
        # A real trophy has fans on its back: a zero is a face-down one, whoever the caller says it is.
        held = tuple(sorted((Trophy(trophy_round(t), (trophy_fans(t) or None) if shown else None)
                             for t in view.trophies[who]), key=lambda t: t.round))
        total = None  # known when every trophy's fans are (fan tokens are public, and so is holding none)
        if all(t.fans is not None for t in held):
            total = view.fans[who] + sum(t.fans for t in held)
        rows.append(Standing(who, held, view.fans[who], total, None, view.players < 3 or who < view.players))
    ranked = [r for r in rows if r.ranked]
    if any(r.total is None for r in ranked) or not any(r.total or r.trophies for r in ranked):
        return rows  # unknown, or nothing to rank yet

    def key(r: Standing) -> tuple:
        lead = 0
        if view.phase == "over" and r.who in view.champions:
            lead = 2
        elif view.finalists and r.who in view.finalists:
            lead = 2 - view.finalists.index(r.who) if view.phase != "over" else 1
        return (lead, *standing_key(view, r.who))

    ranked.sort(key=key, reverse=True)
    out = []
    for r in ranked:
        better = sum(1 for o in ranked if key(o) > key(r))
        out.append(Standing(r.who, r.trophies, r.tokens, r.total, better + 1, True))
    return out + [r for r in rows if not r.ranked]


NAME_BESIDE_TAG = 110  # the least width a standings line leaves a name before it shows a level tag too


def trophy_tip(name: str, t: Trophy) -> str:
    if t.fans is None:
        return tr("challengers.dir.trophy-hidden", name=name, round=t.round)
    return tr("challengers.dir.trophy", name=name, round=t.round, fans=t.fans)


def row_tip(view: ChallengersState, row: Standing, name: str) -> str:
    """Everything a standings line says, as one tooltip."""
    lines = [tr("challengers.dir.row", name=name, trophies=len(row.trophies), tokens=row.tokens)]
    lines += [trophy_tip(name, t) for t in row.trophies]
    if row.total is not None:
        lines.append(tr("challengers.dir.total", name=name, n=row.total))
    elif row.trophies:
        lines.append(tr("challengers.dir.hidden-until"))
    if not row.ranked:
        lines.append(tr("challengers.dir.robot-unranked"))
    return "\n".join(lines)


# --------------------------------------------------------------------------- small pieces


def _colour(colours, who: int) -> tuple[int, int, int]:
    c = colours[who]
    return ROBOT_GREY if c is None else SEAT_COLOURS[c]


def _badge(assets: Assets, colours, who: int, size: int) -> pygame.Surface:
    c = colours[who]
    return assets.svg("common/icons/robot.svg", (size, size)) if c is None else assets.seat_badge(c, size)


def _name(assets: Assets, name: str, face: str, size: int, width: int, colour, min_size: int = 22) -> pygame.Surface:
    """A player's name at most ``width`` wide: smaller down to ``min_size``, then cut short."""
    font = assets.font(assets.face_for(face, name), min_size)
    while len(name) > 1 and font.size(name)[0] > width:
        name = name[:-2].rstrip() + "…"
    return assets.text(name, face, size, colour, width=width, min_size=min_size)


def _label(assets: Assets, text: str, face: str, size: int, width: int, colour, min_size: int = 22,
           shadow: bool = False) -> pygame.Surface:
    return assets.text(text, face, size, colour, width=max(1, width), min_size=min_size, shadow=shadow)


def _tint(colour, white: float) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * white) for c in colour)


def _disc(surface, assets: Assets, centre, radius: int, fill, text: str, colour=INK) -> pygame.Rect:
    pygame.draw.circle(surface, INK, (centre[0] + 2, centre[1] + 3), radius)
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, 3)
    label = assets.text(text, "display", round(radius * 1.5), colour, min_size=10)
    surface.blit(label, label.get_rect(center=(centre[0], centre[1] + round(radius * 0.08))))
    return pygame.Rect(centre[0] - radius, centre[1] - radius, radius * 2, radius * 2)


def _board(surface, rect: pygame.Rect, fill=PAPER) -> None:
    shadow = rounded_panel(rect.size, (0, 0, 0, 90), radius=26)
    surface.blit(shadow, rect.move(6, 8))
    surface.blit(rounded_panel(rect.size, fill, INK, 26, 4), rect)


def _confetti(surface, rect: pygame.Rect, seed: int, count: int = 40) -> None:
    """Little pieces of paper in the parks' colours (the same every frame)."""
    rnd = random.Random(seed)
    for i in range(count):
        x, y = rect.x + rnd.randrange(max(1, rect.w)), rect.y + rnd.randrange(max(1, rect.h))
        colour = PARK_COLOURS[i % 4]
        r = rnd.randint(4, 7)
        if i % 3:
            pygame.draw.circle(surface, colour, (x, y), r)
        else:
            pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


# --------------------------------------------------------------------------- the bracket


def draw_bracket(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: ChallengersState, names,
                 colours, audience: int | None) -> Tips:
    """The plan of all seven rounds (and the final): a row per round, a cell per park."""
    rect = pygame.Rect(rect)
    tips: Tips = []
    _board(surface, rect)
    title = _label(assets, tr("challengers.dir.plan").upper(), "display", 52, rect.w - 240, INK, 30)
    where = title.get_rect(midtop=(rect.centerx, rect.y + 12))
    plate = where.inflate(40, 0)
    band = pygame.Rect(rect.x + 30, rect.y + 14, rect.w - 60, 50)
    _confetti(surface, pygame.Rect(band.x, band.y, plate.x - 60 - band.x, band.h), 5, 18)
    _confetti(surface, pygame.Rect(plate.right + 60, band.y, band.right - plate.right - 60, band.h), 6, 18)
    surface.blit(title, where)
    cup = assets.svg("challengers/trophy.svg", (48, 48))
    surface.blit(cup, cup.get_rect(midright=(plate.x, where.centery)))
    surface.blit(cup, cup.get_rect(midleft=(plate.right, where.centery)))
    stripe = pygame.Rect(rect.x + 40, rect.y + 70, rect.w - 80, 6)
    for i in range(4):
        part = pygame.Rect(stripe.x + i * stripe.w // 4, stripe.y, stripe.w // 4 + 1, stripe.h)
        pygame.draw.rect(surface, PARK_COLOURS[i], part)
    parks = len(view.plan[0])
    left, pad, gap = 190, 24, 12
    inner = pygame.Rect(rect.x + pad, rect.y + 90, rect.w - 2 * pad, rect.h - 90 - pad)
    cell_w = min(520, (inner.w - left) // parks - gap)
    grid_x = inner.x + left + (inner.w - left - parks * (cell_w + gap)) // 2
    head_h = 40
    rows = RULES.rounds + 1
    row_h = (inner.h - head_h) // rows
    for park in range(parks):
        tag = pygame.Rect(grid_x + park * (cell_w + gap), inner.y, cell_w, head_h - 8)
        pygame.draw.rect(surface, PARK_COLOURS[park], tag, border_radius=12)
        pygame.draw.rect(surface, INK, tag, 3, border_radius=12)
        text = _label(assets, park_name(park).upper(), "display", 30, tag.w - 16, PAPER,
                      shadow=True)
        surface.blit(text, text.get_rect(center=(tag.centerx, tag.centery + 2)))
    current = view.round if view.phase in ("deck", "competition") else (RULES.rounds + 1 if view.phase != "over" else 0)
    for r in range(rows):
        top = inner.y + head_h + r * row_h
        row = pygame.Rect(inner.x, top, inner.w, row_h - 6)
        if r + 1 == current:
            band = rounded_panel(row.inflate(8, 4).size, (255, 214, 90, 150), INK, 16, 3)
            surface.blit(band, row.inflate(8, 4))
        if r < RULES.rounds:
            tips += _round_label(surface, assets, pygame.Rect(row.x, row.y, left - 8, row.h), r, r + 1 == current)
            for park, sides in enumerate(view.plan[r]):
                cell = pygame.Rect(grid_x + park * (cell_w + gap), row.y + 2, cell_w, row.h - 4)
                tips += _cell(surface, assets, cell, view, names, colours, r + 1, park, sides)
        else:
            grid = pygame.Rect(grid_x, row.y + 2, parks * (cell_w + gap) - gap, row.h - 4)
            cell = pygame.Rect(0, grid.y, min(grid.w, 2 * cell_w + gap), grid.h)
            cell.centerx = grid.centerx
            tips += _final_row(surface, assets, row, grid, cell, left, view, names, colours,
                               current == RULES.rounds + 1)
    return tips


def _round_label(surface, assets: Assets, box: pygame.Rect, r: int, now: bool) -> Tips:
    letter = RULES.plan[r]
    radius = min(22, box.h // 2 - 4)
    disc = _disc(surface, assets, (box.x + 12 + radius, box.centery), radius, GOLD if now else INK, letter,
                 INK if now else GOLD)
    text = _label(assets, tr("challengers.dir.round", n=r + 1).upper(), "display", 34, box.w - 2 * radius - 24, INK)
    surface.blit(text, text.get_rect(midleft=(disc.right + 10, box.centery + 2)))
    return [(disc, tr(LETTER_KEYS[letter])), (pygame.Rect(disc.right, box.y, box.w - disc.w - 12, box.h),
                                               tr("challengers.dir.round-tip", n=r + 1, letter=letter))]


def _outcome(view: ChallengersState, rnd: int, park: int) -> tuple[int, str, int]:
    """(winner, reason, flag holder) of a park's match in a round; -1 where there is none yet."""
    for res in view.results:
        if res.round == rnd and res.park == park:
            return res.winner, res.reason, -1
    if view.round == rnd and view.phase in ("competition", "final"):
        for m in view.matches:
            if m.park == park:
                return m.winner, m.reason, m.holder if m.winner < 0 else -1
    return -1, "", -1


def _cell(surface, assets: Assets, cell: pygame.Rect, view, names, colours, rnd: int, park: int, sides) -> Tips:
    winner, reason, holder = _outcome(view, rnd, park)
    played = winner >= 0
    future = rnd > view.round or (rnd == view.round and view.phase in ("deck", "final-deck"))
    colour = _tint(PARK_COLOURS[park], 0.45) if future else PARK_COLOURS[park]
    surface.blit(rounded_panel(cell.size, (0, 0, 0, 70), radius=14), cell.move(3, 4))
    surface.blit(rounded_panel(cell.size, colour, INK, 14, 3), cell)
    pill_h = (cell.h - 14) // 2
    for i, who in enumerate(sides):
        pill = pygame.Rect(cell.x + 7, cell.y + 5 + i * (pill_h + 4), cell.w - 14, pill_h)
        won, lost = played and who == winner, played and who != winner
        fill = GOLD if won else ((236, 230, 220) if lost else PAPER)
        pygame.draw.rect(surface, fill, pill, border_radius=pill_h // 2)
        pygame.draw.rect(surface, INK, pill, 2, border_radius=pill_h // 2)
        size = pill_h - 6
        badge = _badge(assets, colours, who, size)
        surface.blit(badge, (pill.x + 6, pill.y + 3))
        mark = None
        if won and who >= view.players and view.players >= 3:  # the Robot's trophy goes to the box
            cup = assets.svg("challengers/trophy.svg", (size, size))
            mark = assets.cached(("challengers-cup-down", size), lambda: _greyed(cup))
        elif won:
            prize = "common/icons/crown.svg" if rnd > RULES.rounds else "challengers/trophy.svg"  # the final: a crown
            mark = assets.svg(prize, (size, size))
        elif lost and reason in REASON_KEYS:
            mark = assets.svg(f"challengers/icons/reason-{reason}.svg", (size, size))
        elif who == holder:
            mark = assets.svg("challengers/flag.svg", (size * 4 // 5, size))
        room = pill.w - size - 26 - (size + 6 if mark is not None else 0)
        name = _name(assets, names[who], "bold", 24, room, (110, 100, 110) if lost else INK,
                     min_size=20)
        surface.blit(name, name.get_rect(midleft=(pill.x + size + 12, pill.centery)))
        if mark is not None:
            surface.blit(mark, mark.get_rect(midright=(pill.right - 8, pill.centery)))
    a, b = (names[s] for s in sides)
    if played:
        loser = sides[1] if winner == sides[0] else sides[0]
        text = tr("challengers.dir.result", winner=names[winner], loser=names[loser])
        if reason in REASON_KEYS:
            text += "\n" + tr(REASON_KEYS[reason])
        if winner >= view.players and view.players >= 3:
            text += "\n" + tr("challengers.dir.boxed")
    else:
        text = tr("challengers.dir.match", round=rnd, park=park + 1, a=a, b=b)
    return [(cell, text)]


def _final_row(surface, assets: Assets, row: pygame.Rect, grid: pygame.Rect, cell: pygame.Rect, left: int, view,
               names, colours, now: bool) -> Tips:
    label = pygame.Rect(row.x, row.y, left - 8, row.h)
    radius = min(22, label.h // 2 - 4)
    centre = (label.x + 12 + radius, label.centery)
    pygame.draw.circle(surface, INK, (centre[0] + 2, centre[1] + 3), radius)
    pygame.draw.circle(surface, GOLD if now else INK, centre, radius)
    crown = assets.svg("common/icons/crown.svg", (radius * 3 // 2, radius * 3 // 2))
    surface.blit(crown, crown.get_rect(center=centre))
    text = _label(assets, tr("challengers.dir.final").upper(), "display", 34, label.w - 2 * radius - 24, INK)
    surface.blit(text, text.get_rect(midleft=(centre[0] + radius + 10, label.centery + 2)))
    if len(view.finalists) == 2:
        return _cell(surface, assets, cell, view, names, colours, RULES.rounds + 1, 0, tuple(view.finalists))
    key = "challengers.dir.no-final" if view.players < 3 else "challengers.dir.final-pending"
    text = tr(key, n=RULES.lead_to_win)
    surface.blit(rounded_panel(grid.size, _tint(PARK_COLOURS[0], 0.55), INK, 14, 3), grid)
    side = grid.h - 20
    q = assets.svg("challengers/flag.svg" if view.players < 3 else "common/icons/question.svg", (side * 4 // 5, side))
    surface.blit(q, q.get_rect(midleft=(grid.x + 14, grid.centery)))
    room = pygame.Rect(grid.x + side + 24, grid.y + 4, grid.w - side - 36, grid.h - 8)
    para = assets.wrapped(text, "bold", 24, room.w, INK, height=room.h, min_size=20)
    surface.blit(para, (room.x, room.centery - para.get_height() // 2))
    return [(grid, text)]


# --------------------------------------------------------------------------- the standings


def draw_standings(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: ChallengersState, names,
                   colours, audience: int | None, compact: bool = False, seats=()) -> Tips:
    """Each participant's trophies, fan tokens and total fans, as far as ``audience`` may know;
    ``seats`` (the match's ``SeatInfo``s): a computer seat's level on a tag after its name where the
    line has room for both, and in the line's tooltip always."""
    rect = pygame.Rect(rect)
    rows = standings(view, audience)
    tips: Tips = []
    surface.blit(rounded_panel(rect.size, PAPER, INK, 18 if compact else 24, 3 if compact else 4), rect)
    small = 20 if compact else 22
    head = 40 if compact else 56
    title = _label(assets, tr("challengers.dir.standings").upper(), "display", 34 if compact else 44,
                   rect.w // 2 if not compact else rect.w - 60, INK, 24)
    surface.blit(title, (rect.x + 16, rect.y + 6))
    later = view.phase in LATER_PHASES or open_fans(view)
    footer = 0 if compact else 40
    info = pygame.Rect(rect.right - 44, rect.y + 8, 30, 30)
    surface.blit(assets.svg("common/icons/question.svg", info.size), info)
    tips.append((info, tr("challengers.dir.tiebreak") + ("" if later else "\n" + tr("challengers.dir.hidden-until"))))
    body = pygame.Rect(rect.x + 10, rect.y + head, rect.w - 20, rect.h - head - footer - 10)
    step = min(48 if compact else 72, body.h // max(1, len(rows)))
    cols = _columns(body.w, compact)
    if not compact:
        for key, (x, w) in (("challengers.dir.col.trophies", cols["trophies"]), ("challengers.dir.col.tokens",
                                                                                 cols["tokens"]),
                            ("challengers.dir.col.total", cols["total"])):
            text = _label(assets, tr(key), "bold", 22, w, (90, 80, 96))
            surface.blit(text, text.get_rect(midbottom=(body.x + x + w // 2, body.y - 2)))
    for i, row in enumerate(rows):
        line = pygame.Rect(body.x, body.y + i * step, body.w, step - 4)
        info = seats[row.who] if row.who < len(seats) else None
        tips += _standing_line(surface, assets, line, i, cols, view, row, names, colours, audience, compact, small,
                               info)
    if not compact:
        note = pygame.Rect(rect.x + 20, rect.bottom - footer - 6, rect.w - 40, footer)
        text = tr("challengers.dir.tiebreak") if later else tr("challengers.dir.hidden-until")
        para = assets.wrapped(text, "body", 22, note.w, (70, 60, 80), height=note.h, min_size=20)
        surface.blit(para, para.get_rect(midleft=note.midleft))
    return tips


def _columns(width: int, compact: bool) -> dict[str, tuple[int, int]]:
    """x and width of each column of a standings line."""
    if compact:
        total, tokens, trophies = 52, 60, 58
    else:
        total, tokens, trophies = 120, 130, min(7 * 96, width - 520)
    x = width - total
    out = {"total": (x, total)}
    x -= tokens
    out["tokens"] = (x, tokens)
    x -= trophies
    out["trophies"] = (x, trophies)
    out["name"] = (0, x - 8)
    return out


def _standing_line(surface, assets: Assets, line: pygame.Rect, index: int, cols, view, row: Standing, names,
                   colours, audience, compact: bool, small: int, info=None) -> Tips:
    who = row.who
    mine = who == audience
    fill = _tint(_colour(colours, who), 0.72) if mine else ((255, 255, 255) if index % 2 else (244, 236, 222))
    pygame.draw.rect(surface, fill, line, border_radius=line.h // 2)
    pygame.draw.rect(surface, _colour(colours, who), line, 3 if mine else 2, border_radius=line.h // 2)
    h = line.h
    x = line.x + 6
    radius = min(13, h // 2 - 3) if compact else h // 2 - 3
    if row.place is not None:
        medal = {1: GOLD, 2: SILVER, 3: BRONZE}.get(row.place, PAPER)
        _disc(surface, assets, (x + radius, line.centery), radius, medal, str(row.place))
    x += 2 * radius + (5 if compact else 8)
    size = min(28, h - 8) if compact else h - 8
    surface.blit(_badge(assets, colours, who, size), (x, line.centery - size // 2))
    x += size + (5 if compact else 8)
    name_w = line.x + cols["name"][1] - x
    tag_w = level_tag_size(assets, info, small)[0] + 6 if info is not None else 0
    if tag_w and name_w - tag_w >= NAME_BESIDE_TAG:  # room for the name and a computer's level
        name_w -= tag_w
        draw_level_tag(surface, assets, info, size=small, min_size=small,
                       midright=(line.x + cols["name"][1] - 2, line.centery + 1))
    name = _name(assets, names[who], "bold", small + 4, name_w, INK if row.ranked else (90, 90, 100), small)
    surface.blit(name, name.get_rect(midleft=(x, line.centery + 2)))
    name_tip = row_tip(view, row, names[who])
    if info is not None and level_word(info) is not None:
        name_tip += "\n" + seat_kind(info)
    tips: Tips = [(line, name_tip)]
    tx, tw = cols["trophies"]
    tx += line.x
    if compact:
        icon = assets.svg("challengers/trophy.svg", (size, size))
        surface.blit(icon, (tx, line.centery - size // 2))
        n = assets.text(f"×{len(row.trophies)}", "display", small + 10, INK, min_size=small)
        surface.blit(n, n.get_rect(midleft=(tx + size + 2, line.centery + 2)))
    else:
        slot = min(96, tw // max(1, RULES.rounds))
        for k, t in enumerate(row.trophies):
            box = pygame.Rect(tx + k * slot, line.y + 4, slot - 6, h - 8)
            tips.append((box, trophy_tip(names[who], t)))
            _trophy_chip(surface, assets, box, t)
    fx, _ = cols["tokens"]
    fan = assets.svg("challengers/fan.svg", (size, size))
    surface.blit(fan, (line.x + fx, line.centery - size // 2))
    n = assets.text(f"×{row.tokens}", "display", small + 10, INK, min_size=small)
    surface.blit(n, n.get_rect(midleft=(line.x + fx + size + 2, line.centery + 2)))
    ox, ow = cols["total"]
    total = pygame.Rect(line.x + ox, line.y + 2, ow - 6, h - 4)
    known = row.total is not None
    pygame.draw.rect(surface, GOLD if known else (214, 208, 200), total, border_radius=total.h // 2)
    pygame.draw.rect(surface, INK, total, 2, border_radius=total.h // 2)
    text = assets.text(str(row.total) if known else "?", "display", round(h * 0.8), INK, min_size=small)
    surface.blit(text, text.get_rect(center=(total.centerx, total.centery + 2)))
    tips.append((total, tr("challengers.dir.total", name=names[who], n=row.total) if known
                 else tr("challengers.dir.hidden-until")))
    return tips


def _trophy_chip(surface, assets: Assets, box: pygame.Rect, t: Trophy) -> None:
    """A trophy: its round on a dark tab, the cup, its fans (a question mark while face down)."""
    known = t.fans is not None
    radius = min(12, box.h // 2)
    pygame.draw.rect(surface, (255, 236, 170) if known else (206, 200, 214), box, border_radius=radius)
    tab = pygame.Rect(box.x, box.y, max(22, min(box.w * 3 // 10, box.h * 3 // 4)), box.h)
    pygame.draw.rect(surface, INK, tab, border_top_left_radius=radius, border_bottom_left_radius=radius)
    pygame.draw.rect(surface, INK, box, 2, border_radius=radius)
    rnd = assets.text(str(t.round), "display", max(18, box.h * 3 // 5), GOLD if known else PAPER, min_size=10)
    surface.blit(rnd, rnd.get_rect(center=(tab.centerx, tab.centery + 2)))
    side = min(box.h - 6, box.w * 3 // 10)
    cup = assets.svg("challengers/trophy.svg", (side, side))
    if not known:
        cup = assets.cached(("challengers-cup-down", side), lambda: _greyed(cup))
    surface.blit(cup, (tab.right + 2, box.y + (box.h - side) // 2))
    fans = assets.text(str(t.fans) if known else "?", "display", max(20, box.h * 3 // 4), INK, min_size=10)
    right = pygame.Rect(tab.right + side + 2, box.y, box.right - tab.right - side - 2, box.h)
    surface.blit(fans, fans.get_rect(center=(right.centerx, right.centery + 2)))


def _greyed(surf: pygame.Surface) -> pygame.Surface:
    out = surf.copy()
    out.fill((150, 150, 170, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


# --------------------------------------------------------------------------- the champion


def _fans_tie_key(view: ChallengersState) -> str:
    """How the most fans after round 7 decided it: outright, or level on fans and then on more
    trophies or the highest-numbered trophy (the standings' tie-breaks)."""
    keys = sorted((standing_key(view, who) for who in range(len(view.fans))), reverse=True)
    if len(keys) < 2 or keys[0][0] != keys[1][0]:
        return "challengers.dir.by.fans"
    return "challengers.dir.by.fans-trophies" if keys[0][1] != keys[1][1] else "challengers.dir.by.fans-highest"


def draw_champion(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, view: ChallengersState, names,
                  colours, story: tuple[str, ...] = ()) -> Tips:
    """The end of the tournament: the champion(s), how it ended (and ``story``: a line or two on
    the matches that decided it, told by the table), the final standings."""
    rect = pygame.Rect(rect)
    _board(surface, rect, STAGE)
    surface.blit(assets.cached(("challengers-rays", rect.size), lambda: _rays(rect.size)), rect)
    pygame.draw.rect(surface, INK, rect, 4, border_radius=26)
    _confetti(surface, rect.inflate(-40, -40), 3, 70)
    robot_won = not [c for c in view.champions if c < view.players]
    centre = (rect.centerx, rect.y + 90)
    cup = assets.svg("common/icons/robot.svg" if robot_won else "challengers/trophy.svg", (130, 130))
    glow = rounded_panel((170, 170), (255, 230, 140, 90), radius=85)
    surface.blit(glow, glow.get_rect(center=centre))
    surface.blit(cup, cup.get_rect(center=centre))
    if len(view.champions) > 1:
        key = "challengers.dir.champions"
    elif robot_won:
        key = "challengers.dir.robot-won"
    else:
        key = "challengers.dir.champion"
    title = _label(assets, tr(key).upper(), "display", 84, rect.w - 120, GOLD, 48, shadow=True)
    y = centre[1] + 62
    surface.blit(title, title.get_rect(midtop=(rect.centerx, y)))
    y += title.get_height()
    each = (rect.w - 100) // max(1, len(view.champions)) - 20
    pills = []
    for who in view.champions:
        badge = _badge(assets, colours, who, 46)
        name = _name(assets, names[who], "display", 52, each - 100, INK, 30)
        pills.append((who, badge, name, max(badge.get_width() + name.get_width() + 52, 180)))
    x = rect.centerx - (sum(p[3] for p in pills) + 20 * (len(pills) - 1)) // 2
    for who, badge, name, w in pills:
        pill = pygame.Rect(x, y, w, 62)
        pygame.draw.rect(surface, _colour(colours, who), pill.move(4, 5), border_radius=31)
        pygame.draw.rect(surface, PAPER, pill, border_radius=31)
        pygame.draw.rect(surface, INK, pill, 3, border_radius=31)
        surface.blit(badge, badge.get_rect(midleft=(pill.x + 16, pill.centery)))
        surface.blit(name, name.get_rect(midleft=(pill.x + 30 + badge.get_width(), pill.centery + 3)))
        x += w + 20
    y += 74
    how = tr(ENDED_KEYS.get(view.ended_by, "challengers.dir.by.fans"), n=RULES.lead_to_win)
    if view.ended_by == "fans":
        how = tr(_fans_tie_key(view))
    if robot_won:  # solo: say that nobody is champion, then how the Robot got there
        story = (how, *story)
        how = tr("challengers.dir.nobody")
    lines = [_label(assets, how, "bold", 30, rect.w - 160, PAPER, 22, shadow=True)]
    lines += [_label(assets, text, "body", 24, rect.w - 160, (236, 226, 244), 22, shadow=True) for text in story[:4]]
    band = pygame.Rect(0, y - 4, max(line.get_width() for line in lines) + 60,
                       sum(line.get_height() for line in lines) + 12)
    band.centerx = rect.centerx
    surface.blit(rounded_panel(band.size, (20, 8, 30, 185), radius=min(24, band.h // 2)), band)  # words off the rays
    where = lines[0].get_rect(midtop=(rect.centerx, y))
    tips: Tips = [(where, how)]
    for line in lines:
        surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
        y += line.get_height()
    y = band.bottom + 14
    rows = len(standings(view, None))
    height = min(rect.bottom - 24 - y, 56 + 50 + rows * 72)
    table = pygame.Rect(rect.x + 40, y + (rect.bottom - 24 - y - height) // 2, rect.w - 80, height)
    return tips + draw_standings(surface, assets, table, view, names, colours, None)


def _rays(size: tuple[int, int]) -> pygame.Surface:
    """Light from the cup in the parks' colours, inside the board's rounded corners."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    cx, cy = w // 2, 90
    length = w + h
    for i in range(20):
        a0, a1 = (i - 0.32) * math.pi / 10, (i + 0.32) * math.pi / 10
        points = [(cx, cy), (cx + length * math.cos(a0), cy + length * math.sin(a0)),
                  (cx + length * math.cos(a1), cy + length * math.sin(a1))]
        pygame.draw.polygon(surf, (*_tint(PARK_COLOURS[i % 4], 0.15), 150), points)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect().inflate(-8, -8), border_radius=22)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf
