"""What acts on a character or a level now, as effects of the vocabulary (tabletop/content/corp/records.py):
a character's continuous items, traumas and skills, and the curses pointing at a level. The turn's rules
and the fight's both ask here, so a card's effect is looked up one way."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.content.corp.records import CorpCards, Effect
from tabletop.games.corp.state import State

# Item effects that act while the item is carried (the rest act when it is used and discarded).
CONTINUOUS_ITEMS = frozenset({"armor", "lucky"})


MAX_MEMO = 4096  # characters x traumas x items kept: cleared when it grows past this


def on_character(st: State, cards: CorpCards, seat: int) -> list[Effect]:
    """The effects acting on a seat's character: its skills, its traumas, its continuous items. Looked up
    once per character, traumas and items (all it reads; a rule asks it many times an action), and kept
    on the cards object (content is kept with the content, never in a module-level cache)."""
    p = st.players[seat]
    key = (p.character, tuple(p.traumas), tuple(p.items))
    memo = cards.__dict__.get("_corp_effects_memo")
    if memo is None:
        memo = cards.__dict__["_corp_effects_memo"] = {}
    got = memo.get(key)
    if got is None:
        if len(memo) >= MAX_MEMO:
            memo.clear()
        got = memo[key] = tuple(_on_character(st, cards, seat))
    return list(got)


def _on_character(st: State, cards: CorpCards, seat: int) -> list[Effect]:
    p = st.players[seat]
    found: list[Effect] = list(cards.characters[p.character].skills)
    for t in p.traumas:
        found.extend(cards.plot(t).effects)
    for i in p.items:
        found.extend(e for e in cards.plot(i).effects if e.kind in CONTINUOUS_ITEMS)
    return found


def on_level(st: State, cards: CorpCards, level: int) -> list[Effect]:
    """The curses' effects on a level (1-5; the top level has none, NC-CURSE-06)."""
    if not 1 <= level <= len(st.levels):
        return []
    return [e for c in st.levels[level - 1].curses for e in cards.curse(c).effects]


# has and total are asked a few dozen times an action, of two or three effects each: plain loops, as a
# generator under any() or sum() costs more than the rest on lists this short.


def has(effects: Iterable[Effect], kind: str) -> bool:
    for e in effects:  # noqa: SIM110 - the loop, not any() over a generator: see above
        if e.kind == kind:
            return True
    return False


def total(effects: Iterable[Effect], kind: str, field: str = "amount") -> int:
    """The sum of a parameter over the effects of a kind (two "lucky" items: +2)."""
    n = 0
    for e in effects:
        if e.kind == kind:
            n += getattr(e, field)
    return n
