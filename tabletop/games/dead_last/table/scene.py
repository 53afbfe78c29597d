"""The Dead Last table: ID cards standing round a table, the conspiracy's arrows, the secret vote,
ambushes, the Final Showdown and the gold.

The screen belongs to everyone during the **conspiracy**: a human points by dragging from their
ID card to a seat (a click on their card lowers the finger), whispers to a computer seat behind
their curtain, and the table's clock (or "We are ready") ends the talk for the humans; computer
seats speak in turn meanwhile. The **vote**, an ambusher's choice and the **showdown** are
secret: each human makes them behind their curtain (with a single human there is no curtain), and
the shared screen shows only who has laid a card. A card laid face down may be changed until the
last one is laid (a click on it). The reveal, each vote's result, the showdown and the round's end
are public moments that wait to be read.
"""

from __future__ import annotations

import pygame

from tabletop.engine.core import Event
from tabletop.games.dead_last import narration, rules
from tabletop.games.dead_last.table import draw, end, geometry as geo, hand as strip
from tabletop.games.dead_last.table.picture import Picture
from tabletop.games.dead_last.table.summary import Summary
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.shell.table import TableScene
from tabletop.ui.assets import GOLD, PAPER, SEAT_COLOURS
from tabletop.ui.layout import load_layout
from tabletop.ui.widgets import Button

REQUIRED_ZONES = ("header", "table", "ring", "middle", "status", "hand", "action_bar", "second_bar", "clock", "purse",
                  "log", "result",
                  "undo_button", "menu_button")
PAUSES = {"conspire": 1.1, "vote": 0.45, "ambush": 0.9, "showdown": 0.9}  # a computer seat's pause, at Normal


class Look:
    """What animates at one seat: its card falling, its laid card turning over, its arrow."""

    def __init__(self) -> None:
        self.fall = 0.0
        self.flip = 0.0
        self.grow = 0.0
        self.lay = 0.0  # its face-down card sliding into place


class Flying:
    """A bar (or a card back) moving across the table."""

    def __init__(self, image: pygame.Surface, start, end) -> None:
        self.image, self.x, self.y = image, float(start[0]), float(start[1])
        self.end = end
        self.alpha = 255.0


class DeadLastScene(TableScene):
    """A game of Dead Last on the table."""

    PUBLIC_MOMENTS = frozenset({"VotesRevealed", "ShowdownRevealed", "RoundEnded", "VictoryClaimed", "GameWon"})

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app, match, autoplay)
        self.layout = load_layout(match.info.layout)
        n = len(match.seats)
        self.names = [s.name for s in match.seats]
        self.colours = [s.colour for s in match.seats]
        self.looks = [Look() for _ in range(n)]
        self.flying: list[Flying] = []
        self.picture = Picture.from_view(self.view, self.audience)
        self.selected = None  # a card picked in the strip, waiting for "Lay it face down"
        self.changing: int | None = None  # a seat changing the card it laid
        self.whisper: list | None = None  # [who, to or None] while a whisper is being made
        self.choosing_whisperer = False
        self.choosing_changer = False  # on a public screen: which human changes a laid card
        self.arrow_from: int | None = None  # a human seat whose finger is being dragged
        self.talk_done = False  # the humans ended this conspiracy ("We are ready" or the clock)
        self.clock: float | None = None
        self.tally = Summary(self.names)  # what the vote or round being told has brought, for its result
        self.entries: list[strip.Entry] = []
        self.strip_title = ""
        self.buttons: list[Button] = []
        self.static = None
        self.still: pygame.Surface | None = None  # the table's still layer (``paint.table``)
        self.still_key: tuple | None = None
        self.still_tips: list = []
        self._places: dict = {}  # (what, which, bottom seat) -> where it stands on the table
        self._reset_clock()

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        self.static = draw.background(self.assets, self.layout)
        L = self.layout
        bar = L["action_bar"]
        self.undo_button = Button(L["undo_button"], tr("button.undo"), self.undo, self.assets, size=28,
                                  icon="common/icons/undo.svg")
        self.menu_button = Button(L["menu_button"], tr("button.menu"), self.open_menu, self.assets, size=28,
                                  icon="common/icons/gear.svg")
        second = L["second_bar"]
        self.ready_button = Button(bar, tr("deadlast.button.ready"), self._we_are_ready, self.assets, size=28,
                                   primary=True)
        self.whisper_button = Button(second, tr("deadlast.button.whisper"), self._start_whisper, self.assets, size=26)
        self.lay_button = Button(bar, tr("deadlast.button.lay"), self._lay, self.assets, size=28, primary=True)
        self.cancel_button = Button(second, tr("deadlast.button.cancel"), self._cancel, self.assets, size=26)
        self.buttons = [self.undo_button, self.menu_button, self.ready_button, self.whisper_button, self.lay_button,
                        self.cancel_button]
        self.rebuild()

    def narrate(self, event, audience, names):
        return narration.narrate(event, audience, names)

    def log_header(self):
        return narration.header([s.name for s in self.match.seats])

    def bottom(self) -> int:
        """The seat drawn nearest the players: the human, when there is one; else the first seat."""
        humans = self.match.human_seats()
        return humans[0] if len(humans) == 1 else 0

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self._geometry("seat", seat, lambda: geo.seat_rect(self.layout["ring"], len(self.names), seat,
                                                                   self.bottom())).copy()

    def slot_rect(self, seat: int) -> pygame.Rect:
        return self._geometry("slot", seat, lambda: geo.slot_rect(self.layout["ring"], len(self.names), seat,
                                                                   self.bottom())).copy()

    def arrow_path(self, seat: int, target: int) -> list:
        return self._geometry("arrow", (seat, target), lambda: geo.arrow_path(
            self.layout["ring"], len(self.names), seat, target, self.bottom()))

    def _geometry(self, kind: str, key, make):
        """Where things stand depends only on the seats (worked out once each)."""
        full = (kind, key, self.bottom())
        if full not in self._places:
            self._places[full] = make()
        return self._places[full]

    def human(self, seat: int) -> bool:
        return self.match.seats[seat].kind == "human"

    # ------------------------------------------------------------------ who is looking
    def needs_curtain(self, seat: int) -> bool:
        """The talk is public; a vote, an ambusher's choice and a showdown card are secret."""
        return self.match.state.phase in ("vote", "ambush", "showdown")

    def named(self) -> int | None:
        """During the talk every human acts at once: the status line names nobody."""
        return None if self.match.state.phase == "conspire" else super().named()

    def holding(self, dt: float) -> bool:
        """A whisper being made or a card being changed holds the table: no hand-over meanwhile."""
        return self.whisper is not None or self.changing is not None or self.choosing_whisperer or \
            self.choosing_changer

    def push_curtain(self, seat: int, then=None, aside=None) -> None:
        """While cards are being laid, a curtain also lets a human who laid one change it first
        (the rules allow it until the last card is down)."""
        if aside is None and then is None and self._changers(besides=seat):
            aside = (tr("deadlast.curtain.change"), self._choose_changer)
        super().push_curtain(seat, then, aside)

    def _changers(self, besides: int | None = None) -> list[int]:
        """Human seats with a card face down that they may still change."""
        state = self.match.state
        return [s for s in self.match.human_seats() if s != besides and rules.optional_actions(state, s)]

    def _choose_changer(self) -> None:
        self.go_public()
        self.choosing_changer = True

    def think_pause(self) -> float:
        return PAUSES.get(self.match.state.phase, 0.9)

    def rebuild(self) -> None:
        self.picture = Picture.from_view(self.view, self.audience)
        pic = self.picture
        for seat, look in enumerate(self.looks):
            look.fall = 0.0 if pic.alive[seat] else 1.0
            look.flip = 1.0 if pic.shown[seat] is not None else 0.0
            look.grow = 1.0 if pic.pointers[seat] is not None else 0.0
            look.lay = 1.0
        self.flying = []
        self.selected = None

    # ------------------------------------------------------------------ events
    def play_event(self, event: Event) -> float:
        pic, d, kind = self.picture, event.data, event.kind
        was_pointing = pic.pointers[d["seat"]] if kind in ("Pointed", "PointLowered") else None
        pic.play(event, self.audience)
        self.tally.add(event)
        if kind == "RoundStarted":
            for look in self.looks:
                self.tweener.add(look, 0.4, "out_quad", fall=0.0, flip=0.0, grow=0.0)
            self.show_banner(tr("deadlast.banner.round", n=d["round"]))
            self._fly_bars(d["dealt"], self._deck_point(), self._pot_point())
            self.app.sounds.play("slide")
            self.tally.clear()
            return 0.9 if d["dealt"] else 0.6
        if kind == "ConspiracyStarted":
            for seat, look in enumerate(self.looks):
                look.flip, look.grow = 0.0, 0.0
            self._reset_clock()
            if d["vote"] > 1:
                self.show_banner(tr("deadlast.banner.vote", n=d["vote"]))
                return 0.6
            return 0.2
        if kind == "Pointed":
            look = self.looks[d["seat"]]
            look.grow = 0.0 if was_pointing != d["target"] else look.grow
            self.tweener.add(look, 0.35, "out_quad", grow=1.0)
            return 0.3
        if kind == "PointLowered":
            return 0.15
        if kind == "Whispered":
            bubble = self.assets.svg("common/icons/question.svg", (40, 40))
            self._fly(bubble, self.seat_rect(d["seat"]).center, self.seat_rect(d["to"]).center, 0.5)
            return 0.4
        if kind == "VotingStarted":
            self.talk_done, self.clock = False, None
            self.show_banner(tr("deadlast.banner.voting"))
            return 0.6
        if kind == "CardLaid":
            look = self.looks[d["seat"]]
            if not d["changed"]:
                look.lay = 0.0
                self.tweener.add(look, 0.25, "out_quad", lay=1.0)
            self.app.sounds.play("slide")
            return 0.12
        if kind == "VotesRevealed":
            for seat, card in enumerate(d["cards"]):
                if card is not None:
                    self.tweener.add(self.looks[seat], 0.5, "in_out_quad", flip=1.0)
            self.app.sounds.play("flip")
            return 1.1
        if kind == "SeatEliminated":
            self.tweener.add(self.looks[d["seat"]], 0.55, "out_bounce", fall=1.0)
            return 0.3
        if kind == "AmbushSprung":
            self.show_banner(tr("deadlast.banner.ambush", name=self.names[d["seat"]]))
            return 1.0
        if kind == "VoteEnded":
            if len(d["survivors"]) >= 3:  # the round goes on: this vote's result first
                self.stage(tr("deadlast.stage.vote", n=d["vote"]), self.tally.text())
                self.tally.clear()
            return 0.2
        if kind == "ShowdownStarted":
            a, b = d["seats"]
            key = "deadlast.banner.tiebreak" if d["tiebreak"] else "deadlast.banner.showdown"
            self.show_banner(tr(key, a=self.names[a], b=self.names[b]))
            return 1.0
        if kind == "ShowdownCardLaid":
            return 0.2
        if kind == "ShowdownRevealed":
            self.app.sounds.play("flip")
            return 1.0
        if kind == "BarsTaken":
            self._fly_bars(d["count"], self._pot_point(), self.seat_rect(d["seat"]).center)
            self.app.sounds.play("slide")
            return 0.6
        if kind == "BarDrawn":
            self._fly_bars(1, self._deck_point(), self.seat_rect(d["seat"]).center)
            return 0.15
        if kind in ("LoneSurvivor", "NobodySurvived"):
            key = "deadlast.banner.lone" if kind == "LoneSurvivor" else "deadlast.banner.nobody"
            self.show_banner(tr(key, name=self.names[d["seat"]] if kind == "LoneSurvivor" else ""))
            return 0.8
        if kind == "RoundEnded":
            self.stage(tr("deadlast.stage.round", n=d["round"]), self.tally.text(with_standing=False))
            self.tally.clear()
            return 0.3
        if kind == "VictoryClaimed":
            self.show_banner(tr("deadlast.banner.claim", name=self.names[d["seat"]], n=d["total"]))
            self.app.sounds.play("cheer")
            return 1.2
        if kind == "GameWon":
            self.finished = True
            self.app.game_finished([self.names[s] for s in d["seats"]])
            return 0.5
        return 0.0

    def _reset_clock(self) -> None:
        seconds = self.match.options.get("timer", rules.C.timer)
        self.clock = float(seconds) if seconds else None
        self.talk_done = not self.match.human_seats()

    def _deck_point(self) -> tuple[int, int]:
        mid = self.layout["middle"]
        return mid.x + 45, mid.y + 110

    def _pot_point(self) -> tuple[int, int]:
        return self.layout["middle"].center

    def _fly(self, image, start, end, duration: float, delay: float = 0.0) -> None:
        piece = Flying(image, (start[0] - image.get_width() / 2, start[1] - image.get_height() / 2), end)
        self.flying.append(piece)
        x, y = end[0] - image.get_width() / 2, end[1] - image.get_height() / 2
        self.tweener.add(piece, duration, "out_quad", delay=delay, x=x, y=y,
                         on_done=lambda: self.flying.remove(piece) if piece in self.flying else None)

    def _fly_bars(self, count: int, start, end) -> None:
        back = self.assets.svg("dead-last/gold-back.svg", (48, 68))
        for i in range(count):
            self._fly(back, start, end, 0.45, delay=0.09 * i)

    # ------------------------------------------------------------------ the seat at the mouse
    def hand_seat(self) -> int | None:
        """The seat whose choices the strip shows: the one changing its card, the one whispering,
        or the human at the mouse when the rules wait for it and the screen is theirs."""
        if self.changing is not None:
            return self.changing
        if self.whisper is not None:
            return self.whisper[0]
        if self.finished or self.held is not None:
            return None
        seat = self.actor
        if seat is None or seat not in self.match.to_act() or self.match.state.phase == "conspire":
            return None
        if self.shared_screen() and self.audience != seat:
            return None
        return seat

    def _entries(self) -> tuple[str, list[strip.Entry]]:
        zone = self.layout["hand"]
        state = self.view
        if self.choosing_whisperer:
            return tr("deadlast.strip.who-whispers"), strip.whisperers(zone, self._whisperers())
        if self.choosing_changer:
            return tr("deadlast.strip.who-changes"), strip.whisperers(zone, self._changers())
        seat = self.hand_seat()
        if seat is None:
            return "", []
        if self.whisper is not None:
            return "", []  # a whisper is made by clicking seats on the table
        offered = self.match.legal(seat) + rules.optional_actions(self.match.state, seat)
        if state.phase == "vote":
            allowed = {rules.AMBUSH if isinstance(a, rules.Ambush) else a.target for a in offered
                       if isinstance(a, (rules.Vote, rules.Ambush))}
            current = state.placed[seat] if state.placed[seat] not in (None, rules.HIDDEN) else None
            return tr("deadlast.strip.vote"), strip.voting_cards(zone, state.hands[seat], current, allowed,
                                                                 state.players)
        if state.phase == "showdown" and seat in state.finalists:
            mine = state.choices[state.finalists.index(seat)]
            return tr("deadlast.strip.showdown"), strip.showdown_cards(zone, mine if mine != rules.FACE_DOWN else None)
        return "", []

    def _whisperers(self) -> list[int]:
        state = self.match.state
        return [s for s in self.match.human_seats() if state.alive[s] and state.gestures[s] < rules.C.gestures
                and not state.ready[s]]

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.held is None:
            entry = next((e for e in self.entries if e.rect.collidepoint(event.pos)), None)
            if entry is not None:  # your own cards answer at once, even while others' moves play
                self.pointer = event.pos
                self._pick(entry)
                return True
            mine = self._own_card_at(event.pos) if self.match.state.phase in ("vote", "showdown") else None
            if mine is not None and self.changing is None:
                self._change(mine)
                return True
        if self.common_input(event, self.buttons):
            return True
        if event.type == pygame.MOUSEMOTION:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.arrow_from is not None:
            self._release(event.pos)
            return True
        return False

    def _seat_at(self, pos) -> int | None:
        return next((s for s in range(len(self.names)) if self.seat_rect(s).collidepoint(pos)), None)

    def _press(self, pos) -> bool:
        seat = self._seat_at(pos)
        state = self.match.state
        if self.whisper is not None:
            if seat is not None:
                self._whisper_click(seat)
            return True
        if state.phase == "ambush" and seat is not None and self.hand_seat_ambusher() is not None \
                and self.held is None:
            self.submit(rules.Eliminate(self.hand_seat_ambusher(), seat))
            return True
        if self.queue or self.held is not None or self.finished:
            return False
        if state.phase == "conspire" and seat is not None:
            if self.human(seat) and (not self.shared_screen() or self.audience is None) and \
                    (self.audience is None or self.audience == seat):
                self.arrow_from = seat
                return True
            self.tell(tr("deadlast.tell.drag-from-yours"))
            return True
        return False

    def hand_seat_ambusher(self) -> int | None:
        seat = self.actor
        if seat is None or seat not in self.match.state.ambushers:
            return None
        if self.shared_screen() and self.audience != seat:
            return None
        return seat

    def _release(self, pos) -> None:
        seat, self.arrow_from = self.arrow_from, None
        target = self._seat_at(pos)
        if target is None:
            self.tell(tr("deadlast.tell.drop-on-seat"))
        elif target == seat:
            if self.match.state.pointers[seat] is not None:
                self.submit(rules.Unpoint(seat))
            else:
                self.tell(tr("deadlast.tell.drag-to-point"))
        else:
            self.submit(rules.Point(seat, target))

    def _own_card_at(self, pos) -> int | None:
        """A human seat whose face-down card (vote or showdown) was clicked, to change it."""
        state = self.match.state
        for seat in self.match.human_seats():
            if not rules.optional_actions(state, seat):
                continue
            rect = self.slot_rect(seat) if state.phase == "vote" else self._showdown_rects().get(seat)
            if rect is not None and rect.collidepoint(pos) and (not self.shared_screen() or self.audience in (None, seat)
                                                                or len(self.match.human_seats()) == 1):
                return seat
        return None

    def _change(self, seat: int) -> None:
        def begin() -> None:
            self.changing = seat
            self.selected = None

        if self.shared_screen() and self.audience != seat:
            self.go_public()
            self.push_curtain(seat, then=begin)
        else:
            begin()

    def _pick(self, entry: strip.Entry) -> None:
        if entry.seat is not None and self.choosing_changer:  # who changes their card: their curtain
            self.choosing_changer = False
            self._change(entry.seat)
            return
        if entry.seat is not None:  # who whispers, on a shared screen: their curtain first
            self.choosing_whisperer = False
            who = entry.seat

            def begin() -> None:
                self.whisper = [who, None]

            self.go_public()
            self.push_curtain(who, then=begin)
            return
        value = entry.card if entry.card is not None else entry.choice
        if not entry.allowed:
            seat = self.hand_seat()
            self.explain_drop(rules.Vote(seat, entry.card) if entry.card != rules.AMBUSH else rules.Ambush(seat))
            return
        if entry.current:
            self.tell(tr("deadlast.tell.already-laid"))
            return
        self.selected = value

    def _lay(self) -> None:
        seat, value = self.hand_seat(), self.selected
        if seat is None or value is None:
            self.tell(tr("deadlast.tell.pick-first"))
            return
        if isinstance(value, str):
            action = rules.Showdown(seat, value)
        elif value == rules.AMBUSH:
            action = rules.Ambush(seat)
        else:
            action = rules.Vote(seat, value)
        self.selected = None
        if self.submit(action) and self.changing is not None:
            self.changing = None
            if self.shared_screen():
                self.go_public()

    def _cancel(self) -> None:
        self.selected = None
        if self.changing is not None or self.whisper is not None:
            self.changing, self.whisper = None, None
            if self.shared_screen():
                self.go_public()
        self.choosing_whisperer = self.choosing_changer = False

    def _we_are_ready(self) -> None:
        self.talk_done = True

    def _start_whisper(self) -> None:
        seats = self._whisperers()
        if not seats:
            self.tell(tr("deadlast.tell.no-whisper"))
            return
        if not self.shared_screen():
            self.whisper = [seats[0], None]
        else:
            self.choosing_whisperer = True

    def _whisper_click(self, seat: int) -> None:
        who, to = self.whisper
        if to is None:
            if seat == who or self.human(seat):
                self.tell(tr("deadlast.tell.whisper-to-computer"))
                return
            self.whisper[1] = seat
            return
        if self.submit(rules.Whisper(who, to, seat)):
            self.whisper = None
            if self.shared_screen():
                self.go_public()

    # ------------------------------------------------------------------ the frame
    def idle(self) -> None:
        state = self.match.state
        if state.phase == "conspire":
            if self.talk_done and self.whisper is None and not self.choosing_whisperer:
                for seat in self.match.humans_to_act():  # the humans are done talking
                    self.submit(rules.Ready(seat), automatic=True)
            return
        seat = self.hand_seat_ambusher()
        if seat is not None:
            legal = self.match.legal(seat)
            if len(legal) == 1:  # one seat to choose from: no choice at all
                self.submit(legal[0], automatic=True)

    def update(self, dt: float) -> None:
        talking = self.match.state.phase == "conspire" and not self.queue and self.held is None
        if talking and self.clock is not None and not self.talk_done and self.whisper is None:
            self.clock -= dt
            if self.clock <= 0:
                self.clock, self.talk_done = 0.0, True
        super().update(dt)
        self.strip_title, self.entries = self._entries()
        self._update_buttons()

    def _update_buttons(self) -> None:
        state = self.match.state
        quiet = self.held is None and not self.finished  # (others' moves playing take nothing away)
        talk = quiet and state.phase == "conspire" and bool(self.match.humans_to_act())
        self.ready_button.visible = talk and self.whisper is None and not self.choosing_whisperer
        self.ready_button.enabled = not self.talk_done
        self.ready_button.why = tr("deadlast.why.ready-said") if self.talk_done else None
        self.whisper_button.visible = self.ready_button.visible
        self.whisper_button.enabled = bool(self._whisperers()) and any(
            not self.human(s) and state.alive[s] for s in range(state.players))
        self.whisper_button.why = None if self.whisper_button.enabled else tr("deadlast.why.no-whisper")
        choosing = bool(self.entries) and self.hand_seat() is not None and not (
            self.choosing_whisperer or self.choosing_changer)
        self.lay_button.visible = choosing
        self.lay_button.enabled = self.selected is not None
        self.lay_button.why = None if self.selected is not None else tr("deadlast.tell.pick-first")
        self.cancel_button.visible = self.changing is not None or self.whisper is not None or \
            self.choosing_whisperer or self.choosing_changer
        seat = self.actor
        self.undo_button.enabled = seat is not None and self.match.can_undo(seat) and not self.queue

    def seat_buttons(self) -> list:
        return [self.lay_button]

    def undo_buttons(self) -> list:
        return [self.undo_button]

    def moving(self) -> bool:
        talking = self.match.state.phase == "conspire" and self.clock is not None and not self.talk_done
        return super().moving() or bool(self.flying) or talking or self.arrow_from is not None

    def stage_box(self) -> pygame.Rect:
        return self.layout["result"]  # over the log: the whole table stays in view while it is read

    # ------------------------------------------------------------------ the end
    def result_summary(self):
        """Every seat's gold laid open, each round in a line, and how the game was won."""
        final = self.match.view(None)
        scores = [tr("deadlast.result.score", n=rules.total(final, s), bars=len(final.gold[s]))
                  for s in range(final.players)]
        won = next((e.data for e in reversed(self.history) if e.kind == "GameWon"), None)
        lines = narration.round_lines(final, self.names)
        ending = narration.ending(won, self.names) if won is not None else ""
        headline = narration.headline([self.names[s] for s in final.champions])

        def gold_laid_open(surface: pygame.Surface, rect: pygame.Rect) -> list:
            return end.draw_end(surface, self.assets, rect, final, self.names, self.colours, ending)

        return scores, "\n".join(lines + [ending]), headline, None, gold_laid_open

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        from tabletop.games.dead_last.table import paint

        paint.table(self, surface)

    def _showdown_rects(self) -> dict[int, pygame.Rect]:
        mid = self.layout["middle"]
        out = {}
        for i, seat in enumerate(self.picture.finalists):
            r = pygame.Rect(0, 0, 120, 160)
            r.center = (mid.centerx + (-95 if i == 0 else 95), mid.centery + 10)
            out[seat] = r
        return out
