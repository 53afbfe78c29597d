"""Tweens: every moving thing eases from where it is to where it should be.

``tweener.add(card, 0.3, "out_quad", x=400, y=200, on_done=...)`` animates numeric attributes of
any object. Easings are pure functions of t in [0, 1]. A global speed factor comes from the
settings (0 means instant); ``finish_all`` jumps every tween to its end, which is what a click
that skips the current animation does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable


def linear(t: float) -> float:
    return t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def arc(t: float) -> float:
    """0 -> 1 -> 0: the height of a thrown object along its flight."""
    return math.sin(math.pi * t)


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear,
    "out_quad": out_quad,
    "in_out_quad": in_out_quad,
    "out_cubic": out_cubic,
    "out_back": out_back,
    "out_bounce": out_bounce,
    "arc": arc,
}


@dataclass
class Tween:
    target: Any
    duration: float
    ease: Callable[[float], float]
    start: dict[str, float]
    end: dict[str, float]
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    started: bool = False
    done: bool = False
    tag: str = ""
    spread: dict[str, float] = field(default_factory=dict)

    def step(self, dt: float) -> None:
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0
        if not self.started:
            self.started = True
            # Start from wherever the target is *now*, so chained tweens never jump.
            self.start = {k: float(getattr(self.target, k)) for k in self.end}
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = self.ease(t)
        for name, end in self.end.items():
            setattr(self.target, name, self.start[name] + (end - self.start[name]) * k)
        if t >= 1.0:
            self.done = True

    def finish(self) -> None:
        """Jump to where the tween ends: ``ease(1)`` of the way (an arc ends where it began)."""
        k = self.ease(1.0)
        for name, end in self.end.items():
            start = float(getattr(self.target, name)) if not self.started else self.start[name]
            setattr(self.target, name, start + (end - start) * k)
        self.done = True


class Tweener:
    """Runs tweens each frame. ``speed`` scales every duration (0 = instant)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.tweens: list[Tween] = []
        self.speed = speed

    def add(
        self,
        target: Any,
        duration: float = 0.25,
        ease: str = "out_quad",
        *,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        tag: str = "",
        **attrs: float,
    ) -> Tween:
        if self.speed <= 0:
            duration, delay = 0.0, 0.0
        else:
            duration, delay = duration / self.speed, delay / self.speed
        # A new tween on the same attribute replaces the old one (no two tweens fight).
        for old in self.tweens:
            if target is not None and old.target is target and not old.done:
                for name in attrs:
                    old.end.pop(name, None)
        tween = Tween(target, duration, EASINGS[ease], {}, dict(attrs), delay, on_done, tag=tag)
        self.tweens.append(tween)
        if duration <= 0 and delay <= 0:
            tween.step(0.0)
        return tween

    def after(self, delay: float, callback: Callable[[], None], tag: str = "") -> Tween:
        """Call ``callback`` after ``delay`` seconds (scaled by speed), in step with the animations."""
        return self.add(None, 0.0, "linear", delay=delay, on_done=callback, tag=tag)

    def update(self, dt: float) -> None:
        finished = []
        for tween in list(self.tweens):
            if not tween.done:
                tween.step(dt)
            if tween.done:
                finished.append(tween)
        for tween in finished:
            if tween in self.tweens:
                self.tweens.remove(tween)
            if tween.on_done:
                tween.on_done()

    def busy(self, tag: str | None = None) -> bool:
        """Is anything still moving? Tweens tagged "ui" (hover, lift) never count as busy."""
        if tag is None:
            return any(not t.done and t.tag != "ui" for t in self.tweens)
        return any(not t.done and t.tag == tag for t in self.tweens)

    def finish_all(self) -> None:
        """Jump every running tween to its end (a click that skips the animation)."""
        while self.tweens:
            pending = list(self.tweens)
            self.tweens.clear()
            for tween in pending:
                tween.finish()
                if tween.on_done:
                    tween.on_done()
