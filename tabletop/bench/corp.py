"""Benchmark: NecronomiCORP with the default bots (issue 23).

- Speed: games per second at 4 players, default bots in every seat (`speed_games` seeded games; the
  aim is at least 50 a second on one core), by the wall clock and by CPU time.
- Balance: the party's win rate (the boss slain) with default bots at 1-6 players, with and without
  the Aliens & Spirits expansion (`winrate_games` seeded games each; the aim is 35-65% everywhere);
  the README's "NecronomiCORP balance" table is this, printed by `--table`.
- Soak (`--soak N`, not part of `make bench`): N seeded games per player count 1-6, co-op with and
  without the expansion and the teams variant where the count allows it, each saved and verified by
  replaying it (what `tabletop replay FILE --verify` does), errors counted.

`python -m tabletop.bench corp` runs the full size; `python -m tabletop.bench.corp --quick` a small
one; `python -m tabletop.bench.corp --soak 500` the soak; `--table --games 200` the balance table;
`--phases N` where an action's time goes (view, legal actions, the bot's decision, the engine's apply);
`--speed N [--players 1,4,6]` games a second (wall clock and CPU time) at those counts, N games each.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from tabletop.simulate import gc_paced, play_one

PLAYERS = (1, 2, 3, 4, 5, 6)
SEED = 30_000
SPEED_PLAYERS = 4


def variants(players: int) -> list[dict]:
    """The settings a soak plays at a player count: co-op without and with the expansion, and the
    teams variant where equal teams of 2-3 can be formed (NC-TEAM-10)."""
    out: list[dict] = [{"players": players}, {"players": players, "expansion": True}]
    if players == 4:
        out += [{"players": 4, "teams": 2}, {"players": 4, "teams": 2, "expansion": True}]
    if players == 6:
        out += [{"players": 6, "teams": 2}, {"players": 6, "teams": 3}, {"players": 6, "teams": 3, "expansion": True}]
    return out


def speed(players: int, games: int, seed: int = SEED) -> dict:
    """Default bots in every seat: games and actions per second, wall clock and CPU time. One game is
    played first, untimed: the imports and the content's loading are a process's, not a game's."""
    play_one("corp", {"players": players}, seed - 1, ["default"])
    started = time.perf_counter()
    cpu = time.process_time()
    actions = 0
    with gc_paced():
        for k in range(games):
            actions += play_one("corp", {"players": players}, seed + k, ["default"])["actions"]
    elapsed = time.perf_counter() - started
    cpu = max(time.process_time() - cpu, 1e-9)
    return {
        "games_per_second": round(games / elapsed, 2),
        "cpu_games_per_second": round(games / cpu, 2),
        "actions_per_second": round(actions / elapsed),
        "mean_actions": round(actions / games, 1),
    }


def phases(players: int, games: int, seed: int = SEED) -> dict:
    """Where an action's CPU time goes with default bots in every seat, in microseconds an action: the
    seat's view, the legal actions (the bot asks for them), the bot's decision without them, and the
    engine's apply (in place, as the simulator does: its rules, events and the session's log)."""
    from tabletop.ai import get_bot
    from tabletop.core.rng import RNG
    from tabletop.core.session import Session
    from tabletop.games import get_game

    game = get_game("corp")
    spent = {"view": 0.0, "legal": 0.0, "bot": 0.0, "apply": 0.0}
    legal_actions = game.legal_actions
    clock = time.process_time

    def timed_legal(state, seat):  # the bot's own call, timed apart from its decision
        started = clock()
        try:
            return legal_actions(state, seat)
        finally:
            spent["legal"] += clock() - started

    actions = 0
    game.legal_actions = timed_legal  # type: ignore[method-assign]
    try:
        with gc_paced():
            for k in range(games):
                session = Session(game, {"players": players}, seed + k)
                bots = [get_bot("corp", "default") for _ in range(players)]
                rngs = [RNG(seed + k, stream=1000 + s) for s in range(players)]
                while session.outcome() is None:
                    state = session.state
                    seat = game.to_act(state)[0]
                    t0 = clock()
                    seen = game.view(state, seat)
                    t1 = clock()
                    action = bots[seat](game, seen, seat, rngs[seat])
                    t2 = clock()
                    session.submit(action, in_place=True)
                    spent["view"] += t1 - t0
                    spent["bot"] += t2 - t1
                    spent["apply"] += clock() - t2
                    actions += 1
    finally:
        del game.legal_actions  # the class's own again
    spent["bot"] -= spent["legal"]
    per = {k: round(v / max(actions, 1) * 1e6, 1) for k, v in spent.items()}
    return {"players": players, "games": games, "mean_actions": round(actions / games, 1), "us_per_action": per}


def win_rate(settings: dict, games: int, seed: int = SEED + 10_000) -> dict:
    """The party's share of games won (the boss slain) and how the others ended."""
    ends: dict[str, int] = {}
    with gc_paced():
        for k in range(games):
            line = play_one("corp", settings, seed + k, ["default"])
            word = line.get("outcome", "")
            ends[word] = ends.get(word, 0) + 1
    return {"win_rate": round(ends.get("boss slain", 0) / games, 3), "ends": ends, "games": games}


def table(games: int, seed: int = SEED + 10_000) -> dict:
    """The balance table: win rate per player count, core and with the expansion."""
    rows: dict = {}
    for n in PLAYERS:
        for expansion in (False, True):
            settings = {"players": n, "expansion": True} if expansion else {"players": n}
            rows[f"{n}p{'_expansion' if expansion else ''}"] = win_rate(settings, games, seed)["win_rate"]
    return rows


def markdown(rows: dict, games: int) -> str:
    """The README's table from `table`'s rows."""
    lines = [f"| players ({games} games each) | core | with Aliens & Spirits |", "|---|---|---|"]
    for n in PLAYERS:
        lines.append(f"| {n} | {rows[f'{n}p']:.0%} | {rows[f'{n}p_expansion']:.0%} |")
    return "\n".join(lines)


def run(quick: bool = False, speed_games: int | None = None, winrate_games: int | None = None) -> dict:
    """The figures `make bench` prints (quick: a few games each, for the tests)."""
    speed_games = speed_games or (3 if quick else 40)
    winrate_games = winrate_games or (4 if quick else 100)
    figures: dict = {"speed_games": speed_games, "winrate_games": winrate_games}
    play_one("corp", {"players": SPEED_PLAYERS}, SEED - 1, ["default"])  # imports and content: not timed
    s = speed(SPEED_PLAYERS, speed_games)
    for key, value in s.items():
        figures[f"{key}_{SPEED_PLAYERS}p"] = value
    for key, value in table(winrate_games).items():
        figures[f"win_rate_{key}"] = value
    return figures


def soak(games: int, seed: int = 1, players=PLAYERS, save_dir: Path | None = None) -> dict:
    """`games` seeded default-bot games per player count and variant, each saved and verified."""
    out: dict = {"games_per_count": games}
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(save_dir or tmp)
        where.mkdir(parents=True, exist_ok=True)
        for n in players:
            for settings in variants(n):
                name = "-".join(f"{k}{v}" for k, v in settings.items() if k != "players")
                errors = unverified = 0
                ends: dict[str, int] = {}
                started = time.perf_counter()
                for k in range(games):
                    path = where / f"corp-{n}p-{name}-{seed + k}.json"
                    try:
                        line = play_one("corp", settings, seed + k, ["default"], path)
                        ends[line.get("outcome", "")] = ends.get(line.get("outcome", ""), 0) + 1
                        if not _verify(path):
                            unverified += 1
                    except Exception as exc:  # counted, the soak goes on
                        errors += 1
                        print(f"corp {settings} seed {seed + k}: {type(exc).__name__}: {exc}", file=sys.stderr)
                    finally:
                        path.unlink(missing_ok=True)
                out[f"{n}p{'-' + name if name else ''}"] = {
                    "errors": errors,
                    "unverified": unverified,
                    "ends": ends,
                    "seconds": round(time.perf_counter() - started, 1),
                }
    return out


def _verify(path: Path) -> bool:
    """What `tabletop replay FILE --verify` checks: the save loads, replays and reproduces its state."""
    from tabletop.core.session import Session
    from tabletop.games import get_game

    return not Session.load(get_game, path, verify=True).unverified


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench.corp")
    parser.add_argument("--quick", action="store_true", help="a few games each (seconds)")
    parser.add_argument("--soak", type=int, default=0, metavar="N", help="N saved and verified games per count")
    parser.add_argument("--table", action="store_true", help="print the README's balance table")
    parser.add_argument("--games", type=int, default=200, help="games per cell of --table")
    parser.add_argument("--phases", type=int, default=0, metavar="N", help="where the time goes: N games at 4 players")
    parser.add_argument("--speed", type=int, default=0, metavar="N", help="games a second: N games per player count")
    parser.add_argument("--players", default="1,4,6", help="the player counts of --speed (default 1,4,6)")
    args = parser.parse_args(argv)
    if args.speed:
        try:
            counts = [int(n) for n in args.players.split(",")]
        except ValueError:
            parser.error(f"--players: {args.players!r} is not a list of player counts like 1,4,6")
        if not all(n in PLAYERS for n in counts):
            parser.error(f"--players: {args.players!r}: each count must be 1 to 6")
        for n in counts:
            play_one("corp", {"players": n}, SEED - 1, ["default"])  # imports and content: not timed
            print(json.dumps({"bench": "corp", "players": n, "games": args.speed, **speed(n, args.speed)}), flush=True)
        return 0
    if args.phases:
        play_one("corp", {"players": SPEED_PLAYERS}, SEED - 1, ["default"])  # imports and content: not timed
        print(json.dumps({"bench": "corp", "phases": phases(SPEED_PLAYERS, args.phases)}), flush=True)
        return 0
    if args.table:
        print(markdown(table(args.games), args.games))
        return 0
    result = soak(args.soak) if args.soak else run(quick=args.quick)
    print(json.dumps({"bench": "corp", **result}), flush=True)
    if args.soak:
        return 0 if all(v["errors"] == v["unverified"] == 0 for k, v in result.items() if isinstance(v, dict)) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
