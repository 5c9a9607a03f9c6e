"""The Necromolds battle table coached: what the tutorial's steps point at, and the checks a
Necromolds gesture needs beyond the action's own arguments.

Mixed in before `Coached` (tables.COACHING). It adds:
- `targets()` as (label, pixel): the keyboard's focus targets (table/key_path.py), the same presses
  a mouse makes (dice to perform or pick up, slots, monsters to move, contact, buttons, tools);
- `drag_targets()`: each movable monster dragged to the step's place on the map (`point.at =
  ["map", x, y]`) or into contact with the enemy it names;
- `pixel_of`: ("map", x, y) and ("monster", id) as pixels, for `point.at`;
- a move is judged by where it ends too: a step with a map place refuses a move that ends more
  than NEAR inches from it (a Move's path is the mouse's, never exact);
- a finished combat's window, which hides the map, has its Continue lit before the step's gesture;
- a step lit on the Ruler (`point.label = "Ruler"`, no `expect`) takes Next only once something
  has been measured: measuring is no action of the game, so the table watches the ruler itself.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import key_path
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.assigning import assigning_seat, drop_targets
from tabletop.ui.necromolds.table.free_tools import RulerTool

NEAR = 1.0  # inches a move may end from the step's place
MEASURE_FIRST = "Measure first: press Ruler, then drag from one monster to the other on the map."
MEASURE_TOP = "Tutorial: press Ruler, drag from one monster to the other, then press Next"  # the top bar's
CONTINUE = "Continue"  # the combat window's button once the dice are read
MIN_MEASURE = 1.0  # inches: a click is not a measurement


def map_place(at: list) -> tuple[float, float] | None:
    """A step's `point.at` as a map point, when it names one (["map", x, y])."""
    if len(at) == 3 and at[0] == "map":
        return float(at[1]), float(at[2])
    return None


def ends_near(action: Any, place: tuple[float, float], near: float = NEAR) -> bool:
    """Whether a Move's path ends within `near` inches of `place` (any other action: True)."""
    path = getattr(action, "path", None)
    if getattr(action, "monster", None) is None or not path:
        return True
    return math.dist(path[-1], place) <= near


def is_ruler_step(step) -> bool:
    """A step that asks for a measurement: lit on the Ruler, waiting for no action."""
    return step.expect is None and step.point.label.lower() == "ruler"


def measured(scene) -> float:
    """The length of the ruler on the table now (0 when none is drawn or it is still being drawn)."""
    tool = scene.tools.find(RulerTool)
    if tool is None or tool.ruler.dragging or tool.ruler.a is None or tool.ruler.b is None:
        return 0.0
    return math.dist(tool.ruler.a, tool.ruler.b)


class NecromoldsCoaching:
    """The tutorial's needs on the Necromolds table (see the module docstring)."""

    measured_at = -1  # the step index at which the ruler last measured MIN_MEASURE inches or more
    # the table's and the coach's (tables.coached_class puts this class before both)
    script: Any
    session: Any
    tools: Any
    camera: Any
    sounds: Any
    coach_refusals: int
    flash: Any
    tool_view: Any
    lit: list

    def targets(self) -> list[tuple[str, tuple[int, int]]]:
        """What a press can do now, as (label, pixel)."""
        return [(t.label, (int(t.pos[0]), int(t.pos[1]))) for t in key_path.targets(self)]

    def pixel_of(self, key: tuple) -> tuple[int, int] | None:
        """A place on the map as a pixel: ("map", x, y) or ("monster", id)."""
        cam = self.camera
        if key[0] == "map" and len(key) == 3:
            x, y = cam.map_to_screen(float(key[1]), float(key[2]))
            return int(x), int(y)
        if key[0] == "monster" and len(key) == 2:
            m = self.session.state.monster(key[1])
            x, y = cam.map_to_screen(m.x, m.y)
            return int(x), int(y)
        return None

    def drag_targets(self) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
        """Each die that may be assigned now carried to each slot it may go to; each monster that may
        move now carried to the step's place, or into contact with an enemy."""
        step = self.script.step
        st = self.session.state
        c = st.command
        if step is None:
            return []
        if c is None or c.kind != "move" or st.phase != "command":
            return self._die_drags()
        place = map_place(list(step.point.at))
        out = []
        for mid in Q.actors(st):
            if not Q.can_move_now(st, mid):
                continue
            name = Q.monster_name(st, mid)
            start = self.pixel_of(("monster", mid))
            if start is None:
                continue
            if place is not None:
                to = self.pixel_of(("map", *place))
                if to is not None:
                    out.append((f"Move {name} to the lit place", start, to))
            for m in st.alive():
                if m.owner != c.seat:
                    to = self.pixel_of(("monster", m.id))
                    if to is not None:
                        out.append((f"Move {name} into contact with {Q.monster_name(st, m.id)}", start, to))
        return out

    def _die_drags(self) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
        """Your dice in the tray carried to the slots they may go to (while you assign)."""
        view = self.tool_view()
        seat = view.seat
        if seat is None or assigning_seat(view) != seat or seat not in view.hits:
            return []
        st = view.state
        out = []
        for rect, die in view.hits[seat].tray:
            face = st.seats[seat].dice[die].face
            ok = drop_targets(st, seat, face)
            for slot_rect, book, slot, _d in view.hits[seat].slots:
                if (book, slot) in ok:
                    where = "magic ability" if slot < 0 else f"slot {slot + 1}"
                    name = library().books[book].name
                    out.append((f"Die {die + 1} ({face}) to {name}: {where}", rect.center, slot_rect.center))
        return out

    def submit(self, action: Any) -> bool:
        """A move must end at the step's place (within NEAR inches) as well as match its `expect`."""
        step = self.script.step
        place = map_place(list(step.point.at)) if step is not None and step.expect is not None else None
        if place is not None and not self.script.queue and not ends_near(action, place):
            self.coach_refusals += 1
            self.flash(step.hint, bad=True)
            self.sounds.play("refused")
            return False
        return super().submit(action)  # type: ignore[misc]

    def update(self, dt: float):
        """The table's (and the coach's) update; a measurement made on a Ruler step is noted."""
        out = super().update(dt)  # type: ignore[misc]
        step = self.script.step
        if step is not None and step.expect is not None and not self.script.queue:
            # a finished combat's window hides the map's gestures: its Continue is lit first
            shut = [("click", pos) for label, pos in self.targets() if label == CONTINUE]
            if shut and step.point.label != CONTINUE:
                self.lit = shut
        if step is not None and is_ruler_step(step) and not self.script.queue:
            # the Ruler button and the step's places only (not every "Ruler from ..." monster)
            self.lit = [("click", pos) for label, pos in self.targets() if label == "Ruler"] + [
                t for t in self.lit if t[0] == "place"
            ]
        if measured(self) >= MIN_MEASURE:
            self.measured_at = self.script.index
        return out

    def coach_words(self) -> str:
        """The coach's words for the top bar while a step waits for Next; on a Ruler step not yet
        measured, the measurement it waits for first (MEASURE_TOP)."""
        words = super().coach_words()  # type: ignore[misc]
        step = self.script.step
        if words and step is not None and is_ruler_step(step) and self.measured_at != self.script.index:
            return MEASURE_TOP
        return words

    def prompt(self) -> tuple[str, tuple]:
        """The banner's line: a tool in hand's own (the Ruler's), else while a step waits for Next the
        round and the coach's words (not the table's "click a command die", which the step refuses),
        else the table's."""
        text, colour = super().prompt()  # type: ignore[misc]
        words = self.coach_words()
        view = self.tool_view()
        if not words or any(tool.prompt(view) for tool in self.tools):
            return text, colour
        return f"Round {self.session.state.round} · {words}", colour

    def press_next(self):
        """Next; on a Ruler step only once something has been measured."""
        step = self.script.step
        if step is not None and is_ruler_step(step) and self.measured_at != self.script.index:
            self.coach_refusals += 1
            self.flash(step.hint or MEASURE_FIRST, bad=True)
            return None
        if step is not None and is_ruler_step(step):
            self.tools.remove_all(RulerTool)  # measured: the dice take clicks again
        return super().press_next()  # type: ignore[misc]
