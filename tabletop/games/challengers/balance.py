"""Challengers! balance report, evaluation, benchmark and headless play (commands, not tests).

    python -m tabletop.games.challengers.balance --tournaments 2000 --players 4
        plays hard-bot tournaments and prints, per designed card, how often it is offered and
        picked and the win rate of decks holding it against decks that do not (the bound the
        README states is checked and reported).
    python -m tabletop.games.challengers.balance --evaluate --tournaments 500 --players 4
        one hard seat against easy seats (the hard seat moves round the table), then hard and
        easy each against random seats; prints win shares against the fair share.
    python -m tabletop.games.challengers.balance --bench
        random 4- and 8-seat tournaments per second and one match's resolution time.
    python -m tabletop.games.challengers.balance --play --players 5 --levels hard,easy --seed 3
        plays one whole tournament with computer seats (levels cycle over the seats) and prints
        the champion.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter

from tabletop.engine.core import random_rates
from tabletop.games.challengers import bots
from tabletop.games.challengers import rules as g
from tabletop.games.challengers.texts import name

BOUND_PP = 10.0  # every designed card: holders' win rate within this many points of non-holders'


EXPLORE = 0.2  # in the balance report, this share of the hard seats' picks is random, so every card is tried


def play(players: int, levels: list[str], seed: int, options: dict | None = None, record: bool = False,
         explore: float = 0.0):
    """One tournament between bots at ``levels`` (one per seat); returns the final state and,
    with ``record``, all events."""
    made = [bots.HardBot(seed * 31 + i, explore) if level == "hard" and explore else bots.LEVELS[level](seed * 31 + i)
            for i, level in enumerate(levels)]
    state = g.new_game(players, seed, options)
    events = []
    steps = 0
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        action = made[seat].choose(g.view(state, seat), seat)
        state, new = g.apply(state, action)
        if record:
            events += new
        steps += 1
        if steps > 100_000:
            raise RuntimeError(f"seed {seed}: the tournament does not end")
    return state, events


def _share(wins: float, games: int) -> tuple[float, float]:
    share = wins / games
    return share, 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / games)


def evaluate(strong: str, weak: str, tournaments: int, players: int, seed: int = 0) -> tuple[float, float]:
    """The win share of one ``strong`` seat among ``weak`` seats (and its 95% half-interval)."""
    wins = 0.0
    for i in range(tournaments):
        strong_seat = i % players
        levels = [strong if s == strong_seat else weak for s in range(players)]
        state, _ = play(players, levels, seed + i)
        won = g.winners(state)
        if strong_seat in won:
            wins += 1 / len(won)
    return _share(wins, tournaments)


def balance(tournaments: int, players: int, seed: int = 0) -> list[dict]:
    """Per designed card: offers, picks, holders (seats that selected it at least once in the
    tournament) and the holders' and others' win rates."""
    offered, picked, held, held_wins = Counter(), Counter(), Counter(), Counter()
    decks = wins_total = 0
    for i in range(tournaments):
        state, events = play(players, ["hard"] * players, seed + i, record=True, explore=EXPLORE)
        chosen = [set() for _ in range(players)]
        for e in events:
            if e.kind in ("CardsDrawn", "CardsRedrawn"):
                offered.update(e.secret["cards"])
            elif e.kind == "CardSelected":
                picked[e.secret["card"]] += 1
                chosen[e.data["seat"]].add(e.secret["card"])
        won = g.winners(state)
        for s in range(players):
            kinds = chosen[s]  # a holder is a deck that selected the card at least once
            win = 1 / len(won) if s in won else 0.0
            decks += 1
            wins_total += win
            for k in kinds:
                held[k] += 1
                held_wins[k] += win
    rows = []
    for kind, card in g.CARDS.items():
        if card.set in ("starter", "robot") or not offered[kind]:
            continue
        h, hw = held[kind], held_wins[kind]
        others, others_w = decks - h, wins_total - hw
        rate = hw / h if h else float("nan")
        base = others_w / others if others else float("nan")
        rows.append({"card": kind, "set": card.set, "level": card.level, "offered": offered[kind],
                     "pick": picked[kind] / offered[kind], "holders": h, "win": rate, "others": base,
                     "diff": (rate - base) * 100 if h and others else 0.0})
    return rows


def bench(seconds: float = 3.0) -> dict:
    """Random tournaments per second (4 and 8 seats) and one match's resolution time."""
    out = {players: random_rates(g, players, seconds)[0] for players in (4, 8)}
    # One match between two built decks: the time of the FinishDeck that sets the matches off,
    # divided by the number of matches it resolves.
    times = []
    for seed in range(40):
        state = g.new_game(2, seed)
        made = [bots.HardBot(seed), bots.HardBot(seed + 1)]
        while not g.is_over(state) and state.round < 5:
            seat = g.to_act(state)[0]
            state, _ = g.apply(state, made[seat].choose(g.view(state, seat), seat))
        while not g.is_over(state) and state.phase == "deck":
            seat = g.to_act(state)[0]
            action = made[seat].choose(g.view(state, seat), seat)
            last = [s for s in g.to_act(state)] == [seat] and isinstance(action, g.FinishDeck)
            t = time.perf_counter()
            state, _ = g.apply(state, action)
            if last:
                times.append(time.perf_counter() - t)
    out["match_ms"] = sorted(times)[len(times) // 2] * 1000 if times else float("nan")
    return out


TOURNAMENTS_TARGET = {4: 30, 8: 10}  # random tournaments per second the benchmark holds


def bench_lines(seconds: float = 3.0) -> list[tuple[str, str, str]]:
    """The benchmark's lines for ``python -m tabletop.bench``: (label, figure, target)."""
    figures = bench(seconds)
    lines = [(f"random challengers tournaments ({n} seats)", f"{figures[n]:.1f} per second",
              f">= {TOURNAMENTS_TARGET[n]}") for n in (4, 8)]
    lines.append(("challengers one match's resolution", f"median {figures['match_ms']:.3f} ms", ""))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.games.challengers.balance",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--tournaments", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--evaluate", action="store_true")
    parser.add_argument("--bench", action="store_true")
    parser.add_argument("--play", action="store_true")
    parser.add_argument("--levels", default="hard,easy")
    parser.add_argument("--robot-level", type=int, default=None)
    args = parser.parse_args(argv)
    if args.play:
        levels = args.levels.split(",")
        if any(level not in bots.LEVELS for level in levels):
            parser.error(f"levels are {', '.join(bots.LEVELS)}")
        seats = [levels[s % len(levels)] for s in range(args.players)]
        options = {"robot_level": args.robot_level} if args.robot_level else None
        state, _ = play(args.players, seats, args.seed, options)
        fans = [g.total_fans(state, p) for p in range(len(state.decks))]
        print(f"seats: {', '.join(f'{s}={lvl}' for s, lvl in enumerate(seats))}; fans: {fans}; ended by {state.ended_by}")
        won = g.winners(state)
        print("champion: " + (", ".join(f"seat {w} ({seats[w]})" for w in won) if won else "the Robot"))
        return 0
    if args.bench:
        r = bench()
        print(f"random 4-seat tournaments: {r[4]:.1f}/s (target >= 30)")
        print(f"random 8-seat tournaments: {r[8]:.1f}/s (target >= 10)")
        print(f"one match's resolution (hard decks, round 5): median {r['match_ms']:.2f} ms")
        return 0
    if args.evaluate:
        n, p = args.tournaments, args.players
        fair = 1 / p
        for strong, weak in (("hard", "easy"), ("hard", "random"), ("easy", "random")):
            share, half = evaluate(strong, weak, n, p, args.seed)
            print(f"{strong} vs {p - 1} {weak}: won {share:.1%} of {n} tournaments (95% +-{half:.1%}); "
                  f"fair share {fair:.1%}, ratio {share / fair:.2f}x")
        return 0
    rows = balance(args.tournaments, args.players, args.seed)
    print(f"{args.tournaments} tournaments of {args.players} hard seats ({EXPLORE:.0%} of picks at random); bound: holders' win rate within "
          f"+-{BOUND_PP:.0f} points of non-holders'")
    print(f"{'card':24s} {'set':9s} lvl {'offered':>7s} {'pick%':>6s} {'holders':>7s} {'win%':>6s} {'others%':>7s} {'diff':>6s}")
    worst = 0.0
    for r in sorted(rows, key=lambda r: (r["set"], r["level"], r["card"])):
        flag = " OUT" if abs(r["diff"]) > BOUND_PP else ""
        worst = max(worst, abs(r["diff"]))
        print(f"{name(r['card']):24s} {r['set']:9s} {r['level']:3s} {r['offered']:7d} {r['pick']:6.1%} {r['holders']:7d} "
              f"{r['win']:6.1%} {r['others']:7.1%} {r['diff']:+6.1f}{flag}")
    out = sum(1 for r in rows if abs(r["diff"]) > BOUND_PP)
    print(f"largest gap {worst:.1f} points; {out} card(s) outside the bound")
    return 0 if out == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
