"""The replay viewer in a headless app (issue 27): a saved game of each title watched from start to end
and back, from every seat's view and from all; hidden things stay hidden (the game's view function
decides); nothing is submitted and no autosave is written; the keys and the bar; Watch on the Load
screen; `tabletop watch FILE`; a broken save is a message, never a traceback."""

from __future__ import annotations

import json
import shutil

import pygame
import pytest

from tabletop import paths
from tabletop.core.protocol import events_for
from tabletop.core.session import Session
from tabletop.ui.replay.scene import ReplayScene, open_viewer
from tabletop.ui.replay.timeline import ALL
from tabletop.ui.scene import push
from tests.ui.conftest import post_click, post_key, press


def show(app, path) -> ReplayScene:
    viewer = open_viewer(app.ctx, path)
    app.stack.apply(push(viewer))
    app.step()
    assert app.stack.top is viewer and viewer.table is not None
    return viewer


def hidden_words(timeline, position, seat) -> set[str]:
    """The words of every event up to `position` that `seat` did not see (and saw no public twin of)."""
    seen, unseen = set(), set()
    for batch in timeline.batches_to(position):
        for ev in batch:
            (seen if ev.visible_to(seat) else unseen).add(ev.text)
        seen.update(e.text for e in events_for(batch, seat))
    return {w for w in unseen - seen if w}


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_watched_from_start_to_end_and_back_from_every_seat(app, saves, game, monkeypatch):
    viewer = show(app, saves[game])
    timeline, engine = viewer.timeline, viewer.timeline.game

    def refused(*_args, **_kw):
        raise AssertionError("the viewer submitted an action")

    monkeypatch.setattr(Session, "submit", refused)  # loaded already: from here on nothing may play
    stride = max(1, timeline.end // 8)
    walk = [*range(0, timeline.end + 1, stride), timeline.end]
    walk += walk[::-1]
    hid_something = False
    for seat in viewer.seats():
        post_key(app, pygame.K_0 if seat == ALL else pygame.K_1 + seat, frames=1)
        assert viewer.seat == seat
        for k in walk:
            viewer.go(k)
            app.step()
            table = viewer.table
            assert table is not None, viewer.problem
            assert len(table.session.actions) == k and table.session.state is timeline.state_at(k)
            state = timeline.state_at(k)
            want = state if seat == ALL else engine.view(state, seat)
            assert engine.snapshot(table.view) == engine.snapshot(want)
            if seat != ALL:
                words = {line.text for line in table.log_lines()}
                leaked = words & hidden_words(timeline, k, seat)
                assert not leaked, (k, seat, leaked)
                hid_something |= engine.snapshot(table.view) != engine.snapshot(state)
    assert hid_something
    assert not paths.autosave_path(game).exists()  # watching writes no autosave


def test_keys_step_jump_play_and_change_seat(app, saves):
    viewer = show(app, saves["rise"])
    timeline = viewer.timeline
    post_key(app, pygame.K_HOME)
    assert viewer.position == 0
    post_key(app, pygame.K_RIGHT)
    post_key(app, pygame.K_RIGHT)
    assert viewer.position == 2
    post_key(app, pygame.K_LEFT)
    assert viewer.position == 1
    post_key(app, pygame.K_RIGHTBRACKET)
    first_fight = timeline.marks_of("fight")[0].position
    assert viewer.position == first_fight
    post_key(app, pygame.K_PAGEDOWN)
    assert viewer.position == timeline.next_mark(first_fight, "round")
    post_key(app, pygame.K_PAGEUP)
    assert viewer.position == timeline.previous_mark(timeline.next_mark(first_fight, "round"), "round")
    post_key(app, pygame.K_END)
    assert viewer.position == timeline.end
    seat = viewer.seat
    post_key(app, pygame.K_TAB)
    assert viewer.seat != seat
    post_key(app, pygame.K_SPACE)  # at the end, play starts over from the set-up
    assert viewer.playing and viewer.position == 0
    app.step(viewer.pace * 3.5)
    assert viewer.position == 3
    post_key(app, pygame.K_SPACE)
    assert not viewer.playing
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is not viewer


def test_the_bar_clicks(app, saves):
    viewer = show(app, saves["necromolds"])
    lay, end = viewer.lay, viewer.timeline.end
    post_click(app, (lay.x_of(end // 2, end), lay.strip.centery))
    assert abs(viewer.position - end // 2) <= 1
    here = viewer.position
    post_click(app, viewer.buttons.get("forward").rect.center)
    assert viewer.position == here + 1
    post_click(app, viewer.buttons.get("start").rect.center)
    assert viewer.position == 0
    post_click(app, viewer.buttons.get("fight_next").rect.center)
    assert viewer.position == viewer.timeline.marks_of("fight")[0].position
    post_click(app, viewer.buttons.get("seat_1").rect.center)
    assert viewer.seat == 1 and viewer.table.seat_at_screen == 1
    clicks = viewer.table.session.actions
    post_click(app, viewer.lay.table.center)  # a click on the table plays nothing
    assert viewer.table.session.actions == clicks


def test_watch_from_the_load_screen(app, saves):
    from tests.ui.test_load_screen import open_load

    shutil.copy(saves["corp"], paths.saves_dir() / "corp-finished.json")
    scene = open_load(app)
    press(app, scene.watch_button)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.timeline.game.name == "corp"
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_a_broken_save_on_the_load_screen_is_a_message(app, saves):
    from tests.ui.test_load_screen import open_load

    (paths.saves_dir() / "rise-broken.json").write_text('{"version": 1, "game": "rise", "seed": 1')
    scene = open_load(app)
    scene.choose(paths.saves_dir() / "rise-broken.json")
    press(app, scene.watch_button)
    assert app.stack.top is scene and scene.message is not None
    assert "rise-broken.json" in scene.message_text


def test_a_save_that_replays_to_another_position_is_offered_to_watch_so_far(app, saves):
    """Every action replays but the fingerprint differs (a file changed, or the rules since): the game
    can be watched as it replays now, or the question closed (Cancel: back at Load game)."""
    from tabletop.ui.scenes.confirm import ConfirmScene
    from tabletop.ui.scenes.resume import PARTIAL_TITLE
    from tests.ui.test_load_screen import open_load

    doc = json.loads(saves["rise"].read_text())
    doc["fingerprint"] = "f" * 16
    doc.pop("snapshot", None)
    (paths.saves_dir() / "rise-forged.json").write_text(json.dumps(doc))
    scene = open_load(app)
    scene.choose(paths.saves_dir() / "rise-forged.json")
    press(app, scene.watch_button)
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and question.title == PARTIAL_TITLE
    assert "to another position than the one saved" in question.text and "Watch it that far?" in question.text
    app.stack.apply(question.answer_no())
    assert app.stack.top is scene


def test_tabletop_watch_opens_the_viewer_and_refuses_a_broken_save(app, saves, monkeypatch, capsys, tmp_path):
    from tabletop import cli
    from tabletop.ui import app as app_module

    started = {}

    def run(start=None, **kwargs):
        started["scene"] = start(app.ctx)
        return 0

    monkeypatch.setattr(app_module, "run", run)
    assert cli.main(["watch", str(saves["necromolds"])]) == 0
    viewer = started["scene"]
    assert isinstance(viewer, ReplayScene) and viewer.position == 0 and viewer.alone
    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 1, "game": "rise", "settings": {}, "seed": 1, "actions": [{"kind": "nope"}]}')
    assert cli.main(["watch", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "bad.json" in err and "Traceback" not in err


def test_a_save_without_a_fingerprint_opens_and_says_it_was_not_verified(app, saves, tmp_path):
    doc = json.loads(saves["rise"].read_text())
    doc.pop("fingerprint", None)
    doc.pop("snapshot", None)
    old = tmp_path / "old.json"
    old.write_text(json.dumps(doc))
    viewer = show(app, old)
    assert viewer.timeline.unverified and viewer.position == 0
    post_key(app, pygame.K_END)
    assert viewer.position == viewer.timeline.end and viewer.table is not None


def test_a_long_jump_is_well_under_a_second(app, saves):
    """Issue 27's smoothness: a jump across the game (the state from a checkpoint, the table built for it),
    in CPU time (a machine shared by many runs stretches the wall clock, not the work)."""
    import time

    viewer = show(app, saves["corp"])
    worst = 0.0
    for k in (viewer.timeline.end, 0, viewer.timeline.end - 1, viewer.timeline.end // 2, 1):
        began = time.process_time()
        viewer.go(k)
        app.step()
        worst = max(worst, time.process_time() - began)
    assert worst < 1.0, worst


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_a_watched_table_shows_none_of_its_action_buttons(app, saves, game, monkeypatch):
    """Nothing on a watched table can be pressed, so none of its buttons (Undo, Save, End turn, a choice,
    a fight's roll) is drawn (hovered or not); the viewer's own bar is; the live table of the same
    game still draws its buttons."""
    from tabletop.ui.kit.buttons import Button

    drawn: list = []
    real = Button.draw

    def spy(self, *args, **kwargs):
        drawn.append(self)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Button, "draw", spy)
    viewer = show(app, saves[game])
    surface = pygame.display.get_surface()
    bar = set(map(id, viewer.buttons))
    table_buttons = 0
    for k in range(0, viewer.timeline.end + 1, max(1, viewer.timeline.end // 10)):
        viewer.go(k)
        app.step()
        table = viewer.table
        table_buttons += len(getattr(table, "buttons", ()))
        for b in getattr(table, "buttons", ()):  # hovered: no tooltip either
            viewer.handle_event(
                pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 1), buttons=(0, 0, 0))
            )
        drawn.clear()
        bar = set(map(id, viewer.buttons))  # the bar's, made again as the position moves
        viewer.draw(surface)
        assert drawn and all(id(b) in bar for b in drawn), [b.label for b in drawn if id(b) not in bar]
    assert table_buttons  # the tables had buttons to hide
    # the live table's class is untouched: its buttons draw
    live = type(viewer.table).__mro__[2]
    assert "Watched" not in live.__name__ and Button.draw is spy


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_position_0_shows_the_set_up_as_the_table_showed_it(app, saves, game, monkeypatch):
    """A Rise or NecronomiCORP game opens on its set-up show: the viewer's position 0 is that show, all of
    it at once, without Back and Begin (nothing is pressed in a replay) and with a line saying what it is;
    from the first action on the table shows without it."""
    from tabletop.ui import look
    from tabletop.ui.replay import watched_table

    viewer = show(app, saves[game])
    viewer.go(0)
    app.step()
    top = viewer.table.tools.top
    assert getattr(top, "modal", False) and top.shown() == top.steps  # the set-up, everything shown
    plaques: list[str] = []
    real = look.draw_plaque
    monkeypatch.setattr(
        look, "draw_plaque", lambda s, r, label, *a, **k: plaques.append(label) or real(s, r, label, *a, **k)
    )
    words: list[str] = []
    text = look.text
    monkeypatch.setattr(look, "text", lambda f, size, said, *a, **k: words.append(said) or text(f, size, said, *a, **k))
    app.step(2.0)  # time passes: it stays whole and does not begin
    viewer.draw(pygame.display.get_surface())
    assert viewer.table.tools.top is top and "Begin" not in plaques and "Back" not in plaques
    assert watched_table.SETUP_NOTE in words
    viewer.go(1)
    app.step()
    assert not any(
        type(t).__name__.startswith("WatchedSetup") or t.name in ("setup", "corp_setup") for t in viewer.table.tools
    )


def _more_spot(app, viewer, step: int = 20):
    """A point of the watched table whose hover has a rules section (the table's own F2 answers there)."""
    area = viewer.lay.table
    for y in range(area.top + step, area.bottom, step):
        for x in range(area.left + step, area.right, step):
            viewer.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
            if viewer.table.more_at() is not None:
                return (x, y)
    raise AssertionError("nothing on the watched table has a rules section")


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_a_click_or_f2_on_the_watched_table_opens_the_rules_there(app, saves, game, monkeypatch):
    """Issue 27's "more" from a hover: in the viewer nothing on the table is pressed, so a click (left or
    right) or F2 over a thing opens the rules page at its section; the tooltip's line offers the click
    there, and F2 at a live table; back with Esc to the same position."""
    from tabletop.ui.kit import more
    from tabletop.ui.kit.rules_page import RulesPage

    assert "F2" in more.MORE_LINE and "F2" in more.MORE_BY_CLICK and "Click" in more.MORE_BY_CLICK
    viewer = show(app, saves[game])
    viewer.go(viewer.timeline.end // 2)
    app.step()
    spot = _more_spot(app, viewer)
    for button in (1, 3):
        post_click(app, (spot[0] + 1, spot[1]), button=button)
        page = app.stack.top
        assert isinstance(page, RulesPage), (button, page)
        post_key(app, pygame.K_ESCAPE)
        assert app.stack.top is viewer and viewer.position == viewer.timeline.end // 2
    post_key(app, pygame.K_F2)
    assert isinstance(app.stack.top, RulesPage)
    post_key(app, pygame.K_ESCAPE)
    # the wording: a click offered while the watched table draws its tooltip, F2 alone at a live one
    said: list[str] = []

    class Heard(list):
        def __getitem__(self, k):
            said.append(list.__getitem__(self, k))
            return said[-1]

    monkeypatch.setattr(more, "_wording", Heard(more._wording))
    viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(1 / 30)
    viewer.draw(pygame.display.get_surface())
    assert set(said) <= {more.MORE_BY_CLICK}, said
    tipless = game == "corp" and viewer.table.tools.in_hand()  # corp draws no hover tip with a tool in hand
    assert said or tipless
    assert more.more_line() == more.MORE_LINE
    with more.offered_by_click():
        assert more.more_line() == more.MORE_BY_CLICK and more.more_lines(["x"], "s")[-1] == more.MORE_BY_CLICK
    assert more.more_lines(["x"], "s")[-1] == more.MORE_LINE


def test_nothing_under_a_click_on_the_watched_table_opens_nothing(app, saves):
    viewer = show(app, saves["corp"])
    viewer.go(viewer.timeline.end // 2)
    app.step()
    area = viewer.lay.table
    post_click(app, (area.left + 3, area.bottom - 3))
    assert app.stack.top is viewer


@pytest.fixture(scope="module")
def crowded_saves(tmp_path_factory):
    """Saves of games with more seats than the session's: Rise with 3 players (the play-test's), corp
    with 6 (the most seat buttons the bar holds)."""
    from tabletop import simulate

    out = {}
    for name, argv in {"rise3": ["rise", "--players", "3"], "corp6": ["corp", "--players", "6"]}.items():
        folder = tmp_path_factory.mktemp(f"sim-{name}")
        assert simulate.main([*argv, "--seed", "5", "--games", "1", "--save-dir", str(folder)]) == 0
        (out[name],) = sorted(folder.glob("*.json"))
    return out


def bar_words_drawn(viewer) -> list[str]:
    """The lines of text drawn in the viewer's bar."""
    from tests.ui import text_audit as TA
    from tests.ui.replay.test_watched_words import forget_drawn_words

    with TA.recording():
        forget_drawn_words()  # fonts made before recording would not remember their words
        try:
            canvas = TA.TextSurface(viewer.ctx.size)
            viewer.draw(canvas)
        finally:
            forget_drawn_words()
    return [line.text for line in canvas.lines if viewer.lay.bar.contains(line.box)]


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-text"])
@pytest.mark.parametrize("game", ["rise", "corp", "necromolds", "rise3", "corp6"])
def test_the_bar_says_where_it_is_and_its_keys_without_cutting_them_at_1280x800(app, saves, crowded_saves, game, large):
    """Play-test (r17 learn item 18): the bar's keys line read "… [ ] fight · click…" with three seats,
    and with Large text both lines were cut ("Round 1…", "Space pl…"). At 1280x800, normal or Large
    text, two seats or six, the info line (round, action, who, whose view, game over), the keys line and
    every button's tip are drawn whole (beside the buttons, or on a row of their own under them), and no
    button covers another or leaves the bar."""
    from tabletop.ui import layout, look

    layout.set_preferences(100, large)
    try:
        viewer = show(app, (saves | crowded_saves)[game])
        viewer.resize(viewer.ctx.size)  # laid out at this text size
        font = look.font("sans", max(9, int(12 * viewer.lay.scale)))
        rects = [b.rect for b in viewer.buttons]
        assert all(viewer.lay.bar.contains(r) for r in rects)
        assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a.colliderect(b)]
        area = viewer.words_area()
        assert area.height >= 2 * font.get_linesize()
        last = viewer.seats()[-2]
        for position in (0, viewer.timeline.end // 2, viewer.timeline.end):
            viewer.go(position)
            for seat in viewer.seats():
                viewer.choose_seat(seat)
                for line in (viewer.info_line(), viewer.keys_help):
                    assert font.size(line)[0] <= area.width, (line, font.size(line)[0], area.width)
                if seat in (last, ALL) and position:  # drawn: the widest views, whole and without "…"
                    viewer._build_buttons()
                    drawn = bar_words_drawn(viewer)
                    assert viewer.info_line() in drawn and viewer.keys_help in drawn, drawn
                    assert not [t for t in drawn if "…" in t], drawn
        tips = {f"{b.label}: {b.tooltip}": b for b in viewer.buttons}
        assert all(font.size(tip)[0] <= area.width for tip in tips), tips
        widest = max(tips, key=lambda tip: font.size(tip)[0])
        viewer.mouse = tips[widest].rect.center  # a hovered button's tip takes the keys line's place, whole
        assert widest in bar_words_drawn(viewer), widest
        assert viewer.lay.table.height >= 600  # the table keeps most of the window
    finally:
        layout.set_preferences(100, False)


def test_a_simulated_rise_game_is_painted_in_the_colours_the_rules_dealt(app, saves):
    """Play-test: a simulated Rise save (no record of the table's colours) was drawn in the default
    colours, "P1 Pink" in yellow; the viewer now paints the colours the rules dealt, as Load does."""
    from tabletop.ui.rise.starting import seat_colours

    viewer = show(app, saves["rise"])
    table = viewer.table
    assert not (table.session.settings.get("ui") or {}).get("colours")
    assert [tuple(c) for c in table.colours] == [tuple(c) for c in seat_colours(table.session.state)]


def test_a_watched_rise_table_shows_no_greyed_undo(app, saves, monkeypatch):
    """Play-test r21: the watched Rise table still showed a greyed "Undo" in its top bar (the Rise table
    greys a disabled plaque with a face of its own, drawn past the buttons' hidden draw). No face of a
    table's button is drawn on a watched table, greyed or not."""
    from tabletop.ui.rise.table import widgets

    faces: list = []
    real = widgets._dim_face

    def spy(*args, **kwargs):
        faces.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(widgets, "_dim_face", spy)
    viewer = show(app, saves["rise"])
    surface = pygame.display.get_surface()
    greyed = 0
    for k in range(0, viewer.timeline.end + 1, max(1, viewer.timeline.end // 10)):
        viewer.go(k)
        app.step()
        greyed += sum(1 for b in getattr(viewer.table, "buttons", ()) if not b.enabled)
        faces.clear()
        viewer.draw(surface)
        assert not faces, [args[1] for args in faces]
    assert greyed  # the table had greyed buttons to hide


def test_a_simulated_corp_game_is_painted_in_the_colours_a_new_game_gives(app, saves):
    """Play-test r24: a simulated NecronomiCORP save (no record of the table's colours) was drawn in the
    kit's default colours: Player 1 in a gold the table does not know, its token reading "1" beside
    "G" and "P". The viewer paints the colours a new game gives (red, blue, yellow), each token its letter."""
    from tabletop.ui.corp.starting import emblem, seat_colours

    viewer = show(app, saves["corp"])
    table = viewer.table
    assert not (table.session.settings.get("ui") or {}).get("colours")
    players = len(table.session.state.players)
    assert [tuple(c) for c in table.colours] == [tuple(c) for c in seat_colours(players)]
    assert [emblem(s, c) for s, c in enumerate(table.colours)] == ["R", "B", "Y", "G", "W", "P"][:players]


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_position_0_rings_no_begin_that_is_not_there(app, saves, game):
    """r27 (a newcomer's first replay, 960x600): the watched set-up left out Begin but not its keyboard
    ring, a bright empty frame beside "The set-up, as the table showed it"; no ring is drawn now."""
    from tabletop.ui.scenes.base import FOCUS_RING

    viewer = show(app, saves[game])
    viewer.go(0)
    app.step()
    surface = pygame.display.get_surface()
    surface.fill((0, 0, 0))
    viewer.draw(surface)
    area = pygame.Rect(viewer.lay.table)
    ringed = [
        (x, y)
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom, 2)
        if tuple(surface.get_at((x, y)))[:3] == FOCUS_RING
    ]
    assert not ringed, f"{len(ringed)} pixels of a focus ring on the watched set-up, first {ringed[:3]}"
