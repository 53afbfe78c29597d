"""The Dead Last log: each engine event written as lines for the audience on screen, plus the few
sentences the table and the result screen need (the welcome, the card names, how each round and
the game ended).

Pure words, no drawing. The table's log calls ``narrate`` with the event as that audience may see
it (``Event.for_seat`` has already removed what it may not), so a secret is written only where the
event still carries it: which card a seat laid face down (its owner's), the values of the bars a
seat takes or draws (its own), and the name a whisper carries (the whisperer's and its
listener's). Everybody else reads that a card was laid or changed, how many bars were taken, that
somebody whispered to somebody. Lines about the audience's own seat say "you". A round opens with
a rule, so does every later vote of a round and every showdown.
"""

from __future__ import annotations

from typing import Callable, Sequence

from tabletop.engine.core import Event
from tabletop.games.dead_last.rules.content import AMBUSH, C, GRAB_ALL, GRAB_ONE, SPLIT
from tabletop.i18n import tr
from tabletop.shell.log import Line

CARDS = {SPLIT: "deadlast.card.split", GRAB_ALL: "deadlast.card.grab-all", GRAB_ONE: "deadlast.card.grab-one",
         AMBUSH: "deadlast.card.ambush"}
# Why a seat fell, as the seat itself and as the others read it (SeatEliminated's "reason").
FALLEN = {"target": ("deadlast.log.out-target", "deadlast.log.out-target-own"),
          "strayed": ("deadlast.log.out-strayed", "deadlast.log.out-strayed-own"),
          "ambush": ("deadlast.log.out-ambush", "deadlast.log.out-ambush-own")}


# --------------------------------------------------------------------------- words


def card_name(card) -> str:
    """A showdown card ("split", "grab-all", "grab-one") or the Ambush voting card, by name."""
    return tr(CARDS[card])


def listing(items: Sequence[str]) -> str:
    """Items joined the way a sentence lists them ("Ana, Bea and Caio")."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return tr("deadlast.log.and", a=", ".join(items[:-1]), b=items[-1])


def threshold(names: Sequence[str]) -> int:
    """The points that win at this table (one name per seat)."""
    return C.threshold(len(names))


def header(names: Sequence[str]) -> list[Line]:
    """The log's first line: the game, who sits at the table, and the points that win."""
    return [Line(tr("deadlast.log.welcome", game=tr("game.dead-last.name"), n=len(names), names=listing(names),
                    points=threshold(names)))]


def headline(winners: Sequence[str]) -> str:
    """The end's banner: who won (several only when they share the win)."""
    return tr("deadlast.banner.game", names=listing(winners), n=len(winners))


def ending(data: dict, names: Sequence[str], audience: int | None = None) -> str:
    """How the game ended, from ``GameWon``'s data: the winner, the total, and why (reached the
    points; the highest total of several who did; a tie broken by a showdown; a tie shared when
    no bar was left to play for)."""
    seats, totals, ended = data["seats"], data["totals"], data["ended"]
    points = threshold(names)
    total = totals[seats[0]]
    if ended == "gold" or len(seats) > 1:
        return tr("deadlast.end.gold", names=listing([names[s] for s in seats]), total=total)
    seat = seats[0]
    own = audience == seat
    if ended == "tiebreak":
        key = "deadlast.end.tiebreak-own" if own else "deadlast.end.tiebreak"
    elif sum(t >= points for t in totals) > 1:
        key = "deadlast.end.highest-own" if own else "deadlast.end.highest"
    else:
        key = "deadlast.end.points-own" if own else "deadlast.end.points"
    return tr(key, name=names[seat], total=total, points=points)


def round_lines(state, names: Sequence[str]) -> list[str]:
    """Every round of a finished (or running) game in a line, from the public record (a view):
    who was left standing and what the showdowns gave; tie-break showdowns on lines of their own."""
    lines = []
    for number in range(1, state.round + 1):
        lines += round_summary(state, number, names)
    return lines


def round_summary(state, number: int, names: Sequence[str]) -> list[str]:
    """How round ``number`` ended: one survivor, a showdown (cards and bars), or nobody; then any
    showdowns that broke a tie for the win at its end. Empty while the round is still played."""
    votes = [v for v in state.votes_log if v.round == number]
    showdowns = [s for s in state.showdowns_log if s.round == number]
    finals = [s for s in showdowns if not s.tiebreak]
    out = []
    if finals:
        out.append(_showdown_summary("deadlast.result.showdown", finals[0], names, n=number))
    elif votes:
        last = votes[-1]
        standing = [s for s, c in enumerate(last.cards) if c is not None and not last.fates[s]]
        if len(standing) == 1:
            out.append(tr("deadlast.result.lone", n=number, name=names[standing[0]]))
        elif not standing:
            out.append(tr("deadlast.result.nobody", n=number))
    out += [_showdown_summary("deadlast.result.tiebreak", s, names) for s in showdowns if s.tiebreak]
    return out


def _showdown_summary(key: str, record, names: Sequence[str], **fields) -> str:
    (a, b), (card_a, card_b), (x, y) = record.seats, record.cards, record.bars
    return tr(key, a=names[a], b=names[b], card_a=card_name(card_a), card_b=card_name(card_b), x=x, y=y, **fields)


# --------------------------------------------------------------------------- narration


class _Reader:
    """One event as its audience reads it."""

    def __init__(self, event: Event, audience: int | None, names: Sequence[str]) -> None:
        self.d, self.secret, self.audience, self.names = event.data, event.secret, audience, names

    def name(self, seat: int) -> str:
        return self.names[seat]

    def own(self, seat) -> bool:
        return self.audience is not None and self.audience == seat


def _round_started(r: _Reader) -> list[Line]:
    d = r.d
    lines = [Line(tr("deadlast.banner.round", n=d["round"]), rule=True), Line(tr("deadlast.log.pot", n=d["pot"]))]
    kept = d["pot"] - d["dealt"]
    if kept:
        lines.append(Line(tr("deadlast.log.pot-kept", n=kept)))
    if d["deck"] == 0:
        lines.append(Line(tr("deadlast.log.deck-out")))
    return lines


def _conspiracy_started(r: _Reader) -> list[Line]:
    if r.d["vote"] == 1:
        return [Line(tr("deadlast.log.conspire"))]
    return [Line(tr("deadlast.banner.vote", n=r.d["vote"]), rule=True)]


def _pointed(r: _Reader) -> list[Line]:
    seat, target, was = r.d["seat"], r.d["target"], r.d["was"]
    words = {"name": r.name(seat), "target": r.name(target), "was": r.name(was) if was is not None else ""}
    if was is None:
        key = ("deadlast.log.point-own" if r.own(seat) else "deadlast.log.point-you" if r.own(target)
               else "deadlast.log.point")
    else:
        key = ("deadlast.log.repoint-own" if r.own(seat) else "deadlast.log.repoint-you" if r.own(target)
               else "deadlast.log.repoint-was-you" if r.own(was) else "deadlast.log.repoint")
    return [Line(tr(key, **words), seat)]


def _point_lowered(r: _Reader) -> list[Line]:
    seat, was = r.d["seat"], r.d["was"]
    key = ("deadlast.log.unpoint-own" if r.own(seat) else "deadlast.log.unpoint-you" if r.own(was)
           else "deadlast.log.unpoint")
    return [Line(tr(key, name=r.name(seat), was=r.name(was)), seat)]


def _whispered(r: _Reader) -> list[Line]:
    seat, to = r.d["seat"], r.d["to"]
    if "target" in r.secret:  # the whisperer's own
        return [Line(tr("deadlast.log.whisper-own", to=r.name(to), target=r.name(r.secret["target"])), seat)]
    if r.own(to):  # its listener reads it from WhisperHeard, with the name
        return []
    return [Line(tr("deadlast.log.whisper", name=r.name(seat), to=r.name(to)), seat)]


def _whisper_heard(r: _Reader) -> list[Line]:
    if "target" not in r.secret:  # everybody else has read Whispered
        return []
    seat = r.d["seat"]
    return [Line(tr("deadlast.log.whisper-heard", name=r.name(seat), target=r.name(r.secret["target"])), seat)]


def _seat_ready(r: _Reader) -> list[Line]:
    seat = r.d["seat"]
    key = "deadlast.log.ready-own" if r.own(seat) else "deadlast.log.ready"
    return [Line(tr(key, name=r.name(seat)), seat)]


def _voting_started(r: _Reader) -> list[Line]:
    lines = [Line(tr("deadlast.log.voting"))]
    pairs = [tr("deadlast.log.pair", name=r.name(s), target=r.name(t))
             for s, t in enumerate(r.d["pointers"]) if t is not None]
    if pairs:
        lines.append(Line(tr("deadlast.log.fingers", pairs=", ".join(pairs))))
    return lines


def _card_laid(r: _Reader) -> list[Line]:
    seat, changed = r.d["seat"], r.d["changed"]
    card = r.secret.get("card")
    if card is None:  # face down: the table sees a card laid, or swapped, never which
        return [Line(tr("deadlast.log.changed" if changed else "deadlast.log.laid", name=r.name(seat)), seat)]
    if card == AMBUSH:
        return [Line(tr("deadlast.log.changed-own-ambush" if changed else "deadlast.log.laid-own-ambush"), seat)]
    return [Line(tr("deadlast.log.changed-own" if changed else "deadlast.log.laid-own", target=r.name(card)), seat)]


def _votes_revealed(r: _Reader) -> list[Line]:
    cards, counts, targets = r.d["cards"], r.d["counts"], r.d["targets"]
    lines = []
    for t in sorted((s for s, k in enumerate(counts) if k), key=lambda s: (-counts[s], s)):
        voters = [r.name(s) for s, c in enumerate(cards) if c == t]
        lines.append(Line(tr("deadlast.log.votes", target=r.name(t), n=counts[t], voters=", ".join(voters)), t))
    ambushers = [r.name(s) for s, c in enumerate(cards) if c == AMBUSH]
    if ambushers:
        lines.append(Line(tr("deadlast.log.ambushes", names=listing(ambushers), n=len(ambushers))))
    if not targets:
        lines.append(Line(tr("deadlast.log.no-target")))
    elif len(targets) == 1:
        t = targets[0]
        lines.append(Line(tr("deadlast.log.target-you") if r.own(t) else tr("deadlast.log.target", name=r.name(t)), t))
    else:
        lines.append(Line(tr("deadlast.log.targets", names=listing([r.name(t) for t in targets]))))
    return lines


def _seat_eliminated(r: _Reader) -> list[Line]:
    seat, reason = r.d["seat"], r.d["reason"]
    if reason == "ambushed":
        by = r.d["by"]
        key = ("deadlast.log.out-ambushed-own" if r.own(seat) else "deadlast.log.out-ambushed-by-you" if r.own(by)
               else "deadlast.log.out-ambushed")
        return [Line(tr(key, name=r.name(seat), by=r.name(by)), seat)]
    public, own = FALLEN[reason]
    return [Line(tr(own if r.own(seat) else public, name=r.name(seat)), seat)]


def _ambush_sprung(r: _Reader) -> list[Line]:
    seat, voters = r.d["seat"], r.d["voters"]
    mine = r.own(seat)
    if not voters:
        key = "deadlast.log.sprung-empty-own" if mine else "deadlast.log.sprung-empty"
        return [Line(tr(key, name=r.name(seat)), seat)]
    if len(voters) == 1:  # no choice to make: that voter falls
        key = "deadlast.log.sprung-one-own" if mine else "deadlast.log.sprung-one"
        return [Line(tr(key, name=r.name(seat), voter=r.name(voters[0])), seat)]
    key = "deadlast.log.sprung-own" if mine else "deadlast.log.sprung"
    return [Line(tr(key, name=r.name(seat), voters=listing([r.name(v) for v in voters])), seat)]


def _vote_ended(r: _Reader) -> list[Line]:
    left = r.d["survivors"]
    if len(left) < 3:  # the next event tells the end of the round (one, two or no survivors)
        return []
    return [Line(tr("deadlast.log.standing", names=listing([r.name(s) for s in left])))]


def _showdown_started(r: _Reader) -> list[Line]:
    d = r.d
    a, b = d["seats"]
    lines = [Line(tr("deadlast.banner.tiebreak" if d["tiebreak"] else "deadlast.banner.showdown"), rule=True)]
    tied = d.get("tied", [])
    if d["tiebreak"]:
        lines.append(Line(tr("deadlast.log.tied", names=listing([r.name(s) for s in tied]))))
        if len(tied) > 2:
            lines.append(Line(tr("deadlast.log.chance")))
    if r.own(a) or r.own(b):
        other = b if r.own(a) else a
        lines.append(Line(tr("deadlast.log.faceoff-own", other=r.name(other), n=d["pot"]), r.audience))
    else:
        lines.append(Line(tr("deadlast.log.faceoff", a=r.name(a), b=r.name(b), n=d["pot"])))
    return lines


def _showdown_card_laid(r: _Reader) -> list[Line]:
    seat, changed = r.d["seat"], r.d["changed"]
    card = r.secret.get("card")
    if card is None:
        return [Line(tr("deadlast.log.sd-changed" if changed else "deadlast.log.sd-laid", name=r.name(seat)), seat)]
    key = "deadlast.log.sd-changed-own" if changed else "deadlast.log.sd-laid-own"
    return [Line(tr(key, card=card_name(card)), seat)]


def _showdown_revealed(r: _Reader) -> list[Line]:
    d = r.d
    (a, b), (card_a, card_b) = d["seats"], d["cards"]
    if r.own(a) or r.own(b):
        me, other = (a, b) if r.own(a) else (b, a)
        mine, theirs = (card_a, card_b) if me == a else (card_b, card_a)
        lines = [Line(tr("deadlast.log.sd-cards-own", mine=card_name(mine), other=r.name(other),
                         theirs=card_name(theirs)), me)]
    else:
        lines = [Line(tr("deadlast.log.sd-cards", a=r.name(a), b=r.name(b), card_a=card_name(card_a),
                         card_b=card_name(card_b)))]
    cards = {card_a, card_b}
    if cards == {SPLIT}:
        lines.append(Line(tr("deadlast.log.sd-split")))
    elif cards == {GRAB_ALL}:
        lines.append(Line(tr("deadlast.log.sd-greed")))
    elif cards == {GRAB_ONE}:
        lines.append(Line(tr("deadlast.log.sd-ones")))
    elif cards == {GRAB_ALL, SPLIT}:
        grabber, loser = (a, b) if card_a == GRAB_ALL else (b, a)
        key = ("deadlast.log.sd-grab-own" if r.own(grabber) else "deadlast.log.sd-grab-you" if r.own(loser)
               else "deadlast.log.sd-grab")
        lines.append(Line(tr(key, name=r.name(grabber), other=r.name(loser)), grabber))
    # "grab one" against anything else needs no words: the bars taken say it (1 and the rest); every
    # bar taken is told by its own BarsTaken, with its values for its taker
    if d["stay"]:
        lines.append(Line(tr("deadlast.log.stay", n=d["stay"])))
    return lines


def _bars_taken(r: _Reader) -> list[Line]:
    seat, count = r.d["seat"], r.d["count"]
    values = r.secret.get("values")
    if values is None:
        return [Line(tr("deadlast.log.take", name=r.name(seat), n=count), seat)]
    return [Line(tr("deadlast.log.take-own", n=count, values=listing([str(v) for v in values])), seat)]


def _bar_drawn(r: _Reader) -> list[Line]:
    seat = r.d["seat"]
    if "value" in r.secret:
        return [Line(tr("deadlast.log.draw-own", value=r.secret["value"]), seat)]
    return [Line(tr("deadlast.log.draw", name=r.name(seat)), seat)]


def _deck_empty(r: _Reader) -> list[Line]:
    seat = r.d["seat"]
    key = "deadlast.log.deck-empty-own" if r.own(seat) else "deadlast.log.deck-empty"
    return [Line(tr(key, name=r.name(seat)), seat)]


def _lone_survivor(r: _Reader) -> list[Line]:
    seat = r.d["seat"]
    return [Line(tr("deadlast.log.lone-own" if r.own(seat) else "deadlast.log.lone", name=r.name(seat)), seat)]


def _nobody_survived(r: _Reader) -> list[Line]:
    d = r.d
    lines = [Line(tr("deadlast.log.nobody"))]
    if d["stay"]:
        lines.append(Line(tr("deadlast.log.stay", n=d["stay"])))
    lines.append(Line(tr("deadlast.log.sat-out" if d["drawers"] else "deadlast.log.sat-out-none")))
    return lines


def _round_ended(r: _Reader) -> list[Line]:
    bars = r.d["bars"]
    held = sorted((s for s, k in enumerate(bars) if k), key=lambda s: (-bars[s], s))
    if not held:
        return [Line(tr("deadlast.log.round-end-none", n=r.d["round"]))]
    holdings = ", ".join(f"{r.name(s)} {bars[s]}" for s in held)
    return [Line(tr("deadlast.log.round-end", n=r.d["round"], holdings=holdings))]


def _victory_claimed(r: _Reader) -> list[Line]:
    seat = r.d["seat"]
    shown = " + ".join(str(v) for v in r.d["bars"])
    key = "deadlast.log.claim-own" if r.own(seat) else "deadlast.log.claim"
    return [Line(tr(key, name=r.name(seat), bars=shown, total=r.d["total"]), seat)]


def _game_won(r: _Reader) -> list[Line]:
    seats = r.d["seats"]
    return [Line(ending(r.d, r.names, r.audience), seats[0] if len(seats) == 1 else None)]


NARRATORS: dict[str, Callable[[_Reader], list[Line]]] = {
    "RoundStarted": _round_started, "ConspiracyStarted": _conspiracy_started, "Pointed": _pointed,
    "PointLowered": _point_lowered, "Whispered": _whispered, "WhisperHeard": _whisper_heard,
    "SeatReady": _seat_ready, "VotingStarted": _voting_started, "CardLaid": _card_laid,
    "VotesRevealed": _votes_revealed, "SeatEliminated": _seat_eliminated, "AmbushSprung": _ambush_sprung,
    "VoteEnded": _vote_ended, "ShowdownStarted": _showdown_started, "ShowdownCardLaid": _showdown_card_laid,
    "ShowdownRevealed": _showdown_revealed, "BarsTaken": _bars_taken, "BarDrawn": _bar_drawn,
    "DeckEmpty": _deck_empty, "LoneSurvivor": _lone_survivor, "NobodySurvived": _nobody_survived,
    "RoundEnded": _round_ended, "VictoryClaimed": _victory_claimed, "GameWon": _game_won,
}
"""Every event kind the engine emits, each to its lines (some may read as none for an audience:
a whisper's listener reads it once, with the name; a vote that leaves fewer than three standing
is told by the event that follows)."""


def narrate(event: Event, audience: int | None, names: Sequence[str]) -> list[Line]:
    """The lines ``event`` (as ``audience`` may see it) reads as; ``names``: one per seat."""
    narrator = NARRATORS.get(event.kind)
    return narrator(_Reader(event, audience, names)) if narrator else []
