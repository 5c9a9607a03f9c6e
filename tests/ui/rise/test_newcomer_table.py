"""Issue 21 at the Rise table, each item as a newcomer found it: Necromancers thrown away in silence, a
quest offered that cannot be paid, a cost icon named nowhere, words that read wrong, texts clipped."""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise.content import board
from tabletop.games.rise.state import clone
from tabletop.ui.rise.table import panels as P
from tests.ui.rise.conftest import click, table

THREE = ["plague_mother", "elder_wizard", "pale_wanderer", "mist_runner"]


def _at_play(scene, hand=THREE, **stock):
    """The person's turn in phase 1 with `hand` and `stock` (the session's state set in place)."""
    for _ in range(60):
        scene.update(0.5)
        if scene.acting_seat() is not None:
            break
    st = clone(scene.session.state)
    p = st.players[0]
    p.hand, p.fresh = list(hand), []
    for k, n in stock.items():
        st.supply[k] -= n - p.stock.get(k, 0)
        p.stock[k] = n
    st.turn.stage = "play"
    scene.session.state = st
    scene._refresh()
    scene.update(0.1)
    assert scene.acting_seat() == 0 and scene.session.state.turn.stage == "play"
    return scene


def _card_pos(scene, card):
    hand = scene.tool_view().hand()
    return P.hand_card_rects(scene.layout.hand, len(hand), scene.layout.scale)[hand.index(card)].center


def test_RN_NEC_02_necromancers_thrown_away_in_silence_are_asked_about_first(ctx, screen):
    """Issue 21: playing a Necromancer discarded the other Necromancers in hand with no warning. A click
    on it now asks, naming the cards that would go; "Keep them" plays nothing, and "Play" plays it and the
    log names what went."""
    scene = _at_play(table(ctx, 3, 3))
    n = len(scene.session.actions)
    click(scene, _card_pos(scene, "plague_mother"))
    assert len(scene.session.actions) == n, "nothing is played before the question is answered"
    labels = [label for label, _pos in scene.targets()]
    assert labels == ["Play Plague Mother", "Keep them: not now"], labels
    scene.draw(screen)
    keep = dict(scene.targets())["Keep them: not now"]
    click(scene, keep)
    assert len(scene.session.actions) == n and "plague_mother" in scene.session.state.players[0].hand
    click(scene, _card_pos(scene, "plague_mother"))
    click(scene, dict(scene.targets())["Play Plague Mother"])
    assert scene.session.state.players[0].necromancer == "plague_mother"
    lines = [e.for_seat(0).text for batch in scene.log.batches for e in batch if e.for_seat(0) is not None]
    assert any("Elder Wizard" in t and "Pale Wanderer" in t and "leave the game" in t for t in lines), lines


def test_RN_NEC_02_esc_puts_the_question_down_enter_answers_yes_and_a_lone_necromancer_is_played_at_a_click(
    ctx, screen
):
    scene = _at_play(table(ctx, 3, 3))
    click(scene, _card_pos(scene, "plague_mother"))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert not [t for t in scene.targets() if t[0].startswith("Play ")]
    assert "plague_mother" in scene.session.state.players[0].hand
    click(scene, _card_pos(scene, "plague_mother"))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert scene.session.state.players[0].necromancer == "plague_mother", "Enter answers yes"
    alone = _at_play(table(ctx, 3, 3), hand=["plague_mother", "mist_runner"])
    click(alone, _card_pos(alone, "plague_mother"))
    assert alone.session.state.players[0].necromancer == "plague_mother"


def test_card_costs_the_hover_names_the_cost_and_what_you_lack_RN_PLAY_09(ctx, screen):
    """Issue 21, 'Card costs': the grey icon on Ossuary Knight was named nowhere. The enlarged card's note
    names its cost and says what the player lacks; so does the refusal of a click."""
    from tabletop.ui.rise.table import hover_tips as HT

    scene = _at_play(table(ctx, 3, 3), hand=["ossuary_knight", "plague_mother", "mist_runner"], greater_corpse=0)
    note = HT.card_note(scene.tool_view(), "ossuary_knight")
    assert "Cost: 1 Greater corpse" in note and "Needs 1 Greater corpse: you have 0" in note
    warn = HT.card_note(scene.tool_view(), "plague_mother")
    assert "removes Ossuary Knight from the game" in warn
    click(scene, _card_pos(scene, "ossuary_knight"))
    assert scene.toast is not None and "needs 1 Greater corpse: you have 0" in scene.toast[0]
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=_card_pos(scene, "ossuary_knight"), rel=(0, 0), buttons=(0, 0, 0))
    )
    scene.draw(screen)  # the note drawn beside the enlarged card


def test_a_necromancer_removed_is_typed_for_the_table(ctx, screen):
    """The table reads the typed record (never the English): the owner's batch holds CardsRemoved."""
    scene = _at_play(table(ctx, 3, 3))
    scene.submit(A.PlayCard(0, "plague_mother"))
    kinds = {type(e.record) for batch in scene.log.batches for e in batch}
    assert E.CardsRemoved in kinds


def _quest_scene(ctx, stock):
    """The person's turn at a Quest-Choice: Alchemist's Lab (pay 1 Ichor and 1 Dark water)."""
    scene = table(ctx, 3, 3)
    for _ in range(60):
        scene.update(0.5)
        if scene.acting_seat() is not None:
            break
    st = clone(scene.session.state)
    p = st.players[0]
    for k, n in stock.items():
        st.supply[k] -= n - p.stock.get(k, 0)
        p.stock[k] = n
    st.turn.stage, st.turn.card = "quest", "alchemists_lab"
    st.dungeon_deck = [c for c in st.dungeon_deck if c != "alchemists_lab"]
    scene.session.state = st
    scene._refresh()
    scene.update(0.1)
    return scene


def test_RN_DUNG_07_08_a_quest_offered_that_cannot_be_paid_says_on_its_button_that_it_fails(ctx, screen):
    """Issue 21: "Follow the quest" was offered with 1 of the 2 things it needs, and following it failed.
    The button says what it costs, or that it fails and what is lacking; its label is whole on the plaque."""
    from tabletop.ui.kit.buttons import label_lines

    short = _quest_scene(ctx, {"ichor": 1, "dark_water": 0})
    labels = [b.label for b in short.buttons if b.key.startswith("choice")]
    fail = next(label for label in labels if label.startswith("Follow"))
    assert fail == "Follow the quest: it fails (needs 1 Dark water: you have 0)", labels
    b = next(b for b in short.buttons if b.label == fail)
    size, _lines = label_lines(b.label, b.rect.w - 12, b.rect.h - 4, 12)
    assert size >= 11, "a long choice takes a whole row rather than a tiny letter"
    short.draw(screen)
    paid = _quest_scene(ctx, {"ichor": 1, "dark_water": 1})
    labels = [b.label for b in paid.buttons if b.key.startswith("choice")]
    assert "Follow the quest: pay 1 Ichor and 1 Dark water" in labels, labels


def test_words_a_lone_necromancer_is_not_told_of_an_apprentice_and_counts_are_plural_right(ctx, screen):
    """Issue 21, 'Words': "you and your Apprentice move 1" without an Apprentice; "1 Dominion counters"."""
    from tabletop.ui.rise.table import choices as CH
    from tabletop.ui.rise.table import hover_tips as HT

    scene = table(ctx, 3, 3)
    st = clone(scene.session.state)
    st.players[0].army = dict.fromkeys(st.players[0].army, 0)
    st.players[0].apprentice = None
    assert "so you move 1" in CH.reach_words(st, 0) and "Apprentice" not in CH.reach_words(st, 0)
    st.players[0].apprentice = "mist_runner"
    assert "you and your Apprentice move" in CH.reach_words(st, 0)
    one_tax = next(s for s in board(st.side).spaces if s.kind == "city" and len(s.tax) == 1)
    tip = HT.space_tip(st, one_tax.id, scene.colours)
    assert "places 1 Dominion counter" in tip and "1 Dominion counters" not in tip, tip


def test_card_costs_the_notice_of_phase_1_passed_over_says_what_the_card_lacks():
    """Issue 21: "no card you can pay for" alone left a newcomer stuck for nine rounds with Ossuary Knight."""
    from tabletop.games.rise.game import RiseGame
    from tabletop.ui.rise.table.skips import _play_words

    st = RiseGame().initial_state({"players": 2}, 3)
    p = st.players[st.turn.seat]
    p.hand, p.fresh = ["ossuary_knight", "elder_wizard"], []
    for good in ("greater_corpse", "scroll"):
        st.supply[good] += p.stock[good]
        p.stock[good] = 0
    words = _play_words(st, st.turn.seat, again=False)
    assert "no card you can pay for (Ossuary Knight needs 1 Greater corpse: you have 0)" in words, words
    assert words.count("no card you can pay for") == 1, words  # said once, for the first such card


def test_the_new_game_preview_paints_every_kind_as_the_board_does_and_the_greens_apart():
    """Issue 21: Cities tan in the preview and grey in play; Land and the Academy of Decay nearly the same
    green. One set of paint (ui/rise/paint.py) for both, the two greens far apart."""
    from tabletop.ui.rise import board_preview
    from tabletop.ui.rise.table import board_draw as BD

    for kind, rgb in BD.KIND_RGB.items():
        assert board_preview.KIND_FILL[kind] == rgb, kind
    land, decay = BD.KIND_RGB["land"], BD.ACADEMY_RGB["green"]
    assert sum((a - b) ** 2 for a, b in zip(land, decay)) ** 0.5 > 60, (land, decay)


def test_card_costs_one_icon_per_good_on_cards_and_boards():
    """Issue 21: the card's cost icon and the Player board's differ. Both are paint.draw_good: drawn the
    same, and each good's icon differs from every other's."""
    from tabletop.ui.rise import paint

    pictures = {}
    for good in paint.GOODS:
        surf = pygame.Surface((30, 30))
        surf.fill((0, 0, 0))
        paint.draw_good(surf, (15, 15), 10, good, shadow=False)
        pictures[good] = pygame.image.tobytes(surf, "RGB")
    assert len(set(pictures.values())) == len(paint.GOODS)
    assert {paint.good_name(g) for g in paint.GOODS} == {
        "Ichor",
        "Dark water",
        "Scroll",
        "Lesser corpse",
        "Greater corpse",
    }


def test_card_costs_the_rules_summary_names_each_cost_icon(screen):
    """Issue 21: the grey icon on Ossuary Knight was named nowhere, not in the player aid either. The
    rules summary's legend draws each good's icon (paint.draw_good) beside its name, every name inside."""
    from tabletop.ui.rise import paint
    from tabletop.ui.rise.rules_summary import draw_legend

    rect = pygame.Rect(650, 648, 520, 28)
    drawn = draw_legend(screen, rect, 1.0)
    assert [name for _r, name in drawn] == [paint.good_name(g) for g in paint.GOODS]
    for r, name in drawn:
        assert rect.contains(r), name


def test_nothing_clipped_hex_names_whole_and_larger_and_no_headmaster_off_them(ctx, screen):
    """Issue 21: hex names too small; "no Headmaster" labels over hex names. Every space's name is whole
    on at most two lines (three at the least size) within its hex, in a letter of at least 8 px on the five-player board at
    1280x800 (a fifth of the hex where it fits), and the mark sits on the icon, above the name."""
    from tabletop.ui.rise.table import board_draw as BD
    from tabletop.ui.rise.table.move_tool import no_title_box

    scene = table(ctx, 5, 3)
    scale = scene.camera.scale
    f_size = None
    for space in board(scene.session.state.side).spaces:
        size, lines = BD.name_lines(space.name, scale)
        assert size >= 7 and 1 <= len(lines) <= (2 if size > 7 else 3), (space.name, size, lines)
        assert " ".join(lines) == space.name, "the name whole, never cut"
        f_size = max(f_size or 0, size)
    assert f_size >= 8
    size, box = no_title_box((500, 400), scale)
    name_size, _ = BD.name_lines("Academy of Decay", scale)
    name_top = 400 + scale * 0.42 - name_size  # the first line of a two-line name
    assert box.bottom <= name_top and box.w <= scale * BD.NAME_WIDTH, (box, name_top)


def test_nothing_clipped_card_texts_whole_with_eight_cards_in_hand(monkeypatch, screen):
    """Issue 21: card texts cut to "your …" with eight cards in hand. At the hand's card size for eight
    cards (1280x800) every card's text is drawn whole; a Spell too long for it shows level I whole and
    says where the others are read."""
    from tabletop.games.rise.content import cards
    from tabletop.ui.rise.table.layout import table_layout

    drawn = []
    real = P._draw_text_block

    def spy(surf, text, box, size, least=7):
        drawn.append((text, pygame.Rect(box), size))
        return real(surf, text, box, size, least)

    monkeypatch.setattr(P, "_draw_text_block", spy)
    c = cards()
    layout = table_layout((1280, 800), 3)
    size = P.hand_card_rects(layout.hand, 8, layout.scale)[0].size
    ids = list(c.necromancers) + list(c.apprentices) + list(c.items) + list(c.spell_cards)
    cut = []
    for cid in ids:
        drawn.clear()
        P._card_face.__wrapped__(cid, size, True, False, 1.0)  # uncached, without Large text
        for text, box, fs in drawn:
            if not P._fits(text, box, fs):
                cut.append((cid, text))
    assert not cut, cut


def test_nothing_clipped_the_top_line_while_moving_keeps_a_readable_letter(ctx, screen):
    """Issue 21: long prompts shrunk to a tiny font. While moving with two kinds of Minion, the top bar's
    words fit before its buttons in the letter it is drawn in (15 px at 1280x800), shrunk by at most 2."""
    from tabletop.ui import look
    from tabletop.ui.rise.table import table_draw as D

    scene = table(ctx, 3, 3)
    for _ in range(60):
        scene.update(0.5)
        if scene.acting_seat() is not None:
            break
    st = clone(scene.session.state)
    st.players[0].army.update(skeletal_dragon=1, zombie=2)
    st.turn.stage = "move"
    scene.session.state = st
    scene._refresh()
    scene.update(0.1)
    view = scene.tool_view()
    words, _colour = D.top_line(view)
    left = min(b.rect.left for b in scene.buttons if b.key in D.TOP_KEYS)
    assert "Reach" in words and look.font("serif_bold", 13).size(words)[0] <= left - 20, words


def test_a_card_name_of_the_longest_length_the_content_allows_fits_two_lines_on_the_smallest_card():
    """Issue 22 (counts that break screens): the content check allows a hand card's name up to
    HAND_NAME_MAX characters with no word over HAND_WORD_MAX; at the hand's card size for eight cards
    (1280x800) every shipped name, and names at those bounds in words like the box's, show whole in
    the title's two lines; and the check refuses one character more."""
    from tabletop.content.rise import card_checks as CC
    from tabletop.games.rise.content import cards
    from tabletop.ui.rise.table.layout import table_layout

    layout = table_layout((1280, 800), 3)
    w, h = P.hand_card_rects(layout.hand, 8, layout.scale)[0].size
    c = cards()
    shipped = [c.card(cid).name for cid in list(c.necromancers) + list(c.apprentices) + list(c.items)]
    at_bounds = [
        "Wormwood Grave Lantern",
        "Gravedigger's Mattock",
        "Whispering Skull Mask",
        "Lantern of the Barrows",
    ]
    assert max(map(len, at_bounds)) == CC.HAND_NAME_MAX
    assert max(len(word) for n in shipped + at_bounds for word in n.split()) == CC.HAND_WORD_MAX
    for name in shipped + at_bounds:
        font, lines = P.title_lines(name, w, h)
        assert len(lines) <= 2, (name, lines)
        assert all(font.size(line)[0] <= w - 8 for line in lines), (name, lines)
    problems: list = []
    CC._hand_name(problems, "items[0].name", "Wormwood Grave Lanterns")
    CC._hand_name(problems, "items[1].name", "Gravediggerish Shovel")
    assert [where for where, _ in problems] == ["items[0].name", "items[1].name"]


def test_the_longest_card_text_the_content_allows_reads_whole_on_the_enlarged_card(monkeypatch):
    """Issue 22 (lengths from what the screens show): a small card ends its words with "(more: point
    at the card)"; the enlarged card then shows a text of the content's TEXT_MAX characters whole, in
    a letter of at least 11 px (1280x800, eight cards in hand)."""
    from tabletop.content.rise.card_checks import TEXT_MAX
    from tabletop.games.rise.content import cards
    from tabletop.ui import look
    from tabletop.ui.rise.table.layout import table_layout

    boxes = []
    real = P._draw_text_block

    def spy(surf, text, box, size, least=7):
        boxes.append((pygame.Rect(box), size))
        return real(surf, text, box, size, least)

    monkeypatch.setattr(P, "_draw_text_block", spy)
    layout = table_layout((1280, 800), 3)
    big = P.hover_card_rect(P.hand_card_rects(layout.hand, 8, layout.scale)[0], layout.size, layout.scale)
    P._card_face.__wrapped__(next(iter(cards().apprentices)), big.size, True, False, 1.0)
    box, _size = boxes[-1]
    words = ("Whenever you succeed in a Dungeon, draw 1 card from the Item deck and gain 1 Lesser corpse. " * 6)[
        :TEXT_MAX
    ]
    font = look.font("serif", 11)
    assert len(look.wrap_lines(words, font, box.w)) * font.get_linesize() <= box.h


def test_a_rivals_space_says_a_move_there_attacks_with_the_rule_on_RN_PVP_01_RN_PVP_02(ctx, screen):
    """Play-test: with Necromancers Can Attack Each Other on, a rival's space said only "Here: Orange
    Necromancer"; a move there is an attack the defender may flee or fight (RN-PVP-01, -03). Not in the
    Valley of Souls, where they stand together (RN-PVP-02), and not with the rule off."""
    from tabletop.ui.rise.table import hover_tips as HT

    scene = table(ctx, 2, 3)
    st = clone(scene.session.state)
    land = next(s for s in board(st.side).spaces if s.kind == "land")
    rival = 1 - st.turn.seat
    st.players[rival].space = land.id
    st.pvp = True
    assert "Moving here attacks them" in HT.space_tip(st, land.id, scene.colours)
    st.pvp = False
    assert "attacks" not in HT.space_tip(st, land.id, scene.colours)
    st.pvp = True
    valley = next(s for s in board(st.side).spaces if s.kind == "valley")
    st.players[rival].space = valley.id
    assert "attacks" not in HT.space_tip(st, valley.id, scene.colours)


def test_RN_NEC_02_the_hovered_card_is_not_drawn_over_the_question(ctx, screen, monkeypatch):
    """Play-test: the card under the mouse, made big, and its tooltip lay over "Play Mire Hag?". While a
    question waits on its answer the table's hover draws nothing over it."""
    scene = _at_play(table(ctx, 3, 3))
    drawn = []
    monkeypatch.setattr(P, "hover_card_rect", lambda *a: drawn.append(a) or pygame.Rect(0, 0, 10, 10))
    pos = _card_pos(scene, "plague_mother")
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.draw(screen)
    assert drawn, "the hovered card is made big with no question up"
    drawn.clear()
    click(scene, pos)  # the question: play it and lose the other Necromancers?
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.draw(screen)
    assert next(label for label, _p in scene.targets()) == "Play Plague Mother"
    assert not drawn


def test_the_rules_at_hand_spells_read_level_by_level_in_the_games_words():
    """Play-test: the Spells section read like a data dump ("level 1 In combat step 1, ... / level 2 ...")
    and said "Dark Water" where everything else says "Dark water". Each Spell: its Academy, its price in
    the game's names, then "Level 1.", "Level 2.", "Level 3." each on a line of its own (RN-SPELL-06/11)."""
    from tabletop.games.rise.content import cards
    from tabletop.ui.rise.rules_summary import SPELLS, sections

    rows = next(rows for title, rows in sections() if title == SPELLS)
    spells = list(cards().spells.values())
    assert [name for name, _text in rows] == [
        n for s in spells for n in (f"{s.name}.", "Level 1.", "Level 2.", "Level 3.")
    ]
    for name, text in rows:
        assert " / " not in text and "level 1 " not in text, name
    said = dict(rows[::4])
    assert said["Mist Walk."] == "Academy of Mist. To cast it, pay 1 Dark water."
    assert "Dark Water" not in " ".join(text for _name, text in rows)
    assert said["Zombie Explosion."].endswith("To cast it, discard Zombies.")
