"""Issue 26: More Fun with Clay without the mouse. Only key events reach the table: Tab to the clay
button, Enter takes the tool, the arrows carry its aim (or the wall's ends), Enter confirms, Esc steps
back. Each clay magic is cast by keys on a set position and the engine receives the action the keys
aimed (NM-CLAY-02, NM-CLAY-03, NM-CLAY-05, NM-CLAY-08)."""

from __future__ import annotations

import math

import msgspec
import pygame

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table import key_clay, key_path, keys
from tabletop.ui.necromolds.table.clay_blast import BlastTool
from tabletop.ui.necromolds.table.clay_missile import MissileTool
from tabletop.ui.necromolds.table.clay_wall import RemoveWallTool, WallTool
from tests.ui.necromolds.table.conftest import scenario_scene
from tests.ui.necromolds.table.test_keyboard_turn import choose, frames, key


def clay_turn(ctx):
    """Seed 11's graveyard, More Fun with Clay on, Player 1's turn (the clay_blast scenario, its tool put down)."""
    scene = scenario_scene(ctx, "clay_blast")
    scene.tools.clear()
    frames(scene, 3)
    return scene


def turn_end(ctx, monkeypatch, gems: int | None = None):
    """Player 1 at the end of its turn (walls may be built), More Fun with Clay on."""
    from tabletop.ui.necromolds import scenarios

    base = scenarios.load("clay_wall")
    recipe = msgspec.structs.replace(base.recipe, until_phase="turn_end", skip=1)
    scenario = msgspec.structs.replace(base, recipe=recipe)
    monkeypatch.setattr(scenarios, "load", lambda name: scenario)
    scene = scenario_scene(ctx, "clay_wall")
    scene.tools.clear()
    if gems is not None:
        scene.session.state.seats[0].gems = gems
        scene.on_undo()  # the table reads the state again
    frames(scene, 3)
    assert scene.state.phase == "turn_end" and scene.state.turn_seat == 0
    return scene


def aim_of(scene):
    return scene.camera.screen_to_map(*scene.mouse)


def test_nm_clay_05_missile_aimed_by_the_arrows_and_dropped_by_enter(ctx, screen):
    scene = clay_turn(ctx)
    n = len(scene.session.actions)
    choose(scene, "Missile")
    assert isinstance(scene.tools.top, MissileTool)
    f = scene.focus.focused()
    assert f is not None and f.label == key_clay.MISSILE_HERE, "the focus goes to the aim"
    assert scene.tool_view().on_map(scene.mouse), "the aim is put on the map"
    start = aim_of(scene)
    for _ in range(2):
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_UP, pygame.KMOD_SHIFT)
    aim = aim_of(scene)
    assert 0.9 < aim[0] - start[0] < 1.1 and -0.15 < aim[1] - start[1] < -0.05, (start, aim)
    assert scene.tools.top.aim is not None and math.dist(scene.tools.top.aim, aim) < 1e-6  # the tool aims there
    scene.draw(screen)  # the target ring and the focus ring drawn at the aim
    key(scene, pygame.K_RETURN)
    cast = [a for a in scene.session.actions[n:] if isinstance(a, A.MagicMissile)]
    assert len(cast) == 1 and cast[0].seat == 0
    assert math.dist(cast[0].aim, aim) < 0.02
    assert scene.tools.find(MissileTool) is None


def test_nm_clay_05_tab_carries_the_aim_to_each_monster(ctx, screen):
    scene = clay_turn(ctx)
    choose(scene, "Missile")
    key(scene, pygame.K_TAB)
    f = scene.focus.focused()
    assert f.label.startswith("Drop the Magic Missile over ")
    assert tuple(scene.mouse) == f.pos, "the preview follows the focus"
    key(scene, pygame.K_ESCAPE)  # steps back: the tool put down, nothing cast
    assert scene.tools.find(MissileTool) is None
    assert not any(isinstance(a, A.MagicMissile) for a in scene.session.actions)


def test_nm_clay_08_blast_lowered_by_keys_over_a_monster(ctx, screen):
    scene = clay_turn(ctx)
    scene.session.state.seats[0].gems = 12
    scene.on_undo()
    frames(scene, 3)
    n = len(scene.session.actions)
    choose(scene, "Blast")
    assert isinstance(scene.tools.top, BlastTool)
    assert scene.focus.focused().label == key_clay.BLAST_HERE
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_RIGHT)  # carried there and back
    choose(scene, "Lower the Magic Blast over")
    cast = [a for a in scene.session.actions[n:] if isinstance(a, A.MagicBlast)]
    assert len(cast) == 1 and cast[0].seat == 0


def test_nm_clay_02_wall_drawn_by_keys_end_to_end(ctx, screen, monkeypatch):
    scene = turn_end(ctx, monkeypatch)
    n = len(scene.session.actions)
    choose(scene, "Wall")
    tool = scene.tools.top
    assert isinstance(tool, WallTool) and scene.focus.focused().label == key_clay.WALL_START
    key(scene, pygame.K_DOWN)  # the first end carried half an inch
    first = aim_of(scene)
    key(scene, pygame.K_RETURN)
    assert tool.drawing and scene.focus.focused().label == key_clay.WALL_END
    for _ in range(3):
        key(scene, pygame.K_RIGHT)
    assert len(tool.stroke) == 2, "a wall drawn by keys is straight from end to end"
    assert 1.4 < math.dist(tool.stroke[0], tool.stroke[1]) < 1.6
    scene.draw(screen)
    key(scene, pygame.K_ESCAPE)  # Esc steps back to the first end; the tool stays in hand
    assert scene.tools.top is tool and not tool.drawing and not tool.stroke
    assert not any(isinstance(a, A.MagicWall) for a in scene.session.actions[n:])
    key(scene, pygame.K_RETURN)
    for _ in range(3):
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)
    built = [a for a in scene.session.actions[n:] if isinstance(a, A.MagicWall)]
    assert len(built) == 1 and built[0].seat == 0
    assert math.dist(built[0].stroke[0], first) < 0.6
    assert 1.4 < math.dist(built[0].stroke[0], built[0].stroke[-1]) < 1.6
    assert len(scene.session.state.walls) == 1


def test_nm_clay_03_remove_a_wall_by_keys(ctx, screen, monkeypatch):
    scene = turn_end(ctx, monkeypatch, gems=12)
    choose(scene, "Wall")
    key(scene, pygame.K_RETURN)
    for _ in range(3):
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)
    frames(scene, 30)
    assert len(scene.session.state.walls) == 1 and scene.state.phase == "turn_end"
    wall = scene.session.state.walls[0]
    choose(scene, "Remove")
    assert isinstance(scene.tools.top, RemoveWallTool)
    choose(scene, f"Remove {scene.seat_name(0)}'s wall")
    removed = [a for a in scene.session.actions if isinstance(a, A.RemoveWall)]
    assert len(removed) == 1 and removed[0].wall == wall.id
    assert not scene.session.state.walls


def test_the_keys_help_lists_the_clay_keys():
    words = " ".join(b.does for b in keys.TABLE.bindings)
    for what in ("Magic Missile", "Magic Wall", "Remove wall"):
        assert what in words
    assert CR.TITLES[CR.BLAST].split()[1] in words  # "Blast"
    assert key_path.held.__doc__ and "clay" in key_path.held.__doc__
