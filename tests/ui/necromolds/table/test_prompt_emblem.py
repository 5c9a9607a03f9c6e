"""NM-CLAY-05: the emblem beside the top bar's words is the seat the words are about. A clay spell's
words are amber, no seat's colour, so the bar drew a plain amber disc beside them, which reads as
Candle Amber's (a disc is Player 1's emblem): playing four players (r27), Player 2's Magic Missile
looked like Player 1's (the same for a computer's missile as it fell)."""

from __future__ import annotations

from tabletop.ui.kit import notices
from tabletop.ui.necromolds.table.clay_missile import MissileTool
from tests.ui.necromolds.table.conftest import frame
from tests.ui.necromolds.table.test_clay_table import clay_table


def test_nm_clay_05_a_missile_in_hand_shows_its_casters_emblem(ctx, screen, monkeypatch):
    scene = clay_table(ctx)
    seen: list = []
    real = notices.draw_banner

    def spy(*a, **k):
        seen.append(k.get("seat"))
        return real(*a, **k)

    monkeypatch.setattr(notices, "draw_banner", spy)
    scene.tools.push(MissileTool(1))  # Player 2's missile
    frame(scene, screen)
    assert "Magic Missile" in scene.prompt()[0]
    assert seen[-1] == 1, seen
