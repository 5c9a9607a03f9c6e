"""The bots' estimate of what a Magic Missile smashes (tabletop/ai/necromolds_missile_odds.py,
NM-CLAY-05/06): where the ball comes down, and the clay at stake there, near what the physics does."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tabletop.ai.necromolds_missile_odds import LANDINGS, expected_smash, landings
from tabletop.content.necromolds_clay import load_clay
from tabletop.physics import ClayParams, simulate_missile
from tabletop.physics.params import G


@pytest.fixture(scope="module")
def params() -> ClayParams:
    """The shipped clay numbers, the Insectomite's clay in the ball (tests/physics/conftest.py)."""
    record, drams = load_clay()
    return ClayParams.from_content(record, drams)


def test_the_landings_spread_over_the_scatter_and_the_drift(params):
    aim = (10.0, 8.0)
    pts = landings(aim, params)
    fall = math.sqrt(2 * params.drop_height / G)
    far = params.scatter + params.release_speed * fall
    d = np.hypot(pts[:, 0] - aim[0], pts[:, 1] - aim[1])
    assert len(pts) == LANDINGS and d.max() <= far + 1e-9
    assert d.max() > params.scatter  # the drift carries some beyond the scatter disc
    assert np.hypot(*(pts.mean(axis=0) - aim)) < 0.25  # centred on the aim
    # each quarter round the aim gets its share
    quarters = np.bincount(
        ((np.arctan2(pts[:, 1] - aim[1], pts[:, 0] - aim[0]) + math.pi) // (math.pi / 2)).astype(int) % 4
    )
    assert quarters.min() >= LANDINGS // 4 - 4


def test_what_is_far_from_the_aim_is_never_at_stake_and_own_clay_counts_against(params):
    mons = [("near", 10.0, 8.0, 0.95, 1.6, 10), ("far", 20.0, 8.0, 0.95, 1.6, 10)]
    only_far = expected_smash(mons, (10.0, 8.0), params, {"far": 10.0})
    assert only_far == 0.0
    near = expected_smash(mons, (10.0, 8.0), params, {"near": 10.0, "far": 10.0})
    assert 0.0 < near <= 10.0
    assert expected_smash(mons, (10.0, 8.0), params, {"near": -15.0}) == pytest.approx(-1.5 * near)
    assert expected_smash([], (10.0, 8.0), params, {}) == 0.0


@pytest.mark.parametrize(
    "mons,aim",
    [
        # a tight group of three under the aim
        ([("a", 10.0, 8.0, 0.95, 1.6, 10), ("b", 11.5, 8.0, 0.7, 1.2, 7), ("c", 10.6, 9.4, 0.5, 0.8, 5)], (10.6, 8.4)),
        # one big model, the aim an inch to its side
        ([("a", 10.0, 8.0, 0.95, 1.6, 10)], (11.0, 8.0)),
        # two small models apart, the aim between them
        ([("a", 8.5, 8.0, 0.5, 0.8, 5), ("b", 11.5, 8.0, 0.5, 0.8, 5)], (10.0, 8.0)),
    ],
)
def test_the_estimate_is_near_the_mean_of_simulated_drops(params, mons, aim):
    """Near the clay the physics smashes on average over 60 drops: within a tenth of all the clay at
    stake and half a dram (a tight group is where it errs most: its zones overlap, which counts a
    landing for two models where the ball comes down on one; in real games dominoes make up for it)."""
    stake = {m[0]: float(m[5]) for m in mons}
    sims = [simulate_missile(mons, [], aim, 4000 + k, params, (24.0, 18.0), keep=True) for k in range(60)]
    truth = sum(sum(stake[i] for i in set(r.smashed)) for r in sims) / len(sims)
    tolerance = 0.1 * sum(stake.values()) + 0.5
    assert expected_smash(mons, aim, params, stake) == pytest.approx(truth, abs=tolerance)
