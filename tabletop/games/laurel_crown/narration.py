"""The Laurel Crown log: each engine event written as lines for the audience on screen.

Pure words, no drawing. The table's log calls ``narrate`` with the event as that audience may see
it (``Event.for_seat`` has already removed what it may not): a fighter hired face down, a secret
bid or a fighter sent face down is named only behind its sponsor's curtain. Each tournament and
each new row opens with a rule in the log.
"""

from __future__ import annotations

from tabletop.engine.core import Event
from tabletop.games.laurel_crown import rules
from tabletop.games.laurel_crown.names import arena as arena_name, fighter
from tabletop.i18n import tr
from tabletop.shell.log import Line



def ruler_reasons(ruled: list[dict]) -> list[str]:
    """Why an absolute ruler's power jumped: what it equalled (from ``PowersDetermined``)."""
    out = []
    for r in ruled:
        others = ", ".join(tr("laurel.explain.power-of", fighter=fighter(o["fighter"]), n=r["was"])
                           for o in r["equal"])
        out.append(tr("laurel.explain.ruler", fighter=fighter(r["fighter"]), was=r["was"], others=others,
                      n=r["power"]))
    return out


def tie_reasons(ties: list[dict], names) -> list[str]:
    """What broke each tie that changed a prize or a wound (from ``BattleRanked``)."""
    out = []
    for t in ties:
        if not t["matters"]:
            continue
        ahead, behind = (fighter(f) for f in t["fighters"])
        words = {"ahead": ahead, "behind": behind, "n": t["power"], "name": names[t["seats"][0]]}
        if t["by"] == "rank":
            words.update(high=rules.FIGHTERS[t["fighters"][0]].rank, low=rules.FIGHTERS[t["fighters"][1]].rank)
        out.append(tr(f"laurel.explain.tie-{t['by']}", **words))
    return out


def crowned(winners: list[str]) -> str:
    """The end's headline: the winners take the crown the game is named after, called by the
    game's name as the title screen shows it."""
    return tr("laurel.banner.game", names=", ".join(winners), n=len(winners), game=tr("game.laurel-crown.name"))


def header(names) -> list[Line]:
    return [Line(tr("laurel.log.welcome", names=", ".join(names)))]


def narrate(event: Event, audience: int | None, names) -> list[Line]:
    d, kind = event.data, event.kind
    seat = d.get("seat") if isinstance(d.get("seat"), int) else None
    name = names[seat] if seat is not None else ""
    secret = event.secret
    if kind == "RowDealt":
        return [Line(tr("laurel.log.row-rule", n=d["number"] + 1), rule=True),
                Line(tr("laurel.log.row", name=names[d["start"]]), d["start"])]
    if kind == "FighterHired":
        if d.get("fighter"):
            return [Line(tr("laurel.log.hired", name=name, fighter=fighter(d["fighter"])), seat)]
        if secret.get("fighter"):
            return [Line(tr("laurel.log.hired-hidden-own", fighter=fighter(secret["fighter"])), seat)]
        return [Line(tr("laurel.log.hired-hidden", name=name), seat)]
    if kind == "FighterSetAside":
        return [Line(tr("laurel.log.set-aside"))]
    if kind == "TakeTwoChosen":
        return [Line(tr("laurel.log.take-two", name=name), seat)]
    if kind == "BidMade":
        if "amount" in secret:
            return [Line(tr("laurel.log.bid-own", n=secret["amount"]), seat)]
        return [Line(tr("laurel.log.bid", name=name), seat)]
    if kind == "BidsRevealed":
        bids = ", ".join(f"{names[s]} {b}" for s, b in enumerate(d["bids"]))
        return [Line(tr("laurel.log.bids", bids=bids))]
    if kind == "FighterDrafted" and secret.get("fighter"):
        return [Line(tr("laurel.log.drafted-own", fighter=fighter(secret["fighter"])), seat)]
    if kind == "EmploymentEnded":
        return [Line(tr("laurel.log.employment-over"))]
    if kind == "TournamentStarted":
        return [Line(tr("laurel.banner.tournament", n=d["number"] + 1, arena=arena_name(d["arena"])), rule=True),
                Line(tr("laurel.log.first", name=names[d["start"]]), d["start"])]
    if kind == "FighterPlaced":
        if secret.get("fighter"):
            key = "laurel.log.placed-gold-own" if d["gold"] else "laurel.log.placed-own"
            return [Line(tr(key, fighter=fighter(secret["fighter"])), seat)]
        return [Line(tr("laurel.log.placed-gold" if d["gold"] else "laurel.log.placed", name=name), seat)]
    if kind == "FighterWithdrawn":
        if secret.get("fighter"):
            return [Line(tr("laurel.log.withdrawn-own", fighter=fighter(secret["fighter"])), seat)]
        return [Line(tr("laurel.log.withdrawn", name=name), seat)]
    if kind == "PlacementDone":
        return [Line(tr("laurel.log.done", name=name, n=d["fighters"]), seat)]
    if kind == "FightersRevealed":
        return [Line(tr("laurel.log.revealed", n=len(d["entries"])))]
    if kind == "DiceRerolled":
        return [Line(tr("laurel.log.rerolled", name=name, fighter=fighter(d["fighter"])), seat)]
    if kind == "PowersDetermined":
        text = ", ".join(f"{fighter(p['fighter'])} {p['power']}" for p in d["powers"])
        return [Line(tr("laurel.log.powers", text=text))] + [
            Line(why) for why in ruler_reasons(d.get("ruled", []))]
    if kind == "BattleRanked":
        return [Line(why) for why in tie_reasons(d.get("ties", []), names)]
    if kind == "RollOffRolled":
        text = ", ".join(f"{names[s]} {r}" for s, r in zip(d["seats"], d["rolls"]))
        return [Line(tr("laurel.log.roll-off", text=text))]
    if kind == "PrizeWon":
        return [Line(tr("laurel.log.prize", name=name, fighter=fighter(d["fighter"]), place=d["place"],
                        n=d["honour"]), seat)]
    if kind == "FighterWounded":
        return [Line(tr("laurel.log.wounded", name=name, fighter=fighter(d["fighter"]), n=d["penalty"]), seat)]
    if kind == "FighterSpared":
        return [Line(tr("laurel.log.spared", name=name, fighter=fighter(d["fighter"])), seat)]
    if kind == "LapCompleted":
        return [Line(tr("laurel.log.lap", name=name, n=d["lap"] + 1), seat)]  # the lap now run, as drawn
    if kind == "TournamentEnded":
        gains = ", ".join(f"{names[s]} {g:+d}" for s, g in enumerate(d["gains"]))
        return [Line(tr("laurel.log.tournament-over", gains=gains))]
    if kind == "GoldScored":
        return [Line(tr("laurel.log.gold", name=name, n=d["honour"]), seat)]
    if kind == "GameOver":
        return [Line(tr("laurel.log.game", names=", ".join(names[s] for s in d["winners"]), n=len(d["winners"]),
                        game=tr("game.laurel-crown.name")))]
    return []
