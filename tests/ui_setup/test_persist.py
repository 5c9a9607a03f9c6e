"""Saving, loading and the autosave: written after every action, resumed from the menu, never a crash."""
from __future__ import annotations

import json
import os

import pytest

from tabletop import paths
from tabletop.core.protocol import fingerprint
from tabletop.core.save import read_save
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.layout import centre
from tabletop.ui.necromolds import persist
from tabletop.ui.scenes.menu import resume_layout
from tests.ui_setup.conftest import click, new_session, steps


def play_some(session, n=3):
    """Place terrain with the rules' own suggestions for a few actions."""
    for _ in range(n):
        seat = session.game.to_act(session.state)[0]
        session.submit(session.game.legal_actions(session.state, seat)[0])


def test_the_rules_ignore_the_ui_settings():
    game = get_game("necromolds")
    plain = Session(game, {"mode": "standard", "map": "twins_vale"}, 9)
    with_ui = Session(game, {"mode": "standard", "map": "twins_vale", "ui": {"bots": [1], "colours": [[1, 2, 3], [4, 5, 6]]}}, 9)
    assert game.snapshot(plain.state) == game.snapshot(with_ui.state)


def test_autosave_after_every_action_and_replay_reproduces_the_state():
    session = new_session(seed=11)
    assert read_save(paths.autosave_path()).actions == []  # written as soon as the game starts
    for n in range(1, 4):
        play_some(session, 1)
        data = read_save(paths.autosave_path())
        assert len(data.actions) == n
    again = persist.load_game(paths.autosave_path())
    assert fingerprint(again.game.snapshot(again.state)) == fingerprint(session.game.snapshot(session.state))
    assert persist.seats_and_colours(again) == ({1}, [(240, 172, 76), (118, 146, 84)])


def test_attaching_twice_autosaves_once():
    session = new_session()
    persist.attach_autosave(session)
    assert session.listeners.count(persist._autosave_listener) == 1


def test_a_crash_while_writing_leaves_the_last_autosave_whole(monkeypatch):
    session = new_session(seed=11)
    play_some(session, 2)
    good = paths.autosave_path().read_text()

    def crash(*_a, **_k):
        raise OSError("power cut")

    monkeypatch.setattr("tabletop.core.save.os.replace", crash)
    play_some(session, 1)  # the autosave fails: reported in the log, the game goes on
    assert len(session.actions) == 3
    assert paths.autosave_path().read_text() == good
    assert len(read_save(paths.autosave_path()).actions) == 2
    assert not list(paths.autosave_path().parent.glob("autosave.json.*.tmp"))


def test_save_game_names_and_writes_into_the_saves_folder():
    session = new_session()
    play_some(session, 1)
    path = persist.save_game(session)
    assert path.parent == paths.saves_dir() and path.name.startswith("necromolds-")
    named = persist.save_game(session, "my ../ battle")
    assert named == paths.saves_dir() / "my-.-battle.json"
    assert len(read_save(named).actions) == 1


def test_menu_offers_resume_and_resume_reproduces_the_state(app):
    session = new_session(seed=11)
    play_some(session, 2)
    want = fingerprint(session.game.snapshot(session.state))
    menu = app.stack.top
    menu.refresh()
    steps(app, 1)
    assert "resume" in menu.buttons and menu.buttons["resume"].text == "Resume your last game"
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    top = app.stack.top
    assert top.name == "necromolds_terrain"
    assert fingerprint(top.session.game.snapshot(top.session.state)) == want
    assert top.bots == {1}
    # Playing on keeps autosaving the resumed game.
    top.driver.run_until_human()
    assert len(read_save(paths.autosave_path()).actions) == len(top.session.actions) >= 3


def test_no_resume_without_an_autosave_or_for_a_finished_game(app):
    assert "resume" not in app.stack.top.buttons
    session = new_session()
    data = session.to_save()
    data.snapshot["phase"] = "over"
    from tabletop.core.save import write_save

    write_save(paths.autosave_path(), data)
    assert persist.autosave_status().kind == "finished"
    app.stack.top.refresh()
    assert "resume" not in app.stack.top.buttons


@pytest.mark.parametrize("content", ['{"version": 1, "game": "necro', "", "\x00\x01binary"])
def test_a_corrupt_autosave_shows_its_message_and_can_be_discarded(app, content):
    paths.autosave_path().write_text(content)
    menu = app.stack.top
    menu.refresh()
    steps(app, 1)
    assert menu.autosave.kind == "broken" and "autosave.json" in menu.autosave.message
    click(app, centre(resume_layout(app.ctx.size)["why"]))
    assert app.stack.top is menu and menu.message is not None
    assert "autosave.json" in menu.message_text
    steps(app, 1)
    menu._close_message()
    click(app, centre(resume_layout(app.ctx.size)["discard"]))
    assert not paths.autosave_path().exists()
    assert menu.autosave.kind == "none" and "resume" not in menu.buttons


def test_an_autosave_that_no_longer_replays_is_reported_on_resume(app):
    session = new_session(seed=11)
    play_some(session, 1)
    doc = json.loads(paths.autosave_path().read_text())
    doc["actions"].append({"type": "mold", "seat": 0, "book": "cragmaw", "size": 0})  # not legal in the terrain step
    doc["fingerprint"] = None
    paths.autosave_path().write_text(json.dumps(doc))
    menu = app.stack.top
    menu.refresh()
    assert menu.autosave.kind == "ok"
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    assert app.stack.top is menu
    assert "actions[1] does not replay" in menu.message_text
    assert menu.autosave.kind == "broken" and "discard" in menu.buttons


def test_load_screen_opens_a_necromolds_save_at_its_phase(app):
    from tabletop.ui.scene import push
    from tabletop.ui.scenes.load_game import LoadScene

    session = new_session(seed=11)
    play_some(session, 3)  # terrain done: the army step
    path = persist.save_game(session, "to-load")
    os.remove(paths.autosave_path())
    app.stack.apply(push(LoadScene(app.ctx)))
    scene = app.stack.top
    scene.choose(path)
    click(app, scene.load_button.rect.center)
    top = app.stack.top
    assert top.name == "necromolds_army"
    assert len(top.session.actions) == 3
    assert paths.autosave_path().exists()  # the loaded game is autosaved from now on


def test_load_screen_reports_a_save_that_no_longer_replays(app):
    from tabletop.ui.scene import push
    from tabletop.ui.scenes.load_game import LoadScene

    session = new_session(seed=11)
    path = persist.save_game(session, "bad")
    doc = json.loads(path.read_text())
    doc["actions"] = [{"type": "deploy", "seat": 0, "monster": "nobody", "x": 1, "y": 1}]
    doc["fingerprint"] = None
    path.write_text(json.dumps(doc))
    app.stack.apply(push(LoadScene(app.ctx)))
    scene = app.stack.top
    scene.choose(path)
    click(app, scene.load_button.rect.center)
    assert app.stack.top is scene
    assert "bad.json" in scene.message_text and "does not replay" in scene.message_text


def test_save_button_on_a_setup_screen(app):
    from tests.ui_setup.conftest import open_game, press_button

    session = new_session()
    scene = open_game(app, session)
    press_button(app, next(b for b in scene._actions if b.text == "Save"))
    assert scene.message_text.startswith("Saved as necromolds-")
    assert len(list(paths.saves_dir().glob("necromolds-*.json"))) == 1
    # Menu goes back to the menu, which now offers to resume.
    scene._close_message()
    press_button(app, next(b for b in scene._actions if b.text == "Menu"))
    assert app.stack.top.name == "menu" and "resume" in app.stack.top.buttons


def test_the_save_format_of_the_two_player_game_is_unchanged():
    """settings["ui"] keeps its shape (bots, one colour per seat), so older saves and autosaves load."""
    new_session(seed=11)
    assert read_save(paths.autosave_path()).settings["ui"] == {"bots": [1], "colours": [[240, 172, 76], [118, 146, 84]]}


def test_an_autosave_written_by_the_earlier_version_resumes(app):
    """An autosave as the app wrote it before the registry (no snapshot check, two seats' colours)."""
    paths.autosave_path().write_text(json.dumps({
        "version": 1, "game": "necromolds", "seed": 7, "actions": [], "snapshot": {"phase": "terrain"},
        "fingerprint": None,
        "settings": {"mode": "standard", "map": "twins_vale", "ui": {"bots": [0], "colours": [[1, 2, 3], [4, 5, 6]]}},
    }))
    menu = app.stack.top
    menu.refresh()
    steps(app, 1)
    assert menu.autosave.kind == "ok" and menu.autosave.game == "necromolds"
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    top = app.stack.top
    assert top.name == "necromolds_terrain" and top.bots == {0}
    assert persist.seats_and_colours(top.session) == ({0}, [(1, 2, 3), (4, 5, 6)])
