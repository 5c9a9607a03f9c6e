"""Hot-seat, a hand-over in the middle of a fight (a peek to keep makes one: NC-BUILD-10) says what is
asked of the person coming in: a friend's call for help to answer (NC-RESP-14/15), or a move in the fight,
not "Your turn to play" (play-test r27: Player 2 was handed the table "Your turn to play" when Player 1
called for help, and Player 1 got it back the same way in the middle of the same fight)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tests.ui import text_audit as TA
from tests.ui.corp.conftest import table
from tests.ui.corp.fight_scenes import EMPTY


def _hot_seat_call_for_help(ctx, monkeypatch):
    """Two people; Player 1 opens a door on the Zombie Auditor and calls Player 2 (in the hallway); the
    two see differently (Player 2 looked at the next rooms), so the table is handed over."""
    levels = [["zombie_auditor#1", *EMPTY], [], [], [], []]
    settings = {"players": 2, "characters": ["gary", "priya"], "test_building": {"levels": levels}}
    scene = table(ctx, settings, 5, bots=set())
    for p in scene.session.state.players:  # no starting gear: no shot before the monster's attack
        p.weapons, p.items = [], []
    scene.update(0.1)
    scene.session.state.forced = [2]
    assert scene.submit(A.EnterRoom(0))
    scene.update(3.0)
    scene.update(0.1)
    assert scene.submit(A.AskHelp(0))
    monkeypatch.setattr(type(scene), "sees_differently", lambda self, a, b: True)
    return scene


def test_a_hand_over_to_answer_a_call_for_help_says_so_NC_RESP_14(ctx, screen, monkeypatch):
    scene = _hot_seat_call_for_help(ctx, monkeypatch)
    assert scene.session.state.fight.asked == [1]
    over = scene.handover_scene(1)
    assert over.what == "Player 1 calls for help: come in or stay out. The other player looks away."
    with TA.recording() as record:
        canvas = TA.TextSurface((960, 600))
        over.draw(canvas)
    drawn = " ".join(ln.text for ln in canvas.lines)
    assert "calls for help" in drawn and "Your turn" not in drawn and not record.cuts


def test_a_hand_over_for_a_move_in_the_fight_says_so_NC_RESP_01(ctx, screen, monkeypatch):
    scene = _hot_seat_call_for_help(ctx, monkeypatch)
    assert scene.submit(A.Help(1, join=False))  # Player 2 stays out: Player 1 answers the monster again
    assert scene.session.game.to_act(scene.session.state) == [0] and scene.session.state.fight is not None
    over = scene.handover_scene(0)
    assert over.what.startswith("Your move in the fight.") and "Your turn" not in over.what


def test_out_of_a_fight_the_hand_over_is_still_a_turn(ctx, screen):
    scene = table(ctx, {"players": 2}, 11, bots=set())
    assert scene.handover_scene(1).what.startswith("Your turn to play.")
