"""`tabletop simulate GAME --games N --seed S [--set KEY=VALUE ...] [--players N] [--bot NAME | --bots A,B,...] [--save-dir DIR] [--jobs N] --json`

`--set bots=hard,easy` plays each seat at a bot level (easy, normal, hard; issue 25), one level per
seat in seat order, the last repeated for the seats left; a solo Necromolds game (`players=1`) is one
level against Basalt LaSeur. The levels go into the settings' UI record, so a saved game keeps them.

Plays bots against each other through the game protocol and a Session (so every game can be
saved and replayed), one JSON line per game, then a summary line. Any registered game, any
number of seats (`--set players=4` where the game has that setting): each bot is handed its
seat's view of the state, never the state, and its action goes to the real session. A game
line gives per-seat figures (won, and points and teams when the outcome has them); the
summary adds each seat's wins. A game that raises is counted as an error, its traceback goes
to stderr, and the run goes on. Settings are checked against the game's settings schema (the
one the new-game form is drawn from, `tabletop.games.check_settings`), then by the game itself;
one refused is a message naming the setting. `--help` lists each game's settings.
The same seed gives the same game lines (timings aside), whether the games are played in one
process or, with `--jobs N`, in N at once.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import multiprocessing
import os
import sys
import time
import traceback
from collections.abc import Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from tabletop.ai import get_bot
from tabletop.ai.levels import bot_name, level_bot, parse_levels
from tabletop.core.protocol import Outcome, hook, seat_count
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import check_settings, game_names, get_game, spec_of
from tabletop.games.settings_schema import Whole

MAX_ACTIONS = 6000
# A simulated game makes many short-lived records and few cycles: the young generation is collected
# every GC_YOUNG allocations instead of Python's 700 (full collections, which walk every record the
# process holds, come ten times rarer too). Only while a game is played; the thresholds are put back.
GC_YOUNG = 7000
_SETTING_ERRORS = (KeyError, TypeError, ValueError)


class Unfinished(RuntimeError):
    """A game that did not end within the action limit."""


def seat_figures(outcome: Outcome, seats: int) -> dict[str, Any]:
    """Per-seat figures of an outcome: who won, and points and teams when the game has them."""
    figures: dict[str, Any] = {"seats": seats, "won": [outcome.won(s) for s in range(seats)]}
    if outcome.points:
        figures["points"] = list(outcome.points)
    if outcome.teams:
        figures["teams"] = [list(team) for team in outcome.teams]
    return figures


def play_one(
    game_name: str,
    settings: Mapping[str, Any],
    seed: int,
    bot_names: list[str],
    save_path: Path | None = None,
    max_actions: int = MAX_ACTIONS,
    keep: list | None = None,
) -> dict[str, Any]:
    """Play one bot-vs-bot game to the end; returns its summary line.

    `bot_names` gives each seat's bot in turn (repeated when the game has more seats). `keep`, when
    given, receives the game's actions (a list, in order), for a caller that replays them.
    """
    with gc_paced():
        return _play_one(game_name, settings, seed, bot_names, save_path, max_actions, keep)


@contextlib.contextmanager
def gc_paced():
    """Collect garbage less often while a game is played (see GC_YOUNG); speed only: what a game does
    never depends on when the collector runs."""
    was = gc.get_threshold()
    gc.set_threshold(max(was[0], GC_YOUNG), max(was[1], 10), max(was[2], 10))
    try:
        yield
    finally:
        gc.set_threshold(*was)


def _play_one(
    game_name: str,
    settings: Mapping[str, Any],
    seed: int,
    bot_names: list[str],
    save_path: Path | None,
    max_actions: int,
    keep: list | None = None,
) -> dict[str, Any]:
    game = get_game(game_name)
    session = Session(game, settings, seed)
    seats = seat_count(game, session.state)
    names = list(bot_names) or ["default"]
    bots = [get_bot(game_name, names[seat % len(names)]) for seat in range(seats)]
    rngs = [RNG(seed, stream=1000 + seat) for seat in range(seats)]
    actions = 0
    to_act = game.to_act
    seat_view = hook(game, "view")  # protocol.view's lookup, once a game (the whole state without one)
    try:
        while session.outcome() is None:
            state = session.state
            acting = list(to_act(state))
            if not acting:
                raise Unfinished("no seat can act but the game has no outcome")
            seat = acting[0]
            # The bot sees what its seat may see; its choice is applied to the real game (in place where
            # the game can: nothing here keeps the old state, and a refusal ends the game anyway).
            action = bots[seat](game, state if seat_view is None else seat_view(state, seat), seat, rngs[seat])
            session.submit(action, in_place=True)
            actions += 1
            if actions >= max_actions:
                raise Unfinished(f"no winner after {max_actions} actions")
    finally:
        if save_path is not None:
            session.save(save_path)
    if keep is not None:
        keep.append(list(session.actions))
    outcome = session.outcome()
    line: dict[str, Any] = {
        "game": game_name,
        "seed": seed,
        "winners": list(outcome.winners),
        "reason": outcome.reason,
        "actions": actions,
    }
    line.update(seat_figures(outcome, seats))
    summary = hook(game, "summary")
    if summary is not None:
        line.update(summary(session.state))
    return line


MAX_JOBS = 64


def resolve_jobs(jobs: int, games: int) -> int:
    """Worker processes for `games` games: `jobs`, or one per CPU core for 0; never more than games."""
    if jobs <= 0:
        jobs = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(jobs, games, MAX_JOBS))


def _one_guarded(
    game_name: str, settings: Mapping[str, Any], seed: int, bot_names: list[str], save_dir: Path | None
) -> tuple[int, dict[str, Any], str | None]:
    """(seed, summary line, None) or (seed, error line, traceback text): what a worker sends back."""
    save = save_dir / f"{game_name}-{seed}.json" if save_dir else None
    try:
        return seed, play_one(game_name, settings, seed, bot_names, save), None
    except Exception as exc:
        return seed, {"game": game_name, "seed": seed, "error": f"{type(exc).__name__}: {exc}"}, traceback.format_exc()


def play_many(
    game_name: str,
    settings: Mapping[str, Any],
    first_seed: int,
    games: int,
    bot_names: list[str],
    save_dir: Path | None = None,
    jobs: int = 1,
) -> Iterator[tuple[int, dict[str, Any], str | None]]:
    """Games first_seed .. first_seed+games-1, in seed order, as _one_guarded gives each. With jobs > 1
    they are played in that many processes at once (each game is seeded alone, so the lines are the
    same as one process gives); results still come back in seed order."""
    seeds = range(first_seed, first_seed + games)
    if jobs <= 1 or games <= 1:
        with gc_paced():  # paced for the whole run, not put back between its games
            for seed in seeds:
                yield _one_guarded(game_name, settings, seed, bot_names, save_dir)
        return
    # fork: the workers start with the content already loaded and need no import of __main__ (the
    # frozen app's entry point); other platforms spawn.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context(method)) as pool:
        futures = [
            pool.submit(_one_guarded, game_name, dict(settings), seed, list(bot_names), save_dir) for seed in seeds
        ]
        try:
            for future in futures:
                yield future.result()
        finally:
            for future in futures:
                future.cancel()


def parse_settings(items: list[str]) -> dict[str, Any]:
    """KEY=VALUE items as settings (VALUE read as JSON when it is JSON, else as text); ValueError for a bad item."""
    settings: dict[str, Any] = {}
    for item in items:
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key:
            raise ValueError(f"--set {item!r}: expected KEY=VALUE, e.g. --set players=3")
        try:
            settings[key] = json.loads(value)
        except json.JSONDecodeError:
            settings[key] = value
    return settings


LEVELS_SETTING = "bots"  # `--set bots=hard,easy`: a bot level per seat (not a rule's setting)


def take_levels(game_name: str, settings: dict[str, Any], seed: int) -> list[str] | None:
    """`--set bots=...` taken out of `settings`: the bot names of its levels per seat (None when not
    given), the levels recorded in the settings' UI record for every seat the bots play. ValueError
    saying which level is unknown or which the game has no bot for."""
    if LEVELS_SETTING not in settings:
        return None
    levels = parse_levels(settings.pop(LEVELS_SETTING))
    for level in levels:
        level_bot(game_name, level)  # the game has a bot of that level
    try:
        seats = seat_count(get_game(game_name), get_game(game_name).initial_state(dict(settings), seed))
    except _SETTING_ERRORS:
        seats = len(levels)  # the settings are refused: settings_problem says why
    key = spec_of(game_name).settings.players_key
    if key is not None and isinstance(settings.get(key), int) and 0 < settings[key] < seats:
        seats = settings[key]  # solo Necromolds: Basalt LaSeur's seat is played by the rules, not a bot
    per_seat = [levels[min(seat, len(levels) - 1)] for seat in range(max(seats, len(levels)))]
    settings["ui"] = {"bots": list(range(len(per_seat))), "levels": {str(s): lv for s, lv in enumerate(per_seat)}}
    return [bot_name(level) for level in levels]


def _schema_refuses(game_name: str, settings: Mapping[str, Any]) -> str | None:
    """Why the game's settings schema refuses these settings, or None."""
    try:
        check_settings(game_name, settings)
    except ValueError as exc:
        return str(exc)
    return None


def settings_problem(game_name: str, settings: Mapping[str, Any], seed: int) -> str | None:
    """Why these settings cannot start the game (naming the setting at fault), or None when it starts:
    first its settings schema's bounds, then the game's own check (combinations, content ids)."""
    reason = _schema_refuses(game_name, settings)
    if reason is not None:
        named = [k for k in settings if _schema_refuses(game_name, {k: settings[k]}) is not None]
        which = ", ".join(f"{k}={json.dumps(settings[k])}" for k in named)
        return f"setting {which} is refused by {game_name}: {reason}" if named else f"settings refused: {reason}"
    game = get_game(game_name)
    try:
        game.initial_state(dict(settings), seed)
        return None
    except _SETTING_ERRORS as exc:
        reason = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    named = [k for k in settings if k in str(reason)]
    if not named:
        # The game's message does not say which setting: find the one without which it starts.
        for key in settings:
            try:
                game.initial_state({k: v for k, v in settings.items() if k != key}, seed)
            except _SETTING_ERRORS:
                continue
            named = [key]
            break
    if named:
        which = ", ".join(f"{k}={json.dumps(settings[k])}" for k in named)
        return f"setting {which} is refused by {game_name}: {reason}"
    return f"settings refused by {game_name}: {reason}"


def settings_help() -> str:
    """Each registered game's settings as --set takes them, from its settings schema."""
    lines = ["settings (--set KEY=VALUE), from each game's settings schema:"]
    for name in game_names():
        schema = spec_of(name).settings
        items = []
        if schema.players_key is not None:
            low, high = schema.players
            items.append(f"{schema.players_key}={low}..{high}")
        for option in schema.options:
            if isinstance(option, Whole):
                allowed = f"{option.low}..{option.high}"
            else:  # a choice or a switch lists its values; a name (a map's id) is the game's to check
                allowed = "|".join(json.dumps(v) for _label, v in option.options) or "NAME"
            items.append(f"{option.key}={allowed}")
        lines.append(f"  {name}: " + (" ".join(items) if items else "(none)"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse arguments and run the games; exit 0 when no game raised, 1 otherwise (2 for bad arguments)."""
    parser = argparse.ArgumentParser(
        prog="tabletop simulate",
        description="Play bot-vs-bot games.",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", help=f"game name: {', '.join(game_names())}")
    parser.add_argument("--games", type=int, default=10, help="number of games")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (game k uses seed + k)")
    # Short forms of --set kept because the README and tests use them: --players for the game's number
    # of players (its schema's players key), --mode for a game's "mode" setting.
    parser.add_argument("--players", default=None, help="number of players (the same as --set players=N)")
    parser.add_argument("--mode", default=None, help="the game's mode setting (the same as --set mode=M)")
    parser.add_argument(
        "--bot",
        action="append",
        default=None,
        help="bot name per seat (repeat for each seat; the last ones repeat; default: the game's default bot)",
    )
    parser.add_argument(
        "--bots",
        default=None,
        metavar="A,B,...",
        help="bot names per seat, comma-separated (the same as repeating --bot; normal is the default bot)",
    )
    parser.add_argument(
        "--set",
        "--setting",
        dest="set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setting, e.g. --set players=4 (VALUE parsed as JSON when possible)",
    )
    parser.add_argument("--save-dir", type=Path, default=None, help="write each game's save file here")
    parser.add_argument("--json", action="store_true", help="print JSON lines (the only output format)")
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="play the games in N processes at once (0: one per CPU core); the lines and"
        " results are the same as with one, in seed order",
    )
    args = parser.parse_args(argv)
    try:
        get_game(args.game)
    except KeyError as exc:
        print(f"tabletop simulate: {exc.args[0]}", file=sys.stderr)
        return 2
    aliases = [f"mode={args.mode}"] if args.mode is not None else []
    if args.players is not None:
        key = spec_of(args.game).settings.players_key
        if key is None:
            print(f"tabletop simulate: --players: {args.game} has no number-of-players setting", file=sys.stderr)
            return 2
        aliases.append(f"{key}={args.players}")
    try:
        settings = parse_settings(aliases + args.set)
        by_level = take_levels(args.game, settings, args.seed)
    except ValueError as exc:
        print(f"tabletop simulate: {exc}", file=sys.stderr)
        return 2
    if by_level is not None and (args.bot or args.bots):
        print(
            "tabletop simulate: give bot levels (--set bots=...) or bot names (--bot, --bots), not both",
            file=sys.stderr,
        )
        return 2
    problem = settings_problem(args.game, settings, args.seed)
    if problem:
        print(f"tabletop simulate: {problem}", file=sys.stderr)
        return 2
    bots = by_level or args.bot or ["default"]
    if args.bots is not None:
        bots = [name.strip() for name in args.bots.split(",")]
        if not all(bots):
            print(
                f"tabletop simulate: --bots {args.bots!r}: expected names separated by commas, e.g. default,random",
                file=sys.stderr,
            )
            return 2
    try:
        for name in set(bots):
            get_bot(args.game, name)
    except KeyError as exc:
        print(f"tabletop simulate: {exc.args[0]}", file=sys.stderr)
        return 2
    if not 0 <= args.jobs <= MAX_JOBS:
        print(f"tabletop simulate: --jobs {args.jobs}: expected 0 (one per core) to {MAX_JOBS}", file=sys.stderr)
        return 2
    if args.save_dir:
        args.save_dir.mkdir(parents=True, exist_ok=True)
    errors = 0
    wins: list[int] = []
    played = 0
    started = time.perf_counter()
    jobs = resolve_jobs(args.jobs, args.games)
    results = play_many(args.game, settings, args.seed, args.games, bots, args.save_dir, jobs)
    while True:
        try:
            seed, line, trace = next(results)
        except StopIteration:
            break
        except BrokenProcessPool:  # a worker died (killed, out of memory): say so, no traceback
            print(
                "tabletop simulate: a worker process died; the games not yet reported were not played"
                " (try fewer --jobs)",
                file=sys.stderr,
            )
            return 1
        if trace is None:
            played += 1
            won = line["won"]
            wins.extend([0] * (len(won) - len(wins)))
            for seat, w in enumerate(won):
                wins[seat] += int(w)
        else:  # a broken game is a finding, not the end of the run
            errors += 1
            print(f"game seed={seed} raised:", file=sys.stderr)
            print(trace, file=sys.stderr, end="")
        print(json.dumps(line, sort_keys=True), flush=True)
    elapsed = time.perf_counter() - started
    print(
        json.dumps(
            {
                "summary": True,
                "games": args.games,
                "finished": played,
                "errors": errors,
                "wins_per_seat": wins,
                "seconds": round(elapsed, 3),
                "games_per_second": round(args.games / elapsed, 3) if elapsed > 0 else None,
                "jobs": jobs,
            }
        ),
        flush=True,
    )
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
