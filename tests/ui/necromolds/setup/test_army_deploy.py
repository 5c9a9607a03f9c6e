"""Army builder (NM-SETUP-11..18), hot-seat hand-over and deployment (NM-SETUP-19, NM-SETUP-20), driven by input events."""

from __future__ import annotations

from tabletop.games.necromolds.actions import ArmyDone, Deploy, Mold, MoldPreset
from tabletop.ui.necromolds.wording import reason as worded
from tests.ui.necromolds.setup.conftest import (
    click,
    drag,
    finish_bots,
    new_session,
    notice,
    open_game,
    press_button,
    steps,
)


def to_army(app, bots=(1,), seed=1):
    """A game whose terrain step is done, on the army step of the game screen."""
    session = new_session(seed=seed, bots=bots)
    scene = open_game(app, session)
    while session.state.phase == "terrain":
        if scene.step.is_human(scene.step.placer):
            scene.press("quick")
            steps(app, 2)
        else:
            finish_bots(app)
    if getattr(scene.step, "finished", False):  # the finished battlefield waits for Continue (issue 10)
        scene.press("done")
        steps(app, 2)
    assert app.stack.top is scene and scene.name == "necromolds_army"
    return session, scene


def spot(scene, key):
    return next(s for s in scene.step.spots if s.key == key)


def test_mold_until_the_clay_runs_out_meter_and_refusal(app):
    from tabletop.games.necromolds.library import library

    lib = library()
    session, scene = to_army(app)
    seat = scene.step.seat
    budget = lib.rules.clay_budget
    assert seat == 0 and session.state.seats[0].clay == budget
    assert not scene.setup_buttons.done_button.is_enabled and "keep molding" in scene.setup_buttons.done_reason.lower()
    cost = lib.books["cragmaw"].sizes[0].clay
    n = 0
    while session.state.seats[0].clay >= cost:
        click(app, spot(scene, "mold:cragmaw:0").rect.center)
        n += 1
    left = session.state.seats[0].clay
    assert left == budget - n * cost
    # Not enough clay for another Cragmaw: refused before it is even tried.
    cragmaw = spot(scene, "mold:cragmaw:0")
    assert not cragmaw.enabled and cragmaw.reason == f"not enough clay: Cragmaw needs {cost} dr, {left} dr left"
    before = len(session.actions)
    click(app, cragmaw.rect.center)
    assert len(session.actions) == before and notice(scene) == worded(cragmaw.reason) and scene.toast_bad
    # Fill up with whatever still fits, until nothing does: then Done is allowed.
    for _ in range(40):
        fits = [sp for sp in scene.step.spots if sp.key.startswith("mold:") and sp.enabled]
        if not fits:
            break
        click(app, fits[0].rect.center)
    assert all(not s.enabled for s in scene.step.spots if s.key.startswith("mold:"))
    assert scene.setup_buttons.done_button.is_enabled
    molds = [a for a in session.actions if isinstance(a, Mold) and a.seat == 0]
    assert [(a.book, a.size) for a in molds[:n]] == [("cragmaw", 0)] * n
    # The meter: little clay is left, so the bar shows molded monsters and a different colour at its end.
    from tabletop.ui.necromolds.setup.layout import setup_layout

    x, y, w, _h = setup_layout(app.ctx.size)["side_inner"]
    meter_y = y + 30 + 13
    left_colour = tuple(app.window.get_at((x + w - 3, meter_y)))[:3]
    used_colour = tuple(app.window.get_at((x + w // 2, meter_y)))[:3]
    assert left_colour != used_colour
    # Unmold one (the − beside the Cragmaw row) gives the clay back.
    before_clay = session.state.seats[0].clay
    click(app, spot(scene, "unmold:cragmaw:0").rect.center)
    assert session.state.seats[0].clay == before_clay + cost and not scene.setup_buttons.done_button.is_enabled


def test_starting_tip_is_one_click_and_done_moves_on(app):
    session, scene = to_army(app)
    click(app, spot(scene, "mold:mud_mumps:0").rect.center)
    press_button(app, scene.setup_buttons.quick_button)
    mine = [m.book for m in session.state.monsters if m.owner == 0]
    assert mine.count("insectomite") == 1 and mine.count("graveghoul") == 3 and mine.count("mud_mumps") == 5
    assert any(isinstance(a, MoldPreset) and a.preset == "starting_tip" for a in session.actions)
    from tabletop.games.necromolds.library import library

    used = sum(library().size(m.book, m.size).clay for m in session.state.monsters if m.owner == 0)
    assert session.state.seats[0].clay == library().rules.clay_budget - used
    press_button(app, scene.setup_buttons.done_button)
    assert any(isinstance(a, ArmyDone) and a.seat == 0 for a in session.actions)
    top = finish_bots(app)
    assert session.state.phase == "deploy"
    assert top is scene and top.name == "necromolds_deploy"


def test_hot_seat_hands_over_between_two_humans(app):
    _session, scene = to_army(app, bots=())
    assert scene.step.seat == 0
    press_button(app, scene.setup_buttons.quick_button)
    press_button(app, scene.setup_buttons.done_button)
    hand = app.stack.top
    assert hand.name == "handover" and hand.seat == 1 and "to mold an army" in hand.what
    click(app, hand.button_rect().center)
    assert app.stack.top is scene
    assert scene.name == "necromolds_army" and scene.step.seat == 1 and scene.seat_at_screen == 1
    assert scene.needs_handover(0, 1) and not scene.needs_handover(1, 1)


def to_deploy(app, seed=3):
    """Both armies molded (Starting Tip), on Player 1's deployment screen."""
    session, scene = to_army(app, seed=seed)
    press_button(app, scene.setup_buttons.quick_button)
    press_button(app, scene.setup_buttons.done_button)
    scene = finish_bots(app)
    assert scene.name == "necromolds_deploy" and scene.step.seat == 0 and scene.step.interactive()
    return session, scene


def test_drag_a_monster_to_the_border_and_a_refused_drop(app):
    session, scene = to_deploy(app)
    step = scene.step
    m = step.waiting()[0]
    target = tuple(round(v) for v in step.camera.map_to_screen(4.0, 0.9))
    drag(app, step.tray[m.id].center, target)
    deploys = [a for a in session.actions if isinstance(a, Deploy)]
    assert len(deploys) == 1 and deploys[0].monster == m.id
    assert session.state.monster(m.id).deployed
    # A drop in the middle of the map is refused with the engine's reason; nothing changes.
    before = session.game.snapshot(session.state)
    n = len(session.actions)
    other = step.waiting()[0]
    away = tuple(round(v) for v in step.camera.map_to_screen(12.0, 9.0))
    drag(app, step.tray[other.id].center, away)
    # the engine's reason, as the screen shows every refusal (regression: no coordinates shown)
    assert notice(scene) == "The base must touch your green border (the top edge)" and scene.toast_bad
    assert len(session.actions) == n and session.game.snapshot(session.state) == before
    # A deployed monster can be picked up from the map and put elsewhere on the border.
    moved = tuple(round(v) for v in step.camera.map_to_screen(8.0, 0.9))
    drag(app, target, moved)
    assert abs(session.state.monster(m.id).x - 8.0) < 0.05


def test_deploy_all_then_done_reaches_the_battle_table(app):
    session, scene = to_deploy(app)
    assert not scene.setup_buttons.done_button.is_enabled
    assert scene.step.tray_heading() == "Your army · 9 to deploy"
    press_button(app, scene.setup_buttons.quick_button)
    assert not scene.step.waiting()
    assert all(m.deployed for m in session.state.monsters if m.owner == 0)
    press_button(app, scene.setup_buttons.done_button)
    top = finish_bots(app)
    assert session.state.phase not in ("terrain", "army", "deploy")
    assert top is scene and top.name == "necromolds_table" and scene.step is None


def test_refusal_wording_names_edges_and_agrees_in_number():
    """Regression: '(the y = 18 edge)' and '9 monster(s) still to deploy' were shown as they came
    (the engine now words them; the table capitalises)."""
    from tabletop.games.necromolds import setup
    from tabletop.ui.necromolds.wording import reason

    state = setup.initial_state({"mode": "standard"}, 1)
    assert reason(setup.border_problem(state, 1, 1.0, 5.0)) == "The base must touch your green border (the bottom edge)"
    assert reason(setup.border_problem(state, 0, 1.0, 12.0)) == "The base must touch your green border (the top edge)"
    assert reason("9 monsters still to deploy") == "9 monsters still to deploy"


def test_a_green_players_border_stands_out_on_the_green_strip(app):
    """Regression: Moss Green washed over the green border strip was nearly invisible for Player 2."""
    from dataclasses import replace

    import pygame

    from tabletop.games.necromolds.library import library
    from tabletop.ui.necromolds.setup.deploy import DeployStep
    from tests.ui.necromolds.setup.conftest import AMBER, MOSS

    session, screen = to_deploy(app)
    view = replace(screen.setup_view(), bots=frozenset(), colours=(AMBER, MOSS))
    scene = DeployStep(view, 1)  # Player 2 (moss green) deploying
    scene.camera = screen.step.camera  # the same map area
    mp = library().maps[session.state.map]
    surf = pygame.Surface(app.ctx.size)
    strip = (60, 110, 60)
    surf.fill(strip)
    scene._draw_border(surf, mp, 1.0)
    x, y = (round(v) for v in scene.camera.map_to_screen(mp.width * 0.25, mp.height - mp.border / 2))
    got = surf.get_at((x, y))[:3]
    assert sum(abs(a - b) for a, b in zip(got, strip)) > 90, got


def test_a_big_monster_dropped_on_the_middle_of_the_strip_is_deployed(app):
    """Regression: dropping a big base on the middle of the 1 in strip was refused ('would hang off the map')."""
    from tabletop.games.necromolds import field
    from tabletop.games.necromolds.library import library

    session, screen = to_deploy(app)
    scene = screen.step
    big = max(scene.waiting(), key=lambda m: field.base_of(m)[0])
    r, _ = field.base_of(big)
    mp = library().maps[session.state.map]
    assert r > mp.border / 2  # it would hang off if placed where the player aims
    target = tuple(round(v) for v in scene.camera.map_to_screen(6.0, mp.border / 2))
    drag(app, scene.tray[big.id].center, target)
    m = session.state.monster(big.id)
    assert m.deployed and abs(m.x - 6.0) < 0.1 and m.y >= r


def test_the_other_players_status_is_wrapped_to_the_panel(app, monkeypatch):
    """Regression: 'Player 2 (computer): molding · 3 monsters so far · basic play: only Size matters' ran off the panel."""
    import pygame

    from tabletop.ui.necromolds.setup import army as army_mod
    from tabletop.ui.necromolds.setup.layout import setup_layout

    _session, _scene = to_army(app)
    seen = []
    real = army_mod.D.draw_wrapped

    def spy(surface, text, kind, size, colour, rect, *a, **k):
        seen.append((text, pygame.Rect(rect)))
        return real(surface, text, kind, size, colour, rect, *a, **k)

    monkeypatch.setattr(army_mod.D, "draw_wrapped", spy)
    steps(app, 2)
    x, _y, w, _h = setup_layout(app.ctx.size)["side_inner"]
    status = [(t, r) for t, r in seen if t.startswith("Player 2 (computer):")]
    assert status and all(r.left >= x and r.right <= x + w for _t, r in status)


def test_hovering_a_token_names_the_monster(app):
    """Playtest: the deploy tokens show initials only ('Gr', 'MM'); the one under the cursor is named."""
    import pygame

    from tests.ui.necromolds.setup.conftest import post

    _session, screen = to_deploy(app)
    scene = screen.step
    m = scene.waiting()[0]
    post(app, (pygame.MOUSEMOTION, {"pos": scene.tray[m.id].center, "rel": (0, 0), "buttons": (0, 0, 0)}), frames=2)
    name = scene.hover_name()
    assert name and name.startswith(("Insectomite", "Graveghoul", "Mud Mump")) and "Player 1" in name
