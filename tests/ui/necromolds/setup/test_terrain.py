"""Terrain set-up screen (NM-SETUP-07, NM-SETUP-08, NM-SETUP-09, NM-SETUP-10): the roll-off dice, dragging and turning a piece, refusals, bot pacing."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds.actions import PlaceTerrain
from tabletop.ui.necromolds.setup import draw as D
from tests.ui.necromolds.setup.conftest import drag, finish_bots, new_session, notice, open_game, steps

SEED_P1_FIRST = 1  # with this seed Player 1 wins the roll-off (checked below)


def test_terrain_screen_shows_the_rolloff_dice_and_the_tray(app):
    session = new_session(seed=SEED_P1_FIRST)
    scene = open_game(app, session)
    assert scene.name == "necromolds_terrain"
    step = scene.step
    assert session.state.terrain_first == 0
    assert step.history and step.history[-1]["hits"]["0"] > step.history[-1]["hits"]["1"]
    assert step.rolling() and scene.busy()  # the dice tumble first, and the bots wait for them
    steps(app, 100)  # 1.7 s: the dice have settled
    assert not step.rolling()
    surface = app.window
    # Six bone-coloured die faces in the roll-off box, and six terrain pieces in the tray.
    x, y, _w, _h = __import__("tabletop.ui.necromolds.setup.layout", fromlist=["x"]).setup_layout(app.ctx.size)[
        "side_inner"
    ]
    face_pixels = sum(
        1
        for px in range(x, x + 300, 2)
        for py in range(y + 50, y + 150, 2)
        if tuple(surface.get_at((px, py)))[:3] == D.DIE_FACE
    )
    assert face_pixels > 200
    assert len(step.tray) == 6 and len(step.unplaced()) == 6


def test_drag_a_piece_onto_the_map_and_turn_it(app):
    session = new_session(seed=SEED_P1_FIRST)
    scene = open_game(app, session)
    steps(app, 100)
    step = scene.step
    assert step.placer == 0 and step.is_human(0)
    start = step.tray["hut"].center
    target = tuple(round(v) for v in step.camera.map_to_screen(12.0, 9.0))
    drag(
        app,
        start,
        target,
        between=[
            (pygame.MOUSEWHEEL, {"x": 0, "y": 2, "flipped": False, "precise_x": 0.0, "precise_y": 2.0}),  # +30 degrees
            (pygame.KEYDOWN, {"key": pygame.K_e, "mod": 0, "unicode": "e", "scancode": 0}),  # +15 degrees
        ],
    )
    placed = [a for a in session.actions if isinstance(a, PlaceTerrain)]
    assert len(placed) == 1
    action = placed[0]
    assert action.piece == "hut" and action.seat == 0 and action.rotation == 45.0
    mx, my = step.camera.screen_to_map(*target)
    assert abs(action.x - mx) < 0.01 and abs(action.y - my) < 0.01
    assert session.state.terrain[0].rotation == 45.0
    assert notice(scene) is None


def test_an_overlapping_drop_is_refused_with_the_reason_and_changes_nothing(app):
    session = new_session(seed=SEED_P1_FIRST, bots=())
    scene = open_game(app, session)
    steps(app, 100)
    step = scene.step
    spot = tuple(round(v) for v in step.camera.map_to_screen(12.0, 9.0))
    drag(app, step.tray["hut"].center, spot)
    assert len(session.state.terrain) == 1
    before = session.game.snapshot(session.state)
    drag(app, step.tray["well"].center, spot)  # Player 2 drops the well on the hut
    assert notice(scene) == "Terrain pieces cannot overlap" and scene.toast_bad  # the engine's reason
    assert session.game.snapshot(session.state) == before and len(session.actions) == 1
    # Dropping it back on the tray is simply no placement at all.
    drag(app, step.tray["well"].center, step.tray["boulders"].center)
    assert len(session.actions) == 1


def test_the_bot_places_its_piece_after_a_pause_and_the_step_ends_after_three(app):
    session = new_session(seed=SEED_P1_FIRST, bots=(1,))
    scene = open_game(app, session)
    steps(app, 100)
    terrain = scene.step
    scene.press("quick")  # Player 1: a piece at its suggested spot
    steps(app, 1)
    assert len(session.state.terrain) == 1 and session.state.placer == 1
    steps(app, 10)
    assert len(session.state.terrain) == 1  # the computer does not act at once...
    steps(app, 60)
    assert len(session.state.terrain) == 2  # ...but after a visible pause
    assert session.state.terrain[-1].seat == 1
    scene.press("quick")
    steps(app, 2)
    assert session.state.phase == "army"
    assert scene.step is terrain and terrain.finished  # the finished layout first (issue 10)...
    scene.press("done")  # ...until Continue
    assert app.stack.top is scene and scene.name == "necromolds_army"


def test_quick_place_is_refused_on_the_bots_turn(app):
    session = new_session(seed=3, bots=(1,))  # Player 2 (the computer) places first
    scene = open_game(app, session)
    assert session.state.placer == 1
    scene.press("quick")
    assert "turn to place terrain" in notice(scene) and scene.toast_bad
    assert session.actions == []
    finish_bots(app)
    assert len(session.state.terrain) == 1
