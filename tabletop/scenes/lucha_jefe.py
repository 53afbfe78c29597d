"""The Lucha Jefe table: turns engine events into animations and drags into engine actions.

No rule lives here. The scene shows one seat's view (the human at the mouse, or seat 0 when only
computers play), places a card piece for every card that view contains, and asks the engine's
legal actions which drops count. Events from each action play one after another; input and the
computer seats wait until they have played.
"""

from __future__ import annotations

import collections

import pygame

from tabletop.engine import lucha_jefe as rules
from tabletop.engine.core import Event, IllegalAction
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.scenes import lucha_jefe_art as art
from tabletop.scenes.base import Scene
from tabletop.scenes.overlays import CurtainScene, PauseScene, ResultScene, explain
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.dragdrop import DragController, DropTarget
from tabletop.ui.layout import load_layout
from tabletop.ui.pieces import Belt, Card, rounded_panel
from tabletop.ui.tween import Tweener
from tabletop.ui.widgets import Button

LOG_LINES = 16
# Every zone this table positions something in; a test checks layouts/lucha-jefe.tmx has them all.
REQUIRED_ZONES = (
    "papel", "opp_panel", "belt_pool", "my_panel", "opp_roster_1", "opp_roster_2", "opp_sideline",
    "opp_retired", "status", "ring", "opp_active", "my_active", "hand", "my_roster_1", "my_roster_2",
    "my_sideline", "my_retired", "latecomers", "log", "action_bar", "undo_button", "menu_button", "guess_panel",
)
HOVER_ZOOM_DELAY = 0.6


class LuchaJefeScene(Scene):
    """One match of Lucha Jefe on the table."""

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.autoplay = autoplay
        self.layout = load_layout("lucha-jefe")
        self.tweener = Tweener(app.speed)
        self.drag = DragController(self.tweener)
        self.cards: dict[tuple, Card] = {}
        self.belts: list[Belt] = []
        self.queue: collections.deque[Event] = collections.deque()
        self.wait = 0.0
        self.think_delay = 0.0
        self.log: list[str] = []
        self.banner: tuple[str, float] | None = None  # (text, seconds left)
        self.toast: tuple[str, float] | None = None
        self.powers: dict[int, tuple[int, list[str]]] = {}
        self.hover_card: Card | None = None
        self.hover_time = 0.0
        self.zoom: str | None = None
        self.guess_cards: list[tuple[pygame.Rect, str]] = []
        self.finished = False
        humans = match.human_seats()
        self.viewer = humans[0] if humans else 0
        self.view = match.view(self._view_seat())
        self.static = None
        self.buttons: list[Button] = []
        self.pointer = (0, 0)

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        self.static = self.assets.cached(("lucha-static",), lambda: art.static_table(self.assets, self.layout, (1920, 1080)))
        self.buttons = [
            Button(self.layout["undo_button"], tr("button.undo"), self._undo, self.assets, size=28,
                   icon="common/icons/undo.svg"),
            Button(self.layout["menu_button"], tr("button.menu"), self._open_menu, self.assets, size=28,
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
        self._log(tr("lucha.log.welcome", a=self.match.seats[0].name, b=self.match.seats[1].name))
        self._log(tr("lucha.log.round", n=self.view.round, name=self.seat_name(self.view.starter)))
        if self._needs_curtain():
            self._push_curtain(self._human_to_act())

    def exit(self) -> None:
        self.match.close()

    def resume(self) -> None:
        self.tweener.speed = self.app.speed

    def _view_seat(self) -> int | None:
        return self.viewer if self.match.human_seats() else None

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    # ------------------------------------------------------------------ where things go
    def _me(self) -> int:
        return self.viewer

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
            gap = 12
            total = n * cw + (n - 1) * gap
            x0 = ring.centerx - total / 2
            for i, key in enumerate(view.hand):
                out.append((("hand", i), key, key != rules.HIDDEN, (x0 + i * (cw + gap), ring.centery - ch / 2)))
        for i, key in enumerate(view.latecomers):
            zone = L["latecomers"]
            out.append((("late", i), key, False, (zone.x + 60 + i * 60, zone.y)))
        for seat in (0, 1):
            side = self._side(seat)
            roster = list(view.rosters[seat])
            chosen = view.active[seat]
            if chosen is not None and view.phase in ("select", "guess", "reveal", "over"):
                # The chosen card sits in the ring; the other waits on the sideline.
                act = chosen
                rest = list(roster)
                if act in rest:
                    rest.remove(act)
                elif rules.HIDDEN in rest:
                    rest.remove(rules.HIDDEN)
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
        seat = self._me()
        mine = self._my_turn()
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
        return pool.x + 30, pool.y + 52 + k * 46

    def _belt_slot(self, seat: int, k: int) -> tuple[float, float]:
        panel = self.layout[f"{self._side(seat)}_panel"]
        return panel.x + 30, panel.y + 96 + k * 46

    # ------------------------------------------------------------------ turn flow
    def _my_turn(self) -> bool:
        seat = self._me()
        return (
            not self.queue
            and not self.finished
            and self.match.seats[seat].kind == "human"
            and seat in self.match.to_act()
        )

    def _human_to_act(self) -> int | None:
        humans = self.match.humans_to_act()
        return humans[0] if humans else None

    def _needs_curtain(self) -> bool:
        """A second human is about to see their secrets: hand the mouse over behind a curtain."""
        nxt = self._human_to_act()
        return len(self.match.human_seats()) > 1 and nxt is not None and nxt != self.viewer

    def _push_curtain(self, seat: int) -> None:
        def reveal() -> None:
            self.viewer = seat
            self.view = self.match.view(seat)
            self._place_belts(instant=True)
            self._sync(instant=True)

        self.app.scenes.push(CurtainScene(self.app, self.seat_name(seat), seat_colour=self.match.seats[seat].colour,
                                          on_ready=reveal))

    def submit(self, action) -> bool:
        """Send a human action to the match; an illegal one is refused with a reason on screen."""
        try:
            events = self.match.submit(action)
        except IllegalAction as exc:
            self._refuse(str(exc))
            return False
        self._enqueue(events)
        return True

    def _enqueue(self, events: list[Event]) -> None:
        seat = self._view_seat()
        for event in events:
            self.queue.append(event.for_seat(seat))

    def _refuse(self, reason: str) -> None:
        self.toast = (explain(reason), 3.0)

    # ------------------------------------------------------------------ events -> animations
    def _play(self, event: Event) -> float:
        """Animate one event; return how long to wait before the next (seconds at speed 1)."""
        d = event.data
        kind = event.kind
        name = self.seat_name(d["seat"]) if "seat" in d else ""
        self.view = self.match.view(self._view_seat())
        if kind == "RoundStarted":
            self.powers.clear()
            self._log(tr("lucha.log.round", n=d["round"], name=self.seat_name(d["starter"])))
            self._banner(tr("lucha.banner.round", n=d["round"]))
            self._gather()
            self.app.sounds.play("slide")
            return 0.7
        if kind == "LatecomersSetAside":
            self._log(tr("lucha.log.latecomers", n=d["count"]))
            return 0.1
        if kind == "HandPassed":
            self._log(tr("lucha.log.hand", name=self.seat_name(d["to"]), n=d["size"]))
            self.app.sounds.play("slide")
            self._sync()
            return 0.45
        if kind in ("FighterKept", "FighterRetired"):
            self._log_move(event, "kept" if kind == "FighterKept" else "retired", name)
            return 0.35
        if kind == "LatecomersShuffledIn":
            self._log(tr("lucha.log.shuffled"))
            return 0.2
        if kind == "SelectionStarted":
            self._log(tr("lucha.log.selection"))
            self._banner(tr("lucha.banner.selection"))
            self._sync()
            return 0.6
        if kind == "AlardeRevealed":
            self._log(tr("lucha.log.alarde", name=name))
            self._banner(tr("lucha.banner.alarde", name=name))
            self.app.sounds.play("flip")
            self._sync()
            return 0.9
        if kind == "ChoiceReopened":
            self._log(tr("lucha.log.reopened", name=name))
            self._sync()
            return 0.4
        if kind == "FighterChosen":
            self._log_move(event, "chosen", name)
            return 0.4
        if kind == "AdivinaRevealed":
            self._log(tr("lucha.log.adivina", name=name))
            self._banner(tr("lucha.banner.adivina", name=name))
            self._sync()
            return 0.9
        if kind == "AdivinaNamed":
            key = "lucha.log.named-right" if d["correct"] else "lucha.log.named-wrong"
            self._log(tr(key, name=name, fighter=rules.FIGHTERS[d["fighter"]].name))
            self._banner(tr(key, name=name, fighter=rules.FIGHTERS[d["fighter"]].name))
            return 1.1
        if kind == "FightersRevealed":
            return self._reveal(d)
        if kind == "RoundTied":
            self._log(tr("lucha.log.tie"))
            self._banner(tr("lucha.banner.tie"))
            return 1.4
        if kind == "RoundWon":
            reason = tr(f"lucha.reason.{d['reason']}")
            text = tr("lucha.log.won", name=name, reason=reason)
            if d["reversed"]:
                text += " " + tr("lucha.log.reversed")
            self._log(text)
            self._banner(tr("lucha.banner.won-reversed" if d["reversed"] else "lucha.banner.won", name=name))
            self._highlight_winner(d["seat"])
            self.app.sounds.play("cheer")
            return 1.0
        if kind == "BeltAwarded":
            self._log(tr("lucha.log.belt", name=name, n=d["belts"]))
            belt = next(b for b in self.belts if b.holder is None)
            belt.holder = d["seat"]
            belt.fly_to(self.tweener, *self._belt_slot(d["seat"], d["belts"] - 1),
                        on_done=lambda: self.app.sounds.play("belt"))
            return 1.5
        if kind == "RoundEnded":
            self._log(tr("lucha.log.next", name=self.seat_name(d["next"])))
            return 0.3
        if kind == "GameWon":
            self._log(tr("lucha.log.game", name=name))
            self.finished = True
            self.app.game_finished([name])
            self._banner(tr("lucha.banner.game", name=name))
            return 1.2
        return 0.0

    def _log_move(self, event: Event, verb: str, name: str) -> None:
        """A card moved: name it in the log only for the seat allowed to know which card it was."""
        fighter = event.secret.get("fighter")
        if fighter:
            self._log(tr(f"lucha.log.{verb}-own", name=name, fighter=rules.FIGHTERS[fighter].name))
        else:
            self._log(tr(f"lucha.log.{verb}", name=name))
        self.app.sounds.play("slide")
        self._sync()

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
        self._log(tr("lucha.log.reveal",
                     a=f"{self.seat_name(0)}: {rules.FIGHTERS[d['active'][0]].name} ({d['power'][0]})",
                     b=f"{self.seat_name(1)}: {rules.FIGHTERS[d['active'][1]].name} ({d['power'][1]})"))
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

    def _log(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-60]

    def _banner(self, text: str) -> None:
        self.banner = (text, 1.8)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.zoom:
                self.zoom = None
            else:
                self._open_menu()
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.dismiss_notice()
            if self.zoom:
                self.zoom = None
                return True
            if self.queue or self.tweener.busy():
                self._skip_animation()
                return True
            if self._guess_click(event.pos):
                return True
            piece = self._piece_at(event.pos)
            if piece is not None and piece.draggable and self._my_turn():
                self.drag.begin(piece, event.pos, self._targets(piece, legal_only=False), self.match.legal(self._me()))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            piece = self._piece_at(event.pos)
            self.zoom = piece.key if piece is not None and piece.face_up and piece.key in rules.FIGHTERS else None
            return True
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.drag.motion(event.pos)
            self._hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            piece = self.drag.piece
            candidates = self._targets(piece, legal_only=False)
            action = self.drag.end(event.pos)
            if action is not None:
                self.submit(action)
            else:
                wanted = next((t.action for t in candidates if t.rect.collidepoint(event.pos)), None)
                if wanted is not None:
                    try:
                        self.match.game.apply(self.match.state, wanted)
                    except IllegalAction as exc:
                        self._refuse(str(exc))
            return True
        return False

    def _piece_at(self, pos) -> Card | None:
        for piece in sorted(self.cards.values(), key=lambda c: c.lift, reverse=True):
            if piece.hit(pos):
                return piece
        return None

    def _targets(self, piece: Card, legal_only: bool = True) -> list[DropTarget]:
        """Where this piece could be dropped, each with the action the drop would ask for."""
        seat = self._me()
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

    def _hover(self, pos) -> None:
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
                self.submit(rules.Name(self._me(), fighter))
                return True
        return False

    def _skip_animation(self) -> None:
        """A click during animations plays the rest of them at once."""
        while self.queue:
            self._play(self.queue.popleft())
            self.tweener.finish_all()
        self.tweener.finish_all()
        self.wait = 0.0

    def _undo(self) -> None:
        try:
            self.match.undo(self._me())
        except IllegalAction as exc:
            self._refuse(str(exc))
            return
        self.view = self.match.view(self._view_seat())
        self._log(tr("lucha.log.undo", name=self.seat_name(self._me())))
        self._sync()

    def _next_round(self) -> None:
        self.submit(rules.StartDraft(self._me()))

    def _reveal_alarde(self) -> None:
        self.submit(rules.RevealAlarde(self._me()))

    def _open_menu(self) -> None:
        self.drag.cancel()
        self.app.scenes.push(PauseScene(self.app, self.match))

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self.tweener.speed = self.app.speed
        self.tweener.update(dt)
        if self.banner:
            self.banner = (self.banner[0], self.banner[1] - dt) if self.banner[1] > dt else None
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        if self.hover_card is not None:
            self.hover_time += dt
        speed = self.app.speed
        if self.wait > 0:
            self.wait -= dt * (speed if speed > 0 else 1e9)
            return
        if self.queue:
            self.wait = self._play(self.queue.popleft())
            return
        if self.tweener.busy():
            return
        if self.finished:
            if not self.app.scenes.find(ResultScene):
                self.app.scenes.push(ResultScene(self.app, self.match, self._play_again, *self._summary()))
            return
        if self._needs_curtain():
            self._push_curtain(self._human_to_act())
            return
        self.view = self.match.view(self._view_seat())
        self._mark_draggable()
        self._update_buttons()
        if self.match.computers_to_act():
            self.think_delay -= dt * (speed if speed > 0 else 1e9)
            if self.think_delay > 0:
                return
            for _action, events in self.match.pump():
                self._enqueue(events)
                self.think_delay = 0.5
        else:
            self.think_delay = 0.5

    def _update_buttons(self) -> None:
        seat = self._me()
        legal = self.match.legal(seat) if self._my_turn() else []
        self.alarde_button.visible = any(isinstance(a, rules.RevealAlarde) for a in legal)
        self.next_button.visible = any(isinstance(a, rules.StartDraft) for a in legal)
        self.buttons[0].enabled = self.match.can_undo(seat) and not self.queue

    def _summary(self) -> tuple[list[str], str]:
        """Belts per seat and a line per round, for the result screen."""
        scores = [tr("lucha.belts-count", n=self.match.state.belts[s], goal=rules.RULES.belts_to_win) for s in (0, 1)]
        lines = []
        for r in self.match.state.results:
            who = self.seat_name(r.winner) if r.winner is not None else tr("lucha.nobody")
            fights = f"{rules.FIGHTERS[r.active[0]].name} {r.power[0]} - {r.power[1]} {rules.FIGHTERS[r.active[1]].name}"
            lines.append(tr("lucha.result.round", n=r.round, fight=fights, name=who))
        return scores, "\n".join(lines)

    def _play_again(self) -> None:
        from tabletop.scenes.setup import start_match

        seats = self.match.seats
        start_match(self.app, self.match.game_id, seats, seed=None, options={"first": 0})

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        phase = self.view.phase
        if phase in ("select", "guess", "reveal") or self.powers:
            ring = self.layout["ring"]
            surface.blit(art.fight_marks(self.assets, self.layout), ring.topleft)
        self._draw_panels(surface)
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
        self._draw_powers(surface)
        for belt in self.belts:
            if belt.height > 0.01:
                belt.draw(surface)
        self._draw_status(surface)
        self._draw_log(surface)
        for button in self.buttons:
            button.draw(surface)
        self._draw_guess(surface)
        self._draw_banner(surface)
        self._draw_zoom(surface)

    def _draw_panels(self, surface) -> None:
        to_act = set(self.match.to_act()) if not self.queue else set()
        for seat in (0, 1):
            panel = self.layout[f"{self._side(seat)}_panel"]
            info = self.match.seats[seat]
            if seat in to_act and not self.finished:
                pulse = 0.5 + 0.5 * pygame.math.clamp((pygame.time.get_ticks() % 1200) / 600 - 1, -1, 1) ** 2
                pygame.draw.rect(surface, (*GOLD, int(120 + 120 * pulse)), panel.inflate(6, 6), width=4, border_radius=20)
            badge = self.assets.seat_badge(info.colour, 44)
            surface.blit(badge, (panel.x + 16, panel.y + 14))
            name = self.assets.text(info.name, "bold", 30, PAPER)
            surface.blit(name, (panel.x + 70, panel.y + 10))
            kind = tr("seat.human") if info.kind == "human" else tr("seat.computer-level", level=tr(f"level.{info.level}"))
            if seat in to_act and info.kind == "computer" and not self.finished:
                kind = tr("lucha.thinking")
            sub = self.assets.text(kind, "body", 22, (220, 200, 225))
            surface.blit(sub, (panel.x + 70, panel.y + 48))
            held = sum(1 for b in self.belts if b.holder == seat and b.height <= 0.01)
            count = self.assets.text(tr("lucha.belts-count", n=held, goal=rules.RULES.belts_to_win), "display", 30, GOLD)
            surface.blit(count, (panel.right - count.get_width() - 16, panel.y + 12))
            if held < rules.RULES.belts_to_win:  # where the next belt will land
                surface.blit(self.assets.svg("lucha-jefe/belt-slot.svg", art.BELT), self._belt_slot(seat, held))

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
                label = self.assets.text(tr(f"lucha.note.{note}"), "bold", 22, YELLOW, shadow=True)
                x = piece.x + art.CARD[0] + 16 if mine else piece.x - label.get_width() - 16
                surface.blit(label, (x, cy + 40 + i * 28))

    def _status_text(self) -> str:
        if self.finished:
            return tr("lucha.status.over")
        view, seat = self.view, self._me()
        if self.queue:
            return ""
        if not self._my_turn():
            waiting = [self.seat_name(s) for s in self.match.to_act()]
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
        zone = self.layout["status"]
        if self.toast:
            text = self.assets.text(self.toast[0], "bold", 26, (255, 235, 230), shadow=True)
            band = self.assets.cached(("toast", text.get_width()), lambda: rounded_panel(
                (text.get_width() + 40, 44), (150, 20, 40, 230), (255, 120, 120), 14, 2))
            r = band.get_rect(center=zone.center)
            surface.blit(band, r)
            surface.blit(text, text.get_rect(center=r.center))
            return
        text = self._status_text()
        if text:
            label = self.assets.text(text, "bold", 28, PAPER, shadow=True)
            surface.blit(label, label.get_rect(center=zone.center))
        bar = self.layout["action_bar"]
        hint = tr("lucha.hint")
        label = self.assets.text(hint, "body", 22, (220, 200, 225))
        surface.blit(label, (bar.x, bar.centery - label.get_height() // 2))

    def _draw_log(self, surface) -> None:
        zone = self.layout["log"]
        y = zone.bottom - 14
        for line in reversed(self.log[-LOG_LINES:]):
            para = self.assets.wrapped(line, "body", 22, zone.w - 36, PAPER, 1.05)
            y -= para.get_height() + 6
            if y < zone.y + 52:
                break
            surface.blit(para, (zone.x + 18, y))

    def _draw_guess(self, surface) -> None:
        self.guess_cards = []
        if not (self._my_turn() and self.view.phase == "guess"):
            return
        zone = self.layout["guess_panel"]
        surface.blit(self.assets.cached(("guess-panel", zone.size), lambda: rounded_panel(
            zone.size, (24, 10, 34, 240), GOLD, 22, 3)), zone)
        title = self.assets.text(tr("lucha.guess.title"), "display", 44, GOLD)
        surface.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 16)))
        sub = self.assets.text(tr("lucha.guess.sub"), "body", 24, PAPER)
        surface.blit(sub, sub.get_rect(midtop=(zone.centerx, zone.y + 66)))
        options = [f for f in rules.FIGHTER_IDS if f != rules.ADIVINA]
        size = (136, 190)
        gap = 14
        x0 = zone.centerx - (len(options) * size[0] + (len(options) - 1) * gap) / 2
        for i, fighter in enumerate(options):
            rect = pygame.Rect(int(x0 + i * (size[0] + gap)), zone.y + 130, *size)
            face = art.card_face(self.assets, fighter, size)
            surface.blit(face, rect)
            if rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=14)
            self.guess_cards.append((rect, fighter))
        hint = self.assets.text(tr("lucha.guess.hint"), "body", 22, (220, 200, 225))
        surface.blit(hint, hint.get_rect(midtop=(zone.centerx, zone.y + 340)))

    def _draw_banner(self, surface) -> None:
        if not self.banner:
            return
        text, left = self.banner
        alpha = min(1.0, left / 0.3, (1.8 - left) / 0.2 if left < 1.8 else 1.0)
        label = self.assets.text(text, "display", 72, YELLOW, shadow=True)
        band = self.assets.cached(("banner", label.get_width()), lambda: rounded_panel(
            (label.get_width() + 120, 110), (20, 6, 30, 215), (224, 33, 138), 24, 4))
        ring = self.layout["ring"]
        r = band.get_rect(center=ring.center)
        if alpha < 0.99:  # fade a copy: cached surfaces are shared and must stay untouched
            band, label = band.copy(), label.copy()
            band.set_alpha(int(255 * max(0.0, alpha)))
            label.set_alpha(int(255 * max(0.0, alpha)))
        surface.blit(band, r)
        surface.blit(label, label.get_rect(center=r.center))

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

