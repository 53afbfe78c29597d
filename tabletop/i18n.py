"""Every player-facing string goes through ``tr``: GNU gettext catalogues, one per language.

The catalogues are ``tabletop/locale/<lang>/LC_MESSAGES/tabletop.po`` (English, Portuguese of
Brazil and Spanish), the files Poedit, Weblate and every translator's tool open; the template
``tabletop/locale/tabletop.pot`` is extracted from the code (``python -m tabletop.translations``).
Message ids are keys (``title.play``), as in Tuxemon: the English catalogue gives their English
text, and a key missing from a language falls back to English, then to the key itself, so nothing
crashes on a gap and the tests catch gaps instead. Values may hold ``{name}`` fields filled from
keyword arguments; a message with plural forms takes its form from the field ``n`` by the
language's own plural rule (Portuguese counts 0 as singular, English and Spanish do not).

At run time the compiled ``.mo`` files are read with the standard library's ``gettext``. The
package and the executable ship them (built from the ``.po`` files); a source checkout that has
none compiles the ``.po`` in memory with ``compile_po`` below, the same compiler the build uses.
"""

from __future__ import annotations

import ast
import gettext
import io
import locale
import os
import struct
from pathlib import Path

DOMAIN = "tabletop"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "pt_BR", "es")
# Each language by its own name, as the language switch shows it.
NATIVE_NAMES = {"en": "English", "pt_BR": "Português (Brasil)", "es": "Español"}

_translations: dict[str, gettext.NullTranslations] = {}
_language = "en"


# --------------------------------------------------------------------------- .po files


def _unquote(line: str) -> str:
    return ast.literal_eval(line)


def parse_po(text: str) -> list[dict]:
    """The entries of a ``.po`` file: each a dict with ``msgid``, optionally ``msgid_plural``,
    and ``msgstr`` (a list: one text, or one per plural form), plus ``comments``. Fuzzy entries
    are kept and marked (``fuzzy``)."""
    entries: list[dict] = []
    entry: dict = {}
    field = None
    comments: list[str] = []

    def close() -> None:
        nonlocal entry
        if "msgid" in entry:
            entries.append(entry)
        entry = {}

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if "msgid" in entry and field is not None:
                close()
            comments.append(line)
            continue
        if line.startswith('"'):
            value = _unquote(line)
            if field == "msgid" or field == "msgid_plural":
                entry[field] += value
            elif field is not None:
                entry["msgstr"][field] += value
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgid":
            close()
            entry = {"msgid": _unquote(rest), "msgstr": {}, "comments": comments,
                     "fuzzy": any(c.startswith("#,") and "fuzzy" in c for c in comments)}
            comments = []
            field = "msgid"
        elif keyword == "msgid_plural":
            entry["msgid_plural"] = _unquote(rest)
            field = "msgid_plural"
        elif keyword.startswith("msgstr"):
            index = int(keyword[7:-1]) if keyword.startswith("msgstr[") else 0
            entry["msgstr"][index] = _unquote(rest)
            field = index
        else:
            raise ValueError(f"not a .po line: {raw!r}")
    close()
    for e in entries:
        e["msgstr"] = [e["msgstr"][i] for i in sorted(e["msgstr"])]
    return entries


def compile_po(text: str) -> bytes:
    """A ``.po`` file compiled to GNU ``.mo`` bytes, as ``msgfmt`` writes them (fuzzy and empty
    translations are left out, so they fall back to English)."""
    pairs: dict[bytes, bytes] = {}
    for e in parse_po(text):
        strings = e["msgstr"]
        if e["msgid"] and (e["fuzzy"] or not any(strings)):
            continue
        key = e["msgid"].encode("utf-8")
        if "msgid_plural" in e:
            key += b"\0" + e["msgid_plural"].encode("utf-8")
        pairs[key] = b"\0".join(s.encode("utf-8") for s in strings)
    keys = sorted(pairs)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(pairs[k] + b"\0" for k in keys)
    n = len(keys)
    start = 7 * 4 + 16 * n  # header, then the two tables of (length, offset)
    offsets, pos = [], 0
    for k in keys:
        offsets.append((len(k), start + pos))
        pos += len(k) + 1
    values, pos = [], 0
    for k in keys:
        values.append((len(pairs[k]), start + len(ids) + pos))
        pos += len(pairs[k]) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    table = b"".join(struct.pack("ii", *o) for o in offsets) + b"".join(struct.pack("ii", *v) for v in values)
    return header + table + ids + strs


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


# --------------------------------------------------------------------------- loading


def _load(language: str) -> gettext.NullTranslations:
    """The catalogue of ``language``: its ``.mo`` if it is there and current, else its ``.po``
    compiled in memory; every language falls back to English."""
    if language not in _translations:
        po, mo = po_path(language), mo_path(language)
        if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
            data = mo.read_bytes()
        elif po.exists():
            data = compile_po(po.read_text(encoding="utf-8"))
        else:
            data = None
        catalogue = gettext.GNUTranslations(io.BytesIO(data)) if data else gettext.NullTranslations()
        if language != "en":
            catalogue.add_fallback(_load("en"))
        _translations[language] = catalogue
    return _translations[language]


def languages() -> list[str]:
    return [lang for lang in LANGUAGES if po_path(lang).exists() or mo_path(lang).exists()]


def set_language(language: str) -> None:
    """Switch every later ``tr`` to ``language`` (an unknown one means English)."""
    global _language
    _language = language if language in languages() else "en"


def language() -> str:
    return _language


def system_language() -> str:
    """The system's language when it is one of ours (Portuguese means Brazil's), else English."""
    names = [os.environ.get(v, "") for v in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        names.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for name in names:
        for part in name.split(":"):
            code = part.split(".")[0].replace("-", "_").lower()
            if code.startswith("pt"):
                return "pt_BR"
            if code.startswith("es"):
                return "es"
            if code.startswith("en"):
                return "en"
    return "en"


def _entry(key: str, n: object) -> str | None:
    """The text of ``key`` in the current language, through its fallbacks (None: nowhere)."""
    catalogue = _load(_language)
    while catalogue is not None:
        messages = getattr(catalogue, "_catalog", {})
        if (key, 0) in messages:  # a message with plural forms
            count = n if isinstance(n, int) and not isinstance(n, bool) else 1
            return catalogue.ngettext(key, key, count)
        if key in messages and messages[key]:
            return messages[key]
        catalogue = getattr(catalogue, "_fallback", None)
    return None


def keys(language: str = "en") -> set[str]:
    """Every key ``language``'s own catalogue gives a text for (no fallback)."""
    messages = getattr(_load(language), "_catalog", {})
    return {k if isinstance(k, str) else k[0] for k in messages} - {""}


def has(key: str) -> bool:
    return _entry(key, None) is not None


def tr(key: str, **fields: object) -> str:
    """The player-facing text for ``key`` in the current language, with ``fields`` filled in (a
    message with plural forms takes the form for ``n``)."""
    text = _entry(key, fields.get("n"))
    if text is None:
        return key
    if fields:
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def tr_in(language: str, key: str, **fields: object) -> str:
    """``tr`` in another language than the current one (a desktop entry carries every language)."""
    global _language
    saved = _language
    set_language(language)
    try:
        return tr(key, **fields)
    finally:
        _language = saved


def N_(key: str) -> str:  # noqa: N802 - the gettext convention for "extract this, translate later"
    """Marks a key the code composes elsewhere, so extraction finds it; returns it unchanged."""
    return key
