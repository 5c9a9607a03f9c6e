"""Hot-seat with the computer between two people (Player 1, the computer, Player 3): after the computer's
turn the table passes to Player 3 with words for who is there, never "Your turn is over" to Player 1, whose
own turn ended a while before (r27, riseplay and rise2 on Rise's toast; checked for NecronomiCORP in r28: its
hand-over has no such toast, and its screen names the person coming and their turn, NC-TURN-01)."""

from __future__ import annotations

import random

from tabletop.ui.kit.handover import HandoverScene
from tests.ui.corp.conftest import table


def test_after_the_computers_turn_the_words_are_for_who_is_there_NC_TURN_01(ctx, screen):
    scene = table(ctx, {"players": 3}, 7, bots={1})
    rng = random.Random(1)
    said: list[str] = []
    handovers: list[tuple[int, str, str, int]] = []
    for _ in range(400):
        out = scene.update(0.4)
        over = getattr(out, "scene", None)
        if isinstance(over, HandoverScene):
            handovers.append((over.seat, over.title, over.what, scene.session.state.turn.number))
        if scene.toast is not None:
            said.append(scene.toast[0])
        seat = scene.acting_seat()
        if seat is not None and not scene.busy():
            assert scene.submit(rng.choice(scene.session.game.legal_actions(scene.session.state, seat)))
        if scene.session.state.turn.number > 8:
            break
    after_computer = [h for h in handovers if h[0] == 2]
    assert after_computer, handovers
    for _seat, title, what, _turn in after_computer:
        assert title == "Pass the table to Player 3" and what.startswith("Your turn to play."), (title, what)
    assert not any("turn is over" in w.lower() for w in said + [h[2] for h in handovers]), said
