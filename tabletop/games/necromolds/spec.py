"""Necromolds: Monster Battles as the registry finds it (see tabletop/games/spec.py)."""

from __future__ import annotations

from tabletop.games.spec import Choice, Flag, GameSpec, Replay, Screens, SettingsSchema, Text, Whole

# Basic play's What Next? steps (rulebook, Basic Play / What Next?; NM-BASIC-37..42), in the
# rulebook's order, with the rulebook's words as their tips.
WHAT_NEXT = (
    Flag(
        "basic_terrain", "Terrain", tip="Add terrain pieces to the battle map which block movement and line of sight."
    ),
    Flag("basic_skills", "Skill pools", tip="Use spellbook skill ratings to determine starting combat dice pools."),
    Flag(
        "basic_distances",
        "Distances",
        tip="Use spellbook command slot distances to determine which edge of the distance "
        "tool to use when performing move and ranged commands.",
    ),
    Flag("basic_slots", "Dice on slots", tip="Assign command dice to spellbook command slots."),
    Flag("basic_abilities", "Abilities", tip="Use spellbook passive and magic abilities."),
)
# The Optional Fan Rules (NM-FAN-01), each a switch off by default, in the rulebook's order with
# its names (the engine's settings.FAN_RULES; a test keeps the two alike), and a line for the tip.
FAN_RULES = (
    Flag(
        "fan_turn_order_choice",
        "Turn Order Choice",
        tip="The player with the fewest monsters (or who wins the roll-off) chooses to go first or second each round.",
    ),
    Flag(
        "fan_turn_order_gems",
        "Turn Order Gems",
        tip="Whoever loses the roll-off for the first turn gains the gems they rolled.",
    ),
    Flag(
        "fan_partial_cover",
        "Partial Cover",
        tip="A monster more than 50% covered by terrain from the shooter adds 1 defence die against ranged attacks.",
    ),
    Flag(
        "fan_high_ground",
        "High Ground",
        tip="Monsters can stand on raised terrain; attacking down at an enemy adds 1 die (play it on Crag Terraces).",
    ),
    Flag(
        "fan_directional",
        "Directional Attacks",
        tip="Monsters face a way: they attack only ahead; attacking from behind adds 1 die. Turn them with the wheel.",
    ),
    Flag(
        "fan_command_gems",
        "Command Gems",
        tip="While assigning command dice, spend 4 gems to reroll any of your unassigned dice.",
    ),
    Flag(
        "fan_four_corners",
        "Four Corner Deployment",
        tip="Each army splits into two groups in opposite corners of the map (two players only).",
    ),
    Flag(
        "fan_wilder_wilds",
        "Wilder Wilds",
        tip="A wild die may go on a combined slot as a wild: choose its command when you perform it.",
    ),
    Flag(
        "fan_decisive_combat",
        "Decisive Combat",
        tip="All the moves first, then every melee in the order you choose; ranged targets are all declared first.",
    ),
    Flag(
        "fan_hindering_terrain",
        "Hindering Terrain",
        tip="A monster may move over smashed clay but stops at the first clear spot past it.",
    ),
)
# More Fun with Clay (NM-CLAY-01): its own switch beside the fan rules.
CLAY_MAGIC = Flag(
    "clay_magic",
    "More Fun with Clay",
    tip="Each player gets an extra container of clay for Magic Missile (6 gems), Magic Blast (8) "
    "and Magic Wall (3 to build, 5 to remove).",
)

SETTINGS = SettingsSchema(
    players=(1, 4),  # NM-SETUP-01, NM-MULTI-02: 2 players, or 3 to 4; 1 against Basalt LaSeur (NM-SOLO-01)
    default_players=2,
    form_players=(1, 4),  # 1: solo against Basalt LaSeur (tabletop/ui/necromolds/solo/)
    options=(
        Choice("mode", "Mode", (("Basic", "basic"), ("Standard", "standard"), ("Advanced", "advanced")), "standard"),
        *WHAT_NEXT,
        Whole("youngest", "Youngest", 0, 3),  # basic play's tie-break (NM-BASIC-14); the engine bounds it by players
        Text("map", "Battle map"),  # a map id the content lists: the engine checks it
        Whole("clay", "Clay", 1, 10_000),  # drams each (NM-MULTI-03): the engine bounds it by the content's budget
        *FAN_RULES,
        CLAY_MAGIC,
    ),
)

SPEC = GameSpec(
    name="necromolds",
    title="Necromolds: Monster Battles",
    rulebook="necromolds-monster-battles",
    subtitle="Clay monsters on a gridless battle map",
    players="1-4",
    blurb="Mould clay monsters and smash your rival's on a gridless battle map.",
    engine="tabletop.ai.basalt_lookahead:necromolds_game",  # NecromoldsGame, Basalt judged by the look-ahead
    bots={
        "default": "tabletop.ai.necromolds_bot:choose",  # the normal level (issue 25)
        "easy": "tabletop.ai.necromolds_easy:choose",
        "hard": "tabletop.ai.necromolds_hard:choose",
    },
    screens=Screens(
        new_game="tabletop.ui.necromolds.new_game:NecromoldsNewGame",
        scene_for_session="tabletop.ui.necromolds.flow:scene_for_session",
        scenarios="tabletop.ui.necromolds.scenarios",
        finished="tabletop.ui.necromolds.persist:finished",
        sounds="tabletop.ui.necromolds.sounds:cues",
        extra={
            "table_demo": ("a bare battle map under the camera", "tabletop.ui.necromolds.table_demo:TableScene"),
            "necromolds_rules": (
                "the rules at hand, with pictures",
                "tabletop.ui.necromolds.table.rules_sections:rules_scene",
            ),
        },
        replay=Replay(
            fight_window="tabletop.ui.necromolds.table.combat_flow:watched_combat",
            fight_dice="tabletop.ui.necromolds.fight_dice:rolled",
        ),
    ),
    settings=SETTINGS,
    variants=(
        {"mode": "basic"},
        {"mode": "standard"},
        {"mode": "advanced"},
        {"mode": "standard", "players": 3},
        {"mode": "advanced", "players": 4},
        {"mode": "standard", "players": 1},  # Basalt LaSeur's Revenge (NM-SOLO-*)
    ),
    playout_budget=90.0,  # about five times the slowest playout seen (4 players, advanced)
    aliases=("necromolds_monster_battles",),
)
