"""The test game's spec: found by the registry's scan once this folder is on tabletop.games' path."""

from __future__ import annotations

from tabletop.games.spec import GameSpec, Screens

SPEC = GameSpec(
    name="tally",
    engine="tests.fake_game:TallyGame",
    bots={"default": "tests.fake_game:recording_bot"},
    screens=Screens(
        new_game="tests.ui.fake_game_screens:new_game",
        scene_for_session="tests.ui.fake_game_screens:scene_for_session",
        scenarios="tests.ui.fake_game_screens:scenarios",
        finished="tests.ui.fake_game_screens:finished",
    ),
    variants=({"players": 2}, {"players": 6}),
    playout_budget=20.0,
)
