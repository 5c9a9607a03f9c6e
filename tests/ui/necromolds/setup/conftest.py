"""Set-up screen tests run headless: dummy video and audio, and a throwaway user folder per test."""

from __future__ import annotations

# SDL's dummy drivers and the per-test user folder (user_home) come from tests/conftest.py.
import pytest

AMBER, MOSS = (240, 172, 76), (118, 146, 84)
PURPLE, BLUE = (150, 96, 196), (110, 160, 200)


@pytest.fixture
def app(user_home):
    """A headless App on the main menu at 1280x800, closed after the test."""
    from tabletop.ui.app import App

    a = App(size=(1280, 800), read_settings=False)
    from tabletop.ui.persist import autosave_in_background

    autosave_in_background(False)  # headless app tests read the autosave at once (the thread: test_autosave_thread)
    a.step()
    yield a
    errors = a.errors
    a.close()
    assert errors == 0, (user_home / "tabletop.log").read_text()


def new_session(bots=(1,), seed=5, mode="standard", map="twins_vale", players=2, **settings):
    """An autosaved session as Start makes it (with 3-4 players, `players` and a colour each)."""
    from tabletop.ui.necromolds import flow

    data = {"mode": mode, "map": map, **settings}
    if players != 2:
        data["players"] = players
    return flow.start_session(data, set(bots), [AMBER, MOSS, PURPLE, BLUE][:players], seed=seed)


def open_game(app, session, frames=2):
    """Push the game screen for `session` over the menu (at the step its phase asks for) and run a few frames."""
    from tabletop.ui.necromolds import flow
    from tabletop.ui.scene import push

    app.stack.apply(push(flow.scene_for_session(app.ctx, session)))
    for _ in range(frames):
        app.step()
    return app.stack.top


def steps(app, n=1, dt=1 / 60):
    """Run n frames of dt seconds."""
    for _ in range(n):
        app.step(dt)


def post(app, *events, frames=1):
    """Post pygame events (type, attributes) and run frames."""
    import pygame

    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, **attrs))
    steps(app, frames)


def click(app, pos, frames=2):
    """A left click at pos."""
    import pygame

    post(
        app,
        (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}),
        frames=frames,
    )


def drag(app, start, end, between=(), frames=1):
    """Press at start, move to end, optionally post events while held, release at end."""
    import pygame

    post(
        app,
        (pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1}),
        (
            pygame.MOUSEMOTION,
            {"pos": ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), "rel": (1, 1), "buttons": (1, 0, 0)},
        ),
        (pygame.MOUSEMOTION, {"pos": end, "rel": (1, 1), "buttons": (1, 0, 0)}),
    )
    for ev in between:
        post(app, ev)
    post(app, (pygame.MOUSEBUTTONUP, {"pos": end, "button": 1}), frames=frames)


def press_button(app, button, frames=2):
    """Click the centre of a pygame_gui button."""
    click(app, button.rect.center, frames=frames)


def finish_bots(app):
    """Let every bot step that is due happen now (no pacing), then run a frame."""
    top = app.stack.top
    if getattr(top, "step", None) is not None:
        top.step.settle()  # the roll-off dice have landed
    if getattr(top, "driver", None) is not None:
        top.driver.run_until_human()
    steps(app, 2)
    return app.stack.top


def notice(scene):
    """The message in the set-up header now (the game screen's last message, a refusal in the engine's
    words), or None."""
    return scene.toast[0] if scene.toast is not None else None
