"""Evaluation command (not a test): how often one computer level beats another.

    python -m tabletop.ai.evaluate lucha-jefe --games 1000
    python -m tabletop.ai.evaluate campeao --players 4 --games 500

One seat plays the strong level, every other seat the weak one; the strong seat moves round the
table from game to game, every game has its own seed, and the command prints the strong level's
win share with a 95% interval, so a change to a bot can be judged on numbers.
"""

from __future__ import annotations

import argparse
import math
import sys

from tabletop import ai, engine


def play(game_id: str, levels: list[str], seed: int, max_steps: int = 200_000) -> list[int]:
    """Play one game between bots at ``levels`` (one per seat); return the winning seats."""
    game = engine.get(game_id)
    bots = [ai.make_bot(game_id, level, seed * 31 + i) for i, level in enumerate(levels)]
    state = game.new_game(len(levels), seed, {"first": seed % 2} if game_id == "lucha-jefe" else None)
    for _ in range(max_steps):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, bots[seat].choose(game.view(state, seat), seat))
    return game.winners(state)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.ai.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(engine.GAMES))
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--strong", default="hard")
    parser.add_argument("--weak", default="easy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args(argv)
    game = engine.get(args.game)
    players = args.players or game.min_players
    wins = 0.0
    for i in range(args.games):
        strong_seat = i % players
        levels = [args.strong if s == strong_seat else args.weak for s in range(players)]
        won = play(args.game, levels, args.seed + i)
        if strong_seat in won:
            wins += 1 / len(won)
    share = wins / args.games
    half = 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / args.games)
    print(f"{args.game}: {args.strong} won {share:.1%} of {args.games} games against {args.weak} "
          f"(95% interval {share - half:.1%}..{share + half:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
