"""The user's own files: settings and saves, written atomically and validated when read.

The folder comes from platformdirs (or ``TABLETOP_DATA_DIR``, which tests and the autoplay
command use to stay out of the player's real folder). Nothing is created at import; the folder
appears on the first write. A file that cannot be read is moved aside and reported, never fatal.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import tempfile
import time
import zlib
from pathlib import Path

FORMAT = 1
BLOCK_ENCODING = "zlib+base64"
BLOCK_LIMIT = 32 * 1024 * 1024  # the largest decoded block read (a real save is a few hundred kB)


class DamagedFile(ValueError):
    """A user file exists but cannot be used; the message says which and why."""


def data_dir() -> Path:
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def write_json(path: Path, data: dict) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file in the same folder, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=True, separators=(",", ":"))  # any text, even a lone surrogate
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: Path) -> dict:
    """Read a JSON object; raise DamagedFile for anything unreadable or not an object."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise DamagedFile(f"{path.name}: {type(exc).__name__}: {str(exc)[:120]}") from exc
    if not isinstance(data, dict):
        raise DamagedFile(f"{path.name}: not a JSON object")
    return data


def encode_block(data: dict) -> str:
    """``data`` as a compressed, base64 block of text: still valid JSON around it, but not
    readable at a glance (a hot-seat player opening the save should not see the others' cards)."""
    raw = json.dumps(data, ensure_ascii=True, separators=(",", ":")).encode("ascii")
    return base64.b64encode(zlib.compress(raw, 6)).decode("ascii")


def decode_block(text: object) -> dict:
    """The object an ``encode_block`` block holds; DamagedFile for anything else (bad base64, a
    corrupt or oversized stream, not a JSON object)."""
    if not isinstance(text, str) or len(text) > BLOCK_LIMIT:
        raise DamagedFile("the save's block is not text of a sensible size")
    try:
        packed = base64.b64decode(text.encode("ascii"), validate=True)
        inflate = zlib.decompressobj()
        raw = inflate.decompress(packed, BLOCK_LIMIT)
        if inflate.unconsumed_tail or not inflate.eof:
            raise DamagedFile("the save's block is cut short or too large")
        data = json.loads(raw.decode("ascii"))
    except (UnicodeError, binascii.Error, zlib.error, ValueError, RecursionError) as exc:
        raise DamagedFile(f"the save's block cannot be read: {type(exc).__name__}") from exc
    if not isinstance(data, dict):
        raise DamagedFile("the save's block is not an object")
    return data


def clean_stray_files() -> int:
    """Remove the temporary files a write left behind when the program was killed mid-save
    (``write_json``'s own, by their name pattern); returns how many went."""
    folder = data_dir()
    if not folder.is_dir():
        return 0
    gone = 0
    for path in folder.glob("*.json.*.tmp"):
        try:
            path.unlink()
            gone += 1
        except OSError:
            pass
    return gone


def set_aside(path: Path) -> Path | None:
    """Move a damaged file out of the way (kept, so nothing is lost) and return its new path."""
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():  # never overwrite an earlier damaged file: it may be all someone has
        n += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


# --------------------------------------------------------------------------- settings

DEFAULT_SETTINGS = {
    "format": FORMAT,
    "language": "en",
    "animation_speed": 1.0,  # 0 = instant
    "volume": 0.7,
    "muted": False,
    "fullscreen": False,
    "reactions": True,  # Campeão: a public prompt at every reaction moment (off: humans pass)
    "reveal": "click",  # Challengers!: a human's card is turned over by a click on its deck, or "auto"
    "pace": "click",  # how long a fight's or round's result waits: a click, or slow / normal / fast
    "think": "normal",  # how long an Expert computer seat thinks: quick (0.3 s), normal (1 s), deep (3 s)
    "window": None,  # {"size": [w, h], "position": [x, y]} of the window when it was last closed
}
PACES = ("click", "slow", "normal", "fast")
REVEALS = ("click", "auto")
THINKS = ("quick", "normal", "deep")  # how long an Expert thinks (seconds: tabletop.ai.expert.BUDGETS)


def load_settings() -> tuple[dict, str | None]:
    """Settings merged over the defaults, and a message if the file had to be set aside."""
    path = data_dir() / "settings.json"
    settings = dict(DEFAULT_SETTINGS)
    if not path.exists():  # the first start speaks the system's language when it is one of ours
        from tabletop.i18n import system_language

        settings["language"] = system_language()
        return settings, None
    try:
        data = read_json(path)
        for key, default in DEFAULT_SETTINGS.items():
            if key in data:
                value = data[key]
                if isinstance(default, bool) != isinstance(value, bool):
                    raise DamagedFile(f"settings.json: {key} has the wrong type")
                if isinstance(default, (int, float)) and not isinstance(default, bool):
                    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 4:
                        raise DamagedFile(f"settings.json: {key} is out of range")
                if isinstance(default, str) and not isinstance(value, str):
                    raise DamagedFile(f"settings.json: {key} has the wrong type")
                if key == "language":
                    from tabletop.i18n import LANGUAGES

                    if value not in LANGUAGES:
                        raise DamagedFile("settings.json: that language is not one of ours")
                if key == "window" and value is not None and _window(value) is None:
                    raise DamagedFile("settings.json: window is not a size and a position")
                if key == "pace" and value not in PACES:
                    raise DamagedFile("settings.json: pace is not one of " + ", ".join(PACES))
                if key == "reveal" and value not in REVEALS:
                    raise DamagedFile("settings.json: reveal is not one of " + ", ".join(REVEALS))
                if key == "think" and value not in THINKS:
                    raise DamagedFile("settings.json: think is not one of " + ", ".join(THINKS))
                settings[key] = value
    except DamagedFile as exc:
        set_aside(path)
        return dict(DEFAULT_SETTINGS), str(exc)
    return settings, None


def _window(value) -> dict | None:
    """A remembered window: a sensible size and position, or None."""
    if not isinstance(value, dict):
        return None
    size, position = value.get("size"), value.get("position")
    numbers = [*(size or []), *(position or [])] if isinstance(size, list) and isinstance(position, list) else []
    if len(numbers) != 4 or not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
        return None
    if not (320 <= size[0] <= 16384 and 240 <= size[1] <= 16384 and all(-32768 < p < 32768 for p in position)):
        return None
    return {"size": list(size), "position": list(position)}


def window_place(settings: dict) -> dict | None:
    """Where the window was when the program last closed, if that is known and sensible."""
    return _window(settings.get("window"))


def save_settings(settings: dict) -> None:
    write_json(data_dir() / "settings.json", {**settings, "format": FORMAT})


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


# --------------------------------------------------------------------------- setups remembered

SETUPS = "setups.json"  # per game: the last seats and the options the players changed


def _setup_entry(entry) -> dict | None:
    """One game's remembered setup, if it has the shape one has (its values are checked again by
    the setup screen against what the game offers today)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("count"), int) or isinstance(entry["count"], bool):
        return None
    seats, options = entry.get("seats"), entry.get("options")
    if not isinstance(seats, list) or not isinstance(options, dict) or len(seats) > 16:
        return None
    for seat in seats:
        if not (isinstance(seat, dict) and isinstance(seat.get("name"), str) and isinstance(seat.get("kind"), str)
                and isinstance(seat.get("level"), str) and isinstance(seat.get("colour"), int)
                and not isinstance(seat["colour"], bool) and isinstance(seat.get("per_seat", {}), dict)
                and all(isinstance(v, str) for v in seat.get("per_seat", {}).values())):
            return None
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
        return None
    return entry


def remembered_setup(game_id: str) -> dict | None:
    """The last setup started for ``game_id`` (None if there is none, or it is unusable: a damaged
    file is set aside, an odd entry ignored)."""
    path = data_dir() / SETUPS
    if not path.exists():
        return None
    try:
        data = read_json(path)
    except DamagedFile:
        set_aside(path)
        return None
    return _setup_entry(data.get(game_id))


def remember_setup(game_id: str, entry: dict) -> None:
    """Keep ``entry`` as the setup of ``game_id`` (the other games' stay as they were)."""
    path = data_dir() / SETUPS
    try:
        data = read_json(path) if path.exists() else {}
    except DamagedFile:
        set_aside(path)
        data = {}
    data = {k: v for k, v in data.items() if isinstance(k, str) and _setup_entry(v) is not None}
    data[game_id] = entry
    write_json(path, data)
