"""The setup screen remembers each game's last setup, keeps what still applies when the seat
count changes, and shows every fighter's skills beside its name."""

from __future__ import annotations

import json

import pygame
from conftest import Drawn, run

from tabletop import games, userdata
from tabletop.i18n import tr
from tabletop.shell.setup import SetupScene
from tabletop.ui.assets import SEAT_COLOURS


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
    assert all(r["kind"].value in ("human", "computer") and r["colour"] < len(SEAT_COLOURS) for r in setup.rows)
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


def test_who_starts_offers_the_names_typed(app):
    """Laurel Crown's "Who starts?" reads Random, then each seat by the name typed for it (as
    it is typed), never "Seat 1"; the value handed to the rules is still the seat."""
    from tabletop.i18n import tr

    setup = open_setup(app, "laurel-crown")
    first = next(w for o, w in setup.options if o.key == "first")
    for row, name in zip(setup.rows, ("Rosa", "Tomás", "Caio")):
        row["name"].text = name
    run(app, 1)
    assert first.labels == [tr("option.laurel-crown.first.random"), "Rosa", "Tomás", "Caio"]
    setup.rows[1]["name"].text = "Tomé"
    run(app, 1)
    assert first.labels[2] == "Tomé"
    first.step(2)
    assert first.value == "1" and setup.game_options()["first"] == 1
    lucha = open_setup(app, "lucha-jefe")
    lucha.rows[1]["name"].text = "Bea"
    run(app, 1)
    assert next(w for o, w in lucha.options if o.key == "first").labels == [lucha.rows[0]["name"].text, "Bea"]


def _keys(app, *events) -> None:
    import pygame

    for kind, data in events:
        pygame.event.post(pygame.event.Event(kind, data))
    run(app, 1)


def test_ctrl_a_selects_a_whole_name_to_type_over_or_clear(app):
    import pygame

    setup = open_setup(app, "lucha-jefe")
    field = setup.rows[0]["name"]
    field.text = "Player One"
    down = {"pos": field.rect.center, "button": 1, "touch": False}
    _keys(app, (pygame.MOUSEBUTTONDOWN, down), (pygame.MOUSEBUTTONUP, down))
    assert field.focused
    ctrl_a = {"key": pygame.K_a, "mod": pygame.KMOD_LCTRL, "unicode": "\x01", "scancode": 4}
    _keys(app, (pygame.KEYDOWN, ctrl_a))
    assert field.selected
    _keys(app, (pygame.TEXTINPUT, {"text": "Zé"}))
    assert field.text == "Zé" and not field.selected
    _keys(app, (pygame.TEXTINPUT, {"text": "ca"}))
    assert field.text == "Zéca"  # typing goes on at the end again
    _keys(app, (pygame.KEYDOWN, ctrl_a),
          (pygame.KEYDOWN, {"key": pygame.K_BACKSPACE, "mod": 0, "unicode": "\b", "scancode": 42}))
    assert field.text == "" and not field.selected
    plain_a = {"key": pygame.K_a, "mod": 0, "unicode": "a", "scancode": 4}
    field.text = "Ana"
    _keys(app, (pygame.KEYDOWN, plain_a))
    assert not field.selected, "a plain A is a letter, not select-all"


def test_the_level_header_shows_only_when_a_computer_is_seated(app):
    from tabletop.ui import probe

    setup = open_setup(app, "lucha-jefe")
    recorder = probe.recorder = Drawn()
    try:
        run(app, 1)
        assert tr("setup.col.level") in recorder.texts  # the second seat is a computer by default
        for row in setup.rows:
            if row["kind"].value != "human":
                row["kind"].step(-1)
        recorder.texts.clear()
        run(app, 1)
        assert setup.problem() is None
        assert tr("setup.col.level") not in recorder.texts, "a LEVEL header over nothing"
        assert tr("setup.col.name") in recorder.texts
    finally:
        probe.recorder = None


def test_every_seat_count_of_every_game_lays_its_seats_and_options_out_apart(app):
    """However many seats (up to Dead Last's twelve), each row, picker, option label and button has
    its own place inside the panel (eight Challengers! seats once pushed the left-out set under
    Back), and no row is squeezed below what a name at a readable size needs."""
    for info in games.GAMES:  # a game without its table yet has its setup screen already
        for n in range(info.min_players, info.max_players + 1):
            setup = open_setup(app, info.id)
            setup._set_count(str(n))
            run(app, 1)
            labels = [pygame.Rect(w.rect.x, w.rect.y - 30, w.rect.w, 28) for _, w in setup.options]
            boxes = [w.rect for w in setup.widgets] + [setup._badge_rect(r) for r in setup.rows] + labels
            for i, a in enumerate(boxes):
                assert pygame.Rect(330, 60, 1260, 990).contains(a), f"{info.id}, {n} seats: {a} leaves the panel"
                for b in boxes[i + 1:]:
                    assert not a.colliderect(b), f"{info.id}, {n} seats: {a} and {b} overlap"
            for row in setup.rows:
                assert row["h"] >= 40 and row["name"].size >= 26, (info.id, n)
            for _, widget in setup.options:  # above the column headings, or below the last seat row
                assert widget.rect.bottom <= 296 or widget.rect.y - 30 >= setup.rows[-1]["y"] + setup.rows[-1]["h"]


def test_challengers_offers_one_to_eight_seats_the_robot_level_and_the_set_left_out(app, monkeypatch):
    from tabletop.games.challengers import rules

    calls = started(app, monkeypatch)
    setup = open_setup(app, "challengers")
    assert setup.count_cycle.options == [str(n) for n in range(1, 9)]
    for n in range(1, 9):
        setup._set_count(str(n))
        run(app, 1)
        options = {o.key: w for o, w in setup.options}
        left_out = options["left_out"]
        assert left_out.value == "random" and left_out.options == ["random", *rules.RULES.extra_sets]
        if n == 1:
            assert options["robot_level"].options == ["1", "2", "3", "4", "5"], "solo: the Robot's five levels"
        elif n % 2:
            assert options["robot_level"].options == [str(k) for k in range(1, rules.RULES.robot_max_level + 1)]
        else:
            assert "robot_level" not in options, "no Robot with an even number of seats"
        assert ("solo_cards" in options) == (n == 1)
        for row in setup.rows:  # each seat a person or the computer, the computer with its level
            assert row["kind"].options == ["human", "computer"] and len(row["level"].options) >= 2
            assert row["level"].visible == (row["kind"].value == "computer")
        assert setup.problem() is None
    setup._set_count("1")
    options = {o.key: w for o, w in setup.options}
    options["robot_level"].step(4)
    options["left_out"].step(2)
    setup._start()
    info, seats, chosen = calls[-1]
    assert info == "challengers" and len(seats) == 1
    assert chosen["robot_level"] == 5 and chosen["left_out"] == rules.RULES.extra_sets[1]
    assert rules.new_game(1, 0, chosen).robot_level == 5


def test_a_seat_turned_human_or_computer_takes_a_fitting_name_unless_one_was_typed(app):
    setup = open_setup(app, "challengers")
    while setup.count < 4:
        setup.count_cycle.step(1)
    assert setup.rows[2]["name"].text == tr("setup.default-computer", n=2)
    setup.rows[2]["kind"].step(-1)  # computer -> human
    assert setup.rows[2]["kind"].value == "human" and setup.rows[2]["name"].text == tr("setup.default-player", n=3)
    setup.rows[2]["kind"].step(1)  # and back
    assert setup.rows[2]["name"].text == tr("setup.default-computer", n=2)
    setup.rows[3]["name"].text = "Caio"
    setup.rows[3]["kind"].step(-1)
    assert setup.rows[3]["name"].text == "Caio", "a typed name stays"
    setup.rows[0]["kind"].step(1)  # the first seat to a computer keeps its name (there is no "Rival 0")
    assert setup.rows[0]["name"].text == tr("setup.default-human")


def test_dead_last_seats_six_to_twelve_each_with_its_own_colour_shape_and_name(app):
    from tabletop.ui.assets import SEAT_SHAPES

    setup = open_setup(app, "dead-last")
    assert setup.count == 8
    assert setup.count_cycle.options == [str(n) for n in range(6, 13)]
    for n in range(6, 13):
        setup._set_count(str(n))
        run(app, 1)
        assert len(setup.rows) == n
        colours = [r["colour"] for r in setup.rows]
        assert colours == list(range(n)), "seat k takes identity k"
        assert len({SEAT_SHAPES[c] for c in colours}) == n
        names = [r["name"].text for r in setup.rows]
        assert names == [tr("setup.default-human")] + [tr("setup.default-computer", n=i) for i in range(1, n)]
        assert len({name.casefold() for name in names}) == n
        assert setup.problem() is None
    seats = setup.seats()
    assert [s.colour for s in seats] == list(range(12)) and seats[11].name == tr("setup.default-computer", n=11)
    row = setup.rows[11]  # a click on the last badge finds no free identity but its own
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=setup._badge_rect(row).center, button=1,
                                         touch=False))
    run(app, 1)
    assert row["colour"] == 11
    setup._set_count("11")  # one seat fewer: the last badge may now take the freed identity
    row = setup.rows[10]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=setup._badge_rect(row).center, button=1,
                                         touch=False))
    run(app, 1)
    assert row["colour"] == 11 and setup.problem() is None


def test_dead_last_characters_are_chosen_for_computer_seats_and_reach_the_rules(app, monkeypatch):
    """The CHARACTER column: a picker for each computer seat, a dash for a human (no header while
    every seat is a person); the choices reach the rules as the game's options, "random" drawn
    from the characters, a human seat with none; the clock too. A twelve-seat setup comes back."""
    from tabletop.games.dead_last import rules
    from tabletop.ui import probe

    calls = started(app, monkeypatch)
    setup = open_setup(app, "dead-last")
    setup._set_count("12")
    header = tr("option.dead-last.character.label").upper()
    picker = setup.rows[1]["per-seat"]["character"]
    assert picker.options == ["random", *rules.C.characters]
    assert picker.labels == [tr(f"option.dead-last.character.{c}") for c in picker.options]
    wanted = {1: "loyal", 2: "opportunist", 5: "paranoid", 9: "vengeful", 11: "chaotic"}
    for seat, character in wanted.items():
        widget = setup.rows[seat]["per-seat"]["character"]
        widget.step(widget.options.index(character))
    setup.rows[4]["kind"].step(-1)  # a computer seat turned human
    clock = next(w for o, w in setup.options if o.key == "timer")
    clock.step(clock.options.index("0") - clock.index)
    assert clock.labels[clock.index] == tr("option.dead-last.timer.0")
    recorder = probe.recorder = Drawn()
    try:
        run(app, 1)
        assert header in recorder.texts and "\u2014" in recorder.texts
        assert not setup.rows[0]["per-seat"]["character"].visible and not setup.rows[4]["per-seat"]["character"].visible
        assert setup.rows[1]["per-seat"]["character"].visible
    finally:
        probe.recorder = None
    chosen = setup.chosen()["character"]
    assert chosen[0] is None and chosen[4] is None and chosen[1] == "loyal" and chosen[3] == "random"
    options = setup.game_options()
    characters = options["characters"]
    assert len(characters) == 12 and options["timer"] == 0
    assert characters[0] == characters[4] == rules.NO_CHARACTER
    assert all(characters[seat] == c for seat, c in wanted.items())
    assert all(characters[s] in rules.C.characters for s in (3, 6, 7, 8, 10)), "random: drawn from the characters"
    setup._start()
    game_id, seats, started_options = calls[-1]
    assert game_id == "dead-last" and len(seats) == 12 and started_options["timer"] == 0
    assert [c for s, c in enumerate(started_options["characters"]) if s in wanted] == list(wanted.values())
    state = rules.new_game(12, 3, started_options)
    assert state.characters[1] == "loyal" and state.characters[4] == rules.NO_CHARACTER

    again = open_setup(app, "dead-last")
    assert again.count == 12 and [r["colour"] for r in again.rows] == list(range(12))
    assert again.rows[11]["per-seat"]["character"].value == "chaotic" and again.rows[4]["kind"].value == "human"
    for row in again.rows:
        if row["kind"].value == "computer":
            row["kind"].step(-1)
    recorder = probe.recorder = Drawn()
    try:
        run(app, 1)
        assert header not in recorder.texts, "a CHARACTER header over nothing but dashes"
    finally:
        probe.recorder = None
