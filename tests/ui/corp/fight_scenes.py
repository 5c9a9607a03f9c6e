"""Fights for the fight window's tests and pictures: the real NecronomiCORP game on its shipped cards, a
hand-laid building (NC-BUILD-09's test hook) and forced dice (`state.forced`), seen as the table sees
it (a CorpView of one seat) with the window's record following the events."""

from __future__ import annotations

import copy

from tabletop.games.corp import actions as A
from tabletop.games.corp import fight
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.game import CorpGame
from tabletop.games.corp.state import TOP, Held, State, clone
from tabletop.ui.corp.table.fight_tool import follow
from tabletop.ui.corp.table.view import CorpView

COLOURS = ((200, 60, 60), (70, 130, 210), (220, 180, 60), (90, 170, 90), (170, 90, 190), (220, 130, 60))
CHARS = ["gary", "priya", "dolores", "mr_hobbs", "brenda", "kevin"]


class Table:
    """A game in hand as one seat's screen sees it: the state, the window's record."""

    def __init__(self, levels: list[list[str]], players: int = 1, seat: int = 0, weapons=None, **settings):
        self.g = CorpGame(allow_test_hooks=True)
        stacks = [list(lv) for lv in levels] + [[] for _ in range(5 - len(levels))]
        given = {"players": players, "characters": CHARS[:players], "test_building": {"levels": stacks}, **settings}
        self.st: State = self.g.initial_state(given, 7)
        self.seat = seat
        self.record = None
        for i, p in enumerate(self.st.players):  # the starting gear put away: each test arms its seats
            self.st.plot_discard += [w.card for w in p.weapons]
            p.weapons = []
            p.items = []
            for w in (weapons or {}).get(i, []):
                self.arm(i, w)

    def arm(self, seat: int, weapon: str) -> None:
        uses = self.g.cards.plot(weapon).uses
        self.st.players[seat].weapons.append(Held(card=weapon, charges=uses or None))

    def fork(self) -> Table:
        """Another table on a copy of this state (same game and cards): to try an action and look."""
        other = copy.copy(self)
        other.st = clone(self.st)
        other.record = copy.deepcopy(self.record)
        return other

    @property
    def cards(self):
        return self.g.cards

    def view(self, seat: int | None = None, mouse=(0, 0), layout=None) -> CorpView:
        seat = self.seat if seat is None else seat
        st = self.g.view(self.st, seat)
        acting = tuple(self.g.to_act(self.st))
        legal = tuple(self.g.legal_actions(self.st, seat)) if seat in acting else ()
        names = tuple("You" if s == seat else f"Seat {s + 1}" for s in range(len(self.st.players)))
        return CorpView(
            state=st,
            cards=self.cards,
            seat=seat,
            acting=acting,
            legal=legal,
            bots=frozenset(),
            colours=COLOURS[: len(self.st.players)],
            names=names,
            layout=layout,
            camera=None,
            mouse=mouse,
            fight_record=self.record,
        )

    def do(self, action: A.Action, *faces: int) -> tuple:
        """Take an action (it must be legal) with the dice forced to `faces`; the record follows."""
        self.st.forced = list(faces)
        assert action in self.g.legal_actions(self.st, action.seat), (
            action,
            self.g.legal_actions(self.st, action.seat),
        )
        applied = self.g.apply(self.st, action)
        self.st = applied.state
        seen = [e for e in (ev.for_seat(self.seat) for ev in applied.events) if e is not None]
        self.record = follow(self.record, seen, self.view())
        return applied.events


EMPTY = ["empty_cubicle#1", "supply_closet#1", "storage_room#1", "open_plan_office#1", "unattended_desk#1"]


def start(table: Table, how: str, *faces: int, seat: int = 0, **kw) -> None:
    """Start a fight through the engine's own entry points (as the turn would): "boss" opens the boss's
    door for `seat` (kw boss=content id), "pvp" sets seat `kw["infected"]` infected in `seat`'s hallway."""
    st = table.st
    st.forced = list(faces)
    c = Ctx(st, table.cards)
    if how == "boss":
        st.boss = kw.get("boss", "w_whateley") + "#1"
        st.players[seat].level, st.players[seat].room = TOP, None
        fight.start_boss(c, seat)
    elif how == "pvp":
        bad = kw["infected"]
        st.players[bad].infected = kw.get("type", "alien")
        st.players[bad].level, st.players[bad].room = st.players[seat].level, st.players[seat].room
        fight.start_pvp(c, st.players[seat].area())
    c.done()
    seen = [e for e in (ev.for_seat(table.seat) for ev in c.events) if e is not None]
    table.record = follow(table.record, seen, table.view())
