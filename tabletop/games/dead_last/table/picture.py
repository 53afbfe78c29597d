"""What the Dead Last table shows, moved on event by event (pure data, no drawing).

The engine has finished a vote (and maybe the round, and opened the next conspiracy) before the
table starts to tell it, so the table cannot draw from the engine's view of *now*: it keeps its own
picture, made from a view when the audience changes (``from_view``) and moved on by each event as
that audience may see it (``play``). A test replays whole games and checks that, whenever the
queue is empty, the picture equals the one made from the view: the two never drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.dead_last import rules


@dataclass
class Picture:
    """The table for one audience: standing and fallen seats, the talk, the cards, the gold."""

    players: int
    phase: str = "conspire"
    round: int = 1
    vote: int = 1
    alive: list[bool] = field(default_factory=list)
    pointers: list[int | None] = field(default_factory=list)
    ready: list[bool] = field(default_factory=list)
    laid: list[bool] = field(default_factory=list)  # a voting card lies face down in front of the seat
    mine: int | None = None  # the audience's own face-down card, as it knows it
    shown: list[int | None] = field(default_factory=list)  # the revealed cards of the last vote
    counts: list[int] = field(default_factory=list)  # votes each seat received in the last vote
    targets: list[int] = field(default_factory=list)
    fates: list[str] = field(default_factory=list)  # why a fallen seat fell ("" standing)
    ambushers: list[int] = field(default_factory=list)  # targets who sprang an ambush and choose now
    bars: list[list[int]] = field(default_factory=list)  # bars each seat holds (0: value unseen)
    claimed: list[bool] = field(default_factory=list)
    pot: int = 0
    deck: int = 0
    finalists: list[int] = field(default_factory=list)
    showdown_laid: list[bool] = field(default_factory=list)
    showdown_mine: str | None = None
    showdown_shown: list[str] = field(default_factory=list)
    tiebreak: bool = False
    champions: list[int] = field(default_factory=list)

    # ------------------------------------------------------------------ from a view
    @classmethod
    def from_view(cls, view: rules.DeadLastState, audience: int | None) -> "Picture":
        n = view.players
        last = view.votes_log[-1] if view.votes_log else None
        same_vote = last is not None and (last.round, last.vote) == (view.round, view.vote)
        revealed = view.phase == "ambush" or (same_vote and view.phase in ("showdown", "over"))
        pic = cls(players=n, phase=view.phase, round=view.round, vote=view.vote, alive=list(view.alive),
                  pointers=list(view.pointers), ready=list(view.ready),
                  laid=[p is not None and view.phase == "vote" for p in view.placed],
                  bars=[list(g) for g in view.gold], claimed=list(view.claimed), pot=len(view.pot),
                  deck=len(view.deck), finalists=list(view.finalists), tiebreak=view.tiebreak,
                  champions=list(view.champions))
        pic.shown, pic.counts, pic.targets = [None] * n, [0] * n, []
        pic.fates = ["" for _ in range(n)]
        if view.phase == "vote" and audience is not None and view.placed[audience] is not None:
            pic.mine = view.placed[audience]
        if view.phase == "ambush":
            pic.ambushers = list(view.ambushers)
            cards = view.placed
            counts, targets = rules.count_votes(cards)
            pic.shown, pic.counts, pic.targets = list(cards), [counts.get(s, 0) for s in range(n)], targets
            first = rules.fates(cards, targets)
            # With two ambushers, the first one's victim is already down while the other chooses.
            pic.fates = [first.get(s, "ambushed" if view.in_vote[s] and not view.alive[s] else "") for s in range(n)]
        elif revealed and last is not None:
            pic.shown = list(last.cards)
            counts, pic.targets = rules.count_votes(last.cards)
            pic.counts = [counts.get(s, 0) for s in range(n)]
        # Seats that fell earlier in the round keep the reason they fell.
        for record in view.votes_log:
            if record.round == view.round:
                for s, fate in enumerate(record.fates):
                    if fate and not view.alive[s]:
                        pic.fates[s] = fate
        if view.phase == "showdown":
            pic.showdown_laid = [c is not None for c in view.choices]
            if audience in view.finalists:
                pic.showdown_mine = view.choices[view.finalists.index(audience)]
        else:
            pic.showdown_laid = []
        if view.phase == "over" and view.showdowns_log and view.showdowns_log[-1].round == view.round:
            last_showdown = view.showdowns_log[-1]  # the showdown that ended the game stays on the table
            pic.showdown_shown, pic.finalists = list(last_showdown.cards), list(last_showdown.seats)
            pic.showdown_laid, pic.tiebreak = [False, False], last_showdown.tiebreak
        return pic

    # ------------------------------------------------------------------ moved by events
    def play(self, event, audience: int | None) -> None:
        """Move the picture on by one event, as ``audience`` may see it (``event.for_seat`` done)."""
        d, kind = event.data, event.kind
        n = self.players
        if kind == "RoundStarted":
            self.round, self.vote = d["round"], 0
            self.alive = [True] * n
            self.fates = [""] * n
            self.shown, self.counts, self.targets = [None] * n, [0] * n, []
            self.pot, self.deck = d["pot"], d["deck"]
            self.finalists, self.showdown_laid, self.showdown_shown, self.showdown_mine = [], [], [], None
            self.tiebreak = False
        elif kind == "ConspiracyStarted":
            self.phase, self.vote = "conspire", d["vote"]
            self.pointers = [None] * n
            self.ready = [not a for a in self.alive]
            self.laid, self.mine = [False] * n, None
            self.shown, self.counts, self.targets, self.ambushers = [None] * n, [0] * n, [], []
        elif kind == "Pointed":
            self.pointers[d["seat"]] = d["target"]
            self.ready[d["target"]] = False
        elif kind == "PointLowered":
            self.pointers[d["seat"]] = None
        elif kind == "Whispered":
            self.ready[d["to"]] = False
        elif kind == "SeatReady":
            self.ready[d["seat"]] = True
        elif kind == "VotingStarted":
            self.phase = "vote"
        elif kind == "CardLaid":
            self.laid[d["seat"]] = True
            if "card" in event.secret and d["seat"] == audience:
                self.mine = event.secret["card"]
        elif kind == "VotesRevealed":
            self.shown, self.counts, self.targets = list(d["cards"]), list(d["counts"]), list(d["targets"])
            self.laid, self.mine = [False] * n, None
            self.phase = "reveal"
        elif kind == "SeatEliminated":
            self.alive[d["seat"]] = False
            self.fates[d["seat"]] = d["reason"]
            if "by" in d:
                self.ambushers = [a for a in self.ambushers if a != d["by"]]
        elif kind == "AmbushSprung":
            if d["voters"]:
                self.ambushers.append(d["seat"])
                self.phase = "ambush"
        elif kind == "VoteEnded":
            self.ambushers = []
        elif kind == "ShowdownStarted":
            self.phase, self.finalists, self.tiebreak = "showdown", list(d["seats"]), d["tiebreak"]
            self.showdown_laid, self.showdown_shown, self.showdown_mine = [False, False], [], None
            self.pot = d["pot"]
            self.deck -= d.get("dealt", 0)
        elif kind == "ShowdownCardLaid":
            self.showdown_laid[self.finalists.index(d["seat"])] = True
            if "card" in event.secret and d["seat"] == audience:
                self.showdown_mine = event.secret["card"]
        elif kind == "ShowdownRevealed":
            self.showdown_shown = list(d["cards"])
            self.showdown_laid = [False, False]
        elif kind == "BarsTaken":
            self.pot -= d["count"]
            self.bars[d["seat"]] += list(event.secret.get("values", [0] * d["count"]))
        elif kind == "BarDrawn":
            self.deck -= 1
            self.bars[d["seat"]].append(event.secret.get("value", 0))
        elif kind == "VictoryClaimed":
            self.claimed[d["seat"]] = True
            self.bars[d["seat"]] = list(d["bars"])
        elif kind == "GameWon":
            self.phase, self.champions = "over", list(d["seats"])
            self.bars = [list(b) for b in d["bars"]]

    # ------------------------------------------------------------------ questions
    def total(self, seat: int) -> int | None:
        """A seat's points as the audience knows them (None while any bar is unseen)."""
        bars = self.bars[seat]
        return None if 0 in bars else sum(bars)
