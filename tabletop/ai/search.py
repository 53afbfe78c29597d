"""Information-set Monte Carlo tree search: the Expert level's thinking, for every game.

Which variant, and why. **Single-observer ISMCTS** (SO-ISMCTS; Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012): one tree, grown from the searching
seat's information set. Each iteration

1. samples a *determinization*: a whole table consistent with the seat's view (the game's own
   ``determinize``: the other hands, the deck order, face-down cards, secret choices, drawn
   uniformly among what the seat cannot rule out), with a fresh seed for chance;
2. descends the tree by UCB1 among the children whose action is legal in this determinization,
   counting each such child's *availability* (the number of descents that could have chosen it),
   so that an action offered only in some worlds is not under-explored;
3. adds one untried action, then plays on with the rollout policy (random legal actions unless
   the game gives its own) to the end of the game, or to a cut-off where the game's evaluation
   scores the table;
4. backs up each seat's reward (a win 1, a shared win its share, a loss 0) into the nodes where
   that seat chose.

A game may instead *model* the other seats (``Plan.model``): in the tree only the searching
seat's choices branch, and every other seat plays by the model, a policy that decides on that
seat's own view of the sampled world (the game's hard level). The model also guides the
searching seat's own nodes: its choice is tried first, and the other choices open up one by one
as the node's visits grow (progressive widening), so a short search plays what the model would
and turns away from it only for a move it has seen do better: at the root, one whose mean less a
standard error still beats the model's choice's mean. The tree is then the searching
seat's best answer to players like the model, over every world it cannot rule out; it spares the
search the other seats' branching, and where choices are simultaneous (a secret selection) the
other seat cannot answer a choice it has not seen, as it could in a shared tree. The games say
which they use (``tabletop/games/<game>/expert.py``).

Three more things a game may ask for. ``Plan.reward`` scores a finished game by more than the win
(Laurel Crown adds the honour margin: a playout then says more than won or lost, so fewer say
enough). ``Plan.paired`` compares the root's choices in the same worlds: each sampled world, with
its seed for chance and for the model, is played from every choice open so far, and a choice is
judged by how much better it did than the model's in the same worlds (common random numbers: what
the worlds deal alike cancels out), which finds a better move in far fewer playouts where the
dice and the deck say more about a playout than the choice does (Challengers!). ``Plan.own`` is
how the searching seat itself plays where the tree does not branch (the first choice it tries at
a node, its moves in the playouts), where that should be better than how it models the others:
the others are modelled as they are likely to play, the seat itself as well as it knows how
(Challengers!: the hard level's deck building, with thinner decks).

Why single-observer: it is the variant the literature found strong across card games at a small
cost; it needs nothing of a game but the engine contract (``to_act``, ``legal_actions``,
``apply``, ``is_over``, ``winners``) and a determinizer, and chance comes from the engine's own
seeded randomness. Its known weakness (the other seats' nodes are shared across worlds where
they would know different things, "strategy fusion") matters least in these games, where most
hidden information is the searcher's own opponents' cards and the rest is chance.

Simultaneous choices (a secret vote, Lucha Jefe's selection) are searched one seat after the
other in ``to_act`` order; the later seat's node is reached through the earlier seat's action,
which a real player would not see. With determinizations resampled every iteration the
searching seat never learns a real secret this way, and the other seats' nodes average over it.

The searcher receives a view, never the state: everything hidden from the seat is invented by the
determinizer, so the decision cannot depend on it (a test swaps hidden cards and checks that the
decision is the same).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from tabletop.engine.core import Action, evolve

EXPLORE = 0.7  # UCB1's exploration constant (rewards lie in 0..1)


class NoLegalAction(RuntimeError):
    """The search was asked to decide where the rules offer nothing (names the game, seat, phase)."""


@dataclass
class Node:
    """What the tree knows of one action taken in some information set."""

    player: int | None  # the seat that chose the action leading here (None at the root)
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict = field(default_factory=dict)  # Action -> Node
    first: Any = None  # at the root, with a model: the model's own choice, tried first


@dataclass
class Plan:
    """How one game is searched: its rules module, its determinizer, and optionally a rollout
    policy, a cut-off (moves of rollout) and an evaluation used at the cut-off."""

    rules: Any
    determinize: Callable[[Any, int, random.Random], Any]
    rollout: Callable[[Any, int, random.Random], Action] | None = None
    evaluate: Callable[[Any], list[float]] | None = None  # each seat's expected share, at a cut-off
    cutoff: int = 10_000  # rollout moves before the evaluation takes over
    horizon: Callable[[Any, Any], bool] | None = None  # (begun, now): the playout begun at ``begun`` has gone far enough
    model: Callable[[Any, int, random.Random], Action] | None = None  # how the other seats play, if modelled
    reward: Callable[[Any], list[float]] | None = None  # each seat's reward in a finished game, if not ``rewards``
    paired: bool = False  # compare the root's choices in the same worlds (``_paired``); needs a model
    own: Callable[[Any, int, random.Random], Action] | None = None  # the searching seat's own play, if not the model's


def policy(rules, make_bot) -> Callable[[Any, int, random.Random], Action]:
    """A playout policy and model of the other seats: the bot ``make_bot(seed)`` (a game's hard
    level) deciding for any seat on that seat's own view of the sampled world, with the search's
    randomness. One bot per seat, kept from decision to decision."""
    bots: dict = {}

    def choose(state, seat: int, rng: random.Random) -> Action:
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = make_bot(seat)
        if hasattr(bot, "rng"):
            bot.rng = rng
        return bot.choose(rules.view(state, seat), seat)

    return choose


class Narrowed:
    """A game's rules as the search sees them: the rules themselves, with ``legal_actions`` passed
    through ``keep(state, actions)``, which returns some of the rules' own actions (one of moves
    alike, or none of a move that only undoes another). ``alike(state, action)``, if given, says
    what makes moves the same (a key; None for a move like no other), so that a move the search
    does not list (the model's, say) is found under the name it keeps (``same``)."""

    def __init__(self, rules, keep: Callable[[Any, list], list], alike: Callable[[Any, Action], Any] | None = None) -> None:
        self._rules, self._keep, self._alike = rules, keep, alike
        self.id = rules.id

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def legal_actions(self, state, seat: int) -> list:
        return self._keep(state, self._rules.legal_actions(state, seat))

    def same(self, state, action: Action, listed: list) -> Action:
        """The move of ``listed`` that is ``action`` under another name (``action`` if none is)."""
        if action in listed or self._alike is None:
            return action
        key = self._alike(state, action)
        if key is None or key is False:
            return action
        return next((a for a in listed if self._alike(state, a) == key), action)


def same(rules, state, action: Action, listed: list) -> Action:
    """``action`` as the search's ``rules`` list it among ``listed`` (rules that narrow the game may
    keep one name for moves alike)."""
    found = getattr(rules, "same", None)
    return action if found is None else found(state, action, listed)


def shares(scores: list[float]) -> list[float]:
    """Each seat's share in proportion to exp(its score) (the games' evaluations at a cut-off)."""
    top = max(scores)
    odds = [math.exp(v - top) for v in scores]
    total = sum(odds)
    return [v / total for v in odds]


def lead(ahead: float, scale: float) -> float:
    """How sure a lead of ``ahead`` points is, on a logistic scale of ``scale`` points (0.5 level)."""
    return 1 / (1 + math.exp(-ahead / scale))


def rewards(rules, state) -> list[float]:
    """Each seat's reward in a finished game: 1 for a win, a share of a shared win, else 0."""
    won = rules.winners(state)
    out = [0.0] * rules.players(state)
    for seat in won:
        out[seat] = 1.0 / len(won)
    return out


@dataclass
class Result:
    action: Action
    iterations: int
    seconds: float
    visits: dict = field(default_factory=dict)  # action -> visits at the root


def search(plan: Plan, view, seat: int, *, seconds: float | None = None, iterations: int | None = None,
           seed: int = 0) -> Result:
    """Think about ``view`` for ``seat`` for ``seconds`` (or ``iterations``), anytime: the best
    action found so far is returned when the budget runs out."""
    rules = plan.rules
    legal = rules.legal_actions(view, seat)
    if not legal:
        raise NoLegalAction(f"{getattr(rules, 'id', rules)}: seat {seat} has no legal action in phase "
                            f"{getattr(view, 'phase', '?')}")
    start = time.perf_counter()
    if len(legal) == 1:
        return Result(legal[0], 0, 0.0, {legal[0]: 0})
    rng = random.Random(seed)
    root = Node(None)

    def more(done: int) -> bool:
        if iterations is not None and done >= iterations:
            return False
        return seconds is None or not done or time.perf_counter() - start < seconds

    if plan.paired and plan.model is not None:
        best, done = _paired(plan, root, view, seat, legal, rng, more)
        return Result(best, done, time.perf_counter() - start, {a: n.visits for a, n in root.children.items()})
    done = 0
    while more(done):
        _iterate(plan, root, view, seat, rng)
        done += 1
    options = [a for a in legal if a in root.children]
    best = max(options, key=lambda a: _assured(root.children[a])) if options else legal[0]
    if root.first in root.children and best != root.first:  # leave the model's choice only for a clearly better one
        kept = root.children[root.first]
        if _assured(root.children[best]) <= kept.reward / kept.visits:
            best = root.first
    return Result(best, done, time.perf_counter() - start, {a: n.visits for a, n in root.children.items()})


def _assured(node: Node) -> float:
    """What a root choice is worth at the least, as far as the search can tell: its mean reward
    less one standard error (a reward of 0..1 varies by half at most). A choice seen a handful of
    times does not win on one lucky playout; with many visits this is the most visited's mean."""
    return node.reward / node.visits - 0.5 / math.sqrt(node.visits)


PAIRED_Z = 2.0  # standard errors by which a choice must beat the model's, in the same worlds, to be played
PAIRED_WORLDS = 10  # worlds a choice must have been compared in before it may be played


def _paired(plan: Plan, root: Node, view, seat: int, legal: list, rng: random.Random, more) -> tuple[Action, int]:
    """The root's choices compared in the same worlds (common random numbers): each world (a
    determinization and a seed for chance and for the playouts) is played once from each choice
    open so far, the model's own choice first; a choice is judged by its reward less the model's
    choice's reward in the same world, so what the worlds deal alike (the cards, most of the
    dice) cancels out of the comparison. The choices open up one by one as the worlds grow (one
    plus the square root of their number); below the root the tree grows as in ``_iterate``.
    The model's choice is played unless another's mean difference, over at least ``PAIRED_WORLDS``
    worlds, less ``PAIRED_Z`` standard errors, is above nothing: with looser bounds (1.5 errors,
    3 worlds) an Expert of Challengers! far behind took its deck apart card by card, each removal
    "better" by a hair in a handful of worlds."""
    order: list = []
    gains: dict = {}  # action -> [worlds, sum of differences, sum of their squares]
    done = worlds = 0
    while more(done):
        world = plan.determinize(view, seat, rng)
        world = evolve(world, seed=rng.getrandbits(62), draws=0)
        luck = rng.getrandbits(64)
        if not order:
            first = same(plan.rules, world, (plan.own or plan.model)(world, seat, random.Random(luck)), legal)
            first = first if first in legal else legal[0]
            rest = [a for a in legal if a != first]
            rng.shuffle(rest)
            order = [first] + rest
        worlds += 1
        base = None
        for action in order[: 1 + math.isqrt(worlds)]:
            if not more(done):
                break
            got = _iterate(plan, root, view, seat, random.Random(luck), world=world, first=action)
            done += 1
            if base is None:
                base = got
                continue
            tally = gains.setdefault(action, [0, 0.0, 0.0])
            tally[0] += 1
            tally[1] += got - base
            tally[2] += (got - base) ** 2
    best, best_score = order[0], 0.0
    for action, (n, total, squares) in gains.items():
        if n < PAIRED_WORLDS:  # a few lucky worlds are no evidence (most differences are 0)
            continue
        mean = total / n
        spread = math.sqrt(max(0.0, squares / n - mean * mean) / (n - 1))
        if mean - PAIRED_Z * spread > best_score:
            best, best_score = action, mean - PAIRED_Z * spread
    return best, done


def _iterate(plan: Plan, root: Node, view, seat: int, rng: random.Random, world=None, first=None) -> float:
    """One descent, playout and back-up; returns the searching seat's reward. ``world`` is the
    determinization to play in (else one is drawn), ``first`` the root's choice (else UCB1 picks)."""
    rules = plan.rules
    if world is None:
        state = plan.determinize(view, seat, rng)
        state = evolve(state, seed=rng.getrandbits(62), draws=0)  # chance of its own in every world
    else:
        state = world
    node, path = root, [root]
    grown = False  # a node was added in this descent: the playout starts
    if first is not None:  # the root's choice is given (the searching seat acts in the view)
        node = root.children.get(first)
        if node is None:
            node = root.children[first] = Node(seat)
            grown = True
        node.available += 1
        state, _ = rules.apply(state, first)
        path.append(node)
    # Selection and expansion.
    while not grown and not rules.is_over(state):
        acting = rules.to_act(state)
        actor = seat if node is root and seat in acting else acting[0]  # the searching seat's choice first
        if actor != seat and plan.model is not None:  # another seat, played by the model on its own view
            state, _ = rules.apply(state, plan.model(state, actor, rng))
            continue
        legal = rules.legal_actions(state, actor)
        if len(legal) == 1 and node is not root:  # no choice: no node
            state, _ = rules.apply(state, legal[0])
            continue
        untried, tried = [], 0
        for action in legal:
            child = node.children.get(action)
            if child is None:
                untried.append(action)
            else:
                child.available += 1
                tried += 1
        # With a model, the choices open up as the node is visited (progressive widening: the
        # square root of its visits, plus one), the model's own choice first: a short search
        # keeps to what the model would do and leaves it only for what it has seen do better.
        if untried and (plan.model is None or tried <= math.isqrt(node.visits)):
            action = untried[rng.randrange(len(untried))]
            if plan.model is not None and not tried:
                guess = same(rules, state, (plan.own or plan.model)(state, actor, rng), untried)
                action = guess if guess in untried else action
                if node is root:
                    root.first = action
            child = node.children[action] = Node(actor, available=1)
            state, _ = rules.apply(state, action)
            node = child
            path.append(node)
            break
        best, best_score = None, -1.0
        for action in legal:
            child = node.children.get(action)
            if child is None:
                continue
            score = child.reward / child.visits + EXPLORE * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = action, score
        state, _ = rules.apply(state, best)
        node = node.children[best]
        path.append(node)
    # Simulation.
    moves, begun = 0, state
    while not rules.is_over(state) and moves < plan.cutoff and not (plan.horizon and plan.horizon(begun, state)):
        actor = rules.to_act(state)[0]
        if plan.own is not None and actor == seat:
            action = plan.own(state, actor, rng)
        elif plan.rollout is not None:
            action = plan.rollout(state, actor, rng)
        else:
            legal = rules.legal_actions(state, actor)
            action = legal[rng.randrange(len(legal))]
        state, _ = rules.apply(state, action)
        moves += 1
    if not rules.is_over(state):
        scores = plan.evaluate(state)
    else:
        scores = plan.reward(state) if plan.reward is not None else rewards(rules, state)
    # Back-propagation: each node keeps the reward of the seat that chose its action.
    for visited in path:
        visited.visits += 1
        if visited.player is not None and visited.player < len(scores):
            visited.reward += scores[visited.player]
    return scores[seat] if seat < len(scores) else 0.0
