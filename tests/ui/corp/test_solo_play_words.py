"""Play-test r22 (a solo game at 1280x800, mouse only): words on the table that read wrong.

- The Plot discard pile on the board read "1 Plots" under its one card (NC-MAP-01's board).
- A weapon's tooltip said its stats twice, two ways: "Weapon +0D, 1-handed, melee" then the card's
  "+0D, one-handed, melee. Before declaring ...". Its head says them ("one-handed"), its words follow
  without them (NC-PLOT weapons)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.games import get_game
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table import chrome


def test_the_plot_discard_counts_one_plot_and_two_plots_NC_MAP_01(ctx, screen):
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame
    from tabletop.games.corp.state import clone
    from tabletop.ui.corp.table.scene import CorpTableScene

    session = Session(CorpGame(), {"players": 1}, 1)
    ctx.size = (1280, 800)
    scene = CorpTableScene(ctx, session, frozenset(), bot_delay=0.0)
    scene.enter()
    scene._refresh()
    said: list[str] = []
    real = BD.rows_on

    def spy(surface, s, *a, **k):
        said.append(s)
        return real(surface, s, *a, **k)

    for n, words in ((1, "1 Plot"), (2, "2 Plots")):
        st = clone(session.state)
        st.plot_discard = list(st.plot_deck[:n])
        said.clear()
        BD.rows_on = spy
        try:
            BD._board(pygame.Surface((1280, 800)), st, session.game.cards, BP.plan(st), scene.camera)
        finally:
            BD.rows_on = real
        assert words in said, said


def test_a_weapons_tooltip_says_its_stats_once_NC_PLOT():
    from tests.ai.corp_views import make_state, put_in_room

    cards = get_game("corp").cards
    st = make_state(1)
    put_in_room(st, 0, "r#1")
    view = SimpleNamespace(state=st, cards=cards, names=["Player 1"])
    weapons = [k for k, p in cards.plots.items() if p.kind == "weapon"]
    assert "broom" in weapons and len(weapons) > 10
    for cid in weapons:
        p = cards.plot(cid)
        tip = chrome.card_tip(view, ("floor_card", ("r#1", f"{cid}#1")))
        hands = "two-handed" if p.hands == 2 else "one-handed"
        assert tip[1].startswith(f"Weapon +{p.dice}D, {hands}, {p.range}"), (cid, tip)
        for words in tip[2:]:
            assert not words.startswith(f"+{p.dice}D, "), (cid, tip)  # not said twice
            assert words in p.text, (cid, tip)  # the rest of the card's words, as printed
    broom = chrome.card_tip(view, ("floor_card", ("r#1", "broom#1")))
    assert broom[2].startswith("Before declaring an attack"), broom
