"""O Último Grande Campeão's rules: the engine contract of ``tabletop.engine.core.Game``.

The rulebook plus RULINGS.md, in parts that depend one way: ``content`` (fighters, cards, dice,
numbers) <- ``state`` (actions, the table, small operations) <- ``legal`` (who acts, what they may
do, why not) <- ``play`` (set-up, turns, reaction windows, cards, training, fights); ``saves``
(views and saved games) reads ``state``. The rulings this game makes are in ``play``'s docstring.
"""

from tabletop.games.campeao.rules.content import (  # noqa: F401
    ANY_TIME, CARDS, DECK, DICE, FIGHTER_IDS, FIGHTERS, FORMAT, HIDDEN, REVEALING_EVENTS, R, SKILLS, SUPPLY, VARIANTS,
    CONTENT_PATH, CardInfo, FighterInfo, id, load, max_players, min_players,
)
from tabletop.games.campeao.rules.legal import legal_actions, masks, to_act, why  # noqa: F401
from tabletop.games.campeao.rules.play import apply, new_game, open_window, setup  # noqa: F401
from tabletop.games.campeao.rules.saves import from_json, to_json, view  # noqa: F401
from tabletop.games.campeao.rules.state import (  # noqa: F401
    ACTION_TYPES, Accept, CampeaoState, Challenge, Discard, Draw, EndTurn, Fight, GetRingGirl, InjuryRoll, Pass,
    PlayCard, Ready, Recover, Reroll, Rest, Roll, Seat, Stop, TakeMaster, Train, Training, Window, action_types,
    actions_allowed, can_react, components, damage, dice_count, draw_cards, drop_injuries, gain_fame, is_ko,
    is_over, lose_card, roll_injuries, symbols, take_injuries, winners, with_seat, placing, players,
)
