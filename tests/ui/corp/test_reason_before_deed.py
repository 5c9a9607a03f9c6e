"""A computer's reason stands before what it did (play-test r28: "stays in the hallway to help" came after
"Player 2 ends the turn" and "Turn 3: Player 1", read as said in the person's turn), and "While you
waited" shows it with the deed (it showed "Player 2 ends the turn" alone, as if the computer idled)."""

from __future__ import annotations

from tests.ui.corp.conftest import click, table

WHY = "waits for a friend"


def test_the_reason_comes_before_the_deed_and_in_the_summary(ctx, screen, monkeypatch):
    from tabletop.ai import corp_reasons
    from tabletop.games.corp import actions as A

    monkeypatch.setattr(
        corp_reasons, "reason", lambda before, action, after, cards: WHY if isinstance(action, A.EndTurn) else ""
    )
    scene = table(ctx, {"players": 2}, 4, bots={1})
    for _ in range(80):
        scene.update(0.5)
        texts = [line.text for line in scene.log_lines()]
        if any(WHY in t for t in texts) and scene.acting_seat() == 0:
            break
        if scene.acting_seat() == 0:
            click(scene, next(p for label, p in scene.targets() if label.startswith("End your turn")))
    texts = [line.text for line in scene.log_lines()]
    why = max(k for k, t in enumerate(texts) if WHY in t)
    assert texts[why] == f"Player 2 (computer): {WHY}"
    deed = next(k for k, t in enumerate(texts) if k > why and "Player 2 ends the turn" in t)
    assert not any(t.startswith("Turn ") for t in texts[why:deed]), texts[why : deed + 1]
    said, _more = scene.computer_summary()
    assert any(WHY in t for t in said), said
    assert said.index(next(t for t in said if WHY in t)) < said.index(next(t for t in said if "ends the turn" in t))
