"""A deck of cards: a draw pile (top is the end of the list) and a discard pile.

Cards are any JSON-ready values (usually card ids). Every shuffle goes through the RNG
it is given, so a deck's order is part of the reproducible game state.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from tabletop.core.rng import RNG


class DeckEmpty(Exception):
    """Drawing from a deck whose draw and discard piles are both empty."""


@dataclass
class Deck:
    """Draw pile and discard pile; `draw_pile[-1]` is the top card."""

    draw_pile: list = field(default_factory=list)
    discard_pile: list = field(default_factory=list)
    reshuffle_when_empty: bool = True

    @classmethod
    def from_counts(cls, counts: Mapping[Hashable, int], rng: RNG | None = None, **kw) -> Deck:
        """A deck holding `counts[card]` copies of each card, shuffled if an RNG is given."""
        cards: list = []
        for card, n in counts.items():
            if n < 0:
                raise ValueError(f"negative count {n} for card {card!r}")
            cards.extend([card] * n)
        deck = cls(cards, [], **kw)
        if rng is not None:
            deck.shuffle(rng)
        return deck

    def __len__(self) -> int:
        return len(self.draw_pile)

    def copy(self) -> Deck:
        """An independent deck with the same piles."""
        return Deck(list(self.draw_pile), list(self.discard_pile), self.reshuffle_when_empty)

    def shuffle(self, rng: RNG) -> None:
        """Shuffle the draw pile."""
        rng.shuffle(self.draw_pile)

    def reshuffle_discards(self, rng: RNG) -> None:
        """Shuffle the discard pile into a new draw pile beneath nothing (draw pile was empty)."""
        pile = self.discard_pile + self.draw_pile
        self.discard_pile = []
        rng.shuffle(pile)
        self.draw_pile = pile

    def draw(self, n: int = 1, rng: RNG | None = None) -> list:
        """Take the top `n` cards; reshuffles the discards (needs `rng`) when the pile runs out."""
        drawn: list = []
        for _ in range(n):
            if not self.draw_pile:
                if self.reshuffle_when_empty and self.discard_pile:
                    if rng is None:
                        raise ValueError("reshuffling the discard pile needs an RNG")
                    self.reshuffle_discards(rng)
                else:
                    raise DeckEmpty(f"no card left to draw ({len(drawn)} of {n} drawn)")
            drawn.append(self.draw_pile.pop())
        return drawn

    def draw_one(self, rng: RNG | None = None):
        """Take the top card."""
        return self.draw(1, rng)[0]

    def peek(self, n: int = 1) -> list:
        """The top `n` cards, top first, without taking them."""
        return list(reversed(self.draw_pile[-n:])) if n > 0 else []

    def put_on_top(self, cards: Sequence) -> None:
        """Return cards to the top; `cards[0]` ends up on top (the order a player chose)."""
        self.draw_pile.extend(reversed(list(cards)))

    def put_on_bottom(self, cards: Sequence) -> None:
        """Put cards under the pile; `cards[0]` ends up deepest."""
        self.draw_pile[0:0] = list(cards)

    def reorder_top(self, order: Sequence[int]) -> None:
        """Rearrange the top len(order) cards: `order[i]` is the peek-index of the card put i-th from the top."""
        n = len(order)
        if sorted(order) != list(range(n)):
            raise ValueError(f"order must be a permutation of 0..{n - 1}")
        if n > len(self.draw_pile):
            raise ValueError(f"only {len(self.draw_pile)} cards to reorder")
        top = self.peek(n)
        del self.draw_pile[len(self.draw_pile) - n :]
        self.put_on_top([top[i] for i in order])

    def discard(self, cards: Iterable) -> None:
        """Put cards on the discard pile."""
        self.discard_pile.extend(cards)

    def to_data(self) -> dict:
        """JSON-ready piles."""
        return {
            "draw": list(self.draw_pile),
            "discard": list(self.discard_pile),
            "reshuffle": self.reshuffle_when_empty,
        }

    @classmethod
    def from_data(cls, data: Mapping) -> Deck:
        """A deck from `to_data` output."""
        return cls(list(data["draw"]), list(data["discard"]), bool(data.get("reshuffle", True)))
