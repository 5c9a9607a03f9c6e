"""Rise of the Necromancers rules: set-up, the turn and its five phases, every space's action,
combat wired to combat.py, death, Dominion and the win (checklist RN-SETUP .. RN-PVP).

Everything here works on a cloned `State` inside one `Ctx` (the state, its RNG, the events so
far); game.py clones, dispatches and returns. Stages of a turn (`state.turn.stage`): play (phase 1),
raise (phase 2), move (phase 3), then only where a choice is needed: look (Library / Workshop
pick), quest (Quest-Choice), ready (once Items before a combat), combat (a combat decision),
defend / flee_to (RN-PVP). Phase 4 actions without a choice and phase 5 happen inside the action
that leads to them. A stage with nothing to choose is passed over (phases 1 and 2 are optional,
RN-TURN-03), so the seat to act always has a real choice.

Readings taken beyond the checklist's (documented deviations):
- Seats are numbered in turn order from the black Necromancer's, each the right of the one before
  (RN-TURN-01): "the player to your left" is the previous seat in turn order.
- The defender's choices in a fight no player owns (a neutral City, the foe of a Dungeon nobody
  holds) are made for the player to the left by combat.default_policy; they never have more than one
  option anyway. A Dungeon's foe is rolled for by the player holding the Dungeon (RN-COMBAT-10/11).
- A card's passive weaken joins the step-1 Weaken decision; a once final_attack Item joins Death Bolt.
- An Academy you do not qualify for is no action, so its guards are not fought (RN-ACAD-11).
- A quest whose payments cannot all be made fails before anything is paid (no part payment).
- In a Necromancer fight the defender, too, may use its once-only combat Items: it chooses after the
  attacker (stage "ready", waiting on it); both players' Items are listed in Fight.using.
- A Quest's "sacrifice Minions" cannot be done: only the Necromancer and the Apprentice go into a
  Dungeon, its Minions wait outside and take no part in its quests (RN-DUNG-06), so the quest fails
  before anything is paid (as any price you cannot pay). A quest wound goes to a Golem, then the
  Apprentice, then the Necromancer.
- RN-PVP-04 with RN-COMBAT-24 and RN-ACT-02: the fleeing Necromancer may not be sent to the space the
  attacker came from when the attacker's action there is a City fight, which would send it back.
- RN-DEATH-02: what the player collected earlier in the turn its Necromancer dies goes back to the
  supply (as much as it still holds; what it spent stays spent), and it collects nothing more that turn.
- A safety net: after `round_limit` rounds the most counters placed wins (ties share).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

import msgspec

from tabletop.content.rise.board import GOOD_NAMES
from tabletop.content.rise.cards import Effect
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event, player_name
from tabletop.core.rng import RNG
from tabletop.games.rise import actions as A
from tabletop.games.rise import combat as C
from tabletop.games.rise.content import (
    academy_count,
    board,
    card_effects,
    cards,
    city_ids,
    cost_items,
    dice,
    effects_of,
    minion_costs,
    minion_moves,
    once_items,
    play_info,
    spell_level,
    spell_levels,
    track,
)
from tabletop.games.rise.state import (
    MINION_KINDS,
    STOCK,
    Fight,
    FighterSpec,
    Guard,
    Holding,
    Player,
    SideSpec,
    State,
    Turn,
    controlled,
    counters_placed,
)

COMBAT_ONCE = {"attack_bonus", "extra_attack", "ghost_strike", "final_attack", "weaken", "reroll", "ignore_wound"}
MOVE_ONCE = {"move_bonus", "move_through"}
PLAY_ONCE = {"gain", "draw"}
RAISE_ONCE = {"extra_raise"}
VALLEY = "valley"


def who(seat: int) -> str:
    return _WHO[seat] if 0 <= seat < 8 else player_name(seat)


_WHO = tuple(player_name(s) for s in range(8))  # who() of every seat, said in thousands of log lines a game


def _event_maker():
    """Event(kind, data, text, to, public, public_data, reveals), made without the frozen dataclass's
    __init__ (a game says thousands): the same record while Event is a plain dataclass of exactly these
    fields; otherwise Event itself."""
    names = ("kind", "data", "text", "to", "public", "public_data", "reveals")
    plain = (
        dataclasses.is_dataclass(Event)
        and tuple(f.name for f in dataclasses.fields(Event)) == names
        and not hasattr(Event, "__slots__")
        and not hasattr(Event, "__post_init__")
    )
    if not plain:
        return Event
    new, put = object.__new__, object.__setattr__

    def make(kind, data, text, to, public, public_data, reveals):
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

    def done(self) -> None:
        if self._rng is not None or not self.st.rng:
            self.st.rng = self.rng.get_state()


class _Recorder(RNG):
    """The dice a combat rolls, through the game's dice, written down so the combat can be rebuilt."""

    rolls: list[int]

    def __init__(self, ctx: Ctx):  # no super().__init__(): no generator of its own is wanted
        self.ctx, self.rolls = ctx, []

    def randint(self, a: int, b: int) -> int:
        ctx = self.ctx  # ctx.die() written out
        if ctx.st.forced:
            r = ctx.st.forced.pop(0)
        else:
            rng = ctx._rng
            r = (ctx.rng if rng is None else rng).randint(1, 6)
        self.rolls.append(r)
        return r


# ------------------------------------------------------------------------------------------
# Set-up (RN-SETUP)


def initial_state(settings, seed: int) -> State:
    c = cards()
    rng = RNG(seed, stream=77)
    n = settings.players
    st = State(
        players_n=n,
        side=settings.side,
        pvp=settings.pvp,
        round_limit=settings.round_limit,
        order=[],
        players=[],
        supply={},
        forced=list(settings.forced),
    )
    ctx = Ctx(st)
    ctx.rng = rng
    board(settings.side)  # load and check the side now (a broken file names file and field)
    # RN-SETUP-04 / RN-CONT-06 / RN-RAISE-10: the limited general supply.
    st.supply = {k: c.supply(k) for k in STOCK + MINION_KINDS}
    # RN-SETUP-05: Item, Spell and Dungeon decks shuffled face down.
    for name, deck in (("item_deck", "items"), ("spell_deck", "spells"), ("dungeon_deck", "dungeons")):
        cards_ = c.deck(deck)
        rng.shuffle(cards_)
        setattr(st, name, cards_)
    # RN-SETUP-07/08: 3 Necromancers and 3 Apprentices each, the rest to the box.
    hands: list[list[str]] = [[] for _ in range(n)]
    for deck in ("necromancers", "apprentices"):
        cards_ = c.deck(deck)
        rng.shuffle(cards_)
        for s in range(n):
            hands[s] += cards_[3 * s : 3 * s + 3]
        st.box += cards_[3 * n :]
    # RN-SETUP-10/11: one die each; only those tied for lowest roll again.
    rolling = list(range(n))
    while True:
        rolls = [ctx.die() for _ in rolling]
        st.rolloff.append([rolling[i] * 10 + r for i, r in enumerate(rolls)])  # seat*10 + roll
        low = min(rolls)
        rolling = [s for s, r in zip(rolling, rolls) if r == low]
        if len(rolling) == 1:
            break
    black = rolling[0]
    # RN-SETUP-13/15, RN-TURN-01: black first, then each player to the right in turn.
    st.order = [(black + k) % n for k in range(n)]
    colours = [x.id for x in c.supplies.colours]
    for s in range(n):
        colour = colours[st.order.index(s)]
        # RN-SETUP-14/16: in the Valley, nothing in play, no stock.
        st.players.append(
            Player(colour=colour, hand=hands[s], stock=dict.fromkeys(STOCK, 0), army=dict.fromkeys(MINION_KINDS, 0))
        )
    st.turn = Turn(number=1, seat=black, start=VALLEY)
    ctx.rng = rng
    _start_turn(ctx, first=True)
    ctx.done()
    ctx.st.rng = rng.get_state()
    return st


def setup_events(st: State) -> list[Event]:
    c = cards()
    out = [
        Event(
            "shuffle",
            {"decks": ["item", "spell", "dungeon", "necromancer", "apprentice"]},
            "The Item, Spell and Dungeon decks are shuffled; 3 Necromancer and 3 Apprentice cards are dealt "
            "face down to each player.",
        )
    ]
    for s, p in enumerate(st.players):
        out.append(
            Event(
                "deal",
                {"seat": s, "cards": list(p.hand)},
                f"{who(s)} is dealt {_names(c, p.hand)}.",
                to=(s,),
                public=f"{who(s)} is dealt 6 cards face down.",
                public_data={"seat": s},
                reveals=True,
            )
        )
    for k, rolls in enumerate(st.rolloff):
        seats = {r // 10: r % 10 for r in rolls}
        out.append(
            Event(
                "roll",
                {"rolloff": seats, "round": k + 1},
                "Roll for the black Necromancer: "
                + ", ".join(f"{who(s)} {r}" for s, r in seats.items())
                + ("" if k + 1 == len(st.rolloff) else " (a tie for lowest: they roll again)"),
            )
        )
    out.append(
        Event(
            "setup",
            {"order": list(st.order)},
            f"{who(st.order[0])} takes the black Necromancer and starts; everyone stands in the Valley.",
        )
    )
    return out


# ------------------------------------------------------------------------------------------
# Helpers: stock, supply, cards


def gain(ctx: Ctx, seat: int, what: str, amount: int, why: str = "") -> int:
    """Take from the supply what it still holds (RN-CONT-06, RN-LAND-03); Minions go on the Player board.
    Every collection goes through here: a player whose Necromancer has died this turn collects no
    Resources or corpses for the rest of it (RN-DEATH-02)."""
    st = ctx.st
    t = st.turn
    if t.dead and seat in t.dead and what in STOCK:
        ctx.say(
            "gain",
            f"{who(seat)} collects no {what.replace('_', ' ')}{why}: their Necromancer died this turn (RN-DEATH-02).",
            {"seat": seat, "what": what, "amount": 0},
        )
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
    ctx.say(
        "gain",
        f"{who(seat)} gains {got} {what.replace('_', ' ')}{why}"
        + ("" if got == amount else f" (the supply had only {got})")
        + ".",
        {"seat": seat, "what": what, "amount": got},
    )
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


def _names(c, ids) -> str:
    """Cards' printed names for the log ("A, B and C"); the ids stay in the event's data."""
    names = [c.card(x).name for x in ids]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def draw(ctx: Ctx, seat: int, what: str, amount: int) -> None:
    """Draw from the Spell or Item deck into the hand, seen only by the drawer (never reshuffled, RN-LIB-02)."""
    st = ctx.st
    deck = st.spell_deck if what == "spell" else st.item_deck
    got = deck[:amount]
    del deck[:amount]
    p = st.players[seat]
    p.hand += got
    p.fresh += got
    ctx.say(
        "draw",
        f"{who(seat)} draws {_names(ctx.cards, got) if got else 'nothing (the deck is empty)'}.",
        {"seat": seat, "cards": got},
        to=(seat,),
        public=f"{who(seat)} draws {len(got)} {what} card(s).",
        public_data={"seat": seat, "count": len(got)},
        reveals=bool(got),
    )


def fire(ctx: Ctx, seat: int, when: str, using=()) -> None:
    """The gain and draw effects that trigger `when` (turn, tax, land, dungeon, conquer, now)."""
    for e in effects_of(ctx.st, seat, ("gain", "draw"), using):
        if e.when != when or e.once:
            continue
        assert e.what is not None and e.amount is not None  # a gain's or draw's (the content is checked)
        if e.kind == "gain":
            gain(ctx, seat, e.what, e.amount, f" ({when})")
        elif e.kind == "draw":
            draw(ctx, seat, e.what, e.amount)


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
    m = ctx.cards.minion(kind)
    cost = dict(cost_items(ctx.cards, m.costs[option]))
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
# Turn flow


def _start_turn(ctx: Ctx, first: bool = False) -> None:
    st = ctx.st
    seat = st.turn.seat
    p = st.players[seat]
    p.fresh = []
    if p.cast:
        p.cast = [x for x in p.cast if x.endswith(f"@{st.turn.number}")]
    st.turn.start = p.space
    ctx.say("turn", f"Round {st.round}: {who(seat)}'s turn.", {"seat": seat, "round": st.round})
    fire(ctx, seat, "turn")
    _settle(ctx)


def end_turn(ctx: Ctx) -> None:
    """Play passes to the right (RN-TURN-01); the round limit is the safety net."""
    st = ctx.st
    if st.winners is not None:
        return
    st.fight = None
    i = st.order.index(st.turn.seat)
    nxt = st.order[(i + 1) % len(st.order)]
    if i + 1 == len(st.order):
        st.round += 1
        if st.round > st.round_limit:
            counts = [counters_placed(st, s) for s in range(st.players_n)]
            best = max(counts)
            st.winners = [s for s in range(st.players_n) if counts[s] == best]
            _forget_fights()
            st.reason = (
                f"After {st.round_limit} rounds nobody is Necromancer King: "
                f"{' and '.join(who(s) for s in st.winners)} placed the most Dominion counters ({best})."
            )
            st.turn.stage = "over"
            ctx.say("over", st.reason, {"winners": st.winners})
            return
    st.turn = Turn(number=st.turn.number + 1, seat=nxt)
    _start_turn(ctx)


def _settle(ctx: Ctx) -> None:
    """Pass over the stages with nothing to choose (phases 1 and 2 are optional; RN-MOVE-11)."""
    st = ctx.st
    t = st.turn
    seat = t.seat
    if t.stage == "play" and not _can_play(ctx, seat):
        t.stage = "raise"
    if t.stage == "raise" and not _can_raise(ctx, seat):
        t.stage = "move"
    if t.stage == "move" and not t.moved and not _can_move(ctx, seat):
        # RN-MOVE-11: every way out is blocked: skip movement and action.
        ctx.say("stuck", f"{who(seat)} cannot move and skips movement and action.", {"seat": seat})
        phase5(ctx)
        end_turn(ctx)


def to_act(st: State) -> list[int]:
    if st.winners is not None:
        return []
    if st.turn.stage == "defend":
        assert st.turn.defender is not None  # set with the attack (RN-PVP)
        return [st.turn.defender]
    if st.turn.stage == "combat" and st.fight is not None:
        return [st.fight.waiting]
    if st.turn.stage == "ready" and st.fight is not None and st.fight.purpose == "pvp":
        return [st.fight.waiting]  # the attacker's once Items, then the defender's
    return [st.turn.seat]


# ------------------------------------------------------------------------------------------
# Phase 1: play cards (RN-PLAY, RN-NEC, RN-APP, RN-SPELL, RN-ITEM)


def why_not_play(ctx: Ctx, seat: int, card_id: str) -> str | None:
    st = ctx.st
    p = st.players[seat]
    if card_id not in p.hand:
        return "that card is not in your hand"
    if card_id in p.fresh:
        return "a card drawn this turn can be played from your next turn (RN-SPELL-11, RN-WORK-02)"
    apprentice, necromancer, _item, _cost = play_info(ctx.cards, card_id)
    if apprentice:
        if p.necromancer is None or p.necromancer_turn >= st.turn.number:
            return "an Apprentice needs a Necromancer played in an earlier turn (RN-APP-01, RN-PLAY-06)"
        if p.apprentice is not None:
            return "you already have an Apprentice (RN-APP-04)"
        if p.apprentices_dead >= 3:
            return "after your third Apprentice's death no other will follow you (RN-APP-05)"
    elif necromancer and p.necromancer is not None:
        return "you are already a named Necromancer (RN-NEC-02)"
    if not affordable(st, seat, card_cost(ctx, seat, card_id)):
        return "you cannot pay its cost (RN-PLAY-09)"
    return None


def _can_play(ctx: Ctx, seat: int) -> bool:
    """Whether play_options holds more than EndPlay: why_not_play's checks inlined (a card of the hand is
    in the hand), stopping at the first playable card; asked at every turn's start and after each card."""
    st = ctx.st
    p = st.players[seat]
    c = ctx.cards
    fresh, stock = p.fresh, p.stock
    cost: Iterable[tuple[str, int]]  # play_info's cost items, or card_cost's (with its reductions)
    for cid in p.hand:
        if cid in fresh:
            continue
        apprentice, necromancer, item, cost = play_info(c, cid)
        if apprentice:
            if (
                p.necromancer is None
                or p.necromancer_turn >= st.turn.number
                or p.apprentice is not None
                or p.apprentices_dead >= 3
            ):
                continue
        elif necromancer and p.necromancer is not None:
            continue
        if item and cost:
            cost = card_cost(ctx, seat, cid).items()  # with its reductions
        for k, v in cost:
            if stock.get(k, 0) < v:
                break
        else:
            return True
    return bool(once_items(st, seat, PLAY_ONCE))


def play_options(ctx: Ctx, seat: int) -> list:
    st = ctx.st
    out: list = [
        A.PlayCard(seat, cid) for cid in dict.fromkeys(st.players[seat].hand) if why_not_play(ctx, seat, cid) is None
    ]
    out += [A.UseItem(seat, i) for i in once_items(st, seat, PLAY_ONCE)]
    return out + [A.EndPlay(seat)]


def play_card(ctx: Ctx, a: A.PlayCard) -> None:
    st = ctx.st
    why = why_not_play(ctx, a.seat, a.card)
    if why:
        raise IllegalAction(why)
    p = st.players[a.seat]
    c = ctx.cards
    pay(st, a.seat, card_cost(ctx, a.seat, a.card))
    p.hand.remove(a.card)
    name = c.card(a.card).name
    if a.card in c.necromancers:
        p.necromancer, p.necromancer_turn = a.card, st.turn.number
        gone = [x for x in p.hand if x in c.necromancers]
        p.hand = [x for x in p.hand if x not in c.necromancers]  # RN-NEC-02: the other two leave the game
        st.box += gone
    elif a.card in c.apprentices:
        p.apprentice = a.card
    elif a.card in c.items:
        p.items.append(a.card)
    else:
        p.spells.append(a.card)
    ctx.say("play", f"{who(a.seat)} plays {name}.", {"seat": a.seat, "card": a.card}, reveals=True)
    for e in card_effects(c, a.card):
        if e.when == "now" and not e.once:
            if e.kind == "gain":
                assert e.what is not None and e.amount is not None
                gain(ctx, a.seat, e.what, e.amount)
            elif e.kind == "draw":
                assert e.what is not None and e.amount is not None
                draw(ctx, a.seat, e.what, e.amount)
    _settle(ctx)


def use_item(ctx: Ctx, a: A.UseItem) -> None:
    st = ctx.st
    t = st.turn
    kinds = {"play": PLAY_ONCE, "raise": RAISE_ONCE, "move": MOVE_ONCE, "ready": COMBAT_ONCE}.get(t.stage)
    if kinds is None or (t.stage == "move" and t.moved) or a.card not in once_items(st, a.seat, kinds):
        raise IllegalAction("that Item cannot be used now")
    p = st.players[a.seat]
    if t.stage == "ready":  # turned over as the fight starts: its effect works in that fight (start_fight)
        assert st.fight is not None  # prepared before the "ready" stage
        if a.card in st.fight.using:
            raise IllegalAction("that Item is already chosen for this combat")
    else:
        p.used.append(a.card)  # RN-ITEM-02: turned over, still in play
    ctx.say(
        "use_item",
        f"{who(a.seat)} uses {ctx.cards.card(a.card).name} (once during the game).",
        {"seat": a.seat, "card": a.card},
    )
    for e in card_effects(ctx.cards, a.card):
        if not e.once:
            continue
        if e.kind == "gain":
            assert e.what is not None and e.amount is not None
            gain(ctx, a.seat, e.what, e.amount)
        elif e.kind == "draw":
            assert e.what is not None and e.amount is not None
            draw(ctx, a.seat, e.what, e.amount)
        elif e.kind == "move_bonus":
            assert e.amount is not None
            t.mist += e.amount
        elif e.kind == "move_through":
            t.through = True
        elif e.kind == "extra_raise":
            t.extra_raise_used.append(a.card)
    if t.stage == "ready":
        assert st.fight is not None
        st.fight.using.append(a.card)
    else:
        _settle(ctx)


def end_play(ctx: Ctx, a: A.EndPlay) -> None:
    ctx.st.turn.stage = "raise"
    _settle(ctx)


# ------------------------------------------------------------------------------------------
# Phase 2: raise Minions (RN-RAISE)


def _extra_raises(ctx: Ctx, seat: int, kind: str) -> int:
    t = ctx.st.turn
    return sum(e.count for e in _eff(ctx.st, seat, "extra_raise", t.extra_raise_used) if e.what == kind)


def may_raise(ctx: Ctx, seat: int, kind: str, option: int) -> str | None:
    st = ctx.st
    if kind not in MINION_KINDS:
        return f"there is no Minion {kind!r}"
    m = ctx.cards.minion(kind)
    if not 0 <= option < len(m.costs):
        return f"the {m.name} has {len(m.costs)} cost option(s)"
    t = st.turn
    extra = [k for k in t.extra_raise_used if k in MINION_KINDS]
    if t.raised >= 1 and extra.count(kind) >= _extra_raises(ctx, seat, kind):
        return "you may raise one Minion in phase 2 (RN-RAISE-01)"
    if st.supply.get(kind, 0) <= 0:
        return f"no {m.name} is left in the supply (RN-RAISE-10)"
    if not affordable(st, seat, raise_cost(ctx, seat, kind, option)):
        return f"you cannot pay for a {m.name}"
    return None


def _can_raise(ctx: Ctx, seat: int) -> bool:
    """Whether raise_options holds more than EndRaise (the same answer, stopping at the first)."""
    return bool(raise_options(ctx, seat, first=True))


def raise_options(ctx: Ctx, seat: int, first: bool = False) -> list:
    """The Raises may_raise allows (the same list, the seat's effects looked up once); `first`: at most
    the first of them (or a once Item), without EndRaise."""
    out: list = []
    st = ctx.st
    t = st.turn
    stock = st.players[seat].stock
    supply = st.supply
    raised = t.raised >= 1
    if raised:  # only a second raise asks for extra_raise effects (RN-RAISE-01)
        extra = [k for k in t.extra_raise_used if k in MINION_KINDS]
        more = effects_of(st, seat, "extra_raise", t.extra_raise_used)
    reduce = effects_of(st, seat, "reduce_cost", t.extra_raise_used)
    items: Iterable[tuple[str, int]]  # a cost option's items, or with its reductions
    for kind, costs in minion_costs(ctx.cards):
        if raised and extra.count(kind) >= sum(e.count or 0 for e in more if e.what == kind):  # count: required
            continue
        if supply.get(kind, 0) <= 0:
            continue
        for option, items in enumerate(costs):
            if reduce:
                cost = dict(items)
                for e in reduce:
                    if e.what == kind and e.resource in cost:
                        assert e.amount is not None
                        cost[e.resource] = max(0, cost[e.resource] - e.amount)
                items = cost.items()
            for k, v in items:
                if stock.get(k, 0) < v:
                    break
            else:
                out.append(A.Raise(seat, kind, option))
                if first:
                    return out
    out += [A.UseItem(seat, i) for i in once_items(ctx.st, seat, RAISE_ONCE)]
    return out if first else out + [A.EndRaise(seat)]


def raise_minion(ctx: Ctx, a: A.Raise) -> None:
    why = may_raise(ctx, a.seat, a.kind, a.option)
    if why:
        raise IllegalAction(why)
    st = ctx.st
    pay(st, a.seat, raise_cost(ctx, a.seat, a.kind, a.option))
    if st.turn.raised >= 1:
        st.turn.extra_raise_used.append(a.kind)
    st.turn.raised += 1
    st.supply[a.kind] -= 1
    st.players[a.seat].army[a.kind] += 1
    ctx.say("raise", f"{who(a.seat)} raises a {ctx.cards.minion(a.kind).name}.", {"seat": a.seat, "kind": a.kind})
    _settle(ctx)


def end_raise(ctx: Ctx, a: A.EndRaise) -> None:
    ctx.st.turn.stage = "move"
    _settle(ctx)


# ------------------------------------------------------------------------------------------
# Phase 3: movement (RN-MOVE, RN-SPEC-08)


def allowance(ctx: Ctx, seat: int) -> int:
    """RN-MOVE-03/15: the slowest Minion on the Player board (1 without), + bonuses and Mist Walk."""
    st = ctx.st
    moves = minion_moves(ctx.cards)
    base = None
    for k, n in st.players[seat].army.items():
        if n > 0:
            m = moves[k]
            if base is None or m < base:
                base = m
    if base is None:
        base = ctx.cards.supplies.player_board.no_minion_move
    bonus = effects_of(st, seat, "move_bonus")
    return (base + sum(e.amount or 0 for e in bonus) if bonus else base) + st.turn.mist  # amount: required


def destinations(ctx: Ctx, seat: int, target: str | None = None) -> dict[str, str]:
    """Where `seat` may move: space -> the space it came from on the way (breadth first, one ring of
    spaces after the other). With `target` the search stops once it is found (its entry is final when
    found: the Move applied needs no more)."""
    st, b = ctx.st, ctx.board
    start = st.players[seat].space
    through = st.turn.through or bool(_eff(st, seat, "move_through"))
    reach = allowance(ctx, seat)
    parent: dict[str, str] = {}
    # occupant() for every space at once: spaces a rival stands on (never the Valley).
    taken = {p.space for s, p in enumerate(st.players) if s != seat and p.space != VALLEY}
    adjacent = b._adjacent
    pvp = st.pvp
    dominion = st.dominion
    cities = city_ids(b)
    seen = {start}
    ring = [start]
    for step in range(reach):
        further = step + 1 < reach  # the spaces found now are left again (never in the last ring)
        nxt = []
        for cur in ring:
            for n in adjacent[cur]:
                if n in seen:
                    continue
                if n in taken:
                    if pvp:  # RN-PVP-01: moving onto a rival attacks it; no passing through
                        seen.add(n)
                        parent[n] = cur
                        if n == target:
                            return parent
                    continue  # RN-MOVE-10
                seen.add(n)
                parent[n] = cur
                if n == target:
                    return parent
                if further:
                    # RN-MOVE-06/07: a City you do not control, or a space with an opposing counter,
                    # ends movement (only Mist Walk's move_through passes them).
                    h = dominion.get(n)
                    if through or (h.seat == seat if h is not None else n not in cities):
                        nxt.append(n)
        if not nxt:
            break
        ring = nxt
    return parent


def _can_move(ctx: Ctx, seat: int) -> bool:
    """Whether move_options holds a Move or a Stay (the same answer without listing them)."""
    st = ctx.st
    here = st.players[seat].space
    if ctx.board.space(here).kind == "city" and mine(st, seat, here):
        return True  # Stay
    if allowance(ctx, seat) < 1:
        return False
    if st.pvp:
        return bool(ctx.board._adjacent[here])
    taken = {p.space for s, p in enumerate(st.players) if s != seat and p.space != VALLEY}
    return any(n not in taken for n in ctx.board._adjacent[here])


def move_options(ctx: Ctx, seat: int) -> list:
    st = ctx.st
    t = st.turn
    p = st.players[seat]
    if t.moved:
        return []
    out: list = []
    here = p.space
    if here == t.start and not _moving_spell(t):  # RN-MOVE-15: before Mist Walk
        if mine(st, seat, here):  # RN-MOVE-12
            out += [A.Fortify(seat, k) for k in MINION_KINDS if p.army.get(k, 0) > 0]
        g = st.guards.get(here)
        if g is not None and g.seat == seat:  # RN-MOVE-13
            out += [A.PickUp(seat, k) for k in MINION_KINDS if g.army.get(k, 0) > 0]
    if t.mist == 0 and _castable(ctx, seat, "mist_walk"):
        out.append(A.MistWalk(seat))
    out += [A.UseItem(seat, i) for i in once_items(st, seat, MOVE_ONCE)]
    out += [A.Move(seat, d) for d in destinations(ctx, seat)]
    if ctx.board.space(here).kind == "city" and mine(st, seat, here):  # RN-MOVE-08, RN-CITY-03
        out.append(A.Stay(seat))
    return out


def _castable(ctx: Ctx, seat: int, spell: str) -> bool:
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
    ctx.say("cast", f"{who(seat)} casts {ctx.cards.spells[spell].name}.", {"seat": seat, "spell": spell})


def _before_moving(ctx: Ctx, seat: int) -> None:
    t = ctx.st.turn
    if t.stage != "move" or t.moved:
        raise IllegalAction("that is done at the start of the movement phase")


def _moving_spell(t: Turn) -> bool:
    """Mist Walk (or a once movement Item) is cast: fortifying and picking up are over (RN-MOVE-15)."""
    return bool(t.mist or t.through)


def _before_mist(ctx: Ctx, seat: int) -> None:
    _before_moving(ctx, seat)
    if _moving_spell(ctx.st.turn):
        raise IllegalAction("Minions are left or picked up before Mist Walk is cast (RN-MOVE-15)")


def fortify(ctx: Ctx, a: A.Fortify) -> None:
    _before_mist(ctx, a.seat)
    st = ctx.st
    p = st.players[a.seat]
    if p.space != st.turn.start or not mine(st, a.seat, p.space):
        raise IllegalAction("you fortify only a space with your Dominion counters where you began (RN-MOVE-12)")
    if a.kind not in MINION_KINDS or p.army.get(a.kind, 0) <= 0:
        raise IllegalAction("you have no such Minion on your Player board")
    p.army[a.kind] -= 1
    g = st.guards.setdefault(p.space, Guard(seat=a.seat, army=dict.fromkeys(MINION_KINDS, 0)))
    g.army[a.kind] += 1
    ctx.say(
        "fortify",
        f"{who(a.seat)} leaves a {ctx.cards.minion(a.kind).name} on {ctx.board.space(p.space).name}.",
        {"seat": a.seat, "kind": a.kind, "space": p.space},
    )


def pick_up(ctx: Ctx, a: A.PickUp) -> None:
    _before_mist(ctx, a.seat)
    st = ctx.st
    p = st.players[a.seat]
    g = st.guards.get(p.space)
    if (
        p.space != st.turn.start
        or g is None
        or g.seat != a.seat
        or a.kind not in MINION_KINDS
        or g.army.get(a.kind, 0) <= 0
    ):
        raise IllegalAction("none of your Minions of that kind is on this space (RN-MOVE-13)")
    g.army[a.kind] -= 1
    if not any(g.army.values()):
        del st.guards[p.space]
    p.army[a.kind] += 1
    ctx.say("pick_up", f"{who(a.seat)} takes a {ctx.cards.minion(a.kind).name} back.", {"seat": a.seat, "kind": a.kind})


def mist_walk(ctx: Ctx, a: A.MistWalk) -> None:
    _before_moving(ctx, a.seat)
    if ctx.st.turn.mist or not _castable(ctx, a.seat, "mist_walk"):
        raise IllegalAction("you cannot cast Mist Walk now")
    _cast(ctx, a.seat, "mist_walk")
    level = spell_level(ctx.st, a.seat, "mist_walk")
    for e in ctx.cards.spell_effect("mist_walk", level):
        if e.kind == "move_bonus":
            assert e.amount is not None
            ctx.st.turn.mist += e.amount
        elif e.kind == "move_through":
            ctx.st.turn.through = True


def move(ctx: Ctx, a: A.Move) -> None:
    _before_moving(ctx, a.seat)
    st = ctx.st
    if not ctx.board.has(a.to):
        raise IllegalAction(f"there is no space {a.to!r}")
    where = destinations(ctx, a.seat, a.to)
    if a.to not in where:
        raise IllegalAction("you cannot reach that space this turn (RN-MOVE-05..10)")
    p = st.players[a.seat]
    p.came_from, p.space = where[a.to], a.to
    st.turn.moved = True
    ctx.say("move", f"{who(a.seat)} moves to {ctx.board.space(a.to).name}.", {"seat": a.seat, "to": a.to})
    rival = occupant(st, a.to, a.seat)
    if rival is not None:
        _attack_necromancer(ctx, a.seat, rival)
    else:
        take_action(ctx, a.seat)


def stay(ctx: Ctx, a: A.Stay) -> None:
    _before_moving(ctx, a.seat)
    st = ctx.st
    p = st.players[a.seat]
    if ctx.board.space(p.space).kind != "city" or not mine(st, a.seat, p.space):
        raise IllegalAction("you must move: only on your own City may you stand still (RN-MOVE-08)")
    st.turn.moved = True
    ctx.say("stay", f"{who(a.seat)} stands still on {ctx.board.space(p.space).name}.", {"seat": a.seat})
    take_action(ctx, a.seat)


# ------------------------------------------------------------------------------------------
# Phase 4: the space's action (RN-ACT and every space)


def finish_turn(ctx: Ctx) -> None:
    phase5(ctx)
    end_turn(ctx)


def take_action(ctx: Ctx, seat: int) -> None:
    st = ctx.st
    space = st.players[seat].space
    s = ctx.board.space(space)
    kind = s.kind
    if kind == "valley":  # RN-VALLEY-01
        ctx.say("action", f"{who(seat)} finds only darkness and fog in the Valley of Souls.", {"seat": seat})
        return finish_turn(ctx)
    if kind == "land":
        return land(ctx, seat, s)
    if kind == "city":
        if mine(st, seat, space):
            return tax(ctx, seat)
        return prepare_fight(ctx, seat, "city", space)
    if kind == "dungeon":
        if mine(st, seat, space):  # RN-DUNG-02
            ctx.say("action", f"{who(seat)} already controls this Dungeon: no action.", {"seat": seat})
            return finish_turn(ctx)
        g = st.guards.get(space)
        if g is not None and g.seat != seat:  # RN-DUNG-03
            return prepare_fight(ctx, seat, "dungeon_guard", space)
        return enter_dungeon(ctx, seat)
    if kind in ("library", "workshop"):
        return look(ctx, seat, kind)
    if kind == "academy":
        return academy(ctx, seat, s)
    raise AssertionError(kind)


def land(ctx: Ctx, seat: int, s) -> None:
    """RN-LAND-01: roll the dice shown and collect what they show (from what the supply holds)."""
    d = dice()
    faces = []
    for which in s.dice():
        face = d.die(which).faces[ctx.die() - 1]
        faces.append(list(face))
    ctx.say(
        "roll",
        f"{who(seat)} rolls the Land dice of {s.name}: "
        + "; ".join(", ".join(GOOD_NAMES.get(g, g) for g in f) or "nothing" for f in faces)
        + ".",
        {"seat": seat, "faces": faces},
    )
    for face in faces:
        for good in face:
            gain(ctx, seat, good, 1)
    fire(ctx, seat, "land")
    finish_turn(ctx)


def tax(ctx: Ctx, seat: int) -> None:
    """RN-CITY-02..05: the tax of every City with your counters (not in a turn you conquered one)."""
    st = ctx.st
    if st.turn.conquered:  # RN-CITY-04
        return finish_turn(ctx)
    for space, h in sorted(st.dominion.items()):
        s = ctx.board.space(space)
        if h.seat == seat and s.kind == "city":
            for good in s.tax:
                gain(ctx, seat, good, 1, f" (tax of {s.name})")
    fire(ctx, seat, "tax")
    finish_turn(ctx)


def look(ctx: Ctx, seat: int, kind: str) -> None:
    """RN-LIB-01/02, RN-WORK-01/03: look at the top 3 (+ extra_look) cards, seen only by you."""
    st = ctx.st
    deck_name = "spell_deck" if kind == "library" else "item_deck"
    deck = getattr(st, deck_name)
    n = 3 + sum(e.amount for e in _eff(st, seat, "extra_look") if e.what == kind)
    top = deck[:n]
    if not top:
        ctx.say(
            "action", f"{who(seat)} finds the {'Spell' if kind == 'library' else 'Item'} deck empty.", {"seat": seat}
        )
        return finish_turn(ctx)
    del deck[: len(top)]
    st.turn.peek, st.turn.peek_deck, st.turn.stage = top, deck_name, "look"
    names = [ctx.cards.card(c).name for c in top]
    said = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
    ctx.say(
        "look",
        f"{who(seat)} looks at {said}.",
        {"seat": seat, "cards": top, "names": names, "deck": "spell" if kind == "library" else "item"},
        to=(seat,),
        public=f"{who(seat)} looks at the top {len(top)} cards of the {'Spell' if kind == 'library' else 'Item'} deck.",
        public_data={"seat": seat, "count": len(top), "deck": "spell" if kind == "library" else "item"},
        reveals=True,
    )
    ctx.say("look_public", f"{who(seat)} is choosing a card.", {"seat": seat})


def pick(ctx: Ctx, a: A.Pick) -> None:
    st = ctx.st
    t = st.turn
    if t.stage != "look":
        raise IllegalAction("you are not looking at cards now")
    if a.card not in t.peek:
        raise IllegalAction("keep one of the cards you looked at")
    rest = list(t.peek)
    rest.remove(a.card)
    if a.rest:
        if sorted(a.rest) != sorted(rest):
            raise IllegalAction("put back exactly the other cards you looked at")
        rest = list(a.rest)
    deck = getattr(st, t.peek_deck)
    deck[:0] = rest  # back on top, in the order chosen
    p = st.players[a.seat]
    p.hand.append(a.card)
    p.fresh.append(a.card)
    t.peek = []
    kept = ctx.cards.card(a.card).name
    back = ", then ".join(ctx.cards.card(c).name for c in rest)
    ctx.say(
        "pick",
        f"{who(a.seat)} keeps {kept} and puts {back or 'nothing'} back on top"
        f"{' in that order' if len(rest) > 1 else ''}.",
        {"seat": a.seat, "card": a.card, "name": kept, "rest": rest},
        to=(a.seat,),
        public=f"{who(a.seat)} keeps one card and puts {len(rest)} back on top.",
        public_data={"seat": a.seat, "count": len(rest)},
    )
    ctx.say("pick_public", f"{who(a.seat)} adds a card to their hand.", {"seat": a.seat})
    finish_turn(ctx)


def enter_dungeon(ctx: Ctx, seat: int) -> None:
    """RN-DUNG-04/05/11: draw and reveal the top Dungeon card (the discards reshuffled when it is empty)."""
    st = ctx.st
    if not st.dungeon_deck and st.dungeon_discard:
        st.dungeon_deck = list(st.dungeon_discard)
        st.dungeon_discard = []
        ctx.rng.shuffle(st.dungeon_deck)
        ctx.say("shuffle", "The Dungeon discard pile is shuffled into a new Dungeon deck.", {"deck": "dungeon"})
    if not st.dungeon_deck:
        ctx.say("action", "There are no Dungeon cards left.", {"seat": seat})
        return finish_turn(ctx)
    card_id = st.dungeon_deck.pop(0)
    card = ctx.cards.dungeons[card_id]
    st.turn.card = card_id
    ctx.say(
        "dungeon",
        f"{who(seat)} enters the Dungeon: {card.name} ({card.type.replace('_', '-')}).",
        {"seat": seat, "card": card_id},
        reveals=True,
    )
    if card.type == "combat":
        return prepare_fight(ctx, seat, "dungeon_foe", st.players[seat].space, card_id)
    if card.type == "quest_choice":
        st.turn.stage = "quest"
        return
    quest(ctx, seat, card_id)


def quest_choice(ctx: Ctx, a: A.Quest) -> None:
    st = ctx.st
    if st.turn.stage != "quest":
        raise IllegalAction("there is no Quest-Choice to answer")
    st.turn.stage = "move"
    if a.accept:
        assert st.turn.card is not None  # the Dungeon card drawn (the "quest" stage)
        return quest(ctx, a.seat, st.turn.card)
    ctx.say("quest", f"{who(a.seat)} declines the quest.", {"seat": a.seat})
    dungeon_done(ctx, a.seat, False)


def quest(ctx: Ctx, seat: int, card_id: str) -> None:
    """RN-DUNG-07: the quest's steps in order (pay, test); a step you cannot do fails the quest."""
    st = ctx.st
    p = st.players[seat]
    card = ctx.cards.dungeons[card_id]
    outside = _minions_asked(ctx.cards, card.quest)
    if outside:  # RN-DUNG-06: only the Necromancer and the Apprentice go in; the Minions wait outside
        ctx.say(
            "quest",
            f"{who(seat)} cannot sacrifice {outside}: Minions wait outside the Dungeon and take no part in "
            "its quests (RN-DUNG-06).",
            {"seat": seat, "card": card_id},
        )
    ok = _can_pay_quest(p, card.quest)  # a price you cannot pay in full fails the quest before any is paid
    for e in card.quest if ok else ():
        if e.kind == "pay":
            assert e.what is not None and e.amount is not None
            if e.what in STOCK:
                if p.stock.get(e.what, 0) < e.amount:
                    ok = False
                    break
                pay(st, seat, {e.what: e.amount})
            elif e.what == "apprentice":
                if p.apprentice is None:
                    ok = False
                    break
                _apprentice_dies(ctx, seat)
            else:  # Minions: never in a Dungeon (_can_pay_quest has failed the quest already)
                ok = False
                break
            ctx.say("quest", f"{who(seat)} pays the quest's price.", {"seat": seat})
        elif e.kind == "test":
            assert e.power is not None
            r = ctx.die()
            passed = r <= e.power and r != 6
            ctx.say(
                "roll",
                f"{who(seat)} rolls {r} against {e.power}: {'passed' if passed else 'failed'}.",
                {"seat": seat, "roll": r},
            )
            if not passed:
                if e.what == "fail":
                    ok = False
                    break
                if p.golems:
                    ctx.say("quest", f"{who(seat)}'s Golem takes the wound.", {"seat": seat})
                    p.golems.pop()
                elif p.apprentice:
                    _apprentice_dies(ctx, seat)
                else:
                    return death(ctx, seat)
    dungeon_done(ctx, seat, ok)


def _can_pay_quest(p: Player, steps) -> bool:
    """Every `pay` step of a quest together is within what the player has in the Dungeon (RN-DUNG-07):
    its stock and its Apprentice; never a Minion, as they wait outside (RN-DUNG-06)."""
    need: dict[str, int] = {}
    for e in steps:
        if e.kind == "pay":
            need[e.what] = need.get(e.what, 0) + e.amount
    for what, n in need.items():
        if what in STOCK:
            have = p.stock.get(what, 0)
        elif what == "apprentice":
            have = int(p.apprentice is not None)
        else:
            have = 0  # a Minion kind, or "minion": outside the Dungeon
        if have < n:
            return False
    return True


def _minions_asked(c, steps) -> str:
    """The Minions a quest's steps would sacrifice, in words ("1 Zombie"; '' for none)."""
    out = []
    for e in steps:
        if e.kind == "pay" and (e.what in MINION_KINDS or e.what == "minion"):
            name = c.minion(e.what).name if e.what in MINION_KINDS else "Minion"
            out.append(f"{e.amount} {name}{'s' if e.amount > 1 else ''}")
    return " and ".join(out)


def _apprentice_dies(ctx: Ctx, seat: int) -> None:
    p = ctx.st.players[seat]
    ctx.say("death", f"{who(seat)}'s Apprentice dies and leaves the game (RN-APP-07).", {"seat": seat})
    p.apprentice = None
    p.apprentices_dead += 1


def dungeon_done(ctx: Ctx, seat: int, success: bool, lost_fight: bool = False) -> None:
    """RN-DUNG-10/12: on success the treasure, one counter to place, the card discarded (a Golem joins you)."""
    st = ctx.st
    card_id = st.turn.card
    assert card_id is not None  # the Dungeon card in hand
    card = ctx.cards.dungeons[card_id]
    st.turn.card = None
    if success:
        ctx.say("dungeon_won", f"{who(seat)} succeeds in the Dungeon ({card.name}).", {"seat": seat})
        for e in card.treasure:
            assert e.what is not None and e.amount is not None  # a gain or a draw (TREASURE_KINDS)
            if e.kind == "gain":
                gain(ctx, seat, e.what, e.amount, " (treasure)")
            elif e.kind == "draw":
                draw(ctx, seat, e.what, e.amount)
        fire(ctx, seat, "dungeon")
        if card.golem:  # RN-SPEC-04: the Golem is yours; its card leaves the deck with it
            st.players[seat].golems.append(card_id)
        else:
            st.dungeon_discard.append(card_id)
        st.turn.earned.append([st.players[seat].space, 1])
        return finish_turn(ctx)
    st.dungeon_discard.append(card_id)
    ctx.say("dungeon_lost", f"{who(seat)} fails in the Dungeon ({card.name}).", {"seat": seat})
    # A lost combat ends the turn (RN-COMBAT-25); a failed or declined quest still reaches phase 5.
    return end_turn(ctx) if lost_fight else finish_turn(ctx)


ACADEMY_LEAST = 6  # RN-ACAD-02: cards and Minions of the colour a new Headmaster needs at least


def headmaster_problem(st, seat: int, colour: str) -> str:
    """Why ending a move on the Academy of `colour` would not make `seat` its Headmaster, in words
    ('' when it would): at least six of the colour and more than the Headmaster (RN-ACAD-02, RN-ACAD-10).
    `st` may be the state or a seat's view (the counts are public). The table asks it before a move."""
    holder = st.headmasters.get(colour)
    mine = academy_count(st, seat, colour)
    what = f"{colour} cards and Minions"
    if holder == seat:
        return "you are its Headmaster already"
    if mine < ACADEMY_LEAST:
        return f"needs {ACADEMY_LEAST} {what} (you have {mine})"
    if holder is not None:
        theirs = academy_count(st, holder, colour)
        if mine <= theirs:
            return f"needs more {what} than its Headmaster, Player {holder + 1} ({theirs}; you have {mine})"
    return ""


def academy(ctx: Ctx, seat: int, s) -> None:
    """RN-ACAD-02..11: become Headmaster with at least six and more than the Headmaster. Asked again
    once the Headmaster's guards are beaten (RN-ACAD-04): the fight may have cost either side Minions
    of the colour. The guards are all gone then (a fight against Minions is won only by wounding each
    of them), so it never leads to a second fight."""
    st = ctx.st
    mine_n = academy_count(st, seat, s.colour)
    if headmaster_problem(st, seat, s.colour):
        ctx.say(
            "action",
            f"{who(seat)} cannot become Headmaster of {s.name} ({mine_n} of its colour).",
            {"seat": seat, "count": mine_n},
        )
        return finish_turn(ctx)
    g = st.guards.get(s.id)
    if g is not None and g.seat != seat:  # RN-ACAD-04
        return prepare_fight(ctx, seat, "academy_guard", s.id)
    become_headmaster(ctx, seat, s)


def become_headmaster(ctx: Ctx, seat: int, s) -> None:
    st = ctx.st
    colour = s.colour
    holder = st.headmasters.get(colour)
    if holder is not None:  # RN-ACAD-10
        st.players[holder].headmasters.remove(colour)
    st.headmasters[colour] = seat
    st.players[seat].headmasters.append(colour)
    ctx.say("headmaster", f"{who(seat)} becomes Headmaster of {s.name}.", {"seat": seat, "colour": colour})
    for e in ctx.cards.headmasters[colour].effects:  # the bonus takes effect at once (RN-ACAD-05)
        if e.when == "now" and e.kind == "gain":
            assert e.what is not None and e.amount is not None
            gain(ctx, seat, e.what, e.amount, " (Headmaster)")
        elif e.when == "now" and e.kind == "draw":
            assert e.what is not None and e.amount is not None
            draw(ctx, seat, e.what, e.amount)
    st.turn.earned.append([s.id, 2])  # RN-DOM-06
    finish_turn(ctx)


# ------------------------------------------------------------------------------------------
# Combat (RN-COMBAT), built from the cards in play


def _where(purpose: str) -> str:
    return _WHERE[purpose]


_WHERE = {
    "city": "city",
    "dungeon_foe": "dungeon",
    "dungeon_guard": "minions",
    "academy_guard": "minions",
    "pvp": "pvp",
}


def _applies(e, where: str) -> bool:
    w = e.where or "any"
    return w == "any" or w == where


def _unit_matches(unit: str | None, role: str, kind: str) -> bool:
    if unit == "necromancer":
        return role == "necromancer"
    if unit == "apprentice":
        return role == "apprentice"
    if unit == "golems":
        return role == "golem"
    if unit == "minions":
        return role == "minion"
    return role == "minion" and kind == unit


_UNIT_EFFECTS = ("attack_bonus", "extra_attack", "ghost_strike")


def _attacks_for(
    st: State, seat: int, effs: tuple[Effect, ...], where: str, role: str, kind: str, base: list[int]
) -> list[list[int]]:
    """A unit's attacks with the effects that work on it (attack_bonus, extra_attack, ghost_strike)."""
    ghost = role == "minion" and kind == "ghost"
    if not effs:  # no effect at all: what the loops below make of none
        return [[min(C.MAX_POWER, p), int(ghost)] for p in base]
    powers = list(base)
    for e in effs:
        if not _applies(e, where) or e.kind not in ("attack_bonus", "extra_attack", "ghost_strike"):
            continue
        if not _unit_matches(e.unit, role, kind):
            continue
        if e.kind == "extra_attack":
            assert e.power is not None and e.count is not None
            powers += [e.power] * e.count
        elif e.kind == "ghost_strike":
            ghost = True
    bonus = 0
    for e in effs:
        if e.kind == "attack_bonus" and _applies(e, where) and _unit_matches(e.unit, role, kind):
            assert e.amount is not None
            bonus += e.amount * (controlled(st, seat, e.per) if e.per else 1)  # RN-SPEC-03
    return [[min(C.MAX_POWER, p + bonus), int(ghost)] for p in powers]


def _fighters(
    ctx: Ctx,
    seat: int,
    where: str,
    using=(),
    army: bool = True,
    guard_space: str | None = None,
    necromancer: bool = True,
) -> list[FighterSpec]:
    st, c = ctx.st, ctx.cards
    p = st.players[seat]
    effs = effects_of(st, seat, _UNIT_EFFECTS, using)  # the only kinds _attacks_for reads
    out: list[FighterSpec] = []
    name = who(seat)
    if necromancer:
        base = c.necromancers[p.necromancer].power if p.necromancer else c.supplies.player_board.unnamed_power
        out.append(
            FighterSpec(
                "necromancer",
                f"{name}'s Necromancer",
                "necromancer",
                _attacks_for(st, seat, effs, where, "necromancer", "", base),
            )
        )
        if p.apprentice:
            out.append(
                FighterSpec(
                    "apprentice",
                    f"{name}'s {c.apprentices[p.apprentice].name}",
                    "apprentice",
                    _attacks_for(st, seat, effs, where, "apprentice", "", c.apprentices[p.apprentice].power),
                )
            )
        for i, g in enumerate(p.golems):
            out.append(
                FighterSpec(
                    f"golem:{i}:{g}",
                    f"{name}'s {c.dungeons[g].name}",
                    "golem",
                    _attacks_for(st, seat, effs, where, "golem", "", c.dungeons[g].foe),
                )
            )
    pools = []
    if army and where != "dungeon":  # RN-DUNG-06: Minions wait outside
        pools.append(("minion", p.army))
    if guard_space and guard_space in st.guards and st.guards[guard_space].seat == seat:
        pools.append(("guard", st.guards[guard_space].army))
    for prefix, pool in pools:
        for k in MINION_KINDS:
            n = pool.get(k, 0)
            if n <= 0:
                continue
            m = c.minion(k)
            label = f"{name}'s {m.name}"
            attacks = _attacks_for(st, seat, effs, where, "minion", k, m.power)  # the same for each of them
            for i in range(n):
                out.append(FighterSpec(f"{prefix}:{k}:{i}", label, "minion", list(map(list, attacks)), k))  # own copies
    return out


def _spells(ctx: Ctx, seat: int, where: str, using=()) -> dict:
    st, c = ctx.st, ctx.cards
    effs = effects_of(st, seat, ("weaken", "final_attack", "ignore_wound", "reroll"), using)  # what is read below
    out: dict = {"weaken": None, "bolt": [], "boom": 0, "ignore": 0, "rerolls": []}
    reduce = remove = 0
    weak = False
    p = st.players[seat]
    levels = spell_levels(st, seat)  # _castable's and spell_level's lookups made once for the three Spells
    if levels and _castable_at(ctx, p, levels, "weaken"):
        for e in c.spell_effect("weaken", levels["weaken"]):
            reduce, remove, weak = reduce + (e.amount or 0), remove + (e.count or 0), True
    for e in effs:
        if e.kind == "weaken" and _applies(e, where):
            reduce, remove, weak = reduce + (e.amount or 0), remove + (e.count or 0), True
        if e.kind == "final_attack":
            assert e.power is not None and e.count is not None
            out["bolt"] += [[e.power, 0]] * e.count
        if e.kind == "ignore_wound" and _applies(e, where):
            out["ignore"] += e.count
        if e.kind == "reroll":
            out["rerolls"].append([e.unit, e.count])
    if weak:
        out["weaken"] = [min(reduce, C.MAX_WEAKEN), min(remove, C.MAX_ATTACKS)]
    if levels and _castable_at(ctx, p, levels, "death_bolt"):
        for e in c.spell_effect("death_bolt", levels["death_bolt"]):
            assert e.power is not None and e.count is not None  # final_attack (SPELL_TIMING)
            out["bolt"] += [[e.power, 0]] * e.count
    if where != "dungeon" and levels and _castable_at(ctx, p, levels, "zombie_explosion"):
        out["boom"] = levels["zombie_explosion"]
    return out


def _castable_at(ctx: Ctx, p, levels: dict, spell: str) -> bool:
    """_castable(ctx, seat, spell) for the seat's Player record `p` and its spell_levels `levels` (not
    empty: it has Spells in play): the same answer."""
    if not levels.get(spell) or (p.cast and f"{spell}@{ctx.st.turn.number}" in p.cast):
        return False
    price = ctx.cards.spells[spell].cast
    if price == "zombie":
        return p.army.get("zombie", 0) > 0
    return p.stock.get(price, 0) >= 1


def left_of(st: State, seat: int) -> int:
    """The player to your left: the one before you in turn order (play passes to the right)."""
    i = st.order.index(seat)
    return st.order[(i - 1) % len(st.order)]


def prepare_fight(ctx: Ctx, seat: int, purpose: str, space: str, card: str | None = None) -> None:
    """Step 1 (RN-COMBAT-10/11): the opponent; once Items may be chosen first, then the fight starts."""
    st = ctx.st
    st.fight = Fight(kind="", purpose=purpose, space=space, card=card, waiting=seat)
    if once_items(st, seat, COMBAT_ONCE):
        st.turn.stage = "ready"
        return
    if purpose == "pvp":
        d = st.turn.defender
        assert d is not None  # set with the attack
        if once_items(st, d, COMBAT_ONCE):
            st.fight.waiting = d  # the defending Necromancer's once Items (RN-PVP-07: normal rules)
            st.turn.stage = "ready"
            return
    start_fight(ctx, seat)


def attacking_side(ctx: Ctx, seat: int, purpose: str, using=()) -> SideSpec:
    """The attacker's side of a fight for `purpose` (build_sides' first side; the bot asks for it alone)."""
    where = _where(purpose)
    sp = _spells(ctx, seat, where, using)
    return SideSpec(
        seat,
        _fighters(ctx, seat, where, using),
        None,
        sp["weaken"],
        sp["bolt"],
        sp["boom"],
        sp["ignore"],
        sp["rerolls"],
    )


def build_sides(ctx: Ctx, seat: int, f: Fight) -> tuple[SideSpec, SideSpec]:
    """Both sides of the fight `f` as the cards in play make them (sets f.kind and f.auto_defender).
    Pure on ctx.st apart from `f`: the bot calls it on its view to weigh a fight."""
    st, c = ctx.st, ctx.cards
    att = attacking_side(ctx, seat, f.purpose, f.using)
    space = ctx.board.space(f.space)
    h = st.dominion.get(f.space)
    if f.purpose == "city":
        owner = h.seat if h is not None else None
        guards = (
            _fighters(ctx, owner, "city", guard_space=f.space, army=False, necromancer=False)
            if owner is not None
            else []
        )
        city = [space.name, space.towers, [[p, 0] for p in space.attacks]]
        seat_d = owner if owner is not None else left_of(st, seat)
        dfd = SideSpec(seat_d, guards, city)
        f.kind, f.auto_defender = "city", owner is None
    elif f.purpose in ("dungeon_guard", "academy_guard"):
        g = st.guards[f.space]
        dfd = SideSpec(g.seat, _fighters(ctx, g.seat, "minions", guard_space=f.space, army=False, necromancer=False))
        f.kind = "minions"
    elif f.purpose == "dungeon_foe":
        assert f.card is not None  # the Dungeon card fought
        card = c.dungeons[f.card]
        # RN-COMBAT-10/11: the player with the Dominion counter on the Dungeon rolls for its foe; only
        # a Dungeon nobody holds leaves it to the player to the left (RN-EXDUNG-02).
        owner = h.seat if h is not None and h.seat != seat else None
        dfd = SideSpec(
            owner if owner is not None else left_of(st, seat),
            [FighterSpec("monster", card.name, "monster", [[p, int(card.ghost_strike)] for p in card.foe])],
        )
        f.kind, f.auto_defender = "dungeon", owner is None
    else:  # pvp (RN-PVP-14)
        d = st.turn.defender
        assert d is not None
        dsp = _spells(ctx, d, "pvp", f.using)  # f.using holds both players' once Items (ids are unique)
        fighters = _fighters(ctx, d, "pvp", f.using, guard_space=f.space)
        city = None
        if space.kind == "city" and mine(st, d, f.space):
            city = [space.name, space.towers, [[p, 0] for p in space.attacks]]
        dfd = SideSpec(d, fighters, city, dsp["weaken"], dsp["bolt"], dsp["boom"], dsp["ignore"], dsp["rerolls"])
        f.kind = "pvp"
    return att, dfd


def start_fight(ctx: Ctx, seat: int) -> None:
    st = ctx.st
    f = st.fight
    assert f is not None  # prepare_fight's
    att, dfd = build_sides(ctx, seat, f)
    f.attacker, f.defender = att, dfd
    other = st.turn.defender if f.purpose == "pvp" else seat
    assert other is not None
    for s_ in {seat, other}:  # RN-ITEM-02: turned over
        p_ = st.players[s_]
        p_.used += [i for i in f.using if i in p_.items and i not in p_.used]
    st.turn.stage = "combat"
    rec = _Recorder(ctx)
    cs = C.start_built(f.kind, side(att), side(dfd), rec)  # sides just built from this state: checked less
    f.steps.append(len(rec.rolls))
    f.rolls += rec.rolls
    _log(ctx, None, cs)
    drive(ctx, cs)


_ATTACKS: dict[tuple, tuple[C.Attack, ...]] = {}


def _attacks(pairs: list[list[int]]) -> tuple[C.Attack, ...]:
    """C.Attacks of [power, ghost strike] pairs; the same tuple for the same pairs (Attacks are frozen)."""
    key = tuple(map(tuple, pairs))
    got = _ATTACKS.get(key)
    if got is None:
        if len(_ATTACKS) > 2000:
            _ATTACKS.clear()
        got = _ATTACKS[key] = tuple(C.Attack(p, bool(g)) for p, g in pairs)
    return got


def side(spec: SideSpec) -> C.Side:
    fighters = []
    pairs: list[list[int]] | None = None
    attacks: tuple[C.Attack, ...] = ()  # made at the first fighter (its attacks are never None)
    make = C.make_fighter
    for x in spec.fighters:
        if x.attacks != pairs:  # an army's Minions of a kind come one after another, with equal attacks
            pairs, attacks = x.attacks, _attacks(x.attacks)
        fighters.append(make(x.id, x.name, x.role, attacks, x.kind))
    city = None
    if spec.city is not None:
        city = C.City(spec.city[0], spec.city[1], _attacks(spec.city[2]))
    spells = C.make_spells(C.Weaken(*spec.weaken) if spec.weaken else None, _attacks(spec.bolt), spec.boom)
    # the reroll effects (RN cards' "roll again"), [unit, count] each
    rerolls = tuple(C.Reroll(u, n) for u, n in spec.rerolls) if spec.rerolls else ()
    return C.make_side(spec.seat, tuple(fighters), city, spells, spec.ignore or 0, rerolls)


def _decode(d: C.Decision, choice: str) -> Any:
    if d.kind in ("weaken", "death_bolt"):
        return {"yes": True, "no": False}.get(choice, choice)
    if d.kind in ("zombie_explosion", "reroll"):
        return int(choice) if choice.isdigit() and len(choice) == 1 else choice
    return choice


def _encode(choice: Any) -> str:
    if isinstance(choice, bool):
        return "yes" if choice else "no"
    return str(choice)


_REBUILT: dict[tuple, C.CombatState] = {}


def _forget_fights() -> None:
    """A game is over: the combat states remembered for its fights (and their heads) are let go at once,
    freed as they are dropped rather than walked by the garbage collector with what a game leaves
    behind (speed only: rebuild replays a fight it no longer finds)."""
    _REBUILT.clear()
    _HEADS.clear()


_spec_enc = msgspec.msgpack.Encoder()


def rebuild(f: Fight) -> C.CombatState:
    """The combat.py state of a stored fight: replayed from its start with the dice it rolled.

    The combat states are frozen, so each one is remembered by the fight's start (both sides'
    specs), its choices and the dice rolled for them: the next decision replays one step from the
    state the previous one left instead of the whole combat (the same state, found faster)."""
    head = _head(f)
    k = len(f.choices)
    steps = f.steps
    while k >= 0:  # the longest remembered prefix of the choices
        end = sum(steps[: k + 1])
        got = _REBUILT.get((head, tuple(f.choices[:k]), tuple(f.rolls[:end])))
        if got is not None:
            cs, pos = got, end
            break
        k -= 1
    else:
        assert f.attacker is not None and f.defender is not None  # a fight is rebuilt once started
        cs = C.start(f.kind, side(f.attacker), side(f.defender), f.rolls[: steps[0]])
        pos, k = steps[0], 0
        _remember(head, f, 0, pos, cs)
    for j in range(k, len(f.choices)):
        n = steps[j + 1]
        d = C.pending(cs)
        assert d is not None  # each choice answered a decision
        cs = C.apply(cs, _decode(d, f.choices[j]), f.rolls[pos : pos + n])
        pos += n
        _remember(head, f, j + 1, pos, cs)
    return cs


def _remember_now(f: Fight, cs: C.CombatState) -> None:
    """Remember the state a fight waits in for a decision (what rebuild(f) gives: found, not replayed);
    a state passed through on the way, or the end, is never asked for."""
    _remember(_head(f), f, len(f.choices), sum(f.steps), cs)


def _head(f: Fight) -> tuple:
    """What a fight's combat starts from: its kind and both sides' specs (encoded). A fight's specs are
    made once and shared by every copy of the state, so the encoding is remembered by their identity."""
    got = _HEADS.get((id(f.attacker), id(f.defender)))
    if got is None or got[0] is not f.attacker or got[1] is not f.defender or got[2][0] != f.kind:
        if len(_HEADS) > 500:
            _HEADS.clear()
        got = _HEADS[(id(f.attacker), id(f.defender))] = (
            f.attacker,
            f.defender,
            (f.kind, _spec_enc.encode(f.attacker), _spec_enc.encode(f.defender)),
        )
    return got[2]


_HEADS: dict[tuple[int, int], tuple] = {}  # (id of attacker spec, id of defender spec) -> (specs, head)


def _remember(head: tuple, f: Fight, k: int, end: int, cs: C.CombatState) -> None:
    if len(_REBUILT) > 500:  # the fights in hand are what is asked again; fewer records held, cheaper GC
        _REBUILT.clear()
    _REBUILT[(head, tuple(f.choices[:k]), tuple(f.rolls[:end]))] = cs


def _log(ctx: Ctx, before, after) -> None:
    """The combat's story as "combat" events, one per line, typed by what the line reports
    (combat.facts; data["what"]): "roll" (one unit's dice: seat, side, fighter, fighter_name,
    ghost_strike, step, again, and `dice`, each {power, roll, hit} in roll order), "wound" (seat,
    side, wound_to: a fighter id or "tower", fighter_name), "cast" (seat, side, spell), "end"; plain
    narration has {}. A neutral defender (a City nobody holds, a Dungeon monster) has seat None."""
    f = ctx.st.fight
    auto = f is not None and f.auto_defender
    say = ctx.say
    for line, facts in C.facts(before, after):
        if not facts:
            say("combat", line, {})
            continue
        rolls = [x for x in facts if x["what"] == "roll"]
        if rolls:
            first = rolls[0]
            data = first.copy()  # a new dict (not copied again below), its keys in order but these three
            for key in ("power", "roll", "hit"):
                data.pop(key, None)
            data["dice"] = [{"power": x["power"], "roll": x["roll"], "hit": x["hit"]} for x in rolls]
            if auto and data.get("side") == "defender":
                data["seat"] = None
            if len(rolls) < len(facts):
                for fact in facts:  # said first, in its own words (Death Bolt's casting, before its roll)
                    if fact["what"] != "roll":
                        said = _said(fact, auto)
                        say("combat", _fact_text(line, said), said)
            say("combat", line, data)
            continue
        last = len(facts) - 1
        for k, fact in enumerate(facts):
            data = _said(fact, auto)
            say("combat", line if k == last else _fact_text(line, data), data)


def _said(fact: dict, auto: bool) -> dict:
    """A combat fact as an event's data: a copy (the combat state keeps its own), a neutral defender's seat None."""
    data = dict(fact)
    if auto and data.get("side") == "defender":
        data["seat"] = None
    return data


def _fact_text(line: str, d: dict) -> str:
    """The words of a fact that shares its line with another (Death Bolt's casting, before its roll)."""
    if d["what"] == "cast":
        return f"The {d['side']} casts {d['spell'].replace('_', ' ').title()}."
    return line


def _combat_step(ctx: Ctx, cs: C.CombatState, choice: Any) -> C.CombatState:
    f = ctx.st.fight
    assert f is not None  # a combat is on
    rec = _Recorder(ctx)
    new = C.apply(cs, choice, rec)
    f.choices.append(_encode(choice))
    f.steps.append(len(rec.rolls))
    f.rolls += rec.rolls
    _log(ctx, cs, new)
    return new


def drive(ctx: Ctx, cs: C.CombatState) -> None:
    """Make the decisions nobody needs to (one option; the neutral defender), stop at a real one."""
    f = ctx.st.fight
    assert f is not None  # a combat is on
    while True:
        d = C.pending(cs)
        if d is None:
            break
        if len(d.options) == 1:
            cs = _combat_step(ctx, cs, d.options[0])
        elif d.seat is None or (f.auto_defender and d.side == "defender"):
            cs = _combat_step(ctx, cs, C.default_policy(cs, d))
        else:
            f.waiting = d.seat
            f.options = [_encode(o) for o in d.options]
            f.prompt = d.text
            _remember_now(f, cs)  # the state a decision waits on: what rebuild(f) is asked for next
            return
    finish_fight(ctx, cs)


def choose(ctx: Ctx, a: A.Choose) -> None:
    st = ctx.st
    f = st.fight
    if st.turn.stage != "combat" or f is None:
        raise IllegalAction("there is no combat decision now")
    if a.choice not in f.options:
        raise IllegalAction(f"{f.prompt} choose one of {', '.join(f.options)}")
    cs = rebuild(f)
    d = C.pending(cs)
    assert d is not None  # the decision f.options answer
    drive(ctx, _combat_step(ctx, cs, _decode(d, a.choice)))


def fight(ctx: Ctx, a: A.Fight) -> None:
    st = ctx.st
    if st.turn.stage != "ready":
        raise IllegalAction("there is no combat to start")
    f, d = st.fight, st.turn.defender
    assert f is not None  # prepared before the "ready" stage
    if f.purpose == "pvp":
        assert d is not None  # set with the attack
        if f.waiting != d and once_items(st, d, COMBAT_ONCE):
            f.waiting = d  # the attacker has chosen: now the defender may choose its once Items
            ctx.say("ready", f"{who(d)} may use once-during-the-game Items in this combat.", {"seat": d})
            return
    start_fight(ctx, st.turn.seat)


def _remove(ctx: Ctx, seat: int, fid: str, space: str) -> None:
    st = ctx.st
    p = st.players[seat]
    if fid == "apprentice":
        _apprentice_dies(ctx, seat)
    elif fid.startswith("golem:"):
        card = fid.split(":", 2)[2]
        if card in p.golems:
            p.golems.remove(card)
    elif fid.startswith("minion:"):
        lose_minion(st, seat, fid.split(":")[1])
    elif fid.startswith("guard:"):
        lose_minion(st, seat, fid.split(":")[1], space)


def finish_fight(ctx: Ctx, cs: C.CombatState) -> None:
    """Carry out a finished combat: casualties, Spell prices, deaths, then what the win or loss means."""
    st = ctx.st
    f = st.fight
    r = C.result(cs)
    assert f is not None and f.defender is not None and r is not None  # the fight in hand, started and over
    seat = st.turn.seat
    owners = [seat, None]
    if not f.auto_defender:  # a player's City, Dungeon, guards or Necromancer (RN-COMBAT-10/11)
        owners[1] = f.defender.seat
    # Spells cast are paid for (RN-SPELL-03) and used for this turn (RN-SPELL-02).
    for i, side in enumerate(cs.sides):
        s_seat = owners[i]
        if s_seat is None:
            continue
        if side.weaken and _castable(ctx, s_seat, "weaken"):
            _cast(ctx, s_seat, "weaken")
        if side.bolt and _castable(ctx, s_seat, "death_bolt"):
            _cast(ctx, s_seat, "death_bolt")
        if side.boom:
            st.players[s_seat].cast.append(f"zombie_explosion@{st.turn.number}")
    for i in (0, 1):
        s_seat = owners[i]
        if s_seat is None:
            continue
        for fid in r.lost[i] + r.exploded[i]:
            if fid != "necromancer":
                _remove(ctx, s_seat, fid, f.space)
    for death_ in r.deaths:
        if death_.side == "defender":
            d = f.defender.seat
            assert d is not None  # a defending Necromancer's player
            st.players[d].space, st.players[d].came_from = VALLEY, None
            ctx.say("death", f"{who(d)}'s Necromancer dies and returns to the Valley of Souls.", {"seat": d})
            nothing_collected(ctx, d)  # RN-DEATH-02: for the rest of this turn too
    st.fight = None
    result = _result_event(ctx, cs, f, r, owners)
    h = st.dominion.get(f.space)
    before = {f.space: (h.seat, h.count)} if h is not None else {}  # all _result_counters reads
    turn = st.turn.number
    _carry_out(ctx, cs, f, r)
    _result_counters(ctx, f, result, before, turn)


def _result_event(ctx: Ctx, cs: C.CombatState, f: Fight, r, owners: list) -> dict:
    """The combat_result event (the table rebuilds the finished fight from it: the state has cleared
    it); its counters are filled in once the win is carried out (`_result_counters`)."""
    names = {}
    for i in (0, 1):
        if r.lost[i] or r.exploded[i]:  # the names of the fighters lost, all read below
            for x in cs.sides[i].fighters:
                names[(i, x.id)] = x.name
    data = {
        "space": f.space,
        "purpose": f.purpose,
        "kind": f.kind,
        "attacker_seat": owners[0],
        "defender_seat": owners[1],
        "winner_seat": owners[0] if r.attacker_won else owners[1],
        "attacker_won": r.attacker_won,
        "dead": [owners[0] if d.side == "attacker" else owners[1] for d in r.deaths],
        "lost": {
            side: [{"id": fid, "name": names.get((i, fid), fid)} for fid in r.lost[i] + r.exploded[i]]
            for i, side in enumerate(C.SIDE_NAMES)
        },
        "towers_wounded": r.tower_wounds,
        "towers": r.towers,
        "move_back": r.move_back,
        "counters_placed": [],
        "counters_removed": [],
    }
    ctx.say("combat_result", _result_text(ctx, f, data), data)
    return data


def _result_text(ctx: Ctx, f: Fight, d: dict) -> str:
    where = ctx.board.space(f.space).name
    won = d["winner_seat"]
    bits = [f"{who(won)} wins" if won is not None else f"the {'attacker' if d['attacker_won'] else 'defender'} wins"]
    lost = [x["name"] for side in C.SIDE_NAMES for x in d["lost"][side]]
    if lost:
        bits.append("lost: " + ", ".join(lost))
    if d["towers_wounded"]:
        bits.append(f"{d['towers_wounded']} of {d['towers']} tower(s) wounded")
    return f"The fight at {where}: " + "; ".join(bits) + "."


def _result_counters(ctx: Ctx, f: Fight, data: dict, before: dict, turn: int) -> None:
    """The Dominion counters the fight moved: placed now (or earned for phase 5 later this turn) and
    rivals' returned to them (RN-DOM-05/08)."""
    st = ctx.st
    seat = data["attacker_seat"]
    earned = sum(n for space, n in st.turn.earned if space == f.space) if st.turn.number == turn else 0
    was = before.get(f.space)
    now = st.dominion.get(f.space)
    placed = (now.count if now is not None and now.seat == seat else 0) - (was[1] if was and was[0] == seat else 0)
    placed = max(0, placed) + earned
    if placed:
        data["counters_placed"].append({"seat": seat, "space": f.space, "count": placed})
    if was is not None and was[0] != seat and (placed or now is None or now.seat != was[0]):
        data["counters_removed"].append({"seat": was[0], "space": f.space, "count": was[1]})


def _carry_out(ctx: Ctx, cs: C.CombatState, f: Fight, r) -> None:
    """What the win or loss of a finished fight means."""
    st = ctx.st
    seat = st.turn.seat
    if any(x.side == "attacker" for x in r.deaths):
        return death(ctx, seat)
    if f.purpose == "dungeon_foe":
        if r.attacker_won:
            return dungeon_done(ctx, seat, True)
        return dungeon_done(ctx, seat, False, lost_fight=True)
    if not r.attacker_won:
        if r.move_back or f.purpose == "pvp":
            p = st.players[seat]
            back = p.came_from or p.space
            ctx.say("move_back", f"{who(seat)} moves back to {ctx.board.space(back).name}.", {"seat": seat})
            p.space = back
        return end_turn(ctx)  # RN-COMBAT-24/25/27: the turn is over
    if f.purpose == "city":
        return conquered(ctx, seat, f.space)
    if f.purpose == "dungeon_guard":
        return enter_dungeon(ctx, seat)
    if f.purpose == "academy_guard":  # RN-ACAD-04: the guards beaten, the Headmaster test again
        return academy(ctx, seat, ctx.board.space(f.space))
    # pvp won (RN-PVP-10..12)
    space = ctx.board.space(f.space)
    if space.kind == "city" and not mine(st, seat, f.space) and cs.sides[1].city is not None:
        return conquered(ctx, seat, f.space)
    if space.kind in ("dungeon", "academy"):
        return take_action(ctx, seat)
    finish_turn(ctx)


def conquered(ctx: Ctx, seat: int, space: str) -> None:
    st = ctx.st
    s = ctx.board.space(space)
    ctx.say("conquer", f"{who(seat)} conquers {s.name}.", {"seat": seat, "space": space})
    st.turn.conquered = True
    st.turn.earned.append([space, s.dominion])  # RN-DOM-05
    fire(ctx, seat, "conquer")
    finish_turn(ctx)


def death(ctx: Ctx, seat: int) -> None:
    """RN-DEATH-01..05: back to the Valley; the turn is over; the army on the Player board stays."""
    st = ctx.st
    p = st.players[seat]
    p.space, p.came_from = VALLEY, None
    st.turn.died = True
    st.fight = None
    if st.turn.card is not None:  # the Dungeon card fought goes to the discard pile (RN-DUNG-12)
        st.dungeon_discard.append(st.turn.card)
        st.turn.card = None
    ctx.say("death", f"{who(seat)}'s Necromancer dies and returns to the Valley of Souls.", {"seat": seat})
    nothing_collected(ctx, seat)
    end_turn(ctx)


def _goods_words(good: str, n: int) -> str:
    """'2 Lesser corpses', '1 Ichor': a count of one kind of good, as the rulebook names it."""
    name = GOOD_NAMES.get(good, good.replace("_", " "))
    return f"{n} {name}{'s' if n > 1 and name.endswith(('corpse', 'Scroll')) else ''}"


def nothing_collected(ctx: Ctx, seat: int) -> None:
    """RN-DEATH-02: no Resources or corpses are collected in the turn a Necromancer dies. What its player
    collected earlier in this turn goes back to the supply (what is still held: what was spent stays
    spent), and it collects nothing more this turn (`gain`)."""
    st = ctx.st
    t = st.turn
    if seat not in t.dead:
        t.dead.append(seat)
    if seat != t.seat or not t.collected:
        return  # only the turn's player collects in it
    p = st.players[seat]
    back = {}
    for k, n in t.collected.items():
        n = min(n, p.stock.get(k, 0))
        if n > 0:
            p.stock[k] -= n
            st.supply[k] += n
            back[k] = n
    t.collected = {}
    if back:
        said = " and ".join(_goods_words(k, n) for k, n in back.items())
        ctx.say(
            "give_back",
            f"{who(seat)} gives back {said} collected this turn: nothing is collected in the turn a "
            "Necromancer dies (RN-DEATH-02).",
            {"seat": seat, "goods": back},
        )


# ------------------------------------------------------------------------------------------
# RN-PVP: Necromancers attack each other


def flee_spaces(ctx: Ctx, defender: int) -> list[str]:
    """RN-PVP-04: adjacent, unoccupied, not a City it does not control, no rival counters. Nor the space
    the attacker came from when its action here is a City fight: losing it sends the attacker back there
    at once (RN-COMBAT-24), and no two Necromancers may share a space but the Valley (RN-ACT-02,
    RN-MOVE-10)."""
    st = ctx.st
    here = st.players[defender].space
    attacker = st.players[st.turn.seat]
    back = None
    if attacker.space == here and ctx.board.space(here).kind == "city" and not mine(st, st.turn.seat, here):
        back = attacker.came_from
    out = []
    for n in ctx.board.neighbours(here):
        if n != VALLEY and (n == back or any(p.space == n for p in st.players)):
            continue
        kind = ctx.board.space(n).kind
        h = st.dominion.get(n)
        if kind == "city" and (h is None or h.seat != defender):
            continue
        if h is not None and h.seat != defender:
            continue
        out.append(n)
    return out


def _attack_necromancer(ctx: Ctx, seat: int, rival: int) -> None:
    st = ctx.st
    st.turn.defender = rival
    ctx.say("attack", f"{who(seat)} attacks {who(rival)}'s Necromancer.", {"seat": seat, "defender": rival})
    if flee_spaces(ctx, rival):
        st.turn.stage = "defend"
        return
    prepare_fight(ctx, seat, "pvp", st.players[seat].space)  # RN-PVP-06: no way out: fight


def flee(ctx: Ctx, a: A.Flee) -> None:
    st = ctx.st
    if st.turn.stage != "defend":
        raise IllegalAction("nobody is attacking you")
    if a.flee:
        ctx.say("flee", f"{who(a.seat)} flees.", {"seat": a.seat})
        st.turn.stage = "flee_to"
        return
    ctx.say("stand", f"{who(a.seat)} stays and fights.", {"seat": a.seat})
    prepare_fight(ctx, st.turn.seat, "pvp", st.players[st.turn.seat].space)


def flee_to(ctx: Ctx, a: A.FleeTo) -> None:
    st = ctx.st
    if st.turn.stage != "flee_to":
        raise IllegalAction("nobody is fleeing")
    d = st.turn.defender
    assert d is not None  # the Necromancer attacked
    if a.to not in flee_spaces(ctx, d):
        raise IllegalAction("the fleeing Necromancer cannot go there (RN-PVP-04)")
    st.players[d].space = a.to
    st.turn.stage = "move"
    ctx.say("flee_to", f"{who(d)} flees to {ctx.board.space(a.to).name}.", {"seat": d, "to": a.to})
    take_action(ctx, a.seat)  # RN-PVP-05


# ------------------------------------------------------------------------------------------
# Phase 5: Dominion counters (RN-DOM, RN-WIN)


def _place(ctx: Ctx, seat: int) -> bool:
    """Count one counter placed; True when it is the 13th (RN-DOM-09, RN-WIN-01/02)."""
    st = ctx.st
    if counters_placed(st, seat) >= ctx.cards.supplies.dominion_per_colour:
        st.winners = [seat]
        _forget_fights()
        st.reason = f"{who(seat)} places the 13th Dominion counter and is the Necromancer King!"
        st.turn.stage = "over"
        ctx.say("over", st.reason, {"winners": [seat]})
        return True
    return False


def phase5(ctx: Ctx) -> None:
    st, c = ctx.st, ctx.cards
    seat = st.turn.seat
    p = st.players[seat]
    most = c.supplies.player_board.track_max
    spells = track([c.spells[c.spell_cards[s]].colour for s in p.spells], most)
    items = track([c.items[i].colour for i in p.items], most)
    total = c.supplies.dominion_per_colour
    # RN-DOM-02/03/12/13: tracks brought up to their cards, never down.
    while p.spell_track < spells and counters_placed(st, seat) < total:
        p.spell_track += 1
        ctx.say("dominion", f"{who(seat)} places a counter on the Spell track.", {"seat": seat, "track": "spell"})
        if _place(ctx, seat):
            return
    while p.item_track < items and counters_placed(st, seat) < total:
        p.item_track += 1
        ctx.say("dominion", f"{who(seat)} places a counter on the Item track.", {"seat": seat, "track": "item"})
        if _place(ctx, seat):
            return
    for space, n in st.turn.earned:
        h = st.dominion.get(space)
        if h is not None and h.seat != seat:  # RN-DOM-08: returned to their owner
            ctx.say(
                "dominion",
                f"{who(h.seat)}'s counters on {ctx.board.space(space).name} return to them.",
                {"seat": h.seat, "space": space},
            )
            del st.dominion[space]
            g = st.guards.get(space)
            if g is not None and g.seat != seat:
                for k, v in g.army.items():
                    st.players[g.seat].army[k] += v  # never happens after a won fight; kept sound
                del st.guards[space]
        for _ in range(n):
            if counters_placed(st, seat) >= total:
                break
            st.dominion.setdefault(space, Holding(seat=seat, count=0)).count += 1
            if _place(ctx, seat):
                return
        ctx.say(
            "dominion",
            f"{who(seat)} places {n} counter(s) on {ctx.board.space(space).name}.",
            {"seat": seat, "space": space, "count": n},
        )
    st.turn.earned = []
