"""The Dead Last log reads every event of seeded random games (6 and 12 seats) for every audience
in every language: no crash, no key or field left in a line, every key in the language's own
catalogue, and no secret told to an audience the event does not show it to (which card a seat
laid, the values of the bars it took or drew, the name a whisper carried), checked against the
event's own secret values. Then a few key lines word for word, in English, from scenarios played
through the rules.
"""

from __future__ import annotations

import random
import re

import pytest

from tabletop import i18n
from tabletop.engine.core import Event, evolve
from tabletop.games.dead_last import narration
from tabletop.games.dead_last import rules as R

A = R.AMBUSH
NAMES = ("Ana", "Bea", "Caio", "Dora", "Eli", "Fay", "Gus", "Hal", "Ivo", "Jun", "Kim", "Lia")
GAMES = {(6, 1): None, (6, 2): None, (6, 3): None, (6, 4): None, (12, 5): None, (12, 7): None}  # 12/7: a tie-break
KEY_LEFT = re.compile(r"(deadlast|game|illegal|log)\.[a-z0-9_.-]+|[{}]")
NUMBER = re.compile(r"\d+")


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def _play(players: int, seed: int) -> tuple[R.DeadLastState, list[Event]]:
    """A random game to its end; now and then a seat changes a face-down card before the reveal."""
    rnd = random.Random(seed)
    state, events = R.setup(players, seed)
    events = list(events)
    while not R.is_over(state):
        actions = R.legal_actions(state, rnd.choice(R.to_act(state)))
        changers = [s for s in range(players) if R.optional_actions(state, s)]
        if changers and rnd.random() < 0.15:
            actions = R.optional_actions(state, rnd.choice(changers))
        state, more = R.apply(state, rnd.choice(actions))
        events += more
    return state, events


for _key in GAMES:
    GAMES[_key] = _play(*_key)


def _named(name: str, text: str) -> bool:
    return re.search(r"(?<!\w)%s(?!\w)" % re.escape(name), text) is not None


def _mentioned(event: Event) -> set[int]:
    """The seats an event's public part is about (their own lines may say "you")."""
    return {v for k, v in event.data.items() if k in ("seat", "to", "target", "was", "by") and isinstance(v, int)}


def _check_secrets(event: Event, audience, text: str, names) -> None:
    """No line tells ``audience`` a secret it may not know; its owner's line tells it."""
    secret, owner = event.secret, audience is not None and audience == event.owner
    where = f"{event.kind} {event.data} {secret} for {audience}: {text!r}"
    if event.kind == "CardLaid":
        card = secret["card"]
        said = _named(narration.card_name(A), text) if card == A else _named(names[card], text)
        assert said == owner, f"the face-down card is told to its owner only: {where}"
    elif event.kind == "ShowdownCardLaid":
        told = {c for c in R.SHOWDOWN_CARDS if narration.card_name(c) in text}
        assert told == ({secret["card"]} if owner else set()), where
    elif event.kind == "BarsTaken":
        numbers = sorted(int(n) for n in NUMBER.findall(text))
        values = secret["values"] if owner else []
        assert numbers == sorted([event.data["count"]] + values), f"a bar's value is its taker's: {where}"
    elif event.kind == "BarDrawn":
        numbers = [int(n) for n in NUMBER.findall(text)]
        assert numbers == ([secret["value"]] if owner else []), where
    elif event.kind in ("Whispered", "WhisperHeard"):
        assert _named(names[secret["target"]], text) == owner, f"a whisper's name is its two seats': {where}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_event_reads_for_every_audience_and_tells_no_secret(lang, language, monkeypatch):
    language(lang)
    used: set[str] = set()
    real_tr = narration.tr

    def recording_tr(key, **fields):
        used.add(key)
        return real_tr(key, **fields)

    monkeypatch.setattr(narration, "tr", recording_tr)
    told_kinds = set()
    for (players, seed), (state, events) in GAMES.items():
        names = NAMES[:players]
        for audience in [*range(players), None]:
            rules = []
            for event in events:
                seen = event.for_seat(audience)
                lines = narration.narrate(seen, audience, names)
                public = narration.narrate(event.for_seat(None), None, names) if event.secret else None
                for line in lines:
                    where = f"{players} seats, seed {seed}, {lang}, audience {audience}, {event.kind}: {line.text!r}"
                    assert line.text and not KEY_LEFT.search(line.text), f"a key or a field is left: {where}"
                    assert line.seat is None or 0 <= line.seat < players, f"not a seat: {where}"
                    if event.secret:
                        _check_secrets(event, audience, line.text, names)
                    rules += [line.text] if line.rule else []
                if event.secret and audience not in _mentioned(event) and audience != event.owner:
                    assert lines == public, f"{event.kind} reads the same to every seat it is not about"
                if lines:
                    told_kinds.add(event.kind)
                if event.kind == "RoundStarted":
                    banner = narration.tr("deadlast.banner.round", n=event.data["round"])
                    assert lines[0].rule and lines[0].text == banner
                if event.kind == "ConspiracyStarted" and event.data["vote"] > 1:
                    assert lines[0].rule, "every later vote of a round opens with a rule"
                if event.kind == "VotesRevealed":
                    for t in event.data["targets"]:  # the targets are named, to everybody
                        assert any(_named(names[t], x.text) for x in lines) or audience == t
            assert rules and rules[0] == narration.tr("deadlast.banner.round", n=1)
        summary = narration.round_lines(R.view(state, None), names)
        assert len(summary) >= state.round, "a line for every round"
        assert all(text and not KEY_LEFT.search(text) for text in summary)
        won = next(e for e in events if e.kind == "GameWon")
        assert str(R.total(state, state.champions[0])) in narration.ending(won.data, names)
    assert told_kinds == set(narration.NARRATORS) - {"DeckEmpty"}, "every kind but the empty deck's was played"
    missing = {k for k in used if k not in i18n.keys(lang)}
    assert not missing, f"{lang} lacks {sorted(missing)}"


# --------------------------------------------------------------------------- scenarios, word for word


def _game(players: int = 6, seed: int = 5, standing=None, deck=None, pot=None) -> R.DeadLastState:
    """A new game with only ``standing`` seats up (a later vote), the deck and pot set if given."""
    state = R.new_game(players, seed)
    if standing is not None:
        alive = tuple(s in standing for s in range(players))
        state = evolve(state, alive=alive, in_vote=alive, ready=tuple(not a for a in alive))
    if deck is not None:
        state = evolve(state, deck=tuple(deck))
    if pot is not None:
        state = evolve(state, pot=tuple(pot))
    return state


def _talk_ends(state):
    while state.phase == "conspire":
        state, _ = R.apply(state, R.Ready(R.to_act(state)[0]))
    return state


def _cast(state, cards: dict[int, int]):
    state, events = _talk_ends(state), []
    for seat, card in sorted(cards.items()):
        state, more = R.apply(state, R.Ambush(seat) if card == A else R.Vote(seat, card))
        events += more
    return state, events


def _read(events, audience, names=NAMES[:6], kinds=None) -> list[str]:
    return [line.text for e in events if kinds is None or e.kind in kinds
            for line in narration.narrate(e.for_seat(audience), audience, names)]


def test_a_face_down_card_is_named_behind_its_owners_curtain_only():
    state = _talk_ends(_game())
    state, laid = R.apply(state, R.Vote(0, 1))
    state, changed = R.apply(state, R.Ambush(0))
    assert _read(laid, 0) == ["You lay Bea's card face down."]
    assert _read(changed, 0) == ["You change your card for your Ambush."]
    for audience in (1, 2, None):
        assert _read(laid, audience) == ["Ana lays a card face down."]
        assert _read(changed, audience) == ["Ana changes their card."]
    state, back = R.apply(state, R.Vote(0, 2))
    assert _read(back, 0) == ["You change your card: now it is Caio's."]


def test_a_whisper_names_its_target_to_its_two_seats_only():
    state = _game()
    state, events = R.apply(state, R.Whisper(R.to_act(state)[0], 2, 3))
    seat = events[0].data["seat"]
    name = NAMES[seat]
    assert _read(events, seat) == ["You whisper a name to Caio: Dora."]
    assert _read(events, 2) == [f"{name} whispers a name to you: Dora."]
    assert _read(events, 3) == _read(events, None) == [f"{name} whispers to Caio."]


def test_pointing_says_you_to_the_seats_it_is_about():
    state = _game()
    seat = R.to_act(state)[0]
    state, first = R.apply(state, R.Point(seat, 1))
    state, second = R.apply(state, R.Point(seat, 2))
    name = NAMES[seat]
    assert _read(first, 1) == [f"{name} points at you."]
    assert _read(first, seat) == ["You point at Bea."]
    assert _read(second, None) == [f"{name} stops pointing at Bea and points at Caio."]
    assert _read(second, 1) == [f"{name} stops pointing at you and points at Caio."]


def test_the_reveal_counts_the_votes_names_the_targets_and_says_why_each_seat_falls():
    """4 votes for Blue (seat 0, who laid Ambush), 3 for Purple (seat 2); Emerald (1) wasted an
    Ambush; Blue takes down one of its voters."""
    names = ("Blue", "Emerald", "Purple", "Dan", "Eve", "Finn", "Gil", "Hugo", "Ida", "Joy")
    cards = {0: A, 1: A, 2: 3, 3: 0, 4: 0, 5: 0, 6: 0, 7: 2, 8: 2, 9: 2}
    state, events = _cast(_game(10), cards)
    assert _read(events, None, names, {"VotesRevealed"}) == [
        "Blue: 4 votes (Dan, Eve, Finn, Gil).", "Purple: 3 votes (Hugo, Ida, Joy).", "Dan: 1 vote (Purple).",
        "Ambush cards: Blue and Emerald.", "The target is Blue.",
    ]
    assert _read(events, 0, names, {"VotesRevealed"})[-1] == "You are the target."
    assert _read(events, None, names, {"SeatEliminated", "AmbushSprung"}) == [
        "Emerald laid an Ambush in vain and is out.", "Purple did not vote for a target and is out.",
        "Hugo did not vote for a target and is out.", "Ida did not vote for a target and is out.",
        "Joy did not vote for a target and is out.",
        "Blue's Ambush works! They stay up and choose who falls among Dan, Eve, Finn and Gil.",
    ]
    assert _read(events, 1, names, {"SeatEliminated"})[0] == "You laid an Ambush in vain and are out."
    state, events = R.apply(state, R.Eliminate(0, 5))
    assert _read(events, None, names) == [
        "Finn falls into Blue's ambush and is out.", "Still standing: Blue, Dan, Eve and Gil.", "Vote 2"]
    assert _read(events, 0, names)[0] == "Finn falls into your ambush and is out."
    assert _read(events, 5, names)[0] == "You fall into Blue's ambush and are out."


def test_an_ambush_whose_only_voter_fell_as_a_target_takes_nobody_down():
    state, events = _cast(_game(standing={0, 1, 2}), {0: A, 1: 2, 2: 0})
    assert _read(events, None, kinds={"VotesRevealed", "SeatEliminated", "AmbushSprung"}) == [
        "Ana: 1 vote (Caio).", "Caio: 1 vote (Bea).", "Ambush card: Ana.", "A tie: the targets are Ana and Caio.",
        "Caio was a target and is out.",
        "Ana's Ambush works: they stay up, but none of their voters is left standing.",
    ]
    assert _read(events, None, kinds={"ShowdownStarted"}) == ["Final Showdown", "Ana and Bea face off for the 4 bars."]
    assert _read(events, 1, kinds={"ShowdownStarted"})[1] == "You face Ana for the 4 bars."


def test_the_showdown_tells_the_cards_the_bars_each_takes_and_the_bars_that_stay():
    state, _ = _cast(_game(8, standing={3, 4, 5}), {3: 4, 4: 3, 5: 4})
    assert state.finalists == (3, 5)
    names = NAMES[:8]
    pot = list(state.pot)
    state, first = R.apply(state, R.Showdown(3, R.GRAB_ALL))
    assert _read(first, 3, names) == ["You lay Grab all face down."]
    assert _read(first, 5, names) == ["Dora lays a showdown card face down."]
    state, events = R.apply(state, R.Showdown(5, R.SPLIT))
    kinds = {"ShowdownRevealed", "BarsTaken"}
    assert _read(events, None, names, kinds) == [
        "Dora plays Grab all; Fay plays Split.", "Dora grabs it all; Fay gets nothing.", "Dora takes 4 bars."]
    values = narration.listing([str(v) for v in pot])
    assert _read(events, 3, names, kinds) == [
        "You play Grab all; Fay plays Split.", "You grab it all; Fay gets nothing.",
        f"You take 4 bars: {values} points."]
    assert _read(events, 5, names, kinds)[1] == "Dora grabs it all; you get nothing."


def test_two_grab_one_and_go_leave_two_bars_and_two_grabs_leave_all_four():
    state, _ = _cast(_game(8, standing={3, 4, 5}), {3: 4, 4: 3, 5: 4})
    names = NAMES[:8]
    ones, _ = R.apply(state, R.Showdown(3, R.GRAB_ONE))
    _, events = R.apply(ones, R.Showdown(5, R.GRAB_ONE))
    assert _read(events, None, names, {"ShowdownRevealed", "BarsTaken"}) == [
        "Dora plays Grab one and go; Fay plays Grab one and go.", "Both grab one and go.", "2 bars stay in the middle.",
        "Dora takes 1 bar.", "Fay takes 1 bar."]
    greedy, _ = R.apply(state, R.Showdown(3, R.GRAB_ALL))
    _, events = R.apply(greedy, R.Showdown(5, R.GRAB_ALL))
    assert _read(events, None, names, {"ShowdownRevealed"})[1:] == [
        "Both grab it all: neither takes a bar, and every other player draws one from the deck.",
        "4 bars stay in the middle."]
    drawn = next(e for e in events if e.kind == "BarDrawn")
    assert _read([drawn], drawn.owner, names) == [f"You draw a bar from the deck: {drawn.secret['value']} points."]
    assert _read([drawn], None, names) == [f"{names[drawn.owner]} draws a bar from the deck."]


def test_nobody_standing_and_an_empty_deck():
    state = _game(8, standing={0, 1, 2}, deck=[3, 4], pot=[5, 5, 5, 5])
    state, events = _cast(state, {0: 1, 1: 2, 2: 0})
    names = NAMES[:8]
    assert _read(events, None, names, {"NobodySurvived", "DeckEmpty"}) == [
        "Nobody is left standing: nobody takes the bars.", "4 bars stay in the middle.",
        "Everyone who was out before the last vote draws a bar from the deck.",
        "The gold deck is empty: Fay draws nothing.", "The gold deck is empty: Gus draws nothing.",
        "The gold deck is empty: Hal draws nothing."]
    assert _read(events, 6, names, {"DeckEmpty"})[1] == "The gold deck is empty: you draw nothing."
    assert _read(events, None, names, {"RoundStarted"}) == [
        "Round 2", "4 gold bars wait in the middle, face down.", "4 of them are left from the last round.",
        "The gold deck is now empty."]


def test_how_the_game_ended_is_said_with_the_winner_the_total_and_why():
    names = NAMES[:6]
    totals = [26, 3, 30, 0, 0, 0]
    won = {"seats": [2], "totals": totals, "bars": [], "ended": "points"}
    assert narration.ending(won, names) == "Caio wins with 30 points, the highest total of all who reached 25."
    alone = {**won, "totals": [20, 3, 30, 0, 0, 0]}
    assert narration.ending(alone, names) == "Caio reaches 25 points and wins with 30!"
    assert narration.ending(alone, names, 2) == "You reach 25 points and win with 30!"
    assert narration.ending({**won, "ended": "tiebreak"}, names) == (
        "Caio breaks the tie in a showdown and wins with 30 points.")
    shared = {"seats": [0, 2], "totals": [72, 0, 72, 0, 0, 0], "bars": [], "ended": "gold"}
    assert narration.ending(shared, names) == (
        "No bar is left to break the tie: Ana and Caio share the win with 72 points.")
    assert narration.headline(["Ana", "Caio"]) == "Ana and Caio share the win!"
    assert narration.headline(["Caio"]) == "Caio wins!"
    assert narration.header(names)[0].text == (
        "Dead Last for 6: Ana, Bea, Caio, Dora, Eli and Fay. 25 points of gold win.")


def test_the_round_summary_says_how_each_round_ended():
    state, _ = _cast(_game(standing={0, 1, 2}), {0: A, 1: A, 2: A})  # round 1: nobody stands
    state = _talk_ends(state)
    state, _ = _cast(state, {s: (s + 1) % 6 for s in range(6)})  # round 2, vote 1: all tied, all fall
    assert narration.round_lines(R.view(state, None), NAMES[:6]) == [
        "Round 1: nobody was left standing.", "Round 2: nobody was left standing."]
    state, _ = _cast(_game(8, standing={3, 4, 5}), {3: 4, 4: 3, 5: 4})
    state, _ = R.apply(state, R.Showdown(3, R.GRAB_ONE))
    state, _ = R.apply(state, R.Showdown(5, R.SPLIT))
    assert narration.round_lines(R.view(state, None), NAMES[:8]) == [
        "Round 1, showdown: Dora (Grab one and go) takes 1, Fay (Split) takes 3."]


def test_every_refusal_of_the_rules_reads_as_its_reason_in_every_language(language):
    from tabletop.shell.overlays import explain
    from tabletop.translations import refusal_codes

    codes = refusal_codes(R)
    assert {c for c in codes if c.startswith("dl-")} >= {"dl-not-yourself", "dl-no-gestures", "dl-same-card"}
    for lang in i18n.LANGUAGES:
        language(lang)
        for code in codes:
            assert f"illegal.{code}" in i18n.keys(lang), f"{lang} lacks the reason for {code}"
    language("en")
    assert explain("dl-not-yourself: you cannot vote for yourself") == (
        "You cannot vote for, point at or whisper about yourself.")
