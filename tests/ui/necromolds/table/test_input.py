"""Input: pygame events become engine actions (Roll & Assign, Move and Ranged commands,
Resolving Combat); illegal drops change nothing and say why."""

from __future__ import annotations

import math

import pytest

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tests.ui.necromolds.table.conftest import (
    click,
    frame,
    inside_reach,
    midgame_mover,
    mouse,
    scenario_scene,
    screen_of,
)


def test_drag_a_die_onto_a_matching_slot_assigns_it(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    st = scene.state
    lib = library()
    for rect, die in scene.hits[0].tray:  # noqa: B007 (the rect of the die found is used after the loop)
        face = st.seats[0].dice[die].face
        target = next(
            (
                (r, b, j)
                for r, b, j, _d in scene.hits[0].slots
                if (j >= 0 and face in lib.books[b].slots[j].commands) or (j == -1 and face == "magic")
            ),
            None,
        )
        if target:
            break
    assert target, "some die matches some slot"
    r, book, j = target
    mouse(scene, "move", rect.center)
    mouse(scene, "down", rect.center)
    mouse(scene, "move", (rect.centerx + 30, rect.centery - 30))
    mouse(scene, "move", r.center)
    frame(scene, screen)
    mouse(scene, "up", r.center)
    last = scene.session.actions[-1]
    assert isinstance(last, A.Assign) and (last.die, last.book, last.slot) == (die, book, j)
    assert scene.state.seats[0].dice[die].status == "assigned"


def test_done_button_commits_the_dice(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    click(scene, scene.buttons.get("done_0").rect.center)
    assert isinstance(scene.session.actions[-1], A.AssignDone) or scene.state.seats[0].assign_done


def _drag(scene, screen, mid, goal):
    m = scene.state.monster(mid)
    mouse(scene, "move", screen_of(scene, m.x, m.y))
    mouse(scene, "down", screen_of(scene, m.x, m.y))
    for k in range(1, 6):
        t = k / 5
        mouse(scene, "move", screen_of(scene, m.x + (goal[0] - m.x) * t, m.y + (goal[1] - m.y) * t))
    frame(scene, screen)
    return mouse(scene, "up", screen_of(scene, *goal))


def test_drag_a_monster_makes_a_move(ctx, screen):
    scene, mid, _m = midgame_mover(ctx, screen)
    goal = inside_reach(scene, mid)
    assert goal
    n = len(scene.session.actions)
    _drag(scene, screen, mid, goal)
    assert len(scene.session.actions) == n + 1
    last = scene.session.actions[-1]
    assert isinstance(last, A.Move) and last.monster == mid
    moved = scene.state.monster(mid)
    px = 1 / scene.camera.scale  # one pixel of rounding
    assert math.dist((moved.x, moved.y), goal) < 2 * px + 0.06


def test_an_illegal_drop_changes_nothing_and_says_why(ctx, screen):
    scene, mid, m = midgame_mover(ctx, screen)
    st = scene.state
    before = scene.session.state
    n = len(scene.session.actions)
    far_goal = (
        (m.x, min(17.0, m.y + st.command.distance + 3.0))
        if m.y < 9
        else (m.x, max(1.0, m.y - st.command.distance - 3.0))
    )
    _drag(scene, screen, mid, far_goal)
    assert len(scene.session.actions) == n and scene.session.state is before
    # let go there, on or beside an enemy, it says what reaching that enemy needs (NM-MOVE-13)
    assert scene.toast is not None and scene.toast[0].startswith(("Can't end there", "Too far to reach "))


def test_hover_a_target_shows_the_sightline_verdict(ctx, screen):
    scene = scenario_scene(ctx, "ranged_sightline")
    scene.aim.set_hover(None)  # the scenario's aim, pointing nowhere
    frame(scene, screen)
    target = scene.aim.legal_targets()[0]
    e = scene.state.monster(target)
    mouse(scene, "move", screen_of(scene, e.x, e.y))
    v = scene.aim.hover_verdict
    assert v is not None and v.seen and v.margin >= 0
    assert v.text.startswith(("in range by", "just in range")) and "in sight" in v.text
    n = len(scene.session.actions)
    click(scene, screen_of(scene, e.x, e.y))
    assert isinstance(scene.session.actions[n], A.Ranged) and scene.session.actions[n].target == target


def test_combat_window_buys_dice_then_confirms(ctx, screen):
    scene = scenario_scene(ctx, "combat_window")
    frame(scene, screen)
    st = scene.state
    assert st.phase == "combat" and scene.combat is not None
    n = len(scene.session.actions)
    more = scene.buttons.get("combat_more")
    assert more is not None and more.enabled
    click(scene, more.rect.center)
    frame(scene, screen)
    click(scene, scene.buttons.get("combat_confirm").rect.center)
    assert scene.session.actions[n] == A.BuyDice(seat=0, count=1)


def test_undo_takes_back_a_move_without_combat(ctx, screen):
    """A legal move (one the engine lists, ending away from every enemy) is made by dragging, then Undo puts it back."""
    from shapely.geometry import Point

    from tabletop.ui.necromolds.table import queries as Q

    scene, mid, m = midgame_mover(ctx, screen)
    st = scene.state
    start = (m.x, m.y)
    area = Q.battlefield(st).reachable_area(mid, st.command.distance).buffer(-0.05)
    others = [e for e in st.alive() if e.owner != m.owner]
    goal = next(
        p
        for r in (1.5, 1.0, 0.7)
        for k in range(16)
        for p in [(m.x + r * math.cos(k * math.pi / 8), m.y + r * math.sin(k * math.pi / 8))]
        if area.contains(Point(p)) and all(math.dist(p, (e.x, e.y)) > 3.0 for e in others)
    )
    n = len(scene.session.actions)
    scene.begin_drag(mid)
    scene.drag_to(goal)
    assert scene.move.legal, scene.move.reason
    assert scene.drop(), scene.toast
    assert len(scene.session.actions) == n + 1 and isinstance(scene.session.actions[-1], A.Move)
    assert scene.state.phase in ("command", "turns")
    assert (scene.state.monster(mid).x, scene.state.monster(mid).y) != start
    frame(scene, screen)
    assert scene.can_undo()
    click(scene, scene.buttons.get("undo").rect.center)
    assert len(scene.session.actions) == n
    assert (scene.state.monster(mid).x, scene.state.monster(mid).y) == start
    assert scene.log_lines()[-1].text.startswith("Undone")


def test_no_monster_tooltip_over_the_combat_window(ctx, screen):
    """Regression: a monster under the combat window showed its tooltip on top of the window."""
    scene = scenario_scene(ctx, "combat_window")
    frame(scene, screen)
    assert scene.combat is not None
    m = scene.state.monster(scene.combat.defender)
    mouse(scene, "move", screen_of(scene, m.x, m.y))
    for _ in range(40):
        frame(scene, screen)
    key = scene._hover_key()
    assert key is None or key[0] in ("button", "combat")  # the window itself: F2 there opens the combat rules


def test_a_game_loaded_in_the_middle_of_a_combat_shows_the_combat_window(ctx, screen):
    """Regression: loading a save taken in a combat showed 'Combat! Player 1 decides' and no window to decide in."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.necromolds import combat as nm_combat
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.necromolds.table.scene import TableScene

    session = Session(get_game("necromolds"), {"mode": "standard", "map": "twins_vale"}, 7)
    driver = BotDriver(session, {0, 1}, delay=0)
    for _ in range(5000):
        st = session.state
        if st.phase == "combat" and st.combat.stage in ("att_buy", "def_buy") and nm_combat.deciding_seat(st) == 0:
            break
        assert st.phase != "over"
        driver.step(driver.bot_to_act())
    scene = TableScene(ctx, session, bot_seats={1})
    scene.enter()
    frame(scene, screen)
    assert scene.combat is not None and not scene.combat.done
    n = len(session.actions)
    button = scene.buttons.get("combat_confirm")
    assert button is not None
    click(scene, button.rect.center)
    assert len(session.actions) == n + 1 and isinstance(session.actions[-1], A.BuyDice)


def test_hot_seat_says_whose_turn_it_is_over_the_map(ctx, screen):
    """Playtest: in hot-seat the change of turn was only a change of banner colour; now a note over the map says it."""
    from tabletop.games.necromolds import events as E
    from tabletop.games.necromolds import words as W
    from tabletop.ui.necromolds.table.scene import TableScene

    scene = scenario_scene(ctx, "assign_round1")
    hot = TableScene(ctx, scene.session, bot_seats=set())
    hot._on_applied(scene.session, None, [W.event(scene.session.state, E.TurnBegins(1))])
    assert hot.toast is not None and hot.toast[0] == "Player 2: your turn"


def _at_assign(mode, bots, seed=4):
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": mode, "map": "twins_vale"}, seed)
    driver = BotDriver(session, {0, 1}, delay=0)
    while session.state.phase != "assign":
        driver.step(driver.bot_to_act())
    return session


def test_hot_seat_assign_one_player_at_a_time_and_no_double_click_through(ctx, screen):
    """Playtest: 'Player 2: done' slid into the place of 'Player 1: done' and a double click committed both."""
    from tabletop.ui.necromolds.table.scene import DOUBLE_CLICK, TableScene

    scene = TableScene(ctx, _at_assign("standard", set()), bot_seats=set())
    scene.enter()
    frame(scene, screen)
    first = scene.buttons.get("done_0")
    assert first is not None and scene.buttons.get("done_1") is None
    assert "(Player 2 next)" in scene.prompt()[0]
    click(scene, first.rect.center)
    frame(scene, screen, dt=0.05)
    second = scene.buttons.get("done_1")
    assert second is not None and second.rect == first.rect and not second.enabled
    click(scene, second.rect.center)  # the second click of a double click does nothing
    assert not scene.state.seats[1].assign_done
    frame(scene, screen, dt=DOUBLE_CLICK)
    click(scene, scene.buttons.get("done_1").rect.center)
    assert isinstance(scene.session.actions[-1], A.AssignDone) and scene.session.actions[-1].seat == 1


def test_advanced_discard_two_change_one(ctx, screen):
    """NM-ADV-06 in the UI: right-click two dice, 'Discard 2, change 1', pick the face, then the die."""
    from tabletop.ui.necromolds.table.layout import centre_of
    from tabletop.ui.necromolds.table.scene import TableScene

    scene = TableScene(ctx, _at_assign("advanced", {1}), bot_seats={1})
    scene.enter()
    frame(scene, screen)
    tray = scene.layout.panels[0].tray_dice
    assert len(tray) >= 4
    (r0, d0), (r1, d1) = tray[0], tray[1]
    click(scene, centre_of(r0), button=3)
    click(scene, centre_of(r1), button=3)
    frame(scene, screen)
    button = scene.buttons.get("change_0")
    assert button is not None and button.enabled
    click(scene, button.rect.center)
    rects = scene._menu_rects()
    assert all(
        r.top >= 0 and r.bottom <= screen.get_height() and r.right <= screen.get_width() for r, _o in rects
    )  # regression: 'wild' was off-screen
    assert scene._hover_key() is None  # no tooltip over the open menu
    option = next(rect for rect, opt in rects if opt == "wild")
    click(scene, option.center)
    target_rect, target = tray[2]
    click(scene, centre_of(target_rect))  # more than one die could change: pick it
    last = scene.session.actions[-1]
    assert (
        isinstance(last, A.ChangeCommand) and set(last.discard) == {d0, d1} and last.die == target and last.to == "wild"
    )
    dice = scene.state.seats[0].dice
    assert dice[target].face == "wild" and dice[d0].status == "discarded" and dice[d1].status == "discarded"


def test_advanced_discard_one_reroll_the_chosen_dice_NM_ADV_05(ctx, screen):
    """NM-ADV-05 in the UI: discard 1 die to reroll ANY chosen set of the others (play-test r19: the button
    rerolled all of them). Right-click the discard, press the reroll button, click a die to keep it (the
    button then counts one fewer), press again: the kept die keeps its face and is not in the reroll."""
    from tabletop.ui.necromolds.table.assigning import RerollPickTool
    from tabletop.ui.necromolds.table.layout import centre_of
    from tabletop.ui.necromolds.table.scene import TableScene

    scene = TableScene(ctx, _at_assign("advanced", {1}), bot_seats={1})
    scene.enter()
    frame(scene, screen)
    tray = scene.layout.panels[0].tray_dice
    assert len(tray) >= 4
    (r0, d0), (r1, d1) = tray[0], tray[1]
    others = [d for _r, d in tray if d != d0]
    click(scene, centre_of(r0), button=3)
    frame(scene, screen)
    click(scene, scene.buttons.get("reroll_0").rect.center)
    frame(scene, screen)
    assert scene.tools.find(RerollPickTool) is not None and scene.state.seats[0].dice[d0].status == "rolled"
    button = scene.buttons.get("reroll_0")
    assert button.label == f"Reroll {len(others)} dice" and button.enabled
    assert scene.panel_look(0).clickable_dice == set(others)  # the lit dice are the ones that reroll
    click(scene, centre_of(r1))  # keep this one
    frame(scene, screen)
    assert scene.buttons.get("reroll_0").label == f"Reroll {len(others) - 1} {'die' if len(others) == 2 else 'dice'}"
    click(scene, scene.buttons.get("reroll_0").rect.center)
    last = scene.session.actions[-1]
    assert isinstance(last, A.RerollCommands) and last.discard == d0
    assert set(last.reroll) == set(others) - {d1}
    frame(scene, screen)
    assert scene.tools.find(RerollPickTool) is None and scene.state.seats[0].dice[d0].status == "discarded"


def test_a_ranged_command_with_nothing_in_range_says_so(ctx, screen):
    """Playtest: with no enemy in range the prompt still said 'click a green target'."""
    from tabletop.ui.necromolds.table.scene import TableScene

    session = _at_assign("standard", set())
    st = session.state
    scene = TableScene(ctx, session, bot_seats={1})
    scene.enter()
    lib = library()
    dice = st.seats[0].dice
    for i, d in enumerate(dice):  # a wild or ranged die onto a ranged slot, from far away (round 1: armies 16 in apart)
        for m in st.alive(0):
            slots = lib.books[m.book].slots
            j = next((j for j, sl in enumerate(slots) if "ranged" in sl.commands), None)
            if j is not None and d.face in ("ranged", "wild") and scene.assign(0, i, m.book, j):
                break
        if scene.menu:
            scene.menu = None
    if not any(d.status == "assigned" for d in scene.state.seats[0].dice):
        pytest.skip("no ranged die rolled for this seed")
    scene.assign_done(0)
    driver = __import__("tabletop.ui.bot_driver", fromlist=["BotDriver"]).BotDriver(session, {1}, delay=0)
    driver.run_until_human()
    st = session.state
    if st.phase != "turns" or st.turn_seat != 0:
        pytest.skip("not our turn after the bot")
    die = next(i for i, d in enumerate(st.seats[0].dice) if d.status == "assigned")
    assert scene.start_command(0, die)
    assert not scene.anyone_can_shoot()
    assert "no enemy in range" in scene.prompt()[0]


def _advanced_reroll_stage(seed_range=range(1, 40)):
    """An advanced game played by bots until a human (seat 0) attacker can gem-rage in a melee."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.necromolds import combat as nm_combat
    from tabletop.ui.bot_driver import BotDriver

    for seed in seed_range:
        session = Session(get_game("necromolds"), {"mode": "advanced", "map": "twins_vale"}, seed)
        driver = BotDriver(session, {0, 1}, delay=0)
        for _ in range(4000):
            st = session.state
            if st.phase == "over":
                break
            c = st.combat
            if (
                st.phase == "combat"
                and c.stage == "att_reroll"
                and c.kind == "melee"
                and nm_combat.deciding_seat(st) == 0
                and st.seats[0].gems >= 1
                and any("gem" in library().combat_die.faces[f] for f in c.att_faces)
            ):
                return session
            driver.step(driver.bot_to_act())
    pytest.skip("no melee with a gem to rage on in these seeds")


def test_advanced_gem_rage_from_the_combat_window(ctx, screen):
    """NM-ADV-09 in the UI: the attacker's Gem rage button rerolls the gem dice, then Keep result resolves."""
    from tabletop.ui.necromolds.table.scene import TableScene

    session = _advanced_reroll_stage()
    scene = TableScene(ctx, session, bot_seats={1})
    scene.enter()
    frame(scene, screen)
    rage = scene.buttons.get("combat_rage")
    assert rage is not None and rage.enabled
    assert rage.icon == "reroll"  # NM-ICON-01: the rulebook's Reroll icon where the reroll rules show
    click(scene, rage.rect.center)
    assert isinstance(session.actions[-1], A.GemRage)
    for _ in range(60):
        frame(scene, screen, dt=0.05)
    keep = scene.buttons.get("combat_keep")
    if keep is not None:
        click(scene, keep.rect.center)
    assert session.state.phase != "combat" or session.state.combat.stage not in ("att_reroll",)


def test_save_button_writes_a_save_that_loads_to_the_same_state(ctx, screen):
    """Save and load from the menu: the table's Save button writes a file in the saves folder."""
    from tabletop import paths
    from tabletop.ui.necromolds import persist

    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    click(scene, scene.buttons.get("save").rect.center)
    saves = sorted(paths.saves_dir().glob("*.json"))
    assert saves, "a save file was written"
    loaded = persist.load_game(saves[-1])
    game = scene.session.game
    assert game.snapshot(loaded.state) == game.snapshot(
        scene.session.state
    )  # the save holds the game, not a seat's view
    assert "Saved as" in scene.toast[0]


def test_no_tooltip_opens_by_itself_after_a_click_it_waits_for_the_cursor_to_rest(ctx, screen):
    """Issue 10: after a click (or a drop) the tooltip of what is under the cursor does not open
    on its own; once the cursor moves and rests, it does."""
    from tabletop.ui.necromolds.table.tooltips import TOOLTIP_DELAY

    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    card = scene.layout.panels[0].cards[0].rect
    spot = (card[0] + card[2] // 2, card[1] + 8)
    mouse(scene, "move", spot)
    click(scene, spot)
    for _ in range(int(3 * TOOLTIP_DELAY * 60)):
        frame(scene, screen)
    assert scene.hover_key is not None and scene.hover_time < TOOLTIP_DELAY
    mouse(scene, "move", (spot[0] + 2, spot[1]))
    for _ in range(int(2 * TOOLTIP_DELAY * 60)):
        frame(scene, screen)
    assert scene.hover_time >= TOOLTIP_DELAY


def test_the_cursor_label_flips_to_stay_inside_the_map_view():
    """Issue 10: the label that follows the cursor never runs under the side panel or off the map:
    near the right or bottom edge it goes to the other side of the cursor."""
    from tabletop.ui.necromolds.table.move_tool import place_label

    area = (300, 100, 660, 500)  # the map view: x 300..960, y 100..600
    assert place_label((400, 200), (200, 40), area) == (418, 216)  # room: below right
    x, y = place_label((900, 200), (200, 40), area)
    assert x + 200 <= 960 - 4 and x < 900  # flipped to the left of the cursor
    x, y = place_label((400, 590), (200, 40), area)
    assert y + 40 <= 600 - 4 and y < 590  # flipped above
    x, y = place_label((955, 595), (400, 60), area)
    assert x >= 300 and x + 400 <= 960 and y >= 100 and y + 60 <= 600


def test_a_combat_fought_as_the_battle_opens_keeps_its_window(ctx, screen):
    """The set-up is phases of one screen: the battle's first actions run on the set-up step's tool stack,
    and a combat window they open stays up when the table's own stack takes over (the combat_result
    scenario lost its window when set-up became phases, NM-BASIC-35: the result waits for Continue)."""
    from tabletop.ui.necromolds.table.combat_flow import CombatTool

    scene = scenario_scene(ctx, "combat_result")
    tool = scene.tools.find(CombatTool)
    assert tool is not None and tool.record.done
