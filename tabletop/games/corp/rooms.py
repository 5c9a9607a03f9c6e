"""Exploration's one flip (NC-TURN-06..10, NC-TURN-13/14) and what a new room is (NC-ROOM): an Exit
opens the next level and moves its finder up (curse, boss draw), an Empty Room and a Loot card are
discarded (a Loot draws a Plot), a monster starts a fight (corp-fight). The last card of a level whose
exit never showed is its exit (NC-OFFICE-02/03)."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp import curses, effects, endgame, life, linked, plots, reach
from tabletop.games.corp import events as E
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.fight_events import EscapeRolled
from tabletop.games.corp.reach import card_gone, level_open
from tabletop.games.corp.state import BOSS_ROOM, LEVELS, TOP, Area, State, hall_key


def _flip_check(st: State, seat: int) -> None:
    if st.turn.flipped:
        raise IllegalAction("you have already flipped your card this turn (one flip a turn)")
    if st.turn.step != "begin":
        raise IllegalAction("exploring comes after the beginning of your turn, before its end")


def exit_found(st: State, level: int) -> bool:
    return level_open(st, level + 1)


def enterable(st: State, seat: int, key: str) -> bool:
    """A room of the seat's own level that it may enter now (reach.open_to: NC-TURN-08/09/13/14)."""
    area = st.areas.get(key)
    return area is not None and area.level == st.players[seat].level and reach.open_to(st, seat, key)


def enter_room(ctx: Ctx, a: A.EnterRoom) -> None:
    """Open a new door: draw the level's next Room card (NC-TURN-07), or the boss's door on top (NC-ROOM-05)."""
    st = ctx.st
    p = st.players[a.seat]
    _flip_check(st, a.seat)
    if p.room is not None:
        raise IllegalAction("you are in a room: flip back to the hallway first (no room to room)")
    if p.level == TOP:
        if st.fight is not None or not st.top_open:
            raise IllegalAction("the boss's door is not open to you")
        if p.infected is not None:
            raise IllegalAction("the infected cannot face the boss (NC-CONTAG-14)")
        st.turn.flipped = True
        st.turn.step = "end"
        if BOSS_ROOM not in st.areas:
            endgame.boss_for_door(ctx)  # NC-FAQ-12: drawn anew if the survivors changed, until it is faced
        p.room = BOSS_ROOM
        st.areas.setdefault(BOSS_ROOM, Area(level=TOP))
        ctx.tell(E.EnteredRoom(a.seat, BOSS_ROOM))
        linked.fight().start_boss(ctx, a.seat)
        return
    level = st.levels[p.level - 1]
    if not level.stack:
        raise IllegalAction(f"there is no door left to open on level {p.level}")
    st.turn.flipped = True
    st.turn.step = "end"
    open_door(ctx, a.seat)


def open_door(ctx: Ctx, seat: int) -> None:
    """`seat`, in its level's hallway, opens the next door of the stack (not empty): a curse's price
    for a door first, then the room card is revealed and acts (NC-TURN-07)."""
    st = ctx.st
    p = st.players[seat]
    level = st.levels[p.level - 1]
    door = effects.total(effects.on_level(st, ctx.cards, p.level), "level_door_damage")
    if door:
        life.hurt(ctx, seat, door, level.curses[0] if level.curses else "")
        if not p.alive:
            return
    reveal(ctx, seat, level.stack.pop(0))


def doors_after_escape(ctx: Ctx) -> None:
    """NC-CONTAG-08: a character who escaped an infected fight in a hallway "into a new door" (the escape
    event's `to` is NEW_DOOR, fight_legal.escape_dests) opens it once that fight is over: the next Room
    card of the level, as any door (a monster there is a new fight). The escape was its fight response,
    so the turn's one flip is not spent (NC-RESP-04)."""
    st = ctx.st
    for event in list(ctx.events):
        r = event.record
        if not isinstance(r, EscapeRolled) or not r.ok or r.to != A.NEW_DOOR or st.fight is not None:
            continue
        p = st.players[r.seat]
        if p.alive and p.infected is None and p.room is None and p.level in LEVELS and st.levels[p.level - 1].stack:
            open_door(ctx, r.seat)


def reveal(ctx: Ctx, seat: int, card: str) -> None:
    """`seat` stands in the room of the card just drawn, and the room acts (NC-ROOM)."""
    st = ctx.st
    p = st.players[seat]
    n = p.level
    level = st.levels[n - 1]
    level.rooms.append(card)  # laid beside the level in order until discarded (NC-MAP-02)
    # a room card back from the discard (Wandering Monster): its floor stays, and so does a monster left
    # fighting in it (one that "It's still alive!" brought back there and the party abandoned): it was lost
    old = st.areas.get(card)
    st.areas[card] = (
        Area(level=n)
        if old is None
        else Area(level=n, weapons=old.weapons, items=old.items, machines=old.machines, foes=old.foes)
    )
    p.room = card
    room = ctx.cards.room(card)
    as_exit = not level.stack and not exit_found(st, n) and room.kind != "exit"  # NC-OFFICE-02/03
    ctx.tell(E.RoomRevealed(seat, n, card, as_exit))
    if room.kind == "exit" or as_exit:
        discard(ctx, n, card)
        found_exit(ctx, seat, n)
    elif room.kind == "empty":
        discard(ctx, n, card)  # NC-ROOM-02; the player stays in the room (NC-TURN-14)
    elif room.kind == "loot":
        discard(ctx, n, card)  # NC-ROOM-03
        plots.owe(ctx, seat, 1, first=True)
    else:
        linked.fight().start_reveal(ctx, seat, card, [card])  # NC-ROOM-04


def discard(ctx: Ctx, level: int, card: str) -> None:
    """A room card to its level's discard pile; its room can no longer be entered (NC-MAP-01, NC-TURN-09)."""
    st = ctx.st
    lv = st.levels[level - 1]
    if card in lv.rooms:
        lv.rooms.remove(card)  # `rooms` are the revealed rooms still standing beside the level (NC-MAP-02)
    lv.discard.append(card)
    area = st.areas.get(card)
    if area is not None:
        area.discarded = True
    ctx.tell(E.RoomDiscarded(level, card))


def found_exit(ctx: Ctx, seat: int, n: int) -> None:
    """The finder goes to the next level's hallway, which opens for all (NC-ROOM-01); the finder is cursed
    for it (NC-CURSE-03); Exit 5 opens the top and draws the boss (NC-ROOM-05, NC-BOSS-02)."""
    st = ctx.st
    p = st.players[seat]
    up = n + 1
    first_time = not level_open(st, up)
    if up == TOP:
        st.top_open = True
    else:
        st.levels[up - 1].open = True
    p.level = up
    p.room = None
    ctx.tell(E.LevelOpened(seat, up))
    if first_time:
        if up == TOP:
            endgame.draw_boss(ctx)
        else:
            curses.reveal(ctx, seat, up)
    _meet(ctx, hall_key(up))  # an infected character waiting up there fights at once (NC-CONTAG-05)


def enter_revealed(ctx: Ctx, a: A.EnterRevealed) -> None:
    """Pass from the hallway into a revealed room (NC-TURN-08); abandoned monsters fight at once (NC-ABAN-03)."""
    st = ctx.st
    p = st.players[a.seat]
    _flip_check(st, a.seat)
    if p.room is not None:
        raise IllegalAction("you are in a room: flip back to the hallway first (no room to room)")
    if not enterable(st, a.seat, a.room):
        area = st.areas.get(a.room)
        if area is not None and area.discarded:
            raise IllegalAction("that room is discarded: nobody may go there")
        raise IllegalAction("you may only go into a revealed room of your level with a player, a weapon or a monster")
    st.turn.flipped = True
    st.turn.step = "end"
    p.room = a.room
    ctx.tell(E.EnteredRoom(a.seat, a.room, named=not card_gone(st, a.room)))
    if st.areas[a.room].foes and p.infected is None:
        linked.fight().start_abandoned(ctx, a.seat, a.room)
    else:
        _meet(ctx, a.room)


def _meet(ctx: Ctx, key: str) -> None:
    """An infected and a non-infected character in one area fight at once (NC-CONTAG-05)."""
    st = ctx.st
    here = [q for q in st.players if q.alive and q.area() == key]
    if st.fight is None and any(q.infected for q in here) and any(q.infected is None for q in here):
        linked.fight().start_pvp(ctx, key)


def leave_room(ctx: Ctx, a: A.LeaveRoom) -> None:
    """Flip from a room back to the hallway (NC-TURN-06); never straight into another room (NC-TURN-10)."""
    st = ctx.st
    p = st.players[a.seat]
    _flip_check(st, a.seat)
    if p.room is None:
        raise IllegalAction("you are already in the hallway")
    if p.room == BOSS_ROOM:
        raise IllegalAction("nobody escapes the boss")
    st.turn.flipped = True
    st.turn.step = "end"
    p.room = None
    ctx.tell(E.LeftRoom(a.seat))
    _meet(ctx, hall_key(p.level))


def meet(ctx: Ctx, key: str) -> None:
    """After a move into `key` (a level's hallway): an infected meeting starts a fight (NC-CONTAG-05)."""
    _meet(ctx, key)
