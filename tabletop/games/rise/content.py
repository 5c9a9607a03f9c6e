"""The content the Rise engine reads (cards, board sides, Land dice): a RiseContent handed to the
game (RiseGame.content) and read by its rules during each of its calls (PLAYING), or the active
mods' content outside one; the tables derived from a set of cards, kept on it; and the effect lookups
over a player's cards in play (the vocabulary of tabletop/content/rise/cards.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.content import mods as _mods
from tabletop.content.rise import cards as _cards_mod
from tabletop.content.rise.board import Board, RiseDice, load_board, load_dice
from tabletop.content.rise.cards import Cards, Effect, academy_weight
from tabletop.core.content_slot import ContentSlot
from tabletop.games.rise.state import MINION_KINDS, State, controlled


class RiseContent:
    """What a game of Rise is played with: its cards, its Land dice and its board sides (a side is
    loaded when first asked for, then kept). `boards`: side -> Board, by default the loader's."""

    def __init__(self, cards: Cards, dice: RiseDice, boards: Callable[[str], Board] = load_board):
        self.cards = cards
        self.dice = dice
        self._load_board = boards
        self._boards: dict[str, Board] = {}

    def board(self, side: str) -> Board:
        got = self._boards.get(side)
        if got is None:
            got = self._boards[side] = self._load_board(side)
        return got


def active_content() -> RiseContent:
    """The active mods' content (shipped, overlaid by the mods): what a new game is made with. The
    same object while the mods are unchanged."""
    c = _active_cards()
    got = _ACTIVE[0]
    if got is None or got.cards is not c:
        got = _ACTIVE[0] = RiseContent(c, load_dice(), _active_board)
    return got


_ACTIVE: list[RiseContent | None] = [None]

# The content of the Rise game whose call is running (RiseGame.content, tabletop/core/content_slot.py).
PLAYING: ContentSlot[RiseContent] = ContentSlot("rise content")


def cards() -> Cards:
    """The cards the rules read: the game's own during one of its calls, else the active mods'."""
    got = PLAYING.get()
    return got.cards if got is not None else _active_cards()


def board(side: str) -> Board:
    """A board side as the rules read it: the game's own during one of its calls, else the active mods'."""
    got = PLAYING.get()
    return got.board(side) if got is not None else _active_board(side)


def dice() -> RiseDice:
    """The Land dice the rules roll: the game's own during one of its calls, else the active mods'."""
    got = PLAYING.get()
    return got.dice if got is not None else load_dice()


# The engine asks for its content tens of thousands of times a game: the loaders' own caches are
# keyed on the mods' cache key, so the answer is kept here under that same key (a mod change
# still reloads) without the loaders' per-call imports.
_CARDS: list = [None, None, None, None]  # [cache key, Cards, the mods' active folders and generation it was asked for]
_BOARDS: dict[tuple, Board] = {}


def _active_cards() -> Cards:
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


def _active_board(side: str) -> Board:
    last = _LAST_BOARD
    if last[0] == side and last[1] is _mods._active and last[2] == _mods._generation:
        return last[3]  # as _active_cards(): the mods' state unchanged, the same key
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
    """The ids of a board side's Cities (made once per board and kept with it)."""
    got = b.__dict__.get("_city_ids")
    if got is None:
        got = frozenset(x.id for x in b.spaces if x.kind == "city")
        object.__setattr__(b, "_city_ids", got)  # a frozen record: derived data kept beside its fields
    return got


class Tables:
    """What the rules look up over and over in one set of cards, made from it once and kept with it
    (tables(c)): content is frozen, so an answer never goes stale, and another set of cards (a mod)
    has its own tables. The memos by cards in play (a seat's effects, Spell levels, colour counts) are
    kept here too, so they are dropped with the cards they were made from."""

    def __init__(self, c: Cards):
        self.cards = c
        self.effects: dict[str, tuple[Effect, ...]] = {}  # card id -> its effects
        self.play: dict[str, tuple] = {}  # card id -> play_info
        self.weights: dict[str, tuple] = {}  # card id -> colour_weight
        self.minion_costs = tuple(
            (k, tuple(tuple(x.items()) for x in c.minion(k).costs)) for k in MINION_KINDS
        )  # in MINION_KINDS order: (kind, (each cost option's items, ...))
        self.minion_cost_of = dict(self.minion_costs)
        self.minion_moves = {k: m.move for k, m in c.minions.items()}
        self.minion_colours = {k: c.minion(k).colour for k in MINION_KINDS}
        self.seat_effects: dict[tuple, tuple] = {}  # the seat's cards in play -> (every effect, {kind: effects})
        self.levels: dict[tuple, dict[str, int]] = {}  # Spell cards in play -> {spell: level}
        self.card_counts: dict[tuple, dict[str, int]] = {}  # cards in play -> {colour: count} (academy_counts)
        self.derived: dict[str, Any] = {}  # derived(): other tables made from these cards (the bot's)


def tables(c: Cards) -> Tables:
    """The Tables of a set of cards (made the first time they are asked for, then kept on the cards)."""
    got = c.__dict__.get("_tables")
    if got is None or got.cards is not c:  # (a copy of the cards carries the original's tables along)
        got = Tables(c)
        object.__setattr__(c, "_tables", got)  # a frozen dataclass: derived data kept beside its fields
    return got


def derived(c: Cards, name: str, make: Callable[[Cards], Any]) -> Any:
    """A table `make(c)` made once per set of cards and kept with them under `name` (for the bot's own
    tables over the content: they are dropped with the cards, never keyed by an object's id)."""
    d = tables(c).derived
    got = d.get(name)
    if got is None:
        got = d[name] = make(c)
    return got


def card_effects(c: Cards, card_id: str) -> tuple[Effect, ...]:
    """The effects printed on a card (made once per card)."""
    t = tables(c).effects
    got = t.get(card_id)
    if got is None:
        got = t[card_id] = tuple(getattr(c.card(card_id), "effects", ()) or ())
    return got


def play_info(c: Cards, card_id: str) -> tuple[bool, bool, bool, tuple[tuple[str, int], ...]]:
    """(an Apprentice, a Necromancer, an Item, the items of its printed cost or ()) of a card, made once
    per card: what why_not_play and card_cost look up on every check. A card no table holds raises
    KeyError, as Cards.card does."""
    t = tables(c).play
    got = t.get(card_id)
    if got is None:
        base = getattr(c.card(card_id), "cost", None)
        got = t[card_id] = (
            card_id in c.apprentices,
            card_id in c.necromancers,
            card_id in c.items,
            tuple(base.items()) if base else (),
        )
    return got


def minion_costs(c: Cards) -> tuple[tuple[str, tuple[tuple[tuple[str, int], ...], ...]], ...]:
    """((kind, (the items of each cost option, ...)), ...) in MINION_KINDS order, made once per cards."""
    return tables(c).minion_costs


def minion_cost_options(c: Cards, kind: str) -> tuple[tuple[tuple[str, int], ...], ...]:
    """The items of each way to pay for a Minion of `kind` ((good, count), ...), in the card's order."""
    return tables(c).minion_cost_of[kind]


def minion_moves(c: Cards) -> dict[str, int]:
    """Each Minion's move (c.minion(kind).move), made once per cards."""
    return tables(c).minion_moves


def colour_weight(c: Cards, card_id: str) -> tuple:
    """(colour or None, academy_weight) of a card in play, made once per card (content is frozen)."""
    t = tables(c).weights
    got = t.get(card_id)
    if got is None:
        card = c.card(card_id)
        got = t[card_id] = (getattr(card, "colour", None), academy_weight(card))
    return got


def effects(state: State, seat: int, using: tuple[str, ...] | list[str] = ()) -> list[Effect]:
    """Every effect working for `seat` now: its Necromancer, living Apprentice, Items in play (a
    once effect only while in `using`), Headmaster cards held (RN-ACAD-10). Spells are cast, not here."""
    return list(_seat_effects(state, seat, using)[0])


def effects_of(
    state: State, seat: int, kind: str | tuple[str, ...], using: tuple[str, ...] | list[str] = ()
) -> tuple[Effect, ...]:
    """The effects() of one kind (or of any of a tuple of kinds), in the same order, as a tuple (made
    once per seat's cards and kind)."""
    # _seat_effects inlined (asked thousands of times a game, mostly by the bot)
    p = state.players[seat]
    got = tables(cards()).seat_effects.get(
        (p.necromancer, p.apprentice, tuple(p.items), tuple(p.used), tuple(p.headmasters), tuple(using))
    )
    if got is None:
        got = _seat_effects(state, seat, using)
    by_kind = got[1]
    out = by_kind.get(kind)
    if out is None:
        kinds = kind if isinstance(kind, tuple) else (kind,)
        out = by_kind[kind] = tuple(e for e in got[0] if e.kind in kinds)
    return out


def _seat_effects(state: State, seat: int, using) -> tuple:
    """(every effect, {kind: its effects}) for the seat's cards in play, remembered by them in the
    cards' tables (the same answer for the same cards: a fresh list is handed out by effects())."""
    c = cards()
    memo = tables(c).seat_effects
    p = state.players[seat]
    key = (p.necromancer, p.apprentice, tuple(p.items), tuple(p.used), tuple(p.headmasters), tuple(using))
    got = memo.get(key)
    if got is not None:
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
    if len(memo) > 2000:
        memo.clear()
    got = memo[key] = (tuple(out), {})
    return got


def effect_card(state: State, seat: int, effect: Effect) -> str:
    """The name of the seat's card in play that prints `effect` ('' when none does): a Necromancer, an
    Apprentice, an Item or a Headmaster card, for the log's words of what it gained."""
    c = cards()
    p = state.players[seat]
    for cid in (p.necromancer, p.apprentice, *p.items):
        if cid and any(e is effect for e in card_effects(c, cid)):
            return str(c.card(cid).name)
    for colour in p.headmasters:
        if any(e is effect for e in c.headmasters[colour].effects):
            return str(c.headmasters[colour].name)
    return ""


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
    return _levels(cards(), spells).get(spell, 0)


def _levels(c: Cards, spells: list[str]) -> dict[str, int]:
    """{spell: level} of these Spell cards in play, remembered in the cards' tables."""
    memo = tables(c).levels
    key = tuple(spells)
    got = memo.get(key)
    if got is None:
        got = {}
        for card in spells:
            name = c.spell_cards[card]
            got[name] = min(3, got.get(name, 0) + 1)
        if len(memo) > 2000:
            memo.clear()
        memo[key] = got
    return got


def spell_levels(state: State, seat: int) -> dict[str, int]:
    """spell_level of every Spell in play at once ({spell: level}, each at least 1; {} without
    Spells): the same remembered dict, only to be read."""
    spells = state.players[seat].spells
    if not spells:
        return _NO_LEVELS
    return _levels(cards(), spells)


_NO_LEVELS: dict[str, int] = {}


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
    n += sum(controlled(state, seat, k) for k, col in tables(c).minion_colours.items() if col == colour)
    return n


def academy_counts(state: State, seat: int) -> dict[str, int]:
    """academy_count for every colour at once (the same numbers, one pass; the bot's use)."""
    c = cards()
    t = tables(c)
    p = state.players[seat]
    # The cards' part (in play, Spells, Headmasters) is remembered by those cards: a copy of it is
    # counted on with the Minions, so the colours come in the same order as counted afresh.
    key = (p.necromancer, p.apprentice, tuple(p.items), tuple(p.golems), tuple(p.spells), tuple(p.headmasters))
    part = t.card_counts.get(key)
    if part is None:
        part = {}
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
        if len(t.card_counts) > 2000:
            t.card_counts.clear()
        t.card_counts[key] = part
    out = part.copy()
    # controlled(state, seat, kind) for every kind in one pass over the guards
    army = p.army
    guards = [g.army for g in state.guards.values() if g.seat == seat]
    for k, colour in t.minion_colours.items():
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
