"""The catalogues: gettext .po files that translators' tools open, complete in every language.

Every key the program can ask for is in the template, which is current with the code; every
catalogue has every key of the template, with the same placeholders and its plural forms; the
compiled .mo files are what the standard tools compile; every glyph every catalogue needs is in
every bundled font.
"""

from __future__ import annotations

import gettext
import io
import re

import pytest

from tabletop import i18n, translations

LANGUAGES = i18n.LANGUAGES


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_every_language_has_its_catalogue():
    assert i18n.languages() == list(LANGUAGES)


def test_the_template_is_current_with_the_code(tmp_path, monkeypatch):
    committed = translations.TEMPLATE.read_text(encoding="utf-8")
    monkeypatch.setattr(translations, "TEMPLATE", tmp_path / "tabletop.pot")
    fresh = translations.write_template().read_text(encoding="utf-8")
    assert fresh == committed, "run: python -m tabletop.translations template"
    assert len(translations.template_keys()) > 600


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_has_every_key_with_its_placeholders_and_plurals(language):
    assert translations.problems(language) == []


def test_the_extraction_sees_literal_composed_and_refusal_keys():
    keys = translations.template_keys()
    assert "title.play" in keys  # tr("title.play")
    assert "lucha.zone.roster" in keys  # a key constant handed to tr later
    assert "campeao.card.doctor.name" in keys  # composed from the game's content
    assert "illegal.alfa-blocked" in keys  # a refusal code of the rules
    assert "option.laurel-crown.hiring.draft" in keys  # a setup option's value


def test_plural_forms_follow_each_language():
    headers = {lang: translations.catalogue(lang) for lang in LANGUAGES}
    plural = [k for k, e in headers["en"].items() if "msgid_plural" in e]
    assert len(plural) >= 20
    for lang in LANGUAGES:
        assert all("msgid_plural" in headers[lang][k] and len(headers[lang][k]["msgstr"]) == 2 for k in plural)
    i18n.set_language("en")
    assert i18n.tr("campeao.log.injuries", name="Ana", n=1) != i18n.tr("campeao.log.injuries", name="Ana", n=2)
    zero = {lang: None for lang in LANGUAGES}
    for lang in LANGUAGES:
        i18n.set_language(lang)
        zero[lang] = (i18n.tr("title.players", n=0), i18n.tr("title.players", n=1), i18n.tr("title.players", n=2))
    form = {lang: tuple(re.sub(r"\d", "", text) for text in texts) for lang, texts in zero.items()}
    assert form["en"][0] == form["en"][2] != form["en"][1]  # English: 0 is plural
    assert form["pt_BR"][0] == form["pt_BR"][1] != form["pt_BR"][2]  # Brazilian Portuguese: 0 is singular
    assert form["es"][0] == form["es"][2] != form["es"][1]


def test_no_count_is_left_to_a_bracketed_plural():
    for lang in LANGUAGES:
        for key, entry in translations.catalogue(lang).items():
            for text in entry["msgstr"]:
                assert not re.search(r"\w\((s|es|ies)\)", text), f"{lang} {key}: {text!r} needs plural forms"


@pytest.mark.parametrize("language", LANGUAGES)
def test_our_compiler_gives_what_babel_gives(language):
    """The .mo files the install and the executable carry equal the standard tools' output;
    Babel reads every catalogue, as Poedit and Weblate will."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    text = i18n.po_path(language).read_text(encoding="utf-8")
    babel = io.BytesIO()
    write_mo(babel, read_po(io.StringIO(text)))
    theirs = gettext.GNUTranslations(io.BytesIO(babel.getvalue()))._catalog
    ours = gettext.GNUTranslations(io.BytesIO(i18n.compile_po(text)))._catalog
    theirs.pop("")
    ours.pop("")
    assert ours == theirs


def test_fields_are_filled_and_unknown_keys_fall_back_to_the_key():
    assert i18n.tr("lucha.banner.round", n=3) == "Round 3"
    assert i18n.tr("no.such.key") == "no.such.key"


def test_a_language_switch_takes_effect_at_once_and_falls_back_to_english():
    i18n.set_language("pt_BR")
    pt = i18n.tr("title.quit")
    i18n.set_language("es")
    es = i18n.tr("title.quit")
    i18n.set_language("en")
    assert len({pt, es, i18n.tr("title.quit")}) == 3
    i18n.set_language("xx")  # unknown: English
    assert i18n.language() == "en"


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "pt_BR.UTF-8"}, "pt_BR"), ({"LANG": "pt_PT.UTF-8"}, "pt_BR"), ({"LC_ALL": "es_AR.UTF-8"}, "es"),
    ({"LANG": "de_DE.UTF-8"}, "en"), ({"LANGUAGE": "es:en"}, "es"),
])
def test_the_first_start_follows_the_system_language(monkeypatch, env, expected):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language() == expected


def test_every_glyph_of_every_catalogue_is_in_the_font_that_draws_it(app):
    """The body and display faces draw every glyph of the three languages; the comic face (sound
    words) has no accents, so a text it cannot draw whole is drawn by the display face instead."""
    from tabletop.ui.assets import FONTS

    texts = {text for lang in LANGUAGES for entry in translations.catalogue(lang).values()
             for text in entry["msgstr"]}
    glyphs = set("".join(re.sub(r"{\w+}", "", t) for t in texts)) - {"\n", "\t"}
    assert {"ç", "ã", "õ", "ñ", "¿", "¡", "é"} <= glyphs, "the catalogues should hold accented text"
    assets = app.assets
    for face in FONTS:
        lost = set()
        for text in texts:
            lost |= assets.lacks(assets.face_for(face, text), re.sub(r"{\w+}", "", text))
        assert not lost, f"texts of the {face} face lack {''.join(sorted(lost))}"
    assert assets.lacks("comic", "Ação") == {"ç", "ã"}  # the check can see a missing glyph
    assert assets.face_for("comic", "NOCAUTE? AÇÃO!") == "display" and assets.face_for("comic", "POW!") == "comic"


@pytest.mark.parametrize("language", ["pt_BR", "es"])
def test_lucha_jefe_speaks_of_its_draft_in_the_players_own_words(language):
    """The English word "draft" is not left in Lucha Jefe's texts: Portuguese recruits
    (recrutamento), Spanish too (reclutamiento)."""
    entries = translations.catalogue(language)
    english = translations.catalogue("en")
    lucha = [k for k in entries if k.startswith("lucha.") or k == "rules.lucha-jefe"]
    lucha += [k for k in ("illegal.not-in-hand", "illegal.keep-first", "illegal.retire-now") if k in entries]
    assert len(lucha) > 80
    said = {k: " ".join(entries[k]["msgstr"]) for k in lucha}
    assert not [k for k, text in said.items() if "draft" in text.lower()]
    drafted = [k for k in lucha if "draft" in " ".join(english[k]["msgstr"]).lower()]
    word = {"pt_BR": "recrut", "es": "reclut"}[language]
    named = [k for k in drafted if not k.startswith("lucha.log.hand")]  # "you choose from 6 cards" names no phase
    assert len(named) >= 7 and all(word in said[k].lower() for k in named), [k for k in named if word not in said[k]]
