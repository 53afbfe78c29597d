"""O Último Grande Campeão's state: the actions a seat can take, the frozen dataclasses of the
table, and the small operations and questions on a state that the rules (``play``), the legal
moves (``legal``) and the saves (``saves``) share."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.core import Action, Event, Rng, evolve
from tabletop.games.campeao.rules.content import DICE, FIGHTERS, R, SKILLS


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
    fight: Fight | None
    training: Training | None
    windows: tuple[Window, ...]
    last_roll: tuple[InjuryRoll, ...]
    discarding: int  # seat that must discard down to the hand limit, or -1
    ring_girl: int  # holder, or -1
    master_taken: bool
    turn_number: int
    winner: int  # -1 while the game goes on


# --------------------------------------------------------------------------- operations on a state
# The small steps the rules in play.py combine. Supplies are finite: taking from an empty one takes nothing.


def with_seat(state: CampeaoState, s: int, **changes) -> CampeaoState:
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


def take_injuries(state: CampeaoState, seat: int, n: int) -> tuple[CampeaoState, int]:
    got = min(n, state.injury_supply)
    state = with_seat(state, seat, injuries=state.seats[seat].injuries + got)
    return evolve(state, injury_supply=state.injury_supply - got), got


def drop_injuries(state: CampeaoState, seat: int, n: int) -> tuple[CampeaoState, int]:
    lost = min(n, state.seats[seat].injuries)
    state = with_seat(state, seat, injuries=state.seats[seat].injuries - lost)
    return evolve(state, injury_supply=state.injury_supply + lost), lost


def gain_fame(state: CampeaoState, seat: int, n: int) -> tuple[CampeaoState, int]:
    """Fame never runs out (RULINGS.md): the box's tokens count pieces, they set no limit."""
    return with_seat(state, seat, fame=state.seats[seat].fame + n), n


def draw_cards(state: CampeaoState, seat: int, n: int, rng: Rng,
               why: str = "draw") -> tuple[CampeaoState, list[Event]]:
    """``seat`` draws ``n`` cards (the discard pile reshuffled when the deck runs out); each
    ``CardDrawn`` says ``why`` ("draw": the action, "training": a missed training's two cards,
    "fight": a beaten challenger's card), so the log can tell one cause's cards from another's."""
    events = []
    for _ in range(n):
        if not state.deck:
            if not state.discard:
                break
            state = evolve(state, deck=tuple(rng.shuffle(state.discard)), discard=())
            events.append(Event("DeckReshuffled", {"size": len(state.deck)}))
        card, deck = state.deck[0], state.deck[1:]
        state = with_seat(evolve(state, deck=deck), seat, hand=state.seats[seat].hand + (card,))
        events.append(Event("CardDrawn", {"seat": seat, "why": why}, {"card": card}, seat))
    if len(state.seats[seat].hand) > R["hand_limit"]:
        state = evolve(state, discarding=seat)
    return state, events


def lose_card(state: CampeaoState, seat: int, card: str) -> CampeaoState:
    hand = list(state.seats[seat].hand)
    hand.remove(card)
    return evolve(with_seat(state, seat, hand=tuple(hand)), discard=state.discard + (card,))


def roll_injuries(state: CampeaoState, seat: int, colours: tuple[str, ...], rng: Rng,
                   outright: int = 0) -> tuple[CampeaoState, InjuryRoll, list[Event]]:
    faces = tuple(DICE[c][rng.randint(0, 5)] for c in colours)
    hits = sum(f != "blank" for f in faces)
    state, got = take_injuries(state, seat, hits)
    extra = 0
    if outright:
        state, extra = take_injuries(state, seat, outright)
    roll = InjuryRoll(seat, colours, faces, got)
    event = Event("InjuryRolled", {"seat": seat, "colours": list(colours), "faces": list(faces),
                                   "injuries": got, "outright": extra})
    return state, roll, [event]


def can_react(state: CampeaoState, seat: int, kind: str) -> bool:
    hand = state.seats[seat].hand
    if "ice-bath" in hand and state.seats[seat].injuries > 0:
        return True
    if "ambush" in hand:
        return True
    return "doctor" in hand and kind == "injury" and bool(state.last_roll)


def is_over(state: CampeaoState) -> bool:
    return state.phase == "over"


def winners(state: CampeaoState) -> list[int]:
    return [] if state.winner < 0 else [state.winner]


def players(state: CampeaoState) -> int:
    """How many seats the table has."""
    return len(state.seats)


def placing(state: CampeaoState) -> list[int]:
    """The seats from first to last: the winner, then by fame, then by fewer injuries."""
    return sorted(range(len(state.seats)), key=lambda s: (
        s not in winners(state), -state.seats[s].fame, state.seats[s].injuries, s))


def components(state: CampeaoState) -> dict[str, int]:
    """Counts no action may change: cards, skill tokens by kind, injuries, the belt (fame has no
    limit: it is not counted)."""
    counts = {
        "cards": len(state.deck) + len(state.discard) + sum(len(s.hand) for s in state.seats),
        "injuries": state.injury_supply + sum(s.injuries for s in state.seats),
        "belt": int(0 <= state.champion < len(state.seats)),
    }
    for i, skill in enumerate(SKILLS):
        counts[f"{skill}-tokens"] = state.skill_supply[i] + sum(s.tokens[i] + (s.master == skill) for s in state.seats)
    return counts
