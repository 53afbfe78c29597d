"""A drawing probe: what a frame showed, for the hot-seat leak test and the fit test.

Every text the asset cache hands out and every card face that stands for a card on the table is
reported here as it is drawn, and so is every text that did not fit its box. Nothing listens in
play (``recorder`` is None and each report is a single check); the leak test installs a recorder
and compares what each frame showed with what the audience on screen may know, the fit test
renders every screen in every language and fails on any overflow.
"""

from __future__ import annotations

from contextlib import contextmanager

recorder = None  # an object with ``text(str)``, ``face(str)`` and ``overflow(str, int)``, or None
_muted = False
_reference = False


def text(value: str) -> None:
    if recorder is not None and not _muted:
        if _reference and hasattr(recorder, "reference"):
            recorder.reference(value)
        else:
            recorder.text(value)


def face(shows: str) -> None:
    if recorder is not None and not _muted:
        recorder.face(shows)


def overflow(text: str, width: int) -> None:
    """A text did not fit its box even at the smallest size allowed."""
    if recorder is not None and hasattr(recorder, "overflow"):
        recorder.overflow(text, width)


@contextmanager
def reference():
    """While a table draws what never depends on the game (the list of every fighter in the box):
    its texts are reported as reference, which the leak test holds to being the same every frame."""
    global _reference
    saved, _reference = _reference, True
    try:
        yield
    finally:
        _reference = saved


@contextmanager
def muted():
    """While a cached picture is composed: the texts inside it belong to the picture (a card
    face is reported as a face), not to the frame. Overflows are still reported."""
    global _muted
    saved, _muted = _muted, True
    try:
        yield
    finally:
        _muted = saved
