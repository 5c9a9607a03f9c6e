"""Rise of the Necromancers as the registry finds it (see tabletop/games/spec.py)."""

from __future__ import annotations

from tabletop.games.spec import GameSpec, Screens

SPEC = GameSpec(
    name="rise",
    engine="tabletop.games.rise.game:RiseGame",
    bots={"default": "tabletop.ai.rise_bot:choose", "random": "tabletop.ai:random_bot"},
    screens=Screens(
        new_game="tabletop.ui.rise.setup:RiseSetupScene",
        scene_for_session="tabletop.ui.rise.flow:scene_for_session",
        scenarios="tabletop.ui.rise.scenarios",
        finished="tabletop.ui.rise.persist:finished",
    ),
    variants=({"players": 2}, {"players": 3}, {"players": 4}, {"players": 5, "pvp": True}),
    playout_budget=40.0,  # about ten times the slowest playout seen (5 players)
    aliases=("rise_of_the_necromancers",),
)
