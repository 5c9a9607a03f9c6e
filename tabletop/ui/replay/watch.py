"""`tabletop watch FILE`: the app opened on the replay viewer of one save (a simulated game's too).
Only the command line imports it (it opens the app, which the viewer's own modules must not import)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.ui.replay.scene import ReplayScene, watch_error
from tabletop.ui.replay.timeline import load_timeline


def watch(path: Path, size: tuple[int, int] | None = None, fullscreen: bool = False) -> int:
    """`tabletop watch FILE`: the app opened on the viewer of one save (a simulated game's too); a file
    that cannot be read, replayed or verified is a one-line message and exit 1, before any window."""
    import sys

    from tabletop.core.errors import SaveError, escape
    from tabletop.ui import app

    try:
        timeline = load_timeline(Path(path))
    except Exception as exc:
        said = watch_error(exc, Path(path))
        print(f"tabletop watch: {said if isinstance(exc, SaveError) else escape(said)}", file=sys.stderr)
        return 1
    kwargs: dict[str, Any] = {"fullscreen": fullscreen}
    if size:
        kwargs["size"] = size
    return int(app.run(start=lambda ctx: ReplayScene(ctx, timeline, position=0, alone=True), **kwargs) or 0)
