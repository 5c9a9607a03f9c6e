"""Issue 27, the rules at hand: each game's rules on the kit's searchable page, opened by ? and the
Rules button from every table (mid-game, from a simulated game's save), its search finding a rule, and
F2 over a hovered thing (a spellbook or monster, a space, a room) opening the page at its section."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from tabletop.core.protocol import seat_count
from tabletop.core.save import read_save
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui import registry
from tabletop.ui.kit.more import MORE_LINE, more_lines
from tabletop.ui.kit.rules_page import RulesPage
from tabletop.ui.scene import push

# a word of each game's rules the search must find, and the words it must leave out
SEARCH = {"necromolds": ("sight", "Gargrizzle"), "rise": ("tax", "Zombie Explosion"), "corp": ("skull", "Vending")}


def table_mid(app, path: Path, share: float = 0.5):
    """The game's own table (as Load opens it) on the save's game part-way through."""
    from tabletop.ui.persist import default_colours, ui_settings

    data = read_save(path)
    game = get_game(data.game)
    seats = seat_count(game, game.initial_state(dict(data.settings), data.seed))
    settings = {**data.settings, "ui": ui_settings(range(1, seats), default_colours(seats))}  # one person, at seat 0
    session = Session(game, settings, data.seed)
    for raw in data.actions[: int(len(data.actions) * share)]:
        session.submit(game.decode_action(raw))
    table = registry.scene_for_session(app.ctx, session)
    app.stack.apply(push(table))
    app.step()
    return table


def question(scene):
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    return scene.handle_event(ev)


def rules_button(scene):
    for b in scene.buttons:
        if b.key == "rules":
            return b
    raise AssertionError("no Rules button")


@pytest.mark.parametrize("game", ["necromolds", "rise", "corp"])
def test_the_rules_page_opens_from_every_table_and_its_search_finds_a_rule(app, saves, game):
    table = table_mid(app, saves[game])
    opened = question(table)
    assert opened is not None and opened.kind == "push" and isinstance(opened.scene, RulesPage)
    by_button = table.carry_out(rules_button(table).action())
    assert by_button is not None and isinstance(by_button.scene, RulesPage)
    page = opened.scene
    assert len(page.sections) >= 6  # a section per rulebook section
    app.stack.apply(opened)
    app.step()
    word, gone = SEARCH[game]
    page.search.set_text(word)
    page.handle_event(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=page.search, text=word))
    shown = page.all_text()  # every page the search keeps (the pages are drawn, not pygame_gui boxes)
    assert word in shown.lower() and gone not in shown
    app.stack.apply(page.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")))
    assert app.stack.top is table


def hover(app, table, pos, frames: int = 40):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(frames):
        app.step(1 / 30)


def f2(table):
    return table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0))


def grid(size, step=12):
    return [(x, y) for y in range(step, size[1], step) for x in range(step, size[0], step)]


def test_f2_over_a_necromolds_spellbook_opens_the_spellbooks(app, saves):
    from tabletop.ui.necromolds.table import tooltips
    from tabletop.ui.necromolds.table.rules_sections import BOOKS, section_for

    table = table_mid(app, saves["necromolds"])
    view = table.tool_view()
    pos = next(p for p in grid(app.ctx.size) if view.card_at(p) is not None)
    hover(app, table, pos)
    assert table.hover_key is not None and table.hover_key[0] == "card"
    lines = more_lines(
        tooltips.lines_for(table.hover_key, table.tool_view(), table.buttons), section_for(table.hover_key)
    )
    assert lines[-1] == MORE_LINE
    opened = f2(table)
    assert opened is not None and isinstance(opened.scene, RulesPage) and opened.scene.at == BOOKS
    app.stack.apply(opened)
    app.step()
    assert opened.scene.first == BOOKS  # the page opens with that section at its top
    assert section_for(("monster", "x")) == BOOKS and section_for(None) is None


def test_f2_over_a_rise_space_opens_the_spaces(app, saves):
    from tabletop.ui.rise.rules_summary import SPACES_T
    from tabletop.ui.rise.table import hover_tips

    table = table_mid(app, saves["rise"])
    view = table.tool_view()
    sid = next(s for s in ("valley",) if view.space_pos(s))
    hover(app, table, view.space_pos(sid))
    words = hover_tips.board_tip(table.tool_view(), table.tool_view().hover, True)
    assert words is not None and words[0].endswith(MORE_LINE)
    opened = f2(table)
    assert opened is not None and isinstance(opened.scene, RulesPage) and opened.scene.at == SPACES_T


def test_f2_over_a_corp_room_opens_the_rooms(app, saves):
    from tabletop.ui.corp.rules_summary import section_for

    table = table_mid(app, saves["corp"])
    view = table.tool_view()
    pos = next(p for p in grid(app.ctx.size, 16) if (view.at(p) or ("",))[0] == "room" and view.at(p)[1] != "boss")
    hover(app, table, pos)
    opened = f2(table)
    assert opened is not None and isinstance(opened.scene, RulesPage) and opened.scene.at == "Rooms"
    assert section_for(("room", "boss")) == "The boss and the end" and section_for(("held", (0, "x"))) == "Plots"
    nothing = next(p for p in grid(app.ctx.size, 16) if table.tool_view().at(p) is None)
    hover(app, table, nothing, frames=2)
    assert f2(table) is None  # over nothing, F2 opens nothing
