"""The NecronomiCORP table scene: what it draws from, the wiring of the fight window, the computer's
reasons, hot-seat hand-overs, and the building's picture at two window sizes."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import fight_tool
from tests.ui.corp.conftest import click, table


def _to_fight(scene, limit: int = 400) -> bool:
    """Play the person's turns forward (a new door each turn) until a fight is on."""
    for _ in range(limit):
        scene.update(0.5)
        if scene.view.fight is not None:
            return True
        if scene.acting_seat() is None:
            continue
        labels = scene.targets()
        pick = next((p for label, p in labels if label.startswith("Enter a new door")), None)
        pick = pick or next((p for label, p in labels if label.startswith("Leave the room")), None)
        pick = pick or next((p for label, p in labels if label.startswith(("End your turn", "Let the"))), None)
        click(scene, pick or labels[0][1])
    return False


def test_the_fight_tool_is_in_hand_while_a_fight_is_on(ctx, screen):
    """The wiring point for the fight window: FightTool pushed while view.fight is set, put down once the
    finished fight's window has gone; the fight window answers the fight's actions itself (NC-FIGHT-05)."""
    scene = table(ctx, {"players": 1}, 21, bots=())
    assert _to_fight(scene), "a monster is met within a few doors"
    assert any(isinstance(t, fight_tool.FightTool) for t in scene.tools)
    assert fight_tool.FightTool.answers and scene.fight_tool is not None
    for _ in range(200):
        if scene.view.fight is None:
            break
        scene.update(3.0)  # the dice land
        picks = [b for b in scene.fight_tool.choice_buttons(scene.tool_view()) if "escape" not in b.label.lower()]
        click(scene, picks[-1 if picks[-1].label != "Call for help" else 0].rect.center)
        scene.update(0.5)
    assert scene.view.fight is None or scene.session.outcome() is not None
    scene.update(3.0)  # the finished fight's window goes once its dice are down
    scene.update(3.0)
    assert not any(isinstance(t, fight_tool.FightTool) for t in scene.tools)


def test_follow_is_called_with_every_batch(ctx, screen, monkeypatch):
    """fight_tool.follow(record, events, view) sees every action's events (the fight window's record)."""
    seen = []
    monkeypatch.setattr(fight_tool, "follow", lambda rec, events, view: seen.append(len(events)) or rec)
    scene = table(ctx, {"players": 1}, 21, bots=())
    scene.update(0.5)
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    assert seen and seen[-1] > 0


def test_the_computers_reasons_go_to_the_log(ctx, screen, monkeypatch):
    """corp_reasons.reason(before, action, after, cards) is asked for every computer action, from public
    views (no hidden stack), and its words are logged with the seat."""
    from tabletop.ai import corp_reasons
    from tabletop.games.corp.state import HIDDEN

    asked = []

    def reason(before, action, after, cards):
        asked.append(action)
        assert all(c == HIDDEN for lv in before.levels for c in lv.stack)
        return "wants to see what is behind the door"

    monkeypatch.setattr(corp_reasons, "reason", reason)
    scene = table(ctx, {"players": 2}, 4, bots={1})
    for _ in range(60):
        scene.update(0.5)
        if asked:
            break
        if scene.acting_seat() is not None:
            click(scene, next(p for label, p in scene.targets() if label.startswith("End your turn")))
    assert asked and all(a.seat == 1 for a in asked)
    assert any("wants to see what is behind the door" in line.text for line in scene.log_lines())


def test_hot_seat_hands_over_between_people(ctx, screen):
    """Two people at one screen: the turn passes behind a hand-over screen, and each acts only in turn."""
    scene = table(ctx, {"players": 2}, 6, bots=())
    scene.update(0.1)
    assert scene.acting_seat() == 0
    went = None
    click(scene, next(p for label, p in scene.targets() if label.startswith("End your turn")))
    for _ in range(10):
        went = scene.update(1.0) or went
    assert scene.seat_at_screen == 1
    assert went is not None and type(went.scene).__name__ == "HandoverScene"


def test_click_on_nothing_takes_nothing(ctx, screen):
    """A click on bare wood or on another's sheet submits nothing (only legal choices are offered)."""
    scene = table(ctx, {"players": 3}, 2)
    scene.update(0.1)
    n = len(scene.session.actions)
    click(scene, (scene.layout.building[0] + 3, scene.layout.building[1] + scene.layout.building[3] - 3))
    click(scene, scene.layout.sheets[2][:2])
    assert len(scene.session.actions) == n


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_building_fills_the_window_and_scales_up(ctx, size):
    """The cross-section is fitted to the building's area at 1280x800 and grows with the window."""
    pygame.init()
    surface = pygame.display.set_mode(size)
    scene = table(ctx, {"players": 6, "expansion": True}, 5, size=size)
    g = scene.session.game
    rng = random.Random(1)
    from tabletop.ai.corp_bot import choose

    for _ in range(300):
        if scene.session.outcome() is not None:
            break
        seat = g.to_act(scene.session.state)[0]
        scene.session.submit(choose(g, g.view(scene.session.state, seat), seat, rng))
    scene.update(0.1)
    scene.draw(surface)
    x, y, w, h = scene.layout.building
    from tabletop.ui.corp.table.building_plan import bounds

    x0, y0, x1, y1 = bounds()
    sx0, sy0 = scene.camera.map_to_screen(x0, y0)
    sx1, sy1 = scene.camera.map_to_screen(x1, y1)
    assert sx0 >= x - 1 and sy0 >= y - 1 and sx1 <= x + w + 1 and sy1 <= y + h + 1
    assert (sx1 - sx0) > 0.9 * w or (sy1 - sy0) > 0.9 * h
    # a room card is big enough to read its name at the design size and bigger when the window is
    from tabletop.ui.corp.table.building_plan import CARD_W

    assert scene.camera.length_to_pixels(CARD_W) >= 60 * scene.layout.scale


def test_undo_takes_back_a_level_move_but_not_a_door(ctx, screen):
    """Undo where the rules allow: a door drawn is seen and stays (a roll or a draw is never undone)."""
    scene = table(ctx, {"players": 1}, 8, bots=())
    scene.update(0.1)
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    assert isinstance(scene.session.actions[-1], A.EnterRoom)
    assert not scene.can_undo()


def test_zoom_and_pan_keep_the_gestures_right(ctx, screen):
    """Pan and zoom (the wheel over the building, right-drag): the stack under the cursor is still the
    stack; Home fits the whole building again."""
    scene = table(ctx, {"players": 1}, 8, bots=())
    scene.update(0.1)
    view = scene.tool_view()
    pos = view.pixel_of(("stack", 1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    before = scene.camera.scale
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert scene.camera.scale > before * 1.2  # zoomed in
    view = scene.tool_view()
    assert view.at(pos) == ("stack", 1), "the point under the cursor stays put while zooming"
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 300), button=3))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(540, 260), rel=(40, -40), buttons=(0, 0, 1)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(540, 260), button=3))
    moved = scene.tool_view().pixel_of(("stack", 1))
    click(scene, moved)
    assert isinstance(scene.session.actions[-1], A.EnterRoom)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    from tabletop.ui.corp.table.building_plan import bounds

    x0, y0, _x1, _y1 = bounds()
    sx, sy = scene.camera.map_to_screen(x0, y0)
    assert sx >= scene.layout.building[0] - 1 and sy >= scene.layout.building[1] - 1


def test_e_ends_the_turn(ctx, screen):
    """The E key stands for the End your turn plaque where it is offered."""
    scene = table(ctx, {"players": 2}, 8, bots={1})
    scene.update(0.1)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e"))
    assert isinstance(scene.session.actions[-1], A.EndTurn) and scene.session.actions[-1].seat == 0


def test_esc_in_a_fight_asks_before_leaving_and_keeps_the_fight_window(ctx, screen):
    """Esc never puts the fight window down while the fight waits on a decision: it asks before leaving."""
    scene = table(ctx, {"players": 1}, 21, bots=())
    assert _to_fight(scene)
    went = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert went is not None and type(went.scene).__name__ == "ConfirmScene"
    assert any(isinstance(t, fight_tool.FightTool) for t in scene.tools)


def test_the_turns_three_steps_are_shown_NC_TURN_01(ctx, screen):
    """NC-TURN-01: Beginning, Exploration, End: the panel lights Beginning before the flip, Exploration
    in a fight (the fight is the turn's exploration), End once the flip is spent."""
    from tabletop.ui.corp.table.chrome import turn_step

    scene = table(ctx, {"players": 1}, 21, bots=())
    assert turn_step(scene.view) == 0
    scene.update(0.1)
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    st = scene.view
    assert turn_step(st) == (1 if st.fight is not None else 2)
    assert _to_fight(scene) and turn_step(scene.view) == 1
