"""Benchmark: bot-vs-bot games per second on one core, for every registered game with its default
settings, and for Necromolds per player count and with the fan rules and More Fun with Clay (issue 25:
at least 20 standard two-player games a second, 5 at three and four players and with fan rules and clay).

Each figure is the games played divided by the CPU time they took in this process (imports and content
loading are done by a warm-up game first). `bot_levels` is the hook for bot levels: every level a game
names among its bots (`LEVELS`) gets its own figures, `<game>_<setting>_<level>_games_per_second`.

Beside each default-bot figure, `<game>[_<setting>]_rules_games_per_second` is what the rules alone allow:
the same games replayed action by action with no bot deciding (each seat's view still made, and each
action applied in place, as the simulator does). It bounds what any bot speed-up could reach: a target above
it needs the rules themselves faster, not only the bots (the README's "Simulation speed").

For a game whose bots choose from the whole legal list (LEGAL_FLOOR), `<game>_rules_legal_games_per_second`
is the same replay with the legal list asked once an action too: what a bot that costs nothing beyond knowing
what it may do would allow, the floor of any bot of that kind.
"""

from __future__ import annotations

import time
from typing import Any

from tabletop.ai import bot_names
from tabletop.core.protocol import hook
from tabletop.core.session import Session
from tabletop.games import game_names, get_game
from tabletop.simulate import gc_paced, play_one

# Bot names that are levels (issue 25's easy/normal/hard); "default" is always benchmarked.
LEVELS = ("easy", "normal", "hard")
# Every Necromolds fan rule a 2-4 player game may switch on (Four Corner Deployment is 2 players
# only), with More Fun with Clay: the slowest rules to simulate.
FAN_AND_CLAY: dict[str, Any] = {
    "fan_turn_order_choice": True,
    "fan_turn_order_gems": True,
    "fan_partial_cover": True,
    "fan_high_ground": True,
    "fan_directional": True,
    "fan_command_gems": True,
    "fan_wilder_wilds": True,
    "fan_decisive_combat": True,
    "fan_hindering_terrain": True,
    "clay_magic": True,
}
# (label, settings) benchmarked per game beyond its defaults.
VARIANTS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "necromolds": [
        ("2p", {"players": 2}),
        ("3p", {"players": 3}),
        ("4p", {"players": 4}),
        ("2p_fan_clay", {"players": 2, **FAN_AND_CLAY}),
        ("4p_fan_clay", {"players": 4, **FAN_AND_CLAY}),
    ],
}


# Games whose bots ask the engine for every legal action at each decision: their floor counts that list.
LEGAL_FLOOR = ("corp",)


def bot_levels(game_name: str) -> list[str]:
    """The bots benchmarked for a game: "default", then each of LEVELS the game has."""
    known = set(bot_names(game_name))
    return ["default", *(level for level in LEVELS if level in known)]


def rate(
    game_name: str, settings: dict[str, Any], seeds: range, bot: str, kept: list | None = None
) -> tuple[float, float]:
    """Games and actions per second over the seeded games, by this process's CPU time (one core; the
    machine's load from other processes does not count). `kept` receives each game's actions."""
    started = time.process_time()
    actions = 0
    for seed in seeds:
        actions += play_one(game_name, settings, seed, [bot], keep=kept)["actions"]
    elapsed = max(time.process_time() - started, 1e-9)
    return len(seeds) / elapsed, actions / elapsed


def rules_rate(game_name: str, settings: dict[str, Any], seeds: range, played: list, legal: bool = False) -> float:
    """Games per second of the rules alone: the seeded games whose actions are `played` (one list a
    seed, from `rate`'s `kept`) replayed with no bot, each seat's view made and each action applied in
    place as the simulator does; by this process's CPU time. A replay that does not end as the game did
    is an error (the rules are deterministic: the same seed and actions are the same game). `legal`: the
    acting seat's legal actions are listed once an action too, from its view, as a bot asks them."""
    game = get_game(game_name)
    seat_view = hook(game, "view")
    started = time.process_time()
    with gc_paced():
        for seed, actions in zip(seeds, played, strict=True):
            session = Session(game, settings, seed)
            for action in actions:
                state = session.state
                seat = next(iter(game.to_act(state)))
                seen = seat_view(state, seat) if seat_view is not None else state
                if legal:
                    game.legal_actions(seen, seat)
                session.submit(action, in_place=True)
            if session.outcome() is None:
                raise RuntimeError(f"{game_name} seed {seed}: the replayed actions did not end the game")
    return len(seeds) / max(time.process_time() - started, 1e-9)


def run(games: int = 5, seed: int = 1000, only: str = "") -> dict:
    """Play a few games of each registered game (and each variant, and each bot level) and report the
    rates. `only`: comma-separated beginnings of figure names; just the cells whose games-per-second
    figure begins with one of them ("necromolds_4p" is every four-player cell, "necromolds_2p_games"
    the default bots' at two players alone)."""
    figures: dict = {"games": games}
    wanted = [w for w in only.split(",") if w]
    for name in game_names():
        if wanted and not any(w.startswith(name) or name.startswith(w) for w in wanted):
            continue
        play_one(name, {}, seed - 1, ["default"])  # warm-up: imports, content, caches built once a process
        seeds = range(seed, seed + games)
        for bot in bot_levels(name):
            suffix = "" if bot == "default" else f"_{bot}"
            for label, settings in [("", {}), *VARIANTS.get(name, [])]:
                key = f"{name}_{label}" if label else name
                if wanted and not any(f"{key}{suffix}_games_per_second".startswith(w) for w in wanted):
                    continue
                kept: list | None = [] if bot == "default" else None
                per_game, per_action = rate(name, settings, seeds, bot, kept)
                figures[f"{key}{suffix}_games_per_second"] = round(per_game, 3)
                if not label:
                    figures[f"{name}{suffix}_actions_per_second"] = round(per_action, 1)
                if kept is not None:
                    figures[f"{key}_rules_games_per_second"] = round(rules_rate(name, settings, seeds, kept), 3)
                    if name in LEGAL_FLOOR:
                        floor = rules_rate(name, settings, seeds, kept, legal=True)
                        figures[f"{key}_rules_legal_games_per_second"] = round(floor, 3)
    return figures


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m tabletop.bench.simulate", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="?", type=int, default=5, help="seeded games a figure (default 5)")
    parser.add_argument("--seed", type=int, default=1000, help="the first seed (default 1000)")
    parser.add_argument(
        "--only", default="", metavar="KEY", help='only the figures beginning so, comma-separated: "necromolds_4p,corp"'
    )
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 10_000:
        parser.error("games: from 1 to 10000")
    print(json.dumps(run(args.games, args.seed, args.only)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
