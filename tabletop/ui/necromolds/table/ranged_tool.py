"""Ranged attacks: targets in range and sight highlighted; hovering one draws the sightline
(green, or red with the blocker highlighted and named) and the tool edge touching both bases
with the margin. The same sight drawing serves the free sightline checker."""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import pygame
import shapely

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import words as W
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.mapview import terrain_polygons
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE, PASS, Say


@dataclass
class SightVerdict:
    """What a sight check between two monsters found."""

    seen: bool
    segment: tuple | None
    blocker: tuple | None
    blocker_name: str
    gap: float
    margin: float | None  # edge length minus gap (None when no edge is being checked)
    text: str
    extra: tuple = ()  # the fan rules' lines: (words, colour), e.g. "62% covered: +1 defence die"


def low_terrain_crossed(state, bf, a: str, b: str, segment) -> list[tuple[str, float]]:
    """The terrain a clear sightline passes over (lower than the lower of the two models, so it
    does not block): (piece name, height), nearest to `a` first, one entry per piece."""
    if not segment:
        return []
    hmin = min(bf.bases[a].height, bf.bases[b].height)
    line = shapely.LineString(segment)
    start = shapely.Point(segment[0])
    found = []
    for part in bf.terrain.values():
        if part.height < hmin and line.intersection(part.polygon).length > 1e-6:
            found.append((start.distance(line.intersection(part.polygon)), Q.terrain_name(state, part.id), part.height))
    out: list[tuple[str, float]] = []
    for _d, name, height in sorted(found):
        if name not in [n for n, _h in out]:
            out.append((name, height))
    return out


def range_words(margin: float) -> str:
    """How far inside (margin >= 0) or outside the range a target is, in tenths of an inch as the ruler
    reads; within a twentieth "just in range" or "just out of range" (it read "in range by 0.0 in")."""
    if abs(margin) < 0.05:
        return "just in range" if margin >= 0 else "just out of range"
    return f"in range by {margin:.1f} in" if margin >= 0 else f"out of range by {-margin:.1f} in"


def verdict(state, a: str, b: str, length: float | None) -> SightVerdict:
    """Sight (and range when `length` is given) from monster a to monster b."""
    bf = Q.sight_field(state, a, b)  # as the rules judge sight (basic play: only terrain blocks it)
    sl = bf.sightline(a, b)
    gap = bf.gap(a, b)
    name = Q.blocker_name(state, sl.blocker) if not sl.seen else ""
    # a clear line over low terrain names it, as a player checking by eye would say
    parts = [W.seen_over(low_terrain_crossed(state, bf, a, b, sl.segment)) if sl.seen else f"blocked by {name}"]
    margin = None
    if length is not None:
        margin = length - gap
        parts.insert(0, range_words(margin))
    else:
        fits = [n for n, ln in Q.edges().items() if gap <= ln + 1e-9]
        parts.insert(0, f"{gap:.1f} in apart" + (f" (within {fits[0]})" if fits else " (beyond far)"))
    return SightVerdict(sl.seen, sl.segment, sl.blocker, name, gap, margin, " · ".join(parts))


def label_box(size, anchor, bounds=None, gap: int = 10) -> pygame.Rect:
    """Where a map label of `size` goes: centred above `anchor`, moved inside `bounds` (the map
    view) when it would run past an edge or under a side panel."""
    box = pygame.Rect((0, 0), size)
    box.midbottom = (int(anchor[0]), int(anchor[1]) - gap)
    if bounds is not None:
        box.clamp_ip(pygame.Rect(bounds))
    return box


def draw_label(surface, words: str, anchor, scale: float, colour, bounds=None, outline: bool = True) -> pygame.Rect:
    """A reading on a dark plate above `anchor`, kept inside `bounds`; returns the plate."""
    img = D.look.font("sans_bold", int(14 * scale)).render(words, True, colour)
    if bounds is not None:  # a margin, so a plate never sits on the view's edge or the panels' handles
        bounds = pygame.Rect(bounds).inflate(-int(40 * scale), -int(12 * scale))
    box = label_box((img.get_width() + 14, img.get_height() + 8), anchor, bounds)
    bg = pygame.Surface(box.size, pygame.SRCALPHA)
    bg.fill((20, 14, 18, 225))
    surface.blit(bg, box)
    if outline:
        pygame.draw.rect(surface, colour, box, 1, border_radius=3)
    surface.blit(img, (box.left + 7, box.top + 4))
    return box


def draw_verdict(
    surface, camera, state, a: str, b: str, v: SightVerdict, length: float | None, scale: float, bounds=None
) -> pygame.Rect:
    """The sightline, the blocker and the tool edge between two bases."""
    ma, mb = state.monster(a), state.monster(b)
    ra, _ = NQ.base_of(ma)
    rb, _ = NQ.base_of(mb)
    pa, pb = camera.map_to_screen(ma.x, ma.y), camera.map_to_screen(mb.x, mb.y)
    ok = v.seen and (v.margin is None or v.margin >= 0)
    # the tool edge: from a's rim toward b, as long as the edge being checked
    d = math.dist((ma.x, ma.y), (mb.x, mb.y)) or 1.0
    ux, uy = (mb.x - ma.x) / d, (mb.y - ma.y) / d
    nx, ny = -uy, ux
    if length is not None:  # laid beside the sightline so both stay visible
        s0 = (ma.x + ux * ra, ma.y + uy * ra)
        s1 = (s0[0] + ux * length, s0[1] + uy * length)
        w = max(5, int(camera.length_to_pixels(0.3)))
        q0 = camera.map_to_screen(s0[0] + nx * (0.55 + 0), s0[1] + ny * 0.55)
        q1 = camera.map_to_screen(s1[0] + nx * 0.55, s1[1] + ny * 0.55)
        pygame.draw.line(surface, (120, 84, 48), q0, q1, w + 4)
        pygame.draw.line(surface, (210, 170, 110), q0, q1, w)
        gap_end = camera.map_to_screen(mb.x - ux * rb + nx * 0.55, mb.y - uy * rb + ny * 0.55)
        pygame.draw.circle(surface, D.GREEN_OK if (v.margin or 0) >= 0 else D.RED_BAD, gap_end, max(3, w // 2))
    if v.seen and v.segment:
        s0, s1 = v.segment
        pygame.draw.line(surface, D.GREEN_OK, camera.map_to_screen(*s0), camera.map_to_screen(*s1), 3)
    else:
        D.dashed_line(surface, D.RED_BAD, pa, pb, 3, 10, 5)
        if v.blocker:
            kind, bid = v.blocker
            if kind == "terrain":
                for poly, _h, pid in terrain_polygons(state):
                    if pid == bid:
                        pts = [camera.map_to_screen(x, y) for x, y in poly]
                        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                        pygame.draw.polygon(veil, (232, 84, 70, 90), pts)
                        surface.blit(veil, (0, 0))
                        pygame.draw.polygon(surface, D.RED_BAD, pts, 3)
            else:
                mbk = state.find(bid)
                if mbk is not None:
                    r, _ = NQ.base_of(mbk)
                    pygame.draw.circle(
                        surface, D.RED_BAD, camera.map_to_screen(mbk.x, mbk.y), camera.length_to_pixels(r) + 4, 3
                    )
    mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
    col = D.GREEN_OK if ok else D.RED_BAD
    box = draw_label(surface, v.text, mid, scale, col, bounds)
    for words, colour in v.extra:  # the fan rules' lines under the reading (cover, high ground, behind)
        img = D.look.font("sans_bold", int(13 * scale)).render(words, True, colour)
        plate = pygame.Rect(0, 0, img.get_width() + 14, img.get_height() + 6)
        plate.midtop = (box.centerx, box.bottom + 2)
        if bounds is not None:
            plate.clamp_ip(pygame.Rect(bounds))
        bg = pygame.Surface(plate.size, pygame.SRCALPHA)
        bg.fill((20, 14, 18, 225))
        surface.blit(bg, plate)
        surface.blit(img, (plate.left + 7, plate.top + 3))
        box = plate
    return box


@dataclass
class RangedAim:
    """The shooter chosen in a ranged command and what it can hit."""

    state: object
    shooter: str
    length: float
    targets: dict = field(default_factory=dict)  # enemy -> reason it cannot be shot, or None
    hover: str | None = None
    hover_verdict: SightVerdict | None = None
    away: frozenset = frozenset()  # enemies outside the shooter's front (Directional Attacks)

    @classmethod
    def begin(cls, state, shooter: str) -> RangedAim:
        """Choose a shooter: find its targets (and, with Directional Attacks, those behind it)."""
        aim = cls(state, shooter, NQ.command_reach(state, shooter))  # per spellbook with step 3 in basic play
        aim.targets = Q.targets(state, shooter)
        if NQ.directional(state):
            m = state.monster(shooter)
            bf = NQ.battlefield(state)
            aim.away = frozenset(
                e
                for e in aim.targets
                if not NQ.can_attack(state, m, state.monster(e)) and bf.within(shooter, e, aim.length)
            )  # in range, but behind its front
        return aim

    def legal_targets(self) -> list[str]:
        """Enemies this shooter may attack now."""
        return [e for e, why in self.targets.items() if why is None]

    def set_hover(self, enemy: str | None) -> None:
        """Hover an enemy (None: nothing)."""
        if enemy == self.hover:
            return
        self.hover = enemy
        self.hover_verdict = verdict(self.state, self.shooter, enemy, self.length) if enemy else None
        if self.hover_verdict is not None and self.state.fan:  # NM-FAN-05, -07, -10 in words
            from tabletop.ui.necromolds.table.fan_marks import aim_words

            extra = aim_words(self.state, self.shooter, enemy)
            if self.hover in self.away:
                extra = [
                    (
                        f"not in front: {Q.monster_name(self.state, self.shooter)} faces away (Directional Attacks)",
                        D.RED_BAD,
                    )
                ] + extra
            self.hover_verdict = replace(self.hover_verdict, extra=tuple(extra))

    def draw(self, surface, camera, scale: float, t: float, bounds=None) -> None:
        """Targets highlighted; the hovered one measured (its reading kept inside `bounds`)."""
        state = self.state
        m = state.monster(self.shooter)
        r, _ = NQ.base_of(m)
        c = camera.map_to_screen(m.x, m.y)
        pygame.draw.circle(surface, (255, 220, 120), c, camera.length_to_pixels(r) + 5, 3)
        # the reach of the edge: where an enemy base must touch
        D.dashed_circle(surface, (255, 220, 120), c, camera.length_to_pixels(r + self.length), 1)
        k = abs((t * 2) % 2 - 1)
        for eid, why in self.targets.items():
            e = state.find(eid)
            if e is None:
                continue
            er, _ = NQ.base_of(e)
            ec = camera.map_to_screen(e.x, e.y)
            rp = camera.length_to_pixels(er)
            if why is None:
                pygame.draw.circle(surface, D.GREEN_OK, ec, rp + 4 + 3 * k, 3)
                D.icon(surface, "ranged", (ec[0] + rp, ec[1] - rp), int(16 * scale), D.GREEN_OK)
            elif eid in self.away:
                # in range but behind the shooter's front (Directional Attacks): marked, not lit
                D.dashed_circle(surface, (200, 190, 170), ec, rp + 4, 2)
                D.text(
                    surface,
                    "sans_bold",
                    11 * scale,
                    "not in front",
                    (ec[0], ec[1] + rp + 6),
                    (220, 210, 190),
                    anchor="midtop",
                )
        if self.hover and self.hover_verdict:
            draw_verdict(
                surface, camera, state, self.shooter, self.hover, self.hover_verdict, self.length, scale, bounds
            )


class AimTool(TableTool):
    """A shooter chosen in a ranged command: pointing at an enemy measures, clicking a green one shoots."""

    name = "aim"

    def __init__(self, aim: RangedAim) -> None:
        self.aim = aim

    @classmethod
    def first_with_targets(cls, view: TableView):
        """Aim with the first monster of the seat at the screen that has a target (None when none has)."""
        st = view.state
        if (
            st.phase != "command"
            or st.command is None
            or st.command.kind != "ranged"
            or not view.human(st.command.seat)
        ):
            return None
        for mid in Q.actors(st):
            aim = RangedAim.begin(st, mid)
            if aim.legal_targets():
                return cls(aim)
        return None

    def handle(self, event, view: TableView):
        """Hover measures; a press on another shooter aims with it, on a target shoots or says why not."""
        st = view.state
        if event.type == pygame.MOUSEMOTION:
            owner = st.monster(self.aim.shooter).owner
            self.aim.set_hover(view.monster_at(event.pos, view.enemies_of(owner)))
            return PASS
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and view.on_map(event.pos):
            who = view.monster_at(event.pos)
            if who and Q.can_shoot_now(st, who):
                return [DONE, AimTool(RangedAim.begin(st, who))]
            if who and who in self.aim.targets:
                why = self.aim.targets[who]
                if why:
                    return Say(why, bad=True)
                return A.Ranged(seat=st.monster(self.aim.shooter).owner, monster=self.aim.shooter, target=who)
        return PASS

    def on_state(self, view: TableView):
        """After any action the aim is taken again on the new state, or put down when it can no longer shoot."""
        st = view.state
        if (
            st.phase == "command"
            and st.command is not None
            and st.command.kind == "ranged"
            and st.find(self.aim.shooter)
            and Q.can_shoot_now(st, self.aim.shooter)
        ):
            hover = self.aim.hover
            self.aim = RangedAim.begin(st, self.aim.shooter)
            if hover in self.aim.targets:
                self.aim.set_hover(hover)
            return None
        return DONE

    def draw_map(self, surface, view: TableView) -> None:
        """The targets and the hovered one's sightline."""
        self.aim.draw(surface, view.camera, view.scale, view.t, view.layout.map)

    def hover_blocked(self) -> bool:
        """No tooltips while aiming."""
        return True


def start_command(seat: int, die: int, command: str | None = None):
    """Perform a die: StartCommand, then (a ranged command) aim with the first monster that has a target."""
    return [A.StartCommand(seat=seat, die=die, command=command), AimTool.first_with_targets]
