""" "While you waited" in a hot seat with a computer (NM-MULTI, NM-BASIC-35): a person's summary lists what
happened since their own last action, whoever did it. Playing r27 (4 players, 3 people): a combat that
smashed Player 1's Graveghoul was left out, because another person's choice resolved it and the summary
started after any person's action and listed only the computer's lines."""

from __future__ import annotations

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.ui.game_log import LogLine
from tabletop.ui.necromolds.table import TableScene, away
from tests.ui.necromolds.table.conftest import click, frame
from tests.ui.necromolds.table.test_seats_and_smash import _session

PEOPLE = (0, 1, 2)


def test_a_smash_resolved_by_another_person_is_in_the_summary_NM_MULTI(ctx, screen):
    session = _session({"mode": "standard", "players": 4}, 6)
    game = session.game
    scene = TableScene(ctx, session, bot_seats={3}, bot_delay=0.0)
    scene.enter()
    hand = get_bot("necromolds")
    rng = RNG(6, stream=2)
    acted: dict[int, int] = {}
    checked = 0
    for step in range(20_000):
        if session.state.phase == "over":
            break
        scene.update(0.05)
        if step % 40 == 0:
            frame(scene, screen, dt=0.0)
        button = scene.buttons.get("combat_continue")
        if button is not None and button.enabled:
            click(scene, button.rect.center)
            scene.update(0.5)
        at = scene.seat_at_screen
        if at not in PEOPLE or at not in game.to_act(session.state) or scene.busy():
            continue
        lines, _more = scene.computer_summary()
        if at in acted:
            name = f"{scene.seat_name(at)}'s"
            for k in range(acted[at], len(scene.log.batches)):
                batch = scene.log.batches[k]
                if isinstance(batch, LogLine) or getattr(batch, "seat", None) == at:
                    continue
                for line in scene.log.__class__([batch]).lines(at, ()):
                    if line.text.endswith("is smashed") and name in line.text:
                        assert line.text in lines, (at, line.text, lines)
                        checked += 1
        assert scene.submit(hand(game, view(game, session.state, at), at, rng)), scene.toast
        acted[at] = len(scene.log.batches)
    assert checked >= 2, "the game smashed a person's monster by another person's action"


def test_the_persons_own_lines_are_kept_before_older_ones():
    lines = [LogLine("Player 2's Sprout 1 is smashed", seat=1)] + [LogLine(f"Player 4 moves {k}") for k in range(7)]
    said, more = away.summary(lines, "Player 2's", 1, most=5)
    assert said[0] == "Player 2's Sprout 1 is smashed" and len(said) == 5 and more == 3
    assert said[1:] == [f"Player 4 moves {k}" for k in range(3, 7)]
