"""O Último Grande Campeão's content and constants: fighters, cards, dice and the numbers of
the rules, read from ``content.toml`` and checked at load (a bad file names itself and the entry)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import DamagedState

id = "campeao"  # noqa: A001 - the engine contract names a game by ``id``
min_players = 3
max_players = 6
FORMAT = 2  # 2: fame has no supply (it never runs out)
SKILLS = ("punch", "kick", "submission")
HIDDEN = "?"
VARIANTS = ("master", "ring-girl")
ANY_TIME = ("ice-bath", "ambush", "doctor")
# Events after which an action cannot be taken back: something was shown or learned (a drawn
# card included: undoing a draw would let a seat peek at the deck).
REVEALING_EVENTS = frozenset({"CardPlayed", "CardDrawn", "DiceRolled", "InjuryRolled", "TrainingRolled",
                              "TrainingRerolled", "InjuryRerolled"})




@dataclass(frozen=True)
class FighterInfo:
    id: str
    name: str
    skills: tuple[str, str]


@dataclass(frozen=True)
class CardInfo:
    id: str
    count: int
    timing: str


def load(path: Path):
    """Read and check a content file; DamagedState names the file and the entry at fault."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        rules = dict(data["rules"])
        supply = dict(data["supply"])
        dice = {k: tuple(v) for k, v in data["dice"].items()}
        fighters = {f["id"]: FighterInfo(f["id"], f["name"], tuple(f["skills"])) for f in data["fighter"]}
        cards = {c["id"]: CardInfo(c["id"], int(c["count"]), c["timing"]) for c in data["card"]}
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise DamagedState(f"{where}: cannot read content: {exc}") from exc
    if len(fighters) != 6 or any(len(f.skills) != 2 or set(f.skills) - set(SKILLS) for f in fighters.values()):
        raise DamagedState(f"{where}: six fighters with two skills each are needed")
    if sorted(tuple(sorted(f.skills)) for f in fighters.values()) != sorted(
        tuple(sorted(p)) for p in [(a, b) for i, a in enumerate(SKILLS) for b in SKILLS[i:]]
    ):
        raise DamagedState(f"{where}: the fighters must cover each pair of skills once")
    if sum(c.count for c in cards.values()) != 27 or len(cards) != 11:
        raise DamagedState(f"{where}: 27 cards of 11 kinds are needed")
    for name, faces in dice.items():
        if len(faces) != 6:
            raise DamagedState(f"{where}: die {name} needs six faces")
    return rules, supply, dice, fighters, cards


CONTENT_PATH = Path(__file__).resolve().parent.parent / "content.toml"
R, SUPPLY, DICE, FIGHTERS, CARDS = load(CONTENT_PATH)
FIGHTER_IDS = tuple(FIGHTERS)
DECK = tuple(card for card in CARDS for _ in range(CARDS[card].count))
