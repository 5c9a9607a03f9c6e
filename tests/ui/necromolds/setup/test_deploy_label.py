"""Deployment (NM-SETUP-19..20): the name of the seat's border strip never lies over a monster, even
when the strip is too crowded to hold it and a big base hangs over its inner edge (play-test r17:
"Player 1's border" printed over the Batadactyl's base)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.setup.layout import setup_layout

SIZE = (1280, 800)


def test_the_border_label_lies_on_no_monster_of_a_crowded_strip(user_home):
    pygame.init()
    surface = pygame.display.set_mode(SIZE)
    scene, _ = scenarios.build(SimpleNamespace(size=SIZE, manager=None), "setup_deploy")
    scene.press("quick")  # the whole army along the edge
    scene.update(0.01)
    step = scene.step
    st = step.state
    mp = library().maps[st.map]
    mine = sorted((m for m in st.monsters if m.owner == step.seat), key=lambda m: -NQ.base_of(m)[0])
    assert len(mine) >= 6 and all(m.deployed for m in mine)
    strip = step._strip_rect()
    top = strip.top < step.camera.map_to_screen(0, mp.height / 2)[1]
    # spread along the strip, no gap as wide as the name; the biggest base in the middle, over its inner edge
    order = mine[1:]
    order.insert(len(order) // 2, mine[0])
    for k, m in enumerate(order):
        r, _ = NQ.base_of(m)
        m.x = mp.width * (k + 0.5) / len(order)
        m.y = r if top else mp.height - r
    s = ui_scale(SIZE)
    box = step._draw_border_label(surface, mp, s)
    assert box.width > 0
    assert pygame.Rect(setup_layout(SIZE)["area"]).contains(box)
    for m in st.monsters:
        if m.deployed:
            r, _ = NQ.base_of(m)
            cx, cy = step.camera.map_to_screen(m.x, m.y)
            px = step.camera.length_to_pixels(r)
            base = pygame.Rect(round(cx - px), round(cy - px), round(2 * px), round(2 * px))
            assert not box.colliderect(base), f"the border's name lies on {m.id}'s base"
