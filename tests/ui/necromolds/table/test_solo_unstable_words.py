"""NM-ROUND-13/14: a command on an unstable (jagged) slot is performed by one monster. Basalt's second
Mud Mumps move in the r26 play-test moved one Mud Mump, rightly, but his log line read "Basalt may move
Mud Mumps (3 in, close)", as his first move of all three: the line says it is an unstable slot's, one
monster (the person's own bar said so; his did not)."""

from __future__ import annotations

from types import SimpleNamespace

from tests.ui.necromolds.table.test_solo_playtest import _solo_at, _until_dice_land


def test_nm_round_13_basalts_unstable_move_reads_as_one_monsters_in_the_log(ctx, screen):
    scene, action = _solo_at(ctx, 24)  # the person's last pick of round 1: Basalt's turn follows
    assert scene.submit(action)
    _until_dice_land(scene, screen)
    starts = [line.text for line in scene.log_lines() if line.kind == "command_start" and "Basalt" in line.text]
    assert starts[-2:] == [
        "Basalt may move Mud Mumps (3 in, close)",
        "Basalt may move one monster of Mud Mumps (3 in, close) — unstable slot: one monster a round",
    ], starts


def test_nm_round_13_a_computers_unstable_command_in_the_bar_says_one_monster(screen):
    from tabletop.ui.necromolds.table import banner
    from tests.games.necromolds.test_commands import FAR_ENEMY, commanding

    def said(state):
        view = SimpleNamespace(state=state, seat_name=lambda s: f"Player {s + 1}", colours=[(1, 2, 3)] * 4)
        return banner.prompt(view, [1], True)[0]  # seat 0 is the computer's

    unstable = commanding([(0, "veggitoad", 5, 2), (0, "veggitoad", 10, 2), FAR_ENEMY], book="veggitoad", slot=1)
    assert "Player 1 moves one monster of Veggitoad (" in said(unstable)
    stable = commanding([(0, "veggitoad", 5, 2), (0, "veggitoad", 10, 2), FAR_ENEMY], book="veggitoad", slot=0)
    assert "Player 1 moves Veggitoad (" in said(stable)


def test_nm_solo_44_a_monster_basalt_moves_twice_in_his_turn_is_logged_twice(ctx, screen):
    """Playing (r27): his turn is one action of the person's, and the log kept the same words once per
    action, so Mud Mump 2's second move (the unstable slot's, NM-ROUND-13), his second Turn question 4
    and its "ends the command" were not in the log: the Mud Mump had walked 6 in on a log of 3 in."""
    scene, action = _solo_at(ctx, 24)
    assert scene.submit(action)
    _until_dice_land(scene, screen)
    lines = [line.text for line in scene.log_lines()]
    turn = lines[max(k for k, t in enumerate(lines) if t == "Basalt's turn") :]
    assert turn.count("Basalt's Mud Mump 2 moves 3.0 in") == 2, turn
    assert turn.count("Turn question 4: Mud Mumps performs its move command as best it can") == 2, turn
    assert turn.count("Basalt ends the command") == 2, turn
