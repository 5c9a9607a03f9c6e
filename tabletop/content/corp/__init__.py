"""NecronomiCORP content: the records and effect vocabulary (records.py, files.py), the checks
(checks.py) and the loader (cards.py), which registers the content kinds on import, so
`tabletop check-content` and the engine's loader check the same things."""

from __future__ import annotations

from tabletop.content.corp import cards as cards
from tabletop.content.corp import scenarios as scenarios  # the table's scenarios (levels/corp/scenarios/)
