"""The program: window, clock, main loop and command line.

``tabletop`` opens the title screen. ``tabletop --autoplay lucha-jefe --seed 3`` plays a whole
game with computer seats through the real scenes (headless with SDL_VIDEODRIVER=dummy) and prints
``winner: <name>``. ``--screenshot FILE --at K|end`` saves the screen after K frames or when the
game ends, so a person or a test can look.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
import tempfile
import time
import warnings

_STARTED = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop import __version__, games, i18n, userdata  # noqa: E402
from tabletop.ai import LEVELS  # noqa: E402
from tabletop.i18n import tr  # noqa: E402
from tabletop.ui.assets import Assets  # noqa: E402
from tabletop.ui.sound import SoundBank  # noqa: E402

LOGICAL_SIZE = (1920, 1080)
FAST_FPS = 60  # while something moves, or for a moment after any input
IDLE_FPS = 4  # while the screen is still: enough for a slow glow and a timer's countdown
ACTIVE_AFTER_INPUT = 0.6  # seconds of full frame rate after the last input (a tooltip's delay, a hover)


@contextlib.contextmanager
def _quiet_wayland_probe():
    """Where X11 is missing SDL tries Wayland, and the Wayland library writes "error:
    XDG_RUNTIME_DIR is invalid or not set in the environment." to the terminal when that variable
    is unset. A session without it has no Wayland server to find anyway, so while the display
    starts it gets a private, empty folder of its own, taken away again at once (sound, started
    after, still sees the environment as it was)."""
    if not sys.platform.startswith("linux") or os.environ.get("XDG_RUNTIME_DIR"):
        yield
        return
    # Short, so that the socket path the Wayland library builds inside it stays under its limit
    # (108 bytes) even where TMPDIR is a long path: it complains about a long path just as loudly.
    short = "/tmp" if os.path.isdir("/tmp") and os.access("/tmp", os.W_OK) else None
    folder = tempfile.mkdtemp(prefix="tt-", dir=short)
    os.environ["XDG_RUNTIME_DIR"] = folder
    try:
        yield
    finally:
        os.environ.pop("XDG_RUNTIME_DIR", None)
        shutil.rmtree(folder, ignore_errors=True)


class StartupError(Exception):
    """The program cannot start; the message says why in words a person understands."""


SHOT_MISSED = 3  # exit status when --at K asked for a frame the run never reached


def _description() -> str:
    names = ", ".join(f"{tr(f'game.{g.id}.name')} ({g.id})" for g in games.playable())
    return (f"Fighting and tournament board games on one table, played with the mouse, by friends passing "
            f"it around and against computer opponents. Playable now (with the id --autoplay takes): {names}.")


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's own layout, except that a game id such as lucha-jefe is never split at its hyphen."""

    def _split_lines(self, text, width):
        import textwrap

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)

    def _fill_text(self, text, width, indent):
        import textwrap

        return textwrap.fill(" ".join(text.split()), width, initial_indent=indent, subsequent_indent=indent,
                             break_on_hyphens=False)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ids = [g.id for g in games.playable()]
    parser = argparse.ArgumentParser(prog="tabletop", description=_description(), formatter_class=_HelpFormatter)
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="add tabletop to your desktop's application menu (Linux), then exit")
    parser.add_argument("--uninstall-desktop-entry", action="store_true",
                        help="take tabletop out of the application menu again (Linux), then exit")
    parser.add_argument("--autoplay", metavar="GAME", choices=ids,
                        help="play a whole game with computer seats and print the winner; GAME is one of "
                             + ", ".join(ids))
    parser.add_argument("--seed", type=int, default=None, help="seed for the game's randomness")
    parser.add_argument("--players", type=int, default=None, help="number of seats (autoplay)")
    parser.add_argument("--level", choices=LEVELS, default=None,
                        help="computer level for every autoplay seat (default: alternate hard/easy)")
    parser.add_argument("--think", choices=userdata.THINKS, default=None,
                        help="how long an Expert seat thinks a decision in an autoplay (default: the setting)")
    parser.add_argument("--speed", type=float, default=None, help="animation speed (0 = instant)")
    parser.add_argument("--screenshot", metavar="FILE", help="save the screen to FILE (PNG)")
    parser.add_argument("--at", default="end", metavar="K|end",
                        help="when to take the screenshot: after K frames, or 'end' (default: the last frame). "
                             "If the program stops before frame K, it saves nothing, says so and exits with "
                             f"status {SHOT_MISSED}")
    parser.add_argument("--frames", type=int, default=None, help="quit after this many frames")
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    parser.add_argument("--language", choices=i18n.LANGUAGES, default=None,
                        help="the language for this run (the setting is kept)")
    args = parser.parse_args(argv)
    if args.at != "end" and (not args.at.isdigit() or int(args.at) < 1):
        parser.error("--at takes a number of frames (1 or more) or 'end'")
    if args.at != "end" and args.frames is not None and int(args.at) > args.frames:
        parser.error(f"--at {args.at} comes after the last frame (--frames {args.frames}): no screenshot would be saved")
    return args


class App:
    """Owns the window and the services every scene receives: assets, settings, scene stack, the
    game registry (``games``), and the ways from one screen to another."""

    def __init__(self, args: argparse.Namespace) -> None:
        from tabletop.shell.base import SceneManager

        self.args = args
        self.games = games
        userdata.clean_stray_files()  # a kill during an earlier save may have left a temporary file
        self.settings, settings_problem = userdata.load_settings()
        i18n.set_language(args.language or self.settings["language"])
        if args.speed is not None:
            self.settings["animation_speed"] = max(0.0, args.speed)
        with _quiet_wayland_probe():
            try:
                pygame.display.init()
            except pygame.error:
                pass  # no display at all: said below, in words a person understands
        if pygame.display.get_init():
            pygame.init()  # everything else (fonts, sound); the display is already up
        requested = os.environ.get("SDL_VIDEODRIVER", "")
        driver = pygame.display.get_driver() if pygame.display.get_init() else ""
        if requested and not pygame.display.get_init():
            raise StartupError(tr("startup.no-window", detail=f"SDL_VIDEODRIVER={requested} is not available"))
        if not pygame.display.get_init() or (driver in ("offscreen", "dummy") and driver != requested):
            # SDL falls back to an invisible screen when there is no display: say so, never run unseen
            raise StartupError(tr("startup.no-display"))
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2)
        except pygame.error:
            pass  # no sound device: play silent
        self.headless = driver in ("dummy", "offscreen")
        self.window: pygame.Surface | None = None  # set when we scale the table ourselves
        try:
            self._open_window()
        except pygame.error as exc:
            raise StartupError(tr("startup.no-window", detail=str(exc))) from exc
        pygame.display.set_caption(tr("app.title"))
        self.assets = Assets()
        problem = self.assets.check()
        if problem:
            raise StartupError(tr("startup.damaged-files", detail=problem))
        try:
            pygame.display.set_icon(self.assets.svg("common/logo-mark.svg", (64, 64)))
        except pygame.error:
            pass
        self.sounds = SoundBank(self.settings)
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame = 0
        self.last_input = time.monotonic()
        self.first_frame_at: float | None = None
        self.notice: str | None = settings_problem and tr("notice.settings-damaged", detail=settings_problem)
        self.result: str | None = None
        self.exit_code = 0
        if self.settings["fullscreen"] and not args.windowed and not self.headless:
            self._set_fullscreen(True)

    def _open_window(self) -> None:
        """Open the window for the 1920x1080 logical table.

        Where the desktop is large enough, SDL's SCALED mode scales the table on the GPU. On a
        smaller desktop SCALED would hang the window off the screen, so the program opens a window
        that fits and scales the logical frame into it itself (and maps the mouse back).
        """
        fits = True
        if not self.headless:
            try:
                desktop = pygame.display.get_desktop_sizes()[0]
                fits = desktop[0] * 0.94 >= LOGICAL_SIZE[0] and desktop[1] * 0.9 >= LOGICAL_SIZE[1]
            except (pygame.error, IndexError):
                pass
        place = userdata.window_place(self.settings) if not self.headless else None  # where it was last time
        if fits:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # "no fast renderer" under the dummy driver is expected
                self.screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
            self._place_window(place, resize=True)
            return
        scale = min(desktop[0] * 0.94 / LOGICAL_SIZE[0], desktop[1] * 0.9 / LOGICAL_SIZE[1])
        size = (int(LOGICAL_SIZE[0] * scale), int(LOGICAL_SIZE[1] * scale))
        if place and place["size"][0] <= desktop[0] and place["size"][1] <= desktop[1]:
            size = tuple(place["size"])
        self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = pygame.Surface(LOGICAL_SIZE).convert()
        self._place_window(place, resize=False)

    @staticmethod
    def _place_window(place: dict | None, resize: bool) -> None:
        """Put the window back where it was closed (the window manager may move it into view)."""
        if not place:
            return
        try:
            window = pygame.Window.from_display_module()
            if resize:
                window.size = tuple(place["size"])
            window.position = tuple(place["position"])
        except (pygame.error, AttributeError, ValueError, TypeError):
            pass

    def remember_window(self) -> None:
        """Keep the window's size and place for the next start (not while fullscreen)."""
        if self.headless or self.settings["fullscreen"]:
            return
        try:
            window = pygame.Window.from_display_module()
            self.settings["window"] = {"size": list(window.size), "position": list(window.position)}
        except (pygame.error, AttributeError):
            return
        self.save_settings()

    def _present(self) -> None:
        """Show the logical frame: SDL scales it in SCALED mode, else we letterbox it ourselves."""
        if self.window is None:
            pygame.display.flip()
            return
        rect = self._letterbox()
        if rect.size != self.screen.get_size():
            pygame.transform.smoothscale(self.screen, rect.size, self.window.subsurface(rect))
        else:
            self.window.blit(self.screen, rect)
        pygame.display.flip()

    def _letterbox(self) -> pygame.Rect:
        w, h = self.window.get_size()
        scale = min(w / LOGICAL_SIZE[0], h / LOGICAL_SIZE[1])
        rect = pygame.Rect(0, 0, max(1, int(LOGICAL_SIZE[0] * scale)), max(1, int(LOGICAL_SIZE[1] * scale)))
        rect.center = (w // 2, h // 2)
        return rect

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        """Map a mouse event from window pixels to table pixels when we do the scaling."""
        if self.window is None or not hasattr(event, "pos"):
            return event
        rect = self._letterbox()
        k = LOGICAL_SIZE[0] / rect.w
        data = dict(event.dict)
        data["pos"] = (int((event.pos[0] - rect.x) * k), int((event.pos[1] - rect.y) * k))
        if "rel" in data:
            data["rel"] = (int(event.rel[0] * k), int(event.rel[1] * k))
        return pygame.event.Event(event.type, data)

    # ------------------------------------------------------------------ services
    @property
    def speed(self) -> float:
        return float(self.settings["animation_speed"])

    def save_settings(self) -> None:
        try:
            userdata.save_settings(self.settings)
        except OSError as exc:
            self.notice = tr("notice.cannot-save", detail=str(exc))

    def _set_fullscreen(self, on: bool) -> bool:
        """Go fullscreen (or back); False, the window left as it was, where the system refuses."""
        if self.headless:
            return False
        try:
            if self.window is not None:  # we scale ourselves: the same window, made fullscreen or not
                window = pygame.Window.from_display_module()
                window.set_fullscreen(desktop=True) if on else window.set_windowed()
                self.window = pygame.display.get_surface()
                return True
            if pygame.display.is_fullscreen() != on:
                # pygame's own toggle: in SCALED mode it also lets the table fill a screen whose size
                # is not a whole multiple of 1920x1080 (the window keeps whole-pixel scaling)
                pygame.display.toggle_fullscreen()
            return pygame.display.is_fullscreen() == on
        except (pygame.error, AttributeError):
            return False

    def toggle_fullscreen(self) -> None:
        """F11 and the setting: switch, or say why not and leave the window as it is."""
        want = not self.settings["fullscreen"]
        if not want:
            self.remember_window()
        if not self._set_fullscreen(want):
            self.notice = tr("notice.no-fullscreen") if want else tr("notice.no-window-mode")
            return
        self.settings["fullscreen"] = want
        self.save_settings()

    def quit(self) -> None:
        self.running = False

    def set_language(self, language: str) -> None:
        """Switch the language now: every screen on the stack is made again in the new words."""
        i18n.set_language(language)
        self.settings["language"] = i18n.language()
        self.save_settings()
        self.assets.forget_words()
        pygame.display.set_caption(tr("app.title"))
        self.scenes.remake()

    # ------------------------------------------------------------------ from screen to screen
    def show_title(self) -> None:
        from tabletop.shell.title import TitleScene

        self.scenes.replace(TitleScene(self))

    def show_setup(self, info) -> None:
        from tabletop.shell.setup import SetupScene

        self.scenes.replace(SetupScene(self, info))

    def start_match(self, info, seats, seed: int | None, options: dict | None) -> None:
        from tabletop.shell.setup import start_match

        start_match(self, info, seats, seed, options)

    def resume_match(self, match) -> None:
        from tabletop.shell.setup import resume_match

        resume_match(self, match)

    def game_finished(self, winner_names: list[str]) -> None:
        """Called by a table when its game ends (autoplay prints and leaves after the result shows)."""
        self.result = ", ".join(winner_names) if winner_names else tr("result.nobody")

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        from tabletop.shell.setup import start_autoplay

        if self.args.autoplay:
            start_autoplay(self, games.get(self.args.autoplay), self.args.seed, self.args.players, self.args.level)
        else:
            self.show_title()
        shot_frame = int(self.args.at) if self.args.at.isdigit() else None
        end_frames = None  # frames left to show the result screen before autoplay exits
        while self.running and self.scenes.top is not None:
            self.step(paced=not self.headless)
            if self.args.screenshot and shot_frame is not None and self.frame == shot_frame:
                self.screenshot(self.args.screenshot)
            if self.args.frames is not None and self.frame >= self.args.frames:
                break
            if self.result is not None and self.args.autoplay:
                end_frames = 90 if end_frames is None else end_frames - 1
                if end_frames <= 0:
                    break
        if self.args.screenshot and shot_frame is None:
            self.screenshot(self.args.screenshot)
        missed = self.args.screenshot and shot_frame is not None and self.frame < shot_frame
        if missed:  # the run ended before the frame asked for: never a silent run without the picture
            print("tabletop: " + tr("startup.shot-missed", at=shot_frame, frames=self.frame, file=self.args.screenshot),
                  file=sys.stderr)
        self.remember_window()
        for scene in list(self.scenes.stack):
            scene.exit()
        if self.args.autoplay:
            if self.result is None:
                print("autoplay stopped before the game ended", file=sys.stderr)
                return 1
            print(f"winner: {self.result}")
            from tabletop.ai import worker

            if worker.THINKER.answered or worker.THINKER.lost:
                print(f"expert: {worker.THINKER.answered} decisions searched in the worker process, "
                      f"{worker.THINKER.lost} left to the hard level")
        return SHOT_MISSED if missed else self.exit_code

    def step(self, paced: bool = True) -> None:
        """One frame of the main loop: paced to the frame rate the screen needs (headless runs,
        autoplay and tests, go as fast as they can, a sixtieth of a second a frame)."""
        if not paced:
            self.clock.tick(0)
            self.tick(1 / 60)
            return
        dt = self.clock.tick(self.frame_rate()) / 1000.0
        self.tick(min(dt, 0.2))

    def frame_rate(self) -> int:
        """Frames a second now: sixty while something moves or the player is using the mouse or
        keyboard, a few while the screen is still (it costs next to nothing to sit on a screen)."""
        if self.scenes.moving() or time.monotonic() - self.last_input < ACTIVE_AFTER_INPUT:
            return FAST_FPS
        return IDLE_FPS

    def tick(self, dt: float) -> None:
        """One frame: input, update, draw, flip. Tests drive the program through this too."""
        events = pygame.event.get()
        if events:
            self.last_input = time.monotonic()
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type == pygame.VIDEORESIZE and self.window is not None:
                self.window = pygame.display.get_surface()
            else:
                self.scenes.handle_event(self._to_logical(event))
        self.scenes.update(dt)
        self.scenes.draw(self.screen)
        self._draw_notice()
        self._present()
        self.frame += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter() - _STARTED
            if os.environ.get("TABLETOP_REPORT_FIRST_FRAME"):
                print(f"first-frame-epoch: {time.time():.6f}", flush=True)

    def _draw_notice(self) -> None:
        if not self.notice:
            return
        text = self.assets.text(self.notice, "bold", 24, (255, 240, 220), shadow=True)
        rect = text.get_rect(midbottom=(LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] - 20)).inflate(40, 20)
        band = pygame.Surface(rect.size, pygame.SRCALPHA)
        band.fill((120, 20, 30, 220))
        self.screen.blit(band, rect)
        self.screen.blit(text, text.get_rect(center=rect.center))

    def dismiss_notice(self) -> None:
        self.notice = None

    def screenshot(self, path: str) -> None:
        pygame.image.save(self.screen, path)


def report_startup_problem(message: str) -> None:
    """Say why the program cannot start: in the terminal, and in a dialog where one can be shown
    (a double-clicked program has no terminal to read)."""
    print(f"tabletop: {message}", file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return
    try:
        pygame.display.message_box(tr("startup.title"), message, message_type="error")
    except Exception:  # noqa: BLE001 - no dialog possible (no display at all): the terminal has it
        pass


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from tabletop import desktop

        return desktop.main(install=args.install_desktop_entry)
    try:
        app = App(args)
    except StartupError as exc:
        report_startup_problem(str(exc))
        pygame.quit()
        return 2
    try:
        return app.run()
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
