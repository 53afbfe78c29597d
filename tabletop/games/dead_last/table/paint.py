"""One frame of the Dead Last table, in the order things are seen: the room, the header, the
arrows under the cards, the seats with their laid cards, the middle (gold, showdown), what is in
flight, the strip of the seat at the screen, the purse and the clock, the log and the buttons.

Everything drawn comes from the table's ``Picture`` (itself moved by events seen by the audience)
and the seat names and colours; the only secrets drawn are the audience's own (its laid card, its
gold), which the picture holds only behind that seat's curtain.
"""

from __future__ import annotations

import pygame

from tabletop.games.dead_last import rules
from tabletop.games.dead_last.table import draw, geometry as geo, hand as strip
from tabletop.i18n import tr
from tabletop.shell.log import tint
from tabletop.ui import probe
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS
from tabletop.ui.seats import level_word

FATE_STAMPS = {"target": "deadlast.stamp.target", "strayed": "deadlast.stamp.strayed",
               "ambush": "deadlast.stamp.ambush-wasted", "ambushed": "deadlast.stamp.ambushed"}


def table(scene, surface: pygame.Surface) -> None:
    """Most frames show the table as the frame before with a card or an arrow moving: the still
    part is kept on a layer (drawn again only when what it shows changes, its tooltips kept with
    it) and what moves is drawn over it."""
    moving = moving_seats(scene)
    key = still_key(scene, moving)
    if scene.still_key != key or scene.still is None:
        if scene.still is None:
            scene.still = scene.static.copy()
        first = len(scene.tips)
        still(scene, scene.still, moving)
        scene.still_tips, scene.still_key = scene.tips[first:], key
    else:
        scene.tips.extend(scene.still_tips)
    surface.blit(scene.still, (0, 0))
    in_motion(scene, surface, moving)


def moving_seats(scene) -> frozenset[int]:
    """Seats with something of theirs part way through a motion (falling, turning, reaching)."""
    return frozenset(s for s, look in enumerate(scene.looks)
                     if any(0.0 < v < 1.0 for v in (look.fall, look.flip, look.grow, look.lay)))


def still_key(scene, moving) -> tuple:
    """Everything the still layer shows: when it is unchanged, so is the layer."""
    pic = scene.picture
    looks = tuple((round(lk.fall), round(lk.flip), round(lk.grow), round(lk.lay)) if s not in moving else None
                  for s, lk in enumerate(scene.looks))
    buttons = tuple((b.visible, b.enabled, b.hover, b.pressed, b.owner) for b in scene.buttons)
    entries = tuple((tuple(e.rect), e.card, e.choice, e.seat, e.allowed, e.current) for e in scene.entries)
    clock = None if scene.clock is None else int(scene.clock + 0.999)
    return (
        scene.audience, moving, looks, buttons, entries, scene.selected, scene.strip_title, clock, scene.talk_done,
        tuple(scene.whisper or ()), scene.sync_log(), scene.toast[0] if scene.toast else None, status(scene),
        pic.phase, pic.round, pic.vote, tuple(pic.alive), tuple(pic.pointers), tuple(pic.ready), tuple(pic.laid),
        pic.mine, tuple(pic.shown), tuple(pic.counts), tuple(pic.targets), tuple(pic.fates), tuple(pic.ambushers),
        tuple(tuple(b) for b in pic.bars), tuple(pic.claimed), pic.pot, pic.deck, tuple(pic.finalists),
        tuple(pic.showdown_laid), pic.showdown_mine, tuple(pic.showdown_shown), pic.tiebreak, tuple(pic.champions),
        tr("deadlast.stage.vote", n=0),  # (the language)
    )


def still(scene, surface: pygame.Surface, moving) -> None:
    pic, L, assets = scene.picture, scene.layout, scene.assets
    surface.blit(scene.static, (0, 0))
    header(scene, surface)
    arrows(scene, surface, skip=moving)
    for seat in range(pic.players):
        if seat not in moving:
            seat_and_card(scene, surface, seat)
    middle(scene, surface)
    foot(scene, surface)
    mine = scene.audience
    for value in pic.bars[mine] if mine is not None else ():
        probe.face(f"gold:{mine}:{value}")
    draw.purse(surface, assets, L["purse"], pic.bars[mine] if mine is not None else None,
               scene.match.state.threshold, scene.names[mine] if mine is not None else None)
    draw.clock(surface, assets, L["clock"], scene.clock, scene.match.state.phase == "conspire" and pic.phase == "conspire")
    scene.draw_log(surface, L["log"])
    for button in scene.buttons:
        button.draw(surface)
    scene.draw_toast_or(surface, L["status"], status(scene))


def in_motion(scene, surface: pygame.Surface, moving) -> None:
    """What moves over the still layer: seats part way through a motion, bars and whispers in
    flight, a finger being dragged, the glow of the seats a click would act on, the banner."""
    pic = scene.picture
    arrows(scene, surface, only=moving)
    for seat in sorted(moving):
        seat_and_card(scene, surface, seat)
    for seat in range(pic.players):
        if _selectable(scene, seat):
            draw.glow(surface, scene.seat_rect(seat))
    for piece in scene.flying:
        surface.blit(piece.image, (piece.x, piece.y))
    if scene.arrow_from is not None:  # a finger being dragged toward a target
        start = scene.seat_rect(scene.arrow_from).center
        colour = SEAT_COLOURS[scene.colours[scene.arrow_from]]
        draw.arrow(surface, geo.bezier(start, ((start[0] + scene.pointer[0]) / 2, (start[1] + scene.pointer[1]) / 2),
                                       scene.pointer, 8), colour, 1.0)
    scene.draw_banner(surface, scene.layout["middle"].center)


def header(scene, surface) -> None:
    pic, zone = scene.picture, scene.layout["header"]
    if pic.phase == "over":
        text = tr("deadlast.header.over", round=pic.round)
    elif pic.phase == "showdown":
        text = tr("deadlast.header.tiebreak" if pic.tiebreak else "deadlast.header.showdown", round=pic.round)
    else:
        text = tr(f"deadlast.header.{'conspire' if pic.phase == 'conspire' else 'vote'}", round=pic.round,
                  vote=max(1, pic.vote))
    label = scene.assets.text(text, "display", 44, GOLD, shadow=True, width=zone.w - 20)
    surface.blit(label, label.get_rect(midleft=(zone.x + 10, zone.centery)))
    goal = scene.assets.text(tr("deadlast.header.goal", n=scene.match.state.threshold), "bold", 24,
                             draw.DUST, width=460)
    surface.blit(goal, goal.get_rect(midright=(zone.right - 10, zone.centery)))


def arrows(scene, surface, skip=frozenset(), only=None) -> None:
    pic = scene.picture
    if pic.phase not in ("conspire", "vote"):
        return
    for seat, target in enumerate(pic.pointers):
        if target is None or not pic.alive[seat] or seat in skip or (only is not None and seat not in only):
            continue
        colour = SEAT_COLOURS[scene.colours[seat]]
        draw.arrow(surface, scene.arrow_path(seat, target), colour, scene.looks[seat].grow)
        scene.tip(scene.seat_rect(seat), tr("deadlast.tip.pointing", name=scene.names[seat],
                                                             target=scene.names[target]))


def seat_and_card(scene, surface, seat: int) -> None:
    pic, assets, look = scene.picture, scene.assets, scene.looks[seat]
    rect = scene.seat_rect(seat)
    draw.draw_seat(surface, assets, rect, scene.colours[seat], scene.names[seat], look.fall,
                   level_word(scene.match.seats[seat]))  # (the still layer's key holds the language)
    total = pic.total(seat) if (seat == scene.audience or pic.claimed[seat] or pic.phase == "over") else None
    if pic.bars[seat]:
        if total is not None:
            probe.face(f"total:{seat}:{total}")
        chip = draw.bar_chip(surface, assets, rect, len(pic.bars[seat]), total)
        scene.tip(chip, tr("deadlast.tip.bars", name=scene.names[seat], n=len(pic.bars[seat])))
    if pic.alive[seat] and pic.phase == "conspire":
        draw.tick(surface, rect, pic.ready[seat])
    fate = pic.fates[seat]
    seen = draw.fallen_rect(rect, look.fall) if look.fall > 0.01 else rect
    if fate and look.fall > 0.6:
        draw.stamp(surface, assets, seen, tr(FATE_STAMPS[fate]))
    elif seat in pic.targets and pic.alive[seat]:
        draw.stamp(surface, assets, seen, tr("deadlast.stamp.ambush"), (120, 60, 20))
    if pic.counts[seat]:
        draw.count_badge(surface, assets, seen, pic.counts[seat])
    pointed = sum(1 for s, t in enumerate(pic.pointers) if t == seat and pic.alive[s])
    if pointed and pic.phase in ("conspire", "vote") and pic.alive[seat]:
        draw.count_badge(surface, assets, rect, pointed, (110, 70, 30))
        scene.tip(pygame.Rect(rect.x, rect.y, 40, 40), tr("deadlast.tip.pointed-at", name=scene.names[seat], n=pointed))
    if seat in pic.champions:
        crown = assets.svg("common/icons/crown.svg", (56, 56))
        surface.blit(crown, crown.get_rect(midbottom=(rect.centerx, rect.y + 8)))
    scene.tip(rect, seat_tip(scene, seat))
    laid_card(scene, surface, seat)


def seat_tip(scene, seat: int) -> str:
    pic = scene.picture
    kind = tr("deadlast.tip.computer") if not scene.human(seat) else tr("deadlast.tip.human")
    state = tr("deadlast.tip.standing") if pic.alive[seat] else tr(FATE_STAMPS.get(pic.fates[seat], "deadlast.tip.out"))
    return tr("deadlast.tip.seat", name=scene.names[seat], kind=kind, state=state)


def _selectable(scene, seat: int) -> bool:
    """Seats a click would act on now: an ambusher's voters, a whisper's recipients and targets."""
    state = scene.match.state
    if scene.whisper is not None:
        who, to = scene.whisper
        if to is None:
            return state.alive[seat] and not scene.human(seat) and seat != who
        return state.alive[seat] and seat not in (who, to)
    ambusher = scene.hand_seat_ambusher() if not scene.queue else None
    return ambusher is not None and rules.Eliminate(ambusher, seat) in scene.match.legal(ambusher)


def laid_card(scene, surface, seat: int) -> None:
    pic, look, assets = scene.picture, scene.looks[seat], scene.assets
    slot = scene.slot_rect(seat)
    shown = pic.shown[seat]
    if shown is not None:
        probe.face(f"vote:{pic.round}:{pic.vote}:{seat}:{shown}")
        face = draw.vote_face(assets, shown, slot.size, scene.names, scene.colours)
        draw.draw_card(surface, face, draw.vote_back(assets, slot.size), slot, look.flip)
        scene.tip(slot, tr("deadlast.tip.ambush-laid", name=scene.names[seat]) if shown == rules.AMBUSH
                  else tr("deadlast.tip.voted", name=scene.names[seat], target=scene.names[shown]))
    elif pic.laid[seat]:
        at = slot.move(0, round((1 - look.lay) * -40))
        if seat == scene.audience and pic.mine is not None:  # your own card: you know what you laid
            probe.face(f"vote:{pic.round}:{pic.vote}:{seat}:{pic.mine}")
            face = draw.vote_face(assets, pic.mine, slot.size, scene.names, scene.colours)
            surface.blit(face, at)
            scene.tip(slot, tr("deadlast.tip.mine-laid"))
        else:
            surface.blit(draw.vote_back(assets, slot.size), at)
            scene.tip(slot, tr("deadlast.tip.face-down", name=scene.names[seat]))


def middle(scene, surface) -> None:
    pic, zone, assets = scene.picture, scene.layout["middle"], scene.assets
    if pic.finalists:
        for seat, rect in scene._showdown_rects().items():
            i = pic.finalists.index(seat)
            name = assets.text(scene.names[seat], "bold", 24, PAPER, shadow=True, width=rect.w + 40)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
            if pic.showdown_shown:
                probe.face(f"showdown:{pic.round}:{seat}:{pic.showdown_shown[i]}")
                surface.blit(draw.showdown_face(assets, pic.showdown_shown[i], rect.size), rect)
            elif seat == scene.audience and pic.showdown_mine is not None:
                probe.face(f"showdown:{pic.round}:{seat}:{pic.showdown_mine}")
                surface.blit(draw.showdown_face(assets, pic.showdown_mine, rect.size), rect)
            elif pic.showdown_laid and pic.showdown_laid[i]:
                surface.blit(draw.vote_back(assets, rect.size), rect)
            else:
                pygame.draw.rect(surface, (60, 42, 28), rect, width=3, border_radius=12)
        label = assets.text(tr("deadlast.middle.pot", n=pic.pot), "bold", 24, GOLD, width=zone.w)
        surface.blit(label, label.get_rect(midtop=(zone.centerx, zone.y - 6)))
        return
    for rect, text in draw.pot(surface, assets, zone, pic.pot, pic.deck):
        scene.tip(rect, text)


def foot(scene, surface) -> None:
    """The strip of choices (behind a curtain), or during the talk a word on how to take part."""
    zone = scene.layout["hand"]
    if scene.entries:
        for rect, text in strip.draw_strip(surface, scene.assets, zone, scene.strip_title, scene.entries,
                                           scene.selected, scene.names, scene.colours):
            scene.tip(rect, text)
    elif scene.whisper is not None:
        who, to = scene.whisper
        text = tr("deadlast.strip.whisper-to") if to is None else tr("deadlast.strip.whisper-about",
                                                                     name=scene.names[to])
        draw.hint(surface, scene.assets, zone, text)
    elif scene.match.state.phase == "conspire" and scene.match.humans_to_act() and not scene.queue:
        draw.hint(surface, scene.assets, zone, tr("deadlast.strip.talk-hint", n=rules.C.gestures))


def status(scene) -> str:
    """What the table waits for, in a line."""
    state, pic = scene.match.state, scene.picture
    if scene.queue or scene.finished or scene.held is not None:
        return ""
    if scene.whisper is not None or scene.choosing_whisperer:
        return tr("deadlast.status.whisper")
    if scene.changing is not None:
        return tr("deadlast.status.change")
    waiting = [scene.names[s] for s in scene.match.humans_to_act()]
    if state.phase == "conspire":
        if scene.talk_done:
            return tr("deadlast.status.talk-ending")
        return tr("deadlast.status.talk")
    seat = scene.hand_seat() if state.phase != "ambush" else scene.hand_seat_ambusher()
    if seat is not None:
        return tr(f"deadlast.status.{state.phase}-yours")
    if waiting:
        return tr(f"deadlast.status.{state.phase}-waiting", names=", ".join(waiting))
    return tr("deadlast.status.computers")
