"""The typed events of Basalt LaSeur's Revenge (NM-SOLO-*), one frozen record per step a table shows:
the human's terrain, Basalt's deck, each card revealed with its summoning roll, the leftover clay, his
line-up and gems, the common pool, the draft order and every pick, and each of Basalt's decisions with
the guide's question or rule that made it (`BasaltChoice`). solo_words.py words them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.core.protocol import EventRecord

# -- set-up (NM-SOLO-02..16) --------------------------------------------------------------------------


@dataclass(frozen=True)
class TerrainDone(EventRecord):
    """The human placed `pieces` terrain pieces (0 to 3, NM-SOLO-02) and goes on to their army."""

    KIND: ClassVar[str] = "terrain_done"
    seat: int
    pieces: int


@dataclass(frozen=True)
class DeckShuffled(EventRecord):
    """The shared play cards shuffled face down into Basalt's deck (NM-SOLO-06)."""

    KIND: ClassVar[str] = "solo_deck"
    cards: int
    reshuffle: bool = False


@dataclass(frozen=True)
class CardRevealed(EventRecord):
    """A card revealed (NM-SOLO-07) and its 4 combat dice rolled (`faces`, combat die indices): `hits`
    defense hits; `monsters` the ids molded for Basalt (NM-SOLO-08/09), `assigned` whether the card
    joins his army (not with no monsters, NM-SOLO-15), `short` when his clay ran out part way."""

    KIND: ClassVar[str] = "roll"
    card: str
    faces: list[int]
    hits: int
    monsters: list[str]
    assigned: bool
    short: bool
    clay_left: int


@dataclass(frozen=True)
class LeftoverClay(EventRecord):
    """The clay left made into more of Basalt's smallest monster (NM-SOLO-11/15): `monsters` made,
    `clay_left` what stays in the container (less than that monster)."""

    KIND: ClassVar[str] = "solo_leftover"
    book: str
    monsters: list[str]
    clay_left: int


@dataclass(frozen=True)
class BasaltDeployed(EventRecord):
    """Basalt's army along the edge opposite the human's, in the line-up's order (NM-SOLO-12/16);
    `positions` [x, y] of each, in the same order."""

    KIND: ClassVar[str] = "solo_deploy"
    monsters: list[str]
    positions: list[list[float]]


@dataclass(frozen=True)
class BasaltGems(EventRecord):
    """Basalt's starting gems (NM-SOLO-13)."""

    KIND: ClassVar[str] = "gems"
    seat: int
    gems: int


# -- the round (NM-SOLO-17..42) ----------------------------------------------------------------------


@dataclass(frozen=True)
class PoolRolled(EventRecord):
    """All the command dice rolled into one common pool (NM-SOLO-21)."""

    KIND: ClassVar[str] = "roll"
    round: int
    faces: list[str]


@dataclass(frozen=True)
class DraftOrder(EventRecord):
    """Who chooses the first die (NM-SOLO-22..24): `first`; `how` 'books' (most active spellbooks),
    'monsters' (fewest monsters) or 'rolloff' (`rolloff` every roll, re-rolled ties); `books` and
    `monsters` each side's counts."""

    KIND: ClassVar[str] = "solo_draft_order"
    first: int
    how: str
    books: list[int]
    monsters: list[int]
    rolloff: list[dict[str, Any]]


@dataclass(frozen=True)
class Drafted(EventRecord):
    """`seat` chose a `face` die from the pool (a wild flipped to it when `wild`) and put it on `slot`
    of `book` (-1: its magic ability), or discarded it when `book` is None (`gems` gained)."""

    KIND: ClassVar[str] = "solo_draft"
    seat: int
    face: str
    book: str | None
    slot: int
    wild: bool
    gems: int


@dataclass(frozen=True)
class BasaltChoice(EventRecord):
    """Why Basalt does what he does next: `step` 'draft', 'card', 'command', 'target', 'gems' or
    'order'; `rule` the guide's question ('q1'..'q4') or rule ('promise', 'magic_last', 'best',
    'discard', 'weak_target', 'strategic', 'in_range', 'big_spender', 'all_in', 'go_first'); `book`, `face`,
    `monster`, `target` what it concerns ("" when nothing); `count` monsters it lets act, or dice;
    `looked` why his look-ahead took this among the candidates the guide left open (basalt_judge.py:
    "" when the guide or the fixed order decided), `about` and `against` his monster and the enemy that
    reason names."""

    KIND: ClassVar[str] = "basalt"
    step: str
    rule: str
    book: str = ""
    face: str = ""
    monster: str = ""
    target: str = ""
    count: int = 0
    looked: str = ""
    about: str = ""
    against: str = ""
