"""The combat window and the Library / Workshop look, drawn over the table (the buttons: the kit's, widgets.py).

The combat window shows both sides'
fighters with their attacks (power on each die, Ghost strike marked), the dice the combat has
rolled (the stored fight's `rolls`), its lines from the engine's combat events, the decision in
hand and, once over, the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.games.rise import events as E
from tabletop.games.rise import words as RW
from tabletop.ui import look
from tabletop.ui.rise.table.choices import space_name
from tabletop.ui.rise.table.layout import letters
from tabletop.ui.rise.table.panels import card_face

DIE_TUMBLE = 0.45  # seconds the new dice tumble before the first lands
DIE_STEP = 0.3  # seconds between two dice landing, in roll order (Ghost strikes first)
# A hit's mark is light (a dark tick) and a miss's dark (a white cross), so they differ in lightness as well
# as hue: the old green and red were ΔE 15 apart under deuteranopia (tests/ui/rise/test_dice_marks_cvd.py).
HIT = (110, 220, 160)
MISS = (190, 40, 40)
HIT_INK, MISS_INK = (20, 14, 12), (250, 250, 240)
MISS_FACE = (166, 156, 140)  # a missing die's face, darker than a hit's
SIDES = ("attacker", "defender")


@dataclass
class RolledDie:
    """One die of the combat, given to the fighter that rolled it: the power it needed, what it showed."""

    side: str
    fighter: str
    power: int
    roll: int
    hit: bool
    ghost: bool = False
    index: int = 0  # its place in the combat's roll order (it lands in that order)


def _num(v, least: int = 0, most: int = 99) -> int | None:
    """A small whole number from an event's data (None for anything else)."""
    if isinstance(v, bool) or not isinstance(v, int) or not least <= v <= most:
        return None
    return v


@dataclass
class CombatRecord:
    """What the combat panel shows: both sides' fighters (as the fight began, and any a roll names), the
    dice each fighter rolled with hit or miss, who has been removed, the lines and the result.

    It is fed the engine's combat events (`absorb`: their typed records, events.FIGHT_STORY),
    and the fight in the view (`follow`: the sides, the prompt, and any die no event reported)."""

    title: str
    attacker: Any = None
    defender: Any = None
    att_seat: int | None = None
    def_seat: int | None = None
    rolls: list = field(default_factory=list)  # every die value in roll order
    dice: list = field(default_factory=list)  # RolledDie, those the events gave to a fighter
    lines: list = field(default_factory=list)
    over: bool = False
    prompt: str = ""
    result: str = ""
    shown: float = 0.0
    landed: int = 0  # how many of `rolls` have landed (the rest tumble)
    clock: float = 0.0
    lines_shown: int = 0  # the lines told so far (a roll's lines wait for its dice)
    ends_turn: bool = False
    removed: dict = field(default_factory=dict)  # (side, fighter id) taken off -> the dice rolled before it
    extra: dict = field(default_factory=dict)  # side -> [(fighter id, name)] named by a roll, not in the specs
    city: tuple | None = None  # (name, towers, attacks) of a City defending
    tower_wounds: int = 0
    hint: str = ""  # what the Spell on offer would do (the decision in hand)
    space: str = ""  # where the fight is (outlined on the board)
    begun: Any = None  # the fight's first line (events.FightBegins): both sides by name, as the rules know them
    quest: bool = False  # a Dungeon quest's test shown as a fight is (quest_panel): closed as a quest
    neutral: bool = False  # the defender is nobody's (a City or Dungeon nobody holds): another player rolls for it
    watched: tuple | None = None  # (round, seat) of the turn the dice in the air were rolled in (the top bar's)
    before: Any = None  # the seat's view as it stood before those dice: the boards drawn from it until they land
    ended_in: tuple | None = None  # (round, seat) of the turn the fight ended in
    put_away: bool = False  # folded once the next turn began (a person may show it again)

    @property
    def rolling(self) -> bool:
        """Dice still in the air."""
        return self.landed < len(self.rolls)

    def add_rolls(self, values) -> None:
        """New dice: they tumble, then land one at a time; the lines they bring wait for them."""
        values = [int(v) for v in values]
        if not values:
            if not self.rolling:
                self.lines_shown = len(self.lines)
            return
        if not self.rolling:
            self.clock = -DIE_TUMBLE
        self.rolls.extend(values)

    def tick(self, dt: float) -> None:
        """Time passes: the next die lands every DIE_STEP; the lines show once all have landed."""
        if self.rolling:
            self.clock += dt
            while self.clock >= 0 and self.rolling:
                self.landed += 1
                self.clock -= DIE_STEP
        if not self.rolling:
            self.lines_shown = len(self.lines)
            self.clock = 0.0

    def land_all(self) -> None:
        """Every die down at once (a still picture, an undo)."""
        self.landed = len(self.rolls)
        self.lines_shown = len(self.lines)

    # -- what the engine says ------------------------------------------------------------------
    def absorb(self, events) -> None:
        """Take in combat events (already as the seat at the screen sees them): their lines, and from
        their typed records the dice each fighter rolled and the fighters and towers wounded."""
        new: list[int] = []
        for ev in events:
            r = getattr(ev, "record", None)
            if not isinstance(r, E.FIGHT_STORY):
                if isinstance(r, E.FightResult):
                    self._result(ev, len(self.rolls) + len(new))
                continue
            if ev.text:
                self.lines.append(ev.text)
            if isinstance(r, E.FightBegins):
                self._begins(r)
                continue
            side = getattr(r, "side", None)
            if side not in SIDES:
                continue
            if isinstance(r, E.Rolled):
                fid = "tower" if r.fighter == "city" else (r.fighter or "?")
                name = r.fighter_name or fid
                if r.again:  # a missed attack rolled again: on the row of the fighter that missed it
                    fid = self._missed_by(side, r) or fid
                    if fid == "?":
                        name = "A missed attack, rolled again"
                self._know(side, fid, name)
                for d in r.dice:
                    roll, power = _num(d.roll, 1, 6), _num(d.power, -20, 20)
                    if roll is None or power is None:
                        continue
                    self.dice.append(
                        RolledDie(side, fid, power, roll, bool(d.hit), bool(r.ghost_strike), len(self.rolls) + len(new))
                    )
                    new.append(roll)
            elif isinstance(r, E.TowerWounded):
                self.tower_wounds = _num(r.tower, 0, 20) or self.tower_wounds + 1
            elif isinstance(r, (E.FighterRemoved, E.NecromancerKilled)):
                self.removed.setdefault((side, r.fighter), len(self.rolls) + len(new))
            elif isinstance(r, E.ZombiesExploded):
                for z in r.zombies:
                    self.removed.setdefault((side, z), len(self.rolls) + len(new))
        self.add_rolls(new)

    def _begins(self, r: E.FightBegins) -> None:
        """The fight's first line: who fights whom, the seats rolling for each side, a defender of nobody's."""
        self.begun, self.neutral = r, self.neutral or r.neutral
        if self.att_seat is None:
            self.att_seat = r.attacker_seat
        if self.def_seat is None:  # a fight known from its result: a neutral defender's roller is named here
            self.def_seat = r.defender_seat
        if self.city is None and r.defender_city:
            self.city = (r.defender_city, r.defender_towers, [])

    def _missed_by(self, side: str, r: E.Rolled) -> str | None:
        """The one fighter of `side` whose missed die (at the power being rolled again) this is, when
        exactly one fighter missed at that power (a reroll's record names no fighter)."""
        powers = {_num(d.power, -20, 20) for d in r.dice}
        who = {
            d.fighter
            for d in self.dice
            if d.side == side and not d.hit and d.power in powers and d.fighter not in ("?", "tower")
        }
        return next(iter(who)) if len(who) == 1 else None

    def gone(self, side: str, fid: str) -> bool:
        """The fighter was taken off by dice that have landed (struck through from then on: a fighter
        wounded by an earlier roll stays struck through while the next roll's dice tumble)."""
        at = self.removed.get((side, fid))
        return at is not None and self.landed >= at

    def _result(self, ev, rolled: int) -> None:
        data = ev.data if hasattr(ev.data, "get") else {}
        for side in SIDES:
            for x in (data.get("lost") or {}).get(side) or ():
                if hasattr(x, "get") and isinstance(x.get("id"), str):
                    self.removed.setdefault((side, x["id"]), rolled)
        w = _num(data.get("towers_wounded"), 0, 20)
        if w is not None:
            self.tower_wounds = w
        towers = _num(data.get("towers"), 0, 20)
        if towers is not None and self.city is not None and not self.city[1]:
            self.city = (self.city[0], towers, self.city[2])
        if ev.text:
            self.result = ev.text

    def _know(self, side: str, fid: str, name: str) -> None:
        if fid == "tower":
            if self.city is None:
                self.city = (name, 0, [])
            return
        spec = self.attacker if side == "attacker" else self.defender
        if spec is not None and any(f.id == fid for f in spec.fighters):
            return
        known = self.extra.setdefault(side, [])
        if all(k != fid for k, _ in known):
            known.append((fid, name))

    def finish(self, events) -> None:
        """The fight is over: its last events, then the result stays up."""
        self.absorb(events)
        self.over, self.prompt, self.shown = True, "", 0.0

    @classmethod
    def from_fight(cls, view) -> CombatRecord:
        f = view.fight
        rec = cls(_title(view.side, f.space, f.purpose), space=f.space)
        rec.follow(view, stored=False)
        return rec

    @classmethod
    def from_result(cls, side: str, events) -> CombatRecord:
        """A fight that began and ended within one action (nobody had to decide): built from its events."""
        data = next((e.data for e in events if isinstance(e.record, E.FightResult)), {})
        rec = cls(
            _title(side, str(data.get("space") or ""), str(data.get("purpose") or "")),
            space=str(data.get("space") or ""),
        )
        rec.att_seat, rec.def_seat = _num(data.get("attacker_seat"), 0, 9), _num(data.get("defender_seat"), 0, 9)
        return rec

    def follow(self, view, typed_rolls=None, stored: bool = True) -> None:
        """Take in the fight as it stands now: its sides (as it began), the decision in hand, and (with
        `stored`) any die of the stored fight that no event has reported yet (it starts to tumble)."""
        f = view.fight
        if typed_rolls:
            self.add_rolls(typed_rolls)
        if f is None:
            return
        if f.attacker is not None and self.attacker is None:
            self.attacker, self.defender = f.attacker, f.defender
            self.att_seat, self.def_seat = f.attacker.seat, f.defender.seat
            if f.defender.city:
                self.city = (f.defender.city[0], f.defender.city[1], f.defender.city[2])
        self.neutral = self.neutral or bool(f.auto_defender)
        if stored and len(f.rolls) > len(self.rolls):
            self.add_rolls(list(f.rolls)[len(self.rolls) :])
        if not self.rolling:
            self.lines_shown = len(self.lines)
        self.prompt = f.prompt if view.turn.stage == "combat" else ""

    # -- what the panel lists --------------------------------------------------------------------
    def fighters(self, side: str) -> list[tuple[str, str, list]]:
        """(fighter id, name, attacks [[power, ghost strike]]) of one side, a City's towers last as 'tower'."""
        spec = self.attacker if side == "attacker" else self.defender
        out = [(f.id, f.name, list(f.attacks)) for f in (spec.fighters if spec is not None else ())]
        out += [(fid, name, []) for fid, name in self.extra.get(side, [])]
        if side == "defender" and self.city is not None:
            out.append(("tower", self.city[0], list(self.city[2])))
        return out

    def dice_of(self, side: str, fid: str) -> list[RolledDie]:
        return [d for d in self.dice if d.side == side and d.fighter == fid]

    def tally(self) -> dict[str, int]:
        """Hits landed so far by each side."""
        out = dict.fromkeys(SIDES, 0)
        for d in self.dice:
            if d.index < self.landed and d.hit:
                out[d.side] += 1
        return out


PURPOSES = {
    "city": "City",
    "dungeon_guard": "Dungeon guards",
    "dungeon_foe": "Dungeon foe",
    "academy_guard": "Academy guards",
    "pvp": "Necromancers",
}


def _title(side: str, space: str, purpose: str) -> str:
    what = PURPOSES.get(purpose, purpose.replace("_", " "))
    return f"Combat at {space_name(side, space)}" + (f" — {what}" if what else "")


def foe_name(rec: CombatRecord, side: str) -> str | None:
    """The name of a defender that is not a player: a Dungeon's monster (its owner, or the player to the
    left when nobody holds it, rolls for it: RN-COMBAT-10/11) or a City nobody holds; else None."""
    if side != "defender":
        return None
    spec, begun = rec.defender, rec.begun
    if spec is not None:
        monsters = [f.name for f in spec.fighters if f.role == "monster"]
    else:
        monsters = list(begun.defender) if begun is not None and begun.kind == "dungeon" else []
    if monsters:
        return " and ".join(monsters)
    if rec.neutral and rec.city is not None:
        return rec.city[0]
    return None


def side_name(rec: CombatRecord, side: str, seat_names) -> str:
    """A side as the rules know it, its seat named through the kit's seat_name (`seat_names`): a player,
    or a monster or a City nobody holds with the player who rolls for it ('Troll Chieftain, rolled by
    Player 2 (Pink)')."""
    seat = rec.att_seat if side == "attacker" else rec.def_seat
    foe = foe_name(rec, side)
    if foe is not None:
        return foe + (f", rolled by {seat_names(seat)}" if seat is not None else "")
    if seat is not None:
        return seat_names(seat)
    if side == "defender" and rec.city is not None:
        return rec.city[0]
    names = (rec.begun.attacker if side == "attacker" else rec.begun.defender) if rec.begun is not None else []
    return " and ".join(names) or side.title()


def dock_layout(rect, rec: CombatRecord, scale: float) -> dict:
    """Where the docked combat panel puts things: 'rows' [(side, fighter id, row rect)], 'heads'
    {side: y}, 'lines' (top y of the lines), 'minimise' and 'close' (its header buttons)."""
    r = pygame.Rect(rect)
    pad = int(10 * scale)
    # the heading, each side's head and each row at least as tall as their words (larger with Large text)
    lt = letters(scale)
    ls = look.font("sans_bold", max(9, int(12 * lt))).get_linesize()
    head_h = max(int(30 * scale), look.font("serif_bold", max(11, int(16 * lt))).get_linesize() + int(9 * scale))
    side_h = max(int(22 * scale), ls + int(6 * scale))
    per_side = {s: rec.fighters(s) for s in SIDES}
    n = sum(len(v) for v in per_side.values())
    reserve = max(int(118 * scale), 8 * ls)  # the lines, the prompt or the result below the rows
    room = r.h - head_h - 2 * side_h - reserve - pad
    row_h = max(int(15 * scale), ls + 4, min(int(25 * scale), room // max(1, n)))
    y = r.y + head_h
    rows, heads = [], {}
    for side in SIDES:
        heads[side] = y
        y += side_h
        for fid, _name, _attacks in per_side[side]:
            rows.append((side, fid, pygame.Rect(r.x + pad, y, r.w - 2 * pad, row_h - 2)))
            y += row_h
        y += int(4 * scale)
    b = int(24 * scale)
    # its button left of the top right corner stud (look.FRAME_STUD; r28: its "–" lay over the stud)
    minimise = pygame.Rect(r.right - max(pad, look.FRAME_STUD + 1) - b, r.y + int(4 * scale), b, b)
    return {"rows": rows, "heads": heads, "lines": y + int(2 * scale), "row_h": row_h, "minimise": minimise}


def draw_die(surface, rect: pygame.Rect, value: int, colour=(250, 248, 240), ink=(150, 30, 40)) -> None:
    """A die face with a number (a power target, or a rolled result)."""
    pygame.draw.rect(surface, (10, 8, 8), rect.move(1, 2), border_radius=4)
    pygame.draw.rect(surface, colour, rect, border_radius=4)
    pygame.draw.rect(surface, (40, 30, 20), rect, 1, border_radius=4)
    t = look.font("sans_bold", max(8, rect.h - 6)).render(str(value), True, ink)
    surface.blit(t, t.get_rect(center=rect.center))


def draw_mark(surface, rect: pygame.Rect, hit: bool) -> None:
    """A hit's tick or a miss's cross in a small badge at the die's lower right corner."""
    r = max(4, rect.w // 4)
    c = (rect.right - 1, rect.bottom - 1)
    pygame.draw.circle(surface, (20, 14, 12), c, r + 1)
    pygame.draw.circle(surface, HIT if hit else MISS, c, r)
    w = max(1, r // 3)
    if hit:
        pts = [(c[0] - r * 0.55, c[1]), (c[0] - r * 0.1, c[1] + r * 0.45), (c[0] + r * 0.6, c[1] - r * 0.5)]
        pygame.draw.lines(surface, HIT_INK, False, pts, w + 1)
    else:
        k = r * 0.45
        pygame.draw.line(surface, MISS_INK, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w + 1)
        pygame.draw.line(surface, MISS_INK, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w + 1)


def draw_rolled(
    surface, rect: pygame.Rect, die: RolledDie | None, value: int, landed: bool, clock: float, i: int, scale: float
) -> None:
    """A rolled die: face up with its hit or miss once landed, else tumbling."""
    if landed:
        if die is None:
            draw_die(surface, rect, value, (236, 230, 214), (30, 20, 14))
            return
        draw_die(surface, rect, value, (236, 230, 214) if die.hit else MISS_FACE, (30, 20, 14))
        pygame.draw.rect(surface, HIT if die.hit else MISS, rect, 2, border_radius=4)
        draw_mark(surface, rect, die.hit)
        return
    t = clock + i * 0.13
    face = int(abs(t) * 23 + i * 5) % 6 + 1
    hop = int(abs(((t * 9) % 2) - 1) * 5 * scale)
    draw_die(surface, rect.move(0, -hop), face, (214, 206, 190), (90, 80, 70))


def fit_title(title: str, done: bool, room: int, scale: float) -> tuple[int, str]:
    """(letter size, words) of the combat window's heading in `room` pixels: the full title in a smaller
    letter first (16 down to 12 at scale 1), then the place without the kind of fight ("Cairnholt — a
    City's defence" -> "Cairnholt"); what is still too long is cut by the caller."""
    full = title + (" · finished" if done else "")
    scale = letters(scale)  # the heading's letter: larger with Large text
    size = max(11, int(16 * scale))
    while size > max(10, int(12 * scale)) and look.font("serif_bold", size).size(full)[0] > room:
        size -= 1  # a smaller letter before a shorter title
    if look.font("serif_bold", size).size(full)[0] > room:
        return size, title.split(" — ")[0] + (" · finished" if done else "")
    return size, full


def draw_combat(surface, rect, rec: CombatRecord, scale: float, seat_names, colours, wound_options: set) -> None:
    """The combat panel docked beside the board: each fighter with its attacks' power and the dice it
    rolled (a tick for a hit, a cross for a miss), the wounded struck through, then the fight's lines and
    the decision in hand or the result. Its buttons (minimise, the choices) are drawn by the scene."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 240)
    L = dock_layout(r, rec, scale)
    pad = int(10 * scale)
    done = rec.over and not rec.rolling  # the result waits for the last die to land
    # the heading clear of the frame's corner stud and of the minimise button (r27 at 960x600, UI scale
    # 150%: its "C" under the stud, "finished" running under the button)
    x = r.x + max(pad, look.FRAME_STUD)
    room = L["minimise"].left - int(10 * scale) - x
    size, title = fit_title(rec.title, done, room, scale)
    tf = look.font("serif_bold", size)
    surface.blit(tf.render(_clip(title, tf, room), True, look.AMBER), (x, r.y + int(7 * scale)))
    lt = letters(scale)  # the words' scale (larger with Large text); the boxes keep `scale`
    fs = look.font("sans", max(9, int(12 * lt)))
    fb = look.font("sans_bold", max(9, int(12 * lt)))
    tally = rec.tally()
    row_h = L["row_h"]
    dsz = max(10, min(int(20 * scale), row_h - 4))
    for side, seat in (("attacker", rec.att_seat), ("defender", rec.def_seat)):
        y = L["heads"][side]
        colour = (
            colours[seat]
            if seat is not None and 0 <= seat < len(colours) and foe_name(rec, side) is None
            else look.BONE
        )
        rad = int(6 * scale)
        cy = y + fb.get_linesize() // 2
        pygame.draw.circle(surface, colour, (r.x + pad + rad, cy), rad)
        pygame.draw.circle(surface, look.BRASS, (r.x + pad + rad, cy), rad, 1)
        hits = tally[side]
        head = f"{side.title()}: {side_name(rec, side, seat_names)}"
        tail = tally_words(rec, hits) if any(d.side == side for d in rec.dice) else ""
        tt = fb.render(tail, True, HIT if hits else look.BONE_DIM)
        surface.blit(tt, tt.get_rect(topright=(r.right - pad, y)))
        room = r.w - 3 * pad - 2 * rad - tt.get_width()
        hf = fb
        for words in (head, head.split(", rolled by ")[0]):  # who rolls for a monster: left out before a cut
            head = words
            for size in range(max(9, int(12 * lt)), max(8, int(9 * lt)) - 1, -1):  # smaller before cut
                hf = look.font("sans_bold", size)
                if hf.size(head)[0] <= room:
                    break
            if hf.size(head)[0] <= room:
                break
        surface.blit(
            hf.render(_clip(head, hf, room), True, look.AMBER if side == "attacker" else look.BONE),
            (r.x + pad + 2 * rad + int(6 * scale), y + (fb.get_height() - hf.get_height()) // 2),
        )
    names = {(s, fid): (name, attacks) for s in SIDES for fid, name, attacks in rec.fighters(s)}
    power_x = r.x + int(r.w * 0.5)
    for side, fid, row in L["rows"]:
        name, attacks = names[(side, fid)]
        seat = rec.att_seat if side == "attacker" else rec.def_seat
        lit = fid in wound_options and not rec.over and not rec.rolling  # decided once the dice are down
        gone = rec.gone(side, fid)  # struck through once the dice that took it off are down
        pygame.draw.rect(surface, (90, 60, 40) if lit else (40, 30, 26) if gone else (52, 38, 30), row, border_radius=4)
        pygame.draw.rect(surface, look.AMBER if lit else (90, 70, 40), row, 2 if lit else 1, border_radius=4)
        if fid == "tower":
            towers = rec.city[1] if rec.city else 0
            label = f"{name}: {towers} tower{'s' if towers != 1 else ''}" + (
                f", {rec.tower_wounds} wounded" if rec.tower_wounds and not rec.rolling else ""
            )
        else:
            label = RW.unit_of(name, seat)  # the owner heads the column
        ink = look.BONE_DIM if gone else look.BONE
        label_w = power_x - row.x - int(10 * scale)
        rf = fs
        for text in (label, label.replace(" wounded", " hurt").split(": ", 1)[-1]):  # the City's name: its head's
            text += "  ← wound" if lit else ""
            rf = fs
            for size in range(max(9, int(12 * lt)) - 1, max(8, int(10 * lt)) - 1, -1):
                if rf.size(text)[0] <= label_w:
                    break
                rf = look.font("sans", size)  # a smaller letter before cut words
            if rf.size(text)[0] <= label_w:
                break
        t = rf.render(_clip(text, rf, label_w), True, ink)
        ty = row.y + (row.h - t.get_height()) // 2
        surface.blit(t, (row.x + int(6 * scale), ty))
        if gone:
            pygame.draw.line(
                surface,
                MISS,
                (row.x + int(4 * scale), row.centery),
                (row.x + int(8 * scale) + t.get_width(), row.centery),
                2,
            )
        dx = power_x
        dy = row.y + (row.h - dsz) // 2
        rolled = rec.dice_of(side, fid)
        if not attacks:  # a fighter known only from its rolls: the power each die needed
            attacks = [[d.power, int(d.ghost)] for d in rolled if not d.index < 0]  # every one (a foe may have 3)
        for k, a in enumerate(attacks):  # the power each attack needs (a Ghost strike in blue, weakened in grey)
            d = pygame.Rect(dx, dy, dsz, dsz)
            power = rolled[k].power if k < len(rolled) and rolled[k].index < rec.landed else a[0]
            draw_die(
                surface,
                d,
                max(0, power),
                (190, 220, 250) if a[1] else (250, 248, 240),
                (150, 30, 40) if power >= a[0] else (110, 100, 120),
            )
            dx += dsz + int(3 * scale)
        if rolled:
            ar = fs.render("→", True, look.BONE_DIM)
            surface.blit(ar, (dx + int(2 * scale), row.y + (row.h - ar.get_height()) // 2))
            dx += ar.get_width() + int(6 * scale)
        for _k, die in enumerate(rolled):
            if dx + dsz > row.right - int(4 * scale):
                break
            draw_rolled(
                surface,
                pygame.Rect(dx, dy, dsz, dsz),
                die,
                die.roll,
                die.index < rec.landed,
                rec.clock,
                die.index - rec.landed,
                scale,
            )
            dx += dsz + int(5 * scale)
    # dice no event gave to a fighter (an old save's fight): in a row of their own
    y = L["lines"]
    loose = len(rec.rolls) - len(rec.dice)
    if loose > 0:
        owned = {d.index for d in rec.dice}
        lab = fb.render("Dice:", True, look.BONE_DIM)
        surface.blit(lab, (r.x + pad, y))
        dx = r.x + pad + lab.get_width() + int(6 * scale)
        for i, v in enumerate(rec.rolls):
            if i in owned or dx + dsz > r.right - pad:
                continue
            draw_rolled(
                surface, pygame.Rect(dx, y, dsz, dsz), None, v, i < rec.landed, rec.clock, i - rec.landed, scale
            )
            dx += dsz + int(3 * scale)
        y += dsz + int(6 * scale)
    fi = look.font("sans_italic", max(8, int(11 * lt)))
    for part in look.wrap_lines(QUEST_LEGEND if rec.quest else LEGEND, fi, r.w - 2 * pad)[:2]:
        surface.blit(fi.render(part, True, look.BONE_DIM), (r.x + pad, y))
        y += fi.get_linesize()
    y += int(2 * scale)
    # the engine's words, newest last, as many as fit above the prompt or result
    if rec.rolling and (rec.prompt or rec.over):
        foot = ROLLING_DECIDE if rec.prompt and not rec.over else ROLLING
    else:
        foot = rec.result if rec.over and rec.result else rec.prompt
    foot_lines = look.wrap_lines(foot, fb, r.w - 2 * pad) if foot else []
    hint_lines = look.wrap_lines(rec.hint, fs, r.w - 2 * pad) if rec.hint and not rec.over and not rec.rolling else []
    # the last line above the bottom corner studs (r27: "1's Bone Golem" began under the left one), its ink
    # too (r28: a descender, "fighter", reached a pixel into the studs' band)
    last = fs if hint_lines else fb
    end = r.bottom - max(pad, look.FRAME_STUD) - max(0, last.size("Ag")[1] - last.get_linesize())
    bottom = end - len(foot_lines) * fb.get_linesize() - len(hint_lines) * fs.get_linesize()
    room = max(0, (bottom - y - int(4 * scale)) // fs.get_linesize())
    for line in newest_rows([look.wrap_lines(line, fs, r.w - 2 * pad) for line in rec.lines[: rec.lines_shown]], room):
        surface.blit(fs.render(line, True, look.BONE_DIM), (r.x + pad, y))
        y += fs.get_linesize()
    y = bottom
    for line in foot_lines:
        surface.blit(fb.render(line, True, look.AMBER), (r.x + pad, y))
        y += fb.get_linesize()
    for line in hint_lines:
        surface.blit(fs.render(line, True, look.BONE), (r.x + pad, y))
        y += fs.get_linesize()


def newest_rows(lines: list[list[str]], room: int) -> list[str]:
    """The rows of the newest whole lines (each its wrapped rows) that fit in `room` rows: never a line's
    later rows without its first (r28: the panel's words began "and Hollowell (one tower)."); the newest
    line's first rows where it alone is taller."""
    out: list[str] = []
    for rows in reversed(lines):
        if len(out) + len(rows) > room:
            return out or rows[:room]
        out = rows + out
    return out


# no "…" in whole words: on a table it says words were cut (the nothing-clipped audits read it so)
ROLLING = "The dice are rolling."
ROLLING_DECIDE = "The dice are rolling: the decision comes when they are down."
LEGEND = "A die at or under an attack's power hits (✓), above it misses (✗); blue: Ghost strike, rolled first."
QUEST_LEGEND = "The quest's die at or under the number on the card passes (✓), above it fails (✗)."


def tally_words(rec, hits: int) -> str:
    """A side's count in the panel's head and folded line: "2 hits"; a quest's test, "passed" or "failed"
    (r29: "1 hit" and "hits 0-0" told a quest's die in a fight's words)."""
    if getattr(rec, "quest", False):
        if any(d.index >= rec.landed for d in rec.dice):
            return ""  # the die still tumbles
        return "passed" if hits else "failed"
    return f"{hits} hit{'s' if hits != 1 else ''}"


def draw_combat_strip(surface, rect, rec: CombatRecord, scale: float, decision: str = "your decision") -> None:
    """The combat panel minimised: one line (the fight, the hits so far, `decision` while one waits) with
    its button to show it again."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 240)
    x = max(int(10 * scale), look.FRAME_STUD)  # clear of the corner studs (r27: "ombat at The Hollow Barrow")
    room = r.w - int(80 * scale) - x
    fb, words = strip_words(rec, room, scale, decision)
    surface.blit(fb.render(_clip(words, fb, room), True, look.AMBER), (r.x + x, r.y + (r.h - fb.get_linesize()) // 2))


def strip_words(rec: CombatRecord, room: int, scale: float, decision: str = "your decision") -> tuple:
    """(font, words) of the folded panel's line in `room` pixels: the whole line in a smaller letter
    first, then without the kind of fight, then without the hits (play-test r19: "Combat at The
    Ossuary Pit — Dungeon..." was cut at 1280x800); what is still too long is cut by the caller."""
    t = rec.tally()
    place = rec.title.split(" — ")[0]
    tail = (" · finished" if rec.over else "") + (f" · {decision}" if rec.prompt and not rec.over else "")
    hits = f" · {tally_words(rec, t['attacker'])}" if rec.quest else f" · hits {t['attacker']}–{t['defender']}"
    scale = letters(scale)  # the line's letter: larger with Large text
    fb = look.font("sans_bold", max(9, int(12 * scale)))
    for words in (rec.title + hits + tail, place + hits + tail, place + tail):
        for size in range(max(9, int(12 * scale)), max(8, int(10 * scale)) - 1, -1):  # smaller before shorter
            fb = look.font("sans_bold", size)
            if fb.size(words)[0] <= room:
                return fb, words
    return fb, words


def _clip(text: str, font, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def look_card_rects(rect, n: int, scale: float) -> list[pygame.Rect]:
    """Where the looked-at cards lie in the look window: side by side, narrower (and as much shorter)
    when more are seen than its width holds (a Library or Workshop that shows one or more extra cards,
    RN-LIB-01/RN-WORK-01: five and six ran past the window's sides)."""
    r = pygame.Rect(rect)
    ch = int(r.h * 0.58)
    cw = int(ch * 0.72)
    gap = int(18 * scale)
    room = r.w - 2 * int(14 * scale)
    if n > 0 and n * cw + (n - 1) * gap > room:
        cw = max(1, (room - (n - 1) * gap) // n)
        ch = int(cw / 0.72)
    total = n * cw + (n - 1) * gap
    x = r.centerx - total // 2
    return [pygame.Rect(x + i * (cw + gap), r.y + int(50 * scale), cw, ch) for i in range(n)]


def _nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th... (11th to 13th included)."""
    end = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def order_words(i: int) -> tuple[str, ...]:
    """The caption of the card that goes back `i`-th (0: on top), longest first: any number of cards
    go back (an extra look adds one each; a fixed list of three words ended on the error screen when
    four went back)."""
    nth = _nth(i + 1)
    return (f"goes back {nth}" + (" (top)" if i == 0 else ""), f"back {nth}", nth)


KEEP_ROW = 54  # the look window's Keep button stands this high over its foot (design px)


def look_drawn(rect, cards: list, keep: str | None, scale: float) -> list[tuple[str, pygame.Rect]]:
    """(card, where it is drawn) in the look window: the one kept raised a little above the rest. The
    focus rings a card round this, its drawn edge (r28: round where it lay unraised, the ring's lower
    edge cut the "you keep this one" caption under the kept card)."""
    rects = look_card_rects(rect, len(cards), scale)
    return [(c, r.move(0, -int(8 * scale)) if c == keep else r) for c, r in zip(cards, rects)]


def draw_look(
    surface, rect, cards: list, keep: str, rest: list, scale: float, deck: str, drag: tuple | None = None
) -> None:
    """The Library / Workshop look: the cards seen only by you, the one kept raised and lit, the rest
    with the order they go back (drag one onto the other to change it); `drag` = (card, pos)."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 235)
    what = "Spell" if deck == "spell_deck" else "Item"
    tf = look.font("serif_bold", max(12, int(19 * scale)))
    inset = max(int(14 * scale), look.FRAME_STUD + 1)  # clear of the top corner studs (r28: under the left one)
    words = _clip(f"The top {what} cards, seen by you alone: click the one to keep", tf, r.w - 2 * inset)
    surface.blit(tf.render(words, True, look.AMBER), (r.x + inset, r.y + int(12 * scale)))
    fs = look.font("sans_bold", max(9, int(12 * letters(scale))))  # the captions: larger with Large text
    gap = int(18 * scale)  # look_card_rects' gap: a caption may take half of it each side
    dragged = drag[0] if drag else None
    for cid, cr in look_drawn(r, cards, keep, scale):
        kept = cid == keep
        if cid == dragged:
            pygame.draw.rect(surface, (60, 46, 36), cr, 2, border_radius=8)
        else:
            surface.blit(card_face(cid, cr.size, kept, False), cr)
        if kept:
            pygame.draw.rect(surface, look.AMBER, cr.inflate(8, 8), 3, border_radius=10)
            badge = "you keep this one"
        elif cid in rest:
            wordings = order_words(rest.index(cid))
            badge = next((w for w in wordings if fs.size(w)[0] <= cr.w + gap), wordings[-1])
        else:
            badge = ""
        if badge:
            t = fs.render(badge, True, look.AMBER if kept else look.BONE)
            surface.blit(t, t.get_rect(midtop=(cr.centerx, cr.bottom + int(10 * scale))))
    if dragged is not None and dragged in cards:
        cr = look_card_rects(r, len(cards), scale)[cards.index(dragged)]
        cr = cr.copy()
        cr.center = drag[1]
        surface.blit(card_face(dragged, cr.size, False, False), cr)
    from tabletop.ui.rise.table.choices import card_name

    order = " then ".join(card_name(c) for c in rest) or "nothing"
    line = f"Back on top of the deck, top first: {order}. Drag one onto the other to swap them."
    room = r.w - int(28 * scale)
    size = max(9, int(13 * letters(scale)))
    # a size smaller, down to its size without Large text, before the line is cut short (Large text, r26)
    while size > max(9, int(13 * scale / 1.2)) and look.font("sans", size).size(line)[0] > room:
        size -= 1
    fs = look.font("sans", size)
    t = fs.render(_clip(line, fs, room), True, look.BONE)
    # just over the Keep button's row (look_tool: its top `KEEP_ROW` over the window's foot), leaving the
    # band under the cards' captions free for the focus's label (r30: at 960x600 with Large text the kept
    # card's "1. Look at …" found no clear spot between the captions and this line, and was left out)
    surface.blit(
        t, (r.x + int(14 * scale), r.bottom - int(KEEP_ROW * scale) - fs.get_linesize() - max(2, int(3 * scale)))
    )


def typed_rolls(events) -> list[int]:
    """The dice the combat events report in their typed records (a Rolled record's dice), in roll order;
    empty when the events carry none."""
    out: list[int] = []
    for ev in events:
        r = getattr(ev, "record", None)
        if isinstance(r, E.Rolled):
            out += [d.roll for d in r.dice if _num(d.roll, 1, 6) is not None]
    return out
