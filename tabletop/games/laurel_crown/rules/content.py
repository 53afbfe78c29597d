"""Laurel Crown's content and constants: the 24 fighters, 16 arenas and the numbers of the rules,
read from ``content.toml`` and checked at load (a bad file names itself and the entry)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import DamagedState, whole

id = "laurel-crown"  # noqa: A001 - the engine contract names a game by ``id``
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
    """An arena card (its name, which players read translated, is in the catalogues by id)."""

    id: str
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
_ARENA_KEYS = {"id", "tier", "prizes", "penalty", "ranks", "genders", "max_per_sponsor", "no_gold", "bonus"}
_RULE_KEYS = {"start_honour", "track", "gold_coins", "gold_bonus", "gold_value", "counters", "counter_bonus",
              "counter_dice", "counter_limit"}


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
    if not (whole(info.dice, 0, 6) and whole(info.bonus, 0, 40) and whole(info.reroll, 0, 6)
            and whole(info.per_ally, 0, 10) and whole(info.critical_dice, 0, 3) and whole(info.ruler, 0, 999)
            and whole(info.gold_dice, 0, 6)):
        raise DamagedState(f"{where}: a number is out of range")
    if not all(isinstance(v, bool) for v in (info.immune, info.unwoundable)):
        raise DamagedState(f"{where}: immune and unwoundable are true or false")
    if info.critical not in ("", "six", "identical") or (info.critical == "") != (info.critical_dice == 0):
        raise DamagedState(f"{where}: critical must be 'six' or 'identical' with critical_dice > 0")
    for to, amount in info.support:
        if not (to in ("allies", "female-allies", "males") or to in ids) or not whole(amount, -10, 10) or not amount:
            raise DamagedState(f"{where}: support {to!r} {amount!r} names no known target or amount")
    return info


def _arena(entry: dict, where: str) -> ArenaInfo:
    unknown = set(entry) - _ARENA_KEYS
    if unknown:
        raise DamagedState(f"{where}: unknown fields {sorted(unknown)}")
    try:
        bonus = dict(entry.get("bonus", {}))
        info = ArenaInfo(
            entry["id"], entry["tier"], tuple(entry["prizes"]), entry["penalty"],
            tuple(entry.get("ranks", RANKS)), tuple(entry.get("genders", GENDERS)), entry.get("max_per_sponsor", 0),
            entry.get("no_gold", False), bonus.pop("rank", ""), bonus.pop("gender", ""), bonus.pop("amount", 0),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DamagedState(f"{where}: missing or malformed field {exc}") from exc
    if bonus:
        raise DamagedState(f"{where}: unknown bonus fields {sorted(bonus)}")
    if not isinstance(info.id, str) or not info.id:
        raise DamagedState(f"{where}: id must be text")
    if info.tier not in TIERS:
        raise DamagedState(f"{where}: tier must be one of {TIERS}")
    prizes_ok = info.prizes and all(whole(p, 1, 99) for p in info.prizes) and list(info.prizes) == sorted(
        info.prizes, reverse=True)
    if not prizes_ok or not whole(info.penalty, 0, 99):
        raise DamagedState(f"{where}: prizes must be positive and non-increasing, the penalty 0 or more")
    if not info.ranks or set(info.ranks) - set(RANKS) or not info.genders or set(info.genders) - set(GENDERS):
        raise DamagedState(f"{where}: ranks and genders must name known values")
    if not whole(info.max_per_sponsor, 0, 24) or not isinstance(info.no_gold, bool):
        raise DamagedState(f"{where}: max_per_sponsor must be 0 or more, no_gold true or false")
    one_target = (info.bonus_rank in RANKS) + (info.bonus_gender in GENDERS)
    if (info.bonus or info.bonus_rank or info.bonus_gender) and (one_target != 1 or not whole(info.bonus, -20, 20)
                                                               or not info.bonus):
        raise DamagedState(f"{where}: bonus needs one rank or gender and a non-zero amount")
    return info


def load(path: Path):
    """Read and check a content file; DamagedState names the file and the entry at fault."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DamagedState(f"{where}: cannot read content: {exc}") from exc
    rules = data.get("rules")
    if not isinstance(rules, dict) or set(rules) != _RULE_KEYS or not all(whole(v, 0, 999) for v in rules.values()):
        raise DamagedState(f"{where}: [rules] needs whole numbers for exactly {sorted(_RULE_KEYS)}")
    employment = {}
    for players in range(min_players, max_players + 1):
        try:
            e = Employment(**data["employment"][str(players)])
        except (KeyError, TypeError) as exc:
            raise DamagedState(f"{where}: [employment.{players}]: {exc}") from exc
        if not (whole(e.rows, 1, 24) and whole(e.face_up, 1, 23) and whole(e.picks, 1, 4)):
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
            whole(tournaments[t], 0, c) for t, c in zip(TIERS, counts)) or not sum(tournaments.values()):
        raise DamagedState(f"{where}: [tournaments] needs a count for each of {TIERS}")
    return rules, employment, fighters, arenas, tournaments


CONTENT_PATH = Path(__file__).resolve().parent.parent / "content.toml"
R, EMPLOYMENT, FIGHTERS, ARENAS, TOURNAMENTS = load(CONTENT_PATH)
FIGHTER_IDS = tuple(FIGHTERS)
ARENA_IDS = tuple(ARENAS)
RANK_INDEX = {r: i for i, r in enumerate(RANKS)}


def hidden_arena(tier: str) -> str:
    """A face-down arena as everyone sees it: its back shows its rank (rulebook: "rank can be
    identified also by the backside"), so the mark carries the tier, never the arena."""
    return f"{HIDDEN}{tier}"


def tier_of(key: str) -> str | None:
    """The tier of an arena id or of a face-down arena's mark; None for an unknown key."""
    if key in ARENAS:
        return ARENAS[key].tier
    tier = key[len(HIDDEN):] if key.startswith(HIDDEN) else ""
    return tier if tier in TIERS else None
