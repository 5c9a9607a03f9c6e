"""Content is handed to the game object: a game made with its own content plays by it (its rules read
it during the game's calls), another game beside it keeps the active mods' content, and nothing of it
is left behind once the call returns."""

from __future__ import annotations

import dataclasses

import msgspec

from tabletop.games.necromolds import library as nm_library
from tabletop.games.necromolds.game import NecromoldsGame
from tabletop.games.rise import content as rise_content
from tabletop.games.rise import queries as Q
from tabletop.games.rise.game import RiseGame
from tabletop.games.rise.state import Turn


def test_necromolds_game_plays_by_the_library_it_was_made_with():
    shipped = nm_library.active_library()
    rules = msgspec.structs.replace(shipped.rules, command_dice=shipped.rules.command_dice + 2)
    own = dataclasses.replace(shipped, rules=rules)
    game, usual = NecromoldsGame(content=own), NecromoldsGame()
    assert usual.content is shipped
    mine = game.initial_state({}, 5)
    theirs = usual.initial_state({}, 5)
    assert [s.dice_count for s in mine.seats] == [shipped.rules.command_dice + 2] * len(mine.seats)
    assert [s.dice_count for s in theirs.seats] == [shipped.rules.command_dice] * len(theirs.seats)
    assert game.content_version({}) != usual.content_version({})  # a save tells the content apart
    assert nm_library.library() is shipped  # outside the game's calls: the active mods' content


def test_rise_game_plays_by_the_cards_it_was_made_with_RN_MOVE_03():
    """RN-MOVE-03: the slowest Minion on the Player board sets the move; a game whose Zombies move
    farther lets a Zombie army reach farther, the usual game beside it does not."""
    shipped = rise_content.active_content()
    c = shipped.cards
    zombie = c.minions["zombie"]
    fast = dataclasses.replace(
        c, minions={**c.minions, "zombie": msgspec.structs.replace(zombie, move=zombie.move + 2)}
    )
    game, usual = RiseGame(content=rise_content.RiseContent(fast, shipped.dice)), RiseGame()
    st = usual.initial_state({"players": 2}, 3)
    p = st.players[0]
    p.army = dict.fromkeys(p.army, 0) | {"zombie": 1}
    st.turn = Turn(number=5, seat=0, stage="move", start=p.space)
    reach = {g: len(g.legal_actions(st, 0)) for g in (game, usual)}
    assert reach[game] > reach[usual]
    assert rise_content.cards() is c and rise_content.PLAYING.get() is None  # outside a call: the usual cards
    assert Q.reach_facts(st, 0)["base"] == zombie.move
