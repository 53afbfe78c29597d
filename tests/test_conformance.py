"""Every registered game keeps the engine contract, checked over many seeded random games.

The tests are parametrised over the registry ``tabletop.games.GAMES``, so a new game is covered the day it is
registered. Each random game picks an acting seat among ``to_act`` and a legal action with
``random.Random(seed)``; at every step the contract of ``tabletop/engine/core.py`` must hold:
legal actions exist and apply, ``apply`` never mutates its input, illegal actions raise
``IllegalAction`` and change nothing, component counts never change, saves round-trip exactly,
views hide the seed and whatever the seat may not see, and every game ends.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest
from conftest import assert_public_events_name_only_shown_cards, leaves, with_value
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import games as registry
from tabletop.games.lucha_jefe import rules as lj
from tabletop.engine.core import (
    Action,
    DamagedState,
    IllegalAction,
    action_from_json,
    action_to_json,
    replay,
    to_plain,
)

GAMES = {g.id: g.rules for g in registry.GAMES}
GAME_IDS = sorted(GAMES)
GAMES_PER_ID = 150
# Dead Last's games are long (some 240 moves at 6 seats) and its own contract test plays 3,000 of
# them at 6 and 12 seats: here it plays fewer, so the whole suite stays quick.
FEWER = {"dead-last": 30}


def games_for(game_id: str) -> int:
    return FEWER.get(game_id, GAMES_PER_ID)
STEP_LIMIT = 5000  # a Lucha Jefe game takes about 50 steps; ties only make it longer
# Large seeds, so that "the view does not contain the seed" is a meaningful check.
SEED_BASE = 7_340_000_000_001


@dataclass(frozen=True)
class Step:
    before: Any
    seat: int
    action: Action
    after: Any
    events: tuple


@dataclass(frozen=True)
class Played:
    seed: int
    players: int
    steps: tuple[Step, ...]
    final: Any


def _seeds(count: int = GAMES_PER_ID) -> list[int]:
    return [SEED_BASE + 104_729 * i for i in range(count)]


def _canon(game, state) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


def play_random_game(game, seed: int) -> Played:
    """One seeded random game; checks the per-step part of the contract while it plays."""
    chooser = random.Random(seed)
    players = game.min_players
    options = {"first": seed % 2} if game.id == lj.id else None
    state = game.new_game(players, seed, options)
    steps: list[Step] = []
    for _ in range(STEP_LIMIT):
        if game.is_over(state):
            break
        seats = game.to_act(state)
        assert seats, f"seed {seed}: nobody may act but the game is not over"
        for seat in seats:
            assert 0 <= seat < players
            assert game.legal_actions(state, seat), f"seed {seed}: seat {seat} must act but has no legal action"
        seat = chooser.choice(seats)
        action = chooser.choice(game.legal_actions(state, seat))
        assert action.seat == seat
        before_json = _canon(game, state)
        snapshot = copy.deepcopy(state)
        after, events = game.apply(state, action)
        assert _canon(game, state) == before_json, f"seed {seed}: apply({action}) mutated its input"
        assert state == snapshot, f"seed {seed}: apply({action}) mutated its input"
        steps.append(Step(state, seat, action, after, tuple(events)))
        state = after
    return Played(seed, players, tuple(steps), state)


@functools.lru_cache(maxsize=None)
def played(game_id: str) -> tuple[Played, ...]:
    game = GAMES[game_id]
    return tuple(play_random_game(game, seed) for seed in _seeds(games_for(game_id)))


def all_states(games: tuple[Played, ...]):
    for p in games:
        for step in p.steps:
            yield p, step.before
        yield p, p.final


# --------------------------------------------------------------------------- playing


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_apply_every_chosen_action_without_mutating(game_id):
    games = played(game_id)  # the per-step assertions run while these games are played
    assert len(games) == games_for(game_id)
    assert sum(len(p.steps) for p in games) > games_for(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_random_game_ends_with_winners(game_id):
    game = GAMES[game_id]
    for p in played(game_id):
        assert game.is_over(p.final), f"seed {p.seed}: no end after {STEP_LIMIT} steps"
        assert game.to_act(p.final) == []
        for seat in range(p.players):
            assert game.legal_actions(p.final, seat) == []
        won = game.winners(p.final)
        assert all(0 <= w < p.players for w in won)
        assert {game.players(step.before) for step in p.steps} | {game.players(p.final)} == {p.players}
        if game_id == lj.id:
            assert len(won) == 1
            assert p.final.belts[won[0]] == lj.RULES.belts_to_win
        # Nothing may be applied to a finished game.
        last = p.steps[-1].action
        with pytest.raises(IllegalAction):
            game.apply(p.final, last)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_actions_only_for_seats_that_act(game_id):
    game = GAMES[game_id]
    for p, state in all_states(played(game_id)):
        acting = game.to_act(state)
        for seat in range(p.players):
            if seat not in acting:
                assert game.legal_actions(state, seat) == [], f"seat {seat} may act out of turn"


def offered(game, state, seat: int) -> list[Action]:
    """What ``seat`` may do now: its legal actions, and the optional ones of a game that has them
    (moves the game does not wait for, such as changing a face-down card before the reveal)."""
    optional = getattr(game, "optional_actions", None)
    return game.legal_actions(state, seat) + (optional(state, seat) if optional and 0 <= seat else [])


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if hasattr(GAMES[g], "optional_actions")])
def test_optional_actions_apply_and_belong_to_seats_the_game_does_not_wait_for(game_id):
    game = GAMES[game_id]
    optional = game.optional_actions
    tried = 0
    for p, state in all_states(played(game_id)[:30]):
        acting = game.to_act(state)
        for seat in range(p.players):
            extra = optional(state, seat)
            assert not (set(extra) & set(game.legal_actions(state, seat)))
            for action in extra[:2]:
                assert seat not in acting, "optional moves are for seats the game does not wait for"
                after, _ = game.apply(state, action)
                assert game.components(after) == game.components(state)
                tried += 1
    assert tried > 100


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_actions_raise_and_change_nothing(game_id):
    game = GAMES[game_id]
    games = played(game_id)
    pool: list[Action] = sorted(
        {s.action for p in games for s in p.steps}, key=lambda a: json.dumps(action_to_json(a), sort_keys=True)
    )
    picker = random.Random(1234)
    tried = 0
    for p, state in all_states(games):
        before = _canon(game, state)
        candidates: list[Action] = []
        acting = game.to_act(state)
        outsiders = [s for s in range(p.players) if s not in acting] or [p.players]
        for seat in acting:
            legal = game.legal_actions(state, seat)
            action = picker.choice(legal)
            moved = dataclasses.replace(action, seat=picker.choice(outsiders))
            if moved not in offered(game, state, moved.seat):  # (a seat may change a face-down card)
                candidates.append(moved)
            candidates.append(dataclasses.replace(action, seat=-1))
            candidates.append(Action(seat))  # not an action of this game at all
        # An action seen elsewhere in the games (another phase, another hand) that is not legal now.
        for action in picker.sample(pool, 12):
            if action not in offered(game, state, action.seat):
                candidates.append(action)
        if game.is_over(state):
            candidates.extend(pool[:5])
        for action in candidates:
            with pytest.raises(IllegalAction) as info:
                game.apply(state, action)
            assert isinstance(info.value, ValueError)
            assert str(info.value), "an illegal action must say why"
            tried += 1
        assert _canon(game, state) == before, "a refused action changed the state"
    assert tried > 10 * games_for(game_id)


GARBAGE = ("zzz", None, 1.5, [1], {"a": 1}, True, 7, -1, 10**12)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_garbage_in_any_field_of_any_action_is_refused_with_a_reason(game_id):
    """Every field of every action is checked before the rules use it: a legal action with one
    field swapped for a value of the wrong kind (a text for a seat, a list for a target, true for
    a number) raises IllegalAction with a reason, never TypeError, and changes nothing."""
    game = GAMES[game_id]
    picker = random.Random(99)
    tried = 0
    for p in played(game_id)[:12]:
        for step in p.steps[::7]:
            state = step.before
            before = _canon(game, state)
            for action in game.legal_actions(state, step.seat)[:6]:
                for field in dataclasses.fields(action):
                    for junk in picker.sample(GARBAGE, 4):
                        odd = dataclasses.replace(action, **{field.name: junk})
                        try:
                            game.apply(state, odd)
                        except IllegalAction as refused:
                            assert str(refused), f"{odd}: an illegal action must say why"
                            tried += 1
                        # a value of the right kind may be legal (7 for a number): that is no garbage
            assert _canon(game, state) == before
    assert tried > 100


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_components_never_change(game_id):
    game = GAMES[game_id]
    for p in played(game_id):
        first = game.components(p.steps[0].before)
        assert first and all(isinstance(v, int) for v in first.values())
        for step in p.steps:
            assert game.components(step.after) == first, f"seed {p.seed}: {step.action} changed the components"


# --------------------------------------------------------------------------- saves


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_saves_round_trip_exactly(game_id):
    game = GAMES[game_id]
    for p, state in all_states(played(game_id)):
        text = json.dumps(game.to_json(state))
        back = game.from_json(json.loads(text))
        assert back == state
        assert json.dumps(game.to_json(back)) == text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_round_trip_through_json(game_id):
    game = GAMES[game_id]
    for p in played(game_id)[:30]:
        for step in p.steps:
            raw = json.loads(json.dumps(action_to_json(step.action)))
            assert action_from_json(raw, game.action_types) == step.action


def _wrong_type(value):
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, int):
        return "7"
    if isinstance(value, str):
        return 12345
    if value is None:
        return [1]
    if isinstance(value, list):
        return {"x": 1}
    return [1, 2]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_damaged_saves_raise_damaged_state(game_id):
    game = GAMES[game_id]
    picker = random.Random(99)
    for bad in (None, 3, "save", [], {}, {"format": 1}):
        with pytest.raises(DamagedState):
            game.from_json(bad)
    checked = 0
    tables = played(game_id)[:40]
    for p in tables:
        state = picker.choice([s.before for s in p.steps] + [p.final])
        data = json.loads(json.dumps(game.to_json(state)))
        for path, value in picker.sample(list(leaves(data)), 15):
            damaged = with_value(data, path, _wrong_type(value))
            with pytest.raises(DamagedState):
                game.from_json(damaged)
            checked += 1
    assert checked == len(tables) * 15 and len(tables) >= 30


# --------------------------------------------------------------------------- views


def assert_lucha_view_hides(state: lj.LuchaState, view: lj.LuchaState, seat: int | None) -> None:
    """What a seat (None: a spectator) may see of a Lucha Jefe table, from the rulebook.

    Rosters, retired cards and chosen actives are secret while drafting and selecting; only a
    shown El Alarde and a La Adivina revealed for her guess are public. The hand is seen by its
    drafter only, latecomers by nobody.
    """
    H = lj.HIDDEN
    assert len(view.latecomers) == len(state.latecomers)
    assert all(c == H for c in view.latecomers), "latecomers are face down for everybody"
    if state.phase in ("draft", "select", "guess"):
        for s in (0, 1):
            if s == seat:
                assert view.rosters[s] == state.rosters[s], "a seat sees its own roster"
                assert view.retired[s] == state.retired[s], "a seat sees what it retired"
                assert view.active[s] == state.active[s]
                continue
            public: list[str] = []
            if state.alarde == s:
                public.append(lj.ALARDE)
            adivina_shown = state.phase == "guess" and state.active[s] == lj.ADIVINA
            if adivina_shown:
                public.append(lj.ADIVINA)
            assert len(view.rosters[s]) == len(state.rosters[s])
            shown = Counter(c for c in view.rosters[s] if c != H)
            assert not shown - Counter(public), f"seat {seat} sees {dict(shown)} of seat {s}'s roster"
            assert not shown - Counter(state.rosters[s]), "the view shows a card that is not there"
            assert len(view.retired[s]) == len(state.retired[s])
            assert all(c == H for c in view.retired[s]), "retired cards are face down"
            if state.active[s] is None:
                assert view.active[s] is None
            elif adivina_shown:
                assert view.active[s] in (H, lj.ADIVINA)
            else:
                assert view.active[s] == H, "the opponent's choice stays secret until the reveal"
        if state.phase == "draft":
            assert len(view.hand) == len(state.hand)
            if seat == state.drafter:
                assert view.hand == state.hand and view.kept == state.kept
            else:
                assert all(c == H for c in view.hand), "only the drafter sees the hand"
                assert view.kept in (None, H)
    elif state.phase == "reveal":
        for s in (0, 1):
            if s != seat:
                assert all(c == H for c in view.retired[s]), "retired cards stay face down"


def _string_leaves(node) -> set[str]:
    return {v for _, v in leaves(node) if isinstance(v, str)}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_never_contain_the_seed_and_hide_secrets(game_id):
    game = GAMES[game_id]
    checked = 0
    for p, state in all_states(played(game_id)):
        for seat in list(range(p.players)) + [None]:
            view = game.view(state, seat)
            assert getattr(view, "seed", 0) != p.seed
            assert str(p.seed) not in json.dumps(to_plain(view)), "the seed leaks through the view"
            if game_id == lj.id:
                assert_lucha_view_hides(state, view, seat)
            checked += 1
    assert checked > games_for(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_event_secrets_stay_with_their_owner(game_id):
    for p in played(game_id):
        for step in p.steps:
            for event in step.events:
                secrets = _string_leaves(event.secret)
                if not secrets:
                    continue
                assert event.owner is not None, f"{event.kind} has a secret but no owner"
                assert not secrets & _string_leaves(event.data), f"{event.kind} repeats its secret in public data"
                for seat in range(p.players):
                    seen = event.for_seat(seat)
                    if seat == event.owner:
                        assert seen.secret == event.secret
                    else:
                        assert seen.secret == {}
                assert event.for_seat(None).secret == {}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_public_events_name_no_card_the_public_cannot_see(game_id):
    game = GAMES[game_id]
    for p in played(game_id):
        for step in p.steps:
            assert_public_events_name_only_shown_cards(game_id, game, step.before, step.after, step.events)


# --------------------------------------------------------------------------- replays


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=100, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**63),
    picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=60),
    length=st.integers(0, 400),
)
def test_same_seed_and_actions_give_the_same_game(game_id, seed, picks, length):
    """Same seed + same actions = same game, bit for bit (the picks are cycled, often to the end)."""
    game = GAMES[game_id]
    players = game.min_players
    state = game.new_game(players, seed)
    actions: list[Action] = []
    events: list = []
    for step in range(length):
        pick = picks[step % len(picks)]
        if game.is_over(state):
            break
        seats = game.to_act(state)
        seat = seats[pick % len(seats)]
        legal = game.legal_actions(state, seat)
        action = legal[(pick // len(seats)) % len(legal)]
        state, new = game.apply(state, action)
        actions.append(action)
        events.extend(new)
    for _ in range(2):
        final, replayed_events = replay(game, players, seed, actions)
        assert final == state
        assert _canon(game, final) == _canon(game, state)
        assert [e.to_json() for e in replayed_events] == [e.to_json() for e in events]


ALTERNATIVES = 12  # values tried in place of one scalar of a save
SCALARS = 200  # scalars of one save given other values


def _shape(path) -> tuple:
    return tuple("#" if isinstance(k, int) else k for k in path)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_saves_that_load_keep_the_contract(game_id):
    """A save that ``from_json`` accepts must be playable: damage is reported, not met later.

    Each scalar of a few saves is replaced by values that the same field holds elsewhere in the
    random games (so the edit passes the type checks); whatever loads must keep the contract.
    """
    game = GAMES[game_id]
    games = played(game_id)
    seen: dict[tuple, set] = {}
    for i, (p, state) in enumerate(all_states(games[:60])):
        if i % 3:  # every third table is plenty to know what values a field holds
            continue
        for path, value in leaves(game.to_json(state)):
            if value is None or isinstance(value, (int, str)):
                seen.setdefault(_shape(path), set()).add(json.dumps(value))
    picker = random.Random(2024)
    samples = [picker.choice(p.steps).before for p in games[:10]] + [games[0].final]
    loaded = 0
    for base in samples:
        data = json.loads(json.dumps(game.to_json(base)))
        scalars = [(path, value) for path, value in leaves(data) if value is None or isinstance(value, (int, str))]
        if len(scalars) > SCALARS:  # a long game's save (Dead Last keeps every vote): a fair sample
            scalars = picker.sample(scalars, SCALARS)
        for path, value in scalars:
            others = sorted(seen.get(_shape(path), ()))
            if len(others) > ALTERNATIVES:  # a counter seen at hundreds of values: a fair sample of them
                others = picker.sample(others, ALTERNATIVES)
            for alt in others + ["-1"]:
                new = json.loads(alt)
                if new == value and type(new) is type(value):
                    continue
                try:
                    state = game.from_json(with_value(data, path, new))
                except DamagedState:
                    continue
                loaded += 1
                where = f"{'/'.join(map(str, path))} = {alt} in a {getattr(base, 'phase', '')} save"
                _play_out(game, state, picker, where)
    assert loaded > 50


def _play_out(game, state, picker: random.Random, where: str, steps: int = 40) -> None:
    players = game.min_players
    for _ in range(steps):
        try:
            for seat in list(range(players)) + [None]:
                game.view(state, seat)
            game.components(state)
            game.winners(state)
            if game.is_over(state):
                return
            seats = game.to_act(state)
            assert seats, f"loaded {where}: nobody may act"
            legal = {s: game.legal_actions(state, s) for s in seats}
            assert all(legal.values()), f"loaded {where}: an acting seat has no legal action"
            seat = picker.choice(seats)
            state, _ = game.apply(state, picker.choice(legal[seat]))
        except AssertionError:
            raise
        except Exception as exc:  # noqa: BLE001 - any crash means the damage was not reported
            pytest.fail(f"loaded {where}: the rules crashed with {type(exc).__name__}: {exc}")
