"""Dead Last's computer players: legal moves from a seat's view only, blind to what the seat
cannot see, each character recognisable in its play, the hard level the stronger, and games
between computers that always end.

Scenarios are reached through ``apply`` (points, whispers, votes) wherever the rules can reach
them; only a past round's public record is written directly where a scenario needs a history.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop import games
from tabletop.ai import evaluation
from tabletop.engine.core import evolve
from tabletop.games.dead_last import bots as B
from tabletop.games.dead_last import rules as R

INFO = games.get(R.id)
LEVELS = {"easy": B.EasyBot, "hard": B.HardBot}


def bot_game(players: int, seed: int, levels=None, characters=None, limit: int = 20_000):
    """One seeded game between computer seats of mixed levels and characters: every
    (state, seat, action) in order, and the final state."""
    rnd = random.Random(seed)
    levels = levels or [rnd.choice(("easy", "hard")) for _ in range(players)]
    characters = characters or [rnd.choice(R.C.characters) for _ in range(players)]
    seats = [LEVELS[level](seed * 31 + s) for s, level in enumerate(levels)]
    state = R.new_game(players, seed, {"characters": characters})
    steps = []
    for _ in range(limit):
        if R.is_over(state):
            break
        seat = R.to_act(state)[0]
        action = seats[seat].choose(R.view(state, seat), seat)
        steps.append((state, seat, action))
        state, _ = R.apply(state, action)
    assert sum(bot.slips for bot in seats) == 0, "a bot meant an illegal move (and was given a legal one)"
    return steps, state, characters


# --------------------------------------------------------------------------- legal, and the end


@pytest.mark.parametrize("players, count", [(6, 6), (8, 5), (12, 3)])
def test_bots_always_choose_a_legal_action_and_their_games_end(players, count):
    kinds, phases = Counter(), set()
    for seed in range(count):
        steps, final, _ = bot_game(players, 100 * players + seed)
        assert R.is_over(final), f"the game of seed {seed} did not end"
        assert final.champions
        for state, seat, action in steps:
            assert action in R.legal_actions(state, seat), (state.phase, action)
            kinds[type(action).__name__] += 1
            phases.add(state.phase)
    assert phases == {"conspire", "vote", "ambush", "showdown"}
    assert {"Point", "Whisper", "Ready", "Vote", "Ambush", "Eliminate", "Showdown"} <= set(kinds), kinds


def test_a_bot_whose_seat_has_no_character_plays_one_drawn_from_its_seed():
    drawn = {B.EasyBot(seed).fallback for seed in range(40)}
    assert drawn == set(R.C.characters)
    state = R.new_game(6, 3)  # no characters given: the seats have none
    assert all(c == R.NO_CHARACTER for c in state.characters)
    for level in LEVELS.values():
        action = level(5).choose(R.view(state, 0), 0)
        assert action in R.legal_actions(state, 0)


# --------------------------------------------------------------------------- hidden information


def _hidden_variant(state: R.DeadLastState, seat: int, rng: random.Random) -> R.DeadLastState:
    """The same table as ``seat`` sees it, with what it cannot see dealt differently: other seats'
    face-down cards, the values of other seats' bars (and of the deck and the pot), the deck's
    order, the targets of whispers between other seats, other seats' characters, the seed."""
    n = state.players
    changes: dict = {"seed": state.seed + 7919}
    if state.phase == "vote":
        hands, placed = list(state.hands), list(state.placed)
        for s in range(n):
            if s == seat or placed[s] is None:
                continue
            cards = [c for c in hands[s] if c == R.AMBUSH or state.alive[c]]
            if cards:
                card = rng.choice(cards)
                hand = list(hands[s])
                hand.remove(card)
                hands[s] = tuple(sorted(hand + [placed[s]], key=lambda c: (c == R.AMBUSH, c)))
                placed[s] = card
        changes.update(hands=tuple(hands), placed=tuple(placed))
    if state.phase == "showdown":
        changes["choices"] = tuple(c if f == seat or c is None else rng.choice([x for x in R.SHOWDOWN_CARDS if x != c])
                                   for f, c in zip(state.finalists, state.choices))
    secret = [s for s in range(n) if s != seat and not state.claimed[s]]
    for _ in range(20):  # other seats' bars, the deck and the pot dealt again from the same bars
        bars = list(state.deck) + list(state.pot) + [b for s in secret for b in state.gold[s]]
        rng.shuffle(bars)
        gold = list(state.gold)
        for s in secret:
            gold[s], bars = tuple(bars[:len(gold[s])]), bars[len(gold[s]):]
        pot, deck = tuple(bars[:len(state.pot)]), tuple(bars[len(state.pot):])
        other = evolve(state, **changes, gold=tuple(gold), pot=pot, deck=deck)
        if all(R.total(other, s) < other.threshold for s in secret) or state.phase == "over":
            break
    else:
        other = evolve(state, **changes)
    whispers = tuple(w if seat in (w.seat, w.to) else evolve(w, target=rng.choice(
        [t for t in range(n) if t not in (w.seat, w.to)])) for w in state.whispers)
    characters = tuple(c if s == seat else rng.choice(R.C.characters) for s, c in enumerate(state.characters))
    return evolve(other, whispers=whispers, characters=characters)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_bot_choices_do_not_depend_on_what_the_seat_cannot_see(level):
    rng = random.Random(11)
    compared = changed_cards = 0
    for players, seed in ((6, 1), (8, 2), (12, 3)):
        steps, _, _ = bot_game(players, seed)
        for i, (state, seat, _) in enumerate(steps[::3]):
            other = _hidden_variant(state, seat, rng)
            R.validate(other)  # still a table the rules could have reached
            assert other != state
            assert R.view(other, seat) == R.view(state, seat), "the view shows something hidden"
            first = LEVELS[level](i).choose(R.view(state, seat), seat)
            second = LEVELS[level](i).choose(R.view(other, seat), seat)
            assert first == second, (state.phase, first, second)
            compared += 1
            changed_cards += state.phase == "vote" and other.placed != state.placed
    assert compared > 300 and changed_cards > 30


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_bot_decides_the_same_whatever_it_was_asked_before(level):
    """Its memory of the table is read from the view, never from the calls it answered."""
    steps, _, _ = bot_game(8, 4)
    sample = steps[::5]
    fresh = [LEVELS[level](9).choose(R.view(state, seat), seat) for state, seat, _ in sample]
    reused = LEVELS[level](9)
    shuffled = list(range(len(sample)))
    random.Random(2).shuffle(shuffled)
    again = {i: reused.choose(R.view(sample[i][0], sample[i][1]), sample[i][1]) for i in shuffled}
    assert [again[i] for i in range(len(sample))] == fresh


# --------------------------------------------------------------------------- characters


def table(players: int, seed: int, character: str, seat: int = 0) -> R.DeadLastState:
    """A new game where ``seat`` has ``character`` (the others' are hidden from it anyway)."""
    characters = ["loyal"] * players
    characters[seat] = character
    return R.new_game(players, seed, {"characters": characters})


def talk(state: R.DeadLastState, points: dict[int, int], whispers=()) -> R.DeadLastState:
    """The conspiracy as given (who points at whom, who whispers what to whom), then all ready."""
    for s, t in points.items():
        state, _ = R.apply(state, R.Point(s, t))
    for s, to, t in whispers:
        state, _ = R.apply(state, R.Whisper(s, to, t))
    while state.phase == "conspire":
        state, _ = R.apply(state, R.Ready(R.to_act(state)[0]))
    return state


def share(level: str, character: str, scenario, wanted, runs: int = 120) -> float:
    """How often seat 0 of ``character`` at ``level`` does ``wanted(action)`` in ``scenario(seed)``."""
    hits = 0
    for seed in range(runs):
        state = scenario(seed, character)
        action = LEVELS[level](seed).choose(R.view(state, 0), 0)
        hits += bool(wanted(action))
    return hits / runs


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_paranoid_ambush_more_often_than_the_loyal_when_pointed_at(level):
    def pointed(seed, character):  # three of eight point at seat 0, three at seat 1, one at seat 2
        return talk(table(8, seed, character), {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1, 7: 2})

    def ambush(action):
        return isinstance(action, R.Ambush)

    paranoid, loyal = share(level, "paranoid", pointed, ambush), share(level, "loyal", pointed, ambush)
    assert paranoid > loyal + 0.2, (paranoid, loyal)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_loyal_follow_a_whisper_more_often_than_the_chaotic(level):
    def whispered(seed, character):  # nobody points; seat 3 whispers to seat 0: "seat 5"
        return talk(table(8, seed, character), {}, [(3, 0, 5)])

    def follows(action):
        return action == R.Vote(0, 5)

    loyal, chaotic = share(level, "loyal", whispered, follows), share(level, "chaotic", whispered, follows)
    assert loyal > chaotic + 0.2, (loyal, chaotic)


def _remembered(seed: int, character: str) -> R.DeadLastState:
    """Round 2 of an 8-seat game in whose last vote (four seats still standing) seat 4 voted
    against seat 0, and seat 0 and seat 6 voted seat 7 out."""
    state = table(8, seed, character)
    cards = (7, None, None, None, 0, None, 7, 4)
    record = R.VoteRecord(1, 5, (None,) * 8, cards, (7,), ("", "", "", "", "strayed", "", "", "target"))
    return evolve(state, round=2, votes_log=(record,))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_vengeful_go_after_a_seat_that_voted_against_them(level):
    def vote(seed, character):
        return talk(_remembered(seed, character), {})

    def against_four(action):
        return action == R.Vote(0, 4)

    vengeful, loyal = share(level, "vengeful", vote, against_four), share(level, "loyal", vote, against_four)
    assert vengeful > loyal + 0.15, (vengeful, loyal)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_vengeful_ambusher_eliminates_the_seat_that_voted_against_it_before(level):
    def sprung(seed, character):  # seats 2..5 vote for seat 0, who lays its Ambush card; 5 is the richest
        state = _remembered(seed, character)
        gold = list(state.gold)
        gold[5] = state.deck[:2]
        state = talk(evolve(state, gold=tuple(gold), deck=state.deck[2:]), {})
        state, _ = R.apply(state, R.Ambush(0))
        for s, card in ((1, 6), (2, 0), (3, 0), (4, 0), (5, 0), (6, 1), (7, 1)):
            state, _ = R.apply(state, R.Vote(s, card))
        assert state.phase == "ambush" and R.legal_actions(state, 0)
        return state

    def four(action):
        return action == R.Eliminate(0, 4)

    vengeful, loyal = share(level, "vengeful", sprung, four), share(level, "loyal", sprung, four)
    assert vengeful > 0.6 and vengeful > loyal + 0.3, (vengeful, loyal)


def test_the_chaotic_point_at_one_seat_and_vote_another_more_often_than_the_loyal():
    lies, pointed = Counter(), Counter()
    for seed in range(6):
        _, final, characters = bot_game(8, 700 + seed)
        for record in final.votes_log:
            for s, (p, card) in enumerate(zip(record.pointers, record.cards)):
                if p is not None and card is not None and card != R.AMBUSH:
                    pointed[characters[s]] += 1
                    lies[characters[s]] += card != p
    rate = {c: lies[c] / pointed[c] for c in pointed}
    assert pointed["chaotic"] > 50 and pointed["loyal"] > 50, pointed
    assert rate["chaotic"] > 2 * rate["loyal"], rate


def _showdown(seed: int, character: str, partner_cards: tuple[str, ...]) -> R.DeadLastState:
    """A final showdown between seats 0 and 1 of 6, after seat 1 played ``partner_cards`` in
    earlier showdowns against other seats."""
    state = table(6, seed, character)
    log = tuple(R.ShowdownRecord(r + 1, (1, 2 + r % 4), (card, R.SPLIT), (0, 0), False)
                for r, card in enumerate(partner_cards))
    state = evolve(state, showdowns_log=log, round=len(partner_cards) + 1)
    state = talk(state, {})
    for s, card in ((0, 2), (1, 3), (2, 3), (3, 2), (4, 5), (5, 4)):  # 2 and 3 fall in a tie, 4 and 5 strayed
        state, _ = R.apply(state, R.Vote(s, card))
    assert state.phase == "showdown" and state.finalists == (0, 1)
    return state


def test_hard_showdowns_read_the_partners_record():
    """With a habitual splitter the loyal split and the opportunist grab it all; against a
    habitual grabber the paranoid take their one sure bar."""
    def card(character, partner_cards):
        picked = Counter()
        for seed in range(40):
            state = _showdown(seed, character, partner_cards)
            picked[B.HardBot(seed).choose(R.view(state, 0), 0).card] += 1
        return picked

    splitter, grabber = (R.SPLIT,) * 4, (R.GRAB_ALL,) * 4
    assert card("loyal", splitter).most_common(1)[0][0] == R.SPLIT
    assert card("opportunist", splitter).most_common(1)[0][0] == R.GRAB_ALL
    assert card("paranoid", grabber).most_common(1)[0][0] == R.GRAB_ONE
    assert card("loyal", splitter)[R.SPLIT] > card("loyal", grabber)[R.SPLIT]


# --------------------------------------------------------------------------- strength


def test_hard_wins_well_above_its_fair_share_among_easy_seats():
    count, players = 48, 8
    won = evaluation.win_share(INFO, "hard", "easy", count, players, seed=900)
    assert won >= 2.5 / players, f"one hard seat among easy ones won {won:.0%} of {count} games"


def test_the_evaluation_deals_dead_last_characters_from_the_seed():
    first = evaluation.options(INFO, 8, 1)
    assert len(first["characters"]) == 8 and set(first["characters"]) <= set(R.C.characters)
    assert first == evaluation.options(INFO, 8, 1)
    assert len({tuple(evaluation.options(INFO, 8, seed)["characters"]) for seed in range(10)}) > 1
