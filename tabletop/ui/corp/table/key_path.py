"""The NecronomiCORP table by keyboard: every click the table offers (`scene.targets()`: a door to
open, a room to enter, the stairs, the fight's answers, every plaque) and every drag that gives a
weapon or an item (`scene.drag_targets()`), then the pages of choices and the top bar's plaques, as the
kit's focus targets (tabletop/ui/kit/focus.py):
Tab, the arrows, 1 to 9 and Enter reach them all by the mouse's own path."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.ui.corp.table import chrome, keys
from tabletop.ui.corp.table import offer as OF
from tabletop.ui.corp.table.turn_tools import ChoiceMenu
from tabletop.ui.kit.buttons import Button, ButtonSet
from tabletop.ui.kit.focus import Target, boxed, cover_targets, keyboard
from tabletop.ui.tools import PASS


def targets(scene) -> list[Target]:
    """What a click or a drag can do now, in the table's order (the gifts last)."""
    if scene.seat_held():  # a phase covering the table (the set-up shown): its Begin and Back
        return cover_targets(scene)
    out = [Target(what, pos) for what, pos in scene.targets()]
    # in the turn's order, as the plaques are (offer.py; End your turn first at the end, not the stairs
    # again): the building's clicks came in the engine's order, so a new turn's focus went to "Pick up the
    # Wooden Stake" before "Leave the room", and Enter after Enter swapped weapons to and fro
    if scene.tools.find(ChoiceMenu) is None:
        place = turn_place(scene)
        out.sort(key=lambda t: place(t.label))
    window = fight_choices(scene)
    if window is not None:  # the fight's answers first, ringed round their plaques: the fight is the decision
        answers = {(b.label, tuple(b.rect.center)) for b in window}
        out.sort(key=lambda t: (t.label, tuple(t.pos)) not in answers)
        out = boxed(out, window)
    close = finished_close(scene)
    if close is not None:  # a finished fight's Close, after the turn's plaques (the window also goes at the turn's end)
        out = boxed([*out, Target(close.label, close.rect.center)], ButtonSet([close]))
    out += [Target(what, src, "drag", to=dst) for what, src, dst in scene.drag_targets()]
    menu = scene.tools.find(ChoiceMenu)
    if isinstance(menu, ChoiceMenu):  # a menu's lines ringed round their edges, not by a circle through the words
        lines = ButtonSet(
            Button(f"menu{i}", r, w[0], lambda: None) for i, (w, r) in enumerate(zip(menu.targets(), menu.rects))
        )
        out = boxed(out, lines)
    out = [on_chip(t, scene._parts, scene.layout.scale) for t in out]
    # the sheet's chips after the building and the plaques: a new turn's focus went to "Use the First-Aid Kit /
    # Drop the First-Aid Kit" before the doors and the stairs (their plaques say the same, in the turn's order)
    out.sort(key=lambda t: t.badge is not None)
    view = scene.tool_view()
    out = [on_building(t, view, scene.layout.scale) for t in out]
    # the pages of choices ("More"), then the top bar: the plaques targets() leaves to the mouse
    rest = [b for b in scene.buttons if b.enabled and not b.key.startswith("choice")]
    rest.sort(key=lambda b: b.key not in ("next", "prev"))
    bar = [Target(b.label, b.rect.center, bar=b.key in chrome.BAR_KEYS) for b in rest]
    s = max(0.5, float(scene.layout.scale))
    plaques = {tuple(b.rect) for b in scene.buttons if b.style == "plaque"}
    plaques |= {tuple(b.rect) for b in window or ()}
    return [snug(corner(t, s), plaques, s) for t in boxed(out, scene.buttons)] + boxed(bar, scene.buttons)


def turn_place(scene):
    """A click's place in the turn's order, by its words: the first plaque among the choices it offers (a
    floor card's "Fire Axe: 2 choices (Enter)" stands where its first Take does)."""
    order = {c.label: k for k, c in enumerate(scene._offer.buttons)}
    choices = OF.click_choices(scene._offer, scene.tool_view().cards)

    def place(label: str) -> int:
        return min(order.get(w, len(order)) for w in choices.get(label, label.split(" / ")))

    return place


def snug(target: Target, plaques: set, s: float) -> Target:
    """A plaque's ring on the plaque's own edge, its dark outline just outside: the kit rings a box a few
    pixels out, and on the first row of a panel that covered the lower half of the heading above it
    ("What you may do", the fight window's "Your move", play-test r25). The plaque's words keep their
    padding inside the ring."""
    if target.box is None or tuple(target.box) not in plaques:
        return target
    return dataclasses.replace(target, box=tuple(pygame.Rect(target.box).inflate(-2 * int(4 * s), -2 * int(4 * s))))


def corner(target: Target, s: float) -> Target:
    """A plaque's number (small) just outside its bottom-left corner, in the gap between plaques: on the corner
    itself it sat on the first letter of two lines of words that fill the plaque ("(5)ick up the Janitor's
    Chainsaw"); at the top-left corner a first row's numbers lay on the panel's heading and its lit step
    ("Beginning", play-test r25)."""
    if target.box is None or target.badge is not None:
        return target
    x, y, _w, h = target.box
    return dataclasses.replace(target, badge=(x - int(3 * s), y + h - int(1 * s)))


def fight_choices(scene):
    """The fight window's answers as a ButtonSet while it shows them (None else)."""
    window = scene.fight_tool
    if window is None or window not in list(scene.tools) or scene.tools.find(ChoiceMenu) is not None:
        return None
    return ButtonSet(window.choice_buttons(scene.tool_view()))


def finished_close(scene) -> Button | None:
    """A finished fight window's Close while it shows (None else): it was no focus target, so a keyboard
    player closed the window only by Esc twice (play-test r25)."""
    window = scene.fight_tool
    if window is None or window not in list(scene.tools) or scene.tools.find(ChoiceMenu) is not None:
        return None
    return next((b for b in window.buttons(scene.tool_view()) if b.key == "close"), None)


def on_chip(target: Target, parts, scale: float) -> Target:
    """A target on a card's chip of a character sheet, ringed round the chip and numbered (small) at its
    top-left corner, out in the gap between the chips, where no words are: numbered up and right of its middle, as
    a point on the building is, the number sat on the words of the chip above it or beside it ("2" on
    "Mechanical Keyboard", play-test r25), and its ring cut through the chip's own words. Its label ("Use
    the First-Aid Kit on yourself (+1 life) / Drop the First-Aid Kit") shows where a spot near it is clear,
    else it gives way as a plaque's does: always said, on a sheet full of words it took the least busy
    spot, over the sheet's "Player 1 (you)" and life line (play-test r25); it is now "First-Aid Kit: 2 choices
    (Enter)", as a floor card's is (offer.click_words). Enter on such a chip opens the
    menu of what it does, each line in words (turn_tools: several choices, or a drop); a chip whose Enter
    acts at once (a lone use) keeps its label always said."""
    if target.box is not None:  # ringed already (a menu's line opened over the sheet)
        return target
    for kind, _key, rect, _words, _chip in parts:
        if kind != "sheet" and rect.collidepoint(target.pos):
            s = max(0.5, float(scale))
            badge = (rect.left - int(3 * s), rect.top + int(1 * s))
            snug = rect.inflate(-2 * int(2 * s), -2 * int(2 * s))  # its ring just round the chip: the rows are close
            menu = OF.opens_menu(target.label) or target.label.startswith("Drop ")
            return dataclasses.replace(target, box=tuple(snug), badge=badge, says=menu)
    return target


def on_building(target: Target, view, scale: float) -> Target:
    """A click on the building (a stack, a room card, a card on a floor, a hallway) numbered (small) at the
    top-left corner of the thing it clicks, outside it: up and right of the point, the number sat on the
    thing's own words ("explo(2)ed" on a room card, on a floor's "Stake +1D", play-test r25)."""
    if target.box is not None or target.badge is not None or target.gesture != "click" or view.plan is None:
        return target
    hit = view.at(target.pos)
    box = view.plan.box(*hit) if hit is not None else None
    if box is None:
        return target
    x, y = view.camera.map_to_screen(box[0], box[1])
    x2, y2 = view.camera.map_to_screen(box[2], box[3])  # a plan box is (x0, y0, x1, y1)
    s = max(0.5, float(scale))
    area = (int(x), int(y), max(1, int(x2 - x)), max(1, int(y2 - y)))  # the card or stack: a tip (I) keeps off it
    return dataclasses.replace(target, badge=(int(x) - int(3 * s), int(y) + int(1 * s)), area=area)


def holding(scene) -> bool:
    """Esc goes to the table (a menu to put down) rather than turning the focus off; never the fight."""
    return scene.tools.in_hand() and scene.tools.top is not scene.fight_tool


def decision(scene) -> tuple:
    """What the seat at the screen is asked now: the turn, its step, and the fight's step (its rounds are one
    decision: the focus stays on the attack just made, to make it again)."""
    st = scene.session.state
    fight = None if st.fight is None else st.fight.step
    return (st.turn.number, st.turn.seat, st.turn.step, fight, scene.acting_seat())


def key(scene, event):
    """A key: the focus's (Tab, arrows, 1-9, Enter while on), else the table's bindings (F1: the help).
    What the focus was on before it is kept, for `follow` to see where the next decision is."""
    if event.type == pygame.KEYDOWN:
        was = scene.focus.focused()
        scene._focus_before = (len(scene.session.actions), decision(scene), was.label if was is not None else None)
    out = keyboard(scene, event, lambda: targets(scene), lambda: holding(scene), keys=keys.TABLE)
    return keys.TABLE.dispatch(event, scene, scene.ctx) if out is PASS else out


def follow(scene) -> None:
    """Each frame: the focus's list kept up to date while it is on (drawing only reads it). After a key
    made the player's own action, the focus goes where the next decision is: the first target of a new
    step, turn or fight move, or of the same step when what it was on went away; it stays on a thing
    still offered in the same step (one First-Aid Kit dropped, the other's Drop). A key that opened a menu
    (an item's Use or Drop) puts it on the menu's first line. Before, it kept its place in a list that had
    changed: "Drop the Executive Golf Club" after a weapon was taken, when End your turn was the next move
    (play-test r25), and on End your turn into the next turn, where a second Enter ended that turn too."""
    before = getattr(scene, "_focus_before", None)
    if not scene.focus.on:
        return
    scene.focus.offer(targets(scene))
    if before is None or scene.focus.waiting:
        return
    now = scene.focus.focused()
    labels = {t.label for t in scene.focus.targets}
    if len(scene.session.actions) != before[0]:
        scene._focus_before = None
        if decision(scene) != before[1] or now is None or now.label != before[2]:
            scene.focus.rehome()
    elif before[2] is not None and before[2] not in labels:  # no action, but what it was on went (a menu opened)
        scene._focus_before = None
        scene.focus.rehome()
