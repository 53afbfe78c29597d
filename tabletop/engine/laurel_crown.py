"""Laurel Crown: sponsors hire gladiators, then send them to five tournaments for honour.

The whole rulebook plus RULINGS.md as pure functions over a frozen ``LaurelState``. The game has
two parts. Employment: rows of fighters (one face down) are dealt and the seats hire in turn, one
of them per row choosing to "be last and take two"; or one of the optional ways to share the
fighters out (draft, Rochester draft, auction). Tournaments: in turn order each seat places any
number of fighters face down (``Place``... then ``Done``), everything is revealed at once, dice
are rolled, abilities apply, and prizes and wounds go out in power order.

Rulings this module makes where the rulebook and RULINGS.md are silent (also in the tests):

* Start player: ``options["first"]``, or a random seat. Employment rows pass the start to the
  left; the first tournament is started by the seat after the last row's start player (in the
  auction, the seat left of the last highest bidder; in the drafts, the first seat).
* Two players deal rows as for four (4 face up + 1 face down), each picks twice per row in
  alternation (A B A B), and there are 4 rows, as in a 4-player game.
* "Be last and take two" (``TakeTwoLast``) replaces the seat's current pick: its other picks
  stay, and it takes the two cards left at the end of the row. If nobody chooses it, the last
  pick leaves one card, which goes back under the deck, out of the game (a face-down one unseen).
* Power rolls: at the reveal every fighter rolls in placement order; a fighter that may re-roll
  then waits for its sponsor's decision (``Reroll`` with a bit mask of the power dice, or
  ``Accept``), one fighter at a time in placement order (turn order from the start player), seeing
  every roll made so far. Criticals are rolled after that decision. "Identical" criticals (Goliath)
  happen once; "six" criticals chain, extra dice included.
* Abilities: supports reach the sponsor's *other* fighters; Aphrodite's -3 reaches every male in
  the tournament, of any sponsor; the twins' +5 needs the same sponsor. Immune fighters ignore
  every other fighter's ability but not the reward gold, counters or the arena's effect. Hyperion
  becomes 99 when his power equals any other fighter's final power. Camus is neither male nor
  female. Balare gets dice for his sponsor's gold (and counters) whoever carries them.
* Reward gold (and auction counters) give their bonus to every fighter of that sponsor in that
  tournament, whichever fighter carries them. Unused counters are worth nothing at the end.
* Ties: higher power, then higher rank, then the sponsor with less honour, then a roll-off (one
  die per tied sponsor, clockwise from the start player, re-rolling ties). Two tied fighters of the
  same sponsor: one that cannot be wounded goes lower, otherwise the earlier placed goes first.
* A fighter that cannot be wounded and wins no prize always goes back to the hand (no penalty).
* Prizes and penalties are paid in power order, honour never below 0. The next start player has
  the most honour; ties: most honour gained in that tournament (net), then clockwise from the
  previous start player. Laps are counted from the honour (30 per lap), announced by events.
* End: unused reward gold is worth 3. Ties: the best placed fighter in the final tournament wins;
  a seat with no fighter there ranks below; still tied, the win is shared.
* Auction: every seat pays its bid; ties go to the seat nearer the start player clockwise; the
  "be last and take two" choice still exists. Draft: the last card of each hand is kept
  automatically. Rochester: all 24 face up, snake order, no "take two".
* ``options["tournaments"]``: ``{"low": 2, "intermediate": 2, "high": 1, "order": "ascending" |
  "descending" | "shuffled", "hidden": False}``; ``hidden`` keeps each arena face down until its
  tournament starts. ``options["arenas"]`` names the arenas in order instead.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import Action, DamagedState, Event, Rng, SeededRng, evolve

id = "laurel-crown"  # noqa: A001 - the game registry reads module.id
min_players = 2
max_players = 4
FORMAT = 1
HIDDEN = "?"
HIDDEN_BID = -2  # a bid made but not yet revealed, as another seat sees it
RANKS = ("C", "B", "A", "S")
GENDERS = ("male", "female", "unknown")
TIERS = ("low", "intermediate", "high")
EMPLOYMENT_VARIANTS = ("draft", "rochester", "auction")
VARIANTS = EMPLOYMENT_VARIANTS + ("hidden-arenas",)
PHASES = ("employ", "bid", "draft", "place", "reroll", "over")
ORDERS = ("ascending", "descending", "shuffled")
REVEALING_EVENTS = frozenset({
    "RowDealt", "FighterHired", "FighterSetAside", "BidsRevealed", "DraftPassed", "FightersRevealed",
    "DiceRolled", "DiceRerolled", "DiceKept", "RollOffRolled", "TournamentStarted",
})


# --------------------------------------------------------------------------- content


@dataclass(frozen=True)
class FighterInfo:
    id: str
    name: str
    gender: str
    rank: str
    dice: int
    bonus: int
    reroll: int = 0
    immune: bool = False
    support: tuple[tuple[str, int], ...] = ()
    per_ally: int = 0
    critical: str = ""
    critical_dice: int = 0
    unwoundable: bool = False
    ruler: int = 0
    gold_dice: int = 0


@dataclass(frozen=True)
class ArenaInfo:
    id: str
    name: str
    tier: str
    prizes: tuple[int, ...]
    penalty: int
    ranks: tuple[str, ...] = RANKS
    genders: tuple[str, ...] = GENDERS
    max_per_sponsor: int = 0  # 0: no limit
    no_gold: bool = False
    bonus_rank: str = ""
    bonus_gender: str = ""
    bonus: int = 0


@dataclass(frozen=True)
class Employment:
    rows: int
    face_up: int
    picks: int


_FIGHTER_KEYS = {"id", "name", "gender", "rank", "dice", "bonus", "reroll", "immune", "support", "per_ally",
                 "critical", "critical_dice", "unwoundable", "ruler", "gold_dice"}
_ARENA_KEYS = {"id", "name", "tier", "prizes", "penalty", "ranks", "genders", "max_per_sponsor", "no_gold", "bonus"}
_RULE_KEYS = {"start_honour", "track", "gold_coins", "gold_bonus", "gold_value", "counters", "counter_bonus",
              "counter_dice", "counter_limit"}


def _whole(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _fighter(entry: dict, where: str, ids: set) -> FighterInfo:
    unknown = set(entry) - _FIGHTER_KEYS
    if unknown:
        raise DamagedState(f"{where}: unknown fields {sorted(unknown)}")
    try:
        support = tuple((s["to"], s["amount"]) for s in entry.get("support", ()))
        info = FighterInfo(
            entry["id"], entry["name"], entry["gender"], entry["rank"], entry["dice"], entry["bonus"],
            entry.get("reroll", 0), entry.get("immune", False), support, entry.get("per_ally", 0),
            entry.get("critical", ""), entry.get("critical_dice", 0), entry.get("unwoundable", False),
            entry.get("ruler", 0), entry.get("gold_dice", 0),
        )
    except (KeyError, TypeError) as exc:
        raise DamagedState(f"{where}: missing or malformed field {exc}") from exc
    if not isinstance(info.id, str) or not info.id or not isinstance(info.name, str) or not info.name:
        raise DamagedState(f"{where}: id and name must be text")
    if info.gender not in GENDERS or info.rank not in RANKS:
        raise DamagedState(f"{where}: gender must be one of {GENDERS} and rank one of {RANKS}")
    if not (_whole(info.dice, 0, 6) and _whole(info.bonus, 0, 40) and _whole(info.reroll, 0, 6)
            and _whole(info.per_ally, 0, 10) and _whole(info.critical_dice, 0, 3) and _whole(info.ruler, 0, 999)
            and _whole(info.gold_dice, 0, 6)):
        raise DamagedState(f"{where}: a number is out of range")
    if not all(isinstance(v, bool) for v in (info.immune, info.unwoundable)):
        raise DamagedState(f"{where}: immune and unwoundable are true or false")
    if info.critical not in ("", "six", "identical") or (info.critical == "") != (info.critical_dice == 0):
        raise DamagedState(f"{where}: critical must be 'six' or 'identical' with critical_dice > 0")
    for to, amount in info.support:
        if not (to in ("allies", "female-allies", "males") or to in ids) or not _whole(amount, -10, 10) or not amount:
            raise DamagedState(f"{where}: support {to!r} {amount!r} names no known target or amount")
    return info


def _arena(entry: dict, where: str) -> ArenaInfo:
    unknown = set(entry) - _ARENA_KEYS
    if unknown:
        raise DamagedState(f"{where}: unknown fields {sorted(unknown)}")
    try:
        bonus = dict(entry.get("bonus", {}))
        info = ArenaInfo(
            entry["id"], entry["name"], entry["tier"], tuple(entry["prizes"]), entry["penalty"],
            tuple(entry.get("ranks", RANKS)), tuple(entry.get("genders", GENDERS)), entry.get("max_per_sponsor", 0),
            entry.get("no_gold", False), bonus.pop("rank", ""), bonus.pop("gender", ""), bonus.pop("amount", 0),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DamagedState(f"{where}: missing or malformed field {exc}") from exc
    if bonus:
        raise DamagedState(f"{where}: unknown bonus fields {sorted(bonus)}")
    if not isinstance(info.id, str) or not info.id or not isinstance(info.name, str) or not info.name:
        raise DamagedState(f"{where}: id and name must be text")
    if info.tier not in TIERS:
        raise DamagedState(f"{where}: tier must be one of {TIERS}")
    prizes_ok = info.prizes and all(_whole(p, 1, 99) for p in info.prizes) and list(info.prizes) == sorted(
        info.prizes, reverse=True)
    if not prizes_ok or not _whole(info.penalty, 0, 99):
        raise DamagedState(f"{where}: prizes must be positive and non-increasing, the penalty 0 or more")
    if not info.ranks or set(info.ranks) - set(RANKS) or not info.genders or set(info.genders) - set(GENDERS):
        raise DamagedState(f"{where}: ranks and genders must name known values")
    if not _whole(info.max_per_sponsor, 0, 24) or not isinstance(info.no_gold, bool):
        raise DamagedState(f"{where}: max_per_sponsor must be 0 or more, no_gold true or false")
    one_target = (info.bonus_rank in RANKS) + (info.bonus_gender in GENDERS)
    if (info.bonus or info.bonus_rank or info.bonus_gender) and (one_target != 1 or not _whole(info.bonus, -20, 20)
                                                               or not info.bonus):
        raise DamagedState(f"{where}: bonus needs one rank or gender and a non-zero amount")
    return info


def _load(path: Path):
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DamagedState(f"{where}: cannot read content: {exc}") from exc
    rules = data.get("rules")
    if not isinstance(rules, dict) or set(rules) != _RULE_KEYS or not all(_whole(v, 0, 999) for v in rules.values()):
        raise DamagedState(f"{where}: [rules] needs whole numbers for exactly {sorted(_RULE_KEYS)}")
    employment = {}
    for players in range(min_players, max_players + 1):
        try:
            e = Employment(**data["employment"][str(players)])
        except (KeyError, TypeError) as exc:
            raise DamagedState(f"{where}: [employment.{players}]: {exc}") from exc
        if not (_whole(e.rows, 1, 24) and _whole(e.face_up, 1, 23) and _whole(e.picks, 1, 4)):
            raise DamagedState(f"{where}: [employment.{players}] numbers out of range")
        if e.rows * (e.face_up + 1) > 24 or e.face_up + 1 != players * e.picks + 1:
            raise DamagedState(f"{where}: [employment.{players}] rows must fit the deck, one card more than picks")
        employment[players] = e
    raw = data.get("fighter", [])
    ids = {f.get("id") for f in raw if isinstance(f, dict)}
    fighters: dict[str, FighterInfo] = {}
    for i, entry in enumerate(raw):
        info = _fighter(entry, f"{where}: fighter #{i + 1} ({entry.get('id', '?')})", ids)
        if info.id in fighters:
            raise DamagedState(f"{where}: fighter {info.id} appears twice")
        fighters[info.id] = info
    if len(fighters) != 24:
        raise DamagedState(f"{where}: 24 fighter cards are needed, found {len(fighters)}")
    arenas: dict[str, ArenaInfo] = {}
    for i, entry in enumerate(data.get("arena", [])):
        info = _arena(entry, f"{where}: arena #{i + 1} ({entry.get('id', '?')})")
        if info.id in arenas or info.id in fighters:
            raise DamagedState(f"{where}: id {info.id} appears twice")
        arenas[info.id] = info
    counts = tuple(sum(a.tier == t for a in arenas.values()) for t in TIERS)
    if counts != (6, 6, 4):
        raise DamagedState(f"{where}: 16 arenas are needed, 6 low, 6 intermediate and 4 high; found {counts}")
    tournaments = data.get("tournaments")
    if not isinstance(tournaments, dict) or set(tournaments) != set(TIERS) or not all(
            _whole(tournaments[t], 0, c) for t, c in zip(TIERS, counts)) or not sum(tournaments.values()):
        raise DamagedState(f"{where}: [tournaments] needs a count for each of {TIERS}")
    return rules, employment, fighters, arenas, tournaments


R, EMPLOYMENT, FIGHTERS, ARENAS, TOURNAMENTS = _load(Path(__file__).with_name("laurel_crown.toml"))
FIGHTER_IDS = tuple(FIGHTERS)
ARENA_IDS = tuple(ARENAS)
RANK_INDEX = {r: i for i, r in enumerate(RANKS)}


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
class Done(Action):
    """Finish placing fighters for this tournament."""


@dataclass(frozen=True)
class Reroll(Action):
    """Re-roll the power dice in the bit mask ``dice`` of the fighter waiting for a decision."""

    dice: int


@dataclass(frozen=True)
class Accept(Action):
    """Keep the roll of the fighter waiting for a decision."""


ACTION_TYPES = {cls.__name__: cls for cls in (Hire, TakeTwoLast, Bid, Keep, Place, Done, Reroll, Accept)}
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


def new_game(players: int = 3, seed: int = 0, options: dict | None = None) -> LaurelState:
    """A new game. Options: ``first`` (start seat), ``draft``, ``rochester``, ``auction`` (true to
    use that employment), ``tournaments`` (see the module docstring), ``arenas`` (ids, in order)."""
    state, _ = setup(players, seed, options)
    return state


def setup(players: int, seed: int, options: dict | None = None, rng: Rng | None = None):
    """``new_game`` plus the opening events. Chance, in order: one shuffle per tier of arenas (and
    one for a shuffled order), the start seat (unless given), the deck."""
    options = dict(options or {})
    if not min_players <= players <= max_players:
        raise ValueError(f"Laurel Crown takes {min_players}-{max_players} players")
    unknown = set(options) - {"first", "tournaments", "arenas", *EMPLOYMENT_VARIANTS}
    if unknown:
        raise ValueError(f"unknown options {sorted(unknown)}")
    variants = tuple(v for v in EMPLOYMENT_VARIANTS if options.get(v))
    if len(variants) > 1:
        raise ValueError("draft, rochester and auction are different ways to hire: choose one")
    if "draft" in variants and players < 3:
        raise ValueError("the draft needs 3 or more players")
    rng = rng or SeededRng(seed)
    arenas, hidden = _choose_arenas(options, rng)
    if hidden:
        variants += ("hidden-arenas",)
    first = options.get("first")
    if first is None:
        first = rng.randint(0, players - 1)
    if not _whole(first, 0, players - 1):
        raise ValueError("options['first'] must be a seat")
    deck = tuple(rng.shuffle(FIGHTER_IDS))
    auction = "auction" in variants
    state = LaurelState(
        seed=seed, draws=0, phase="employ", variants=variants, start=first,
        honour=(R["start_honour"],) * players, gold=(True,) * players, gold_spent=0,
        counters=(R["counters"] if auction else 0,) * players, counters_spent=0,
        hands=((),) * players, deck=deck, row=(), hidden_slot=-1, turns=(), last_two=-1, row_number=0,
        bids=(-1,) * players, draft=((),) * players, drafted=(False,) * players, arenas=arenas,
        spare=tuple(a for a in ARENA_IDS if a not in arenas), tournament=0, placing=first, passes=0, entries=(),
        rerolls=(), rested=(), results=(), winners=(),
    )
    shown = [HIDDEN] * len(arenas) if hidden else list(arenas)
    events = [Event("GameStarted", {"players": players, "start": first, "variants": list(variants),
                                    "arenas": shown})]
    state, more = _begin_employment(state)
    return evolve(state, draws=rng.draws), events + more


def _choose_arenas(options: dict, rng: Rng) -> tuple[tuple[str, ...], bool]:
    plan = options.get("tournaments") or {}
    if not isinstance(plan, dict) or set(plan) - {*TIERS, "order", "hidden"}:
        raise ValueError(f"options['tournaments'] takes {TIERS}, 'order' and 'hidden'")
    hidden = bool(plan.get("hidden", False))
    if options.get("arenas") is not None:
        chosen = tuple(options["arenas"])
        if not chosen or len(set(chosen)) != len(chosen) or set(chosen) - set(ARENAS):
            raise ValueError("options['arenas'] must name different known arenas")
        return chosen, hidden
    order = plan.get("order", "ascending")
    if order not in ORDERS:
        raise ValueError(f"the tournament order must be one of {ORDERS}")
    chosen: list[str] = []
    for tier in TIERS:
        ids = [a for a in ARENA_IDS if ARENAS[a].tier == tier]
        count = plan.get(tier, TOURNAMENTS[tier])
        if not _whole(count, 0, len(ids)):
            raise ValueError(f"{tier} tournaments: 0 to {len(ids)}")
        chosen += rng.shuffle(ids)[:count]
    if not chosen:
        raise ValueError("at least one tournament is needed")
    if order == "descending":
        chosen = [a for tier in reversed(TIERS) for a in chosen if ARENAS[a].tier == tier]
    elif order == "shuffled":
        chosen = rng.shuffle(chosen)
    return tuple(chosen), hidden


# --------------------------------------------------------------------------- employment


def _put(pairs: tuple, index: int, value) -> tuple:
    return pairs[:index] + (value,) + pairs[index + 1:]


def snake(players: int, start: int, picks: int) -> tuple[int, ...]:
    """Rochester order from ``start``: A B C C B A A B C ..."""
    out = []
    for i in range(picks):
        lap, k = divmod(i, players)
        out.append((start + (k if lap % 2 == 0 else players - 1 - k)) % players)
    return tuple(out)


def _begin_employment(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    n = len(state.honour)
    if "draft" in state.variants:
        k = len(state.deck) // n
        draft = tuple(state.deck[i * k:(i + 1) * k] for i in range(n))
        state = evolve(state, phase="draft", draft=draft, deck=state.deck[n * k:], drafted=(False,) * n)
        return state, [Event("DraftDealt", {"to": s, "size": k}, {"hand": list(draft[s])}, s) for s in range(n)]
    if "rochester" in state.variants:
        row = state.deck
        state = evolve(state, phase="employ", row=row, deck=(), hidden_slot=-1,
                       turns=snake(n, state.start, len(row)), last_two=-1)
        return state, [Event("RowDealt", {"row": list(row), "start": state.start, "number": 0})]
    return _deal_row(state)


def _deal_row(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    n = len(state.honour)
    plan = EMPLOYMENT[n]
    size = plan.face_up + 1
    row = state.deck[:size]
    auction = "auction" in state.variants
    turns = () if auction else tuple((state.start + i) % n for i in range(n * plan.picks))
    state = evolve(state, phase="bid" if auction else "employ", row=row, deck=state.deck[size:],
                   hidden_slot=size - 1, turns=turns, last_two=-1, bids=(-1,) * n)
    shown = list(row[:-1]) + [HIDDEN]
    return state, [Event("RowDealt", {"row": shown, "start": state.start, "number": state.row_number})]


def _hire(state: LaurelState, seat: int, slot: int) -> tuple[LaurelState, Event]:
    card = state.row[slot]
    hands = _put(state.hands, seat, state.hands[seat] + (card,))
    state = evolve(state, row=_put(state.row, slot, ""), hands=hands)
    if slot == state.hidden_slot:
        return state, Event("FighterHired", {"seat": seat, "slot": slot, "hidden": True}, {"fighter": card}, seat)
    return state, Event("FighterHired", {"seat": seat, "slot": slot, "fighter": card, "hidden": False})


def _after_pick(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    """A pick was made: the row goes on, or its last cards go out and the next row comes."""
    if state.turns:
        return state, []
    events: list[Event] = []
    for slot, card in enumerate(state.row):
        if not card:
            continue
        if state.last_two >= 0:
            state, event = _hire(state, state.last_two, slot)
            events.append(event)
        else:  # nobody took two: the card left over goes back under the deck, out of the game
            hidden = slot == state.hidden_slot
            events.append(Event("FighterSetAside", {"slot": slot, "fighter": HIDDEN if hidden else card}))
            state = evolve(state, row=_put(state.row, slot, ""), deck=state.deck + (card,))
    n = len(state.honour)
    state = evolve(state, row=(), hidden_slot=-1, last_two=-1, row_number=state.row_number + 1)
    if not set(state.variants) & {"auction", "rochester"}:
        state = evolve(state, start=(state.start + 1) % n)
    if state.row_number >= rows_for(n, state.variants):
        events.append(Event("EmploymentEnded", {"hands": [len(h) for h in state.hands]}))
        state = evolve(state, bids=(-1,) * n)
        state, more = start_tournament(state)
    else:
        state, more = _deal_row(state)
    return state, events + more


def _reveal_bids(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    n = len(state.honour)
    order = sorted(range(n), key=lambda s: (-state.bids[s], (s - state.start) % n))
    counters = tuple(c - b for c, b in zip(state.counters, state.bids))
    paid = sum(state.bids)
    state = evolve(state, phase="employ", counters=counters, counters_spent=state.counters_spent + paid,
                   turns=tuple(order) * EMPLOYMENT[n].picks, start=(order[0] + 1) % n)
    return state, [Event("BidsRevealed", {"bids": list(state.bids), "order": order, "next_start": state.start})]


def _drafted(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    """Everybody kept a card: the hands pass left; a last single card is kept automatically."""
    n = len(state.honour)
    draft = tuple(state.draft[(s - 1) % n] for s in range(n))
    state = evolve(state, draft=draft, drafted=(False,) * n)
    events = [Event("DraftPassed", {"to": s, "size": len(draft[s])}, {"hand": list(draft[s])}, s) for s in range(n)]
    if any(len(h) > 1 for h in draft):
        return state, events
    for s in range(n):
        for card in draft[s]:
            events.append(Event("FighterDrafted", {"seat": s, "automatic": True}, {"fighter": card}, s))
    hands = tuple(h + d for h, d in zip(state.hands, draft))
    state = evolve(state, hands=hands, draft=((),) * n)
    events.append(Event("EmploymentEnded", {"hands": [len(h) for h in hands]}))
    state, more = start_tournament(state)
    return state, events + more


def start_tournament(state: LaurelState) -> tuple[LaurelState, list[Event]]:
    state = evolve(state, phase="place", placing=state.start, passes=0, entries=(), rerolls=())
    arena = state.arenas[state.tournament]
    return state, [Event("TournamentStarted", {"number": state.tournament, "arena": arena, "start": state.start})]


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
        if arena.max_per_sponsor and len(mine) >= arena.max_per_sponsor:
            return out
        room = 0 if arena.no_gold else min(state.counters[seat], R["counter_limit"] - sum(e.counters for e in mine))
        golds = (False, True) if state.gold[seat] and not arena.no_gold else (False,)
        for fighter in state.hands[seat]:
            if may_enter(arena, fighter):
                out += [Place(seat, fighter, g, c) for g in golds for c in range(room + 1)]
        return out
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
    """Completed laps of the 30-long honour track."""
    return honour // R["track"]


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
    values = [p for p, _ in out]
    for i, e in enumerate(entries):
        ruler = FIGHTERS[e.fighter].ruler
        if ruler and any(values[j] == values[i] for j in range(len(entries)) if j != i):
            out[i] = [ruler, out[i][1] + [("ruler", ruler)]]
    return [(p, tuple(notes)) for p, notes in out]


# The second half of the rules (apply, tournaments, views, saves) lives in laurel_crown_apply.py.
from tabletop.engine.laurel_crown_apply import apply, from_json, to_json, view  # noqa: E402,F401
