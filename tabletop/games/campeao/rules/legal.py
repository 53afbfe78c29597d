"""O Último Grande Campeão: who must act, what each seat may do now, and why anything else is refused.

``legal_actions`` is the validator: ``play.apply`` accepts exactly what it lists.
"""

from __future__ import annotations

from tabletop.engine.core import Action
from tabletop.games.campeao.rules.content import R, SKILLS
from tabletop.games.campeao.rules.state import (
    Accept, CampeaoState, Challenge, Discard, Draw, EndTurn, GetRingGirl, Pass, PlayCard, Ready, Recover, Rest, Roll,
    Reroll, Stop, TakeMaster, Train, actions_allowed,
)


def to_act(state: CampeaoState) -> list[int]:
    """Who must act now; in a reaction window, every seat still asked (all at once)."""
    if state.phase == "over":
        return []
    if state.discarding >= 0:
        return [state.discarding]
    if state.windows:
        return list(state.windows[-1].pending)
    if state.phase == "fight":
        f = state.fight
        if f.stage == "prepare":
            return [f.defender]
        return [f.challenger if f.side == 0 else f.defender]
    if state.phase == "train":
        return [state.training.seat]
    return [state.turn]


def masks(n: int) -> list[int]:
    """Every non-empty choice of dice among ``n``, as bit masks."""
    return list(range(1, 1 << n))


def _reaction_plays(state: CampeaoState, seat: int, kind: str) -> list[Action]:
    hand = state.seats[seat].hand
    out: list[Action] = []
    if "ice-bath" in hand and state.seats[seat].injuries > 0:
        out.append(PlayCard(seat, "ice-bath"))
    if "ambush" in hand:
        out += [PlayCard(seat, "ambush", t) for t in range(len(state.seats)) if t != seat]
    if "doctor" in hand and kind == "injury":
        for roll in state.last_roll:
            out += [PlayCard(seat, "doctor", roll.seat, m) for m in masks(len(roll.faces))]
    return out


def legal_actions(state: CampeaoState, seat: int) -> list[Action]:
    """Everything ``seat`` may do now; ``apply`` accepts exactly these."""
    if seat not in to_act(state):
        return []
    me = state.seats[seat]
    if state.discarding == seat:
        return [Discard(seat, c) for c in dict.fromkeys(me.hand)]
    if state.windows:
        return [Pass(seat)] + _reaction_plays(state, seat, state.windows[-1].kind)
    if state.phase == "fight":
        return _fight_actions(state, seat)
    if state.phase == "train":
        t = state.training
        if not t.dice:
            out: list[Action] = [Roll(seat)]
            if "personal-trainer" in me.hand and not t.trainer:
                out.append(PlayCard(seat, "personal-trainer"))
            return out
        out = [Accept(seat)]
        if "mega-mass" in me.hand:
            out += [PlayCard(seat, "mega-mass", -1, m) for m in masks(len(t.dice))]
        return out
    # The turn: actions, and the cards one may play in one's own turn.
    out = [EndTurn(seat)]
    room = len(state.used) < actions_allowed(state, seat)
    if room:
        if seat != state.champion and "challenge" not in state.used:
            out.append(Challenge(seat))
        if "train" not in state.used:
            out += [Train(seat, s) for s in SKILLS]
        if "rest" not in state.used and me.injuries > 0:
            out.append(Rest(seat))
        if "draw" not in state.used and (state.deck or state.discard):
            out.append(Draw(seat))
        if not state.used and seat != state.champion and me.injuries > 0:
            out.append(Recover(seat))
        if "ring-girl" in state.variants and "ring-girl" not in state.used and state.ring_girl != seat:
            out.append(GetRingGirl(seat))
    if "master" in state.variants and not state.master_taken and me.fame >= R["master_cost"]:
        if me.fame == min(s.fame for s in state.seats):
            out += [TakeMaster(seat, s) for i, s in enumerate(SKILLS) if state.skill_supply[i] > 0]
    for card in dict.fromkeys(me.hand):
        if card == "romance" or card == "bar-brawl":
            out.append(PlayCard(seat, card))
        elif card == "street-fight" and "challenge" not in state.used and room:
            out += [PlayCard(seat, card, t) for t in range(len(state.seats)) if t not in (seat, state.champion)]
        elif card == "ice-bath" and me.injuries > 0:
            out.append(PlayCard(seat, card))
        elif card == "ambush":
            out += [PlayCard(seat, card, t) for t in range(len(state.seats)) if t != seat]
    return out


def _fight_actions(state: CampeaoState, seat: int) -> list[Action]:
    f = state.fight
    hand = state.seats[seat].hand
    side = 0 if seat == f.challenger else 1
    out: list[Action] = []
    if f.stage == "prepare":
        out.append(Ready(seat))
    elif f.rolls == 0:
        out.append(Roll(seat))
        if "isotonic" in hand and not f.bonus[side]:
            out.append(PlayCard(seat, "isotonic"))
    else:
        out.append(Stop(seat))
        if f.rerolls[side] < R["max_rerolls"]:
            out += [Reroll(seat, m) for m in masks(len(f.dice))]
    opp = 1 - side
    opp_started = f.damage[opp] >= 0 or (f.stage == "strike" and f.side == opp and f.rolls > 0)
    if "low-blow" in hand and not f.malus[opp] and not opp_started:
        out.append(PlayCard(seat, "low-blow", f.challenger if side == 1 else f.defender))
    if "ko-with-4" in hand and not f.ko4[side]:
        out.append(PlayCard(seat, "ko-with-4"))
    return out


def why(state: CampeaoState, action: Action) -> str:
    """Why ``action`` is refused now, as "code: detail" (the table translates the code)."""
    if state.phase == "over":
        return "game-over: the game is over"
    if action.seat not in to_act(state):
        return "not-your-turn: it is not this seat's turn"
    if isinstance(action, (Challenge, Train, Rest, Draw)) and action.kind.lower() in state.used:
        return "same-action: each action only once per turn"
    if isinstance(action, (Challenge, Train, Rest, Draw, GetRingGirl)) and len(state.used) >= actions_allowed(
        state, action.seat
    ):
        return "no-actions-left: no actions are left this turn"
    if isinstance(action, Challenge) and action.seat == state.champion:
        return "champion-cannot-challenge: the champion defends, never challenges"
    if isinstance(action, Rest):
        return "no-injuries: there is no injury to discard"
    if isinstance(action, Recover):
        return "recover-whole-turn: recovering takes a whole turn, from its start, and not for the champion"
    if isinstance(action, PlayCard):
        if action.card not in state.seats[action.seat].hand:
            return "card-not-in-hand: that card is not in your hand"
        return "card-not-now: that card cannot be played now"
    if isinstance(action, TakeMaster):
        return "master-not-allowed: only the fighter with the least fame (at least 2) can hire The Master"
    return f"wrong-phase: {action.kind} is not possible now"
