"""What the Expert level needs of Laurel Crown: whole tables consistent with one seat's view, and
how a search scores a table it stops short of the end.

What a seat cannot see: the other sponsors' hands and draft hands (their sizes are public), the
deck, the face-down card of the row, the fighters the others sent face down to the tournament
being placed (their reward gold and counters show), unrevealed bids, and, with face-down arenas,
which arena of its tier lies on each face-down place (the spare arenas follow from the others).

Those places are filled with the fighters seen nowhere (not in the seat's own hand or draft hand,
the row, the arena or among the rested), uniformly among the deals the seat cannot rule out by
its view: a face-down entry holds a fighter the current arena admits, and a fighter the results
show spared (it went back to its sponsor's hand) and seen nowhere since is still with that
sponsor, in hand or face down in the arena. A hidden bid is any amount its sponsor could bid.
The view keeps no record of the hires (the others' face-up hires included), so those are not
used: a face-up hire is as unknown to the sample as a face-down one.
"""

from __future__ import annotations

import itertools
import math
import random

from tabletop.ai.search import Narrowed, Plan, lead, policy
from tabletop.engine.core import evolve
from tabletop.games.laurel_crown import rules as G

H = G.HIDDEN


def determinize(view: G.LaurelState, seat: int, rng: random.Random) -> G.LaurelState:
    """A full table ``seat`` cannot tell from the real one by its view."""
    n = len(view.honour)
    hands = [list(h) for h in view.hands]
    draft = [list(d) for d in view.draft]
    row, deck, entries = list(view.row), list(view.deck), list(view.entries)
    seen = set(view.hands[seat]) | set(view.draft[seat]) | set(view.rested)
    seen |= {c for c in view.row if c in G.FIGHTERS} | {e.fighter for e in view.entries if e.fighter != H}
    pool = [f for f in G.FIGHTER_IDS if f not in seen]
    # Places to fill: ("hand", seat, index), ("entry", index), and the free ones.
    masked = [i for i, e in enumerate(entries) if e.fighter == H]
    eligible = set()
    if masked:
        arena = G.current_arena(view)
        eligible = {f for f in pool if G.may_enter(arena, f)}
    known = _spared(view, seat, seen)
    chosen: dict[tuple, str] = {}
    if known:
        chosen = _place_known(known, hands, entries, masked, eligible, pool, rng)
    left_entries = [i for i in masked if ("entry", i) not in chosen]
    taken = set(chosen.values())
    fits = sorted(f for f in eligible if f not in taken)
    for i, f in zip(left_entries, rng.sample(fits, len(left_entries))):
        chosen[("entry", i)] = f
    taken = set(chosen.values())
    rest = [f for f in pool if f not in taken]
    rng.shuffle(rest)
    cards = iter(rest)
    for (kind, *where), f in chosen.items():
        if kind == "entry":
            entries[where[0]] = evolve(entries[where[0]], fighter=f)
        else:
            hands[where[0]][where[1]] = f
    for places in hands + draft + [row, deck]:
        for k, c in enumerate(places):
            if c == H:
                places[k] = next(cards)
    changes = {
        "seed": rng.getrandbits(62), "hands": tuple(map(tuple, hands)), "draft": tuple(map(tuple, draft)),
        "row": tuple(row), "deck": tuple(deck), "entries": tuple(entries),
    }
    if view.phase == "bid":
        changes["bids"] = tuple(rng.randint(0, view.counters[s]) if b == G.HIDDEN_BID else b
                                for s, b in enumerate(view.bids))
    arenas = list(view.arenas)
    unseen = [a for a in G.ARENA_IDS if a not in arenas]
    rng.shuffle(unseen)
    for k, a in enumerate(arenas):
        if a not in G.ARENAS:
            tier = G.tier_of(a)
            pick = next(x for x in unseen if G.ARENAS[x].tier == tier)
            unseen.remove(pick)
            arenas[k] = pick
    changes["arenas"] = tuple(arenas)
    changes["spare"] = tuple(a for a in G.ARENA_IDS if a not in arenas)
    return evolve(view, **changes)


def _spared(view, seat, seen) -> dict[str, int]:
    """Fighters the results show spared (back to their sponsor's hand) and seen nowhere since."""
    out = {}
    for result in view.results:
        for st in result.standings:
            if st.outcome == "spared" and st.seat != seat and st.fighter not in seen:
                out[st.fighter] = st.seat
    return out


def _place_known(known, hands, entries, masked, eligible, pool, rng) -> dict[tuple, str]:
    """Where the known fighters are, drawn with the weight of the deals that complete each choice
    (the free face-down entries must still find fighters the arena admits)."""
    names = sorted(known)
    options = []
    for f in names:
        s = known[f]
        spots = [("hand", s, k) for k, c in enumerate(hands[s]) if c == H]
        spots += [("entry", i) for i in masked if entries[i].seat == s and f in eligible]
        options.append(spots)
    free_fits = len([f for f in eligible if f not in known])
    others = len(pool) - len(known)
    choices, weights = [], []
    for combo in itertools.product(*options):
        if len(set(combo)) < len(combo):
            continue
        open_entries = len(masked) - sum(1 for spot in combo if spot[0] == "entry")
        weight = math.perm(free_fits, open_entries) * math.factorial(others - open_entries)
        if weight:
            choices.append(combo)
            weights.append(weight)
    if not choices:  # no deal fits (the view cannot say so): let the spared fighters go free
        return {}
    combo = rng.choices(choices, weights=weights)[0]
    return {spot: f for spot, f in zip(combo, names)}


# Laurel Crown as the search sees it: its own rules, less taking a placed fighter back (a
# ``Withdraw`` undoes a ``Place``: searching both would let the two chase each other).
SEARCHED = Narrowed(G, lambda state, actions: [a for a in actions if not isinstance(a, G.Withdraw)])


MARGIN = 8.0  # honour by which a lead counts as most of a sure win, in ``reward``


def reward(state: G.LaurelState) -> list[float]:
    """Each seat's reward in a finished game: half its share of the win, half how far it finished
    ahead of (or behind) the best of the others, on a logistic scale of ``MARGIN`` honour."""
    won, honour = G.winners(state), state.honour
    out = []
    for seat, mine in enumerate(honour):
        best = max(h for s, h in enumerate(honour) if s != seat)
        share = 1 / len(won) if seat in won else 0.0
        out.append(0.5 * share + 0.5 * lead(mine - best, MARGIN))
    return out


def plan() -> Plan:
    """Every iteration plays to the end of the game. The other seats are modelled as the hard level
    deciding on their own view of the sampled world (``Plan.model``); the playouts the same."""
    from tabletop.games.laurel_crown.bots import HardBot

    model = policy(G, HardBot)
    return Plan(SEARCHED, determinize, rollout=model, model=model, reward=reward)
