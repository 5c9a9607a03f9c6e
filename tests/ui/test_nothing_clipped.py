"""Issue 21, "Nothing clipped, nothing covered": every scenario of every game, rendered at 1280x800,
shows each of its own lines of text whole: none cut by the box it is drawn in, none shortened
with "…", and no two different lines lying on each other.

Found by a newcomer: "Boneclaw Brute" under its stat badge, card texts cut with "…", "no
Headmaster" over hex names, "high ground 1″" printed over the terrain's own height. The scenarios
come from the registry, so a new game's scenarios are checked without a line changed here.
(pygame_gui's widgets fit their own text and are not recorded: see text_audit.)
"""

from __future__ import annotations

import pytest

from tabletop.ui import registry, screenshot
from tests.ui import text_audit as TA

pytestmark = pytest.mark.ui

SIZE = (1280, 800)
CASES = [(game, name) for game in registry.scenario_games() for name in registry.scenario_names(game)]


def _audit(game: str, name: str):
    """(cut lines, overlapping pairs, visible lines, the top scene) of one scenario's last frame."""
    from tabletop.ui import look

    with TA.recording() as rec:
        look.clear_font_cache()  # fonts made before recording would not remember their words
        try:
            with screenshot.shown(SIZE, screenshot._scenario_maker(game, name)) as app:
                canvas = TA.TextSurface(SIZE)
                app.stack.draw(canvas)
                app.stack.draw_overlays(canvas)
                top = app.stack.top
        finally:
            look.clear_font_cache()
    return sorted({str(c) for c in rec.cuts}), TA.overlaps(canvas.lines), canvas.lines, top


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_every_scenario_shows_its_text_whole(game, name):
    cuts, overlaps, lines, top = _audit(game, name)
    from tabletop.ui.scenes.base import UIScene
    from tabletop.ui.scenes.error import ErrorScene

    assert not isinstance(top, ErrorScene), f"{game} {name} ended on the error screen"
    if not isinstance(top, UIScene):  # a table draws its own text: the recorder must have seen some
        assert lines, f"{game} {name}: no text recorded (is the recorder still seeing the table?)"
    shortened = sorted({f"{ln.text!r} at {tuple(ln.box)}" for ln in lines if "…" in ln.text})
    crowded = [f"{a.text!r} {tuple(a.box)} on {b.text!r} {tuple(b.box)}" for a, b in overlaps]
    problems = [f"cut: {c}" for c in cuts] + [f"shortened: {s}" for s in shortened]
    problems += [f"overlap: {c}" for c in crowded]
    assert not problems, f"{game} {name}:\n  " + "\n  ".join(problems)


def test_the_recorder_finds_cut_shortened_and_crowded_text():
    """The audit itself: a line wider than its box is cut, a second line drawn on it overlaps,
    and a panel drawn over a line hides it (a tooltip over the log is not an overlap)."""
    import pygame

    screenshot._headless()
    pygame.init()
    from tabletop.ui import look

    with TA.recording() as rec:
        look.clear_font_cache()
        box = TA.TextSurface((40, 20), pygame.SRCALPHA)
        box.blit(look.text("sans", 14, "far too long for this box"), (2, 2))
        screen = TA.TextSurface((300, 200))
        screen.blit(box, (10, 10))
        screen.blit(look.text("sans", 14, "Boneclaw Brute"), (100, 100))
        screen.blit(look.text("sans", 14, "3 ♥"), (130, 102))
        panel = TA.TextSurface((80, 60))
        panel.fill((40, 20, 40))
        screen.blit(look.text("sans", 14, "hidden"), (200, 20))
        screen.blit(panel, (190, 10))
        look.clear_font_cache()
    assert any("far too long" in str(c) for c in rec.cuts)
    assert [(a.text, b.text) for a, b in TA.overlaps(screen.lines)] == [("Boneclaw Brute", "3 ♥")]
    assert "hidden" not in [ln.text for ln in screen.lines]
