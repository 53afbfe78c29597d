"""Dead Last's actions, the table as plain data, and the small questions asked of it.

Seats are numbered 0..n-1; a voting card names a seat by its number, or is the Ambush card
(``AMBUSH``). Every tuple below has one entry per seat unless it says otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.core import Action
from tabletop.games.dead_last.rules.content import AMBUSH, C


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Point(Action):
    """Point at a seat in front of everyone (the conspiracy): "that one"."""

    target: int


@dataclass(frozen=True)
class Unpoint(Action):
    """Lower your finger: you point at nobody now."""


@dataclass(frozen=True)
class Whisper(Action):
    """Tell one seat privately whom you mean to vote for; the table sees only that you whispered."""

    to: int
    target: int


@dataclass(frozen=True)
class Ready(Action):
    """You have said what you wanted to say before this vote (pointed at, you may speak again)."""


@dataclass(frozen=True)
class Vote(Action):
    """Lay the voting card of ``target`` face down (a card laid before is taken back)."""

    target: int


@dataclass(frozen=True)
class Ambush(Action):
    """Lay your Ambush card face down: it is no vote, and it saves you only if you are a target."""


@dataclass(frozen=True)
class Eliminate(Action):
    """A target who sprang an ambush eliminates one of the seats that voted for it."""

    victim: int


@dataclass(frozen=True)
class Showdown(Action):
    """A finalist lays a Final Showdown card face down: split, grab all or grab one and go."""

    card: str


ACTION_TYPES = {cls.__name__: cls for cls in (Point, Unpoint, Whisper, Ready, Vote, Ambush, Eliminate, Showdown)}
action_types = ACTION_TYPES


# --------------------------------------------------------------------------- the public record


@dataclass(frozen=True)
class VoteRecord:
    """A revealed vote, as everybody saw it (the computer seats remember the table from these)."""

    round: int
    vote: int
    pointers: tuple[int | None, ...]  # who pointed at whom when the voting began
    cards: tuple[int | None, ...]  # the revealed cards (None: not in this vote)
    targets: tuple[int, ...]
    fates: tuple[str, ...]  # "" survived or not in it; "target", "strayed", "ambush", "ambushed"


@dataclass(frozen=True)
class ShowdownRecord:
    """A Final Showdown (or a showdown that breaks a tie for the win), as everybody saw it."""

    round: int
    seats: tuple[int, int]
    cards: tuple[str, str]
    bars: tuple[int, int]  # how many bars each finalist took
    tiebreak: bool


@dataclass(frozen=True)
class WhisperRecord:
    """A whisper: everybody saw that ``seat`` whispered to ``to``; only the two know ``target``."""

    round: int
    vote: int
    seat: int
    to: int
    target: int


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class DeadLastState:
    """The whole table. Tuples everywhere, so ``apply`` can never change a caller's state."""

    seed: int
    draws: int
    players: int
    threshold: int  # the points that win at this many seats
    phase: str  # "conspire", "vote", "ambush", "showdown", "over"
    round: int
    vote: int  # the vote being prepared or cast in this round (1, 2, ...)
    alive: tuple[bool, ...]  # ID cards standing in this round
    in_vote: tuple[bool, ...]  # standing when the current (or last) vote began
    pointers: tuple[int | None, ...]  # the conspiracy's public pointing
    ready: tuple[bool, ...]  # said all they wanted to before this vote
    gestures: tuple[int, ...]  # gestures made before this vote
    speaker: int  # the last seat that acted in the conspiracy (the next to be asked sits after it)
    hands: tuple[tuple[int, ...], ...]  # the voting cards each seat holds
    placed: tuple[int | None, ...]  # the card each seat laid face down for this vote
    ambushers: tuple[int, ...]  # targets who sprang an ambush and have still to choose a victim
    finalists: tuple[int, ...]  # the two seats of the showdown being played (else empty)
    choices: tuple[str | None, ...]  # their face-down showdown cards, in the order of ``finalists``
    tiebreak: bool  # the showdown breaks a tie for the win
    deck: tuple[int, ...]  # gold bars, top first
    pot: tuple[int, ...]  # bars face down in the middle of the table
    gold: tuple[tuple[int, ...], ...]  # bars each seat has taken
    claimed: tuple[bool, ...]  # showed its gold to claim the win
    characters: tuple[str, ...]  # how each computer seat plays ("" for none)
    votes_log: tuple[VoteRecord, ...]
    showdowns_log: tuple[ShowdownRecord, ...]
    whispers: tuple[WhisperRecord, ...]
    champions: tuple[int, ...]  # the winner (several only when the gold ran out on a tie)
    ended: str  # why the game ended: "" (not yet), "points", "tiebreak", "gold"


def hand_for(players: int, seat: int) -> tuple[int, ...]:
    """A seat's voting cards: one for every other seat in play, and its Ambush card."""
    return tuple(s for s in range(players) if s != seat) + (AMBUSH,)


def total(state: DeadLastState, seat: int) -> int:
    return sum(state.gold[seat])


def survivors(state: DeadLastState) -> list[int]:
    return [s for s in range(state.players) if state.alive[s]]


def standing_voters(state: DeadLastState, ambusher: int) -> list[int]:
    """The seats still standing that laid ``ambusher``'s card in the vote being settled."""
    return [s for s in range(state.players) if state.alive[s] and state.placed[s] == ambusher]


def is_over(state: DeadLastState) -> bool:
    return state.phase == "over"


def winners(state: DeadLastState) -> list[int]:
    return list(state.champions)


def players(state: DeadLastState) -> int:
    """How many seats the table has."""
    return state.players


def placing(state: DeadLastState) -> list[int]:
    """The seats from first to last: the winner(s), then by gold."""
    return sorted(range(state.players), key=lambda s: (s not in state.champions, -total(state, s), s))


def components(state: DeadLastState) -> dict[str, int]:
    """Counts no action may change: the gold bars (and their points), the voting cards, the
    standing or fallen ID cards."""
    bars = list(state.deck) + list(state.pot) + [b for g in state.gold for b in g]
    cards = sum(len(h) for h in state.hands) + sum(1 for p in state.placed if p is not None)
    return {"bars": len(bars), "points": sum(bars), "voting cards": cards, "id cards": len(state.alive)}


def bars_in_box() -> tuple[int, ...]:
    return C.bars
