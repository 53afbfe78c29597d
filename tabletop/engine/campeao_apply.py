"""O Último Grande Campeão, part two: ``apply`` (actions, cards, fights, training), views, saves.

Split from campeao.py (content, state and queries) only to keep each module readable.
"""

from __future__ import annotations

from tabletop.engine import campeao as G
from tabletop.engine.core import (
    Action, DamagedState, Event, IllegalAction, Rng, evolve, checked_apply, load_json, save_json,
)

R = G.R


def apply(state: G.CampeaoState, action: Action, rng: Rng | None = None) -> tuple[G.CampeaoState, list[Event]]:
    """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
    return checked_apply(state, action, rng, G.legal_actions, _why, _dispatch)


def _dispatch(state, action, rng):
    seat = action.seat
    if isinstance(action, G.Discard):
        state = G._lose_card(state, seat, action.card)
        if len(state.seats[seat].hand) <= R["hand_limit"]:
            state = evolve(state, discarding=-1)
        return state, [Event("CardDiscarded", {"seat": seat, "card": action.card})]
    if isinstance(action, G.Pass):
        return _pass(state, seat, rng)
    if isinstance(action, G.PlayCard):
        return _play_card(state, action, rng)
    if isinstance(action, G.EndTurn):
        return G._end_turn(state)
    if isinstance(action, G.Recover):
        state, lost = G._drop_injuries(state, seat, R["recover"])
        state = evolve(state, used=state.used + ("recover",))
        events = [Event("Recovered", {"seat": seat, "injuries": lost})]
        state, more = G._end_turn(state)
        return state, events + more
    if isinstance(action, G.Rest):
        state, lost = G._drop_injuries(state, seat, R["rest"])
        state = evolve(state, used=state.used + ("rest",))
        state, more = G._after_action(state)
        return state, [Event("Rested", {"seat": seat, "injuries": lost})] + more
    if isinstance(action, G.Draw):
        state = evolve(state, used=state.used + ("draw",))
        state, events = G._draw_cards(state, seat, 1, rng)
        state, more = G._after_action(state)
        return state, events + more
    if isinstance(action, G.GetRingGirl):
        previous = state.ring_girl
        state = evolve(state, ring_girl=seat, used=state.used + ("ring-girl",))
        state, more = G._after_action(state)
        return state, [Event("RingGirlWon", {"seat": seat, "from": previous})] + more
    if isinstance(action, G.TakeMaster):
        return _take_master(state, action)
    if isinstance(action, G.Challenge):
        state = evolve(state, used=state.used + ("challenge",))
        return _begin_fight(state, seat, state.champion, street=False)
    if isinstance(action, G.Train):
        state = evolve(state, used=state.used + ("train",), phase="train",
                       training=G.Training(seat, action.skill, (), False, False))
        return state, [Event("TrainingStarted", {"seat": seat, "skill": action.skill})]
    if isinstance(action, G.Roll):
        if state.phase == "train":
            return _train_roll(state, rng)
        return _strike_roll(state, rng)
    if isinstance(action, G.Accept):
        t = state.training
        state, events = G._draw_cards(evolve(state, training=None), seat, 2, rng)
        state, more = G._after_action(state)
        return state, [Event("TrainingFailed", {"seat": seat, "skill": t.skill})] + events + more
    if isinstance(action, G.Ready):
        f = evolve(state.fight, stage="strike")
        return evolve(state, fight=f), [Event("FighterReady", {"seat": seat})]
    if isinstance(action, G.Reroll):
        return _strike_reroll(state, action.dice, rng)
    if isinstance(action, G.Stop):
        return _strike_end(state, rng)
    raise IllegalAction("unknown-action: this action does not exist in this game")


# --------------------------------------------------------------------------- reactions and cards


def _pass(state, seat, rng):
    top = state.windows[-1]
    pending = tuple(s for s in top.pending if s != seat)
    if pending:
        return evolve(state, windows=state.windows[:-1] + (G.Window(top.kind, pending),)), []
    return G._close_window(state, rng)


def _play_card(state, action, rng):
    seat, card = action.seat, action.card
    state = G._lose_card(state, seat, card)
    events = [Event("CardPlayed", {"seat": seat, "card": card, "target": action.target})]
    in_window = bool(state.windows)
    if card == "romance":
        state, got = G._gain_fame(state, seat, 1)
        events.append(Event("FameGained", {"seat": seat, "amount": got, "why": "romance"}))
    elif card == "ice-bath":
        state, lost = G._drop_injuries(state, seat, R["ice_bath"])
        events.append(Event("InjuriesHealed", {"seat": seat, "injuries": lost}))
    elif card == "ambush":
        state, roll, more = G._roll_injuries(state, action.target, ("yellow",) * R["ambush_dice"], rng)
        state = evolve(state, last_roll=(roll,))
        depth = len(state.windows)
        state, window = _injury_window(state)
        events += more + window
        if len(state.windows) > depth:  # somebody may answer the ambush first
            return state, events
    elif card == "bar-brawl":
        rolls = []
        for other in range(len(state.seats)):
            if other != seat:
                state, roll, more = G._roll_injuries(state, other, ("yellow",), rng)
                rolls.append(roll)
                events += more
        state = evolve(state, last_roll=tuple(rolls))
        state, more = _injury_window(state)
        return state, events + more
    elif card == "doctor":
        state, more = _doctor(state, action.target, action.dice, rng)
        events += more
    elif card == "street-fight":
        state, more = _begin_fight(state, seat, action.target, street=True)
        return state, events + more
    elif card in ("isotonic", "low-blow", "ko-with-4"):
        return _combat_card(state, action, events, rng)
    elif card == "personal-trainer":
        state = evolve(state, training=evolve(state.training, trainer=True))
    elif card == "mega-mass":
        return _mega_mass(state, action.dice, events, rng)
    return _after_play(state, in_window, events, rng)


def _after_play(state, in_window, events, rng):
    """After a card in a reaction window, everybody who can may answer it: ask them all again."""
    if in_window and state.windows:
        state = G._ask_again(state)
        if not state.windows[-1].pending:
            state, more = G._close_window(state, rng)
            events = events + more
    return state, events


def _injury_window(state):
    return G._open_window(state, "injury")


def _doctor(state, target, mask, rng):
    """Re-roll the chosen dice of ``target``'s latest injury roll; only those dice change injuries."""
    index = next(i for i, r in enumerate(state.last_roll) if r.seat == target)
    roll = state.last_roll[index]
    faces = list(roll.faces)
    before = after = 0
    for i in range(len(faces)):
        if mask >> i & 1:
            before += faces[i] != "blank"
            faces[i] = G.DICE[roll.colours[i]][rng.randint(0, 5)]
            after += faces[i] != "blank"
    state, healed = G._drop_injuries(state, target, min(before, roll.granted))
    state, got = G._take_injuries(state, target, after)
    new = G.InjuryRoll(target, roll.colours, tuple(faces), roll.granted - healed + got)
    rolls = tuple(new if i == index else r for i, r in enumerate(state.last_roll))
    event = Event("InjuryRerolled", {"seat": target, "colours": list(roll.colours), "faces": faces,
                                     "before": list(roll.faces), "injuries": got - healed})
    return evolve(state, last_roll=rolls), [event]


def _take_master(state, action):
    seat = action.seat
    fame = state.seats[seat].fame - R["master_cost"]
    i = G.SKILLS.index(action.skill)
    supply = tuple(v - (1 if k == i else 0) for k, v in enumerate(state.skill_supply))
    state = evolve(G._seat(state, seat, fame=fame, master=action.skill), skill_supply=supply,
                   fame_supply=state.fame_supply + R["master_cost"], master_taken=True)
    return state, [Event("MasterTaken", {"seat": seat, "skill": action.skill})]


# --------------------------------------------------------------------------- training


def _train_roll(state, rng):
    t = state.training
    n = R["training_dice"] + (R["trainer_bonus"] if t.trainer else 0)
    faces = tuple(G.DICE["fight"][rng.randint(0, 5)] for _ in range(n))
    return _train_result(state, evolve(t, dice=faces), [], "TrainingRolled")


def _mega_mass(state, mask, events, rng):
    t = state.training
    faces = list(t.dice)
    for i in range(len(faces)):
        if mask >> i & 1:
            faces[i] = G.DICE["fight"][rng.randint(0, 5)]
    return _train_result(state, evolve(t, dice=tuple(faces)), events, "TrainingRerolled")


def _train_result(state, t, events, kind):
    seat = t.seat
    events = events + [Event(kind, {"seat": seat, "skill": t.skill, "faces": list(t.dice)})]
    if t.skill not in t.dice:
        return evolve(state, training=t), events
    i = G.SKILLS.index(t.skill)
    got = 1 if state.skill_supply[i] > 0 else 0
    tokens = tuple(v + (got if k == i else 0) for k, v in enumerate(state.seats[seat].tokens))
    supply = tuple(v - (got if k == i else 0) for k, v in enumerate(state.skill_supply))
    state = evolve(G._seat(state, seat, tokens=tokens), skill_supply=supply, training=None)
    events.append(Event("SkillGained", {"seat": seat, "skill": t.skill, "amount": got}))
    state, more = G._after_action(state)
    return state, events + more


# --------------------------------------------------------------------------- fights


def _begin_fight(state, challenger, defender, street):
    fight = G.Fight(challenger, defender, street, "prepare", 0, (), 0, (0, 0), (0, 0), (False, False), (-1, -1),
                    (0, 0), -1)
    state = evolve(state, phase="fight", fight=fight)
    return state, [Event("FightStarted", {"challenger": challenger, "defender": defender, "street": street})]


def _striker(f):
    return f.challenger if f.side == 0 else f.defender


def _combat_card(state, action, events, rng):
    f = state.fight
    side = 0 if action.seat == f.challenger else 1
    if action.card == "isotonic":
        f = evolve(f, bonus=tuple(1 if i == side else b for i, b in enumerate(f.bonus)))
    elif action.card == "low-blow":
        f = evolve(f, malus=tuple(1 if i != side else m for i, m in enumerate(f.malus)))
    else:
        f = evolve(f, ko4=tuple(True if i == side else k for i, k in enumerate(f.ko4)))
        state = evolve(state, fight=f)
        if f.stage == "strike" and f.side == side and f.rolls > 0 and G.is_ko(f.dice, True):
            return _knockout(state, events, rng)
    return evolve(state, fight=f), events


def _strike_roll(state, rng):
    f = state.fight
    seat = _striker(f)
    n = G.dice_count(state, seat, f.bonus[f.side], f.malus[f.side])
    faces = tuple(G.DICE["fight"][rng.randint(0, 5)] for _ in range(n))
    f = evolve(f, dice=faces, rolls=1)
    state = evolve(state, fight=f)
    events = [Event("DiceRolled", {"seat": seat, "faces": list(faces), "held": [], "rerolls": 0})]
    if G.is_ko(faces, f.ko4[f.side]):
        return _knockout(state, events, rng)
    return state, events


def _strike_reroll(state, mask, rng):
    f = state.fight
    seat = _striker(f)
    faces = list(f.dice)
    held = [i for i in range(len(faces)) if not mask >> i & 1]
    for i in range(len(faces)):
        if mask >> i & 1:
            faces[i] = G.DICE["fight"][rng.randint(0, 5)]
    rerolls = tuple(r + (1 if i == f.side else 0) for i, r in enumerate(f.rerolls))
    f = evolve(f, dice=tuple(faces), rolls=f.rolls + 1, rerolls=rerolls)
    state = evolve(state, fight=f)
    events = [Event("DiceRolled", {"seat": seat, "faces": faces, "held": held, "rerolls": rerolls[f.side]})]
    if G.is_ko(f.dice, f.ko4[f.side]):
        return _knockout(state, events, rng)
    return state, events


def _effort(rerolls):
    """Injury dice for the effort: 2 yellow to enter, +1 yellow, +1 red, then a token outright."""
    colours = ("yellow",) * 2 + (("yellow",) if rerolls >= 1 else ()) + (("red",) if rerolls >= 2 else ())
    return colours, 1 if rerolls >= 3 else 0


def _knockout(state, events, rng):
    f = state.fight
    seat = _striker(f)
    state = evolve(state, fight=evolve(f, ko=f.side))
    events = events + [Event("KnockOut", {"seat": seat})]
    return _strike_end(state, rng, events)


def _strike_end(state, rng, events=None):
    """The striker stops (or knocked out the opponent): count damage, roll injury dice for effort."""
    events = list(events or [])
    f = state.fight
    seat = _striker(f)
    other = f.defender if f.side == 0 else f.challenger
    dealt = G.damage(state, seat, f.dice, other) if f.ko < 0 else 0
    f = evolve(f, damage=tuple(dealt if i == f.side else d for i, d in enumerate(f.damage)))
    state = evolve(state, fight=f)
    events.append(Event("StrikeEnded", {"seat": seat, "damage": dealt, "ko": f.ko == f.side}))
    colours, outright = _effort(f.rerolls[f.side])
    state, roll, more = G._roll_injuries(state, seat, colours, rng, outright)
    rolls = (roll,)
    if f.ko == 0 and f.side == 0:  # knocked out before striking: only the entry dice
        state, roll2, more2 = G._roll_injuries(state, f.defender, _effort(0)[0], rng)
        rolls += (roll2,)
        more += more2
    state = evolve(state, last_roll=rolls)
    state, window = _injury_window(state)
    events += more + window
    if state.windows:
        return state, events
    state, more = _fight_continue(state, rng)
    return state, events + more


def _fight_continue(state, rng):
    """After a strike's injury window: the defender strikes next, or the fight is decided."""
    f = state.fight
    if f.side == 0 and f.ko < 0:
        f = evolve(f, side=1, dice=(), rolls=0)
        return evolve(state, fight=f), [Event("StrikerChanged", {"seat": f.defender})]
    return _decide(state, rng)


def _decide(state, rng):
    f = state.fight
    sides = (f.challenger, f.defender)
    if f.ko >= 0:
        win, how = f.ko, "ko"
    elif f.damage[0] != f.damage[1]:
        win, how = (0 if f.damage[0] > f.damage[1] else 1), "damage"
    else:
        inj = [state.seats[s].injuries for s in sides]
        win, how = ((0 if inj[0] < inj[1] else 1), "injuries") if inj[0] != inj[1] else (1, "defender")
    winner, loser = sides[win], sides[1 - win]
    events = [Event("FightWon", {"seat": winner, "loser": loser, "how": how, "damage": list(f.damage),
                                 "street": f.street})]
    state, got = G._gain_fame(state, winner, R["fame_win"])
    events.append(Event("FameGained", {"seat": winner, "amount": got, "why": "win"}))
    if how != "ko":
        state, got = G._gain_fame(state, loser, R["fame_lose"])
        events.append(Event("FameGained", {"seat": loser, "amount": got, "why": "loss"}))
    if win == 1:
        state, more = G._draw_cards(state, f.challenger, 1, rng)
        events += more
    elif not f.street:
        state = evolve(state, champion=f.challenger)
        events.append(Event("BeltPassed", {"from": f.defender, "to": f.challenger}))
    state = evolve(state, fight=None, last_roll=())
    champ = state.champion
    if state.seats[champ].fame >= state.target:
        state = evolve(state, phase="over", winner=champ)
        events.append(Event("GameWon", {"seat": champ, "fame": state.seats[champ].fame}))
        return state, events
    state, more = G._end_turn(state)
    return state, events + more


# --------------------------------------------------------------------------- refusals


def _why(state, action) -> str:
    if state.phase == "over":
        return "game-over: the game is over"
    if action.seat not in G.to_act(state):
        return "not-your-turn: it is not this seat's turn"
    if isinstance(action, (G.Challenge, G.Train, G.Rest, G.Draw)) and action.kind.lower() in state.used:
        return "same-action: each action only once per turn"
    if isinstance(action, (G.Challenge, G.Train, G.Rest, G.Draw, G.GetRingGirl)) and len(state.used) >= G.actions_allowed(
        state, action.seat
    ):
        return "no-actions-left: no actions are left this turn"
    if isinstance(action, G.Challenge) and action.seat == state.champion:
        return "champion-cannot-challenge: the champion defends, never challenges"
    if isinstance(action, G.Rest):
        return "no-injuries: there is no injury to discard"
    if isinstance(action, G.Recover):
        return "recover-whole-turn: recovering takes a whole turn, from its start, and not for the champion"
    if isinstance(action, G.PlayCard):
        if action.card not in state.seats[action.seat].hand:
            return "card-not-in-hand: that card is not in your hand"
        return "card-not-now: that card cannot be played now"
    if isinstance(action, G.TakeMaster):
        return "master-not-allowed: only the fighter with the least fame (at least 2) can hire The Master"
    return f"wrong-phase: {action.kind} is not possible now"


# --------------------------------------------------------------------------- views and saves


def view(state: G.CampeaoState, seat: int | None) -> G.CampeaoState:
    """What ``seat`` may see: its own hand; others' hands and the deck as "?"; only its own
    reaction prompt; no seed."""
    seats = tuple(s if i == seat else evolve(s, hand=tuple(G.HIDDEN for _ in s.hand)) for i, s in enumerate(state.seats))
    # A window shows only to the seats it asks: that one is open at all would tell that someone
    # holds an answer.
    windows = tuple(G.Window(w.kind, (seat,)) for w in state.windows if seat in w.pending)
    return evolve(state, seed=0, seats=seats, deck=tuple(G.HIDDEN for _ in state.deck), windows=windows)


def to_json(state: G.CampeaoState) -> dict:
    return save_json(G.id, G.FORMAT, state)


def from_json(data: object) -> G.CampeaoState:
    """Read a saved state, checking its shape, its pieces and its phase; DamagedState if anything is off."""
    return load_json(data, G.id, G.FORMAT, G.CampeaoState, _validate, "O Último Grande Campeão")


def _validate(state: G.CampeaoState) -> None:
    n = len(state.seats)
    if not G.min_players <= n <= G.max_players:
        raise DamagedState("wrong number of seats")
    if state.phase not in ("turn", "fight", "train", "over"):
        raise DamagedState(f"unknown phase {state.phase!r}")
    counts = G.components(state)
    expected = {"cards": len(G.DECK), "injuries": G.SUPPLY["injury"], "fame": G.SUPPLY["fame"], "belt": 1}
    expected.update({f"{k}-tokens": G.SUPPLY["skill"] for k in G.SKILLS})
    if counts != expected:
        raise DamagedState("the saved pieces do not add up")
    cards = sorted(list(state.deck) + list(state.discard) + [c for s in state.seats for c in s.hand])
    if cards != sorted(G.DECK):
        raise DamagedState("the saved cards are not the 27 of the game")
    seats_ok = all(
        s.fighter in G.FIGHTERS and s.fame >= 0 and s.injuries >= 0 and min(s.tokens) >= 0
        and (s.master is None or s.master in G.SKILLS) for s in state.seats
    ) and len({s.fighter for s in state.seats}) == n
    supplies_ok = min(state.skill_supply) >= 0 and state.injury_supply >= 0 and state.fame_supply >= 0
    seat_range = all(-1 <= v < n for v in (state.discarding, state.ring_girl, state.winner)) and 0 <= state.turn < n
    if not (seats_ok and supplies_ok and seat_range and 0 <= state.champion < n):
        raise DamagedState("a saved seat or supply is out of range")
    phase_ok = {
        "turn": state.fight is None and state.training is None,
        "fight": state.fight is not None and state.training is None,
        "train": state.training is not None and state.fight is None and state.training.seat == state.turn,
        "over": state.winner >= 0,
    }[state.phase]
    if state.fight is not None:
        f = state.fight
        phase_ok = phase_ok and 0 <= f.challenger < n and 0 <= f.defender < n and f.challenger != f.defender
        phase_ok = phase_ok and f.stage in ("prepare", "strike") and f.side in (0, 1) and f.ko in (-1, 0, 1)
        phase_ok = phase_ok and all(d in G.DICE["fight"] for d in f.dice) and len(f.dice) <= R["max_dice"]
    if state.training is not None:
        phase_ok = phase_ok and state.training.skill in G.SKILLS
    for w in state.windows:
        phase_ok = phase_ok and w.kind in ("action", "injury") and all(0 <= p < n for p in w.pending)
    for r in state.last_roll:
        phase_ok = phase_ok and 0 <= r.seat < n and len(r.colours) == len(r.faces)
        phase_ok = phase_ok and all(c in ("yellow", "red") for c in r.colours)
    if state.discarding >= 0 and len(state.seats[state.discarding].hand) <= R["hand_limit"]:
        phase_ok = False
    if not phase_ok:
        raise DamagedState(f"the saved table is not a possible {state.phase} position")
