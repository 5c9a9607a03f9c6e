"""Saves an earlier version made: a game whose state has gained a field since still loads and verifies,
and one whose rules have changed since is offered as far as it replays instead of being lost
(core.session: `_without_added`, `_parted`; the saves in tests/core/earlier_saves, see its README)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core.errors import SaveError
from tabletop.core.protocol import fingerprint
from tabletop.core.save import read_save
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.replay import session_from

EARLIER = Path(__file__).resolve().parent / "earlier_saves"


def _load(path: Path) -> Session:
    return session_from(path, read_save(path))


def _refusal(path: Path) -> SaveError:
    with pytest.raises(SaveError) as caught:
        _load(path)
    return caught.value


def _replayed(path: Path, count: int) -> Session:
    """The save's game after its first `count` actions, replayed here from scratch."""
    data = read_save(path)
    game = get_game(data.game)
    session = Session(game, data.settings, data.seed)
    for raw in data.actions[:count]:
        session.submit(game.decode_action(raw))
    return session


def test_a_corp_game_saved_before_a_state_field_was_added_loads_verified():
    """Written before State.peek_levels: the replay's new field holds nothing, so it is no difference."""
    session = _load(EARLIER / "corp-before-peek-levels-bb4427f.json")
    assert session.unverified == [] and len(session.actions) == 60
    assert "peek_levels" in session.game.snapshot(session.state)


def _a_game_with_an_added_field(tmp_path: Path, value) -> Path:
    """A real Necromolds game's save as a version without the snapshot's last field would have written it
    (that field taken out of its snapshot, and its fingerprint made without it), the replay holding `value` there."""
    game = get_game("necromolds")
    session = Session(game, {"players": 2}, 11)
    from tabletop.ai import get_bot
    from tabletop.core.rng import RNG

    bots = [get_bot("necromolds", "default") for _ in range(2)]
    rngs = [RNG(11, stream=1000 + s) for s in range(2)]
    for _ in range(30):
        seat = game.to_act(session.state)[0]
        session.submit(bots[seat](game, game.view(session.state, seat), seat, rngs[seat]))
    path = tmp_path / "older.json"
    session.save(path)
    data = json.loads(path.read_text())
    data["snapshot"]["added_since"] = value  # the field as the replay will hold it...
    older = dict(data["snapshot"])
    del older["added_since"]  # ...and the file without it, as the earlier version wrote it
    data["snapshot"], data["fingerprint"] = older, fingerprint(older)
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("value", [None, [], {}, 0, False, ""])
def test_a_field_the_replay_leaves_empty_is_no_difference(tmp_path, monkeypatch, value):
    path = _a_game_with_an_added_field(tmp_path, value)
    game = get_game("necromolds")
    plain = type(game).snapshot
    monkeypatch.setattr(type(game), "snapshot", lambda self, state: {**plain(self, state), "added_since": value})
    assert _load(path).unverified == []


def test_a_field_the_replay_fills_is_a_difference_and_is_named(tmp_path, monkeypatch):
    path = _a_game_with_an_added_field(tmp_path, {"dark_water": 2})
    game = get_game("necromolds")
    plain = type(game).snapshot
    monkeypatch.setattr(
        type(game), "snapshot", lambda self, state: {**plain(self, state), "added_since": {"dark_water": 2}}
    )
    error = _refusal(path)
    assert "at 'added_since' the file says nothing" in str(error)
    # every action replays: the game is offered as it replays now, not lost
    assert error.partial is not None and error.replayed == error.total == 30


@pytest.mark.parametrize(
    "name", ["corp-before-weapon-rule-af0e4ea.json", "necromolds-before-molding-rule-9884ea4.json"]
)
def test_a_save_whose_rules_changed_since_is_kept_as_far_as_it_replays(name):
    path = EARLIER / name
    error = _refusal(path)
    assert "does not replay" in str(error)
    total = len(read_save(path).actions)
    assert 0 < error.replayed < total and error.total == total
    partial = error.partial
    assert partial is not None and len(partial.actions) == error.replayed
    assert f"from action {error.replayed + 1} on does not replay" in partial.unverified[0]
    fresh = _replayed(path, error.replayed)
    assert partial.game.snapshot(partial.state) == fresh.game.snapshot(fresh.state)
    partial.submit(partial.game.legal_actions(partial.state, partial.game.to_act(partial.state)[0])[0])  # plays on


def test_a_rise_save_from_before_a_filled_field_replays_whole_to_another_snapshot():
    error = _refusal(EARLIER / "rise-before-turn-collected-0fd895a.json")
    assert "turn.collected" in str(error)
    assert error.partial is not None and error.replayed == error.total == len(error.partial.actions)


def test_a_damaged_first_action_offers_nothing(tmp_path):
    """Nothing replays: no game to offer (the message alone, as before)."""
    data = json.loads((EARLIER / "corp-before-peek-levels-bb4427f.json").read_text())
    data["actions"][0]["seat"] = 5
    path = tmp_path / "first.json"
    path.write_text(json.dumps(data))
    error = _refusal(path)
    assert error.partial is None and error.replayed == 0
