"""The Dead Last table, driven through the real program by posted mouse events.

A newcomer plays whole games by mouse (one human among computers; six humans passing the mouse
through their curtains): pointing by dragging, "We are ready", voting in the strip, changing a
laid card, ambushing, the showdown, results dismissed, to the end screen, which must name the
engine's winners. Also: the table's picture never drifts from the engine's view; a whisper to a
computer seat; the conspiracy's clock; the leak watch sees a face-down card drawn face up.
"""

from __future__ import annotations

import random

import pytest
from conftest import drag, press, run

from tabletop import games
from tabletop.games.dead_last import rules
from tabletop.games.dead_last.table.picture import Picture
from tabletop.games.dead_last.table.scene import DeadLastScene
from tabletop.match import Match, SeatInfo
from tabletop.shell.overlays import CurtainScene, ResultScene

INFO = games.get("dead-last")


def start(app, players: int, humans: int, seed: int, timer: int = 90) -> DeadLastScene:
    seats = [SeatInfo(f"Player {i + 1}" if i < humans else f"Rival {i + 1}", "human" if i < humans else "computer",
                      "hard" if i % 2 else "easy", i) for i in range(players)]
    match = Match(INFO, seats, seed, {"characters": [""] * players, "timer": timer})
    scene = DeadLastScene(app, match)
    app.scenes.replace(scene)
    run(app, 2)
    return scene


class Newcomer:
    """Plays the humans' seats with the mouse only, and counts what it clicked."""

    def __init__(self, app, scene: DeadLastScene, seed: int) -> None:
        self.app, self.scene, self.rnd = app, scene, random.Random(seed)
        self.clicks: dict[str, int] = {}

    def click(self, what: str, pos) -> None:
        self.clicks[what] = self.clicks.get(what, 0) + 1
        press(self.app, pos)

    def step(self) -> bool:
        """One thing a person would do now; False when the game is over."""
        app, sc, rnd = self.app, self.scene, self.rnd
        top = app.scenes.top
        if isinstance(top, ResultScene):
            return False
        if isinstance(top, CurtainScene):
            self.click("curtain", top.button.rect.center)
            return True
        if sc.held is not None:
            self.click("result", (960, 1000))
            return True
        if sc.queue or sc.tweener.busy():
            run(app, 1)
            return True
        state = sc.match.state
        if state.phase == "conspire" and sc.ready_button.visible:
            humans = sc.match.humans_to_act()
            if humans and rnd.random() < 0.4 and state.gestures[humans[0]] < rules.C.gestures:
                seat = humans[0]
                target = rnd.choice([s for s in range(state.players) if s != seat and state.alive[s]])
                self.clicks["point"] = self.clicks.get("point", 0) + 1
                drag(app, sc.seat_rect(seat).center, sc.seat_rect(target).center)
            else:
                self.click("ready", sc.ready_button.rect.center)
            return True
        if sc.entries and sc.lay_button.visible:
            choices = [e for e in sc.entries if e.allowed and not e.current]
            self.click("card", rnd.choice(choices).rect.center)
            self.click("lay", sc.lay_button.rect.center)
            return True
        ambusher = sc.hand_seat_ambusher()
        if state.phase == "ambush" and ambusher is not None:
            victim = rnd.choice(sc.match.legal(ambusher)).victim
            self.click("ambush", sc.seat_rect(victim).center)
            return True
        run(app, 1)
        return True

    def play(self, limit: int = 6000) -> None:
        for _ in range(limit):
            if not self.step():
                return
        raise AssertionError(f"the game did not end: {self.clicks}")


def _ends_naming_the_winners(app, scene: DeadLastScene) -> None:
    top = app.scenes.top
    assert isinstance(top, ResultScene)
    winners = rules.winners(scene.match.state)
    assert winners and top.winners == winners
    assert scene.match.over


@pytest.mark.parametrize("players, seed", [(8, 11), (6, 4)])
def test_a_newcomer_plays_a_whole_game_by_mouse_among_computers(app, players, seed):
    scene = start(app, players, 1, seed)
    player = Newcomer(app, scene, seed)
    player.play()
    _ends_naming_the_winners(app, scene)
    assert player.clicks.get("ready") and player.clicks.get("lay") and player.clicks.get("result")
    assert "curtain" not in player.clicks, "one human at the table never needs a curtain"
    votes = sum(1 for step in scene.match.steps if step.action.seat == 0 and isinstance(step.action, (rules.Vote, rules.Ambush)))
    assert votes == player.clicks["lay"] - sum(1 for step in scene.match.steps if step.action.seat == 0
                                               and isinstance(step.action, rules.Showdown))


def test_six_humans_pass_the_mouse_through_their_curtains_to_the_end(app):
    scene = start(app, 6, 6, 21)
    player = Newcomer(app, scene, 21)
    player.play()
    _ends_naming_the_winners(app, scene)
    assert player.clicks["curtain"] >= player.clicks["lay"], "every secret choice is made behind a curtain"


def test_the_picture_never_drifts_from_the_view(app):
    """Whenever nothing is left to play, the picture the table moved event by event equals the
    one made from the engine's view for the audience on screen (all computers, and one human)."""
    checked = 0
    for players, humans, seed in ((6, 0, 2), (12, 0, 5), (7, 1, 9)):
        scene = start(app, players, humans, seed)
        player = Newcomer(app, scene, seed)
        for _ in range(8000):
            if not player.step():
                break
            if not scene.queue and scene.held is None:
                view = scene.match.view(scene.audience)
                assert scene.picture == Picture.from_view(view, scene.audience), (players, humans, seed, checked)
                checked += 1
        assert scene.match.over
    assert checked > 60


def _to_the_vote(app, scene, player) -> None:
    for _ in range(6000):
        if scene.match.state.phase == "vote" and not scene.queue:
            return
        if scene.match.state.phase == "conspire" and scene.ready_button.visible:
            player.click("ready", scene.ready_button.rect.center)
        elif scene.held is not None:
            player.click("result", (960, 1000))
        else:
            run(app, 1)
    raise AssertionError("no vote")


def test_a_laid_card_is_changed_before_the_reveal_from_the_next_curtain(app):
    """Ana lays her card; at Bea's curtain, "Change a laid card" lets Ana back behind her own
    curtain to lay another; Bea's curtain then comes back."""
    scene = start(app, 6, 2, 8)
    player = Newcomer(app, scene, 8)
    _to_the_vote(app, scene, player)
    run(app, 3)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0 and curtain.aside is None
    press(app, curtain.button.rect.center)
    first = next(e for e in scene.entries if e.allowed and e.card is not None)
    press(app, first.rect.center)
    press(app, scene.lay_button.rect.center)
    assert scene.match.state.placed[0] == first.card
    run(app, 3)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1 and curtain.aside is not None
    press(app, curtain.aside.rect.center)
    assert scene.audience is None and scene.choosing_changer and [e.seat for e in scene.entries] == [0]
    press(app, scene.entries[0].rect.center)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0
    press(app, curtain.button.rect.center)
    assert scene.changing == 0 and scene.audience == 0
    assert [e.card for e in scene.entries if e.current] == [first.card]
    other = next(e for e in scene.entries if e.allowed and not e.current)
    press(app, other.rect.center)
    press(app, scene.lay_button.rect.center)
    state = scene.match.state
    assert state.placed[0] == other.card and first.card in state.hands[0] and scene.changing is None
    run(app, 3)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1, "Bea's turn again"


def test_with_one_human_a_laid_card_is_changed_by_a_click_on_it(app):
    """At Normal speed the computers lay their cards one by one; the human, who laid theirs at
    once, clicks it and lays another before the last computer card is down."""
    app.settings["animation_speed"] = 1.0
    scene = start(app, 8, 1, 14)
    player = Newcomer(app, scene, 14)
    _to_the_vote(app, scene, player)
    first = next(e for e in scene.entries if e.allowed and e.card is not None)
    press(app, first.rect.center)
    press(app, scene.lay_button.rect.center)
    assert scene.match.state.phase == "vote" and scene.match.state.placed[0] == first.card
    press(app, scene.slot_rect(0).center)
    assert scene.changing == 0 and isinstance(app.scenes.top, DeadLastScene), "no curtain with one human"
    other = next(e for e in scene.entries if e.allowed and not e.current)
    press(app, other.rect.center)
    press(app, scene.lay_button.rect.center)
    changed = [s for s in scene.match.steps if s.action.seat == 0 and isinstance(s.action, (rules.Vote, rules.Ambush))]
    assert len(changed) == 2 and scene.changing is None
    assert changed[-1].events[0].data == {"seat": 0, "changed": True}


def test_a_whisper_to_a_computer_seat_by_mouse(app):
    scene = start(app, 6, 2, 3)
    run(app, 3)
    press(app, scene.whisper_button.rect.center)
    assert scene.choosing_whisperer and [e.seat for e in scene.entries] == [0, 1]
    press(app, scene.entries[1].rect.center)  # Player 2 whispers: their curtain first
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1
    press(app, app.scenes.top.button.rect.center)
    assert scene.whisper == [1, None] and scene.audience == 1
    press(app, scene.seat_rect(0).center)  # a human: refused, with the reason
    assert scene.toast and scene.whisper == [1, None]
    press(app, scene.seat_rect(4).center)
    press(app, scene.seat_rect(2).center)
    whispers = scene.match.state.whispers
    assert [(w.seat, w.to, w.target) for w in whispers] == [(1, 4, 2)]
    assert scene.whisper is None and scene.audience is None, "after the whisper the screen is public again"


def test_the_clock_ends_the_talk_for_the_humans(app):
    app.settings["animation_speed"] = 1.0
    scene = start(app, 6, 2, 6, timer=30)
    seconds = 0.0
    while scene.match.state.phase == "conspire" and seconds < 60:
        app.tick(0.25)
        seconds += 0.25
    assert scene.match.state.phase != "conspire"
    assert seconds >= 30, "the humans are not hurried before their clock runs out"


def test_the_watch_catches_a_face_down_vote_drawn_face_up(app):
    """The leak watch is worth something only if it sees a leak that is there: a table that draws
    the real face of every laid card (not the audience's view) is caught at once."""
    from test_privacy import LeakWatch, Recorder

    from tabletop.ui import probe

    scene = start(app, 6, 2, 12)
    match = scene.match
    for seat in range(2, 6):  # the computers talk and lay their cards
        while match.state.phase == "conspire":
            match.submit(rules.Ready(match.to_act()[0]))
    match.submit(rules.Vote(2, 3))
    watch = LeakWatch(INFO, match, scene, "forced leak")
    recorder = Recorder()
    probe.recorder = recorder
    try:
        scene.audience = None
        recorder.faces.add(f"vote:{match.state.round}:{match.state.vote}:2:3")
        watch.check(recorder, scene)
    finally:
        probe.recorder = None
    assert watch.breaches and "vote:1:1:2:3" in watch.breaches[0]


def test_a_showdown_played_by_mouse(app):
    """Seat 0 (human) and seat 1 are the last two standing: seat 0's three showdown cards wait in
    its strip, a click and Lay it face down play one, and both are revealed at once."""
    seats = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"Rival {i + 1}", "computer", "hard", i)
                                                    for i in range(1, 6)]
    match = Match(INFO, seats, 31, {"characters": [""] * 6, "timer": 90})
    while match.state.phase == "conspire":
        match.submit(rules.Ready(match.to_act()[0]))
    for seat, target in {0: 2, 1: 2, 2: 0, 3: 4, 4: 5, 5: 1}.items():  # 2 is the target; only 0 and 1 voted for it
        match.submit(rules.Vote(seat, target))
    assert match.state.phase == "showdown" and match.state.finalists == (0, 1)
    scene = DeadLastScene(app, match)
    app.scenes.replace(scene)
    run(app, 4)
    assert [e.choice for e in scene.entries] == list(rules.SHOWDOWN_CARDS)
    grab = next(e for e in scene.entries if e.choice == rules.GRAB_ONE)
    press(app, grab.rect.center)
    assert scene.selected == rules.GRAB_ONE
    press(app, scene.lay_button.rect.center)
    for _ in range(200):
        if any(e.kind == "ShowdownRevealed" for e in scene.history):
            break
        run(app, 1)
    shown = next(e for e in scene.history if e.kind == "ShowdownRevealed")
    assert shown.data["cards"][0] == rules.GRAB_ONE and shown.data["bars"][0] == 1


@pytest.mark.parametrize("players", [6, 9, 12])
def test_autoplay_plays_a_whole_game(tmp_path, players):
    import os
    import subprocess
    import sys

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TABLETOP_DATA_DIR": str(tmp_path),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    proc = subprocess.run([sys.executable, "-m", "tabletop", "--autoplay", "dead-last", "--players", str(players),
                           "--seed", str(50 + players), "--speed", "0"], capture_output=True, text=True, timeout=600,
                          env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.startswith("winner: ") or "\nwinner: " in proc.stdout, proc.stdout
