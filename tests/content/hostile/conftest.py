"""Every test here may build a 1,100-deep folder in its tmp_path: it goes at the test's end, without
recursion, so pytest's clean-up of old runs never meets it (tests/deep_trees.py says why)."""

import pytest

from tests.deep_trees import remove


@pytest.fixture(autouse=True)
def _no_deep_tree_outlives_its_test(tmp_path):
    yield
    remove(tmp_path)
