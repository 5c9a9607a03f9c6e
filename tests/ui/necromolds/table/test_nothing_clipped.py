"""Issue 21 'Nothing clipped' at the Necromolds table and its deployment: "Boneclaw Brute" ran under its
card's stat chips; the deploy tray's figures were tiny and the dragged monster's label ("BB") differed
from the mark it wore once it landed ("Bc")."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from tabletop.ui.necromolds.setup import deploy
from tabletop.ui.necromolds.table import cards, pieces
from tabletop.ui.necromolds.table.layout import table_layout
from tests.ui.necromolds.table.conftest import scenario_scene
from tests.ui.necromolds.table.seats import assign_state

COLOURS = [(240, 172, 76), (118, 146, 84), (150, 96, 196), (110, 160, 200)]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_boneclaw_brute_stays_clear_of_its_stat_badge(players, size):
    """Issue 21: with four players at 1280x800 the compact card's name ran under its skill chips; a long
    name now takes two lines in the band, every word inside its box and at a readable size."""
    st = assign_state(players)
    mine = [m for m in st.monsters if m.owner == 0]
    bone = {m.id for m in mine[::2]}
    st = msgspec.structs.replace(
        st, monsters=[msgspec.structs.replace(m, book="boneclaw", size=0) if m.id in bone else m for m in st.monsters]
    )
    surface = pygame.Surface(size)
    L = table_layout(size, st)
    panel = next(p for p in L.panels if p.seat == 0)
    hits = cards.draw_panel(surface, panel, st, cards.PanelLook("Player 1", COLOURS[0]), L.scale, 0.0)
    name = [(drawn, box, w) for drawn, box, w in hits.texts if w in ("Boneclaw Brute", "Boneclaw", "Brute")]
    assert name, "the card names its spellbook"
    for drawn, box, words in hits.texts:
        assert box.inflate(2, 2).contains(drawn), f"{words!r} runs out of its box ({drawn} in {box})"
    assert all(drawn.height >= 11 for drawn, _box, _w in name)  # ~11 px type or more: readable


def test_a_long_name_splits_where_the_longer_line_is_shortest():
    size, lines = cards.name_lines("Boneclaw Brute", "serif_bold", 15, 60, 24)
    assert lines == ["Boneclaw", "Brute"] and size >= 10
    assert cards.name_lines("Thornback", "serif_bold", 15, 200, 24)[1] == ["Thornback"]


def test_the_dragged_monster_wears_the_mark_it_has_where_it_lands(ctx, screen, monkeypatch):
    """Issue 21: the carried token read "BB" and the figure it became "Bc": both now show pieces.mark_of."""
    scene = scenario_scene(ctx, "setup_deploy")
    step = scene.step
    m = step.waiting()[0]
    drawn_labels = []
    original = deploy.D.draw_token
    monkeypatch.setattr(deploy.D, "draw_token", lambda *a, **k: (drawn_labels.append(a[4]), original(*a, **k))[1])
    x, y = step.spots_for(m)[0]
    step.carry = deploy.Carry(m.id, tuple(int(v) for v in step.camera.map_to_screen(x, y)))
    scene.draw(screen)
    assert drawn_labels == [pieces.mark_of(m.book)]
    assert pieces.FEATURES[m.book][1] == pieces.mark_of(m.book)


def test_the_deploy_trays_figures_are_large_enough_to_show_their_mark(ctx, screen, monkeypatch):
    """Issue 21: tray figures were drawn a few pixels wide; each now fills most of its cell, so the
    monster's mark (drawn from a base radius of 8 px) shows, the same mark as on the map."""
    scene = scenario_scene(ctx, "setup_deploy")
    step = scene.step
    radii: dict = {}
    original = pieces.monster_sprite
    monkeypatch.setattr(
        pieces,
        "monster_sprite",
        lambda book, colour, r, h, b: (radii.__setitem__(book, r), original(book, colour, r, h, b))[1],
    )
    step.draw_screen(screen, deploy.setup_layout(scene.ctx.size), 1.0)
    books = {m.book for m in step.waiting()}
    assert books and books <= set(radii)
    assert all(radii[b] >= 16 for b in books), radii
    assert all(cell.width >= 60 for cell in step.tray.values())
