"""What every game's computer players share: the levels, and how a bot is made for a game.

A game's bots live in its own package (``tabletop/games/<game>/bots.py``, classes ``EasyBot`` and
``HardBot``, each with ``choose(view, seat) -> Action``) and see only a seat's view. The module is
imported when its first bot is made, so starting the program stays quick.
"""

from __future__ import annotations

import importlib

LEVELS = ("easy", "hard")
_CLASSES = {"easy": "EasyBot", "hard": "HardBot"}


def make_bot(game, level: str, seed: int = 0):
    """A computer player for ``game`` (its ``GameInfo``) at ``level`` ("easy" or "hard")."""
    if level not in _CLASSES:
        raise KeyError(f"no {level!r} computer player; levels: {', '.join(LEVELS)}")
    module = importlib.import_module(game.bots)
    return getattr(module, _CLASSES[level])(seed)
