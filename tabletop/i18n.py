"""Every player-facing string goes through ``tr``, so a new language is a new catalogue file.

Catalogues are TOML files in ``tabletop/locale`` (``en.toml`` is the base). Keys are dotted
(``title.play``); values may hold ``{name}`` fields filled from keyword arguments. A key missing
from the current language falls back to English, then to the key itself, so nothing crashes on
a gap and the test suite catches gaps instead.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

_LOCALE_DIR = Path(__file__).resolve().parent / "locale"
_catalogues: dict[str, dict[str, str]] = {}
_language = "en"


def _flatten(table: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in table.items():
        full = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(_flatten(value, full + "."))
        else:
            out[full] = str(value)
    return out


def catalogue(language: str) -> dict[str, str]:
    """All strings of ``language`` (loaded once)."""
    if language not in _catalogues:
        path = _LOCALE_DIR / f"{language}.toml"
        _catalogues[language] = _flatten(tomllib.loads(path.read_text(encoding="utf-8"))) if path.exists() else {}
    return _catalogues[language]


def languages() -> list[str]:
    return sorted(p.stem for p in _LOCALE_DIR.glob("*.toml"))


def set_language(language: str) -> None:
    global _language
    _language = language if language in languages() else "en"


def has(key: str) -> bool:
    return key in catalogue(_language) or key in catalogue("en")


def tr(key: str, **fields: object) -> str:
    """The player-facing text for ``key`` in the current language, with ``fields`` filled in."""
    text = catalogue(_language).get(key) or catalogue("en").get(key) or key
    if fields:
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError):
            return text
    return text
