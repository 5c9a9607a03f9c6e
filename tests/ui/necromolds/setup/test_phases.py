"""Issue 20: the set-up steps are phases of the one Necromolds game screen. One screen, one session
and one set of paced bots from the terrain roll-off to the battle; the step shown follows the engine's
phase, so a game saved in set-up comes back in that step; Esc puts down what is carried, then asks."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds import flow
from tabletop.ui.necromolds.setup.army import ArmyStep
from tabletop.ui.necromolds.setup.deploy import DeployStep
from tabletop.ui.necromolds.setup.terrain import TerrainStep
from tests.ui.necromolds.setup.conftest import click, finish_bots, new_session, open_game, steps


def test_one_screen_from_the_terrain_to_the_battle(app):
    """Terrain, army and deployment are steps on the bottom of one screen's tool stack; the same screen,
    session and bot driver go on into the battle, where the table's own tools take over."""
    session = new_session(seed=1, bots=(1,))
    screen = open_game(app, session)
    driver = screen.driver
    seen = []
    for _ in range(200):
        step = screen.step
        if step is None:
            break
        assert next(iter(screen.tools)) is step  # the step is the bottom tool
        seen.append(type(step))
        if getattr(step, "finished", False):
            screen.press("done")  # Continue after the finished terrain
        elif step.is_human(step.seat if not isinstance(step, TerrainStep) else step.placer):
            screen.press("quick")
            screen.press("done")
        finish_bots(app)
        assert app.stack.top is screen and screen.session is session and screen.driver is driver
    assert screen.step is None and screen.name == "necromolds_table"
    assert session.state.phase not in flow.SETUP_PHASES
    assert list(dict.fromkeys(seen)) == [TerrainStep, ArmyStep, DeployStep]
    assert type(next(iter(screen.tools))).__name__ == "TableBase"


def test_a_game_saved_in_set_up_comes_back_in_that_step(app):
    """Load and Resume: the step follows the engine's phase in the state (army, then deployment)."""
    session = new_session(seed=3, bots=())
    while session.state.phase == "terrain":
        session.submit(session.game.legal_actions(session.state, session.state.placer)[0])
    screen = flow.scene_for_session(app.ctx, session)
    assert screen.name == "necromolds_army" and screen.step.seat == 0
    for seat in (0, 1):
        session.submit(A.MoldPreset(seat=seat, preset="starting_tip"))
        session.submit(A.ArmyDone(seat=seat))
    screen = flow.scene_for_session(app.ctx, session)
    assert screen.name == "necromolds_deploy" and isinstance(screen.step, DeployStep)
    assert screen.step.seat == session.game.to_act(session.state)[0]


def test_esc_puts_the_carried_piece_down_then_asks_before_leaving(app):
    """Esc with a terrain piece in hand puts it back (nothing placed); with nothing in hand the game
    screen asks before leaving for the menu, and Stay comes back to the same step."""
    session = new_session(seed=1, bots=(1,))
    screen = open_game(app, session)
    steps(app, 100)  # the roll-off settles
    step = screen.step
    assert step.placer == 0
    start = step.tray["hut"].center
    target = tuple(round(v) for v in step.camera.map_to_screen(12.0, 9.0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0)))
    steps(app, 1)
    assert step.drag is not None and screen.busy()  # the computer waits while a piece is in hand
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0))
    steps(app, 1)
    assert step.drag is None and app.stack.top is screen and session.actions == []
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0))
    steps(app, 1)
    ask = app.stack.top
    assert ask.name == "confirm" and "autosaved" in ask.text
    _yes, no = ask.button_rects()
    click(app, no.center)
    assert app.stack.top is screen and screen.step is step and session.actions == []


def test_hot_seat_hand_overs_through_deployment_into_the_battle(app):
    """Two people: each change of deployer is handed over with the step's words, and so is the first
    seat to assign its command dice in secret when the battle begins (the game screen's own rule)."""
    session = new_session(seed=3, bots=())
    for _ in range(3):
        session.submit(session.game.legal_actions(session.state, session.state.placer)[0])
    for seat in (0, 1):
        session.submit(A.MoldPreset(seat=seat, preset="starting_tip"))
        session.submit(A.ArmyDone(seat=seat))
    screen = open_game(app, session)
    handed = []
    for _ in range(6):
        if session.state.phase != "deploy":
            break
        seat = screen.step.seat
        screen.press("quick")
        screen.press("done")
        steps(app, 2)
        top = app.stack.top
        if top is not screen:
            assert top.name == "handover" and top.seat != seat
            handed.append((top.seat, top.what))
            app.stack.apply(top.go())
            steps(app, 1)
    assert session.state.phase == "assign" and screen.name == "necromolds_table"
    deploys = [w for _s, w in handed if "to deploy an army" in w]
    assert deploys and len(handed) == len(deploys) + 1  # every change of deployer, then the battle's
    # NM-SETUP-20: in the open, so nobody is asked to look away (lead's play r27)
    assert all("look" not in w and "in the open" in w for w in deploys), deploys
    assert "Your turn to play" in handed[-1][1] and screen.seat_at_screen == handed[-1][0]
