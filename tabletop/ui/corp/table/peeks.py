"""What a seat has peeked at (the Ouija Board, the Floor Plan: the top Room cards of its level, you
alone) and which of those cards still lie on top of the stack, for the table to show that seat: on the
stack's face, and in its tooltip ("next: X, then Y"), until they are drawn. No pygame.

Read from the seat's own view of the state only (`State.peeks` holds the seat's own peek and nobody
else's, tabletop/games/corp/view.py): another seat's view never carries it, so a hot-seat hand-over
shows nothing of it. The state keeps the level looked at beside the cards, and forgets both when that
stack is shuffled or that boss goes back (`state.forget_peeks`); a save from before it kept the level
is read by where a peeked card already drawn lay, else the seat's level."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.content.corp.records import card_of
from tabletop.games.corp.endgame import survivors
from tabletop.games.corp.state import LEVELS, TOP
from tabletop.games.corp.view import boss_revealed


@dataclass(frozen=True)
class Peek:
    """The peeked cards still on top of `level`'s stack, the next one first."""

    level: int  # TOP: the boss behind the door (Obsessive Precaution)
    cards: tuple[str, ...]


def shown_cards(st) -> set[str]:
    """Every Room card that has left the stacks: laid beside a level, discarded, or a monster out."""
    out: set[str] = set()
    for lv in st.levels:
        out.update(lv.rooms)
        out.update(lv.discard)
    for area in st.areas.values():
        out.update(f.card for f in area.foes)
    return out


def seat_peek(st, cards, seat: int | None) -> Peek | None:
    """The seat's peeked cards not drawn yet and the level whose stack they top; None when there are none
    (or they no longer add up: then nothing is shown rather than something wrong)."""
    seen = list(st.peeks.get(str(seat), ())) if seat is not None else []
    hint = st.peek_levels.get(str(seat)) if seat is not None else None
    if len(seen) == 1 and card_of(seen[0]) in cards.bosses:  # the boss behind the door (NC-FAQ-12)
        # still the one there while the door is shut and the survivors it was drawn for are the same
        fresh = not boss_revealed(st) and st.boss_for == survivors(st)
        return Peek(TOP, (seen[0],)) if fresh else None
    if not seen or any(card_of(c) not in cards.rooms for c in seen):
        return None
    out = shown_cards(st)
    drawn = 0
    while drawn < len(seen) and seen[drawn] in out:  # the stack is drawn from the top: a prefix is gone
        drawn += 1
    rest = tuple(seen[drawn:])
    if not rest or any(c in out for c in rest):
        return None
    level = (
        next((lv.number for lv in st.levels if seen[drawn - 1] in (*lv.rooms, *lv.discard)), None) if drawn else None
    )
    if level is None:
        level = hint if hint is not None else st.players[seat].level
    if level not in LEVELS or len(st.levels[level - 1].stack) < len(rest):
        return None
    return Peek(level, rest)


def next_words(peek: Peek, name) -> str:
    """ "You looked: next Demon of Overtime, then Empty Cubicle" (`name`: a card's name); the boss's
    door: "You looked: CEO of Darkness waits behind it"."""
    names = [name(c) for c in peek.cards]
    if peek.level == TOP:
        return f"You looked: {names[0]} waits behind it"
    return "You looked: next " + ", then ".join(names)
