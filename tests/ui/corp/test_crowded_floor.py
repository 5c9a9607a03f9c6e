"""Play-test r24 (corpplay, "Found, not fixed"; shots/z80.png): a crowded floor, seven rooms beside
level 4 (the expansion_infected scenario), at 960x600 with Large text, 1280x800 and 150 % UI scale.

- The lit gold ring of a room card that takes a click crossed the next card of the fanned row:
  "Overtime" read "vertime" (and at 1280x800 "Bloodsucking", "Stand", "Espresso" lost a letter).
(NC-MAP-02: the rooms of a level in a row; NC-TURN-09/14: what lies on a floor.)"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout, look
from tabletop.ui.corp.scenarios import load, new_session, play_recipe
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table.building_draw import to_rect

LOOKS = [((960, 600), 100, True), ((960, 600), 100, False), ((1280, 800), 100, False), ((1280, 800), 150, False)]
IDS = [f"{w}x{h}-{scale}-{'large' if large else 'normal'}" for (w, h), scale, large in LOOKS]


@pytest.fixture(params=LOOKS, ids=IDS)
def crowded(request, ctx, screen):
    """The table at expansion_infected (seven rooms beside level 4, weapons and an item on their floors)."""
    from tabletop.ui.corp.table.scene import CorpTableScene

    size, scale, large = request.param
    layout.set_preferences(scale, large)
    try:
        scenario = load("expansion_infected")
        session = new_session(scenario)
        play_recipe(session, scenario)
        ctx.size = size
        scene = CorpTableScene(ctx, session, frozenset({1, 2, 3}), bot_delay=0.0)
        scene.enter()
        scene._refresh()
        yield scene
    finally:
        layout.set_preferences(100, False)


def _inked_words(view, draw) -> list[tuple[str, pygame.Rect]]:
    """(words, the box of their inked pixels) of every line `draw(surface)` draws with `building_draw.line`."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = BD.line

    def spy(surface, s, size, pos, colour=BD.INK, kind="sans", anchor="topleft", width=None):
        r = real(surface, s, size, pos, colour, kind, anchor, width)
        if width is not None:
            s, size = BD.fitted(s, size, kind, width)
        if s.strip():
            ink = look.font(kind, size).render(s, True, (255, 255, 255)).get_bounding_rect()
            drawn.append((s, ink.move(r.topleft)))
        return r

    BD.line = spy
    try:
        draw(pygame.Surface(view.layout.size))
    finally:
        BD.line = real
    return drawn


def _ring_pixels(view, lit=frozenset(), pointed=frozenset(), hover=None):
    """The rings `draw_lit` draws, alone on a black picture (numpy array of [x, y, rgb])."""
    surface = pygame.Surface(view.layout.size)
    surface.fill((0, 0, 0))
    BD.draw_lit(surface, view, view.plan, set(lit), hover, set(pointed))
    return pygame.surfarray.array3d(surface)


def test_a_lit_rooms_ring_crosses_no_word_of_the_fanned_row_NC_MAP_02(crowded, monkeypatch):
    """Every room card and chip of the row lit (each takes a click), one hovered, or one pointed at by a
    plaque (ringed twice): no ring's line crosses a word of a room card or of a chip."""
    view = crowded.tool_view()
    st, plan, cam = view.state, view.plan, view.camera
    rooms = plan.of("room")
    row = [(k, b) for k, b in rooms if st.areas[str(k)].level == 4]
    assert len(row) >= 7, "the scenario no longer crowds level 4"
    fanned = [b for _k, b in row if any(b[0] < o[0] < b[2] for _j, o in row)]
    assert len(fanned) >= 5, "the scenario no longer fans a row of rooms"

    def draw(surface):
        BD._rooms(surface, st, view.cards, plan, cam)
        BD._floor_cards(surface, st, view.cards, plan, cam)

    words = _inked_words(view, draw)
    assert any(s in ("Overtime", "Demon of Overtime") or "Overtime" in s for s, _r in words), words
    lit = {("room", k) for k, _b in rooms} | {("floor_card", k) for k, _b in plan.of("floor_card")}
    cases = [("every room lit", _ring_pixels(view, lit=lit))]
    cases += [(f"{k} hovered", _ring_pixels(view, lit=lit, hover=("room", k))) for k, _b in row]
    cases += [(f"{k} pointed", _ring_pixels(view, pointed={("room", k)})) for k, _b in row]
    problems = []
    for what, pixels in cases:
        assert pixels.any(), what
        for s, r in words:
            if pixels[r.left : r.right, r.top : r.bottom].any():
                problems.append(f"{what}: a ring crosses {s!r} {r}")
    assert not problems, "\n".join(problems[:12])
    # the ring of a fanned card still goes round the part of it showing: along its top and its left edge
    pixels = cases[0][1]
    for _k, b in row:
        card = to_rect(cam, b)
        assert pixels[card.x + 4 : card.x + 10, card.y - 2].all(axis=1).any()
        assert pixels[card.x - 1 : card.x + 1, card.y + 10].any()

