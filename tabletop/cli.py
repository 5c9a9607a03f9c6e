"""The `tabletop` command: opens the app, renders screenshots, checks content, runs tools.

tabletop                          open the app
tabletop --version
tabletop screenshot --scene NAME --out FILE.png [--size WxH]
tabletop screenshot --game GAME --scenario NAME --out FILE.png
tabletop screenshot --list [--game GAME]
tabletop check-content [PATH]       (PATH: a content file or a mod folder)
tabletop simulate GAME [--set KEY=VALUE ...] ...   (see `tabletop simulate --help`: every game's settings)
tabletop replay FILE --verify
tabletop watch FILE                 (the replay viewer on one save, a simulated game's too)
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path

from tabletop import __version__
from tabletop.ui.layout import UI_SCALES, parse_size
from tabletop.ui.palette import PALETTES

# Sub-commands whose arguments are parsed by their own module's main(argv).
_DELEGATED = {
    "simulate": ("tabletop.simulate", "play bot against bot and print one JSON line per game"),
    "replay": ("tabletop.replay", "replay a save file and check it reproduces the saved state"),
}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for the built-in sub-commands."""
    # named as it was started: `tabletop` from the source tree, `necro-tabletop` when installed
    prog = (
        os.path.basename(sys.argv[0]) if os.path.basename(sys.argv[0]) in ("tabletop", "necro-tabletop") else "tabletop"
    )
    parser = argparse.ArgumentParser(
        prog=prog, description="Necro Tabletop: three necromancy board games that know their rules."
    )
    parser.add_argument("--version", action="version", version=f"Necro Tabletop {__version__}")
    parser.add_argument("--fullscreen", action="store_true", help="open the app fullscreen")
    parser.add_argument("--size", type=parse_size, default=None, help="window size, e.g. 1280x800 (this run only)")
    parser.add_argument("--verbose", action="store_true", help="also log scene changes to stderr")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    shot = sub.add_parser("screenshot", help="render a scene headless to a PNG")
    shot.add_argument("--scene", help="scene name (see --list)")
    shot.add_argument("--game", help="game whose scenario to render (with --scenario)")
    shot.add_argument("--scenario", help="scenario name: a file stem in levels/<game>/scenarios/")
    shot.add_argument("--out", type=Path, help="PNG file to write")
    shot.add_argument("--size", type=parse_size, default=(1280, 800), help="image size, default 1280x800")
    shot.add_argument("--ui-scale", type=int, default=100, choices=UI_SCALES, help="UI scale in percent")
    shot.add_argument("--large-text", action="store_true", help="with the large-text setting on")
    shot.add_argument("--palette", default="standard", choices=list(PALETTES), help="player colours' palette")
    shot.add_argument(
        "--list",
        action="store_true",
        help="list the scenes and every game's scenarios (with --game: that game's scenarios)",
    )

    check = sub.add_parser("check-content", help="check the shipped content, or a content file or mod folder with it")
    check.add_argument(
        "path",
        nargs="?",
        type=Path,
        default=None,
        help="a content file or a mod folder, checked together with the shipped content",
    )
    watch = sub.add_parser("watch", help="open the replay viewer on a save file (a simulated game's too)")
    watch.add_argument("file", type=Path, help="a save file")
    # SUPPRESS: without --size after `watch`, one given before it stays (a sub-command's default would replace it)
    watch.add_argument(
        "--size", type=parse_size, default=argparse.SUPPRESS, help="window size, e.g. 1280x800 (this run only)"
    )
    for name, (_, helptext) in _DELEGATED.items():
        sub.add_parser(name, help=helptext, add_help=False)
    return parser


def _print_list(screenshot, game: str | None) -> int:
    """The scenes, then every registered game's scenarios (only `game`'s when it is given)."""
    games = [game] if game else screenshot.scenario_games()
    if not game:
        print("scenes (--scene NAME):")
        for name, what in screenshot.scene_list():
            print(f"  {name:<20} {what}")
    for g in games:
        names = screenshot.scenario_names(g)  # ValueError naming the known games for an unknown one
        print(f"scenarios of {g} (--game {g} --scenario NAME):")
        for name in names:
            print(f"  {name}")
    return 0


def _looks(args: argparse.Namespace) -> dict:
    """The screenshot's UI scale, large text and palette, as settings."""
    return {"ui_scale": args.ui_scale, "large_text": args.large_text, "palette": args.palette}


def _screenshot(args: argparse.Namespace) -> int:
    from tabletop.ui import screenshot

    try:
        if args.list:
            return _print_list(screenshot, args.game)
        if args.out is None:
            print("tabletop screenshot: --out FILE.png is required", file=sys.stderr)
            return 2
        if args.scenario:
            if not args.game:
                print("tabletop screenshot: --scenario needs --game", file=sys.stderr)
                return 2
            screenshot.render_scenario(args.game, args.scenario, args.out, args.size, **_looks(args))
        elif args.scene:
            screenshot.render_scene(args.scene, args.out, args.size, **_looks(args))
        else:
            print("tabletop screenshot: give --scene NAME (or --game G --scenario S)", file=sys.stderr)
            return 2
    except (ValueError, FileNotFoundError) as exc:
        print(f"tabletop screenshot: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {args.out}")
    return 0


MAX_ERRORS_PRINTED = 200


def _check_content(path: Path | None = None) -> int:
    """Each error on its own line (file: field: what was expected); non-zero on any. Names and
    values from the files are printed escaped (an escape sequence could fake the verdict)."""
    from tabletop.content.mods import check_path
    from tabletop.content.shown import shown

    found = check_path(path)
    for error in found.errors[:MAX_ERRORS_PRINTED]:
        print(f"error: {shown(error, limit=1_000)}", file=sys.stderr)
    if len(found.errors) > MAX_ERRORS_PRINTED:  # a file of 20,000 bad entries is not 20,000 lines to read
        print(f"error: … and {len(found.errors) - MAX_ERRORS_PRINTED:,} more problems", file=sys.stderr)
    files = len({str(e.path) for e in found.errors})
    what = f" with {shown(path)}" if path is not None else ""
    problems = f" ({len(found.errors)} problems)" if len(found.errors) > files else ""
    print(f"checked {found.checked} content files{what}: {files} with errors{problems}")
    return 1 if found.errors else 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `tabletop` command: a bad content or save file is a message, not a traceback."""
    from tabletop.core.errors import ContentError, SaveError

    try:
        return _main(argv)
    except (ContentError, SaveError) as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (`tabletop screenshot --list | head`): stop quietly, as other tools do
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _main(argv: list[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in _DELEGATED:
        module = importlib.import_module(_DELEGATED[argv[0]][0])
        return int(module.main(argv[1:]) or 0)
    args = build_parser().parse_args(argv)
    if args.command == "screenshot":
        return _screenshot(args)
    if args.command == "check-content":
        return _check_content(args.path)
    if args.command == "watch":
        from tabletop.ui.replay.watch import watch

        return watch(args.file, args.size, args.fullscreen)
    from tabletop.ui import app

    kwargs = {"fullscreen": args.fullscreen}
    if args.size:
        kwargs["size"] = args.size
    if args.verbose:
        import os

        os.environ["TABLETOP_VERBOSE"] = "1"
    return int(app.run(**kwargs) or 0)


if __name__ == "__main__":
    sys.exit(main())
