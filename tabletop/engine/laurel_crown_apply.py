"""Laurel Crown, part two: ``apply`` (hiring, placing, rolling, the battle), views and saves.

Split from laurel_crown.py (content, state and queries) only to keep each module readable.
"""

from __future__ import annotations

from tabletop.engine import laurel_crown as G
from tabletop.engine.core import (
    Action,
    DamagedState,
    Event,
    IllegalAction,
    Rng,
   
    evolve,
    checked_apply,
    load_json,
    save_json,
)

R = G.R
_put = G._put


def apply(state: G.LaurelState, action: Action, rng: Rng | None = None) -> tuple[G.LaurelState, list[Event]]:
    """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
    return checked_apply(state, action, rng, G.legal_actions, _why, _dispatch)


def _dispatch(state, action, rng):
    seat = action.seat
    kind = type(action)
    if kind is G.Place:
        return _place(state, action)
    if kind is G.Done:
        state = evolve(state, passes=state.passes + 1)
        placed = sum(e.seat == seat for e in state.entries)
        events = [Event("PlacementDone", {"seat": seat, "fighters": placed})]
        if state.passes < len(state.honour):
            return evolve(state, placing=(seat + 1) % len(state.honour)), events
        state, more = _reveal(state, rng)
        return state, events + more
    if kind is G.Hire:
        state, event = G._hire(evolve(state, turns=state.turns[1:]), seat, action.slot)
        state, more = G._after_pick(state)
        return state, [event] + more
    if kind is G.TakeTwoLast:
        state = evolve(state, turns=state.turns[1:], last_two=seat)
        state, more = G._after_pick(state)
        return state, [Event("TakeTwoChosen", {"seat": seat})] + more
    if kind is G.Reroll or kind is G.Accept:
        return _decide_roll(state, action, rng)
    if kind is G.Bid:
        state = evolve(state, bids=_put(state.bids, seat, action.amount))
        events = [Event("BidMade", {"seat": seat}, {"amount": action.amount}, seat)]
        if min(state.bids) >= 0:
            state, more = G._reveal_bids(state)
            events += more
        return state, events
    if kind is G.Keep:
        draft = _put(state.draft, seat, tuple(f for f in state.draft[seat] if f != action.fighter))
        state = evolve(state, draft=draft, drafted=_put(state.drafted, seat, True),
                       hands=_put(state.hands, seat, state.hands[seat] + (action.fighter,)))
        events = [Event("FighterDrafted", {"seat": seat, "automatic": False}, {"fighter": action.fighter}, seat)]
        if all(state.drafted):
            state, more = G._drafted(state)
            events += more
        return state, events
    raise IllegalAction("unknown-action: this action does not exist in this game")


# --------------------------------------------------------------------------- tournaments


def _place(state, action):
    seat = action.seat
    hand = list(state.hands[seat])
    hand.remove(action.fighter)
    entry = G.Entry(seat, action.fighter, action.gold, action.counters, (), ())
    state = evolve(state, hands=_put(state.hands, seat, tuple(hand)), entries=state.entries + (entry,))
    if action.gold:
        state = evolve(state, gold=_put(state.gold, seat, False), gold_spent=state.gold_spent + 1)
    if action.counters:
        state = evolve(state, counters=_put(state.counters, seat, state.counters[seat] - action.counters),
                       counters_spent=state.counters_spent + action.counters)
    return state, [Event("FighterPlaced", {"seat": seat, "gold": action.gold, "counters": action.counters},
                         {"fighter": action.fighter}, seat)]


def _criticals(fighter: str, dice: tuple[int, ...], rng: Rng) -> tuple[int, ...]:
    info = G.FIGHTERS[fighter]
    if info.critical == "identical":
        if len(set(dice)) < len(dice):
            return tuple(rng.randint(1, 6) for _ in range(info.critical_dice))
        return ()
    if info.critical == "six":
        extra: list[int] = []
        owed = dice.count(6) * info.critical_dice
        while owed:  # every 6, an extra die's too, adds more dice
            value = rng.randint(1, 6)
            extra.append(value)
            owed += (info.critical_dice if value == 6 else 0) - 1
        return tuple(extra)
    return ()


def _reveal(state, rng):
    """Everybody is done: all fighters are shown and roll; re-roll decisions may follow."""
    entries = list(state.entries)
    events = [Event("FightersRevealed", {"entries": [
        {"seat": e.seat, "fighter": e.fighter, "gold": e.gold, "counters": e.counters} for e in entries]})]
    pending = []
    for i, e in enumerate(entries):
        dice = tuple(rng.randint(1, 6) for _ in range(G.base_dice(state, e)))
        if G.FIGHTERS[e.fighter].reroll:
            pending.append(i)
            extra: tuple[int, ...] = ()
        else:
            extra = _criticals(e.fighter, dice, rng)
        entries[i] = evolve(e, dice=dice, extra=extra)
        events.append(Event("DiceRolled", {"entry": i, "seat": e.seat, "fighter": e.fighter, "dice": list(dice),
                                           "extra": list(extra)}))
    state = evolve(state, entries=tuple(entries))
    if pending:
        return evolve(state, phase="reroll", rerolls=tuple(pending)), events
    state, more = _battle(state, rng)
    return state, events + more


def _decide_roll(state, action, rng):
    index = state.rerolls[0]
    e = state.entries[index]
    data = {"entry": index, "seat": e.seat, "fighter": e.fighter}
    if isinstance(action, G.Reroll):
        dice = tuple(rng.randint(1, 6) if action.dice >> k & 1 else d for k, d in enumerate(e.dice))
        data.update(before=list(e.dice), rerolled=[k for k in range(len(e.dice)) if action.dice >> k & 1])
        kind = "DiceRerolled"
    else:
        dice, kind = e.dice, "DiceKept"
    extra = _criticals(e.fighter, dice, rng)
    data.update(dice=list(dice), extra=list(extra))
    state = evolve(state, entries=_put(state.entries, index, evolve(e, dice=dice, extra=extra)),
                   rerolls=state.rerolls[1:])
    events = [Event(kind, data)]
    if state.rerolls:
        return state, events
    state, more = _battle(state, rng)
    return state, events + more


def _roll_off(seats: list[int], rng: Rng, events: list[Event]) -> list[int]:
    """One die per tied sponsor, highest first; sponsors still tied roll again among themselves."""
    rolls = [rng.randint(1, 6) for _ in seats]
    events.append(Event("RollOffRolled", {"seats": list(seats), "rolls": rolls}))
    out: list[int] = []
    for value in sorted(set(rolls), reverse=True):
        same = [s for s, r in zip(seats, rolls) if r == value]
        out += same if len(same) == 1 else _roll_off(same, rng, events)
    return out


def rank_entries(state, values: list[int], rng: Rng) -> tuple[list[int], list[Event]]:
    """Entries in power order: power, then rank, then the sponsor with less honour, then a roll-off."""
    n = len(state.honour)
    entries = state.entries

    def key(i):
        e = entries[i]
        return (-values[i], -G.RANK_INDEX[G.FIGHTERS[e.fighter].rank], state.honour[e.seat])

    ordered = sorted(range(len(entries)), key=key)
    order: list[int] = []
    events: list[Event] = []
    i = 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and key(ordered[j]) == key(ordered[i]):
            j += 1
        group = ordered[i:j]
        seats = sorted({entries[k].seat for k in group}, key=lambda s: (s - state.start) % n)
        if len(seats) > 1:
            seats = _roll_off(seats, rng, events)
        for s in seats:  # a sponsor's own tied fighters: one that cannot be wounded goes lower
            order += sorted((k for k in group if entries[k].seat == s),
                            key=lambda k: (G.FIGHTERS[entries[k].fighter].unwoundable, k))
        i = j
    return order, events


def _change_honour(honour: list[int], seat: int, delta: int, why: str) -> list[Event]:
    old = honour[seat]
    honour[seat] = max(0, old + delta)
    events = [Event("HonourChanged", {"seat": seat, "from": old, "to": honour[seat], "why": why,
                                      "lap": G.lap(honour[seat])})]
    if G.lap(honour[seat]) > G.lap(old):
        events.append(Event("LapCompleted", {"seat": seat, "lap": G.lap(honour[seat])}))
    return events


def _battle(state, rng):
    """All powers are known: rank the fighters, pay prizes and wounds, then the next tournament."""
    n = len(state.honour)
    arena = G.current_arena(state)
    found = G.powers(state)
    values = [p for p, _ in found]
    events = [Event("PowersDetermined", {"powers": [
        {"entry": i, "seat": e.seat, "fighter": e.fighter, "power": p, "notes": [list(x) for x in notes]}
        for i, (e, (p, notes)) in enumerate(zip(state.entries, found))]})]
    order, more = rank_entries(state, values, rng)
    events += more
    events.append(Event("BattleRanked", {"order": order}))
    honour = list(state.honour)
    hands = list(state.hands)
    rested = list(state.rested)
    standings = []
    for place, i in enumerate(order):
        e = state.entries[i]
        before = honour[e.seat]
        if place < len(arena.prizes):
            prize = arena.prizes[place]
            events.append(Event("PrizeWon", {"seat": e.seat, "fighter": e.fighter, "place": place + 1,
                                             "honour": prize}))
            events += _change_honour(honour, e.seat, prize, "prize")
            outcome = "prize"
        elif G.FIGHTERS[e.fighter].unwoundable:
            hands[e.seat] += (e.fighter,)
            events.append(Event("FighterSpared", {"seat": e.seat, "fighter": e.fighter, "place": place + 1}))
            standings.append(G.Standing(e.seat, e.fighter, values[i], 0, "spared"))
            continue
        else:
            events.append(Event("FighterWounded", {"seat": e.seat, "fighter": e.fighter, "place": place + 1,
                                                   "penalty": arena.penalty}))
            events += _change_honour(honour, e.seat, -arena.penalty, "wound")
            outcome = "wounded"
        rested.append(e.fighter)
        standings.append(G.Standing(e.seat, e.fighter, values[i], honour[e.seat] - before, outcome))
    gains = tuple(h - b for h, b in zip(honour, state.honour))
    result = G.Result(arena.id, tuple(standings), gains)
    start = max(range(n), key=lambda s: (honour[s], gains[s], -((s - state.start) % n)))
    events.append(Event("TournamentEnded", {"number": state.tournament, "arena": arena.id, "gains": list(gains),
                                            "start": start}))
    state = evolve(state, honour=tuple(honour), hands=tuple(hands), rested=tuple(rested), entries=(), rerolls=(),
                   results=state.results + (result,), tournament=state.tournament + 1, start=start, placing=start,
                   passes=0)
    if state.tournament < len(state.arenas):
        state, more = G.start_tournament(state)
        return state, events + more
    state, more = _end_game(state)
    return state, events + more


def _end_game(state):
    n = len(state.honour)
    honour = list(state.honour)
    events: list[Event] = []
    for s in range(n):
        if state.gold[s]:
            events.append(Event("GoldScored", {"seat": s, "honour": R["gold_value"]}))
            events += _change_honour(honour, s, R["gold_value"], "gold")
    best = max(honour)
    tied = [s for s in range(n) if honour[s] == best]
    if len(tied) > 1:  # the best placed fighter in the final tournament decides
        final = state.results[-1].standings
        place = {s: next((k for k, st in enumerate(final) if st.seat == s), len(final)) for s in tied}
        top = min(place.values())
        tied = [s for s in tied if place[s] == top]
    state = evolve(state, phase="over", honour=tuple(honour), winners=tuple(tied), tournament=len(state.arenas) - 1)
    events.append(Event("GameOver", {"winners": tied, "honour": honour}))
    return state, events


# --------------------------------------------------------------------------- refusals


def _why(state, action) -> str:
    """A reason a player can read (the UI translates the code before the colon)."""
    if state.phase == "over":
        return "game-over: the game is over"
    if type(action) not in G.ACTION_TYPES.values():
        return "unknown-action: this action does not exist in this game"
    if action.seat not in G.to_act(state):
        return "not-your-turn: it is not this seat's turn"
    phase_of = {G.Hire: "employ", G.TakeTwoLast: "employ", G.Bid: "bid", G.Keep: "draft", G.Place: "place",
                G.Done: "place", G.Reroll: "reroll", G.Accept: "reroll"}
    if phase_of[type(action)] != state.phase:
        return f"wrong-phase: {action.kind} is not possible during the {state.phase} phase"
    seat = action.seat
    if isinstance(action, G.Hire):
        return "slot-empty: there is no fighter in that place of the row"
    if isinstance(action, G.TakeTwoLast):
        if "rochester" in state.variants:
            return "no-take-two: the Rochester draft has no 'be last and take two'"
        return "take-two-taken: someone already chose to be last and take two in this row"
    if isinstance(action, G.Bid):
        return "bad-bid: bid from 0 up to the counters you hold"
    if isinstance(action, G.Keep):
        return "not-in-draft: that fighter is not in the hand in front of you"
    if isinstance(action, G.Place):
        arena = G.current_arena(state)
        mine = [e for e in state.entries if e.seat == seat]
        if action.fighter not in state.hands[seat]:
            return "not-in-hand: that fighter is not in your hand"
        if not G.may_enter(arena, action.fighter):
            return "arena-forbids: this arena does not admit that fighter's rank or gender"
        if arena.max_per_sponsor and len(mine) >= arena.max_per_sponsor:
            return "arena-limit: no more fighters of yours may enter this arena"
        if (action.gold or action.counters) and arena.no_gold:
            return "arena-no-gold: no reward gold or counters in this arena"
        if action.gold and not state.gold[seat]:
            return "no-gold: your reward gold is already used"
        return "counter-limit: at most 3 counters of yours per tournament, from those you hold"
    if isinstance(action, G.Reroll):
        return "bad-reroll: re-roll some of the power dice, no more than the fighter's re-rolls"
    return f"not-allowed: {action.kind} is not possible now"


# --------------------------------------------------------------------------- views and saves


def view(state: G.LaurelState, seat: int | None) -> G.LaurelState:
    """What ``seat`` may see (None: a spectator): its own hand and placements; other hands, draft
    hands, the deck, the face-down card of the row, unrevealed bids and placements, and face-down
    arenas as "?" (-2 for a bid); no seed."""
    H = G.HIDDEN

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
        changes["row"] = _put(state.row, state.hidden_slot, H)
    if state.phase == "bid":
        changes["bids"] = tuple(b if s == seat or b < 0 else G.HIDDEN_BID for s, b in enumerate(state.bids))
    if state.phase == "place":
        changes["entries"] = tuple(e if e.seat == seat else evolve(e, fighter=H) for e in state.entries)
    if "hidden-arenas" in state.variants:
        shown = {"place": state.tournament + 1, "reroll": state.tournament + 1, "over": len(state.arenas)}
        k = shown.get(state.phase, 0)
        changes["arenas"] = state.arenas[:k] + tuple(H for _ in state.arenas[k:])
    return evolve(state, **changes)


def to_json(state: G.LaurelState) -> dict:
    return save_json(G.id, G.FORMAT, state)


def from_json(data: object) -> G.LaurelState:
    """Read a saved state, checking its shape, its pieces and its phase; DamagedState if anything is off."""
    return load_json(data, G.id, G.FORMAT, G.LaurelState, _validate, "Laurel Crown")


def _validate(state: G.LaurelState) -> None:
    n = len(state.honour)
    if not G.min_players <= n <= G.max_players:
        raise DamagedState("wrong number of seats")
    per_seat = (state.gold, state.counters, state.hands, state.bids, state.draft, state.drafted)
    if any(len(x) != n for x in per_seat):
        raise DamagedState("a per-seat list has the wrong length")
    variants = state.variants
    hiring = [v for v in variants if v in G.EMPLOYMENT_VARIANTS]
    if (len(set(variants)) != len(variants) or set(variants) - set(G.VARIANTS) or len(hiring) > 1
            or ("draft" in variants and n < 3)):
        raise DamagedState(f"impossible variants {list(variants)}")
    if state.phase not in G.PHASES:
        raise DamagedState(f"unknown phase {state.phase!r}")
    cards = list(state.deck) + [c for c in state.row if c] + [c for h in state.hands for c in h]
    cards += [c for h in state.draft for c in h] + [e.fighter for e in state.entries] + list(state.rested)
    if sorted(cards) != sorted(G.FIGHTER_IDS):
        raise DamagedState("the saved fighters are not exactly the 24 cards")
    if sorted(state.arenas + state.spare) != sorted(G.ARENA_IDS) or not state.arenas:
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
        ok = result.arena in G.ARENAS and len(result.gains) == n and all(
            0 <= s.seat < n and s.fighter in G.FIGHTERS and s.outcome in ("prize", "wounded", "spared")
            for s in result.standings)
        if not ok:
            raise DamagedState("a saved tournament result is out of range")
    if any(not 0 <= w < n for w in state.winners) or len(set(state.winners)) != len(state.winners):
        raise DamagedState("the saved winners are out of range")
    if not _phase_ok(state, n):
        raise DamagedState(f"the saved table is not a possible {state.phase} position")


def _phase_ok(state: G.LaurelState, n: int) -> bool:
    """Each phase has a shape the rules rely on; a save that breaks it is refused, not half-played."""
    phase, variants = state.phase, state.variants
    rows = G.rows_for(n, variants)
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
        size = G.EMPLOYMENT[n].face_up + 1
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
    if any(not 0 <= i < len(state.entries) or not G.FIGHTERS[state.entries[i].fighter].reroll for i in waiting):
        return False
    if any(state.entries[i].extra for i in waiting):
        return False
    return all(len(e.dice) == G.base_dice(state, e) for e in state.entries)
