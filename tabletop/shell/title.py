"""The title screen: the games you can play, Continue for an unfinished game, settings, quit."""

from __future__ import annotations

import math

import pygame

from tabletop import __version__, i18n
from tabletop.i18n import tr
from tabletop.match import load_autosave
from tabletop.shell.base import Scene
from tabletop.shell.overlays import RulesScene, SettingsScene
from tabletop.ui.assets import GOLD, PAPER, YELLOW, felt_table
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.widgets import Button, Cycle

TILE = (520, 620)


class TitleScene(Scene):
    """A tile for every playable game of the registry the program hands in (``app.games``)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.t = 0.0
        self.saved, problem = load_autosave(app.games.get)
        if problem:
            app.notice = tr("notice.save-damaged", detail=problem)
        playable = app.games.playable()
        self.info = {game.id: game for game in playable}
        self.tiles: list[tuple[pygame.Rect, str]] = []
        gap = 24 if len(playable) > 3 else 40
        # as wide as they may be and still all stand on the screen, side by side
        self.tile = (min(TILE[0], (1840 - (len(playable) - 1) * gap) // max(1, len(playable))), TILE[1])
        x0 = 960 - (len(playable) * self.tile[0] + (len(playable) - 1) * gap) // 2
        for i, game in enumerate(playable):
            self.tiles.append((pygame.Rect(x0 + i * (self.tile[0] + gap), 280, *self.tile), game.id))
        self.hover: str | None = None
        self.buttons = []
        y = 950
        entries = []
        self.continue_button: Button | None = None
        if self.saved is not None:  # which game waits, and who plays it
            game = tr(f"game.{self.saved.info.id}.name")
            entries.append((tr("title.continue-game", game=game), self._continue, True, 560))
        entries += [(tr("title.settings"), lambda: app.scenes.push(SettingsScene(app)), False, 340),
                    (tr("title.quit"), app.quit, False, 340)]
        x = 960 - (sum(e[3] for e in entries) + (len(entries) - 1) * 30) // 2
        for label, action, primary, width in entries:
            self.buttons.append(Button((x, y, width, 80), label, action, self.assets, size=38, primary=primary))
            x += width + 30
        if self.saved is not None:
            self.continue_button = self.buttons[0]
        languages = i18n.languages()  # each language by its own name, switched at once
        self.language = Cycle((1540, 28, 350, 56), languages, [i18n.NATIVE_NAMES[lang] for lang in languages],
                              languages.index(i18n.language()), self.assets, app.set_language, size=24)
        self.rules_buttons = []
        for rect, game_id in self.tiles:
            play = pygame.Rect(rect.x + 30, rect.bottom - 86, round((rect.w - 80) * 0.6), 62)
            rules_rect = pygame.Rect(play.right + 20, play.y, rect.right - 30 - play.right - 20, 62)
            self.rules_buttons.append(Button(play, tr("title.play"), lambda g=game_id: self._setup(g),
                                             self.assets, size=32, primary=True))
            self.rules_buttons.append(Button(rules_rect, tr("title.rules"),
                                             lambda g=game_id: app.scenes.push(RulesScene(app, g)),
                                             self.assets, size=28, icon="common/icons/scroll.svg"))

    def saved_players(self, room: int | None = None) -> str:
        """Who plays the unfinished game: the people by name, the computer seats counted. With
        ``room`` (pixels), the longest names are cut short (…) until the line fits."""
        seats = self.saved.seats
        people = [s.name for s in seats if s.kind == "human"]
        computers = len(seats) - len(people)

        def line() -> str:
            if not people:
                return tr("title.continue-computers", n=computers)
            if computers:
                return tr("title.continue-mixed", names=", ".join(people), n=computers)
            return tr("title.continue-humans", names=", ".join(people))

        text = line()
        while room is not None and self.assets.font(self.assets.face_for("body", text), 22).size(text)[0] > room:
            longest = max(range(len(people)), key=lambda i: len(people[i]), default=None)
            if longest is None or len(people[longest]) <= 4:
                break
            people[longest] = people[longest].rstrip("…")[:-1].rstrip() + "…"
            text = line()
        return text

    def remake(self, below):
        return TitleScene(self.app)

    def _continue(self) -> None:
        if self.saved is not None:
            self.app.resume_match(self.saved)

    def _setup(self, game_id: str) -> None:
        self.app.show_setup(self.info[game_id])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.app.dismiss_notice()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        for button in self.buttons + self.rules_buttons + [self.language]:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((g for r, g in self.tiles if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, game_id in self.tiles:
                if rect.collidepoint(event.pos):
                    self._setup(game_id)
                    return True
        return False

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.assets.cached(("menu-felt",), lambda: felt_table((1920, 1080), (40, 16, 52), (255, 120, 200))),
                     (0, 0))
        logo = self.assets.svg("common/logo-mark.svg", (150, 150))
        title = self.assets.text(tr("app.title").upper(), "display", 150, GOLD, shadow=True)
        total = logo.get_width() + 30 + title.get_width()
        x = 960 - total // 2
        surface.blit(logo, (x, 70 + 8 * math.sin(self.t * 1.5)))
        surface.blit(title, (x + logo.get_width() + 30, 60))
        sub = self.assets.text(tr("title.subtitle"), "body", 30, PAPER, width=1700)
        surface.blit(sub, sub.get_rect(midtop=(960, 232)))
        for rect, game_id in self.tiles:
            game = self.info[game_id]
            lifted = rect.move(0, -8) if self.hover == game_id else rect
            border = YELLOW if self.hover == game_id else GOLD
            surface.blit(self.assets.cached(("tile", border, self.tile), lambda b=border: rounded_panel(self.tile, (30, 12, 40, 235), b, 24, 4)),
                         lifted)
            # narrower tiles: a smaller picture, more room for words
            side = 236 if self.tile[0] >= TILE[0] else 196 if self.tile[0] >= 400 else 132
            up = 236 - side
            art = self.assets.svg(game.tile_art, (side, side))
            surface.blit(art, art.get_rect(midtop=(lifted.centerx, lifted.y + 24)))
            name = self.assets.text(tr(f"game.{game_id}.name"), "display", 58, YELLOW, width=self.tile[0] - 40)
            surface.blit(name, name.get_rect(midtop=(lifted.centerx, lifted.y + 270 - up)))
            players = (tr("title.players", n=game.min_players) if game.min_players == game.max_players
                       else tr("title.players-range", a=game.min_players, b=game.max_players))
            meta = self.assets.text(players, "bold", 26, PAPER, width=self.tile[0] - 40)
            surface.blit(meta, meta.get_rect(midtop=(lifted.centerx, lifted.y + 334 - up)))
            blurb = self.assets.wrapped(tr(f"game.{game_id}.blurb"), "body", 22, self.tile[0] - 60, (220, 200, 225),
                                        height=self.tile[1] - 376 + up - 100)
            surface.blit(blurb, (lifted.x + 30, lifted.y + 376 - up))
        for button in self.buttons + self.rules_buttons + [self.language]:
            button.draw(surface)
        pick = self.assets.text(tr("title.pick"), "body", 24, (220, 200, 225), width=1700)
        surface.blit(pick, pick.get_rect(midtop=(960, 910)))
        if self.continue_button is not None:  # under Continue: who plays the game it goes back to
            rect = self.continue_button.rect
            room = min(2 * min(rect.centerx, 1920 - rect.centerx) - 48, 1100)
            who = self.assets.text(self.saved_players(room), "body", 22, PAPER, width=room)
            surface.blit(who, who.get_rect(midtop=(rect.centerx, rect.bottom + 8)))
        about = self.assets.text(tr("about.line", version=__version__), "body", 22, (190, 170, 200), width=700)
        surface.blit(about, about.get_rect(bottomright=(1896, 1068)))  # the bottom left is Continue's
