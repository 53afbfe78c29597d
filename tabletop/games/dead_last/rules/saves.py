"""What each seat may see of a Dead Last table, and saved games read back only when possible.

A seat sees its own gold and its own face-down cards; everybody sees how many bars each seat has
taken (they were taken in front of everyone) but not their values, until a seat shows its gold to
claim the win or the game ends. A whisper's target is known to its two seats only; a computer
seat's character to that seat only. The deck and the bars in the middle are face down for all.
"""

from __future__ import annotations

from tabletop.engine.core import DamagedState, evolve, load_json, save_json, whole
from tabletop.games.dead_last.rules.content import (
    AMBUSH, C, FACE_DOWN, FORMAT, HIDDEN, NO_CHARACTER, PHASES, SHOWDOWN_CARDS, id, max_players, min_players,
)
from tabletop.games.dead_last.rules.state import DeadLastState, hand_for, standing_voters, total

HIDDEN_BAR = 0  # a gold bar lying face down


def view(state: DeadLastState, seat: int | None) -> DeadLastState:
    """What ``seat`` may see (None: everybody at once). Hidden values become ``HIDDEN_BAR``,
    face-down voting cards ``HIDDEN``, face-down showdown cards ``FACE_DOWN``; the seed is gone."""
    n = state.players
    over = state.phase == "over"

    def bars(s: int) -> tuple[int, ...]:
        return state.gold[s] if over or s == seat or state.claimed[s] else (HIDDEN_BAR,) * len(state.gold[s])

    changes: dict = dict(
        seed=0,
        deck=(HIDDEN_BAR,) * len(state.deck),
        pot=(HIDDEN_BAR,) * len(state.pot),
        gold=tuple(bars(s) for s in range(n)),
        characters=tuple(c if s == seat else NO_CHARACTER for s, c in enumerate(state.characters)),
        whispers=_whispers_seen(state.whispers, seat),
    )
    if state.phase == "vote":  # the cards lie face down until the last one is laid
        changes["placed"] = tuple(p if s == seat or p is None else HIDDEN for s, p in enumerate(state.placed))
        changes["hands"] = tuple(h if s == seat else (HIDDEN,) * len(h) for s, h in enumerate(state.hands))
    if state.phase == "showdown":
        changes["choices"] = tuple(c if f == seat or c is None else FACE_DOWN
                                   for f, c in zip(state.finalists, state.choices))
    return evolve(state, **changes)


_SEEN: dict = {}  # seat -> (the whispers tuple it last saw, what it saw of it)


def _whispers_seen(whispers: tuple, seat: int | None) -> tuple:
    """Every whisper, its target hidden unless ``seat`` whispered or heard it. A game's record of
    whispers only grows, one table after another: a seat's version is extended, not made anew."""
    source, seen = _SEEN.get(seat, ((), ()))
    if whispers is source:
        return seen
    known = len(source)
    if not (known <= len(whispers) and whispers[:known] == source):  # another game's record
        known, seen = 0, ()
    seen = seen + tuple(w if seat in (w.seat, w.to) else evolve(w, target=HIDDEN) for w in whispers[known:])
    _SEEN[seat] = (whispers, seen)
    return seen


def to_json(state: DeadLastState) -> dict:
    return save_json(id, FORMAT, state)


def from_json(data: object) -> DeadLastState:
    """Read a saved state, checking that it is a table the rules could have reached."""
    return load_json(data, id, FORMAT, DeadLastState, validate, "Dead Last")


def _seat(value, n: int) -> bool:
    return whole(value, 0, n - 1)


def validate(state: DeadLastState) -> None:
    """DamagedState, with a plain reason, unless ``state`` is a possible Dead Last table."""
    n = state.players
    if not whole(n, min_players, max_players):
        raise DamagedState(f"Dead Last is played by {min_players} to {max_players} seats, not {n}")
    if state.threshold != C.threshold(n) or state.phase not in PHASES:
        raise DamagedState("the saved winning points or phase are not this game's")
    per_seat = ("alive", "in_vote", "pointers", "ready", "gestures", "hands", "placed", "gold", "claimed",
                "characters")
    if any(len(getattr(state, name)) != n for name in per_seat):
        raise DamagedState("a saved list does not have one entry for every seat")
    if state.seed < 0 or state.draws < 0 or state.round < 1 or state.vote < 1 or not _seat(state.speaker, n):
        raise DamagedState("the saved counters are out of range")
    bars = sorted(state.deck + state.pot + tuple(b for g in state.gold for b in g))
    if bars != list(C.bars):
        raise DamagedState("the gold is not conserved: the saved bars are not the 80 of the box")
    if len(state.pot) > C.pot:
        raise DamagedState(f"more than {C.pot} bars lie in the middle of the table")
    for s in range(n):
        cards = state.hands[s] + (() if state.placed[s] is None else (state.placed[s],))
        if sorted(cards) != sorted(hand_for(n, s)):
            raise DamagedState(f"seat {s + 1}'s voting cards are not one for each other seat and one Ambush card")
        if state.characters[s] != NO_CHARACTER and state.characters[s] not in C.characters:
            raise DamagedState(f"seat {s + 1} has an unknown character")
        pointer = state.pointers[s]
        if pointer is not None and (not _seat(pointer, n) or pointer == s):
            raise DamagedState(f"seat {s + 1} points at no seat of this table")
        if not whole(state.gestures[s], 0, C.gestures):
            raise DamagedState(f"seat {s + 1} has made more gestures than a vote allows")
        if state.claimed[s] and total(state, s) < state.threshold:
            raise DamagedState(f"seat {s + 1} claimed the win without the points")
        if state.alive[s] and not state.in_vote[s]:
            raise DamagedState(f"seat {s + 1} stands but was not in the vote")
    _check_records(state)
    _check_phase(state)


def _check_records(state: DeadLastState) -> None:
    n = state.players
    for r in state.votes_log:
        if len(r.pointers) != n or len(r.cards) != n or len(r.fates) != n:
            raise DamagedState("a saved vote does not have one entry for every seat")
        if any(c is not None and c != AMBUSH and not _seat(c, n) for c in r.cards) or \
                any(not _seat(t, n) for t in r.targets) or \
                any(f not in ("", "target", "strayed", "ambush", "ambushed") for f in r.fates):
            raise DamagedState("a saved vote names a card or a fate that does not exist")
    for r in state.showdowns_log:
        if any(not _seat(s, n) for s in r.seats) or any(c not in SHOWDOWN_CARDS for c in r.cards) or \
                any(not whole(b, 0, C.pot) for b in r.bars):
            raise DamagedState("a saved showdown names a seat or a card that does not exist")
    for w in state.whispers:
        if not (_seat(w.seat, n) and _seat(w.to, n) and _seat(w.target, n)):
            raise DamagedState("a saved whisper names a seat that does not exist")
    if any(not _seat(c, n) for c in state.champions):
        raise DamagedState("a saved winner is not a seat of this table")


def _check_phase(state: DeadLastState) -> None:
    """Each phase has a shape the rules rely on; a save that breaks it is refused, not half-played."""
    n, phase = state.players, state.phase
    standing = [s for s in range(n) if state.alive[s]]
    nobody_rich = all(total(state, s) < state.threshold for s in range(n)) and not any(state.claimed)
    placed = [s for s in range(n) if state.placed[s] is not None]
    if phase in ("conspire", "vote"):
        ok = len(standing) >= 3 and state.alive == state.in_vote and nobody_rich and not state.ambushers \
            and not state.finalists and not state.choices and not state.tiebreak and not state.champions
        if phase == "conspire":
            ok = ok and not placed and any(not state.ready[s] for s in standing)
            ok = ok and all(state.pointers[s] is None or state.alive[state.pointers[s]] for s in standing)
        else:
            ok = ok and all(state.alive[s] for s in placed) and any(state.placed[s] is None for s in standing)
            for s in placed:
                card = state.placed[s]
                if card != AMBUSH and (card == s or not state.alive[card]):
                    raise DamagedState(f"seat {s + 1} voted for a seat that is already eliminated")
    elif phase == "ambush":
        ok = bool(state.ambushers) and nobody_rich and not state.finalists and not state.champions
        ok = ok and all(state.in_vote[s] == (state.placed[s] is not None) for s in range(n))
        ok = ok and all(state.alive[a] and state.placed[a] == AMBUSH and standing_voters(state, a)
                        for a in state.ambushers)
        ok = ok and len(set(state.ambushers)) == len(state.ambushers)
    elif phase == "showdown":
        ok = len(state.finalists) == 2 and len(state.choices) == 2 and not placed and not state.ambushers
        ok = ok and all(_seat(f, n) for f in state.finalists) and state.finalists[0] < state.finalists[1]
        ok = ok and all(c is None or c in SHOWDOWN_CARDS for c in state.choices) and None in state.choices
        ok = ok and bool(state.pot) and not state.champions
        if ok and state.tiebreak:
            ok = all(state.claimed[f] for f in state.finalists)
        elif ok:
            ok = nobody_rich and standing == list(state.finalists)
    else:  # over
        ok = bool(state.champions) and not placed and not state.ambushers and not state.finalists
        ok = ok and state.ended in ("points", "tiebreak", "gold")
    if phase != "over" and state.ended:
        ok = False
    if not ok:
        raise DamagedState(f"the saved table is not a possible {phase} position")
