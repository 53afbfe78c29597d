"""Computer sponsors for Laurel Crown, built only on a seat's view and legal actions.

The easy sponsor hires what looks strong and shares its fighters out evenly over the tournaments
left, picking them on a whim. The hard sponsor values each fighter against the arenas still to
come (their prizes, penalties and conditions), plans which fighter goes where (the richest arenas
choose first, so the best fighters are kept for them and every arena gets someone), and in each
tournament sends the fighters planned for it whose chance of a prize, estimated against what the
rivals can still field, is worth the risk of a wound. Both take the free second card when they
pick last in a row, and neither stops to think over a re-roll that cannot change a placing.
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


def last_pick(view, legal) -> Action | None:
    """Picking last in a row with "be last and take two" still free: two cards instead of one."""
    take_two = next((a for a in legal if isinstance(a, G.TakeTwoLast)), None)
    return take_two if take_two is not None and len(view.turns) == 1 else None


def tournaments_left(view) -> int:
    return max(1, len(view.arenas) - view.tournament)


def arena_info(view, index: int) -> tuple[tuple[int, ...], int, object]:
    """Prizes, penalty and the arena itself (None while face down: a typical arena of its tier)."""
    key = view.arenas[index]
    if key in G.ARENAS:
        a = G.ARENAS[key]
        return a.prizes, a.penalty, a
    tier = G.tier_of(key)
    pool = [a for a in G.ARENAS.values() if a.tier == tier] or list(G.ARENAS.values())
    prizes = tuple(round(sum(a.prizes[k] if k < len(a.prizes) else 0 for a in pool) / len(pool))
                   for k in range(max(len(a.prizes) for a in pool)))
    return tuple(p for p in prizes if p > 0), round(sum(a.penalty for a in pool) / len(pool)), None


def richness(view, index: int) -> float:
    prizes, _, _ = arena_info(view, index)
    return prizes[0] + sum(prizes) / len(prizes)


class EasyBot:
    """A newcomer: hires by rank, shares its fighters out over the tournaments, re-rolls low dice."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = G.legal_actions(view, seat)
        rnd = self.rng
        phase = view.phase
        if phase == "employ":
            last = last_pick(view, legal)
            if last is not None:
                return last
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
            if not G.reroll_matters(view):
                return G.Accept(seat)
            entry = view.entries[view.rerolls[0]]
            low = [k for k, d in enumerate(entry.dice) if d <= 2][: G.FIGHTERS[entry.fighter].reroll]
            mask = sum(1 << k for k in low)
            return G.Reroll(seat, mask) if mask and G.Reroll(seat, mask) in legal else G.Accept(seat)
        mine = [e for e in view.entries if e.seat == seat]
        # An even share of what is left for each tournament still to come, so the last ones
        # (the richest) are fought too.
        quota = math.ceil((len(view.hands[seat]) + len(mine)) / tournaments_left(view))
        gold = rnd.random() < 0.2 or tournaments_left(view) == 1
        places = [a for a in legal if isinstance(a, G.Place) and not a.counters and (not a.gold or gold)]
        later = range(view.tournament + 1, len(view.arenas))
        top = max(later, key=lambda i: richness(view, i), default=None)
        final = arena_info(view, top)[2] if top is not None else None
        if final is not None:  # the last fighter the richest arena ahead admits waits for it
            fits = [f for f in view.hands[seat] if G.may_enter(final, f)]
            spare = [a for a in places if len(fits) > 1 or a.fighter not in fits]
            places = spare
        if places and len(mine) < quota:
            return rnd.choice(places)
        return G.Done(seat)


class HardBot:
    """A shrewd sponsor: values fighters against the arenas to come, weighs prize odds."""

    daring = 0.6  # a planned fighter goes unless it expects to lose more than this share of the penalty

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
        last = last_pick(view, legal)
        if last is not None:
            return last
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

    def plan(self, view, seat) -> dict[str, int]:
        """Which tournament each fighter of the hand is kept for (index into ``view.arenas``).

        The tournaments still to come take turns choosing, richest first: each takes the strongest
        fighter left that it admits, and stops when it has as many as it has prizes. What nobody
        took goes where prizes are many. Fighters already sent belong to the current one."""
        now = view.tournament
        ahead = sorted(range(now, len(view.arenas)), key=lambda i: (-richness(view, i), i))
        wanted = {i: len(arena_info(view, i)[0]) for i in ahead}
        wanted[now] = max(0, wanted[now] - sum(1 for e in view.entries if e.seat == seat))
        left = sorted(view.hands[seat], key=lambda f: (-expected_power(f), f))
        plan: dict[str, int] = {}
        while left:
            took = False
            for i in ahead:
                arena = arena_info(view, i)[2]
                if wanted[i] <= 0:
                    continue
                fighter = next((f for f in left if arena is None or G.may_enter(arena, f)), None)
                if fighter is None:
                    continue
                plan[fighter] = i
                left.remove(fighter)
                wanted[i] -= 1
                took = True
                if not left:
                    break
            if not took:
                break
        many = sorted(ahead, key=lambda i: (-len(arena_info(view, i)[0]), i))
        for fighter in left:  # every arena is full: the spare goes where the prizes are many
            plan[fighter] = next((i for i in many if arena_info(view, i)[2] is None
                                  or G.may_enter(arena_info(view, i)[2], fighter)), many[0])
        return plan

    def _place(self, view, seat, legal) -> Action:
        """Send the fighters planned for this tournament when their chance of a prize is worth the
        risk of a wound; in the last tournament anyone worth it goes (a fighter kept is worth nothing)."""
        arena = G.current_arena(view)
        places = [a for a in legal if isinstance(a, G.Place)]
        if not places:
            return G.Done(seat)
        mine = [e for e in view.entries if e.seat == seat]
        left = tournaments_left(view)
        plan = self.plan(view, seat)
        richest = all(richness(view, view.tournament) >= richness(view, i) for i in range(view.tournament, len(view.arenas)))
        gold_now = any(a.gold for a in places) and (left == 1 or richest)
        counters_now = 0
        if not any(e.counters for e in mine):
            counters_now = min(G.R["counter_limit"], math.ceil(view.counters[seat] / left))
        avg_prize = sum(arena.prizes) / len(arena.prizes)
        best, best_value = None, -self.daring * arena.penalty
        for action in places:
            fighter = action.fighter
            if action.gold != gold_now or action.counters != min(
                    counters_now, max(a.counters for a in places if a.fighter == fighter)):
                continue
            if plan.get(fighter, view.tournament) != view.tournament and left > 1:
                continue
            power = expected_power(fighter) + (G.R["gold_bonus"] if action.gold else 0) + action.counters
            chance = self._prize_chance(view, seat, power)
            value = chance * avg_prize
            if not G.FIGHTERS[fighter].unwoundable:
                value -= (1 - chance) * arena.penalty
            if richest and not mine:
                value += arena.penalty  # the richest tournament left is always contested
            if value > best_value or (value == best_value and best is not None
                                      and expected_power(fighter) > expected_power(best.fighter)):
                best, best_value = action, value
        return best or G.Done(seat)

    def _reroll(self, view, seat, legal) -> Action:
        if not G.reroll_matters(view):
            return G.Accept(seat)
        entry = view.entries[view.rerolls[0]]
        most = G.FIGHTERS[entry.fighter].reroll
        low = sorted(range(len(entry.dice)), key=lambda k: entry.dice[k])
        picks = [k for k in low if entry.dice[k] <= 3][:most]
        mask = sum(1 << k for k in picks)
        return G.Reroll(seat, mask) if mask and G.Reroll(seat, mask) in legal else G.Accept(seat)
