"""The O Último Grande Campeão log: each engine event written as lines for the audience on screen.

Pure words, no drawing. The table's log calls ``narrate`` with the event as that audience may see
it (``Event.for_seat`` has already removed what it may not), so a drawn card is named only behind
its owner's curtain ("You draw Doctor") and is "a card" for everyone else. Each turn opens with
a rule in the log.
"""

from __future__ import annotations

from tabletop.engine.core import Event
from tabletop.i18n import tr
from tabletop.shell.log import Line


def card(key: str) -> str:
    return tr(f"campeao.card.{key}.name")


def skill(key: str) -> str:
    return tr(f"campeao.skill.{key}")


def header(names) -> list[Line]:
    return [Line(tr("campeao.log.welcome", names=", ".join(names)))]


def narrate(event: Event, audience: int | None, names) -> list[Line]:
    d, kind = event.data, event.kind
    seat = d.get("seat") if isinstance(d.get("seat"), int) else None
    name = names[seat] if seat is not None else ""
    if kind == "DiceOffRolled":
        text = ", ".join(f"{names[int(s)]} {sum(f != 'blank' for f in faces)}" for s, faces in d["rolls"].items())
        return [Line(tr("campeao.log.dice-off", text=text))]
    if kind == "BeltAwarded":
        return [Line(tr("campeao.log.belt", name=name), seat)]
    if kind == "TurnStarted":
        return [Line(tr("campeao.log.turn", name=name), seat, rule=True)]
    if kind == "FameGained":
        return [Line(tr(f"campeao.log.fame-{d['why']}", name=name, n=d["amount"]), seat)]
    if kind in ("Recovered", "Rested", "InjuriesHealed"):
        key = {"Recovered": "campeao.log.recovered", "Rested": "campeao.log.rested",
               "InjuriesHealed": "campeao.log.healed"}[kind]
        return [Line(tr(key, name=name, n=d["injuries"]), seat)]
    if kind == "CardDrawn":  # each cause its own words, so a run of them counts one cause's cards
        drawn = event.secret.get("card")
        why = "" if d.get("why", "draw") == "draw" else "-" + d["why"]
        if drawn:
            return [Line(tr(f"campeao.log.drew-own{why}", card=card(drawn)), seat)]
        return [Line(tr(f"campeao.log.drew{why}", name=name), seat)]
    if kind == "DeckReshuffled":
        return [Line(tr("campeao.log.reshuffled"))]
    if kind == "CardDiscarded":
        return [Line(tr("campeao.log.discarded", name=name, card=card(d["card"])), seat)]
    if kind == "CardPlayed":
        target = d.get("target", -1)
        if target is not None and target >= 0:
            return [Line(tr("campeao.log.played-on", name=name, card=card(d["card"]), target=names[target]), seat)]
        return [Line(tr("campeao.log.played", name=name, card=card(d["card"])), seat)]
    if kind == "RingGirlWon":
        return [Line(tr("campeao.log.ring-girl", name=name), seat)]
    if kind == "MasterTaken":
        return [Line(tr("campeao.log.master", name=name, skill=skill(d["skill"])), seat)]
    if kind == "TrainingStarted":
        return [Line(tr("campeao.log.train", name=name, skill=skill(d["skill"])), seat)]
    if kind == "SkillGained":
        return [Line(tr("campeao.log.skill", name=name, skill=skill(d["skill"])), seat)]
    if kind == "TrainingFailed":
        return [Line(tr("campeao.log.train-failed", name=name, skill=skill(d["skill"])), seat)]
    if kind == "FightStarted":
        key = "campeao.banner.street" if d["street"] else "campeao.banner.challenge"
        return [Line(tr(key, a=names[d["challenger"]], b=names[d["defender"]]), d["challenger"])]
    if kind == "KnockOut":
        return [Line(tr("campeao.log.ko", name=name), seat)]
    if kind == "StrikeEnded":
        return [Line(tr("campeao.log.strike", name=name, n=d["damage"]), seat)]
    if kind == "InjuryRolled":
        taken = d["injuries"] + d.get("outright", 0)
        if not taken:
            return [Line(tr("campeao.log.no-injury", name=name), seat)]
        return [Line(tr("campeao.log.injuries", name=name, n=taken), seat)]
    if kind == "InjuryRerolled":
        return [Line(tr("campeao.log.doctor", name=name, n=d["injuries"]), seat)]
    if kind == "FightWon":
        how = tr(f"campeao.how.{d['how']}")
        return [Line(tr("campeao.log.won", name=name, loser=names[d["loser"]], how=how), seat)]
    if kind == "BeltPassed":
        return [Line(tr("campeao.log.belt-passed", name=names[d["to"]]), d["to"])]
    if kind == "GameWon":
        return [Line(tr("campeao.log.game", name=name), seat)]
    return []
