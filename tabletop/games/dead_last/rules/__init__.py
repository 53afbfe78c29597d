"""Dead Last's rules: the engine contract of ``tabletop.engine.core.Game``.

In parts that depend one way: ``content`` (the numbers, from ``content.toml``) <- ``state``
(actions, the table, small questions) <- ``play`` (who acts, what they may do, votes, showdowns,
gold, the end; its docstring holds the rulings) ; ``saves`` (views and saved games) reads ``state``.
"""

from tabletop.games.dead_last.rules.content import (  # noqa: F401
    AMBUSH, C, CONTENT_PATH, FACE_DOWN, FORMAT, GRAB_ALL, GRAB_ONE, HIDDEN, NO_CHARACTER, PHASES, REVEALING_EVENTS,
    SHOWDOWN_CARDS, SPLIT, Content, id, max_players, min_players,
)
from tabletop.games.dead_last.rules.play import (  # noqa: F401
    OPTION_KEYS, apply, check_options, count_votes, fates, legal_actions, new_game, optional_actions, setup,
    showdown_shares, to_act, why,
)
from tabletop.games.dead_last.rules.saves import HIDDEN_BAR, from_json, to_json, validate, view  # noqa: F401
from tabletop.games.dead_last.rules.state import (  # noqa: F401
    ACTION_TYPES, Ambush, DeadLastState, Eliminate, Point, Ready, Showdown, ShowdownRecord, Unpoint, Vote,
    VoteRecord, Whisper, WhisperRecord, action_types, components, hand_for, is_over, placing, players, standing_voters,
    survivors, total, winners,
)
