"""The O Último Grande Campeão table: fighter mats, the cage with its dice tray, the fame track.

No rule lives here. Buttons and drops become engine actions only if they are legal; engine events
become animations (dice tumble, pawns hop, the belt flies). Everything drawn comes from the view
of whoever is looking (``TableScene.audience``); the log is written by ``narration``. Reaction
windows get a public prompt that never shows who holds what: every human's badge can be clicked,
and a click hands the mouse over behind the curtain.
"""

from __future__ import annotations

import pygame

from tabletop.games.campeao import rules as rules
from tabletop.engine.core import Action, Event, IllegalAction
from tabletop.i18n import tr
from tabletop.match import Match
from tabletop.games.campeao import art, narration
from tabletop.games.campeao.draw import CampeaoDrawing
from tabletop.games.campeao.pace import CARD_HOLD, TUMBLE, CampeaoPacing
from tabletop.games.campeao.prompt import ReactionPrompt
from tabletop.shell.overlays import explain
from tabletop.shell.table import TableScene
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.layout import load_layout
from tabletop.ui.pieces import Belt, Card, Die, Pawn, Token
from tabletop.ui.widgets import Button

SEAT_MATS = {3: (1, 2, 4), 4: (1, 2, 3, 4), 5: (0, 1, 2, 3, 4), 6: (0, 1, 2, 3, 4, 5)}
REQUIRED_ZONES = (
    "track", "mat_0", "mat_1", "mat_2", "mat_3", "mat_4", "mat_5", "ring", "fighter_left", "fighter_right",
    "banner", "dice_tray", "injury_tray", "ring_buttons", "status", "hand", "actions", "log", "deck",
)
FIGHT_POOL = ["punch", "kick", "submission", "blank"]
INJURY_POOL = ["pow", "bam", "blank"]
COST_KEYS = ["campeao.cost.yellow", "campeao.cost.red", "campeao.cost.token"]


class CampeaoScene(CampeaoDrawing, CampeaoPacing, ReactionPrompt, TableScene):
    """One game of O Último Grande Campeão on the table."""

    PUBLIC_MOMENTS = frozenset({"FightWon", "GameWon"})  # a fight's outcome and the game's end, for everyone

    def __init__(self, app, match: Match, autoplay: bool = False) -> None:
        super().__init__(app, match, autoplay)
        self.layout = load_layout(match.info.layout)
        n = len(match.seats)
        self.mats = {seat: self.layout[f"mat_{m}"] for seat, m in enumerate(SEAT_MATS[n])}
        self.pawns: dict[int, Pawn] = {}
        self.belt: Belt | None = None
        self.dice: list[Die] = []
        self.injury_dice: list[Die] = []
        self.hand_cards: list[Card] = []
        self.shown: dict[int, dict] = {}
        self.damage_label: dict[int, int] = {}
        self.fighters: tuple[int, int] | None = None
        self.bursts: list[list] = []  # [word, x, y, seconds left]
        self.hover_card: Card | None = None
        self.hover_time = 0.0
        self.static = None
        self.buttons: list[Button] = []
        self._explained: tuple | None = None  # the position the action buttons' reasons were worked out for
        self.turn_buttons: dict[str, Button] = {}
        self.ring_buttons: dict[str, Button] = {}
        self.react_buttons: list[tuple[pygame.Rect, int]] = []
        self.reacting: int | None = None  # the human answering a reaction window right now
        self.looking: int | None = None  # ... or one who claimed the prompt with nothing to answer
        self.answered: set[int] = set()  # the humans who have answered the moment on screen
        self.flying: list = []  # cards and tokens on their way somewhere (drawn on top, then dropped)
        self.prompt: float | None = None  # seconds left of the public reaction prompt
        self.prompt_full = self.prompt_mark = None  # its wait, and the step it opened at
        self.waited_for: set[int] = set()  # the humans a prompt has waited for in this turn
        self.prompt_reached = False  # has the pointer moved since it opened (it then waits longer)?
        self.moment_due = False  # a reaction moment waits for a discard down to the limit
        self.brawl: dict[int, list[str]] = {}  # the opening dice-off: each seat's roll on its mat
        self.fight_result: dict | None = None  # a decided fight, staged when its turn has ended
        self.doctor: int | None = None  # the seat whose injury dice a DOCTOR is choosing among
        self.injury_owner: int | None = None  # whose injury dice are in the tray
        self.doctor_pick: set[int] = set()
        self._had_targets = False  # did the card just let go light up any place?

    # ------------------------------------------------------------------ set-up
    def enter(self) -> None:
        state = self.match.state
        mats = list(SEAT_MATS[len(self.match.seats)])
        self.static = self.assets.cached(("campeao-static", state.target, tuple(mats)),
                                         lambda: art.static_table(self.assets, self.layout, state.target, mats))
        self._build_buttons()
        for seat in range(len(self.match.seats)):
            badge = self.assets.seat_badge(self.match.seats[seat].colour, 28)
            self.pawns[seat] = Pawn(0, 0, badge)
        self.belt = Belt(0, 0, *art.BELT, self.assets.svg("campeao/belt.svg", art.BELT))
        tray = self.layout["dice_tray"]
        for i in range(rules.R["max_dice"]):
            x = tray.centerx - (6 * art.DIE + 5 * 28) / 2 + i * (art.DIE + 28)
            die = Die(x, tray.y + 14, art.DIE, "blank", self._fight_face, FIGHT_POOL)
            die.visible = False
            self.dice.append(die)
        self._reset_display(instant=True)
        if not self.match.steps:  # a resumed game does not replay its opening brawl (the base queued it)
            if any(e.kind == "BeltAwarded" for e in self.match.opening):  # the belt waits in the cage
                centre = self.layout["dice_tray"].center
                self.belt.x, self.belt.y = centre[0] - art.BELT[0] / 2, centre[1] - art.BELT[1] / 2

    def _build_buttons(self) -> None:
        A = self.layout["actions"]
        specs = [
            ("challenge", 0, 0, 2), ("train-punch", 1, 0, 1), ("train-kick", 1, 1, 1), ("train-submission", 1, 2, 1),
            ("rest", 2, 0, 1), ("draw", 2, 1, 1), ("recover", 2, 2, 1), ("ring-girl", 3, 0, 1), ("master", 3, 1, 1),
            ("end-turn", 3, 2, 1),
        ]
        w, h, gap = 132, 48, 10
        for key, row, col, span in specs:
            rect = pygame.Rect(A.x + 16 + col * (w + gap), A.y + 50 + row * (h + gap), w * span + gap * (span - 1), h)
            skill = key[6:] if key.startswith("train-") else None  # a training button: the skill's icon and word
            label = tr(f"campeao.skill.{skill}") if skill else tr(f"campeao.button.{key}")
            self.turn_buttons[key] = Button(rect, label, lambda k=key: self._turn_button(k), self.assets, size=24,
                                            primary=key == "challenge",
                                            icon=f"campeao/icons/{skill}.svg" if skill else None)
            # a variant's button exists only in a game that plays it (from the first frame on)
            self.turn_buttons[key].visible = key not in rules.VARIANTS or key in self.match.state.variants
        R = self.layout["ring_buttons"]
        for i, key in enumerate(("roll", "reroll", "stop")):
            rect = pygame.Rect(R.x + i * (R.w // 3) + 6, R.y, R.w // 3 - 12, R.h)
            self.ring_buttons[key] = Button(rect, tr(f"campeao.button.{key}"), lambda k=key: self._ring_button(k),
                                            self.assets, size=28, primary=key != "stop")
        self.ring_buttons["ready"] = Button(R.inflate(-R.w // 3, 0), tr("campeao.button.ready"),
                                            lambda: self._ring_button("ready"), self.assets, size=30, primary=True)
        self.ring_buttons["accept"] = Button(R.inflate(-R.w // 3, 0), tr("campeao.button.accept"),
                                             lambda: self._ring_button("accept"), self.assets, size=28)
        self._build_prompt_buttons()
        self.ring_buttons["doctor"] = Button((R.x + 6, R.y, R.w // 2 - 12, R.h), tr("campeao.button.doctor"),
                                             self._doctor_go, self.assets, size=28, primary=True)
        self.ring_buttons["doctor-cancel"] = Button((R.centerx + 6, R.y, R.w // 2 - 12, R.h),
                                                    tr("campeao.button.doctor-cancel"), self._doctor_cancel,
                                                    self.assets, size=28)
        log = self.layout["log"]
        self.buttons = list(self.turn_buttons.values()) + list(self.ring_buttons.values()) + [
            Button((log.right - 250, log.y + 8, 112, 40), tr("button.undo"), self.undo, self.assets, size=22),
            Button((log.right - 128, log.y + 8, 112, 40), tr("button.menu"), self.open_menu, self.assets, size=22),
        ]

    def narrate(self, event, audience, names):
        return narration.narrate(event, audience, names)

    def log_header(self):
        return narration.header([s.name for s in self.match.seats])

    # ------------------------------------------------------------------ the display model
    def _reset_display(self, instant: bool) -> None:
        """Show ``self.view`` as it is (after loading, a curtain or an undo)."""
        v = self.view
        for seat, s in enumerate(v.seats):
            self.shown[seat] = {"fame": s.fame, "injuries": s.injuries, "tokens": list(s.tokens), "cards": len(s.hand)}
            self._place_pawn(seat, instant=True)
        self._place_belt(v.champion, instant=True)
        self._sync_hand(instant=instant)
        f = v.fight
        self.fighters = (f.challenger, f.defender) if f else None
        self.damage_label = {}
        if f:
            for side, seat in enumerate((f.challenger, f.defender)):
                if f.damage[side] >= 0:
                    self.damage_label[seat] = f.damage[side]
        self._show_dice_of_view()

    def _line_up(self, count: int) -> None:
        """Centre ``count`` dice in the tray."""
        tray = self.layout["dice_tray"]
        gap = 28
        x0 = tray.centerx - (count * art.DIE + (count - 1) * gap) / 2
        for i, die in enumerate(self.dice):
            die.x, die.y = x0 + i * (art.DIE + gap), tray.y + 14

    def _show_dice_of_view(self) -> None:
        v = self.view
        faces = v.fight.dice if v.fight else (v.training.dice if v.training else ())
        self._line_up(len(faces))
        for i, die in enumerate(self.dice):
            die.visible = i < len(faces)
            if die.visible:
                die.face, die.spin = faces[i], 1.0
            die.held = False

    def _pawn_spot(self, seat: int, fame: int) -> tuple[float, float]:
        spaces = art.track_spaces(self.layout, self.match.state.target)
        x, y = spaces[min(fame, len(spaces) - 1)]
        same = [s for s in sorted(self.shown) if min(self.shown[s]["fame"], len(spaces) - 1) == min(fame, len(spaces) - 1)]
        k = same.index(seat) if seat in same else 0
        # Below the space's number (it stays readable), side by side when several share a space.
        return x - 14 + (k - (len(same) - 1) / 2) * 16, y + 16

    def _place_pawn(self, seat: int, instant: bool = False, start: int | None = None) -> None:
        pawn = self.pawns[seat]
        fame = self.shown[seat]["fame"]
        if instant or start is None or self.app.speed <= 0:
            pawn.x, pawn.y = self._pawn_spot(seat, fame)
            return
        step = 1 if fame >= start else -1
        pawn.hop_along(self.tweener, [self._pawn_spot(seat, f) for f in range(start + step, fame + step, step)])

    def _belt_spot(self, seat: int) -> tuple[float, float]:
        mat = self.mats[seat]
        return mat.right - art.BELT[0] - 10, mat.bottom - art.BELT[1] - 8

    def _place_belt(self, seat: int, instant: bool = False) -> None:
        x, y = self._belt_spot(seat)
        if instant or self.app.speed <= 0:
            self.belt.x, self.belt.y = x, y
        else:
            self.belt.fly_to(self.tweener, x, y, on_done=lambda: self.app.sounds.play("belt"))

    def _sync_hand(self, instant: bool = False) -> None:
        """Lay out the hand of the seat the screen belongs to (face up) along the bottom."""
        seat = self.audience
        hand = list(self.view.seats[seat].hand) if seat is not None else []
        zone = self.layout["hand"]
        w, h = art.CARD
        gap = min(18, (zone.w - 40 - len(hand) * w) // max(1, len(hand) - 1)) if hand else 0
        total = len(hand) * w + max(0, len(hand) - 1) * gap
        x0 = zone.centerx - total / 2
        old = list(self.hand_cards)
        cards = []
        for i, card in enumerate(hand):
            piece = next((c for c in old if c.key == card), None)
            if piece is not None:
                old.remove(piece)
            else:
                deck = self.layout["deck"]
                piece = Card(card, deck.x, deck.y, w, h, self._card_face, self._card_back,
                             art.card_shadow(self.assets), face_up=True)
            bow = (i - (len(hand) - 1) / 2) ** 2 * 3  # fanned: the outer cards sit a little lower
            pos = (x0 + i * (w + gap), zone.y + 10 + min(bow, 18))
            if instant or self.app.speed <= 0:
                piece.x, piece.y = pos
            else:
                piece.move_to(self.tweener, *pos, duration=0.3)
            piece.draggable = False
            cards.append(piece)
        self.hand_cards = cards

    def _fight_face(self, key: str) -> pygame.Surface:
        return art.die_face(self.assets, "fight", key, art.DIE)

    def _card_face(self, key: str) -> pygame.Surface:
        return art.card_face(self.assets, key)

    def _card_back(self, key: str) -> pygame.Surface:
        return art.card_back(self.assets)

    def rebuild(self) -> None:
        self._reset_display(instant=True)

    def seat_buttons(self) -> list:
        return [b for k, b in self.ring_buttons.items() if k not in self.PUBLIC_BUTTONS] + list(self.turn_buttons.values())

    # ------------------------------------------------------------------ who acts
    def stage_box(self) -> pygame.Rect:
        ring, tray = self.layout["ring"], self.layout["dice_tray"]
        return pygame.Rect(ring.x + 20, tray.y - 10, ring.w - 40, 340)  # below the fighters and their damage

    def my_turn(self) -> bool:
        if self._window_open():
            return self.reacting is not None and self.reacting == self.actor and super().my_turn()
        return super().my_turn()

    def _legal(self) -> list:
        return self.match.legal(self.actor) if self.my_turn() else []

    # ------------------------------------------------------------------ events -> animations
    def play_event(self, event: Event) -> float:
        self._freeze_buttons()
        d, kind = event.data, event.kind
        name = self.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        handler = getattr(self, "_on_" + kind, None)
        return self._hold_before_prompt(handler(event, d, name)) if handler is not None else 0.0

    def _on_DiceOffRolled(self, e, d, name):
        """The opening brawl: every contender's six dice land on its mat; most hits takes the belt."""
        rolls = d["rolls"]
        self.brawl = {int(s): faces for s, faces in rolls.items()}
        self.show_banner(tr("campeao.banner.brawl"))
        self.app.sounds.play("slide")
        return 1.6

    def _on_BeltAwarded(self, e, d, name):
        self.brawl = {}
        self._place_belt(d["seat"])
        self._hide_dice()
        return 1.0

    def _on_TurnStarted(self, e, d, name):
        self.fighters = None
        self.damage_label = {}
        self._hide_dice()
        self.waited_for = set()  # a new turn: the first prompt for each human waits in full
        self.turn_clock = 0.0 if self.match.seats[d["seat"]].kind == "computer" else None  # (see pace)
        return 0.25

    def _on_TurnEnded(self, e, d, name):
        self._stage_fight()  # a fight ends the turn: its result is read before the next turn begins
        return 0.05

    def _on_FameGained(self, e, d, name):
        start = self.shown[d["seat"]]["fame"]
        self.shown[d["seat"]]["fame"] = start + d["amount"]
        if self.fight_result is not None and d["why"] in ("win", "loss"):
            self.fight_result["gains"].append((d["seat"], d["amount"], start + d["amount"]))
        self._place_pawn(d["seat"], start=start)
        if self.fight_result is not None and d["why"] in ("win", "loss"):
            return 0.05  # the pawns hop while the fight's result waits to be read (it lists the fame)
        return 0.2 + 0.16 * d["amount"]

    def _on_Recovered(self, e, d, name):
        self.shown[d["seat"]]["injuries"] -= d["injuries"]
        return 0.5

    def _on_Rested(self, e, d, name):
        self.shown[d["seat"]]["injuries"] -= d["injuries"]
        return 0.4

    def _on_InjuriesHealed(self, e, d, name):
        self.shown[d["seat"]]["injuries"] -= d["injuries"]
        return 0.25  # (an ICE BATH: its name is up in the banner)

    def _on_CardDrawn(self, e, d, name):
        self.shown[d["seat"]]["cards"] += 1
        if d["seat"] != self.audience:
            self._fly_card("?", self.layout["deck"].center, self.mats[d["seat"]].center, False)
        self._sync_hand()
        self.app.sounds.play("slide")
        return 0.1 if self.fight_result is not None else 0.25  # (a lost fight's card: its result box comes)

    def _on_DeckReshuffled(self, e, d, name):
        return 0.3

    def _on_CardDiscarded(self, e, d, name):
        self.shown[d["seat"]]["cards"] -= 1
        self._sync_hand()
        self._discard_done()
        return 0.3

    def _on_CardPlayed(self, e, d, name):
        self.shown[d["seat"]]["cards"] -= 1
        card = tr(f"campeao.card.{d['card']}.name")
        self.show_banner(card)
        seat = d["seat"]
        piece = next((c for c in self.hand_cards if c.key == d["card"]), None) if seat == self.audience else None
        start = piece.center if piece is not None else self.mats[seat].center
        self._fly_card(d["card"], start, self.layout["dice_tray"].center, True, linger=0.6)
        self._sync_hand()
        self.app.sounds.play("flip")
        return CARD_HOLD  # its name stays up in the banner, the card fades under what follows

    def _on_RingGirlWon(self, e, d, name):
        return 0.5

    def _on_MasterTaken(self, e, d, name):
        self.shown[d["seat"]]["fame"] -= rules.R["master_cost"]
        self._place_pawn(d["seat"], start=self.shown[d["seat"]]["fame"] + rules.R["master_cost"])
        return 0.8

    def _on_TrainingStarted(self, e, d, name):
        self.show_banner(tr("campeao.banner.train", name=name, skill=tr(f"campeao.skill.{d['skill']}")))
        self.fighters = None
        self._hide_dice()
        return 0.1  # its banner stays on while the dice roll

    def _on_TrainingRolled(self, e, d, name):
        tumble, hold = self._roll_timing(d)
        self._tumble(d["faces"], tumble=tumble)
        return hold  # the dice settle, then the roll is held so everyone can read it

    _on_TrainingRerolled = _on_TrainingRolled

    def _on_SkillGained(self, e, d, name):
        i = rules.SKILLS.index(d["skill"])
        self.shown[d["seat"]]["tokens"][i] += d["amount"]
        if d["amount"]:
            self._fly_token(f"campeao/icons/{d['skill']}.svg", art.SKILL_COLOURS[d["skill"]],
                            self.layout["dice_tray"].center, d["seat"])
        self.app.sounds.play("cheer")
        self.tweener.after(0.5, self._hide_dice)  # (as the token lands)
        return 0.4

    def _on_TrainingFailed(self, e, d, name):
        self._hide_dice()
        return 0.2  # (the card it draws follows)

    def _on_FightStarted(self, e, d, name):
        self.fighters = (d["challenger"], d["defender"])
        self.damage_label = {}
        self._hide_dice()
        key = "campeao.banner.street" if d["street"] else "campeao.banner.challenge"
        self.show_banner(tr(key, a=self.seat_name(d["challenger"]), b=self.seat_name(d["defender"])))
        self.app.sounds.play("cheer")
        return 0.3  # its banner stays on while the fighters get ready

    def _on_FighterReady(self, e, d, name):
        return 0.05

    def _on_DiceRolled(self, e, d, name):
        tumble, hold = self._roll_timing(d)
        self._tumble(d["faces"], set(d["held"]), tumble)
        return hold

    def _on_KnockOut(self, e, d, name):
        self._burst(tr("campeao.ko"), self.layout["dice_tray"].center)
        self.app.sounds.play("thud")
        return 0.45  # the K.O. stays on the tray while the strike ends

    def _on_StrikeEnded(self, e, d, name):
        self.damage_label[d["seat"]] = d["damage"]
        return 0.1  # the damage stays by the striker; the injury dice follow

    def _on_InjuryRolled(self, e, d, name):
        self.injury_owner = d["seat"]
        tumble, hold = self._injury_timing()
        self._tumble_injuries(d["colours"], d["faces"], tumble)
        total = d["injuries"] + d.get("outright", 0)
        self.shown[d["seat"]]["injuries"] += total
        if total:
            self._fly_token("campeao/icons/injury.svg", (240, 240, 240), self.layout["injury_tray"].center,
                            d["seat"], total)
        for face in d["faces"]:
            if face != "blank":
                mat = self.mats[d["seat"]]
                self._burst(tr(f"campeao.die.{face}"), (mat.centerx, mat.centery))
                break
        return hold

    def _on_InjuryRerolled(self, e, d, name):
        tumble, hold = self._roll_timing({"rerolls": 1})  # a DOCTOR's re-roll
        self._tumble_injuries(d["colours"], d["faces"], tumble)
        self.shown[d["seat"]]["injuries"] += d["injuries"]
        return hold

    def _on_StrikerChanged(self, e, d, name):
        self._hide_dice(injuries_too=False)
        return 0.15

    def _on_FightWon(self, e, d, name):
        """The fight ends on its result, held until a human has read it: how it was decided, by
        how much, and what it means for the belt."""
        self.app.sounds.play("cheer")
        self.fight_result = dict(d, gains=[])  # the fame the fight brings joins it as it is counted
        return 0.1

    def _on_BeltPassed(self, e, d, name):
        self._place_belt(d["to"])
        return 0.1  # the belt flies on while the fight's result waits to be read (it says who took it)

    def _stage_fight(self, won_game: bool = False) -> None:
        d, self.fight_result = self.fight_result, None
        if d is None:
            return
        names = [s.name for s in self.match.seats]
        title, detail = narration.fight_result(d, d["gains"], names, self.view.target, won_game)
        self.stage(title, detail, d["seat"])

    def _on_GameWon(self, e, d, name):
        self._stage_fight(won_game=True)
        self.finished = True
        self.app.game_finished([name])
        return 1.5

    def _tumble(self, faces, held=frozenset(), tumble: float = TUMBLE) -> None:
        self.app.sounds.play("slide")
        self._line_up(len(faces))
        for i, die in enumerate(self.dice):
            die.visible = i < len(faces)
            die.held = i in held  # the dice the striker kept stay kept for the next re-roll
            if die.visible and i not in held:
                die.tumble(self.tweener, faces[i], duration=tumble, delay=0.02 * i)
            elif die.visible:
                die.face = faces[i]

    def _tumble_injuries(self, colours, faces, tumble: float = TUMBLE) -> None:
        tray = self.layout["injury_tray"]
        self.injury_dice = []
        size, gap = art.INJURY_DIE, 18
        x0 = tray.centerx - (len(faces) * size + (len(faces) - 1) * gap) / 2
        for i, (colour, face) in enumerate(zip(colours, faces)):
            die = Die(x0 + i * (size + gap), tray.y + 8, size, "blank",
                      lambda key, c=colour: art.die_face(self.assets, c, key, art.INJURY_DIE), INJURY_POOL)
            die.tumble(self.tweener, face, duration=tumble, delay=0.03 * i)
            self.injury_dice.append(die)

    def _hide_dice(self, injuries_too: bool = True) -> None:
        for die in self.dice:
            die.visible = False
            die.held = False
        if injuries_too:
            self.injury_dice = []

    def _fly(self, piece, to: tuple[float, float], duration: float = 0.5, linger: float = 0.0) -> None:
        """Move a temporary piece to ``to``, fade it, and forget it."""
        self.flying.append(piece)

        def gone() -> None:
            if piece in self.flying:
                self.flying.remove(piece)

        def fade() -> None:  # (landed, it fades under what follows: that holds nothing up)
            self.tweener.add(piece, 0.25, "linear", delay=linger, alpha=0.0, on_done=gone, tag="ui")

        piece.move_to(self.tweener, to[0] - piece.w / 2, to[1] - piece.h / 2, duration=duration, ease="out_cubic",
                      on_done=fade)

    def _fly_token(self, icon: str, colour, start, seat: int, count: int = 1) -> None:
        mat = self.mats[seat]
        for i in range(count):
            token = Token(start[0] - 22 + i * 12, start[1] - 22, 44, self.assets.svg(icon, (30, 30)), colour, self.assets)
            self._fly(token, (mat.x + 76 + i * 10, mat.y + 108), duration=0.55 + 0.08 * i)

    def _fly_card(self, key: str, start, to, face_up: bool, linger: float = 0.0) -> None:
        w, h = art.CARD
        card = Card(key, start[0] - w / 2, start[1] - h / 2, w, h, self._card_face, self._card_back,
                    art.card_shadow(self.assets), face_up=face_up)
        card.lift = 1.0
        self._fly(card, to, duration=0.45, linger=linger)

    def _burst(self, word: str, centre) -> None:
        self.bursts.append([word, centre[0], centre[1], 1.0])

    # ------------------------------------------------------------------ idle: what may be done
    def idle(self) -> None:
        # Reconcile with the rules (in case an animation was skipped).
        for seat, s in enumerate(self.view.seats):
            shown = self.shown[seat]
            shown["injuries"], shown["tokens"], shown["cards"] = s.injuries, list(s.tokens), len(s.hand)
            if shown["fame"] != s.fame:
                shown["fame"] = s.fame
                self._place_pawn(seat, instant=True)
        if self.belt.height <= 0.01 and (self.belt.x, self.belt.y) != self._belt_spot(self.view.champion):
            self._place_belt(self.view.champion, instant=True)
        held = len(self.view.seats[self.audience].hand) if self.audience is not None else 0
        if len(self.hand_cards) != held:
            self._sync_hand()
        legal = self._legal()
        if legal == [rules.Ready(self.actor)] and len(self.match.human_seats()) == 1:
            # A lone human with nothing to play against the challenger: no need to ask.
            self.submit(legal[0], automatic=True)
            return
        if self._window_open() and self.reacting is not None and self.reacting not in self.match.to_act():
            self.reacting = None
        kinds = {type(a) for a in legal}
        v = self.view
        checks = {
            "challenge": rules.Challenge in kinds,
            "train-punch": rules.Train(self.actor, "punch") in legal,
            "train-kick": rules.Train(self.actor, "kick") in legal,
            "train-submission": rules.Train(self.actor, "submission") in legal,
            "rest": rules.Rest in kinds, "draw": rules.Draw in kinds, "recover": rules.Recover in kinds,
            "ring-girl": rules.GetRingGirl in kinds, "master": rules.TakeMaster in kinds,
            "end-turn": rules.EndTurn in kinds,
        }
        in_turn = v.phase == "turn" and not self._window_open()
        for key, button in self.turn_buttons.items():
            button.enabled = checks[key] and in_turn
            button.visible = key not in rules.VARIANTS or key in v.variants
        self._explain_turn_buttons(in_turn)
        rb = self.ring_buttons
        fight = v.fight
        striking = rules.Roll in kinds or rules.Stop in kinds
        rb["roll"].visible = rules.Roll in kinds
        rb["stop"].visible = rules.Stop in kinds
        mask = self._reroll_mask()
        rb["reroll"].visible = rules.Stop in kinds
        rb["reroll"].enabled = bool(mask) and rules.Reroll(self.actor, mask) in legal
        if fight and striking and rb["reroll"].visible:
            side = 0 if self.actor == fight.challenger else 1
            done = fight.rerolls[side]
            rb["reroll"].label = tr("campeao.button.reroll-cost", cost=tr(COST_KEYS[done])) if done < 3 else tr(
                "campeao.button.reroll")
        rb["ready"].visible = rules.Ready in kinds
        rb["accept"].visible = rules.Accept in kinds
        choosing = self.doctor is not None and rules.PlayCard in kinds
        if not choosing:
            self.doctor = None
        rb["pass"].visible = (rules.Pass in kinds and self.reacting == self.actor or
                              self.looking is not None and self.looking == self.actor) and not choosing
        rb["auto-pass"].visible = rb["pass-turn"].visible = rb["pass"].visible
        for key in self.PUBLIC_BUTTONS:
            rb[key].visible = self._gated()
        rb["doctor"].visible = rb["doctor-cancel"].visible = choosing
        rb["doctor"].enabled = bool(self.doctor_pick)
        if choosing:
            for key in ("roll", "reroll", "stop", "ready", "accept"):
                rb[key].visible = False
        if rb["roll"].visible:
            if fight:
                n = rules.dice_count(v, self.actor, *self._mods(fight))
            else:
                n = rules.R["training_dice"] + (rules.R["trainer_bonus"] if v.training.trainer else 0)
            rb["roll"].label = tr("campeao.button.roll-n", n=n)
        for card in self.hand_cards:
            card.draggable = any(isinstance(a, rules.PlayCard) and a.card == card.key for a in legal) or (
                rules.Discard(self.actor, card.key) in legal)

    def _freeze_buttons(self) -> None:
        """While events play, nothing can be clicked (idle() turns the right buttons back on)."""
        for button in self.turn_buttons.values():
            button.enabled = False
        for key, button in self.ring_buttons.items():
            button.visible = False
        for card in self.hand_cards:
            card.draggable = False

    def _mods(self, fight) -> tuple[int, int]:
        side = 0 if self.actor == fight.challenger else 1
        return fight.bonus[side], fight.malus[side]

    def _reroll_mask(self) -> int:
        return sum(1 << i for i, d in enumerate(self.dice) if d.visible and not d.held)

    def _explain_turn_buttons(self, in_turn: bool) -> None:
        """Each disabled action button says why, in the rules' words (the engine's refusal of
        that action now), worked out once per position."""
        me = self.actor
        key = (id(self.match.state), me, in_turn)
        if self._explained == key:
            return
        self._explained = key
        for name, button in self.turn_buttons.items():
            button.why = None
            if button.enabled:
                continue
            if me is None or me not in self.match.to_act():
                button.why = explain("not-your-turn:")
                continue
            if not in_turn:
                button.why = tr("campeao.why.not-now")
                continue
            try:
                self.match.game.apply(self.match.state, self._turn_action(name, me))
            except IllegalAction as exc:
                button.why = explain(str(exc))

    def _turn_action(self, key: str, me: int) -> Action:
        """The action a turn button asks for (for the Master: any of its skills)."""
        if key.startswith("train-"):
            return rules.Train(me, key[6:])
        if key == "master":
            return rules.TakeMaster(me, "punch")
        return {"challenge": rules.Challenge(me), "rest": rules.Rest(me), "draw": rules.Draw(me),
                "recover": rules.Recover(me), "end-turn": rules.EndTurn(me),
                "ring-girl": rules.GetRingGirl(me)}[key]

    # ------------------------------------------------------------------ input
    def _turn_button(self, key: str) -> None:
        self._freeze_buttons()
        me = self.actor
        if key == "master":
            options = [a for a in self._legal() if isinstance(a, rules.TakeMaster)]
            if options:  # the skill the champion scores best with
                champ = self.view.champion
                self.submit(max(options, key=lambda a: rules.symbols(self.view, champ, a.skill)))
        else:
            self.submit(self._turn_action(key, me))

    def _ring_button(self, key: str) -> None:
        self._freeze_buttons()
        me = self.actor
        if key == "roll":
            self.submit(rules.Roll(me))
        elif key == "reroll":
            self.submit(rules.Reroll(me, self._reroll_mask()))
        elif key == "stop":
            self.submit(rules.Stop(me))
        elif key == "ready":
            self.submit(rules.Ready(me))
        elif key == "accept":
            self.submit(rules.Accept(me))
        elif key in ("pass", "pass-turn", "auto-pass"):
            self._answer(key)

    def submit(self, action, automatic: bool = False) -> bool:
        done = super().submit(action, automatic)
        if done and self.reacting is not None and action.seat == self.reacting:
            if isinstance(action, rules.Pass):
                self._claim_answered(action.seat)
            else:  # a card: the window asks again, a new moment with a new prompt
                self.reacting, self.prompt = None, None
        return done

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.reach()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.held is None:
            for seat in list(self.auto_pass):
                if self._auto_chip(seat).collidepoint(event.pos):
                    self.auto_pass.discard(seat)
                    self.tell(tr("campeao.auto-pass-off", name=self.seat_name(seat)))
                    return True
            for rect, seat in self.react_buttons:  # a badge answers the prompt: never a "skip animation"
                if rect.collidepoint(event.pos):
                    self._react_as(seat)
                    return True
            if self.doctor is not None and self._doctor_click(event.pos):
                return True
        if self.common_input(event, self.buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for die in self.dice:
                if die.visible and die.hit(event.pos) and rules.Stop(self.actor) in self._legal():
                    die.held = not die.held
                    return True
            card = next((c for c in reversed(self.hand_cards) if c.hit(event.pos)), None)
            if card is not None and self.my_turn() and (card.draggable or self._card_moves(card.key)):
                self.drag.begin(card, event.pos, self._targets(card), self._legal())
                return True
            if card is not None and card.face_up and self.actor is not None:
                self.tell(self._why_not_card(card.key))  # a card that may not move says why
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = next((c for c in reversed(self.hand_cards) if c.hit(event.pos)), None)
            self.zoom = card.key if card is not None else None
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self.finish_drag(event.pos, self._targets(self.drag.piece))
            return True
        return False

    def _why_not_card(self, key: str) -> str:
        """Why this card of the hand on screen cannot be played just now, in the rules' words."""
        if self.prompt_up() and self.actor not in (self.reacting, self.looking):
            return tr("campeao.why.badge-first")
        if self.doctor is not None:
            return tr("campeao.status.doctor")
        try:
            self.match.game.apply(self.match.state, rules.PlayCard(self.actor, key))
        except IllegalAction as exc:
            return explain(str(exc))
        return tr("campeao.why.drop-it")  # playable after all: it is dragged, not clicked

    def _card_moves(self, key: str) -> list:
        """What the rules let the seat at the mouse do with this card of its hand just now."""
        return [a for a in self._legal() if isinstance(a, (rules.PlayCard, rules.Discard)) and a.card == key]

    def drop_reason(self, piece, pos) -> str | None:
        """A card let go on no place of its own: the rules' reason when it cannot be played now
        (never "drop it on a glowing place" when nothing glows)."""
        if self._card_moves(piece.key) and self._had_targets:
            return None  # the glowing places show where it goes
        return self._why_not_card(piece.key)

    def _targets(self, card: Card) -> list[DropTarget]:
        """Where a card may be dropped: a fighter's mat (its target), the dice tray or the cage."""
        me, key = self.actor, card.key
        out: list[DropTarget] = []
        if rules.Discard(me, key) in self._legal():
            return [DropTarget("deck", self.layout["deck"].inflate(40, 40), rules.Discard(me, key))]
        for seat, mat in self.mats.items():
            if key in ("ambush", "street-fight"):
                out.append(DropTarget(f"mat_{seat}", mat, rules.PlayCard(me, key, seat)))
            elif key == "doctor":
                out.append(DropTarget(f"mat_{seat}", mat, rules.PlayCard(me, key, seat, self._doctor_mask(seat))))
            elif key in ("romance", "ice-bath") and seat == me:
                out.append(DropTarget(f"mat_{seat}", mat, rules.PlayCard(me, key)))
        tray = self.layout["dice_tray"].inflate(40, 60)
        if key in ("isotonic", "ko-with-4", "personal-trainer"):
            out.append(DropTarget("tray", tray, rules.PlayCard(me, key)))
        elif key == "mega-mass":
            out.append(DropTarget("tray", tray, rules.PlayCard(me, key, -1, self._reroll_mask())))
        elif key == "low-blow" and self.view.fight:
            f = self.view.fight
            out.append(DropTarget("tray", tray, rules.PlayCard(me, key, f.defender if me == f.challenger else f.challenger)))
        elif key == "bar-brawl":
            out.append(DropTarget("ring", self.layout["ring"], rules.PlayCard(me, key)))
        return out

    def finish_drag(self, pos, candidates) -> None:
        """DOCTOR dropped on a fighter who just rolled opens the choice of the dice to re-roll."""
        piece = self.drag.piece
        self._had_targets = bool(self.drag.targets)
        self.tip_hush = tuple(pos)
        if piece is not None and piece.key == "doctor":
            target = self.drag.target_at(pos)
            if target is not None and target.action in self._legal():
                self.drag.cancel()
                self.doctor = target.action.target
                mask = target.action.dice
                self.doctor_pick = {i for i in range(6) if mask >> i & 1}
                self._show_doctor_dice()
                return
        super().finish_drag(pos, candidates)

    def _doctor_roll(self):
        return next((r for r in self.view.last_roll if r.seat == self.doctor), None)

    def _show_doctor_dice(self) -> None:
        """The chosen fighter's latest injury dice in the tray, each to click in or out of the re-roll."""
        roll = self._doctor_roll()
        if roll is None:
            self.doctor = None
            return
        self._tumble_injuries(roll.colours, roll.faces)
        self.tweener.finish_all()
        for i, die in enumerate(self.injury_dice):
            die.held = i in self.doctor_pick

    def _doctor_click(self, pos) -> bool:
        for i, die in enumerate(self.injury_dice):
            if die.hit(pos):
                self.doctor_pick ^= {i}
                die.held = i in self.doctor_pick
                return True
        return False

    def _doctor_go(self) -> None:
        mask = sum(1 << i for i in self.doctor_pick)
        action = rules.PlayCard(self.actor, "doctor", self.doctor, mask)
        self.doctor, self.doctor_pick = None, set()
        if mask:
            self.submit(action)

    def _doctor_cancel(self) -> None:
        self.doctor, self.doctor_pick = None, set()

    def _doctor_mask(self, seat: int) -> int:
        """What DOCTOR offers first: on yourself your hits, on a rival their misses (the player then
        picks the dice to re-roll)."""
        roll = next((r for r in self.view.last_roll if r.seat == seat), None)
        if roll is None:
            return 0
        want_hits = seat == self.actor
        mask = sum(1 << i for i, f in enumerate(roll.faces) if (f != "blank") == want_hits)
        return mask or (1 << len(roll.faces)) - 1  # nothing to improve: all of them, still a legal choice

    def hover(self, pos) -> None:
        card = None if self.drag.active else next((c for c in reversed(self.hand_cards) if c.hit(pos)), None)
        if card is not self.hover_card:
            if self.hover_card is not None:
                self.tweener.add(self.hover_card, 0.12, "out_quad", hover=0.0, tag="ui")
            self.hover_card, self.hover_time = card, 0.0
            if card is not None:
                self.tweener.add(card, 0.12, "out_quad", hover=1.0, tag="ui")

    def update(self, dt: float) -> None:
        self._time_turn(dt)
        super().update(dt)
        if self.hover_card is not None:
            self.hover_time += dt
        for b in self.bursts:
            b[3] -= dt * max(self.app.speed, 0.5)
        self.bursts = [b for b in self.bursts if b[3] > 0]

    # ------------------------------------------------------------------ results
    def result_summary(self) -> tuple:
        state = self.match.state
        scores = [tr("campeao.result.score", fame=s.fame, injuries=s.injuries) for s in state.seats]
        champ = state.winner if state.winner >= 0 else state.champion
        headline = tr("campeao.banner.game", name=self.seat_name(champ))
        return scores, tr("campeao.result.line", n=state.turn_number), headline, self._hall_of_fame(champ)

    def _hall_of_fame(self, seat: int) -> pygame.Surface:
        """The winner's portrait inside the Hall of Fame laurels."""
        def make() -> pygame.Surface:
            surf = self.assets.svg("campeao/hall-of-fame.svg", (420, 210)).copy()
            portrait = art.fighter_art(self.assets, self.match.state.seats[seat].fighter, 150)
            surf.blit(portrait, portrait.get_rect(center=(210, 108)))
            return surf

        return self.assets.cached(("hall-of-fame", self.match.state.seats[seat].fighter), make)
