"""The public reaction prompt of the O Último Grande Campeão table (split from table.py).

The any-time cards (ICE BATH, AMBUSH, DOCTOR) are answered at reaction moments: the start of
every action and right after every injury roll. With two humans or more at the screen the table
must not tell who holds such a card, so at *every* moment it puts up the same public prompt,
"Reactions? click your badge", whether or not anybody could answer (RULINGS.md); a human who
clicks their badge answers behind their own curtain, and the clock stops meanwhile.

How long it waits: issue 17's play-test found that eight seconds a moment made a computer turn
last 25-30 s, two or three moments a turn. The prompt only has to be long enough to *claim*:
deciding happens behind the curtain, with no clock. So it waits ``PROMPT_QUICK`` (1 s, a
countdown bar under it) while nobody touches the mouse, and ``PROMPT_TIME`` (3 s) once someone
reaches for it (a player who means to answer moves the pointer to their badge; anybody may, so
that tells nothing). Once it has waited that long for each human it asks in a turn, the later
moments of that turn wait ``PROMPT_AGAIN`` (0.4 s; 3 s too once the pointer moves): every
window is still put up, for every human alike, so that tells nothing either; late in a long
computer turn they shorten with everything else, to ``PROMPT_LEAST`` (0.25 s, see
``pace.tempo``). That wait is the computer's thinking pause too, and the time to read the event
just before it (the injury dice landing: the table holds them only for what the prompt does not
cover, see ``pace``); it runs from the moment the band is up. It opens only for humans the table
may still ask (not those who pass every moment or this turn, nor those who hold no card at all:
hand sizes are public, nor one who has answered this moment), and two clicks cut it short for
everyone: "No reactions" (this moment) and "Not this turn" (every moment until the next turn
starts). Behind the curtain a human may also pass for the rest of the turn, or for good
(AUTO-PASS, undone with a click on the chip of their mat).

A claim looks the same whatever the claimant holds: one who has nothing to answer gets their
own screen too, told so, with the same Done; after Done (or a pass) the prompt opens again,
afresh, for the other humans it may ask, whether or not the engine still waits on any of them.
None of this depends on what anybody holds, so the prompt still shows nothing of the hands
(tests compare the frames with and without an answer in a hand).

At Normal speed, with the prompts on and nobody touching the mouse, until the next turn starts
on screen (tests measure it in frames, 30 a second): a computer that trains and draws takes
3 s, one that trains and fights (one roll each) 6.5 s, four prompts of it; over twelve seeded
games with the real computers (easy and hard), fights average 6.8 s (easy) and 7.6 s (hard),
at most 9.2 s (three or four cards played, several re-rolls, eight or nine prompts), other
turns 3.8 s and 2.8 s, at most 8 s: every turn takes at most 10 s (before the hurry of ``pace``
nine in ten did, up to 14 s; before ``pace`` at all fights averaged 12.0 s and 15.7 s, up to
25.3 s).

A mixin for ``CampeaoScene``: it reads and changes the scene's prompt state only.
"""

from __future__ import annotations

import pygame

from tabletop.games.campeao import rules as rules
from tabletop.i18n import tr
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.widgets import Button

PROMPT_QUICK = 1.0  # seconds the public prompt waits while nobody touches the mouse
PROMPT_AGAIN = 0.4  # ... at a later moment of a turn in which it has waited for the same humans
PROMPT_LEAST = 0.25  # ... at the least, late in a long computer turn (see pace.tempo)
PROMPT_TIME = 3.0  # ... and in all once the pointer moves (deciding is behind the curtain, untimed)
AFTER_PROMPT = 0.05  # a computer's pause after a prompt ran out: the prompt was its pause


class ReactionPrompt:
    # ------------------------------------------------------------------ buttons
    def _build_prompt_buttons(self) -> None:
        """The private answers in the ring buttons' row (Done, this turn, always) and the two
        public ones above the prompt band (this moment, this turn)."""
        R = self.layout["ring_buttons"]
        third = R.w // 3
        for i, (key, size) in enumerate((("pass", 28), ("pass-turn", 24), ("auto-pass", 24))):
            self.ring_buttons[key] = Button((R.x + i * third + 6, R.y, third - 12, R.h), tr(f"campeao.button.{key}"),
                                            lambda k=key: self._ring_button(k), self.assets, size=size)
        half = R.w // 2
        for i, (key, action) in enumerate((("no-reactions", self._no_reactions),
                                           ("no-reactions-turn", self._no_reactions_turn))):
            self.ring_buttons[key] = Button((R.x + i * half + 6, R.y, half - 12, R.h - 10),
                                            tr(f"campeao.button.{key}"), action, self.assets, size=26,
                                            primary=i == 0)

    PUBLIC_BUTTONS = ("no-reactions", "no-reactions-turn")

    def _answer(self, key: str) -> None:
        """A human behind their curtain passes: this moment, this turn, or every moment (one
        who claimed the prompt with nothing to answer only says so)."""
        me = self.actor
        if key == "auto-pass":
            self.auto_pass.add(me)
        elif key == "pass-turn":
            self._quiet_turns[me] = self.match.state.turn_number
        if self.looking is not None:
            self._claim_answered(me)
        else:
            self.submit(rules.Pass(me))  # (then _claim_answered)

    def _claim_answered(self, seat: int) -> None:
        """``seat`` has answered the moment on screen after claiming the prompt (a pass, or
        Done with nothing to answer). The prompt opens again, afresh, for the other humans it
        may ask, whether or not the engine still waits on any of them, and holds back whatever
        the pass let through: the same either way."""
        self.reacting = self.looking = self.prompt = None
        self.answered.add(seat)
        if self.shared_screen() and self._prompts_on() and self._askable():
            self._open_prompt()
        else:
            self.answered = set()  # the moment is over

    def held_claim(self) -> int | None:
        return self.looking if self.looking is not None and self.looking == self.actor else None

    def give_back(self) -> None:
        self._answer("pass")

    # ------------------------------------------------------------------ who is asked
    def _window_open(self) -> bool:
        """Is the engine at a reaction window, its seats answering now? Not while a seat must
        discard down to the hand limit: that comes first, and it is an action like any other."""
        state = self.match.state
        return bool(state.windows) and state.discarding < 0

    def _asked(self) -> list[int]:
        """The humans the engine waits on for an answer at a reaction window just now."""
        return self.match.humans_to_act() if self._window_open() else []

    def _prompts_on(self) -> bool:
        return bool(self.match.human_seats()) and self.app.settings.get("reactions", True)

    def prompt_up(self) -> bool:
        return self.prompt is not None

    @property
    def auto_pass(self) -> set[int]:
        """Human seats that pass every reaction moment without being asked (for this sitting);
        a click on the AUTO-PASS chip of their mat asks them again."""
        return self.match.prefs.setdefault("auto-pass", set())

    @property
    def _quiet_turns(self) -> dict[int, int]:
        """Human seats that pass every moment of one turn: seat -> that turn's number."""
        return self.match.prefs.setdefault("pass-turn", {})

    def _quiet(self, seat: int) -> bool:
        """Does ``seat`` pass this moment without being asked (always, or for this turn)?"""
        return seat in self.auto_pass or self._quiet_turns.get(seat) == self.match.state.turn_number

    def _askable(self) -> list[int]:
        """The human seats a reaction prompt is for: all but the quiet ones, those with no card
        in hand (public: every mat shows how many cards its fighter holds) and those who have
        answered the moment on screen already."""
        public = self.match.view(None)
        return [s for s in self.match.human_seats()
                if not self._quiet(s) and s not in self.answered and public.seats[s].hand]

    # ------------------------------------------------------------------ the flow
    def holding(self, dt: float) -> bool:
        """The public reaction prompt. RULINGS: with several humans at the screen it opens at
        *every* reaction moment, whether or not any of them could answer, so it never tells who
        holds what; the engine only asks the seats able to react, and a human who was asked and
        lets the prompt run out (or the table clicks No reactions) passes. While it is up the
        screen is public; a human who claims it (their badge) answers behind their own curtain."""
        for seat in self._asked():
            if self._quiet(seat):
                self.submit(rules.Pass(seat), automatic=True)
        asked = bool(self._asked())
        if asked and not self._prompts_on():
            self._pass_humans()
            return False
        if self.looking is not None:  # a claim with nothing to answer: their screen until they say Done
            return True
        if self.reacting is not None:
            if self._window_open() and self.reacting in self.match.to_act() and self.actor == self.reacting:
                return True
            self.reacting = None  # answered, or the screen went public meanwhile: the prompt asks again
        if asked and not self.shared_screen():  # a lone human has nobody to hide from: they answer at once
            self.reacting = self.actor = self._asked()[0]
            self.prompt = None
            return True
        if self.prompt is None and asked:
            # (Every moment, a window asking again included, is an engine event that opens the
            # prompt; this is a safety net only, that never lets a human wait unasked.)
            self._open_prompt()
        if self.prompt is None:
            return False
        self.go_public()  # (its time runs out in update)
        return True

    # ------------------------------------------------------------------ the gate
    # When the engine asks nobody at a moment it goes straight on, and the events after the
    # moment (the next striker, the fight's result) arrive in the same batch. The prompt must
    # still look exactly as when somebody was asked, so it holds those events back until it
    # ends: the table stands as it was at the moment either way.
    def _gated(self) -> bool:
        """Is the public prompt up (not claimed just now)?"""
        return self.prompt is not None and self.reacting is None and self.looking is None

    def update(self, dt: float) -> None:
        # The prompt's time runs from the moment it is up, also while pieces still move under it
        # (the tokens of a training, the injury dice landing): the band is on screen all along.
        if self._gated() and self.held is None:
            self.go_public()
            self._show_answers(True)  # (the events under it froze the buttons)
            self.prompt -= dt
            if self.prompt <= 0:
                self._end_prompt()
        elif self.looking is not None:  # (nothing plays under a claim: idle() may not come)
            self._show_answers(False)
        super().update(dt)

    def waits_for(self, event) -> bool:
        return self.prompt is not None  # behind the prompt, or a claim of it: the next event waits for it

    def skip_animation(self) -> None:
        """A click plays the animations still running, up to an open prompt (never past it)."""
        while self.queue and not self.waits_for(self.queue[0]):
            self.play_next()
            self.tweener.finish_all()
        self.tweener.finish_all()
        self.wait = 0.0

    def _prompt_opens(self) -> bool:
        """Does a reaction moment put up the public prompt? With two or more humans it opens at
        every moment, so it never shows who could answer. A lone human has nobody to hide from:
        they are prompted only when asked."""
        return self._prompts_on() and self.shared_screen() and bool(self._askable())

    def _on_ReactionMoment(self, e, d, name):
        """A reaction moment, a window asking again after a card played in it (``again``)
        included: the prompt opens for it whoever the engine asks. A moment that comes while a
        seat must discard down to the hand limit waits for the discard (the engine asks for
        that first): its prompt opens when the discard is done."""
        self.answered = set()  # a new moment: everybody may answer it
        if self.view.discarding >= 0:
            self.moment_due = True
        elif self._prompt_opens():
            self._open_prompt()
        return 0.0

    def _discard_done(self) -> None:
        """A discard down to the limit played on screen: the moment it held back comes now."""
        if self.moment_due and self.view.discarding < 0:
            self.moment_due = False
            if self._prompt_opens():
                self._open_prompt()

    def _moment_prompt_next(self) -> bool:
        """Does the next event to play put the prompt up at once (see ``pace``)?"""
        return (bool(self.queue) and self.queue[0].kind == "ReactionMoment" and self.view.discarding < 0
                and self._prompt_opens())

    def _prompt_length(self) -> float:
        """How long the next prompt waits while nobody touches the mouse: PROMPT_QUICK, or
        PROMPT_AGAIN once the table has waited that long for each human it asks in this turn
        (for every one of them alike, so it tells nothing about their hands), shortened like
        everything else in a long computer turn, to PROMPT_LEAST at the least (see ``pace``)."""
        if set(self._askable()) <= self.waited_for:
            return max(PROMPT_LEAST, PROMPT_AGAIN / self.tempo())
        return PROMPT_QUICK

    def _open_prompt(self) -> None:
        length = self._prompt_length()
        self.prompt, self.prompt_full, self.prompt_reached = length, length, False
        self.prompt_mark = len(self.match.steps)  # (the computers' pause: see pace.think_pause)
        self.waited_for |= set(self._askable())

    def reach(self) -> None:
        """The pointer moved while the prompt is up: someone may be reaching for their badge."""
        if self.prompt is not None and not self.prompt_reached and self.reacting is None:
            self.prompt_reached = True
            self.prompt += PROMPT_TIME - self.prompt_full

    def public_claims(self) -> list[int]:
        """While the reaction prompt is up, every badge it shows can be clicked."""
        if self._gated():
            return self._askable()
        return []

    def claim(self, seat: int) -> None:
        self._react_as(seat)

    def _pass_humans(self) -> None:
        """Every human the engine asked in this window passes (not at a later window it has
        gone on to while the prompt held its events back: that one's own prompt comes)."""
        if self.queue:
            return
        for seat in self._asked():
            self.submit(rules.Pass(seat), automatic=True)

    def _end_prompt(self) -> None:
        self.prompt = None
        self.reacting = self.looking = None
        self.answered = set()
        self.think_delay = min(self.think_delay, AFTER_PROMPT)
        self._pass_humans()

    def _no_reactions(self) -> None:
        self._end_prompt()

    def _no_reactions_turn(self) -> None:
        """Nobody reacts for the rest of this turn: every human passes its moments unasked."""
        for seat in self.match.human_seats():
            self._quiet_turns[seat] = self.match.state.turn_number
        self._end_prompt()

    def _react_as(self, seat: int) -> None:
        """A human clicked their badge in a reaction window: hand over, then show their options."""
        def start() -> None:
            # (Events still held behind the prompt: the engine has gone past the moment on screen,
            # and a window it opened later is not this one, whatever it asks.) A human with nothing
            # to answer gets the same screen, Done included, and says Done the same way: how
            # long the curtain stays tells nothing either.
            if self._window_open() and seat in self.match.to_act() and not self.queue:
                self.reacting = seat
            else:
                self.looking = seat
                self.toast = (tr("campeao.nothing-to-play"), 2.5)
                self._show_answers(False)

        if self.shared_screen() and seat != self.audience:
            self.push_curtain(seat, then=start)
        else:
            self.actor = seat
            start()

    def _show_answers(self, public: bool) -> None:
        """The table's public answers to the prompt, or the private ones of a human behind
        their curtain (Done, this turn, always)."""
        for key in self.PUBLIC_BUTTONS:
            self.ring_buttons[key].visible = public
        for key in ("pass", "pass-turn", "auto-pass"):
            self.ring_buttons[key].visible = not public

    # ------------------------------------------------------------------ drawing
    def _auto_chip(self, seat: int) -> pygame.Rect:
        mat = self.mats[seat]
        return pygame.Rect(mat.x + 8, mat.y + 146, 138, 30)

    def _draw_auto_chip(self, surface, seat: int) -> None:
        """A seat that auto-passes says so on its mat; a click there asks it again."""
        chip = self._auto_chip(seat)
        surface.blit(self.assets.cached(("auto-chip", chip.size), lambda: rounded_panel(
            chip.size, (30, 20, 60, 235), (140, 200, 255), 10, 2)), chip)
        label = self.assets.text(tr("campeao.auto-pass-chip"), "bold", 22, (170, 220, 255), width=chip.w - 10)
        surface.blit(label, label.get_rect(center=chip.center))
        self.tip(chip, tr("campeao.tip.auto-pass", name=self.seat_name(seat)))

    def _prompt_band(self) -> pygame.Rect:
        return self.layout["status"].inflate(-40, 0)

    def _draw_reaction_prompt(self, surface) -> None:
        """The band on the status line: the question, a badge per human it asks, the time left."""
        self.react_buttons = []
        if not self._gated():
            return
        zone = self._prompt_band()
        surface.blit(self.assets.cached(("react-band", zone.size), lambda: rounded_panel(
            zone.size, (20, 10, 14, 235), GOLD, 16, 3)), zone)
        askable = self._askable()
        room = zone.w - 60 - 62 * len(askable)
        label = self.assets.text(tr("campeao.reactions-prompt"), "bold", 26, PAPER, width=room)
        x = zone.centerx - (label.get_width() + 20 + 62 * len(askable)) // 2
        surface.blit(label, (x, zone.centery - label.get_height() // 2))
        x += label.get_width() + 20
        for seat in askable:
            rect = pygame.Rect(x, zone.centery - 24, 48, 48)
            pygame.draw.rect(surface, SEAT_COLOURS[self.match.seats[seat].colour], rect.inflate(6, 6), 3, border_radius=10)
            surface.blit(self.assets.seat_badge(self.match.seats[seat].colour, 44), rect.inflate(-4, -4))
            self.react_buttons.append((rect, seat))
            x += 62
        left = max(0.0, min(1.0, self.prompt / (PROMPT_TIME if self.prompt_reached else self.prompt_full)))
        bar = pygame.Rect(zone.x + 16, zone.bottom - 8, int((zone.w - 32) * left), 4)
        pygame.draw.rect(surface, GOLD, bar, border_radius=2)
