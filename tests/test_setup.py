"""The setup screen remembers each game's last setup, keeps what still applies when the seat
count changes, and shows every fighter's skills beside its name."""

from __future__ import annotations

import json

from conftest import run

from tabletop import games, userdata
from tabletop.shell.setup import SetupScene


def open_setup(app, game_id: str) -> SetupScene:
    setup = SetupScene(app, games.get(game_id))
    app.scenes.replace(setup)
    run(app, 2)
    return setup


def started(app, monkeypatch) -> list:
    calls = []
    monkeypatch.setattr(app, "start_match", lambda info, seats, seed, options: calls.append((info.id, seats, options)))
    return calls


def test_the_last_setup_of_a_game_comes_back_and_other_games_keep_their_own(app, monkeypatch):
    calls = started(app, monkeypatch)
    setup = open_setup(app, "campeao")
    setup.count_cycle.step(1)  # 4 -> 5 seats
    assert setup.count == 5
    setup.rows[0]["name"].text = "Rita"
    setup.rows[2]["kind"].step(-1)  # computer -> human
    setup.rows[2]["name"].text = "Caio"
    setup.rows[1]["level"].step(1)
    level = setup.rows[1]["level"].value
    setup.rows[1]["colour"] = 7
    target = next(w for o, w in setup.options if o.key == "target")
    target.step(2)
    chosen_target = target.value
    fighter = setup.rows[0]["per-seat"]["fighter"]
    fighter.step(1)
    chosen_fighter = fighter.value
    setup._start()
    assert calls and calls[-1][0] == "campeao"
    lucha = open_setup(app, "lucha-jefe")
    assert lucha.rows[0]["name"].text != "Rita"  # another game: its own (default) setup

    again = open_setup(app, "campeao")
    assert again.count == 5
    assert [r["name"].text for r in again.rows][:3] == ["Rita", setup.rows[1]["name"].text, "Caio"]
    assert again.rows[2]["kind"].value == "human" and again.rows[1]["level"].value == level
    assert again.rows[1]["colour"] == 7
    assert next(w for o, w in again.options if o.key == "target").value == chosen_target
    assert again.rows[0]["per-seat"]["fighter"].value == chosen_fighter
    assert again.problem() is None


def test_changing_the_seat_count_keeps_the_options_that_still_apply(app):
    setup = open_setup(app, "campeao")
    master = next(w for o, w in setup.options if o.key == "master")
    master.step(1)
    assert master.value == "on"
    setup.rows[1]["name"].text = "Bia"
    setup.count_cycle.step(1)
    assert next(w for o, w in setup.options if o.key == "master").value == "on"
    assert setup.rows[1]["name"].text == "Bia"


def test_a_damaged_or_odd_memory_is_ignored_and_the_screen_still_opens(app, tmp_path):
    path = userdata.data_dir() / userdata.SETUPS
    path.write_text("{not json", encoding="utf-8")
    setup = open_setup(app, "campeao")
    assert setup.count == games.get("campeao").seats_default()
    assert not path.exists()  # set aside, kept beside it
    assert list(path.parent.glob("setups.damaged-*.json"))
    hostile = {"campeao": {"count": 6, "options": {"target": "99"}, "seats": [
        {"name": "A" * 400, "kind": "wizard", "level": "god", "colour": 99}]}}
    path.write_text(json.dumps(hostile), encoding="utf-8")
    setup = open_setup(app, "campeao")
    assert setup.count == 6
    assert all(r["kind"].value in ("human", "computer") and r["colour"] < 8 for r in setup.rows)
    target = next(w for o, w in setup.options if o.key == "target")
    assert target.value == "10"  # 99 is not offered: the default for six seats
    assert setup.problem() is None


def test_every_fighter_choice_shows_its_two_skills(app):
    setup = open_setup(app, "campeao")
    picker = setup.rows[0]["per-seat"]["fighter"]
    rules = games.get("campeao").rules
    for value, icons in zip(picker.options, picker.icons):
        if value == "random":
            assert icons == []
        else:
            assert icons == [f"campeao/icons/{skill}.svg" for skill in rules.FIGHTERS[value].skills]
