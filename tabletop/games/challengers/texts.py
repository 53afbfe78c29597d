"""Card texts of Challengers!, generated from the effect data so text and rule never disagree.

Nothing here is written per card: ``lines(card_id)`` turns each effect of ``content.toml`` into a
list of message fragments (trigger label, what happens, "for each ...", "if ..."), each a key of
the program's catalogues with its fields. ``describe`` flattens them; ``render`` joins them
through the translation function, one sentence per effect, in the current language.
"""

from __future__ import annotations

from tabletop.games.challengers.rules.content import CARDS, SETS, Effect
from tabletop import i18n
from tabletop.i18n import tr as translate

P = "challengers"
# The phrases of the effect vocabulary: every one is there for content.toml to use, used by a
# card today or not, so translators translate them all.
VOCABULARY = (f"{P}.when.", f"{P}.fx.", f"{P}.per.", f"{P}.if.", f"{P}.reason.")


def card_name_key(card_id: str) -> str:
    return f"{P}.card.{card_id}"


def set_name_key(set_id: str) -> str:
    return f"{P}.set.{set_id}"


def _effect(e: Effect) -> list[tuple[str, dict]]:
    out: list[tuple[str, dict]] = []
    if e.when != "reveal":
        out.append((f"{P}.when.{e.when}", {}))
    if e.do == "strength":
        sign = "gain" if e.amount > 0 else "lose"
        out.append((f"{P}.fx.strength.{e.to}.{sign}", {"n": abs(e.amount)}))
        if e.per:
            out.append((f"{P}.per.{e.per}", {}))
    elif e.do == "fans":
        out.append((f"{P}.fx.fans", {"n": e.amount}))
    elif e.do == "move":
        who = ".opponent" if e.who == "opponent" else ""
        may = ".optional" if e.optional else ""
        out.append((f"{P}.fx.move.{e.src}.{e.dest}{who}{may}", {"n": e.count}))
    elif e.do == "peek":
        out.append((f"{P}.fx.peek.{e.dest}", {"n": e.count}))
    elif e.do == "random_remove":
        out.append((f"{P}.fx.random_remove", {"n": e.count}))
    else:
        out.append((f"{P}.fx.{e.do}", {}))
    if e.only_if:
        if e.at_least is not None:
            out.append((f"{P}.if.{e.only_if}.at_least", {"n": e.at_least}))
        if e.at_most is not None:
            out.append((f"{P}.if.{e.only_if}.at_most", {"n": e.at_most}))
    return out


def lines(card_id: str) -> list[list[tuple[str, dict]]]:
    """One list of (message key, fields) per effect of the card, in order."""
    return [_effect(e) for e in CARDS[card_id].effects]


def describe(card_id: str) -> list[tuple[str, dict]]:
    """Every message fragment of a card's text, in order (empty for a card with no effect)."""
    return [part for line in lines(card_id) for part in line]


def render(card_id: str, tr=translate) -> list[str]:
    """The card's text, one sentence per effect, through ``tr(key, **fields)``."""
    out = []
    for line in lines(card_id):
        text = " ".join(tr(key, **fields) for key, fields in line)
        out.append(tr(f"{P}.sentence", text=text[:1].upper() + text[1:]))
    return out


def name(card_id: str, tr=translate) -> str:
    return tr(card_name_key(card_id))


def message_keys() -> set[str]:
    """Every catalogue key the card texts can use (the template extraction reads this)."""
    keys = {f"{P}.sentence", f"{P}.name"}
    keys |= {card_name_key(c) for c in CARDS} | {key for c in CARDS for key, _ in describe(c)}
    keys |= {set_name_key(s) for s in SETS + ("starter", "robot")} | {f"{P}.identity.{s}" for s in SETS}
    return keys | {k for k in i18n.keys("en") if k.startswith(VOCABULARY)}
