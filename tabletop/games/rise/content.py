"""The content the Rise engine reads (cards, board sides, Land dice), loaded once, and the
effect lookups over a player's cards in play (the vocabulary of tabletop/content/rise/cards.py)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop.content import mods as _mods
from tabletop.content.rise import cards as _cards_mod
from tabletop.content.rise.board import Board, load_board, load_dice
from tabletop.content.rise.cards import Cards, Effect, academy_weight
from tabletop.games.rise.state import MINION_KINDS, State, controlled

# The engine asks for its content tens of thousands of times a game: the loaders' own caches are
# keyed on the mods' cache key, so the answer is kept here under that same key (a mod change
# still reloads) without the loaders' per-call imports.
_CARDS: list = [None, None, None, None]  # [cache key, Cards, the mods' active folders and generation it was asked for]
_BOARDS: dict[tuple, Board] = {}


def cards() -> Cards:
    c = _CARDS
    # The mods' state unchanged since the last answer (the same folders object and generation): the
    # cache key is the same too. Otherwise the key decides, as the loaders' caches do.
    if c[2] is _mods._active and c[3] == _mods._generation and c[1] is not None:
        return c[1]
    key = _mods.cache_key()
    if c[0] != key or c[1] is None:
        c[1] = _cards_mod._load_cards(key)
        c[0] = key
    c[2], c[3] = _mods._active, _mods._generation
    return c[1]


def board(side: str) -> Board:
    last = _LAST_BOARD
    if last[0] == side and last[1] is _mods._active and last[2] == _mods._generation:
        return last[3]  # as cards(): the mods' state unchanged, the same key
    key = (side, _mods.cache_key())
    got = _BOARDS.get(key)
    if got is None:
        got = _BOARDS[key] = load_board(side)
        if len(_BOARDS) > 16:
            _BOARDS.clear()
            _BOARDS[key] = got
    _LAST_BOARD[:] = [side, _mods._active, _mods._generation, got]
    return got


_LAST_BOARD: list = [None, None, None, None]  # [side, the mods' active folders, generation, Board]


def city_ids(b: Board) -> frozenset:
    """The ids of a board side's Cities (made once per board)."""
    got = _CITY_IDS.get(id(b))
    if got is None or got[0] is not b:
        got = _CITY_IDS[id(b)] = (b, frozenset(x.id for x in b.spaces if x.kind == "city"))
    return got[1]


_CITY_IDS: dict[int, tuple] = {}


def dice():
    return load_dice()


# (id(cards), card id) -> the card's effects; (id(cards), "") -> those cards (see card_effects)
_EFFECTS: dict[tuple[int, str], Any] = {}


def card_effects(c: Cards, card_id: str) -> tuple[Effect, ...]:
    key = (id(c), card_id)
    got = _EFFECTS.get(key)
    if got is None or _EFFECTS.get((id(c), "")) is not c:
        if _EFFECTS.get((id(c), "")) is not c:
            _EFFECTS.clear()
            _EFFECTS[(id(c), "")] = c  # keeps `c` alive, so its id is not reused while cached
        got = _EFFECTS[key] = tuple(getattr(c.card(card_id), "effects", ()) or ())
    return got


def cost_items(c: Cards, cost) -> tuple[tuple[str, int], ...]:
    """Cost.items() of a card's or Minion's cost record, made once per record (content is frozen)."""
    key = (id(c), id(cost))
    got = _COSTS.get(key)
    if got is None or got[0] is not cost or _COSTS.get((id(c), 0)) is not c:
        if _COSTS.get((id(c), 0)) is not c:
            _COSTS.clear()
            _COSTS[(id(c), 0)] = c  # keeps `c` (and so its cost records) alive: their ids are not reused
        got = _COSTS[key] = (cost, tuple(cost.items()))
    return got[1]


_COSTS: dict[tuple, Any] = {}


def play_info(c: Cards, card_id: str) -> tuple[bool, bool, bool, tuple[tuple[str, int], ...]]:
    """(an Apprentice, a Necromancer, an Item, cost_items of its printed cost or ()) of a card, made once
    per card (content is frozen): what why_not_play and card_cost look up on every check. A card no
    table holds raises KeyError, as Cards.card does."""
    if _PLAY_FOR[0] is not c:
        _PLAY_INFO.clear()
        _PLAY_FOR[0] = c  # keeps `c` alive while its answers are kept
    got = _PLAY_INFO.get(card_id)
    if got is None:
        base = getattr(c.card(card_id), "cost", None)
        got = _PLAY_INFO[card_id] = (
            card_id in c.apprentices,
            card_id in c.necromancers,
            card_id in c.items,
            cost_items(c, base) if base else (),
        )
    return got


_PLAY_INFO: dict[str, tuple] = {}
_PLAY_FOR: list = [None]  # the Cards _PLAY_INFO was made from


def minion_costs(c: Cards) -> tuple[tuple[str, tuple[tuple[tuple[str, int], ...], ...]], ...]:
    """((kind, (cost_items of each cost option, ...)), ...) in MINION_KINDS order, made once per cards."""
    return _minion_tables(c)[0]


def minion_moves(c: Cards) -> dict[str, int]:
    """Each Minion's move (c.minion(kind).move), made once per cards."""
    return _minion_tables(c)[1]


def _minion_tables(c: Cards) -> tuple:
    got = _MINIONS[0]
    if got is None or got[0] is not c:
        got = _MINIONS[0] = (
            c,
            (
                tuple((k, tuple(cost_items(c, x) for x in c.minion(k).costs)) for k in MINION_KINDS),
                {k: m.move for k, m in c.minions.items()},
            ),
        )
    return got[1]


_MINIONS: list = [None]  # (cards, (minion_costs, minion_moves))


def colour_weight(c: Cards, card_id: str) -> tuple:
    """(colour or None, academy_weight) of a card in play, made once per card (content is frozen)."""
    if _WEIGHT_FOR[0] is not c:
        _WEIGHTS.clear()
        _WEIGHT_FOR[0] = c
    got = _WEIGHTS.get(card_id)
    if got is None:
        card = c.card(card_id)
        got = _WEIGHTS[card_id] = (getattr(card, "colour", None), academy_weight(card))
    return got


_WEIGHTS: dict[str, tuple] = {}
_WEIGHT_FOR: list = [None]  # the Cards _WEIGHTS was made from


def effects(state: State, seat: int, using: tuple[str, ...] | list[str] = ()) -> list[Effect]:
    """Every effect working for `seat` now: its Necromancer, living Apprentice, Items in play (a
    once effect only while in `using`), Headmaster cards held (RN-ACAD-10). Spells are cast, not here."""
    return list(_seat_effects(state, seat, using)[1])


def effects_of(
    state: State, seat: int, kind: str | tuple[str, ...], using: tuple[str, ...] | list[str] = ()
) -> tuple[Effect, ...]:
    """The effects() of one kind (or of any of a tuple of kinds), in the same order, as a tuple (made
    once per seat's cards and kind)."""
    # _seat_effects inlined (asked thousands of times a game, mostly by the bot)
    p = state.players[seat]
    got = _SEAT_EFFECTS.get(
        (p.necromancer, p.apprentice, tuple(p.items), tuple(p.used), tuple(p.headmasters), tuple(using))
    )
    if got is None or got[0] is not cards():
        got = _seat_effects(state, seat, using)
    by_kind = got[2]
    out = by_kind.get(kind)
    if out is None:
        kinds = kind if isinstance(kind, tuple) else (kind,)
        out = by_kind[kind] = tuple(e for e in got[1] if e.kind in kinds)
    return out


def _seat_effects(state: State, seat: int, using) -> tuple:
    """(cards, every effect, {kind: its effects}) for the seat's cards in play, remembered by them (an
    answer made from other cards, after a mod change, is made again)."""
    c = cards()
    p = state.players[seat]
    key = (p.necromancer, p.apprentice, tuple(p.items), tuple(p.used), tuple(p.headmasters), tuple(using))
    got = _SEAT_EFFECTS.get(key)
    if got is not None and got[0] is c:
        return got
    out: list[Effect] = []
    if p.necromancer:
        out += card_effects(c, p.necromancer)
    if p.apprentice:
        out += card_effects(c, p.apprentice)
    for item in p.items:
        for e in card_effects(c, item):
            if not e.once or (item in using and item not in p.used):
                out.append(e)
    for colour in p.headmasters:
        out += c.headmasters[colour].effects
    if len(_SEAT_EFFECTS) > 2000:
        _SEAT_EFFECTS.clear()
    got = _SEAT_EFFECTS[key] = (c, tuple(out), {})
    return got


# effects() by what decides them (the seat's cards in play, its used Items, `using`): the answer is
# the same list for the same cards, so it is made once (a fresh list is handed out each time).
_SEAT_EFFECTS: dict[tuple, tuple] = {}


def once_items(state: State, seat: int, kinds: set[str]) -> list[str]:
    """Unused "once during the game" Items in play whose once effects are of these kinds."""
    p = state.players[seat]
    if not p.items:
        return []
    c = cards()
    return [i for i in p.items if i not in p.used and any(e.once and e.kind in kinds for e in card_effects(c, i))]


def spell_level(state: State, seat: int, spell: str) -> int:
    """RN-SPELL-06/08: the number of that Spell's cards in play, at most 3."""
    spells = state.players[seat].spells
    if not spells:
        return 0
    c = cards()
    key = (id(c), tuple(spells))
    got = _LEVELS.get(key)
    if got is None or got[0] is not c:
        levels: dict[str, int] = {}
        for card in spells:
            name = c.spell_cards[card]
            levels[name] = min(3, levels.get(name, 0) + 1)
        if len(_LEVELS) > 2000:
            _LEVELS.clear()
        got = _LEVELS[key] = (c, levels)
    return got[1].get(spell, 0)


_LEVELS: dict[tuple, tuple] = {}  # (cards, Spell cards in play) -> (cards, {spell: level}), made once


def spell_levels(state: State, seat: int) -> dict[str, int]:
    """spell_level of every Spell in play at once ({spell: level}, each at least 1; {} without
    Spells): the same remembered dict, only to be read."""
    spells = state.players[seat].spells
    if not spells:
        return _NO_LEVELS
    c = cards()
    got = _LEVELS.get((id(c), tuple(spells)))
    if got is None or got[0] is not c:
        spell_level(state, seat, "")  # made and remembered as spell_level makes it
        got = _LEVELS[(id(c), tuple(spells))]
    return got[1]


_NO_LEVELS: dict[str, int] = {}


@lru_cache(maxsize=1)
def _minion_colours() -> dict[str, str]:
    return {k: cards().minion(k).colour for k in MINION_KINDS}


def academy_count(state: State, seat: int, colour: str) -> int:
    """RN-ACAD-02/03/08: cards in play of the colour (with academy_count weights), Headmaster cards
    held, plus Minions of that colour controlled (Player board and Game board). Never the hand."""
    c = cards()
    p = state.players[seat]
    n = 0
    in_play = [x for x in (p.necromancer, p.apprentice) if x] + p.items + p.golems
    for card_id in in_play:
        col, weight = colour_weight(c, card_id)
        if col == colour:
            n += weight
    n += sum(1 for s in p.spells if c.spells[c.spell_cards[s]].colour == colour)
    n += sum(1 for h in p.headmasters if h == colour)
    n += sum(controlled(state, seat, k) for k, col in _minion_colours().items() if col == colour)
    return n


_CARD_COUNTS: dict[tuple, tuple] = {}  # academy_counts' cards part: their ids -> (cards, {colour: count})


def academy_counts(state: State, seat: int) -> dict[str, int]:
    """academy_count for every colour at once (the same numbers, one pass; the bot's use)."""
    c = cards()
    p = state.players[seat]
    # The cards' part (in play, Spells, Headmasters) is remembered by those cards: a copy of it is
    # counted on with the Minions, so the colours come in the same order as counted afresh.
    key = (p.necromancer, p.apprentice, tuple(p.items), tuple(p.golems), tuple(p.spells), tuple(p.headmasters))
    got = _CARD_COUNTS.get(key)
    if got is None or got[0] is not c:
        part: dict[str, int] = {}
        for card_id in (p.necromancer, p.apprentice):
            if card_id:
                colour, weight = colour_weight(c, card_id)
                if colour is not None:
                    part[colour] = part.get(colour, 0) + weight
        for card_id in p.items + p.golems:
            colour, weight = colour_weight(c, card_id)
            if colour is not None:
                part[colour] = part.get(colour, 0) + weight
        spells, spell_cards = c.spells, c.spell_cards
        for s in p.spells:
            colour = spells[spell_cards[s]].colour
            part[colour] = part.get(colour, 0) + 1
        for h in p.headmasters:
            part[h] = part.get(h, 0) + 1
        if len(_CARD_COUNTS) > 2000:
            _CARD_COUNTS.clear()
        got = _CARD_COUNTS[key] = (c, part)
    out = got[1].copy()
    # controlled(state, seat, kind) for every kind in one pass over the guards
    army = p.army
    guards = [g.army for g in state.guards.values() if g.seat == seat]
    for k, colour in _minion_colours().items():
        n = army.get(k, 0)
        for g in guards:
            n += g.get(k, 0)
        out[colour] = out.get(colour, 0) + n
    return out


def track(colours: list[str], most: int) -> int:
    """RN-DOM-02/03: counters = the largest number of same-coloured cards, at most `most`; 0 without cards."""
    if not colours:
        return 0
    return min(most, max(colours.count(x) for x in set(colours)))
