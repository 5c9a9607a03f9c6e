"""Dice defined by their faces in data; each face is a tuple of symbols.

A blank face is an empty tuple; a face such as ("attack", "attack") scores two.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tabletop.core.rng import RNG

Face = tuple[str, ...]


@dataclass(frozen=True)
class Die:
    """A die: a name and its faces."""

    name: str
    faces: tuple[Face, ...]

    def __post_init__(self):
        if not self.faces:
            raise ValueError(f"die {self.name!r} has no faces")

    @classmethod
    def from_data(cls, name: str, faces: Iterable[Iterable[str]]) -> Die:
        """Build a die from lists of symbols (as read from a content file)."""
        return cls(name, tuple(tuple(face) for face in faces))

    def roll(self, rng: RNG) -> int:
        """Roll once through the RNG; returns the face index (the face is `faces[i]`)."""
        return rng.randbelow(len(self.faces))

    def face(self, index: int) -> Face:
        """The symbols on face `index`."""
        return self.faces[index]

    def symbols(self) -> set[str]:
        """Every symbol that appears on some face."""
        return {s for face in self.faces for s in face}

    def probability(self, symbol: str, at_least: int = 1) -> float:
        """Chance that one roll shows `symbol` at least `at_least` times."""
        hits = sum(1 for face in self.faces if face.count(symbol) >= at_least)
        return hits / len(self.faces)

    def expected(self, symbol: str) -> float:
        """Mean count of `symbol` on one roll."""
        return sum(face.count(symbol) for face in self.faces) / len(self.faces)


def roll_pool(die: Die, count: int, rng: RNG) -> list[int]:
    """Roll `count` copies of a die; returns the face indices in order."""
    return [die.roll(rng) for _ in range(count)]


def tally(faces: Iterable[Face]) -> Counter:
    """Count the symbols shown on a set of rolled faces."""
    counts: Counter = Counter()
    for face in faces:
        counts.update(face)
    return counts


def faces_of(die: Die, indices: Sequence[int]) -> list[Face]:
    """The faces for a list of rolled indices."""
    return [die.faces[i] for i in indices]
