"""Solo at the table (issue 25): the person against Basalt LaSeur, whom the rules play (NM-SOLO-*).

The set-up shown step by step (his deck, each card revealed with its dice and monsters, the line-up,
his gems), the common pool drafted by the mouse, his picks and turns paced with his reasons, and a
whole solo game played through the table's own code paths to the end screen and Rematch."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN
from tabletop.ui.necromolds.flow import scene_for
from tabletop.ui.necromolds.solo import pool
from tabletop.ui.necromolds.solo.screen import SoloScreen
from tests.ui.necromolds.table.conftest import click, first_fitting_die, frame, mouse, scenario_scene

DT = 1 / 30


def solo_scene(ctx, seed: int = 5, bot_delay: float = 0.7, speed: float = 1.0) -> SoloScreen:
    session = Session(get_game("necromolds"), {"players": 1, "map": "twins_vale"}, seed)
    ctx = SimpleNamespace(size=ctx.size, manager=None, settings=SimpleNamespace(animation_speed=speed))
    scene = scene_for(ctx, session, [], [])
    assert isinstance(scene, SoloScreen)
    scene.step_delay = bot_delay
    scene.enter()
    scene.no_first_handover()
    return scene


def set_up_to_deploy_done(scene):
    """The person's terrain (none), army (the Starting Tip) and deployment, up to their last Done."""
    s = scene.session
    bot = random.Random(1)
    from tabletop.ai.necromolds_bot import choose

    scene.submit(A.TerrainDone(seat=HUMAN))
    while not (s.state.phase == "deploy" and all(m.deployed for m in s.state.monsters if m.owner == HUMAN)):
        assert scene.submit(choose(s.game, s.state, HUMAN, bot))
    assert s.state.phase == "deploy"


def person_frame(scene, screen) -> None:
    """One frame as a person at the table plays it: a finished combat's window closed, a finished set-up
    step (the terrain, which stays up until Continue) done."""
    if scene.combat is not None and scene.combat.done and scene.combat.rolling <= 0:
        scene.close_combat()
    if scene.step is not None and scene.step.holds_screen():
        scene.press("done")
    frame(scene, screen, DT)


def play_out(scene, screen, limit: float = 60.0) -> float:
    """Frames until Basalt's steps are all shown (combat windows closed as a person would); seconds taken."""
    t = 0.0
    while scene.playing() and t < limit:
        if scene.step is not None and scene.step.holds_screen():
            scene.press("done")  # the finished terrain stays up until Continue
        if scene.combat is not None and scene.combat.done and scene.combat.rolling <= 0:
            scene.close_combat()
        frame(scene, screen, DT)
        t += DT
    assert not scene.playing()
    return t


def test_nm_solo_06_to_13_basalts_army_is_summoned_on_the_table_card_by_card(ctx, screen):
    """NM-SOLO-06..13: after the person's last deployment the table shows his deck shuffled, each card
    revealed with its 4 combat dice and the monsters made from the defence hits, the leftover clay,
    his line-up on the opposite edge and his 4 gems, one step at a time, in that order, paced."""
    scene = solo_scene(ctx)
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    assert scene.playing(), "the summoning is shown, not skipped"
    kinds = []
    shown_monsters = []
    seconds = 0.0
    while scene.playing():
        f = scene.frames[scene.frame_at]
        recs = [type(e.record) for e in f.events if isinstance(e.record, pool_records())]
        if recs and (not kinds or kinds[-1] != (scene.frame_at, recs)):
            kinds.append((scene.frame_at, recs))
            basalt = [m for m in scene.view.monsters if m.owner == BASALT]
            shown_monsters.append(len(basalt))
        frame(scene, screen, DT)
        seconds += DT
        assert seconds < 60
    order = [r for _k, recs in kinds for r in recs]
    assert order[0] is SE.DeckShuffled
    revealed = [k for k, r in enumerate(order) if r is SE.CardRevealed]
    assert revealed and order.index(SE.BasaltDeployed) > revealed[-1]
    assert order[-1] is SE.BasaltGems or order.index(SE.BasaltGems) > order.index(SE.BasaltDeployed)
    assert len(revealed) == len({k for k, recs in kinds if SE.CardRevealed in recs}), "one card a step"
    assert shown_monsters == sorted(shown_monsters) and shown_monsters[0] == 0 < shown_monsters[-1]
    assert len(set(shown_monsters)) > 2, "his monsters come card by card"
    assert seconds > 0.9 * len(kinds), "each step is on show for a moment"
    # at the end, the table is the session's: the pool of the draft is on the map
    assert scene.view is not None and scene.session.state.phase in ("draft", "turns", "command")


def pool_records():
    return (SE.DeckShuffled, SE.CardRevealed, SE.LeftoverClay, SE.BasaltDeployed, SE.BasaltGems)


def test_nm_solo_25_a_die_is_drafted_from_the_pool_by_the_mouse_and_basalts_pick_follows_with_its_question(ctx, screen):
    """NM-SOLO-25: the person drags a pool die onto a glowing slot of their spellbook; the Draft goes to
    the rules; Basalt's pick follows, shown with the Draft question that decided it (NM-SOLO-28..)."""
    scene = scenario_scene(ctx, "solo_draft")
    st = scene.session.state
    assert st.phase == "draft" and st.solo.picker == HUMAN and isinstance(scene, SoloScreen)
    frame(scene, screen)
    assert "Your pick" in scene.prompt()[0]
    view = scene.tool_view()
    rects = pool.pool_rects(view.layout, len(st.solo.pool), view)
    # the first pool die that fits one of the person's slots, and that slot on the screen
    k, (book, slot) = next(
        (i, fits[0])
        for i, face in enumerate(st.solo.pool)
        if face != "wild" and (fits := [(b, j) for b, j in sorted(pool.NQ.draft_slots(st, HUMAN, face)) if j >= 0])
    )
    where = next(r.center for r, b, j, _d in scene.hits[HUMAN].slots if (b, j) == (book, slot))
    n = len(scene.session.actions)
    mouse(scene, "move", rects[k].center)
    mouse(scene, "down", rects[k].center)
    for step in range(1, 6):
        p = (
            rects[k].centerx + (where[0] - rects[k].centerx) * step // 5,
            rects[k].centery + (where[1] - rects[k].centery) * step // 5,
        )
        mouse(scene, "move", p)
    frame(scene, screen)
    assert (book, slot) in scene.panel_look(HUMAN).drop_ok, "the slots the die may go on glow"
    mouse(scene, "up", where)
    made = scene.session.actions[n]
    assert made == A.Draft(seat=HUMAN, die=k, book=book, slot=slot)
    die = scene.session.state.seats[HUMAN].dice[0]
    assert (die.book, die.slot, die.status) == (book, slot, "assigned")
    # Basalt's pick is in the same submit; it is shown after the person's own, with its question: in the
    # bar, or (when the next pick is the person's, which the bar then says at once) under the pool's title
    assert scene.playing()
    said = []
    while scene.playing():
        said += [scene.prompt()[0], scene.pool_note().removeprefix("Basalt: ")]
        frame(scene, screen, DT)
    assert any(t.startswith("Draft question") for t in said), said
    lines = [line.text for line in scene.log_lines()]
    assert any(t.startswith("Draft question") for t in lines)
    assert any(t.startswith("Basalt takes") for t in lines)


def test_nm_round_19_a_click_on_a_pool_die_offers_its_discard(ctx, screen):
    """NM-ROUND-19 in the solo draft: a click (no drag) on a pool die asks to discard it; a magic die
    is discarded for gems."""
    scene = scenario_scene(ctx, "solo_draft")
    st = scene.session.state
    frame(scene, screen)
    rects = pool.pool_rects(scene.layout, len(st.solo.pool), scene.tool_view())
    k = next((i for i, f in enumerate(st.solo.pool) if f == "magic"), 0)
    click(scene, rects[k].center)
    menu = scene.menu
    assert menu is not None and menu.purpose == "discard_draft"
    (rect, _opt), *_ = menu.rects(scene.tool_view())
    gems = st.seats[HUMAN].gems
    n = len(scene.session.actions)
    click(scene, rect.center)
    made = scene.session.actions[n]
    assert isinstance(made, A.Draft) and made.book is None and made.die == k
    if st.solo.pool[k] == "magic":
        assert scene.session.state.seats[HUMAN].gems > gems


def test_a_click_on_the_map_during_basalts_steps_skips_to_the_end(ctx, screen):
    scene = solo_scene(ctx)
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    assert scene.playing()
    frame(scene, screen)
    click(scene, pygame.Rect(scene.layout.map).center)
    assert not scene.playing()
    assert scene.view is scene.session.game.view(scene.session.state, HUMAN) or scene.view.phase == (
        scene.session.state.phase
    )


def test_nm_solo_a_whole_solo_game_is_played_at_the_table_to_its_end_screen_and_rematch(ctx, screen):
    """Issue 25's "done when": a whole solo game against Basalt at the table, the person's actions taken
    through the table (its submit, the draft by Draft, the set-up buttons' actions) as chosen by the
    normal bot from the legal ones, Basalt's steps all shown, combat windows closed as a person does,
    to the end screen; Rematch opens a new solo game on the solo table."""
    from tabletop.ai.necromolds_bot import choose

    scene = solo_scene(ctx, seed=7, bot_delay=0.05, speed=0.0)  # no animations: the steps still one by one
    s = scene.session
    rng = random.Random(3)
    shown_steps = 0
    for _ in range(3000):
        if s.state.phase == "over":
            break
        play_out(scene, screen)
        if scene.combat is not None and scene.combat.done and scene.combat.rolling <= 0:
            scene.close_combat()
        frame(scene, screen, DT)
        if scene.step is not None and scene.step.holds_screen():
            scene.press("done")  # Continue on the finished terrain, as a person does
        if HUMAN not in s.game.to_act(s.state):
            continue
        action = choose(s.game, s.state, HUMAN, rng)
        assert scene.submit(action), f"the table refused {action}"
        shown_steps += len(scene.frames)
        frame(scene, screen, DT)
    play_out(scene, screen)
    assert s.state.phase == "over", "the game ended"
    assert shown_steps > 20, "Basalt's steps were shown one by one"
    for _ in range(90):  # the last combat's dice land; its result is read and closed, as a person does
        if scene.combat is not None and scene.combat.done and scene.combat.rolling <= 0:
            scene.close_combat()
        frame(scene, screen, DT)
    assert scene.combat is None
    from tabletop.ui.necromolds.table import end_screen

    end = end_screen.end_screen(scene.view, scene.outcome, scene.bot_seats, scene.colours)
    assert end.name(BASALT) == "Basalt LaSeur"
    assert end.title() in ("You win!", "Basalt LaSeur wins", "Game over")
    rematch = next((b for b in scene.buttons.buttons if b.key == "rematch"), None)
    assert rematch is not None, [b.key for b in scene.buttons.buttons]
    transition = scene.carry_out(rematch.action())
    again = transition.scene if hasattr(transition, "scene") else None
    assert isinstance(again, SoloScreen) and again.session.state.solo is not None


def test_a_press_on_the_pool_while_basalts_pick_is_shown_skips_it_and_takes_the_die(ctx, screen):
    """A person who reaches for the pool while Basalt's pick is still being shown loses nothing: the
    press ends the show and picks up the die under it."""
    scene = scenario_scene(ctx, "solo_draft")
    k, book, slot = first_fitting_die(scene)
    scene.draft(k, book, slot)
    assert scene.playing() and scene.session.state.solo.picker == HUMAN
    frame(scene, screen)
    view = scene.tool_view()  # as drawn: the pool before Basalt's pick, which is being shown
    shown, now = list(view.state.solo.pool), scene.session.state.solo.pool
    rects = pool.pool_rects(scene.layout, len(shown), view)
    taken = next((i for i, face in enumerate(now) if face != shown[i]), len(now))  # his die's place
    aim = 1 if taken == 0 else 0  # a die he leaves: it keeps its place (r26), and it is the pool's first now
    mouse(scene, "move", rects[aim].center)
    mouse(scene, "down", rects[aim].center)
    assert not scene.playing()
    assert scene.pool_drag() is not None and scene.pool_drag().die == 0
    assert scene.pool_drag().face == shown[aim]


def test_the_pool_tray_sits_where_it_covers_the_fewest_monsters(ctx, screen):
    """Play-test: the common pool's tray, fixed a little above the map's middle, hid the monsters
    standing there while the person chose dice. It now takes the band of the map (middle, top or
    bottom) whose monsters it covers least, and a press finds its dice where they are drawn."""
    scene = scenario_scene(ctx, "solo_draft")
    frame(scene, screen)
    view = scene.tool_view()
    st = scene.session.state
    mid = pool.tray_rect(view.layout, len(st.solo.pool))  # where it stood always
    placed = pool.tray_rect(view.layout, len(st.solo.pool), view)

    def covered(rect):
        return sum(rect.collidepoint(view.camera.map_to_screen(m.x, m.y)) for m in view.state.alive())

    # the monsters of both armies moved into the middle band (in the view the table draws): the tray leaves it
    for m in view.state.alive()[:6]:
        m.x, m.y = view.camera.screen_to_map(mid.centerx + (m.x % 3 - 1) * 60, mid.centery)
    moved = pool.tray_rect(view.layout, len(st.solo.pool), view)
    assert covered(moved) < covered(mid) and moved != mid  # fewer hidden than where it stood
    assert covered(placed) <= covered(mid)
    rects = pool.pool_rects(view.layout, len(st.solo.pool), view)
    assert all(moved.contains(r) for r in rects)
    assert pool.pool_die_at(view, rects[0].center) == 0
