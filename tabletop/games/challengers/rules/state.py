"""Challengers! table: actions, the frozen state, and the queries every other part asks.

Participants are the seats ``0..players-1`` plus, with an odd seat count (solo included), the
Robot at index ``players``. The Robot is played by the engine and never listed in ``to_act``.
Cards are copy numbers (see ``content.COPIES``); a participant's zones (deck, park half, bench,
exhaust pile) are tuples indexed by participant. Outside a match all of a participant's cards sit
in its deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.core import Action
from tabletop.games.challengers.rules.content import (
    COPIES,
    ROBOT_SET,
    RULES,
    SET_OF,
    trophy_fans,
    trophy_round,
)

PHASES = ("deck", "competition", "final-deck", "final", "over")
BUILD_STAGES = ("idle", "draw", "pick", "remove", "done")
MATCH_STAGES = ("start", "reveal", "check", "lose", "done")
REASONS = ("", "deck-out", "bench-full", "reveal-limit")


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Draw(Action):
    """Start your deck phase: draw five cards from a level pile your plan allows this round."""

    level: str


@dataclass(frozen=True)
class Redraw(Action):
    """Once a deck phase: discard the cards you drew and draw as many new ones from the same pile."""


@dataclass(frozen=True)
class Select(Action):
    """Add a drawn card to your deck."""

    card: int


@dataclass(frozen=True)
class Remove(Action):
    """After selecting, take a card out of your deck (to its tray's discard; starters to the box)."""

    card: int


@dataclass(frozen=True)
class FinishDeck(Action):
    """End your deck phase."""


@dataclass(frozen=True)
class Pick(Action):
    """Answer a card effect's question by choosing one of the cards it offers."""

    card: int


@dataclass(frozen=True)
class Decline(Action):
    """Answer an optional card effect with "no"."""


ACTION_TYPES = {c.__name__: c for c in (Draw, Redraw, Select, Remove, FinishDeck, Pick, Decline)}
action_types = ACTION_TYPES


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class Builder:
    """One seat's deck phase. ``stage``: idle (not building), draw, pick, remove, done."""

    stage: str
    level: str
    drawn: tuple[int, ...]
    picks: int
    redraws: int


@dataclass(frozen=True)
class Pending:
    """A card effect waiting for participant ``who`` to choose among ``options``."""

    who: int
    card: int
    effect: int
    options: tuple[int, ...]
    optional: bool


@dataclass(frozen=True)
class Match:
    """One park's match. ``holder`` is the participant whose card holds the flag (-1 before the
    first card); ``stage``/``card``/``index`` say where the resolution stands."""

    park: int
    sides: tuple[int, int]
    starter: int
    holder: int
    stage: str
    card: int
    index: int
    first: int
    reveals: int
    pending: Pending | None
    winner: int
    reason: str


@dataclass(frozen=True)
class Result:
    round: int
    park: int
    winner: int
    loser: int
    reason: str


@dataclass(frozen=True)
class ChallengersState:
    """The whole tournament. Tuples everywhere, so ``apply`` can never mutate a caller's state."""

    seed: int
    draws: int
    players: int
    left_out: str
    robot_level: int
    solo_cards: bool
    phase: str
    round: int  # 1..7; 8 while the final is built and played
    plan: tuple[tuple[tuple[int, int], ...], ...]  # round -> park -> (side 0, side 1) participants
    piles: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # levels A, B, C; top first
    discards: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    box: tuple[int, ...]
    decks: tuple[tuple[int, ...], ...]  # per participant, top first
    fields: tuple[tuple[int, ...], ...]  # the park half: attack cards, or the flag stack (flag card last)
    bonuses: tuple[tuple[int, ...], ...]  # immediate strength bonuses, aligned with fields
    benches: tuple[tuple[tuple[int, ...], ...], ...]  # per participant: seats, each of same-name cards
    exhausts: tuple[tuple[int, ...], ...]
    builders: tuple[Builder, ...]  # per seat
    matches: tuple[Match, ...]
    stacks: tuple[tuple[int, ...], ...]  # per park: trophy codes, top first
    trophies: tuple[tuple[int, ...], ...]  # per participant
    trophy_box: tuple[int, ...]
    fans: tuple[int, ...]  # fan tokens per participant
    supply: int
    seen: tuple[tuple[int, ...], ...]  # per participant: cards ever revealed in a match (public)
    finalists: tuple[int, ...]
    results: tuple[Result, ...]
    champions: tuple[int, ...]
    ended_by: str  # "", "final", "fans", "lead"


def participants(players: int) -> int:
    """Seats plus the Robot when the seat count is odd (solo included)."""
    return players + players % 2


def robot(state: ChallengersState) -> int | None:
    """The Robot's participant index, or None when it does not play."""
    return state.players if state.players % 2 else None


def is_robot(state: ChallengersState, who: int) -> bool:
    return who >= state.players


def open_fans(state: ChallengersState) -> bool:
    """With two seats or solo, fans and trophies are shown to everybody."""
    return state.players <= 2


def uses_final(players: int) -> bool:
    return players >= 3


def other(match: Match, who: int) -> int:
    a, b = match.sides
    return b if who == a else a


def match_of(state: ChallengersState, who: int) -> Match | None:
    for m in state.matches:
        if who in m.sides:
            return m
    return None


def total_fans(state: ChallengersState, who: int) -> int:
    """Fan tokens plus the fans on the backs of the participant's trophies."""
    return state.fans[who] + sum(trophy_fans(t) for t in state.trophies[who])


def standing_key(state: ChallengersState, who: int) -> tuple[int, int, int]:
    """Ranking: most fans, then more trophies, then the highest-numbered trophy."""
    held = state.trophies[who]
    return (total_fans(state, who), len(held), max((trophy_round(t) for t in held), default=0))


def owned_cards(state: ChallengersState, who: int) -> tuple[int, ...]:
    """Every card of a participant's deck, wherever it lies in a match."""
    bench = tuple(c for seat in state.benches[who] for c in seat)
    return state.decks[who] + state.fields[who] + bench + state.exhausts[who]


def kind(card: int) -> str:
    return COPIES[card]


def is_starter_like(card: int) -> bool:
    """Cards that go back to the box when removed: the starter decks (and the Robot's)."""
    return SET_OF[card] in ("starter", ROBOT_SET)


# --------------------------------------------------------------------------- queries


def to_act(state: ChallengersState) -> list[int]:
    """Seats that must act: every seat still building in a deck phase; in competition, the seats
    an effect is asking."""
    phase = state.phase
    if phase in ("deck", "final-deck"):
        return [s for s, b in enumerate(state.builders) if b.stage in ("draw", "pick", "remove")]
    if phase in ("competition", "final"):
        return sorted({m.pending.who for m in state.matches if m.pending is not None and m.pending.who < state.players})
    return []


def legal_actions(state: ChallengersState, seat: int) -> list[Action]:
    """Everything ``seat`` may do now; this list is also the validator used by ``apply``."""
    if not 0 <= seat < state.players or state.phase == "over":
        return []
    if state.phase in ("deck", "final-deck"):
        b = state.builders[seat]
        if b.stage == "draw":
            return [Draw(seat, level) for level in RULES.letters[RULES.plan[state.round - 1]]]
        if b.stage == "pick":
            out: list[Action] = [Select(seat, c) for c in b.drawn]
            if b.redraws > 0 and b.drawn:
                out.append(Redraw(seat))
            return out
        if b.stage == "remove":
            deck = state.decks[seat]
            out = [Remove(seat, c) for c in deck] if len(deck) > RULES.min_deck else []
            out.append(FinishDeck(seat))
            return out
        return []
    for m in state.matches:
        p = m.pending
        if p is not None and p.who == seat:
            out = [Pick(seat, c) for c in p.options]
            if p.optional:
                out.append(Decline(seat))
            return out
    return []


def why_illegal(state: ChallengersState, action: Action) -> str:
    """The rule an illegal action breaks, as "code: detail" (the UI translates the code)."""
    seat = action.seat
    if state.phase == "over":
        return "game-over: the tournament is over"
    if type(action) not in ACTION_TYPES.values():
        return "unknown-action: that is not an action of Challengers!"
    if not 0 <= seat < state.players:
        return "no-such-seat: there is no such seat at this table"
    building = state.phase in ("deck", "final-deck")
    if building:
        b = state.builders[seat]
        if b.stage in ("idle", "done"):
            if state.phase == "final-deck" and seat not in state.finalists:
                return "not-a-finalist: only the two finalists prepare a deck for the final"
            return "deck-finished: this seat has finished its deck phase"
        if isinstance(action, (Pick, Decline)):
            return "no-question: no card effect is asking this seat anything"
        if isinstance(action, Draw):
            if b.stage != "draw":
                return "already-drawn: you draw only once at the start of a deck phase (then one redraw)"
            return f"wrong-pile: your plan allows the {'/'.join(RULES.letters[RULES.plan[state.round - 1]])} pile this round"
        if b.stage == "draw":
            return "draw-first: start the deck phase by drawing from a level pile"
        if isinstance(action, Redraw):
            if b.stage != "pick":
                return "picks-over: a redraw is only possible while you still select cards"
            return "no-redraw-left: you may redraw only once per deck phase"
        if isinstance(action, Select):
            if b.stage != "pick":
                return "picks-over: you have selected as many cards as your plan allows"
            return "not-drawn: you can only select one of the cards you drew"
        if isinstance(action, (Remove, FinishDeck)) and b.stage == "pick":
            return "select-first: select your cards before removing any or finishing"
        if isinstance(action, Remove):
            if action.card not in state.decks[seat]:
                return "not-in-deck: that card is not in your deck"
            return f"deck-too-small: a deck keeps at least {RULES.min_deck} card"
        return "deck-finished: this seat has finished its deck phase"
    if isinstance(action, (Draw, Redraw, Select, Remove, FinishDeck)):
        return "not-deck-phase: cards are drawn, selected and removed only in a deck phase"
    for m in state.matches:
        p = m.pending
        if p is not None and p.who == seat:
            if isinstance(action, Decline):
                return "must-choose: this effect is not optional; choose one of the cards it offers"
            return "not-offered: choose one of the cards the effect offers"
    return "no-question: no card effect is asking this seat anything"


def is_over(state: ChallengersState) -> bool:
    return state.phase == "over"


def winners(state: ChallengersState) -> list[int]:
    """The champion (or, with two seats or solo, every seat sharing first place); [] if the Robot won."""
    return [w for w in state.champions if w < state.players]


def players(state: ChallengersState) -> int:
    """How many seats the table has (the Robot is none of them)."""
    return state.players


def placing(state: ChallengersState) -> list[int]:
    """The seats from first to last: the champion(s), then by standing (fans, trophies, the
    highest-numbered trophy), then by seat."""
    return sorted(range(state.players), key=lambda s: (s not in state.champions, tuple(-x for x in standing_key(state, s)), s))


def components(state: ChallengersState) -> dict[str, int]:
    """Counts no action may change: every card copy, the trophies, the fan tokens."""
    cards = sum(map(len, state.piles)) + sum(map(len, state.discards)) + len(state.box)
    cards += sum(len(owned_cards(state, p)) for p in range(len(state.decks)))
    cards += sum(len(b.drawn) for b in state.builders)
    trophies = sum(map(len, state.stacks)) + sum(map(len, state.trophies)) + len(state.trophy_box)
    return {"cards": cards, "trophies": trophies, "fans": state.supply + sum(state.fans)}
