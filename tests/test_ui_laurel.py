"""Headless UI tests for the Laurel Crown table: drags and clicks become engine actions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from conftest import centre, drag, press, run, through_curtain

from tabletop import games
from tabletop.engine.core import evolve
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


def _big_hand(n: int):
    """Ana takes two at every row (two sponsors): twelve fighters; ``n`` of them stay in her hand
    (the rest go back under the deck, so every card is still counted)."""
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]

    def take_two(seat, legal):
        return next((a for a in legal if isinstance(a, G.TakeTwoLast)), None) if seat == 0 else None

    match = _placing_match(seats, 3, {}, take_two)
    hand = match.state.hands[0]
    assert len(hand) == 12
    state = evolve(match.state, hands=G.put(match.state.hands, 0, hand[:n]), deck=match.state.deck + hand[n:])
    return Match(games.get("laurel-crown"), seats, 3, {"first": 0}, state=state)


@pytest.mark.parametrize("n", [5, 6, 9, 12])
def test_a_big_hand_lies_in_two_rows_of_whole_cards(app, n):
    """Up to five full cards in a row; more would overlap and hide the power and the names, so
    they lie in two rows of small cards, none over another, all in the panel, clear of the gold."""
    from tabletop.games.laurel_crown import art, hand as hand_panel

    scene = _open(app, _big_hand(n))
    panel = scene.layout["hand"]
    cards = scene.hand_cards
    assert len(cards) == n
    assert {(c.w, c.h) for c in cards} == {art.CARD if n <= 5 else art.TICKET}
    coin = pygame.Rect(*hand_panel.coin_home(panel), scene.coin.w, scene.coin.h)
    assert (scene.coin.x, scene.coin.y) == coin.topleft
    for k, card in enumerate(cards):
        assert panel.contains(card.rect), (card.key, card.rect, panel)
        assert not card.rect.colliderect(coin), (card.key, card.rect, coin)
        others = [c.rect for c in cards[k + 1:] if c.rect.colliderect(card.rect)]
        assert not others, f"{card.key} lies under another card"
    if n > 5:
        assert len({c.rect.y for c in cards}) == 2
        drag(app, centre(cards[0]), scene.layout["floor"].center)  # a small card is sent like a big one
        assert scene.match.steps[-1].action == G.Place(0, cards[0].key)


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
def test_a_small_card_shows_the_power_formula_and_the_ability_of_every_fighter(app, language):
    from tabletop.games.laurel_crown import art
    from tabletop.ui import probe

    class Seen:
        def __init__(self):
            self.texts, self.overflows = [], []

        def text(self, value):
            self.texts.append(value)

        def face(self, shows):
            pass

        def overflow(self, text, width):
            self.overflows.append((text, width))

    app.set_language(language)
    seen = Seen()
    probe.recorder = seen
    try:
        for fighter in G.FIGHTER_IDS:
            seen.texts = []
            art._draw_ticket(app.assets, fighter)
            wanted = {G.FIGHTERS[fighter].name.upper(), art.power_text(fighter)} | (
                {art.ability_tag(fighter)} if art.ability_tag(fighter) else set())
            assert wanted <= set(seen.texts), (fighter, seen.texts)
    finally:
        probe.recorder = None
        app.set_language("en")
    assert not seen.overflows, seen.overflows


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


class Seen:
    """A drawing probe's recorder: the texts drawn and any that did not fit."""

    def __init__(self):
        self.texts, self.overflows = [], []

    def text(self, value):
        self.texts.append(value)

    def face(self, shows):
        pass

    def overflow(self, text, width):
        self.overflows.append((text, width))


def _seen(draw) -> Seen:
    from tabletop.ui import probe

    seen = Seen()
    probe.recorder = seen
    try:
        draw()
    finally:
        probe.recorder = None
    return seen


def test_a_public_screen_does_not_call_the_hand_yours(app):
    """Two humans share the screen: while it is public the hand panel shows whose fighters are
    hidden and how many each holds; behind a seat's curtain it is that seat's own hand."""
    from tabletop.games.laurel_crown import hand as hand_panel
    from tabletop.i18n import tr

    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)]
    match = Match(games.get("laurel-crown"), seats, 6, {"first": 0})
    while not _placing(match.state):
        match.submit(match.legal(match.to_act()[0])[0])
    scene = LaurelCrownScene(app, match)
    app.scenes.push(scene)
    run(app, 12)
    assert scene.audience is None
    public = _seen(lambda: hand_panel.draw(scene, app.screen, None)).texts
    assert tr("laurel.zone.hand") not in public and tr("laurel.zone.hands") in public
    assert tr("laurel.hand-count", n=len(match.state.hands[1])) in public and "Bea" in public
    assert through_curtain(app) == 0 and scene.audience == 0
    own = _seen(lambda: hand_panel.draw(scene, app.screen, None)).texts
    assert tr("laurel.zone.hand") in own and tr("laurel.zone.hands") not in own


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
def test_the_current_arenas_ring_stays_clear_of_the_labels(app, language):
    app.set_language(language)
    try:
        seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
        order = {"low": 2, "intermediate": 2, "high": 1, "order": "descending", "hidden": False}
        match = _placing_match(seats, 3, {"tournaments": order})
        scene = _open(app, match)
        zone = scene.layout["arenas"]
        for k in range(len(match.state.arenas)):
            match.state = evolve(match.state, tournament=k)
            run(app, 2)
            ring = scene._arena_ring
            assert ring is not None and ring.colliderect(scene._arena_rects[k][0])
            assert zone.contains(ring), (k, ring, zone)
            for label in scene._arena_labels:
                assert not ring.colliderect(label), (k, ring, label)
    finally:
        app.set_language("en")


def test_the_start_crown_stands_clear_of_a_long_name_and_laps_start_past_thirty(app):
    from tabletop.i18n import tr

    from tabletop.match import NAME_LENGTH

    seats = [SeatInfo("Maximiliana Bart", "human", "easy", 0), SeatInfo("W" * NAME_LENGTH, "computer", "easy", 1),
             SeatInfo("Seat Name 03x", "computer", "easy", 2)]
    match = _placing_match(seats, 3, {})
    scene = _open(app, match)
    for start in range(3):
        match.state = evolve(match.state, start=start, honour=(30, 31, 61))
        seen = _seen(lambda: run(app, 2))
        name, crown = scene._seat_parts[start]
        assert crown is not None and not name.inflate(8, 0).colliderect(crown), (start, name, crown)
    # 30 is still the first lap; 31 starts the second, 61 the third (a pawn *past* 30 goes round).
    assert tr("laurel.seat.lap", n=2) in seen.texts and tr("laurel.seat.lap", n=3) in seen.texts
    tags = [seen.texts.count(tr("laurel.lap-tag", n=k)) for k in (1, 2, 3)]
    assert tags[0] == 0 and tags[1] == tags[2] > 0, tags  # the pawns at 31 and 61 only (one per frame)


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
def test_the_tournament_result_says_why_a_ruler_jumped_and_how_a_tie_was_broken(app, language):
    """Hyperion's 1+1+12 = 14 equals Lucia's 3+3+8: he goes to 99. Erastus (A) 1+1+1+7 = 10 and
    Camus (C) 2+3+5 = 10 tie for the last prize: the higher rank takes it, Camus is wounded."""
    from test_laurel_crown_rules import ROX, fight, table as fixture

    from tabletop.games.laurel_crown import narration
    from tabletop.i18n import tr

    app.set_language(language)
    try:
        state = fixture(2, hands={0: ("hyperion", "erastus"), 1: ("lucia", "camus")}, arenas=(ROX, "emperors-triumph"))
        seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)]
        match = Match(games.get("laurel-crown"), seats, 11, {"first": 0}, state=state)
        scene = _open(app, match)
        after, events = fight(state, {0: ["hyperion", "erastus"], 1: ["lucia", "camus"]},
                              (1, 1, 1, 1, 1, 3, 3, 2, 3))
        match.state = after
        scene.enqueue(events)
        seen = _seen(lambda: run(app, 60))
        assert scene.held is not None
        ruler = tr("laurel.explain.ruler", fighter="Hyperion", was=14, n=99,
                   others=tr("laurel.explain.power-of", fighter="Lucia", n=14))
        tie = tr("laurel.explain.tie-rank", ahead="Erastus", behind="Camus", n=10, high="A", low="C", name="Ana")
        assert ruler in scene.held.detail and tie in scene.held.detail
        if language == "en":
            assert "Hyperion's 14 was equal to Lucia's 14" in ruler and "higher rank (A over C)" in tie
        assert narration.ruler_reasons(only(events, "PowersDetermined").data["ruled"]) == [ruler]
        row = next(r for r in scene.ladder.rows if r.fighter == "hyperion")
        assert row.ruled == ruler  # the crown chip on the ladder says it too
        assert not seen.overflows, seen.overflows
        # More reasons than the result card holds: it keeps what fits (the log has them all).
        scene.dismiss()
        scene.reasons = [ruler, tie] * 4
        scene._on_TournamentEnded(None, only(events, "TournamentEnded").data, "")
        seen = _seen(lambda: run(app, 2))
        assert ruler in scene.held.detail and scene.held.detail.count(tie) < 4
        assert not seen.overflows, seen.overflows
    finally:
        app.set_language("en")


def only(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
def test_the_end_names_the_game_as_the_title_does(app, language):
    from tabletop.i18n import tr

    app.set_language(language)
    try:
        scene = table(app)
        scene.match.state = evolve(scene.match.state, phase="over", winners=(0,))
        headline = scene.result_summary()[2]
        assert tr("game.laurel-crown.name") in headline and "Ana" in headline  # the title tile's words
    finally:
        app.set_language("en")


def test_arena_names_and_genders_read_in_the_players_language(app):
    """Arena names are translated (catalogue keys by id); a fighter's gender is an adjective
    ("feminino"), an arena's condition names a group ("mulheres")."""
    from tabletop.games.laurel_crown import art, names
    from tabletop.i18n import tr

    english = {a: names.arena(a) for a in G.ARENA_IDS}
    assert english["princess-roxanne"] == "Princess Roxanne's Favour"
    app.set_language("pt_BR")
    try:
        translated = {a: names.arena(a) for a in G.ARENA_IDS}
        assert all(translated[a] != english[a] for a in G.ARENA_IDS) and len(set(translated.values())) == 16
        assert games.get("laurel-crown").name_of("garland-of-flora") == "Guirlanda de Flora"
        big = _seen(lambda: art._draw_big(app.assets, "catharina")).texts
        assert tr("laurel.card.rank-gender", rank="A", gender="feminino") in big
        assert art.arena_lines("garland-of-flora") == ["Só mulheres/gênero desconhecido"]
        match, man = _flora_match()
        scene = _open(app, match)
        assert scene.why_not(man) == "Guirlanda de Flora só aceita mulheres e lutadores de gênero desconhecido."
    finally:
        app.set_language("en")
