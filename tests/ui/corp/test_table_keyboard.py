"""The NecronomiCORP table played by keyboard alone (play-test r25, r25-access's report): the top bar's
plaques are the bar's, the numbers sit off the words of a sheet's chips, a tooltip goes when the focus
moves on, the focus label is drawn once a frame, and after an action the focus goes where the next
decision is (NC-TURN-01: a turn's steps; NC-TURN-10: the end of the turn)."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.ui.corp.table import key_path
from tabletop.ui.corp.table import scene as corp_scene
from tabletop.ui.kit.focus import KeyFocus
from tests.ui.corp.conftest import table


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def settle(scene, screen, frames: int = 3, dt: float = 0.3) -> None:
    for _ in range(frames):
        scene.update(dt)
        scene.draw(screen)
        scene.draw_overlay(screen)  # the app's order: the scenes, then their overlays (scene.py)


def open_choices(scene, screen, label: str):
    """Tab to the target labelled `label` and press Enter: the menu of its choices that opens."""
    from tabletop.ui.corp.table.turn_tools import ChoiceMenu

    key(scene, pygame.K_TAB)
    settle(scene, screen)
    assert scene.focus.focus_on(label)
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    menu = scene.tools.find(ChoiceMenu)
    assert menu is not None
    return menu


def decision(scene) -> tuple:
    """The turn, its step and the fight's moment: what the player is asked."""
    st = scene.session.state
    f = st.fight
    return (st.turn.number, st.turn.step, None if f is None else f.step)


def solo(ctx, screen, seed: int = 3):
    scene = table(ctx, {"players": 1}, seed, bots=set())
    settle(scene, screen)
    key(scene, pygame.K_TAB)
    settle(scene, screen)
    return scene


def test_the_top_bars_plaques_are_the_bars_and_the_focus_waits_through_the_computers_turn(ctx, screen):
    """The kit's rule (tests/ui/kit/test_focus.py): the focus never falls onto the bar by itself. Fit,
    Undo, Save, Rules, Keys and Menu were offered as plain targets, so after End your turn, while the
    computer played, the focus settled on Fit and a habitual Enter pressed it."""
    scene = table(ctx, {"players": 2}, 5, bots={1}, bot_delay=30.0)
    settle(scene, screen)
    key(scene, pygame.K_TAB)
    tops = {b.label: b for b in scene.buttons if b.key in ("fit", "undo", "save", "rules", "keys", "menu")}
    marked = {t.label: t.bar for t in key_path.targets(scene) if t.label in tops}
    assert marked and all(marked.values()), marked
    assert scene.focus.focus_on("End your turn")
    key(scene, pygame.K_RETURN)
    settle(scene, screen, frames=2, dt=0.05)  # the computer's turn, its first move still to come
    assert scene.acting_seat() is None
    assert scene.focus.focused() is None and scene.focus.waiting, f"the focus fell on {scene.focus.focused()}"


@pytest.mark.parametrize("large", [False, True])
def test_the_numbers_sit_off_the_words_of_the_sheets_chips(ctx, screen, large):
    """A number was drawn up and right of a chip's middle: on the words of the chip above or beside it
    ("2" on "Mechanical Keyboard"). Each numbered chip's number now sits at its top-left corner, out in
    the gap between chips, clear of every chip's words (their letters' own pixels, as drawn), with Large
    text on and off; the focused chip is ringed round its edge."""
    from tabletop.ui import layout, look
    from tabletop.ui.kit import focus as F

    was = layout.preferences()
    layout.set_preferences(100, large)
    try:
        for seed in (3, 4, 5):
            scene = solo(ctx, screen, seed)
            s = scene.layout.scale
            size = max(9, int(11 * s))
            chips = [(r, words) for kind, _k, r, words, _c in scene._parts if kind != "sheet"]
            spans = []  # the pixels of each chip's words (sheets.draw_sheets: 5 px in, centred down the chip)
            for r, words in chips:
                picture = look.font("sans_bold", size).render(words, True, (255, 255, 255))
                b = picture.get_bounding_rect().move(r.x + 5, r.centery - picture.get_height() // 2)
                b.width = min(b.width, r.right - 5 - b.x)
                spans.append(b)
            numbered = 0
            for t in scene.focus.targets[:9]:
                if t is scene.focus.focused() or not any(r.collidepoint(t.pos) for r, _w in chips):
                    continue
                badge, radius = getattr(t, "badge", None), int(9 * s)
                if badge is None:  # where the kit put a number before: a plaque's corner, else up and right
                    badge = (t.box[0] + 4 * s, t.box[1] + 4 * s) if t.box else (t.pos[0] + 14 * s, t.pos[1] - 14 * s)
                else:
                    radius = int(F.BADGE_SMALL * s)
                for span in spans:
                    near = (
                        min(max(badge[0], span.left), span.right - 1),
                        min(max(badge[1], span.top), span.bottom - 1),
                    )
                    assert math.dist(badge, near) >= radius - 1, f"{t.label}: its number covers the words at {span}"
                numbered += 1
            assert numbered >= 3
            chip = next(t for t in scene.focus.targets if any(r.collidepoint(t.pos) for r, _w in chips))
            assert scene.focus.focus_on(chip.label)
            assert scene.focus.focused().box is not None, "a chip is ringed round its edge, not through its words"
    finally:
        layout.set_preferences(*was)


def test_a_tooltip_raised_by_enter_goes_when_the_focus_moves_on(ctx, screen, monkeypatch):
    """Enter made its click at the room stack; the focus went on to End your turn and the stack's tooltip
    stayed on screen over the choices (and in a fight "Try to escape"'s over the dice). No tip shows under
    the keys' pointer (the focus's label says what is focused); the mouse's are as they were."""
    scene = solo(ctx, screen)
    assert scene.focus.focused().label == "Enter a new door"
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    assert scene.focus.focused().label == "End your turn"
    tips = []
    monkeypatch.setattr(corp_scene, "tooltip", lambda *a, **k: tips.append(a[1]) or pygame.Rect(0, 0, 1, 1))
    scene.update(2.0)  # the pointer rests long past TIP_REST
    scene.draw(screen)
    scene.draw_overlay(screen)
    assert tips == [], f"a tooltip stayed where Enter clicked: {tips}"
    mouse = pygame.event.Event(pygame.MOUSEMOTION, pos=scene.mouse, rel=(1, 0), buttons=(0, 0, 0))
    scene.handle_event(mouse)  # the real mouse there: its tooltip shows as ever
    scene.update(2.0)
    scene.draw(screen)
    assert tips, "the mouse's own tooltip"


def test_the_focus_label_is_drawn_once_a_frame(ctx, screen, monkeypatch):
    """After a fight the label "1. End your turn" was on screen twice, one below the other: the table drew
    the overlay in its own draw and the app drew it again after, and the tips laid over the first label
    moved the second one. The overlay is the app's, once."""
    scene = solo(ctx, screen)
    calls = []
    real = KeyFocus.draw
    monkeypatch.setattr(KeyFocus, "draw", lambda self, *a, **k: calls.append(1) or real(self, *a, **k))
    scene.draw(screen)
    scene.draw_overlay(screen)
    assert len(calls) == 1


def test_after_an_action_the_focus_goes_where_the_next_decision_is(ctx, screen):
    """The focus kept its place in a list that had changed: on "Drop the Executive Golf Club" after a
    weapon was taken, when End your turn was the next move; and on End your turn into the next turn, where
    a second Enter ended that one too, unplayed. After the player's action it goes to the next decision's
    first target (End your turn first at the end of a turn, NC-TURN-10; in a fight the window's answers,
    NC-FIGHT-03, not "Use the First-Aid Kit" that a habitual Enter then used), and stays on a thing still
    offered in the same step (the attack just made, round after round). Played by keys over several seeds."""
    checked = ended = fights = 0
    for seed in (3, 4, 7, 11):
        scene = solo(ctx, screen, seed)
        rng = __import__("random").Random(seed)
        for _ in range(60):
            if scene.session.outcome() is not None or scene.acting_seat() is None:
                break
            targets = [k for k, t in enumerate(scene.focus.targets[:9]) if not t.bar]
            if not targets:
                break
            k = rng.choice(targets)
            before = decision(scene)
            label = scene.focus.targets[k].label
            key(scene, pygame.K_1 + k)
            key(scene, pygame.K_RETURN)
            settle(scene, screen, frames=2)
            if scene.acting_seat() is None or scene.focus.focused() is None:
                continue
            now = scene.focus.focused()
            first = next(t for t in scene.focus.targets if not t.bar)
            labels = [t.label for t in scene.focus.targets]
            if decision(scene) != before or label not in labels:
                assert now.label == first.label, f"after {label!r} the focus is on {now.label!r}, not {first.label!r}"
                checked += 1
            window = key_path.fight_choices(scene) if scene.session.state.fight is not None else None
            if window is not None and len(window):  # a fight: its answers are the decision, not a First-Aid Kit
                assert now.label in {b.label for b in window}, f"in the fight the focus is on {now.label!r}"
                fights += 1
            if label == "End your turn" and len(set(labels) - {"End your turn"}) > 0:
                assert now.label != "End your turn", "a new turn's focus is on its first move, not End your turn again"
                ended += 1
            if scene.session.state.turn.step == "end" and "End your turn" in labels and label != now.label:
                assert now.label == "End your turn"
    assert checked >= 10 and ended >= 2 and fights >= 2


def test_a_menu_opened_by_enter_takes_the_focus_on_its_first_line_ringed_round_its_edge(ctx, screen):
    """Enter on "Drop a weapon or item..." opened its menu with the focus kept at its old index in the new
    list (a line further down, or the bar), ringed by a circle through the line's words. It now goes to the
    menu's first line, ringed round it, as a plaque is."""
    scene = solo(ctx, screen)
    assert scene.focus.focus_on("Drop a weapon or item...")
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    menu = scene.tools.find(corp_scene.ChoiceMenu)
    assert menu is not None
    focused = scene.focus.focused()
    assert focused.label == menu.choices[0].label
    assert focused.box == tuple(menu.rects[0])


def test_the_focus_goes_over_the_building_and_the_plaques_in_the_turns_order(ctx, screen):
    """The building's clicks were listed in the engine's order, before the plaques: a new turn's focus went
    to "Pick up the Janitor's Chainsaw" before "Leave the room", and Enter after Enter swapped weapons to and
    fro. The focus now takes them in the turn's order, as the plaques stand (NC-TURN-01)."""
    seen = 0
    for seed in (3, 4):
        scene = solo(ctx, screen, seed)
        for _ in range(12):
            if scene.session.outcome() is not None or scene.acting_seat() is None:
                break
            place = key_path.turn_place(scene)
            window = key_path.fight_choices(scene)
            answers = {b.label for b in window} if window is not None else set()
            places = [
                place(t.label)
                for t in scene.focus.targets
                if not t.bar and not (t.badge and t.box) and t.gesture != "drag" and t.label not in answers
            ]
            assert places == sorted(places), [t.label for t in scene.focus.targets]
            seen += 1
            key(scene, pygame.K_RETURN)
            settle(scene, screen, frames=2)
    assert seen >= 10


def test_the_numbers_of_plaques_and_building_clicks_sit_outside_the_thing_off_its_words(ctx, screen):
    """On a plaque's corner the number sat on the first letter of two lines of words ("(5)ick up the
    Janitor's Chainsaw"); up and right of a room card's point, on its "explored". Each number now sits
    just outside the top-left corner of its plaque, or of the thing on the building it clicks."""
    scene = solo(ctx, screen, 4)
    # to the next turn: a door, a fight, End your turn, and the found Chainsaw taken (its menu, then the
    # line; four Enters let it lie while "Let the found weapons lie" came first, r26)
    for _ in range(5):
        key(scene, pygame.K_RETURN)
        settle(scene, screen, frames=2)
    s = scene.layout.scale
    view = scene.tool_view()
    plaques = building = 0
    for t in scene.focus.targets[:9]:
        if t.bar or t.gesture != "click":
            continue
        badge = getattr(t, "badge", None)
        if t.box is not None and (t.box[2], t.box[3]) != (0, 0):
            box = pygame.Rect(t.box)
            x, y = badge if badge is not None else (box.x + 4 * s, box.y + 4 * s)
            assert x <= box.left, f"{t.label}: its number is inside the plaque, on its words"
            plaques += 1
        elif view.at(t.pos) is not None and view.plan.box(*view.at(t.pos)) is not None:
            b = view.plan.box(*view.at(t.pos))
            left, top = view.camera.map_to_screen(b[0], b[1])
            x, y = badge if badge is not None else (t.pos[0] + 14 * s, t.pos[1] - 14 * s)
            assert x <= left + 1 and abs(y - top) <= 3 * s, f"{t.label}: its number is not at the thing's corner"
            building += 1
    assert plaques >= 3 and building >= 2


def test_a_plaque_pressed_by_enter_leaves_no_hole_in_the_next_turns_plaques(ctx, screen):
    """The place under the pointer never shows another plaque than it did (against a mouse's double click):
    the keys' Enter on End your turn left that place empty in the next turn, its first plaque a column along.
    Nothing is under a hand there: the next turn's plaques are laid from the first place."""
    scene = solo(ctx, screen)
    key(scene, pygame.K_RETURN)  # Enter a new door
    settle(scene, screen)
    assert scene.focus.focused().label == "End your turn"
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    assert scene.session.state.turn.number == 2
    assert scene._slots and scene._slots[0] is not None, scene._slots
