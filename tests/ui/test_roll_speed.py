"""The dice's roll follows Settings' animation speed on every table (play-test r26: the roll lasted about
1 s whatever the speed said, while the linger and pauses after it followed the setting): Slow rolls
longer, Fast shorter, Instant lands the dice at once. Necromolds' dice already did (its command dice and
combat window scale by the speed); Rise's combat panel (its fights and quest tests, RN-COMBAT-04) and
NecronomiCORP's fight window now do too."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui.game_screen import animated

SIZE = (1280, 800)
FRAME = 1 / 30


@pytest.fixture
def screen(user_home):
    pygame.init()
    yield pygame.display.set_mode(SIZE)


def _ctx(speed: float):
    return SimpleNamespace(size=SIZE, manager=None, settings=SimpleNamespace(animation_speed=speed))


def _roll_time(update, rolling, most: float = 30.0) -> float:
    """Seconds of the screen's clock, a frame at a time, until `rolling()` is False."""
    t = 0.0
    while rolling():
        assert t < most, "the dice never landed"
        update(FRAME)
        t += FRAME
    return t


def test_animated_scales_by_the_speed_and_instant_runs_out_at_once():
    assert animated(0.1, 1.0) == pytest.approx(0.1)
    assert animated(0.1, 0.5) == pytest.approx(0.05)
    assert animated(0.1, 2.0) == pytest.approx(0.2)
    assert animated(0.1, 0.0) >= 1e5


def _rise_roll(speed: float) -> float:
    """A Rise fight's four dice in the combat panel (RN-COMBAT-04): how long they roll on the table."""
    from tabletop.core.session import Session
    from tabletop.games.rise.game import RiseGame
    from tabletop.ui.rise.table import RiseTableScene
    from tabletop.ui.rise.table import windows as W

    scene = RiseTableScene(_ctx(speed), Session(RiseGame(), {"players": 3}, 5), {1, 2}, None, bot_delay=0.0)
    scene.enter()
    scene.no_first_handover()
    scene.driver = None  # nobody plays on: the dice alone
    rec = W.CombatRecord("A fight")
    rec.add_rolls([1, 4, 6, 2])
    scene.combat = rec
    return _roll_time(scene.update, lambda: rec.rolling)


def test_rise_combat_dice_roll_at_the_animation_speed(screen):
    normal = _rise_roll(1.0)
    assert 0.9 <= normal <= 2.0  # the table's roll at Normal, as it was
    assert _rise_roll(0.5) == pytest.approx(2 * normal, abs=2 * FRAME)  # Slow: twice as long
    assert _rise_roll(2.0) == pytest.approx(normal / 2, abs=2 * FRAME)  # Fast: half
    assert _rise_roll(0.0) <= FRAME  # Instant: down at the first frame


def _corp_roll(speed: float) -> tuple[float, float]:
    """NecronomiCORP's fight window with five dice in the air: (seconds they roll, seconds the finished
    fight then lingers, which keeps the screen's clock)."""
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame
    from tabletop.ui.corp.table import CorpTableScene
    from tabletop.ui.corp.table.fight_record import FightRecord

    scene = CorpTableScene(_ctx(speed), Session(CorpGame(), {"players": 3}, 5), {1, 2}, None, bot_delay=0.0)
    scene.enter()
    scene.no_first_handover()
    scene.driver = None
    rec = FightRecord(area="a room")
    rec._dice(5)
    rec.over, rec.closing = True, True
    scene.fight_record = rec
    rolled = _roll_time(scene.update, lambda: rec.rolling)
    return rolled, _roll_time(scene.update, lambda: scene.fight_record is not None)


def test_corp_fight_dice_roll_at_the_animation_speed(screen):
    normal, linger = _corp_roll(1.0)
    assert 0.9 <= normal <= 2.0
    slow, slow_linger = _corp_roll(0.5)
    assert slow == pytest.approx(2 * normal, abs=2 * FRAME)
    assert _corp_roll(2.0)[0] == pytest.approx(normal / 2, abs=2 * FRAME)
    assert _corp_roll(0.0)[0] <= FRAME
    assert slow_linger == pytest.approx(linger, abs=2 * FRAME)  # the window's own linger is unchanged


def test_necromolds_combat_dice_roll_at_the_animation_speed():
    """Necromolds' combat window (combat_flow.update) already scaled its roll: kept so."""
    from tabletop.ui.necromolds.table import combat_flow, combat_view

    def roll(speed: float) -> float:
        rec = SimpleNamespace(rolling=combat_view.ROLL_TIME, done=False, before=None)
        flow = combat_flow.CombatTool(rec)  # type: ignore[arg-type]
        view = SimpleNamespace(speed=speed, animating=False)
        return _roll_time(lambda dt: flow.update(dt, view), lambda: rec.rolling > 0)

    normal = roll(1.0)
    assert roll(0.5) == pytest.approx(2 * normal, abs=2 * FRAME)
    assert roll(2.0) == pytest.approx(normal / 2, abs=2 * FRAME)
    assert roll(0.0) <= FRAME
