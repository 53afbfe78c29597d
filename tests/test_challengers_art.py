"""Challengers! art: every card has its own picture, the kit is complete, and every face fits.

Each card id of the content has an SVG of the shared spec (200x160, no text elements, nothing
external, small) that pygame loads, no two cards share a picture, every set and trigger has its
icon; every face is drawn at two table sizes and enlarged, in every language, and its name fits
its title band, its effect texts fit their box (measured with the fonts that draw them) and
nothing is reported to the drawing probe as too wide.
"""

from __future__ import annotations

import hashlib
import re

import pygame
import pytest
from conftest import Drawn

from tabletop import i18n
from tabletop.games.challengers import art, texts
from tabletop.games.challengers.rules.content import CARDS, SETS, TRIGGERS
from tabletop.paths import resource
from tabletop.ui import probe
from tabletop.ui.assets import Assets

ROOT = resource("art", "challengers")
SIZES = (art.CARD, (140, 196))
ALL_SETS = ("starter",) + SETS + ("robot",)


@pytest.fixture(scope="module")
def assets():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield Assets()
    i18n.set_language("en")



def test_every_card_has_its_own_svg_that_loads(assets):
    missing = sorted(c for c in CARDS if not (ROOT / "cards" / f"{c}.svg").is_file())
    assert not missing, f"{len(missing)} cards have no picture: {', '.join(missing)}"
    for card in CARDS:
        surf = pygame.image.load_sized_svg(str(ROOT / "cards" / f"{card}.svg"), (200, 160))
        assert surf.get_size() == (200, 160)
        colours = {surf.get_at((x, y))[:3] for x in range(0, 200, 10) for y in range(0, 160, 10)}
        assert len(colours) > 3, f"{card}: the picture is nearly blank"


def test_no_two_cards_share_a_picture():
    seen: dict[str, str] = {}
    for path in sorted((ROOT / "cards").glob("*.svg")):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        assert digest not in seen, f"{path.name} is byte-identical to {seen[digest]}"
        seen[digest] = path.name
    assert {p.stem for p in (ROOT / "cards").glob("*.svg")} <= set(CARDS), "a picture for no card"


@pytest.mark.parametrize("path", sorted((ROOT / "cards").glob("*.svg")), ids=lambda p: p.stem)
def test_card_svgs_follow_the_spec(path):
    svg = path.read_text(encoding="utf-8")
    assert len(svg.encode()) < 6000, "keep each picture under 6 KB"
    assert 'viewBox="0 0 200 160"' in svg and 'width="200"' in svg and 'height="160"' in svg
    assert "<text" not in svg and "font" not in svg, "words are drawn by the program"
    assert not re.search(r"href|<image|url\(|@import", svg), "nothing external"
    assert "#2b2233" in svg, "the shared dark outline"


def test_the_kit_is_complete(assets):
    names = [f"icons/set-{s}.svg" for s in ALL_SETS] + [f"icons/when-{w}.svg" for w in TRIGGERS]
    names += ["card-back.svg", "flag.svg", "fan.svg", "trophy.svg", "LICENSE-ART.md"]
    missing = [n for n in names if not (ROOT / n).is_file()]
    assert not missing
    shapes = {"card-back.svg": (50, 70), "flag.svg": (48, 60)}  # the others are square
    for name in names[:-1]:
        size = shapes.get(name, (48, 48))
        assert pygame.image.load_sized_svg(str(ROOT / name), size).get_size() == size, name
    assert set(art.SET_COLOURS) == set(ALL_SETS)
    assert set(art.KEYWORDS) == set(TRIGGERS)


def _check_fits(assets, card: str, lay: art.Layout, where: str) -> None:
    size, lines = art.fit_title(assets, card, lay)
    font = assets.font("display", size)
    assert size >= lay.title[1], where
    assert all(font.size(line)[0] <= lay.band.w - 12 for line in lines), f"{where}: the name is wider than its band"
    assert len(lines) * art._line_step(font) <= lay.band.h + 2, f"{where}: the name is taller than its band"
    if CARDS[card].effects:
        size, rows = art.fit_effects(assets, card, lay)
        font = assets.font("bold", size)
        assert size >= lay.body[1], where
        width = lay.text.w - lay.icon - art._INDENT
        assert all(font.size(line)[0] <= width for _, lines in rows for line in lines), f"{where}: text too wide"
        assert art._effects_height(font, rows, lay) <= lay.text.h, f"{where}: text taller than its box"
        assert lay.text.bottom <= lay.inner.bottom and lay.text.right <= lay.inner.right


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_face_fits_at_two_sizes(assets, language):
    i18n.set_language(language)
    assets.forget_words()
    recorder = Drawn()
    probe.recorder = recorder
    try:
        for size in SIZES:
            lay = art.layout(size)
            for card in CARDS:
                face = art.card_face(assets, card, size)
                assert face.get_size() == size
                _check_fits(assets, card, lay, f"{language} {card} {size}")
        assert art.card_back(assets).get_size() == art.CARD
    finally:
        probe.recorder = None
        i18n.set_language("en")
    assert not recorder.overflows, f"{language}: " + "; ".join(f"{t!r} ({w})" for t, w in recorder.overflows[:10])


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_big_card_keeps_its_full_text_inside_at_art_md_sizes(assets, language):
    i18n.set_language(language)
    assets.forget_words()
    recorder = Drawn()
    probe.recorder = recorder
    lay = art.layout(art.BIG_CARD, big=True)
    assert lay.title[1] >= 26 and lay.body[1] >= 22  # ART.md at 1920x1080
    try:
        for card in CARDS:
            assert art.big_card(assets, card).get_size() == art.BIG_CARD
            _check_fits(assets, card, lay, f"{language} {card} big")
            spelt = " ".join(text for _, text in art.effect_texts(card, big=True))
            assert spelt == " ".join(texts.render(card)), "the zoom shows the full text, trigger words included"
        legend = art.trigger_legend(assets, 440)
        assert legend.get_width() == 440
    finally:
        probe.recorder = None
        i18n.set_language("en")
    assert not recorder.overflows, f"{language}: " + "; ".join(f"{t!r} ({w})" for t, w in recorder.overflows[:10])


def test_the_small_face_lets_the_icon_stand_for_the_trigger_words():
    i18n.set_language("en")
    assert art.effect_texts("city-street-artist", big=False) == [("attack", "This card gets +2 strength.")]
    assert art.effect_texts("city-street-artist", big=True)[0][1].startswith(i18n.tr("challengers.when.attack"))


def test_a_card_without_its_file_shows_a_placeholder(assets, monkeypatch):
    monkeypatch.setattr(art, "has_art", lambda card: False)
    surf = art.character(assets, "park-clown", (164, 131))
    assert surf.get_size() == (164, 131)
    assert surf.get_at((2, 2))[:3] == art._tint(art.SET_COLOURS["park"], 0.86)  # the set's tint, not a blank
