"""`tabletop simulate GAME --games N --seed S [--mode M] [--map NAME] [--bot NAME] [--set KEY=VALUE] [--save-dir DIR] --json`

Plays bots against each other through the game protocol and a Session (so every game can be
saved and replayed), one JSON line per game, then a summary line. A game that raises is
counted as an error, its traceback goes to stderr, and the run goes on. The same seed gives
the same game lines (timings aside).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from tabletop.ai import get_bot
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game

MAX_ACTIONS = 6000


class Unfinished(RuntimeError):
    """A game that did not end within the action limit."""


def play_one(game_name: str, settings: dict[str, Any], seed: int, bot_names: list[str],
             save_path: Path | None = None, max_actions: int = MAX_ACTIONS) -> dict[str, Any]:
    """Play one bot-vs-bot game to the end; returns its summary line."""
    game = get_game(game_name)
    session = Session(game, settings, seed)
    bots = [get_bot(game_name, name) for name in bot_names]
    rngs = [RNG(seed, stream=1000 + seat) for seat in range(len(bots))]
    actions = 0
    try:
        while session.outcome() is None:
            seats = list(game.to_act(session.state))
            if not seats:
                raise Unfinished("no seat can act but the game has no outcome")
            seat = seats[0]
            action = bots[seat % len(bots)](game, session.state, seat, rngs[seat % len(rngs)])
            session.submit(action)
            actions += 1
            if actions >= max_actions:
                raise Unfinished(f"no winner after {max_actions} actions")
    finally:
        if save_path is not None:
            session.save(save_path)
    outcome = session.outcome()
    line: dict[str, Any] = {"game": game_name, "seed": seed, "winners": list(outcome.winners),
                            "reason": outcome.reason, "actions": actions}
    summary = getattr(game, "summary", None)
    if summary is not None:
        line.update(summary(session.state))
    return line


def main(argv: list[str] | None = None) -> int:
    """Parse arguments and run the games; exit 0 when no game raised, 1 otherwise."""
    parser = argparse.ArgumentParser(prog="tabletop simulate", description="Play bot-vs-bot games.")
    parser.add_argument("game", help="game name, e.g. necromolds")
    parser.add_argument("--games", type=int, default=10, help="number of games")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (game k uses seed + k)")
    parser.add_argument("--mode", default=None, help="game mode setting (necromolds: basic, standard, advanced)")
    parser.add_argument("--map", default=None, help="battle map / board setting")
    parser.add_argument("--bot", action="append", default=None,
                        help="bot name per seat (repeat for each seat; default: the game's default bot)")
    parser.add_argument("--set", "--setting", dest="set", action="append", default=[], metavar="KEY=VALUE",
                        help="extra setting (VALUE parsed as JSON when possible)")
    parser.add_argument("--save-dir", type=Path, default=None, help="write each game's save file here")
    parser.add_argument("--json", action="store_true", help="print JSON lines (the only output format)")
    args = parser.parse_args(argv)
    try:
        get_game(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    settings: dict[str, Any] = {}
    if args.mode:
        settings["mode"] = args.mode
    if args.map:
        settings["map"] = args.map
    for item in args.set:
        key, _, value = item.partition("=")
        try:
            settings[key] = json.loads(value)
        except json.JSONDecodeError:
            settings[key] = value
    bots = args.bot or ["default", "default"]
    if len(bots) == 1:
        bots = bots * 2
    if args.save_dir:
        args.save_dir.mkdir(parents=True, exist_ok=True)
    errors = 0
    started = time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        save = args.save_dir / f"{args.game}-{seed}.json" if args.save_dir else None
        try:
            line = play_one(args.game, settings, seed, bots, save)
        except Exception as exc:  # a broken game is a finding, not the end of the run
            errors += 1
            print(f"game seed={seed} raised:", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            line = {"game": args.game, "seed": seed, "error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(line, sort_keys=True), flush=True)
    elapsed = time.perf_counter() - started
    print(json.dumps({"summary": True, "games": args.games, "errors": errors,
                      "seconds": round(elapsed, 3),
                      "games_per_second": round(args.games / elapsed, 3) if elapsed > 0 else None}), flush=True)
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
