"""The table's log: one line per thing that happened, coloured by seat, repeated lines counted."""

from __future__ import annotations

from tabletop.engine.core import Event
from tabletop.shell.log import Line, LogPanel


def narrate(event, audience, names):
    d = event.data
    if event.kind == "Turn":
        return [Line(f"{names[d['seat']]}'s turn", rule=True)]
    return [Line(f"{names[d['seat']]} draws a card.", d["seat"])]


def test_the_same_line_in_a_row_is_written_once_with_a_count(app):
    log = LogPanel(app.assets, narrate, ["Ana", "Bia"], [0, 1])
    events = [Event("Turn", {"seat": 0}), Event("Draw", {"seat": 0}), Event("Draw", {"seat": 0}),
              Event("Draw", {"seat": 0}), Event("Draw", {"seat": 1}), Event("Turn", {"seat": 1}),
              Event("Turn", {"seat": 1}), Event("Draw", {"seat": 1})]
    log.sync(events, None)
    assert [(line.text, line.times) for line in log.lines] == [
        ("Ana's turn", 1), ("Ana draws a card.", 3), ("Bia draws a card.", 1), ("Bia's turn", 1), ("Bia's turn", 1),
        ("Bia draws a card.", 1)]
    assert log.lines[1].shown() != log.lines[1].text and "3" in log.lines[1].shown()
    log.sync(events, 0)  # another audience: written again, the same way
    assert [line.times for line in log.lines] == [1, 3, 1, 1, 1, 1]


def test_a_round_el_imprevisto_turned_around_names_whose_win_it_was():
    from tabletop.engine.core import Event
    from tabletop.games.lucha_jefe import narration

    plain = Event("RoundWon", {"seat": 1, "reason": "strength", "reversed": False, "round": 1})
    flipped = Event("RoundWon", {"seat": 1, "reason": "strength", "reversed": True, "round": 1})
    names = ["Ana", "Bot"]
    assert narration.narrate(plain, None, names)[0].text == "Bot wins the round (stronger fighter)."
    assert narration.narrate(flipped, None, names)[0].text == (
        "Bot wins the round: El Imprevisto turned Ana's win (stronger fighter) around.")


def test_the_log_scrolls_back_only_to_its_first_line_and_a_new_reader_or_round_starts_at_the_newest(app):
    import pygame

    zone = pygame.Rect(0, 0, 440, 400)
    surface = pygame.Surface((440, 400))
    log = LogPanel(app.assets, narrate, ["Ana", "Bia"], [0, 1])
    events = [Event("Draw", {"seat": i % 2}) for i in range(40)]
    log.sync(events, None)
    log.draw(surface, zone)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    for _ in range(100):  # far more turns of the wheel than there are lines
        log.handle_event(wheel, zone, (10, 10))
        log.draw(surface, zone)
    assert 0 < log.scroll < len(log.lines) - 1, "it stops with the first line at the top, not in an empty box"
    log.sync(events, 0)  # the mouse went to another seat: they read from the newest line
    assert log.scroll == 0
    log.scroll = 5
    log.sync(events + [Event("Turn", {"seat": 1})], 0)  # a new turn begins: back to the newest line
    assert log.scroll == 0
    short = LogPanel(app.assets, narrate, ["Ana", "Bia"], [0, 1])
    short.sync(events[:3], None)
    short.draw(surface, zone)
    short.handle_event(wheel, zone, (10, 10))
    assert short.scroll == 0, "a log that fits its box does not scroll at all"


def _lucha_lines(events, audience, names):
    from tabletop.games.lucha_jefe import narration

    return [line.text for e in events for line in narration.narrate(e.for_seat(audience), audience, names)]


def test_la_adivinas_manager_reads_her_entrance_once_in_their_own_log():
    """Bea sends in La Adivina in secret, then she is shown to the table: Bea's own log says
    "You send in La Adivina" once, not again in the third person; everyone else reads one line."""
    from tabletop.engine.core import evolve
    from tabletop.games.lucha_jefe import rules as lj
    from tabletop.i18n import tr

    rest = [f for f in lj.FIGHTER_IDS if f not in (lj.GALLO, lj.AMIGO, lj.ADIVINA, lj.VACIO)]
    state = evolve(lj.new_game(2, 5), phase="select", hand=(), latecomers=(), kept=None,
                   rosters=((lj.GALLO, lj.AMIGO), (lj.ADIVINA, lj.VACIO)), retired=(tuple(rest[:2]), tuple(rest[2:])))
    events = []
    for action in (lj.Choose(1, lj.ADIVINA), lj.Choose(0, lj.GALLO)):
        state, new = lj.apply(state, action)
        events += new
    assert [e.kind for e in events][-1] == "AdivinaRevealed"
    names = ["Ana", "Bea"]
    own = _lucha_lines(events, 1, names)
    sent = tr("lucha.log.chosen-own", fighter="La Adivina")
    assert own.count(sent) == 1 and tr("lucha.log.adivina", name="Bea") not in own
    assert sum("La Adivina" in line for line in own) == 2  # chosen in secret, then shown to Ana
    assert own[-1] == tr("lucha.log.adivina-own", rival="Ana")
    for audience in (None, 0):
        lines = _lucha_lines(events, audience, names)
        assert sum("La Adivina" in line for line in lines) == 1, lines
        assert lines[-1] == tr("lucha.log.adivina", name="Bea")


def test_el_burocratas_paperwork_shows_its_sum():
    from tabletop.games.lucha_jefe import narration

    won = Event("RoundWon", {"seat": 1, "reason": "burocrata", "reversed": False, "round": 2, "paperwork": [9, 7]})
    text = narration.narrate(won, None, ["Ana", "Bea"])[0].text
    assert text.replace("\u00a0", " ") == "Bea wins the round (El Burócrata's paperwork: 9 + 7 = 16 ≥ 10)."
    assert "9 + 7 = 16 ≥ 10".replace(" ", "\u00a0") in text  # the sum is never broken over two lines
