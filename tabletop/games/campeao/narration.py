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


def fight_result(d: dict, gains: list[tuple[int, int, int]], names, target: int,
                 won_game: bool) -> tuple[str, str]:
    """The held result of a decided fight (the ``FightWon`` event's data): a title saying what
    decided it and a detail saying who won and by how much (the winner's number first, the
    injury counts of a tie), the fame each fighter gained (``gains``: seat, amount, new total)
    and what it means for the belt: taken, kept, or kept for the game."""
    win, lose = d["seat"], d["loser"]
    side = 0 if win == d["challenger"] else 1
    a, b = max(d["damage"][side], 0), max(d["damage"][1 - side], 0)
    name, loser = names[win], names[lose]
    how = d["how"]
    if how == "ko":
        detail = tr("campeao.result.fight-ko", name=name, loser=loser)
    elif how == "injuries":
        mine, theirs = d["injuries"][side], d["injuries"][1 - side]
        detail = tr("campeao.result.fight-injuries", name=name, loser=loser, a=a, b=b, i=mine, j=theirs)
    elif how == "defender":
        detail = tr("campeao.result.fight-defender", name=name, a=a, b=b, n=d["injuries"][side])
    else:
        detail = tr("campeao.result.fight", name=name, loser=loser, a=a, b=b)
    parts = [detail]
    if gains:
        items = [tr("campeao.result.fame-item", name=names[s], n=n, total=total) for s, n, total in gains]
        parts.append(tr("campeao.result.fame", items=", ".join(items)))
    fame = next((total for s, _, total in reversed(gains) if s == win), 0)
    if d["street"]:
        parts.append(tr("campeao.result.street"))
    elif won_game:
        parts.append(tr("campeao.result.champion", name=name, fame=fame))
    elif side == 0:
        key = "campeao.result.takes" if fame >= target else "campeao.result.takes-short"
        parts.append(tr(key, name=name, fame=fame, target=target))
    else:
        parts.append(tr("campeao.result.keeps", name=name, fame=fame, target=target))
    return tr(f"campeao.stamp.{how}"), "\n".join(parts)  # who won, the fame, the belt: a line each
