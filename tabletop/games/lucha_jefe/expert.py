"""What the Expert level needs of Lucha Jefe: a whole table consistent with one seat's view.

The seat cannot see the other manager's roster (but a shown El Alarde, or La Adivina called to
guess), the cards retired face down by the other seat, the two latecomers, the hand while the
other seat drafts, nor the other seat's secret choice. Those places are filled with the fighters
not seen anywhere, in a random order: every arrangement the seat cannot rule out is equally
likely. The kept card of a drafting rival is the last one it put in its roster; a hidden choice
is any fighter of the rival's roster it may send in.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.ai.search import Plan, policy
from tabletop.engine.core import evolve
from tabletop.games.lucha_jefe import rules as L

H = L.HIDDEN


def determinize(view: L.LuchaState, seat: int, rng: random.Random) -> L.LuchaState:
    """A full table ``seat`` cannot tell from the real one by its view."""
    places = list(view.hand) + list(view.latecomers)
    places += [c for r in view.rosters for c in r] + [c for r in view.retired for c in r]
    seen = Counter(c for c in places if c != H)
    unseen = [f for f in L.FIGHTER_IDS if not seen[f]]
    rng.shuffle(unseen)
    pool = iter(unseen)

    def fill(cards: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(next(pool) if c == H else c for c in cards)

    hand, latecomers = fill(view.hand), fill(view.latecomers)
    rosters = (fill(view.rosters[0]), fill(view.rosters[1]))
    retired = (fill(view.retired[0]), fill(view.retired[1]))
    kept = view.kept
    if kept == H:  # the rival keeps the card it last put in its roster
        kept = rosters[view.drafter][-1]
    active = list(view.active)
    probe = evolve(view, rosters=rosters)
    for s in (0, 1):
        if active[s] == H:
            choices = [f for f in rosters[s] if L.may_choose(probe, s, f)]
            active[s] = rng.choice(choices or list(rosters[s]))
    return evolve(view, hand=hand, latecomers=latecomers, rosters=rosters, retired=retired, kept=kept,
                  active=tuple(active))


def plan() -> Plan:
    """Lucha Jefe is short: every iteration plays to the end of the match. The other manager is
    modelled as the hard level (``Plan.model``), deciding on its own view of the sampled world; so
    are the playouts. A rival's secret choice already made is drawn the same way: the sampled
    world is dealt uniformly (``determinize``), then the rival chooses in it, by its view, as the
    model would have (an inference from what it could see, never from what it chose)."""
    from tabletop.games.lucha_jefe.bots import HardBot

    model = policy(L, HardBot)

    def modelled(view, seat, rng):
        world = determinize(view, seat, rng)
        rival = 1 - seat
        if view.phase == "select" and view.active[rival] == H:
            before = evolve(world, active=tuple(None if s == rival else a for s, a in enumerate(world.active)))
            world, _ = L.apply(before, model(before, rival, rng))
        return world

    return Plan(L, modelled, rollout=model, model=model)
