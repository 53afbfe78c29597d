"""The game registry: one package per game below, each describing itself once as a ``GameInfo``.

The title screen, the setup screen, autoplay, the benchmark, the evaluation command and the
tests all read ``GAMES``; a new game is a new folder here and its entry below.
"""

from tabletop.engine.game import GameInfo
from tabletop.games import campeao, challengers, dead_last, laurel_crown, lucha_jefe

GAMES: tuple[GameInfo, ...] = (campeao.GAME, challengers.GAME, laurel_crown.GAME, lucha_jefe.GAME, dead_last.GAME)
_BY_ID = {game.id: game for game in GAMES}


def get(game_id: str) -> GameInfo:
    """The game registered as ``game_id``; KeyError names the known ids."""
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(_BY_ID))}") from None


def ids() -> list[str]:
    return [game.id for game in GAMES]


def playable() -> list[GameInfo]:
    """The games with a table, in the order the title screen shows them."""
    return [game for game in GAMES if game.playable]
