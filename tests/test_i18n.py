"""Every string the program asks for exists in the English catalogue, including composed keys."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop import ai, i18n
from tabletop.engine import lucha_jefe as rules

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
    for game_id in ("lucha-jefe",):
        keys |= {f"game.{game_id}.name", f"game.{game_id}.blurb", f"rules.{game_id}"}
    return keys


def test_every_key_the_program_uses_is_in_english():
    english = i18n.catalogue("en")
    used = literal_keys() | composed_keys()
    assert len(used) > 100
    missing = sorted(k for k in used if k not in english)
    assert not missing, f"missing from en.toml: {missing}"


def test_every_engine_refusal_code_has_a_player_message():
    source = (SOURCE / "engine" / "lucha_jefe.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'return "([a-z\-]+): ', source)) | {"no-undo"}
    assert codes
    missing = sorted(c for c in codes if not i18n.has(f"illegal.{c}"))
    assert not missing, f"refusals without a message: {missing}"


def test_fields_are_filled_and_unknown_keys_fall_back_to_the_key():
    assert i18n.tr("lucha.banner.round", n=3) == "Round 3"
    assert i18n.tr("no.such.key") == "no.such.key"
