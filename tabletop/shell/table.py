"""What every game table shares: who is looking, the event queue, computer pacing, curtains, the
log, banners and toasts.

**Who is looking decides what is drawn.** At every moment the screen belongs either to one seat
(``audience`` is that seat, after its hand-over curtain) or to everyone (``audience`` is None:
computer turns, public prompts, the moments between two humans, the start of a game and
Continue). ``self.view`` is always the engine's view for that audience, the log is written for it,
and when the audience changes the whole table is rebuilt from the new view (``rebuild``). With
one human seat the screen always belongs to that seat and there is never a curtain; with none
(autoplay) it is always public. ``actor`` is the human whose input the table takes now: after a
curtain it is the audience; a human with nothing secret to see acts in public without one, and
then the table names them wherever it speaks to them (``named``: the status line, the buttons).

**Public moments.** A moment everyone watches (a reveal, a fight's outcome, a tournament's
result, the end of a game) is played for everyone, whoever acted last: a batch of events that
holds one of the game's ``PUBLIC_MOMENTS`` turns the screen public *before* it plays (laid out
from the public view of the table as it stood before those events), and a held result
(``stage``) is always public unless the game marks it private. After a public moment nobody owns
the screen any more, so the next secret needs a curtain again, even for the seat that acted
last.

A game's table subclasses ``TableScene`` and supplies ``narrate`` (events -> log lines),
``play_event`` (turn one engine event into animations, returning how long to wait), ``rebuild``
(lay the table out again from ``self.view`` at once), ``idle`` (refresh buttons and draggable
pieces when nothing is playing) and the drawing. Rules stay in the engine; this class only
decides *when* things happen on screen and *for whom*.
"""

from __future__ import annotations

import collections
import math
from dataclasses import dataclass

import pygame

from tabletop.ai.expert import BUDGETS
from tabletop.engine.core import Event, IllegalAction
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.shell.base import Scene
from tabletop.shell.log import Line, LogPanel, tint
from tabletop.shell.overlays import CurtainScene, PauseScene, ResultScene, explain
from tabletop.ui.assets import PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.dragdrop import DragController
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.tween import Tweener
from tabletop.ui.widgets import Button, draw_tip_box, rested, tip_label

THINK_PAUSE = 0.9  # seconds a computer seat waits before acting at Normal speed, so people can follow
BANNER_TIME = 1.8
DROP_SLOP = 40  # a piece let go nearer than this to where it was picked up was only clicked
PACE = {"click": None, "slow": 6.0, "normal": 3.0, "fast": 2.0}  # how long a result waits (None: a click)
UNWATCHED = 1.2  # with nobody human at the table a result waits this long (autoplay)


@dataclass
class Stage:
    """A decisive moment's result, held on the table until a human has read it."""

    title: str  # what decided it, in a word or two ("PAPERWORK!", "KNOCK-OUT")
    detail: str = ""  # who won and how
    seat: int | None = None  # whose moment it was (its badge and colour)
    left: float | None = None  # seconds before it goes by itself (None: it waits for a click)


class TableScene(Scene):
    # Event kinds that everyone watches: a batch of events holding one is played in public.
    PUBLIC_MOMENTS: frozenset[str] = frozenset()

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
        self.held: Stage | None = None  # a result the table waits on (nothing plays meanwhile)
        self.tips: list[tuple[pygame.Rect, str]] = []  # what each icon and counter drawn means
        self.clear_of: list[pygame.Rect] = []  # what a tooltip must not cover this frame (an enlarged card)
        self.tip_box: pygame.Rect | None = None  # where the tooltip was drawn last frame
        self.tip_at: tuple[str, float] | None = None  # the tip under the pointer, and for how long
        self.tip_hush: tuple[int, int] | None = None  # where a piece was let go: no tooltip until the pointer moves
        self.toast: tuple[str, float] | None = None
        self.finished = False
        self.pointer = (0, 0)
        self.zoom: str | None = None  # a card shown enlarged
        self._log_reader: int | None = None  # who held the mouse when the log was last drawn
        self._last_curtain: int | None = None  # the seat the last curtain was for
        humans = match.human_seats()
        self.audience: int | None = humans[0] if len(humans) == 1 else None
        self.actor: int | None = humans[0] if len(humans) == 1 else None
        self.perspective = humans[0] if humans else 0  # whose side is drawn as "mine"
        self.view = match.view(self.audience)
        self.log = LogPanel(self.assets, self.narrate_any, [s.name for s in match.seats],
                            [s.colour for s in match.seats], self.log_header() + self.levels_line())
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

    def set_audience(self, seat: int | None, state=None) -> None:
        """The screen now belongs to ``seat`` (None: to everyone): rebuild it from that view (of
        ``state`` if given: the table as it stood before the events still to play)."""
        if seat == self.audience:
            return
        self.audience = seat
        self.view = self.match.view(seat) if state is None else self.match.game.view(state, seat)
        self.zoom = None
        self.toast = None  # a refusal was said to the one who looked before
        self.drag.cancel()
        self.rebuild()

    def go_public(self, state=None) -> None:
        """Between two humans, and whenever no human owns the moment, the screen is public.
        Nobody holds the mouse then: the next human to act is handed it again (behind a curtain
        if a secret of theirs is about to show)."""
        if self.shared_screen():
            self.actor = None
            self.set_audience(None, state)

    def public_moment(self, event: Event) -> bool:
        """Is ``event`` a moment everyone watches (its batch is played in public)?"""
        return event.kind in self.PUBLIC_MOMENTS

    def named(self) -> int | None:
        """The seat a prompt on screen must name ("Bea: your pick"), or None when it need not:
        a human acting on a public screen (they had nothing secret to see), whom no curtain has
        identified, since anyone could be holding the mouse."""
        public = self.shared_screen() and self.audience is None and self.actor is not None
        return self.actor if public and self.my_turn() else None

    def seat_buttons(self) -> list:
        """Hook: the buttons that act for the seat at the mouse (they wear its colour when the
        screen is public)."""
        return []

    def undo_buttons(self) -> list:
        """Hook: the table's Undo button(s); when disabled they say why."""
        return []

    def undo_reason(self) -> str | None:
        """Why Undo cannot be used now, in the player's words (None: it can)."""
        if self.actor is None:
            return tr("table.undo-nobody")
        if self.queue:
            return tr("table.undo-playing")
        steps = self.match.steps
        if steps and steps[-1].action.seat == self.actor and not self.match.can_undo(self.actor):
            return tr("table.undo-final")  # their own last move showed something or rolled dice
        if not self.match.can_undo(self.actor):
            return explain("no-undo:")
        return None

    def hand_over(self) -> bool:
        """Give the mouse to the next human to act: behind a curtain if a secret of theirs is
        about to show, in public if there is none. True when a curtain went up.

        While only computers act, the screen stays where it is: the human behind the last
        curtain keeps it (nobody else was called to look), so if they are the next to act they
        go on without a new curtain; anyone else gets one."""
        if not self.shared_screen():
            return False
        nxt = self.human_to_act()
        if nxt is None:
            return False
        if self.audience == nxt:  # the same human goes on behind their curtain: nobody else has looked
            self.actor = nxt
            return False
        if not self.needs_curtain(nxt):  # nothing secret: no curtain, and the table names them
            self.go_public()
            self.actor = self.perspective = nxt
            return False
        self.go_public()
        self.push_curtain(nxt)
        return True

    def needs_curtain(self, seat: int) -> bool:
        """Would handing the mouse to ``seat`` show a secret of theirs? (A table may say that a
        decision is taken in public, its secrets left out of it.)"""
        return self.match.view(seat) != self.match.view(None)

    def push_curtain(self, seat: int, then=None, aside=None) -> None:
        """Hand the screen to ``seat`` behind its curtain (``then`` once it is theirs). ``aside``:
        (label, action) of a second button on the curtain, a way round this seat's turn."""
        def reveal() -> None:
            self.actor = self.perspective = seat
            self.set_audience(seat)
            if then:
                then()

        again, self._last_curtain = self._last_curtain == seat, seat
        self.app.scenes.push(CurtainScene(self.app, seat, self.seat_name(seat), self.match.seats[seat].colour, reveal,
                                          again, aside))

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

    def held_claim(self) -> int | None:
        """The seat whose human claimed the mouse in a public prompt and has nothing to do
        there but give it back (their Done, ``give_back``), or None (tables with prompts say)."""
        return None

    def give_back(self) -> None:
        """The human of ``held_claim`` gives the mouse back (tables with prompts override)."""

    # ------------------------------------------------------------------ actions and events
    def submit(self, action, automatic: bool = False) -> bool:
        """Send a human action; an illegal one is refused with a reason on screen. An
        ``automatic`` one is made for the seat by the table (not a choice: no undo)."""
        try:
            events = self.match.submit(action, chosen=not automatic)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return False
        self.enqueue(events)
        if self.match.save_error:  # the game goes on; the player learns their progress is not saved
            self.app.notice = tr("notice.cannot-save", detail=self.match.save_error)
        return True

    def enqueue(self, events: list[Event], before=None) -> None:
        """Queue one action's events; a batch holding a public moment makes the screen public
        first, laid out as the table stood before it (``before``, found from the match's steps
        if not given), so the moment plays for everyone."""
        if self.audience is not None and self.shared_screen() and any(self.public_moment(e) for e in events):
            before = before if before is not None else self.state_before(events)
            self.go_public(before if not self.queue else None)
        self.queue.extend(events)

    def state_before(self, events: list[Event]):
        """The state the table stood in before the action whose events these are (None if unknown)."""
        return next((step.before for step in reversed(self.match.steps) if step.events is events), None)

    def refuse(self, reason: str) -> None:
        """Show an engine refusal ("code: detail") in the player's words."""
        self.tell(explain(reason))

    def tell(self, text: str) -> None:
        """Show why something did not happen (a text already in the player's language)."""
        self.toast = (text, max(3.0, len(text) / 18))

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
        if self.held is not None and (
                (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))):
            self.dismiss()  # the result was read: a click goes on, and only that
            return True
        for widget in widgets:
            if isinstance(widget, Button) and widget.on_refused is None:
                widget.on_refused = self.tell  # a disabled button's reason is said like a refusal
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
        is refused: the rules' reason for a drop that names an action, the table's for a place
        where the piece can never go (the rival's side, an empty slot), and where it lands on
        nothing at all, where it can go (the piece glides back either way)."""
        piece, start, had_targets = self.drag.piece, self.drag.origin, bool(self.drag.targets)
        self.tip_hush = tuple(pos)  # what lies under the dropped card is not what the player is asking about
        dropped = (piece.x, piece.y) if piece is not None else start
        action = self.drag.end(pos)
        if action is not None:
            self.submit(action)
            return
        wanted = next((t.action for t in candidates if t.rect.collidepoint(pos)), None)
        if wanted is not None:
            self.explain_drop(wanted)
            return
        if piece is None:
            return
        reason = self.drop_reason(piece, pos)
        if reason is None and math.dist(start, dropped) > DROP_SLOP:
            reason = tr("table.drop-nowhere") if had_targets else tr("table.drop-no-place")
        if reason:
            self.tell(reason)

    def drop_reason(self, piece, pos) -> str | None:
        """Hook: why ``piece`` may never go where it was dropped (a place of the table that no
        action names), in the words of the rule; None where the table has nothing to say."""
        return None

    def explain_drop(self, action) -> None:
        """A drop that matched no legal action: say why the rules refuse it."""
        try:
            self.match.game.apply(self.match.state, action)
        except IllegalAction as exc:
            self.refuse(str(exc))

    def show_banner(self, text: str) -> None:
        self.banner = (text, BANNER_TIME)

    def stage(self, title: str, detail: str = "", seat: int | None = None, private: bool = False) -> None:
        """End a decisive moment on a result that waits for people: with a human seated, until a
        click (or the time the "pace" setting gives); with nobody human, a moment. Everyone
        reads it, so it is shown on a public screen unless the game marks it ``private``."""
        if not private:
            self.go_public()
        if self.match.human_seats():
            left = PACE.get(self.app.settings.get("pace", "click"), None)
        else:
            left = UNWATCHED
        self.held = Stage(title, detail, seat, left)

    def dismiss(self) -> None:
        """The result on the table has been read: play on."""
        self.held = None

    def play_next(self) -> float:
        """Play the next queued event for the audience on screen; it joins the log."""
        raw = self.queue.popleft()
        self.history.append(raw)
        self.view = self.match.view(self.audience)
        return self.play_event(raw.for_seat(self.audience))

    def waits_for(self, event: Event) -> bool:
        """Hook: True while the next event to play waits for a person (a card turned over by a
        click); the queue stands still meanwhile, and skipping animations stops there too."""
        return False

    def skip_animation(self) -> None:
        """A click during animations plays the rest of them at once (up to an event that waits
        for a person)."""
        while self.queue and not self.waits_for(self.queue[0]):
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
        self.app.scenes.push(PauseScene(self.app, self.match, self.rules_note))

    def rules_note(self) -> str | None:
        """What the rules page adds about this game's own set-up (a table with variants says)."""
        return None

    def exit(self) -> None:
        self.match.close()

    def resume(self) -> None:
        self.tweener.speed = self.app.speed * self.tempo()

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

    def levels_line(self) -> list[Line]:
        """A line naming each computer seat's level (Easy, Hard, Expert), after the welcome."""
        computers = [tr("log.level-seat", name=s.name, level=tr(f"level.{s.level}"))
                     for s in self.match.seats if s.kind == "computer"]
        return [Line(tr("log.levels", seats=", ".join(computers)))] if computers else []

    def narrate_any(self, event: Event, audience: int | None, names) -> list[Line]:
        """The log's lines for an event: the game's own, and the program's notes (an Expert that
        could not finish thinking, whose move the hard level chose)."""
        if event.kind == "ComputerNote":
            return [Line(tr("log.expert-fallback", name=names[event.data["seat"]]), event.data["seat"])]
        return self.narrate(event, audience, names)

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

    def think_ahead(self) -> bool:
        """Hook: may a computer start its next decision as soon as its last one is applied,
        while that one's events still play (True), or only once the table is ready for it, the
        events played and no prompt up (False: the same frames whoever the engine waits on)?"""
        return True

    def tempo(self) -> float:
        """Hook: how many times faster than the speed setting the table plays just now (a table
        may hurry the rest of a long turn: its holds, tweens and thinking pauses alike); 1 by default."""
        return 1.0

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.match.budget = BUDGETS.get(self.app.settings.get("think", "normal"), BUDGETS["normal"])
        speed = self.app.speed
        pace = speed * self.tempo()
        self.tweener.speed = pace
        self.tweener.update(dt)
        if self.banner:
            self.banner = (self.banner[0], self.banner[1] - dt) if self.banner[1] > dt else None
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        if self.held is not None:  # a result waits for people: nothing else moves on meanwhile
            if self.held.left is not None:
                unwatched = not self.match.human_seats()
                if unwatched and speed <= 0:  # nobody watching, instant play: nothing to wait for
                    self.held.left = 0
                self.held.left -= dt * (max(speed, 1.0) if unwatched else 1.0)
                if self.held.left <= 0:
                    self.held = None
            return
        fast = pace if pace > 0 else 1e9
        if self.wait > 0:
            self.wait -= dt * fast
            if self.wait > 0:
                return
        while self.queue and self.wait <= 0 and self.held is None and not self.waits_for(self.queue[0]):
            self.wait = self.play_next()  # events that take no time play together
        if self.wait > 0 or self.queue or self.tweener.busy() or self.held is not None:
            return  # a result staged just now waits too, and so does an event waiting for a person
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
            ahead = self.think_ahead()
            fresh = not ahead and not self.match.thinking()
            if fresh:  # it starts deciding now that nothing on screen holds it back
                self.match.think()
            self.think_delay -= dt * fast
            if self.think_delay > 0 or fresh:  # (a decision started in this frame is taken in a later one)
                return
            for _action, events in self.match.pump(ahead):
                self.enqueue(events)
                self.think_delay = self.think_pause()
        else:
            self.think_delay = self.think_pause()

    def moving(self) -> bool:
        return bool(self.queue or self.wait > 0 or self.tweener.busy() or self.banner or self.drag.active
                    or self.match.thinking() or self.match.computers_to_act())

    # ------------------------------------------------------------------ shared drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The game's table, then what every table shows above it: the held result, a tooltip."""
        self.tips = []
        self.clear_of = []
        owner = self.named()
        colour = SEAT_COLOURS[self.match.seats[owner].colour] if owner is not None else None
        for button in self.seat_buttons():
            button.owner = colour
        self.draw_table(surface)
        for button in self.undo_buttons():
            button.why = None if button.enabled else self.undo_reason()
        for button in self.seat_buttons() + self.undo_buttons():
            if button.visible and not button.enabled and button.why:
                self.tip(button.rect, button.why)
        self.draw_stage(surface, self.stage_box())
        self.draw_tip(surface)

    def draw_table(self, surface: pygame.Surface) -> None:  # pragma: no cover - every table overrides
        raise NotImplementedError

    def stage_box(self) -> pygame.Rect:
        """Where a held result is shown: each table puts it where it hides nothing it speaks of
        (its height follows the text; this gives the place and the width)."""
        return pygame.Rect(480, 380, 960, 320)

    def tip(self, rect, text: str) -> None:
        """While drawing: ``rect`` on screen is explained by ``text`` when the pointer rests on it."""
        self.tips.append((pygame.Rect(rect), text))

    def keep_clear(self, rect) -> None:
        """While drawing: a tooltip must not cover ``rect`` (the enlarged card being read)."""
        self.clear_of.append(pygame.Rect(rect))

    def _tip_place(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a tooltip of ``size`` goes: below and right of the pointer, else the first
        other corner of it that covers nothing kept clear (else the one covering least)."""
        x, y = self.pointer
        screen = pygame.Rect(0, 0, 1920, 1080)
        places = []
        for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            box = pygame.Rect((0, 0), size)
            box.left = x + 18 if dx > 0 else x - 18 - box.w
            box.top = y + 22 if dy > 0 else y - 12 - box.h
            places.append(box.clamp(screen))

        def covered(box: pygame.Rect) -> int:
            return sum(box.clip(r).w * box.clip(r).h for r in self.clear_of)

        return min(places, key=lambda box: (covered(box) > 0, covered(box), places.index(box)))

    def _tip_under_pointer(self) -> str | None:
        return next((text for rect, text in reversed(self.tips) if rect.collidepoint(self.pointer)), None)

    def draw_tip(self, surface: pygame.Surface) -> None:
        text = self._tip_under_pointer()
        self.tip_box = None
        if self.tip_hush is not None and self.tip_hush != self.pointer:
            self.tip_hush = None  # the pointer moved on after a drop: tooltips are back
        quiet = self.drag.active or self.tip_hush is not None
        self.tip_at, due = rested(self.tip_at, None if quiet else text)
        if not due:
            return
        label = tip_label(self.assets, text)
        self.tip_box = self._tip_place((label.get_width() + 28, label.get_height() + 20))
        draw_tip_box(surface, self.assets, label, self.tip_box)

    def sync_log(self) -> tuple:
        """Bring the log up to what has been played, for whoever is looking; returns what its
        drawing depends on (a table that keeps the log in a cached layer keys on it)."""
        if self.actor != self._log_reader:  # the mouse changed hands: the log shows its newest lines
            self._log_reader, self.log.scroll = self.actor, 0
        self.log.sync(self.history, self.audience)
        return self.log.revision, self.log.scroll

    def draw_log(self, surface: pygame.Surface, zone: pygame.Rect, top: int = 52) -> None:
        self.sync_log()
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

    def draw_stage(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The held result: a card with what decided it, who won and how, and how to go on."""
        held = self.held
        if held is None:
            return
        room = box.w - 100 if held.seat is not None else box.w - 40
        title = self.assets.text(held.title, "display", 96, YELLOW, shadow=True, width=room, min_size=40)
        detail = self.assets.wrapped(held.detail, "bold", 26, box.w - 40, PAPER, 1.1,
                                     height=box.h - title.get_height() - 110) if held.detail else None
        hint_text = tr("table.go-on") if held.left is None else tr("table.going-on", n=max(1, round(held.left)))
        hint = self.assets.wrapped(hint_text, "body", 22, box.w - 40, (230, 210, 230), 1.0)
        h = 40 + title.get_height() + (detail.get_height() + 14 if detail else 0) + hint.get_height() + 36
        panel = pygame.Rect(box.x, box.y, box.w, max(min(h, box.h), min(box.h, 2 * h)))
        border = SEAT_COLOURS[self.match.seats[held.seat].colour] if held.seat is not None else YELLOW
        surface.blit(self.assets.cached(("stage", panel.size, border), lambda: rounded_panel(
            panel.size, (22, 8, 28, 255), border, 28, 5)), panel)
        y = panel.y + max(20, (panel.h - h) // 2 + 20)
        if held.seat is not None:
            badge = self.assets.seat_badge(self.match.seats[held.seat].colour, 48)
            surface.blit(badge, (panel.x + 20, y + 14))
        surface.blit(title, title.get_rect(midtop=(panel.centerx + (24 if held.seat is not None else 0), y)))
        y += title.get_height()
        if detail:
            y += 14
            surface.blit(detail, (panel.x + 20, y))
            y += detail.get_height()
        surface.blit(hint, hint.get_rect(midtop=(panel.centerx, y + 12)))

    def draw_toast_or(self, surface: pygame.Surface, zone: pygame.Rect, text: str) -> None:
        """The refusal toast if there is one, else the status line ``text``."""
        if self.draw_toast(surface, zone) is None:
            self.draw_status(surface, zone, text)

    def draw_toast(self, surface: pygame.Surface, zone: pygame.Rect, width: int | None = None) -> pygame.Rect | None:
        """The refusal toast, if there is one, centred on ``zone``: its text at most ``width``
        wide (two lines rather than a smaller size). A table draws it after everything else,
        so nothing covers it. Returns the band it drew."""
        if not self.toast:
            return None
        text = self.toast[0]
        width = max(zone.w, 900) if width is None else width
        if self.assets.font(self.assets.face_for("bold", text), 26).size(text)[0] <= width:
            label = self.assets.text(text, "bold", 26, (255, 235, 230), shadow=True)
        else:  # a long reason takes two lines rather than a smaller size
            label = self.assets.text_lines(text, "bold", 24, width, (255, 235, 230), shadow=True)
        band = self.assets.cached(("toast", label.get_size()), lambda: rounded_panel(
            (label.get_width() + 40, label.get_height() + 14), (150, 20, 40, 235), (255, 120, 120), 14, 2))
        r = band.get_rect(center=zone.center)
        if r.bottom > 1075:
            r.bottom = 1075
        surface.blit(band, r)
        surface.blit(label, label.get_rect(center=r.center))
        return r

    def draw_status(self, surface: pygame.Surface, zone: pygame.Rect, text: str,
                    lines: int = 1) -> pygame.Rect | None:
        """The status line ``text`` centred in ``zone`` (up to ``lines`` lines); on a public
        hand-over the seat's badge and name lead it. Returns where it drew."""
        if not text:
            return None
        if self.named() is not None:
            seat = self.match.seats[self.named()]
            badge = self.assets.seat_badge(seat.colour, 36)
            who = self.assets.text(tr("table.for-seat", name=seat.name), "bold", 28, tint(SEAT_COLOURS[seat.colour]),
                                   shadow=True, width=zone.w // 3)
            room = zone.w - badge.get_width() - who.get_width() - 20
            label = self.assets.text_lines(text, "bold", 28, room, PAPER, shadow=True, lines=lines, height=zone.h)
            x = zone.centerx - (badge.get_width() + who.get_width() + label.get_width() + 20) // 2
            surface.blit(badge, badge.get_rect(midleft=(x, zone.centery)))
            x += badge.get_width() + 10
            surface.blit(who, who.get_rect(midleft=(x, zone.centery)))
            x += who.get_width() + 10
            drawn = label.get_rect(midleft=(x, zone.centery))
            surface.blit(label, drawn)
            return drawn.union(badge.get_rect(midleft=(drawn.x - who.get_width() - badge.get_width() - 20,
                                                       zone.centery)))
        label = self.assets.text_lines(text, "bold", 28, zone.w, PAPER, shadow=True, lines=lines, height=zone.h)
        drawn = label.get_rect(center=zone.center)
        surface.blit(label, drawn)
        return drawn
