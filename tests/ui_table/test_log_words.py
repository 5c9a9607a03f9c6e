"""The game log reads like a game: names of players, monsters, spellbooks and terrain, never engine ids."""
from __future__ import annotations

import re

import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.necromolds.table.log_panel import describe


def _whole_game_lines(mode: str, seed: int) -> list[str]:
    session = Session(get_game("necromolds"), {"mode": mode, "map": "twins_vale"}, seed)
    lines: list[str] = []
    session.listeners.append(lambda s, _a, evs: lines.extend(describe(s.state, e, {1}) for e in evs))
    BotDriver(session, {0, 1}, delay=0).run_until_human()
    assert session.state.phase == "over"
    return lines


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
    assert lines[-1].endswith("wins: the last monsters on the battle map!") or "both players win" in lines[-1]


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
    from tests.ui_table.conftest import scenario_scene

    scene = scenario_scene(ctx, "assign_round1")
    book = scene.state.alive(1)[0].book
    n = len(scene.log.lines)
    evs = [Event("discard", {"seat": 1, "die": i, "book": book}, "x") for i in range(2)]
    scene._on_applied(scene.session, None, evs)
    assert len(scene.log.lines) == n + 1 and "no monsters left" in scene.log.lines[-1][0]


def test_basic_play_commands_say_how_many_monsters():
    """Playtest: basic play's move read 'moves any monsters'; the command is for a number of monsters."""
    lines = _whole_game_lines("basic", 11)
    starts = [line for line in lines if " moves " in line and "(" in line and " in, " in line]
    assert starts and all("any monsters" not in line for line in starts)
    assert any(re.search(r"moves \d monsters? \(\d", line) for line in starts)


def test_combat_window_gem_prices_agree_in_number():
    """Playtest (basic play, 2 gems): the window read 'next die: 1 gems' and '+1 die (1 gems)'."""
    from tabletop.ui.necromolds.table.combat_view import gems_text

    assert gems_text(1) == "1 gem" and gems_text(4) == "4 gems"


def test_the_table_log_starts_with_the_game_so_far(ctx, screen):
    """Playtest: a loaded game's log was empty; it now replays the set-up and earlier rounds."""
    from tests.ui_table.conftest import scenario_scene

    scene = scenario_scene(ctx, "drag_midgame")
    texts = [t for t, _c in scene.log.lines]
    assert any(" deploys " in t for t in texts) and any(t.startswith("Round 1 begins") for t in texts)


def test_long_log_lines_wrap_instead_of_being_cut(ctx, screen):
    from tabletop.ui import look
    from tabletop.ui.necromolds.table.log_panel import LogPanel

    log = LogPanel()
    log.add("Command dice rolled · " + " · ".join(["Player 2 (computer): move, ranged, magic, wild"] * 3))
    rows = log.rows(450, 13, 6)
    assert len(rows) >= 2 and all(look.font("sans", 13).size(t)[0] <= 450 for t, _c in rows)
    assert "".join(t.strip() for t, _c in rows).replace(" ", "") == log.lines[0][0].replace(" ", "")
    log.draw(screen, (0, 0, 480, 120), 1.0)
