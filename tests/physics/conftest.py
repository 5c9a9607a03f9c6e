"""The shipped clay numbers (assets/necromolds/clay.toml) as the physics takes them."""

from __future__ import annotations

import pytest

from tabletop.content.necromolds_clay import load_clay
from tabletop.physics import ClayParams


@pytest.fixture(scope="session")
def params() -> ClayParams:
    """ClayParams from the shipped data and the Insectomite's clay."""
    record, drams = load_clay()
    return ClayParams.from_content(record, drams)


def grid(
    n: int,
    gap: float,
    x0: float = 10.0,
    y0: float = 10.0,
    r: float = 0.6,
    h: float = 1.5,
    clay: float = 8,
    prefix: str = "m",
):
    """n x n monsters of base radius r, `gap` inches apart edge to edge."""
    return [
        (f"{prefix}{i * n + j}", x0 + i * (2 * r + gap), y0 + j * (2 * r + gap), r, h, clay)
        for i in range(n)
        for j in range(n)
    ]
