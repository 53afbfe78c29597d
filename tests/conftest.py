"""Shared test set-up: headless SDL before anything imports pygame, and the UI-test helpers.

Engine and AI tests never touch pygame; UI tests use the ``app`` fixture and the helpers below,
which post full mouse events and run the real program frame by frame through ``App.tick``.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import copy  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture()
def app(tmp_path, monkeypatch):
    """The real program with a window on SDL's dummy driver, user data in a temporary folder."""
    import pygame

    from tabletop.app import App, parse_args

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    application = App(parse_args(["--windowed", "--speed", "0"]))
    pygame.event.get()  # the first get after set_mode returns window events
    yield application
    for scene in list(application.scenes.stack):
        scene.exit()
    pygame.quit()


def run(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.tick(1 / 60)


def press(app, pos) -> None:
    """A click at ``pos``: move there, press, release."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    run(app, 2)


def drag(app, start, end, steps: int = 4) -> None:
    """Press at ``start``, move in steps to ``end``, release, with full events as SDL sends them."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    run(app, 1)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0), touch=False))
        run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    run(app, 2)


def through_curtain(app, frames: int = 3) -> int | None:
    """If a hand-over curtain is up, the player it names clicks Ready; returns that seat."""
    from tabletop.shell.overlays import CurtainScene

    top = app.scenes.top
    if not isinstance(top, CurtainScene):
        return None
    top.button.on_click()
    run(app, frames)
    return top.seat


def centre(piece) -> tuple[int, int]:
    return (int(piece.x + piece.w / 2), int(piece.y + piece.h / 2))


# --------------------------------------------------------------------------- engine-test helpers


def act_on(game, state, *actions, rng=None, expected=None):
    """Apply ``actions`` with ``rng`` (default: no chance at all), checking after each that the
    components still equal ``expected`` (default: the state's own), and that every scripted die
    was used. Returns the final state and all events."""
    from tabletop.engine.core import ScriptedRng

    rng = ScriptedRng([]) if rng is None else rng
    expected = game.components(state) if expected is None else expected
    events = []
    for action in actions:
        state, new = game.apply(state, action, rng)
        events += new
        assert game.components(state) == expected
    if isinstance(rng, ScriptedRng):
        assert rng.remaining == 0, f"{rng.remaining} scripted dice were not rolled"
    return state, events


def leaves(node, path=()):
    """Every (path, value) in a JSON-like tree, containers included."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from leaves(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from leaves(value, path + (i,))
    yield path, node


def strings(tree) -> dict[str, int]:
    """Every text leaf of a JSON-like tree, counted."""
    from collections import Counter

    out: Counter = Counter()
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str):
            out[node] += 1
    return out


def with_value(node, path, value):
    """A copy of a JSON-like tree with the value at ``path`` replaced."""
    if not path:
        return value
    node = copy.deepcopy(node)
    target = node
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return node


# A guess says a name aloud without showing any card (Lucha Jefe's La Adivina).
SPOKEN = {("lucha-jefe", "AdivinaNamed")}


def cards_named(game_id: str, tree, *, numbers: bool) -> set[str]:
    """The content ids a JSON-like tree names: text leaves that are cards, fighters or arenas of the
    game, and in Challengers! the kinds of the card copies it holds (every whole number with
    ``numbers``, else those under a "card", "first" or "cards" key)."""
    from tabletop import games

    name_of = games.get(game_id).name_of
    out = {s for s in strings(tree) if name_of(s) is not None}
    if game_id == "challengers":
        from tabletop.games.challengers.rules.content import COPIES, HIDDEN

        for path, value in leaves(tree):
            if type(value) is int and value != HIDDEN and 0 <= value < len(COPIES):
                named = path[-1:] in (("card",), ("first",)) or (len(path) >= 2 and path[-2] == "cards")
                if numbers or named:
                    out.add(COPIES[value])
    return out


def zone_kinds(game_id: str, tree):
    """Challengers! names its cards by copy number: the card ids of every copy in a table's (or a
    view's) card zones, counted, so the leak test can compare them with the faces drawn. Empty for
    the games that name cards by id."""
    from collections import Counter

    from tabletop.engine.core import to_plain

    if game_id == "dead-last":
        return dead_last_faces(tree)
    if game_id != "challengers":
        return Counter()
    from tabletop.games.challengers.rules.content import COPIES, HIDDEN

    plain = to_plain(tree)
    zones = [plain[k] for k in ("decks", "fields", "benches", "exhausts", "seen", "piles", "discards", "box")]
    zones += [b["drawn"] for b in plain["builders"]]
    zones += [m["pending"]["options"] for m in plain["matches"] if m["pending"]]
    return Counter(COPIES[v] for _, v in leaves(zones) if type(v) is int and v != HIDDEN and 0 <= v < len(COPIES))


def dead_last_faces(tree):
    """Dead Last's secrets are numbers (which seat a face-down card names, what a bar is worth),
    so its table reports the faces it draws as texts of its own (``vote:round:vote:seat:card``,
    ``gold:seat:value``, ``total:seat:points``, ``showdown:round:seat:card``); these are the
    faces a table (or a view of it) holds, counted."""
    from collections import Counter

    from tabletop.games.dead_last.rules import FACE_DOWN, HIDDEN, HIDDEN_BAR

    out: Counter = Counter()
    for seat, card in enumerate(tree.placed):
        if card is not None and card != HIDDEN:
            out[f"vote:{tree.round}:{tree.vote}:{seat}:{card}"] += 1
    for record in tree.votes_log:
        for seat, card in enumerate(record.cards):
            if card is not None:
                out[f"vote:{record.round}:{record.vote}:{seat}:{card}"] += 1
    for seat, bars in enumerate(tree.gold):
        for value in bars:
            if value != HIDDEN_BAR:
                out[f"gold:{seat}:{value}"] += 1
        if HIDDEN_BAR not in bars:  # (a seat with no bar is known to hold 0 points)
            out[f"total:{seat}:{sum(bars)}"] += 1
    for seat, card in zip(tree.finalists, tree.choices):
        if card not in (None, FACE_DOWN):
            out[f"showdown:{tree.round}:{seat}:{card}"] += 1
    for record in tree.showdowns_log:
        for seat, card in zip(record.seats, record.cards):
            out[f"showdown:{record.round}:{seat}:{card}"] += 1
    return out


def public_cards(game_id: str, view) -> set[str]:
    """Every card the public view of a table shows (Challengers!: the card zones' copy numbers)."""
    from tabletop.engine.core import to_plain

    plain = to_plain(view)
    if game_id == "challengers":
        zones = {k: plain[k] for k in ("decks", "fields", "benches", "exhausts", "seen", "piles", "discards", "box")}
        zones["drawn"] = [b["drawn"] for b in plain["builders"]]
        return cards_named(game_id, {k: v for k, v in plain.items() if k not in zones}, numbers=False) | \
            cards_named(game_id, zones, numbers=True)
    return cards_named(game_id, plain, numbers=False)


def assert_public_events_name_only_shown_cards(game_id: str, game, before, after, events) -> None:
    """No public part of an event names a card that the public view hides both before and after it."""
    shown = None
    for event in events:
        if (game_id, event.kind) in SPOKEN:
            continue
        named = cards_named(game_id, event.for_seat(None).data, numbers=False)
        if not named:
            continue
        if shown is None:
            shown = public_cards(game_id, game.view(before, None)) | public_cards(game_id, game.view(after, None))
        hidden = named - shown
        assert not hidden, f"{event.kind} tells the table about {sorted(hidden)}, which no public view shows"


class Drawn:
    """A drawing probe (``tabletop.ui.probe.recorder``) that keeps every text a frame drew and
    every text that did not fit its width (text, width)."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.overflows: list[tuple[str, int]] = []

    def text(self, value: str) -> None:
        self.texts.append(value)

    def face(self, shows: str) -> None:
        pass

    def overflow(self, text: str, width: int) -> None:
        self.overflows.append((text, width))
