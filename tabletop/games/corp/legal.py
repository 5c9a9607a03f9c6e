"""The actions a seat may take now, outside the fight's own choices (fight.legal, corp-fight): the turn's
free actions, the one flip, the claims, and the items usable in a fight."""

from __future__ import annotations

from itertools import compress, repeat
from operator import attrgetter, eq

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import actions as A
from tabletop.games.corp import life, linked, rooms
from tabletop.games.corp.items import usable_effect
from tabletop.games.corp.state import BOSS_ROOM, LEVELS, TOP, State

_LEVEL = attrgetter("level")


def legal(st: State, cards: CorpCards, seat: int) -> list[A.Action]:
    if st.winners is not None:
        return []
    if st.fight is not None:
        acts = list(linked.fight().legal(st, cards, seat))
        return acts + _items(st, cards, seat)
    t = st.turn
    if t.step == "claim":
        return _claims(st, seat) if t.claim_order[:1] == [seat] else []
    if seat != t.seat or t.step not in ("begin", "end"):
        return []
    p = st.players[seat]
    out: list[A.Action] = []
    if p.alive:
        out += _floor(st, seat)
        out += _trades(st, seat)
        out += _items(st, cards, seat)
        machines = _machines(st, seat)
        if machines and p.life < life.max_life(st, cards, seat):  # a token heals: never at full life
            out += [A.UseMachine(seat, m.card) for m in machines]
        if p.room is None:
            # rooms.level_open of each level read off the levels at once
            out += [A.GoToLevel(seat, n) for n, lv in zip(LEVELS, st.levels) if lv.open and n != p.level]
            if st.top_open and p.level != TOP:
                out.append(A.GoToLevel(seat, TOP))
        if t.step == "begin" and not t.flipped:
            out += _flips(st, seat)
        out += _drops(p, seat)  # last: after a card's uses (its menu offers the use first), never first
    out.append(A.EndTurn(seat))
    return out


def _floor(st: State, seat: int) -> list[A.Action]:
    p = st.players[seat]
    area = st.areas.get(p.area())
    if area is None or area.foes or not (area.weapons or area.items):
        return []
    out: list[A.Action] = []
    for w in dict.fromkeys(x.card for x in area.weapons):
        if w in area.found:  # found this turn: claimed at its end, the finder first (NC-PLOT-07/17)
            continue
        if len(p.weapons) < 2:
            out.append(A.PickUp(seat, w))
        else:
            out += [A.PickUp(seat, w, drop=mine.card) for mine in p.weapons]
    out += [A.PickUp(seat, i) for i in dict.fromkeys(area.items)]
    return out


def _trades(st: State, seat: int) -> list[A.Action]:
    p = st.players[seat]
    if not p.weapons and not p.items:
        return []  # nothing to give
    here = p.area()
    items = list(dict.fromkeys(p.items))
    out: list[A.Action] = []
    for s, q in enumerate(st.players):
        if s == seat or not q.alive or q.area() != here:
            continue
        if len(q.weapons) < 2:
            out += [A.Give(seat, w.card, s) for w in p.weapons]
        out += [A.Give(seat, i, s) for i in items]
    return out


def _drops(p, seat: int) -> list[A.Action]:
    """Leave a weapon or an item on the floor of your area, for a friend or to be rid of it (a weapon
    "thrown to the floor" lies in that room; an item may be discarded "whenever you want"). Traumas
    are not cards in hand and never leave (NC-PLOT-05)."""
    out: list[A.Action] = [A.Drop(seat, w.card) for w in p.weapons]
    out += [A.Drop(seat, i) for i in dict.fromkeys(p.items)]
    return out


def _machines(st: State, seat: int):
    area = st.areas.get(st.players[seat].area())
    return area.machines if area is not None else []


def _items(st: State, cards: CorpCards, seat: int) -> list[A.Action]:
    """Items with an effect now: first aid on the hurt in your area, revival of the dead there, a peek, a
    recharge; in a fight extra dice or an escape (for a seat that may act in it)."""
    p = st.players[seat]
    if not p.alive or not p.items:
        return []
    out: list[A.Action] = []
    here = p.area()
    for item in dict.fromkeys(p.items):
        e = usable_effect(st, cards.plot(item).effects, seat)
        if e is None:
            continue
        if e.kind in ("heal", "revive"):
            for s, q in enumerate(st.players):
                if q.area() != here:
                    continue
                if e.kind == "heal" and q.alive and q.life < life.max_life(st, cards, s):
                    out.append(A.UseItem(seat, item, target=s))
                if e.kind == "revive" and not q.alive:
                    out.append(A.UseItem(seat, item, target=s))
        elif e.kind == "recharge":
            out += [
                A.UseItem(seat, item, weapon=w.card)
                for w in p.weapons
                if cards.plot(w.card).uses and (w.charges or 0) < cards.plot(w.card).uses
            ]
        elif e.kind == "peek_rooms":
            if p.level in LEVELS and st.levels[p.level - 1].stack:
                out.append(A.UseItem(seat, item))
        elif e.kind == "boss_peek":
            if p.level == TOP and BOSS_ROOM not in st.areas:
                out.append(A.UseItem(seat, item))
        else:
            out.append(A.UseItem(seat, item))
    return out


def _flips(st: State, seat: int) -> list[A.Action]:
    p = st.players[seat]
    if p.room is not None:
        return [] if p.room == BOSS_ROOM else [A.LeaveRoom(seat)]
    out: list[A.Action] = []
    if p.level == TOP:
        if p.infected is None:
            out.append(A.EnterRoom(seat))
        return out
    if st.levels[p.level - 1].stack:
        out.append(A.EnterRoom(seat))
    # the areas of this level, in the areas' order, picked out without a Python loop over all of them
    # (fifty or so late in a game, most on other levels)
    here = compress(st.areas, map(eq, repeat(p.level), map(_LEVEL, st.areas.values())))
    out += [A.EnterRevealed(seat, k) for k in here if rooms.enterable(st, seat, k)]
    return out


def _claims(st: State, seat: int) -> list[A.Action]:
    area = st.areas[st.turn.claim_area]
    p = st.players[seat]
    out: list[A.Action] = [A.Claim(seat)]
    for c in dict.fromkeys(area.found):
        if len(p.weapons) < 2:
            out.append(A.Claim(seat, c))
        else:
            out += [A.Claim(seat, c, drop=w.card) for w in p.weapons]
    return out
