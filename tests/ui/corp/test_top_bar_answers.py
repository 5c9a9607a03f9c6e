"""The top bar names only the answers the seat at the screen has (play-test r30, a 3-player co-op at the
boss: Brenda held Imposter Syndrome, a trauma that forbids asking for help; the fight window said "No help:
Imposter Syndrome" while the top bar said "attack or ask for help"). NC-RESP-01: attack, escape or ask
for help; NC-RESP-14: help only when someone may come; NC-BOSS-01: nobody escapes the boss."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import TOP
from tabletop.ui.corp.table import offer as OF
from tests.ui.corp.fight_scenes import EMPTY, Table, start

NAMES = ["Player 1 (you)", "Player 2"]


def _prompt(t: Table) -> str:
    acting = tuple(t.g.to_act(t.st))
    return OF.prompt(t.st, 0, acting, NAMES, tuple(t.g.legal_actions(t.st, 0)))


def _imposter(t: Table) -> Table:
    t.st.players[0].traumas.append("imposter_syndrome#1")
    return t


def _at_the_top(t: Table) -> Table:
    """Player 2 in the top floor's hallway: someone who may come to the boss's room (NC-RESP-14)."""
    t.st.players[1].level, t.st.players[1].room = TOP, None
    return t


def test_a_trauma_that_forbids_help_leaves_ask_for_help_out_of_the_top_bar_NC_RESP_14():
    pair = _imposter(Table([["zombie_auditor#1", *EMPTY]], players=2))
    pair.do(A.EnterRoom(0), 2)
    assert pair.st.fight.step == "respond"
    assert not any(isinstance(a, A.AskHelp) for a in pair.g.legal_actions(pair.st, 0))
    said = _prompt(pair)
    assert "help" not in said and "attack or escape (Player 1 (you) to act)" in said, said


def test_at_the_boss_with_no_help_the_top_bar_says_nobody_escapes_NC_BOSS_01():
    boss = _at_the_top(_imposter(Table([EMPTY], players=2)))
    start(boss, "boss", 2, 2, 2, 2, 2)
    assert boss.st.fight.step == "respond"
    said = _prompt(boss)
    assert "help" not in said and "attack: nobody escapes the boss" in said, said


def test_with_help_to_ask_the_top_bar_still_offers_it_NC_RESP_01():
    pair = Table([["zombie_auditor#1", *EMPTY]], players=2)
    pair.do(A.EnterRoom(0), 2)
    assert "attack, escape or ask for help" in _prompt(pair)
    boss = _at_the_top(Table([EMPTY], players=2))
    start(boss, "boss", 2, 2, 2, 2, 2)
    assert "attack or ask for help" in _prompt(boss)
    alone_up_there = Table([EMPTY], players=2)  # Player 2 on level 1: nobody may come (it said "ask for help")
    start(alone_up_there, "boss", 2, 2, 2, 2, 2)
    assert "attack: nobody escapes the boss" in _prompt(alone_up_there)
