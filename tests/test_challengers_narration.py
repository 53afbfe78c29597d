"""The Challengers! log reads every event of seeded random tournaments (1, 2, 3, 5 and 8 seats)
for every audience in every language: no crash, no key or field left in a line, no card named to
an audience the event does not show it to, a park on every match line, each lost match's reason."""

from __future__ import annotations

import random
import re

import pytest
from conftest import cards_named

from tabletop import i18n
from tabletop.engine.core import Event
from tabletop.games.challengers import narration, texts
from tabletop.games.challengers import rules as g

SEATS = (1, 2, 3, 5, 8)
SEEDS = {1: (71, 72), 2: (81, 82), 3: (91,), 5: (95,), 8: (98,)}
SEAT_NAMES = ("Ana", "Bea", "Caio", "Dora", "Eli", "Fay", "Gus", "Hal")
KEY_LEFT = re.compile(r"(challengers|log)\.[a-z0-9_.-]+|[{}]")
# How each language says the way a match was lost.
REASONS = {
    "en": {"deck-out": "deck ran out", "bench-full": "No seat is free", "reveal-limit": "cards revealed"},
    "pt_BR": {"deck-out": "acabou", "bench-full": "assento livre", "reveal-limit": "cartas reveladas"},
    "es": {"deck-out": "se acabó", "bench-full": "asiento libre", "reveal-limit": "cartas reveladas"},
}


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def _tournament(players: int, seed: int) -> list[Event]:
    rnd = random.Random(seed)
    state, events = g.new_game(players, seed), []
    while not g.is_over(state):
        seat = rnd.choice(g.to_act(state))
        state, new = g.apply(state, rnd.choice(g.legal_actions(state, seat)))
        events += new
    return events


TOURNAMENTS = {(p, s): _tournament(p, s) for p in SEATS for s in SEEDS[p]}


def _names(players: int) -> list[str]:
    robot = [i18n.tr(narration.ROBOT)] if players % 2 else []
    return list(SEAT_NAMES[:players]) + robot


def _card_finder() -> re.Pattern:
    """Every card name of the current language as a whole word (longest first: "Ghost Ship" is
    not "Ghost")."""
    names = sorted({texts.name(c) for c in g.CARDS}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(%s)(?!\w)" % "|".join(re.escape(n) for n in names))


def _carried(event: Event) -> set[str]:
    """The names of the cards an event, as its audience gets it, carries (public or secret)."""
    return {texts.name(c) for c in cards_named("challengers", {"d": event.data, "s": event.secret}, numbers=False)}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_event_reads_well_for_every_audience_and_names_only_what_it_shows(lang, language):
    language(lang)
    finder = _card_finder()
    for (players, seed), events in TOURNAMENTS.items():
        names = _names(players)
        for audience in list(range(players)) + [None]:
            rules = []
            for event in events:
                seen = event.for_seat(audience)
                lines = narration.narrate(seen, audience, names, players)
                for line in lines:
                    where = f"{players} seats, seed {seed}, {lang}, audience {audience}, {event.kind}: {line.text!r}"
                    assert line.text and not KEY_LEFT.search(line.text), f"a key or a field is left: {where}"
                    assert line.seat is None or 0 <= line.seat < players, f"not a seat: {where}"
                    named = set(finder.findall(line.text))
                    assert named <= _carried(seen), f"names {sorted(named - _carried(seen))}: {where}"
                    if "park" in event.data and not line.rule:
                        park = narration.park_name(event.data["park"])
                        assert line.text.startswith(park), f"no park: {where}"
                    rules += [line.text] if line.rule else []
                if event.kind == "CardSelected":
                    secret = event.secret["card"]
                    own = audience == event.owner
                    assert (texts.name(secret) in lines[0].text) == own, f"{lang} {event}: {lines[0].text}"
                if event.kind == "CardRevealed":
                    assert len(lines) == 1 and str(event.data["strength"]) in lines[0].text
                    robot = event.data["who"] >= players
                    assert (lines[0].seat is None) == robot
                if event.kind == "MatchWon":
                    assert REASONS[lang][event.data["reason"]] in lines[0].text, lines[0].text
                if event.kind == "TrophyTaken" and event.secret:
                    d, fans = event.data, event.secret["fans"]
                    if audience == event.owner:
                        told = i18n.tr("challengers.log.trophy-own", round=d["round"], n=fans)
                    else:  # the fans on a trophy's back stay hidden
                        told = i18n.tr("challengers.log.trophy", name=names[d["who"]], round=d["round"])
                    assert lines[0].text.endswith(told), lines[0].text
            letters = [narration.round_banner(r) for r in range(2, g.RULES.rounds + 1)]
            assert rules[: len(letters)] == letters[: len(rules)], "a rule opens each later round, in order"
            if players >= 3:
                assert rules[-1] == narration.round_banner(g.RULES.rounds + 1), "the final opens with a rule"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_way_to_lose_a_match_is_said_as_such(lang, language):
    language(lang)
    names = _names(3)
    for reason, phrase in REASONS[lang].items():
        event = Event("MatchWon", {"winner": 3, "loser": 1, "reason": reason, "park": 2})
        (line,) = narration.narrate(event, None, names, 3)
        assert phrase in line.text and line.text.startswith(i18n.tr("challengers.park.2"))
        assert line.seat is None, "the Robot's lines take no seat colour"


def test_sample_lines_in_english(language):
    language("en")
    names = ["Ana", "Bea", "Caio", "Robot"]
    ufo = next(c for c in range(len(g.COPIES)) if g.COPIES[c] == "space-ufo")
    picked = Event("CardSelected", {"seat": 1, "level": "A"}, {"card": "space-ufo"}, 1)
    assert narration.narrate(picked, 1, names, 3)[0].text == "You add UFO to your deck."
    assert narration.narrate(picked.for_seat(0), 0, names, 3)[0].text == "Bea adds a card from pile A to their deck."
    shown = Event("CardRevealed", {"who": 0, "card": ufo, "kind": "space-ufo", "strength": 3, "park": 1})
    assert narration.narrate(shown, None, names, 3)[0].text == "Red park: Ana reveals UFO, strength 3."
    flag = Event("TotalsCompared", {"who": 0, "attack": 9, "holder": 3, "defence": 7, "park": 0})
    assert narration.narrate(flag, None, names, 3)[0].text == (
        "Green park: Ana's attack reaches 9 against Robot's 7, and the flag goes to Ana.")
    short = Event("TotalsCompared", {"who": 0, "attack": 6, "holder": 3, "defence": 7, "park": 0})
    assert narration.narrate(short, None, names, 3) == [], "an attack still short of the flag reveals on"
    benched = Event("CardsBenched", {"who": 1, "cards": [ufo, ufo], "park": 3})
    assert narration.narrate(benched, None, names, 3)[0].text == "Yellow park: UFO ×2 go to Bea's bench."
    seats = Event("CardsBenched", {"who": 1, "cards": [ufo], "park": 3, "seats": 4})
    assert narration.narrate(seats, None, names, 3)[0].text.endswith("Bench: 4 of 6 seats taken.")
    assert narration.round_banner(3, "A") == "Round 3 · A"
    assert narration.round_banner(g.RULES.rounds + 1) == "The final"
    head = narration.header(names)
    assert "Ana, Bea, Caio and Robot" in head[0].text and head[1].rule and head[1].text == "Round 1 · A"
    phase = Event("DeckPhaseStarted", {"round": 4, "letter": "B"})
    rule, text = narration.narrate(phase, None, names, 3)
    assert rule.rule and rule.text == "Round 4 · B"
    assert text.text == "Deck phase: everyone draws from pile B or from pile C."
