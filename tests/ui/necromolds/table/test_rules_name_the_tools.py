"""r27 (a newcomer's first battle): the tutorial's step 6 says "Press Ruler (lit, in the tools)"; the
rules at hand, searched for "ruler" (or "rings", "sight"), said "Nothing in the rules holds" it, as they
speak only of the distance tool (NM-BASIC-10). The distance tool's section now names the table's tools."""

from __future__ import annotations

import pytest

from tabletop.ui.kit.rules_page import matching
from tabletop.ui.necromolds.table import rules_sections as R


@pytest.mark.parametrize("word", ["ruler", "rings", "sight"])
def test_searching_the_rules_for_a_tool_of_the_table_finds_the_distance_tool_NM_BASIC_10(word):
    for mode in ("basic", "standard"):
        found = matching(R.sections(mode), word)
        assert any(title == R.MOVING for title, _rows in found), (mode, [t for t, _r in found])
