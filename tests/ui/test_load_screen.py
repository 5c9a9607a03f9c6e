"""The Load game screen: listing, newest first, and a damaged save shown as a message, never a crash."""

from __future__ import annotations

import os
import sys
import types

import pytest

from tabletop import paths
from tabletop.ui.layout import centre, menu_layout
from tests.ui.conftest import post_click, post_key, press


@pytest.fixture
def core_save(monkeypatch):
    """tabletop.core.save, or a stand-in with the agreed interface if the core is not there."""
    try:
        from tabletop.core import save

        return save
    except ImportError:  # pragma: no cover - only before the core lands
        import json

        class SaveError(Exception):
            def __init__(self, path, problem):
                super().__init__(f"{path}: {problem}")

        def read_save(path):
            try:
                with open(path, encoding="utf-8") as fh:
                    doc = json.loads(fh.read())
            except (OSError, ValueError) as exc:
                raise SaveError(path, f"corrupt JSON ({exc})") from None
            return types.SimpleNamespace(**doc)

        fake = types.ModuleType("tabletop.core.save")
        fake.SaveError, fake.read_save = SaveError, read_save
        monkeypatch.setitem(sys.modules, "tabletop.core.save", fake)
        return fake


def write_good_save(core_save, path, game="necromolds"):
    if hasattr(core_save, "write_save"):
        core_save.write_save(path, core_save.SaveData(version=1, game=game, settings={}, seed=7, actions=[]))
    else:  # pragma: no cover
        path.write_text(f'{{"version": 1, "game": "{game}", "settings": {{}}, "seed": 7, "actions": []}}')


def open_load(app):
    post_click(app, centre(menu_layout(app.ctx.size).button("load")))
    scene = app.stack.top
    assert scene.name == "load"
    return scene


def test_corrupt_save_shows_a_message_naming_the_file(app, core_save):
    bad = paths.saves_dir() / "broken-game.json"
    bad.write_text('{"version": 1, "game": "necro')
    scene = open_load(app)
    assert len(scene.entries) == 1 and scene.entries[0].error
    press(app, scene.load_button)
    assert app.stack.top is scene  # still on the load screen: no crash, no error screen
    assert scene.message is not None and scene.message.alive()
    assert "broken-game.json" in scene.message_text
    assert "broken-game.json" in scene.message.text_block.html_text
    app.step()
    # Esc closes the message first, then leaves the screen.
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step()
    assert scene.message is None and app.stack.top is scene


def test_good_save_says_when_it_can_be_loaded(app, core_save, monkeypatch):
    import dataclasses

    from tabletop.ui import games_info

    # every game of the box is playable now (issue 24): a game the catalogue has not turned on yet
    monkeypatch.setitem(games_info.GAMES, "corp", dataclasses.replace(games_info.GAMES["corp"], playable=False))
    write_good_save(core_save, paths.saves_dir() / "first.json", game="corp")
    scene = open_load(app)
    press(app, scene.load_button)
    assert scene.message_text == "NecronomiCORP games can be loaded once that game is playable."


def test_saves_and_autosave_listed_newest_first(app, core_save):
    old = paths.saves_dir() / "old.json"
    new = paths.saves_dir() / "new.json"
    write_good_save(core_save, old)
    write_good_save(core_save, new, game="corp")
    write_good_save(core_save, paths.autosave_path("necromolds"))
    os.utime(old, (1_000_000, 1_000_000))
    os.utime(new, (2_000_000, 2_000_000))
    os.utime(paths.autosave_path("necromolds"), (3_000_000, 3_000_000))
    (paths.saves_dir() / "notes.txt").write_text("not a save")
    scene = open_load(app)
    assert [e.path.name for e in scene.entries] == ["autosave-necromolds.json", "new.json", "old.json"]
    assert scene.entries[0].autosave
    rows = [e.row_text() for e in scene.entries]
    assert "autosave" in rows[0] and "NecronomiCORP" in rows[1] and "Necromolds" in rows[2]
    scene.choose(old)
    press(app, scene.load_button)
    # A Necromolds save is playable now: it replays and opens at its phase (terrain here).
    assert app.stack.top.name == "necromolds_terrain"
    assert app.stack.top.session.seed == 7


def test_empty_saves_folder_disables_load(app):
    scene = open_load(app)
    assert scene.entries == [] and not scene.load_button.is_enabled


def test_the_load_screen_opens_a_save_where_its_replay_stands_not_where_its_snapshot_says(app):
    """A hand-edited snapshot (no fingerprint to check it against) decides nothing: the replayed game does."""
    import json

    from tabletop.core.session import Session
    from tabletop.games import get_game

    game = get_game("necromolds")
    session = Session(game, {"mode": "standard", "map": "twins_vale", "ui": {"bots": [1]}}, 5)
    for _ in range(3):  # the three terrain pieces: the army step
        seat = game.to_act(session.state)[0]
        session.submit(game.legal_actions(session.state, seat)[0])
    path = paths.saves_dir() / "edited.json"
    session.save(path)
    doc = json.loads(path.read_text())
    doc["snapshot"]["phase"], doc["fingerprint"] = "over", None
    path.write_text(json.dumps(doc))
    scene = open_load(app)
    scene.choose(path)
    press(app, scene.load_button)
    top = app.stack.top
    assert top.name == "necromolds_army" and top.session.outcome() is None
    assert top.session.unverified  # loaded, but known not to be checked
    # With its fingerprint kept, the same edit is caught: the file is not what its replay gives.
    doc["fingerprint"] = session.to_save().fingerprint
    path.write_text(json.dumps(doc))
    app.stack.pop()  # the loaded game replaced the Load screen: back to the menu
    scene = open_load(app)
    scene.choose(path)
    press(app, scene.load_button)
    # Its actions replay: the game is offered as it replays now, the question saying what differs.
    from tabletop.ui.scenes.confirm import ConfirmScene

    question = app.stack.top
    assert isinstance(question, ConfirmScene) and "at 'phase' the file says 'over'" in question.text
    app.stack.apply(question.answer_no())
    assert app.stack.top is scene


def test_an_unknown_game_is_named_not_promised(app, core_save):
    write_good_save(core_save, paths.saves_dir() / "chess.json", game="chess")
    scene = open_load(app)
    press(app, scene.load_button)
    assert "chess.json" in scene.message_text and "unknown game 'chess'" in scene.message_text
    assert "once that game is playable" not in scene.message_text


def test_a_save_far_larger_than_any_game_is_listed_as_unreadable_at_once(app):
    import time

    huge = paths.saves_dir() / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    started = time.process_time()  # CPU time: a loaded machine's wall clock says nothing of the work done
    scene = open_load(app)
    assert time.process_time() - started < 2
    assert scene.entries[0].error and "larger than any save" in scene.entries[0].error
    assert "Unreadable save" in scene.entries[0].row_text()
    press(app, scene.load_button)
    assert "huge.json" in scene.message_text and "200.0 MB" in scene.message_text


def test_a_long_row_is_fitted_keeping_round_turn_date_and_file():
    """Issue 10 (the Load list cut off at the window's edge): a row's first line names the game, the date and
    the file (the game shortly when too wide); its second says what the save holds, the armies left out
    when too wide, the round and whose turn kept."""
    from pathlib import Path

    from tabletop.ui.save_list import SaveEntry
    from tabletop.ui.scenes.load_game import description_line, title_line

    desc = "Round 2 · P1 Graveghoul, Mud Mumps (8) vs P2 Gargrizzle, Mud Mumps (8) · Player 1 to play"
    entry = SaveEntry(
        path=Path("/saves/autosave.json"),
        game="necromolds",
        modified=2_000_000.0,
        error=None,
        autosave=True,
        description=desc,
    )
    assert description_line(entry, lambda t: True) == desc
    for width in (80, 60):
        # too narrow for the armies even as "Graveghoul and 1 more": they leave out whole (play-test r22: a
        # name cut in its middle, "vs P2 Gravegho…"), the details line under the list saying them
        line = description_line(entry, lambda t, w=width: len(t) <= w)
        assert line == "Round 2 · Player 1 to play", (width, line)
    line = description_line(entry, lambda t: len(t) <= 20)  # not even that: the middle cut, as before
    assert len(line) <= 20 and "…" in line, line
    assert title_line(entry, lambda t: True).startswith("Necromolds: Monster Battles   ·   ")
    title = title_line(entry, lambda t: len(t) <= 50)
    assert title.startswith("Necromolds  ·  ") and title.endswith("autosave")


def test_every_letter_of_a_damaged_saves_row_is_in_its_font(app):
    """Play-test r21: an unreadable save's row began with a box (its "⚠" is in none of the list's fonts).
    Every character of every row, a damaged one's and an unknown game's included, has a glyph in its font."""
    (paths.saves_dir() / "empty.json").write_text("")
    (paths.saves_dir() / "garbage.json").write_bytes(bytes(range(256)) * 4)
    scene = open_load(app)
    assert scene.row_words
    for _entry, top, bottom in scene.row_words:
        for label in (top, bottom):
            missing = {c for c in set(label.text) if not has_glyph(label.font, c)}
            assert not missing, f"{label.text!r}: no glyph for {missing}"


def has_glyph(font, char: str) -> bool:
    """True when `font` draws `char` with a glyph of its own: a character the font lacks is drawn as its
    "missing" box, the same image as a code point no font has (U+10FFFE)."""
    import pygame

    def image(text: str) -> tuple:
        surface = font.render_premul(text, (255, 255, 255, 255))
        return surface.get_size(), pygame.image.tobytes(surface, "RGBA")

    return char.isspace() or image(char) != image("\U0010fffe")


def test_an_unknown_games_row_says_so(app, core_save):
    """Play-test r21: a save naming a game this app does not have was listed as "chess" with an empty
    second line, as if it were a game; its row says it is none this app has (Load's message says it too)."""
    write_good_save(core_save, paths.saves_dir() / "chess.json", game="chess")
    scene = open_load(app)
    (_entry, _top, bottom), *_ = scene.row_words
    assert "no game named 'chess'" in bottom.text
    assert "no game named 'chess'" in scene.detail_text()


def test_watching_an_unknown_game_is_named_not_promised(app, core_save):
    """Play-test r21: Watch on a save of a game this app does not have promised it "once that game is
    playable"; it says, as Load does, that the app has no game of that name."""
    write_good_save(core_save, paths.saves_dir() / "chess.json", game="chess")
    scene = open_load(app)
    press(app, scene.watch_button)
    assert "chess.json" in scene.message_text and "unknown game 'chess'" in scene.message_text
    assert "once that game is playable" not in scene.message_text


# The details of a finished four-player game with three monsters an army (play-test r23), twice: longer
# than the details box holds at 960x600, with or without large text
LONG_DETAILS = (
    "Necromolds: Monster Battles: Game over · P1 Wispwraith, Gargrizzle, Veggitoad (0) vs P2 Gargrizzle, "
    "Veggitoad (0) vs P3 Slimewick, Insectomite, Cragmaw (0) vs P4 Insectomite, Graveghoul, Mud Mumps (2) · "
    "Player 4 has the last monsters on the battle map  ·  necromolds-1.json"
)


@pytest.mark.parametrize("looks", [{}, {"large_text": True}], ids=["960x600", "960x600-large-text"])
def test_long_details_scroll_by_the_wheel_and_the_keyboard(user_home, core_save, monkeypatch, looks):
    """Play-test r23: a long details text ran out of a two-line box whose scroll bar was two arrows with
    no room for a thumb, and no key could scroll it. The box holds three lines of its own font; the rest
    scrolls: the wheel over the box scrolls it (not the list's pages) to its last line, and Tab reaches
    the bar's arrows, Enter on one scrolling a notch as the wheel does."""
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scene import push
    from tabletop.ui.scenes import load_game

    monkeypatch.setattr(load_game, "details", lambda entry: f"{LONG_DETAILS} · {LONG_DETAILS}")
    for k in range(14):  # more rows than a page holds: the wheel elsewhere turns pages
        write_good_save(core_save, paths.saves_dir() / f"game-{k:02}.json")
    app = App(size=(960, 600), read_settings=False, overrides=looks)
    try:
        scene = load_game.LoadScene(app.ctx)
        app.stack.apply(push(scene))
        for _ in range(4):
            app.step(1 / 60)
        box = scene.detail
        assert scene.pages > 1
        assert box.rect.height >= scene.detail_height() - 1  # three lines of its font
        bar = box.scroll_bar
        assert bar is not None and bar.sliding_button is not None
        assert bar.scrollable_height - bar.sliding_button.rect.height >= 8, "the thumb has room to move"

        def seen_to_the_end() -> bool:
            layout = box.text_box_layout
            shown = bar.start_percentage * layout.layout_rect.height + layout.view_rect.height
            return shown >= layout.layout_rect.height - 2

        assert not seen_to_the_end()
        pygame.mouse.set_pos(box.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        app.step(1 / 60)
        for _ in range(12):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            for _ in range(6):
                app.step(1 / 60)
        assert seen_to_the_end() and scene.page == 0, "the wheel scrolled the details, not the pages"

        bar.set_scroll_from_start_percentage(0.0)
        pygame.mouse.set_pos((5, 5))
        app.step(1 / 60)
        down = bar.bottom_button
        for _ in range(40):  # Tab round the buttons to the details' down arrow
            if scene._focus is down:
                break
            post_key(app, pygame.K_TAB, frames=1)
        assert scene._focus is down
        for _ in range(12):
            post_key(app, pygame.K_RETURN, frames=6)
        assert seen_to_the_end() and scene.page == 0 and app.stack.top is scene
    finally:
        errors = app.errors
        app.close()
    assert errors == 0


def test_a_save_whose_settings_cannot_start_its_game_says_so_in_its_row(app, core_save):
    """Play-test r25: a Rise save edited to players = 9999 read "145 actions" in its row, as if it were
    fine, and said what was wrong only on Load. Its row (second line and the details under the list) says
    it now, in the words Load gives, from the settings checked against the game's schema: no game is
    built for it. Its first line still names the game."""
    bad = paths.saves_dir() / "rise-players9999.json"
    core_save.write_save(
        bad, core_save.SaveData(version=1, game="rise", settings={"players": 9999}, seed=7, actions=[])
    )
    scene = open_load(app)
    entry = next(e for e in scene.entries if e.path == bad)
    assert entry.game == "rise" and entry.error is not None
    assert "settings cannot start a game" in entry.error and "9999" in entry.error
    row = scene.row_of(entry)
    assert row.splitlines()[0].startswith("Rise of the Necromancers")
    assert "settings cannot start a game" in row.splitlines()[1] and "actions" not in row
    scene.choose(bad)
    assert "9999" in scene.detail_text()
    press(app, scene.load_button)  # Load says the same
    assert "settings cannot start a game" in scene.message_text and "9999" in scene.message_text


def test_enter_on_the_chosen_row_loads_it_as_a_double_click_does(app):
    """Play-test r25 (keys): Enter on a lit row did nothing, only the Load button loaded. Tab to a row,
    Enter chooses it; Enter again on that chosen row loads it."""
    import pygame

    from tabletop.core.session import Session
    from tabletop.games import get_game

    game = get_game("necromolds")
    for name, seed in (("one.json", 5), ("two.json", 6)):
        Session(game, {"mode": "standard", "map": "twins_vale", "ui": {"bots": [1]}}, seed).save(
            paths.saves_dir() / name
        )
    scene = open_load(app)
    rows = list(scene.row_buttons)
    assert len(rows) == 2
    post_key(app, pygame.K_TAB)
    while scene._focus not in rows or scene.row_buttons[scene._focus] is scene.chosen:
        post_key(app, pygame.K_TAB)  # to the row not chosen yet
    row = scene._focus
    post_key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.chosen is scene.row_buttons[row], "the first Enter chooses it"
    post_key(app, pygame.K_RETURN, frames=3)
    top = app.stack.top
    assert top is not scene and top.name.startswith("necromolds"), top.name
    assert top.session.seed == {"one.json": 5, "two.json": 6}[scene.chosen.path.name]
