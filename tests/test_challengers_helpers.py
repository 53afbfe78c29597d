"""Helpers for the Challengers! tests: scripted match positions built from real card copies.

(No tests here; the other ``test_challengers_*`` modules import these.)
"""

from __future__ import annotations

from tabletop.engine.core import evolve
from tabletop.games.challengers import rules as g
from tabletop.games.challengers.rules.effects import Table


def copies(kind: str) -> list[int]:
    return [c for c, k in enumerate(g.COPIES) if k == kind]


class Cards:
    """Hands out distinct copies of card kinds, so a position never uses a card twice."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def __call__(self, kind: str, n: int = 1) -> list[int]:
        free = [c for c in copies(kind) if c not in self.used][:n]
        assert len(free) == n, f"not enough copies of {kind}"
        self.used |= set(free)
        return free

    def one(self, kind: str) -> int:
        return self(kind)[0]


def position(cards: Cards, *, decks=((), ()), fields=((), ()), benches=((), ()), exhausts=((), ()), bonuses=None,
             holder: int = 1, stage: str = "check", players: int = 2, starter: int = 0, first: int = -1,
             fans=(0, 0), supply: int = 40) -> g.ChallengersState:
    """A competition position of a two-participant game (two seats, or solo with the Robot as 1):
    the given zones, every other card in the box."""
    base = g.new_game(players, 1)
    n = 2
    placed = set(cards.used)
    box = tuple(sorted(c for c in range(g.N_COPIES) if c not in placed))
    match = g.Match(0, (0, 1), starter, holder, stage, -1, 0, first, 0, None, -1, "")
    bonuses = bonuses or tuple(tuple(0 for _ in f) for f in fields)
    return evolve(
        base, phase="competition", round=2, piles=((), (), ()), discards=((), (), ()), box=box,
        decks=tuple(tuple(d) for d in decks), fields=tuple(tuple(f) for f in fields),
        bonuses=tuple(tuple(b) for b in bonuses), benches=tuple(tuple(tuple(s) for s in b) for b in benches),
        exhausts=tuple(tuple(e) for e in exhausts), builders=tuple(g.Builder("idle", "", (), 0, 0) for _ in range(players)),
        matches=(match,), fans=tuple(fans[:n]), supply=supply, trophies=((),) * n, seen=((),) * n,
    )


def table(state: g.ChallengersState) -> Table:
    return Table(state, state.matches[0], state.supply)


def all_cards(state: g.ChallengersState) -> int:
    return g.components(state)["cards"]
