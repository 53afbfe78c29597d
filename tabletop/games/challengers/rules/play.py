"""Challengers! play: set-up and brackets, the deck phase, the competition, trophies, the final.

Once every seat has finished its deck phase the engine plays each park's match by itself (see
``effects.Table``), stopping only where a card effect asks a seat to choose. Each step is its own
event so a table can animate it. The rulings this engine makes are listed in the package
docstring (``rules/__init__.py``).
"""

from __future__ import annotations

from tabletop.engine.core import Action, Event, Rng, SeededRng, checked_apply, evolve
from tabletop.games.challengers.rules.content import (
    CARDS,
    COPIES,
    LEVEL_OF,
    PILE_LEVELS,
    RULES,
    SELECT_FX,
    SETS,
    TROPHIES,
    copies_of,
    starter_deck,
    trophy_fans,
    trophy_round,
)
from tabletop.games.challengers.rules.effects import Table
from tabletop.games.challengers.rules.state import (
    Builder,
    ChallengersState,
    Decline,
    Draw,
    FinishDeck,
    Match,
    Pick,
    Redraw,
    Remove,
    Result,
    Select,
    is_robot,
    is_starter_like,
    legal_actions,
    open_fans,
    owned_cards,
    participants,
    standing_key,
    total_fans,
    uses_final,
    why_illegal,
)

OPTION_KEYS = ("left_out", "robot_level", "solo_cards")
IDLE = Builder("idle", "", (), 0, 0)


# --------------------------------------------------------------------------- options and set-up


def check_options(players, options) -> dict:
    """The options with defaults filled in; ValueError names anything wrong.

    ``left_out``: the extra set left in the box (None: drawn at random). ``robot_level``: 1-3 with
    an odd seat count, 1-5 in solo (default 1); not allowed when the Robot does not play.
    ``solo_cards``: solo only; mix the SOLO cards into the R cards (default False).
    """
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 8:
        raise ValueError("Challengers! is played by 1 to 8 seats")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ValueError("options must be a dictionary")  # noqa: TRY004 - the contract asks ValueError
    unknown = sorted(set(options) - set(OPTION_KEYS))
    if unknown:
        raise ValueError(f"unknown options {unknown}; known: {', '.join(OPTION_KEYS)}")
    left_out = options.get("left_out")
    if left_out is not None and left_out not in RULES.extra_sets:
        raise ValueError(f"left_out must be one of {', '.join(RULES.extra_sets)} or None")
    robot_plays = players % 2 == 1
    level = options.get("robot_level")
    if level is not None:
        top = RULES.robot_max_level_solo if players == 1 else RULES.robot_max_level
        if not robot_plays:
            raise ValueError("robot_level is only for an odd number of seats, where the Robot plays")
        if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= top:
            raise ValueError(f"robot_level must be a whole number from 1 to {top} with {players} seat(s)")
    solo = options.get("solo_cards")
    if solo is not None:
        if not isinstance(solo, bool):
            raise ValueError("solo_cards must be true or false")
        if players != 1:
            raise ValueError("solo_cards is only for a solo game")
    return {"left_out": left_out, "robot_level": (level or 1) if robot_plays else 0, "solo_cards": bool(solo)}


def bracket(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Plan rows for ``n`` participants (even): round -> park -> (side 0, side 1).

    A round-robin by the circle method (row n-1 stays put, the others turn), repeated when there
    are fewer than eight rows, so every row plays every round and no pair meets again before every
    pair has met as often. Matches rotate over the parks and sides alternate.
    """
    rows = list(range(n))
    cycle = []
    for _ in range(n - 1):
        cycle.append([(rows[i], rows[n - 1 - i]) for i in range(n // 2)])
        rows = [rows[0], rows[-1]] + rows[1:-1]  # row 0 stays put, the others turn
    parks = n // 2
    out = []
    for r in range(RULES.rounds):
        pairs = cycle[r % len(cycle)]
        by_park = [None] * parks
        for i, (a, b) in enumerate(pairs):
            by_park[(i + r) % parks] = (b, a) if (r + i) % 2 else (a, b)
        out.append(tuple(by_park))
    return tuple(out)


def robot_deck(level: int, solo_cards: bool, rng: Rng) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The Robot's deck at ``level`` and the robot cards left in the box."""
    deck = list(copies_of("robot", ("I",)))
    pool = list(copies_of("robot", ("R", "SOLO") if solo_cards else ("R",)))
    if level > 1:
        pool = rng.shuffle(pool)
        for cid, n in RULES.robot_swaps[: level - 1]:
            out = next(c for c in deck if COPIES[c] == cid)
            deck.remove(out)
            deck += pool[:n]
            pool = pool[n:]
    box = tuple(c for c in copies_of("robot") if c not in deck)
    return tuple(deck), box


def new_game(players: int, seed: int, options: dict | None = None) -> ChallengersState:
    """A new tournament for ``players`` seats (1-8); see ``check_options`` for the options."""
    opts = check_options(players, options)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the seed must be a whole number")  # noqa: TRY004 - the contract asks ValueError
    rng = SeededRng(seed)
    toss = rng.randint(0, len(RULES.extra_sets) - 1)  # drawn even when chosen, so a save's set-up replays
    left_out = opts["left_out"] or RULES.extra_sets[toss]
    used = tuple(s for s in SETS if s != left_out)
    piles = tuple(tuple(rng.shuffle([c for s in used for c in copies_of(s, (lvl,))])) for lvl in PILE_LEVELS)
    n = participants(players)
    box = list(copies_of(left_out))
    decks = [starter_deck(s) for s in range(players)]
    for d in range(players, 8):
        box += starter_deck(d)
    if n > players:
        deck, rest = robot_deck(opts["robot_level"], opts["solo_cards"], rng)
        decks.append(deck)
        box += rest
    else:
        box += copies_of("robot")
    rows = rng.shuffle(range(players))  # seats take plan rows at random; the Robot the last row
    who_at = list(rows) + ([players] if n > players else [])
    plan = tuple(tuple((who_at[a], who_at[b]) for a, b in rnd) for rnd in bracket(n))
    parks = RULES.parks[players - 1]
    stacks = [[] for _ in range(parks)]
    trophy_box = []
    for r in range(RULES.rounds):
        this_round = rng.shuffle([t for t in TROPHIES if trophy_round(t) == r + 1])
        for p in range(parks):
            stacks[p].append(this_round[p])
        trophy_box += this_round[parks:]
    empty = tuple(() for _ in range(n))
    state = ChallengersState(
        seed=seed, draws=0, players=players, left_out=left_out, robot_level=opts["robot_level"],
        solo_cards=opts["solo_cards"], phase="deck", round=1, plan=plan, piles=piles,
        discards=((), (), ()), box=tuple(sorted(box)), decks=tuple(decks), fields=empty, bonuses=empty,
        benches=empty, exhausts=empty, builders=tuple(Builder("draw", "", (), 0, 0) for _ in range(players)),
        matches=(), stacks=tuple(tuple(s) for s in stacks), trophies=empty, trophy_box=tuple(sorted(trophy_box)),
        fans=tuple(0 for _ in range(n)), supply=RULES.fan_supply, seen=empty, finalists=(), results=(),
        champions=(), ended_by="",
    )
    return evolve(state, draws=rng.draws)


# --------------------------------------------------------------------------- apply


def apply(state: ChallengersState, action: Action, rng: Rng | None = None) -> tuple[ChallengersState, list[Event]]:
    """Apply a legal action and return the new state and what happened.

    Raises IllegalAction (and changes nothing) if ``action`` is not in ``legal_actions``.
    """
    return checked_apply(state, action, rng, legal_actions, why_illegal, _dispatch)


def _set(items: tuple, i: int, value) -> tuple:
    return items[:i] + (value,) + items[i + 1:]


def _dispatch(state: ChallengersState, action: Action, rng: Rng) -> tuple[ChallengersState, list[Event]]:
    events: list[Event] = []
    if isinstance(action, (Pick, Decline)):
        state = _answer(state, action, rng, events)
    else:
        state = _build(state, action, rng, events)
    return state, events


# --------------------------------------------------------------------------- deck phase


def _discard(state: ChallengersState, cards, rng: Rng, events: list) -> ChallengersState:
    """Cards to their tray's discard compartment (starters and robot cards to the box); a full
    compartment is shuffled under its pile."""
    piles, discards, box = list(state.piles), list(state.discards), state.box
    for c in cards:
        if is_starter_like(c):
            box = tuple(sorted(box + (c,)))
            continue
        i = PILE_LEVELS.index(LEVEL_OF[c])
        discards[i] = discards[i] + (c,)
        if len(discards[i]) >= RULES.discard_capacity[PILE_LEVELS[i]]:
            piles[i] = piles[i] + tuple(rng.shuffle(discards[i]))
            events.append(Event("DiscardShuffledUnder", {"level": PILE_LEVELS[i], "count": len(discards[i])}))
            discards[i] = ()
    return evolve(state, piles=tuple(piles), discards=tuple(discards), box=box)


def _draw(state: ChallengersState, level: str, n: int, rng: Rng, events: list) -> tuple[ChallengersState, tuple]:
    """Take ``n`` cards from the top of a level pile; a pile that runs out first takes its
    discard compartment, shuffled, underneath. Fewer cards come if both are empty."""
    i = PILE_LEVELS.index(level)
    pile, discard = state.piles[i], state.discards[i]
    if len(pile) < n and discard:
        pile = pile + tuple(rng.shuffle(discard))
        events.append(Event("DiscardShuffledUnder", {"level": level, "count": len(discard)}))
        discard = ()
    drawn, pile = pile[:n], pile[n:]
    return evolve(state, piles=_set(state.piles, i, pile), discards=_set(state.discards, i, discard)), drawn


def _build(state: ChallengersState, action: Action, rng: Rng, events: list) -> ChallengersState:
    seat = action.seat
    b = state.builders[seat]
    if isinstance(action, Draw):
        state, drawn = _draw(state, action.level, RULES.draw, rng, events)
        b = Builder("pick" if drawn else "remove", action.level, drawn, RULES.picks[action.level], RULES.redraws)
        events.append(Event("CardsDrawn", {"seat": seat, "level": action.level, "count": len(drawn)},
                            {"cards": [COPIES[c] for c in drawn]}, seat))
    elif isinstance(action, Redraw):
        old = b.drawn
        state = _discard(state, old, rng, events)
        state, drawn = _draw(state, b.level, len(old), rng, events)
        b = evolve(b, drawn=drawn, redraws=b.redraws - 1)
        events.append(Event("CardsRedrawn", {"seat": seat, "level": b.level, "count": len(drawn)},
                            {"cards": [COPIES[c] for c in drawn]}, seat))
    elif isinstance(action, Select):
        c = action.card
        b = evolve(b, drawn=tuple(x for x in b.drawn if x != c), picks=b.picks - 1)
        state = evolve(state, decks=_set(state.decks, seat, state.decks[seat] + (c,)))
        events.append(Event("CardSelected", {"seat": seat, "level": b.level}, {"card": COPIES[c]}, seat))
        for _, e in SELECT_FX[c]:
            b, state = _on_select(state, b, seat, c, e, rng, events)
    elif isinstance(action, Remove):
        c = action.card
        state = evolve(state, decks=_set(state.decks, seat, tuple(x for x in state.decks[seat] if x != c)))
        events.append(Event("CardRemoved", {"seat": seat, "forced": False},
                            {"card": COPIES[c], "to": "box" if is_starter_like(c) else "tray"}, seat))
        state = _discard(state, (c,), rng, events)
    elif isinstance(action, FinishDeck):
        b = evolve(b, stage="done")
        events.append(Event("DeckFinished", {"seat": seat, "cards": len(state.decks[seat])}))
    if b.stage == "pick" and (b.picks <= 0 or not b.drawn):
        state = _discard(state, b.drawn, rng, events)
        b = Builder("remove", b.level, (), 0, 0)
    state = evolve(state, builders=_set(state.builders, seat, b))
    if all(x.stage in ("done", "idle") for x in state.builders):
        state = _start_competition(state, rng, events)
    return state


def _on_select(state, b: Builder, seat: int, card: int, e, rng: Rng, events: list):
    """An Outer Space card's effect as it is selected."""
    if e.do == "extra_pick":
        b = evolve(b, picks=b.picks + 1)
    elif e.do == "redraw":
        b = evolve(b, redraws=b.redraws + 1)
    elif e.do == "end_picks":
        b = evolve(b, picks=0)
    elif e.do == "fans":
        got = min(e.amount, state.supply)
        state = evolve(state, supply=state.supply - got, fans=_set(state.fans, seat, state.fans[seat] + got))
        events.append(Event("FansTaken", {"who": seat, "amount": got, "asked": e.amount}))
    gone: list[int] = []
    if e.do == "random_remove":
        deck = [c for c in state.decks[seat] if c != card]
        room = max(0, len(state.decks[seat]) - RULES.min_deck)
        gone = rng.shuffle(deck)[: min(e.count, room, len(deck))]
        state = evolve(state, decks=_set(state.decks, seat, tuple(c for c in state.decks[seat] if c not in gone)))
        for c in gone:  # told to the owner only: the others learn that a card left the deck, not which
            events.append(Event("CardRemoved", {"seat": seat, "forced": True},
                                {"card": COPIES[c], "to": "box" if is_starter_like(c) else "tray"}, seat))
        state = _discard(state, gone, rng, events)
    # The others hear of a selection effect only where its result is public (fans from the supply,
    # cards leaving the deck), and never which card or effect it was.
    public = {"seat": seat} if e.do == "fans" or (e.do == "random_remove" and gone) else {}
    events.append(Event("SelectionEffect", public, {"seat": seat, "card": COPIES[card], "effect": e.do}, seat))
    return b, state


# --------------------------------------------------------------------------- competition


def _starter(state: ChallengersState, a: int, b: int, rng: Rng) -> tuple[int, str]:
    """Round 1 (and ties): a flag toss. Later: whoever holds the highest-numbered trophy."""
    if state.round > 1:
        ha = max((trophy_round(t) for t in state.trophies[a]), default=0)
        hb = max((trophy_round(t) for t in state.trophies[b]), default=0)
        if ha != hb:
            return (a if ha > hb else b), "trophy"
    return (a, b)[rng.randint(0, 1)], "toss"


def _start_competition(state: ChallengersState, rng: Rng, events: list) -> ChallengersState:
    final = state.phase == "final-deck"
    pairs = (tuple(state.finalists),) if final else state.plan[state.round - 1]
    decks = list(state.decks)
    matches = []
    events.append(Event("CompetitionStarted", {"round": state.round, "final": final}))
    for park, (a, b) in enumerate(pairs):
        for p in (a, b):
            decks[p] = tuple(rng.shuffle(decks[p]))
        starter, how = _starter(state, a, b, rng)
        matches.append(Match(park, (a, b), starter, -1, "start", -1, 0, -1, 0, None, -1, ""))
        events.append(Event("MatchStarted", {"park": park, "sides": [a, b], "starter": starter, "by": how}))
    state = evolve(state, phase="final" if final else "competition", decks=tuple(decks), matches=tuple(matches),
                   builders=tuple(IDLE for _ in state.builders))
    for i in range(len(matches)):
        state = _run(state, i, None, events)
    return _after_matches(state, rng, events)


def _run(state: ChallengersState, i: int, answer, events: list) -> ChallengersState:
    """Advance match ``i`` (answering its pending choice first if ``answer`` is given) and store it."""
    m = state.matches[i]
    t = Table(state, m, state.supply)
    if answer is not None:
        t.answer(None if answer == "decline" else answer)
    t.run()
    events += t.events
    decks, fields, bonuses = list(state.decks), list(state.fields), list(state.bonuses)
    benches, exhausts, fans, seen = list(state.benches), list(state.exhausts), list(state.fans), list(state.seen)
    for p in m.sides:
        decks[p], fields[p], bonuses[p] = tuple(t.deck[p]), tuple(t.field[p]), tuple(t.bonus[p])
        benches[p] = tuple(tuple(s) for s in t.bench[p])
        exhausts[p], fans[p] = tuple(t.exhaust[p]), t.fans[p]
        if t.seen[p]:
            seen[p] = tuple(sorted(set(seen[p]) | t.seen[p]))
    return evolve(state, decks=tuple(decks), fields=tuple(fields), bonuses=tuple(bonuses), benches=tuple(benches),
                  exhausts=tuple(exhausts), fans=tuple(fans), seen=tuple(seen), supply=t.supply,
                  box=tuple(sorted(state.box + tuple(t.box))) if t.box else state.box,
                  matches=_set(state.matches, i, t.match()))


def _answer(state: ChallengersState, action: Action, rng: Rng, events: list) -> ChallengersState:
    i = next(i for i, m in enumerate(state.matches) if m.pending is not None and m.pending.who == action.seat)
    state = _run(state, i, action.card if isinstance(action, Pick) else "decline", events)
    return _after_matches(state, rng, events)


def _after_matches(state: ChallengersState, rng: Rng, events: list) -> ChallengersState:
    """When every match of the phase is over: trophies, cards gathered, then the next phase."""
    if any(m.winner < 0 for m in state.matches):
        return state
    stacks, trophies, tbox = list(state.stacks), list(state.trophies), state.trophy_box
    results = list(state.results)
    final = state.phase == "final"
    for m in state.matches:
        w, loser = m.winner, (m.sides[1] if m.winner == m.sides[0] else m.sides[0])
        results.append(Result(state.round, m.park, w, loser, m.reason))
        if final:
            continue
        t, stacks[m.park] = stacks[m.park][0], stacks[m.park][1:]
        secret = {} if open_fans(state) else {"fans": trophy_fans(t)}
        data = {"who": w, "park": m.park, "round": trophy_round(t)}
        if open_fans(state):
            data["fans"] = trophy_fans(t)
        if is_robot(state, w) and state.players > 1:
            tbox = tuple(sorted(tbox + (t,)))
            events.append(Event("TrophyBoxed", {"park": m.park, "round": trophy_round(t)}))
        else:
            trophies[w] = trophies[w] + (t,)
            events.append(Event("TrophyTaken", data, secret, w if secret else None))
    n = len(state.decks)
    empty = tuple(() for _ in range(n))
    state = evolve(state, stacks=tuple(stacks), trophies=tuple(trophies), trophy_box=tbox, results=tuple(results),
                   decks=tuple(tuple(sorted(owned_cards(state, p))) for p in range(n)), fields=empty, bonuses=empty,
                   benches=empty, exhausts=empty, matches=())
    if final:
        champ = results[-1].winner
        events.append(Event("TournamentWon", {"champions": [champ], "by": "final"}))
        return evolve(state, phase="over", champions=(champ,), ended_by="final")
    everyone = list(range(n))
    if state.players <= 2:
        totals = [total_fans(state, p) for p in everyone]
        lead = max(totals) - min(totals)
        if lead >= RULES.lead_to_win:
            best = totals.index(max(totals))
            events.append(Event("TournamentWon", {"champions": [best], "by": "lead", "fans": totals}))
            return evolve(state, phase="over", champions=(best,), ended_by="lead")
    if state.round < RULES.rounds:
        events.append(Event("DeckPhaseStarted", {"round": state.round + 1, "letter": RULES.plan[state.round]}))
        return evolve(state, phase="deck", round=state.round + 1,
                      builders=tuple(Builder("draw", "", (), 0, 0) for _ in range(state.players)))
    seats = list(range(state.players))
    events.append(Event("TrophiesRevealed", {"trophies": [list(t) for t in state.trophies],
                                             "fans": [total_fans(state, p) for p in everyone]}))
    if not uses_final(state.players):
        top = max(standing_key(state, p) for p in everyone)
        champs = tuple(p for p in everyone if standing_key(state, p) == top)
        events.append(Event("TournamentWon", {"champions": list(champs), "by": "fans"}))
        return evolve(state, phase="over", champions=champs, ended_by="fans")
    toss = rng.shuffle(seats)  # seats still tied after every tie-break: a flag toss among them
    ranked = sorted(seats, key=lambda p: (standing_key(state, p), -toss.index(p)), reverse=True)
    finalists = tuple(ranked[:2])
    events.append(Event("FinalistsChosen", {"finalists": list(finalists)}))
    builders = tuple(Builder("remove", "", (), 0, 0) if s in finalists else IDLE for s in seats)
    return evolve(state, phase="final-deck", round=RULES.rounds + 1, finalists=finalists, builders=builders)


def deck_letter(state: ChallengersState) -> str:
    """The plan letter of the current round (the final has none)."""
    return RULES.plan[state.round - 1] if state.round <= RULES.rounds else ""


def card_name(card: int) -> str:
    return CARDS[COPIES[card]].id
