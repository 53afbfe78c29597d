"""Every table's seat badge tells a computer seat's level, and a human seat's level never.

The issue "Expert computer players": nobody should need the log to know they play against an
Expert. Each table is drawn headless, in each language, with a human seat (its unused level set
to Hard) and computer seats at Expert (the longest level's word, "Especialista"), named as long
as the fit test names seats; a spy on the asset cache's text keeps every text drawn, those
composed into cached pictures (Dead Last's ID cards) too, and the drawing probe every text that
did not fit its box.
"""

from __future__ import annotations

import random

import pytest
from conftest import Drawn, run

from tabletop import games
from tabletop.i18n import LANGUAGES, tr
from tabletop.match import Match, SeatInfo
from tabletop.ui import probe


def texts_drawn(app, game_id: str, language: str = "en", recorder=None) -> list[str]:
    app.set_language(language)
    drawn: list[str] = []
    real = app.assets.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    app.assets.text = spy
    info = games.get(game_id)
    n = max(info.min_players, 2)
    seats = [SeatInfo("Ana", "human", "hard", 0)]
    seats += [SeatInfo(f"Seat Name {i + 1:02d}x", "computer", "expert", i) for i in range(1, n)]
    match = Match(info, seats, 5, None)
    if game_id == "challengers":  # the human's deck built: the others' rows (and the standings) show
        chooser = random.Random(5)
        while 0 in match.to_act():
            match.submit(chooser.choice(match.legal(0)))
    probe.recorder = recorder
    try:
        app.scenes.replace(info.table_scene()(app, match))
        run(app, 3)
    finally:
        probe.recorder = None
    return drawn


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", [g.id for g in games.playable()])
def test_a_computer_seat_shows_its_level_and_a_human_seat_does_not(app, game_id, language):
    recorder = Drawn()
    try:
        drawn = texts_drawn(app, game_id, language, recorder)
        expert, hard = tr("level.expert"), tr("level.hard")
        shown = {expert, tr("seat.computer-level", level=expert)}
        hidden = {hard, tr("seat.computer-level", level=hard)}
    finally:
        app.set_language("en")
    assert shown & set(drawn), f"{game_id} ({language}): no seat says {expert!r}"
    assert not hidden & set(drawn), f"{game_id} ({language}): a human seat shows a level"
    assert not recorder.overflows, f"{game_id} ({language}): wider than their box: {recorder.overflows}"

