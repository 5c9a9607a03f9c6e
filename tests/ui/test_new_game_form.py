"""The shared new-game form, drawn from a game's settings schema (tabletop/ui/scenes/new_game.py)."""

from __future__ import annotations

from tabletop import games
from tabletop.ui.scene import push
from tabletop.ui.scenes.new_game import FormChoices, NewGameScene, offered
from tests.ui.conftest import press


def test_form_choices_keep_seats_within_the_schemas_bounds():
    schema = games.SPECS["rise"].settings
    form = FormChoices.defaults(schema)
    assert form.players == schema.starting_players and form.seats[0] == "human"
    assert form.with_players(99, schema).players == schema.players[1]
    assert form.with_players(0, schema).players == schema.players[0]
    grown = form.with_seat(1, "human").with_players(5, schema)
    assert grown.seats == ("human", "human", "bot", "bot", "bot") and grown.bot_seats() == {2, 3, 4}


def test_the_form_offers_rise_settings_and_starts_the_game_with_them(app):
    """Every choice and switch of Rise's schema is offered (RN-SETUP-01 players 2-5, RN-SETUP-02 the
    board side, RN-PVP); Start begins the game with them at the screen Rise shows a session on."""
    schema = games.SPECS["rise"].settings
    app.stack.apply(push(NewGameScene(app.ctx, "rise")))
    app.step()
    form = app.stack.top
    assert form.name == "rise_setup"
    shown = [o for o in schema.options if offered(o)]
    assert [o.key for o in shown] == ["side", "pvp"]  # the round limit's long range keeps the game's default
    assert len(form._radios) == 1 + form.form.players + len(shown)
    players, *_seats = form._radios[: 1 + form.form.players]
    press(app, players.button_for(5))
    form = app.stack.top
    side, pvp = form._radios[1 + 5], form._radios[1 + 5 + 1]
    press(app, side.button_for("large"))
    press(app, pvp.button_for(True))
    press(app, form._radios[1 + 1].button_for("human"))  # Player 1 stays a person, Player 2 too
    press(app, next(b for b in form._actions if b.text == "Start"))
    session = app.stack.top.session
    assert session.game.name == "rise"
    assert {k: session.settings[k] for k in ("players", "side", "pvp")} == {"players": 5, "side": "large", "pvp": True}
    assert session.settings["ui"]["bots"] == [2, 3, 4]
