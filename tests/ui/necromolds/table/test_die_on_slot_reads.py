"""A die on a spellbook's command slot reads as a die, not as the slot's printed command (NM-ROUND-05,
NM-ROUND-08: a die assigned to a slot). Playing r27 (3-4 players' compact cards, 960x600): an ivory die
on the tan slot, beside or over the slot's printed icon of the same command, could not be told from the
print. Now a die on a slot hides the print under it and has a dark edge against the slot."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table import draw as D
from tests.ui.necromolds.table.conftest import frame


def test_a_die_on_a_compact_slot_has_a_dark_edge_and_no_print_beside_it(monkeypatch):
    size = (960, 600)
    screen = pygame.display.set_mode(size)
    drawn: dict = {}  # seat -> the dice drawn on its slots
    real = cards.draw_panel

    def record(surface, pl_layout, *a, **k):
        hits = real(surface, pl_layout, *a, **k)
        drawn[pl_layout.seat] = list(hits.on_slots)
        return hits

    monkeypatch.setattr(cards, "draw_panel", record)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "turns_3p")
    scene.enter()
    frame(scene, screen)
    checked = 0
    for panel in scene.layout.panels:
        dice = drawn.get(panel.seat, [])
        for card in panel.cards:
            for sb in card.slots:
                slot = pygame.Rect(sb.rect)
                on = [d for d in dice if slot.collidepoint(d.center)]
                if not on:
                    continue
                die = on[0]
                body = pygame.Rect(die.topleft, (die.width - 3, die.height - 3))  # less its shadow
                edge = screen.get_at((body.left - 1, body.centery))[:3]
                assert edge == cards.INK, (card.book, sb.slot, edge)
                # no printed command icon in the slot outside the die (the label's words are ink, not these)
                printed = {c for k, c in D.COMMAND_COLOURS.items() if k != "wild"}
                clear = die.inflate(4, 4)
                for x in range(slot.left + 3, slot.right - 3):
                    for y in range(slot.top + 3, slot.bottom - 3):
                        if not clear.collidepoint(x, y):
                            assert tuple(screen.get_at((x, y))[:3]) not in printed, (card.book, sb.slot, (x, y))
                checked += 1
    assert checked >= 3, checked
