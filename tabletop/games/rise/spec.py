"""Rise of the Necromancers as the registry finds it (see tabletop/games/spec.py)."""

from __future__ import annotations

from tabletop.games.spec import Choice, Flag, GameSpec, Replay, Screens, SettingsSchema, Whole

SETTINGS = SettingsSchema(
    players=(2, 5),  # RN-SETUP-01
    default_players=3,
    options=(
        # RN-SETUP-02: "" lets the number of players choose (small for 2-3, large for 4-5)
        Choice("side", "Board", (("By players", ""), ("Small side", "small"), ("Large side", "large")), ""),
        Flag("pvp", "Necromancers Can Attack Each Other", tip="The optional rule (RN-PVP)."),
        Whole("round_limit", "Round limit", 10, 1000),  # the safety net's rounds (the engine's default)
    ),
)

SPEC = GameSpec(
    name="rise",
    title="Rise of the Necromancers",
    rulebook="rise-of-the-necromancers",
    subtitle="Raise an army, claim the land",
    players="2-5",
    blurb="Gather resources, raise the dead and conquer the cities of the realm.",
    engine="tabletop.games.rise.game:RiseGame",
    bots={
        "default": "tabletop.ai.rise_bot:choose",  # the normal level (issue 25)
        "easy": "tabletop.ai.rise_easy:choose",
        "hard": "tabletop.ai.rise_hard:choose",
        "random": "tabletop.ai:random_bot",
    },
    screens=Screens(
        new_game="tabletop.ui.rise.new_game:RiseNewGame",
        scene_for_session="tabletop.ui.rise.flow:scene_for_session",
        scenarios="tabletop.ui.rise.scenarios",
        finished="tabletop.ui.rise.persist:finished",
        sounds="tabletop.ui.rise.sounds:cues",
        extra={"rise_rules": ("the rules at hand, with pictures", "tabletop.ui.rise.rules_summary:rules_scene")},
        replay=Replay(
            table="tabletop.ui.rise.flow:table_scene",
            setup_show="tabletop.ui.rise.setup:setup_shown",
            dealt_colours="tabletop.ui.rise.starting:seat_colours",
            fight_window="tabletop.ui.rise.table.combat_tool:watched_fight",
            fight_dice="tabletop.ui.rise.fight_dice:rolled",
            action_words="tabletop.ui.rise.table.choices:said",
        ),
    ),
    settings=SETTINGS,
    variants=({"players": 2}, {"players": 3}, {"players": 4}, {"players": 5, "pvp": True}),
    playout_budget=40.0,  # about ten times the slowest playout seen (5 players)
    aliases=("rise_of_the_necromancers",),
)
