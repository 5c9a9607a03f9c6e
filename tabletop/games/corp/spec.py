"""NecronomiCORP as the registry finds it (see tabletop/games/spec.py); its screens are the table of
issue 24 (tabletop/ui/corp/)."""

from __future__ import annotations

from tabletop.games.spec import Flag, GameSpec, Replay, Screens, SettingsSchema, Whole

SETTINGS = SettingsSchema(
    players=(1, 6),  # NC-COMP-03
    default_players=4,
    options=(
        Flag("expansion", "Aliens & Spirits", tip="The expansion: its rooms, plots, bosses and curses (NC-COMP-02)."),
        # 0 co-op, 2 or 3 teams: a number, not a choice, because three teams need six players and a
        # choice's every value must start a game at the default count; the engine judges the count
        # (NC-TEAM-10), so `tabletop simulate corp --players 6 --set teams=3` plays three teams.
        Whole("teams", "Teams (0: co-op, 2 or 3)", 0, 3),
        Whole("target", "Team points to win", 1, 500),  # NC-TEAM-04: none given, 40 for two teams, 25 for three
    ),
    levels=("easy", "normal"),  # bot levels (issue 25): no hard bot yet
)

SPEC = GameSpec(
    name="corp",
    title="NecronomiCORP",
    rulebook="necronomicorp",
    subtitle="A co-operative office crawl",
    players="1-6",
    blurb="Climb a building of face-down rooms together and face the boss at the top.",
    engine="tabletop.games.corp.game:CorpGame",
    bots={
        "default": "tabletop.ai.corp_bot:choose",  # the normal level (issue 25)
        "easy": "tabletop.ai.corp_easy:choose",
        "random": "tabletop.ai:random_bot",
    },
    screens=Screens(
        new_game="tabletop.ui.corp.new_game:CorpNewGame",
        scene_for_session="tabletop.ui.corp.flow:scene_for_session",
        scenarios="tabletop.ui.corp.scenarios",
        finished="tabletop.ui.corp.persist:finished",
        sounds="tabletop.ui.corp.sounds:cues",
        extra={"corp_rules": ("the rules at hand, with pictures", "tabletop.ui.corp.rules_summary:rules_scene")},
        replay=Replay(
            period="Turn",  # the table counts turns ("Turn 12, Player 2"), not rounds (NC-TURN-01)
            table="tabletop.ui.corp.flow:table_scene",
            setup_show="tabletop.ui.corp.setup_shown:setup_shown",
            dealt_colours="tabletop.ui.corp.starting:dealt_colours",
            fight_window="tabletop.ui.corp.table.fight_record:watched_fight",
            fight_dice="tabletop.ui.corp.fight_dice:rolled",
        ),
    ),
    settings=SETTINGS,
    variants=(
        {"players": 1},
        {"players": 4},
        {"players": 6},
        {"players": 4, "teams": 2},
        {"players": 6, "teams": 3, "expansion": True},
        {"players": 3, "expansion": True, "special": True},
    ),
    playout_budget=60.0,
    aliases=("necronomicorp",),
)
