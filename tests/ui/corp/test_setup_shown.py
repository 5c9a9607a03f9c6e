"""The NecronomiCORP set-up shown (issue 24): the building built level by level, the leftovers set aside,
the boss stacks, the characters and their starting gear, the first curse, from the engine's
setup_events; shown step by step, Begin puts it down."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.corp import setup_shown as SS
from tabletop.ui.tools import DONE, HANDLED

COLOURS = [(200, 60, 60), (60, 120, 220), (230, 200, 70), (80, 170, 90), (170, 90, 200), (240, 140, 60)]


def _session(seed: int = 7, **settings) -> Session:
    return Session(get_game("corp"), {"players": 4, **settings}, seed)


def test_the_story_is_the_building_by_level_and_the_boss_stacks_NC_BUILD_01_NC_BOSS_02():
    story = SS.setup_story(_session())
    assert story.sizes == (30, 25, 20, 15, 10)
    assert story.leftovers == 0  # the core set alone leaves none (NC-BUILD-07)
    assert dict(story.bosses).keys() == {"1-3", "4-6"} and all(n > 0 for _k, n in story.bosses)
    assert story.plots > 0 and story.first == 0
    assert story.lines[0].startswith("The building stands")


def test_the_expansion_sets_cards_aside_and_reveals_the_first_curse_NC_BUILD_08_NC_CURSE_02():
    session = _session(11, players=3, expansion=True)
    story = SS.setup_story(session)
    assert story.sizes == (30, 25, 20, 15, 10) and story.leftovers > 0
    assert len(story.curses) == 1
    name, level, seat = story.curses[0]
    assert level == 1 and seat == story.first
    assert name == session.game.cards.name(session.state.levels[0].curses[0])
    assert story.curse_texts == (session.game.cards.curse(session.state.levels[0].curses[0]).text,)


@pytest.mark.parametrize(("players", "weapons", "kits"), [(1, 2, 2), (2, 2, 0), (3, 1, 0), (5, 0, 0)])
def test_the_gear_shown_is_the_gear_dealt_by_player_count_NC_START_02_NC_START_04_NC_START_05_NC_START_06(
    players, weapons, kits
):
    session = _session(3, players=players)
    story = SS.setup_story(session)
    cards = session.game.cards
    assert len(story.seats) == players
    for dealt, p in zip(story.seats, session.state.players, strict=True):
        assert dealt.character == cards.name(p.character) and dealt.life == p.life  # NC-START-01
        assert list(dealt.gear) == [w.card for w in p.weapons] + list(p.items)
        kinds = [cards.plot(c) for c in dealt.gear]
        assert sum(1 for c in kinds if c.kind == "weapon") == weapons
        assert sum(1 for c in kinds if c.first_aid) >= kits
        if players in (2, 3):
            assert all(c.dice == 1 for c in kinds if c.kind == "weapon")  # +1D weapons


def test_no_card_of_a_stack_or_the_leftovers_is_named():
    """The set-up shows stack sizes only: no face-down room's name appears in its words (NC-BUILD-10)."""
    session = _session(5, players=3, expansion=True)
    story = SS.setup_story(session)
    cards = session.game.cards
    hidden = {cards.name(c) for lv in session.state.levels for c in lv.stack} | {
        cards.name(c) for c in session.state.leftovers
    }
    words = " ".join(story.lines) + " ".join(d.character + " ".join(d.gear) for d in story.seats)
    assert not [n for n in hidden if n in words]


def test_the_story_stays_the_set_up_after_the_first_actions():
    session = _session(9)
    before = SS.setup_story(session)
    import random

    from tabletop.ai.corp_bot import choose
    from tabletop.core.protocol import view

    rng = random.Random(0)
    for _ in range(5):
        seat = session.game.to_act(session.state)[0]
        session.submit(choose(session.game, view(session.game, session.state, seat), seat, rng))
    assert SS.setup_story(session) == before


def _tool(session=None):
    session = session or _session()
    return SS.setup_shown(session, {1, 2, 3}, COLOURS)


def test_the_parts_unfold_one_after_another_and_a_click_shows_all(ctx):
    tool = _tool()
    view = SimpleNamespace(mouse=(0, 0), layout=SimpleNamespace(size=(1280, 800)))
    assert tool.steps == 5 + 2 + 4  # five levels, leftovers, bosses, four seats
    assert tool.shown() == 1
    tool.update(tool.STEP * 3.5, view)
    assert tool.shown() == 4
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 300))
    assert tool.handle(click, view) is HANDLED
    assert tool.shown() == tool.steps


def test_begin_and_enter_put_it_down_and_back_leaves(ctx):
    tool = _tool()
    view = SimpleNamespace(mouse=(0, 0), layout=SimpleNamespace(size=(1280, 800)))
    f = tool.frame((1280, 800))
    assert tool.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=f["primary"].center), view) is DONE
    assert tool.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN), view) is DONE
    back = tool.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=f["back"].center), view)
    assert back is not DONE and back is not HANDLED  # a transition to the menu
    assert tool.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a), view) is HANDLED  # modal: nothing below


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_it_draws_the_building_and_changes_nothing(ctx, size):
    session = _session(11, players=6, expansion=True, teams=3)
    from tabletop.games.corp.state import to_builtins

    before = to_builtins(session.state)
    tool = _tool(session)
    tool.still()
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    tool.draw(surface, SimpleNamespace(mouse=(0, 0), layout=SimpleNamespace(size=size)))
    # The roof's boss stacks are drawn in their dark red somewhere in the building's column.
    left = surface.subsurface(pygame.Rect(0, 0, size[0] // 2, size[1]))
    reds = sum(
        1
        for x in range(0, left.get_width(), 4)
        for y in range(0, left.get_height(), 4)
        if left.get_at((x, y))[:3] == SS.BOSS_BACK
    )
    assert reds > 20
    assert to_builtins(session.state) == before
    assert not session.actions


def test_a_new_game_opens_on_the_set_up_over_the_table_and_begin_starts_play(ctx):
    """flow.scene_for puts the set-up shown over the table of a session with no action: it covers the
    table (the computer waits), Enter puts it down, and the computer's seats play on."""
    from tabletop.ui.corp import flow

    pygame.display.set_mode((1280, 800))
    session = Session(get_game("corp"), {"players": 3}, 4)
    scene = flow.scene_for(ctx, session, {0, 1, 2}, flow.seat_colours(3))
    scene.enter()
    assert isinstance(scene.tools.top, SS.SetupShown) and scene.seat_held()
    surface = pygame.display.get_surface()
    for _ in range(30):
        scene.update(0.5)
        scene.draw(surface)
    assert not session.actions  # nobody plays while the set-up is shown
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert not isinstance(scene.tools.top, SS.SetupShown)
    for _ in range(60):
        scene.update(0.5)
    assert session.actions  # the computer's seats play on
    # A game with an action played opens at the table as it stands, without the set-up.
    again = flow.scene_for(ctx, session, {0, 1, 2}, flow.seat_colours(3))
    assert not isinstance(again.tools.top, SS.SetupShown)


def test_every_card_dealt_is_on_the_seat_row_solo_NC_START_02_NC_START_09():
    """Play-test: a solo start deals five cards (two weapons, two first-aid kits and the extra item) and
    the row stopped at the panel's edge, showing four, without a sign. Now the cards narrow to fit."""
    from tabletop.ui import screenshot
    from tests.ui.test_nothing_clipped import _audit_frame

    session = Session(get_game("corp"), {"players": 1}, 7)
    story = SS.setup_story(session)
    assert len(story.seats[0].gear) == 5
    maker = screenshot._scenario_maker("corp", "setup_solo")
    _cuts, _overlaps, lines, _top, _widgets = _audit_frame(maker, (1280, 800), 100)
    drawn = " ".join(line.text for line in lines)
    assert drawn.count("First-Aid") == sum("first_aid" in card for card in story.seats[0].gear) == 3


def test_a_long_curse_name_stays_on_its_card(screen):
    """Play-test: "Hostile Work Environment" ran past both edges of its card on the set-up screen (a
    word wider than the card at the least size); the letter now shrinks until each line fits."""
    from tabletop.ui import look
    from tests.ui import text_audit as TA

    rect = pygame.Rect(100, 100, 92, 64)  # the set-up's curse card at 1280x800
    with TA.recording():
        look.clear_font_cache()
        try:
            canvas = TA.TextSurface((400, 300))
            SS.draw_card(canvas, rect, "Hostile Work Environment", (120, 30, 30), face=True)
        finally:
            look.clear_font_cache()
    words = [ln for ln in canvas.lines if ln.text.strip()]
    assert " ".join(ln.text for ln in words) == "Hostile Work Environment"
    assert all(rect.contains(ln.box) for ln in words), [(ln.text, ln.box) for ln in words]


def test_begin_is_ringed_as_what_enter_presses(ctx):
    """Play-test r25 (keys): Enter puts the set-up down, but nothing showed it; Begin wears the keyboard's
    ring, as a form's Start does with the focus off."""
    from tabletop.ui.scenes.base import FOCUS_RING

    tool = _tool()
    surface = pygame.Surface((1280, 800))
    tool.draw(surface, SimpleNamespace(mouse=(0, 0), layout=SimpleNamespace(size=(1280, 800))))
    f = tool.frame((1280, 800))
    edge = [
        surface.get_at((x, f["primary"].top + 1))[:3] for x in range(f["primary"].left + 12, f["primary"].right - 12)
    ]
    assert edge.count(tuple(FOCUS_RING)) > len(edge) // 2


def test_with_no_card_left_over_its_place_is_still_marked_under_the_note_NC_BUILD_07(ctx):
    """The core set leaves no card over (NC-BUILD-07): the note "no card left over" stands over the empty
    place's outline, not alone in the middle of the board (lead's play, r26)."""
    session = _session(7, players=2)
    assert SS.setup_story(session).leftovers == 0
    tool = _tool(session)
    tool.still()
    surface = pygame.Surface((1280, 800))
    surface.fill((0, 0, 0))
    tool.draw(surface, SimpleNamespace(mouse=(0, 0), layout=SimpleNamespace(size=(1280, 800))))
    marked = [
        (x, y) for x in range(1280) for y in range(300, 800, 2) if surface.get_at((x, y))[:3] == SS.LEFTOVER_PLACE
    ]
    assert len(marked) > 40  # an outline the size of a card, not a stray pixel
