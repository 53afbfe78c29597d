"""Dead Last (6-12 players): conspire in the open, vote in secret, ambush, and face the Final
Showdown for gold. ``rules`` holds the pure engine (+ ``content.toml``), ``bots`` the computer
players and their characters; this file describes the game to the program (``GAME``).
"""

from tabletop.engine.game import GameInfo, Option

RULES = "tabletop.games.dead_last.rules"  # imported when a setup or a table first needs it


def _rules():
    from tabletop.games.dead_last import rules

    return rules


def _characters(players: int) -> tuple[str, ...]:
    return ("random",) + _rules().C.characters


def _timers(players: int) -> tuple[str, ...]:
    return tuple(str(t) for t in _rules().C.timers)


def _messages() -> set[str]:
    """The catalogue keys the table composes (a phase's header and status lines, a card's name)."""
    rules = _rules()
    keys = {f"deadlast.header.{p}" for p in ("conspire", "vote", "showdown", "tiebreak", "over")}
    keys |= {f"deadlast.status.{p}-{who}" for p in ("vote", "ambush", "showdown") for who in ("yours", "waiting")}
    keys |= {f"deadlast.tip.showdown.{c}" for c in rules.SHOWDOWN_CARDS}
    keys |= {f"deadlast.sum.out-{reason}" for reason in ("target", "strayed", "ambush")}
    return keys | {f"deadlast.card.{c}" for c in rules.SHOWDOWN_CARDS + ("ambush",)}


def _options(chosen: dict, players: int, rnd) -> dict:
    """The setup's choices as engine options: a character for every computer seat ("random" drawn
    here); a human seat (None: the setup shows it no character) has none."""
    rules = _rules()
    picked = chosen.get("character") or ["random"] * players
    characters = [rules.NO_CHARACTER if c is None else rnd.choice(rules.C.characters) if c == "random" else c
                  for c in picked]
    return {"characters": characters, "timer": int(chosen.get("timer", rules.C.timer))}


GAME = GameInfo(
    id="dead-last",
    rules_module=RULES,
    players=(6, 12),
    bots="tabletop.games.dead_last.bots",
    table="tabletop.games.dead_last.table.scene:DeadLastScene",
    layout="dead-last",
    tile_art="dead-last/gold-bar.svg",
    default_players=8,
    options=(
        Option("timer", values=_timers, default=lambda n: str(_rules().C.timer)),
        Option("character", kind="per-seat", values=_characters, default="random", computers=True),
    ),
    messages=_messages,
    build_options=_options,
    bench="tabletop.games.dead_last.bench:bench_lines",
    expert="tabletop.games.dead_last.expert",
)
