"""Benchmark: how strong each bot level is (issue 25, "Bots at three levels, in every game").

Every cell is seeded games played through `tabletop simulate`'s `play_many` (the same games it plays):

- Necromolds, 2 players, on each of MAPS: each pair of levels (hard/easy, hard/normal, normal/easy),
  the first level's seat alternating game by game (even seeds seat 1, odd seeds seat 2) so neither
  sits first more often. A cell is the first level's wins, the other's, and the shared results
  (draws by the quiet battle's end), over its games.
- Basalt LaSeur's flowchart as one more row: each level alone against him (`players=1`; his seat is
  played by the rules' own guides, tabletop/games/necromolds/basalt.py).
- Rise of the Necromancers, 2 players: each pair of levels as for Necromolds (hard against the default,
  normal, is the issue's target).
- NecronomiCORP (co-operative): the party's win rate with every seat at one level, 4 players.

`python -m tabletop.bench strength` (what `make bench` runs) plays a reduced size (QUICK games a cell);
`python -m tabletop.bench.strength --games 200 --markdown` the full table the README shows.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from tabletop.ai.levels import bot_name
from tabletop.simulate import play_many

MAPS = ("twins_vale", "graveyard")
PAIRS = (("hard", "easy"), ("hard", "normal"), ("normal", "easy"))
LEVELS = ("easy", "normal", "hard")
SEED = 25_000
QUICK = 6  # games a cell in `make bench` (even: the seats alternate)
CORP_PLAYERS = 4


def duel(game: str, settings: dict[str, Any], first: str, second: str, games: int, seed: int, jobs: int = 1) -> dict:
    """`first` against `second` over `games` seeded games, seats alternating: wins of each, shared
    results (nobody or both won), errors."""
    out = {"games": games, "first_wins": 0, "second_wins": 0, "shared": 0, "errors": 0}
    started = time.perf_counter()
    for flip in (0, 1):
        names = [bot_name(first), bot_name(second)][:: -1 if flip else 1]
        seeds = range(seed + flip, seed + games, 2)
        # play_many plays a run of consecutive seeds: the alternating ones are played one by one
        for s in seeds:
            for _seed, line, trace in play_many(game, settings, s, 1, names, jobs=jobs):
                if trace is not None:
                    out["errors"] += 1
                    continue
                won = line["won"]
                mine, theirs = (won[1], won[0]) if flip else (won[0], won[1])
                if mine and not theirs:
                    out["first_wins"] += 1
                elif theirs and not mine:
                    out["second_wins"] += 1
                else:
                    out["shared"] += 1
    out["seconds"] = round(time.perf_counter() - started, 1)
    out["first_rate"] = round(out["first_wins"] / games, 3) if games else None
    return out


def solo(level: str, games: int, seed: int) -> dict:
    """A bot of `level` alone against Basalt LaSeur: its wins over `games` seeded games."""
    out = {"games": games, "wins": 0, "errors": 0}
    for _seed, line, trace in play_many("necromolds", {"players": 1}, seed, games, [bot_name(level)]):
        if trace is not None:
            out["errors"] += 1
        elif line["won"][0]:
            out["wins"] += 1
    out["rate"] = round(out["wins"] / games, 3) if games else None
    return out


def corp(level: str, games: int, seed: int) -> dict:
    """A NecronomiCORP party of CORP_PLAYERS bots of `level`: the games it wins together."""
    out = {"games": games, "wins": 0, "errors": 0}
    for _seed, line, trace in play_many("corp", {"players": CORP_PLAYERS}, seed, games, [bot_name(level)]):
        if trace is not None:
            out["errors"] += 1
        elif any(line["won"]):
            out["wins"] += 1
    out["rate"] = round(out["wins"] / games, 3) if games else None
    return out


def cells(games: int, only: str = "all"):
    """Each cell's name and a function playing it."""
    if only in ("all", "necromolds"):
        for map_id in MAPS:
            for a, b in PAIRS:
                settings = {"players": 2, "map": map_id}
                yield (
                    f"necromolds {map_id} {a}-{b}",
                    lambda s=settings, a=a, b=b: duel("necromolds", s, a, b, games, SEED),
                )
    if only in ("all", "basalt"):
        for level in LEVELS:
            yield f"basalt {level}", lambda lv=level: solo(lv, games, SEED)
    if only in ("all", "rise"):
        for a, b in PAIRS:
            yield f"rise {a}-{b}", lambda a=a, b=b: duel("rise", {"players": 2}, a, b, games, SEED)
    if only in ("all", "corp"):
        for level in ("easy", "normal"):
            yield f"corp {level}", lambda lv=level: corp(lv, games, SEED)


def run(games: int = QUICK, only: str = "all", echo: bool = False, match: str = "") -> dict:
    """Every cell (those whose name holds `match`) at `games` games (reduced in `make bench`); figures by
    cell name."""
    out: dict[str, Any] = {"games_per_cell": games}
    for name, play in cells(games, only):
        if match not in name:
            continue
        out[name] = play()
        if echo:
            print(json.dumps({"cell": name, **out[name]}), flush=True)
    return out


def markdown(result: dict) -> str:
    """The README's table from a run's figures."""
    n = result["games_per_cell"]
    lines = [f"| match ({n} seeded games a cell) | first's wins | second's wins | shared |", "|---|---|---|---|"]
    for name, cell in result.items():
        if isinstance(cell, dict) and "first_wins" in cell:
            g = cell["games"]
            lines.append(
                f"| {name} | {cell['first_wins']} ({cell['first_wins'] / g:.0%}) |"
                f" {cell['second_wins']} ({cell['second_wins'] / g:.0%}) | {cell['shared']} |"
            )
        elif isinstance(cell, dict) and "wins" in cell:
            g = cell["games"]
            lines.append(f"| {name} | {cell['wins']} ({cell['wins'] / g:.0%}) | | |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Play the strength table; print one JSON line per cell, then the table with --markdown."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench.strength")
    parser.add_argument("--games", type=int, default=200, help="seeded games per cell (200: the README's table)")
    parser.add_argument("--only", default="all", choices=("all", "necromolds", "basalt", "rise", "corp"))
    parser.add_argument("--markdown", action="store_true", help="print the README's table at the end")
    parser.add_argument("--cells", default="", metavar="TEXT", help="only the cells whose name holds TEXT")
    args = parser.parse_args(argv)
    if args.games < 2:
        print("--games: expected at least 2 (the seats alternate)", file=sys.stderr)
        return 2
    result = run(args.games, args.only, echo=True, match=args.cells)
    if args.markdown:
        print(markdown(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
