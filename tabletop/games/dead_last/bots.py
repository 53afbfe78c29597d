"""Computer players for Dead Last, built only on a seat's view: what the table has seen.

Dead Last is won by being in the biggest voting bloc, so a computer seat reads the public
pointing (and the whispers it heard) to guess where the votes will fall, watches the seats most
pointed at (one of them may lay its Ambush card), remembers from the public records who voted
against it, who pointed at one seat and voted another, who broke a whisper and who grabbed in a
showdown, and follows the gold race from the bars each seat took in front of everyone.

Every seat has a **character** (its own, from the view; a seat without one draws it from the
bot's seed) that changes how it plays at both levels:

* ``loyal`` votes what it points at, follows the whispers it hears, sticks with seats that voted
  with it, and splits with a partner who splits;
* ``opportunist`` jumps onto the biggest bloc, hunts the gold leader, lies when it pays and grabs
  from a partner who habitually splits;
* ``paranoid`` trusts no whisper, points back at its accusers and lays its Ambush card early;
* ``vengeful`` goes after whoever voted against it or grabbed from it, and eliminates them;
* ``chaotic`` points at anybody, changes its mind and often votes another seat than it points at.

``EasyBot`` plays its character with little thought: it points, follows the crowd or a whim,
and ambushes late or at the wrong time. ``HardBot`` forecasts the vote (a few dozen samples of
how every other seat may vote, from its pointing, whispers and record), picks the card that
survives most often, ambushes when it is the likely target, targets the seat closest to the win
and plays the showdown on its partner's record.

Choices are deterministic for a given seed and view: the random draws are seeded from the bot's
seed and the moment of the game, never from the calls made before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.engine.core import Action
from tabletop.games.dead_last.rules import (
    AMBUSH, C, GRAB_ALL, GRAB_ONE, HIDDEN_BAR, NO_CHARACTER, SPLIT, Ambush, Eliminate, Point, Ready, Showdown,
    Vote, Whisper, legal_actions,
)

BOX_POINTS = sum(C.bars)
BOX_BARS = len(C.bars)
PHASE_CODE = {"conspire": 1, "vote": 2, "ambush": 3, "showdown": 4, "over": 5}


@dataclass(frozen=True)
class Traits:
    """How a character weighs things (score units: one seat pointing is about 1)."""

    bloc: float  # joining the seats already pointing at a target
    whisper: float  # following a whisper heard this vote
    greed: float  # going after the seat closest to the win
    grudge: float  # going after the seats that wronged it
    defend: float  # answering the seats pointing at it
    lie: float  # share of votes it points at one seat and means another
    ambush: float  # readiness to lay its Ambush card (added to the odds it is the target)
    talk: float  # how readily it points at all
    whisper_out: float  # how readily it whispers a proposal
    chaos: float  # whim
    split: float  # how much it values splitting with a partner who splits


TRAITS = {
    "loyal": Traits(bloc=1.0, whisper=1.6, greed=0.4, grudge=0.3, defend=0.2, lie=0.02, ambush=-0.25,
                    talk=0.7, whisper_out=0.35, chaos=0.15, split=1.0),
    "opportunist": Traits(bloc=1.5, whisper=0.4, greed=1.2, grudge=0.2, defend=0.3, lie=0.25, ambush=0.0,
                          talk=0.5, whisper_out=0.3, chaos=0.2, split=0.0),
    "paranoid": Traits(bloc=0.9, whisper=0.0, greed=0.4, grudge=0.6, defend=1.2, lie=0.08, ambush=0.3,
                       talk=0.6, whisper_out=0.1, chaos=0.2, split=0.3),
    "vengeful": Traits(bloc=0.8, whisper=0.5, greed=0.3, grudge=1.6, defend=0.8, lie=0.08, ambush=0.05,
                       talk=0.8, whisper_out=0.2, chaos=0.2, split=0.5),
    "chaotic": Traits(bloc=0.5, whisper=0.1, greed=0.3, grudge=0.4, defend=0.4, lie=0.45, ambush=0.1,
                      talk=0.9, whisper_out=0.25, chaos=1.4, split=0.3),
}
assert set(TRAITS) == set(C.characters), "every character of content.toml needs its traits"

RECENT = 1.5  # a vote one round older weighs 1/RECENT as much in a seat's memory


# --------------------------------------------------------------------------- memory


class Memory:
    """What ``seat`` remembers of the public records (and of the whispers it heard), per seat.

    Read incrementally: the records only grow, so a later view adds its new records to what an
    earlier one gave (the same numbers as reading them all again, in the same order).
    Weights grow by ``RECENT`` per round, so ``weight / RECENT ** round`` is a decayed count."""

    def __init__(self, players: int, seat: int) -> None:
        n = players
        self.players, self.seat = n, seat
        self.votes_seen = 0
        self.showdowns_seen = 0
        self.whispers_seen = 0
        self.last_vote: tuple[int, int] = (0, 0)
        self.voted_me = [0.0] * n  # cards laid against me
        self.with_me = [0.0] * n  # voted the same target as I did
        self.wronged = [0.0] * n  # ambushed me away, grabbed the gold from me
        self.honest = [0] * n  # pointed at a seat and voted for it
        self.lied = [0] * n  # pointed at a seat and voted another
        self.top = [0] * n  # was (among) the most pointed at when the voting began
        self.top_ambush = [0] * n  # ... and laid its Ambush card
        self.splits = [0] * n
        self.grabs = [0] * n  # grab-all cards in showdowns that were not tie-breaks
        self.ones = [0] * n
        self.kept = [0] * n  # whispered a target to me and voted for it
        self.broke = [0] * n  # whispered a target to me and voted another
        self.cards: dict[tuple[int, int], tuple] = {}  # (round, vote) -> the revealed cards
        self.read_votes: tuple = ()  # the records read so far (to check that a view continues them)
        self.read_showdowns: tuple = ()
        self.read_heard: tuple = ()  # the whispers to me read so far

    def _heard(self, view) -> tuple:
        return tuple(w for w in view.whispers[:self.whispers_seen] if w.to == self.seat)

    def follows(self, view) -> bool:
        """Does ``view``'s record continue the one read so far? (Records are shared between the
        states of one game, so the comparisons mostly meet the very same objects: cheap.)"""
        return view.votes_log[:self.votes_seen] == self.read_votes and \
            view.showdowns_log[:self.showdowns_seen] == self.read_showdowns and \
            len(view.whispers) >= self.whispers_seen and self._heard(view) == self.read_heard

    def read(self, view) -> None:
        me, n = self.seat, self.players
        for record in view.votes_log[self.votes_seen:]:
            w = RECENT ** record.round
            cards, pointers = record.cards, record.pointers
            self.cards[(record.round, record.vote)] = cards
            counts = [0] * n
            for p in pointers:
                if p is not None:
                    counts[p] += 1
            most = max(counts)
            mine = cards[me]
            for s in range(n):
                card = cards[s]
                if card is None:
                    continue
                if most and counts[s] == most:
                    self.top[s] += 1
                    self.top_ambush[s] += card == AMBUSH
                p = pointers[s]
                if p is not None and card != AMBUSH:
                    if card == p:
                        self.honest[s] += 1
                    else:
                        self.lied[s] += 1
                if s == me:
                    continue
                if card == me:
                    self.voted_me[s] += w
                elif mine is not None and mine != AMBUSH and card == mine:
                    self.with_me[s] += w
            if record.fates[me] == "ambushed" and mine is not None and mine != AMBUSH:
                self.wronged[mine] += 2 * w
            self.last_vote = (record.round, record.vote)
        self.votes_seen = len(view.votes_log)
        self.read_votes = view.votes_log
        for record in view.showdowns_log[self.showdowns_seen:]:
            w = RECENT ** record.round
            for i, s in enumerate(record.seats):
                card = record.cards[i]
                if not record.tiebreak:
                    self.splits[s] += card == SPLIT
                    self.grabs[s] += card == GRAB_ALL
                    self.ones[s] += card == GRAB_ONE
                other = record.seats[1 - i]
                if other == me and card == GRAB_ALL and record.cards[1 - i] == SPLIT:
                    self.wronged[s] += 2 * w
        self.showdowns_seen = len(view.showdowns_log)
        self.read_showdowns = view.showdowns_log
        whispers = view.whispers
        i = self.whispers_seen
        while i < len(whispers) and (whispers[i].round, whispers[i].vote) <= self.last_vote:
            w = whispers[i]
            if w.to == me:
                cards = self.cards.get((w.round, w.vote))
                if cards is not None and cards[w.seat] is not None:
                    if cards[w.seat] == w.target:
                        self.kept[w.seat] += 1
                    else:
                        self.broke[w.seat] += 1
            i += 1
        self.whispers_seen = i
        self.read_heard = self._heard(view)


# --------------------------------------------------------------------------- reading a view


class Reading:
    """One decision's look at the table from ``seat``: standing seats, the pointing, the whispers
    of this vote, the gold race and the memory, in the numbers the choices use."""

    def __init__(self, view, seat: int, memory: Memory) -> None:
        self.view, self.me, self.memory = view, seat, memory
        n = self.n = view.players
        alive, pointers = view.alive, view.pointers
        self.standing = [s for s in range(n) if alive[s]]
        self.others = [s for s in self.standing if s != seat]
        self.pointers = pointers
        pointed = [0] * n
        for s in self.standing:
            p = pointers[s]
            if p is not None:
                pointed[p] += 1
        self.pointed = pointed
        self.accusers = [s for s in self.standing if pointers[s] == seat]
        heard: dict[int, int] = {}
        said: dict[int, int] = {}
        for w in view.whispers[memory.whispers_seen:]:
            if w.round == view.round and w.vote == view.vote:
                if w.to == seat:
                    heard[w.seat] = w.target
                elif w.seat == seat:
                    said[w.to] = w.target
        self.heard, self.said = heard, said
        self._race()

    def _race(self) -> None:
        """Each seat's points: exact where its gold is shown, else its bars at the average value
        of the bars nobody has shown."""
        view = self.view
        known_points = known_bars = 0
        shown = []
        for s in range(self.n):
            bars = view.gold[s]
            visible = bool(bars) and HIDDEN_BAR not in bars
            shown.append(visible)
            if visible:
                known_points += sum(bars)
                known_bars += len(bars)
        hidden = BOX_BARS - known_bars
        self.mean_bar = (BOX_POINTS - known_points) / hidden if hidden else 0.0
        self.points = [sum(view.gold[s]) if shown[s] else len(view.gold[s]) * self.mean_bar for s in range(self.n)]
        goal = view.threshold
        self.threat = []
        for s in range(self.n):
            p = self.points[s]
            t = p / goal
            if p + 2 * self.mean_bar >= goal:  # a split showdown or a lone survival wins it the game
                t += 0.8
            elif p + 4 * self.mean_bar >= goal:
                t += 0.3
            self.threat.append(t)
        mean = sum(self.threat) / self.n
        self.threat = [t - mean for t in self.threat]

    def scale(self) -> float:
        return RECENT ** self.view.round

    def grudge(self, s: int) -> float:
        """0..1: how much ``s`` has wronged me lately (voted against me, ambushed me away,
        grabbed the gold I split)."""
        m = self.memory
        hurt = (m.voted_me[s] + m.wronged[s]) / self.scale()
        return hurt / (1 + hurt)

    def ally(self, s: int) -> float:
        """0..1: how often ``s`` voted with me lately, and kept the whispers it told me."""
        m = self.memory
        together = m.with_me[s] / self.scale()
        return max(0.0, together / (1 + together) + 0.2 * (m.kept[s] - 2 * m.broke[s]) / (1 + m.kept[s] + m.broke[s]))

    def honesty(self, s: int) -> float:
        """How often ``s`` votes the seat it points at (with a prior of four in five)."""
        m = self.memory
        return (m.honest[s] + 4) / (m.honest[s] + m.lied[s] + 5)

    def ambush_habit(self, s: int) -> float:
        """How often ``s`` laid its Ambush card when most pointed at (prior: half the time)."""
        m = self.memory
        return (m.top_ambush[s] + 1) / (m.top[s] + 2)

    def trust(self, s: int) -> float:
        """How often ``s`` voted as it whispered to me (prior: half the time)."""
        m = self.memory
        return (m.kept[s] + 1) / (m.kept[s] + m.broke[s] + 2)


def _character(view, seat: int, fallback: str) -> str:
    mine = view.characters[seat] if 0 <= seat < len(view.characters) else NO_CHARACTER
    return mine if mine in TRAITS else fallback


class _Bot:
    """What both levels share: the character, the memory, the seeded draws, legality."""

    LEVEL = 0

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.fallback = random.Random(seed).choice(C.characters)
        self.memories: dict[tuple[int, int], Memory] = {}
        self.slips = 0  # choices that were not legal and were replaced (there should be none)

    def _memory(self, view, seat: int) -> Memory:
        key = (seat, view.players)
        memory = self.memories.get(key)
        if memory is None or not memory.follows(view):
            memory = self.memories[key] = Memory(view.players, seat)
        memory.read(view)
        return memory

    def _rng(self, view, seat: int) -> random.Random:
        """Draws that depend on the seed and on the moment of the game only."""
        talk = sum(view.gestures) * 31 + sum(view.ready) * 7 + view.speaker
        return random.Random(self.seed * 1_000_003 + self.LEVEL * 7919 + seat * 104_729 + view.round * 1_009
                             + view.vote * 101 + PHASE_CODE.get(view.phase, 0) * 13 + talk * 17)

    def _vote_rng(self, view, seat: int) -> random.Random:
        """Draws that stay the same through one conspiracy and its vote (a plan, a lie)."""
        return random.Random(self.seed * 1_000_003 + self.LEVEL * 7919 + seat * 104_729 + view.round * 1_009
                             + view.vote * 101)

    def choose(self, view, seat: int) -> Action:
        legal = legal_actions(view, seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do in the {view.phase} phase")
        memory = self._memory(view, seat)
        r = Reading(view, seat, memory)
        traits = TRAITS[_character(view, seat, self.fallback)]
        phase = view.phase
        if phase == "conspire":
            action = self._talk(r, traits)
        elif phase == "vote":
            action = self._vote(r, traits)
        elif phase == "ambush":
            action = self._eliminate(r, traits, [a.victim for a in legal])
        else:
            action = self._showdown(r, traits)
        if action in legal:
            return action
        # Never expected (the tests count these): a legal move rather than a stopped game.
        self.slips += 1
        return legal[-1] if phase == "conspire" else legal[0]  # Ready, or the first card

    # -- helpers both levels use
    def _point_or_ready(self, r: Reading, target: int | None) -> Action:
        me = r.me
        if target is None or r.pointers[me] == target or r.view.gestures[me] >= C.gestures:
            return Ready(me)
        return Point(me, target)

    def _grudge_target(self, r: Reading) -> int | None:
        best = max(r.others, key=lambda s: (r.grudge(s), -s))
        return best if r.grudge(best) > 0.3 else None

    def _talk(self, r, traits):  # pragma: no cover - every level has its own
        raise NotImplementedError

    _vote = _eliminate = _showdown = _talk


# --------------------------------------------------------------------------- the easy level


class EasyBot(_Bot):
    """A casual player of its character: it points, follows the crowd or a whim, votes mostly
    what it pointed at, and lays its Ambush card late or at the wrong time."""

    LEVEL = 1

    def _talk(self, r: Reading, t: Traits) -> Action:
        me, view = r.me, r.view
        rng = self._rng(view, me)
        if view.gestures[me] >= C.gestures:
            return Ready(me)
        mine = r.pointers[me]
        if mine is None:
            if rng.random() > t.talk:
                return Ready(me)
            return self._point_or_ready(r, self._pick(r, t, rng))
        if r.accusers and t.defend > 0.5 and mine not in r.accusers and rng.random() < 0.5:
            return Point(me, rng.choice(r.accusers))
        if rng.random() < 0.15 * t.chaos:
            return self._point_or_ready(r, rng.choice(r.others))
        if r.heard and t.whisper > 1.0 and rng.random() < 0.6:
            return self._point_or_ready(r, list(r.heard.values())[-1])
        if not r.said and rng.random() < 0.3 * t.whisper_out:
            return Whisper(me, rng.choice([s for s in r.others if s != mine]), mine)
        return Ready(me)

    def _pick(self, r: Reading, t: Traits, rng: random.Random) -> int:
        """A target on a whim: the crowd's, a grudge, the richest, or anybody."""
        crowd = max(r.others, key=lambda s: (r.pointed[s], rng.random()))
        roll = rng.random()
        if r.pointed[crowd] and roll < 0.35 + 0.2 * t.bloc:
            return crowd
        if roll < 0.75 and t.grudge > 1.0:
            return self._grudge_target(r) or rng.choice(r.others)
        if roll < 0.75 and t.greed > 1.0:
            return max(r.others, key=lambda s: (len(r.view.gold[s]), rng.random()))
        return rng.choice(r.others)

    def _vote(self, r: Reading, t: Traits) -> Action:
        me = r.me
        rng = self._rng(r.view, me)
        heavy = max(2, (len(r.standing) + 1) // 3)
        if r.pointed[me] >= heavy and rng.random() < 0.25 + t.ambush * 1.2:
            return Ambush(me)
        if rng.random() < 0.02 + 0.03 * t.chaos:
            return Ambush(me)  # nerves
        mine = r.pointers[me]
        if r.heard and rng.random() < 0.45 * t.whisper:
            return Vote(me, list(r.heard.values())[-1])
        if mine is not None and rng.random() < 1 - t.lie * 1.2:
            return Vote(me, mine)
        crowd = max(r.others, key=lambda s: (r.pointed[s], rng.random()))
        if r.pointed[crowd] and rng.random() < 0.7:
            return Vote(me, crowd)
        grudge = self._grudge_target(r) if t.grudge > 1.0 else None
        if grudge is not None and rng.random() < 0.7:
            return Vote(me, grudge)
        return Vote(me, rng.choice(r.others))

    def _eliminate(self, r: Reading, t: Traits, victims: list[int]) -> Action:
        rng = self._rng(r.view, r.me)
        if t.grudge > 1.0:
            return Eliminate(r.me, max(victims, key=lambda s: (r.grudge(s), rng.random())))
        return Eliminate(r.me, rng.choice(victims))

    def _showdown(self, r: Reading, t: Traits) -> Action:
        rng = self._rng(r.view, r.me)
        if r.view.tiebreak:
            return Showdown(r.me, GRAB_ALL if rng.random() < 0.6 else rng.choice((SPLIT, GRAB_ONE)))
        odds = {"loyal": (0.7, 0.1), "opportunist": (0.25, 0.55), "paranoid": (0.25, 0.2),
                "vengeful": (0.45, 0.35), "chaotic": (0.34, 0.33)}[_character(r.view, r.me, self.fallback)]
        roll = rng.random()
        card = SPLIT if roll < odds[0] else GRAB_ALL if roll < odds[0] + odds[1] else GRAB_ONE
        return Showdown(r.me, card)


# --------------------------------------------------------------------------- the hard level

SAMPLES = 40  # sampled votes of the others per forecast


class HardBot(_Bot):
    """A strong player of its character: it forecasts the vote from the pointing, the whispers
    and every seat's record, votes where it survives most often, ambushes when it is the likely
    target, goes for the seat closest to the win and reads its showdown partner's record."""

    LEVEL = 2

    # -- whom to go after
    def _scores(self, r: Reading, t: Traits, rng: random.Random) -> dict[int, float]:
        """How much ``r.me`` wants each other standing seat gone, the bloc already on it included."""
        me = r.me
        out = {}
        top = max((r.pointed[s] for s in r.others), default=0)
        for s in r.others:
            bloc = r.pointed[s] - (r.pointers[me] == s)
            score = t.bloc * bloc * (1.3 if bloc == top and top else 1.0)
            score += sum(t.whisper * r.trust(w) for w, target in r.heard.items() if target == s)
            desire = t.greed * 2.0 * r.threat[s] + t.grudge * 1.5 * r.grudge(s) - t.split * r.ally(s)
            # A seat that ambushes when the table comes for it survives and takes one of its voters
            # along: going after a known ambusher mostly fails, and costs a voter.
            habit = r.ambush_habit(s)
            score += desire * (1.2 - habit) - 3.0 * (habit - 0.5)
            score += t.defend * (r.pointers[s] == me) + t.chaos * rng.random()
            out[s] = score
        return out

    def _talk(self, r: Reading, t: Traits) -> Action:
        me, view = r.me, r.view
        if view.gestures[me] >= C.gestures:
            return Ready(me)
        plan_rng = self._vote_rng(view, me)
        scores = self._scores(r, t, plan_rng)
        mine = r.pointers[me]
        if mine is not None:
            scores[mine] += 0.6  # changing one's finger costs a gesture and looks shifty
        ranked = sorted(r.others, key=lambda s: (-scores[s], s))
        plan = ranked[0]
        lie = plan_rng.random() < t.lie and len(ranked) > 1
        others_top = max(r.pointed[s] for s in r.others)
        if r.pointed[me] >= 2 and r.pointed[me] >= others_top:
            # The table is coming for me: my Ambush card is ready. Point back only to rally a
            # bloc elsewhere; otherwise stay quiet rather than warn them.
            if t.defend >= 0.8 and mine not in r.accusers:
                return Point(me, max(r.accusers, key=lambda s: (scores[s], -s)))
            if others_top >= r.pointed[me] - 1 and mine != ranked[0] and plan_rng.random() < 0.5:
                return Point(me, ranked[0])
            return Ready(me)
        want = ranked[1] if lie and r.pointed[ranked[1]] > 0 else plan
        if mine != want and (mine is not None or plan_rng.random() < t.talk + 0.3 * r.pointed[want]):
            return Point(me, want)
        recruit = [s for s in r.others if s != plan and r.pointers[s] != plan and s not in r.said]
        if recruit and plan_rng.random() < t.whisper_out:
            to = max(recruit, key=lambda s: (r.ally(s) - r.grudge(s), -s))
            target = plan
            if t.lie > 0.2 and r.threat[to] > 0.2 and len(ranked) > 2:
                target = ranked[-1] if ranked[-1] != to else ranked[-2]  # a rival near the win is told a lie
            return Whisper(me, to, target)
        return Ready(me)

    # -- the vote, forecast
    def _forecast(self, r: Reading, rng: random.Random) -> list[tuple[list[int], set[int]]]:
        """``SAMPLES`` guesses of the others' cards: the votes each seat gets, and who ambushes."""
        me, n = r.me, r.n
        top_all = max(r.pointed[s] for s in r.standing)
        draws = []
        for s in r.others:
            k = r.pointed[s]
            if k:
                top = k == top_all and (k >= 2 or len(r.standing) <= 4)
                ambush = r.ambush_habit(s) * (0.95 if top else 0.4 * k / top_all)
            else:
                ambush = 0.02
            weights = {}
            for x in r.standing:
                if x != s:
                    bloc = r.pointed[x] - (r.pointers[s] == x)
                    weights[x] = (bloc + 0.25) ** 2
            for a in r.standing:  # seats pointing at s draw its answer
                if r.pointers[a] == s:
                    weights[a] += 0.8
            total = sum(weights.values())
            p = r.pointers[s]
            rest = 1.0 - ambush
            probs = {}
            if p is not None:
                honest = r.honesty(s)
                probs[p] = rest * honest
                rest *= 1 - honest
            told = r.heard.get(s)
            if told is not None and told != p:
                share = 0.5 * r.trust(s)
                probs[told] = probs.get(told, 0.0) + rest * share
                rest *= 1 - share
            for x, wx in weights.items():
                probs[x] = probs.get(x, 0.0) + rest * wx / total
            population = list(probs) + [AMBUSH]
            cum, acc = [], 0.0
            for x in population[:-1]:
                acc += probs[x]
                cum.append(acc)
            cum.append(acc + ambush)
            draws.append(rng.choices(population, cum_weights=cum, k=SAMPLES))
        samples = []
        for i in range(SAMPLES):
            counts = [0] * n
            ambushers = set()
            for j, column in enumerate(draws):
                card = column[i]
                if card == AMBUSH:
                    ambushers.add(r.others[j])
                else:
                    counts[card] += 1
            samples.append((counts, ambushers))
        return samples

    def _vote(self, r: Reading, t: Traits) -> Action:
        me, view = r.me, r.view
        rng = self._rng(view, me)
        plan_rng = self._vote_rng(view, me)
        samples = self._forecast(r, rng)
        survive = {s: 0.0 for s in r.others}
        ambush_ok = 0.0
        for counts, ambushers in samples:
            top = max(counts)
            against = counts[me]
            if top and against == top:
                ambush_ok += 1
            for s in r.others:
                c = counts[s] + 1
                best = c if c > top else top
                if c < best or against == best:
                    continue
                survive[s] += 1 - 1 / c if s in ambushers else 1
        wants = self._scores(r, t, plan_rng)
        low, high = min(wants.values()), max(wants.values())
        spread = (high - low) or 1.0
        mine = r.pointers[me]
        lie = plan_rng.random() < t.lie
        told = list(r.heard.values())[-1] if r.heard else None
        best_value, best = -1.0, None
        for s in r.others:
            value = survive[s] / SAMPLES + 0.12 * (wants[s] - low) / spread
            if s == mine:
                value += 0.3 * (0.1 - t.lie) if not lie else -0.15 * t.chaos
            if s == told:
                value += 0.06 * t.whisper
            if value > best_value:
                best_value, best = value, s
        ambush_value = ambush_ok / SAMPLES + t.ambush + 0.05
        if ambush_value > best_value and ambush_ok:
            return Ambush(me)
        return Vote(me, best)

    def _eliminate(self, r: Reading, t: Traits, victims: list[int]) -> Action:
        rng = self._rng(r.view, r.me)

        def worth(s: int) -> float:
            return (t.greed + 0.6) * r.threat[s] + t.grudge * r.grudge(s) - 0.3 * t.split * r.ally(s) \
                + 0.3 * (r.pointers[s] == r.me) + 0.3 * t.chaos * rng.random()

        return Eliminate(r.me, max(victims, key=lambda s: (worth(s), -s)))

    def _showdown(self, r: Reading, t: Traits) -> Action:
        me, view = r.me, r.view
        rng = self._rng(view, me)
        if view.tiebreak:
            return Showdown(me, GRAB_ALL)  # only the difference counts, and grabbing all never loses it
        partner = next(f for f in view.finalists if f != me)
        m = r.memory
        shown = m.splits[partner] + m.grabs[partner] + m.ones[partner]
        split = (m.splits[partner] + 1) / (shown + 3)
        grab = (m.grabs[partner] + 1) / (shown + 3)
        one = 1 - split - grab
        pot = len(view.pot)
        goal, mean = view.threshold, r.mean_bar
        mine, theirs = r.points[me], r.points[partner]

        def value(me_bars: int, them_bars: int, others: int = 0) -> float:
            """In bars: mine, less a third of what the partner (or every other seat) takes, less
            the fear of going home with nothing; reaching the winning points, or letting the
            partner reach them, outweighs the rest."""
            v = me_bars - 0.35 * them_bars - 0.35 * others - (1.5 * t.defend if me_bars == 0 else 0.0)
            if mine + me_bars * mean >= goal:
                v += 10
            if theirs + them_bars * mean >= goal:
                v -= 10
            return v

        half, ones = pot // 2, min(1, pot)
        # Splitting with a partner who splits keeps a friend, unless that partner wronged me.
        coop = t.split * (1 - 1.5 * r.grudge(partner)) + 0.5 * r.ally(partner)
        ev = {
            SPLIT: split * (value(half, half) + coop * 2) + grab * value(0, pot) + one * value(pot - ones, ones),
            GRAB_ALL: split * (value(pot, 0) - coop * 2) + grab * value(0, 0, 1) + one * value(pot - ones, ones),
            GRAB_ONE: split * value(ones, pot - ones) + grab * value(ones, pot - ones) + one * value(ones, ones),
        }
        ev[GRAB_ONE] += 1.5 * max(0.0, t.defend - 0.5)  # the wary take the sure bar
        for card in ev:
            ev[card] += t.chaos * 2 * rng.random()
        return Showdown(me, max(ev, key=lambda c: (ev[c], c)))

