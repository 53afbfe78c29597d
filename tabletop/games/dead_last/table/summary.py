"""The result a vote or a round ends on, in a few lines a table can hold at 12 seats.

The log tells every event one by one; the held result groups them: who was the target and with how
many votes, who fell and why (one line per reason, the names listed), who still stands, and how
the round ended (the lone survivor, nobody, or the showdown and its bars). Public events only: the
result is read by everyone.
"""

from __future__ import annotations

from tabletop.games.dead_last import narration
from tabletop.i18n import tr

REASONS = ("target", "strayed", "ambush")


class Summary:
    """Fed the public events of one vote (or of a round's end), gives the lines to show."""

    def __init__(self, names) -> None:
        self.names = names
        self.clear()

    def clear(self) -> None:
        self.lines: list[str] = []
        self.fallen: dict[str, list[int]] = {}
        self.ambushed: dict[int, list[int]] = {}
        self.standing: list[int] | None = None

    def _listing(self, seats) -> str:
        return narration.listing([self.names[s] for s in seats])

    def add(self, event) -> None:
        d, kind = event.data, event.kind
        if kind == "VotesRevealed":
            targets = d["targets"]
            if not targets:
                self.lines.append(tr("deadlast.sum.no-target"))
            else:
                key = "deadlast.sum.target" if len(targets) == 1 else "deadlast.sum.targets"
                self.lines.append(tr(key, names=self._listing(targets), n=d["counts"][targets[0]]))
        elif kind == "SeatEliminated":
            if d["reason"] == "ambushed":
                self.ambushed.setdefault(d["by"], []).append(d["seat"])
            else:
                self.fallen.setdefault(d["reason"], []).append(d["seat"])
        elif kind == "AmbushSprung":
            self._flush_fallen()
            self.lines.append(tr("deadlast.sum.sprung", name=self.names[d["seat"]]))
        elif kind == "VoteEnded":
            self._flush_fallen()
            self.standing = d["survivors"]
        elif kind == "LoneSurvivor":
            self.lines.append(tr("deadlast.sum.lone", name=self.names[d["seat"]], n=d["bars"]))
        elif kind == "NobodySurvived":
            self.lines.append(tr("deadlast.sum.nobody"))
            if d["drawers"]:
                self.lines.append(tr("deadlast.sum.drawers", names=self._listing(d["drawers"])))
        elif kind == "ShowdownRevealed":
            (a, b), (card_a, card_b), (x, y) = d["seats"], d["cards"], d["bars"]
            self.lines.append(tr("deadlast.sum.showdown", a=self.names[a], b=self.names[b],
                                 card_a=narration.card_name(card_a), card_b=narration.card_name(card_b), x=x, y=y))
            if card_a == card_b == "grab-all":
                self.lines.append(tr("deadlast.sum.others-draw"))
            if d["stay"]:
                self.lines.append(tr("deadlast.sum.stay", n=d["stay"]))

    def _flush_fallen(self) -> None:
        for reason in REASONS:
            if self.fallen.get(reason):
                self.lines.append(tr(f"deadlast.sum.out-{reason}", names=self._listing(self.fallen[reason])))
        for by, seats in self.ambushed.items():
            self.lines.append(tr("deadlast.sum.out-ambushed", by=self.names[by], names=self._listing(seats)))
        self.fallen, self.ambushed = {}, {}

    def text(self, with_standing: bool = True) -> str:
        lines = list(self.lines)
        if with_standing and self.standing and len(self.standing) >= 3:
            lines.append(tr("deadlast.sum.standing", names=self._listing(self.standing)))
        return "\n".join(lines)
