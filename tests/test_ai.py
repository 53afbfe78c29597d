"""Computer players: legal moves from views only, no peeking, and the hard level is the stronger.

Bots receive ``view(state, seat)``, never the state. Their choice may depend on their own seed and
on that view, so two tables that differ only in cards the seat cannot see must get the same move.
"""

from __future__ import annotations

import copy
import random

import pytest

from tabletop import games
from tabletop import ai
from tabletop.ai import evaluation
from tabletop.games.lucha_jefe import rules as lj
from tabletop.engine.core import evolve

GAMES = {g.id: g.rules for g in games.GAMES}
# The hand-written levels; the Expert (a search in a worker process) has its own tests in test_expert.py.
HEURISTIC = ("easy", "hard")
BOT_CASES = [(gid, level) for gid in sorted(GAMES) for level in HEURISTIC]


def random_situations(game, count: int, seed: int):
    """States met in seeded random games (every phase, any number of belts)."""
    chooser = random.Random(seed)
    found = []
    game_seed = seed * 1000
    while len(found) < count:
        game_seed += 1
        options = {"first": game_seed % 2} if game.id == lj.id else None
        state = game.new_game(game.min_players, game_seed, options)
        while not game.is_over(state) and len(found) < count:
            found.append(state)
            seat = chooser.choice(game.to_act(state))
            state, _ = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
    return found


@pytest.mark.parametrize("game_id, level", BOT_CASES)
def test_bots_always_choose_a_legal_action_from_the_view(game_id, level):
    game = GAMES[game_id]
    phases = set()
    for i, state in enumerate(random_situations(game, 1500, seed=7)):
        for seat in game.to_act(state):
            bot = ai.make_bot(games.get(game_id), level, seed=i)
            view = game.view(state, seat)
            action = bot.choose(copy.deepcopy(view), seat)
            assert action in game.legal_actions(state, seat), f"{level} bot chose {action} in {state.phase}"
            phases.add(getattr(state, "phase", None))
    if game_id == lj.id:
        assert phases == {"draft", "select", "guess", "reveal"}


def test_make_bot_refuses_unknown_levels_and_games():
    with pytest.raises(KeyError):
        ai.make_bot(games.get(lj.id), "grandmaster")
    with pytest.raises(KeyError):
        ai.make_bot(games.get("no-such-game"), "easy")


# --------------------------------------------------------------------------- hidden information


def _hidden_slots(state: lj.LuchaState, seat: int) -> list[tuple[str, int, int]]:
    """Where the cards that ``seat`` cannot see lie: (field, owner or -1, index)."""
    opp = 1 - seat
    slots: list[tuple[str, int, int]] = [("latecomers", -1, i) for i in range(len(state.latecomers))]
    if state.phase == "draft" and state.drafter != seat:
        slots += [("hand", -1, i) for i in range(len(state.hand))]
    if state.phase in ("draft", "select", "guess"):
        for i, card in enumerate(state.rosters[opp]):
            public = (card == lj.ALARDE and state.alarde == opp) or (
                card == lj.ADIVINA and state.phase == "guess" and state.active[opp] == lj.ADIVINA
            )
            if not public:
                slots.append(("rosters", opp, i))
    if state.phase in ("draft", "select", "guess", "reveal"):
        slots += [("retired", opp, i) for i in range(len(state.retired[opp]))]
    return slots


def _get(state, slot):
    name, owner, i = slot
    value = getattr(state, name)
    return (value if owner < 0 else value[owner])[i]


def reshuffle_hidden(state: lj.LuchaState, seat: int, rng: random.Random) -> lj.LuchaState:
    """The same table as ``seat`` sees it, with the cards it cannot see dealt differently."""
    slots = _hidden_slots(state, seat)
    cards = [_get(state, s) for s in slots]
    rng.shuffle(cards)
    fields = {
        "hand": list(state.hand),
        "latecomers": list(state.latecomers),
        "rosters": [list(r) for r in state.rosters],
        "retired": [list(r) for r in state.retired],
    }
    for (name, owner, i), card in zip(slots, cards):
        (fields[name] if owner < 0 else fields[name][owner])[i] = card
    opp = 1 - seat
    changes = {
        "hand": tuple(fields["hand"]),
        "latecomers": tuple(fields["latecomers"]),
        "rosters": tuple(tuple(r) for r in fields["rosters"]),
        "retired": tuple(tuple(r) for r in fields["retired"]),
    }
    # The opponent's secret choices follow the card that moved into their place.
    if state.active[opp] is not None and state.phase in ("select", "guess"):
        where = state.rosters[opp].index(state.active[opp])
        active = list(state.active)
        active[opp] = changes["rosters"][opp][where]
        changes["active"] = tuple(active)
    if state.phase == "draft" and state.kept is not None and state.drafter == opp:
        changes["kept"] = changes["rosters"][opp][-1]
    return evolve(state, **changes)


def test_reshuffle_really_changes_hidden_cards():
    rng = random.Random(3)
    changed = 0
    states = random_situations(lj, 300, seed=11)
    for state in states:
        seat = lj.to_act(state)[0]
        other = reshuffle_hidden(state, seat, rng)
        assert lj.from_json(lj.to_json(other)) == other  # still exactly the eight cards
        assert lj.components(other) == lj.components(state)
        changed += other != state
    assert changed > len(states) // 3


@pytest.mark.parametrize("level", HEURISTIC)
def test_bot_choices_do_not_depend_on_hidden_cards(level):
    rng = random.Random(5)
    compared = 0
    for i, state in enumerate(random_situations(lj, 800, seed=23)):
        for seat in lj.to_act(state):
            for _ in range(2):
                other = reshuffle_hidden(state, seat, rng)
                assert lj.view(other, seat) == lj.view(state, seat), "the view shows a hidden card"
                first = ai.make_bot(games.get(lj.id), level, seed=i).choose(lj.view(state, seat), seat)
                second = ai.make_bot(games.get(lj.id), level, seed=i).choose(lj.view(other, seat), seat)
                assert first == second
                assert second in lj.legal_actions(other, seat)
                compared += other != state
    assert compared > 300


# --------------------------------------------------------------------------- strength


def test_hard_beats_easy_more_often_than_not():
    count = 60
    hard_wins = 0.0
    for i in range(count):
        hard_seat = i % 2
        levels = ["hard" if s == hard_seat else "easy" for s in range(2)]
        won = evaluation.play(games.get(lj.id), levels, 500 + i)
        assert len(won) == 1
        hard_wins += hard_seat in won
    assert hard_wins > count / 2, f"hard won only {hard_wins} of {count}"


def test_easy_campeao_fighters_never_turn_a_doctor_against_themselves():
    """Every DOCTOR an easy computer plays, in many games, re-rolls its own hits or a rival's blanks."""
    from tabletop.games.campeao import bots, rules as G

    plays = 0
    for seed in range(40):
        state = G.new_game(4, seed)
        players = [bots.EasyBot(seed * 10 + s) for s in range(4)]
        for _ in range(600):
            acting = G.to_act(state)
            if not acting:
                break
            seat = acting[0]
            view = G.view(state, seat)
            action = players[seat].choose(view, seat)
            if isinstance(action, G.PlayCard) and action.card == "doctor":
                plays += 1
                roll = next(r for r in view.last_roll if r.seat == action.target)
                chosen = [f for i, f in enumerate(roll.faces) if action.dice >> i & 1]
                if action.target == seat:
                    assert "blank" not in chosen, (seed, action, roll)
                else:
                    assert set(chosen) == {"blank"}, (seed, action, roll)
            state, _ = G.apply(state, action)
    assert plays >= 3, "the easy fighters never played a DOCTOR: the test saw nothing"


# --------------------------------------------------------------------------- Laurel Crown sponsors
def _laurel_decisions(level: str, games_count: int, players: int = 3):
    """Every (view, seat, chosen action) of ``level`` sponsors over seeded games."""
    from tabletop.games.laurel_crown import bots, rules as G

    cls = bots.HardBot if level == "hard" else bots.EasyBot
    for seed in range(games_count):
        state, _ = G.setup(players, seed)
        sponsors = [cls(seed * 10 + s) for s in range(players)]
        while not G.is_over(state):
            seat = G.to_act(state)[0]
            view = G.view(state, seat)
            action = sponsors[seat].choose(view, seat)
            yield view, seat, action
            state, _ = G.apply(state, action)


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_laurel_sponsors_take_the_free_second_card_when_picking_last(level):
    from tabletop.games.laurel_crown import rules as G

    seen = 0
    for view, seat, action in _laurel_decisions(level, 20):
        if view.phase == "employ" and len(view.turns) == 1 and G.TakeTwoLast(seat) in G.legal_actions(view, seat):
            seen += 1
            assert action == G.TakeTwoLast(seat), (view.turns, action)
    assert seen >= 5, "no sponsor ever picked last with the second card free: the test saw nothing"


def test_easy_laurel_sponsors_share_their_fighters_over_the_tournaments():
    """An easy sponsor never sends more than its even share of what it holds to one tournament."""
    import math

    from tabletop.games.laurel_crown import rules as G

    placed = 0
    for view, seat, action in _laurel_decisions("easy", 40):
        if isinstance(action, G.Place):
            placed += 1
            mine = sum(1 for e in view.entries if e.seat == seat)
            left = len(view.arenas) - view.tournament
            assert mine + 1 <= math.ceil((len(view.hands[seat]) + mine) / left), (view.tournament, mine)
    assert placed >= 100


def test_hard_laurel_sponsors_always_contest_the_richest_tournament_left():
    from tabletop.games.laurel_crown import bots, rules as G

    checked = 0
    for view, seat, action in _laurel_decisions("hard", 40):
        if view.phase != "place" or any(e.seat == seat for e in view.entries):
            continue
        richest = all(bots.richness(view, view.tournament) >= bots.richness(view, i)
                      for i in range(view.tournament, len(view.arenas)))
        if richest and any(isinstance(a, G.Place) for a in G.legal_actions(view, seat)):
            checked += 1
            assert isinstance(action, G.Place), (view.tournament, view.hands[seat])
    assert checked >= 20


# --------------------------------------------------------------------------- the evaluation's interval


def test_the_interval_is_wilsons_and_stays_within_0_and_1():
    low, high = evaluation.interval(0.1, 100)
    assert (round(low, 4), round(high, 4)) == (0.0552, 0.1744)  # the Wilson score interval of 10 in 100
    for share, games in ((0.0, 20), (1.0, 20), (0.02, 50), (0.98, 50), (0.5, 1)):
        low, high = evaluation.interval(share, games)
        assert 0.0 <= low <= share <= high <= 1.0, (share, games, low, high)
        assert high - low > 0.05  # never a point: a share of 0 or 1 in few games is still uncertain
    assert evaluation.interval(0.0, 20)[0] == 0.0 and evaluation.interval(0.0, 20)[1] > 0.1
    wide, narrow = evaluation.interval(0.3, 50), evaluation.interval(0.3, 5000)
    assert narrow[1] - narrow[0] < (wide[1] - wide[0]) / 5
    assert evaluation.interval(0.5, 0) == (0.0, 1.0)
