"""Necromolds: Monster Battles as the registry finds it (see tabletop/games/spec.py)."""

from __future__ import annotations

from tabletop.games.spec import GameSpec, Screens

SPEC = GameSpec(
    name="necromolds",
    engine="tabletop.games.necromolds.game:NecromoldsGame",
    bots={"default": "tabletop.ai.necromolds_bot:choose"},
    screens=Screens(
        new_game="tabletop.ui.scenes.necromolds_setup:NecromoldsSetupScene",
        scene_for_session="tabletop.ui.necromolds.flow:scene_for_session",
        scenarios="tabletop.ui.necromolds.scenarios",
        finished="tabletop.ui.necromolds.persist:finished",
    ),
    variants=(
        {"mode": "basic"},
        {"mode": "standard"},
        {"mode": "advanced"},
        {"mode": "standard", "players": 3},
        {"mode": "advanced", "players": 4},
    ),
    playout_budget=90.0,  # about five times the slowest playout seen (4 players, advanced)
    aliases=("necromolds_monster_battles",),
)
