"""Play-test r27 (newcomer, rise2, riseplay), fixed in r28: what the Rise table lights in a tutorial, the
rings round the choices, the frames' corner studs, the small cards' names and words, the combat panel's
first line."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tests.ui.rise.conftest import table

TID = "rise/first_turn"
SIZES = ((960, 600), (1280, 800))
LOOKS = ((100, False), (150, False), (100, True), (150, True))


@pytest.fixture
def prefs(screen):
    """The UI scale and Large text (set_preferences), put back after."""
    from tabletop.ui import layout as UL

    yield UL.set_preferences
    UL.set_preferences(100, False)


def _drawn(scene, size):
    """The scene drawn once on a surface that records every line of words and where it went."""
    from tabletop.ui import look
    from tests.ui import text_audit as TA

    with TA.recording():
        look.clear_font_cache()
        try:
            if hasattr(scene, "backdrop"):
                scene.backdrop.forget()
            canvas = TA.TextSurface(size)
            scene.draw(canvas)
        finally:
            look.clear_font_cache()
    return canvas


def _coached_at(title: str, size=(1280, 800)):
    """Rise's first tutorial played by its lit clicks up to the step called `title`."""
    from tests.ui.tutorial import conftest as C

    screen = pygame.display.set_mode(size)
    ctx = SimpleNamespace(size=size, manager=None, settings=SimpleNamespace(animation_speed=1.0))
    scene = C.coached(ctx, TID)
    at = next(i for i, s in enumerate(scene.tutorial.steps) if s.title == title)
    C.play_through(scene, screen, upto=at)
    C.settle(scene, screen)
    assert scene.script.step.title == title
    return scene, screen


def _edge_ink(surface, rect) -> tuple:
    """The colour of a card's border, half way down its left edge."""
    r = pygame.Rect(rect)
    return tuple(surface.get_at((r.left + 1, r.centery)))[:3]


# -- 1. a tutorial lights only what its step wants ------------------------------------------------------


def test_play_nothing_lights_no_card_and_the_top_bar_names_done_RN_PLAY_01(screen):
    """newcomer r27: at "Play nothing" ("play none this time. Press Done playing cards.") the hand's cards
    stayed lit and the top bar said "Click a lit card in your hand to play it, or Done.". No card is lit
    (the rules still offer them: a click on one gets the step's hint), and the top bar names the press."""
    from tabletop.ui import look
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table import table_draw as D

    scene, surface = _coached_at("Play nothing")
    view = scene.tool_view()
    assert view.offer.plays, "the rules offer the Apprentices: only the tutorial leaves them unlit"
    assert view.lit_plays() == {}
    words, _ink = D.top_line(view)
    assert "Click a lit card" not in words and words.endswith("Press Done playing cards."), words
    scene.backdrop.forget()
    scene.draw(surface)
    hand = view.hand()
    for r in P.hand_card_rects(scene.layout.hand, len(hand), scene.layout.scale):
        assert _edge_ink(surface, r) != look.AMBER  # no card drawn lit
    # a click on a card is the step's business: refused with its hint, nothing played
    n = len(scene.session.actions)
    from tests.ui.tutorial.conftest import click

    click(scene, dict(scene.targets())[f"card {hand[0]}"])
    assert len(scene.session.actions) == n and scene.toast[0] == scene.script.step.hint


def test_a_step_that_plays_a_card_lights_that_card_alone_RN_APP_01(screen):
    """ "An Apprentice" lights Gravedigger, not Wisp Child beside it nor Death Bolt, which the rules offer too."""
    from tabletop.ui import look
    from tabletop.ui.rise.table import panels as P

    scene, surface = _coached_at("An Apprentice")
    view = scene.tool_view()
    assert len(view.offer.plays) > 1 and list(view.lit_plays()) == ["gravedigger"]
    scene.backdrop.forget()
    scene.draw(surface)
    hand = view.hand()
    rects = P.hand_card_rects(scene.layout.hand, len(hand), scene.layout.scale)
    lit = [cid for cid, r in zip(hand, rects) if _edge_ink(surface, r) == look.AMBER]
    assert lit == ["gravedigger"], lit


def test_keep_the_scroll_lights_no_minion_to_raise_RN_RAISE_01(screen):
    """ "Keep the Scroll" waits for Done raising: the Zombie and the Hell knight on the board are not lit
    (their chips say "+" when lit), and the top bar names Done raising, not "Click a lit Minion"."""
    from tabletop.ui.rise.table import table_draw as D

    scene, _surface = _coached_at("Keep the Scroll")
    view = scene.tool_view()
    assert view.offer.raises and view.lit_raises() == {}
    words, _ink = D.top_line(view)
    assert "Click a lit Minion" not in words and words.endswith("Press Done raising."), words
    canvas = _drawn(scene, scene.ctx.size)
    board = pygame.Rect(scene.layout.players[0])
    assert not [ln.text for ln in canvas.lines if board.contains(ln.box) and ln.text.endswith(" +")]


# -- 2. the rings round the first row of choices keep off the header -------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale,large", LOOKS)
def test_the_focus_ring_round_a_first_row_choice_keeps_off_the_header(prefs, monkeypatch, size, scale, large):
    """rise2 r27: the keyboard's ring round a plaque of the choices' first row touched the header above it
    ("Your choices"). At every size and look the ring (and its dark edge) ends above the plaque's row and
    below the header's letters."""
    from tabletop.ui.kit.focus import RING
    from tabletop.ui.rise.table import key_path

    prefs(scale, large)
    pygame.display.set_mode(size)
    scene = table(SimpleNamespace(size=size, manager=None), 2, 5, bots=set())
    scene.update(1 / 60)
    plaques = [b for b in scene.buttons if b.key.startswith("choice")]
    assert plaques, "a choice to press (Done playing cards)"
    first = min(plaques, key=lambda b: (b.rect.top, b.rect.left))
    scene.focus.on, scene.focus.waiting = True, False
    targets = key_path.targets(scene)
    scene.focus.offer(targets)
    scene.focus.index = next(k for k, t in enumerate(targets) if t.box == tuple(first.rect))
    rings: list = []
    real = pygame.draw.rect

    def spy(surface, colour, rect, *a, **k):
        if tuple(colour)[:3] in (RING, (10, 10, 14)):
            rings.append(pygame.Rect(rect))
        return real(surface, colour, rect, *a, **k)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    scene.focus.draw(pygame.Surface(size, pygame.SRCALPHA), scene.layout.scale)
    monkeypatch.undo()
    rings = [r for r in rings if r.contains(first.rect)]  # the ring and its edge (not its label's box)
    assert rings
    ring = rings[0].unionall(rings)
    canvas = _drawn(scene, size)
    ink = _header_ink(canvas, scene, first.rect)
    assert ink.bottom < ring.top, (ink, ring, size, scale, large)


def _header_ink(canvas, scene, first) -> pygame.Rect:
    """The inked box of the choices panel's header: its words above the first row of plaques."""
    choices = pygame.Rect(scene.layout.choices)
    head = [ln.box for ln in canvas.lines if choices.contains(ln.box) and ln.box.top < first.top]
    assert head, "the header is drawn above the plaques"
    return head[0].unionall(head)


def test_the_tutorials_light_on_a_choice_passes_behind_the_header(screen, monkeypatch):
    """The tutorial's pulsing light round "Done playing cards" (1280x800) covered the lower half of "Your
    choices" above it. At its widest the light leaves the header's words as the table drew them."""
    scene, surface = _coached_at("Play nothing")
    scene.t = 3.14159 / 8  # the pulse at its widest: 0.5 + 0.5 * sin(4t) = 1
    scene.backdrop.forget()
    scene.draw(surface)
    lit = pygame.Rect(scene.buttons.at(scene.lit[0][1]).rect)
    at = _header_ink(_drawn(scene, scene.ctx.size), scene, lit)
    scene.draw(surface)
    assert lit.top - at.bottom < 14, "the light reaches the header (else the test shows nothing)"
    drawn = surface.subsurface(at).copy()
    table_only = scene.backdrop.image.subsurface(at)
    assert all(drawn.get_at((x, y)) == table_only.get_at((x, y)) for x in range(at.w) for y in range(at.h)), (
        "something was drawn over the header's words"
    )


# -- 3. words keep clear of every frame's corner studs ----------------------------------------------------


def _studs(rect) -> list:
    """The four corner squares a lacquered frame's studs take (look.FRAME_STUD)."""
    from tabletop.ui import look

    r, k = pygame.Rect(rect), look.FRAME_STUD
    return [pygame.Rect(x, y, k, k) for x in (r.x, r.right - k) for y in (r.y, r.bottom - k)]


def _frames_and_words(scene, size, monkeypatch):
    """(every frame drawn by look.draw_frame, every line of words on the final picture) of one draw."""
    from tabletop.ui import look

    frames: list = []
    real = look.draw_frame

    def spy(surface, rect, fill_alpha=200):
        frames.append(pygame.Rect(rect))
        return real(surface, rect, fill_alpha)

    monkeypatch.setattr(look, "draw_frame", spy)
    try:
        canvas = _drawn(scene, size)
    finally:
        monkeypatch.setattr(look, "draw_frame", real)
    return list(dict.fromkeys(tuple(f) for f in frames)), canvas.lines


SCENES = ("city_combat", "late_game", "library_choice", "move_reach")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale,large", LOOKS)
def test_no_words_lie_under_a_frames_corner_studs(prefs, monkeypatch, size, scale, large):
    """r27 (rise2, riseplay, newcomer): the player boards drew their name under the top left stud and the
    hand's count under the top right one, their last line over the lower left one; the look window's title
    and the combat panel's minimise button lay under a stud, its last line's descenders reached a bottom
    one. Every Rise frame (boards, hand, choices, log, combat panel, look window), at 960x600 and 1280x800,
    UI scale 100 and 150%, Large text off and on, keeps its words off its four corner studs (words on a
    card in hand lie on the card, which covers the stud)."""
    from tabletop.ui.rise import scenarios
    from tabletop.ui.rise.table import panels as P

    prefs(scale, large)
    pygame.display.set_mode(size)
    seen = set()
    for name in SCENES:
        scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), name)
        scene.update(1 / 60)
        if name == "city_combat":
            scene.show_overlay("combat")
            scene.update(1 / 60)
        frames, lines = _frames_and_words(scene, size, monkeypatch)
        L = scene.layout
        cards = P.hand_card_rects(L.hand, len(scene.tool_view().hand()), L.scale)
        for frame in map(pygame.Rect, frames):
            words = [ln for ln in lines if frame.contains(ln.box) and ln.box.collidelist(cards) < 0]
            seen.add(frame.size if words else None)
            under = [(ln.text, tuple(ln.box)) for ln in words if ln.box.collidelist(_studs(frame)) >= 0]
            assert not under, (name, tuple(frame), under)
    assert len(seen) >= 6  # boards, hand, choices, log, combat panel, look window: each with words checked


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale,large", LOOKS)
def test_the_logs_emblems_bar_and_words_leave_its_studs_bare(prefs, size, scale, large):
    """newcomer r27: the log's last line (its seat's emblem) lay on the lower left stud at 960x600, its first
    on the upper one. Drawn full and scrolled back (the scroll bar, "newer below"), the log leaves the four
    studs of its frame as the frame alone draws them."""
    from tabletop.ui import look
    from tabletop.ui.game_log import LogLine
    from tabletop.ui.rise.table.log_panel import log_panel

    prefs(scale, large)
    pygame.display.set_mode(size)
    scene = table(SimpleNamespace(size=size, manager=None), 3, 5)
    rect = pygame.Rect(scene.layout.log)
    lines = [LogLine(f"Player {k % 3 + 1} gains 1 Lesser corpse (Plague Mother), line {k}.", "x", k % 3, k % 2 == 0) for k in range(40)]  # fmt: skip
    for back in (0, 5):
        panel = log_panel()
        panel.follow(len(lines))
        panel.measure(lines, rect, scene.layout.scale)
        panel.wheel(back)
        drawn = pygame.Surface(scene.ctx.size, pygame.SRCALPHA)
        panel.draw(drawn, rect, scene.layout.scale, lines, scene.colours)
        bare = pygame.Surface(scene.ctx.size, pygame.SRCALPHA)
        look.draw_frame(bare, rect, 210)
        for stud in _studs(rect):
            same = all(
                drawn.get_at((x, y)) == bare.get_at((x, y)) for x in range(stud.left, stud.right) for y in range(stud.top, stud.bottom)
            )  # fmt: skip
            assert same, (back, tuple(stud), size, scale, large)


# -- 4. a small card says what it is -----------------------------------------------------------------


def _hand_sizes(size, large) -> set:
    from tabletop.ui import layout as UL
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table.layout import table_layout

    UL.set_preferences(100, large)
    out = set()
    for players in (2, 3, 5):
        L = table_layout(size, players)
        out |= {P.hand_card_rects(L.hand, n, L.scale)[0].size for n in range(1, 9)}
    return out


@pytest.mark.parametrize("large", (False, True))
def test_a_small_card_shows_its_whole_name_in_a_readable_letter(prefs, large):
    """A hand card's name says which card it is: on the narrowest card (960x600, eight in hand) it was
    drawn in a 6 px letter ("Haemomancer", "Gravedigger's Shovel"), or "Dragon-bone Saddle" lost
    "Saddle" to a third line cut off. At every hand size the name is whole (its pieces, rejoined, are the
    name), no line wider than the band, in TITLE_LEAST or larger; a word too wide breaks at a syllable."""
    from tabletop.games.rise.content import cards
    from tabletop.ui import look
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table.layout import letters

    c = cards()
    names = [c.card(cid).name for cid in list(c.necromancers) + list(c.apprentices) + list(c.items)]
    for size in SIZES:
        for w, h in sorted(_hand_sizes(size, large)):
            for name in names:
                font, lines = P.title_lines(name, w, h, letters(1.0))
                assert len(lines) <= P.TITLE_LINES, (name, w, lines)
                joined = "".join(line if line.endswith("-") else line + " " for line in lines).strip()
                assert joined.replace("-", "") == name.replace("-", ""), (name, lines)  # whole, in order
                assert font.get_height() >= look.font("serif_bold", P.TITLE_LEAST).get_height(), (name, w, font)
                assert all(font.size(line)[0] <= w - 8 for line in lines), (name, w, lines)
                for line in lines:  # a word broken on the card breaks between its syllables
                    piece = line.split()[-1][:-1] if line.endswith("-") else ""
                    word = next((wd for wd in name.split() if piece and wd.startswith(piece)), None)
                    if word is not None and word[len(piece)] != "-":
                        assert len(piece) in P.syllable_breaks(word), (name, lines)


def test_a_word_broken_on_a_small_card_breaks_between_syllables():
    """rise2 r27: "Apprentice's" broke at the widest point ("Apprent-ice's") on the narrowest card with Large
    text. A word too wide breaks where print would: "Appren-tice's", "Necro-mancer's", "Grave-digger's"."""
    from tabletop.ui.rise.table import panels as P

    pygame.font.init()
    assert P.syllable_breaks("Apprentice's") >= {2, 6}
    assert 7 not in P.syllable_breaks("Apprentice's")
    assert 5 in P.syllable_breaks("Necromancer's") and 5 in P.syllable_breaks("Gravedigger's")
    assert 4 in P.syllable_breaks("Hellforged")
    for word, first in (("Apprentice's", "Appren-"), ("Necromancer's", "Necro-"), ("Haemomancer", "Haemo-")):
        pieces = P._hyphenated(word, 40, 8)
        assert pieces[0] == first and "".join(p.rstrip("-") for p in pieces) == word, pieces


def test_wisp_childs_words_on_the_narrowest_card_read_appren_tices(prefs, monkeypatch):
    """The narrowest hand card at 960x600 with Large text: Wisp Child's words broke "Apprent-ice's"."""
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table.layout import letters

    prefs(100, True)
    shown: list = []
    real = P._draw_text_block
    monkeypatch.setattr(
        P, "_draw_text_block", lambda surf, text, *a, **k: (shown.append(text), real(surf, text, *a, **k))
    )
    size = min(_hand_sizes((960, 600), True))
    P._card_face.__wrapped__("wisp_child", size, False, False, letters(1.0))
    assert "Apprent-" not in shown[0] and "Appren-" in shown[0], shown


# -- 5. the combat panel at 960x600, UI scale 150% --------------------------------------------------------


def test_the_combat_panels_words_begin_with_a_whole_line():
    """newcomer r28 check at 960x600, UI scale 150% and Large text: the finished fight's words began "and
    Hollowell (one tower)." (the rest of a line whose first rows did not fit). The panel shows the newest
    whole lines; the newest alone, taller than the room, from its start."""
    from tabletop.ui.rise.table.windows import newest_rows

    lines = [["a1", "a2"], ["b1"], ["c1", "c2", "c3"]]
    assert newest_rows(lines, 5) == ["b1", "c1", "c2", "c3"]
    assert newest_rows(lines, 4) == ["b1", "c1", "c2", "c3"]
    assert newest_rows(lines, 3) == ["c1", "c2", "c3"]
    assert newest_rows(lines, 2) == ["c1", "c2"]
    assert newest_rows(lines, 6) == ["a1", "a2", "b1", "c1", "c2", "c3"]
    assert newest_rows(lines, 0) == []


@pytest.mark.parametrize("large", (False, True))
def test_a_finished_fight_at_960x600_150_shows_whole_lines(prefs, large):
    """The finished City fight at 960x600, UI scale 150% (newcomer's settings): every line of the engine's
    words in the combat panel starts with one of the fight's lines, none with the middle of one."""
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.rise import scenarios
    from tabletop.ui.rise.table.windows import LEGEND
    from tests.ui.rise.test_fight_from_log import _fight_to_its_end

    prefs(150, large)
    size = (960, 600)
    pygame.display.set_mode(size)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "city_combat")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0)
    scene.update(1 / 60)
    rec = _fight_to_its_end(scene)
    scene.update(0.1)
    canvas = _drawn(scene, size)
    dock = pygame.Rect(scene.layout.dock)
    rows = [ln for ln in sorted(canvas.lines, key=lambda ln: ln.box.top) if dock.contains(ln.box)]
    legend = max(k for k, ln in enumerate(rows) if ln.text in LEGEND)
    first = rows[legend + 1].text  # the first of the engine's words, under the legend
    assert any(line.startswith(first) for line in rec.lines), (first, rec.lines)
