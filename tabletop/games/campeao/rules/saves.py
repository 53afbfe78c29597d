"""O Último Grande Campeão: what each seat may see (``view``) and saved games (``to_json`` /
``from_json``, which refuses any table that no play could reach)."""

from __future__ import annotations

from tabletop.engine.core import DamagedState, evolve, load_json, save_json
from tabletop.games.campeao.rules.content import (
    DECK, DICE, FIGHTERS, FORMAT, HIDDEN, SKILLS, SUPPLY, R, id, max_players, min_players,
)
from tabletop.games.campeao.rules.state import CampeaoState, Window, components


def view(state: CampeaoState, seat: int | None) -> CampeaoState:
    """What ``seat`` may see: its own hand; others' hands and the deck as "?"; only its own
    reaction prompt; no seed."""
    seats = tuple(s if i == seat else evolve(s, hand=tuple(HIDDEN for _ in s.hand)) for i, s in enumerate(state.seats))
    # A window shows only to the seats it asks: that one is open at all would tell that someone
    # holds an answer.
    windows = tuple(Window(w.kind, (seat,)) for w in state.windows if seat in w.pending)
    return evolve(state, seed=0, seats=seats, deck=tuple(HIDDEN for _ in state.deck), windows=windows)


def to_json(state: CampeaoState) -> dict:
    return save_json(id, FORMAT, state)


def from_json(data: object) -> CampeaoState:
    """Read a saved state, checking its shape, its pieces and its phase; DamagedState if anything is off."""
    return load_json(data, id, FORMAT, CampeaoState, _validate, "O Último Grande Campeão")


def _validate(state: CampeaoState) -> None:
    n = len(state.seats)
    if not min_players <= n <= max_players:
        raise DamagedState("wrong number of seats")
    if state.phase not in ("turn", "fight", "train", "over"):
        raise DamagedState(f"unknown phase {state.phase!r}")
    counts = components(state)
    expected = {"cards": len(DECK), "injuries": SUPPLY["injury"], "belt": 1}
    expected.update({f"{k}-tokens": SUPPLY["skill"] for k in SKILLS})
    if counts != expected:
        raise DamagedState("the saved pieces do not add up")
    cards = sorted(list(state.deck) + list(state.discard) + [c for s in state.seats for c in s.hand])
    if cards != sorted(DECK):
        raise DamagedState("the saved cards are not the 27 of the game")
    seats_ok = all(
        s.fighter in FIGHTERS and s.fame >= 0 and s.injuries >= 0 and min(s.tokens) >= 0
        and (s.master is None or s.master in SKILLS) for s in state.seats
    ) and len({s.fighter for s in state.seats}) == n
    supplies_ok = min(state.skill_supply) >= 0 and state.injury_supply >= 0
    seat_range = all(-1 <= v < n for v in (state.discarding, state.ring_girl, state.winner)) and 0 <= state.turn < n
    if not (seats_ok and supplies_ok and seat_range and 0 <= state.champion < n):
        raise DamagedState("a saved seat or supply is out of range")
    phase_ok = {
        "turn": state.fight is None and state.training is None,
        "fight": state.fight is not None and state.training is None,
        "train": state.training is not None and state.fight is None and state.training.seat == state.turn,
        "over": state.winner >= 0,
    }[state.phase]
    if state.fight is not None:
        f = state.fight
        phase_ok = phase_ok and 0 <= f.challenger < n and 0 <= f.defender < n and f.challenger != f.defender
        phase_ok = phase_ok and f.stage in ("prepare", "strike") and f.side in (0, 1) and f.ko in (-1, 0, 1)
        phase_ok = phase_ok and all(d in DICE["fight"] for d in f.dice) and len(f.dice) <= R["max_dice"]
    if state.training is not None:
        phase_ok = phase_ok and state.training.skill in SKILLS
    for w in state.windows:
        phase_ok = phase_ok and w.kind in ("action", "injury") and all(0 <= p < n for p in w.pending)
    for r in state.last_roll:
        phase_ok = phase_ok and 0 <= r.seat < n and len(r.colours) == len(r.faces)
        phase_ok = phase_ok and all(c in ("yellow", "red") for c in r.colours)
    if state.discarding >= 0 and len(state.seats[state.discarding].hand) <= R["hand_limit"]:
        phase_ok = False
    if not phase_ok:
        raise DamagedState(f"the saved table is not a possible {state.phase} position")
