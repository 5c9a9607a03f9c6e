"""A boss that grew with the survivors (life_per_survivor, NC-BOSS-02) shows its whole life: the fight
window's card (Life left/whole and a box a point), the building's badge and the table's side panel."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop.content.corp.cards import active_cards
from tabletop.games.corp.state import BOSS_ROOM, Area, Foe
from tabletop.ui.corp.table import building_draw
from tabletop.ui.corp.table.fight_draw import whole_life
from tabletop.ui.corp.table.fight_record import FightRecord


def test_nc_boss_02_the_fight_window_counts_the_life_it_grew():
    view = SimpleNamespace(state=SimpleNamespace(areas={BOSS_ROOM: Area(level=6, foes=[Foe("abhoth#1", more_life=6)])}))
    rec = FightRecord(area=BOSS_ROOM)
    assert whole_life(view, rec, "abhoth#1", 23) == 29
    view.state.areas[BOSS_ROOM].foes = []  # slain: the last whole life the fight told
    rec.life["abhoth#1"] = 29
    assert whole_life(view, rec, "abhoth#1", 23) == 29
    assert whole_life(view, FightRecord(area=BOSS_ROOM), "abhoth#1", 23) == 23


def test_nc_boss_02_the_building_badge_counts_the_life_it_grew():
    cards = active_cards()
    printed = cards.bosses["abhoth"].life
    assert building_draw._foe_stats(cards, Foe("abhoth#1", damage=2, more_life=6))[2] == printed + 4


def test_nc_boss_02_the_side_panel_counts_the_life_it_grew():
    from tabletop.ui.corp.table.chrome import foe_lines

    cards = active_cards()
    printed = cards.bosses["abhoth"].life
    fight = SimpleNamespace(area=BOSS_ROOM)
    st = SimpleNamespace(fight=fight, areas={BOSS_ROOM: Area(level=6, foes=[Foe("abhoth#1", damage=1, more_life=6)])})
    assert any(f"life {printed + 5} of {printed + 6}" in line for line, _ in foe_lines(st, cards))
