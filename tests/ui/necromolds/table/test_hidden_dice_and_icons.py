"""Face-down dice (NM-ROUND-05) and the rulebook's icons (NM-ICON-01) on the table."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.layout import table_layout

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def assigning():
    from tests.ui.necromolds.table.seats import assign_state

    return assign_state(2)


def _hide(state, seat):
    """Seat `seat`'s dice as another seat's view shows them once it has committed (the brief's contract)."""
    st = msgspec.structs.replace(state, seats=[msgspec.structs.replace(s) for s in state.seats])
    sd = st.seats[seat]
    st.seats[seat] = msgspec.structs.replace(
        sd,
        assign_done=True,
        dice=[msgspec.structs.replace(d, face="hidden", status="hidden", book=None, slot=None) for d in sd.dice],
    )
    return st


def test_nm_round_05_hidden_dice_are_drawn_face_down_never_by_their_face(assigning, screen, monkeypatch):
    """NM-ROUND-05: another seat's committed dice lie face down in its tray: the face drawing is never asked
    for them (nor for the face "hidden"), the die back is drawn once per hidden die."""
    view = _hide(assigning, 1)
    faces, backs = [], []
    real_face, real_back = D.command_die, D.command_die_back
    monkeypatch.setattr(
        D, "command_die", lambda face, px, mode="normal": faces.append(face) or real_face(face, px, mode)
    )
    monkeypatch.setattr(D, "command_die_back", lambda px: backs.append(px) or real_back(px))
    L = table_layout(SIZE, view)
    hidden = [i for _r, i in L.panels[1].tray_dice]
    assert hidden == list(range(len(view.seats[1].dice))), "every committed die lies in the tray, face down"
    surface = pygame.Surface(SIZE)
    cards.draw_panel(surface, L.panels[1], view, cards.PanelLook("Player 2", (118, 146, 84)), L.scale, 0.0)
    assert faces == [] and len(backs) == len(hidden)
    # the other seat's own dice still show their faces
    cards.draw_panel(surface, L.panels[0], view, cards.PanelLook("Player 1", (240, 172, 76)), L.scale, 0.0)
    assert "hidden" not in faces and len(faces) == len(L.panels[0].tray_dice)


def test_nm_round_05_a_face_down_die_shows_its_back_in_pixels(assigning, screen, monkeypatch):
    """The tray shows exactly the die back where each hidden die lies, and the back is unlike every face."""
    view = _hide(assigning, 1)
    L = table_layout(SIZE, view)
    look_ = cards.PanelLook("Player 2", (118, 146, 84))
    shown = pygame.Surface(SIZE)
    cards.draw_panel(shown, L.panels[1], view, look_, L.scale, 0.0)
    (_x, _y, px, _h), _i = L.panels[1].tray_dice[0]
    back = D.command_die_back(px)
    # the same panel with nothing where the dice lie, then the back laid there by hand
    monkeypatch.setattr(D, "command_die_back", lambda px: pygame.Surface((px + 3, px + 3), pygame.SRCALPHA))
    expected = pygame.Surface(SIZE)
    cards.draw_panel(expected, L.panels[1], view, look_, L.scale, 0.0)
    for (dx, dy, _w, _h2), _k in L.panels[1].tray_dice:
        expected.blit(back, (dx, dy))
    area = pygame.Rect(L.panels[1].tray)
    assert pygame.image.tobytes(shown.subsurface(area), "RGB") == pygame.image.tobytes(expected.subsurface(area), "RGB")
    for face in ("move", "ranged", "magic", "wild"):
        assert pygame.image.tobytes(D.command_die(face, px), "RGBA") != pygame.image.tobytes(back, "RGBA")


def _pixels(kind, px=40):
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    D.rulebook_icon(surf, kind, (px / 2, px / 2), px * 0.9)
    return surf


def test_nm_icon_01_each_rulebook_icon_draws_something_and_they_differ(screen):
    """NM-ICON-01: Friendly, Enemy, Smashed, Locked, Reroll and Distance to Size are drawn, none blank, all different."""
    assert set(D.RULEBOOK_ICONS) == {"friendly", "enemy", "smashed", "locked", "reroll", "distance_to_size"}
    seen = {}
    for kind in D.RULEBOOK_ICONS:
        surf = _pixels(kind)
        mask = pygame.mask.from_surface(surf)
        assert mask.count() > 40 * 40 * 0.08, f"the {kind} icon is (nearly) blank"
        data = pygame.image.tobytes(surf, "RGBA")
        assert data not in seen.values(), f"the {kind} icon looks like another"
        seen[kind] = data
    # different in shape, not just colour: at least a fifth of the pixels either covers are not shared
    masks = {k: pygame.mask.from_surface(_pixels(k)) for k in D.RULEBOOK_ICONS}
    for a in D.RULEBOOK_ICONS:
        for b in D.RULEBOOK_ICONS:
            if a < b:
                same = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - same
                assert union - same > 0.2 * union, f"{a} and {b} have (nearly) the same shape"


def test_nm_round_17_ability_texts_show_the_icon_of_each_word_that_names_one(screen):
    """NM-ROUND-17 / NM-ICON-01: 'friendly', 'enemy', 'smashed' in an ability's words carry their icon."""
    assert D.icon_of_word("friendly") == "friendly" and D.icon_of_word("enemy.") == "enemy"
    assert D.icon_of_word("smashed.") == "smashed" and D.icon_of_word("smashes") == "smashed"
    assert D.icon_of_word("reroll") == "reroll" and D.icon_of_word("monster") is None
    line = "When tied in combat, friendly monster is not smashed."
    f = D.look.font("sans_italic", 14)
    # two icons (friendly, smashed) widen the line by about two letter heights
    assert abs(D.rich_width(line, "sans_italic", 14) - (f.size(line)[0] + 2 * (f.get_height() + 1))) <= 4
    surf = pygame.Surface((600, 40), pygame.SRCALPHA)
    r = D.draw_rich_line(surf, line, "sans_italic", 14, (0, 0), (84, 52, 120))
    assert r.width == D.rich_width(line, "sans_italic", 14)
    # the icon stands where the word "friendly" would start in plain text
    x = D.rich_width("When tied in combat,", "sans_italic", 14) + f.size(" ")[0]
    icon = pygame.mask.from_surface(surf.subsurface((x, 0, f.get_height(), f.get_height())))
    assert icon.count() > 10


def test_the_cards_draw_ability_icons_and_the_locked_die_while_committed(assigning, screen, monkeypatch):
    """The spellbook cards use the icons: words of abilities, Distance to Size on slots, Locked on committed dice.
    (A discarded die carries no Reroll icon: most are discarded at commit, not to reroll; the Reroll icon is on
    the combat window's reroll buttons, see test_input.)"""
    from tabletop.games.necromolds.library import library

    drawn = []
    real = D.rulebook_icon
    monkeypatch.setattr(
        D, "rulebook_icon", lambda surface, kind, *a, **k: drawn.append(kind) or real(surface, kind, *a, **k)
    )
    D.rulebook_icon_image.cache_clear()
    st = assigning
    L = table_layout(SIZE, st)
    p = L.panels[0]
    # commit a die onto a slot by hand, as the engine leaves it once the seat has committed
    card = p.cards[0]
    sb = next(b for b in card.slots if b.slot >= 0)
    face = library().books[card.book].slots[sb.slot].commands[0]
    sd = st.seats[0]
    dice = [msgspec.structs.replace(d) for d in sd.dice]
    dice[0] = msgspec.structs.replace(dice[0], face=face, status="assigned", book=card.book, slot=sb.slot)
    dice[1] = msgspec.structs.replace(dice[1], status="discarded")
    seats = list(st.seats)
    seats[0] = msgspec.structs.replace(sd, dice=dice, assign_done=True)
    st = msgspec.structs.replace(st, seats=seats)
    cards.draw_panel(
        pygame.Surface(SIZE),
        table_layout(SIZE, st).panels[0],
        st,
        cards.PanelLook("Player 1", (240, 172, 76)),
        L.scale,
        0.0,
    )
    assert "distance_to_size" in drawn and "locked" in drawn
    texts = " ".join(b.magic.text for b in library().books.values() if b.id in {c.book for c in p.cards})
    if any(D.icon_of_word(w) for w in texts.split()):
        assert any(k in drawn for k in ("friendly", "enemy", "smashed", "reroll"))


def test_nm_multi_06_09_a_panel_shows_its_turn_order_card_and_a_seat_out_is_greyed_with_out(screen, monkeypatch):
    """NM-MULTI-06: each panel's header shows the seat's turn order card; NM-MULTI-09: a seat that is out
    stays on the table, greyed, with the word "out"."""
    from tests.ui.necromolds.table.seats import assign_state, with_order

    state = with_order(assign_state(4), turn_order=[2, 1, 3], out=[0], order_cards=[0, 2, 1, 3])
    L = table_layout(SIZE, state)
    numbers = []
    real = cards.draw_order_card
    monkeypatch.setattr(
        cards,
        "draw_order_card",
        lambda surface, rect, number, colour, s: numbers.append(number) or real(surface, rect, number, colour, s),
    )

    def draw(seat):
        surface = pygame.Surface(SIZE)
        hits = cards.draw_panel(
            surface, L.panel(seat), state, cards.PanelLook(f"Player {seat + 1}", (240, 172, 76)), L.scale, 0.0
        )
        inner = pygame.Rect(L.panel(seat).inner)
        light = pygame.transform.average_color(surface, inner)
        return hits, sum(light[:3])

    hits, bright_in = draw(1)
    assert numbers == [2] and "out" not in [w for _r, _b, w in hits.texts]
    hits, bright_out = draw(0)
    assert "out" in [w for _r, _b, w in hits.texts]
    assert bright_out < 0.8 * bright_in, "the panel of a seat that is out is greyed"
    assert numbers == [2]  # the seat out gave its card back (0 in the engine): none drawn


def test_nm_icon_01_a_button_with_an_icon_draws_it_before_its_label(screen, monkeypatch):
    """NM-ICON-01: the combat window's reroll buttons carry the rulebook's Reroll icon."""
    from tabletop.ui.necromolds.table.widgets import Button

    drawn = []
    real = D.rulebook_icon
    monkeypatch.setattr(
        D, "rulebook_icon", lambda surface, kind, *a, **k: drawn.append(kind) or real(surface, kind, *a, **k)
    )
    surf = pygame.Surface((200, 40))
    Button("b", pygame.Rect(0, 0, 200, 40), "Support reroll", lambda: None, icon="reroll").draw(surf, 1.0, False)
    assert drawn == ["reroll"]
    Button("b", pygame.Rect(0, 0, 200, 40), "Keep result", lambda: None).draw(surf, 1.0, False)
    assert drawn == ["reroll"]
