"""Rise of the Necromancers content: the Game board's two sides (`board`, levels/rise/) and the
cards, Minions and supplies (`cards`, assets/rise/). Each submodule registers its content kinds on
import, so `tabletop check-content` and the engine's loader check the same things."""

from __future__ import annotations

import importlib

for _name in ("board", "cards", "scenarios"):
    try:
        importlib.import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as exc:  # a part not written yet is simply not shipped
        if exc.name != f"{__name__}.{_name}":
            raise
