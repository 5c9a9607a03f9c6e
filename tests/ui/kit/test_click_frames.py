"""A click presses only what was on screen when it was made (play-test r26: "Player 1 raises a Zombie"
after a click on "Close the combat", the plaque that took its place pressed). The kit's ClickGuard
with the app's frame count (kit.buttons.FRAMES): events wait in the queue while a frame is worked out,
and a plaque laid out in that frame, in the place of the one the person aimed at, must not take them."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.buttons import FRAMES, Button, ButtonSet, ClickGuard
from tabletop.ui.scene import Scene

PLACE = pygame.Rect(684, 686, 138, 32)  # the choices panel's first plaque
AIM = (754, 702)


def plaques(label: str) -> ButtonSet:
    return ButtonSet([Button("choice0", PLACE.copy(), label, lambda: label, style="plaque")])


def test_a_click_queued_while_a_frame_changed_the_plaque_under_it_is_swallowed():
    """The exact sequence: "Close the combat" on screen; the queue empty; the click (motion onto the
    plaque, press) made while the next frame is worked out (the computer's move lands, the person's
    "Raise Zombie" laid out where Close was, the cursor elsewhere as far as the table knew), then
    drawn; only then the click is handed on. The old guard pressed "Raise Zombie"."""
    guard = ClickGuard(by_label=True)
    close = plaques("Close the combat")
    guard.watch(close, (900, 702), 0.0)  # the cursor on the last plaque pressed, elsewhere
    guard.drawn(close)
    FRAMES.shown()
    made_with = FRAMES.presented  # the click is made while this frame is on screen
    raise_ = plaques("Raise Zombie (1 Lesser corpse)")  # the next frame: laid out, then drawn
    guard.watch(raise_, (900, 702), 0.5)
    guard.drawn(raise_)
    FRAMES.shown()
    FRAMES.events_after = made_with
    try:
        guard.moved()  # the queued motion onto the place
        guard.watch(raise_, AIM, 0.6)  # as a table does before a press
        assert guard.press(raise_, AIM, 2.0) == (None, True), "Raise Zombie was not on screen when the click was made"
    finally:
        FRAMES.events_after = None
    FRAMES.events_after = FRAMES.presented  # a new click, made with Raise Zombie on screen
    try:
        assert guard.press(raise_, AIM, 2.5)[0] is raise_.get("choice0")
    finally:
        FRAMES.events_after = None


def test_a_plaque_on_screen_since_before_the_click_takes_it_and_a_test_event_is_taken_as_before():
    guard = ClickGuard(by_label=True)
    close = plaques("Close the combat")
    guard.drawn(close)
    FRAMES.shown()
    FRAMES.events_after = FRAMES.presented
    try:
        guard.drawn(close)  # drawn again in the next frame (the click still handed on in this one)
        assert guard.press(close, AIM, 0.0)[0] is close.get("choice0")
    finally:
        FRAMES.events_after = None
    fresh = ClickGuard(by_label=True)
    fresh.drawn(plaques("Raise Zombie"))
    assert fresh.press(plaques("Raise Zombie"), AIM, 0.0)[0] is not None, "no frame said: as before"


def test_a_second_press_in_the_same_batch_does_not_press_the_plaque_the_first_one_brought():
    """A double click handed on in one batch: the first press changes the plaques, the second lands on
    one never drawn."""
    guard = ClickGuard(by_label=True)
    close = plaques("Close the combat")
    guard.drawn(close)
    FRAMES.shown()
    FRAMES.events_after = FRAMES.presented
    try:
        assert guard.press(close, AIM, 5.0)[0] is not None
        after = plaques("Stay in this City")
        guard.watch(after, (0, 0), 5.0)
        assert guard.press(after, AIM, 9.0) == (None, True)
    finally:
        FRAMES.events_after = None


class Plaques(Scene):
    """A table in miniature: its plaque changes in an update during which the person clicked."""

    name = "plaques"

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.buttons, self.guard, self.pressed, self.frames = plaques("Close the combat"), ClickGuard(), [], 0

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.guard.watch(self.buttons, event.pos, 0.0)
            b, _under = self.guard.press(self.buttons, event.pos, 99.0)
            if b is not None:
                self.pressed.append(b.label)
        return None

    def update(self, dt):
        self.frames += 1
        if self.frames == 3:  # the click comes while this frame is worked out; then the plaque changes
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=AIM, rel=(1, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=AIM, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=AIM, button=1))
            self.buttons = plaques("Raise Zombie (1 Lesser corpse)")
        return None

    def next_frame(self):
        return 0.0

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.guard.drawn(self.buttons)


def test_the_app_says_which_frame_its_events_were_made_with(user_home):
    """Through the app's own loop: the click made during the frame that changed the plaque is handed on
    after that frame is drawn, and swallowed; a click made afterwards presses the new plaque."""
    from tabletop.ui.app import App

    app = App(start=Plaques, read_settings=False)
    try:
        scene = app.stack.top
        assert isinstance(scene, Plaques)
        for _ in range(6):
            app.frame()
        assert scene.pressed == [], "the click meant for Close the combat pressed what replaced it"
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=AIM, button=1))
        app.frame()
        assert scene.pressed == ["Raise Zombie (1 Lesser corpse)"]
    finally:
        app.close()


def test_every_click_guard_is_told_what_its_buttons_drew():
    """Every ClickGuard the app makes (`self.X = ClickGuard(...)`) is told in its module what it drew
    (`self.X.drawn(...)`), or it keeps only the old protection against a click made before a frame that
    changed the buttons (r26: the NecronomiCORP fight window's and the tutorial coach's were not)."""
    import ast
    from pathlib import Path

    import tabletop

    missing = []
    for path in Path(tabletop.__file__).parent.joinpath("ui").rglob("*.py"):
        tree = ast.parse(path.read_text())
        guards = {
            t.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", getattr(node.value.func, "attr", "")) == "ClickGuard"
            for t in node.targets
            if isinstance(t, ast.Attribute)
        }
        told = {
            node.func.value.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "drawn"
            and isinstance(node.func.value, ast.Attribute)
        }
        missing += [f"{path.name}: self.{g}" for g in sorted(guards - told)]
    assert not missing, missing
