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
    if isinstance(action, PlayCard) and 0 <= action.seat < len(state.seats):
        reason = _card_refusal(state, action)
        if reason:
            return reason
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
        return "card-target: that card cannot go to that fighter"
    if isinstance(action, TakeMaster):
        return "master-not-allowed: only the fighter with the least fame (at least 2) can hire The Master"
    return f"wrong-phase: {action.kind} is not possible now"


ANY_TIME = ("ice-bath", "ambush", "doctor")
OWN_TURN = ("romance", "bar-brawl", "street-fight")
TRAINING = ("personal-trainer", "mega-mass")
COMBAT = ("isotonic", "low-blow", "ko-with-4")


def _card_refusal(state: CampeaoState, action: PlayCard) -> str | None:
    """Why a card may not be played now, in the words of its own timing; None when the card is
    not the trouble (the general reasons then apply)."""
    seat, card = action.seat, action.card
    me = state.seats[seat]
    if card not in me.hand:
        return "card-not-in-hand: that card is not in your hand"
    if state.discarding == seat:
        return "discard-first: your hand holds more than five cards: discard first"
    window = state.windows[-1] if state.windows else None
    if card in ANY_TIME:
        if card == "ice-bath" and me.injuries == 0:
            return "ice-bath-no-injuries: ICE BATH heals injuries, and this fighter has none"
        if card == "ambush" and action.target == seat:
            return "ambush-self: AMBUSH is sprung on another fighter"
        if card == "doctor":
            if window is None or window.kind != "injury":
                return "doctor-after-injury-roll: DOCTOR is played right after someone rolls injury dice"
            if not any(r.seat == action.target for r in state.last_roll):
                return "doctor-who-rolled: DOCTOR re-rolls the dice of a fighter who has just rolled injury dice"
        if window is None:
            if card == "doctor" or seat not in to_act(state) or state.phase != "turn":
                return ("any-time-moment: an any-time card waits for a reaction moment: the start of an action, "
                        "or just after injury dice are rolled")
        elif seat not in window.pending:
            return "window-answered: you have already answered this reaction moment"
        return None
    if window is not None:
        return "reaction-any-time-only: at a reaction moment only any-time cards can be played"
    if card in OWN_TURN:
        if state.phase != "turn" or state.turn != seat:
            return "own-turn-card: this card is played in your own turn, outside fights and training"
        if card == "street-fight":
            if "challenge" in state.used:
                return "street-fight-challenge-used: STREET FIGHT takes the turn's challenge, already made"
            if len(state.used) >= actions_allowed(state, seat):
                return "no-actions-left: no actions are left this turn"
            if action.target in (seat, state.champion) or not 0 <= action.target < len(state.seats):
                return "street-fight-target: STREET FIGHT challenges a fighter other than the champion"
        return None
    if card in TRAINING:
        t = state.training
        if state.phase != "train" or t is None or t.seat != seat:
            return "training-card: this card is played during your own training"
        if card == "personal-trainer" and t.dice:
            return "trainer-before-roll: PERSONAL TRAINER is played before the training dice are rolled"
        if card == "personal-trainer" and t.trainer:
            return "trainer-once: one PERSONAL TRAINER per training"
        if card == "mega-mass" and not t.dice:
            return "mega-mass-after-roll: MEGA MASS re-rolls training dice, so roll them first"
        return None
    if card in COMBAT:
        f = state.fight
        if state.phase != "fight" or f is None or seat not in (f.challenger, f.defender):
            return "combat-card: this card is played in a fight you are in"
        side = 0 if seat == f.challenger else 1
        if f.stage == "prepare":
            return "fight-not-started: combat cards are played once the fight has begun"
        if card == "isotonic":
            if f.bonus[side]:
                return "isotonic-once: one ISOTONIC per fight"
            if f.stage != "strike" or f.side != side or f.rolls > 0:
                return "isotonic-before-roll: ISOTONIC is played before your own first roll"
        if card == "low-blow":
            opp = 1 - side
            if f.malus[opp]:
                return "low-blow-once: your rival already suffers a LOW BLOW"
            if f.damage[opp] >= 0 or (f.stage == "strike" and f.side == opp and f.rolls > 0):
                return "low-blow-late: LOW BLOW must land before your rival starts rolling"
        if card == "ko-with-4" and f.ko4[side]:
            return "ko4-once: K.O. WITH 4 is already in play for you"
        return None
    return None
