"""Necromolds table scenarios: named positions the screenshot tool renders.

One TOML file per scenario in levels/necromolds/scenarios/ (its stem is the name): the game
(settings, seed, which seats the table treats as bots), a recipe that reaches the position
(engine actions to replay, then bot actions until a phase is reached) and what the table
shows on top of it (a drag in progress, a combat window, a ranged-attack hover, a tool).
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from tabletop.content.registry import ContentKind, register, register_cross_check

OverlayKind = Literal[
    "none",
    "drag",
    "combat",
    "ranged",
    "ruler",
    "sight",
    "rings",
    "assign_drag",
    "clay_missile",
    "clay_blast",
    "clay_wall",
]  # the clay tools (issue 13)
PHASES = ("terrain", "army", "deploy", "order", "assign", "turns", "command", "combat", "turn_end", "over", "draft")
# The engine's action types (tabletop/games/necromolds/actions.py; a test keeps the two equal).
ACTION_TYPES = (
    "place_terrain",
    "mold",
    "unmold",
    "mold_preset",
    "army_done",
    "deploy",
    "deploy_done",
    "flip",
    "assign",
    "reroll_commands",
    "change_command",
    "assign_done",
    "start_command",
    "activate_magic",
    "move",
    "ranged",
    "end_command",
    "buy_dice",
    "gem_rage",
    "support_reroll",
    "rerolls_done",
    "choose_corners",
    "choose_order",
    "command_gems",
    "melee",
    "magic_missile",
    "magic_blast",
    "magic_wall",
    "remove_wall",
    "end_turn",
    "terrain_done",  # solo play (NM-SOLO-02)
    "draft",  # solo play (NM-SOLO-25)
    "offer_draw",  # a draw (issue 25, stalemate.py)
    "answer_draw",
)


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of the scenario records: frozen, unknown keys refused."""


class Game(Struct, frozen=True):
    """The game to start: engine settings, seed, bot seats and player colours."""

    seed: int
    mode: Literal["basic", "standard", "advanced"] = "standard"
    map: str = "twins_vale"
    bots: list[int] = msgspec.field(default_factory=lambda: [1])
    colours: list[list[int]] = []
    settings: dict[str, Any] = {}  # further engine settings, e.g. basic play's What Next steps


class Recipe(Struct, frozen=True):
    """How to reach the position: replay `actions`, then let bots play every seat until the
    phase (and command kind / seat) match `skip + 1` times, or `bot_actions` have been played."""

    actions: list[dict[str, Any]] = []
    until_phase: str = ""
    until_kind: Literal["", "move", "ranged"] = ""
    until_seat: int = -1
    until_targets: bool = False  # a ranged command with some monster that has a target
    skip: int = 0
    bot_actions: int = 0
    max_actions: int = 4000
    finish_combat: bool = False  # after stopping in a combat, let the bots resolve it


class Overlay(Struct, frozen=True):
    """What the table shows on top of the state."""

    kind: OverlayKind = "none"
    monster: str = "auto"
    target: str | Literal["auto", "legal", "blocked"] = "auto"
    cursor: list[float] = []  # map inches; empty = chosen automatically
    frames: int = 40


class Scenario(Struct, frozen=True):
    """One named position of the Necromolds table."""

    title: str
    game: Game
    description: str = ""
    recipe: Recipe = Recipe()
    overlay: Overlay = Overlay()


def _players(s: Scenario) -> int:
    """How many seats the scenario's game has (its `players` setting, 2 when not given)."""
    try:
        return int(s.game.settings.get("players", 2))
    except (TypeError, ValueError, AttributeError):
        return 2


def check_scenario(s: Scenario) -> list[tuple[str, str]]:
    """Cross-field checks: phases known, seats that the game has, colours RGB."""
    out = []
    seats = _players(s)
    if s.recipe.until_phase and s.recipe.until_phase not in PHASES:
        out.append(("recipe.until_phase", f"expected one of {', '.join(PHASES)}, got {s.recipe.until_phase!r}"))
    if not -1 <= s.recipe.until_seat < seats:
        out.append(("recipe.until_seat", f"expected -1 (any) or a seat from 0 to {seats - 1}"))
    for i, seat in enumerate(s.game.bots):
        if not 0 <= seat < seats:
            out.append((f"game.bots[{i}]", f"a seat is 0 to {seats - 1} in a {seats}-player game"))
    for i, c in enumerate(s.game.colours):
        if len(c) != 3 or not all(0 <= v <= 255 for v in c):
            out.append((f"game.colours[{i}]", "expected [r, g, b] with values 0..255"))
    if s.overlay.cursor and len(s.overlay.cursor) != 2:
        out.append(("overlay.cursor", "expected [x, y] in inches"))
    for i, a in enumerate(s.recipe.actions):
        if "type" not in a:
            out.append((f"recipe.actions[{i}]", "an action needs its `type`"))
        elif a["type"] not in ACTION_TYPES:
            out.append(
                (f"recipe.actions[{i}].type", f"expected an action type ({', '.join(ACTION_TYPES)}), got {a['type']!r}")
            )
    for name, value, low, high in (
        ("recipe.max_actions", s.recipe.max_actions, 1, 100_000),
        ("recipe.bot_actions", s.recipe.bot_actions, 0, 100_000),
        ("recipe.skip", s.recipe.skip, 0, 1_000),
        ("overlay.frames", s.overlay.frames, 1, 1_000),
        ("game.seed", s.game.seed, 0, 1_000_000),
    ):
        if not low <= value <= high:
            out.append((name, f"expected {low} to {high}, got {value}"))
    if len(s.recipe.actions) > 10_000:
        out.append(("recipe.actions", f"expected at most 10000 actions, got {len(s.recipe.actions)}"))
    return out


def check_maps_named(found) -> list:
    """Every scenario plays on a map that exists (shipped or added by the same mod)."""
    from tabletop.core.errors import ContentError

    if found.broken("necromolds-maps"):
        return []  # the map files' own errors say what is wrong
    maps = {m.id for _p, m in found.all("necromolds-maps")}
    return [
        ContentError(path, f"expected one of the maps ({', '.join(sorted(maps))}), got {s.game.map!r}", "game.map")
        for path, s in found.all("necromolds-scenarios")
        if s.game.map not in maps
    ]


SCENARIOS = ContentKind("necromolds-scenarios", "levels", "necromolds/scenarios/*.toml", Scenario, (check_scenario,))
register(SCENARIOS)
register_cross_check(check_maps_named)
