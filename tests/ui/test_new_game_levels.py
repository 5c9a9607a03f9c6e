"""A bot level per computer seat on every game's new-game form (issue 25): a level button beside each
computer seat, pressed to go easy -> normal -> hard; the game starts with the levels in its save, and
its bots play at them (the game screen's BotDriver)."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.ai import corp_easy, necromolds_easy, necromolds_hard, rise_hard
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.scene import push
from tabletop.ui.scenes.new_game import FormChoices
from tests.ui.conftest import press

pytestmark = pytest.mark.ui


def test_form_choices_keep_a_level_per_seat():
    schema = games.SPECS["rise"].settings
    form = FormChoices.defaults(schema)
    assert form.bot_levels() == {1: "normal", 2: "normal"}  # every computer seat starts at normal
    form = form.with_level(2, "hard").with_players(5, schema)
    assert form.bot_levels() == {1: "normal", 2: "hard", 3: "normal", 4: "normal"}
    assert form.with_seat(2, "human").bot_levels() == {1: "normal", 3: "normal", 4: "normal"}


def _level_buttons(form):
    return {b.object_ids[-1]: b for b in form._actions if b.object_ids and "level" in (b.object_ids[-1] or "")}


def _new_game(app, game):
    factory = games.resolve(games.spec_of(game).screens.new_game)
    app.stack.apply(push(factory(app.ctx)))
    app.step()
    return app.stack.top


@pytest.mark.parametrize(
    "game,levels",
    [("necromolds", ("easy", "normal", "hard")), ("rise", ("easy", "normal", "hard")), ("corp", ("easy", "normal"))],
)
def test_each_game_shows_a_level_beside_each_computer_seat_and_cycles_it(app, game, levels):
    form = _new_game(app, game)
    bots = sorted(form.bot_seats())
    assert bots and set(_level_buttons(form)) == {f"#level{s}" for s in bots}  # none beside a person
    seat = bots[0]
    seen = [form.form.level(seat)]
    for _ in levels:
        press(app, _level_buttons(app.stack.top)[f"#level{seat}"])
        seen.append(app.stack.top.form.level(seat))
    assert seen[0] == "normal" and set(seen) == set(levels) and seen[-1] == seen[0]  # round the game's levels
    shown = _level_buttons(app.stack.top)[f"#level{seat}"].text
    assert shown.endswith(seen[-1].capitalize())  # Rise's: "Level: Normal"


def test_rises_level_button_says_it_is_the_computers_level(app):
    """Play-test: "Normal" alone beside Bot did not say what it was. Rise's button reads "Level: Normal"
    and its tooltip names the seat, the level it plays at and the level a press gives; the words fit."""
    form = _new_game(app, "rise")
    button = _level_buttons(form)["#level1"]
    assert button.text == "Level: Normal"
    assert "Player 2" in button.tool_tip_text and "Normal level" in button.tool_tip_text
    assert button.tool_tip_text.endswith("Press for Hard.")
    font = app.ctx.manager.get_theme().get_font(list(button.combined_element_ids))
    assert font.get_rect(button.text).width <= button.rect.width - 8  # room each side, no letter cut
    press(app, button)
    button = _level_buttons(app.stack.top)["#level1"]
    assert button.text == "Level: Hard" and button.tool_tip_text.endswith("Press for Easy.")


@pytest.mark.parametrize("game", ["necromolds", "corp"])
def test_a_narrow_forms_level_button_names_the_seat_and_the_next_level_in_its_tooltip(app, game):
    """The narrower forms keep the level's word alone on the button (the seat's colour needs the row), and
    their tooltip says as much as Rise's: whose level it is, the level now and what a press gives."""
    form = _new_game(app, game)
    button = _level_buttons(form)["#level1"]
    assert button.text == "Normal"
    assert "Player 2 is the computer, playing at the Normal level" in button.tool_tip_text
    assert button.tool_tip_text.endswith("Press for Hard." if game == "necromolds" else "Press for Easy.")


def test_the_level_buttons_tooltip_wraps_as_wide_as_the_scale_makes_its_words(app):
    """Play-test (Necromolds and NecronomiCORP): at 150 % the level's tooltip read one word a line, in
    pygame_gui's own narrow width; a form's tooltip now grows with the UI scale before it wraps."""
    from tabletop.ui.layout import ui_scale
    from tabletop.ui.scenes.base import TIP_WIDTH

    form = _new_game(app, "necromolds")
    button = next(iter(_level_buttons(form).values()))
    assert button.tool_tip_text and button.tool_tip_wrap_width == int(TIP_WIDTH * ui_scale(app.ctx.size))


def test_rise_starts_with_the_chosen_levels_and_its_bots_play_them(app):
    form = _new_game(app, "rise")
    press(app, _level_buttons(form)["#level1"])  # normal -> hard
    press(app, next(b for b in app.stack.top._actions if b.text == "Start"))
    session = app.stack.top.session
    assert session.settings["ui"]["levels"] == {"1": "hard", "2": "normal"}
    driver = BotDriver(session, {1, 2})
    assert driver.seat_bots[1] is rise_hard.choose


def test_a_saves_levels_choose_each_seats_bot():
    session = Session(get_game("necromolds"), {"ui": {"bots": [0, 1], "levels": {"0": "easy", "1": "hard"}}}, 3)
    driver = BotDriver(session, {0, 1})
    assert driver.seat_bots == {0: necromolds_easy.choose, 1: necromolds_hard.choose}
    old = Session(get_game("necromolds"), {"ui": {"bots": [1]}}, 3)  # a save from before levels: normal
    assert BotDriver(old, {1}).seat_bots == {}
    corp = Session(get_game("corp"), {"players": 2, "ui": {"bots": [1], "levels": {"1": "easy"}}}, 3)
    assert BotDriver(corp, {1}).seat_bots == {1: corp_easy.choose}


def test_a_rematch_keeps_the_levels(user_home):
    from tabletop.ui import persist

    first = persist.start_session("rise", {"players": 2}, {1: "easy"}, persist.default_colours(2), seed=4)
    again = persist.start_session("rise", first.settings, {1}, persist.default_colours(2), seed=5)
    assert again.settings["ui"]["levels"] == {"1": "easy"}


def test_a_save_with_an_unknown_level_is_refused_by_name(tmp_path, user_home):
    from tabletop.core.errors import SaveError
    from tabletop.ui import persist

    session = persist.start_session("rise", {"players": 2}, {1: "hard"}, persist.default_colours(2), seed=4)
    path = tmp_path / "odd.json"
    session.save(path)
    path.write_text(path.read_text().replace('"hard"', '"brutal"'))
    with pytest.raises(SaveError, match="seat 2's bot level must be one of easy, normal, hard, not 'brutal'"):
        persist.load_game(path)
