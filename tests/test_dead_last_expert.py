"""Dead Last's determinizer (the Expert level's worlds): every sample is a table the rules accept,
shows the seat exactly its view, and draws the hidden gold as the table allows it (a seat that
has not claimed the win holds fewer than the winning points), in the proportions of a uniform
deal among the arrangements the seat cannot rule out.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.engine.core import evolve
from tabletop.games.dead_last import bots as B
from tabletop.games.dead_last import expert as X
from tabletop.games.dead_last import rules as R


def hard_positions(players: int, seed: int, every: int = 7):
    """Positions of a game between hard bots with characters, a seat that must act in each."""
    rnd = random.Random(seed)
    characters = [rnd.choice(R.C.characters) for _ in range(players)]
    bots = [B.HardBot(seed * 31 + s) for s in range(players)]
    state = R.new_game(players, seed, {"characters": characters})
    out = []
    step = 0
    while not R.is_over(state):
        seat = R.to_act(state)[0]
        if step % every == 0:
            out.append((state, rnd.choice(R.to_act(state))))
        state, _ = R.apply(state, bots[seat].choose(R.view(state, seat), seat))
        step += 1
    return out


@pytest.mark.parametrize("players", [6, 9, 12])
def test_every_sample_is_a_table_the_rules_accept_with_the_same_view(players):
    rnd = random.Random(players)
    phases = Counter()
    for seed in range(3):
        for state, seat in hard_positions(players, 100 * players + seed):
            view = R.view(state, seat)
            for _ in range(3):
                sample = X.determinize(view, seat, rnd)
                R.validate(sample)  # raises DamagedState on any table the rules could not reach
                assert R.view(sample, seat) == view
                assert R.components(sample) == R.components(state)
                for s in range(players):
                    if not sample.claimed[s] and sample.phase != "over":
                        assert R.total(sample, s) < sample.threshold
            phases[state.phase] += 1
    assert {"conspire", "vote", "ambush"} <= set(phases), phases


def test_hidden_cards_whispers_and_characters_are_drawn_among_the_legal_ones():
    players = 8
    state = R.new_game(players, 5, {"characters": ["loyal"] * players})
    # Two whispers between other seats, then every seat but seat 0 lays a card.
    state, _ = R.apply(state, R.Whisper(3, 4, 5))
    state, _ = R.apply(state, R.Whisper(6, 7, 1))
    for s in range(players):
        state, _ = R.apply(state, R.Ready(s))
    for s in range(1, players):
        state, _ = R.apply(state, R.Vote(s, (s + 1) % players))
    assert state.phase == "vote"
    view = R.view(state, 0)
    rnd = random.Random(1)
    laid, targets, characters = Counter(), Counter(), Counter()
    for _ in range(400):
        sample = X.determinize(view, 0, rnd)
        R.validate(sample)
        for s in range(1, players):
            card = sample.placed[s]
            assert card == R.AMBUSH or (card != s and sample.alive[card])
            assert card not in sample.hands[s] and len(sample.hands[s]) == players - 1
            if s == 1:
                laid[card] += 1
        targets[sample.whispers[0].target] += 1
        characters[sample.characters[3]] += 1
        assert sample.characters[0] == "loyal"
    assert set(laid) == set(range(2, players)) | {0, R.AMBUSH}  # any card seat 1 could lay
    assert set(targets) == set(range(players)) - {3, 4}  # anybody but the two ends of the whisper
    assert set(characters) == set(R.C.characters) | {R.NO_CHARACTER}


def rich_table():
    """Six seats late in a game: seat 1 holds 7 bars and seat 2 holds 6 without having claimed the
    win (so their bars are low ones); seat 0 sees its own gold only."""
    state = R.new_game(6, 3)
    rnd = random.Random(4)
    bars = list(state.deck + state.pot)
    rnd.shuffle(bars)
    low = [b for b in bars if b == 3]
    rest = [b for b in bars if b != 3]
    gold = [tuple(rest[:4]), tuple(low[:7]), tuple(low[7:10] + rest[4:7]), (), tuple(rest[7:9]), ()]
    used = Counter(b for g in gold for b in g)
    left = list((Counter(bars) - used).elements())
    rnd.shuffle(left)
    state = evolve(state, gold=tuple(gold), pot=tuple(left[:4]), deck=tuple(left[4:]))
    R.validate(state)
    return state


def test_gold_of_seats_near_the_win_is_drawn_as_a_uniform_deal_conditioned_on_no_claim():
    state = rich_table()
    view = R.view(state, 0)
    rnd = random.Random(8)
    ours = Counter()
    for _ in range(3000):
        sample = X.determinize(view, 0, rnd)
        assert R.total(sample, 1) < 25 and R.total(sample, 2) < 25
        ours[(R.total(sample, 1), R.total(sample, 2))] += 1
    # The same deal by rejection: shuffle the unseen bars into the hidden places, keep the deals
    # that leave both seats under the winning points.
    unseen = list((Counter(R.C.bars) - Counter(state.gold[0])).elements())
    sizes = [len(g) for g in state.gold[1:]]
    reference = Counter()
    while sum(reference.values()) < 3000:
        rnd.shuffle(unseen)
        one, two = sum(unseen[:sizes[0]]), sum(unseen[sizes[0]:sizes[0] + sizes[1]])
        if one < 25 and two < 25:
            reference[(one, two)] += 1
    for key in set(ours) | set(reference):
        assert abs(ours[key] - reference[key]) / 3000 < 0.03, (key, ours[key], reference[key])
    assert len(ours) > 3


def test_the_deal_under_the_winning_points_matches_an_exact_count_of_every_deal():
    """On a small pool, every deal of distinct bars counted by hand: the chance that the seats all
    stay under the limit, and how often each pair of holdings turns up, as the sampler gives them."""
    from itertools import combinations

    counts, sizes, limit = (4, 3, 2), (3, 3), 12
    bars = [v for v, k in zip(X.VALUES, counts) for _ in range(k)]
    exact, deals = Counter(), 0
    for first in combinations(range(len(bars)), sizes[0]):
        rest = [i for i in range(len(bars)) if i not in first]
        for second in combinations(rest, sizes[1]):
            deals += 1
            a, b = sorted(bars[i] for i in first), sorted(bars[i] for i in second)
            if sum(a) < limit and sum(b) < limit:
                exact[(tuple(a), tuple(b))] += 1
    assert X._feasible(counts, sizes, limit) == pytest.approx(sum(exact.values()) / deals, rel=1e-12)
    rnd = random.Random(2)
    drawn = Counter()
    runs = 20_000
    for _ in range(runs):
        dealt, left = X.deal_under(counts, sizes, limit, rnd)
        assert sum(left) == sum(counts) - sum(sizes)
        drawn[tuple(tuple(sorted(d)) for d in dealt)] += 1
    assert set(drawn) == set(exact)
    total = sum(exact.values())
    for key, ways in exact.items():
        assert abs(drawn[key] / runs - ways / total) < 0.012, key
