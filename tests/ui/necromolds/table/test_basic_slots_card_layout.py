"""Basic play with What Next step 4 (dice on slots, NM-BASIC-40) and the basic dice in words
(NM-BASIC-24): the side cards drew the dice on their slots over the "Ranged: 2 dice against 2" line
(play-test r21, replayp shots 57-58). Now every line of a card's words keeps clear of the slots and of
the dice on them, and of the other lines, in the least window and at larger scales and Large text."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui import layout
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.necromolds.table import TableScene, cards

STEPS = [
    {"basic_slots": True},
    {"basic_slots": True, "basic_abilities": True},
    {"basic_slots": True, "basic_distances": True, "basic_abilities": True},
    {"basic_distances": True, "basic_abilities": True},  # no slots: the edges row and the magic's words
    {"basic_abilities": True},
]
VIEWS = [  # (window, UI scale %, Large text)
    ((960, 600), 100, False),
    ((1280, 800), 100, False),
    ((1280, 800), 150, False),
    ((960, 600), 100, True),
    ((1280, 800), 100, True),
]


@pytest.fixture(scope="module")
def sessions():
    """A basic game per step set, its dice committed to their slots (the bots set up and assign)."""
    out = []
    for steps in STEPS:
        session = Session(get_game("necromolds"), {"mode": "basic", "map": "twins_vale", **steps}, 3)
        driver = BotDriver(session, [0, 1], delay=0.0)
        while session.state.phase not in ("turns", "over"):
            driver.step(driver.bot_to_act())
        out.append((steps, session))
    return out


@pytest.fixture
def preferences():
    yield layout.set_preferences
    layout.set_preferences(100, False)


@pytest.mark.parametrize("size,scale,large", VIEWS)
def test_nm_basic_24_40_a_cards_words_keep_clear_of_its_slots_and_their_dice(sessions, preferences, size, scale, large):
    preferences(scale, large)
    screen = pygame.display.set_mode(size)
    on_slots = 0
    for steps, session in sessions:
        scene = TableScene(SimpleNamespace(size=size, manager=None), session, {0, 1}, None, bot_delay=0.0)
        scene.enter()
        L = scene.layout
        for p in L.panels:
            hits = cards.draw_panel(screen, p, scene.view, cards.PanelLook("Player", (240, 172, 76)), L.scale, 0.0)
            slots = [pygame.Rect(r) for r, _b, _j, _d in hits.slots]
            on_slots += len(hits.on_slots)
            where = f"{steps} at {size} {scale}% large={large}"
            for card_rect, _book in hits.cards:
                words = [(d, w) for d, _box, w in hits.texts if card_rect.contains(d)]
                loose = [(d, w) for d, w in words if not any(s.contains(d) for s in slots)]  # not a slot's own label
                assert any(w.startswith("Ranged: ") for _d, w in loose) or not steps.get("basic_slots"), where
                for drawn, w in loose:
                    for s in slots:
                        assert not s.colliderect(drawn), f"{w!r} {drawn} under a slot {s}: {where}"
                    for die in hits.on_slots:
                        assert not die.colliderect(drawn), f"a die on a slot {die} covers {w!r} {drawn}: {where}"
                for i, (a, wa) in enumerate(loose):
                    for b, wb in loose[i + 1 :]:
                        assert not a.colliderect(b), f"{wa!r} {a} and {wb!r} {b} overlap: {where}"
    assert on_slots, "dice lie on slots"
