"""The battle table: every phase from assigning command dice to the winner, with the mouse.

Input becomes engine actions submitted to the Session; the picture is drawn from the
session's state plus the table's own UI state (drags, tools, animations). The scene
listens to the session, so bot actions, undo and our own actions all reach the log,
the animations and the combat window the same way.

This module is the coordinator: lifecycle, the session listener, event dispatch, update and
the order of drawing. What the scene does is in mixins named for what they hold: keys.py (the
key table), toolbar.py (the buttons), assigning.py (command dice to slots), face_menu.py (the
face chooser), commands.py (move, aim, shoot, end), combat_flow.py (the combat window's
actions), map_pieces.py, banner.py and tooltips.py (drawing).
"""
from __future__ import annotations

import math
from typing import Optional

import pygame

from tabletop.core.errors import IllegalAction
from tabletop.core.session import Session
from tabletop.games.necromolds import field as nm_field
from tabletop.games.necromolds.combat import deciding_seat
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.necromolds.table import cards, combat_view, end_screen, mapview
from tabletop.ui.necromolds.table.assigning import ROLL_TIME, AssigningMixin
from tabletop.ui.necromolds.table.banner import BannerMixin
from tabletop.ui.necromolds.table.combat_flow import CombatFlowMixin
from tabletop.ui.necromolds.table.commands import CommandsMixin
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.face_menu import FaceMenuMixin
from tabletop.ui.necromolds.table.free_tools import Ruler, SightCheck, draw_rings
from tabletop.ui.necromolds.table.keys import KeysMixin
from tabletop.ui.necromolds.table.layout import MAX_SCALE, MIN_SCALE, fit_camera, table_layout
from tabletop.ui.necromolds.table.log_panel import LogPanel, describe
from tabletop.ui.necromolds.table.map_pieces import MapPiecesMixin
from tabletop.ui.necromolds.table.move_tool import MoveDrag
from tabletop.ui.necromolds.table.ranged_tool import RangedAim
from tabletop.ui.necromolds.table.toolbar import DOUBLE_CLICK, ToolbarMixin  # noqa: F401 - DOUBLE_CLICK: tests read it here
from tabletop.ui.necromolds.table.tooltips import TooltipMixin
from tabletop.ui.necromolds.table.widgets import ButtonSet
from tabletop.ui.necromolds.wording import reason as worded
from tabletop.ui.scene import Scene, Transition, pop, replace

MOVE_SPEED = 9.0  # inches per second when a move is animated


def animation_speed(ctx) -> float:
    """The settings' animation speed (1 when the context has no settings, as in tests)."""
    try:
        return max(0.0, float(getattr(getattr(ctx, "settings", None), "animation_speed", 1.0)))
    except (TypeError, ValueError):
        return 1.0


class TableScene(KeysMixin, ToolbarMixin, AssigningMixin, FaceMenuMixin, CommandsMixin, CombatFlowMixin,
                 MapPiecesMixin, BannerMixin, TooltipMixin, Scene):
    """Play a Necromolds game from the assign phase to the winner (and draw any state)."""

    name = "necromolds_table"

    def __init__(self, ctx, session: Session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        self.ctx = ctx
        self.session = session
        self.bot_seats = set(bot_seats)
        cols = list(colours or [look.AMBER, look.MOSS])
        self.colours = [tuple(int(v) for v in c[:3]) for c in cols] + [look.AMBER, look.MOSS][len(cols):]
        self.layout = table_layout(ctx.size, session.state)
        self.camera = Camera(viewport=ctx.size, max_scale=MAX_SCALE, min_scale=MIN_SCALE)
        self.control = CameraControl(self.camera, pygame.Rect(self.layout.map))
        self.speed = animation_speed(ctx)
        delay = bot_delay / self.speed if self.speed > 0 else 0.05
        self.driver = BotDriver(session, self.bot_seats, delay=delay) if self.bot_seats else None
        self.log = LogPanel()
        self.buttons = ButtonSet()
        self.mouse = (0, 0)
        self.t = 0.0
        self.hits: dict[int, cards.PanelHits] = {}
        self._relayout()
        self.combat_hits: list = []
        # interaction
        self.die_drag: Optional[tuple[int, int]] = None  # (seat, die)
        self.die_drag_start = (0, 0)
        self.die_drag_moved = False
        self.menu: Optional[dict] = None  # face chooser: seat, die, pos, purpose, options
        self.move: Optional[MoveDrag] = None
        self.aim: Optional[RangedAim] = None
        self.tool: Optional[str] = None
        self.ruler = Ruler()
        self.sight = SightCheck()
        self.selected: Optional[str] = None  # for range rings
        self.selected_dice: dict[int, set[int]] = {0: set(), 1: set()}
        self.combat: Optional[combat_view.CombatRecord] = None
        self.combat_close_in = 0.0
        self.anims: dict[str, dict] = {}
        self.rolling = [0.0, 0.0]
        self.roll_seed = 0
        self.toast: Optional[tuple[str, tuple, float]] = None
        self.hover_key = None
        self.hover_time = 0.0
        self.positions = self._positions()
        self._own = False
        self.leave_requested: Optional[Transition] = None
        self._done_at = -1.0  # when a seat last committed its dice
        self.change_pick: Optional[tuple[int, str]] = None  # advanced: (seat, face) waiting for the die to change

    # -- lifecycle --------------------------------------------------------------------
    @property
    def state(self):
        """The game state on the table now."""
        return self.session.state

    def enter(self) -> None:
        """Listen to the session and show the whole map."""
        if self._on_applied in self.session.listeners:
            return  # entered already (a scenario listens before the scene is pushed)
        self.session.listeners.append(self._on_applied)
        self._fit()
        self._pick_up_combat()
        self._log_history()
        self.log.add(f"{library().maps[self.state.map].name}: {self.state.mode} game, round {self.state.round}", look.AMBER)
        if self.state.phase == "assign" and self.state.round <= 1:
            self.rolling = [ROLL_TIME, ROLL_TIME]

    def _log_colour(self, ev) -> tuple:
        seat = ev.data.get("seat") if isinstance(ev.data, dict) else None
        if ev.kind in ("combat_result", "smash", "game_over", "round_start"):
            return look.AMBER
        if isinstance(seat, int) and 0 <= seat < 2:
            return D.lighter(self.colours[seat], 0.3)
        return look.BONE

    def _log_history(self) -> None:
        """The game so far in the log (set-up, earlier rounds): replayed from the actions, as a load does."""
        if not self.session.actions:
            return
        try:
            replay = Session(self.session.game, self.session.settings, self.session.seed)
            lines: list = []
            replay.listeners.append(lambda ses, _a, evs: lines.extend(
                (describe(ses.state, e, self.bot_seats), self._log_colour(e)) for e in evs))
            for action in self.session.actions:
                replay.submit(action)
        except Exception:  # noqa: BLE001 - the history is a nicety; the game itself is already loaded
            return
        for text, colour in lines:
            if not (self.log.lines and self.log.lines[-1][0] == text and "no monsters left" in text):
                self.log.add(text, colour)

    def exit(self) -> None:
        """Stop listening."""
        if self._on_applied in self.session.listeners:
            self.session.listeners.remove(self._on_applied)

    def resize(self, size) -> None:
        """Lay the table out again for the new window."""
        self.layout = table_layout(tuple(size), self.state)
        self.control.area = pygame.Rect(self.layout.map)
        self._relayout()
        self._fit()

    def _relayout(self) -> None:
        """The layout and hit areas for the state now (cards and tray dice follow the state)."""
        self.layout = table_layout(self.layout.size, self.state)
        self.hits = {p.seat: cards.hits_for(p, self.state) for p in self.layout.panels}

    def _fit(self) -> None:
        mp = library().maps[self.state.map]
        fit_camera(self.camera, self.layout.map, (mp.width, mp.height))

    # -- who does what ------------------------------------------------------------------
    def human(self, seat: int) -> bool:
        """True for a seat played at this screen."""
        return seat not in self.bot_seats

    def _humans(self) -> list[int]:
        return [s for s in (0, 1) if self.human(s)]

    def _positions(self) -> dict:
        return {m.id: (m.x, m.y) for m in self.state.monsters}

    def _on_applied(self, session, action, events) -> None:
        """Every action, whoever submitted it: log, animations, combat window."""
        state = session.state
        for ev in events:
            colour = self._log_colour(ev)
            seat = ev.data.get("seat") if isinstance(ev.data, dict) else None
            line = describe(state, ev, self.bot_seats)
            if ev.kind == "discard" and "face" not in ev.data and self.log.lines and self.log.lines[-1][0] == line:
                pass  # one line per spellbook left without monsters, not one per die it had
            else:
                self.log.add(line, colour)
            if ev.kind == "move" and not self._own:
                mid = ev.data["monster"]
                start = self.positions.get(mid)
                pts = [start] + [tuple(p) for p in ev.data["path"]] if start else [tuple(p) for p in ev.data["path"]]
                total = sum(math.dist(a, b) for a, b in zip(pts, pts[1:]))
                if total > 0:
                    self.anims[mid] = {"pts": pts, "d": 0.0, "total": total}
            elif ev.kind == "combat_start":
                att, dfn = state.monster(ev.data["attacker"]), state.monster(ev.data["defender"])
                self.combat = combat_view.CombatRecord(ev.data["kind"], att.id, dfn.id, att.owner, dfn.owner,
                                                       ev.data["att_pool"], ev.data["def_pool"])
                self.move = None
                self.aim = None
            elif ev.kind == "turn" and len(self._humans()) > 1 and isinstance(seat, int):
                # hot-seat: the table passes to the other player; say so where both are looking
                self.flash(f"{Q.seat_name(seat, self.bot_seats)}: your turn", D.lighter(self.colours[seat], 0.3), 2.5)
            elif ev.kind == "roll" and "command_dice" in ev.data:
                self.rolling = [ROLL_TIME, ROLL_TIME]
                self.roll_seed += 1
            if self.combat is not None and ev.kind in ("buy", "roll", "combat_result"):
                self.combat.on_event(state, ev)
                if ev.kind == "combat_result":
                    self.combat_close_in = 2.2
        self.positions = self._positions()
        self._relayout()
        self._follow_aim(state)

    def submit(self, action) -> bool:
        """Submit an action; a refusal is shown with its reason and changes nothing."""
        self._own = True
        try:
            self.session.submit(action)
        except IllegalAction as refusal:
            self.flash(worded(refusal.reason), D.RED_BAD)
            return False
        finally:
            self._own = False
        return True

    def flash(self, text: str, colour=look.BONE, seconds: float = 3.5) -> None:
        """A short message over the map."""
        self.toast = (text, colour, seconds)

    def busy(self) -> bool:
        """Something is being shown that the bots should wait for."""
        if self.anims or max(self.rolling) > 0:
            return True
        if self.combat is not None and (self.combat.done or self.combat.rolling > 0):
            return True
        return False

    # -- actions the UI offers -----------------------------------------------------------
    def can_undo(self) -> bool:
        """Undo is allowed by the rules and the last action is a human's."""
        if not self.session.can_undo() or not self.session.actions:
            return False
        return self.human(self.session.actions[-1].seat) and self.combat is None

    def undo(self):
        """Take back the last (human) action where the rules allow."""
        if not self.can_undo():
            self.flash("Nothing to undo: a roll has been seen since" if self.session.actions else "Nothing to undo")
            return None
        self.session.undo()
        self.combat = None
        self._pick_up_combat()
        self.positions = self._positions()
        self._relayout()
        self.move = self.aim = None
        self.anims.clear()
        self.log.add("Undone: the last action is taken back", look.BONE_DIM)
        return None

    def save(self):
        """Write the game to a save file (the autosave goes on regardless) and say where."""
        from tabletop.ui.necromolds import persist

        try:
            path = persist.save_game(self.session)
        except OSError as exc:
            self.flash(f"Could not save: {exc.strerror or exc}")
            return None
        self.flash(f"Saved as {path.name}")
        self.log.add(f"Game saved: {path.name}", look.BONE_DIM)
        return None

    def toggle_tool(self, key: str):
        """Switch a free tool on or off."""
        self.tool = None if self.tool == key else key
        if self.tool != "ruler":
            self.ruler = Ruler()
        if self.tool != "sight":
            self.sight = SightCheck()
        return None

    def _rematch(self):
        try:
            from tabletop.ui.necromolds.flow import new_game_scene
        except ImportError:
            return pop()
        return replace(new_game_scene(self.ctx, self.session.settings, self.bot_seats, self.colours))

    def _leave(self):
        return pop()

    # -- hit tests ----------------------------------------------------------------------
    def monster_at(self, pos, seat: Optional[int] = None) -> Optional[str]:
        """The monster under a screen point (optionally of one seat)."""
        if not pygame.Rect(self.layout.map).collidepoint(pos):
            return None
        x, y = self.camera.screen_to_map(*pos)
        best = None
        for m in self.state.alive():
            if seat is not None and m.owner != seat:
                continue
            r, _ = nm_field.base_of(m)
            d = math.dist((x, y), (m.x, m.y))
            if d <= r + 0.12 and (best is None or d < best[0]):
                best = (d, m.id)
        return best[1] if best else None

    def _slot_at(self, pos):
        for seat, hits in self.hits.items():
            for rect, book, slot, die in hits.slots:
                if rect.collidepoint(pos):
                    return seat, book, slot, die
        return None

    def _tray_die_at(self, pos):
        for seat, hits in self.hits.items():
            for rect, die in hits.tray:
                if rect.collidepoint(pos):
                    return seat, die
        return None

    # -- events -------------------------------------------------------------------------
    def handle_event(self, event) -> Optional[Transition]:
        """Mouse and keys become drags, clicks, tools and actions."""
        self._rebuild_buttons()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
            if self.move is None and self.die_drag is None and not self.ruler.dragging:
                self.control.handle_event(event)
            return None
        if event.type == pygame.MOUSEWHEEL:
            if pygame.Rect(self.layout.log).collidepoint(self.mouse):
                self.log.wheel(event.y)
                return None
            if pygame.Rect(self.layout.map).collidepoint(self.mouse) and event.y:
                self.camera.zoom_at(1.15 ** event.y, *self.mouse)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                return self._press(event.pos)
            if event.button == 3 and self._tray_die_at(event.pos):
                return self._mark_discard(event.pos)
            self.control.handle_event(event)
            return None
        if event.type == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            if event.button == 1:
                return self._release(event.pos)
            self.control.handle_event(event)
            return None
        self.control.handle_event(event)
        return None

    def _motion(self, pos) -> None:
        mp = self.camera.screen_to_map(*pos)
        if self.die_drag is not None:
            self._drag_die(pos)
            return
        if self.move is not None:
            self.move.update(mp)
            return
        if self.tool == "ruler" and self.ruler.dragging:
            self.ruler.b = mp
            return
        if self.tool == "sight" and self.sight.a:
            other = self.monster_at(pos)
            if other and other != self.sight.a:
                self.sight.b = other
            return
        if self.aim is not None:
            enemy = self.monster_at(pos, 1 - self.state.monster(self.aim.shooter).owner)
            self.aim.set_hover(enemy)

    def _press(self, pos) -> Optional[Transition]:
        b = self.buttons.at(pos)
        if b is not None:
            return b.action() if b.enabled else None
        st = self.state
        if self.menu is not None:
            return self._choose_from_menu(pos)
        if self.combat is not None and not self.anims:
            return self._press_combat(pos)
        if st.phase == "over":
            return None
        if self.tool and pygame.Rect(self.layout.map).collidepoint(pos):
            return self._press_tool(pos)
        # dice in the tray: drag to a slot (assign), click a wild to flip; without slots (basic play): click to perform
        tray = self._tray_die_at(pos)
        if tray is not None:
            return self._press_tray(pos, tray)
        slot = self._slot_at(pos)
        if slot is not None:
            return self._press_slot(slot)
        if not pygame.Rect(self.layout.map).collidepoint(pos):
            return None
        who = self.monster_at(pos)
        if self._press_command(who):
            return None
        self.selected = who
        return None

    def _press_tool(self, pos) -> None:
        """A press on the map with a free tool in hand: start a ruler, pick sight ends, pick the rings' monster."""
        mp = self.camera.screen_to_map(*pos)
        if self.tool == "ruler":
            self.ruler = Ruler(mp, mp, True)
        elif self.tool == "sight":
            who = self.monster_at(pos)
            # first click picks the looker, later clicks pick (or change) the target;
            # clicking the looker again starts over from it
            if who and self.sight.a and who != self.sight.a:
                self.sight.b = who
            elif who:
                self.sight = SightCheck(who, None)
        elif self.tool == "rings":
            self.selected = self.monster_at(pos)
        return None

    def _release(self, pos) -> Optional[Transition]:
        if self.die_drag is not None:
            return self._release_die(pos)
        if self.move is not None:
            self.drop()
            return None
        if self.ruler.dragging:
            self.ruler.dragging = False
        return None

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> Optional[Transition]:
        """Animations, paced bots, tooltips."""
        self.t += dt
        self.control.update(dt)
        adt = dt * self.speed if self.speed > 0 else 1e6  # the settings' animation speed; 0 skips them
        self.rolling = [max(0.0, r - adt) for r in self.rolling]
        for mid in list(self.anims):
            a = self.anims[mid]
            a["d"] += MOVE_SPEED * adt
            if a["d"] >= a["total"]:
                del self.anims[mid]
        self._tick_combat(adt)
        if self.toast is not None:
            text, colour, left = self.toast
            self.toast = (text, colour, left - dt) if left - dt > 0 else None
        if self.driver is not None:
            self.driver.hold(self.busy())
            self.driver.update(dt)
            if self.driver.failed and (self.toast is None or self.toast[0] != self.driver.failed):
                self.flash(self.driver.failed, D.RED_BAD, 8.0)
        key = self._hover_key()
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        else:
            self.hover_time += dt
        self._rebuild_buttons()
        return None

    # -- drawing --------------------------------------------------------------------------
    def _draw_offscreen(self) -> None:
        self.draw(pygame.Surface(self.layout.size))

    def draw(self, surface: pygame.Surface) -> None:
        """The table: map and pieces, panels, banner, log, windows and tooltips."""
        L = self.layout
        s = L.scale
        st = self.state
        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        map_rect = pygame.Rect(L.map)
        surface.set_clip(map_rect)
        mapview.draw(surface, self.camera, st, self.colours)
        self._draw_clay(surface)
        if self.move is not None:
            self.move.draw_under(surface, self.camera)
        if self.tool == "rings" and self.selected:
            draw_rings(surface, self.camera, st, self.selected, s)
        self._draw_monsters(surface)
        if self.aim is not None:
            self.aim.draw(surface, self.camera, s, self.t)
        if self.move is not None:
            self.move.draw_over(surface, self.camera, s)
        if self.tool == "ruler":
            self.ruler.draw(surface, self.camera, s)
        if self.tool == "sight":
            self.sight.draw(surface, self.camera, st, s)
        surface.set_clip(None)
        self._draw_panels(surface)
        self._draw_banner(surface)
        self.log.draw(surface, L.log, s)
        if self.combat is not None and not self.anims:
            self.combat_hits = []
            combat_view.draw(surface, combat_view.window_rect(L.map, s), st, self.combat, self.colours,
                             self.bot_seats, s, self.t, self.combat_hits)
        elif st.phase == "over":
            end_screen.draw(surface, st, self.bot_seats, self.colours, s)
        self.buttons.draw(surface, s, self.mouse)
        if self.die_drag is not None and self.die_drag_moved:
            seat, die = self.die_drag
            img = D.command_die(st.seats[seat].dice[die].face, int(44 * s))
            surface.blit(img, img.get_rect(center=self.mouse))
        self._draw_menu(surface)
        self._draw_toast(surface)
        self._draw_tooltip(surface)

    def panel_look(self, seat: int) -> cards.PanelLook:
        """What a seat's panel should emphasise now."""
        st = self.state
        pl = cards.PanelLook(Q.seat_name(seat, self.bot_seats), self.colours[seat])
        pl.rolling = self.rolling[seat]
        pl.roll_seed = self.roll_seed * 10 + seat
        pl.selected_dice = self.selected_dice[seat]
        if st.phase == "assign":
            pl.acting = not st.seats[seat].assign_done
            pl.status = "assigning" if pl.acting else "ready"
        elif st.phase in ("turns", "command"):
            pl.acting = st.turn_seat == seat
            pl.status = "their turn" if pl.acting else ""
        elif st.phase == "combat" and st.combat is not None:
            pl.acting = deciding_seat(st) == seat
        if self.die_drag is not None and self.die_drag[0] == seat and self.die_drag_moved:
            pl.hidden_die = self.die_drag[1]
            face = st.seats[seat].dice[self.die_drag[1]].face
            from tabletop.games.necromolds import rounds

            for b in st.active_books(seat):
                if face in ("magic", "wild") and rounds.slot_open(st, seat, b, -1):
                    pl.drop_ok.add((b, -1))
                for j, slot in enumerate(library().books[b].slots):
                    if (face in slot.commands or face == "wild") and rounds.slot_open(st, seat, b, j):
                        pl.drop_ok.add((b, j))
        if st.phase == "turns" and st.turn_seat == seat and self.human(seat):
            pl.clickable_dice = set(st.pending(seat, st.active_book))
        return pl

    def _draw_panels(self, surface) -> None:
        for panel in self.layout.panels:
            cards.draw_panel(surface, panel, self.state, self.panel_look(panel.seat), self.layout.scale, self.t)

