"""The program as a desktop program: start-up errors people understand, --help from the registry,
the Linux menu entry, fullscreen that never crashes, a window that remembers where it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run

from tabletop import games, userdata
from tabletop.i18n import tr

ROOT = Path(__file__).resolve().parent.parent


def tabletop(*args, env=None, timeout=120):
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return subprocess.run([sys.executable, "-m", "tabletop", *args], env={**base, **(env or {})},
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def test_with_no_display_the_program_says_so_and_exits_non_zero(tmp_path):
    proc = tabletop("--frames", "3", env={"TABLETOP_DATA_DIR": str(tmp_path), "SDL_AUDIODRIVER": "dummy"})
    assert proc.returncode == 2
    assert tr("startup.no-display") in proc.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Wayland's complaint is a Linux one")
def test_no_stray_video_library_line_where_xdg_runtime_dir_is_unset(tmp_path):
    """With no screen and no XDG_RUNTIME_DIR (an SSH session, a container), SDL's Wayland probe
    used to print "error: XDG_RUNTIME_DIR is invalid or not set" above our own message."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env.update(TABLETOP_DATA_DIR=str(tmp_path), SDL_AUDIODRIVER="dummy", TMPDIR=str(scratch))
    proc = subprocess.run([sys.executable, "-m", "tabletop", "--frames", "3"], env=env, capture_output=True,
                          text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 2 and tr("startup.no-display") in proc.stderr
    assert "XDG_RUNTIME_DIR" not in proc.stderr and "error:" not in proc.stderr, proc.stderr
    assert not list(scratch.iterdir()), "the private runtime folder was left behind"


def test_a_video_driver_that_does_not_exist_is_named(tmp_path):
    proc = tabletop("--frames", "3", env={"TABLETOP_DATA_DIR": str(tmp_path), "SDL_VIDEODRIVER": "nosuch",
                                          "SDL_AUDIODRIVER": "dummy"})
    assert proc.returncode == 2 and "SDL_VIDEODRIVER=nosuch" in proc.stderr


def test_a_missing_font_is_named_before_any_window_shows(tmp_path, monkeypatch):
    from tabletop.ui import assets

    monkeypatch.setitem(assets.FONTS, "body", "Missing-Font.ttf")
    probe = assets.Assets()
    import pygame

    pygame.init()
    problem = probe.check()
    assert problem is not None and "Missing-Font.ttf" in problem


def test_help_lists_the_games_that_can_be_played():
    proc = tabletop("--help")
    assert proc.returncode == 0
    text = " ".join(proc.stdout.split())
    for info in games.playable():
        assert tr(f"game.{info.id}.name") in text
    for info in games.GAMES:
        if not info.playable:
            assert tr(f"game.{info.id}.name") not in text
    assert "Five" not in text


def test_help_lists_the_ids_autoplay_takes():
    proc = tabletop("--help")
    text = " ".join(proc.stdout.split())
    autoplay = text[text.index("--autoplay GAME "):text.index("--seed SEED ")]
    for info in games.playable():
        assert info.id in autoplay and f"({info.id})" in text
    for info in games.GAMES:
        if not info.playable:
            assert info.id not in text


def test_a_screenshot_frame_the_run_never_reaches_is_refused_aloud(tmp_path):
    """--at K past the last frame: nothing is saved, a warning says so, the exit status is 3 (as
    --help tells); where --frames already says the run stops sooner, the command line is refused."""
    shot = tmp_path / "late.png"
    env = {"TABLETOP_DATA_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = tabletop("--autoplay", "lucha-jefe", "--seed", "3", "--speed", "0", "--screenshot", str(shot),
                    "--at", "999999", env=env)
    assert proc.returncode == 3, proc.stderr
    assert not shot.exists()
    assert "--at 999999" in proc.stderr and str(shot) in proc.stderr
    assert proc.stdout.strip().splitlines()[-1].startswith("winner: ")  # the game itself was played
    assert "status 3" in " ".join(tabletop("--help").stdout.split())
    proc = tabletop("--frames", "5", "--screenshot", str(shot), "--at", "9", env=env)
    assert proc.returncode == 2 and "--at 9" in proc.stderr and not shot.exists()
    proc = tabletop("--frames", "5", "--screenshot", str(shot), "--at", "0", env=env)
    assert proc.returncode == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is a Linux desktop's")
def test_the_menu_entry_is_written_and_taken_away_again(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    proc = tabletop("--install-desktop-entry", env=env)
    assert proc.returncode == 0, proc.stderr
    entry = tmp_path / "applications" / "tabletop.desktop"
    text = entry.read_text(encoding="utf-8")
    assert text.startswith("[Desktop Entry]\n") and "Type=Application" in text and "Icon=tabletop" in text
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert sys.executable in exec_line and exec_line.endswith("-m tabletop")
    icon = tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "tabletop.png"
    assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    proc = tabletop("--uninstall-desktop-entry", env=env)
    assert proc.returncode == 0 and not entry.exists() and not icon.exists()


def test_the_menu_entry_speaks_portuguese_and_spanish_too():
    """Name and Comment in English, and again for pt_BR and es, whatever language runs now."""
    from tabletop import desktop, i18n

    i18n.set_language("es")
    try:
        lines = desktop.entry_text().splitlines()
    finally:
        i18n.set_language("en")
    for field, key in (("Name", "app.title"), ("Comment", "desktop.comment")):
        assert f"{field}={i18n.tr_in('en', key)}" in lines
        for lang in ("pt_BR", "es"):
            assert f"{field}[{lang}]={i18n.tr_in(lang, key)}" in lines
    assert i18n.tr_in("pt_BR", "desktop.comment") != i18n.tr_in("en", "desktop.comment")


def test_fullscreen_refused_by_the_system_leaves_the_window_and_says_so(app):
    assert app.headless
    app.toggle_fullscreen()
    run(app, 2)
    assert app.settings["fullscreen"] is False
    assert app.notice == tr("notice.no-fullscreen")


def test_a_remembered_window_must_be_a_size_and_a_place(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    good = {"size": [1280, 720], "position": [40, 60]}
    userdata.save_settings({**userdata.DEFAULT_SETTINGS, "window": good})
    settings, problem = userdata.load_settings()
    assert problem is None and userdata.window_place(settings) == good
    for bad in ({"size": [1280], "position": [0, 0]}, {"size": [10, 10], "position": [0, 0]},
                {"size": [1280, 720], "position": [True, 0]}, "big"):
        userdata.save_settings({**userdata.DEFAULT_SETTINGS, "window": bad})
        settings, problem = userdata.load_settings()
        assert problem and "window" in problem and settings["window"] is None


def test_the_settings_switch_for_fullscreen_stays_off_when_refused(app):
    from tabletop.shell.overlays import SettingsScene

    settings = SettingsScene(app)
    app.scenes.push(settings)
    run(app, 2)
    settings.fullscreen.step(1)
    assert settings.fullscreen.value == "off" and app.settings["fullscreen"] is False
    assert app.notice == tr("notice.no-fullscreen")


def test_the_readme_commands_run_the_venvs_own_python_and_say_how_to_get_the_project():
    import re

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = "\n".join(re.findall(r"```sh\n(.*?)```", text, re.S))
    assert ".venv/bin/pip" not in text and ".venv/bin/pyinstaller" not in text
    assert ".venv/bin/python -m pip install '.[build]'" in commands
    assert ".venv/bin/python -m PyInstaller" in commands
    play = text[text.index("## Play"):text.index("## Test")]
    assert "download" in play and "git clone ADDRESS" in play and "cd tabletop" in play
    assert "<this repository" not in text
    build = text[text.index("## Build the executable"):text.index("## Command line")]
    assert "#play" in build  # where the project and its .venv come from
    assert not re.search(r"(/work/|/home/|/tmp/|/root/|https?://)", text), "a machine path or an address"
