"""Hot seat (NM-ROUND-05): after Player 1 commits and the table is passed to Player 2, Player 1's
tray shows their committed dice face down. Playing four players (r27) it read "no dice in hand": the
panels were laid out from Player 1's own view (every die on a slot) and not again after the hand-over,
so the face-down dice of the view had no place in the tray, nor on the slots."""

from __future__ import annotations

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds.table import TableScene
from tabletop.ui.scenes.handover import HandoverScene
from tests.ui.necromolds.table.conftest import click, frame
from tests.ui.necromolds.table.test_seats_and_smash import _session


def test_nm_round_05_the_last_seats_committed_dice_lie_face_down_in_its_tray(ctx, screen):
    session = _session({"mode": "standard", "players": 4}, 4)
    scene = TableScene(ctx, session, bot_seats={3}, bot_delay=0.0)
    scene.enter()
    frame(scene, screen)
    assert scene.seat_at_screen == 0
    hand, rng = get_bot("necromolds"), RNG(4, stream=2)
    for _ in range(20):  # Player 1 puts dice on slots as a player would, then presses Done
        action = hand(session.game, view(session.game, session.state, 0), 0, rng)
        if isinstance(action, A.AssignDone):
            break
        assert scene.submit(action), scene.toast
    frame(scene, screen)
    assert any(d.status == "assigned" for d in session.state.seats[0].dice)
    click(scene, scene.buttons.get("done_0").rect.center)
    step = scene.update(0.05)
    assert step is not None and isinstance(step.scene, HandoverScene) and step.scene.seat == 1
    frame(scene, screen)
    hidden = [i for i, d in enumerate(scene.view.seats[0].dice) if d.status == "hidden"]
    assert hidden, "Player 1's committed dice are hidden from Player 2"
    panel = next(p for p in scene.layout.panels if p.seat == 0)
    assert sorted(i for _r, i in panel.tray_dice) == hidden
