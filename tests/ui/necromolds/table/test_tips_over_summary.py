"""Play-test r24-r25: after a computer turn, the "While you waited" summary stands over the log, and a
tooltip the table drew (a spellbook card's, beside the combat window: NM-COMBAT) lay under it, its last
lines hidden. The game screen draws the table's tooltips again over the summary (GameScreen.draw_tips),
and a tooltip hides what lies beneath it."""

from __future__ import annotations

import pygame

from tests.ui.necromolds.table.conftest import scenario_scene

MUD_MUMPS = (130, 512)  # the foot of Player 1's Mud Mumps card: its tooltip reaches down over the log


def _frame(ctx, screen, monkeypatch, summary: bool):
    import tabletop.ui.necromolds.table.draw as D

    scene = scenario_scene(ctx, "combat_window")
    scene._summary_from = 0  # all the computer did so far was done while the person waited
    if not summary:
        monkeypatch.setattr(scene, "computer_summary", lambda: ([], 0))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=MUD_MUMPS, rel=(1, 1), buttons=(0, 0, 0)))
    scene.update(0.05)
    scene.update(1.0)  # the mouse rests
    tips: list[pygame.Rect] = []
    real = D.tooltip
    monkeypatch.setattr(D, "tooltip", lambda *a, **k: tips.append(real(*a, **k)) or tips[-1])
    scene.draw(screen)
    scene.draw_overlay(screen)  # the app's order: the scenes, then their overlays
    monkeypatch.setattr(D, "tooltip", real)
    return scene, screen.copy(), tips


def test_nm_combat_a_cards_tooltip_stands_over_the_computers_summary(ctx, screen, monkeypatch):
    scene, shown, tips = _frame(ctx, screen, monkeypatch, summary=True)
    lines, _more = scene.computer_summary()
    assert lines and scene.hover_key == ("card", 0, "mud_mumps")
    tip = tips[-1]
    log = pygame.Rect(scene.layout.log)
    assert tip.colliderect(log), "the case: the card's tooltip reaches over the log the summary covers"
    _scene, bare, _tips = _frame(ctx, screen, monkeypatch, summary=False)
    inside = tip.inflate(-2, -2)
    differ = [
        (x, y)
        for x in range(inside.left, inside.right)
        for y in range(inside.top, inside.bottom)
        if shown.get_at((x, y)) != bare.get_at((x, y))
    ]
    assert not differ, f"the summary shows over or through the tooltip at {len(differ)} points, e.g. {differ[:3]}"


def test_no_tooltip_drawn_again_where_no_summary_stands(ctx, screen, monkeypatch):
    """Without a summary the overlay leaves the table's tooltip as the table drew it (once)."""
    _scene, _shown, tips = _frame(ctx, screen, monkeypatch, summary=False)
    assert len(tips) == 1
    _scene, _shown, tips = _frame(ctx, screen, monkeypatch, summary=True)
    assert len(tips) == 2 and tips[0] == tips[1]  # the same box, again over the summary
