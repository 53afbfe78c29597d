"""Computer opponents, one module per game, built only on the engine API and a seat's view.

``make_bot(game_id, level, seed)`` returns an object with ``choose(view, seat) -> Action``. The
game's module is imported when its first bot is made, so starting the program stays quick.
"""

import importlib

LEVELS = ("easy", "hard")

_MODULES = {
    "lucha-jefe": "tabletop.ai.lucha_jefe",
    "campeao": "tabletop.ai.campeao",
    "laurel-crown": "tabletop.ai.laurel_crown",
}
_CLASSES = {"easy": "EasyBot", "hard": "HardBot"}


def make_bot(game_id: str, level: str, seed: int = 0):
    """A computer player for ``game_id`` at ``level`` ("easy" or "hard")."""
    if game_id not in _MODULES or level not in _CLASSES:
        raise KeyError(f"no {level!r} computer player for {game_id!r}")
    module = importlib.import_module(_MODULES[game_id])
    return getattr(module, _CLASSES[level])(seed)
