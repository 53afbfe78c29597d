"""Evaluation command (not a test): how often one computer level beats another.

    python -m tabletop.evaluate lucha-jefe --games 1000
    python -m tabletop.evaluate campeao --players 4 --games 500
    python -m tabletop.evaluate dead-last --players 8 --games 500

One seat plays the strong level, every other seat the weak one; the strong seat moves round the
table from game to game, every game has its own seed, and the command prints the strong level's
win share with its 95% (Wilson) interval and the fair share of one seat, so a change to a bot can
be judged on numbers.
"""

from __future__ import annotations

import argparse
import sys

from tabletop import games
from tabletop.ai import LEVELS
from tabletop.ai.evaluation import interval, win_share


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=games.ids())
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--strong", default="hard", choices=LEVELS)
    parser.add_argument("--weak", default="easy", choices=LEVELS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args(argv)
    game = games.get(args.game)
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}-{game.max_players} players")
    share = win_share(game, args.strong, args.weak, args.games, players, args.seed)
    low, high = interval(share, args.games)
    print(f"{args.game}: {args.strong} won {share:.1%} of {args.games} games against {args.weak} "
          f"(95% interval {low:.1%}..{high:.1%}; a fair share is {1 / players:.1%} at {players} seats)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
