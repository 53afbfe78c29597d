"""What the Expert level needs of O Último Grande Campeão: whole tables consistent with one seat's
view, and how a search scores a table it stops short of the end.

What a seat cannot see: the other fighters' hands (their sizes are public) and the order of the
deck; the discard pile is face up. Those places are filled with the cards seen nowhere (the 27
less the seat's own hand and the discard pile), in a random order: every deal the seat cannot
rule out is equally likely.

The reaction windows are the other hidden part: a view shows a window only to a seat it asks
(as ``(seat,)``). A window the seat sees keeps its kind; the top one asks, besides the seat,
every other fighter whose sampled hand can answer it (as if nobody had answered yet; the view
does not say who has). A window the seat is not asked in is re-created where the rules must have
opened it: while a fighter discards down to the hand limit, the action window opened right after
its draw (after an action with actions left, or the next turn's) asks exactly the fighters
whose sampled hands can react. Older windows the seat is not asked in, under an ambush's, leave
no trace in the view and are not re-created (an outer window is asked afresh when the top one
closes, so only its existence is lost).
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.ai.search import Plan
from tabletop.engine.core import evolve
from tabletop.games.campeao import rules as G

H = G.HIDDEN


def determinize(view: G.CampeaoState, seat: int, rng: random.Random) -> G.CampeaoState:
    """A full table ``seat`` cannot tell from the real one by its view."""
    unseen = Counter(G.DECK)
    unseen.subtract(view.seats[seat].hand)
    unseen.subtract(view.discard)
    pool = list(unseen.elements())
    rng.shuffle(pool)
    cards = iter(pool)
    seats = tuple(s if i == seat else evolve(s, hand=tuple(next(cards) for _ in s.hand))
                  for i, s in enumerate(view.seats))
    deck = tuple(next(cards) for _ in view.deck)
    state = evolve(view, seed=rng.getrandbits(62), seats=seats, deck=deck)
    return evolve(state, windows=_windows(state, view.windows, seat))


def _windows(state: G.CampeaoState, seen: tuple, seat: int) -> tuple:
    """The reaction windows of a sampled table whose hands are dealt (see the module docstring)."""
    n = len(state.seats)
    if state.discarding >= 0 and state.phase == "turn":
        drawer = state.discarding
        opened = state.turn != drawer or len(state.used) < G.actions_allowed(state, state.turn)
        pending = tuple(s for s in range(n) if G.can_react(state, s, "action"))
        if opened and pending and (seat in pending) == bool(seen) and len(seen) <= 1:
            return (G.Window("action", pending),)
    if not seen:
        return ()
    top = seen[-1]
    pending = tuple(s for s in range(n) if s == seat or G.can_react(state, s, top.kind))
    return tuple(G.Window(w.kind, (seat,)) for w in seen[:-1]) + (G.Window(top.kind, pending),)


def plan() -> Plan:
    return Plan(G, determinize)
