"""Laurel Crown's rules: the engine contract of ``tabletop.engine.core.Game``.

The rulebook plus RULINGS.md, in parts that depend one way: ``content`` (fighters, arenas,
numbers) <- ``state`` (actions, the table, who acts and what they may do, power) <- ``employment``
(set-up, rows, draft, auction) <- ``play`` (apply, tournaments, refusals); ``saves`` (views and
saved games) reads ``state``. The rulings this game makes are in ``play``'s docstring.
"""

from tabletop.games.laurel_crown.rules.content import (  # noqa: F401
    ARENA_IDS, ARENAS, EMPLOYMENT, EMPLOYMENT_VARIANTS, FIGHTER_IDS, FIGHTERS, FORMAT, GENDERS, HIDDEN, HIDDEN_BID,
    CONTENT_PATH, ORDERS, PHASES, R, RANK_INDEX, TOURNAMENTS, hidden_arena, load, tier_of,
    RANKS, REVEALING_EVENTS, TIERS, VARIANTS, ArenaInfo, Employment, FighterInfo, id, max_players, min_players,
    whole,
)
from tabletop.games.laurel_crown.rules.state import (  # noqa: F401
    ACTION_TYPES, Accept, action_types, barred, base_dice, Bid, components, current_arena, Done, Entry, Hire,
    is_over, Keep, kept_out, lap, LaurelState, legal_actions, may_enter, Place, powers, put, Reroll,
    reroll_matters, Result, ruled,
    rows_for, snake, Standing, TakeTwoLast, to_act, unruled, winners, placing, players, Withdraw,
)
from tabletop.games.laurel_crown.rules.employment import (  # noqa: F401
    after_pick, drafted, hire, new_game, reveal_bids, setup, start_tournament,
)
from tabletop.games.laurel_crown.rules.play import (  # noqa: F401
    apply, rank_entries, TIE_BREAKS, ties, why,
)
from tabletop.games.laurel_crown.rules.saves import (  # noqa: F401
    from_json, to_json, view,
)
