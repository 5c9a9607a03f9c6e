"""The hard Necromolds bot's army (issue 25): the clay spent where it fights best, by exact odds.

The normal bot molds a varied army at random. Clay is the whole budget of the battle, and the last
monster standing wins, so the hard bot weighs every size of every spellbook by what one dram of its
clay is worth in a melee (`worth`): the exact odds (from the combat die's faces) that the monster
smashes a defender when it charges, plus the odds that it survives a charge, each averaged over every
monster the library can field (the bot molds before it knows the enemy's army), divided by its clay.
Basic play's fixed pools and larger-monster die (NM-BASIC-24..26) are weighed the same way.

It then molds from the two spellbooks whose best size is worth most (the rulebook recommends 2 or 3
spellbooks, NM-SETUP-14, and Advanced Play takes a command die from a 1-spellbook army, NM-ADV-02):
the best spellbook twice for each monster of the second (`PATTERN`), each at its best size, until the
clay runs out, the rest of the clay in the largest monster that still fits (NM-SETUP-13).
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.ai.necromolds_bot import odds
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import State

PATTERN = (0, 0, 1)  # which of the two chosen spellbooks each next monster comes from, in turn


@lru_cache(maxsize=64)
def _worth(book: str, size: int, skills: bool, basic: bool) -> float:
    lib = library()
    me, clay = lib.books[book], lib.size(book, size).clay
    basic_rules = lib.rules.basic
    field = [(b, i, z.clay) for b in lib.books.values() for i, z in enumerate(b.sizes)]
    strike = hold = 0.0
    for other, _i, other_clay in field:
        if skills:
            att, dfn = me.melee, other.defense  # my charge
            their_att, my_dfn = other.melee, me.defense  # theirs
        else:
            att = their_att = basic_rules.melee_attack_dice
            dfn = my_dfn = basic_rules.melee_defense_dice
        if basic:  # the larger monster's die (NM-BASIC-26)
            bonus = basic_rules.larger_bonus
            if clay > other_clay:
                att, my_dfn = att + bonus, my_dfn + bonus
            elif other_clay > clay:
                dfn, their_att = dfn + bonus, their_att + bonus
        strike += odds(att, dfn)[0]
        hold += 1.0 - odds(their_att, my_dfn)[0]
    return (strike + hold) / len(field) / clay


def worth(state: State, book: str, size: int) -> float:
    """What a dram of this size's clay is worth in melee under the state's mode: the exact odds that
    the monster smashes a defender it charges plus the odds that it survives a charge, averaged over
    every size of every spellbook, per dram."""
    return _worth(book, size, state.uses_skills(), state.mode == "basic")


def ranked_books(state: State) -> list[tuple[str, int]]:
    """Each spellbook with its best size by `worth`, best first (ties by the book's id)."""
    lib = library()
    best = []
    for book in sorted(lib.books):
        size = max(range(len(lib.books[book].sizes)), key=lambda i: (worth(state, book, i), -i))
        best.append((book, size))
    best.sort(key=lambda t: -worth(state, *t))
    return best


def plan(state: State) -> list[tuple[str, int]]:
    """The two (spellbook, size) the army is molded from: the best first."""
    return ranked_books(state)[:2]


def choose_army(state: State, seat: int) -> A.Action:
    """The next army step for `seat`: the plan's next monster, else the largest that fits, else done."""
    lib = library()
    clay = state.seats[seat].clay
    mine = [m for m in state.monsters if m.owner == seat]
    if clay < lib.smallest_clay():
        return A.ArmyDone(seat=seat)
    chosen = plan(state)
    book, size = chosen[PATTERN[len(mine) % len(PATTERN)]]
    if lib.size(book, size).clay <= clay:
        return A.Mold(seat=seat, book=book, size=size)
    # the rest of the clay: the plan's books first, then any spellbook's cheapest size that fits
    options = [(b, i) for b, _s in chosen for i, z in enumerate(lib.books[b].sizes) if z.clay <= clay]
    if not options:
        options = [(b.id, i) for b in lib.books.values() for i, z in enumerate(b.sizes) if z.clay <= clay]
    book, size = max(options, key=lambda t: (lib.size(*t).clay, worth(state, *t)))
    return A.Mold(seat=seat, book=book, size=size)
