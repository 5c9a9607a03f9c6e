"""Basic play's army cards say the fixed combat dice (NM-BASIC-24..26) in the compact cards too: with six
spellbooks at 1280x800 the player's cards were compact and blank, while the computer's three full cards
said "Melee: 4 dice against 2" (play-test r24)."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import table_layout

BOOKS = ["boneclaw", "graveghoul", "batadactyl", "cragmaw", "insectomite", "wispwraith"]


def basic_turns_state():
    """A basic game played by bots to its first turns, seat 0's monsters each of another spellbook."""
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": "basic", "map": "graveyard"}, 3)
    driver = BotDriver(session, [0, 1], delay=0.0)
    for _ in range(400):
        if session.state.phase == "turns":
            break
        assert driver.step(driver.bot_to_act()) is not None
    st = session.state
    assert st.phase == "turns" and not st.uses_skills() and not st.uses_slots()
    mine = [m for m in st.monsters if m.owner == 0]
    books = {m.id: BOOKS[k % len(BOOKS)] for k, m in enumerate(mine)}
    return msgspec.structs.replace(
        st, monsters=[msgspec.structs.replace(m, book=books[m.id], size=0) if m.id in books else m for m in st.monsters]
    )


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_compact_basic_cards_say_the_fixed_dice(size):
    st = basic_turns_state()
    L = table_layout(size, st)
    panel = next(p for p in L.panels if p.seat == 0)
    compact = [b for b in panel.cards if b.style == "compact"]
    assert compact, "six spellbooks make compact cards"
    surface = pygame.Surface(size)
    hits = cards.draw_panel(surface, panel, st, cards.PanelLook("Player 1", (240, 172, 76)), L.scale, 0.0)
    for b in compact:
        rect = pygame.Rect(b.rect)
        said = [(drawn, box, w) for drawn, box, w in hits.texts if w.startswith("Melee:") and rect.contains(drawn)]
        assert said and said[0][2] == "Melee: 4 dice against 2", [w for _d, _b, w in hits.texts]
    for drawn, box, words in hits.texts:
        assert box.inflate(2, 2).contains(drawn), f"{words!r} runs out of its box ({drawn} in {box})"
