"""Who plays when, for 2 to 4 players: the round's turn order (NM-ROUND-01..03, NM-BASIC-13..14,
NM-MULTI-06..08) and turns cycling through it (NM-ROUND-22..28, NM-MULTI-10).

With 2 players the order is the rulebook's: fewest monsters first, the youngest player on a
tie in basic play, else a roll-off. With 3-4 the turn order cards go from the smallest army
to the largest, the cards of tied players shuffled and dealt through the state's RNG (in basic
play the youngest of them, if named, takes the first of their cards). Turns
then cycle in that order, one spellbook (basic play: one die) per turn, skipping players
with nothing left to perform and players already eliminated.
"""

from __future__ import annotations

from tabletop.core.protocol import Event
from tabletop.games.necromolds import chance
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import State


def order_round(state: State, events: list[Event]) -> None:
    """Step 1 of a round: set `turn_order` (and `first`, and the cards with 3+ players) and
    report it in a round_start event."""
    if len(state.seats) == 2:
        _order_two(state, events)
    else:
        _order_cards(state, events)


def _order_two(state: State, events: list[Event]) -> None:
    """NM-ROUND-01..03, NM-BASIC-13..14: exactly the two-player rule."""
    lib = library()
    counts = [len(state.alive(s)) for s in (0, 1)]
    if counts[0] != counts[1]:
        state.first = 0 if counts[0] < counts[1] else 1
        how = "fewest monsters"
    elif state.mode == "basic" and state.youngest is not None:
        state.first = state.youngest
        how = "tied on monsters: the youngest player"
    else:
        state.first, history = chance.rolloff(state, lib.combat_die, lib.rules.rolloff_dice, [0, 1])
        hits = history[-1]["hits"]
        how = f"won the roll-off {hits[str(state.first)]} to {hits[str(1 - state.first)]}"
        events.append(W.event(state, E.FirstTurnRollOff(history)))
        if "fan_turn_order_gems" in state.fan:
            _rolloff_gems(state, 1 - state.first, history, events)
    state.turn_order = [state.first, 1 - state.first]
    events.append(W.event(state, E.RoundStarts(state.round, state.first, list(state.turn_order), how)))


def _rolloff_gems(state: State, loser: int, history: list[dict], events: list[Event]) -> None:
    """Turn Order Gems (NM-FAN-03/04): the loser of the first-turn roll-off gains a gem for each
    gem symbol on their dice of the deciding roll (earlier rolls were ties: nobody lost them)."""
    die = library().combat_die
    gain = chance.count(die, history[-1]["faces"][str(loser)], "gem")
    state.seats[loser].gems += gain
    events.append(W.event(state, E.RollOffGems(loser, gain, "fan_turn_order_gems")))


def choice_pending(state: State) -> bool:
    """Turn Order Choice (NM-FAN-02): the round's first player chooses to go first or second."""
    return "fan_turn_order_choice" in state.fan and len(state.in_play()) >= 2


def choose(state: State, first: bool, events: list[Event]) -> None:
    """Turn Order Choice (NM-FAN-02): `state.first` (fewest monsters, or the roll-off winner)
    goes first or hands first place to the next in the order (with 3-4 players: swaps turn order
    cards 1 and 2)."""
    chooser = state.first
    if not first:
        order = list(state.turn_order)
        order[0], order[1] = order[1], order[0]
        state.turn_order = order
        state.first = order[0]
        if state.order_cards:
            cards = list(state.order_cards)
            cards[order[0]], cards[order[1]] = cards[order[1]], cards[order[0]]
            state.order_cards = cards
    chosen = E.TurnOrderChosen(chooser, state.first, list(state.turn_order), "fan_turn_order_choice", first)
    events.append(W.event(state, chosen))


def _order_cards(state: State, events: list[Event]) -> None:
    """NM-MULTI-06/07: cards 1.. from the smallest army up; tied players' cards dealt at random."""
    seats = state.in_play()
    counts = {s: len(state.alive(s)) for s in seats}
    cards = [0] * len(state.seats)
    dealt: list[list[int]] = []
    youngest = None
    next_card = 1
    for count in sorted(set(counts.values())):
        group = [s for s in seats if counts[s] == count]
        if len(group) > 1 and state.mode == "basic" and state.youngest in group:
            # NM-BASIC-13: in basic play the youngest of the tied players goes first
            cards[state.youngest] = next_card
            next_card += 1
            group.remove(state.youngest)
            youngest = state.youngest
        deck = list(range(next_card, next_card + len(group)))
        if len(group) > 1:
            deck = chance.deal(state, deck)
            dealt.append(group)
        for s, card in zip(group, deck):
            cards[s] = card
        next_card += len(group)
    state.order_cards = cards
    state.turn_order = sorted(seats, key=lambda s: cards[s])
    state.first = state.turn_order[0]
    started = E.RoundStartsByCards(
        state.round, state.first, list(state.turn_order), list(cards), dealt, dict(counts), youngest
    )
    events.append(W.event(state, started))


def cycle(state: State, start: int) -> list[int]:
    """The seats in turn order beginning with `start` (all of them, `start` last if it went out)."""
    order = state.turn_order or list(range(len(state.seats)))
    if start not in order:
        return [s for s in order if s not in state.out]
    i = order.index(start)
    return [s for s in order[i:] + order[:i] if s not in state.out]


def following(state: State, seat: int) -> int:
    """The seat after `seat` in this round's turn order (the other seat with 2 players)."""
    order = state.turn_order or list(range(len(state.seats)))
    if seat not in order:
        return order[0]
    return order[(order.index(seat) + 1) % len(order)]


def settle(state: State, events: list[Event], prefer: int) -> bool:
    """NM-ROUND-27/28, NM-MULTI-10: give the turn to the first seat from `prefer` on, in turn
    order, that has dice to perform; False when nobody has (the round is over)."""
    for seat in cycle(state, prefer):
        if state.pending(seat):
            if seat != state.turn_seat or state.active_book is None:
                events.append(W.event(state, E.TurnBegins(seat)))
            state.turn_seat = seat
            state.phase = "turns"
            state.active_book = None
            return True
    return False
