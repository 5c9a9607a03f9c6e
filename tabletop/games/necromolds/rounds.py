"""The round: who goes first, rolling and assigning command dice, turns and commands
(NM-GAME-*, NM-ROUND-*, NM-MOVE-*, NM-RANGED-*, NM-FAQ-01..06, NM-BASIC-11..23, NM-ADV-02..08)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.games.necromolds import abilities, chance, clay, combat, fan, field, solo_rounds, stalemate, turns
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import (
    ActivateMagic,
    AssignDone,
    ChooseOrder,
    Draft,
    EndCommand,
    Melee,
    Move,
    Ranged,
    StartCommand,
)
from tabletop.games.necromolds.command_dice import COMMANDS as COMMANDS
from tabletop.games.necromolds.command_dice import (
    _assign_check,
    _discard,
    _reveal,
    _rolled,
)
from tabletop.games.necromolds.command_dice import _secret as _secret
from tabletop.games.necromolds.command_dice import assign as assign
from tabletop.games.necromolds.command_dice import change_command as change_command
from tabletop.games.necromolds.command_dice import command_gems as command_gems
from tabletop.games.necromolds.command_dice import flip as flip
from tabletop.games.necromolds.command_dice import reroll_commands as reroll_commands
from tabletop.games.necromolds.command_dice import slot_open as slot_open
from tabletop.games.necromolds.command_dice import wild_stays as wild_stays
from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.games.necromolds.state import Command, CommandDie, State
from tabletop.geometry import facing as F

if TYPE_CHECKING:
    from tabletop.geometry.battlefield import Battlefield

# -- step 1 and 2 --------------------------------------------------------------------------


def start_round(state: State, events: list[Event]) -> None:
    """Begin a round: the turn order (NM-ROUND-01..03, NM-MULTI-06/07), then every player
    still in the game rolls their command dice."""
    state.round += 1
    state.active_book = None
    state.command = None
    if state.solo is not None:  # NM-SOLO-18: the draft first; the first turn is decided in phase 2
        solo_rounds.start(state, events)
        return
    turns.order_round(state, events)
    if turns.choice_pending(state):  # Turn Order Choice (NM-FAN-02): before the dice are rolled
        state.phase = "order"
        return
    roll_command_dice(state, events)


def choose_order(state: State, a: ChooseOrder, events: list[Event]) -> None:
    """Turn Order Choice (NM-FAN-02): the player with the fewest monsters (or who won the
    roll-off) goes first or second; then the command dice are rolled."""
    if state.phase != "order":
        raise IllegalAction("the turn order is chosen only at the start of a round (Turn Order Choice)")
    if a.seat != state.first:
        raise IllegalAction(f"{W.player(state.first)} chooses the turn order this round")
    turns.choose(state, bool(a.first), events)
    if state.solo is not None:  # solo: the dice are drafted already; the turns begin (NM-SOLO-26)
        _start_turns(state, events)
        return
    roll_command_dice(state, events)


def draft(state: State, a: Draft, events: list[Event]) -> None:
    """Solo phase 1 (NM-SOLO-21..25): one pick from the common pool; when the pool is empty, phase 2
    begins: fewest monsters first, else a roll-off (NM-SOLO-26, the standard rule's two-player order,
    with Turn Order Gems and Turn Order Choice when they are on, NM-FAN-02..04)."""
    if state.solo is None:
        raise IllegalAction("command dice are drafted from a common pool only in solo play")
    if not solo_rounds.draft(state, a, events):
        return
    turns.order_round(state, events)
    if turns.choice_pending(state):
        state.phase = "order"
        return
    _start_turns(state, events)


def _start_turns(state: State, events: list[Event]) -> None:
    state.phase = "turns"
    state.turn_seat = state.first
    _settle_turn(state, events, prefer=state.first)


def roll_command_dice(state: State, events: list[Event]) -> None:
    """Step 2 begins: every player still in the game rolls their command dice (NM-ROUND-04)."""
    lib = library()
    for s, seat in enumerate(state.seats):
        if s in state.out:  # NM-MULTI-09: eliminated players no longer roll
            seat.dice = []
            seat.assign_done = True
            continue
        if state.mode == "advanced" and len(state.active_books(s)) <= 1 and not seat.weakened:
            # NM-ADV-02..04: one spellbook left (or from the start): 3 dice for the rest of the game
            seat.weakened = True
            seat.dice_count = lib.rules.weakened_command_dice
            events.append(W.event(state, E.Weakened(s, seat.dice_count)))
        faces = chance.roll(state, lib.command_die, seat.dice_count)
        seat.dice = [CommandDie(face=lib.command_die.faces[f][0]) for f in faces]
        seat.rolled_faces = [d.face for d in seat.dice]
        seat.gems_at_roll = seat.gems
        seat.assign_done = False
    events.append(W.event(state, E.CommandDiceRolled([[d.face for d in s.dice] for s in state.seats])))
    if not state.uses_slots():  # NM-BASIC-12: no assigning (unless What Next step 4, NM-BASIC-40)
        state.turn_seat = state.first
        state.phase = "turns"
        _settle_turn(state, events, prefer=state.first)
    else:
        state.phase = "assign"


def end_round(state: State, events: list[Event]) -> None:
    """NM-ROUND-16/26: magic dice come off and their effects end; a new round begins."""
    for seat in state.seats:
        seat.dice = []
    state.active_book = None
    events.append(W.event(state, E.RoundEnds(state.round)))
    if stalemate.round_ends(state, events):  # ten quiet rounds: the battle ends in a shared result
        return
    start_round(state, events)


def assign_done(state: State, a: AssignDone, events: list[Event]) -> None:
    """NM-ROUND-19: dice left unassigned are discarded (2 gems per magic die); when both have
    committed, turns begin with the first player."""
    _assign_check(state, a.seat)
    for i, die in enumerate(state.seats[a.seat].dice):
        if die.status == "rolled":
            _discard(state, a.seat, i, events)
    state.seats[a.seat].assign_done = True
    events.append(W.event(state, E.AssignDone(a.seat)))
    if all(s.assign_done for s in state.seats):
        _reveal(state, events)
        state.phase = "turns"
        state.turn_seat = state.first
        _settle_turn(state, events, prefer=state.first)


# -- step 3 -------------------------------------------------------------------------------


def _settle_turn(state: State, events: list[Event], prefer: int) -> None:
    """Give the turn to `prefer` if they have dice to perform, else to the next in turn order
    who has (NM-MULTI-10); when nobody has, end the round."""
    if not turns.settle(state, events, prefer):
        end_round(state, events)


def turn_over(state: State, events: list[Event], seat: int) -> None:
    """`seat`'s turn is over (its spellbook's dice are done, NM-ROUND-25): with More Fun with Clay
    it may first act at the end of its turn (phase "turn_end", clay.turn_over); then the turn
    passes to the next player in turn order who has dice (NM-ROUND-27/28)."""
    if clay.turn_over(state, events, seat):
        return
    pass_turn(state, events, seat)


def carry_on(state: State, events: list[Event], then: clay.Then) -> None:
    """What a clay action left the turn to do (clay.Then): pass it on, or end the seat's turn."""
    if then is None:
        return
    what, seat = then
    if what == clay.PASS:
        pass_turn(state, events, seat)
    elif what == clay.TURN_OVER:
        turn_over(state, events, seat)
    else:
        raise ValueError(f"unknown step after a clay action: {what!r}")


def pass_turn(state: State, events: list[Event], seat: int) -> None:
    """The turn passes from `seat` to the next in turn order with dice to perform, or the round ends."""
    state.active_book = None
    _settle_turn(state, events, prefer=turns.following(state, seat))


def start_command(state: State, a: StartCommand, events: list[Event]) -> None:
    """NM-ROUND-22 / NM-FAQ-01..02: choose a move or ranged die of the turn's spellbook."""
    if state.phase != "turns":
        raise IllegalAction(
            "finish the current command first" if state.phase == "command" else "no command can be chosen now"
        )
    if a.seat != state.turn_seat:
        raise IllegalAction(f"it is {W.player(state.turn_seat)}'s turn")
    dice = state.seats[a.seat].dice
    if not 0 <= a.die < len(dice):
        raise IllegalAction("you have no such command die")
    die = dice[a.die]
    lib = library()
    if not state.uses_slots():
        if die.status != "rolled":
            raise IllegalAction("that command die has been used this round")
        command = die.face if die.face != "wild" else a.command
        if die.face != "wild" and a.command not in (None, die.face):
            raise IllegalAction(f"that die shows {die.face}")
        if command not in ("move", "ranged", "magic"):
            raise IllegalAction("choose move, ranged or magic for the wild die (NM-BASIC-22)")
        if command == "magic":  # NM-BASIC-21
            die.status = "spent"
            gain = lib.rules.basic.magic_gems
            state.seats[a.seat].gems += gain
            events.append(W.event(state, E.GemsTaken(a.seat, gain)))
            turn_over(state, events, a.seat)
            return
        b = lib.rules.basic
        per_book: dict[str, float] = {}
        distance = lib.length("far")  # NM-BASIC-10: any edge
        if state.uses_distances():  # NM-BASIC-39: each monster's own spellbook slot edge
            for book_id in state.active_books(a.seat):
                edge = basic_edge(state, a.seat, book_id, command)
                if edge is not None:
                    per_book[book_id] = lib.length(edge)
            distance = max(per_book.values(), default=0.0)
        state.command = Command(
            seat=a.seat,
            die=a.die,
            kind=command,
            distance=distance,
            limit=b.move_monsters if command == "move" else b.ranged_monsters,
            line_of_sight=state.use_terrain,
            book_distances=per_book,
        )
    else:
        if die.status != "assigned" or die.slot is None or die.slot < 0:
            raise IllegalAction("choose a move or ranged die assigned to one of your spellbooks")
        assert die.book is not None  # an assigned die is on a spellbook
        slot = lib.books[die.book].slots[die.slot]
        if die.face == "wild":  # Wilder Wilds (NM-FAN-17): its command is chosen now
            if a.command not in slot.commands:
                raise IllegalAction(f"choose {' or '.join(slot.commands)} for the wild die (Wilder Wilds)")
        elif a.command not in (None, die.face):  # the slot's die says what it does
            raise IllegalAction(f"that die shows {die.face}")
        if state.active_book is not None and die.book != state.active_book:
            raise IllegalAction("finish the dice of the spellbook you chose this turn first (NM-ROUND-24)")
        if die.face == "wild":
            assert a.command is not None  # one of the slot's commands (checked above)
            die.face = a.command
            events.append(W.event(state, E.WildBecomes(a.seat, a.die, a.command, "fan_wilder_wilds", str(die.book))))
        if state.uses_distances():
            distance = lib.length(abilities.command_distance(state, a.seat, die.book, die.face, slot.distance))
        else:  # basic play with slots but without What Next step 3: any edge (NM-BASIC-10)
            distance = lib.length("far")
        state.command = Command(
            seat=a.seat,
            die=a.die,
            kind=die.face,
            distance=distance,
            book=die.book,
            limit=1 if slot.unstable else None,
            line_of_sight=state.use_terrain,
        )
        if state.mode != "basic":  # basic play keeps one die per turn (NM-BASIC-15, NM-BASIC-42)
            state.active_book = die.book
    state.phase = "command"
    events.append(
        W.event(
            state,
            E.CommandStarted(
                a.seat, a.die, state.command.kind, state.command.book, state.command.distance, state.command.limit
            ),
        )
    )
    _maybe_autoend(state, events)


def activate_magic(state: State, a: ActivateMagic, events: list[Event]) -> None:
    """Basic play with What Next step 5 and without step 4: a magic die (or a wild die as magic)
    activates one spellbook's magic ability for the round instead of giving the gem; the turn
    ends as with any basic command (NM-BASIC-15, NM-BASIC-21, NM-BASIC-41/42)."""
    if state.phase != "turns":
        raise IllegalAction("a magic die is performed on your turn")
    if a.seat != state.turn_seat:
        raise IllegalAction(f"it is {W.player(state.turn_seat)}'s turn")
    if state.uses_slots() or not state.uses_abilities():
        raise IllegalAction(
            "put the magic die on a spellbook's magic ability slot instead"
            if state.uses_slots()
            else "magic abilities are not used in this game (basic play: What Next step 5)"
        )
    die = _rolled(state, a.seat, a.die)
    if die.face not in ("magic", "wild"):
        raise IllegalAction("only a magic (or wild) die activates a magic ability")
    if a.book not in state.active_books(a.seat):
        raise IllegalAction("activate only your spellbooks that have monsters on the map")
    if state.magic_active(a.seat, a.book):
        raise IllegalAction("that magic ability is already active this round")
    die.face, die.status, die.book, die.slot = "magic", "assigned", a.book, -1
    gain = abilities.gems_on_activate(a.book)
    state.seats[a.seat].gems += gain
    events.append(W.event(state, E.MagicActive(a.seat, a.book, gain)))
    turn_over(state, events, a.seat)


def can_act(state: State, mid: str) -> str | None:
    """Why this monster cannot perform the current command now, or None."""
    cmd = state.command
    if state.phase != "command" or cmd is None:
        return "no command is being performed"
    if cmd.stage:  # Decisive Combat: the moves or the declarations are over
        return (
            "the moves are over: the melee attacks are resolved now (Decisive Combat)"
            if cmd.stage == "melee"
            else "the ranged targets are declared: the attacks are resolved now (Decisive Combat)"
        )
    m = state.find(mid)
    if m is None or not m.alive or not m.deployed:
        return "that is not a monster on the battle map"
    if m.owner != cmd.seat:
        return "that is not your monster"
    if cmd.book is not None and m.book != cmd.book:
        return f"only {W.book_name(cmd.book)} monsters perform this command"
    if mid in cmd.acted:
        return f"{W.monster_name(state, mid)} has already performed this command"
    if cmd.book_distances and m.book not in cmd.book_distances:
        return f"{W.book_name(m.book)} has no {cmd.kind} command slot (NM-BASIC-39)"
    if cmd.limit is not None and len(cmd.acted) >= cmd.limit:
        return (
            "an unstable command is performed by one monster per round"
            if cmd.book is not None
            else f"this command is for {W.count(cmd.limit, 'monster')}"
        )
    return None


def basic_edge(state: State, seat: int, book: str, kind: str) -> str | None:
    """Basic play with What Next step 3 but not step 4: the edge a monster of `book` uses for a
    move or ranged command: its spellbook's longest slot for that command, stable slots first
    (an unstable border is a step-4 rule); None if the book has no such slot (NM-BASIC-39)."""
    slots = [sl for sl in library().books[book].slots if kind in sl.commands]
    usable = [sl for sl in slots if not sl.unstable] or slots
    if not usable:
        return None
    best = max((sl.distance for sl in usable), key=DISTANCES.index)
    return abilities.command_distance(state, seat, book, kind, best)


# A shortest path bends only at the corners of the obstacles it goes round; the smallest of
# them (a small base next to a small base or smashed clay, drawn with 24 corners) puts its
# corners about 0.3 in apart, so a real path has at most a few points per inch of its length.
PATH_POINTS_PER_INCH = 8


def path_points(distance: float) -> int:
    """The most points a move's path of at most `distance` inches may list (a hostile file's
    million-point path is refused before any geometry looks at it)."""
    return 8 + int(PATH_POINTS_PER_INCH * max(0.0, distance))


def monster_distance(state: State, mid: str) -> float:
    """The tool edge (inches) this monster performs the current command at."""
    cmd = state.command
    assert cmd is not None
    if cmd.book_distances:
        return cmd.book_distances.get(state.monster(mid).book, 0.0)
    return cmd.distance


def _maybe_autoend(state: State, events: list[Event]) -> None:
    """End the command by itself when no monster can still perform it."""
    cmd = state.command
    if cmd is None or state.phase != "command":
        return
    if all(can_act(state, m.id) for m in state.alive(cmd.seat)):
        end_actions(state, events)


def end_actions(state: State, events: list[Event]) -> None:
    """No (more) monsters perform the command: finish it, or with Decisive Combat go on to the
    melee attacks of the monsters that moved (NM-FAN-18) or resolve the declared ranged attacks
    in order (NM-FAN-19)."""
    cmd = state.command
    assert cmd is not None
    if fan.decisive(state) and cmd.stage == "":
        if cmd.kind == "move":
            cmd.stage = "melee"
            pairs = fan.melee_pairs(state)
            if pairs:
                events.append(W.event(state, E.MeleeStage(cmd.seat, [list(p) for p in pairs])))
                return
        elif cmd.kind == "ranged":
            cmd.stage = "volley"
            resolve_declared(state, events)
            return
    if cmd.stage == "melee" and fan.melee_pairs(state):
        return  # the player chooses the next melee attack
    finish_command(state, events)


def resolve_declared(state: State, events: list[Event]) -> None:
    """Decisive Combat (NM-FAN-19/20): the declared ranged attacks in the order declared; one
    whose target is already smashed is lost (no new target)."""
    while state.command is not None and state.command.declared:
        cmd = state.command
        att, tgt = cmd.declared.pop(0)
        a, t = state.find(att), state.find(tgt)
        if a is None or not a.alive or t is None or not t.alive:
            events.append(W.event(state, E.AttackLost(att, tgt)))
            continue
        combat.start(state, "ranged", att, tgt, events)
        if state.combat is not None or state.phase == "over":
            return  # choices to make; after_combat goes on
        if state.command is None:
            after_combat(state, events)
            return
        state.phase = "command"
    if state.command is not None and state.phase == "command":
        finish_command(state, events)


def _none_could_shoot(state: State, cmd) -> bool:
    """A ranged command ends with nothing shot because none of its monsters had an enemy in range and
    sight (not because the player chose not to shoot): what the log says of a computer's command that
    did nothing (play-test r30: "may shoot with Mud Mumps", then "ends the command", and no why)."""
    if cmd.kind != "ranged" or cmd.acted or cmd.declared or state.phase != "command":
        return False
    bf = field.battlefield(state)
    for m in state.alive(cmd.seat):
        if can_act(state, m.id) is not None:
            continue
        reach = monster_distance(state, m.id)
        if any(
            ranged_problem(state, m.id, e.id, reach, cmd.line_of_sight, bf) is None for e in state.enemies(cmd.seat)
        ):
            return False
    return True


def finish_command(state: State, events: list[Event]) -> None:
    """NM-ROUND-23..25: remove the die; the same spellbook goes on, else the turn passes."""
    cmd = state.command
    assert cmd is not None
    no_target = _none_could_shoot(state, cmd)
    state.command = None
    seat = cmd.seat
    die = state.seats[seat].dice[cmd.die]
    if die.status in ("assigned", "rolled"):
        die.status = "spent"
    events.append(W.event(state, E.CommandEnded(seat, cmd.die, no_target)))
    if state.mode != "basic" and cmd.book is not None and state.pending(seat, cmd.book):
        state.phase = "turns"
        state.active_book = cmd.book
        return
    state.active_book = None
    turn_over(state, events, seat)


def end_command(state: State, a: EndCommand, events: list[Event]) -> None:
    """Finish the command (the remaining monsters do not perform it)."""
    if state.phase != "command" or state.command is None:
        raise IllegalAction("no command is being performed")
    if a.seat != state.command.seat:
        raise IllegalAction("it is not your command")
    if state.command.stage == "melee" and fan.melee_pairs(state):
        raise IllegalAction(
            "every monster that moved into contact attacks: choose the next melee attack (Decisive Combat)"
        )
    end_actions(state, events)


def melee(state: State, a: Melee, events: list[Event]) -> None:
    """Decisive Combat (NM-FAN-18/20): after the moves, one monster that moved and touches an
    enemy makes its melee attack; the player chooses the order and the target. A monster touching
    several enemies attacks each of them in turn, each once."""
    cmd = state.command
    if state.phase != "command" or cmd is None or cmd.stage != "melee":
        raise IllegalAction("melee attacks are chosen after all the moves, with Decisive Combat")
    if a.seat != cmd.seat:
        raise IllegalAction("it is not your command")
    pairs = fan.melee_pairs(state)
    if (a.monster, a.target) not in pairs:
        m, t = state.find(a.monster), state.find(a.target)
        if m is None or m.owner != a.seat or a.monster not in cmd.acted:
            why = "only a monster that moved in this command makes a melee attack"
        elif [a.monster, a.target] in cmd.fought:
            why = f"{W.monster_name(state, a.monster)} has already attacked {W.monster_name(state, a.target)}"
        elif t is None or not t.alive or t.owner == a.seat or not field.battlefield(state).in_contact(m.id, t.id):
            why = f"{W.monster_name(state, a.monster)} is not touching that enemy"
        else:
            why = f"{W.monster_name(state, a.monster)} faces away from it: it attacks only ahead (Directional Attacks)"
        raise IllegalAction(why)
    cmd.fought.append([a.monster, a.target])
    combat.start(state, "melee", a.monster, a.target, events)
    after_combat(state, events)


def move(state: State, a: Move, events: list[Event]) -> None:
    """NM-MOVE-01..11: move up to the distance along a legal path; contact with one enemy = melee."""
    reason = can_act(state, a.monster)
    if reason:
        raise IllegalAction(reason)
    cmd = state.command
    assert cmd is not None  # can_act found it
    if a.seat != cmd.seat:
        raise IllegalAction("it is not your command")
    if cmd.kind != "move":
        raise IllegalAction("this is a ranged attack command")
    if not a.path:
        raise IllegalAction("a move needs a path")
    m = state.monster(a.monster)
    most = path_points(monster_distance(state, m.id))
    if len(a.path) > most:
        raise IllegalAction(f"a move's path bends at most {most} times")
    mp = library().maps[state.map]
    if not all(0.0 <= x <= mp.width and 0.0 <= y <= mp.height for x, y in a.path):
        raise IllegalAction("a monster cannot move off the battle map (NM-MOVE-08)")
    problem = fan.facing_problem(state, a.facing)
    if problem:
        raise IllegalAction(problem)
    path = [(float(x), float(y)) for x, y in a.path]
    bf = field.battlefield(state)
    result = bf.check_move(m.id, [(m.x, m.y)] + path, monster_distance(state, m.id))
    decisive = fan.decisive(state)  # NM-FAN-20: ending in contact with several enemies is allowed
    if not result.legal and not (decisive and result.problem == "two_enemies"):
        raise IllegalAction(W.move_refusal(state, result, monster_distance(state, m.id)))
    hindered = fan.hinder_problem(state, m, [(m.x, m.y)] + path, result.length)  # NM-FAN-21/22
    if hindered:
        raise IllegalAction(hindered)
    end = path[-1]  # check_move refused ends off the map or on terrain, a base or clay (NM-MOVE-08/09)
    contacts = [c for c in result.contacts if state.find(c) is not None and state.monster(c).owner != m.owner]
    if len(contacts) > 1 and not decisive:
        raise IllegalAction("a monster cannot end its move in contact with more than one enemy (NM-MOVE-11)")
    facing = None
    if fan.directional(state):  # NM-FAN-11: a facing is chosen at the end of each move
        facing = _end_facing(state, m, [(m.x, m.y)] + path, contacts, a.facing)
        if contacts and not decisive and a.facing is not None:
            e = state.monster(contacts[0])
            if not F.in_front(facing, end, (e.x, e.y)):
                raise IllegalAction(
                    f"turn {W.monster_name(state, m.id)} toward {W.monster_name(state, e.id)}: "
                    f"it attacks only ahead (Directional Attacks)"
                )
    m.x, m.y = end
    if facing is not None:
        m.facing = facing
    cmd.acted.append(m.id)
    events.append(W.event(state, E.Moved(m.id, path, result.length, facing)))
    if contacts and not decisive:  # NM-MOVE-10 (Decisive Combat: after all the moves, NM-FAN-18)
        combat.start(state, "melee", m.id, contacts[0], events)
        after_combat(state, events)
    else:
        _maybe_autoend(state, events)


def _end_facing(state: State, m, path: list[tuple[float, float]], contacts: list[str], given: float | None) -> float:
    """The facing at the end of a move (Directional Attacks): the one given, else toward the
    enemy it ends touching (the first one), else along its last step (unchanged if it did not move)."""
    if given is not None:
        return float(given) % 360.0
    end = path[-1]
    if contacts:
        e = state.monster(contacts[0])
        return F.facing_toward(end, (e.x, e.y))
    for p in reversed(path[:-1]):
        if math.dist(p, end) > 1e-6:
            return F.facing_toward(p, end)
    return m.facing if m.facing is not None else fan.deploy_facing(state, m.owner, m.x, m.y)


def ranged(state: State, a: Ranged, events: list[Event]) -> None:
    """NM-RANGED-01..06: a target within the distance and in line of sight."""
    reason = can_act(state, a.monster)
    if reason:
        raise IllegalAction(reason)
    cmd = state.command
    assert cmd is not None  # can_act found it
    if a.seat != cmd.seat:
        raise IllegalAction("it is not your command")
    if cmd.kind != "ranged":
        raise IllegalAction("this is a move command")
    m = state.monster(a.monster)
    t = state.find(a.target)
    if t is None or not t.alive or not t.deployed or t.owner == m.owner:
        raise IllegalAction("the target must be an enemy monster on the battle map")
    problem = ranged_problem(state, m.id, t.id, monster_distance(state, m.id), cmd.line_of_sight)
    if problem:
        raise IllegalAction(problem)
    cmd.acted.append(m.id)
    if fan.decisive(state):  # NM-FAN-19: every target is declared before any combat
        cmd.declared.append([m.id, t.id])
        events.append(W.event(state, E.Declared(m.id, t.id)))
        _maybe_autoend(state, events)
        return
    combat.start(state, "ranged", m.id, t.id, events)
    after_combat(state, events)


def ranged_problem(
    state: State, attacker: str, target: str, distance: float, sight: bool, bf: Battlefield | None = None
) -> str | None:
    """Why `attacker` cannot shoot `target` at that distance, or None. `bf`: the state's battlefield
    (field.battlefield(state)) when the caller has it already (asking of every enemy)."""
    if bf is None:
        bf = field.battlefield(state)
    if not bf.within(attacker, target, distance):
        return "the target is out of range (NM-RANGED-02)"
    if not fan.can_attack(state, state.monster(attacker), state.monster(target)):  # NM-FAN-10
        return (
            f"{W.monster_name(state, attacker)} faces away from the target: it attacks only ahead (Directional Attacks)"
        )
    if sight and not sight_field(state, attacker, target, bf).line_of_sight(attacker, target):
        return "no line of sight to the target (NM-RANGED-03)"
    return None


def sight_field(state: State, a: str, b: str, bf: Battlefield | None = None):
    """The battlefield a line of sight from `a` to `b` is judged on (read-only): in basic play only
    terrain blocks sight, so every other base is left off (NM-BASIC-20). `bf`: the state's
    battlefield, when the caller has it already."""
    if bf is None:
        bf = field.battlefield(state)
    if state.mode == "basic":
        bf = bf.copy()
        for other in list(bf.bases):
            if other not in (a, b):
                bf.remove_base(other)
    return bf


def after_combat(state: State, events: list[Event]) -> None:
    """Back to the command once the combat is resolved (or wait while it needs choices)."""
    if state.phase == "over" or state.combat is not None:
        return
    if state.blast is not None:  # More Fun with Clay: the Magic Blast's next attack (NM-CLAY-09)
        carry_on(state, events, clay.after_combat(state, events))
        return
    if state.command is None:  # the command's spellbook lost its last monster (NM-FAQ-04)
        state.active_book = None
        turn_over(state, events, state.turn_seat)
        return
    state.phase = "command"
    if state.command.stage == "volley":  # Decisive Combat: the next declared ranged attack
        resolve_declared(state, events)
        return
    _maybe_autoend(state, events)
