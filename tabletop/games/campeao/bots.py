"""Computer fighters for O Último Grande Campeão, built only on a seat's view and legal actions.

The easy fighter plays like a newcomer: it rolls, re-rolls blanks on a whim and picks actions
loosely. The hard fighter weighs every re-roll (expected damage against the injury dice it will
cost and the total it must beat), challenges when its odds are fair or the champion is close to
winning, trains the skills its fighter already has, and plays its cards where they matter.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from tabletop.games.campeao import rules as G
from tabletop.engine.core import Action

SKILL_FACE_P = 1 / 6
# Chance that one more injury die hits, by colour, and what an injury is worth in damage terms.
HIT = {"yellow": 2 / 6, "red": 4 / 6}
INJURY_COST = 0.9


def _mask(indices) -> int:
    return sum(1 << i for i in indices)


def _symbols(view, seat) -> tuple[int, int, int]:
    return tuple(G.symbols(view, seat, s) for s in G.SKILLS)


@lru_cache(maxsize=4096)
def expected_strike(n: int, syms: tuple[int, int, int], immune: str | None = None, samples: int = 300) -> tuple[float, float]:
    """Mean and spread of the damage of a sensible strike (keep scoring dice, re-roll twice)."""
    rnd = random.Random(n * 1000 + sum(syms) * 7 + len(immune or ""))
    results = []
    for _ in range(samples):
        faces = [rnd.randrange(6) for _ in range(n)]
        for _ in range(2):
            keep = [f < 3 and syms[f] > 0 and G.SKILLS[f] != immune for f in faces]
            if all(keep):
                break
            faces = [f if k else rnd.randrange(6) for f, k in zip(faces, keep)]
        total = 0
        for i, skill in enumerate(G.SKILLS):
            shown = faces.count(i)
            if shown and syms[i] and skill != immune:
                total += shown + syms[i]
        results.append(total)
    mean = sum(results) / samples
    var = sum((r - mean) ** 2 for r in results) / samples
    return mean, math.sqrt(var) + 0.5


def _helps(view, seat: int, action) -> bool:
    """A newcomer still never turns a card against itself: DOCTOR re-rolls only its own hits or a
    rival's blanks."""
    if isinstance(action, G.PlayCard) and action.card == "doctor":
        roll = next((r for r in view.last_roll if r.seat == action.target), None)
        if roll is None:
            return False
        chosen = [f for i, f in enumerate(roll.faces) if action.dice >> i & 1]
        if action.target == seat:
            return all(f != "blank" for f in chosen)
        return all(f == "blank" for f in chosen)
    return True


class EasyBot:
    """A newcomer: any reasonable move, chosen loosely."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = G.legal_actions(view, seat)
        rnd = self.rng
        kinds = {type(a) for a in legal}
        if G.Discard in kinds:
            return rnd.choice(legal)
        if G.Ready in kinds:
            return next(a for a in legal if isinstance(a, G.Ready))
        if G.Accept in kinds:  # a failed training: sometimes the MEGA MASS comes out
            mega = [a for a in legal if isinstance(a, G.PlayCard)]
            return rnd.choice(mega) if mega and rnd.random() < 0.4 else next(a for a in legal if isinstance(a, G.Accept))
        if G.Pass in kinds:
            sensible = [a for a in legal if not isinstance(a, G.Pass) and _helps(view, seat, a)]
            if sensible and rnd.random() < 0.2:
                return rnd.choice(sensible)
            return next(a for a in legal if isinstance(a, G.Pass))
        if G.Roll in kinds:
            return next(a for a in legal if isinstance(a, G.Roll))
        if G.Stop in kinds:
            fight = view.fight
            blanks = [i for i, f in enumerate(fight.dice) if f == "blank"]
            if blanks and rnd.random() < 0.5 and any(isinstance(a, G.Reroll) for a in legal):
                return G.Reroll(seat, _mask(blanks))
            return G.Stop(seat)
        turn_moves = [a for a in legal if not isinstance(a, (G.EndTurn, G.PlayCard, G.TakeMaster))]
        cards = [a for a in legal if isinstance(a, G.PlayCard)]
        if cards and rnd.random() < 0.25:
            return rnd.choice(cards)
        if turn_moves and rnd.random() < 0.9:
            return rnd.choice(turn_moves)
        return rnd.choice(legal)


class HardBot:
    """A seasoned fighter: expected damage, injury costs and the score decide."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat: int) -> Action:
        legal = G.legal_actions(view, seat)
        self.view, self.seat, self.legal = view, seat, legal
        kinds = {type(a) for a in legal}
        if G.Discard in kinds:
            return min(legal, key=lambda a: CARD_VALUE.get(a.card, 0))
        if G.Pass in kinds:
            return self._react()
        if view.phase == "fight":
            return self._fight()
        if view.phase == "train":
            return self._train()
        return self._turn()

    # -- helpers
    def _find(self, cls, **fields):
        for a in self.legal:
            if isinstance(a, cls) and all(getattr(a, k) == v for k, v in fields.items()):
                return a
        return None

    def _threat(self, s: int) -> float:
        """How close seat ``s`` is to winning (champions near the target most of all)."""
        v = self.view
        closeness = v.seats[s].fame / max(1, v.target)
        return closeness + (0.5 if s == v.champion else 0.0)

    # -- reactions
    def _react(self) -> Action:
        v, me = self.view, self.seat
        ice = self._find(G.PlayCard, card="ice-bath")
        if ice and v.seats[me].injuries >= 2:
            return ice
        doctor = self._doctor()
        if doctor:
            return doctor
        others = [s for s in range(len(v.seats)) if s != me]
        leader = max(others, key=self._threat)
        ambush = self._find(G.PlayCard, card="ambush", target=leader)
        if ambush and self._threat(leader) >= 1.0 and v.seats[leader].injuries < 6:
            return ambush
        return self._find(G.Pass)

    def _doctor(self) -> Action | None:
        v, me = self.view, self.seat
        if not any(isinstance(a, G.PlayCard) and a.card == "doctor" for a in self.legal):
            return None
        best, gain = None, 0.5
        for roll in v.last_roll:
            hits = [i for i, f in enumerate(roll.faces) if f != "blank"]
            blanks = [i for i, f in enumerate(roll.faces) if f == "blank"]
            if roll.seat == me and hits:
                value = sum(1 - HIT[roll.colours[i]] for i in hits)  # expected injuries saved
                option = G.PlayCard(me, "doctor", me, _mask(hits))
            elif roll.seat != me and blanks and (v.fight is None or me in (v.fight.challenger, v.fight.defender)
                                                 or self._threat(roll.seat) > 1):
                value = sum(HIT[roll.colours[i]] for i in blanks)
                option = G.PlayCard(me, "doctor", roll.seat, _mask(blanks))
            else:
                continue
            if value > gain and option in self.legal:
                best, gain = option, value
        return best

    # -- training
    def _train(self) -> Action:
        t = self.view.training
        if not t.dice:
            return self._find(G.PlayCard, card="personal-trainer") or self._find(G.Roll)
        mega = [a for a in self.legal if isinstance(a, G.PlayCard) and a.card == "mega-mass"]
        if mega:
            return max(mega, key=lambda a: bin(a.dice).count("1"))
        return self._find(G.Accept)

    # -- fights
    def _fight(self) -> Action:
        v, me = self.view, self.seat
        f = v.fight
        side = 0 if me == f.challenger else 1
        opponent = f.defender if side == 0 else f.challenger
        if f.stage == "prepare":
            return self._find(G.PlayCard, card="low-blow") or self._find(G.Ready)
        if f.rolls == 0:
            if G.dice_count(v, me, f.bonus[side], f.malus[side]) < G.R["max_dice"]:
                iso = self._find(G.PlayCard, card="isotonic")
                if iso:
                    return iso
            low = self._find(G.PlayCard, card="low-blow")
            if low and side == 0:
                return low
            return self._find(G.Roll)
        ko4 = self._find(G.PlayCard, card="ko-with-4")
        if ko4 and G.is_ko(f.dice, True):
            return ko4
        return self._strike(f, side, opponent)

    def _strike(self, f, side, opponent) -> Action:
        v, me = self.view, self.seat
        syms = _symbols(v, me)
        immune = v.seats[opponent].master
        now = G.damage(v, me, f.dice, opponent)
        if side == 1:
            goal = f.damage[0] + 0.5  # must beat a known total (a tie is a coin toss on injuries)
        else:
            their_n = G.dice_count(v, opponent, f.bonus[1], f.malus[1])
            goal = expected_strike(their_n, _symbols(v, opponent), v.seats[me].master)[0] + 1.0
        if f.rerolls[side] >= G.R["max_rerolls"] or now >= goal + 2:
            return self._find(G.Stop)
        best, best_value = self._find(G.Stop), self._value(now, goal)
        cost = self._reroll_cost(f.rerolls[side])
        for mask in self._candidate_masks(f.dice, syms, immune, f.ko4[side]):
            gain = self._expected_after(f.dice, mask, syms, immune, goal, f.ko4[side])
            if gain - cost > best_value + 0.02:
                best, best_value = G.Reroll(me, mask), gain - cost
        return best

    def _value(self, damage: float, goal: float) -> float:
        """A smooth chance of winning with ``damage`` against ``goal`` (in damage units)."""
        return 1 / (1 + math.exp(-(damage - goal) / 1.2))

    def _reroll_cost(self, done: int) -> float:
        """The injury dice the next re-roll adds, priced as a loss of win chance."""
        extra = [HIT["yellow"], HIT["red"], 1.0][done]
        return 0.05 * INJURY_COST * extra

    def _candidate_masks(self, faces, syms, immune, ko4):
        scoring = [i for i, f in enumerate(faces) if f != "blank" and syms[G.SKILLS.index(f)] > 0 and f != immune]
        others = [i for i in range(len(faces)) if i not in scoring]
        masks = set()
        if others:
            masks.add(_mask(others))
        for skill in G.SKILLS:  # chasing a knock-out: keep the biggest group
            group = [i for i, f in enumerate(faces) if f == skill]
            need = G.R["ko_with_card"] if ko4 else G.R["ko_of_a_kind"]
            if len(group) >= need - 2 and len(group) < len(faces):
                masks.add(_mask(i for i in range(len(faces)) if i not in group))
        return masks

    def _expected_after(self, faces, mask, syms, immune, goal, ko4) -> float:
        """Win chance after re-rolling ``mask`` (a small exact-ish sample, seeded for replays)."""
        rnd = random.Random(f"{','.join(faces)}/{mask}")  # stable across runs, unlike hash()
        total = 0.0
        samples = 60
        for _ in range(samples):
            new = [G.DICE["fight"][rnd.randrange(6)] if mask >> i & 1 else f for i, f in enumerate(faces)]
            if G.is_ko(tuple(new), ko4):
                total += 1.0
                continue
            dmg = 0
            for i, skill in enumerate(G.SKILLS):
                shown = new.count(skill)
                if shown and syms[i] and skill != immune:
                    dmg += shown + syms[i]
            total += self._value(dmg, goal)
        return total / samples

    # -- the turn
    def _turn(self) -> Action:
        v, me = self.view, self.seat
        mine = v.seats[me]
        for card in ("romance", "bar-brawl"):
            play = self._find(G.PlayCard, card=card)
            if play:
                return play
        ice = self._find(G.PlayCard, card="ice-bath")
        if ice and mine.injuries >= 2:
            return ice
        master = [a for a in self.legal if isinstance(a, G.TakeMaster)]
        if master:
            champ = v.seats[v.champion]
            best = max(G.FIGHTERS[champ.fighter].skills, key=lambda s: G.symbols(v, v.champion, s))
            return next((a for a in master if a.skill == best), master[0])
        ring = self._find(G.GetRingGirl)
        if ring and len(v.used) == 0 and me != v.champion:
            return ring
        recover = self._find(G.Recover)
        if recover and mine.injuries >= 4:
            return recover
        challenge = self._find(G.Challenge)
        if challenge and self._should_challenge():
            # Use the other action first if it helps: challenging ends the turn.
            if not v.used:
                prep = self._prepare_for_fight()
                if prep:
                    return prep
            return challenge
        street = [a for a in self.legal if isinstance(a, G.PlayCard) and a.card == "street-fight"]
        if street and not challenge:
            target = min((a.target for a in street), key=lambda s: self._fight_odds(s))
            if self._fight_odds(target) > 0.55:
                return next(a for a in street if a.target == target)
        if me == v.champion:
            rest = self._find(G.Rest)
            if rest and mine.injuries >= 2:
                return rest
            return self._train_best() or self._find(G.Draw) or rest or self._find(G.EndTurn)
        move = self._prepare_for_fight() or self._find(G.Draw)
        return move or self._find(G.EndTurn)

    def _prepare_for_fight(self) -> Action | None:
        mine = self.view.seats[self.seat]
        rest = self._find(G.Rest)
        if rest and mine.injuries >= 2 and mine.injuries % 2 == 0:
            return rest  # the next injury off gives back a fighting die
        train = self._train_best()
        if train:
            return train
        if rest:
            return rest
        if len(mine.hand) < 3:
            return self._find(G.Draw)
        return None

    def _train_best(self) -> Action | None:
        trains = [a for a in self.legal if isinstance(a, G.Train)]
        if not trains:
            return None
        syms = _symbols(self.view, self.seat)
        return max(trains, key=lambda a: syms[G.SKILLS.index(a.skill)])

    def _fight_odds(self, opponent: int) -> float:
        v, me = self.view, self.seat
        mine = expected_strike(G.dice_count(v, me), _symbols(v, me), v.seats[opponent].master)
        theirs = expected_strike(G.dice_count(v, opponent), _symbols(v, opponent), v.seats[me].master)
        spread = math.hypot(mine[1], theirs[1])
        return 1 / (1 + math.exp(-(mine[0] - theirs[0]) / max(0.5, spread) * 1.7))

    def _should_challenge(self) -> bool:
        v = self.view
        odds = self._fight_odds(v.champion)
        champ = v.seats[v.champion]
        danger = champ.fame >= v.target - 3
        return odds >= 0.42 or (danger and odds >= 0.2)


CARD_VALUE = {
    "ko-with-4": 5, "doctor": 4, "isotonic": 4, "low-blow": 4, "romance": 3, "ice-bath": 3, "ambush": 3,
    "street-fight": 2, "bar-brawl": 2, "personal-trainer": 2, "mega-mass": 2,
}
