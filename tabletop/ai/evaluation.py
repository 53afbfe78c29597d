"""Playing computer players against each other, for the evaluation command and the tests.

Generic over games: everything it needs is a game's ``GameInfo`` (its rules and its bots).
"""

from __future__ import annotations

import math
import random

from tabletop.ai import make_bot


def options(game, players: int, seed: int) -> dict | None:
    """The engine options of one seeded game: Lucha Jefe's first seat alternates with the seed;
    Dead Last deals every seat a character at random, as its setup screen does by default."""
    if game.id == "lucha-jefe":
        return {"first": seed % 2}
    if game.id == "dead-last":
        return game.engine_options({}, players, random.Random(seed))
    return None


def play(game, levels: list[str], seed: int, max_steps: int = 200_000, budget: float | None = None) -> list[int]:
    """Play one game between bots at ``levels`` (one per seat); return the winning seats. An
    Expert seat thinks ``budget`` seconds a decision, in this process."""
    rules = game.rules
    bots = [make_bot(game, level, seed * 31 + i) for i, level in enumerate(levels)]
    for bot in bots:
        if hasattr(bot, "inline"):
            bot.inline = True
            if budget is not None:
                bot.budget = budget
    state = rules.new_game(len(levels), seed, options(game, len(levels), seed))
    for _ in range(max_steps):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, bots[seat].choose(rules.view(state, seat), seat))
    return rules.winners(state)


def seat_share(game, strong: str, weak: str, players: int, i: int, seed: int = 0, budget: float | None = None) -> float:
    """The ``i``-th game of an evaluation: the strong seat (``i`` round the table) among weak ones;
    its share of the win (a shared win counts its share)."""
    strong_seat = i % players
    levels = [strong if s == strong_seat else weak for s in range(players)]
    won = play(game, levels, seed + i, budget=budget)
    return 1 / len(won) if strong_seat in won else 0.0


def win_share(game, strong: str, weak: str, games: int, players: int, seed: int = 0,
              budget: float | None = None) -> float:
    """How often one ``strong`` seat wins among ``weak`` ones (a shared win counts its share).
    The strong seat moves round the table from game to game; every game has its own seed."""
    return sum(seat_share(game, strong, weak, players, i, seed, budget) for i in range(games)) / games


def interval(share: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share measured over ``games``: unlike the normal
    approximation it stays within 0..1 and is not empty at a share of 0 or 1."""
    if games <= 0:
        return 0.0, 1.0
    share = min(1.0, max(0.0, share))
    zz = z * z / games
    centre = (share + zz / 2) / (1 + zz)
    half = z * math.sqrt(share * (1 - share) / games + zz / (4 * games)) / (1 + zz)
    return max(0.0, min(share, centre - half)), min(1.0, max(share, centre + half))  # rounding aside
