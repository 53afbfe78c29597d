"""The Laurel Crown table: the round honour board, the arenas, the hiring row and the tournament.

No rule lives here. The hiring row, the hand and the placed fighters are laid out from the view of
whoever is looking (``TableScene.audience``); a tournament is played from its events as a show on
a ladder (``show``): the fighters come out, their dice tumble, each power is broken down, the rows
settle in power order, and the prizes and wounds are paid one at a time while the pawns move. The
result then waits for a click (with a human seated). The log is written by ``narration``, the
hand panel laid out and drawn by ``hand``, the seat rows and the pawns by ``board``; every name a
player reads comes from ``names``.
"""

from __future__ import annotations

import pygame

from tabletop.engine.core import Event
from tabletop.games.laurel_crown import art, board, hand as hand_panel, names, narration, rules
from tabletop.games.laurel_crown.show import Ladder
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.shell.table import BANNER_TIME, TableScene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS, YELLOW
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.layout import load_layout
from tabletop.ui.pieces import Card, Pawn, Token, rounded_panel
from tabletop.ui.widgets import Button, Cycle

REQUIRED_ZONES = ("board", "seats", "log", "status", "arenas", "floor", "hand", "buttons", "deck", "battle")
CONSIDER_TIME = 20.0  # Rochester draft: seconds everyone studies the fighters before the picks start
MARGIN = 12  # inside a zone's panel
ACTIONS = ("take-two", "done", "accept", "reroll", "bid")


class Flyer:
    """A number that flies from a fighter to its sponsor's score (a prize, a wound)."""

    def __init__(self, image: pygame.Surface, x: float, y: float) -> None:
        self.image, self.x, self.y, self.alpha = image, x, y, 255.0


class LaurelCrownScene(TableScene):
    """One game of Laurel Crown on the table."""

    # The placed fighters and the bids turned face up, a tournament's result, the game's end: for everyone.
    PUBLIC_MOMENTS = frozenset({"FightersRevealed", "BidsRevealed", "TournamentEnded", "GameOver"})

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app, match, autoplay)
        self.layout = load_layout(match.info.layout)
        self.pawns: dict[int, Pawn] = {}
        self.shown_honour: list[int] = list(match.state.honour)
        self.row_cards: list[Card] = []
        self.hand_cards: list[Card] = []
        self.floor_cards: list[Card] = []  # the fighters placed so far (face down but one's own)
        self.ladder = Ladder(self)
        self.showing = False  # a tournament is on show: the ladder covers the floor and the hand
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
        self._seat_parts: dict[int, tuple] = {}  # per seat: its name and start crown, as drawn
        self._arena_labels: list[pygame.Rect] = []  # the arenas' title and variant note, as drawn
        self._arena_ring: pygame.Rect | None = None  # the ring round the arena of this tournament
        self._row_slots: list[int] = []
        self.hover_arena: str | None = None  # the arena under the pointer (shown enlarged after a moment)
        self.arena_time = 0.0
        self.banner_at: tuple[int, int] = self.layout["hand"].center
        self.flyers: list[Flyer] = []
        self.result: tuple | None = None  # a tournament's result, staged when it ends
        self.best: dict | None = None  # the first prize of the tournament on show
        self.reasons: list[str] = []  # what decided the tournament on show: a ruler's jump, ties

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        self.static = self.assets.cached(("laurel-static",), lambda: art.static_table(self.assets, self.layout))
        B = self.layout["buttons"]
        specs = [("take-two", 300), ("done", 240), ("accept", 220), ("reroll", 260), ("bid", 200), ("start", 300)]
        self.button = {}
        for key, width in specs:
            self.button[key] = Button((B.x, B.y + 4, width, B.h - 8), tr(f"laurel.button.{key}"),
                                      lambda k=key: self._press(k), self.assets, size=28,
                                      primary=key in ("done", "bid", "accept"))
        self.bid_cycle = Cycle((B.x + 220, B.y + 4, 220, B.h - 8), ["0"], ["0"], 0, self.assets)
        self.counter_cycle = Cycle((B.right - 430, B.y + 4, 220, B.h - 8), ["0"], ["0"], 0, self.assets,
                                   lambda v: setattr(self, "counters_on", int(v)))
        self.undo_button = Button((B.right - 220, B.y + 4, 100, B.h - 8), tr("button.undo"), self.undo, self.assets,
                                  size=24)
        self.buttons = list(self.button.values()) + [
            self.undo_button,
            Button((B.right - 110, B.y + 4, 110, B.h - 8), tr("button.menu"), self.open_menu, self.assets, size=24),
        ]
        for seat in range(len(self.match.seats)):
            self.pawns[seat] = Pawn(0, 0, self.assets.seat_badge(self.match.seats[seat].colour, 34))
            board.place_pawn(self, seat, instant=True)
        self.coin = Token(0, 0, 50, self.assets.svg("laurel-crown/coin.svg", (44, 44)), (229, 181, 58), self.assets)
        self.coin.visible = False
        self._refresh_buttons()
        self.rebuild()

    def narrate(self, event, audience, names):
        return narration.narrate(event, audience, names)

    def log_header(self):
        return narration.header([s.name for s in self.match.seats])

    def rebuild(self) -> None:
        self.gold_on, self.counters_on, self.chosen = None, 0, set()
        v = self.view
        if v.phase == "reroll":  # a re-roll decision waits: the tournament is on show
            self.showing = True
            self.ladder.fill([{"seat": e.seat, "fighter": e.fighter, "gold": e.gold, "counters": e.counters}
                              for e in v.entries], v.arenas[v.tournament], v.tournament)
            for row, e in zip(self.ladder.rows, v.entries):
                row.alpha, row.chips = 255.0, 1.0
                self.ladder.set_dice(row, e.dice, e.extra, tumble=False)
            self.ladder.running(v)
            self.ladder.arrange(instant=True)
        elif v.phase != "over":
            self.showing = False
            self.ladder.clear()
            if v.phase == "place":
                self.ladder.arena, self.ladder.number = v.arenas[v.tournament], v.tournament
        self._sync(instant=True)

    # ------------------------------------------------------------------ where things go
    def _card(self, key: str, size=art.CARD, face_up: bool = True) -> Card:
        return Card(key, 0, 0, *size, lambda k, s=size: art.fighter_face(self.assets, k, s),
                    lambda k, s=size: art.card_back(self.assets, s), art.card_shadow(self.assets, size), face_up)

    def _reuse(self, pieces: list[Card], keys: list[str], size, origin) -> list[Card]:
        """Cards for ``keys``, reusing the pieces already on the table (by key, and by size)."""
        old = [c for c in pieces if (c.w, c.h) == tuple(size)]
        out = []
        for key in keys:
            piece = next((c for c in old if c.key == key), None)
            if piece is not None:
                old.remove(piece)
            else:
                piece = self._card(key, size, key != rules.HIDDEN)
                piece.x, piece.y = origin
            piece.key, piece.face_up = key, key != rules.HIDDEN
            out.append(piece)
        return out

    def _move(self, piece: Card, pos, instant: bool, delay: float = 0.0) -> None:
        if instant or self.app.speed <= 0:
            piece.x, piece.y = pos
        elif (piece.x, piece.y) != tuple(pos):
            piece.move_to(self.tweener, *pos, duration=0.32, delay=delay)

    def _grid(self, pieces: list[Card], keys: list[str], zone: pygame.Rect, top: int, instant: bool) -> list[Card]:
        """Cards for choosing (a row, a draft hand, the Rochester draft): the biggest size at which
        they all fit in rows that never overlap, or the smallest in overlapping rows if none does."""
        inner_w, inner_h = zone.w - 2 * MARGIN, zone.h - top - 6
        n = len(keys)
        chosen = None
        for size in (art.CARD, art.SMALL, art.TINY):
            w, h = size
            per_row = max(1, (inner_w + 8) // (w + 8))
            rows = -(-n // per_row) if n else 0
            if rows * h + max(0, rows - 1) * 8 <= inner_h:
                chosen = (size, per_row)
                break
        if chosen is None:
            w, h = art.TINY
            rows = max(1, inner_h // (h + 8))
            chosen = (art.TINY, -(-n // rows))
        size, per_row = chosen
        w, h = size
        cards = self._reuse(pieces, keys, size, self.layout["deck"].topleft)
        rows = [cards[i:i + per_row] for i in range(0, n, per_row)]
        for r, line in enumerate(rows):
            step = min(w + 8, (inner_w - w) / max(1, len(line) - 1)) if len(line) > 1 else 0
            width = w + step * (len(line) - 1)
            for c, piece in enumerate(line):
                pos = (zone.centerx - width / 2 + c * step, zone.y + top + r * (h + 8))
                self._move(piece, pos, instant, 0.02 * (r * per_row + c))
        return cards

    def _sync(self, instant: bool = False) -> None:
        v = self.view
        seat = self.audience
        hand = list(v.hands[seat]) if seat is not None else []
        self.hand_cards = hand_panel.lay_out(self, self.hand_cards, hand, instant)
        if self.gold_on not in hand and (self.gold_on != "floor" or seat is None or not v.gold[seat]):
            self.gold_on = None
        floor = self.layout["floor"]
        if v.phase in ("employ", "bid"):  # bidders must see what they bid for
            self.row_cards = self._grid(self.row_cards, [c for c in v.row if c], floor, 44, instant)
            self._row_slots = [i for i, c in enumerate(v.row) if c]
        elif v.phase == "draft" and seat is not None:
            self.row_cards = self._grid(self.row_cards, list(v.draft[seat]), floor, 44, instant)
            self._row_slots = []
        else:
            self.row_cards, self._row_slots = [], []
        if v.phase == "place":
            self._floor_from_view(instant)
        elif not self.showing:
            self.floor_cards = []

    def _floor_from_view(self, instant: bool = True) -> None:
        """While the sponsors place, the floor shows what was sent: one's own face up."""
        keys = [e.fighter for e in self.view.entries]
        floor = self.layout["floor"]
        top = (floor.h - art.CARD[1]) // 2 + 12
        self.floor_cards = hand_panel.fan(self, self.floor_cards, keys, floor, top, instant,
                                          origin=self.layout["hand"].center)

    # ------------------------------------------------------------------ events -> animations
    def play_event(self, event: Event) -> float:
        d, kind = event.data, event.kind
        name = self.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        handler = getattr(self, "_on_" + kind, None)
        return handler(event, d, name) if handler is not None else 0.0

    def _fighter_name(self, fighter: str) -> str:
        return names.fighter(fighter)

    def banner_over(self, text: str, zone: str) -> None:
        """A banner over the zone named, chosen so that it hides nothing it speaks of."""
        self.show_banner(text)
        self.banner_at = self.layout[zone].center

    def _on_GameStarted(self, e, d, name):
        self.banner_over(tr("laurel.banner.start"), "hand")
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
        self.banner_over(tr("laurel.banner.take-two", name=name), "hand")
        return 0.8

    def _on_BidMade(self, e, d, name):
        return 0.2

    def _on_BidsRevealed(self, e, d, name):
        bids = ", ".join(f"{self.seat_name(s)} {b}" for s, b in enumerate(d["bids"]))
        self.banner_over(tr("laurel.banner.bids", bids=bids), "hand")
        return 1.2

    def _on_DraftDealt(self, e, d, name):
        self._sync()
        return 0.1

    _on_DraftPassed = _on_DraftDealt

    def _on_FighterDrafted(self, e, d, name):
        self._sync()
        return 0.2

    def _on_EmploymentEnded(self, e, d, name):
        self.banner_over(tr("laurel.banner.employment-over"), "floor")
        self._sync()
        return 1.0

    def _on_TournamentStarted(self, e, d, name):
        title = names.arena(d["arena"])
        self.showing, self.floor_cards, self.best, self.reasons = False, [], None, []
        self.ladder.clear()
        self.ladder.arena, self.ladder.number = d["arena"], d["number"]
        self.banner_over(tr("laurel.banner.tournament", n=d["number"] + 1, arena=title), "floor")
        self._sync()
        return 1.2

    def _on_FighterPlaced(self, e, d, name):
        self.app.sounds.play("slide")
        self._floor_from_view(instant=False)
        self._sync()
        return 0.35

    def _on_FighterWithdrawn(self, e, d, name):
        self.app.sounds.play("slide")
        self._floor_from_view(instant=False)
        self._sync()
        return 0.35

    def _on_PlacementDone(self, e, d, name):
        return 0.2

    def _on_FightersRevealed(self, e, d, name):
        """The fighters turn over, then come out one by one onto the ladder."""
        self.showing = True
        self.ladder.fill(d["entries"], self.ladder.arena, self.ladder.number)
        keys = [x["fighter"] for x in d["entries"]]
        for card, key in zip(self.floor_cards, keys):
            if not card.face_up:
                card.flip(self.tweener, True, key=key)
            self.tweener.add(card, 0.3, "out_quad", alpha=0.0, delay=0.45)
        self.ladder.arrange(instant=True)
        self.tweener.after(0.45, self.ladder.slide_in)
        self.banner_over(tr("laurel.banner.reveal"), "arenas")
        self.app.sounds.play("flip")
        return 1.0

    def _row(self, d) -> object:
        return self.ladder.by_index(d["entry"])

    def _on_DiceRolled(self, e, d, name):
        row = self._row(d)
        if row is not None:
            self.ladder.set_dice(row, d["dice"], d["extra"], tumble=True)
            if self.ladder.running(self.view) and all(r.dice for r in self.ladder.rows):
                self.tweener.after(0.6, self.ladder.arrange)  # everyone has rolled: the standings so far
        self.app.sounds.play("slide")
        return 0.35

    def _on_DiceRerolled(self, e, d, name):
        row = self._row(d)
        if row is not None:
            self.ladder.set_dice(row, d["dice"], d["extra"], tumble=True, only=set(d["rerolled"]))
            self.ladder.running(self.view)
            self.ladder.arrange()
        self.chosen = set()
        self.ladder.deciding = None
        return 0.8

    def _on_DiceKept(self, e, d, name):
        row = self._row(d)
        if row is not None:
            self.ladder.set_dice(row, d["dice"], d["extra"], tumble=bool(d["extra"]))
            self.ladder.running(self.view)
            self.ladder.arrange()
        self.chosen = set()
        self.ladder.deciding = None
        return 0.5 if d["extra"] else 0.2

    def _on_PowersDetermined(self, e, d, name):
        """Every power is known: each breakdown shows, each total counts up, the rows settle."""
        ruled = narration.ruler_reasons(d.get("ruled", []))
        self.reasons = ruled
        for p in d["powers"]:
            row = self.ladder.by_index(p["entry"])
            if row is None:
                continue
            row.total, row.notes, row.final = p["power"], [tuple(n) for n in p["notes"]], True
            row.ruled = next((why for r, why in zip(d.get("ruled", []), ruled) if r["entry"] == p["entry"]), "")
            row.shown = 0.0
            self.tweener.add(row, 0.5, "out_quad", chips=1.0)
            self.tweener.add(row, 0.7, "out_cubic", shown=float(p["power"]))
        self.tweener.after(0.7, lambda: self.ladder.arrange(duration=0.5))
        return 1.4

    def _on_RollOffRolled(self, e, d, name):
        text = ", ".join(f"{self.seat_name(s)} {r}" for s, r in zip(d["seats"], d["rolls"]))
        self.banner_over(tr("laurel.banner.roll-off", text=text), "arenas")
        return 1.0

    def _on_BattleRanked(self, e, d, name):
        self.reasons = self.reasons + narration.tie_reasons(d.get("ties", []), [s.name for s in self.match.seats])
        for place, i in enumerate(d["order"]):
            row = self.ladder.by_index(i)
            if row is not None:
                row.place = place + 1
        self.ladder.arrange(duration=0.4)
        return 0.6

    def _pay(self, d, outcome: str, amount: int, colour) -> None:
        """A prize or a wound is paid: the row lights up and its number flies to the score."""
        row = next((r for r in self.ladder.rows if r.fighter == d["fighter"] and r.seat == d["seat"]), None)
        if row is None:
            return
        row.outcome, row.honour = outcome, amount
        self.tweener.add(row, 0.2, "out_quad", glow=1.0, on_done=lambda: self.tweener.add(
            row, 0.5, "out_quad", glow=0.0, delay=0.3))
        if outcome == "spared":
            return
        text = f"+{amount}" if outcome == "prize" else f"-{amount}"
        flyer = Flyer(self.assets.text(text, "display", 48, colour, shadow=True), row.x + self.ladder.slot(0).w - 120,
                      row.y)
        target = board.seat_rect(self, d["seat"])
        self.flyers.append(flyer)
        self.tweener.add(flyer, 0.6, "in_out_quad", x=float(target.x + 250), y=float(target.y - 6),
                         on_done=lambda: self.tweener.add(flyer, 0.25, "out_quad", alpha=0.0,
                                                          on_done=lambda: self.flyers.remove(flyer)))

    def _on_PrizeWon(self, e, d, name):
        if self.best is None:
            self.best = d
        self._pay(d, "prize", d["honour"], (120, 230, 120))
        self.app.sounds.play("cheer" if d["place"] == 1 else "slide")
        return 0.8

    def _on_FighterWounded(self, e, d, name):
        self._pay(d, "wounded", d["penalty"], (240, 96, 96))
        self.app.sounds.play("thud")
        return 0.8

    def _on_FighterSpared(self, e, d, name):
        self._pay(d, "spared", 0, (150, 200, 255))
        return 0.6

    def _on_HonourChanged(self, e, d, name):
        start = self.shown_honour[d["seat"]]
        self.shown_honour[d["seat"]] = d["to"]
        board.place_pawn(self, d["seat"], start=start)
        return 0.3

    def _on_LapCompleted(self, e, d, name):
        self.banner_over(tr("laurel.banner.lap", name=name, n=d["lap"] + 1), "arenas")
        self.app.sounds.play("cheer")
        return 0.8

    def _on_TournamentEnded(self, e, d, name):
        """The tournament ends on its result, held until a human has read it."""
        gains = ", ".join(f"{self.seat_name(s)} {g:+d}" for s, g in enumerate(d["gains"]))
        detail = tr("laurel.stage.detail", arena=names.arena(d["arena"]), gains=gains)
        if d["number"] + 1 < len(self.view.arenas):
            detail += " " + tr("laurel.stage.next", name=self.seat_name(d["start"]))
        best = self.best
        title = (tr("laurel.stage.won", fighter=self._fighter_name(best["fighter"])) if best is not None
                 else tr("laurel.stage.empty")).upper()
        self.stage(title, self._with_reasons(title, detail), best["seat"] if best is not None else None)
        return 0.3

    def _with_reasons(self, title: str, detail: str) -> str:
        """The result, then why fighters stand where they do (an absolute ruler's jump, a broken
        tie), as many as the result card holds at its smallest text; the log keeps them all."""
        box = self.stage_box()
        head = self.assets.text(title, "display", 96, YELLOW, shadow=True, width=box.w - 100, min_size=40)
        room = box.h - head.get_height() - 110  # as the shared result card lays itself out
        kept = []
        for why in self.reasons:
            text = detail + "\n" + " ".join(kept + [why])
            if self.assets._paragraph_height(text, "bold", art.BODY, box.w - 40, 1.1) > room:
                break
            kept.append(why)
        return detail + "\n" + " ".join(kept) if kept else detail

    def _on_GoldScored(self, e, d, name):
        start = self.shown_honour[d["seat"]]
        self.shown_honour[d["seat"]] = start + d["honour"]
        board.place_pawn(self, d["seat"], start=start)
        return 0.5

    def _on_GameOver(self, e, d, name):
        names = [self.seat_name(s) for s in d["winners"]]
        self.banner_over(narration.crowned(names), "arenas")
        self.finished = True
        self.app.game_finished(names)
        return 1.5

    # ------------------------------------------------------------------ who acts, what may be done
    def hand_over(self) -> bool:
        """A re-roll that could change no placing is not asked: the roll is kept at once."""
        state = self.match.state
        if state.phase == "reroll" and not self.queue and not rules.reroll_matters(state):
            seat = rules.to_act(state)[0]
            if self.match.seats[seat].kind == "human":
                entry = state.entries[state.rerolls[0]]
                self.enqueue(self.match.submit(rules.Accept(seat), chosen=False))
                self.tell(tr("laurel.toast.kept", fighter=self._fighter_name(entry.fighter),
                             name=self.seat_name(seat)))
                return True
        return super().hand_over()

    def seat_buttons(self) -> list:
        return list(self.button.values())

    def needs_curtain(self, seat: int) -> bool:
        """A re-roll is decided in public: the fighter and its dice are on show, the hand plays
        no part (the prompt names the seat instead)."""
        if self.match.state.phase == "reroll":
            return False
        return super().needs_curtain(seat)

    def idle(self) -> None:
        v = self.view
        for seat, h in enumerate(v.honour):
            if self.shown_honour[seat] != h:
                self.shown_honour[seat] = h
                board.place_pawn(self, seat, instant=True)
        if v.phase == "place" and len(self.floor_cards) != len(v.entries):
            self._floor_from_view()
        if v.phase == "reroll":
            self.ladder.deciding = v.rerolls[0]
            if self.ladder.running(v):
                self.ladder.arrange()
        seat = self.audience
        if len(self.hand_cards) != (len(v.hands[seat]) if seat is not None else 0):
            self._sync()
        legal = self.match.legal(self.actor) if self.my_turn() else []
        kinds = {type(a) for a in legal}
        if self.bid_cycle is not None and rules.Bid in kinds and len(self.bid_cycle.options) != v.counters[
                self.actor] + 1:
            values = [str(i) for i in range(v.counters[self.actor] + 1)]
            self.bid_cycle.options, self.bid_cycle.labels, self.bid_cycle.index = values, values, 0
        if "auction" in v.variants and rules.Done in kinds and v.counters[self.actor] > 0:
            room = max((a.counters for a in legal if isinstance(a, rules.Place)), default=0)  # as the rules allow
            values = [str(i) for i in range(room + 1)]
            if self.counter_cycle.options != values:
                self.counter_cycle.options = values
                self.counter_cycle.labels = [tr("laurel.counters", n=int(x)) for x in values]
                self.counter_cycle.index = 0
                self.counters_on = 0
        for card in self.hand_cards:
            card.draggable = any(isinstance(a, rules.Place) and a.fighter == card.key for a in legal)
        mine = {e.fighter for e in v.entries if e.seat == self.actor} if v.phase == "place" else set()
        for card in self.floor_cards:
            card.draggable = rules.Withdraw(self.actor, card.key) in legal if card.key in mine else False
        for card in self.row_cards:
            card.draggable = (rules.Hire in kinds or rules.Keep in kinds) and self.consider is None
        hand = self.layout["hand"]
        if self.gold_on == "floor":
            floor = self.layout["floor"]
            self.coin.x, self.coin.y = floor.right - 70, floor.y + 8
        elif self.gold_on:
            card = next((c for c in self.hand_cards if c.key == self.gold_on), None)
            if card is not None:
                self.coin.x, self.coin.y = card.x + card.w - 36, card.y - 14
        elif not self.drag.active or self.drag.piece is not self.coin:
            self.coin.x, self.coin.y = hand_panel.coin_home(hand)

    def _refresh_buttons(self) -> None:
        """Only what applies now is on screen: nothing while events play or another seat acts."""
        legal = self.match.legal(self.actor) if self.my_turn() and self.held is None else []
        kinds = {type(a) for a in legal}
        b = self.button
        studying = self.consider is not None
        b["take-two"].visible = rules.TakeTwoLast in kinds and not studying
        b["done"].visible = rules.Done in kinds
        b["accept"].visible = rules.Accept in kinds
        mask = self._mask()
        b["reroll"].visible = rules.Accept in kinds
        b["reroll"].enabled = bool(mask) and rules.Reroll(self.actor, mask) in legal
        b["bid"].visible = rules.Bid in kinds
        b["start"].visible = studying
        self.bid_cycle.visible = rules.Bid in kinds
        self.counter_cycle.visible = ("auction" in self.view.variants and rules.Done in kinds
                                      and self.actor is not None and self.view.counters[self.actor] > 0)
        self.undo_button.visible = (self.actor is not None and not self.queue and not self.finished
                                    and self.held is None and self.match.can_undo(self.actor))
        self.coin.visible = rules.Done in kinds and any(isinstance(a, rules.Place) and a.gold for a in legal)
        for card in self.hand_cards + self.floor_cards + self.row_cards:
            if not legal:
                card.draggable = False
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        """The buttons that make sense now, lined up from the left."""
        B = self.layout["buttons"]
        x = B.x
        for widget in (self.button["start"], self.bid_cycle, self.button["bid"], self.button["take-two"],
                       self.counter_cycle, self.button["done"], self.button["reroll"], self.button["accept"]):
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

    def stage_box(self) -> pygame.Rect:
        """Over the status line and the arenas: the ladder, the scores and the pawns stay in view."""
        status, arenas = self.layout["status"], self.layout["arenas"]
        return pygame.Rect(arenas.x, status.y, arenas.w, arenas.bottom - status.y)

    # ------------------------------------------------------------------ why not
    def why_not(self, fighter: str) -> str | None:
        """Why a fighter of the hand on screen cannot go to the tournament now, in the rules'
        words (None: it can, or it is not the time to send anyone)."""
        v = self.view
        if v.phase != "place" or self.audience is None or fighter not in rules.FIGHTERS:
            return None
        arena = rules.ARENAS.get(v.arenas[v.tournament])
        if arena is None:
            return None
        title = names.arena(arena.id)
        bar = rules.kept_out(v, self.audience, fighter)
        if bar == "rank":
            return tr("laurel.why.rank", arena=title, ranks="/".join(arena.ranks))
        if bar == "gender":
            if set(arena.genders) == {"female", "unknown"}:  # the arenas that keep one gender out
                return tr("laurel.why.women", arena=title)
            if set(arena.genders) == {"male", "unknown"}:
                return tr("laurel.why.men", arena=title)
            genders = "/".join(tr(f"laurel.genders.{g}") for g in arena.genders)
            return tr("laurel.why.gender", arena=title, genders=genders)
        if bar == "limit":
            return tr("laurel.why.limit", arena=title, n=arena.max_per_sponsor)
        return None

    def explain_drop(self, action) -> None:
        if isinstance(action, rules.Place):
            reason = self.why_not(action.fighter)
            if reason:
                self.tell(reason)
                return
        super().explain_drop(action)

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
            placing = self.my_turn() and self.view.phase == "place" and not self.showing
            back = next((c for c in reversed(self.floor_cards) if c.hit(event.pos)), None) if placing else None
            if back is not None and back.draggable:
                self.drag.begin(back, event.pos, self._back_targets(back), self.match.legal(self.actor))
                return True
            card = next((c for c in reversed(self.hand_cards + self.row_cards) if c.hit(event.pos)), None)
            if card is not None and (card.draggable or (placing and card in self.hand_cards)):
                self.drag.begin(card, event.pos, self._targets(card), self.match.legal(self.actor))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = next((c for c in reversed(self.hand_cards + self.row_cards + self.floor_cards)
                         if c.hit(event.pos) and c.face_up), None)
            row = next((r for r in self.ladder.rows if self.showing and pygame.Rect(
                r.x, r.y, self.ladder.slot(0).w, self.ladder.row_height()).collidepoint(event.pos)), None)
            key = card.key if card is not None else (row.fighter if row is not None else None)
            self.zoom = key if key in rules.FIGHTERS else None
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            if self.drag.piece is self.coin:
                target = self.drag.target_at(event.pos)
                self.drag.end(event.pos)
                self.gold_on = target.zone if target is not None else None
                return True
            piece = self.drag.piece
            self.finish_drag(event.pos, self._back_targets(piece) if piece in self.floor_cards else self._targets(piece))
            return True
        return False

    def _click_die(self, pos) -> bool:
        """In a re-roll decision, clicking one of that fighter's dice picks it for the re-roll."""
        v = self.view
        if v.phase != "reroll" or not self.my_turn():
            return False
        index = v.rerolls[0]
        row = self.ladder.by_index(index)
        if row is None:
            return False
        for k, die in enumerate(row.pieces[: len(v.entries[index].dice)]):
            if die.hit(pos):
                self.chosen ^= {k}
                die.held = k in self.chosen
                return True
        return False

    @property
    def dice(self) -> dict[int, list]:
        """The dice on show, by entry."""
        return {row.index: row.pieces for row in self.ladder.rows}

    def _coin_targets(self) -> list[DropTarget]:
        """The coin goes on a fighter in the hand, or on the floor (then with the next fighter sent)."""
        cards = [DropTarget(c.key, c.rect.inflate(10, 10), c.key) for c in self.hand_cards if c.draggable]
        return cards + [DropTarget("floor", self.layout["floor"], "floor")]

    def _coin_targets_actions(self) -> list:
        return [c.key for c in self.hand_cards if c.draggable] + ["floor"]

    def _back_targets(self, card: Card) -> list[DropTarget]:
        return [DropTarget("hand", self.layout["hand"], rules.Withdraw(self.actor, card.key))]

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

    def drop_reason(self, piece, pos) -> str | None:
        """A fighter of the hand let go away from the floor: the arena's reason, if it has one."""
        if piece in self.hand_cards:
            return self.why_not(piece.key)
        return None

    def _arena_at(self, pos) -> str | None:
        for rect, arena in self._arena_rects:
            if rect.collidepoint(pos) and arena in rules.ARENAS:
                return arena
        return None

    def hover(self, pos) -> None:
        arena = None if self.drag.active else self._arena_at(pos)
        if arena != self.hover_arena:
            self.hover_arena, self.arena_time = arena, 0.0
        pieces = self.hand_cards + self.row_cards + ([] if self.showing else self.floor_cards)
        card = None if self.drag.active else next((c for c in reversed(pieces) if c.hit(pos)), None)
        if card is not self.hover_card:
            if self.hover_card is not None:
                self.tweener.add(self.hover_card, 0.12, "out_quad", hover=0.0, tag="ui")
            self.hover_card, self.hover_time = card, 0.0
            if card is not None and card.draggable:
                self.tweener.add(card, 0.12, "out_quad", hover=1.0, tag="ui")

    def update(self, dt: float) -> None:
        super().update(dt)
        self._refresh_buttons()
        if self.hover_card is not None:
            self.hover_time += dt
        if self.hover_arena is not None:
            self.arena_time += dt

    # ------------------------------------------------------------------ results
    def result_summary(self) -> tuple:
        state = self.match.view(None)  # the end is public
        scores = [tr("laurel.result.score", honour=h, laps=rules.lap(h) + 1) for h in state.honour]
        lines = []
        for n, result in enumerate(state.results):
            best = result.standings[0] if result.standings else None
            who = f"{self.seat_name(best.seat)} ({rules.FIGHTERS[best.fighter].name})" if best else tr("laurel.nobody")
            lines.append(tr("laurel.result.line", n=n + 1, arena=names.arena(result.arena), name=who))
        emblem = self.assets.svg("laurel-crown/laurel.svg", (200, 150))  # above the headline, not behind it
        return scores, "\n".join(lines), narration.crowned([self.seat_name(s) for s in state.winners]), emblem

    # ------------------------------------------------------------------ draw
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        board.draw_seats(self, surface)
        board.draw_pawns(self, surface)
        self.draw_log(surface, self.layout["log"], top=8)
        self._draw_arenas(surface)
        held = self.drag.piece
        if self.showing:
            self.ladder.draw(surface)
            for card in self.floor_cards:  # the placed cards turning over, fading out
                if card.alpha > 1:
                    card.draw(surface)
        else:
            self._draw_floor(surface)
            hand_panel.draw(self, surface, held)
        if self.coin.visible and held is not self.coin:
            self.coin.draw(surface)
        self.drag.draw(surface)
        if held is not None:
            held.draw(surface)
        for flyer in self.flyers:
            image = flyer.image
            if flyer.alpha < 254:
                image = image.copy()
                image.set_alpha(int(flyer.alpha))
            surface.blit(image, (flyer.x, flyer.y))
        for widget in self.buttons + [self.bid_cycle, self.counter_cycle]:
            if widget.visible:
                widget.draw(surface)
        self.draw_toast_or(surface, self.layout["status"], self._status_text())
        self.draw_banner(surface, self.banner_at)
        self._draw_zoom(surface)

    def draw_banner(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The shared banner, fitted to the half of the table it is shown over."""
        if not self.banner:
            return
        text, left = self.banner
        alpha = max(0.0, min(1.0, left / 0.3, (BANNER_TIME - left) / 0.2 if left < BANNER_TIME else 1.0))
        room = self.layout["arenas"].w - 140
        label = self.assets.text(text, "display", 64, YELLOW, shadow=True, width=room, min_size=art.TITLE)
        band = self.assets.cached(("laurel-banner", label.get_width(), label.get_height()), lambda: rounded_panel(
            (label.get_width() + 100, label.get_height() + 36), (20, 12, 8, 225), GOLD, 24, 4))
        r = band.get_rect(center=centre)
        if alpha < 0.99:
            band, label = band.copy(), label.copy()
            band.set_alpha(int(255 * alpha))
            label.set_alpha(int(255 * alpha))
        surface.blit(band, r)
        surface.blit(label, label.get_rect(center=r.center))

    def _variant_note(self) -> tuple[str, str]:
        """The arena variant in play, in a word for the arenas' title and in full for its tooltip."""
        v = self.view
        tiers = [rules.TIERS.index(rules.tier_of(a) or "low") for a in v.arenas]
        order = "ascending" if tiers == sorted(tiers) else ("descending" if tiers == sorted(tiers, reverse=True)
                                                             else "shuffled")
        counts = ", ".join(tr(f"laurel.variant.count.{t}", n=tiers.count(k)) for k, t in enumerate(rules.TIERS)
                           if tiers.count(k))
        word = tr(f"laurel.variant.{order}")
        full = tr(f"laurel.tip.order.{order}", counts=counts)
        if "hidden-arenas" in v.variants:
            word += " · " + tr("laurel.variant.hidden")
            full += " " + tr("laurel.tip.order.hidden")
        return word, full

    def rules_note(self) -> str:
        """The rules page ends with the arenas and the hiring this game was set up with."""
        v = self.view
        hiring = next((h for h in rules.EMPLOYMENT_VARIANTS if h in v.variants), "standard")
        return self._variant_note()[1] + " " + tr("laurel.rules.hiring", name=tr(f"option.laurel-crown.hiring.{hiring}"))

    def _draw_arenas(self, surface) -> None:
        zone = self.layout["arenas"]
        v = self.view
        title = self.assets.text(tr("laurel.zone.arenas"), "display", art.TITLE, GOLD, width=300)
        label = title.get_rect(topleft=(zone.x + 14, zone.y + 4))
        surface.blit(title, label)
        word, full = self._variant_note()
        note = self.assets.text(word.upper(), "display", art.TITLE, PAPER, width=zone.w - title.get_width() - 60)
        where = note.get_rect(topright=(zone.right - 14, zone.y + 4))
        surface.blit(note, where)
        self.tip(where.union(label), full)
        self._arena_labels = [label, where]
        n = len(v.arenas)
        gap = 12
        ring = 4  # the current arena's ring, drawn round it: under the labels, inside the panel
        top = max(label.bottom, where.bottom) + ring + 4
        w = min(art.ARENA[0], (zone.w - 2 * MARGIN - gap * (n - 1)) // max(1, n))
        h = min(art.ARENA[1], zone.bottom - ring - 4 - top)
        x0 = zone.centerx - (n * w + (n - 1) * gap) / 2
        self._arena_rects = []
        self._arena_ring = None
        for i, arena in enumerate(v.arenas):
            rect = pygame.Rect(int(x0 + i * (w + gap)), top, w, h)
            self._arena_rects.append((rect, arena))
            current = i == v.tournament and v.phase in ("place", "reroll")
            if current:
                self._arena_ring = rect.inflate(2 * ring, 2 * ring)
                pygame.draw.rect(surface, YELLOW, self._arena_ring, width=ring, border_radius=14)
            face = art.arena_face(self.assets, arena, (w, h))
            if i < v.tournament or (v.phase == "over" and i < len(v.arenas) - 1):
                face = face.copy()
                face.set_alpha(110)
            surface.blit(face, rect)
            if arena not in rules.ARENAS:
                self.tip(rect, tr("laurel.tip.arena-back", tier=tr(f"laurel.tier.{rules.tier_of(arena) or 'low'}")))

    def _draw_floor(self, surface) -> None:
        v = self.view
        zone = self.layout["floor"]
        surface.blit(art.zone_panel(self.assets, zone.size), zone)
        if v.phase in ("employ", "bid") or (v.phase == "draft" and self.row_cards):
            title = tr("laurel.zone.draft") if v.phase == "draft" else tr("laurel.zone.row")
        else:
            title = tr("laurel.zone.floor")
        surface.blit(self.assets.text(title, "display", art.TITLE, GOLD, width=zone.w - 28), (zone.x + 14, zone.y + 6))
        held = self.drag.piece
        for card in self.row_cards:
            if card is not held:
                card.draw(surface)
                if card.w < 100 and card.face_up:  # a tiny card shows its name on hover
                    self.tip(card.rect, self._card_tip(card.key))
        entries = v.entries if v.phase == "place" else ()
        for card, entry in zip(self.floor_cards, entries):
            if card is held:
                continue
            colour = SEAT_COLOURS[self.match.seats[entry.seat].colour]
            pygame.draw.rect(surface, colour, card.rect.inflate(8, 8), width=4, border_radius=12)
            card.draw(surface)
            self._draw_stakes(surface, card, entry)
            if card.draggable:
                self.tip(card.rect, tr("laurel.tip.withdraw", fighter=self._fighter_name(card.key)))
            elif not card.face_up:
                self.tip(card.rect, tr("laurel.tip.face-down", name=self.seat_name(entry.seat)))

    def _draw_stakes(self, surface, card: Card, entry) -> None:
        """A placed fighter carries the reward gold and the counters sent with it."""
        x, y = card.rect.right - 22, card.rect.y - 14
        if entry.gold:
            coin = pygame.Rect(x - 18, y, 40, 40)
            surface.blit(self.assets.svg("laurel-crown/coin.svg", coin.size), coin)
            self.tip(coin, tr("laurel.tip.placed-gold", name=self.seat_name(entry.seat), n=rules.R["gold_bonus"]))
            x -= 46
        if entry.counters:
            icon = art.counter_icon(self.assets, 30)
            count = self.assets.text(f"×{entry.counters}", "bold", 22, PAPER, shadow=True)
            spot = pygame.Rect(x - 14, y + 4, 32 + count.get_width(), 32)
            surface.blit(icon, (spot.x, spot.y))
            surface.blit(count, count.get_rect(midleft=(spot.x + 32, spot.centery)))
            self.tip(spot, tr("laurel.tip.placed-counters", name=self.seat_name(entry.seat), n=entry.counters))

    def _card_tip(self, key: str) -> str:
        f = rules.FIGHTERS.get(key)
        if f is None:
            return tr("laurel.hidden-fighter")
        lines = art.ability_lines(key)
        return tr("laurel.tip.card", name=f.name, rank=f.rank, power=art.power_text(key)) + (
            " " + "; ".join(lines) if lines else "")

    def _status_text(self) -> str:
        if self.finished or self.queue or self.held is not None:
            return ""
        if self.consider is not None:
            return tr("laurel.status.consider", n=int(self.consider) + 1)
        v = self.view
        if v.phase == "reroll":
            entry = v.entries[v.rerolls[0]]
            row = self.ladder.by_index(v.rerolls[0])
            fighter = self._fighter_name(entry.fighter)
            if not self.my_turn():
                return tr("laurel.status.reroll-wait", name=self.seat_name(entry.seat), fighter=fighter)
            place = self.ladder.order().index(row) + 1 if row in self.ladder.rows else 1
            return tr("laurel.status.reroll-mine", fighter=fighter, n=rules.FIGHTERS[entry.fighter].reroll,
                      power=row.total if row is not None and row.total is not None else "?", place=place,
                      of=len(v.entries))
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
            key = self.hover_card.key if self.hover_card.face_up else None
        if key not in rules.FIGHTERS:
            return
        big = art.big_fighter(self.assets, key)
        x, y = 960 - big.get_width() - 20, 1080 - big.get_height() - 30
        surface.blit(art.card_shadow(self.assets, art.BIG_CARD), (x + 6, y + 10))
        surface.blit(big, (x, y))
        reason = self.why_not(key) if any(c.key == key for c in self.hand_cards) else None
        if reason:  # a barred fighter says why above its enlarged card (the pointer's tip sits under it)
            width = big.get_width()
            label = self.assets.wrapped(reason, "bold", 22, width - 24, PAPER, 1.05)
            band = pygame.Rect(x, y - label.get_height() - 32, width, label.get_height() + 24)
            surface.blit(self.assets.cached(("laurel-why", band.size), lambda: rounded_panel(
                band.size, (120, 24, 30, 235), (240, 96, 96), 10, 2)), band)
            surface.blit(label, (band.x + 12, band.y + 12))
