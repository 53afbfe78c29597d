"""Computer players for Challengers!, built only on a seat's view and the legal actions.

``EasyBot`` plays like a casual player: it picks drawn cards by printed strength with a lot of
whim and hardly ever thins its deck. ``HardBot`` drafts for its plan: it values every card from
its effect data (not by name), weighs the curve of its deck (pile choice A/B/C, deck size per
round), set synergy (Castle on the bench, Film Studio in long attacks), bench-seat economy (a
card whose name is already in the deck shares its seat), thins weak cards out, redraws poor
draws, and watches the cards its next opponent has shown. ``RandomBot`` picks any legal action
(a yardstick for the evaluation). None of them ever sees the real state.
"""

from __future__ import annotations

import random
from functools import cache

from tabletop.engine.core import Action
from tabletop.games.challengers.rules import (
    BASE,
    CARDS,
    COPIES,
    HIDDEN,
    LEVEL_OF,
    RULES,
    SET_OF,
    SETS,
    Decline,
    Draw,
    FinishDeck,
    Pick,
    Redraw,
    Remove,
    Select,
    effect_of,
    legal_actions,
)

PER_GUESS = {  # what a counter is typically worth when a card is valued in the deck phase
    "my_bench_seats": 2.0, "my_bench_cards": 2.6, "my_bench_set": 0.8, "opp_bench_seats": 2.0,
    "opp_bench_sets": 1.6, "my_exhaust": 0.9, "opp_exhaust": 0.8, "my_deck": 5.0, "attack_others": 0.9,
    "attack_set_others": 0.3, "attack_position": 1.6, "under_flag": 0.8, "first_of_match": 0.1,
}
WEIGHT = {  # how often a lasting strength change counts, by trigger and target
    ("reveal", "self"): 1.0, ("attack", "self"): 0.85, ("flag", "self"): 0.55, ("flag", "opp_attack"): -0.55,
    ("bench", "my_attack"): 1.3, ("bench", "my_flag"): 1.0, ("bench", "mine"): 2.1, ("bench", "opp_attack"): -1.3,
}
FAN_VALUE = 1.4


def _condition_odds(e) -> float:
    if e.only_if is None:
        return 1.0
    if e.only_if == "first_of_match":
        return 0.1
    if e.only_if == "attack_position":
        return 0.5
    if e.only_if == "my_deck":
        return 0.35
    return 0.45


@cache
def card_value(kind: str) -> float:
    """A card's worth in strength points, from its data alone (before the deck around it)."""
    card = CARDS[kind]
    v = float(card.strength)
    for e in card.effects:
        odds = _condition_odds(e)
        if e.do == "strength":
            mult = PER_GUESS[e.per] if e.per else 1.0
            v += e.amount * mult * WEIGHT.get((e.when, e.to), 0.5) * odds
        elif e.do == "fans":
            v += e.amount * FAN_VALUE * (0.45 if e.when == "lose_flag" else odds)
        elif e.do == "move":
            if e.src == "self":
                v += 1.2
            elif e.who == "opponent":
                v += 0.7 * e.count
            else:
                v += 1.0
        elif e.do == "peek":
            v += 0.4 + 0.1 * e.count
        elif e.do == "extra_pick":
            v += 3.0
        elif e.do == "redraw":
            v += 0.4
        elif e.do == "random_remove":
            v -= 0.4 * e.count
    return v


def _pile_cards(left_out: str, level: str) -> list[int]:
    return [c for c in range(len(COPIES)) if LEVEL_OF[c] == level and SET_OF[c] in SETS and SET_OF[c] != left_out]


@cache
def pile_expectation(left_out: str, level: str, best: int) -> float:
    """Expected sum of the ``best`` highest values among five cards drawn from a level pile."""
    values = [card_value(COPIES[c]) for c in _pile_cards(left_out, level)]
    rng = random.Random(7)
    total = 0.0
    for _ in range(400):
        total += sum(sorted(rng.sample(values, 5), reverse=True)[:best])
    return total / 400


class EasyBot:
    """A casual player: strength catches its eye, the rest is whim."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = legal_actions(view, seat)
        draws = [a for a in legal if isinstance(a, Draw)]
        if draws:
            return draws[0] if len(draws) == 1 or self.rng.random() < 0.7 else self.rng.choice(draws)
        picks = [a for a in legal if isinstance(a, Select)]
        if picks:
            if any(isinstance(a, Redraw) for a in legal) and self.rng.random() < 0.1:
                return next(a for a in legal if isinstance(a, Redraw))
            return self.rng.choices(picks, weights=[BASE[a.card] + 1 for a in picks])[0]
        if any(isinstance(a, FinishDeck) for a in legal):
            removes = [a for a in legal if isinstance(a, Remove) and BASE[a.card] <= 1]
            if removes and self.rng.random() < 0.15:
                return self.rng.choice(removes)
            return next(a for a in legal if isinstance(a, FinishDeck))
        choices = [a for a in legal if isinstance(a, Pick)]
        if any(isinstance(a, Decline) for a in legal) and (not choices or self.rng.random() < 0.3):
            return next(a for a in legal if isinstance(a, Decline))
        return self.rng.choice(choices)


class RandomBot:
    """Any legal action, uniformly: the yardstick."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        return self.rng.choice(legal_actions(view, seat))


class HardBot:
    """Drafts for its plan and thins its deck; answers effects from what it remembers of its deck."""

    MIN_SIZE = (6, 7, 8, 9, 9, 10, 10, 10)  # by round (8: the final)
    CUTOFF = (1.5, 1.5, 1.5, 2.5, 2.5, 3.0, 3.0, 3.5)  # cards worth less are thinned out, by round
    TARGET = (8, 9, 11, 12, 13, 13, 14, 14)  # past this size a new card dilutes the deck
    DILUTION = 0.35
    C_BIAS = 1.0  # one strong card beats two middling ones more often than the sums say

    def __init__(self, seed: int = 0, explore: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.deck: tuple[int, ...] = ()
        self.explore = explore  # share of picks made at random (the balance report uses it)

    # ------------------------------------------------------------------ valuing cards

    def _value(self, card: int, deck: tuple[int, ...], round_no: int) -> float:
        kind = COPIES[card]
        v = card_value(kind)
        names = {COPIES[c] for c in deck}
        cset = SET_OF[card]
        same_set = sum(1 for c in deck if SET_OF[c] == cset and c != card)
        for e in CARDS[kind].effects:
            if e.do == "strength" and e.per in ("my_bench_set", "attack_set_others"):
                v += e.amount * 0.18 * same_set * WEIGHT.get((e.when, e.to), 0.5)
        for c in deck:  # cards that count this card's set grow when it joins them
            for e in CARDS[COPIES[c]].effects:
                if c != card and e.do == "strength" and e.per in ("my_bench_set", "attack_set_others") and SET_OF[c] == cset:
                    v += 0.15
        if kind in names:
            v += 0.6  # shares a bench seat
        elif len(names) >= RULES.bench_seats:
            v -= 0.25 * (len(names) - RULES.bench_seats + 1)
        return v

    def _threat(self, view, seat: int) -> float:
        """The strength of the next opponent's best cards seen so far."""
        if view.phase == "final-deck":
            opp = next(f for f in view.finalists if f != seat)
        else:
            pair = next(p for p in view.plan[view.round - 1] if seat in p)
            opp = pair[1] if pair[0] == seat else pair[0]
        seen = sorted((BASE[c] for c in view.seen[opp]), reverse=True)[:5]
        return sum(seen) / len(seen) if seen else 0.0

    # ------------------------------------------------------------------ deciding

    def choose(self, view, seat: int) -> Action:
        legal = legal_actions(view, seat)
        if view.phase in ("deck", "final-deck"):
            self.deck = tuple(c for c in view.decks[seat] if c != HIDDEN) or self.deck
            return self._build(view, seat, legal)
        return self._answer(view, seat, legal)

    def _build(self, view, seat: int, legal) -> Action:
        r = min(view.round, 8) - 1
        deck = self.deck
        draws = [a for a in legal if isinstance(a, Draw)]
        if draws:
            if len(draws) == 1:
                return draws[0]
            size = len(deck)
            over = max(0, size + 2 - self.TARGET[r])
            two_b = pile_expectation(view.left_out, "B", 2) - self.DILUTION * (over + max(0, size + 1 - self.TARGET[r]))
            one_c = pile_expectation(view.left_out, "C", 1) - self.DILUTION * max(0, size + 1 - self.TARGET[r])
            one_c += self.C_BIAS + (0.8 if self._threat(view, seat) >= 6 else 0.0)
            level = "C" if one_c > two_b else "B"
            return next(a for a in draws if a.level == level)
        b = view.builders[seat]
        picks = [a for a in legal if isinstance(a, Select)]
        if picks:
            scored = sorted(((self._value(a.card, deck, r), a) for a in picks), key=lambda x: -x[0])
            redraw = next((a for a in legal if isinstance(a, Redraw)), None)
            if redraw is not None:
                need = min(b.picks, len(picks))
                got = sum(v for v, _ in scored[:need])
                expect = pile_expectation(view.left_out, b.level, need) if len(picks) == 5 else \
                    pile_expectation(view.left_out, b.level, 1) * need * 0.9
                if got < expect - 1.2:
                    return redraw
            if self.explore and self.rng.random() < self.explore:
                best = self.rng.choice(picks)
                self.deck = deck + (best.card,)
                return best
            best_v, best = scored[0]
            for v, a in scored:  # an on-selection cost: weigh what the lost picks would bring
                cost = any(e.do == "end_picks" for e in CARDS[COPIES[a.card]].effects) and b.picks > 1
                if not cost:
                    best_v, best = v, a
                    break
                rest = [w for w, x in scored if x is not a][: b.picks - 1]
                if v >= best_v - 0.01 and v > sum(rest) * 0.9:
                    best_v, best = v, a
                    break
            self.deck = deck + (best.card,)
            return best
        removes = [a for a in legal if isinstance(a, Remove)]
        if removes and len(deck) > self.MIN_SIZE[r]:
            weakest = min(removes, key=lambda a: (self._value(a.card, deck, r), a.card))
            if self._value(weakest.card, deck, r) < self.CUTOFF[r]:
                self.deck = tuple(c for c in deck if c != weakest.card)
                return weakest
        return next(a for a in legal if isinstance(a, FinishDeck))

    def _answer(self, view, seat: int, legal) -> Action:
        m = next(m for m in view.matches if m.pending is not None and m.pending.who == seat)
        p = m.pending
        e = effect_of(p.card, p.effect)
        decline = next((a for a in legal if isinstance(a, Decline)), None)
        picks = {a.card: a for a in legal if isinstance(a, Pick)}
        options = list(p.options)
        if e.do == "peek":
            if e.dest == "top":
                best = max(options, key=lambda c: (BASE[c], -c))
                return decline if best == options[0] and decline else picks[best]
            worst = min(options, key=lambda c: (BASE[c], c))
            limit = 2 if e.dest == "exhaust" else 3
            return picks[worst] if BASE[worst] <= limit or decline is None else decline
        if e.src == "bench":
            bench = view.benches[seat]

            def seat_worth(first: int) -> tuple:
                cards = next(s for s in bench if s[0] == first)
                lasting = sum(1 for c in cards for _ in CARDS[COPIES[c]].effects if _.when == "bench")
                again = sum(1 for c in self.deck if COPIES[c] == COPIES[first]) - len(cards)
                return (lasting, again, -len(cards), first)

            return picks[min(options, key=seat_worth)]
        return picks[max(options, key=lambda c: (BASE[c], -c))]


class LeanBot(HardBot):
    """The hard level with lean decks: it stops taking cards sooner and keeps fewer (a short deck
    of strong cards fills fewer bench seats). The Expert plays its own seat so where its search
    does not branch; the hard level itself is left as it is, the yardstick the Expert is measured
    against."""

    MIN_SIZE = (4, 4, 5, 5, 5, 6, 6, 6)
    TARGET = (5, 5, 6, 6, 7, 7, 7, 7)


LEVELS = {"easy": EasyBot, "hard": HardBot, "random": RandomBot}
