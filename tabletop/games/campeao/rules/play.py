"""O Último Grande Campeão's rules in motion: the set-up and opening brawl, turns and reaction
windows, and ``apply`` with every action, card, training and fight. Builds on ``state`` (the
table and its small operations) and ``legal`` (what may be done now).

O Último Grande Campeão: 3-6 fighters chase fame and the champion belt with dice.

The whole rulebook plus RULINGS.md as pure functions over a frozen ``CampeaoState``. A turn is two
different actions (the champion gets one): challenge the champion, train a skill, rest, draw a
card; or pass the whole turn to shed three injuries. Fights are rolled die by die: the striker
rolls, re-rolls held dice up to three times, stops, and pays for the effort with injury dice.

Rulings this module makes where the rulebook and RULINGS.md are silent (also in the tests):

* Any fight ends the turn of the seat that started it, STREET FIGHT included; a beaten challenger
  draws a card in a street fight too, and the fighter challenged there wins ties like a champion.
* "Any time" cards (ICE BATH, AMBUSH, DOCTOR) are played in reaction windows: one opens at the
  start of every action and after every injury roll; DOCTOR re-rolls dice of the latest roll.
  Each window asks only the seats able to play such a card, and a view shows a seat only whether
  it is asked itself, so nothing about the other hands leaks. A card played in a window, and the
  end of a window opened inside another, ask the window (again): that is a public
  ``ReactionMoment`` too (``again`` true), whether or not anybody is asked.
* Before the challenger's first roll the challenged fighter gets a moment to answer (``Ready``,
  or a combat card such as LOW BLOW on the challenger).
* ISOTONIC and LOW BLOW change a strike only before its first roll; K.O. WITH 4 may be played
  at any point of one's own strike, and counts from then on.
* The Master (variant) is a free action in one's own turn for a seat with the lowest fame and at
  least 2 fame; the Ring Girl (variant) is an action.
* Resting needs an injury to discard; drawing needs a card in the deck or the discard pile.
* The win (RULINGS.md, corrected): a champion who keeps the belt at the end of a challenge with at
  least the target fame; taking the belt, fame gained elsewhere, or a street fight is not yet one.
* After the last action of a turn the seat may still play the cards of its own turn (a card that
  action drew included) and ends the turn itself; with nothing left to play the turn passes at
  once. A fight ends the turn at once, win or lose; so does recovering. Fame has no supply.
"""

from __future__ import annotations

from tabletop.engine.core import (
    Action, Event, IllegalAction, Rng, SeededRng, check_option_keys, checked_apply, evolve, whole,
)
from tabletop.games.campeao.rules.content import (
    DECK, DICE, FIGHTER_IDS, FIGHTERS, R, SKILLS, SUPPLY, VARIANTS, max_players, min_players,
)
from tabletop.games.campeao.rules.legal import legal_actions, why
from tabletop.games.campeao.rules.state import (
    Accept, CampeaoState, Challenge, Discard, Draw, EndTurn, Fight, GetRingGirl, InjuryRoll, Pass, PlayCard, Ready,
    Recover, Rest, Reroll, Roll, Seat, Stop, TakeMaster, Train, Training, Window, actions_allowed, can_react,
    damage, dice_count, draw_cards, drop_injuries, gain_fame, is_ko, lose_card, roll_injuries, take_injuries,
    with_seat,
)


def new_game(players: int = 4, seed: int = 0, options: dict | None = None) -> CampeaoState:
    """A new game. Options: ``target`` fame, ``variants`` (list), ``fighters`` (one id per seat),
    ``champion`` (skip the dice-off and give the belt to this seat)."""
    state, _ = setup(players, seed, options)
    return state


def setup(players: int, seed: int, options: dict | None = None, rng: Rng | None = None):
    """``new_game`` plus the events of the opening (the dice-off for the belt)."""
    options = {} if options is None else options
    check_option_keys(options, {"target", "variants", "fighters", "champion"}, "O Último Grande Campeão")
    if not whole(players, min_players, max_players):
        raise ValueError(f"O Último Grande Campeão takes {min_players}-{max_players} players")
    rng = rng or SeededRng(seed)
    target = options.get("target")
    if target is None:
        target = R["target_small"] if players <= 4 else R["target_large"]
    if not whole(target, R["target_min"], R["target_max"]):
        raise ValueError(f"the fame target is a whole number from {R['target_min']} to {R['target_max']}")
    chosen = options.get("variants", [])
    if (not isinstance(chosen, (list, tuple)) or not all(isinstance(v, str) for v in chosen)
            or len(set(chosen)) != len(chosen) or set(chosen) - set(VARIANTS)):
        raise ValueError(f"options['variants'] lists some of {VARIANTS}, each once")
    variants = tuple(v for v in VARIANTS if v in chosen)
    picked = options.get("fighters")
    if picked is not None and (not isinstance(picked, (list, tuple)) or not all(isinstance(f, str) for f in picked)):
        raise ValueError("options['fighters'] lists one fighter per seat")
    fighters = list(picked or rng.shuffle(FIGHTER_IDS)[:players])
    if len(fighters) != players or len(set(fighters)) != players or set(fighters) - set(FIGHTERS):
        raise ValueError("each seat needs its own fighter")
    champion = options.get("champion")
    if champion is not None and not whole(champion, 0, players - 1):
        raise ValueError("options['champion'] must be a seat")
    deck = list(rng.shuffle(DECK))
    hands = []
    for _ in range(players):
        hands.append(tuple(deck[: R["start_cards"]]))
        del deck[: R["start_cards"]]
    events: list[Event] = []
    if champion is None:
        champion, events = _dice_off(players, rng)
    seats = tuple(Seat(f, 0, 0, (0, 0, 0), h, None) for f, h in zip(fighters, hands))
    state = CampeaoState(
        seed=seed, draws=0, phase="turn", target=int(target), variants=variants, seats=seats,
        champion=champion, turn=champion, used=(), deck=tuple(deck), discard=(),
        skill_supply=(SUPPLY["skill"],) * 3, injury_supply=SUPPLY["injury"],
        fight=None, training=None, windows=(), last_roll=(), discarding=-1, ring_girl=-1, master_taken=False,
        turn_number=0, winner=-1,
    )
    events.append(Event("BeltAwarded", {"seat": champion}))
    state, more = _start_turn(state, (champion + 1) % players)
    return evolve(state, draws=rng.draws), events + more


def _dice_off(players: int, rng: Rng) -> tuple[int, list[Event]]:
    """The opening brawl: everyone rolls the six fighting dice, most hits takes the belt."""
    contenders = list(range(players))
    events = []
    while True:
        rolls = {s: [DICE["fight"][rng.randint(0, 5)] for _ in range(R["fighting_dice"])] for s in contenders}
        hits = {s: sum(f != "blank" for f in rolls[s]) for s in contenders}
        best = max(hits.values())
        events.append(Event("DiceOffRolled", {"rolls": {str(s): rolls[s] for s in contenders}}))
        contenders = [s for s in contenders if hits[s] == best]
        if len(contenders) == 1:
            return contenders[0], events


# --------------------------------------------------------------------------- turns and windows


def _start_turn(state: CampeaoState, seat: int) -> tuple[CampeaoState, list[Event]]:
    state = evolve(state, phase="turn", turn=seat, used=(), fight=None, training=None,
                   turn_number=state.turn_number + 1)
    events = [Event("TurnStarted", {"seat": seat, "turn": state.turn_number})]
    if seat == state.champion:
        state, got = gain_fame(state, seat, 1)
        events.append(Event("FameGained", {"seat": seat, "amount": got, "why": "champion"}))
    if "ring-girl" in state.variants and state.ring_girl == seat:
        state, got = gain_fame(state, seat, 1)
        events.append(Event("FameGained", {"seat": seat, "amount": got, "why": "ring-girl"}))
    state, more = open_window(state, "action")
    return state, events + more


def _after_action(state: CampeaoState) -> tuple[CampeaoState, list[Event]]:
    """An action finished: the turn goes on (with a reaction window before the next action), or,
    with no action left, waits while the seat holds a card it could still play (RULINGS.md: a
    card drawn by the last action may still be played) and otherwise passes to the left."""
    if state.phase == "over":
        return state, []
    state = evolve(state, phase="turn", fight=None, training=None)
    if len(state.used) >= actions_allowed(state, state.turn):
        return settle_turn(state)
    return open_window(state, "action")


def settle_turn(state: CampeaoState) -> tuple[CampeaoState, list[Event]]:
    """A turn with no action left passes as soon as its seat can do nothing more in it."""
    idle = state.phase == "turn" and not state.windows and state.discarding < 0
    if idle and len(state.used) >= actions_allowed(state, state.turn):
        if not any(not isinstance(a, EndTurn) for a in legal_actions(state, state.turn)):
            return _end_turn(state)
    return state, []


def _end_turn(state: CampeaoState) -> tuple[CampeaoState, list[Event]]:
    nxt = (state.turn + 1) % len(state.seats)
    state, events = _start_turn(state, nxt)
    return state, [Event("TurnEnded", {"seat": (nxt - 1) % len(state.seats)})] + events


def open_window(state: CampeaoState, kind: str) -> tuple[CampeaoState, list[Event]]:
    """A reaction moment: everyone may learn of it; only seats able to react are asked."""
    pending = tuple(s for s in range(len(state.seats)) if can_react(state, s, kind))
    events = [Event("ReactionMoment", {"kind": kind, "again": False})]
    if pending:
        state = evolve(state, windows=state.windows + (Window(kind, pending),))
    return state, events


def _ask_again(state: CampeaoState) -> tuple[CampeaoState, list[Event]]:
    """Something happened in a window: every seat able to answer it is asked (again). This too
    is a reaction moment everyone learns of (``again``: in a window already open), whoever is
    asked: a table that saw only the seats still waited on would learn who holds an answer."""
    top = state.windows[-1]
    pending = tuple(s for s in range(len(state.seats)) if can_react(state, s, top.kind))
    state = evolve(state, windows=state.windows[:-1] + (Window(top.kind, pending),))
    return state, [Event("ReactionMoment", {"kind": top.kind, "again": True})]


def _close_window(state: CampeaoState, rng: Rng) -> tuple[CampeaoState, list[Event]]:
    """The top window is done; an outer one asks again, and an emptied fight moves on."""
    state = evolve(state, windows=state.windows[:-1])
    events: list[Event] = []
    while state.windows:
        state, again = _ask_again(state)
        events += again
        if state.windows[-1].pending:
            return state, events
        state = evolve(state, windows=state.windows[:-1])
    if state.phase == "fight":
        state, more = _fight_continue(state, rng)
    else:
        state, more = settle_turn(state)
    return state, events + more


def apply(state: CampeaoState, action: Action, rng: Rng | None = None) -> tuple[CampeaoState, list[Event]]:
    """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
    return checked_apply(state, action, rng, legal_actions, why, _dispatch_and_settle)


def _dispatch_and_settle(state, action, rng):
    """Every action, then: a turn with no action left ends once nothing more can be done in it."""
    state, events = _dispatch(state, action, rng)
    state, more = settle_turn(state)
    return state, events + more


def _dispatch(state, action, rng):
    seat = action.seat
    if isinstance(action, Discard):
        state = lose_card(state, seat, action.card)
        if len(state.seats[seat].hand) <= R["hand_limit"]:
            state = evolve(state, discarding=-1)
        return state, [Event("CardDiscarded", {"seat": seat, "card": action.card})]
    if isinstance(action, Pass):
        return _pass(state, seat, rng)
    if isinstance(action, PlayCard):
        return _play_card(state, action, rng)
    if isinstance(action, EndTurn):
        return _end_turn(state)
    if isinstance(action, Recover):
        state, lost = drop_injuries(state, seat, R["recover"])
        state = evolve(state, used=state.used + ("recover",))
        events = [Event("Recovered", {"seat": seat, "injuries": lost})]
        state, more = _end_turn(state)
        return state, events + more
    if isinstance(action, Rest):
        state, lost = drop_injuries(state, seat, R["rest"])
        state = evolve(state, used=state.used + ("rest",))
        state, more = _after_action(state)
        return state, [Event("Rested", {"seat": seat, "injuries": lost})] + more
    if isinstance(action, Draw):
        state = evolve(state, used=state.used + ("draw",))
        state, events = draw_cards(state, seat, 1, rng)
        state, more = _after_action(state)
        return state, events + more
    if isinstance(action, GetRingGirl):
        previous = state.ring_girl
        state = evolve(state, ring_girl=seat, used=state.used + ("ring-girl",))
        state, more = _after_action(state)
        return state, [Event("RingGirlWon", {"seat": seat, "from": previous})] + more
    if isinstance(action, TakeMaster):
        return _take_master(state, action)
    if isinstance(action, Challenge):
        state = evolve(state, used=state.used + ("challenge",))
        return _begin_fight(state, seat, state.champion, street=False)
    if isinstance(action, Train):
        state = evolve(state, used=state.used + ("train",), phase="train",
                       training=Training(seat, action.skill, (), False, False))
        return state, [Event("TrainingStarted", {"seat": seat, "skill": action.skill})]
    if isinstance(action, Roll):
        if state.phase == "train":
            return _train_roll(state, rng)
        return _strike_roll(state, rng)
    if isinstance(action, Accept):
        t = state.training
        state, events = draw_cards(evolve(state, training=None), seat, 2, rng, "training")
        state, more = _after_action(state)
        return state, [Event("TrainingFailed", {"seat": seat, "skill": t.skill})] + events + more
    if isinstance(action, Ready):
        f = evolve(state.fight, stage="strike")
        return evolve(state, fight=f), [Event("FighterReady", {"seat": seat})]
    if isinstance(action, Reroll):
        return _strike_reroll(state, action.dice, rng)
    if isinstance(action, Stop):
        return _strike_end(state, rng)
    raise IllegalAction("unknown-action: this action does not exist in this game")


# --------------------------------------------------------------------------- reactions and cards


def _pass(state, seat, rng):
    top = state.windows[-1]
    pending = tuple(s for s in top.pending if s != seat)
    if pending:
        return evolve(state, windows=state.windows[:-1] + (Window(top.kind, pending),)), []
    return _close_window(state, rng)


def _play_card(state, action, rng):
    seat, card = action.seat, action.card
    state = lose_card(state, seat, card)
    events = [Event("CardPlayed", {"seat": seat, "card": card, "target": action.target})]
    in_window = bool(state.windows)
    if card == "romance":
        state, got = gain_fame(state, seat, 1)
        events.append(Event("FameGained", {"seat": seat, "amount": got, "why": "romance"}))
    elif card == "ice-bath":
        state, lost = drop_injuries(state, seat, R["ice_bath"])
        events.append(Event("InjuriesHealed", {"seat": seat, "injuries": lost}))
    elif card == "ambush":
        state, roll, more = roll_injuries(state, action.target, ("yellow",) * R["ambush_dice"], rng)
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
                state, roll, more = roll_injuries(state, other, ("yellow",), rng)
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
        state, again = _ask_again(state)
        events = events + again
        if not state.windows[-1].pending:
            state, more = _close_window(state, rng)
            events = events + more
    return state, events


def _injury_window(state):
    return open_window(state, "injury")


def _doctor(state, target, mask, rng):
    """Re-roll the chosen dice of ``target``'s latest injury roll; only those dice change injuries."""
    index = next(i for i, r in enumerate(state.last_roll) if r.seat == target)
    roll = state.last_roll[index]
    faces = list(roll.faces)
    before = after = 0
    for i in range(len(faces)):
        if mask >> i & 1:
            before += faces[i] != "blank"
            faces[i] = DICE[roll.colours[i]][rng.randint(0, 5)]
            after += faces[i] != "blank"
    state, healed = drop_injuries(state, target, min(before, roll.granted))
    state, got = take_injuries(state, target, after)
    new = InjuryRoll(target, roll.colours, tuple(faces), roll.granted - healed + got)
    rolls = tuple(new if i == index else r for i, r in enumerate(state.last_roll))
    event = Event("InjuryRerolled", {"seat": target, "colours": list(roll.colours), "faces": faces,
                                     "before": list(roll.faces), "injuries": got - healed})
    return evolve(state, last_roll=rolls), [event]


def _take_master(state, action):
    seat = action.seat
    fame = state.seats[seat].fame - R["master_cost"]
    i = SKILLS.index(action.skill)
    supply = tuple(v - (1 if k == i else 0) for k, v in enumerate(state.skill_supply))
    state = evolve(with_seat(state, seat, fame=fame, master=action.skill), skill_supply=supply, master_taken=True)
    return state, [Event("MasterTaken", {"seat": seat, "skill": action.skill})]


# --------------------------------------------------------------------------- training


def _train_roll(state, rng):
    t = state.training
    n = R["training_dice"] + (R["trainer_bonus"] if t.trainer else 0)
    faces = tuple(DICE["fight"][rng.randint(0, 5)] for _ in range(n))
    return _train_result(state, evolve(t, dice=faces), [], "TrainingRolled")


def _mega_mass(state, mask, events, rng):
    t = state.training
    faces = list(t.dice)
    for i in range(len(faces)):
        if mask >> i & 1:
            faces[i] = DICE["fight"][rng.randint(0, 5)]
    return _train_result(state, evolve(t, dice=tuple(faces)), events, "TrainingRerolled")


def _train_result(state, t, events, kind):
    seat = t.seat
    events = events + [Event(kind, {"seat": seat, "skill": t.skill, "faces": list(t.dice)})]
    if t.skill not in t.dice:
        return evolve(state, training=t), events
    i = SKILLS.index(t.skill)
    got = 1 if state.skill_supply[i] > 0 else 0
    tokens = tuple(v + (got if k == i else 0) for k, v in enumerate(state.seats[seat].tokens))
    supply = tuple(v - (got if k == i else 0) for k, v in enumerate(state.skill_supply))
    state = evolve(with_seat(state, seat, tokens=tokens), skill_supply=supply, training=None)
    events.append(Event("SkillGained", {"seat": seat, "skill": t.skill, "amount": got}))
    state, more = _after_action(state)
    return state, events + more


# --------------------------------------------------------------------------- fights


def _begin_fight(state, challenger, defender, street):
    fight = Fight(challenger, defender, street, "prepare", 0, (), 0, (0, 0), (0, 0), (False, False), (-1, -1),
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
        if f.stage == "strike" and f.side == side and f.rolls > 0 and is_ko(f.dice, True):
            return _knockout(state, events, rng)
    return evolve(state, fight=f), events


def _strike_roll(state, rng):
    f = state.fight
    seat = _striker(f)
    n = dice_count(state, seat, f.bonus[f.side], f.malus[f.side])
    faces = tuple(DICE["fight"][rng.randint(0, 5)] for _ in range(n))
    f = evolve(f, dice=faces, rolls=1)
    state = evolve(state, fight=f)
    events = [Event("DiceRolled", {"seat": seat, "faces": list(faces), "held": [], "rerolls": 0})]
    if is_ko(faces, f.ko4[f.side]):
        return _knockout(state, events, rng)
    return state, events


def _strike_reroll(state, mask, rng):
    f = state.fight
    seat = _striker(f)
    faces = list(f.dice)
    held = [i for i in range(len(faces)) if not mask >> i & 1]
    for i in range(len(faces)):
        if mask >> i & 1:
            faces[i] = DICE["fight"][rng.randint(0, 5)]
    rerolls = tuple(r + (1 if i == f.side else 0) for i, r in enumerate(f.rerolls))
    f = evolve(f, dice=tuple(faces), rolls=f.rolls + 1, rerolls=rerolls)
    state = evolve(state, fight=f)
    events = [Event("DiceRolled", {"seat": seat, "faces": faces, "held": held, "rerolls": rerolls[f.side]})]
    if is_ko(f.dice, f.ko4[f.side]):
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
    dealt = damage(state, seat, f.dice, other) if f.ko < 0 else 0
    f = evolve(f, damage=tuple(dealt if i == f.side else d for i, d in enumerate(f.damage)))
    state = evolve(state, fight=f)
    events.append(Event("StrikeEnded", {"seat": seat, "damage": dealt, "ko": f.ko == f.side}))
    colours, outright = _effort(f.rerolls[f.side])
    state, roll, more = roll_injuries(state, seat, colours, rng, outright)
    rolls = (roll,)
    if f.ko == 0 and f.side == 0:  # knocked out before striking: only the entry dice
        state, roll2, more2 = roll_injuries(state, f.defender, _effort(0)[0], rng)
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
    # The event carries what decided it: damage and injuries side by side (challenger, defender).
    events = [Event("FightWon", {"seat": winner, "loser": loser, "how": how, "damage": list(f.damage),
                                 "injuries": [state.seats[s].injuries for s in sides],
                                 "challenger": f.challenger, "street": f.street})]
    state, got = gain_fame(state, winner, R["fame_win"])
    events.append(Event("FameGained", {"seat": winner, "amount": got, "why": "win"}))
    if how != "ko":
        state, got = gain_fame(state, loser, R["fame_lose"])
        events.append(Event("FameGained", {"seat": loser, "amount": got, "why": "loss"}))
    if win == 1:
        state, more = draw_cards(state, f.challenger, 1, rng, "fight")
        events += more
    elif not f.street:
        state = evolve(state, champion=f.challenger)
        events.append(Event("BeltPassed", {"from": f.defender, "to": f.challenger}))
    state = evolve(state, fight=None, last_roll=())
    champ = state.champion
    # RULINGS.md: the game is won by a champion who keeps the belt at the end of a fight they
    # fought as champion, with the target fame; taking the belt is not yet a win, and a street
    # fight (the champion does not fight) never ends the game.
    if win == 1 and not f.street and state.seats[champ].fame >= state.target:
        state = evolve(state, phase="over", winner=champ)
        events.append(Event("GameWon", {"seat": champ, "fame": state.seats[champ].fame}))
        return state, events
    state, more = _end_turn(state)
    return state, events + more
