"""Dead Last's numbers, read once from ``content.toml`` and checked: the gold bars, the points that
win, the conspiracy's gestures and clocks, and the computer seats' characters.

A damaged file is reported naming the file and the entry (DamagedState), never met later in play.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import DamagedState, whole

id = "dead-last"  # noqa: A001 - the engine contract names a game by ``id``
min_players = 6
max_players = 12
FORMAT = 1

AMBUSH = -1  # the voting card that is not a vote
HIDDEN = -2  # a card lying face down, as a seat that may not see it reads it
SPLIT, GRAB_ALL, GRAB_ONE = "split", "grab-all", "grab-one"
SHOWDOWN_CARDS = (SPLIT, GRAB_ALL, GRAB_ONE)
FACE_DOWN = "?"  # a showdown card lying face down
NO_CHARACTER = ""  # a seat without a computer character (a human, or one hidden from the viewer)
PHASES = ("conspire", "vote", "ambush", "showdown", "over")
# Events that show something to the table: the action behind them can never be undone.
REVEALING_EVENTS = frozenset({"Pointed", "PointLowered", "Whispered", "VotesRevealed", "ShowdownRevealed"})


@dataclass(frozen=True)
class Content:
    bars: tuple[int, ...]  # every bar in the box, by value, sorted
    pot: int
    win_points: tuple[tuple[int, int, int], ...]  # (fewest, most, points)
    gestures: int
    timers: tuple[int, ...]
    timer: int
    characters: tuple[str, ...]

    def threshold(self, players: int) -> int:
        """The points that win at ``players`` seats."""
        return next(points for fewest, most, points in self.win_points if fewest <= players <= most)


def load(path: Path) -> Content:
    """Read and check ``content.toml``; DamagedState names the file and the entry at fault."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DamagedState(f"{where}: cannot read content: {exc}") from exc
    try:
        bars: list[int] = []
        for entry in data["gold"]["bars"]:
            if not (whole(entry["value"], 1, 20) and whole(entry["count"], 1, 200)):
                raise DamagedState(f"{where}: [gold] bars: bad entry {entry}")
            bars += [entry["value"]] * entry["count"]
        pot = data["gold"]["pot"]
        wins = tuple((w["fewest"], w["most"], w["points"]) for w in data["win"]["points"])
        conspiracy = data["conspiracy"]
        gestures, timers, timer = conspiracy["gestures"], tuple(conspiracy["timers"]), conspiracy["timer"]
        characters = tuple(data["computers"]["characters"])
    except (KeyError, TypeError) as exc:
        raise DamagedState(f"{where}: missing or malformed entry {exc}") from exc
    if not whole(pot, 1, 10) or not whole(gestures, 1, 20):
        raise DamagedState(f"{where}: [gold] pot and [conspiracy] gestures must be small whole numbers")
    for seats in range(min_players, max_players + 1):
        if sum(fewest <= seats <= most for fewest, most, _ in wins) != 1:
            raise DamagedState(f"{where}: [win] must give the points for {seats} seats exactly once")
    if not all(whole(t, 0, 600) for t in timers) or timer not in timers:
        raise DamagedState(f"{where}: [conspiracy] timers must be seconds, the default among them")
    if not characters or len(set(characters)) != len(characters) or NO_CHARACTER in characters:
        raise DamagedState(f"{where}: [computers] characters must be distinct names")
    return Content(tuple(sorted(bars)), pot, wins, gestures, timers, timer, characters)


CONTENT_PATH = Path(__file__).resolve().parent.parent / "content.toml"
C = load(CONTENT_PATH)
