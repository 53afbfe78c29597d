"""Challengers! (1-8 players): the deck-building capture-the-flag tournament on the parks.

``rules`` holds the pure engine (content, state, effects, play, views), ``content.toml`` every
card as data, ``texts`` the card texts built from the effect data, ``bots`` the computer players
and ``balance`` the balance report, evaluation and benchmark commands; ``table`` the table scene
in parts (layout, deck phase, parks, director); this file describes the game to the program.
"""

from tabletop.engine.game import GameInfo, Option
from tabletop.i18n import tr

RULES = "tabletop.games.challengers.rules"  # imported when a setup or a table first needs it


def _rules():
    from tabletop.games.challengers import rules

    return rules


def _texts():
    from tabletop.games.challengers import texts

    return texts


def _sets(players: int) -> tuple[str, ...]:
    return ("random",) + _rules().RULES.extra_sets


def _name_of(key: str) -> str | None:
    return tr(_texts().card_name_key(key)) if key in _rules().CARDS else None


def _messages():
    return _texts().message_keys()


def _robot_levels(players: int) -> tuple[str, ...]:
    R = _rules().RULES
    top = R.robot_max_level_solo if players == 1 else R.robot_max_level
    return tuple(str(n) for n in range(1, top + 1)) if players % 2 == 1 else ()


def _options(chosen: dict, players: int, rnd) -> dict:
    options: dict = {}
    if chosen.get("left_out", "random") != "random":
        options["left_out"] = chosen["left_out"]
    if players % 2 == 1:
        options["robot_level"] = int(chosen.get("robot_level", "1"))
    if players == 1:
        options["solo_cards"] = chosen.get("solo_cards") == "on"
    return options


def _set_label(value: str) -> str:
    return tr("option.challengers.left_out.random") if value == "random" else tr(_texts().set_name_key(value))


GAME = GameInfo(
    id="challengers",
    rules_module=RULES,
    players=(1, 8),
    bots="tabletop.games.challengers.bots",
    table="tabletop.games.challengers.table.scene:ChallengersScene",
    layout="challengers",
    tile_art="challengers/card-back.svg",
    default_players=4,
    options=(
        Option("left_out", values=_sets, default="random", label=_set_label),
        Option("robot_level", values=_robot_levels, default="1", label=str, when=lambda n: n % 2 == 1),
        Option("solo_cards", kind="toggle", default="off", when=lambda n: n == 1),
    ),
    name_of=_name_of,
    messages=_messages,
    build_options=_options,
    bench="tabletop.games.challengers.balance:bench_lines",
    expert="tabletop.games.challengers.expert",
)
