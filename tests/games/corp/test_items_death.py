"""Items (NC-PLOT-04), deaths and the revive card (NC-BOSS-05..09), curses (NC-CURSE)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp.state import Held, hall_key
from tests.games.corp.helpers import CARDS, building, empties, new, play

LOOTS = ["loot#1", "loot#2", "loot#3", "exit1#1", *empties(4)]


def _game(plots, players=2, **kw):
    names = ["c1", "c2", "c3", "c4"][:players]
    return new(players, test_building=building(LOOTS, **kw.pop("b", {}), plots=plots), characters=names, **kw)


def _give(st, seat, card):
    st.plot_deck.remove(card)
    st.players[seat].items.append(card)


def test_first_aid_heals_a_friend_in_your_area_and_is_discarded_NC_PLOT_04_FAQ_01():
    """NC-PLOT-04: an item used for its effect is discarded; NC-FAQ-01: never above the card's life."""
    g, st = _game([])
    _give(st, 0, "kit#1")
    st.players[1].life = 9
    assert A.UseItem(0, "kit#1", target=1) in g.legal_actions(st, 0)
    st = play(g, st, A.UseItem(0, "kit#1", target=1))
    assert st.players[1].life == CARDS.characters["c2"].life == 10
    assert "kit#1" not in st.players[0].items and st.plot_discard == ["kit#1"]


def test_first_aid_only_in_your_area_and_on_the_hurt():
    g, st = _game([])
    _give(st, 0, "kit#1")
    with pytest.raises(IllegalAction, match="not hurt"):
        g.apply(st, A.UseItem(0, "kit#1", target=1))
    st = play(g, st, A.EnterRoom(0))
    st.players[1].life = 3
    with pytest.raises(IllegalAction, match="in your area"):
        g.apply(st, A.UseItem(0, "kit#1", target=1))


def test_continuous_items_are_not_used_NC_PLOT_04():
    """NC-PLOT-04: a continuous item acts while carried; it may be discarded (dropped) whenever."""
    g, st = _game([])
    _give(st, 0, "vest#1")
    with pytest.raises(IllegalAction, match="while you carry"):
        g.apply(st, A.UseItem(0, "vest#1"))
    st = play(g, st, A.Drop(0, "vest#1"))
    assert st.areas[hall_key(1)].items == ["vest#1"]


def test_recharge_a_weapon_NC_PLOT_12():
    """NC-PLOT-12: charge tokens on a weapon with a use number, never above its number."""
    g, st = _game([])
    _give(st, 0, "battery#1")
    st.plot_deck += [w.card for w in st.players[0].weapons]
    st.players[0].weapons = [Held("stapler#4", 0)]
    st.plot_deck.remove("stapler#4")
    st = play(g, st, A.UseItem(0, "battery#1", weapon="stapler#4"))
    assert st.players[0].weapons[0].charges == 2


def test_peek_is_seen_by_its_seat_alone():
    """A peek at the top Room cards: the looker's view shows them, the others' do not; the event is private."""
    g, st = _game([])
    _give(st, 0, "keyhole#1")
    applied = g.apply(st, A.UseItem(0, "keyhole#1"))
    st = applied.state
    assert st.peeks == {"0": LOOTS[:2]}
    assert g.view(st, 0).peeks == {"0": LOOTS[:2]}
    assert g.view(st, 1).peeks == {} and g.view(st, None).peeks == {}
    assert st.peek_levels == {"0": 1} and g.view(st, 1).peek_levels == {}  # where it looked, kept beside
    peek = next(e for e in applied.events if e.kind == "look")
    assert peek.to == (0,) and "loot" not in peek.public.lower()


def test_a_peeked_stack_shuffled_forgets_the_peek_NC_FAQ_10():
    """NC-FAQ-10: a monster shuffled back into the stack a seat looked at: the order it saw is gone, so the
    peek is forgotten (the table showed the old order on the stack); a peek at another level's stays."""
    from tabletop.games.corp import plots
    from tabletop.games.corp.ctx import Ctx

    g, st = _game([])
    _give(st, 0, "keyhole#1")
    st = g.apply(st, A.UseItem(0, "keyhole#1")).state
    st.peeks["1"], st.peek_levels["1"] = ["x#1"], 2
    monster = "m1#1"  # a level-1 monster killed earlier: the one that wanders back
    st.levels[0].discard.append(monster)
    plots._wandering(Ctx(st, CARDS), 1, "wander#1")
    assert monster in st.levels[0].stack
    assert st.peeks == {"1": ["x#1"]} and st.peek_levels == {"1": 2}

    """NC-BOSS-05/06, NC-FIGHT-09: at 0 life a character dies at once; its weapons and items fall to the floor
    of its area for others to pick up; it keeps its traumas."""
    g, st = _game(["boom#1"])
    st.players[0].life = 2
    _give(st, 0, "kit#1")
    st.players[0].traumas.append("pony#1")
    st.plot_deck.remove("pony#1")
    weapons = [w.card for w in st.players[0].weapons]
    st.players[1].room = "loot#1"  # (the friend will come in: the same room)
    st = play(g, st, A.EnterRoom(0))
    p = st.players[0]
    assert not p.alive and p.life == 0 and p.weapons == [] and p.items == []
    assert p.traumas == ["pony#1"]
    area = st.areas["loot#1"]
    assert [w.card for w in area.weapons] == weapons and area.items == ["kit#1"]
    assert st.turn.seat == 1  # the dead player's turn passes
    st = play(g, st, A.PickUp(1, "kit#1"))  # NC-BOSS-08: dropped items are picked up like weapons
    assert "kit#1" in st.players[1].items


def test_no_pick_up_while_a_monster_lives_there_NC_BOSS_07():
    """NC-BOSS-07: while a living monster is in the area, the dead's cards cannot be taken."""
    from tabletop.games.corp.state import Foe

    g, st = _game([])
    st.areas[hall_key(1)].items.append("kit#1")
    st.plot_deck.remove("kit#1")
    st.areas[hall_key(1)].foes.append(Foe("m1#1"))
    st.leftovers.remove("m1#1")
    with pytest.raises(IllegalAction, match="destroyed first"):
        g.apply(st, A.PickUp(0, "kit#1"))


def test_revive_a_fallen_friend_NC_BOSS_09():
    """NC-BOSS-09 (TIP 3): a card revives a fallen player in your area."""
    g, st = _game(["boom#1"])
    st.players[0].life = 2
    st = play(g, st, A.EnterRoom(0))
    assert not st.players[0].alive
    st.players[1].room = "loot#1"
    _give(st, 1, "defib#1")
    assert A.UseItem(1, "defib#1", target=0) in g.legal_actions(st, 1)
    st = play(g, st, A.UseItem(1, "defib#1", target=0))
    assert st.players[0].alive and st.players[0].life == 4


def test_the_starting_player_is_cursed_on_level_1_NC_CURSE_01_02_MAP_03():
    """NC-CURSE-01/02, NC-MAP-03: with the expansion the starting player reveals a curse pointing at level 1."""
    _, st = new(3, expansion=True, first=1, seed=3)
    assert len(st.levels[0].curses) == 1
    assert st.players[1].curses == st.levels[0].curses
    assert all(not lv.curses for lv in st.levels[1:])
    _, core = new(3, seed=3)
    assert all(not lv.curses for lv in core.levels) and core.curse_deck == []


def test_finding_an_exit_curses_the_finder_NC_CURSE_03_05():
    """NC-CURSE-03/05: the exit's finder reveals a curse for the new level; one player may carry several."""
    g, st = new(
        2,
        expansion=True,
        characters=["c1", "c2"],
        test_building=building(["exit1#1"], ["exit2#1"], curses=["curse2#1", "curse3#1", "curse4#1"]),
    )
    assert st.players[0].curses == ["curse2#1"]
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0), A.EndTurn(1), A.EnterRoom(0))
    assert st.levels[1].curses == ["curse3#1"] and st.levels[2].curses == ["curse4#1"]
    assert st.players[0].curses == ["curse2#1", "curse3#1", "curse4#1"]


def test_exit_5_reveals_no_curse_NC_CURSE_06():
    """NC-CURSE-06: the top level gets no curse: at most five are in play."""
    g, st = new(2, expansion=True, characters=["c1", "c2"], test_building=building([], [], [], [], ["exit5#1"]))
    for lv in st.levels:
        lv.open = True
    st.players[0].level = 5
    before = list(st.curse_deck)
    st = play(g, st, A.EnterRoom(0))
    assert st.top_open and st.curse_deck == before


def test_a_dead_characters_curses_are_discarded_not_regained_NC_CURSE_04_07():
    """NC-CURSE-04/07: when a cursed character dies its curses go; revived, it does not get them back."""
    g, st = new(
        2,
        expansion=True,
        characters=["c1", "c2"],
        test_building=building(["empty#1", "exit1#1"], plots=["boom#1"], curses=["curse2#1"]),
    )
    st.players[0].life = 2
    st.owed.append([0, 1])  # a Plot owed: Boom! in the room just entered
    st = play(g, st, A.EnterRoom(0))
    assert not st.players[0].alive
    assert st.levels[0].curses == [] and st.curse_discard == ["curse2#1"] and st.players[0].curses == []
    st.players[1].room = "empty#1"
    _give(st, 1, "defib#1")
    st = play(g, st, A.UseItem(1, "defib#1", target=0))
    assert st.players[0].alive and st.players[0].curses == [] and st.levels[0].curses == []


def test_contagion_marks_the_dead_NC_CONTAG_01():
    """death.die marks a character killed by a contagious monster to come back (corp-fight's contagion)."""
    from tabletop.games.corp import death
    from tabletop.games.corp.ctx import Ctx

    _, st = new(2, expansion=True, characters=["c1", "c2"])
    ctx = Ctx(st, CARDS)
    death.die(ctx, 0, "x1#1")
    death.die(ctx, 1, "m1#1")
    assert st.players[0].dies_infected == "alien" and st.players[1].dies_infected is None


def test_items_in_a_fight(fake_fight):
    """In a fight: extra dice for your next roll, an escape without a roll as your response (corp-fight's
    escape_now); items of the turn (a peek) wait; never an escape from the boss (NC-BOSS-01)."""
    from tabletop.games.corp.state import Fight

    g, st = _game([])
    for card in ("coffee#1", "exitmap#1", "keyhole#1"):
        _give(st, 0, card)
    st.fight = Fight(area=hall_key(1), level=1, step="respond", fighters=[0], waiting=[0])
    st.turn.step = "fight"
    legal = g.legal_actions(st, 0)
    assert A.UseItem(0, "coffee#1") in legal and A.UseItem(0, "exitmap#1") in legal
    assert A.UseItem(0, "keyhole#1") not in legal
    boosted = play(g, st, A.UseItem(0, "coffee#1"))
    assert boosted.fight is not None and boosted.fight.boosts == {"0": 1}
    play(g, st, A.UseItem(0, "exitmap#1"))
    assert fake_fight.calls == [("escape_now", 0)]
    st.fight.area = "boss"
    assert A.UseItem(0, "exitmap#1") not in g.legal_actions(st, 0)


def test_a_first_aid_kit_heals_in_one_line_of_the_log_NC_PLOT_04():
    """Play-test r23: one heal made two lines ("Player 1 uses First-Aid Kit", then "Player 2 heals 1 with
    First-Aid Kit (10 life)"). One line now, with all both said: who used what, on whom, the life given
    and the life it comes to."""
    from tests.games.corp.helpers import events

    g, st = _game([])
    _give(st, 0, "kit#1")
    st.players[1].life = 9
    st, evs = events(g, st, A.UseItem(0, "kit#1", target=1))
    said = [e.text for e in evs if e.text]
    assert said == [f"Player 1 uses {CARDS.name('kit#1')} on Player 2: +1 life (10 life)"], said
    g, st = _game([])  # on oneself
    _give(st, 0, "kit#1")
    st.players[0].life = 5
    st, evs = events(g, st, A.UseItem(0, "kit#1", target=0))
    said = [e.text for e in evs if e.text]
    assert said == [f"Player 1 uses {CARDS.name('kit#1')}: +3 life (8 life)"], said
