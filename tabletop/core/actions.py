"""How every game writes its actions to a save and reads them back, in one place.

A game's actions are frozen msgspec Structs tagged by a `type` field; `ActionCodec(union)` over the
union of them turns an action into a JSON-ready dict with its tag and a dict back into the action,
refusing (ValueError) a dict that is none of them. A game makes one codec over its own union and
overrides nothing else; what its numbers may be is its rules' business (`problem` in its actions).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, TypeVar

import msgspec

T = TypeVar("T")


class ActionCodec(Generic[T]):
    """Encode and decode the actions of one tagged union."""

    def __init__(self, union: Any) -> None:
        self.union = union

    def encode(self, action: T) -> dict:
        """JSON-ready dict with a `type` tag."""
        return msgspec.to_builtins(action)

    def decode(self, data: Mapping[str, Any]) -> T:
        """The action a dict describes; ValueError if it is not one."""
        try:
            return msgspec.convert(dict(data), self.union)
        except msgspec.ValidationError as exc:
            raise ValueError(str(exc)) from None
