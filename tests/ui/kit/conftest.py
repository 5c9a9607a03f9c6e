"""Kit tests run headless (tests/conftest.py): a dummy display of the tables' design size."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

SIZE = (1280, 800)


@pytest.fixture
def screen():
    """A dummy display of the tables' design size."""
    pygame.init()
    yield pygame.display.set_mode(SIZE)


@pytest.fixture
def ctx(screen):
    """What a kit screen needs from the app: the window size."""
    return SimpleNamespace(size=SIZE, manager=None)


def event(kind, **data):
    """A pygame event of `kind` (pygame.MOUSEBUTTONDOWN, ...)."""
    return pygame.event.Event(kind, **data)
