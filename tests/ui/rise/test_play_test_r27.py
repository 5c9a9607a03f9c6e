"""Play-test r27 (riseplay, newcomer): what a quest's panel and the hand-over's toast said to whom."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.ui.rise.conftest import bot_step, table
from tests.ui.rise.test_quest_panel import at_the_cellar  # noqa: F401  (the fixture)
from tests.ui.tutorial.conftest import click


def _drawn(scene, size):
    """The scene drawn once on a surface that records every line of words and where it went."""
    from tabletop.ui import look
    from tests.ui import text_audit as TA

    with TA.recording():
        look.clear_font_cache()
        try:
            canvas = TA.TextSurface(size)
            scene.draw(canvas)
        finally:
            look.clear_font_cache()
    return canvas


def test_a_quests_panel_is_closed_as_a_quest_RN_DUNG_07(at_the_cellar, screen):  # noqa: F811
    """A quest's test shown in the combat panel (RN-DUNG-07/08) had its plaque say "Close the combat":
    there was no combat. It says "Close the quest"; a fight's still says "Close the combat"."""
    scene = at_the_cellar
    click(scene, dict(scene.targets())["space lich_s_cellar"])
    rec = scene.combat
    assert rec is not None and rec.over
    for _ in range(30):
        scene.update(0.1)
        scene.draw(screen)
        labels = [b.label for b in scene.buttons]
        if "Close the quest" in labels:
            break
    assert "Close the quest" in labels and "Close the combat" not in labels, labels


def _toasts_over_hand_overs(scene):
    """(toast words, the seat whose turn just ended, the seat at the screen, the seat to come) at each
    hand-over between the two people, the computer playing its own seat (RN-TURN-01)."""
    seen = []
    for _ in range(400):
        if scene.session.outcome() is not None or len(seen) >= 3:
            break
        if scene.acting_seat() is None or scene.dice_in_air():
            scene.update(0.25)
            continue
        first = bot_step(scene)
        if first is None:
            continue
        for _ in range(400):
            if scene.toast is not None and "passes to" in scene.toast[0]:
                st = scene.session.state
                order, now = st.order, st.turn.seat
                seen.append((scene.toast[0], order[(order.index(now) - 1) % len(order)], first, now))
                break
            if scene.update(1 / 10) is not None:
                break
        for _ in range(400):
            if scene.update(1 / 10) is not None or scene.seat_at_screen != first:
                break
    return seen


def test_after_the_computers_turn_the_toast_names_whose_turn_ended_RN_TURN_01(ctx, screen):
    """Three players, two people at one screen and the computer between them: once the computer's turn
    ended, the person still at the screen (their own turn long over) was told "Your turn is over: the
    table passes to Player 1". The toast now names the computer's turn; after a person's own turn it
    still says "Your turn is over"."""
    kinds = set()
    for seed in (3, 5, 8):
        for bot in (0, 1, 2):
            scene = table(ctx, 3, seed, bots={bot})
            order = scene.session.state.order
            if order.index(bot) == 0:
                continue  # the computer plays first: it stands between the two people only later
            scene.update(1 / 60)
            for words, ended, at_screen, _to in _toasts_over_hand_overs(scene):
                if ended == at_screen:
                    assert words.startswith("Your turn is over"), words
                    kinds.add("own")
                else:
                    assert ended == bot, (words, ended, at_screen)
                    assert not words.startswith("Your turn"), words
                    assert words.startswith(f"Player {bot + 1}") and "computer" in words, words
                    kinds.add("computer's")
            if kinds == {"own", "computer's"}:
                return
    raise AssertionError(f"only these hand-overs were seen: {kinds}")


def test_a_spell_put_in_play_shows_its_counter_due_at_phase_5_RN_DOM_02(ctx, screen):
    """Death Bolt put in play (RN-SPELL-01) and the sheet's "Spells ○○○" stayed empty: true, the
    counter is placed at phase 5 (RN-DOM-02/12), but nothing said so. The counter due shows as a ring
    of the seat's colour and the track's tooltip says when it is placed; once placed it is filled."""
    import pygame

    from tabletop.ui.rise.table import panels as P

    scene = table(ctx, 2, 5)
    L, p = scene.layout, scene.session.state.players[0]
    p.spells.append("death_bolt_1")
    rect, colour = L.players[0], scene.colours[0]

    def sheet():
        surf = pygame.Surface(ctx.size)
        surf.fill((0, 0, 0))
        drawn = P.draw_player_board(surf, rect, scene.session.state, 0, "Player 1", colour, L.scale, True)
        (box, tip) = next((r, t) for r, t in drawn.tips if t.startswith("Spell track"))
        first = next(r for r, t in drawn.texts if t == "Spells")
        c = (first.right + int(5 * L.scale) + int(6 * L.scale), box.y + int(9 * L.scale))
        ring = (c[0] + int(4 * L.scale), c[1])  # on the ring's edge, inside the brass rim
        return tip, tuple(surf.get_at(ring))[:3], tuple(surf.get_at(c))[:3]

    tip, edge, _middle = sheet()
    assert "Spell track: 0 of 3 counters" in tip and "1 more placed at phase 5" in tip, tip
    assert edge == tuple(colour)[:3], "the counter due is a ring of the seat's colour"
    p.spell_track = 1  # phase 5 placed it
    tip, edge, _middle = sheet()
    assert "Spell track: 1 of 3 counters" in tip and "phase 5" not in tip, tip
    assert edge == tuple(colour)[:3]


def test_a_small_card_shows_its_first_words_not_your_more(monkeypatch):
    """At 960x600 with Large text (and without, eight cards in hand) the Shade Queen in hand showed only
    "Your (more)": "Necromancer's" fitted no line in the card's least letter, and r20's rule never cuts a
    word. A word too wide for the card now breaks with a hyphen ("Necro-" / "mancer's"), and a card with
    room for one word and "(more)" at most shows its first words ending in "…", in a letter one smaller
    at most; every line within the card."""
    import pygame

    from tabletop.games.rise.content import cards
    from tabletop.ui import layout as UL
    from tabletop.ui import look
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table.layout import letters, table_layout

    pygame.font.init()
    shown = []
    real = P._draw_text_block

    def spy(surf, text, box, size, least=7):
        shown.append((text, box, least))
        return real(surf, text, box, size, least)

    monkeypatch.setattr(P, "_draw_text_block", spy)
    c = cards()
    ids = list(c.necromancers) + list(c.apprentices) + list(c.items)
    for large in (False, True):
        UL.set_preferences(100, large)
        try:
            L = table_layout((960, 600), 3)
            sizes = {P.hand_card_rects(L.hand, n, L.scale)[0].size for n in range(1, 9)}
            big = letters(1.0)
        finally:
            UL.set_preferences(100, False)
        for size in sorted(sizes):
            for cid in ids:
                shown.clear()
                P._card_face.__wrapped__(cid, size, False, False, big)
                text, box, least = shown[0]
                if not text:
                    continue  # a card with no words (the content's blank Necromancer)
                assert len(text.replace("(more)", "").split()) >= 2, (cid, size, large, text)
                assert least >= round(7 * big) - 1
                if cid == "shade_queen":
                    assert text.startswith("Your Necro"), (size, large, text)
                f = next(
                    look.font("serif", fs)
                    for fs in range(40, least - 1, -1)
                    if fs == least or P._fits_at(text, box, fs)
                )
                lines = look.wrap_lines(text, f, box.w)
                assert all(f.size(line)[0] <= box.w for line in lines), (cid, size, lines)
                assert len(lines) * f.get_linesize() <= box.h, (cid, size, large, lines)


def _studs(rect) -> list:
    """The four corner squares a lacquered frame's studs take (look.FRAME_STUD)."""
    import pygame

    from tabletop.ui import look

    r, k = pygame.Rect(rect), look.FRAME_STUD
    return [pygame.Rect(x, y, k, k) for x in (r.x, r.right - k) for y in (r.y, r.bottom - k)]


@pytest.fixture
def small_scaled(screen):
    """The app's smallest window at UI scale 150% (then Large text): the newcomer's r27 settings."""
    from tabletop.ui import layout as UL

    yield UL.set_preferences
    UL.set_preferences(100, False)


@pytest.mark.parametrize("large", (False, True))
def test_a_finished_fight_at_960x600_keeps_its_words_off_the_frame_and_buttons(small_scaled, large):
    """960x600 at UI scale 150% (newcomer r27): the combat panel's heading began under its corner stud
    and ran under the minimise button, the result's last line began under the bottom stud ("1's Bone
    Golem"), and the choices' header ("Waiting for Player 2", "Your choices") sat under its stud and
    half under the first plaque. Every line of the panel and of the choices' header keeps off the studs,
    the heading off the minimise button, and the header above the plaques."""
    import pygame

    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.rise import scenarios
    from tests.ui.rise.test_fight_from_log import _fight_to_its_end

    small_scaled(150, large)
    size = (960, 600)
    pygame.display.set_mode(size)
    ctx = SimpleNamespace(size=size, manager=None)
    scene, _ = scenarios.build(ctx, "city_combat")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0)
    scene.update(1 / 60)
    rec = _fight_to_its_end(scene)
    scene.update(0.1)
    assert scene.combat is rec and not scene.combat_min
    canvas = _drawn(scene, size)
    L = scene.layout
    dock, choices = pygame.Rect(L.dock), pygame.Rect(L.choices)
    minimise = next(b.rect for b in scene.buttons if b.rect.colliderect(dock) and b.rect.top < dock.y + 40)
    plaques = [b.rect for b in scene.buttons if b.key.startswith("choice")]
    assert plaques, "Close the combat is among the choices"
    on_buttons = [b.rect for b in scene.buttons]
    in_dock = [ln for ln in canvas.lines if dock.contains(ln.box) and ln.box.collidelist(on_buttons) < 0]
    heading = next(ln for ln in in_dock if ln.text.startswith("Combat at"))
    assert heading.box.right < minimise.left, (heading, minimise)
    assert rec.result and any(rec.result.endswith(ln.text) for ln in in_dock), "the result is shown"
    for ln in in_dock:
        assert not any(ln.box.colliderect(s) for s in _studs(dock)), ln
    head = [ln for ln in canvas.lines if choices.contains(ln.box) and ln.box.top < min(p.top for p in plaques)]
    assert head, "the choices' header is drawn above its plaques"
    for ln in head:
        assert not any(ln.box.colliderect(s) for s in _studs(choices)), ln
        assert ln.box.bottom <= min(p.top for p in plaques) - 2, (ln, plaques)


@pytest.mark.parametrize("large", (False, True))
def test_a_two_line_choice_stands_whole_inside_its_plaque_at_960x600(ctx, small_scaled, large):
    """960x600 at UI scale 150% (newcomer r27): "Raise Zombie (1 Lesser corpse)" was drawn on two lines
    that ran to the plaque's bottom edge, its last line cut by the border. A choice's lines stand inside
    its plaque's border (or it takes a whole row on one line), whole, never without its bracket."""
    import pygame

    from tabletop.ui import look
    from tabletop.ui.kit.buttons import label_lines
    from tabletop.ui.rise.table.choices_tool import ChoicesTool

    small_scaled(150, large)
    size = (960, 600)
    pygame.display.set_mode(size)
    scene = table(SimpleNamespace(size=size, manager=None), 3, 5)
    view = scene.tool_view()
    labels = ["Raise Zombie (1 Lesser corpse)", "Raise Hell knight (1 Greater corpse)", "Done raising"]
    buttons = ChoicesTool().lay_out(view, [(label, None) for label in labels])
    assert [b.label for b in buttons] == labels
    for b in buttons:
        fs = b.font_size or max(9, int(12 * view.scale))
        tall = b.rect.h - 4 if not b.pad else b.rect.h - 2 * b.pad - 6
        size_, lines = label_lines(b.label, b.rect.w - 12 - 2 * b.pad - b.inset, tall, fs)
        f = look.font("serif_bold", size_)
        assert " ".join(lines) == b.label, (b.label, lines)
        assert len(lines) * f.get_linesize() <= b.rect.h - 4, (b.label, lines, b.rect)
        assert all(f.size(line)[0] <= b.rect.w - 12 for line in lines)


@pytest.mark.parametrize("scale,large", ((150, False), (100, True), (150, True)))
def test_the_reach_header_keeps_off_the_choices_studs(small_scaled, scale, large):
    """riseplay r27 at 960x600 with Large text: the move's header ("Reach 1 · ... (move 1)") ran under
    the choices panel's right-hand corner stud. It keeps clear of all four (RN-MOVE-01's reach told)."""
    import pygame

    from tabletop.ui.rise import scenarios

    small_scaled(scale, large)
    size = (960, 600)
    pygame.display.set_mode(size)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "move_reach")
    scene.update(1 / 60)
    canvas = _drawn(scene, size)
    choices = pygame.Rect(scene.layout.choices)
    head = [ln for ln in canvas.lines if choices.contains(ln.box) and ln.box.top < choices.y + 30]
    assert any(ln.text.startswith("Reach") for ln in head), head
    for ln in head:
        assert not any(ln.box.colliderect(s) for s in _studs(choices)), ln
