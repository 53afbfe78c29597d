"""The Challengers! log: each engine event written as lines for the audience on screen.

Pure words, no drawing. The table's log calls ``narrate`` with the event as that audience may see
it (``Event.for_seat`` has already removed what it may not), so a drawn, selected or removed card
is named only behind its owner's curtain ("You add UFO to your deck") and is "a card" for everyone
else; a trophy's fans are told only where the audience may know them. Up to four matches are
played at once, so every match line opens with its park ("Green park: Ana reveals UFO, strength
3."). A match stays short: one line per revealed card, the totals only when the flag moves, and
the way the match was lost. Each round (with its plan letter) and the final open with a rule.

Participants are the seats ``0..players-1`` and, with an odd seat count, the Robot at index
``players``; ``names`` holds one name per participant. Lines about the Robot carry no seat, so
they take no seat colour: the table passes ``players`` for that.
"""

from __future__ import annotations

from typing import Callable, Sequence

from tabletop.engine.core import Event
from tabletop.games.challengers import texts
from tabletop.games.challengers.rules.content import COPIES, RULES
from tabletop.i18n import tr
from tabletop.shell.log import Line

PARKS = ("challengers.park.0", "challengers.park.1", "challengers.park.2", "challengers.park.3")
ROBOT = "challengers.robot"  # the Robot's name, for the table to put in ``names``
# Where a moved card comes from and goes to (CardMoved's "from" and "to").
SOURCES = {"deck_top": "challengers.from.deck_top", "field": "challengers.from.field",
           "bench": "challengers.from.bench", "exhaust": "challengers.from.exhaust"}
DESTINATIONS = {"exhaust": "challengers.to.exhaust", "deck_bottom": "challengers.to.deck_bottom",
                "deck_top": "challengers.to.deck_top", "box": "challengers.to.box"}
# How a match was lost, said as such (MatchWon's "reason").
WON = {"deck-out": "challengers.log.won.deck-out", "bench-full": "challengers.log.won.bench-full",
       "reveal-limit": "challengers.log.won.reveal-limit"}
STARTS = {"toss": "challengers.log.match.toss", "trophy": "challengers.log.match.trophy"}
# A selection effect as its owner hears it (SelectionEffect's secret "effect").
SELECTED = {"extra_pick": "challengers.log.effect.extra_pick", "redraw": "challengers.log.effect.redraw",
            "end_picks": "challengers.log.effect.end_picks", "fans": "challengers.log.effect.fans",
            "random_remove": "challengers.log.effect.random_remove"}
CHAMPIONS = {"final": "challengers.log.champion.final", "fans": "challengers.log.champion.fans",
             "lead": "challengers.log.champion.lead"}


# --------------------------------------------------------------------------- words


def card(kind: str) -> str:
    """A card's name from its id."""
    return texts.name(kind)


def copy_name(copy: int) -> str:
    """A card's name from its copy number."""
    return card(COPIES[copy])


def cards_text(kinds: Sequence[str]) -> str:
    """Card names for a list, each name once with its count ("Newcomer ×2, Talent")."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    parts = [card(k) if n == 1 else tr("challengers.log.times", card=card(k), n=n) for k, n in counts.items()]
    return listing(parts)


def park_name(park: int) -> str:
    return tr(PARKS[park]) if 0 <= park < len(PARKS) else str(park)


def listing(names: Sequence[str]) -> str:
    """Names joined the way a sentence lists them ("Ana, Bea and Caio")."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return tr("challengers.log.and", a=", ".join(names[:-1]), b=names[-1])


def round_banner(round_no: int, letter: str | None = None) -> str:
    """The banner of a round ("Round 3 · A"); past the last round, the final's. ``letter``
    defaults to the round's plan letter."""
    if round_no > RULES.rounds:
        return tr("challengers.banner.final")
    if letter is None:
        letter = RULES.plan[round_no - 1]
    return tr("challengers.banner.round", n=round_no, letter=letter)


def deck_phase(letter: str) -> str:
    """What a deck phase of plan letter ``letter`` lets everyone draw from."""
    piles = [tr("challengers.log.from-pile", level=p) for p in RULES.letters.get(letter, (letter,))]
    text = piles[0] if len(piles) == 1 else tr("challengers.log.or", a=", ".join(piles[:-1]), b=piles[-1])
    return tr("challengers.log.deck-phase", piles=text)


def header(names: Sequence[str]) -> list[Line]:
    """The log's first lines: who plays, then round 1 (no event opens it: the game starts there)."""
    return [Line(tr("challengers.log.welcome", names=listing(names), rounds=RULES.rounds)),
            Line(round_banner(1), rule=True), Line(deck_phase(RULES.plan[0]))]


# --------------------------------------------------------------------------- narration


class _Reader:
    """One event as its audience reads it, with the helpers every line needs."""

    def __init__(self, event: Event, audience: int | None, names: Sequence[str], players: int | None) -> None:
        self.event, self.d, self.secret = event, event.data, event.secret
        self.audience, self.names = audience, names
        self.players = len(names) if players is None else players

    def name(self, who: int) -> str:
        return self.names[who] if 0 <= who < len(self.names) else tr(ROBOT)

    def seat(self, who) -> int | None:
        """The seat a line is about (for its colour); None for the Robot and for nobody."""
        return who if isinstance(who, int) and 0 <= who < self.players else None

    def line(self, key: str, who=None, **fields) -> Line:
        text = tr(key, **fields)
        if "park" in self.d:  # a match line: four parks play at once
            text = tr("challengers.log.at-park", park=park_name(self.d["park"]), text=text)
        return Line(text, self.seat(who))


def _drawn(r: _Reader, own: str, other: str) -> list[Line]:
    d = r.d
    seat, n = d["seat"], d["count"]
    if n == 0:  # the pile and its discards were both empty
        return [r.line("challengers.log.drew-none", seat, name=r.name(seat), level=d["level"])]
    if "cards" in r.secret:
        return [r.line(own, seat, n=n, level=d["level"], cards=cards_text(r.secret["cards"]))]
    return [r.line(other, seat, name=r.name(seat), n=n, level=d["level"])]


def _cards_drawn(r: _Reader) -> list[Line]:
    return _drawn(r, "challengers.log.drew-own", "challengers.log.drew")


def _cards_redrawn(r: _Reader) -> list[Line]:
    return _drawn(r, "challengers.log.redrew-own", "challengers.log.redrew")


def _card_selected(r: _Reader) -> list[Line]:
    seat = r.d["seat"]
    if "card" in r.secret:
        return [r.line("challengers.log.selected-own", seat, card=card(r.secret["card"]))]
    return [r.line("challengers.log.selected", seat, name=r.name(seat), level=r.d["level"])]


def _card_removed(r: _Reader) -> list[Line]:
    seat, forced = r.d["seat"], r.d["forced"]
    if "card" in r.secret:
        if forced:
            return [r.line("challengers.log.lost-own", seat, card=card(r.secret["card"]))]
        key = "challengers.log.removed-own-box" if r.secret["to"] == "box" else "challengers.log.removed-own-tray"
        return [r.line(key, seat, card=card(r.secret["card"]))]
    return [r.line("challengers.log.lost" if forced else "challengers.log.removed", seat, name=r.name(seat))]


def _deck_finished(r: _Reader) -> list[Line]:
    return [r.line("challengers.log.finished", r.d["seat"], name=r.name(r.d["seat"]), n=r.d["cards"])]


def _fans_taken(r: _Reader) -> list[Line]:
    who, got, asked = r.d["who"], r.d["amount"], r.d["asked"]
    if got <= 0:
        return [r.line("challengers.log.fans-none", who, name=r.name(who))]
    key = "challengers.log.fans" if got >= asked else "challengers.log.fans-short"
    return [r.line(key, who, name=r.name(who), n=got)]


def _selection_effect(r: _Reader) -> list[Line]:
    # The others learn only the result (fans taken, cards leaving a deck), told by its own event.
    if "card" not in r.secret:
        return []
    seat, effect = r.secret["seat"], r.secret["effect"]
    if effect == "random_remove" and not r.d:  # nothing left the deck: it keeps its last card
        key = "challengers.log.effect.random_remove-none"
    else:
        key = SELECTED.get(effect, "challengers.log.effect.other")
    return [r.line(key, seat, card=card(r.secret["card"]))]


def _discard_shuffled(r: _Reader) -> list[Line]:
    return [r.line("challengers.log.reshuffled", n=r.d["count"], level=r.d["level"])]


def _deck_phase_started(r: _Reader) -> list[Line]:
    return [Line(round_banner(r.d["round"], r.d["letter"]), rule=True), Line(deck_phase(r.d["letter"]))]


def _competition_started(r: _Reader) -> list[Line]:
    return [r.line("challengers.log.final-start" if r.d["final"] else "challengers.log.competition")]


def _match_started(r: _Reader) -> list[Line]:
    (a, b), starter = r.d["sides"], r.d["starter"]
    key = STARTS.get(r.d["by"], STARTS["toss"])
    return [r.line(key, starter, a=r.name(a), b=r.name(b), starter=r.name(starter))]


def _card_revealed(r: _Reader) -> list[Line]:
    who = r.d["who"]
    return [r.line("challengers.log.reveal", who, name=r.name(who), card=card(r.d["kind"]), strength=r.d["strength"])]


def _strength_gained(r: _Reader) -> list[Line]:
    who, amount = r.d["who"], r.d["amount"]
    if amount == 0:  # a condition that did not hold: nothing changed
        return []
    key = "challengers.log.gain" if amount > 0 else "challengers.log.loss"
    return [r.line(key, who, name=r.name(who), card=copy_name(r.d["card"]), n=abs(amount))]


def _totals_compared(r: _Reader) -> list[Line]:
    # Only a flag that moves is worth a line; a short attack simply reveals on.
    d = r.d
    if d["attack"] < d["defence"]:
        return []
    return [r.line("challengers.log.flag-moves", d["who"], name=r.name(d["who"]), holder=r.name(d["holder"]),
                   attack=d["attack"], defence=d["defence"])]


def _flag_taken(r: _Reader) -> list[Line]:
    if r.d["from"] >= 0:  # said with the totals that moved it
        return []
    who = r.d["who"]
    return [r.line("challengers.log.first-flag", who, name=r.name(who), card=copy_name(r.d["card"]))]


def _cards_benched(r: _Reader) -> list[Line]:
    who, cards = r.d["who"], r.d["cards"]
    line = r.line("challengers.log.benched", who, name=r.name(who), n=len(cards),
                  cards=cards_text([COPIES[c] for c in cards]))
    if "seats" in r.d:  # the bench's seats in use, where the engine tells them
        line = Line(tr("challengers.log.bench-seats", text=line.text, n=r.d["seats"], total=RULES.bench_seats),
                    line.seat)
    return [line]


def _card_moved(r: _Reader) -> list[Line]:
    who, d = r.d["who"], r.d
    src = tr(SOURCES.get(d["from"], SOURCES["field"]))
    dest = tr(DESTINATIONS.get(d["to"], DESTINATIONS["exhaust"]))
    if d["from"] == d["to"] == "deck_top":  # a peeked card chosen to stay on top: never shown
        if "kind" in r.secret:
            return [r.line("challengers.log.on-top-own", who, card=card(r.secret["kind"]))]
        return [r.line("challengers.log.on-top", who, name=r.name(who))]
    if "kind" in d:
        return [r.line("challengers.log.moved", who, name=r.name(who), card=card(d["kind"]), src=src, dest=dest)]
    if "kind" in r.secret:
        return [r.line("challengers.log.moved-own", who, card=card(r.secret["kind"]), src=src, dest=dest)]
    return [r.line("challengers.log.moved-hidden", who, name=r.name(who), src=src, dest=dest)]


def _deck_peeked(r: _Reader) -> list[Line]:
    who, n = r.d["who"], r.d["count"]
    if "cards" in r.secret:
        return [r.line("challengers.log.peek-own", who, n=n, cards=cards_text(r.secret["cards"]))]
    return [r.line("challengers.log.peek", who, name=r.name(who), n=n)]


def _choice_asked(r: _Reader) -> list[Line]:
    who = r.d["who"]
    if r.audience is not None and r.audience == who:  # the one who must choose reads it as a prompt
        return [r.line("challengers.log.choose-own", who, card=copy_name(r.d["card"]), n=r.d["count"])]
    return [r.line("challengers.log.choose", who, name=r.name(who), card=copy_name(r.d["card"]))]


def _match_won(r: _Reader) -> list[Line]:
    w, loser = r.d["winner"], r.d["loser"]
    key = WON.get(r.d["reason"], "challengers.log.won")
    return [r.line(key, w, winner=r.name(w), loser=r.name(loser), n=RULES.reveal_limit)]


def _trophy_taken(r: _Reader) -> list[Line]:
    who, rnd = r.d["who"], r.d["round"]
    if "fans" in r.d:
        return [r.line("challengers.log.trophy-fans", who, name=r.name(who), round=rnd, n=r.d["fans"])]
    if "fans" in r.secret:
        return [r.line("challengers.log.trophy-own", who, round=rnd, n=r.secret["fans"])]
    return [r.line("challengers.log.trophy", who, name=r.name(who), round=rnd)]


def _trophy_boxed(r: _Reader) -> list[Line]:
    # Only the Robot's trophies are boxed, and the Robot is the last participant.
    return [r.line("challengers.log.trophy-boxed", name=r.name(len(r.names) - 1), round=r.d["round"])]


def _trophies_revealed(r: _Reader) -> list[Line]:
    fans = r.d["fans"]
    order = sorted(range(len(fans)), key=lambda p: -fans[p])
    text = ", ".join(f"{r.name(p)} {fans[p]}" for p in order)
    return [r.line("challengers.log.standings", text=text)]


def _finalists_chosen(r: _Reader) -> list[Line]:
    finalists = r.d["finalists"]
    return [Line(round_banner(RULES.rounds + 1), rule=True),
            r.line("challengers.log.finalists", names=listing([r.name(p) for p in finalists]))]


def _tournament_won(r: _Reader) -> list[Line]:
    champs, by = r.d["champions"], r.d["by"]
    names = listing([r.name(p) for p in champs])
    seat = r.seat(champs[0]) if len(champs) == 1 else None
    if by == "lead":
        fans = r.d.get("fans") or [0]
        return [r.line(CHAMPIONS["lead"], seat, names=names, n=max(fans) - min(fans))]
    return [r.line(CHAMPIONS.get(by, CHAMPIONS["fans"]), seat, names=names, n=len(champs))]


NARRATORS: dict[str, Callable[[_Reader], list[Line]]] = {
    "CardsDrawn": _cards_drawn, "CardsRedrawn": _cards_redrawn, "CardSelected": _card_selected,
    "CardRemoved": _card_removed, "DeckFinished": _deck_finished, "FansTaken": _fans_taken,
    "SelectionEffect": _selection_effect, "DiscardShuffledUnder": _discard_shuffled,
    "DeckPhaseStarted": _deck_phase_started, "CompetitionStarted": _competition_started,
    "MatchStarted": _match_started, "CardRevealed": _card_revealed, "StrengthGained": _strength_gained,
    "TotalsCompared": _totals_compared, "FlagLost": lambda r: [], "FlagTaken": _flag_taken,
    "CardsBenched": _cards_benched, "CardMoved": _card_moved, "DeckPeeked": _deck_peeked,
    "ChoiceAsked": _choice_asked, "MatchWon": _match_won, "TrophyTaken": _trophy_taken,
    "TrophyBoxed": _trophy_boxed, "TrophiesRevealed": _trophies_revealed, "FinalistsChosen": _finalists_chosen,
    "TournamentWon": _tournament_won,
}
"""Every event kind the engine emits, each to its lines (FlagLost is told with the totals)."""


def narrate(event: Event, audience: int | None, names: Sequence[str], players: int | None = None) -> list[Line]:
    """The lines ``event`` (as ``audience`` may see it) reads as. ``names``: one per participant,
    the Robot's last when it plays; ``players``: the seat count, so that the Robot's lines take
    no seat colour (None: every participant is a seat, as with an even seat count)."""
    narrator = NARRATORS.get(event.kind)
    return narrator(_Reader(event, audience, names, players)) if narrator else []
