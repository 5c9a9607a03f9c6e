"""Play-test r18 (NM-ROUND-04): during the computer's turn the keyboard's focus jumped by itself onto the
top bar's Menu or Save (what it was on had gone), so a habitual Enter opened the menu or saved. It never
falls onto the bar by itself: it waits on nothing (no ring, Enter presses nothing) and goes to the first
target of the player's next decision."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds.queries import deciding_seat
from tests.ui.necromolds.table.test_keyboard_turn import COMBAT_BUTTONS, choose, frames, key, keyboard_table, labels


def _fell_onto_the_bar(scene) -> str | None:
    f = scene.focus.focused()
    return f.label if f is not None and f.bar and scene._focus_chosen != f.label else None


def test_the_focus_never_falls_onto_the_bar_while_the_computer_plays_NM_ROUND_04(ctx, screen, monkeypatch):
    scene, _book = keyboard_table(ctx, monkeypatch)
    choose(scene, "Die 1 (move): pick up")
    choose(scene, "")  # the first slot it may go on
    choose(scene, "Done")
    bot_frames = 0
    for _ in range(600):
        frames(scene, 1)
        fell = _fell_onto_the_bar(scene)
        assert fell is None, f"the focus fell onto {fell} by itself"
        st = scene.view
        if (st.phase == "combat" and st.combat is not None and deciding_seat(st) == 0) or (
            scene.combat is not None and scene.combat.done
        ):
            offered = labels(scene)
            want = next((w for w in COMBAT_BUTTONS if any(t.startswith(w) for t in offered)), None)
            if want is not None:
                choose(scene, want)
            continue
        if st.phase == "turns" and st.turn_seat == 0:
            choose(scene, "Perform the")
        elif st.phase == "command" and st.command is not None and st.command.seat == 0:
            choose(scene, "End command")
        elif st.phase in ("turns", "command") and st.turn_seat == 1:
            bot_frames += 1
            f = scene.focus.focused()
            if f is not None:  # only on a thing of the player's own (never the bar): nothing pressed by Enter here
                continue
            n = len(scene.session.actions)
            key(scene, pygame.K_RETURN)  # a habitual Enter while the computer plays: nothing
            assert len(scene.session.actions) == n and scene.focus.focused() is None
        elif bot_frames:
            break
    assert bot_frames > 5, "the computer never played while the test watched"
