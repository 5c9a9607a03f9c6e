"""The engine's events carry what the table needs (issue 12): typed combat rolls, allocations,
casts and the fight's result (the state clears the fight when it ends), card names in the Library /
Workshop texts, and nothing hidden leaks to the other seats."""

from __future__ import annotations

import msgspec

from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise.content import board, cards
from tests.games.rise.test_engine_kit import act, give, new, own, scene
from tests.games.rise.test_engine_kit import guard as _guard

CARDS = cards()
ROLL_KEYS = {"seat", "side", "fighter", "fighter_name", "ghost_strike", "step", "again", "dice"}


def _example_2(monkeypatch):
    """The rulebook's Combat Example 2 (RN-EXCITY-01..06) on Hollowell: one tower, two power-1
    attacks, held by Player 2 with a Ghost; Player 1: Plague Mother, two Zombies and a Ghost."""
    b = board("small")
    spaces = dict(b._by_id)
    spaces["hollowell"] = msgspec.structs.replace(b.space("hollowell"), attacks=[1, 1])
    monkeypatch.setitem(b.__dict__, "_by_id", spaces)
    st = own(scene(new(), 0, "move", "crowfoot_moor"), 1, "hollowell", 1)
    st.players[0].necromancer = "plague_mother"
    give(st, 0, zombie=2, ghost=1)
    _guard(st, 1, "hollowell", ghost=1)
    return st


def _fight(monkeypatch):
    st = _example_2(monkeypatch)
    st.forced = [2, 3]
    st, ev1 = act(st, A.Move(0, "hollowell"))
    st, ev2 = act(st, A.Choose(0, "minion:zombie:0"))
    st.forced = [5, 1, 3]
    st, ev3 = act(st, A.Choose(1, "tower"))
    return st, list(ev1) + list(ev2) + list(ev3)


def test_every_combat_roll_is_typed_with_fighter_power_roll_and_hit(monkeypatch):
    """RN-EXCITY-06: each die the combat rolls is in an event's data, in roll order, Ghosts first."""
    _, ev = _fight(monkeypatch)
    assert all(set(e.data) >= ROLL_KEYS for e in ev if isinstance(e.record, E.Rolled))
    rolls = [e.record for e in ev if isinstance(e.record, E.Rolled)]
    dice = [(d.fighter_name, die.power, die.roll, die.hit, d.ghost_strike, d.step) for d in rolls for die in d.dice]
    assert dice == [
        ("Player 1's Ghost", 3, 2, True, True, 2),
        ("Player 2's Ghost", 3, 3, True, True, 2),
        ("Player 1's Zombie", 1, 5, False, False, 3),
        ("Player 1's Necromancer", 2, 1, True, False, 3),
        ("Hollowell", 1, 3, False, False, 3),
    ]
    assert [(d.seat, d.side) for d in rolls] == [
        (0, "attacker"),
        (1, "defender"),
        (0, "attacker"),
        (0, "attacker"),
        (1, "defender"),
    ]
    assert rolls[0].fighter.startswith("minion:ghost") and rolls[-1].fighter == "city"


def test_every_allocation_names_where_the_wound_went(monkeypatch):
    _, ev = _fight(monkeypatch)
    wounds = [e.record for e in ev if isinstance(e.record, (E.FighterRemoved, E.TowerWounded))]
    assert [(d.seat, getattr(d, "fighter", "tower")) for d in wounds] == [
        (0, "minion:zombie:0"),
        (1, "tower"),
        (1, wounds[2].fighter),
    ]
    assert isinstance(wounds[1], E.TowerWounded) and wounds[1].ghost_strike and wounds[1].city == "Hollowell"
    assert wounds[2].fighter.startswith("guard:ghost") and wounds[2].fighter_name == "Player 2's Ghost"


def test_the_combat_result_event_rebuilds_the_finished_fight(monkeypatch):
    """The state has no fight once it ends: the combat_result event says who won, who died, what was
    lost, the towers wounded and the Dominion counters moved (RN-EXCITY-05)."""
    st, ev = _fight(monkeypatch)
    assert st.fight is None
    results = [e for e in ev if e.kind == "combat_result"]
    assert len(results) == 1 and results[0].to is None
    d = results[0].data
    assert d["winner_seat"] == 0 and d["attacker_won"] and d["dead"] == []
    assert d["attacker_seat"] == 0 and d["defender_seat"] == 1 and d["space"] == "hollowell"
    assert [x["name"] for x in d["lost"]["attacker"]] == ["Player 1's Zombie"]
    assert [x["name"] for x in d["lost"]["defender"]] == ["Player 2's Ghost"]
    assert d["towers_wounded"] == 1 and d["towers"] == 1
    assert d["counters_removed"] == [{"seat": 1, "space": "hollowell", "count": 1}]
    assert d["counters_placed"] and d["counters_placed"][0]["seat"] == 0
    assert d["counters_placed"][0]["count"] == st.dominion["hollowell"].count
    assert "Hollowell" in results[0].text and "Player 1 wins" in results[0].text
    # the result comes after the closing line and before what the win brings
    kinds = [e.kind for e in ev]
    assert kinds.index("combat_result") < kinds.index("conquer")


def test_a_lost_neutral_city_fight_and_a_death_are_in_the_result():
    """Mudwick, nobody's: the City's side has no seat; a Necromancer alone that takes the last wound dies."""
    st = scene(new(), 0, "move", "valley", dice=[6, 1])
    st.players[0].necromancer = "plague_mother"
    st, ev = act(st, A.Move(0, "mudwick"))
    d = next(e.data for e in ev if e.kind == "combat_result")
    assert d["winner_seat"] is None and not d["attacker_won"] and d["dead"] == [0]
    assert d["counters_placed"] == [] and d["counters_removed"] == []
    city_rolls = [e.record for e in ev if isinstance(e.record, E.Rolled) and e.record.side == "defender"]
    assert city_rolls and all(r.seat is None for r in city_rolls)


def test_library_look_and_pick_name_the_cards_to_the_looker_only():
    st = scene(new(), 0, "move", "valley")
    top = st.spell_deck[:3]
    names = [CARDS.card(c).name for c in top]
    st, ev = act(st, A.Move(0, "whispering_stacks"))
    look = next(e for e in ev if e.kind == "look")
    assert look.to == (0,) and all(n in look.text for n in names) and not any(c in look.text for c in top)
    assert look.public == "Player 1 looks at the top 3 cards of the Spell deck."
    other = look.for_seat(1)
    assert other.text == look.public and not any(
        n in str(other.data) or c in str(other.data) for n, c in zip(names, top)
    )
    st, ev = act(st, A.Pick(0, top[0], (top[2], top[1])))
    pick = next(e for e in ev if e.kind == "pick")
    assert pick.text == f"Player 1 keeps {names[0]} and puts {names[2]}, then {names[1]} back on top in that order."
    assert pick.data["card"] == top[0] and pick.data["rest"] == [top[2], top[1]]
    seen = pick.for_seat(1)
    assert not any(n in seen.text or c in str(seen.data) for n, c in zip(names, top))


def test_workshop_look_says_item_deck_publicly():
    st = scene(new(), 0, "move", "valley")
    top = st.item_deck[:3]
    st, ev = act(st, A.Move(0, "tinker_s_gibbet"))
    look = next(e for e in ev if e.kind == "look")
    assert look.public == "Player 1 looks at the top 3 cards of the Item deck."
    assert all(CARDS.card(c).name in look.text for c in top) and look.data["deck"] == "item"
