"""The settings a Necromolds game may start with, in one place: each key, what it allows, and
the check that refuses anything else (a ValueError naming the key) before the game starts.

`SETTINGS` lists the keys a save, a scenario, the set-up screen or `simulate --set` may give;
`TEST_HOOKS` the keys only the rules' tests may give, and only to a game built with
`NecromoldsGame(allow_test_hooks=True)`: a save or the command line cannot force the dice.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, TypeGuard

import msgspec

from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Mode
from tabletop.games.settings_schema import MissingContent, TestOnlySetting, UnknownSetting, read_flag, show_value

MODES: tuple[Mode, ...] = ("basic", "standard", "advanced")
PLAYERS = (1, 4)  # NM-SETUP-01, NM-MULTI-02: 2 players, or 3 to 4; 1 against Basalt (NM-SOLO-01)
# Solo play (NM-SOLO-*) is played by the standard rules (or advanced); Basalt's guides assign dice to
# slots, so basic play has no solo game, and these fan rules ask Basalt choices his guides never make.
SOLO_MODES: tuple[Mode, ...] = ("standard", "advanced")
SOLO_REFUSED = ("fan_four_corners", "fan_wilder_wilds", "fan_decisive_combat", "fan_command_gems")
DEFAULT_MAP = "twins_vale"
# What Next steps 2-5 (step 1 is `basic_terrain`): settings keys = State fields.
BASIC_STEPS = ("basic_skills", "basic_distances", "basic_slots", "basic_abilities")
MAX_TEXT = 64  # no setting's text comes near this; longer is refused before it is read
MAX_FORCED = 10_000  # forced faces a test may queue

SETTINGS: dict[str, str] = {
    "mode": "basic, standard or advanced play (default standard)",
    "map": "the battle map's id (default twins_vale)",
    "players": "1 (solo against Basalt LaSeur) or 2 to 4 players (default 2)",
    "clay": "drams of clay for each player, from the smallest monster's to the full budget (NM-MULTI-03)",
    "youngest": "the seat of the youngest player, numbered from 0 (basic play's tie-break, NM-BASIC-13)",
    "basic_terrain": "basic play, What Next step 1: terrain and line of sight (true/false)",
    "basic_skills": "basic play, What Next step 2: skill ratings (true/false)",
    "basic_distances": "basic play, What Next step 3: slot distances (true/false)",
    "basic_slots": "basic play, What Next step 4: command slots (true/false)",
    "basic_abilities": "basic play, What Next step 5: abilities (true/false)",
    "fan_turn_order_choice": "fan rule Turn Order Choice: the player going first chooses to go first or second (NM-FAN-02)",
    "fan_turn_order_gems": "fan rule Turn Order Gems: the loser of the first-turn roll-off gains its rolled gems (NM-FAN-03/04)",
    "fan_partial_cover": "fan rule Partial Cover: over 50% covered by terrain adds a ranged defence die (NM-FAN-05/06)",
    "fan_high_ground": "fan rule High Ground: monsters stand on raised terrain; attacking down adds a die (NM-FAN-07..09)",
    "fan_directional": "fan rule Directional Attacks: monsters face a way, attack only ahead, +1 die from behind (NM-FAN-10..12)",
    "fan_command_gems": "fan rule Command Gems: 4 gems reroll any unassigned command dice (NM-FAN-13/14)",
    "fan_four_corners": "fan rule Four Corner Deployment: armies in two opposite corners, 2 players (NM-FAN-15/16)",
    "fan_wilder_wilds": "fan rule Wilder Wilds: a wild die stays wild on a combined slot until performed (NM-FAN-17)",
    "fan_decisive_combat": "fan rule Decisive Combat: all moves, then every melee; all ranged targets declared first (NM-FAN-18..20)",
    "fan_hindering_terrain": "fan rule Hindering Terrain: a move over smashed clay stops just past it (NM-FAN-21/22)",
    "clay_magic": "More Fun with Clay: an extra container of clay each for Magic Wall, Missile and Blast (NM-CLAY-01..11)",
    "ui": "the table's own record (seats, colours): ignored by the rules",
}
# The Optional Fan Rules (NM-FAN-01): each a switch, off by default, in the order the rulebook
# lists them, with the rulebook's name. The four marked * are "Basalt's Favorite" (NM-FAN-23):
# a label for the settings screen (a suggestion for solo play) that switches nothing on.
FAN_RULES: dict[str, str] = {
    "fan_turn_order_choice": "Turn Order Choice",
    "fan_turn_order_gems": "Turn Order Gems",
    "fan_partial_cover": "Partial Cover",
    "fan_high_ground": "High Ground",
    "fan_directional": "Directional Attacks",
    "fan_command_gems": "Command Gems",
    "fan_four_corners": "Four Corner Deployment",
    "fan_wilder_wilds": "Wilder Wilds",
    "fan_decisive_combat": "Decisive Combat",
    "fan_hindering_terrain": "Hindering Terrain",
}
# More Fun with Clay (NM-CLAY-01..11): its own switch, beside the ten fan rules.
CLAY_MAGIC = "clay_magic"
CLAY_MAGIC_NAME = "More Fun with Clay"
BASALTS_FAVORITES: tuple[str, ...] = (
    "fan_turn_order_choice",
    "fan_four_corners",
    "fan_wilder_wilds",
    "fan_decisive_combat",
)


def is_basalts_favorite(key: str) -> bool:
    """True for the fan rules the rulebook marks "Basalt's Favorite!" (NM-FAN-23: a label only)."""
    return key in BASALTS_FAVORITES


TEST_HOOKS: dict[str, str] = {
    "test_forced_faces": "face indices the next rolls take instead of the dice (rulebook examples as tests)",
}


class Settings(msgspec.Struct, frozen=True):
    """Validated settings: every key with its value or its default."""

    mode: Mode = "standard"
    map: str = DEFAULT_MAP
    players: int = 2
    clay: int = 0
    youngest: int | None = None
    basic_terrain: bool = False
    basic_skills: bool = False
    basic_distances: bool = False
    basic_slots: bool = False
    basic_abilities: bool = False
    forced: tuple[int, ...] = ()
    fan: tuple[str, ...] = ()  # the FAN_RULES keys switched on, in FAN_RULES order
    clay_magic: bool = False  # More Fun with Clay (NM-CLAY-01): not one of the ten FAN_RULES

    def as_settings(self, given: Mapping[str, Any] | None = None) -> dict:
        """These settings as a settings table again (defaults filled in; `ui` kept from `given`)."""
        out = {key: (key in self.fan) if key in FAN_RULES else getattr(self, key) for key in SETTINGS if key != "ui"}
        if given is not None and "ui" in given:
            out["ui"] = given["ui"]
        if self.forced:
            out["test_forced_faces"] = list(self.forced)
        return out


def _is_mode(text: str) -> TypeGuard[Mode]:
    return text in MODES


def _text(settings: Mapping[str, Any], key: str, default: str) -> str:
    value = settings.get(key, default)
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ValueError(f"{key} must be a name, not {show_value(value)}")
    return value


def whole(settings: Mapping[str, Any], key: str, default: int, low: int, high: int, what: str) -> int:
    """A whole-number setting within [low, high]; ValueError naming the key otherwise."""
    value = settings.get(key, default)
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and math.isfinite(value) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and len(value) <= 20 and value.strip().lstrip("-").isdigit():
        number = int(value.strip())
    if number is None or not low <= number <= high:
        raise ValueError(f"{key} must be {what} from {low} to {high}, not {show_value(value)}")
    return number


def flag(settings: Mapping[str, Any], key: str) -> bool:
    """A true/false setting (true/false, yes/no, on/off, 1/0 also as text); ValueError otherwise."""
    value = settings.get(key, False)
    got = read_flag(value)
    if got is None:
        raise ValueError(f"{key} must be true or false, not {show_value(value)}")
    return got


def _forced(settings: Mapping[str, Any]) -> tuple[int, ...]:
    value = settings.get("test_forced_faces", [])
    if (
        not isinstance(value, (list, tuple))
        or len(value) > MAX_FORCED
        or not all(isinstance(f, int) and not isinstance(f, bool) and 0 <= f < 64 for f in value)
    ):
        raise ValueError(f"test_forced_faces must be a list of die face numbers, not {show_value(value)}")
    return tuple(value)


def _solo_problems(mode: str, fan: tuple[str, ...], lib) -> None:
    """Solo play's settings (NM-SOLO-01): a ValueError naming the key the solo game cannot play."""
    if mode not in SOLO_MODES:
        raise ValueError(f"mode {mode} has no solo game: play Basalt LaSeur's Revenge in standard or advanced mode")
    for key in fan:
        if key in SOLO_REFUSED:
            raise ValueError(
                f"{key}: {FAN_RULES[key]} is not played against Basalt LaSeur (his guides never choose it)"
            )
    unknown = [book for book in lib.rules.solo.shared_cards if book not in lib.books]
    if unknown:
        raise ValueError(f"players: Basalt's shared play cards name unknown spellbooks: {', '.join(unknown)}")


def validate(settings: Mapping[str, Any], allow_test_hooks: bool = False) -> Settings:
    """The settings a game starts with; ValueError naming the key for an unknown key, a test
    hook without `allow_test_hooks`, or a value the game does not allow."""
    if not isinstance(settings, Mapping):
        raise ValueError(f"settings must be a table of names and values, not {show_value(settings)}")
    for key in settings:
        if not isinstance(key, str):
            raise ValueError(f"a setting's name must be text, not {show_value(key)}")
        if key in TEST_HOOKS and not allow_test_hooks:
            raise TestOnlySetting(f"{key} is a test hook: a saved or started game cannot force its dice", key)
        if key not in SETTINGS and key not in TEST_HOOKS:
            # the message names no other key, so a caller can tell which one is at fault
            raise UnknownSetting(f"unknown setting {show_value(key)}: Necromolds has no such setting", key)
    lib = library()
    mode = _text(settings, "mode", "standard")
    if not _is_mode(mode):
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {show_value(mode)}")
    map_id = _text(settings, "map", DEFAULT_MAP)
    if map_id not in lib.maps:
        raise MissingContent(
            f"map: there is no battle map {show_value(map_id)}; known: {', '.join(sorted(lib.maps))}", "map", map_id
        )
    players = whole(settings, "players", 2, PLAYERS[0], PLAYERS[1], "a number of players")
    # NM-MULTI-03/13: standard items for everyone; clay may be reduced, never below one monster
    budget = lib.rules.clay_budget
    clay = whole(settings, "clay", budget, lib.smallest_clay(), budget, "a whole number of drams")
    youngest = None
    if settings.get("youngest") is not None:
        youngest = whole(settings, "youngest", 0, 0, players - 1, "the seat of the youngest player, numbered")
    flags = {key: flag(settings, key) for key in ("basic_terrain", *BASIC_STEPS)}
    fan = tuple(key for key in FAN_RULES if flag(settings, key))
    if players == 1:
        _solo_problems(mode, fan, lib)
    if "fan_four_corners" in fan and players != 2:
        # NM-FAN-15: two groups in opposite corners each: the four corners hold two armies
        raise ValueError(f"fan_four_corners is a two-player rule (Four Corner Deployment), not for {players} players")
    return Settings(
        mode=mode,
        map=map_id,
        players=players,
        clay=clay,
        youngest=youngest,
        **flags,
        forced=_forced(settings) if allow_test_hooks else (),
        fan=fan,
        clay_magic=flag(settings, CLAY_MAGIC),
    )
