"""The combat window as a tool (CombatTool): it follows the engine's combat events, rolls the
dice on screen, offers the deciding seat's choices (buy dice, gem rage, support reroll, keep)
as buttons whose presses answer actions, lets the winner smash the loser's monster
(NM-BASIC-35: presentation only), and closes by hand (Continue) or by itself between bots.

What the window shows is combat_view.py; this is what its buttons and dice clicks do.
"""

from __future__ import annotations

import msgspec
import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.queries import deciding_seat
from tabletop.ui import look
from tabletop.ui.necromolds.table import clay_show, combat_view
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import HANDLED, PASS, Drop, Say

BOTS_CLOSE_AFTER = 2.2  # seconds a finished combat between two bots stays up


def record_started(state, rec) -> combat_view.CombatRecord:
    """The window's record of a combat the engine just started (its E.CombatStarted or, for a Magic Blast,
    E.BlastCombatStarted record), `state` the state after that action."""
    blast = isinstance(rec, E.BlastCombatStarted)
    dfn = state.monster(rec.defender)
    # a Magic Blast has no attacking monster: the blast itself stands in for one
    att = clay_show.blast_attacker(rec.caster) if blast else state.monster(rec.attacker)
    return combat_view.CombatRecord(
        rec.kind,
        att.id,
        dfn.id,
        att.owner,
        dfn.owner,
        rec.att_pool,
        rec.def_pool,
        bonuses=list(getattr(rec, "bonuses", None) or ()),
        caster=rec.caster if blast else None,
    )


class CombatTool(TableTool):
    """One combat on screen, from its first event to Continue."""

    name = "combat"

    def __init__(self, record: combat_view.CombatRecord) -> None:
        self.record = record
        self.close_in = BOTS_CLOSE_AFTER
        self.smash: dict = {}  # smashed monster -> how far its smash has played (0..1)
        self.smash_asked = False  # the winner pressed "Smash <the loser>"
        self.queued: list = []  # combats the engine started while this one's result is still up (a Magic Blast's)

    def follow_with(self, record: combat_view.CombatRecord) -> None:
        """Show `record` next, once this combat's result has been seen (Continue): a Magic Blast
        resolves one combat and starts the next in one action (NM-CLAY-09), and each defender's
        roll and result deserve to be seen."""
        self.queued.append(record)

    def _next(self) -> bool:
        """On to the next queued combat (True), or none left (False)."""
        if not self.queued:
            return False
        self.record = self.queued.pop(0)
        self.close_in = BOTS_CLOSE_AFTER
        self.smash, self.smash_asked = {}, False
        return True

    @classmethod
    def from_state(cls, state) -> CombatTool:
        """The window of a combat already under way (a loaded game, an undo)."""
        return cls(combat_view.CombatRecord.from_state(state))

    # -- what the screen tells it ----------------------------------------------------------
    def on_event(self, state, ev, before=None) -> None:
        """Fold one engine event into the record (which reads the combat's typed records, ignoring the rest);
        `before`: the state before the action (kept with a result, for the panels while the dice roll)."""
        rec = self.queued[-1] if self.queued else self.record
        rec.on_event(state, ev)
        if isinstance(ev.record, (E.CombatResult, E.BlastResult)) and before is not None:
            rec.before = before

    def prompt(self, view: TableView):
        """While the result's dice roll, the banner tells the combat, not the turn after it (play-test r19:
        "Round 2 · Player 1's turn" stood over "Rolling the dice")."""
        rec = self.record
        if rec.rolling <= 0 or rec.before is None or not self.shown(view):
            return None
        st = view.state
        who = Q.monster_name(st, rec.attacker) if rec.attacker else "The Magic Blast"
        seat = rec.att_owner if rec.attacker else rec.caster
        colour = view.colours[seat] if seat is not None and 0 <= seat < len(view.colours) else look.BONE
        return f"Round {rec.before.round} · {who} against {Q.monster_name(st, rec.defender)}: the dice roll", colour

    def shown(self, view: TableView) -> bool:
        """The window is up (it waits for the moves to be shown first)."""
        return not view.animating

    def winner_is_human(self, view: TableView) -> bool:
        """The side that may smash the loser is played at this screen (NM-BASIC-35)."""
        side = combat_view.winner_side(self.record)
        if side is None:
            return False
        return view.human(self.record.att_owner if side == 0 else self.record.def_owner)

    # -- input -------------------------------------------------------------------------------
    def handle(self, event, view: TableView):
        """While the window is up, a press picks one of the deciding side's dice for a reroll; nothing below gets it."""
        if not self.shown(view):
            return PASS
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            st = view.state
            c = st.combat
            rect = combat_view.window_rect(view.layout.map, view.scale)
            for die_rect, side, k in combat_view.dice_places(rect, st, self.record, view.scale):
                rerolling = c is not None and c.stage in ("att_reroll", "def_reroll")
                if die_rect.collidepoint(event.pos) and rerolling and side == (0 if c.stage == "att_reroll" else 1):
                    self.record.selected = k
            return HANDLED
        return PASS

    def buy_step(self, k: int):
        """One die more or fewer to buy."""
        self.record.buy = max(0, self.record.buy + k)
        return HANDLED

    def confirm_buy(self, view: TableView):
        """Submit the dice bought."""
        st = view.state
        if st.combat is None:
            return None
        n, self.record.buy = self.record.buy, 0
        return A.BuyDice(seat=deciding_seat(st), count=n)

    def gem_rage(self, view: TableView):
        """Advanced: reroll the attacker's gem dice."""
        st = view.state
        c = st.combat
        die = library().combat_die
        seat = deciding_seat(st)
        gems = [i for i, f in enumerate(c.att_faces) if "gem" in die.faces[f]][: st.seats[seat].gems]
        return A.GemRage(seat=seat, dice=tuple(gems))

    def support_reroll(self, view: TableView):
        """Advanced: reroll the selected die with a supporting monster."""
        if self.record.selected is None:
            return Say("Click one of your dice first")
        return A.SupportReroll(seat=deciding_seat(view.state), die=self.record.selected)

    def keep_rolls(self, view: TableView):
        """Advanced: no more rerolls."""
        return A.RerollsDone(seat=deciding_seat(view.state))

    def close(self):
        """Continue: close the window once the combat is resolved."""
        if not self.record.done:
            return None
        return HANDLED if self._next() else Drop(self)

    def smash_it(self):
        """The winner smashes the loser's monster (NM-BASIC-35): the smash plays; the rules are not touched."""
        self.smash_asked = True
        for mid in self.record.result.get("smashed", []) if self.record.result else []:
            self.smash.setdefault(mid, 0.0)
        return HANDLED

    def buttons(self, view: TableView) -> list:
        """The window's buttons for the deciding seat (if human), Continue once resolved, "Smash <the loser>" for a human winner."""
        if not self.shown(view):
            return []
        st = view.state
        rect = combat_view.window_rect(view.layout.map, view.scale)
        c = st.combat
        human = c is not None and view.human(deciding_seat(st))
        smash = self.smash_it if (self.winner_is_human(view) and not self.smash_asked) else None
        return combat_view.buttons(
            rect,
            st,
            self.record,
            human,
            view.scale,
            {
                "continue": self.close,
                "less": lambda: self.buy_step(-1),
                "more": lambda: self.buy_step(1),
                "confirm": lambda: self.confirm_buy(view),
                "rage": lambda: self.gem_rage(view),
                "support": lambda: self.support_reroll(view),
                "keep": lambda: self.keep_rolls(view),
                "smash": smash,
            },
        )

    # -- time ------------------------------------------------------------------------------------
    def update(self, dt: float, view: TableView):
        """Roll the dice on (once the moves are shown), play smashes, and close a finished combat between bots."""
        rec = self.record
        adt = dt * view.speed if view.speed > 0 else 1e6
        if not self.shown(view):
            return None
        rec.rolling = max(0.0, rec.rolling - adt)
        if rec.done and rec.rolling <= 0:
            if not self.winner_is_human(view):  # a bot winner, or a tie: the smash plays by itself
                for mid in rec.result.get("smashed", []):
                    self.smash.setdefault(mid, 0.0)
            for mid in self.smash:
                self.smash[mid] = min(1.0, self.smash[mid] + adt / combat_view.SMASH_TIME)
            # between bots with nobody at the screen it closes by itself; a person watching sees its
            # result until they move on (Continue), as for their own fights (issue 21)
            if all(s in view.bots for s in (rec.att_owner, rec.def_owner)) and view.seat is None:
                self.close_in -= adt
                if self.close_in <= 0:
                    return None if self._next() else Drop(self)
        return None

    def settle(self, view: TableView) -> None:
        """A still picture: the dice rest, and smashes that play by themselves have played."""
        self.record.rolling = 0.0
        if self.record.done and not self.winner_is_human(view):
            for mid in self.record.result.get("smashed", []):
                self.smash[mid] = 1.0

    def draw_window(self, surface, view: TableView) -> None:
        """The window, once the moves are shown."""
        if self.shown(view):
            combat_view.draw(
                surface,
                combat_view.window_rect(view.layout.map, view.scale),
                view.state,
                self.record,
                view.colours,
                view.bots,
                view.scale,
                view.t,
                self.smash,
            )

    covers_map_only = True  # the spellbook cards beside the map keep their tooltips (and F2) in a fight

    def window_at(self, view: TableView, pos) -> bool:
        """The window is up and `pos` lies on it (F2 there opens the rules at combat)."""
        return self.shown(view) and combat_view.window_rect(view.layout.map, view.scale).collidepoint(pos)

    def hover_blocked(self) -> bool:
        """The window covers the map."""
        return True


def watched_combat(table, steps) -> None:
    """The replay viewer's combat window at a watched position (the spec's Replay.fight_window): the
    combat's actions so far (`steps`: each one's events and the state after it) followed as the live table
    follows them (scene.on_events: a Magic Blast's next combat waits behind the last one's result), a
    resolved combat closed between two actions as Continue closes it; so the action that rolled shows the
    dice and the result. The dice rest, and the window stays up while the position is shown."""
    tool: CombatTool | None = None
    for events, state in steps:
        if tool is not None and tool.record.done and not tool._next():
            tool = None  # Continue was pressed before the next action
        for ev in events:
            rec = ev.record
            if isinstance(rec, (E.CombatStarted, E.BlastCombatStarted)):
                record = record_started(state, rec)
                blast = isinstance(rec, E.BlastCombatStarted)
                if tool is not None and tool.record.done and tool.record.blast and blast:
                    tool.follow_with(record)
                else:
                    tool = CombatTool(record)
            if tool is not None:
                tool.on_event(state, ev)
    table.tools.remove_all(CombatTool)
    if tool is None or not (tool.record.done or table.view.combat is not None):
        table._pick_up_combat()  # a combat on with no start told (never in a whole replay): from the state
        return
    tool.close_in = float("inf")  # no closing by itself between bots: up until the viewer moves on
    tool.settle(table.tool_view())
    table.tools.push(tool)


def loaded_combat(table, steps) -> None:
    """A game loaded or resumed (GameScreen.fight_so_far: the actions of the combat under way, or of the
    one its last action finished, as the seat at the screen saw them): the window as the live table had
    it then, its dice so far or its result until Continue (a combat finished just before a save came
    back with no window: the player never saw how it went, play-test r18). Nothing when no combat
    started in them, or a window is up already (one the battle's first action opened)."""
    started = (E.CombatStarted, E.BlastCombatStarted)
    if table.tools.find(CombatTool) is not None or not any(
        isinstance(ev.record, started) for events, _state in steps for ev in events
    ):
        return
    watched_combat(table, steps)
    tool = table.tools.find(CombatTool)
    if tool is not None:
        tool.close_in = BOTS_CLOSE_AFTER  # live again: a combat between two bots closes by itself


def panel_state(state, tools):
    """The state the side panels and strips read this frame: while a combat's result dice still roll,
    the state from before that result (its smashed monster still on the map, the seats' dice, who is
    out and the round as they were), with the gems it has now less the result's gains, as the combat
    window shows them (combat_view.shown_gems); else `state`. Panels changed before the dice landed
    ("5 monsters on the map", "Veggitoad ×3") and told the result early (play-test r19)."""
    tool = next((t for t in tools if isinstance(t, CombatTool)), None)
    rec = tool.record if tool is not None else None
    if rec is None or rec.rolling <= 0 or rec.result is None or rec.before is None:
        return state
    if rec.told is not None and rec.told[0] is state:
        return rec.told[1]  # made once per state (the panel cache keys on the state's identity)
    before = rec.before
    seats = list(before.seats)
    for k in range(min(len(seats), len(state.seats))):
        seats[k] = msgspec.structs.replace(seats[k], gems=combat_view.shown_gems(state, rec, k))
    told = msgspec.structs.replace(before, seats=seats)
    rec.told = (state, told)
    return told
