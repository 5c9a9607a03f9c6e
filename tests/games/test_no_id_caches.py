"""No module-level cache in the engines or the bots is keyed by id() (issue 20; DESIGN: "no module-level
caches keyed by id()"): an id is reused once its object is gone, so such a cache can answer for the wrong
object, and content is kept on the content object instead."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2] / "tabletop"


def test_no_cache_keyed_by_id_in_engines_or_bots():
    found = []
    for folder in ("games", "ai", "content", "core"):
        for path in (ROOT / folder).rglob("*.py"):
            for n, line in enumerate(path.read_text().splitlines(), 1):
                if re.search(r"(?<![\w.])id\(", line) and not line.lstrip().startswith("#"):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []
