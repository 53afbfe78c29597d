"""Dead Last's own benchmark lines for ``python -m tabletop.bench``: the game at its largest table.

The generic lines measure a game at its default seats (8); a full table of 12 is where the
engine and the computer players work hardest (a conspiracy offers over a hundred whispers, the
hard level samples eleven other votes), so these lines measure that: random 12-seat games per
second, and the decision times of both levels in 12-seat games played by bots of mixed characters.
"""

from __future__ import annotations

import random
import statistics
import time

RANDOM_GAMES_TARGET = 50  # random 12-seat games per second
DECISION_TARGET_MS = 5.0  # p95 of one decision at 12 seats
SEATS = 12


def decision_times(level: str, samples: int, seed: int = 0) -> list[float]:
    """Seconds per decision of ``level`` bots filling all 12 seats, over seeded games."""
    from tabletop.games.dead_last import bots, rules

    cls = bots.HardBot if level == "hard" else bots.EasyBot
    times: list[float] = []
    while len(times) < samples:
        rnd = random.Random(seed)
        characters = [rnd.choice(rules.C.characters) for _ in range(SEATS)]
        players = [cls(seed * 31 + s) for s in range(SEATS)]
        state = rules.new_game(SEATS, seed, {"characters": characters})
        while not rules.is_over(state) and len(times) < samples:
            seat = rules.to_act(state)[0]
            view = rules.view(state, seat)
            start = time.perf_counter()
            action = players[seat].choose(view, seat)
            times.append(time.perf_counter() - start)
            state, _ = rules.apply(state, action)
        seed += 1
    return times


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def bench_lines(seconds: float = 3.0) -> list[tuple[str, str, str]]:
    """(label, figure, target) lines: random 12-seat games per second, and decision times."""
    from tabletop.engine.core import random_rates
    from tabletop.games.dead_last import rules

    rate, actions = random_rates(rules, SEATS, seconds)
    lines = [(f"random dead-last games ({SEATS} seats)", f"{rate:.0f} per second, {actions:.0f} actions per second",
              f">= {RANDOM_GAMES_TARGET}")]
    samples = max(500, int(seconds * 1000))
    for level in ("easy", "hard"):
        times = decision_times(level, samples)
        lines.append((f"dead-last {level} decision ({SEATS} seats)",
                      f"p50 {statistics.median(times) * 1000:.3f} ms  p95 {_pct(times, 0.95) * 1000:.3f} ms",
                      f"p95 < {DECISION_TARGET_MS:g} ms"))
    return lines
