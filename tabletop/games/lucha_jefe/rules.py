"""Lucha Jefe: two managers draft luchadores in secret, pick one to fight, first to three belts.

The whole rulebook plus RULINGS.md, as pure functions over a frozen ``LuchaState``:

* Draft: all eight cards are shuffled and two are set aside face down (latecomers). The drafter
  keeps one card of the hand (``Keep``) and retires another face down (``Retire``); after the
  first pick the latecomers are shuffled in unseen; the hand passes until each roster holds two.
* Selection (simultaneous and secret): a manager holding El Alarde may show him first
  (``RevealAlarde``); each manager picks the active fighter (``Choose``), the other sits on the
  sideline. La Alfa may not be picked while her roster partner has printed strength 5 or more.
* If La Adivina is active she is shown and her manager names a fighter (``Name``): a correct name
  wins the round outright, ignoring every other ability.
* The match: both sides are shown and abilities resolve; the stronger fighter takes a belt. A tie
  (with no El Alarde shown) gives no belt. First to three belts wins; otherwise every card stays
  face up until the loser (after a tie, the seat that did not start) gathers and shuffles them
  for the next draft (``StartDraft``), so players can study the result as long as they like.

Rulings this module makes where the rulebook is silent (also written in the tests):

* Showing El Alarde after the opponent has already locked a choice reopens that choice, so the
  opponent decides knowing what everybody at a real table would know.
* El Vacío's list names "El De Abajo", who is not in the game: that entry has no effect.
* El Burócrata counts the opponent's active at its current strength and the sideline as printed.
* El Imprevisto reverses a win either way; a tie stays a tie.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.core import (
    Action,
    DamagedState,
    Event,
    Rng,
    SeededRng,
    check_option_keys,
    checked_apply,
    evolve,
    load_json,
    save_json,
    whole,
)

id = "lucha-jefe"  # noqa: A001 - the engine contract names a game by ``id``
min_players = 2
max_players = 2
FORMAT = 1

ADIVINA, AMIGO, BUROCRATA, IMPREVISTO = "la-adivina", "el-amigo", "el-burocrata", "el-imprevisto"
VACIO, ALARDE, ALFA, GALLO = "el-vacio", "el-alarde", "la-alfa", "el-gallo"
HIDDEN = "?"
# Events that show something to the table: the action behind them can never be undone.
REVEALING_EVENTS = frozenset({"AlardeRevealed", "ChoiceReopened", "AdivinaRevealed", "AdivinaNamed", "FightersRevealed"})


# --------------------------------------------------------------------------- content


@dataclass(frozen=True)
class Fighter:
    id: str
    name: str
    strength: int
    negated_by_vacio: bool = False


@dataclass(frozen=True)
class Rules:
    belts: int
    belts_to_win: int
    latecomers: int
    roster_size: int
    burocrata_threshold: int
    alarde_bonus: int
    alfa_blocked_by: int


def load_content(path: Path) -> tuple[dict[str, Fighter], Rules]:
    """Read and check a content file; DamagedState names the file and the entry at fault."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DamagedState(f"{where}: cannot read content: {exc}") from exc
    fighters: dict[str, Fighter] = {}
    for i, entry in enumerate(data.get("fighter", [])):
        try:
            fighter = Fighter(**entry)
        except TypeError as exc:
            raise DamagedState(f"{where}: fighter #{i + 1}: {exc}") from exc
        if not isinstance(fighter.strength, int) or not 1 <= fighter.strength <= 8:
            raise DamagedState(f"{where}: fighter {fighter.id}: strength must be 1..8")
        if fighter.id in fighters:
            raise DamagedState(f"{where}: fighter {fighter.id} appears twice")
        fighters[fighter.id] = fighter
    expected = {ADIVINA, AMIGO, BUROCRATA, IMPREVISTO, VACIO, ALARDE, ALFA, GALLO}
    if set(fighters) != expected:
        raise DamagedState(f"{where}: fighters must be exactly {sorted(expected)}")
    try:
        rules = Rules(**data["rules"])
    except (KeyError, TypeError) as exc:
        raise DamagedState(f"{where}: [rules]: {exc}") from exc
    return fighters, rules


CONTENT_PATH = Path(__file__).with_name("content.toml")
FIGHTERS, RULES = load_content(CONTENT_PATH)
FIGHTER_IDS = tuple(sorted(FIGHTERS, key=lambda f: FIGHTERS[f].strength))


def strength(fighter: str) -> int:
    """The printed strength of a fighter."""
    return FIGHTERS[fighter].strength


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Keep(Action):
    """Add a fighter from the hand being drafted to your secret roster."""

    fighter: str


@dataclass(frozen=True)
class Retire(Action):
    """Discard a second fighter from the hand face down; the hand then passes on."""

    fighter: str


@dataclass(frozen=True)
class RevealAlarde(Action):
    """Show El Alarde from your roster during the selection (+2 and tie wins if he fights)."""


@dataclass(frozen=True)
class Choose(Action):
    """Pick your active fighter in secret; the other one goes to the sideline."""

    fighter: str


@dataclass(frozen=True)
class StartDraft(Action):
    """After a round, the manager who starts the next draft gathers and shuffles all eight cards."""


@dataclass(frozen=True)
class Name(Action):
    """La Adivina's manager names the fighter they think the opponent sent in."""

    fighter: str


ACTION_TYPES = {cls.__name__: cls for cls in (Keep, Retire, RevealAlarde, Choose, Name, StartDraft)}
action_types = ACTION_TYPES


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class RoundResult:
    """What happened in one finished round, kept for the log and the result screen."""

    round: int
    winner: int | None
    reason: str  # "strength", "adivina", "burocrata", "alarde-tie", "tie"
    active: tuple[str, str]
    sideline: tuple[str, str]
    power: tuple[int, int]
    reversed: bool


@dataclass(frozen=True)
class LuchaState:
    """The whole table. Tuples everywhere, so ``apply`` can never mutate a caller's state."""

    seed: int
    draws: int
    phase: str  # "draft", "select", "guess", "reveal" (round over, all shown), "over"
    round: int
    starter: int  # seat that starts this round's draft
    belts: tuple[int, int]
    belts_left: int
    drafter: int  # the seat drafting now; in the reveal phase, the seat that starts the next draft
    hand: tuple[str, ...]
    latecomers: tuple[str, ...]
    kept: str | None  # the card the drafter kept this turn (a Retire must follow)
    rosters: tuple[tuple[str, ...], tuple[str, ...]]
    retired: tuple[tuple[str, ...], tuple[str, ...]]  # by the seat that retired them
    alarde: int | None  # the seat that showed El Alarde this round
    active: tuple[str | None, str | None]
    guesser: int | None
    results: tuple[RoundResult, ...]
    winner: int | None


def other(seat: int) -> int:
    return 1 - seat


def _start_round(state: LuchaState, starter: int, rng: Rng) -> tuple[LuchaState, list[Event]]:
    deck = rng.shuffle(FIGHTER_IDS)
    late, hand = tuple(deck[: RULES.latecomers]), tuple(deck[RULES.latecomers :])
    state = evolve(
        state,
        phase="draft",
        round=state.round + 1,
        starter=starter,
        drafter=starter,
        hand=hand,
        latecomers=late,
        kept=None,
        rosters=((), ()),
        retired=((), ()),
        alarde=None,
        active=(None, None),
        guesser=None,
    )
    return state, [
        Event("RoundStarted", {"round": state.round, "starter": starter}),
        Event("LatecomersSetAside", {"count": len(late)}),
        Event("HandPassed", {"to": starter, "size": len(hand)}, {"hand": list(hand)}, starter),
    ]


def new_game(players: int = 2, seed: int = 0, options: dict | None = None) -> LuchaState:
    """A new game; ``options["first"]`` is the seat that wore a mask most recently (default 0)."""
    if players != 2:
        raise ValueError("Lucha Jefe is a game for exactly two players")
    options = {} if options is None else options
    check_option_keys(options, {"first"}, "Lucha Jefe")
    first = options.get("first", 0)
    if not whole(first, 0, 1):
        raise ValueError("options['first'] must be seat 0 or 1")
    blank = LuchaState(
        seed=seed,
        draws=0,
        phase="draft",
        round=0,
        starter=first,
        belts=(0, 0),
        belts_left=RULES.belts,
        drafter=first,
        hand=(),
        latecomers=(),
        kept=None,
        rosters=((), ()),
        retired=((), ()),
        alarde=None,
        active=(None, None),
        guesser=None,
        results=(),
        winner=None,
    )
    rng = SeededRng(seed)
    state, _ = _start_round(blank, first, rng)
    return evolve(state, draws=rng.draws)


# --------------------------------------------------------------------------- queries


def to_act(state: LuchaState) -> list[int]:
    """The seats that must act now (both at once during the selection)."""
    if state.phase == "draft":
        return [state.drafter]
    if state.phase == "select":
        return [s for s in (0, 1) if state.active[s] is None]
    if state.phase == "guess":
        return [state.guesser]
    if state.phase == "reveal":
        return [state.drafter]
    return []


def may_choose(state: LuchaState, seat: int, fighter: str) -> bool:
    """La Alfa stays out while her roster partner has printed strength 5 or more."""
    roster = state.rosters[seat]
    if fighter not in roster:
        return False
    if fighter == ALFA:
        return not any(f != ALFA and strength(f) >= RULES.alfa_blocked_by for f in roster)
    return True


def legal_actions(state: LuchaState, seat: int) -> list[Action]:
    """Everything ``seat`` may do now; this list is also the validator used by ``apply``."""
    if seat not in to_act(state):
        return []
    if state.phase == "draft":
        cls = Keep if state.kept is None else Retire
        return [cls(seat, f) for f in state.hand]
    if state.phase == "select":
        actions: list[Action] = [Choose(seat, f) for f in state.rosters[seat] if may_choose(state, seat, f)]
        if ALARDE in state.rosters[seat] and state.alarde is None:
            actions.append(RevealAlarde(seat))
        return actions
    if state.phase == "guess":
        return [Name(seat, f) for f in FIGHTER_IDS if f != ADIVINA]
    if state.phase == "reveal":
        return [StartDraft(seat)]
    return []


def is_over(state: LuchaState) -> bool:
    return state.phase == "over"


def winners(state: LuchaState) -> list[int]:
    return [] if state.winner is None else [state.winner]


def players(state: LuchaState) -> int:
    """How many seats the table has: always two."""
    return len(state.belts)


def placing(state: LuchaState) -> list[int]:
    """The seats from first to last: the winner, then by belts won."""
    return sorted((0, 1), key=lambda s: (s not in winners(state), -state.belts[s], s))


def components(state: LuchaState) -> dict[str, int]:
    """Counts that no action may change: eight fighter cards and five belts."""
    cards = (
        len(state.hand)
        + len(state.latecomers)
        + sum(len(r) for r in state.rosters)
        + sum(len(r) for r in state.retired)
    )
    return {"fighters": cards, "belts": sum(state.belts) + state.belts_left}


# --------------------------------------------------------------------------- the match


def power(state: LuchaState, seat: int) -> tuple[int, list[tuple[str, int]]]:
    """Current strength of ``seat``'s active fighter and the abilities that changed it."""
    me, them = state.active[seat], state.active[other(seat)]
    sideline = next(f for f in state.rosters[seat] if f != me)
    value = strength(me)
    notes: list[tuple[str, int]] = []
    negated = FIGHTERS[me].negated_by_vacio and them == VACIO
    if negated:
        notes.append(("negated", 0))
    elif me == AMIGO:
        value += strength(sideline)
        notes.append(("amigo", strength(sideline)))
    elif me == GALLO and state.belts[seat]:
        value -= state.belts[seat]
        notes.append(("gallo", -state.belts[seat]))
    if me == ALARDE and state.alarde == seat:
        value += RULES.alarde_bonus
        notes.append(("alarde", RULES.alarde_bonus))
    return value, notes


def resolve_match(state: LuchaState) -> RoundResult:
    """Compare the two active fighters with every ability applied (no La Adivina success)."""
    powers = [power(state, s)[0] for s in (0, 1)]
    sidelines = tuple(next(f for f in state.rosters[s] if f != state.active[s]) for s in (0, 1))
    winner: int | None = None
    reason = "strength"
    for s in (0, 1):
        if state.active[s] == BUROCRATA and state.active[other(s)] != VACIO:
            total = powers[other(s)] + strength(sidelines[other(s)])
            if total >= RULES.burocrata_threshold:
                winner, reason = s, "burocrata"
    if winner is None:
        if powers[0] != powers[1]:
            winner = 0 if powers[0] > powers[1] else 1
        else:
            alarde = [s for s in (0, 1) if state.active[s] == ALARDE and state.alarde == s]
            winner, reason = (alarde[0], "alarde-tie") if alarde else (None, "tie")
    flipped = IMPREVISTO in state.active and winner is not None
    if flipped:
        winner = other(winner)
    return RoundResult(
        round=state.round,
        winner=winner,
        reason=reason,
        active=(state.active[0], state.active[1]),
        sideline=sidelines,
        power=(powers[0], powers[1]),
        reversed=flipped,
    )


def paperwork(result: RoundResult) -> tuple[int, int] | None:
    """The sum El Burócrata won a round on: the rival's active fighter at its strength in the
    match and their sideline fighter as printed (None for a round he did not decide)."""
    if result.reason != "burocrata":
        return None
    rival = other(result.active.index(BUROCRATA))
    return result.power[rival], strength(result.sideline[rival])


def _finish_round(state: LuchaState, result: RoundResult, rng: Rng) -> tuple[LuchaState, list[Event]]:
    """Record the result, hand out the belt, and stop with every card shown (or end the game)."""
    events = [
        Event(
            "FightersRevealed",
            {
                "active": list(result.active),
                "sideline": list(result.sideline),
                "power": list(result.power),
                "notes": [[n for n, _ in power(state, s)[1]] for s in (0, 1)] if result.reason != "adivina" else [[], []],
            },
        ),
    ]
    state = evolve(state, results=state.results + (result,))
    if result.winner is None:
        events.append(Event("RoundTied", {"round": state.round}))
        next_starter = other(state.starter)
    else:
        w = result.winner
        belts = tuple(b + (1 if s == w else 0) for s, b in enumerate(state.belts))
        state = evolve(state, belts=belts, belts_left=state.belts_left - 1)
        won = {"seat": w, "reason": result.reason, "reversed": result.reversed, "round": state.round}
        if paperwork(result) is not None:
            won["paperwork"] = list(paperwork(result))
        events.append(Event("RoundWon", won))
        events.append(Event("BeltAwarded", {"seat": w, "belts": belts[w]}))
        if belts[w] >= RULES.belts_to_win:
            state = evolve(state, phase="over", winner=w)
            events.append(Event("GameWon", {"seat": w}))
            return state, events
        next_starter = other(w)
    state = evolve(state, phase="reveal", drafter=next_starter)
    events.append(Event("RoundEnded", {"round": state.round, "next": next_starter}))
    return state, events


# --------------------------------------------------------------------------- apply


def apply(state: LuchaState, action: Action, rng: Rng | None = None) -> tuple[LuchaState, list[Event]]:
    """Apply a legal action and return the new state and what happened.

    Raises IllegalAction (and changes nothing) if ``action`` is not in ``legal_actions``.
    """
    return checked_apply(state, action, rng, legal_actions, _why_illegal, _dispatch)


def _dispatch(state: LuchaState, action: Action, rng: Rng) -> tuple[LuchaState, list[Event]]:
    seat = action.seat
    events: list[Event] = []

    if isinstance(action, Keep):
        hand = tuple(f for f in state.hand if f != action.fighter)
        rosters = _with(state.rosters, seat, state.rosters[seat] + (action.fighter,))
        state = evolve(state, hand=hand, rosters=rosters, kept=action.fighter)
        events.append(Event("FighterKept", {"seat": seat}, {"fighter": action.fighter}, seat))

    elif isinstance(action, Retire):
        hand = tuple(f for f in state.hand if f != action.fighter)
        retired = _with(state.retired, seat, state.retired[seat] + (action.fighter,))
        state = evolve(state, hand=hand, retired=retired, kept=None)
        events.append(Event("FighterRetired", {"seat": seat}, {"fighter": action.fighter}, seat))
        if state.latecomers:
            hand = tuple(rng.shuffle(state.hand + state.latecomers))
            state = evolve(state, hand=hand, latecomers=())
            events.append(Event("LatecomersShuffledIn", {"size": len(hand)}))
        if state.hand:
            nxt = other(seat)
            state = evolve(state, drafter=nxt)
            events.append(Event("HandPassed", {"to": nxt, "size": len(state.hand)}, {"hand": list(state.hand)}, nxt))
        else:
            state = evolve(state, phase="select")
            events.append(Event("SelectionStarted", {"round": state.round}))

    elif isinstance(action, RevealAlarde):
        state = evolve(state, alarde=seat)
        events.append(Event("AlardeRevealed", {"seat": seat}))
        if state.active[other(seat)] is not None:
            state = evolve(state, active=_with(state.active, other(seat), None))
            events.append(Event("ChoiceReopened", {"seat": other(seat)}))

    elif isinstance(action, Choose):
        state = evolve(state, active=_with(state.active, seat, action.fighter))
        events.append(Event("FighterChosen", {"seat": seat}, {"fighter": action.fighter}, seat))
        if None not in state.active:
            seers = [s for s in (0, 1) if state.active[s] == ADIVINA]
            if seers:
                state = evolve(state, phase="guess", guesser=seers[0])
                events.append(Event("AdivinaRevealed", {"seat": seers[0]}))
            else:
                state, more = _finish_round(state, resolve_match(state), rng)
                events += more

    elif isinstance(action, StartDraft):
        state, events = _start_round(state, seat, rng)

    elif isinstance(action, Name):
        target = state.active[other(seat)]
        correct = action.fighter == target
        events.append(Event("AdivinaNamed", {"seat": seat, "fighter": action.fighter, "correct": correct}))
        state = evolve(state, guesser=None)
        if correct:
            sidelines = tuple(next(f for f in state.rosters[s] if f != state.active[s]) for s in (0, 1))
            result = RoundResult(
                round=state.round,
                winner=seat,
                reason="adivina",
                active=(state.active[0], state.active[1]),
                sideline=sidelines,
                power=(power(state, 0)[0], power(state, 1)[0]),  # as they stood (El Gallo with his belts)
                reversed=False,
            )
        else:
            result = resolve_match(state)
        state, more = _finish_round(state, result, rng)
        events += more

    return state, events


def _with(pair: tuple, seat: int, value) -> tuple:
    return tuple(value if s == seat else v for s, v in enumerate(pair))


def _why_illegal(state: LuchaState, action: Action) -> str:
    """A reason a player can read (the UI translates the code before the colon)."""
    if state.phase == "over":
        return "game-over: the game is over"
    if action.seat not in to_act(state):
        return "not-your-turn: it is not this seat's turn"
    if isinstance(action, Choose) and action.fighter == ALFA and action.fighter in state.rosters[action.seat]:
        return "alfa-blocked: La Alfa refuses to fight beside a partner of strength 5 or more"
    if isinstance(action, RevealAlarde):
        return "no-alarde: only a manager holding El Alarde may show him, before choosing"
    if state.phase == "draft" and isinstance(action, Retire) and state.kept is None:
        return "keep-first: keep a fighter before retiring one"
    if state.phase == "draft" and isinstance(action, Keep) and state.kept is not None:
        return "retire-now: you already kept a fighter; retire one now"
    if isinstance(action, (Keep, Retire)) and getattr(action, "fighter", None) not in state.hand:
        return "not-in-hand: that fighter is not in the hand being drafted"
    if isinstance(action, Choose):
        return "not-in-roster: you can only send in a fighter from your roster"
    return f"wrong-phase: {action.kind} is not possible during the {state.phase} phase"


# --------------------------------------------------------------------------- views and saves


def view(state: LuchaState, seat: int | None) -> LuchaState:
    """What ``seat`` may see (None: a spectator). Hidden cards become ``"?"``; the seed is removed."""
    if state.phase == "over":
        return evolve(state, seed=0, latecomers=tuple(HIDDEN for _ in state.latecomers))
    if state.phase == "reveal":  # both teams were shown; only the retired cards stay face down
        return evolve(state, seed=0, retired=(mask_all(state.retired[0], 0, seat), mask_all(state.retired[1], 1, seat)))

    def mask(cards: tuple[str, ...], owner: int) -> tuple[str, ...]:
        return mask_all(cards, owner, seat)

    shown_active = []
    for s in (0, 1):
        card = state.active[s]
        public = state.phase == "guess" and card == ADIVINA
        shown_active.append(card if card is None or s == seat or public else HIDDEN)
    rosters = []
    for s in (0, 1):
        roster = mask(state.rosters[s], s)
        if s != seat and state.alarde == s:  # a shown El Alarde is public knowledge
            roster = tuple(ALARDE if i == 0 else c for i, c in enumerate(roster))
        if s != seat and shown_active[s] == ADIVINA:
            roster = tuple(ADIVINA if i == len(roster) - 1 else c for i, c in enumerate(roster))
        rosters.append(roster)
    return evolve(
        state,
        seed=0,
        hand=mask(state.hand, state.drafter),
        latecomers=tuple(HIDDEN for _ in state.latecomers),
        kept=state.kept if state.drafter == seat else (HIDDEN if state.kept else None),
        rosters=tuple(rosters),
        retired=(mask(state.retired[0], 0), mask(state.retired[1], 1)),
        active=tuple(shown_active),
    )


def mask_all(cards: tuple[str, ...], owner: int, seat: int | None) -> tuple[str, ...]:
    return cards if owner == seat else tuple(HIDDEN for _ in cards)


def to_json(state: LuchaState) -> dict:
    return save_json(id, FORMAT, state)


def from_json(data: object) -> LuchaState:
    """Read a saved state, checking its shape and its cards; raise DamagedState if anything is off."""
    return load_json(data, id, FORMAT, LuchaState, _validate, "Lucha Jefe")


def _validate(state: LuchaState) -> None:
    if state.phase not in ("draft", "select", "guess", "reveal", "over"):
        raise DamagedState(f"unknown phase {state.phase!r}")
    cards = list(state.hand) + list(state.latecomers)
    cards += [c for r in state.rosters for c in r] + [c for r in state.retired for c in r]
    if sorted(cards) != sorted(FIGHTER_IDS):
        raise DamagedState("the saved cards are not exactly the eight fighters")
    if components(state)["belts"] != RULES.belts or min(state.belts) < 0 or state.belts_left < 0:
        raise DamagedState("the saved belts do not add up")
    for s in (0, 1):
        if len(state.rosters[s]) > RULES.roster_size:
            raise DamagedState("a saved roster is too large")
        if state.active[s] is not None and state.active[s] not in state.rosters[s]:
            raise DamagedState("a saved active fighter is not in its roster")
    if state.drafter not in (0, 1) or state.starter not in (0, 1) or state.winner not in (None, 0, 1):
        raise DamagedState("a saved seat number is out of range")
    if state.seed < 0 or state.draws < 0 or state.round < 1:
        raise DamagedState("the saved counters are out of range")
    if max(state.belts) > RULES.belts_to_win or (max(state.belts) == RULES.belts_to_win) != (state.phase == "over"):
        raise DamagedState("the saved belts do not match the phase")
    _check_phase(state)


def _check_phase(state: LuchaState) -> None:
    """Each phase has a shape the rules rely on; a save that breaks it is refused, not half-played."""
    full = all(len(r) == RULES.roster_size for r in state.rosters)
    if state.phase == "draft":
        picks = sum(len(r) for r in state.rosters)
        turns = len(state.retired[0]) + len(state.retired[1])  # finished draft turns
        ok = (
            bool(state.hand)
            and state.active == (None, None)
            and state.guesser is None
            and state.alarde is None
            and (state.kept is None or state.kept in state.rosters[state.drafter])
            and turns == picks - (1 if state.kept else 0)
            and state.drafter == (state.starter if turns % 2 == 0 else other(state.starter))
            and (len(state.latecomers) == RULES.latecomers) == (turns == 0)
        )
    else:
        ok = full and not state.hand and not state.latecomers and state.kept is None
        if state.phase == "select":
            ok = ok and state.guesser is None and None in state.active
        elif state.phase == "guess":
            ok = ok and state.guesser in (0, 1) and None not in state.active and state.active[state.guesser] == ADIVINA
        else:  # reveal, over
            ok = ok and None not in state.active and state.guesser is None and bool(state.results)
            ok = ok and (state.winner is not None) == (state.phase == "over")
    if state.alarde is not None and (state.alarde not in (0, 1) or ALARDE not in state.rosters[state.alarde]):
        ok = False
    if state.winner is not None and state.belts[state.winner] != RULES.belts_to_win:
        ok = False
    if not ok:
        raise DamagedState(f"the saved table is not a possible {state.phase} position")
