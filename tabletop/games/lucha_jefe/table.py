"""The Lucha Jefe table: turns engine events into animations and drags into engine actions.

No rule lives here. The scene shows the view of whoever is looking (``TableScene.audience``: one
seat after its curtain, or everyone), places a card piece for every card that view contains, and
asks the engine's legal actions which drops count. Events from each action play one after
another; input and the computer seats wait until they have played. The log is written by
``narration`` for the audience on screen.
"""

from __future__ import annotations

import pygame

from tabletop.games.lucha_jefe import rules as rules
from tabletop.engine.core import Event
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.games.lucha_jefe import art, narration
from tabletop.shell.log import tint
from tabletop.shell.table import TableScene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui import probe
from tabletop.ui.layout import load_layout
from tabletop.ui.pieces import Belt, Card, rounded_panel
from tabletop.ui.widgets import Button

# Every zone this table positions something in; a test checks layouts/lucha-jefe.tmx has them all.
REQUIRED_ZONES = (
    "papel", "opp_panel", "belt_pool", "my_panel", "opp_roster_1", "opp_roster_2", "opp_sideline",
    "opp_retired", "status", "ring", "opp_active", "my_active", "hand", "my_roster_1", "my_roster_2",
    "my_sideline", "my_retired", "latecomers", "log", "action_bar", "undo_button", "menu_button", "guess_panel",
    "strip",
)
HOVER_ZOOM_DELAY = 0.6


class LuchaJefeScene(TableScene):
    """One match of Lucha Jefe on the table."""

    PUBLIC_MOMENTS = frozenset({"FightersRevealed", "RoundWon", "RoundTied", "GameWon"})  # the reveal and its result

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app, match, autoplay)
        self.layout = load_layout(match.info.layout)
        self.cards: dict[tuple, Card] = {}
        self.belts: list[Belt] = []
        self.powers: dict[int, tuple[int, list[str]]] = {}
        self.hover_card: Card | None = None
        self.hover_time = 0.0
        self.stamps: dict[int, str] = {}  # seat -> the word stamped on its fighter in the ring (what decided it)
        self.result: tuple | None = None  # the round's result, staged when the round has ended
        self.guess_cards: list[tuple[pygame.Rect, str]] = []
        self.static = None
        self.buttons: list[Button] = []
        self.owner_tags: dict[int, pygame.Rect] = {}  # seat -> the name plate beside its active slot, as drawn

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        self.static = self.assets.cached(("lucha-static",), lambda: art.static_table(self.assets, self.layout, (1920, 1080)))
        self.buttons = [
            Button(self.layout["undo_button"], tr("button.undo"), self.undo, self.assets, size=28,
                   icon="common/icons/undo.svg"),
            Button(self.layout["menu_button"], tr("button.menu"), self.open_menu, self.assets, size=28,
                   icon="common/icons/gear.svg"),
        ]
        bar = self.layout["action_bar"]
        self.alarde_button = Button((bar.right - 360, bar.y + 6, 360, 58), tr("lucha.reveal-alarde"),
                                    self._reveal_alarde, self.assets, size=30, primary=True)
        self.next_button = Button((bar.right - 360, bar.y + 6, 360, 58), tr("lucha.next-round"),
                                  self._next_round, self.assets, size=30, primary=True)
        self.buttons += [self.alarde_button, self.next_button]
        self._place_belts(instant=True)
        self._sync(instant=True)

    def narrate(self, event, audience, names):
        return narration.narrate(event, audience, names)

    def log_header(self):
        names = [s.name for s in self.match.seats]  # the first round starts with the game, not with an event
        return narration.header(names) + narration.first_round(names, self.match.options.get("first", 0))

    def _me(self) -> int:
        """The seat drawn at the bottom of the table (the human who last held the mouse)."""
        return self.perspective

    def _side(self, seat: int) -> str:
        return "my" if seat == self._me() else "opp"

    def _slots(self, view) -> list[tuple[tuple, str, bool, tuple[float, float]]]:
        """Every card the view contains: (slot id, card key, face up?, top-left position)."""
        out = []
        L = self.layout
        cw, ch = art.CARD
        if view.phase == "draft" and view.hand:
            ring = L["hand"]
            n = len(view.hand)
            gap = 4
            total = n * cw + (n - 1) * gap
            x0 = ring.centerx - total / 2
            for i, key in enumerate(view.hand):
                out.append((("hand", i), key, key != rules.HIDDEN, (x0 + i * (cw + gap), ring.centery - ch / 2)))
        for i, key in enumerate(view.latecomers):
            zone = L["latecomers"]
            out.append((("late", i), key, False, (zone.x + 10 + i * 40, zone.y)))
        for seat in (0, 1):
            side = self._side(seat)
            roster = list(view.rosters[seat])
            chosen = view.active[seat]
            if chosen is not None and view.phase in ("select", "guess", "reveal", "over"):
                # The chosen card sits in the ring; the other waits on the sideline.
                act = chosen
                rest = list(roster)
                if act == rules.HIDDEN:  # which of the two went in is the secret: both stay face down,
                    rest = [rules.HIDDEN] * (len(roster) - 1)  # even a shown El Alarde
                elif act in rest:
                    rest.remove(act)
                out.append((("active", seat), act, act != rules.HIDDEN, L[f"{side}_active"].topleft))
                for key in rest[:1]:
                    out.append((("sideline", seat), key, key != rules.HIDDEN, L[f"{side}_sideline"].topleft))
            else:
                for i, key in enumerate(roster):
                    out.append((("roster", seat, i), key, key != rules.HIDDEN, L[f"{side}_roster_{i + 1}"].topleft))
            pile = L[f"{side}_retired"]
            for i, key in enumerate(view.retired[seat]):
                out.append((("retired", seat, i), key, key != rules.HIDDEN, (pile.x + i * 10, pile.y + i * 6)))
        return out

    def _sync(self, instant: bool = False) -> None:
        """Move, flip, create pieces so the table shows ``self.view``; known cards keep their piece."""
        desired = self._slots(self.view)
        old = dict(self.cards)
        unused = list(old.values())
        placed: dict[tuple, Card] = {}
        pending = []
        for slot, key, up, pos in desired:  # 1) a known card keeps its own piece
            piece = next((c for c in unused if key != rules.HIDDEN and c.key == key), None)
            if piece is not None:
                unused.remove(piece)
                placed[slot] = piece
            else:
                pending.append((slot, key, up, pos))
        rest = []
        for slot, key, up, pos in pending:  # 2) same slot, unknown on either side
            piece = old.get(slot)
            if piece is not None and piece in unused and (piece.key == rules.HIDDEN or key == rules.HIDDEN):
                unused.remove(piece)
                placed[slot] = piece
            else:
                rest.append((slot, key, up, pos))
        for slot, key, up, pos in rest:  # 3) the nearest spare piece, or a new one from the deck
            if unused:
                piece = min(unused, key=lambda c: (c.x - pos[0]) ** 2 + (c.y - pos[1]) ** 2)
                unused.remove(piece)
            else:
                late = self.layout["latecomers"]
                piece = Card(rules.HIDDEN, late.x, late.y, *art.CARD, self._face, self._back,
                             art.card_shadow(self.assets), face_up=False)
            placed[slot] = piece
        self.cards = placed
        for index, (slot, key, up, pos) in enumerate(desired):
            piece = placed[slot]
            piece.zone = slot[0]
            piece.draggable = False
            if instant or self.app.speed <= 0:
                piece.x, piece.y, piece.key, piece.face_up, piece.squash = pos[0], pos[1], key, up, 1.0
                continue
            if (piece.x, piece.y) != pos:
                piece.move_to(self.tweener, *pos, duration=0.32, delay=0.03 * (index % 6))
            if piece.face_up != up:
                piece.flip(self.tweener, up, key=key, delay=0.05)
            else:
                piece.key = key if (key != rules.HIDDEN or not up) else piece.key
        self._mark_draggable()

    def _face(self, key: str) -> pygame.Surface:
        return art.card_face(self.assets, key)

    def _back(self, key: str) -> pygame.Surface:
        return art.card_back(self.assets)

    def _mark_draggable(self) -> None:
        seat = self.actor
        mine = self.my_turn()
        for slot, piece in self.cards.items():
            if not mine:
                piece.draggable = False
            elif self.view.phase == "draft" and self.view.drafter == seat:
                piece.draggable = slot[0] == "hand"
            elif self.view.phase == "select":
                piece.draggable = slot[0] == "roster" and slot[1] == seat
            else:
                piece.draggable = False

    def _place_belts(self, instant: bool) -> None:
        image = self.assets.svg("lucha-jefe/belt.svg", art.BELT)
        if not self.belts:
            self.belts = [Belt(0, 0, *art.BELT, image) for _ in range(rules.RULES.belts)]
        won = {0: self.view.belts[0], 1: self.view.belts[1]}
        index = 0
        for seat in (0, 1):
            for k in range(won[seat]):
                belt = self.belts[index]
                belt.holder = seat
                belt.x, belt.y = self._belt_slot(seat, k)
                index += 1
        for k, belt in enumerate(self.belts[index:]):
            belt.holder = None
            belt.x, belt.y = self._pool_slot(k)

    def _pool_slot(self, k: int) -> tuple[float, float]:
        pool = self.layout["belt_pool"]
        return pool.x + 18 + (k % 2) * 162, pool.y + 56 + (k // 2) * 62

    def _belt_slot(self, seat: int, k: int) -> tuple[float, float]:
        panel = self.layout[f"{self._side(seat)}_panel"]
        return panel.x + 18 + (k % 2) * 162, panel.y + 118 + (k // 2) * 60

    # ------------------------------------------------------------------ events -> animations
    def play_event(self, event: Event) -> float:
        """Animate one event; return how long to wait before the next (seconds at speed 1)."""
        d = event.data
        kind = event.kind
        name = self.seat_name(d["seat"]) if "seat" in d else ""
        if kind == "RoundStarted":
            self.powers.clear()
            self.stamps.clear()
            self.show_banner(tr("lucha.banner.round", n=d["round"]))
            self._gather()
            self.app.sounds.play("slide")
            return 0.7
        if kind == "LatecomersSetAside":
            return 0.1
        if kind == "HandPassed":
            self.app.sounds.play("slide")
            self._sync()
            return 0.45
        if kind in ("FighterKept", "FighterRetired"):
            self._moved()
            return 0.35
        if kind == "LatecomersShuffledIn":
            return 0.2
        if kind == "SelectionStarted":
            self.show_banner(tr("lucha.banner.selection"))
            self._sync()
            return 0.6
        if kind == "AlardeRevealed":
            self.show_banner(tr("lucha.banner.alarde", name=name))
            self.app.sounds.play("flip")
            self._sync()
            return 0.9
        if kind == "ChoiceReopened":
            self._sync()
            return 0.4
        if kind == "FighterChosen":
            self._moved()
            return 0.4
        if kind == "AdivinaRevealed":
            self.show_banner(tr("lucha.banner.adivina", name=name))
            self._sync()
            return 0.9
        if kind == "AdivinaNamed":
            key = "lucha.log.named-right" if d["correct"] else "lucha.log.named-wrong"
            self.show_banner(tr(key, name=name, fighter=rules.FIGHTERS[d["fighter"]].name))
            return 1.1
        if kind == "FightersRevealed":
            return self._reveal(d)
        if kind == "RoundTied":
            self.stamps = {0: tr("lucha.stamp.tie"), 1: tr("lucha.stamp.tie")}
            self.result = (tr("lucha.stamp.tie"), tr("lucha.log.tie"), None)
            return 1.0
        if kind == "RoundWon":
            self._stamp_round(d)
            self._highlight_winner(d["seat"])
            self.app.sounds.play("cheer")
            return 1.0
        if kind == "BeltAwarded":
            belt = next(b for b in self.belts if b.holder is None)
            belt.holder = d["seat"]
            belt.fly_to(self.tweener, *self._belt_slot(d["seat"], d["belts"] - 1),
                        on_done=lambda: self.app.sounds.play("belt"))
            return 1.5
        if kind == "RoundEnded":
            if self.result:  # the round ends on its result, held until a human has studied it
                self.stage(*self.result)
                self.result = None
            return 0.3
        if kind == "GameWon":
            if self.result:  # the deciding round is studied before the result screen
                self.stage(*self.result)
                self.result = None
            self.finished = True
            self.app.game_finished([name])
            return 0.3
        return 0.0

    def _moved(self) -> None:
        """A card moved (in secret or not): slide it; the log names it only for its owner."""
        self.app.sounds.play("slide")
        self._sync()

    def _stamp_round(self, d: dict) -> None:
        """Stamp what decided the round on the card that did it, and keep the result to stage."""
        active = self.view.active
        reason = d["reason"]
        winner = d["seat"]
        owner = {"burocrata": rules.BUROCRATA, "adivina": rules.ADIVINA, "alarde-tie": rules.ALARDE}.get(reason)
        deciding = next((s for s in (0, 1) if active[s] == owner), None) if owner else (
            1 - winner if d["reversed"] else winner)
        self.stamps = {}
        if deciding is not None:
            self.stamps[deciding] = tr(f"lucha.stamp.{reason}")
        if d["reversed"]:
            flipper = next((s for s in (0, 1) if active[s] == rules.IMPREVISTO), winner)
            self.stamps[flipper] = tr("lucha.stamp.reversed")
        title = tr("lucha.stamp.reversed") if d["reversed"] else tr(f"lucha.stamp.{reason}")
        detail = narration.round_won(d, [self.seat_name(s) for s in (0, 1)])
        self.result = (title, detail, winner)

    def _reveal(self, d: dict) -> float:
        """Turn both fighters face up, then show each side's strength with its ability notes."""
        for seat in (0, 1):
            for slot, key in ((("active", seat), d["active"][seat]), (("sideline", seat), d["sideline"][seat])):
                piece = self.cards.get(slot)
                if piece is not None and (not piece.face_up or piece.key != key):
                    piece.flip(self.tweener, True, key=key, delay=0.1 if slot[0] == "active" else 0.4)
            self.powers[seat] = (d["power"][seat], d["notes"][seat])
        self.app.sounds.play("flip")
        self.tweener.after(0.35, lambda: self.app.sounds.play("thud"))
        return 1.6

    def _highlight_winner(self, seat: int) -> None:
        piece = self.cards.get(("active", seat))
        if piece is not None:
            self.tweener.add(piece, 0.3, "out_quad", glow=1.0)

    def _gather(self) -> None:
        """New round: every card slides back together, face down, before the next draft deals."""
        late = self.layout["hand"].center
        for piece in self.cards.values():
            piece.glow = 0.0
            piece.flip(self.tweener, False)
            piece.move_to(self.tweener, late[0] - art.CARD[0] / 2, late[1] - art.CARD[1] / 2, duration=0.4)
        self.tweener.after(0.45, self._sync)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.common_input(event, self.buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._guess_click(event.pos):
                return True
            piece = self._piece_at(event.pos)
            if piece is not None and piece.draggable and self.my_turn():
                self.drag.begin(piece, event.pos, self._targets(piece, legal_only=False), self.match.legal(self.actor))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            piece = self._piece_at(event.pos)
            self.zoom = piece.key if piece is not None and piece.face_up and piece.key in rules.FIGHTERS else None
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self.finish_drag(event.pos, self._targets(self.drag.piece, legal_only=False))
            return True
        return False

    def _piece_at(self, pos) -> Card | None:
        for piece in sorted(self.cards.values(), key=lambda c: c.lift, reverse=True):
            if piece.hit(pos):
                return piece
        return None

    def _targets(self, piece: Card, legal_only: bool = True) -> list[DropTarget]:
        """Where this piece could be dropped, each with the action the drop would ask for."""
        seat = self.actor
        L = self.layout
        out: list[DropTarget] = []
        if piece.zone == "hand":
            slot = len(self.view.rosters[seat]) + (0 if self.view.kept is None else -1)
            roster_zone = L[f"my_roster_{min(max(slot, 0), 1) + 1}"]
            out.append(DropTarget("roster", roster_zone, rules.Keep(seat, piece.key)))
            pile = L["my_retired"].union(pygame.Rect(L["my_retired"].x, L["my_retired"].y, 200, 260))
            out.append(DropTarget("retired", pile, rules.Retire(seat, piece.key)))
        elif piece.zone == "roster":
            other = next((f for f in self.view.rosters[seat] if f != piece.key), None)
            out.append(DropTarget("active", L["my_active"], rules.Choose(seat, piece.key)))
            if other is not None:
                out.append(DropTarget("sideline", L["my_sideline"], rules.Choose(seat, other)))
        if legal_only:
            legal = self.match.legal(seat)
            out = [t for t in out if t.action in legal]
        return out

    def drop_reason(self, piece, pos) -> str | None:
        """A luchador let go where no action could take it: the rival's side, the ring during the
        draft, the retired pile from the team."""
        L = self.layout
        rival = 1 - self.actor if self.actor is not None else 1
        if any(L[z].collidepoint(pos) for z in ("opp_panel", "opp_roster_1", "opp_roster_2", "opp_sideline",
                                                "opp_active", "opp_retired")):
            return tr("lucha.drop.rival-side", name=self.seat_name(rival))
        if piece.zone == "hand" and (L["ring"].collidepoint(pos) or L["my_sideline"].collidepoint(pos)):
            return tr("lucha.drop.draft-first")
        if piece.zone == "roster" and L["my_retired"].collidepoint(pos):
            return tr("lucha.drop.team-stays")
        return None

    def hover(self, pos) -> None:
        piece = None if self.drag.active else self._piece_at(pos)
        if piece is not self.hover_card:
            if self.hover_card is not None:
                self.tweener.add(self.hover_card, 0.12, "out_quad", hover=0.0, tag="ui")
            self.hover_card = piece
            self.hover_time = 0.0
            if piece is not None and piece.draggable:
                self.tweener.add(piece, 0.12, "out_quad", hover=1.0, tag="ui")

    def _guess_click(self, pos) -> bool:
        for rect, fighter in self.guess_cards:
            if rect.collidepoint(pos):
                self.submit(rules.Name(self.actor, fighter))
                return True
        return False

    def _next_round(self) -> None:
        self.submit(rules.StartDraft(self.actor))

    def _reveal_alarde(self) -> None:
        self.submit(rules.RevealAlarde(self.actor))

    def seat_buttons(self) -> list:
        return [self.alarde_button, self.next_button]

    def undo_buttons(self) -> list:
        return self.buttons[:1]

    def rebuild(self) -> None:
        self._place_belts(instant=True)
        self._sync(instant=True)

    def idle(self) -> None:
        legal = self.match.legal(self.actor) if self.my_turn() else []
        if len(legal) == 1 and isinstance(legal[0], (rules.Retire, rules.Keep)):
            self.submit(legal[0], automatic=True)  # a pick with one card left is no choice: it is made for you
            return
        self._mark_draggable()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._update_buttons()  # only what the seat at the mouse may do now (nothing while a result is read)
        if self.hover_card is not None:
            self.hover_time += dt

    def stage_box(self) -> pygame.Rect:
        return self.layout["strip"]  # over the list of luchadores: the ring and both teams stay in view

    def _update_buttons(self) -> None:
        seat = self.actor
        legal = self.match.legal(seat) if self.my_turn() and self.held is None else []
        self.alarde_button.visible = any(isinstance(a, rules.RevealAlarde) for a in legal)
        self.next_button.visible = any(isinstance(a, rules.StartDraft) for a in legal)
        self.buttons[0].enabled = seat is not None and self.match.can_undo(seat) and not self.queue

    def result_summary(self) -> tuple[list[str], str]:
        """Belts per seat and a line per round, for the result screen (everything is public now)."""
        final = self.match.view(None)
        scores = [tr("lucha.belts-count", n=final.belts[s], goal=rules.RULES.belts_to_win) for s in (0, 1)]
        names = [self.seat_name(s) for s in (0, 1)]
        lines = [narration.round_line(r, names) for r in final.results]
        winner = final.winner
        headline = tr("lucha.banner.game", name=self.seat_name(winner)) if winner is not None else None
        return scores, "\n".join(lines), headline

    # ------------------------------------------------------------------ draw
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        phase = self.view.phase
        if phase in ("select", "guess", "reveal") or self.powers:
            ring = self.layout["ring"]
            surface.blit(art.fight_marks(self.assets, self.layout), ring.topleft)
        self._draw_panels(surface)
        self.owner_tags = {}
        for belt in self.belts:
            if belt.height <= 0.01:
                belt.draw(surface)
        held = self.drag.piece
        for piece in sorted(self.cards.values(), key=lambda c: (c.lift > 0, c.hover > 0)):
            if piece is not held:
                piece.draw(surface)
        self.drag.draw(surface)
        if held is not None:
            held.draw(surface)
        self._draw_blocked(surface)
        self._draw_powers(surface)
        if phase in ("select", "guess", "reveal") or self.powers:
            self._draw_owner_tags(surface)
        self._draw_stamps(surface)
        for belt in self.belts:
            if belt.height > 0.01:
                belt.draw(surface)
        self._draw_status(surface)
        self._draw_strip(surface)
        self.draw_log(surface, self.layout["log"])
        for button in self.buttons:
            button.draw(surface)
        self._draw_guess(surface)
        self.draw_banner(surface, self.layout["ring"].center)
        self._draw_zoom(surface)

    def _draw_strip(self, surface) -> None:
        """The eight luchadores, always in view: strength, name and ability (in full on hover).
        The same list in every game and at every moment, so it tells nobody anything."""
        with probe.reference():
            self._draw_strip_rows(surface)

    def _draw_strip_rows(self, surface) -> None:
        zone = self.layout["strip"]
        title = self.assets.text(tr("lucha.zone.strip"), "display", 28, GOLD, width=zone.w - 32)
        surface.blit(title, (zone.x + 16, zone.y + 8))
        row_h = (zone.h - 48) // len(rules.FIGHTER_IDS)
        for i, fighter in enumerate(rules.FIGHTER_IDS):
            row = pygame.Rect(zone.x + 10, zone.y + 44 + i * row_h, zone.w - 20, row_h - 4)
            number = self.assets.text(str(rules.strength(fighter)), "display", 30, YELLOW)
            surface.blit(number, number.get_rect(midleft=(row.x + 6, row.centery + 1)))
            name = self.assets.text(rules.FIGHTERS[fighter].name, "bold", 22, PAPER, width=150)
            surface.blit(name, name.get_rect(midleft=(row.x + 40, row.centery)))
            tag = self.assets.text(tr(f"lucha.tag.{fighter}"), "body", 22, (220, 200, 225),
                                   width=row.right - 4 - (row.x + 40 + name.get_width() + 10))
            surface.blit(tag, tag.get_rect(midright=(row.right - 4, row.centery)))
            self.tip(row, f"{rules.FIGHTERS[fighter].name} ({rules.strength(fighter)}): {tr(f'lucha.ability.{fighter}')}")

    def _draw_owner_tags(self, surface) -> None:
        """Each active slot says whose it is: a name plate with the seat's badge on its outer side,
        low down (the strength burst and its note sit above it), seen with or without a card in it."""
        for seat in (0, 1):
            slot = self.layout[f"{self._side(seat)}_active"]
            info = self.match.seats[seat]
            badge = self.assets.seat_badge(info.colour, 26)
            name = self.assets.text(info.name, "bold", 22, tint(SEAT_COLOURS[info.colour]), width=230)
            plate = pygame.Rect(0, 0, badge.get_width() + name.get_width() + 30, 34)
            plate.bottom = slot.bottom
            if self._side(seat) == "my":
                plate.left = slot.right + 12
            else:
                plate.right = slot.x - 12
            surface.blit(self.assets.cached(("lucha-plate", plate.size), lambda: rounded_panel(
                plate.size, (20, 8, 28, 215), SEAT_COLOURS[info.colour], 12, 2)), plate)
            surface.blit(badge, badge.get_rect(midleft=(plate.x + 10, plate.centery)))
            surface.blit(name, name.get_rect(midleft=(plate.x + 20 + badge.get_width(), plate.centery)))
            self.owner_tags[seat] = plate
            self.tip(plate, tr("lucha.tip.active", name=info.name))

    def _draw_stamps(self, surface) -> None:
        """What decided the round, stamped across the fighter that did it."""
        for seat, word in self.stamps.items():
            piece = self.cards.get(("active", seat))
            if piece is None:
                continue
            label = self.assets.text(word, "display", 44, (255, 255, 255), width=int(piece.w * 1.3), min_size=26)
            band = pygame.Surface((label.get_width() + 24, label.get_height() + 8), pygame.SRCALPHA)
            band.fill((200, 20, 60, 225))
            band.blit(label, (12, 4))
            band = pygame.transform.rotate(band, 12)
            surface.blit(band, band.get_rect(center=(piece.rect.centerx, piece.rect.centery + 40)))

    def _draw_blocked(self, surface) -> None:
        """A La Alfa who may not fight now wears a lock, and says why."""
        if self.view.phase != "select" or self.actor is None:
            return
        for slot, piece in self.cards.items():
            if slot[0] == "roster" and slot[1] == self.actor and piece.key == rules.ALFA and piece.face_up:
                if not rules.may_choose(self.view, self.actor, rules.ALFA):
                    shade = pygame.Surface(piece.rect.size, pygame.SRCALPHA)
                    shade.fill((20, 10, 30, 150))
                    surface.blit(shade, piece.rect)
                    lock = self.assets.svg("common/icons/lock.svg", (64, 64))
                    surface.blit(lock, lock.get_rect(center=piece.rect.center))
                    self.tip(piece.rect, tr("illegal.alfa-blocked"))

    def _draw_panels(self, surface) -> None:
        to_act = set(rules.to_act(self.view)) if not self.queue else set()
        for seat in (0, 1):
            panel = self.layout[f"{self._side(seat)}_panel"]
            info = self.match.seats[seat]
            if seat in to_act and not self.finished:
                pulse = 0.5 + 0.5 * pygame.math.clamp((pygame.time.get_ticks() % 1200) / 600 - 1, -1, 1) ** 2
                pygame.draw.rect(surface, (*GOLD, int(120 + 120 * pulse)), panel.inflate(6, 6), width=4, border_radius=20)
            badge = self.assets.seat_badge(info.colour, 44)
            surface.blit(badge, (panel.x + 16, panel.y + 14))
            count = self.assets.text(tr("lucha.belts-count", n=self.belts_held(seat), goal=rules.RULES.belts_to_win),
                                     "display", 30, GOLD)
            self.tip(pygame.Rect(panel.right - count.get_width() - 16, panel.y + 12, *count.get_size()),
                     tr("lucha.tip.belts", name=info.name, n=self.belts_held(seat), goal=rules.RULES.belts_to_win))
            name = self.assets.text(info.name, "bold", 30, PAPER, width=panel.w - 70 - count.get_width() - 24)
            surface.blit(name, (panel.x + 70, panel.y + 10))
            kind = tr("seat.human") if info.kind == "human" else tr("seat.computer-level", level=tr(f"level.{info.level}"))
            if seat in to_act and info.kind == "computer" and not self.finished:
                kind = tr("lucha.thinking")
            sub = self.assets.text(kind, "body", 22, (220, 200, 225), width=panel.w - 86)
            surface.blit(sub, (panel.x + 70, panel.y + 48))
            if self.view.alarde == seat and self.view.phase in ("select", "guess"):
                shown = self.assets.text(tr("lucha.alarde-shown"), "bold", 22, YELLOW, width=panel.w - 86)
                surface.blit(shown, (panel.x + 70, panel.y + 76))
            held = self.belts_held(seat)
            surface.blit(count, (panel.right - count.get_width() - 16, panel.y + 12))
            if held < rules.RULES.belts_to_win:  # where the next belt will land
                surface.blit(self.assets.svg("lucha-jefe/belt-slot.svg", art.BELT), self._belt_slot(seat, held))

    def belts_held(self, seat: int) -> int:
        """Belts that have landed in ``seat``'s panel (one in flight is not counted yet)."""
        return sum(1 for b in self.belts if b.holder == seat and b.height <= 0.01)

    def _draw_powers(self, surface) -> None:
        """Each fighter's strength in a comic burst beside it, with the abilities that changed it."""
        for seat, (value, notes) in self.powers.items():
            piece = self.cards.get(("active", seat))
            if piece is None:
                continue
            mine = self._side(seat) == "my"
            colour = SEAT_COLOURS[self.match.seats[seat].colour]
            burst = art.power_burst(self.assets, value, colour)
            cy = piece.y + art.CARD[1] / 2
            cx = piece.x + art.CARD[0] + 76 if mine else piece.x - 76
            surface.blit(burst, burst.get_rect(center=(cx, cy - 34)))
            for i, note in enumerate(notes):
                label = self.assets.text(tr(f"lucha.note.{note}"), "bold", 22, YELLOW, shadow=True, width=320)
                x = piece.x + art.CARD[0] + 16 if mine else piece.x - label.get_width() - 16
                surface.blit(label, (x, cy + 40 + i * 28))

    def _status_text(self) -> str:
        if self.finished:
            return tr("lucha.status.over")
        view = self.view
        if self.queue or self.held is not None:
            return ""
        if not self.my_turn():
            waiting = [self.seat_name(s) for s in rules.to_act(self.view)]
            return tr("lucha.status.waiting", names=", ".join(waiting)) if waiting else ""
        if view.phase == "draft":
            return tr("lucha.status.keep") if view.kept is None else tr("lucha.status.retire")
        if view.phase == "select":
            return tr("lucha.status.select")
        if view.phase == "guess":
            return tr("lucha.status.guess")
        if view.phase == "reveal":
            return tr("lucha.status.reveal")
        return ""

    def _draw_status(self, surface) -> None:
        self.draw_toast_or(surface, self.layout["status"], self._status_text())
        bar = self.layout["action_bar"]
        label = self.assets.text(tr("lucha.hint"), "body", 22, (220, 200, 225), width=bar.w - 380)
        surface.blit(label, (bar.x, bar.centery - label.get_height() // 2))

    def _draw_guess(self, surface) -> None:
        self.guess_cards = []
        if not (self.my_turn() and self.view.phase == "guess"):
            return
        zone = self.layout["guess_panel"]
        surface.blit(self.assets.cached(("guess-panel", zone.size), lambda: rounded_panel(
            zone.size, (24, 10, 34, 240), GOLD, 22, 3)), zone)
        title = self.assets.text(tr("lucha.guess.title"), "display", 44, GOLD, width=zone.w - 40)
        surface.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 16)))
        sub = self.assets.text(tr("lucha.guess.sub"), "body", 24, PAPER, width=zone.w - 40)
        surface.blit(sub, sub.get_rect(midtop=(zone.centerx, zone.y + 66)))
        options = self._could_have_sent()
        size = (136, 190)
        gap = 14
        x0 = zone.centerx - (len(options) * size[0] + (len(options) - 1) * gap) / 2
        for i, fighter in enumerate(options):
            rect = pygame.Rect(int(x0 + i * (size[0] + gap)), zone.y + 130, *size)
            face = art.reference_face(self.assets, fighter, size)
            surface.blit(face, rect)
            if rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=14)
            self.guess_cards.append((rect, fighter))
        hint = self.assets.text(tr("lucha.guess.hint"), "body", 22, (220, 200, 225), width=zone.w - 40)
        surface.blit(hint, hint.get_rect(midtop=(zone.centerx, zone.y + 340)))

    def _could_have_sent(self) -> list[str]:
        """The fighters the rival may have sent in, as far as the guesser can tell: not La Adivina
        (she is the guesser's own), nor a card the guesser holds, retired or otherwise sees."""
        me = self.actor if self.actor is not None else self.view.guesser
        seen = set(self.view.rosters[me]) | set(self.view.retired[me])
        return [f for f in rules.FIGHTER_IDS if f != rules.ADIVINA and f not in seen]

    def _draw_zoom(self, surface) -> None:
        key = self.zoom
        if key is None and self.hover_card is not None and self.hover_time > HOVER_ZOOM_DELAY and not self.drag.active:
            if self.hover_card.face_up and self.hover_card.key in rules.FIGHTERS:
                key = self.hover_card.key
        if key is None:
            return
        big = art.big_card(self.assets, key)
        anchor = self.hover_card.rect if self.hover_card is not None and self.zoom is None else None
        if anchor is not None:
            x = anchor.right + 20 if anchor.centerx < 960 else anchor.x - big.get_width() - 20
            y = max(20, min(1080 - big.get_height() - 20, anchor.centery - big.get_height() // 2))
        else:
            x, y = 960 - big.get_width() // 2, 540 - big.get_height() // 2
        surface.blit(art.card_shadow(self.assets, art.BIG_CARD), (x + 6, y + 10))
        surface.blit(big, (x, y))
        self.keep_clear(big.get_rect(topleft=(x, y)))  # a tooltip (La Alfa's lock) never hides its text

