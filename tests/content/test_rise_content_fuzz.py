"""Rise of the Necromancers content under the same fuzz as Necromolds' (test_content_fuzz.py): a
strange number anywhere in a shipped Rise file (NaN, infinity, 10^18, negative, tiny) is refused in
words naming the file, or the content it allows loads through the engine's own loaders
(`load_board`, `load_cards`) with every number still in its bounds. No crash either way."""

from __future__ import annotations

import math
import random

import pytest

from tabletop import paths
from tabletop.content import mods
from tests.content.test_content_fuzz import NUMBER, STRANGE

FILES = sorted(
    [(f"rise/{p.name}", p) for p in (paths.assets_dir() / "rise").glob("*.toml")]
    + [(f"rise/{p.name}", p) for p in (paths.levels_dir() / "rise").glob("*.toml")]
)


def _spots(lines):
    return [(i, m) for i, line in enumerate(lines) for m in NUMBER.finditer(line.split("#")[0])]


def mutations(count: int, seed: int):
    """(mod path, text, the changed line) for `count` single-number changes, the same every run."""
    rng = random.Random(seed)
    for _ in range(count):
        rel, src = rng.choice([(r, p) for r, p in FILES if _spots(p.read_text().split("\n"))])
        lines = src.read_text().split("\n")
        spots = _spots(lines)
        i, m = rng.choice(spots)
        lines[i] = lines[i][: m.start()] + rng.choice(STRANGE) + lines[i][m.end() :]
        yield rel, "\n".join(lines), lines[i]


def _numbers(obj, seen=None):
    """Every int/float reachable in a loaded record (struct fields, lists, dicts)."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, bool):
        return
    if isinstance(obj, (int, float)):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _numbers(v, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            yield from _numbers(v, seen)
    elif hasattr(obj, "__struct_fields__"):
        for name in obj.__struct_fields__:
            yield from _numbers(getattr(obj, name), seen)


def test_the_shipped_rise_files_are_all_fuzzed():
    assert {rel for rel, _p in FILES} >= {
        "rise/board_small.toml",
        "rise/board_large.toml",
        "rise/spells.toml",
        "rise/dungeons.toml",
        "rise/minions.toml",
        "rise/supplies.toml",
    }


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_strange_number_in_rise_content_is_refused_in_words_or_stays_in_bounds(seed, tmp_path):
    from tabletop.content.rise import board as rise_board
    from tabletop.content.rise import cards as rise_cards

    refused = accepted = 0
    for k, (rel, text, line) in enumerate(mutations(25, seed)):
        mod = tmp_path / f"m{k}"
        (mod / rel).parent.mkdir(parents=True)
        (mod / rel).write_text(text)
        found = mods.check_path(mod)  # never raises
        if found.errors:
            refused += 1
            assert any(str(e).startswith(str(mod / rel)) for e in found.errors), (line, found.errors)
            continue
        mods.activate([mod])
        try:
            loaded = [rise_board.load_board("small"), rise_board.load_board("large"), rise_cards.load_cards()]
        finally:
            mods.activate(())
        for record in loaded:
            for n in _numbers(record):
                assert math.isfinite(n) and -1000 <= n <= 1000, (line, n)
        accepted += 1
    assert refused and refused + accepted == 25
