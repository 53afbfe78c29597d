"""Challengers! views and saves: what each seat may see, and saved games checked on load.

``view`` hides deck order from everybody, deck contents from opponents (and from the owner during
a match, when nobody may look at their deck), the level piles and discard compartments, the cards
a seat drew in its deck phase from the others, peeked cards from all but the peeker, and the fans
on trophies (on every stack, and on other seats' trophies until they are revealed after round 7;
with two seats or solo they are open). ``from_json`` refuses any table that no play could reach:
it re-runs the set-up from the saved seed and options and checks every card, trophy and phase.
"""

from __future__ import annotations

from tabletop.engine.core import DamagedState, evolve, load_json, save_json
from tabletop.games.challengers.rules.content import (
    COPIES,
    FORMAT,
    HIDDEN,
    LATER_PHASES,
    LEVEL_OF,
    LOSE_FX,
    N_COPIES,
    PILE_LEVELS,
    REVEAL_FX,
    RULES,
    SET_OF,
    TROPHIES,
    copies_of,
    id,
    starter_deck,
    trophy_round,
)
from tabletop.games.challengers.rules.effects import effect_of, pending_options
from tabletop.games.challengers.rules.play import check_options, new_game
from tabletop.games.challengers.rules.state import (
    BUILD_STAGES,
    MATCH_STAGES,
    PHASES,
    REASONS,
    ChallengersState,
    components,
    open_fans,
    participants,
)


def _hide(cards: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(HIDDEN for _ in cards)


def _face_down(codes: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(trophy_round(t) * 10 for t in codes)


def view(state: ChallengersState, seat: int | None) -> ChallengersState:
    """What ``seat`` may see (None: the public view for everybody at the table); no seed."""
    playing = state.phase in ("competition", "final")
    decks = tuple(tuple(sorted(d)) if p == seat and not playing else _hide(d) for p, d in enumerate(state.decks))
    builders = tuple(b if s == seat else evolve(b, drawn=_hide(b.drawn)) for s, b in enumerate(state.builders))
    matches = []
    for m in state.matches:
        p = m.pending
        if p is not None and p.who != seat and effect_of(p.card, p.effect).do == "peek":
            m = evolve(m, pending=evolve(p, options=_hide(p.options)))
        matches.append(m)
    shown = open_fans(state) or state.phase in LATER_PHASES
    trophies = tuple(t if shown or p == seat else _face_down(t) for p, t in enumerate(state.trophies))
    return evolve(
        state, seed=0, piles=tuple(_hide(p) for p in state.piles), discards=tuple(_hide(d) for d in state.discards),
        box=_hide(state.box), decks=decks, builders=builders, matches=tuple(matches),
        stacks=tuple(_face_down(s) for s in state.stacks), trophies=trophies, trophy_box=_face_down(state.trophy_box),
    )


# In a save, where every card lies is one text, ``layout``: zones separated by ";" in a fixed
# order (piles A B C, discards A B C, box, then per participant deck, park half, exhaust pile,
# bench with "|" between seats, then per seat the cards drawn, then per participant the cards
# seen in its matches), each zone its copy numbers separated by spaces.
ZONES = ("piles", "discards", "box", "decks", "fields", "exhausts", "benches")


def _zone(cards) -> str:
    return " ".join(map(str, cards))


def layout(state: ChallengersState) -> str:
    parts = [_zone(z) for z in state.piles] + [_zone(z) for z in state.discards] + [_zone(state.box)]
    for p in range(len(state.decks)):
        parts += [_zone(state.decks[p]), _zone(state.fields[p]), _zone(state.exhausts[p]),
                  "|".join(_zone(s) for s in state.benches[p])]
    parts += [_zone(b.drawn) for b in state.builders]
    parts += [_zone(s) for s in state.seen]
    return ";".join(parts)


def to_json(state: ChallengersState) -> dict:
    data = save_json(id, FORMAT, state)
    st = data["state"]
    for key in ZONES:
        del st[key]
    for b in st["builders"]:
        del b["drawn"]
    del st["seen"]
    st["layout"] = layout(state)
    return data


def _ints(text: str) -> list[int]:
    if text == "":
        return []
    out = []
    for word in text.split(" "):
        if not word.isdigit() or (len(word) > 1 and word[0] == "0"):
            raise DamagedState(f"saved Challengers! table: {word!r} is not a card number")
        out.append(int(word))
    return out


def _unpack(data: object) -> dict:
    """The save with its layout and seen texts turned back into lists (the input is not changed)."""
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise DamagedState("not a save of Challengers! in a format this version reads")
    st = dict(data["state"])
    text, players, builders = st.pop("layout", None), st.get("players"), st.get("builders")
    if not isinstance(text, str) or type(players) is not int or not 1 <= players <= 8:
        raise DamagedState("saved Challengers! table: no card layout or seat count")
    if not isinstance(builders, list) or len(builders) != players or not all(isinstance(b, dict) for b in builders):
        raise DamagedState("saved Challengers! table: one deck phase per seat expected")
    n = participants(players)
    parts = text.split(";")
    if len(parts) != 7 + 5 * n + players or "seen" in st:
        raise DamagedState("saved Challengers! table: the card layout has the wrong number of zones")
    zones = [_ints(p) for p in parts[:7]]
    st["piles"], st["discards"], st["box"] = zones[0:3], zones[3:6], zones[6]
    st["decks"], st["fields"], st["exhausts"], st["benches"] = [], [], [], []
    for p in range(n):
        deck, field, exhaust, bench = parts[7 + 4 * p: 11 + 4 * p]
        st["decks"].append(_ints(deck))
        st["fields"].append(_ints(field))
        st["exhausts"].append(_ints(exhaust))
        st["benches"].append([_ints(s) for s in bench.split("|")] if bench else [])
    st["builders"] = [dict(b, drawn=_ints(parts[7 + 4 * n + i])) for i, b in enumerate(builders)]
    st["seen"] = [_ints(x) for x in parts[7 + 4 * n + players:]]
    cards = sorted(c for z in [st["box"], *zones[0:6], *st["decks"], *st["fields"], *st["exhausts"]] for c in z)
    cards += [c for bench in st["benches"] for s in bench for c in s] + [c for b in st["builders"] for c in b["drawn"]]
    if sorted(cards) != list(range(N_COPIES)):
        raise DamagedState("saved Challengers! table: the cards are not exactly the box's cards, once each")
    left_out = st.get("left_out")
    if left_out in RULES.extra_sets and not set(copies_of(left_out)) <= set(st["box"]):
        raise DamagedState("saved Challengers! table: a card of the left-out set is in play")
    return dict(data, state=st)


def from_json(data: object) -> ChallengersState:
    """Read a saved state; DamagedState if it is not a table this version can continue."""
    return load_json(_unpack(data), id, FORMAT, ChallengersState, validate, "Challengers!")


def _need(ok: bool, why: str) -> None:
    if not ok:
        raise DamagedState(f"saved Challengers! table: {why}")


def validate(state: ChallengersState) -> None:
    """Every check a loaded table must pass; raises DamagedState naming the first that fails."""
    players = state.players
    _need(isinstance(players, int) and 1 <= players <= 8, "the number of seats is out of range")
    n = participants(players)
    opts = {"left_out": state.left_out}
    if players % 2:
        opts["robot_level"] = state.robot_level
    if players == 1:
        opts["solo_cards"] = state.solo_cards
    try:
        check_options(players, opts)
    except ValueError as exc:
        raise DamagedState(f"saved Challengers! table: bad options: {exc}") from exc
    _need(state.robot_level == (state.robot_level if players % 2 else 0), "a robot level without the Robot")
    _need(state.solo_cards is False or players == 1, "solo cards outside a solo game")
    _need(state.seed >= 0 and state.draws >= 0, "negative counters")
    fresh = new_game(players, state.seed, opts)
    _need(state.plan == fresh.plan, "the tournament plans do not match the set-up")
    per_participant = (state.decks, state.fields, state.bonuses, state.benches, state.exhausts, state.trophies,
                       state.fans, state.seen)
    _need(all(len(x) == n for x in per_participant) and len(state.builders) == players, "wrong number of participants")
    _need(state.phase in PHASES, f"unknown phase {state.phase!r}")
    _cards(state, fresh, n)
    _trophies(state, fresh, n)
    _need(state.supply >= 0 and min(state.fans) >= 0 and components(state)["fans"] == RULES.fan_supply,
          "the fan tokens do not add up")
    _need(all(list(s) == sorted(set(s)) and all(0 <= c < N_COPIES for c in s) for s in state.seen), "bad seen cards")
    _phase(state, n)


def _cards(state: ChallengersState, fresh: ChallengersState, n: int) -> None:
    everything = [c for z in state.piles + state.discards for c in z] + list(state.box)
    everything += [c for b in state.builders for c in b.drawn]
    owned = []
    for p in range(n):
        cards = state.decks[p] + state.fields[p] + tuple(c for s in state.benches[p] for c in s) + state.exhausts[p]
        owned.append(cards)
        everything += cards
    _need(sorted(everything) == list(range(N_COPIES)), "the cards are not exactly the box's cards, once each")
    _need(all(c in state.box for c in copies_of(state.left_out)), "a card of the left-out set is in play")
    for i, level in enumerate(PILE_LEVELS):
        zone = state.piles[i] + state.discards[i]
        _need(all(LEVEL_OF[c] == level for c in zone), f"a card in the wrong tray ({level})")
        _need(len(state.discards[i]) < RULES.discard_capacity[level], f"an over-full discard compartment ({level})")
    _need(list(state.box) == sorted(state.box), "the box is not in order")
    phases = min(state.round, RULES.rounds)  # deck phases begun; each adds at most the cards drawn
    for p in range(state.players):
        mine = set(starter_deck(p))
        _need(all(SET_OF[c] not in ("starter", "robot") or c in mine for c in owned[p]), f"seat {p} holds another's starters")
        _need(len(owned[p]) <= len(mine) + RULES.draw * phases, f"seat {p} holds more cards than its deck phases could give")
    _need(bool(state.results) or state.phase == "competition" or not any(state.seen), "cards seen before any match")
    if n > state.players:
        _need(sorted(owned[state.players]) == sorted(fresh.decks[state.players]), "the Robot's deck was changed")
    for b in state.builders:
        _need(all(LEVEL_OF[c] == b.level for c in b.drawn), "drawn cards from the wrong pile")


def _completed_rounds(state: ChallengersState) -> int:
    if state.phase in ("deck", "competition"):
        return state.round - 1
    if state.phase == "over":
        return min(state.round, RULES.rounds)
    return RULES.rounds


def _trophies(state: ChallengersState, fresh: ChallengersState, n: int) -> None:
    done = _completed_rounds(state)
    parks = len(fresh.stacks)
    _need(len(state.stacks) == parks and all(state.stacks[p] == fresh.stacks[p][done:] for p in range(parks)),
          "the trophy stacks do not match the rounds played")
    held: list[list[int]] = [[] for _ in range(n)]
    box = list(fresh.trophy_box)
    results = [r for r in state.results if r.round <= RULES.rounds]
    _need(len(results) == done * parks, "the results do not match the rounds played")
    for r in results:
        _need(1 <= r.round <= done and 0 <= r.park < parks and r.reason in REASONS[1:], "a damaged result")
        _need({r.winner, r.loser} == set(state.plan[r.round - 1][r.park]), "a result between the wrong participants")
        code = fresh.stacks[r.park][r.round - 1]
        (box if r.winner >= state.players and state.players > 1 else held[r.winner]).append(code)
    _need(all(sorted(held[p]) == sorted(state.trophies[p]) for p in range(n)), "the trophies held do not match the results")
    _need(sorted(box) == list(state.trophy_box), "the trophies in the box do not match the results")
    _need(sorted(TROPHIES) == sorted(state.trophy_box + sum(state.stacks, ()) + sum(state.trophies, ())),
          "the trophies are not the box's trophies")


def _phase(state: ChallengersState, n: int) -> None:
    phase, rnd = state.phase, state.round
    finals = [r for r in state.results if r.round > RULES.rounds]
    if phase in ("deck", "competition"):
        _need(1 <= rnd <= RULES.rounds and not state.finalists and not finals, "a round out of range")
    if phase in ("final-deck", "final"):
        _need(rnd == RULES.rounds + 1 and len(set(state.finalists)) == 2 and not finals, "a damaged final")
        _need(all(0 <= f < state.players for f in state.finalists), "a finalist who is not a seat")
        _need(state.players >= 3, "a final with fewer than three seats")
    if phase != "over":
        _need(not state.champions and state.ended_by == "", "a champion before the end")
    if phase in ("deck", "final-deck"):
        _need(not state.matches, "a match during a deck phase")
        _need(all(not x for z in (state.fields, state.bonuses, state.benches, state.exhausts) for x in z),
              "cards on the table during a deck phase")
        _builders(state)
    elif phase in ("competition", "final"):
        _need(all(b.stage == "idle" and not b.drawn for b in state.builders), "a deck phase during the competition")
        _matches(state, n)
    else:
        _need(not state.matches and all(b.stage == "idle" and not b.drawn for b in state.builders), "play after the end")
        _need(all(not x for z in (state.fields, state.bonuses, state.benches, state.exhausts) for x in z),
              "cards on the table after the end")
        _need(state.ended_by in ("final", "fans", "lead") and bool(state.champions), "an end with no champion")
        _need(len(set(state.champions)) == len(state.champions) and all(0 <= c < n for c in state.champions),
              "bad champions")
        if state.ended_by == "final":
            _need(len(finals) == 1 and state.champions == (finals[0].winner,) and rnd == RULES.rounds + 1
                  and set(state.finalists) == {finals[0].winner, finals[0].loser}, "a damaged final result")
        else:
            _need(not finals and not state.finalists and state.players <= 2, "a damaged ending")
            _need(rnd == RULES.rounds or state.ended_by == "lead", "an early end without a lead")


def _builders(state: ChallengersState) -> None:
    final = state.phase == "final-deck"
    letter = RULES.plan[state.round - 1] if not final else ""
    for s, b in enumerate(state.builders):
        _need(b.stage in BUILD_STAGES and 0 <= b.picks <= 6 and 0 <= b.redraws <= 6, "a damaged deck phase")
        if final:
            _need(b.stage in (("remove", "done") if s in state.finalists else ("idle",)), "a damaged final deck phase")
        else:
            _need(b.stage != "idle", "a seat left out of the deck phase")
        if b.stage == "draw":
            _need(b == type(b)("draw", "", (), 0, 0), "a damaged draw")
        elif b.stage == "pick":
            _need(b.level in RULES.letters[letter] and bool(b.drawn) and b.picks > 0, "a damaged pick")
            _need(len(b.drawn) <= RULES.draw, "too many drawn cards")
        else:
            _need(not b.drawn and b.picks == 0, "drawn cards after the picks")
        _need(b.stage in ("draw", "pick") or len(state.decks[s]) >= RULES.min_deck or b.stage == "idle",
              "a deck below the minimum")
    _need(any(b.stage in ("draw", "pick", "remove") for b in state.builders), "a finished deck phase not moved on")


def _matches(state: ChallengersState, n: int) -> None:
    pairs = (tuple(state.finalists),) if state.phase == "final" else state.plan[state.round - 1]
    _need(len(state.matches) == len(pairs), "the wrong number of matches")
    playing = set()
    waiting = 0
    for park, (m, pair) in enumerate(zip(state.matches, pairs)):
        _need(m.park == park and m.sides == tuple(pair) and m.starter in pair, "a match in the wrong park")
        _need(m.stage in MATCH_STAGES and m.holder in pair + (-1,) and m.winner in pair + (-1,), "a damaged match")
        _need(0 <= m.reveals <= RULES.reveal_limit, "a damaged reveal count")
        _need((m.reason == "reveal-limit") <= (m.reveals == RULES.reveal_limit), "a reveal limit not reached")
        playing |= set(pair)
        for p in pair:
            _need(len(state.fields[p]) == len(state.bonuses[p]), "bonuses out of step with the cards")
            _need(all(-50 <= x <= 50 for x in state.bonuses[p]), "an impossible bonus")
            names = [COPIES[s[0]] for s in state.benches[p]]
            _need(len(set(names)) == len(names) and all(s for s in state.benches[p]), "a damaged bench")
            _need(all(COPIES[c] == COPIES[s[0]] for s in state.benches[p] for c in s), "mixed cards on a bench seat")
            _need(len(names) <= RULES.bench_seats or m.winner >= 0, "an over-full bench")
        owned = {c for p in pair for c in state.decks[p] + state.fields[p] + state.exhausts[p]}
        owned |= {c for p in pair for s in state.benches[p] for c in s}
        _need(m.first == -1 or m.first in owned, "a damaged first card")
        if m.winner >= 0:
            _need(m.stage == "done" and m.reason in REASONS[1:] and m.pending is None, "a damaged finished match")
            continue
        _need(m.reason == "" and m.stage in ("reveal", "lose") and m.pending is not None, "a match stopped for no reason")
        waiting += 1
        attacker = m.starter if m.holder < 0 else (pair[1] if m.holder == pair[0] else pair[0])
        if m.holder < 0:
            other = pair[1] if m.starter == pair[0] else pair[0]
            _need(len(state.fields[m.starter]) == 1 and not state.fields[other] and m.stage == "reveal"
                  and m.first == state.fields[m.starter][0], "a damaged first reveal")
        else:
            _need(bool(state.fields[m.holder]) and m.first >= 0, "a flag on no card")
        p = m.pending
        _need(p.who == (attacker if m.stage == "reveal" else m.holder) and p.who < state.players, "the wrong seat asked")
        _need(p.card == m.card and p.card in owned, "a question from a card not in play")
        fx = (REVEAL_FX if m.stage == "reveal" else LOSE_FX)[m.card]
        _need(0 <= m.index < len(fx) and fx[m.index][0] == p.effect, "a damaged effect step")
        if m.stage == "reveal":
            _need(state.fields[attacker][-1:] == (m.card,), "the resolving card is not the last revealed")
        else:
            _need(bool(state.fields[attacker]), "a flag lost to no attack")
        e = effect_of(p.card, p.effect)
        _need(p.optional == e.optional and bool(p.options) and p.options == pending_options(state, m),
              "a question that does not match its effect")
    _need(waiting > 0, "a finished competition not moved on")
    for p in range(n):
        if p not in playing:
            _need(not (state.fields[p] or state.benches[p] or state.exhausts[p]), "cards on the table outside a match")


