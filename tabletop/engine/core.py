"""The small core every game engine shares: randomness, actions, events, errors, the game contract.

Engines are pure rules. They never import pygame, never read or write user files and never wait on
a clock, so a test can play any game to the end with no window and a script can replay it exactly.
"""

from __future__ import annotations

import dataclasses
import random
import time
from dataclasses import dataclass, field
from typing import Any, Iterable, Protocol, Sequence


class IllegalAction(ValueError):
    """Raised by ``apply`` when an action is not legal now. The state is left unchanged."""


class DamagedState(ValueError):
    """Raised when saved data does not describe a valid state."""


# --------------------------------------------------------------------------- checking plain data


def whole(value: Any, low: int, high: int) -> bool:
    """A whole number (not a bool: JSON's true is no seat) in ``[low, high]``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def short(value: Any, limit: int = 60) -> str:
    """A value as a message may quote it: a short excerpt, whatever its size."""
    text = repr(value) if not isinstance(value, (dict, list)) else f"<{type(value).__name__} of {len(value)}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def clip(text: str, limit: int = 160) -> str:
    """A message cut to ``limit`` characters (a damaged value can be megabytes long)."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_option_keys(options: dict, allowed: set[str], game: str) -> None:
    """New games and saves take only the options a game knows (ValueError names the others)."""
    if not isinstance(options, dict):
        raise ValueError(f"{game}: options must be an object")
    unknown = set(options) - allowed
    if unknown:
        raise ValueError(f"{game}: unknown options {sorted(map(short, unknown))}")


# --------------------------------------------------------------------------- randomness


class Rng(Protocol):
    """Where every chance event in an engine comes from."""

    def shuffle(self, items: Sequence[Any]) -> list[Any]:
        """Return a shuffled copy of ``items``."""

    def randint(self, low: int, high: int) -> int:
        """Return a whole number in ``[low, high]``."""

    @property
    def draws(self) -> int:
        """How many chance events this source has produced since the state's seed."""


class SeededRng:
    """Deterministic randomness keyed by (seed, number of draws so far).

    The state stores only ``seed`` and ``draws``, so it stays plain data: the same seed and the same
    actions give the same game, bit for bit, on every machine and Python version that keeps
    ``random.Random``'s string seeding (sha512-based) stable.
    """

    def __init__(self, seed: int, draws: int = 0) -> None:
        self.seed = seed
        self._draws = draws

    def _next(self) -> random.Random:
        gen = random.Random(f"{self.seed}:{self._draws}")
        self._draws += 1
        return gen

    def shuffle(self, items: Sequence[Any]) -> list[Any]:
        out = list(items)
        self._next().shuffle(out)
        return out

    def randint(self, low: int, high: int) -> int:
        return self._next().randint(low, high)

    @property
    def draws(self) -> int:
        return self._draws


class ScriptedRng:
    """Randomness a test writes in advance: each call takes the next scripted answer.

    ``shuffle`` takes a list giving the wanted order (it must be a permutation of the items);
    ``randint`` takes a number. Running out of script is an error, so a test notices surprise rolls.
    """

    def __init__(self, script: Iterable[Any]) -> None:
        self._script = list(script)
        self._draws = 0

    def _take(self) -> Any:
        if not self._script:
            raise AssertionError("scripted randomness ran out")
        self._draws += 1
        return self._script.pop(0)

    def shuffle(self, items: Sequence[Any]) -> list[Any]:
        wanted = list(self._take())
        if sorted(map(repr, wanted)) != sorted(map(repr, items)):
            raise AssertionError(f"scripted order {wanted} is not a permutation of {list(items)}")
        return wanted

    def randint(self, low: int, high: int) -> int:
        value = self._take()
        if not low <= value <= high:
            raise AssertionError(f"scripted roll {value} outside [{low}, {high}]")
        return value

    @property
    def draws(self) -> int:
        return self._draws

    @property
    def remaining(self) -> int:
        return len(self._script)


# --------------------------------------------------------------------------- actions and events


@dataclass(frozen=True)
class Action:
    """Something a seat chooses to do. Subclasses add fields; every action names its seat."""

    seat: int

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and the animations.

    ``kind`` is a past-tense name (``FighterKept``); ``data`` holds what everybody may know and
    ``secret`` what only seat ``owner`` may know (which card it kept, say). ``for_seat`` gives the
    version a seat is allowed to see.
    """

    kind: str
    data: dict = field(default_factory=dict)
    secret: dict = field(default_factory=dict)
    owner: int | None = None

    def for_seat(self, seat: int | None) -> "Event":
        if not self.secret or (seat is not None and seat == self.owner):
            return self
        return Event(self.kind, self.data, {}, self.owner)

    def to_json(self) -> dict:
        return {"kind": self.kind, "data": self.data, "secret": self.secret, "owner": self.owner}


def action_to_json(action: Action) -> dict:
    return {"type": action.kind, **dataclasses.asdict(action)}


def action_from_json(data: Any, action_types: dict[str, type[Action]]) -> Action:
    """Build an action from saved data, refusing anything that is not exactly one of ours: the
    known fields, each of its declared type (a seat is a whole number, never true or false)."""
    if not isinstance(data, dict) or data.get("type") not in action_types:
        raise DamagedState(f"not an action: {short(data)}")
    cls = action_types[data["type"]]
    hints, names = _field_types(cls)
    values = {k: v for k, v in data.items() if k != "type"}
    if set(values) != set(names):
        raise DamagedState(f"action {data['type']} has fields {[short(k) for k in sorted(map(str, values))][:8]}, "
                           f"expected {sorted(names)}")
    for key, value in values.items():
        try:
            from_plain(hints[key], value, f"action {data['type']}.{key}")
        except DamagedState:
            raise DamagedState(f"action field {key} has a bad value {short(value)}") from None
    return cls(**values)


# --------------------------------------------------------------------------- the contract


class Game(Protocol):
    """What every game module offers. The match layer, the bots and the tests need nothing else."""

    id: str
    min_players: int
    max_players: int
    action_types: dict[str, type[Action]]

    def new_game(self, players: int, seed: int, options: dict | None = None) -> Any: ...

    def to_act(self, state: Any) -> list[int]: ...

    def legal_actions(self, state: Any, seat: int) -> list[Action]: ...

    # A game may also offer ``optional_actions(state, seat)``: moves of a seat the game is not
    # waiting for (Dead Last: a face-down card may be changed until all are revealed). ``apply``
    # accepts them; bots are never asked for them.

    def apply(self, state: Any, action: Action, rng: Rng | None = None) -> tuple[Any, list[Event]]: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def winners(self, state: Any) -> list[int]: ...

    def players(self, state: Any) -> int: ...

    def to_json(self, state: Any) -> dict: ...

    def from_json(self, data: Any) -> Any: ...

    def components(self, state: Any) -> dict[str, int]: ...


def replay(game: Game, players: int, seed: int, actions: Iterable[Action], options: dict | None = None):
    """Play ``actions`` from a new game with ``seed``; return the final state and all events."""
    state = game.new_game(players, seed, options)
    events: list[Event] = []
    for action in actions:
        state, new_events = game.apply(state, action)
        events.extend(new_events)
    return state, events


def undoable(game: Game, before: Any, action: Action, after: Any, events: Iterable[Event] = ()) -> bool:
    """Can ``action`` be taken back without revealing anything or re-rolling chance?

    Yes when it consumed no randomness, showed nothing to the table (no event of a kind the game
    lists in ``REVEALING_EVENTS``), and the acting seat still holds the turn, so nobody else has
    seen a consequence of it.
    """
    revealing = getattr(game, "REVEALING_EVENTS", frozenset())
    return (
        getattr(before, "draws", None) == getattr(after, "draws", None)
        and not game.is_over(after)
        and action.seat in game.to_act(after)
        and not any(e.kind in revealing for e in events)
    )


# --------------------------------------------------------------------------- plain-data states


def to_plain(value: Any) -> Any:
    """Turn a state built of frozen dataclasses and tuples into JSON-compatible dicts and lists."""
    if dataclasses.is_dataclass(value):
        return {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [to_plain(v) for v in value]
    return value


_FIELD_TYPES: dict[type, tuple[dict, list[str]]] = {}


def _field_types(tp: type) -> tuple[dict, list[str]]:
    """A dataclass's resolved field types and names (resolving hints is slow: done once a class)."""
    import typing

    if tp not in _FIELD_TYPES:
        _FIELD_TYPES[tp] = (typing.get_type_hints(tp), [f.name for f in dataclasses.fields(tp)])
    return _FIELD_TYPES[tp]


def from_plain(cls: type, data: Any, where: str = "state") -> Any:
    """Rebuild a dataclass state from ``to_plain`` output, checking every type on the way.

    Raises DamagedState naming the first field that is missing or has the wrong type, so a damaged
    save is reported instead of crashing later in the rules.
    """
    import types
    import typing

    def build(tp: Any, value: Any, path: str) -> Any:
        origin = typing.get_origin(tp)
        if origin in (typing.Union, types.UnionType):
            for option in typing.get_args(tp):
                try:
                    return build(option, value, path)
                except DamagedState:
                    continue
            raise DamagedState(f"{path}: unexpected value {short(value)}")
        if tp is type(None):
            if value is not None:
                raise DamagedState(f"{path}: expected nothing, got {short(value)}")
            return None
        if origin is tuple:
            args = typing.get_args(tp)
            if not isinstance(value, list):
                raise DamagedState(f"{path}: expected a list, got {short(value)}")
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(build(args[0], v, f"{path}[{i}]") for i, v in enumerate(value))
            if len(args) != len(value):
                raise DamagedState(f"{path}: expected {len(args)} items, got {len(value)}")
            return tuple(build(a, v, f"{path}[{i}]") for i, (a, v) in enumerate(zip(args, value)))
        if dataclasses.is_dataclass(tp):
            if not isinstance(value, dict):
                raise DamagedState(f"{path}: expected an object, got {short(value)}")
            hints, names = _field_types(tp)
            missing = [n for n in names if n not in value]
            extra = [k for k in value if k not in names]
            if missing or extra:
                raise DamagedState(f"{path}: missing {missing} / unknown {[short(k) for k in extra][:5]}")
            return tp(**{n: build(hints[n], value[n], f"{path}.{n}") for n in names})
        if tp is bool:
            if not isinstance(value, bool):
                raise DamagedState(f"{path}: expected true/false, got {short(value)}")
            return value
        if tp is int:
            if not isinstance(value, int) or isinstance(value, bool):
                raise DamagedState(f"{path}: expected a whole number, got {short(value)}")
            return value
        if tp is str:
            if not isinstance(value, str):
                raise DamagedState(f"{path}: expected text, got {short(value)}")
            return value
        raise DamagedState(f"{path}: cannot read type {tp!r}")

    return build(cls, data, where)


def action_problem(action: Any) -> str | None:
    """Why ``action`` cannot even be read as a move ("bad-action: ..."): not an action, or a field
    whose value is not of its declared type (a seat that is a text, a target that is a list, a
    number that is true or false), checked as a save's fields are (``from_plain``) before any
    rule looks at it."""
    if not isinstance(action, Action) or not dataclasses.is_dataclass(action):
        return f"bad-action: {short(action)} is not a move of this game"
    hints, names = _field_types(type(action))
    for name in names:
        value, hint = getattr(action, name), hints[name]
        if type(value) is hint:  # the common case, at once (a bool is not an int here)
            continue
        try:
            from_plain(hint, value, f"{action.kind}.{name}")
        except DamagedState as exc:
            return f"bad-action: {exc}"
    return None


def checked_apply(state: Any, action: Action, rng: Rng | None, legal_actions, why, dispatch) -> tuple[Any, list[Event]]:
    """The one way every engine applies an action.

    The action must be among ``legal_actions`` (else IllegalAction with ``why``'s reason, the
    state untouched); ``dispatch`` does the rules with the state's own seeded randomness unless a
    test passes another source; the new state counts the chance events this action used,
    whatever the source (a scripted one starts counting at 0).
    """
    problem = action_problem(action)
    if problem:
        raise IllegalAction(problem)
    if action not in legal_actions(state, action.seat):
        raise IllegalAction(why(state, action))
    rng = rng or SeededRng(state.seed, state.draws)
    first, before = rng.draws, state.draws
    state, events = dispatch(state, action, rng)
    return evolve(state, draws=before + rng.draws - first), events


def save_json(game_id: str, fmt: int, state: Any) -> dict:
    """A state as saved data: tagged with its game and format version."""
    return {"format": fmt, "game": game_id, "state": to_plain(state)}


def load_json(data: Any, game_id: str, fmt: int, cls: type, validate, title: str) -> Any:
    """Read saved data of ``game_id`` into a ``cls`` state, then let the game ``validate`` it.

    Raises DamagedState for anything that is not exactly a save this version can continue.
    """
    if not isinstance(data, dict) or data.get("game") != game_id or data.get("format") != fmt:
        raise DamagedState(f"not a save of {title} in a format this version reads")
    state = from_plain(cls, data.get("state"))
    validate(state)
    return state


def evolve(state: Any, **changes: Any) -> Any:
    """A copy of a frozen dataclass state with some fields changed (a fast ``dataclasses.replace``).

    ``replace`` re-runs ``__init__`` and dominated the random-play profile; states hold only
    immutable values, so a shallow copy of the field dict is a safe new state.
    """
    fields = state.__dataclass_fields__
    for key in changes:
        if key not in fields:
            raise TypeError(f"{type(state).__name__} has no field {key!r}")
    new = object.__new__(type(state))
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


def random_rates(game: Any, players: int, seconds: float, seed: int = 1) -> tuple[float, float]:
    """Seeded random games of ``game`` (its rules module) played one after another for ``seconds``:
    whole games per second and actions per second (games grow longer when the rules offer more
    moves, so the second figure is the engine's own speed). The benchmarks' measure of an engine."""
    rnd = random.Random(seed)
    done, steps, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(players, done)
        while not game.is_over(state):
            seat = rnd.choice(game.to_act(state))
            state, _ = game.apply(state, rnd.choice(game.legal_actions(state, seat)))
            steps += 1
        done += 1
    spent = time.perf_counter() - start
    return done / spent, steps / spent
