"""A drawing probe: what a frame showed, for the hot-seat leak test.

Every text the asset cache hands out and every card face that stands for a card on the table is
reported here as it is drawn. Nothing listens in play (``recorder`` is None and each report is a
single check); the leak test installs a recorder and compares what each frame showed with what
the audience on screen may know.
"""

from __future__ import annotations

from contextlib import contextmanager

recorder = None  # an object with ``text(str)`` and ``face(str)``, or None


def text(value: str) -> None:
    if recorder is not None:
        recorder.text(value)


def face(shows: str) -> None:
    if recorder is not None:
        recorder.face(shows)


@contextmanager
def muted():
    """While a cached picture is composed: the texts inside it belong to the picture (a card
    face is reported as a face), not to the frame."""
    global recorder
    saved, recorder = recorder, None
    try:
        yield
    finally:
        recorder = saved
