"""Typed events (issue 20): every event of the game comes with its typed record (events.py), worded by
words.py from it; a seeded game is played exactly as before (same kinds, data and texts)."""

from __future__ import annotations

from tabletop.ai.necromolds_bot import choose
from tabletop.core.rng import RNG
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds.game import NecromoldsGame

FAN = dict.fromkeys(
    (
        "fan_partial_cover",
        "fan_high_ground",
        "fan_directional",
        "fan_command_gems",
        "fan_wilder_wilds",
        "fan_decisive_combat",
        "clay_magic",
    ),
    True,
)


def _events(settings, seed, limit=300):
    game = NecromoldsGame()
    st = game.initial_state(settings, seed)
    rngs = [RNG(seed, stream=1000 + s) for s in range(2)]
    for _ in range(limit):
        if game.outcome(st) is not None:
            break
        seat = game.to_act(st)[0]
        applied = game.apply(st, choose(game, game.view(st, seat), seat, rngs[seat]))
        st = applied.state
        yield from applied.events


def test_every_event_is_a_typed_record_worded_from_it():
    """Set-up, rounds, combat, fan rules and More Fun with Clay: no event is a bare kind and dict."""
    seen = set()
    for settings, seed in (({}, 1), ({"mode": "advanced"}, 2), ({"mode": "basic"}, 3), (dict(FAN, mode="advanced"), 4)):
        game = NecromoldsGame()
        for ev in [*game.setup_events(game.initial_state(settings, seed)), *_events(settings, seed)]:
            assert ev.record is not None and type(ev.record).__module__ == E.__name__, ev
            assert ev.kind == type(ev.record).KIND and ev.text
            seen.add(type(ev.record))
    assert {E.CombatStarted, E.CombatRolled, E.CombatResult, E.Smashed, E.TurnBegins, E.Moved} <= seen
    assert {E.CommandDiceRolled, E.DiceRevealed, E.DieAssigned, E.CommandStarted, E.Deployed, E.Molded} <= seen


def test_nm_combat_the_words_of_a_combat_come_from_its_records():
    """NM-COMBAT-*: the log's combat lines are the words module's, from the typed fields."""
    for ev in _events({}, 1):
        if isinstance(ev.record, E.CombatResult):
            r = ev.record
            assert ev.text.startswith(f"{r.attack_hits} attack hit")
            assert ("nobody is smashed" in ev.text) == (not r.smashed)
            return
    raise AssertionError("no combat in the seeded game")
