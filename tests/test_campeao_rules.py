"""O Último Grande Campeão: rule scenarios from the rulebook and RULINGS.md, from fixture tables.

Each test builds a table with ``evolve`` (fighters, fame, injuries, skill tokens, hands, deck, the
belt, whose turn it is) keeping every component on the table: tokens come out of the supplies and
cards out of the deck, so ``components`` stays equal to the starting counts. Dice are forced with
``ScriptedRng``: one ``randint(0, 5)`` per die, by face index (fighting die: 0 punch, 1 kick,
2 submission, 3-5 blank; yellow: 0 POW!, 1 BAM!, 2-5 blank; red: 0 POW!, 1 BAM!, 2 POW!,
3 BAM!, 4-5 blank). A scripted source that is not used up, or runs out, fails the test, so the
number of dice rolled is checked everywhere. Expected numbers are worked out from the rulebook.
"""

from __future__ import annotations

import random

import pytest
from conftest import act_on

from tabletop.games.campeao import rules as G
from tabletop.games.campeao.rules import (
    Accept,
    Challenge,
    Discard,
    Draw,
    EndTurn,
    GetRingGirl,
    Pass,
    PlayCard,
    Ready,
    Recover,
    Reroll,
    Rest,
    Roll,
    Stop,
    TakeMaster,
    Train,
)
from tabletop.engine.core import IllegalAction, ScriptedRng, evolve

START = G.components(G.new_game(4, 1))
NAMES = ("brick", "whip", "knot", "blitz", "viper", "tornado")  # PP, KK, SS, PK, PS, KS
ANY_TIME = {"ice-bath", "ambush", "doctor"}
# Deck order for fixtures: cards that open no reaction window come first.
QUIET_DECK = tuple(sorted(G.DECK, key=lambda c: c in ANY_TIME))

_FIGHT = {"P": 0, "K": 1, "S": 2, "-": 3}
_YELLOW = {"x": 0, "b": 1, "-": 2}
_RED = {"x": 0, "b": 1, "-": 4}


def F(faces: str) -> list[int]:
    """Fighting dice: P punch, K kick, S submission, - blank."""
    return [_FIGHT[c] for c in faces]


def Y(faces: str) -> list[int]:
    """Yellow injury dice: x POW!, b BAM!, - blank."""
    return [_YELLOW[c] for c in faces]


def RED(faces: str) -> list[int]:
    return [_RED[c] for c in faces]


def S(*parts: list[int]) -> ScriptedRng:
    return ScriptedRng([v for part in parts for v in part])


def mask(*indices: int) -> int:
    return sum(1 << i for i in indices)


def faces_of(text: str) -> tuple[str, ...]:
    return tuple({"P": "punch", "K": "kick", "S": "submission", "-": "blank"}[c] for c in text)


def table(n=3, *, champion=0, turn=None, fighters=None, hands=None, deck=(), discard=(), fame=None,
          injuries=None, tokens=None, master=None, **changes):
    """A table at the start of an action of ``turn`` (default: the champion's left), no window open.

    Supplies hold whatever the seats do not; the deck is ``deck`` on top of the rest of the cards,
    with the any-time cards at the bottom so that unplanned draws open no reaction window.
    """
    fighters = list(fighters or NAMES[:n])
    state = G.new_game(n, 7, {"champion": champion, "fighters": fighters})
    hands = {s: tuple(h) for s, h in (hands or {}).items()}
    fame, injuries, tokens, master = fame or {}, injuries or {}, tokens or {}, master or {}
    pool = list(QUIET_DECK)
    for card in [c for h in hands.values() for c in h] + list(deck) + list(discard):
        pool.remove(card)
    seats = tuple(
        G.Seat(fighters[i], fame.get(i, 0), injuries.get(i, 0), tuple(tokens.get(i, (0, 0, 0))), hands.get(i, ()),
               master.get(i))
        for i in range(n)
    )
    skill_supply = tuple(
        G.SUPPLY["skill"] - sum(s.tokens[k] + (s.master == skill) for s in seats) for k, skill in enumerate(G.SKILLS)
    )
    state = evolve(
        state, seats=seats, deck=tuple(deck) + tuple(pool), discard=tuple(discard), windows=(), used=(),
        phase="turn", turn=(champion + 1) % n if turn is None else turn, champion=champion,
        injury_supply=G.SUPPLY["injury"] - sum(injuries.values()),
        skill_supply=skill_supply, master_taken=bool(master), last_roll=(), discarding=-1, fight=None, training=None,
        **changes,
    )
    assert G.components(state) == START
    return state


def act(state, *actions, rng=None):
    """Apply ``actions`` with ``rng`` (default: no chance at all) and insist every scripted die was used."""
    return act_on(G, state, *actions, rng=rng, expected=START)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def only(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind}, got {kinds(events)}"
    return found[0]


def plain_fight(state, challenger, defender, c_faces, d_faces, c_injury="--", d_injury="--", started=False):
    """Challenge (unless ``started``), ready, one roll and stop each (2 yellow injury dice each);
    no reaction windows."""
    opening = () if started else (Challenge(challenger),)
    state, events = act(
        state, *opening, Ready(defender), Roll(challenger), Stop(challenger), Roll(defender),
        Stop(defender), rng=S(F(c_faces), Y(c_injury), F(d_faces), Y(d_injury)),
    )
    return state, events


# --------------------------------------------------------------------------- content and set-up


def test_content_follows_the_rulings():
    assert G.DICE["fight"] == ("punch", "kick", "submission", "blank", "blank", "blank")
    assert G.DICE["yellow"] == ("pow", "bam", "blank", "blank", "blank", "blank")
    assert G.DICE["red"] == ("pow", "bam", "pow", "bam", "blank", "blank")
    assert sorted(tuple(sorted(f.skills)) for f in G.FIGHTERS.values()) == sorted(
        [("punch", "punch"), ("kick", "kick"), ("submission", "submission"), ("kick", "punch"),
         ("punch", "submission"), ("kick", "submission")]
    )
    counts = {c: G.DECK.count(c) for c in set(G.DECK)}
    assert counts == {
        "romance": 2, "ice-bath": 3, "mega-mass": 3, "isotonic": 3, "ko-with-4": 2, "street-fight": 2,
        "bar-brawl": 2, "personal-trainer": 3, "low-blow": 2, "doctor": 3, "ambush": 2,
    }
    assert START == {"cards": 27, "injuries": 45, "belt": 1, "punch-tokens": 15, "kick-tokens": 15,
                     "submission-tokens": 15}


@pytest.mark.parametrize("players, target", [(3, 8), (4, 8), (5, 10), (6, 10)])
def test_target_fame_by_player_count_and_option(players, target):
    assert G.new_game(players, 3).target == target
    assert G.new_game(players, 3, {"target": 13}).target == 13


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2, 3, 40, 555])
def test_new_game_deals_two_cards_each_and_the_seat_left_of_the_belt_starts(players, seed):
    state = G.new_game(players, seed)
    assert 0 <= state.champion < players
    assert state.turn == (state.champion + 1) % players
    assert G.to_act(state) == (list(state.windows[-1].pending) if state.windows else [state.turn])
    assert all(len(s.hand) == 2 for s in state.seats) and len(state.deck) == 27 - 2 * players
    assert all(s.fame == 0 and s.injuries == 0 and s.tokens == (0, 0, 0) for s in state.seats)
    assert len({s.fighter for s in state.seats}) == players
    assert G.components(state) == START
    for champion in range(players):
        chosen = G.new_game(players, seed, {"champion": champion})
        assert chosen.champion == champion and chosen.turn == (champion + 1) % players
        assert chosen.seats[champion].fame == 0  # the champion's bonus comes at the start of ITS turn


# --------------------------------------------------------------------------- the turn


def test_two_different_actions_then_the_turn_passes_on():
    state = table(3, champion=0, injuries={1: 2}, deck=("romance",))
    assert G.to_act(state) == [1]
    legal = G.legal_actions(state, 1)
    for action in (Challenge(1), Rest(1), Draw(1), Recover(1), EndTurn(1), *[Train(1, s) for s in G.SKILLS]):
        assert action in legal
    state, _ = act(state, Rest(1))
    assert state.seats[1].injuries == 1 and state.turn == 1 and G.to_act(state) == [1]
    assert Rest(1) not in G.legal_actions(state, 1)
    with pytest.raises(IllegalAction):
        G.apply(state, Rest(1), ScriptedRng([]))
    state, events = act(state, Draw(1))
    assert state.seats[1].hand == ("romance",)
    # RULINGS.md: the ROMANCE the last action drew may still be played; the turn waits for it.
    assert state.turn == 1 and G.to_act(state) == [1] and "TurnEnded" not in kinds(events)
    assert set(G.legal_actions(state, 1)) == {EndTurn(1), PlayCard(1, "romance")}
    state, events = act(state, EndTurn(1))
    assert state.turn == 2 and G.to_act(state) == [2] and state.used == ()
    assert "TurnEnded" in kinds(events) and only(events, "TurnStarted").data["seat"] == 2


def test_the_turn_waits_for_a_romance_drawn_by_the_last_action_then_passes_by_itself():
    state = table(3, champion=0, injuries={1: 1}, deck=("romance",))
    state, _ = act(state, Rest(1), Draw(1))
    assert state.turn == 1 and state.seats[1].hand == ("romance",)
    state, events = act(state, PlayCard(1, "romance"))
    assert state.seats[1].fame == 1
    assert state.turn == 2 and "TurnEnded" in kinds(events), "nothing more to play: the turn passes"


def test_with_nothing_to_play_after_the_last_action_the_turn_passes_at_once():
    state = table(3, champion=0, injuries={1: 1}, deck=("mega-mass",))  # a training card: not for now
    state, events = act(state, Rest(1), Draw(1))
    assert state.seats[1].hand == ("mega-mass",) and state.turn == 2 and "TurnEnded" in kinds(events)


@pytest.mark.parametrize("first", ["rest", "draw", "train"])
def test_the_same_action_twice_in_a_turn_is_illegal(first):
    state = table(3, champion=0, injuries={1: 3})
    if first == "rest":
        state, _ = act(state, Rest(1))
        again = Rest(1)
    elif first == "draw":
        state, _ = act(state, Draw(1))
        again = Draw(1)
    else:
        state, _ = act(state, Train(1, "punch"), Roll(1), rng=S(F("P---")))
        again = Train(1, "kick")
    assert state.turn == 1 and len(state.used) == 1
    assert again not in G.legal_actions(state, 1)
    with pytest.raises(IllegalAction):
        G.apply(state, again, ScriptedRng([F("K---")[0]] * 4))


def test_the_champion_has_one_action_and_never_challenges_or_recovers():
    state = table(3, champion=0, turn=0, injuries={0: 4})
    legal = G.legal_actions(state, 0)
    assert Challenge(0) not in legal and Recover(0) not in legal and Rest(0) in legal
    for bad in (Challenge(0), Recover(0)):
        with pytest.raises(IllegalAction):
            G.apply(state, bad, ScriptedRng([]))
    state, _ = act(state, Rest(0))
    assert state.seats[0].injuries == 3  # resting in the champion's turn discards just 1 injury
    assert state.turn == 1 and G.to_act(state) == [1]


def test_the_champion_gains_one_fame_at_the_start_of_its_turn_only():
    state = table(3, champion=0, turn=2, fame={0: 3, 2: 1})
    state, events = act(state, EndTurn(2))
    assert state.turn == 0 and state.seats[0].fame == 4
    assert any(e.kind == "FameGained" and e.data["why"] == "champion" for e in events)
    state, _ = act(state, EndTurn(0))
    assert state.turn == 1 and [s.fame for s in state.seats] == [4, 0, 1]
    state, _ = act(state, EndTurn(1), EndTurn(2))
    assert state.seats[0].fame == 5


@pytest.mark.parametrize("injuries, left", [(5, 2), (3, 0), (2, 0), (1, 0)])
def test_recover_passes_the_whole_turn_and_discards_three_injuries(injuries, left):
    state = table(3, champion=0, injuries={1: injuries})
    state, events = act(state, Recover(1))
    assert state.seats[1].injuries == left and state.injury_supply == 45 - left
    assert state.turn == 2 and "Recovered" in kinds(events)


def test_recover_only_at_the_start_of_a_non_champions_turn():
    state = table(3, champion=0, injuries={1: 5})
    state, _ = act(state, Draw(1))
    assert state.turn == 1 and Recover(1) not in G.legal_actions(state, 1)
    with pytest.raises(IllegalAction):
        G.apply(state, Recover(1), ScriptedRng([]))
    assert Recover(2) not in G.legal_actions(table(3, champion=0, turn=2), 2)  # nothing to recover


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_end_turn_passes_to_the_next_seat_clockwise(players):
    state = table(players, champion=0, turn=players - 1)
    state, _ = act(state, EndTurn(players - 1))
    assert state.turn == 0 and G.to_act(state) == [0]
    state, _ = act(state, EndTurn(0))
    assert state.turn == 1


# --------------------------------------------------------------------------- fighting dice


@pytest.mark.parametrize("cards", ["none", "isotonic", "low-blow", "both"])
@pytest.mark.parametrize("injuries", range(13))
def test_fighting_dice_six_minus_one_per_two_injuries_cards_then_clamped(injuries, cards):
    hands = {1: ("isotonic",) if cards in ("isotonic", "both") else (),
             0: ("low-blow",) if cards in ("low-blow", "both") else ()}
    bonus, malus = int(cards in ("isotonic", "both")), int(cards in ("low-blow", "both"))
    expected = max(3, min(6, 6 - injuries // 2 + bonus - malus))
    state = table(3, champion=0, injuries={1: injuries}, hands=hands)
    state, _ = act(state, Challenge(1))
    if malus:
        state, _ = act(state, PlayCard(0, "low-blow", 1))
    state, _ = act(state, Ready(0))
    if bonus:
        state, _ = act(state, PlayCard(1, "isotonic"))
    assert G.dice_count(state, 1, bonus, malus) == expected
    state, _ = act(state, Roll(1), rng=S(F("-" * expected)))
    assert len(state.fight.dice) == expected


def test_defenders_dice_follow_the_same_rules_phillip_example():
    # Phillip, champion with 4 injuries, plays 4 dice; with ISOTONIC 5. The challenger's LOW BLOW
    # (played during the challenger's own strike) takes one away again.
    for hands, expected in [({}, 4), ({0: ("isotonic",)}, 5), ({0: ("isotonic",), 1: ("low-blow",)}, 4)]:
        state = table(3, champion=0, injuries={0: 4, 1: 3}, hands=hands)
        state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("K----")))  # 3 injuries: 5 dice
        if 1 in hands:
            state, _ = act(state, PlayCard(1, "low-blow", 0))
        state, _ = act(state, Stop(1), rng=S(Y("--")))
        assert state.fight.side == 1 and G.to_act(state) == [0]
        if 0 in hands:
            state, _ = act(state, PlayCard(0, "isotonic"))
        state, _ = act(state, Roll(0), rng=S(F("-" * expected)))
        assert len(state.fight.dice) == expected


def test_isotonic_and_low_blow_only_before_the_strike_they_change_is_rolled():
    state = table(3, champion=0, hands={1: ("isotonic",), 0: ("low-blow",)})
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("K-----")))
    assert PlayCard(1, "isotonic") not in G.legal_actions(state, 1)
    state, _ = act(state, Stop(1), rng=S(Y("--")))
    # The defender may no longer LOW BLOW the challenger, who has struck already.
    assert not any(isinstance(a, PlayCard) and a.card == "low-blow" for a in G.legal_actions(state, 0))


# --------------------------------------------------------------------------- damage


def test_rudolf_example_first_roll_only_active_skills_score():
    # Rulebook 2.1: a kick + submission fighter rolls 2 kicks, 2 punches, 2 blanks: 3 damage (2 + 1
    # kicks). The punches do not count: he has no punch symbol at all.
    state = table(3, champion=0, fighters=["brick", "tornado", "knot"])
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), Stop(1), rng=S(F("KKPP--"), Y("--")))
    assert state.fight.damage[0] == 3


def test_rudolf_example_after_the_reroll_deals_six():
    # He keeps the two kicks, re-rolls four dice: 1 kick, 1 submission, 2 blanks: (3+1) + (1+1) = 6.
    state = table(3, champion=0, fighters=["brick", "tornado", "knot"])
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("KK----")))
    state, events = act(state, Reroll(1, mask(2, 3, 4, 5)), rng=S(F("KS--")))
    assert state.fight.dice == faces_of("KKKS--")
    assert only(events, "DiceRolled").data["held"] == [0, 1]
    state, events = act(state, Stop(1), rng=S(Y("---")))  # one re-roll: 3 yellow dice
    assert state.fight.damage[0] == 6 and only(events, "StrikeEnded").data["damage"] == 6


def test_damage_is_dice_plus_printed_symbols_plus_tokens_per_skill_shown():
    # Blitz (punch + kick) with 2 punch tokens and 3 submission tokens.
    state = table(3, champion=0, fighters=["brick", "blitz", "knot"], tokens={1: (2, 0, 3)})
    assert G.damage(state, 1, faces_of("PPK---"), 0) == (2 + 1 + 2) + (1 + 1)
    assert G.damage(state, 1, faces_of("K-----"), 0) == 2  # punches and submission tokens idle
    assert G.damage(state, 1, faces_of("------"), 0) == 0
    assert G.damage(state, 1, faces_of("S-----"), 0) == 1 + 3  # a trained skill scores like a printed one
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), Stop(1), rng=S(F("PPK---"), Y("--")))
    assert state.fight.damage[0] == 7


def test_a_skill_with_no_symbol_and_no_token_deals_nothing():
    # Joshua's K.O. example: he "does not master the punch skill" (no symbol, no token), so punches
    # short of a K.O. are worthless to him.
    state = table(3, champion=0, fighters=["brick", "whip", "knot"])
    assert G.damage(state, 1, faces_of("PPPP--"), 0) == 0
    assert G.damage(state, 1, faces_of("PPPPK-"), 0) == 1 + 2


# --------------------------------------------------------------------------- re-rolls and effort


@pytest.mark.parametrize("hit", [True, False])
@pytest.mark.parametrize("rerolls, colours, outright", [
    (0, ["yellow", "yellow"], 0),
    (1, ["yellow"] * 3, 0),
    (2, ["yellow"] * 3 + ["red"], 0),
    (3, ["yellow"] * 3 + ["red"], 1),
])
def test_injury_dice_follow_the_effort(rerolls, colours, outright, hit):
    state = table(3, champion=0, injuries={1: 1})
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("K-----")))
    for _ in range(rerolls):
        state, _ = act(state, Reroll(1, mask(5)), rng=S(F("-")))
    script = [(_YELLOW if c == "yellow" else _RED)["x" if hit else "-"] for c in colours]
    state, events = act(state, Stop(1), rng=ScriptedRng(script))
    rolled = only(events, "InjuryRolled").data
    assert rolled["seat"] == 1 and rolled["colours"] == colours and rolled["outright"] == outright
    assert state.seats[1].injuries == 1 + (len(colours) if hit else 0) + outright
    assert state.injury_supply == 45 - state.seats[1].injuries


def test_no_fourth_reroll():
    state = table(3, champion=0)
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("------")))
    for _ in range(3):
        assert any(isinstance(a, Reroll) for a in G.legal_actions(state, 1))
        state, _ = act(state, Reroll(1, mask(0, 1)), rng=S(F("--")))
    assert not any(isinstance(a, Reroll) for a in G.legal_actions(state, 1))
    assert Stop(1) in G.legal_actions(state, 1)
    with pytest.raises(IllegalAction):
        G.apply(state, Reroll(1, mask(0)), ScriptedRng(F("K")))


# --------------------------------------------------------------------------- knock-outs


def test_five_of_a_kind_is_an_immediate_ko_even_without_the_skill():
    # Brick has only punches printed; five kicks still knock the champion out at once.
    state = table(3, champion=1, turn=0, fighters=["brick", "knot", "whip"], fame={1: 3, 0: 1})
    state, events = act(state, Challenge(0), Ready(1), Roll(0), rng=S(F("KKKKK-"), Y("x-"), Y("b-")))
    assert "KnockOut" in kinds(events) and only(events, "KnockOut").data["seat"] == 0
    rolls = [e.data for e in events if e.kind == "InjuryRolled"]
    assert [(r["seat"], r["colours"]) for r in rolls] == [(0, ["yellow"] * 2), (1, ["yellow"] * 2)]
    assert "StrikerChanged" not in kinds(events)  # the champion never strikes back
    won = only(events, "FightWon").data
    assert won["seat"] == 0 and won["how"] == "ko"
    assert state.seats[0].fame == 1 + 2 and state.seats[1].fame == 3  # the K.O.'d loser gets nothing
    assert state.champion == 0 and state.seats[0].injuries == 1 and state.seats[1].injuries == 1
    assert state.phase == "turn" and state.turn == 1


def test_joshua_example_five_punches_after_a_reroll_is_a_ko_with_three_yellow_dice():
    state = table(3, champion=0, fighters=["brick", "whip", "knot"])
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("PPPP--")))
    assert state.fight.ko == -1
    state, events = act(state, Reroll(1, mask(4, 5)), rng=S(F("P-"), Y("---"), Y("--")))
    assert "KnockOut" in kinds(events)
    assert [e.data["colours"] for e in events if e.kind == "InjuryRolled"] == [["yellow"] * 3, ["yellow"] * 2]
    assert state.champion == 1 and state.seats[1].fame == 2 and state.seats[0].fame == 0


def test_four_of_a_kind_is_no_ko_without_the_card():
    state = table(3, champion=0)
    state, events = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("KKKK--")))
    assert "KnockOut" not in kinds(events) and state.fight.ko == -1 and G.to_act(state) == [1]


def test_ko_with_4_played_before_the_roll():
    state = table(3, champion=0, hands={1: ("ko-with-4",)})
    state, _ = act(state, Challenge(1), Ready(0), PlayCard(1, "ko-with-4"))
    state, events = act(state, Roll(1), rng=S(F("SSSS--"), Y("--"), Y("--")))
    assert "KnockOut" in kinds(events) and state.champion == 1
    assert state.seats[1].fame == 2 and state.seats[0].fame == 0


def test_ko_with_4_played_after_the_roll_adrian_example():
    # Adrian (2 injuries: 5 dice) rolls 4 submissions and a blank, then plays K.O. WITH 4.
    state = table(3, champion=0, injuries={1: 2}, hands={1: ("ko-with-4",)}, fame={0: 8, 1: 5})
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("SSSS-")))
    assert state.fight.ko == -1
    state, events = act(state, PlayCard(1, "ko-with-4"), rng=S(Y("--"), Y("--")))
    assert "KnockOut" in kinds(events)
    assert state.champion == 1 and state.seats[1].fame == 7 and state.seats[0].fame == 8


def test_ko_with_4_played_mid_strike_counts_for_later_rerolls():
    state = table(3, champion=0, hands={1: ("ko-with-4",)})
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("KKK---")))
    state, events = act(state, PlayCard(1, "ko-with-4"))
    assert "KnockOut" not in kinds(events)
    state, events = act(state, Reroll(1, mask(3)), rng=S(F("K"), Y("---"), Y("--")))
    assert "KnockOut" in kinds(events) and state.champion == 1


@pytest.mark.parametrize("faces", ["------", "-----K", "----KS"])
def test_blanks_never_knock_out(faces):
    state = table(3, champion=0, hands={1: ("ko-with-4",)})
    state, _ = act(state, Challenge(1), Ready(0), PlayCard(1, "ko-with-4"))
    state, events = act(state, Roll(1), rng=S(F(faces)))
    assert "KnockOut" not in kinds(events) and state.fight.ko == -1 and state.fight.side == 0


def test_a_ko_by_the_champion_leaves_the_challenger_without_fame_and_drawing_a_card():
    state = table(3, champion=0, fame={0: 2, 1: 2}, deck=("romance",))
    state, events = act(state, Challenge(1), Ready(0), Roll(1), Stop(1), Roll(0),
                        rng=S(F("KK----"), Y("--"), F("PPPPP-"), Y("--")))
    assert only(events, "KnockOut").data["seat"] == 0
    assert state.champion == 0 and state.seats[0].fame == 4 and state.seats[1].fame == 2
    assert state.seats[1].hand == ("romance",)


# --------------------------------------------------------------------------- results


def test_beaten_challenger_scores_one_draws_a_card_and_the_champion_keeps_the_belt():
    state = table(3, champion=0, fame={0: 1, 1: 1}, deck=("romance",))
    state, events = plain_fight(state, 1, 0, "K-----", "PP----")  # 1 + 2 = 3 against 2 + 2 = 4
    assert state.fight is None and state.phase == "turn"
    assert only(events, "FightWon").data == {"seat": 0, "loser": 1, "how": "damage", "damage": [3, 4],
                                             "injuries": [state.seats[1].injuries, state.seats[0].injuries],
                                             "challenger": 1, "street": False}
    assert state.seats[0].fame == 3 and state.seats[1].fame == 2
    assert state.seats[1].hand == ("romance",) and state.champion == 0
    assert state.turn == 2  # the fight ended the challenger's turn


def test_beaten_champion_passes_the_belt():
    state = table(3, champion=0, deck=("romance",))
    state, events = plain_fight(state, 1, 0, "KK----", "P-----")  # 4 against 3
    assert state.champion == 1 and only(events, "BeltPassed").data == {"from": 0, "to": 1}
    assert state.seats[1].fame == 2 and state.seats[0].fame == 1
    assert state.seats[1].hand == () and state.seats[0].hand == ()  # only a beaten challenger draws
    assert state.turn == 2


def test_a_tie_goes_to_the_fighter_with_fewer_injuries_after_both_strikes():
    # Equal damage (3 and 3); before the fight the challenger had more injuries (1 to 0), but
    # after both injury rolls the champion has more (2 to 1).
    state = table(3, champion=0, injuries={1: 1})
    state, events = plain_fight(state, 1, 0, "K-----", "P-----", c_injury="--", d_injury="xb")
    won = only(events, "FightWon").data
    assert won["seat"] == 1 and won["how"] == "injuries" and state.champion == 1
    assert won["injuries"] == [1, 2], "the event names the counts that decided the tie (challenger, defender)"


def test_a_tie_with_equal_injuries_goes_to_the_champion():
    state = table(3, champion=0, injuries={1: 1})
    state, events = plain_fight(state, 1, 0, "K-----", "P-----", c_injury="--", d_injury="x-")  # 1 and 1
    won = only(events, "FightWon").data
    assert won["seat"] == 0 and won["how"] == "defender" and state.champion == 0


def test_the_game_ends_when_the_champion_defends_and_reaches_the_target():
    state = table(3, champion=0, fame={0: 6, 1: 7}, deck=("romance",))
    state, events = plain_fight(state, 1, 0, "K-----", "PP----")
    assert state.phase == "over" and G.is_over(state) and G.winners(state) == [0]
    assert state.seats[0].fame == 8 and "GameWon" in kinds(events)
    assert G.to_act(state) == []


def test_taking_the_belt_with_the_target_is_not_yet_a_win():
    state = table(4, champion=0, fame={0: 7, 1: 6})
    state, events = plain_fight(state, 1, 0, "KK----", "P-----")
    assert state.champion == 1 and state.seats[1].fame == 8
    assert state.phase == "turn" and G.winners(state) == [] and "GameWon" not in kinds(events)


def test_the_new_champion_wins_by_keeping_the_belt_in_the_next_challenge():
    state = table(4, champion=1, turn=2, fame={1: 8, 2: 3})
    state, events = plain_fight(state, 2, 1, "K-----", "PP----")
    assert state.phase == "over" and G.winners(state) == [1] and "GameWon" in kinds(events)


def test_a_street_fight_never_ends_the_game():
    state = table(4, champion=0, turn=1, fame={0: 3, 1: 9, 2: 9}, hands={1: ("street-fight",)}, deck=("romance",))
    state, _ = act(state, PlayCard(1, "street-fight", 2))
    assert state.phase == "fight" and state.fight.street
    state, events = plain_fight(state, 1, 2, "K-----", "PP----", started=True)
    assert only(events, "FightWon").data["street"] and not G.is_over(state) and state.champion == 0


def test_a_beaten_challenger_with_the_target_fame_does_not_win():
    state = table(3, champion=0, fame={0: 1, 1: 9}, deck=("romance",))
    state, _ = plain_fight(state, 1, 0, "K-----", "PP----")
    assert state.phase == "turn" and G.winners(state) == [] and state.seats[1].fame == 10


def test_target_option_is_used_after_fights():
    state = table(3, champion=0, fame={0: 6}, target=9, deck=("romance",))
    state, _ = plain_fight(state, 1, 0, "K-----", "PP----")
    assert state.seats[0].fame == 8 and state.phase == "turn"


def test_five_or_six_players_need_ten_fame():
    state = table(5, champion=0, fame={0: 7}, target=G.new_game(5, 1).target, deck=("romance",))
    state, _ = plain_fight(state, 1, 0, "K-----", "PP----")
    assert state.seats[0].fame == 9 and state.phase == "turn"


def test_fame_from_romance_and_the_champion_bonus_waits_for_a_fight():
    state = table(3, champion=0, turn=2, fame={0: 7}, injuries={0: 1}, hands={0: ("romance",)},
                  deck=("mega-mass",))
    state, _ = act(state, EndTurn(2))
    assert state.turn == 0 and state.seats[0].fame == 8 and state.phase == "turn"
    state, _ = act(state, PlayCard(0, "romance"))
    assert state.seats[0].fame == 9 and state.phase == "turn" and state.turn == 0
    state, _ = act(state, Rest(0))
    assert state.turn == 1 and not G.is_over(state)
    state, _ = plain_fight(state, 1, 0, "K-----", "PP----")
    assert G.winners(state) == [0] and state.seats[0].fame == 11


# --------------------------------------------------------------------------- training


def test_training_rolls_four_dice_and_one_matching_face_earns_the_token():
    state = table(3, champion=0)
    state, _ = act(state, Train(1, "kick"))
    assert state.phase == "train" and G.to_act(state) == [1] and G.legal_actions(state, 1) == [Roll(1)]
    state, events = act(state, Roll(1), rng=S(F("P-K-")))
    assert state.seats[1].tokens == (0, 1, 0) and state.skill_supply == (15, 14, 15)
    assert only(events, "SkillGained").data["amount"] == 1
    assert state.phase == "turn" and state.turn == 1 and state.used == ("train",)


def test_failed_training_then_accept_draws_two_cards():
    state = table(3, champion=0, deck=("romance", "isotonic"))
    state, _ = act(state, Train(1, "submission"), Roll(1), rng=S(F("PK--")))
    assert state.phase == "train" and state.seats[1].tokens == (0, 0, 0)
    assert G.legal_actions(state, 1) == [Accept(1)]
    state, events = act(state, Accept(1))
    assert state.seats[1].hand == ("romance", "isotonic") and "TrainingFailed" in kinds(events)
    assert state.phase == "turn" and state.turn == 1 and state.used == ("train",)


def test_personal_trainer_gives_six_training_dice():
    state = table(3, champion=0, hands={1: ("personal-trainer",)})
    state, _ = act(state, Train(1, "punch"))
    assert PlayCard(1, "personal-trainer") in G.legal_actions(state, 1)
    state, _ = act(state, PlayCard(1, "personal-trainer"))
    state, events = act(state, Roll(1), rng=S(F("-----P")))
    assert len(only(events, "TrainingRolled").data["faces"]) == 6
    assert state.seats[1].tokens == (1, 0, 0) and state.discard == ("personal-trainer",)


def test_mega_mass_rerolls_the_chosen_training_dice():
    state = table(3, champion=0, hands={1: ("mega-mass",)})
    state, _ = act(state, Train(1, "kick"), Roll(1), rng=S(F("PP--")))
    assert PlayCard(1, "mega-mass", -1, mask(2, 3)) in G.legal_actions(state, 1)
    state, events = act(state, PlayCard(1, "mega-mass", -1, mask(2, 3)), rng=S(F("K-")))
    assert only(events, "TrainingRerolled").data["faces"] == ["punch", "punch", "kick", "blank"]
    assert state.seats[1].tokens == (0, 1, 0) and state.phase == "turn"


def test_training_from_an_empty_skill_supply_gains_nothing():
    state = table(3, champion=0, tokens={2: (15, 0, 0)})
    state, events = act(state, Train(1, "punch"), Roll(1), rng=S(F("P---")))
    assert state.seats[1].tokens == (0, 0, 0) and state.skill_supply[0] == 0
    assert only(events, "SkillGained").data["amount"] == 0


# --------------------------------------------------------------------------- cards


def test_romance_gives_one_fame_in_ones_own_turn_and_uses_no_action():
    state = table(3, champion=0, hands={1: ("romance",), 2: ("romance",)})
    state, _ = act(state, PlayCard(1, "romance"))
    assert state.seats[1].fame == 1 and state.used == () and state.discard == ("romance",)
    assert PlayCard(2, "romance") not in G.legal_actions(state, 2)
    fighting, _ = act(table(3, champion=0, hands={1: ("romance",)}), Challenge(1), Ready(0))
    assert PlayCard(1, "romance") not in G.legal_actions(fighting, 1)  # not during a fight


def test_ice_bath_in_ones_own_turn_and_as_a_reaction():
    state = table(3, champion=0, injuries={1: 3}, hands={1: ("ice-bath",)})
    state, _ = act(state, PlayCard(1, "ice-bath"))
    assert state.seats[1].injuries == 1 and state.injury_supply == 44 and state.used == ()
    # Seat 2, hurt, holds one: at the start of seat 1's next action it is asked.
    state = table(3, champion=0, injuries={2: 3}, hands={2: ("ice-bath",)})
    state, _ = act(state, Draw(1))
    assert G.to_act(state) == [2]
    assert set(G.legal_actions(state, 2)) == {Pass(2), PlayCard(2, "ice-bath")}
    state, _ = act(state, PlayCard(2, "ice-bath"))
    assert state.seats[2].injuries == 1 and G.to_act(state) == [1]


def test_ambush_rolls_three_yellow_dice_for_the_target_at_once():
    state = table(3, champion=0, hands={1: ("ambush",)})
    targets = {a.target for a in G.legal_actions(state, 1) if isinstance(a, PlayCard) and a.card == "ambush"}
    assert targets == {0, 2}
    state, events = act(state, PlayCard(1, "ambush", 2), rng=S(Y("xb-")))
    rolled = only(events, "InjuryRolled").data
    assert rolled["seat"] == 2 and rolled["colours"] == ["yellow"] * 3
    assert state.seats[2].injuries == 2 and state.used == () and G.to_act(state) == [1]


def test_ambush_as_a_reaction_at_the_start_of_an_action():
    state = table(3, champion=0, hands={2: ("ambush",)})
    state, _ = act(state, Draw(1))
    assert G.to_act(state) == [2] and state.turn == 1
    assert Rest(1) not in G.legal_actions(state, 1)  # the turn seat waits for the window
    state, _ = act(state, PlayCard(2, "ambush", 1), rng=S(Y("x--")))
    assert state.seats[1].injuries == 1


def test_a_window_asks_only_seats_able_to_react_even_after_an_ambush():
    # Module ruling: "Each window asks only the seats able to play such a card". After seat 2
    # ambushes with its only card and nobody can answer the roll, seat 2 holds nothing to play,
    # so the action window is done and seat 1 goes on (as after an ICE BATH in a window).
    state = table(3, champion=0, hands={2: ("ambush",)})
    state, _ = act(state, Draw(1))
    state, _ = act(state, PlayCard(2, "ambush", 1), rng=S(Y("x--")))
    assert state.seats[2].hand == ()
    assert G.to_act(state) == [1], "a seat with no card left is still asked to react"


def test_doctor_rerolls_chosen_dice_of_the_latest_roll_and_recomputes_injuries():
    state = table(3, champion=0, injuries={2: 1}, hands={1: ("ambush",), 2: ("doctor",)})
    state, _ = act(state, PlayCard(1, "ambush", 2), rng=S(Y("xb-")))
    assert state.seats[2].injuries == 3 and G.to_act(state) == [2]
    plays = [a for a in G.legal_actions(state, 2) if isinstance(a, PlayCard)]
    assert {a.target for a in plays} == {2} and {a.dice for a in plays} == set(range(1, 8))
    state, events = act(state, PlayCard(2, "doctor", 2, mask(0, 1)), rng=S(Y("-x")))
    assert only(events, "InjuryRerolled").data["faces"] == ["blank", "pow", "blank"]
    assert state.seats[2].injuries == 2 and state.injury_supply == 43
    assert G.to_act(state) == [1] and state.windows == ()


def test_doctor_after_an_ice_bath_only_changes_the_rerolled_dice():
    # Seat 2 is ambushed (POW!, BAM!, blank: 2 injuries) and bathes them away at once. Seat 1 then
    # plays DOCTOR on the blank die only, which stays blank: nothing about seat 2's injuries may
    # change. The two dice that were not re-rolled must not hand their injuries out a second time.
    state = table(3, champion=0, hands={1: ("ambush", "doctor"), 2: ("ice-bath",)})
    state, _ = act(state, PlayCard(1, "ambush", 2), rng=S(Y("xb-")))
    assert state.seats[2].injuries == 2 and sorted(G.to_act(state)) == [1, 2]
    state, _ = act(state, PlayCard(2, "ice-bath"))
    assert state.seats[2].injuries == 0 and G.to_act(state) == [1]
    state, _ = act(state, PlayCard(1, "doctor", 2, mask(2)), rng=S(Y("-")))
    assert state.seats[2].injuries == 0


def test_doctor_on_the_champions_injury_roll_decides_a_tie_super_example():
    # Equal damage (5 and 5). Joshua ends with 5 injuries; Phillip, after three re-rolls, takes
    # 1 injury outright and rolls no hit: 5 each, so the champion would keep the belt. Joshua's
    # DOCTOR makes Phillip re-roll all four injury dice: 2 hits, 7 injuries, Joshua wins.
    def fight(doctor: bool):
        state = table(4, champion=3, turn=1, fighters=["whip", "knot", "tornado", "brick"],
                      injuries={1: 3, 3: 4}, fame={1: 6, 3: 9}, hands={1: ("doctor",), 3: ("isotonic",)},
                      target=11)
        state, _ = act(state, Challenge(1), Ready(3), Roll(1), Stop(1), rng=S(F("SSS--"), Y("xb")))
        assert state.seats[1].injuries == 5 and G.to_act(state) == [1]  # DOCTOR window after his roll
        state, _ = act(state, Pass(1))
        assert G.to_act(state) == [3]
        state, _ = act(state, PlayCard(3, "isotonic"), Roll(3), Reroll(3, mask(0, 1, 2, 3, 4)), Reroll(3, mask(2)),
                       Reroll(3, mask(2)), rng=S(F("-----"), F("PP---"), F("-"), F("P")))
        state, events = act(state, Stop(3), rng=S(Y("---"), RED("-")))
        assert state.fight.damage == (5, 5) and state.seats[3].injuries == 5
        assert G.to_act(state) == [1]
        if doctor:
            return act(state, PlayCard(1, "doctor", 3, mask(0, 1, 2, 3)), rng=S(Y("x--"), RED("x")))
        return act(state, Pass(1))

    state, events = fight(doctor=False)
    assert only(events, "FightWon").data["how"] == "defender" and state.champion == 3
    state, events = fight(doctor=True)
    assert state.seats[3].injuries == 7
    won = only(events, "FightWon").data
    assert won["seat"] == 1 and won["how"] == "injuries"
    assert state.champion == 1 and state.seats[1].fame == 8 and state.seats[3].fame == 10


def test_street_fight_against_a_non_champion_moves_no_belt_and_ends_the_turn():
    state = table(4, champion=0, hands={1: ("street-fight",)})
    targets = {a.target for a in G.legal_actions(state, 1) if isinstance(a, PlayCard) and a.card == "street-fight"}
    assert targets == {2, 3}
    state, events = act(state, PlayCard(1, "street-fight", 2), Ready(2), Roll(1), Stop(1), Roll(2), Stop(2),
                        rng=S(F("KK----"), Y("--"), F("S-----"), Y("--")))  # 4 against 3
    won = only(events, "FightWon").data
    assert won["seat"] == 1 and won["street"] is True and "BeltPassed" not in kinds(events)
    assert state.champion == 0 and state.seats[1].fame == 2 and state.seats[2].fame == 1
    assert state.turn == 2 and state.discard == ("street-fight",)


def test_street_fight_lost_draws_a_card_and_ties_go_to_the_challenged_fighter():
    state = table(4, champion=0, hands={1: ("street-fight",)}, deck=("romance",))
    state, events = act(state, PlayCard(1, "street-fight", 3), Ready(3), Roll(1), Stop(1), Roll(3), Stop(3),
                        rng=S(F("K-----"), Y("--"), F("PP----"), Y("--")))  # whip 1+2 against blitz 2+1
    won = only(events, "FightWon").data
    assert won["seat"] == 3 and won["how"] == "defender" and state.champion == 0
    assert state.seats[1].hand == ("romance",) and state.turn == 2


def test_bar_brawl_makes_every_other_fighter_roll_one_yellow_die():
    state = table(4, champion=0, injuries={1: 1}, hands={1: ("bar-brawl",)})
    state, events = act(state, PlayCard(1, "bar-brawl"), rng=S(Y("x-b")))
    rolls = [e.data for e in events if e.kind == "InjuryRolled"]
    assert sorted(r["seat"] for r in rolls) == [0, 2, 3] and all(r["colours"] == ["yellow"] for r in rolls)
    for r in rolls:
        assert state.seats[r["seat"]].injuries == (r["faces"] != ["blank"])
    assert sum(s.injuries for s in state.seats) == 1 + 2 and state.seats[1].injuries == 1
    assert state.used == () and G.to_act(state) == [1]


def test_low_blow_by_the_challenger_on_the_champion():
    state = table(3, champion=0, hands={1: ("low-blow",)})
    state, _ = act(state, Challenge(1), Ready(0), PlayCard(1, "low-blow", 0), Roll(1), Stop(1), Roll(0),
                   rng=S(F("K-----"), Y("--"), F("-----")))
    assert len(state.fight.dice) == 5


def test_drawing_from_an_empty_deck_shuffles_the_discard_pile():
    state = table(3, champion=0)
    state = evolve(state, deck=(), discard=state.deck)
    order = list(reversed(state.discard))
    state, events = act(state, Draw(1), rng=ScriptedRng([order]))
    assert "DeckReshuffled" in kinds(events)
    assert state.seats[1].hand == (order[0],) and state.deck == tuple(order[1:]) and state.discard == ()
    empty = table(6, champion=0, hands={i: QUIET_DECK[5 * i: 5 * i + 5] for i in range(6)})
    assert empty.deck == () and empty.discard == () and Draw(1) not in G.legal_actions(empty, 1)


# --------------------------------------------------------------------------- hand limit


def test_drawing_a_sixth_card_forces_a_discard_before_anything_else():
    five = ("romance", "mega-mass", "isotonic", "personal-trainer", "low-blow")
    state = table(3, champion=0, hands={1: five, 2: ("ambush",)}, deck=("street-fight",))
    state, _ = act(state, Draw(1))
    assert len(state.seats[1].hand) == 6 and state.discarding == 1
    assert G.to_act(state) == [1] and G.legal_actions(state, 2) == []
    assert set(G.legal_actions(state, 1)) == {Discard(1, c) for c in five + ("street-fight",)}
    with pytest.raises(IllegalAction):
        G.apply(state, EndTurn(1), ScriptedRng([]))
    state, _ = act(state, Discard(1, "romance"))
    assert state.seats[1].hand == five[1:] + ("street-fight",) and state.discard == ("romance",)
    assert state.discarding == -1 and G.to_act(state) == [2]  # now the action window, then seat 1 again


def test_failed_training_over_the_limit_discards_down_to_five():
    five = ("romance", "mega-mass", "isotonic", "personal-trainer", "low-blow")
    state = table(3, champion=0, hands={1: five}, deck=("street-fight", "bar-brawl"))
    state, _ = act(state, Train(1, "kick"), Roll(1), rng=S(F("----")))
    state, _ = act(state, Accept(1))
    assert len(state.seats[1].hand) == 7 and G.to_act(state) == [1]
    state, _ = act(state, Discard(1, "bar-brawl"))
    assert state.discarding == 1 and G.to_act(state) == [1]
    state, _ = act(state, Discard(1, "low-blow"))
    assert len(state.seats[1].hand) == 5 and state.discarding == -1 and G.to_act(state) == [1]


def test_a_beaten_challenger_over_the_limit_discards_before_the_next_seat_acts():
    five = ("romance", "romance", "isotonic", "personal-trainer", "low-blow")
    state = table(3, champion=0, hands={1: five}, deck=("street-fight",))
    state, _ = plain_fight(state, 1, 0, "K-----", "PP----")
    assert state.turn == 2 and G.to_act(state) == [1]
    assert all(isinstance(a, Discard) for a in G.legal_actions(state, 1)) and G.legal_actions(state, 2) == []
    state, _ = act(state, Discard(1, "street-fight"))
    assert G.to_act(state) == [2]


# --------------------------------------------------------------------------- finite supplies


def test_an_empty_injury_supply_gives_no_injury():
    state = table(3, champion=0, injuries={0: 15, 1: 15, 2: 15}, hands={1: ("ambush",)})
    assert state.injury_supply == 0
    state, events = act(state, PlayCard(1, "ambush", 2), rng=S(Y("xxx")))
    assert state.seats[2].injuries == 15 and only(events, "InjuryRolled").data["injuries"] == 0


def test_fame_never_runs_out():
    """RULINGS.md (corrected): the box's 58 fame tokens count pieces; fame has no supply."""
    state = table(3, champion=0, turn=2, fame={0: 20, 1: 20, 2: 18}, target=15, deck=("romance",))
    state, _ = act(state, EndTurn(2))
    assert state.seats[0].fame == 21  # the champion's bonus, though 58 fame are out
    state, _ = act(state, EndTurn(0))
    state, events = plain_fight(state, 1, 0, "K-----", "PP----")
    assert [s.fame for s in state.seats] == [23, 21, 18] and G.winners(state) == [0]
    assert all(e.data["amount"] > 0 for e in events if e.kind == "FameGained")


def test_the_master_is_not_offered_a_skill_whose_supply_is_empty():
    state = table(3, champion=0, fame={0: 3, 1: 2, 2: 2}, tokens={0: (0, 15, 0)}, variants=("master",))
    offered = {a.skill for a in G.legal_actions(state, 1) if isinstance(a, TakeMaster)}
    assert offered == {"punch", "submission"}


# --------------------------------------------------------------------------- variants


def test_the_master_only_for_the_lowest_fame_with_two_or_more():
    assert not any(isinstance(a, TakeMaster) for a in G.legal_actions(table(3, fame={1: 2, 0: 2, 2: 3}), 1))
    cases = [({0: 3, 1: 2, 2: 2}, True), ({0: 3, 1: 2, 2: 4}, True), ({0: 3, 1: 3, 2: 2}, False),
             ({0: 1, 1: 1, 2: 1}, False), ({0: 5, 1: 2, 2: 1}, False)]
    for fame, allowed in cases:
        state = table(3, champion=0, fame=fame, variants=("master",))
        offered = {a.skill for a in G.legal_actions(state, 1) if isinstance(a, TakeMaster)}
        assert offered == (set(G.SKILLS) if allowed else set()), fame
        if not allowed:
            with pytest.raises(IllegalAction):
                G.apply(state, TakeMaster(1, "kick"), ScriptedRng([]))


def test_taking_the_master_costs_two_fame_and_gives_a_token_once():
    state = table(3, champion=0, fame={0: 3, 1: 2, 2: 2}, variants=("master",))
    state, events = act(state, TakeMaster(1, "kick"))
    assert state.seats[1].fame == 0
    assert state.seats[1].master == "kick" and state.skill_supply == (15, 14, 15) and state.master_taken
    assert G.symbols(state, 1, "kick") == 2 + 1  # whip's two printed kicks and the Master's token
    assert state.turn == 1 and state.used == ()  # no action spent
    state, _ = act(state, EndTurn(1))
    assert not any(isinstance(a, TakeMaster) for a in G.legal_actions(state, 2))  # only one Master


def test_the_master_example_kicks_do_nothing_to_phillip():
    # Phillip (1 kick, 1 punch token) mastered kick. Rudolf (2 kick and 2 punch tokens; a fighter
    # without punch or submission symbols) rolls 2 kicks, 1 punch, 2 submissions, 1 blank:
    # only 3 damage (2 + 1 punches).
    state = table(3, champion=0, fighters=["blitz", "whip", "knot"], tokens={0: (1, 1, 0), 1: (2, 2, 0)},
                  master={0: "kick"}, variants=("master",))
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), Stop(1), rng=S(F("KKPSS-"), Y("--")))
    assert state.fight.damage[0] == 3


def test_the_mastered_skill_deals_no_damage_to_its_master_only():
    state = table(3, champion=0, fighters=["blitz", "whip", "knot"], tokens={0: (1, 1, 0), 1: (2, 2, 0)},
                  master={0: "kick"}, variants=("master",))
    faces = faces_of("KKP---")
    assert G.damage(state, 1, faces, 0) == 1 + 2  # kicks ignored against Phillip
    assert G.damage(state, 1, faces, 2) == (2 + 2 + 2) + (1 + 2)  # but not against anyone else
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), Stop(1), rng=S(F("KKP---"), Y("--")))
    assert state.fight.damage[0] == 3
    # The master's token is a regular token for Phillip's own strikes: 1 kick die + 1 printed
    # + 1 trained + 1 on the master card.
    assert G.damage(state, 0, faces_of("K-----"), 1) == 4


def test_ring_girl_is_an_action_taken_from_anyone_and_pays_a_fame_each_turn_start():
    assert not any(isinstance(a, GetRingGirl) for a in G.legal_actions(table(3), 1))
    state = table(3, champion=0, ring_girl=2, variants=("ring-girl",))
    assert GetRingGirl(1) in G.legal_actions(state, 1) and GetRingGirl(2) not in G.legal_actions(state, 2)
    state, events = act(state, GetRingGirl(1))
    assert state.ring_girl == 1 and state.used == ("ring-girl",) and state.turn == 1
    assert only(events, "RingGirlWon").data == {"seat": 1, "from": 2}
    assert state.seats[1].fame == 0 and GetRingGirl(1) not in G.legal_actions(state, 1)
    state, _ = act(state, EndTurn(1))
    assert state.seats[2].fame == 0
    state, _ = act(state, EndTurn(2))
    assert state.seats[0].fame == 1  # the champion's bonus only
    state, events = act(state, EndTurn(0))
    assert state.turn == 1 and state.seats[1].fame == 1
    assert any(e.kind == "FameGained" and e.data["why"] == "ring-girl" for e in events)


def test_the_champion_spends_its_only_action_on_the_ring_girl():
    state = table(3, champion=0, turn=0, ring_girl=-1, variants=("ring-girl",))
    state, _ = act(state, GetRingGirl(0))
    assert state.ring_girl == 0 and state.turn == 1
    state, _ = act(state, EndTurn(1), EndTurn(2))
    assert state.seats[0].fame == 2  # belt + Ring Girl


# --------------------------------------------------------------------------- views


def test_views_hide_other_hands_the_deck_the_seed_and_other_prompts():
    state = table(3, champion=0, injuries={2: 2}, hands={0: ("ambush",), 1: ("romance",), 2: ("ice-bath", "isotonic")})
    state = evolve(state, seed=987_654_321)
    state, _ = act(state, Draw(1), rng=ScriptedRng([]))
    assert sorted(G.to_act(state)) == [0, 2]
    for seat in range(3):
        seen = G.view(state, seat)
        assert seen.seed != state.seed
        assert seen.seats[seat].hand == state.seats[seat].hand
        for other in range(3):
            if other != seat:
                assert seen.seats[other].hand == ("?",) * len(state.seats[other].hand)
        assert seen.deck == ("?",) * len(state.deck)
        prompts = [p for w in seen.windows for p in w.pending]
        assert prompts == ([seat] if seat in (0, 2) else [])  # only its own prompt, if asked
    spectator = G.view(state, None)
    assert all(set(s.hand) <= {"?"} for s in spectator.seats)
    assert [p for w in spectator.windows for p in w.pending] == []
    drawn = only(act(table(3, deck=("romance",)), Draw(1))[1], "CardDrawn")
    assert drawn.for_seat(1).secret == {"card": "romance"} and drawn.for_seat(2).secret == {}


def test_views_do_not_reveal_whether_other_seats_are_asked_to_react():
    # RULINGS: reaction moments must not reveal who holds what. Seat 1's view after its Draw must
    # be the same whether seat 2 holds an AMBUSH (and is asked) or a harmless ROMANCE (is not).
    asked, _ = act(table(3, champion=0, hands={2: ("ambush",)}), Draw(1))
    quiet, _ = act(table(3, champion=0, hands={2: ("romance",)}), Draw(1))
    assert G.to_act(asked) == [2] and G.to_act(quiet) == [1]
    assert G.view(asked, 1) == G.view(quiet, 1), "an open window with hidden askers shows someone can react"


def test_save_round_trip():
    state = table(3, champion=0, hands={1: ("ko-with-4",)}, injuries={1: 3}, fame={0: 2})
    state, _ = act(state, Challenge(1), Ready(0), Roll(1), rng=S(F("KKK--")))
    assert G.from_json(G.to_json(state)) == state


# --------------------------------------------------------------------------- random games


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("variants", [(), ("master", "ring-girl")])
def test_random_games_conserve_components_and_keep_the_contract(players, variants):
    chooser = random.Random(players * 31 + len(variants))
    for game in range(12):
        state = G.new_game(players, 1000 * players + game, {"variants": list(variants)})
        for step in range(3000):
            if G.is_over(state):
                assert len(G.winners(state)) == 1
                champ = G.winners(state)[0]
                assert champ == state.champion and state.seats[champ].fame >= state.target
                break
            movers = G.to_act(state)
            assert movers
            seat = chooser.choice(movers)
            legal = G.legal_actions(state, seat)
            assert legal
            for other in range(players):
                if other not in movers:
                    assert G.legal_actions(state, other) == []
            stops = [a for a in legal if isinstance(a, (Stop, Pass))]
            action = chooser.choice(stops if stops and chooser.random() < 0.6 else legal)
            state, _ = G.apply(state, action)
            assert G.components(state) == START
            assert all(len(s.hand) <= 5 for i, s in enumerate(state.seats) if i != state.discarding)
            assert min(state.skill_supply) >= 0 and state.injury_supply >= 0
            if step % 20 == 0:
                assert G.from_json(G.to_json(state)) == state
        assert G.is_over(state), "a random game did not end"


def test_every_refused_card_says_why_in_the_words_of_its_timing():
    """Random tables: every card in every hand, to every target, refused with a reason of its own
    (the catalogue has it), and the reasons speak of the card's timing, never a blanket "not now"."""
    from tabletop import translations

    catalogue = translations.catalogue("en")
    seen = set()
    for seed in range(12):
        rnd = random.Random(seed)
        players = 3 + seed % 4
        state = G.new_game(players, seed)
        for _ in range(250):
            if not G.to_act(state):
                break
            for seat in range(players):
                legal = G.legal_actions(state, seat)
                for card in set(state.seats[seat].hand):
                    for target in range(-1, players):
                        action = PlayCard(seat, card, target)
                        if action in legal:
                            continue
                        with pytest.raises(IllegalAction) as refused:
                            G.apply(state, action)
                        code = str(refused.value).split(":")[0]
                        assert f"illegal.{code}" in catalogue, code
                        seen.add(code)
            seat = rnd.choice(G.to_act(state))
            state, _ = G.apply(state, rnd.choice(G.legal_actions(state, seat)))
    assert "card-not-now" not in seen
    assert {"own-turn-card", "training-card", "combat-card", "ice-bath-no-injuries", "doctor-after-injury-roll",
            "reaction-any-time-only", "isotonic-before-roll"} <= seen
