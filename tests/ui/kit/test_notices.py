"""The kit's notices: the toast sits at the top of the area it is given; the banner's prompt is
fitted (tests/ui/necromolds/table/test_banner_fits.py checks fit_prompt on every scenario)."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.kit.notices import draw_banner, draw_notice, notice_lines, notice_rect


def test_the_notice_is_centred_at_the_top_of_its_area_and_absent_without_a_toast(screen):
    area = pygame.Rect(300, 80, 700, 500)
    toast = ("Saved as game-1.json", look.BONE, 2.0)
    box = notice_rect(area, 1.0, toast)
    assert box is not None and box.centerx == area.centerx and area.contains(box)
    assert notice_rect(area, 1.0, None) is None
    before = screen.copy()
    draw_notice(screen, area, 1.0, None)
    assert screen.get_at(area.center) == before.get_at(area.center)
    draw_notice(screen, area, 1.0, toast)


def test_the_banner_draws_in_its_bar(screen):
    screen.fill((0, 0, 0))
    draw_banner(screen, (0, 0, 1280, 52), 1.0, "Round 1 · Player 1: drag dice onto matching slots", look.AMBER, 900)
    assert screen.get_at((640, 100)) == (0, 0, 0, 255), "nothing drawn below the bar"
    assert screen.get_at((23, 26))[:3] == look.AMBER


def test_a_long_notice_wraps_within_its_area_at_the_top_or_the_foot(screen):
    area = pygame.Rect(300, 80, 420, 500)
    words = "That monster cannot reach there: its base would end in contact with terrain it cannot climb"
    for at in ("top", "bottom"):
        box = notice_rect(area, 1.0, (words, look.BONE, 2.0), at)
        assert area.contains(box), at
        draw_notice(screen, area, 1.0, (words, look.BONE, 2.0), at)
    assert notice_rect(area, 1.0, (words, look.BONE, 2.0), "bottom").bottom > area.centery


def test_a_notice_drawn_every_frame_from_its_remembered_panel_and_lines_gives_the_same_pixels(screen):
    """The notice shows for seconds and is drawn every frame: its panel's fill and its lines are made once
    (frame time, issue 20), and the pixels are those of drawing it afresh."""
    from tabletop.ui.kit.panels import lighter

    area = pygame.Rect(10, 60, 560, 580)
    toast = ("No Minion you can raise: you cannot pay for any (phase 2 passed over).", lighter(look.BONE), 5.0)
    frames = []
    for _ in range(2):
        screen.fill((40, 30, 20))
        draw_notice(screen, area, 1.0, toast, at="bottom")
        frames.append(screen.copy())
    screen.fill((40, 30, 20))  # afresh: the panel's fill and each line made now
    box = notice_rect(area, 1.0, toast, at="bottom")
    fill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(fill, (26, 18, 28, 235), fill.get_rect(), border_radius=6)
    screen.blit(fill, box)
    pygame.draw.rect(screen, toast[1], box, 2, border_radius=6)
    f = look.font("sans_bold", 16)
    for k, line in enumerate(notice_lines(toast[0], area, 1.0)):
        screen.blit(f.render(line, True, toast[1]), (box.left + 14, box.top + 8 + k * f.get_linesize()))
    for frame in frames:
        assert pygame.image.tobytes(frame, "RGB") == pygame.image.tobytes(screen, "RGB")


def test_the_banner_says_its_short_words_whole_where_the_long_ones_would_be_cut(screen, monkeypatch):
    """A crowded bar (NecronomiCORP's teams scoreboard at 150 %): the prompt's short form, whole,
    instead of the long one cut with "…" (issue 26: nothing cut)."""
    from tabletop.ui.kit import notices

    drawn: list[str] = []
    monkeypatch.setattr(notices, "text", lambda _s, _f, _z, line, *a, **k: drawn.append(line))
    long = "Turn 85, Player 1 (you). Beginning: pick up, trade, change level; then open a door, go in or out"
    short = "Turn 85, Player 1 (you). Beginning"
    draw_banner(screen, (0, 0, 1280, 40), 1.0, long, look.AMBER, 330)
    assert drawn[-1].endswith("…"), "the bar is narrow enough to cut the long words"
    drawn.clear()
    draw_banner(screen, (0, 0, 1280, 40), 1.0, long, look.AMBER, 330, short=short)
    assert drawn == [short]
    drawn.clear()
    draw_banner(screen, (0, 0, 1280, 40), 1.0, long, look.AMBER, 1200, short=short)
    assert " ".join(drawn).replace("  ", " ").startswith("Turn 85"), drawn
    assert not any(line.endswith("…") for line in drawn) and short not in drawn, "room enough: the long words"


def test_the_computers_summary_wraps_each_line_inside_its_box_indent_and_all(screen):
    """Play-test r24: in the "While you waited" box over the table's log, a wrapped line's continuation
    ("   fist for 2 damage (Dolores, Receptionist 11/16).") ran past the box's right edge: the rest of a
    line was wrapped to the whole width, then indented. Every row drawn fits the room inside the box,
    and the words are all there, in order."""
    from tabletop.ui.kit.notices import _summary_rows

    line = "A skull: Dolores, Receptionist hurts their own fist for 2 damage (Dolores, Receptionist 11/16)."
    f = look.font("sans", 13)
    for width in range(160, 420, 3):
        rows = _summary_rows((line,), 0, 13, width)
        assert all(f.size(row)[0] <= width for row in rows), (width, rows)
        assert " ".join(r.strip() for r in rows) == line


def test_a_dark_seats_disc_has_a_rim_that_reads_on_the_dark_bar(screen):
    """Play-test r25: the Black player's disc in the top bar was black inked black on the dark bar,
    almost invisible. A seat colour darker than DARK_SEAT is rimmed with its hue lifted (`readable`)."""
    from tabletop.ui.kit.panels import lightness

    black = (43, 37, 46)  # Rise of the Necromancers' black
    for seat in (0, None):  # the seat's emblem, or the plain disc
        screen.fill((0, 0, 0))
        draw_banner(screen, (0, 0, 1280, 52), 1.0, "Round 3 · Player 1 (Black): Phase 3: move", black, 900, seat=seat)
        around = [screen.get_at((x, y))[:3] for x in range(8, 40) for y in range(10, 42)]
        assert max(lightness(c) for c in around) > 100, f"seat {seat}: the disc's rim is lost on the bar"
    screen.fill((0, 0, 0))
    draw_banner(screen, (0, 0, 1280, 52), 1.0, "Round 1 · Player 1", look.AMBER, 900)
    assert screen.get_at((23, 26))[:3] == look.AMBER  # a light seat keeps its ink rim and fill
