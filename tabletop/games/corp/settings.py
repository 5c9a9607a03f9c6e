"""The settings a NecronomiCORP game may start with; anything else is refused with a ValueError naming
the key. Card ids (characters, a test building's cards) are checked against the cards at set-up."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from tabletop.games.settings_schema import TestOnlySetting, UnknownSetting, read_flag

PLAYERS = (1, 6)  # NC-COMP-03
DEFAULT_PLAYERS = 4
TEAM_SIZES = {2: (4, 6), 3: (6,)}  # teams -> the player counts that make equal teams of 2-3 (NC-TEAM-10)
DEFAULT_TARGET = {2: 40, 3: 25}  # NC-TEAM-04
TARGET = (1, 500)
MAX_FORCED = 10_000
MAX_BUILDING = 200  # a test building's cards, all levels together

SETTINGS = {
    "players": "1 to 6 players (default 4)",
    "expansion": "Aliens & Spirits: its rooms, plots, bosses, curses and special characters (default off)",
    "special": "play the expansion's special characters (needs the expansion; default off)",
    "teams": "0 for co-op (default), 2 or 3 competitive teams (4 players: 2 teams; 6 players: 2 or 3)",
    "target": "team points that win (default 40 for two teams, 25 for three)",
    "characters": "a character id per seat (default: dealt at random)",
    "first": "the seat that plays first (default 1st seat, 0)",
    "ui": "the table's own record (seats, colours): ignored by the rules",
}
TEST_HOOKS = {
    "test_forced_faces": "die results (1-6) the next rolls take instead of the dice (tests only)",
    "test_building": "a custom building (NC-BUILD-09): {levels: [[room instance ids, top first] x5], "
    "boss?, plots?, curses?} (tests only)",
}


class Building(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A building laid out by hand (TIP 1, NC-BUILD-09): each level's stack top first, and optionally
    the final boss, the Plot deck's order and the Curse deck's order (instance ids)."""

    levels: tuple[tuple[str, ...], ...]
    boss: str = ""
    plots: tuple[str, ...] | None = None
    curses: tuple[str, ...] | None = None


class Settings(msgspec.Struct, frozen=True):
    players: int = DEFAULT_PLAYERS
    expansion: bool = False
    special: bool = False
    teams: int = 0
    target: int = 0
    characters: tuple[str, ...] = ()
    first: int = 0
    forced: tuple[int, ...] = ()
    building: Building | None = None

    def as_settings(self, given: Mapping[str, Any] | None = None) -> dict:
        out: dict[str, Any] = {
            "players": self.players,
            "expansion": self.expansion,
            "special": self.special,
            "teams": self.teams,
            "target": self.target,
            "first": self.first,
        }
        if self.characters:
            out["characters"] = list(self.characters)
        if given and "ui" in given:
            out["ui"] = given["ui"]
        if self.forced:
            out["test_forced_faces"] = list(self.forced)
        if self.building is not None:
            out["test_building"] = msgspec.to_builtins(self.building)
        return out


def _whole(key: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"setting {key}: expected a whole number from {low} to {high}, got {value!r}")
    return value


def _flag(key: str, value: Any) -> bool:
    got = read_flag(value)
    if got is None:
        raise ValueError(f"setting {key}: expected true or false, got {value!r}")
    return got


def _building(value: Any) -> Building:
    try:
        b = msgspec.convert(value, Building)
    except (msgspec.ValidationError, TypeError) as exc:
        raise ValueError(f"setting test_building: {exc}") from None
    if len(b.levels) != 5:
        raise ValueError("setting test_building: expected the stacks of levels 1 to 5")
    ids = [c for level in b.levels for c in level] + list(b.plots or ()) + list(b.curses or ())
    if len(ids) > MAX_BUILDING * 3 or any(len(c) > 64 for c in ids):
        raise ValueError("setting test_building: too many cards or an id too long")
    return b


def validate(given: Mapping[str, Any], allow_test_hooks: bool = False) -> Settings:
    if not isinstance(given, Mapping):
        raise ValueError("settings: expected a table of settings")
    for key in given:
        if key in TEST_HOOKS and not allow_test_hooks:
            raise TestOnlySetting(f"setting {key}: only the rules' tests may use it", key)
        if key not in SETTINGS and key not in TEST_HOOKS:
            raise UnknownSetting(
                f"setting {key!r} is not a NecronomiCORP setting; settings are {', '.join(SETTINGS)}", key
            )
    players = _whole("players", given.get("players", DEFAULT_PLAYERS), *PLAYERS)
    expansion = _flag("expansion", given.get("expansion", False))
    special = _flag("special", given.get("special", False))
    if special and not expansion:
        raise ValueError("setting special: the special characters come with the expansion (set expansion too)")
    teams = _whole("teams", given.get("teams", 0), 0, 3)
    if teams == 1:
        raise ValueError("setting teams: 0 for co-op, or 2 or 3 teams")
    if teams and players not in TEAM_SIZES[teams]:
        raise ValueError(
            f"setting teams: {players} players cannot make {teams} equal teams of 2 or 3 "
            f"(play {' or '.join(map(str, TEAM_SIZES[teams]))} players)"
        )
    target = given.get("target", 0)
    if target not in (0, None):
        _whole("target", target, *TARGET)
    # team points only count with teams (NC-TEAM-04): without them a target is ignored
    target = (target or DEFAULT_TARGET[teams]) if teams else 0
    chars = given.get("characters", ())
    if not isinstance(chars, (list, tuple)) or (chars and len(chars) != players):
        raise ValueError(f"setting characters: expected one character id per seat ({players})")
    if any(not isinstance(c, str) or not c or len(c) > 64 for c in chars):
        raise ValueError("setting characters: expected character ids")
    if len(set(chars)) != len(chars):
        raise ValueError("setting characters: each character plays once")
    first = _whole("first", given.get("first", 0), 0, players - 1)
    forced = given.get("test_forced_faces", ())
    if not isinstance(forced, (list, tuple)) or len(forced) > MAX_FORCED:
        raise ValueError("setting test_forced_faces: expected a list of die results")
    for r in forced:
        _whole("test_forced_faces", r, 1, 6)
    building = _building(given["test_building"]) if "test_building" in given else None
    return Settings(players, expansion, special, teams, target, tuple(chars), first, tuple(forced), building)
