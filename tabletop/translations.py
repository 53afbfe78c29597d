"""The translation catalogues' workshop: extract the template, check the catalogues, compile them.

    python -m tabletop.translations template   # rewrite tabletop/locale/tabletop.pot from the code
    python -m tabletop.translations check      # every catalogue complete, placeholders kept
    python -m tabletop.translations compile    # .po -> .mo beside each catalogue

The template lists every key the program can ask for: the literal ones (``tr("...")`` and
``N_("...")`` anywhere in the package), and the ones it composes from data, which each game
lists itself (``GameInfo.messages``: card names, fighters' abilities...) or the registry implies
(game names, setup options, refusal codes of the rules). Each entry carries its English text as
a comment, since the message ids are keys. The install (``tabletop._build``) and ``build.spec`` compile the
``.mo`` files from the ``.po`` files; a source checkout compiles them in memory (``tabletop.i18n``).
Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

from tabletop import i18n

PACKAGE = Path(__file__).resolve().parent
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
FIELD = re.compile(r"{(\w+)}")
SPEEDS = ("0.5", "1.0", "2.0", "0")  # the settings screen's animation speeds (shell/overlays.py)


NAMESPACES = ("app", "button", "campeao", "challengers", "curtain", "deadlast", "game", "illegal", "language", "laurel",
              "level", "log", "lucha", "notice", "option", "pause", "result", "rules", "seat", "settings", "setup",
              "startup", "table", "title", "about", "desktop")
FILE_SUFFIXES = (".json", ".toml", ".po", ".mo", ".svg", ".tmx")
KEY = re.compile(r"^(%s)(\.[a-z0-9_-]+)+$" % "|".join(NAMESPACES))


def literal_keys() -> set[str]:
    """Keys written out in the code: the first argument of ``tr(...)`` and ``N_(...)``, and key
    constants the code hands to ``tr`` later (a text in a catalogue namespace, ``"lucha.zone.roster"``)."""
    keys = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        pieces = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in pieces
                    and KEY.match(node.value) and not node.value.endswith(FILE_SUFFIXES)):
                keys.add(node.value)
    return keys


def refusal_codes(module) -> set[str]:
    """The refusal codes a module (or package) gives: its "code: detail" strings."""
    path = Path(module.__file__)
    sources = sorted(path.parent.glob("*.py")) if path.name == "__init__.py" else [path]
    text = "".join(p.read_text(encoding="utf-8") for p in sources)
    return set(re.findall(r'(?:return|raise IllegalAction\()\s*\(?f?"([a-z][a-z0-9\-]+): ', text)) - {"code"}


def coming_games() -> list:
    """Games whose package is in ``tabletop/games`` but not yet in the registry: a game is built
    in steps (rules, words, computer players, table) and registered last."""
    import importlib
    import pkgutil

    from tabletop import games

    known = {game.id for game in games.GAMES}
    found = []
    for info in pkgutil.iter_modules(games.__path__):
        game = getattr(importlib.import_module(f"{games.__name__}.{info.name}"), "GAME", None)
        if game is not None and game.id not in known:
            found.append(game)
    return found


def composed_keys() -> set[str]:
    """Keys the program builds at run time from the registry and the games' own lists."""
    from tabletop import ai, games, match
    from tabletop.engine import core

    keys = {f"level.{level}" for level in ai.LEVELS} | {f"settings.speed.{s}" for s in SPEEDS}
    from tabletop.ai.expert import BUDGETS

    keys |= {f"settings.think.{t}" for t in BUDGETS}  # the Expert's thinking budgets
    keys |= {f"illegal.{code}" for code in refusal_codes(match) | refusal_codes(core)}
    keys |= {f"language.{lang}" for lang in i18n.LANGUAGES}
    for game in games.GAMES:
        keys |= set(game.messages())
        keys |= {f"illegal.{code}" for code in refusal_codes(game.rules)}
        keys |= {f"game.{game.id}.name", f"game.{game.id}.blurb", f"rules.{game.id}"}
        for option in game.options:
            keys.add(f"option.{game.id}.{option.key}.label")
            if option.kind in ("choice", "seat", "per-seat") and option.label is None:  # a seat: by its name
                keys |= {f"option.{game.id}.{option.key}.{v}" for n in range(game.min_players, game.max_players + 1)
                         for v in option.choices(n) if not (option.kind == "seat" and v.isdigit())}
            if option.unique:
                keys.add(f"option.{game.id}.{option.key}.same")
    for game in coming_games():  # its words, refusals and rules page come before its table
        keys |= {f"illegal.{code}" for code in refusal_codes(game.rules)}
        keys |= {f"game.{game.id}.name", f"game.{game.id}.blurb", f"rules.{game.id}"}
    return keys


def template_keys() -> set[str]:
    return literal_keys() | composed_keys()


def catalogue(language: str) -> dict[str, dict]:
    return {e["msgid"]: e for e in i18n.parse_po(i18n.po_path(language).read_text(encoding="utf-8")) if e["msgid"]}


def quote(text: str) -> str:
    """A .po string (split at line ends, as the tools write them)."""
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in text:
        return f'"{body}"'
    parts = body.split("\n")
    lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join(f'"{line}"' for line in lines)


def write_template() -> Path:
    """Rewrite the .pot: every template key, with msgid_plural where English has plural forms,
    and the English text as a comment for the translator."""
    english = catalogue("en")
    out = ['# The template of tabletop\'s catalogues: every key the program asks for (generated by\n'
           '# python -m tabletop.translations template; do not edit). The "#." comment is the English.\n'
           'msgid ""\nmsgstr ""\n"Project-Id-Version: tabletop\\n"\n"MIME-Version: 1.0\\n"\n'
           '"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n']
    for key in sorted(template_keys()):
        entry = english.get(key)
        if entry:
            comment = " / ".join(entry["msgstr"]).replace("\n", " ")
            out.append(f"#. {comment}")
        out.append(f"msgid {quote(key)}")
        if entry and "msgid_plural" in entry:
            out.append(f"msgid_plural {quote(key)}\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n")
        else:
            out.append('msgstr ""\n')
    TEMPLATE.write_text("\n".join(out), encoding="utf-8")
    return TEMPLATE


def problems(language: str) -> list[str]:
    """What keeps ``language``'s catalogue from matching the template: missing, unused or empty
    keys, plural forms missing, placeholders that differ from English."""
    keys = template_keys()
    english = catalogue("en")
    entries = catalogue(language)
    out = [f"{language}: missing {k}" for k in sorted(keys - set(entries))]
    out += [f"{language}: not in the template {k}" for k in sorted(set(entries) - keys)]
    for key, entry in sorted(entries.items()):
        if key not in keys:
            continue
        base = english.get(key)
        if entry["fuzzy"] or not all(entry["msgstr"]):
            out.append(f"{language}: {key} is not translated")
            continue
        if base and ("msgid_plural" in base) != ("msgid_plural" in entry):
            out.append(f"{language}: {key} must {'have' if 'msgid_plural' in base else 'not have'} plural forms")
            continue
        if base:
            want = set(FIELD.findall(" ".join(base["msgstr"])))
            for form in entry["msgstr"]:
                got = set(FIELD.findall(form))
                if got - want or (not ("msgid_plural" in base) and got != want):
                    out.append(f"{language}: {key} has placeholders {sorted(got)}, English {sorted(want)}")
    return out


def compile_all(root: Path | None = None) -> list[Path]:
    """Write every language's .mo (beside its .po, or under ``root`` in the same folders)."""
    written = []
    for language in i18n.LANGUAGES:
        po = i18n.po_path(language)
        if not po.exists():
            continue
        mo = i18n.mo_path(language) if root is None else root / po.relative_to(PACKAGE).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        mo.write_bytes(i18n.compile_po(po.read_text(encoding="utf-8")))
        written.append(mo)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.translations", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("template", "check", "compile"))
    args = parser.parse_args(argv)
    if args.command == "template":
        print(write_template())
        return 0
    if args.command == "compile":
        for path in compile_all():
            print(path)
        return 0
    found = [p for language in i18n.languages() for p in problems(language)]
    print("\n".join(found) or "every catalogue is complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
