"""The Expert level: one search for every game, over worlds drawn from a seat's view only.

For every game that names an expert plan: its determinizer makes tables that the seat cannot tell
from the real one (the same view), that keep the game's components, and that really vary what is
hidden; the search chooses a legal action, stops when its budget runs out, and decides the same
whatever the real table hides (it never sees it). The worker process answers, is replaced when
it dies, and leaves no process behind.
"""

from __future__ import annotations

import random
import time

import pytest

from tabletop import games
from tabletop.ai import search as S

EXPERTS = [g for g in games.GAMES if g.expert]
IDS = [g.id for g in EXPERTS]


def positions(info, count: int, seed: int = 3):
    """Seeded positions of random play, with a seat that must act in each."""
    rules = info.rules
    rnd = random.Random(seed)
    out = []
    game = 0
    while len(out) < count:
        state = rules.new_game(info.seats_default(), seed * 1000 + game)
        game += 1
        steps = rnd.randrange(1, 120)
        for _ in range(steps):
            if rules.is_over(state):
                break
            seat = rnd.choice(rules.to_act(state))
            state, _ = rules.apply(state, rnd.choice(rules.legal_actions(state, seat)))
        if not rules.is_over(state):
            out.append((state, rnd.choice(rules.to_act(state))))
    return out


def plan_of(info):
    import importlib

    return importlib.import_module(info.expert).plan()


def test_every_playable_game_has_an_expert():
    assert {g.id for g in games.GAMES} == set(IDS)
    assert all(games.get(i).expert.endswith(".expert") for i in IDS)


@pytest.mark.parametrize("game_id", IDS)
def test_determinizations_show_the_same_view_keep_the_components_and_vary_what_is_hidden(game_id):
    info = games.get(game_id)
    rules, plan = info.rules, plan_of(info)
    rnd = random.Random(7)
    varied = 0
    for state, seat in positions(info, 40):
        view = rules.view(state, seat)
        samples = [plan.determinize(view, seat, rnd) for _ in range(12)]
        for sample in samples:
            assert rules.view(sample, seat) == view, "a determinization must look the same to the seat"
            assert rules.components(sample) == rules.components(state)
        if len({repr(rules.view(s, None)) + repr(s) for s in samples}) > 1:
            varied += 1
    assert varied > 10, "hidden cards should turn up in more than one place over many samples"


@pytest.mark.parametrize("game_id", IDS)
def test_the_search_decides_the_same_whatever_the_real_table_hides(game_id):
    """A table that differs from the real one only in what the seat cannot see (drawn by the
    determinizer from the seat's view) gives the same decision with the same seed: the search is
    handed the view, never the table."""
    info = games.get(game_id)
    rules, plan = info.rules, plan_of(info)
    rnd = random.Random(11)
    changed = 0
    for state, seat in positions(info, 12, seed=5):
        other = plan.determinize(rules.view(state, seat), seat, rnd)
        if other != state:
            changed += 1
        first = S.search(plan, rules.view(state, seat), seat, iterations=40, seed=9).action
        again = S.search(plan, rules.view(other, seat), seat, iterations=40, seed=9).action
        assert first == again
        assert first in rules.legal_actions(state, seat)
    assert changed > 3


@pytest.mark.parametrize("game_id", IDS)
def test_the_search_is_anytime_and_names_where_it_found_nothing(game_id):
    info = games.get(game_id)
    rules, plan = info.rules, plan_of(info)
    state, seat = positions(info, 1, seed=8)[0]
    result = S.search(plan, rules.view(state, seat), seat, seconds=0.05, seed=1)
    assert result.action in rules.legal_actions(state, seat)
    assert result.seconds < 1.5
    outsider = next((s for s in range(rules.players(state)) if s not in rules.to_act(state)), None)
    if outsider is not None:
        with pytest.raises(S.NoLegalAction, match=f"{rules.id}.*seat {outsider}"):
            S.search(plan, rules.view(state, outsider), outsider, iterations=5)


# --------------------------------------------------------------------------- the worker process


def _lucha_question():
    """A Lucha Jefe position where the seat has a real choice (the search thinks its budget out)."""
    info = games.get("lucha-jefe")
    state, seat = next((st, se) for st, se in positions(info, 20, seed=4) if len(info.rules.legal_actions(st, se)) > 2)
    return info, state, seat, info.rules.view(state, seat)


def _gone(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:  # a child that has exited but not been reaped yet
        return open(f"/proc/{pid}/stat").read().split()[2] == "Z"
    except OSError:
        return True


def test_the_worker_answers_is_replaced_when_killed_mid_search_and_stops_for_good():
    import os
    import signal
    import threading

    from tabletop.ai import worker

    info, state, seat, view = _lucha_question()
    thinker = worker.Thinker()
    try:
        assert thinker.ask(info.expert, view, seat, 0.05, 1) in info.rules.legal_actions(state, seat)
        first = thinker.pid()
        outcome = {}

        def ask() -> None:
            try:
                outcome["action"] = thinker.ask(info.expert, view, seat, 5.0, 2)
            except worker.WorkerLost as exc:
                outcome["lost"] = str(exc)

        asking = threading.Thread(target=ask)
        asking.start()
        time.sleep(0.5)  # the question is in the worker's hands: kill it while it searches
        os.kill(first, signal.SIGKILL)
        asking.join(20)
        assert "lost" in outcome and "action" not in outcome
        assert thinker.ask(info.expert, view, seat, 0.05, 3) in info.rules.legal_actions(state, seat)
        assert thinker.pid() != first, "a new worker took the dead one's place"
        second = thinker.pid()
    finally:
        thinker.stop()
    assert not thinker.alive() and _gone(second)


def test_an_expert_whose_worker_is_lost_plays_the_hard_move_and_the_log_says_so(monkeypatch):
    from tabletop.ai import worker
    from tabletop.match import Match, SeatInfo

    def lost(*args, **kwargs):
        raise worker.WorkerLost("the expert did not answer")

    monkeypatch.setattr(worker.THINKER, "ask", lost)
    info = games.get("lucha-jefe")
    match = Match(info, [SeatInfo("Ana", "computer", "expert", 0), SeatInfo("Bea", "computer", "hard", 1)], seed=3)
    seat = match.to_act()[0]
    assert seat == 0
    view = match.view(0)
    match.think()
    match._job[0].result(timeout=30)  # (the bot thread has decided)
    applied = match.pump()
    action, events = applied[0]
    assert events[0].kind == "ComputerNote" and events[0].data == {"seat": 0, "note": "fallback"}
    from tabletop.games.lucha_jefe.bots import HardBot

    assert action == HardBot(match.bots[0].seed).choose(view, 0), "the hard level's move"
    assert not match.bots[0].notes, "a note is told once"


def test_leaving_a_match_while_an_expert_thinks_leaves_no_process():
    from tabletop.ai import worker
    from tabletop.match import Match, SeatInfo

    info = games.get("lucha-jefe")
    match = Match(info, [SeatInfo("Ana", "computer", "expert", 0), SeatInfo("Bea", "computer", "expert", 1)], seed=5)
    match.budget = 3.0
    match.think()
    for _ in range(2000):  # until the worker has been started and asked
        if worker.THINKER.alive():
            break
        time.sleep(0.01)
    pid = worker.THINKER.pid()
    assert pid is not None and match.thinking()
    match.close()
    assert not worker.THINKER.alive() and _gone(pid)


def test_an_expert_of_a_match_already_left_starts_no_worker(monkeypatch):
    """The bot thread may ask only after the match was closed (a quit just as a turn begins): it
    gets the hard level's move, and no worker process is started for a table nobody sees. (The
    test watches its own thread only: another test's table may still be thinking in this process.)"""
    import threading

    from tabletop.ai import worker
    from tabletop.match import Match, SeatInfo

    started = []
    start = worker.Thinker._start

    def watched(self):
        started.append(threading.get_ident())
        start(self)

    monkeypatch.setattr(worker.Thinker, "_start", watched)
    worker.THINKER.stop()
    info = games.get("lucha-jefe")
    match = Match(info, [SeatInfo("Ana", "computer", "expert", 0), SeatInfo("Bea", "human", "easy", 1)], seed=5)
    seat = 0
    assert seat in match.to_act()
    view = match.view(seat)
    match.close()
    bot = match.bots[seat]
    action = bot.choose(view, seat)
    assert action in info.rules.legal_actions(match.state, seat)
    assert threading.get_ident() not in started
    assert bot.notes and "left" in bot.notes[-1]  # refused: the hard level chose
    bot.notes.clear()
    bot.left = False  # the same question from a match still on screen is answered by the worker
    assert bot.choose(view, seat) in info.rules.legal_actions(match.state, seat)
    assert not bot.notes
    worker.THINKER.stop()


@pytest.mark.parametrize("game_id", IDS)
def test_an_expert_seat_is_saved_and_comes_back_an_expert(game_id):
    from tabletop.ai.expert import ExpertBot
    from tabletop.match import Match, SeatInfo

    info = games.get(game_id)
    n = info.seats_default()
    seats = [SeatInfo("Ana", "human", "easy", 0)] + [
        SeatInfo(f"Rival {i}", "computer", ("hard", "expert")[i % 2], i) for i in range(1, n)]
    match = Match(info, seats, seed=3)
    back = Match.from_json(match.to_json(), games.get)
    assert [s.level for s in back.seats] == [s.level for s in seats]
    assert isinstance(back.bots[1], ExpertBot) and not isinstance(back.bots.get(2), ExpertBot)
    match.close()
    back.close()


@pytest.mark.parametrize("game_id", [g.id for g in EXPERTS if plan_of(g).reward is not None])
def test_a_game_scoring_its_finished_tables_ranks_every_winner_above_every_loser(game_id):
    """A game may score a finished table by more than the win (a margin): each reward stays within
    0..1 and no loser is rewarded as much as a winner, whatever the scores."""
    info = games.get(game_id)
    rules, reward = info.rules, plan_of(info).reward
    rnd = random.Random(5)
    finished = 0
    for game in range(12):
        state = rules.new_game(info.seats_default(), 500 + game)
        while not rules.is_over(state):
            seat = rnd.choice(rules.to_act(state))
            state, _ = rules.apply(state, rnd.choice(rules.legal_actions(state, seat)))
        scores, won = reward(state), rules.winners(state)
        assert all(0.0 <= r <= 1.0 for r in scores)
        assert min(scores[s] for s in won) > max((r for s, r in enumerate(scores) if s not in won), default=-1)
        finished += 1
    assert finished == 12


def test_a_move_the_narrowed_search_names_otherwise_is_found_under_its_listed_name():
    """Campeão's search lists one re-roll of dice alike; the model's re-roll of the other blank die
    must open the tree as that listed move (not as a random one)."""
    from tabletop.games.campeao import expert as E, rules as G

    rules = games.get("campeao").rules
    rnd = random.Random(1)
    checked = 0
    for game in range(60):
        state = rules.new_game(4, game)
        while not rules.is_over(state) and checked < 8:
            seat = rnd.choice(rules.to_act(state))
            legal = rules.legal_actions(state, seat)
            listed = E.SEARCHED.legal_actions(state, seat)
            for a in legal:
                if isinstance(a, G.Reroll) and a not in listed:
                    named = S.same(E.SEARCHED, state, a, listed)
                    assert named in listed and named != a
                    assert E._faces(state.fight.dice, named.dice) == E._faces(state.fight.dice, a.dice)
                    checked += 1
            state, _ = rules.apply(state, rnd.choice(legal))
    assert checked >= 8


def _coin_game():
    """A one-move game for the search itself: seat 0 picks a coin, a throw decides whether it wins
    (coin ``k`` wins with odds ``ODDS[k]``, from the state's seed), seat 1 never wins."""
    from dataclasses import dataclass

    odds = (0.3, 0.4, 0.9, 0.35)

    @dataclass(frozen=True)
    class Coin:
        seed: int
        draws: int
        players: int = 2
        picked: int = -1
        won: bool = False

    class Rules:
        id = "coins"

        @staticmethod
        def to_act(state):
            return [] if state.picked >= 0 else [0]

        @staticmethod
        def legal_actions(state, seat):
            return [0, 1, 2, 3] if state.picked < 0 else []

        @staticmethod
        def apply(state, action):
            throw = random.Random(state.seed * 4 + action).random()
            return Coin(state.seed, 1, 2, action, throw < odds[action]), []

        @staticmethod
        def is_over(state):
            return state.picked >= 0

        @staticmethod
        def winners(state):
            return [0] if state.won else [1]

        @staticmethod
        def view(state, seat):
            return state

        @staticmethod
        def players(state):
            return state.players

    return Rules, Coin


def test_a_paired_search_leaves_the_models_choice_only_for_a_clearly_better_one():
    """The root's choices compared in the same worlds: a model that always takes the poor coin is
    kept by a search that has seen next to nothing, and left for the far better coin once the
    worlds have shown it; a model already on the best coin is never left."""
    rules, coin = _coin_game()
    plan = S.Plan(rules, lambda view, seat, rng: view, model=lambda state, seat, rng: 0, paired=True)
    start = coin(seed=1, draws=0)
    assert S.search(plan, start, 0, iterations=4, seed=3).action == 0  # too few worlds to judge
    assert [S.search(plan, start, 0, iterations=400, seed=s).action for s in range(5)] == [2] * 5
    plan_near = S.Plan(rules, lambda view, seat, rng: view, model=lambda state, seat, rng: 2, paired=True)
    assert S.search(plan_near, start, 0, iterations=400, seed=7).action == 2  # no coin beats it


def test_the_searching_seat_plays_its_own_policy_where_the_tree_does_not_branch():
    """``Plan.own``: the searching seat's first choice (in the tree and in the paired comparison)
    is its own policy's, not the model's it keeps for the other seats; without it, the model's."""
    rules, coin = _coin_game()
    start = coin(seed=1, draws=0)
    asked = []

    def own(state, seat, rng):
        asked.append(seat)
        return 2

    for paired in (False, True):
        plan = S.Plan(rules, lambda view, seat, rng: view, model=lambda state, seat, rng: 0, own=own, paired=paired)
        assert S.search(plan, start, 0, iterations=3, seed=5).action == 2
        assert asked and set(asked) == {0}
        asked.clear()
        plan = S.Plan(rules, lambda view, seat, rng: view, model=lambda state, seat, rng: 0, paired=paired)
        assert S.search(plan, start, 0, iterations=3, seed=5).action == 0


def test_campeaos_search_never_weighs_an_isotonic_that_adds_no_die_nor_a_turn_ended_before_drawing():
    """A play-test saw an Expert spend ISOTONIC at six dice already, and end its turn with a free
    draw: the search's list of moves keeps ISOTONIC only where it gives a die (and always there),
    and no end of turn while a card may be drawn."""
    from tabletop.games.campeao import expert as E, rules as G

    rules = games.get("campeao").rules
    rnd = random.Random(4)
    seen = {True: 0, False: 0}
    drew = 0
    for game in range(150):
        state = rules.new_game(4, 700 + game)
        while not rules.is_over(state):
            seat = rnd.choice(rules.to_act(state))
            legal = rules.legal_actions(state, seat)
            iso = G.PlayCard(seat, "isotonic")
            if iso in legal:
                f = state.fight
                side = 0 if seat == f.challenger else 1
                adds = G.dice_count(state, seat, f.bonus[side] + 1, f.malus[side]) > G.dice_count(state, seat, f.bonus[side], f.malus[side])
                assert (iso in E.SEARCHED.legal_actions(state, seat)) == adds
                seen[adds] += 1
            if any(isinstance(a, G.Draw) for a in legal):  # nor ends a turn with a card still to draw
                assert not any(isinstance(a, G.EndTurn) for a in E.SEARCHED.legal_actions(state, seat))
                drew += 1
            state, _ = rules.apply(state, rnd.choice(legal))
        if min(seen.values()) >= 3:
            break
    assert min(seen.values()) >= 3 and drew >= 3
