"""The Expert thinks in a worker process, so that no frame waits for it.

A search is CPU-bound Python: on a thread it would share the interpreter lock with the drawing.
One long-lived process (spawn start method, which works the same from source and from the
one-file and one-folder executables, with ``multiprocessing.freeze_support`` at the program's
entry) is started the first time an Expert seat decides, and serves every Expert seat after it.

``Thinker.ask`` sends a seat's view and a budget and waits (on the match's bot thread, never on
the frame) for the action. A worker that dies or does not answer in time is killed and replaced
at the next question; the question raises ``WorkerLost`` and the Expert falls back on the hard
level for that decision. ``Thinker.stop`` ends the worker at once (quitting to the title or
closing the window while it thinks leaves no stray process). Each question carries a number: an
answer to an older question (one that ran out of time) is thrown away, never taken for the next.
"""

from __future__ import annotations

import importlib
import itertools
import threading
import time

GRACE = 2.0  # seconds past its budget before a silent worker is taken for lost


class WorkerLost(RuntimeError):
    """The worker died or did not answer in time; it has been stopped."""


def plan_for(module: str):
    """The search plan of a game, ``plan()`` of its expert module (named by its path: the worker
    imports the game it is asked about, and only that one)."""
    return importlib.import_module(module).plan()


def serve(conn) -> None:
    """The worker's loop: answer questions until told to stop or the pipe closes."""
    from tabletop.ai.search import search

    plans: dict = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] == "stop":
            return
        _, number, module, view, seat, seconds, seed = message
        try:
            plan = plans.get(module) or plans.setdefault(module, plan_for(module))
            result = search(plan, view, seat, seconds=seconds, seed=seed)
            conn.send(("action", number, result.action, result.iterations))
        except Exception as exc:  # noqa: BLE001 - the asking side falls back; the worker lives on
            conn.send(("error", number, f"{type(exc).__name__}: {exc}", 0))


class Thinker:
    """The program's one worker process, started when first needed."""

    def __init__(self) -> None:
        self._process = None
        self._conn = None
        self._lock = threading.Lock()  # one question at a time
        self._life = threading.Lock()  # starting and stopping the process (never held while it thinks)
        self._numbers = itertools.count(1)
        self.iterations = 0  # how many iterations the last answer took (for the bench)
        self.answered = 0  # questions the worker answered (an autoplay reports them)
        self.lost = 0  # questions it failed (the hard level decided)

    def _start(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(target=serve, args=(child,), daemon=True, name="tabletop-expert")
        process.start()
        child.close()
        self._process, self._conn = process, parent

    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def ask(self, module: str, view, seat: int, seconds: float, seed: int, live=None):
        """The action the search of the game whose expert module is ``module`` chooses for
        ``seat`` in ``view`` after about ``seconds``. ``live`` says whether the asker still wants
        an answer (a match that was left does not start a worker again)."""
        with self._lock:
            with self._life:
                if live is not None and not live():
                    raise WorkerLost("the match was left before the expert was asked")
                if not self.alive():
                    self._start()
            number = next(self._numbers)
            try:
                self._conn.send(("think", number, module, view, seat, seconds, seed))
                deadline = time.monotonic() + seconds + GRACE + (3.0 if self.iterations == 0 else 0.0)
                while True:
                    left = deadline - time.monotonic()
                    if left <= 0 or not self._conn.poll(left):
                        raise WorkerLost(f"the expert did not answer within {seconds + GRACE:.1f} s")
                    kind, answered, payload, iterations = self._conn.recv()
                    if answered != number:  # an answer to a question given up on: not this one's
                        continue
                    if kind == "error":
                        raise WorkerLost(payload)
                    self.iterations = iterations
                    self.answered += 1
                    return payload
            except (EOFError, OSError, BrokenPipeError, AttributeError) as exc:  # (stopped under us)
                self.lost += 1
                with self._life:
                    self._kill()
                raise WorkerLost(f"the expert's worker stopped ({type(exc).__name__})") from exc
            except WorkerLost:
                self.lost += 1
                with self._life:
                    self._kill()
                raise

    def _kill(self) -> None:
        process, self._process = self._process, None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if process is not None and process.is_alive():
            process.kill()
            process.join(2)

    def stop(self) -> None:
        """End the worker now, thinking or not (the next question starts a new one)."""
        with self._life:
            self._kill()


THINKER = Thinker()  # the program's worker (a module attribute: nothing starts until asked)
