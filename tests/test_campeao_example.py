"""The rulebook's "Super Example", replayed step by step with forced dice.

Seats clockwise: Rudolf, Joshua, Adrian, Phillip; Phillip holds the belt. It plays at the default
target, 8 fame for four players: Joshua takes the belt with 8 fame and the game goes on ("one more
victory"), because a new champion has not yet kept the belt (RULINGS.md, corrected). Where the printed injury-dice captions disagree with the dice the example
describes, RULINGS.md decides: 2 re-rolls mean 3 yellow + 1 red, 3 re-rolls add a token outright.

Fighters and tokens are chosen so the printed damage totals come out: Joshua fights with two
submission symbols and owns a punch token; Phillip has punch + kick symbols and a token of each.
"""

from __future__ import annotations

from tabletop.games.campeao import rules as G
from tabletop.engine.core import ScriptedRng, evolve

RUDOLF, JOSHUA, ADRIAN, PHILLIP = range(4)
# Die faces by index, as in campeao.toml.
P, K, S, B = 0, 1, 2, 3  # fighting die: punch, kick, submission, blank (3, 4, 5 are blank)
POW, BAM, BLANK_Y = 0, 1, 2  # yellow die
RED_BLANK = 4


def mask(*indices: int) -> int:
    return sum(1 << i for i in indices)


def starting_position() -> G.CampeaoState:
    state = G.new_game(4, 1, {"champion": PHILLIP, "fighters": ["whip", "knot", "tornado", "blitz"]})
    assert state.target == 8
    hands = {RUDOLF: (), JOSHUA: ("mega-mass", "doctor"), ADRIAN: ("ko-with-4",), PHILLIP: ("isotonic",)}
    deck = list(G.DECK)
    for hand in hands.values():
        for card in hand:
            deck.remove(card)
    deck.sort(key=lambda c: c != "romance")  # Adrian's two drawn cards are harmless ROMANCEs
    seats = (
        G.Seat("whip", 7, 6, (0, 0, 0), hands[RUDOLF], None),
        G.Seat("knot", 6, 3, (1, 0, 0), hands[JOSHUA], None),
        G.Seat("tornado", 5, 2, (0, 0, 0), hands[ADRIAN], None),
        G.Seat("blitz", 9, 4, (1, 1, 0), hands[PHILLIP], None),
    )
    state = evolve(
        state, seats=seats, deck=tuple(deck), discard=(), windows=(), injury_supply=45 - 15,
        skill_supply=(13, 14, 15),
    )
    assert G.components(state) == G.components(G.new_game(4, 1))
    assert state.turn == RUDOLF and state.champion == PHILLIP
    return state


def play(state, action, *dice):
    rng = ScriptedRng(dice)
    state, events = G.apply(state, action, rng)
    assert rng.remaining == 0, f"{action} did not roll every scripted die"
    return state, events


def test_super_example():
    state = starting_position()

    # Rudolf is worn out (6 injuries: he would roll only 3 dice); he gives his turn to recover 3.
    assert G.dice_count(state, RUDOLF) == 3
    state, _ = play(state, G.Recover(RUDOLF))
    assert state.seats[RUDOLF].injuries == 3
    assert state.turn == JOSHUA

    # Joshua trains kick and misses, then MEGA MASS re-rolls all four dice: two kicks, a token.
    state, _ = play(state, G.Train(JOSHUA, "kick"))
    state, _ = play(state, G.Roll(JOSHUA), P, S, B, B)
    assert state.training is not None and not state.training.success
    state, events = play(state, G.PlayCard(JOSHUA, "mega-mass", -1, mask(0, 1, 2, 3)), K, K, B, B)
    assert state.seats[JOSHUA].tokens == (1, 1, 0)
    assert any(e.kind == "SkillGained" for e in events)

    # Second action: he challenges Phillip. 5 dice for him (3 injuries), 4 for Phillip (4 injuries).
    state, _ = play(state, G.Challenge(JOSHUA))
    assert G.dice_count(state, JOSHUA) == 5 and G.dice_count(state, PHILLIP) == 4
    state, _ = play(state, G.Ready(PHILLIP))
    state, _ = play(state, G.Roll(JOSHUA), P, P, K, B, B)
    assert G.damage(state, JOSHUA, state.fight.dice, PHILLIP) == 5
    state, _ = play(state, G.Reroll(JOSHUA, mask(3, 4)), S, B)
    state, _ = play(state, G.Reroll(JOSHUA, mask(4)), P)
    assert sorted(state.fight.dice) == sorted(("punch",) * 3 + ("kick", "submission"))
    assert G.damage(state, JOSHUA, state.fight.dice, PHILLIP) == 9
    # Two re-rolls: 3 yellow + 1 red injury dice; two of them hit.
    state, events = play(state, G.Stop(JOSHUA), POW, BLANK_Y, BLANK_Y, BAM)
    rolled = next(e for e in events if e.kind == "InjuryRolled")
    assert rolled.data["colours"] == ["yellow", "yellow", "yellow", "red"]
    assert state.seats[JOSHUA].injuries == 5
    # Joshua keeps his DOCTOR for later: he is asked, and passes.
    assert G.to_act(state) == [JOSHUA]
    state, _ = play(state, G.Pass(JOSHUA))

    # Phillip strikes: ISOTONIC brings him back to 5 dice.
    assert G.to_act(state) == [PHILLIP]
    state, _ = play(state, G.PlayCard(PHILLIP, "isotonic"))
    state, _ = play(state, G.Roll(PHILLIP), B, B, B, B, B)
    assert len(state.fight.dice) == 5
    state, _ = play(state, G.Reroll(PHILLIP, mask(0, 1, 2, 3, 4)), P, P, P, P, B)
    state, _ = play(state, G.Reroll(PHILLIP, mask(3, 4)), K, B)
    assert G.damage(state, PHILLIP, state.fight.dice, JOSHUA) == 8
    state, _ = play(state, G.Reroll(PHILLIP, mask(4)), P)
    assert G.damage(state, PHILLIP, state.fight.dice, JOSHUA) == 9  # a tie on damage
    assert G.Reroll(PHILLIP, mask(0)) not in G.legal_actions(state, PHILLIP)  # three re-rolls is the limit
    # Three re-rolls: 3 yellow + 1 red and one injury token outright; the dice all miss.
    state, events = play(state, G.Stop(PHILLIP), BLANK_Y, BLANK_Y, BLANK_Y, RED_BLANK)
    assert state.seats[PHILLIP].injuries == 5 == state.seats[JOSHUA].injuries
    # "Excuse me": Joshua's DOCTOR makes Phillip re-roll all four injury dice; two hit.
    assert G.to_act(state) == [JOSHUA]
    state, events = play(state, G.PlayCard(JOSHUA, "doctor", PHILLIP, mask(0, 1, 2, 3)), POW, BAM, BLANK_Y, RED_BLANK)
    assert any(e.kind == "FightWon" and e.data["seat"] == JOSHUA and e.data["how"] == "injuries" for e in events)
    assert state.seats[PHILLIP].injuries == 7
    assert state.champion == JOSHUA
    assert [s.fame for s in state.seats] == [7, 8, 5, 10]
    # Joshua has the target fame and the belt, yet the game goes on: he has still to keep it.
    assert state.turn == ADRIAN and not G.is_over(state) and "GameWon" not in [e.kind for e in events]

    # Adrian trains kick, misses, and takes two cards instead.
    state, _ = play(state, G.Train(ADRIAN, "kick"))
    state, _ = play(state, G.Roll(ADRIAN), P, S, B, B)
    state, _ = play(state, G.Accept(ADRIAN))
    assert len(state.seats[ADRIAN].hand) == 3
    # He challenges Joshua with 5 dice: four submissions and K.O. WITH 4 end it at once.
    state, _ = play(state, G.Challenge(ADRIAN))
    state, _ = play(state, G.Ready(JOSHUA))
    assert G.dice_count(state, ADRIAN) == 5
    state, _ = play(state, G.Roll(ADRIAN), S, S, S, S, B)
    assert G.to_act(state) == [ADRIAN]
    # Both only roll the 2 yellow dice for entering; Joshua never strikes.
    state, events = play(state, G.PlayCard(ADRIAN, "ko-with-4"), BLANK_Y, BLANK_Y, BLANK_Y, BLANK_Y)
    kinds = [e.kind for e in events]
    assert "KnockOut" in kinds and "DiceRolled" not in kinds[kinds.index("KnockOut"):]
    rolls = [e.data for e in events if e.kind == "InjuryRolled"]
    assert [(r["seat"], len(r["faces"])) for r in rolls] == [(ADRIAN, 2), (JOSHUA, 2)]
    assert state.champion == ADRIAN
    # Joshua, knocked out, gets no fame for this fight.
    assert [s.fame for s in state.seats] == [7, 8, 7, 10]
    assert state.turn == PHILLIP
