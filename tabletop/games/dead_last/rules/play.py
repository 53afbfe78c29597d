"""Dead Last's rules in play: who acts, what they may do, and what happens when they do it.

A round is a series of votes among the seats still standing; four gold bars wait in the middle
for its survivors. Before each vote comes the **conspiracy**: every standing seat may point at a
target in front of everyone, lower its finger, or whisper its intention to one seat (at most
``gestures`` such gestures a vote), and says it is ready; being pointed at calls a ready seat back
to answer. The clock the rulebook gives the talk belongs to the table, which makes the seats
still talking ready when it runs out. Then every standing seat lays one voting card face down;
a seat may change its card until the last card is laid (``optional_actions``), and then all are
revealed at once:

* the seat with most votes is the target, every seat tied for most votes too; Ambush cards are
  no votes, and with no votes at all there is no target;
* a target is eliminated, unless it laid its Ambush card: then it stands and eliminates one seat
  of its choice among those still standing that voted for it;
* every other seat that did not vote for a target is eliminated, an unused Ambush included.

With three or more standing the survivors conspire and vote again. One survivor takes the bars in
the middle; two play the Final Showdown; none: nobody takes them and every seat that was not in
the last vote draws one bar from the gold deck. At the end of a round the bars are topped up to
four from the deck, so bars left in the middle (no survivor, two grabs, two "grab one") mean fewer
new ones.

The Final Showdown (RULINGS.md): both split, 2 bars each; grab all against split, the grabber takes
all 4; both grab all, nobody takes any, the bars stay and every other seat draws one from the
deck; grab one against anything else, that seat takes 1 and the other 3; both grab one, 1 each
and 2 stay.

The game ends at the end of a round in which a seat reaches the winning points (25; 24 at 10-12
seats): every seat that did shows its gold, the highest total wins, and seats still tied play
showdowns for bars of their own until one of the table's totals leads.

Rulings this module makes where the rulebook and RULINGS.md are silent (tested):

* Bars are face down in the middle: a seat takes them from the top of the pot, unseen, so which
  bars a seat gets is chance, as at a real table.
* After an ambush, the victim is chosen among the seats that voted for the ambusher and are still
  standing once the vote's other eliminations are done; if none is left, nothing more happens.
  Tied targets who both ambushed choose at the same time (their voters are different seats).
* Three or more seats tied for the win: two of them, drawn by chance, play the showdown; then the
  totals are compared again, so whoever leads after it wins.
* The gold deck can run out. A bar to be drawn from an empty deck is not drawn; a pot that cannot
  be topped up to four is played with the bars it has (split: half each, rounded down, the odd bar
  stays; grab one: one bar while there is one, both grab one with a single bar: chance decides
  whose it is). No round can start with nothing to play for: once every bar is taken, the box's
  300 points shared among at most 12 seats give some seat the winning points. But a tie for the
  win can be left with no bar to play a showdown for: then the tied seats share the win.
"""

from __future__ import annotations

import functools
from collections import Counter

from tabletop.engine.core import (
    Action, Event, IllegalAction, Rng, SeededRng, action_problem, check_option_keys, evolve, whole,
)
from tabletop.games.dead_last.rules.content import (
    AMBUSH, C, GRAB_ALL, GRAB_ONE, NO_CHARACTER, SHOWDOWN_CARDS, SPLIT, max_players, min_players,
)
from tabletop.games.dead_last.rules.state import (
    Ambush, DeadLastState, Eliminate, Point, Ready, ShowdownRecord, Showdown, Unpoint, Vote, VoteRecord, Whisper,
    WhisperRecord, hand_for, standing_voters, survivors, total,
)

OPTION_KEYS = {"characters", "timer"}


# --------------------------------------------------------------------------- a new game


def check_options(players: int, options: dict) -> None:
    """ValueError unless ``options`` are Dead Last's own: a character (or "") for every seat, and
    a conspiracy clock the setup offers (the table's; the rules never wait on a clock)."""
    check_option_keys(options, OPTION_KEYS, "Dead Last")
    characters = options.get("characters", [NO_CHARACTER] * players)
    if not isinstance(characters, list) or len(characters) != players or any(
            c != NO_CHARACTER and c not in C.characters for c in characters):
        raise ValueError(f"Dead Last: characters must list one of {list(C.characters)} or '' for each seat")
    if not whole(options.get("timer", C.timer), 0, 600) or options.get("timer", C.timer) not in C.timers:
        raise ValueError(f"Dead Last: the conspiracy clock is one of {list(C.timers)} seconds")


def setup(players: int, seed: int, options: dict | None = None) -> tuple[DeadLastState, list[Event]]:
    """A new game at ``players`` seats (6-12): the gold deck shuffled, four bars in the middle,
    the first conspiracy open; and the events of that opening (the match layer plays them first)."""
    if not whole(players, min_players, max_players):
        raise ValueError(f"Dead Last is a game for {min_players} to {max_players} players")
    options = {} if options is None else options
    check_options(players, options)
    n = players
    rng = SeededRng(seed)
    blank = DeadLastState(
        seed=seed, draws=0, players=n, threshold=C.threshold(n), phase="conspire", round=0, vote=0,
        alive=(True,) * n, in_vote=(True,) * n, pointers=(None,) * n, ready=(False,) * n, gestures=(0,) * n,
        speaker=n - 1, hands=tuple(hand_for(n, s) for s in range(n)), placed=(None,) * n, ambushers=(),
        finalists=(), choices=(), tiebreak=False, deck=tuple(rng.shuffle(C.bars)), pot=(), gold=((),) * n,
        claimed=(False,) * n, characters=tuple(options.get("characters", [NO_CHARACTER] * n)), votes_log=(),
        showdowns_log=(), whispers=(), champions=(), ended="",
    )
    state, events = _start_round(blank)
    return evolve(state, draws=rng.draws), events


def new_game(players: int = min_players, seed: int = 0, options: dict | None = None) -> DeadLastState:
    """A new game (see ``setup``)."""
    return setup(players, seed, options)[0]


# --------------------------------------------------------------------------- who acts, and how


def to_act(state: DeadLastState) -> list[int]:
    """The seats the game waits for. In the conspiracy: those still talking, the next to be asked
    first (the seat after the last speaker), so computer seats take turns to speak."""
    n, phase = state.players, state.phase
    if phase == "conspire":
        order = [(state.speaker + 1 + i) % n for i in range(n)]
        return [s for s in order if state.alive[s] and not state.ready[s]]
    if phase == "vote":
        return [s for s in range(n) if state.alive[s] and state.placed[s] is None]
    if phase == "ambush":
        return list(state.ambushers)
    if phase == "showdown":
        return [s for s, c in zip(state.finalists, state.choices) if c is None]
    return []


@functools.lru_cache(maxsize=None)
def _menu(players: int, seat: int) -> tuple:
    """Every action object ``seat`` could ever take at ``players`` seats, made once (actions are
    frozen values, so sharing them is safe, and the conspiracy offers over a hundred whispers)."""
    others = [t for t in range(players) if t != seat]
    return (
        tuple((t, Point(seat, t)) for t in others),
        tuple((to, t, Whisper(seat, to, t)) for to in others for t in others if t != to),
        tuple((t, Vote(seat, t)) for t in others),
        Unpoint(seat), Ready(seat), Ambush(seat),
        tuple(Showdown(seat, card) for card in SHOWDOWN_CARDS),
    )


def _cards(state: DeadLastState, seat: int, current) -> list[Action]:
    alive = state.alive
    cards: list[Action] = [v for t, v in _menu(state.players, seat)[2] if alive[t] and t != current]
    if current != AMBUSH:
        cards.append(_menu(state.players, seat)[5])
    return cards


def legal_actions(state: DeadLastState, seat: int) -> list[Action]:
    """Everything ``seat`` must choose among now (empty for a seat the game does not wait for)."""
    if seat not in to_act(state):
        return []
    phase = state.phase
    if phase == "conspire":
        points, whispers, _, unpoint, ready, _, _ = _menu(state.players, seat)
        actions: list[Action] = []
        if state.gestures[seat] < C.gestures:
            mine, alive = state.pointers[seat], state.alive
            actions += [p for t, p in points if t != mine and alive[t]]
            if mine is not None:
                actions.append(unpoint)
            actions += [w for to, t, w in whispers if alive[to] and alive[t]]
        actions.append(ready)
        return actions
    if phase == "vote":
        return _cards(state, seat, None)
    if phase == "ambush":
        return [Eliminate(seat, v) for v in standing_voters(state, seat)]
    if phase == "showdown":
        return list(_menu(state.players, seat)[6])
    return []


def optional_actions(state: DeadLastState, seat: int) -> list[Action]:
    """Moves a seat may make although the game is not waiting for it: a card laid face down
    (a vote, a showdown card) may be changed until the last one is laid and all are revealed."""
    if state.phase == "vote" and 0 <= seat < state.players and state.alive[seat] and state.placed[seat] is not None:
        return _cards(state, seat, state.placed[seat])
    if state.phase == "showdown" and seat in state.finalists:
        mine = state.choices[state.finalists.index(seat)]
        if mine is not None:
            return [Showdown(seat, card) for card in SHOWDOWN_CARDS if card != mine]
    return []


def allowed(state: DeadLastState, action: Action) -> bool:
    """Is ``action`` among ``legal_actions`` or ``optional_actions`` of its seat? (The same
    answer as looking it up in those lists, a test holds them together, without building them.)"""
    seat, phase, n = action.seat, state.phase, state.players
    if not 0 <= seat < n or phase == "over":
        return False
    kind = type(action)
    if phase == "conspire":
        if not state.alive[seat] or state.ready[seat]:
            return False
        if kind is Ready:
            return True
        if state.gestures[seat] >= C.gestures:
            return False
        if kind is Point:
            t = action.target
            return 0 <= t < n and t != seat and state.alive[t] and t != state.pointers[seat]
        if kind is Unpoint:
            return state.pointers[seat] is not None
        if kind is Whisper:
            to, t = action.to, action.target
            return 0 <= to < n and 0 <= t < n and len({seat, to, t}) == 3 and state.alive[to] and state.alive[t]
        return False
    if phase == "vote":
        if not state.alive[seat] or kind not in (Vote, Ambush):
            return False
        current = state.placed[seat]
        if kind is Ambush:
            return current != AMBUSH
        t = action.target
        return 0 <= t < n and t != seat and state.alive[t] and t != current
    if phase == "ambush":
        return kind is Eliminate and seat in state.ambushers and action.victim in standing_voters(state, seat)
    if phase == "showdown":
        if kind is not Showdown or seat not in state.finalists or action.card not in SHOWDOWN_CARDS:
            return False
        return action.card != state.choices[state.finalists.index(seat)]
    return False


def why(state: DeadLastState, action: Action) -> str:
    """A reason a player can read for a refused action (the table translates the code before the colon)."""
    seat, n = action.seat, state.players
    if state.phase == "over":
        return "game-over: the game is over"
    if not 0 <= seat < n:
        return "dl-no-seat: there is no such seat at this table"
    if isinstance(action, (Point, Whisper, Unpoint, Ready)) and state.phase != "conspire":
        return "dl-talk-over: the conspiracy is over; the cards decide now"
    if not state.alive[seat] and state.phase in ("conspire", "vote"):
        return "dl-eliminated: an eliminated seat sits out the rest of this round"
    for field in ("target", "to", "victim"):
        other = getattr(action, field, None)
        if other is not None and not 0 <= other < n:
            return "dl-no-seat: there is no such seat at this table"
    if isinstance(action, (Point, Vote, Whisper)):
        target = action.target
        if target == seat:
            return "dl-not-yourself: you cannot vote for yourself"
        if not state.alive[target]:
            return "dl-fallen: that seat is already eliminated in this round"
        if isinstance(action, Whisper) and (action.to == action.target or not state.alive[action.to]):
            return "dl-whisper-to: whisper to another seat still standing about somebody else"
    if isinstance(action, (Point, Unpoint, Whisper)) and state.phase == "conspire":
        if state.gestures[seat] >= C.gestures:
            return f"dl-no-gestures: each seat makes at most {C.gestures} gestures before a vote"
        if isinstance(action, Unpoint):
            return "dl-not-pointing: you are not pointing at anyone"
        if isinstance(action, Point):
            return "dl-pointing: you are already pointing at that seat"
    if isinstance(action, Ready) and state.phase == "conspire":
        return "dl-ready: you have already said you are ready"
    if isinstance(action, (Vote, Ambush)):
        if state.phase != "vote":
            return "dl-no-vote: nobody votes now"
        return "dl-same-card: that card already lies face down in front of you"
    if isinstance(action, Eliminate):
        if seat not in state.ambushers:
            return "dl-no-ambush: only a target who sprang an ambush eliminates a seat now"
        return "dl-not-a-voter: choose a seat still standing that voted for you"
    if isinstance(action, Showdown):
        if seat not in state.finalists:
            return "dl-not-finalist: only the two finalists play the showdown"
        if action.card not in SHOWDOWN_CARDS:
            return "dl-no-card: a showdown card is split, grab all or grab one"
        return "dl-same-card: that card already lies face down in front of you"
    return f"wrong-phase: {action.kind} is not possible now"


# --------------------------------------------------------------------------- apply


def apply(state: DeadLastState, action: Action, rng: Rng | None = None) -> tuple[DeadLastState, list[Event]]:
    """Apply a legal (or optional) action and return the new state and what happened.

    Raises IllegalAction with a reason, the state unchanged, for anything else."""
    problem = action_problem(action)
    if problem:
        raise IllegalAction(problem)
    if not allowed(state, action):
        raise IllegalAction(why(state, action))
    rng = rng or SeededRng(state.seed, state.draws)
    first, before = rng.draws, state.draws
    state, events = _dispatch(state, action, rng)
    return evolve(state, draws=before + rng.draws - first), events


def _with(values: tuple, seat: int, value) -> tuple:
    return values[:seat] + (value,) + values[seat + 1:]


def _dispatch(state: DeadLastState, action: Action, rng: Rng) -> tuple[DeadLastState, list[Event]]:
    seat = action.seat
    if isinstance(action, (Point, Unpoint, Whisper)):
        return _gesture(state, action)
    if isinstance(action, Ready):
        state = evolve(state, ready=_with(state.ready, seat, True), speaker=seat)
        events = [Event("SeatReady", {"seat": seat})]
        if not to_act(state):
            state, more = _open_vote(state)
            events += more
        return state, events
    if isinstance(action, (Vote, Ambush)):
        return _lay_card(state, seat, AMBUSH if isinstance(action, Ambush) else action.target, rng)
    if isinstance(action, Eliminate):
        state = evolve(state, alive=_with(state.alive, action.victim, False),
                       ambushers=tuple(a for a in state.ambushers if a != seat))
        events = [Event("SeatEliminated", {"seat": action.victim, "reason": "ambushed", "by": seat})]
        if not state.ambushers:
            state, more = _after_vote(state, rng)
            events += more
        return state, events
    if isinstance(action, Showdown):
        i = state.finalists.index(seat)
        changed = state.choices[i] is not None
        state = evolve(state, choices=_with(state.choices, i, action.card))
        events = [Event("ShowdownCardLaid", {"seat": seat, "changed": changed}, {"card": action.card}, seat)]
        if None not in state.choices:
            state, more = _settle_showdown(state, rng)
            events += more
        return state, events
    raise IllegalAction(f"wrong-phase: {action.kind} is not possible now")  # pragma: no cover


def _gesture(state: DeadLastState, action: Action) -> tuple[DeadLastState, list[Event]]:
    seat = action.seat
    state = evolve(state, gestures=_with(state.gestures, seat, state.gestures[seat] + 1), speaker=seat)
    if isinstance(action, Point):
        was = state.pointers[seat]
        # Being pointed at is news that calls a seat back to answer.
        state = evolve(state, pointers=_with(state.pointers, seat, action.target),
                       ready=_with(state.ready, action.target, False))
        return state, [Event("Pointed", {"seat": seat, "target": action.target, "was": was})]
    if isinstance(action, Unpoint):
        was = state.pointers[seat]
        state = evolve(state, pointers=_with(state.pointers, seat, None))
        return state, [Event("PointLowered", {"seat": seat, "was": was})]
    record = WhisperRecord(state.round, state.vote, seat, action.to, action.target)
    state = evolve(state, whispers=state.whispers + (record,), ready=_with(state.ready, action.to, False))
    return state, [
        Event("Whispered", {"seat": seat, "to": action.to}, {"target": action.target}, seat),
        Event("WhisperHeard", {"seat": seat, "to": action.to}, {"target": action.target}, action.to),
    ]


def _lay_card(state: DeadLastState, seat: int, card: int, rng: Rng) -> tuple[DeadLastState, list[Event]]:
    old = state.placed[seat]
    hand = list(state.hands[seat])
    hand.remove(card)
    if old is not None:
        hand.append(old)
    hand.sort(key=lambda c: (c == AMBUSH, c))
    state = evolve(state, hands=_with(state.hands, seat, tuple(hand)), placed=_with(state.placed, seat, card))
    events = [Event("CardLaid", {"seat": seat, "changed": old is not None}, {"card": card}, seat)]
    if not to_act(state):
        state, more = _reveal(state, rng)
        events += more
    return state, events


# --------------------------------------------------------------------------- votes


def _open_conspiracy(state: DeadLastState) -> tuple[DeadLastState, list[Event]]:
    n = state.players
    state = evolve(state, phase="conspire", vote=state.vote + 1, in_vote=state.alive, pointers=(None,) * n,
                   ready=tuple(not a for a in state.alive), gestures=(0,) * n, speaker=n - 1)
    return state, [Event("ConspiracyStarted", {"round": state.round, "vote": state.vote, "seats": survivors(state)})]


def _open_vote(state: DeadLastState) -> tuple[DeadLastState, list[Event]]:
    state = evolve(state, phase="vote")
    return state, [Event("VotingStarted", {"round": state.round, "vote": state.vote,
                                           "pointers": list(state.pointers)})]


def count_votes(cards: tuple[int | None, ...]) -> tuple[Counter, list[int]]:
    """The votes each seat received (Ambush cards are no votes) and the targets: every seat
    with the most votes (none when nobody voted for anybody)."""
    counts = Counter(c for c in cards if c is not None and c != AMBUSH)
    if not counts:
        return counts, []
    top = max(counts.values())
    return counts, sorted(s for s, k in counts.items() if k == top)


def fates(cards: tuple[int | None, ...], targets: list[int]) -> dict[int, str]:
    """Who the revealed ``cards`` eliminate at once, and why (an ambusher's own choice comes after)."""
    out: dict[int, str] = {}
    for seat, card in enumerate(cards):
        if card is None:
            continue
        if seat in targets:
            if card != AMBUSH:
                out[seat] = "target"
        elif card == AMBUSH:
            out[seat] = "ambush"
        elif card not in targets:
            out[seat] = "strayed"
    return out


def _reveal(state: DeadLastState, rng: Rng) -> tuple[DeadLastState, list[Event]]:
    counts, targets = count_votes(state.placed)
    fallen = fates(state.placed, targets)
    alive = tuple(a and s not in fallen for s, a in enumerate(state.alive))
    events = [Event("VotesRevealed", {
        "round": state.round, "vote": state.vote, "cards": list(state.placed),
        "counts": [counts.get(s, 0) for s in range(state.players)], "targets": targets,
    })]
    events += [Event("SeatEliminated", {"seat": s, "reason": fallen[s]}) for s in sorted(fallen)]
    state = evolve(state, alive=alive)
    sprung = [t for t in targets if state.placed[t] == AMBUSH]
    waiting = []
    for t in sprung:
        voters = standing_voters(state, t)
        events.append(Event("AmbushSprung", {"seat": t, "voters": voters}))
        if voters:
            waiting.append(t)
    if waiting:
        return evolve(state, phase="ambush", ambushers=tuple(waiting)), events
    state, more = _after_vote(state, rng)
    return state, events + more


def _after_vote(state: DeadLastState, rng: Rng) -> tuple[DeadLastState, list[Event]]:
    """The vote is settled: record it, take the cards back, and go on as the survivors say."""
    counts, targets = count_votes(state.placed)
    fallen = [s for s in range(state.players) if state.in_vote[s] and not state.alive[s]]
    first = fates(state.placed, targets)
    record = VoteRecord(
        state.round, state.vote, state.pointers, state.placed, tuple(targets),
        tuple(first.get(s, "ambushed" if s in fallen else "") for s in range(state.players)),
    )
    hands = tuple(h if p is None else tuple(sorted(h + (p,), key=lambda c: (c == AMBUSH, c)))
                  for h, p in zip(state.hands, state.placed))
    state = evolve(state, votes_log=state.votes_log + (record,), hands=hands, placed=(None,) * state.players,
                   ambushers=())
    left = survivors(state)
    events = [Event("VoteEnded", {"round": state.round, "vote": state.vote, "survivors": left})]
    if len(left) >= 3:
        state, more = _open_conspiracy(state)
        return state, events + more
    if len(left) == 2:
        state = evolve(state, phase="showdown", finalists=tuple(left), choices=(None, None), tiebreak=False)
        return state, events + [Event("ShowdownStarted", {"seats": left, "pot": len(state.pot), "tiebreak": False})]
    if len(left) == 1:
        seat = left[0]
        events.append(Event("LoneSurvivor", {"seat": seat, "bars": len(state.pot)}))
        state, more = _take(state, seat, len(state.pot))
        events += more
    else:
        drawers = [s for s in range(state.players) if not state.in_vote[s]]
        events.append(Event("NobodySurvived", {"round": state.round, "drawers": drawers, "stay": len(state.pot)}))
        state, more = _draw_each(state, drawers)
        events += more
    state, more = _end_round(state, rng)
    return state, events + more


# --------------------------------------------------------------------------- gold


def _take(state: DeadLastState, seat: int, count: int) -> tuple[DeadLastState, list[Event]]:
    """``seat`` takes ``count`` bars from the top of the pot, unseen by the others."""
    count = min(count, len(state.pot))
    if count <= 0:
        return state, []
    bars, pot = state.pot[:count], state.pot[count:]
    state = evolve(state, pot=pot, gold=_with(state.gold, seat, state.gold[seat] + bars))
    return state, [Event("BarsTaken", {"seat": seat, "count": count}, {"values": list(bars)}, seat)]


def _draw_each(state: DeadLastState, seats: list[int]) -> tuple[DeadLastState, list[Event]]:
    """Each of ``seats`` in turn draws one bar from the deck while it lasts."""
    events = []
    for seat in seats:
        if not state.deck:
            events.append(Event("DeckEmpty", {"seat": seat}))
            continue
        bar, deck = state.deck[0], state.deck[1:]
        state = evolve(state, deck=deck, gold=_with(state.gold, seat, state.gold[seat] + (bar,)))
        events.append(Event("BarDrawn", {"seat": seat}, {"value": bar}, seat))
    return state, events


def showdown_shares(cards: tuple[str, str], pot: int) -> tuple[int, int, bool]:
    """The bars each finalist takes from a pot of ``pot`` for ``cards``, and whether every other
    seat draws one from the deck (two grabs). Bars nobody takes stay in the middle."""
    a, b = cards
    if a == b == SPLIT:
        return pot // 2, pot // 2, False
    if a == b == GRAB_ALL:
        return 0, 0, True
    if a == b == GRAB_ONE:
        return min(1, pot), min(1, max(0, pot - 1)), False
    if GRAB_ONE in cards:
        one = min(1, pot)
        return (one, pot - one, False) if a == GRAB_ONE else (pot - one, one, False)
    return (pot, 0, False) if a == GRAB_ALL else (0, pot, False)  # grab all against split


def _settle_showdown(state: DeadLastState, rng: Rng) -> tuple[DeadLastState, list[Event]]:
    a, b = state.finalists
    cards = (state.choices[0], state.choices[1])
    pot = len(state.pot)
    share_a, share_b, others_draw = showdown_shares(cards, pot)
    order = [(a, share_a), (b, share_b)]
    if cards == (GRAB_ONE, GRAB_ONE) and pot == 1:  # one bar for two "grab one": chance decides
        lucky = rng.randint(0, 1)
        order = [(a, 1 - lucky), (b, lucky)]
    stay = pot - sum(k for _, k in order)
    events = [Event("ShowdownRevealed", {"seats": [a, b], "cards": list(cards), "bars": [k for _, k in order],
                                         "stay": stay, "tiebreak": state.tiebreak})]
    record = ShowdownRecord(state.round, (a, b), cards, (order[0][1], order[1][1]), state.tiebreak)
    state = evolve(state, showdowns_log=state.showdowns_log + (record,))
    for seat, k in order:
        state, more = _take(state, seat, k)
        events += more
    if others_draw:
        state, more = _draw_each(state, [s for s in range(state.players) if s not in (a, b)])
        events += more
    tiebreak = state.tiebreak
    state = evolve(state, finalists=(), choices=(), tiebreak=False)
    if tiebreak:
        state, more = _claims(state, rng, tiebreak=True)
    else:
        state, more = _end_round(state, rng)
    return state, events + more


# --------------------------------------------------------------------------- rounds and the end


def _start_round(state: DeadLastState) -> tuple[DeadLastState, list[Event]]:
    """Top the pot up to four from the deck and open the first conspiracy of a new round."""
    n = state.players
    deal = min(C.pot - len(state.pot), len(state.deck))
    state = evolve(state, round=state.round + 1, vote=0, alive=(True,) * n, pot=state.pot + state.deck[:deal],
                   deck=state.deck[deal:])
    events = [Event("RoundStarted", {"round": state.round, "dealt": deal, "pot": len(state.pot),
                                     "deck": len(state.deck)})]
    state, more = _open_conspiracy(state)
    return state, events + more


def _leaders(state: DeadLastState, seats) -> list[int]:
    seats = list(seats)
    best = max(total(state, s) for s in seats)
    return [s for s in seats if total(state, s) == best]


def _end_round(state: DeadLastState, rng: Rng) -> tuple[DeadLastState, list[Event]]:
    events = [Event("RoundEnded", {"round": state.round, "bars": [len(g) for g in state.gold]})]
    state, more = _claims(state, rng, tiebreak=False)
    return state, events + more


def _claims(state: DeadLastState, rng: Rng, tiebreak: bool) -> tuple[DeadLastState, list[Event]]:
    """Every seat at the winning points shows its gold; the highest total wins; seats still tied
    play a showdown; with nobody there, the next round starts."""
    rich = [s for s in range(state.players) if total(state, s) >= state.threshold]
    if not rich:
        return _start_round(state)
    events = [Event("VictoryClaimed", {"seat": s, "total": total(state, s), "bars": list(state.gold[s])})
              for s in rich if not state.claimed[s]]
    state = evolve(state, claimed=tuple(c or s in rich for s, c in enumerate(state.claimed)))
    top = _leaders(state, rich)
    if len(top) == 1:
        state, more = _finish(state, top, "tiebreak" if tiebreak else "points")
        return state, events + more
    deal = min(C.pot - len(state.pot), len(state.deck))
    state = evolve(state, pot=state.pot + state.deck[:deal], deck=state.deck[deal:])
    if not state.pot:
        state, more = _finish(state, top, "gold")
        return state, events + more
    pair = tuple(sorted(rng.shuffle(top)[:2])) if len(top) > 2 else tuple(top)
    state = evolve(state, phase="showdown", finalists=pair, choices=(None, None), tiebreak=True)
    events.append(Event("ShowdownStarted", {"seats": list(pair), "pot": len(state.pot), "tiebreak": True,
                                            "tied": top, "dealt": deal}))
    return state, events


def _finish(state: DeadLastState, champions: list[int], ended: str) -> tuple[DeadLastState, list[Event]]:
    state = evolve(state, phase="over", champions=tuple(champions), ended=ended)
    return state, [Event("GameWon", {"seats": champions, "totals": [total(state, s) for s in range(state.players)],
                                     "bars": [list(g) for g in state.gold], "ended": ended})]
