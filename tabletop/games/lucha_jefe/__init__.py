"""Lucha Jefe (2 players): draft masked luchadores in secret, send one into the ring, first to
three belts. Everything about the game lives here: ``rules`` (+ ``content.toml``), ``bots``, the
``table`` scene and its ``art``; this file describes the game to the program (``GAME``).
"""

from tabletop.engine.game import GameInfo, Option

RULES = "tabletop.games.lucha_jefe.rules"  # imported when a setup or a table first needs it


def _rules():
    from tabletop.games.lucha_jefe import rules

    return rules


def _name_of(key: str) -> str | None:
    rules = _rules()
    return rules.FIGHTERS[key].name if key in rules.FIGHTERS else None


def _messages() -> set[str]:
    rules = _rules()
    keys = {f"lucha.{part}.{f}" for f in rules.FIGHTER_IDS for part in ("tag", "ability")}
    keys |= {f"lucha.reason.{r}" for r in ("strength", "adivina", "burocrata", "alarde-tie", "tie")}
    keys |= {f"lucha.stamp.{r}" for r in ("strength", "adivina", "burocrata", "alarde-tie")}
    keys |= {f"lucha.note.{n}" for n in ("amigo", "gallo", "alarde", "negated")}
    return keys | {f"lucha.log.{verb}{own}" for verb in ("kept", "retired", "chosen") for own in ("", "-own")}


def _options(chosen: dict, players: int, rnd) -> dict:
    return {"first": int(chosen["first"])}


GAME = GameInfo(
    id="lucha-jefe",
    rules_module=RULES,
    players=(2, 2),
    bots="tabletop.games.lucha_jefe.bots",
    expert="tabletop.games.lucha_jefe.expert",
    table="tabletop.games.lucha_jefe.table:LuchaJefeScene",
    layout="lucha-jefe",
    tile_art="lucha-jefe/fighters/el-alarde.svg",
    options=(Option("first", kind="seat"),),
    name_of=_name_of,
    messages=_messages,
    build_options=_options,
)
