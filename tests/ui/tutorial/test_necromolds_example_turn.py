"""Necromolds' printed example turn (Resolving a Turn Example, NM-EXTURN-01..10), played step by step
through its coached table with the mouse: the dice assigned to the Graveghoul spellbook, the moves,
the tied melee the Insectomite survives, the ruler, the ranged attack at far distance thanks to the
magic die, Graveghoul C unable to shoot; every printed number checked; a wrong gesture refused."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.field import battlefield
from tabletop.games.necromolds.library import library
from tabletop.ui.tutorial import progress
from tests.ui.tutorial.conftest import coached, settle
from tests.ui.tutorial.nm_drive import do_step, drag, play_through

TID = "necromolds/example_turn"
GA, GB, GC, INSECT = "p0-graveghoul-1", "p0-graveghoul-2", "p0-graveghoul-3", "p1-insectomite-1"
RULER = (GA, INSECT)


def results(scene) -> list[dict]:
    """The combat results of the game so far, in order (its actions replayed from the start)."""
    out = []
    game = scene.session.game
    state = game.initial_state(scene.session.settings, scene.session.seed)
    for action in scene.session.actions:
        applied = game.apply(state, action)
        state = applied.state
        out += [e.data for e in applied.events if e.kind == "combat_result"]
    return out


def test_the_example_turn_step_by_step_NM_EXTURN_01_to_10(ctx, screen):
    """Every step done by the gesture it lights; the example's printed numbers come out."""
    lib = library()
    scene = coached(ctx, TID)
    opened = len(scene.tutorial.opening)
    st = scene.session.state
    assert (st.phase, st.round, st.first) == ("assign", 2, 0) and [s.gems for s in st.seats] == [4, 4]
    play_through(scene, screen, upto=8, ruler=RULER)  # up to the melee's dice
    st = scene.session.state
    # NM-EXTURN-01: the Graveghoul book holds the move, ranged and magic dice; the move command first
    assert st.magic_active(0, "graveghoul") and st.command.kind == "move"
    assert st.command.distance == lib.length("medium")
    # NM-EXTURN-02: Graveghoul B's melee skill 3 against the Insectomite's defense 4
    assert st.combat.kind == "melee" and (st.combat.attacker, st.combat.defender) == (GB, INSECT)
    assert (st.combat.att_pool, st.combat.def_pool) == (3, 4)
    gems_before = [s.gems for s in st.seats]
    do_step(scene, screen, ruler=RULER)  # the 4th die bought, the dice rolled
    melee = results(scene)[-1]
    # NM-EXTURN-03: 4 attack hits against 4 defense hits; only Graveghoul B is smashed (Stalwart)
    assert (melee["attack_hits"], melee["defense_hits"], melee["smashed"]) == (4, 4, [GB])
    st = scene.session.state
    assert st.monster(INSECT).alive and not st.monster(GB).alive
    # NM-EXTURN-04: Clint -4 + 4 (pool) + 1 (gem) = +1; the opponent +2 (gem symbols)
    assert [s.gems - g for s, g in zip(st.seats, gems_before, strict=True)] == [1, 2]
    do_step(scene, screen, ruler=RULER)  # NM-EXTURN-05: Graveghoul C moves; the move die is removed
    st = scene.session.state
    assert st.phase == "turns" and st.command is None and st.monster(GC).alive
    bf = battlefield(st)
    # NM-EXTURN-10: both reasons hold for Graveghoul C: out of far distance and behind the hut
    assert not bf.within(GC, INSECT, lib.length("far")) and not bf.line_of_sight(GC, INSECT)
    # NM-EXTURN-06: Graveghoul A is past close distance but within far, in clear sight
    assert not bf.within(GA, INSECT, lib.length("close")) and bf.within(GA, INSECT, lib.length("far"))
    assert bf.line_of_sight(GA, INSECT)
    play_through(scene, screen, upto=13, ruler=RULER)  # measure, the ranged die, aim
    st = scene.session.state
    assert st.command.kind == "ranged" and st.command.distance == lib.length("far")
    assert (st.combat.attacker, st.combat.att_pool, st.combat.def_pool) == (GA, 3, 4)  # NM-EXTURN-07
    gems_before = [s.gems for s in st.seats]
    do_step(scene, screen, ruler=RULER)  # Clint spends nothing; the opponent buys a 5th die
    ranged = results(scene)[-1]
    # NM-EXTURN-08: 6 attack hits against 5 defense hits: the Insectomite is smashed; its owner
    # spends 5 and gains 5 for its 5-die pool; no gem symbols
    assert (ranged["attack_hits"], ranged["defense_hits"], ranged["smashed"]) == (6, 5, [INSECT])
    st = scene.session.state
    assert [s.gems - g for s, g in zip(st.seats, gems_before, strict=True)] == [0, 0]
    assert st.combat is None and st.magic_active(0, "graveghoul")
    play_through(scene, screen, ruler=RULER)
    # NM-EXTURN-09: Graveghoul C made no attack; the ranged die removed; the round over, magic off
    st = scene.session.state
    mine = [a for a in scene.session.actions[opened:] if a.seat == 0]
    assert not any(isinstance(a, A.Ranged) and a.monster == GC for a in mine)
    assert isinstance(mine[-1], A.EndCommand) and st.round == 3 and not st.magic_active(0, "graveghoul")
    assert [m.id for m in st.alive(0) if m.book == "graveghoul"] == [GA, GC]
    assert scene.script.finished and scene.coach_refusals == 0 and progress.place(TID).done
    assert [type(a) for a in mine] == [
        A.Assign, A.Assign, A.Assign, A.AssignDone, A.StartCommand, A.Move, A.Move, A.BuyDice, A.Move,
        A.StartCommand, A.Ranged, A.BuyDice, A.EndCommand,
    ]  # fmt: skip


def test_a_die_dragged_to_the_wrong_slot_is_refused_NM_EXTURN_01(ctx, screen):
    """The Ranged die dragged onto its slot when the step asks for the Move die first: refused with
    the step's hint, nothing assigned; then the right drag is taken."""
    scene = coached(ctx, TID)
    do_step(scene, screen)  # the example: Next
    settle(scene, screen)
    step = scene.script.step
    n = len(scene.session.actions)
    wrong = [d for d in scene.drag_targets() if d[0] == "Die 2 (ranged) to Graveghoul: slot 2"]
    assert wrong, scene.drag_targets()
    drag(scene, wrong[0][1], wrong[0][2])
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.coach_refusals == 1 and scene.toast[0] == step.hint
    assert scene.session.state.seats[0].dice[1].status == "rolled"
    do_step(scene, screen)
    assert scene.session.actions[-1] == A.Assign(seat=0, die=0, book="graveghoul", slot=0)


def test_graveghoul_a_dragged_short_of_its_place_is_refused(ctx, screen):
    """Graveghoul A dragged anywhere but the lit place: refused (the example's position would be lost)."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=6, ruler=RULER)
    settle(scene, screen)
    n = len(scene.session.actions)
    drag(scene, scene.pixel_of(("monster", GA)), scene.pixel_of(("map", 4.0, 7.0)))
    settle(scene, screen, 2)
    assert len(scene.session.actions) == n and scene.coach_refusals == 1
    do_step(scene, screen, ruler=RULER)
    assert isinstance(scene.session.actions[-1], A.Move) and scene.session.actions[-1].monster == GA


def test_the_example_turn_in_a_small_window(ctx, screen):
    """At 1024x640 every step's panel stays in the window and off what it lights (do_step checks),
    and the printed outcome is the same."""
    import pygame

    ctx.size = (1024, 640)
    small = pygame.display.set_mode(ctx.size)
    scene = coached(ctx, TID)
    play_through(scene, small, ruler=RULER)
    assert scene.script.finished and scene.coach_refusals == 0
    assert [r["smashed"] for r in results(scene)] == [[GB], [INSECT]]
