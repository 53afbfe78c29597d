"""Short table sounds, synthesised for the project when the program starts (no sample files).

Card slides are filtered noise, flips a click, the belt a bell-like ring, the crowd a swelling
roar, a knockout a low thump. Without a sound device everything here is silent and harmless.
"""

from __future__ import annotations

import array
import math
import random
import threading

import pygame

RATE = 22050


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    a = max(1, int(attack * RATE))
    return [min(1.0, i / a) * math.exp(-decay * i / RATE) for i in range(n)]


def _noise(seconds: float, decay: float, smooth: float, seed: int) -> list[float]:
    rnd = random.Random(seed)
    n = int(seconds * RATE)
    env = _envelope(n, 0.004, decay)
    out, last = [], 0.0
    for i in range(n):
        last = last * smooth + rnd.uniform(-1, 1) * (1 - smooth)  # one-pole low-pass
        out.append(last * env[i] * 2.5)
    return out


def _bell(seconds: float, base: float) -> list[float]:
    n = int(seconds * RATE)
    env = _envelope(n, 0.002, 3.2)
    partials = [(1.0, 1.0), (2.76, 0.45), (5.4, 0.25), (8.9, 0.12)]
    return [env[i] * sum(a * math.sin(2 * math.pi * base * k * i / RATE) for k, a in partials) * 0.5 for i in range(n)]


def _thump(seconds: float) -> list[float]:
    n = int(seconds * RATE)
    env = _envelope(n, 0.002, 9.0)
    return [env[i] * math.sin(2 * math.pi * (90 - 50 * i / n) * i / RATE) for i in range(n)]


def _crowd(seconds: float) -> list[float]:
    rnd = random.Random(5)
    n = int(seconds * RATE)
    out, a, b = [], 0.0, 0.0
    for i in range(n):
        t = i / n
        swell = math.sin(math.pi * t) ** 0.7
        a = a * 0.92 + rnd.uniform(-1, 1) * 0.08
        b = b * 0.6 + rnd.uniform(-1, 1) * 0.4
        out.append((a * 2.2 + b * 0.25) * swell)
    return out


RECIPES = {
    "slide": lambda: _noise(0.16, 18.0, 0.55, 1),
    "flip": lambda: _noise(0.05, 70.0, 0.2, 2),
    "belt": lambda: _bell(0.9, 660.0),
    "cheer": lambda: _crowd(1.4),
    "thud": lambda: _thump(0.3),
}


class SoundBank:
    """Plays named sounds at the settings' volume; builds them on a background thread."""

    def __init__(self, settings: dict) -> None:
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = bool(pygame.mixer.get_init())
        if self.enabled:
            threading.Thread(target=self._build, name="sounds", daemon=True).start()

    def _build(self) -> None:
        freq, size, channels = pygame.mixer.get_init()
        for name, recipe in RECIPES.items():
            samples = recipe()
            if freq != RATE:  # resample by nearest neighbour: these are short effects
                step = RATE / freq
                samples = [samples[min(len(samples) - 1, int(i * step))] for i in range(int(len(samples) / step))]
            pcm = array.array("h", (max(-32767, min(32767, int(s * 20000))) for s in samples for _ in range(channels)))
            try:
                self.sounds[name] = pygame.mixer.Sound(buffer=pcm.tobytes())
            except pygame.error:
                self.enabled = False
                return

    def play(self, name: str) -> None:
        if not self.enabled or self.settings.get("muted") or name not in self.sounds:
            return
        sound = self.sounds[name]
        sound.set_volume(float(self.settings.get("volume", 0.7)))
        sound.play()
