"""The effect vocabulary interpreted, and one match played out on a mutable working copy.

``Table`` copies the two sides of a park out of the frozen state into lists, plays the match
(reveals, effects, flag moves, bench, the two ways to lose) until it ends or an effect asks a seat
to choose, and ``play`` writes it back. Nothing here knows a card by name: each card's effects are
data (``content.Effect``) read through the same few functions, and the strength a text promises is
the strength ``attack_total`` / ``flag_total`` compute.
"""

from __future__ import annotations

from tabletop.engine.core import Event
from tabletop.games.challengers.rules.content import (
    ATTACK_FX,
    BASE,
    BENCH_FX,
    CARDS,
    COPIES,
    FLAG_FX,
    HAS_BENCH_FX,
    LOSE_FX,
    REVEAL_FX,
    RULES,
    SET_OF,
    Effect,
)
from tabletop.games.challengers.rules.state import ChallengersState, Match, Pending

BENCH_TO_ATTACK = ("my_attack", "mine")
BENCH_TO_FLAG = ("my_flag", "mine")


def effect_of(card: int, index: int) -> Effect:
    return CARDS[COPIES[card]].effects[index]


class Table:
    """Two sides of one match as lists; ``run`` advances it, ``answer`` resolves a pending choice."""

    __slots__ = (
        "bench",
        "bonus",
        "box",
        "card",
        "deck",
        "events",
        "exhaust",
        "fans",
        "field",
        "first",
        "holder",
        "index",
        "park",
        "pending",
        "reason",
        "reveals",
        "robots",
        "seen",
        "sides",
        "stage",
        "starter",
        "supply",
        "winner",
    )

    def __init__(self, state: ChallengersState, m: Match, supply: int) -> None:
        self.park, self.sides, self.starter, self.holder = m.park, m.sides, m.starter, m.holder
        self.stage, self.card, self.index, self.first = m.stage, m.card, m.index, m.first
        self.reveals, self.pending, self.winner, self.reason = m.reveals, m.pending, m.winner, m.reason
        self.deck, self.field, self.bonus, self.bench, self.exhaust, self.fans = {}, {}, {}, {}, {}, {}
        self.seen: dict[int, set] = {}
        for p in m.sides:
            self.deck[p] = list(state.decks[p])
            self.field[p] = list(state.fields[p])
            self.bonus[p] = list(state.bonuses[p])
            self.bench[p] = [list(s) for s in state.benches[p]]
            self.exhaust[p] = list(state.exhausts[p])
            self.fans[p] = state.fans[p]
            self.seen[p] = set()
        self.robots = {p for p in m.sides if p >= state.players}
        self.supply = supply
        self.box: list[int] = []
        self.events: list[Event] = []

    # ------------------------------------------------------------------ reading the table

    def match(self) -> Match:
        return Match(self.park, self.sides, self.starter, self.holder, self.stage, self.card, self.index,
                     self.first, self.reveals, self.pending, self.winner, self.reason)

    def opponent(self, who: int) -> int:
        a, b = self.sides
        return b if who == a else a

    def attacker(self) -> int:
        return self.starter if self.holder < 0 else self.opponent(self.holder)

    def counter(self, name: str, card: int, me: int) -> int:
        """The value of a counter for ``card`` owned by ``me`` (see content.COUNTERS)."""
        if name == "my_bench_seats":
            return len(self.bench[me])
        if name == "my_bench_cards":
            return sum(len(s) for s in self.bench[me])
        if name == "my_bench_set":
            cset = SET_OF[card]
            return sum(1 for s in self.bench[me] for c in s if SET_OF[c] == cset)
        opp = self.opponent(me)
        if name == "opp_bench_seats":
            return len(self.bench[opp])
        if name == "opp_bench_sets":
            return len({SET_OF[s[0]] for s in self.bench[opp]})
        if name == "my_exhaust":
            return len(self.exhaust[me])
        if name == "opp_exhaust":
            return len(self.exhaust[opp])
        if name == "my_deck":
            return len(self.deck[me])
        field = self.field[me]
        if name == "attack_others" or name == "under_flag":
            return max(0, len(field) - 1) if card in field else 0
        if name == "attack_set_others":
            cset = SET_OF[card]
            return sum(1 for c in field if c != card and SET_OF[c] == cset)
        if name == "attack_position":
            return field.index(card) + 1 if card in field else 0
        if name == "first_of_match":
            return 1 if card == self.first else 0
        raise ValueError(f"unknown counter {name!r}")

    def holds(self, e: Effect, card: int, me: int) -> bool:
        if e.only_if is None:
            return True
        n = self.counter(e.only_if, card, me)
        return (e.at_least is None or n >= e.at_least) and (e.at_most is None or n <= e.at_most)

    def value(self, e: Effect, card: int, me: int) -> int:
        """The strength change an effect gives now (0 when its condition fails)."""
        if not self.holds(e, card, me):
            return 0
        return e.amount * (self.counter(e.per, card, me) if e.per else 1)

    def _bench_bonus(self, who: int, targets: tuple[str, ...], me: int) -> int:
        total = 0
        for seat in self.bench[who]:
            if not HAS_BENCH_FX[seat[0]]:
                continue
            for c in seat:  # same-name cards on one seat each count: their bonuses add up
                for _, e in BENCH_FX[c]:
                    if e.do == "strength" and e.to in targets:
                        total += self.value(e, c, who)
        return total

    def card_strength(self, who: int, i: int) -> int:
        """Base strength plus kept immediate bonus and the card's own lasting effects."""
        c = self.field[who][i]
        v = BASE[c] + self.bonus[who][i]
        holding = who == self.holder and i == len(self.field[who]) - 1
        for _, e in (FLAG_FX[c] if holding else ATTACK_FX[c] if who != self.holder else ()):
            if e.do == "strength" and e.to == "self":
                v += self.value(e, c, who)
        return v

    def flag_total(self) -> int:
        """The strength of the card holding the flag (the cards under it do not count)."""
        h = self.holder
        v = self.card_strength(h, len(self.field[h]) - 1)
        return v + self._bench_bonus(h, BENCH_TO_FLAG, h)

    def attack_total(self) -> int:
        """Base strength and bonuses of every card revealed in this attack, with lasting effects."""
        a = self.attacker()
        v = sum(self.card_strength(a, i) for i in range(len(self.field[a])))
        v += self._bench_bonus(a, BENCH_TO_ATTACK, a)
        if self.holder >= 0:
            h = self.holder
            flag = self.field[h][-1]
            for _, e in FLAG_FX[flag]:
                if e.do == "strength" and e.to == "opp_attack":
                    v += self.value(e, flag, h)
            v += self._bench_bonus(h, ("opp_attack",), h)
        return v

    # ------------------------------------------------------------------ changing the table

    def _event(self, kind: str, data: dict, secret: dict | None = None, owner: int | None = None) -> None:
        data["park"] = self.park
        self.events.append(Event(kind, data, secret or {}, owner))

    def reveal(self, who: int) -> int:
        c = self.deck[who].pop(0)
        self.field[who].append(c)
        self.bonus[who].append(0)
        self.seen[who].add(c)
        self.reveals += 1
        if self.first < 0:
            self.first = c
        self._event("CardRevealed", {"who": who, "card": c, "kind": COPIES[c], "strength": BASE[c]})
        return c

    def take_fans(self, who: int, amount: int) -> None:
        got = min(amount, self.supply)
        self.supply -= got
        self.fans[who] += got
        self._event("FansTaken", {"who": who, "amount": got, "asked": amount})

    def put(self, who: int, card: int, dest: str, source: str) -> None:
        """Put a card (already taken from ``source``) into ``dest`` of its owner ``who``."""
        if dest == "exhaust":
            self.exhaust[who].append(card)
        elif dest == "deck_bottom":
            self.deck[who].append(card)
        elif dest == "deck_top":
            self.deck[who].insert(0, card)
        else:  # "box": out of the tournament
            self.box.append(card)
        public = source != "deck_top" or dest in ("exhaust", "box")
        if public:
            self.seen[who].add(card)  # shown face up on its way: the table saw it, as if revealed
            self._event("CardMoved", {"who": who, "card": card, "kind": COPIES[card], "from": source, "to": dest})
        else:
            self._event("CardMoved", {"who": who, "from": source, "to": dest}, {"kind": COPIES[card]}, who)

    def options(self, e: Effect, who: int) -> tuple[int, ...]:
        """What a choosing effect offers now: bench seats (by their first card), exhaust cards, or
        the top cards of the deck."""
        if e.do == "peek":
            return tuple(self.deck[who][: e.count])
        if e.src == "bench":
            return tuple(s[0] for s in self.bench[who])
        if e.src == "exhaust":
            return tuple(self.exhaust[who])
        return ()

    def resolve(self, e: Effect, card: int, me: int, choice: int | None) -> None:
        """Resolve a once-effect; ``choice`` is the card chosen for effects that ask (None: declined)."""
        if e.do == "strength":
            i = self.field[me].index(card)
            self.bonus[me][i] += self.value(e, card, me)
            self._event("StrengthGained", {"who": me, "card": card, "amount": self.value(e, card, me)})
            return
        if e.do == "fans":
            self.take_fans(me, e.amount)
            return
        if e.do == "peek":
            if choice is None:
                return
            self.deck[me].remove(choice)
            if e.dest == "top":
                self.put(me, choice, "deck_top", "deck_top")
            elif e.dest == "bottom":
                self.put(me, choice, "deck_bottom", "deck_top")
            else:
                self.put(me, choice, "exhaust", "deck_top")
            return
        # move
        target = self.opponent(me) if e.who == "opponent" else me
        if e.src == "deck_top":
            for _ in range(e.count):
                if self.deck[target]:
                    self.put(target, self.deck[target].pop(0), e.dest, "deck_top")
        elif e.src == "self":
            if card in self.field[me]:
                i = self.field[me].index(card)
                self.field[me].pop(i)
                self.bonus[me].pop(i)
                self.put(me, card, e.dest, "field")
        elif e.src == "bench" and choice is not None:
            seat = next(s for s in self.bench[me] if s[0] == choice)
            self.bench[me].remove(seat)
            for c in seat:
                self.put(me, c, e.dest, "bench")
        elif e.src == "exhaust" and choice is not None:
            self.exhaust[me].remove(choice)
            self.put(me, choice, e.dest, "exhaust")

    def resolve_from(self, card: int, me: int, fx) -> bool:
        """Resolve ``card``'s once-effects of one trigger from ``self.index``; False if one waits
        for a choice (then ``pending`` is set)."""
        while self.index < len(fx):
            i, e = fx[self.index]
            self.index += 1
            if not self.holds(e, card, me):
                continue
            if e.do == "peek" or (e.do == "move" and e.src in ("bench", "exhaust")):
                opts = self.options(e, me)
                if not opts:
                    continue
                if e.do == "peek":
                    self._event("DeckPeeked", {"who": me, "count": len(opts)}, {"cards": [COPIES[c] for c in opts]}, me)
                if me in self.robots:  # the Robot's fixed rule: the first card offered, never "no"
                    self.resolve(e, card, me, opts[0])
                    continue
                self.index -= 1
                self.pending = Pending(me, card, i, opts, e.optional)
                self._event("ChoiceAsked", {"who": me, "card": card, "effect": i, "count": len(opts)})
                return False
            self.resolve(e, card, me, None)
        return True

    def answer(self, choice: int | None) -> None:
        """Resolve the pending choice (``None``: declined) and go on with the card's next effects."""
        p = self.pending
        self.pending = None
        self.index += 1
        self.resolve(effect_of(p.card, p.effect), p.card, p.who, choice)

    def transfer(self) -> None:
        """The flag leaves the beaten card for the attacker's last card; the beaten cards go to the bench."""
        old, new = self.holder, self.attacker()
        beaten = self.field[old]
        self.field[old], self.bonus[old] = [], []
        self.holder = new
        self._event("FlagTaken", {"who": new, "card": self.field[new][-1], "from": old})
        if not beaten:
            return
        seats = self.bench[old]
        for c in beaten:
            name = COPIES[c]
            seat = next((s for s in seats if COPIES[s[0]] == name), None)
            if seat is None:
                if len(seats) >= RULES.bench_seats:
                    self.exhaust[old].append(c)  # set aside; the match is lost anyway
                    self.winner, self.reason = new, "bench-full"
                    continue
                seat = []
                seats.append(seat)
            seat.append(c)
        self._event("CardsBenched", {"who": old, "cards": list(beaten)})

    def run(self) -> None:
        """Play on until the match is won or an effect waits for a seat's choice."""
        limit = RULES.reveal_limit
        while self.winner < 0 and self.pending is None:
            stage = self.stage
            if stage == "start":
                s = self.starter
                if not self.deck[s]:
                    self.winner, self.reason = self.opponent(s), "deck-out"
                    break
                self.card, self.index, self.stage = self.reveal(s), 0, "reveal"
            elif stage == "reveal":
                if not self.resolve_from(self.card, self.attacker(), REVEAL_FX[self.card]):
                    return
                self.stage = "check"
            elif stage == "check":
                if self.holder < 0:
                    self.holder = self.starter
                    self._event("FlagTaken", {"who": self.starter, "card": self.field[self.starter][-1], "from": -1})
                    continue
                att = self.attacker()
                attack, defence = (self.attack_total(), self.flag_total()) if self.field[att] else (0, 0)
                if self.field[att]:  # the comparison, as the rules made it: the table shows these numbers
                    self._event("TotalsCompared", {"who": att, "attack": attack, "holder": self.holder, "defence": defence})
                if self.field[att] and attack >= defence:
                    self.stage, self.card, self.index = "lose", self.field[self.holder][-1], 0
                    self._event("FlagLost", {"who": self.holder, "card": self.card})
                    continue
                if not self.deck[att]:
                    self.winner, self.reason = self.holder, "deck-out"
                    break
                if self.reveals >= limit:
                    self.winner, self.reason = self.holder, "reveal-limit"
                    break
                self.card, self.index, self.stage = self.reveal(att), 0, "reveal"
            elif stage == "lose":
                if not self.resolve_from(self.card, self.holder, LOSE_FX[self.card]):
                    return
                self.transfer()
                self.stage, self.card, self.index = "check", -1, 0
            else:
                break
        if self.winner >= 0:
            self.stage = "done"
            self._event("MatchWon", {"winner": self.winner, "loser": self.opponent(self.winner), "reason": self.reason})


def pending_options(state: ChallengersState, m: Match) -> tuple[int, ...]:
    """What ``m``'s pending choice must offer in ``state`` (used to check saves)."""
    t = Table(state, m, state.supply)
    p = m.pending
    return t.options(effect_of(p.card, p.effect), p.who)
