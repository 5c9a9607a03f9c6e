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
