"""Any number of the shipped NecronomiCORP cards changed to a strange value (NaN, infinity, 10^18,
negative, zero, a fraction): the check refuses it in words naming the file, or the cards load. No
third outcome: the check never crashes (issue 9: no silent acceptance)."""

from __future__ import annotations

import random
import re

import pytest

from tabletop import paths
from tabletop.content import registry
from tabletop.content.corp.cards import KIND_NAMES, load_cards

FILES = sorted((paths.assets_dir() / "corp").glob("*.toml"))
NUMBER = re.compile(r"(?<![\w.\"])-?\d+(\.\d+)?(?![\w.\"])")
STRANGE = ["nan", "inf", "-inf", "0", "-1", "1e9", "1000000000000000000", "0.5", "100", "-0.5", "7", "3"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_strange_number_is_refused_in_words_or_the_cards_load(seed, tmp_path):
    rng = random.Random(seed)
    refused = 0
    for k in range(25):
        src = rng.choice(FILES)
        lines = src.read_text(encoding="utf-8").split("\n")
        spots = [(i, m) for i, line in enumerate(lines) if not line.startswith("#") for m in NUMBER.finditer(line)]
        i, m = rng.choice(spots)
        lines[i] = lines[i][: m.start()] + rng.choice(STRANGE) + lines[i][m.end() :]
        path = tmp_path / f"m{k}" / "corp" / src.name
        path.parent.mkdir(parents=True)
        path.write_text("\n".join(lines), encoding="utf-8")
        overlay = {("assets", f"corp/{src.name}"): path}
        found = registry.gather(overlay, only=KIND_NAMES)  # never raises
        if found.errors:
            refused += 1
            assert all(str(e).startswith(str(path)) for e in found.errors), (lines[i], found.errors)
        else:
            assert load_cards(overlay).rooms, lines[i]
    assert refused
