"""Laurel Crown: what each seat may see (``view``) and saved games (``to_json`` / ``from_json``,
which refuses any table that no play could reach)."""

from __future__ import annotations

from tabletop.engine.core import DamagedState, evolve, load_json, save_json
from tabletop.games.laurel_crown.rules.content import (
    ARENAS, ARENA_IDS, EMPLOYMENT, EMPLOYMENT_VARIANTS, FIGHTERS, FIGHTER_IDS, FORMAT, HIDDEN, HIDDEN_BID, PHASES,
    R, VARIANTS, hidden_arena, id, max_players, min_players,
)
from tabletop.games.laurel_crown.rules.state import LaurelState, base_dice, put, rows_for


def view(state: LaurelState, seat: int | None) -> LaurelState:
    """What ``seat`` may see (None: a spectator): its own hand and placements; other hands, draft
    hands, the deck, the face-down card of the row, unrevealed bids and placements as "?" (-2 for a
    bid), face-down arenas as "?" and their tier (the back shows the rank); no seed."""
    H = HIDDEN

    def mask(cards, owner):
        return cards if owner == seat else tuple(H for _ in cards)

    changes = {
        "seed": 0,
        "hands": tuple(mask(h, s) for s, h in enumerate(state.hands)),
        "draft": tuple(mask(h, s) for s, h in enumerate(state.draft)),
        "deck": tuple(H for _ in state.deck),
        "spare": tuple(H for _ in state.spare),
    }
    if 0 <= state.hidden_slot < len(state.row) and state.row[state.hidden_slot]:
        changes["row"] = put(state.row, state.hidden_slot, H)
    if state.phase == "bid":
        changes["bids"] = tuple(b if s == seat or b < 0 else HIDDEN_BID for s, b in enumerate(state.bids))
    if state.phase == "place":
        changes["entries"] = tuple(e if e.seat == seat else evolve(e, fighter=H) for e in state.entries)
    if "hidden-arenas" in state.variants:
        shown = {"place": state.tournament + 1, "reroll": state.tournament + 1, "over": len(state.arenas)}
        k = shown.get(state.phase, 0)
        changes["arenas"] = state.arenas[:k] + tuple(hidden_arena(ARENAS[a].tier) for a in state.arenas[k:])
    return evolve(state, **changes)


def to_json(state: LaurelState) -> dict:
    return save_json(id, FORMAT, state)


def from_json(data: object) -> LaurelState:
    """Read a saved state, checking its shape, its pieces and its phase; DamagedState if anything is off."""
    return load_json(data, id, FORMAT, LaurelState, _validate, "Laurel Crown")


def _validate(state: LaurelState) -> None:
    n = len(state.honour)
    if not min_players <= n <= max_players:
        raise DamagedState("wrong number of seats")
    per_seat = (state.gold, state.counters, state.hands, state.bids, state.draft, state.drafted)
    if any(len(x) != n for x in per_seat):
        raise DamagedState("a per-seat list has the wrong length")
    variants = state.variants
    hiring = [v for v in variants if v in EMPLOYMENT_VARIANTS]
    if (len(set(variants)) != len(variants) or set(variants) - set(VARIANTS) or len(hiring) > 1
            or ("draft" in variants and n < 3)):
        raise DamagedState(f"impossible variants {list(variants)}")
    if state.phase not in PHASES:
        raise DamagedState(f"unknown phase {state.phase!r}")
    cards = list(state.deck) + [c for c in state.row if c] + [c for h in state.hands for c in h]
    cards += [c for h in state.draft for c in h] + [e.fighter for e in state.entries] + list(state.rested)
    if sorted(cards) != sorted(FIGHTER_IDS):
        raise DamagedState("the saved fighters are not exactly the 24 cards")
    if sorted(state.arenas + state.spare) != sorted(ARENA_IDS) or not state.arenas:
        raise DamagedState("the saved arenas are not exactly the 16 cards")
    counters = R["counters"] * n if "auction" in variants else 0
    pieces_ok = (
        min(state.honour) >= 0 and min(state.counters) >= 0 and state.gold_spent >= 0 and state.counters_spent >= 0
        and sum(state.gold) + state.gold_spent == n and sum(state.counters) + state.counters_spent == counters
        and 0 <= state.start < n and state.seed >= 0 and state.draws >= 0
    )
    if not pieces_ok:
        raise DamagedState("the saved honour, gold or counters are out of range")
    for e in state.entries:
        if not 0 <= e.seat < n or e.counters < 0 or any(not 1 <= d <= 6 for d in e.dice + e.extra):
            raise DamagedState("a saved fighter in the arena is out of range")
    for result in state.results:
        ok = result.arena in ARENAS and len(result.gains) == n and all(
            0 <= s.seat < n and s.fighter in FIGHTERS and s.outcome in ("prize", "wounded", "spared")
            for s in result.standings)
        if not ok:
            raise DamagedState("a saved tournament result is out of range")
    if any(not 0 <= w < n for w in state.winners) or len(set(state.winners)) != len(state.winners):
        raise DamagedState("the saved winners are out of range")
    if not _phase_ok(state, n):
        raise DamagedState(f"the saved table is not a possible {state.phase} position")


def _phase_ok(state: LaurelState, n: int) -> bool:
    """Each phase has a shape the rules rely on; a save that breaks it is refused, not half-played."""
    phase, variants = state.phase, state.variants
    rows = rows_for(n, variants)
    hiring = phase in ("employ", "bid", "draft")
    idle = (not state.row and state.hidden_slot == -1 and not state.turns and state.last_two == -1
            and min(state.bids) == max(state.bids) == -1)
    if hiring:
        if state.tournament or state.results or state.entries or state.rested or state.rerolls or state.winners:
            return False
        if state.gold_spent or any(state.honour[s] != R["start_honour"] for s in range(n)):
            return False
    else:
        if state.row_number != rows or not idle or any(state.draft) or any(state.drafted):
            return False
        if not 0 <= state.tournament < len(state.arenas) or not 0 <= state.passes <= n:
            return False
        if len(state.results) != state.tournament + (phase == "over"):
            return False
    if phase == "draft":
        sizes = [len(h) for h in state.draft]
        k = max(sizes)
        return ("draft" in variants and idle and state.row_number == 0 and k >= 2 and not all(state.drafted)
                and all(size == k - d for size, d in zip(sizes, state.drafted)))
    if phase in ("employ", "bid"):
        if "draft" in variants or any(state.draft) or any(state.drafted) or not 0 <= state.row_number < rows:
            return False
        left = sum(1 for c in state.row if c)
        if "rochester" in variants:
            return (state.hidden_slot == -1 and state.last_two == -1 and phase == "employ" and left == len(state.turns)
                    and all(0 <= t < n for t in state.turns) and left > 0 and max(state.bids) == -1)
        size = EMPLOYMENT[n].face_up + 1
        if len(state.row) != size or state.hidden_slot != size - 1 or not -1 <= state.last_two < n:
            return False
        dealt = (state.row_number + 1) * size
        if not 24 - dealt <= len(state.deck) <= 24 - dealt + state.row_number:
            return False
        if phase == "bid":
            return ("auction" in variants and not state.turns and state.last_two == -1 and left == size
                    and min(state.bids) < 0 and all(-1 <= b <= c for b, c in zip(state.bids, state.counters)))
        bids_ok = min(state.bids) >= 0 if "auction" in variants else max(state.bids) == -1
        return (bids_ok and bool(state.turns) and all(0 <= t < n for t in state.turns)
                and left == len(state.turns) + 1 + (state.last_two >= 0))
    if phase == "over":
        return (bool(state.winners) and state.tournament == len(state.arenas) - 1 and not state.entries
                and not state.rerolls)
    # place, reroll
    if state.winners or state.placing != (state.start + min(state.passes, n - 1)) % n:
        return False
    if phase == "place":
        done = {(state.start + k) % n for k in range(state.passes + 1)}
        return (state.passes < n and not state.rerolls
                and all(not e.dice and not e.extra and e.seat in done for e in state.entries))
    waiting = state.rerolls
    if state.passes != n or not waiting or len(set(waiting)) != len(waiting):
        return False
    if any(not 0 <= i < len(state.entries) or not FIGHTERS[state.entries[i].fighter].reroll for i in waiting):
        return False
    if any(state.entries[i].extra for i in waiting):
        return False
    return all(len(e.dice) == base_dice(state, e) for e in state.entries)
