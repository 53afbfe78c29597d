"""The match layer: autosave, loading (and refusing) saves, undo, and computer seats.

Every test points ``TABLETOP_DATA_DIR`` at its own temporary folder, so nothing touches the
player's real files.
"""

from __future__ import annotations

import json
import time

import pytest

from tabletop import games
from tabletop import userdata
from tabletop.games.lucha_jefe import rules as lj
from tabletop.engine.core import IllegalAction, evolve
from tabletop.match import Match, SeatInfo, load_autosave

HUMANS = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Beto", "human", "easy", 1)]
HUMAN_VS_COMPUTER = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "hard", 1)]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def close_after():
    made: list[Match] = []
    yield made.append
    for m in made:
        m.close()


def new_match(seats=HUMANS, seed=77, first=0) -> Match:
    return Match(games.get(lj.id), list(seats), seed, {"first": first}, save_path=userdata.autosave_path())


def play_steps(m: Match, count: int) -> None:
    """Apply ``count`` actions, always the first legal one of the first seat to act."""
    for _ in range(count):
        seat = m.to_act()[0]
        m.submit(m.legal(seat)[0])


def saved(data_dir) -> dict:
    return json.loads((data_dir / "autosave.json").read_text(encoding="utf-8"))


def body(save: dict) -> dict:
    """The seats, moves and table a save holds in its encoded block."""
    return userdata.decode_block(save["data"])


def rewrap(save: dict, new_body: dict) -> dict:
    return {**save, "data": userdata.encode_block(new_body)}


# --------------------------------------------------------------------------- autosave


def test_autosave_after_every_submit_is_valid_json_and_atomic(data_dir):
    m = new_match()
    assert not (data_dir / "autosave.json").exists()  # nothing is written before the first move
    for n in range(1, 25):
        play_steps(m, 1)
        data = saved(data_dir)
        assert len(body(data)["actions"]) == n
        assert data == json.loads(json.dumps(m.to_json()))
        assert list(data_dir.glob("*.tmp")) == [] and list(data_dir.glob("*.tmp*")) == []
    assert sorted(p.name for p in data_dir.iterdir()) == ["autosave.json"]


def test_saved_match_rebuilds_the_same_state(data_dir):
    m = new_match(seed=123, first=1)
    play_steps(m, 30)
    back = Match.from_json(saved(data_dir), games.get)
    assert back.state == m.state
    assert back.seats == m.seats and back.seed == 123 and back.options == {"first": 1}
    assert [s.action for s in back.steps] == [s.action for s in m.steps]
    loaded, message = load_autosave(games.get)
    assert message is None and loaded is not None and loaded.state == m.state


def test_no_autosave_and_finished_games_load_nothing(data_dir):
    assert load_autosave(games.get) == (None, None)
    m = new_match(seed=4)
    while not m.over:
        play_steps(m, 1)
    assert saved(data_dir)["finished"] is True
    assert load_autosave(games.get) == (None, None)
    assert (data_dir / "autosave.json").exists()  # a finished game is not damaged


def _damage_cases(good: dict) -> dict[str, object]:
    text = json.dumps(good)
    plain = body(good)

    def edited(change) -> dict:
        new = json.loads(json.dumps(plain))
        change(new)
        return rewrap(good, new)

    state_data = edited(lambda b: b["state"]["state"].__setitem__("belts", "two"))
    seats = edited(lambda b: b["seats"][0].__setitem__("colour", "red"))
    seed = edited(lambda b: b.__setitem__("seed", "77"))
    short = edited(lambda b: b.__setitem__("actions", b["actions"][:-1]))  # the moves no longer reach the table
    reorder = edited(lambda b: b.__setitem__("actions", b["actions"][1:]))
    unknown = edited(lambda b: b["actions"].append({"type": "Teleport", "seat": 0}))
    odd_field = edited(lambda b: b["actions"][0].__setitem__("fighter", [1, 2]))
    other_seed = edited(lambda b: b.__setitem__("seed", 78))  # same moves from another deal
    return {
        "truncated": text[: len(text) // 2],
        "not an object": "[1, 2, 3]",
        "wrong state type": json.dumps(state_data),
        "wrong seat type": json.dumps(seats),
        "wrong seed type": json.dumps(seed),
        "actions do not replay": json.dumps(short),
        "actions out of order": json.dumps(reorder),
        "unknown action type": json.dumps(unknown),
        "bad action field": json.dumps(odd_field),
        "another seed": json.dumps(other_seed),
        "binary junk": b"\xff\xfe\x00garbage",
    }


def test_damaged_autosaves_are_reported_and_set_aside(data_dir):
    m = new_match()
    play_steps(m, 12)
    good = m.to_json()
    for label, content in _damage_cases(good).items():
        for old in data_dir.iterdir():
            old.unlink()
        path = data_dir / "autosave.json"
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        loaded, message = load_autosave(games.get)
        assert loaded is None, label
        assert isinstance(message, str) and message, label
        assert not path.exists(), f"{label}: the damaged file was left in place"
        aside = list(data_dir.glob("autosave.damaged-*"))
        assert len(aside) == 1, label
        assert aside[0].read_bytes() == (content if isinstance(content, bytes) else content.encode())


def test_pathological_autosaves_are_not_fatal(data_dir):
    """userdata promises that an unreadable file is set aside and reported, never fatal."""
    path = data_dir / "autosave.json"
    for label, content in {
        "deeply nested": "[" * 100_000 + "]" * 100_000,
        "endless number": '{"format": 1, "seed": ' + "9" * 5000 + "}",
    }.items():
        for old in data_dir.iterdir():
            old.unlink()
        path.write_text(content, encoding="utf-8")
        try:
            loaded, message = load_autosave(games.get)
        except Exception as exc:  # noqa: BLE001 - the point is that nothing escapes
            pytest.fail(f"{label}: load_autosave raised {type(exc).__name__}")
        assert loaded is None and message, label
        assert not path.exists() and len(list(data_dir.glob("autosave.damaged-*"))) == 1, label


def test_two_damaged_autosaves_in_the_same_second_are_both_kept(data_dir, monkeypatch):
    """Setting a file aside must never destroy an earlier damaged copy ("nothing is lost")."""
    monkeypatch.setattr(userdata.time, "strftime", lambda *args: "20250101-120000")
    path = data_dir / "autosave.json"
    contents = ["{broken one", "{broken two"]
    for content in contents:
        path.write_text(content, encoding="utf-8")
        assert load_autosave(games.get)[0] is None
    kept = sorted(p.read_text(encoding="utf-8") for p in data_dir.glob("autosave.damaged-*"))
    assert kept == sorted(contents)


def test_intact_autosave_is_not_set_aside(data_dir):
    m = new_match()
    play_steps(m, 5)
    loaded, message = load_autosave(games.get)
    assert message is None and loaded.state == m.state
    assert list(data_dir.glob("*.damaged-*")) == []


# --------------------------------------------------------------------------- undo


def test_a_human_keep_can_be_undone(data_dir):
    m = new_match(first=0)
    before = m.state
    keep = m.legal(0)[0]
    m.submit(keep)
    assert m.state != before and m.can_undo(0)
    assert not m.can_undo(1)
    assert m.undo(0) == keep
    assert m.state == before and m.steps == []
    assert body(saved(data_dir))["actions"] == []  # the autosave forgets the taken-back move
    assert Match.from_json(saved(data_dir), games.get).state == before


def test_retire_that_passes_the_hand_or_shuffles_cannot_be_undone():
    m = new_match(first=0)
    m.submit(m.legal(0)[0])  # Keep
    draws = m.state.draws
    m.submit(m.legal(0)[0])  # Retire: the latecomers are shuffled in and the hand passes
    assert m.state.draws == draws + 1 and m.to_act() == [1]
    assert not m.can_undo(0)
    with pytest.raises(IllegalAction):
        m.undo(0)
    # Seat 1's later draft: its Retire passes the hand back with no shuffle, still final.
    m.submit(m.legal(1)[0])
    assert m.can_undo(1)
    m.submit(m.legal(1)[0])
    assert m.to_act() == [0] and not m.can_undo(1)


def test_showing_el_alarde_cannot_be_undone():
    """El Alarde was shown to the table: taking that back cannot hide him again."""
    m = new_match(first=0)
    m.state = _select_table(alarde_seat=0)
    m.submit(lj.RevealAlarde(0))
    assert m.state.alarde == 0
    assert not m.can_undo(0)


def _select_table(alarde_seat: int) -> lj.LuchaState:
    mine = (lj.ALARDE, lj.ADIVINA)
    theirs = (lj.ALFA, lj.AMIGO)
    rosters = (mine, theirs) if alarde_seat == 0 else (theirs, mine)
    rest = tuple(f for f in lj.FIGHTER_IDS if f not in mine + theirs)
    return evolve(
        lj.new_game(2, 9),
        phase="select",
        hand=(),
        latecomers=(),
        kept=None,
        rosters=rosters,
        retired=(rest[:2], rest[2:]),
    )


def wait_for_computer(m: Match, timeout: float = 10.0) -> list:
    applied = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        applied += m.pump()
        if not m.computers_to_act() and not m.thinking():
            return applied
        time.sleep(0.005)
    raise AssertionError("the computer seat never acted")


def test_pump_plays_computer_seats_and_never_human_ones(close_after):
    m = new_match(HUMAN_VS_COMPUTER, first=0)
    close_after(m)
    start = m.state
    for _ in range(20):
        assert m.pump() == []
        time.sleep(0.002)
    assert m.state is start and not m.thinking()
    m.submit(m.legal(0)[0])
    m.submit(m.legal(0)[0])
    assert m.computers_to_act() == [1]
    applied = wait_for_computer(m)
    assert len(applied) == 2  # the computer kept and retired
    assert [type(a) for a, _ in applied] == [lj.Keep, lj.Retire]
    assert all(a.seat == 1 for a, _ in applied)
    assert m.humans_to_act() == [0]
    assert [s.action.seat for s in m.steps] == [0, 0, 1, 1]
    # A human cannot take back the computer's move, and the computer seat has no undo.
    assert not m.can_undo(0) and not m.can_undo(1)
    with pytest.raises(IllegalAction):
        m.undo(0)


def test_two_computers_play_a_whole_game(close_after):
    m = new_match([SeatInfo("A", "computer", "easy", 0), SeatInfo("B", "computer", "hard", 1)], seed=31)
    close_after(m)
    deadline = time.monotonic() + 20
    while not m.over and time.monotonic() < deadline:
        m.pump()
        time.sleep(0.001)
    assert m.over and len(lj.winners(m.state)) == 1
    assert Match.from_json(m.to_json(), games.get).state == m.state


# --------------------------------------------------------------------------- illegal submits


def test_an_illegal_submit_raises_and_changes_nothing(data_dir):
    m = new_match(first=0)
    play_steps(m, 2)  # seat 0 kept and retired; seat 1 must keep now
    assert m.to_act() == [1] and m.state.kept is None
    state, steps = m.state, list(m.steps)
    file_before = (data_dir / "autosave.json").read_bytes()
    bad = [
        lj.Keep(0, m.state.hand[0]),  # seat 0 already passed the hand
        lj.Retire(1, m.state.hand[0]),  # seat 1 must keep first
        lj.StartDraft(1),
        lj.Keep(1, "el-de-abajo"),
    ]
    for action in bad:
        with pytest.raises(IllegalAction):
            m.submit(action)
        assert m.state is state and m.steps == steps
        assert (data_dir / "autosave.json").read_bytes() == file_before


def test_match_refuses_a_wrong_number_of_seats():
    for seats in (HUMANS[:1], HUMANS + [SeatInfo("Cy")]):
        with pytest.raises(ValueError):
            Match(games.get(lj.id), seats, 1)


def test_a_failing_autosave_is_reported_and_the_game_goes_on(tmp_path):
    from tabletop.match import Match, SeatInfo

    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the save folder should be", encoding="utf-8")
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)]
    match = Match(games.get("lucha-jefe"), seats, 3, save_path=blocked / "autosave.json")
    seat = match.to_act()[0]
    match.submit(match.legal(seat)[0])  # must not raise
    assert match.save_error and len(match.steps) == 1


def test_every_game_ranks_its_seats_winner_first_for_the_end_screen():
    """The end screen lists seats by placing: a permutation of the seats, the winners first."""
    import random

    from tabletop import games

    for info in games.playable():
        for players in (info.min_players, info.max_players):
            rng = random.Random(players)
            state = info.rules.new_game(players, 7, {}) if not hasattr(info.rules, "setup") else \
                info.rules.setup(players, 7, {})[0]
            for _ in range(20000):
                if info.rules.is_over(state):
                    break
                seat = info.rules.to_act(state)[0]
                state, _ = info.rules.apply(state, rng.choice(info.rules.legal_actions(state, seat)))
            assert info.rules.is_over(state), info.id
            order = info.rules.placing(state)
            winners = info.rules.winners(state)
            assert sorted(order) == list(range(players)), (info.id, order)
            assert set(order[:len(winners)]) == set(winners), (info.id, order, winners)
