"""The new-game screen's Optional Fan Rules (NM-FAN-01, -15, -23): a switch per rule with the
rulebook's name and a one-line tooltip, Basalt's Favorites marked with the rulebook's own *,
Four Corner Deployment disabled at 3-4 players with the reason, the choices in the settings the
game starts from, and Crag Terraces suggested for High Ground."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.necromolds import settings as S
from tabletop.ui.layout import centre, menu_layout
from tests.ui.conftest import post_click, press


def open_setup(app):
    post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
    scene = app.stack.top
    assert scene.name == "necromolds_setup"
    return scene


def players_radio(scene):
    """The 1/2/3/4 players choice (the radio group whose values are the counts)."""
    return next(g for g in scene._radios if set(g.buttons.values()) == {1, 2, 3, 4})  # 1: solo (issue 25)


def _inside(rect, outer) -> bool:
    return pygame.Rect(outer).contains(rect)


def test_nm_fan_01_23_a_switch_per_rule_off_by_default_favorites_starred(app):
    scene = open_setup(app)
    assert list(scene.fan_buttons) == list(S.FAN_RULES)  # the rulebook's order
    for key, name in S.FAN_RULES.items():
        b = scene.fan_buttons[key]
        assert not b.is_selected  # NM-FAN-01: off by default
        assert b.text.startswith(name) and b.tool_tip_text
        assert b.text.endswith("*") == S.is_basalts_favorite(key)  # NM-FAN-23: a label only
    assert "Basalt's Favorite" in scene.fan_legend.text
    assert not any(k.startswith("fan_") for k in scene.settings())
    panel = scene.frame()["panel"]
    rects = [b.rect for b in scene.fan_buttons.values()]
    assert all(_inside(r, panel) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_nm_fan_01_switches_reach_the_game_settings(app):
    scene = open_setup(app)
    for key in ("fan_directional", "fan_partial_cover", "fan_decisive_combat"):
        press(app, scene.fan_buttons[key])
    assert scene.fan_buttons["fan_directional"].is_selected
    press(app, scene.fan_buttons["fan_partial_cover"])  # and off again
    got = {k: v for k, v in scene.settings().items() if k.startswith("fan_")}
    assert got == {"fan_directional": True, "fan_decisive_combat": True}
    assert "Directional Attacks" in scene.setup.summary()
    start = next(b for b in scene._actions if b.text == "Start")
    press(app, start)
    state = app.stack.top.session.state
    assert set(state.fan) == {"fan_directional", "fan_decisive_combat"}


def test_nm_fan_15_four_corners_only_with_two_players(app):
    scene = open_setup(app)
    press(app, scene.fan_buttons["fan_four_corners"])
    assert "fan_four_corners" in scene.settings()
    press(app, players_radio(scene).button_for(3))  # three players
    b = scene.fan_buttons["fan_four_corners"]
    assert not b.is_enabled and "2 p" in b.text and "Two players only" in b.tool_tip_text
    assert "fan_four_corners" not in scene.settings()
    press(app, b)  # a press on the disabled switch does nothing
    assert "fan_four_corners" not in scene.setup.fan
    press(app, players_radio(scene).button_for(2))
    assert scene.fan_buttons["fan_four_corners"].is_enabled


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_fan_switches_fit_with_four_players_in_basic_play(user_home, size):
    """The busiest screen (basic play, its steps, four seats) still shows every switch in the panel."""
    from tabletop.ui.app import App

    app = App(size=size, read_settings=False)
    try:
        app.step()
        scene = open_setup(app)
        press(app, scene._radios[0].button_for("basic"))
        press(app, players_radio(scene).button_for(4))
        press(app, scene.fan_buttons["fan_high_ground"])
        panel = scene.frame()["panel"]
        rects = [b.rect for b in scene.fan_buttons.values()] + [scene.terraces_button.rect]
        assert all(_inside(r, panel) for r in rects)
        assert not any(r.colliderect(scene.preview.rect) for r in rects)
    finally:
        app.close()


def test_nm_fan_09_high_ground_suggests_crag_terraces(app):
    scene = open_setup(app)
    if not any(m.stem == "map_terraces" for m in scene.maps):
        pytest.skip("no Crag Terraces map")
    assert scene.terraces_button is None
    press(app, scene.fan_buttons["fan_high_ground"])
    assert scene.terraces_button is not None and scene.fan_buttons["fan_high_ground"].is_selected
    press(app, scene.terraces_button)
    assert scene.setup.map == "map_terraces" and scene.settings()["map"] == "terraces"
    assert scene.terraces_button is None  # the map has raised ground now
    assert scene.settings()["fan_high_ground"] is True


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nm_fan_23_the_star_is_explained_whole_at_every_player_count(app, players):
    """NM-FAN-23: the * after a rule's name marks Basalt's Favorite. With three and four seats the switches
    sit in the narrow column under the map and the heading's legend had shrunk to a bare "*" (play-test
    r24): the star's meaning is said whole, on the line under the switches, inside the panel."""
    scene = open_setup(app)
    press(app, players_radio(scene).button_for(players))
    scene = app.stack.top
    assert "Basalt's Favorite" in scene.fan_legend.text
    font = scene.fan_legend.font
    assert font.get_rect(scene.fan_legend.text).width <= scene.fan_legend.rect.width
    assert _inside(scene.fan_legend.rect, scene.frame()["panel"])
    rects = [b.rect for b in scene.fan_buttons.values()]
    assert not any(scene.fan_legend.rect.colliderect(r) for r in rects)
