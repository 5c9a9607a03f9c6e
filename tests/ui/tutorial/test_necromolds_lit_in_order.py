"""Necromolds tutorials' melee step: "press +1 die, then Confirm" lights +1 die alone, and Confirm only
once the die is bought (both were lit at once, and the lit Confirm pressed first was refused: play-test
r20, ptutor nm13; NM-BASIC-27). A step whose first target stays ("Aim with ..., then Shoot ...") still
lights both."""

from __future__ import annotations

from tests.ui.tutorial.conftest import click, coached, settle
from tests.ui.tutorial.nm_drive import play_through


def lit_labels(scene) -> list[str]:
    """The labels of the table's targets the step lights as clicks."""
    lit = {t[1] for t in scene.lit if t[0] == "click"}
    return [label for label, pos in scene.targets() if pos in lit]


def _at(ctx, screen, tid: str, upto: int, title: str):
    """The tutorial played up to step `upto`, which must be the one titled `title`."""
    scene = coached(ctx, tid)
    play_through(scene, screen, upto=upto)
    settle(scene, screen)
    assert scene.script.step.title == title
    return scene


def test_nm_basic_27_the_melee_step_lights_plus_one_die_then_confirm_in_turn(ctx, screen):
    scene = _at(ctx, screen, "necromolds/first_battle", 8, "Melee")
    first = lit_labels(scene)
    assert len(first) == 1 and first[0].startswith("+1 die"), first
    click(scene, scene.lit[0][1])
    settle(scene, screen, 2)
    assert scene.script.step.title == "Melee" and scene.coach_refusals == 0
    second = lit_labels(scene)
    assert len(second) == 1 and second[0].startswith("Confirm (+1"), second
    click(scene, scene.lit[0][1])
    settle(scene, screen, 2)
    assert scene.script.step.title != "Melee" and scene.coach_refusals == 0


def test_aim_then_shoot_still_lights_both(ctx, screen):
    scene = _at(ctx, screen, "necromolds/example_turn", 12, "Graveghoul A shoots")
    labels = lit_labels(scene)
    assert any(label.startswith("Aim") for label in labels) and any(label.startswith("Shoot") for label in labels)


def test_in_order_lights_the_second_alone_once_it_is_on_the_table():
    """A die bought while gems are left for another: +1 die stays on the table, Confirm's label tells
    the buy; only Confirm is lit. Before the buy, only +1 die."""
    from types import SimpleNamespace

    from tabletop.ui.tutorial import spec, tables

    step = spec.Step(text="Buy a die", point=spec.Point(label="+1 die", then="Confirm (+1", in_order=True))
    before = [("+1 die (1 gem)", (10, 10)), ("Confirm", (50, 10)), ("Ruler", (90, 10))]
    after = [("+1 die (6 gems)", (10, 10)), ("Confirm (+1: 1 gem)", (50, 10)), ("Ruler", (90, 10))]
    assert tables.lit_targets(SimpleNamespace(targets=lambda: before), step) == [("click", (10, 10))]
    assert tables.lit_targets(SimpleNamespace(targets=lambda: after), step) == [("click", (50, 10))]
