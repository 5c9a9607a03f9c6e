"""Play-test r23: after a Restructuring (a monster from the level's discard pile shuffled back into its
Room stack, NC-FAQ-10) the explored room it was killed in, kept for who stands in it and what lies on its
floor (NC-TURN-14), still read as that monster's card beside the level while the card lay face down in
the stack: one card in two places. Each card is drawn once, where the state says it is: the room stays,
without the card's face; its tooltip says where the card went. Likewise a monster It's still alive!
brought back to fight in a hallway (NC-FAQ-07) is drawn there only."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table import chrome


def drawn_words(scene, st) -> list[str]:
    """Every word the building draws for the view `st` (a seat's view, the stacks hidden)."""
    words: list[str] = []
    real = BD.line

    def spy(surface, s, *a, **k):
        words.append(s)
        return real(surface, s, *a, **k)

    view = replace(scene.tool_view(), state=st)
    surface = pygame.Surface(scene.ctx.size)
    BD.line = spy
    try:
        BD.draw_building(surface, view, BP.plan(st))
    finally:
        BD.line = real
    return words


def named(words: list[str], name: str) -> int:
    """How many times `name` is drawn (a row of it, or rows of its words that make it up in order)."""
    joined = " ".join(w.strip() for w in words)
    return joined.replace("- ", "").count(name)


def killed_in_its_room(session):
    """Level 1 open: a monster killed in its room (its card in the discard pile, the room explored), Player
    2 still standing in it over a weapon on its floor, Player 1 in the hallway: (state, the monster's card)."""
    from tabletop.games.corp.state import Area, Held, clone

    st = clone(session.state)
    cards = session.game.cards
    lv = st.levels[0]
    monster = next(c for c in lv.stack if cards.room(c).kind == "monster")
    lv.stack.remove(monster)
    lv.discard.append(monster)
    weapon = next(c for c in st.plot_deck if cards.plot(c).kind == "weapon")
    st.plot_deck.remove(weapon)
    st.areas[monster] = Area(level=1, discarded=True, weapons=[Held(card=weapon)])
    st.players[1].room, st.players[1].level = monster, 1
    st.players[0].room, st.players[0].level = None, 1
    return st, monster


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_a_room_card_restructured_into_the_stack_is_drawn_once_NC_FAQ_10(ctx, screen, size):
    from tabletop.content.corp.records import card_of
    from tabletop.games.corp import plots
    from tabletop.games.corp.ctx import Ctx
    from tests.ui.corp.conftest import expansion_table

    session, scene = expansion_table(ctx, size)
    game, cards = session.game, session.game.cards
    st, monster = killed_in_its_room(session)
    name = cards.name(monster)
    before = game.view(st, 0)
    assert named(drawn_words(scene, before), name) >= 1  # the explored room and its discard pile show it
    # Player 1 draws Restructuring: the card's own effect, as play_event plays it
    restructuring = next(c for c in st.plot_deck if card_of(c) == "restructuring")
    assert cards.plot(restructuring).name == "Restructuring"
    st.plot_deck.remove(restructuring)
    c = Ctx(st, cards)
    plots.play_event(c, 0, restructuring)
    assert monster in st.levels[0].stack and monster not in st.levels[0].discard  # the state after it
    assert not game.problems(st)
    view = game.view(st, 0)
    words = drawn_words(scene, view)
    assert named(words, name) == 0, f"{name!r} drawn on the building while face down in the stack: {words}"
    # the room stays where Player 2 stands, over its weapon, without the card's face
    plan = BP.plan(view)
    box = plan.box("room", monster)
    assert box is not None and plan.box("token", 1) is not None
    assert box[0] <= plan.box("token", 1)[0] and plan.box("token", 1)[2] <= box[2]
    assert BD.AWAY_WORDS in words
    assert f"Rooms: {len(st.levels[0].stack)}" in words or str(len(st.levels[0].stack)) in words
    tip = chrome.card_tip(replace(scene.tool_view(), state=view), ("room", monster))
    assert tip and not any(name in t for t in tip) and "Room stack" in " ".join(tip)


def test_a_monster_back_in_a_hallway_is_not_also_its_explored_room_NC_FAQ_07(ctx, screen):
    """It's still alive! brings the level's last killed monster back to fight the drawer in the hallway:
    its card is drawn there, not also on the explored room it died in."""
    from tabletop.games.corp.state import Foe, hall_key
    from tests.ui.corp.conftest import expansion_table

    session, scene = expansion_table(ctx, (1280, 800))
    game, cards = session.game, session.game.cards
    st, monster = killed_in_its_room(session)
    st.levels[0].discard.remove(monster)
    st.areas.setdefault(hall_key(1), type(st.areas[monster])(level=1)).foes.append(Foe(card=monster))
    view = game.view(st, 0)
    words = drawn_words(scene, view)
    assert named(words, cards.name(monster)) == 1, words
    assert BP.plan(view).box("room", monster) is not None  # Player 2 still stands in it
