"""Overlays pushed over a table: pause menu, rules reader, settings, hand-over curtain, results.

Each is modal (only the top scene gets input); the scene stack draws the frozen, dimmed table
beneath once and reuses it.
"""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop import i18n, userdata
from tabletop.i18n import tr
from tabletop.shell.base import Scene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.widgets import Button, Cycle, draw_tip_box, rested, tip_label

SCREEN = pygame.Rect(0, 0, 1920, 1080)


def explain(reason: str) -> str:
    """Turn an engine refusal ("code: English detail") into the player's language."""
    code, _, detail = reason.partition(":")
    key = f"illegal.{code.strip()}"
    return tr(key) if i18n.has(key) else (detail.strip() or reason)




class Overlay(Scene):
    """A dimmed panel in the middle of the screen with a title and a column of buttons."""

    transparent = True
    panel_size = (640, 640)

    def __init__(self, app, title: str) -> None:
        super().__init__(app)
        self.title = title
        self.panel = pygame.Rect((0, 0), self.panel_size)
        self.panel.center = SCREEN.center
        self.buttons: list[Button] = []

    def column(self, entries: list[tuple[str, Callable[[], None]]], top: int = 130, primary_first: bool = True) -> None:
        self.buttons = []
        for i, (label, action) in enumerate(entries):
            rect = pygame.Rect(0, 0, 420, 70)
            rect.midtop = (self.panel.centerx, self.panel.y + top + i * 88)
            self.buttons.append(Button(rect, label, action, self.assets, size=34, primary=primary_first and i == 0))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.assets.cached(("overlay-panel", self.panel.size), lambda: rounded_panel(
            self.panel.size, (34, 14, 44, 245), GOLD, 26, 4)), self.panel)
        title = self.assets.text(self.title, "display", 64, GOLD, width=self.panel.w - 60)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 30)))
        for button in self.buttons:
            button.draw(surface)


class PauseScene(Overlay):
    """Esc on a table: resume, save, rules, settings, quit to the title."""

    panel_size = (640, 660)

    def __init__(self, app, match, note=None) -> None:
        """``note``: a callable giving what the rules page should add about this game's own set-up."""
        super().__init__(app, tr("pause.title"))
        self.match = match
        self.note = note
        self.message = ""
        self.column([
            (tr("pause.resume"), self.app.scenes.pop),
            (tr("pause.save"), self._save),
            (tr("pause.rules"), lambda: self.app.scenes.push(RulesScene(self.app, match.game_id, note))),
            (tr("pause.settings"), lambda: self.app.scenes.push(SettingsScene(self.app))),
            (tr("pause.quit"), self._quit),
        ])

    def remake(self, below):
        return PauseScene(self.app, self.match, self.note)

    def _save(self) -> None:
        try:
            userdata.write_json(userdata.autosave_path(), self.match.to_json())
            self.message = tr("pause.saved")
        except OSError as exc:
            self.message = tr("notice.cannot-save", detail=str(exc))

    def _quit(self) -> None:
        self.app.show_title()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.message:
            text = self.assets.text(self.message, "body", 24, PAPER, width=self.panel.w - 40)
            surface.blit(text, text.get_rect(midbottom=(self.panel.centerx, self.panel.bottom - 22)))


class RulesScene(Overlay):
    """The rules in our own words, one scrolling page per game; from a table, the page ends with
    what this game's own set-up chose (``note``, a callable read in the language on screen)."""

    panel_size = (1100, 900)

    def __init__(self, app, game_id: str, note=None) -> None:
        super().__init__(app, tr(f"game.{game_id}.name"))
        self.game_id = game_id
        self.note = note
        self.scroll = 0
        self.column([(tr("rules.close"), self.app.scenes.pop)], top=self.panel_size[1] - 100)

    def remake(self, below):
        return RulesScene(self.app, self.game_id, self.note)

    def text(self) -> str:
        page = tr(f"rules.{self.game_id}").rstrip()
        chosen = self.note() if self.note is not None else None
        return page + "\n\n" + tr("rules.this-game", note=chosen) if chosen else page

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        body = self.assets.wrapped(self.text(), "body", 25, self.panel.w - 120, PAPER, 1.18)
        view = pygame.Rect(self.panel.x + 60, self.panel.y + 120, self.panel.w - 120, self.panel.h - 270)
        self.scroll = min(self.scroll, max(0, body.get_height() - view.h))
        surface.blit(body, view.topleft, area=pygame.Rect(0, self.scroll, view.w, view.h))
        if body.get_height() > view.h:
            hint = self.assets.text(tr("rules.scroll"), "body", 22, (200, 180, 210), width=self.panel.w - 60)
            surface.blit(hint, hint.get_rect(midtop=(self.panel.centerx, view.bottom + 6)))


class SettingsScene(Overlay):
    """Language, animation speed, how long results wait, sound, the fullscreen switch, reaction
    prompts and how Challengers! cards are turned over; saved at once (a new language shows at
    once, on every screen)."""

    panel_size = (820, 1040)
    SPEEDS = ["0.5", "1.0", "2.0", "0"]
    PACES = {"click": "settings.pace.click", "slow": "settings.pace.slow", "normal": "settings.pace.normal",
             "fast": "settings.pace.fast"}  # the keys of shell.table.PACE

    def __init__(self, app) -> None:
        super().__init__(app, tr("settings.title"))
        s = app.settings
        speed = str(float(s["animation_speed"])) if s["animation_speed"] else "0"
        rows = pygame.Rect(self.panel.x + 330, self.panel.y + 130, 360, 60)
        languages = i18n.languages()
        self.language = Cycle(rows, languages, [i18n.NATIVE_NAMES[lang] for lang in languages],
                              languages.index(i18n.language()), self.assets, self.app.set_language)
        rows = rows.move(0, 90)
        self.speed = Cycle(rows, self.SPEEDS, [tr(f"settings.speed.{v}") for v in self.SPEEDS],
                           self.SPEEDS.index(speed) if speed in self.SPEEDS else 1, self.assets, self._set_speed)
        rows = rows.move(0, 90)
        paces = list(self.PACES)
        pace = s.get("pace", "click")
        self.pace = Cycle(rows, paces, [tr(self.PACES[p]) for p in paces],
                          paces.index(pace) if pace in paces else 0, self.assets, self._set_pace)
        volumes = ["0.0", "0.3", "0.7", "1.0"]
        vol = min(volumes, key=lambda v: abs(float(v) - s["volume"]))
        self.volume = Cycle(rows.move(0, 90), volumes, [f"{int(float(v) * 100)}%" for v in volumes],
                            volumes.index(vol), self.assets, self._set_volume)
        self.fullscreen = Cycle(rows.move(0, 180), ["off", "on"], [tr("settings.off"), tr("settings.on")],
                                1 if s["fullscreen"] else 0, self.assets, self._set_fullscreen)
        self.reactions = Cycle(rows.move(0, 270), ["off", "on"], [tr("settings.off"), tr("settings.on")],
                               1 if s.get("reactions", True) else 0, self.assets, self._set_reactions)
        reveals = {"click": tr("settings.reveal.click"), "auto": tr("settings.reveal.auto")}
        self.reveal = Cycle(rows.move(0, 360), list(reveals), list(reveals.values()),
                            list(reveals).index(s.get("reveal", "click")) if s.get("reveal") in reveals else 0,
                            self.assets,
                            self._set_reveal)
        thinks = userdata.THINKS
        self.think = Cycle(rows.move(0, 450), list(thinks), [tr(f"settings.think.{t}") for t in thinks],
                           thinks.index(s.get("think", "normal")) if s.get("think") in thinks else 1, self.assets,
                           self._set_think)
        self.widgets = [self.language, self.speed, self.pace, self.volume, self.fullscreen, self.reactions,
                        self.reveal, self.think]
        self.column([(tr("settings.done"), self.app.scenes.pop)], top=self.panel_size[1] - 110)

    def remake(self, below):
        return SettingsScene(self.app)

    def _set_speed(self, value: str) -> None:
        self.app.settings["animation_speed"] = float(value)
        self.app.save_settings()

    def _set_fullscreen(self, value: str) -> None:
        self.app.toggle_fullscreen()
        self.fullscreen.index = 1 if self.app.settings["fullscreen"] else 0  # refused: the switch stays put

    def _set_pace(self, value: str) -> None:
        self.app.settings["pace"] = value
        self.app.save_settings()

    def _set_reactions(self, value: str) -> None:
        self.app.settings["reactions"] = value == "on"
        self.app.save_settings()

    def _set_reveal(self, value: str) -> None:
        self.app.settings["reveal"] = value
        self.app.save_settings()

    def _set_think(self, value: str) -> None:
        self.app.settings["think"] = value
        self.app.save_settings()

    def _set_volume(self, value: str) -> None:
        self.app.settings["volume"] = float(value)
        self.app.settings["muted"] = float(value) == 0
        self.app.save_settings()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for widget in self.widgets:
            if widget.handle_event(event):
                return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        keys = ("settings.language-label", "settings.speed-label", "settings.pace-label", "settings.volume-label",
                "settings.fullscreen-label", "settings.reactions-label", "settings.reveal-label", "settings.think-label")
        for widget, key in zip(self.widgets, keys):
            label = self.assets.text(tr(key), "bold", 30, PAPER, width=widget.rect.x - 30 - self.panel.x - 30)
            surface.blit(label, label.get_rect(midright=(widget.rect.x - 30, widget.rect.centery)))
            widget.draw(surface)


class CurtainScene(Scene):
    """Hides the table between two human seats so nobody sees the other's secrets: the screen
    turns to ``seat`` only when that player says they are ready. ``again``: the same seat had the
    last curtain and goes on after a moment everyone watched (it says so, rather than asking to
    pass the mouse to whoever may still hold it)."""

    def __init__(self, app, seat: int, name: str, seat_colour: int, on_ready: Callable[[], None],
                 again: bool = False, aside: tuple[str, Callable[[], None]] | None = None) -> None:
        super().__init__(app)
        self.seat, self.name, self.colour, self.on_ready, self.again = seat, name, seat_colour, on_ready, again
        self.t = 0.0
        rect = pygame.Rect(0, 0, 420, 84)
        rect.center = (960, 700)
        self.button = Button(rect, tr("curtain.ready", name=name), self._ready, self.assets, size=36, primary=True)
        self.aside: Button | None = None  # a table's way round this seat's turn (someone else acts first)
        if aside is not None:
            label, action = aside
            other = pygame.Rect(0, 0, 640, 64)
            other.center = (960, 840)
            self.aside = Button(other, label, lambda: self._step_aside(action), self.assets, size=28)

    def _ready(self) -> None:
        self.app.scenes.pop()
        self.on_ready()

    def _step_aside(self, action: Callable[[], None]) -> None:
        self.app.scenes.pop()
        action()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # the curtain cannot be dismissed by accident
        if not self.button.handle_event(event) and self.aside is not None:
            self.aside.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        def make() -> pygame.Surface:
            curtain = pygame.Surface((1920, 1080))
            curtain.fill((70, 10, 30))
            for x in range(0, 1920, 60):  # velvet folds
                shade = 18 if (x // 60) % 2 else -10
                pygame.draw.rect(curtain, (max(0, 70 + shade), 10, max(0, 30 + shade // 2)), (x, 0, 60, 1080))
                pygame.draw.line(curtain, (40, 4, 16), (x, 0), (x, 1080), 3)
            pygame.draw.rect(curtain, GOLD, (0, 0, 1920, 36))
            pygame.draw.rect(curtain, GOLD, (0, 1044, 1920, 36))
            return curtain

        surface.blit(self.assets.cached(("curtain",), make), (0, 0))
        badge = self.assets.seat_badge(self.colour, 120)
        surface.blit(badge, badge.get_rect(center=(960, 330)))
        title = self.assets.text(tr("curtain.again" if self.again else "curtain.pass", name=self.name), "display", 84,
                                 PAPER, shadow=True, width=1800)
        surface.blit(title, title.get_rect(center=(960, 480)))
        sub = self.assets.text(tr("curtain.again-hint" if self.again else "curtain.hint", name=self.name), "body", 28,
                               (240, 210, 220), width=1800)
        surface.blit(sub, sub.get_rect(center=(960, 570)))
        self.button.draw(surface)
        if self.aside is not None:
            self.aside.draw(surface)


class ResultScene(Overlay):
    """The end of a game: the champion, the belts and what each round brought.

    A game may draw its own end instead (``body``: a callable painting into a rect of the panel
    and returning its tooltips, rects and texts): the panel then fills the screen, the game's
    picture above, Play again and Title screen below, and the generic headline, lines and
    history are left out (they stay the text the program prints and remembers)."""

    panel_size = (1100, 820)
    BODY_PANEL = (1860, 1050)  # a game-drawn end: nearly the whole screen

    def __init__(self, app, match, on_again: Callable[[], None], scores: list[str], history: str,
                 headline: str | None = None, emblem: pygame.Surface | None = None,
                 body: Callable[[pygame.Surface, pygame.Rect], list] | None = None) -> None:
        winners = match.game.winners(match.state)
        names = [match.seats[s].name for s in winners]
        seats = len(match.seats)
        if body is not None:
            self.panel_size = self.BODY_PANEL
        else:  # the panel grows (up to the screen) where the history needs more lines than it leaves
            needed = 536 + 56 * seats + self._history(app.assets, history).get_height() + 8
            self.panel_size = (1100, min(1040, max(760 + 60 * seats, needed)))
        super().__init__(app, tr("result.title"))
        self.match, self.names, self.winners = match, names, winners
        placing = getattr(match.game, "placing", None)  # first to last, as the game ranks them
        self.order = placing(match.state) if placing else winners + [
            s for s in range(len(match.seats)) if s not in winners]
        self.scores, self.history = scores, history
        self.headline = headline or tr("result.champion", name=", ".join(names) or tr("result.nobody"))
        self.emblem = emblem
        self.body = body
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.pointer = (-1, -1)
        self.tip_at: tuple[str, int] | None = None  # the tip under the pointer, since when
        self.t = 0.0
        self.buttons = []
        for i, (label, action) in enumerate([(tr("result.again"), on_again), (tr("result.title-screen"), self._title)]):
            rect = pygame.Rect(0, 0, 400, 70)
            rect.midbottom = (self.panel.centerx + (i * 2 - 1) * 220, self.panel.bottom - (20 if body else 36))
            self.buttons.append(Button(rect, label, action, self.assets, size=34, primary=i == 0))

    @staticmethod
    def _history(assets, text: str, height: int | None = None) -> pygame.Surface:
        return assets.wrapped(text, "body", 22, ResultScene.panel_size[0] - 200, (220, 205, 230), 1.1, height=height)

    def body_rect(self) -> pygame.Rect:
        """Where a game-drawn end goes: the panel above the buttons."""
        top = min(b.rect.top for b in self.buttons)
        return pygame.Rect(self.panel.x + 16, self.panel.y + 16, self.panel.w - 32, top - 16 - self.panel.y - 16)

    def _title(self) -> None:
        self.app.show_title()

    def remake(self, below):
        table = below if hasattr(below, "result_summary") else None
        if table is None:
            return None
        return ResultScene(self.app, self.match, table.play_again, *table.result_summary())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        if self.body is not None:
            self._draw_body(surface)
            return
        super().draw(surface)
        p = self.panel
        emblem = self.emblem or self.assets.svg("common/icons/trophy.svg", (150, 150))
        bounce = int(8 * abs(pygame.math.clamp((self.t % 1.2) / 0.6 - 1, -1, 1)))
        surface.blit(emblem, emblem.get_rect(center=(p.centerx, p.y + 200 - bounce)))
        line = self.assets.text(self.headline, "display", 72, YELLOW, shadow=True, width=p.w - 60)
        surface.blit(line, line.get_rect(center=(p.centerx, p.y + 320)))
        for i, index in enumerate(self.order):  # winner first
            seat = self.match.seats[index]
            colour = SEAT_COLOURS[seat.colour]
            badge = self.assets.seat_badge(seat.colour, 40)
            y = p.y + 390 + i * 56
            surface.blit(badge, (p.x + 200, y))
            text = self.assets.text(seat.name, "bold", 32, colour, width=360)
            surface.blit(text, (p.x + 260, y))
            score = self.assets.text(self.scores[index], "bold", 30, PAPER, width=p.w - 660)
            surface.blit(score, (p.right - 200 - score.get_width(), y))
        history = self._history(self.assets, self.history,
                                height=p.bottom - 130 - (p.y + 390 + len(self.match.seats) * 56 + 16))
        surface.blit(history, (p.x + 100, p.y + 390 + len(self.match.seats) * 56 + 16))

    def _draw_body(self, surface: pygame.Surface) -> None:
        surface.blit(self.assets.cached(("overlay-panel", self.panel.size), lambda: rounded_panel(
            self.panel.size, (34, 14, 44, 245), GOLD, 26, 4)), self.panel)
        self.tips = list(self.body(surface, self.body_rect()))
        for button in self.buttons:
            button.draw(surface)
        self._draw_tip(surface)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """The text of what the pointer rests on, after a moment (as on the tables)."""
        text = next((t for r, t in reversed(self.tips) if r.collidepoint(self.pointer)), None)
        on_button = any(b.rect.collidepoint(self.pointer) for b in self.buttons)
        self.tip_at, due = rested(self.tip_at, None if on_button else text)
        if not due:
            return
        label = tip_label(self.assets, text)
        box = pygame.Rect(self.pointer[0] + 18, self.pointer[1] + 22, label.get_width() + 28, label.get_height() + 20)
        if box.right > SCREEN.right:
            box.right = self.pointer[0] - 18
        if box.bottom > SCREEN.bottom:
            box.bottom = self.pointer[1] - 12
        draw_tip_box(surface, self.assets, label, box.clamp(SCREEN))
