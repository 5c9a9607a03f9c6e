"""The boss fight (NC-BOSS-01, NC-BOSS-04, NC-FAQ-09) with forced dice."""

import pytest

from tabletop.games.corp import fight, fight_foes
from tabletop.games.corp.actions import FIST, Attack, Escape
from tabletop.games.corp.fight_events import AttackRolled
from tabletop.games.corp.state import BOSS_ROOM, TOP
from tests.games.corp import fight_builder as fb
from tests.games.corp.fight_builder import do


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def open_door(st, boss, *faces, seat=0):
    st.boss = boss + "#1"
    fb.put(st, seat, TOP, BOSS_ROOM)
    c = fb.ctx(st, *faces)
    fight.start_boss(c, seat)
    return c


def boss(st):
    return st.areas[BOSS_ROOM].foes[0]


def test_nc_boss_01_no_escape_and_the_kill_ends_the_game(outside):
    """NC-BOSS-01: the boss fights like a monster but Escape is never a choice (nor a free escape); its
    death is the boss slain."""
    st = fb.state("bea")
    st.players[0].traumas = ["thanophobia#1"]
    st.players[0].items = ["smoke#1"]
    fb.arm(st, 0, "axe")
    c = open_door(st, "abhoth", 2, 2)
    options = fight.legal(st, fb.CARDS, 0)
    assert Escape(0) not in options and Attack(0, hands=("axe",)) in options  # Thanophobia yields: no escape
    # and it is not announced: "Thanophobia: Bea can only try to escape" stood all the boss fight (play-test)
    assert not any("thanophobia" in line.lower() for line in fb.lines(c)) and st.fight.escape_only == []
    fight.escape_now(c, 0)
    assert st.fight is not None
    boss(st).zombies = []
    boss(st).damage = 5
    st.forced = [6, 2, 2]
    do(c, Attack(0, hands=("axe",)))
    assert outside.bosses == [0] and st.fight is None and outside.kills == []
    assert "The boss is slain!" in fb.lines(c)


def test_nc_boss_04_whateley_heals_a_damage_per_skull_never_above_his_life():
    """NC-BOSS-04 (printed example): each time W. Whateley attacks he heals one per skull; never above his
    life (NC-FAQ-01)."""
    st = fb.state("bea")
    c = open_door(st, "whateley", 1, 1, 5)  # two skulls at full life: nothing to heal
    assert boss(st).damage == 0 and st.players[0].life == 9
    boss(st).damage = 3
    st.forced = [2, 1, 1, 2]  # Bea's fist misses; he attacks: 1, 1, 2: heals 2
    do(c, Attack(0, hands=(FIST,)))
    assert boss(st).damage == 1
    assert any("W. Whateley heals 2" in line for line in fb.lines(c))


def test_nc_faq_09_abhoth_no_carry_over_between_zombies():
    """NC-FAQ-09: damage beyond what the top zombie can take is lost, not carried to the next one."""
    st = fb.state("bea")
    fb.arm(st, 0, "axe")
    c = open_door(st, "abhoth", 2, 2)
    assert boss(st).zombies == [0, 0]
    st.forced = [4, 5, 6, 2, 2]  # 3 hits on a zombie of life 2: it falls, the third hit is lost
    do(c, Attack(0, hands=("axe",)))
    assert boss(st).zombies == [0] and boss(st).damage == 0
    st.forced = [6, 2, 2]
    do(c, Attack(0, hands=(FIST,)))
    assert boss(st).zombies == [1] and boss(st).damage == 0
    st.forced = [6, 5, 2, 2]
    do(c, Attack(0, hands=(FIST, FIST)))  # the second zombie falls with the first fist; the second hits Abhoth
    assert boss(st).zombies == [] and boss(st).damage == 1


def test_a_boss_left_by_dead_fighters_keeps_its_damage(outside):
    """Everyone in the boss room dead: the boss stays with its damage; the next to open the door fights it
    on (no zombies again)."""
    st = fb.state("bea", "cal")
    st.players[0].life = 1
    c = open_door(st, "whateley", 5, 2, 2)
    assert st.fight is None and outside.deaths == [(0, "whateley#1")]
    boss(st).damage = 4
    fb.put(st, 1, TOP, BOSS_ROOM)
    c = fb.ctx(st, 2, 2, 2)
    fight.start_boss(c, 1)
    assert boss(st).damage == 4 and st.fight.fighters == [1]


def test_nc_contag_19_an_infected_character_never_fights_the_boss():
    """NC-CONTAG-19, NC-CONTAG-14: an infected character opening the boss's door starts no fight."""
    st = fb.state("bea")
    st.players[0].infected = "zombie"
    open_door(st, "whateley")
    assert st.fight is None and st.players[0].life == 10


@pytest.mark.parametrize(("drawn_for", "more"), [(4, 0), (5, 0), (6, 3)])
def test_nc_boss_02_a_4_6_boss_grows_with_the_survivors_it_was_drawn_for(outside, drawn_for, more):
    """NC-BOSS-02 (our content): a boss with life_per_survivor has `amount` more life for each surviving
    player beyond `beyond` when it was drawn; it dies at that whole life, heals up to it, and the attack's
    event tells it (the fight window draws it)."""
    st = fb.state("bea")
    fb.arm(st, 0, "axe")
    st.boss_for = drawn_for
    c = open_door(st, "grower", 2)  # it attacks first: 2 misses
    assert boss(st).more_life == more and fight_foes.left(fb.CARDS, boss(st)) == 6 + more
    boss(st).damage = 5
    st.forced = [6, 2, 2, 2]  # the axe: 1 hit; it heals 2, misses
    do(c, Attack(0, hands=("axe",)))
    rolled = [e.record for e in c.events if isinstance(e.record, AttackRolled)]
    assert rolled and rolled[-1].life == 6 + more
    if more == 0:
        assert outside.bosses == [0] and st.fight is None  # 6 damage: the printed life is all it has
    else:
        assert outside.bosses == [] and boss(st).damage == 4  # 6 of 9, then healed 2
        boss(st).damage = 0
        fight_foes.heal(fb.CARDS, boss(st), 5, "test", lambda *_: None)
        assert fight_foes.left(fb.CARDS, boss(st)) == 9  # never above its whole life
