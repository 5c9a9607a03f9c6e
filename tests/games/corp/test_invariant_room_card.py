"""The card-conservation invariant with several monsters in one room (NC-CONTAG-16/17): the room's own
monster killed first sends its card to the level's discard while the others fight on in the room, and
the card is counted once (the stateful test found it counted twice: seed 21325, one player, 118 actions)."""

from __future__ import annotations

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.games import get_game


def test_the_rooms_card_is_counted_once_while_other_monsters_fight_on_in_it():
    game, bot = get_game("corp"), get_bot("corp", "default")
    st = game.initial_state({"players": 1}, 21325)
    rng = RNG(21325, stream=13)
    seen_split = False
    for _ in range(400):
        if not game.to_act(st):
            break
        seat = rng.choice(list(game.to_act(st)))
        st = game.apply(st, bot(game, view(game, st, seat), seat, rng)).state
        assert not game.problems(st)
        for key, area in st.areas.items():
            lv = st.levels[area.level - 1] if 1 <= area.level <= 5 else None
            if lv is not None and key in lv.discard and area.foes and not area.discarded:
                seen_split = True  # the position that broke the count: the room's card gone, a fight on
    assert seen_split, "the seeded game reaches the split position (else this test tests nothing)"


def _split_room(seed: int = 1):
    """A four-player expansion game's state where room x's own monster died while monster y fights on in
    it (x's card in the level's discard, the room not discarded), Player 2 standing there."""
    from tabletop.games.corp.state import Area, Foe, clone

    game = get_game("corp")
    st = clone(game.initial_state({"players": 4, "expansion": True}, seed))
    lv = st.levels[0]
    x, y = [c for c in lv.stack if game.cards.room(c).kind == "monster"][:2]
    lv.stack.remove(x)
    lv.stack.remove(y)
    lv.discard.append(x)
    st.areas[x] = Area(level=1, foes=[Foe(card=y)])
    st.players[1].room, st.players[1].level = x, 1
    assert not game.problems(st)
    return game, st, x, y


def test_restructuring_takes_back_a_split_rooms_card_and_it_is_counted_once_NC_FAQ_10():
    """NC-FAQ-10 with NC-CONTAG-16: Restructuring shuffles the last killed monster back into its stack;
    when that is the card of a room where another monster still fights, the card is in the stack and the
    room stands on without it (it was counted in the room and in the stack: r23-corpcards found it)."""
    from tabletop.games.corp import fight_foes, plots
    from tabletop.games.corp.ctx import Ctx

    game, st, x, y = _split_room()
    plots._wandering(Ctx(st, game.cards), 1, "restructuring#1")
    assert x in st.levels[0].stack and x not in st.levels[0].discard
    assert not game.problems(st)
    # the last monster in it dies: the room's card is gone, so the room is discarded (nobody enters it)
    fight_foes.discard(st, x, st.areas[x].foes[0], 1)
    assert st.areas[x].discarded and y in st.levels[0].discard
    assert not game.problems(st)


def test_a_room_whose_card_fights_elsewhere_is_discarded_when_its_last_monster_dies_NC_FAQ_07():
    """NC-FAQ-07 with NC-CONTAG-16: It's still alive! brings the last killed monster back to fight where
    the drawer stands; the split room it came from is discarded once the monster left in it dies."""
    from tabletop.games.corp import fight_foes
    from tabletop.games.corp.state import Foe

    game, st, x, _y = _split_room()
    st.levels[0].discard.remove(x)  # It's still alive!: x back alive, fighting in a hallway
    st.areas["hall:1"].foes.append(Foe(card=x))
    assert not game.problems(st)
    fight_foes.discard(st, x, st.areas[x].foes[0], 1)
    assert st.areas[x].discarded
    assert not game.problems(st)
