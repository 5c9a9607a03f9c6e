"""What the table animates between states: monsters walking their move's path, command dice
tumbling after a roll. Kept by the scene; drawing reads it and changes nothing."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

MOVE_SPEED = 9.0  # inches per second when a move is animated
ROLL_TIME = 0.8  # seconds the command dice tumble after a roll


@dataclass
class Animations:
    """Moves under way (monster -> path and distance walked) and dice rolling (seat -> seconds left)."""

    moves: dict = field(default_factory=dict)
    rolling: dict = field(default_factory=dict)
    roll_seed: int = 0

    def walk(self, mid: str, pts: list) -> None:
        """Animate a monster along a path (map inches)."""
        total = sum(math.dist(a, b) for a, b in itertools.pairwise(pts))
        if total > 0:
            self.moves[mid] = {"pts": pts, "d": 0.0, "total": total}

    def roll(self, seats) -> None:
        """Tumble these seats' command dice."""
        for s in seats:
            self.rolling[s] = ROLL_TIME
        self.roll_seed += 1

    def rolling_for(self, seat: int) -> float:
        """Seconds of tumbling left for a seat's dice."""
        return self.rolling.get(seat, 0.0)

    def update(self, adt: float) -> None:
        """Advance by adt seconds (already scaled by the settings' animation speed)."""
        self.rolling = {s: max(0.0, r - adt) for s, r in self.rolling.items()}
        for mid in list(self.moves):
            a = self.moves[mid]
            a["d"] += MOVE_SPEED * adt
            if a["d"] >= a["total"]:
                del self.moves[mid]

    def moving(self) -> bool:
        """Some monster is still walking."""
        return bool(self.moves)

    def busy(self) -> bool:
        """Something is still playing."""
        return bool(self.moves) or any(r > 0 for r in self.rolling.values())

    def clear(self) -> None:
        """Stop everything (a still picture, an undo)."""
        self.moves.clear()
        self.rolling.clear()

    def position(self, mid: str):
        """Where a walking monster is now (None when it is not walking)."""
        a = self.moves.get(mid)
        if a is None:
            return None
        left = a["d"]
        pts = a["pts"]
        for p, q in itertools.pairwise(pts):
            d = math.dist(p, q)
            if d >= left and d > 0:
                t = left / d
                return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
            left -= d
        return pts[-1]
