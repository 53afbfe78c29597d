"""The Laurel Crown table: the round honour board, the arenas, the hiring row and the tournament.

No rule lives here. The hiring row, the hand and the placed fighters are laid out from the view of
whoever is looking (``TableScene.audience``); a tournament's reveal is played from its events:
cards turn over, dice tumble under them, the cards slide along the power track to their power,
prizes and wounds move the pawns. The log is written by ``narration``.
"""

from __future__ import annotations

import pygame

from tabletop.games.laurel_crown import rules as rules
from tabletop.engine.core import Event
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.games.laurel_crown import art, narration
from tabletop.shell.table import TableScene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.layout import load_layout
from tabletop.ui.pieces import Card, Die, Pawn, Token, rounded_panel
from tabletop.ui.widgets import Button, Cycle

REQUIRED_ZONES = ("board", "seats", "log", "status", "arenas", "floor", "hand", "buttons", "deck")
CONSIDER_TIME = 20.0  # Rochester draft: seconds everyone studies the fighters before the picks start
PIPS = [str(i) for i in range(1, 7)]


class LaurelCrownScene(TableScene):
    """One game of Laurel Crown on the table."""

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app, match, autoplay)
        self.layout = load_layout(match.info.layout)
        self.pawns: dict[int, Pawn] = {}
        self.shown_honour: list[int] = list(match.state.honour)
        self.row_cards: list[Card] = []
        self.hand_cards: list[Card] = []
        self.floor_cards: list[Card] = []
        self.floor: list[dict] = []  # the tournament on show: seat, fighter, dice, power, place, outcome
        self.dice: dict[int, list[Die]] = {}
        self.chosen: set[int] = set()  # power dice picked for a re-roll
        self.gold_on: str | None = None  # the hand card the reward gold is attached to
        self.counters_on = 0
        self.coin: Token | None = None
        self.hover_card: Card | None = None
        self.hover_time = 0.0
        self.static = None
        self.buttons: list[Button] = []
        self.consider: float | None = None  # Rochester draft: time left to study the fighters
        self._arena_rects: list[tuple[pygame.Rect, str]] = []
        self.hover_arena: str | None = None  # the arena under the pointer (shown enlarged after a moment)
        self.arena_time = 0.0

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        self.static = self.assets.cached(("laurel-static",), lambda: art.static_table(self.assets, self.layout))
        B = self.layout["buttons"]
        specs = [("take-two", 300), ("done", 240), ("accept", 200), ("reroll", 240), ("bid", 200), ("start", 300)]
        x = B.x
        self.button = {}
        for key, width in specs:
            self.button[key] = Button((x, B.y + 4, width, B.h - 8), tr(f"laurel.button.{key}"),
                                      lambda k=key: self._press(k), self.assets, size=28, primary=key in ("done", "bid"))
            x += width + 14
        self.bid_cycle = Cycle((B.x + 220, B.y + 4, 220, B.h - 8), ["0"], ["0"], 0, self.assets)
        self.counter_cycle = Cycle((B.right - 430, B.y + 4, 200, B.h - 8), ["0"], ["0"], 0, self.assets,
                                   lambda v: setattr(self, "counters_on", int(v)))
        self.buttons = list(self.button.values()) + [
            Button((B.right - 220, B.y + 4, 100, B.h - 8), tr("button.undo"), self.undo, self.assets, size=24),
            Button((B.right - 110, B.y + 4, 110, B.h - 8), tr("button.menu"), self.open_menu, self.assets, size=24),
        ]
        for seat in range(len(self.match.seats)):
            self.pawns[seat] = Pawn(0, 0, self.assets.seat_badge(self.match.seats[seat].colour, 34))
            self._place_pawn(seat, instant=True)
        self.coin = Token(0, 0, 50, self.assets.svg("laurel-crown/coin.svg", (44, 44)), (229, 181, 58), self.assets)
        self.rebuild()

    def narrate(self, event, audience, names):
        return narration.narrate(event, audience, names)

    def log_header(self):
        return narration.header([s.name for s in self.match.seats])

    def rebuild(self) -> None:
        self.gold_on, self.counters_on, self.chosen = None, 0, set()
        self._sync(instant=True)

    # ------------------------------------------------------------------ where things go
    def _place_pawn(self, seat: int, instant: bool = False, start: int | None = None) -> None:
        points = art.track_points(self.layout["board"])
        honour = self.shown_honour[seat]

        def spot(h: int) -> tuple[float, float]:
            x, y = points[h % len(points)]
            same = [s for s in self.pawns if self.shown_honour[s] % len(points) == h % len(points)]
            k = same.index(seat) if seat in same else 0
            return x - 17 + (k - (len(same) - 1) / 2) * 14, y - 17 - k * 4

        pawn = self.pawns[seat]
        if instant or start is None or self.app.speed <= 0:
            pawn.x, pawn.y = spot(honour)
            return
        step = 1 if honour >= start else -1
        path = [spot(h) for h in range(start + step, honour + step, step)]
        pawn.hop_along(self.tweener, path[-12:], step=0.09)

    def _card(self, key: str, size=art.CARD, face_up: bool = True) -> Card:
        return Card(key, 0, 0, *size, lambda k, s=size: art.fighter_face(self.assets, k, s),
                    lambda k, s=size: art.card_back(self.assets, s), art.card_shadow(self.assets, size), face_up)

    def _lay(self, pieces: list[Card], keys: list[str], zone: pygame.Rect, size, top: int, instant: bool,
             origin=None) -> list[Card]:
        """Lay out ``keys`` as cards in a centred row of ``zone``, reusing pieces by key."""
        w, h = size
        per_row = max(1, (zone.w - 40 + 10) // (w + 10))
        if len(keys) > per_row:  # a long row (the Rochester draft) becomes a grid
            gap, rows = 10, [keys[i:i + per_row] for i in range(0, len(keys), per_row)]
        else:
            gap = min(14, (zone.w - 40 - len(keys) * w) // max(1, len(keys) - 1)) if keys else 0
            rows = [keys]
        old = list(pieces)
        out = []
        for i, key in enumerate(keys):
            piece = next((c for c in old if c.key == key and key != rules.HIDDEN), None) or next(
                (c for c in old if c.key == rules.HIDDEN and key == rules.HIDDEN), None)
            if piece is not None:
                old.remove(piece)
            else:
                piece = self._card(key, size, key != rules.HIDDEN)
                deck = origin or self.layout["deck"].topleft
                piece.x, piece.y = deck
            r, c = divmod(i, per_row) if len(rows) > 1 else (0, i)
            width = len(rows[r]) * w + (len(rows[r]) - 1) * gap
            pos = (zone.centerx - width / 2 + c * (w + gap), zone.y + top + r * (h + 8))
            piece.key, piece.face_up = key, key != rules.HIDDEN
            if instant or self.app.speed <= 0:
                piece.x, piece.y = pos
            elif (piece.x, piece.y) != pos:
                piece.move_to(self.tweener, *pos, duration=0.32, delay=0.04 * i)
            out.append(piece)
        return out

    def _sync(self, instant: bool = False) -> None:
        v = self.view
        seat = self.audience
        hand = list(v.hands[seat]) if seat is not None else []
        self.hand_cards = self._lay(self.hand_cards, hand, self.layout["hand"], art.CARD, 28, instant)
        if self.gold_on not in hand and (self.gold_on != "floor" or seat is None or not v.gold[seat]):
            self.gold_on = None
        floor = self.layout["floor"]
        if v.phase in ("employ", "bid"):  # bidders must see what they bid for
            row = [c for c in v.row if c]
            size = art.CARD if len(row) <= 6 else (art.SMALL if len(row) <= 8 else art.TINY)
            self.row_cards = self._lay(self.row_cards, row, floor, size, 60 if len(row) <= 8 else 40, instant)
            self._row_slots = [i for i, c in enumerate(v.row) if c]
        elif v.phase == "draft" and seat is not None:
            self.row_cards = self._lay(self.row_cards, list(v.draft[seat]), floor, art.SMALL, 60, instant)
            self._row_slots = []
        else:
            self.row_cards, self._row_slots = [], []
        if v.phase in ("place", "reroll"):
            self._floor_from_view()

    def _floor_from_view(self) -> None:
        """During placement and re-roll decisions the floor shows the entries of the view."""
        v = self.view
        self.floor = [{"seat": e.seat, "fighter": e.fighter, "dice": list(e.dice), "extra": list(e.extra),
                       "power": None, "place": None, "outcome": None} for e in v.entries]
        keys = [f["fighter"] for f in self.floor]
        self.floor_cards = self._lay(self.floor_cards, keys, self.layout["floor"], art.SMALL, 70, True)
        for i, entry in enumerate(self.floor):
            self._set_dice(i, entry["dice"] + entry["extra"], tumble=False)

    def _set_dice(self, index: int, values: list[int], tumble: bool, only: set[int] | None = None) -> None:
        if index >= len(self.floor_cards):
            return
        card = self.floor_cards[index]
        old = self.dice.get(index, [])
        dice = []
        for k, value in enumerate(values):
            die = old[k] if k < len(old) else Die(0, 0, art.DIE, "1", lambda key: art.die_face(self.assets, key), PIPS)
            die.x = card.x + (k % 3) * (art.DIE + 3)
            die.y = card.y + card.h + 6 + (k // 3) * (art.DIE + 3)
            if tumble and (only is None or k in only):
                die.tumble(self.tweener, str(value), duration=0.6, delay=0.03 * k)
            else:
                die.face = str(value)
            dice.append(die)
        self.dice[index] = dice

    def _power_x(self, power: int) -> float:
        floor = self.layout["floor"]
        top = max([45] + [f["power"] for f in self.floor if f["power"] is not None and f["power"] < 99])
        return floor.x + 60 + (floor.w - 200) * min(power, top) / top

    # ------------------------------------------------------------------ events -> animations
    def play_event(self, event: Event) -> float:
        d, kind = event.data, event.kind
        name = self.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        handler = getattr(self, "_on_" + kind, None)
        return handler(event, d, name) if handler is not None else 0.0

    def _fighter_name(self, fighter: str) -> str:
        return rules.FIGHTERS[fighter].name if fighter in rules.FIGHTERS else tr("laurel.hidden-fighter")

    def _on_GameStarted(self, e, d, name):
        self.show_banner(tr("laurel.banner.start"))
        return 0.6

    def _on_RowDealt(self, e, d, name):
        if "rochester" in self.view.variants and self.match.human_seats() and d["number"] == 0:
            self.consider = CONSIDER_TIME  # everybody studies the 24 fighters first
        self._sync()
        self.app.sounds.play("slide")
        return 0.6

    def _on_FighterHired(self, e, d, name):
        self._sync()
        self.app.sounds.play("slide")
        return 0.4

    def _on_FighterSetAside(self, e, d, name):
        self._sync()
        return 0.3

    def _on_TakeTwoChosen(self, e, d, name):
        self.show_banner(tr("laurel.banner.take-two", name=name))
        return 0.8

    def _on_BidMade(self, e, d, name):
        return 0.2

    def _on_BidsRevealed(self, e, d, name):
        bids = ", ".join(f"{self.seat_name(s)} {b}" for s, b in enumerate(d["bids"]))
        self.show_banner(tr("laurel.banner.bids", bids=bids))
        return 1.2

    def _on_DraftDealt(self, e, d, name):
        self._sync()
        return 0.1

    _on_DraftPassed = _on_DraftDealt

    def _on_FighterDrafted(self, e, d, name):
        self._sync()
        return 0.2

    def _on_EmploymentEnded(self, e, d, name):
        self.show_banner(tr("laurel.banner.employment-over"))
        self._sync()
        return 1.0

    def _on_TournamentStarted(self, e, d, name):
        arena = rules.ARENAS.get(d["arena"])
        title = arena.name if arena else tr("laurel.hidden-arena")
        self.floor, self.floor_cards, self.dice = [], [], {}
        self.show_banner(tr("laurel.banner.tournament", n=d["number"] + 1, arena=title))
        self._sync()
        return 1.2

    def _on_FighterPlaced(self, e, d, name):
        self.app.sounds.play("slide")
        self._floor_from_view()
        return 0.35

    def _on_PlacementDone(self, e, d, name):
        return 0.2

    def _on_FightersRevealed(self, e, d, name):
        self.floor = [{"seat": x["seat"], "fighter": x["fighter"], "dice": [], "extra": [], "power": None,
                       "place": None, "outcome": None} for x in d["entries"]]
        keys = [x["fighter"] for x in d["entries"]]
        self.floor_cards = self._lay(self.floor_cards, keys, self.layout["floor"], art.SMALL, 70, False)
        for i, card in enumerate(self.floor_cards):
            card.face_up = False
            card.flip(self.tweener, True, key=keys[i], delay=0.05 * i)
        self.show_banner(tr("laurel.banner.reveal"))
        self.app.sounds.play("flip")
        return 1.0

    def _on_DiceRolled(self, e, d, name):
        i = d["entry"]
        if i < len(self.floor):
            self.floor[i]["dice"], self.floor[i]["extra"] = d["dice"], d["extra"]
            self._set_dice(i, d["dice"] + d["extra"], tumble=True)
        self.app.sounds.play("slide")
        return 0.35

    def _on_DiceRerolled(self, e, d, name):
        i = d["entry"]
        if i < len(self.floor):
            self.floor[i]["dice"], self.floor[i]["extra"] = d["dice"], d["extra"]
            self._set_dice(i, d["dice"] + d["extra"], tumble=True, only=set(d["rerolled"]))
        self.chosen = set()
        return 0.7

    def _on_DiceKept(self, e, d, name):
        i = d["entry"]
        if i < len(self.floor):
            self.floor[i]["extra"] = d["extra"]
            self._set_dice(i, d["dice"] + d["extra"], tumble=False)
        self.chosen = set()
        return 0.2

    def _on_PowersDetermined(self, e, d, name):
        """Every card slides along the power track to its power."""
        for p in d["powers"]:
            if p["entry"] < len(self.floor):
                self.floor[p["entry"]]["power"] = p["power"]
        order = sorted(range(len(self.floor)), key=lambda i: -(self.floor[i]["power"] or 0))
        self._line_up(order)
        return 1.1

    def _line_up(self, order: list[int]) -> None:
        floor = self.layout["floor"]
        w = art.SMALL[0]
        gap = min(16, (floor.w - 40 - len(order) * w) // max(1, len(order) - 1)) if order else 0
        for slot, i in enumerate(order):  # strongest first, each with a pointer to its power
            card = self.floor_cards[i]
            card.move_to(self.tweener, floor.x + 20 + slot * (w + gap), floor.y + 70, duration=0.6,
                         ease="out_cubic", delay=0.05 * slot)
            for die in self.dice.get(i, []):
                die.visible = False

    def _on_RollOffRolled(self, e, d, name):
        return 0.6

    def _on_BattleRanked(self, e, d, name):
        for place, i in enumerate(d["order"]):
            if i < len(self.floor):
                self.floor[i]["place"] = place + 1
        self._line_up([i for i in d["order"] if i < len(self.floor_cards)])  # ties settled: final order
        return 0.5

    def _outcome(self, d, outcome: str) -> None:
        for entry in self.floor:
            if entry["fighter"] == d["fighter"] and entry["seat"] == d["seat"]:
                entry["outcome"] = outcome

    def _on_PrizeWon(self, e, d, name):
        self._outcome(d, "prize")
        return 0.25

    def _on_FighterWounded(self, e, d, name):
        self._outcome(d, "wounded")
        self.app.sounds.play("thud")
        return 0.35

    def _on_FighterSpared(self, e, d, name):
        self._outcome(d, "spared")
        return 0.3

    def _on_HonourChanged(self, e, d, name):
        start = self.shown_honour[d["seat"]]
        self.shown_honour[d["seat"]] = d["to"]
        self._place_pawn(d["seat"], start=start)
        return 0.3

    def _on_LapCompleted(self, e, d, name):
        self.show_banner(tr("laurel.banner.lap", name=name))
        self.app.sounds.play("cheer")
        return 0.8

    def _on_TournamentEnded(self, e, d, name):
        self.app.sounds.play("cheer")
        return 2.2  # time to read the result before the next tournament clears the floor

    def _on_GoldScored(self, e, d, name):
        start = self.shown_honour[d["seat"]]
        self.shown_honour[d["seat"]] = start + d["honour"]
        self._place_pawn(d["seat"], start=start)
        return 0.5

    def _on_GameOver(self, e, d, name):
        names = [self.seat_name(s) for s in d["winners"]]
        self.show_banner(tr("laurel.banner.game", names=", ".join(names)))
        self.finished = True
        self.app.game_finished(names)
        return 1.5

    # ------------------------------------------------------------------ idle: what may be done
    def idle(self) -> None:
        v = self.view
        for seat, h in enumerate(v.honour):
            if self.shown_honour[seat] != h:
                self.shown_honour[seat] = h
                self._place_pawn(seat, instant=True)
        if v.phase in ("place", "reroll") and len(self.floor) != len(v.entries):
            self._floor_from_view()
        seat = self.audience
        if len(self.hand_cards) != (len(v.hands[seat]) if seat is not None else 0):
            self._sync()
        legal = self.match.legal(self.actor) if self.my_turn() else []
        kinds = {type(a) for a in legal}
        b = self.button
        b["take-two"].visible = rules.TakeTwoLast in kinds
        b["done"].visible = rules.Done in kinds
        b["accept"].visible = rules.Accept in kinds
        mask = self._mask()
        b["reroll"].visible = rules.Accept in kinds
        b["reroll"].enabled = bool(mask) and rules.Reroll(self.actor, mask) in legal
        b["bid"].visible = rules.Bid in kinds
        b["start"].visible = self.consider is not None
        if self.consider is not None:
            for key in ("take-two", "done", "accept", "reroll", "bid"):
                b[key].visible = False
        self.bid_cycle.visible = rules.Bid in kinds
        if self.bid_cycle.visible and len(self.bid_cycle.options) != v.counters[self.actor] + 1:
            values = [str(i) for i in range(v.counters[self.actor] + 1)]
            self.bid_cycle.options, self.bid_cycle.labels, self.bid_cycle.index = values, values, 0
        counters = "auction" in v.variants and rules.Done in kinds and v.counters[self.actor] > 0
        self.counter_cycle.visible = counters
        if counters:
            room = min(v.counters[self.actor], rules.R["counter_limit"])
            values = [str(i) for i in range(room + 1)]
            if self.counter_cycle.options != values:
                self.counter_cycle.options, self.counter_cycle.labels = values, [tr("laurel.counters", n=x) for x in values]
                self.counter_cycle.index = 0
                self.counters_on = 0
        self._layout_buttons()
        for card in self.hand_cards:
            card.draggable = any(isinstance(a, rules.Place) and a.fighter == card.key for a in legal)
        for card in self.row_cards:
            card.draggable = (rules.Hire in kinds or rules.Keep in kinds) and self.consider is None
        self.coin.visible = rules.Done in kinds and bool(v.gold[self.actor]) and any(
            isinstance(a, rules.Place) and a.gold for a in legal)
        hand = self.layout["hand"]
        if self.gold_on == "floor":
            floor = self.layout["floor"]
            self.coin.x, self.coin.y = floor.right - 80, floor.y + 8
        elif self.gold_on:
            card = next((c for c in self.hand_cards if c.key == self.gold_on), None)
            if card is not None:
                self.coin.x, self.coin.y = card.x + card.w - 36, card.y - 14
        elif not self.drag.active or self.drag.piece is not self.coin:
            self.coin.x, self.coin.y = hand.right - 70, hand.y + 6

    def _layout_buttons(self) -> None:
        """Only the buttons that make sense now are shown: line them up from the left."""
        B = self.layout["buttons"]
        x = B.x
        for widget in (self.button["start"], self.bid_cycle, self.button["bid"], self.button["take-two"],
                       self.counter_cycle,
                       self.button["done"], self.button["reroll"], self.button["accept"]):
            if widget.visible:
                widget.rect.x = x
                x += widget.rect.w + 14

    def holding(self, dt: float) -> bool:
        """The Rochester draft opens with a short look at every fighter before anyone picks
        (all 24 lie face up: the screen is public meanwhile)."""
        if self.consider is None:
            return False
        self.go_public()
        self.consider -= dt
        if self.consider <= 0:
            self.consider = None
            return False
        return True

    def _mask(self) -> int:
        return sum(1 << k for k in self.chosen)

    # ------------------------------------------------------------------ input
    def _press(self, key: str) -> None:
        me = self.actor
        if key == "take-two":
            self.submit(rules.TakeTwoLast(me))
        elif key == "done":
            self.submit(rules.Done(me))
        elif key == "accept":
            self.submit(rules.Accept(me))
        elif key == "reroll":
            self.submit(rules.Reroll(me, self._mask()))
        elif key == "bid":
            self.submit(rules.Bid(me, int(self.bid_cycle.value)))
        elif key == "start":
            self.consider = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.common_input(event, self.buttons + [self.bid_cycle, self.counter_cycle]):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._click_die(event.pos):
                return True
            if self.coin.visible and self.coin.hit(event.pos) and self.my_turn():
                self.gold_on = None
                self.drag.begin(self.coin, event.pos, self._coin_targets(), self._coin_targets_actions())
                return True
            card = next((c for c in reversed(self.hand_cards + self.row_cards) if c.hit(event.pos)), None)
            if card is not None and card.draggable and self.my_turn():
                self.drag.begin(card, event.pos, self._targets(card), self.match.legal(self.actor))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = next((c for c in reversed(self.hand_cards + self.row_cards + self.floor_cards)
                         if c.hit(event.pos)), None)
            self.zoom = card.key if card is not None and card.key in rules.FIGHTERS else None
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            if self.drag.piece is self.coin:
                target = self.drag.target_at(event.pos)
                self.drag.end(event.pos)
                self.gold_on = target.zone if target is not None else None
                return True
            self.finish_drag(event.pos, self._targets(self.drag.piece))
            return True
        return False

    def _click_die(self, pos) -> bool:
        """In a re-roll decision, clicking one of that fighter's dice picks it for the re-roll."""
        v = self.view
        if v.phase != "reroll" or not self.my_turn():
            return False
        index = v.rerolls[0]
        for k, die in enumerate(self.dice.get(index, [])[: len(v.entries[index].dice)]):
            if die.hit(pos):
                self.chosen ^= {k}
                die.held = k in self.chosen
                return True
        return False

    def _coin_targets(self) -> list[DropTarget]:
        """The coin goes on a fighter in the hand, or on the floor (then with the next fighter sent)."""
        cards = [DropTarget(c.key, c.rect.inflate(10, 10), c.key) for c in self.hand_cards if c.draggable]
        return cards + [DropTarget("floor", self.layout["floor"], "floor")]

    def _coin_targets_actions(self) -> list:
        return [c.key for c in self.hand_cards if c.draggable] + ["floor"]

    def _targets(self, card: Card) -> list[DropTarget]:
        me = self.actor
        v = self.view
        if card in self.row_cards:
            hand = self.layout["hand"]
            if v.phase == "draft":
                return [DropTarget("hand", hand, rules.Keep(me, card.key))]
            slot = self._row_slots[self.row_cards.index(card)]
            return [DropTarget("hand", hand, rules.Hire(me, slot))]
        gold = self.gold_on in (card.key, "floor")
        counters = self.counters_on if self.counter_cycle.visible else 0
        return [DropTarget("floor", self.layout["floor"], rules.Place(me, card.key, gold, counters))]

    def _arena_at(self, pos) -> str | None:
        for rect, arena in self._arena_rects:
            if rect.collidepoint(pos) and arena in rules.ARENAS:
                return arena
        return None

    def hover(self, pos) -> None:
        arena = None if self.drag.active else self._arena_at(pos)
        if arena != self.hover_arena:
            self.hover_arena, self.arena_time = arena, 0.0
        card = None if self.drag.active else next(
            (c for c in reversed(self.hand_cards + self.row_cards + self.floor_cards) if c.hit(pos)), None)
        if card is not self.hover_card:
            if self.hover_card is not None:
                self.tweener.add(self.hover_card, 0.12, "out_quad", hover=0.0, tag="ui")
            self.hover_card, self.hover_time = card, 0.0
            if card is not None and card.draggable:
                self.tweener.add(card, 0.12, "out_quad", hover=1.0, tag="ui")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hover_card is not None:
            self.hover_time += dt
        if self.hover_arena is not None:
            self.arena_time += dt

    # ------------------------------------------------------------------ results
    def result_summary(self) -> tuple:
        state = self.match.view(None)  # the end is public
        scores = [tr("laurel.result.score", honour=h, laps=rules.lap(h)) for h in state.honour]
        lines = []
        for n, result in enumerate(state.results):
            best = result.standings[0] if result.standings else None
            who = f"{self.seat_name(best.seat)} ({rules.FIGHTERS[best.fighter].name})" if best else tr("laurel.nobody")
            lines.append(tr("laurel.result.line", n=n + 1, arena=rules.ARENAS[result.arena].name, name=who))
        names = ", ".join(self.seat_name(s) for s in state.winners)
        emblem = self.assets.svg("laurel-crown/laurel.svg", (300, 225))
        return scores, "\n".join(lines), tr("laurel.banner.game", names=names), emblem

    # ------------------------------------------------------------------ draw
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        self._draw_seats(surface)
        for seat, pawn in sorted(self.pawns.items(), key=lambda kv: kv[1].height):
            pawn.draw(surface)
            laps = rules.lap(self.shown_honour[seat])
            if laps:  # a pawn on a later lap carries its lap number
                tag = self.assets.text(tr("laurel.lap-tag", n=laps + 1), "bold", 20, GOLD, shadow=True)
                surface.blit(tag, (pawn.x + pawn.w - 4, pawn.y - 10))
        self.draw_log(surface, self.layout["log"], top=8)
        self._draw_arenas(surface)
        self._draw_floor(surface)
        held = self.drag.piece
        for card in self.row_cards + self.hand_cards:
            if card is not held:
                card.draw(surface)
        if self.coin.visible and held is not self.coin:
            self.coin.draw(surface)
        self.drag.draw(surface)
        if held is not None:
            held.draw(surface)
        for widget in self.buttons + [self.bid_cycle, self.counter_cycle]:
            if widget.visible:
                widget.draw(surface)
        self.draw_toast_or(surface, self.layout["status"], self._status_text())
        self.draw_banner(surface, self.layout["floor"].center)
        self._draw_zoom(surface)

    def _draw_seats(self, surface) -> None:
        zone = self.layout["seats"]
        v = self.view
        to_act = set(rules.to_act(v)) if not self.queue else set()
        row_h = min(60, zone.h // max(1, len(self.match.seats)))
        for seat, info in enumerate(self.match.seats):
            y = zone.y + seat * row_h
            rect = pygame.Rect(zone.x, y, zone.w, row_h - 6)
            fill = (60, 40, 24, 210) if seat in to_act and not self.finished else (30, 20, 14, 180)
            surface.blit(self.assets.cached(("laurel-seat", rect.size, fill), lambda f=fill: rounded_panel(
                rect.size, f, (120, 90, 50), 12, 2)), rect)
            surface.blit(self.assets.seat_badge(info.colour, 36), (rect.x + 8, rect.y + (rect.h - 36) // 2))
            label = self.assets.text(info.name, "bold", 26, PAPER, width=160)
            surface.blit(label, (rect.x + 54, rect.centery - label.get_height() // 2))
            honour = self.shown_honour[seat]
            text = tr("laurel.seat.honour", n=honour) + (f"  ·  {tr('laurel.seat.lap', n=rules.lap(honour))}"
                                                         if rules.lap(honour) else "")
            stats = self.assets.text(text, "display", 28, GOLD, width=rect.right - 100 - (rect.x + 250))
            surface.blit(stats, (rect.x + 250, rect.centery - stats.get_height() // 2))
            x = rect.right - 40
            if v.gold[seat]:
                surface.blit(self.assets.svg("laurel-crown/coin.svg", (30, 30)), (x, rect.centery - 15))
            cards = self.assets.text(f"{len(v.hands[seat])}", "display", 28, PAPER)
            surface.blit(cards, (x - 50, rect.centery - cards.get_height() // 2))
            if "auction" in v.variants:
                counters = self.assets.text(tr("laurel.counters", n=v.counters[seat]), "body", 20, PAPER, width=110)
                surface.blit(counters, (x - 80 - counters.get_width(), rect.centery - counters.get_height() // 2))
            if seat == v.start:
                surface.blit(self.assets.svg("common/icons/crown.svg", (26, 26)), (rect.x + 220, rect.centery - 13))

    def _draw_arenas(self, surface) -> None:
        zone = self.layout["arenas"]
        v = self.view
        w, h = art.ARENA
        gap = 14
        x0 = zone.centerx - (len(v.arenas) * w + (len(v.arenas) - 1) * gap) / 2
        self._arena_rects = []
        for i, arena in enumerate(v.arenas):
            rect = pygame.Rect(int(x0 + i * (w + gap)), zone.y + 34, w, h)
            self._arena_rects.append((rect, arena))
            current = i == v.tournament and v.phase in ("place", "reroll")
            if current:
                rect.y -= 8
                pygame.draw.rect(surface, YELLOW, rect.inflate(10, 10), width=5, border_radius=16)
            face = art.arena_face(self.assets, arena)
            if i < v.tournament:
                face = face.copy()
                face.set_alpha(110)
            surface.blit(face, rect)

    def _draw_floor(self, surface) -> None:
        v = self.view
        zone = self.layout["floor"]
        if v.phase in ("employ", "bid") or (v.phase == "draft" and self.row_cards):
            title = tr("laurel.zone.draft") if v.phase == "draft" else tr("laurel.zone.row")
            surface.blit(self.assets.text(title, "display", 26, GOLD, width=zone.w - 28), (zone.x + 14, zone.y + 6))
            return
        surface.blit(self.assets.text(tr("laurel.zone.floor"), "display", 26, GOLD, width=zone.w - 28),
                     (zone.x + 14, zone.y + 6))
        if any(f["power"] is not None for f in self.floor):  # the power track
            y = zone.bottom - 40
            pygame.draw.line(surface, GOLD, (zone.x + 60, y), (zone.right - 140, y), 3)
            top = max([45] + [f["power"] for f in self.floor if f["power"] is not None and f["power"] < 99])
            for p in range(0, top + 1, 5):
                x = self._power_x(p)
                pygame.draw.line(surface, GOLD, (x, y - 8), (x, y + 8), 2)
                num = self.assets.text(str(p), "body", 20, PAPER)
                surface.blit(num, num.get_rect(midtop=(x, y + 10)))
        for i, (entry, card) in enumerate(zip(self.floor, self.floor_cards)):
            colour = SEAT_COLOURS[self.match.seats[entry["seat"]].colour]
            if entry["power"] is not None and not self.tweener.busy():  # pointer to the power track
                start = (card.rect.centerx, card.rect.bottom + 30)
                end = (self._power_x(min(entry["power"], 45)), zone.bottom - 48)
                pygame.draw.line(surface, colour, start, end, 3)
                pygame.draw.circle(surface, colour, end, 6)
            pygame.draw.rect(surface, colour, card.rect.inflate(8, 8), width=4, border_radius=12)
            card.draw(surface)
            for die in self.dice.get(i, []):
                die.draw(surface)
            if entry["power"] is not None:
                label = self.assets.text(str(entry["power"]), "display", 40, YELLOW, shadow=True)
                surface.blit(label, label.get_rect(midbottom=(card.rect.centerx, card.rect.y - 2)))
            if entry["place"] is not None:
                tag = {"prize": "laurel.outcome.prize", "wounded": "laurel.outcome.wounded",
                       "spared": "laurel.outcome.spared"}.get(entry["outcome"], "laurel.outcome.place")
                colour = {"wounded": (230, 80, 80), "spared": (150, 200, 255)}.get(entry["outcome"], (120, 230, 120))
                text = self.assets.text(tr(tag, n=entry["place"]), "bold", 22, colour, shadow=True, width=card.w + 40)
                surface.blit(text, text.get_rect(midtop=(card.rect.centerx, card.rect.bottom + 4)))

    def _status_text(self) -> str:
        if self.finished or self.queue:
            return ""
        if self.consider is not None:
            return tr("laurel.status.consider", n=int(self.consider) + 1)
        v = self.view
        if not self.my_turn():
            names = [self.seat_name(s) for s in rules.to_act(v)]
            return tr("laurel.status.waiting", names=", ".join(names)) if names else ""
        return tr(f"laurel.status.{v.phase}")

    def _draw_zoom(self, surface) -> None:
        arena = self.hover_arena
        if arena is not None and self.arena_time > 0.5:
            big = art.arena_face(self.assets, arena, art.BIG_ARENA)
            x, y = self.layout["arenas"].centerx - big.get_width() // 2, self.layout["arenas"].bottom - 40
            surface.blit(art.card_shadow(self.assets, art.BIG_ARENA), (x + 6, y + 10))
            surface.blit(big, (x, y))
            return
        key = self.zoom
        if key is None and self.hover_card is not None and self.hover_time > 0.6 and not self.drag.active:
            key = self.hover_card.key
        if key not in rules.FIGHTERS:
            return
        big = art.big_fighter(self.assets, key)
        x, y = 960 - big.get_width() - 20, 1080 - big.get_height() - 40
        surface.blit(art.card_shadow(self.assets, art.BIG_CARD), (x + 6, y + 10))
        surface.blit(big, (x, y))
