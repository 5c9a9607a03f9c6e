"""The combat window's advanced rerolls (NM-ADV-09..18): Gem rage's words are drawn as big as "Keep result"
beside it ("Gem rage (1 die, 1 gem)" was shrunk to fit), and the support reroll names the friend who
helps before it is used (it was named only in the result line; play-test r19)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.state import Combat
from tabletop.ui.kit.buttons import fit_size
from tabletop.ui.necromolds.table import combat_view
from tabletop.ui.plain_words import plain
from tests.games.necromolds.helpers import combat_face, position

ACTIONS = {k: (lambda: None) for k in ("rage", "support", "keep", "less", "more", "confirm", "continue")}


def _record(state):
    c = state.combat
    owner = {m.id: m.owner for m in state.monsters}
    return combat_view.CombatRecord(
        c.kind, c.attacker, c.defender, owner[c.attacker], owner[c.defender], c.att_pool, c.def_pool,
        list(c.att_faces), list(c.def_faces),
    )  # fmt: skip


def _drawn_size(button, scale) -> int:
    """The letter size the button draws its label at (kit.Button._draw_brass's fitting)."""
    icon_px = int(button.rect.height * 0.62) if button.icon else 0
    room = button.rect.width - 10 - (icon_px + 4 if icon_px else 0)
    return fit_size(button.label, "sans_bold", int(15 * scale), room)


@pytest.mark.parametrize("scale", [0.75, 1.0, 1.5])
def test_nm_adv_09_gem_rage_is_drawn_as_big_as_keep_result(scale):
    pygame.init()
    s = position([(0, "graveghoul", 5, 5), (1, "insectomite", 5, 6.5)], mode="advanced", gems=(9, 0))
    gem = combat_face("gem")
    s.combat = Combat("melee", "p0-graveghoul-1", "p1-insectomite-1", 3, 2, "att_reroll", [gem, gem, gem], [0, 0])
    rect = combat_view.window_rect((0, 0, int(1000 * scale), int(700 * scale)), scale)
    got = {b.key: b for b in combat_view.buttons(rect, s, _record(s), True, scale, ACTIONS)}
    rage, keep = got["combat_rage"], got["combat_keep"]
    assert rage.label == "Gem rage: 3 gems"
    assert _drawn_size(rage, scale) == _drawn_size(keep, scale) == int(15 * scale), (rage.label, scale)
    assert not rage.rect.colliderect(keep.rect) and rect.contains(rage.rect)
    assert "3 dice showing a gem" in rage.tooltip


def test_nm_adv_14_the_support_reroll_names_its_friend_before_it_is_used():
    """NM-ADV-22's pair: an Insectomite and a Batadactyl close by share the defense support skill."""
    pygame.init()
    s = position(
        [(0, "graveghoul", 5, 5), (1, "insectomite", 5, 6.5), (1, "batadactyl", 7, 6.5)], mode="advanced", gems=(0, 0)
    )
    s.combat = Combat("melee", "p0-graveghoul-1", "p1-insectomite-1", 3, 2, "def_reroll", [0, 0, 0], [0, 0])
    assert NQ.supporter(s, s.monster("p1-insectomite-1"), "melee", False) == "p1-batadactyl-1"
    rect = combat_view.window_rect((0, 0, 1000, 700), 1.0)
    got = {b.key: b for b in combat_view.buttons(rect, s, _record(s), True, 1.0, ACTIONS)}
    support = got["combat_support"]
    said = plain(" ".join(support.tip_lines()))
    assert "Batadactyl 1 helps Insectomite 1" in said, said
    assert "NM-" not in said
