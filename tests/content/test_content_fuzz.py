"""Any number of the shipped content changed to a strange value (NaN, infinity, 10^18, negative,
tiny): the check refuses it in words, or the game it allows plays bot against bot to the end.
No third outcome: no crash in the check, none in a game (issue 9: no silent acceptance)."""

from __future__ import annotations

import contextlib
import io
import random
import re

import pytest

from tabletop import paths
from tabletop.content import mods

FILES = {
    "necromolds/spellbooks.toml": paths.assets_dir() / "necromolds" / "spellbooks.toml",
    "necromolds/rules.toml": paths.assets_dir() / "necromolds" / "rules.toml",
    "necromolds/tool.toml": paths.levels_dir() / "necromolds" / "tool.toml",
    "necromolds/map_twins_vale.toml": paths.levels_dir() / "necromolds" / "map_twins_vale.toml",
}
NUMBER = re.compile(r"(?<![\w.\"])-?\d+(\.\d+)?(?![\w.\"])")
STRANGE = ["nan", "inf", "-inf", "0", "-1", "1e9", "1e-9", "1000000000000000000", "0.0", "100", "0.01", "-0.5", "47.9"]


def mutations(count: int, seed: int):
    """(mod path, text, the changed line) for `count` single-number changes, the same every run."""
    rng = random.Random(seed)
    for _ in range(count):
        rel, src = rng.choice(sorted(FILES.items()))
        lines = src.read_text().split("\n")
        spots = [(i, m) for i, line in enumerate(lines) for m in NUMBER.finditer(line.split("#")[0])]
        i, m = rng.choice(spots)
        lines[i] = lines[i][: m.start()] + rng.choice(STRANGE) + lines[i][m.end() :]
        yield rel, "\n".join(lines), lines[i]


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("seed", [1, 2])
def test_a_strange_number_is_refused_in_words_or_the_game_plays(seed, tmp_path):
    from tabletop.simulate import main as simulate

    refused = played = 0
    for k, (rel, text, line) in enumerate(mutations(20, seed)):
        mod = tmp_path / f"m{k}"
        (mod / rel).parent.mkdir(parents=True)
        (mod / rel).write_text(text)
        found = mods.check_path(mod)  # never raises
        if found.errors:
            refused += 1
            assert all(
                str(e).startswith(str(mod / rel)) or "levels" in str(e) or "assets" in str(e) for e in found.errors
            ), (line, found.errors)
            continue
        mods.activate([mod])
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                assert simulate(["necromolds", "--games", "1", "--seed", str(k)]) == 0, line
        finally:
            mods.activate(())
        played += 1
    assert refused and refused + played == 20
