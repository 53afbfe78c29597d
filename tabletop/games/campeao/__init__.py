"""O Último Grande Campeão (3-6 players): fight-night dice brawls for the champion belt.
Everything about the game lives here: the ``rules`` package (+ ``content.toml``), ``bots``, the
``table`` scene with its ``draw``ing and ``art``; this file describes the game to the program.
"""

from tabletop.engine.game import GameInfo, Option
from tabletop.i18n import tr

RULES = "tabletop.games.campeao.rules"  # imported when a setup or a table first needs it


def _rules():
    from tabletop.games.campeao import rules

    return rules


def _targets(players: int) -> tuple[str, ...]:
    R = _rules().R
    return tuple(str(n) for n in range(R["target_min"], R["target_max"] + 1))


def _target(players: int) -> str:
    R = _rules().R
    return str(R["target_small"] if players <= 4 else R["target_large"])


def _fighters(players: int) -> tuple[str, ...]:
    return ("random",) + _rules().FIGHTER_IDS


def _fighter_label(value: str) -> str:
    return tr("option.campeao.fighter.random") if value == "random" else _rules().FIGHTERS[value].name


def _fighter_icons(value: str) -> tuple[str, ...]:
    """A fighter's two skill symbols, beside its name in the setup."""
    rules = _rules()
    if value not in rules.FIGHTERS:
        return ()
    return tuple(f"campeao/icons/{skill}.svg" for skill in rules.FIGHTERS[value].skills)


def _name_of(key: str) -> str | None:
    rules = _rules()
    if key in rules.CARDS:
        return tr(f"campeao.card.{key}.name")
    return rules.FIGHTERS[key].name if key in rules.FIGHTERS else None


def _messages() -> set[str]:
    rules = _rules()
    keys = {f"campeao.card.{c}.{part}" for c in rules.CARDS for part in ("name", "tag", "text")}
    keys |= {f"campeao.timing.{info.timing}" for info in rules.CARDS.values()}
    keys |= {f"campeao.skill.{s}" for s in rules.SKILLS} | {f"campeao.button.train-{s}" for s in rules.SKILLS}
    keys |= {f"campeao.die.{face}" for face in ("pow", "bam")}
    keys |= {f"campeao.log.fame-{why}" for why in ("champion", "ring-girl", "romance", "win", "loss")}
    keys |= {f"campeao.log.{drew}{why}" for drew in ("drew", "drew-own") for why in ("", "-training", "-fight")}
    keys |= {f"campeao.{part}.{how}" for how in ("ko", "damage", "injuries", "defender") for part in ("how", "stamp")}
    keys |= {f"campeao.tip.{what}" for what in ("cards", "fame", "injuries", "master", "ring-girl")}
    return keys | {f"campeao.button.{b}" for b in ("challenge", "rest", "draw", "recover", "ring-girl", "master",
                                                   "end-turn", "roll", "reroll", "stop", "ready", "accept", "pass",
                                                   "no-reactions", "no-reactions-turn", "pass-turn", "auto-pass")}


def _options(chosen: dict, players: int, rnd) -> dict:
    """Seats that left their fighter to chance get one of those nobody picked."""
    rules = _rules()
    picked = list(chosen["fighter"])[:players]
    free = [f for f in rules.FIGHTER_IDS if f not in picked]
    rnd.shuffle(free)
    fighters = [f if f != "random" else free.pop() for f in picked]
    variants = [v for v in rules.VARIANTS if chosen.get(v) == "on"]
    return {"target": int(chosen["target"]), "variants": variants, "fighters": fighters}


GAME = GameInfo(
    id="campeao",
    rules_module=RULES,
    players=(3, 6),
    bots="tabletop.games.campeao.bots",
    table="tabletop.games.campeao.table:CampeaoScene",
    layout="campeao",
    tile_art="campeao/fighters/brick.svg",
    default_players=4,
    options=(
        Option("target", values=_targets, default=_target, label=str),
        Option("master", kind="toggle", default="off"),
        Option("ring-girl", kind="toggle", default="off"),
        Option("fighter", kind="per-seat", values=_fighters, default="random",
               label=_fighter_label, unique=True, free="random", icons=_fighter_icons),
    ),
    name_of=_name_of,
    messages=_messages,
    build_options=_options,
    expert="tabletop.games.campeao.expert",
)
