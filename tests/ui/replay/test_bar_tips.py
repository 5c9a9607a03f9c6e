"""The viewer's bar tells what a button does without covering itself (found watching under Xvfb: a
floating tooltip over a seat button hid the line saying where the replay stands and the strip)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui import text_audit as TA
from tests.ui.replay.test_viewer import show
from tests.ui.replay.test_watched_words import drawn_lines


def test_a_bar_buttons_tip_is_the_second_line_and_covers_nothing(app, saves):
    viewer = show(app, saves["rise"])
    viewer.go(13)
    app.step()
    bar = viewer.lay.bar
    for b in viewer.buttons:
        viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        lines = drawn_lines(viewer)
        below = [ln for ln in lines if bar.colliderect(ln.box)]
        words = [ln.text for ln in below]
        assert viewer.info_line() in words, (b.key, words)
        assert f"{b.label}: {b.tooltip}" in words, (b.key, words)  # whole, not cut
        assert not TA.overlaps(below), (b.key, TA.overlaps(below))
        # nothing drawn above the bar's top edge from the bar (no floating tooltip over the table)
        assert not [ln for ln in lines if ln.text.startswith(b.tooltip)], b.key


def test_the_seat_picker_lights_the_seat_shown_however_it_was_chosen(app, saves):
    """Choosing a seat from code (as the Load screen or a test does), not by the bar, left "All" lit while
    the table showed Player 2's view."""
    viewer = show(app, saves["corp"])
    viewer.choose_seat(1)
    lit = [b.key for b in viewer.buttons if getattr(b, "toggled", False)]
    assert lit == ["seat_1"], lit


def test_a_control_with_nowhere_to_go_is_dimmed_and_does_nothing(app, saves):
    """At the set-up nothing lies back (|<, <, < Round, < Fight dimmed), at the end nothing ahead (>, >|,
    Fight >); between, every one is live; playing on keeps them in step with the position."""
    from tests.ui.conftest import post_click

    viewer = show(app, saves["rise"])
    end = viewer.timeline.end

    def dimmed() -> set[str]:
        return {b.key for b in viewer.buttons if not b.enabled}

    viewer.go(0)
    app.step()
    assert dimmed() == {"start", "back", "round_back", "fight_back"}
    post_click(app, viewer.buttons.get("fight_back").rect.center)
    assert viewer.position == 0
    viewer.go(end)
    app.step()
    assert {"forward", "end", "fight_next"} <= dimmed() and not dimmed() & {"start", "back", "play"}
    post_click(app, viewer.buttons.get("forward").rect.center)
    assert viewer.position == end
    viewer.go(0)
    viewer.toggle_play()
    app.step(viewer.pace * 1.5)
    assert viewer.position >= 1 and "back" not in dimmed() and viewer.buttons.get("play").label == "Pause"


def test_the_bar_says_each_games_own_word_for_a_round(app, saves):
    """Play-test r18: NecronomiCORP's timeline said "Round 1" and "R1…R60" where its table says "Turn 12"
    (NC-TURN-01). The bar's buttons, their tips, the keys line, the info line and the strip's numbers use
    the game's own word (its spec's `Replay.period`); Rise and Necromolds keep "Round"."""
    import re

    from tests.ui.replay.test_viewer import bar_words_drawn

    for game, word in (("corp", "Turn"), ("rise", "Round"), ("necromolds", "Round")):
        other = {"Turn": "Round", "Round": "Turn"}[word]
        viewer = show(app, saves[game])
        k = viewer.timeline.marks_of("round")[3].position
        viewer.go(k)
        app.step()
        labels = {b.key: (b.label, b.tooltip) for b in viewer.buttons}
        assert labels["round_back"] == (f"< {word}", f"The {word.lower()} before (PgUp)"), labels
        assert labels["round_next"] == (f"{word} >", f"The next {word.lower()} (PgDn)"), labels
        assert viewer.info_line().startswith(f"{word} "), viewer.info_line()
        drawn = bar_words_drawn(viewer)
        assert f"PgUp/Dn {word.lower()}" in " ".join(drawn), drawn
        assert not [t for t in drawn if other in t or other.lower() in t], drawn
        seats = {b.label for b in viewer.buttons}  # "P1", "P2"
        strip = [t for t in drawn if re.fullmatch(r"[A-Z]\d+", t) and t not in seats]  # the strip's "T12", "R3"
        assert strip and all(t[0] == word[0] for t in strip), strip
        app.stack.apply(viewer.leave())


@pytest.mark.parametrize("last", [0, 1, 2, 5])
def test_a_round_number_at_the_strips_end_is_drawn_whole_inside_the_strip(app, last):
    """Watching (r19): the last turn's number at the strip's right end read "T10" for "T103", cut by the
    strip's end. A number with no room right of its line is drawn left of it; every number drawn lies
    inside the strip, whole, and none overlaps another."""
    from types import SimpleNamespace

    from tabletop.ui.replay.bar import bar_layout, draw_strip
    from tabletop.ui.replay.timeline import Mark

    end = 400
    marks = [Mark(k, "round", f"Turn {n + 1}") for n, k in enumerate(range(0, end - last - 20, 40))]
    marks.append(Mark(end - last, "round", "Turn 103"))
    timeline = SimpleNamespace(end=end, period="Turn", marks_of=lambda kind: marks if kind == "round" else [])
    lay = bar_layout((1280, 800))
    with TA.recording():
        canvas = TA.TextSurface((1280, 800))
        draw_strip(canvas, lay, timeline, end)
    drawn = [ln for ln in canvas.lines if ln.text.startswith("T")]
    assert "T103" in [ln.text for ln in drawn]
    assert all(lay.strip.contains(ln.box) for ln in drawn), [
        (ln.text, ln.box) for ln in drawn if not lay.strip.contains(ln.box)
    ]
    assert not TA.overlaps(drawn), TA.overlaps(drawn)
