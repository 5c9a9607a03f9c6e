"""Rise of the Necromancers rules, combat wired to combat.py (RN-COMBAT, RN-SPEC-03, RN-DUNG-06,
RN-PVP-14): both sides of a fight built from the cards in play (fighters and their attacks with the
effects on them, Spells and once Items), the dice a combat rolls recorded as they are rolled, the
combat.py state of a stored fight replayed from its dice (remembered, so each decision replays one
step), and the combat's story told as events. Nothing here moves the turn on: rules_fight does."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import msgspec

from tabletop.content.rise.cards import Effect
from tabletop.core.rng import RNG
from tabletop.games.rise import combat as C
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import effects_of, spell_levels
from tabletop.games.rise.rules_core import Ctx, mine
from tabletop.games.rise.state import MINION_KINDS, Fight, FighterSpec, SideSpec, State, controlled

# ------------------------------------------------------------------------------------------
# Combat (RN-COMBAT), built from the cards in play


class _Recorder(RNG):
    """The dice a combat rolls, through the game's dice, written down so the combat can be rebuilt."""

    rolls: list[int]

    def __init__(self, ctx: Ctx):  # no super().__init__(): no generator of its own is wanted
        self.ctx, self.rolls = ctx, []

    def randint(self, a: int, b: int) -> int:
        ctx = self.ctx  # ctx.die() written out
        if ctx.st.forced:
            r = ctx.st.forced.pop(0)
        else:
            rng = ctx._rng
            r = (ctx.rng if rng is None else rng).randint(1, 6)
        self.rolls.append(r)
        return r


def _where(purpose: str) -> str:
    return _WHERE[purpose]


_WHERE = {
    "city": "city",
    "dungeon_foe": "dungeon",
    "dungeon_guard": "minions",
    "academy_guard": "minions",
    "pvp": "pvp",
}


def _applies(e, where: str) -> bool:
    w = e.where or "any"
    return w == "any" or w == where


def _unit_matches(unit: str | None, role: str, kind: str) -> bool:
    if unit == "necromancer":
        return role == "necromancer"
    if unit == "apprentice":
        return role == "apprentice"
    if unit == "golems":
        return role == "golem"
    if unit == "minions":
        return role == "minion"
    return role == "minion" and kind == unit


_UNIT_EFFECTS = ("attack_bonus", "extra_attack", "ghost_strike")


def _attacks_for(
    st: State, seat: int, effs: tuple[Effect, ...], where: str, role: str, kind: str, base: list[int]
) -> list[list[int]]:
    """A unit's attacks with the effects that work on it (attack_bonus, extra_attack, ghost_strike)."""
    ghost = role == "minion" and kind == "ghost"
    if not effs:  # no effect at all: what the loops below make of none
        return [[min(C.MAX_POWER, p), int(ghost)] for p in base]
    powers = list(base)
    for e in effs:
        if not _applies(e, where) or e.kind not in ("attack_bonus", "extra_attack", "ghost_strike"):
            continue
        if not _unit_matches(e.unit, role, kind):
            continue
        if e.kind == "extra_attack":
            assert e.power is not None and e.count is not None
            powers += [e.power] * e.count
        elif e.kind == "ghost_strike":
            ghost = True
    bonus = 0
    for e in effs:
        if e.kind == "attack_bonus" and _applies(e, where) and _unit_matches(e.unit, role, kind):
            assert e.amount is not None
            bonus += e.amount * (controlled(st, seat, e.per) if e.per else 1)  # RN-SPEC-03
    return [[min(C.MAX_POWER, p + bonus), int(ghost)] for p in powers]


def _fighters(
    ctx: Ctx,
    seat: int,
    where: str,
    using=(),
    army: bool = True,
    guard_space: str | None = None,
    necromancer: bool = True,
) -> list[FighterSpec]:
    st, c = ctx.st, ctx.cards
    p = st.players[seat]
    effs = effects_of(st, seat, _UNIT_EFFECTS, using)  # the only kinds _attacks_for reads
    out: list[FighterSpec] = []
    if necromancer:
        base = c.necromancers[p.necromancer].power if p.necromancer else c.supplies.player_board.unnamed_power
        out.append(
            FighterSpec(
                "necromancer",
                W.owned(seat, "Necromancer"),
                "necromancer",
                _attacks_for(st, seat, effs, where, "necromancer", "", base),
            )
        )
        if p.apprentice:
            out.append(
                FighterSpec(
                    "apprentice",
                    W.owned(seat, c.apprentices[p.apprentice].name),
                    "apprentice",
                    _attacks_for(st, seat, effs, where, "apprentice", "", c.apprentices[p.apprentice].power),
                )
            )
        for i, g in enumerate(p.golems):
            out.append(
                FighterSpec(
                    f"golem:{i}:{g}",
                    W.owned(seat, c.dungeons[g].name),
                    "golem",
                    _attacks_for(st, seat, effs, where, "golem", "", c.dungeons[g].foe),
                )
            )
    pools = []
    if army and where != "dungeon":  # RN-DUNG-06: Minions wait outside
        pools.append(("minion", p.army))
    if guard_space and guard_space in st.guards and st.guards[guard_space].seat == seat:
        pools.append(("guard", st.guards[guard_space].army))
    for prefix, pool in pools:
        for k in MINION_KINDS:
            n = pool.get(k, 0)
            if n <= 0:
                continue
            m = c.minion(k)
            label = W.owned(seat, m.name)
            attacks = _attacks_for(st, seat, effs, where, "minion", k, m.power)  # the same for each of them
            for i in range(n):
                out.append(FighterSpec(f"{prefix}:{k}:{i}", label, "minion", list(map(list, attacks)), k))  # own copies
    return out


def _spells(ctx: Ctx, seat: int, where: str, using=()) -> dict:
    st, c = ctx.st, ctx.cards
    effs = effects_of(st, seat, ("weaken", "final_attack", "ignore_wound", "reroll"), using)  # what is read below
    out: dict = {"weaken": None, "bolt": [], "boom": 0, "ignore": 0, "rerolls": []}
    reduce = remove = 0
    weak = False
    p = st.players[seat]
    levels = spell_levels(st, seat)  # castable's and spell_level's lookups made once for the three Spells
    if levels and _castable_at(ctx, p, levels, "weaken"):
        for e in c.spell_effect("weaken", levels["weaken"]):
            reduce, remove, weak = reduce + (e.amount or 0), remove + (e.count or 0), True
    for e in effs:
        if e.kind == "weaken" and _applies(e, where):
            reduce, remove, weak = reduce + (e.amount or 0), remove + (e.count or 0), True
        if e.kind == "final_attack":
            assert e.power is not None and e.count is not None
            out["bolt"] += [[e.power, 0]] * e.count
        if e.kind == "ignore_wound" and _applies(e, where):
            out["ignore"] += e.count
        if e.kind == "reroll":
            out["rerolls"].append([e.unit, e.count])
    if weak:
        out["weaken"] = [min(reduce, C.MAX_WEAKEN), min(remove, C.MAX_ATTACKS)]
    if levels and _castable_at(ctx, p, levels, "death_bolt"):
        for e in c.spell_effect("death_bolt", levels["death_bolt"]):
            assert e.power is not None and e.count is not None  # final_attack (SPELL_TIMING)
            out["bolt"] += [[e.power, 0]] * e.count
    if where != "dungeon" and levels and _castable_at(ctx, p, levels, "zombie_explosion"):
        out["boom"] = levels["zombie_explosion"]
    return out


def _castable_at(ctx: Ctx, p, levels: dict, spell: str) -> bool:
    """castable(ctx, seat, spell) for the seat's Player record `p` and its spell_levels `levels` (not
    empty: it has Spells in play): the same answer."""
    if not levels.get(spell) or (p.cast and f"{spell}@{ctx.st.turn.number}" in p.cast):
        return False
    price = ctx.cards.spells[spell].cast
    if price == "zombie":
        return p.army.get("zombie", 0) > 0
    return p.stock.get(price, 0) >= 1


def left_of(st: State, seat: int) -> int:
    """The player to your left: the one before you in turn order (play passes to the right)."""
    i = st.order.index(seat)
    return st.order[(i - 1) % len(st.order)]


def attacking_side(ctx: Ctx, seat: int, purpose: str, using=()) -> SideSpec:
    """The attacker's side of a fight for `purpose` (build_sides' first side; the bot asks for it alone)."""
    where = _where(purpose)
    sp = _spells(ctx, seat, where, using)
    return SideSpec(
        seat,
        _fighters(ctx, seat, where, using),
        None,
        sp["weaken"],
        sp["bolt"],
        sp["boom"],
        sp["ignore"],
        sp["rerolls"],
    )


def build_sides(ctx: Ctx, seat: int, f: Fight) -> tuple[SideSpec, SideSpec]:
    """Both sides of the fight `f` as the cards in play make them (sets f.kind and f.auto_defender).
    Pure on ctx.st apart from `f`: the bot calls it on its view to weigh a fight."""
    st, c = ctx.st, ctx.cards
    att = attacking_side(ctx, seat, f.purpose, f.using)
    space = ctx.board.space(f.space)
    h = st.dominion.get(f.space)
    if f.purpose == "city":
        owner = h.seat if h is not None else None
        guards = (
            _fighters(ctx, owner, "city", guard_space=f.space, army=False, necromancer=False)
            if owner is not None
            else []
        )
        city = [space.name, space.towers, [[p, 0] for p in space.attacks]]
        seat_d = owner if owner is not None else left_of(st, seat)
        dfd = SideSpec(seat_d, guards, city)
        f.kind, f.auto_defender = "city", owner is None
    elif f.purpose in ("dungeon_guard", "academy_guard"):
        g = st.guards[f.space]
        dfd = SideSpec(g.seat, _fighters(ctx, g.seat, "minions", guard_space=f.space, army=False, necromancer=False))
        f.kind = "minions"
    elif f.purpose == "dungeon_foe":
        assert f.card is not None  # the Dungeon card fought
        card = c.dungeons[f.card]
        # RN-COMBAT-10/11: the player with the Dominion counter on the Dungeon rolls for its foe; only
        # a Dungeon nobody holds leaves it to the player to the left (RN-EXDUNG-02).
        owner = h.seat if h is not None and h.seat != seat else None
        dfd = SideSpec(
            owner if owner is not None else left_of(st, seat),
            [FighterSpec("monster", card.name, "monster", [[p, int(card.ghost_strike)] for p in card.foe])],
        )
        f.kind, f.auto_defender = "dungeon", owner is None
    else:  # pvp (RN-PVP-14)
        d = st.turn.defender
        assert d is not None
        dsp = _spells(ctx, d, "pvp", f.using)  # f.using holds both players' once Items (ids are unique)
        fighters = _fighters(ctx, d, "pvp", f.using, guard_space=f.space)
        city = None
        if space.kind == "city" and mine(st, d, f.space):
            city = [space.name, space.towers, [[p, 0] for p in space.attacks]]
        dfd = SideSpec(d, fighters, city, dsp["weaken"], dsp["bolt"], dsp["boom"], dsp["ignore"], dsp["rerolls"])
        f.kind = "pvp"
    return att, dfd


_ATTACKS: dict[tuple, tuple[C.Attack, ...]] = {}


def _attacks(pairs: list[list[int]]) -> tuple[C.Attack, ...]:
    """C.Attacks of [power, ghost strike] pairs; the same tuple for the same pairs (Attacks are frozen)."""
    key = tuple(map(tuple, pairs))
    got = _ATTACKS.get(key)
    if got is None:
        if len(_ATTACKS) > 2000:
            _ATTACKS.clear()
        got = _ATTACKS[key] = tuple(C.Attack(p, bool(g)) for p, g in pairs)
    return got


def side(spec: SideSpec) -> C.Side:
    fighters = []
    pairs: list[list[int]] | None = None
    attacks: tuple[C.Attack, ...] = ()  # made at the first fighter (its attacks are never None)
    make = C.make_fighter
    for x in spec.fighters:
        if x.attacks != pairs:  # an army's Minions of a kind come one after another, with equal attacks
            pairs, attacks = x.attacks, _attacks(x.attacks)
        fighters.append(make(x.id, x.name, x.role, attacks, x.kind))
    city = None
    if spec.city is not None:
        city = C.City(spec.city[0], spec.city[1], _attacks(spec.city[2]))
    spells = C.make_spells(C.Weaken(*spec.weaken) if spec.weaken else None, _attacks(spec.bolt), spec.boom)
    # the reroll effects (RN cards' "roll again"), [unit, count] each
    rerolls = tuple(C.Reroll(u, n) for u, n in spec.rerolls) if spec.rerolls else ()
    return C.make_side(spec.seat, tuple(fighters), city, spells, spec.ignore or 0, rerolls)


def _decode(d: C.Decision, choice: str) -> Any:
    if d.kind in ("weaken", "death_bolt"):
        return {"yes": True, "no": False}.get(choice, choice)
    if d.kind in ("zombie_explosion", "reroll"):
        return int(choice) if choice.isdigit() and len(choice) == 1 else choice
    return choice


def encode_choice(choice: Any) -> str:
    if isinstance(choice, bool):
        return "yes" if choice else "no"
    return str(choice)


_REBUILT: dict[tuple, C.CombatState] = {}


def _forget_fights() -> None:
    """A game is over: the combat states remembered for its fights (and their heads) are let go at once,
    freed as they are dropped rather than walked by the garbage collector with what a game leaves
    behind (speed only: rebuild replays a fight it no longer finds)."""
    _REBUILT.clear()


_spec_enc = msgspec.msgpack.Encoder()


def rebuild(f: Fight) -> C.CombatState:
    """The combat.py state of a stored fight: replayed from its start with the dice it rolled.

    The combat states are frozen, so each one is remembered by the fight's start (both sides'
    specs), its choices and the dice rolled for them: the next decision replays one step from the
    state the previous one left instead of the whole combat (the same state, found faster)."""
    head = _head(f)
    k = len(f.choices)
    steps = f.steps
    while k >= 0:  # the longest remembered prefix of the choices
        end = sum(steps[: k + 1])
        got = _REBUILT.get((head, tuple(f.choices[:k]), tuple(f.rolls[:end])))
        if got is not None:
            cs, pos = got, end
            break
        k -= 1
    else:
        assert f.attacker is not None and f.defender is not None  # a fight is rebuilt once started
        cs = C.start(f.kind, side(f.attacker), side(f.defender), f.rolls[: steps[0]])
        pos, k = steps[0], 0
        _remember(head, f, 0, pos, cs)
    for j in range(k, len(f.choices)):
        n = steps[j + 1]
        d = C.pending(cs)
        assert d is not None  # each choice answered a decision
        cs = C.apply(cs, _decode(d, f.choices[j]), f.rolls[pos : pos + n])
        pos += n
        _remember(head, f, j + 1, pos, cs)
    return cs


def _remember_now(f: Fight, cs: C.CombatState) -> None:
    """Remember the state a fight waits in for a decision (what rebuild(f) gives: found, not replayed);
    a state passed through on the way, or the end, is never asked for."""
    _remember(_head(f), f, len(f.choices), sum(f.steps), cs)


def _head(f: Fight) -> tuple:
    """What a fight's combat starts from: its kind and both sides' specs (encoded: msgpack in C, a few
    microseconds, so nothing is remembered by the specs' identity)."""
    return (f.kind, _spec_enc.encode(f.attacker), _spec_enc.encode(f.defender))


def _remember(head: tuple, f: Fight, k: int, end: int, cs: C.CombatState) -> None:
    if len(_REBUILT) > 500:  # the fights in hand are what is asked again; fewer records held, cheaper GC
        _REBUILT.clear()
    _REBUILT[(head, tuple(f.choices[:k]), tuple(f.rolls[:end]))] = cs


def _log(ctx: Ctx, before, after) -> None:
    """The combat's story as events, one typed record a line (events.FIGHT_STORY, kind "combat"),
    worded by words.py. A neutral defender (a City nobody holds, a Dungeon monster) rolls through
    another player: its lines name no seat, and the fight's first line says it is nobody's."""
    f = ctx.st.fight
    auto = f is not None and f.auto_defender
    tell = ctx.tell
    for record in C.told(before, after):
        if auto:
            if getattr(record, "side", None) == "defender" and record.seat is not None:
                record = replace(record, seat=None)
            elif isinstance(record, E.FightBegins):  # its defender_seat: the player who rolls for it
                record = replace(record, neutral=True)
        tell(record)


def _combat_step(ctx: Ctx, cs: C.CombatState, choice: Any) -> C.CombatState:
    f = ctx.st.fight
    assert f is not None  # a combat is on
    rec = _Recorder(ctx)
    new = C.apply(cs, choice, rec)
    f.choices.append(encode_choice(choice))
    f.steps.append(len(rec.rolls))
    f.rolls += rec.rolls
    _log(ctx, cs, new)
    return new
