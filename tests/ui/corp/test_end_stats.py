"""The end screen's deeds (tabletop/ui/corp/end_stats.py): each seat's doors opened, monsters slain,
damage dealt, help given and falls, counted from the game's own event records, which a replay of the
session's actions gives exactly as the game did; a log that cannot be replayed shows no deeds, never
an error."""

from __future__ import annotations

import random

from tabletop.ai.corp_bot import choose
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp import events as E
from tabletop.games.corp import fight_events as FE
from tabletop.ui.corp.end_screen import DEEDS, account_lines, seat_rows
from tabletop.ui.corp.end_stats import MOST_ACTIONS, game_records, tally


def test_tally_counts_each_deed_for_its_seat():
    records = [
        E.RoomRevealed(seat=0, level=1, card="x"),
        E.RoomRevealed(seat=0, level=1, card="y"),
        E.RoomRevealed(seat=2, level=1, card="z"),
        FE.AttackRolled(seat=1, who="B", hand="", target="m", faces=[5], shown=[5], hits=1, damage=3, left=0, life=3),
        FE.FoeKilled(card="m", seat=1, who="B", loot=1),
        FE.HelpAnswered(seat=2, who="C", join=True),
        FE.HelpAnswered(seat=0, who="A", join=False),  # stayed out: not help
        E.Died(seat=2, area="h1", dropped=[]),
        E.RoomRevealed(seat=7, level=1, card="w"),  # no such seat: skipped, not an error
    ]
    got = tally(records, 3)
    assert [(s.doors, s.slain, s.damage, s.helped, s.falls) for s in got] == [
        (2, 0, 0, 0, 0),
        (0, 1, 3, 0, 0),
        (1, 0, 0, 1, 1),
    ]


def _played(seed: int, players: int = 3, **settings) -> tuple[Session, list]:
    game = get_game("corp")
    session = Session(game, {"players": players, **settings}, seed)
    rng = random.Random(seed)
    live: list = []
    while session.outcome() is None:
        seat = game.to_act(session.state)[0]
        events = session.submit(choose(game, game.view(session.state, seat), seat, rng))
        live.extend(e.record for e in events if e.record is not None)
    return session, live


def test_the_replay_gives_the_games_own_records_and_the_deeds_add_up():
    session, live = _played(21)
    replayed = game_records(session)
    assert replayed == live, "the replay is the game: the same records in the same order"
    stats = tally(replayed, 3)
    st, cards = session.state, session.game.cards
    assert sum(s.doors for s in stats) == sum(type(r) is E.RoomRevealed for r in live) > 0
    discarded = sum(1 for lv in st.levels for c in lv.discard if cards.room(c).kind == "monster")
    assert sum(s.slain for s in stats) >= discarded  # a monster back from the discard dies twice
    rows = seat_rows(st, cards, ["A", "B", "C"], stats)
    assert [len(r[4]) for r in rows] == [len(DEEDS)] * 3
    assert rows[0][4] == (stats[0].doors, stats[0].slain, stats[0].damage, stats[0].helped)
    slain = sum(s.slain for s in stats)
    assert any(f"{slain} monsters slain" in line for line, _seat in account_lines(st, cards, ["A", "B", "C"], slain))


def test_a_log_that_cannot_be_replayed_shows_no_deeds():
    session, _live = _played(22, players=1)
    session.actions = session.actions[:3] + ["not an action"]
    assert game_records(session) is None
    session.actions = [None] * (MOST_ACTIONS + 1)
    assert game_records(session) is None
    rows = seat_rows(session.state, session.game.cards, ["A"], None)
    assert rows[0][4] == ()


def test_nc_team_02_08_a_team_games_end_screen_says_the_points_each_player_scored(screen):
    """Play-test r21: a team game's end screen said the teams' totals only; who scored them (a rival
    who came in to help and took the kill, NC-TEAM-08) was not said. A team game's rows end with each
    player's points, and a team's players' points add up to the team's total (NC-TEAM-02)."""
    import pygame

    from tabletop.ui.corp.end_screen import TEAM_DEEDS, _draw_rows, deeds_of, end_screen

    session, _live = _played(5, players=4, teams=2, target=20)
    st, cards = session.state, session.game.cards
    assert st.teams == [[0, 2], [1, 3]] and max(st.points) > 0
    stats = tally(game_records(session), 4)
    for team, seats in enumerate(st.teams):
        assert sum(stats[q].points for q in seats) == st.points[team]
    assert deeds_of(st) == TEAM_DEEDS
    rows = seat_rows(st, cards, ["A", "B", "C", "D"], stats)
    assert [r[4][-1] for r in rows] == [s.points for s in stats]
    drawn: list[str] = []
    import tabletop.ui.corp.end_screen as ES

    real = ES.text
    ES.text = lambda surface, kind, size, words, *a, **k: drawn.append(words)
    try:
        end = end_screen(session, {2, 3}, [(200, 50, 20)] * 4)
        _draw_rows(pygame.Surface((1280, 800)), pygame.Rect(100, 100, 1080, 500), 1.0, end, rows, 40, deeds_of(st))
    finally:
        ES.text = real
    assert "Points" in drawn and str(stats[0].points) in drawn
    assert deeds_of(_played(21)[0].state) == DEEDS  # co-op: no points column
