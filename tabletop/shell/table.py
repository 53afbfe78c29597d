"""What every game table shares: who is looking, the event queue, computer pacing, curtains, the
log, banners and toasts.

**Who is looking decides what is drawn.** At every moment the screen belongs either to one seat
(``audience`` is that seat, after its hand-over curtain) or to everyone (``audience`` is None:
computer turns, public prompts, the moments between two humans, the start of a game and
Continue). ``self.view`` is always the engine's view for that audience, the log is written for it,
and when the audience changes the whole table is rebuilt from the new view (``rebuild``). With
one human seat the screen always belongs to that seat and there is never a curtain; with none
(autoplay) it is always public. ``actor`` is the human whose input the table takes now: after a
curtain it is the audience; a human with nothing secret to see acts in public without one.

A game's table subclasses ``TableScene`` and supplies ``narrate`` (events -> log lines),
``play_event`` (turn one engine event into animations, returning how long to wait), ``rebuild``
(lay the table out again from ``self.view`` at once), ``idle`` (refresh buttons and draggable
pieces when nothing is playing) and the drawing. Rules stay in the engine; this class only
decides *when* things happen on screen and *for whom*.
"""

from __future__ import annotations

import collections

import pygame

from tabletop.engine.core import Event, IllegalAction
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.shell.base import Scene
from tabletop.shell.log import Line, LogPanel
from tabletop.shell.overlays import CurtainScene, PauseScene, ResultScene, explain
from tabletop.ui.assets import PAPER, YELLOW
from tabletop.ui.dragdrop import DragController
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.tween import Tweener

THINK_PAUSE = 0.5  # seconds a computer seat waits before acting, so people can follow
BANNER_TIME = 1.8


class TableScene(Scene):
    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.autoplay = autoplay
        self.tweener = Tweener(app.speed)
        self.drag = DragController(self.tweener)
        self.queue: collections.deque[Event] = collections.deque()  # raw events still to play
        self.history: list[Event] = []  # raw events already played (the log is written from them)
        self.wait = 0.0
        self.think_delay = 0.0
        self.banner: tuple[str, float] | None = None
        self.toast: tuple[str, float] | None = None
        self.finished = False
        self.pointer = (0, 0)
        self.zoom: str | None = None  # a card shown enlarged
        humans = match.human_seats()
        self.audience: int | None = humans[0] if len(humans) == 1 else None
        self.actor: int | None = humans[0] if len(humans) == 1 else None
        self.perspective = humans[0] if humans else 0  # whose side is drawn as "mine"
        self.view = match.view(self.audience)
        self.log = LogPanel(self.assets, self.narrate, [s.name for s in match.seats], [s.colour for s in match.seats],
                            self.log_header())
        if match.steps:  # Continue: everything so far has happened; the log is rebuilt from it
            self.history = list(match.opening) + [e for step in match.steps for e in step.events]
        else:
            self.queue.extend(match.opening)

    # ------------------------------------------------------------------ who is looking
    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def human_to_act(self) -> int | None:
        humans = self.match.humans_to_act()
        return humans[0] if humans else None

    def shared_screen(self) -> bool:
        """Two humans or more: secrets need curtains."""
        return len(self.match.human_seats()) > 1

    def set_audience(self, seat: int | None) -> None:
        """The screen now belongs to ``seat`` (None: to everyone): rebuild it from that view."""
        if seat == self.audience:
            return
        self.audience = seat
        self.view = self.match.view(seat)
        self.zoom = None
        self.drag.cancel()
        self.rebuild()

    def go_public(self) -> None:
        """Between two humans, and whenever no human owns the moment, the screen is public."""
        if self.shared_screen():
            self.actor = None
            self.set_audience(None)

    def hand_over(self) -> bool:
        """Give the mouse to the next human to act: behind a curtain if a secret of theirs is
        about to show, in public if there is none. True when a curtain went up."""
        if not self.shared_screen():
            return False
        nxt = self.human_to_act()
        if nxt is None:
            self.go_public()
            return False
        if self.actor == nxt:  # the same human goes on (their own actions played for them)
            return False
        if self.match.view(nxt) == self.match.view(None):  # nothing secret: no curtain
            self.go_public()
            self.actor = self.perspective = nxt
            return False
        self.go_public()
        self.push_curtain(nxt)
        return True

    def push_curtain(self, seat: int, then=None) -> None:
        def reveal() -> None:
            self.actor = self.perspective = seat
            self.set_audience(seat)
            if then:
                then()

        self.app.scenes.push(CurtainScene(self.app, seat, self.seat_name(seat), self.match.seats[seat].colour, reveal))

    def my_turn(self) -> bool:
        """May the human at the mouse act now (nothing playing, game on, their turn)?"""
        return (
            self.actor is not None
            and not self.queue
            and not self.finished
            and self.actor in self.match.to_act()
        )

    def public_claims(self) -> list[int]:
        """Seats a human may claim the mouse for in a public prompt (their badge); none by default."""
        return []

    def claim(self, seat: int) -> None:
        """A human claims the mouse for ``seat`` in a public prompt (tables with prompts override)."""

    # ------------------------------------------------------------------ actions and events
    def submit(self, action) -> bool:
        """Send a human action; an illegal one is refused with a reason on screen."""
        try:
            events = self.match.submit(action)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return False
        self.enqueue(events)
        if self.match.save_error:  # the game goes on; the player learns their progress is not saved
            self.app.notice = tr("notice.cannot-save", detail=self.match.save_error)
        return True

    def enqueue(self, events: list[Event]) -> None:
        self.queue.extend(events)

    def refuse(self, reason: str) -> None:
        self.toast = (explain(reason), 3.0)

    def common_input(self, event: pygame.event.Event, widgets) -> bool:
        """Input every table treats alike; True if the event was used up.

        Esc closes an enlarged card or opens the menu; the widgets get their turn; the wheel
        scrolls the log; the pointer is followed (drag, hover); a click first dismisses a notice,
        closes an enlarged card, or skips the animations still playing, before the table may use it.
        """
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.zoom:
                self.zoom = None
            else:
                self.open_menu()
            return True
        for widget in widgets:
            if widget.visible and widget.handle_event(event):
                return True
        if self.log.handle_event(event, self.log_zone(), self.pointer):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.drag.motion(event.pos)
            self.hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.dismiss_notice()
            if self.zoom:
                self.zoom = None
                return True
            if self.queue or self.tweener.busy():
                self.skip_animation()
                return True
        return False

    def hover(self, pos) -> None:
        """Hook: the pointer moved (tables lift the card under it)."""

    def finish_drag(self, pos, candidates) -> None:
        """Release a held piece: submit the legal drop under ``pos``, or say why the one there
        is refused (the piece glides back either way)."""
        action = self.drag.end(pos)
        if action is not None:
            self.submit(action)
            return
        wanted = next((t.action for t in candidates if t.rect.collidepoint(pos)), None)
        if wanted is not None:
            self.explain_drop(wanted)

    def explain_drop(self, action) -> None:
        """A drop that matched no legal action: say why the rules refuse it."""
        try:
            self.match.game.apply(self.match.state, action)
        except IllegalAction as exc:
            self.refuse(str(exc))

    def show_banner(self, text: str) -> None:
        self.banner = (text, BANNER_TIME)

    def play_next(self) -> float:
        """Play the next queued event for the audience on screen; it joins the log."""
        raw = self.queue.popleft()
        self.history.append(raw)
        self.view = self.match.view(self.audience)
        return self.play_event(raw.for_seat(self.audience))

    def skip_animation(self) -> None:
        """A click during animations plays the rest of them at once."""
        while self.queue:
            self.play_next()
            self.tweener.finish_all()
        self.tweener.finish_all()
        self.wait = 0.0

    def undo(self) -> None:
        try:
            self.match.undo(self.actor)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return
        self.view = self.match.view(self.audience)
        self.history = list(self.match.opening) + [e for step in self.match.steps for e in step.events]
        self.rebuild()
        self.show_banner(tr("log.undo", name=self.seat_name(self.actor)))

    def open_menu(self) -> None:
        self.drag.cancel()
        self.app.scenes.push(PauseScene(self.app, self.match))

    def exit(self) -> None:
        self.match.close()

    def resume(self) -> None:
        self.tweener.speed = self.app.speed

    def remake(self, below):
        """The same match laid out again (after a language switch): everything so far is in its
        log, and the screen starts public, as after Continue."""
        return type(self)(self.app, self.match, self.autoplay)

    # ------------------------------------------------------------------ hooks for each game
    def narrate(self, event: Event, audience: int | None, names) -> list[Line]:  # pragma: no cover
        """The log lines for ``event`` as ``audience`` may read it (every table overrides)."""
        return []

    def log_header(self) -> list[Line]:
        """Lines the log opens with (a welcome)."""
        return []

    def log_zone(self) -> pygame.Rect:
        return self.layout["log"]

    def play_event(self, event: Event) -> float:  # pragma: no cover - every table overrides
        raise NotImplementedError

    def rebuild(self) -> None:
        """Lay the table out again for ``self.view`` at once (a new audience, an undo)."""

    def idle(self) -> None:
        """Nothing is playing: refresh buttons and what may be dragged."""

    def result_summary(self) -> tuple:
        """Score lines per seat and a history paragraph (and optionally a headline and an emblem)."""
        return ["" for _ in self.match.seats], ""

    def play_again(self) -> None:
        self.app.start_match(self.match.info, self.match.seats, seed=None, options=self.match.options)

    def holding(self, dt: float) -> bool:
        """Hook: True while a prompt holds the flow (no hand-over, no computer moves); a public
        prompt calls ``go_public``."""
        return False

    def think_pause(self) -> float:
        """How long a computer seat waits before acting, so people can follow."""
        return THINK_PAUSE

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        speed = self.app.speed
        self.tweener.speed = speed
        self.tweener.update(dt)
        if self.banner:
            self.banner = (self.banner[0], self.banner[1] - dt) if self.banner[1] > dt else None
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        fast = speed if speed > 0 else 1e9
        if self.wait > 0:
            self.wait -= dt * fast
            if self.wait > 0:
                return
        while self.queue and self.wait <= 0:  # events that take no time play together
            self.wait = self.play_next()
        if self.wait > 0 or self.tweener.busy():
            return
        if self.finished:
            self.go_public()
            if not self.app.scenes.find(ResultScene):
                self.app.scenes.push(ResultScene(self.app, self.match, self.play_again, *self.result_summary()))
            return
        self.view = self.match.view(self.audience)
        if self.holding(dt):  # a prompt holds the table (the game decides who is looking meanwhile)
            self.idle()
            return
        if self.hand_over():
            return
        self.idle()
        if self.match.computers_to_act():
            self.think_delay -= dt * fast
            if self.think_delay > 0:
                return
            for _action, events in self.match.pump():
                self.enqueue(events)
                self.think_delay = self.think_pause()
        else:
            self.think_delay = self.think_pause()

    # ------------------------------------------------------------------ shared drawing
    def draw_log(self, surface: pygame.Surface, zone: pygame.Rect, top: int = 52) -> None:
        self.log.sync(self.history, self.audience)
        self.log.draw(surface, zone, top)

    def draw_banner(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        if not self.banner:
            return
        text, left = self.banner
        alpha = max(0.0, min(1.0, left / 0.3, (BANNER_TIME - left) / 0.2 if left < BANNER_TIME else 1.0))
        label = self.assets.text(text, "display", 72, YELLOW, shadow=True, width=1700)
        band = self.assets.cached(("banner", label.get_width()), lambda: rounded_panel(
            (label.get_width() + 120, 110), (20, 6, 30, 215), (224, 33, 138), 24, 4))
        r = band.get_rect(center=centre)
        if alpha < 0.99:  # fade a copy: cached surfaces are shared and must stay untouched
            band, label = band.copy(), label.copy()
            band.set_alpha(int(255 * alpha))
            label.set_alpha(int(255 * alpha))
        surface.blit(band, r)
        surface.blit(label, label.get_rect(center=r.center))

    def draw_toast_or(self, surface: pygame.Surface, zone: pygame.Rect, text: str) -> None:
        """The refusal toast if there is one, else the status line ``text``."""
        if self.toast:
            label = self.assets.text(self.toast[0], "bold", 26, (255, 235, 230), shadow=True, width=max(zone.w, 900))
            band = self.assets.cached(("toast", label.get_width()), lambda: rounded_panel(
                (label.get_width() + 40, 44), (150, 20, 40, 230), (255, 120, 120), 14, 2))
            r = band.get_rect(center=zone.center)
            surface.blit(band, r)
            surface.blit(label, label.get_rect(center=r.center))
        elif text:
            label = self.assets.text(text, "bold", 28, PAPER, shadow=True, width=zone.w)
            surface.blit(label, label.get_rect(center=zone.center))
