"""Why the computer did what it did in NecronomiCORP, a few words for the log (no pygame) —
PLACEHOLDER until the corp-setup branch lands.

    reason(before, action, after, cards) -> str

`before` and `after` are public views; "" when there is nothing worth saying.
"""

from __future__ import annotations


def reason(before, action, after, cards) -> str:
    return ""
