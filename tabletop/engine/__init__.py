"""Pure game rules, one module per game, registered here by id.

Nothing below this package imports pygame or touches user files; see core.py for the contract.
"""

from tabletop.engine import campeao, laurel_crown, lucha_jefe

GAMES = {lucha_jefe.id: lucha_jefe, campeao.id: campeao, laurel_crown.id: laurel_crown}


def get(game_id: str):
    """The engine module of a registered game; KeyError names the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
