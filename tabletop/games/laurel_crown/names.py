"""What players call Laurel Crown's content, in their language, by id.

Fighters go by their proper names, the same in every language (``content.toml``). Arenas have
names that mean something ("Festival of Vesta"), so theirs are in the translation catalogues,
``laurel.arena-name.<id>``, like every other text a player reads. Every screen and the log ask
here, so a name reads the same everywhere.
"""

from __future__ import annotations

from tabletop.games.laurel_crown import rules
from tabletop.i18n import tr


def arena_key(arena: str) -> str:
    return f"laurel.arena-name.{arena}"


def fighter(key: str | None) -> str:
    """A fighter's name, or the words for a fighter nobody may see."""
    return rules.FIGHTERS[key].name if key in rules.FIGHTERS else tr("laurel.hidden-fighter")


def arena(key: str | None) -> str:
    """An arena's name, or the words for one still face down."""
    return tr(arena_key(key)) if key in rules.ARENAS else tr("laurel.hidden-arena")
