"""A match binds one engine state to its seats: who is human, who is a computer, and at what level.

It is the only place that applies actions during play, so it is also where autosave, undo and
the computer players' background thinking live. Scenes ask it what to show and hand it actions;
they never touch the engine state directly.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tabletop import ai, userdata
from tabletop.engine.core import Action, DamagedState, Event, IllegalAction, action_from_json, action_to_json, undoable

SAVE_FORMAT = 1
SEAT_KINDS = ("human", "computer")


@dataclass
class SeatInfo:
    """Who sits in a seat: a name, human or computer (with a level), and a colour-and-shape index."""

    name: str
    kind: str = "human"
    level: str = "easy"
    colour: int = 0

    @classmethod
    def from_json(cls, data: Any) -> "SeatInfo":
        if not isinstance(data, dict):
            raise DamagedState(f"seat is not an object: {data!r}")
        name, kind, level, colour = data.get("name"), data.get("kind"), data.get("level"), data.get("colour")
        if not isinstance(name, str) or not 0 < len(name) <= 24:
            raise DamagedState("a seat name must be 1-24 characters")
        if kind not in SEAT_KINDS or level not in ai.LEVELS:
            raise DamagedState(f"unknown seat kind or level: {kind!r}/{level!r}")
        if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < 8:
            raise DamagedState(f"seat colour out of range: {colour!r}")
        return cls(name, kind, level, colour)


@dataclass
class Step:
    """One applied action, remembered for undo and for the save file."""

    before: Any
    action: Action
    events: list[Event]
    undoable: bool


class Match:
    """One game in progress. ``submit`` applies a human action; ``pump`` runs computer seats."""

    def __init__(
        self,
        info,
        seats: list[SeatInfo],
        seed: int,
        options: dict | None = None,
        *,
        save_path: Path | None = None,
        state: Any = None,
    ) -> None:
        self.info = info  # the game's GameInfo
        self.game_id = info.id
        self.game = info.rules
        if not self.game.min_players <= len(seats) <= self.game.max_players:
            raise ValueError(f"{info.id} takes {self.game.min_players}-{self.game.max_players} seats")
        self.seats = seats
        self.seed = seed
        self.options = dict(options or {})
        self.save_path = save_path
        self.opening: list[Event] = []  # what happened before the first move (e.g. a dice-off)
        self.save_error: str | None = None  # why the last autosave failed, if it did
        if state is not None:
            self.state = state
        elif hasattr(self.game, "setup"):
            self.state, self.opening = self.game.setup(len(seats), seed, self.options)
        else:
            self.state = self.game.new_game(len(seats), seed, self.options)
        self.steps: list[Step] = []
        self.bots = {
            i: ai.make_bot(info, s.level, seed * 101 + i) for i, s in enumerate(seats) if s.kind == "computer"
        }
        self._pool = None  # a one-thread pool for computer decisions, made when first needed
        self._job: tuple[Any, Any, int] | None = None  # (future, state it was asked about, seat)

    # ------------------------------------------------------------------ who acts
    def to_act(self) -> list[int]:
        return self.game.to_act(self.state)

    def humans_to_act(self) -> list[int]:
        return [s for s in self.to_act() if self.seats[s].kind == "human"]

    def computers_to_act(self) -> list[int]:
        return [s for s in self.to_act() if self.seats[s].kind == "computer"]

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def legal(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    # ------------------------------------------------------------------ acting
    def submit(self, action: Action) -> list[Event]:
        """Apply ``action``; raise IllegalAction with a reason (state unchanged) if it is not legal."""
        before = self.state
        after, events = self.game.apply(before, action)
        self.state = after
        self.steps.append(Step(before, action, events, undoable(self.game, before, action, after, events)))
        self.autosave()
        return events

    def can_undo(self, seat: int) -> bool:
        """A human may take back their own last choice if it revealed nothing and rolled nothing."""
        if not self.steps or self.seats[seat].kind != "human":
            return False
        last = self.steps[-1]
        return last.action.seat == seat and last.undoable

    def undo(self, seat: int) -> Action:
        if not self.can_undo(seat):
            raise IllegalAction("no-undo: there is nothing of yours to take back")
        step = self.steps.pop()
        self.state = step.before
        self._job = None
        self.autosave()
        return step.action

    # ------------------------------------------------------------------ computer seats
    def pump(self) -> list[tuple[Action, list[Event]]]:
        """Start or collect one computer decision without blocking; return what was applied."""
        done: list[tuple[Action, list[Event]]] = []
        if self._job is not None:
            future, state_then, seat = self._job
            if not future.done():
                return done
            self._job = None
            if state_then is self.state:  # nothing changed meanwhile: the decision still stands
                action = future.result()
                done.append((action, self.submit(action)))
        waiting = self.computers_to_act()
        if waiting and self._job is None and not self.over:
            seat = waiting[0]
            view = self.view(seat)
            if self._pool is None:
                import concurrent.futures  # imported late: it costs a tenth of a second at start-up

                self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
            self._job = (self._pool.submit(self.bots[seat].choose, view, seat), self.state, seat)
        return done

    def thinking(self) -> bool:
        return self._job is not None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # ------------------------------------------------------------------ saving
    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "options": self.options,
            "actions": [action_to_json(s.action) for s in self.steps],
            "state": self.game.to_json(self.state),
            "finished": self.over,
        }

    def autosave(self) -> None:
        """Save after every action. A failed write (disk full, no permission) never stops the game:
        it is remembered in ``save_error`` for the table to report, and the next action tries again."""
        if self.save_path is None:
            return
        try:
            userdata.write_json(self.save_path, self.to_json())
            self.save_error = None
        except OSError as exc:
            self.save_error = str(exc)

    @classmethod
    def from_json(cls, data: dict, find_game, save_path: Path | None = None) -> "Match":
        """Rebuild a match by replaying its actions; the result must equal the saved state.
        ``find_game`` gives the GameInfo of a game id (KeyError for an unknown one)."""
        try:
            if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
                raise DamagedState("unknown save format")
            try:
                info = find_game(data.get("game"))
            except (KeyError, TypeError):
                raise DamagedState(f"unknown game {data.get('game')!r}") from None
            seats = [SeatInfo.from_json(s) for s in data.get("seats", [])]
            seed, options = data.get("seed"), data.get("options")
            if not isinstance(seed, int) or not isinstance(options, dict):
                raise DamagedState("seed or options missing")
            match = cls(info, seats, seed, options, save_path=save_path)
            saved = match.game.from_json(data.get("state"))
            for raw in data.get("actions", []):
                match._replay(action_from_json(raw, match.game.action_types))
            if match.state != saved:
                raise DamagedState("the saved moves do not lead to the saved table")
        except (DamagedState, IllegalAction, ValueError, TypeError, KeyError) as exc:
            raise userdata.DamagedFile(str(exc)) from exc
        return match

    def _replay(self, action: Action) -> None:
        before = self.state
        after, events = self.game.apply(before, action)
        self.state = after
        self.steps.append(Step(before, action, events, undoable(self.game, before, action, after, events)))


def load_autosave(find_game) -> tuple[Match | None, str | None]:
    """The unfinished autosaved match if there is one, and a message if the file was damaged.
    ``find_game`` gives the GameInfo of a game id."""
    path = userdata.autosave_path()
    if not path.exists():
        return None, None
    try:
        data = userdata.read_json(path)
        if data.get("finished"):
            return None, None
        return Match.from_json(data, find_game, save_path=path), None
    except userdata.DamagedFile as exc:
        userdata.set_aside(path)
        return None, str(exc)
    except Exception as exc:  # noqa: BLE001 - a save is user data: no shape of it may crash the program
        userdata.set_aside(path)
        return None, f"{type(exc).__name__}: {exc}"
