"""What a park shows while its match plays out: the table's picture of each bosque, kept in step
with the engine's events.

The engine plays a whole match inside one action, so the view after it is already the end of the
story. To tell it card by card, the table starts each park from the view of the table as it stood
(``from_view``) and moves it on one event at a time (``ParkPicture.play``). Nothing here decides
anything: every number shown (strength gained, the totals compared, who takes the flag) comes
from an event; the picture only remembers where the cards the events named now lie.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as _field

from tabletop.games.challengers import rules


@dataclass
class Side:
    """One participant's half of a park."""

    who: int
    deck: int = 0  # cards in the deck (face down: a count)
    field: list[int] = _field(default_factory=list)  # attack row, or the flag stack (flag card last)
    bonus: dict[int, int] = _field(default_factory=dict)  # card -> strength gained on reveal
    bench: list[list[int]] = _field(default_factory=list)  # seats, each of same-name cards
    exhaust: list[int] = _field(default_factory=list)
    total: int | None = _field(default=None, compare=False)  # the last total the rules compared for this side


@dataclass
class ParkPicture:
    park: int
    sides: tuple[Side, Side]
    starter: int
    holder: int = -1
    winner: int = -1
    reason: str = ""
    flag_lost: bool = False  # the flag card has been beaten, the flag is about to move
    last: int | None = None  # the card the last event was about (it is highlighted)
    attacker: int | None = None  # who the last comparison was for

    def key(self) -> tuple:
        """A snapshot of everything the picture shows, to key a cached drawing on (the picture
        itself is mutable: ``play`` moves it on in place)."""
        return (self.park, self.starter, self.holder, self.winner, self.reason, self.flag_lost, self.last,
                self.attacker, tuple((s.who, s.deck, tuple(s.field), tuple(sorted(s.bonus.items())),
                                      tuple(tuple(seat) for seat in s.bench), tuple(s.exhaust), s.total)
                                     for s in self.sides))

    def side(self, who: int) -> Side:
        return self.sides[0] if self.sides[0].who == who else self.sides[1]

    def other(self, who: int) -> Side:
        return self.sides[1] if self.sides[0].who == who else self.sides[0]

    # ------------------------------------------------------------------ events
    def play(self, kind: str, d: dict) -> None:
        """Move the picture on by one event of this park."""
        if kind == "CardRevealed":
            s = self.side(d["who"])
            s.deck = max(0, s.deck - 1)
            s.field.append(d["card"])
            self.last = d["card"]
        elif kind == "StrengthGained":
            s = self.side(d["who"])
            s.bonus[d["card"]] = s.bonus.get(d["card"], 0) + d["amount"]
            if not s.bonus[d["card"]]:
                del s.bonus[d["card"]]
            self.last = d["card"]
        elif kind == "TotalsCompared":
            self.attacker = d["who"]
            self.side(d["who"]).total = d["attack"]
            self.side(d["holder"]).total = d["defence"]
        elif kind == "FlagLost":
            self.flag_lost = True
            self.last = d["card"]
        elif kind == "FlagTaken":
            self.holder, self.flag_lost = d["who"], False
            self.side(d["who"]).total = None
            if d.get("from", -1) >= 0:
                self.side(d["from"]).total = None
            self.last = d["card"]
        elif kind == "CardsBenched":
            s = self.side(d["who"])
            for c in d["cards"]:
                self._lift(s, c)
                seat = next((b for b in s.bench if rules.COPIES[b[0]] == rules.COPIES[c]), None)
                if seat is None:
                    if len(s.bench) >= rules.RULES.bench_seats:
                        s.exhaust.append(c)  # no seat free: set aside, the match is lost
                        continue
                    seat = []
                    s.bench.append(seat)
                seat.append(c)
        elif kind == "CardMoved":
            s = self.side(d["who"])
            card = d.get("card")
            source, dest = d["from"], d["to"]
            if source == "deck_top":
                s.deck = max(0, s.deck - 1)
            elif card is not None:
                self._lift(s, card)
            if dest in ("deck_top", "deck_bottom"):
                s.deck += 1
            elif dest == "exhaust" and card is not None:
                s.exhaust.append(card)
            if card is not None:
                self.last = card
        elif kind == "MatchWon":
            self.winner, self.reason = d["winner"], d["reason"]

    @staticmethod
    def _lift(s: Side, card: int) -> None:
        """Take ``card`` from wherever it lies on this side (field, bench, exhaust pile)."""
        if card in s.field:
            s.field.remove(card)
            s.bonus.pop(card, None)
            return
        for seat in s.bench:
            if card in seat:
                seat.remove(card)
                if not seat:
                    s.bench.remove(seat)
                return
        if card in s.exhaust:
            s.exhaust.remove(card)


def fresh(park: int, sides: tuple[int, int], starter: int, decks: dict[int, int]) -> ParkPicture:
    """A park as its match starts: both decks shuffled, nothing revealed."""
    return ParkPicture(park, (Side(sides[0], decks.get(sides[0], 0)), Side(sides[1], decks.get(sides[1], 0))), starter)


def from_view(view) -> dict[int, ParkPicture]:
    """Every park of the view's competition as it stands (none outside a competition)."""
    out = {}
    for m in view.matches:
        sides = []
        for who in m.sides:
            bonus = {c: b for c, b in zip(view.fields[who], view.bonuses[who]) if b}
            sides.append(Side(who, len(view.decks[who]), list(view.fields[who]), bonus,
                              [list(s) for s in view.benches[who]], list(view.exhausts[who])))
        out[m.park] = ParkPicture(m.park, tuple(sides), m.starter, m.holder, m.winner, m.reason)
    return out


def deck_sizes(view) -> dict[int, int]:
    """Cards per participant's deck in a view (their order and faces are hidden: only the count)."""
    return {who: len(d) for who, d in enumerate(view.decks)}
