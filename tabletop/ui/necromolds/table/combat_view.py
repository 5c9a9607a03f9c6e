"""The combat window: both pools, the gem cost of the next die for each side (the attacker
decides first), the roll animated with the real faces, the result with its reason and the
gems gained. It follows the engine's events, so it can show a combat the engine resolved
in one step (nobody could buy dice) as well as one waiting for choices."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.kit.panels import readable
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.pieces import monster_sprite
from tabletop.ui.necromolds.table.widgets import Button

ROLL_TIME = 0.9


@dataclass
class CombatRecord:
    """One combat as the events told it."""

    kind: str
    attacker: str
    defender: str
    att_owner: int
    def_owner: int
    att_pool: int
    def_pool: int
    att_faces: list = field(default_factory=list)
    def_faces: list = field(default_factory=list)
    notes: list = field(default_factory=list)  # the buy lines, as the log says them
    rerolls: list = field(default_factory=list)  # gem rage and support rerolls, for the result line
    result: dict | None = None
    reason: str = ""
    rolling: float = 0.0
    roll_seed: int = 0
    buy: int = 0  # dice the deciding human is about to add
    selected: int | None = None  # die picked for a support reroll
    skipped: dict = field(default_factory=dict)  # side (0 attacker, 1 defender) -> its E.BuySkipped record
    bonuses: list = field(
        default_factory=list
    )  # fan rules' free dice: {"rule", "side", "dice", "text", "fraction"} (NM-FAN-05/07/10)
    caster: int | None = None  # a Magic Blast's attack (NM-CLAY-09): the casting seat; `attacker` is then ""
    # the state before the action that rolled the result, and the panels' state made from it (a memo):
    # the table tells the state before the result while its dice roll (combat_flow.panel_state)
    before: Any = field(default=None, compare=False, repr=False)
    told: Any = field(default=None, compare=False, repr=False)

    @property
    def blast(self) -> bool:
        """The attacker is a Magic Blast, not a monster (More Fun with Clay, NM-CLAY-09)."""
        return self.caster is not None

    def name(self, state, side: int) -> str:
        """The attacker's or defender's name: 'Graveghoul 2', or 'Magic Blast' for a blast's attack."""
        if side == 0 and self.blast:
            return BLAST_NAME
        return Q.monster_name(state, self.attacker if side == 0 else self.defender)

    def on_event(self, state, ev) -> None:
        """Fold one engine event into the record, by its typed record (games/necromolds/events.py)."""
        r = ev.record
        if isinstance(r, E.DiceBought):
            self.notes.append(ev.text)
        elif isinstance(r, E.BuySkipped):
            # the engine passed this side's decision by (it cannot afford a die): say so, as the log does
            self.skipped[0 if r.seat == self.att_owner else 1] = r
        elif isinstance(r, E.CombatRolled):
            self.att_faces, self.def_faces = list(r.faces), list(r.def_faces)
            self.rolling, self.roll_seed = ROLL_TIME, len(self.notes) + len(self.rerolls) + 7
        elif isinstance(r, E.GemRage):
            self.att_faces = list(r.faces)
            self.rerolls.append(W.gem_rage_note(len(r.gem_rage)))
            self.rolling = ROLL_TIME * 0.7
        elif isinstance(r, E.SupportReroll):
            if r.monster == self.attacker:
                self.att_faces = list(r.faces)
            else:
                self.def_faces = list(r.faces)
            self.rerolls.append(W.support_note(state, r.support, r.monster))
            self.rolling = ROLL_TIME * 0.7
            self.selected = None
        elif isinstance(r, (E.CombatResult, E.BlastResult)):
            self.result = dict(ev.data)
            self.reason = _reason(state, self, ev.data)

    @classmethod
    def from_state(cls, state) -> CombatRecord:
        """The record of the combat in progress in `state` (a loaded game, an undo): pools and dice so far."""
        c = state.combat
        dfn = state.monster(c.defender)
        if getattr(c, "caster", None) is not None:  # a Magic Blast's attack: no attacking monster (NM-CLAY-09)
            return cls(
                c.kind,
                "",
                dfn.id,
                c.caster,
                dfn.owner,
                c.att_pool,
                c.def_pool,
                att_faces=list(c.att_faces),
                def_faces=list(c.def_faces),
                caster=c.caster,
            )
        att = state.monster(c.attacker)
        extra = []
        if state.fan:  # the fan rules' free dice, as combat_start named them
            extra = [NQ.bonus_data(b) for b in NQ.bonuses(state, c.kind, att, dfn)]
        return cls(
            c.kind,
            att.id,
            dfn.id,
            att.owner,
            dfn.owner,
            c.att_pool,
            c.def_pool,
            att_faces=list(c.att_faces),
            def_faces=list(c.def_faces),
            bonuses=extra,
        )

    @property
    def done(self) -> bool:
        """The combat is resolved."""
        return self.result is not None


def _reason(state, rec: CombatRecord, d) -> str:
    """What the combat did to each monster, attacker first (words.combat_outcome), and the rerolls."""
    said = W.combat_outcome(
        state, rec.kind, rec.attacker, rec.defender, d["attack_hits"], d["defense_hits"], list(d["smashed"])
    )
    return " · ".join([said, *rec.rerolls])


def skipped_words(r: E.BuySkipped, gems: bool = True, verb: str = "has") -> str:
    """Why a side was not asked to buy, from its buy_skipped record, without the name the column already
    shows: 'cannot afford a 4th die (4 gems, has 2)'; `gems` False leaves out what the side has (the gem
    row beside it shows that)."""
    return W.cannot_buy(r.why, r.die, r.cost, r.gems if gems else None, verb)


def stage_words(state, rec: CombatRecord, bots) -> str:
    """The line under the title: who decides now, or that the dice are rolled (and why nobody was
    asked), or the result: it says what the log says, from the same events."""
    c = state.combat
    if not rec.done and c is not None and c.stage in ("att_buy", "def_buy", "att_reroll", "def_reroll"):
        name = Q.side_name(state, NQ.deciding_seat(state), bots)
        return {
            "att_buy": f"Attacker first: {name} may spend gems for more dice",
            "def_buy": f"Defender: {name} may spend gems for more dice",
            "att_reroll": f"{name} (attacker) may reroll",
            "def_reroll": f"{name} (defender) may reroll",
        }[c.stage]
    if rec.rolling > 0 or (not rec.done and (rec.att_faces or rec.def_faces)):
        why = [
            f"{Q.side_name(state, owner, bots)} {skipped_words(rec.skipped[side])}"
            for side, owner in ((0, rec.att_owner), (1, rec.def_owner))
            if side in rec.skipped
        ]
        return f"Rolling: {why[-1]}" if why else "Rolling the dice"  # no "…": that says words were cut
    if rec.done:
        return rec.reason
    return ""


# NM-BASIC-28 (reading A): in basic play a side buys at most one die a combat; said once it is bought.
# It read "no more dice: one a combat in basic play" (one what? play-test r27)
BASIC_ONE_DIE = "basic play: one bought die a combat"


def gem_row(surface, cx: int, y: int, gems: int, words: str, s: float, width: int, colour=look.AMBER) -> list:
    """A side's gems and, beside them, the next die's price or why it was not asked, as one row
    centred on cx and measured (so '11' never runs into 'next die'); returns the drawn rects."""
    size = int(16 * s)
    count = look.font("sans_bold", int(size * 0.95)).size(str(gems))[0]
    gem_w = size + 4 + count
    gap = int(12 * s)
    wsize = int(12 * s)
    while words and wsize > 8 and gem_w + gap + look.font("sans", wsize).size(words)[0] > width:
        wsize -= 1
    words_w = look.font("sans", wsize).size(words)[0] if words else 0
    total = gem_w + (gap + words_w if words else 0)
    x = cx - total // 2
    drawn = [D.gem_counter(surface, (x, y), gems, size)]
    if words:
        drawn.append(D.text(surface, "sans", wsize, words, (x + gem_w + gap, y + size / 2), colour, anchor="midleft"))
    return drawn


def shown_gems(state, rec: CombatRecord, owner: int) -> int:
    """A side's gems in the window: while the dice still roll, as before the result's gains (step 5);
    the engine had paid them already, so "4" stood beside "cannot afford a 3rd die (had 0)" as the
    dice tumbled, and told the result early (play-test r19)."""
    gems = state.seats[owner].gems
    if rec.result is not None and rec.rolling > 0:
        gains = rec.result.get("gems", {})
        gems -= int(gains.get(owner, gains.get(str(owner), 0)))
    return gems


def gems_text(n: int) -> str:
    """'1 gem', '4 gems'."""
    return f"{n} gem" + ("" if n == 1 else "s")


def hits_line(hits: int, symbol: str, gems: int) -> str:
    """'1 attack hit · 3 gems' under a side's dice."""
    line = f"{hits} {symbol} hit" + ("s" if hits != 1 else "")
    return line + (f" · {gems} gem" + ("s" if gems != 1 else "") if gems else "")


def window_rect(map_rect, scale) -> pygame.Rect:
    """Where the combat window sits: centred over the map."""
    m = pygame.Rect(map_rect)
    r = pygame.Rect(0, 0, int(600 * scale), int(380 * scale))
    r.center = m.center
    return r


def winner_side(rec: CombatRecord) -> int | None:
    """0 (attacker) or 1 (defender) when exactly one monster was smashed: the side that may smash it (NM-BASIC-35)."""
    if rec.result is None:
        return None
    smashed = list(rec.result.get("smashed", []))
    if len(smashed) != 1:
        return None
    return 1 if smashed[0] == rec.attacker else 0


def live(c, rec: CombatRecord) -> bool:
    """The engine's combat `c` is the one this record shows (not the next one a blast started)."""
    return c is not None and not rec.done and c.defender == rec.defender and c.attacker == rec.attacker


def dice_places(rect, state, rec: CombatRecord, scale: float) -> list:
    """(rect, side, index) of every die the window shows (the same places draw uses, for clicks)."""
    s = scale
    c = state.combat
    col_w = rect.width // 2
    out = []
    for side in (0, 1):
        cx = rect.left + side * col_w + col_w // 2
        pool = (
            (c.att_pool if side == 0 else c.def_pool) if live(c, rec) else (rec.att_pool if side == 0 else rec.def_pool)
        )
        faces = rec.att_faces if side == 0 else rec.def_faces
        if faces:
            pool = len(faces)
        px = int(34 * s)
        buying = c is not None and c.stage in ("att_buy", "def_buy") and (side == 0) == (c.stage == "att_buy")
        n = pool + (rec.buy if buying else 0)
        gap = int(6 * s)
        per_row = max(1, (col_w - int(30 * s)) // (px + gap))
        for k in range(n):
            row, colk = divmod(k, per_row)
            in_row = min(per_row, n - row * per_row)
            x = cx - (in_row * (px + gap) - gap) // 2 + colk * (px + gap)
            y = rect.top + int(220 * s) + bonus_shift(rec, s) + row * (px + gap)
            out.append((pygame.Rect(x, y, px, px), side, k))
    return out


def bonus_shift(rec: CombatRecord, s: float) -> int:
    """Pixels the gems and dice move down to make room for the fan rules' lines (0 without them)."""
    return int(16 * s) if rec.bonuses else 0


def bonus_line(rec: CombatRecord, side: int) -> str:
    """This side's free dice and the rule that gave each: '+1 die: from behind (Directional Attacks)'."""
    return W.bonus_line(rec.bonuses, "attack" if side == 0 else "defense")


SMASH_TIME = 0.6  # seconds a smash takes to play
BLAST_NAME = "Magic Blast"


@lru_cache(maxsize=16)
def blast_picture(colour, px: int) -> pygame.Surface:
    """The caster's blast in the window: a slab of their clay pressed flat (as it comes down on
    the map, clay_draw.draw_disc): its shadow, the darker rim of its thickness, a domed top lit
    from the upper left with thumb dents and a soft highlight, an ink outline."""
    colour = tuple(colour)[:3]
    w = max(12, int(px * 1.6))
    h = max(6, int(px * 0.62))  # the top seen from above at the table's angle
    edge = max(3, int(px * 0.2))  # the slab's thickness
    pad = max(2, px // 12)
    img = pygame.Surface((w + 2 * pad + 6, h + edge + 2 * pad + 8), pygame.SRCALPHA)
    top = pygame.Rect(pad, pad, w, h)
    side = top.move(0, edge)
    shadow = side.move(4, 5).inflate(int(w * 0.06), int(h * 0.1))
    pygame.draw.ellipse(img, (0, 0, 0, 80), shadow)
    # the rim: the slab's side, darker lower down, with the seam where it was squashed
    pygame.draw.ellipse(img, D.darker(colour, 0.55), side)
    pygame.draw.rect(img, D.darker(colour, 0.55), (top.left, top.centery, top.width, edge))
    pygame.draw.ellipse(img, D.darker(colour, 0.4), side.inflate(-2, -2).move(0, -1))
    pygame.draw.rect(img, D.darker(colour, 0.4), (top.left + 1, top.centery, top.width - 2, edge - 1))
    # the top: a gentle dome, shaded from the rim toward a lit spot up and to the left
    steps = 7
    for i in range(steps):
        k = i / (steps - 1)
        r = top.inflate(-int(w * 0.62 * k), -int(h * 0.62 * k)).move(-int(w * 0.06 * k), -int(h * 0.08 * k))
        shade = D.darker(colour, 0.22 * (1 - k)) if k < 0.6 else D.lighter(colour, 0.12 * (k - 0.6) / 0.4)
        pygame.draw.ellipse(img, shade, r)
    for k2 in range(5):  # fingers pressed it flat: shallow dents, each with a lit lower lip
        a = 0.5 + k2 * 1.25
        dx, dy = top.centerx + w * 0.28 * math.cos(a), top.centery + h * 0.26 * math.sin(a)
        dent = pygame.Rect(0, 0, max(3, int(w * 0.15)), max(2, int(h * 0.16)))
        dent.center = (int(dx), int(dy))
        pygame.draw.ellipse(img, D.lighter(colour, 0.1), dent.move(0, 1))
        pygame.draw.ellipse(img, D.darker(colour, 0.1), dent)
    hl = pygame.Rect(0, 0, max(3, int(w * 0.26)), max(2, int(h * 0.16)))
    hl.center = (int(top.centerx - w * 0.2), int(top.top + h * 0.26))
    glint = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(glint, (*D.lighter(colour, 0.55), 170), hl)
    img.blit(glint, (0, 0))
    pygame.draw.ellipse(img, look.INK, top, 1)
    pygame.draw.arc(img, look.INK, side, math.pi, 2 * math.pi, 1)
    pygame.draw.line(img, look.INK, (top.left, top.centery), (side.left, side.centery), 1)
    pygame.draw.line(img, look.INK, (top.right - 1, top.centery), (side.right - 1, side.centery), 1)
    return img


def draw(
    surface, rect, state, rec: CombatRecord, colours, bots: set, scale: float, t: float, smash: dict | None = None
) -> None:
    """Draw the window; `smash` is how far each smashed monster's smash has played (0..1; absent: still standing)."""
    smash = smash or {}
    lib = library()
    s = scale
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 90))
    surface.blit(shade, (0, 0))
    look.draw_frame(surface, rect, fill_alpha=238)
    title = "Melee combat" if rec.kind == "melee" else ("Magic Blast" if rec.blast else "Ranged combat")
    D.text(surface, "display", 26 * s, title, (rect.centerx, rect.top + int(16 * s)), look.AMBER, anchor="midtop")
    c = state.combat
    stage_text = stage_words(state, rec, bots)
    size = int(14 * s)
    while size > 9 and look.font("serif_italic", size).size(stage_text)[0] > rect.width - int(24 * s):
        size -= 1
    D.text(
        surface, "serif_italic", size, stage_text, (rect.centerx, rect.top + int(54 * s)), look.BONE, anchor="midtop"
    )
    col_w = rect.width // 2
    places = dice_places(rect, state, rec, s)
    for side, (mid, owner) in enumerate(((rec.attacker, rec.att_owner), (rec.defender, rec.def_owner))):
        x0 = rect.left + side * col_w
        colour = colours[owner]
        cx = x0 + col_w // 2
        blast = side == 0 and rec.blast  # the caster's blast attacks: no monster (NM-CLAY-09)
        m = None if blast else state.find(mid)
        if m is None and not blast:
            continue
        if blast:
            sprite = blast_picture(tuple(colour), int(52 * s))
            ox, oy = sprite.get_width() // 2, sprite.get_height() // 2
        else:
            size = lib.books[m.book].sizes[m.size]
            sprite, (ox, oy) = monster_sprite(m.book, tuple(colour), int(26 * s), size.height, size.radius)
        smashed = not blast and rec.result is not None and rec.rolling <= 0 and mid in rec.result["smashed"]
        done = smash.get(mid)
        if blast:
            surface.blit(sprite, (cx - ox, rect.top + int(100 * s) - oy))
        elif smashed and done is not None and done >= 1.0:
            from tabletop.ui.necromolds.table.pieces import clay_blob

            blob = clay_blob(tuple(colour), int(26 * s), 3)
            surface.blit(blob, blob.get_rect(center=(cx, rect.top + int(100 * s))))
            D.text(surface, "display", 17 * s, "SMASHED", (cx, rect.top + int(130 * s)), D.RED_BAD, anchor="center")
        elif smashed and done is not None:
            # the smash: the figure squashes flat under a fist of clay
            h = max(1, int(sprite.get_height() * (1.0 - 0.85 * done)))
            w = int(sprite.get_width() * (1.0 + 0.5 * done))
            squashed = pygame.transform.smoothscale(sprite, (w, h))
            foot = rect.top + int(112 * s) - oy + sprite.get_height()
            surface.blit(squashed, (cx - w // 2, foot - h))
            for k in range(6):  # clay flying off
                ang = k * 1.047 + 0.4
                reach = int((14 + 26 * done) * s)
                pygame.draw.circle(
                    surface,
                    D.darker(tuple(colour), 0.2),
                    (int(cx + reach * math.cos(ang) * 1.4), int(foot - 8 * s + reach * math.sin(ang) * 0.5)),
                    max(2, int((5 - 2 * done) * s)),
                )
        else:
            surface.blit(sprite, (cx - ox, rect.top + int(112 * s) - oy))
        role = (
            ("Melee attack" if rec.kind == "melee" else ("Blast attack" if blast else "Ranged attack"))
            if side == 0
            else "Defense"
        )
        # the name in the seat's hue lifted to read on the window (Grave Purple's was purple on purple)
        D.text(
            surface,
            "serif_bold",
            16 * s,
            rec.name(state, side),
            (cx, rect.top + int(150 * s)),
            readable(colour),
            anchor="midtop",
        )
        pool = (
            (c.att_pool if side == 0 else c.def_pool) if live(c, rec) else (rec.att_pool if side == 0 else rec.def_pool)
        )
        faces = rec.att_faces if side == 0 else rec.def_faces
        if faces:
            pool = len(faces)
        gems = shown_gems(state, rec, owner)
        D.text(
            surface,
            "sans",
            13 * s,
            f"{Q.side_name(state, owner, bots)} · {role}: {pool} dice",
            (cx, rect.top + int(172 * s)),
            look.BONE_DIM,
            anchor="midtop",
        )
        shift = bonus_shift(rec, s)
        extra = bonus_line(rec, side)
        if extra:  # which fan rule added a die to this side (NM-FAN-05, -07, -10)
            fs = int(12 * s)
            while fs > 8 and look.font("sans_bold", fs).size(extra)[0] > col_w - int(12 * s):
                fs -= 1
            D.text(surface, "sans_bold", fs, extra, (cx, rect.top + int(188 * s)), D.GREEN_OK, anchor="midtop")
        # gems and the next die's price (or why this side was not asked) in one measured row
        words, colour = "", look.AMBER
        if blast:  # NM-CLAY-09: the blast's dice are fixed; its caster buys none
            words, colour = "fixed dice: the caster buys none", look.BONE_DIM
        elif side in rec.skipped:  # the engine passed this side by: it could not pay for a die
            # once the combat is done its gems have changed (step 5): say what it had then, or "cannot
            # afford a 5th die (5 gems)" stood beside 6 (play-test)
            words, colour = skipped_words(rec.skipped[side], gems=rec.done, verb="had"), look.BONE_DIM
        elif (
            not rec.done
            and c is not None
            and c.stage in ("att_buy", "def_buy")
            and (side == 0) == (c.stage == "att_buy")
        ):
            # only the side deciding now is offered a price (the other has chosen, or chooses next)
            words = f"next die: {gems_text(NQ.buy_cost(state, pool + rec.buy, 1))}"
            if state.mode == "basic" and rec.buy > 0 and NQ.max_buy(state, pool, gems, rec.buy) == 0:
                words = BASIC_ONE_DIE  # not a price (play-test)
        gem_row(surface, cx, rect.top + int(190 * s) + shift, gems, words, s, col_w - int(16 * s), colour)
        # dice
        px = int(34 * s)
        rng = random.Random(rec.roll_seed + int(t * 14) + side)
        for die_rect, die_side, k in places:
            if die_side != side:
                continue
            x, y = die_rect.topleft
            if faces and k < len(faces):
                f = faces[k]
                if rec.rolling > 0:
                    f = rng.randrange(len(lib.combat_die.faces))
                    x += rng.randint(-3, 3)
                    y += rng.randint(-4, 2)
                img = D.combat_die(tuple(lib.combat_die.faces[f]), px)
            else:
                img = D.combat_die((), px, hidden=True)
                if k >= pool:
                    img = img.copy()
                    img.set_alpha(150)
            surface.blit(img, (x, y))
            if rec.selected == k and side == (0 if c is None or c.stage == "att_reroll" else 1):
                pygame.draw.rect(surface, look.AMBER, (x - 3, y - 3, px + 6, px + 6), 3, border_radius=6)
        if faces and rec.rolling <= 0:
            sym = "attack" if side == 0 else "defense"
            hits = NQ.symbols_shown(faces, sym)
            gems_rolled = 0 if blast else NQ.symbols_shown(faces, "gem")  # a blast gains no gems (NM-CLAY-09)
            D.text(
                surface,
                "sans_bold",
                16 * s,
                hits_line(hits, sym, gems_rolled),
                (cx, rect.bottom - int(104 * s)),
                look.BONE,
                anchor="midtop",
            )
    D.text(surface, "display", 22 * s, "vs", (rect.centerx, rect.top + int(112 * s)), look.BRASS, anchor="center")
    if rec.done and rec.rolling <= 0:
        gains = rec.result.get("gems", {})
        bits = [f"{Q.side_name(state, int(k), bots)} +{v} gem{'s' if v != 1 else ''}" for k, v in gains.items() if v]
        if bits:
            D.text(
                surface,
                "sans",
                13 * s,
                " · ".join(bits),
                (rect.centerx, rect.bottom - int(76 * s)),
                D.GEM,
                anchor="midtop",
            )


def smash_label(state, loser: str) -> str:
    """The winner's smash button says what it smashes: 'Smash Cragmaw 1' (the loser's column beside it names the owner)."""
    return f"Smash {W.monster_name(state, loser, whose=False)}"


def buttons(rect, state, rec: CombatRecord, human: bool, scale: float, actions) -> list[Button]:
    """The window's buttons for the deciding seat (if human) or Continue once resolved."""
    s = scale
    out = []
    bw, bh = int(150 * s), int(34 * s)
    y = rect.bottom - bh - int(14 * s)
    c = state.combat
    if rec.done:
        if rec.rolling <= 0:
            out.append(
                Button(
                    "combat_continue",
                    pygame.Rect(rect.centerx - bw // 2, y, bw, bh),
                    "Continue",
                    actions["continue"],
                    "Close the combat window (Enter)",
                    primary=True,
                )
            )
            if actions.get("smash") is not None:  # NM-BASIC-35: the winner may smash the loser's monster
                side = winner_side(rec)
                loser = rec.result["smashed"][0]
                # beside Continue, on the winner's side: the label says what a press does (issue 21)
                gap = int(12 * s)
                room = rect.width // 2 - bw // 2 - gap - int(20 * s)
                left = rect.left + int(20 * s) if side == 0 else rect.centerx + bw // 2 + gap
                out.append(
                    Button(
                        "combat_smash",
                        pygame.Rect(left, y, room, bh),
                        smash_label(state, loser),
                        actions["smash"],
                        "Your monster won: squash the loser's clay flat (the rules have smashed it either way)",
                    )
                )
        return out
    if c is None or not human:
        return out
    if c.stage in ("att_buy", "def_buy"):
        seat = NQ.deciding_seat(state)
        pool = c.att_pool if c.stage == "att_buy" else c.def_pool
        bought = c.att_bought if c.stage == "att_buy" else c.def_bought
        most = NQ.max_buy(state, pool, state.seats[seat].gems, bought)
        cost = NQ.buy_cost(state, pool, rec.buy)
        nxt = NQ.buy_cost(state, pool + rec.buy, 1)
        out.append(
            Button(
                "combat_less",
                pygame.Rect(rect.left + int(20 * s), y, int(44 * s), bh),
                "−",
                actions["less"],
                "One die fewer",
                enabled=rec.buy > 0,
            )
        )
        out.append(
            Button(
                "combat_more",
                pygame.Rect(rect.left + int(70 * s), y, int(170 * s), bh),
                f"+1 die ({gems_text(nxt)})",
                actions["more"],
                "Add a die: it costs the size of the new pool in gems (NM-COMBAT-03)",
                enabled=rec.buy < most,
            )
        )
        label = ("Roll" if c.stage == "def_buy" else "Confirm") + (
            f" (+{rec.buy}: {gems_text(cost)})" if rec.buy else ""
        )
        out.append(
            Button(
                "combat_confirm",
                pygame.Rect(rect.right - int(230 * s), y, int(210 * s), bh),
                label,
                actions["confirm"],
                "Submit your choice of dice (Enter)",
                primary=True,
            )
        )
    elif c.stage in ("att_reroll", "def_reroll"):
        attacker = c.stage == "att_reroll"
        m = state.monster(c.attacker if attacker else c.defender)
        seat = m.owner
        x = rect.left + int(20 * s)
        die = library().combat_die
        if attacker and c.kind == "melee" and not c.rage_used:
            gems = [i for i, f in enumerate(c.att_faces) if "gem" in die.faces[f]]
            if gems and state.seats[seat].gems >= 1:
                k = min(len(gems), state.seats[seat].gems)
                # short words at the size of "Keep result" beside it ("Gem rage (1 die, 1 gem)" was shrunk)
                out.append(
                    Button(
                        "combat_rage",
                        pygame.Rect(x, y, int(190 * s), bh),
                        f"Gem rage: {gems_text(k)}",
                        actions["rage"],
                        f"Reroll your {W.count(k, 'die', 'dice')} showing a gem, 1 gem each (NM-ADV-09)",
                        icon="reroll",
                    )
                )
                x += int(200 * s)
        used = c.att_support_used if attacker else c.def_support_used
        helper = None if used else NQ.supporter(state, m, c.kind, attacker)
        if helper:
            # the friend named before the reroll is used, not only in its result line
            out.append(
                Button(
                    "combat_support",
                    pygame.Rect(x, y, int(180 * s), bh),
                    "Support reroll",
                    actions["support"],
                    f"{Q.monster_name(state, helper)} helps {Q.monster_name(state, m.id)}: click one of your "
                    "dice, then this, to reroll it (a friend close by that shares the skill, NM-ADV-14)",
                    enabled=rec.selected is not None,
                    icon="reroll",
                )
            )
        out.append(
            Button(
                "combat_keep",
                pygame.Rect(rect.right - int(170 * s), y, int(150 * s), bh),
                "Keep result",
                actions["keep"],
                "Make no (more) rerolls",
                primary=True,
            )
        )
    return out
