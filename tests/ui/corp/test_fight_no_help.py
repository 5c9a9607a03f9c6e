"""Why "Call for help" is not among a fight's choices (play-test r19): the top bar says "attack, escape or
ask for help", and where asking was not allowed the window just had no such button. It now says why,
beside "Your move": a trauma of the seat's own (Trust Issues), a curse on the level (NC-CURSE), or
nobody in the level's hallway who may come (NC-RESP-14)."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.ui import look
from tabletop.ui.corp.table import chrome
from tabletop.ui.corp.table import fight_ink as FI
from tabletop.ui.corp.table.fight_choices import offer
from tests.ui import text_audit as TA
from tests.ui.corp.conftest import click, move
from tests.ui.corp.fight_scenes import EMPTY, Table
from tests.ui.corp.test_fight_scene import scene_with


def _fought(players: int = 1, **settings) -> Table:
    return Table([["zombie_auditor#1", *EMPTY]], players=players, **settings)


def test_nc_resp_14_nobody_in_the_hallway_is_said():
    t = _fought(players=2)
    t.st.players[1].level = 2  # the other character is on another floor
    t.do(A.EnterRoom(0), 2)
    assert offer(t.view()).no_help == "No help: nobody in this level's hallway"


def test_nc_resp_14_alone_nothing_is_said_of_help():
    """One player: nobody could ever come, so the window says nothing of help beside "Your move" (play-test
    r28: "No help: nobody in this level's hallway", alone, read as if someone might have come)."""
    t = _fought()
    t.do(A.EnterRoom(0), 2)
    got = offer(t.view())
    assert got.no_help == "" and not any(c.group == "help" for c in got.choices)


def test_nc_resp_14_nothing_said_when_help_is_offered():
    t = _fought(players=2)
    t.do(A.EnterRoom(0), 2)
    got = offer(t.view())
    assert any(c.group == "help" for c in got.choices) and got.no_help == ""


def test_a_trauma_that_forbids_asking_is_named():
    t = _fought(players=2)
    t.st.players[0].traumas.append("trust_issues#1")
    t.do(A.EnterRoom(0), 2)
    got = offer(t.view())
    assert not any(c.group == "help" for c in got.choices)
    assert got.no_help == "No help: Trust Issues"


def test_nc_faq_03_thanophobia_is_named_not_an_empty_hallway():
    """Play-test r21 (teams): with Thanophobia the first answer may only be an escape; the window said
    "No help: nobody in this level's hallway" while three characters stood there: it names the trauma."""
    t = _fought(players=3)
    t.st.players[0].traumas.append("thanophobia#1")
    t.do(A.EnterRoom(0), 2)
    assert t.st.fight.escape_only == [0] and [p.room for p in t.st.players[1:]] == [None, None]
    got = offer(t.view())
    assert [c.group for c in got.choices] == ["escape"]
    assert got.no_help == "No help: Thanophobia"


def test_nc_curse_a_curse_on_the_level_that_forbids_asking_is_named():
    t = _fought(players=2)
    t.st.levels[0].curses.append("everyones_in_a_meeting#1")
    t.do(A.EnterRoom(0), 2)
    assert offer(t.view()).no_help == "No help: Everyone's in a Meeting"


def test_not_said_before_the_seat_answers_or_to_a_seat_not_in_the_fight():
    t = _fought(players=2, weapons={0: ["staple_gun#1"]})
    t.do(A.EnterRoom(0))
    assert t.st.fight.step == "ranged" and offer(t.view()).no_help == ""  # a shot first, not an answer
    assert offer(t.view(seat=1)).no_help == ""


def _drawn_in_fight(ctx, screen, players: int, traumas=()) -> list[str]:
    scene = scene_with(ctx, ["break_room_rat#1", *EMPTY], players=players, bots=tuple(range(1, players)))
    scene.session.state.players[0].traumas.extend(traumas)
    scene.session.state.forced = [2, 2]
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    for _ in range(8):  # the monster's dice land
        scene.update(0.5)
    with TA.recording():
        look.clear_font_cache()
        FI._text_image.cache_clear()  # lines drawn by earlier tests would not remember their words
        try:
            canvas = TA.TextSurface(screen.get_size())
            scene.draw(canvas)
        finally:
            look.clear_font_cache()
            FI._text_image.cache_clear()
    return [ln.text for ln in canvas.lines]


def test_the_window_says_it_beside_your_move(ctx, screen):
    words = _drawn_in_fight(ctx, screen, 2, ["trust_issues#1"])
    assert "Your move" in words
    assert "No help: Trust Issues" in words


def test_alone_the_window_says_nothing_of_help_NC_RESP_14(ctx, screen):
    """Play-test r28, one player: "No help: nobody in this level's hallway" beside "Your move" in every
    fight, as if someone might have stood there; alone, nobody ever can."""
    words = _drawn_in_fight(ctx, screen, 1)
    assert "Your move" in words
    assert not [w for w in words if "help" in w.lower()], words


def test_a_cards_words_can_be_read_while_answering_a_monster(ctx, screen, monkeypatch):
    """Play-test (r19): in a fight, pointing at a trauma on one's sheet (Trust Issues: why no help) or an
    item (what does the Energy Drink do?) showed nothing: the fight window, in hand, shut every card's
    tooltip. Outside the window the cards' tooltips show as at any other time."""
    from tabletop.ui.corp.table import scene as scene_module

    scene = scene_with(ctx, ["break_room_rat#1", *EMPTY])
    scene.session.state.players[0].traumas.append("trust_issues#1")
    scene.session.state.forced = [2, 2]
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    for _ in range(8):
        scene.update(0.5)
    assert scene.session.state.fight is not None and scene.tools.top is scene.fight_tool
    chip = next(r for kind, key, r, _w, _c in scene._parts if kind == "trauma")
    shown: list[list[str]] = []
    monkeypatch.setattr(scene_module, "tooltip", lambda surface, lines, *a, **k: shown.append(list(lines)))
    move(scene, chip.center)
    scene.update(1.0)  # the mouse rests
    scene.draw(screen)
    assert any("You cannot ask for help." in ln for lines in shown for ln in lines), shown
    # on the fight window, over a part of the building it covers (a level's discard pile): the window's
    # own words, not the hidden card's
    view = scene.tool_view()
    window = pygame.Rect(scene.layout.fight)
    under = [
        (x, y)
        for x in range(window.x + 4, window.right - 4, 8)
        for y in range(window.y + 4, window.bottom - 4, 8)
        if chrome.card_tip(view, view.at((x, y)))
    ]
    assert under
    shown.clear()
    move(scene, under[len(under) // 2])
    scene.update(1.0)
    scene.draw(screen)
    assert shown == []
