"""How long the O Último Grande Campeão table holds each event and each computer step.

Issue 17 item 8: with the reaction prompts on, a computer turn took 25-30 s, one pause after
another; it must take at most 10 s at Normal speed, while a human can still follow it: every
roll's result is seen, every card played is named (in the banner and the log). The rules:

* Dice tumble together and rest a moment before the roller's choice; a re-roll tumbles only the
  dice thrown again, and faster, and rests only for reading them (the kept ones did not change).
* A computer's step that only follows from the last one (rolling after choosing to train, the
  challenged fighter's Ready, a strike's first roll) waits a moment, not a full think; so does
  the next step of a seat that has just acted itself (its card, then its action), and its
  choice to stop or re-roll dice everybody has just watched land.
* A public reaction prompt right after an event is that event's reading time, and the next
  computer's thinking pause: the table holds the event only for what the prompt does not cover.
* A long turn hurries (``tempo``): from HURRY_FROM seconds into a computer's turn, whatever it
  still plays goes faster and faster, holds, tumbles, flights, pauses and later prompts alike,
  as if the turn had to end at TURN_BUDGET. Short turns do not change; the longest (a fight
  with three or four cards, several re-rolls each side and eight or nine prompts) took up to
  14 s and now end within 10 s: the rest of their second strike plays at two to six times the
  speed set, every roll still landing face up before the next one.

Everything is decided from public facts only (phases, who acted, the prompt on screen, how long
the turn has played), never from a hand, so the pace tells nothing about who holds what. The
speed setting scales every hold here (Slow and Fast stay proportional: the hurry's clock counts
seconds at Normal speed); the prompt itself runs in real seconds.

A mixin for ``CampeaoScene``.
"""

from __future__ import annotations

from tabletop.games.campeao import rules as rules
from tabletop.games.campeao.prompt import AFTER_PROMPT

# Seconds at Normal speed.
TUMBLE = 0.5  # the dice's first tumble
ROLL_HOLD = 0.6  # the tumble, then the settled roll stays before the roller decides
RETUMBLE = 0.28  # a re-roll: only the dice thrown again tumble
REROLL_HOLD = 0.36  # ... and the new faces are read
FOLLOW_UP = 0.05  # a computer's pause before a step with nothing to weigh in public
DECIDE = 0.25  # ... before it stops or re-rolls dice everybody has just watched land
DECIDE_AGAIN = 0.15  # ... after a re-roll (it has weighed these dice once already)
CHAIN = 0.3  # ... before its next step after one of its own (a card it played, then its action)
INJURY_HOLD = 0.65  # the injury dice land and stay a moment (a prompt after them holds them too)
INJURY_SERIES = 0.35  # ... one of several rolls in a row (a BAR BRAWL, a knock-out's two), quicker
CARD_HOLD = 0.4  # a card played: its name stays up in the banner while its effect plays
HURRY_FROM = 4.0  # seconds into a computer's turn after which the table plays faster and faster,
TURN_BUDGET = 9.0  # ... as if the turn had to end here (twice as fast halfway from HURRY_FROM),
MOST_TEMPO = 6.0  # ... up to six times the speed set


class CampeaoPacing:
    turn_clock: float | None = None  # how long this computer's turn has played (None: not a computer's turn)

    def tempo(self) -> float:
        """A long computer turn hurries: past HURRY_FROM seconds, everything it still plays
        (holds, tumbles, flights, the computers' pauses, and the later prompts down to
        PROMPT_LEAST) goes faster in proportion, ``(TURN_BUDGET - HURRY_FROM) / time left``
        times, up to MOST_TEMPO. The clock is the turn as everyone watches it, so it tells
        nothing of anybody's hand."""
        played = self.turn_clock
        if played is None or played <= HURRY_FROM:
            return 1.0
        left = TURN_BUDGET - played
        return MOST_TEMPO if left <= 0 else min(MOST_TEMPO, (TURN_BUDGET - HURRY_FROM) / left)

    def _time_turn(self, dt: float) -> None:
        """Run the turn's clock for a frame, in seconds at Normal speed (so Slow and Fast hurry
        at the same events): the prompt's own time (it runs in real seconds) until someone
        reaches for the mouse, and whatever plays or a computer's step. Waiting on people (a
        held result, a human's answer or move) does not count."""
        if self.turn_clock is None or self.held is not None:
            return
        if self.prompt is not None:
            if self._gated() and not self.prompt_reached:
                self.turn_clock += dt
        elif self.queue or self.wait > 0 or self.tweener.busy() or self.match.computers_to_act():
            self.turn_clock += dt * self.app.speed

    def think_ahead(self) -> bool:
        """With two humans at the screen, who a reaction moment asks is a secret: a computer
        whose next step came at once (nobody asked) would start deciding during the prompt, and
        act a frame sooner than after a human's pass. It starts once the prompt is over."""
        return not self.shared_screen()

    def think_pause(self) -> float:
        """A computer's pause before its next step, from public facts only (never its hand)."""
        state, steps = self.match.state, self.match.steps
        if self._window_open() or self._prompt_was_the_pause():
            return AFTER_PROMPT
        if state.phase == "train":
            return DECIDE if state.training.dice else FOLLOW_UP  # it has chosen to train: now it rolls
        if state.phase == "fight":
            f = state.fight
            if f.stage == "prepare" or f.rolls == 0:
                return FOLLOW_UP  # the defender gets ready; a strike starts with a roll
            return DECIDE if f.rolls == 1 else DECIDE_AGAIN
        if state.phase == "turn" and len(state.used) >= rules.actions_allowed(state, state.turn):
            return FOLLOW_UP  # its actions are done (a seat with nothing to play would be gone already)
        # (Passes do not count: whether a seat was asked at a moment tells what it holds.)
        last = next((s.action for s in reversed(steps) if not isinstance(s.action, rules.Pass)), None)
        if last is not None and last.seat in self.match.computers_to_act()[:1]:
            return CHAIN
        return super().think_pause()

    def _prompt_was_the_pause(self) -> bool:
        """Has nothing but passes happened since the last prompt opened (the computers in its
        window passed after it): the prompt was everybody's pause."""
        mark = self.prompt_mark
        return mark is not None and all(isinstance(s.action, rules.Pass) for s in self.match.steps[mark:])

    def _hold_before_prompt(self, hold: float) -> float:
        """``hold`` (seconds at Normal) to see what an event did; when the public reaction prompt
        opens right after it, the prompt holds the table too (in real seconds), so the event
        keeps only what the prompt does not cover."""
        if hold > 0 and self._moment_prompt_next():
            return max(min(hold, 0.1), hold - self._prompt_length() * ((self.app.speed * self.tempo()) or 1.0))
        return hold

    def _roll_timing(self, d) -> tuple[float, float]:
        """How long this roll's dice tumble, and how long the table holds it."""
        if d.get("held") or d.get("rerolls"):
            return RETUMBLE, REROLL_HOLD
        return TUMBLE, ROLL_HOLD

    def _injury_timing(self) -> tuple[float, float]:
        """The injury dice of one roll: one of a series goes quicker (the tray shows one at a time)."""
        if self.queue and self.queue[0].kind == "InjuryRolled":
            return RETUMBLE, INJURY_SERIES
        return TUMBLE, INJURY_HOLD
