"""Saves are not a peek, and refuse every impossible value.

A save is versioned JSON whose moves and table sit in an encoded block (a glance at the file shows
no card), read back only if it is exactly something the program could have written: the seats the
setup screen allows, the options the game takes, legal moves that lead to the saved table, a
finished flag that matches. Whatever it holds, loading never crashes, the notice quotes only a
short excerpt, autosave never ends a game, and a kill mid-save leaves no stray file behind.
"""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest
from conftest import leaves, run, with_value

from tabletop import games, userdata
from tabletop.match import NAME_LENGTH, Match, SeatInfo, load_autosave, seats_problem


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


def played(game_id: str, steps: int = 25, seed: int = 9, options=None) -> Match:
    info = games.get(game_id)
    n = info.seats_default()
    seats = [SeatInfo(f"Seat {i}", "human" if i < 2 else "computer", "easy", i) for i in range(n)]
    match = Match(info, seats, seed, options)
    chooser = random.Random(seed)
    for _ in range(steps):
        if match.over:
            break
        seat = chooser.choice(match.to_act())
        match.submit(chooser.choice(match.legal(seat)))
    return match


def body(save: dict) -> dict:
    return userdata.decode_block(save["data"])


def rewrap(save: dict, new_body: dict) -> dict:
    return {**save, "data": userdata.encode_block(new_body)}


def edit(save: dict, path: tuple, value) -> dict:
    return rewrap(save, with_value(body(save), path, value))


def refused(save) -> str:
    with pytest.raises(userdata.DamagedFile) as info:
        Match.from_json(save, games.get)
    return str(info.value)


GAME_IDS = [g.id for g in games.GAMES if g.playable]


# --------------------------------------------------------------------------- not a peek


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_save_shows_no_card_at_a_glance_and_still_loads(game_id):
    match = played(game_id)
    text = json.dumps(match.to_json())
    # content ids ("el-gallo"), or where cards lie when a game names them by number (Challengers!' layout)
    secrets = {v for _, v in leaves(match.game.to_json(match.state)) if isinstance(v, str) and ("-" in v or ";" in v)}
    secrets -= {game_id}
    if game_id == "dead-last":  # its secrets are numbers: the gold deck's order, as the save would spell it
        secrets = {json.dumps(list(match.state.deck[:8]))[1:-1], json.dumps(list(match.state.gold[0]))[1:-1]}
        secrets.discard("")
    assert secrets, "the table should hold content ids (cards, fighters)"
    assert not [s for s in secrets if s in text], "a content id is readable in the save"
    loaded = Match.from_json(json.loads(text), games.get)
    assert loaded.state == match.state and loaded.seats == match.seats


def test_saves_of_the_earlier_plain_format_still_load():
    match = played("campeao")
    old = {"format": 1, "game": "campeao", **match.body(), "finished": match.over}
    assert Match.from_json(json.loads(json.dumps(old)), games.get).state == match.state


# --------------------------------------------------------------------------- impossible values


@pytest.mark.parametrize("target", [59, 10**12, 5, 16, True, "8", 8.0, None])
def test_a_campeao_target_outside_6_to_15_is_refused(target):
    save = played("campeao").to_json()
    bad = edit(save, ("options", "target"), target)
    if target is None:  # no target given means the default: that is a save the program writes
        bad_body = body(bad)
        bad_body["options"] = {k: v for k, v in bad_body["options"].items() if k != "target"}
        bad = rewrap(save, bad_body)
        Match.from_json(bad, games.get)
        return
    assert "target" in refused(bad)


@pytest.mark.parametrize("name", ["A\x00B", "\ud800", "", "   ", " Ana", "x" * (NAME_LENGTH + 1), 7, None])
def test_seat_names_the_setup_screen_would_refuse_are_refused(name):
    save = played("lucha-jefe").to_json()
    refused(edit(save, ("seats", 0, "name"), name))


def test_doubled_names_and_colours_are_refused():
    save = played("laurel-crown").to_json()
    seats = body(save)["seats"]
    refused(edit(save, ("seats", 1, "name"), seats[0]["name"].upper()))
    refused(edit(save, ("seats", 1, "colour"), seats[0]["colour"]))
    refused(edit(save, ("seats", 0, "colour"), 12))
    refused(edit(save, ("seats", 0, "colour"), -1))
    refused(edit(save, ("seats", 0, "level"), "grandmaster"))


def test_the_twelve_seat_colours_load_and_a_thirteenth_is_refused():
    """Twelve seat identities (Dead Last seats twelve): the last of them, 11, loads in any game's
    save; 12 is no colour of ours."""
    save = played("laurel-crown").to_json()
    for colour in (8, 11):
        loaded = Match.from_json(edit(save, ("seats", 0, "colour"), colour), games.get)
        assert loaded.seats[0].colour == colour
    assert "colour" in refused(edit(save, ("seats", 0, "colour"), 12))


@pytest.mark.parametrize("game_id, key, value", [
    ("campeao", "champion", True),
    ("campeao", "champion", 7),
    ("campeao", "variants", ["master", "master"]),
    ("campeao", "variants", "master"),
    ("campeao", "fighters", ["nobody"] * 4),
    ("campeao", "moon", 1),
    ("lucha-jefe", "first", True),
    ("lucha-jefe", "first", "0"),
    ("laurel-crown", "first", True),
    ("laurel-crown", "draft", 1),
    ("laurel-crown", "tournaments", {"low": True}),
    ("laurel-crown", "arenas", [["nested"]]),
])
def test_options_are_held_to_the_games_own_list_and_types(game_id, key, value):
    options = {"champion": 1} if game_id == "campeao" else None
    save = played(game_id, options=options).to_json()
    refused(edit(save, ("options", key), value))


def test_a_finished_flag_must_match_the_moves():
    unfinished = played("lucha-jefe").to_json()
    assert unfinished["finished"] is False
    message = refused({**unfinished, "finished": True})
    assert "over" in message
    done = played("lucha-jefe", steps=100_000)
    assert done.over
    refused({**done.to_json(), "finished": False})


def test_a_hidden_finished_game_is_reported_not_silently_dropped(data_dir):
    save = played("lucha-jefe").to_json()
    (data_dir / "autosave.json").write_text(json.dumps({**save, "finished": True}), encoding="utf-8")
    match, message = load_autosave(games.get)
    assert match is None and message and "over" in message
    assert list(data_dir.glob("autosave.damaged-*"))


@pytest.mark.parametrize("size", [1_000_000, 5_000_000])
def test_a_huge_value_gets_a_short_notice(data_dir, size):
    save = played("campeao").to_json()
    for bad in (edit(save, ("seats", 0, "name"), "x" * size), edit(save, ("options", "target"), "9" * size),
                {**save, "game": "g" * size}):
        (data_dir / "autosave.json").write_text(json.dumps(bad), encoding="utf-8")
        match, message = load_autosave(games.get)
        assert match is None and message and len(message) <= 160


@pytest.mark.parametrize("label, block", [
    ("not base64", "%%%not base64%%%"),
    ("cut short", base64.b64encode(zlib.compress(b'{"seats": []}')[:-4]).decode()),
    ("not an object", base64.b64encode(zlib.compress(b"[1, 2]")).decode()),
    ("a bomb", base64.b64encode(zlib.compress(b" " * (userdata.BLOCK_LIMIT + 1024))).decode()),
    ("not text", 12345),
])
def test_a_damaged_block_is_refused(label, block):
    save = played("lucha-jefe").to_json()
    refused({**save, "data": block})


def test_unexpected_fields_around_the_block_are_refused():
    save = played("lucha-jefe").to_json()
    refused({**save, "extra": 1})
    refused({**save, "encoding": "rot13"})
    refused({k: v for k, v in save.items() if k != "finished"})


# --------------------------------------------------------------------------- never a crash


def test_autosave_never_ends_the_game_whatever_it_holds(tmp_path):
    info = games.get("lucha-jefe")
    seats = [SeatInfo("\ud800 lone", "human", "easy", 0), SeatInfo("B", "computer", "easy", 1)]
    match = Match(info, seats, 3, {"first": 0}, save_path=tmp_path / "autosave.json")
    match.autosave()
    assert match.save_error is None, "a lone surrogate must still be written"
    json.loads((tmp_path / "autosave.json").read_text(encoding="ascii"))  # and the file is valid JSON
    match.options["odd"] = {1, 2}  # not JSON at all
    match.autosave()
    assert match.save_error and len(match.save_error) <= 160
    match.submit(match.legal(match.to_act()[0])[0])  # the game goes on


def test_a_save_with_a_lone_surrogate_name_is_set_aside_not_fatal(data_dir):
    save = played("lucha-jefe").to_json()
    (data_dir / "autosave.json").write_text(json.dumps(edit(save, ("seats", 0, "name"), "\ud800")),
                                            encoding="utf-8")
    match, message = load_autosave(games.get)
    assert match is None and message
    assert list(data_dir.glob("autosave.damaged-*"))


def test_stray_temporary_files_are_cleaned_at_start(data_dir, monkeypatch):
    import pygame

    from tabletop.app import App, parse_args

    (data_dir / "autosave.json.k2j3h4.tmp").write_text("{half a", encoding="utf-8")
    (data_dir / "settings.json.a1b2.tmp").write_text("{", encoding="utf-8")
    (data_dir / "notes.txt").write_text("mine", encoding="utf-8")
    app = App(parse_args(["--windowed", "--speed", "0"]))
    try:
        assert sorted(p.name for p in data_dir.iterdir()) == ["notes.txt"]
    finally:
        pygame.quit()


# --------------------------------------------------------------------------- hostile variants

HOSTILE = [True, False, -1, 0, 1, 2, 10**12, "", "x" * 300, "\x00", None, [], {}, [None], 1.5]


def variants(save: dict, seed: int, count: int):
    """Saves with one value replaced by a hostile one, over seats, options, moves and the table."""
    plain = body(save)
    paths = [p for p, v in leaves(plain) if p and (not isinstance(v, (dict, list)) or not v)]
    picker = random.Random(seed)
    chosen = [p for p in paths if p[0] in ("seats", "seed", "options")] + picker.sample(paths, min(count, len(paths)))
    for path in chosen:
        for value in HOSTILE:
            yield path, value, rewrap(save, with_value(plain, path, value))
    for value in HOSTILE:
        yield ("finished",), value, {**save, "finished": value}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_hostile_variant_is_refused_or_fully_usable(app, game_id):
    """A variant that loads must be one the program could play on: seats setup allows, an
    autosave that works and reads back the same, a table that draws."""
    save = played(game_id, steps=30, seed=4).to_json()
    tried = accepted = 0
    for path, value, bad in variants(save, seed=len(game_id), count=45):
        tried += 1
        try:
            match = Match.from_json(json.loads(json.dumps(bad)), games.get)
        except userdata.DamagedFile as exc:
            assert len(str(exc)) <= 160
            continue
        accepted += 1
        assert seats_problem(match.seats) is None, (path, value)
        again = Match.from_json(json.loads(json.dumps(match.to_json())), games.get)
        assert again.state == match.state, (path, value)
        scene = match.info.table_scene()(app, match)
        app.scenes.replace(scene)
        run(app, 3)
    assert tried > 300
    assert accepted < tried / 10, f"{accepted} of {tried} hostile variants were taken"
