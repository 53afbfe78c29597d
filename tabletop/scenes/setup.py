"""Seat setup: who sits where (human or computer, with a level), names, colours, game options.

Also the two ways a table starts without this screen: Continue (the autosave) and --autoplay.
"""

from __future__ import annotations

import random

import pygame

from tabletop import ai, engine, userdata
from tabletop.i18n import tr
from tabletop.match import Match, SeatInfo
from tabletop.scenes import table_scene
from tabletop.scenes.base import Scene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, felt_table
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.widgets import Button, Cycle, TextField


def start_match(app, game_id: str, seats: list[SeatInfo], seed: int | None, options: dict | None,
                autosave: bool = True) -> None:
    """Create a match and put its table on screen (replacing whatever was there)."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    match = Match(game_id, seats, seed, options, save_path=userdata.autosave_path() if autosave else None)
    match.autosave()
    if match.save_error:
        app.notice = tr("notice.cannot-save", detail=match.save_error)
    app.scenes.replace(table_scene(game_id)(app, match))


def resume_match(app, match: Match) -> None:
    app.scenes.replace(table_scene(match.game_id)(app, match))


def start_autoplay(app, game_id: str, seed: int | None, players: int | None, level: str | None) -> None:
    """Every seat a computer; no autosave (the player's own save is left alone)."""
    game = engine.get(game_id)
    count = players or game.min_players
    if not game.min_players <= count <= game.max_players:
        raise SystemExit(f"{game_id} takes {game.min_players}-{game.max_players} players")
    seats = [
        SeatInfo(tr("setup.computer-name", n=i + 1), "computer", level or ("hard" if i % 2 == 0 else "easy"), i)
        for i in range(count)
    ]
    if app.args.speed is None:
        app.settings["animation_speed"] = 12.0
    start_match(app, game_id, seats, seed if seed is not None else 1, None, autosave=False)


class SetupScene(Scene):
    """Choose the seats for a new game: how many, who plays each (and how well), names, colours,
    and the game's own options (Lucha Jefe: who starts; Campeão: fighters, fame target, variants)."""

    ROW_X = {"badge": 400, "name": 480, "kind": 860, "level": 1100, "fighter": 1300}

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = engine.get(game_id)
        self.message = ""
        self.count = {"campeao": 4, "laurel-crown": 3}.get(game_id, self.game.min_players)
        self.rows: list[dict] = []
        self.widgets: list = []
        self.options: list[tuple[str, Cycle]] = []
        self.target_touched = False
        self._build()

    def _row_step(self) -> int:
        """Rows shrink so the seats, the game's options and the buttons always fit."""
        options_height = {"lucha-jefe": 70, "campeao": 140, "laurel-crown": 270}.get(self.game_id, 0)
        return max(72, min(96, (944 - 330 - options_height - 24) // self.count))

    def _build(self) -> None:
        old = [(r["name"].text, r["kind"].value, r["level"].value, r["colour"], r.get("fighter")) for r in self.rows]
        self.rows = []
        top, step, h = 330, self._row_step(), 64
        X = self.ROW_X
        fighters = ["random"] + list(engine.get("campeao").FIGHTER_IDS) if self.game_id == "campeao" else []
        for i in range(self.count):
            y = top + i * step
            if i < len(old):
                name, kind, level, colour, fighter = old[i]
            else:
                name = tr("setup.default-human") if i == 0 else tr("setup.default-computer", n=i)
                kind, level, colour, fighter = ("human" if i == 0 else "computer"), "easy", i, None
            row = {
                "y": y,
                "colour": colour,
                "name": TextField((X["name"], y, 350, h), name, self.assets, max_len=16, size=28),
                "kind": Cycle((X["kind"], y, 220, h), ["human", "computer"], [tr("seat.human"), tr("seat.computer")],
                              0 if kind == "human" else 1, self.assets, lambda v: None),
                "level": Cycle((X["level"], y, 180, h), list(ai.LEVELS), [tr(f"level.{lv}") for lv in ai.LEVELS],
                               list(ai.LEVELS).index(level), self.assets),
            }
            if fighters:
                names = [tr("setup.campeao.random")] + [engine.get("campeao").FIGHTERS[f].name for f in fighters[1:]]
                row["fighter"] = Cycle((X["fighter"], y, 260, h), fighters, names,
                                       fighters.index(fighter.value) if fighter else 0, self.assets, size=24)
            self.rows.append(row)
        self.widgets = [w for r in self.rows for w in (r["name"], r["kind"], r["level"]) + ((r["fighter"],)
                                                                                             if "fighter" in r else ())]
        y = top + self.count * step + 16
        self.options = []
        if self.game.min_players != self.game.max_players:
            counts = [str(n) for n in range(self.game.min_players, self.game.max_players + 1)]
            self.count_cycle = Cycle((X["kind"], 232, 220, 56), counts, counts, counts.index(str(self.count)),
                                     self.assets, self._set_count)
            self.widgets.append(self.count_cycle)
        if self.game_id in ("lucha-jefe", "laurel-crown"):
            first = Cycle((X["kind"], y, 520, 60), [str(i) for i in range(self.count)],
                          [r["name"].text for r in self.rows], 0, self.assets)
            self.options.append(("setup.lucha.first" if self.game_id == "lucha-jefe" else "setup.laurel.first", first))
        if self.game_id == "laurel-crown":
            hiring = ["standard", "draft", "rochester", "auction"]
            self.options.append(("setup.laurel.hiring", Cycle((X["kind"], y + 70, 360, 56), hiring,
                                                              [tr(f"setup.laurel.{h}") for h in hiring], 0, self.assets)))
            orders = ["ascending", "descending", "shuffled", "hidden"]
            self.options.append(("setup.laurel.order", Cycle((X["kind"], y + 136, 360, 56), orders,
                                                             [tr(f"setup.laurel.{o}") for o in orders], 0, self.assets)))
            sizes = ["2-2-1", "1-1-1", "3-3-2"]
            self.options.append(("setup.laurel.tournaments", Cycle((X["kind"], y + 202, 360, 56), sizes,
                                                                   [tr(f"setup.laurel.size-{z}") for z in sizes], 0,
                                                                   self.assets)))
        elif self.game_id == "campeao":
            campeao = engine.get("campeao")
            default = campeao.R["target_small"] if self.count <= 4 else campeao.R["target_large"]
            old_target = getattr(self, "target_cycle", None)
            value = old_target.value if old_target is not None and self.target_touched else str(default)
            targets = [str(n) for n in range(6, 16)]
            self.target_cycle = Cycle((X["kind"], y, 220, 56), targets, targets, targets.index(value), self.assets,
                                      lambda v: setattr(self, "target_touched", True))
            self.options.append(("setup.campeao.target", self.target_cycle))
            for k, variant in enumerate(campeao.VARIANTS):
                on = Cycle((X["kind"] + 500, y + k * 64, 200, 56), ["off", "on"], [tr("settings.off"), tr("settings.on")],
                           0, self.assets)
                self.options.append((f"setup.campeao.{variant}", on))
        self.widgets += [w for _, w in self.options]
        self.start_button = Button((1190, 944, 370, 76), tr("setup.start"), self._start, self.assets, size=38,
                                   primary=True)
        self.back_button = Button((360, 944, 280, 76), tr("setup.back"), self._back, self.assets, size=34)
        self.widgets += [self.start_button, self.back_button]

    def _set_count(self, value: str) -> None:
        self.count = int(value)
        self._build()

    def _badge_rect(self, row) -> pygame.Rect:
        return pygame.Rect(self.ROW_X["badge"], row["y"] + 4, 56, 56)

    def _back(self) -> None:
        from tabletop.scenes.title import TitleScene

        self.app.scenes.replace(TitleScene(self.app))

    def seats(self) -> list[SeatInfo]:
        return [
            SeatInfo(r["name"].text.strip(), r["kind"].value, r["level"].value, r["colour"]) for r in self.rows
        ]

    def problem(self) -> str | None:
        """What stops the game from starting, in words a player understands."""
        seats = self.seats()
        if any(not s.name for s in seats):
            return tr("setup.need-names")
        if len({s.name.casefold() for s in seats}) < len(seats):
            return tr("setup.same-names")
        if len({s.colour for s in seats}) < len(seats):
            return tr("setup.same-colours")
        chosen = [r["fighter"].value for r in self.rows if "fighter" in r and r["fighter"].value != "random"]
        if len(set(chosen)) < len(chosen):
            return tr("setup.campeao.same-fighter")
        try:  # the rules have the last word on the options (e.g. a draft needs three players)
            self.game.new_game(len(seats), 0, self.game_options())
        except ValueError:
            return tr("setup.bad-options")
        return None

    def game_options(self) -> dict:
        """The options the engine takes, from what is on the screen."""
        if self.game_id == "lucha-jefe":
            return {"first": int(self.options[0][1].value)}
        if self.game_id == "laurel-crown":
            first, hiring, order, size = (w.value for _, w in self.options)
            low, mid, high = (int(n) for n in size.split("-"))
            tournaments = {"low": low, "intermediate": mid, "high": high,
                           "order": "shuffled" if order == "hidden" else order, "hidden": order == "hidden"}
            options = {"first": int(first), "tournaments": tournaments}
            if hiring != "standard":
                options[hiring] = True
            return options
        if self.game_id == "campeao":
            campeao = engine.get("campeao")
            chosen = [r["fighter"].value for r in self.rows]
            free = [f for f in campeao.FIGHTER_IDS if f not in chosen]
            random.SystemRandom().shuffle(free)
            fighters = [f if f != "random" else free.pop() for f in chosen]
            variants = [v for v, (_, w) in zip(campeao.VARIANTS, self.options[1:]) if w.value == "on"]
            return {"target": int(self.target_cycle.value), "variants": variants, "fighters": fighters}
        return {}

    def _start(self) -> None:
        problem = self.problem()
        if problem:
            self.message = problem
            return
        start_match(self.app, self.game_id, self.seats(), None, self.game_options())

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

    def update(self, dt: float) -> None:
        for row in self.rows:
            row["level"].visible = row["kind"].value == "computer"
        if self.game_id in ("lucha-jefe", "laurel-crown"):
            self.options[0][1].labels = [r["name"].text or "?" for r in self.rows]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.assets.cached(("menu-felt",), lambda: felt_table((1920, 1080), (40, 16, 52), (255, 120, 200))),
                     (0, 0))
        panel = pygame.Rect(330, 60, 1260, 990)
        surface.blit(self.assets.cached(("setup-panel",), lambda: rounded_panel(panel.size, (24, 10, 34, 220), GOLD, 28, 3)),
                     panel)
        title = self.assets.text(tr("setup.title", game=tr(f"game.{self.game_id}.name")), "display", 72, GOLD)
        surface.blit(title, title.get_rect(midtop=(960, 84)))
        X = self.ROW_X
        if self.game.min_players != self.game.max_players:
            label = self.assets.text(tr("setup.campeao.players"), "bold", 28, PAPER)
            surface.blit(label, label.get_rect(midright=(X["kind"] - 24, 260)))
        columns = [(X["name"], "setup.col.name"), (X["kind"], "setup.col.seat"), (X["level"], "setup.col.level")]
        if self.game_id == "campeao":
            columns.append((X["fighter"], "setup.campeao.fighter"))
        for x, key in columns:
            label = self.assets.text(tr(key), "bold", 22, (220, 200, 225))
            surface.blit(label, (x + 4, 300))
        for row in self.rows:
            surface.blit(self.assets.seat_badge(row["colour"], 56), self._badge_rect(row))
        hint = self.assets.text(tr("setup.colour-hint"), "body", 22, (200, 180, 210))
        surface.blit(hint, hint.get_rect(midtop=(960, 168)))
        for key, widget in self.options:
            label = self.assets.text(tr(key), "bold", 26, PAPER)
            surface.blit(label, label.get_rect(midright=(widget.rect.x - 20, widget.rect.centery)))
        for widget in self.widgets:
            widget.draw(surface)
        if self.message:
            text = self.assets.text(self.message, "bold", 28, (255, 150, 150), shadow=True)
            surface.blit(text, text.get_rect(center=(960, 1034)))
