"""The combat panel with the mouse, and the record it shows following the fight.

`CombatTool` is in hand while a combat panel is up: a click on a lit fighter (or tower) of the docked
panel takes that wound once the dice are down; the panel's own button folds it to one line or opens it
again (a `Panel` result, carried out by the scene, which owns the record: it is shown across a
hand-over and ticks its dice with the screen's clock). The decisions (rerolls, Spells, Zombies to
explode) and Close are plaques in the choices panel (choices_tool.py).

`follow_fight` is what the record becomes after an action's events: a finished fight stays up until a
later fight or turn begins; a fight that began and ended within one action is built from its events.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from tabletop.games.rise import events as E
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.quest_panel import quest_record
from tabletop.ui.rise.table.table_view import RiseView, TableTool, left_press
from tabletop.ui.rise.table.widgets import plaque_button
from tabletop.ui.tools import HANDLED, PASS

# a fight's consequences told in its panel (the engine's typed records, games/rise/events.py)
AFTERMATH = (
    E.Conquered,
    E.TrackCounter,
    E.CountersReturned,
    E.CountersPlaced,
    E.NecromancerDied,
    E.ApprenticeDied,
    E.MovedBack,
)
FIGHT_BREAKS = (E.TurnBegins, E.FightResult)  # what ends the story of the fight before it


@dataclass(frozen=True)
class Panel:
    """A result for the scene: fold the combat panel to its strip (or open it again), or close it."""

    folded: bool = False
    close: bool = False


class CombatTool(TableTool):
    """The combat panel over the board: wounds by a click on the fighter, the panel's fold button."""

    name = "combat"

    @staticmethod
    def wanted(view: RiseView) -> bool:
        return view.combat is not None

    def handle(self, event, view: RiseView):
        if not left_press(event) or not view.under_panel(event.pos):
            return PASS
        if view.rolling():
            return HANDLED  # the decision comes once the dice are down
        wound = {a.choice: a for a in view.offer.combat}
        for _side, fid, row in view.wound_rows():
            if row.collidepoint(event.pos) and fid in wound:
                return wound[fid]
        return HANDLED

    def buttons(self, view: RiseView) -> list:
        """Fold the panel to one line ('–'), or show it again from the strip."""
        L, s = view.layout, view.scale
        if view.folded:
            sx, sy, sw, sh = L.strip
            rect = pygame.Rect(sx + sw - int(70 * s), sy + int(4 * s), int(64 * s), sh - int(8 * s))
            return [plaque_button("dock", rect, "Show", lambda: Panel(folded=False))]
        rect = W.dock_layout(L.dock, view.combat, s)["minimise"]
        return [plaque_button("dock", rect, "–", lambda: Panel(folded=True))]

    def draw_window(self, surface, view: RiseView) -> None:
        L = view.layout
        rec, decision = view.combat, "your decision"
        if view.watch is not None and rec.prompt:  # watched: the seat's question and its answer, asked of nobody
            note = view.watch
            name = view.seat_name(note.actor) if note.actor is not None else "The seat"
            rec, decision = replace(rec, prompt=note.asked(rec.prompt, name), hint=""), f"{name}'s decision"
        if view.folded:
            W.draw_combat_strip(surface, L.strip, rec, L.scale, decision)
        else:
            wound = {a.choice for a in view.offer.combat}
            W.draw_combat(surface, L.dock, rec, L.scale, view.seat_name, view.colours, wound)


def follow_fight(rec: W.CombatRecord | None, view, events: list) -> W.CombatRecord | None:
    """The record the panel shows after an action's `events` (as the seat at the screen sees them),
    given the one shown before and the view after: its new dice tumble, then land in roll order, each by
    the fighter that rolled it."""
    fighting = view.fight is not None and view.fight.attacker is not None
    cut = max((i + 1 for i, ev in enumerate(events) if isinstance(ev.record, E.FightResult)), default=0)
    ended, rest = events[:cut], events[cut:]
    if rec is not None and rec.over and (cut or fighting or any(isinstance(ev.record, E.TurnBegins) for ev in events)):
        rec = None
    if cut:
        if rec is None and any(isinstance(ev.record, E.FIGHT_STORY) for ev in ended):
            # a fight that began and ended within this action: nobody had to decide anything
            rec = W.CombatRecord.from_result(view.side, ended)
            start = max((i + 1 for i, ev in enumerate(ended[:-1]) if isinstance(ev.record, FIGHT_BREAKS)), default=0)
            ended = ended[start:]
        if rec is not None:
            rec.finish(ended)
            rec.lines += [e.text for e in rest if isinstance(e.record, AFTERMATH) and e.text][:3]
    if fighting:
        if rec is None or rec.over:
            rec = W.CombatRecord.from_fight(view)
        rec.absorb(rest)
        rec.follow(view)
    return rec


def next_panel(shown, view, events: list, before, by_person: bool, people: bool, seen_before=None) -> tuple:
    """(record, fold) the panel shows after an action of `before`'s turn (the state before it) whose
    `events` the seat at the screen saw: follow_fight, then a finished fight stays on its result until the
    person at the screen moves on (issue 21): their next action closes it (not the one that ended it:
    the Death Bolt that killed the Troll closed its panel before its die was seen, play-test); the
    computer's actions do not close it, but once the next turn is under way it folds to its strip, the
    whole board shown again, its Show button there to open it (play-test: it stayed docked through the
    other player's turn). Dice an action set rolling keep that turn (its words in the top bar, the boards
    as `seen_before()` gives the seat's view before the action) until they land."""
    was_over = shown is not None and shown.over  # before this action's events (they may finish it in place)
    rec, fold = follow_fight(shown, view, events), False
    quest = quest_record(view.side, events, before) if rec is None or (was_over and rec is shown) else None
    if quest is not None:  # a quest's test: its card and die in the panel as a fight's (play-test r19)
        rec = quest
    turn = (before.round, before.turn.seat)
    if was_over and rec is None and people and not by_person:
        rec = shown
        fold = not rec.put_away and rec.ended_in != (view.round, view.turn.seat)
        rec.put_away = rec.put_away or fold
    elif was_over and rec is shown and by_person:
        rec = None
    if rec is not None and rec.over and not (was_over and rec is shown):
        rec.ended_in = turn  # ended by this action
    if rec is not None and rec.rolling and any(isinstance(ev.record, (E.Rolled, E.QuestTest)) for ev in events):
        rec.watched = turn
        rec.before = seen_before() if seen_before is not None else None
    return rec, fold


def fight_events(log, seat: int | None) -> list:
    """The events of the fight in hand so far, as `seat` sees them (from the log: everything after the
    last turn's start or the last fight's result)."""
    out: list = []
    for batch in log.batches:
        if not isinstance(batch, list):
            continue
        for ev in batch:
            seen = ev.for_seat(seat)
            if seen is None:
                continue
            if isinstance(seen.record, FIGHT_BREAKS):
                out = []
            else:
                out.append(seen)
    return out


def record_from_view(view, log, seat: int | None) -> W.CombatRecord | None:
    """A combat panel for the fight in the view (its dice from the log's events so far), or None."""
    if view.fight is None or view.fight.attacker is None:
        return None
    rec = W.CombatRecord.from_fight(view)
    rec.absorb(fight_events(log, seat))
    rec.follow(view)
    return rec


def watched_fight(table, steps) -> None:
    """The replay viewer's combat panel at a watched position (the spec's Replay.fight_window): the
    fight's actions so far (`steps`: each one's events and the view after it) followed as the live panel
    follows them, a finished fight closed between two actions as a person closes it; so the action that
    finished a fight shows its last dice and result. The dice rest, and the result stays up while the
    position is shown (nobody is at a watched table's screen, which closes a finished fight by itself)."""
    rec = None
    for events, view in steps:
        if rec is not None and rec.over:
            rec = None  # closed before the next action
        rec = follow_fight(rec, view, list(events))
    if rec is not None:
        rec.land_all()
        rec.shown = float("-inf")  # never past the table's linger: up until the viewer moves on
    table._set_combat(rec)
