"""What every game's computer players share: the levels, and how a bot is made for a game.

A game's bots live in its own package (``tabletop/games/<game>/bots.py``, classes ``EasyBot`` and
``HardBot``, each with ``choose(view, seat) -> Action``) and see only a seat's view. The module is
imported when its first bot is made, so starting the program stays quick. The Expert level is the
same for every game (``tabletop.ai.expert``: a search over the worlds its seat cannot tell apart),
offered where the game names its search plan (``GameInfo.expert``).
"""

from __future__ import annotations

import importlib

LEVELS = ("easy", "hard", "expert")
_CLASSES = {"easy": "EasyBot", "hard": "HardBot"}


def levels_of(game) -> tuple[str, ...]:
    """The levels a game's computer seats may play at (Expert where the game has a search plan)."""
    return tuple(level for level in LEVELS if level != "expert" or getattr(game, "expert", None))


def make_bot(game, level: str, seed: int = 0):
    """A computer player for ``game`` (its ``GameInfo``) at ``level`` ("easy", "hard" or "expert")."""
    if level not in levels_of(game):
        raise KeyError(f"no {level!r} computer player for {game.id}; levels: {', '.join(levels_of(game))}")
    if level == "expert":
        from tabletop.ai.expert import ExpertBot

        return ExpertBot(game, seed, hard=lambda: make_bot(game, "hard", seed))
    module = importlib.import_module(game.bots)
    return getattr(module, _CLASSES[level])(seed)
