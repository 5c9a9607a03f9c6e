"""Settings: TOML round trip, a broken file set aside with a message, and the Settings screen."""

from __future__ import annotations

import tomllib

import pytest

from tabletop import paths
from tabletop.ui.layout import centre, menu_layout
from tabletop.ui.settings_store import Settings, dumps_toml, load_settings, save_settings
from tests.ui.conftest import post_click, press


def test_round_trip(tmp_path):
    path = tmp_path / "settings.toml"
    s = Settings(fullscreen=True, window_width=1600, window_height=1000, animation_speed=0.5, show_fps=True)
    save_settings(path, s)
    loaded, problem = load_settings(path)
    assert problem is None and loaded == s
    assert not path.with_name("settings.toml.tmp").exists()


def test_missing_file_gives_defaults(tmp_path):
    assert load_settings(tmp_path / "nope.toml") == (Settings(), None)


def test_toml_writer_escapes_and_types():
    doc = {
        "name": 'say "hi"\\ \n\tend\x01',
        "n": 3,
        "x": 2.0,
        "big": 1e300,
        "inf": float("inf"),
        "on": False,
        "odd key": 1,
    }
    assert tomllib.loads(dumps_toml(doc)) == doc
    with pytest.raises(TypeError):
        dumps_toml({"bad": [1, 2]})


@pytest.mark.parametrize(
    "text, field",
    [
        ("fullscreen = tru", "not valid TOML"),
        ("fullscreen = 1", "fullscreen"),
        ('window_width = "wide"', "window_width"),
        ("window_height = 10", "window_height"),
        ("animation_speed = -1.0", "animation_speed"),
        ("show_fps = 3", "show_fps"),
    ],
)
def test_broken_file_falls_back_and_is_kept_aside(tmp_path, text, field):
    path = tmp_path / "settings.toml"
    path.write_text(text)
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem and field in problem and str(path) in problem
    aside = tmp_path / "settings.toml.broken"
    assert aside.read_text() == text  # nothing the user wrote is lost
    if field == "not valid TOML":
        assert not path.exists()
    else:  # a wrong value: the file is written again without it (the next start says nothing)
        assert load_settings(path) == (Settings(), None)
    assert str(aside) in problem


def test_one_wrong_value_costs_only_itself(tmp_path):
    """Play-test r21: a window of 99999x5 in settings.toml threw every setting away (the volume, the
    palette) for the defaults. Now only the wrong values go back to their defaults, each one is named,
    the file as it was is kept aside, and the rest is written again so the next start keeps it."""
    path = tmp_path / "settings.toml"
    text = 'window_width = 99999\nwindow_height = 5\nmaster_volume = 0.3\npalette = "high_contrast"\nshow_fps = true\n'
    path.write_text(text)
    settings, problem = load_settings(path)
    assert settings == Settings(master_volume=0.3, palette="high_contrast", show_fps=True)
    assert problem and "window_width = 99999" in problem and "window_height = 5" in problem
    assert str(path) in problem and "the others are kept" in problem
    assert (tmp_path / "settings.toml.broken").read_text() == text
    assert load_settings(path) == (settings, None)  # said once: the next start has nothing to say


@pytest.mark.parametrize("text", ["window_width = 16384", "window_height = 16384", "window_width = 8000"])
def test_a_window_larger_than_any_screen_is_refused(tmp_path, text):
    """Play-test r21: window_width = window_height = 16384 was accepted; the app opened a window of that
    size on a 1280x800 screen and grew past 6 GB of memory, drawing nothing. 8K (7680x4320) is the bound."""
    path = tmp_path / "settings.toml"
    path.write_text(text + "\n")
    settings, problem = load_settings(path)
    assert settings.window_size == (1280, 800)
    assert problem and text.split(" =")[0] in problem
    path.write_text("window_width = 7680\nwindow_height = 4320\n")
    assert load_settings(path) == (Settings(window_width=7680, window_height=4320), None)


def test_a_second_broken_file_does_not_overwrite_the_first(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("first = ")
    load_settings(path)
    path.write_text("second = ")
    load_settings(path)
    assert (tmp_path / "settings.toml.broken").read_text() == "first = "
    assert (tmp_path / "settings.toml.broken.2").read_text() == "second = "


def test_unknown_keys_are_ignored_and_missing_keys_default(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("show_fps = true\nfuture_option = 'x'\n")
    settings, problem = load_settings(path)
    assert problem is None and settings == Settings(show_fps=True)


def test_app_shows_the_message_for_a_broken_file(user_home):
    from tabletop.ui.app import App

    paths.settings_path().write_text("window_width = [")
    app = App()
    try:
        app.step()
        menu = app.stack.top
        assert menu.name == "menu" and menu.message is not None
        assert "could not be read" in menu.message_text and "settings.toml.broken" in menu.message_text
        assert (user_home / "settings.toml.broken").exists()
        assert app.ctx.size == (1280, 800)
    finally:
        app.close()


def test_app_honours_the_settings_file(user_home):
    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=1024, window_height=640, show_fps=True))
    app = App()
    try:
        app.step()
        assert app.window.get_size() == (1024, 640)
        assert app.ctx.settings.show_fps
    finally:
        app.close()


def test_settings_screen_changes_are_applied_and_saved(app):
    post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
    scene = app.stack.top
    assert scene.name == "settings"
    fps_group = next(g for g in scene._radios if g.key == "fps")  # the Show FPS row
    assert fps_group.value is False
    press(app, fps_group.button_for(True))
    assert app.ctx.settings.show_fps
    saved, problem = load_settings(paths.settings_path())
    assert problem is None and saved.show_fps
    # A new window size resizes the window and rebuilds the screen at the new size.
    app.request_settings(Settings(**{**app.ctx.settings.__dict__, "window_width": 1024, "window_height": 640}))
    app._apply_window()
    app.step()
    assert app.window.get_size() == (1024, 640) == app.ctx.size
    assert app.stack.top is scene and scene.root.rect.size == (1024, 640)
    assert load_settings(paths.settings_path())[0].window_size == (1024, 640)


def test_sound_rows_apply_and_save_at_once(app):
    """Issue 26: Sound off (mute), the two volumes and the computer's sounds, each saved and handed to
    the sound layer at once (no restart)."""
    post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
    scene = app.stack.top
    rows = {g.key: g for g in scene._radios}
    press(app, rows["mute"].button_for(True))
    assert app.ctx.settings.mute and app.ctx.sounds.muted
    press(app, rows["master"].button_for(0.25))
    press(app, rows["effects"].button_for(0.5))
    press(app, rows["computer"].button_for(False))
    assert app.ctx.sounds.master == 0.25 and app.ctx.sounds.effects == 0.5 and not app.ctx.sounds.for_computer
    saved, problem = load_settings(paths.settings_path())
    assert problem is None
    assert (saved.mute, saved.master_volume, saved.effects_volume, saved.sound_for_computer) == (True, 0.25, 0.5, False)


@pytest.mark.parametrize("device", [True, False])
def test_the_sound_row_says_when_no_audio_device_could_open(app, monkeypatch, device):
    """Play-test: with no audio device the Sound row said "On" while the game stayed silent; its label now
    says there is no device (and only then)."""
    from tabletop.ui.scenes.settings import NO_DEVICE

    monkeypatch.setattr(app.ctx.sounds, "audible", lambda: device)
    post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
    texts = [getattr(e, "text", "") for e in app.stack.top.root.elements]
    assert (NO_DEVICE in texts) is (not device) and ("Sound" in texts) is device


def test_the_window_size_row_shows_the_size_the_window_has(user_home):
    """Play-test r19 (prise 15): the Window size list said 1280 × 800 while the window was 960x600 (the
    saved size was 1280x800, the run's another): it shows the window's own size."""
    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=1280, window_height=800))
    app = App(size=(960, 600))
    try:
        app.step()
        assert app.ctx.settings.window_size == (1280, 800) and app.ctx.size == (960, 600)
        post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
        scene = app.stack.top
        assert scene.name == "settings"
        assert scene.size_menu.selected_option[0] == "960 × 600"
    finally:
        app.close()


def _choose_size(app, text: str) -> None:
    """Pick a size in the Settings screen's Window size list, as a click on it sends it."""
    import pygame
    import pygame_gui

    scene = app.stack.top
    assert scene.name == "settings"
    assert text in [o if isinstance(o, str) else o[0] for o in scene.size_menu.options_list]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.size_menu, text=text))
    app.step()
    app.step()


def test_choosing_the_saved_size_resizes_a_window_of_another_size(user_home):
    """Play-test r20 (fcorp 7): in a run started with --size 960x600 (saved: 1280x800), choosing
    1280 × 800 in the Window size list changed no setting, so the window stayed 960x600. The window
    takes the size chosen; a size chosen later and then the saved one again are each taken too (the
    saved size went back to the run's 960x600)."""
    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=1024, window_height=640))
    app = App(size=(960, 600))
    try:
        app.step()
        post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
        _choose_size(app, "1024 × 640")  # the saved size: no setting changes
        assert app.window.get_size() == (1024, 640) == app.ctx.size
        _choose_size(app, "1280 × 800")
        assert app.window.get_size() == (1280, 800) == app.ctx.size
        _choose_size(app, "1024 × 640")
        assert app.window.get_size() == (1024, 640) == app.ctx.size
        assert load_settings(paths.settings_path())[0].window_size == (1024, 640)
    finally:
        app.close()


def test_choosing_the_saved_size_resizes_a_dragged_window(app):
    """The window dragged to another size (no --size): choosing the saved size in the list resizes it."""
    import pygame

    assert app.ctx.settings.window_size == (1280, 800)
    pygame.display.set_mode((1100, 700), pygame.RESIZABLE)  # what the window manager does on a drag
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    app.step()
    assert app.ctx.size == (1100, 700)
    post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
    _choose_size(app, "1280 × 800")
    assert app.window.get_size() == (1280, 800) == app.ctx.size


def test_a_damaged_file_keeps_its_window_size(user_home):
    """Play-test r21: a settings file with any wrong value opened the default window size for the run
    (and the next save from Settings wrote it), though its window size was good. Only a wrong window
    size goes back to the default."""
    from tabletop.ui.app import App

    paths.settings_path().write_text('window_width = 1024\nwindow_height = 640\npalette = "nope"\n')
    app = App()
    try:
        app.step()
        assert app.stack.top.message is not None and "palette" in app.stack.top.message_text
        assert app.window.get_size() == (1024, 640) == app.ctx.size
        post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
        press(app, next(g for g in app.stack.top._radios if g.key == "fps").button_for(True))
        saved, problem = load_settings(paths.settings_path())
        assert problem is None and saved.show_fps and saved.window_size == (1024, 640)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_settings_message_shows_its_whole_text(user_home, size):
    """Play-test r21: the message about a damaged settings file (4-5 lines) needed scrolling in its small
    box to show "The file was kept as ...". The box grows to its text: no scroll bar, all on the screen."""
    import pygame

    from tabletop.ui.app import App

    paths.settings_path().write_text('window_width = 99999\npalette = "nope"\nmaster_volume = 7.5\n')
    app = App(size=size)
    try:
        app.step()
        menu = app.stack.top
        message = menu.message
        assert message is not None and "The file was kept as" in menu.message_text
        box = message.text_block
        assert box.scroll_bar is None
        assert box.text_box_layout.layout_rect.height <= box.text_wrap_rect.height
        assert pygame.Rect((0, 0), size).contains(message.rect)
        assert pygame.Rect(message.rect).contains(message.dismiss_button.rect)
    finally:
        app.close()


def test_a_short_message_keeps_its_size(app):
    """A one-line message is not shrunk below the usual box (nor grown)."""
    from tabletop.ui.layout import ui_scale

    menu = app.stack.top
    menu.show_message("Saved", "Your game was saved.")
    assert menu.message.text_block.scroll_bar is None
    assert menu.message.rect.height >= int(250 * ui_scale(app.ctx.size))


def test_request_settings_is_typed_with_resize(user_home):
    """r21 added `resize` to the app's request_settings; the Context's type (and its stand-in without an
    app) took one argument, so the Settings screen hid it from mypy and the stand-in refused it."""
    import inspect
    import typing

    from tabletop.ui.context import Context

    hint = typing.get_type_hints(Context)["request_settings"]
    assert "resize" in inspect.signature(hint.__call__).parameters
    ctx = Context(manager=None, size=(1280, 800), settings=Settings(), settings_path=None, log_path=None)  # type: ignore[arg-type]
    assert ctx.request_settings(Settings(), resize=True) is None


def test_the_window_sizes_are_listed_in_order_from_the_smallest(user_home):
    """Play-test r21 (corpfix 7): a run's own size that is not a listed one ("1100 × 700") came last,
    after 1920 × 1200, and 960 × 600 (the smallest size laid out) could not be chosen."""
    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=1280, window_height=800))
    app = App(size=(1100, 700))
    try:
        app.step()
        post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
        scene = app.stack.top
        texts = [o if isinstance(o, str) else o[0] for o in scene.size_menu.options_list]
        sizes = [tuple(int(n) for n in t.split(" × ")) for t in texts]
        assert sizes == sorted(sizes) and len(set(sizes)) == len(sizes)
        assert sizes[0] == (960, 600) and (1100, 700) in sizes and sizes[-1] == (1920, 1200)
        assert scene.size_menu.selected_option[0] == "1100 × 700"
        _choose_size(app, "960 × 600")
        assert app.window.get_size() == (960, 600) == app.ctx.size
        assert load_settings(paths.settings_path())[0].window_size == (960, 600)
        texts = [o if isinstance(o, str) else o[0] for o in app.stack.top.size_menu.options_list]
        assert texts.count("960 × 600") == 1 and "1100 × 700" not in texts  # the run's size is gone with it
    finally:
        app.close()


def test_a_file_broken_by_one_hand_typed_line_keeps_the_others(tmp_path):
    """Play-test r25: a settings file edited by hand with one line TOML cannot read (or a setting
    added again below the old one) threw every setting away, Large text and the high-contrast colours
    with it. Now it is read line by line: the line that cannot be read and a setting given twice are
    named (each such setting back to its default), the others are kept and the file written again."""
    path = tmp_path / "settings.toml"
    text = (
        "# Necro Tabletop settings\n"
        "large_text = true\n"
        'palette = "high_contrast"\n'
        "show_fps = false\n"
        "master_volume = 0.3\n"
        "show_fps = true\n"
        "ui_scale = 150%\n"
    )
    path.write_text(text)
    settings, problem = load_settings(path)
    assert settings == Settings(large_text=True, palette="high_contrast", master_volume=0.3)
    assert problem is not None and str(path) in problem and "the others are kept" in problem
    assert "line 7, 'ui_scale = 150%'" in problem
    assert "show_fps is set on lines 4, 6: expected once" in problem
    assert (tmp_path / "settings.toml.broken").read_text() == text  # nothing the player wrote is lost
    assert load_settings(path) == (settings, None)  # written again: the next start says nothing


def test_a_file_with_nothing_of_the_settings_in_it_gives_the_defaults(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("this is not\na settings file = = at all\n[[[\n")
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem is not None and "could not be read, so the defaults are used" in problem


def _dismiss_and_size_list(large_text: bool, size=(1280, 800)):
    """(the Dismiss button, its font's point size, the message, the Window size list's point size) on the
    Settings screen with a message up."""
    from tabletop.ui.app import App
    from tabletop.ui.scenes.settings import SettingsScene

    app = App(size=size, overrides={"large_text": large_text})
    try:
        app.step()
        app.stack.push(SettingsScene(app.ctx))
        app.step()
        scene = app.stack.top
        scene.show_message("Window size", "The window size chosen does not fit on this screen.")
        app.step()
        button = scene.message.dismiss_button
        listed = scene.size_menu.menu_states["closed"].selected_option_button
        return (
            button.font.point_size,
            button.font.get_rect("Dismiss").size,
            button.rect.copy(),
            scene.message.text_block.rect.copy(),
            listed.font.point_size,
        )
    finally:
        app.close()


def test_large_text_enlarges_a_message_s_dismiss_and_the_window_size_list(user_home):
    """Play-test r25: with Large text on, a message's Dismiss button kept its 14 px text (the theme left it
    unscaled, as pygame_gui makes the button 24 px tall). Its text grows with Large text like the message's
    own, the button holds it, and the message's text stays above the button. The Window size list's text
    grows too (its theme font is scaled with the rest)."""
    plain, _text, _button, _box, plain_list = _dismiss_and_size_list(False)
    large, (text_w, text_h), button, box, large_list = _dismiss_and_size_list(True)
    assert large > plain and large_list > plain_list
    assert button.width >= text_w + 16 and button.height >= text_h + 8
    assert box.bottom <= button.top
    # never smaller than its design size where the window makes the text smaller (960x600)
    small = _dismiss_and_size_list(False, (960, 600))
    assert small[0] >= plain
