"""Challengers! rules: matches (flag, bench, both losses, timings), deck phase, brackets, start
player, trophies, fans, the final, two-seat and solo endings, the Robot, options and views."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from conftest import act_on
from test_challengers_helpers import Cards, position, table

from tabletop.engine.core import DamagedState, IllegalAction, ScriptedRng, evolve
from tabletop.games.challengers import rules as g
from tabletop.games.challengers.rules.play import bracket

A, H = 0, 1


# --------------------------------------------------------------------------- the match


def test_attack_reveals_until_total_reaches_flag_and_never_one_more():
    cards = Cards()
    a_deck = cards("starter-newcomer", 2) + cards("starter-champion") + cards("starter-dog")
    flag = cards.one("starter-champion")  # 4
    state = position(cards, decks=(a_deck, cards("starter-newcomer")), fields=((), (flag,)), holder=H)
    t = table(state)
    t.run()
    # 1 + 1 + 4 = 6 >= 4 after three cards: the Dog stays in the deck; the flag is on the Champion
    revealed = [e.data["card"] for e in t.events if e.kind == "CardRevealed"]
    assert revealed[:3] == a_deck[:3]
    taken = next(e for e in t.events if e.kind == "FlagTaken")
    assert taken.data["card"] == a_deck[2] and taken.data["who"] == A
    assert [c for s in t.bench[H] for c in s] == [flag]


def test_defence_is_the_flag_card_alone_and_cards_go_under_it():
    cards = Cards()
    a_deck = cards("starter-newcomer", 3) + cards("starter-talent")
    h_deck = cards("starter-talent", 1) + cards("starter-newcomer", 1)
    state = position(cards, decks=(a_deck, h_deck), fields=((), cards("starter-talent")), holder=H)
    t = table(state)
    t.run()
    # A: 1 + 1 = 2 >= 2 takes the flag with two cards; H then needs only 1 (the top Newcomer), not 2
    flag_events = [e for e in t.events if e.kind == "FlagTaken"]
    assert flag_events[0].data["card"] == a_deck[1]
    assert flag_events[1].data == {"who": H, "card": h_deck[0], "from": A, "park": 0}


def test_same_name_cards_share_a_bench_seat():
    cards = Cards()
    newcomers = cards("starter-newcomer", 3)
    state = position(cards, decks=(cards("starter-champion"), ()), fields=((), newcomers), holder=H)
    t = table(state)
    t.stage = "check"
    t.run()
    assert t.bench[H] == [newcomers]


def test_a_card_with_no_free_bench_seat_loses_the_match():
    cards = Cards()
    kinds = ["starter-talent", "starter-dog", "city-courier", "wreck-deckhand", "wreck-captain", "city-bus-driver"]
    bench = [cards(k) for k in kinds]
    flag = cards.one("starter-champion")
    state = position(cards, decks=(cards("wreck-sea-serpent"), cards("starter-newcomer")), fields=((), (flag,)),
                     benches=((), bench), holder=H)
    t = table(state)
    t.run()
    assert (t.winner, t.reason) == (A, "bench-full")


def test_a_seventh_card_of_a_benched_name_still_fits():
    cards = Cards()
    kinds = ["starter-talent", "starter-dog", "city-courier", "wreck-deckhand", "wreck-captain", "starter-champion"]
    bench = [cards(k) for k in kinds]
    flag = cards.one("starter-champion")
    state = position(cards, decks=(cards("wreck-sea-serpent"), ()), fields=((), (flag,)), benches=((), bench), holder=H)
    t = table(state)
    t.run()
    assert t.reason == "deck-out" and t.winner == A  # H benched the Champion with its twin, then ran out
    assert len(t.bench[H]) == 6 and len(t.bench[H][-1]) == 2


def test_attacker_whose_deck_runs_out_short_loses():
    cards = Cards()
    state = position(cards, decks=(cards("starter-newcomer", 2), ()), fields=((), cards("wreck-sea-serpent")), holder=H)
    t = table(state)
    t.run()
    assert (t.winner, t.reason) == (H, "deck-out")
    assert len([e for e in t.events if e.kind == "CardRevealed"]) == 2


def test_losing_the_flag_resolves_before_gaining_it():
    cards = Cards()
    parrots = cards.one("wreck-parrots")
    state = position(cards, decks=(cards("starter-talent"), ()), fields=((), (parrots,)), holder=H)
    t = table(state)
    t.run()
    kinds = [e.kind for e in t.events]
    assert kinds.index("FansTaken") < kinds.index("FlagTaken") < kinds.index("CardsBenched")
    assert t.fans[H] == 1


def test_immediate_bonus_is_kept_while_holding_the_flag():
    cards = Cards()
    bard = cards.one("castle-bard")  # 1 +1 per occupied bench seat
    bench = [cards("starter-talent"), cards("starter-dog")]
    state = position(cards, decks=((bard,), cards("starter-newcomer")), fields=((), cards("starter-talent")),
                     benches=(bench, ()), holder=H)
    t = table(state)
    t.run()
    assert t.holder == A or t.winner >= 0
    t2 = table(state)
    t2.reveal(A)
    from tabletop.games.challengers.rules.content import REVEAL_FX

    assert t2.resolve_from(bard, A, REVEAL_FX[bard])
    assert t2.bonus[A] == [2]
    t2.stage = "check"
    t2.run()  # 3 >= 2: Bard takes the flag and keeps +2; H's Newcomer (1) cannot beat 3
    assert (t2.winner, t2.reason) == (A, "deck-out")


def test_during_attack_bonus_ends_when_the_flag_is_taken():
    cards = Cards()
    artist = cards.one("city-street-artist")
    state = position(cards, decks=((artist,), ()), fields=((), cards("wreck-captain")), holder=H)
    t = table(state)
    t.reveal(A)
    assert t.attack_total() == g.BASE[artist] + 2
    t.holder, t.field[H], t.bonus[H] = A, [], []
    assert t.flag_total() == g.BASE[artist]


def test_bench_bonuses_of_same_name_cards_add_up():
    cards = Cards()
    kings = cards("castle-king", 2)
    state = position(cards, decks=(cards("starter-newcomer"), ()), fields=(cards("starter-talent"), cards("wreck-captain")),
                     benches=([kings], ()), holder=H)
    t = table(state)
    assert t.attack_total() == 2 + 2  # Talent 2, +1 from each King
    one = position(Cards(), decks=((), ()), fields=((), ()), benches=((), ()))
    assert one  # (a second position builds independently)


def test_the_first_revealed_card_resolves_its_effect():
    cards = Cards()
    siren = cards.one("wreck-siren")
    h_deck = cards("starter-newcomer", 3)
    state = position(cards, decks=((siren,), h_deck), holder=-1, stage="start", starter=A)
    t = table(state)
    t.run()
    assert t.first == siren
    assert t.exhaust[H][:1] == [h_deck[0]]


def test_first_card_takes_the_flag_without_its_during_attack_bonus():
    cards = Cards()
    artist = cards.one("city-street-artist")
    state = position(cards, decks=((artist,), cards("starter-champion", 2)), holder=-1, stage="start", starter=A)
    t = table(state)
    t.run()
    # Street Artist holds with its base 4 only: the first Champion (4) takes the flag at once
    taken = [e for e in t.events if e.kind == "FlagTaken"]
    assert taken[0].data["who"] == A and taken[1].data["who"] == H
    assert len([e for e in t.events if e.kind == "CardRevealed" and e.data["who"] == H]) == 1


def test_effect_choice_asks_the_owner_through_legal_actions():
    cards = Cards()
    butler = cards.one("haunted-butler")
    seat = cards("starter-dog")
    state = position(cards, decks=((butler,), cards("starter-newcomer")), fields=((), cards("wreck-captain")),
                     benches=([seat], ()), holder=H)
    t = table(state)
    t.run()
    assert t.pending is not None and t.pending.who == A
    state = evolve(state, decks=(tuple(t.deck[0]), tuple(t.deck[1])), fields=(tuple(t.field[0]), tuple(t.field[1])),
                   bonuses=(tuple(t.bonus[0]), tuple(t.bonus[1])), matches=(t.match(),))
    assert g.to_act(state) == [A]
    assert g.legal_actions(state, A) == [g.Pick(A, seat[0]), g.Decline(A)]
    assert g.legal_actions(state, H) == []
    after, _events = act_on(g, state, g.Pick(A, seat[0]))
    assert seat[0] in after.exhausts[A] or after.phase != "competition"


def test_the_robot_answers_effect_choices_by_its_fixed_rule():
    cards = Cards()
    butler = cards.one("haunted-butler")
    seat = cards("starter-dog")
    state = position(cards, players=1, decks=((butler,), cards("starter-newcomer")),
                     fields=((), cards("wreck-captain")), benches=([seat], ()), holder=H)
    # make participant 0 the Robot by swapping roles: the Robot is participant 1 in solo
    state = evolve(state, decks=(state.decks[1], state.decks[0]), fields=(state.fields[1], state.fields[0]),
                   bonuses=(state.bonuses[1], state.bonuses[0]), benches=(state.benches[1], state.benches[0]),
                   matches=(evolve(state.matches[0], holder=A),))
    t = table(state)
    t.run()
    assert t.pending is None and seat[0] in t.exhaust[H]


def test_reveal_limit_ends_any_match():
    cards = Cards()
    state = position(cards, decks=(cards("starter-newcomer", 3), ()), fields=((), cards("wreck-sea-serpent")), holder=H)
    state = evolve(state, matches=(evolve(state.matches[0], reveals=g.RULES.reveal_limit),))
    t = table(state)
    t.run()
    assert (t.winner, t.reason) == (H, "reveal-limit")


# --------------------------------------------------------------------------- brackets


@pytest.mark.parametrize("players", range(1, 9))
def test_brackets_every_participant_plays_each_round_no_avoidable_rematch(players):
    n = g.participants(players)
    plan = bracket(n)
    parks = g.RULES.parks[players - 1]
    assert len(plan) == 7 and all(len(r) == parks for r in plan)
    meetings = Counter()
    for rnd in plan:
        assert sorted(p for pair in rnd for p in pair) == list(range(n))
        for a, b in rnd:
            meetings[frozenset((a, b))] += 1
        every = [meetings[frozenset(p)] for p in itertools.combinations(range(n), 2)]
        assert max(every) - min(every) <= 1, "a pair met again before every pair had met as often"
    state = g.new_game(players, 3)
    assert sorted({p for rnd in state.plan for pair in rnd for p in pair}) == list(range(n))
    assert all(len(state.plan[r]) == parks and all(a != b for a, b in state.plan[r]) for r in range(7))
    if n > players:
        assert all(any(players in pair for pair in rnd) for rnd in state.plan), "the Robot plays every round"


def test_parks_by_seat_count():
    assert [len(g.new_game(p, 1).stacks) for p in range(1, 9)] == [1, 1, 2, 2, 3, 3, 4, 4]


def test_trophy_stacks_one_per_round_round_one_on_top():
    state = g.new_game(8, 4)
    for stack in state.stacks:
        assert [g.trophy_round(t) for t in stack] == [1, 2, 3, 4, 5, 6, 7]
    for r in range(1, 8):
        values = sorted(g.trophy_fans(s[r - 1]) for s in state.stacks)
        assert values == sorted(g.RULES.trophy_fans[r - 1])


# --------------------------------------------------------------------------- start player


def _start(state, rng):
    from tabletop.games.challengers.rules.play import _start_competition

    return _start_competition(state, rng, [])


def test_round_one_starts_by_flag_toss():
    from tabletop.games.challengers.rules.play import _starter

    state = g.new_game(2, 1)
    assert _starter(state, 0, 1, ScriptedRng([1])) == (1, "toss")
    assert _starter(state, 0, 1, ScriptedRng([0])) == (0, "toss")
    s = state
    for seat in (0, 1):  # a whole deck phase, then the match starts with a toss
        s, _ = g.apply(s, g.Draw(seat, "A"))
        while s.builders[seat].stage == "pick":
            s, _ = g.apply(s, g.Select(seat, s.builders[seat].drawn[0]))
        s, events = g.apply(s, g.FinishDeck(seat))
    started = next(e for e in events if e.kind == "MatchStarted")
    assert started.data["by"] == "toss"


def test_later_rounds_start_with_the_highest_numbered_trophy_tie_by_toss():
    from tabletop.games.challengers.rules.play import _starter

    state = evolve(g.new_game(2, 1), round=3, trophies=((11,), (22,)))
    assert _starter(state, 0, 1, ScriptedRng([])) == (1, "trophy")
    state = evolve(state, trophies=((21, 12), (22,)))
    assert _starter(state, 0, 1, ScriptedRng([0])) == (0, "toss")
    state = evolve(state, trophies=((), ()))
    assert _starter(state, 0, 1, ScriptedRng([1])) == (1, "toss")


# --------------------------------------------------------------------------- deck phase


def _deck_state(players=2, seed=2):
    return g.new_game(players, seed, {"left_out": "space"} if players != 1 else None)


def test_deck_phase_draw_select_redraw_remove_finish():
    s = _deck_state()
    assert g.to_act(s) == [0, 1]
    assert g.legal_actions(s, 0) == [g.Draw(0, "A")]
    s, ev = act_on(g, s, g.Draw(0, "A"))
    drawn = s.builders[0].drawn
    assert len(drawn) == 5 and ev[0].secret["cards"] and ev[0].owner == 0 and "cards" not in ev[0].data
    assert g.Redraw(0) in g.legal_actions(s, 0)
    s, _ = act_on(g, s, g.Select(0, drawn[0]))
    assert g.Redraw(0) in g.legal_actions(s, 0)  # a redraw after the first pick is still allowed
    s, _ = act_on(g, s, g.Redraw(0))
    assert len(s.builders[0].drawn) == 4 and not set(s.builders[0].drawn) & set(drawn)
    assert g.Redraw(0) not in g.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="no-redraw-left"):
        g.apply(s, g.Redraw(0))
    s, _ = act_on(g, s, g.Select(0, s.builders[0].drawn[0]))
    assert s.builders[0].stage == "remove" and not s.builders[0].drawn
    assert sum(map(len, s.discards)) == 4 + 3  # four redrawn away, three left unpicked
    starter = s.decks[0][0]
    s, ev = act_on(g, s, g.Remove(0, starter))
    assert starter in s.box and ev[0].secret["to"] == "box"
    picked = next(c for c in s.decks[0] if g.SET_OF[c] != "starter")
    s, ev = act_on(g, s, g.Remove(0, picked))
    assert picked in s.discards[0] and ev[0].secret["to"] == "tray"
    s, _ = act_on(g, s, g.FinishDeck(0))
    assert g.to_act(s) == [1]


def test_b_rounds_offer_two_from_b_or_one_from_c():
    s = evolve(_deck_state(), round=4)
    assert g.legal_actions(s, 0) == [g.Draw(0, "B"), g.Draw(0, "C")]
    s, _ = act_on(g, s, g.Draw(0, "C"))
    assert s.builders[0].picks == 1
    s, _ = act_on(g, s, g.Select(0, s.builders[0].drawn[0]))
    assert s.builders[0].stage == "remove"


def test_full_discard_compartment_goes_shuffled_under_the_pile():
    s = _deck_state()
    cap = g.RULES.discard_capacity["A"]
    cards = list(s.piles[0][: cap - 1])
    s = evolve(s, piles=(s.piles[0][cap - 1:],) + s.piles[1:], discards=(tuple(cards),) + s.discards[1:])
    s, _ = act_on(g, s, g.Draw(0, "A"))
    rest = tuple(c for c in s.builders[0].drawn)
    order = list(reversed(cards + [rest[0]]))
    s2, ev = g.apply(s, g.Redraw(0), ScriptedRng([order]))
    assert s2.discards[0] == tuple(rest[1:]) or len(s2.discards[0]) < cap
    assert any(e.kind == "DiscardShuffledUnder" for e in ev)


def test_a_deck_keeps_at_least_one_card():
    s = _deck_state()
    s = evolve(s, decks=(s.decks[0][:1],) + s.decks[1:], box=tuple(sorted(s.box + s.decks[0][1:])),
               builders=(g.Builder("remove", "A", (), 0, 0), s.builders[1]))
    assert g.legal_actions(s, 0) == [g.FinishDeck(0)]
    with pytest.raises(IllegalAction, match="deck-too-small"):
        g.apply(s, g.Remove(0, s.decks[0][0]))


def test_refusals_say_why_and_change_nothing():
    s = _deck_state()
    for action, code in ((g.Select(0, 5), "draw-first"), (g.FinishDeck(0), "draw-first"), (g.Pick(0, 1), "no-question"),
                         (g.Draw(0, "C"), "wrong-pile"), (g.Draw(5, "A"), "no-such-seat")):
        with pytest.raises(IllegalAction) as info:
            g.apply(s, action)
        assert str(info.value).startswith(code + ": ")


# --------------------------------------------------------------------------- trophies, fans, endings


def _finish_round(state, winners_by_park, rng=None):
    """Every match of the current round ended with the given winners (participant ids)."""
    from tabletop.games.challengers.rules.play import _after_matches

    matches = tuple(g.Match(p, tuple(pair), pair[0], -1, "done", -1, 0, -1, 1, None, w, "deck-out")
                    for p, (pair, w) in enumerate(zip(state.plan[state.round - 1] if state.phase == "competition"
                                                      else (state.finalists,), winners_by_park)))
    events = []
    state = _after_matches(evolve(state, matches=matches), rng or ScriptedRng([list(range(state.players))]), events)
    return state, events


def _competition(state):
    return evolve(state, phase="competition", builders=tuple(g.Builder("idle", "", (), 0, 0) for _ in state.builders))


def test_winner_takes_the_trophy_with_fans_hidden_from_others():
    s = _competition(g.new_game(4, 8))
    pairs = s.plan[0]
    s2, events = _finish_round(s, [pairs[0][0], pairs[1][1]])
    taken = [e for e in events if e.kind == "TrophyTaken"]
    assert len(taken) == 2 and all("fans" in e.secret and "fans" not in e.data for e in taken)
    assert s2.trophies[pairs[0][0]] == (s.stacks[0][0],)
    v = g.view(s2, pairs[0][1])
    assert v.trophies[pairs[0][0]] == (10,)  # round 1, fans hidden
    assert g.view(s2, pairs[0][0]).trophies[pairs[0][0]] == (s.stacks[0][0],)
    assert s2.phase == "deck" and s2.round == 2


def test_robot_trophy_goes_to_the_box_except_in_solo():
    s = _competition(g.new_game(3, 8))
    robot = 3
    park = next(i for i, p in enumerate(s.plan[0]) if robot in p)
    other = next(i for i in range(2) if i != park)
    winners = [None, None]
    winners[park], winners[other] = robot, s.plan[0][other][0]
    s2, _ = _finish_round(s, winners)
    assert s2.trophies[robot] == () and s.stacks[park][0] in s2.trophy_box
    solo = _competition(g.new_game(1, 8))
    s3, _ = _finish_round(solo, [1])
    assert s3.trophies[1] == (solo.stacks[0][0],)


def test_two_seats_an_eleven_fan_lead_wins_at_once():
    s = _competition(evolve(g.new_game(2, 8), round=3, fans=(8, 0), supply=32))
    s = evolve(s, trophies=((11, 22), ()), stacks=(s.stacks[0][2:],), results=(
        g.Result(1, 0, 0, 1, "deck-out"), g.Result(2, 0, 0, 1, "deck-out")))
    s2, _ = _finish_round(s, [1])
    assert s2.phase == "deck"  # 8 + 3 against at most 3: a lead under 11
    s = evolve(s, fans=(12, 0), supply=28)
    s3, _events = _finish_round(s, [0])
    assert s3.phase == "over" and s3.ended_by == "lead" and g.winners(s3) == [0]


def test_solo_robot_can_win_by_the_lead_and_then_nobody_wins():
    s = _competition(evolve(g.new_game(1, 8), fans=(0, 12), supply=28))
    s2, _ = _finish_round(s, [1])
    assert s2.phase == "over" and s2.champions == (1,) and g.winners(s2) == []


def test_two_seats_most_fans_after_round_seven_with_tie_breaks():
    base = _competition(g.new_game(2, 8))
    s = evolve(base, round=7, stacks=(base.stacks[0][6:],), trophies=((11, 22, 33), (12, 23, 34)),
               results=tuple(g.Result(r, 0, w, 1 - w, "deck-out") for r, w in ((1, 0), (2, 0), (3, 0), (4, 1),
                                                                                 (5, 1), (6, 1))))
    s = evolve(s, trophies=(tuple(base.stacks[0][:3]), tuple(base.stacks[0][3:6])))
    s2, _events = _finish_round(s, [0])
    totals = [g.total_fans(s2, p) for p in range(2)]
    assert s2.phase == "over" and s2.ended_by in ("fans", "lead")
    assert g.winners(s2) == [totals.index(max(totals))] or totals[0] == totals[1]


def test_standing_tie_breaks_more_trophies_then_highest_trophy():
    s = evolve(g.new_game(4, 1), trophies=((12, 21), (13,), (11, 31), (), ), fans=(0, 0, 0, 3, 0)[:4])
    keys = {p: g.standing_key(s, p) for p in range(4)}
    assert keys[0] == (3, 2, 2) and keys[1] == (3, 1, 1) and keys[2] == (2, 2, 3) and keys[3] == (3, 0, 0)
    ranked = sorted(range(4), key=lambda p: keys[p], reverse=True)
    assert ranked[:2] == [0, 1]


def test_final_finalists_remove_only_and_the_winner_is_champion():
    base = _competition(g.new_game(4, 9))
    s = base
    for r in range(7):
        s, _ = _finish_round(s, [pair[0] for pair in s.plan[r]])
        if r < 6:
            s = _competition(s)
    assert s.phase == "final-deck" and len(s.finalists) == 2
    best = sorted(range(4), key=lambda p: g.standing_key(s, p), reverse=True)
    assert set(s.finalists) >= {best[0]} and g.standing_key(s, s.finalists[1]) >= g.standing_key(s, best[2])
    assert sorted(g.to_act(s)) == sorted(s.finalists)
    f = s.finalists[0]
    assert all(isinstance(a, (g.Remove, g.FinishDeck)) for a in g.legal_actions(s, f))
    outsider = next(p for p in range(4) if p not in s.finalists)
    with pytest.raises(IllegalAction, match="not-a-finalist"):
        g.apply(s, g.FinishDeck(outsider))
    assert g.view(s, outsider).trophies[f] == s.trophies[f]  # all trophies shown after round 7
    s = evolve(s, phase="final", builders=tuple(g.Builder("idle", "", (), 0, 0) for _ in range(4)))
    s2, _events = _finish_round(s, [s.finalists[1]])
    assert s2.phase == "over" and g.winners(s2) == [s.finalists[1]] and s2.ended_by == "final"


# --------------------------------------------------------------------------- the Robot


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_solo_level_builds_the_robot_deck(level):
    s = g.new_game(1, 11, {"robot_level": level})
    deck = [g.COPIES[c] for c in s.decks[1]]
    swapped = [cid for cid, _ in g.RULES.robot_swaps[: level - 1]]
    starters = [k for k, c in g.CARDS.items() if c.level == "I"]
    assert sorted(k for k in deck if g.CARDS[k].level == "I") == sorted(k for k in starters if k not in swapped)
    r_cards = [k for k in deck if g.CARDS[k].level != "I"]
    assert len(r_cards) == sum(n for _, n in g.RULES.robot_swaps[: level - 1])
    assert all(g.CARDS[k].level == "R" for k in r_cards)
    assert len(deck) == {1: 9, 2: 9, 3: 9, 4: 9, 5: 10}[level]


def test_solo_cards_join_the_r_cards_when_asked():
    seen = set()
    for seed in range(60):
        s = g.new_game(1, seed, {"robot_level": 5, "solo_cards": True})
        seen |= {g.CARDS[g.COPIES[c]].level for c in s.decks[1]}
    assert "SOLO" in seen


def test_robot_plays_with_odd_seat_counts_and_never_acts():
    for players in (1, 3, 5, 7):
        s = g.new_game(players, 2)
        assert len(s.decks) == players + 1 and players not in g.to_act(s)
        assert g.legal_actions(s, players) == []
    assert len(g.new_game(4, 2).decks) == 4


def test_autocorrect_and_ghost_in_the_machine_as_rulings_state():
    auto, ghost = g.CARDS["robot-autocorrect"], g.CARDS["robot-ghost-in-the-machine"]
    assert (auto.level, auto.strength, ghost.level, ghost.strength) == ("SOLO", 7, "R", 1)
    assert auto.effects[0].do == "strength" and auto.effects[0].amount == -1 and auto.effects[0].per == "opp_bench_sets"
    e = ghost.effects[0]
    assert (e.when, e.do, e.src, e.dest, e.who) == ("reveal", "move", "deck_top", "exhaust", "opponent")


# --------------------------------------------------------------------------- options, views, saves


@pytest.mark.parametrize("players,options", [
    (0, None), (9, None), (True, None), (4, {"colour": 1}), (4, {"left_out": "moon"}), (4, {"robot_level": 1}),
    (3, {"robot_level": 4}), (1, {"robot_level": 6}), (1, {"robot_level": "2"}), (1, {"robot_level": True}),
    (2, {"solo_cards": True}), (1, {"solo_cards": 1}), (4, "fast"),
])
def test_bad_options_are_refused(players, options):
    with pytest.raises(ValueError):
        g.new_game(players, 1, options)


def test_left_out_set_can_be_chosen_or_drawn():
    s = g.new_game(4, 1, {"left_out": "film"})
    assert s.left_out == "film" and all(c in s.box for c in range(g.N_COPIES) if g.SET_OF[c] == "film")
    assert {g.new_game(4, seed).left_out for seed in range(40)} == set(g.RULES.extra_sets)


def test_views_hide_deck_order_draws_piles_and_trophy_fans():
    s = g.new_game(3, 5)
    s, _ = g.apply(s, g.Draw(0, "A"))
    mine, theirs, public = g.view(s, 0), g.view(s, 1), g.view(s, None)
    assert mine.builders[0].drawn == s.builders[0].drawn
    assert theirs.builders[0].drawn == (g.HIDDEN,) * 5 and public.builders[0].drawn == (g.HIDDEN,) * 5
    assert mine.decks[0] == tuple(sorted(s.decks[0])) and theirs.decks[0] == (g.HIDDEN,) * len(s.decks[0])
    assert all(c == g.HIDDEN for p in public.piles for c in p)
    assert all(t % 10 == 0 for st in public.stacks for t in st)
    assert public.seed == 0


def test_a_damaged_save_is_refused():
    s = g.new_game(4, 5)
    data = g.to_json(s)
    assert g.from_json(data) == s
    bad = dict(data, state=dict(data["state"], layout=data["state"]["layout"].replace(" 1 ", " 2 ", 1)))
    with pytest.raises(DamagedState):
        g.from_json(bad)
    with pytest.raises(DamagedState):
        g.from_json(dict(data, state=dict(data["state"], round=9)))
