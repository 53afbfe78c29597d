"""Benchmark command: ``python -m tabletop.bench`` (not a test: these machines are shared and noisy).

Prints medians and ratios: frame time p50/p99 on the Lucha Jefe table at 1920x1080 next to the
floor measured in the same run (one full-screen blit + flip), time to first frame from source,
the executable's size if one is built, random matches per second, and computer decision times,
including the worst frame drawn while a computer seat was thinking.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def bench_first_frame(runs: int) -> list[float]:
    """Seconds from starting ``python -m tabletop`` to its first flipped frame."""
    out = []
    env = dict(os.environ, TABLETOP_REPORT_FIRST_FRAME="1")
    for _ in range(runs):
        start = time.time()
        proc = subprocess.run([sys.executable, "-m", "tabletop", "--frames", "1"], env=env, capture_output=True,
                              text=True, timeout=60)
        line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("first-frame-epoch:")), None)
        if line:
            out.append(float(line.split()[1]) - start)
    return out


def bench_random_matches(game_id: str, seconds: float) -> float:
    from tabletop import engine

    game = engine.get(game_id)
    rnd = random.Random(1)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(game.min_players, done)
        while not game.is_over(state):
            seat = rnd.choice(game.to_act(state))
            state, _ = game.apply(state, rnd.choice(game.legal_actions(state, seat)))
        done += 1
    return done / (time.perf_counter() - start)


def bench_decisions(game_id: str, level: str, samples: int) -> list[float]:
    from tabletop import ai, engine

    game = engine.get(game_id)
    bot = ai.make_bot(game_id, level, 7)
    rnd = random.Random(3)
    times: list[float] = []
    seed = 0
    while len(times) < samples:
        state = game.new_game(game.min_players, seed)
        seed += 1
        while not game.is_over(state) and len(times) < samples:
            seat = rnd.choice(game.to_act(state))
            view = game.view(state, seat)
            t = time.perf_counter()
            action = bot.choose(view, seat)
            times.append(time.perf_counter() - t)
            state, _ = game.apply(state, action)
    return times


def bench_frames(frames: int) -> dict:
    """Frame times of the real Lucha Jefe table scene, and the floor, in one process."""
    import pygame

    from tabletop.app import App, parse_args
    from tabletop.match import Match, SeatInfo
    from tabletop.scenes.lucha_jefe import LuchaJefeScene

    app = App(parse_args(["--windowed"]))
    screen = app.screen
    clock_dt = 1 / 144

    # The floor: one full-screen blit and a flip.
    back = pygame.Surface(screen.get_size()).convert()
    back.fill((40, 20, 50))
    floor = []
    for _ in range(frames):
        t = time.perf_counter()
        screen.blit(back, (0, 0))
        pygame.display.flip()
        floor.append(time.perf_counter() - t)

    # A busy table: both rosters chosen, fighters revealed in the ring, belts, a full log.
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Computer", "computer", "hard", 1)]
    match = Match("lucha-jefe", seats, seed=5)
    scene = LuchaJefeScene(app, match)
    app.scenes.push(scene)
    while match.state.phase == "draft":
        seat = match.to_act()[0]
        match.submit(match.legal(seat)[0])
    scene.view = match.view(0)
    for i in range(40):
        scene._log(f"Line {i} of the ringside log, long enough to wrap onto a second line here.")
    scene._sync(instant=True)
    table = []
    for i in range(frames):
        t = time.perf_counter()
        # Keep something moving: a card slides back and forth, as during play.
        piece = next(iter(scene.cards.values()))
        piece.x = 420 + (i % 60) * 4
        scene.update(0.0)
        scene.draw(screen)
        pygame.display.flip()
        table.append(time.perf_counter() - t)

    # Frames while the hard computer thinks, through the match's background worker.
    auto = Match("lucha-jefe", [SeatInfo("A", "computer", "hard", 0), SeatInfo("B", "computer", "hard", 1)], seed=9)
    app.scenes.replace(LuchaJefeScene(app, auto))
    app.settings["animation_speed"] = 0
    thinking = []
    deadline = time.perf_counter() + 20
    while not auto.over and time.perf_counter() < deadline:
        t = time.perf_counter()
        app.scenes.update(clock_dt)
        app.scenes.draw(screen)
        pygame.display.flip()
        if auto.thinking():
            thinking.append(time.perf_counter() - t)
    return {"floor": floor, "table": table, "thinking": thinking}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    args = parser.parse_args(argv)
    frames = 150 if args.quick else args.frames
    ms = 1000.0

    first = bench_first_frame(3 if args.quick else 7)
    result = bench_frames(frames)
    floor, table = result["floor"], result["table"]
    f50, t50, t99 = statistics.median(floor), statistics.median(table), pct(table, 0.99)
    print(f"frame  floor p50 {f50 * ms:.2f} ms | table p50 {t50 * ms:.2f} ms  p99 {t99 * ms:.2f} ms"
          f" | p50 ratio {t50 / f50:.2f}x (target <= 2.5x, p99 < 6.9 ms)")
    if result["thinking"]:
        print(f"frames while the computer thinks: {len(result['thinking'])}, worst {max(result['thinking']) * ms:.1f} ms"
              " (target: none over 33 ms)")
    if first:
        print(f"first frame from source: median {statistics.median(first):.3f} s over {len(first)} runs (target < 0.5 s)")
    exe = Path("dist") / ("tabletop.exe" if os.name == "nt" else "tabletop")
    if exe.exists():
        print(f"executable: {exe.stat().st_size / 1024 / 1024:.1f} MB (target < 30 MB)")
    else:
        print("executable: not built (pyinstaller build.spec)")
    rate = bench_random_matches("lucha-jefe", 1.5 if args.quick else 4.0)
    print(f"random matches: {rate:.0f} per second (target >= 1000)")
    for level in ("easy", "hard"):
        times = bench_decisions("lucha-jefe", level, 200 if args.quick else 1000)
        print(f"{level} decision: p50 {statistics.median(times) * ms:.2f} ms  p95 {pct(times, 0.95) * ms:.2f} ms"
              " (target p95 < 300 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
