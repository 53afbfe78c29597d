"""Computer managers for Lucha Jefe, built only on the engine's view and legal actions.

The hard manager reasons over every opponent roster consistent with what its seat has seen,
scores each option by the engine's own match resolution, and drafts to keep strong pairs while
retiring the card the opponent would like most. It never looks at the real state.
"""

from __future__ import annotations

import itertools
import math
import random
from functools import lru_cache

from tabletop.games.lucha_jefe import rules as game
from tabletop.engine.core import Action, evolve

L = game


def _outcome(mine: tuple[str, str], theirs: tuple[str, str], a: str, b: str, shown: bool, their_shown: bool,
             belts: tuple[int, int]) -> float:
    """+1 if my active ``a`` beats their ``b``, -1 if it loses, 0 for a tie (seat 0 = me)."""
    return _outcome_cached(tuple(sorted(mine)), tuple(sorted(theirs)), a, b, shown, their_shown, belts)


@lru_cache(maxsize=65536)
def _outcome_cached(mine, theirs, a, b, shown, their_shown, belts) -> float:
    alarde = 0 if shown else (1 if their_shown else None)
    state = evolve(
        L.new_game(2, 0),
        phase="select",
        rosters=(mine, theirs),
        active=(a, b),
        alarde=alarde,
        belts=belts,
        hand=(),
        latecomers=(),
    )
    result = L.resolve_match(state)
    if a == L.ADIVINA and b != L.ADIVINA:
        # La Adivina names one of at most two possible actives: treat it as a fair guess.
        normal = 0.0 if result.winner is None else (1.0 if result.winner == 0 else -1.0)
        return 0.5 * 1.0 + 0.5 * normal
    if b == L.ADIVINA:
        normal = 0.0 if result.winner is None else (1.0 if result.winner == 0 else -1.0)
        return 0.5 * -1.0 + 0.5 * normal
    return 0.0 if result.winner is None else (1.0 if result.winner == 0 else -1.0)


def _options(roster: tuple[str, str], shown: bool) -> list[str]:
    return list(_options_cached(tuple(roster), shown))


@lru_cache(maxsize=4096)
def _options_cached(roster: tuple[str, ...], shown: bool) -> tuple[str, ...]:
    probe = evolve(L.new_game(2, 0), rosters=(roster, ()))
    return tuple(f for f in roster if L.may_choose(probe, 0, f))


@lru_cache(maxsize=4096)
def pair_value(mine: tuple[str, str], belts: tuple[int, int] = (0, 0)) -> float:
    """How good a roster is against a random opponent roster from the other six cards."""
    rest = [f for f in L.FIGHTER_IDS if f not in mine]
    total = 0.0
    pairs = list(itertools.combinations(rest, 2))
    for theirs in pairs:
        total += _best_value(mine, theirs, belts)
    return total / len(pairs)


def _best_value(mine, theirs, belts) -> float:
    shows = [False, True] if L.ALARDE in mine else [False]
    best = -2.0
    for show in shows:
        for a in _options(mine, show):
            their_opts = _options(theirs, False)
            v = sum(_outcome(mine, theirs, a, b, show, False, belts) for b in their_opts) / len(their_opts)
            best = max(best, v)
    return best


class EasyBot:
    """The easy manager: a casual player who likes big numbers and otherwise plays on a whim.

    It keeps fighters with a bias towards printed strength, retires at random, sends in the
    stronger-looking fighter most of the time, and guesses blindly. It never cheats either.
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = L.legal_actions(view, seat)
        if view.phase == "draft" and view.kept is None:
            weights = [L.strength(a.fighter) for a in legal]
            return self.rng.choices(legal, weights=weights)[0]
        if view.phase == "select":
            picks = sorted((a for a in legal if isinstance(a, L.Choose)), key=lambda a: -L.strength(a.fighter))
            if any(isinstance(a, L.RevealAlarde) for a in legal) and self.rng.random() < 0.5:
                return next(a for a in legal if isinstance(a, L.RevealAlarde))
            return picks[0] if self.rng.random() < 0.7 else self.rng.choice(picks)
        return self.rng.choice(legal)


@lru_cache(maxsize=16384)
def _equilibrium(fighters: tuple, mine: tuple, rosters: tuple, shown: bool, their_shown: bool, belts: tuple) -> tuple:
    """How often fictitious play sends each of ``fighters`` (see ``HardBot._mixed_choice``); a
    pure function of the position, so kept for the next time it is met."""
    matrix = []
    for fighter in fighters:
        row = []
        for pick in (0, 1):  # 0: the rival sends their stronger fighter, 1: the weaker
            total = 0.0
            for theirs in rosters:
                opts = sorted(_options(theirs, their_shown), key=L.strength, reverse=True)
                b = opts[min(pick, len(opts) - 1)]
                total += _outcome(mine, theirs, fighter, b, shown, their_shown, belts)
            row.append(total / len(rosters))
        matrix.append(row)
    counts_me, counts_them = [0] * len(fighters), [0, 0]
    for _ in range(400):  # fictitious play: each side best-responds to the other's history
        i = max(range(len(fighters)), key=lambda r: sum(matrix[r][c] * counts_them[c] for c in (0, 1)))
        j = min((0, 1), key=lambda c: sum(matrix[r][c] * counts_me[r] for r in range(len(fighters))))
        counts_me[i] += 1
        counts_them[j] += 1
    return tuple(counts_me)


class HardBot:
    """The strong manager: expectation over the opponent rosters its seat cannot rule out."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = L.legal_actions(view, seat)
        if view.phase == "reveal":
            return legal[0]
        if view.phase == "draft":
            return self._draft(view, seat, legal)
        if view.phase == "select":
            return self._select(view, seat, legal)
        return self._name(view, seat, legal)

    # -- what could the opponent hold?
    def _their_rosters(self, view, seat: int) -> list[tuple[str, str]]:
        known_gone = set(view.rosters[seat]) | set(view.retired[seat])
        public = [f for f in view.rosters[1 - seat] if f != L.HIDDEN]
        unknown = [f for f in L.FIGHTER_IDS if f not in known_gone]
        pairs = [p for p in itertools.combinations(unknown, 2) if all(f in p for f in public)]
        return pairs or list(itertools.combinations(unknown, 2))

    def _belts(self, view, seat):
        return (view.belts[seat], view.belts[1 - seat])

    def _draft(self, view, seat, legal) -> Action:
        mine = view.rosters[seat]
        hand = list(view.hand)
        belts = self._belts(view, seat)
        if view.kept is None:
            def keep_value(card):
                if len(mine) == 1:
                    return pair_value(tuple(sorted((mine[0], card))), belts)
                seconds = [f for f in L.FIGHTER_IDS if f != card and f not in view.retired[seat]]
                return sum(pair_value(tuple(sorted((card, f))), belts) for f in seconds) / len(seconds)
            best = max(hand, key=lambda c: (keep_value(c), self.rng.random()))
            return next(a for a in legal if a.fighter == best)
        # Retire the card the opponent would most like to find in the hand.
        def deny_value(card):
            rest = [f for f in L.FIGHTER_IDS if f != card and f not in mine]
            return sum(pair_value(tuple(sorted((card, f))), belts[::-1]) for f in rest) / len(rest)
        worst = max(hand, key=lambda c: (deny_value(c), self.rng.random()))
        return next(a for a in legal if a.fighter == worst)

    def _select(self, view, seat, legal) -> Action:
        mine = tuple(view.rosters[seat])
        belts = self._belts(view, seat)
        their_shown = view.alarde == 1 - seat
        scores: dict[Action, float] = {}
        for theirs in self._their_rosters(view, seat):
            their_opts = _options(theirs, their_shown)
            for action in legal:
                if isinstance(action, L.RevealAlarde):
                    v = sum(_outcome(mine, theirs, L.ALARDE, b, True, their_shown, belts) for b in their_opts)
                    alt = max(
                        sum(_outcome(mine, theirs, a, b, True, their_shown, belts) for b in their_opts)
                        for a in _options(mine, True)
                    )
                    v = max(v, alt)
                else:
                    shown = view.alarde == seat
                    v = sum(_outcome(mine, theirs, action.fighter, b, shown, their_shown, belts) for b in their_opts)
                scores[action] = scores.get(action, 0.0) + v / len(their_opts)
        chooses = [a for a in legal if isinstance(a, L.Choose)]
        best_choose = max(chooses, key=lambda a: (scores[a], self.rng.random()))
        reveal = next((a for a in legal if isinstance(a, L.RevealAlarde)), None)
        if reveal is not None and scores[reveal] > scores[best_choose] + 1e-9:
            return reveal
        return self._mixed_choice(view, seat, chooses) or best_choose

    def _mixed_choice(self, view, seat, chooses) -> Action | None:
        """Play the selection as the small zero-sum game it is, so a human cannot read us.

        The rival's strategies are "send the stronger" or "send the weaker" of whatever roster
        they may hold; the payoff is our average result over those rosters. Fictitious play finds
        the equilibrium mix, and we draw our fighter from it.
        """
        if len(chooses) < 2:
            return None
        mine = tuple(view.rosters[seat])
        belts = self._belts(view, seat)
        shown, their_shown = view.alarde == seat, view.alarde == 1 - seat
        rosters = tuple(self._their_rosters(view, seat))
        counts_me = _equilibrium(tuple(a.fighter for a in chooses), mine, rosters, shown, their_shown, belts)
        return self.rng.choices(chooses, weights=counts_me)[0]



    def _name(self, view, seat, legal) -> Action:
        mine = tuple(view.rosters[seat])
        belts = self._belts(view, seat)
        weight: dict[str, float] = {}
        for theirs in self._their_rosters(view, seat):
            opts = _options(theirs, view.alarde == 1 - seat)
            # The opponent leans towards the fighter that does best against my possible actives.
            values = [
                -sum(_outcome(mine, theirs, a, b, view.alarde == seat, view.alarde == 1 - seat, belts)
                     for a in _options(mine, view.alarde == seat)) for b in opts
            ]
            exps = [math.exp(2.0 * v) for v in values]
            for b, e in zip(opts, exps):
                weight[b] = weight.get(b, 0.0) + e / sum(exps)
        best = max(legal, key=lambda a: (weight.get(a.fighter, 0.0), self.rng.random()))
        return best
