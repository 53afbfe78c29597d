"""Challengers! keeps the engine contract over seeded random tournaments of every seat count 1-8
(the shared conformance test plays only the smallest count), plus content, texts and bots."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest
from conftest import assert_public_events_name_only_shown_cards

from tabletop import i18n

from tabletop.engine.core import DamagedState, IllegalAction, to_plain
from tabletop.games.challengers import balance, bots, texts
from tabletop.games.challengers import rules as g
from tabletop.games.challengers.rules.content import load

SEEDS = {p: [9_100_000_000_001 + 7919 * i for i in range(n)] for p, n in
         {1: 40, 2: 40, 3: 30, 4: 30, 5: 20, 6: 20, 7: 15, 8: 15}.items()}
TOTALS = {"cards": g.N_COPIES, "trophies": 28, "fans": 40}
# Events that may name a card: checked at every step against what the public views show.
TELLING = {"CardRemoved", "SelectionEffect", "CardMoved", "CardSelected", "CardsDrawn", "CardsRedrawn", "DeckPeeked"}


def _random_tournament(players, seed, checks):
    rnd = random.Random(seed)
    state = g.new_game(players, seed)
    for step in range(20_000):
        if g.is_over(state):
            return state, step
        seats = g.to_act(state)
        assert seats
        for s in range(players):
            assert bool(g.legal_actions(state, s)) == (s in seats)
        seat = rnd.choice(seats)
        action = rnd.choice(g.legal_actions(state, seat))
        sampled = step % checks == 0
        before = json.dumps(g.to_json(state), sort_keys=True) if sampled else None
        snapshot = copy.copy(state)
        after, events = g.apply(state, action)
        assert state == snapshot, "apply mutated its input"
        assert g.components(after) == TOTALS
        if sampled:
            assert json.dumps(g.to_json(state), sort_keys=True) == before
            _check_state(after, seed, players, events)
        if any(e.kind in TELLING for e in events):
            assert_public_events_name_only_shown_cards(g.id, g, state, after, events)
        state = after
    raise AssertionError(f"seed {seed}: no end")


def _check_state(state, seed, players, events):
    assert g.from_json(json.loads(json.dumps(g.to_json(state)))) == state
    for seat in list(range(players)) + [None]:
        v = g.view(state, seat)
        assert str(seed) not in json.dumps(to_plain(v))
        for p, deck in enumerate(state.decks):
            if p != seat or state.phase in ("competition", "final"):
                assert all(c == g.HIDDEN for c in v.decks[p]), "a deck is seen by someone who may not"
            else:
                assert v.decks[p] == tuple(sorted(deck)), "order is never shown"
        for s, b in enumerate(state.builders):
            assert v.builders[s].drawn == (b.drawn if s == seat else (g.HIDDEN,) * len(b.drawn))
        shown = players <= 2 or state.phase in ("final-deck", "final", "over")
        for p, held in enumerate(state.trophies):
            if not shown and p != seat:
                assert all(t % 10 == 0 for t in v.trophies[p])
    for e in events:
        if e.secret:
            assert e.owner is not None and e.for_seat(None).secret == {}


@pytest.mark.parametrize("players", range(1, 9))
def test_random_tournaments_keep_the_contract(players):
    for seed in SEEDS[players]:
        state, _steps = _random_tournament(players, seed, checks=23)
        assert g.to_act(state) == [] and g.winners(state) == [w for w in state.champions if w < players]
        if players >= 3:
            assert len(g.winners(state)) == 1 and state.ended_by == "final"
        with pytest.raises(IllegalAction):
            g.apply(state, g.FinishDeck(0))


def test_damaged_saves_of_big_tables_are_refused():
    state, _ = _random_tournament(6, 9_100_000_000_005, checks=10**9)
    data = g.to_json(state)
    for key, value in (("players", 9), ("supply", -1), ("layout", "1 2 3"), ("round", "x"), ("phase", "lunch")):
        bad = copy.deepcopy(data)
        bad["state"][key] = value
        with pytest.raises(DamagedState):
            g.from_json(bad)


# --------------------------------------------------------------------------- content and texts


def test_content_keeps_the_rulebook_facts():
    sets = {}
    for c in g.CARDS.values():
        sets[c.set] = sets.get(c.set, 0) + c.copies
        assert c.strength <= {"A": 3, "B": 5, "C": 10}.get(c.level, 10)
    assert sets["city"] == 20 and sets["robot"] == 19 and sets["starter"] == 6
    assert all(sets[s] == 40 for s in g.RULES.extra_sets)
    starters = sorted((c.strength, c.copies) for c in g.CARDS.values() if c.set == "starter")
    assert starters == [(1, 3), (2, 1), (3, 1), (4, 1)]
    for s in g.RULES.extra_sets:
        kinds = [c for c in g.CARDS.values() if c.set == s]
        assert 8 <= len(kinds) <= 12
    assert any(c.copies >= 5 for c in g.CARDS.values()) and any(c.copies <= 3 and c.set != "robot" for c in g.CARDS.values())


@pytest.mark.parametrize("patch,where", [
    (('strength = 3\ncopies = 4\n\n[[card]]\nid = "city-firefighter"', 'strength = 4\ncopies = 4\n\n[[card]]\nid = "city-firefighter"'), "city-courier"),
    (('when = "flag"\ndo = "strength"\namount = 1\n', 'when = "flag"\ndo = "strength"\namount = 1\nper = "moons"\n'), "city-firefighter"),
    (('id = "city-bus-driver"\nset = "city"', 'id = "city-bus-driver"\nset = "mars"'), "city-bus-driver"),
    (('when = "select"\ndo = "extra_pick"', 'when = "select"\ndo = "teleport"'), "space-ufo"),
])
def test_bad_content_names_the_file_and_the_entry(tmp_path, patch, where):
    text = g.CONTENT_PATH.read_text(encoding="utf-8")
    old, new = patch
    assert old in text
    path = tmp_path / "content.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DamagedState) as info:
        load(path)
    assert "content.toml" in str(info.value) and where in str(info.value)


def test_every_text_key_exists_with_the_right_placeholders():
    english = {e["msgid"]: e for e in i18n.parse_po(i18n.po_path("en").read_text(encoding="utf-8"))}
    for kind in g.CARDS:
        assert i18n.has(texts.card_name_key(kind))
        for key, fields in texts.describe(kind):
            assert i18n.has(key), f"{kind}: missing message {key}"
            for form in english[key]["msgstr"]:
                assert set(re.findall(r"{(\w+)}", form)) <= set(fields), f"{key} needs fields it is not given"
        lines = texts.render(kind)
        assert len(lines) == len(g.CARDS[kind].effects) and all(line.endswith(".") for line in lines)
    for s in g.SETS:
        assert i18n.has(texts.set_name_key(s)) and i18n.has(f"challengers.identity.{s}")


def test_refusal_codes_have_messages():
    source = Path(g.__file__).with_name("state.py").read_text(encoding="utf-8")
    for code in set(re.findall(r'"([a-z-]+): ', source)) - {"code"}:
        assert i18n.has(f"illegal.{code}"), code


def test_known_names_are_kept():
    names = {i18n.tr(texts.card_name_key(k)) for k in g.CARDS}
    for n in ("Bard", "Kraken", "Necromancer", "Rubber Duck", "Butler", "Vacuum Cleaner", "Heroine", "UFO",
              "Hologram", "Skeleton", "Vampire", "Fortune Teller", "Siren", "Parrots", "Autocorrect",
              "Ghost in the Machine", "Alfa", "Beta", "Robodog", "CAMP-4N"):
        assert n in names


def test_generated_text_matches_a_card():
    assert texts.render("castle-bard") == ["This card gets +1 strength for each occupied seat on your bench."]
    assert texts.render("castle-princess") == [
        "This card gets +2 strength if at least 3 seats of your bench are occupied."]
    assert texts.render("space-hologram") == ["On selection: you get one more redraw in this deck phase.",
                                              "During attack: this card gets +1 strength."]
    assert texts.render("robot-ghost-in-the-machine") == [
        "The opponent moves the top card of their deck to their exhaust pile."]


# --------------------------------------------------------------------------- computer players


@pytest.mark.parametrize("players", range(1, 9))
def test_computer_tournaments_of_every_size_end_with_a_champion(players):
    levels = ["hard", "easy", "random"]
    state, _ = balance.play(players, [levels[s % 3] for s in range(players)], players * 17)
    assert g.is_over(state)
    if players >= 3:
        assert len(g.winners(state)) == 1


def test_bots_decide_from_the_view_only():
    state = g.new_game(4, 3)
    for bot in (bots.EasyBot(1), bots.HardBot(1), bots.RandomBot(1)):
        view = g.view(state, 2)
        assert view.seed == 0 and all(c == g.HIDDEN for p in view.piles for c in p)
        action = bot.choose(view, 2)
        assert action in g.legal_actions(state, 2)


def test_hard_beats_easy_clearly_on_a_small_sample():
    share, _ = balance.evaluate("hard", "easy", 40, 4, 77)
    assert share >= 0.5


@pytest.mark.parametrize("seed", [5117060, 5117138])
def test_a_match_that_goes_round_for_ever_ends_at_the_reveal_limit_and_still_saves(seed):
    """Cards that send themselves back to the deck (two Bumper Cars facing each other) loop: random
    play at eight seats reaches the limit with these seeds. Every table on the way saves and loads,
    the one waiting at the limit included (the loader refused it once)."""
    rnd = random.Random(seed)
    state = g.new_game(8, seed)
    limited = 0
    while not g.is_over(state):
        seat = rnd.choice(g.to_act(state))
        state, events = g.apply(state, rnd.choice(g.legal_actions(state, seat)))
        won = [e for e in events if e.kind == "MatchWon" and e.data["reason"] == "reveal-limit"]
        limited += len(won)
        if won or any(m.reveals >= g.RULES.reveal_limit for m in state.matches):
            assert g.from_json(json.loads(json.dumps(g.to_json(state)))) == state
        assert all(m.reveals <= g.RULES.reveal_limit for m in state.matches)
    assert limited >= 1 and any(r.reason == "reveal-limit" for r in state.results)


def _layout_edit(data, fn):
    bad = copy.deepcopy(data)
    zones = bad["state"]["layout"].split(";")
    fn(zones)
    bad["state"]["layout"] = ";".join(zones)
    return bad


@pytest.mark.parametrize("players", [1, 4, 8])
def test_impossible_tables_are_refused_with_a_reason_and_good_ones_still_load(players):
    state, _ = _random_tournament(players, 9_100_000_000_011 + players, checks=10**9)
    rnd = random.Random(players)
    early = g.new_game(players, 77)
    for _ in range(3 * players):  # into the first deck phase: a seat has drawn and picked
        seat = rnd.choice(g.to_act(early))
        early, _ = g.apply(early, rnd.choice(g.legal_actions(early, seat)))
    data = g.to_json(early)
    first_deck = 7  # zone index of participant 0's deck in the layout

    def doubled(z):
        z[first_deck] = (z[first_deck] + " " + z[first_deck].split(" ")[0]).strip()

    def stuffed(z):
        pile = z[0].split(" ")
        z[0], z[first_deck] = " ".join(pile[20:]), " ".join(z[first_deck].split(" ") + pile[:20])

    def seen_early(z):
        z[-1] = z[first_deck].split(" ")[0]

    cases = {
        "a card in two places": _layout_edit(data, doubled),
        "a deck over what its deck phases could give": _layout_edit(data, stuffed),
        "cards seen before any match": _layout_edit(data, seen_early),
    }
    for label, (key, value) in {"a trophy that does not exist": ("trophies", [[99]] + [[]] * (g.participants(players) - 1)),
                                "no seats": ("players", 0), "nine seats": ("players", 9), "a seat count as text": ("players", "4")}.items():
        bad = copy.deepcopy(data)
        bad["state"][key] = value
        cases[label] = bad
    for label, bad in cases.items():
        with pytest.raises(DamagedState) as refused:
            g.from_json(json.loads(json.dumps(bad)))
        assert "Challengers!" in str(refused.value) and len(str(refused.value)) < 160, label
    for good in (early, state):
        assert g.from_json(json.loads(json.dumps(g.to_json(good)))) == good
