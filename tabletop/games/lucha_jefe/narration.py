"""The Lucha Jefe log: each engine event written as lines for the audience on screen.

Pure words, no drawing: the table's log calls ``narrate`` with the event as that audience may see
it (``Event.for_seat`` has already removed what it may not), so a card kept in secret is named
only behind its owner's curtain ("You keep El Gallo") and is "a fighter" for everyone else.
"""

from __future__ import annotations

from tabletop.engine.core import Event
from tabletop.games.lucha_jefe import rules
from tabletop.i18n import tr
from tabletop.shell.log import Line


def fighter(key: str) -> str:
    return rules.FIGHTERS[key].name


def _secret_move(event: Event, verb: str, names) -> Line:
    """A card moved in secret: named only for the seat allowed to know which card it was."""
    seat = event.data["seat"]
    card = event.secret.get("fighter")
    if card:
        return Line(tr(f"lucha.log.{verb}-own", fighter=fighter(card)), seat)
    return Line(tr(f"lucha.log.{verb}", name=names[seat]), seat)


def header(names) -> list[Line]:
    return [Line(tr("lucha.log.welcome", a=names[0], b=names[1]))]


def first_round(names, starter: int) -> list[Line]:
    return [Line(tr("lucha.banner.round", n=1), rule=True), Line(tr("lucha.log.round", n=1, name=names[starter]), starter)]


def narrate(event: Event, audience: int | None, names) -> list[Line]:
    d, kind = event.data, event.kind
    seat = d.get("seat")
    name = names[seat] if isinstance(seat, int) else ""
    if kind == "RoundStarted":
        return [Line(tr("lucha.banner.round", n=d["round"]), rule=True),
                Line(tr("lucha.log.round", n=d["round"], name=names[d["starter"]]), d["starter"])]
    if kind == "LatecomersSetAside":
        return [Line(tr("lucha.log.latecomers", n=d["count"]))]
    if kind == "HandPassed":
        own = audience == d["to"]
        return [Line(tr("lucha.log.hand-own" if own else "lucha.log.hand", name=names[d["to"]], n=d["size"]), d["to"])]
    if kind == "FighterKept":
        return [_secret_move(event, "kept", names)]
    if kind == "FighterRetired":
        return [_secret_move(event, "retired", names)]
    if kind == "FighterChosen":
        return [_secret_move(event, "chosen", names)]
    if kind == "LatecomersShuffledIn":
        return [Line(tr("lucha.log.shuffled"))]
    if kind == "SelectionStarted":
        return [Line(tr("lucha.log.selection"))]
    if kind == "AlardeRevealed":
        own = audience == seat
        return [Line(tr("lucha.log.alarde-own" if own else "lucha.log.alarde", name=name), seat)]
    if kind == "ChoiceReopened":
        return [Line(tr("lucha.log.reopened", name=name), seat)]
    if kind == "AdivinaRevealed":
        # Her manager's own log already said "You send in La Adivina" (the secret choice): for
        # them this public moment is only that the rival now sees her too.
        if audience == seat:
            return [Line(tr("lucha.log.adivina-own", rival=names[1 - seat]), seat)]
        return [Line(tr("lucha.log.adivina", name=name), seat)]
    if kind == "AdivinaNamed":
        key = "lucha.log.named-right" if d["correct"] else "lucha.log.named-wrong"
        return [Line(tr(key, name=name, fighter=fighter(d["fighter"])), seat)]
    if kind == "FightersRevealed":
        a, b = (f"{names[s]}: {fighter(d['active'][s])} ({d['power'][s]})" for s in (0, 1))
        return [Line(tr("lucha.log.reveal", a=a, b=b))]
    if kind == "RoundTied":
        return [Line(tr("lucha.log.tie"))]
    if kind == "RoundWon":
        return [Line(round_won(d, names), seat)]
    if kind == "BeltAwarded":
        return [Line(tr("lucha.log.belt", name=name, n=d["belts"]), seat)]
    if kind == "RoundEnded":
        return [Line(tr("lucha.log.next", name=names[d["next"]]), d["next"])]
    if kind == "GameWon":
        return [Line(tr("lucha.log.game", name=name), seat)]
    return []


def reason(why: str, paperwork=None) -> str:
    """What decided a round, in words; El Burócrata's win shows the sum it was won on."""
    if paperwork is not None:  # "9 + 7 = 16 ≥ 10", kept on one line (no-break spaces)
        a, b = paperwork
        sum_ = "\u00a0".join(map(str, (a, "+", b, "=", a + b, "≥", rules.RULES.burocrata_threshold)))
        return tr("lucha.reason.burocrata-sum", sum=sum_)
    return tr(f"lucha.reason.{why}")


def round_won(d: dict, names) -> str:
    """Who won a round and what decided it; with El Imprevisto, whose win he turned around."""
    why = reason(d["reason"], d.get("paperwork"))
    if d["reversed"]:
        return tr("lucha.log.won-reversed", name=names[d["seat"]], loser=names[1 - d["seat"]], reason=why)
    return tr("lucha.log.won", name=names[d["seat"]], reason=why)


def round_line(result: rules.RoundResult, names) -> str:
    """One finished round for the game's summary: the fight, the belt, and why it went that way."""
    a, b = result.active
    fight = f"{fighter(a)} {result.power[0]} - {result.power[1]} {fighter(b)}"
    if result.winner is None:
        return tr("lucha.result.round-tie", n=result.round, fight=fight)
    if result.reversed:
        return tr("lucha.result.round-reversed", n=result.round, fight=fight, name=names[result.winner],
                  loser=names[1 - result.winner])
    return tr("lucha.result.round", n=result.round, fight=fight, name=names[result.winner],
              why=reason(result.reason, rules.paperwork(result)))
