"""The Linux application menu: ``tabletop --install-desktop-entry`` / ``--uninstall-desktop-entry``.

Writes (or removes) a freedesktop ``.desktop`` file in the user's applications folder and the
icon, drawn from our SVG logo, in the user's icon theme folder, so the game shows in the desktop's
menu and can be started with a click. The entry starts whatever is running now: the executable
when frozen by PyInstaller, else this Python with ``-m tabletop``. Nothing is written outside the
user's own data folders ($XDG_DATA_HOME, by default ~/.local/share).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tabletop import __version__
from tabletop import i18n
from tabletop.i18n import tr
from tabletop.paths import resource

ENTRY = "tabletop.desktop"
ICON_SIZES = (48, 128, 256)


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def entry_path() -> Path:
    return data_home() / "applications" / ENTRY


def icon_path(size: int) -> Path:
    return data_home() / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tabletop.png"


def _quote(arg: str) -> str:
    """One argument of an Exec line, quoted as the desktop entry specification asks."""
    if not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return f'"{escaped}"'


def command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "tabletop"]


def _localised(field: str, key: str) -> list[str]:
    """``Name=...`` in English, then ``Name[pt_BR]=...`` for every other language of ours, so
    each desktop shows the entry in its user's language."""
    lines = [f"{field}={i18n.tr_in('en', key)}"]
    lines += [f"{field}[{lang}]={i18n.tr_in(lang, key)}" for lang in i18n.languages() if lang != "en"]
    return lines


def entry_text() -> str:
    exec_line = " ".join(_quote(a).replace("%", "%%") for a in command())
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        *_localised("Name", "app.title"),
        *_localised("Comment", "desktop.comment"),
        f"Exec={exec_line}",
        "Icon=tabletop",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board;game;cards;dice;",
        f"X-Tabletop-Version={__version__}",
        "",
    ])


def write_icons() -> list[Path]:
    """The logo as PNG icons (drawn from the SVG here, so no binary icon is kept in the repository)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    written = []
    for size in ICON_SIZES:
        surface = pygame.image.load_sized_svg(str(resource("art", "common", "logo-mark.svg")), (size, size))
        path = icon_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(path))
        written.append(path)
    return written


def install() -> list[Path]:
    path = entry_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(entry_text(), encoding="utf-8")
    tmp.chmod(0o755)
    os.replace(tmp, path)
    return [path, *write_icons()]


def uninstall() -> list[Path]:
    gone = []
    for path in (entry_path(), *(icon_path(size) for size in ICON_SIZES)):
        if path.exists():
            path.unlink()
            gone.append(path)
    return gone


def main(install: bool) -> int:
    if not sys.platform.startswith("linux"):
        print(tr("desktop.linux-only"), file=sys.stderr)
        return 1
    try:
        paths = globals()["install"]() if install else uninstall()
    except OSError as exc:
        print(tr("desktop.failed", detail=str(exc)), file=sys.stderr)
        return 1
    if install:
        print(tr("desktop.installed", path=str(paths[0])))
    else:
        print(tr("desktop.uninstalled") if paths else tr("desktop.nothing"))
    return 0
