"""A seeded random number generator whose whole state saves and restores exactly.

PCG32 (O'Neill 2014): 64-bit state, 32-bit output. Written out here rather than using
`random.Random` so a saved state is two integers, the same on every Python version and
platform, and a replay is bit-for-bit the game that was played.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005


class RNG:
    """PCG32 generator; every random draw of a game goes through one of these."""

    __slots__ = ("_inc", "_state")

    def __init__(self, seed: int = 0, stream: int = 54):
        self._inc = ((stream << 1) | 1) & _MASK64
        self._state = 0
        self._next32()
        self._state = (self._state + (seed & _MASK64)) & _MASK64
        self._next32()

    def _next32(self) -> int:
        old = self._state
        self._state = (old * _MULT + self._inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    # -- state -------------------------------------------------------------
    def get_state(self) -> dict:
        """The generator's full state as JSON-ready data."""
        return {"state": self._state, "inc": self._inc}

    def set_state(self, data: dict) -> None:
        """Restore a state produced by `get_state`."""
        state, inc = data["state"], data["inc"]
        if not (isinstance(state, int) and isinstance(inc, int)) or inc % 2 == 0:
            raise ValueError("RNG state must be two integers with an odd increment")
        self._state = state & _MASK64
        self._inc = inc & _MASK64

    @classmethod
    def from_state(cls, data: dict) -> RNG:
        """A generator restored from saved state."""
        rng = cls.__new__(cls)
        rng.set_state(data)
        return rng

    def copy(self) -> RNG:
        """An independent generator in the same state."""
        return RNG.from_state(self.get_state())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RNG) and self.get_state() == other.get_state()

    def __repr__(self) -> str:
        return f"RNG(state={self._state:#x})"

    # -- draws -------------------------------------------------------------
    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        if n == 1:
            return 0
        if n > 0xFFFFFFFF:
            bits = n.bit_length()
            while True:
                value = 0
                for _ in range((bits + 31) // 32):
                    value = (value << 32) | self._next32()
                value >>= (-bits) % 32
                if value < n:
                    return value
        threshold = (0x100000000 - n) % n  # reject the short tail
        while True:
            r = self._next32()
            if r >= threshold:
                return r % n

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in [a, b], both ends included."""
        if b < a:
            raise ValueError(f"empty range {a}..{b}")
        n = b - a + 1
        if n > 0xFFFFFFFF or n == 1 or self.__class__ is not RNG:
            return a + self.randbelow(n)
        # randbelow(n) and _next32 written out (a game rolls hundreds of dice): the same draws.
        threshold = (0x100000000 - n) % n
        inc = self._inc
        while True:
            old = self._state
            self._state = (old * _MULT + inc) & _MASK64
            xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
            if r >= threshold:
                return a + r % n

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 random bits."""
        hi = self._next32() >> 5
        lo = self._next32() >> 6
        return (hi * 67108864.0 + lo) / 9007199254740992.0

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Shuffle in place (Fisher–Yates)."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randbelow(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
