"""How a game describes itself to the program, once: ``GameInfo`` and its setup ``Option``s.

Every game package (``tabletop/games/<game>/__init__.py``) builds one ``GameInfo``; the registry
in ``tabletop.games`` lists them. The title, the setup screen, autoplay, the benchmark, the
evaluation command and the tests read that list, so adding a game is adding its folder and one
line there. Pure data and a few small functions: no pygame. The table and the computer players
are named by module path and imported only when first needed, so the rules stay importable
without a window and starting the program stays quick.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

OPTION_KINDS = ("choice", "seat", "toggle", "per-seat")


@dataclass(frozen=True)
class Option:
    """One setting of a game's setup screen.

    ``kind``: "choice" (one of ``values``), "seat" (a seat index, shown by the name typed for that
    seat; ``values`` may add choices before the seats, such as "random"), "toggle"
    ("off"/"on") or "per-seat" (one of ``values`` for every seat, shown as a column of the seat
    rows; ``unique`` forbids two seats the same value, except ``free``; with ``computers`` only
    computer seats choose it, such as how each plays: a human seat shows a dash and hands the
    rules None). ``values`` may depend on the number of players (a function of it); ``default``
    too. ``label`` turns a value into the text shown (default: the catalogue key
    ``option.<game>.<key>.<value>``); ``icons`` the pictures (art paths) shown beside it, such as
    a fighter's two skills.
    """

    key: str
    kind: str = "choice"
    values: tuple[str, ...] | Callable[[int], tuple[str, ...]] = ()
    default: str | Callable[[int], str] | None = None
    label: Callable[[str], str] | None = None
    unique: bool = False
    free: str | None = None
    when: Callable[[int], bool] = lambda players: True
    icons: Callable[[str], tuple[str, ...]] | None = None  # art shown beside a value (a fighter's skills)
    computers: bool = False  # a per-seat option only computer seats have (None for a human seat)

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}")

    def applies(self, players: int) -> bool:
        return bool(self.when(players)) and bool(self.choices(players))

    def choices(self, players: int) -> tuple[str, ...]:
        """The values this option offers at ``players`` seats."""
        if not self.when(players):
            return ()
        if self.kind == "seat":
            extra = self.values(players) if callable(self.values) else self.values
            return tuple(extra) + tuple(str(i) for i in range(players))
        if self.kind == "toggle":
            return ("off", "on")
        return tuple(self.values(players) if callable(self.values) else self.values)

    def default_for(self, players: int) -> str:
        choices = self.choices(players)
        value = self.default(players) if callable(self.default) else self.default
        return value if value in choices else choices[0]


@dataclass(frozen=True)
class GameInfo:
    """Everything the program needs to know about one game.

    ``rules``: the module (or package) with the engine contract of ``engine.core.Game``, named by
    its path and imported on first use (the title screen needs no game's rules, so the program
    starts without loading them); ``players``: its (fewest, most) seats, as the rules say (a test
    holds the two together).
    ``bots``: module path of the computer players (classes ``EasyBot`` and ``HardBot``).
    ``table``: "module:Class" of the table scene, or None while the game has no table yet.
    ``name_of``: the name players read for a content id (a card, a fighter, an arena), or None
    for an id that is not content; the log and the hot-seat leak test use it. ``messages``: the
    catalogue keys the game composes from its data (``tabletop.translations`` extracts them).
    ``layout``: the Tiled map in ``layouts/`` the table is laid out by. ``tile_art``: the picture
    on the title screen. ``options``: the setup screen's settings; ``build_options`` turns the
    values chosen there (``{key: value}``, a list of values for a per-seat option) into the
    options ``rules.new_game`` takes. ``bench``: "module:function" returning the game's own
    benchmark figures as ``(label, value, target)`` lines, for what the generic ones do not cover.
    ``expert``: the module of the game's search plan for the Expert level (``tabletop.ai.search``):
    its determinizer and, where the game needs them, a rollout policy and a cut-off evaluation.
    """

    id: str
    rules_module: str
    players: tuple[int, int]
    bots: str
    table: str | None = None
    layout: str | None = None
    tile_art: str | None = None
    default_players: int | None = None
    options: tuple[Option, ...] = ()
    name_of: Callable[[str], str | None] = field(default=lambda key: None, compare=False)
    messages: Callable[[], Iterable[str]] = field(default=lambda: (), compare=False)
    build_options: Callable[[dict, int, Any], dict] | None = field(default=None, compare=False)
    bench: str | None = None  # "module:function" of the game's own benchmark lines (``tabletop.bench`` prints them)
    expert: str | None = None  # the module whose ``plan()`` the Expert level searches with (None: no Expert)

    @property
    def rules(self) -> Any:
        return importlib.import_module(self.rules_module)

    @property
    def min_players(self) -> int:
        return self.players[0]

    @property
    def max_players(self) -> int:
        return self.players[1]

    @property
    def playable(self) -> bool:
        """Has a table, so it is offered on the title screen."""
        return self.table is not None

    def seats_default(self) -> int:
        return self.default_players or self.min_players

    def engine_options(self, chosen: dict, players: int, rnd: Any) -> dict:
        """The ``new_game`` options for the setup screen's ``chosen`` values."""
        return self.build_options(chosen, players, rnd) if self.build_options else {}

    def bench_lines(self, seconds: float) -> list[tuple[str, str, str]]:
        """The game's own benchmark figures (none unless it names a ``bench`` function)."""
        if self.bench is None:
            return []
        module, _, name = self.bench.partition(":")
        return getattr(importlib.import_module(module), name)(seconds)

    def table_scene(self) -> type:
        """The table scene class (imports the table module on first use)."""
        if self.table is None:
            raise LookupError(f"{self.id} has no table yet")
        module, _, name = self.table.partition(":")
        return getattr(importlib.import_module(module), name)
