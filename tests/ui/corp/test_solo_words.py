"""One player alone at the NecronomiCORP table (play-test r28: 960x600, Large text, Aliens & Spirits,
a special character): the table's words spoke to a party that was not there. End your turn's tooltip
said "Pass the turn to the next player"; the top bar said "attack, escape or ask for help" at the boss,
where nobody escapes (NC-BOSS-01) and, alone, nobody can be asked (NC-RESP-14)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import offer as OF
from tests.ui.corp.fight_scenes import EMPTY, Table, start


def _end_tip(players: int) -> str:
    t = Table([EMPTY], players=players)
    got = OF.offer(t.st, t.cards, 0, t.g.legal_actions(t.st, 0))
    return next(c.tip for c in got.buttons if isinstance(c.action, A.EndTurn))


def test_alone_end_your_turn_passes_the_turn_to_no_one_NC_TURN_05():
    assert "next player" not in _end_tip(1) and "exploring is optional" in _end_tip(1)
    assert "next player" in _end_tip(2)  # with others the turn passes on, as before


def _prompt(t: Table) -> str:
    return OF.prompt(t.st, 0, tuple(t.g.to_act(t.st)), ["Player 1 (you)", "Player 2"])


def test_the_top_bar_offers_only_the_answers_there_are_NC_RESP_01_NC_BOSS_01_NC_RESP_14():
    alone = Table([["zombie_auditor#1", *EMPTY]])
    alone.do(A.EnterRoom(0), 2)
    assert alone.st.fight.step == "respond"
    assert _prompt(alone).endswith("a fight on level 1: attack or escape (Player 1 (you) to act)")
    pair = Table([["zombie_auditor#1", *EMPTY]], players=2)
    pair.do(A.EnterRoom(0), 2)
    assert "attack, escape or ask for help" in _prompt(pair)  # as before, with someone to ask

    boss = Table([EMPTY])
    start(boss, "boss", 2, 2, 2, 2, 2)
    assert boss.st.fight.step == "respond"
    said = _prompt(boss)
    assert "escape" not in said.replace("nobody escapes", "") and "help" not in said, said
    assert "attack: nobody escapes the boss" in said
    boss2 = Table([EMPTY], players=2)
    start(boss2, "boss", 2, 2, 2, 2, 2)
    assert "attack or ask for help" in _prompt(boss2)


def _setup_words(name: str) -> list[str]:
    from tabletop.ui import layout, look, screenshot
    from tests.ui import text_audit as TA

    with TA.recording():
        look.clear_font_cache()
        try:
            with screenshot.shown((960, 600), screenshot._scenario_maker("corp", name), large_text=True) as app:
                canvas = TA.TextSurface((960, 600))
                app.stack.draw(canvas)
                app.stack.draw_overlays(canvas)
        finally:
            look.clear_font_cache()
            layout.set_preferences(100, False)
    return [ln.text for ln in canvas.lines]


def test_alone_the_set_up_does_not_say_who_plays_first_NC_START_12():
    """Play-test r28: the set-up shown to one player read "Player 1 — plays first"; nobody plays after."""
    words = _setup_words("setup_solo")
    assert any(w.startswith("Player 1") for w in words), words
    assert not [w for w in words if "plays first" in w], words
    assert [w for w in _setup_words("setup") if "plays first" in w]  # with others, as before
