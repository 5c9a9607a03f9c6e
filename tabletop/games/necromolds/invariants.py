"""What must hold in every Necromolds state the rules can reach: nothing off the map or
overlapping another base or terrain, no negative clay, gems or dice, dice counts the rules
give, a combat and a command that make sense. Tests call `problems` after every step of a
random game (tests/games/test_engine_stateful.py); the rules never need it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tabletop.games.necromolds import field
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import State

if TYPE_CHECKING:
    from shapely.geometry import Polygon

PHASES = ("terrain", "army", "deploy", "order", "assign", "draft", "turns", "command", "combat", "turn_end", "over")
DIE_STATUSES = ("rolled", "assigned", "spent", "discarded")
FACES = ("move", "ranged", "magic", "wild")


def problems(state: State) -> list[str]:
    """Every broken invariant of `state`, as short sentences naming what is wrong (empty when sound)."""
    out: list[str] = []
    out += _seats(state)
    out += _monsters(state)
    out += _terrain(state)
    out += _flow(state)
    return out


def _seats(state: State) -> list[str]:
    rules = library().rules
    out = []
    if not 2 <= len(state.seats) <= 4:
        out.append(f"{len(state.seats)} seats")
    for i, seat in enumerate(state.seats):
        if seat.clay < 0 or seat.clay > rules.clay_budget:
            out.append(f"seat {i} has {seat.clay} dr of clay")
        if seat.gems < 0:
            out.append(f"seat {i} has {seat.gems} gems")
        if state.solo is not None:  # solo: the dice come from one common pool (NM-SOLO-21)
            pass
        elif seat.dice_count not in (rules.command_dice, rules.weakened_command_dice):
            out.append(f"seat {i} rolls {seat.dice_count} command dice")
        elif len(seat.dice) > seat.dice_count:
            out.append(f"seat {i} holds {len(seat.dice)} command dice of {seat.dice_count}")
        for d in seat.dice:
            if d.face not in FACES or d.status not in DIE_STATUSES:
                out.append(f"seat {i} has a die {d.face}/{d.status}")
            if d.status == "assigned" and (d.book is None or d.slot is None):
                out.append(f"seat {i} has an assigned die on no slot")
        spent = sum(library().size(m.book, m.size).clay for m in state.monsters if m.owner == i)
        if state.phase == "army" and spent + seat.clay > rules.clay_budget:
            out.append(f"seat {i} molded {spent} dr with {seat.clay} dr left, more than the budget")
    if state.solo is not None:
        held = len(state.solo.pool) + sum(len(seat.dice) for seat in state.seats)
        if held > rules.solo.pool_dice:
            out.append(f"{held} command dice in play of the solo pool's {rules.solo.pool_dice}")
    return out


def _monsters(state: State) -> list[str]:
    out = []
    ids = [m.id for m in state.monsters]
    if len(set(ids)) != len(ids):
        out.append("two monsters share an id")
    for m in state.monsters:
        if not 0 <= m.owner < len(state.seats):
            out.append(f"{m.id} belongs to no seat")
        if m.book not in library().books or not 0 <= m.size < len(library().books[m.book].sizes):
            out.append(f"{m.id} is of no spellbook size")
            continue
        if not (m.alive and m.deployed):
            continue
        if not (math.isfinite(m.x) and math.isfinite(m.y)):
            out.append(f"{m.id} stands at no point")
            continue
        if ("fan_directional" in state.fan) != (m.facing is not None) or (
            m.facing is not None and not (math.isfinite(m.facing) and 0.0 <= m.facing < 360.0)
        ):
            out.append(f"{m.id} faces {m.facing!r}: a facing in [0, 360) exactly with Directional Attacks")
        problem = field.placement_problem(state, m, m.x, m.y)
        if problem:
            out.append(f"{m.id}: {problem}")
    for c in state.clay:
        if not (math.isfinite(c.x) and math.isfinite(c.y) and c.r > 0):
            out.append("smashed clay at no point")
    return out


def _terrain(state: State) -> list[str]:
    out = []
    pieces = [p.piece for p in state.terrain]
    if len(set(pieces)) != len(pieces):
        out.append("a terrain piece is placed twice")
    if len(pieces) > library().rules.terrain_pieces_placed:
        out.append(f"{len(pieces)} terrain pieces placed")
    board = field.map_box(state).buffer(1e-6)
    polys: list[Polygon] = []
    for p in state.terrain:
        if not all(math.isfinite(v) for v in (p.x, p.y, p.rotation)):
            out.append(f"the {p.piece} stands at no point")
            continue
        for poly, _h in field.placed_parts(state, p):
            if not board.contains(poly):
                out.append(f"the {p.piece} is off the map")
            for other in polys:
                if poly.intersection(other).area > 1e-6:
                    out.append(f"the {p.piece} overlaps other terrain")
        polys += [poly for poly, _h in field.placed_parts(state, p)]
    return out


def _flow(state: State) -> list[str]:
    out = []
    if state.phase not in PHASES:
        out.append(f"phase {state.phase!r}")
    if (state.phase == "draft") != (state.solo is not None and bool(state.solo.pool)):
        out.append("a draft without a pool of dice, or a pool left over")
    if (state.phase == "over") != (state.winners is not None):
        out.append("winners and the end of the game disagree")
    if state.phase == "combat":
        c = state.combat
        if c is None:
            out.append("a combat phase without a combat")
        else:
            faces = len(library().combat_die.faces)
            if c.att_pool < 0 or c.def_pool < 0 or c.att_bought < 0 or c.def_bought < 0:
                out.append("a combat pool below zero")
            if any(not 0 <= f < faces for f in c.att_faces + c.def_faces):
                out.append("a combat die shows no face")
            if c.caster is not None:  # a Magic Blast's attack (NM-CLAY-09): no attacking monster
                if c.attacker != "" or state.find(c.defender) is None or state.blast is None or c.kind != "ranged":
                    out.append("a blast attack without its blast, or with an attacking monster")
            elif state.find(c.attacker) is None or state.find(c.defender) is None:
                out.append("a combat of monsters that do not exist")
            elif state.monster(c.attacker).owner == state.monster(c.defender).owner:
                out.append("a monster fights its own side")
    elif state.combat is not None:
        out.append(f"a combat left over in phase {state.phase}")
    if state.phase == "command" and (state.command is None or state.command.seat != state.turn_seat):
        out.append("a command phase without the turn's command")
    if (
        state.command is not None
        and (state.command.stage or state.command.declared or state.command.fought)
        and "fan_decisive_combat" not in state.fan
    ):
        out.append("a Decisive Combat stage in a game without the rule")
    if any(s in state.out for s in (state.turn_seat,)) and state.phase in ("turns", "command", "turn_end"):
        out.append("a seat that is out has the turn")
    out += _clay(state)
    return out


def _clay(state: State) -> list[str]:
    """More Fun with Clay (NM-CLAY-*): clay left within the container, walls on the map and apart
    from terrain and each other, the end of a turn and a blast only with the rule."""
    out = []
    on = bool(state.clay_left)
    if not on and (state.walls or state.blast is not None or state.phase == "turn_end"):
        out.append("walls, a blast or the end of a turn in a game without More Fun with Clay")
    if on:
        extra = library().clay.extra_clay
        if len(state.clay_left) != len(state.seats) or any(not 0 <= c <= extra for c in state.clay_left):
            out.append(f"extra clay {state.clay_left} out of 0..{extra} per seat")
    if state.blast is not None and state.phase not in ("combat", "over"):
        out.append(f"a Magic Blast left over in phase {state.phase}")
    board = field.map_box(state).buffer(1e-6)
    terrain = [poly for p in state.terrain for poly, _h in field.placed_parts(state, p)]
    seen: list[Polygon] = []
    for w in state.walls:
        poly = field.wall_polygon(w)
        if not poly.is_valid or not board.contains(poly):
            out.append(f"{w.id} is off the map or no shape")
        if any(poly.intersection(t).area > 1e-6 for t in terrain + seen):
            out.append(f"{w.id} overlaps terrain or another wall")
        seen.append(poly)
    return out
