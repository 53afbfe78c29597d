"""Dead Last's rules, scenario by scenario: the rulebook's worked votes, every elimination rule,
ambushes as target and as non-target, ties, non-voters, rounds ending with 0, 1 and 2 survivors,
every showdown pairing and the bars that stay, the winning points, the showdowns that break a tie,
the rulings for an empty gold deck, the conspiracy, views and damaged saves.

Votes are cast through ``apply`` exactly as players cast them; only the table a scenario starts
from (who still stands, what lies in the deck) is set directly.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop.engine.core import DamagedState, IllegalAction, evolve
from tabletop.games.dead_last import rules as R

A = R.AMBUSH


def game(players: int = 6, seed: int = 5, standing=None, deck=None, pot=None) -> R.DeadLastState:
    """A new game at its first conspiracy, with only ``standing`` seats up (a later vote), and
    the deck and pot set if given (bars taken from the rest of the box stay conserved)."""
    state = R.new_game(players, seed)
    if standing is not None:
        alive = tuple(s in standing for s in range(players))
        state = evolve(state, alive=alive, in_vote=alive, ready=tuple(not a for a in alive))
    if deck is not None or pot is not None:
        deck = list(state.deck + state.pot) if deck is None else list(deck)
        pot = [] if pot is None else list(pot)
        rest = list(R.C.bars)
        for bar in deck + pot:
            rest.remove(bar)
        gold = [tuple() for _ in range(players)]
        gold[0] = tuple(rest)  # the rest of the box sits with seat 0 until a test says otherwise
        state = evolve(state, deck=tuple(deck), pot=tuple(pot), gold=tuple(gold))
    return state


def talk_ends(state):
    """Every seat still talking says it is ready: the vote opens."""
    while state.phase == "conspire":
        state, _ = R.apply(state, R.Ready(R.to_act(state)[0]))
    return state


def cast(state, cards: dict[int, int]):
    """Each standing seat lays its card (a seat number, or A for Ambush), in seat order."""
    state = talk_ends(state)
    events = []
    for seat, card in sorted(cards.items()):
        action = R.Ambush(seat) if card == A else R.Vote(seat, card)
        state, more = R.apply(state, action)
        events += more
    return state, events


def lone_survivor(state, seat: int, others: tuple[int, int]):
    """Of three standing seats, ``seat`` ends the vote alone: it lays Ambush, one other lays an
    unused Ambush, the last votes for it and is then ambushed."""
    wasted, voter = others
    state, events = cast(state, {seat: A, wasted: A, voter: seat})
    assert state.phase == "ambush" and R.to_act(state) == [seat]
    state, more = R.apply(state, R.Eliminate(seat, voter))
    return state, events + more


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def eliminated(events) -> dict[int, str]:
    return {e.data["seat"]: e.data["reason"] for e in events if e.kind == "SeatEliminated"}


# --------------------------------------------------------------------------- the rulebook's votes


def test_two_tied_targets_and_an_ambusher_whose_only_voter_is_already_out():
    """1 vote for Red, 1 for Yellow, Red laid Ambush: both are targets, Yellow falls; Red may
    only eliminate a seat that voted for her, and that seat (Yellow) is already out: Red and Pink
    stand (and, being two, play the Final Showdown)."""
    red, yellow, pink = 0, 1, 2
    state, events = cast(game(standing={red, yellow, pink}), {red: A, yellow: red, pink: yellow})
    reveal = next(e for e in events if e.kind == "VotesRevealed")
    assert reveal.data["targets"] == [red, yellow]
    assert reveal.data["counts"][red] == 1 and reveal.data["counts"][yellow] == 1
    assert eliminated(events) == {yellow: "target"}
    sprung = next(e for e in events if e.kind == "AmbushSprung")
    assert sprung.data == {"seat": red, "voters": []}
    assert state.phase == "showdown" and state.finalists == (red, pink)


def test_the_most_voted_target_ambushes_and_picks_a_voter_while_a_missed_ambush_falls():
    """4 votes for Blue (who laid Ambush), 3 for Purple: Blue is the target; everyone who did not
    vote for Blue falls, Emerald's unused Ambush included; Blue stands and eliminates one of the
    four who voted for her."""
    blue, emerald, purple = 0, 1, 2
    cards = {blue: A, emerald: A, purple: 3, 3: blue, 4: blue, 5: blue, 6: blue, 7: purple, 8: purple, 9: purple}
    state, events = cast(game(10), cards)
    reveal = next(e for e in events if e.kind == "VotesRevealed")
    assert reveal.data["targets"] == [blue]
    assert reveal.data["counts"][blue] == 4 and reveal.data["counts"][purple] == 3
    assert eliminated(events) == {emerald: "ambush", purple: "strayed", 7: "strayed", 8: "strayed", 9: "strayed"}
    assert state.phase == "ambush" and R.to_act(state) == [blue]
    assert R.legal_actions(state, blue) == [R.Eliminate(blue, v) for v in (3, 4, 5, 6)]
    with pytest.raises(IllegalAction, match="dl-not-a-voter"):
        R.apply(state, R.Eliminate(blue, 7))
    state, events = R.apply(state, R.Eliminate(blue, 5))
    assert eliminated(events) == {5: "ambushed"}
    assert R.survivors(state) == [blue, 3, 4, 6]
    assert state.phase == "conspire" and state.vote == 2
    record = state.votes_log[-1]
    assert record.fates[5] == "ambushed" and record.fates[emerald] == "ambush" and record.fates[blue] == ""


def test_two_tied_targets_take_down_everyone_who_voted_elsewhere():
    """Red and Emerald tie for most votes: both fall, and so does every seat that voted for
    neither: 5 of 10 stand after the first vote."""
    red, emerald = 0, 1
    cards = {2: red, 3: red, 4: red, 5: emerald, 6: emerald, red: emerald, emerald: 7, 7: 8, 8: 7, 9: 8}
    state, events = cast(game(10), cards)
    assert next(e for e in events if e.kind == "VotesRevealed").data["targets"] == [red, emerald]
    assert eliminated(events) == {red: "target", emerald: "target", 7: "strayed", 8: "strayed", 9: "strayed"}
    assert R.survivors(state) == [2, 3, 4, 5, 6]


# --------------------------------------------------------------------------- elimination rules


def test_an_ambush_played_by_a_target_nobody_else_voted_for_is_not_a_vote():
    """The Ambush card counts for nobody: three votes against seat 0, one of them the only
    other card in play... and seat 0's Ambush does not make seat 0 a voter for anyone."""
    counts, targets = R.count_votes((A, 0, 0, 0, A, 1))
    assert counts[0] == 3 and counts[1] == 1 and A not in counts
    assert targets == [0]
    assert R.fates((A, 0, 0, 0, A, 1), targets) == {4: "ambush", 5: "strayed"}


def test_a_target_without_ambush_falls_even_if_it_voted_for_another_target():
    state, events = cast(game(standing={0, 1, 2, 3}), {0: 1, 1: 0, 2: 0, 3: 1})
    assert eliminated(events) == {0: "target", 1: "target"}
    assert R.survivors(state) == [2, 3] and state.phase == "showdown"


def test_nobody_may_vote_for_themselves_or_for_a_fallen_seat():
    state = talk_ends(game(standing={0, 1, 2, 3}))
    with pytest.raises(IllegalAction, match="dl-not-yourself"):
        R.apply(state, R.Vote(0, 0))
    with pytest.raises(IllegalAction, match="dl-fallen"):
        R.apply(state, R.Vote(0, 4))
    with pytest.raises(IllegalAction, match="dl-eliminated"):
        R.apply(state, R.Vote(4, 0))
    assert R.Vote(0, 4) not in R.legal_actions(state, 0)
    assert R.legal_actions(state, 0) == [R.Vote(0, 1), R.Vote(0, 2), R.Vote(0, 3), R.Ambush(0)]


def test_a_card_may_be_changed_until_the_last_one_is_laid():
    state = talk_ends(game(standing={0, 1, 2}))
    state, events = R.apply(state, R.Vote(0, 1))
    assert events[0].secret == {"card": 1} and events[0].data == {"seat": 0, "changed": False}
    assert 0 not in R.to_act(state) and R.legal_actions(state, 0) == []
    assert R.optional_actions(state, 0) == [R.Vote(0, 2), R.Ambush(0)]
    state, events = R.apply(state, R.Ambush(0))  # changed: the vote for seat 1 goes back to the hand
    assert events[0].data["changed"] and state.placed[0] == A and 1 in state.hands[0] and A not in state.hands[0]
    state, _ = R.apply(state, R.Vote(1, 2))
    state, events = R.apply(state, R.Vote(2, 1))  # the last card: all are revealed at once
    assert "VotesRevealed" in kinds(events)
    assert R.optional_actions(state, 0) == []
    with pytest.raises(IllegalAction):
        R.apply(state, R.Vote(0, 2))


def test_everyone_ambushing_leaves_nobody_standing():
    state = game(standing={0, 1, 2})
    state, events = cast(state, {0: A, 1: A, 2: A})
    assert next(e for e in events if e.kind == "VotesRevealed").data["targets"] == []
    assert eliminated(events) == {0: "ambush", 1: "ambush", 2: "ambush"}
    assert "NobodySurvived" in kinds(events)


# --------------------------------------------------------------------------- how rounds end


def test_a_lone_survivor_takes_the_four_bars_unseen():
    state = game(standing={0, 1, 2})
    pot = state.pot
    state, events = lone_survivor(state, 2, (0, 1))
    taken = next(e for e in events if e.kind == "BarsTaken")
    assert taken.data == {"seat": 2, "count": 4} and taken.secret == {"values": list(pot)} and taken.owner == 2
    assert state.gold[2] == pot and state.round == 2 and len(state.pot) == 4
    started = next(e for e in events if e.kind == "RoundStarted")
    assert started.data["dealt"] == 4
    assert all(state.alive) and state.phase == "conspire" and state.vote == 1


def test_nobody_surviving_pays_those_out_of_the_last_vote_and_keeps_the_pot():
    state = game(8, standing={0, 1, 2})
    pot, deck = state.pot, state.deck
    state, events = cast(state, {0: 1, 1: 2, 2: 0})  # three-way tie: all three targets fall
    assert eliminated(events) == {0: "target", 1: "target", 2: "target"}
    nobody = next(e for e in events if e.kind == "NobodySurvived")
    assert nobody.data["drawers"] == [3, 4, 5, 6, 7] and nobody.data["stay"] == 4
    drawn = [e for e in events if e.kind == "BarDrawn"]
    assert [e.data["seat"] for e in drawn] == [3, 4, 5, 6, 7]
    assert [e.secret["value"] for e in drawn] == list(deck[:5])
    assert all(e.owner == e.data["seat"] for e in drawn)
    assert state.pot == pot, "no new gold is dealt for the next round"
    assert next(e for e in events if e.kind == "RoundStarted").data["dealt"] == 0


def _to_showdown(seed: int = 5):
    """Seats 3 and 5 reach the Final Showdown of round 1 at 8 seats."""
    state = game(8, seed=seed, standing={3, 4, 5})
    state, _ = cast(state, {3: 4, 4: 3, 5: 4})  # 4 is the target; 3 voted for it... 3 and 5 stand
    assert state.phase == "showdown" and state.finalists == (3, 5)
    return state


@pytest.mark.parametrize("first, second, bars, stay, others_draw", [
    (R.SPLIT, R.SPLIT, (2, 2), 0, False),
    (R.GRAB_ALL, R.SPLIT, (4, 0), 0, False),
    (R.SPLIT, R.GRAB_ALL, (0, 4), 0, False),
    (R.GRAB_ALL, R.GRAB_ALL, (0, 0), 4, True),
    (R.GRAB_ONE, R.SPLIT, (1, 3), 0, False),
    (R.SPLIT, R.GRAB_ONE, (3, 1), 0, False),
    (R.GRAB_ONE, R.GRAB_ALL, (1, 3), 0, False),
    (R.GRAB_ALL, R.GRAB_ONE, (3, 1), 0, False),
    (R.GRAB_ONE, R.GRAB_ONE, (1, 1), 2, False),
])
def test_every_showdown_pairing_and_the_bars_that_stay(first, second, bars, stay, others_draw):
    state = _to_showdown()
    pot, deck = state.pot, state.deck
    state, events = R.apply(state, R.Showdown(3, first))
    assert events[0].secret == {"card": first} and events[0].owner == 3
    assert R.view(state, 5).choices == (R.FACE_DOWN, None), "the other finalist sees only a face-down card"
    state, events = R.apply(state, R.Showdown(5, second))
    shown = next(e for e in events if e.kind == "ShowdownRevealed")
    assert shown.data["cards"] == [first, second] and tuple(shown.data["bars"]) == bars and shown.data["stay"] == stay
    assert len(state.gold[3]) == bars[0] and len(state.gold[5]) == bars[1]
    assert state.gold[3] + state.gold[5] == pot[: bars[0] + bars[1]]
    drawers = [e.data["seat"] for e in events if e.kind == "BarDrawn"]
    assert drawers == ([0, 1, 2, 4, 6, 7] if others_draw else [])
    started = next(e for e in events if e.kind == "RoundStarted")
    assert started.data["dealt"] == 4 - stay, "bars left in the middle mean fewer new ones"
    assert len(state.pot) == 4
    if stay:
        assert state.pot[:stay] == pot[4 - stay:], "the bars that stayed are still in the middle"
    assert state.showdowns_log[-1].cards == (first, second)
    drawn = len(drawers)
    assert state.deck == deck[drawn + (4 - stay):]


def test_a_finalist_may_change_its_card_until_both_are_down():
    state = _to_showdown()
    state, _ = R.apply(state, R.Showdown(3, R.GRAB_ALL))
    assert R.optional_actions(state, 3) == [R.Showdown(3, R.SPLIT), R.Showdown(3, R.GRAB_ONE)]
    state, events = R.apply(state, R.Showdown(3, R.SPLIT))
    assert events[0].data["changed"]
    state, events = R.apply(state, R.Showdown(5, R.SPLIT))
    assert next(e for e in events if e.kind == "ShowdownRevealed").data["cards"] == [R.SPLIT, R.SPLIT]


# --------------------------------------------------------------------------- the end


@pytest.mark.parametrize("players, points", [(6, 25), (9, 25), (10, 24), (12, 24)])
def test_the_winning_points_depend_on_the_seats(players, points):
    assert R.new_game(players, 1).threshold == points


def _rich(players: int, gold: dict[int, list[int]], pot=(3, 3, 3, 3), seed: int = 3, standing=(0, 1, 2)):
    """A table where seats already hold ``gold`` and ``pot`` lies in the middle, at a vote of
    ``standing``; every other bar is in the deck (so the gold is conserved)."""
    state = game(players, seed=seed, standing=set(standing))
    deck = list(state.deck + state.pot)
    held = [tuple() for _ in range(players)]
    for seat, bars in gold.items():
        for bar in bars:
            deck.remove(bar)
        held[seat] = tuple(bars)
    for bar in pot:
        deck.remove(bar)
    state = evolve(state, deck=tuple(deck), pot=tuple(pot), gold=tuple(held))
    assert R.components(state)["points"] == sum(R.C.bars)
    return state


def test_reaching_the_points_at_the_end_of_a_round_wins_and_shows_the_gold():
    state = _rich(6, {2: [5, 5, 5, 5]})  # 20, and the pot (12) will bring seat 2 over 25
    state, events = lone_survivor(state, 2, (0, 1))
    claim = next(e for e in events if e.kind == "VictoryClaimed")
    assert claim.data == {"seat": 2, "total": 32, "bars": [5, 5, 5, 5, 3, 3, 3, 3]}
    assert R.is_over(state) and R.winners(state) == [2] and state.ended == "points"
    assert R.view(state, 4).gold[2] == state.gold[2], "the end lays every seat's gold open"


def test_24_points_are_not_enough_at_nine_seats_but_are_at_ten():
    for players, over in ((9, False), (10, True)):
        state = _rich(players, {2: [4, 4, 4]})
        state, _ = lone_survivor(state, 2, (0, 1))  # seat 2 takes 12: 24 in all
        assert R.total(state, 2) == 24 and R.is_over(state) == over


def test_several_over_the_mark_the_highest_total_wins():
    state = _rich(6, {0: [5, 5, 5, 5, 5], 2: [5, 5, 5, 5]})
    state, events = lone_survivor(state, 2, (0, 1))  # seat 2 takes 12: 32 against 25
    assert sorted(e.data["seat"] for e in events if e.kind == "VictoryClaimed") == [0, 2]
    assert R.winners(state) == [2]


def test_a_tie_for_the_win_is_broken_by_showdowns_between_the_tied_seats():
    state = _rich(6, {0: [5, 5, 5, 5, 5], 2: [4, 3, 3, 3]})
    state, events = lone_survivor(state, 2, (0, 1))  # seat 2: 13 + 12 = 25, level with seat 0
    assert not R.is_over(state)
    started = next(e for e in events if e.kind == "ShowdownStarted")
    assert started.data["tiebreak"] and started.data["tied"] == [0, 2] and state.finalists == (0, 2)
    assert len(state.pot) == 4 and state.round == 1, "a tie-break is played for bars of its own"
    # Both grab all: nobody takes any, the others draw one each... and seat 1 stays behind
    state, _ = R.apply(state, R.Showdown(0, R.GRAB_ALL))
    state, events = R.apply(state, R.Showdown(2, R.GRAB_ALL))
    assert not R.is_over(state) and state.tiebreak and state.finalists == (0, 2), "still level: again"
    state, _ = R.apply(state, R.Showdown(0, R.GRAB_ONE))
    state, events = R.apply(state, R.Showdown(2, R.SPLIT))
    assert R.is_over(state) and state.ended == "tiebreak"
    assert R.winners(state) == [2] if R.total(state, 2) > R.total(state, 0) else [0]
    assert "GameWon" in kinds(events)


# --------------------------------------------------------------------------- an empty gold deck


def test_a_draw_from_an_empty_deck_gives_nothing():
    state = game(8, standing={0, 1, 2}, deck=[3, 4], pot=[5, 5, 5, 5])
    state, events = cast(state, {0: 1, 1: 2, 2: 0})
    assert [e.data["seat"] for e in events if e.kind == "BarDrawn"] == [3, 4]
    assert [e.data["seat"] for e in events if e.kind == "DeckEmpty"] == [5, 6, 7]
    assert state.deck == () and state.pot == (5, 5, 5, 5)


def test_a_short_pot_is_split_rounded_down_and_the_odd_bar_stays():
    assert R.showdown_shares((R.SPLIT, R.SPLIT), 3) == (1, 1, False)
    assert R.showdown_shares((R.GRAB_ONE, R.SPLIT), 2) == (1, 1, False)
    assert R.showdown_shares((R.GRAB_ONE, R.GRAB_ONE), 1) == (1, 0, False)
    assert R.showdown_shares((R.GRAB_ALL, R.SPLIT), 3) == (3, 0, False)


def test_with_the_deck_empty_a_round_is_played_for_the_bars_in_the_middle():
    state = game(6, standing={0, 1, 2}, deck=[], pot=[3, 4])
    state = evolve(state, gold=((),) * 6)  # (the rest of the box is left out: only the pot matters)
    state, events = lone_survivor(state, 2, (0, 1))
    assert next(e for e in events if e.kind == "BarsTaken").data == {"seat": 2, "count": 2}


@pytest.mark.parametrize("players", range(6, 13))
def test_the_gold_never_runs_out_before_somebody_wins(players):
    """Why no round can start with nothing to play for: with every bar taken, the box's points
    shared among the seats give some seat the winning points."""
    assert sum(R.C.bars) / players >= R.C.threshold(players)


def test_a_tie_no_bar_can_break_is_shared():
    """Seats 0 and 2 end level at 72 with the deck and the middle empty: no showdown can be played."""
    state = _rich(6, {0: [5] * 12 + [4] * 3, 2: [5] * 4 + [4] * 10, 1: [4] * 15, 3: [3] * 16, 4: [3] * 16})
    assert state.deck == ()
    state, events = lone_survivor(state, 2, (0, 1))  # seat 2 takes the last four bars: 72 each
    assert R.total(state, 0) == R.total(state, 2) == 72
    assert R.is_over(state) and state.ended == "gold" and R.winners(state) == [0, 2]


# --------------------------------------------------------------------------- the conspiracy


def test_the_conspiracy_asks_seats_in_turn_and_pointing_calls_a_ready_seat_back():
    state = game(6)
    assert R.to_act(state) == [0, 1, 2, 3, 4, 5]
    state, events = R.apply(state, R.Point(0, 3))
    assert events[0].data == {"seat": 0, "target": 3, "was": None}
    assert R.to_act(state)[0] == 1, "the next seat round the table is asked next"
    state, _ = R.apply(state, R.Ready(3))
    assert 3 not in R.to_act(state)
    state, _ = R.apply(state, R.Point(1, 3))
    assert 3 in R.to_act(state), "pointed at, a ready seat may answer"
    state, events = R.apply(state, R.Unpoint(1))
    assert events[0].kind == "PointLowered" and state.pointers[1] is None


def test_each_seat_has_a_few_gestures_a_vote():
    state = game(6)
    for target in (1, 2, 3)[: R.C.gestures]:
        state, _ = R.apply(state, R.Point(0, target))
    assert R.legal_actions(state, 0) == [R.Ready(0)]
    with pytest.raises(IllegalAction, match="dl-no-gestures"):
        R.apply(state, R.Point(0, 4))


def test_a_whisper_is_seen_by_all_but_its_target_only_by_its_two_seats():
    state = game(6)
    state, events = R.apply(state, R.Whisper(0, 2, 4))
    assert [(e.kind, e.owner, e.data) for e in events] == [
        ("Whispered", 0, {"seat": 0, "to": 2}), ("WhisperHeard", 2, {"seat": 0, "to": 2})]
    assert all(e.for_seat(4).secret == {} for e in events)
    assert R.view(state, 2).whispers[0].target == 4 and R.view(state, 0).whispers[0].target == 4
    assert R.view(state, 4).whispers[0].target == R.HIDDEN
    assert R.view(state, None).whispers[0].seat == 0


# --------------------------------------------------------------------------- views and saves


def test_views_hide_votes_gold_values_and_characters():
    state = R.new_game(6, 9, {"characters": ["", "loyal", "chaotic", "", "", "vengeful"]})
    state = talk_ends(state)
    state, _ = R.apply(state, R.Vote(0, 1))
    mine, other, public = R.view(state, 0), R.view(state, 1), R.view(state, None)
    assert mine.placed[0] == 1 and other.placed[0] == R.HIDDEN and public.placed[0] == R.HIDDEN
    assert other.hands[0] == (R.HIDDEN,) * 5, "a hand would tell which card is missing from it"
    assert other.characters == ("", "loyal", "", "", "", "") and public.characters == ("",) * 6
    assert all(b == R.HIDDEN_BAR for b in public.deck + public.pot)
    rich = _rich(6, {0: [3, 4], 1: [5]}, pot=[3, 3, 3, 3])
    assert R.view(rich, 0).gold[:2] == ((3, 4), (0,)), "bars taken are counted by all, valued by their owner"


def _save(state):
    return json.loads(json.dumps(R.to_json(state)))


def test_damaged_or_impossible_saves_are_refused_with_a_plain_reason():
    state = talk_ends(game(6, standing={0, 1, 2}))
    state, _ = R.apply(state, R.Vote(0, 1))
    assert R.from_json(_save(state)) == state
    bad = _save(state)
    bad["state"]["deck"][0] = 5 if bad["state"]["deck"][0] != 5 else 3
    with pytest.raises(DamagedState, match="not conserved"):
        R.from_json(bad)
    bad = _save(state)
    bad["state"]["placed"][0] = 4
    bad["state"]["hands"][0] = [1, 2, 3, 5, -1]
    with pytest.raises(DamagedState, match="already eliminated"):
        R.from_json(bad)
    bad = _save(state)
    bad["state"]["hands"][1] = [0, 2, 3, 4, -1, -1][1:]
    bad["state"]["hands"][1] = [2, 3, 4, -1, -1]
    with pytest.raises(DamagedState, match="Ambush"):
        R.from_json(bad)
    for players in (5, 13):
        bad = _save(state)
        bad["state"]["players"] = players
        with pytest.raises(DamagedState, match="6 to 12"):
            R.from_json(bad)
    with pytest.raises(ValueError):
        R.new_game(5, 1)
    with pytest.raises(ValueError):
        R.new_game(13, 1)


def test_options_are_checked():
    with pytest.raises(ValueError):
        R.new_game(6, 1, {"characters": ["sly"] * 6})
    with pytest.raises(ValueError):
        R.new_game(6, 1, {"timer": 45})
    with pytest.raises(ValueError):
        R.new_game(6, 1, {"speed": 1})
    assert R.new_game(6, 1, {"timer": 0, "characters": [""] * 6}).players == 6


# --------------------------------------------------------------------------- the validator


def test_allowed_agrees_with_the_lists_of_legal_and_optional_actions():
    """``apply`` decides legality without building the lists; over random play at 6 and 12 seats,
    every action of any seat's lists is allowed and every other candidate is not."""
    rnd = random.Random(4)
    checked = 0
    for players in (6, 12):
        for seed in range(6):
            state = R.new_game(players, seed)
            while not R.is_over(state):
                pool = set()
                for seat in range(players):
                    listed = set(R.legal_actions(state, seat)) | set(R.optional_actions(state, seat))
                    for action in listed:
                        assert R.play.allowed(state, action)
                    pool |= listed
                probes = [R.Vote(s, t) for s in range(players) for t in range(-1, players + 1)]
                probes += [R.Point(s, t) for s in range(players) for t in range(players)]
                probes += [R.Showdown(s, c) for s in range(players) for c in R.SHOWDOWN_CARDS + ("zzz",)]
                probes += [R.Eliminate(s, t) for s in range(players) for t in range(players)]
                probes += [R.Ambush(s) for s in range(players)] + [R.Ready(s) for s in range(players)]
                probes += [R.Whisper(s, rnd.randrange(players), rnd.randrange(players)) for s in range(players)]
                for action in probes:
                    assert R.play.allowed(state, action) == (action in pool), action
                    checked += 1
                seat = rnd.choice(R.to_act(state))
                state, _ = R.apply(state, rnd.choice(R.legal_actions(state, seat)))
    assert checked > 10_000
