"""NecronomiCORP scenarios: named positions the screenshot tool renders (issue 24's proof).

One TOML file per scenario in levels/corp/scenarios/ (its stem is the name): the game (players, the
expansion, special characters, teams and their target, the seed, which seats the table treats as
computers), a recipe that reaches the position (engine actions to replay, then the default bot on
every seat until the conditions asked hold: a turn step, a fight of some kind with so many fighters,
a level reached, team points, infected characters, curses, the end) and what is shown (the set-up
shown, the table, the end screen).
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from tabletop.content.registry import ContentKind, register

# The engine's turn steps (tabletop/games/corp/state.py Turn.step), fight steps (fight_state.py
# Fight.step) and action tags (actions.py): a test keeps these equal to the engine's.
STEPS = ("begin", "end", "claim", "fight")
FIGHT_STEPS = ("ranged", "melee_first", "respond", "help", "pvp")
FIGHTS = ("any", "monster", "boss", "pvp")
ACTION_TYPES = (
    "pick_up",
    "give",
    "drop",
    "go_to_level",
    "use_item",
    "use_machine",
    "end_turn",
    "enter_room",
    "enter_revealed",
    "leave_room",
    "claim",
    "shoot",
    "pass",
    "attack",
    "escape",
    "ask_help",
    "help",
)
SCREENS = ("setup", "table", "end")
TOP = 6  # the top level, the boss's (games/corp/state.py TOP)


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of the scenario records: frozen, unknown keys refused."""


class Game(Struct, frozen=True):
    """The game to start: the engine's settings, the seed and the seats the computer plays."""

    seed: int
    players: int = 4
    expansion: bool = False
    special: bool = False
    teams: int = 0  # 0 co-op; 2 or 3 teams (NC-TEAM-10)
    target: int = 0  # team points to win (0: the engine's 40 or 25, NC-TEAM-04)
    bots: list[int] | None = None  # None: every seat but the first


class Recipe(Struct, frozen=True):
    """How to reach the position: replay `actions`, play `bot_actions` bot moves, then let the bot
    play every seat until all the `until_*` conditions hold (`skip` times passed over first)."""

    actions: list[dict[str, Any]] = []
    bot_actions: int = 0
    until_step: str = ""  # the turn's step (STEPS)
    until_seat: int = -1  # the only seat that may act now
    until_hallway: bool = False  # the turn's seat stands in a hallway
    until_fight: str = ""  # a fight on (FIGHTS)
    until_fight_step: str = ""  # the fight's step (FIGHT_STEPS)
    until_fighters: int = 0  # at least this many characters in the fight
    until_level: int = 0  # the highest level open (6: the top, Exit 5 found)
    until_rooms: int = 0  # at least this many rooms revealed and not discarded beside the floors
    until_points: int = 0  # some team has at least this many points (NC-TEAM-02)
    until_infected: int = 0  # at least this many characters infected (NC-CONTAG-03)
    until_curses: int = 0  # at least this many curses on the levels (NC-CURSE-02)
    until_over: bool = False  # to the end of the game
    skip: int = 0
    max_actions: int = 20_000


class Show(Struct, frozen=True):
    """What the picture shows: which screen, and how many frames run before it is taken."""

    screen: Literal["setup", "table", "end"] = "table"
    frames: int = 20


class Scenario(Struct, frozen=True):
    """One named position of a NecronomiCORP game."""

    title: str
    game: Game
    description: str = ""
    recipe: Recipe = Recipe()
    show: Show = Show()


def _whole(out, name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        out.append((name, f"expected {low} to {high}, got {value}"))


def _one_of(out, name: str, value: str, allowed: tuple[str, ...]) -> None:
    if value and value not in allowed:
        out.append((name, f"expected one of {', '.join(allowed)}, got {value!r}"))


def check_scenario(s: Scenario) -> list[tuple[str, str]]:
    """Cross-field checks: players 1-6, seats the game has, teams the rules allow, known steps,
    fights and actions, conditions that can hold together."""
    out: list[tuple[str, str]] = []
    g = s.game
    _whole(out, "game.players", g.players, 1, 6)
    _whole(out, "game.seed", g.seed, 0, 1_000_000_000)
    _whole(out, "game.target", g.target, 0, 500)
    seats = max(1, min(6, g.players))
    if g.special and not g.expansion:
        out.append(("game.special", "the special characters come with the expansion: set expansion = true"))
    if g.teams not in (0, 2, 3):
        out.append(("game.teams", f"expected 0 (co-op), 2 or 3, got {g.teams}"))
    elif g.teams and not (g.players % g.teams == 0 and 2 <= g.players // g.teams <= 3):
        out.append(("game.teams", f"{g.players} players cannot form {g.teams} equal teams of 2 or 3 (NC-TEAM-10)"))
    for i, seat in enumerate(g.bots or []):
        if not 0 <= seat < seats:
            out.append((f"game.bots[{i}]", f"a seat is 0 to {seats - 1} in a {seats}-player game"))
    if g.bots is not None and len(set(g.bots)) != len(g.bots):
        out.append(("game.bots", "a seat is listed twice"))
    r = s.recipe
    _one_of(out, "recipe.until_step", r.until_step, STEPS)
    _one_of(out, "recipe.until_fight", r.until_fight, FIGHTS)
    _one_of(out, "recipe.until_fight_step", r.until_fight_step, FIGHT_STEPS)
    if not -1 <= r.until_seat < seats:
        out.append(("recipe.until_seat", f"expected -1 (any) or a seat from 0 to {seats - 1}"))
    _whole(out, "recipe.bot_actions", r.bot_actions, 0, 100_000)
    _whole(out, "recipe.until_fighters", r.until_fighters, 0, seats)
    _whole(out, "recipe.until_level", r.until_level, 0, TOP)
    _whole(out, "recipe.until_rooms", r.until_rooms, 0, 100)
    _whole(out, "recipe.until_points", r.until_points, 0, 500)
    _whole(out, "recipe.until_infected", r.until_infected, 0, seats)
    _whole(out, "recipe.until_curses", r.until_curses, 0, 13)
    _whole(out, "recipe.skip", r.skip, 0, 1_000)
    _whole(out, "recipe.max_actions", r.max_actions, 1, 100_000)
    _whole(out, "show.frames", s.show.frames, 1, 1_000)
    if (r.until_fight_step or r.until_fighters) and not r.until_fight:
        out.append(("recipe.until_fight", 'a fight\'s step or fighters need a fight: until_fight = "any", ...'))
    if r.until_points and not g.teams:
        out.append(("recipe.until_points", "team points need teams: set game.teams"))
    if (r.until_infected or r.until_curses) and not g.expansion:
        out.append(("recipe.until_infected", "infection and curses come with the expansion: set game.expansion"))
    if len(r.actions) > 10_000:
        out.append(("recipe.actions", f"expected at most 10000 actions, got {len(r.actions)}"))
    for i, a in enumerate(r.actions[:10_000]):
        if not isinstance(a.get("type"), str):
            out.append((f"recipe.actions[{i}]", "an action needs its `type`"))
        elif a["type"] not in ACTION_TYPES:
            out.append((f"recipe.actions[{i}].type", f"expected an action type ({', '.join(ACTION_TYPES)})"))
    if s.show.screen == "end" and not r.until_over:
        out.append(("show.screen", "the end screen needs a finished game: set recipe.until_over = true"))
    if s.show.screen == "setup" and (r.actions or r.bot_actions or wants(r)):
        out.append(("show.screen", "the set-up is shown before any action: no recipe with it"))
    return out


def wants(r: Recipe) -> bool:
    """Whether the recipe asks for a position (any until_* condition)."""
    return bool(
        r.until_over
        or r.until_step
        or r.until_seat >= 0
        or r.until_hallway
        or r.until_fight
        or r.until_level
        or r.until_rooms
        or r.until_points
        or r.until_infected
        or r.until_curses
    )


SCENARIOS = ContentKind(
    "corp-scenarios",
    "levels",
    "corp/scenarios/*.toml",
    Scenario,
    (check_scenario,),
    what="the NecronomiCORP table's scenarios",
)
register(SCENARIOS)
