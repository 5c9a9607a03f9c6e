"""The teams variant where a player decides (play-test r17/corp2 item 9): the Call for help names who may
come with their team and warns that a rival who deals the killing blow takes the points (NC-TEAM-08),
the monster's card says what it is worth (NC-TEAM-02/03), the scoreboard says which team is yours and
explains itself on hover, and a single point is "1 point"."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.games.corp import events as E
from tabletop.games.corp.action_words import help_words
from tabletop.games.corp.turn_words import text as turn_text
from tabletop.ui import screenshot
from tabletop.ui.corp import scenarios
from tabletop.ui.corp.table import chrome
from tests.ui.test_nothing_clipped import _audit_frame


def _played(name: str):
    sc = scenarios.load(name)
    session = scenarios.new_session(sc)
    scenarios.play_recipe(session, sc)
    return session


def test_call_for_help_names_each_helpers_team_and_warns_of_a_rival_NC_TEAM_08():
    session = _played("teams_fight")
    st, cards = session.state, session.game.cards
    ask = next(a for a in session.game.legal_actions(st, 0) if isinstance(a, A.AskHelp))
    label, tip = help_words(st, cards, ask)
    assert label == "Call for help"
    assert "(your team)" in tip and "(team 2, a rival)" in tip, tip
    foe = cards.name(st.areas[st.fight.area].foes[0].card)
    assert f"if a rival deals the killing blow, their team scores the {foe}'s 1 point, not yours" in tip, tip


def test_a_helper_is_told_what_its_team_scores_for_the_kill_NC_TEAM_08():
    session = _played("teams_fight")
    st, cards = session.state, session.game.cards
    _label, tip = help_words(st, cards, A.Help(1, True))
    assert "your team (team 2) scores the" in tip, tip


def test_the_coop_call_for_help_says_nothing_of_points():
    session = _played("fight_helper")
    st = session.state
    _label, tip = help_words(st, session.game.cards, A.AskHelp(0))
    assert "point" not in tip and "team" not in tip


def _lines(name: str) -> list[str]:
    *_found, lines, _top, _widgets = _audit_frame(screenshot._scenario_maker("corp", name), (1280, 800), 100)
    return [ln.text for ln in lines]


def _table(ctx, name: str):
    from tabletop.ui.corp.table.scene import CorpTableScene

    scene = CorpTableScene(ctx, _played(name), frozenset({1, 2, 3}), bot_delay=0.0)
    scene.enter()
    return scene


def _fight_words(ctx, name: str) -> list[str]:
    """Every line the fight window writes (its texts are drawn with kit.panels.text)."""
    import tabletop.ui.corp.table.fight_draw as FD

    scene = _table(ctx, name)
    seen: list[str] = []
    real = FD.text

    def spy(surface, kind, size, words, *a, **k):
        seen.append(words)
        return real(surface, kind, size, words, *a, **k)

    FD.text = spy
    try:
        scene.update(0.1)
        scene.draw(pygame.Surface(ctx.size))
    finally:
        FD.text = real
    return seen


def test_the_monster_card_says_what_it_is_worth_only_with_teams_NC_TEAM_02(ctx):
    assert "Worth 1 point to the slayer" in _fight_words(ctx, "teams_fight")
    coop = _fight_words(ctx, "fight_helper")
    assert coop and not [w for w in coop if w.startswith("Worth") or "pts" in w]


def test_the_scoreboard_says_which_team_is_yours_and_explains_on_hover_NC_TEAM_04():
    words = _lines("teams_fight")
    assert "Team 1 (yours): 0   Team 2: 0   (to win: 40)" in words
    session = _played("teams_fight")
    view = type("V", (), {"state": session.state, "seat": 0, "names": ("You", "B", "C", "D")})()
    tip = chrome.score_tip(view)
    assert tip[1] == "Your team, team 1, orange rings (0 points): You, C"
    assert tip[2] == "Team 2, blue rings (0 points): B, D"  # the colour round their tokens
    assert "a rival you call for help may take the points" in tip[3]
    # hot-seat: the seat whose view is shown
    assert "Team 2 (yours)" in chrome.scoreboard_words(session.state, 1)
    assert "yours" not in chrome.scoreboard_words(session.state, None)


def test_the_scoreboard_tooltip_shows_under_the_mouse(ctx):
    scene = _table(ctx, "teams_fight")
    view = scene.tool_view()
    board = chrome.scoreboard_rect(scene.layout, view.state, chrome.top_buttons_left(scene.layout), view.seat)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=board.center, rel=(0, 0), buttons=(0, 0, 0)))
    scene.rest = 1.0
    seen: list = []
    import tabletop.ui.corp.table.scene as S

    real = S.tooltip
    S.tooltip = lambda surface, lines, *a, **k: seen.append(list(lines))
    try:
        scene.draw(pygame.Surface(ctx.size))
    finally:
        S.tooltip = real
    assert seen and seen[0][0].startswith("The teams' points"), seen


def test_one_point_is_said_in_the_singular():
    line = turn_text(E.TeamScored(1, 1, "rat#1", 1, 1), _played("teams_fight").game.cards)
    assert "1 points" not in line and "scores 1 point for" in line and "1 point in all" in line, line


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_fighters_panel_says_which_fighter_is_you(ctx, size):
    """Play-test r19 (pcorp 19): the fight window's fighters said "Mr. Hobbs, Night Janitor (Player 1)"
    while the top bar said "Player 1 (you)": where the label is shortened, "you" is kept the longest."""
    ctx.size = size
    words = _fight_words(ctx, "teams_fight")  # seat 0 (you) is Mr. Hobbs, Night Janitor
    hobbs = [
        w for w in words if w.startswith("Mr. Hobbs") and "(" in w
    ]  # the fighters' row (the dice say his name bare)
    assert hobbs and all("you)" in w for w in hobbs), (hobbs, [w for w in words if "Hobbs" in w])
