"""Where a card's gain comes from, in the log (r27 play-test, 3 players): after "Player 3 rolls the Land
dice of Crowfoot Moor: Greater corpse. Player 3 gains 1 Greater corpse." the log read "Player 3 gains 1
Lesser corpse (land)", as if the Land had given it too; it was Plague Mother's effect ("Whenever you take
a Land action, gain 1 Lesser corpse"). The gain names its card; the event's data are as before."""

from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tests.games.rise.test_engine_kit import act, new, scene


def _land_gains(necromancer: str):
    st = scene(new(), 0, "move", "valley")
    st.players[0].necromancer = necromancer
    st, ev = act(st, A.Move(0, "barrow_downs"))  # a Land: its action at once (RN-LAND)
    return [e for e in ev if isinstance(e.record, E.Gained)]


def test_a_cards_gain_on_a_land_action_names_the_card_not_the_land():
    gains = _land_gains("plague_mother")
    effect = [e for e in gains if e.record.source == "effect"]
    assert [e.text for e in effect] == ["Player 1 gains 1 Lesser corpse (Plague Mother)."]
    assert all("(land)" not in e.text for e in gains)


def test_the_card_is_for_the_words_only_the_events_data_as_before():
    gains = _land_gains("plague_mother")
    effect = next(e for e in gains if e.record.source == "effect")
    assert "card" not in effect.data and "Plague Mother" not in repr(effect.record)
    assert effect.data == {"seat": 0, "what": "lesser_corpse", "amount": 1}
