"""The words of a flip into a revealed room (NC-TURN-08): two rooms of a level may bear one name (two
Basement Server Wyrms, one slain and one abandoned), so the words say what waits in each, a monster to
fight or what lies on an explored room's floor; two plaques read the same only when going into either
comes to the same."""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp import actions as A
from tabletop.games.corp.action_words import words
from tabletop.games.corp.fight_state import Foe
from tabletop.games.corp.state import Area, Held


def test_two_rooms_of_one_name_are_told_apart_NC_TURN_08():
    game = get_game("corp")
    st = Session(game, {"players": 2}, 3).state
    cards = game.cards
    monster = next(c for c in st.levels[0].stack if cards.room(c).kind == "monster")
    twin = monster.split("#")[0] + "#99"  # another copy: the same printed name
    weapon = next(c for c in st.plot_deck if cards.plot(c).kind == "weapon")
    st.areas[monster] = Area(level=1, foes=[Foe(monster)])
    st.areas[twin] = Area(level=1, weapons=[Held(weapon)], discarded=True)
    st.levels[0].discard.append(twin)  # an explored room's card lies in its level's discard pile
    name, gear = cards.name(monster), cards.name(weapon)
    fight = words(A.EnterRevealed(0, monster), st, cards)
    floor = words(A.EnterRevealed(0, twin), st, cards)
    assert fight == f"Go into the {name} and fight it"
    assert floor == f"Go into the explored {name} ({gear})"
    items = [c for c in st.plot_deck if cards.plot(c).kind == "item"][:2]
    st.areas[twin] = Area(level=1, weapons=[Held(weapon)], items=items, discarded=True)
    assert (
        words(A.EnterRevealed(0, twin), st, cards)
        == f"Go into the explored {name} ({gear}, {cards.name(items[0])} and more)"
    )
    st.areas[twin] = Area(level=1, discarded=True)
    assert words(A.EnterRevealed(0, twin), st, cards) == f"Go into the explored {name}"


def test_the_boss_doors_tip_is_the_boss_not_a_room_NC_BOSS_01_NC_BOSS_02():
    """Play-test: "Open the boss's door" said in its tooltip "draw the next Room card of this level"."""
    from tabletop.games.corp import action_words as AW
    from tabletop.games.corp import actions as A
    from tabletop.games.corp.state import TOP
    from tests.ai.corp_views import make_state

    st = make_state(1)
    assert "Room card" in AW.tip(A.EnterRoom(0), st)
    st.players[0].level = TOP
    tip = AW.tip(A.EnterRoom(0), st)
    assert tip == AW.BOSS_DOOR_TIP and "boss" in tip and "Room card" not in tip
    assert "drawn" not in tip  # the boss waits behind it since the last exit (NC-BOSS-02), play-test r22


def test_a_name_with_its_own_article_gets_one_the_NC_TURN_08():
    """Play-test r19: "Go into the The Shredder Titan and fight it"; a card named "The ..." keeps one article."""
    from tabletop.games.corp.fight_words import the

    game = get_game("corp")
    st = Session(game, {"players": 2}, 3).state
    cards = game.cards
    titan = next(r.id for r in cards.rooms.values() if r.name == "The Shredder Titan")
    st.areas[titan + "#1"] = Area(level=3, foes=[Foe(titan + "#1")])
    assert words(A.EnterRevealed(0, titan + "#1"), st, cards) == "Go into the Shredder Titan and fight it"
    st.areas[titan + "#1"] = Area(level=3, discarded=True)
    st.levels[2].discard.append(titan + "#1")
    assert words(A.EnterRevealed(0, titan + "#1"), st, cards) == "Go into the explored Shredder Titan"
    assert the("The Shareholders") == "the Shareholders" and the("Fire Axe") == "the Fire Axe"


def test_the_stairs_to_the_top_floor_are_named_so_NC_TURN_05():
    """Play-test r19: the log said "takes the stairs to level 6" where the table says "the top floor"."""
    from tabletop.games.corp import events as E
    from tabletop.games.corp.turn_words import WORDS

    cards = get_game("corp").cards
    assert WORDS[E.WentToLevel](E.WentToLevel(seat=0, level=6), cards).endswith("takes the stairs to the top floor")
    assert WORDS[E.WentToLevel](E.WentToLevel(seat=0, level=3), cards).endswith("takes the stairs to level 3")


def test_an_explored_room_whose_card_went_back_into_the_stack_is_not_named_NC_FAQ_10():
    """Restructuring shuffles a killed monster back into its Room stack (NC-FAQ-10) while the room it died in
    stays for who stands there and its floor (NC-TURN-14): the plaque no longer names that card, which is
    face down in the stack (r23-corpcards: "Go into the explored Cubicle Poltergeist (Keyboard)" beside a
    nameless room card)."""
    game = get_game("corp")
    st = Session(game, {"players": 2}, 3).state
    cards = game.cards
    monster = next(c for c in st.levels[0].stack if cards.room(c).kind == "monster")
    weapon = next(c for c in st.plot_deck if cards.plot(c).kind == "weapon")
    st.areas[monster] = Area(level=1, weapons=[Held(weapon)], discarded=True)  # its card still in the stack
    assert words(A.EnterRevealed(0, monster), st, cards) == f"Go into the explored room ({cards.name(weapon)})"
    st.levels[0].stack.remove(monster)
    st.levels[0].discard.append(monster)  # before Restructuring: in the discard pile, named
    assert words(A.EnterRevealed(0, monster), st, cards) == (
        f"Go into the explored {cards.name(monster)} ({cards.name(weapon)})"
    )


def test_going_into_a_room_whose_card_went_on_is_logged_without_its_name_NC_FAQ_10():
    """The log's line for going into such a room (NC-TURN-08, NC-FAQ-10) says "an explored room", as its
    plaque does, not the name of the card face down in the stack (r23: "Player 1 enters Cubicle Poltergeist")."""
    from tabletop.games.corp import events as E
    from tabletop.games.corp import words as W
    from tabletop.games.corp.state import hall_key

    game = get_game("corp")
    session = Session(game, {"players": 2}, 3)
    st = session.state
    cards = game.cards
    monster = next(c for c in st.levels[0].stack if cards.room(c).kind == "monster")
    weapon = next(c for c in st.plot_deck if cards.plot(c).kind == "weapon")
    st.plot_deck.remove(weapon)
    st.areas[monster] = Area(level=1, weapons=[Held(weapon)], discarded=True)  # its card still in the stack
    assert st.players[st.turn.seat].area() == hall_key(1)
    events = session.submit(A.EnterRevealed(st.turn.seat, monster))
    entered = [e.record for e in events if type(e.record) is E.EnteredRoom]
    assert entered and not entered[0].named
    assert W.text(entered[0], cards).endswith("enters an explored room")
    assert cards.name(monster) not in W.text(entered[0], cards)


def test_several_monsters_in_one_room_are_counted_NC_CONTAG_16():
    """Play-test r24: "Go into the Cult High Accountant and fight them" (two monsters in the area, the room
    named after one): the plaque counts them."""
    game = get_game("corp")
    st = Session(game, {"players": 2}, 3).state
    cards = game.cards
    monster = next(c for c in st.levels[0].stack if cards.room(c).kind == "monster")
    other = next(c for c in st.levels[0].stack if cards.room(c).kind == "monster" and c != monster)
    st.areas[monster] = Area(level=1, foes=[Foe(monster), Foe(other)])
    assert words(A.EnterRevealed(0, monster), st, cards) == f"Go into the {cards.name(monster)} and fight 2 monsters"
