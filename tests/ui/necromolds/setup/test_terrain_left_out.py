"""Solo terrain (NM-SOLO-02: 0 to 3 pieces, then the person says so): once "No more terrain" is pressed
the pieces not placed read as left out, not as pieces still offered (play-test r27 and r29: the tray's
unplaced pieces stayed lit, in bright words, as if they could still be dragged)."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tests.ui.necromolds.setup.conftest import new_session, open_game, steps
from tests.ui.recording import drawn_words


def test_nm_solo_02_pieces_left_out_after_no_more_terrain(app, monkeypatch):
    from tabletop.ui.necromolds.setup import terrain

    session = new_session(bots=(), players=1, map="graveyard")
    screen = open_game(app, session)
    step = screen.step
    assert isinstance(step, terrain.TerrainStep) and step.solo
    screen.carry_out(step.quick())
    steps(app, 2)
    screen.carry_out(A.TerrainDone(seat=0))
    steps(app, 2)
    step = screen.step
    assert isinstance(step, terrain.TerrainStep) and step.finished, "the layout is shown until Continue"
    said: list[tuple[str, tuple]] = []
    real_wrapped, real_text = terrain.D.draw_wrapped, terrain.look.text

    def spy_wrapped(surf, words, kind, size, colour, rect, *a, **k):
        said.append((words, tuple(colour)))
        return real_wrapped(surf, words, kind, size, colour, rect, *a, **k)

    dim: list[str] = []  # a tile's note, line by line

    def spy_text(kind, size, words, colour, *a, **k):
        if tuple(colour) == tuple(terrain.look.BONE_DIM):
            dim.append(words)
        return real_text(kind, size, words, colour, *a, **k)

    monkeypatch.setattr(terrain.D, "draw_wrapped", spy_wrapped)
    monkeypatch.setattr(terrain.look, "text", spy_text)
    screen.draw(pygame.Surface(app.ctx.size))
    notes = " ".join(dim)
    pieces = step.map_record().pieces
    placed = {p.piece for p in session.state.terrain}
    assert len(placed) == 1
    for piece in pieces:
        short = piece.name.split(" (")[0]
        word = "on the map" if piece.id in placed else "left out"
        assert f"{short}: {word}" in notes, (piece.name, dim)
        assert (piece.name, tuple(terrain.look.BONE)) not in said, f"{piece.name} is still offered"


def test_a_placed_pieces_note_stays_inside_its_tile_at_150_percent(monkeypatch):
    """Play-test r29 (1280x800 at 150 %, four players): the low tiles of the tray wrapped "Obsidian
    Spire: on the map" over three lines that ran over the tile's top and bottom edges."""
    from tabletop.ui import layout, screenshot
    from tabletop.ui.necromolds.setup import terrain

    layout.set_preferences(150, False)
    try:
        with screenshot.shown((1280, 800), lambda ctx: (None, 0), ui_scale=150) as app:
            session = new_session(bots=(1, 2, 3), players=4, map="graveyard")
            screen = open_game(app, session)
            step = screen.step
            assert isinstance(step, terrain.TerrainStep)
            while not session.state.terrain:  # the computers roll off and place; a person may place first
                if step.is_human(step.placer):
                    screen.carry_out(A.PlaceTerrain(seat=step.placer, piece="spire", x=16.0, y=12.0))
                steps(app, 30)
            drawn = drawn_words(monkeypatch, app.ctx.size, screen.draw)
            placed = {p.piece for p in session.state.terrain}
            for piece_id in placed:
                tile = step.tray[piece_id]
                lines = [r for _w, r in drawn if tile.colliderect(r)]
                assert lines, piece_id
                for r in lines:
                    assert tile.contains(r), (piece_id, tile, r)
    finally:
        layout.set_preferences(100, False)


def test_nm_solo_02_the_solo_tray_takes_the_roll_offs_room(app):
    """Solo has no roll-off (NM-SOLO-02): the tray starts under the two lines that say so, not under the
    empty room a roll-off would take (play-test r29: a band of empty panel, and tiles too low for their
    pictures at 960x600 Large), and every tile has room for its piece's picture."""
    from tabletop.ui.necromolds.setup import terrain
    from tabletop.ui.necromolds.setup.layout import setup_layout

    session = new_session(bots=(), players=1, map="graveyard")
    screen = open_game(app, session)
    step = screen.step
    assert isinstance(step, terrain.TerrainStep) and step.solo
    s = terrain.ui_scale(app.ctx.size)
    _x, y, _w, _h = setup_layout(app.ctx.size)["side_inner"]
    first = min(r.top for r in step.tray.values())
    assert first - y <= int(100 * s), (first, y)  # the heading, its line, the tray's title: no empty band
    for piece_id, rect in step.tray.items():
        thumb, _name, _lines = terrain.tile_parts(rect, s)
        assert thumb is not None and thumb.height >= int(20 * s), (piece_id, rect)
