"""The one action codec every game's saves use (tabletop/core/actions.py)."""

from __future__ import annotations

import msgspec
import pytest

from tabletop.core.actions import ActionCodec


class Act(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    seat: int


class Pass(Act, frozen=True, tag="pass"):
    pass


class Bank(Act, frozen=True, tag="bank"):
    value: int = 0


CODEC: ActionCodec[Act] = ActionCodec(Pass | Bank)


def test_actions_round_trip_as_tagged_dicts():
    for action in (Pass(1), Bank(0, 3)):
        data = CODEC.encode(action)
        assert data["type"] in ("pass", "bank") and CODEC.decode(data) == action
    assert CODEC.encode(Bank(2, 5)) == {"type": "bank", "seat": 2, "value": 5}


@pytest.mark.parametrize(
    "data",
    [{"type": "steal", "seat": 0}, {"seat": 0}, {"type": "bank", "seat": "zero"}, {"type": "pass", "seat": 0, "x": 1}],
)
def test_a_dict_that_is_no_action_is_a_value_error(data):
    with pytest.raises(ValueError):
        CODEC.decode(data)


def test_every_game_decodes_what_it_encodes():
    """Each game's first legal action survives the save's round trip through its game object."""
    from tabletop import games

    for name in games.game_names():
        game = games.get_game(name)
        state = game.initial_state({}, 1)
        seat = game.to_act(state)[0]
        action = game.legal_actions(state, seat)[0]
        assert game.decode_action(game.encode_action(action)) == action
