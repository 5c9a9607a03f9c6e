"""The terrain set-up screen names each placed piece in a caption that lies on no "high ground" sign
(NM-FAN-07..09 with the High Ground fan rule) and not on the piece itself. r29's play: a Broken Terrace
placed mid-map had its name written over its "high ground 1.2\u2033" sign, the two unreadable; a Stone
Dais had its name on its lit top, bone on pale stone."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tests.ui.necromolds.setup.conftest import steps
from tests.ui.recording import Recording


def test_nm_fan_09_piece_names_keep_off_high_ground_signs_and_pieces(app, monkeypatch):
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.setup import terrain
    from tabletop.ui.necromolds.table import fan_marks
    from tabletop.ui.scene import push

    scene, _scenario = scenarios.build(app.ctx, "fan_high_ground_terrain")
    app.stack.apply(push(scene))
    steps(app, 2)
    step = scene.step
    assert step.v.check(A.PlaceTerrain(seat=step.placer, piece="terrace", x=15.0, y=12.0)) is None
    scene.carry_out(A.PlaceTerrain(seat=step.placer, piece="terrace", x=15.0, y=12.0))
    steps(app, 2)
    step = scene.step
    assert isinstance(step, terrain.TerrainStep)
    names: list[tuple[pygame.Surface, str]] = []
    real = terrain.look.text

    def spy(kind, size, words, *a, **k):
        img = real(kind, size, words, *a, **k)
        if words in ("Stone Dais", "Broken Terrace") or words.startswith("high ground"):
            names.append((img, words))
        return img

    monkeypatch.setattr(terrain.look, "text", spy)
    surface = Recording(pygame.display.get_surface().get_size())
    scene.draw(surface)
    drawn = {w: r for img, r in surface.put for i, w in names if img is i}
    plates = [r for w, r in drawn.items() if w.startswith("high ground")]
    assert len(plates) == 2, drawn  # both raised pieces carry their sign
    assert plates == [p.inflate(-8, -2) for p in fan_marks.sign_plates(scene.state, step.camera)]
    drawn = {w: r for w, r in drawn.items() if not w.startswith("high ground")}
    assert set(drawn) == {"Stone Dais", "Broken Terrace"}, drawn
    pieces = {p.piece: p for p in scene.state.terrain}
    for words, box in drawn.items():
        for plate in plates:
            assert not box.colliderect(plate), (words, box, plate)
        placed = pieces["stone_dais" if words == "Stone Dais" else "terrace"]
        for poly, _h in NQ.placed_parts(scene.state, placed):
            corners = [step.camera.map_to_screen(x, y) for x, y in poly.exterior.coords]
            xs, ys = [c[0] for c in corners], [c[1] for c in corners]
            face = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            assert not box.colliderect(face), (words, box, face)
