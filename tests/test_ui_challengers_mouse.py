"""A newcomer plays whole Challengers! tournaments with nothing but the mouse (issue 18).

From the title screen (Settings: Fast animations), through the setup screen (the seat count,
who is human and who the computer, a level here and an option there), deck phases (a level
pile, cards dragged or clicked into the deck, a redraw, a card dragged out to the tray, Deck
ready), matches told card by card at Fast speed (a click on the park in focus turns the
human's card over), the questions cards ask (a card of the offer clicked, or Decline), results
dismissed with a click and hand-over curtains passed with their Ready button, up to the
champion screen, which must name the engine's champions.

The test only *reads* the screens to find where to click (rects, which buttons show, what a
scene waits for); every action is a posted mouse event. Each loop has a frame limit, and a
state the newcomer cannot leave by mouse fails with a description of it: that would be a bug.
"""

from __future__ import annotations

import os
import random
import time

import pygame
import pytest
from conftest import Drawn, centre, drag, press, run

from tabletop.games.challengers import rules as g
from tabletop.games.challengers.table import deckphase as dp
from tabletop.games.challengers.table.scene import ChallengersScene
from tabletop.i18n import tr
from tabletop.shell.overlays import CurtainScene, PauseScene, ResultScene, SettingsScene
from tabletop.shell.setup import SetupScene
from tabletop.shell.title import TitleScene

SHOTS = "/tmp/mouse-shots"
FRAME_LIMIT = 60000  # a whole tournament, every seat count: far more than any needs
STALL_FRAMES = 1500  # 25 s of game time with nothing happening (no step, no event, no screen change)


class Stuck(AssertionError):
    pass


def motion(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))


def inside(rnd: random.Random, rect: pygame.Rect, margin: int = 6) -> tuple[int, int]:
    """A point a person might click in ``rect`` (not always its very centre)."""
    r = pygame.Rect(rect).inflate(-2 * margin, -2 * margin)
    return (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))


def table_of(app) -> ChallengersScene | None:
    return next((s for s in app.scenes.stack if isinstance(s, ChallengersScene)), None)


def describe(app) -> str:
    """Where the newcomer is, in enough detail to see why they cannot go on."""
    top = app.scenes.top
    parts = [f"top scene: {type(top).__name__}", f"stack: {[type(s).__name__ for s in app.scenes.stack]}"]
    if isinstance(top, SetupScene):
        parts.append(f"setup message: {top.message!r}")
    scene = table_of(app)
    if scene is not None:
        m, v = scene.match, scene.view
        parts += [f"phase {m.state.phase} round {m.state.round}", f"mode {scene.mode}",
                  f"to act {m.to_act()} (humans {m.humans_to_act()}, computers {m.computers_to_act()})",
                  f"actor {scene.actor} audience {scene.audience} my_turn {scene.my_turn()}",
                  f"queue {len(scene.queue)} next {scene.queue[0].kind if scene.queue else None}",
                  f"held {scene.held}", f"revealer {scene.revealer()}", f"wait {scene.wait:.2f}",
                  f"tweens busy {scene.tweener.busy()}", f"finished {scene.finished}",
                  f"buttons {[b.label for b in scene.buttons if b.visible]}",
                  f"legal {m.legal(scene.actor)[:8] if scene.actor is not None else None}",
                  f"builders {[b.stage for b in v.builders]}", f"status {scene._status_text()!r}"]
    return "; ".join(parts)


class Newcomer:
    """Plays by mouse: looks at what is on the screen and clicks or drags, choices from ``rnd``."""

    def __init__(self, app, rnd: random.Random, shots: str, quicken_at: int | None = None) -> None:
        self.app, self.rnd, self.shots = app, rnd, shots
        self.quicken_at = quicken_at  # the round from which cards turn over by themselves, faster
        self.frames = 0
        self.counts: dict[str, int] = {}
        self.mid_shot = False
        self.redrawn: set[tuple] = set()  # (seat, round) deck phases with a redraw pressed
        self.removed: dict[tuple, int] = {}

    def did(self, what: str) -> str:
        self.counts[what] = self.counts.get(what, 0) + 1
        return what

    def wait(self, frames: int = 1) -> None:
        run(self.app, frames)
        self.frames += frames

    def click(self, pos, what: str) -> str:
        press(self.app, pos)
        self.frames += 2
        return self.did(what)

    # ------------------------------------------------------------------ title and settings
    def fast_animations(self) -> None:
        """Title screen → Settings → speed "Fast" (2.0) → Done, by mouse."""
        title = self.app.scenes.top
        assert isinstance(title, TitleScene), describe(self.app)
        settings = next(b for b in title.buttons if b.label == tr("title.settings"))
        self.click(settings.rect.center, "settings")
        top = self.app.scenes.top
        assert isinstance(top, SettingsScene), describe(self.app)
        for _ in range(len(top.SPEEDS) + 1):
            if top.speed.value == "2.0":
                break
            self.click((top.speed.rect.right - 20, top.speed.rect.centery), "speed")
        assert top.speed.value == "2.0" and self.app.speed == 2.0
        self.click(top.buttons[0].rect.center, "done")  # Done
        assert isinstance(self.app.scenes.top, TitleScene), describe(self.app)

    def open_challengers(self) -> None:
        title = self.app.scenes.top
        rect = next(r for r, game_id in title.tiles if game_id == "challengers")
        self.click((rect.centerx, rect.y + 120), "tile")  # on the tile's picture
        assert isinstance(self.app.scenes.top, SetupScene), describe(self.app)

    # ------------------------------------------------------------------ setup
    def set_up(self, kinds: list[str]) -> None:
        """The seat count, each seat human or computer, then Start."""
        setup = self.app.scenes.top
        for _ in range(20):
            have = int(setup.count_cycle.value)
            if have == len(kinds):
                break
            rect = setup.count_cycle.rect  # the left arrow steps down, the right one up
            x = rect.x + 20 if have > len(kinds) else rect.right - 20
            self.click((x, rect.centery), "count")
        assert setup.count == len(kinds), describe(self.app)
        for row, kind in zip(setup.rows, kinds):
            for _ in range(3):
                if row["kind"].value == kind:
                    break
                self.click(inside(self.rnd, row["kind"].rect), "kind")
            assert row["kind"].value == kind, describe(self.app)
            if kind == "computer" and self.rnd.random() < 0.5:  # a newcomer tries the other level
                assert row["level"].visible, "a computer seat shows its level"
                self.click(inside(self.rnd, row["level"].rect), "level")
        for _option, widget in setup.options:
            if self.rnd.random() < 0.4:
                self.click(inside(self.rnd, widget.rect), "option")
        self.click(inside(self.rnd, setup.start_button.rect), "start")
        assert table_of(self.app) is not None, describe(self.app)  # the table (behind a curtain, with two humans)

    # ------------------------------------------------------------------ the table
    def progress(self, scene) -> tuple:
        top = self.app.scenes.top
        return (len(scene.match.steps), len(scene.history), type(top).__name__, scene.held is None,
                scene.revealer(), scene.actor, scene.audience, len(scene.queue))

    def play(self, shot_name: str) -> ResultScene:
        scene = table_of(self.app)
        last, still = None, 0
        while self.frames < FRAME_LIMIT:
            top = self.app.scenes.top
            if isinstance(top, ResultScene) and top.body is not None:
                return top
            before = self.progress(scene)
            self.step(top, scene, shot_name)
            now = self.progress(scene)
            if now == last == before:
                still += 1
                if still > STALL_FRAMES:
                    raise Stuck(f"nothing happened for {STALL_FRAMES} frames: {describe(self.app)}")
            else:
                still = 0
            last = now
        raise Stuck(f"no champion screen after {FRAME_LIMIT} frames: {describe(self.app)}")

    def step(self, top, scene: ChallengersScene, shot_name: str) -> None:
        if isinstance(top, CurtainScene):
            self.click(inside(self.rnd, top.button.rect), "curtain")
            return
        if isinstance(top, (PauseScene, SettingsScene, ResultScene)):
            raise Stuck(f"an overlay nobody asked for: {describe(self.app)}")
        assert top is scene, describe(self.app)
        if scene.held is not None:  # a result: "click anywhere"
            self.wait(self.rnd.randint(2, 20))  # reading it
            if scene.held is not None:
                self.click((self.rnd.randint(40, 1880), self.rnd.randint(40, 1040)), "dismiss")
            return
        if scene.revealer() is not None:  # the human's card waits: a click on the park in focus
            if not self.mid_shot and scene.match.state.round >= 2 and any(
                    len(s.field) >= 2 for p in scene.pictures.values() for s in p.sides):
                pygame.image.save(self.app.screen, os.path.join(self.shots, f"{shot_name}-mid-match.png"))
                self.mid_shot = True
            self.click(inside(self.rnd, scene.layout["park_focus"], 20), "reveal")
            return
        if not scene.my_turn() or scene.tweener.busy() or scene.drag.active:
            self.wait()  # the computers, the animations: a newcomer watches
            return
        if self.quicken_at is not None and scene.match.state.round >= self.quicken_at:
            self.quicken(scene)
            return
        seat = scene.actor
        mine = sum(1 for s in scene.match.steps if s.action.seat == seat)
        what = self.act(scene)
        if sum(1 for s in scene.match.steps if s.action.seat == seat) != mine + 1:
            raise Stuck(f"the newcomer's {what} did nothing (toast {scene.toast}): {describe(self.app)}")

    def quicken(self, scene: ChallengersScene) -> None:
        """Menu → Settings → "Cards turn over: by themselves" → Done → Resume, by mouse; then a
        speed above the Settings' fastest (Fast, 2.0), set directly: the rounds still to play run
        through the same table, in a test's time."""
        self.quicken_at = None
        self.click(inside(self.rnd, scene.menu_button.rect), "menu")
        pause = self.app.scenes.top
        assert isinstance(pause, PauseScene), describe(self.app)
        self.click(next(b for b in pause.buttons if b.label == tr("pause.settings")).rect.center, "menu-settings")
        settings = self.app.scenes.top
        assert isinstance(settings, SettingsScene), describe(self.app)
        for _ in range(3):
            if settings.reveal.value == "auto":
                break
            self.click(inside(self.rnd, settings.reveal.rect), "reveal-setting")
        assert self.app.settings["reveal"] == "auto"
        self.click(settings.buttons[0].rect.center, "done")
        assert self.app.scenes.top is pause, describe(self.app)
        self.click(next(b for b in pause.buttons if b.label == tr("pause.resume")).rect.center, "resume")
        assert self.app.scenes.top is scene, describe(self.app)
        self.app.settings["animation_speed"] = 12.0  # what --autoplay plays at

    def act(self, scene: ChallengersScene) -> str:
        """One move of the seat at the mouse, by mouse; returns what it was."""
        rnd, legal = self.rnd, scene.match.legal(scene.actor)
        seat, rnd_no = scene.actor, scene.match.state.round
        if any(isinstance(a, g.Draw) for a in legal):
            piles = dp.pile_rects(scene.layout["piles"], scene._levels())
            rect, _level = rnd.choice(piles)
            return self.click(inside(rnd, rect), "pile")
        if any(isinstance(a, (g.Pick, g.Decline)) for a in legal):
            for _ in range(1200):  # the question is drawn: its cards are where the frame put them (a
                self.wait()  # computer answering its own question meanwhile plays its match first)
                top = self.app.scenes.top
                if isinstance(top, CurtainScene):  # a moment everyone watched came first: the curtain again
                    self.click(inside(rnd, top.button.rect), "curtain")
                    continue
                if scene.my_turn() and scene.choice_rects:
                    break
            if scene.decline_button.visible and rnd.random() < 0.3:
                return self.click(inside(rnd, scene.decline_button.rect), "decline")
            assert scene.choice_rects, f"a question with no card to click: {describe(self.app)}"
            rect, _card = rnd.choice(scene.choice_rects)
            return self.click(inside(rnd, rect), "choice")
        if any(isinstance(a, g.Select) for a in legal):
            if scene.redraw_button.visible and (seat, rnd_no) not in self.redrawn and rnd.random() < 0.35:
                self.redrawn.add((seat, rnd_no))
                return self.click(inside(rnd, scene.redraw_button.rect), "redraw")
            drawn = [p for k, p in scene.pieces.items() if k[0] == "d" and p.draggable]
            assert drawn, f"cards to select but none to pick up: {describe(self.app)}"
            piece = rnd.choice(drawn)
            if rnd.random() < 0.5:
                drag(self.app, centre(piece), inside(rnd, scene.layout["deck"], 60), steps=rnd.randint(3, 6))
                self.frames += 8
                return self.did("drag-select")
            return self.click(centre(piece), "click-select")
        if any(isinstance(a, g.FinishDeck) for a in legal):
            removable = [p for k, p in scene.pieces.items() if k[0] == "k" and p.draggable]
            if removable and self.removed.get((seat, rnd_no), 0) < 2 and rnd.random() < 0.3:
                piece = rnd.choice(removable)
                # the visible part of the card: deck cards overlap in rows, the top-left corner shows
                start = (int(piece.x + 14), int(piece.y + 14))
                hit = scene._piece_at(start)
                assert hit is not None and hit.draggable, f"a deck card nobody can pick up: {describe(self.app)}"
                drag(self.app, start, inside(rnd, scene.layout["tray"], 30), steps=rnd.randint(3, 6))
                self.frames += 8
                self.removed[(seat, rnd_no)] = self.removed.get((seat, rnd_no), 0) + 1
                return self.did("drag-remove")
            assert scene.finish_button.visible, f"no Deck ready button: {describe(self.app)}"
            return self.click(inside(rnd, scene.finish_button.rect), "finish")
        raise Stuck(f"my turn, but nothing a newcomer knows to do: {describe(self.app)}")


def champion_texts(app) -> list[str]:
    """Every text the champion screen draws."""
    from tabletop.ui import probe

    drawn = Drawn()
    probe.recorder = drawn
    try:
        app.scenes._backdrop = None  # the whole screen drawn again
        run(app, 1)
    finally:
        probe.recorder = None
    return drawn.texts


# The round from which a table's newcomer lets the cards turn over by themselves, and plays on
# faster (None: Fast, click by click, to the end): seven computers building their decks one
# decision at a time, at Fast, would keep the test running for minutes.
QUICKEN = {1: 3, 2: 3, 5: 3, 8: 3}  # from round 3 cards turn over by themselves, quickly (test time)

TABLES = {
    1: ["human"],  # solo against the Robot
    2: ["human", "human"],  # two friends passing the mouse
    5: ["computer", "human", "computer", "human", "computer"],  # two humans among computers
    8: ["computer"] * 5 + ["human"] + ["computer"] * 2,  # one human among seven computers
}


@pytest.mark.parametrize("seats", sorted(TABLES))
def test_a_newcomer_plays_a_whole_tournament_by_mouse_to_the_champion_screen(app, seats):
    os.makedirs(SHOTS, exist_ok=True)
    started = time.perf_counter()
    newcomer = Newcomer(app, random.Random(1800 + seats), SHOTS, QUICKEN[seats])
    app.show_title()  # what App.run opens with (the fixture starts the program without its loop)
    run(app, 2)
    newcomer.fast_animations()
    newcomer.open_challengers()
    newcomer.set_up(TABLES[seats])
    scene = table_of(app)
    match = scene.match
    assert [s.kind for s in match.seats] == TABLES[seats]
    assert app.speed == 2.0 and app.settings["reveal"] == "click"

    result = newcomer.play(f"{seats}-seats")
    pygame.image.save(app.screen, os.path.join(SHOTS, f"{seats}-seats-champion.png"))

    assert match.over and result.body is not None, "the director's champion screen is up"
    view = match.view(None)
    names = scene.participant_names()
    champions = [names[c] for c in view.champions]
    winners = [match.seats[s].name for s in g.winners(match.state)]
    assert view.champions and winners == [names[c] for c in view.champions if c < seats]
    assert app.result == (", ".join(winners) if winners else tr("result.nobody"))
    texts = champion_texts(app)
    if winners:
        assert set(champions) <= set(texts), f"the champion screen names {champions}: {texts}"
        assert any(t.startswith(tr("challengers.dir.champion").upper()) or t == tr("challengers.dir.champions").upper()
                   for t in texts)
    else:  # solo or an odd table: the Robot took it
        assert tr("challengers.dir.robot-won").upper() in texts

    counts = newcomer.counts
    humans = {i for i, kind in enumerate(TABLES[seats]) if kind == "human"}
    done = {}  # what the humans did, as the engine recorded it
    for step in match.steps:
        if step.action.seat in humans:
            done[type(step.action).__name__] = done.get(type(step.action).__name__, 0) + 1
    told = f"clicks {sorted(counts.items())}, engine {sorted(done.items())}"
    assert counts.get("reveal", 0) > 0, "cards were turned over by clicks on the park"
    assert done.get("Draw", 0) == counts.get("pile", 0) > 0, told + "; each click on a pile drew"
    # every deck phase ends on Deck ready (a final's deck phase starts without a draw)
    assert done.get("FinishDeck", 0) == counts.get("finish", 0) >= done["Draw"], told
    assert done.get("Select", 0) == counts.get("drag-select", 0) + counts.get("click-select", 0), told
    assert counts.get("drag-select", 0) and counts.get("click-select", 0), told + "; cards were dragged and clicked in"
    assert done.get("Redraw", 0) == counts.get("redraw", 0), told
    assert done.get("Remove", 0) == counts.get("drag-remove", 0), told
    assert done.get("Pick", 0) == counts.get("choice", 0) and done.get("Decline", 0) == counts.get("decline", 0), told
    if len(humans) > 1:
        assert counts.get("curtain", 0) >= done["Draw"], "the mouse was handed over behind curtains"
    print(f"\n{seats} seats: {time.perf_counter() - started:.1f} s, {newcomer.frames} frames, "
          f"champions {champions}, {sorted(counts.items())}, engine {sorted(done.items())}")


def test_a_deck_card_lying_where_a_small_park_was_is_still_picked_up(app):
    """After a competition the small parks are gone, and so must be their clicks: a deck card
    in the lower rows (where they stood) is dragged to the tray, not taken for "watch that park"."""
    from tabletop import games
    from tabletop.match import Match, SeatInfo

    app.settings["animation_speed"] = 8.0
    seats = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"Bot {i}", "computer", "easy", i) for i in range(1, 5)]
    scene = ChallengersScene(app, Match(games.get("challengers"), seats, 6, None))
    app.scenes.replace(scene)
    rnd, match, mini = random.Random(6), scene.match, scene.layout["parks_mini"]
    for _ in range(20000):
        run(app, 1)
        if scene.held is not None:
            press(app, (960, 540))
        elif scene.revealer() is not None:
            press(app, scene.layout["park_focus"].center)
        elif scene.my_turn() and not scene.tweener.busy():
            legal = match.legal(0)
            low = [p for k, p in scene.pieces.items() if k[0] == "k" and p.draggable and p.y + p.h - 12 > mini.y]
            if match.state.round >= 2 and low:
                break
            finish = [a for a in legal if isinstance(a, g.FinishDeck)]
            scene.submit(finish[0] if finish else rnd.choice(legal))
    else:
        raise AssertionError(f"no deck card ever lay over the small parks' place: {describe(app)}")
    piece = low[-1]
    start = (int(piece.x + 14), int(piece.y + piece.h - 12))
    assert mini.collidepoint(start) and scene._piece_at(start) is piece
    card = int(piece.key[1:])
    drag(app, start, scene.layout["tray"].center)
    assert card not in match.state.decks[0], "the card left the deck for the tray"
