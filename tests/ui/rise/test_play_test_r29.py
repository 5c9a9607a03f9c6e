"""Play-test r29 (riseplay): a whole 3-player game against an Easy and a Hard computer at 1280x800, and a
5-player one at 960x600 with Large text, played in a real window."""

from __future__ import annotations

from tabletop.ui.game_log import LogLine
from tabletop.ui.rise.table.waited import turn_lines
from tests.ui.test_pacing import play_person, rise_table, run_bots

DT = 1 / 60


def test_while_you_waited_tells_every_computers_turn_RN_TURN_01(ctx):
    """Seen in the window: Player 2 (computer) conquered the person's City, then Player 3 went to a
    Library, and "While you waited" read only Player 3's "looks at the top 3 cards", "is choosing a card",
    "keeps one card…": the newest five lines were all the last computer's. Each computer's turn since the
    person's last action now has its line (turns in order, RN-TURN-01)."""
    scene = rise_table(ctx)
    for _round in range(4):
        while scene.person_acting() is not None:
            play_person(scene)
        acted = run_bots(scene, limit=300)
        for _ in range(30):
            scene.update(DT)
        lines, more = scene.computer_summary()
        seats = {seat for _t, seat in acted}
        for seat in seats:
            assert any(line.startswith(f"Player {seat + 1} ") for line in lines), (seat, lines)
        assert more > 0 and len(lines) <= 2 * len(seats), lines


def _line(text, kind, seat, bot=True, **data):
    return LogLine(text, kind, seat, bot, {"seat": seat, **data})


def test_a_computers_turn_is_told_by_what_came_of_it_and_your_counters_sent_home_RN_DOM_08():
    """A conquest outranks the gains and the reason; the person's own counters going home (RN-DOM-08)
    are told though the log counts that line as the person's; a counter on the Spell track (it comes of
    a card played) tells less than the move; a turn with nothing but its move is told by the move."""
    lines = [
        _line("Round 4: Player 2's turn.", "turn", 1),
        _line("Player 2 plays Grave Robber.", "play", 1),
        _line("Player 2 moves to Mudwick — to conquer it.", "move", 1, to="mudwick"),
        _line("The fight at Mudwick: Player 2 wins.", "combat_result", None),
        _line("Player 2 conquers Mudwick.", "conquer", 1, space="mudwick"),
        _line("Player 1's counters on Mudwick return to them.", "dominion", 0, bot=False, space="mudwick"),
        _line("Player 2 places 1 counter on Mudwick.", "dominion", 1, space="mudwick", count=1),
        _line("Player 2 places a counter on the Spell track.", "dominion", 1, track="spell"),
        _line("Round 4: Player 3's turn.", "turn", 2),
        _line("Player 3 moves to The Candle Archive — for its Spell track.", "move", 2),
        _line("Player 3 looks at the top 3 cards of the Spell deck.", "look", 2),
        _line("Player 3 keeps one card and puts 2 back on top.", "pick", 2),
        _line("Player 3 places a counter on the Spell track.", "dominion", 2, track="spell"),
    ]
    texts, more = turn_lines(lines, 0)
    assert texts == [
        "Player 2 conquers Mudwick.",
        "Player 1's counters on Mudwick return to them.",
        "Player 3 moves to The Candle Archive — for its Spell track.",
    ]
    assert more == sum(1 for ln in lines if ln.bot) - 2
    assert turn_lines(lines, 2)[0] == [texts[0], texts[2]]  # another seat's counters going home are not yours
