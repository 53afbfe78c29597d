"""Every string the program asks for exists in the English catalogue, including composed keys."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop import ai, games, i18n
from tabletop.games.campeao import rules as campeao
from tabletop.games.laurel_crown import rules as laurel_crown
from tabletop.games.lucha_jefe import rules as rules

SOURCE = Path(__file__).resolve().parent.parent / "tabletop"


def literal_keys() -> set[str]:
    keys = set()
    for path in SOURCE.rglob("*.py"):
        keys |= set(re.findall(r'\btr\("([a-z0-9_.\-]+)"', path.read_text(encoding="utf-8")))
    return keys


def composed_keys() -> set[str]:
    """Keys built at run time from content ids and codes."""
    keys = set()
    for fighter in rules.FIGHTER_IDS:
        keys |= {f"lucha.tag.{fighter}", f"lucha.ability.{fighter}"}
    for level in ai.LEVELS:
        keys.add(f"level.{level}")
    for reason in ("strength", "adivina", "burocrata", "alarde-tie", "tie"):
        keys.add(f"lucha.reason.{reason}")
    for note in ("amigo", "gallo", "alarde", "negated"):
        keys.add(f"lucha.note.{note}")
    for verb in ("kept", "retired", "chosen"):
        keys |= {f"lucha.log.{verb}", f"lucha.log.{verb}-own"}
    for speed in ("0.5", "1.0", "2.0", "0"):
        keys.add(f"settings.speed.{speed}")
    for game in games.playable():
        keys |= {f"game.{game.id}.name", f"game.{game.id}.blurb", f"rules.{game.id}"}
        for option in game.options:  # the setup screen's labels, as shell/setup.py composes them
            keys.add(f"option.{game.id}.{option.key}.label")
            if option.kind == "choice" and option.label is None:
                keys |= {f"option.{game.id}.{option.key}.{v}" for n in range(game.min_players, game.max_players + 1)
                         for v in option.choices(n)}
            if option.unique:
                keys.add(f"option.{game.id}.{option.key}.same")
    for card, info in campeao.CARDS.items():
        keys |= {f"campeao.card.{card}.{part}" for part in ("name", "tag", "text")}
        keys.add(f"campeao.timing.{info.timing}")
    for skill in campeao.SKILLS:
        keys |= {f"campeao.skill.{skill}", f"campeao.button.train-{skill}"}
    for face in ("pow", "bam"):
        keys.add(f"campeao.die.{face}")
    for why in ("champion", "ring-girl", "romance", "win", "loss"):
        keys.add(f"campeao.log.fame-{why}")
    for how in ("ko", "damage", "injuries", "defender"):
        keys.add(f"campeao.how.{how}")
    for button in ("challenge", "rest", "draw", "recover", "ring-girl", "master", "end-turn", "roll", "reroll", "stop",
                   "ready", "accept", "pass", "no-reactions"):
        keys.add(f"campeao.button.{button}")
    keys.add("option.campeao.fighter.random")
    for key in ("critical-six", "critical-identical", "support-allies", "support-female-allies", "support-males"):
        keys |= {f"laurel.ability.{key}", f"laurel.tag.{key}"}
    for gender in laurel_crown.GENDERS:
        keys.add(f"laurel.gender.{gender}")
    for phase in ("employ", "bid", "draft", "place", "reroll"):
        keys.add(f"laurel.status.{phase}")
    for button in ("take-two", "done", "accept", "reroll", "bid", "start"):
        keys.add(f"laurel.button.{button}")
    return keys


def test_every_key_the_program_uses_is_in_english():
    english = i18n.catalogue("en")
    used = literal_keys() | composed_keys()
    assert len(used) > 100
    missing = sorted(k for k in used if k not in english)
    assert not missing, f"missing from en.toml: {missing}"


def rules_sources() -> list[Path]:
    """Every module of every registered game's rules (a module or a package)."""
    out = []
    for game in games.GAMES:
        path = Path(game.rules.__file__)
        out += sorted(path.parent.glob("*.py")) if path.name == "__init__.py" else [path]
    return out


def test_every_engine_refusal_code_has_a_player_message():
    source = "".join(path.read_text(encoding="utf-8") for path in rules_sources())
    codes = set(re.findall(r'return (?:f)?"([a-z\-]+): ', source)) | {"no-undo"}
    assert codes
    missing = sorted(c for c in codes if not i18n.has(f"illegal.{c}"))
    assert not missing, f"refusals without a message: {missing}"


def test_fields_are_filled_and_unknown_keys_fall_back_to_the_key():
    assert i18n.tr("lucha.banner.round", n=3) == "Round 3"
    assert i18n.tr("no.such.key") == "no.such.key"
