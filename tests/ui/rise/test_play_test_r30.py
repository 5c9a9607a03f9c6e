"""r30 riseseat: what r29's Rise play-tests found and left: the seat panels did not show the Headmaster
cards a player held (RN-ACAD-05), a pile's name moved along the board away from its card, the look
window's kept card lost its key label at 960x600 with Large text, and the scene reported the notice at the
board's foot while it was drawn at the top."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tests.ui.rise.conftest import table

SIZES = [((1280, 800), False), ((960, 600), True), ((960, 600), False)]


def _layout(size, players: int, large: bool):
    from tabletop.ui import layout as UL
    from tabletop.ui.rise.table.layout import table_layout

    UL.set_preferences(100, large)
    try:
        return table_layout(size, players)
    finally:
        UL.set_preferences(100, False)


@pytest.mark.parametrize(("size", "large"), SIZES)
@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("titles", [("red",), ("red", "blue", "green", "bone")])
def test_a_seat_panel_shows_each_headmaster_card_it_holds_and_what_it_gives_RN_ACAD_05(
    ctx, screen, size, large, players, titles
):
    """RN-ACAD-05: the new Headmaster takes the card face up beside their Player board. r29: the card left
    its pile for the holder's disc, but no seat panel showed it. Now the holder's panel shows each card
    held (a card in its Academy's paint with a crown, beside it the Academy's word where the row has
    room), with a tooltip naming the card and what it gives; a panel of no Headmaster shows none. With
    Spells, Items and Golems in play too, every word the panel draws stays inside it and off the others."""
    from tabletop.games.rise.content import cards
    from tabletop.games.rise.state import STOCK
    from tabletop.ui import layout as UL
    from tabletop.ui.rise.paint import ACADEMY_RGB
    from tabletop.ui.rise.table import panels as P

    scene = table(ctx, players, seed=4)
    state = scene.session.state
    held = state.players[1]
    held.headmasters = list(titles)
    state.headmasters.update(dict.fromkeys(titles, 1))
    held.stock = dict.fromkeys(STOCK, 12)  # two figures each: the goods' row at its widest
    held.spells = list(cards().spell_cards)[:2]
    held.items = list(cards().items)[:1]
    L = _layout(size, players, large)
    UL.set_preferences(100, large)
    try:
        surface = pygame.Surface(size)
        drawn = {
            seat: P.draw_player_board(
                surface, L.players[seat], state, seat, f"P{seat + 1}", (200, 90, 40), L.scale, False
            )
            for seat in (0, 1)
        }
    finally:
        UL.set_preferences(100, False)
    for colour in titles:
        card = cards().headmasters[colour]
        tips = [(r, w) for r, w in drawn[1].tips if w.startswith(card.name)]
        assert len(tips) == 1, (colour, drawn[1].tips)
        rect, words = tips[0]
        assert card.text in words and "held by P2" in words
        assert pygame.Rect(L.players[1]).contains(rect)
        paint = pygame.Color(*ACADEMY_RGB[colour])
        assert any(
            surface.get_at((x, y)) == paint for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
        )
    assert not any("Headmaster" in w for _r, w in drawn[0].tips)
    texts = [r for r, _t in drawn[1].texts]
    for k, r in enumerate(texts):
        assert pygame.Rect(L.players[1]).contains(r), (r, drawn[1].texts[k][1])
        assert not any(r.colliderect(o) for o in texts[k + 1 :]), drawn[1].texts[k]
    shown = [t for _r, t in drawn[1].texts]
    if size == (1280, 800) and len(titles) == 1:
        assert "Blood" in shown  # the Academy named where the row has room


def _at_its_card(line_boxes: list[pygame.Rect], card: pygame.Rect) -> bool:
    """The name sits at its card: centred under or over it and touching its band, or level with it
    (its lines within the card's height) and begun or ended just beside it."""
    block = line_boxes[0].unionall(line_boxes[1:])
    near = card.inflate(2 * max(6, card.w // 3), 2 * max(6, card.w // 3))
    if not near.colliderect(block):
        return False
    centred = all(abs(b.centerx - card.centerx) <= 1 for b in line_boxes)
    level = card.top <= block.top and block.bottom <= card.bottom
    return (centred and not level and not block.colliderect(card)) or (level and not block.colliderect(card))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_piles_name_sits_at_its_card_clear_of_the_pieces(size, players):
    """r29: to clear Duskhaven's counter, "Headmaster of Blood"'s name moved 0.4 to 0.85 board units along
    the board, off its card, at 960x600 and 1280x800 (and Mist's and the Spell deck's the other way). Now a
    name is written at its card only: under it, else beside it (level with it), else over it. With a
    counter and Minions on every space, no piece lies over a name, and no name beside or over a card lies
    on a space."""
    from tabletop.games.rise.content import board
    from tabletop.ui import look
    from tabletop.ui.camera import Camera
    from tabletop.ui.rise.table import board_draw as BD
    from tabletop.ui.rise.table import hexes as H
    from tabletop.ui.rise.table.layout import table_layout

    pygame.init()
    pygame.display.set_mode(size)
    side = "small" if players <= 3 else "large"
    scale, ox, oy = H.fit(BD.board_box(side), table_layout(size, players).board)
    cam = Camera(viewport=size, scale=scale, min_scale=1, max_scale=500)
    cam.origin_x, cam.origin_y = ox, oy
    b = board(side)
    view = SimpleNamespace(
        side=side,
        dominion={s.id: SimpleNamespace(seat=1, count=2) for s in b.spaces},
        guards={
            s.id: SimpleNamespace(seat=2, army={"zombie": 1, "hell_knight": 2, "ghost": 1, "skeletal_dragon": 3})
            for s in b.spaces
        },
        players=[],
        headmasters={},
    )
    pieces = pygame.Surface(size, pygame.SRCALPHA)
    BD.draw_pieces(pieces, cam, view, [(30, 30, 30), (240, 140, 40), (230, 120, 200)])
    spaces = pygame.Surface(size, pygame.SRCALPHA)
    for s in b.spaces:
        pygame.draw.polygon(spaces, (255, 255, 255), [cam.map_to_screen(*p) for p in H.corners(s.q, s.r)])
    f = look.font("serif", max(7, int(cam.scale * 0.15)))
    for pile in b.piles:
        cx, cy = cam.map_to_screen(*H.hex_to_point(pile.q, pile.r))
        card = pygame.Rect(0, 0, int(scale * 0.9), int(scale * 1.25))  # draw_pile's card
        card.center = (int(cx), int(cy))
        boxes = []
        for line, (dx, dy) in BD.pile_label(side, pile, cam.scale, f):
            box = pygame.Rect((0, 0), f.size(line))
            box.center = (int(cx + dx), int(cy + dy))
            boxes.append(box)
            glyphs = f.render(line, True, (255, 255, 255)).get_bounding_rect().move(box.topleft)
            covered = [
                (x, y)
                for x in range(max(0, glyphs.left), min(size[0], glyphs.right))
                for y in range(max(0, glyphs.top), min(size[1], glyphs.bottom))
                if pieces.get_at((x, y)).a > 0
            ]
            assert not covered, (pile.name, line, glyphs, covered[:3])
        assert _at_its_card(boxes, card), (pile.name, boxes, card)
        under = boxes[0].top > card.bottom
        if not under:  # beside or over: on no space
            for box in boxes:
                glyphs = box.clip(pygame.Rect((0, 0), size))
                on = [
                    (x, y)
                    for x in range(glyphs.left, glyphs.right)
                    for y in range(glyphs.top, glyphs.bottom)
                    if spaces.get_at((x, y)).a > 0
                ]
                assert not on, (pile.name, box, on[:3])


def test_the_kept_cards_key_label_shows_at_960x600_with_large_text():
    """r29 focus: with the focus on the card kept in the Library's look window, its label ("1. Look at
    Death Bolt …") found no clear spot between the cards' captions and the line under them at 960x600
    with Large text, and was left out. The line now stands just over the Keep button's row: the label is
    drawn, clear of the captions and of that line."""
    from tabletop.ui import registry, screenshot

    make = lambda ctx: registry.scenario_shot(ctx, "rise", "library_choice")  # noqa: E731
    for size, large in (((960, 600), True), ((1280, 800), False)):
        with screenshot.shown(size, make, ui_scale=100, large_text=large) as app:
            from tests.ui.app_keys import press

            press(app, pygame.K_TAB)
            focus = app.stack.top.focus
            assert focus.focused() is not None and focus.focused().label.startswith("Look at ")
            placed = focus.label_place.boxes()
            assert placed, f"no label for the kept card at {size}"
            assert placed[0].bottom <= app.stack.top.layout.window[1] + app.stack.top.layout.window[3]


def test_the_scene_reports_the_notice_where_it_is_drawn_over_a_card_made_big(ctx, screen, monkeypatch):
    """r29: with a card in hand made big the notice is drawn at the board's top (clear of the card), but
    `scene.notice_rect` said the board's foot: a pointer resting on the notice drawn did not put it away,
    and what keeps off the notice kept off the wrong place. It now reports where it is drawn."""
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table.table_draw import hover_card
    from tests.ui.rise.test_play_test_r20 import _rest_on, _spy_front

    scene = table(ctx, 3, 3)
    scene.update(0.5)
    scene.flash("Nothing to play: you have an Apprentice already (phase 1 passed over).", seconds=20)
    seen = _spy_front(monkeypatch)
    _rest_on(scene, (5, 5), screen)
    assert scene.notice_rect(screen) == seen["notice"]  # at the foot: no card made big
    hand = scene.tool_view().hand()
    assert hand
    L = scene.layout
    _rest_on(scene, P.hand_card_rects(L.hand, len(hand), L.scale)[0].center, screen)
    assert hover_card(scene.tool_view()) == 0
    assert seen["notice"].centery < pygame.Rect(scene.notice_area()).centery  # drawn at the top
    assert scene.notice_rect(screen) == seen["notice"]


@pytest.mark.parametrize(("size", "large"), [((1280, 800), False), ((960, 600), True)])
def test_while_you_waited_tells_both_computers_turns_in_the_log_box_RN_TURN_01(size, large):
    """Play-test r30 (3 seats at 1280x800): Player 2 and Player 3 each moved to a Library, each move's
    line with its reason ("— to look at the top Spell cards for its Spell track (0 in play)") three rows
    long, and "While you waited" (filling the log's box, the newest rows that fit) told only Player 3's
    turn. Where the lines do not fit whole, the moves are told without their reasons (the log keeps
    them), so every computer's turn shows; one turn alone keeps its reason."""
    from tabletop.ui import layout as UL
    from tabletop.ui.game_log import LogLine
    from tabletop.ui.kit import notices
    from tabletop.ui.rise.table import waited
    from tabletop.ui.rise.table.layout import table_layout

    why = " — to look at the top Spell cards for its Spell track (0 in play)."
    lines = [
        LogLine("Round 3: Player 2's turn.", "turn", 1, True),
        LogLine("Player 2 moves to The Candle Archive" + why, "move", 1, True),
        LogLine("Player 2 looks at the top 4 cards of the Spell deck.", "look", 1, True),
        LogLine("Round 3: Player 3's turn.", "turn", 2, True),
        LogLine("Player 3 moves to The Bone Scriptorium" + why, "move", 2, True),
        LogLine("Player 3 adds a card to their hand.", "look", 2, True),
    ]
    UL.set_preferences(100, large)
    try:
        pygame.init()
        pygame.display.set_mode(size)
        layout = table_layout(size, 3)
        scene = SimpleNamespace(layout=layout, seat_at_screen=0)
        texts, more = waited.summary_of(scene, lines)
        assert [t.split(" moves to ")[0] for t in texts] == ["Player 2", "Player 3"], texts
        s, box = layout.scale, pygame.Rect(layout.log)
        room = (box.height - int(30 * s)) // look_font(int(13 * s)).get_linesize()

        def rows(said: list[str]) -> int:  # as the kit's summary wraps them in the log's box
            return len(notices._summary_rows(tuple(said), 0, int(13 * s), box.width - int(20 * s))) + (1 if more else 0)

        assert rows(texts) <= room, (texts, room)
        whole = [ln.text for ln in lines if ln.kind == "move"]
        assert texts == (whole if rows(whole) <= room else [t.split(" — ")[0] + "." for t in whole])
        if size == (1280, 800):
            assert texts[0] == "Player 2 moves to The Candle Archive."  # the play-test's window
        alone, _ = waited.summary_of(scene, lines[3:])
        assert alone == ["Player 3 moves to The Bone Scriptorium" + why]  # one turn: its reason too
    finally:
        UL.set_preferences(100, False)


def look_font(size: int):
    from tabletop.ui import look

    return look.font("sans", size)


@pytest.mark.parametrize(("size", "large"), [((1280, 800), False), ((960, 600), True)])
def test_a_folded_fight_leaves_every_pile_and_its_name_in_sight(user_home, size, large):
    """Play-test r30: with a finished fight folded to its line at the board's top right, the line lay over
    the Headmaster of Blood's card and the name beside it (960x600 Large: all but "of Blood"; 1280x800 the
    card's top). Folded, the board is now fitted under the line, as it is fitted beside the open panel, and
    whole again once the fight is closed."""
    from tabletop.games.rise.content import board
    from tabletop.ui import layout as UL
    from tabletop.ui import look
    from tabletop.ui.rise.table import board_draw as BD
    from tabletop.ui.rise.table import hexes as H
    from tabletop.ui.rise.table import windows as W

    UL.set_preferences(100, large)
    try:
        pygame.init()
        pygame.display.set_mode(size)
        scene = table(SimpleNamespace(size=size, manager=None), 3, 11)
        scene._set_combat(W.CombatRecord.from_result(scene.view.side, []))
        scene.fold_combat(True)
        strip, cam, side = pygame.Rect(scene.layout.strip), scene.camera, scene.view.side
        f = look.font("serif", max(7, int(cam.scale * 0.15)))
        for pile in board(side).piles:
            cx, cy = cam.map_to_screen(*H.hex_to_point(pile.q, pile.r))
            card = pygame.Rect(0, 0, int(cam.scale * 0.9) + 4, int(cam.scale * 1.25) + 4)
            card.center = (int(cx) + 2, int(cy) - 2)  # with a deck's back cards
            assert not card.colliderect(strip), (pile.name, card, strip)
            for line, (dx, dy) in BD.pile_label(side, pile, cam.scale, f):
                box = pygame.Rect((0, 0), f.size(line))
                box.center = (int(cx + dx), int(cy + dy))
                assert not box.colliderect(strip), (pile.name, line, box, strip)
        scene._set_combat(None)
        assert cam.scale == pytest.approx(H.fit(BD.board_box(side), scene.layout.board)[0])
    finally:
        UL.set_preferences(100, False)
