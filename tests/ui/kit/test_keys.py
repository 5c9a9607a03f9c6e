"""The kit's key table: it dispatches the keys and its help screen (F1 or ?) lists the same rows,
so the help cannot drift from what the keys do."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.kit.keys import Binding, KeysHelpScene, KeyTable, is_help
from tabletop.ui.tools import PASS
from tests.ui.kit.conftest import event


def key(k, ctrl=False, unicode=""):
    return event(pygame.KEYDOWN, key=k, mod=pygame.KMOD_LCTRL if ctrl else 0, unicode=unicode)


TABLE = KeyTable(
    (
        Binding(pygame.K_s, "Save", run=lambda scene: ("save", scene), ctrl=True),
        Binding(pygame.K_u, "Undo", "if the rules allow", run=lambda scene: "undo"),
        Binding(pygame.K_z, "Undo", "if the rules allow", run=lambda scene: "undo", ctrl=True),
        Binding(pygame.K_e, "End the command", "while you command", run=lambda scene: PASS),
        Binding(pygame.K_ESCAPE, "Put down the tool"),
        Binding(None, "Zoom", name="Wheel"),
    )
)


def test_a_key_runs_its_binding_ctrl_first_else_the_plain_one():
    assert TABLE.dispatch(key(pygame.K_s, ctrl=True), "table") == ("save", "table")
    assert TABLE.dispatch(key(pygame.K_s), "table") is PASS, "S alone is not Save"
    assert TABLE.dispatch(key(pygame.K_u, ctrl=True), "table") == "undo", "a plain key works with Ctrl held"
    assert TABLE.dispatch(key(pygame.K_e), "table") is PASS, "a binding may pass the key on"
    assert TABLE.dispatch(key(pygame.K_ESCAPE), "table") is PASS, "shown in the help, dispatched elsewhere"
    assert TABLE.dispatch(event(pygame.KEYUP, key=pygame.K_u, mod=0), "table") is PASS


def test_two_bindings_for_one_key_are_refused():
    with pytest.raises(ValueError, match="Ctrl\\+S"):
        KeyTable([Binding(pygame.K_s, "a", run=print, ctrl=True), Binding(pygame.K_s, "b", run=print, ctrl=True)])


def test_the_help_lists_every_binding_keys_that_do_the_same_share_a_row():
    rows = TABLE.rows()
    assert rows[0] == ("Ctrl+S", "Save", "")
    assert ("U / Ctrl+Z", "Undo", "if the rules allow") in rows
    assert ("Esc", "Put down the tool", "") in rows and ("Wheel", "Zoom", "") in rows
    assert rows[-1][0] == "F1 / ?"


def test_f1_or_a_question_mark_opens_the_help_and_it_closes_again(ctx, screen):
    assert is_help(key(pygame.K_F1)) and is_help(key(pygame.K_SLASH, unicode="?")) and not is_help(key(pygame.K_SLASH))
    step = TABLE.dispatch(key(pygame.K_F1), "table", ctx)
    assert step.kind == "push" and isinstance(step.scene, KeysHelpScene) and not step.scene.covers
    help_ = step.scene
    help_.draw(screen)
    assert screen.get_rect().contains(help_.panel_rect())
    for closing in (key(pygame.K_F1), key(pygame.K_SLASH, unicode="?"), key(pygame.K_ESCAPE)):
        assert help_.handle_event(closing).kind == "pop"
    assert help_.handle_event(key(pygame.K_u)) is None, "the table's keys wait until the help is closed"


def test_the_necromolds_table_dispatches_through_its_key_table_and_shows_it_on_f1(ctx, screen):
    from tabletop.ui.necromolds.table import keys
    from tests.ui.necromolds.table.conftest import scenario_scene

    described = {row[0] for row in keys.TABLE.rows()}
    for b in keys.TABLE.bindings:
        assert any(b.label() in cell for cell in described), b
    scene = scenario_scene(ctx, "assign_round1")
    step = scene.handle_event(key(pygame.K_F1))
    assert step is not None and isinstance(step.scene, KeysHelpScene) and step.scene.table is keys.TABLE
    scene.handle_event(key(pygame.K_r))  # R: the ruler, from the same table
    assert [t.key for t in scene.tools if getattr(t, "key", None) == "ruler"]


def test_a_table_that_binds_the_question_mark_keeps_it_and_f1_alone_opens_the_help(ctx):
    """question=False: ? runs the table's own binding (Rise's rules summary); F1 still opens the help."""
    table = KeyTable([Binding(pygame.K_QUESTION, "Rules", run=lambda scene: "rules", name="?")], question=False)
    assert table.dispatch(key(pygame.K_QUESTION, unicode="?"), "table", ctx) == "rules"
    assert isinstance(table.dispatch(key(pygame.K_F1), "table", ctx).scene, KeysHelpScene)
    assert table.rows()[-1][0] == "F1"
