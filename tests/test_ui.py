"""Headless UI tests: the real scenes, driven by posted mouse events, produce engine actions.

The window uses SDL's dummy driver; events are posted with every attribute a real one has, and
the program runs frame by frame through ``App.tick`` exactly as in play.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from conftest import centre, drag, press, run, through_curtain

from tabletop import games
from tabletop.games.lucha_jefe import rules as rules
from tabletop.engine.core import evolve
from tabletop.i18n import tr
from tabletop.match import Match, SeatInfo
from tabletop.paths import resource
from tabletop.games.lucha_jefe.table import REQUIRED_ZONES, LuchaJefeScene
from tabletop.shell.overlays import CurtainScene, PauseScene
from tabletop.ui.layout import load_layout


def table(app, seats=None, seed=3) -> LuchaJefeScene:
    seats = seats or [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    match = Match(games.get("lucha-jefe"), seats, seed, {"first": 0})
    scene = LuchaJefeScene(app, match)
    app.scenes.push(scene)
    run(app, 2)
    return scene


def test_every_layout_loads_and_has_the_zones_its_table_needs():
    layouts = sorted(resource("layouts").glob("*.tmx"))
    assert layouts, "no layouts shipped"
    lucha = load_layout("lucha-jefe")
    missing = [z for z in REQUIRED_ZONES if z not in lucha]
    assert not missing, f"lucha-jefe.tmx lacks zones {missing}"
    assert lucha.size == (1920, 1080)
    for name in REQUIRED_ZONES:
        assert lucha[name].colliderect(pygame.Rect(0, 0, 1920, 1080)), f"zone {name} is off the table"


def test_dragging_a_hand_card_onto_the_roster_keeps_that_fighter(app):
    scene = table(app)
    hand = [p for slot, p in scene.cards.items() if slot[0] == "hand"]
    assert len(hand) == 6 and all(p.face_up for p in hand)
    card = hand[2]
    drag(app, centre(card), scene.layout["my_roster_1"].center)
    assert scene.match.steps, "the drop produced no action"
    assert scene.match.steps[-1].action == rules.Keep(0, card.key)
    assert card.key in scene.match.state.rosters[0]


def test_an_illegal_drop_does_nothing_and_the_card_glides_back(app):
    scene = table(app)
    card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
    origin = (card.x, card.y)
    # Retiring before keeping is not legal: the retired pile must not accept the card.
    drag(app, centre(card), scene.layout["my_retired"].center)
    assert scene.match.steps == []
    run(app, 30)
    assert (round(card.x), round(card.y)) == (round(origin[0]), round(origin[1]))


def test_a_drop_on_empty_felt_does_nothing_and_says_where_it_can_go(app):
    scene = table(app)
    card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
    drag(app, centre(card), (1200, 1040))
    assert scene.match.steps == []
    assert scene.toast is not None and scene.toast[0] == tr("table.drop-nowhere")


def test_every_kind_of_refused_drop_says_why(app):
    """Each place a luchador cannot go gives its own reason: the rules' (retiring before keeping),
    the rival's side, the ring during the draft; nothing is refused in silence."""
    scene = table(app)
    reasons = {}
    for name, place in (("retire-first", "my_retired"), ("rival", "opp_roster_1"), ("rival-active", "opp_active"),
                        ("ring", "ring"), ("rival-panel", "opp_panel")):
        scene.toast = None
        card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
        drag(app, centre(card), scene.layout[place].center)
        run(app, 20)
        assert scene.match.steps == [], name
        assert scene.toast is not None, f"a drop on {place} was refused in silence"
        reasons[name] = scene.toast[0]
    assert reasons["rival"] == reasons["rival-active"] == reasons["rival-panel"] == tr(
        "lucha.drop.rival-side", name="Bot")
    assert reasons["ring"] == tr("lucha.drop.draft-first")
    assert reasons["retire-first"] == tr("illegal.keep-first")
    assert len(set(reasons.values())) == 3


def _to_selection(scene: LuchaJefeScene, rosters) -> None:
    """Put the match straight into the selection with the given rosters."""
    match = scene.match
    used = set(rosters[0]) | set(rosters[1])
    rest = tuple(f for f in rules.FIGHTER_IDS if f not in used)
    match.state = evolve(match.state, phase="select", hand=(), latecomers=(), kept=None, rosters=rosters,
                         retired=(rest[:2], rest[2:]), active=(None, None))
    scene.view = match.view(scene.audience)
    scene.rebuild()


def test_dragging_a_fighter_onto_the_active_slot_chooses_it(app):
    scene = table(app, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)])
    _to_selection(scene, (("el-gallo", "el-amigo"), ("la-alfa", "el-vacio")))
    run(app, 2)
    assert through_curtain(app) == 0 and scene.audience == 0
    card = scene.cards[("roster", 0, 1)]
    assert card.key == "el-amigo"
    drag(app, centre(card), scene.layout["my_active"].center)
    assert scene.match.steps[-1].action == rules.Choose(0, "el-amigo")


def test_dragging_a_fighter_onto_the_sideline_sends_the_other_one_in(app):
    scene = table(app, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)])
    _to_selection(scene, (("el-gallo", "el-amigo"), ("la-alfa", "el-vacio")))
    run(app, 2)
    through_curtain(app)
    card = scene.cards[("roster", 0, 0)]
    drag(app, centre(card), scene.layout["my_sideline"].center)
    assert scene.match.steps[-1].action == rules.Choose(0, "el-amigo")


def test_la_alfa_beside_a_strong_partner_is_refused_with_a_reason(app):
    scene = table(app, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)])
    _to_selection(scene, (("la-alfa", "el-gallo"), ("el-amigo", "el-vacio")))
    run(app, 2)
    through_curtain(app)
    card = scene.cards[("roster", 0, 0)]
    assert card.key == "la-alfa"
    drag(app, centre(card), scene.layout["my_active"].center)
    assert scene.match.steps == []
    assert scene.toast is not None and "Alfa" in scene.toast[0]


def test_a_second_human_gets_the_curtain_before_seeing_their_cards(app):
    scene = table(app, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)])
    assert isinstance(app.scenes.top, CurtainScene), "the first secret of the game comes after a curtain"
    assert scene.audience is None and not any(p.face_up for p in scene.cards.values())
    assert through_curtain(app) == 0 and scene.audience == 0
    hand = [p for slot, p in scene.cards.items() if slot[0] == "hand"]
    drag(app, centre(hand[0]), scene.layout["my_roster_1"].center)
    hand = [p for slot, p in scene.cards.items() if slot[0] == "hand"]
    drag(app, centre(hand[0]), scene.layout["my_retired"].center)
    run(app, 10)
    assert isinstance(app.scenes.top, CurtainScene)
    assert scene.audience is None, "between two humans the table shows only what everybody may see"
    assert not any(p.face_up for slot, p in scene.cards.items() if slot[0] in ("hand", "roster"))
    app.scenes.top.button.on_click()
    run(app, 2)
    assert scene.audience == 1 and scene.actor == 1
    assert all(p.key != rules.HIDDEN for slot, p in scene.cards.items() if slot[0] == "hand")


def test_the_computer_plays_its_turn_off_the_frame_loop(app):
    scene = table(app, [SeatInfo("Bot", "computer", "hard", 0), SeatInfo("Ana", "human", "easy", 1)])
    for _ in range(200):
        run(app, 1)
        if len(scene.match.steps) >= 2:
            break
    assert [type(s.action) for s in scene.match.steps[:2]] == [rules.Keep, rules.Retire]


def test_escape_opens_the_pause_menu_and_save_writes_the_game(app, tmp_path):
    table(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41))
    run(app, 2)
    assert isinstance(app.scenes.top, PauseScene)
    (tmp_path / "autosave.json").unlink(missing_ok=True)
    app.scenes.top._save()
    assert (tmp_path / "autosave.json").exists()


def test_a_damaged_autosave_is_reported_and_set_aside(app, tmp_path):
    from tabletop.shell.title import TitleScene

    (tmp_path / "autosave.json").write_text("{ this is not json", encoding="utf-8")
    app.scenes.push(TitleScene(app))
    run(app, 2)
    assert app.notice and "could not be read" in app.notice
    assert not (tmp_path / "autosave.json").exists()
    assert list(tmp_path.glob("autosave.damaged-*.json"))


def test_autoplay_command_prints_the_winner_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "end.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "tabletop", "--autoplay", "lucha-jefe", "--seed", "3",
                           "--screenshot", str(shot)], env=env, capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == 0, proc.stderr
    last = proc.stdout.strip().splitlines()[-1]
    assert last.startswith("winner: Computer ")
    assert shot.exists() and pygame.image.load(str(shot)).get_size() == (1920, 1080)


def test_undo_button_takes_back_a_keep_but_not_a_retire(app):
    scene = table(app)
    card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
    drag(app, centre(card), scene.layout["my_roster_1"].center)
    run(app, 5)
    undo = scene.buttons[0]
    assert undo.enabled
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=undo.rect.center, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=undo.rect.center, button=1, touch=False))
    run(app, 3)
    assert scene.match.steps == [] and scene.match.state.rosters[0] == ()
    card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
    drag(app, centre(card), scene.layout["my_roster_1"].center)
    card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
    drag(app, centre(card), scene.layout["my_retired"].center)
    run(app, 5)
    assert not scene.match.can_undo(0)


def test_continue_resumes_the_unfinished_game(app, tmp_path):
    from tabletop.shell.setup import start_match
    from tabletop.shell.title import TitleScene

    start_match(app, games.get("lucha-jefe"), [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)],
                seed=21, options={"first": 0})
    run(app, 2)
    first = app.scenes.top
    card = next(p for slot, p in first.cards.items() if slot[0] == "hand")
    drag(app, centre(card), first.layout["my_roster_1"].center)
    kept = first.match.state
    app.scenes.replace(TitleScene(app))
    run(app, 2)
    title = app.scenes.top
    assert title.saved is not None, "the title screen offers no Continue"
    title._continue()
    run(app, 2)
    resumed = app.scenes.top
    assert isinstance(resumed, LuchaJefeScene) and resumed.match.state == kept


def test_continue_never_crashes_on_a_save_it_cannot_open(app):
    """A save of a game with no table in this version, or one whose table fails to open it, is set
    aside with a message; the title stays and offers no Continue for it."""
    import dataclasses

    from tabletop import userdata
    from tabletop.match import Match, load_autosave
    from tabletop.shell.title import TitleScene

    path = userdata.autosave_path()
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    info = games.get("lucha-jefe")
    Match(info, seats, 5, {"first": 0}, save_path=path).autosave()
    tableless = dataclasses.replace(info, table=None)
    loaded, message = load_autosave(lambda game_id: tableless)
    assert loaded is None and tr("game.lucha-jefe.name") in message
    assert not path.exists() and len(list(path.parent.glob("autosave.damaged-*"))) == 1

    broken = dataclasses.replace(info, table="tabletop.games.lucha_jefe.table:NoSuchTable")
    match = Match(broken, seats, 5, {"first": 0}, save_path=path)
    match.autosave()
    app.scenes.replace(TitleScene(app))
    app.resume_match(match)
    run(app, 2)
    assert isinstance(app.scenes.top, TitleScene) and app.scenes.top.saved is None
    assert "NoSuchTable" in app.notice and not path.exists()
    assert len(list(path.parent.glob("autosave.damaged-*"))) == 2


# --------------------------------------------------------------------------- results wait for people
@pytest.mark.parametrize("game_id", ["lucha-jefe", "campeao", "laurel-crown"])
def test_a_result_waits_for_a_click_while_a_human_is_seated(app, game_id):
    """The first decisive moment of a game with one human seat stays on screen, the table frozen
    behind it, until someone clicks; then play goes on."""
    import random

    from tabletop.match import Match, SeatInfo
    from tabletop.shell.overlays import CurtainScene

    info = games.get(game_id)
    players = max(info.min_players, 3 if game_id != "lucha-jefe" else 2)
    seats = [SeatInfo(f"P{i}", "human" if i == 0 else "computer", "easy", i) for i in range(players)]
    match = Match(info, seats, 7, None)
    scene = info.table_scene()(app, match)
    app.scenes.replace(scene)
    chooser = random.Random(7)
    for _ in range(20000):
        app.tick(1 / 30)
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            top.button.on_click()
            continue
        if scene.held is not None or match.over:
            break
        if top is scene and scene.my_turn() and scene.actor is not None:
            scene.submit(chooser.choice(match.legal(scene.actor)))
    assert scene.held is not None, "no result was staged before the game ended"
    held, steps = scene.held, len(match.steps)
    for _ in range(30 * 30):  # half a minute at 30 frames a second
        app.tick(1 / 30)
    assert scene.held is held and len(match.steps) == steps, "the result went on without anyone"
    press(app, (960, 540))
    assert scene.held is not held


def test_a_result_goes_by_itself_at_the_chosen_pace(app):
    from tabletop.match import Match, SeatInfo

    app.settings["pace"] = "fast"
    info = games.get("lucha-jefe")
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    scene = info.table_scene()(app, Match(info, seats, 7, None))
    app.scenes.replace(scene)
    scene.stage("KNOCK-OUT", "a test result")
    assert scene.held is not None and scene.held.left is not None
    for _ in range(30 * 3):
        app.tick(1 / 30)
    assert scene.held is None


def test_hovering_a_lucha_card_enlarges_it(app, monkeypatch):
    from tabletop.games.lucha_jefe import art as lucha_art
    from tabletop.games.lucha_jefe.table import HOVER_ZOOM_DELAY

    drawn = []
    real = lucha_art.big_card
    monkeypatch.setattr(lucha_art, "big_card", lambda assets, key: drawn.append(key) or real(assets, key))
    scene = table(app)
    card = next(p for slot, p in scene.cards.items() if slot[0] == "hand")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre(card), rel=(0, 0), buttons=(0, 0, 0),
                                         touch=False))
    run(app, 3)
    assert scene.hover_card is card and not drawn, "enlarged at once, before the pointer rested"
    run(app, int(HOVER_ZOOM_DELAY * 60) + 10)
    assert scene.hover_time > HOVER_ZOOM_DELAY
    assert drawn and drawn[-1] == card.key, "resting on a card did not enlarge it"


def test_a_still_screen_is_drawn_a_few_times_a_second_and_anything_moving_at_full_rate(app, monkeypatch):
    """Idle costs nothing: the title screen with nobody at the mouse asks for the idle frame
    rate; input, a table playing events or a computer to act ask for the full one. (The clock
    stands still here, so a busy machine cannot make "just now" look long ago.)"""
    import tabletop.app as app_module
    from tabletop import games
    from tabletop.app import FAST_FPS, IDLE_FPS
    from tabletop.match import Match, SeatInfo

    monkeypatch.setattr(app_module.time, "monotonic", lambda: 1000.0)

    assert IDLE_FPS <= 6 < FAST_FPS
    app.show_title()
    app.last_input = -1e9
    assert app.frame_rate() == IDLE_FPS
    press(app, (5, 5))  # any input: full rate for a moment (a hover, a tooltip's delay)
    assert app.frame_rate() == FAST_FPS
    info = games.get("lucha-jefe")
    match = Match(info, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)], 3, None)
    scene = info.table_scene()(app, match)
    app.scenes.replace(scene)
    run(app, 3)
    app.last_input = -1e9
    assert match.humans_to_act() == [0] and app.frame_rate() == IDLE_FPS, "the table waits for Ana: still"
    assert scene.submit(match.legal(0)[0])
    assert scene.queue and app.frame_rate() == FAST_FPS, "her move is playing"
    for _ in range(400):
        app.tick(1 / 60)
        if not scene.moving():
            break
    assert match.humans_to_act() == [0] and app.frame_rate() == IDLE_FPS, "the table waits for Ana again"


def _play_round(app, scene, mine, theirs, a, b) -> None:
    """Ana (seat 0, at the mouse) sends in ``a`` by dragging it; the computer seat is made to send in ``b``."""
    _to_selection(scene, (mine, theirs))
    scene.enqueue(scene.match.submit(rules.Choose(1, b)))
    run(app, 5)
    card = next(p for slot, p in scene.cards.items() if slot[:2] == ("roster", 0) and p.key == a)
    drag(app, centre(card), scene.layout["my_active"].center)
    for _ in range(300):
        run(app, 1)
        if scene.held is not None:
            return


PAPERWORK_SUM = "9 + 7 = 16 ≥ 10".replace(" ", "\u00a0")  # El Amigo 2 + La Alfa 7, then La Alfa 7 again


def test_paperwork_shows_the_sum_el_burocrata_won_on(app):
    scene = table(app)
    _play_round(app, scene, (rules.BUROCRATA, rules.ADIVINA), (rules.AMIGO, rules.ALFA), rules.BUROCRATA, rules.AMIGO)
    assert scene.held is not None and scene.held.title == tr("lucha.stamp.burocrata")
    assert PAPERWORK_SUM in scene.held.detail
    assert any(PAPERWORK_SUM in line.text for line in scene.log.lines)


def _long_game(scene) -> None:
    """End the match on seven rounds of every kind (the most a game of ties and flips may take)."""
    R = rules.RoundResult
    results = (
        R(1, 0, "strength", (rules.ALARDE, rules.VACIO), (rules.GALLO, rules.ALFA), (6, 5), False),
        R(2, 1, "burocrata", (rules.AMIGO, rules.BUROCRATA), (rules.ALFA, rules.ADIVINA), (9, 3), False),
        R(3, None, "tie", (rules.VACIO, rules.AMIGO), (rules.GALLO, rules.ALFA), (5, 5), False),
        R(4, 0, "strength", (rules.IMPREVISTO, rules.AMIGO), (rules.VACIO, rules.ALARDE), (4, 8), True),
        R(5, 0, "adivina", (rules.ADIVINA, rules.GALLO), (rules.VACIO, rules.ALFA), (1, 8), False),
        R(6, 1, "alarde-tie", (rules.GALLO, rules.ALARDE), (rules.VACIO, rules.ALFA), (8, 8), False),
        R(7, 0, "burocrata", (rules.BUROCRATA, rules.IMPREVISTO), (rules.VACIO, rules.GALLO), (3, 4), True),
    )
    scene.match.state = evolve(scene.match.state, phase="over", winner=0, belts=(3, 2), results=results)


def test_the_game_over_summary_says_why_each_round_was_won(app):
    scene = table(app)
    _long_game(scene)
    scores, history, headline = scene.result_summary()
    lines = history.splitlines()
    assert len(lines) == 7
    assert lines[0] == tr("lucha.result.round", n=1, fight="El Alarde 6 - 5 El Vacío", name="Ana",
                          why=tr("lucha.reason.strength"))
    assert PAPERWORK_SUM in lines[1] and "Bot" in lines[1]
    assert lines[2] == tr("lucha.result.round-tie", n=3, fight="El Vacío 5 - 5 El Amigo")
    assert lines[3] == tr("lucha.result.round-reversed", n=4, fight="El Imprevisto 4 - 8 El Amigo", name="Ana",
                          loser="Bot")
    assert tr("lucha.reason.adivina") in lines[4] and tr("lucha.reason.alarde-tie") in lines[5]


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
def test_a_long_history_fits_the_result_screen(app, language):
    """Seven rounds with long names, in every language: the result panel grows to hold them all."""
    from tabletop.shell.overlays import ResultScene
    from tabletop.ui import probe

    class Overflows:
        def __init__(self):
            self.found = []

        def text(self, value): pass
        def face(self, shows): pass
        def reference(self, value): pass
        def overflow(self, text, width): self.found.append(text)

    app.set_language(language)
    seats = [SeatInfo("Maximiliana Q.", "human", "easy", 0), SeatInfo("Bartolomeu W.", "computer", "easy", 1)]
    scene = table(app, seats)
    _long_game(scene)
    recorder = probe.recorder = Overflows()
    try:
        result = ResultScene(app, scene.match, lambda: None, *scene.result_summary())
        app.scenes.push(result)
        run(app, 2)
    finally:
        probe.recorder = None
        app.set_language("en")
    assert not recorder.found
    assert result.panel.h > 880 and result.panel.bottom <= 1080


def test_each_active_slot_says_whose_it_is(app):
    """In the selection both slots in the ring carry their seat's name plate (outside the slot,
    on the side of its owner's half), and resting on one says whose fighter goes there."""
    scene = table(app, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "computer", "easy", 1)])
    assert scene.owner_tags == {}, "no plates while the hand is drafted in the ring"
    _to_selection(scene, ((rules.GALLO, rules.AMIGO), (rules.ALFA, rules.VACIO)))
    run(app, 2)
    mine, theirs = scene.layout["my_active"], scene.layout["opp_active"]
    assert set(scene.owner_tags) == {0, 1}
    assert scene.owner_tags[0].left > mine.right and scene.owner_tags[1].right < theirs.left
    for seat, plate in scene.owner_tags.items():
        assert not plate.colliderect(mine) and not plate.colliderect(theirs)
        assert (plate, tr("lucha.tip.active", name=scene.seat_name(seat))) in scene.tips


def test_la_alfas_lock_tooltip_leaves_her_enlarged_card_readable(app, monkeypatch):
    """Resting on a locked La Alfa shows both her enlarged card and why she is locked: the
    tooltip moves to a side of the pointer where it covers none of the card's text."""
    from tabletop.games.lucha_jefe.table import HOVER_ZOOM_DELAY
    from tabletop.ui import widgets

    monkeypatch.setattr(widgets, "TIP_DELAY_MS", 0)
    scene = table(app)
    _to_selection(scene, ((rules.ALFA, rules.GALLO), (rules.AMIGO, rules.VACIO)))
    run(app, 2)
    card = scene.cards[("roster", 0, 0)]
    assert card.key == rules.ALFA
    pos = (int(card.x + 60), int(card.y + 200))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    run(app, int(HOVER_ZOOM_DELAY * 60) + 10)
    assert scene.clear_of, "the enlarged card was not shown"
    assert scene.tip_box is not None and scene._tip_under_pointer() == tr("illegal.alfa-blocked")
    assert not any(scene.tip_box.colliderect(r) for r in scene.clear_of)


def test_continue_on_the_title_names_the_game_and_who_plays_it(app):
    from tabletop.shell.setup import start_match
    from tabletop.shell.title import TitleScene
    from tabletop.ui import probe

    start_match(app, games.get("lucha-jefe"), [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)],
                seed=21, options={"first": 0})
    run(app, 2)
    app.scenes.replace(TitleScene(app))
    run(app, 2)
    title = app.scenes.top
    assert title.continue_button.label == tr("title.continue-game", game=tr("game.lucha-jefe.name"))
    assert title.saved_players() == tr("title.continue-mixed", names="Ana", n=1)
    long = [SeatInfo(f"Wrestlerwoman {i:02d}", "human", "easy", i) for i in range(6)]  # 16 letters each
    start_match(app, games.get("campeao"), long, seed=3, options=None)
    run(app, 2)

    class Overflows:
        def __init__(self):
            self.found = []

        def text(self, value): pass
        def face(self, shows): pass
        def overflow(self, text, width): self.found.append(text)

    recorder = probe.recorder = Overflows()
    try:
        app.scenes.replace(TitleScene(app))
        run(app, 2)
    finally:
        probe.recorder = None
    title = app.scenes.top
    assert tr("game.campeao.name") in title.continue_button.label
    assert not recorder.found, "six long names still fit under Continue (cut short where they must)"
    assert title.saved_players() == tr("title.continue-humans", names=", ".join(s.name for s in long))
    assert "…" in title.saved_players(1100) and "Wrestler" in title.saved_players(1100)
