"""A four-player game with two people and two computer players plays through the table to the
end (NM-MULTI, NM-ROUND-05): the people's choices go through the screen's own submit, the
hand-over screen comes between the two people, and the table never shows a person what the
other one keeps hidden."""

from __future__ import annotations

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.ui.necromolds.table import TableScene
from tabletop.ui.scenes.handover import HandoverScene
from tests.ui.necromolds.table.conftest import click, frame
from tests.ui.necromolds.table.test_seats_and_smash import _session

PEOPLE = (0, 1)


def test_nm_multi_two_people_and_two_bots_play_to_the_end(ctx, screen):
    session = _session({"mode": "standard", "players": 4}, 6)
    game = session.game
    scene = TableScene(ctx, session, bot_seats={2, 3}, bot_delay=0.0)
    scene.enter()
    hand = get_bot("necromolds")  # plays the people's seats, from their own views
    rng = RNG(6, stream=2)
    handovers, turn_calls = 0, set()
    for step in range(30_000):
        if session.state.phase == "over":
            break
        move = scene.update(0.05)
        if move is not None and isinstance(getattr(move, "scene", None), HandoverScene):
            handovers += 1
        if step % 40 == 0:
            frame(scene, screen, dt=0.0)
        # a finished combat with a person in it waits for them: sometimes "Smash it" (NM-BASIC-35), then Continue
        for key in ("combat_smash", "combat_continue") if step % 2 else ("combat_continue",):
            button = scene.buttons.get(key)
            if button is not None and button.enabled:
                click(scene, button.rect.center)
                scene.update(0.5)
        if scene.toast and scene.toast[0].endswith("your turn"):
            turn_calls.add(scene.toast[0])
        at = scene.seat_at_screen
        if at in PEOPLE and at in game.to_act(session.state):
            shown = scene.state  # what the table draws: the view of the person at the screen
            other = 1 - at
            if session.state.phase == "assign" and session.state.seats[other].assign_done:
                assert all(d.status == "hidden" for d in shown.seats[other].dice)
            action = hand(game, view(game, session.state, at), at, rng)
            assert scene.submit(action), scene.toast
    assert session.state.phase == "over", "the game did not end"
    assert game.outcome(session.state).winners
    assert handovers > 0  # the two people passed the table to each other
    assert turn_calls and all(t.startswith(("Player 1", "Player 2")) for t in turn_calls), turn_calls
    frame(scene, screen)
