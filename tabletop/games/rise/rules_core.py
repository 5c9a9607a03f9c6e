"""Rise of the Necromancers rules, the shared core: the `Ctx` every step works in (the cloned
state, its RNG and the events so far), the once-Item kinds of each stage, how a seat is named in the
log, and the helpers every section uses: collecting from the limited supply and paying back
(RN-CONT-06, RN-LAND-03, RN-RAISE-10, RN-DEATH-02), drawing cards (RN-LIB-02), the effects that fire
at a moment, card and Minion costs, who holds or stands on a space, casting a Spell (RN-SPELL-02/03),
and `later`, the few steps a section hands play on to that live in a module loaded after its own. It
imports no other rules module; rules.py describes the whole and re-exports it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Protocol

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event, EventRecord, RecordData
from tabletop.core.rng import RNG
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import (
    board,
    cards,
    effect_card,
    effects_of,
    minion_cost_options,
    play_info,
    spell_level,
)
from tabletop.games.rise.state import MINION_KINDS, STOCK, Holding, State

COMBAT_ONCE = {"attack_bonus", "extra_attack", "ghost_strike", "final_attack", "weaken", "reroll", "ignore_wound"}
MOVE_ONCE = {"move_bonus", "move_through"}
PLAY_ONCE = {"gain", "draw"}
RAISE_ONCE = {"extra_raise"}
VALLEY = "valley"


def _event_maker():
    """Event(kind, data, text, to, public, public_data, reveals, record, public_record), made without the
    frozen dataclass's __init__ (a game says thousands): the same record while Event is a plain dataclass
    of exactly these fields; otherwise Event itself."""
    names = ("kind", "data", "text", "to", "public", "public_data", "reveals", "record", "public_record")
    plain = (
        dataclasses.is_dataclass(Event)
        and tuple(f.name for f in dataclasses.fields(Event)) == names
        and not hasattr(Event, "__slots__")
        and not hasattr(Event, "__post_init__")
    )
    if not plain:
        return Event
    new, put = object.__new__, object.__setattr__

    def make(kind, data, text, to, public, public_data, reveals, record=None, public_record=None):
        e = new(Event)
        put(
            e,
            "__dict__",
            {
                "kind": kind,
                "data": data,
                "text": text,
                "to": to,
                "public": public,
                "public_data": public_data,
                "reveals": reveals,
                "record": record,
                "public_record": public_record,
            },
        )
        return e

    return make


_event = _event_maker()


class Ctx:
    """One action's work: the cloned state, its RNG and the events so far."""

    def __init__(self, state: State):
        self.st = state
        self._rng: RNG | None = None  # made from state.rng when first needed (most Ctx roll nothing)
        self.events: list[Event] = []
        self.cards = cards()
        self.board = board(state.side)

    @property
    def rng(self) -> RNG:
        if self._rng is None:
            self._rng = RNG.from_state(self.st.rng) if self.st.rng else RNG(0)
        return self._rng

    @rng.setter
    def rng(self, rng: RNG) -> None:
        self._rng = rng

    def die(self) -> int:
        """One die, 1-6 (a forced result first: the tests' hook)."""
        if self.st.forced:
            return self.st.forced.pop(0)
        return self.rng.randint(1, 6)

    def say(
        self,
        kind: str,
        text: str,
        data: dict | None = None,
        to: tuple[int, ...] | None = None,
        public: str = "",
        public_data: dict | None = None,
        reveals: bool = False,
    ) -> None:
        self.events.append(_event(kind, data or {}, text, to, public, public_data or {}, reveals))

    def tell(
        self,
        record: EventRecord,
        to: tuple[int, ...] | None = None,
        public_record: EventRecord | None = None,
        reveals: bool = False,
    ) -> None:
        """A typed event, worded by words.py from its record (and its public version's, if any)."""
        public = W.text(public_record, self.board, self.cards) if public_record is not None else ""
        public_data = RecordData(public_record) if public_record is not None else {}
        text = W.text(record, self.board, self.cards)
        self.events.append(
            _event(record.KIND, RecordData(record), text, to, public, public_data, reveals, record, public_record)
        )

    def done(self) -> None:
        if self._rng is not None or not self.st.rng:
            self.st.rng = self.rng.get_state()


# ------------------------------------------------------------------------------------------
# Helpers: stock, supply, cards


def gain(ctx: Ctx, seat: int, what: str, amount: int, source: str = "", place: str = "", card: str = "") -> int:
    """Take from the supply what it still holds (RN-CONT-06, RN-LAND-03); Minions go on the Player board.
    Every collection goes through here: a player whose Necromancer has died this turn collects no
    Resources or corpses for the rest of it (RN-DEATH-02). `source` and `place` say where the gain comes
    from (events.GAIN_SOURCES), for the log."""
    st = ctx.st
    t = st.turn
    if t.dead and seat in t.dead and what in STOCK:
        ctx.tell(E.NothingCollected(seat, what, 0, source, place))
        return 0
    got = max(0, min(amount, st.supply.get(what, 0)))
    if got:
        st.supply[what] -= got
        p = st.players[seat]
        if what in MINION_KINDS:
            p.army[what] = p.army.get(what, 0) + got
        else:
            p.stock[what] = p.stock.get(what, 0) + got
            if seat == t.seat:  # what this turn's player collects in it (given back if it dies, RN-DEATH-02)
                t.collected[what] = t.collected.get(what, 0) + got
    ctx.tell(E.Gained(seat, what, got, amount, source, place, card))
    return got


def pay(st: State, seat: int, cost: dict[str, int]) -> None:
    p = st.players[seat]
    for k, v in cost.items():
        if v:
            if p.stock.get(k, 0) < v:
                raise IllegalAction(f"you cannot pay {v} {k.replace('_', ' ')}")
            p.stock[k] -= v
            st.supply[k] += v


def lose_minion(st: State, seat: int, kind: str, where: str | None = None) -> None:
    """A Minion leaves play (wounded, exploded, sacrificed): back to the supply (RN-RAISE-10)."""
    if where is None:
        st.players[seat].army[kind] -= 1
    else:
        g = st.guards[where]
        g.army[kind] -= 1
        if not any(g.army.values()):
            del st.guards[where]
    st.supply[kind] += 1


def draw(ctx: Ctx, seat: int, what: str, amount: int) -> None:
    """Draw from the Spell or Item deck into the hand, seen only by the drawer (never reshuffled, RN-LIB-02)."""
    st = ctx.st
    deck = st.spell_deck if what == "spell" else st.item_deck
    got = deck[:amount]
    del deck[:amount]
    p = st.players[seat]
    p.hand += got
    p.fresh += got
    ctx.tell(E.CardsDrawn(seat, got), (seat,), E.CardsDrawnFaceDown(seat, len(got), what), reveals=bool(got))


def take(ctx: Ctx, seat: int, e, source: str = "", place: str = "", card: str = "") -> bool:
    """Carry out a card's gain or draw effect `e` for the seat (False: it is another kind of effect);
    `card` names the card it is printed on, for the log."""
    if e.kind not in ("gain", "draw"):
        return False
    assert e.what is not None and e.amount is not None  # a gain's or draw's (the content is checked)
    if e.kind == "gain":
        gain(ctx, seat, e.what, e.amount, source, place, card)
    else:
        draw(ctx, seat, e.what, e.amount)
    return True


def fire(ctx: Ctx, seat: int, when: str, using=()) -> None:
    """The gain and draw effects that trigger `when` (turn, tax, land, dungeon, conquer, now)."""
    for e in effects_of(ctx.st, seat, ("gain", "draw"), using):
        if e.when != when or e.once:
            continue
        take(ctx, seat, e, "effect", when, effect_card(ctx.st, seat, e))


def _eff(st: State, seat: int, kind: str, using=()) -> tuple:
    return effects_of(st, seat, kind, using)


def card_cost(ctx: Ctx, seat: int, card_id: str) -> dict[str, int]:
    _app, _nec, item, base = play_info(ctx.cards, card_id)
    cost = dict(base)
    if item:
        for e in _eff(ctx.st, seat, "reduce_cost"):
            if e.what == "item" and e.resource in cost:
                cost[e.resource] = max(0, cost[e.resource] - e.amount)
    return cost


def affordable(st: State, seat: int, cost: dict[str, int]) -> bool:
    p = st.players[seat]
    return all(p.stock.get(k, 0) >= v for k, v in cost.items())


def raise_cost(ctx: Ctx, seat: int, kind: str, option: int) -> dict[str, int]:
    cost = dict(minion_cost_options(ctx.cards, kind)[option])
    for e in _eff(ctx.st, seat, "reduce_cost", ctx.st.turn.extra_raise_used):
        if e.what == kind and e.resource in cost:
            cost[e.resource] = max(0, cost[e.resource] - e.amount)
    return cost


def holding(st: State, space: str) -> Holding | None:
    return st.dominion.get(space)


def mine(st: State, seat: int, space: str) -> bool:
    h = st.dominion.get(space)
    return h is not None and h.seat == seat


def occupant(st: State, space: str, but: int) -> int | None:
    if space == VALLEY:
        return None
    for s, p in enumerate(st.players):
        if s != but and p.space == space:
            return s
    return None


# ------------------------------------------------------------------------------------------
# Spells cast (RN-SPELL-02/03): Mist Walk in movement, Weaken and Death Bolt in a fight


def castable(ctx: Ctx, seat: int, spell: str) -> bool:
    """In play, not yet cast this turn (RN-SPELL-02), and its price at hand (RN-SPELL-03)."""
    st = ctx.st
    p = st.players[seat]
    if not p.spells or spell_level(st, seat, spell) == 0 or (p.cast and f"{spell}@{st.turn.number}" in p.cast):
        return False  # (no Spells in play: level 0)
    price = ctx.cards.spells[spell].cast
    if price == "zombie":
        return p.army.get("zombie", 0) > 0
    return p.stock.get(price, 0) >= 1


def _cast(ctx: Ctx, seat: int, spell: str) -> None:
    price = ctx.cards.spells[spell].cast
    if price != "zombie":
        pay(ctx.st, seat, {price: 1})
    ctx.st.players[seat].cast.append(f"{spell}@{ctx.st.turn.number}")
    ctx.tell(E.SpellCast(seat, spell))


# ------------------------------------------------------------------------------------------
# Hand-ons to the sections loaded later


class _PrepareFight(Protocol):
    def __call__(self, ctx: Ctx, seat: int, purpose: str, space: str, card: str | None = None) -> None: ...


class _Later:
    """The steps of the turn that a section hands play on to but that live in a module loaded after its
    own. The sections call each other in a circle (a card played passes over the stages with nothing to
    choose, which may end the turn; a space's action starts a fight, whose outcome ends the turn), while
    their modules import one way only, each only those before it in rules.py's list. Those few calls
    go through `later`; the module defining each step sets it there as it is loaded (rules.py loads
    them all before anything is played)."""

    __slots__ = ("death", "end_turn", "prepare_fight", "settle")

    settle: Callable[[Ctx], None]  # rules_turn._settle (from play and raise)
    end_turn: Callable[[Ctx], None]  # rules_turn.end_turn (from the spaces' actions and from fights)
    prepare_fight: _PrepareFight  # rules_fight.prepare_fight (from the spaces' actions)
    death: Callable[[Ctx, int], None]  # rules_fight.death (from a quest's wound)


later = _Later()
