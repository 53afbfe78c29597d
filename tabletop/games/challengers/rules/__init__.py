"""Challengers!: the engine contract of ``tabletop.engine.core.Game`` for 1 to 8 seats.

The rulebook plus RULINGS.md, in parts that depend one way only: ``content`` (cards, sets, the
effect vocabulary, numbers from ``content.toml``) <- ``state`` (actions, the table, queries) <-
``effects`` (the vocabulary interpreted; one match on a working copy) <- ``play`` (set-up,
brackets, deck phase, competition, trophies, final) <- ``views`` (views and saves).

Rulings made here where the rulebook is silent (each is tested):

* The deck phase is one action at a time per seat, all seats at once: ``Draw`` from a pile the
  plan's letter allows (A rounds: A; B rounds: B for two picks or C for one), ``Select`` as many
  as the pile allows, at most one ``Redraw`` (before or after the first pick), then any ``Remove``
  and ``FinishDeck``. Selecting is compulsory while drawn cards remain (a card you do not want can
  be removed at once: the result is the same). A deck keeps at least one card.
* Seats draw from the shared piles in the order they act. A pile that runs short takes its
  discard compartment, shuffled, underneath first; if both are empty, fewer cards are drawn.
  A compartment that reaches its capacity (data) is shuffled under its pile at once.
* Removed starter cards and robot cards go to the box; all others to their tray's discard.
* A match: totals are compared after each revealed card and its on-reveal effects. The defence
  is the flag card's own strength (base, kept immediate bonus, its "holding the flag" effects,
  its bench's effects); the cards under it do not count. An attack always reveals at least one
  card. The first card of a match takes the flag without a comparison; its on-reveal effects
  resolve first, its "during attack" effects never apply.
* Flag move order: the beaten card's "on losing the flag" effects, then the flag moves, then the
  beaten cards go to the bench. A card that an effect moved elsewhere no longer goes to the bench.
  A card that finds no free bench seat loses the match for its owner (the card is set aside in
  the exhaust pile, to be gathered with the rest).
* Effects that choose (a bench seat, an exhaust card, a peeked card) ask their owner; the Robot
  always takes the first card offered and never says no. "Opponent" effects only move the top of
  the opponent's deck and never ask anything.
* A match that reaches ``reveal_limit`` reveals (data) goes to the flag holder, so every match
  ends: cards that send themselves back into the deck can make an attack go round for ever (two
  Bumper Cars facing each other with nothing else left, for one). The count is part of the table:
  a saved match may stand at the limit, waiting for a choice or won by it, never beyond.
* Deck-phase events follow the views: a card removed at random is named to its owner only, and
  the others hear of an Outer Space selection effect only where its result shows (fans taken,
  cards leaving the deck), never which card or which effect.
* Start player: round 1 and ties by a flag toss; later rounds and the final, the participant with
  the highest-numbered trophy. The Robot in a tournament of 3+ seats holds no trophies (a trophy
  it wins goes to the box) but keeps fan tokens its cards take; it never plays the final.
* After round 7 every trophy is shown. Finalists: most fans, then more trophies, then the higher
  highest-numbered trophy; seats still tied are ordered by a toss. The final is played at park 0.
* Two seats and solo: no final; most fans after round 7 (same tie-breaks; a full tie is shared);
  a lead of ``lead_to_win`` (11) fans after any competition phase wins at once. A solo game won
  by the Robot has no winners.
* Robot levels: 1-3 with an odd seat count, 1-5 solo (levels 4-5 are solo-only in the rulebook).
  ``solo_cards`` (solo only) mixes the SOLO cards into the R cards before they are drawn. Cards
  of sets have a set icon; starter cards count as one more "set" for AUTOCORRETOR.
* Views: a seat sees its own deck's contents (never the order) outside matches; during a match
  nobody sees any deck, except the cards a peek shows its owner while the choice is open.
"""

from tabletop.games.challengers.rules.content import (  # noqa: F401
    BASE,
    CARDS,
    CONTENT_PATH,
    COPIES,
    FORMAT,
    HIDDEN,
    LEVEL_OF,
    N_COPIES,
    RULES,
    SET_OF,
    SETS,
    TROPHIES,
    Card,
    Effect,
    Rules,
    id,
    load,
    max_players,
    min_players,
    trophy_fans,
    trophy_round,
)
from tabletop.games.challengers.rules.effects import Table, effect_of  # noqa: F401
from tabletop.games.challengers.rules.play import (  # noqa: F401
    apply,
    bracket,
    check_options,
    deck_letter,
    new_game,
)
from tabletop.games.challengers.rules.state import (  # noqa: F401
    ACTION_TYPES,
    Builder,
    ChallengersState,
    Decline,
    Draw,
    FinishDeck,
    Match,
    Pending,
    Pick,
    Redraw,
    Remove,
    Result,
    Select,
    action_types,
    components,
    is_over,
    legal_actions,
    owned_cards,
    participants,
    placing, players,
    standing_key,
    to_act,
    total_fans,
    why_illegal,
    winners,
)
from tabletop.games.challengers.rules.views import from_json, to_json, validate, view  # noqa: F401

# Events that show something to the table (or to a seat): the action behind them cannot be undone.
REVEALING_EVENTS = frozenset({
    "CardsDrawn", "CardsRedrawn", "DeckPeeked", "CompetitionStarted", "MatchStarted", "CardRevealed",
    "FlagTaken", "MatchWon", "TrophyTaken", "TrophyBoxed", "TrophiesRevealed", "FinalistsChosen", "TournamentWon",
    "DiscardShuffledUnder", "CardMoved",
})
