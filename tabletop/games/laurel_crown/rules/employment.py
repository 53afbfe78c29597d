"""Laurel Crown's set-up and employment: the arenas chosen, the rows dealt and hired (or the
draft, Rochester draft or auction), up to the first tournament."""

from __future__ import annotations

from tabletop.engine.core import Event, Rng, SeededRng, check_option_keys, evolve
from tabletop.games.laurel_crown.rules.content import (
    ARENAS, ARENA_IDS, EMPLOYMENT, EMPLOYMENT_VARIANTS, FIGHTER_IDS, HIDDEN, ORDERS, R, TIERS, TOURNAMENTS,
    hidden_arena, max_players, min_players, whole,
)
from tabletop.games.laurel_crown.rules.state import LaurelState, put, rows_for, snake


def new_game(players: int = 3, seed: int = 0, options: dict | None = None) -> LaurelState:
    """A new game. Options: ``first`` (start seat), ``draft``, ``rochester``, ``auction`` (true to
    use that employment), ``tournaments`` (see the module docstring), ``arenas`` (ids, in order)."""
    state, _ = setup(players, seed, options)
    return state


def setup(players: int, seed: int, options: dict | None = None, rng: Rng | None = None):
    """``new_game`` plus the opening events. Chance, in order: one shuffle per tier of arenas (and
    one for a shuffled order), the start seat (unless given), the deck."""
    options = {} if options is None else options
    if not whole(players, min_players, max_players):
        raise ValueError(f"Laurel Crown takes {min_players}-{max_players} players")
    check_option_keys(options, {"first", "tournaments", "arenas", *EMPLOYMENT_VARIANTS}, "Laurel Crown")
    if any(not isinstance(options[v], bool) for v in EMPLOYMENT_VARIANTS if v in options):
        raise ValueError("draft, rochester and auction are switched on or off (true or false)")
    variants = tuple(v for v in EMPLOYMENT_VARIANTS if options.get(v))
    if len(variants) > 1:
        raise ValueError("draft, rochester and auction are different ways to hire: choose one")
    if "draft" in variants and players < 3:
        raise ValueError("the draft needs 3 or more players")
    rng = rng or SeededRng(seed)
    arenas, hidden = _choose_arenas(options, rng)
    if hidden:
        variants += ("hidden-arenas",)
    first = options.get("first")
    if first is None:
        first = rng.randint(0, players - 1)
    if not whole(first, 0, players - 1):
        raise ValueError("options['first'] must be a seat")
    deck = tuple(rng.shuffle(FIGHTER_IDS))
    auction = "auction" in variants
    state = LaurelState(
        seed=seed, draws=0, phase="employ", variants=variants, start=first,
        honour=(R["start_honour"],) * players, gold=(True,) * players, gold_spent=0,
        counters=(R["counters"] if auction else 0,) * players, counters_spent=0,
        hands=((),) * players, deck=deck, row=(), hidden_slot=-1, turns=(), last_two=-1, row_number=0,
        bids=(-1,) * players, draft=((),) * players, drafted=(False,) * players, arenas=arenas,
        spare=tuple(a for a in ARENA_IDS if a not in arenas), tournament=0, placing=first, passes=0, entries=(),
        rerolls=(), rested=(), results=(), winners=(),
    )
    shown = [hidden_arena(ARENAS[a].tier) for a in arenas] if hidden else list(arenas)
    events = [Event("GameStarted", {"players": players, "start": first, "variants": list(variants),
                                    "arenas": shown})]
    state, more = _begin_employment(state)
    return evolve(state, draws=rng.draws), events + more


def _choose_arenas(options: dict, rng: Rng) -> tuple[tuple[str, ...], bool]:
    plan = options.get("tournaments") or {}
    if not isinstance(plan, dict) or set(plan) - {*TIERS, "order", "hidden"}:
        raise ValueError(f"options['tournaments'] takes {TIERS}, 'order' and 'hidden'")
    hidden = plan.get("hidden", False)
    if not isinstance(hidden, bool):
        raise ValueError("options['tournaments']['hidden'] is true or false")
    if options.get("arenas") is not None:
        listed = options["arenas"]
        if not isinstance(listed, (list, tuple)) or not all(isinstance(a, str) for a in listed):
            raise ValueError("options['arenas'] must name different known arenas")
        chosen = tuple(listed)
        if not chosen or len(set(chosen)) != len(chosen) or set(chosen) - set(ARENAS):
            raise ValueError("options['arenas'] must name different known arenas")
        return chosen, hidden
    order = plan.get("order", "ascending")
    if not isinstance(order, str) or order not in ORDERS:
        raise ValueError(f"the tournament order must be one of {ORDERS}")
    chosen: list[str] = []
    for tier in TIERS:
        ids = [a for a in ARENA_IDS if ARENAS[a].tier == tier]
        count = plan.get(tier, TOURNAMENTS[tier])
        if not whole(count, 0, len(ids)):
            raise ValueError(f"{tier} tournaments: 0 to {len(ids)}")
        chosen += rng.shuffle(ids)[:count]
    if not chosen:
        raise ValueError("at least one tournament is needed")
    if order == "descending":
        chosen = [a for tier in reversed(TIERS) for a in chosen if ARENAS[a].tier == tier]
    elif order == "shuffled":
        chosen = rng.shuffle(chosen)
    return tuple(chosen), hidden


# --------------------------------------------------------------------------- employment


def _begin_employment(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    n = len(state.honour)
    if "draft" in state.variants:
        k = len(state.deck) // n
        draft = tuple(state.deck[i * k:(i + 1) * k] for i in range(n))
        state = evolve(state, phase="draft", draft=draft, deck=state.deck[n * k:], drafted=(False,) * n)
        return state, [Event("DraftDealt", {"to": s, "size": k}, {"hand": list(draft[s])}, s) for s in range(n)]
    if "rochester" in state.variants:
        row = state.deck
        state = evolve(state, phase="employ", row=row, deck=(), hidden_slot=-1,
                       turns=snake(n, state.start, len(row)), last_two=-1)
        return state, [Event("RowDealt", {"row": list(row), "start": state.start, "number": 0})]
    return _deal_row(state)


def _deal_row(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    n = len(state.honour)
    plan = EMPLOYMENT[n]
    size = plan.face_up + 1
    row = state.deck[:size]
    auction = "auction" in state.variants
    turns = () if auction else tuple((state.start + i) % n for i in range(n * plan.picks))
    state = evolve(state, phase="bid" if auction else "employ", row=row, deck=state.deck[size:],
                   hidden_slot=size - 1, turns=turns, last_two=-1, bids=(-1,) * n)
    shown = list(row[:-1]) + [HIDDEN]
    return state, [Event("RowDealt", {"row": shown, "start": state.start, "number": state.row_number})]


def hire(state: LaurelState, seat: int, slot: int) -> tuple[LaurelState, Event]:
    card = state.row[slot]
    hands = put(state.hands, seat, state.hands[seat] + (card,))
    state = evolve(state, row=put(state.row, slot, ""), hands=hands)
    if slot == state.hidden_slot:
        return state, Event("FighterHired", {"seat": seat, "slot": slot, "hidden": True}, {"fighter": card}, seat)
    return state, Event("FighterHired", {"seat": seat, "slot": slot, "fighter": card, "hidden": False})


def after_pick(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    """A pick was made: the row goes on, or its last cards go out and the next row comes."""
    if state.turns:
        return state, []
    events: list[Event] = []
    for slot, card in enumerate(state.row):
        if not card:
            continue
        if state.last_two >= 0:
            state, event = hire(state, state.last_two, slot)
            events.append(event)
        else:  # nobody took two: the card left over goes back under the deck, out of the game
            hidden = slot == state.hidden_slot
            events.append(Event("FighterSetAside", {"slot": slot, "fighter": HIDDEN if hidden else card}))
            state = evolve(state, row=put(state.row, slot, ""), deck=state.deck + (card,))
    n = len(state.honour)
    state = evolve(state, row=(), hidden_slot=-1, last_two=-1, row_number=state.row_number + 1)
    if not set(state.variants) & {"auction", "rochester"}:
        state = evolve(state, start=(state.start + 1) % n)
    if state.row_number >= rows_for(n, state.variants):
        events.append(Event("EmploymentEnded", {"hands": [len(h) for h in state.hands]}))
        state = evolve(state, bids=(-1,) * n)
        state, more = start_tournament(state)
    else:
        state, more = _deal_row(state)
    return state, events + more


def reveal_bids(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    n = len(state.honour)
    order = sorted(range(n), key=lambda s: (-state.bids[s], (s - state.start) % n))
    counters = tuple(c - b for c, b in zip(state.counters, state.bids))
    paid = sum(state.bids)
    state = evolve(state, phase="employ", counters=counters, counters_spent=state.counters_spent + paid,
                   turns=tuple(order) * EMPLOYMENT[n].picks, start=(order[0] + 1) % n)
    return state, [Event("BidsRevealed", {"bids": list(state.bids), "order": order, "next_start": state.start})]


def drafted(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    """Everybody kept a card: the hands pass left; a last single card is kept automatically."""
    n = len(state.honour)
    draft = tuple(state.draft[(s - 1) % n] for s in range(n))
    state = evolve(state, draft=draft, drafted=(False,) * n)
    events = [Event("DraftPassed", {"to": s, "size": len(draft[s])}, {"hand": list(draft[s])}, s) for s in range(n)]
    if any(len(h) > 1 for h in draft):
        return state, events
    for s in range(n):
        for card in draft[s]:
            events.append(Event("FighterDrafted", {"seat": s, "automatic": True}, {"fighter": card}, s))
    hands = tuple(h + d for h, d in zip(state.hands, draft))
    state = evolve(state, hands=hands, draft=((),) * n)
    events.append(Event("EmploymentEnded", {"hands": [len(h) for h in hands]}))
    state, more = start_tournament(state)
    return state, events + more


def start_tournament(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    state = evolve(state, phase="place", placing=state.start, passes=0, entries=(), rerolls=())
    arena = state.arenas[state.tournament]
    return state, [Event("TournamentStarted", {"number": state.tournament, "arena": arena, "start": state.start})]
