"""The 3+ player mode (NM-MULTI-01..14): settings, set-up, zones, turn order cards, turn cycling,
elimination and shared wins, played by bots from settings to the end."""

import shutil

import pytest

from tabletop.ai.necromolds_bot import choose
from tabletop.content.registry import KINDS
from tabletop.core.errors import ContentError, IllegalAction
from tabletop.core.protocol import setup_events, view
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat, setup
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Command

from .helpers import GAME, RIGGED, combat_face, play, position, start_round

A1, A2, D1 = combat_face("attack"), combat_face("attack", "attack"), combat_face("defense")


def bot_game(settings, seed, limit=5000):
    """Bots play a game from `settings` to the end; returns the final state and every event."""
    state = GAME.initial_state(settings, seed)
    events = list(setup_events(GAME, state))
    rngs = [RNG(seed, stream=500 + s) for s in range(len(state.seats))]
    for _ in range(limit):
        if GAME.outcome(state) is not None:
            return state, events
        seat = GAME.to_act(state)[0]
        action = choose(GAME, view(GAME, state, seat), seat, rngs[seat])
        applied = GAME.apply(state, action)
        state = applied.state
        events.extend(applied.events)
    raise AssertionError(f"no winner after {limit} actions")


# -- settings ------------------------------------------------------------------------------------


def test_nm_multi_02_players_setting_two_to_four():
    """NM-MULTI-02, NM-SETUP-01: 2 players by default, 3 or 4 on request, other counts refused naming the key."""
    for n in (2, 3, 4):
        s = GAME.initial_state({"players": n}, 5)
        assert len(s.seats) == n and GAME.seat_count(s) == n
    for bad in (0, 5, -3, "many", 3.5, None):  # 1 is solo play against Basalt (NM-SOLO-01, test_solo_*)
        with pytest.raises(ValueError, match="players"):
            GAME.initial_state({"players": bad}, 5)


def test_nm_multi_03_reduced_clay_same_for_everyone():
    """NM-MULTI-03: a reduced clay budget, the same for every player; bounded by one monster and the container."""
    lib = library()
    s = GAME.initial_state({"players": 4, "clay": 30}, 2)
    assert [seat.clay for seat in s.seats] == [30] * 4
    for bad in (0, -5, lib.rules.clay_budget + 1, lib.smallest_clay() - 1, "lots"):
        with pytest.raises(ValueError, match="clay"):
            GAME.initial_state({"players": 3, "clay": bad}, 2)
    with pytest.raises(ValueError, match="youngest"):
        GAME.initial_state({"players": 3, "mode": "basic", "youngest": 3}, 2)


def test_nm_multi_01_13_standard_items_for_every_player():
    """NM-MULTI-01, NM-MULTI-13: every player is a seat of their own with the standard starting items
    (4 command dice, 4 gems, a full container of clay)."""
    rules = library().rules
    s = GAME.initial_state({"players": 4}, 3)
    assert [(seat.dice_count, seat.gems, seat.clay) for seat in s.seats] == [
        (rules.command_dice, rules.starting_gems, rules.clay_budget)
    ] * 4
    assert len({W.player(i) for i in range(4)}) == 4


# -- set-up --------------------------------------------------------------------------------------


def test_nm_multi_08_11_14_terrain_by_hits_then_turn_order_cards():
    """NM-MULTI-08, NM-MULTI-11, NM-MULTI-14: cards 1..n dealt at random; each rolls 3 combat dice; most attack hits
    places first, ties by card; placement cycles that order until 3 pieces are placed (the 4th
    player places none) and deployment goes the other way round."""
    faces = [A1, D1, D1, A2, A1, D1, A1, D1, D1, D1, D1, D1]  # hits: 1, 3, 1, 0
    s = RIGGED.initial_state({"players": 4, "test_forced_faces": faces}, 11)
    assert sorted(s.order_cards) == [1, 2, 3, 4]
    assert s.rolloff == [
        {
            "faces": {"0": faces[0:3], "1": faces[3:6], "2": faces[6:9], "3": faces[9:12]},
            "hits": {"0": 1, "1": 3, "2": 1, "3": 0},
        }
    ]
    tied = sorted((0, 2), key=lambda seat: s.order_cards[seat])
    order = [1, *tied, 3]
    assert setup.terrain_order(s) == order and s.placer == 1 == s.terrain_first
    assert s.deploy_order == order[::-1]
    placers = []
    while s.phase == "terrain":
        placers.append(s.placer)
        with pytest.raises(IllegalAction, match="turn to place terrain"):
            GAME.apply(s, A.PlaceTerrain(seat=order[3], piece="well", x=12, y=9))
        s, _ = play(s, GAME.legal_actions(s, s.placer)[0])
    assert placers == order[:3] and len(s.terrain) == 3
    (event,) = GAME.setup_events(s)
    assert event.kind == "roll" and event.data["rolloff"] == s.rolloff
    assert "Player 2 places terrain first" in event.text


def test_nm_multi_08_cards_break_the_terrain_tie_by_seed():
    """NM-MULTI-08: with every count tied, the turn order cards alone set the order, and they are
    dealt through the state's RNG: different seeds deal differently."""
    faces = [D1] * 9
    orders = set()
    for seed in range(12):
        s = RIGGED.initial_state({"players": 3, "test_forced_faces": faces}, seed)
        rng = RNG(seed)
        deck = [1, 2, 3]
        rng.shuffle(deck)
        assert s.order_cards == deck
        assert setup.terrain_order(s) == sorted(range(3), key=lambda seat: deck[seat])
        orders.add(tuple(setup.terrain_order(s)))
    assert len(orders) > 1


def test_two_players_set_up_is_logged_too():
    """Set-up is logged with 2 players as well: the roll-off (re-rolls included) in the state and
    as a roll event; no turn order cards."""
    tie = [A1, D1, D1, A1, D1, D1]
    s = RIGGED.initial_state({"test_forced_faces": tie + [A2, A2, A2, D1, D1, D1]}, 4)
    assert len(s.rolloff) == 2 and s.rolloff[1]["hits"] == {"0": 6, "1": 0}
    assert s.terrain_first == 0 and s.deploy_order == [1, 0] and s.order_cards == []
    (event,) = GAME.setup_events(s)
    assert event.data["rolloff"] == s.rolloff and "1 re-roll" in event.text


# -- deployment zones ----------------------------------------------------------------------------


@pytest.mark.parametrize("map_id", sorted(library().maps))
@pytest.mark.parametrize("players", [3, 4])
def test_nm_multi_04_05_zones_of_every_map(map_id, players):
    """NM-MULTI-04, NM-MULTI-05: each map's zones for 3 and 4 players lie along the map's outline, are named,
    are apart from each other, and have room for an army."""
    from shapely.geometry import LineString

    mp = library().maps[map_id]
    s = GAME.initial_state({"players": players, "map": map_id}, 1)
    zones = [setup.deploy_zone(s, seat) for seat in range(players)]
    names = [W.edge_of(seat, s) for seat in range(players)]
    assert len(set(names)) == players and all(n.startswith("the ") for n in names)
    for pts in zones:
        for x, y in pts:
            assert 0 <= x <= mp.width and 0 <= y <= mp.height
            assert min(x, y, mp.width - x, mp.height - y) < 1e-9  # on the edge
        assert LineString(pts).length >= 6
    for i in range(players):
        for j in range(i + 1, players):
            assert LineString(zones[i]).distance(LineString(zones[j])) >= 3
    # the zones are spread round the map: their middles are far apart
    mids = [LineString(z).interpolate(0.5, normalized=True) for z in zones]
    assert min(a.distance(b) for k, a in enumerate(mids) for b in mids[k + 1 :]) > min(mp.width, mp.height) / 2
    mumps = library().books["mud_mumps"]
    from tabletop.games.necromolds.state import Monster

    probe = Monster(id="probe", owner=0, book="mud_mumps")
    for seat in range(players):
        spots = setup.deployment_spots(s, seat, probe, count=80)
        assert len(spots) * 2 * mumps.sizes[0].radius >= 5  # at least 5 in of frontage free
        assert all(setup.border_problem(s, seat, mumps.sizes[0].radius, y, x) is None for x, y in spots)


def test_nm_multi_04_two_players_keep_their_edges():
    """NM-SETUP-19 unchanged: with 2 players the zones are the whole top and bottom edges."""
    s = GAME.initial_state({}, 1)
    mp = library().maps[s.map]
    assert setup.deploy_zone(s, 0) == [(0.0, 0.0), (mp.width, 0.0)]
    assert setup.deploy_zone(s, 1) == [(0.0, mp.height), (mp.width, mp.height)]
    assert (W.edge_of(0, s), W.edge_of(1, s)) == ("the top edge", "the bottom edge")


def _to_deploy(settings, seed):
    """Bots place terrain and mold; returns the state at deployment."""
    s = GAME.initial_state(settings, seed)
    rng = RNG(seed)
    while s.phase in ("terrain", "army"):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, choose(GAME, s, seat, rng)).state
    assert s.phase == "deploy"
    return s


def test_nm_multi_04_deploy_only_on_your_own_zone():
    """NM-MULTI-04, NM-SETUP-19, NM-SETUP-20: with 4 players a base must touch its own corner's green
    strip; the last terrain placer deploys first."""
    s = _to_deploy({"players": 4}, 3)
    seat = setup.deployer(s)
    assert seat == s.deploy_order[0] == setup.terrain_order(s)[-1]
    m = next(x for x in s.monsters if x.owner == seat)
    r = library().size(m.book, m.size).radius
    spot = setup.deployment_spots(s, seat, m)[0]
    s2, _ev = play(s, A.Deploy(seat=seat, monster=m.id, x=spot[0], y=spot[1]))
    assert s2.monster(m.id).deployed
    mp = library().maps[s.map]
    with pytest.raises(IllegalAction, match=f"green border \\({W.edge_of(seat, s)}\\)"):
        GAME.apply(s, A.Deploy(seat=seat, monster=m.id, x=mp.width / 2, y=mp.height / 2))
    other = setup.deploy_zone(s, (seat + 1) % 4)[1]  # the corner of another seat's zone
    x = min(max(other[0], r + 0.01), mp.width - r - 0.01)
    y = min(max(other[1], r + 0.01), mp.height - r - 0.01)
    with pytest.raises(IllegalAction, match="green border"):
        GAME.apply(s, A.Deploy(seat=seat, monster=m.id, x=x, y=y))


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("players", [3, 4])
def test_nm_multi_04_random_deployment_always_has_a_legal_action(players):
    """NM-MULTI-04: a seat deploying on its zone always has a listed action: a free spot for each
    monster, or (when bases placed at random leave no gap big enough) a move of a placed base
    up the zone, which closes the gaps and never goes back."""
    for seed in range(8):
        s = _to_deploy({"players": players, "map": ["ridge", "twins_vale"][seed % 2]}, seed)
        rng = RNG(seed, stream=7)
        for _ in range(400):
            if s.phase != "deploy":
                break
            seat = GAME.to_act(s)[0]
            actions = GAME.legal_actions(s, seat)
            assert actions, f"seed {seed}: seat {seat} cannot deploy"
            s = GAME.apply(s, rng.choice(actions)).state
        assert s.phase in ("assign", "turns") and all(m.deployed for m in s.monsters)


def _map_kind():
    return next(k for k in KINDS if k.name == "necromolds-maps")


@pytest.mark.parametrize(
    "old,new,field",
    [
        (
            "points = [[6.0, 0.0], [18.0, 0.0]]",
            "points = [[6.0, 2.0], [18.0, 0.0]]",
            "deployments[0].zones[0].points[0]",
        ),
        ("points = [[6.0, 0.0], [18.0, 0.0]]", "points = [[10.0, 0.0], [13.0, 0.0]]", "deployments[0].zones[0].points"),
        (
            "points = [[6.0, 0.0], [18.0, 0.0]]",
            "points = [[6.0, 0.0], [24.0, 18.0]]",
            "deployments[0].zones[0].points[1]",
        ),
        (
            "[[16.0, 0.0], [24.0, 0.0], [24.0, 6.0]]",
            "[[9.0, 0.0], [24.0, 0.0], [24.0, 6.0]]",
            "deployments[1].zones[1]",
        ),
        ("players = 4", "players = 3", "deployments"),
    ],
)
def test_nm_multi_05_broken_zone_is_refused_naming_file_and_field(tmp_path, old, new, field):
    """NM-MULTI-05: the content loader refuses a zone off the outline, too short, cutting across
    the map, too close to another, or a missing player count, naming the file and the field."""
    text = (_map_kind().files()[0].parent / "map_twins_vale.toml").read_text()
    assert old in text
    path = tmp_path / "map_broken.toml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as caught:
        _map_kind().load(path)
    assert caught.value.field == field and "map_broken.toml" in str(caught.value)
    shutil.copy(_map_kind().files()[0].parent / "map_twins_vale.toml", tmp_path / "map_ok.toml")
    assert _map_kind().load(tmp_path / "map_ok.toml").id == "twins_vale"


# -- turn order ----------------------------------------------------------------------------------

FOUR = [
    (0, "graveghoul", 3, 2),
    (0, "mud_mumps", 5, 2),
    (1, "graveghoul", 21, 2),
    (2, "graveghoul", 21, 16),
    (2, "mud_mumps", 19, 16),
    (3, "graveghoul", 3, 16),
    (3, "mud_mumps", 5, 16),
]


def test_nm_multi_06_07_turn_order_smallest_army_first_ties_dealt_at_random():
    """NM-MULTI-06, NM-MULTI-07: card 1 to the smallest army; the tied players' cards are shuffled and dealt
    through the state's RNG (reported in round_start); different seeds deal differently."""
    seen = set()
    for seed in range(16):
        s = position(FOUR, gems=(0, 0, 0, 0), seed=seed)
        rng = RNG.from_state(s.rng)
        deck = [2, 3, 4]
        rng.shuffle(deck)
        s, ev = start_round(s, ["move"] * 16)
        assert s.order_cards[1] == 1 and s.turn_order[0] == 1 == s.first
        assert [s.order_cards[seat] for seat in (0, 2, 3)] == deck
        assert s.turn_order == sorted(range(4), key=lambda seat: s.order_cards[seat])
        start = next(e for e in ev if e.kind == "round_start")
        assert start.data["turn_order"] == s.turn_order and start.data["order_cards"] == s.order_cards
        assert start.data["dealt"] == [[0, 2, 3]]
        assert "Players 1, 3 and 4 are tied" in start.text and "dealt at random" in start.text
        named = [start.text.index(f"Player {seat + 1} (") for seat in s.turn_order]
        assert named == sorted(named)  # the text lists the players in turn order
        seen.add(tuple(s.turn_order))
    assert len(seen) > 2


def test_nm_multi_06_no_tie_no_shuffle():
    """NM-MULTI-06: distinct army sizes give the order outright; the RNG is not touched for it."""
    armies = [
        (0, "graveghoul", 3, 2),
        (0, "mud_mumps", 5, 2),
        (1, "graveghoul", 21, 2),
        (2, "graveghoul", 21, 16),
        (2, "mud_mumps", 19, 16),
        (2, "mud_mumps", 17, 16),
    ]
    s = position(armies, gems=(0, 0, 0))
    before = dict(s.rng)
    from tabletop.games.necromolds import turns

    turns.order_round(s, [])
    assert s.turn_order == [1, 0, 2] and s.order_cards == [2, 1, 3] and s.rng == before


def test_nm_multi_07_basic_play_youngest_first_among_the_tied():
    """NM-MULTI-07 with NM-BASIC-13: in basic play the youngest of the tied players takes the
    first of their cards; the others' cards are still dealt at random."""
    armies = [(0, "graveghoul", 3, 2), (1, "graveghoul", 21, 2), (2, "graveghoul", 21, 16), (3, "graveghoul", 3, 16)]
    for seed in range(6):
        s = position(armies, mode="basic", gems=(0, 0, 0, 0), seed=seed)
        s.youngest = 2
        s, ev = start_round(s, ["move"] * 16)
        assert s.turn_order[0] == 2 and s.order_cards[2] == 1
        assert sorted(s.order_cards[i] for i in (0, 1, 3)) == [2, 3, 4]
        start = next(e for e in ev if e.kind == "round_start")
        assert start.data["dealt"] == [[0, 1, 3]] and "Player 3 is the youngest" in start.text


def test_nm_multi_10_turns_cycle_in_order_skipping_players_without_dice():
    """NM-MULTI-10: turns go round in turn order, one spellbook per turn, skipping a player with
    no move or ranged dice, until every die is performed."""
    armies = [
        (0, "graveghoul", 3, 2),
        (0, "mud_mumps", 6, 2),
        (1, "graveghoul", 21, 2),
        (1, "mud_mumps", 18, 2),
        (1, "mud_mumps", 16, 2),
        (2, "graveghoul", 12, 16),
    ]
    s, _ = start_round(position(armies, gems=(0, 0, 0)), ["move"] * 12)
    assert s.turn_order == [2, 0, 1]
    s, ev = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=0),
        A.Assign(seat=0, die=1, book="mud_mumps", slot=0),
        A.AssignDone(seat=0),
        A.Assign(seat=1, die=0, book="graveghoul", slot=0),
        A.AssignDone(seat=1),
        A.AssignDone(seat=2),
    )
    turns_seen = [e.data["seat"] for e in ev if e.kind == "turn"]
    for _ in range(3):
        seat = s.turn_seat
        die = s.pending(seat)[0]
        s, more = play(s, A.StartCommand(seat=seat, die=die), A.EndCommand(seat=seat))
        turns_seen += [e.data["seat"] for e in more if e.kind == "turn"]
        if any(e.kind == "round_end" for e in more):
            break
    # seat 2 (first) has no dice; seat 0 plays one spellbook, seat 1 its one, then seat 0 again
    assert turns_seen[:3] == [0, 1, 0]
    assert s.round == 2


# -- elimination and the end ---------------------------------------------------------------------


def test_nm_multi_09_eliminated_mid_round_and_skipped():
    """NM-MULTI-09: a player is out the moment their last monster is smashed: an eliminated event,
    their dice discarded, skipped for the rest of the round and out of the next one."""
    armies = [(0, "graveghoul", 5, 2), (1, "mud_mumps", 20, 16), (1, "mud_mumps", 22, 16), (2, "mud_mumps", 5, 5.5)]
    for seed in range(40):  # seats 0 and 2 are tied on one monster: find a deal where 0 plays first
        s, _ = start_round(position(armies, gems=(0, 0, 0), seed=seed), ["move"] * 12)
        if s.turn_order == [0, 2, 1]:
            break
    assert s.turn_order == [0, 2, 1]
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=0),
        A.AssignDone(seat=0),
        A.Assign(seat=1, die=0, book="mud_mumps", slot=0),
        A.AssignDone(seat=1),
        A.Assign(seat=2, die=0, book="mud_mumps", slot=0),
        A.AssignDone(seat=2),
    )
    a, d = combat.base_pools(s, "melee", s.monster("p0-graveghoul-1"), s.monster("p2-mud_mumps-1"))
    s.forced = [A2] * a + [D1] * d
    s, ev = play(
        s,
        A.StartCommand(seat=0, die=0),
        A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 5.5 - 0.45 - 0.6 - 0.01),)),
    )
    assert not s.monster("p2-mud_mumps-1").alive
    out = [e for e in ev if e.kind == "eliminated"]
    assert len(out) == 1 and out[0].data["seat"] == 2 and "Player 3 is out" in out[0].text
    assert s.out == [2] and s.phase == "turns" and GAME.outcome(s) is None
    assert s.seats[2].dice[0].status == "discarded"
    assert s.turn_seat == 1 and GAME.to_act(s) == [1]  # seat 2 came next in order: skipped
    with pytest.raises(IllegalAction, match="Player 3 is out"):
        GAME.apply(s, A.StartCommand(seat=2, die=0))
    s, ev = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1))
    assert s.round == 2 and s.phase == "assign"
    assert s.turn_order == [0, 1] and s.order_cards[2] == 0 and s.seats[2].dice == []
    assert GAME.to_act(s) == [0, 1]
    assert "Player 3" not in next(e for e in ev if e.kind == "roll" and "command_dice" in e.data).text


def test_nm_multi_09_last_player_with_monsters_wins():
    """NM-MULTI-09, NM-END-01: when only one player has monsters left, they win; the reason names them."""
    s = position([(0, "graveghoul", 5, 5), (2, "mud_mumps", 6.3, 5)], gems=(0, 0, 0))
    s.out = [1]
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="graveghoul")
    a, d = combat.base_pools(s, "melee", s.monster("p0-graveghoul-1"), s.monster("p2-mud_mumps-1"))
    s.forced = [A2] * a + [D1] * d
    ev = []
    combat.start(s, "melee", "p0-graveghoul-1", "p2-mud_mumps-1", ev)
    outcome = GAME.outcome(s)
    assert outcome.winners == (0,) and outcome.reason == "Player 1 has the last monsters on the battle map"
    assert s.out == [1, 2] and [e.kind for e in ev][-2:] == ["eliminated", "game_over"]


def test_nm_multi_12_simultaneous_elimination_all_win():
    """NM-MULTI-12 (as NM-END-02): the last monsters of the remaining players smashed in one
    combat: all of them win."""
    s = position([(0, "graveghoul", 5, 5), (2, "graveghoul", 6.3, 5)], gems=(0, 0, 0))
    s.out = [1]
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="graveghoul")
    a, d = combat.base_pools(s, "melee", s.monster("p0-graveghoul-1"), s.monster("p2-graveghoul-1"))
    s.forced = [D1] * a + [A1] * d  # 0 hits each: a tie smashes both
    ev = []
    combat.start(s, "melee", "p0-graveghoul-1", "p2-graveghoul-1", ev)
    outcome = GAME.outcome(s)
    assert outcome.winners == (0, 2)
    assert outcome.reason == "The last monsters are smashed together: Players 1 and 3 win"
    assert s.out == [1] and not any(e.kind == "eliminated" for e in ev)
    assert GAME.to_act(s) == []


def test_nm_end_02_two_players_keep_their_words():
    """NM-END-02 with 2 players: both win, in the words the 2-player game always used."""
    s = position([(0, "graveghoul", 5, 5), (1, "graveghoul", 6.3, 5)], gems=(0, 0))
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="graveghoul")
    s.forced = [D1] * 3 + [A1] * 2
    combat.start(s, "melee", "p0-graveghoul-1", "p1-graveghoul-1", [])
    assert GAME.outcome(s).reason == "The last monsters are smashed together: both players win"
    assert s.out == []


# -- whole games ---------------------------------------------------------------------------------


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize(
    "players,mode,map_id,seed",
    [
        (3, "standard", "twins_vale", 1),
        (4, "standard", "mudbog", 2),
        (3, "advanced", "ridge", 3),
        (4, "basic", "graveyard", 4),
    ],
)
def test_nm_multi_games_from_settings_to_the_end(players, mode, map_id, seed):
    """NM-MULTI-02..12: bots play 3- and 4-player games from the settings through set-up to a
    winner; everyone but the winners goes out, in order, and never acts after going out."""
    s, events = bot_game({"players": players, "mode": mode, "map": map_id}, seed)
    outcome = GAME.outcome(s)
    assert outcome is not None and s.phase == "over"
    assert sorted(list(outcome.winners) + s.out) == list(range(players))
    assert all(s.alive(seat) == [] for seat in s.out)
    assert len(s.terrain) == (3 if mode != "basic" else 0)
    out_at = {e.data["seat"]: i for i, e in enumerate(events) if e.kind == "eliminated"}
    assert sorted(out_at) == sorted(s.out)
    for seat, i in out_at.items():
        later = [e for e in events[i + 1 :] if e.kind in ("turn", "command_start") and e.data.get("seat") == seat]
        assert later == []
    assert events[0].kind == "roll" and events[0].data["rolloff"] == s.rolloff


# -- the Insectomite's tie protection in both kinds of combat (audit) --------------------------


def _tie(kind, att, dfn, screech=False):
    s = position([(0, att, 5, 5), (1, dfn, 6.3, 5)], gems=(0, 0))
    if screech:  # Batadactyl's magic: its ranged attacks smash on a tie
        from tabletop.games.necromolds.state import CommandDie

        s.seats[0].dice = [CommandDie(face="magic", status="assigned", book=att, slot=-1)]
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move" if kind == "melee" else "ranged", distance=5.0, book=att)
    a, d = combat.base_pools(s, kind, s.monster(f"p0-{att}-1"), s.monster(f"p1-{dfn}-1"))
    s.forced = [A1] + [D1] * (a - 1) + [D1] + [A1] * (d - 1)  # 1 attack hit against 1 defense hit
    ev = []
    combat.start(s, kind, f"p0-{att}-1", f"p1-{dfn}-1", ev)
    result = next(e for e in ev if e.kind == "combat_result")
    assert result.data["attack_hits"] == result.data["defense_hits"] == 1
    return s


def test_nm_book_16_exturn_03_insectomite_survives_a_tie_in_melee_and_in_ranged():
    """NM-BOOK-16, NM-EXTURN-03: 'when tied in combat, friendly monster is not smashed' holds in
    melee (only the attacker is smashed) and in ranged combat, even against a ranged attack that
    smashes on a tie (Batadactyl's Screech), which does smash a monster without the protection."""
    s = _tie("melee", "graveghoul", "insectomite")
    assert s.monster("p1-insectomite-1").alive and not s.monster("p0-graveghoul-1").alive
    s = _tie("melee", "graveghoul", "mud_mumps")
    assert not s.monster("p1-mud_mumps-1").alive and not s.monster("p0-graveghoul-1").alive
    s = _tie("ranged", "batadactyl", "insectomite", screech=True)
    assert s.monster("p1-insectomite-1").alive and s.monster("p0-batadactyl-1").alive
    s = _tie("ranged", "batadactyl", "graveghoul", screech=True)
    assert not s.monster("p1-graveghoul-1").alive
    s = _tie("ranged", "batadactyl", "graveghoul")
    assert s.monster("p1-graveghoul-1").alive
