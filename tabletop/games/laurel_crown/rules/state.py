"""Laurel Crown's state: the actions a seat can take, the frozen dataclasses of the table, and the
questions on a state (who acts, what they may do, a fighter's power) that the rules share."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.core import Action
from tabletop.games.laurel_crown.rules.content import ARENAS, ArenaInfo, EMPLOYMENT, FIGHTERS, R


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Hire(Action):
    """Employment: take the fighter in place ``slot`` of the row (the face-down one too)."""

    slot: int


@dataclass(frozen=True)
class TakeTwoLast(Action):
    """Employment: give up this pick to take the last two cards of the row (once per row)."""


@dataclass(frozen=True)
class Bid(Action):
    """Auction variant: a secret bid of counters for the first choice in this row."""

    amount: int


@dataclass(frozen=True)
class Keep(Action):
    """Draft variant: keep one fighter of the hand in front of you; the rest passes left."""

    fighter: str


@dataclass(frozen=True)
class Place(Action):
    """Send a fighter face down to the tournament, perhaps with the reward gold and counters."""

    fighter: str
    gold: bool = False
    counters: int = 0


@dataclass(frozen=True)
class Withdraw(Action):
    """Take back into the hand a fighter this seat sent to the tournament, while it is still placing
    (its reward gold and counters come back with it)."""

    fighter: str


@dataclass(frozen=True)
class Done(Action):
    """Finish placing fighters for this tournament."""


@dataclass(frozen=True)
class Reroll(Action):
    """Re-roll the power dice in the bit mask ``dice`` of the fighter waiting for a decision."""

    dice: int


@dataclass(frozen=True)
class Accept(Action):
    """Keep the roll of the fighter waiting for a decision."""


ACTION_TYPES = {cls.__name__: cls for cls in (Hire, TakeTwoLast, Bid, Keep, Place, Withdraw, Done, Reroll, Accept)}
action_types = ACTION_TYPES


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class Entry:
    """A fighter in the current tournament, in placement order."""

    seat: int
    fighter: str
    gold: bool
    counters: int
    dice: tuple[int, ...]  # power dice (Balare's gold dice included); () until the reveal
    extra: tuple[int, ...]  # critical dice


@dataclass(frozen=True)
class Standing:
    """One fighter's place in a finished tournament."""

    seat: int
    fighter: str
    power: int
    honour: int  # honour actually won (or, negative, lost) by its sponsor through it
    outcome: str  # "prize", "wounded", "spared"


@dataclass(frozen=True)
class Result:
    arena: str
    standings: tuple[Standing, ...]  # in power order
    gains: tuple[int, ...]  # net honour per seat in this tournament


@dataclass(frozen=True)
class LaurelState:
    """The whole table. Tuples everywhere, so ``apply`` can never mutate a caller's state."""

    seed: int
    draws: int
    phase: str  # "employ", "bid", "draft", "place", "reroll", "over"
    variants: tuple[str, ...]
    start: int
    honour: tuple[int, ...]
    gold: tuple[bool, ...]  # reward gold still held
    gold_spent: int
    counters: tuple[int, ...]  # auction counters held
    counters_spent: int
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    row: tuple[str, ...]  # the employment row; "" where a fighter was taken
    hidden_slot: int  # the face-down place of the row, -1 if none
    turns: tuple[int, ...]  # picks still to make in this row, in order
    last_two: int  # the seat that will be last and take two in this row, or -1
    row_number: int  # rows finished
    bids: tuple[int, ...]  # -1: no bid yet
    draft: tuple[tuple[str, ...], ...]  # draft variant: the hand in front of each seat
    drafted: tuple[bool, ...]
    arenas: tuple[str, ...]  # the tournaments, in order
    spare: tuple[str, ...]  # arenas left in the box
    tournament: int  # index of the current (or next) tournament
    placing: int  # the seat placing fighters now
    passes: int  # seats done placing in this tournament
    entries: tuple[Entry, ...]
    rerolls: tuple[int, ...]  # entries waiting for their sponsor's re-roll decision
    rested: tuple[str, ...]
    results: tuple[Result, ...]
    winners: tuple[int, ...]


def rows_for(players: int, variants: tuple[str, ...]) -> int:
    """Employment rows in a game: none in a draft, one long row in a Rochester draft."""
    if "draft" in variants:
        return 0
    if "rochester" in variants:
        return 1
    return EMPLOYMENT[players].rows


def put(pairs: tuple, index: int, value) -> tuple:
    """``pairs`` with item ``index`` replaced by ``value``."""
    return pairs[:index] + (value,) + pairs[index + 1:]


def snake(players: int, start: int, picks: int) -> tuple[int, ...]:
    """Rochester order from ``start``: A B C C B A A B C ..."""
    out = []
    for i in range(picks):
        lap, k = divmod(i, players)
        out.append((start + (k if lap % 2 == 0 else players - 1 - k)) % players)
    return tuple(out)


# --------------------------------------------------------------------------- queries


def to_act(state: LaurelState) -> list[int]:
    """Who must act now: several seats at once while bidding or drafting."""
    phase = state.phase
    if phase == "place":
        return [state.placing]
    if phase == "employ":
        return [state.turns[0]]
    if phase == "reroll":
        return [state.entries[state.rerolls[0]].seat]
    if phase == "bid":
        return [s for s, b in enumerate(state.bids) if b < 0]
    if phase == "draft":
        return [s for s, d in enumerate(state.drafted) if not d]
    return []


def may_enter(arena: ArenaInfo, fighter: str) -> bool:
    """Does the arena's rank and gender condition let this fighter in?"""
    info = FIGHTERS[fighter]
    return info.rank in arena.ranks and info.gender in arena.genders


def barred(arena: ArenaInfo, fighter: str) -> str:
    """Why the arena's condition keeps this fighter out: "rank", "gender", or "" (it may enter)."""
    info = FIGHTERS[fighter]
    if info.rank not in arena.ranks:
        return "rank"
    return "gender" if info.gender not in arena.genders else ""


def kept_out(state: "LaurelState", seat: int, fighter: str) -> str:
    """Why the arena of this tournament keeps ``seat``'s ``fighter`` out: its "rank" or "gender"
    condition, its "limit" of fighters per sponsor already reached, or "" (it may enter)."""
    arena = current_arena(state)
    bar = barred(arena, fighter)
    if bar:
        return bar
    mine = sum(1 for e in state.entries if e.seat == seat)
    return "limit" if arena.max_per_sponsor and mine >= arena.max_per_sponsor else ""


def current_arena(state: LaurelState) -> ArenaInfo:
    return ARENAS[state.arenas[state.tournament]]


def _masks(n: int, most: int) -> list[int]:
    return [m for m in range(1, 1 << n) if bin(m).count("1") <= most]


def legal_actions(state: LaurelState, seat: int) -> list[Action]:
    """Everything ``seat`` may do now; ``apply`` accepts exactly these."""
    if seat not in to_act(state):
        return []
    phase = state.phase
    if phase == "place":
        out: list[Action] = [Done(seat)]
        arena = current_arena(state)
        mine = [e for e in state.entries if e.seat == seat]
        back = [Withdraw(seat, e.fighter) for e in mine]
        if arena.max_per_sponsor and len(mine) >= arena.max_per_sponsor:
            return out + back
        room = 0 if arena.no_gold else min(state.counters[seat], R["counter_limit"] - sum(e.counters for e in mine))
        golds = (False, True) if state.gold[seat] and not arena.no_gold else (False,)
        for fighter in state.hands[seat]:
            if may_enter(arena, fighter):
                out += [Place(seat, fighter, g, c) for g in golds for c in range(room + 1)]
        return out + back
    if phase == "employ":
        out = [Hire(seat, slot) for slot, card in enumerate(state.row) if card]
        if state.last_two < 0 and "rochester" not in state.variants:
            out.append(TakeTwoLast(seat))
        return out
    if phase == "reroll":
        entry = state.entries[state.rerolls[0]]
        most = FIGHTERS[entry.fighter].reroll
        return [Accept(seat)] + [Reroll(seat, m) for m in _masks(len(entry.dice), most)]
    if phase == "bid":
        return [Bid(seat, a) for a in range(state.counters[seat] + 1)]
    if phase == "draft":
        return [Keep(seat, f) for f in state.draft[seat]]
    return []


def is_over(state: LaurelState) -> bool:
    return state.phase == "over"


def winners(state: LaurelState) -> list[int]:
    return list(state.winners)


def players(state: LaurelState) -> int:
    """How many seats the table has."""
    return len(state.honour)


def placing(state: LaurelState) -> list[int]:
    """The seats from first to last: the winners, then by honour."""
    return sorted(range(len(state.honour)), key=lambda s: (s not in state.winners, -state.honour[s], s))


def components(state: LaurelState) -> dict[str, int]:
    """Counts no action may change: 24 fighter cards, 16 arenas (and those in play), the 4 gold
    coins (held, spent, or left in the box) and the auction counters (held or spent)."""
    n = len(state.honour)
    fighters = (len(state.deck) + sum(1 for c in state.row if c) + sum(len(h) for h in state.hands)
                + sum(len(d) for d in state.draft) + len(state.entries) + len(state.rested))
    return {
        "fighters": fighters,
        "arenas": len(state.arenas) + len(state.spare),
        "arenas-in-play": len(state.arenas),
        "gold": sum(state.gold) + state.gold_spent + R["gold_coins"] - n,
        "counters": sum(state.counters) + state.counters_spent,
    }


def lap(honour: int) -> int:
    """Completed laps of the 30-long honour track. A pawn starts a new lap when it passes 30
    (RULINGS.md): 30 is the last space of the first lap, 31 the first of the second."""
    return max(0, honour - 1) // R["track"]


# --------------------------------------------------------------------------- power


def base_dice(state: LaurelState, entry: Entry) -> int:
    """Power dice of a fighter: printed, plus gold dice (Balare) for the sponsor's gold and counters."""
    info = FIGHTERS[entry.fighter]
    n = info.dice
    if info.gold_dice:
        mine = [e for e in state.entries if e.seat == entry.seat]
        if any(e.gold for e in mine):
            n += info.gold_dice
        n += R["counter_dice"] * sum(e.counters for e in mine)
    return n


def powers(state: LaurelState) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """Final power of every entry, with what changed it: ``(power, ((source, amount), ...))``.

    Sources: "gold", "counters", a supporter's fighter id, "allies" (per-ally bonus), "arena",
    "ruler" (the amount is the new power).
    """
    out = _before_ruler(state)
    values = [p for p, _ in out]
    for i, e in enumerate(state.entries):
        ruler = FIGHTERS[e.fighter].ruler
        if ruler and _equals(values, i):
            out[i] = [ruler, out[i][1] + [("ruler", ruler)]]
    return [(p, tuple(notes)) for p, notes in out]


def _equals(values: list[int], i: int) -> list[int]:
    """The other entries whose power (before any absolute ruler's jump) equals entry ``i``'s."""
    return [j for j, v in enumerate(values) if j != i and v == values[i]]


def ruled(state: LaurelState) -> list[tuple[int, int, tuple[int, ...]]]:
    """Every absolute ruler whose power jumped: ``(entry, power before the jump, the entries it
    equalled)``, so the table can say why (Hyperion's 19 was equal to Glacos's 19)."""
    values = [p for p, _ in _before_ruler(state)]
    return [(i, values[i], tuple(_equals(values, i))) for i, e in enumerate(state.entries)
            if FIGHTERS[e.fighter].ruler and _equals(values, i)]


def _before_ruler(state: LaurelState) -> list[list]:
    """Each entry's ``[power, notes]`` from its dice and every change but an absolute ruler's."""
    entries = state.entries
    arena = current_arena(state)
    gold_seats = {e.seat for e in entries if e.gold}
    counters: dict[int, int] = {}
    for e in entries:
        counters[e.seat] = counters.get(e.seat, 0) + e.counters
    out: list[list] = []
    for i, e in enumerate(entries):
        info = FIGHTERS[e.fighter]
        value = sum(e.dice) + sum(e.extra) + info.bonus
        notes: list[tuple[str, int]] = []
        if not info.gold_dice:  # a gold-dice fighter got dice instead
            if e.seat in gold_seats:
                notes.append(("gold", R["gold_bonus"]))
            if counters[e.seat]:
                notes.append(("counters", R["counter_bonus"] * counters[e.seat]))
        allies = 0
        for j, other in enumerate(entries):
            if j == i:
                continue
            ally = other.seat == e.seat
            allies += ally
            if info.immune:
                continue
            for to, amount in FIGHTERS[other.fighter].support:
                if to == "males":
                    hit = info.gender == "male"
                elif not ally:
                    hit = False
                elif to == "allies":
                    hit = True
                elif to == "female-allies":
                    hit = info.gender == "female"
                else:
                    hit = to == e.fighter
                if hit:
                    notes.append((other.fighter, amount))
        if info.per_ally and allies:
            notes.append(("allies", info.per_ally * allies))
        if arena.bonus and (info.rank == arena.bonus_rank or info.gender == arena.bonus_gender):
            notes.append(("arena", arena.bonus))
        out.append([value + sum(a for _, a in notes), notes])
    return out


def unruled(entry: Entry, notes) -> int:
    """A fighter's power before an absolute ruler's jump: dice, bonus and every other change."""
    return sum(entry.dice) + sum(entry.extra) + FIGHTERS[entry.fighter].bonus + sum(
        amount for source, amount in notes if source != "ruler")


def reroll_matters(state: LaurelState) -> bool:
    """Could the re-roll decision waiting now change any placing (and so any prize or wound)?

    Every power is its dice plus amounts the dice do not change, so each fighter still to decide
    (this one and those after it) can end anywhere between re-rolling its highest dice to 1s and
    its lowest to 6s, plus any critical dice still to come (a "six" critical has no ceiling); the
    others stand where they are. When this fighter's reach meets no one else's, whatever it
    re-rolls changes nobody's place: the sponsor need not be asked. (An absolute ruler is judged on
    its power before the jump, which only a tie can cause.)
    """
    if state.phase != "reroll" or not state.rerolls or len(state.entries) < 2:
        return False
    reach: list[tuple[float, float]] = []
    for i, (e, (_, notes)) in enumerate(zip(state.entries, powers(state))):
        base = unruled(e, notes)
        if i not in state.rerolls:
            reach.append((base, base))
            continue
        info = FIGHTERS[e.fighter]
        dice = sorted(e.dice)
        k = min(info.reroll, len(dice))
        low = base - sum(d - 1 for d in dice[len(dice) - k:])
        high = base + sum(6 - d for d in dice[:k])
        if info.critical == "six":
            high = float("inf")
        elif info.critical == "identical":
            high += 6 * info.critical_dice
        reach.append((low, high))
    me = reach[state.rerolls[0]]
    return any(lo <= me[1] and me[0] <= hi for j, (lo, hi) in enumerate(reach) if j != state.rerolls[0])
