"""Scenes: the title, the seat setup, one table per game, and overlays. Registered explicitly.

Explicit imports (no discovery) so PyInstaller sees every scene module.
"""


def table_scene(game_id: str):
    """The table scene class for a game id."""
    from tabletop.scenes.campeao import CampeaoScene
    from tabletop.scenes.laurel_crown import LaurelCrownScene
    from tabletop.scenes.lucha_jefe import LuchaJefeScene

    tables = {"lucha-jefe": LuchaJefeScene, "campeao": CampeaoScene, "laurel-crown": LaurelCrownScene}
    return tables[game_id]


PLAYABLE = ["campeao", "laurel-crown", "lucha-jefe"]
