"""The battle table by keyboard: what the mouse can press now, as the kit's focus targets
(tabletop/ui/kit/focus.py), and the keys that carry a thing in hand.

`targets(scene)` lists, in Tab order, what takes a press now: with a monster in hand, letting go
where it is or in contact with each enemy; with a die in hand, the slots it may go to; an open face
menu's faces; the shooter's targets; the combat window's dice to reroll; the measuring tool's monsters; else your dice to pick up or
perform, your monsters to move or shoot with, then every enabled button (the combat window's gems,
rerolls and Continue, Done, End command, the tools). A gesture is made by the same mouse events a
hand makes, so every path is the mouse's own path.

While something is held (a monster being moved, the ruler's end, a clay tool's aim or the wall's end),
the arrows step it across the map by STEP inches (Shift: FINE), and Enter lets it go: the move tool's
destination and the ruler's end move in fixed increments. The clay tools' targets and pointer are
key_clay.py's.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.queries import deciding_seat
from tabletop.ui import look
from tabletop.ui.kit.focus import ARROWS, DO_KEYS, Target, keyboard
from tabletop.ui.necromolds.table import combat_view, key_clay, keys
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.assigning import DieDragTool, RerollPickTool, assigning_seat, drop_targets
from tabletop.ui.necromolds.table.combat_flow import CombatTool
from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
from tabletop.ui.necromolds.table.free_tools import FreeTool, RulerTool
from tabletop.ui.necromolds.table.move_tool import MoveTool
from tabletop.ui.necromolds.table.ranged_tool import AimTool
from tabletop.ui.tools import PASS

STEP = 0.5  # inches an arrow moves a thing in hand
FINE = 0.1  # with Shift
HERE = "Let go here"
LIT_HERE = "Let go at the lit place"
RULER_HERE = "Let go of the ruler's end here"
BAR_KEYS = ("save", "undo", "draw")  # the top bar's: after the game's own buttons (Done, End command)
BAR_LAST = ("tool_", "menu", "rules", "fit", "column")  # the tools, the menu and the columns' tabs: last
WINDOW_KEYS = ("combat_",)  # an open window's buttons: first in the Tab order, the focus on its main one


def _at(view, m) -> tuple[int, int]:
    x, y = view.camera.map_to_screen(m.x, m.y)
    return int(x), int(y)


def _ring(view, m) -> int:
    r, _ = NQ.base_of(m)
    return int(view.camera.length_to_pixels(r)) + 6


def _book_name(book: str) -> str:
    b = library().books.get(book)
    return b.name if b is not None else book


def held(scene) -> bool:
    """Something is held by the keys now: a monster being moved, the ruler's end being drawn, or a clay
    tool's pointer (the missile's aim, the blast's disc, the wall's ends)."""
    if scene.tools.find(MoveTool) is not None or key_clay.aim_tool(scene) is not None:
        return True
    ruler = scene.tools.find(RulerTool)
    return ruler is not None and ruler.ruler.dragging


def targets(scene) -> list[Target]:
    """What a press can do now, in Tab order (see the module docstring)."""
    view = scene.tool_view()
    st = view.state
    top = scene.tools.top
    out: list[Target] = []
    if isinstance(top, MoveTool):
        mover = st.monster(top.drag.monster)
        out += _lit_place(scene, view, mover)
        out.append(Target(HERE, tuple(scene.mouse), "release", _ring(view, mover)))  # ringed round its base
        for m in st.alive():
            if m.owner != mover.owner and view.on_map(_at(view, m)) and reaches(top, view, m):
                out.append(
                    Target(f"Into contact with {Q.monster_name(st, m.id)}", _at(view, m), "release", _ring(view, m))
                )
        return out
    if isinstance(top, DieDragTool):
        face = st.seats[top.seat].dice[top.die].face
        ok = drop_targets(st, top.seat, face)
        for rect, book, slot, _die in view.hits[top.seat].slots if top.seat in view.hits else ():
            if (book, slot) in ok:
                where = "magic ability" if slot < 0 else f"slot {slot + 1}"
                out.append(Target(f"{_book_name(book)}: {where}", rect.center, "release", max(rect.size) // 2 + 4))
        return out
    if isinstance(top, FaceMenuTool):
        return [
            Target(top.labels.get(opt, opt), rect.center, "click", rect.height // 2 + 4)
            for rect, opt in top.rects(view)
        ]
    clay = key_clay.targets(scene, view, _at, _ring)
    if clay is not None:
        return clay + _buttons(scene)
    if isinstance(top, RulerTool) and top.ruler.dragging:
        return [Target(RULER_HERE, tuple(scene.mouse), "release")]
    if isinstance(top, FreeTool):
        gesture = "press" if isinstance(top, RulerTool) else "click"
        verb = {"ruler": "Ruler from", "sight": "Sightline from", "rings": "Range rings round"}.get(top.key, "")
        for m in st.alive():
            if view.on_map(_at(view, m)):
                out.append(Target(f"{verb} {Q.monster_name(st, m.id)}", _at(view, m), gesture, _ring(view, m)))
        return out + _buttons(scene)
    if isinstance(top, CombatTool) and top.shown(view):
        return _combat_dice(view, top) + _buttons(scene)
    if isinstance(top, AimTool):
        for eid in top.aim.legal_targets():
            m = st.monster(eid)
            out.append(Target(f"Shoot {Q.monster_name(st, eid)}", _at(view, m), "click", _ring(view, m)))
    out += _dice(view, scene.tools.find(RerollPickTool)) + _monsters(view)
    return out + _buttons(scene)


def _lit_place(scene, view, mover) -> list[Target]:
    """A tutorial's step lights a move of the monster in hand (its `lit` drags from the monster to the
    place): letting it go there is the first target, one Enter (play-test r25: carrying it with the
    arrows took about 13 presses)."""
    here = _at(view, mover)
    ring = _ring(view, mover)
    return [
        Target(LIT_HERE, (int(lit[2][0]), int(lit[2][1])), "release")
        for lit in getattr(scene, "lit", ())
        if lit[0] == "drag" and math.dist(lit[1], here) <= ring
    ][:1]


def reaches(tool: MoveTool, view, enemy) -> bool:
    """True when letting the monster in hand go on `enemy` (at its figure, as the focus's release does)
    ends in contact with it: the very verdict a hand's drop there gets (MoveDrag.update on a copy of
    the drag, so the reach, terrain and one-enemy rules are the mouse move's own, NM-MOVE-10/11).
    Remembered per drag and point: the table lists its targets every frame."""
    from tabletop.ui.necromolds.table.move_tool import enemy_figure_at

    drag = tool.drag
    at = _at(view, enemy)
    memo = tool.__dict__.setdefault("key_reach", {})
    if (enemy.id, at) not in memo:
        me = view.state.monster(drag.monster)
        ok = False
        # no path is shorter than the straight line between the bases: far enemies are out untested
        if math.dist((me.x, me.y), (enemy.x, enemy.y)) - NQ.base_of(me)[0] - NQ.base_of(enemy)[0] <= drag.limit + 0.3:
            trial = dataclasses.replace(drag, threats=[], path=[], contacts=[])
            trial.update(view.map_point(at), enemy_figure_at(view, drag.monster, at))
            ok = trial.legal and enemy.id in trial.contacts and trial.length >= 0.05
        memo[(enemy.id, at)] = ok
    return memo[(enemy.id, at)]


def _combat_dice(view, tool: CombatTool) -> list[Target]:
    """The combat window's dice the deciding side may pick for a reroll (its own, while it rerolls)."""
    st = view.state
    c = st.combat
    if c is None or c.stage not in ("att_reroll", "def_reroll") or not view.human(deciding_seat(st)):
        return []
    mine = 0 if c.stage == "att_reroll" else 1
    rect = combat_view.window_rect(view.layout.map, view.scale)
    return [
        Target(f"Pick die {k + 1} to reroll", r.center, "click", max(r.size) // 2 + 4)
        for r, side, k in combat_view.dice_places(rect, st, tool.record, view.scale)
        if side == mine
    ]


def _dice(view, pick=None) -> list[Target]:
    """The seat's dice: to pick up (assigning), to perform (its turn)."""
    st = view.state
    seat = view.seat
    if seat is None or seat not in view.hits or not view.human(seat):
        return []
    hits = view.hits[seat]
    out: list[Target] = []
    if assigning_seat(view) == seat and pick is not None and pick.seat == seat:  # the advanced reroll's choice
        again = pick.rerolled(st)
        for rect, die in hits.tray:
            if die != pick.discard and st.seats[seat].dice[die].status == "rolled":
                what = "keep it" if die in again else "reroll it"
                out.append(Target(f"Die {die + 1}: {what}", rect.center, "press", max(rect.size) // 2 + 4))
        return out
    if assigning_seat(view) == seat:
        for rect, die in hits.tray:
            face = st.seats[seat].dice[die].face
            r = max(rect.size) // 2 + 4
            out.append(Target(f"Die {die + 1} ({face}): pick up for a slot", rect.center, "press", r))
            if face == "wild":
                out.append(Target(f"Die {die + 1} (wild): choose its face", rect.center, "click", r))
            if st.mode == "advanced":
                out.append(Target(f"Die {die + 1}: mark for a reroll or change", rect.center, "right", r))
        return out
    if st.phase == "turns" and st.turn_seat == seat:
        pending = set(st.pending(seat, st.active_book))
        # told apart in the order the player reads them: top to bottom, left to right
        slots = sorted(((r, b, d) for r, b, _s, d in hits.slots if d in pending), key=lambda t: (t[0].y, t[0].x))
        named = _perform_names([(st.seats[seat].dice[die].face, book) for _r, book, die in slots])
        out += [Target(name, rect.center, "click") for (rect, _b, _d), name in zip(slots, named)]
        if not st.uses_slots():
            tray = sorted(((r, d) for r, d in hits.tray if d in pending), key=lambda t: (t[0].y, t[0].x))
            named = _perform_names([(st.seats[seat].dice[die].face, "") for _r, die in tray])
            out += [Target(n, r.center, "click", max(r.size) // 2 + 4) for (r, _d), n in zip(tray, named)]
    return out


def _perform_names(dice: list[tuple[str, str]]) -> list[str]:
    """'Perform the ranged die on Mud Mumps' for each (face, book) in the order the player sees them; dice
    alike are told apart as a player counts them, 'the first move die', 'the second move die' (a die's
    number in the seat's hand is never shown)."""
    out = []
    for k, (face, book) in enumerate(dice):
        alike = [i for i, d in enumerate(dice) if d == (face, book)]
        which = f"{ordinal_word(alike.index(k) + 1)} " if len(alike) > 1 else ""
        out.append(f"Perform the {which}{face} die" + (f" on {_book_name(book)}" if book else ""))
    return out


def ordinal_word(n: int) -> str:
    """'first', 'second', ... (a seat holds at most a handful of command dice)."""
    words = ("first", "second", "third", "fourth", "fifth", "sixth")
    return words[n - 1] if 0 < n <= len(words) else f"{n}th"


def _monsters(view) -> list[Target]:
    """The seat's monsters that may act in its command now: to pick up and move, or to shoot with."""
    st = view.state
    c = st.command
    if st.phase != "command" or c is None or c.seat != view.seat or not view.human(c.seat) or c.stage == "melee":
        return []
    out: list[Target] = []
    for mid in Q.actors(st):
        m = st.monster(mid)
        if not view.on_map(_at(view, m)):
            continue
        if c.kind == "move" and Q.can_move_now(st, mid):
            out.append(Target(f"Move {Q.monster_name(st, mid)}", _at(view, m), "press", _ring(view, m)))
        elif c.kind == "ranged" and NQ.can_shoot_now(st, mid):
            out.append(Target(f"Aim with {Q.monster_name(st, mid)}", _at(view, m), "click", _ring(view, m)))
    return out


def _buttons(scene) -> list[Target]:
    """Every enabled button, each ringed round its own plaque (not a circle spilling over the map): an
    open window's first (the combat window's), then the table's own, the tools and the menu last."""
    window: list[Target] = []
    first: list[Target] = []
    bar: list[Target] = []
    last: list[Target] = []
    for b in scene.buttons.buttons:
        if not b.enabled:
            continue
        words = b.label or ("Fold or open this side column" if b.key.startswith("column") else b.key.replace("_", " "))
        on_bar = b.key in BAR_KEYS or b.key.startswith(BAR_LAST)  # the focus never falls there by itself
        t = Target(words, b.rect.center, "click", max(b.rect.size) // 2 + 4, box=tuple(b.rect), bar=on_bar)
        if b.key.startswith(WINDOW_KEYS):
            window.append(t)
        elif b.key in BAR_KEYS:
            bar.append(t)
        else:
            (last if b.key.startswith(BAR_LAST) else first).append(t)
    return window + first + bar + last


def combat_moment(scene) -> tuple | None:
    """Which decision the combat window shown waits on (None: no window shown): the focus moves to
    the window's main button whenever this changes."""
    top = scene.tools.top
    if not isinstance(top, CombatTool) or not top.shown(scene.tool_view()):
        return None
    c = scene.session.state.combat
    rec = top.record
    return (id(top), c.stage if c is not None else None, bool(rec.done), rec.rolling <= 0)


def label_areas(scene) -> tuple[tuple[int, int, int, int], ...]:
    """Where the focus's label may lie (kit focus `areas`), each label wholly in one: the map, or a part of
    the screen off it (the bar, the columns, the log), never across the map's edge onto a column's card
    (r30: "2. Into contact with Cragmaw 5" ran off the map over the Wispwraith card's stats). With the
    combat window up, the window instead of the map, never the dimmed map round the window, whose faint
    shapes the label's edge ran over (r27, 960x600 with Large text)."""
    view = scene.tool_view()
    m, (w, h) = pygame.Rect(view.layout.map), tuple(scene.ctx.size)
    if combat_moment(scene) is None:
        middle = m
    else:
        stud = look.FRAME_STUD + 1  # inside the window's frame, clear of its corner studs
        middle = combat_view.window_rect(m, view.scale).inflate(-2 * stud, -2 * stud)
    bands = [  # the bar; the columns, from the bar down; the log and the buttons under the map
        (0, 0, w, m.top),
        (0, m.top, m.left, h - m.top),
        (m.right, m.top, w - m.right, h - m.top),
        (m.left, m.bottom, m.w, h - m.bottom),
    ]
    return (tuple(middle), *(b for b in bands if b[2] > 0 and b[3] > 0))


def settle_focus(scene) -> None:
    """A combat window that opens (or moves on to its next decision) takes the focus on its main
    button: Roll, Confirm, Keep result or Continue, never the bar's Save or Menu (play-test r17).
    After any other action, a focus that only fell onto the bar (what it was on is gone: the last die
    put on a slot) goes back to the first target; one the player put there stays."""
    acted = len(scene.session.actions)
    if acted != getattr(scene, "_focus_acted", acted) and scene.focus.on:
        f = scene.focus.focused()
        bar = {b.label for b in scene.buttons.buttons if b.key in BAR_KEYS or b.key.startswith(BAR_LAST)}
        if f is not None and f.label in bar and getattr(scene, "_focus_chosen", None) not in bar:
            scene.focus.rehome()  # the first target of the player's decision, or on nothing while none
    scene._focus_acted = acted
    scene.focus.areas = label_areas(scene)
    # a disabled button's word (Undo, Fit map) is too faint to read as letters: the label keeps off it too
    scene.focus.words = tuple(tuple(b.rect) for b in scene.buttons.buttons if not b.enabled)
    moment = combat_moment(scene)
    same = moment == getattr(scene, "_focus_moment", None)
    scene._focus_moment = moment
    if moment is None or not scene.focus.on:
        return
    if same:
        # the button pressed went away (+1 die, once no more can be bought): on to the main button, not
        # onto whatever took its place in the list (the − that undoes the buy); one relabelled stays
        chosen = getattr(scene, "_focus_chosen_at", None)
        if chosen is None or any(tuple(t.pos) == chosen for t in scene.focus.targets):
            return
        scene._focus_chosen_at = None
    main = next(
        (b for b in scene.buttons.buttons if b.primary and b.enabled and b.key.startswith(WINDOW_KEYS)),
        None,
    )
    if main is not None:
        scene.focus.focus_on(main.label)


def nudge(scene, event):
    """An arrow while something is held: the pointer (and the thing) STEP inches that way, as the
    mouse would move it (a motion event with the button held). PASS when nothing is held."""
    if event.type != pygame.KEYDOWN or event.key not in ARROWS or not held(scene) or not scene.focus.on:
        return PASS
    dx, dy = ARROWS[event.key]
    step = scene.camera.length_to_pixels(FINE if event.mod & pygame.KMOD_SHIFT else STEP)
    px, py = scene.mouse[0] + dx * max(1.0, step), scene.mouse[1] + dy * max(1.0, step)  # screen-wise: Up is up
    area = pygame.Rect(scene.layout.map)
    pos = (min(max(int(round(px)), area.left), area.right - 1), min(max(int(round(py)), area.top), area.bottom - 1))
    hover = key_clay.aim_tool(scene) is not None and not key_clay.pressed(scene)  # aiming: no button held
    buttons = (0, 0, 0) if hover else (1, 0, 0)
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, keyboard=True)]
    label = key_clay.here_label(scene)
    scene.focus.focus_on(label or (RULER_HERE if scene.tools.find(MoveTool) is None else HERE))
    return events


def key(scene, event):
    """A key on the keyboard path (kit focus.keyboard): the transition it led to, None, or PASS. Esc
    while a wall is drawn steps back to its first end; a clay tool taken or aimed by keys brings the
    pointer along (key_clay.follow)."""
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and key_clay.step_back(scene):
        scene.focus.offer(targets(scene))
        return None
    before = scene.tools.top
    chose = scene.focus.focused()
    listing, nudged = (lambda: targets(scene)), (lambda ev: nudge(scene, ev))
    out = keyboard(scene, event, listing, scene.tools.in_hand, nudged, keys.TABLE)
    if out is not PASS and event.type == pygame.KEYDOWN:  # Enter: what it pressed; else where the focus went
        f = chose if event.key in DO_KEYS else scene.focus.focused()
        scene._focus_chosen = f.label if f is not None else None
        scene._focus_chosen_at = tuple(f.pos) if f is not None else None
    if event.type == pygame.KEYDOWN:
        key_clay.follow(scene, before, lambda: targets(scene))
    return out
