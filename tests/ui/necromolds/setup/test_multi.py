"""The set-up screens with 3 and 4 players (NM-MULTI): the engine's roll-off with turn order cards,
molding seat by seat with hand-overs between people, deployment along each seat's zone."""

from __future__ import annotations

import pytest

from tabletop.games.necromolds import setup as rules_setup
from tabletop.games.necromolds import words
from tests.ui.necromolds.setup.conftest import finish_bots, new_session, open_game, steps


def test_nm_setup_07_the_terrain_screen_shows_the_engines_dice_and_never_rolls(app, monkeypatch):
    """The roll-off on screen is `State.rolloff`, as the engine rolled it in `initial_state`: the screen
    neither rolls dice nor replays the seed (any roll from here on would fail the test)."""
    from tabletop.games.necromolds import chance

    session = new_session(seed=5)

    def no_rolls(*a, **k):
        raise AssertionError("the terrain screen rolled dice itself")

    monkeypatch.setattr(chance, "roll", no_rolls)
    monkeypatch.setattr(chance, "rolloff", no_rolls)
    scene = open_game(app, session)
    steps(app, 100)
    assert scene.step.history == session.state.rolloff and scene.step.history
    assert not scene.step.rolling()


@pytest.mark.parametrize("players", [3, 4])
def test_nm_multi_08_11_every_seat_rolls_and_the_turn_order_cards_break_ties(app, monkeypatch, players):
    """NM-MULTI-11: every seat's 3 dice and hits show; NM-MULTI-08: each seat's turn order card shows
    beside its dice; the player who places first is the engine's first in the order."""
    from tabletop.ui.necromolds.setup import draw as D
    from tabletop.ui.necromolds.table import cards

    session = new_session(seed=11, players=players, bots=(1,))
    st = session.state
    cards_drawn, dice_drawn = [], []
    real_card, real_die = cards.draw_order_card, D.draw_die
    monkeypatch.setattr(
        cards,
        "draw_order_card",
        lambda surface, rect, number, colour, s: (
            cards_drawn.append(number) or real_card(surface, rect, number, colour, s)
        ),
    )
    monkeypatch.setattr(
        D,
        "draw_die",
        lambda surface, rect, symbols, tint=None, tilt=0.0: (
            dice_drawn.append((tuple(symbols), tint)) or real_die(surface, rect, symbols, tint, tilt)
        ),
    )
    scene = open_game(app, session)
    scene.step.settle()
    cards_drawn.clear()
    dice_drawn.clear()
    steps(app, 1)
    assert scene.name == "necromolds_terrain"
    assert sorted(cards_drawn) == sorted(st.order_cards) == list(range(1, players + 1))
    from tabletop.games.necromolds.library import library

    faces = library().combat_die.faces
    expected = [
        (tuple(faces[f]), scene.colours[seat]) for seat in range(players) for f in st.rolloff[-1]["faces"][str(seat)]
    ]
    assert dice_drawn == expected, "the dice drawn are the engine's, seat by seat"
    order = rules_setup.terrain_order(st)
    assert scene.step.placer == order[0]
    hits = st.rolloff[-1]["hits"]
    ranked = sorted(range(players), key=lambda s: (-hits[str(s)], st.order_cards[s]))
    assert order == ranked


def test_nm_multi_molding_seat_by_seat_hands_over_between_people(app):
    """Three players, two people (seats 1 and 3) and the computer: after Player 1 molds, the table is
    handed to Player 3, never shown to them straight away."""
    from tabletop.ui.necromolds.setup.army import ArmyStep

    session = new_session(seed=5, players=3, bots=(1,), mode="basic")
    scene = open_game(app, session)
    assert isinstance(scene.step, ArmyStep) and scene.step.seat == 0
    scene.press("quick")
    scene.press("done")
    steps(app, 2)
    top = finish_bots(app)
    assert top.name == "handover" and top.seat == 2 and "to mold an army" in top.what
    app.stack.apply(top.go())
    steps(app, 2)
    assert app.stack.top is scene
    assert scene.name == "necromolds_army" and scene.step.seat == 2


@pytest.mark.parametrize("players", [3, 4])
def test_nm_multi_04_deployment_lights_the_seats_zone_and_names_it(app, monkeypatch, players):
    """NM-MULTI-04, NM-MULTI-05: the deploying seat sees its zone (setup.deploy_zone) lit and named with words.edge_of;
    every zone shows; 'Deploy all' stands the army along that zone, accepted by the engine."""
    from tabletop.games.necromolds import actions as A
    from tabletop.ui.necromolds.setup import draw as D

    session = new_session(seed=4, players=players, bots=(), mode="basic")
    for seat in range(players):
        session.submit(A.MoldPreset(seat=seat, preset="starting_tip"))
        session.submit(A.ArmyDone(seat=seat))
    assert session.state.phase == "deploy"
    zones = []
    real = D.draw_zones
    monkeypatch.setattr(
        D,
        "draw_zones",
        lambda surface, camera, state, colours, s, names=True, only=None, glow=0.0: (
            zones.append((only, names)) or real(surface, camera, state, colours, s, names, only, glow)
        ),
    )
    from tabletop.ui.necromolds.setup import deploy as deploy_screen

    order = []
    real_label, real_figure = D.zone_label, deploy_screen._figure
    monkeypatch.setattr(D, "zone_label", lambda *a, **k: order.append(("label", k.get("only"))) or real_label(*a, **k))
    monkeypatch.setattr(
        deploy_screen, "_figure", lambda *a, **k: order.append(("figure", None)) or real_figure(*a, **k)
    )
    scene = open_game(app, session)
    seat = rules_setup.deployer(session.state)
    assert scene.name == "necromolds_deploy" and scene.step.seat == seat
    scene.press("quick")  # the army stands in its zone, under where its name goes
    zones.clear()
    order.clear()
    steps(app, 1)
    assert (seat, False) in zones and (None, False) in zones  # its own zone lit; all zones drawn
    # ...and named after every figure is drawn, so no figure covers the name (issue 10: nothing covering)
    assert ("label", seat) in order and order.index(("label", seat)) > max(
        i for i, o in enumerate(order) if o[0] == "figure"
    )
    where = words.edge_of(seat, session.state)
    assert where in scene.step.turn_text(seat)
    if players == 4:
        assert "corner" in where  # four players start in the corners on this map
    mine = [m for m in session.state.monsters if m.owner == seat]
    assert mine and all(m.deployed for m in mine)
    zone = rules_setup.deploy_zone(session.state, seat)
    xs = [p[0] for p in zone]
    ys = [p[1] for p in zone]
    # every figure stands by its zone's line, not at another seat's corner
    for m in mine:
        near = min(max(min(xs), m.x), max(xs)), min(max(min(ys), m.y), max(ys))
        assert abs(near[0] - m.x) + abs(near[1] - m.y) < 4.0


def test_nm_icon_01_army_builder_ability_texts_show_their_icons(app, monkeypatch):
    """NM-ICON-01 / NM-ROUND-17: the spellbook cards of the army builder draw the rulebook's icon before
    'friendly', 'enemy' and 'smashed' in ability texts."""
    from tabletop.games.necromolds.library import library
    from tabletop.ui.necromolds.table import draw as TD

    kinds = []
    real = TD.rulebook_icon_image
    monkeypatch.setattr(
        TD, "rulebook_icon_image", lambda kind, px, colour=None: kinds.append(kind) or real(kind, px, colour)
    )
    # straight to molding: a basic game with abilities on (What Next step 5) shows the texts unfaded
    session = new_session(seed=5, mode="basic", bots=(1,), basic_abilities=True)
    army = open_game(app, session)
    assert army.name == "necromolds_army"
    kinds.clear()
    steps(app, 1)
    words = " ".join(b.magic.text + " " + b.passive.text for b in library().books.values()).lower()
    for kind in ("friendly", "enemy", "smashed"):
        if kind in words or (kind == "smashed" and "smash" in words):
            assert kind in kinds, f"no {kind} icon on the army builder's cards"
