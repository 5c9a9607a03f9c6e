"""Deployment (NM-SETUP-19..20): drag each monster to your edge so its base touches your green
border strip; a drop elsewhere is refused with the engine's reason; Done when all stand.
With 3-4 players each seat's zone is the map's edge or corner the engine names for it
(`queries.deploy_zone`, `words.edge_of`, NM-MULTI-04/05); every zone shows, yours lit.

Fan rules: with Four Corner Deployment (NM-FAN-15/16) the chooser first picks a pair of opposite
corners (two buttons over the map, both pairs drawn), then each army goes into its two corners
(the green border within medium distance of each corner, drawn lit); with Directional Attacks
(NM-FAN-11) the wheel turns the monster in hand, or one already placed under the cursor.

`DeployStep` is the game screen's bottom tool while one seat deploys; it answers input with Deploy,
ChooseCorners and DeployDone actions, which the screen submits."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import words
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
from tabletop.ui.necromolds.setup.terrain import terrain_polygons
from tabletop.ui.necromolds.setup.view import SetupView


@dataclass
class Carry:
    """A monster being dragged: which, and where the cursor is."""

    monster: str
    pos: tuple[int, int]
    problem: str | None = None
    facing: float | None = None  # Directional Attacks: turned with the wheel while carried (None: the default)


class DeployStep(StepTool):
    """One seat deploys its whole army along its edge."""

    name = "necromolds_deploy"
    step_title = "Deploy"
    quick_label = "Deploy all along my edge"

    def __init__(self, view: SetupView, seat: int) -> None:
        if len(view.state.seats) > 2:
            self.quick_label = "Deploy all along my zone"
        if NQ.four_corners(view.state):
            self.quick_label = "Deploy all in my corners"
        self.camera: Camera | None = None
        self.control: CameraControl | None = None
        self.carry: Carry | None = None
        self.tray: dict[str, pygame.Rect] = {}
        super().__init__(view, seat)

    # -- what the seat has -------------------------------------------------------------------
    def mine(self) -> list:
        """The seat's monsters."""
        return [m for m in self.state.monsters if m.owner == self.seat]

    def waiting(self) -> list:
        """The seat's monsters not on the map yet."""
        return [m for m in self.mine() if not m.deployed]

    def interactive(self) -> bool:
        """True when a person deploys this army now."""
        return self.is_human(self.seat) and self.state.phase == "deploy" and NQ.deployer(self.state) == self.seat

    def turn_text(self, seat: int) -> str:
        """'deploys along the top edge', 'deploys at the top-left corner'."""
        if self.corners():
            if self.state.corners[seat] < 0:
                return "chooses the corners"
            return "deploys in " + NQ.PAIR_NAMES[self.state.corners[seat]]
        where = words.edge_of(seat, self.state)
        return ("deploys at " if "corner" in where else "deploys along ") + where

    # -- fan rules ------------------------------------------------------------------------------
    def corners(self) -> bool:
        """Four Corner Deployment is on (NM-FAN-15)."""
        return NQ.four_corners(self.state)

    def choosing_corners(self) -> bool:
        """This seat must choose its pair of corners before deploying."""
        return self.corners() and self.state.corners[self.seat] < 0

    def choose_corners(self, pair: int) -> A.ChooseCorners:
        """Take a pair of opposite corners: 0 top-left and bottom-right, 1 top-right and bottom-left."""
        return A.ChooseCorners(seat=self.seat, pair=pair)

    def facing_for(self, monster: str, x: float, y: float, given: float | None) -> float | None:
        """The facing a Deploy gives (Directional Attacks): the one turned, else the engine's default."""
        if not NQ.directional(self.state):
            return None
        return given if given is not None else NQ.deploy_facing(self.state, self.seat, x, y)

    def turn_placed(self, mid: str, notches: float) -> A.Deploy:
        """The wheel over one of this seat's placed monsters turns it (a Deploy on the same spot)."""
        from tabletop.ui.necromolds.table.fan_marks import turn

        m = self.state.monster(mid)
        f = m.facing if m.facing is not None else NQ.deploy_facing(self.state, self.seat, m.x, m.y)
        return self.deploy(mid, m.x, m.y, facing=turn(f, notches))

    def done_state(self) -> tuple[bool, str]:
        """Done when the engine accepts DeployDone for this seat."""
        if not self.is_human(self.seat):
            return False, "The computer is deploying its army."
        reason = self.v.check(A.DeployDone(seat=self.seat))
        return reason is None, (reason or "")[:1].upper() + (reason or "")[1:]

    def quick_enabled(self) -> bool:
        """Only while a person deploys and some monsters wait (and the corners are chosen)."""
        return self.interactive() and bool(self.waiting()) and not self.choosing_corners()

    def holds_bots(self) -> bool:
        """Bots wait while a monster is carried."""
        return self.carry is not None

    def in_hand(self) -> bool:
        """A monster is carried."""
        return self.carry is not None

    # -- actions ---------------------------------------------------------------------------
    def deploy(self, monster: str, x: float, y: float, facing: float | None = None) -> A.Deploy:
        """Place (or re-place) one monster; refused with the engine's reason off the border."""
        f = None if facing is None or not NQ.directional(self.state) else round(float(facing) % 360.0, 3)
        return A.Deploy(seat=self.seat, monster=monster, x=round(float(x), 3), y=round(float(y), 3), facing=f)

    def spots_for(self, m) -> list[tuple[float, float]]:
        """Free spots touching this seat's border for a monster, along the edge (or in its corners)."""
        if self.corners():  # NM-FAN-15/16: near the seat's two corners, the corners alternating
            return NQ.corner_spots(self.state, self.seat, m)
        mp = library().maps[self.state.map]
        spots = NQ.deployment_spots(self.state, self.seat, m, count=80)
        if spots:
            return spots
        if len(self.state.seats) > 2:  # a crowded zone: look a little further in from the edge
            for inset in (0.3, 0.6):
                spots = NQ.deployment_spots(self.state, self.seat, m, count=80, inset=inset)
                if spots:
                    return spots
            return spots
        r, _ = NQ.base_of(m)
        ys = [p[1] for p in NQ.deploy_strip(self.state, self.seat)]
        top = min(ys) <= 0.0  # the seat's strip runs along the top edge (else the bottom)
        for dy in (0.0, 0.3, 0.6):  # the strip is crowded: look a little further in
            y = (r + 0.01 + dy) if top else (max(ys) - r - 0.01 - dy)
            x = r + 0.01
            while x < mp.width - r:
                if NQ.deploy_problem(self.state, self.seat, m, x, y) is None:
                    spots.append((round(x, 3), round(y, 3)))
                x += 0.1
            if spots:
                break
        return spots

    def quick(self):
        """Stand every waiting monster along the edge, spread evenly: one Deploy at a time, each placed
        on the state the one before made (a function of the view that answers with the next)."""
        return self._deploy_next

    def _deploy_next(self, view: SetupView):
        self.v = view  # the state the last Deploy made (the tray is laid out again once, after the last)
        waiting = self.waiting()
        if not waiting:
            return None
        mp = library().maps[self.state.map]
        mine = self.mine()
        multi = len(self.state.seats) > 2
        for m in waiting[:1]:  # the first waiting monster; the next is placed on the state this one makes
            k = [x.id for x in mine].index(m.id)
            target = mp.width * (k + 0.5) / len(mine)
            spots = self.spots_for(self.state.monster(m.id))
            if not spots:
                from tabletop.ui.necromolds.table.queries import monster_name

                return refused(f"no free place on your border for {monster_name(self.state, m.id)}")
            if self.corners():  # nearest its corner first, into whichever corner holds fewer (two groups)
                held = [0, 0]
                for o in self.mine():
                    if o.deployed and o.id != m.id:
                        held[NQ.corner_of(self.state, self.seat, o.x, o.y)] += 1
                want = 0 if held[0] <= held[1] else 1
                x, y = next((p for p in spots if NQ.corner_of(self.state, self.seat, *p) == want), spots[0])
            elif multi:  # spots come in order along the zone: spread the army along it
                x, y = spots[min(len(spots) - 1, int(len(spots) * (k + 0.5) / len(mine)))]
            else:
                x, y = min(spots, key=lambda p: abs(p[0] - target))
            return [self.deploy(m.id, x, y), self._deploy_next]
        return None

    def done(self):
        """Finish deploying."""
        return A.DeployDone(seat=self.seat)

    # -- widgets and camera ------------------------------------------------------------------
    def build_screen(self) -> None:
        """Fit the camera to the map area; lay out the tray of waiting monsters (and the corner choice)."""
        L = setup_layout(self.size)
        x, y, w, h = L["area"]
        self.spots = []
        if self.choosing_corners() and self.interactive():  # Four Corner Deployment (NM-FAN-15)
            s = ui_scale(self.size)
            bw, bh = int(300 * s), int(34 * s)
            for k, pair in enumerate((0, 1)):
                r = pygame.Rect(x + w // 2 - bw - int(8 * s) + k * (bw + int(16 * s)), y + int(12 * s), bw, bh)
                label = "A: top-left + bottom-right" if pair == 0 else "B: top-right + bottom-left"
                self.spots.append(D.Hotspot(r, label, lambda p=pair: self.choose_corners(p), f"corners_{pair}"))
        if self.camera is None or self.camera.viewport != (w, h):
            mp = library().maps[self.state.map]
            self.camera = Camera(viewport=(w, h), viewport_x=x, viewport_y=y, min_scale=4.0, max_scale=160.0)
            self.camera.fit(mp.width, mp.height, margin=0.04)
        self.control = CameraControl(self.camera, pygame.Rect(L["area"]))
        s = ui_scale(self.size)
        ix, iy, iw, _ih = L["side_inner"]
        cell = int(TRAY_CELL * s)
        cols = max(1, iw // cell)
        self.tray = {}
        for k, m in enumerate(self.mine()):
            self.tray[m.id] = pygame.Rect(
                ix + (k % cols) * cell, iy + int(64 * s) + (k // cols) * cell, cell - int(4 * s), cell - int(4 * s)
            )

    def _problem_at(self, carry: Carry) -> str | None:
        if self.control is None or not self.control.area.collidepoint(carry.pos):
            return "drop the monster on the battle map"
        if self.choosing_corners():
            return "choose your corners first (the buttons over the map)"
        mx, my = self.drop_point(carry.monster, carry.pos)
        return self.v.check(A.Deploy(seat=self.seat, monster=carry.monster, x=round(mx, 3), y=round(my, 3)))

    def drop_point(self, monster: str, pos) -> tuple[float, float]:
        """The map point a monster dropped at screen `pos` lands on: nudged so its whole base is on the map.

        A big base dropped in the middle of the 1 in border strip would hang off the edge; players
        aim at the strip, not at a point a radius away from the edge, so the drop slides inwards.
        """
        mx, my = self.camera.screen_to_map(*pos)
        mp = library().maps[self.state.map]
        r, _ = NQ.base_of(self.state.monster(monster))
        pad = r + 0.01
        return min(max(mx, pad), mp.width - pad), min(max(my, pad), mp.height - pad)

    def _monster_at(self, pos) -> str | None:
        for m in self.mine():
            if m.deployed:
                r, _ = NQ.base_of(m)
                cx, cy = self.camera.map_to_screen(m.x, m.y)
                if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= max(8.0, self.camera.length_to_pixels(r)) ** 2:
                    return m.id
        return None

    def screen_event(self, event: pygame.event.Event):
        """Drag from the tray or from the map; drop on the map; camera otherwise."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            picked = next(
                (
                    mid
                    for mid, r in self.tray.items()
                    if r.collidepoint(event.pos) and not self.state.monster(mid).deployed
                ),
                None,
            )
            if picked is None and self.control is not None and self.control.area.collidepoint(event.pos):
                picked = self._monster_at(event.pos)
            if picked is not None:
                if not self.interactive():
                    return refused(f"{self.player_name(self.seat)} cannot deploy now")
                m = self.state.monster(picked)
                self.carry = Carry(
                    picked, event.pos, facing=m.facing if m.deployed and NQ.directional(self.state) else None
                )
                self.carry.problem = self._problem_at(self.carry)
                return None
        if event.type == pygame.MOUSEWHEEL and NQ.directional(self.state) and event.y and self.interactive():
            # Directional Attacks (NM-FAN-11): the wheel turns the monster in hand, or a placed one under the cursor
            from tabletop.ui.necromolds.table.fan_marks import turn

            if self.carry is not None:
                m = self.state.monster(self.carry.monster)
                mx, my = self.drop_point(m.id, self.carry.pos)
                now = self.facing_for(m.id, mx, my, self.carry.facing)
                self.carry.facing = turn(now, -event.y)
                return None
            under = (
                self._monster_at(self.mouse)
                if self.control is not None and self.control.area.collidepoint(self.mouse)
                else None
            )
            if under is not None:
                return self.turn_placed(under, -event.y)
        if self.carry is not None:
            if event.type == pygame.MOUSEMOTION:
                self.carry.pos = event.pos
                self.carry.problem = self._problem_at(self.carry)
                return None
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.carry = None
                return None
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                carry, self.carry = self.carry, None
                if self.control is None or not self.control.area.collidepoint(event.pos):
                    return None
                mx, my = self.drop_point(carry.monster, event.pos)
                return self.deploy(carry.monster, mx, my, facing=carry.facing)
        if self.control is not None:
            self.control.handle_event(event)
        return None

    def update_screen(self, dt: float) -> None:
        """Arrow keys pan."""
        if self.control is not None:
            self.control.update(dt)

    # -- drawing ---------------------------------------------------------------------------
    def draw_screen(self, surface: pygame.Surface, L: dict, s: float) -> None:
        """Map, your border strip lit in your colour, the monsters, the carried one; the tray."""
        area = pygame.Rect(L["area"])
        look.draw_frame(surface, area, fill_alpha=120)
        mp = library().maps[self.state.map]
        clip = surface.get_clip()
        surface.set_clip(area.inflate(-6, -6))
        D.draw_map(surface, self.camera, self.state, self.colours, s, terrain_polygons(self.state), zone_names=False)
        self._draw_border(surface, mp, s)
        facing = NQ.directional(self.state)
        for m in self.state.monsters:
            if m.deployed and not (self.carry is not None and self.carry.monster == m.id):
                r, _ = NQ.base_of(m)
                _figure(
                    surface,
                    self.camera.map_to_screen(m.x, m.y),
                    self.camera.length_to_pixels(r),
                    self.colours[m.owner],
                    m,
                )
        if facing:  # each placed base's front (Directional Attacks)
            from tabletop.ui.necromolds.table.fan_marks import draw_facing

            for m in self.state.monsters:
                if m.deployed and not (self.carry is not None and self.carry.monster == m.id):
                    draw_facing(surface, self.camera, m.x, m.y, NQ.base_of(m)[0], m.facing, self.colours[m.owner])
        self._draw_border_label(surface, mp, s)
        if self.carry is not None:
            from tabletop.ui.necromolds.table.pieces import mark_of

            m = self.state.monster(self.carry.monster)
            r, _ = NQ.base_of(m)
            ok = self.carry.problem is None
            at = self.carry.pos
            if area.collidepoint(at):  # show where it will land, nudged onto the map
                at = tuple(round(v) for v in self.camera.map_to_screen(*self.drop_point(m.id, at)))
            D.draw_token(
                surface,
                at,
                self.camera.length_to_pixels(r),
                self.colours[self.seat],
                mark_of(m.book),  # the mark the figure wears on the map: one abbreviation everywhere (issue 21)
                ghost=True,
                ring=(140, 230, 120) if ok else (240, 90, 70),
            )
            if facing and area.collidepoint(self.carry.pos):  # the front it will have; the wheel turns it
                from tabletop.ui.necromolds.table.fan_marks import dial

                mx, my = self.drop_point(m.id, self.carry.pos)
                dial(surface, self.camera, mx, my, r, self.facing_for(m.id, mx, my, self.carry.facing), s, ok)
            if self.carry.problem and area.collidepoint(self.carry.pos):
                img = look.text("serif_italic", int(13 * s), self.carry.problem, (255, 170, 140))
                surface.blit(img, (self.carry.pos[0] + 18, self.carry.pos[1] + 14))
        surface.set_clip(clip)
        hint = ["Drag each monster onto your glowing border strip", "drag again to move it", "right-drag pans"]
        if self.corners():
            hint = [
                "Choose your corners with the buttons above"
                if self.choosing_corners()
                else "Drag monsters into both lit corners (green border, medium distance)"
            ]
        if facing and not self.choosing_corners():
            hint.append("the wheel turns a monster")
        if len(self.state.seats) > 2:
            hint = [
                f"Drag each monster onto your glowing strip ({words.edge_of(self.seat, self.state)})",
                "right-drag pans",
            ]
        if not self.choosing_corners():  # the keys named (r26): last, kept when the rest gives way, but before
            # the wheel where it turns a monster (the one way to turn it: kept first, play-test r24; the
            # terrain step before named the keys already)
            wheel = hint[-1] == "the wheel turns a monster"
            hint.insert(len(hint) - 1 if wheel else len(hint), BY_KEYS)
        if not self.is_human(self.seat):  # the computer's army, or a watched replay's: nothing to drag
            hint = [f"{self.player_name(self.seat)} deploys"]
        words_shown, size = D.fit_hint(hint, "serif_italic", int(14 * s), int(12 * s), area.width - int(24 * s))
        img = look.text("serif_italic", size, words_shown, look.BONE_DIM)
        surface.blit(img, img.get_rect(midbottom=(area.centerx, area.bottom - int(8 * s))))
        self._draw_tray(surface, L, s)
        name = self.hover_name()
        if name:  # tokens show initials only: name the one under the cursor
            img = look.text("sans_bold", int(13 * s), name, look.BONE)
            box = img.get_rect(topleft=(self.mouse[0] + 14, self.mouse[1] + 16)).inflate(12, 8)
            box.right = min(box.right, self.size[0] - 4)
            pygame.draw.rect(surface, (24, 16, 26), box, border_radius=4)
            pygame.draw.rect(surface, look.BRASS, box, 1, border_radius=4)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_corners(self, surface: pygame.Surface, mp, s: float) -> None:
        """Four Corner Deployment (NM-FAN-15/16): each corner's legal area (the green border within
        medium distance of the corner point), this seat's lit in its colour, the other seat's dim;
        while the corners are being chosen, both pairs with their buttons' names."""
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.0)
        reach = NQ.corner_reach()
        corners = NQ.corner_list(self.state)
        own = self.state.corners[self.seat]
        for seat in range(len(self.state.seats)):
            pair = self.state.corners[seat]
            if pair < 0:
                continue
            bright = tuple(min(255, int(v + (255 - v) * 0.45)) for v in self.colours[seat][:3])
            alpha = int(90 + 70 * pulse) if seat == self.seat else 60
            for i in NQ.CORNER_PAIRS[pair]:
                self._corner_area(surface, mp, corners[i], reach, bright, alpha, seat == self.seat)
        if own < 0:  # choosing: both pairs, numbered as the buttons
            for pair, col in ((0, (250, 220, 140)), (1, (150, 210, 250))):
                for i in NQ.CORNER_PAIRS[pair]:
                    self._corner_area(surface, mp, corners[i], reach, col, int(70 + 50 * pulse), True)
                    cx, cy = corners[i]
                    px = self.camera.map_to_screen(
                        cx + (reach * 0.45 if cx == 0 else -reach * 0.45),
                        cy + (reach * 0.45 if cy == 0 else -reach * 0.45),
                    )
                    img = look.text("serif_bold", int(16 * s), "A" if pair == 0 else "B", look.INK, shadow=False)
                    pygame.draw.circle(surface, col, px, int(14 * s))
                    surface.blit(img, img.get_rect(center=px))

    def _corner_area(self, surface, mp, corner, reach: float, colour, alpha: int, outline: bool) -> None:
        """One corner's legal area: the border strips along both edges out to `reach` from the corner."""
        cx, cy = corner
        sx = 1.0 if cx == 0 else -1.0
        sy = 1.0 if cy == 0 else -1.0
        for (x0, y0), (x1, y1) in corner_strips(corner, reach, mp.border):
            p0 = self.camera.map_to_screen(min(x0, x1), min(y0, y1))
            p1 = self.camera.map_to_screen(max(x0, x1), max(y0, y1))
            rect = pygame.Rect(round(p0[0]), round(p0[1]), max(1, round(p1[0] - p0[0])), max(1, round(p1[1] - p0[1])))
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*colour[:3], alpha))
            surface.blit(glow, rect.topleft)
            if outline:
                pygame.draw.rect(surface, colour, rect, 2)
        c = self.camera.map_to_screen(cx, cy)  # the medium distance from the corner point
        rp = self.camera.length_to_pixels(reach)
        start = {(1, 1): 0, (-1, 1): 90, (-1, -1): 180, (1, -1): 270}[(int(sx), int(sy))]
        pts = [
            (c[0] + rp * math.cos(math.radians(a)), c[1] + rp * math.sin(math.radians(a)))
            for a in range(start, start + 91, 6)
        ]
        D_lines = pygame.draw.lines
        D_lines(surface, colour, False, pts, 2)

    def _strip_rect(self) -> pygame.Rect:
        """Two players: the seat's green border strip as the rules give it (a band across the map), on screen."""
        pts = NQ.deploy_strip(self.state, self.seat)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        x0, sy0 = self.camera.map_to_screen(min(xs), min(ys))
        x1, sy1 = self.camera.map_to_screen(max(xs), max(ys))
        return pygame.Rect(round(x0), round(sy0), round(x1 - x0), round(sy1 - sy0))

    def _draw_border(self, surface: pygame.Surface, mp, s: float) -> None:
        """This seat's green border strip, washed in its colour and pulsing gently."""
        if self.corners():
            self._draw_corners(surface, mp, s)
            return
        if len(self.state.seats) > 2:  # the zone along its edge or corner, with its name
            pulse = 0.5 + 0.5 * math.sin(self.time * 3.0)
            D.draw_zones(surface, self.camera, self.state, self.colours, s, only=self.seat, glow=pulse, names=False)
            return
        rect = self._strip_rect()
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.0)
        # A bright wash and outline: a green player's colour must still stand out on the green strip.
        colour = self.colours[self.seat]
        bright = tuple(min(255, int(v + (255 - v) * 0.45)) for v in colour[:3])
        glow.fill((*bright, int(90 + 70 * pulse)))
        surface.blit(glow, rect.topleft)
        pygame.draw.rect(surface, bright, rect, 3)

    def _draw_border_label(self, surface: pygame.Surface, mp, s: float) -> pygame.Rect:
        """The lit zone's name, drawn after the monsters so none covers it; returns its box."""
        if len(self.state.seats) > 2:
            return D.zone_label(surface, self.camera, self.state, self.colours, s, self.seat, only=self.seat)
        named = self.border_label(s, mp)
        if named is None:
            return pygame.Rect(0, 0, 0, 0)
        label, box = named
        surface.blit(label, box)
        return box

    def border_label(self, s: float, mp=None) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The two-player border strip's name and where it goes (None: corners, or no map shown yet),
        worked out as drawn: the keys' numbers keep off it (setup key_path `idle_words`)."""
        if len(self.state.seats) > 2 or self.corners() or self.camera is None:
            return None
        rect = self._strip_rect()
        label = look.text(
            "serif_bold",
            max(10, min(int(14 * s), rect.height - 4)),
            f"Player {self.seat + 1}'s border",
            look.INK,
            shadow=False,
        )
        mp = mp if mp is not None else library().maps[self.state.map]
        return label, self._label_place(rect, label.get_size(), int(8 * s), mp)

    def _label_place(self, strip: pygame.Rect, size: tuple[int, int], pad: int, mp) -> pygame.Rect:
        """Where the strip's name lies on no monster: in the strip where a free stretch holds it, else
        in the first row beside the strip (on the map's side, stepping inwards) with one; the middle
        of the free stretch nearest the strip's middle (a full strip put it over a base, play-test r17)."""
        w, h = size
        free = self._free_x(strip, w + pad, strip.top, strip.bottom)
        if free is not None:
            return pygame.Rect(0, 0, w, h).move(free - w // 2, strip.centery - h // 2)
        low = self.camera is not None and strip.centery > self.camera.map_to_screen(0, mp.height / 2)[1]
        for row in range(6):
            top = strip.top - 2 - h - row * (h + 2) if low else strip.bottom + 2 + row * (h + 2)
            free = self._free_x(strip, w + pad, top, top + h)
            if free is not None:
                return pygame.Rect(free - w // 2, top, w, h)
        top = strip.top - 2 - h if low else strip.bottom + 2  # (a map full of monsters: beside the strip's middle)
        return pygame.Rect(strip.centerx - w // 2, top, w, h)

    def _free_x(self, strip: pygame.Rect, wide: int, top: float, bottom: float) -> int | None:
        """Where along the strip a name `wide` pixels long, drawn between `top` and `bottom`, lies on no
        deployed monster (neither its base nor its figure standing on it): the middle of the free
        stretch nearest the strip's middle that holds it; None when none does."""
        taken = []
        for m in self.state.monsters:
            if m.deployed and self.camera is not None:
                r, _ = NQ.base_of(m)
                cx, cy = self.camera.map_to_screen(m.x, m.y)
                px = max(8.0, self.camera.length_to_pixels(r))
                if cy - FIGURE_RISE * px <= bottom and top <= cy + px:
                    taken.append((cx - px, cx + px))
        edges, x = [], float(strip.left)
        for a, b in sorted(taken):
            if a - x >= wide:
                edges.append((x, a))
            x = max(x, b)
        if strip.right - x >= wide:
            edges.append((x, float(strip.right)))
        if not edges:
            return None
        mid = strip.centerx
        spots = [min(max(mid, a + wide / 2), b - wide / 2) for a, b in edges]
        return int(min(spots, key=lambda x: abs(x - mid)))

    def tray_heading(self) -> str:
        """The tray's title: "Your army" for a human seat, the computer's army by name."""
        owner = (
            "Your army" if self.is_human(self.seat) else f"Player {self.seat + 1}'s army"
        )  # short: it must fit the panel
        return f"{owner} · {len(self.waiting())} to deploy"

    def hover_name(self) -> str | None:
        """The monster under the cursor (tray or map), by name, for its label."""
        if self.carry is not None:
            return None
        from tabletop.games.necromolds.words import monster_name

        mid = next(
            (m for m, r in self.tray.items() if r.collidepoint(self.mouse) and not self.state.monster(m).deployed), None
        )
        if (
            mid is None
            and self.camera is not None
            and self.control is not None
            and self.control.area.collidepoint(self.mouse)
        ):
            for m in self.state.monsters:
                if m.deployed:
                    r, _ = NQ.base_of(m)
                    cx, cy = self.camera.map_to_screen(m.x, m.y)
                    if (self.mouse[0] - cx) ** 2 + (self.mouse[1] - cy) ** 2 <= max(
                        8.0, self.camera.length_to_pixels(r)
                    ) ** 2:
                        mid = m.id
                        break
        if mid is None:
            return None
        m = self.state.monster(mid)
        r, _ = NQ.base_of(m)
        return f"{monster_name(self.state, mid, whose=False)} · Player {m.owner + 1} · base {2 * r:g} in"

    def _draw_tray(self, surface: pygame.Surface, L: dict, s: float) -> None:
        x, y, w, _h = L["side_inner"]
        waiting = self.waiting()
        head = look.text("serif_bold", int(18 * s), self.tray_heading(), look.AMBER)
        surface.blit(head, (x, y))
        sub = "Drag a monster onto the map" if self.interactive() else f"{self.player_name(self.seat)} is deploying"
        img = look.text("serif_italic", int(12 * s), sub, look.BONE_DIM)
        surface.blit(img, (x, y + int(28 * s)))
        biggest = max((NQ.base_of(m)[0] for m in self.mine()), default=1.0)
        for m in self.mine():
            rect = self.tray[m.id]
            pygame.draw.rect(surface, (40, 28, 34), rect, border_radius=6)
            pygame.draw.rect(surface, look.BRASS_DARK, rect, 1, border_radius=6)
            # a figure as large as its cell allows (its mark readable, issue 21), the larger bases a little larger
            radius = tray_radius(NQ.base_of(m)[0], biggest, rect.height)
            if m.deployed or (self.carry is not None and self.carry.monster == m.id):
                pygame.draw.circle(surface, (70, 60, 60), rect.center, radius, 1)
                continue
            _figure(surface, rect.center, radius, self.colours[self.seat], m, fit=rect.height - 6)
        if not self.interactive() or not waiting:
            rows = -(-len(self.mine()) // max(1, w // int(TRAY_CELL * s)))
            ty = y + int(64 * s) + rows * int(TRAY_CELL * s) + int(6 * s)
            for words, colour, at in self.others_lines(ty, s):
                # lifted to read on the dark panel (Grave Purple: purple on purple)
                surface.blit(look.text("serif_italic", int(12 * s), words, readable(colour)), (x, at))

    def others_lines(self, top: int, s: float) -> list[tuple[str, tuple, int]]:
        """The other armies' deployment, a line each from y = `top` (words, seat colour, y), kept above
        why Done waits ("The computer is deploying its army." over the Menu button): with four players
        and a nine-monster army the third line ran into it at 960x600 with large text (playing r27); then
        the count alone, the players side by side ("P1 9/9 · P2 9/9 ...")."""
        others = [o for o in range(len(self.state.seats)) if o != self.seat]
        if not others:
            return []

        def count(o: int) -> tuple[int, int]:
            mine = [m for m in self.state.monsters if m.owner == o]
            return sum(1 for m in mine if m.deployed), len(mine)

        if self.state.solo is not None:  # NM-SOLO-06: summoned once this army is down
            said = [(f"{self.player_name(o)}: summoned when you are done", o) for o in others]
        else:
            said = [(f"{self.player_name(o)}: {count(o)[0]} of {count(o)[1]} deployed", o) for o in others]
        tall = look.text("serif_italic", int(12 * s), said[0][0], look.BONE).get_height()  # (its shadow too)
        step = tall + int(2 * s)
        bottom = setup_layout(self.size)["menu"][1] - int(8 * s)
        why = self.done_state()[1] if not self.is_human(self.seat) else ""
        if why:  # frame.draw_frame's words over the Menu button (up to 3 lines)
            f = look.font("serif_italic", int(13 * s))
            w = setup_layout(self.size)["side"][2] - 2 * int(16 * s)
            bottom -= len(D.wrap(f, why, w)[:3]) * f.get_linesize()
        if top + (len(said) - 1) * step + tall <= bottom:
            return [(words, self.colours[o], top + k * step) for k, (words, o) in enumerate(said)]
        short = " · ".join(f"P{o + 1} {count(o)[0]}/{count(o)[1]}" for o in others)
        return [(short, look.BONE, top)]


def corner_strips(corner, reach: float, border: float) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Four Corner Deployment: the green border along both map edges that meet at `corner`, out to
    `reach` from it, as two map rectangles (corner, far corner); drawn lit with the reach's arc. A base
    anywhere in them within the arc is one NQ.corner_problem accepts (tests/ui/necromolds/setup)."""
    cx, cy = corner
    sx = 1.0 if cx == 0 else -1.0
    sy = 1.0 if cy == 0 else -1.0
    return [((cx, cy), (cx + sx * reach, cy + sy * border)), ((cx, cy), (cx + sx * border, cy + sy * reach))]


FIGURE_RISE = 2.2  # a figure stands this many base radii above its base's centre (its label keeps clear)
TRAY_CELL = 74  # the tray's cell at scale 1: four figures a row, each tall enough to show its mark (issue 21)


def tray_radius(base: float, biggest: float, cell: int) -> int:
    """A waiting monster's base radius in the tray, in pixels: the biggest base in the army fills its
    cell, a smaller one is at least 70% of that, so every figure shows its mark (pieces.monster_sprite
    draws it from 8 px)."""
    share = 0.7 + 0.3 * (base / biggest if biggest > 0 else 1.0)
    return max(9, int(cell * 0.45 * share))


def _figure(surface: pygame.Surface, centre, radius_px: float, colour, m, fit: int = 0) -> None:
    """A monster as the clay figure the table shows (same sprite, so it reads the same): on the
    map its base stands on `centre`; in the tray (`fit` > 0) the whole figure is centred and
    shrunk until it is at most `fit` pixels tall."""
    from tabletop.ui.necromolds.table.pieces import monster_sprite

    size = library().size(m.book, m.size)
    radius = int(round(radius_px))
    sprite, (ox, oy) = monster_sprite(m.book, tuple(colour), radius, size.height, size.radius)
    while fit and sprite.get_height() > fit and radius > 4:
        radius = max(4, int(radius * fit / sprite.get_height()))
        sprite, (ox, oy) = monster_sprite(m.book, tuple(colour), radius, size.height, size.radius)
    if fit:
        surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))
    else:
        surface.blit(sprite, (round(centre[0]) - ox, round(centre[1]) - oy))
