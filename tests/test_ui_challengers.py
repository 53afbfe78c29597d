"""The Challengers! table, driven headless with the mouse as people play it: a deck phase (draw,
select by drag and by click, redraw, remove, deck ready), a match told card by card (the flag
moves, a bench seat fills), a question a card asks of a human, Continue in the middle of a
competition, and whole tournaments through the command line at every seat count."""

from __future__ import annotations

import random
import subprocess
import sys

import pygame
import pytest
from conftest import Drawn, centre, drag, press, run

from tabletop import games
from tabletop.games.challengers import rules as g
from tabletop.games.challengers.table import model
from tabletop.games.challengers.table.deckphase import pile_rects
from tabletop.games.challengers.table.parks import Geometry
from tabletop.games.challengers.table.scene import ChallengersScene
from tabletop.match import Match, SeatInfo

INFO = games.get("challengers")


def table(app, seats, seed=3, options=None) -> ChallengersScene:
    match = Match(INFO, seats, seed, options)
    scene = ChallengersScene(app, match)
    app.scenes.replace(scene)
    run(app, 2)
    settle(app, scene)
    return scene


def one_human(n=2):
    return [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"Bot {i}", "computer", "easy", i) for i in range(1, n)]


def settle(app, scene, frames=40) -> None:
    """Let the queued events and tweens play out."""
    for _ in range(frames):
        run(app, 1)
        if not scene.queue and not scene.tweener.busy():
            break


def test_a_deck_phase_by_mouse_draw_select_redraw_remove_and_finish(app):
    scene = table(app, one_human())
    match = scene.match
    assert scene._building() and scene.audience == 0
    pile = pile_rects(scene.layout["piles"], ["A"])[0][0]
    press(app, pile.center)
    settle(app, scene)
    drawn = match.state.builders[0].drawn
    assert len(drawn) == 5 and match.state.builders[0].stage == "pick"
    first = scene.pieces[f"d{drawn[0]}"]
    drag(app, centre(first), scene.layout["deck"].center)  # a drag into the deck selects
    settle(app, scene)
    assert drawn[0] in match.state.decks[0] and match.state.builders[0].picks == 1
    assert scene.redraw_button.visible
    press(app, scene.redraw_button.rect.center)
    settle(app, scene)
    again = match.state.builders[0].drawn
    assert len(again) == 4 and not set(again) & set(drawn), "the redraw brings new cards"
    press(app, centre(scene.pieces[f"d{again[1]}"]))  # a click on a drawn card selects it too
    settle(app, scene)
    assert again[1] in match.state.decks[0] and match.state.builders[0].stage == "remove"
    starter = next(c for c in match.state.decks[0] if g.SET_OF[c] == "starter")
    drag(app, centre(scene.pieces[f"k{starter}"]), scene.layout["tray"].center)  # out of the deck: the box
    settle(app, scene)
    assert starter not in match.state.decks[0] and starter in match.state.box
    assert scene.finish_button.visible
    press(app, scene.finish_button.rect.center)
    settle(app, scene, 5)
    assert match.state.phase in ("competition", "deck") and match.state.builders[0].stage in ("done", "idle", "draw")


def test_a_card_of_the_deck_dropped_back_on_the_draw_says_why(app):
    scene = table(app, one_human())
    match = scene.match
    match.submit(g.Draw(0, "A"))
    for c in list(match.state.builders[0].drawn[:2]):
        match.submit(g.Select(0, c))
    scene.view = match.view(0)
    scene.rebuild()
    for _ in range(600):  # the computer builds its deck meanwhile (in the background): let it finish,
        run(app, 1)  # or its events arriving under the press would take the click as "skip the animations"
        if not (match.thinking() or match.computers_to_act() or scene.queue):
            break
    run(app, 2)
    card = match.state.decks[0][0]
    drag(app, centre(scene.pieces[f"k{card}"]), scene.layout["drawn"].center)
    assert scene.toast is not None and card in match.state.decks[0]


def test_a_match_is_told_card_by_card_the_flag_moves_and_a_bench_fills(app):
    app.settings["animation_speed"] = 8.0  # played, fast, one event after another (instant plays a batch at once)
    scene = table(app, one_human(), seed=8)
    match = scene.match
    rnd = random.Random(8)
    holders, benches, revealed, clicks = set(), 0, 0, 0
    for _ in range(6000):
        run(app, 1)
        if scene.held is not None:
            scene.dismiss()
        if scene.revealer() is not None:  # the human's card waits: a click on the park turns it over
            press(app, scene.layout["park_focus"].center)
            clicks += 1
        if scene.my_turn():
            scene.submit(rnd.choice(match.legal(0)))
        for pic in scene.pictures.values():
            if pic.holder >= 0:
                holders.add((match.state.round, pic.park, pic.holder))
            benches = max(benches, max(len(s.bench) for s in pic.sides))
            revealed = max(revealed, max(len(s.field) for s in pic.sides))
        if match.state.round >= 3:
            break
    assert benches >= 1, "a beaten card sits on a bench seat"
    mine = sum(1 for e in scene.history if e.kind == "CardRevealed" and e.data["who"] == 0)
    assert clicks >= 1 and clicks == mine, "each of the human's cards was turned over by a click"
    rounds_with_two_holders = {(r, p) for r, p, _ in holders if len({h for rr, pp, h in holders if (rr, pp) == (r, p)}) > 1}
    assert rounds_with_two_holders, "the flag moves from one side to the other during a match"


def _to_parks(app, scene, rnd):
    """Play (random legal moves, no clicks) until the parks are up and a card waits for a click."""
    for _ in range(3000):
        run(app, 1)
        if scene.held is not None:
            scene.dismiss()
        if scene.revealer() is not None:
            return
        if scene.my_turn():
            scene.submit(rnd.choice(scene.match.legal(scene.actor)))
    raise AssertionError("no card ever waited for a click")


def test_a_human_card_waits_for_a_click_on_the_park_and_turn_the_rest_over_lets_it_play(app):
    app.settings["animation_speed"] = 1.0
    scene = table(app, one_human(4), seed=12)
    _to_parks(app, scene, random.Random(12))
    waiting = scene.queue[0]
    assert waiting.kind == "CardRevealed" and waiting.data["who"] == 0 and waiting.data["park"] == scene.focus()
    assert "Ana" in scene._status_text() and scene.auto_button.visible
    steps = len(scene.match.steps)
    run(app, 120)  # two seconds: nothing moves on by itself, and the screen rests
    assert scene.queue[0] is waiting and not scene.moving()
    assert len(scene.match.steps) == steps and app.scenes.top is scene, "nobody else acts meanwhile"
    press(app, scene.layout["status"].center)  # not the park
    assert scene.queue[0] is waiting, "a click outside the park does not turn the card over"
    press(app, scene.layout["park_focus"].center)
    assert waiting in scene.history, "a click on the park turned the card over"
    for _ in range(600):
        run(app, 1)
        if scene.revealer() is not None:
            break
    assert scene.revealer() == 0, "the next card of the human waits again"
    press(app, scene.auto_button.rect.center)
    for _ in range(3000):
        run(app, 1)
        assert scene.revealer() is None or scene.focus() not in scene.auto_parks
        if scene.held is not None or not scene.queue:
            break
    assert scene.focus() in scene.auto_parks


def frames(app, scene, rnd, limit):
    """Frame after frame of a table whose human moves at random and reads every result at once."""
    for _ in range(limit):
        run(app, 1)
        if scene.held is not None:
            scene.dismiss()
        if scene.my_turn():
            scene.submit(rnd.choice(scene.match.legal(scene.actor)))
        yield


def test_with_cards_turning_over_by_themselves_nothing_waits(app):
    app.settings["animation_speed"] = 4.0
    app.settings["reveal"] = "auto"
    scene = table(app, one_human(4), seed=12)
    for _ in frames(app, scene, random.Random(12), 3000):
        assert scene.revealer() is None
        if scene.match.state.round >= 2:
            break
    assert scene.match.state.round >= 2


def test_the_director_tells_the_parks_side_by_side_and_loses_nothing(app):
    """The engine plays the parks one after another; the table regroups each competition's
    events so the human's park leads, the computers' parks spread through it, another human's
    park follows whole; every event is kept and each park's own order too."""
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)] + [
        SeatInfo(f"C{i}", "computer", "easy", i) for i in range(2, 6)]
    scene = table(app, seats, seed=5)
    state, rnd = scene.match.state, random.Random(5)
    while state.phase != "competition":
        seat = rnd.choice(g.to_act(state))
        state, events = g.apply(state, rnd.choice(g.legal_actions(state, seat)))
    assert any(e.kind == "MatchStarted" for e in events)
    scene.actor = scene.perspective = 0
    told = scene.director_order(events)
    assert sorted(map(id, told)) == sorted(map(id, events))
    parks = {e.data["park"] for e in events if e.kind == "CardRevealed"}
    for park in parks:
        assert [e for e in told if e.data.get("park") == park] == [e for e in events if e.data.get("park") == park]
    sides = {e.data["park"]: e.data["sides"] for e in events if e.kind == "MatchStarted"}
    ana = next(p for p, s in sides.items() if 0 in s)
    bea = next(p for p, s in sides.items() if 1 in s)
    plays = [e.data["park"] for e in told if e.kind == "CardRevealed"]
    assert plays[0] == ana, "Ana's park leads"
    if bea != ana:
        first_bea = plays.index(bea)
        assert all(p == bea for p in plays[first_bea:]), "Bea's match follows whole"
        computers = [p for p in parks if p not in (ana, bea)]
        assert computers and all(plays.index(p) < plays.index(ana) + 40 for p in computers), \
            "the computers' parks play alongside Ana's, not after it"
        last_ana = len(plays[:first_bea]) - 1 - plays[:first_bea][::-1].index(ana)
        assert all(plays.index(p) < last_ana for p in computers)


def _find_question(players=2, tries=400):
    """A seed and moves (engine only, quick) after which seat 0 must answer a card's question."""
    for seed in range(tries):
        rnd = random.Random(seed)
        state = g.new_game(players, seed)
        moves = []
        while not g.is_over(state):
            seat = rnd.choice(g.to_act(state))
            if state.phase in ("competition", "final") and seat == 0:
                return seed, moves
            action = rnd.choice(g.legal_actions(state, seat))
            state, _ = g.apply(state, action)
            moves.append(action)
    raise AssertionError("no question found")


def test_a_question_a_card_asks_is_answered_by_a_click_and_continue_keeps_the_match(app):
    seed, moves = _find_question()
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bea", "human", "easy", 1)]
    match = Match(INFO, seats, seed, None)
    for action in moves:
        match.submit(action)
    assert 0 in match.to_act() and match.state.phase in ("competition", "final")
    scene = ChallengersScene(app, match)  # as after Continue: the table is laid out from the view
    app.scenes.replace(scene)
    for _ in range(10):
        run(app, 1)
        top = app.scenes.top
        if top is not scene:
            top.button.on_click()  # a question showing a peeked card comes behind the curtain
    assert scene.mode == "parks" and scene.pictures, "the parks stand as they were saved"
    want = model.from_view(scene.view)
    assert {p: (pic.sides, pic.holder) for p, pic in scene.pictures.items()} == \
        {p: (pic.sides, pic.holder) for p, pic in want.items()}
    assert scene.my_turn() and scene.choice_rects, "the cards the question offers are on screen"
    rect, card = scene.choice_rects[0]
    before = len(match.steps)
    press(app, rect.center)
    assert len(match.steps) == before + 1 and match.steps[-1].action == g.Pick(0, card)


def test_the_park_picture_follows_the_events_to_the_view():
    """Replaying a competition's events on the pictures lands exactly where the view stands
    whenever a match waits for a question (so nothing is reckoned twice or lost)."""
    checked = 0
    for seed in range(25):
        for players in (2, 5, 8):
            rnd = random.Random(seed)
            s = g.new_game(players, seed)
            pics = {}
            while not g.is_over(s):
                seat = rnd.choice(g.to_act(s))
                before = s
                s, events = g.apply(s, rnd.choice(g.legal_actions(s, seat)))
                v0 = g.view(before, None)
                pics = model.from_view(v0) if v0.matches else pics
                for e in events:
                    if e.kind == "MatchStarted":
                        pics[e.data["park"]] = model.fresh(e.data["park"], tuple(e.data["sides"]), e.data["starter"],
                                                           model.deck_sizes(v0))
                    elif e.data.get("park") in pics:
                        pics[e.data["park"]].play(e.kind, e.data)
                if s.matches:
                    for park, want in model.from_view(g.view(s, None)).items():
                        got = pics[park]
                        assert (got.sides, got.holder, got.winner) == (want.sides, want.holder, want.winner)
                        checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", range(1, 9))
def test_autoplay_plays_a_whole_tournament_at_every_seat_count(tmp_path, players):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TABLETOP_DATA_DIR": str(tmp_path),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    proc = subprocess.run([sys.executable, "-m", "tabletop", "--autoplay", "challengers", "--players", str(players),
                           "--seed", str(40 + players), "--speed", "0"], capture_output=True, text=True, timeout=600,
                          env={**__import__("os").environ, **env})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "winner" in proc.stdout.lower() or "nobody" in proc.stdout.lower(), proc.stdout


# --------------------------------------------------------------------------- the champion screen



def shown(app) -> Drawn:
    from tabletop.ui import probe

    drawn = Drawn()
    probe.recorder = drawn
    try:
        app.scenes._backdrop = None  # the whole screen drawn again, table and all
        run(app, 1)
    finally:
        probe.recorder = None
    return drawn


def champion_screen(app):
    from tabletop.shell.overlays import ResultScene

    top = app.scenes.top
    assert isinstance(top, ResultScene) and top.body is not None, "the director's champion screen is up"
    return top


def test_a_tournament_ends_on_the_champion_screen_that_survives_a_language_switch_and_a_save(app):
    from tabletop.i18n import tr
    from tabletop.shell.overlays import ResultScene

    seats = [SeatInfo("Ana", "computer", "easy", 0), SeatInfo("Bea", "computer", "hard", 1),
             SeatInfo("Caio", "computer", "easy", 2)]
    scene = table(app, seats, seed=4)
    for _ in range(20000):  # the whole tournament through the real table, instantly
        run(app, 1)
        if app.scenes.find(ResultScene):
            break
    match = scene.match
    assert match.over
    result = champion_screen(app)
    view = match.view(None)
    names = scene.participant_names()
    champions = [names[c] for c in view.champions]
    assert view.champions and [names[s] for s in g.winners(match.state)] == champions  # no Robot champion at 3 seats
    assert app.result == ", ".join(champions)
    drawn = shown(app)
    assert set(champions) <= set(drawn.texts) and not drawn.overflows
    assert any(t.startswith(tr("challengers.dir.champion").upper()) or t == tr("challengers.dir.champions").upper()
               for t in drawn.texts)
    for rect, text in result.tips:  # the standings' tooltips show there too
        assert rect.w > 0 and text

    app.set_language("pt_BR")  # a language switch: the champion screen is made again in the new words
    try:
        again = champion_screen(app)
        assert again is not result and again.buttons[0].label == tr("result.again")
        drawn = shown(app)
        assert tr("challengers.dir.standings").upper() in drawn.texts and not drawn.overflows
    finally:
        app.set_language("en")

    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    run(app, 2)  # a resized window: the same screen, scaled
    champion_screen(app)

    saved = Match.from_json(match.to_json(), games.get)  # a save taken now: the finished tournament
    assert saved.over and saved.state == match.state
    other = ChallengersScene(app, saved)
    assert len(other.result_summary()) == 5
    body = other.result_summary()[4]
    surface = pygame.Surface((1920, 1080))
    assert body(surface, pygame.Rect(30, 30, 1800, 900))

    before = match
    press(app, champion_screen(app).buttons[0].rect.center)  # Play again: a new tournament, the same seats
    fresh = app.scenes.top
    assert isinstance(fresh, ChallengersScene) and fresh.match is not before
    assert [s.name for s in fresh.match.seats] == ["Ana", "Bea", "Caio"] and not fresh.match.over
    assert not app.scenes.find(ResultScene)


def finished_solo(robot_wins: bool) -> Match:
    for seed in range(300):
        match = Match(INFO, [SeatInfo("Ana", "human", "easy", 0)], seed, None)
        rnd = random.Random(seed)
        while not match.over:
            seat = rnd.choice(match.to_act())
            match.submit(rnd.choice(match.legal(seat)))
        if (match.state.champions == (1,)) == robot_wins:
            return match
    raise AssertionError("no such seed")


@pytest.mark.parametrize("robot_wins", [True, False])
def test_solo_the_champion_screen_says_who_won_and_the_title_button_goes_home(app, robot_wins):
    from tabletop.i18n import tr
    from tabletop.shell.title import TitleScene

    match = finished_solo(robot_wins)
    scene = ChallengersScene(app, match)
    app.scenes.replace(scene)
    run(app, 2)
    scene.finished = True  # as the tournament's last event leaves it
    run(app, 2)
    champion_screen(app)
    drawn = shown(app)
    assert not drawn.overflows
    if robot_wins:
        assert g.winners(match.state) == []
        assert tr("challengers.dir.robot-won").upper() in drawn.texts and tr("challengers.dir.nobody") in drawn.texts
    else:
        assert g.winners(match.state) == [0] and "Ana" in drawn.texts
        assert tr("challengers.dir.champion").upper() in drawn.texts
    press(app, champion_screen(app).buttons[1].rect.center)  # Title screen
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1


def _competition(app, seats=8, seed=7):
    """A table of ``seats`` (one human) at the first competition's start, and that competition's events."""
    seats = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"C{i}", "computer", "easy", i) for i in range(1, seats)]
    match = Match(INFO, seats, seed, None)
    rnd = random.Random(seed)
    while True:
        events = match.submit(rnd.choice(match.legal(match.to_act()[0])))
        if any(e.kind == "CompetitionStarted" for e in events):
            break
    scene = ChallengersScene(app, match)
    app.scenes.replace(scene)
    scene.queue.clear()
    scene.view = INFO.rules.view(match.steps[-1].before, None)
    return scene, events


def test_the_parks_drawn_from_cached_layers_look_as_drawn_afresh_and_keep_their_hits_and_tips(app):
    import pygame

    from tabletop.games.challengers.table.parks import ParkLayers

    scene, events = _competition(app)
    cached, fresh = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    compared = 0
    for k, event in enumerate(events):
        scene.play_event(event.for_seat(None))
        for card in list(scene.ages):  # cards slide in while the events play on
            scene.ages[card] += 0.05
            if scene.ages[card] > 1.0:
                del scene.ages[card]
        if k % 4 or scene.mode != "parks" or not scene.pictures:
            continue
        scene.watching = sorted(scene.pictures)[k % len(scene.pictures)] if k % 8 else None
        scene.draw(cached)
        hits, tips = list(scene.card_hits), list(scene.tips)
        scene._still, scene.park_layers = None, ParkLayers(scene.assets, scene.static)  # nothing kept
        scene.draw(fresh)
        assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(fresh, "RGB"), f"after event {k}"
        assert scene.card_hits == hits and scene.tips == tips
        compared += 1
    assert compared >= 5
    scene.draw(cached)
    drawn, hits, tips = scene.park_layers.drawn, list(scene.card_hits), list(scene.tips)
    for _ in range(3):  # the same parks again: nothing drawn afresh, the hits and tips still there
        scene.draw(cached)
    assert scene.park_layers.drawn == drawn
    assert scene.card_hits == hits and scene.tips == tips
    assert any(text == scene.participant_names()[pic.sides[0].who] for pic in scene.pictures.values()
               for _rect, text in scene.tips)


def test_a_park_drawn_less_its_sliding_cards_then_those_on_top_looks_as_drawn_whole(app):
    import pygame

    from tabletop.games.challengers.table.parks import draw_cards, draw_park, sliding

    scene, events = _competition(app)
    names, colours = scene.participant_names(), scene.participant_colours()
    checked = 0
    for event in events:
        scene.play_event(event.for_seat(None))
        if event.kind != "CardRevealed":
            continue
        pic, ages = scene.pictures[event.data["park"]], {event.data["card"]: 0.1}
        for rect, big in ((pygame.Rect(20, 90, 1480, 640), True), (pygame.Rect(521, 741, 479, 225), False)):
            whole, layered = scene.static.copy(), scene.static.copy()
            want = draw_park(whole, scene.assets, rect, pic, names, colours, ages, big)
            cards, parts = sliding(pic, ages)
            assert event.data["card"] in cards and "name" in parts
            got = draw_park(layered, scene.assets, rect, pic, names, colours, {}, big, None, cards, parts)
            got += draw_cards(layered, scene.assets, rect, pic, ages, cards, parts, big)
            assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(layered, "RGB")
            assert sorted(got, key=lambda h: h[1]) == sorted(want, key=lambda h: h[1])
            checked += 1
    assert checked >= 4


def test_the_park_in_focus_counts_totals_up_hops_the_flag_and_slides_beaten_cards_to_the_bench(app):
    """Issue 18 item 3: each motion ends where the picture (so the engine) says: a count on the
    total the rules compared, the flag on its new holder's top card, a beaten card on the bench
    seat that now holds it; a click that skips the animations ends them all."""
    app.settings["animation_speed"] = 1.0
    app.settings["reveal"] = "auto"
    scene = table(app, one_human(4), seed=11)
    seen, skipped = {}, False
    for _ in frames(app, scene, random.Random(3), 20000):
        for m in scene.motions.items:
            pic = scene.pictures[scene.motions.park]
            side = pic.sides[m.side]
            if m.kind == "count":
                assert m.end == side.total and m.start != m.end
            elif m.kind == "slide":
                seat = next((k for k, s in enumerate(side.bench) if m.card in s), None)
                assert m.card not in side.field
                assert m.target == (Geometry(scene.layout["park_focus"], m.side).seat(seat) if seat is not None
                                    else Geometry(scene.layout["park_focus"], m.side).exhaust)
                assert m.card in scene._moving(pic.park, True)[0], "the layer leaves the sliding card out"
            elif m.kind == "hop":
                assert pic.holder == side.who and "flag" in scene._moving(pic.park, True)[1]
            seen[m.kind] = seen.get(m.kind, 0) + 1
        if len(seen) == 3 and not skipped:
            skipped = True
            scene.skip_animation()
            assert not scene.motions.busy()
        if len(seen) == 3 and min(seen.values()) > 5:
            break
    assert set(seen) == {"count", "hop", "slide"}, seen


def test_while_a_competition_is_told_the_standings_and_header_do_not_give_its_results_away(app):
    """The engine has finished the round when its matches start playing on screen; the standings,
    the header and the bracket show the table as it stood until every match has been told."""
    app.settings["animation_speed"] = 1.0
    app.settings["reveal"] = "auto"
    scene = table(app, one_human(4), seed=12)
    checked = 0
    for _ in frames(app, scene, random.Random(12), 20000):
        telling = any(e.kind == "CardRevealed" for e in scene.queue)
        if scene.mode == "parks" and telling:
            now = scene.match.view(scene.audience)
            shown = scene.shown_view()
            for pic in scene.pictures.values():  # a match starts from the decks as they stood
                for side in pic.sides:
                    if not (side.field or side.bench or side.exhaust):
                        assert side.deck == len(shown.decks[side.who]), "a park's deck as the round began"
            assert shown.round < now.round or shown.trophies == now.trophies
            assert sum(map(len, shown.trophies)) <= sum(map(len, now.trophies))
            if sum(map(len, shown.trophies)) < sum(map(len, now.trophies)):
                checked += 1
                assert str(shown.round) in scene._header_text() and scene._standings[0][1] == shown.round
        if checked > 5 and scene.match.state.round >= 2:
            break
    assert checked > 5, "a competition was told while the engine had already handed out its trophies"
