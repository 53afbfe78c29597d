"""No text overflows its button, panel or card, in any language.

Every screen of every game is drawn headless in each language (title and settings, every setup
at every seat count, each table through a seeded game with its pause menu and rules, every card
enlarged, the curtain and the result); each text drawn in a box goes through the asset cache's
fitting (smaller, never below ART.md's minimum, or wrapped), and one that still does not fit is
reported by the drawing probe. Any report fails with the language, the text and its box.
"""

from __future__ import annotations

import random
import re

import pytest
from conftest import Drawn, run, strings

from tabletop import games, i18n
from tabletop.engine.core import to_plain
from tabletop.match import Match, SeatInfo
from tabletop.shell.overlays import CurtainScene, PauseScene, ResultScene, RulesScene, SettingsScene
from tabletop.shell.setup import SetupScene
from tabletop.shell.title import TitleScene
from tabletop.ui import probe

STEPS = 90



def draw_every_screen(app) -> None:
    app.scenes.replace(TitleScene(app))
    run(app, 2)
    app.scenes.push(SettingsScene(app))
    run(app, 2)
    for info in games.GAMES:  # every setup screen, a game without its table yet too
        draw_every_setup(app, info)
    for info in games.playable():
        n = info.max_players
        seats = [SeatInfo(f"Seat Name {i + 1:02d}x", "human" if i == 0 else "computer", "hard", i) for i in range(n)]
        match = Match(info, seats, 11, None)
        table = info.table_scene()(app, match)
        app.scenes.replace(table)
        chooser = random.Random(5)
        content = set()
        for _ in range(STEPS):
            if match.over:
                break
            seat = chooser.choice(match.to_act())
            table.submit(chooser.choice(match.legal(seat))) if seat == 0 else table.enqueue(
                match.submit(chooser.choice(match.legal(seat))))
            run(app, 2)
            content |= {s for s in strings(to_plain(match.state)) if info.name_of(s)}
        for key in sorted(content):  # every card enlarged, with its full text
            table.zoom = key
            run(app, 1)
        table.zoom = None
        draw_every_status_and_refusal(app, table)
        if info.id == "campeao":
            draw_every_fight_result(app, table)
        for overlay in (PauseScene(app, match), RulesScene(app, info.id)):
            app.scenes.push(overlay)
            run(app, 1)
            app.scenes.pop()
        app.scenes.push(CurtainScene(app, 0, seats[0].name, 0, lambda: None))
        run(app, 1)
        app.scenes.pop()
        app.scenes.push(ResultScene(app, match, lambda: None, *table.result_summary()))
        run(app, 1)


def draw_every_setup(app, info) -> None:
    """The setup at every seat count, with its longest message line; at the most seats, every
    choice of every picker (a seat's level and per-seat option, each game option) drawn once, and
    a human seat beside the computers (Dead Last shows it a dash for a character)."""
    for n in range(info.min_players, info.max_players + 1):
        setup = SetupScene(app, info)
        app.scenes.replace(setup)
        setup._set_count(str(n))
        setup.message = setup.problem() or i18n.tr("setup.bad-options")  # the longest message line
        run(app, 2)
    rows = setup.rows
    for row in rows:
        row["kind"].index = 1  # every seat a computer: every picker on screen
    rows[-1]["kind"].index = 0
    run(app, 1)
    for widget in [*(w for r in rows[:1] for w in (r["kind"], r["level"], *r["per-seat"].values())),
                   *(w for _, w in setup.options)]:
        for k in range(len(widget.options)):
            widget.index = k
            widget.draw(app.screen)
        widget.index = 0


def filled(key: str) -> str:
    """A message with every field filled with a long sample (names of the longest kind)."""
    fields = {f: "Seat Name 01x" for f in re.findall(r"{(\w+)}", i18n.tr(key))}
    fields.update({f: 12 for f in ("n", "turns", "fame", "target", "injuries", "a", "b", "cost")})
    if "names" in fields:
        fields["names"] = "Seat Name 01x, Seat Name 02x"
    return i18n.tr(key, **fields)


def draw_every_status_and_refusal(app, table) -> None:
    """Every button of a table (those the seeded game never showed too); and a table with a
    status line draws each of its game's status texts there (also as a public hand-over, the
    seat's name leading it) and every refusal the rules or the table may say as its toast, each
    through the table's own drawing: the probe sees any that does not fit."""
    for button in getattr(table, "buttons", []):  # every button, also those the game did not show
        button.draw(app.screen)
    if "status" not in getattr(table, "layout", {}) or not hasattr(table, "_status_text"):
        return
    prefix = table.match.info.id.split("_")[0]
    keys = sorted(i18n.keys("en"))
    statuses = [k for k in keys if k.startswith((f"{prefix}.status.", f"{prefix}.why."))]
    refusals = [k for k in keys if k.startswith(("illegal.", f"{prefix}.why.", f"{prefix}.nothing-",
                                                 "table.drop-", "table.undo-"))]
    table.held, table.banner = None, None
    try:
        for key in statuses:
            text = filled(key)
            table._status_text = lambda text=text: text
            table.draw(app.screen)
            table.named = lambda: 0
            table.draw(app.screen)
            del table.named
        table.__dict__.pop("_status_text", None)
        for key in refusals:
            table.toast = (filled(key), 3.0)
            table.draw(app.screen)
    finally:
        table.toast = None
        table.__dict__.pop("_status_text", None)
        table.__dict__.pop("named", None)


def draw_every_fight_result(app, table) -> None:
    """Each way a Campeão fight can end (knock-out, damage, either tie; the belt kept, taken
    short of the target or at it, a street fight, the game won), held on the table."""
    from tabletop.games.campeao import narration

    names = [s.name for s in table.match.seats]
    for how in ("ko", "damage", "injuries", "defender"):
        for challenger, street, won_game, fame in ((1, False, False, 2), (1, False, False, 14), (0, False, False, 3),
                                                   (0, True, False, 3), (0, False, True, 14)):
            d = {"seat": 0, "loser": 1, "how": how, "damage": [12, 11], "injuries": [12, 13],
                 "challenger": challenger, "street": street}
            title, detail = narration.fight_result(d, [(0, 2, fame), (1, 1, 11)], names, 14, won_game)
            table.stage(title, detail, 0)
            table.draw(app.screen)
    table.held = None


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_text_overflows_its_box(app, language):
    app.set_language(language)
    recorder = Drawn()
    probe.recorder = recorder
    try:
        draw_every_screen(app)
    finally:
        probe.recorder = None
        app.set_language("en")
    found = sorted(set(recorder.overflows))
    assert not found, f"{language}: texts wider than their box: " + "; ".join(f"{t!r} (box {w})" for t, w in found[:25])


def test_the_probe_sees_an_overflow(app):
    recorder = Drawn()
    probe.recorder = recorder
    try:
        app.assets.text("A label far too long for its little box", "bold", 30, width=80)
    finally:
        probe.recorder = None
    assert recorder.overflows and recorder.overflows[0][1] == 80
