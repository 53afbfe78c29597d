"""Challengers! (1-8 players): the deck-building capture-the-flag tournament on the parks.

``rules`` holds the pure engine (content, state, effects, play, views), ``content.toml`` every
card as data, ``texts`` the card texts built from the effect data, ``bots`` the computer players
and ``balance`` the balance report, evaluation and benchmark commands; this file describes the
game to the program. Nothing here imports pygame. The table comes with the next issue: until
then the game is registered (and covered by every generic test) but not on the title screen.
"""

from tabletop.engine.game import GameInfo, Option
from tabletop.games.challengers import rules, texts
from tabletop.i18n import tr

SETS = ("random",) + rules.RULES.extra_sets


def _name_of(key: str) -> str | None:
    return tr(texts.card_name_key(key)) if key in rules.CARDS else None


def _robot_levels(players: int) -> tuple[str, ...]:
    top = rules.RULES.robot_max_level_solo if players == 1 else rules.RULES.robot_max_level
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
    return tr("option.challengers.left_out.random") if value == "random" else tr(texts.set_name_key(value))


GAME = GameInfo(
    id=rules.id,
    rules=rules,
    bots="tabletop.games.challengers.bots",
    default_players=4,
    options=(
        Option("left_out", values=SETS, default="random", label=_set_label),
        Option("robot_level", values=_robot_levels, default="1", label=str, when=lambda n: n % 2 == 1),
        Option("solo_cards", kind="toggle", default="off", when=lambda n: n == 1),
    ),
    name_of=_name_of,
    messages=texts.message_keys,
    build_options=_options,
    bench="tabletop.games.challengers.balance:bench_lines",
)
