"""The NecronomiCORP table played with its own gestures: whole games from the first turn to the end,
only legal choices offered, clicks on the building and drags between characters."""

from __future__ import annotations

import pytest

from tabletop.games.corp import actions as A
from tests.ui.corp.conftest import click, drag, play_by_gestures, table

FORWARD = ("Enter a new door", "Go up", "Open the boss", "Attack", "Shoot", "Come in", "Take the", "Pick up", "Use the")


def forward(label: str) -> bool:
    """What a player who wants to get on with it clicks."""
    return label.startswith(FORWARD)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_solo_game_by_the_tables_gestures(ctx, screen, seed):
    """A solo game (NC-START-02: two weapons, two first-aid kits) from the first turn to its end, every
    action the person took made by a click or a drag of the table."""
    scene = table(ctx, {"players": 1}, seed, bots=())
    made = play_by_gestures(scene, screen, seed, prefer=forward)
    out = scene.session.outcome()
    assert out is not None, "the game ends (the boss slain or the party wiped)"
    assert made > 10 and all(a.seat == 0 for a in scene.session.actions)
    scene.update(5.0)  # the last turn's beat is over
    scene.draw(screen)
    went = click(scene, (scene.layout.building[0] + 5, scene.layout.building[1] + 5))
    assert went is not None and type(went.scene).__name__ == "CorpEndScene"


@pytest.mark.slow
def test_a_whole_game_with_bot_teammates_by_gestures(ctx, screen):
    """Three players, two of them the computer: the person's actions come from the table's gestures, the
    computer plays its own turns and is asked for help like anyone."""
    scene = table(ctx, {"players": 3}, 5)
    play_by_gestures(scene, screen, 5, prefer=forward)
    assert scene.session.outcome() is not None
    seats = {a.seat for a in scene.session.actions}
    assert seats >= {0, 1, 2}


def test_the_stack_of_your_level_is_a_door_NC_TURN_07(ctx, screen):
    """NC-TURN-07: a click on the face-down stack of your level draws its next room."""
    scene = table(ctx, {"players": 4}, 2)
    scene.update(0.016)
    scene.draw(screen)
    view = scene.tool_view()
    pos = view.pixel_of(("stack", 1))
    assert pos is not None
    before = len(scene.view.levels[0].stack)
    click(scene, pos)
    assert isinstance(scene.session.actions[-1], A.EnterRoom)
    assert len(scene.view.levels[0].stack) == before - 1


def test_a_closed_level_takes_no_click_and_says_why_NC_TURN_04(ctx, screen):
    """NC-TURN-04: level 2 is shut until the Exit of level 1 is found: nothing is offered there."""
    scene = table(ctx, {"players": 4}, 2)
    scene.update(0.016)
    view = scene.tool_view()
    assert ("hall", 2) not in scene._offer.clicks and ("stack", 2) not in scene._offer.clicks
    pos = view.screen_pos("stack", 2)
    n = len(scene.session.actions)
    click(scene, pos)
    assert len(scene.session.actions) == n
    assert scene.toast is not None and scene.toast_bad


def test_drag_a_weapon_onto_a_friend_gives_it_NC_TURN_03(ctx, screen):
    """NC-TURN-03: trade by dragging a weapon from your sheet onto a character in your area."""
    scene = table(ctx, {"players": 4}, 2)
    scene.update(0.016)
    scene.draw(screen)
    drags = scene.drag_targets()
    assert drags, "at the start everyone shares the first hallway: a weapon may be given"
    _label, a, b = drags[0]
    mine = list(scene.view.players[0].weapons)
    drag(scene, a, b)
    act = scene.session.actions[-1]
    assert isinstance(act, A.Give) and act.seat == 0
    assert len(scene.view.players[0].weapons) == len(mine) - 1
    assert scene.view.players[act.to].weapons[-1].card == act.card


def test_only_legal_choices_are_offered(ctx, screen):
    """Every plaque and every lit thing is one of the seat's legal actions, and every legal action is offered."""
    scene = table(ctx, {"players": 4}, 9)
    scene.update(0.016)
    g, st = scene.session.game, scene.session.state
    legal = g.legal_actions(st, 0)
    offered = [a for c in scene._offer.buttons for a in c.actions()]
    assert sorted(map(repr, offered)) == sorted(map(repr, legal))
    for choices in scene._offer.clicks.values():
        assert all(c.action in legal for c in choices)


def test_a_drag_shows_who_may_take_the_card_and_a_wrong_drop_says_why(ctx, screen):
    """While a weapon is carried the characters who may take it are outlined; dropped on bare wood it
    gives nothing and says how to give."""
    import pygame

    scene = table(ctx, {"players": 4}, 2)
    scene.update(0.016)
    scene.draw(screen)
    _label, a, _b = scene.drag_targets()[0]
    n = len(scene.session.actions)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    far = (scene.layout.building[0] + 400, scene.layout.building[1] + 60)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0)))
    base = scene.tools.top
    assert base.dragging is not None
    scene.draw(screen)  # the carried card and the outlined receivers
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=far, button=1))
    assert len(scene.session.actions) == n and scene.toast is not None


def test_a_round_of_a_teams_game_hot_seat_NC_TEAM_01(ctx, screen):
    """Four players in two teams seated alternately (NC-TEAM-01), two people at one screen on different
    teams and two computers: both people play their turns by gestures, a hand-over between them, the
    scoreboard in the top bar."""
    from tabletop.ui.corp.table import chrome

    scene = table(ctx, {"players": 4, "teams": 2}, 12, bots={2, 3})
    st = scene.session.state
    assert st.teams == [[0, 2], [1, 3]] and st.target == 40
    handovers = 0
    for _ in range(400):
        went = scene.update(0.5)
        if went is not None and type(went.scene).__name__ == "HandoverScene":
            handovers += 1
        if {a.seat for a in scene.session.actions} >= {0, 1, 2, 3} and handovers:
            break
        if scene.acting_seat() is not None:
            labels = scene.targets()
            liked = [p for label, p in labels if label.startswith(("Enter a new door", "Attack", "End your turn"))]
            click(scene, (liked or [labels[0][1]])[0])
    assert {a.seat for a in scene.session.actions} >= {0, 1, 2, 3}
    assert handovers >= 1
    L = scene.layout
    right = chrome.top_buttons_left(L)
    assert chrome.draw_scoreboard(screen, L, scene.view, right) < right  # the teams' points are shown


def test_drops_are_one_plaque_that_opens_them_all(ctx, screen):
    """Every Drop the engine offers sits behind one "Drop a weapon or item..." plaque (End your turn stays
    on the first page), even a single one: a card never leaves your hands by one stray click."""
    scene = table(ctx, {"players": 1}, 2, bots=())  # alone: two weapons and two first-aid kits
    scene.update(0.016)
    legal = scene.session.game.legal_actions(scene.session.state, 0)
    drops = [a for a in legal if isinstance(a, A.Drop)]
    assert len(drops) >= 2
    plaques = [c for c in scene._offer.buttons if any(isinstance(a, A.Drop) for a in c.actions())]
    assert len(plaques) == 1 and plaques[0].label.startswith("Drop a weapon or item")
    assert plaques[0].actions() == drops
    one = table(ctx, {"players": 4}, 2)  # one weapon, no item: one Drop, still behind the plaque
    one.update(0.016)
    (single,) = [c for c in one._offer.buttons if any(isinstance(a, A.Drop) for a in c.actions())]
    assert single.menu and len(single.actions()) == 1 and single.action is None


def test_a_card_dragged_onto_your_own_hallway_is_left_there_and_a_click_asks_first(ctx, screen):
    """NC-TURN-11: a weapon dragged from your sheet onto the hallway you stand in lies on its floor; a
    plain click on it offers the drop from a menu (one stray click never empties your hands)."""
    from tabletop.games.corp.state import hall_key
    from tabletop.ui.corp.table.turn_tools import ChoiceMenu

    scene = table(ctx, {"players": 1}, 2, bots=())
    scene.update(0.016)
    scene.draw(screen)
    view = scene.tool_view()
    card = scene.view.players[0].weapons[0].card
    src = view.screen_pos("held", (0, card))
    assert src is not None
    n = len(scene.session.actions)
    click(scene, src)
    assert len(scene.session.actions) == n and isinstance(scene.tools.top, ChoiceMenu)
    assert any(c.action == A.Drop(0, card) for c in scene.tools.top.choices)
    scene.handle_event(_esc())  # the menu put down: the drag below starts on the card, not on a choice
    scene.update(0.016)
    assert not isinstance(scene.tools.top, ChoiceMenu)
    hall = view.pixel_of(("hall", 1))
    assert hall is not None
    drag(scene, src, hall)
    assert scene.session.actions[-1] == A.Drop(0, card)
    assert card in [w.card for w in scene.view.areas[hall_key(1)].weapons]


def _esc():
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
