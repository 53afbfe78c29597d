"""Every string the program asks for exists in the English catalogue, including composed keys."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop import ai, i18n
from tabletop.engine import campeao, laurel_crown
from tabletop.engine import lucha_jefe as rules
from tabletop.scenes import PLAYABLE

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
    for game_id in PLAYABLE:
        keys |= {f"game.{game_id}.name", f"game.{game_id}.blurb", f"rules.{game_id}"}
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
    for key in ("campeao.target", "campeao.master", "campeao.ring-girl", "lucha.first"):
        keys.add(f"setup.{key}")
    for key in ("critical-six", "critical-identical", "support-allies", "support-female-allies", "support-males"):
        keys |= {f"laurel.ability.{key}", f"laurel.tag.{key}"}
    for gender in laurel_crown.GENDERS:
        keys.add(f"laurel.gender.{gender}")
    for phase in ("employ", "bid", "draft", "place", "reroll"):
        keys.add(f"laurel.status.{phase}")
    for button in ("take-two", "done", "accept", "reroll", "bid", "start"):
        keys.add(f"laurel.button.{button}")
    for key in ("standard", "draft", "rochester", "auction", "ascending", "descending", "shuffled", "hidden",
                "size-2-2-1", "size-1-1-1", "size-3-3-2"):
        keys.add(f"setup.laurel.{key}")
    return keys


def test_every_key_the_program_uses_is_in_english():
    english = i18n.catalogue("en")
    used = literal_keys() | composed_keys()
    assert len(used) > 100
    missing = sorted(k for k in used if k not in english)
    assert not missing, f"missing from en.toml: {missing}"


def test_every_engine_refusal_code_has_a_player_message():
    source = "".join((SOURCE / "engine" / name).read_text(encoding="utf-8")
                     for name in ("lucha_jefe.py", "campeao.py", "campeao_apply.py", "laurel_crown.py",
                                  "laurel_crown_apply.py"))
    codes = set(re.findall(r'return (?:f)?"([a-z\-]+): ', source)) | {"no-undo"}
    assert codes
    missing = sorted(c for c in codes if not i18n.has(f"illegal.{c}"))
    assert not missing, f"refusals without a message: {missing}"


def test_fields_are_filled_and_unknown_keys_fall_back_to_the_key():
    assert i18n.tr("lucha.banner.round", n=3) == "Round 3"
    assert i18n.tr("no.such.key") == "no.such.key"
