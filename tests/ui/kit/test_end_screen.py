"""The kit's end screen from an Outcome: one winner, a shared win, teams with points, a co-operative
win and loss; the reason in the engine's words; a game's own account through the hook."""

from __future__ import annotations

import pygame

from tabletop.core.protocol import Outcome
from tabletop.ui.kit.end_screen import EndScene, EndScreen, EndWords

COLOURS = ((240, 172, 76), (118, 146, 84), (104, 150, 222), (186, 104, 168))


def end(winners, seats=2, bots=(), **kw) -> EndScreen:
    outcome = Outcome(tuple(winners), kw.pop("reason", ""), kw.pop("teams", ()), kw.pop("points", ()))
    return EndScreen(outcome, seats, COLOURS[:seats], frozenset(bots), **kw)


def test_one_winner_against_the_computer_and_between_people():
    assert end([0], bots={1}).title() == "You win!"
    assert end([1], bots={1}).title() == "The computer wins"
    assert end([1]).title() == "Player 2 wins!"
    assert end([1]).title_colour() == COLOURS[1]


def test_a_shared_win():
    assert end([0, 1]).title() == "Both players win!"
    assert end([0, 2], seats=3).title() == "A shared victory!"
    assert end([0, 1, 2], seats=3).title() == "A shared victory!"
    words = EndWords(shared="A shared throne!", both_win="A shared throne!")
    assert end([0, 1], words=words).title() == "A shared throne!"


def test_teams_with_points():
    e = end([1, 3], seats=4, teams=((0, 2), (1, 3)), points=(4, 9, 3, 7), reason="the second team scored more")
    assert e.title() == "Team 2 wins!" and e.reason() == "The second team scored more"
    lines = [words for words, _colour in e.lines()]
    assert lines[1] == "Player 2, team 2: 9 points · wins" and lines[2] == "Player 3, team 1: 3 points"
    st = e.standings()
    assert [s.team for s in st] == [0, 1, 0, 1] and [s.points for s in st] == [4, 9, 3, 7]
    assert [s.won for s in st] == [False, True, False, True]
    mine = end([0, 2], seats=4, bots={1, 2, 3}, teams=((0, 2), (1, 3)))
    assert mine.title() == "Your team wins!"
    assert end([1, 3], seats=4, bots={1, 2, 3}, teams=((0, 2), (1, 3))).title() == "The computer's team wins"


def test_a_cooperative_loss_and_win():
    lost = end([], seats=3, coop=True, reason="the party is wiped out on level 4")
    assert lost.title() == "Everyone loses" and lost.title_colour() != COLOURS[0]
    assert lost.reason() == "The party is wiped out on level 4"
    assert end([0, 1, 2], seats=3, coop=True).title() == "Everyone wins!"
    assert end([]).title() == "Game over", "a competitive game with no winner"


def test_drawn_over_the_table_with_its_buttons_or_with_the_games_account(screen):
    e = end([], seats=3, coop=True, reason="the boss wins", note="5 rounds played")
    rect = e.draw_over(screen, 1.0)
    assert screen.get_rect().contains(rect)
    keys = [b.key for b in e.buttons(screen.get_size(), 1.0, lambda: "again", lambda: "go")]
    assert keys == ["rematch", "leave"]
    assert all(rect.contains(b.rect) for b in e.buttons(screen.get_size(), 1.0, None, None))
    seen = []
    hooked = end([0], account=lambda surface, body, scale, screen_: seen.append((body, screen_)))
    rect = hooked.draw_over(screen, 1.0)
    assert seen and seen[0][1] is hooked and rect.contains(seen[0][0])


def test_a_screen_of_its_own_draws_the_title_reason_and_standings(ctx, screen):
    scene = EndScene(ctx, end([0], seats=2, points=(13, 9), reason="player 1 placed their 13th counter"))
    assert scene.winners() == [0] and scene.rematch() is None and scene.leave().kind == "pop"
    scene.draw(screen)
    assert pygame.transform.average_color(screen)[:3] != (0, 0, 0)
