"""Issue 26, "an interface that scales": the UI scale and large-text settings, validated when read,
flowing from layout.ui_scale into every screen, applied at once without a restart."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ui import layout, palette
from tabletop.ui.settings_store import Settings, load_settings, save_settings


@pytest.fixture(autouse=True)
def _default_looks():
    """Each test starts and ends with the defaults (the preferences are the process's)."""
    layout.set_preferences(100, False)
    palette.set_palette("standard")
    yield
    layout.set_preferences(100, False)
    palette.set_palette("standard")


def test_the_looks_round_trip(tmp_path):
    path = tmp_path / "settings.toml"
    chosen = Settings(ui_scale=175, large_text=True, palette="high_contrast")
    save_settings(path, chosen)
    assert load_settings(path) == (chosen, None)


@pytest.mark.parametrize(
    "line",
    ["ui_scale = 130", 'ui_scale = "150"', "ui_scale = true", "ui_scale = 1.5", "large_text = 1", 'palette = "neon"'],
)
def test_a_bad_look_falls_back_to_the_defaults_with_one_message(tmp_path, line):
    """The bad value goes back to its default; the good one beside it (show_fps) is kept."""
    path = tmp_path / "settings.toml"
    path.write_text(f"show_fps = true\n{line}\n", encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings(show_fps=True)
    assert problem is not None  # one message: what, why, where the file went
    assert line.split(" = ")[0] in problem
    assert path.with_name("settings.toml.broken").exists()  # nothing lost


def test_ui_scale_is_the_windows_times_the_players():
    """100 % is the window's own fit (as before); a larger scale grows everything by as much as the
    window leaves LEAST_ROOM of the design (1024x640): 1920x1080 at 150 % draws the design at 1.6875
    (its height holds it), 1280x800 at 1.25."""
    room_w, room_h = layout.LEAST_ROOM
    assert (room_w, room_h) == (1024, 640)
    assert layout.ui_scale((1920, 1080)) == pytest.approx(1.35)
    layout.set_preferences(125, False)
    assert layout.ui_scale((1920, 1080)) == pytest.approx(1080 / room_h)  # 1.6875 wanted, 1.6875 of room
    assert layout.ui_scale((2560, 1600)) == pytest.approx(2.5)
    assert layout.ui_scale((3000, 1000)) == pytest.approx(1000 / room_h)  # a wide window: its height holds it
    assert layout.ui_scale((1280, 800)) == pytest.approx(1.25)
    layout.set_preferences(150, False)
    assert layout.ui_scale((1920, 1080)) == pytest.approx(1080 / room_h)
    assert layout.ui_scale((2560, 1440)) == pytest.approx(1440 / room_h)
    assert layout.ui_scale((1280, 800)) == pytest.approx(1280 / room_w)  # the room 1280x800 has
    for size in ((1280, 800), (1920, 1080), (2560, 1440), (1024, 640), (3840, 2160)):
        s = layout.ui_scale(size)
        assert s >= layout.window_scale(size)  # never smaller than 100 %
        assert size[0] / s >= room_w - 1e-6 or s == layout.window_scale(size)
        assert size[1] / s >= room_h - 1e-6 or s == layout.window_scale(size)


def test_large_text_is_a_step_more_and_held_by_a_little_less_room():
    """Large text keeps LARGE_TEXT_ROOM of the least room (r26: where the room held the scale, Large text
    made nothing larger): at 200 % it still draws more than without it, and no more than that room allows."""
    keep = layout.LARGE_TEXT_ROOM
    room = min(1920 / layout.LEAST_ROOM[0], 1080 / layout.LEAST_ROOM[1])  # 1.6875
    base = layout.ui_scale((1920, 1080))
    layout.set_preferences(100, True)
    large = layout.ui_scale((1920, 1080))
    assert large == pytest.approx(min(base * layout.LARGE_TEXT, room / keep))
    assert large > base
    layout.set_preferences(200, False)
    held = layout.ui_scale((1920, 1080))
    assert held == pytest.approx(room)
    layout.set_preferences(200, True)
    large = layout.ui_scale((1920, 1080))
    assert large == pytest.approx(room / keep) and large > held  # a step more, within its room


def test_a_changed_scale_is_applied_at_once(tmp_path, monkeypatch):
    """The Settings screen's UI scale: the theme's fonts and the screen's widgets grow on the next frame."""
    monkeypatch.setattr("tabletop.paths.settings_path", lambda: tmp_path / "settings.toml")
    from tabletop.ui import screenshot
    from tabletop.ui.scenes.settings import SettingsScene

    with screenshot.shown((1920, 1080), lambda ctx: (SettingsScene(ctx), 3)) as app:
        before_scale = app.manager.text_scale
        before = app.stack.top.root.get_relative_rect().height
        app.ctx.request_settings(dataclasses.replace(app.ctx.settings, ui_scale=150))
        app.step(1 / 60)
        assert app.manager.text_scale > before_scale
        assert app.ctx.manager is app.manager and app.stack.top.root is not None
        assert layout.preferences() == (150, False)
        assert app.ctx.settings.ui_scale == 150
        assert (tmp_path / "settings.toml").read_text().count("ui_scale = 150") == 1
        # the panel and its rows are laid out again for the bigger scale
        assert app.stack.top.root.get_relative_rect().height >= before
    assert layout.preferences() == (100, False)  # a closed app leaves the defaults to the next


def test_a_changed_palette_repaints_the_seats():
    """High contrast: a table opened after the change paints its seats in it."""
    from tabletop.ui import screenshot

    with screenshot.shown(
        (1280, 800), screenshot._scenario_maker("corp", "teams_late"), palette="high_contrast"
    ) as app:
        assert app.stack.top.colours[0] == palette.colour("red", "high_contrast")
    with screenshot.shown((1280, 800), screenshot._scenario_maker("corp", "teams_late")) as app:
        assert app.stack.top.colours[0] == palette.colour("red", "standard")
