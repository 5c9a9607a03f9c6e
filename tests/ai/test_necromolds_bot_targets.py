"""The default Necromolds bot asks whether a monster has a target in range and sight, never how many
(issue 25's speed): `_has_target` stops at the first enemy it sees, and answers as the count did."""

from __future__ import annotations

from tabletop.ai import necromolds_bot as normal
from tabletop.core.rng import RNG
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.game import NecromoldsGame

GAME = NecromoldsGame()


class _Field:
    """A battlefield whose enemies are all in range, those in `seen` in sight; it counts sight tests."""

    def __init__(self, seen):
        self.seen, self.asked = set(seen), []

    def within(self, a, b, distance):
        return True

    def centre_clear(self, a, b):  # every centre line clear: asked in the army's order
        return True

    def line_of_sight(self, a, b):
        self.asked.append(b)
        return b in self.seen


def _deployed_state():
    st = GAME.initial_state({"players": 2}, 5)
    rngs = [RNG(5, stream=1000 + s) for s in range(2)]
    while st.phase in ("terrain", "army", "deploy", "order"):
        seat = GAME.to_act(st)[0]
        GAME.apply_in_place(st, normal.choose(GAME, GAME.view(st, seat), seat, rngs[seat]))
    return st


def test_has_target_stops_at_the_first_enemy_in_sight_and_answers_as_the_count(monkeypatch):
    st = _deployed_state()
    mine = st.alive(0)[0]
    foes = [e.id for e in st.enemies(0)]
    assert len(foes) >= 3
    for seen in ([], [foes[0]], [foes[1]], foes[1:], foes):
        bf = _Field(seen)
        monkeypatch.setattr(NQ, "battlefield", lambda state, bf=bf: bf)
        assert normal._has_target(st, mine, 6.0) is (len(seen) > 0)
        first = next((k for k, f in enumerate(foes) if f in seen), len(foes) - 1)
        assert bf.asked == foes[: first + 1]  # none asked after the first seen
