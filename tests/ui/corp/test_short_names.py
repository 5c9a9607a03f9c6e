"""Play-test r25 (corpfloor, "Found, not fixed"): at 960x600 a narrow card or chip shortened a name to its
last words, which told nothing or told two cards alike: "Dark Conference Room" read "Room", "Whispering
Spirit" "Spirit", "Unattended Desk" "Desk"; a Nail Gun's and a Staple Gun's chips both read "Gun +2D".
The cards now carry an authored short name (`short_name` in assets/corp/*.toml, checked by
`tabletop check-content`), and a narrow card or chip shows the name or that short name, never a form
two cards share (NC-MAP-02: the rooms of a level in a row; NC-TURN-09: what lies on a floor)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.building_draw import to_rect
from tabletop.ui.corp.table.card_words import short_forms


def _bare(s: str) -> str:
    """Words compared without the hyphens and spaces a head's rows break them at."""
    return s.replace("-", "").replace(" ", "").lower()


@pytest.mark.parametrize("large", [True, False], ids=["large", "normal"])
def test_a_narrow_room_card_shows_its_name_or_its_short_name_and_no_two_cards_alike_NC_MAP_02(ctx, screen, large):
    """Every room card of the game, third of level 1's row, in the row and squeezed beside the fight
    window at 960x600: its head reads its name or its authored short name (or nothing: its tooltip names
    it), and no two cards of the game show the same head (r25: "Room", "Spirit", "Desk")."""
    from tests.ui.corp.conftest import expansion_table
    from tests.ui.corp.test_crowded_floor import third_explored
    from tests.ui.corp.test_room_card_layers import drawn_row

    layout.set_preferences(100, large)
    try:
        session, scene = expansion_table(ctx, (960, 600))
        cam, cards = scene.camera, session.game.cards
        problems: list[str] = []
        for fight in (None, (1, scene._fight_edge())):
            heads: dict[str, str] = {}
            for cid, room in cards.rooms.items():
                st, key = third_explored(session.state, cards, cid)
                plan = BP.plan(st, fight)
                words, _badges, _chips, _tokens = drawn_row(st, cards, plan, cam)
                card = to_rect(cam, plan.box("room", key))
                head = " ".join(w for w, r in words if card.contains(r) and w != "explored")
                allowed = {_bare(room.name), _bare(getattr(room, "short_name", "")), ""}
                # r27: a short name too wide even in the smallest letter is cut with a full stop ("Confer.")
                allowed |= {_bare(form) for form in short_forms(getattr(room, "short_name", "") or "")}
                if _bare(head) not in allowed:
                    problems.append(f"{room.name}: {head!r} on a {card.w} px card")
                if head and heads.setdefault(_bare(head), room.name) != room.name:
                    problems.append(f"{room.name} and {heads[_bare(head)]} both read {head!r} ({card.w} px)")
        assert not problems, f"{len(problems)} heads:\n" + "\n".join(problems[:16])
    finally:
        layout.set_preferences(100, False)


def test_no_two_weapons_or_items_read_alike_on_a_floor_chip_NC_TURN_09(ctx, screen):
    """Every weapon and item of the game on the floor of a fanned card and of a hallway, at 960x600 with
    Large text and at 1280x800: no two read the same on their chips (r25: "Gun +2D" for the Nail Gun,
    the Staple Gun and the Confiscated Ray Gun), and each names its card, whole or by its short name."""
    from tabletop.games.corp.state import Held
    from tests.ui.corp.conftest import expansion_table
    from tests.ui.corp.test_crowded_floor import third_explored

    problems: list[str] = []
    for size, large in (((960, 600), True), ((1280, 800), False)):
        layout.set_preferences(100, large)
        try:
            session, scene = expansion_table(ctx, size)
            view = scene.tool_view()
            cards, cam = view.cards, view.camera
            st0 = session.state
            rooms = [k for k in st0.levels[0].stack if cards.room(k).kind != "monster"][:3]
            for area in (rooms[0], "hall:1"):
                said: dict[str, str] = {}
                for cid, plot in cards.plots.items():
                    if plot.kind not in ("weapon", "item"):
                        continue
                    st, key = third_explored(st0, cards, rooms[0].split("#")[0])
                    where = key if area != "hall:1" else "hall:1"
                    here = st.areas.setdefault(where, type(st.areas[key])(level=1))
                    here.weapons, here.items, here.machines = [], [], []
                    if plot.kind == "weapon":
                        here.weapons = [Held(card=f"{cid}#1")]
                    else:
                        here.items = [f"{cid}#1"]
                    plan = BP.plan(st)
                    drawn: list[str] = []
                    real = BD.line

                    def spy(surface, s, *a, real=real, drawn=drawn, **k):
                        drawn.append(s)
                        return real(surface, s, *a, **k)

                    BD.line = spy
                    try:
                        BD._floor_cards(pygame.Surface(view.layout.size), st, cards, plan, cam)
                    finally:
                        BD.line = real
                    words = " ".join(drawn)
                    name = words.split(" +")[0].rstrip(".")
                    if not name or name.startswith("+"):
                        problems.append(f"{plot.name} in {where} at {size}: {words!r}")
                        continue
                    if said.setdefault(name, plot.name) != plot.name:
                        problems.append(f"{plot.name} and {said[name]} both read {words!r} in {where} at {size}")
        finally:
            layout.set_preferences(100, False)
    assert not problems, f"{len(problems)} chips:\n" + "\n".join(problems[:16])


def test_a_monsters_sub_line_shortens_to_its_level_never_a_bare_word_NC_MAP_02(ctx):
    """r26: where "level 4 zombie" did not fit a squeezed card, it read "level" alone; it now reads
    "L4 zombie" or "L4", else nothing (the card's tooltip says it all)."""
    from tabletop.ui.corp.table.card_words import fitted, sub_words

    widths = range(4, 120)
    said = {sub_words("level 4 zombie", 8, w)[0] for w in widths}
    assert said <= {"level 4 zombie", "L4 zombie", "L4", ""} and "L4" in said, said
    for w in widths:
        words, k = sub_words("level 4 zombie", 8, w)
        assert not words or fitted(words, k, "sans", w)[0] == words
    assert sub_words("Exit 3", 8, 6)[0] == ""  # not "Exit" alone
