"""The Challengers! table: deck phases, the bosques where the matches play out, the director's
bracket, and the champion.

The screen shows one of two things, from the view of whoever is looking: a **deck phase** (the
seat at the screen draws, selects, redraws and removes; the others see only who is still
building) or the **parks** (the park of the seat at the screen in focus, the others small and
live beside it). Matches play inside the engine; the table tells them card by card from the
events (``model.ParkPicture``). A competition, its results and the tournament's end are public
moments; deck phases are secret (a curtain for each human seat), and a choice a card asks during a
match is made in public unless it shows hidden cards (a peek).

The engine plays the parks one after another; the table tells them side by side, as a director
would (``order.side_by_side``): the match of the human at the screen leads and the computers' parks
run alongside it in proportion, so they finish together; a second human's match follows, in
focus in its turn. A human's card waits for a click on their deck (setting ``reveal``), the rest
plays at the animation speed; "Turn the rest over" lets a match play itself out.
"""

from __future__ import annotations

import pygame

import collections

from tabletop.engine.core import Event
from tabletop.games.challengers import art, narration, rules
from tabletop.games.challengers.table import deckphase as dp
from tabletop.games.challengers.table import director, model, order
from tabletop.games.challengers.table.order import MATCH_KINDS, is_match_event
from tabletop.games.challengers.table.motion import Motions
from tabletop.games.challengers.table.parks import Geometry, ParkLayers, draw_cards, park_name, sliding
from tabletop.games.challengers.table.zones import REQUIRED_ZONES  # noqa: F401 - the layout test reads it
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.shell.table import TableScene
from tabletop.ui.assets import GOLD, PAPER, YELLOW, felt_table
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.layout import load_layout
from tabletop.ui.pieces import Card, rounded_panel
from tabletop.ui.seats import level_word
from tabletop.ui.widgets import Button

FOCUS_TIMES = {"CardRevealed": 0.5, "StrengthGained": 0.3, "TotalsCompared": 0.35, "FlagLost": 0.35,
               "FlagTaken": 0.5, "CardsBenched": 0.4, "CardMoved": 0.35, "FansTaken": 0.25, "MatchWon": 0.9,
               "DeckPeeked": 0.3, "MatchStarted": 0.4}
ELSEWHERE = 0.06  # an event of a park out of focus: it plays live, briefly
LONG_MATCH = 40  # reveals after which a park that goes round and round is told at a glance
HOVER_ZOOM = 0.6
DEAL_TIME, DEAL_STAGGER = 0.35, 0.09  # a drawn card's flight from the pile, and the gap between two
REASONS = {"deck-out": "challengers.stage.why.deck-out", "bench-full": "challengers.stage.why.bench-full",
           "reveal-limit": "challengers.stage.why.reveal-limit"}


class ChallengersScene(TableScene):
    """A Challengers! tournament on the table."""

    PUBLIC_MOMENTS = frozenset({"CompetitionStarted", "MatchWon", "TrophiesRevealed", "FinalistsChosen",
                                "TournamentWon"})

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app, match, autoplay)
        self.layout = load_layout(match.info.layout)
        self.pictures: dict[int, model.ParkPicture] = {}
        self.ages: dict[int, float] = {}  # card -> seconds since it was revealed
        self.motions = Motions()  # what moves in the park in focus: totals, the flag, cards to the bench
        self.reveals: dict[int, int] = {}  # park -> cards revealed so far in its match
        self.mode = "deck"
        self.show_bracket = False
        self.watching: int | None = None  # a small park clicked to be watched in focus
        self.live: int | None = None  # the human's park being told now (it has the focus)
        self.left: collections.Counter = collections.Counter()  # park -> its match events still queued
        self.released: Event | None = None  # the card a click on its deck just turned over
        self.auto_parks: set[int] = set()  # parks told to turn the rest of their cards over by themselves
        self.told = None  # the state before the competition being told (None: nothing is being told)
        self._told_view = None  # (audience, its view of ``told``)
        self.mini_rects: list[tuple[pygame.Rect, int]] = []
        self.pieces: dict[str, Card] = {}  # "d<copy>" drawn, "k<copy>" deck card
        self.synced = None  # the builder and deck the pieces were laid out for
        self.hover_card: int | None = None
        self.hover_time = 0.0
        self.card_hits: list[tuple[pygame.Rect, int]] = []
        self.choice_rects: list[tuple[pygame.Rect, int]] = []
        self.round_lines: list[tuple[int, str]] = []  # the results of the round being played, for its summary
        self.playing_round = (1, False)  # the round (and whether the final) the parks play
        self.static = None
        self._standings = None  # (what they show, the drawing, its tooltips)
        self._still: pygame.Surface | None = None  # the table's still part (``_update_still``)
        self._shown: dict = {}  # what each part of it shows
        self._log_drawn = pygame.Rect(0, 0, 0, 0)  # where the log drew on it (a text too wide reaches out)
        self.park_layers: ParkLayers | None = None
        self.buttons: list[Button] = []

    # ------------------------------------------------------------------ names and seats
    def participant_names(self) -> list[str]:
        names = [s.name for s in self.match.seats]
        return names + ([tr("challengers.robot")] * (rules.participants(len(names)) - len(names)))

    def participant_colours(self) -> list[int | None]:
        colours: list[int | None] = [s.colour for s in self.match.seats]
        return colours + [None] * (rules.participants(len(colours)) - len(colours))

    def _me(self) -> int | None:
        return self.actor if self.actor is not None else self.audience

    def focus(self) -> int:
        """The park in focus: the one a click chose to watch, else the one of the seat at the
        screen (or of the human last handed the mouse), else the first."""
        if self.watching in self.pictures:
            return self.watching
        if self.live in self.pictures:
            return self.live
        for who in (self._me(), self.perspective):
            for park, pic in self.pictures.items():
                if who is not None and who in (pic.sides[0].who, pic.sides[1].who):
                    return park
        return min(self.pictures) if self.pictures else 0

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        self.static = self.assets.cached(("challengers-felt",), lambda: felt_table((1920, 1080), (16, 52, 36),
                                                                                   (120, 220, 150)))
        self.park_layers, self._still, self._shown = ParkLayers(self.assets, self.static), None, {}
        L = self.layout
        bar = L["action_bar"]
        self.undo_button = Button(L["undo_button"], tr("button.undo"), self.undo, self.assets, size=28,
                                  icon="common/icons/undo.svg")
        self.menu_button = Button(L["menu_button"], tr("button.menu"), self.open_menu, self.assets, size=28,
                                  icon="common/icons/gear.svg")
        self.bracket_button = Button(L["bracket_button"], tr("challengers.button.bracket"), self._toggle_bracket,
                                     self.assets, size=28, icon="common/icons/trophy.svg")
        self.finish_button = Button((bar.right - 380, bar.y, 380, 56), tr("challengers.button.finish"),
                                    self._finish, self.assets, size=28, primary=True)
        self.redraw_button = Button((bar.right - 780, bar.y, 380, 56), tr("challengers.button.redraw"),
                                    self._redraw, self.assets, size=28)
        self.decline_button = Button((bar.right - 380, bar.y, 380, 56), tr("challengers.button.decline"),
                                     self._decline, self.assets, size=28)
        self.auto_button = Button((bar.right - 460, bar.y, 460, 56), tr("challengers.button.auto"),
                                  self._auto, self.assets, size=28)
        self.buttons = [self.undo_button, self.menu_button, self.bracket_button, self.finish_button,
                        self.redraw_button, self.decline_button, self.auto_button]
        self.rebuild()

    def narrate(self, event, audience, names):
        return narration.narrate(event, audience, self.participant_names(), players=len(self.match.seats))

    def log_header(self):
        return narration.header(self.participant_names())

    # ------------------------------------------------------------------ the table from the view
    def rebuild(self) -> None:
        view = self.view
        self.mode = "parks" if view.phase in ("competition", "final") else "deck"
        self.pictures = model.from_view(view)
        self.reveals = {park: 0 for park in self.pictures}
        self.ages.clear()
        self.motions.clear()
        self.synced = None
        self._sync_pieces(instant=True)

    def _building(self) -> bool:
        """Is the seat at the screen in the middle of its own deck phase?"""
        me = self._me()
        v = self.view
        return (me is not None and self.mode == "deck" and v.phase in ("deck", "final-deck")
                and me == self.audience and v.builders[me].stage in ("draw", "pick", "remove"))

    def _sync_pieces(self, instant: bool = False) -> None:
        """Lay out the drawn cards and the deck of the seat at the screen as pieces."""
        me = self._me()
        if not self._building():
            self.pieces, self.synced = {}, None
            return
        b, deck = self.view.builders[me], self.view.decks[me]
        if self.synced == (b, deck):
            return
        self.synced = (b, deck)
        L = self.layout
        desired: list[tuple[str, tuple[int, int], tuple[int, int]]] = []
        for c, pos in zip(b.drawn, dp.drawn_slots(L["drawn"], len(b.drawn))):
            desired.append((f"d{c}", pos, dp.DRAWN))
        for c, pos in zip(deck, dp.deck_slots(L["deck"], len(deck))):
            desired.append((f"k{c}", pos, dp.DECK))
        old, new = self.pieces, {}
        start = dp.pile_rects(L["piles"], [b.level or "A"])[0][0].topleft
        dealt = 0
        for key, pos, size in desired:
            piece, delay = old.get(key), 0.0
            if piece is None:
                born = old.get(("d" if key[0] == "k" else "k") + key[1:])  # a card that changed zone starts where it was
                x, y = (born.x, born.y) if born is not None else start
                fresh = born is None and key[0] == "d" and not instant and self.app.speed > 0
                piece = Card(key, x, y, *size, self._face(size), self._back(size), art.card_shadow(self.assets, size),
                             face_up=not fresh)
                if fresh:  # dealt from the pile: one after another, face down, turned over where it lands
                    delay, dealt = DEAL_STAGGER * dealt, dealt + 1
                    piece.flip(self.tweener, True, delay=delay + DEAL_TIME)
            new[key] = piece
            if instant or self.app.speed <= 0:
                piece.x, piece.y = pos
            elif (round(piece.x), round(piece.y)) != pos:
                piece.move_to(self.tweener, *pos, duration=DEAL_TIME if delay or not piece.face_up else 0.3,
                              delay=delay)
        self.pieces = new
        self._mark_draggable()

    def _face(self, size):
        return lambda key: art.card_face(self.assets, rules.COPIES[int(key[1:])], size)

    def _back(self, size):
        return lambda key: art.card_back(self.assets, size)

    def _mark_draggable(self) -> None:
        legal = self.match.legal(self.actor) if self.my_turn() else []
        for key, piece in self.pieces.items():
            c = int(key[1:])
            piece.draggable = (rules.Select(self.actor, c) in legal) if key[0] == "d" else (
                rules.Remove(self.actor, c) in legal)

    # ------------------------------------------------------------------ events
    def play_event(self, event: Event) -> float:
        d, kind = event.data, event.kind
        if kind == "CompetitionStarted":
            self.mode, self.show_bracket = "parks", False
            self.pictures, self.reveals, self.round_lines, self.watching = {}, {}, [], None
            self.live, self.auto_parks = None, set()
            self.playing_round = (d["round"], d["final"])
            self.pieces = {}
            title = tr("challengers.banner.final") if d["final"] else tr("challengers.banner.competition", n=d["round"])
            self.show_banner(title)
            return 0.8
        if kind == "MatchStarted":
            park = d["park"]
            self.pictures[park] = model.fresh(park, tuple(d["sides"]), d["starter"], model.deck_sizes(self.shown_view()))
            self.reveals[park] = 0
            return self._time(kind, park)
        park = d.get("park")
        if kind in MATCH_KINDS and park is not None:
            self.left[park] -= 1
        if self.told is not None and not any(v > 0 for v in self.left.values()):
            self.told = self._told_view = None  # every match told: the results may show
            if park in self.pictures and any(self._is_human(s.who) for s in self.pictures[park].sides):
                self.live = park
        if park is not None and park in self.pictures and kind in FOCUS_TIMES:
            pic = self.pictures[park]
            animate = self.app.speed > 0 and park == self.focus()
            started = self.motions.before(kind, d, pic, self.layout["park_focus"], self.assets) if animate else []
            pic.play(kind, d)
            if animate:
                self.motions.after(kind, d, pic, self.layout["park_focus"], self.assets, started)
            if kind == "CardRevealed":
                self.reveals[park] = self.reveals.get(park, 0) + 1
                self.ages[d["card"]] = 0.0
            if kind == "MatchWon":
                self.round_lines.append((park, self.match_line(d, park)))
            return self._time(kind, park)
        if kind in ("DeckPhaseStarted", "FinalistsChosen"):
            self._stage_round()
            self.mode = "deck"
            self.pictures = {}
            return 0.0
        if kind == "TournamentWon":
            self._stage_round()
            self.finished = True
            names = self.participant_names()
            self.app.game_finished([names[c] for c in d["champions"] if c < len(self.match.seats)])
            return 0.5
        return 0.0  # the deck-phase events: their cards are laid out from the view (``idle``)

    def match_line(self, d: dict, park: int) -> str:
        """One match's result, the way it was lost said as such."""
        names = self.participant_names()
        return tr("challengers.stage.match", park=park_name(park), winner=names[d["winner"]],
                  reason=tr(REASONS[d["reason"]], name=names[d["loser"]]))

    def _time(self, kind: str, park: int) -> float:
        if self.app.speed <= 0:  # instant: a whole competition plays in one frame
            return 0.0
        base = FOCUS_TIMES.get(kind, 0.2)
        focus = self.focus()
        if park != focus:  # beside the match in focus it plays along for free; on its own, briefly
            return 0.0 if self.left[focus] > 0 else ELSEWHERE
        if self.reveals.get(park, 0) > LONG_MATCH:  # round and round: told quickly
            return base * 0.1
        return base

    def _stage_round(self) -> None:
        """The round's results, held until read."""
        if not self.round_lines:
            return
        number, final = self.playing_round
        title = tr("challengers.stage.final") if final else tr("challengers.stage.round", n=number)
        self.stage(title, "\n".join(line for _, line in sorted(self.round_lines)))
        self.round_lines = []

    # ------------------------------------------------------------------ the director's order
    def enqueue(self, events: list[Event]) -> None:
        before = self.state_before(events)
        if before is not None and self.told is None and any(is_match_event(e) for e in events):
            self.told = before  # the standings and the header wait for the matches to be told
        events = self.director_order(events)
        for e in events:
            if is_match_event(e):
                self.left[e.data["park"]] += 1
        super().enqueue(events, before)

    def shown_view(self):
        """The view the standings, the header and the bracket show (and the decks a match starts
        from): while a competition is still being told, the table as it stood before it (they
        would give its results away), else now."""
        if self.told is None:
            return self.view
        if self._told_view is None or self._told_view[0] != self.audience:
            self._told_view = (self.audience, self.match.game.view(self.told, self.audience))
        return self._told_view[1]

    def _is_human(self, who: int) -> bool:
        """Is participant ``who`` a human seat (not a computer, not the Robot)?"""
        return who < len(self.match.seats) and self.match.seats[who].kind == "human"

    def director_order(self, events: list[Event]) -> list[Event]:
        """The same events, the parks told side by side (``order.side_by_side``)."""
        sides = {park: tuple(s.who for s in pic.sides) for park, pic in self.pictures.items()}
        me = self._me() if self._me() is not None else self.perspective
        return order.side_by_side(events, sides, self._is_human, me,
                                  self.focus() if self.pictures else None)

    # ------------------------------------------------------------------ cards turned over by a click
    def waits_for(self, event: Event) -> bool:
        """A human's next card in the park in focus waits for a click on their deck (unless the
        setting says cards turn over by themselves, the animations are instant, or the match was
        told to play itself out)."""
        if event.kind != "CardRevealed" or event is self.released or self.autoplay or self.app.speed <= 0:
            return False
        if self.app.settings.get("reveal", "click") != "click":
            return False
        park, who = event.data["park"], event.data["who"]
        return park == self.focus() and park not in self.auto_parks and self._is_human(who)

    def revealer(self) -> int | None:
        """The human whose click the next card waits for, if it does."""
        if self.queue and self.wait <= 0 and self.held is None and self.waits_for(self.queue[0]):
            return self.queue[0].data["who"]
        return None

    def _reveal(self) -> None:
        self.released = self.queue[0]

    def _auto(self) -> None:
        if self.pictures:
            self.auto_parks.add(self.focus())

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.revealer() is not None
                and self.layout["park_focus"].collidepoint(event.pos) and not self.show_bracket):
            self._reveal()  # a click on the park in focus (its deck glows) turns the card over
            return True
        if self.common_input(event, self.buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._click_choice(event.pos) or self._click_pile(event.pos):
                return True
            park = next((p for r, p in self.mini_rects if r.collidepoint(event.pos)), None)
            if park is not None and not self.show_bracket:  # watch that park in focus
                self.watching = park
                return True
            piece = self._piece_at(event.pos)
            if piece is not None and piece.draggable and self.my_turn():
                self.drag.begin(piece, event.pos, self._targets(piece), self.match.legal(self.actor))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self._card_at(event.pos)
            self.zoom = rules.COPIES[card] if card is not None else None
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            piece = self.drag.piece
            if (abs(piece.x - self.drag.origin[0]) < 8 and abs(piece.y - self.drag.origin[1]) < 8
                    and piece.key[0] == "d"):  # a click on a drawn card selects it
                self.drag.cancel()
                self.submit(rules.Select(self.actor, int(piece.key[1:])))
                return True
            self.finish_drag(event.pos, self._targets(piece))
            return True
        return False

    def _targets(self, piece: Card) -> list[DropTarget]:
        c = int(piece.key[1:])
        if piece.key[0] == "d":
            return [DropTarget("deck", self.layout["deck"], rules.Select(self.actor, c))]
        return [DropTarget("tray", self.layout["tray"], rules.Remove(self.actor, c))]

    def drop_reason(self, piece, pos) -> str | None:
        if piece.key[0] == "k" and self.layout["drawn"].collidepoint(pos):
            return tr("challengers.drop.no-return")
        return None

    def _piece_at(self, pos) -> Card | None:
        for piece in reversed(list(self.pieces.values())):
            if piece.hit(pos):
                return piece
        return None

    def _card_at(self, pos) -> int | None:
        piece = self._piece_at(pos)
        if piece is not None:
            return int(piece.key[1:])
        for rect, card in reversed(self.card_hits + self.choice_rects):
            if rect.collidepoint(pos):
                return card
        return None

    def _click_pile(self, pos) -> bool:
        if not self._building() or not self.my_turn():
            return False
        for rect, level in dp.pile_rects(self.layout["piles"], self._levels()):
            if rect.collidepoint(pos):
                self.submit(rules.Draw(self.actor, level))
                return True
        return False

    def _levels(self) -> list[str]:
        return [a.level for a in self.match.legal(self.actor) if isinstance(a, rules.Draw)] if self.my_turn() else []

    def _click_choice(self, pos) -> bool:
        if not self.my_turn():
            return False
        for rect, card in self.choice_rects:
            if rect.collidepoint(pos):
                self.submit(rules.Pick(self.actor, card))
                return True
        return False

    def _finish(self) -> None:
        self.submit(rules.FinishDeck(self.actor))

    def _redraw(self) -> None:
        self.submit(rules.Redraw(self.actor))

    def _decline(self) -> None:
        self.submit(rules.Decline(self.actor))

    def _toggle_bracket(self) -> None:
        self.show_bracket = not self.show_bracket

    def hover(self, pos) -> None:
        card = None if self.drag.active else self._card_at(pos)
        if card != self.hover_card:
            self.hover_card, self.hover_time = card, 0.0

    # ------------------------------------------------------------------ the flow
    def needs_curtain(self, seat: int) -> bool:
        """A deck phase shows the seat's deck: a curtain. A question in a match only when it shows
        cards the others may not see (a peek); the rest is decided in public."""
        return self.match.view(seat) != self.match.view(None)

    def seat_buttons(self) -> list:
        return [self.finish_button, self.redraw_button, self.decline_button]

    def undo_buttons(self) -> list:
        return [self.undo_button]

    def think_pause(self) -> float:
        """Computer seats build their decks at once (nobody watches a secret deck phase, and nobody
        should wait for it); a card's question in a match gets the usual pause."""
        if self.view.phase in ("deck", "final-deck"):
            return 0.0
        return super().think_pause()

    def idle(self) -> None:
        self._sync_pieces()
        self._mark_draggable()

    def update(self, dt: float) -> None:
        super().update(dt)
        for card in list(self.ages):
            self.ages[card] += dt * max(self.app.speed, 1.0)
            if self.ages[card] > 1.0:
                del self.ages[card]
        self.motions.update(dt * self.app.speed if self.app.speed > 0 else 1e9)
        self._update_buttons()
        if self.hover_card is not None:
            self.hover_time += dt

    def moving(self) -> bool:
        if self.revealer() is not None:  # waiting for a click: nothing moves until it comes
            return self.tweener.busy() or bool(self.ages or self.banner) or self.drag.active or self.motions.busy()
        return super().moving() or bool(self.ages) or self.motions.busy()

    def skip_animation(self) -> None:
        super().skip_animation()
        self.motions.clear()  # (the events it played started theirs: they end at once too)
        self.ages.clear()

    def _update_buttons(self) -> None:
        legal = self.match.legal(self.actor) if self.my_turn() and self.held is None else []
        self.finish_button.visible = any(isinstance(a, rules.FinishDeck) for a in legal)
        self.redraw_button.visible = any(isinstance(a, rules.Redraw) for a in legal)
        self.decline_button.visible = any(isinstance(a, rules.Decline) for a in legal)
        self.auto_button.visible = self.revealer() is not None
        self.undo_button.enabled = self.actor is not None and self.match.can_undo(self.actor) and not self.queue

    def stage_box(self) -> pygame.Rect:
        return pygame.Rect(210, 200, 1100, 560)

    def result_summary(self) -> tuple:
        view = self.match.view(None)  # the end is public
        names = self.participant_names()
        scores = [tr("challengers.result.score", fans=rules.total_fans(view, s), trophies=len(view.trophies[s]))
                  for s in range(view.players)]
        last = view.results[-1].round if view.results else 0  # the deciding round: the final, or round 7
        history = "\n".join(self.match_line({"winner": r.winner, "loser": r.loser, "reason": r.reason}, r.park)
                            for r in view.results if r.round == last and (r.winner in view.champions or last > 7))
        champs = [names[c] for c in view.champions]
        headline = tr("challengers.result.robot") if view.champions and not rules.winners(view) else \
            tr("challengers.result.champion", names=", ".join(champs), n=len(champs))
        colours = self.participant_colours()

        def champion(surface: pygame.Surface, rect: pygame.Rect) -> list:  # the director's champion screen
            return director.draw_champion(surface, self.assets, rect, view, names, colours,
                                          tuple(line for line in history.split("\n") if line))

        return scores, history, headline, art.icon(self.assets, "trophy", 150), champion

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        """Most frames show the table as the frame before with a card or two moving: the still part
        (felt, header, parks less what moves in them, standings, log, buttons) is kept as one layer
        whose parts are drawn again only when what they show changes; each frame blits it, then
        draws what moves (``parks.sliding``) and what floats above. What is drawn after the layer
        lies apart from the buttons, the standings and the log, so the order they are seen in holds."""
        L = self.layout
        self.card_hits, self.choice_rects = [], []
        places = self._park_places() if self.mode == "parks" and self.pictures and not self.show_bracket else []
        if not places:  # no small park on screen, none to click: a deck card may lie where one was
            self.mini_rects = []
        moving = [self._moving(park, big) for _rect, park, big in places]
        names, colours = self.participant_names(), self.participant_colours()
        parks = [self.park_layers.layer(rect, self.pictures[park], names, colours, big, *still, seats=self.match.seats)
                 for (rect, park, big), still in zip(places, moving)]
        self.park_layers.forget_unused()
        standings = self._standings_layer(L["side"])
        self._update_still(places, parks, standings)
        surface.blit(self._still, (0, 0))
        if self.show_bracket:
            for rect, text in director.draw_bracket(surface, self.assets, L["bracket"], self.shown_view(),
                                                    self.participant_names(), self.participant_colours(), self.audience):
                self.tip(rect, text)
        elif places:
            self._draw_parks(surface, places, moving, parks)
        elif self._building():
            self._draw_building(surface)
        else:
            dp.draw_others(surface, self.assets, L["main"], self.view, self.participant_names(),
                           self.participant_colours(), self.match.seats)
        for rect, text in standings[2]:
            self.tip(rect, text)
        self.draw_toast_or(surface, L["status"], self._status_text())
        self.drag.draw(surface)
        if self.drag.piece is not None:
            self.drag.piece.draw(surface)
        if not self.show_bracket:  # (a banner would cover the bracket's rows)
            self.draw_banner(surface, (L["main"].centerx, 520))
        self._draw_zoom(surface)

    def _moving(self, park: int, big: bool) -> tuple[frozenset[int], frozenset[str]]:
        """What a park's cached layer leaves out: the cards sliding in from the deck and what lies
        above them, and in the park in focus what its motions draw (totals, flag, benched cards)."""
        cards, parts = sliding(self.pictures[park], self.ages)
        if not big:
            return cards, parts
        more_cards, more_parts = self.motions.leave_out(park)
        return cards | more_cards, parts | more_parts

    def _update_still(self, places, parks, standings) -> None:
        """Bring the still part of the table up to what it shows now, drawing again only the parts
        that changed (they lie apart: header, each park, standings, log, buttons; the felt under each)."""
        L = self.layout
        shown = {"places": tuple((tuple(rect), big) for rect, _park, big in places), "header": self._header_text(),
                 "standings": standings[0], "log": self.sync_log(),
                 "buttons": tuple((tuple(b.rect), b.label, b.visible, b.enabled, b.hover, b.pressed, b.owner)
                                  for b in self.buttons)}
        shown.update(enumerate(layer.key for layer in parks))
        old = self._shown
        still = self._still
        spilt = old.get("log") != shown["log"] and not L["log"].contains(self._log_drawn)
        if still is None or old.get("places") != shown["places"] or spilt:  # from the felt up
            if still is None:
                still = self._still = self.static.copy()
            else:
                still.blit(self.static, (0, 0))
            old = {}

        def part(name, zone: pygame.Rect | None) -> bool:
            if name in old and old[name] == shown[name]:
                return False
            if zone is not None and old:
                still.blit(self.static, zone, zone)
            return True

        if part("header", L["header"]):
            self._draw_header(still)
        for i, layer in enumerate(parks):
            if part(i, None):  # a park's layer is opaque, the felt under it included
                still.blit(layer.surface, layer.where)
        if part("standings", L["side"]):
            still.blit(standings[1], L["side"])
        if part("log", L["log"]):
            self._log_drawn = self.log.draw(still, L["log"])
        if part("buttons", None):  # nothing that moves lies under them (they sit below the parks)
            if old:
                for rect, *_ in old["buttons"]:  # the seat's colour around one and its press reach 7 px out
                    zone = pygame.Rect(rect).inflate(10, 14)
                    still.blit(self.static, zone, zone)
            for button in self.buttons:
                button.draw(still)
        self._shown = shown

    def _park_places(self) -> list[tuple[pygame.Rect, int, bool]]:
        """Where each park goes: (rect, park, big), the one in focus first, the others small
        beside it (they are the ones a click watches)."""
        L = self.layout
        focus = self.focus()
        places = [(L["park_focus"], focus, True)]
        others = [p for p in sorted(self.pictures) if p != focus]
        if others:
            zone = L["parks_mini"]
            w = (zone.w - 20 * (len(others) - 1)) // max(1, len(others))
            places += [(pygame.Rect(zone.x + i * (w + 20), zone.y, w, zone.h), park, False)
                       for i, park in enumerate(others)]
        self.mini_rects = [(rect, park) for rect, park, big in places[1:]]
        return places

    def _standings_layer(self, zone: pygame.Rect) -> tuple:
        """The standings beside the table: (what they show, their drawing, its tooltips), drawn
        again only when what they show changes."""
        v = self.shown_view()
        key = (v.phase, v.round, v.fans, v.trophies, v.finalists, v.champions, self.audience, tr("challengers.robot"),
               tuple(level_word(s) for s in self.match.seats))
        if self._standings is None or self._standings[0] != key:
            layer = pygame.Surface(zone.size, pygame.SRCALPHA)
            tips = director.draw_standings(layer, self.assets, layer.get_rect(), v, self.participant_names(),
                                           self.participant_colours(), self.audience, compact=True,
                                           seats=self.match.seats)
            self._standings = (key, layer, [(r.move(zone.topleft), t) for r, t in tips])
        return self._standings

    def _header_text(self) -> str:
        v = self.shown_view()
        if v.round > rules.RULES.rounds:
            return tr("challengers.header.final")
        return tr("challengers.header.round", n=v.round, total=rules.RULES.rounds, letter=rules.deck_letter(v))

    def _draw_header(self, surface) -> None:
        zone = self.layout["header"]
        label = self.assets.text(self._header_text(), "display", 52, YELLOW, shadow=True, width=zone.w - 40)
        surface.blit(label, label.get_rect(midleft=(zone.x + 30, zone.centery)))

    def _draw_building(self, surface) -> None:
        L = self.layout
        me = self._me()
        b = self.view.builders[me]
        dp.draw_piles(surface, self.assets, L["piles"], self._levels(), b.stage == "draw", b.level)
        if b.stage == "pick":
            hint = self.assets.text(tr("challengers.deck.pick-hint", n=b.picks), "bold", 24, PAPER, shadow=True,
                                    width=L["drawn"].w)
            surface.blit(hint, hint.get_rect(midtop=(L["drawn"].centerx, L["drawn"].y)))
        dp.draw_deck_frame(surface, self.assets, L["deck"], len(self.view.decks[me]), True)
        dp.draw_tray(surface, self.assets, L["tray"], b.stage == "remove")
        for piece in self.pieces.values():
            if piece is not self.drag.piece:
                piece.draw(surface)

    def _draw_parks(self, surface, places, moving, parks) -> None:
        """Over the parks' layers (already on the table): what moves in them, the hit rectangles
        and tooltips the layers keep, and a card's question."""
        tips: list = []
        for (rect, park, big), layer in zip(places, parks):
            self.card_hits += layer.hits
            tips += layer.tips
            if not big:
                tips.insert(0, (rect, tr("challengers.park.watch", park=park_name(park))))
        for (rect, park, big), (cards, parts) in zip(places, moving):
            hopping = big and "flag" in self.motions.leave_out(park)[1]  # the hop draws the flag
            self.card_hits += draw_cards(surface, self.assets, rect, self.pictures[park], self.ages, cards,
                                         parts - {"flag"} if hopping else parts, big)
            if big:
                self.motions.draw(surface, self.assets, rect, self.pictures[park])
        who = self.revealer()
        if who is not None:  # the deck that waits for its owner's click glows
            pic = self.pictures[self.focus()]
            deck = Geometry(self.layout["park_focus"], 0 if pic.sides[0].who == who else 1).deck
            pygame.draw.rect(surface, YELLOW, deck.inflate(14, 14), 5, border_radius=14)
            pygame.draw.rect(surface, GOLD, deck.inflate(26, 26), 3, border_radius=18)
            tips.insert(0, (deck, tr("challengers.status.reveal", name=self.seat_name(who))))
        for rect, text in tips:
            self.tip(rect, text)
        self._draw_choice(surface)

    def _draw_choice(self, surface) -> None:
        """A card's question to the seat at the screen: the cards it offers, to click."""
        if not self.my_turn():
            return
        m = next((m for m in self.view.matches if m.pending is not None and m.pending.who == self.actor), None)
        if m is None:
            return
        p = m.pending
        options = [c for c in p.options if c != rules.HIDDEN]
        box = pygame.Rect(0, 0, max(620, 40 + len(options) * 150), 258)
        box.midbottom = (self.layout["parks_mini"].centerx, self.layout["parks_mini"].bottom)  # the park stays in view
        surface.blit(self.assets.cached(("challengers-choice", box.size), lambda: rounded_panel(
            box.size, (22, 10, 28, 240), GOLD, 20, 3)), box)
        card_id = rules.COPIES[p.card]
        title = self.assets.text(tr("challengers.choice.title", card=tr(f"challengers.card.{card_id}")), "bold", 28,
                                 YELLOW, shadow=True, width=box.w - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        x = box.centerx - (len(options) * 150 - 20) // 2
        for c in options:
            r = pygame.Rect(x, box.y + 62, 130, 182)
            surface.blit(art.card_face(self.assets, rules.COPIES[c], r.size), r)
            pygame.draw.rect(surface, GOLD, r.inflate(8, 8), 3, border_radius=12)
            self.choice_rects.append((r, c))
            x += 150

    def _status_text(self) -> str:
        if self.finished or self.held is not None:  # (a result held on screen speaks for itself)
            return ""
        who = self.revealer()
        if who is not None:
            return tr("challengers.status.reveal", name=self.seat_name(who))
        if not self.my_turn():
            waiting = [s for s in self.match.to_act()]
            if not waiting or self.queue:
                return ""
            return tr("challengers.status.waiting", names=", ".join(self.seat_name(s) for s in waiting))
        legal = self.match.legal(self.actor)
        if any(isinstance(a, rules.Draw) for a in legal):
            return tr("challengers.status.draw")
        if any(isinstance(a, rules.Select) for a in legal):
            return tr("challengers.status.select", n=self.view.builders[self.actor].picks)
        if any(isinstance(a, rules.FinishDeck) for a in legal):
            return tr("challengers.status.remove")
        if any(isinstance(a, rules.Pick) for a in legal):
            return tr("challengers.status.choose")
        return ""

    def _draw_zoom(self, surface) -> None:
        card = self.zoom
        if card is None and self.hover_card is not None and self.hover_time > HOVER_ZOOM and not self.drag.active:
            card = rules.COPIES[self.hover_card]
        if card is None or card not in rules.CARDS:
            return
        big = art.big_card(self.assets, card)
        x = 1500 - big.get_width() if self.pointer[0] < 960 else 40
        surface.blit(big, (x, 120))
        legend = art.trigger_legend(self.assets, big.get_width(), {e.when for e in rules.CARDS[card].effects})
        if legend.get_height() > 8:
            surface.blit(legend, (x, 130 + big.get_height()))
