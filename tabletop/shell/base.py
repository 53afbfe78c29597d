"""The scene stack: title, setup, a table, and overlays (pause, rules, curtain) pushed on top.

Lifecycle as in Tuxemon, without globals: ``enter`` when pushed, ``pause`` when covered,
``resume`` when uncovered, ``exit`` when popped; ``handle_event`` (top scene only: overlays are
modal); ``update(dt)`` and ``draw(surface)`` each frame. An
overlay sets ``transparent`` so the scene below stays visible (frozen, dimmed) behind it; only the
topmost overlay is drawn over it (the rules opened from the pause menu hide the menu), and the
frozen, dimmed backdrop is drawn once and reused, so an overlay costs no more than a table.
"""

from __future__ import annotations

import pygame


class Scene:
    """One screen. ``app`` is the program (``tabletop.app.App``): the services a scene may use
    (assets, settings, sounds, the scene stack) and the ways to go elsewhere (``show_title``,
    ``show_setup``, ``start_match``, ``resume_match``)."""

    transparent = False

    def __init__(self, app) -> None:
        self.app = app
        self.assets = app.assets

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def moving(self) -> bool:
        """Does something on this screen move now (a tween, a die, a drag)? While nothing does,
        the program draws a few frames a second instead of sixty: an idle screen costs next to
        nothing. Gentle loops (a glow that pulses, a floating logo) do not count."""
        return False

    def remake(self, below: "Scene | None") -> "Scene | None":
        """A fresh copy of this scene after a language switch (its texts are made in the new
        words), or None to keep this one. ``below`` is the (already remade) scene under it."""
        return None


class SceneManager:
    """A stack of scenes; only the top one receives input and updates."""

    DIM = (10, 4, 16, 170)

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._backdrop: tuple[object, pygame.Surface] | None = None  # (the scene frozen under it, its picture)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._backdrop = None
        if self.top:
            self.top.pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        self._backdrop = None
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for ``scene`` (e.g. quit to title)."""
        self._backdrop = None
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def remake(self) -> None:
        """Make every scene again (a language switch): each one that can be remade is replaced
        by its fresh copy, bottom to top, so what is on screen speaks the new language at once."""
        old, self.stack = self.stack, []
        below = None
        for scene in old:
            fresh = scene.remake(below)
            if fresh is None:
                self.stack.append(scene)
            else:
                scene.exit()
                self.stack.append(fresh)
                fresh.enter()
            below = self.stack[-1]

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Only the top scene gets input: overlays are modal."""
        return self.top.handle_event(event) if self.top else False

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def moving(self) -> bool:
        return bool(self.top and self.top.moving())

    def draw(self, surface: pygame.Surface) -> None:
        top = self.top
        if top is None:
            return
        if not top.transparent or len(self.stack) == 1:
            self._backdrop = None
            top.draw(surface)
            return
        base = next((s for s in reversed(self.stack[:-1]) if not s.transparent), self.stack[0])
        if self._backdrop is None or self._backdrop[0] is not base:  # the scene below is paused: draw it once
            base.draw(surface)
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(self.DIM)
            surface.blit(shade, (0, 0))
            self._backdrop = (base, surface.copy())
        else:
            surface.blit(self._backdrop[1], (0, 0))
        top.draw(surface)
