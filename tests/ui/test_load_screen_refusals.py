"""Load game: a save whose settings cannot start its game says so in its row, in a player's words, before
Load is pressed; Load, Enter on its row and Watch then explain at once, with nothing replayed.

r25 (formkeys) made a row say when a setting is out of the game's schema's bounds. Still shown only
after Load were: a setting the game does not have (another version's, or edited by hand), a save whose
battle map's file is missing (a mod's map, the mod no longer in use), and a save made by the rules' tests
(forced dice). Each case here is a real save damaged that one way: the saves corpus (tests/core/
saves_corpus, one real game's save) for the first and third, a real game played on a mod's map for the
second."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pygame
import pytest

from tabletop import paths
from tabletop.content import mods
from tabletop.ui.save_list import SaveEntry, read_entry
from tests.content.test_mods import new_map
from tests.ui.conftest import post_key, press
from tests.ui.test_load_screen import open_load

CORPUS = Path(__file__).resolve().parents[1] / "core" / "saves_corpus" / "files"


@pytest.fixture(autouse=True)
def shipped_content_after():
    """Every test leaves the shipped content active, whatever it activated."""
    yield
    mods.activate(())


def _read(scene, path: Path) -> SaveEntry:
    """The Load screen's entry of `path`, once the worker has read it."""
    deadline = time.monotonic() + 10
    while True:
        entry = next(e for e in scene.entries if e.path == path)
        if not entry.pending or time.monotonic() > deadline:
            return entry
        scene.update(1 / 60)
        time.sleep(0.02)


def _nothing_replayed(monkeypatch) -> None:
    """Loading or watching fails the test if it replays the save: the row already knew it cannot start."""
    from tabletop.ui import persist
    from tabletop.ui.replay import scene as replay_scene

    def replayed(*_args, **_kwargs):
        raise AssertionError("the save was replayed to find out what its row already said")

    monkeypatch.setattr(persist, "load_game", replayed)
    monkeypatch.setattr(replay_scene, "open_viewer", replayed)


def _says_before_and_on_load(app, monkeypatch, path: Path, row_words: str, named: str, told: str) -> None:
    """The row of `path` says `row_words` (and no "actions" or round, as a playable save's would); the
    details under the list name `named` with the reason loading gives; Load, Enter on the chosen row and Watch each
    explain it at once (`told`: words of the message), naming the file."""
    scene = open_load(app)
    entry = _read(scene, path)
    assert entry.game == "necromolds" and entry.error is not None
    assert row_words in entry.cannot_start, entry.cannot_start
    first, second = scene.row_of(entry).splitlines()
    assert first.startswith("Necromolds") and "action" not in second and "Round" not in second
    assert second.startswith(entry.cannot_start.split(":")[0]), second
    scene.choose(path)
    entry = scene.chosen
    assert named in scene.detail_text() and "settings cannot start a game" in scene.detail_text()
    _nothing_replayed(monkeypatch)
    press(app, scene.load_button)
    assert scene._message_args[0] == "This save cannot be loaded"
    assert told in scene.message_text and named in scene.message_text and path.name in scene.message_text
    loaded = scene.message_text
    scene._close_message()
    app.step()
    for _ in range(40):  # Tab to the chosen row: Enter on it loads it, as Load does
        post_key(app, pygame.K_TAB, frames=1)
        if scene.row_buttons.get(scene._focus) is scene.chosen:
            break
    assert scene.row_buttons.get(scene._focus) is scene.chosen
    post_key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.message_text == loaded
    scene._close_message()
    app.step()
    press(app, scene.watch_button)
    assert scene._message_args[0] == "This save cannot be watched" and told in scene.message_text


def test_a_save_with_a_setting_its_game_does_not_have_says_so_in_its_row(app, monkeypatch):
    """A real save with `cheat = true` added to its settings (the corpus's settings-unknown-key.json)."""
    path = paths.saves_dir() / "edited.json"
    shutil.copyfile(CORPUS / "settings-unknown-key.json", path)
    _says_before_and_on_load(
        app, monkeypatch, path, "a setting this game does not know", "cheat", "this version of the game does not have"
    )


def test_a_save_made_by_the_rules_tests_says_so_in_its_row(app, monkeypatch):
    """A real save with forced dice faces (the corpus's settings-test-forced-faces.json): only a game built
    for tests takes them."""
    path = paths.saves_dir() / "forced.json"
    shutil.copyfile(CORPUS / "settings-test-forced-faces.json", path)
    _says_before_and_on_load(
        app, monkeypatch, path, "made by the app's own tests", "test_forced_faces", "made by the app's own tests"
    )


def _game_on_the_mods_map(path: Path) -> None:
    """A real game on a mod's battle map (Fen Hollow), played by the bots for a few actions and saved."""
    from tabletop.ai import get_bot
    from tabletop.core.protocol import view
    from tabletop.core.rng import RNG
    from tabletop.core.session import Session
    from tabletop.games import get_game

    game = get_game("necromolds")
    session = Session(game, {"mode": "standard", "map": "fen", "ui": {"bots": [0, 1]}}, 3)
    bot = get_bot("necromolds", "default")
    rngs = [RNG(3, stream=1000 + seat) for seat in range(2)]
    for _ in range(6):
        seat = game.to_act(session.state)[0]
        session.submit(bot(game, view(game, session.state, seat), seat, rngs[seat]))
    session.save(path)


def test_a_save_whose_battle_maps_file_is_missing_says_so_in_its_row(app, monkeypatch, tmp_path):
    """A game played on a mod's map, then the mod taken out of use: the map's file is missing, and the row
    names the map before Load (it read "Round 1 · …" and failed only when replayed)."""
    mods.activate([new_map(tmp_path / "fen")])
    path = paths.saves_dir() / "on-fen.json"
    _game_on_the_mods_map(path)
    assert json.loads(path.read_text())["settings"]["map"] == "fen"
    mods.activate(())
    _says_before_and_on_load(app, monkeypatch, path, "its battle map “fen” is missing", "fen", "its file is missing")


def test_the_same_save_with_its_map_back_reads_as_a_game(user_home, tmp_path):
    """The check is no false alarm: with the mod in use again, the save's row is its game's."""
    mod = new_map(tmp_path / "fen")
    mods.activate([mod])
    path = paths.saves_dir() / "on-fen.json"
    _game_on_the_mods_map(path)
    entry = read_entry(SaveEntry(path, 0.0, None, None, False, pending=True, size=path.stat().st_size))
    assert entry.error is None and not entry.cannot_start and entry.description
    mods.activate(())
    entry = read_entry(SaveEntry(path, 0.0, None, None, False, pending=True, size=path.stat().st_size))
    assert "“fen” is missing" in entry.cannot_start


def test_settings_a_row_cannot_afford_to_check_one_by_one_are_refused_by_their_number(user_home):
    """A save with 200,000 settings (4 MB, under the size bound): its row is read in a bounded time and says
    it cannot be played, without checking each setting (no game has more than a few dozen)."""
    from tabletop.ui.save_list import MAX_SETTINGS

    base = json.loads((CORPUS.parent / "base.json").read_text())
    base["settings"].update({f"k{i}": i for i in range(200_000)})
    path = paths.saves_dir() / "many-settings.json"
    path.write_text(json.dumps(base))
    started = time.perf_counter()
    entry = read_entry(SaveEntry(path, 0.0, None, None, False, pending=True, size=path.stat().st_size))
    assert time.perf_counter() - started < 5.0  # the file's reading; the check itself is one len()
    assert entry.cannot_start.startswith("Cannot be played here:") and "more than any game has" in entry.cannot_start
    assert len(base["settings"]) > MAX_SETTINGS
