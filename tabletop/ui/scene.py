"""Scenes and the scene stack (after Tuxemon's state stack, with tcod-style transitions).

A scene's `handle_event` and `update` return a `Transition` (or None) instead of reaching
into the stack, so every change of scene goes through one place that can log it.
Lifecycle: `enter` when it joins the stack, `pause` when another scene goes on top,
`resume` when it is on top again, `exit` when it leaves. `draw` must not change state.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("tabletop.ui")


class Scene:
    """One screen of the app; subclasses override the lifecycle hooks they need."""

    name: str = "scene"
    covers: bool = True  # a covering scene hides the scenes below it from drawing

    def enter(self) -> None:
        """Called once when the scene is pushed (build widgets here)."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack (free widgets here)."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when this scene is on top again after the one above it left."""

    def resize(self, size: tuple[int, int]) -> None:
        """Called when the window changes size."""

    def takes(self, event: Any) -> bool:
        """False for an event the scene lets go by unseen (a click in a table's "Your turn" beat)."""
        return True

    def handle_event(self, event: Any) -> Transition | None:
        """React to one input or UI event; return a transition to change scene."""
        return None

    def update(self, dt: float) -> Transition | None:
        """Advance animations by dt seconds; may return a transition."""
        return None

    def next_frame(self) -> float | None:
        """When this scene must be drawn again if no input comes: 0 while something moves (every
        frame), a number of seconds for a timer (a notice that goes, a bot that acts next), None
        while nothing changes until input. The app sleeps until then (idle means idle: issue 21);
        a scene that does not say is drawn every frame."""
        return 0.0

    def draw(self, surface: Any) -> None:
        """Draw the scene (read-only: the same state always draws the same picture)."""

    def draw_overlay(self, surface: Any) -> None:
        """Draw over the widgets (read-only, like draw); most scenes need nothing here."""


@dataclass(frozen=True)
class Transition:
    """A request to change the stack: push, pop, replace, reset (clear then push), home (reset to the main
    menu, which the stack's owner names: a scene deep in the tutorial need not import the menu) or quit."""

    kind: str
    scene: Scene | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("push", "pop", "replace", "reset", "home", "quit"):
            raise ValueError(f"unknown transition kind {self.kind!r}")
        if self.kind in ("push", "replace", "reset") and self.scene is None:
            raise ValueError(f"a {self.kind} transition needs a scene")


def push(scene: Scene) -> Transition:
    """Transition that puts `scene` on top."""
    return Transition("push", scene)


def pop() -> Transition:
    """Transition that removes the top scene."""
    return Transition("pop")


def replace(scene: Scene) -> Transition:
    """Transition that swaps the top scene for `scene`."""
    return Transition("replace", scene)


def reset(scene: Scene) -> Transition:
    """Transition that empties the stack and starts again at `scene`."""
    return Transition("reset", scene)


def home() -> Transition:
    """Transition that empties the stack and starts again at the main menu."""
    return Transition("home")


def quit_app() -> Transition:
    """Transition that ends the app."""
    return Transition("quit")


class SceneStack:
    """The stack of scenes; only the top one gets input, the visible ones get drawn."""

    def __init__(
        self, on_change: Callable[[str, str], None] | None = None, home: Callable[[], Scene] | None = None
    ) -> None:
        self._scenes: list[Scene] = []
        self._home = home  # makes the main menu for a "home" transition (None: back to the bottom scene)
        self.quit_requested = False
        self._on_change = on_change or (lambda old, new: log.info("scene: %s -> %s", old, new))

    @property
    def top(self) -> Scene | None:
        """The scene that receives input, or None when empty."""
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """All scenes, bottom first."""
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def _name(self, scene: Scene | None) -> str:
        return scene.name if scene is not None else "(none)"

    def push(self, scene: Scene) -> None:
        """Pause the current top and enter `scene` above it."""
        old = self.top
        if old is not None:
            old.pause()
        self._scenes.append(scene)
        scene.enter()
        self._on_change(self._name(old), scene.name)

    def pop(self) -> Scene | None:
        """Exit the top scene and resume the one below; returns the removed scene."""
        if not self._scenes:
            return None
        old = self._scenes.pop()
        old.exit()
        new = self.top
        if new is not None:
            new.resume()
        self._on_change(old.name, self._name(new))
        return old

    def replace(self, scene: Scene) -> None:
        """Exit the top scene and enter `scene` in its place."""
        old = self._scenes.pop() if self._scenes else None
        if old is not None:
            old.exit()
        self._scenes.append(scene)
        scene.enter()
        self._on_change(self._name(old), scene.name)

    def clear(self) -> None:
        """Exit every scene, top first, even if some of them fail to exit cleanly."""
        while self._scenes:
            scene = self._scenes.pop()
            try:
                scene.exit()
            except Exception:  # a broken scene must not keep the app from recovering
                log.exception("scene %s failed to exit", scene.name)

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again at `scene`."""
        old = self.top
        self.clear()
        self._scenes.append(scene)
        scene.enter()
        self._on_change(self._name(old), scene.name)

    def push_over_broken(self, scene: Scene) -> None:
        """Push `scene` even if the current top fails to pause (used for the error screen)."""
        old = self.top
        if old is not None:
            try:
                old.pause()
            except Exception:
                log.exception("scene %s failed to pause", old.name)
        self._scenes.append(scene)
        scene.enter()
        self._on_change(self._name(old), scene.name)

    def apply(self, transition: Transition | None) -> None:
        """Carry out a transition returned by a scene (None does nothing)."""
        if transition is None:
            return
        if transition.kind == "push":
            self.push(transition.scene)
        elif transition.kind == "pop":
            self.pop()
            if not self._scenes:
                self.quit_requested = True
        elif transition.kind == "replace":
            self.replace(transition.scene)
        elif transition.kind == "reset":
            self.reset(transition.scene)
        elif transition.kind == "home":
            if self._home is not None:
                self.reset(self._home())
            else:
                while len(self._scenes) > 1:
                    self.pop()
        elif transition.kind == "quit":
            self._on_change(self._name(self.top), "(quit)")
            self.quit_requested = True

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top covering scene and everything above it."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].covers:
                start = i
                break
        return self._scenes[start:]

    def draw(self, surface: Any) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)

    def draw_overlays(self, surface: Any) -> None:
        """Draw the visible scenes' overlays (after the widgets), bottom first."""
        for scene in self.visible():
            scene.draw_overlay(surface)
            focus = getattr(scene, "draw_focus", None)  # a menu's or form's keyboard focus, over everything
            if focus is not None:
                focus(surface)
