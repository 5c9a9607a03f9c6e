"""Garbage collection paced to the screens, so a collection never lands in the middle of a drag.

CPython's full (oldest generation) collection walks every tracked object. In a long session, or in
a test process that has run a thousand tests, that is a pause of a few hundred milliseconds at a
moment nobody chose (the monkey test caught a 374 ms frame mid-drag). Instead, when a screen
opens or closes (a frame that may be slow anyway) everything is collected once and the survivors
are frozen: later automatic collections only walk what the new screen has made since.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect all garbage now, then freeze the survivors out of later automatic collections."""
    gc.unfreeze()  # what was frozen at the last screen may be garbage by now: let this pass see it
    gc.collect()
    gc.freeze()


def release() -> None:
    """Hand every frozen object back to the collector (the app is closing)."""
    gc.unfreeze()
