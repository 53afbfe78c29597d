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

from tabletop.ai.search import Narrowed, Plan, policy, shares
from tabletop.engine.core import evolve
from tabletop.games.campeao import rules as G
from tabletop.games.campeao.bots import CARD_VALUE, expected_strike

H = G.HIDDEN
CHALLENGE = -0.5  # expected damage the challenger may lack and still go (fitted against the hard level)


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


# --------------------------------------------------------------------------- the searched game


def _alike(state: G.CampeaoState, a) -> tuple | None:
    """What makes a move the same as another (None: only itself), or ``False`` for a move that does
    its player no good (a DOCTOR re-rolling its own hits or a rival's blanks, an ISOTONIC at the
    most dice): the rules count faces, never places, so re-rolling one of two blank dice is the
    same move whichever of the two."""
    if isinstance(a, G.Reroll):
        return ("reroll", _faces(state.fight.dice, a.dice))
    if isinstance(a, G.PlayCard) and a.card == "mega-mass":
        return ("mega", _faces(state.training.dice, a.dice))
    if isinstance(a, G.PlayCard) and a.card == "isotonic" and not _adds_a_die(state, a.seat):
        return False
    if isinstance(a, G.PlayCard) and a.card == "doctor":
        roll = next(r for r in state.last_roll if r.seat == a.target)
        chosen = [(roll.colours[i], roll.faces[i]) for i in range(len(roll.faces)) if a.dice >> i & 1]
        if any((f == "blank") == (a.target == a.seat) for _, f in chosen):
            return False
        return ("doctor", a.target, tuple(sorted(chosen)))
    return None


def _adds_a_die(state: G.CampeaoState, seat: int) -> bool:
    """Whether ISOTONIC would give ``seat`` a fighting die now (not at the most dice already)."""
    f = state.fight
    side = 0 if seat == f.challenger else 1
    return G.dice_count(state, seat, f.bonus[side] + 1, f.malus[side]) > G.dice_count(state, seat, f.bonus[side], f.malus[side])


def _distinct(state: G.CampeaoState, actions: list) -> list:
    """``actions`` less the moves that only name other dice alike (``_alike``), less those that
    do their player no good, and less ending the turn while a card may still be drawn."""
    out, keys = [], set()
    drawing = any(isinstance(a, G.Draw) for a in actions)
    for a in actions:
        if drawing and isinstance(a, G.EndTurn):  # a card drawn is never worse: over the limit, one goes
            continue
        key = _alike(state, a)
        if key is False or key is not None and key in keys:
            continue
        if key is not None:
            keys.add(key)
        out.append(a)
    return out


def _faces(faces: tuple, mask: int) -> tuple:
    return tuple(sorted(f for i, f in enumerate(faces) if mask >> i & 1))


SEARCHED = Narrowed(G, _distinct, _alike)  # the game as the search sees it: each distinct move once


# --------------------------------------------------------------------------- rollouts


def _scoring(state: G.CampeaoState, seat: int, against: int) -> tuple[bool, bool, bool]:
    """Which faces score for ``seat`` against ``against`` (punch, kick, submission)."""
    immune = state.seats[against].master
    return tuple(G.symbols(state, seat, s) > 0 and s != immune for s in G.SKILLS)


def _strength(state: G.CampeaoState, seat: int, against: int) -> float:
    syms = tuple(G.symbols(state, seat, s) for s in G.SKILLS)
    return expected_strike(G.dice_count(state, seat), syms, state.seats[against].master)[0]


def rollout(state: G.CampeaoState, seat: int, rng: random.Random):
    """A quick fighter for the playouts: the hard level's habits in a few lines, on the table it is
    handed (any seat's), with a little chance of any legal move."""
    legal = G.legal_actions(state, seat)
    if len(legal) == 1 or rng.random() < 0.05:
        return legal[rng.randrange(len(legal))]
    first = legal[0]
    me = state.seats[seat]
    if isinstance(first, G.Discard):
        return min(legal, key=lambda a: (CARD_VALUE.get(a.card, 0), rng.random()))
    if isinstance(first, G.Pass):
        for a in legal[1:]:
            if a.card == "ice-bath" and me.injuries >= 2:
                return a
            if a.card == "ambush" and a.target == state.champion and state.seats[a.target].fame >= state.target - 2:
                return a
        return first
    if state.phase == "fight":
        f = state.fight
        cards = {a.card: a for a in legal if isinstance(a, G.PlayCard)}
        if f.stage == "prepare":
            return cards.get("low-blow", first)
        if f.rolls == 0:
            iso = cards.get("isotonic") if _adds_a_die(state, seat) else None
            return iso or cards.get("low-blow") or first
        if "ko-with-4" in cards and G.is_ko(f.dice, True):
            return cards["ko-with-4"]
        side = 0 if seat == f.challenger else 1
        other = f.defender if side == 0 else f.challenger
        scores = _scoring(state, seat, other)
        dead = [i for i, face in enumerate(f.dice) if face == "blank" or not scores[G.SKILLS.index(face)]]
        rerolls = f.rerolls[side]
        if not dead or rerolls >= G.R["max_rerolls"]:
            return first
        if side == 1:
            behind = G.damage(state, seat, f.dice, other) <= f.damage[0]
            go = behind and (rerolls < 2 or len(dead) >= 3)
        else:
            go = rerolls < 2 and len(dead) >= 2
        if go:
            mask = sum(1 << i for i in dead)
            return G.Reroll(seat, mask)
        return first
    if state.phase == "train":
        t = state.training
        if not t.dice:
            return legal[-1]  # PERSONAL TRAINER when held, else Roll
        return legal[-1] if len(legal) > 1 else first  # MEGA MASS on every die, else Accept
    # The turn.
    kinds: dict = {}
    for a in legal:
        kinds.setdefault(a.card if isinstance(a, G.PlayCard) else type(a), a)
    if "romance" in kinds:
        return kinds["romance"]
    if "ice-bath" in kinds and me.injuries >= 3:
        return kinds["ice-bath"]
    if G.Recover in kinds and me.injuries >= 5:
        return kinds[G.Recover]
    trains = [a for a in legal if isinstance(a, G.Train)]
    if G.Challenge in kinds:
        champ = state.champion
        odds = _strength(state, seat, champ) - _strength(state, champ, seat)
        if odds > CHALLENGE or (state.seats[champ].fame >= state.target - 2 and odds > -3):
            if not state.used:  # the fight ends the turn: first the other action
                if G.Rest in kinds and me.injuries % 2 == 0:
                    return kinds[G.Rest]
                if trains:
                    return max(trains, key=lambda a: (G.symbols(state, seat, a.skill), rng.random()))
            return kinds[G.Challenge]
    if G.Rest in kinds and me.injuries >= 2:
        return kinds[G.Rest]
    if trains:
        return max(trains, key=lambda a: (G.symbols(state, seat, a.skill), rng.random()))
    if G.Draw in kinds and len(me.hand) < 4:
        return kinds[G.Draw]
    return kinds.get(G.Rest) or kinds[G.EndTurn]


# --------------------------------------------------------------------------- the cut-off


# Each fighter's chances, a conditional logit: P(seat wins) is proportional to exp(w . x) with x
# its fame (over the target), the belt, the belt times fame, a champion already at the target,
# the expected damage of its strike (over 10: fighting dice and skill symbols), injuries (over
# 10), cards in hand (over 5) and how many seats play before it (over the seats). Fitted on
# 10,480 positions at the start of a turn from 1,800 games of the hard level against itself at
# 3, 4 and 5 seats (held-out log-likelihood -1.276 a position, against -1.408 for even chances).
WEIGHTS = (0.839, -0.082, 0.641, -0.181, 5.068, 0.052, 0.171, -0.254)


def evaluate(state: G.CampeaoState) -> list[float]:
    """Each seat's expected share of the win, from fame and the belt (``WEIGHTS``)."""
    n = len(state.seats)
    if state.phase == "over":
        return [1.0 if s == state.winner else 0.0 for s in range(n)]
    scores = []
    for seat, st in enumerate(state.seats):
        champ = seat == state.champion
        fame = st.fame / state.target
        syms = tuple(G.symbols(state, seat, k) for k in G.SKILLS)
        strength = expected_strike(G.dice_count(state, seat), syms, None)[0]
        x = (fame, champ, fame * champ, champ and st.fame >= state.target, strength / 10, st.injuries / 10,
             len(st.hand) / 5, ((seat - state.turn) % n) / n)
        scores.append(sum(w * v for w, v in zip(WEIGHTS, x)))
    return shares(scores)


CUTOFF = 40  # rollout moves before ``evaluate`` takes over


def plan() -> Plan:
    """Playouts by ``rollout`` (quick) to a cut-off of ``CUTOFF`` moves scored by ``evaluate``;
    in the tree, the other fighters are modelled as the hard level on their own view of the
    sampled table, whose choice is also the searching seat's first (``Plan.model``)."""
    from tabletop.games.campeao.bots import HardBot

    return Plan(SEARCHED, determinize, rollout=rollout, evaluate=evaluate, cutoff=CUTOFF,
                model=policy(G, HardBot))
