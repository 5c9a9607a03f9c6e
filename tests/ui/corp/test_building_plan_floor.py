"""A floor with more cards than its card holds (a dead character's whole kit, NC-BOSS-05): the chips
stop at ROOM_CHIPS (fewer when someone stands there), the last one standing for the rest, so nothing
reaches the level above; the tokens stay under the card's head; the hidden cards stay within reach."""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import building_plan as BP


def _room_with_floor(cards_on_floor: int, dead_inside: int = 1):
    s = Session(get_game("corp"), {"players": 3}, 4)
    s.submit(A.EnterRoom(0))
    st = s.state
    room = st.players[0].room
    assert room is not None
    area = st.areas[room]
    spare = list(st.plot_deck)[:cards_on_floor]
    area.items.extend(spare)
    for seat in range(1, 1 + dead_inside):
        st.players[seat].room, st.players[seat].level = room, st.players[0].level
        st.players[seat].alive = False
    return st, room, spare


def test_many_cards_on_a_floor_stay_on_the_card_and_the_rest_are_one_chip_NC_BOSS_05():
    st, room, _spare = _room_with_floor(9, dead_inside=2)
    plan = BP.plan(st)
    _x0, y0, _x1, y1 = plan.box("room", room)
    chips = [b for (a, _c), b in plan.of("floor_card") if a == room]
    more = [(k, b) for k, b in plan.of("floor_more") if k[0] == room]
    assert len(more) == 1 and len(chips) + 1 == BP.room_chips(st, room) < BP.ROOM_CHIPS
    (_a, hidden), box = more[0]
    shown = [c for (a, c), _b in plan.of("floor_card") if a == room]
    assert sorted([*shown, *hidden]) == sorted(BP.lying(st, room))  # every card: shown, or in the last chip
    for b in [*chips, box]:
        assert y0 + BP.TITLE_H <= b[1] and b[3] <= y1
    for seat in range(3):
        t = plan.box("token", seat)
        assert y0 + BP.TITLE_H <= t[1] and t[3] <= min(b[1] for b in [*chips, box]), "tokens between head and chips"


def test_a_few_cards_are_each_their_own_chip():
    st, room, _spare = _room_with_floor(3, dead_inside=0)
    st.players[0].room = None  # nobody inside: the card holds ROOM_CHIPS
    st.fight = None
    plan = BP.plan(st)
    assert [c for (a, c), _b in plan.of("floor_card") if a == room] == BP.lying(st, room)
    assert not [k for k, _b in plan.of("floor_more") if k[0] == room]


def test_every_pile_on_the_building_has_a_tooltip_and_a_rules_section(ctx, screen):
    """The Plot deck and discard, a level's discard, the boss stacks, the cards set aside: hovered,
    each says what it is and how many cards it holds (the replay viewer's hover found the Plot deck
    silent), and F2 there opens the rules."""
    from tabletop.ui.corp.rules_summary import section_for
    from tabletop.ui.corp.table import chrome
    from tests.ui.corp.conftest import table

    scene = table(ctx, {"players": 4}, 2)
    scene.update(0.016)
    scene.draw(screen)
    view = scene.tool_view()
    kinds = ("plot_deck", "plot_discard", "discard", "boss_stack", "leftovers")
    found = [(k, key) for k, key, _b in view.plan.boxes if k in kinds]
    assert {k for k, _ in found} >= {"plot_deck", "plot_discard", "discard", "boss_stack"}
    for hit in found:
        lines = chrome.card_tip(view, hit)
        assert lines and any(ch.isdigit() for ch in lines[0]), hit
        assert section_for(hit) is not None, hit
