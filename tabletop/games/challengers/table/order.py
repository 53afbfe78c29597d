"""The director's order: the parks of a competition told side by side.

The engine plays a competition's matches one after another, so one action's events hold park 0's
whole match, then park 1's, and so on. The table tells them as a director would run a floor of
simultaneous matches: the lead park (the match of the human at the screen, else the one in focus)
plays with the computers' parks spread through it in proportion, so they finish together; the
parks of other humans follow it whole, each in focus in its turn. Only the telling changes: every
event is kept and each park's own events keep their order (a test holds it to that).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.core import Event

MATCH_KINDS = frozenset({"CardRevealed", "StrengthGained", "TotalsCompared", "FlagLost", "FlagTaken", "CardsBenched",
                         "CardMoved", "FansTaken", "MatchWon", "DeckPeeked", "ChoiceAsked"})  # a match playing out


def is_match_event(e: Event) -> bool:
    return e.kind in MATCH_KINDS and "park" in e.data


def side_by_side(events: list[Event], sides: dict[int, tuple[int, ...]], human: Callable[[int], bool],
                 me: int | None, focus: int | None) -> list[Event]:
    """``events`` in the director's order. ``sides``: park -> its two participants (the batch's
    MatchStarted events are read too); ``human(who)``: is that participant a human seat; ``me``:
    the seat at the screen (its park leads); ``focus``: the park in focus (leads among computers)."""
    sides = {**sides, **{e.data["park"]: tuple(e.data["sides"]) for e in events if e.kind == "MatchStarted"}}
    out: list[Event] = []
    run: list[Event] = []
    for e in [*events, None]:
        if e is not None and is_match_event(e):
            run.append(e)
            continue
        if run:
            out += _regroup(run, sides, human, me, focus)
            run = []
        if e is not None:
            out.append(e)
    return out


def _regroup(run: list[Event], sides: dict, human: Callable[[int], bool], me: int | None,
             focus: int | None) -> list[Event]:
    by: dict[int, list[Event]] = {}
    for e in run:
        by.setdefault(e.data["park"], []).append(e)
    if len(by) < 2:
        return run

    humans = sorted((p for p in by if any(human(who) for who in sides.get(p, ()))),
                    key=lambda p: (me not in sides.get(p, ()), p))
    lead = humans[0] if humans else (focus if focus in by else min(by))
    spread = [lead] + [p for p in by if p != lead and p not in humans]
    merged = sorted(((i + 1) / len(by[p]), p != lead, p, i) for p in spread for i in range(len(by[p])))
    return [by[p][i] for *_, p, i in merged] + [e for p in humans[1:] for e in by[p]]
