"""The test game's spec: found by the registry's scan once this folder is on tabletop.games' path."""

from __future__ import annotations

from tabletop.games.spec import GameSpec, Screens, SettingsSchema, Whole

SPEC = GameSpec(
    name="tally",
    title="Tally",
    rulebook="tally-rules",
    subtitle="Bank your secret number",
    players="2-6",
    blurb="The test suite's game: bank a hidden number until someone reaches the target.",
    engine="tests.dropin.tally.game:TallyGame",
    bots={"default": "tests.dropin.tally.game:recording_bot"},
    screens=Screens(
        scene_for_session="tests.dropin.tally.screens:scene_for_session",
        scenarios="tests.dropin.tally.screens:scenarios",
        finished="tests.dropin.tally.screens:finished",
    ),
    settings=SettingsSchema(players=(2, 6), default_players=3, options=(Whole("target", "Target", 1, 1000),)),
    variants=({"players": 2}, {"players": 6}),
    playout_budget=20.0,
)
