"""What the Expert level needs of Dead Last: whole tables consistent with one seat's view, and a
way of playing them out that looks like a table of people.

What a seat cannot see (``rules.saves.view``): the values of the gold deck, of the bars in the
middle and of every other seat's gold that has not been shown (their counts are public); during a
vote, the other seats' face-down cards and so their hands; during a showdown, the partner's
face-down card; the targets of whispers between two other seats; the other seats' characters.

``determinize`` fills those places:

* **gold**: the bars not seen anywhere (the box's bars, ``C.bars``, less this seat's gold and any
  gold shown to claim the win) go to the deck, the middle and the other seats' hidden gold, every
  arrangement equally likely, except those the table rules out: a seat that has not claimed the
  win holds fewer than the winning points (every seat that reached them at the end of a round
  showed its gold). Seats whose bars could reach the winning points are dealt their share first,
  exactly (each composition of values weighted by how many arrangements complete it), the rest
  are shuffled into the other places;
* **face-down voting cards**: any card the seat could have laid (a standing seat, not itself, or
  its Ambush card), and the hand that is left;
* **the partner's showdown card**: any of the three;
* **whispers**: any target the whisperer could have named then (standing in that vote, neither
  end of the whisper);
* **characters**: any of the game's, or none (a person's seat).
"""

from __future__ import annotations

import functools
import math
import random
from collections import Counter

from tabletop.ai.search import Plan, policy, shares
from tabletop.engine.core import evolve
from tabletop.games.dead_last import rules as R
from tabletop.games.dead_last.rules import AMBUSH, C, FACE_DOWN, HIDDEN, NO_CHARACTER, SHOWDOWN_CARDS

VALUES = tuple(sorted(set(C.bars)))  # the kinds of bar in the box, by value
CHARACTERS = C.characters + (NO_CHARACTER,)


def _card_order(card: int) -> tuple[bool, int]:
    return card == AMBUSH, card  # the rules keep hands in this order: seats, then the Ambush card


# --------------------------------------------------------------------------- gold


def _compositions(size: int, kinds: int):
    """Every way of writing ``size`` bars as counts of each kind."""
    if kinds == 1:
        yield (size,)
        return
    for first in range(size + 1):
        for rest in _compositions(size - first, kinds - 1):
            yield (first,) + rest


@functools.lru_cache(maxsize=4096)
def _allowed(size: int, limit: int) -> tuple[tuple[int, ...], ...]:
    """The compositions of ``size`` bars worth less than ``limit`` points."""
    return tuple(c for c in _compositions(size, len(VALUES)) if sum(k * v for k, v in zip(c, VALUES)) < limit)


def _ways(counts: tuple[int, ...], comp: tuple[int, ...]) -> int:
    """How many sets of bars of composition ``comp`` the pool ``counts`` holds."""
    out = 1
    for have, take in zip(counts, comp):
        if take > have:
            return 0
        out *= math.comb(have, take)
    return out


@functools.lru_cache(maxsize=65536)
def _feasible(counts: tuple[int, ...], sizes: tuple[int, ...], limit: int) -> float:
    """The chance that seats holding ``sizes`` bars, dealt at random from the pool ``counts``,
    all stay under ``limit`` points."""
    if not sizes:
        return 1.0
    size, rest = sizes[0], sizes[1:]
    total = math.comb(sum(counts), size)
    out = 0.0
    for comp in _allowed(size, limit):
        ways = _ways(counts, comp)
        if ways:
            left = tuple(have - take for have, take in zip(counts, comp))
            out += ways / total * _feasible(left, rest, limit)
    return out


def deal_under(counts: tuple[int, ...], sizes: tuple[int, ...], limit: int, rng: random.Random):
    """Deal ``sizes`` bars to seats from the pool ``counts`` (of each kind in ``VALUES``), every
    deal that leaves each seat under ``limit`` points equally likely: each seat's composition is
    drawn in turn, weighted by the arrangements that give it and by the chance that the seats
    after it can still be dealt. Returns each seat's bars and the counts left."""
    dealt = []
    for i, size in enumerate(sizes):
        total = math.comb(sum(counts), size)
        weights, choices = [], []
        for comp in _allowed(size, limit):
            ways = _ways(counts, comp)
            if ways:
                left = tuple(have - take for have, take in zip(counts, comp))
                weight = ways / total * _feasible(left, sizes[i + 1:], limit)
                if weight > 0:
                    weights.append(weight)
                    choices.append(comp)
        comp = rng.choices(choices, weights)[0]
        bars = [v for v, k in zip(VALUES, comp) for _ in range(k)]
        rng.shuffle(bars)
        dealt.append(tuple(bars))
        counts = tuple(have - take for have, take in zip(counts, comp))
    return dealt, counts


def _deal_gold(view: R.DeadLastState, seat: int, rng: random.Random):
    """The values of the deck, the middle and every hidden gold, drawn from the unseen bars."""
    n = view.players
    over = view.phase == "over"
    hidden = [s for s in range(n) if not (over or s == seat or view.claimed[s])]
    seen = Counter(b for s in range(n) if s not in hidden for b in view.gold[s])
    box = Counter(C.bars)
    counts = tuple(box[v] - seen[v] for v in VALUES)
    # Seats whose bars could reach the winning points are held under them (they did not claim).
    top = sorted((v for v, k in zip(VALUES, counts) for _ in range(k)), reverse=True)
    bound = [s for s in hidden if not over and sum(top[:len(view.gold[s])]) >= view.threshold]
    gold = list(view.gold)
    dealt, counts = deal_under(counts, tuple(len(view.gold[s]) for s in bound), view.threshold, rng)
    for s, bars in zip(bound, dealt):
        gold[s] = bars
    pool = [v for v, k in zip(VALUES, counts) for _ in range(k)]
    rng.shuffle(pool)
    at = 0

    def take(k: int) -> tuple[int, ...]:
        nonlocal at
        at += k
        return tuple(pool[at - k:at])

    for s in hidden:
        if s not in bound:
            gold[s] = take(len(view.gold[s]))
    deck, pot = take(len(view.deck)), take(len(view.pot))
    assert at == len(pool), "the unseen bars fill the unseen places exactly"
    return deck, pot, tuple(gold)


# --------------------------------------------------------------------------- the table


def determinize(view: R.DeadLastState, seat: int, rng: random.Random) -> R.DeadLastState:
    """A full table ``seat`` cannot tell from the real one by its view."""
    n = view.players
    deck, pot, gold = _deal_gold(view, seat, rng)
    changes: dict = dict(seed=rng.getrandbits(62), deck=deck, pot=pot, gold=gold)
    changes["characters"] = tuple(c if s == seat else rng.choice(CHARACTERS) for s, c in enumerate(view.characters))
    if view.phase == "vote":
        placed, hands = list(view.placed), list(view.hands)
        for s in range(n):
            if s == seat:
                continue
            card = placed[s]
            if card == HIDDEN:
                card = rng.choice([t for t in range(n) if t != s and view.alive[t]] + [AMBUSH])
                placed[s] = card
            full = R.hand_for(n, s)
            hands[s] = full if card is None else tuple(sorted((c for c in full if c != card), key=_card_order))
        changes["placed"], changes["hands"] = tuple(placed), tuple(hands)
    if view.phase == "showdown":
        changes["choices"] = tuple(rng.choice(SHOWDOWN_CARDS) if c == FACE_DOWN else c for c in view.choices)
    if any(w.target == HIDDEN for w in view.whispers):
        standing = {(r.round, r.vote): r.cards for r in view.votes_log}
        whispers = []
        for w in view.whispers:
            if w.target == HIDDEN:
                cards = standing.get((w.round, w.vote))
                alive = view.in_vote if cards is None else tuple(c is not None for c in cards)
                w = evolve(w, target=rng.choice([t for t in range(n) if alive[t] and t not in (w.seat, w.to)]))
            whispers.append(w)
        changes["whispers"] = tuple(whispers)
    return evolve(view, **changes)


GOLD = 0.25  # how much one point of gold counts at the cut-off
CUTOFF = 80  # playout moves (about a round at eight seats) before ``evaluate`` scores the table


def evaluate(state) -> list[float]:
    """Each seat's chances at a cut-off: in proportion to exp(GOLD x its gold) (a seat fallen in
    this round stands again in the next, so gold is what counts)."""
    return shares([GOLD * R.total(state, s) for s in range(state.players)])


def plan() -> Plan:
    """Playouts to a cut-off of ``CUTOFF`` moves scored by ``evaluate`` (a game runs to many
    rounds). The other seats are modelled as the hard level deciding on their own view of the
    sampled world (``Plan.model``); the playouts the same."""
    from tabletop.games.dead_last.bots import HardBot

    model = policy(R, HardBot)
    return Plan(R, determinize, rollout=model, model=model, evaluate=evaluate, cutoff=CUTOFF)
