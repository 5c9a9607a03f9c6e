"""The UI's bot driver: paced, one action at a time, only for bot seats."""

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.bot_driver import BotDriver


def new_session():
    return Session(get_game("necromolds"), {"mode": "standard"}, 12)


def test_bots_wait_for_the_delay_then_act_once():
    session = new_session()
    driver = BotDriver(session, bot_seats=[0, 1], delay=0.5)
    assert driver.update(0.3) is None and session.actions == []
    assert driver.update(0.3) is not None and len(session.actions) == 1
    assert driver.update(0.1) is None and len(session.actions) == 1


def test_hold_stops_bots():
    session = new_session()
    driver = BotDriver(session, bot_seats=[0, 1], delay=0.0)
    driver.hold()
    assert driver.update(1.0) is None and session.actions == []
    driver.hold(False)
    assert driver.update(0.01) is not None


def test_human_seat_is_never_played():
    session = new_session()
    driver = BotDriver(session, bot_seats=[1], delay=0.0)
    driver.run_until_human()
    seats = session.game.to_act(session.state)
    assert 0 in seats and driver.waiting_for_human() and driver.bot_to_act() is None
    assert all(a.seat == 1 for a in session.actions)


def test_two_bots_play_a_whole_game():
    session = new_session()
    driver = BotDriver(session, bot_seats=[0, 1], delay=0.0)
    driver.run_until_human(limit=5000)
    assert driver.failed is None
    assert session.outcome() is not None


def test_bots_are_handed_their_seats_view_never_the_state(monkeypatch):
    """A game whose view hides the other seats' hands: every state the bot gets is its own seat's view,
    while the real session (which the actions go to) holds every hand."""
    from tests import fake_game

    fake_game.register(monkeypatch)
    session = Session(get_game("tally"), {"players": 3}, 4)
    driver = BotDriver(session, bot_seats=[0, 1, 2], delay=0.0)
    driver.run_until_human()
    assert driver.failed is None and session.outcome() is not None
    assert len(fake_game.SEEN) == len(session.actions) > 3
    for seat, seen in fake_game.SEEN:
        assert seen.viewer == seat  # a view, not the real state
        assert seen.hands[seat] is not None
        assert all(h is None for s, h in enumerate(seen.hands) if s != seat)
    assert all(h is not None for h in session.state.hands) and session.state.viewer == fake_game.REAL
    assert {seat for seat, _ in fake_game.SEEN} == {0, 1, 2}
