"""Solo terrain (NM-SOLO-02: 0 to 3 pieces, then the person says so): once "No more terrain" is pressed
the pieces not placed read as left out, not as pieces still offered (play-test r27 and r29: the tray's
unplaced pieces stayed lit, in bright words, as if they could still be dragged)."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tests.ui.necromolds.setup.conftest import new_session, open_game, steps


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
    real = terrain.D.draw_wrapped

    def spy(surf, words, kind, size, colour, rect, *a, **k):
        said.append((words, tuple(colour)))
        return real(surf, words, kind, size, colour, rect, *a, **k)

    monkeypatch.setattr(terrain.D, "draw_wrapped", spy)
    screen.draw(pygame.Surface(app.ctx.size))
    pieces = step.map_record().pieces
    placed = {p.piece for p in session.state.terrain}
    assert len(placed) == 1
    for piece in pieces:
        short = piece.name.split(" (")[0]
        word = "on the map" if piece.id in placed else "left out"
        assert (f"{short}: {word}", tuple(terrain.look.BONE_DIM)) in said, (piece.name, said)
        assert (piece.name, tuple(terrain.look.BONE)) not in said, f"{piece.name} is still offered"
