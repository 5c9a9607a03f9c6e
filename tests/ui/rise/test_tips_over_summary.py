"""Play-tests r24-r25: a tooltip the table drew lay under the "While you waited" summary, which the game
screen lays over the table after it. The Rise table keeps its tooltips beside the summary (issue 21),
and draws them through GameScreen.draw_tips, which draws them again over whatever the game screen laid
on the table: the tip of what the mouse rests on is the last thing drawn."""

from __future__ import annotations

from tests.ui.test_pacing import play_person, rise_table, run_bots


def _after_a_computer_turn(ctx):
    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    run_bots(scene)
    for _ in range(80):
        scene.update(1 / 60)
    assert scene.computer_summary()[0]
    return scene


def test_a_buttons_tooltip_is_drawn_after_the_computers_summary(ctx, screen, monkeypatch):
    import tabletop.ui.kit.notices as N
    from tabletop.ui.rise.table import hover_tips as HT

    scene = _after_a_computer_turn(ctx)
    button = max((b for b in scene.buttons.buttons if b.enabled), key=lambda b: b.rect.right)
    monkeypatch.setattr(button, "tooltip", "Leave a Ghost on Thornbury: it guards your Dominion counters here")
    scene.mouse, scene._rest = button.rect.center, 5.0
    scene.update(1 / 60)
    scene._rest = 5.0
    drawn: list[str] = []
    real_summary, real_tip = N.draw_summary, HT.draw_tip
    monkeypatch.setattr(N, "draw_summary", lambda *a, **k: (drawn.append("summary"), real_summary(*a, **k))[1])
    monkeypatch.setattr(HT, "draw_tip", lambda *a, **k: (drawn.append("tip"), real_tip(*a, **k))[1])
    scene.draw(screen)
    scene.draw_overlay(screen)  # the app's order: the scenes, then their overlays
    assert "summary" in drawn and "tip" in drawn, drawn
    assert drawn[-1] == "tip", f"the summary was drawn over the tooltip: {drawn}"
