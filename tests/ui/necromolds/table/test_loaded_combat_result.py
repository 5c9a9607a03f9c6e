"""A Necromolds game loaded or resumed right after a combat ended shows that combat's result window, as
the live table had it up (until Continue) when the game was saved; one loaded mid-combat shows the dice
so far (play-test r18: a combat finished by the last move before a save came back with no window, and
the player never saw how the fight went). NM-BASIC-30..35 (the combat and its result)."""

from __future__ import annotations

import pytest

from tabletop.core.session import Session
from tabletop.games.necromolds import events as E
from tabletop.ui.fight_so_far import fighting
from tabletop.ui.necromolds.setup.screen import NecromoldsScreen
from tabletop.ui.necromolds.table.combat_flow import CombatTool


@pytest.fixture(scope="module")
def molds_save(tmp_path_factory):
    from tabletop import simulate
    from tabletop.ui.persist import load_game

    folder = tmp_path_factory.mktemp("sim-molds")
    assert simulate.main(["necromolds", "--seed", "3", "--games", "1", "--save-dir", str(folder)]) == 0
    (found,) = sorted(folder.glob("*.json"))
    return load_game(found)


def _played(saved: Session, k: int) -> Session:
    session = Session(saved.game, saved.settings, saved.seed)
    for action in saved.actions[:k]:
        session.submit(action)
    return session


def _combats(saved: Session) -> list[tuple[int, int, int]]:
    """(the combat's start, a position mid-combat after its first roll or purchase, the position its result came at)."""
    state = Session(saved.game, saved.settings, saved.seed).state
    out, start = [], None
    for k, action in enumerate(saved.actions, 1):
        was_on = fighting(state)
        result = saved.game.apply(state, action)
        state = result.state
        if not was_on and fighting(state):
            start = k - 1
        if start is not None and any(isinstance(e.record, (E.CombatResult, E.BlastResult)) for e in result.events):
            out.append((start, max(start + 1, k - 1), k))
            start = None
    return out


def _window(table):
    tool = table.tools.find(CombatTool)
    if tool is None:
        return None
    rec = tool.record
    rec.rolling = 0.0
    return (rec.attacker, rec.defender, rec.att_faces, rec.def_faces, rec.notes, rec.result, rec.done)


def test_a_game_loaded_after_a_combat_shows_its_result_as_the_live_table_did(ctx, molds_save):
    cases = _combats(molds_save)
    assert len(cases) >= 3, "the simulated game has too few combats"
    for start, mid, end in [cases[0], cases[len(cases) // 2], cases[-1]]:
        for k in (mid, end):
            for bots in ({1}, {0, 1}):  # a person at the screen, and a spectator's
                loaded = NecromoldsScreen(ctx, _played(molds_save, k), bots, None, bot_delay=0.0)
                loaded.enter()
                live_session = _played(molds_save, start)
                live = NecromoldsScreen(ctx, live_session, bots, None, bot_delay=0.0)
                live._shown = loaded.seat_at_screen
                live.enter()
                for action in molds_save.actions[start:k]:
                    live_session.submit(action)  # the live table follows each action as it is applied
                shown = _window(loaded)
                assert shown is not None, f"position {k}: no combat window after loading"
                assert shown == _window(live), f"position {k}, bots {bots}"
                if k == end:
                    assert shown[-1] and shown[-2], f"position {k}: the result is not shown"
                    assert loaded.session.state.combat is None  # the engine has moved on; the window tells how it went
                live.exit()
                loaded.exit()


def test_a_game_loaded_away_from_a_combat_opens_no_window(ctx, molds_save):
    """The action after a combat's result (the game went on): no window comes back."""
    _start, _mid, end = _combats(molds_save)[0]
    loaded = NecromoldsScreen(ctx, _played(molds_save, end + 1), {1}, None, bot_delay=0.0)
    loaded.enter()
    if not fighting(loaded.session.state):
        assert loaded.tools.find(CombatTool) is None
    loaded.exit()
