"""A held Enter or Space is one press (play-test r24: under load an Enter held a moment too long
confirmed a question and then pressed what the next one offered, a card the player never chose). Key
repeat stays on for everything else: the arrows and Tab move on while held."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scene import Scene

pytestmark = pytest.mark.ui


class KeyCounter(Scene):
    name = "key_counter"

    def __init__(self):
        self.keys: list[int] = []

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
        return None

    def draw(self, surface):
        surface.fill((0, 0, 0))


def _down(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _up(key):
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_a_held_confirm_key_is_one_press_until_it_is_let_go(app, key):
    counter = KeyCounter()
    app.stack.push(counter)
    app.step(events=[_down(key), _down(key), _down(key)])  # held: its repeats come every 40 ms
    assert counter.keys == [key]
    app.step(events=[_up(key), _down(key)])  # let go and pressed again: a second press
    assert counter.keys == [key, key]


def test_the_arrows_and_tab_still_repeat_while_held(app):
    counter = KeyCounter()
    app.stack.push(counter)
    app.step(events=[_down(pygame.K_DOWN), _down(pygame.K_DOWN), _down(pygame.K_TAB), _down(pygame.K_TAB)])
    assert counter.keys == [pygame.K_DOWN, pygame.K_DOWN, pygame.K_TAB, pygame.K_TAB]


def test_a_key_held_when_the_window_lost_the_keyboard_counts_again(app):
    """Its key-up went to another window: the next Enter here is a new press."""
    counter = KeyCounter()
    app.stack.push(counter)
    app.step(events=[_down(pygame.K_RETURN), pygame.event.Event(pygame.WINDOWFOCUSLOST), _down(pygame.K_RETURN)])
    assert counter.keys == [pygame.K_RETURN, pygame.K_RETURN]
