"""The Expert level: the same for every game, a search over the worlds its seat cannot tell apart.

``ExpertBot.choose`` hands the seat's view (never the state) to the worker process, which runs the
game's search plan (``tabletop.games.<game>.expert.plan``) for the thinking budget, and returns
what it chose. Should the worker die or hang, the decision falls back on the hard level, and the
bot keeps a note that the match turns into a line of the log.
"""

from __future__ import annotations

import tabletop.ai.worker as worker

from tabletop.userdata import THINKS

BUDGETS = dict(zip(THINKS, (0.3, 1.0, 3.0)))  # seconds of thought per decision, by the setting's value


class ExpertBot:
    """An Expert computer seat of ``game`` (its GameInfo), thinking ``budget`` seconds a decision."""

    def __init__(self, game, seed: int = 0, budget: float = BUDGETS["normal"], hard=None) -> None:
        self.game, self.seed, self.budget = game, seed, budget
        self.hard = hard  # makes the hard bot the Expert falls back on
        self.fallback = None  # that bot, made when first needed
        self.notes: list[str] = []  # what the log should say (a decision the hard level made)
        self.asked = 0
        self.inline = False  # think here rather than in the worker (the evaluation command's processes)
        self.plan = None  # the game's search plan, when thinking here
        self.left = False  # the match was left: no worker is started for this seat again

    def choose(self, view, seat: int):
        self.asked += 1
        if self.inline:
            from tabletop.ai.search import search

            if self.plan is None:
                self.plan = worker.plan_for(self.game.expert)
            return search(self.plan, view, seat, seconds=self.budget, seed=self.seed * 7919 + self.asked).action
        try:
            return worker.THINKER.ask(self.game.expert, view, seat, self.budget, self.seed * 7919 + self.asked,
                                      live=lambda: not self.left)
        except worker.WorkerLost as exc:
            self.notes.append(str(exc))
            if self.fallback is None:
                self.fallback = self.hard()
            return self.fallback.choose(view, seat)
