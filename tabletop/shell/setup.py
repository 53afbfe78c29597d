"""Seat setup: who sits where (human or computer, with a level), names, colours, game options.

Generic over games: the options come from the game's ``GameInfo`` (``engine.game.Option``), so a
new game gets its setup screen by describing its options. Also the two ways a table starts
without this screen: Continue (the autosave) and --autoplay.
"""

from __future__ import annotations

import random

import pygame

from tabletop import ai, userdata
from tabletop.i18n import tr
from tabletop.engine.core import clip
from tabletop.match import NAME_LENGTH, Match, SeatInfo
from tabletop.shell.base import Scene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, felt_table
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.widgets import Button, Cycle, TextField



def start_match(app, info, seats: list[SeatInfo], seed: int | None, options: dict | None,
                autosave: bool = True) -> None:
    """Create a match and put its table on screen (replacing whatever was there)."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    match = Match(info, seats, seed, options, save_path=userdata.autosave_path() if autosave else None)
    match.autosave()
    if match.save_error:
        app.notice = tr("notice.cannot-save", detail=match.save_error)
    app.scenes.replace(info.table_scene()(app, match))


def resume_match(app, match: Match) -> None:
    """Continue a saved match; a save its table cannot open is set aside and the title says so."""
    try:
        scene = match.info.table_scene()(app, match)
    except Exception as exc:  # noqa: BLE001 - a save is user data: Continue must never crash the program
        if match.save_path is not None:
            userdata.set_aside(match.save_path)
        app.show_title()
        app.notice = tr("notice.save-damaged", detail=clip(f"{type(exc).__name__}: {exc}"))
        return
    app.scenes.replace(scene)


def start_autoplay(app, info, seed: int | None, players: int | None, level: str | None) -> None:
    """Every seat a computer; no autosave (the player's own save is left alone)."""
    count = players or info.min_players
    if not info.min_players <= count <= info.max_players:
        raise SystemExit(f"{info.id} takes {info.min_players}-{info.max_players} players")
    seats = [
        SeatInfo(tr("setup.computer-name", n=i + 1), "computer", level or ("hard" if i % 2 == 0 else "easy"), i)
        for i in range(count)
    ]
    if app.args.speed is None:
        app.settings["animation_speed"] = 12.0
    if getattr(app.args, "think", None):
        app.settings["think"] = app.args.think
    start_match(app, info, seats, seed if seed is not None else 1, None, autosave=False)


class SetupScene(Scene):
    """Choose the seats for a new game: how many, who plays each (and how well), names, colours,
    and the game's own options, as its ``GameInfo`` describes them."""

    ROW_X = {"badge": 400, "name": 480, "kind": 830, "level": 1060, "per-seat": 1290}
    COL_W = {"name": 320, "kind": 220, "level": 220, "per-seat": 290}  # a fighter's name and two skills fit
    TOP = 330
    BOTTOM = 944  # where the buttons start
    CELL = (340, 100)  # an option: its label above its picker
    CELL_X = (400, 790, 1180)
    HEAD = (1180, 232)  # an option moved up beside the seat count, level with it
    ROW_EASY = 60  # rows shorter than this with the options below them: the first option moves up to HEAD
    ROW_MIN = 48  # the shortest a seat row gets (its fields shrink with it): twelve seats fit

    def __init__(self, app, info) -> None:
        super().__init__(app)
        self.info = info
        self.game_id = info.id
        self.message = ""
        self.count = info.seats_default()
        self.rows: list[dict] = []
        self.widgets: list = []
        self.options: list[tuple[object, Cycle]] = []  # (Option, its picker) for whole-game options
        self.per_seat = [o for o in info.options if o.kind == "per-seat"]
        self.touched: dict[str, str] = {}  # options the player changed, kept when the seat count changes
        self.remembered: list[dict] = []  # the seats of the last game started here
        self._recall()
        self._build()

    def _recall(self) -> None:
        """Start from the last setup of this game: its seat count, seats and the options changed
        then (anything this version no longer offers falls back to the default)."""
        memory = userdata.remembered_setup(self.game_id)
        if memory is None:
            return
        if self.info.min_players <= memory["count"] <= self.info.max_players:
            self.count = memory["count"]
        whole = {o.key: o for o in self.info.options if o.kind != "per-seat"}
        self.touched = {k: v for k, v in memory["options"].items() if k in whole}
        colours, names = set(), set()
        for seat in memory["seats"]:
            name = seat["name"].strip()[:NAME_LENGTH]
            if (not name or name.casefold() in names or seat["kind"] not in ("human", "computer")
                    or not 0 <= seat["colour"] < len(SEAT_COLOURS) or seat["colour"] in colours):
                break  # the seats from here on are not usable as they are
            names.add(name.casefold())
            colours.add(seat["colour"])
            level = seat["level"] if seat["level"] in ai.levels_of(self.info) else "easy"
            self.remembered.append({"name": name, "kind": seat["kind"], "level": level, "colour": seat["colour"],
                                    "per_seat": dict(seat.get("per_seat", {}))})

    def _remember(self) -> None:
        seats = [{"name": r["name"].text.strip(), "kind": r["kind"].value, "level": r["level"].value,
                  "colour": r["colour"], "per_seat": {k: w.value for k, w in r["per-seat"].items()}}
                 for r in self.rows]
        whole = {o.key for o in self.info.options if o.kind != "per-seat"}
        try:
            userdata.remember_setup(self.game_id, {"count": self.count, "seats": seats,
                                                   "options": {k: v for k, v in self.touched.items() if k in whole}})
        except OSError:
            pass  # forgetting a setup loses nothing that matters

    # ------------------------------------------------------------------ layout
    def _game_options(self) -> list:
        return [o for o in self.info.options if o.kind != "per-seat" and o.applies(self.count)]

    def _options_height(self, n: int) -> int:
        return -(-n // len(self.CELL_X)) * self.CELL[1]

    def _raised(self) -> int:
        """How many game options sit up beside the seat count (0 or 1): one does in a game whose
        most seats would otherwise be squeezed below ROW_EASY (Dead Last's twelve), at every
        seat count, so the option stays put while the count changes."""
        n = len(self._game_options())
        room = self.BOTTOM - self.TOP - 24
        return 1 if n and (room - self._options_height(n)) // self.info.max_players < self.ROW_EASY else 0

    def _row_step(self) -> int:
        """Rows shrink so the seats, the game's options and the buttons always fit."""
        below = self._options_height(len(self._game_options()) - self._raised())
        return max(self.ROW_MIN, min(96, (self.BOTTOM - self.TOP - below - 24) // self.count))

    def _label(self, option, value: str) -> str:
        if option.kind == "seat" and value.isdigit():  # a seat: by the name typed for it
            rows = self.rows
            return (rows[int(value)]["name"].text.strip() or "?") if int(value) < len(rows) else value
        if option.kind == "toggle":
            return tr(f"settings.{value}")
        if option.label is not None:
            return option.label(value)
        return tr(f"option.{self.game_id}.{option.key}.{value}")

    def _picker(self, rect, option, value: str, size: int = 26) -> Cycle:
        choices = option.choices(self.count)
        value = value if value in choices else option.default_for(self.count)
        icons = [option.icons(v) for v in choices] if option.icons else None
        return Cycle(rect, list(choices), [self._label(option, v) for v in choices], choices.index(value), self.assets,
                     lambda v, key=option.key: self.touched.__setitem__(key, v), size=size, icons=icons)

    def _build(self) -> None:
        old = [(r["name"].text, r["kind"].value, r["level"].value, r["colour"],
                {k: w.value for k, w in r["per-seat"].items()}) for r in self.rows]
        self.rows = []
        step = self._row_step()
        h = min(64, step - 8)
        X, W = self.ROW_X, self.COL_W
        levels = list(ai.levels_of(self.info))
        for i in range(self.count):
            y = self.TOP + i * step
            taken = {o[3] for o in old[:i]} | {r["colour"] for r in self.rows}
            if i < len(old):
                name, kind, level, colour, own = old[i]
            elif i < len(self.remembered) and self.remembered[i]["colour"] not in taken:
                seat = self.remembered[i]
                name, kind, level, colour, own = (seat["name"], seat["kind"], seat["level"], seat["colour"],
                                                  seat["per_seat"])
            else:
                name = tr("setup.default-human") if i == 0 else tr("setup.default-computer", n=i)
                colour = next(c for c in [*range(i, len(SEAT_COLOURS)), *range(i)] if c not in taken)
                kind, level, own = ("human" if i == 0 else "computer"), "easy", {}
            row = {
                "y": y,
                "h": h,
                "colour": colour,
                "name": TextField((X["name"], y, W["name"], h), name, self.assets, max_len=NAME_LENGTH,
                                  size=28 if h >= 48 else 26),
                "kind": Cycle((X["kind"], y, W["kind"], h), ["human", "computer"],
                              [tr("seat.human"), tr("seat.computer")], 0 if kind == "human" else 1, self.assets,
                              lambda v, i=i: self._kind_changed(i, v)),
                "level": Cycle((X["level"], y, W["level"], h), list(levels),
                               [tr(f"level.{lv}") for lv in levels], levels.index(level) if level in levels else 0,
                               self.assets),
                "per-seat": {},
            }
            for k, option in enumerate(self.per_seat):
                rect = (X["per-seat"] + k * (W["per-seat"] + 10), y, W["per-seat"], h)
                row["per-seat"][option.key] = self._picker(rect, option, own.get(option.key, ""), size=24)
            self.rows.append(row)
        self.widgets = [w for r in self.rows for w in (r["name"], r["kind"], r["level"], *r["per-seat"].values())]
        if self.info.min_players != self.info.max_players:
            counts = [str(n) for n in range(self.info.min_players, self.info.max_players + 1)]
            self.count_cycle = Cycle((X["kind"], 232, 220, 56), counts, counts, counts.index(str(self.count)),
                                     self.assets, self._set_count)
            self.widgets.append(self.count_cycle)
        top = self.TOP + self.count * step + 16
        self.options = []
        raised = self._raised()
        for k, option in enumerate(self._game_options()):
            col, line = (k - raised) % len(self.CELL_X), (k - raised) // len(self.CELL_X)
            rect = ((*self.HEAD, self.CELL[0], 56) if k < raised else
                    (self.CELL_X[col], top + line * self.CELL[1] + 30, self.CELL[0], 56))
            self.options.append((option, self._picker(rect, option, self.touched.get(option.key, ""))))
        self.widgets += [w for _, w in self.options]
        self.start_button = Button((1190, self.BOTTOM, 370, 76), tr("setup.start"), self._start, self.assets, size=38,
                                   primary=True)
        self.back_button = Button((360, self.BOTTOM, 280, 76), tr("setup.back"), self._back, self.assets, size=34)
        self.widgets += [self.start_button, self.back_button]

    def remake(self, below):
        fresh = SetupScene(self.app, self.info)
        fresh.touched = dict(self.touched)
        fresh.count = self.count
        fresh.rows = self.rows
        fresh._build()  # the same seats and choices, in the new words
        return fresh

    def _kind_changed(self, i: int, kind: str) -> None:
        """A seat turned human or computer: a name still as the table gave it follows ("Rival 4"
        becomes "Player 5"); a name somebody typed stays."""
        field = self.rows[i]["name"]
        given = {tr("setup.default-human"), tr("setup.default-player", n=i + 1), tr("setup.default-computer", n=i)}
        if i > 0 and field.text.strip() in given:  # (the first seat keeps "Player 1": no "Rival 0")
            field.text = tr("setup.default-player", n=i + 1) if kind == "human" else tr("setup.default-computer", n=i)

    def _set_count(self, value: str) -> None:
        self.count = int(value)
        self._build()

    def _badge_rect(self, row) -> pygame.Rect:
        side = min(56, row["h"] - 4)
        return pygame.Rect(self.ROW_X["badge"], row["y"] + (row["h"] - side) // 2, side, side)

    def _back(self) -> None:
        self.app.show_title()

    # ------------------------------------------------------------------ what was chosen
    def seats(self) -> list[SeatInfo]:
        return [
            SeatInfo(r["name"].text.strip(), r["kind"].value, r["level"].value, r["colour"]) for r in self.rows
        ]

    def chosen(self) -> dict:
        """The value of every option on screen (a list, seat by seat, for a per-seat option)."""
        values: dict = {option.key: widget.value for option, widget in self.options}
        for option in self.per_seat:  # (None for a human seat where only computers choose)
            values[option.key] = [r["per-seat"][option.key].value if self._has(r, option) else None
                                  for r in self.rows]
        return values

    @staticmethod
    def _has(row, option) -> bool:
        """Does this seat choose this per-seat option (a human has no computer's character)?"""
        return not option.computers or row["kind"].value == "computer"

    def problem(self) -> str | None:
        """What stops the game from starting, in words a player understands."""
        seats = self.seats()
        if any(not s.name for s in seats):
            return tr("setup.need-names")
        if len({s.name.casefold() for s in seats}) < len(seats):
            return tr("setup.same-names")
        if len({s.colour for s in seats}) < len(seats):
            return tr("setup.same-colours")
        chosen = self.chosen()
        for option in self.per_seat:
            taken = [v for v in chosen[option.key] if v != option.free and v is not None]
            if option.unique and len(set(taken)) < len(taken):
                return tr(f"option.{self.game_id}.{option.key}.same")
        try:  # the rules have the last word on the options
            self.info.rules.new_game(len(seats), 0, self.game_options())
        except ValueError:
            return tr("setup.bad-options")
        return None

    def game_options(self) -> dict:
        """The options the engine takes, from what is on the screen."""
        return self.info.engine_options(self.chosen(), self.count, random.SystemRandom())

    def _start(self) -> None:
        problem = self.problem()
        if problem:
            self.message = problem
            return
        self._remember()
        self.app.start_match(self.info, self.seats(), None, self.game_options())

    # ------------------------------------------------------------------ input and drawing
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for row in self.rows:
                if self._badge_rect(row).collidepoint(event.pos):
                    used = {r["colour"] for r in self.rows if r is not row}
                    step = 1 if event.button == 1 else -1
                    colour = (row["colour"] + step) % len(SEAT_COLOURS)
                    while colour in used:
                        colour = (colour + step) % len(SEAT_COLOURS)
                    row["colour"] = colour
                    return True
        for widget in list(self.widgets):
            if widget.handle_event(event):
                self.message = ""
                return True
        return False

    def shows_levels(self) -> bool:
        """Is any seat played by the computer (so the LEVEL column has something under it)?"""
        return any(r["kind"].value == "computer" for r in self.rows)

    def update(self, dt: float) -> None:
        for row in self.rows:
            row["level"].visible = row["kind"].value == "computer"
            for option in self.per_seat:
                row["per-seat"][option.key].visible = self._has(row, option)
        for option, widget in self.options:
            if option.kind == "seat":  # seat options show the names as they are typed
                widget.labels = [self._label(option, v) for v in widget.options]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.assets.cached(("menu-felt",), lambda: felt_table((1920, 1080), (40, 16, 52), (255, 120, 200))),
                     (0, 0))
        panel = pygame.Rect(330, 60, 1260, 990)
        surface.blit(self.assets.cached(("setup-panel",), lambda: rounded_panel(panel.size, (24, 10, 34, 220), GOLD, 28, 3)),
                     panel)
        title = self.assets.text(tr("setup.title", game=tr(f"game.{self.game_id}.name")), "display", 72, GOLD,
                                 width=panel.w - 60)
        surface.blit(title, title.get_rect(midtop=(960, 84)))
        X = self.ROW_X
        if self.info.min_players != self.info.max_players:
            label = self.assets.text(tr("setup.players"), "bold", 28, PAPER, width=X["kind"] - 24 - panel.x - 30)
            surface.blit(label, label.get_rect(midright=(X["kind"] - 24, 260)))
        W = self.COL_W
        columns = [(X["name"], W["name"], tr("setup.col.name")), (X["kind"], W["kind"], tr("setup.col.seat"))]
        if self.shows_levels():  # no level to set while every seat is played by a person
            columns.append((X["level"], W["level"], tr("setup.col.level")))
        columns += [(X["per-seat"] + k * (W["per-seat"] + 10), W["per-seat"],
                     tr(f"option.{self.game_id}.{o.key}.label").upper())
                    for k, o in enumerate(self.per_seat) if not o.computers or self.shows_levels()]
        for x, w, text in columns:
            label = self.assets.text(text, "bold", 22, (220, 200, 225), width=w - 8)
            surface.blit(label, (x + 4, 300))
        for row in self.rows:
            badge = self._badge_rect(row)
            surface.blit(self.assets.seat_badge(row["colour"], badge.w), badge)
            for widget in row["per-seat"].values():
                if not widget.visible:  # a human seat: nothing to choose here
                    dash = self.assets.text("\u2014", "bold", 26, (150, 125, 160))
                    surface.blit(dash, dash.get_rect(center=widget.rect.center))
        hint = self.assets.text(tr("setup.colour-hint"), "body", 22, (200, 180, 210), width=panel.w - 60)
        surface.blit(hint, hint.get_rect(midtop=(960, 168)))
        raised = self._raised()
        for k, (option, widget) in enumerate(self.options):
            j = k - raised  # its cell below the seats (a raised option has only its own width)
            free = len(self.CELL_X) - j % len(self.CELL_X) if k == len(self.options) - 1 and j >= 0 else 1
            room = self.CELL[0] + (free - 1) * (self.CELL_X[1] - self.CELL_X[0])  # may run on over empty cells
            label = self.assets.text(tr(f"option.{self.game_id}.{option.key}.label"), "bold", 24, PAPER, width=room)
            surface.blit(label, (widget.rect.x + 4, widget.rect.y - 30))
        for widget in self.widgets:
            widget.draw(surface)
        if self.message:
            text = self.assets.text(self.message, "bold", 28, (255, 150, 150), shadow=True, width=panel.w - 40)
            surface.blit(text, text.get_rect(center=(960, 1034)))
