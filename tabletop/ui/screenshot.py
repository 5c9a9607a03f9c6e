"""Render a named scene, or a game's named scenario, headless to a PNG (for docs, reviews and visual checks).

The scenes are the app's own screens plus, for every game in the registry, its new-game
screen ("<game>_setup") and the other screens its spec names, and, for every game the catalogue
lists as not playable yet, its "soon" screen. Scenarios are found through the registry too (`tabletop.ui.registry`).
"""

from __future__ import annotations

import contextlib
import os
import pathlib
from collections.abc import Callable


def _headless() -> None:
    """Dummy video and audio unless the caller chose otherwise (before pygame opens a display)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _scenes() -> dict[str, tuple[str, Callable | None]]:
    """name -> (what the scene is, ctx -> scene to push over the menu; None for the menu itself)."""
    _headless()
    from tabletop.ui import registry
    from tabletop.ui.games_info import GAMES
    from tabletop.ui.scenes.error import ErrorScene
    from tabletop.ui.scenes.load_game import LoadScene
    from tabletop.ui.scenes.not_playable import NotPlayableScene
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.tutorial.learn import LearnScene

    scenes: dict[str, tuple[str, Callable | None]] = {"menu": ("the main menu", None)}
    for game in registry.ui_games():
        scenes[f"{game}_setup"] = (
            f"{registry.title(game)} set-up",
            lambda ctx, game=game: registry.new_game_scene(ctx, game),
        )
    waiting = [key for key in GAMES if not registry.playable(key)]
    for i, key in enumerate(waiting):
        name = "not_playable" if i == 0 else f"not_playable_{key}"
        scenes[name] = (f"{registry.title(key)}, not playable yet", lambda ctx, key=key: NotPlayableScene(ctx, key))
    scenes["load"] = ("the Load game screen", LoadScene)
    scenes["learn"] = ("Learn to play: every game's tutorials", LearnScene)
    scenes["settings"] = ("the Settings screen", SettingsScene)
    scenes["error"] = (
        "the error screen shown instead of a crash",
        lambda ctx: ErrorScene(ctx, "example", "RuntimeError: an example of what went wrong"),
    )
    for name, (what, opener) in registry.extra_scenes().items():
        scenes.setdefault(name, (what, opener))
    return scenes


def scene_names() -> list[str]:
    """Names render_scene accepts."""
    return list(_scenes())


def scene_list() -> list[tuple[str, str]]:
    """(name, what it shows) of every scene render_scene accepts."""
    return [(name, what) for name, (what, _opener) in _scenes().items()]


def scenario_games() -> list[str]:
    """Games whose scenarios render_scenario knows (every registered game that has scenarios)."""
    from tabletop.ui import registry

    return registry.scenario_games()


def scenario_names(game: str) -> list[str]:
    """The scenarios of `game` (ValueError naming the games that have some, for any other)."""
    from tabletop.ui import registry

    return registry.scenario_names(game)


@contextlib.contextmanager
def shown(size: tuple[int, int], make: Callable, **looks):
    """A headless app with what `make(ctx)` returns ((scene or None, frames)) pushed and its frames run;
    closed on leaving (the screenshot and the tests that read a frame open it the same way). `looks`:
    settings of how it looks (ui_scale=150, large_text=True, palette="high_contrast")."""
    _headless()
    from tabletop.ui.app import App
    from tabletop.ui.scene import push

    app = App(size=size, read_settings=False, overrides=looks)  # the same whatever the user set
    try:
        scene, frames = make(app.ctx)
        if scene is not None:
            app.stack.apply(push(scene))
        # pygame_gui builds some widget images lazily: let it run a few frames first.
        for _ in range(max(3, frames)):
            app.step(1 / 60)
        yield app
    finally:
        app.close()


def _surface(size: tuple[int, int], make: Callable, **looks):
    """A copy of the window's last frame (a pygame Surface) of `shown(size, make, **looks)`."""
    with shown(size, make, **looks) as app:
        return app.window.copy()


def _render(out: pathlib.Path, size: tuple[int, int], make: Callable, **looks) -> None:
    """The frame `_surface` makes, written to `out` as a PNG atomically."""
    import pygame

    image = _surface(size, make, **looks)
    out = pathlib.Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    with open(tmp, "wb") as fh:
        pygame.image.save(image, fh, "png")  # a file object: the name hint picks PNG
    os.replace(tmp, out)


def render_scene(scene: str, out: pathlib.Path, size: tuple[int, int] = (1280, 800), **looks) -> None:
    """Render scene `scene` at `size` without a display and write it to `out` as a PNG (atomically)."""
    scenes = _scenes()
    if scene not in scenes:
        raise ValueError(f"unknown scene {scene!r}; known scenes: {', '.join(scenes)}")
    opener = scenes[scene][1]
    _render(out, size, lambda ctx: (opener(ctx) if opener is not None else None, 3), **looks)


def _scenario_maker(game: str, name: str) -> Callable:
    from tabletop.ui import registry

    known = scenario_names(game)
    if name not in known:  # an unknown name fails before a window is made
        raise ValueError(f"unknown scenario {name!r} of {game}; known scenarios: {', '.join(known)}")
    return lambda ctx: registry.scenario_shot(ctx, game, name)


def render_scenario(game: str, name: str, out: pathlib.Path, size: tuple[int, int] = (1280, 800), **looks) -> None:
    """Render scenario `name` of `game` (found through the registry) headless to a PNG."""
    _render(out, size, _scenario_maker(game, name), **looks)


def scenario_surface(game: str, name: str, size: tuple[int, int] = (1280, 800), **looks):
    """The frame render_scenario would write, as a pygame Surface (no PNG to encode and read back)."""
    return _surface(size, _scenario_maker(game, name), **looks)
