"""Questions the table asks about a state that the engine has no single query for.

Read-only: every answer comes from the state and the engine's own helpers.
"""

from __future__ import annotations

from tabletop.games.necromolds import abilities, field, rounds, words
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State
from tabletop.geometry.model import ToolEdges


def edges() -> ToolEdges:
    """The distance tool's edges."""
    t = library().tool
    return ToolEdges(float(t.close), float(t.medium), float(t.far))


def edge_name(length: float) -> str:
    """close / medium / far for a tool length (the nearest edge)."""
    best = min(edges().items(), key=lambda kv: abs(kv[1] - length))
    return best[0]


def monster_name(state: State, mid: str) -> str:
    """A readable name: 'Graveghoul 2' (the engine's naming, as its event texts use it)."""
    return words.monster_name(state, mid)


def seat_name(seat: int, bots) -> str:
    """'Player 1' or 'Player 2 (computer)', as the set-up screens name them (the engine's name, plus who is the computer)."""
    return words.player(seat) + (" (computer)" if seat in bots else "")


def books_of(state: State, seat: int) -> list[str]:
    """The seat's spellbooks in army order (including books whose monsters are all smashed)."""
    out: list[str] = []
    for m in state.monsters:
        if m.owner == seat and m.book not in out:
            out.append(m.book)
    return out


def can_move_now(state: State, mid: str) -> bool:
    """The monster may perform the current move command."""
    return (
        state.phase == "command"
        and state.command is not None
        and state.command.kind == "move"
        and rounds.can_act(state, mid) is None
    )


def can_shoot_now(state: State, mid: str) -> bool:
    """The monster may perform the current ranged command."""
    return (
        state.phase == "command"
        and state.command is not None
        and state.command.kind == "ranged"
        and rounds.can_act(state, mid) is None
    )


def actors(state: State) -> list[str]:
    """Monsters that may still perform the current command."""
    if state.phase != "command" or state.command is None:
        return []
    return [m.id for m in state.alive(state.command.seat) if rounds.can_act(state, m.id) is None]


def targets(state: State, shooter: str) -> dict[str, str | None]:
    """Every enemy of the shooter with why it cannot be shot now (None = a legal target)."""
    cmd = state.command
    m = state.monster(shooter)
    out = {}
    for e in state.alive():
        if e.owner == m.owner:
            continue
        out[e.id] = rounds.ranged_problem(
            state, shooter, e.id, rounds.monster_distance(state, shooter), cmd.line_of_sight
        )
    return out


def still_to_do(state: State, m: Monster) -> list[str]:
    """What this monster can still do this round, in words (for its tooltip)."""
    if not m.alive:
        return ["Smashed: its clay stays on the map"]
    lib = library()
    out = []
    cmd = state.command
    if state.phase == "command" and cmd is not None and cmd.seat == m.owner:
        why = rounds.can_act(state, m.id)
        kind = "move" if cmd.kind == "move" else "shoot"
        reach = rounds.monster_distance(state, m.id)
        out.append(f"Now: can {kind} up to {reach:g} in" if why is None else f"Now: {why}")
    if not state.uses_slots():  # basic play without What Next step 4: any die, any monsters
        dice = [d.face for d in state.seats[m.owner].dice if d.status == "rolled"]
        if dice:
            out.append("Dice left: " + ", ".join(dice))
        if state.uses_distances():
            edges = [
                f"{kind} {e} ({lib.length(e):g} in)"
                for kind in ("move", "ranged")
                for e in [rounds.basic_edge(state, m.owner, m.book, kind)]
                if e is not None
            ]
            out.append("Edges: " + (", ".join(edges) if edges else "no move or ranged slot"))
        return out or ["No commands left this round"]
    for d in state.seats[m.owner].dice:
        if d.book != m.book or d.slot is None:
            continue
        if d.slot == -1:
            continue  # an active magic ability is marked on its "Magic" line already
        if d.status != "assigned":
            continue
        slot = lib.books[m.book].slots[d.slot]
        if state.uses_distances():
            dist = abilities.command_distance(state, m.owner, m.book, d.face, slot.distance)
            out.append(f"Still to perform: {d.face} ({dist}, {lib.length(dist):g} in)")
        else:  # basic play with slots but not What Next step 3: any edge
            out.append(f"Still to perform: {d.face} (any edge)")
    return out or ["No commands left this round"]


def basic_pools_text() -> str:
    """Basic play's fixed combat pools (used while skill ratings are not, What Next step 2)."""
    r = library().rules.basic
    return (
        f"Pools: melee {r.melee_attack_dice} vs {r.melee_defense_dice}, ranged {r.ranged_dice} vs "
        f"{r.ranged_dice}; larger monster +{r.larger_bonus}"
    )


def monster_lines(state: State, mid: str, bots: set[int]) -> list[str]:
    """The tooltip of a monster: name, owner, skills, abilities, what it can still do."""
    m = state.monster(mid)
    lib = library()
    b = lib.books[m.book]
    size = b.sizes[m.size]
    lines = [f"{monster_name(state, mid)} — {seat_name(m.owner, bots)}"]
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


def move_reach(state: State, m: Monster) -> float:
    """The longest move this monster could make next (for 'could reach it next'), in inches.

    As the engine sets a move command's edge (rounds.start_command): its spellbook's longest
    move slot after move overrides of abilities in effect now (a magic ability only while
    active); basic play without slot distances moves at any edge, with them at the book's
    basic edge (rounds.basic_edge).
    """
    lib = library()
    if not state.uses_distances():
        return lib.length("far")
    if not state.uses_slots():
        edge = rounds.basic_edge(state, m.owner, m.book, "move")
        return lib.length(edge) if edge is not None else 0.0
    best = 0.0
    for slot in lib.books[m.book].slots:
        if "move" in slot.commands:
            dist = abilities.command_distance(state, m.owner, m.book, "move", slot.distance)
            best = max(best, lib.length(dist))
    return best


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


def battlefield(state: State):
    """The cached geometry of this state."""
    return field.battlefield(state)
