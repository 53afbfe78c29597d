"""Evaluation command (not a test): how often one computer level beats another.

    python -m tabletop.evaluate lucha-jefe --games 1000
    python -m tabletop.evaluate campeao --players 4 --games 500
    python -m tabletop.evaluate dead-last --players 8 --games 500
    python -m tabletop.evaluate laurel-crown --players 3 --levels expert,hard --games 300 --jobs 2

One seat plays the strong level, every other seat the weak one; the strong seat moves round the
table from game to game, every game has its own seed, and the command prints the strong level's
win share with its 95% (Wilson) interval and the fair share of one seat, so a change to a bot can
be judged on numbers. ``--levels STRONG,WEAK`` names both at once; an Expert seat thinks for the
``--think`` budget (Quick 0.3 s, Normal 1 s, Deep 3 s a decision, as the setting in the program),
in the process that plays its game (``--jobs`` processes play games side by side).
"""

from __future__ import annotations

import argparse
import sys

from tabletop import games
from tabletop.ai import LEVELS
from tabletop.ai.expert import BUDGETS
from tabletop.ai.evaluation import interval, seat_share, win_share


def _game(job: tuple) -> float:
    """One game of the evaluation, in a process of the pool (the game named by its id)."""
    game_id, *rest = job
    return seat_share(games.get(game_id), *rest)


def shared_out(game, strong: str, weak: str, count: int, players: int, seed: int, budget: float, jobs: int) -> float:
    """``win_share`` with the games shared among ``jobs`` processes (the same games, the same result)."""
    if jobs <= 1:
        return win_share(game, strong, weak, count, players, seed, budget)
    import multiprocessing

    work = [(game.id, strong, weak, players, i, seed, budget) for i in range(count)]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return sum(pool.imap_unordered(_game, work, chunksize=1)) / count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=games.ids())
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--strong", default="hard", choices=LEVELS)
    parser.add_argument("--weak", default="easy", choices=LEVELS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--levels", default=None, metavar="STRONG,WEAK", help="both levels at once, e.g. expert,hard")
    parser.add_argument("--think", default="normal", choices=sorted(BUDGETS), help="an Expert's budget a decision")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games side by side")
    args = parser.parse_args(argv)
    if args.levels is not None:
        named = args.levels.split(",")
        if len(named) != 2 or any(level not in LEVELS for level in named):
            parser.error(f"--levels takes two of {', '.join(LEVELS)}, as STRONG,WEAK")
        args.strong, args.weak = named
    game = games.get(args.game)
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}-{game.max_players} players")
    share = shared_out(game, args.strong, args.weak, args.games, players, args.seed, BUDGETS[args.think], args.jobs)
    low, high = interval(share, args.games)
    thinking = f" thinking {args.think} ({BUDGETS[args.think]:g} s)" if "expert" in (args.strong, args.weak) else ""
    print(f"{args.game}: {args.strong}{thinking} won {share:.1%} of {args.games} games against {args.weak} "
          f"(95% interval {low:.1%}..{high:.1%}; a fair share is {1 / players:.1%} at {players} seats)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
