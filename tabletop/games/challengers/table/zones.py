"""The zones the Challengers! table is laid out by (``layouts/challengers.tmx``); a test checks
that the layout has every one."""

REQUIRED_ZONES = (
    "header",  # round and phase title
    "main",  # the play area
    "piles",  # deck phase: the level piles to draw from
    "drawn",  # deck phase: the five cards drawn
    "deck",  # deck phase: the seat's deck as a grid
    "tray",  # deck phase: drop a card here to remove it
    "park_focus",  # competition: the park in focus
    "parks_mini",  # competition: the other parks, small
    "bracket",  # the tournament director's overlay
    "side",  # the standings summary
    "log",
    "undo_button",
    "menu_button",
    "bracket_button",
    "status",
    "action_bar",
)
