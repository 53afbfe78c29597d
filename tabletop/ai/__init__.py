"""Computer opponents, one module per game, built only on the engine API and a seat's view.

``make_bot(game_id, level, seed)`` returns an object with ``choose(view, seat) -> Action``.
"""

from tabletop.ai import campeao, laurel_crown, lucha_jefe

LEVELS = ("easy", "hard")

_BOTS = {
    "lucha-jefe": {"easy": lucha_jefe.EasyBot, "hard": lucha_jefe.HardBot},
    "campeao": {"easy": campeao.EasyBot, "hard": campeao.HardBot},
    "laurel-crown": {"easy": laurel_crown.EasyBot, "hard": laurel_crown.HardBot},
}


def make_bot(game_id: str, level: str, seed: int = 0):
    """A computer player for ``game_id`` at ``level`` ("easy" or "hard")."""
    try:
        return _BOTS[game_id][level](seed)
    except KeyError:
        raise KeyError(f"no {level!r} computer player for {game_id!r}") from None
