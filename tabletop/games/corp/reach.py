"""Where a character may still get to: a revealed room it may enter from its level's hallway (NC-TURN-08/09)
and a fallen character a revive card could be carried to (NC-BOSS-09). Pure reads of the state, shared by
the rooms (who may enter), the game's end (whether a revival is still possible, NC-START-12) and the bots."""

from __future__ import annotations

from tabletop.games.corp.state import BOSS_ROOM, TOP, State


def level_open(st: State, level: int) -> bool:
    """Level 1 from the start, level n+1 once the exit of n is found, the top once Exit 5 is (NC-TURN-04)."""
    if level == TOP:
        return st.top_open
    return 1 <= level <= len(st.levels) and st.levels[level - 1].open


def open_to(st: State, seat: int, key: str) -> bool:
    """Whether the room `key` may be entered once `seat` stands in its level's hallway: a revealed room holding
    another living player, a weapon, an item, a vending machine or an abandoned monster (NC-TURN-08); a
    discarded one only for what lies on its floor or its vending machine (NC-TURN-09/13/14; the Example of
    play's player goes "through the Vending Machine")."""
    area = st.areas.get(key)
    if area is None or key.startswith("hall:") or key == BOSS_ROOM:
        return False
    if area.discarded:
        # Its card is gone (NC-TURN-09), and a player standing there is alone (NC-TURN-14); but what lies
        # on its floor stays beside the level to be fetched (a weapon, a dead player's items, NC-TURN-08,
        # NC-MAP-02: "a player might need several turns to go through each room and collect dropped
        # weapons"), and a vending machine keeps its room (NC-TURN-13).
        return bool(area.machines or area.weapons or area.items)
    if area.weapons or area.items or area.machines or area.foes:
        return True
    return any(q.alive and q.area() == key for s, q in enumerate(st.players) if s != seat)


def body_reachable(st: State, seat: int, body: int) -> bool:
    """Whether `seat` could walk to where `body` lies and use a revive card on it there (in the same area,
    NC-BOSS-09): its own area; a hallway of an open level, the top one once Exit 5 is found; a room it may
    enter (open_to); the boss's room only for a character who may open that door (the infected may not,
    NC-CONTAG-14)."""
    p, q = st.players[seat], st.players[body]
    if p.area() == q.area():
        return True
    if q.room is None:
        return level_open(st, q.level)
    if q.room == BOSS_ROOM:
        return p.infected is None
    return open_to(st, seat, q.room)


def card_gone(st: State, key: str) -> bool:
    """A room whose own card is neither beside its level nor in its discard pile: it went on (Restructuring
    shuffled it into the Room stack, NC-FAQ-10; It's still alive! took it to fight elsewhere, NC-FAQ-07)
    while the room stays for who stands in it and what lies on its floor (NC-TURN-14): its words no
    longer name that card, which is somewhere else (play-test r23)."""
    area = st.areas.get(key)
    if area is None or key == BOSS_ROOM or key.startswith("hall:") or not 1 <= area.level <= len(st.levels):
        return False
    lv = st.levels[area.level - 1]
    return key not in lv.rooms and key not in lv.discard
