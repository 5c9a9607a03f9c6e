"""The NecronomiCORP table by keyboard: every click the table offers (`scene.targets()`: a door to
open, a room to enter, the stairs, the fight's answers, every plaque) and every drag that gives a
weapon or an item (`scene.drag_targets()`), then the pages of choices and the top bar's plaques, as the
kit's focus targets (tabletop/ui/kit/focus.py):
Tab, the arrows, 1 to 9 and Enter reach them all by the mouse's own path."""

from __future__ import annotations

from tabletop.ui.corp.table import keys
from tabletop.ui.kit.focus import Target, boxed, keyboard
from tabletop.ui.tools import PASS


def targets(scene) -> list[Target]:
    """What a click or a drag can do now, in the table's order (the gifts last)."""
    if scene.seat_held():
        return []
    out = [Target(what, pos) for what, pos in scene.targets()]
    ends = [b.label for b in scene._offer.buttons if type(b.action).__name__ == "EndTurn"]
    if ends and scene.view.turn.step == "end":  # first, as its plaque is (offer.py): not the stairs again
        out.sort(key=lambda t: t.label != ends[0])
    out += [Target(what, src, "drag", to=dst) for what, src, dst in scene.drag_targets()]
    # the pages of choices ("More"), then the top bar: the plaques targets() leaves to the mouse
    rest = [b for b in scene.buttons if b.enabled and not b.key.startswith("choice")]
    rest.sort(key=lambda b: b.key not in ("next", "prev"))
    return boxed(out + [Target(b.label, b.rect.center) for b in rest], scene.buttons)


def holding(scene) -> bool:
    """Esc goes to the table (a menu to put down) rather than turning the focus off; never the fight."""
    return scene.tools.in_hand() and scene.tools.top is not scene.fight_tool


def key(scene, event):
    """A key: the focus's (Tab, arrows, 1-9, Enter while on), else the table's bindings (F1: the help)."""
    out = keyboard(scene, event, lambda: targets(scene), lambda: holding(scene))
    return keys.TABLE.dispatch(event, scene, scene.ctx) if out is PASS else out


def follow(scene) -> None:
    """Each frame: the focus's list kept up to date while it is on (drawing only reads it)."""
    if scene.focus.on:
        scene.focus.offer(targets(scene))
