"""The game log reads like a game: names of players, monsters, spellbooks and terrain, never engine ids.

The words are the engine's own (`Event.text`, or its public version for a seat that may not see
the event); the table adds only who is the computer, from typed data."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.game_log import GameLog


def _whole_game_log(mode: str, seed: int, seat=0, bots=frozenset({1})):
    session = Session(get_game("necromolds"), {"mode": mode, "map": "twins_vale"}, seed)
    log = GameLog()
    session.listeners.append(lambda s, _a, evs: log.add_events(evs))
    BotDriver(session, {0, 1}, delay=0).run_until_human()
    assert session.state.phase == "over"
    return log.lines(seat, bots)


def _whole_game_lines(mode: str, seed: int) -> list[str]:
    return [line.text for line in _whole_game_log(mode, seed)]


@pytest.mark.parametrize("mode,seed", [("standard", 7), ("advanced", 3), ("basic", 11)])
def test_every_log_line_of_a_whole_game_reads_like_a_game_log(mode, seed):
    """Regression: "deployed", "army done", "Player 1 molds p0-thornback-1", "1 more dice", a dict in the roll-off."""
    lines = _whole_game_lines(mode, seed)
    for line in lines:
        assert line and (line[0].isupper() or line[0].isdigit()), line
        assert not re.search(r"\bp[01]-|_|\(s\)|[{}]|\b1 more dice\b|\b1 (attack|defense) hits\b", line), line
        assert line.lower() not in ("deployed", "deploy done", "army done", "molded"), line
    assert any(re.fullmatch(r"Player [12].* deploys \w[\w ]* \d+", line) for line in lines)
    assert any(line.startswith("Round 1 begins: Player") for line in lines)
    assert lines[-1].endswith("has the last monsters on the battle map") or "both players win" in lines[-1]


def test_the_log_marks_the_computers_lines_from_typed_data_not_words():
    """A line about a bot seat carries the bot mark (data["seat"]); the words stay the engine's."""
    lines = _whole_game_log("standard", 7)
    about = [line for line in lines if line.seat is not None]
    assert any(line.bot for line in about) and any(not line.bot for line in about)
    assert all(line.bot == (line.seat == 1) for line in about)
    assert not any("(computer)" in line.text for line in lines)


def test_a_seat_reads_another_seats_hidden_assigning_only_in_public_words_NM_ROUND_05():
    """Player 1's log never shows where Player 2 put a die before the reveal, nor counts the dice it
    placed (no line per die: NM-ROUND-05); Player 2's does; Player 1 reads them in the reveal."""
    mine = _whole_game_log("standard", 7, seat=0)
    theirs = _whole_game_log("standard", 7, seat=1)
    assert any(line.kind == "assign" and line.seat == 1 and " on " in line.text for line in theirs)
    other = [line for line in mine if line.kind == "assign" and line.seat == 1]
    assert other == [], other[:3]
    assert any(line.kind == "reveal" and line.seat == 1 and " on " in line.text for line in mine)


def test_a_computer_seat_is_named_as_in_the_set_up_screens():
    from tabletop.ui.necromolds.table.queries import seat_name

    assert seat_name(1, {1}) == "Player 2 (computer)" and seat_name(0, {1}) == "Player 1"


def test_combat_window_counts_agree_in_number():
    """Regression: the combat window read '1 attack hits'."""
    from tabletop.ui.necromolds.table.combat_view import hits_line

    assert hits_line(1, "attack", 3) == "1 attack hit · 3 gems"
    assert hits_line(2, "defense", 1) == "2 defense hits · 1 gem"
    assert hits_line(0, "attack", 0) == "0 attack hits"


def test_a_spellbook_left_without_monsters_is_one_log_line(ctx, screen):
    """Regression: the log said '... has no monsters left: its dice are discarded' once per die."""
    from tabletop.core.protocol import Event
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "assign_round1")
    book = scene.state.alive(1)[0].book
    n = len(scene.log_lines())
    text = "Player 2's Cragmaw has no monsters left: its dice are discarded"
    evs = [Event("discard", {"seat": 1, "die": i, "book": book}, text) for i in range(2)]
    scene._on_applied(scene.session, None, evs)
    assert len(scene.log_lines()) == n + 1 and "no monsters left" in scene.log_lines()[-1].text


def test_basic_play_commands_say_how_many_monsters():
    """Playtest: basic play's move read 'moves any monsters'; the command is for a number of monsters. And
    it is what the die allows, not a move made (play-test r24: 'moves Insectomite' before it moved)."""
    lines = _whole_game_lines("basic", 11)
    starts = [line for line in lines if " may move " in line and "(" in line and " in, " in line]
    assert starts and all("any monsters" not in line for line in starts)
    assert any(re.search(r"may move \d monsters? \(\d", line) for line in starts)
    assert not any(re.search(r" moves \d monsters? \(\d", line) for line in lines)


def test_a_basic_move_names_no_more_monsters_than_the_player_has():
    """Play-test r24: basic play's 'any 2 monsters' read 'moves 2 monsters' for a player with a single
    monster left; the line says what the player can move (the rules' limit is unchanged)."""
    from tabletop.games.necromolds import events as E
    from tabletop.games.necromolds import words
    from tests.games.necromolds.helpers import position

    st = position([(0, "graveghoul", 5, 5), (1, "graveghoul", 20, 10), (1, "mud_mumps", 20, 14)], mode="basic")
    start = E.CommandStarted(seat=0, die=0, kind="move", book=None, distance=5.0, limit=2)
    assert words.text(st, start) == "Player 1 may move 1 monster (5 in, medium)"
    assert words.text(st, replace(start, seat=1)) == "Player 2 may move 2 monsters (5 in, medium)"


def test_combat_window_gem_prices_agree_in_number():
    """Playtest (basic play, 2 gems): the window read 'next die: 1 gems' and '+1 die (1 gems)'."""
    from tabletop.ui.necromolds.table.combat_view import gems_text

    assert gems_text(1) == "1 gem" and gems_text(4) == "4 gems"


def test_the_table_log_starts_with_the_game_so_far(ctx, screen):
    """Playtest: a loaded game's log was empty; it now replays the set-up and earlier rounds."""
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "drag_midgame")
    texts = [line.text for line in scene.log_lines()]
    assert any(" deploys " in t for t in texts) and any(t.startswith("Round 1 begins") for t in texts)


def test_long_log_lines_wrap_instead_of_being_cut(ctx, screen):
    from tabletop.ui import look
    from tabletop.ui.game_log import LogLine
    from tabletop.ui.necromolds.table.log_panel import LogPanel

    panel = LogPanel()
    lines = [
        LogLine("Command dice rolled · " + " · ".join(["Player 2: move, ranged, magic, wild"] * 3), "roll", 1, True)
    ]
    rows = panel.rows(lines, [look.AMBER, look.MOSS], 450, 13, 6)
    assert len(rows) >= 2 and all(look.font("sans", 13).size(t)[0] <= 450 for t, _c, _b in rows)
    assert "".join(t.strip() for t, _c, _b in rows).replace(" ", "") == lines[0].text.replace(" ", "")
    assert [b for _t, _c, b in rows] == [True] + [False] * (len(rows) - 1)  # the bot mark on the first row only
    panel.draw(screen, (0, 0, 480, 120), 1.0, lines, [look.AMBER, look.MOSS])


def test_the_top_log_row_never_starts_in_the_middle_of_a_line(ctx, screen):
    """Issue 10 (the first log line cut off: 'wild, magic, wild' at the top): the panel shows the
    newest whole lines that fit, and in the rows left over the end of the line too long to show whole,
    begun with "↑ " (r29: the whole-lines rule left one line and blank space): no row reads as a line's
    start that is not one."""
    from tabletop.ui import look
    from tabletop.ui.game_log import LogLine
    from tabletop.ui.necromolds.table.log_panel import LogPanel

    long = LogLine(
        "Command dice rolled: Player 1 move, magic, magic, magic; Player 2 magic, ranged, move, move, "
        "wild, magic, wild",
        "roll",
        None,
        False,
    )
    short = [LogLine(f"Player 2 assigns a die ({k})", "assign", 1, True) for k in range(4)]
    rows = LogPanel().rows([long] + short, [look.AMBER, look.MOSS], 300, 13, 5)
    assert len(rows) == 5 and rows[1][0].startswith("Player 2 assigns a die (0)")  # the long line did not fit whole
    assert rows[0][0].startswith("↑ ") and long.text.endswith(rows[0][0][2:].strip())  # its end, marked
    rows = LogPanel().rows([long] + short[:1], [look.AMBER, look.MOSS], 300, 13, 5)
    assert rows[0][0].startswith("Command dice rolled") and rows[-1][0].startswith("Player 2 assigns")
