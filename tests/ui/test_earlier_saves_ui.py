"""A save this version's rules replay only in part (an earlier version's game, tests/core/earlier_saves)
is offered as far as it replays, from Load game and from the menu's damaged autosave, instead of a
message that leaves the player nothing; the file itself is kept, unchanged."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.resume import PARTIAL_TITLE

SAVE = Path(__file__).resolve().parents[1] / "core" / "earlier_saves" / "necromolds-before-molding-rule-9884ea4.json"


def _enter():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def _answer_yes(app, question: ConfirmScene) -> None:
    question._enter_held = False  # no Enter is held down in a test
    app.stack.apply(question.handle_event(_enter()))
    for _ in range(3):  # the screen under the question opens the game on its next update
        app.step()


def _load_screen_on_the_save(app):
    """The save in the saves folder, Load game open with its row chosen: (the screen, the file)."""
    from tabletop.ui.scene import push
    from tabletop.ui.scenes.load_game import LoadScene

    target = paths.saves_dir() / SAVE.name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SAVE, target)
    app.stack.apply(push(LoadScene(app.ctx)))
    load = app.stack.top
    load.choose(target)
    return load, target


def test_load_offers_the_game_as_far_as_it_replays_and_keeps_the_file(user_home):
    from tabletop.ui.app import App

    app = App(size=(1280, 800), read_settings=False)
    try:
        load, target = _load_screen_on_the_save(app)
        before = target.read_bytes()
        app.stack.apply(load.load_selected())
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and question.title == PARTIAL_TITLE
        assert "part ways with it at action 11 of" in question.text and "Open it there?" in question.text
        _answer_yes(app, question)
        table = app.stack.top
        assert table.name.startswith("necromolds_"), table.name
        assert len(table.session.actions) == 10  # the ten that replay
        assert [type(s).__name__ for s in app.stack._scenes] == ["MenuScene", type(table).__name__]
        assert target.read_bytes() == before  # the save file is kept as it was
    finally:
        app.close()


def test_the_menu_opens_an_earlier_autosave_as_far_as_it_replays_and_keeps_the_old_file(user_home):
    from tabletop.ui.app import App

    autosave = paths.autosave_path("necromolds")
    autosave.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SAVE, autosave)
    app = App(size=(1280, 800), read_settings=False)
    try:
        menu = app.stack.top
        menu.refresh()
        assert menu.autosave.kind == "broken" and menu.autosave.replays_to == 10
        assert menu.buttons["resume"].text == "Autosave damaged: why?"
        app.stack.apply(menu.explain_autosave())
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and question.title == PARTIAL_TITLE
        _answer_yes(app, question)
        table = app.stack.top
        assert table.name.startswith("necromolds_") and len(table.session.actions) == 10
        kept = list(paths.saves_dir().glob("necromolds-unfinished-*.json"))
        assert len(kept) == 1 and len(read_save(kept[0]).actions) == len(read_save(SAVE).actions)
        assert len(read_save(autosave).actions) == 10  # the autosave is the game as it replays now
    finally:
        app.close()


def test_watch_offers_the_game_as_far_as_it_replays(user_home):
    from tabletop.ui.app import App
    from tabletop.ui.replay.scene import ReplayScene

    app = App(size=(1280, 800), read_settings=False)
    try:
        load, _target = _load_screen_on_the_save(app)
        app.stack.apply(load.watch_selected())
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and question.title == PARTIAL_TITLE
        assert "Watch it that far?" in question.text
        _answer_yes(app, question)
        viewer = app.stack.top
        assert isinstance(viewer, ReplayScene) and viewer.timeline.end == 10
        assert not paths.autosave_path("necromolds").exists()  # nothing was written: Watch plays nothing
    finally:
        app.close()


def test_the_question_names_the_file_it_is_about(user_home):
    """Play-test r25: a save changed by hand (a seat out of bounds) asked "This save replays only in part"
    naming the field ('actions[3].seat') but not the file: among several saves the player could not tell
    which it was. Load game's question and the menu's (an autosave) now name it."""
    from tabletop.ui.app import App

    autosave = paths.autosave_path("necromolds")
    autosave.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SAVE, autosave)
    app = App(size=(1280, 800), read_settings=False)
    try:
        load, target = _load_screen_on_the_save(app)
        app.stack.apply(load.load_selected())
        question = app.stack.top
        assert question.title == PARTIAL_TITLE and f"Its file, {target.name}, is kept" in question.text
        app.stack.apply(question.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)))
        app.step()
        app.stack.apply(load.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)))
        app.step()
        menu = app.stack.top
        menu.refresh()
        app.stack.apply(menu.explain_autosave())
        asked = app.stack.top
        assert asked.title == PARTIAL_TITLE and f"Its file, {autosave.name}, is kept" in asked.text
    finally:
        app.close()
