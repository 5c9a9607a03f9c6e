"""First evening (r27 newcomer): after the first battle's opponent moved a Graveghoul toward mine, the
"While you waited" summary read only "Player 2 may move 2 monsters (7 in, far)" and "Player 2 ends the
command": the move itself (NM-BASIC-17) was left out, as its log line names the monster, not the seat,
so the log did not count it as the computer's doing (nor marked it with the computer's sign)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.protocol import Event, EventRecord
from tabletop.ui.game_log import GameLog
from tests.ui.tutorial.conftest import coached
from tests.ui.tutorial.nm_drive import play_through

TID = "necromolds/first_battle"


def test_the_computers_move_is_in_the_summary_of_what_it_did_NM_BASIC_17(ctx, screen):
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=5)  # the person's two moves; the opponent moves while step 6 waits
    lines, _more = scene.computer_summary()
    assert any("Player 2" in t for t in lines), lines
    assert any(" moves " in t and "Graveghoul" in t for t in lines), lines


def test_a_line_that_names_no_seat_is_the_acting_seats_doing():
    """The log's lines: one naming a seat is that seat's; one naming none is the action's seat's."""

    @dataclass(frozen=True)
    class Walked(EventRecord):
        KIND: ClassVar[str] = "walked"
        monster: str

    @dataclass(frozen=True)
    class Began(EventRecord):
        KIND: ClassVar[str] = "began"
        seat: int

    log = GameLog()
    log.add_events([Event.of(Began(seat=1), "Player 2's turn"), Event.of(Walked(monster="m"), "m moves")], seat=1)
    log.add_events([Event.of(Walked(monster="n"), "n moves")], seat=0)
    log.add_events([Event.of(Walked(monster="o"), "o moves")])  # whose action unknown: no one's
    got = {line.text: (line.seat, line.bot) for line in log.lines(0, bots={1})}
    assert got == {
        "Player 2's turn": (1, True),
        "m moves": (None, True),
        "n moves": (None, False),
        "o moves": (None, False),
    }


def test_a_resumed_tables_log_marks_the_computers_moves_too(ctx, screen):
    """The log rebuilt on entering (a resumed tutorial, a loaded game) keeps whose action each was: the
    opponent's Graveghoul's move carries the computer's sign there as it did when played."""
    from tabletop.ui.tutorial import progress

    scene = coached(ctx, TID)
    play_through(scene, screen, upto=5)
    again = coached(ctx, TID, progress.place(TID))
    moves = [ln for ln in again.log.lines(0, again.bot_seats) if " moves " in ln.text and "Player 2" in ln.text]
    assert moves and all(ln.bot for ln in moves), [(ln.text, ln.bot) for ln in moves]
