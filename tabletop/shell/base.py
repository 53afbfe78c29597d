"""The scene stack: title, setup, a table, and overlays (pause, rules, curtain) pushed on top.

Lifecycle as in Tuxemon, without globals: ``enter`` when pushed, ``pause`` when covered,
``resume`` when uncovered, ``exit`` when popped; ``handle_event`` (top scene only: overlays are
modal); ``update(dt)`` and ``draw(surface)`` each frame. An
overlay sets ``transparent`` so the scene below stays visible (frozen) behind it.
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

    def remake(self, below: "Scene | None") -> "Scene | None":
        """A fresh copy of this scene after a language switch (its texts are made in the new
        words), or None to keep this one. ``below`` is the (already remade) scene under it."""
        return None


class SceneManager:
    """A stack of scenes; only the top one receives input and updates."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for ``scene`` (e.g. quit to title)."""
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

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        for scene in self.stack[max(start, 0):]:
            scene.draw(surface)
