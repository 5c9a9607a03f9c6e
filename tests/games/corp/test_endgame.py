"""The end (NC-BOSS-01/02/03, NC-FAQ-11/12, NC-START-12), team points and winners (NC-TEAM)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp import endgame
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import BOSS_ROOM, TOP
from tests.games.corp.helpers import CARDS, building, new, play


def _top(players=2, **kw):
    """A game whose party stands in the top floor's hallway, the boss drawn (for everyone alive)."""
    g, st = new(players, test_building=building(["exit1#1"]), characters=[f"c{n}" for n in range(1, players + 1)], **kw)
    for lv in st.levels:
        lv.open = True
    st.top_open = True
    for p in st.players:
        p.level = TOP
    ctx = Ctx(st, CARDS)
    endgame.draw_boss(ctx)
    ctx.done()
    return g, st


def test_boss_stack_by_survivors_NC_BOSS_02_03():
    """NC-BOSS-02/03: the boss comes from the 1-3 stack for up to three survivors, else from the 4-6 stack."""
    for players, stack in ((1, "1-3"), (3, "1-3"), (4, "4-6"), (6, "4-6")):
        for seed in range(5):
            _, st = _top(players, seed=seed)
            assert CARDS.boss(st.boss).stack == stack and st.boss_for == players


def test_the_dead_do_not_count_NC_BOSS_02():
    _, st = new(4)
    st.players[0].alive = False
    st.players[0].life = 0
    st.plot_deck += [w.card for w in st.players[0].weapons]
    st.players[0].weapons = []
    ctx = Ctx(st, CARDS)
    endgame.draw_boss(ctx)
    assert st.boss_for == 3 and CARDS.boss(st.boss).stack == "1-3"


def test_a_new_boss_when_the_survivors_change_NC_FAQ_12(fake_fight):
    """NC-FAQ-12: a boss peeked at (Obsessive Precaution) for four, then a death: a new boss from the other
    stack when the door is opened."""
    g, st = _top(4)
    st.plot_deck.remove("precaution#1")
    st.players[0].items.append("precaution#1")
    st = play(g, st, A.UseItem(0, "precaution#1"))
    peeked = st.peeks["0"]
    assert peeked == [st.boss] and CARDS.boss(st.boss).stack == "4-6"
    assert g.view(st, 1).boss == "hidden" and g.view(st, 0).peeks["0"] == peeked
    st.players[3].alive = False
    st.players[3].life = 0
    st.plot_deck += [w.card for w in st.players[3].weapons] + st.players[3].items
    st.players[3].weapons, st.players[3].items = [], []
    st = play(g, st, A.EnterRoom(0))
    assert CARDS.boss(st.boss).stack == "1-3" and st.boss_for == 3
    assert "0" not in st.peeks and "0" not in st.peek_levels  # the boss looked at went back: forgotten
    assert fake_fight.calls == [("boss", 0, st.boss)]
    assert g.view(st, 1).boss == st.boss  # the door is open: the boss is face up


def test_others_need_not_follow_into_the_boss_room_NC_FAQ_11(fake_fight):
    """NC-FAQ-11: one player opens the boss's door; the others are not moved in."""
    g, st = _top(3)
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].room == BOSS_ROOM
    assert st.players[1].room is None and st.players[2].room is None


def test_boss_slain_everyone_wins_NC_BOSS_01():
    """NC-BOSS-01, NC-START-12: killing the boss ends the game: in co-op every seat wins."""
    g, st = _top(3)
    ctx = Ctx(st, CARDS)
    endgame.boss_slain(ctx, 1)
    out = g.outcome(st)
    assert out is not None and out.winners == (0, 1, 2) and st.outcome_word == "boss slain"
    assert g.to_act(st) == []


def test_party_wiped_nobody_wins_NC_START_12():
    """NC-START-12: when no living character remains (and no revival) everyone loses."""
    g, st = new(2, test_building=building(["loot#1", "exit1#1"], plots=["boom#1"]), characters=["c1", "c2"])
    st.players[0].life = 2
    st.players[1].life = 2
    st.players[1].room = "loot#1"
    st = play(g, st, A.EnterRoom(0))
    out = g.outcome(st)
    assert out is not None and out.winners == () and st.outcome_word == "party wiped"


def test_infected_survivors_lose_NC_CONTAG_19():
    """NC-CONTAG-19: with only infected characters alive and no revival, the party has lost."""
    _, st = new(2, expansion=True, characters=["c1", "c2"])
    st.players[0].infected = "zombie"
    st.players[1].infected = "zombie"
    ctx = Ctx(st, CARDS)
    endgame.check(ctx)
    assert st.winners == [] and st.outcome_word == "party wiped"


def test_a_revive_card_keeps_the_game_going_while_it_can_reach_a_body_NC_BOSS_09_NC_CONTAG_19():
    """NC-BOSS-09, NC-CONTAG-19: an infected character with a revive card and a fallen friend it can walk to
    keeps the game going; a card that can reach no body revives nobody, and the party is wiped (the game
    used to wait on it for ever, its holder only able to end its turns, until the turn limit)."""
    _, st = new(2, expansion=True, characters=["c1", "c2"])
    st.players[0].infected = "zombie"
    st.plot_deck.remove("defib#1")
    st.players[0].items.append("defib#1")
    st.players[1].alive = False
    st.players[1].life = 0

    def wiped() -> bool:
        st.winners = None
        endgame.check(Ctx(st, CARDS))
        return st.winners == [] and st.outcome_word == "party wiped"

    assert not wiped()  # the body lies in level 1's hallway
    st.players[1].infected = "zombie"  # an infected body: a revive brings back no one who could win
    assert wiped()
    st.players[1].infected = None
    for lv in st.levels:
        lv.open = True
    st.top_open = True
    st.players[1].level = TOP
    st.players[1].room = BOSS_ROOM  # fallen at the boss: the infected may not open that door (NC-CONTAG-14)
    st.areas[BOSS_ROOM] = st.areas[next(iter(st.areas))].__class__(level=TOP)
    assert wiped()
    st.players[1].level = 1
    st.players[1].room = "loot#1"  # a room with nothing left in it: nobody may enter it (NC-TURN-08)
    st.areas["loot#1"] = st.areas[BOSS_ROOM].__class__(level=1)
    assert wiped()
    st.areas["loot#1"].items = ["kit#1"]  # something on its floor: it may be entered
    assert not wiped()
    st.players[0].items.clear()  # no card: wiped
    assert wiped()


def test_team_scores_the_monster_level_NC_TEAM_02_03():
    """NC-TEAM-02/03: a kill scores its printed level (not the floor it died on) for the killer's team."""
    _, st = new(4, teams=2)
    ctx = Ctx(st, CARDS)
    endgame.score_kill(ctx, 1, "m3#1")
    endgame.score_kill(ctx, 2, "m1#2")
    assert st.points == [1, 3]


def test_point_theft_NC_TEAM_08():
    """NC-TEAM-08: a helper of another team who kills the monster scores it for their own team."""
    _, st = new(4, teams=2)
    ctx = Ctx(st, CARDS)
    endgame.score_kill(ctx, 3, "m5#1")  # seat 3 (team 2) killed the monster seat 0 had asked help with
    assert st.points == [0, 5]


def test_no_points_in_co_op():
    _, st = new(4)
    ctx = Ctx(st, CARDS)
    endgame.score_kill(ctx, 1, "m3#1")
    assert st.points == [] and st.winners is None


def test_target_ends_the_game_NC_TEAM_04():
    """NC-TEAM-04: reaching the target wins."""
    g, st = new(4, teams=2, target=5)
    ctx = Ctx(st, CARDS)
    endgame.score_kill(ctx, 1, "m5#1")
    endgame.check(ctx)
    out = g.outcome(st)
    assert out is not None and out.winners == (1, 3) and out.teams == ((0, 2), (1, 3))
    assert out.points == (0, 5, 0, 5)


def test_boss_points_and_the_end_NC_TEAM_05_06_07():
    """NC-TEAM-05/06/07: the boss is worth its difficulty; its death ends the game even below the target;
    the most points win (the boss's killer's team need not)."""
    _, st = _top(4, teams=2)
    st.points = [12, 2]
    ctx = Ctx(st, CARDS)
    endgame.boss_slain(ctx, 1)
    assert st.points == [12, 2 + CARDS.boss(st.boss).difficulty]
    assert CARDS.boss(st.boss).difficulty == 6
    assert st.winners == [0, 2] and st.outcome_word == "team points"


def test_tied_teams_share_NC_TEAM_07():
    _, st = new(6, teams=3)
    st.points = [4, 4, 1]
    for p in st.players:
        p.alive = False
        p.life = 0
        st.plot_deck += [w.card for w in p.weapons] + p.items
        p.weapons, p.items = [], []
    ctx = Ctx(st, CARDS)
    endgame.check(ctx)
    assert st.winners == [0, 1, 3, 4]


def test_a_boss_once_faced_stays_NC_FAQ_12(fake_fight):
    """NC-FAQ-12 applies before the boss is faced: once its door was opened, the same boss waits there."""
    g, st = _top(4)
    st = play(g, st, A.EnterRoom(0))
    boss = st.boss
    st.players[0].room = None  # (say the first fighter got out somehow)
    st.players[3].alive = False
    st.players[3].life = 0
    st.plot_deck += [w.card for w in st.players[3].weapons] + st.players[3].items
    st.players[3].weapons, st.players[3].items = [], []
    st.turn.step = "begin"
    st.turn.flipped = False
    st = play(g, st, A.EnterRoom(0))
    assert st.boss == boss and st.boss_for == 4
