"""Necromolds' first battle (basic play, the rulebook's first game), played through its coached table
with the mouse: a die performed (NM-BASIC-15), two monsters moved up to the far edge (NM-BASIC-17,
NM-BASIC-10), the ruler, a move into contact and its melee with forced dice (NM-BASIC-24,
NM-BASIC-27, NM-BASIC-29), the command ended; wrong gestures refused; left and resumed (the opening
is played once)."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.ui.tutorial import progress
from tests.ui.tutorial.conftest import button, click, coached, settle
from tests.ui.tutorial.nm_drive import do_step, drag, play_through, target

TID = "necromolds/first_battle"


def test_the_first_battle_end_to_end_by_the_tables_mouse_NM_BASIC_24_NM_BASIC_27(ctx, screen):
    """Every step done by the gesture it lights; the melee falls as the forced dice say."""
    scene = coached(ctx, TID)
    opened = len(scene.tutorial.opening)
    assert len(scene.session.actions) == opened and scene.session.state.phase == "turns"
    play_through(scene, screen)
    assert scene.script.finished and scene.coach_refusals == 0
    mine = [a for a in scene.session.actions[opened:] if a.seat == 0]
    assert [type(a) for a in mine] == [
        A.StartCommand, A.Move, A.Move, A.StartCommand, A.Move, A.BuyDice, A.EndCommand,
    ]  # fmt: skip
    st = scene.session.state
    # the two moves ended where the steps lit (within an inch), each within the far edge (NM-BASIC-10)
    moved = [a for a in mine if isinstance(a, A.Move)]
    assert abs(moved[0].path[-1][1] - 7.5) <= 1.0 and abs(moved[1].path[-1][1] - 7.5) <= 1.0
    # NM-BASIC-24/27: 4 dice and a bought fifth against 2; 4 attack hits against 1 defense hit
    lines = [line.text for line in scene.log_lines()]
    assert any("4 attack hits against 1 defense hit" in t for t in lines), lines
    assert not st.monster("p1-graveghoul-1").alive and st.monster("p0-graveghoul-1").alive
    assert [s.gems for s in st.seats] == [2, 3]  # yours: 2 - 1 + 1 gem symbol; theirs: 2 + the Magic die's 1
    assert not st.forced, "every forced die was rolled, none left over"
    assert progress.place(TID).done


def test_a_wrong_die_and_a_move_to_the_wrong_place_are_refused_NM_BASIC_17(ctx, screen):
    """The Ranged die when the step asks for a Move, then a Graveghoul dragged short of the lit place:
    both refused with the step's hint, nothing applied."""
    scene = coached(ctx, TID)
    opened = len(scene.tutorial.opening)
    do_step(scene, screen)  # Basic play: Next
    do_step(scene, screen)  # the command dice: Next
    settle(scene, screen)
    step = scene.script.step
    click(scene, target(scene, "Perform the ranged die"))
    assert len(scene.session.actions) == opened and scene.coach_refusals == 1 and scene.toast[0] == step.hint
    do_step(scene, screen)  # the Move die
    settle(scene, screen)
    step = scene.script.step
    start = scene.pixel_of(("monster", "p0-graveghoul-1"))
    drag(scene, start, scene.pixel_of(("map", 6.0, 4.0)))  # 3.5 inches short of the lit place
    settle(scene, screen, 2)
    assert len(scene.session.actions) == opened + 1 and scene.coach_refusals == 2
    assert scene.toast[0] == step.hint and scene.session.state.monster("p0-graveghoul-1").y < 1
    do_step(scene, screen)
    assert isinstance(scene.session.actions[-1], A.Move)


def test_the_ruler_step_takes_next_only_after_measuring(ctx, screen):
    """Measuring is no action of the game: Next on the Ruler step is refused until the ruler has been
    drawn; then it moves on and the ruler is put away."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=5)
    settle(scene, screen)
    assert scene.script.step.point.label == "Ruler"
    # lit: the Ruler button and the Graveghoul to measure from, not every "Ruler from ..." monster
    ruler = next(pos for label, pos in scene.targets() if label == "Ruler")
    assert scene.lit == [("click", ruler), ("place", scene.pixel_of(("monster", "p0-graveghoul-1")))]
    click(scene, button(scene, "tut_next").rect.center)
    assert scene.script.index == 5 and scene.coach_refusals == 1
    do_step(scene, screen)  # measures, then Next
    assert scene.script.index == 6 and target(scene, "Perform the move die") is not None


def test_leave_and_resume_after_the_opening(ctx, screen):
    """Left after the first moves, resumed: the opening is played once, the kept actions after it
    replayed, and the tutorial plays on to its end."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=6)
    settle(scene, screen)
    out = click(scene, button(scene, "tut_leave").rect.center)
    assert out is not None and out.kind == "pop"
    place = progress.place(TID)
    assert place.step == 6 and len(place.actions) == len(scene.session.actions)
    again = coached(ctx, TID, place)
    assert again.script.index == 6 and again.session.actions == scene.session.actions
    play_through(again, screen)
    assert again.script.finished and progress.place(TID).done


def test_the_first_battle_in_a_small_window(ctx, screen):
    """At 1024x640 every step's panel stays in the window and off what it lights (do_step checks)."""
    import pygame

    ctx.size = (1024, 640)
    small = pygame.display.set_mode(ctx.size)
    scene = coached(ctx, TID)
    play_through(scene, small)
    assert scene.script.finished and scene.coach_refusals == 0


def test_the_panel_leaves_the_opponents_name_and_gems_in_sight(ctx, screen):
    """Play-test: the tutorial's panel lay over the opponent's name and gem count at every step, which the
    melee steps speak of. At 1280x800 and 1024x640 it lies under their header (or lower) every step."""
    import pygame

    from tests.ui.tutorial.nm_drive import do_step

    for size in ((1280, 800), (1024, 640)):
        ctx.size = size
        shown = pygame.display.set_mode(size)
        scene = coached(ctx, TID)
        while not scene.script.finished:
            settle(scene, shown)
            right = next(p for p in scene.layout.panels if p.rect[0] > size[0] // 2)
            assert not scene.coach_rect.colliderect(pygame.Rect(right.header)), (size, scene.script.index)
            do_step(scene, shown)


def test_every_necromolds_steps_title_fits_the_narrow_panel(ctx, screen):
    """Found in a real window: a long title ('Graveghoul C cannot shoot') was cut at the panel's edge
    over the opponent's column. Each title fits on one line at 1280x800 and at 1024x640."""
    from tabletop.ui.kit.panels import wrap
    from tabletop.ui.layout import ui_scale
    from tabletop.ui.tutorial import panel, spec, tables

    for size in ((1280, 800), (1024, 640)):
        ctx.size = size
        s = ui_scale(size)
        pad = int(12 * s)
        for tid, tutorial in spec.tutorials("necromolds"):
            scene = coached(ctx, tid)
            width = tables.panel_place(scene, int(panel.WIDTH * s), 100)[2] - 2 * pad
            for step in tutorial.steps:
                assert len(wrap(step.title, "serif_bold", max(12, int(18 * s)), width)) == 1, (tid, step.title, size)


def test_an_opening_the_game_refuses_is_named_with_its_field(tmp_path):
    """The opening is checked by the engine when the file is loaded: an action it refuses (a monster
    deployed before any army is molded) or cannot read is a ContentError naming `opening[i]`."""
    import pytest

    from tabletop.core.errors import ContentError
    from tabletop.ui.tutorial import spec

    path = tmp_path / "levels" / "necromolds" / "tutorials" / "t.toml"
    path.parent.mkdir(parents=True)
    body = '\n[settings]\nmode = "basic"\n[[steps]]\ntext = "Read."\n'
    head = 'title = "T"\ngame = "necromolds"\nbots = [1]\n'
    path.write_text(head + 'opening = [{ type = "mold_preset", seat = 0, preset = "starting_tip" }]' + body)
    assert spec.problems_of(path) is None
    path.write_text(
        head + 'opening = [{ type = "deploy", seat = 0, monster = "p0-graveghoul-1", x = 6.0, y = 1.0 }]' + body
    )
    with pytest.raises(ContentError, match=r"opening\[0\].*refused"):
        spec.load(path)
    path.write_text(head + 'opening = [{ type = "teleport", seat = 0 }]' + body)
    with pytest.raises(ContentError, match=r"opening\[0\].*not an action"):
        spec.load(path)
