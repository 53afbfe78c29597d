"""Hot-seat privacy, proven by a leak test over every registered game with a table.

Seeded games with two, three and all seats human run through the real table, headless. A script
plays the humans the way people do: it dismisses each hand-over curtain, acts through the table's
own action path for the seat the table gives the mouse to, and sometimes answers a public prompt
by claiming a seat (a badge click; with nothing to answer there, it gives the mouse back: Done).
After every frame it compares what the frame drew (every text the asset cache handed out, every
card face that stands for a card on the table: the drawing probe, ``tabletop.ui.probe``) with
what the audience the table declares may know:

* the audience is the public (None) or one seat; one seat only right after that seat's curtain
  (with two humans or more), and never while another human is to act and nothing is playing
  (while only computers act, the human behind the last curtain keeps the screen, and one who
  claimed a public prompt keeps it until their Done);
  once a frame was public or held a result (everyone may have looked), the next private frame
  needs a new curtain, even for the seat that had the last one;
* every face drawn is visible in ``view(state, audience)`` (or in the view the batch of events on
  screen started from);
* a text shown for the first time to an audience names no content (a card, a fighter, an arena)
  that the view hides at both ends of the events on screen and that no event played so far has
  told that audience (a hire from a face-up row is public; a face-down one is not). A name is
  looked for as it is written or in capitals ("the champion" names no card Champion), and not
  inside a longer name the audience knows ("Ghost Ship" does not name the Ghost).

Every game is played to its end (two seeds per configuration). Any breach fails with the game,
seats, seed, frame and what leaked. A game added to the registry with a table is covered without
editing this file.
"""

from __future__ import annotations

import functools
import random
import re
from collections import Counter

import pytest
from conftest import strings, zone_kinds

from tabletop import games, i18n
from tabletop.engine.core import to_plain
from tabletop.match import Match, SeatInfo
from tabletop.shell.overlays import CurtainScene, ResultScene
from tabletop.shell.table import TableScene
from tabletop.ui import probe

FRAME_LIMIT = 60000  # far more than any whole game takes at this pace (a game that does not end fails)
DT = 0.25  # a quarter second a frame: timers (prompts, the Rochester look) run out quickly


def cases():
    out = []
    for info in games.playable():
        counts = range(info.min_players, info.max_players + 1)
        if info.max_players > 8:  # a party game of up to 12: its fewest, middle and most seats
            counts = sorted({info.min_players, (info.min_players + info.max_players) // 2, info.max_players})
        for n in counts:
            for humans in sorted({2, 3, n}):
                if 2 <= humans <= n:
                    out.append(pytest.param(info.id, n, humans, id=f"{info.id}-{n}seats-{humans}humans"))
    return out


class Recorder:
    def __init__(self) -> None:
        self.texts: list[str] = []
        self.faces: set[str] = set()
        self.references: list[str] = []

    def text(self, value: str) -> None:
        self.texts.append(value)

    def face(self, shows: str) -> None:
        self.faces.add(shows)

    def reference(self, value: str) -> None:
        self.references.append(value)

    def clear(self) -> None:
        self.texts, self.faces, self.references = [], set(), []


class LeakWatch:
    """Checks each frame against the audience's knowledge; records the first breach."""

    def __init__(self, info, match: Match, scene: TableScene, label: str) -> None:
        self.info, self.match, self.scene, self.label = info, match, scene, label
        self.rules = info.rules
        self.humans = match.human_seats()
        self.seen: dict[str, set] = {}  # text -> audiences it was shown to
        self.idle_state = match.state  # the state the events on screen started from
        self.last_curtain: int | None = None
        self.breaches: list[str] = []
        self.frame = 0
        self.names = {}
        self.told: dict = {}  # audience -> content the played events have told it
        self.reference: list[str] | None = None  # what the table drew as never depending on the game
        self.last_toast: str | None = None
        self.last_audience: int | None = None
        self.played = 0
        self.steps_before = 0  # moves made before the frame being checked
        self.texts_of: dict = {}  # (id of a state, audience) -> (the state, its text leaves, those of its view)

    def leaves(self, state, audience):
        """The text leaves of ``state`` and of its view for ``audience`` (states are immutable:
        each is read once)."""
        key = (id(state), audience)
        hit = self.texts_of.get(key)
        if hit is None or hit[0] is not state:
            view = self.rules.view(state, audience)
            hit = (state, strings(to_plain(state)) + zone_kinds(self.info.id, state),
                   strings(to_plain(view)) + zone_kinds(self.info.id, view))
            if len(self.texts_of) > 64:
                self.texts_of.clear()
            self.texts_of[key] = hit
        return hit[1], hit[2]

    def name(self, key: str) -> str | None:
        if key not in self.names:
            self.names[key] = self.info.name_of(key)
        return self.names[key]

    def fail(self, what: str) -> None:
        if len(self.breaches) < 5:
            self.breaches.append(f"{self.label} frame {self.frame}: {what}")

    def check(self, recorder: Recorder, top) -> None:
        self.frame += 1
        scene, match = self.scene, self.match
        if isinstance(top, CurtainScene):
            return  # the curtain covers the whole table
        audience = scene.audience
        toast = scene.toast[0] if scene.toast else None
        if toast is not None and toast == self.last_toast and audience != self.last_audience:
            self.fail(f"a refusal told to audience {self.last_audience} is still shown to {audience}: {toast!r}")
        self.last_toast, self.last_audience = toast, audience
        if recorder.references:  # "reference" texts may name anything only if they never change
            if self.reference is None:
                self.reference = recorder.references
            elif recorder.references != self.reference:
                self.fail(f"reference texts changed: {sorted(set(recorder.references) ^ set(self.reference))}")
        if len(self.humans) > 1 and audience is not None:
            if audience != self.last_curtain:
                self.fail(f"seat {audience}'s secrets on screen without its curtain (last curtain: "
                          f"{self.last_curtain})")
            idle = not (scene.queue or scene.wait > 0 or scene.tweener.busy() or isinstance(top, ResultScene)
                        or len(match.steps) != self.steps_before)  # a move made this frame is still playing
            others = [s for s in match.humans_to_act() if s != audience]
            # (A human who claimed a prompt keeps their screen until Done, asked or not: the others
            # wait for them either way, or the wait would tell whether they were asked.)
            claimed = scene.held_claim() == audience
            if idle and audience not in match.to_act() and others and not match.over and not claimed:
                self.fail(f"seat {audience} still owns the screen while {others} are to act")
        state = match.state
        ends = [state, self.idle_state]
        visible: Counter = Counter()
        hidden: Counter = Counter()
        for end in ends:
            full, shown = self.leaves(end, audience)
            visible |= shown
            hidden |= full - shown
        for event in scene.history[self.played:]:
            for who in {None, *self.humans}:
                self.told.setdefault(who, Counter()).update(strings(event.for_seat(who).to_json()))
        self.played = len(scene.history)
        told = self.told.get(None, Counter()) + self.told.get(audience, Counter())
        for face in recorder.faces:
            if visible[face] == 0:
                self.fail(f"the face of {face!r} drawn for audience {audience}, which cannot see it")
        secret_names = {}
        for key in hidden:
            if visible[key] == 0 and told[key] == 0:
                name = self.name(key)
                if name:
                    secret_names[name] = key
        # A known name that holds a secret one ("Ghost Ship" and "Ghost") is read as itself
        known = {self.name(k) for k in visible + told if self.name(k)} if secret_names else set()
        longer = [n for n in known if any(sec.lower() in n.lower() and sec.lower() != n.lower() for sec in secret_names)]
        longer.sort(key=len, reverse=True)
        for text in set(recorder.texts):
            shown_to = self.seen.setdefault(text, set())
            if None in shown_to or audience in shown_to:
                continue
            if text.casefold() in labels() and text.casefold() not in {n.casefold() for n in secret_names}:
                continue  # one of the program's own fixed words ("CHAMPION!", the title), and no card's name
            shown_to.add(audience)
            plain = text
            for name in longer:
                plain = re.sub(re.escape(name), " ", plain, flags=re.IGNORECASE)
            for name, key in secret_names.items():  # as a name is written (or in capitals): "the champion" is no card
                if any(re.search(rf"(?<!\w){re.escape(form)}(?!\w)", plain) for form in (name, name.upper())):
                    self.fail(f"text {text!r} names {key!r}, hidden from audience {audience}")
        if not scene.queue:
            self.idle_state = state
        if audience is None or scene.held is not None:
            # Everyone may have looked (a public screen, a result held for all to read): the next
            # secret on screen needs a new curtain, even for the seat that had the last one.
            self.last_curtain = None


@functools.cache
def labels() -> frozenset[str]:
    """Every fixed text of the program that is not a card's name (titles, buttons), casefolded:
    a screen title that reads like a card ("CHAMPION!") names no card."""
    return frozenset(i18n.tr(key).casefold() for key in i18n.keys() if ".card." not in key and "{" not in i18n.tr(key))


def play(app, game_id: str, players: int, humans: int, seed: int, table=None) -> list[str]:
    """One whole game through the table (``table``: a scene class other than the game's own),
    scripted as people play it; returns the breaches the watch found."""
    info = games.get(game_id)
    chooser = random.Random(seed)
    human_seats = set(chooser.sample(range(players), humans))
    seats = [SeatInfo(f"P{i}", "human" if i in human_seats else "computer", chooser.choice(["easy", "hard"]), i)
             for i in range(players)]
    match = Match(info, seats, seed, None)
    scene = (table or info.table_scene())(app, match)
    app.scenes.replace(scene)
    app._present = lambda: None  # everything is drawn and probed; only showing it on a window is skipped
    label = f"{game_id} {players} seats, humans {sorted(human_seats)}, seed {seed}"
    watch = LeakWatch(info, match, scene, label)
    recorder = Recorder()
    probe.recorder = recorder
    try:
        for _ in range(FRAME_LIMIT):
            recorder.clear()
            watch.steps_before = len(match.steps)
            app.tick(DT)
            top = app.scenes.top
            watch.check(recorder, top)
            if watch.breaches or match.over and isinstance(top, ResultScene):
                break
            if isinstance(top, CurtainScene):
                watch.last_curtain = top.seat
                top.button.on_click()
                continue
            if top is not scene:
                continue
            if scene.held is not None:  # a result waits to be read: the players read it
                scene.dismiss()
                continue
            seat = scene.actor
            if seat is not None and scene.my_turn():
                if chooser.random() < 0.2:  # a refused move first: its reason is for this seat only
                    scene.tell(f"refused for seat {seat}, move {len(match.steps)}")
                scene.submit(chooser.choice(match.legal(seat)))
            elif seat is not None and scene.held_claim() == seat:
                scene.give_back()  # claimed a prompt with nothing to answer: Done
            elif scene.public_claims() and chooser.random() < 0.3:
                scene.claim(chooser.choice(scene.public_claims()))
    finally:
        probe.recorder = None
    assert watch.breaches or match.over, f"{label}: the game did not reach its end in {FRAME_LIMIT} frames"
    return watch.breaches


@pytest.mark.parametrize("game_id, players, humans", cases())
def test_no_secret_reaches_an_audience_that_may_not_know_it(app, game_id, players, humans):
    breaches = []
    for seed in (players * 10 + humans, 1000 + players * 10 + humans):
        breaches += play(app, game_id, players, humans, seed)
    assert not breaches, "\n".join(breaches)


def test_the_watch_catches_a_hand_drawn_for_the_wrong_audience(app):
    """The probe and the watch are worth something only if they see a leak that is there."""
    info = games.get("campeao")
    seats = [SeatInfo(f"P{i}", "human" if i < 2 else "computer", "easy", i) for i in range(4)]
    match = Match(info, seats, 5, None)
    scene = info.table_scene()(app, match)
    app.scenes.replace(scene)
    watch = LeakWatch(info, match, scene, "forced leak")
    recorder = Recorder()
    hand = match.state.seats[1].hand
    recorder.faces.add(hand[0])  # as if seat 1's first card were drawn face up for the public
    recorder.texts.append(f"P1 draws {info.name_of(hand[0])}.")
    scene.audience = None
    watch.check(recorder, scene)
    assert strings(to_plain(info.rules.view(match.state, None)))[hand[0]] == 0  # nothing is public yet
    assert len(watch.breaches) == 2, watch.breaches


def test_the_watch_catches_a_public_result_drawn_from_a_private_view(app):
    """A table that plays the reveal and holds its result in the view of the seat that chose
    last (as Lucha Jefe's did) is caught: the other player may be looking at that moment."""
    from tabletop.games.lucha_jefe.table import LuchaJefeScene

    class OneSeatsReveal(LuchaJefeScene):
        PUBLIC_MOMENTS = frozenset()

        def stage(self, title, detail="", seat=None, private=False):
            super().stage(title, detail, seat, private=True)

    breaches = play(app, "lucha-jefe", 2, 2, 22, table=OneSeatsReveal)
    assert breaches and "without its curtain" in breaches[0], breaches
    assert not play(app, "lucha-jefe", 2, 2, 22)  # the real table, same seed: no breach
