"""NM-SOLO-52: Basalt's reasons in the top bar. At 960x600 with large text (playing r27) "Strategic
Movement: Basalt's Mud Mump 2 moves toward its closest enemy, Player 1's Graveghoul 1 — that way ends
closest to the enemy" was cut to "Strategic Movement: Basalt's Mud Mump 2 mo…": where the reason does
not fit on two lines, the bar shows it without its rule's name (the log keeps the whole line)."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.notices import fit_prompt
from tabletop.ui.necromolds.table import banner

REASON = (
    "Strategic Movement: Basalt's Mud Mump 2 moves toward its closest enemy, Player 1's Graveghoul 1"
    " — that way ends closest to the enemy"
)
HEIGHT, SCALE = 44, 1.0


def _cut(words: str, right: int) -> bool:
    room = right - int(14 * SCALE) - int(26 * SCALE) - int(14 * SCALE)
    return fit_prompt(words, room, HEIGHT, SCALE)[0][-1].endswith("…")


def test_nm_solo_52_a_long_reason_drops_its_rule_name_before_it_is_cut(screen):
    pygame.font.init()
    banner._bar_prompt.cache_clear()
    whole = banner.short_prompt(REASON)
    nameless = whole.split(": ", 1)[1]
    right = next(r for r in range(200, 900) if _cut(whole, r) and not _cut(nameless, r))
    said = banner.bar_prompt(REASON, right, HEIGHT, SCALE)
    assert said == nameless and not _cut(said, right)


def test_a_players_name_is_never_dropped(screen):
    pygame.font.init()
    banner._bar_prompt.cache_clear()
    words = "Player 2: move Veggitoad up to 7 in, far · drag one glowing monster (an unstable slot: one monster)"
    for right in range(200, 900, 50):
        assert banner.bar_prompt(words, right, HEIGHT, SCALE).startswith("Player 2")
