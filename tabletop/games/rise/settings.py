"""The settings a Rise game may start with; anything else is refused with a ValueError naming the key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from tabletop.content.rise.board import SIDES, side_for_players
from tabletop.games.settings_schema import TestOnlySetting, UnknownSetting

PLAYERS = (2, 5)  # RN-SETUP-01
ROUND_LIMIT = (10, 1000)
# Deviation (not in the rulebook): a safety net so every game ends; after this many rounds the
# seat with the most Dominion counters placed wins (ties share the win). Bots finish far sooner.
DEFAULT_ROUND_LIMIT = 150
MAX_FORCED = 10_000

SETTINGS = {
    "players": "2 to 5 players (default 2)",
    "side": "the Game board side: small or large (default: small for 2-3 players, large for 4-5, RN-SETUP-02)",
    "pvp": "the optional rule Necromancers Can Attack Each Other (true/false, default false, RN-PVP)",
    "round_limit": "rounds before the game ends on the most counters (a safety net; default 150)",
    "ui": "the table's own record (seats, colours): ignored by the rules",
}
TEST_HOOKS = {"test_forced_faces": "die results (1-6) the next rolls take instead of the dice (tests only)"}


class Settings(msgspec.Struct, frozen=True):
    players: int = 2
    side: str = ""
    pvp: bool = False
    round_limit: int = DEFAULT_ROUND_LIMIT
    forced: tuple[int, ...] = ()

    def as_settings(self, given: Mapping[str, Any] | None = None) -> dict:
        out = {"players": self.players, "side": self.side, "pvp": self.pvp, "round_limit": self.round_limit}
        if given and "ui" in given:
            out["ui"] = given["ui"]
        if self.forced:
            out["test_forced_faces"] = list(self.forced)
        return out


def _whole(key: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"setting {key}: expected a whole number from {low} to {high}, got {value!r}")
    return value


def validate(given: Mapping[str, Any], allow_test_hooks: bool = False) -> Settings:
    if not isinstance(given, Mapping):
        raise ValueError("settings: expected a table of settings")
    for key in given:
        if key in TEST_HOOKS and not allow_test_hooks:
            raise TestOnlySetting(f"setting {key}: only the rules' tests may use it", key)
        if key not in SETTINGS and key not in TEST_HOOKS:
            raise UnknownSetting(
                f"setting {key!r} is not a Rise of the Necromancers setting; settings are {', '.join(SETTINGS)}", key
            )
    players = _whole("players", given.get("players", 2), *PLAYERS)
    side = given.get("side", "") or side_for_players(players)
    if side not in SIDES:
        raise ValueError(f"setting side: expected one of {', '.join(SIDES)}, got {side!r}")
    pvp = given.get("pvp", False)
    if not isinstance(pvp, bool):
        raise ValueError(f"setting pvp: expected true or false, got {pvp!r}")
    limit = _whole("round_limit", given.get("round_limit", DEFAULT_ROUND_LIMIT), *ROUND_LIMIT)
    forced = given.get("test_forced_faces", ())
    if not isinstance(forced, (list, tuple)) or len(forced) > MAX_FORCED:
        raise ValueError("setting test_forced_faces: expected a list of die results")
    for r in forced:
        _whole("test_forced_faces", r, 1, 6)
    return Settings(players, side, pvp, limit, tuple(forced))
