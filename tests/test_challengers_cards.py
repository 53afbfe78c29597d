"""Every card's effects on a scripted position, checked against the effect data (never by name),
and every trigger and effect of the vocabulary.

One standard position is used for all match effects. Attacker A (participant 0) has on its bench
two same-set companions on one seat and a Newcomer on another (2 seats, 3 cards), two cards in its
exhaust pile and, before the tested card, one Newcomer revealed in this attack. Holder H
(participant 1) holds the flag with a Sea Serpent (9) over a Talent, with three seats of three
different sets on its bench and one card in its exhaust pile. The expected counter values are
written here by hand from that picture, so the engine's counting is checked, not repeated.
"""

from __future__ import annotations

import pytest
from test_challengers_helpers import Cards, position, table

from tabletop.engine.core import evolve
from tabletop.games.challengers import rules as g
from tabletop.games.challengers.rules.content import LOSE_FX, REVEAL_FX

A, H = 0, 1
EFFECT_CARDS = [(k, i) for k, c in g.CARDS.items() for i, _ in enumerate(c.effects)]


def companion(kind: str) -> str:
    """A card of the same set with no effects of its own if there is one (else any other)."""
    cset = g.CARDS[kind].set
    same = [k for k, c in g.CARDS.items() if c.set == cset and k != kind and c.copies >= 2]
    plain = [k for k in same if not g.CARDS[k].effects]
    quiet = [k for k in same if all(e.when != "bench" for e in g.CARDS[k].effects)]
    return (plain or quiet or ["starter-talent"])[0]


def standard(kind: str, *, where: str, deck_after: int = 0):
    """The standard position with ``kind`` at ``where``: "deck" (A's next card), "attack" (A's
    second attack card), "flag" (A holds the flag with it over a Newcomer), "bench" (its own seat on
    A's bench)."""
    cards = Cards()
    card = cards.one(kind)
    comp = companion(kind)
    a_bench = [cards(comp, 2), cards("starter-newcomer")]
    h_bench = [cards("starter-talent"), cards("city-courier"), cards("wreck-deckhand")]
    a_exhaust = cards("starter-dog", 2)
    h_exhaust = cards("starter-champion")
    a_field = cards("starter-newcomer")
    h_field = cards("starter-talent") + [cards.one("wreck-sea-serpent")]
    fillers = cards("starter-newcomer", deck_after) if deck_after else []
    h_deck = cards("starter-newcomer", 2)
    holder = H
    a_deck = [card] + fillers
    if where == "attack":
        a_field, a_deck = a_field + [card], fillers
    elif where == "flag":
        a_field, a_deck, holder = a_field + [card], fillers, A
        h_field = h_field[:1]  # H now attacks with one Talent revealed
    elif where == "bench":
        a_bench, a_deck = a_bench + [[card]], fillers
    state = position(cards, decks=(a_deck, h_deck), fields=(a_field, h_field), benches=(a_bench, h_bench),
                     exhausts=(a_exhaust, h_exhaust), holder=holder)
    return state, card


def expected_counter(name: str, kind: str, where: str, deck_left: int) -> int:
    same_set_bench = 2 if g.CARDS[companion(kind)].set == g.CARDS[kind].set else 0
    values = {
        "my_bench_seats": 2 + (where == "bench"), "my_bench_cards": 3 + (where == "bench"),
        "my_bench_set": same_set_bench + (where == "bench"), "opp_bench_seats": 3, "opp_bench_sets": 3,
        "my_exhaust": 2, "opp_exhaust": 1, "my_deck": deck_left, "attack_others": 1, "attack_set_others": 0,
        "attack_position": 2, "under_flag": 1, "first_of_match": 0,
    }
    return values[name]


def expected_value(e, kind, where, deck_left) -> int:
    if e.only_if:
        n = expected_counter(e.only_if, kind, where, deck_left)
        if (e.at_least is not None and n < e.at_least) or (e.at_most is not None and n > e.at_most):
            return 0
    return e.amount * (expected_counter(e.per, kind, where, deck_left) if e.per else 1)


@pytest.mark.parametrize("kind,index", EFFECT_CARDS)
def test_every_card_effect_does_what_its_data_says(kind, index):
    e = g.CARDS[kind].effects[index]
    if e.when == "select":
        _check_select(kind, e)
    elif e.do == "strength":
        _check_strength(kind, e)
    elif e.when == "lose_flag":
        _check_lose_flag(kind, e)
    else:
        _check_reveal(kind, index, e)


def _check_strength(kind, e):
    if e.when == "reveal":
        state, card = standard(kind, where="deck", deck_after=3)
        t = table(state)
        t.reveal(A)
        assert t.resolve_from(card, A, REVEAL_FX[card])
        assert t.bonus[A][-1] == expected_value(e, kind, "attack", 3)
        t.holder = A  # an immediate bonus is kept while the card holds the flag
        assert t.card_strength(A, len(t.field[A]) - 1) >= g.BASE[card] + t.bonus[A][-1]
        return
    if e.when == "attack":
        state, card = standard(kind, where="attack", deck_after=3)
        t = table(state)
        assert t.card_strength(A, 1) - g.BASE[card] == expected_value(e, kind, "attack", 3)
        t.holder, t.field[H] = A, t.field[H][:1]  # once it holds the flag, the bonus is gone
        t.bonus[H] = [0]
        own = sum(f.amount for f in g.CARDS[kind].effects if f.when == "flag" and f.to == "self")
        assert t.card_strength(A, 1) - g.BASE[card] == own
        return
    if e.when == "flag":
        state, card = standard(kind, where="flag", deck_after=3)
        t = table(state)
        if e.to == "self":
            assert t.card_strength(A, 1) - g.BASE[card] == expected_value(e, kind, "flag", 3)
        else:  # opp_attack: the opponent's attack total changes
            plain = table(state)
            plain.field[A][-1] = copies_of_plain(g.BASE[card], state)
            assert t.attack_total() - plain.attack_total() == expected_value(e, kind, "flag", 3)
        return
    # bench
    state, card = standard(kind, where="bench", deck_after=3)
    with_it, without = table(state), table(state)
    without.bench[A] = without.bench[A][:-1]
    value = expected_value(e, kind, "bench", 3)
    attack_gain = with_it.attack_total() - without.attack_total()
    assert attack_gain == (value if e.to in ("my_attack", "mine") else 0)
    for t in (with_it, without):  # now A holds the flag and H attacks
        t.holder = A
        t.field[H] = t.field[H][:1]
        t.bonus[H] = [0]
    assert with_it.flag_total() - without.flag_total() == (value if e.to in ("my_flag", "mine") else 0)
    assert with_it.attack_total() - without.attack_total() == (value if e.to == "opp_attack" else 0)


def copies_of_plain(base: int, state) -> int:
    """A card with no effects and the given base strength, not in play (from the box)."""
    for c in state.box:
        if g.BASE[c] == base and not g.CARDS[g.COPIES[c]].effects:
            return c
    raise AssertionError(f"no plain card of strength {base}")


def _check_lose_flag(kind, e):
    state, card = standard(kind, where="flag", deck_after=2)
    t = table(state)
    before_fans, before_supply = t.fans[A], t.supply
    t.stage, t.card, t.index = "lose", card, 0
    t.holder = A
    assert t.resolve_from(card, A, LOSE_FX[card])
    t.transfer()
    benched = [c for s in t.bench[A] for c in s]
    if e.do == "fans":
        assert t.fans[A] - before_fans == e.amount and before_supply - t.supply == e.amount
        assert card in benched
    elif e.do == "move" and e.src == "self":
        assert card not in benched
        where = {"exhaust": t.exhaust[A], "deck_bottom": t.deck[A][-1:], "deck_top": t.deck[A][:1], "box": t.box}[e.dest]
        assert card in where
    assert t.holder == H


def _check_reveal(kind, index, e):
    state, card = standard(kind, where="deck", deck_after=3)
    if e.only_if == "first_of_match":
        state = evolve(state, matches=(evolve(state.matches[0], first=card),))
    t = table(state)
    t.reveal(A)
    deck_before = list(t.deck[A])
    opp_deck, opp_exhaust = list(t.deck[H]), list(t.exhaust[H])
    done = t.resolve_from(card, A, REVEAL_FX[card])
    if e.do == "fans":
        assert done and t.fans[A] == e.amount
        return
    if e.do == "move" and e.src == "deck_top":
        assert done
        moved = opp_deck[: e.count] if e.who == "opponent" else deck_before[: e.count]
        target = H if e.who == "opponent" else A
        assert {"exhaust": t.exhaust[target]}.get(e.dest, t.deck[target])[-len(moved):] == moved
        if e.who == "opponent":
            assert t.deck[H] == opp_deck[e.count:] and t.exhaust[H] == opp_exhaust + moved
        return
    # choices: the owner is asked, with exactly the cards the data names
    assert not done and t.pending is not None and t.pending.who == A and t.pending.optional == e.optional
    if e.do == "peek":
        assert list(t.pending.options) == deck_before[: e.count]
        pick = t.pending.options[-1]
        t.answer(pick)
        if e.dest == "top":
            assert t.deck[A][0] == pick
        elif e.dest == "bottom":
            assert t.deck[A][-1] == pick
        else:
            assert pick in t.exhaust[A] and pick not in t.deck[A]
    elif e.src == "bench":
        assert list(t.pending.options) == [s[0] for s in t.bench[A]]
        first = t.pending.options[0]
        seat = next(s for s in t.bench[A] if s[0] == first)
        t.answer(first)
        assert all(c in {"exhaust": t.exhaust[A], "deck_bottom": t.deck[A]}[e.dest] for c in seat)
        assert len(t.bench[A]) == 1
    elif e.src == "exhaust":
        assert sorted(t.pending.options) == sorted(t.exhaust[A])
        pick = t.pending.options[0]
        t.answer(pick)
        assert pick not in t.exhaust[A] and t.deck[A][-1] == pick
    if e.optional:  # saying no changes nothing
        t2 = table(state)
        t2.reveal(A)
        t2.resolve_from(card, A, REVEAL_FX[card])
        zones = (list(t2.deck[A]), [list(s) for s in t2.bench[A]], list(t2.exhaust[A]))
        t2.answer(None)
        assert (list(t2.deck[A]), [list(s) for s in t2.bench[A]], list(t2.exhaust[A])) == zones


def _check_select(kind, e):
    assert g.CARDS[kind].set == "space"
    base = g.new_game(2, 5, {"left_out": "castle"})
    level = g.CARDS[kind].level
    letter_round = 1 if level == "A" else 4
    cards = Cards()
    card = cards.one(kind)
    others = [c for c in base.piles["ABC".index(level)] if c != card][:4]
    pile = tuple(c for c in base.piles["ABC".index(level)] if c != card and c not in others)
    piles = tuple(pile if i == "ABC".index(level) else p for i, p in enumerate(base.piles))
    box = base.box
    if card in box:
        box = tuple(c for c in box if c != card)
        left = [c for c in base.piles["ABC".index(level)] if c not in others][:1]
        piles = tuple(tuple(x for x in p if x not in left) for p in piles)
        box = tuple(sorted(box + tuple(left)))
    state = evolve(base, round=letter_round, piles=piles, box=box,
                   builders=(g.Builder("pick", level, (card, *others), g.RULES.picks[level], 1), base.builders[1]))
    assert g.components(state) == g.components(base)
    after, events = g.apply(state, g.Select(0, card))
    b = after.builders[0]
    picks_left = g.RULES.picks[level] - 1
    if e.do == "extra_pick":
        assert b.stage == "pick" and b.picks == picks_left + 1
    elif e.do == "redraw":
        assert b.redraws == 2
    elif e.do == "end_picks":
        assert b.stage == "remove" and not b.drawn
    elif e.do == "fans":
        assert after.fans[0] == e.amount and after.supply == 40 - e.amount
    elif e.do == "random_remove":
        assert len(after.decks[0]) == len(state.decks[0]) + 1 - e.count
        assert card in after.decks[0]
    assert g.components(after) == g.components(base)
    # RULINGS: the others hear of the effect only where its result shows, never which card or effect
    told = [ev for ev in events if ev.kind == "SelectionEffect"]
    assert len(told) == 1 and told[0].owner == 0 and told[0].secret == {"seat": 0, "card": kind, "effect": e.do}
    assert told[0].for_seat(1).data == ({"seat": 0} if e.do in ("fans", "random_remove") else {})
    removed = [ev for ev in events if ev.kind == "CardRemoved"]
    assert len(removed) == (e.count if e.do == "random_remove" else 0)
    for ev in removed:
        assert ev.for_seat(1).data == {"seat": 0, "forced": True} and ev.owner == 0
        assert ev.secret["card"] in {g.COPIES[c] for c in state.decks[0]} and ev.secret["to"] in ("box", "tray")
