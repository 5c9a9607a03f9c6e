"""NecronomiCORP as the registry finds it (see tabletop/games/spec.py). No screens yet: the table is
issue 24, and assets/games.toml keeps the game `playable = false` until it lands."""

from __future__ import annotations

from tabletop.games.spec import Choice, Flag, GameSpec, SettingsSchema, Whole

SETTINGS = SettingsSchema(
    players=(1, 6),  # NC-COMP-03
    default_players=4,
    options=(
        Flag("expansion", "Aliens & Spirits", tip="The expansion: its rooms, plots, bosses and curses (NC-COMP-02)."),
        # Three teams need six players: set it in a file or with --set teams=3 (the engine judges the count).
        Choice("teams", "Play", (("Co-op", 0), ("Two teams", 2)), 0),
        Whole("target", "Team points to win", 1, 500),  # NC-TEAM-04: none given, 40 for two teams, 25 for three
    ),
)

SPEC = GameSpec(
    name="corp",
    title="NecronomiCORP",
    rulebook="necronomicorp",
    subtitle="A co-operative office crawl",
    players="1-6",
    blurb="Climb a building of face-down rooms together and face the boss at the top.",
    engine="tabletop.games.corp.game:CorpGame",
    bots={"default": "tabletop.ai:random_bot", "random": "tabletop.ai:random_bot"},
    screens=None,
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
