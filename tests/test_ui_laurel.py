"""Headless UI tests for the Laurel Crown table: drags and clicks become engine actions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import centre, drag, press, run, through_curtain

from tabletop import games
from tabletop.games.laurel_crown import rules as G
from tabletop.match import Match, SeatInfo
from tabletop.games.laurel_crown.table import REQUIRED_ZONES, LaurelCrownScene
from tabletop.ui.layout import load_layout


def table(app, until=None, options=None) -> LaurelCrownScene:
    """Ana (human) against two computers; the match is played ahead (first legal moves) to ``until``."""
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1),
             SeatInfo("Cat", "computer", "easy", 2)]
    match = Match(games.get("laurel-crown"), seats, 4, {"first": 0, **(options or {})})
    while until is not None and not until(match.state):
        seat = match.to_act()[0]
        match.submit(match.legal(seat)[0])
    scene = LaurelCrownScene(app, match)
    app.scenes.push(scene)
    run(app, 12)
    return scene


def test_the_layout_has_every_zone():
    layout = load_layout("laurel-crown")
    assert not [z for z in REQUIRED_ZONES if z not in layout]


def test_dragging_a_row_card_into_the_hand_hires_it(app):
    scene = table(app)
    assert scene.match.to_act() == [0] and scene.match.state.phase == "employ"
    card = scene.row_cards[1]
    slot = scene._row_slots[1]
    drag(app, centre(card), scene.layout["hand"].center)
    assert scene.match.steps[-1].action == G.Hire(0, slot)


def test_be_last_and_take_two_is_a_button(app):
    scene = table(app)
    run(app, 5)
    assert scene.button["take-two"].visible
    press(app, scene.button["take-two"].rect.center)
    assert scene.match.steps[-1].action == G.TakeTwoLast(0)


def _placing(state) -> bool:
    return state.phase == "place" and state.placing == 0


def _send_one(app):
    """Ana's table at her placing; she drags a fighter onto the floor."""
    scene = table(app, until=_placing)
    run(app, 10)
    card = next(c for c in scene.hand_cards if c.draggable)
    drag(app, centre(card), scene.layout["floor"].center)
    assert scene.match.steps[-1].action == G.Place(0, card.key, False, 0)
    return scene, card


def test_dragging_a_fighter_onto_the_floor_places_it_and_done_ends(app):
    scene, _ = _send_one(app)
    run(app, 10)
    assert scene.button["done"].visible
    press(app, scene.button["done"].rect.center)
    assert scene.match.steps[-1].action == G.Done(0)


def test_the_gold_coin_dropped_on_a_fighter_goes_with_it(app):
    scene = table(app, until=_placing)
    run(app, 10)
    assert scene.coin.visible
    card = next(c for c in scene.hand_cards if c.draggable)
    drag(app, centre(scene.coin), centre(card))
    assert scene.gold_on == card.key
    drag(app, centre(card), scene.layout["floor"].center)
    assert scene.match.steps[-1].action == G.Place(0, card.key, True, 0)


def test_a_fighter_the_arena_refuses_is_not_placed():
    # (rules side of the drop: the drop zone only accepts what legal_actions offers)
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    match = Match(games.get("laurel-crown"), seats, 4, {"first": 0})
    while not _placing(match.state):
        match.submit(match.legal(match.to_act()[0])[0])
    arena = G.current_arena(match.state)
    refused = [f for f in match.state.hands[0] if not G.may_enter(arena, f)]
    for fighter in refused:
        assert not any(isinstance(a, G.Place) and a.fighter == fighter for a in match.legal(0))


def test_autoplay_laurel_prints_the_winner(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "tabletop", "--autoplay", "laurel-crown", "--players", "3",
                           "--seed", "2"], env=env, capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1].startswith("winner: Computer ")


def test_the_gold_coin_dropped_on_the_floor_goes_with_the_next_fighter(app):
    scene = table(app, until=_placing)
    run(app, 10)
    drag(app, centre(scene.coin), scene.layout["floor"].center)
    assert scene.gold_on == "floor"
    card = next(c for c in scene.hand_cards if c.draggable)
    drag(app, centre(card), scene.layout["floor"].center)
    assert scene.match.steps[-1].action == G.Place(0, card.key, True, 0)


def test_picked_dice_are_rerolled_for_a_fighter_that_may(app):
    def waiting(state) -> bool:
        return state.phase == "reroll" and state.entries[state.rerolls[0]].seat == 0

    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    for seed in range(40):  # find a seeded game where Ana's fighter waits for a re-roll decision
        match = Match(games.get("laurel-crown"), seats, seed, {"first": 0})
        while not match.over and not waiting(match.state):
            seat = match.to_act()[0]
            legal = match.legal(seat)
            places = [a for a in legal if isinstance(a, G.Place) and not a.gold and not a.counters
                      and G.FIGHTERS[a.fighter].reroll]
            match.submit(places[0] if places and seat == 0 else legal[0])
        if waiting(match.state):
            break
    assert waiting(match.state), "no seeded game put a re-roll decision in front of Ana"
    scene = LaurelCrownScene(app, match)
    app.scenes.push(scene)
    run(app, 12)
    die = scene.dice[match.state.rerolls[0]][0]
    press(app, centre(die))
    assert scene.chosen == {0} and die.held
    press(app, scene.button["reroll"].rect.center)
    assert scene.match.steps[-1].action == G.Reroll(0, 1)


def test_setup_offers_the_draft_only_from_three_players(app):
    from tabletop.shell.setup import SetupScene

    setup = SetupScene(app, games.get("laurel-crown"))
    app.scenes.replace(setup)

    def hiring():
        return next(widget for option, widget in setup.options if option.key == "hiring")

    setup._set_count("2")
    assert "draft" not in hiring().options and "rochester" in hiring().options
    setup._set_count("3")
    hiring().index = hiring().options.index("draft")
    assert setup.problem() is None
    assert setup.game_options()["draft"] is True
    setup._set_count("2")  # the draft no longer applies: the choice falls back to the rows
    assert hiring().value == "standard" and "draft" not in setup.game_options()


def test_the_rochester_draft_opens_with_time_to_study_the_fighters(app):
    scene = table(app, options={"rochester": True})
    assert scene.consider is not None and scene.button["start"].visible
    assert not any(card.draggable for card in scene.row_cards), "no picking while everyone studies"
    press(app, scene.button["start"].rect.center)
    run(app, 3)
    assert scene.consider is None and any(card.draggable for card in scene.row_cards)
    assert len(scene.row_cards) == 24


def test_a_second_sponsor_places_behind_the_curtain(app):
    from tabletop.shell.overlays import CurtainScene

    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)]
    match = Match(games.get("laurel-crown"), seats, 6, {"first": 0})
    while not _placing(match.state):
        match.submit(match.legal(match.to_act()[0])[0])
    scene = LaurelCrownScene(app, match)
    app.scenes.push(scene)
    run(app, 12)
    assert isinstance(app.scenes.top, CurtainScene) and scene.audience is None, "Ana's hand waits for Ana"
    assert not scene.hand_cards
    assert through_curtain(app) == 0 and scene.audience == 0 and scene.hand_cards
    press(app, scene.button["done"].rect.center)
    run(app, 10)
    assert isinstance(app.scenes.top, CurtainScene), "Bea must not see Ana's table, nor Ana hers"
    assert scene.audience is None and not scene.hand_cards
    app.scenes.top.button.on_click()
    run(app, 3)
    assert scene.audience == 1
    assert [c.key for c in scene.hand_cards] == list(match.state.hands[1])


def test_hovering_an_arena_shows_it_enlarged(app):
    import pygame

    scene = table(app)
    rect, arena = scene._arena_rects[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0),
                                         touch=False))
    run(app, 60)
    assert scene.hover_arena == arena and scene.arena_time > 0.5


def _placing_match(seats, seed, options, pick=None):
    match = Match(games.get("laurel-crown"), seats, seed, {"first": 0, **options})
    while not _placing(match.state):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit((pick(seat, legal) if pick else None) or legal[0])
    return match


def _open(app, match) -> LaurelCrownScene:
    scene = LaurelCrownScene(app, match)
    app.scenes.push(scene)
    run(app, 30)
    return scene


def test_a_hand_of_nine_fighters_or_more_fits_its_panel(app):
    """Ana takes two at every row (two sponsors): a hand of nine or more, every card inside its panel."""
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]

    def take_two(seat, legal):
        return next((a for a in legal if isinstance(a, G.TakeTwoLast)), None) if seat == 0 else None

    match = _placing_match(seats, 3, {}, take_two)
    assert len(match.state.hands[0]) >= 9
    scene = _open(app, match)
    panel = scene.layout["hand"]
    assert len(scene.hand_cards) == len(match.state.hands[0])
    for card in scene.hand_cards:
        assert panel.contains(card.rect), (card.key, card.rect, panel)
    xs = [card.rect.x for card in scene.hand_cards]
    assert xs == sorted(xs) and len(set(xs)) == len(xs), "cards overlap one another entirely"


def _flora_match():
    """The first tournament is the Garland of Flora (women and Camus only); Ana holds a man too."""
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    arenas = ["garland-of-flora", "ludus-magnus", "feast-of-mars", "night-of-diana", "emperors-triumph"]
    for seed in range(30):
        match = _placing_match(seats, seed, {"arenas": arenas})
        hand = match.state.hands[0]
        men = [f for f in hand if G.FIGHTERS[f].gender == "male"]
        if men and len(men) < len(hand):
            return match, men[0]
    raise AssertionError("no seed gave Ana both a man and someone Flora admits")


def test_a_fighter_the_arena_bars_is_dimmed_and_a_drag_says_why(app):
    from tabletop.i18n import tr

    match, man = _flora_match()
    scene = _open(app, match)
    card = next(c for c in scene.hand_cards if c.key == man)
    reason = scene.why_not(man)
    assert reason == tr("laurel.why.women", arena="Garland of Flora")
    assert reason == "Garland of Flora admits only women, and fighters whose gender is unknown."
    assert not card.draggable
    steps = len(match.steps)
    drag(app, centre(card), scene.layout["floor"].center)
    assert len(match.steps) == steps, "a barred fighter was placed"
    assert scene.toast is not None and scene.toast[0] == reason
    other = next(c for c in scene.hand_cards if c.key != man and G.FIGHTERS[c.key].gender != "male")
    assert scene.why_not(other.key) is None and other.draggable


def test_a_placed_fighter_can_be_dragged_back_to_the_hand(app):
    scene, card = _send_one(app)
    run(app, 20)
    back = next(c for c in scene.floor_cards if c.key == card.key)
    assert back.draggable
    drag(app, centre(back), scene.layout["hand"].center)
    assert scene.match.steps[-1].action == G.Withdraw(0, card.key)
    run(app, 20)
    assert card.key in [c.key for c in scene.hand_cards] and not scene.floor_cards


def test_a_pointless_reroll_is_kept_without_asking(app):
    """Ana's fighter waits for a re-roll that cannot change any placing: the table keeps the roll
    for her and says so; one that can is asked."""
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
    found = {}
    for seed in range(80):
        match = Match(games.get("laurel-crown"), seats, seed, {"first": 0})
        while not match.over and not (match.state.phase == "reroll"
                                      and match.state.entries[match.state.rerolls[0]].seat == 0):
            seat = match.to_act()[0]
            legal = match.legal(seat)
            places = [a for a in legal if isinstance(a, G.Place) and G.FIGHTERS[a.fighter].reroll]
            match.submit(places[0] if places and seat == 0 else legal[0])
        if not match.over:
            found.setdefault(G.reroll_matters(match.state), match)
        if len(found) == 2:
            break
    assert set(found) == {True, False}, "the seeds met only one kind of re-roll decision"
    before = len(found[False].steps)
    scene = _open(app, found[False])
    assert found[False].steps[before].action == G.Accept(0), "the table did not keep the roll for Ana"
    assert scene.toast is not None and "keeps the roll" in scene.toast[0]
    app.scenes.pop()
    scene = _open(app, found[True])
    assert found[True].state.phase == "reroll" and scene.button["accept"].visible


def test_who_starts_offers_random_and_random_leaves_it_to_the_seed(app):
    from tabletop.shell.setup import SetupScene

    setup = SetupScene(app, games.get("laurel-crown"))
    app.scenes.replace(setup)
    first = next(widget for option, widget in setup.options if option.key == "first")
    assert first.value == "random" and "0" in first.options
    assert "first" not in setup.game_options()
    starts = {G.setup(3, seed, {})[0].start for seed in range(30)}
    assert starts == {0, 1, 2}
    first.index = first.options.index("1")
    assert setup.game_options()["first"] == 1


def test_the_rules_page_says_which_arenas_and_hiring_this_game_uses(app):
    from tabletop.i18n import tr
    from tabletop.shell.overlays import PauseScene, RulesScene

    scene = table(app, options={"tournaments": {"low": 1, "intermediate": 1, "high": 1, "order": "shuffled",
                                                "hidden": True}, "auction": True})
    scene.open_menu()
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    rules_button = next(b for b in pause.buttons if b.label == tr("pause.rules"))
    rules_button.on_click()
    page = app.scenes.top
    assert isinstance(page, RulesScene)
    text = page.text()
    assert text.startswith(tr("rules.laurel-crown").rstrip())
    assert tr("laurel.tip.order.hidden") in text and tr("option.laurel-crown.hiring.auction") in text
    assert tr("laurel.variant.count.low", n=1) in text
    run(app, 3)  # and it draws
