"""The table's questions about a state: the rules' answers (tabletop/games/necromolds/queries.py,
re-exported here under the names the table's modules use) and the words and names the table shows
with them. Read-only; no rule is decided here."""

from __future__ import annotations

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import words
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State
from tabletop.geometry.model import ToolEdges
from tabletop.ui.kit import names as kit_names


def edges() -> ToolEdges:
    """The distance tool's edges."""
    return NQ.edges()


def edge_name(length: float) -> str:
    """close / medium / far for a tool length (the nearest edge)."""
    return NQ.edge_name(length)


def monster_name(state: State, mid: str) -> str:
    """A readable name: 'Graveghoul 2' (the engine's naming, as its event texts use it)."""
    return words.monster_name(state, mid)


def seat_name(seat: int, bots) -> str:
    """'Player 1' or 'Player 2 (computer)', as the set-up screens name them (the engine's name, plus who is the computer)."""
    return kit_names.seat_name(seat, bots)


def side_name(state: State, seat: int, bots) -> str:
    """`seat_name`, but in solo play the other side is Basalt LaSeur himself (NM-SOLO-01)."""
    if getattr(state, "solo", None) is not None and seat == 1:
        return "Basalt LaSeur"
    return seat_name(seat, bots)


def books_of(state: State, seat: int) -> list[str]:
    """The seat's spellbooks in army order (including books whose monsters are all smashed)."""
    out: list[str] = []
    for m in state.monsters:
        if m.owner == seat and m.book not in out:
            out.append(m.book)
    return out


can_move_now = NQ.can_move_now
why_not_act = NQ.why_not_act
can_shoot_now = NQ.can_shoot_now
actors = NQ.actors
targets = NQ.targets
sight_field = NQ.sight_field
discard_gems = NQ.discard_gems
magic_die_gems = NQ.magic_die_gems
basic_pools = NQ.basic_pools


def still_to_do(state: State, m: Monster) -> list[str]:
    """What this monster can still do this round, in words (for its tooltip)."""
    if not m.alive:
        return ["Smashed: its clay stays on the map"]
    out = []
    cmd = state.command
    if state.phase == "command" and cmd is not None and cmd.seat == m.owner:
        why = NQ.why_not_act(state, m.id)
        kind = "move" if cmd.kind == "move" else "shoot"
        reach = NQ.command_reach(state, m.id)
        out.append(f"Now: can {kind} up to {reach:g} in" if why is None else f"Now: {why}")
    if not state.uses_slots():  # basic play without What Next step 4: any die, any monsters
        dice = [d.face for d in state.seats[m.owner].dice if d.status == "rolled"]
        if dice:
            out.append("Dice left: " + ", ".join(dice))
        if state.uses_distances():
            edges = [
                f"{kind} {e} ({NQ.edge_length(e):g} in)"
                for kind in ("move", "ranged")
                for e in [NQ.basic_edge(state, m.owner, m.book, kind)]
                if e is not None
            ]
            out.append("Edges: " + (", ".join(edges) if edges else "no move or ranged slot"))
        return out or ["No commands left this round"]
    for p in NQ.pending_commands(state, m):
        if p.distance is not None:
            out.append(f"Still to perform: {p.face} ({p.distance}, {NQ.edge_length(p.distance):g} in)")
        else:  # basic play with slots but not What Next step 3: any edge
            out.append(f"Still to perform: {p.face} (any edge)")
    return out or ["No commands left this round"]


def basic_pools_text() -> str:
    """Basic play's fixed combat pools (used while skill ratings are not, What Next step 2)."""
    p = NQ.basic_pools()
    return (
        f"Pools: melee {p.melee_attack} vs {p.melee_defense}, ranged {p.ranged} vs "
        f"{p.ranged}; larger monster +{p.larger_bonus}"
    )


def monster_lines(state: State, mid: str, bots: set[int]) -> list[str]:
    """The tooltip of a monster: name, owner, skills, abilities, what it can still do."""
    m = state.monster(mid)
    lib = library()
    b = lib.books[m.book]
    size = b.sizes[m.size]
    lines = [f"{words.monster_name(state, mid, whose=False)} — {seat_name(m.owner, bots)}"]  # the owner follows
    sup = f" · support: {', '.join(b.support_skills)}" if b.support_skills and state.mode == "advanced" else ""
    if state.uses_skills():
        lines.append(f"Melee {b.melee} · Ranged {b.ranged} · Defense {b.defense}{sup}")
    else:  # basic play without What Next step 2: fixed pools, the larger monster adds a die
        lines.append(basic_pools_text())
    lines.append(f"Base {size.radius * 2:g} in, {size.height:g} in tall, {size.clay} dr of clay")
    if state.uses_abilities():
        active = " (active)" if state.magic_active(m.owner, m.book) else ""
        lines.append(f"Magic{active}: {b.magic.name} — {b.magic.text}")
        lines.append(f"Passive: {b.passive.name} — {b.passive.text}")
    lines += still_to_do(state, m)
    return lines


move_reach = NQ.move_reach


def terrain_name(state: State, part_id: str) -> str:
    """The piece name of a terrain part id 'piece#k'."""
    piece = str(part_id).split("#", 1)[0]
    for p in library().maps[state.map].pieces:
        if p.id == piece:
            return p.name.split(" (")[0]
    return piece


def blocker_name(state: State, blocker) -> str:
    """A sightline blocker (kind, id) in words."""
    if blocker is None:
        return "something"
    kind, bid = blocker
    if kind == "terrain":
        return terrain_name(state, bid)
    return monster_name(state, bid)


battlefield = NQ.battlefield
