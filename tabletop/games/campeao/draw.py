"""Drawing the O Último Grande Campeão table (split from campeao.py to keep each module readable).

A mixin for ``CampeaoScene``: everything here only reads the scene's state and blits.
"""

from __future__ import annotations

import pygame

from tabletop.games.campeao import rules as rules
from tabletop.i18n import tr
from tabletop.games.campeao import art
from tabletop.ui.assets import GOLD, PAPER, YELLOW
from tabletop.ui.pieces import rounded_panel
from tabletop.ui.seats import draw_level_tag, seat_kind

class CampeaoDrawing:
    # ------------------------------------------------------------------ draw
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        for seat in range(len(self.match.seats)):
            self._draw_mat(surface, seat)
        for pawn in sorted(self.pawns.values(), key=lambda p: p.height):
            pawn.draw(surface)
        self._draw_ring(surface)
        self._draw_piles(surface)
        self._draw_arithmetic(surface)
        self.belt.draw(surface)
        for die in self.dice:
            die.draw(surface)
        for die in self.injury_dice:
            die.draw(surface)
        owner = self.doctor if self.doctor is not None else self.injury_owner
        if self.injury_dice and owner is not None:  # whose injury dice these are
            tray = self.layout["injury_tray"]
            label = self.assets.text(tr("campeao.injury-dice-of", name=self.seat_name(owner)), "bold", 22,
                                     (240, 200, 200), shadow=True, width=tray.w)
            surface.blit(label, label.get_rect(midbottom=(tray.centerx, tray.y + 4)))
        self._draw_hand(surface)
        for piece in self.flying:
            piece.draw(surface)
        self.draw_log(surface, self.layout["log"], top=56)
        for button in self.buttons:
            if button.visible:
                button.draw(surface)
        self._draw_reaction_prompt(surface)
        for key in self.PUBLIC_BUTTONS:  # the table's answers to the prompt, above its band
            if self.ring_buttons[key].visible:
                self.ring_buttons[key].draw(surface)
        self.drag.draw(surface)
        if self.drag.piece is not None:
            self.drag.piece.draw(surface)
        for word, x, y, left in self.bursts:
            image = art.burst(self.assets, word, (260, 170))
            if left < 0.3:
                image = image.copy()
                image.set_alpha(int(255 * left / 0.3))
            surface.blit(image, image.get_rect(center=(x, y - 20 * (1 - left))))
        self.draw_banner(surface, self.layout["banner"].center)
        self._draw_zoom(surface)
        status = self.layout["status"]  # a refusal goes over everything: nothing may hide it
        self.draw_toast(surface, status, width=status.w - 40)

    def _draw_mat(self, surface, seat: int) -> None:
        mat = self.mats[seat]
        info = self.match.seats[seat]
        s = self.view.seats[seat]
        shown = self.shown[seat]
        acting = seat in rules.to_act(self.view) and not self.queue and not bool(self.view.windows)
        if acting or seat == self.view.turn and not self.finished:
            colour = GOLD if acting else (150, 110, 80)
            pygame.draw.rect(surface, colour, mat.inflate(6, 6), width=4, border_radius=20)
        badge = self.assets.seat_badge(info.colour, 30)
        surface.blit(badge, (mat.x + 12, mat.y + 8))
        name = self.assets.text(info.name, "bold", 26, PAPER, width=mat.w - 150)
        surface.blit(name, (mat.x + 50, mat.y + 6))
        surface.blit(art.fighter_art(self.assets, s.fighter, 132), (mat.x + 10, mat.y + 42))
        tag = draw_level_tag(surface, self.assets, info, width=132, midbottom=(mat.x + 76, mat.y + 172))
        if tag is not None:  # a computer seat's level on a tag at the foot of its portrait
            self.tip(tag, seat_kind(info))
        x0 = mat.x + 154
        fighter = self.assets.text(rules.FIGHTERS[s.fighter].name, "body", 22, (225, 200, 200), width=mat.w - 164)
        surface.blit(fighter, (x0, mat.y + 42))
        x = x0
        for skill in rules.FIGHTERS[s.fighter].skills:  # printed symbols
            surface.blit(art.skill_icon(self.assets, skill, 34), (x, mat.y + 74))
            self.tip((x, mat.y + 74, 34, 34), tr("campeao.tip.symbol", skill=tr(f"campeao.skill.{skill}")))
            x += 38
        x += 8
        for i, skill in enumerate(rules.SKILLS):  # tokens earned, with counts
            n = shown["tokens"][i] + (1 if s.master == skill else 0)
            if n:
                surface.blit(art.skill_icon(self.assets, skill, 28), (x, mat.y + 77))
                count = self.assets.text(f"x{n}", "bold", 22, PAPER)
                surface.blit(count, (x + 29, mat.y + 79))
                self.tip((x, mat.y + 74, 60, 34), tr("campeao.tip.tokens", n=n, skill=tr(f"campeao.skill.{skill}")))
                x += 62
        stats = [("campeao/icons/fame.svg", shown["fame"], "fame"), ("campeao/icons/injury.svg", shown["injuries"],
                                                                      "injuries"),
                 ("campeao/icons/card.svg", shown["cards"], "cards")]
        x = x0
        for icon, value, what in stats:
            surface.blit(self.assets.svg(icon, (32, 32)), (x, mat.y + 120))
            label = self.assets.text(str(value), "display", 34, PAPER)
            surface.blit(label, (x + 38, mat.y + 120))
            self.tip((x, mat.y + 118, 80, 40), tr(f"campeao.tip.{what}", name=info.name, n=value,
                                                   target=self.view.target))
            x += 84
        dice = self.assets.text(tr("campeao.mat.dice", n=rules.dice_count(self.view, seat)), "body", 22, (225, 200, 200),
                                width=148)
        surface.blit(dice, dice.get_rect(midtop=(mat.x + 76, mat.y + 178)))
        self.tip(dice.get_rect(midtop=(mat.x + 76, mat.y + 178)), tr("campeao.tip.dice"))
        if seat in self.brawl:  # the opening brawl's dice, over the mat
            faces = self.brawl[seat]
            band = pygame.Rect(mat.x + 150, mat.y + 112, mat.w - 160, 52)
            pygame.draw.rect(surface, (20, 10, 14), band, border_radius=10)
            for i, face in enumerate(faces):
                surface.blit(art.die_face(self.assets, "fight", face, 40), (band.x + 6 + i * 44, band.y + 6))
        x = mat.right - 46
        for icon, on in (("master", s.master is not None), ("ring-girl", self.view.ring_girl == seat)):
            if on:
                surface.blit(self.assets.svg(f"campeao/icons/{icon}.svg", (36, 36)), (x, mat.y + 6))
                self.tip((x, mat.y + 6, 36, 36), tr(f"campeao.tip.{icon}"))
                x -= 42
        if seat in self.auto_pass:
            self._draw_auto_chip(surface, seat)
        if self.view.champion == seat and self.belt.height <= 0.01:
            self.tip(self.belt.rect, tr("campeao.tip.belt", name=info.name))

    def _draw_ring(self, surface) -> None:
        v = self.view
        L = self.layout
        if self.fighters:
            for side, seat in enumerate(self.fighters):
                zone = L["fighter_left" if side == 0 else "fighter_right"]
                striking = v.fight is not None and v.fight.side == side and v.fight.stage == "strike"
                if striking:
                    pygame.draw.circle(surface, GOLD, zone.center, zone.w // 2 + 8, 6)
                surface.blit(art.fighter_art(self.assets, v.seats[seat].fighter, zone.w), zone)
                name = self.assets.text(self.seat_name(seat), "display", 34, PAPER, shadow=True, width=zone.w + 80)
                surface.blit(name, name.get_rect(midtop=(zone.centerx, zone.bottom + 4)))
                if seat in self.damage_label:  # the damage dealt, in a comic burst beside the fighter
                    burst = art.burst(self.assets, str(self.damage_label[seat]), (150, 100))
                    side_x = zone.right + 70 if side == 0 else zone.x - 70
                    surface.blit(burst, burst.get_rect(center=(side_x, zone.centery + 40)))
            if not (v.fight is not None and v.fight.stage == "strike" and v.fight.dice):  # the numbers take its place
                vs = self.assets.text(tr("campeao.vs"), "comic", 72, YELLOW, shadow=True)
                surface.blit(vs, vs.get_rect(center=(L["ring"].centerx, L["fighter_left"].centery)))
        elif v.phase == "train" and v.training is not None:
            t = v.training
            line = self.assets.text(tr("campeao.banner.train", name=self.seat_name(t.seat),
                                       skill=tr(f"campeao.skill.{t.skill}")), "display", 52, PAPER, shadow=True,
                                    width=L["ring"].w - 60)
            surface.blit(line, line.get_rect(center=(L["ring"].centerx, L["ring"].y + 250)))
        elif v.phase == "turn" and not self.finished:
            seat = v.turn
            left = rules.actions_allowed(v, seat) - len(v.used)
            line = self.assets.text(tr("campeao.turn-of", name=self.seat_name(seat)), "display", 56, PAPER, shadow=True,
                                    width=L["ring"].w - 60)
            surface.blit(line, line.get_rect(center=(L["ring"].centerx, L["ring"].y + 200)))
            sub = self.assets.text(tr("campeao.actions-left", n=left), "bold", 28, YELLOW, shadow=True,
                                   width=L["ring"].w - 60)
            surface.blit(sub, sub.get_rect(center=(L["ring"].centerx, L["ring"].y + 250)))
        if not self.toast:
            self.draw_status(surface, L["status"], self._status_text(), lines=2)

    def _draw_piles(self, surface) -> None:
        """The draw pile and the discard pile beside the cage, and the Ring Girl while unclaimed."""
        v = self.view
        deck, discard = self.pile_zones()
        for zone, cards, face, key in ((deck, len(v.deck), None, "campeao.tip.deck"),
                                       (discard, len(v.discard), v.discard[-1] if v.discard else None,
                                        "campeao.tip.discard")):
            if cards:
                image = art.card_thumb(self.assets, face, zone.size) if face else art.card_back(self.assets, zone.size)
                surface.blit(image, zone)
            else:
                pygame.draw.rect(surface, (90, 60, 60), zone, width=2, border_radius=10)
            count = self.assets.text(str(cards), "display", 30, PAPER, shadow=True)
            surface.blit(count, count.get_rect(midtop=(zone.centerx, zone.bottom + 1)))
            self.tip(zone, tr(key, n=cards) + (f" {tr(f'campeao.card.{face}.name')}" if face else ""))
        if "ring-girl" in v.variants and v.ring_girl < 0:
            spot = pygame.Rect(self.layout["ring"].right - 76, self.layout["dice_tray"].y, 64, 64)
            surface.blit(self.assets.svg("campeao/icons/ring-girl.svg", spot.size), spot)
            self.tip(spot, tr("campeao.tip.ring-girl-free"))

    def pile_zones(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The draw pile and the discard pile, in the ring's lower corners above the status line
        (their counts below them, still clear of it)."""
        deck = self.layout["deck"]
        return deck, deck.move(-(deck.x - self.layout["ring"].x) + 20, 0)

    def _draw_arithmetic(self, surface) -> None:
        """The fight's numbers beside the dice: who strikes, what the dice score skill by skill, the
        total against the rival's, and every modifier in play."""
        f = self.view.fight
        if f is None or f.stage != "strike" or not f.dice or self.queue:
            return
        striker = f.challenger if f.side == 0 else f.defender
        other = f.defender if f.side == 0 else f.challenger
        v = self.view
        lines = [(tr("campeao.math.strikes", name=self.seat_name(striker)), GOLD)]
        for skill in rules.SKILLS:
            shown, own = f.dice.count(skill), rules.symbols(v, striker, skill)
            if not shown:
                continue
            name = tr(f"campeao.skill.{skill}")
            if v.seats[other].master == skill:
                lines.append((tr("campeao.math.mastered", skill=name, name=self.seat_name(other)), (240, 150, 150)))
            elif own:
                lines.append((tr("campeao.math.skill", skill=name, n=shown, symbols=own, total=shown + own), PAPER))
            else:
                lines.append((tr("campeao.math.no-symbol", skill=name), (200, 170, 170)))
        total = rules.damage(v, striker, f.dice, other)
        if f.side == 1 and f.damage[0] >= 0:
            lines.append((tr("campeao.math.against", n=total, other=f.damage[0], name=self.seat_name(other)), YELLOW))
        else:
            lines.append((tr("campeao.math.total", n=total), YELLOW))
        chips = []
        side = f.side
        if f.bonus[side]:
            chips.append(tr("campeao.card.isotonic.name"))
        if f.malus[side]:
            chips.append(tr("campeao.card.low-blow.name"))
        if f.ko4[side]:
            chips.append(tr("campeao.card.ko-with-4.name"))
        if v.ring_girl in (f.challenger, f.defender):
            chips.append(tr("campeao.math.ring-girl", name=self.seat_name(v.ring_girl)))
        zone = pygame.Rect(self.layout["fighter_left"].right + 16, self.layout["banner"].y, 0, 0)
        zone.width = self.layout["fighter_right"].x - 16 - zone.x
        zone.height = self.layout["dice_tray"].y - 8 - zone.y
        surface.blit(self.assets.cached(("math-panel", zone.size), lambda: rounded_panel(
            zone.size, (14, 8, 12, 225), (120, 60, 60), 14, 2)), zone)
        zone = zone.inflate(-16, -12)
        y = zone.y
        for text, colour in lines:
            label = self.assets.text(text, "bold", 22, colour, shadow=True, width=zone.w)
            surface.blit(label, label.get_rect(midtop=(zone.centerx, y)))
            y += label.get_height() + 2
        if chips:
            chip_text = "  ·  ".join(chips)
            label = self.assets.text(chip_text, "bold", 22, (140, 220, 255), shadow=True, width=zone.w)
            surface.blit(label, label.get_rect(midtop=(zone.centerx, y + 2)))

    def _status_text(self) -> str:
        if self.looking is not None and self.looking == self.actor:
            return tr("campeao.nothing-to-play")  # (a claim of the prompt with nothing to answer: Done)
        if self.finished or self.queue or self.tweener.busy():
            return ""
        if self.doctor is not None:
            return tr("campeao.status.doctor")
        v = self.view
        if self.prompt_up() and self.reacting is None:
            return ""  # the reaction prompt takes the status line
        if not self.my_turn():
            names = [self.seat_name(s) for s in rules.to_act(self.view)] if not bool(self.view.windows) else []
            return tr("campeao.status.waiting", names=", ".join(names)) if names else ""
        legal = self._legal()
        kinds = {type(a) for a in legal}
        if rules.Discard in kinds:
            return tr("campeao.status.discard")
        if self.reacting is not None:
            return tr("campeao.status.react")
        if rules.Ready in kinds:
            return tr("campeao.status.ready")
        if rules.Roll in kinds:
            return tr("campeao.status.roll")
        if rules.Stop in kinds:
            return tr("campeao.status.strike")
        if rules.Accept in kinds:
            return tr("campeao.status.train-failed")
        return tr("campeao.status.turn") if v.phase == "turn" else ""

    def _draw_hand(self, surface) -> None:
        held = self.drag.piece
        for card in self.hand_cards:
            if card is not held:
                card.draw(surface)
        if not self.hand_cards and self.audience is not None:
            empty = self.assets.text(tr("campeao.empty-hand"), "body", 24, (200, 170, 170), width=self.layout["hand"].w - 40)
            surface.blit(empty, empty.get_rect(center=self.layout["hand"].center))

    def _draw_zoom(self, surface) -> None:
        key = self.zoom
        if key is None and self.hover_card is not None and self.hover_time > 0.6 and not self.drag.active:
            key = self.hover_card.key
        if key is None or key not in rules.CARDS:
            return
        big = art.big_card(self.assets, key)
        x = 960 - big.get_width() // 2
        y = 1080 - big.get_height() - 280
        surface.blit(art.card_shadow(self.assets, art.BIG_CARD), (x + 6, y + 10))
        surface.blit(big, (x, y))
