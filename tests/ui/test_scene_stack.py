"""The scene stack: lifecycle calls in order, transitions, and covering scenes."""

from __future__ import annotations

import pytest

from tabletop.ui.scene import Scene, SceneStack, Transition, home, pop, push, quit_app, replace, reset


class Recorder(Scene):
    def __init__(self, name, calls, covers=True):
        self.name = name
        self.calls = calls
        self.covers = covers

    def enter(self):
        self.calls.append((self.name, "enter"))

    def exit(self):
        self.calls.append((self.name, "exit"))

    def pause(self):
        self.calls.append((self.name, "pause"))

    def resume(self):
        self.calls.append((self.name, "resume"))

    def draw(self, surface):
        surface.append(self.name)


@pytest.fixture
def calls():
    return []


@pytest.fixture
def changes():
    return []


@pytest.fixture
def stack(changes):
    return SceneStack(on_change=lambda old, new: changes.append(f"{old} -> {new}"))


def test_push_pop_replace_lifecycle(stack, calls, changes):
    a, b, c = (Recorder(n, calls) for n in "abc")
    stack.push(a)
    stack.push(b)
    assert calls == [("a", "enter"), ("a", "pause"), ("b", "enter")]
    calls.clear()
    stack.replace(c)
    assert calls == [("b", "exit"), ("c", "enter")]
    assert stack.top is c
    calls.clear()
    assert stack.pop() is c
    assert calls == [("c", "exit"), ("a", "resume")]
    assert stack.top is a
    assert changes == ["(none) -> a", "a -> b", "b -> c", "c -> a"]


def test_reset_exits_everything_top_first(stack, calls):
    a, b, m = Recorder("a", calls), Recorder("b", calls), Recorder("m", calls)
    stack.push(a)
    stack.push(b)
    calls.clear()
    stack.reset(m)
    assert calls == [("b", "exit"), ("a", "exit"), ("m", "enter")]
    assert stack.scenes == (m,)


def test_home_resets_to_the_owners_main_menu_or_else_back_to_the_bottom_scene(calls):
    made = SceneStack(home=lambda: Recorder("menu", calls))
    plain = SceneStack()
    for stack in (made, plain):
        for name in ("a", "b", "c"):
            stack.push(Recorder(name, calls))
        stack.apply(home())
    assert [s.name for s in made.scenes] == ["menu"]
    assert [s.name for s in plain.scenes] == ["a"]


def test_apply_transitions_and_quit(stack, calls, changes):
    a, b = Recorder("a", calls), Recorder("b", calls)
    stack.apply(push(a))
    stack.apply(None)
    stack.apply(push(b))
    stack.apply(pop())
    assert stack.top is a and not stack.quit_requested
    stack.apply(replace(b))
    assert stack.top is b
    stack.apply(reset(a))
    assert stack.scenes == (a,)
    stack.apply(quit_app())
    assert stack.quit_requested
    assert changes[-1] == "a -> (quit)"


def test_popping_the_last_scene_quits(stack, calls):
    stack.push(Recorder("a", calls))
    stack.apply(pop())
    assert stack.quit_requested and stack.top is None


def test_bad_transitions_are_refused():
    with pytest.raises(ValueError):
        Transition("teleport")
    with pytest.raises(ValueError):
        Transition("push")


def test_covering_scene_hides_the_ones_below(stack, calls):
    base, cover, overlay = Recorder("base", calls), Recorder("cover", calls), Recorder("overlay", calls, covers=False)
    stack.push(base)
    drawn = []
    stack.draw(drawn)
    assert drawn == ["base"]
    stack.push(cover)
    stack.push(overlay)
    drawn = []
    stack.draw(drawn)
    assert drawn == ["cover", "overlay"]  # base is hidden by cover; overlay draws on top of cover
    stack.pop()
    stack.pop()
    stack.push(Recorder("veil", calls, covers=False))
    drawn = []
    stack.draw(drawn)
    assert drawn == ["base", "veil"]


def test_clear_survives_a_scene_that_fails_to_exit(stack, calls):
    class Broken(Recorder):
        def exit(self):
            raise RuntimeError("boom")

    stack.push(Recorder("a", calls))
    stack.push(Broken("b", calls))
    stack.clear()
    assert len(stack) == 0
    assert ("a", "exit") in calls
