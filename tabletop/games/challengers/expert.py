"""What the Expert level needs of Challengers!: whole tournaments consistent with one seat's view.

What a seat cannot see (``rules.views.view``): the order of every deck, the contents of the other
participants' decks (and, during a match, of its own: nobody looks at a deck in a match), the
level piles, their discard compartments and the box, the cards the other seats drew in their deck
phase, the cards another seat peeked at, and the fans on the backs of trophies (on the stacks, in
the box, and on the other seats' trophies until they are all shown after round 7).

``determinize`` deals the cards nobody shows it back into those places, each card only where it
could be:

* the left-out set, the starter decks of empty seats and the Robot's cards it does not play are
  in the box; the Robot plays its starters (all but those its level swaps out, which is public)
  and as many R cards (drawn at random from those not seen elsewhere; the ones it has revealed
  first) as its deck holds;
* a seat's starter cards are in its deck or, removed, in the box: the box's other places are
  filled by starters drawn at random among those of seats whose decks are hidden (a seat cannot
  hold more cards than its deck);
* every other card (levels A, B, C) is in its level's pile or discard compartment, in the hand of
  a seat drawing from that pile, or in a deck. A card a participant has revealed in a match stays
  in that participant's deck (cards rarely leave a deck once picked), unless the counts say
  otherwise; the rest are shuffled into the places left, level by level;
* decks are shuffled, the cards the seat itself is peeking at on top of its own; another seat's
  peek offers the top of its deck;
* each round's trophies not shown are shuffled among that round's face-down places.

Every such table shows the seat its very view, keeps every card, trophy and fan token, and passes
the rules' own checks of a saved table (but those that re-run the set-up from the seed: the
determinization has a seed of its own).
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.ai.search import Plan, lead, policy, shares
from tabletop.engine.core import evolve
from tabletop.games.challengers import rules as R
from tabletop.games.challengers.rules.content import (
    COPIES,
    DECK_SIZE,
    HIDDEN,
    LEVEL_OF,
    N_COPIES,
    PILE_LEVELS,
    RULES,
    SET_OF,
    TROPHIES,
    copies_of,
    trophy_fans,
    trophy_round,
)
from tabletop.games.challengers.rules.state import participants

ROBOT_STARTERS = copies_of("robot", ("I",))


def robot_starters(level: int) -> tuple[int, ...]:
    """The Robot's starter cards still in its deck at ``level`` (public: the swaps are data)."""
    deck = list(ROBOT_STARTERS)
    for cid, _ in RULES.robot_swaps[: level - 1]:
        deck.remove(next(c for c in deck if COPIES[c] == cid))
    return tuple(deck)


def robot_pool(solo_cards: bool) -> tuple[int, ...]:
    return copies_of("robot", ("R", "SOLO") if solo_cards else ("R",))


def _is_peek(pending) -> bool:
    return pending is not None and R.effect_of(pending.card, pending.effect).do == "peek"


def _remove_starters(starters: dict[int, list[int]], room: dict[int, int], count: int, keep: set[int],
                     rng: random.Random) -> set[int]:
    """Which ``count`` starters went to the box: any of them equally likely, but a seat keeps no
    more starters than its deck has room for, and the cards in ``keep`` are still in play."""
    lower = {p: max(0, len(cards) - room[p]) for p, cards in starters.items()}
    everyone = [c for cards in starters.values() for c in cards if c not in keep]
    count = min(count, len(everyone))
    owner = {c: p for p, cards in starters.items() for c in cards}
    for _ in range(64):
        chosen = rng.sample(everyone, count)
        got = Counter(owner[c] for c in chosen)
        if all(got[p] >= need for p, need in lower.items()):
            return set(chosen)
    chosen = set()  # the deal is tight: the starters that cannot fit first, the rest at random
    for p, need in lower.items():
        mine = [c for c in starters[p] if c not in keep]
        chosen |= set(rng.sample(mine, min(need, len(mine))))
    rest = [c for c in everyone if c not in chosen]
    return chosen | set(rng.sample(rest, max(0, count - len(chosen))))


def _deal_cards(view: R.ChallengersState, seat: int, rng: random.Random) -> dict:
    players = view.players
    n = participants(players)
    robot = players if players % 2 else None
    playing = view.phase in ("competition", "final")
    hidden_decks = [p for p in range(n) if playing or p != seat]
    own_peek: tuple[int, ...] = ()
    for m in view.matches:
        if m.pending is not None and m.pending.who == seat and _is_peek(m.pending):
            own_peek = m.pending.options
    visible = set(own_peek) | set(view.builders[seat].drawn)
    for p in range(n):
        visible |= set(view.fields[p]) | set(view.exhausts[p]) | {c for s in view.benches[p] for c in s}
    if not playing:
        visible |= set(view.decks[seat])
    room = {p: len(view.decks[p]) - (len(own_peek) if p == seat else 0) for p in hidden_decks}
    # The first card of a match being played is still in it, with the participant who revealed it.
    first = {m.first: m.starter for m in view.matches if m.first >= 0 and m.first not in visible}

    box: list[int] = []
    starters: dict[int, list[int]] = {p: [] for p in hidden_decks if p != robot}
    robot_kept: list[int] = []
    robot_free: list[int] = []
    loose: list[int] = []  # cards of levels A, B and C
    kept_robot = set(robot_starters(view.robot_level)) if robot is not None else set()
    free_robot = set(robot_pool(view.solo_cards)) if robot is not None else set()
    for c in range(N_COPIES):
        if c in visible:
            continue
        kind = SET_OF[c]
        if kind == view.left_out:
            box.append(c)
        elif kind == "starter":
            owner = c // DECK_SIZE
            (starters[owner] if owner in starters else box).append(c)
        elif kind == "robot":
            (robot_kept if c in kept_robot else robot_free if c in free_robot else box).append(c)
        else:
            loose.append(c)

    decks: dict[int, list[int]] = {p: [] for p in hidden_decks}
    if robot is not None:
        need = room[robot] - len(robot_kept)
        shown = [c for c in robot_free if c in view.seen[robot] and c not in first]
        others = [c for c in robot_free if c not in view.seen[robot] and c not in first]
        rng.shuffle(shown)
        rng.shuffle(others)
        order = [c for c in robot_free if c in first] + shown + others
        decks[robot] = robot_kept + order[:need]
        box += order[need:]
    removed = _remove_starters(starters, room, len(view.box) - len(box), set(first), rng)
    box += sorted(removed)
    for p, cards in starters.items():
        decks[p] = [c for c in cards if c not in removed]

    # Cards a participant revealed stay in its deck, as far as the deck and the counts allow.
    level_slots = Counter()
    for i, level in enumerate(PILE_LEVELS):
        level_slots[level] += len(view.piles[i]) + len(view.discards[i])
    for s, b in enumerate(view.builders):
        if s != seat:
            level_slots[b.level] += len(b.drawn)
    pinned: set[int] = set()
    owners = [p for p in starters]
    rng.shuffle(owners)
    for c, p in first.items():
        if c in loose:
            pinned.add(c)
            decks[p].append(c)
    for p in owners:
        shown = [c for c in loose if c in view.seen[p] and c not in pinned]
        rng.shuffle(shown)
        for c in shown[: max(0, room[p] - len(decks[p]))]:
            pinned.add(c)
            decks[p].append(c)
    for level in PILE_LEVELS:  # a level's own places come first: give back revealed cards if short
        free = [c for c in loose if LEVEL_OF[c] == level and c not in pinned]
        short = level_slots[level] - len(free)
        if short > 0:
            back = [c for c in loose if LEVEL_OF[c] == level and c in pinned and c not in first]
            for c in rng.sample(back, short):
                pinned.discard(c)
                for cards in decks.values():
                    if c in cards:
                        cards.remove(c)
    by_level: dict[str, list[int]] = {}
    for level in PILE_LEVELS:
        cards = [c for c in loose if LEVEL_OF[c] == level and c not in pinned]
        rng.shuffle(cards)
        by_level[level] = cards
    piles, discards = [], []
    for i, level in enumerate(PILE_LEVELS):
        cards = by_level[level]
        piles.append(tuple(cards[: len(view.piles[i])]))
        del cards[: len(view.piles[i])]
        discards.append(tuple(cards[: len(view.discards[i])]))
        del cards[: len(view.discards[i])]
    builders = list(view.builders)
    for s, b in enumerate(builders):
        if s != seat and b.drawn:
            cards = by_level[b.level]
            builders[s] = evolve(b, drawn=tuple(cards[: len(b.drawn)]))
            del cards[: len(b.drawn)]
    rest = [c for level in PILE_LEVELS for c in by_level[level]]
    rng.shuffle(rest)
    short = len(view.box) - len(box)  # the box would hold a card an effect put there
    box += rest[:short]
    rest = rest[max(0, short):]
    for p in starters:
        gap = max(0, room[p] - len(decks[p]))
        decks[p] += rest[:gap]
        rest = rest[gap:]
    assert not rest and len(box) == len(view.box), "the unseen cards fill the unseen places exactly"

    out_decks = list(view.decks)
    matches = list(view.matches)
    for p, cards in decks.items():
        rng.shuffle(cards)
        out_decks[p] = tuple(own_peek if p == seat else ()) + tuple(cards)
    for i, m in enumerate(matches):
        if m.pending is not None and m.pending.who != seat and _is_peek(m.pending):
            top = out_decks[m.pending.who][: len(m.pending.options)]
            matches[i] = evolve(m, pending=evolve(m.pending, options=top))
    return dict(piles=tuple(piles), discards=tuple(discards), box=tuple(sorted(box)), decks=tuple(out_decks),
                builders=tuple(builders), matches=tuple(matches))


def _deal_trophies(view: R.ChallengersState, rng: random.Random) -> dict:
    """Each round's trophies not shown, shuffled among that round's face-down places."""
    unseen = {r: Counter(trophy_fans(t) for t in TROPHIES if trophy_round(t) == r) for r in range(1, RULES.rounds + 1)}
    for held in view.trophies:
        for t in held:
            if trophy_fans(t):
                unseen[trophy_round(t)][trophy_fans(t)] -= 1
    pools = {}
    for r, fans in unseen.items():
        pool = list(fans.elements())
        rng.shuffle(pool)
        pools[r] = pool

    def turn(codes: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(t if trophy_fans(t) else t + pools[trophy_round(t)].pop() for t in codes)

    stacks = tuple(turn(s) for s in view.stacks)
    trophies = tuple(turn(t) for t in view.trophies)
    box = tuple(sorted(turn(view.trophy_box)))
    assert not any(pools.values()), "the unseen trophies fill the face-down places exactly"
    return dict(stacks=stacks, trophies=trophies, trophy_box=box)


def determinize(view: R.ChallengersState, seat: int, rng: random.Random) -> R.ChallengersState:
    """A full table ``seat`` cannot tell from the real one by its view."""
    changes = _deal_cards(view, seat, rng)
    changes.update(_deal_trophies(view, rng))
    return evolve(view, seed=rng.getrandbits(62), **changes)


FANS = 0.35  # how much one fan counts at the horizon (a fan ahead ~ 1.4 times the odds)
ROUNDS = 2  # rounds a playout plays (this round's matches and the next's) before ``evaluate`` scores the table
CUTOFF = 2_000  # playout moves at the most (a safety net: the horizon comes first)
MARGIN = 3.0  # fans by which a lead counts as most of a sure place in the final, in ``evaluate``


def evaluate(state) -> list[float]:
    """Each seat's chances at the horizon: half its share in proportion to exp(FANS x its
    standing), counting its fans and, a little, its trophies (the ranking's order); half its odds
    of reaching the final (the two best placed play it) and winning it even, from how far it stands
    ahead of (or behind) the seat that would keep it out, on a logistic scale of ``MARGIN`` fans:
    so a seat far behind still sees what a lost match costs it. The Robot's seat is nobody's win."""
    share = shares([FANS * R.total_fans(state, s) + 0.1 * len(state.trophies[s]) for s in range(state.players)])
    fans = [R.total_fans(state, s) for s in range(state.players)]
    out = []
    for seat in range(state.players):
        others = sorted((f for s, f in enumerate(fans) if s != seat), reverse=True)
        rival = others[1] if len(others) > 1 else others[0] if others else fans[seat]
        out.append(0.5 * share[seat] + 0.25 * lead(fans[seat] - rival, MARGIN))
    return out


def horizon(begun, now) -> bool:
    """A playout stops at the start of the round ``ROUNDS`` after the one it began in: the table
    is scored between rounds, every match begun played out, however many moves the deck phases
    took (a cut-off counted in moves stopped some playouts in the middle of a match and others
    between rounds)."""
    return now.round >= begun.round + ROUNDS


def plan() -> Plan:
    """Playouts to the ``horizon`` (two rounds), scored by ``evaluate`` (a tournament is long).
    The other seats are modelled as the hard level deciding on their own view of the sampled
    world (``Plan.model``); the playouts the same; the searching seat itself plays as the hard
    level with lean decks (``Plan.own``: its first choice at a node, its own playout moves); the
    root's choices are compared in the same worlds (``Plan.paired``)."""
    from tabletop.games.challengers.bots import HardBot, LeanBot

    model = policy(R, HardBot)
    return Plan(R, determinize, rollout=model, model=model, own=policy(R, LeanBot), evaluate=evaluate, cutoff=CUTOFF,
                horizon=horizon, paired=True)
