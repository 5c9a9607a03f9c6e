"""A faster constructor for NecronomiCORP's frozen event records (events.py, fight_events.py).

A frozen dataclass's generated __init__ sets each field through object.__setattr__ (to get past its own
refusing __setattr__): about a third of a microsecond a field here, and an action makes two or three
records of up to ten fields. `quicken` gives each record class an __init__ that writes the same values
into the instance's __dict__ at once: the same signature (fields in order, the same defaults), the same
instance (equal, hashed and printed alike), still frozen to every later assignment. Classes with anything
else in their __init__ (a default factory, a field out of __init__, __post_init__, slots) keep their own.
The dataclass's own __init__ stays as `__dataclass_init__` (a test builds every record both ways)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any


def quick_init(cls: type) -> bool:
    """Give the frozen dataclass `cls` the quick __init__; False (unchanged) when it does not qualify."""
    if not dataclasses.is_dataclass(cls) or "__dataclass_init__" in cls.__dict__:
        return False
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    if not params.frozen or hasattr(cls, "__post_init__") or "__slots__" in cls.__dict__:
        return False
    fields = dataclasses.fields(cls)
    if any(not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING for f in fields):
        return False
    names = [f.name for f in fields]
    if any(not n.isidentifier() or n.startswith("_") for n in names):
        return False
    defaults = {f"_d_{f.name}": f.default for f in fields if f.default is not dataclasses.MISSING}
    params_text = ", ".join(f"{n}=_d_{n}" if f"_d_{n}" in defaults else n for n in names)
    body = "".join(f"    d['{n}'] = {n}\n" for n in names)
    source = (
        f"def __init__(self, {params_text}):\n    d = self.__dict__\n{body}"
        if names
        else "def __init__(self):\n    pass\n"
    )
    space: dict[str, Any] = dict(defaults)
    exec(source, space)  # made from the class's own field names, checked to be identifiers
    made = space["__init__"]
    made.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__dataclass_init__ = cls.__init__  # type: ignore[attr-defined]
    cls.__init__ = made  # type: ignore[method-assign]
    return True


def quicken(classes: Iterable[Any], base: type) -> list[type]:
    """quick_init on every subclass of `base` among `classes` (a module's globals' values); those changed."""
    return [c for c in list(classes) if isinstance(c, type) and issubclass(c, base) and c is not base and quick_init(c)]
