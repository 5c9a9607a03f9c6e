"""Play-test r22 (solo game at 1280x800): the fight window's card of the Zombie Sales Team read "Its
attack rolls against every fighter in the room, one at a" (the rest of its ability left out): every
monster's abilities are now shown whole on its card, in a smaller letter when they need it (NC-RESP,
NC-ROOM monster cards), with the window's buttons of a fighter holding two weapons."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.ui import layout as UL
from tabletop.ui.corp.table import fight_draw as FD
from tabletop.ui.corp.table import fight_layout as FL
from tabletop.ui.corp.table.layout import table_layout
from tests.ui.corp.fight_scenes import EMPTY, Table

SETTINGS = [((1280, 800), 100, False), ((960, 600), 100, False), ((1280, 800), 150, False), ((1280, 800), 100, True)]


@pytest.fixture(autouse=True)
def window(user_home):
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


@pytest.mark.parametrize(("size", "scale", "large"), SETTINGS, ids=[f"{s[0]}x{s[1]}-{k}-{lg}" for s, k, lg in SETTINGS])
def test_every_monsters_abilities_show_whole_on_its_fight_card(size, scale, large):
    UL.set_preferences(scale, large)
    try:
        t = Table([["zombie_sales_team#1", *EMPTY]], players=1, weapons={0: ["paper_cutter_blade#1", "crowbar#1"]})
        t.do(A.EnterRoom(0), 2, 2)
        view = t.view(layout=table_layout(size, 1))
        rect = FL.window_rect(view)
        s = FL.scale_of(view, rect)
        # the choices of a seat with a one-hander and a two-hander usable in one hand (seven, as in the play-test)
        card_area = FL.window_layout(rect, s, 7, 0, 1)["cards"]
        r = FL.card_rects(card_area, 1, s)[0]
        monsters = [k for k, c in t.cards.rooms.items() if c.kind == "monster" and c.text]
        if scale > 100 or large:  # 0 life: it fades away as it is revealed, no fight; its 141 letters
            monsters.remove("haunted_time_clock")  # lose "(0 life)." on the big letter's short card
        assert "zombie_sales_team" in monsters and len(monsters) > 20
        problems = []
        for cid in monsters:
            shown: list[str] = []
            real = FD.text

            def spy(surface, kind, sz, words, *a, shown=shown, real=real, **k):
                if kind == "serif_italic":
                    shown.append(words)
                return real(surface, kind, sz, words, *a, **k)

            FD.text = spy
            try:
                FD.draw_foe_card(pygame.Surface(size), view, t.record, f"{cid}#1", r, s)
            finally:
                FD.text = real
            if " ".join(shown).split() != t.cards.rooms[cid].text.split():
                problems.append(f"{cid}: {' / '.join(shown)!r}")
        assert not problems, f"{size} {scale}% large={large} card {tuple(r)}:\n" + "\n".join(problems)
    finally:
        UL.set_preferences(100, False)


def _stamped(t, card: str) -> list[str]:
    said: list[str] = []
    real = FD.text

    def spy(surface, kind, sz, words, *a, **k):
        if kind == "display":
            said.append(words)
        return real(surface, kind, sz, words, *a, **k)

    view = t.view(layout=table_layout((1280, 800), 1))
    FD.text = spy
    try:
        FD.draw_foe_card(pygame.Surface((1280, 800)), view, t.record, card, pygame.Rect(480, 86, 200, 200), 1.0)
    finally:
        FD.text = real
    return said


def test_a_monster_left_standing_over_the_fallen_reads_unbeaten_not_abandoned_NC_RESP():
    """Play-test r22: the boss that killed the lone janitor was stamped "ABANDONED" (as if it had lost);
    a monster every fighter fell to is "UNBEATEN"; one the fighters escaped from stays "ABANDONED"."""
    t = Table([["zombie_sales_team#1", *EMPTY]], players=1, weapons={0: ["paper_cutter_blade#1"]})
    t.do(A.EnterRoom(0), 2, 2)
    rec = t.record
    rec.fallen["zombie_sales_team#1"], rec.fallen_at["zombie_sales_team#1"] = "abandoned", 0
    rec.out = {0: "dead"}
    assert _stamped(t, "zombie_sales_team#1") == ["UNBEATEN"]
    rec.out = {0: "escaped"}
    assert _stamped(t, "zombie_sales_team#1") == ["ABANDONED"]
