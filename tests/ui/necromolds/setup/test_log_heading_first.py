"""Issue 20, log order: the log reads top-down in the order things happened, the map's heading first.

A Necromolds table opens when the battle begins, after the terrain, the armies and the deployment
were logged; its heading ("<map>: standard game, round 1") still heads the log."""

from __future__ import annotations

import pytest

from tabletop.games.necromolds.library import library


def _lines(scene):
    return scene.log_lines()


@pytest.mark.parametrize("name", ["assign_round1", "fan_order"])
def test_in_necromolds_scenarios_the_maps_heading_is_the_logs_first_line(app, name):
    """Issue 20: the heading line came after the set-up lines; now it is the first line, once."""
    from tabletop.ui.necromolds import scenarios

    scene, _scenario = scenarios.build(app.ctx, name)
    lines = _lines(scene)
    setup_lines = [line for line in lines if "deploys" in line.text]
    assert setup_lines, "the scenario logged its set-up"
    titles = [line for line in lines if line.kind == "title"]
    assert len(titles) == 1 and lines[0] is titles[0]
    assert lines[0].text.startswith(library().maps[scene.state.map].name)


def test_a_game_played_from_its_set_up_logs_the_heading_first(app):
    """From the terrain roll-off to the battle on the game screen: the table opens after the set-up,
    its heading on top of the set-up's lines, once."""
    from tabletop.ui.bot_driver import BotDriver
    from tests.ui.necromolds.setup.conftest import new_session, open_game

    session = new_session(bots=(1,), seed=5)
    scene = open_game(app, session)
    assert scene.step is not None and not [line for line in _lines(scene) if line.kind == "title"]
    driver = BotDriver(session, {0, 1}, delay=0)
    for _ in range(200):  # both seats' set-up as the computer plays it
        if session.state.phase not in ("terrain", "army", "deploy"):
            break
        driver.step(driver.bot_to_act())
    scene.show_phase()  # the finished terrain is not held over for Continue
    lines = _lines(scene)
    assert scene.step is None and len(lines) > 5
    assert lines[0].kind == "title" and sum(line.kind == "title" for line in lines) == 1
