"""Dead Last's engine contract over thousands of seeded random games at 6 and 12 seats (the
registry's conformance test plays it at 6 only): every game ends with a winner at the winning
points (or a shared win when no bar is left), the gold is conserved at every step, the voting
cards too, and the views hide what they must from every seat and from the public.
"""

from __future__ import annotations

import random

import pytest

from tabletop.games.dead_last import rules as R

GAMES = {6: 2000, 12: 1000}
PARTS = 2  # each seat count in two halves, so that the test workers share them


def assert_view_hides(state: R.DeadLastState, seat: int | None) -> None:
    view = R.view(state, seat)
    assert view.seed == 0
    assert all(b == R.HIDDEN_BAR for b in view.deck + view.pot), "the deck and the middle are face down"
    over = state.phase == "over"
    for s in range(state.players):
        mine = s == seat
        if mine or over or state.claimed[s]:
            assert view.gold[s] == state.gold[s]
        else:
            assert view.gold[s] == (R.HIDDEN_BAR,) * len(state.gold[s]), "another seat's gold is counted, not valued"
        assert view.characters[s] == (state.characters[s] if mine else R.NO_CHARACTER)
        if state.phase == "vote" and not mine:
            assert view.placed[s] in (None, R.HIDDEN), "a face-down vote stays face down"
            assert set(view.hands[s]) <= {R.HIDDEN}, "a hand would tell which card is missing from it"
        else:
            assert view.placed[s] == state.placed[s] and view.hands[s] == state.hands[s]
    for f, c, shown in zip(state.finalists, state.choices, view.choices):
        assert shown == (c if f == seat or c is None else R.FACE_DOWN)
    for w, shown in zip(state.whispers, view.whispers):
        assert shown.target == (w.target if seat in (w.seat, w.to) else R.HIDDEN)
        assert (shown.seat, shown.to) == (w.seat, w.to), "that a whisper happened is seen by all"


@pytest.mark.parametrize("players, part", [(n, p) for n in sorted(GAMES) for p in range(PARTS)])
def test_thousands_of_random_games_end_conserve_the_gold_and_hide_what_they_must(players, part):
    rnd = random.Random(players * 10 + part)
    count = GAMES[players] // PARTS
    box = sorted(R.C.bars)
    endings = {"points": 0, "tiebreak": 0, "gold": 0}
    views = 0
    for game in range(part * count, (part + 1) * count):
        state = R.new_game(players, 10_000 * players + game)
        cards = R.components(state)["voting cards"]
        for step in range(20_000):
            if R.is_over(state):
                break
            seat = rnd.choice(R.to_act(state))
            state, _ = R.apply(state, rnd.choice(R.legal_actions(state, seat)))
            assert sorted(state.deck + state.pot + tuple(b for g in state.gold for b in g)) == box
            assert R.components(state)["voting cards"] == cards
            if step % 29 == game % 29:
                for viewer in (None, rnd.randrange(players), rnd.randrange(players)):
                    assert_view_hides(state, viewer)
                    views += 1
        assert R.is_over(state), f"game {game} did not end"
        won = R.winners(state)
        assert won
        totals = [R.total(state, s) for s in range(players)]
        if state.ended != "gold":
            assert len(won) == 1 and totals[won[0]] >= state.threshold
            assert totals[won[0]] == max(totals[s] for s in range(players) if totals[s] >= state.threshold)
        endings[state.ended] += 1
        for viewer in (None, 0):
            assert R.view(state, viewer).gold == state.gold, "the end lays every seat's gold open"
    assert views > count * 5
    assert endings["points"] > count // 2
