"""What must hold in every Rise state (tests call `problems` after every step)."""

from __future__ import annotations

from tabletop.games.rise.content import board, cards
from tabletop.games.rise.state import MINION_KINDS, STOCK, State, counters_placed


def problems(st: State) -> list[str]:
    c = cards()
    b = board(st.side)
    out: list[str] = []
    for k in STOCK:  # RN-CONT-06: the supply and the players' stock add up to the box
        held = sum(p.stock.get(k, 0) for p in st.players)
        if st.supply.get(k, 0) < 0 or held + st.supply.get(k, 0) != c.supply(k):
            out.append(f"{k}: supply {st.supply.get(k)} + held {held} is not the box's {c.supply(k)}")
    for k in MINION_KINDS:  # RN-RAISE-10
        held = sum(p.army.get(k, 0) for p in st.players) + sum(g.army.get(k, 0) for g in st.guards.values())
        if st.supply.get(k, 0) < 0 or held + st.supply[k] != c.supply(k):
            out.append(f"{k}: supply {st.supply.get(k)} + in play {held} is not the box's {c.supply(k)}")
    for s, p in enumerate(st.players):
        if not b.has(p.space):
            out.append(f"seat {s} stands on no space ({p.space!r})")
        elif (
            p.space != "valley"
            and sum(q.space == p.space for q in st.players) > 1
            and not (st.turn.defender is not None and st.turn.stage in ("defend", "flee_to", "ready", "combat"))
        ):
            out.append(f"two Necromancers share {p.space} (RN-ACT-02)")
        if any(v < 0 for v in p.stock.values()) or any(v < 0 for v in p.army.values()):
            out.append(f"seat {s} holds a negative count")
        if counters_placed(st, s) > c.supplies.dominion_per_colour:
            out.append(f"seat {s} placed more than {c.supplies.dominion_per_colour} counters")
        if p.apprentices_dead > 3:
            out.append(f"seat {s} lost more than 3 Apprentices")
    for space, h in st.dominion.items():
        if b.space(space).kind not in ("city", "dungeon", "academy") or h.count <= 0:
            out.append(f"counters on {space} where none may lie")
    return out
