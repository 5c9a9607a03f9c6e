"""`tabletop replay FILE [--verify]`: replay a save file and check it reproduces the saved state.

The save names its game; the game is found through the registry (`tabletop.games`), so any
registered game replays, and a save of an unknown game is a message naming the file. Its settings
are checked against the game's settings schema before the log is replayed (`session_from`, which the
app's Load and Resume use too).

Exit 0 when the replay succeeds (and, with --verify, was checked and matches); 1 with a
one-line message naming the file and the problem otherwise (never a traceback for a bad file).
With --verify, a save that cannot be checked (it has no fingerprint) is not "verified": the
message says what could not be checked, and the exit is 1.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from tabletop import paths
from tabletop.core.errors import SaveError, escape, readable
from tabletop.core.protocol import fingerprint
from tabletop.core.save import SaveData, read_save
from tabletop.core.session import Session
from tabletop.games import check_settings, get_game

log = logging.getLogger("tabletop")


def main(argv: list[str] | None = None) -> int:
    """Replay one save file; print what happened."""
    parser = argparse.ArgumentParser(prog="tabletop replay", description="Replay a saved game.")
    parser.add_argument("file", type=Path, help="a save file")
    parser.add_argument("--verify", action="store_true", help="check the replay reproduces the saved state")
    args = parser.parse_args(argv)
    handler = _log_to_file()
    try:
        session = session_from(args.file, read_save(args.file), verify=args.verify)
    except SaveError as exc:
        print(f"replay failed: {exc}", file=sys.stderr)  # SaveError's message is escaped already
        return 1
    except Exception as exc:
        log.error("replay of %s failed", escape(args.file), exc_info=True)
        print(readable(f"replay failed: {args.file}: could not be read ({type(exc).__name__}: {exc})"), file=sys.stderr)
        return 1
    finally:
        if handler is not None:
            log.removeHandler(handler)
            handler.close()
    outcome = session.outcome()
    if outcome is None:
        result = "game in progress"
    else:
        result = f"winners {list(outcome.winners)} ({outcome.reason})"
        if outcome.points:
            result += f", points {list(outcome.points)}"
        if outcome.teams:
            result += f", teams {[list(t) for t in outcome.teams]}"
    # Every line is escaped (core.errors.escape): the file's name and the game's words may hold text
    # from a file, and a control character in them could rewrite what the terminal shows.
    summary = f"{args.file}: {session.game.name}, {len(session.actions)} actions, {result}"
    if args.verify and session.unverified:
        print(escape(f"replay not verified: {summary}; replayed, but {'; '.join(session.unverified)}"), file=sys.stderr)
        return 1
    check = f"verified, fingerprint {fingerprint(session.game.snapshot(session.state))}" if args.verify else "replayed"
    print(escape(f"{summary}; {check}"))
    return 0


def session_from(path: Path, data: SaveData, verify: bool = True, session_class: type[Session] = Session) -> Session:
    """Replay a save's record into a session: its game found through the registry and its settings
    checked against the game's settings schema before the log is replayed (SaveError naming the file
    and the setting). The engine words the refusal of a rule it holds (its words live with the rule);
    the schema's words are for what it bounds and the engine would not refuse. `session_class`: a
    Session subclass to replay into (the replay viewer's records every state and event on the way)."""
    try:
        game = get_game(data.game)
    except KeyError:
        raise SaveError(path, f"unknown game {data.game!r}") from None
    try:
        check_settings(data.game, data.settings)
    except KeyError:
        raise SaveError(path, f"unknown game {data.game!r}") from None
    except ValueError as exc:
        try:
            game.initial_state(dict(data.settings), data.seed)
        except Exception:
            return session_class.from_save(
                game, data, path, verify=verify
            )  # refuses the settings, in the engine's words
        raise SaveError(path, f"settings cannot start a game: {exc}") from None
    return session_class.from_save(game, data, path, verify=verify)


def _log_to_file() -> logging.Handler | None:
    """Send the loader's tracebacks to the app's log file, not the terminal (when nothing else logs)."""
    if log.handlers:
        return None
    try:
        handler: logging.Handler = logging.FileHandler(paths.log_path(), encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()  # still better than a traceback on the terminal
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    return handler


if __name__ == "__main__":
    sys.exit(main())
