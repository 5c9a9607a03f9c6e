"""A dragged monster dropped on or against an enemy (NM-MOVE-10, -11, -13): which enemy the drop
means, where the move ends and, when it cannot, what reaching that enemy would need. Pure: no pygame.

The contact points are contact.ContactSearch's (the bot's melee moves ask the same search); this
adds what a hand at a screen needs:
* a tolerance measured on the screen: a drop whose base comes within TOLERANCE_PX of an enemy's
  means that enemy at any zoom (at the whole map, the search's 0.3 in is about 5 pixels: play-test
  r20 found contact by drag hard to hit);
* the answer per enemy and angle cell round it, so a cursor sliding over an enemy costs no path
  search until it crosses into a new cell;
* for an enemy out of reach, its shortest contact move whatever the distance: where the move would
  end, and how far it needs ("it needs 7.2 in, the move allows 6 in"), instead of the path into the
  enemy's base that a drop on it measures ("cannot pass through").
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field

from tabletop.games.necromolds import contact
from tabletop.games.necromolds.contact import ContactSearch, Snap

# A drop whose base would come this many screen pixels (at UI scale 1) from an enemy's base means
# that enemy: the slop of a hand letting go of a mouse button.
TOLERANCE_PX = 16
# The cursor's angle round an enemy is taken in steps of this: the contact point moves by under
# 0.03 in on a 1.5 in contact ring, and a new step is the only thing that costs path searches.
ANGLE_CELL = math.radians(1.0)


def tolerance(px_per_inch: float, ui_scale: float = 1.0) -> float:
    """The snap tolerance in map inches at a zoom of `px_per_inch`: TOLERANCE_PX on the screen, and
    never less than the contact search's own (a hand's slop on the table)."""
    px = TOLERANCE_PX * max(0.1, ui_scale)
    return max(contact.SNAP_DISTANCE, px / px_per_inch) if px_per_inch > 0 else contact.SNAP_DISTANCE


@dataclass
class DropSnap:
    """Where a drop lands against an enemy, for one mover on one battlefield state (one drag)."""

    search: ContactSearch
    _snaps: dict = field(default_factory=dict)  # (enemy, angle cell) -> Snap

    def target(self, cursor, over: Hashable = None, reach: float | None = None) -> Hashable:
        """The enemy a drop at `cursor` means: `over` (the enemy whose figure is under the pointer),
        else the one whose base the mover's, centred at cursor, overlaps or comes within `reach`
        inches of (see tolerance(); the nearest of them); None in open ground."""
        found = self.search.target(cursor, over)
        if found is None and reach is not None:
            found = self.search.nearest(cursor, reach)[0]
        return found

    def snap(self, enemy: Hashable, cursor) -> Snap:
        """The legal contact point with `enemy` nearest the cursor (ContactSearch.snap at the middle
        of the cursor's angle cell round the enemy: the same answer all across a cell)."""
        e = self.search.bf.bases[enemy]
        dx, dy = cursor[0] - e.x, cursor[1] - e.y
        if math.hypot(dx, dy) <= 1e-6:
            key: tuple = (enemy, None)  # on its centre: the search takes the side facing the mover
            at = (e.x, e.y)
        else:
            cell = round(math.atan2(dy, dx) / ANGLE_CELL)
            key = (enemy, cell)
            at = (e.x + math.cos(cell * ANGLE_CELL), e.y + math.sin(cell * ANGLE_CELL))
        if key not in self._snaps:
            self._snaps[key] = self.search.snap(enemy, at)
        return self._snaps[key]

    def need(self, enemy: Hashable) -> Snap:
        """The shortest contact move with `enemy` whatever the distance (ContactSearch.cheapest):
        its length is what reaching that enemy needs; problem "no_room" when no side is open."""
        return self.search.cheapest(enemy)
