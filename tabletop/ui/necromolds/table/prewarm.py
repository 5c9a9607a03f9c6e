"""Get each mover's drag ready on idle frames, so picking a monster up does not stall a frame.

During a move command of the seat at the screen, each frame's update spends at most BUDGET
seconds (on the main thread, no worker: nothing can deadlock the frame) stepping through
`Battlefield.warm_steps` for the monsters that may move, the one nearest the cursor first (the
player is reaching for it; a mover left half done is resumed later): the
configuration space and its graph, the distances, the reachable area and the threat preview's
sight data; then the enemies' areas of its "could reach it next" preview (`EnemyReach.steps`).
They land in the battlefield's and threat_reach's own caches, so `MoveDrag.begin` finds them
there and starts no background thread (whose GIL contention slowed the pick-up and the drag's
first frames). A step is a few ms at most; a step is only started while the frame's budget
lasts. Nothing is warmed while a monster is in hand (those frames are the drag's).
"""

from __future__ import annotations

import logging
import math
import time

from tabletop.games.necromolds import queries as NQ
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table import threat_reach

log = logging.getLogger("tabletop.ui")

BUDGET = 0.004  # seconds of warming per frame: a 60 fps frame draws in ~6 ms and has ~10 ms to spare


class Prewarm:
    """Warms the drags of the current move command, a little on each frame."""

    def __init__(self) -> None:
        self.key = None  # the command being warmed
        self.bf = None  # the battlefield of the state being warmed
        self.todo: dict = {}  # mover id -> its steps (a generator), until they are done
        self.mover = None  # the mover warmed last

    @staticmethod
    def _wanted(view, dragging: bool):
        st = view.state
        c = st.command
        if dragging or st.phase != "command" or c is None or c.kind != "move":
            return None
        if not view.human(c.seat) or c.seat != view.seat:
            return None  # a bot moves without dragging; another seat's drags are not ours to warm
        return st

    def step(self, view, dragging: bool, budget: float = BUDGET) -> None:
        """Warm for up to `budget` seconds (one step may overrun it; nothing is started after it)."""
        st = self._wanted(view, dragging)
        if st is None:
            return
        bf = NQ.battlefield(st)  # the one the pick-up will ask (cached per state)
        if bf is not self.bf or st.command != self.key:
            # a new state (a move made, a command started): start over on its battlefield
            self.bf, self.key, self.mover = bf, st.command, None
            self.todo = {mid: _warm(bf, st, mid, NQ.command_reach(st, mid)) for mid in Q.actors(st)}
        cursor = view.map_point(view.mouse)
        deadline = time.perf_counter() + budget
        while self.todo and time.perf_counter() < deadline:
            self.mover = self._nearest(st, cursor)  # the cursor may have come nearer another by now
            try:
                next(self.todo[self.mover])
            except StopIteration:
                del self.todo[self.mover]
            except Exception:
                log.exception("warming the drag of %s failed", self.mover)
                del self.todo[self.mover]

    def _nearest(self, st, cursor) -> str:
        """The mover nearest the cursor: the one the player is most likely reaching for."""

        def dist(mid):
            m = st.monster(mid)
            return math.dist(cursor, (m.x, m.y))

        return min(self.todo, key=dist)

    @property
    def idle(self) -> bool:
        """Nothing left to warm for the state last seen."""
        return not self.todo


def _warm(bf, st, mid: str, limit: float):
    """Steps of one mover: what its pick-up asks of the battlefield, then its threat preview."""
    yield from bf.warm_steps(mid, limit)
    yield
    yield from threat_reach.enemy_reach(st, mid, limit, background=False).steps()
