"""Challengers! content: ``content.toml`` read and checked into frozen dataclasses at import.

Every card, set, level cap, trophy value and tunable number comes from the data file; a bad
entry raises DamagedState naming the file and the entry, so a typo never reaches the rules. The
physical cards are numbered once here (``COPIES``): states hold these copy numbers, so every
card of the box is tracked and counted.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import DamagedState

id = "challengers"
min_players = 1
max_players = 8
FORMAT = 1
CONTENT_PATH = Path(__file__).resolve().parent.parent / "content.toml"

HIDDEN = -1  # a card, in a view, that the seat may not see
LATER_PHASES = ("final-deck", "final", "over")  # after round 7: every trophy is shown
ROBOT_SET = "robot"
STARTER_SET = "starter"
LEVEL_CAPS = {"A": 3, "B": 5, "C": 10, "S": 4, "I": 10, "R": 10, "SOLO": 10}
PILE_LEVELS = ("A", "B", "C")

# The effect vocabulary: triggers, effect kinds, counters, targets and zones.
TRIGGERS = ("reveal", "attack", "bench", "flag", "lose_flag", "select")
ONCE = ("reveal", "lose_flag", "select")  # resolved once; the others last while their condition holds
MATCH_KINDS = ("strength", "fans", "move", "peek")
SELECT_KINDS = ("extra_pick", "redraw", "end_picks", "random_remove", "fans")
COUNTERS = (
    "my_bench_seats", "my_bench_cards", "my_bench_set", "opp_bench_seats", "opp_bench_sets",
    "my_exhaust", "opp_exhaust", "my_deck", "attack_others", "attack_set_others", "attack_position",
    "under_flag", "first_of_match",
)
TARGETS = {  # where a lasting strength change may point, by trigger
    "reveal": ("self",),
    "attack": ("self",),
    "flag": ("self", "opp_attack"),
    "bench": ("my_attack", "my_flag", "mine", "opp_attack"),
}
MOVE_FROM = {"reveal": ("bench", "exhaust", "deck_top"), "lose_flag": ("self", "deck_top")}
MOVE_DEST = ("exhaust", "deck_bottom", "deck_top", "box")
PEEK_DEST = ("top", "bottom", "exhaust")
EFFECT_KEYS = {"when", "do", "amount", "per", "to", "from", "dest", "count", "who", "optional",
               "only_if", "at_least", "at_most"}
CARD_KEYS = {"id", "set", "level", "strength", "copies", "effect"}
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Effect:
    """One effect of a card: when it happens (``when``) and what it does (``do``)."""

    when: str
    do: str
    amount: int = 0
    per: str | None = None
    to: str = "self"
    src: str | None = None  # "from" in the data file
    dest: str | None = None
    count: int = 1
    who: str = "me"
    optional: bool = False
    only_if: str | None = None
    at_least: int | None = None
    at_most: int | None = None


@dataclass(frozen=True)
class Card:
    """A card kind; ``copies`` is how many the box holds (per starter deck for level S)."""

    id: str
    set: str
    level: str
    strength: int
    copies: int
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Rules:
    fan_supply: int
    bench_seats: int
    draw: int
    redraws: int
    rounds: int
    lead_to_win: int
    reveal_limit: int
    min_deck: int
    parks: tuple[int, ...]
    plan: tuple[str, ...]
    base_set: str
    extra_sets: tuple[str, ...]
    used_extra_sets: int
    letters: dict
    picks: dict
    discard_capacity: dict
    trophy_fans: tuple[tuple[int, ...], ...]
    robot_max_level: int
    robot_max_level_solo: int
    robot_swaps: tuple[tuple[str, int], ...]


def _fail(where: str, message: str) -> DamagedState:
    return DamagedState(f"{where}: {message}")


def _int(value, where: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(where, f"expected a whole number, got {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise _fail(where, f"{value} is outside {low}..{high}")
    return value


def _effect(raw, where: str, card: dict) -> Effect:
    if not isinstance(raw, dict):
        raise _fail(where, "an effect must be a table")
    extra = set(raw) - EFFECT_KEYS
    if extra:
        raise _fail(where, f"unknown effect keys {sorted(extra)}")
    when, do = raw.get("when"), raw.get("do")
    if when not in TRIGGERS:
        raise _fail(where, f"unknown trigger {when!r} (one of {', '.join(TRIGGERS)})")
    if when == "select":
        if card["set"] != "space":
            raise _fail(where, "only Outer Space cards act on selection")
        if do not in SELECT_KINDS:
            raise _fail(where, f"{do!r} cannot happen on selection")
    elif do not in MATCH_KINDS:
        raise _fail(where, f"unknown effect {do!r} for trigger {when!r}")
    fields = {"when": when, "do": do}
    if "amount" in raw:
        fields["amount"] = _int(raw["amount"], where + ".amount", -5, 5)
    for key in ("count", "at_least", "at_most"):
        if key in raw:
            fields[key] = _int(raw[key], f"{where}.{key}", 0, 10)
    for key in ("per", "only_if"):
        if key in raw:
            if raw[key] not in COUNTERS:
                raise _fail(where, f"{key}: unknown counter {raw[key]!r}")
            fields[key] = raw[key]
    if ("at_least" in raw or "at_most" in raw) and "only_if" not in raw:
        raise _fail(where, "at_least/at_most need only_if")
    if "only_if" in raw and "at_least" not in raw and "at_most" not in raw:
        raise _fail(where, "only_if needs at_least or at_most")
    if "optional" in raw:
        if not isinstance(raw["optional"], bool):
            raise _fail(where, "optional must be true or false")
        fields["optional"] = raw["optional"]
    if "who" in raw:
        if raw["who"] not in ("me", "opponent"):
            raise _fail(where, f"who must be 'me' or 'opponent', not {raw['who']!r}")
        fields["who"] = raw["who"]
    if do == "strength":
        if not fields.get("amount"):
            raise _fail(where, "a strength change needs a non-zero amount")
        to = raw.get("to", "self")
        if to not in TARGETS[when] if when in TARGETS else True:
            raise _fail(where, f"a {when} strength change cannot point at {to!r}")
        fields["to"] = to
    elif do == "fans":
        if fields.get("amount", 0) <= 0:
            raise _fail(where, "fans need a positive amount")
        if when not in ONCE:
            raise _fail(where, "fans are taken once: on reveal, on losing the flag or on selection")
    elif do == "move":
        src, dest = raw.get("from"), raw.get("dest")
        if src not in MOVE_FROM.get(when, ()):
            raise _fail(where, f"a {when} move cannot take cards from {src!r}")
        if dest not in MOVE_DEST or (src == "exhaust" and dest == "exhaust") or (src == "deck_top" and dest == "deck_top"):
            raise _fail(where, f"a move cannot put cards into {dest!r} from {src!r}")
        if fields.get("who", "me") == "opponent" and (src != "deck_top" or fields.get("optional")):
            raise _fail(where, "an effect may only make the opponent move the top of its deck, with no choice")
        fields["src"], fields["dest"] = src, dest
        fields.setdefault("count", 1)
    elif do == "peek":
        if when != "reveal":
            raise _fail(where, "peeking happens on reveal")
        if raw.get("dest") not in PEEK_DEST:
            raise _fail(where, f"peek dest must be one of {PEEK_DEST}")
        fields["dest"] = raw["dest"]
        fields["count"] = _int(raw.get("count", 1), where + ".count", 1, 5)
        fields["optional"] = True
    elif do == "random_remove":
        fields["count"] = _int(raw.get("count", 1), where + ".count", 1, 5)
    if do != "strength" and "per" in raw:
        raise _fail(where, "only strength changes count with per")
    return Effect(**fields)


def _card(raw, where: str, sets: tuple[str, ...]) -> Card:
    if not isinstance(raw, dict):
        raise _fail(where, "a card must be a table")
    extra = set(raw) - CARD_KEYS
    if extra:
        raise _fail(where, f"unknown card keys {sorted(extra)}")
    cid = raw.get("id")
    if not isinstance(cid, str) or not SLUG.match(cid):
        raise _fail(where, f"card id {cid!r} is not a slug")
    where = f"{where} ({cid})"
    cset, level = raw.get("set"), raw.get("level")
    if cset not in sets:
        raise _fail(where, f"unknown set {cset!r}")
    allowed = {STARTER_SET: ("S",), ROBOT_SET: ("I", "R", "SOLO")}.get(cset, PILE_LEVELS)
    if level not in allowed:
        raise _fail(where, f"level {level!r} is not a level of set {cset}")
    strength = _int(raw.get("strength"), where + ".strength", 0, LEVEL_CAPS[level])
    copies = _int(raw.get("copies"), where + ".copies", 1, 24)
    effects = raw.get("effect", [])
    if not isinstance(effects, list):
        raise _fail(where, "effect must be a list of tables")
    card = {"set": cset}
    return Card(cid, cset, level, strength, copies,
                tuple(_effect(e, f"{where}.effect[{i}]", card) for i, e in enumerate(effects)))


def load(path: Path = CONTENT_PATH) -> tuple[dict[str, Card], Rules]:
    """Read and check a content file; DamagedState names the file and the entry at fault."""
    name = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise _fail(name, f"cannot read content: {exc}") from exc
    try:
        r, robot = data["rules"], data["robot"]
        rules = Rules(
            fan_supply=_int(r["fan_supply"], f"{name}: rules.fan_supply", 1, 500),
            bench_seats=_int(r["bench_seats"], f"{name}: rules.bench_seats", 1, 20),
            draw=_int(r["draw"], f"{name}: rules.draw", 1, 10),
            redraws=_int(r["redraws"], f"{name}: rules.redraws", 0, 5),
            rounds=_int(r["rounds"], f"{name}: rules.rounds", 1, 7),
            lead_to_win=_int(r["lead_to_win"], f"{name}: rules.lead_to_win", 1, 100),
            reveal_limit=_int(r["reveal_limit"], f"{name}: rules.reveal_limit", 10, 10_000),
            min_deck=_int(r["min_deck"], f"{name}: rules.min_deck", 1, 10),
            parks=tuple(r["parks"]),
            plan=tuple(r["plan"]),
            base_set=r["base_set"],
            extra_sets=tuple(r["extra_sets"]),
            used_extra_sets=_int(r["used_extra_sets"], f"{name}: rules.used_extra_sets", 1, 6),
            letters={k: tuple(v["piles"]) for k, v in r["letters"].items()},
            picks={k: _int(v, f"{name}: rules.picks.{k}", 1, 5) for k, v in r["picks"].items()},
            discard_capacity={k: _int(v, f"{name}: rules.discard_capacity.{k}", 1, 100)
                              for k, v in r["discard_capacity"].items()},
            trophy_fans=tuple(tuple(row) for row in r["trophies"]["fans"]),
            robot_max_level=_int(robot["max_level"], f"{name}: robot.max_level", 1, 5),
            robot_max_level_solo=_int(robot["max_level_solo"], f"{name}: robot.max_level_solo", 1, 5),
            robot_swaps=tuple((str(a), _int(b, f"{name}: robot.swaps", 1, 3)) for a, b in robot["swaps"]),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, DamagedState):
            raise
        raise _fail(name, f"[rules]/[robot]: missing or malformed entry {exc}") from exc
    if len(rules.parks) != max_players or len(rules.plan) != rules.rounds:
        raise _fail(name, "rules.parks needs one entry per seat count, rules.plan one letter per round")
    if set(rules.plan) - set(rules.letters) or any(p not in PILE_LEVELS for ps in rules.letters.values() for p in ps):
        raise _fail(name, "rules.plan letters and rules.letters piles must be A/B/C")
    if set(rules.picks) != set(PILE_LEVELS) or set(rules.discard_capacity) != set(PILE_LEVELS):
        raise _fail(name, "rules.picks and rules.discard_capacity need A, B and C")
    if len(rules.trophy_fans) != rules.rounds or any(len(row) != max(rules.parks) for row in rules.trophy_fans):
        raise _fail(name, "rules.trophies.fans needs one value per park for every round")
    sets = (STARTER_SET, rules.base_set) + rules.extra_sets + (ROBOT_SET,)
    cards: dict[str, Card] = {}
    for i, raw in enumerate(data.get("card", [])):
        card = _card(raw, f"{name}: card #{i + 1}", sets)
        if card.id in cards:
            raise _fail(name, f"card {card.id} appears twice")
        cards[card.id] = card
    totals = {s: sum(c.copies for c in cards.values() if c.set == s) for s in sets}
    wanted = {STARTER_SET: 6, rules.base_set: 20, ROBOT_SET: 19, **{s: 40 for s in rules.extra_sets}}
    for s, n in wanted.items():
        if totals[s] != n:
            raise _fail(name, f"set {s} has {totals[s]} cards, the box holds {n}")
    levels = {c.level for c in cards.values() if c.set == ROBOT_SET}
    swaps_needed = sum(n for _, n in rules.robot_swaps)
    r_cards = sum(c.copies for c in cards.values() if c.level == "R")
    if levels != {"I", "R", "SOLO"} or r_cards < swaps_needed:
        raise _fail(name, "the Robot deck needs starters (I), enough R cards for every level, and SOLO cards")
    for cid, _ in rules.robot_swaps:
        if cid not in cards or cards[cid].level != "I":
            raise _fail(name, f"robot.swaps: {cid!r} is not a robot starter")
    return cards, rules


CARDS, RULES = load()
DECKS = 8  # starter decks in the box

# --------------------------------------------------------------------------- numbered copies


def _number_copies() -> tuple[str, ...]:
    """Every physical card, numbered: 8 starter decks first (deck d is copies 6d..6d+5), then the
    City set, the six sets and the Robot deck, in file order."""
    out: list[str] = []
    starters = [c for c in CARDS.values() if c.set == STARTER_SET]
    for _ in range(DECKS):
        for c in starters:
            out += [c.id] * c.copies
    for c in CARDS.values():
        if c.set != STARTER_SET:
            out += [c.id] * c.copies
    return tuple(out)


COPIES = _number_copies()  # copy number -> card id
N_COPIES = len(COPIES)
DECK_SIZE = sum(c.copies for c in CARDS.values() if c.set == STARTER_SET)
BASE = tuple(CARDS[k].strength for k in COPIES)
SET_OF = tuple(CARDS[k].set for k in COPIES)
LEVEL_OF = tuple(CARDS[k].level for k in COPIES)
SETS = (RULES.base_set,) + RULES.extra_sets


def _by_trigger(when: str) -> tuple[tuple[tuple[int, Effect], ...], ...]:
    return tuple(tuple((i, e) for i, e in enumerate(CARDS[k].effects) if e.when == when) for k in COPIES)


REVEAL_FX, ATTACK_FX, BENCH_FX = _by_trigger("reveal"), _by_trigger("attack"), _by_trigger("bench")
FLAG_FX, LOSE_FX, SELECT_FX = _by_trigger("flag"), _by_trigger("lose_flag"), _by_trigger("select")
HAS_BENCH_FX = tuple(bool(x) for x in BENCH_FX)


def copies_of(set_id: str, levels: tuple[str, ...] | None = None) -> tuple[int, ...]:
    """The copy numbers of a set (optionally of some levels only), in order."""
    return tuple(c for c in range(N_COPIES) if SET_OF[c] == set_id and (levels is None or LEVEL_OF[c] in levels))


def starter_deck(index: int) -> tuple[int, ...]:
    return tuple(range(index * DECK_SIZE, (index + 1) * DECK_SIZE))


def trophy(round_no: int, fans: int) -> int:
    """A trophy as one number: the round on its front, the fans on its back (13: round 1, 3 fans)."""
    return round_no * 10 + fans


def trophy_round(code: int) -> int:
    return code // 10


def trophy_fans(code: int) -> int:
    """The fans on a trophy's back (0 when the view hides them)."""
    return code % 10


TROPHIES = tuple(trophy(r + 1, f) for r, row in enumerate(RULES.trophy_fans) for f in row)
