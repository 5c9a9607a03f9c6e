"""Play-test r17 (keyboard): a move into contact by keys offers only the enemies the move can reach
(NM-MOVE-10/11: the mouse's own verdict), and the combat window it starts takes the focus on its main
button, each of its buttons ringed round its own plaque (NM-COMBAT-03: Confirm, then Continue)."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.queries import deciding_seat
from tabletop.ui.necromolds.table import key_path
from tabletop.ui.necromolds.table.combat_flow import CombatTool
from tabletop.ui.necromolds.table.move_tool import MoveTool
from tests.ui.necromolds.table.conftest import mouse
from tests.ui.necromolds.table.test_keyboard_turn import (
    choose,
    frames,
    key,
    keyboard_table,
    labels,
    to_my_move_command,
)

CONTACT = "Into contact with "


def mouse_contacts(scene, mover) -> set[str]:
    """The enemies a mouse drop of `mover` on their figure moves it into contact with (each move undone)."""
    st = scene.view
    out = set()
    for e in [m for m in st.alive() if m.owner != mover.owner]:
        at = key_path._at(scene.tool_view(), e)
        if not scene.tool_view().on_map(at):
            continue
        n = len(scene.session.actions)
        start = key_path._at(scene.tool_view(), scene.view.monster(mover.id))
        mouse(scene, "move", start)
        mouse(scene, "down", start)
        mouse(scene, "move", at)
        mouse(scene, "up", at)
        frames(scene, 2)
        moved = [a for a in scene.session.actions[n:] if isinstance(a, A.Move)]
        if moved:
            out.add(key_path.Q.monster_name(st, e.id))
            scene.undo()
            frames(scene, 2)
    return out


def test_into_contact_by_keys_offers_only_the_enemies_the_move_reaches_NM_MOVE_10(ctx, screen, monkeypatch):
    scene, book = keyboard_table(ctx, monkeypatch)
    to_my_move_command(scene, book)
    st = scene.view
    mover_name = next(t for t in labels(scene) if t.startswith("Move "))[len("Move ") :]
    mover = next(m for m in st.alive() if key_path.Q.monster_name(st, m.id) == mover_name)
    choose(scene, f"Move {mover_name}")
    assert isinstance(scene.tools.top, MoveTool)
    offered = {t.label[len(CONTACT) :] for t in scene.focus.targets if t.label.startswith(CONTACT)}
    enemies = {key_path.Q.monster_name(st, m.id) for m in st.alive() if m.owner != mover.owner}
    assert offered, "the enemy set a short move away is offered"
    assert offered < enemies, "enemies out of reach are offered too"
    key(scene, pygame.K_ESCAPE)  # put it down again: the mouse tries every enemy
    frames(scene, 2)
    assert not isinstance(scene.tools.top, MoveTool)
    assert offered == mouse_contacts(scene, mover)


def test_the_combat_window_takes_the_focus_on_its_main_button_ringed_round_it_NM_COMBAT_03(ctx, screen, monkeypatch):
    scene, book = keyboard_table(ctx, monkeypatch)
    to_my_move_command(scene, book)
    mover_name = next(t for t in labels(scene) if t.startswith("Move "))[len("Move ") :]
    choose(scene, f"Move {mover_name}")
    choose(scene, CONTACT)
    seen = []
    for _ in range(200):
        frames(scene)
        top = scene.tools.top
        if not isinstance(top, CombatTool) or not top.shown(scene.tool_view()):
            if seen and "Continue" in seen:
                break
            continue
        c = scene.session.state.combat
        deciding = c is not None and not top.record.done and deciding_seat(scene.session.state) == 0
        if not (deciding or (top.record.done and top.record.rolling <= 0)):
            continue
        f = scene.focus.focused()
        assert f is not None, "the focus stays on"
        window = {b.label: b for b in scene.buttons.buttons if b.key.startswith("combat_") and b.enabled}
        assert f.label in window, f"the focus is on {f.label!r}, not in the combat window"
        assert window[f.label].primary, f"the focus is on {f.label!r}, not the window's main button"
        for t in scene.focus.targets:
            if t.label in window:
                assert t.box == tuple(window[t.label].rect), f"{t.label!r}: a circle, not its plaque's box"
        seen.append(f.label.split(" (")[0])
        key(scene, pygame.K_RETURN)  # Enter at once presses it
        frames(scene, 3)
    assert "Continue" in seen and any(w in seen for w in ("Confirm", "Roll")), seen
    assert any(isinstance(a, A.BuyDice) and a.seat == 0 for a in scene.session.actions)


def test_after_a_die_is_put_on_a_slot_the_focus_never_falls_onto_the_bar_NM_ROUND_04(ctx, screen, monkeypatch):
    """Seen playing by keys (r18): the last die put on its slot took its target away and the focus fell
    onto the bar's Save (Enter saved the game); it goes back to the first target (a die, or Done)."""
    scene, _book = keyboard_table(ctx, monkeypatch)
    bar = ("Save", "Undo", "Draw", "Menu", "Rules", "Ruler", "Sight", "Rings", "Fit map")
    placed = 0
    for _ in range(8):
        dice = [t for t in labels(scene) if t.startswith("Die ") and "pick up" in t]
        if not dice:
            break
        choose(scene, dice[-1])  # the last die first: its target is the list's last, and goes
        slot = next((t for t in reversed(scene.focus.targets) if t.gesture == "release"), None)  # the last slot
        if slot is None:  # a die with no open slot: put it back, done
            key(scene, pygame.K_ESCAPE)
            break
        choose(scene, slot.label)
        placed += 1
        frames(scene, 3)
        f = scene.focus.focused()
        assert f is not None and f.label not in bar, f"after a die went on a slot the focus is on {f}"
    assert placed >= 2


def test_once_no_more_dice_can_be_bought_the_focus_goes_to_the_main_button_NM_COMBAT_03(ctx, screen, monkeypatch):
    """Seen playing by keys (r18): Enter on '+1 die' until it greys out left the focus on '−', where the
    next Enter took the die back; it goes to Confirm (or Roll). While more can be bought it stays on '+1 die'."""
    scene, book = keyboard_table(ctx, monkeypatch)
    to_my_move_command(scene, book)
    mover_name = next(t for t in labels(scene) if t.startswith("Move "))[len("Move ") :]
    choose(scene, f"Move {mover_name}")
    choose(scene, CONTACT)
    for _ in range(50):
        frames(scene)
        if any(t.label.startswith("+1 die") for t in scene.focus.targets):
            break
    bought = 0
    while any(t.label.startswith("+1 die") for t in scene.focus.targets) and bought < 6:
        choose(scene, "+1 die")
        bought += 1
        f = scene.focus.focused()
        if any(t.label.startswith("+1 die") for t in scene.focus.targets):
            assert f.label.startswith("+1 die"), f"a die bought, more may be: the focus stays, not on {f.label!r}"
    assert bought >= 1
    f = scene.focus.focused()
    assert f.label.startswith(("Confirm", "Roll")), f"no more dice to buy: the focus is on {f.label!r}"
