"""What a seat may see (issue 23's hidden information), the set-up's events, describe and summary."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import HIDDEN
from tests.games.corp.helpers import building, new, play


def test_view_hides_stacks_leftovers_decks_and_the_boss():
    """Room stacks (counts kept), the leftovers, the Plot and Curse decks, the boss stacks, the boss behind
    the door, the RNG and forced dice are hidden from every seat and the spectator."""
    g, st = new(4, expansion=True, seed=5, test_forced_faces=[6, 6])
    st.boss = st.boss_stacks["4-6"].pop(0)
    for seat in (0, 3, None):
        v = g.view(st, seat)
        assert [len(lv.stack) for lv in v.levels] == [len(lv.stack) for lv in st.levels]
        assert all(c == HIDDEN for lv in v.levels for c in lv.stack)
        assert v.leftovers == [HIDDEN] * len(st.leftovers) and len(v.leftovers) == 10
        assert v.plot_deck == [HIDDEN] * len(st.plot_deck)
        assert v.curse_deck == [HIDDEN] * len(st.curse_deck)
        assert all(c == HIDDEN for s in v.boss_stacks.values() for c in s)
        assert v.boss == HIDDEN and v.forced == []
        assert v.levels[0].curses == st.levels[0].curses  # curses in play are public
    assert st.levels[0].stack[0] != HIDDEN  # the state itself is untouched


def test_setup_events_hide_the_building():
    g, st = new(4, expansion=True, seed=2)
    evs = g.setup_events(st)
    texts = " ".join(e.text for e in evs)
    assert "30, 25, 20, 15, 10" in texts and "cursed" in texts
    for lv in st.levels:
        for c in lv.stack:
            assert c not in str([dict(e.data) for e in evs])


def test_boss_drawn_is_face_down_for_everyone():
    g, st = new(2, test_building=building([], [], [], [], ["exit5#1"]), characters=["c1", "c2"])
    for lv in st.levels:
        lv.open = True
    st.players[0].level = 5
    applied = g.apply(st, A.EnterRoom(0))
    boss_events = [e for e in applied.events if e.kind == "boss"]
    assert boss_events and all(e.to == () for e in boss_events)
    assert all(applied.state.boss not in e.public for e in boss_events)


def test_describe_and_summary():
    g, st = new(4, teams=2)
    line = g.describe(g.snapshot(st))
    assert "NecronomiCORP" in line and "4 players" in line and "level 1" in line
    s = g.summary(st)
    assert s["levels_open"] == 1 and s["rooms_explored"] == 0 and s["points"] == [0, 0]


def test_medic_heals_at_the_beginning_of_its_turn():
    """A special character's medic skill heals the most hurt character in its area as its turn begins."""
    g, st = new(2, expansion=True, characters=["c1", "medic"])
    st.players[0].life = 3
    st = play(g, st, A.EndTurn(0))
    assert st.players[0].life == 4


def test_every_turn_event_is_worded_once():
    """Every record of events.py has its words in turn_words.py (and nowhere else builds them)."""
    import dataclasses
    import inspect

    from tabletop.core.protocol import EventRecord
    from tabletop.games.corp import events as E
    from tabletop.games.corp import turn_words

    records = [
        c for _, c in inspect.getmembers(E, inspect.isclass) if issubclass(c, EventRecord) and c is not EventRecord
    ]
    assert records and all(dataclasses.is_dataclass(c) and c.KIND for c in records)
    assert set(records) == set(turn_words.WORDS)
