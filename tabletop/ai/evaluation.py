"""Playing computer players against each other, for the evaluation command and the tests.

Generic over games: everything it needs is a game's ``GameInfo`` (its rules and its bots).
"""

from __future__ import annotations

import math

from tabletop.ai import make_bot


def play(game, levels: list[str], seed: int, max_steps: int = 200_000) -> list[int]:
    """Play one game between bots at ``levels`` (one per seat); return the winning seats."""
    rules = game.rules
    bots = [make_bot(game, level, seed * 31 + i) for i, level in enumerate(levels)]
    options = {"first": seed % 2} if game.id == "lucha-jefe" else None
    state = rules.new_game(len(levels), seed, options)
    for _ in range(max_steps):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, bots[seat].choose(rules.view(state, seat), seat))
    return rules.winners(state)


def win_share(game, strong: str, weak: str, games: int, players: int, seed: int = 0) -> float:
    """How often one ``strong`` seat wins among ``weak`` ones (a shared win counts its share).
    The strong seat moves round the table from game to game; every game has its own seed."""
    wins = 0.0
    for i in range(games):
        strong_seat = i % players
        levels = [strong if s == strong_seat else weak for s in range(players)]
        won = play(game, levels, seed + i)
        if strong_seat in won:
            wins += 1 / len(won)
    return wins / games


def interval(share: float, games: int) -> tuple[float, float]:
    """A 95% interval around a measured share."""
    half = 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / games)
    return share - half, share + half
