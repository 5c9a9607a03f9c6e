"""NM-ROUND-05 (reading B): command dice are rolled in the open, then each player assigns in
secret; the others see the rolled faces until that player commits, then the dice face down,
until everyone has committed and all assignments are revealed together."""

from __future__ import annotations

from tabletop.core.protocol import events_for, fingerprint
from tabletop.core.session import Session
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.view import HIDDEN
from tests.games.necromolds.helpers import GAME, command_face, play, position, start_round

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
    """NM-ROUND-05: seat 0 reads its own flip and assignment; seat 1 (and a spectator) reads nothing
    of them, not even that a die was placed, until everyone has committed."""
    state = _assigning()
    _, events = play(state, A.Flip(0, 2, "move"), A.Assign(0, 0, "graveghoul", 0))
    mine = [e.text for e in events_for(events, 0)]
    theirs = events_for(events, 1)
    assert any("Graveghoul" in t for t in mine)
    assert theirs == ()
    assert events_for(events, None) == theirs  # a spectator sees what everyone sees


def _others_see(state, actions, seat=0):
    """Play `actions` of `seat` one at a time while the other seat is still assigning; return every
    event as the other seat and a spectator see it, and check the other seat's view stays as it
    was at the roll (apart from `assign_done`, shown once committed, when the dice go face down)."""
    whole = GAME.snapshot(GAME.view(state, 1))
    before = GAME.view(state, 1).seats[seat]
    seen = []
    for action in actions:
        state, events = play(state, action)
        assert not state.seats[1].assign_done
        theirs, spectator = events_for(events, 1), events_for(events, None)
        assert theirs == spectator
        seen += list(theirs)
        now = GAME.view(state, 1).seats[seat]
        assert now.gems == before.gems  # no gem paid or gained shows
        if now.assign_done:
            assert [(d.face, d.status) for d in now.dice] == [(HIDDEN, HIDDEN)] * len(before.dice)
            rest = GAME.snapshot(GAME.view(state, 1))
            assert {**rest, "seats": None} == {**whole, "seats": None}
        else:
            assert now == before and GAME.snapshot(GAME.view(state, 1)) == whole
    return state, seen


def test_nm_round_05_no_public_line_counts_placed_dice_or_tells_of_a_gem_reroll():
    """NM-ROUND-05 (reading B): while seat 1 still assigns, nothing seat 1 or a spectator reads (no
    event text, no public version of an event, nothing in seat 1's view) counts seat 0's placed dice
    or tells of its Command Gems reroll (NM-FAN-13), a magic ability's gems or its discards; the only
    line is that seat 0 has committed, with no number in it."""
    state = _assigning()
    state.fan = ["fan_command_gems"]
    state.seats[0].gems = state.seats[0].gems_at_roll = 8
    state.forced = [command_face("move")] * 2
    state, seen = _others_see(
        state,
        [
            A.CommandGems(0, (0, 3)),  # 4 gems: dice 0 and 3 rerolled (both move now)
            A.Flip(0, 2, "magic"),
            A.Assign(0, 0, "graveghoul", 0),
            A.Assign(0, 1, "graveghoul", -1),
            A.Assign(0, 3, "insectomite", 0),
            A.AssignDone(0),  # the magic die flipped from wild is discarded for 2 gems
        ],
    )
    assert [e.kind for e in seen] == ["assign_done"]
    assert not any(ch.isdigit() for ch in seen[0].text.replace("Player 1", ""))
    assert set(seen[0].data) == {"seat"}
    # ...until seat 1 commits: then everything is revealed to everyone
    state, events = play(state, A.AssignDone(1))
    reveal = next(e for e in events_for(events, 1) if e.kind == "reveal" and e.data["seat"] == 0)
    assert [d["status"] for d in reveal.data["dice"]] == ["assigned", "assigned", "discarded", "assigned"]


def test_nm_round_05_advanced_rerolls_and_changes_stay_hidden():
    """NM-ROUND-05 with NM-ADV-05..08: rerolling or changing command dice while assigning shows the
    other seat nothing before everyone has committed."""
    state, _ = start_round(position(ARMIES, mode="advanced"), command_faces=FACES)
    assert state.phase == "assign"
    state.forced = [command_face("ranged")] * 3
    _state, seen = _others_see(
        state,
        [
            A.RerollCommands(0, discard=1, reroll=(0, 3)),
            A.ChangeCommand(0, discard=(0, 3), die=2, to="move"),
            A.Assign(0, 2, "graveghoul", 0),
        ],
    )
    assert seen == []


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
