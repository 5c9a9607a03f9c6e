"""NM-ROUND-05 (reading B): command dice are rolled in the open, then each player assigns in
secret; the others see the rolled faces until that player commits, then the dice face down,
until everyone has committed and all assignments are revealed together."""

from __future__ import annotations

from tabletop.core.protocol import events_for, fingerprint
from tabletop.core.session import Session
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.view import HIDDEN
from tests.games.necromolds.helpers import GAME, play, position, start_round

ARMIES = [
    (0, "graveghoul", 10, 4),
    (0, "insectomite", 16, 4),
    (1, "graveghoul", 10, 20),
    (1, "insectomite", 16, 20),
    (1, "graveghoul", 4, 20),
]
FACES = ["move", "magic", "wild", "ranged", "move", "move", "ranged", "magic"]


def _assigning():
    state, _ = start_round(position(ARMIES), command_faces=FACES)
    assert state.phase == "assign"
    return state


def _view_print(state, seat):
    return fingerprint(GAME.snapshot(GAME.view(state, seat)))


def test_nm_round_05_others_see_the_rolled_faces_while_a_player_chooses():
    """NM-ROUND-05: seat 0 flips, assigns and gains gems; seat 1's view does not change."""
    state = _assigning()
    before = _view_print(state, 1)
    after, _events = play(
        state, A.Flip(0, 2, "magic"), A.Assign(0, 0, "graveghoul", 0), A.Assign(0, 1, "graveghoul", -1)
    )
    assert after.seats[0].dice[1].status == "assigned"
    assert _view_print(after, 1) == before
    seen = GAME.view(after, 1).seats[0]
    assert [d.face for d in seen.dice] == FACES[:4]
    assert all(d.status == "rolled" and d.book is None for d in seen.dice)
    assert seen.gems == state.seats[0].gems
    # ...while seat 0 sees its own choices
    own = GAME.view(after, 0).seats[0]
    assert own.dice[2].face == "magic" and own.dice[0].book == "graveghoul"


def test_nm_round_05_the_log_shows_each_seat_its_own():
    """NM-ROUND-05: seat 1 reads 'Player 1 assigns a die' and nothing about books or slots."""
    state = _assigning()
    _, events = play(state, A.Flip(0, 2, "move"), A.Assign(0, 0, "graveghoul", 0))
    mine = [e.text for e in events_for(events, 0)]
    theirs = events_for(events, 1)
    assert any("Graveghoul" in t for t in mine)
    assert [e.text for e in theirs] == ["Player 1 assigns a die"]
    assert all("book" not in e.data and "slot" not in e.data for e in theirs)
    assert events_for(events, None) == theirs  # a spectator sees what everyone sees


def test_nm_round_05_committed_dice_show_face_down_until_all_commit():
    """NM-ROUND-05: after seat 0 commits, seat 1 sees its dice face down; after seat 1 commits,
    every assignment is revealed to both in one reveal event."""
    state = _assigning()
    state, _ = play(state, A.Assign(0, 0, "graveghoul", 0), A.AssignDone(0))
    seen = GAME.view(state, 1).seats[0]
    assert [d.status for d in seen.dice] == [HIDDEN] * 4
    assert all(d.face == HIDDEN and d.book is None for d in seen.dice)
    state, events = play(state, A.Assign(1, 0, "graveghoul", 0), A.AssignDone(1))
    reveals = [e for e in events if e.kind == "reveal"]
    assert [e.data["seat"] for e in reveals] == [0, 1]
    assert all(e.to is None and e.reveals for e in reveals)
    assert "move on Graveghoul (slot 1)" in reveals[0].text
    assert GAME.view(state, 1).seats[0].dice[0].book == "graveghoul"  # open again


def test_nm_round_05_undo_never_crosses_the_reveal():
    """Undo stops at the reveal: both players have seen each other's dice."""
    session = Session(GAME, {"mode": "standard"}, 3)
    session.state = _assigning()
    for action in (A.Assign(0, 0, "graveghoul", 0), A.AssignDone(0)):
        session.submit(action)
    session.submit(A.Assign(1, 0, "graveghoul", 0))
    assert session.can_undo()  # seat 1's own secret choice may be taken back
    session.submit(A.AssignDone(1))
    assert not session.can_undo()


def test_views_carry_no_future_dice():
    """No view holds the RNG or forced faces that would tell the next rolls."""
    state = _assigning()
    state.forced = [1, 2, 3]
    for seat in (0, 1, None):
        v = GAME.view(state, seat)
        assert v.forced == [] and v.rng != state.rng
    assert state.forced == [1, 2, 3]  # the view is a copy
