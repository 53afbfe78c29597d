"""tabletop: five fighting and tournament games on one table, played locally with the mouse."""

__version__ = "0.1.0"
