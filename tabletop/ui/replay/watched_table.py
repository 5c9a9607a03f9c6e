"""Each game's real table scene, drawn read-only at one position of a replay.

`table_at(ctx, timeline, position, seat)` builds the game's own table (the one Load and Resume open)
on a private Session whose state is the timeline's at `position`, and turns it into a watched table:
its class becomes a subclass with `Watched` in front, which

- refuses every submit (the viewer never plays an action) and has no bots, no saver, no autosave;
- keeps the seat the viewer chose at the screen (no hand-over, no "Your turn"): a seat's own view,
  as the table shows it in play, or ALL: the whole state, every event in its full words;
- starts its log with the timeline's events up to the position instead of replaying the game again;
- has no seat to act (`acting_seat` None): nothing is lit or offered, no tooltip says what a click
  would do; its choices panel says instead what the seat to act chose here (`note.WatchNote`, handed
  to a table whose view has a `watch` field), or how the game ended.

The viewer never forwards a click or a key to the table (only the mouse's position, for hovers), so
nothing on it can be pressed; building a table costs a few milliseconds, so the viewer builds one for
each position it shows.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from tabletop.core.session import Session
from tabletop.games import resolve
from tabletop.ui import look, registry
from tabletop.ui.game_log import GameLog, LogLine
from tabletop.ui.game_screen import GameScreen
from tabletop.ui.kit.buttons import Button, ButtonSet
from tabletop.ui.kit.more import offered_by_click
from tabletop.ui.layout import screen_frame, ui_scale
from tabletop.ui.replay.note import WatchNote, note_for
from tabletop.ui.replay.timeline import ALL, Timeline
from tabletop.ui.scene import Transition

# What each game gives the viewer is its spec's `Screens.replay` (`registry.replay_of`; this module
# names no game): its table without the set-up show or end screen that Load's `scene_for_session` opens
# over an unstarted or finished game; the set-up show a new game opens on, shown whole at position 0;
# the seats' colours as the rules deal them, for a save without the table's record of them (a simulated
# game's "P1 Pink" was drawn yellow); its fight window told by the fight's actions so far, so the dice
# rolled and the result show at the action that rolled them (a window made from the state showed "?"
# dice or none, the fight's next step having closed it); and the words of an action whose events tell
# nobody anything (the note said "(nothing the watched seat could see)" of a public step).
SETUP_NOTE = "The set-up, as the table showed it · → (or Play) for the first action"

LOG_KEEP = 120  # actions of the log a watched table holds


@contextmanager
def buttons_unseen() -> Iterator[None]:
    """While a watched table draws: no kit button (Undo, Save, End turn, a choice, a fight's Roll...) and
    no button's tooltip is drawn, as nothing on a watched table can be pressed. Every table and tool
    draws its buttons through `Button.draw`, so this reaches them all without touching what the live
    tables draw; the viewer's own bar is drawn after, outside it."""
    draw, tip, each, at = Button.draw, ButtonSet.draw_tooltip, ButtonSet.__iter__, ButtonSet.at
    setattr(Button, "draw", lambda self, *args, **kwargs: None)  # noqa: B010 (a method put back below)
    setattr(ButtonSet, "draw_tooltip", lambda self, *args, **kwargs: None)  # noqa: B010
    # a set's buttons are none while it draws: what a table paints over them walking the set (one
    # table's greyed face of a disabled Undo, play-test r21) is not drawn either
    setattr(ButtonSet, "__iter__", lambda self: iter(()))  # noqa: B010
    # and none is under the mouse (or the keys' focus): an unseen button has no tooltip (r26: the viewer's
    # focus over the things with one found Save and Menu)
    setattr(ButtonSet, "at", lambda self, pos: None)  # noqa: B010
    try:
        yield
    finally:
        setattr(Button, "draw", draw)  # noqa: B010
        setattr(ButtonSet, "draw_tooltip", tip)  # noqa: B010
        setattr(ButtonSet, "__iter__", each)  # noqa: B010
        setattr(ButtonSet, "at", at)  # noqa: B010


class Watched:
    """Put in front of a table's class: the table shows a replay and takes no action."""

    watched_seat: Any = ALL
    watch_note: WatchNote = WatchNote()

    def acting_seat(self) -> int | None:
        """Nobody acts at a watched table: no choice is offered, lit or worded as a click."""
        return None

    def human(self, seat: int | None) -> bool:
        """No seat is played at this screen: the tables word every turn as one watched ("Player 2 is
        choosing their command"), never as a gesture to make ("drag dice onto matching slots")."""
        return False

    def tool_view(self) -> Any:
        """The table's view for its tools and drawing, with the watch note where the view has room for
        it (a `watch` field: the tables with a choices panel)."""
        view = super().tool_view()  # type: ignore[misc]
        if dataclasses.is_dataclass(view) and any(f.name == "watch" for f in dataclasses.fields(view)):
            return dataclasses.replace(view, watch=self.watch_note)  # type: ignore[type-var]
        return view

    def wanted_seat(self) -> int | None:
        """The seat the viewer chose (the acting one, for ALL)."""
        seat = self.watched_seat
        if seat == ALL:
            session = self.session  # type: ignore[attr-defined]
            acting = list(session.game.to_act(session.state))
            return acting[0] if acting else 0
        return seat

    def draw(self, surface) -> None:
        """The table as it stands, without its buttons (`buttons_unseen`); a tooltip's "more" line offers
        a click, as a click on a watched table opens the rules (`more_at`)."""
        with buttons_unseen(), offered_by_click():
            super().draw(surface)  # type: ignore[misc]

    def draw_overlay(self, surface) -> None:
        """The table's overlay (a summary, an open log), without its buttons."""
        with buttons_unseen(), offered_by_click():
            super().draw_overlay(surface)  # type: ignore[misc]

    def more_at(self) -> Any:
        """The rules page at the section of what the mouse rests on (the table's own F2), or None: a
        click or F2 in the viewer asks this, the only thing a watched table answers."""
        self.update(0.0)  # type: ignore[attr-defined]  # a table that finds its hover as it updates
        f2 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)
        result = self.handle_event(f2)  # type: ignore[attr-defined]
        return result if isinstance(result, Transition) else None

    def _check_seat(self):
        return None  # the seat stays the viewer's: no hand-over in a replay

    @property
    def view(self):
        """The chosen seat's view; ALL: the whole state."""
        if self.watched_seat == ALL:
            return self.session.state  # type: ignore[attr-defined]
        return GameScreen.view.fget(self)  # type: ignore[attr-defined]

    def submit(self, action: Any) -> bool:
        """Refused: a replay is watched, never played."""
        self.flash("This is a replay: nothing can be played here")  # type: ignore[attr-defined]
        return False

    def undo(self) -> None:
        return None

    def save(self) -> None:
        return None

    def log_lines(self) -> list[LogLine]:
        """The log as the chosen seat read it; ALL: every event in its full words."""
        if self.watched_seat != ALL:
            return GameScreen.log_lines(self)  # type: ignore[arg-type]
        key = ("all", self.log.version)  # type: ignore[attr-defined]
        if getattr(self, "_all_key", None) == key:
            return self._all_lines
        out: list[LogLine] = []
        for batch in self.log.batches:  # type: ignore[attr-defined]
            if isinstance(batch, LogLine):
                out.append(batch)
                continue
            for ev in batch:
                data = dict(ev.data) if hasattr(ev.data, "items") else {}
                who = data.get("seat")
                who = who if isinstance(who, int) and not isinstance(who, bool) else None
                out.append(LogLine(ev.text or ev.kind.replace("_", " "), ev.kind, who, False, data))
        self._all_key, self._all_lines = key, out
        return out


class _Unpointed:
    """A table's view with the mouse nowhere: a watched set-up lights no plaque and shows no tip."""

    mouse = (-1, -1)
    rested = 0.0

    def __init__(self, view: Any) -> None:
        self._view = view

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)


class WatchedSetup:
    """Put in front of a set-up show's class: all of it at once, without its Back and Begin plaques (no
    click reaches it), a line in their place saying what it is."""

    ring_begin = False  # no Begin, so no ring for Enter (r27: a bright empty frame beside this line)

    def update(self, dt: float, view: Any) -> None:
        return None  # shown whole (`still`) and staying so

    def draw(self, surface: pygame.Surface, view: Any) -> None:
        draw_plaque = look.draw_plaque
        setattr(look, "draw_plaque", lambda *args, **kwargs: None)  # noqa: B010 (Back and Begin, put back below)
        try:
            super().draw(surface, _Unpointed(view))  # type: ignore[misc]
        finally:
            setattr(look, "draw_plaque", draw_plaque)  # noqa: B010
        s = ui_scale(surface.get_size())
        frame = screen_frame(surface.get_size())
        bar = pygame.Rect(frame["back"]).union(pygame.Rect(frame["primary"]))
        words = look.text("serif_italic", int(17 * s), SETUP_NOTE, look.BONE)
        surface.blit(words, words.get_rect(center=bar.center))


_WATCHED: dict[type, type] = {}


def watched_class(cls: type, front: type = Watched) -> type:
    """The watched subclass of a table class (or with `front`, of a set-up show's), made once per class."""
    found = _WATCHED.get(cls)
    if found is None:
        found = _WATCHED[cls] = type(f"Watched{cls.__name__}", (front, cls), {})
    return found


def _setup_show(session: Session, table: Any) -> Any:
    """The game's set-up show for a session with no action, watched; None for a game without one."""
    factory = registry.replay_of(session.game.name).setup_show
    if factory is None or session.actions:
        return None

    bots, _colours = _seats(session)
    tool = resolve(factory)(session, bots, getattr(table, "colours", _colours))
    tool.still()
    tool.__class__ = watched_class(type(tool), WatchedSetup)
    return tool


def _table(ctx, session: Session):
    factory = registry.replay_of(session.game.name).table
    if factory is None:
        return registry.scene_for_session(ctx, session)
    bots, colours = _seats(session)
    return resolve(factory)(ctx, session, bots, colours)


def _seats(session: Session) -> tuple[set[int], list]:
    """(bot seats, colours) as the save keeps them, the colours the rules dealt where it keeps none."""
    from tabletop.ui.persist import seats_and_colours

    bots, colours = seats_and_colours(session)
    dealt = registry.replay_of(session.game.name).dealt_colours
    if dealt is not None and not (session.settings.get("ui") or {}).get("colours"):
        colours = resolve(dealt)(session.state)
    return bots, colours


def watch_note(timeline: Timeline, position: int, seat: int | str) -> WatchNote:
    """What the choices panel says at `position`: the next action's events as `seat` saw them, or at
    the end why the game ended."""
    if position >= timeline.end:
        outcome = timeline.outcome_at(position)
        return note_for(None, None, None, True, outcome.reason if outcome is not None else "")
    everything = seat == ALL
    action = timeline.actions[position]
    choice = getattr(action, "choice", None)  # a question's answer ("0", "yes")
    words = registry.replay_of(timeline.game.name).action_words
    batch = timeline.batches[position + 1]
    said = ""
    if words is not None and not any(e.text or e.public for e in batch):
        said = resolve(words)(timeline.state_at(position), action)
    return note_for(
        timeline.action_seat(position + 1),
        batch,
        None if everything else int(seat),
        everything,
        "",
        str(choice) if isinstance(choice, str | int) and not isinstance(choice, bool) else "",
        said,
    )


def table_at(ctx, timeline: Timeline, position: int, seat: int | str, size: tuple[int, int] | None = None):
    """The game's table at `position` of `timeline` as `seat` saw it (ALL: everything), laid out for
    `size` (the window by default), read-only and entered (its log the timeline's up to `position`)."""
    position = timeline.clamp(position)
    here = copy.copy(ctx)  # the table laid out above the viewer's bar: its own size, the app's services
    here.size = tuple(size or ctx.size)
    session = Session(timeline.game, timeline.settings, timeline.seed)
    session.state = timeline.state_at(position)
    session.actions = list(timeline.actions[:position])
    table = _table(here, session)
    if not isinstance(table, GameScreen):
        raise TypeError(f"{session.game.name}'s screen for a session is not a table ({type(table).__name__})")
    table.__class__ = watched_class(type(table))
    table.watched_seat = seat  # type: ignore[attr-defined]
    table.watch_note = watch_note(timeline, position, seat)  # type: ignore[attr-defined]
    shown = _setup_show(session, table)
    if shown is not None:  # pushed where a new game's flow pushes it: before the table is entered
        table.tools.push(shown)
    table.driver = None
    table.autosave = None
    table.saver = None
    table._shown = table.wanted_seat()
    table._view_key = ()
    # the log's newest LOG_KEEP actions (the panel shows the newest lines; a whole long game's log, made
    # again for every position, cost a jump hundreds of milliseconds)
    table.log = GameLog([list(b) for b in timeline.batches_to(position)[-LOG_KEEP:]])
    table.log.version = position + 1
    # listening already (it never hears anything: nothing is submitted), so entering does not replay
    # the game again for its log, as a scenario's table enters
    session.listeners.append(table._on_applied)
    table.enter()
    # laid out again now it is watched: a part laid out as the table was made, before it was watched
    # (a set-up step's controls), was laid out for a seat that plays (watching: a set-up step's Mold,
    # Clear and − looked pressable)
    table.resize(here.size)
    table.no_first_handover()
    fight = registry.replay_of(session.game.name).fight_window
    if fight is not None:
        resolve(fight)(table, timeline.fight_steps(position, seat))
    table.pause()  # a set-up step's own widgets hide: nothing on a watched table is pressed
    table.update(0.0)
    return table


def leave_table(table) -> None:
    """The table is no longer shown: free its widgets."""
    if table is not None:
        table.exit()
