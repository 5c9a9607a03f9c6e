"""A game loaded or resumed in the middle of a fight opens its fight window with the dice rolled so far,
as the seat at the screen saw them: the same rolls, lines and result the live table had shown at that
moment (play-test: a NecronomiCORP game loaded mid-fight opened its window with "No dice rolled yet").
NC-FIGHT-04 (the fight's dice are shown), RN-COMBAT-04."""

from __future__ import annotations

import pytest

from tabletop.core.protocol import events_for
from tabletop.core.session import Session
from tabletop.ui.fight_so_far import fighting, replayed, seen_by

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def corp_save(tmp_path_factory):
    from tabletop import simulate

    folder = tmp_path_factory.mktemp("sim-corp")
    assert simulate.main(["corp", "--seed", "5", "--players", "2", "--games", "1", "--save-dir", str(folder)]) == 0
    (found,) = sorted(folder.glob("*.json"))
    from tabletop.ui.persist import load_game

    return load_game(found)


def _played(saved: Session, k: int) -> Session:
    session = Session(saved.game, saved.settings, saved.seed)
    for action in saved.actions[:k]:
        session.submit(action)
    return session


def _rolled_mid_fight(saved: Session) -> list[tuple[int, int]]:
    """(the fight's start, a position k) with a fight on at k and dice rolled in it before k."""
    state, start, rolled, out = Session(saved.game, saved.settings, saved.seed).state, 0, False, []
    for k, action in enumerate(saved.actions, 1):
        was_on = fighting(state)
        if not was_on:
            start, rolled = k - 1, False
        result = saved.game.apply(state, action)
        state = result.state
        rolled = rolled or any("faces" in str(getattr(e, "record", "")) for e in result.events)
        if fighting(state) and rolled:
            out.append((start, k))
    return out


def _record(table):
    rec = table.fight_record
    assert rec is not None, "no fight record: the window would say no dice were rolled"
    rec.land_all()
    rolls = [(r.kind, r.seat, r.card, list(r.faces), r.result) for r in rec.rolls]
    return rolls, [ln.text for ln in rec.lines], rec.over


def test_a_corp_game_loaded_mid_fight_shows_the_fights_dice_so_far(ctx, corp_save):
    from tabletop.ui.corp.table import CorpTableScene

    cases = _rolled_mid_fight(corp_save)
    assert cases, "the simulated game has no fight with dice rolled"
    picked = [cases[0], cases[len(cases) // 2], cases[-1]]
    for start, k in picked:
        for bots in (set(), {1}, {0, 1}):  # both seats people, seat 0 alone, a spectator's
            loaded = CorpTableScene(ctx, _played(corp_save, k), bots, None, bot_delay=0.0)
            loaded.enter()
            live = _played(corp_save, start)
            table = CorpTableScene(ctx, live, bots, None, bot_delay=0.0)
            table._shown = loaded.seat_at_screen  # the same seat at the screen all through the fight
            table.enter()
            for action in corp_save.actions[start:k]:
                live.submit(action)  # the live table follows each action as it is applied
            shown = _record(loaded)
            assert shown[0], f"position {k}: the loaded window shows no dice"
            assert shown == _record(table), f"position {k}, bots {bots}"
            assert loaded.fight_tool is not None
            loaded.on_undo()  # a step of the fight taken back: its dice so far stay (they went)
            assert _record(loaded) == shown, f"position {k}: after an undo"
            table.exit()
            loaded.exit()


def test_the_fights_steps_are_the_seats_own(corp_save):
    """Hidden information: the steps handed to a table are the seat's events (another seat's secret
    replaced by its public version or dropped) and its view of each state."""
    game = corp_save.game
    _start, k = _rolled_mid_fight(corp_save)[0]
    _batches, steps = replayed(game, corp_save.settings, corp_save.seed, corp_save.actions[:k])
    assert steps
    for seat in (None, 0, 1):
        for (events, view), (raw, state) in zip(seen_by(game, steps, seat), steps, strict=True):
            assert events == list(events_for(raw, seat))
            assert view == game.view(state, seat)


@pytest.fixture(scope="module")
def rise_save(tmp_path_factory):
    from tabletop import simulate
    from tabletop.ui.persist import load_game

    folder = tmp_path_factory.mktemp("sim-rise")
    assert simulate.main(["rise", "--seed", "2", "--players", "3", "--games", "1", "--save-dir", str(folder)]) == 0
    (found,) = sorted(folder.glob("*.json"))
    return load_game(found)


def test_a_rise_game_loaded_mid_fight_shows_the_fights_dice_so_far(ctx, rise_save):
    """Rise had no such gap (its table rebuilds its combat panel from the log's events for the seat at
    the screen): checked the same way, live against loaded, so it stays so."""
    from tabletop.ui.rise.table.scene import RiseTableScene

    def shown(table):
        rec = table.combat
        assert rec is not None, "no combat panel"
        rec.land_all()
        return list(rec.rolls), [repr(d) for d in rec.dice], rec.result, rec.over

    cases = [(start, k) for start, k in _mid_fight(rise_save) if k - start > 1]
    assert cases, "the simulated game has no fight of more than one action"
    for start, k in [cases[0], cases[len(cases) // 2], cases[-1]]:
        loaded = RiseTableScene(ctx, _played(rise_save, k), {1, 2}, None, bot_delay=0.0)
        loaded.enter()
        live = _played(rise_save, start)
        table = RiseTableScene(ctx, live, {1, 2}, None, bot_delay=0.0)
        table.enter()
        for action in rise_save.actions[start:k]:
            live.submit(action)
        got = shown(loaded)
        assert got[0], f"position {k}: no dice"
        assert got == shown(table), f"position {k}"
        table.exit()
        loaded.exit()


def _mid_fight(saved: Session) -> list[tuple[int, int]]:
    """(the fight's start, a position k) with a fight on at k."""
    state, start, out = Session(saved.game, saved.settings, saved.seed).state, 0, []
    for k, action in enumerate(saved.actions, 1):
        if not fighting(state):
            start = k - 1
        state = saved.game.apply(state, action).state
        if fighting(state):
            out.append((start, k))
    return out
