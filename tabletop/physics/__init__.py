"""Clay that falls, rolls and stands: the physics of More Fun with Clay (NM-CLAY-01..11).

Headless and deterministic; inches, seconds and drams. `simulate_missile` (pymunk, seeded),
`simulate_blast` (a geometric settle) and `plan_wall` (shapely) take plain tuples from the
engine and a `ClayParams` built from assets/necromolds/clay.toml. No pygame here.
"""

from tabletop.physics.blast import BlastResult, simulate_blast
from tabletop.physics.missile import Event, MissileResult, simulate_missile, tip_impulse
from tabletop.physics.params import STEP, ClayParams, Monster, Terrain
from tabletop.physics.wall import WallPlan, max_wall_length, plan_wall, wall_clay

__all__ = [
    "STEP",
    "BlastResult",
    "ClayParams",
    "Event",
    "MissileResult",
    "Monster",
    "Terrain",
    "WallPlan",
    "max_wall_length",
    "plan_wall",
    "simulate_blast",
    "simulate_missile",
    "tip_impulse",
    "wall_clay",
]
