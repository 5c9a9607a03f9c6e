"""Rise of the Necromancers scenarios: named positions the screenshot tool renders.

One TOML file per scenario in levels/rise/scenarios/ (its stem is the name): the game (players,
side, the PvP rule, seed, which seats the table treats as bots), a recipe that reaches the
position (engine actions to replay, then bot play on every seat until a turn stage, a fight, a
number of counters or the end) and what is shown (the set-up, the table with an overlay such as
the reachable spaces, the end screen, the rules summary).
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from tabletop.content.registry import ContentKind, register

# The engine's turn stages (tabletop/games/rise/state.py Turn.stage) and action types
# (tabletop/games/rise/actions.py; a test keeps these equal to the engine's).
STAGES = ("play", "raise", "move", "look", "quest", "ready", "combat", "defend", "flee_to")
ACTION_TYPES = (
    "play_card",
    "use_item",
    "end_play",
    "raise",
    "end_raise",
    "fortify",
    "pick_up",
    "mist_walk",
    "move",
    "stay",
    "pick",
    "quest",
    "fight",
    "choose",
    "flee",
    "flee_to",
)
FIGHTS = ("city", "dungeon_guard", "dungeon_foe", "academy_guard", "pvp")
SCREENS = ("setup", "table", "end", "rules")
# Steering of the bots' play (the bots alone rarely leave Minions in a City or attack a defended one):
# "fortify_cities": a seat on a City it holds leaves a Minion there (up to two) while it keeps one;
# "attack_held_cities": a seat with Minions moves onto a rival's City that Minions defend, when it can.
STEERS = ("fortify_cities", "attack_held_cities")
OVERLAYS = ("none", "reach", "look", "combat")


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of the scenario records: frozen, unknown keys refused."""


class Game(Struct, frozen=True):
    """The game to start: the engine's settings, the seed and the seats the computer plays."""

    seed: int
    players: int = 3
    side: str = ""  # empty: the side the rules give this many players (RN-SETUP-02)
    pvp: bool = False
    bots: list[int] = msgspec.field(default_factory=lambda: [1, 2])


class Recipe(Struct, frozen=True):
    """How to reach the position: replay `actions`, play `bot_actions` bot moves, then let the bot
    play every seat until all the `until_*` conditions hold (`skip` times passed over first)."""

    actions: list[dict[str, Any]] = []
    bot_actions: int = 0
    until_stage: str = ""
    until_seat: int = -1
    until_fight: str = ""  # a fight's purpose (city, dungeon_guard, ...)
    until_counters: int = 0  # some player has placed at least this many counters
    until_over: bool = False  # to the end of the game
    until_towers: int = 0  # the fight is against a City with at least this many towers
    until_guards: int = 0  # the defending side has at least this many Minions
    until_attacker_minions: int = 0  # the attacking side has at least this many Minions
    steer: list[str] = []  # see STEERS
    skip: int = 0
    max_actions: int = 20_000


class Show(Struct, frozen=True):
    """What the picture shows: which screen and what lies on top of the table."""

    screen: Literal["setup", "table", "end", "rules"] = "table"
    overlay: Literal["none", "reach", "look", "combat"] = "none"
    frames: int = 20


class Scenario(Struct, frozen=True):
    """One named position of a Rise game."""

    title: str
    game: Game
    description: str = ""
    recipe: Recipe = Recipe()
    show: Show = Show()


def _whole(out, name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        out.append((name, f"expected {low} to {high}, got {value}"))


def check_scenario(s: Scenario) -> list[tuple[str, str]]:
    """Cross-field checks: players 2-5, seats the game has, a known side, stage, fight and actions."""
    out: list[tuple[str, str]] = []
    _whole(out, "game.players", s.game.players, 2, 5)
    seats = max(2, min(5, s.game.players))
    if s.game.side not in ("", "small", "large"):
        out.append(("game.side", f'expected "small", "large" or "" (by players), got {s.game.side!r}'))
    for i, seat in enumerate(s.game.bots):
        if not 0 <= seat < seats:
            out.append((f"game.bots[{i}]", f"a seat is 0 to {seats - 1} in a {seats}-player game"))
    if len(set(s.game.bots)) != len(s.game.bots):
        out.append(("game.bots", "a seat is listed twice"))
    r = s.recipe
    if r.until_stage and r.until_stage not in STAGES:
        out.append(("recipe.until_stage", f"expected one of {', '.join(STAGES)}, got {r.until_stage!r}"))
    if r.until_fight and r.until_fight not in FIGHTS:
        out.append(("recipe.until_fight", f"expected one of {', '.join(FIGHTS)}, got {r.until_fight!r}"))
    if not -1 <= r.until_seat < seats:
        out.append(("recipe.until_seat", f"expected -1 (any) or a seat from 0 to {seats - 1}"))
    _whole(out, "game.seed", s.game.seed, 0, 1_000_000_000)
    _whole(out, "recipe.bot_actions", r.bot_actions, 0, 100_000)
    _whole(out, "recipe.until_counters", r.until_counters, 0, 13)
    _whole(out, "recipe.until_towers", r.until_towers, 0, 5)
    _whole(out, "recipe.until_guards", r.until_guards, 0, 40)
    _whole(out, "recipe.until_attacker_minions", r.until_attacker_minions, 0, 40)
    for i, name in enumerate(r.steer):
        if name not in STEERS:
            out.append((f"recipe.steer[{i}]", f"expected one of {', '.join(STEERS)}, got {name!r}"))
    if (r.until_towers or r.until_guards or r.until_attacker_minions) and not r.until_fight:
        out.append(
            (
                "recipe.until_fight",
                "until_towers, until_guards and until_attacker_minions are about a fight: "
                'name it (until_fight = "city", ...)',
            )
        )
    _whole(out, "recipe.skip", r.skip, 0, 1_000)
    _whole(out, "recipe.max_actions", r.max_actions, 1, 100_000)
    _whole(out, "show.frames", s.show.frames, 1, 1_000)
    if len(r.actions) > 10_000:
        out.append(("recipe.actions", f"expected at most 10000 actions, got {len(r.actions)}"))
    for i, a in enumerate(r.actions[:10_000]):
        if not isinstance(a.get("type"), str):
            out.append((f"recipe.actions[{i}]", "an action needs its `type`"))
        elif a["type"] not in ACTION_TYPES:
            out.append(
                (f"recipe.actions[{i}].type", f"expected an action type ({', '.join(ACTION_TYPES)}), got {a['type']!r}")
            )
    if s.show.screen == "end" and not r.until_over:
        out.append(("show.screen", "the end screen needs a finished game: set recipe.until_over = true"))
    if s.show.overlay != "none" and s.show.screen != "table":
        out.append(("show.overlay", 'an overlay lies on the table: set show.screen = "table"'))
    return out


SCENARIOS = ContentKind(
    "rise-scenarios",
    "levels",
    "rise/scenarios/*.toml",
    Scenario,
    (check_scenario,),
    what="the Rise of the Necromancers table's scenarios",
)
register(SCENARIOS)
