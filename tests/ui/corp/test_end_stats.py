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
    assert rows[0][4] == (stats[0].doors, stats[0].slain, stats[0].damage, stats[0].taken, stats[0].helped)
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


def test_nc_fight_04_09_nc_resp_11_damage_taken_is_counted_apart_from_damage_dealt():
    """Play-test r23: the end screen's "Damage" did not say whether dealt or taken (it was dealt only).
    A seat's damage taken is every hurt its character took, as the log says it: a monster's attack after
    armor (NC-FIGHT-04), its own fist's skull (NC-RESP-11), a monster's hurting ability, damage outside a
    fight (Boom!, a cursed door, NC-FAQ-06), and an infected character's blow in an infected fight
    (NC-CONTAG-18: the striker's damage dealt, the victim's damage taken)."""
    records = [
        FE.FoeAttacked(card="m", seat=0, who="ann", faces=[5, 6], shown=[5, 6], hits=2, damage=2, left=8, life=10),
        FE.FistHurt(seat=0, who="ann", damage=1, left=7, life=10),
        FE.AbilityTriggered(card="m", ability="reveal_damage", seat=1, who="bob", amount=2),
        FE.AbilityTriggered(card="m", ability="reveal_disarm", seat=1, who="bob", amount=0, other="axe#1"),
        FE.AbilityTriggered(card="m", ability="summon", seat=1, who="bob", amount=3),  # hurts no one
        E.Damaged(seat=1, card="boom#1", amount=3, life=5),
        FE.AttackRolled(
            seat=1, who="bob", hand="fist", target="ann", faces=[6], shown=[6], hits=1, damage=1, left=6, life=10
        ),
        FE.AttackRolled(
            seat=0, who="ann", hand="fist", target="m", faces=[6], shown=[6], hits=1, damage=1, left=0, life=1
        ),
    ]
    got = tally(records, 2, ["ann", "bob"])
    assert [(s.damage, s.taken) for s in got] == [(1, 2 + 1 + 1), (1, 2 + 3)]
    assert [(s.damage, s.taken) for s in tally(records, 2)] == [(1, 3), (1, 5)]  # no characters: no victim known


def test_damage_taken_is_the_life_each_character_lost_in_a_played_game():
    """The count is true of a real game: for every action in which a character stayed alive (no revive,
    no new trauma lowering its most life), its life moved by what it healed less what it took."""
    game = get_game("corp")
    for seed, players, extra in ((7, 1, {}), (21, 3, {}), (5, 4, {"expansion": True})):
        session = Session(game, {"players": players, **extra}, seed)
        rng = random.Random(seed)
        characters = [p.character for p in session.state.players]
        checked = 0
        while session.outcome() is None:
            before = [(p.life, p.alive, list(p.traumas)) for p in session.state.players]
            seat = game.to_act(session.state)[0]
            events = session.submit(choose(game, game.view(session.state, seat), seat, rng))
            recs = [e.record for e in events if e.record is not None]
            took = tally(recs, players, characters)
            for q, p in enumerate(session.state.players):
                life, alive, traumas = before[q]
                if not (alive and p.alive) or traumas != p.traumas or any(type(r) is E.Revived for r in recs):
                    continue
                healed = sum(r.amount for r in recs if type(r) is E.Healed and r.seat == q)
                healed += sum(r.healed for r in recs if type(r) is E.MachineUsed and r.seat == q)  # its own line
                assert p.life - life == healed - took[q].taken, (seed, q, recs)
                checked += took[q].taken > 0
        assert checked > 5


def test_a_solo_games_end_screen_has_no_help_and_says_which_damage(screen):
    """Play-test r23: a solo game's end screen read "Helped 0" whatever the player did (nobody can come
    to a solo fight, NC-RESP-14), and "Damage" did not say whose. The columns of a solo game: doors,
    slain, damage dealt, damage taken; a game of more players adds who helped; the numbers drawn are the
    game's own (the simulated solo game of seed 7: 37 doors, 29 slain, 125 dealt, 61 taken)."""
    import pygame

    import tabletop.ui.corp.end_screen as ES

    session, _live = _played(7, players=1)
    st = session.state
    assert [key for _h, key in ES.deeds_of(st)] == ["doors", "slain", "damage", "taken"]
    assert [key for _h, key in ES.deeds_of(_played(21)[0].state)] == ["doors", "slain", "damage", "taken", "helped"]
    headings = [h.replace("\n", " ") for h, _k in ES.deeds_of(st)]
    assert headings == ["Doors", "Slain", "Damage dealt", "Damage taken"]
    drawn: list[str] = []
    real = ES.text
    ES.text = lambda surface, kind, size, words, *a, **k: drawn.append(words)
    try:
        end = ES.end_screen(session, set(), [(200, 50, 20)])
        end.account(pygame.Surface((1280, 800)), pygame.Rect(100, 150, 1080, 450), 1.0, end)
    finally:
        ES.text = real
    assert "Helped" not in drawn and "Damage" in drawn and "dealt" in drawn and "taken" in drawn
    stats = tally(game_records(session), 1, [st.players[0].character])[0]
    assert (stats.doors, stats.slain, stats.damage, stats.taken) == (37, 29, 125, 61)
    assert stats.helped == 0
    assert [d for d in drawn if d.isdigit()] == ["37", "29", "125", "61"]


def test_the_fate_column_keeps_clear_of_the_deeds_at_960_by_600_large_text(screen):
    """Play-test r23: with six columns of deeds at large text the fate ran into "Doors". The fate moves
    left as far as the names allow, and a fate still too long wraps within its column in two lines at
    most. The panels and scales are the end_teams scenario's: 960x600, 960x600 large text, 1280x800
    large text at 150%."""
    import pygame

    from tabletop.ui import look
    from tabletop.ui.corp.end_screen import TEAM_DEEDS, columns
    from tabletop.ui.kit.panels import wrap

    rows = [
        (q, f"Player {q + 1} (computer)", "Mr. Hobbs, Night Janitor · team 2", fate, ())
        for q, fate in enumerate(["reached level 5", "fell on level 3, infected (zombie)"])
    ]
    for body, s in (((67, 116, 825, 405), 0.75), ((56, 145, 848, 357), 0.9375), ((75, 194, 1130, 474), 1.25)):
        fate_x, fate_w, deeds_x = columns(pygame.Rect(body), s, rows, TEAM_DEEDS)
        first = look.font("sans_bold", int(13 * s)).size("Doors")[0]
        assert fate_x + fate_w < deeds_x[0] - first
        assert look.font("sans", int(14 * s)).size("reached level 5")[0] <= fate_w
        assert len(wrap(rows[1][3], "sans", int(14 * s), fate_w)) <= 2
        assert fate_x > body[0] + 28 * s + look.font("sans", int(13 * s)).size(rows[0][2])[0]


def test_nc_resp_14_15_the_helped_column_shows_only_in_a_game_where_help_was_called():
    """Play-test r24: the "Helped" column showed in every game of more players, reading 0 for everyone
    in a game where nobody ever called for help (it said nothing). It is drawn only when the game's
    records hold a call for help that asked anyone (NC-RESP-14/15; then a 0 says who stayed out); the
    simulated 2-player games: seed 13 has no call, seed 1 has one (seed 3 had none before the bot of r28)."""
    import pygame

    import tabletop.ui.corp.end_screen as ES

    def drawn_of(session) -> list[str]:
        drawn: list[str] = []
        real = ES.text
        ES.text = lambda surface, kind, size, words, *a, **k: drawn.append(words)
        try:
            end = ES.end_screen(session, {1}, [(200, 50, 20)] * 2)
            end.account(pygame.Surface((1280, 800)), pygame.Rect(100, 150, 1080, 450), 1.0, end)
        finally:
            ES.text = real
        return drawn

    quiet, _live = _played(13, players=2)
    records = game_records(quiet)
    assert not any(type(r) is FE.HelpAsked for r in records)
    assert "Helped" not in drawn_of(quiet)
    assert not ES.help_called(records)
    assert [key for _h, key in ES.deeds_of(quiet.state, False)] == ["doors", "slain", "damage", "taken"]
    stats = tally(records, 2)
    rows = ES.seat_rows(quiet.state, quiet.game.cards, ["A", "B"], stats, called=False)
    assert rows[0][4] == (stats[0].doors, stats[0].slain, stats[0].damage, stats[0].taken)

    called, _live = _played(1, players=2)
    assert ES.help_called(game_records(called))
    assert "Helped" in drawn_of(called)
    # a call nobody could answer asks no one; records that cannot be read keep the column
    assert not ES.help_called([FE.HelpAsked(0, "bea", [])])
    assert ES.help_called(None)
    # a team game where help was called keeps it before the points
    team = _played(5, players=4, teams=2, target=20)[0].state
    assert [key for _h, key in ES.deeds_of(team, True)][-2:] == ["helped", "points"]
    assert [key for _h, key in ES.deeds_of(team, False)][-2:] == ["taken", "points"]


def test_the_party_member_who_slew_the_boss_says_so_on_its_row_NC_BOSS_01():
    """Play-test r30 (a 3-player co-op, Priya slew Nyarlathotep): under "Player 3 slays the boss: the party
    wins" her row said "reached the top floor", as everyone's still standing did; the slayer's row now says
    "slew the boss" (the last FoeKilled of the boss card), the others' where they stand or fell."""
    from tabletop.ui.corp.end_screen import slayer

    session, _live = _played(22)
    st, cards = session.state, session.game.cards
    assert st.outcome_word == "boss slain" and st.reason.startswith("Player 3 slays the boss")
    records = game_records(session)
    assert slayer(st, records) == 2
    rows = seat_rows(st, cards, ["A", "B", "C"], tally(records, 3), True, slayer(st, records))
    assert [r[3] for r in rows] == ["reached the top floor", "reached the top floor", "slew the boss"]
    assert slayer(st, None) is None  # records unknown: nobody is named
    lost, _live = _played(21)  # the building won: nobody slew the boss
    assert slayer(lost.state, game_records(lost)) is None
