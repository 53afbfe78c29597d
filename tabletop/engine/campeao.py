"""O Último Grande Campeão: 3-6 fighters chase fame and the champion belt with dice.

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
  it is asked itself, so nothing about the other hands leaks.
* Before the challenger's first roll the challenged fighter gets a moment to answer (``Ready``,
  or a combat card such as LOW BLOW on the challenger).
* ISOTONIC and LOW BLOW change a strike only before its first roll; K.O. WITH 4 may be played
  at any point of one's own strike, and counts from then on.
* The Master (variant) is a free action in one's own turn for a seat with the lowest fame and at
  least 2 fame; the Ring Girl (variant) is an action.
* Resting needs an injury to discard; drawing needs a card in the deck or the discard pile.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import Action, DamagedState, Event, Rng, SeededRng, evolve

id = "campeao"  # noqa: A001 - the game registry reads module.id
min_players = 3
max_players = 6
FORMAT = 1
SKILLS = ("punch", "kick", "submission")
HIDDEN = "?"
VARIANTS = ("master", "ring-girl")
ANY_TIME = ("ice-bath", "ambush", "doctor")
# Events after which an action cannot be taken back: something was shown or learned (a drawn
# card included: undoing a draw would let a seat peek at the deck).
REVEALING_EVENTS = frozenset({"CardPlayed", "CardDrawn", "DiceRolled", "InjuryRolled", "TrainingRolled",
                              "TrainingRerolled", "InjuryRerolled"})


# --------------------------------------------------------------------------- content


@dataclass(frozen=True)
class FighterInfo:
    id: str
    name: str
    skills: tuple[str, str]


@dataclass(frozen=True)
class CardInfo:
    id: str
    count: int
    timing: str


def _load(path: Path):
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        rules = dict(data["rules"])
        supply = dict(data["supply"])
        dice = {k: tuple(v) for k, v in data["dice"].items()}
        fighters = {f["id"]: FighterInfo(f["id"], f["name"], tuple(f["skills"])) for f in data["fighter"]}
        cards = {c["id"]: CardInfo(c["id"], int(c["count"]), c["timing"]) for c in data["card"]}
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise DamagedState(f"{where}: cannot read content: {exc}") from exc
    if len(fighters) != 6 or any(len(f.skills) != 2 or set(f.skills) - set(SKILLS) for f in fighters.values()):
        raise DamagedState(f"{where}: six fighters with two skills each are needed")
    if sorted(tuple(sorted(f.skills)) for f in fighters.values()) != sorted(
        tuple(sorted(p)) for p in [(a, b) for i, a in enumerate(SKILLS) for b in SKILLS[i:]]
    ):
        raise DamagedState(f"{where}: the fighters must cover each pair of skills once")
    if sum(c.count for c in cards.values()) != 27 or len(cards) != 11:
        raise DamagedState(f"{where}: 27 cards of 11 kinds are needed")
    for name, faces in dice.items():
        if len(faces) != 6:
            raise DamagedState(f"{where}: die {name} needs six faces")
    return rules, supply, dice, fighters, cards


R, SUPPLY, DICE, FIGHTERS, CARDS = _load(Path(__file__).with_name("campeao.toml"))
FIGHTER_IDS = tuple(FIGHTERS)
DECK = tuple(card for card in CARDS for _ in range(CARDS[card].count))


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Challenge(Action):
    """Challenge the champion (an action; the turn ends after the fight)."""


@dataclass(frozen=True)
class Train(Action):
    """Train one skill: roll the training dice, one matching face earns a skill token."""

    skill: str


@dataclass(frozen=True)
class Rest(Action):
    """Discard one injury token."""


@dataclass(frozen=True)
class Draw(Action):
    """Draw one playing card."""


@dataclass(frozen=True)
class Recover(Action):
    """Give up the whole turn to discard three injury tokens."""


@dataclass(frozen=True)
class EndTurn(Action):
    """Finish the turn without using the remaining actions."""


@dataclass(frozen=True)
class GetRingGirl(Action):
    """Variant: win the Ring Girl's heart (an action)."""


@dataclass(frozen=True)
class TakeMaster(Action):
    """Variant: the lowest-fame fighter pays 2 fame for The Master and masters one skill."""

    skill: str


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a card. ``target`` is a seat (or -1); ``dice`` a bit mask of dice to re-roll (or 0)."""

    card: str
    target: int = -1
    dice: int = 0


@dataclass(frozen=True)
class Ready(Action):
    """The challenged fighter is ready to be struck."""


@dataclass(frozen=True)
class Roll(Action):
    """Roll all the dice (the first roll of a strike, or of a training)."""


@dataclass(frozen=True)
class Reroll(Action):
    """Re-roll the fighting dice in the bit mask ``dice``; the others stay held."""

    dice: int


@dataclass(frozen=True)
class Stop(Action):
    """Stop striking: count the damage and roll the injury dice for the effort."""


@dataclass(frozen=True)
class Accept(Action):
    """Accept a failed training: draw two cards instead."""


@dataclass(frozen=True)
class Pass(Action):
    """Play nothing in a reaction window."""


@dataclass(frozen=True)
class Discard(Action):
    """Discard a card to get down to the hand limit."""

    card: str


ACTION_TYPES = {
    cls.__name__: cls
    for cls in (Challenge, Train, Rest, Draw, Recover, EndTurn, GetRingGirl, TakeMaster, PlayCard, Ready, Roll,
                Reroll, Stop, Accept, Pass, Discard)
}
action_types = ACTION_TYPES


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class Seat:
    fighter: str
    fame: int
    injuries: int
    tokens: tuple[int, int, int]  # skill tokens: punch, kick, submission
    hand: tuple[str, ...]
    master: str | None  # the skill The Master taught this fighter (its token is on his card)


@dataclass(frozen=True)
class InjuryRoll:
    seat: int
    colours: tuple[str, ...]  # "yellow" / "red" per die
    faces: tuple[str, ...]
    granted: int  # tokens actually taken from the supply for this roll's faces


@dataclass(frozen=True)
class Fight:
    challenger: int
    defender: int
    street: bool
    stage: str  # "prepare", "strike"
    side: int  # 0: the challenger strikes, 1: the defender
    dice: tuple[str, ...]
    rolls: int  # rolls made in this strike (0: not rolled yet)
    bonus: tuple[int, int]  # ISOTONIC per side
    malus: tuple[int, int]  # LOW BLOW per side
    ko4: tuple[bool, bool]
    damage: tuple[int, int]  # -1 until that side has struck
    rerolls: tuple[int, int]
    ko: int  # side that scored a K.O., or -1


@dataclass(frozen=True)
class Training:
    seat: int
    skill: str
    dice: tuple[str, ...]
    trainer: bool
    success: bool


@dataclass(frozen=True)
class Window:
    kind: str  # "action" (start of an action) or "injury" (after an injury roll)
    pending: tuple[int, ...]


@dataclass(frozen=True)
class CampeaoState:
    seed: int
    draws: int
    phase: str  # "turn", "fight", "train", "over"
    target: int
    variants: tuple[str, ...]
    seats: tuple[Seat, ...]
    champion: int
    turn: int
    used: tuple[str, ...]  # action kinds used this turn
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    skill_supply: tuple[int, int, int]
    injury_supply: int
    fame_supply: int
    fight: Fight | None
    training: Training | None
    windows: tuple[Window, ...]
    last_roll: tuple[InjuryRoll, ...]
    discarding: int  # seat that must discard down to the hand limit, or -1
    ring_girl: int  # holder, or -1
    master_taken: bool
    turn_number: int
    winner: int  # -1 while the game goes on


def new_game(players: int = 4, seed: int = 0, options: dict | None = None) -> CampeaoState:
    """A new game. Options: ``target`` fame, ``variants`` (list), ``fighters`` (one id per seat),
    ``champion`` (skip the dice-off and give the belt to this seat)."""
    state, _ = setup(players, seed, options)
    return state


def setup(players: int, seed: int, options: dict | None = None, rng: Rng | None = None):
    """``new_game`` plus the events of the opening (the dice-off for the belt)."""
    options = dict(options or {})
    if not min_players <= players <= max_players:
        raise ValueError(f"O Último Grande Campeão takes {min_players}-{max_players} players")
    rng = rng or SeededRng(seed)
    target = options.get("target") or (R["target_small"] if players <= 4 else R["target_large"])
    variants = tuple(v for v in VARIANTS if v in options.get("variants", ()))
    fighters = list(options.get("fighters") or rng.shuffle(FIGHTER_IDS)[:players])
    if len(fighters) != players or len(set(fighters)) != players or set(fighters) - set(FIGHTERS):
        raise ValueError("each seat needs its own fighter")
    deck = list(rng.shuffle(DECK))
    hands = []
    for _ in range(players):
        hands.append(tuple(deck[: R["start_cards"]]))
        del deck[: R["start_cards"]]
    events: list[Event] = []
    champion = options.get("champion")
    if champion is None:
        champion, events = _dice_off(players, rng)
    seats = tuple(Seat(f, 0, 0, (0, 0, 0), h, None) for f, h in zip(fighters, hands))
    state = CampeaoState(
        seed=seed, draws=0, phase="turn", target=int(target), variants=variants, seats=seats,
        champion=champion, turn=champion, used=(), deck=tuple(deck), discard=(),
        skill_supply=(SUPPLY["skill"],) * 3, injury_supply=SUPPLY["injury"], fame_supply=SUPPLY["fame"],
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


# --------------------------------------------------------------------------- small helpers


def _seat(state: CampeaoState, s: int, **changes) -> CampeaoState:
    seats = tuple(evolve(x, **changes) if i == s else x for i, x in enumerate(state.seats))
    return evolve(state, seats=seats)


def dice_count(state: CampeaoState, seat: int, bonus: int = 0, malus: int = 0) -> int:
    """Fighting dice: six, one fewer per two injuries, card effects, then clamped to 3..6."""
    n = R["fighting_dice"] - state.seats[seat].injuries // R["injuries_per_lost_die"] + bonus - malus
    return max(R["min_dice"], min(R["max_dice"], n))


def symbols(state: CampeaoState, seat: int, skill: str) -> int:
    """Printed symbols plus skill tokens (The Master's token counts like any other)."""
    s = state.seats[seat]
    return FIGHTERS[s.fighter].skills.count(skill) + s.tokens[SKILLS.index(skill)] + (s.master == skill)


def damage(state: CampeaoState, seat: int, faces: tuple[str, ...], against: int) -> int:
    """Damage of a finished strike. A skill counts only if the fighter has it (printed symbol or
    token) *and* at least one die shows it: then it scores its dice plus its symbols. A skill the
    opponent mastered with The Master scores nothing against them."""
    total = 0
    for skill in SKILLS:
        shown, own = faces.count(skill), symbols(state, seat, skill)
        if shown and own and state.seats[against].master != skill:
            total += shown + own
    return total


def is_ko(faces: tuple[str, ...], ko4: bool) -> bool:
    need = R["ko_with_card"] if ko4 else R["ko_of_a_kind"]
    return any(faces.count(skill) >= need for skill in SKILLS)


def actions_allowed(state: CampeaoState, seat: int) -> int:
    return R["champion_actions"] if seat == state.champion else R["actions"]


def _take_injuries(state: CampeaoState, seat: int, n: int) -> tuple[CampeaoState, int]:
    got = min(n, state.injury_supply)
    state = _seat(state, seat, injuries=state.seats[seat].injuries + got)
    return evolve(state, injury_supply=state.injury_supply - got), got


def _drop_injuries(state: CampeaoState, seat: int, n: int) -> tuple[CampeaoState, int]:
    lost = min(n, state.seats[seat].injuries)
    state = _seat(state, seat, injuries=state.seats[seat].injuries - lost)
    return evolve(state, injury_supply=state.injury_supply + lost), lost


def _gain_fame(state: CampeaoState, seat: int, n: int) -> tuple[CampeaoState, int]:
    got = min(n, state.fame_supply)
    state = _seat(state, seat, fame=state.seats[seat].fame + got)
    return evolve(state, fame_supply=state.fame_supply - got), got


def _draw_cards(state: CampeaoState, seat: int, n: int, rng: Rng) -> tuple[CampeaoState, list[Event]]:
    events = []
    for _ in range(n):
        if not state.deck:
            if not state.discard:
                break
            state = evolve(state, deck=tuple(rng.shuffle(state.discard)), discard=())
            events.append(Event("DeckReshuffled", {"size": len(state.deck)}))
        card, deck = state.deck[0], state.deck[1:]
        state = _seat(evolve(state, deck=deck), seat, hand=state.seats[seat].hand + (card,))
        events.append(Event("CardDrawn", {"seat": seat}, {"card": card}, seat))
    if len(state.seats[seat].hand) > R["hand_limit"]:
        state = evolve(state, discarding=seat)
    return state, events


def _lose_card(state: CampeaoState, seat: int, card: str) -> CampeaoState:
    hand = list(state.seats[seat].hand)
    hand.remove(card)
    return evolve(_seat(state, seat, hand=tuple(hand)), discard=state.discard + (card,))


def _roll_injuries(state: CampeaoState, seat: int, colours: tuple[str, ...], rng: Rng,
                   outright: int = 0) -> tuple[CampeaoState, InjuryRoll, list[Event]]:
    faces = tuple(DICE[c][rng.randint(0, 5)] for c in colours)
    hits = sum(f != "blank" for f in faces)
    state, got = _take_injuries(state, seat, hits)
    extra = 0
    if outright:
        state, extra = _take_injuries(state, seat, outright)
    roll = InjuryRoll(seat, colours, faces, got)
    event = Event("InjuryRolled", {"seat": seat, "colours": list(colours), "faces": list(faces),
                                   "injuries": got, "outright": extra})
    return state, roll, [event]


# --------------------------------------------------------------------------- turns and windows


def _start_turn(state: CampeaoState, seat: int) -> tuple[CampeaoState, list[Event]]:
    state = evolve(state, phase="turn", turn=seat, used=(), fight=None, training=None,
                   turn_number=state.turn_number + 1)
    events = [Event("TurnStarted", {"seat": seat, "turn": state.turn_number})]
    if seat == state.champion:
        state, got = _gain_fame(state, seat, 1)
        events.append(Event("FameGained", {"seat": seat, "amount": got, "why": "champion"}))
    if "ring-girl" in state.variants and state.ring_girl == seat:
        state, got = _gain_fame(state, seat, 1)
        events.append(Event("FameGained", {"seat": seat, "amount": got, "why": "ring-girl"}))
    state, more = _open_window(state, "action")
    return state, events + more


def _after_action(state: CampeaoState) -> tuple[CampeaoState, list[Event]]:
    """An action finished: the turn goes on (with a reaction window) or passes to the left."""
    if state.phase == "over":
        return state, []
    if len(state.used) >= actions_allowed(state, state.turn):
        return _end_turn(state)
    state = evolve(state, phase="turn", fight=None, training=None)
    return _open_window(state, "action")


def _end_turn(state: CampeaoState) -> tuple[CampeaoState, list[Event]]:
    nxt = (state.turn + 1) % len(state.seats)
    state, events = _start_turn(state, nxt)
    return state, [Event("TurnEnded", {"seat": (nxt - 1) % len(state.seats)})] + events


def _can_react(state: CampeaoState, seat: int, kind: str) -> bool:
    hand = state.seats[seat].hand
    if "ice-bath" in hand and state.seats[seat].injuries > 0:
        return True
    if "ambush" in hand:
        return True
    return "doctor" in hand and kind == "injury" and bool(state.last_roll)


def _open_window(state: CampeaoState, kind: str) -> tuple[CampeaoState, list[Event]]:
    """A reaction moment: everyone may learn of it; only seats able to react are asked."""
    pending = tuple(s for s in range(len(state.seats)) if _can_react(state, s, kind))
    events = [Event("ReactionMoment", {"kind": kind})]
    if pending:
        state = evolve(state, windows=state.windows + (Window(kind, pending),))
    return state, events


def _ask_again(state: CampeaoState) -> CampeaoState:
    """Something happened in a window: every seat able to answer it is asked (again)."""
    top = state.windows[-1]
    pending = tuple(s for s in range(len(state.seats)) if _can_react(state, s, top.kind))
    return evolve(state, windows=state.windows[:-1] + (Window(top.kind, pending),))


def _close_window(state: CampeaoState, rng: Rng) -> tuple[CampeaoState, list[Event]]:
    """The top window is done; an outer one asks again, and an emptied fight moves on."""
    state = evolve(state, windows=state.windows[:-1])
    while state.windows:
        state = _ask_again(state)
        if state.windows[-1].pending:
            return state, []
        state = evolve(state, windows=state.windows[:-1])
    if state.phase == "fight":
        return _fight_continue(state, rng)
    return state, []


# --------------------------------------------------------------------------- queries


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


def _masks(n: int) -> list[int]:
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
            out += [PlayCard(seat, "doctor", roll.seat, m) for m in _masks(len(roll.faces))]
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
            out += [PlayCard(seat, "mega-mass", -1, m) for m in _masks(len(t.dice))]
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
            out += [Reroll(seat, m) for m in _masks(len(f.dice))]
    opp = 1 - side
    opp_started = f.damage[opp] >= 0 or (f.stage == "strike" and f.side == opp and f.rolls > 0)
    if "low-blow" in hand and not f.malus[opp] and not opp_started:
        out.append(PlayCard(seat, "low-blow", f.challenger if side == 1 else f.defender))
    if "ko-with-4" in hand and not f.ko4[side]:
        out.append(PlayCard(seat, "ko-with-4"))
    return out


def is_over(state: CampeaoState) -> bool:
    return state.phase == "over"


def winners(state: CampeaoState) -> list[int]:
    return [] if state.winner < 0 else [state.winner]


def components(state: CampeaoState) -> dict[str, int]:
    """Counts no action may change: cards, skill tokens by kind, injuries, fame, the belt."""
    counts = {
        "cards": len(state.deck) + len(state.discard) + sum(len(s.hand) for s in state.seats),
        "injuries": state.injury_supply + sum(s.injuries for s in state.seats),
        "fame": state.fame_supply + sum(s.fame for s in state.seats),
        "belt": int(0 <= state.champion < len(state.seats)),
    }
    for i, skill in enumerate(SKILLS):
        counts[f"{skill}-tokens"] = state.skill_supply[i] + sum(s.tokens[i] + (s.master == skill) for s in state.seats)
    return counts


# The second half of the rules (apply, fights, views, saves) lives in campeao_apply.py.
from tabletop.engine.campeao_apply import _fight_continue, apply, from_json, to_json, view  # noqa: E402,F401
