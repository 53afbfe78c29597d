"""One place that knows where the bundled art and layouts are, from source, installed or frozen.

From a checkout they sit at the repository's top level; installed by pip they sit inside the
package (pyproject maps them there); in a PyInstaller one-file build they are unpacked under
``sys._MEIPASS``. Every asset path in the program goes through ``resource``.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def _root(kind: str) -> Path:
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / kind)
    candidates += [_PACKAGE / kind, _PACKAGE.parent / kind]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the {kind}/ folder (looked in {', '.join(map(str, candidates))})")


def resource(kind: str, *parts: str) -> Path:
    """Path of a bundled file: ``resource("art", "fonts", "Lato-Regular.ttf")``."""
    if kind not in ("art", "layouts"):
        raise ValueError(f"unknown resource kind {kind!r}")
    return _root(kind).joinpath(*parts)
