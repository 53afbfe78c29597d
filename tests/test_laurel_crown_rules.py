"""Laurel Crown: the rulebook, RULINGS.md and the module's own rulings, scenario by scenario.

Tournament scenarios start from fixture tables built with ``evolve`` (hands, honour, gold, the
arenas in play) that keep every component and pass the save validator. Dice are forced with
``ScriptedRng``: one ``randint(1, 6)`` per die, face value as written. At the reveal the fighters
roll in placement order (turn order from the start player); a fighter with re-rolls rolls its
critical dice only after its sponsor's decision; roll-offs come last. A scripted source that is not
used up, or runs out, fails the test, so the number of dice rolled is checked everywhere.

The last part replays the engine contract (as tests/test_conformance.py does for registered
games) over seeded random games with 2, 3 and 4 seats and each option.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from collections import Counter
from pathlib import Path

import pytest
from conftest import act_on, leaves, with_value

from tabletop.games.laurel_crown import rules as G
from tabletop.engine.core import (
    Action,
    DamagedState,
    IllegalAction,
    ScriptedRng,
    SeededRng,
    action_from_json,
    action_to_json,
    evolve,
    replay,
    to_plain,
    undoable,
)
from tabletop.games.laurel_crown.rules import Accept, Bid, Done, Hire, Keep, Place, Reroll, TakeTwoLast, Withdraw

ROX = "princess-roxanne"  # 9 / 8 / 7, penalty 6
TRIUMPH = "emperors-triumph"  # 16 / 8, penalty 8
APOLLO = "laurel-of-apollo"  # 20, penalty 7
H = G.HIDDEN


def S(*values) -> ScriptedRng:
    return ScriptedRng(values)


def roundtrip(state):
    return G.from_json(json.loads(json.dumps(G.to_json(state))))


def table(n=3, *, hands=None, arenas=(ROX, TRIUMPH), tournament=0, honour=None, gold=None, start=0,
          auction=False, counters=None):
    """A table at the start of a tournament: ``start`` places first; the other fighters are in the deck."""
    options = {"first": start, "arenas": list(arenas), "auction": auction}
    state = G.new_game(n, 11, options)
    hands = {s: tuple(h) for s, h in (hands or {}).items()}
    used = [c for h in hands.values() for c in h]
    gold = tuple(gold) if gold is not None else (True,) * n
    held = tuple(counters) if counters is not None else state.counters
    state = evolve(
        state, phase="place", hands=tuple(hands.get(s, ()) for s in range(n)),
        deck=tuple(f for f in G.FIGHTER_IDS if f not in used), row=(), hidden_slot=-1, turns=(), last_two=-1,
        row_number=G.rows_for(n, state.variants), bids=(-1,) * n, tournament=tournament, start=start, placing=start,
        passes=0, honour=tuple(honour or (6,) * n), gold=gold, gold_spent=n - sum(gold), counters=held,
        counters_spent=sum(state.counters) - sum(held),
        results=tuple(G.Result(arenas[k], (), (0,) * n) for k in range(tournament)),
    )
    assert roundtrip(state) == state  # a fixture is a legal position
    return state


def act(state, *actions, rng=None):
    """Apply ``actions`` with ``rng`` (default: no chance at all) and insist every scripted die was used."""
    return act_on(G, state, *actions, rng=rng)


def fight(state, plan, dice=(), then=()):
    """Every seat, in turn from the start player, places ``plan[seat]`` (ids, or (id, gold[, counters]))
    and is done; ``dice`` feed the reveal, ``then`` are (action, dice) re-roll decisions."""
    n = len(state.honour)
    actions = []
    for k in range(n):
        seat = (state.start + k) % n
        for item in plan.get(seat, ()):
            item = (item,) if isinstance(item, str) else item
            actions.append(Place(seat, *item))
        actions.append(Done(seat))
    state, events = act(state, *actions, rng=ScriptedRng(dice))
    for action, more in then:
        state, new = act(state, action, rng=ScriptedRng(more))
        events += new
    return state, events


def kinds(events):
    return [e.kind for e in events]


def only(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind}, got {kinds(events)}"
    return found[0]


def power_of(events):
    """Fighter id -> final power, from the PowersDetermined event."""
    return {p["fighter"]: p["power"] for p in only(events, "PowersDetermined").data["powers"]}


def order_of(events):
    """Fighter ids in power order, from the BattleRanked event."""
    powers = only(events, "PowersDetermined").data["powers"]
    return [powers[i]["fighter"] for i in only(events, "BattleRanked").data["order"]]


# --------------------------------------------------------------------------- content


def test_content_keeps_what_the_rulebook_and_rulings_state():
    F = G.FIGHTERS
    assert len(F) == 24 and len(G.FIGHTER_IDS) == 24
    names = {f.name for f in F.values()}
    for name in ("Leonidus", "Catharina", "Hyperion", "Rosvisey", "Lucius", "Victoria", "Erastus", "Hannibal",
                 "Aphrodite", "Man Eater", "Glacos", "Goliath", "Sheherazade", "Balare", "Iron Fist", "Lonath",
                 "Castor", "Pollux", "Nora", "Iriath", "Maximus", "Lucia", "Romy", "Camus"):
        assert name in names
    lucius = F["lucius"]
    assert (lucius.rank, lucius.dice, lucius.bonus, lucius.reroll, lucius.immune) == ("S", 2, 11, 1, True)
    goliath = F["goliath"]
    assert (goliath.rank, goliath.dice, goliath.bonus, goliath.critical, goliath.critical_dice) == (
        "B", 3, 3, "identical", 2)
    assert (F["catharina"].rank, F["catharina"].dice, F["catharina"].bonus) == ("A", 2, 9)
    assert F["catharina"].support == (("allies", 3),)
    assert (F["hannibal"].rank, F["hannibal"].dice, F["hannibal"].bonus) == ("A", 3, 5)
    assert F["hannibal"].support == (("female-allies", 5),)
    assert F["hyperion"].ruler == 99
    assert F["rosvisey"].unwoundable and F["nora"].unwoundable
    assert sum(f.unwoundable for f in F.values()) == 2
    assert (F["nora"].critical, F["nora"].critical_dice) == ("six", 1)
    assert (F["iron-fist"].critical, F["iron-fist"].critical_dice) == ("six", 1)
    assert F["aphrodite"].support == (("males", -3),)
    assert F["castor"].support == (("pollux", 5),) and F["pollux"].support == (("castor", 5),)
    assert F["lonath"].per_ally == 3
    assert F["balare"].gold_dice == 3
    assert F["camus"].gender == "unknown"
    females = {"catharina", "rosvisey", "victoria", "aphrodite", "sheherazade", "nora", "lucia", "romy"}
    assert {f.id for f in F.values() if f.gender == "female"} == females
    assert sum(f.gender == "male" for f in F.values()) == 24 - len(females) - 1


def test_arenas_six_low_six_intermediate_four_high_with_roxanne():
    tiers = Counter(a.tier for a in G.ARENAS.values())
    assert tiers == {"low": 6, "intermediate": 6, "high": 4}
    rox = G.ARENAS[ROX]
    assert (rox.tier, rox.prizes, rox.penalty) == ("intermediate", (9, 8, 7), 6)
    from tabletop.i18n import tr  # its name, read in the player's language, is in the catalogues

    assert tr(f"laurel.arena-name.{ROX}") == "Princess Roxanne's Favour"
    assert all(a.prizes == tuple(sorted(a.prizes, reverse=True)) for a in G.ARENAS.values())
    # Higher tiers pay more for first place and hurt more.
    for low, high in (("low", "intermediate"), ("intermediate", "high")):
        assert max(a.prizes[0] for a in G.ARENAS.values() if a.tier == low) < max(
            a.prizes[0] for a in G.ARENAS.values() if a.tier == high)
        assert max(a.penalty for a in G.ARENAS.values() if a.tier == low) <= max(
            a.penalty for a in G.ARENAS.values() if a.tier == high)


def _solo_average(fighter: str, rnd: random.Random, games: int = 3000) -> float:
    """Average power of a fighter sent alone, re-rolling every die below 4 it may."""
    total = 0
    base = table(2, hands={0: (fighter,)}, arenas=(TRIUMPH, ROX))
    info = G.FIGHTERS[fighter]
    for _ in range(games):
        state, _ = act(base, Place(0, fighter), Done(0))
        state, events = G.apply(state, Done(1), rnd)
        if state.phase == "reroll":
            low = sorted((d, k) for k, d in enumerate(state.entries[0].dice) if d < 4)[:info.reroll]
            mask = sum(1 << k for _, k in low)
            state, events = G.apply(state, Reroll(0, mask) if mask else Accept(0), rnd)
        total += power_of(events)[fighter]
    return total / games


class _Dice:
    def __init__(self, seed):
        self._r = random.Random(seed)
        self.draws = 0

    def randint(self, low, high):
        self.draws += 1
        return self._r.randint(low, high)


def test_average_power_rises_with_rank():
    rnd = _Dice(5)
    averages = {}
    for rank in G.RANKS:
        ids = [f for f in G.FIGHTER_IDS if G.FIGHTERS[f].rank == rank]
        averages[rank] = sum(_solo_average(f, rnd, 400) for f in ids) / len(ids)
    assert averages["C"] < averages["B"] < averages["A"] < averages["S"], averages


def test_every_fighter_has_a_reason_to_be_hired():
    # An ability, or the best raw power of its rank.
    for f in G.FIGHTERS.values():
        has_ability = (f.reroll or f.immune or f.support or f.per_ally or f.critical or f.unwoundable or f.ruler
                       or f.gold_dice or f.gender == "unknown")
        raw = f.dice * 3.5 + f.bonus
        best = max(g.dice * 3.5 + g.bonus for g in G.FIGHTERS.values() if g.rank == f.rank)
        assert has_ability or raw == best, f.id


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = G.CONTENT_PATH.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "content.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, words", [
    ('rank = "S"', 'rank = "X"', "lucius"),
    ('gender = "unknown"', 'gender = "robot"', "camus"),
    ('id = "camus"', 'id = "lucius"', "twice"),
    ("prizes = [9, 8, 7]", "prizes = [7, 8, 9]", "princess-roxanne"),
    ('tier = "high"', 'tier = "low"', "16 arenas"),
    ('to = "castor"', 'to = "nobody"', "pollux"),
    ("start_honour = 6", "start_honour = -6", "[rules]"),
    ('critical = "identical"', 'critical = "seven"', "goliath"),
])
def test_bad_content_is_refused_with_a_clear_error(tmp_path, old, new, words):
    with pytest.raises(DamagedState) as info:
        G.load(_broken(tmp_path, old, new))
    assert "content.toml" in str(info.value) and words in str(info.value)


# --------------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3, 99])
def test_setup_honour_gold_and_arenas_in_order(players, seed):
    state = G.new_game(players, seed)
    assert state.honour == (6,) * players and state.gold == (True,) * players
    assert [G.ARENAS[a].tier for a in state.arenas] == ["low", "low", "intermediate", "intermediate", "high"]
    assert len(set(state.arenas)) == 5 and len(state.spare) == 11
    assert G.components(state) == {"fighters": 24, "arenas": 16, "arenas-in-play": 5, "gold": 4, "counters": 0}
    assert 0 <= state.start < players and state.phase == "employ"


def test_setup_is_seeded_and_the_arenas_vary_between_games():
    assert G.new_game(3, 5) == G.new_game(3, 5)
    assert len({G.new_game(3, s).arenas for s in range(20)}) > 10
    assert {G.new_game(3, s).start for s in range(30)} == {0, 1, 2}


@pytest.mark.parametrize("options", [
    {"draft": True, "auction": True}, {"rochester": True, "draft": True}, {"colour": "red"}, {"first": 3},
    {"tournaments": {"low": 7}}, {"tournaments": {"low": 0, "intermediate": 0, "high": 0}},
    {"tournaments": {"order": "sideways"}}, {"arenas": ["nowhere"]}, {"arenas": [ROX, ROX]},
])
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        G.new_game(3, 1, options)


@pytest.mark.parametrize("players", [1, 5])
def test_player_count(players):
    with pytest.raises(ValueError):
        G.new_game(players, 1)


# --------------------------------------------------------------------------- employment


@pytest.mark.parametrize("players, rows, face_up, picks", [(2, 4, 4, 2), (3, 6, 3, 1), (4, 4, 4, 1)])
def test_rows_by_player_count(players, rows, face_up, picks):
    state = G.new_game(players, 4, {"first": 1})
    assert len(state.row) == face_up + 1 and state.hidden_slot == face_up
    assert state.turns == tuple((1 + i) % players for i in range(players * picks))
    starts = []
    dealt = 0
    while state.phase == "employ":
        starts.append(state.start)
        dealt += 1
        seat = state.turns[0]
        state, _ = act(state, TakeTwoLast(seat))  # the first seat takes the two last cards every row
        while state.phase == "employ" and state.row_number == dealt - 1:
            seat = state.turns[0]
            state, _ = act(state, Hire(seat, next(i for i, c in enumerate(state.row) if c)))
    assert dealt == rows
    assert starts == [(1 + k) % players for k in range(rows)]  # the start passes to the left each row
    assert sum(len(h) for h in state.hands) == rows * (face_up + 1) == 24 - len(state.deck)
    assert state.phase == "place" and state.start == (1 + rows) % players


def test_three_players_pick_in_turn_one_card_each_and_the_face_down_card_stays_hidden():
    state = G.new_game(3, 8, {"first": 2})
    row = state.row
    assert G.to_act(state) == [2]
    assert [a for a in G.legal_actions(state, 2)] == [Hire(2, i) for i in range(4)] + [TakeTwoLast(2)]
    assert G.legal_actions(state, 0) == []
    for seat in (0, 1, 2, None):
        assert G.view(state, seat).row == row[:3] + (H,)
    state, events = act(state, Hire(2, 3))
    hired = only(events, "FighterHired")
    assert hired.data == {"seat": 2, "slot": 3, "hidden": True} and hired.secret == {"fighter": row[3]}
    assert hired.for_seat(0).secret == {} and hired.for_seat(2).secret == {"fighter": row[3]}
    assert state.hands[2] == (row[3],) and G.to_act(state) == [0]
    assert G.view(state, 0).hands[2] == (H,) and G.view(state, 2).hands[2] == (row[3],)
    with pytest.raises(IllegalAction, match="slot-empty"):
        G.apply(state, Hire(0, 3))
    with pytest.raises(IllegalAction, match="not-your-turn"):
        G.apply(state, Hire(1, 0))


def test_be_last_and_take_two_once_per_row():
    state = G.new_game(3, 8, {"first": 0})
    row = state.row
    state, events = act(state, TakeTwoLast(0))
    assert "TakeTwoChosen" in kinds(events) and state.last_two == 0 and G.to_act(state) == [1]
    assert TakeTwoLast(1) not in G.legal_actions(state, 1)
    with pytest.raises(IllegalAction, match="take-two-taken"):
        G.apply(state, TakeTwoLast(1))
    state, _ = act(state, Hire(1, 0))
    state, events = act(state, Hire(2, 2))
    assert state.hands == ((row[1], row[3]), (row[0],), (row[2],))
    assert state.row_number == 1 and state.start == 1 and state.last_two == -1
    assert G.to_act(state) == [1] and TakeTwoLast(1) in G.legal_actions(state, 1)  # a new row, a new chance
    assert [e.data["seat"] for e in events if e.kind == "FighterHired"] == [2, 0, 0]


def test_two_players_pick_twice_each_and_take_two_keeps_the_other_pick():
    state = G.new_game(2, 8, {"first": 0})
    row = state.row
    assert state.turns == (0, 1, 0, 1) and len(row) == 5
    state, _ = act(state, TakeTwoLast(0))
    assert state.turns == (1, 0, 1)
    state, _ = act(state, Hire(1, 0), Hire(0, 1), Hire(1, 2))
    assert state.hands == ((row[1], row[3], row[4]), (row[0], row[2]))
    assert state.start == 1 and state.turns == (1, 0, 1, 0)


def test_with_no_take_two_the_last_card_goes_under_the_deck_and_stays_out():
    state = G.new_game(3, 8, {"first": 0})
    row = state.row
    deck = state.deck
    state, events = act(state, Hire(0, 0), Hire(1, 1), Hire(2, 3))
    aside = only(events, "FighterSetAside")
    assert aside.data == {"slot": 2, "fighter": row[2]}
    assert state.deck == deck[4:] + (row[2],) and state.row == deck[:4]
    # A face-down leftover stays unseen.
    state = G.new_game(3, 8, {"first": 0})
    state, events = act(state, Hire(0, 0), Hire(1, 1), Hire(2, 2))
    assert only(events, "FighterSetAside").data == {"slot": 3, "fighter": H}
    # Over all six rows the leftovers never come back.
    state = G.new_game(3, 8, {"first": 0})
    while state.phase == "employ":
        seat = state.turns[0]
        state, _ = act(state, Hire(seat, next(i for i, c in enumerate(state.row) if c)))
    assert [len(h) for h in state.hands] == [6, 6, 6] and len(state.deck) == 6


def test_the_last_picker_may_still_take_two():
    state = G.new_game(3, 8, {"first": 0})
    row = state.row
    state, _ = act(state, Hire(0, 0), Hire(1, 1))
    assert TakeTwoLast(2) in G.legal_actions(state, 2)
    state, _ = act(state, TakeTwoLast(2))
    assert state.hands[2] == (row[2], row[3]) and state.row_number == 1


# --------------------------------------------------------------------------- the example of battle


def test_rulebook_example_of_battle():
    """Princess Roxanne's favour: A sends Lucius, B Goliath, C Catharina and Hannibal."""
    A, B, C = 0, 1, 2
    state = table(3, hands={A: ("lucius", "romy"), B: ("goliath",), C: ("catharina", "hannibal")}, start=A)
    dice = (2, 6,  # Lucius (he decides on his re-roll after everybody has rolled)
            3, 3, 4, 6, 3,  # Goliath: two alike, a critical hit: two extra dice
            2, 5,  # Catharina
            1, 2, 4)  # Hannibal
    state, events = fight(state, {A: ["lucius"], B: ["goliath"], C: ["catharina", "hannibal"]}, dice)
    assert state.phase == "reroll" and G.to_act(state) == [A]
    assert Reroll(A, 0b01) in G.legal_actions(state, A) and Reroll(A, 0b11) not in G.legal_actions(state, A)
    rolled = {e.data["fighter"]: (e.data["dice"], e.data["extra"]) for e in events if e.kind == "DiceRolled"}
    assert rolled["goliath"] == ([3, 3, 4], [6, 3]) and rolled["lucius"] == ([2, 6], [])
    state, events = act(state, Reroll(A, 0b01), rng=S(4))  # he re-rolls the 2 and gets a 4
    assert only(events, "DiceRerolled").data["dice"] == [4, 6]
    assert power_of(events) == {"lucius": 21, "goliath": 22, "catharina": 21, "hannibal": 15}
    notes = {p["fighter"]: p["notes"] for p in only(events, "PowersDetermined").data["powers"]}
    assert notes["catharina"] == [["hannibal", 5]] and notes["hannibal"] == [["catharina", 3]]
    assert order_of(events) == ["goliath", "lucius", "catharina", "hannibal"]
    assert "RollOffRolled" not in kinds(events)  # Lucius beats Catharina on rank
    assert state.honour == (6 + 8, 6 + 9, 6 + 7 - 6)
    assert state.results[0].gains == (8, 9, 1)
    assert [(s.fighter, s.honour, s.outcome) for s in state.results[0].standings] == [
        ("goliath", 9, "prize"), ("lucius", 8, "prize"), ("catharina", 7, "prize"), ("hannibal", -6, "wounded")]
    assert state.rested == ("goliath", "lucius", "catharina", "hannibal") and state.hands[A] == ("romy",)
    assert state.start == B and state.phase == "place" and state.tournament == 1 and G.to_act(state) == [B]


# --------------------------------------------------------------------------- abilities


def test_lucius_rerolls_one_die_and_is_immune_to_other_abilities_but_not_gold():
    state = table(2, hands={0: ("lucius", "catharina"), 1: ("aphrodite",)})
    state, _ = fight(state, {0: ["lucius", ("catharina", True)], 1: ["aphrodite"]}, (3, 4, 1, 1, 2, 2))
    legal = G.legal_actions(state, 0)
    assert set(legal) == {Accept(0), Reroll(0, 1), Reroll(0, 2)}
    with pytest.raises(IllegalAction, match="bad-reroll"):
        G.apply(state, Reroll(0, 3))
    state, events = act(state, Accept(0))
    assert "DiceKept" in kinds(events)
    powers = power_of(events)
    assert powers["lucius"] == 3 + 4 + 11 + 3  # gold yes; Catharina's +3 and Aphrodite's -3 no
    assert powers["catharina"] == 1 + 1 + 9 + 3 and powers["aphrodite"] == 2 + 2 + 6


def test_rerolls_wait_in_placement_order_and_see_every_roll():
    state = table(3, hands={0: ("camus",), 1: ("leonidus",), 2: ("maximus",)}, start=1)
    state, events = fight(state, {0: ["camus"], 1: ["leonidus"], 2: ["maximus"]}, (1, 2, 3, 3, 3, 5, 5))
    assert [e.data["fighter"] for e in events if e.kind == "DiceRolled"] == ["leonidus", "maximus", "camus"]
    assert state.rerolls == (0, 1) and G.to_act(state) == [1]
    assert set(G.legal_actions(state, 1)) == {Accept(1), Reroll(1, 1), Reroll(1, 2), Reroll(1, 3)}
    state, _ = act(state, Reroll(1, 3), rng=S(6, 6))
    assert G.to_act(state) == [2] and state.entries[0].dice == (6, 6)
    assert Reroll(2, 7) not in G.legal_actions(state, 2)  # two of three dice at most
    state, events = act(state, Reroll(2, 0b101), rng=S(1, 6))
    assert power_of(events) == {"leonidus": 12 + 9, "maximus": 1 + 3 + 6 + 8, "camus": 5 + 5 + 5}


@pytest.mark.parametrize("dice, power, crit", [((5, 5, 1, 6, 6), 5 + 5 + 1 + 6 + 6 + 3, True),
                                               ((2, 2, 2, 1, 1), 6 + 2 + 3, True),
                                               ((1, 2, 3), 6 + 3, False)])
def test_goliath_identical_dice_add_two_dice_once(dice, power, crit):
    state = table(2, hands={0: ("goliath",)})
    state, events = fight(state, {0: ["goliath"]}, dice)
    assert power_of(events)["goliath"] == power
    assert bool(only(events, "DiceRolled").data["extra"]) == crit


def test_catharina_supports_her_sponsors_other_fighters_and_hannibal_the_females():
    state = table(2, hands={0: ("hannibal", "catharina", "erastus", "sheherazade"), 1: ("rosvisey", "lucia")})
    plan = {0: ["hannibal", "catharina", "erastus"], 1: ["rosvisey", "lucia"]}
    state, events = fight(state, plan, (1,) * 8 + (1, 2, 1, 1))
    assert power_of(events) == {
        "hannibal": 3 + 5 + 3,  # Catharina's +3, not his own +5
        "catharina": 2 + 9 + 5,  # Hannibal's +5 (she is female), not her own +3
        "erastus": 3 + 7 + 3,  # Catharina's +3 only: he is male
        "rosvisey": 3 + 9, "lucia": 2 + 8,  # supports never reach another sponsor's fighters
    }


def test_supports_stack():
    state = table(2, hands={0: ("hannibal", "catharina", "victoria", "lucia")})
    state, events = fight(state, {0: ["hannibal", "catharina", "victoria", "lucia"]}, (1,) * 10)
    # Lucia (female) gets Catharina +3, Hannibal +5 and Victoria +3.
    assert power_of(events)["lucia"] == 2 + 8 + 3 + 5 + 3


@pytest.mark.parametrize("other, hyperion", [((3, 3), 99), ((3, 4), 14)])
def test_hyperion_becomes_99_when_his_power_equals_another(other, hyperion):
    state = table(2, hands={0: ("hyperion",), 1: ("lucia",)})
    state, events = fight(state, {0: ["hyperion"], 1: ["lucia"]}, (1, 1) + other)
    assert power_of(events)["hyperion"] == hyperion
    assert order_of(events)[0] == ("hyperion" if hyperion == 99 else "lucia")
    ruled = only(events, "PowersDetermined").data["ruled"]
    if hyperion == 99:  # what the table says: his 14 was equal to Lucia's 14
        assert ruled == [{"entry": 0, "fighter": "hyperion", "was": 14, "power": 99,
                          "equal": [{"entry": 1, "fighter": "lucia"}]}]
    else:
        assert ruled == []


def test_hyperion_compares_final_powers():
    # Lucia 2+2+8 = 12 plus the gold = 15; Hyperion 1+2+12 = 15 equals her only with her gold.
    state = table(2, hands={0: ("hyperion",), 1: ("lucia",)})
    state, events = fight(state, {0: ["hyperion"], 1: [("lucia", True)]}, (1, 2, 2, 2))
    assert power_of(events) == {"hyperion": 99, "lucia": 15}


@pytest.mark.parametrize("fighter, dice", [("rosvisey", (1, 1)), ("nora", (1,))])
def test_cannot_be_wounded_returns_to_the_hand_without_penalty(fighter, dice):
    state = table(2, hands={0: (fighter, "camus"), 1: ("erastus",)}, arenas=(APOLLO, ROX), start=1)
    state, events = fight(state, {1: ["erastus"], 0: [fighter, "camus"]}, (6, 6, 6) + dice + (1, 1))
    assert order_of(events) == ["erastus", fighter, "camus"]
    assert only(events, "FighterSpared").data["fighter"] == fighter
    assert only(events, "FighterWounded").data["fighter"] == "camus"
    assert state.hands[0] == (fighter,) and fighter not in state.rested and "camus" in state.rested
    assert state.honour == (0, 26)  # Camus's wound costs seat 0 all it has, 6 of the 7
    assert state.results[0].gains == (-6, 20)


@pytest.mark.parametrize("fighter, dice, extra, power", [
    ("iron-fist", (6, 6, 6, 2, 3), (6, 2, 3), 6 + 6 + 6 + 2 + 3 + 6),  # every 6, extra ones too, adds a die
    ("iron-fist", (6, 1, 6, 6, 1), (6, 6, 1), 6 + 1 + 6 + 6 + 1 + 6),
    ("nora", (6, 1), (1,), 6 + 1 + 7),
    ("nora", (5,), (), 5 + 7),
])
def test_critical_six_adds_a_die_for_every_six(fighter, dice, extra, power):
    state = table(2, hands={0: (fighter,)})
    state, events = fight(state, {0: [fighter]}, dice)
    assert tuple(only(events, "DiceRolled").data["extra"]) == extra
    assert power_of(events)[fighter] == power


def test_aphrodite_lowers_every_male_of_every_sponsor():
    state = table(2, hands={0: ("aphrodite", "erastus"), 1: ("camus", "lucia", "iron-fist", "lucius")})
    plan = {0: ["aphrodite", "erastus"], 1: ["camus", "lucia", "iron-fist", "lucius"]}
    state, events = fight(state, plan, (1, 1, 1, 2, 3, 1, 2, 1, 2, 1, 2, 1, 1), then=[(Accept(1), ())])
    assert power_of(events) == {
        "aphrodite": 2 + 6, "erastus": 6 + 7 - 3, "camus": 3 + 5, "lucia": 3 + 8, "iron-fist": 3 + 6 - 3,
        "lucius": 2 + 11,  # immune
    }


@pytest.mark.parametrize("same_sponsor", [True, False])
def test_castor_and_pollux_support_each_other_under_one_sponsor(same_sponsor):
    hands = {0: ("castor", "pollux")} if same_sponsor else {0: ("castor",), 1: ("pollux",)}
    plan = {0: ["castor", "pollux"]} if same_sponsor else {0: ["castor"], 1: ["pollux"]}
    state = table(2, hands=hands)
    rolloff = () if same_sponsor else (2, 5)  # equal power and rank, equal honour
    state, events = fight(state, plan, (1, 1, 1, 1) + rolloff)
    assert ("RollOffRolled" in kinds(events)) != same_sponsor
    bonus = 5 if same_sponsor else 0
    assert power_of(events) == {"castor": 6 + bonus, "pollux": 6 + bonus}


def test_lonath_gets_three_per_other_fighter_of_his_sponsor():
    state = table(2, hands={0: ("lonath", "camus", "lucia"), 1: ("castor",)})
    state, events = fight(state, {0: ["lonath", "camus", "lucia"], 1: ["castor"]}, (1, 1, 1, 1, 1, 1, 1, 1))
    assert power_of(events)["lonath"] == 2 + 3 + 3 * 2
    alone = table(2, hands={0: ("lonath",)})
    _, events = fight(alone, {0: ["lonath"]}, (1, 1))
    assert power_of(events)["lonath"] == 2 + 3


def test_balare_turns_the_gold_into_three_dice():
    state = table(2, hands={0: ("balare", "camus")})
    state, events = fight(state, {0: ["balare", ("camus", True)]}, (1, 1, 1, 1, 1, 2, 2))
    assert [len(e.data["dice"]) for e in events if e.kind == "DiceRolled"] == [5, 2]
    assert power_of(events) == {"balare": 5 + 6, "camus": 4 + 5 + 3}
    plain = table(2, hands={0: ("balare",)})
    _, events = fight(plain, {0: ["balare"]}, (1, 1))
    assert power_of(events)["balare"] == 2 + 6


def test_camus_is_neither_male_nor_female():
    state = table(2, hands={0: ("hannibal", "camus"), 1: ("aphrodite",)})
    _, events = fight(state, {0: ["hannibal", "camus"], 1: ["aphrodite"]}, (1, 1, 1, 1, 1, 1, 1))
    assert power_of(events)["camus"] == 2 + 5  # neither Hannibal's +5 nor Aphrodite's -3
    for arena, barred in (("garland-of-flora", "erastus"), ("feast-of-mars", "lucia")):
        state = table(2, hands={0: ("camus", barred)}, arenas=(arena,))
        legal = G.legal_actions(state, 0)
        assert Place(0, "camus") in legal and Place(0, barred) not in legal
        with pytest.raises(IllegalAction, match="arena-gender"):
            G.apply(state, Place(0, barred))


# --------------------------------------------------------------------------- arenas


def test_rank_restricted_arena():
    state = table(2, hands={0: ("lucius", "camus", "goliath", "erastus")}, arenas=("subura-bout",))
    placeable = {a.fighter for a in G.legal_actions(state, 0) if isinstance(a, Place)}
    assert placeable == {"camus", "goliath"}


def test_one_fighter_per_sponsor_arena():
    state = table(2, hands={0: ("camus", "lucia")}, arenas=("night-of-diana",))
    state, _ = act(state, Place(0, "camus"))
    assert G.legal_actions(state, 0) == [Done(0), Withdraw(0, "camus")]  # full, but Camus may come back
    with pytest.raises(IllegalAction, match="arena-limit"):
        G.apply(state, Place(0, "lucia"))


def test_no_gold_arena():
    state = table(2, hands={0: ("camus",)}, arenas=("purse-of-mercurius",))
    assert Place(0, "camus", True) not in G.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="arena-no-gold"):
        G.apply(state, Place(0, "camus", True))


def test_arena_bonus_for_a_rank():
    state = table(2, hands={0: ("camus", "lucia")}, arenas=("ludus-magnus",))
    _, events = fight(state, {0: ["camus", "lucia"]}, (1, 1, 1, 1))
    assert power_of(events) == {"camus": 2 + 5 + 3, "lucia": 2 + 8}


# --------------------------------------------------------------------------- ties


def test_equal_power_higher_rank_first():
    state = table(2, hands={0: ("camus",), 1: ("lucia",)}, arenas=(APOLLO, ROX))
    # Camus (C) 6+6+5 = 17 against Lucia (B) 4+5+8 = 17: Lucia wins.
    state, events = fight(state, {0: ["camus"], 1: ["lucia"]}, (6, 6, 4, 5))
    assert power_of(events) == {"camus": 17, "lucia": 17} and order_of(events) == ["lucia", "camus"]
    assert state.honour == (0, 6 + 20)
    assert only(events, "BattleRanked").data["ties"] == [
        {"ahead": 1, "behind": 0, "power": 17, "by": "rank", "fighters": ["lucia", "camus"], "seats": [1, 0],
         "matters": True}]


def test_equal_power_and_rank_the_sponsor_with_less_honour_first():
    state = table(2, hands={0: ("castor",), 1: ("pollux",)}, arenas=(APOLLO, ROX), honour=(10, 8))
    state, events = fight(state, {0: ["castor"], 1: ["pollux"]}, (2, 3, 3, 2))
    assert order_of(events) == ["pollux", "castor"] and "RollOffRolled" not in kinds(events)
    assert state.honour == (10 - 7, 8 + 20)
    assert [(t["by"], t["fighters"]) for t in only(events, "BattleRanked").data["ties"]] == [
        ("honour", ["pollux", "castor"])]


@pytest.mark.parametrize("rolls, first", [((2, 5), "pollux"), ((5, 2), "castor"), ((4, 4, 1, 6), "pollux")])
def test_still_tied_a_roll_off_between_the_sponsors(rolls, first):
    state = table(3, hands={0: ("castor",), 1: ("pollux",)}, arenas=(APOLLO, ROX), start=2)
    state, events = fight(state, {0: ["castor"], 1: ["pollux"]}, (2, 3, 3, 2) + rolls)
    offs = [e.data for e in events if e.kind == "RollOffRolled"]
    assert offs[0]["seats"] == [0, 1] and len(offs) == len(rolls) // 2
    assert order_of(events)[0] == first
    tie = only(events, "BattleRanked").data["ties"][0]
    assert tie["by"] == "roll-off" and tie["fighters"][0] == first and tie["matters"]


def test_a_sponsors_own_tie_puts_the_fighter_that_cannot_be_wounded_lower():
    # Nora 2+7 = 9 and Camus 2+2+5 = 9, both C, same sponsor, for the last prize of the Triumph.
    state = table(2, hands={0: ("nora", "camus"), 1: ("erastus",)}, arenas=(TRIUMPH, ROX), start=1)
    state, events = fight(state, {1: ["erastus"], 0: ["nora", "camus"]}, (6, 6, 6, 2, 2, 2))
    assert order_of(events) == ["erastus", "camus", "nora"] and "RollOffRolled" not in kinds(events)
    assert state.honour == (6 + 8, 6 + 16) and state.hands[0] == ("nora",)
    assert [(t["by"], t["fighters"], t["matters"]) for t in only(events, "BattleRanked").data["ties"]] == [
        ("unwoundable", ["camus", "nora"], True)]


def test_a_tie_between_two_wounded_fighters_does_not_matter():
    # Camus 1+1+5 = 7 and Castor 1+2+4 = 7 share the wounds below the Laurel of Apollo's one prize.
    state = table(2, hands={0: ("camus",), 1: ("castor", "erastus")}, arenas=(APOLLO, ROX), honour=(8, 6))
    state, events = fight(state, {0: ["camus"], 1: ["castor", "erastus"]}, (1, 1, 1, 2, 1, 1, 1))
    assert order_of(events) == ["erastus", "castor", "camus"]
    tie = only(events, "BattleRanked").data["ties"]
    assert [(t["by"], t["matters"]) for t in tie] == [("honour", False)]


# --------------------------------------------------------------------------- honour


def test_laps_past_thirty():
    state = table(2, hands={0: ("erastus",)}, honour=(25, 58))
    state, events = fight(state, {0: ["erastus"]}, (1, 1, 1))
    assert state.honour == (34, 58) and G.lap(34) == 1 and G.lap(58) == 1
    # RULINGS.md: a pawn *past* 30 goes round again; 30 and 60 are the last spaces of their laps.
    assert [G.lap(h) for h in (0, 29, 30, 31, 60, 61, 90, 91)] == [0, 0, 0, 1, 1, 2, 2, 3]
    assert only(events, "LapCompleted").data == {"seat": 0, "lap": 1}
    changed = only(events, "HonourChanged").data
    assert changed == {"seat": 0, "from": 25, "to": 34, "why": "prize", "lap": 1}


def test_reaching_thirty_exactly_starts_no_lap():
    state = table(2, hands={0: ("erastus",)}, honour=(21, 6))
    state, events = fight(state, {0: ["erastus"]}, (1, 1, 1))
    assert state.honour == (30, 6) and "LapCompleted" not in kinds(events)


def test_a_lap_is_announced_on_the_final_honour_of_the_tournament():
    """Erastus's prize takes seat 0 from 27 past 30, Camus's wound takes it back to 30: no lap.
    Seat 1's two prizes take it from 20 past 30: one lap, after every prize and wound is paid."""
    hands = {0: ("erastus", "camus"), 1: ("lucia", "victoria")}
    state = table(2, hands=hands, arenas=(ROX, TRIUMPH), honour=(27, 20))
    # Erastus 6+6+6+7 = 25; Camus 1+1+5 = 7; Lucia 2+2+8 + Victoria's 3 = 15; Victoria 2+2+2+8 = 14.
    state, events = fight(state, {0: ["erastus", "camus"], 1: ["lucia", "victoria"]},
                          (6, 6, 6, 1, 1, 2, 2, 2, 2, 2))
    assert order_of(events) == ["erastus", "lucia", "victoria", "camus"]
    assert state.honour == (27 + 9 - 6, 20 + 8 + 7)
    laps = [e.data for e in events if e.kind == "LapCompleted"]
    assert laps == [{"seat": 1, "lap": 1}]
    paid = max(i for i, e in enumerate(events) if e.kind in ("PrizeWon", "FighterWounded", "HonourChanged"))
    assert kinds(events).index("LapCompleted") > paid


def test_unused_gold_that_passes_thirty_starts_a_lap_at_the_end():
    state = table(2, hands={0: ("erastus",)}, arenas=(ROX,), honour=(20, 6), gold=(True, False))
    state, events = fight(state, {0: ["erastus"]}, (1, 1, 1))
    assert state.honour == (20 + 9 + 3, 6) and state.phase == "over"
    assert [e.data for e in events if e.kind == "LapCompleted"] == [{"seat": 0, "lap": 1}]
    assert kinds(events).index("LapCompleted") > kinds(events).index("GoldScored")


def test_wounds_cost_the_penalty_and_honour_never_goes_below_zero():
    hands = {0: ("camus", "romy"), 1: ("erastus", "leonidus", "maximus")}
    state = table(2, hands=hands, arenas=(ROX, TRIUMPH), honour=(8, 6), start=1)
    state, events = fight(state, {1: ["erastus", "leonidus", "maximus"], 0: ["camus", "romy"]},
                          (6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1),
                          then=[(Accept(1), ()), (Accept(1), ()), (Accept(0), ())])
    wounded = [e.data for e in events if e.kind == "FighterWounded"]
    assert [(w["seat"], w["fighter"], w["penalty"]) for w in wounded] == [(0, "camus", 6), (0, "romy", 6)]
    assert order_of(events) == ["maximus", "erastus", "leonidus", "camus", "romy"]
    assert state.honour == (0, 6 + 9 + 8 + 7)
    assert [s.honour for s in state.results[0].standings if s.seat == 0] == [-6, -2]
    assert state.results[0].gains == (-8, 24)


def test_the_new_start_player_has_the_most_honour_then_most_gained_then_clockwise():
    # Seat 2 ends with the most honour.
    state = table(3, hands={2: ("erastus",)}, honour=(10, 10, 6))
    state, _ = fight(state, {2: ["erastus"]}, (1, 1, 1))
    assert state.honour == (10, 10, 15) and state.start == 2 and G.to_act(state) == [2]
    # Seats 0 and 1 tie on 15: seat 1 gained more in this tournament.
    state = table(3, hands={0: ("erastus",), 1: ("camus",)}, honour=(7, 6, 6))
    state, _ = fight(state, {0: ["erastus"], 1: ["camus"]}, (1, 1, 1, 1, 1))
    assert state.honour == (16, 14, 6) and state.start == 0
    state = table(3, hands={0: ("camus",), 1: ("erastus",)}, honour=(8, 6, 6))
    state, _ = fight(state, {0: ["camus"], 1: ["erastus"]}, (1, 1, 1, 1, 1))
    assert state.honour == (16, 15, 6) and state.start == 0
    state = table(3, hands={0: ("camus",), 1: ("erastus",)}, honour=(7, 6, 6))
    state, _ = fight(state, {0: ["camus"], 1: ["erastus"]}, (1, 1, 1, 1, 1))
    assert state.honour == (15, 15, 6) and state.start == 1  # 9 gained against 8
    # A full tie (nobody sent anyone): clockwise from the previous start player.
    state = table(3, start=2)
    state, _ = fight(state, {})
    assert state.start == 2 and state.results[0].gains == (0, 0, 0)
    state = table(3, start=1, honour=(6, 5, 6))
    state, _ = fight(state, {})
    assert state.start == 2


# --------------------------------------------------------------------------- reward gold


def test_reward_gold_gives_three_to_every_fighter_of_the_sponsor_once_per_game():
    state = table(2, hands={0: ("camus", "lucia", "romy"), 1: ("castor",)})
    assert Place(0, "camus", True) in G.legal_actions(state, 0)
    state, events = act(state, Place(0, "camus"), Place(0, "lucia", True))
    placed = [e for e in events if e.kind == "FighterPlaced"]
    assert placed[1].data == {"seat": 0, "gold": True, "counters": 0} and placed[1].secret == {"fighter": "lucia"}
    assert state.gold == (False, True) and state.gold_spent == 1
    assert not any(isinstance(a, Place) and a.gold for a in G.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="no-gold"):
        G.apply(state, Place(0, "romy", True))
    state, events = act(state, Done(0), Place(1, "castor"), Done(1), rng=S(1, 1, 1, 1, 1, 1))
    assert power_of(events) == {"camus": 2 + 5 + 3, "lucia": 2 + 8 + 3, "castor": 2 + 4}
    assert state.gold == (False, True) and G.components(state)["gold"] == 4


def test_unused_gold_is_worth_three_at_the_end():
    state = table(2, hands={0: ("camus",), 1: ("lucia",)}, arenas=(ROX, APOLLO), tournament=1, gold=(True, False))
    state, events = fight(state, {0: ["camus"], 1: ["lucia"]}, (1, 1, 1, 1))
    assert G.is_over(state) and state.phase == "over"
    assert only(events, "GoldScored").data == {"seat": 0, "honour": 3}
    assert state.honour == (0 + 3, 6 + 20)  # Camus wounded (6 - 7, not below 0), then the gold
    assert G.winners(state) == [1] and G.to_act(state) == []


# --------------------------------------------------------------------------- game end


def test_the_game_ends_after_the_last_tournament_and_a_tie_goes_to_the_better_final_place():
    # Seat 0: 6 + 20 = 26, its gold used; seat 1: 30 - 7 (Lucia wounded) + 3 (unused gold) = 26.
    # Seat 0's Camus was first in the final tournament, seat 1's Lucia second: seat 0 wins.
    state = table(2, hands={0: ("camus",), 1: ("lucia", "romy")}, arenas=(ROX, APOLLO), tournament=1,
                  honour=(6, 30), gold=(False, True))
    state, events = fight(state, {0: ["camus"], 1: ["lucia"]}, (6, 6, 1, 1))
    assert state.honour == (26, 26)
    assert G.winners(state) == [0] and only(events, "GameOver").data["winners"] == [0]


def test_a_tie_with_nobody_in_the_final_tournament_is_shared():
    state = table(3, arenas=(ROX, APOLLO), tournament=1, honour=(9, 9, 4))
    state, events = fight(state, {})
    assert G.winners(state) == [0, 1] and state.honour == (12, 12, 7)


def test_a_seat_with_a_fighter_in_the_final_beats_a_tied_seat_without():
    state = table(2, hands={1: ("camus",)}, arenas=(ROX, TRIUMPH), tournament=1, honour=(20, 4), gold=(False, False))
    state, _ = fight(state, {1: ["camus"]}, (1, 1))
    assert state.honour == (20, 20) and G.winners(state) == [1]
    # Even a wounded fighter places its sponsor in the final tournament.
    state = table(2, hands={0: ("lucia",), 1: ("camus",)}, arenas=(ROX, APOLLO), tournament=1, honour=(0, 27),
                  gold=(False, False))
    state, _ = fight(state, {0: ["lucia"], 1: ["camus"]}, (1, 1, 1, 1))
    assert state.honour == (20, 20) and G.winners(state) == [0]


def test_five_tournaments_by_default_and_nothing_after_the_end():
    state = G.new_game(3, 21)
    rnd = random.Random(3)
    started = 0
    while not G.is_over(state):
        seat = rnd.choice(G.to_act(state))
        state, events = G.apply(state, rnd.choice(G.legal_actions(state, seat)))
        started += kinds(events).count("TournamentStarted")
    assert started == 5 and len(state.results) == 5
    assert [r.arena for r in state.results] == list(state.arenas)
    for seat in range(3):
        assert G.legal_actions(state, seat) == []
    with pytest.raises(IllegalAction, match="game-over"):
        G.apply(state, Done(0))


# --------------------------------------------------------------------------- placement


def test_placement_goes_in_turn_order_from_the_start_player_and_stays_secret():
    state = table(3, hands={0: ("camus",), 1: ("lucia", "romy"), 2: ("castor",)}, start=1)
    assert G.to_act(state) == [1]
    before = state
    state, events = act(state, Place(1, "lucia"))
    assert G.to_act(state) == [1] and undoable(G, before, Place(1, "lucia"), state, events)
    for seat in (0, 2, None):
        assert G.view(state, seat).entries[0].fighter == H
    assert G.view(state, 1).entries[0].fighter == "lucia"
    state, _ = act(state, Done(1))
    assert G.to_act(state) == [2]
    state, _ = act(state, Place(2, "castor"), Done(2))
    assert G.to_act(state) == [0]
    state, events = act(state, Done(0), rng=S(1, 1, 1, 1))
    assert "FightersRevealed" in kinds(events)
    assert [e["fighter"] for e in only(events, "FightersRevealed").data["entries"]] == ["lucia", "castor"]


def test_sending_nobody_is_allowed_and_an_empty_hand_only_says_done():
    state = table(2, hands={0: ("camus",)})
    assert G.legal_actions(state, 0) == [Done(0), Place(0, "camus"), Place(0, "camus", True)]
    state, _ = act(state, Done(0))
    assert G.legal_actions(state, 1) == [Done(1)]
    with pytest.raises(IllegalAction, match="fighter-not-in-hand"):
        G.apply(state, Place(1, "camus"))


# --------------------------------------------------------------------------- options


def test_draft_needs_three_players():
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"draft": True})


@pytest.mark.parametrize("players", [3, 4])
def test_draft_keep_one_pass_the_rest_left(players):
    state, events = G.setup(players, 5, {"draft": True, "first": 0})
    k = 24 // players
    assert state.phase == "draft" and [len(h) for h in state.draft] == [k] * players and not state.deck
    assert sorted(G.to_act(state)) == list(range(players))
    dealt = [e for e in events if e.kind == "DraftDealt"]
    assert [e.owner for e in dealt] == list(range(players)) and all(e.for_seat(None).secret == {} for e in dealt)
    view = G.view(state, 0)
    assert view.draft[0] == state.draft[0] and all(set(view.draft[s]) == {H} for s in range(1, players))
    first = state.draft
    state, _ = act(state, Keep(0, first[0][0]))
    assert 0 not in G.to_act(state) and G.legal_actions(state, 0) == []
    for seat in range(1, players):
        state, _ = act(state, Keep(seat, first[seat][-1]))
    # The hands passed to the left: seat 1 now holds what seat 0 left.
    assert state.draft[1] == first[0][1:] and state.draft[0] == first[players - 1][:-1]
    assert state.hands[0] == (first[0][0],)
    while state.phase == "draft":
        for seat in G.to_act(state):
            state, _ = act(state, Keep(seat, state.draft[seat][0]))
    assert state.phase == "place" and [len(h) for h in state.hands] == [k] * players  # the last card came free
    assert sorted(c for h in state.hands for c in h) == sorted(G.FIGHTER_IDS)
    assert state.start == 0 and G.to_act(state) == [0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rochester_draft_all_face_up_in_snake_order(players):
    state = G.new_game(players, 5, {"rochester": True, "first": 1})
    assert len(state.row) == 24 and state.hidden_slot == -1 and G.view(state, 0).row == state.row
    assert TakeTwoLast(1) not in G.legal_actions(state, 1)
    expected = [(1 + k) % players for k in range(players)]
    expected += expected[::-1]
    assert list(state.turns[: 2 * players]) == expected and len(state.turns) == 24
    order = []
    while state.phase == "employ":
        seat = G.to_act(state)[0]
        order.append(seat)
        state, _ = act(state, Hire(seat, next(i for i, c in enumerate(state.row) if c)))
    assert order[: 2 * players] == expected
    assert [len(h) for h in state.hands] == [24 // players] * players and state.phase == "place"
    assert state.start == 1


def test_auction_bids_are_secret_then_decide_the_order_and_are_paid():
    state = G.new_game(3, 5, {"auction": True, "first": 1})
    assert state.phase == "bid" and state.counters == (10, 10, 10) and sorted(G.to_act(state)) == [0, 1, 2]
    assert G.legal_actions(state, 0) == [Bid(0, a) for a in range(11)]
    state, events = act(state, Bid(0, 3))
    assert only(events, "BidMade").secret == {"amount": 3} and only(events, "BidMade").data == {"seat": 0}
    assert G.view(state, 1).bids == (G.HIDDEN_BID, -1, -1) and G.view(state, 0).bids == (3, -1, -1)
    assert sorted(G.to_act(state)) == [1, 2]
    state, events = act(state, Bid(2, 3), Bid(1, 1))
    revealed = only(events, "BidsRevealed").data
    # 0 and 2 both bid 3: seat 2 sits nearer the start player (1) clockwise.
    assert revealed["order"] == [2, 0, 1] and state.turns == (2, 0, 1)
    assert state.counters == (7, 9, 7) and state.counters_spent == 7
    assert state.start == 0  # left of the highest bidder
    assert G.components(state)["counters"] == 30
    state, _ = act(state, Hire(2, 0), TakeTwoLast(0), Hire(1, 1))
    assert state.phase == "bid" and state.start == 0 and len(state.hands[0]) == 2


def test_auction_counters_give_one_each_to_all_fighters_three_at_most():
    state = table(2, hands={0: ("camus", "lucia", "balare", "romy")}, auction=True, counters=(5, 10))
    legal = G.legal_actions(state, 0)
    assert Place(0, "camus", False, 3) in legal and Place(0, "camus", False, 4) not in legal
    state, _ = act(state, Place(0, "camus", False, 2))
    assert Place(0, "lucia", False, 1) in G.legal_actions(state, 0)
    assert Place(0, "lucia", False, 2) not in G.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="counter-limit"):
        G.apply(state, Place(0, "lucia", False, 2))
    state, events = act(state, Place(0, "lucia", False, 1), Place(0, "balare"), Done(0), Done(1),
                        rng=S(1, 1, 1, 1, 1, 1, 1, 1, 1))
    assert [len(e.data["dice"]) for e in events if e.kind == "DiceRolled"] == [2, 2, 5]  # Balare: 3 dice more
    assert power_of(events) == {"camus": 2 + 5 + 3, "lucia": 2 + 8 + 3, "balare": 5 + 6}
    assert state.counters == (2, 10) and G.components(state)["counters"] == 20


def test_unused_counters_score_nothing():
    state = table(2, arenas=(ROX, APOLLO), tournament=1, auction=True, counters=(4, 0), gold=(False, False))
    state, _ = fight(state, {})
    assert state.honour == (6, 6) and G.winners(state) == [0, 1]


def test_custom_tournaments_count_distribution_and_order():
    state = G.new_game(3, 9, {"tournaments": {"low": 1, "intermediate": 0, "high": 3}})
    assert [G.ARENAS[a].tier for a in state.arenas] == ["low", "high", "high", "high"]
    assert G.components(state)["arenas-in-play"] == 4 and G.components(state)["arenas"] == 16
    state = G.new_game(3, 9, {"tournaments": {"order": "descending"}})
    assert [G.ARENAS[a].tier for a in state.arenas] == ["high", "intermediate", "intermediate", "low", "low"]
    orders = {tuple(G.ARENAS[a].tier for a in G.new_game(3, s, {"tournaments": {"order": "shuffled"}}).arenas)
              for s in range(30)}
    assert len(orders) > 3
    state = G.new_game(3, 9, {"arenas": [APOLLO, ROX]})
    assert state.arenas == (APOLLO, ROX)


def test_hidden_arenas_are_shown_one_tournament_at_a_time():
    state, events = G.setup(3, 9, {"tournaments": {"hidden": True}})
    assert "hidden-arenas" in state.variants
    backs = tuple(G.hidden_arena(G.ARENAS[a].tier) for a in state.arenas)  # the backs show the rank
    assert only(events, "GameStarted").data["arenas"] == list(backs)
    assert G.view(state, 0).arenas == backs and [G.tier_of(b) for b in backs] == ["low"] * 2 + [
        "intermediate"] * 2 + ["high"]
    rnd = random.Random(2)
    while state.phase != "place":
        seat = G.to_act(state)[0]
        state, _ = G.apply(state, rnd.choice(G.legal_actions(state, seat)))
    assert G.view(state, 1).arenas == state.arenas[:1] + backs[1:]
    while state.tournament == 0:
        seat = G.to_act(state)[0]
        state, _ = G.apply(state, rnd.choice(G.legal_actions(state, seat)))
    assert G.view(state, None).arenas == state.arenas[:2] + backs[2:]


# --------------------------------------------------------------------------- views and saves


def test_views_hide_hands_deck_seed_and_the_face_down_card():
    state = G.new_game(3, 7_340_000_000_001, {"first": 0})
    state, _ = act(state, Hire(0, 3), Hire(1, 0))
    for seat in (0, 1, 2, None):
        view = G.view(state, seat)
        assert view.seed == 0 and "7340000000001" not in json.dumps(to_plain(view))
        assert set(view.deck) == {H} and len(view.deck) == len(state.deck)
        assert set(view.spare) == {H} and len(view.spare) == 11
        for s in range(3):
            assert view.hands[s] == (state.hands[s] if s == seat else (H,) * len(state.hands[s]))
    assert G.components(G.view(state, 0)) == G.components(state)


def test_damaged_saves_are_refused():
    state = G.new_game(3, 5)
    good = G.to_json(state)
    for bad in (None, 3, "save", [], {}, {"format": 1}, {**good, "game": "campeao"}):
        with pytest.raises(DamagedState):
            G.from_json(bad)
    changes = [("honour", [6, 6, -1]), ("start", 3), ("phase", "lunch"), ("hidden_slot", 1), ("last_two", 2),
               ("row_number", 5), ("gold", [True, True]), ("rested", ["lucius"]), ("tournament", 2),
               ("arenas", ["nowhere"]), ("variants", ["draft", "auction"]), ("gold_spent", 1)]
    for key, value in changes:
        data = json.loads(json.dumps(good))
        data["state"][key] = value
        with pytest.raises(DamagedState):
            G.from_json(data)


# --------------------------------------------------------------------------- the contract, over random games

CONFIGS = [(n, None) for n in (2, 3, 4)] + [(n, {"rochester": True}) for n in (2, 3, 4)]
CONFIGS += [(n, {"auction": True}) for n in (2, 3, 4)] + [(n, {"draft": True}) for n in (3, 4)]
CONFIGS += [(n, {"tournaments": {"low": 1, "intermediate": 2, "high": 2, "order": "shuffled", "hidden": True}})
            for n in (2, 4)]
SEED_BASE = 7_340_000_000_001
CONFIG_IDS = [f"{n}-{'-'.join(sorted(o)) if o else 'standard'}" for n, o in CONFIGS]


def _canon(state) -> str:
    return json.dumps(G.to_json(state), sort_keys=True)


def _check_view(state, seat, seed):
    view = G.view(state, seat)
    assert view.seed == 0 and str(seed) not in json.dumps(to_plain(view))
    assert G.components(view) == G.components(state)
    for s, hand in enumerate(state.hands):
        assert view.hands[s] == (hand if s == seat else (H,) * len(hand))
        assert view.draft[s] == (state.draft[s] if s == seat else (H,) * len(state.draft[s]))
    assert view.deck == (H,) * len(state.deck) and view.spare == (H,) * len(state.spare)
    if state.hidden_slot >= 0 and state.row[state.hidden_slot]:
        assert view.row[state.hidden_slot] == H
    if state.phase == "place":
        for e, v in zip(state.entries, view.entries):
            assert v.fighter == (e.fighter if e.seat == seat else H)
    if state.phase == "bid":
        for s, b in enumerate(state.bids):
            assert view.bids[s] == (b if s == seat or b < 0 else G.HIDDEN_BID)
    if "hidden-arenas" in state.variants and state.phase in ("employ", "bid", "draft"):
        assert view.arenas == tuple(G.hidden_arena(G.ARENAS[a].tier) for a in state.arenas)


def _play(players, options, seed, checks=True):
    chooser = random.Random(seed)
    state = G.new_game(players, seed, options)
    first = G.components(state)
    actions = []
    steps = 0
    while not G.is_over(state):
        steps += 1
        assert steps < 1000, "the game does not end"
        seats = G.to_act(state)
        assert seats
        legal = {s: G.legal_actions(state, s) for s in range(players)}
        assert all(legal[s] for s in seats) and not any(legal[s] for s in range(players) if s not in seats)
        seat = chooser.choice(seats)
        action = chooser.choice(legal[seat])
        if checks:
            before = _canon(state)
            snapshot = copy.deepcopy(state)
            outsider = next((s for s in range(players) if s not in seats), players)
            for bad in (dataclasses.replace(action, seat=outsider), dataclasses.replace(action, seat=-1),
                        Action(seat), Place(seat, "nobody"), Hire(seat, 99), Bid(seat, 11), Reroll(seat, 0)):
                with pytest.raises(IllegalAction) as info:
                    G.apply(state, bad)
                assert ":" in str(info.value)
            assert roundtrip(state) == state
            for s in list(range(players)) + [None]:
                _check_view(state, s, seed)
            raw = json.loads(json.dumps(action_to_json(action)))
            assert action_from_json(raw, G.action_types) == action
        after, events = G.apply(state, action)
        if checks:
            assert _canon(state) == before and state == snapshot, f"apply({action}) mutated its input"
            for event in events:
                json.dumps(event.to_json())
                if event.secret:
                    assert event.owner is not None
                    assert not {v for v in event.secret.values() if isinstance(v, str)} & {
                        v for v in event.data.values() if isinstance(v, str)}
        assert G.components(after) == first, f"{action} changed the components"
        actions.append(action)
        state = after
    assert G.to_act(state) == [] and all(G.legal_actions(state, s) == [] for s in range(players))
    assert G.winners(state) and all(0 <= w < players for w in G.winners(state))
    assert max(state.honour) == min(state.honour[w] for w in G.winners(state))
    with pytest.raises(IllegalAction):
        G.apply(state, actions[-1])
    assert roundtrip(state) == state
    return state, actions


@pytest.mark.parametrize("players, options", CONFIGS, ids=CONFIG_IDS)
def test_random_games_keep_the_contract(players, options):
    for k in range(3):
        seed = SEED_BASE + 104_729 * k
        state, actions = _play(players, options, seed)
        final, _ = replay(G, players, seed, actions, options)
        assert final == state  # same seed + same actions = same game


@pytest.mark.parametrize("players, options", CONFIGS, ids=CONFIG_IDS)
def test_many_random_games_end_with_components_conserved(players, options):
    for k in range(25):
        state, _ = _play(players, options, 1000 + k, checks=False)
        assert len(state.results) == len(state.arenas)
        assert sum(len(h) for h in state.hands) + len(state.rested) + len(state.deck) == 24


def _random_positions(count=40):
    out = []
    for k, (players, options) in enumerate(CONFIGS):
        rnd = random.Random(k)
        state = G.new_game(players, 500 + k, options)
        positions = [state]
        while not G.is_over(state):
            seat = rnd.choice(G.to_act(state))
            state, _ = G.apply(state, rnd.choice(G.legal_actions(state, seat)))
            positions.append(state)
        out += rnd.sample(positions, 3)
    return out[:count]


def test_saves_with_wrong_types_raise_damaged_state():
    picker = random.Random(99)
    checked = 0
    for state in _random_positions():
        data = json.loads(json.dumps(G.to_json(state)))
        for path, value in picker.sample([p for p in leaves(data) if p[0]], 10):
            wrong = {bool: "yes", int: "7", str: 12345, type(None): [1], list: {"x": 1}, dict: [1, 2]}[type(value)]
            with pytest.raises(DamagedState):
                G.from_json(with_value(data, path, wrong))
            checked += 1
    assert checked >= 300


def test_saves_that_load_stay_playable():
    """Scalars replaced by values of the same field seen elsewhere: what loads must play on."""
    positions = _random_positions()
    seen: dict[tuple, set] = {}
    for state in positions:
        for path, value in leaves(G.to_json(state)):
            if value is None or isinstance(value, (int, str)):
                seen.setdefault(tuple("#" if isinstance(k, int) else k for k in path), set()).add(json.dumps(value))
    picker = random.Random(7)
    loaded = 0
    for base in picker.sample(positions, 6):
        data = json.loads(json.dumps(G.to_json(base)))
        players = len(base.honour)
        for path, value in list(leaves(data)):
            if not (value is None or isinstance(value, (int, str))) or not path:
                continue
            shape = tuple("#" if isinstance(k, int) else k for k in path)
            for alt in picker.sample(sorted(seen.get(shape, ())), min(4, len(seen.get(shape, ())))) + ["-1"]:
                new = json.loads(alt)
                if new == value and type(new) is type(value):
                    continue
                try:
                    state = G.from_json(with_value(data, path, new))
                except DamagedState:
                    continue
                loaded += 1
                for _ in range(40):
                    for seat in list(range(players)) + [None]:
                        G.view(state, seat)
                    G.components(state)
                    if G.is_over(state):
                        break
                    seats = G.to_act(state)
                    assert seats, f"{path} = {alt}: nobody may act"
                    legal = G.legal_actions(state, picker.choice(seats))
                    assert legal, f"{path} = {alt}: an acting seat has no legal action"
                    state, _ = G.apply(state, picker.choice(legal))
    assert loaded > 50


# --------------------------------------------------------------------------- taking a fighter back
def test_a_placed_fighter_comes_back_with_its_gold_and_counters():
    state = table(2, hands={0: ("camus", "leonidus"), 1: ("maximus",)}, auction=True, counters=(3, 3))
    state, _ = act(state, Place(0, "camus", True, 2))
    assert Withdraw(0, "camus") in G.legal_actions(state, 0)
    assert Withdraw(0, "leonidus") not in G.legal_actions(state, 0)  # still in the hand
    state, events = act(state, Withdraw(0, "camus"))
    assert only(events, "FighterWithdrawn").secret == {"fighter": "camus"}
    assert set(state.hands[0]) == {"camus", "leonidus"} and state.entries == ()
    assert state.gold[0] and state.counters[0] == 3 and state.gold_spent == 0
    assert roundtrip(state) == state
    state, _ = act(state, Place(0, "leonidus", True, 1))  # the gold and counters may go elsewhere
    assert state.entries[0].gold and state.entries[0].counters == 1


def test_only_your_own_placed_fighter_comes_back_and_only_while_placing():
    state = table(2, hands={0: ("camus",), 1: ("maximus",)})
    state, _ = act(state, Place(0, "camus"), Done(0))
    with pytest.raises(IllegalAction, match="not-your-turn"):
        G.apply(state, Withdraw(0, "camus"))
    with pytest.raises(IllegalAction, match="not-placed"):
        G.apply(state, Withdraw(1, "camus"))  # Ana's fighter is not Bea's to take back
    assert Withdraw(1, "camus") not in G.legal_actions(state, 1)


def test_the_withdrawn_fighter_stays_hidden_from_the_other_sponsor():
    state = table(2, hands={0: ("camus", "leonidus"), 1: ("maximus",)})
    state, _ = act(state, Place(0, "camus"))
    state, events = act(state, Withdraw(0, "camus"))
    view = G.view(state, 1)
    assert "camus" not in view.hands[0] and len(view.hands[0]) == 2
    assert only(events, "FighterWithdrawn").data.get("fighter") is None  # only the secret names it


# --------------------------------------------------------------------------- re-rolls worth asking
def _waiting_leonidus(camus_dice):
    """Leonidus (2D6+9, re-roll 2) rolled 6, 6 and waits; Camus (2D6+5, no re-roll) rolled ``camus_dice``."""
    state = table(2, hands={0: ("leonidus",), 1: ("camus",)})
    state, _ = fight(state, {0: ["leonidus"], 1: ["camus"]}, (6, 6) + tuple(camus_dice))
    assert state.phase == "reroll" and G.to_act(state) == [0]
    return state


def test_a_reroll_that_cannot_change_a_placing_is_not_worth_asking():
    # Leonidus stands at 21 and reaches no lower than 11 whatever he re-rolls; Camus stays at 7.
    assert not G.reroll_matters(_waiting_leonidus((1, 1)))


def test_a_reroll_that_could_change_a_placing_is_asked():
    # Camus at 15 sits inside Leonidus's reach (11..21): a re-roll could swap first and second.
    assert G.reroll_matters(_waiting_leonidus((5, 5)))
    # ... and at exactly the lowest reach a tie is possible, which decides too.
    assert G.reroll_matters(_waiting_leonidus((3, 3)))


def test_a_lone_fighter_never_needs_a_reroll():
    state = table(2, hands={0: ("leonidus",), 1: ("camus",)})
    state, _ = fight(state, {0: ["leonidus"]}, (1, 1))
    assert state.phase == "reroll" and not G.reroll_matters(state)


def test_reroll_matters_agrees_with_every_outcome_of_the_reroll():
    """Where it says no re-roll matters, every possible re-roll leaves the fighter's place and outcome
    as they are when it keeps the roll (others' ties may still go to a roll-off either way)."""
    checked = 0
    for seed in range(60):
        rnd = random.Random(seed)
        state, _ = G.setup(3, seed)
        while not G.is_over(state) and checked < 40:
            seat = G.to_act(state)[0]
            if state.phase == "reroll" and not G.reroll_matters(state):
                kept, _ = G.apply(state, Accept(seat))
                index = state.rerolls[0]
                for action in G.legal_actions(state, seat):
                    if not isinstance(action, Reroll):
                        continue
                    for k in range(8):
                        after, _ = G.apply(state, action, SeededRng(k, 0))
                        if after.phase == "reroll" and after.tournament == state.tournament:
                            continue  # later fighters still to decide: placings not final yet
                        entry = state.entries[index]
                        assert _place(after, state.tournament, entry) == _place(kept, state.tournament, entry), (
                            seed, index, action)
                checked += 1
            state, _ = G.apply(state, rnd.choice(G.legal_actions(state, seat)))
    assert checked >= 10, "too few pointless re-rolls met to check the claim"


def _place(state, tournament, entry):
    """Where ``entry`` ended in the tournament's standings, and how (prize, wound, spared)."""
    standings = state.results[tournament].standings
    return next((k, s.outcome) for k, s in enumerate(standings) if (s.seat, s.fighter) == (entry.seat, entry.fighter))


def test_kept_out_names_the_arenas_reason_the_table_shows():
    state = table(2, hands={0: ("camus", "lucia", "leonidus")}, arenas=("night-of-diana", "garland-of-flora"))
    assert G.kept_out(state, 0, "camus") == ""
    state, _ = act(state, Place(0, "camus"))
    assert G.kept_out(state, 0, "lucia") == "limit"  # one fighter per sponsor there
    assert G.kept_out(state, 1, "lucia") == ""  # the limit is Ana's, not Bea's
    flora = table(2, hands={0: ("leonidus", "lucia")}, arenas=("garland-of-flora",))
    assert G.kept_out(flora, 0, "leonidus") == "gender" and G.kept_out(flora, 0, "lucia") == ""
    cassius = table(2, hands={0: ("camus",)}, arenas=("cassius-cup",))
    assert G.kept_out(cassius, 0, "camus") == "rank"
