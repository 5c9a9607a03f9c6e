"""A stand-in for corp-fight's fight.py in the turn's tests: it records what the turn asked of it and
leaves the monster living in its area, so a test sees the turn's side of the interface alone."""

from __future__ import annotations

import types

import pytest

from tabletop.games.corp import linked
from tabletop.games.corp.state import Foe


class FakeFight:
    def __init__(self):
        self.calls: list[tuple] = []

    def start_reveal(self, ctx, seat, area, foes):
        self.calls.append(("reveal", seat, area, list(foes)))
        ctx.st.areas[area].foes.extend(Foe(card=f) for f in foes)

    def start_abandoned(self, ctx, seat, area):
        self.calls.append(("abandoned", seat, area))

    def start_boss(self, ctx, seat):
        self.calls.append(("boss", seat, ctx.st.boss))

    def start_pvp(self, ctx, area):
        self.calls.append(("pvp", area))

    def escape_now(self, ctx, seat):
        self.calls.append(("escape_now", seat))

    def to_act(self, st):
        return [st.turn.seat]

    def legal(self, st, cards, seat):
        return []


@pytest.fixture
def fake_fight(monkeypatch):
    fake = FakeFight()
    monkeypatch.setattr(linked, "fight", lambda: fake)
    monkeypatch.setattr(linked, "contagion", lambda: types.SimpleNamespace(at_turn_end=lambda ctx: None))
    return fake
