"""Laurel Crown (2-4 players): sponsor gladiators, hire them, and send them face down into
tournaments of rising stakes. Everything about the game lives here: the ``rules`` package (+
``content.toml``), ``bots``, the ``table`` scene and its ``art``; this file describes the game.
"""

from tabletop.engine.game import GameInfo, Option
from tabletop.i18n import tr

RULES = "tabletop.games.laurel_crown.rules"  # imported when a setup or a table first needs it


def _rules():
    from tabletop.games.laurel_crown import rules

    return rules


HIRING = ("standard", "draft", "rochester", "auction")
ORDERS = ("ascending", "descending", "shuffled", "hidden")
SIZES = ("2-2-1", "1-1-1", "3-3-2")


def _hiring(players: int) -> tuple[str, ...]:
    """The draft passes hands round the table: it needs three sponsors or more."""
    return HIRING if players >= 3 else tuple(h for h in HIRING if h != "draft")


def _name_of(key: str) -> str | None:
    rules = _rules()
    if key in rules.FIGHTERS:
        return rules.FIGHTERS[key].name
    return tr(f"laurel.arena-name.{key}") if key in rules.ARENAS else None


def _messages() -> set[str]:
    rules = _rules()
    keys = {f"laurel.{part}.{k}" for part in ("ability", "tag") for k in (
        "critical-six", "critical-identical", "support-allies", "support-female-allies", "support-males",
        "support-twin")}
    keys |= {f"laurel.{part}.{g}" for part in ("gender", "genders") for g in rules.GENDERS}
    keys |= {f"laurel.arena-name.{a}" for a in rules.ARENAS} | {f"laurel.explain.tie-{b}" for b in rules.TIE_BREAKS}
    keys |= {f"laurel.status.{phase}" for phase in ("employ", "bid", "draft", "place")}
    keys |= {f"laurel.tier.{t}" for t in rules.TIERS} | {f"laurel.variant.count.{t}" for t in rules.TIERS}
    keys |= {f"laurel.{part}.{order}" for part in ("variant", "tip.order") for order in rules.ORDERS}
    return keys | {f"laurel.button.{b}" for b in ("take-two", "done", "accept", "reroll", "bid", "start")}


def _options(chosen: dict, players: int, rnd) -> dict:
    low, mid, high = (int(n) for n in chosen["tournaments"].split("-"))
    order = chosen["order"]
    tournaments = {"low": low, "intermediate": mid, "high": high,
                   "order": "shuffled" if order == "hidden" else order, "hidden": order == "hidden"}
    options: dict = {"tournaments": tournaments}
    if chosen["first"] != "random":  # otherwise the engine draws the start seat with the game's seed
        options["first"] = int(chosen["first"])
    if chosen["hiring"] != "standard":
        options[chosen["hiring"]] = True
    return options


GAME = GameInfo(
    id="laurel-crown",
    rules_module=RULES,
    players=(2, 4),
    bots="tabletop.games.laurel_crown.bots",
    table="tabletop.games.laurel_crown.table:LaurelCrownScene",
    layout="laurel-crown",
    tile_art="laurel-crown/fighters/maximus.svg",
    default_players=3,
    options=(
        # Who starts: a seat drawn at random (the rulebook: "in any suitable fashion"), or one
        # chosen by the name typed for it.
        Option("first", kind="seat", values=("random",), default="random"),
        Option("hiring", values=_hiring, default="standard"),
        Option("order", values=ORDERS, default="ascending"),
        Option("tournaments", values=SIZES, default="2-2-1"),
    ),
    name_of=_name_of,
    messages=_messages,
    build_options=_options,
    expert="tabletop.games.laurel_crown.expert",
)
