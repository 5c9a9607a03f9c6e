"""Clay at the table, polish (issue 13): the side panels wait for a Magic Missile's show as the log
does; a Magic Wall is one shape (no seams between its segments); the blast's combat picture."""

from __future__ import annotations

import itertools

import pytest

from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table import clay_show
from tabletop.ui.necromolds.table.clay_missile import MissileShow, MissileTool
from tabletop.ui.necromolds.table.clay_scenes import target_group
from tests.ui.necromolds.table.conftest import frame, scenario_scene


def clay_table(ctx, name="clay_blast"):
    scene = scenario_scene(ctx, name)
    scene.tools.clear()
    return scene


def panel_words(scene, seat) -> list[str]:
    entry = scene.panel_cache._entries.get(seat)
    assert entry is not None, "the panel was drawn"
    return [words for _r, _box, words in entry[3].texts]


def count_line(scene, seat) -> str:
    return next(w for w in panel_words(scene, seat) if "on the map" in w)


def dropped(ctx):
    """A missile dropped on the enemy group; returns (scene, show, before) for a drop that smashed."""
    scene = clay_table(ctx)
    before = scene.state
    tool = scene.tools.push(MissileTool(0))
    scene.carry_out(tool.drop(target_group(before, 0)), tool)
    show = scene.tools.find(MissileShow)
    assert show is not None and show.playing()
    if not show.result.events:
        pytest.skip("this drop smashed nothing")
    return scene, show, before


def test_panels_count_the_missiles_smashes_once_it_has_landed(ctx, screen):
    scene, show, before = dropped(ctx)
    after = scene.state
    owners = {before.monster(e.id).owner for e in show.result.events}
    frame(scene, screen)
    assert scene.log_held()
    for seat in owners:  # the ball still falls: the panel counts as before the drop, as the log tells
        n = len(before.alive(seat))
        assert count_line(scene, seat).startswith(f"{n} monster"), count_line(scene, seat)
    told = clay_show.panel_state(after, list(scene.tools))
    assert told is clay_show.panel_state(after, list(scene.tools))  # one state per frame's state (panel cache)
    for e in show.result.events:
        assert told.monster(e.id).alive and not after.monster(e.id).alive
    for _ in range(3000):
        if not show.playing():
            break
        frame(scene, screen)
    assert not show.playing() and not scene.log_held()
    frame(scene, screen)
    for seat in owners:  # landed: the panels catch up with the state, as the log does
        n = len(after.alive(seat))
        assert count_line(scene, seat).startswith(f"{n} monster"), count_line(scene, seat)
    assert clay_show.panel_state(after, list(scene.tools)) is after


def test_nothing_held_without_a_show(ctx, screen):
    scene = clay_table(ctx)
    st = scene.state
    assert clay_show.panel_state(st, list(scene.tools)) is st


def test_a_long_wall_is_drawn_as_one_shape(ctx, screen, monkeypatch):
    """A long stroke's wall: its faces are one swept outline (no seams between segments), drawn
    once per wall and zoom."""
    from types import SimpleNamespace

    from tabletop.ui.necromolds.table import clay_draw as CD
    from tabletop.ui.necromolds.table.clay_scenes import wall_stroke

    scene = clay_table(ctx, "clay_wall")
    st = scene.state
    plan = CR.plan_wall(st, 0, CR.thin(wall_stroke(st, 0, target_group(st, 0))))
    assert len(plan.footprint) > 6
    scale = 60.0
    base = [(x * scale, y * scale) for x, y in plan.footprint]
    body = CD._swept(base, [], 40.0)
    assert len(body) == 1 and not body[0][1]  # one shape, no slivers between the segments' faces
    wall = SimpleNamespace(
        id="w", owner=0, footprint=list(plan.footprint), holes=[], height=plan.height or CR.params().wall_height
    )
    calls = []
    real = CD._swept
    monkeypatch.setattr(CD, "_swept", lambda *a: calls.append(1) or real(*a))
    img, _ = clay_show.wall_sprite(wall, 37.5, (180, 120, 60))
    again, _ = clay_show.wall_sprite(wall, 37.5, (180, 120, 60))
    assert again is img and len(calls) == 1  # cached per wall and zoom
    # down the middle of the wall's face the clay only darkens toward the map: no lighter seam line
    cx = img.get_width() // 2
    col = [img.get_at((cx, y)) for y in range(img.get_height())]
    face = [c for c in col if c.a == 255]
    assert face
    tops = [i for i, c in enumerate(face) if c[:3] == (180, 120, 60)]
    below = face[(tops[-1] + 3 if tops else 0) : -2]
    lum = [c.r + c.g + c.b for c in below]
    assert all(b <= a + 3 for a, b in itertools.pairwise(lum)), lum


def test_the_blast_picture_is_a_slab_of_the_casters_clay():
    """The combat window's attacker for a Magic Blast: a flat slab in the caster's clay, lit on top,
    darker on its rim, drawn once per colour and size."""
    from tabletop.ui.necromolds.table import combat_view

    colour = (200, 140, 60)
    img = combat_view.blast_picture(colour, 52)
    assert combat_view.blast_picture(colour, 52) is img
    w, h = img.get_size()
    assert w > 1.6 * h  # flattened
    px = [img.get_at((x, y)) for x in range(w) for y in range(h)]
    solid = [c for c in px if c.a == 255]
    lum = sorted(c.r + c.g + c.b for c in solid)
    assert lum[-1] > sum(colour) and lum[len(lum) // 20] < sum(colour) * 0.75  # lit top, dark rim: shaded
    # the caster's hue: its reds lead its blues like the clay's
    warm = sum(1 for c in solid if c.r > c.b + 40)
    assert warm > len(solid) * 0.7
