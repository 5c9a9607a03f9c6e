"""Render a named scene headless to a PNG (for docs, reviews and visual checks)."""
from __future__ import annotations

import os
import pathlib
from typing import Callable

# (name, what the scene is) in the order `scene_names()` lists them.
_SCENES: dict[str, str] = {
    "menu": "the main menu",
    "necromolds_setup": "Necromolds set-up",
    "not_playable": "Rise of the Necromancers, not playable yet",
    "not_playable_corp": "NecronomiCORP, not playable yet",
    "load": "the Load game screen",
    "settings": "the Settings screen",
    "error": "the error screen shown instead of a crash",
    "table_demo": "a bare battle map under the camera",
}


def scene_names() -> list[str]:
    """Names render_scene accepts."""
    return list(_SCENES)


def _opener(name: str) -> Callable:
    """A function ctx -> scene to push on top of the menu (None for the menu itself)."""
    from tabletop.ui.scenes.error import ErrorScene
    from tabletop.ui.scenes.load_game import LoadScene
    from tabletop.ui.scenes.necromolds_setup import NecromoldsSetupScene
    from tabletop.ui.scenes.not_playable import NotPlayableScene
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.scenes.table_demo import TableScene

    return {
        "menu": None,
        "necromolds_setup": NecromoldsSetupScene,
        "not_playable": lambda ctx: NotPlayableScene(ctx, "rise"),
        "not_playable_corp": lambda ctx: NotPlayableScene(ctx, "corp"),
        "load": LoadScene,
        "settings": SettingsScene,
        "error": lambda ctx: ErrorScene(ctx, "example", "RuntimeError: an example of what went wrong"),
        "table_demo": TableScene,
    }[name]


def render_scene(scene: str, out: pathlib.Path, size: tuple[int, int] = (1280, 800)) -> None:
    """Render scene `scene` at `size` without a display and write it to `out` as a PNG (atomically)."""
    if scene not in _SCENES:
        raise ValueError(f"unknown scene {scene!r}; known scenes: {', '.join(scene_names())}")
    # Must be set before pygame.display is initialised; respect a caller's own choice.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scene import push

    app = App(size=size, read_settings=False)  # screenshots look the same whatever the user set
    try:
        opener = _opener(scene)
        if opener is not None:
            app.stack.apply(push(opener(app.ctx)))
        # pygame_gui builds some widget images lazily: let it run a few frames first.
        for _ in range(3):
            app.step(1 / 60)
        out = pathlib.Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_name(out.name + ".tmp")
        with open(tmp, "wb") as fh:
            pygame.image.save(app.window, fh, "png")  # a file object: the name hint picks PNG
        os.replace(tmp, out)
    finally:
        app.close()


def scenario_games() -> list[str]:
    """Games whose scenarios render_scenario knows."""
    return ["necromolds"]


def render_scenario(game: str, name: str, out: pathlib.Path, size: tuple[int, int] = (1280, 800)) -> None:
    """Render scenario `name` of `game` (levels/<game>/scenarios/NAME.toml) headless to a PNG."""
    if game not in scenario_games():
        raise ValueError(f"no scenarios for game {game!r}; known: {', '.join(scenario_games())}")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.scene import push

    scenarios.load(name)  # an unknown name fails before a window is made
    app = App(size=size, read_settings=False)
    try:
        scene, scenario = scenarios.build(app.ctx, name)
        app.stack.apply(push(scene))
        for _ in range(max(3, scenario.overlay.frames)):
            app.step(1 / 60)
        out = pathlib.Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_name(out.name + ".tmp")
        with open(tmp, "wb") as fh:
            pygame.image.save(app.window, fh, "png")
        os.replace(tmp, out)
    finally:
        app.close()
