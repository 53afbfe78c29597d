"""Laurel Crown's rules in motion: ``apply`` with every action, and the tournaments (placing,
the reveal, re-rolls, criticals, ties, prizes and wounds, the end of the game). Set-up and
employment are in ``employment``.

Laurel Crown: sponsors hire gladiators, then send them to five tournaments for honour.

The whole rulebook plus RULINGS.md as pure functions over a frozen ``LaurelState``. The game has
two parts. Employment: rows of fighters (one face down) are dealt and the seats hire in turn, one
of them per row choosing to "be last and take two"; or one of the optional ways to share the
fighters out (draft, Rochester draft, auction). Tournaments: in turn order each seat places any
number of fighters face down (``Place``... then ``Done``), everything is revealed at once, dice
are rolled, abilities apply, and prizes and wounds go out in power order.

Rulings this module makes where the rulebook and RULINGS.md are silent (also in the tests):

* Start player: ``options["first"]``, or a random seat. Employment rows pass the start to the
  left; the first tournament is started by the seat after the last row's start player (in the
  auction, the seat left of the last highest bidder; in the drafts, the first seat).
* Two players deal rows as for four (4 face up + 1 face down), each picks twice per row in
  alternation (A B A B), and there are 4 rows, as in a 4-player game.
* "Be last and take two" (``TakeTwoLast``) replaces the seat's current pick: its other picks
  stay, and it takes the two cards left at the end of the row. If nobody chooses it, the last
  pick leaves one card, which goes back under the deck, out of the game (a face-down one unseen).
* Power rolls: at the reveal every fighter rolls in placement order; a fighter that may re-roll
  then waits for its sponsor's decision (``Reroll`` with a bit mask of the power dice, or
  ``Accept``), one fighter at a time in placement order (turn order from the start player), seeing
  every roll made so far. Criticals are rolled after that decision. "Identical" criticals (Goliath)
  happen once; "six" criticals chain, extra dice included.
* Abilities: supports reach the sponsor's *other* fighters; Aphrodite's -3 reaches every male in
  the tournament, of any sponsor; the twins' +5 needs the same sponsor. Immune fighters ignore
  every other fighter's ability but not the reward gold, counters or the arena's effect. Hyperion
  becomes 99 when his power equals any other fighter's final power. Camus is neither male nor
  female. Balare gets dice for his sponsor's gold (and counters) whoever carries them.
* Reward gold (and auction counters) give their bonus to every fighter of that sponsor in that
  tournament, whichever fighter carries them. Unused counters are worth nothing at the end.
* Ties: higher power, then higher rank, then the sponsor with less honour, then a roll-off (one
  die per tied sponsor, clockwise from the start player, re-rolling ties). Two tied fighters of the
  same sponsor: one that cannot be wounded goes lower, otherwise the earlier placed goes first.
* A fighter that cannot be wounded and wins no prize always goes back to the hand (no penalty).
* Prizes and penalties are paid in power order, honour never below 0. The next start player has
  the most honour; ties: most honour gained in that tournament (net), then clockwise from the
  previous start player. Laps are counted from the honour (30 per lap: 30 is still the first
  lap, 31 starts the second) and announced once per tournament, on the honour each seat ends
  it with (a prize past 30 that a wound takes back starts no lap).
* End: unused reward gold is worth 3. Ties: the best placed fighter in the final tournament wins;
  a seat with no fighter there ranks below; still tied, the win is shared.
* Auction: every seat pays its bid; ties go to the seat nearer the start player clockwise; the
  "be last and take two" choice still exists. Draft: the last card of each hand is kept
  automatically. Rochester: all 24 face up, snake order, no "take two".
* ``options["tournaments"]``: ``{"low": 2, "intermediate": 2, "high": 1, "order": "ascending" |
  "descending" | "shuffled", "hidden": False}``; ``hidden`` keeps each arena face down until its
  tournament starts. ``options["arenas"]`` names the arenas in order instead.
"""

from __future__ import annotations

from tabletop.engine.core import Action, Event, IllegalAction, Rng, checked_apply, evolve
from tabletop.games.laurel_crown.rules.content import FIGHTERS, R, RANK_INDEX
from tabletop.games.laurel_crown.rules.employment import after_pick, drafted, hire, reveal_bids, start_tournament
from tabletop.games.laurel_crown.rules.state import (
    ACTION_TYPES, Accept, Bid, Done, Entry, Hire, Keep, LaurelState, Place, Reroll, Result, Standing, TakeTwoLast,
    Withdraw, base_dice, current_arena, kept_out, lap, legal_actions, powers, put, ruled, to_act,
)


def apply(state: LaurelState, action: Action, rng: Rng | None = None) -> tuple[LaurelState, list[Event]]:
    """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
    return checked_apply(state, action, rng, legal_actions, why, _dispatch)


def _dispatch(state, action, rng):
    seat = action.seat
    kind = type(action)
    if kind is Place:
        return _place(state, action)
    if kind is Withdraw:
        return _withdraw(state, action)
    if kind is Done:
        state = evolve(state, passes=state.passes + 1)
        placed = sum(e.seat == seat for e in state.entries)
        events = [Event("PlacementDone", {"seat": seat, "fighters": placed})]
        if state.passes < len(state.honour):
            return evolve(state, placing=(seat + 1) % len(state.honour)), events
        state, more = _reveal(state, rng)
        return state, events + more
    if kind is Hire:
        state, event = hire(evolve(state, turns=state.turns[1:]), seat, action.slot)
        state, more = after_pick(state)
        return state, [event] + more
    if kind is TakeTwoLast:
        state = evolve(state, turns=state.turns[1:], last_two=seat)
        state, more = after_pick(state)
        return state, [Event("TakeTwoChosen", {"seat": seat})] + more
    if kind is Reroll or kind is Accept:
        return _decide_roll(state, action, rng)
    if kind is Bid:
        state = evolve(state, bids=put(state.bids, seat, action.amount))
        events = [Event("BidMade", {"seat": seat}, {"amount": action.amount}, seat)]
        if min(state.bids) >= 0:
            state, more = reveal_bids(state)
            events += more
        return state, events
    if kind is Keep:
        draft = put(state.draft, seat, tuple(f for f in state.draft[seat] if f != action.fighter))
        state = evolve(state, draft=draft, drafted=put(state.drafted, seat, True),
                       hands=put(state.hands, seat, state.hands[seat] + (action.fighter,)))
        events = [Event("FighterDrafted", {"seat": seat, "automatic": False}, {"fighter": action.fighter}, seat)]
        if all(state.drafted):
            state, more = drafted(state)
            events += more
        return state, events
    raise IllegalAction("unknown-action: this action does not exist in this game")


# --------------------------------------------------------------------------- tournaments


def _place(state, action):
    seat = action.seat
    hand = list(state.hands[seat])
    hand.remove(action.fighter)
    entry = Entry(seat, action.fighter, action.gold, action.counters, (), ())
    state = evolve(state, hands=put(state.hands, seat, tuple(hand)), entries=state.entries + (entry,))
    if action.gold:
        state = evolve(state, gold=put(state.gold, seat, False), gold_spent=state.gold_spent + 1)
    if action.counters:
        state = evolve(state, counters=put(state.counters, seat, state.counters[seat] - action.counters),
                       counters_spent=state.counters_spent + action.counters)
    return state, [Event("FighterPlaced", {"seat": seat, "gold": action.gold, "counters": action.counters},
                         {"fighter": action.fighter}, seat)]


def _withdraw(state, action):
    """A fighter sent in this turn comes back to the hand, with the gold and counters it carried."""
    seat = action.seat
    index = next(i for i, e in enumerate(state.entries) if e.seat == seat and e.fighter == action.fighter)
    entry = state.entries[index]
    state = evolve(state, entries=state.entries[:index] + state.entries[index + 1:],
                   hands=put(state.hands, seat, state.hands[seat] + (entry.fighter,)))
    if entry.gold:
        state = evolve(state, gold=put(state.gold, seat, True), gold_spent=state.gold_spent - 1)
    if entry.counters:
        state = evolve(state, counters=put(state.counters, seat, state.counters[seat] + entry.counters),
                       counters_spent=state.counters_spent - entry.counters)
    return state, [Event("FighterWithdrawn", {"seat": seat, "entry": index, "gold": entry.gold,
                                              "counters": entry.counters}, {"fighter": entry.fighter}, seat)]


def _criticals(fighter: str, dice: tuple[int, ...], rng: Rng) -> tuple[int, ...]:
    info = FIGHTERS[fighter]
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
        dice = tuple(rng.randint(1, 6) for _ in range(base_dice(state, e)))
        if FIGHTERS[e.fighter].reroll:
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
    if isinstance(action, Withdraw):
        return "not-placed: only a fighter you sent to this tournament comes back to your hand"
    if isinstance(action, Reroll):
        dice = tuple(rng.randint(1, 6) if action.dice >> k & 1 else d for k, d in enumerate(e.dice))
        data.update(before=list(e.dice), rerolled=[k for k in range(len(e.dice)) if action.dice >> k & 1])
        kind = "DiceRerolled"
    else:
        dice, kind = e.dice, "DiceKept"
    extra = _criticals(e.fighter, dice, rng)
    data.update(dice=list(dice), extra=list(extra))
    state = evolve(state, entries=put(state.entries, index, evolve(e, dice=dice, extra=extra)),
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
        return (-values[i], -RANK_INDEX[FIGHTERS[e.fighter].rank], state.honour[e.seat])

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
                            key=lambda k: (FIGHTERS[entries[k].fighter].unwoundable, k))
        i = j
    return order, events


def _change_honour(honour: list[int], seat: int, delta: int, why: str) -> list[Event]:
    old = honour[seat]
    honour[seat] = max(0, old + delta)
    return [Event("HonourChanged", {"seat": seat, "from": old, "to": honour[seat], "why": why,
                                    "lap": lap(honour[seat])})]


def _laps(before, after) -> list[Event]:
    """A new lap is announced on the honour a seat ends with, once everything is paid: a prize
    that passes 30 and a wound that takes it back in the same tournament start no lap."""
    return [Event("LapCompleted", {"seat": s, "lap": lap(h)}) for s, (b, h) in enumerate(zip(before, after))
            if lap(h) > lap(b)]


def _outcome(arena, place: int, fighter: str) -> tuple[str, int]:
    """What a place brings: ("prize", honour), ("spared", 0) or ("wounded", penalty)."""
    if place < len(arena.prizes):
        return "prize", arena.prizes[place]
    return ("spared", 0) if FIGHTERS[fighter].unwoundable else ("wounded", arena.penalty)


TIE_BREAKS = ("rank", "honour", "roll-off", "unwoundable", "placed")


def ties(state, order: list[int], values: list[int]) -> list[dict]:
    """Every two fighters next to each other in power order with the same power, with what put
    the first ahead ("rank", "honour" (its sponsor has less), "roll-off"; for one sponsor's own,
    "unwoundable" (the other goes lower) or "placed" (sent first)) and whether the two places
    bring different prizes or wounds ("matters")."""
    arena = current_arena(state)
    out = []
    for place in range(len(order) - 1):
        i, j = order[place], order[place + 1]
        if values[i] != values[j]:
            continue
        a, b = state.entries[i], state.entries[j]
        if FIGHTERS[a.fighter].rank != FIGHTERS[b.fighter].rank:
            by = "rank"
        elif a.seat != b.seat:
            by = "honour" if state.honour[a.seat] != state.honour[b.seat] else "roll-off"
        else:
            by = "unwoundable" if FIGHTERS[b.fighter].unwoundable != FIGHTERS[a.fighter].unwoundable else "placed"
        out.append({"ahead": i, "behind": j, "power": values[i], "by": by, "fighters": [a.fighter, b.fighter],
                    "seats": [a.seat, b.seat],
                    "matters": _outcome(arena, place, a.fighter) != _outcome(arena, place + 1, b.fighter)})
    return out


def _battle(state, rng):
    """All powers are known: rank the fighters, pay prizes and wounds, then the next tournament."""
    n = len(state.honour)
    arena = current_arena(state)
    found = powers(state)
    values = [p for p, _ in found]
    events = [Event("PowersDetermined", {"powers": [
        {"entry": i, "seat": e.seat, "fighter": e.fighter, "power": p, "notes": [list(x) for x in notes]}
        for i, (e, (p, notes)) in enumerate(zip(state.entries, found))], "ruled": [
        {"entry": i, "fighter": state.entries[i].fighter, "was": was, "power": values[i],
         "equal": [{"entry": j, "fighter": state.entries[j].fighter} for j in equal]}
        for i, was, equal in ruled(state)]})]
    order, more = rank_entries(state, values, rng)
    events += more
    events.append(Event("BattleRanked", {"order": order, "ties": ties(state, order, values)}))
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
        elif FIGHTERS[e.fighter].unwoundable:
            hands[e.seat] += (e.fighter,)
            events.append(Event("FighterSpared", {"seat": e.seat, "fighter": e.fighter, "place": place + 1}))
            standings.append(Standing(e.seat, e.fighter, values[i], 0, "spared"))
            continue
        else:
            events.append(Event("FighterWounded", {"seat": e.seat, "fighter": e.fighter, "place": place + 1,
                                                   "penalty": arena.penalty}))
            events += _change_honour(honour, e.seat, -arena.penalty, "wound")
            outcome = "wounded"
        rested.append(e.fighter)
        standings.append(Standing(e.seat, e.fighter, values[i], honour[e.seat] - before, outcome))
    events += _laps(state.honour, honour)
    gains = tuple(h - b for h, b in zip(honour, state.honour))
    result = Result(arena.id, tuple(standings), gains)
    start = max(range(n), key=lambda s: (honour[s], gains[s], -((s - state.start) % n)))
    events.append(Event("TournamentEnded", {"number": state.tournament, "arena": arena.id, "gains": list(gains),
                                            "start": start}))
    state = evolve(state, honour=tuple(honour), hands=tuple(hands), rested=tuple(rested), entries=(), rerolls=(),
                   results=state.results + (result,), tournament=state.tournament + 1, start=start, placing=start,
                   passes=0)
    if state.tournament < len(state.arenas):
        state, more = start_tournament(state)
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
    events += _laps(state.honour, honour)
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


def why(state: LaurelState, action: Action) -> str:
    """Why ``action`` is refused now, as "code: detail" (the table translates the code)."""
    """A reason a player can read (the UI translates the code before the colon)."""
    if state.phase == "over":
        return "game-over: the game is over"
    if type(action) not in ACTION_TYPES.values():
        return "unknown-action: this action does not exist in this game"
    if action.seat not in to_act(state):
        return "not-your-turn: it is not this seat's turn"
    phase_of = {Hire: "employ", TakeTwoLast: "employ", Bid: "bid", Keep: "draft", Place: "place",
                Withdraw: "place", Done: "place", Reroll: "reroll", Accept: "reroll"}
    if phase_of[type(action)] != state.phase:
        return f"wrong-phase: {action.kind} is not possible during the {state.phase} phase"
    seat = action.seat
    if isinstance(action, Hire):
        return "slot-empty: there is no fighter in that place of the row"
    if isinstance(action, TakeTwoLast):
        if "rochester" in state.variants:
            return "no-take-two: the Rochester draft has no 'be last and take two'"
        return "take-two-taken: someone already chose to be last and take two in this row"
    if isinstance(action, Bid):
        return "bad-bid: bid from 0 up to the counters you hold"
    if isinstance(action, Keep):
        return "not-in-draft: that fighter is not in the hand in front of you"
    if isinstance(action, Place):
        arena = current_arena(state)
        if action.fighter not in state.hands[seat]:
            return "fighter-not-in-hand: that fighter is not in your hand"
        bar = kept_out(state, seat, action.fighter)
        if bar == "rank":
            return f"arena-rank: {arena.id} admits only fighters of rank {'/'.join(arena.ranks)}"
        if bar == "gender":
            return f"arena-gender: {arena.id} admits only {'/'.join(arena.genders)} fighters"
        if bar == "limit":
            return "arena-limit: no more fighters of yours may enter this arena"
        if (action.gold or action.counters) and arena.no_gold:
            return "arena-no-gold: no reward gold or counters in this arena"
        if action.gold and not state.gold[seat]:
            return "no-gold: your reward gold is already used"
        return "counter-limit: at most 3 counters of yours per tournament, from those you hold"
    if isinstance(action, Withdraw):
        return "not-placed: only a fighter you sent to this tournament comes back to your hand"
    if isinstance(action, Reroll):
        return "bad-reroll: re-roll some of the power dice, no more than the fighter's re-rolls"
    return f"not-allowed: {action.kind} is not possible now"
