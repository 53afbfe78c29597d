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
from tabletop.i18n import tr
from tabletop.engine.core import (
    Action, DamagedState, Event, IllegalAction, action_from_json, action_to_json, clip, short, undoable,
    whole,
)

SAVE_FORMAT = 2  # 1: plain JSON (still read); 2: the seats, moves and table in an encoded block
SEAT_KINDS = ("human", "computer")
NAME_LENGTH = 16  # the longest seat name the setup screen takes
SEAT_COLOURS = 12  # seat identities (colour and shape); ui.assets draws them
MAX_SEED = 2**63
MAX_ACTIONS = 200_000  # far more than any game takes; a save claiming more is not one of ours


def name_problem(name: Any) -> str | None:
    """Why ``name`` cannot be a seat name (the setup screen's own rule), or None."""
    if not isinstance(name, str) or not name.strip():
        return "a seat needs a name"
    if len(name) > NAME_LENGTH:
        return f"a seat name has at most {NAME_LENGTH} characters"
    if name != name.strip() or not name.isprintable():
        return "a seat name holds only printable characters, with no space around it"
    return None


@dataclass
class SeatInfo:
    """Who sits in a seat: a name, human or computer (with a level), and a colour-and-shape index."""

    name: str
    kind: str = "human"
    level: str = "easy"
    colour: int = 0

    @classmethod
    def from_json(cls, data: Any) -> "SeatInfo":
        """A seat exactly as the setup screen could have made it; DamagedState otherwise."""
        if not isinstance(data, dict) or set(data) != {"name", "kind", "level", "colour"}:
            raise DamagedState(f"a seat is an object with a name, a kind, a level and a colour: {short(data)}")
        name, kind, level, colour = data["name"], data["kind"], data["level"], data["colour"]
        problem = name_problem(name)
        if problem:
            raise DamagedState(f"{problem}: {short(name)}")
        if kind not in SEAT_KINDS or level not in ai.LEVELS:
            raise DamagedState(f"unknown seat kind or level: {short(kind)}/{short(level)}")
        if not whole(colour, 0, SEAT_COLOURS - 1):
            raise DamagedState(f"seat colour out of range: {short(colour)}")
        return cls(name, kind, level, colour)


def seats_problem(seats: list[SeatInfo]) -> str | None:
    """What the setup screen would refuse in these seats (blank, doubled names or colours)."""
    for seat in seats:
        problem = name_problem(seat.name)
        if problem:
            return problem
    if len({s.name.casefold() for s in seats}) < len(seats):
        return "two seats have the same name"
    if len({s.colour for s in seats}) < len(seats):
        return "two seats share a colour"
    return None


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
        self.prefs: dict = {}  # the table's choices for this sitting (not saved), e.g. seats that auto-pass
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
        self.budget = 1.0  # seconds an Expert seat thinks per decision (the table sets it from the settings)
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
    def submit(self, action: Action, chosen: bool = True) -> list[Event]:
        """Apply ``action``; raise IllegalAction with a reason (state unchanged) if it is not legal.
        An action the table made for a seat (``chosen=False``: a reaction window that ran out, a
        pick with one card left) is no choice of theirs, so it cannot be taken back."""
        before = self.state
        after, events = self.game.apply(before, action)
        self.state = after
        self.steps.append(Step(before, action, events, chosen and undoable(self.game, before, action, after, events)))
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
    def pump(self, ahead: bool = True) -> list[tuple[Action, list[Event]]]:
        """Collect a finished computer decision and apply it, and start the next one, without
        blocking; return what was applied. With ``ahead`` false a decision applied now is not
        followed at once by the next: that starts at a later call (or ``think``)."""
        done: list[tuple[Action, list[Event]]] = []
        if self._job is not None:
            future, state_then, seat = self._job
            if not future.done():
                return done
            self._job = None
            if state_then is self.state:  # nothing changed meanwhile: the decision still stands
                action = future.result()
                events = self.submit(action)
                notes = getattr(self.bots[seat], "notes", None)
                if notes:  # an Expert whose thinking failed: the hard level chose, and the log says so
                    events = [Event("ComputerNote", {"seat": seat, "note": "fallback"})] + events
                    notes.clear()
                done.append((action, events))
        if ahead or not done:
            self.think()
        return done

    def think(self) -> None:
        """Start the decision of the next computer seat to act, off the frame loop, unless one
        is under way already."""
        waiting = self.computers_to_act()
        if waiting and self._job is None and not self.over:
            seat = waiting[0]
            view = self.view(seat)
            if self._pool is None:
                import concurrent.futures  # imported late: it costs a tenth of a second at start-up

                self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
            bot = self.bots[seat]
            if hasattr(bot, "budget"):  # an Expert thinks as long as the setting says now
                bot.budget = self.budget
            self._job = (self._pool.submit(bot.choose, view, seat), self.state, seat)

    def thinking(self) -> bool:
        return self._job is not None

    def close(self) -> None:
        """The match leaves the screen: nothing of it thinks on (an Expert's search is stopped,
        its worker process with it, and no Expert of it starts one again)."""
        for bot in self.bots.values():
            if hasattr(bot, "left"):
                bot.left = True
        if self._job is not None and hasattr(self.bots.get(self._job[2]), "budget"):
            from tabletop.ai import worker

            worker.THINKER.stop()
        self._job = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # ------------------------------------------------------------------ saving
    def body(self) -> dict:
        """Everything a save holds about the game: seats, seed, options, the moves and the table."""
        return {
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "options": self.options,
            "actions": [action_to_json(s.action) for s in self.steps],
            "state": self.game.to_json(self.state),
        }

    def to_json(self) -> dict:
        """The save file: versioned JSON whose moves and table sit in an encoded block, so a
        hot-seat player opening it in an editor does not read the others' secrets at a glance
        (it stops a glance, not a determined cheat)."""
        return {"format": SAVE_FORMAT, "game": self.game_id, "finished": self.over,
                "encoding": userdata.BLOCK_ENCODING, "data": userdata.encode_block(self.body())}

    def autosave(self) -> None:
        """Save after every action. A failed write (disk full, no permission, a value JSON cannot
        hold) never stops the game: it is remembered in ``save_error`` for the table to report, and
        the next action tries again."""
        if self.save_path is None:
            return
        try:
            userdata.write_json(self.save_path, self.to_json())
            self.save_error = None
        except Exception as exc:  # noqa: BLE001 - whatever the game holds, saving must not end it
            self.save_error = clip(f"{type(exc).__name__}: {exc}")

    @classmethod
    def from_json(cls, data: dict, find_game, save_path: Path | None = None) -> "Match":
        """Rebuild a match by replaying its actions; the result must equal the saved state.

        Refuses (``DamagedFile``) anything the program could not have written: another format or
        game, seats the setup screen would refuse, options the game does not take, moves that
        are not legal or do not lead to the saved table, a finished flag that does not match.
        ``find_game`` gives the GameInfo of a game id (KeyError for an unknown one).
        """
        try:
            if not isinstance(data, dict) or data.get("format") not in (1, SAVE_FORMAT):
                raise DamagedState("unknown save format")
            try:
                info = find_game(data.get("game"))
            except (KeyError, TypeError):
                raise DamagedState(f"unknown game {short(data.get('game'))}") from None
            if data["format"] == 1:
                body = data
            else:
                if set(data) != {"format", "game", "finished", "encoding", "data"} or \
                        data["encoding"] != userdata.BLOCK_ENCODING:
                    raise DamagedState("the save's fields are not those this version writes")
                body = userdata.decode_block(data["data"])
            finished = data.get("finished")
            if not isinstance(finished, bool):
                raise DamagedState("the save does not say whether the game is over")
            raw_seats, seed, options, actions = body.get("seats"), body.get("seed"), body.get("options"), body.get("actions")
            if not isinstance(raw_seats, list) or not isinstance(actions, list) or not isinstance(options, dict):
                raise DamagedState("seats, options or moves missing")
            if not whole(seed, 0, MAX_SEED) or len(actions) > MAX_ACTIONS:
                raise DamagedState(f"the seed or the number of moves is out of range: {short(seed)}")
            seats = [SeatInfo.from_json(s) for s in raw_seats]
            problem = seats_problem(seats)
            if problem:
                raise DamagedState(problem)
            match = cls(info, seats, seed, options, save_path=save_path)  # the game checks its options
            saved = match.game.from_json(body.get("state"))
            for raw in actions:
                match._replay(action_from_json(raw, match.game.action_types))
            if match.state != saved:
                raise DamagedState("the saved moves do not lead to the saved table")
            if match.over != finished:
                raise DamagedState("the save says the game is " + ("over" if finished else "on") + ", its moves do not")
        except (DamagedState, IllegalAction, ValueError, TypeError, LookupError, RecursionError) as exc:
            raise userdata.DamagedFile(clip(str(exc))) from exc
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
        match = Match.from_json(userdata.read_json(path), find_game, save_path=path)
        if not match.info.playable:  # a game this version cannot show: nothing to continue it on
            userdata.set_aside(path)
            return None, tr("notice.save-no-table", game=tr(f"game.{match.info.id}.name"))
        return (None if match.over else match), None  # a finished game is kept, not continued
    except userdata.DamagedFile as exc:
        userdata.set_aside(path)
        return None, clip(str(exc))
    except Exception as exc:  # noqa: BLE001 - a save is user data: no shape of it may crash the program
        userdata.set_aside(path)
        return None, clip(f"{type(exc).__name__}: {exc}")
