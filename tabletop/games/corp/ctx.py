"""One action's work in NecronomiCORP: the cloned state, the cards, the dice and the events so far.
Every rule module takes a Ctx; `tell` words a typed event once (words.py) and keeps it."""

from __future__ import annotations

from tabletop.content.corp.records import CorpCards
from tabletop.core.protocol import Event, EventRecord, WordedLater
from tabletop.core.rng import RNG
from tabletop.games.corp import words as W
from tabletop.games.corp.state import State


class Ctx:
    def __init__(self, state: State, cards: CorpCards, word_later: bool = False):
        """`word_later`: events are worded when their text is first read (WordedLater), for the in-place
        apply, whose caller (the simulator) never reads them; the records are the same."""
        self.st = state
        self.cards = cards
        self._words = (lambda record: W.text(record, cards)) if word_later else None
        self._rng: RNG | None = None  # made from state.rng when first needed
        self.events: list[Event] = []

    @property
    def rng(self) -> RNG:
        if self._rng is None:
            self._rng = RNG.from_state(self.st.rng) if self.st.rng else RNG(0)
        return self._rng

    def die(self) -> int:
        """One die, 1-6 (1 is the skull, NC-COMP-04); a forced result first (the tests' hook)."""
        if self.st.forced:
            return self.st.forced.pop(0)
        return self.rng.randint(1, 6)

    def roll(self, n: int) -> list[int]:
        if self.st.forced:
            return [self.die() for _ in range(n)]
        randint = self.rng.randint  # no forced faces: die() is this, looked up once a roll
        return [randint(1, 6) for _ in range(n)]

    def shuffle(self, cards: list[str]) -> None:
        self.rng.shuffle(cards)

    def tell(
        self,
        record: EventRecord,
        to: tuple[int, ...] | None = None,
        public_record: EventRecord | None = None,
        reveals: bool = False,
    ) -> None:
        """A typed event, worded by words.py from its record (and its public version's, if any)."""
        if self._words is not None:
            self.events.append(WordedLater.of_words(record, self._words, to, public_record, reveals))
            return
        public = W.text(public_record, self.cards) if public_record is not None else ""
        self.events.append(Event.of(record, W.text(record, self.cards), to, public, public_record, reveals))

    def done(self) -> None:
        """Store the RNG back into the state (call once, at the end of the action)."""
        if self._rng is not None or not self.st.rng:
            self.st.rng = self.rng.get_state()
