"""Every scenario renders; a whole game human (seat 0, driven by UI events) against the bot
reaches the end screen (Ending the Game)."""

from __future__ import annotations

import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import legal
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.table import TableScene
from tabletop.ui.necromolds.table import queries as Q
from tests.ui.necromolds.table.conftest import click, frame, mouse, press_combat_button, screen_of


def test_scenarios_are_valid_content():
    from tabletop.content.necromolds_scenarios import SCENARIOS

    files = SCENARIOS.files()
    assert len(files) >= 4
    for path in files:
        SCENARIOS.load(path)


@pytest.mark.parametrize("name", scenarios.names())
def test_render_each_scenario(tmp_path, name):
    """Each scenario draws a full table. The frame is checked as drawn: render_scenario writes this very
    frame as a PNG (its round trip is checked in tests/ui/necromolds/setup/test_scenarios.py)."""
    from tabletop.ui.screenshot import scenario_surface

    image = scenario_surface("necromolds", name, (1024, 640))
    assert image.get_size() == (1024, 640)
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 1024, 37) for y in range(0, 640, 29)}
    assert len(colours) > 60


def test_unknown_scenario_names_the_known_ones(tmp_path):
    from tabletop.ui.screenshot import render_scenario

    with pytest.raises(ValueError) as err:
        render_scenario("necromolds", "nope", tmp_path / "x.png")
    assert "drag_midgame" in str(err.value)


class Player:
    """Seat 0 played through the table's UI events (clicks and drags), as a person would."""

    def __init__(self, scene, screen):
        self.scene, self.screen = scene, screen

    def act(self) -> None:
        sc, st = self.scene, self.scene.state
        if sc.combat is not None and not sc.anims.moving():
            press_combat_button(sc)
            return
        if st.phase == "assign" and not st.seats[0].assign_done:
            click(sc, sc.buttons.get("done_0").rect.center)
        elif st.phase == "turns" and st.turn_seat == 0:
            dice = sc.panel_look(0).clickable_dice
            for rect, _b, _j, die in sc.hits[0].slots:
                if die in dice:
                    click(sc, rect.center)
                    return
        elif st.phase == "command" and st.command.seat == 0:
            actors = Q.actors(st)
            if st.command.kind == "move":
                for mid in actors:
                    for move in legal.move_candidates(st, mid):
                        end = move.path[-1]
                        m = st.monster(mid)
                        mouse(sc, "move", screen_of(sc, m.x, m.y))
                        mouse(sc, "down", screen_of(sc, m.x, m.y))
                        mouse(sc, "move", screen_of(sc, *end))
                        mouse(sc, "up", screen_of(sc, *end))
                        if sc.state is not st:
                            return
            else:
                for mid in actors:
                    targets = legal.ranged_targets(st, mid)
                    if targets:
                        m, e = st.monster(mid), st.monster(targets[0])
                        click(sc, screen_of(sc, m.x, m.y))
                        click(sc, screen_of(sc, e.x, e.y))
                        if sc.state is not st:
                            return
            click(sc, sc.buttons.get("end_command").rect.center)


def test_a_whole_game_against_the_bot_to_the_end_screen(ctx, screen):
    session = Session(get_game("necromolds"), {"mode": "standard", "map": "twins_vale"}, 8)
    setup = BotDriver(session, [0, 1], delay=0.0)
    while session.state.phase not in ("assign",):  # set-up is the set-up screens' job
        setup.step(setup.bot_to_act())
    scene = TableScene(ctx, session, {1}, None, bot_delay=0.0)
    scene.enter()
    player = Player(scene, screen)
    for _ in range(20000):
        frame(scene, screen, 0.2)
        if session.state.phase == "over" and scene.combat is None:
            break
        if 0 in session.game.to_act(session.state) or (scene.combat is not None and scene.combat.done):
            player.act()
    assert session.state.phase == "over", session.state.phase
    frame(scene, screen)
    assert scene.buttons.get("rematch") is not None and scene.buttons.get("leave") is not None
    assert any(isinstance(a, type(a)) and a.seat == 0 for a in session.actions)
    assert scene.log_lines() and any("smashed" in line.text for line in scene.log_lines())
    scene.exit()
