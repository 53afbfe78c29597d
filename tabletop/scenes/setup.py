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
    try:
        match.autosave()
    except OSError as exc:
        app.notice = tr("notice.cannot-save", detail=str(exc))
        match.save_path = None
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
    """Choose the seats for a new game."""

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = engine.get(game_id)
        self.message = ""
        self.count = self.game.min_players
        self.rows: list[dict] = []
        self.widgets: list = []
        self._build()

    def _build(self) -> None:
        old = [(r["name"].text, r["kind"].value, r["level"].value, r["colour"]) for r in self.rows]
        self.rows = []
        top = 300
        for i in range(self.count):
            y = top + i * 110
            if i < len(old):
                name, kind, level, colour = old[i]
            else:
                name = tr("setup.default-human") if i == 0 else tr("setup.default-computer", n=i)
                kind, level, colour = ("human" if i == 0 else "computer"), "easy", i
            row = {
                "y": y,
                "colour": colour,
                "name": TextField((560, y, 420, 70), name, self.assets, max_len=16, size=30),
                "kind": Cycle((1010, y, 280, 70), ["human", "computer"], [tr("seat.human"), tr("seat.computer")],
                              0 if kind == "human" else 1, self.assets, lambda v: None),
                "level": Cycle((1320, y, 240, 70), list(ai.LEVELS), [tr(f"level.{lv}") for lv in ai.LEVELS],
                               list(ai.LEVELS).index(level), self.assets),
            }
            self.rows.append(row)
        first_y = top + self.count * 110 + 30
        self.first = Cycle((1010, first_y, 550, 70), [str(i) for i in range(self.count)],
                           [r["name"].text for r in self.rows], 0, self.assets)
        self.start_button = Button((1180, 900, 380, 84), tr("setup.start"), self._start, self.assets, size=40,
                                   primary=True)
        self.back_button = Button((360, 900, 300, 84), tr("setup.back"), self._back, self.assets, size=36)
        self.widgets = [w for r in self.rows for w in (r["name"], r["kind"], r["level"])]
        self.widgets += [self.first, self.start_button, self.back_button]

    def _badge_rect(self, row) -> pygame.Rect:
        return pygame.Rect(440, row["y"] + 5, 60, 60)

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
        return None

    def _start(self) -> None:
        problem = self.problem()
        if problem:
            self.message = problem
            return
        options = {"first": int(self.first.value)} if self.game_id == "lucha-jefe" else {}
        start_match(self.app, self.game_id, self.seats(), None, options)

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
        for widget in self.widgets:
            if widget.handle_event(event):
                self.message = ""
                return True
        return False

    def update(self, dt: float) -> None:
        for row in self.rows:
            row["level"].visible = row["kind"].value == "computer"
        self.first.labels = [r["name"].text or "?" for r in self.rows]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.assets.cached(("menu-felt",), lambda: felt_table((1920, 1080), (40, 16, 52), (255, 120, 200))),
                     (0, 0))
        panel = pygame.Rect(330, 120, 1260, 900)
        surface.blit(self.assets.cached(("setup-panel",), lambda: rounded_panel(panel.size, (24, 10, 34, 220), GOLD, 28, 3)),
                     panel)
        title = self.assets.text(tr("setup.title", game=tr(f"game.{self.game_id}.name")), "display", 76, GOLD)
        surface.blit(title, title.get_rect(midtop=(960, 150)))
        for x, key in ((560, "setup.col.name"), (1010, "setup.col.seat"), (1320, "setup.col.level")):
            label = self.assets.text(tr(key), "bold", 24, (220, 200, 225))
            surface.blit(label, (x + 4, 258))
        for row in self.rows:
            badge = self.assets.seat_badge(row["colour"], 60)
            surface.blit(badge, self._badge_rect(row))
        hint = self.assets.text(tr("setup.colour-hint"), "body", 22, (200, 180, 210))
        surface.blit(hint, (440, 300 + self.count * 110 - 26))
        if self.game_id == "lucha-jefe":
            label = self.assets.text(tr("setup.lucha.first"), "bold", 28, PAPER)
            surface.blit(label, label.get_rect(midright=(990, self.first.rect.centery)))
        for widget in self.widgets:
            widget.draw(surface)
        if self.message:
            text = self.assets.text(self.message, "bold", 28, (255, 150, 150), shadow=True)
            surface.blit(text, text.get_rect(center=(960, 860)))
