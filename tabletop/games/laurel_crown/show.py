"""The tournament show of the Laurel Crown table: every fighter of a tournament on a row of a
ladder, strongest at the top, its power broken down piece by piece.

A row shows the place, the sponsor, the fighter, its power dice (critical dice ringed in red),
one chip per thing that changed its power (the printed bonus, the reward gold, counters, each
supporter, allies, the arena's condition, an absolute ruler's jump), the total, and at the end
the prize or the wound it brought. The rows are filled by the table from the engine's events, and
every number comes from the engine (``rules.powers``): nothing here decides anything.
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine.core import evolve
from tabletop.games.laurel_crown import art, names, rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.pieces import Die, rounded_panel

PIPS = [str(i) for i in range(1, 7)]
GREEN = (120, 230, 120)
RED = (240, 96, 96)
BLUE = (150, 200, 255)
HEADER = 44  # the ladder's title line
MAX_ROW = 64
GAP = 4


class Row:
    """One fighter of the tournament on show (``index``: its place among the entries)."""

    def __init__(self, index: int, seat: int, fighter: str, gold: bool, counters: int) -> None:
        self.index, self.seat, self.fighter, self.gold, self.counters = index, seat, fighter, gold, counters
        self.dice: list[int] = []
        self.extra: list[int] = []
        self.notes: list[tuple[str, int]] = []
        self.total: int | None = None  # the power as known so far
        self.final = False  # the engine has determined it
        self.place: int | None = None
        self.outcome: str | None = None  # "prize", "wounded", "spared"
        self.ruled = ""  # why an absolute ruler's power jumped, in words
        self.honour = 0
        self.x = self.y = 0.0
        self.alpha = 0.0
        self.glow = 0.0
        self.shown = 0.0  # the total as it counts up on screen
        self.chips = 0.0  # 0..1: the breakdown fading in
        self.pieces: list[Die] = []
        self.layer: tuple[tuple, pygame.Surface] | None = None  # its panel and power bar as last drawn

    @property
    def info(self):
        return rules.FIGHTERS.get(self.fighter)


class Ladder:
    """The rows of a tournament and where each one stands on screen."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.rows: list[Row] = []
        self.arena: str | None = None
        self.number = 0
        self.deciding: int | None = None  # the entry whose re-roll is being decided

    # ------------------------------------------------------------------ filling
    def clear(self) -> None:
        self.rows, self.deciding = [], None

    def by_index(self, index: int) -> Row | None:
        return next((r for r in self.rows if r.index == index), None)

    def fill(self, entries, arena: str, number: int) -> None:
        """A fresh ladder for ``entries`` (seat, fighter, gold, counters), in placement order."""
        self.arena, self.number = arena, number
        self.rows = [Row(i, e["seat"], e["fighter"], e["gold"], e["counters"]) for i, e in enumerate(entries)]

    def set_dice(self, row: Row, dice, extra, tumble: bool, only=None) -> None:
        tweener = self.scene.tweener
        old = row.pieces
        row.dice, row.extra = list(dice), list(extra)
        values = row.dice + row.extra
        size = self.die_size()
        pieces = []
        for k, value in enumerate(values):
            die = old[k] if k < len(old) and old[k].w == size else Die(0, 0, size, "1", lambda key, s=size: art.die_face(
                self.scene.assets, key, s), PIPS)
            new = k >= len(old)
            if tumble and (new or only is None or k in only):
                die.tumble(tweener, str(value), duration=0.6, delay=0.03 * k)
            else:
                die.face = str(value)
            die.held = False
            pieces.append(die)
        row.pieces = pieces

    def running(self, view) -> bool:
        """Every row's power as far as it is known, from the engine (dice not rolled count 0);
        True when a total changed."""
        if self.arena not in rules.ARENAS:
            return False
        entries = tuple(rules.Entry(r.seat, r.fighter, r.gold, r.counters, tuple(r.dice), tuple(r.extra))
                        for r in self.rows if r.fighter in rules.FIGHTERS)
        if len(entries) != len(self.rows):
            return False
        arenas = list(view.arenas)
        while len(arenas) <= self.number:
            arenas.append(self.arena)
        arenas[self.number] = self.arena
        probe = evolve(view, entries=entries, arenas=tuple(arenas), tournament=self.number)
        changed = False
        for row, (power, notes) in zip(self.rows, rules.powers(probe)):
            if not row.final and row.dice and (row.total, row.notes) != (power, list(notes)):
                row.total, row.notes, changed = power, list(notes), True
                if row.chips < 1:
                    self.scene.tweener.add(row, 0.4, "out_quad", chips=1.0)
        return changed

    def provisional(self, row: Row) -> int | None:
        """Where a row stands on the power known so far, once every fighter has rolled."""
        if row.place is not None or any(r.total is None for r in self.rows):
            return None
        return self.order().index(row) + 1

    # ------------------------------------------------------------------ geometry
    def zone(self) -> pygame.Rect:
        return self.scene.layout["battle"]

    def columns(self) -> int:
        return 1 if len(self.rows) <= 12 else 2

    def row_height(self) -> int:
        per_column = max(1, math.ceil(len(self.rows) / self.columns()))
        return max(36, min(MAX_ROW, (self.zone().h - HEADER - 8) // per_column - GAP))

    def die_size(self) -> int:
        return max(24, min(art.DIE, self.row_height() - 14))

    def slot(self, k: int) -> pygame.Rect:
        zone, cols, h = self.zone(), self.columns(), self.row_height()
        per_column = max(1, math.ceil(len(self.rows) / cols))
        col, line = divmod(k, per_column)
        w = (zone.w - 20 - (cols - 1) * 10) // cols
        return pygame.Rect(zone.x + 10 + col * (w + 10), zone.y + HEADER + line * (h + GAP), w, h)

    def order(self) -> list[Row]:
        """Placed rows by place, the others by power so far (placement order while unknown)."""
        return sorted(self.rows, key=lambda r: (r.place if r.place is not None else 99,
                                                -(r.total if r.total is not None else -1), r.index))

    def arrange(self, instant: bool = False, duration: float = 0.6) -> None:
        tweener = self.scene.tweener
        for k, row in enumerate(self.order()):
            rect = self.slot(k)
            if instant or self.scene.app.speed <= 0:
                row.x, row.y = rect.x, rect.y
            elif (row.x, row.y) != rect.topleft:
                tweener.add(row, duration, "out_cubic", x=rect.x, y=rect.y, delay=0.04 * k)

    def slide_in(self) -> None:
        """The rows come onto the floor one after another, from the right."""
        tweener = self.scene.tweener
        for k, row in enumerate(self.order()):
            rect = self.slot(k)
            row.x, row.y, row.alpha = rect.x + 80, rect.y, 0.0
            tweener.add(row, 0.35, "out_cubic", x=rect.x, alpha=255.0, delay=0.06 * k)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        scene, assets = self.scene, self.scene.assets
        zone = self.zone()
        surface.blit(art.zone_panel(assets, zone.size), zone)
        a = rules.ARENAS.get(self.arena)
        if a is not None:
            title = tr("laurel.show.title", n=self.number + 1, arena=names.arena(self.arena))
            label = assets.text(title.upper(), "display", art.TITLE + 4, GOLD, width=zone.w - 360)
            surface.blit(label, (zone.x + 14, zone.y + 8))
            stakes = assets.text(tr("laurel.show.stakes", prizes=" · ".join(map(str, a.prizes)), n=a.penalty),
                                 "bold", art.BODY, PAPER, width=330)
            surface.blit(stakes, stakes.get_rect(topright=(zone.right - 14, zone.y + 12)))
        top = max([30] + [r.total for r in self.rows if r.total is not None and r.total < 99])
        for row in self.rows:
            self._draw_row(surface, row, top)

    def _draw_row(self, surface, row: Row, top: int) -> None:
        scene, assets = self.scene, self.scene.assets
        if row.alpha <= 1:
            return
        h = self.row_height()
        rect = pygame.Rect(round(row.x), round(row.y), self.slot(0).w, h)
        colour = SEAT_COLOURS[scene.match.seats[row.seat].colour]
        bar_w = 0
        if row.total is not None:  # the power as a bar: the board's power track, one line per fighter
            share = min(1.0, max(0, row.total) / top) if row.total < 99 else 1.0
            grown = min(1.0, row.shown / max(1, row.total)) if row.final else 1.0
            bar_w = int((rect.w - 8) * share * grown)
        key = (rect.size, colour, bar_w, min(255, int(row.alpha)))
        if row.layer is None or row.layer[0] != key:  # redrawn only when it changes (one per row)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            layer.blit(assets.cached(("laurel-row", rect.size), lambda: rounded_panel(
                rect.size, (26, 16, 12, 235), None, 12)), (0, 0))
            if bar_w > 0:
                pygame.draw.rect(layer, (*colour, 60), pygame.Rect(4, 4, bar_w, rect.h - 8), border_radius=9)
            pygame.draw.rect(layer, colour, layer.get_rect(), width=3, border_radius=12)
            if row.alpha < 254:
                layer.set_alpha(int(row.alpha))
            row.layer = (key, layer)
        surface.blit(row.layer[1], rect)
        if row.glow > 0.01 or row.index == self.deciding:
            pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 160)
            strength = max(row.glow, 1.0 if row.index == self.deciding else 0.0)
            pygame.draw.rect(surface, (*GOLD, int(255 * strength * pulse)), rect.inflate(8, 8), width=5,
                             border_radius=14)
        x = rect.x + 8
        compact = self.columns() > 1
        place = row.place if row.place is not None else self.provisional(row)
        if place is not None:
            tag = assets.text(f"#{place}", "display", 32, YELLOW if row.place is not None else (200, 190, 170),
                              shadow=True)
            surface.blit(tag, tag.get_rect(midleft=(x, rect.centery + 1)))
        x += 46
        badge = assets.seat_badge(scene.match.seats[row.seat].colour, 26)
        surface.blit(badge, (x, rect.centery - 13))
        x += 32
        side = h - 8
        if row.info is not None:
            surface.blit(art.portrait(assets, row.fighter, side), (x, rect.y + 4))
        x += side + 6
        name_w = 104 if compact else 124
        name = assets.text(row.info.name.upper() if row.info else "?", "display", art.TITLE, PAPER, width=name_w,
                           min_size=art.TITLE)
        surface.blit(name, name.get_rect(midleft=(x, rect.centery + 1)))
        scene.tip(pygame.Rect(rect.x, rect.y, x + name_w - rect.x, h), self.breakdown(row))
        x += name_w + 6
        size = self.die_size()
        for k, die in enumerate(row.pieces):
            die.x, die.y = x + k * (size + 3), rect.centery - size / 2
            die.draw(surface)
            if k >= len(row.dice) and die.spin >= 0.999:  # a critical die
                pygame.draw.rect(surface, RED, die.rect.inflate(6, 6), width=3, border_radius=size // 4)
        if len(row.pieces) > len(row.dice) and row.pieces:
            first = row.pieces[len(row.dice)].rect.union(row.pieces[-1].rect)
            scene.tip(first, tr("laurel.tip.critical", dice="+".join(map(str, row.extra)), n=sum(row.extra)))
        x += len(row.pieces) * (size + 3) + 4
        right = rect.right - (60 if compact else 150)
        if not compact:
            self._draw_chips(surface, row, x, rect, right - 76)
        if row.total is not None:
            value = round(row.shown) if row.final else row.total
            total = assets.text(str(value), "display", 44 if h >= 48 else 36, YELLOW if row.final else PAPER,
                                shadow=True)
            surface.blit(total, total.get_rect(midright=(right - 4, rect.centery + 2)))
            if not row.final:
                scene.tip(total.get_rect(midright=(right - 4, rect.centery + 2)), tr("laurel.tip.so-far"))
        if row.outcome is not None and not compact:
            self._draw_outcome(surface, row, pygame.Rect(right + 6, rect.y, rect.right - right - 12, h))

    def _chips(self, row: Row) -> list[tuple[pygame.Surface | None, str, str]]:
        """(icon, number, what it means) for every piece of the power after the dice."""
        out: list[tuple[pygame.Surface | None, str, str]] = []
        info = row.info
        if info is None:
            return out
        assets = self.scene.assets
        if info.bonus:
            out.append((None, f"+{info.bonus}", tr("laurel.tip.bonus", fighter=info.name, n=info.bonus)))
        name = self.scene.seat_name(row.seat)
        for source, amount in row.notes:
            if source == "gold":
                out.append((assets.svg("laurel-crown/coin.svg", (24, 24)), f"{amount:+d}",
                            tr("laurel.tip.gold-bonus", name=name, n=amount)))
            elif source == "counters":
                out.append((art.counter_icon(assets, 22), f"{amount:+d}", tr("laurel.tip.counters-bonus", name=name,
                                                                              n=amount)))
            elif source == "allies":
                out.append((assets.svg("common/icons/person.svg", (22, 22)), f"{amount:+d}",
                            tr("laurel.tip.allies-bonus", fighter=info.name, n=amount)))
            elif source == "arena":
                a = rules.ARENAS.get(self.arena)
                tier = a.tier if a else "low"
                out.append((assets.svg(f"laurel-crown/arenas/{tier}.svg", (30, 20)), f"{amount:+d}",
                            tr("laurel.tip.arena-bonus", arena=names.arena(self.arena), n=amount)))
            elif source == "ruler":
                out.append((assets.svg("common/icons/crown.svg", (24, 24)), str(amount),
                            row.ruled or tr("laurel.tip.ruler", fighter=info.name, n=amount)))
            elif source in rules.FIGHTERS:
                out.append((art.portrait(assets, source, 26), f"{amount:+d}",
                            tr("laurel.tip.support", supporter=rules.FIGHTERS[source].name, fighter=info.name,
                               n=amount)))
        return out

    def _draw_chips(self, surface, row: Row, x: int, rect: pygame.Rect, right: int) -> None:
        if row.chips <= 0.01:
            return
        assets = self.scene.assets
        chips = self._chips(row)
        if not chips:
            return
        made = []
        for icon, number, meaning in chips:
            text = assets.text(number, "bold", art.BODY, PAPER)
            w = text.get_width() + 16 + (icon.get_width() + 4 if icon is not None else 0)
            made.append((icon, text, w, meaning))
        room = right - x
        natural = sum(w for _, _, w, _ in made) + 6 * (len(made) - 1)
        step_scale = min(1.0, room / natural) if natural > 0 else 1.0
        h = min(36, rect.h - 12)
        for icon, text, w, meaning in made:
            chip = pygame.Rect(x, rect.centery - h // 2, w, h)
            panel = assets.cached(("laurel-chip", chip.size), lambda c=chip: rounded_panel(
                c.size, (70, 50, 34, 240), (170, 130, 80), 10, 2))
            if row.chips < 0.99:
                panel = panel.copy()
                panel.set_alpha(int(255 * row.chips))
            surface.blit(panel, chip)
            cx = chip.x + 8
            if icon is not None:
                surface.blit(icon, (cx, chip.centery - icon.get_height() // 2))
                cx += icon.get_width() + 4
            surface.blit(text, (cx, chip.centery - text.get_height() // 2))
            self.scene.tip(chip, meaning)
            x += int((w + 6) * step_scale)

    def _draw_outcome(self, surface, row: Row, box: pygame.Rect) -> None:
        assets = self.scene.assets
        if row.outcome == "prize":
            icon, text, colour = assets.svg("laurel-crown/laurel.svg", (44, 33)), f"+{row.honour}", GREEN
            meaning = tr("laurel.tip.prize", fighter=row.info.name, place=row.place, n=row.honour)
        elif row.outcome == "wounded":
            icon, text, colour = assets.svg("laurel-crown/wound.svg", (30, 30)), f"-{row.honour}", RED
            meaning = tr("laurel.tip.wounded", fighter=row.info.name, name=self.scene.seat_name(row.seat), n=row.honour)
        else:
            icon, text, colour = assets.svg("common/icons/undo.svg", (28, 28)), tr("laurel.outcome.back"), BLUE
            meaning = tr("laurel.tip.spared", fighter=row.info.name)
        label = assets.text(text, "display" if row.outcome != "spared" else "bold",
                            36 if row.outcome != "spared" else art.BODY, colour, shadow=True,
                            width=box.w - icon.get_width() - 8, min_size=art.BODY)
        w = icon.get_width() + 6 + label.get_width()
        x = box.centerx - w // 2
        surface.blit(icon, (x, box.centery - icon.get_height() // 2))
        surface.blit(label, label.get_rect(midleft=(x + icon.get_width() + 6, box.centery + 2)))
        self.scene.tip(box, meaning)

    def breakdown(self, row: Row) -> str:
        """A row's power in words: the sponsor, the dice, each change, the total."""
        info = row.info
        if info is None:
            return tr("laurel.hidden-fighter")
        parts = []
        if row.dice:
            parts.append(tr("laurel.tip.dice", dice="+".join(map(str, row.dice)), n=sum(row.dice)))
        if info.bonus:
            parts.append(f"+{info.bonus}")
        for icon, number, meaning in self._chips(row)[1 if info.bonus else 0:]:
            parts.append(meaning)
        if row.extra:
            parts.append(tr("laurel.tip.critical", dice="+".join(map(str, row.extra)), n=sum(row.extra)))
        total = "?" if row.total is None else str(row.total)
        return tr("laurel.tip.power", fighter=info.name, name=self.scene.seat_name(row.seat), parts="; ".join(parts),
                  total=total)
