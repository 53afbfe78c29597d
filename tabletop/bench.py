"""Benchmark command: ``python -m tabletop.bench`` (not a test: these machines are shared and noisy).

Prints medians and ratios: frame time p50/p99 on each table at 1920x1080 (Lucha Jefe with its
fighters in the ring; Campeão with six seats while dice tumble; Laurel Crown during a reveal with
every card on the power track; Challengers! with four parks in play; Dead Last's twelve seats
pointing at each other before a vote) next to the floor measured in
the same run (one full-screen blit + flip), time to first frame from source, the executable's
size if one is built, what a still screen costs (share of one core), random games per second, and
computer decision times, including the worst frame drawn while a computer seat was thinking; for
the Expert, its search's iterations per second per game, its decision time at each budget, and
the worst frame drawn while it thinks in its worker process.
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


def bench_start(command: list[str], runs: int, frame: bool = True) -> list[float]:
    """Seconds from launching ``command`` to its first flipped frame (or, with ``frame`` False, to
    its exit); the first run is the cold one (a one-file executable unpacks itself every time)."""
    out = []
    env = dict(os.environ, TABLETOP_REPORT_FIRST_FRAME="1")
    for _ in range(runs):
        start = time.time()
        proc = subprocess.run(command + (["--frames", "1"] if frame else []), env=env, capture_output=True,
                              text=True, timeout=120)
        if not frame:
            out.append(time.time() - start)
            continue
        line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("first-frame-epoch:")), None)
        if line:
            out.append(float(line.split()[1]) - start)
    return out


def executables() -> list[tuple[str, Path]]:
    """The built executables present: the one-file build and the one-folder build."""
    name = "tabletop.exe" if os.name == "nt" else "tabletop"
    found = [("one-file", Path("dist") / name), ("one-folder", Path("dist") / "tabletop-folder" / name)]
    return [(kind, path) for kind, path in found if path.exists()]


def bench_random_matches(game_id: str, players: int, seconds: float) -> tuple[float, float]:
    """Random games per second and actions per second of a registered game."""
    from tabletop import games
    from tabletop.engine.core import random_rates

    return random_rates(games.get(game_id).rules, players, seconds)


def bench_decisions(game_id: str, level: str, samples: int) -> list[float]:
    from tabletop import ai, games

    info = games.get(game_id)
    game = info.rules
    bot = ai.make_bot(info, level, 7)
    rnd = random.Random(3)
    times: list[float] = []
    seed = 0
    while len(times) < samples:
        state = game.new_game(info.seats_default(), seed)
        seed += 1
        while not game.is_over(state) and len(times) < samples:
            seat = rnd.choice(game.to_act(state))
            view = game.view(state, seat)
            t = time.perf_counter()
            action = bot.choose(view, seat)
            times.append(time.perf_counter() - t)
            state, _ = game.apply(state, action)
    return times


def _choices(info, count: int, seed: int = 3) -> list:
    """Positions of seeded random games where the seat to act has a real choice (two or more
    actions), as (view, seat): what an Expert is asked."""
    rules = info.rules
    rnd = random.Random(seed)
    found, game = [], 0
    while len(found) < count:
        state = rules.new_game(info.seats_default(), seed * 1000 + game)
        game += 1
        for _ in range(rnd.randrange(5, 80)):
            if rules.is_over(state):
                break
            seat = rnd.choice(rules.to_act(state))
            state, _ = rules.apply(state, rnd.choice(rules.legal_actions(state, seat)))
        if not rules.is_over(state):
            seat = rnd.choice(rules.to_act(state))
            if len(rules.legal_actions(state, seat)) > 1:
                found.append((rules.view(state, seat), seat))
    return found


def bench_expert(game_id: str, samples: int) -> tuple[list[float], dict]:
    """The Expert's search of one game: iterations per second (in this process, one second on each
    of ``samples`` positions), and the decision time at each budget as the table sees it (asked of
    the worker process, the pipe included)."""
    from tabletop import games
    from tabletop.ai import search as S
    from tabletop.ai import worker
    from tabletop.ai.expert import BUDGETS

    info = games.get(game_id)
    plan = worker.plan_for(info.expert)
    positions = _choices(info, samples)
    rates = []
    for i, (view, seat) in enumerate(positions):
        result = S.search(plan, view, seat, seconds=1.0, seed=i)
        rates.append(result.iterations / max(result.seconds, 1e-9))
    times: dict = {}
    worker.THINKER.ask(info.expert, *positions[0], 0.05, 0)  # the worker started and the game imported
    for name, budget in BUDGETS.items():
        times[name] = []
        for i, (view, seat) in enumerate(positions):
            t = time.perf_counter()
            worker.THINKER.ask(info.expert, view, seat, budget, i)
            times[name].append(time.perf_counter() - t)
    worker.THINKER.stop()
    return rates, times


def _full_log(scene, seed: int, steps: int = 300) -> None:
    """Give a table's log a long history: the events of another game of the same kind, played
    at random with the same seats (the log is written from events, so it is filled with events)."""
    from tabletop.match import Match

    other = Match(scene.match.info, scene.match.seats, seed=seed)
    chooser = random.Random(seed)
    while not other.over and len(other.steps) < steps:
        other.submit(chooser.choice(other.legal(other.to_act()[0])))
    scene.history = list(other.opening) + [e for step in other.steps for e in step.events]


def _frame_times(app, scene, frames: int, animate) -> list[float]:
    import pygame

    times = []
    for i in range(frames):
        t = time.perf_counter()
        animate(i)
        scene.update(0.0)
        scene.draw(app.screen)
        pygame.display.flip()
        times.append(time.perf_counter() - t)
    return times


def bench_frames(frames: int) -> dict:
    """Frame times of the real table scenes, the floor in the same process, and the frames
    drawn while a hard computer seat thinks on its worker thread."""
    import pygame

    from tabletop import games
    from tabletop.app import App, parse_args
    from tabletop.match import Match, SeatInfo

    LUCHA, CAMPEAO, LAUREL = (games.get(g) for g in ("lucha-jefe", "campeao", "laurel-crown"))
    LuchaJefeScene, CampeaoScene, LaurelCrownScene = (g.table_scene() for g in (LUCHA, CAMPEAO, LAUREL))

    app = App(parse_args(["--windowed"]))
    screen = app.screen
    back = pygame.Surface(screen.get_size()).convert()
    back.fill((40, 20, 50))
    floor = []
    for _ in range(frames):
        t = time.perf_counter()
        screen.blit(back, (0, 0))
        pygame.display.flip()
        floor.append(time.perf_counter() - t)

    # Lucha Jefe: both rosters chosen, fighters in the ring, a full log, a card sliding.
    seats = [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Computer", "computer", "hard", 1)]
    match = Match(LUCHA, seats, seed=5)
    lucha = LuchaJefeScene(app, match)
    app.scenes.push(lucha)
    while match.state.phase == "draft":
        match.submit(match.legal(match.to_act()[0])[0])
    lucha.view = match.view(0)
    _full_log(lucha, 6)
    lucha._sync(instant=True)
    piece = next(iter(lucha.cards.values()))

    def slide(i):
        piece.x = 420 + (i % 60) * 4

    table = _frame_times(app, lucha, frames, slide)

    # Campeão with six seats, a fight under way and six dice tumbling again and again.
    six = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"C{i}", "computer", "hard", i) for i in range(1, 6)]
    camp_match = Match(CAMPEAO, six, seed=3, options={"champion": 5})
    camp = CampeaoScene(app, camp_match)
    app.scenes.replace(camp)
    _full_log(camp, 4)
    camp.queue.clear()
    camp.fighters = (0, 5)
    faces = ["punch", "kick", "submission", "blank", "punch", "kick"]

    def roll(i):
        camp.tweener.update(1 / 144)
        if i % 90 == 0:
            camp._tumble(faces)
            camp._tumble_injuries(["yellow", "yellow", "yellow", "red"], ["pow", "blank", "bam", "blank"])

    campeao = _frame_times(app, camp, frames, roll)

    # Laurel Crown during a reveal: every fighter of a crowded tournament on the power track.
    seats3 = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"C{i}", "computer", "hard", i) for i in (1, 2)]
    lmatch = Match(LAUREL, seats3, seed=4, options={"first": 0})
    while lmatch.state.phase != "place":
        lmatch.submit(lmatch.legal(lmatch.to_act()[0])[0])
    while lmatch.state.phase == "place":  # everybody sends every fighter the arena takes
        seat = lmatch.to_act()[0]
        places = [a for a in lmatch.legal(seat) if a.kind == "Place" and not a.gold and not a.counters]
        lmatch.submit(places[0] if places else lmatch.legal(seat)[0])
    events = [e for step in lmatch.steps[-3:] for e in step.events]
    laurel = LaurelCrownScene(app, lmatch)
    app.scenes.replace(laurel)
    laurel.queue.clear()
    for event in events:  # play the reveal up to the power track, then measure
        if event.kind in ("FightersRevealed", "DiceRolled", "PowersDetermined", "BattleRanked"):
            laurel.play_event(event)
    laurel.tweener.finish_all()
    laurel_frames = _frame_times(app, laurel, frames, lambda i: laurel.tweener.update(1 / 144))

    # Challengers! with eight seats: four parks in play, benches filled, the last park's attack
    # under way with its newest card sliding in (the events of a competition played up to there).
    chal_info = games.get("challengers")
    eight = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"C{i}", "computer", "hard", i) for i in range(1, 8)]
    cmatch = Match(chal_info, eight, seed=7)
    pick = random.Random(7)
    events = []
    while not cmatch.over:
        events = cmatch.submit(pick.choice(cmatch.legal(cmatch.to_act()[0])))
        if cmatch.state.round >= 3 and any(e.kind == "CompetitionStarted" for e in events):
            break
    chal = chal_info.table_scene()(app, cmatch)
    app.scenes.replace(chal)
    chal.queue.clear()
    chal.view = chal_info.rules.view(cmatch.steps[-1].before, None)
    last = max(i for i, e in enumerate(events) if e.kind == "CardRevealed")
    for event in events[:last + 1]:
        chal.play_event(event.for_seat(None))
    newest = events[last].data["card"]
    chal.watching = events[last].data["park"]

    def slide_in(i):
        chal.ages[newest] = (i % 30) / 100

    chal_frames = _frame_times(app, chal, frames, slide_in)

    # Dead Last with twelve seats in the talk before a vote: every seat pointing, one arrow
    # reaching out again and again, a long log, the clock running.
    dl_info = games.get("dead-last")
    twelve = [SeatInfo("Ana", "human", "easy", 0)] + [SeatInfo(f"Rival {i}", "computer", "hard", i) for i in range(1, 12)]
    dl_match = Match(dl_info, twelve, seed=5)
    pick = random.Random(5)
    while dl_match.state.round < 3 and not dl_match.over:  # a history for the log
        dl_match.submit(pick.choice(dl_match.legal(dl_match.to_act()[0])))
    while dl_match.state.phase != "conspire":
        dl_match.submit(pick.choice(dl_match.legal(dl_match.to_act()[0])))
    for seat in range(1, 12):
        if dl_match.state.alive[seat] and seat in dl_match.to_act():
            targets = [t for t in range(12) if t != seat and dl_match.state.alive[t]]
            dl_match.submit(dl_info.rules.Point(seat, pick.choice(targets)))
    dead_last = dl_info.table_scene()(app, dl_match)
    app.scenes.replace(dead_last)
    dead_last.queue.clear()
    dead_last.history = [e for step in dl_match.steps for e in step.events]
    dead_last.rebuild()
    reaching = next(s for s, t in enumerate(dead_last.picture.pointers) if t is not None)

    def reach(i):
        dead_last.looks[reaching].grow = (i % 30) / 30

    dl_frames = _frame_times(app, dead_last, frames, reach)

    # Frames while hard computer seats think, through the match's background worker.
    auto = Match(LUCHA, [SeatInfo("A", "computer", "hard", 0), SeatInfo("B", "computer", "hard", 1)], seed=9)
    app.scenes.replace(LuchaJefeScene(app, auto))
    app.settings["animation_speed"] = 0
    thinking = []
    deadline = time.perf_counter() + 20
    while not auto.over and time.perf_counter() < deadline:
        t = time.perf_counter()
        app.scenes.update(1 / 144)
        app.scenes.draw(screen)
        pygame.display.flip()
        if auto.thinking():
            thinking.append(time.perf_counter() - t)
    # Frames while an Expert seat thinks (in its worker process) against a hard one.
    from tabletop.ai import worker

    auto = Match(LUCHA, [SeatInfo("A", "computer", "expert", 0), SeatInfo("B", "computer", "hard", 1)], seed=9)
    app.settings["think"] = "quick"  # the table sets the budget from the setting
    app.scenes.replace(LuchaJefeScene(app, auto))
    expert = []
    deadline = time.perf_counter() + 30
    while not auto.over and time.perf_counter() < deadline and len(expert) < 2000:
        t = time.perf_counter()
        app.scenes.update(1 / 144)
        app.scenes.draw(screen)
        pygame.display.flip()
        if auto.thinking() and auto._job is not None and auto._job[2] == 0:
            expert.append(time.perf_counter() - t)
    auto.close()
    worker.THINKER.stop()
    return {"floor": floor, "lucha-jefe": table, "campeao": campeao, "laurel-crown": laurel_frames,
            "challengers": chal_frames, "dead-last": dl_frames, "thinking": thinking, "expert": expert}


RANDOM_GAMES_TARGET = {"lucha-jefe": 1000, "campeao": 100, "laurel-crown": 200}  # random games per second
FRAME_SCENES = ("lucha-jefe", "campeao", "laurel-crown", "challengers", "dead-last")  # the tables bench_frames measures
STRICT = ("challengers", "dead-last")  # tables held to 1.5x the floor (the others to 2.5x)


def bench_idle(seconds: float) -> dict:
    """Share of one core that a still screen costs, as the program paces it (title screen, and a
    table waiting for a human), measured as process time over wall time."""
    import pygame

    from tabletop import games
    from tabletop.app import App, parse_args
    from tabletop.match import Match, SeatInfo

    app = App(parse_args(["--windowed"]))
    pygame.event.get()
    out = {}

    def measure(label: str) -> None:
        for _ in range(30):  # settle: the first frames draw and cache everything
            app.step()
        app.last_input = 0.0  # nobody has touched the mouse for a while
        wall, cpu = time.perf_counter(), time.process_time()
        while time.perf_counter() - wall < seconds:
            app.step()
        out[label] = (time.process_time() - cpu) / (time.perf_counter() - wall)

    app.show_title()
    measure("title screen")
    info = games.get("lucha-jefe")
    match = Match(info, [SeatInfo("Ana", "human", "easy", 0), SeatInfo("Bot", "computer", "easy", 1)], 3, None)
    app.scenes.replace(info.table_scene()(app, match))
    for _ in range(600):  # the opening plays; then the table waits for Ana's first pick
        app.step(paced=False)
    measure("Lucha Jefe table waiting for a human")
    pygame.quit()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    args = parser.parse_args(argv)
    frames = 150 if args.quick else args.frames
    ms = 1000.0

    first = bench_first_frame(3 if args.quick else 7)
    result = bench_frames(frames)
    floor = result["floor"]
    f50 = statistics.median(floor)
    print(f"floor (one full-screen blit + flip): p50 {f50 * ms:.2f} ms")
    for game_id in FRAME_SCENES:
        t = result[game_id]
        t50, t99 = statistics.median(t), pct(t, 0.99)
        target = "<= 1.5x, p99 <= 1.5x the floor's p99" if game_id in STRICT else "<= 2.5x, p99 < 6.9 ms"
        print(f"frame {game_id:11s} p50 {t50 * ms:.2f} ms  p99 {t99 * ms:.2f} ms | p50 {t50 / f50:.2f}x floor,"
              f" p99 {t99 / pct(floor, 0.99):.2f}x the floor's p99 (targets: {target})")
    if result["thinking"]:
        print(f"frames while the computer thinks: {len(result['thinking'])}, worst {max(result['thinking']) * ms:.1f} ms"
              " (target: none over 33 ms)")
    if result["expert"]:
        print(f"frames while an Expert thinks (its worker process): {len(result['expert'])}, "
              f"p50 {statistics.median(result['expert']) * ms:.1f} ms, worst {max(result['expert']) * ms:.1f} ms"
              " (target: none over 16.7 ms)")
    if first:
        print(f"first frame from source: median {statistics.median(first):.3f} s over {len(first)} runs (target < 0.5 s)")
    runs = 4 if args.quick else 8
    pygame_import = bench_start([sys.executable, "-c", "import pygame"], runs, frame=False)
    print(f"python -c 'import pygame': median {statistics.median(pygame_import):.3f} s (the floor of any start)")
    built = executables()
    for kind, exe in built:
        size = exe.stat().st_size if kind == "one-file" else sum(
            p.stat().st_size for p in exe.parent.rglob("*") if p.is_file())
        times = bench_start([str(exe)], runs)
        if not times:
            print(f"executable {kind}: no frame reported ({exe})")
            continue
        warm = statistics.median(times[1:]) if len(times) > 1 else times[0]
        print(f"executable {kind}: {size / 1024 / 1024:.1f} MB; first frame cold {times[0]:.3f} s, warm median "
              f"{warm:.3f} s over {len(times) - 1} runs" + (" (target: warm < 1.0 s)" if kind == "one-file" else ""))
    if not built:
        print("executable: not built (pyinstaller build.spec; TABLETOP_BUILD=folder for the one-folder form)")
    for label, share in bench_idle(2.0 if args.quick else 6.0).items():
        print(f"idle {label}: {share * 100:.1f}% of one core (target < 5%)")
    from tabletop import games

    for info in games.GAMES:
        game_id, players = info.id, info.seats_default()
        target = RANDOM_GAMES_TARGET.get(game_id)
        rate, actions = bench_random_matches(game_id, players, 1.5 if args.quick else 4.0)
        print(f"random {game_id} games ({players} seats): {rate:.0f} per second"
              + (f" (target >= {target})" if target else "")
              + f", {actions:.0f} actions per second, {actions / rate:.0f} a game")
        for label, figure, target in info.bench_lines(1.5 if args.quick else 4.0):
            print(f"{label}: {figure}" + (f" (target {target})" if target else ""))
        for level in ("easy", "hard"):
            times = bench_decisions(game_id, level, 200 if args.quick else 1000)
            print(f"{game_id} {level} decision: p50 {statistics.median(times) * ms:.2f} ms  "
                  f"p95 {pct(times, 0.95) * ms:.2f} ms (target p95 < 300 ms)")
        rates, thought = bench_expert(game_id, 3 if args.quick else 8)
        print(f"{game_id} expert search: median {statistics.median(rates):.0f} iterations per second "
              f"over {len(rates)} positions")
        for name, times in thought.items():
            print(f"{game_id} expert decision at {name}: p50 {statistics.median(times):.2f} s  "
                  f"p95 {pct(times, 0.95):.2f} s (its budget and the pipe)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
