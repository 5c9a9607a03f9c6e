"""The Necromolds new-game form offers solo against Basalt LaSeur (issue 25, NM-SOLO-01) and refuses for
solo what the rules refuse, with a line, never a traceback."""

from __future__ import annotations

from tests.ui.conftest import press
from tests.ui.necromolds.test_new_game_form import open_setup


def players_button(scene, n: int):
    group = next(g for g in scene._radios if set(g.buttons.values()) == {1, 2, 3, 4})
    return next(b for b, v in group.buttons.items() if v == n)


def test_nm_solo_01_the_form_offers_one_player_against_basalt_and_starts_the_solo_table(app):
    scene = open_setup(app)
    press(app, players_button(scene, 1))
    assert scene.setup.players == 1 and scene.settings()["players"] == 1
    assert scene.solo_line().startswith("Solo against Basalt LaSeur")
    # the fan rules his guides never choose for cannot be switched on
    for key in ("fan_four_corners", "fan_wilder_wilds", "fan_decisive_combat", "fan_command_gems"):
        assert not scene.fan_buttons[key].is_enabled, key
        scene.toggle_fan(key)
        assert not scene.form.values.get(key), key
    assert scene.fan_buttons["fan_turn_order_choice"].is_enabled
    start = next(b for b in scene._actions if b.text == "Start")
    press(app, start)
    top = app.stack.top
    from tabletop.ui.necromolds.solo.screen import SoloScreen

    assert isinstance(top, SoloScreen) and top.name == "necromolds_terrain"
    assert top.session.state.solo is not None and top.seat_name(1) == "Basalt LaSeur"
    assert top.step.done_label == "No more terrain"


def test_nm_solo_01_a_fan_rule_switched_on_before_choosing_solo_is_switched_off(app):
    scene = open_setup(app)
    scene.toggle_fan("fan_decisive_combat")
    assert scene.form.values.get("fan_decisive_combat")
    press(app, players_button(scene, 1))
    assert not scene.form.values.get("fan_decisive_combat")
    assert "fan_decisive_combat" not in scene.settings()


def test_nm_solo_01_basic_play_has_no_solo_game_the_form_says_so_and_stays(app):
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    press(app, players_button(scene, 1))
    assert "choose Standard or Advanced" in scene.solo_line()
    start = next(b for b in scene._actions if b.text == "Start")
    press(app, start)
    assert app.stack.top is scene, "the form stays"
    assert scene.message is not None, "the refusal is shown in a window"
