"""Computer sponsors for Laurel Crown, built only on a seat's view and legal actions.

The easy sponsor hires what looks strong and sends fighters on a whim. The hard sponsor values
each fighter against the arenas still to come (their prizes, penalties and conditions), and in
each tournament sends the fighters whose chance of a prize, estimated against what the rivals can
still field, is worth the risk of a wound, keeping its best for the richer tournaments.
"""

from __future__ import annotations

import math
import random

from tabletop.games.laurel_crown import rules as G
from tabletop.engine.core import Action


def expected_power(fighter: str) -> float:
    """Mean power of a fighter on its own (dice, bonus, a rough worth for criticals and re-rolls)."""
    f = G.FIGHTERS[fighter]
    value = f.dice * 3.5 + f.bonus
    if f.critical == "six":
        value += f.critical_dice * 3.5 * (1 - (5 / 6) ** f.dice)
    elif f.critical == "identical":
        value += f.critical_dice * 3.5 * min(1.0, f.dice * (f.dice - 1) / 12)
    if f.reroll:
        value += 1.2 * f.reroll
    return value


def worth(fighter: str) -> float:
    """What a fighter brings to a sponsor: power plus a rough price for its abilities."""
    f = G.FIGHTERS[fighter]
    value = expected_power(fighter)
    value += sum(max(0, amount) * 0.8 for _, amount in f.support) + f.per_ally * 0.8
    value += 3 if f.unwoundable else 0
    value += 4 if f.ruler else 0
    return value


class EasyBot:
    """A newcomer: hires by rank, sends one or two fighters, re-rolls low dice."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = G.legal_actions(view, seat)
        rnd = self.rng
        phase = view.phase
        if phase == "employ":
            hires = [a for a in legal if isinstance(a, G.Hire)]
            known = [a for a in hires if view.row[a.slot] in G.FIGHTERS]
            pool = known or hires
            weights = [1 + G.RANKS.index(G.FIGHTERS[view.row[a.slot]].rank) if view.row[a.slot] in G.FIGHTERS else 1
                       for a in pool]
            return rnd.choices(pool, weights=weights)[0]
        if phase == "bid":
            return rnd.choice(legal[: max(1, len(legal) // 3)])
        if phase == "draft":
            return max(legal, key=lambda a: (G.RANKS.index(G.FIGHTERS[a.fighter].rank), rnd.random()))
        if phase == "reroll":
            entry = view.entries[view.rerolls[0]]
            low = [k for k, d in enumerate(entry.dice) if d <= 2][: G.FIGHTERS[entry.fighter].reroll]
            mask = sum(1 << k for k in low)
            return G.Reroll(seat, mask) if mask and G.Reroll(seat, mask) in legal else G.Accept(seat)
        mine = [e for e in view.entries if e.seat == seat]
        places = [a for a in legal if isinstance(a, G.Place) and not a.counters and (not a.gold or rnd.random() < 0.2)]
        if places and len(mine) < 2 and rnd.random() < 0.6:
            return rnd.choice(places)
        return G.Done(seat)


class HardBot:
    """A shrewd sponsor: values fighters against the arenas to come, weighs prize odds."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = G.legal_actions(view, seat)
        phase = view.phase
        if phase == "employ":
            return self._hire(view, seat, legal)
        if phase == "bid":
            return self._bid(view, seat, legal)
        if phase == "draft":
            return max(legal, key=lambda a: (self._fit(view, a.fighter), self.rng.random()))
        if phase == "reroll":
            return self._reroll(view, seat, legal)
        return self._place(view, seat, legal)

    # -- employment
    def _fit(self, view, fighter: str) -> float:
        """Worth, discounted when most arenas still to come refuse the fighter."""
        arenas = [G.ARENAS[a] for a in view.arenas[view.tournament:] if a in G.ARENAS] or list(G.ARENAS.values())
        allowed = sum(G.may_enter(a, fighter) for a in arenas) / len(arenas)
        return worth(fighter) * (0.4 + 0.6 * allowed)

    def _hire(self, view, seat, legal) -> Action:
        hires = [a for a in legal if isinstance(a, G.Hire)]
        unseen = sum(self._fit(view, f) for f in G.FIGHTER_IDS) / len(G.FIGHTER_IDS)
        values = {a: self._fit(view, view.row[a.slot]) if view.row[a.slot] in G.FIGHTERS else unseen for a in hires}
        best = max(hires, key=lambda a: (values[a], self.rng.random()))
        take_two = next((a for a in legal if isinstance(a, G.TakeTwoLast)), None)
        if take_two is not None and len(hires) >= 3:
            ranked = sorted(values.values(), reverse=True)
            # The last two are roughly the weakest left once everyone else has picked.
            if ranked[-1] + ranked[-2] > 1.55 * ranked[0]:
                return take_two
        return best

    def _bid(self, view, seat, legal) -> Action:
        row = [c for c in view.row if c in G.FIGHTERS]
        if not row:
            return legal[0]
        values = sorted((self._fit(view, c) for c in row), reverse=True)
        edge = (values[0] - values[-1]) / max(1.0, values[0])
        amount = min(len(legal) - 1, round(edge * 6))
        return legal[amount]

    # -- tournaments
    def _rivals(self, view, seat) -> tuple[int, list[float]]:
        """How many fighters the rivals may send now, and the powers they can field."""
        left = max(1, len(view.arenas) - view.tournament)
        seen = set(view.hands[seat]) | set(view.rested) | {e.fighter for e in view.entries}
        pool = [expected_power(f) for f in G.FIGHTER_IDS if f not in seen]
        count = sum(math.ceil(len(h) / left) for s, h in enumerate(view.hands) if s != seat)
        count += sum(1 for e in view.entries if e.seat != seat)
        return count, sorted(pool, reverse=True) or [15.0]

    def _prize_chance(self, view, seat, power: float) -> float:
        arena = G.current_arena(view)
        count, pool = self._rivals(view, seat)
        mine = sum(1 for e in view.entries if e.seat == seat)
        if count + mine < len(arena.prizes):
            return 0.97
        # The rivals tend to send strong fighters: assume their entries come from the top of the pool.
        field = pool[: max(count, 1)]
        beaten_by = sum(1 / (1 + math.exp(-(p - power) / 3.0)) for p in field)
        room = len(arena.prizes) - mine * 0.5
        return max(0.02, min(0.98, 1 / (1 + math.exp((beaten_by - room + 0.5) * 1.3))))

    def _place(self, view, seat, legal) -> Action:
        """Send the fighters worth sending now; keep the strongest for the richer arenas ahead."""
        arena = G.current_arena(view)
        places = [a for a in legal if isinstance(a, G.Place) and not a.counters]
        if not places:
            return G.Done(seat)
        mine = [e for e in view.entries if e.seat == seat]
        avg_prize = sum(arena.prizes) / len(arena.prizes)
        later = [G.ARENAS[a] for a in view.arenas[view.tournament + 1:] if a in G.ARENAS]
        richer = [a for a in later if sum(a.prizes) / len(a.prizes) > avg_prize]
        hand = sorted(view.hands[seat], key=expected_power, reverse=True)
        reserve = set(hand[: round(len(richer) * 1.4)])
        left = len(view.arenas) - view.tournament
        gold_now = bool(view.gold[seat]) and (left == 1 or not richer) and not any(e.gold for e in mine)
        best, best_value = None, 0.0
        for action in places:
            if action.gold != gold_now or action.fighter in reserve:
                continue
            power = expected_power(action.fighter) + (G.R["gold_bonus"] if gold_now else 0)
            chance = self._prize_chance(view, seat, power)
            value = chance * avg_prize
            if not G.FIGHTERS[action.fighter].unwoundable:
                value -= (1 - chance) * arena.penalty
            if value > best_value:
                best, best_value = action, value
        return best or G.Done(seat)

    def _reroll(self, view, seat, legal) -> Action:
        entry = view.entries[view.rerolls[0]]
        most = G.FIGHTERS[entry.fighter].reroll
        low = sorted(range(len(entry.dice)), key=lambda k: entry.dice[k])
        picks = [k for k in low if entry.dice[k] <= 3][:most]
        mask = sum(1 << k for k in picks)
        return G.Reroll(seat, mask) if mask and G.Reroll(seat, mask) in legal else G.Accept(seat)
