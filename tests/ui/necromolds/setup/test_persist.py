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
from tabletop.ui import palette
from tabletop.ui.layout import centre
from tabletop.ui.necromolds import persist
from tabletop.ui.scenes.menu import resume_layout
from tests.ui.necromolds.setup.conftest import click, new_session, steps


def play_some(session, n=3):
    """Place terrain with the rules' own suggestions for a few actions."""
    for _ in range(n):
        seat = session.game.to_act(session.state)[0]
        session.submit(session.game.legal_actions(session.state, seat)[0])


def test_the_rules_ignore_the_ui_settings():
    game = get_game("necromolds")
    plain = Session(game, {"mode": "standard", "map": "twins_vale"}, 9)
    with_ui = Session(
        game, {"mode": "standard", "map": "twins_vale", "ui": {"bots": [1], "colours": [[1, 2, 3], [4, 5, 6]]}}, 9
    )
    assert game.snapshot(plain.state) == game.snapshot(with_ui.state)


def test_autosave_after_every_action_and_replay_reproduces_the_state():
    session = new_session(seed=11)
    assert read_save(paths.autosave_path("necromolds")).actions == []  # written as soon as the game starts
    for n in range(1, 4):
        play_some(session, 1)
        data = read_save(paths.autosave_path("necromolds"))
        assert len(data.actions) == n
    again = persist.load_game(paths.autosave_path("necromolds"))
    assert fingerprint(again.game.snapshot(again.state)) == fingerprint(session.game.snapshot(session.state))
    # the save keeps the colours it was given; they are painted as their slots of the player palette
    assert persist.seats_and_colours(again) == ({1}, [palette.colour("amber"), palette.colour("green")])


def test_attaching_twice_autosaves_once():
    session = new_session()
    persist.attach_autosave(session)
    assert session.listeners.count(persist._autosave_listener) == 1


def test_a_crash_while_writing_leaves_the_last_autosave_whole(monkeypatch):
    session = new_session(seed=11)
    play_some(session, 2)
    good = paths.autosave_path("necromolds").read_text()

    def crash(*_a, **_k):
        raise OSError("power cut")

    monkeypatch.setattr("tabletop.core.save.os.replace", crash)
    play_some(session, 1)  # the autosave fails: reported in the log, the game goes on
    assert len(session.actions) == 3
    assert paths.autosave_path("necromolds").read_text() == good
    assert len(read_save(paths.autosave_path("necromolds")).actions) == 2
    assert not list(paths.autosave_path("necromolds").parent.glob("autosave.json.*.tmp"))


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
    assert top.bot_seats == {1}
    # Playing on keeps autosaving the resumed game.
    top.driver.run_until_human()
    assert len(read_save(paths.autosave_path("necromolds")).actions) == len(top.session.actions) >= 3


def finished_game(seed=3):
    """A bot-vs-bot basic game played to the end (about a hundred actions)."""
    from tabletop.ai import get_bot
    from tabletop.core.protocol import view
    from tabletop.core.rng import RNG

    session = Session(get_game("necromolds"), {"mode": "basic", "ui": {"bots": [0, 1]}}, seed)
    bot, rng = get_bot("necromolds", "default"), RNG(seed, stream=9)
    while session.outcome() is None:
        seat = session.game.to_act(session.state)[0]
        session.submit(bot(session.game, view(session.game, session.state, seat), seat, rng))
    return session


def offers_resume(menu):
    """True when the menu shows "Resume your last game" (not the damaged autosave's "why?")."""
    button = menu.buttons.get("resume")
    return button is not None and button.text == "Resume your last game"


def write_autosave_doc(doc):
    paths.autosave_path("necromolds").write_text(json.dumps(doc))


def test_no_resume_without_an_autosave_or_for_a_finished_game(app):
    assert "resume" not in app.stack.top.buttons
    finished = finished_game()
    persist.write_autosave(finished)
    assert persist.autosave_status().kind == "finished"
    app.stack.top.refresh()
    assert "resume" not in app.stack.top.buttons


def test_resume_is_decided_from_the_replay_not_the_snapshot_written_in_the_file(app):
    """A hand-edited phase in the snapshot never makes a finished game resumable (or the reverse)."""
    menu = app.stack.top
    doc = json.loads(json.dumps(msgspec_builtins(finished_game().to_save())))
    assert doc["snapshot"]["phase"] == "over"
    # Edited with its fingerprint left: the snapshot disagrees with the replay, and the menu says so.
    doc["snapshot"]["phase"] = "round"
    write_autosave_doc(doc)
    menu.refresh()
    assert menu.autosave.kind == "broken" and not offers_resume(menu)
    assert "snapshot written in the file does not match its replay" in menu.autosave.message
    assert "'phase'" in menu.autosave.message and "'round'" in menu.autosave.message
    # Edited with no fingerprint (nothing to check against): the replay decides: the game is over.
    doc["fingerprint"] = None
    write_autosave_doc(doc)
    menu.refresh()
    assert menu.autosave.kind == "finished" and not offers_resume(menu)
    doc["snapshot"] = None
    write_autosave_doc(doc)
    assert persist.autosave_status().kind == "finished"
    # And an unfinished game whose snapshot claims it is over is still offered.
    session = new_session(seed=11)
    play_some(session, 2)
    doc = json.loads(paths.autosave_path("necromolds").read_text())
    doc["snapshot"]["phase"], doc["fingerprint"] = "over", None
    write_autosave_doc(doc)
    menu.refresh()
    assert menu.autosave.kind == "ok" and menu.autosave.phase == "terrain" and offers_resume(menu)
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    assert app.stack.top.name == "necromolds_terrain" and len(app.stack.top.session.actions) == 2


def msgspec_builtins(data):
    import msgspec

    return msgspec.to_builtins(data)


@pytest.mark.parametrize("legacy", [False, True], ids=["the game's autosave", "an earlier version's autosave.json"])
@pytest.mark.parametrize("content", ['{"version": 1, "game": "necro', "", "\x00\x01binary"])
def test_a_corrupt_autosave_shows_its_message_and_can_be_discarded(app, content, legacy):
    where = paths.legacy_autosave_path() if legacy else paths.autosave_path("necromolds")
    where.write_text(content)
    menu = app.stack.top
    menu.refresh()
    steps(app, 1)
    assert menu.autosave.kind == "broken" and where.name in menu.autosave.message
    click(app, centre(resume_layout(app.ctx.size)["why"]))
    assert app.stack.top is menu and menu.message is not None
    assert where.name in menu.message_text
    steps(app, 1)
    menu._close_message()
    click(app, centre(resume_layout(app.ctx.size)["discard"]))
    assert not where.exists()
    assert menu.autosave.kind == "none" and "resume" not in menu.buttons


def test_an_autosave_that_no_longer_replays_is_reported_on_resume(app):
    session = new_session(seed=11)
    play_some(session, 1)
    menu = app.stack.top
    menu.refresh()
    assert menu.autosave.kind == "ok"
    # The file changes behind the menu's back (another copy of the app, a hand edit): Resume replays it again.
    doc = json.loads(paths.autosave_path("necromolds").read_text())
    doc["actions"].append({"type": "mold", "seat": 0, "book": "cragmaw", "size": 0})  # not legal in the terrain step
    doc["fingerprint"] = None
    paths.autosave_path("necromolds").write_text(json.dumps(doc))
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    assert app.stack.top is menu
    assert "actions[1] does not replay" in menu.message_text
    assert menu.autosave.kind == "broken" and "discard" in menu.buttons
    # Seen from the menu afresh, the same file is damaged before anyone presses Resume.
    menu.autosave = persist.AutosaveStatus("none")
    menu.refresh()
    assert menu.autosave.kind == "broken" and "actions[1] does not replay" in menu.autosave.message


def test_load_screen_opens_a_necromolds_save_at_its_phase(app):
    from tabletop.ui.scene import push
    from tabletop.ui.scenes.load_game import LoadScene

    session = new_session(seed=11)
    play_some(session, 3)  # terrain done: the army step
    path = persist.save_game(session, "to-load")
    os.remove(paths.autosave_path("necromolds"))
    app.stack.apply(push(LoadScene(app.ctx)))
    scene = app.stack.top
    scene.choose(path)
    click(app, scene.load_button.rect.center)
    top = app.stack.top
    assert top.name == "necromolds_army"
    assert len(top.session.actions) == 3
    assert paths.autosave_path("necromolds").exists()  # the loaded game is autosaved from now on


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
    from tests.ui.necromolds.setup.conftest import click, notice, open_game, press_button

    session = new_session()
    scene = open_game(app, session)
    buttons = {b.text: b for b in scene.setup_buttons.keys}
    press_button(app, buttons["Save"])
    assert notice(scene).startswith("Saved as necromolds-")  # the game screen's Save says where
    assert len(list(paths.saves_dir().glob("necromolds-*.json"))) == 1
    # Menu asks first, as Esc does (issue 21); Leave goes back to the menu, which now offers to resume.
    press_button(app, buttons["Menu"])
    ask = app.stack.top
    assert ask.name == "confirm"
    leave, _stay = ask.button_rects()
    click(app, leave.center, frames=3)
    assert app.stack.top.name == "menu" and "resume" in app.stack.top.buttons


def test_the_save_format_of_the_two_player_game_is_unchanged():
    """settings["ui"] keeps its shape (bots, one colour per seat), so older saves and autosaves load."""
    new_session(seed=11)
    assert read_save(paths.autosave_path("necromolds")).settings["ui"] == {
        "bots": [1],
        "colours": [[240, 172, 76], [118, 146, 84]],
    }


def test_an_autosave_written_by_the_earlier_version_resumes(app):
    """An autosave as the app wrote it before the registry (no snapshot check, two seats' colours)."""
    paths.autosave_path("necromolds").write_text(
        json.dumps(
            {
                "version": 1,
                "game": "necromolds",
                "seed": 7,
                "actions": [],
                "snapshot": {"phase": "terrain"},
                "fingerprint": None,
                "settings": {
                    "mode": "standard",
                    "map": "twins_vale",
                    "ui": {"bots": [0], "colours": [[1, 2, 3], [4, 5, 6]]},
                },
            }
        )
    )
    menu = app.stack.top
    menu.refresh()
    steps(app, 1)
    assert menu.autosave.kind == "ok" and menu.autosave.game == "necromolds"
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    top = app.stack.top
    assert top.name == "necromolds_terrain" and top.bot_seats == {0}
    assert persist.seats_and_colours(top.session) == ({0}, [(1, 2, 3), (4, 5, 6)])


def test_the_app_cleans_stale_temporary_files_on_start(user_home):
    """A crash mid-write leaves autosave.json.XXXXXXXX.tmp (or a settings or save one): the next start removes
    it once it is a minute old, and leaves anything that is not ours or may still be being written."""
    import time

    from tabletop.ui.app import App

    old = time.time() - 120

    def left(path, when=old):
        path.write_text("{")
        os.utime(path, (when, when))
        return path

    stale = [
        left(user_home / "autosave.json.k2j4h5g6.tmp"),
        left(user_home / "settings.toml.tmp"),
        left(user_home / "settings.toml.a1b2c3d4.tmp"),
        left(paths.saves_dir() / "battle.json.z9y8x7w6.tmp"),
    ]
    kept = [
        left(user_home / "autosave.json.q1w2e3r4.tmp", time.time()),
        left(user_home / "mine.txt.abcdefgh.tmp"),
        left(paths.saves_dir() / "battle.json"),
    ]
    app = App(size=(1280, 800), read_settings=False)
    try:
        assert not any(p.exists() for p in stale)
        assert all(p.exists() for p in kept)
    finally:
        app.close()


def test_settings_are_written_the_atomic_way(tmp_path, monkeypatch):
    from tabletop.ui.settings_store import Settings, load_settings, save_settings

    path = tmp_path / "settings.toml"
    save_settings(path, Settings(window_width=1440, window_height=900))

    def crash(*_a):
        raise OSError("power cut")

    monkeypatch.setattr("tabletop.core.save.os.replace", crash)
    with pytest.raises(OSError):
        save_settings(path, Settings(window_width=1920, window_height=1200))
    monkeypatch.undo()
    assert load_settings(path)[0].window_size == (1440, 900)  # the old file, whole
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == ["settings.toml"]  # no temporary file left


def test_resume_takes_the_game_the_menus_check_replayed(app, monkeypatch):
    """At start the menu replays the autosave to decide; Resume then opens that game, not a second replay."""
    session = new_session(seed=11)
    play_some(session, 2)
    want = fingerprint(session.game.snapshot(session.state))
    from tabletop.ui import persist as generic

    generic._status_cache.clear()  # as when the app starts
    replays = []
    real = Session.from_save.__func__

    def counting(cls, *args, **kwargs):
        replays.append(1)
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(Session, "from_save", classmethod(counting))
    menu = app.stack.top
    menu.refresh()
    assert menu.autosave.kind == "ok" and len(replays) == 1
    menu.refresh()
    assert len(replays) == 1  # the file is unchanged: no second replay
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    assert len(replays) == 1
    top = app.stack.top
    assert top.name == "necromolds_terrain" and fingerprint(top.session.game.snapshot(top.session.state)) == want


def test_a_bug_while_resuming_is_a_message_not_the_error_screen(app, monkeypatch):
    session = new_session(seed=11)
    play_some(session, 1)
    menu = app.stack.top
    menu.refresh()

    def bug(*_game):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("tabletop.ui.persist.resume_autosave", bug)
    click(app, centre(resume_layout(app.ctx.size)["resume"]))
    assert app.stack.top is menu and menu.autosave.kind == "broken"
    assert "ZeroDivisionError" in menu.message_text and "Discard it" in menu.message_text
