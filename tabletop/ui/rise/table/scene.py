"""The Rise of the Necromancers table on the generic GameScreen.

    RiseTableScene(ctx, session, bot_seats, colours, bot_delay=0.7)

`ctx` has `size` (the window); `session` is a Session of RiseGame; `bot_seats` the seats the
computer plays; `colours` one RGB per seat (the engine's colours as the table paints them; None
gives the table's own). The same shape as Necromolds' TableScene; flow.py builds it so.

What it offers with the mouse, all from `game.legal_actions(view, seat)` of the seat at the
screen (choices.offer sorts them): highlighted reachable spaces on the board (path shown under
the cursor, a click moves; an unreachable space says why), playable cards in the hand (click to
play), Minions on the player board (click to raise), the Library / Workshop look (click the card
to keep, swap the order the rest go back, Keep), the combat window (click a fighter or a tower to
take a wound, Spell and reroll buttons), and every other action as a plaque in the choices panel.
`targets()` lists every gesture on screen that takes an action (tests play whole games by it).
Drawing reads the view and changes nothing; the static board is one cached blit per zoom.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.game_screen import GameScreen
from tabletop.ui.rise.table import board_draw as BD
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import hexes as H
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import beside_dock, contains, table_layout
from tabletop.ui.rise.table.scene_draw import (
    NO_TITLE,
    STAGE_HELP,
    STAGE_WORDS,
    TIP_REST,
    TableDrawing,
    space_tip,
    typed_rolls,
)
from tabletop.ui.scene import Transition, pop, replace

COMBAT_LINGER = 4.0  # seconds a finished combat stays up when nobody closes it
OWN_COMBAT_LINGER = 8.0  # the same for a fight the person at the screen took part in
DRAG_SLOP = 6  # pixels a press moves before it is a drag
NOTICE_SECONDS = 20.0  # the longest the notice of a phase passed over stays over the board (it goes at the next action)
HANDOVER_PAUSE = 1.8  # seconds the one whose turn ended sees what it brought before the table passes on


class RiseTableScene(TableDrawing, GameScreen):
    """Play Rise of the Necromancers with the mouse, hot-seat and against bots."""

    name = "rise_table"

    def __init__(self, ctx, session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        from tabletop.ui.rise import persist

        super().__init__(ctx, session, bot_seats, bot_delay=bot_delay, save=persist.save_game)
        n = session.state.players_n
        given = [tuple(int(v) for v in c[:3]) for c in (colours or [])]
        self.colours = [
            given[s] if s < len(given) else BD.player_rgb(session.state.players[s].colour) for s in range(n)
        ]
        self.layout = table_layout(ctx.size, n)
        self.camera = Camera(viewport=ctx.size, min_scale=8.0, max_scale=200.0)
        self.control = CameraControl(self.camera, pygame.Rect(self.layout.board))
        self.board_cache = BD.BoardCache()
        self.mouse = (0, 0)
        self.buttons: list[W.Button] = []
        self.combat: W.CombatRecord | None = None
        self.combat_min = False  # the combat panel folded to one line (the whole board shown)
        self._prev_state = session.state  # the state before the latest action (the computer's reasons)
        self.keep: str | None = None  # the card picked in the look window
        self.rest: list[str] = []
        self.page = 0  # the choices panel's page when more buttons than fit
        self._offer_key = None
        self._offer = CH.Offer()
        self._reach: dict = {}
        self._no_head: dict = {}  # lit Academy -> why ending there makes no Headmaster of the seat
        self._bg_key = None
        self._bg: pygame.Surface | None = None
        self._tips: list = []  # (rect, words) of the icons drawn in the background
        self._rest = 0.0  # how long the cursor has rested where it is
        self.log_scroll = 0  # lines scrolled back from the newest
        self._press: tuple | None = None  # (card, pos) pressed in the look window
        self._pause: float | None = None  # seconds left before the hand-over to the next person
        self._handover_memo: tuple = ((), False)
        self.drag: tuple | None = None  # (card, pos) dragged in the look window
        self._notice: tuple | None = None  # (seat, words): a phase passed over, told when its seat is shown
        self._notice_shown = ""  # the words of the notice last put over the board
        self._head_drawn = ""  # the choices panel header as last drawn (whole, or cut to fit)
        self._laid_rolling = False  # the buttons were laid out while dice were in the air
        self._fit()

    # -- geometry -------------------------------------------------------------------------------
    def docked(self) -> bool:
        """The combat panel is open beside the board (not folded to its one-line strip)."""
        return self.combat is not None and not self.combat_min

    def _fit(self) -> None:
        x, y, w, h = beside_dock(self.layout) if self.docked() else self.layout.board
        self.camera.resize((w, h), x, y)
        scale, ox, oy = H.fit(BD.board_box(self.view.side), (x, y, w, h))
        self.camera.scale = max(self.camera.min_scale, min(self.camera.max_scale, scale))
        self.camera.origin_x, self.camera.origin_y = ox, oy

    def reset_zoom(self) -> None:
        """The whole board again."""
        self._fit()

    def resize(self, size) -> None:
        """Lay the table out again for a new window."""
        self.ctx.size = tuple(size) if hasattr(self.ctx, "size") else size
        self.layout = table_layout(tuple(size), self.view.players_n)
        self.control.area = pygame.Rect(self.layout.board)
        self._bg_key = None
        self._fit()
        self._refresh()

    def space_at(self, pos) -> str | None:
        """The space under a screen pixel (None off the board or outside the board area)."""
        if not contains(self.layout.board, pos):
            return None
        return BD.hex_index(self.view.side).at(*self.camera.screen_to_map(*pos))

    def space_pos(self, sid: str) -> tuple[int, int]:
        """Screen pixel of a space's centre."""
        x, y = BD.hex_index(self.view.side).centre(sid)
        sx, sy = self.camera.map_to_screen(x, y)
        return int(sx), int(sy)

    # -- what the seat at the screen may do -----------------------------------------------------
    def acting_seat(self) -> int | None:
        """The seat at the screen when it is a human who must act now."""
        seat = self.seat_at_screen
        if seat is None or not self.human(seat) or seat not in self.session.game.to_act(self.session.state):
            return None
        return seat

    def offer(self) -> CH.Offer:
        """The legal actions of the seat at the screen, sorted by gesture (cached per state)."""
        key = (len(self.session.actions), id(self.session.state), self.seat_at_screen)
        if key != self._offer_key:
            self._offer_key = key
            seat = self.acting_seat()
            if seat is None:
                self._offer, self._reach, self._no_head = CH.Offer(), {}, {}
            else:
                view = self.view
                self._offer = CH.offer(view, list(self.session.game.legal_actions(view, seat)))
                self._reach = Q.destinations(view, seat) if view.turn.stage == "move" else {}
                self._no_head = {}
                if view.turn.stage == "move":
                    for sid in self._offer.moves:
                        why = CH.no_headmaster(view, seat, sid)
                        if why:
                            self._no_head[sid] = why
                if self._offer.picks and (self.keep not in view.turn.peek):
                    self.keep = view.turn.peek[0]
                    self.rest = [c for c in view.turn.peek if c != self.keep]
            if self.combat is not None:
                self.combat.hint = CH.spell_hint(self.view, seat) if self._offer.combat else ""
            self._layout_buttons()
        return self._offer

    def path_to(self, sid: str) -> list[str]:
        """The way the miniature goes to a reachable space (from the engine's destinations)."""
        seat = self.acting_seat()
        if seat is None or sid not in self._reach:
            return []
        out = [sid]
        while out[-1] in self._reach and len(out) < 20:
            out.append(self._reach[out[-1]])
        return list(reversed(out))

    def hand(self) -> list[str]:
        """The cards in hand of the seat at the screen (nobody else's)."""
        seat = self.seat_at_screen
        if seat is None:
            return []
        return [c for c in self.view.players[seat].hand if c != "hidden"]

    # -- buttons ------------------------------------------------------------------------------------
    def _layout_buttons(self) -> None:
        L, s = self.layout, self.layout.scale
        out: list[W.Button] = []
        self._laid_rolling = self.dice_in_air()
        # the top bar's own buttons
        x = L.top[2] - int(8 * s)
        for key, label, press in (
            ("rules", "Rules ?", lambda: self.open_rules()),
            ("fit", "Fit board", lambda: self.reset_zoom()),
            ("save", "Save", lambda: self.save()),
            ("undo", "Undo", lambda: self.undo()),
        ):
            w = int(80 * s)
            x -= w + int(6 * s)
            out.append(W.Button(key, pygame.Rect(x, int(3 * s), w, L.top[3] - int(6 * s)), label, press))
        if self.combat is not None:  # the combat panel's own button: fold it away, or open it again
            if self.combat_min:
                sx, sy, sw, sh = L.strip
                out.append(
                    W.Button(
                        "dock",
                        pygame.Rect(sx + sw - int(70 * s), sy + int(4 * s), int(64 * s), sh - int(8 * s)),
                        "Show",
                        lambda: self.fold_combat(False),
                    )
                )
            else:
                r = W.dock_layout(L.dock, self.combat, s)["minimise"]
                out.append(W.Button("dock", r, "–", lambda: self.fold_combat(True)))
        o = self._offer
        view = self.view
        # the choices panel
        cx, cy, cw, ch = L.choices
        bw, bh = (cw - int(24 * s)) // 2, int(32 * s)
        top = cy + int(26 * s)
        rows = max(1, (ch - int(30 * s)) // (bh + int(4 * s)))
        per_page = rows * 2
        items = list(o.buttons)
        if o.picks:
            items = (
                [(f"Keep {CH.card_name(self.keep)}", self._pick_action())]
                + ([("Swap the order they go back", lambda: self._swap())] if len(self.rest) > 1 else [])
                + items
            )
        if self.combat is not None and self.combat.over:
            items = [("Close the combat", lambda: self._close_combat())] + items
        if o.combat and not self.dice_in_air():  # a decision is taken once the dice it follows are down
            items = [(CH.choose_words(view, a.choice), a) for a in o.combat] + items
        if o.picks and self.combat is None:  # Keep, also at hand in the look window itself
            wx, wy, ww, wh = L.window
            kr = pygame.Rect(wx + ww - int(270 * s), wy + wh - int(54 * s), int(250 * s), int(38 * s))
            out.append(W.Button("look_keep", kr, f"Keep {CH.card_name(self.keep)}", self._pick_action()))
        if len(items) > per_page:
            pages = (len(items) + per_page - 2) // (per_page - 1)
            self.page %= pages
            chunk = items[self.page * (per_page - 1) : (self.page + 1) * (per_page - 1)]
            chunk.append((f"More… ({self.page + 1}/{pages})", lambda: self._next_page()))
            items = chunk
        for i, (label, press) in enumerate(items):
            col, row = i % 2, i // 2
            rect = pygame.Rect(cx + int(8 * s) + col * (bw + int(8 * s)), top + row * (bh + int(4 * s)), bw, bh)
            out.append(W.Button(f"choice{i}", rect, label, press, tip=self._button_tip(press)))
        self.buttons = out

    def _button_tip(self, press) -> str:
        """A choice's effect in words, for its tooltip (leaving a Minion, taking one back)."""
        view = self.view
        try:
            if isinstance(press, A.Fortify):
                return CH.guard_words(view, press.seat, press.kind)
            if isinstance(press, A.PickUp):
                name = CH.minion_name(press.kind)
                now = CH.reach_facts(view, press.seat)["reach"]
                return (
                    f"Take back a {name}: it goes with you again and no longer guards this space.\n"
                    f"Your reach is {now} now; the slowest Minion going with you sets it."
                )
        except Exception:
            return ""
        return ""

    def notice_area(self) -> pygame.Rect:
        """Where a notice may sit: the board's area the combat panel (docked or folded) leaves free."""
        L = self.layout
        r = pygame.Rect(beside_dock(L) if self.docked() else L.board)
        if self.combat is not None and self.combat_min:
            strip = pygame.Rect(L.strip)
            r.height -= max(0, strip.bottom - r.top)
            r.top = strip.bottom
        return r

    def dice_in_air(self) -> bool:
        """The combat panel's dice are still tumbling (its decision waits until they land)."""
        return self.combat is not None and self.combat.rolling

    def _pick_action(self):
        return A.Pick(self.acting_seat() or 0, self.keep or "", tuple(self.rest))

    def _swap(self) -> None:
        self.rest = list(reversed(self.rest))
        self._layout_buttons()

    def _next_page(self) -> None:
        self.page += 1
        self._layout_buttons()

    def open_rules(self) -> Transition:
        """The rules summary over the table (the `?` key and the Rules button)."""
        from tabletop.ui.rise.rules_summary import open_rules_summary

        return open_rules_summary(self.ctx)

    def show_overlay(self, name: str) -> None:
        """Put the table in a scenario's overlay: "reach" (the lit spaces, the path to the farthest one
        under the cursor), "look" (the Library / Workshop window) or "combat" (the combat window)."""
        o = self.offer()
        if name == "reach":
            if o.moves:
                far = max(o.moves, key=lambda sid: (len(self.path_to(sid)), sid))
                self.set_mouse(self.space_pos(far))
        elif name == "look":
            if o.picks and self.keep not in self.view.turn.peek:
                self.keep = self.view.turn.peek[0]
                self.rest = [c for c in self.view.turn.peek if c != self.keep]
            self._set_combat(None)
        elif name == "combat":
            if self.combat is None:
                self._set_combat(self._record_from_view())
        else:
            raise ValueError(f"unknown overlay {name!r}: reach, look or combat")
        if self.combat is not None:
            self.combat.land_all()
        self._layout_buttons()

    def _close_combat(self) -> None:
        self._set_combat(None)

    def _set_combat(self, rec: W.CombatRecord | None) -> None:
        """Open (or close, None) the combat panel; the board is fitted beside it, or to its whole area again."""
        was = self.docked()
        self.combat = rec
        if rec is None:
            self.combat_min = False
        if self.docked() != was:
            self._fit()
        self._layout_buttons()

    def fold_combat(self, folded: bool = True) -> None:
        """Fold the combat panel to one line (the whole board again), or open it beside the board."""
        if self.combat is None:
            return
        self.combat_min = bool(folded)
        self._fit()
        self._layout_buttons()

    def fight_events(self) -> list:
        """The events of the fight in hand so far, as the seat at the screen sees them (from the log:
        everything after the last turn's start or the last fight's result)."""
        out: list = []
        for batch in self.log.batches:
            if not isinstance(batch, list):
                continue
            for ev in batch:
                seen = ev.for_seat(self._shown)
                if seen is None:
                    continue
                if seen.kind in ("turn", "combat_result"):
                    out = []
                else:
                    out.append(seen)
        return out

    def _record_from_view(self) -> W.CombatRecord | None:
        """A combat panel for the fight in the view (its dice from the log's events so far)."""
        view = self.view
        if view.fight is None or view.fight.attacker is None:
            return None
        rec = W.CombatRecord.from_fight(view)
        rec.absorb(self.fight_events())
        rec.follow(view)
        return rec

    def _refresh(self) -> None:
        self._offer_key = None
        self.offer()

    def press(self, b: W.Button) -> Transition | None:
        """Carry out a button: an action is submitted, a callable is called."""
        if not b.enabled:
            return None
        if isinstance(b.press, A.Action):
            self.submit(b.press)
            self._refresh()
            return None
        result = b.press()
        return result if isinstance(result, Transition) else None

    def targets(self) -> list[tuple[str, tuple[int, int]]]:
        """Every gesture on screen now that takes an action: (what, screen pixel to click)."""
        o = self.offer()
        out: list[tuple[str, tuple[int, int]]] = []
        for sid in o.moves:
            pos = self.space_pos(sid)
            if contains(self.layout.board, pos) and not self._covered(pos):
                out.append((f"space {sid}", pos))
        hand = self.hand()
        rects = P.hand_card_rects(self.layout.hand, len(hand), self.layout.scale)
        for i, (cid, r) in enumerate(zip(hand, rects)):
            if cid in o.plays:
                visible = rects[i + 1].left if i + 1 < len(rects) else r.right
                out.append((f"card {cid}", (min(r.centerx, (r.left + visible) // 2), r.centery)))
        seat = self.seat_at_screen
        if seat is not None and o.raises:
            chips = P.minion_chip_rects(self.layout.players[seat], self.layout.scale)
            out += [(f"raise {k}", chips[k].center) for k in o.raises]
        if o.picks and self.combat is None:
            for cid, r in zip(
                self.view.turn.peek, W.look_card_rects(self.layout.window, len(self.view.turn.peek), self.layout.scale)
            ):
                out.append((f"look {cid}", r.center))
        if o.combat and self.docked() and not self.dice_in_air():
            wound = {a.choice for a in o.combat}
            for _side, fid, row in W.dock_layout(self.layout.dock, self.combat, self.layout.scale)["rows"]:
                if fid in wound:
                    out.append((f"wound {fid}", row.center))
        out += [(b.label, b.rect.center) for b in self.buttons if b.key.startswith("choice")]
        return out

    def _covered(self, pos) -> bool:
        """A window or the combat panel covers this point of the board."""
        if self.combat is not None and contains(self.layout.strip if self.combat_min else self.layout.dock, pos):
            return True
        return bool(self._offer.picks) and self.combat is None and contains(self.layout.window, pos)

    # -- the game screen's hooks ------------------------------------------------------------------
    def seat_colour(self, seat: int | None) -> tuple:
        return self.colours[seat] if seat is not None and 0 <= seat < len(self.colours) else look.BONE

    def seat_name(self, seat: int) -> str:
        colour = self.session.state.players[seat].colour.title()
        return f"Player {seat + 1} ({colour}{', computer' if seat in self.bot_seats else ''})"

    def busy(self) -> bool:
        """Dice in the air, or a finished combat up a moment for the people watching."""
        if self.combat is None:
            return False
        return self.combat.rolling or (self.combat.over and self.combat.shown < self.linger() and bool(self.humans()))

    def linger(self) -> float:
        """How long the finished fight in the panel stays up: longer for the one who fought in it."""
        c = self.combat
        mine = c is not None and self.seat_at_screen is not None and self.seat_at_screen in (c.att_seat, c.def_seat)
        return OWN_COMBAT_LINGER if mine else COMBAT_LINGER

    def on_events(self, action, events) -> None:
        """The combat panel follows the fight (its new dice tumble, then land in roll order, each by the
        fighter that rolled it; a finished fight stays up until a later turn begins or a moment passes);
        a computer's action gets its reason in the log; every change lays the choices out again."""
        view = self.view
        events = list(events)
        before = self._prev_state
        self._explain(action)
        if self.human(getattr(action, "seat", None)) and self.toast is not None and self.toast[0] == self._notice_shown:
            self.toast = None  # the person acted: the notice of a phase passed over has done its work
        self._tell_skips(before, action)
        fighting = view.fight is not None and view.fight.attacker is not None
        cut = max((i + 1 for i, ev in enumerate(events) if ev.kind == "combat_result"), default=0)
        ended, rest = events[:cut], events[cut:]
        if any(ev.kind == "turn" for ev in events):
            self.log_scroll = 0  # a new turn: the log shows its newest lines again
        if (
            self.combat is not None
            and self.combat.over
            and (cut or fighting or any(ev.kind == "turn" for ev in events))
        ):
            self._set_combat(None)
        if cut:
            if self.combat is None and any(ev.kind == "combat" for ev in ended):
                # a fight that began and ended within this action: nobody had to decide anything
                self._set_combat(W.CombatRecord.from_result(view.side, ended))
                start = max(
                    (i + 1 for i, ev in enumerate(ended[:-1]) if ev.kind in ("turn", "combat_result")), default=0
                )
                ended = ended[start:]
            if self.combat is not None:
                self.combat.finish(ended)
                self.combat.lines += [
                    e.text for e in rest if e.kind in ("conquer", "dominion", "death", "move_back") and e.text
                ][:3]
        if fighting:
            if self.combat is None or self.combat.over:
                self._set_combat(W.CombatRecord.from_fight(view))
            self.combat.absorb(rest)
            self.combat.follow(view)
        self._bg_key = None
        self._refresh()

    # -- phases passed over ------------------------------------------------------------------------
    def _tell_skips(self, before, action, batch: list | None = None) -> None:
        """Phase 1 or 2 of a person's turn passed over by the engine (nothing they can pay for): a line
        in their log (seen by them alone) and a notice over the board when their view is on screen."""
        from tabletop.core.protocol import Event
        from tabletop.core.protocol import view as seat_view
        from tabletop.ui.rise.table.skips import skipped

        st = self.session.state
        seat = st.turn.seat
        if not self.human(seat):
            return
        if batch is None:
            batch = self.log.batches[-1] if self.log.batches and isinstance(self.log.batches[-1], list) else None
        try:
            words = skipped(before, st, action, seat_view(self.session.game, st, seat))
        except Exception:
            words = []
        if not words:
            return
        if batch is not None:
            batch.extend(Event("skip", {"seat": seat}, w, to=(seat,)) for w in words)
            self.log.version += 1
        self._notice = (seat, "\n".join(words))

    def _show_notice(self) -> None:
        """The waiting notice of a phase passed over, once its seat is on screen (after any hand-over)."""
        if self._notice is None or self._pause is not None:
            return
        seat, words = self._notice
        if self.session.state.turn.seat != seat:
            self._notice = None
        elif self._shown == seat:
            self._notice = None
            self.flash(words, seconds=NOTICE_SECONDS)
            self._notice_shown = words

    # -- the computer's reasons -----------------------------------------------------------------
    def _explain(self, action) -> None:
        """A computer's action: its reason (tabletop.ui.rise.bot_reasons, from the state before it and
        what everyone may see) joined to its line in the log."""
        before, self._prev_state = self._prev_state, self.session.state
        seat = getattr(action, "seat", None)
        if action is None or seat is None or seat not in self.bot_seats or not self.log.batches:
            return
        batch = self.log.batches[-1]
        if not isinstance(batch, list):
            return
        try:
            from tabletop.core.protocol import view as seat_view
            from tabletop.ui.rise import bot_reasons

            seen = seat_view(self.session.game, before, None)
            why = bot_reasons.reason(seen, action, seat_view(self.session.game, self.session.state, None))
            # a combat decision gets a line of its own: what was chosen, then why
            said = CH.choose_words(seen, action.choice) if isinstance(action, A.Choose) else ""
        except Exception:
            why, said = "", ""
        if why:
            bot_reasons.attach(batch, seat, why, said)
            self.log.version += 1

    def enter(self) -> None:
        """As the game screen does (the log from the game so far); a fight in progress (a resumed or
        loaded game) opens its combat panel with the dice rolled so far."""
        fresh = self._on_applied not in self.session.listeners
        super().enter()
        last = self.log.batches[-1] if self.log.batches and isinstance(self.log.batches[-1], list) else []
        begun = not self.session.actions or any(getattr(ev, "kind", "") == "turn" for ev in last)
        if fresh and begun:  # a new game, or one resumed as a turn begins: it may begin past phase 1 or 2
            if not self.log.batches or not isinstance(self.log.batches[-1], list):
                self.log.batches.append([])
            self._tell_skips(None, None, self.log.batches[-1])
        if self.combat is None:
            rec = self._record_from_view()
            if rec is not None:
                rec.land_all()
                self._set_combat(rec)

    def log_held(self) -> bool:
        """The combat window's dice are tumbling: the log waits to tell the roll until they land."""
        return self.combat is not None and self.combat.rolling

    def on_undo(self) -> None:
        self._set_combat(None)
        self._prev_state = self.session.state
        self._bg_key = None
        self._refresh()

    def leave(self):
        return pop()

    def still(self) -> None:
        """A still picture (scenario renders): no bots, no hand-over, the dice landed."""
        self.driver = None
        self.no_first_handover()
        self._notice = None
        if self.toast is not None and self.toast[0] == self._notice_shown:
            self.toast = None  # the log tells a phase passed over; the notice would cover the picture
        if self.combat is not None and self.combat.over:
            self._set_combat(None)  # a fight already over is not part of the picture
        if self.combat is not None:
            self.combat.land_all()

    def set_mouse(self, pos) -> None:
        self.mouse = (int(pos[0]), int(pos[1]))

    def end_scene(self):
        """The end screen, when the app has one."""
        try:
            from tabletop.ui.rise.end_screen import RiseEndScene
        except ImportError:
            return pop()
        return replace(RiseEndScene(self.ctx, self.session, self.bot_seats, self.colours))

    # -- input --------------------------------------------------------------------------------------
    def handle_event(self, event) -> Transition | None:
        if hasattr(event, "pos"):
            if tuple(event.pos) != self.mouse:
                self._rest = 0.0
            self.mouse = tuple(event.pos)
        self.offer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEMOTION and self._press is not None:
            cid, start = self._press
            if self.drag is not None or abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_SLOP:
                self.drag = (cid, tuple(event.pos)) if cid in self.rest else None
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            return self._release_look(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            if contains(self.layout.board, self.mouse) and event.y:
                self.camera.zoom_at(1.15**event.y, *self.mouse)
            elif contains(self.layout.log, self.mouse) and event.y:
                self.scroll_log(event.y * 3)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_HOME:
            self.reset_zoom()
            return None
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_QUESTION
            or getattr(event, "unicode", "") == "?"
            or (event.key == pygame.K_SLASH and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        ):
            return self.open_rules()
        _tool, result = self.route(event)
        if result is not None and not isinstance(result, type(None)) and isinstance(result, Transition):
            return result
        self.control.handle_event(event)
        return None

    def scroll_log(self, lines: int) -> None:
        """Scroll the log back (positive) or towards the newest line (negative)."""
        self.log_scroll = max(0, min(self._log_max_scroll(), self.log_scroll + int(lines)))

    def _log_max_scroll(self) -> int:
        wrapped, room = self._log_wrapped()
        return max(0, len(wrapped) - room)

    def _release_look(self, pos) -> None:
        """The end of a press in the look window: a drop onto another card that goes back puts the
        dragged card in its place in the order; a press that did not move keeps that card."""
        cid, _start = self._press
        dragged = self.drag is not None
        self._press, self.drag = None, None
        peek = list(self.view.turn.peek)
        if not self._offer.picks or cid not in peek:
            return None
        rects = W.look_card_rects(self.layout.window, len(peek), self.layout.scale)
        if dragged:
            for other, r in zip(peek, rects):
                if other != cid and other in self.rest and cid in self.rest and r.collidepoint(pos):
                    rest = [c for c in self.rest if c != cid]
                    rest.insert(self.rest.index(other), cid)
                    self.rest = rest
                    break
        else:
            self.keep = cid
            self.rest = [c for c in peek if c != cid]
        self._layout_buttons()
        return None

    def click(self, pos) -> Transition | None:
        """A left click: a button, the end, a window, the hand, a player board, then the board."""
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return self.press(b)
        if self.outcome is not None:  # anywhere else: on to the end screen (the last fight's panel or not)
            return self.end_scene()
        o = self._offer
        if o.picks and self.combat is None:
            for cid, r in zip(
                self.view.turn.peek, W.look_card_rects(self.layout.window, len(self.view.turn.peek), self.layout.scale)
            ):
                if r.collidepoint(pos):
                    self._press, self.drag = (cid, tuple(pos)), None
                    return None
            if contains(self.layout.window, pos):
                return None
        if self.combat is not None and self._covered(pos):
            wound = {a.choice: a for a in o.combat}
            if self.docked() and not self.dice_in_air():
                for _side, fid, row in W.dock_layout(self.layout.dock, self.combat, self.layout.scale)["rows"]:
                    if row.collidepoint(pos) and fid in wound:
                        self.submit(wound[fid])
                        self._refresh()
                        return None
            return None
        card = self.card_at(pos)
        if card is not None:
            if card in o.plays:
                self.submit(o.plays[card])
                self._refresh()
            elif self.acting_seat() is not None:
                self.flash(self._why_card(card), bad=True)
            return None
        seat = self.seat_at_screen
        if seat is not None:
            for k, chip in P.minion_chip_rects(self.layout.players[seat], self.layout.scale).items():
                if chip.collidepoint(pos):
                    if k in o.raises:
                        self.submit(o.raises[k])
                        self._refresh()
                    elif self.acting_seat() is not None:
                        self.flash("You cannot raise that Minion now (phase 2, one a turn, if you can pay).", bad=True)
                    return None
        sid = self.space_at(pos)
        if sid is not None and self.acting_seat() is not None:
            if sid in o.moves:
                self.submit(o.moves[sid])
                self._refresh()
            elif self.view.turn.stage in ("move", "flee_to"):
                self.flash(CH.why_not_there(self.view, self.acting_seat(), sid, self._reach), bad=True)
            elif self.view.turn.stage in ("play", "raise"):
                self.flash("You move in phase 3: first play cards (or Done), then raise a Minion (or Done).")
        return None

    def _why_card(self, card: str) -> str:
        try:
            why = Q.why_not_play(self.view, self.acting_seat(), card)
        except Exception:
            why = None
        if self.view.turn.stage != "play":
            return "Cards are played in phase 1, at the start of your turn."
        return self.refusal_text(why) if why else "You cannot play that card now."

    def card_at(self, pos) -> str | None:
        """The card in hand under a pixel (the one drawn on top)."""
        hand = self.hand()
        rects = P.hand_card_rects(self.layout.hand, len(hand), self.layout.scale)
        for cid, r in reversed(list(zip(hand, rects))):
            if r.collidepoint(pos):
                return cid
        return None

    def _check_seat(self) -> Transition | None:
        """As the game screen does, but the person whose turn it was sees its end first: a fight's dice
        land and its result stays up (or they close it), and any other turn's end shows a moment, before
        the hand-over screen hides the table from them."""
        want = self.wanted_seat()
        if not self._first_check and want != self._shown and self._handover_due(want):
            c = self.combat
            if c is not None and (c.rolling or (c.over and c.shown < self.linger())):
                return None
            if self._pause is None:
                self._pause = HANDOVER_PAUSE / self.speed if self.speed > 0 else 0.0
                self.flash(f"Your turn is over: the table passes to {self.seat_name(want)}", seconds=self._pause + 0.5)
            if self._pause > 0:
                return None
        self._pause = None
        return super()._check_seat()

    def _handover_due(self, want) -> bool:
        """needs_handover(seat at the screen, `want`), worked out once per state."""
        key = (id(self.session.state), len(self.session.actions), self._shown, want)
        if self._handover_memo[0] != key:
            self._handover_memo = (key, self.needs_handover(self._shown, want))
        return self._handover_memo[1]

    def update(self, dt: float) -> Transition | None:
        if self._pause is not None:
            self._pause -= dt
        self.control.update(dt)
        self._rest += dt
        if self.combat is not None:
            self.combat.tick(dt)
        if self.dice_in_air() != self._laid_rolling:
            self._layout_buttons()  # the dice are down: the decision's buttons come (or went up: they wait)
        if self.combat is not None and self.combat.over and not self.combat.rolling:
            self.combat.shown += dt
            # a finished fight closes by itself after a moment, or at once when the board is needed
            if self.combat.shown > self.linger() or (self.acting_seat() is not None and self._offer.moves):
                self._close_combat()
        transition = super().update(dt)
        self._show_notice()
        self.offer()
        return transition


__all__ = ["NO_TITLE", "STAGE_HELP", "STAGE_WORDS", "TIP_REST", "RiseTableScene", "space_tip", "typed_rolls"]
