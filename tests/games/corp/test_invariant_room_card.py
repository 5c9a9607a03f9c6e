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
