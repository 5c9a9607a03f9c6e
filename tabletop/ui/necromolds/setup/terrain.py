"""Terrain set-up (NM-SETUP-07..10): the roll-off with the engine's own dice, then each player in
turn drags a terrain piece from the tray onto the map and turns it (wheel or Q/E) until 3 are
placed. With 3-4 players every seat rolls, ties go by turn order cards and placing cycles in
the roll-off's order (NM-MULTI-08/11). When the last piece is down the screen stays, showing the
finished battlefield, until a player presses Continue (issue 10): the army builder covers the
map, and the layout is worth a look first.

`TerrainStep` is the game screen's bottom tool while the engine is in its terrain phase (and after,
until Continue); it answers input with PlaceTerrain actions, which the screen submits."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.kit.key_tip import BY_KEYS
from tabletop.ui.kit.panels import readable
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.setup import draw as D
from tabletop.ui.necromolds.setup.layout import setup_layout
from tabletop.ui.necromolds.setup.step import StepTool, refused
from tabletop.ui.necromolds.setup.view import SetupView
from tabletop.ui.necromolds.table.fan_marks import sign_plates
from tabletop.ui.tools import HANDLED

ROLL_SECONDS = 1.4  # how long the roll-off dice tumble before they settle
ROTATE_STEP = 15.0  # degrees per wheel notch or Q/E press


def rolloff_history(state) -> list[dict] | None:
    """The terrain roll-off as the engine rolled it (every round, ties included), or None.

    The engine keeps it in the state (`State.rolloff`, also told by the `setup_events` hook):
    the screen shows those very dice and never rolls any itself."""
    history = list(getattr(state, "rolloff", None) or [])
    return history or None


def terrain_polygons(state) -> list[tuple[list[tuple[float, float]], float]]:
    """Every placed terrain part as (outline in map inches, height), for draw_battle_map."""
    return [(list(poly.exterior.coords), h) for p in state.terrain for poly, h in NQ.placed_parts(state, p)]


@dataclass
class Drag:
    """A terrain piece being carried: which, how turned, where the cursor is, and whether it fits there."""

    piece: str
    rotation: float = 0.0
    pos: tuple[int, int] = (0, 0)
    problem: str | None = "off the map"


class TerrainStep(StepTool):
    """Roll-off, then alternate placing 3 of the map's terrain pieces."""

    name = "necromolds_terrain"
    step_title = "Terrain"
    quick_label = "Place a piece for me"
    done_label = None

    def __init__(self, view: SetupView) -> None:
        self.history = rolloff_history(view.state)
        fresh = not view.state.terrain
        self.roll_t = 0.0 if fresh and self.history else ROLL_SECONDS
        self.drag: Drag | None = None
        self.camera: Camera | None = None
        self.control: CameraControl | None = None
        self.tray: dict[str, pygame.Rect] = {}
        self.finished = False  # the last piece is down: the layout is shown until Continue
        self.released = False  # Continue was pressed: the screen moves on to the engine's phase
        self.solo = view.state.solo is not None  # NM-SOLO-02: no roll-off, 0 to 3 pieces, then Done
        if self.solo:
            self.done_label = "No more terrain"
        super().__init__(view, None)

    # -- the finished layout, then Continue ----------------------------------------------------
    def on_state(self, view: SetupView):
        """After an action: the last piece down keeps this step up with a Continue button."""
        super().on_state(view)
        if not self.finished and self.state.phase != "terrain" and self.state.terrain:
            self.finished = True
            self.drag = None
            self.quick_label, self.done_label = "", "Continue"  # Continue takes the helper's place
        return None

    def holds_screen(self) -> bool:
        """The finished layout stays up until Continue."""
        return self.finished and not self.released

    def done_state(self) -> tuple[bool, str]:
        """Continue may always be pressed once the layout is finished (solo: Done at any time)."""
        return (True, "") if self.finished or self.solo else (False, "")

    def done(self):
        """Continue: on to the next step (the army builder), which the screen shows next."""
        if not self.finished:
            # solo (NM-SOLO-02): the person places as many pieces as they like, up to 3, and says so
            return A.TerrainDone(seat=self.placer) if self.solo and self.state.phase == "terrain" else None
        self.released = True
        return HANDLED

    # -- who and what ----------------------------------------------------------------------
    @property
    def placer(self) -> int:
        """The seat placing the next piece."""
        return self.state.placer

    def turn_seat(self) -> int | None:
        """The banner names the placer."""
        return self.placer if self.state.phase == "terrain" and not self.finished else None

    def turn_text(self, seat: int) -> str:
        """'places piece 2 of 3'."""
        n = len(self.state.terrain) + 1
        if self.solo:
            return f"places piece {n} of up to {NQ.terrain_pieces()}"
        return f"places piece {n} of {NQ.terrain_pieces()}"

    def map_record(self):
        """The battle map being set up."""
        return library().maps[self.state.map]

    def unplaced(self) -> list:
        """The map's pieces not on the table yet, in file order."""
        used = {p.piece for p in self.state.terrain}
        return [p for p in self.map_record().pieces if p.id not in used]

    def rolling(self) -> bool:
        """True while the roll-off dice still tumble."""
        return self.roll_t < ROLL_SECONDS

    def holds_bots(self) -> bool:
        """Bots wait for the dice to settle, for a carried piece, and on the finished layout."""
        return self.rolling() or self.drag is not None or self.finished

    def in_hand(self) -> bool:
        """A piece is carried."""
        return self.drag is not None

    def settle(self) -> None:
        """A still picture: the roll-off dice have landed."""
        self.roll_t = 99.0

    def quick_enabled(self) -> bool:
        """Only the human placer may ask for a piece to be placed."""
        return self.is_human(self.placer) and self.state.phase == "terrain"

    # -- widgets and camera ------------------------------------------------------------------
    def build_screen(self) -> None:
        """Fit the camera to the map area (kept across rebuilds at the same size)."""
        L = setup_layout(self.size)
        x, y, w, h = L["area"]
        if self.camera is None or self.camera.viewport != (w, h):
            mp = self.map_record()
            self.camera = Camera(viewport=(w, h), viewport_x=x, viewport_y=y, min_scale=4.0, max_scale=160.0)
            self.camera.fit(mp.width, mp.height, margin=0.04)
        self.control = CameraControl(self.camera, pygame.Rect(L["area"]))
        self._layout_tray(L)

    def rolloff_height(self, s: float) -> int:
        """How tall the roll-off box is: a row of dice per seat, then who places first."""
        n = len(self.state.seats)
        die, row_gap = self.die_size(s), int(10 * s) if n <= 2 else int(6 * s)
        lines = 1 if n <= 2 else 2
        return int(50 * s) + n * (die + row_gap) + lines * int(18 * s) + int(8 * s)

    def die_size(self, s: float) -> int:
        """Roll-off dice: smaller when four players roll."""
        return int((36 if len(self.state.seats) <= 2 else 30) * s)

    def _layout_tray(self, L: dict) -> None:
        s = ui_scale(self.size)
        x, y, w, h = L["side_inner"]
        # solo has no roll-off (NM-SOLO-02): the tray starts under its two lines of words, not under an
        # empty roll-off's room (play-test r29), and its tiles have the height for their pictures
        top = y + (int(56 * s) if self.solo else max(int(178 * s), self.rolloff_height(s)))
        gap = int(10 * s)
        pieces = self.map_record().pieces
        avail = y + h - (top + int(30 * s))
        cols = 2
        rows = -(-len(pieces) // cols)
        ch = min(int(92 * s), (avail - gap * (rows - 1)) // max(1, rows))
        if ch < int(64 * s):  # a tall roll-off (3-4 players): three narrower columns
            cols = 3
            rows = -(-len(pieces) // cols)
            ch = min(int(92 * s), (avail - gap * (rows - 1)) // max(1, rows))
        cw = (w - gap * (cols - 1)) // cols
        self.tray = {}
        for i, piece in enumerate(pieces):
            self.tray[piece.id] = pygame.Rect(
                x + (i % cols) * (cw + gap), top + int(30 * s) + (i // cols) * (ch + gap), cw, ch
            )

    # -- actions ---------------------------------------------------------------------------
    def place(self, piece: str, x: float, y: float, rotation: float = 0.0) -> A.PlaceTerrain:
        """The action that puts `piece` at (x, y) turned by `rotation` degrees for the placer."""
        return A.PlaceTerrain(
            seat=self.placer,
            piece=piece,
            x=round(float(x), 3),
            y=round(float(y), 3),
            rotation=round(float(rotation) % 360.0, 3),
        )

    def quick(self):
        """Place the first unplaced piece that fits at its suggested spot (else any legal spot)."""
        if not self.quick_enabled():
            return refused(f"it is {self.player_name(self.placer)}'s turn to place terrain")
        for piece in self.unplaced():
            sx, sy = piece.suggested
            action = A.PlaceTerrain(seat=self.placer, piece=piece.id, x=float(sx), y=float(sy))
            if self.v.check(action) is None:
                return action
        options = self.v.legal(self.placer)
        return options[0] if options else refused("no piece fits anywhere on the map")

    def _problem_at(self, drag: Drag) -> str | None:
        if self.control is None or not self.control.area.collidepoint(drag.pos):
            return "drop the piece on the battle map"
        mx, my = self.camera.screen_to_map(*drag.pos)
        action = A.PlaceTerrain(
            seat=self.placer, piece=drag.piece, x=round(mx, 3), y=round(my, 3), rotation=round(drag.rotation % 360.0, 3)
        )
        return self.v.check(action)

    def rotate(self, degrees: float) -> None:
        """Turn the carried piece."""
        if self.drag is not None:
            self.drag.rotation = (self.drag.rotation + degrees) % 360.0
            self.drag.problem = self._problem_at(self.drag)

    def screen_event(self, event: pygame.event.Event):
        """Drag from the tray, rotate with wheel or Q/E, drop on the map; camera otherwise (Enter: Continue)."""
        if self.finished and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.done()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for pid, rect in self.tray.items():
                if rect.collidepoint(event.pos) and pid in {p.id for p in self.unplaced()}:
                    if self.rolling() or self.finished:
                        return None
                    if self.state.phase != "terrain" or not self.is_human(self.placer):
                        return refused(f"it is {self.player_name(self.placer)}'s turn to place terrain")
                    self.drag = Drag(pid, 0.0, event.pos)
                    self.drag.problem = self._problem_at(self.drag)
                    return None
        if self.drag is not None:
            if event.type == pygame.MOUSEMOTION:
                self.drag.pos = event.pos
                self.drag.problem = self._problem_at(self.drag)
                return None
            if event.type == pygame.MOUSEWHEEL:
                self.rotate(ROTATE_STEP * event.y)
                return None
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_q, pygame.K_e):
                self.rotate(-ROTATE_STEP if event.key == pygame.K_q else ROTATE_STEP)
                return None
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.drag = None
                return None
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                drag, self.drag = self.drag, None
                drag.pos = event.pos
                if self.control is None or not self.control.area.collidepoint(event.pos):
                    return None  # dropped back on the tray: nothing happens
                mx, my = self.camera.screen_to_map(*event.pos)
                return self.place(drag.piece, mx, my, drag.rotation)
        if self.control is not None:
            self.control.handle_event(event)
        return None

    def update_screen(self, dt: float) -> None:
        """Tumble the roll-off dice; arrow keys pan."""
        if self.rolling():
            self.roll_t += dt * self.v.speed if self.v.speed > 0 else 99.0
        if self.control is not None:
            self.control.update(dt)

    # -- drawing ---------------------------------------------------------------------------
    def draw_screen(self, surface: pygame.Surface, L: dict, s: float) -> None:
        """The map with placed terrain and the carried piece; the roll-off and the tray."""
        area = pygame.Rect(L["area"])
        look.draw_frame(surface, area, fill_alpha=120)
        mp = self.map_record()
        clip = surface.get_clip()
        surface.set_clip(area.inflate(-6, -6))
        D.draw_map(surface, self.camera, self.state, self.colours, s, terrain_polygons(self.state))
        names = {p.id: p.name for p in mp.pieces}
        signs = sign_plates(self.state, self.camera)
        for p in self.state.terrain:
            tag = look.text("serif_italic", int(12 * s), names[p.piece].split(" (")[0], look.BONE)
            surface.blit(tag, self._name_spot(p, tag.get_size(), signs, area))
        if self.drag is not None:
            self._draw_ghost(surface, self.drag)
        surface.set_clip(clip)
        # the keys last (kept when the rest gives way): a first-time keyboard player learns them here (r26)
        hint = ["Drag a piece from the tray onto the map", "wheel or Q/E turns it", "right-drag pans", BY_KEYS]
        if not self.is_human(self.placer):  # the computer's piece, or a watched replay's: nothing to drag
            hint = [f"{self.player_name(self.placer)} places a terrain piece"]
        if self.finished:
            hint = [f"All {len(self.state.terrain)} pieces are placed: look the battlefield over, then Continue"]
            if self.solo:
                hint = ["Your terrain is placed: look the battlefield over, then Continue"]
        size = int((17 if self.finished else 14) * s)
        shown, size = D.fit_hint(hint, "serif_italic", size, int(12 * s), area.width - int(24 * s))  # words go first
        img = look.text("serif_italic", size, shown, look.AMBER if self.finished else look.BONE_DIM)
        surface.blit(img, img.get_rect(midbottom=(area.centerx, area.bottom - int(8 * s))))
        self._draw_rolloff(surface, L, s)
        self._draw_tray(surface, L, s)

    def _name_spot(self, placed, size: tuple[int, int], signs: list, area: pygame.Rect) -> pygame.Rect:
        """Where a placed piece's name goes: a caption just above the piece (on its lit top it read dim),
        and above its "high ground" sign when it has one (they lay on each other); below the piece when
        the map's top edge leaves no room above it."""
        parts = NQ.placed_parts(self.state, placed)
        x0 = min(poly.bounds[0] for poly, _h in parts)
        x1 = max(poly.bounds[2] for poly, _h in parts)
        y0 = min(poly.bounds[1] for poly, _h in parts)
        y1 = max(poly.bounds[3] for poly, _h in parts)
        mx = (x0 + x1) / 2
        cx = self.camera.map_to_screen(mx, y0)[0]
        tops = [self.camera.map_to_screen(mx, y)[1] for y in (y0, y1)]
        box = pygame.Rect((0, 0), size)
        box.midbottom = (int(cx), int(min(tops)) - 3)
        for plate in sorted(signs, key=lambda r: -r.top):
            if box.colliderect(plate):
                box.bottom = plate.top - 2
        if box.top < area.top + 6:
            box.midtop = (int(cx), int(max(tops)) + 8)
        return box

    def _draw_ghost(self, surface: pygame.Surface, drag: Drag) -> None:
        mx, my = self.camera.screen_to_map(*drag.pos)
        ok = drag.problem is None
        fill = (120, 200, 110, 150) if ok else (220, 90, 70, 150)
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for poly, _h in NQ.piece_parts(
            self.state.map, drag.piece, round(mx, 3), round(my, 3), round(drag.rotation % 360, 3)
        ):
            pts = [self.camera.map_to_screen(x, y) for x, y in poly.exterior.coords]
            pygame.draw.polygon(layer, fill, pts)
            pygame.draw.polygon(layer, (250, 244, 228, 230), pts, 2)
        surface.blit(layer, (0, 0))
        if drag.problem and self.control is not None and self.control.area.collidepoint(drag.pos):
            s = ui_scale(surface.get_size())
            img = look.text("serif_italic", int(13 * s), drag.problem, (255, 170, 140))
            surface.blit(img, (drag.pos[0] + 16, drag.pos[1] + 16))

    def _draw_rolloff(self, surface: pygame.Surface, L: dict, s: float) -> None:
        """Each seat's 3 combat dice as the engine rolled them, its attack hits, and with 3-4 players
        its turn order card, which breaks ties (NM-MULTI-08/11); then who places first."""
        x, y, w, _h = L["side_inner"]
        st = self.state
        n = len(st.seats)
        head = look.text("serif_bold", int(18 * s), "Solo: no roll-off" if self.solo else "Roll-off", look.AMBER)
        surface.blit(head, (x, y))
        words = "3 combat dice each · most attack hits places first"
        if self.solo:
            words = "You place 0 to 3 pieces, then mold and deploy"
        elif n > 2:
            words = "3 dice each · most hits first · ties: lower card"
        size = int(12 * s)
        while size > 8 and look.font("serif_italic", size).size(words)[0] > w:
            size -= 1
        sub = look.text("serif_italic", size, words, look.BONE_DIM)
        surface.blit(sub, (x, y + int(26 * s)))
        if not self.history:
            return
        lib = library()
        last = self.history[-1]
        die = self.die_size(s)
        row_gap = int(10 * s) if n <= 2 else int(6 * s)
        row_y = y + int(50 * s)
        settled = not self.rolling()
        order = NQ.terrain_order(st)
        hits_of = {int(k): v for k, v in last["hits"].items()}
        from tabletop.ui.necromolds.table.cards import draw_order_card

        card_w = int(die * 0.72) if n > 2 else 0
        for seat in range(n):
            ry = row_y + seat * (die + row_gap)
            pygame.draw.circle(surface, self.colours[seat], (x + int(9 * s), ry + die // 2), int(8 * s))
            label = look.text("serif", int(14 * s), f"P{seat + 1}", look.BONE)
            surface.blit(label, (x + int(22 * s), ry + die // 2 - label.get_height() // 2))
            dx = x + int(54 * s)
            if n > 2 and seat < len(st.order_cards):  # the turn order card dealt for ties (NM-MULTI-07/08)
                draw_order_card(surface, pygame.Rect(dx, ry, card_w, die), st.order_cards[seat], self.colours[seat], s)
                dx += card_w + int(8 * s)
            faces = last["faces"].get(str(seat), [])
            for i, face in enumerate(faces):
                rect = pygame.Rect(dx + i * (die + int(6 * s)), ry, die, die)
                if settled:
                    D.draw_die(surface, rect, lib.combat_die.faces[face], tint=self.colours[seat])
                else:
                    k = int(self.roll_t * 14 + i * 5 + seat * 3) % len(lib.combat_die.faces)
                    tilt = 25 * ((self.roll_t * 9 + i) % 2 - 1)
                    D.draw_die(
                        surface,
                        rect.move(0, -int(4 * s * abs(tilt) / 25)),
                        lib.combat_die.faces[k],
                        tint=self.colours[seat],
                        tilt=tilt,
                    )
            if settled:
                hits = hits_of.get(seat, 0)
                won = order and order[0] == seat
                tied = n > 2 and sum(1 for v in hits_of.values() if v == hits) > 1
                words = f"{hits} hit{'s' if hits != 1 else ''}" + (" · tie" if tied else "")
                txt = look.text(
                    "serif_bold" if won else "serif", int(14 * s), words, look.AMBER if won else look.BONE_DIM
                )
                surface.blit(
                    txt, (dx + len(faces) * (die + int(6 * s)) + int(2 * s), ry + die // 2 - txt.get_height() // 2)
                )
        if settled and order:
            first = order[0]
            ly = row_y + n * (die + row_gap)
            what = "places first" if st.use_terrain else "deploys last"
            line = f"Player {first + 1} {what}"
            if n == 2 and len(self.history) > 1:
                line += f" (after {len(self.history) - 1} tie{'s' if len(self.history) > 2 else ''})"
            if (
                n > 2
                and sum(1 for v in hits_of.values() if v == hits_of.get(first)) > 1
                and first < len(st.order_cards)
            ):
                line += f" (card {st.order_cards[first]} breaks the tie)"
            # a dark seat's words lifted to read on the dark panel (r27: Grave Purple's purple on purple)
            img = look.text("serif_italic", int(14 * s), line, readable(self.colours[first]))
            surface.blit(img, (x, ly))
            if n > 2:
                line = "Order: " + ", ".join(f"P{seat + 1}" for seat in order) + " (then around again)"
                img = look.text("serif_italic", int(12 * s), line, look.BONE_DIM)
                surface.blit(img, (x, ly + int(18 * s)))

    def _draw_tray(self, surface: pygame.Surface, L: dict, s: float) -> None:
        x, _y, _w, _h = L["side_inner"]
        first = next(iter(self.tray.values()), None)
        if first is None:
            return
        placed = len(self.state.terrain)
        need = NQ.terrain_pieces()
        head = look.text("serif_bold", int(18 * s), f"Terrain pieces · {placed} of {need} placed", look.AMBER)
        surface.blit(head, (x, first.top - int(30 * s)))
        free = {p.id for p in self.unplaced()}
        # once the layout is done (every piece down, or solo's "No more terrain") the pieces left are
        # left out, not offered: they looked draggable still (play-test r27, r29)
        active = (
            self.is_human(self.placer) and self.state.phase == "terrain" and not self.rolling() and not self.finished
        )
        for piece in self.map_record().pieces:
            rect = self.tray[piece.id]
            here = piece.id in free and not (self.drag is not None and self.drag.piece == piece.id)
            here = here and not self.finished
            bg = pygame.Surface(rect.size, pygame.SRCALPHA)
            hover = here and active and rect.collidepoint(self.mouse)
            pygame.draw.rect(bg, (60, 44, 36, 220) if here else (30, 22, 26, 140), bg.get_rect(), border_radius=6)
            surface.blit(bg, rect.topleft)
            pygame.draw.rect(
                surface,
                look.AMBER if hover else (look.BRASS if here and active else look.BRASS_DARK),
                rect,
                2 if hover else 1,
                border_radius=6,
            )
            if not here:
                word = "on the map" if piece.id not in free else ("left out" if self.finished else "in hand")
                words = f"{piece.name.split(' (')[0]}: {word}"
                size, lines = fit_in_tile(words, rect, int(12 * s))
                f = look.font("serif_italic", size)
                top = rect.centery - len(lines) * f.get_linesize() // 2
                for k, line in enumerate(lines):  # inside the tile, centred (at 150 % with four players
                    img = look.text("serif_italic", size, line, look.BONE_DIM)  # three lines ran over its edges)
                    surface.blit(img, (rect.x + 8, top + k * f.get_linesize()))
                continue
            thumb, name, lines = tile_parts(rect, s)
            size = int(11 * s)
            if thumb is not None:
                self._draw_thumbnail(surface, piece, thumb)
            else:  # the name alone in a low tile: a size whose lines all fit in it
                while size > 9 and name_height(piece.name, size, name.width) > name.height:
                    size -= 1
            D.draw_wrapped(
                surface, piece.name, "serif", size, look.BONE if active else look.BONE_DIM, name, max_lines=lines
            )

    def _draw_thumbnail(self, surface: pygame.Surface, piece, box: pygame.Rect) -> None:
        xs = [px for part in piece.parts for px, _ in part.polygon]
        ys = [py for part in piece.parts for _, py in part.polygon]
        span = max(max(xs) - min(xs), max(ys) - min(ys), 0.1)
        scale = min(box.width, box.height) / span * 0.9
        cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        for part in piece.parts:
            shade = max(0, min(60, int(part.height * 14)))
            pts = [(box.centerx + (px - cx) * scale, box.centery + (py - cy) * scale) for px, py in part.polygon]
            pygame.draw.polygon(surface, (60 + shade, 54 + shade, 62 + shade), pts)
            pygame.draw.polygon(surface, look.INK, pts, 1)


def tile_parts(rect: pygame.Rect, s: float) -> tuple[pygame.Rect | None, pygame.Rect, int]:
    """A tray tile's thumbnail box (None when the tile is too low for one), its name's box and lines.
    A narrow tile (three columns) gives the name a third line rather than cut it short. With four
    players the roll-off box leaves the tiles low: at 960x600 with large text the thumbnail got a box
    of no height and was drawn over the name (r27); the name then fills the tile alone."""
    lines = 3 if rect.width < int(120 * s) else 2
    name_h = int(14 * lines * s)
    room = rect.height - name_h - 6
    if room < int(12 * s):
        return None, pygame.Rect(rect.x + 6, rect.y + 3, rect.width - 12, rect.height - 6), lines
    return (
        pygame.Rect(rect.x + 6, rect.y + 6, rect.width - 12, room),
        pygame.Rect(rect.x + 6, rect.bottom - name_h, rect.width - 12, name_h),
        lines,
    )


def fit_in_tile(words: str, rect: pygame.Rect, size: int) -> tuple[int, list[str]]:
    """(the letter size, the lines) of a tile's italic note wrapped inside `rect` (8 px in at the sides,
    3 px at the top and bottom), shrinking from `size` down to 9 px; at 9 px the lines that fit."""
    while True:
        f = look.font("serif_italic", size)
        lines = D.wrap(f, words, rect.width - 16)
        fits = max(1, (rect.height - 6) // f.get_linesize())
        if len(lines) <= fits or size <= 9:
            return size, lines[:fits]
        size -= 1


def name_height(words: str, size: int, width: int) -> int:
    """How tall `words` stand wrapped to `width` in the tray's serif at `size`."""
    f = look.font("serif", size)
    return len(D.wrap(f, words, width)) * f.get_linesize()
