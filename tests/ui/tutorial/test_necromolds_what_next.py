"""Necromolds' What Next tutorials (Basic Play / What Next?, NM-BASIC-37..41): each step the rulebook
adds, played through its coached table with the mouse, the rule it adds checked in the game that
results, and a wrong gesture refused."""

from __future__ import annotations

from shapely.geometry import LineString

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.field import battlefield, terrain_union
from tabletop.ui.tutorial import progress, spec
from tests.ui.tutorial.conftest import click, coached, settle
from tests.ui.tutorial.nm_drive import drag, play_through, target

TERRAIN = "necromolds/what_next_1_terrain"
SKILLS = "necromolds/what_next_2_skills"
DISTANCES = "necromolds/what_next_3_distances"
SLOTS = "necromolds/what_next_4_slots"
ABILITIES = "necromolds/what_next_5_abilities"


def combat_results(scene) -> list[dict]:
    """The combat results of the game so far, in order (its actions replayed from the start)."""
    out = []
    game = scene.session.game
    state = game.initial_state(scene.session.settings, scene.session.seed)
    for action in scene.session.actions:
        applied = game.apply(state, action)
        state = applied.state
        out += [e.data for e in applied.events if e.kind == "combat_result"]
    return out


def test_the_what_next_tutorials_sit_between_the_first_battle_and_the_example_in_the_rulebooks_order():
    """The Learn to play list: basic play, then What Next's steps in the rulebook's order, then the
    example turn; each What Next tutorial switches on its step and every step before it."""
    ids = [tid for tid, _t in spec.tutorials("necromolds")]
    what_next = [tid for tid in ids if "/what_next_" in tid]
    assert ids[0] == "necromolds/first_battle" and ids[-1] == "necromolds/example_turn"
    assert ids[1:-1] == what_next == sorted(what_next) and what_next[:2] == [TERRAIN, SKILLS]
    flags = ("basic_terrain", "basic_skills", "basic_distances", "basic_slots", "basic_abilities")
    for k, tid in enumerate(what_next):
        t = spec.find(tid)
        # short, each one step of the rulebook's; step 5's teaches two abilities (a magic and a passive one)
        assert t.settings["mode"] == "basic" and 4 <= len(t.steps) <= (12 if tid == ABILITIES else 8), tid
        assert [bool(t.settings.get(f)) for f in flags] == [i <= k for i in range(len(flags))], tid


def test_terrain_blocks_the_way_and_the_move_goes_round_the_hut_NM_BASIC_37(ctx, screen):
    """What Next step 1 end to end: Graveghoul 3, right behind the hut, is taken round it to the lit
    place; its path does not cross the hut, and the hut then blocks the sight it stands behind."""
    scene = coached(ctx, TERRAIN)
    st = scene.session.state
    assert st.use_terrain and len(st.terrain) == 3 and st.phase == "turns"
    assert not battlefield(st).line_of_sight("p1-graveghoul-3", "p0-graveghoul-3")
    play_through(scene, screen)
    assert scene.script.finished and scene.coach_refusals == 0 and progress.place(TERRAIN).done
    opened = len(scene.tutorial.opening)
    mine = [a for a in scene.session.actions[opened:] if a.seat == 0]
    assert [type(a) for a in mine] == [A.StartCommand, A.Move, A.EndCommand]
    st = scene.session.state
    m = st.monster("p0-graveghoul-3")
    assert abs(m.x - 13.2) <= 1.0 and abs(m.y - 6.4) <= 1.0
    # the straight line from where it stood crosses the hut; the path it took bends round it
    start = (11.41, 0.61)
    hut = terrain_union(st)
    assert hut.intersects(LineString([start, (m.x, m.y)]))
    path = [start, *mine[1].path]
    assert len(path) > 2 and not hut.intersects(LineString(path)), path
    # NM-BASIC-37: behind the hut it was hidden from the enemy Graveghoul 3 straight across; now in sight
    assert battlefield(st).line_of_sight("p1-graveghoul-3", "p0-graveghoul-3")


def test_a_move_onto_the_hut_or_elsewhere_is_refused_NM_BASIC_37(ctx, screen):
    """The Graveghoul dragged onto the hut itself: no move is made (terrain blocks movement); dragged
    to a free place other than the lit one: refused with the step's hint. Nothing moved; then the lit
    drag is taken."""
    scene = coached(ctx, TERRAIN)
    play_through(scene, screen, upto=2)
    settle(scene, screen)
    n, index = len(scene.session.actions), scene.script.index
    drag(scene, scene.pixel_of(("monster", "p0-graveghoul-3")), scene.pixel_of(("map", 11.0, 3.6)))
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.script.index == index
    assert scene.session.state.monster("p0-graveghoul-3").y < 1
    drag(scene, scene.pixel_of(("monster", "p0-graveghoul-3")), scene.pixel_of(("map", 15.0, 4.0)))
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.coach_refusals == 1
    assert scene.toast[0] == scene.script.step.hint and scene.session.state.monster("p0-graveghoul-3").y < 1
    play_through(scene, screen)
    assert scene.script.finished


def test_skill_ratings_set_the_melee_pools_NM_BASIC_38(ctx, screen):
    """What Next step 2 end to end: the Graveghoul's melee 3 against the Graveghoul's defense 2 (not
    basic play's 4 against 2), a 4th die bought for 1 gem, the forced dice's 4 hits against 1."""
    scene = coached(ctx, SKILLS)
    play_through(scene, screen, upto=6)
    st = scene.session.state
    assert st.combat is not None and st.combat.kind == "melee"
    assert (st.combat.attacker, st.combat.defender) == ("p0-graveghoul-1", "p1-graveghoul-1")
    assert (st.combat.att_pool, st.combat.def_pool) == (3, 2)
    play_through(scene, screen)
    result = combat_results(scene)[-1]
    assert (result["attack_hits"], result["defense_hits"], result["smashed"]) == (4, 1, ["p1-graveghoul-1"])
    st = scene.session.state
    assert [s.gems for s in st.seats] == [2, 3]  # yours: 2 - 1 + 1 gem symbol; theirs: 2 + the Magic die's 1
    assert not st.forced and scene.script.finished and scene.coach_refusals == 0
    assert progress.place(SKILLS).done


def test_confirm_without_the_lit_bought_die_is_refused_NM_BASIC_27(ctx, screen):
    """On the melee step, Confirm without the +1 die is not the step's gesture: refused, the pools
    unchanged; the lit gesture then rolls."""
    scene = coached(ctx, SKILLS)
    play_through(scene, screen, upto=6)
    settle(scene, screen)
    n = len(scene.session.actions)
    click(scene, target(scene, "Confirm"))
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.coach_refusals == 1
    assert scene.session.state.combat.att_pool == 3


def test_slot_distances_stop_the_move_at_medium_and_shoot_at_close_NM_BASIC_39(ctx, screen):
    """What Next step 3 end to end: the Move performed at the Graveghoul's medium edge (a move past it
    is illegal), the Ranged at its close edge, the shot by skills (3 against 2) with forced dice."""
    from tabletop.core.errors import IllegalAction
    from tabletop.games.necromolds.library import library

    lib = library()
    scene = coached(ctx, DISTANCES)
    play_through(scene, screen, upto=1)
    st = scene.session.state
    assert st.command.kind == "move" and st.command.distance == lib.length("medium")
    game = scene.session.game
    too_far = A.Move(seat=0, monster="p0-graveghoul-1", path=[(6.0, 11.0)])  # 5.5 inches: past medium
    try:
        game.apply(st, too_far)
        raise AssertionError("a move past the medium edge was applied")
    except IllegalAction:
        pass
    play_through(scene, screen, upto=6)
    st = scene.session.state
    assert st.command is not None and st.command.kind == "ranged" and st.command.distance == lib.length("close")
    assert (st.combat.att_pool, st.combat.def_pool) == (3, 2)
    play_through(scene, screen)
    result = combat_results(scene)[-1]
    assert (result["attack_hits"], result["defense_hits"], result["smashed"]) == (3, 1, ["p1-graveghoul-1"])
    assert scene.script.finished and scene.coach_refusals == 0 and not scene.session.state.forced
    assert progress.place(DISTANCES).done


def test_a_move_dragged_past_medium_is_refused_NM_BASIC_39(ctx, screen):
    """Graveghoul 1 dragged toward the enemy, past the medium edge: it would stop short of the lit
    place's reach and is refused with the step's hint; nothing moved."""
    scene = coached(ctx, DISTANCES)
    play_through(scene, screen, upto=1)
    settle(scene, screen)
    n = len(scene.session.actions)
    drag(scene, scene.pixel_of(("monster", "p0-graveghoul-1")), scene.pixel_of(("map", 6.0, 11.2)))
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.script.index == 1
    assert abs(scene.session.state.monster("p0-graveghoul-1").y - 5.5) < 0.1


def test_dice_on_command_slots_command_every_monster_of_the_book_NM_BASIC_40_NM_BASIC_42(ctx, screen):
    """What Next step 4 end to end: the Move and Ranged dice dragged onto the Graveghoul's slots, the
    magic die discarded for basic play's 1 gem, one Move die moving two Graveghouls at medium (no Mud
    Mump), the turn over after one die; the Ranged die still on its slot."""
    from tabletop.games.necromolds.library import library

    scene = coached(ctx, SLOTS)
    assert scene.session.state.phase == "assign"
    play_through(scene, screen, upto=3)
    st = scene.session.state
    dice = st.seats[0].dice
    assert [(d.status, d.book, d.slot) for d in (dice[0], dice[2])] == [
        ("assigned", "graveghoul", 0),
        ("assigned", "graveghoul", 1),
    ]
    assert st.seats[0].gems == 3  # NM-BASIC-42: the unassigned magic die gives basic play's 1 gem
    play_through(scene, screen, upto=4)
    st = scene.session.state
    assert st.command.book == "graveghoul" and st.command.distance == library().length("medium")
    play_through(scene, screen)
    st = scene.session.state
    opened = len(scene.tutorial.opening)
    moved = [a.monster for a in scene.session.actions[opened:] if isinstance(a, A.Move) and a.seat == 0]
    assert moved == ["p0-graveghoul-1", "p0-graveghoul-2"]
    # one die a turn (NM-BASIC-42): the opponent moved in between; the Ranged die waits on its slot
    assert st.monster("p1-graveghoul-1").y == 13.0 and st.turn_seat == 0 and st.phase == "turns"
    assert (st.seats[0].dice[0].status, st.seats[0].dice[2].status) == ("spent", "assigned")
    assert scene.script.finished and scene.coach_refusals == 0 and progress.place(SLOTS).done


def test_a_die_dragged_to_the_wrong_slot_and_a_mud_mump_are_refused_NM_BASIC_40(ctx, screen):
    """The Move die dragged onto the Mud Mumps' slot: refused with the step's hint, nothing assigned;
    later a Mud Mump dragged while the Graveghoul die is performed: not moved."""
    scene = coached(ctx, SLOTS)
    settle(scene, screen)
    n = len(scene.session.actions)
    wrong = [d for d in scene.drag_targets() if d[0].startswith("Die 1 (move) to Mud Mumps")]
    assert wrong, scene.drag_targets()
    drag(scene, wrong[0][1], wrong[0][2])
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.coach_refusals == 1
    assert scene.toast[0] == scene.script.step.hint and scene.session.state.seats[0].dice[0].status == "rolled"
    play_through(scene, screen, upto=4)
    n = len(scene.session.actions)
    drag(scene, scene.pixel_of(("monster", "p0-mud_mumps-1")), scene.pixel_of(("map", 14.1, 3.0)))
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.session.state.monster("p0-mud_mumps-1").y < 1


def test_grave_bolt_lets_the_graveghoul_shoot_far_NM_BASIC_41(ctx, screen):
    """What Next step 5 end to end: the magic die on Grave Bolt (active to the round's end), the Ranged
    die performed at far (its slot says close), the enemy past close and within far shot by skills
    (3 against 2, Coffin Lid only against melee) with forced dice."""
    from tabletop.games.necromolds.library import library

    lib = library()
    scene = coached(ctx, ABILITIES)
    st = scene.session.state
    assert (st.phase, st.round) == ("assign", 2)
    bf = battlefield(st)
    a, b = "p0-graveghoul-1", "p1-graveghoul-1"
    assert not bf.within(a, b, lib.length("close")) and bf.within(a, b, lib.length("far"))
    play_through(scene, screen, upto=4)
    st = scene.session.state
    assert st.magic_active(0, "graveghoul") and st.phase == "turns" and st.turn_seat == 0
    play_through(scene, screen, upto=6)
    st = scene.session.state
    assert st.command.kind == "ranged" and st.command.distance == lib.length("far")
    assert (st.combat.attacker, st.combat.defender, st.combat.att_pool, st.combat.def_pool) == (a, b, 3, 2)
    play_through(scene, screen, upto=7)
    result = combat_results(scene)[-1]
    assert (result["attack_hits"], result["defense_hits"], result["smashed"]) == (3, 1, [b])


def test_coffin_lid_adds_a_defense_die_against_melee_NM_BOOK_13_NM_ROUND_18_NM_BASIC_41(ctx, screen):
    """What Next step 5's passive ability, played to the end with the mouse: after the far shot the
    enemy Graveghoul 2 comes near, your Graveghoul 1 moves into contact (a melee attack, NM-MOVE-10)
    and the defender's passive Coffin Lid, with no die spent on it, adds a defense die: 3 dice, not its
    defense skill's 2 (the ranged shot before had 2: only against melee). With the forced dice that
    third die decides it: 2 attack hits against 3, the attacker smashed."""
    from tabletop.games.necromolds.library import library

    book = library().books["graveghoul"]
    assert book.passive.name == "Coffin Lid" and book.defense == 2
    scene = coached(ctx, ABILITIES)
    titles = [s.title for s in scene.tutorial.steps]
    play_through(scene, screen, upto=titles.index("Coffin Lid"))
    st = scene.session.state
    assert st.combat is not None and st.combat.kind == "melee"
    mine, theirs = "p0-graveghoul-1", "p1-graveghoul-2"
    assert (st.combat.attacker, st.combat.defender) == (mine, theirs)
    assert (st.combat.att_pool, st.combat.def_pool) == (book.melee, book.defense + 1)
    # no die bought it: the defender has no die on a magic ability and none bought in this combat
    assert not any(d.slot == -1 for d in st.seats[1].dice) and not st.magic_active(1, "graveghoul")
    assert st.combat.def_bought == 0
    play_through(scene, screen)
    result = combat_results(scene)[-1]
    assert (result["attack_hits"], result["defense_hits"], result["smashed"]) == (2, 3, [mine])
    st = scene.session.state
    assert st.monster(theirs).alive and not st.monster(mine).alive
    assert scene.script.finished and scene.coach_refusals == 0 and not st.forced
    assert progress.place(ABILITIES).done


def test_without_grave_bolt_the_shot_is_out_of_reach_and_the_wrong_drag_refused_NM_BASIC_41(ctx, screen):
    """The Ranged die dragged first (the step asks for the magic die): refused, nothing assigned. And
    the rule the step teaches: with the Ranged die performed without Grave Bolt, the shot is illegal."""
    from tabletop.core.errors import IllegalAction

    scene = coached(ctx, ABILITIES)
    settle(scene, screen)
    n = len(scene.session.actions)
    wrong = [d for d in scene.drag_targets() if d[0] == "Die 1 (ranged) to Graveghoul: slot 2"]
    assert wrong, scene.drag_targets()
    drag(scene, wrong[0][1], wrong[0][2])
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.coach_refusals == 1
    assert scene.toast[0] == scene.script.step.hint
    game, st = scene.session.game, scene.session.state
    for action in (
        A.Assign(seat=0, die=0, book="graveghoul", slot=1),
        A.AssignDone(seat=0),
        A.Assign(seat=1, die=0, book="graveghoul", slot=0),
        A.AssignDone(seat=1),
        A.StartCommand(seat=0, die=0),
    ):
        st = game.apply(st, action).state
    try:
        game.apply(st, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-graveghoul-1"))
        raise AssertionError("a shot past close was allowed without Grave Bolt")
    except IllegalAction as refusal:
        assert "out of range" in refusal.reason, refusal.reason


def test_learn_to_play_fits_every_tutorial_in_its_panel(app):
    """Found on screen: with the five What Next tutorials the list ran past its panel and the example
    turn off the window. Rows go compact (two lines) when they would not fit: every row's button
    inside the panel, none over the Back button."""
    from tabletop.ui.layout import centre
    from tabletop.ui.scenes.menu import learn_rect
    from tests.ui.conftest import post_click

    post_click(app, centre(learn_rect(app.ctx.size)))
    learn = app.stack.top
    assert learn.name == "learn" and len(learn.rows) == len(spec.tutorials("necromolds")) + 2
    starts = [b for b in learn._actions if b.text in ("Start", "Resume", "Again")]
    back = next(b for b in learn._actions if b.text == "Back")
    assert len(starts) == len(learn.rows)
    bottom = max(b.rect.bottom for b in starts)
    assert bottom < back.rect.top and bottom <= app.ctx.size[1]


def test_the_what_next_tutorials_in_a_small_window(ctx, screen):
    """At 1024x640 every What Next step's panel stays in the window and off what it lights (do_step
    checks), and each tutorial ends with nothing refused and no forced die left."""
    import pygame

    ctx.size = (1024, 640)
    small = pygame.display.set_mode(ctx.size)
    for tid in (TERRAIN, SKILLS, DISTANCES, SLOTS, ABILITIES):
        scene = coached(ctx, tid)
        play_through(scene, small)
        assert scene.script.finished and scene.coach_refusals == 0 and not scene.session.state.forced, tid
