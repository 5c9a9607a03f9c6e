"""Resolving combat: pools, buying dice with gems, rolling, rerolls, the winner, gems
(NM-COMBAT-01..17, NM-BASIC-24..34, NM-ADV-09..18, NM-END-01..03)."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.games.necromolds import abilities, chance, fan, field
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import BuyDice, GemRage, RerollsDone, SupportReroll
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Clay, Combat, Monster, State

# -- pools and prices -------------------------------------------------------------------


def base_pools(state: State, kind: str, att: Monster, dfn: Monster) -> tuple[int, int]:
    """Step 1: the starting pools (skills and abilities; basic play's fixed pools).

    Basic play keeps its larger-monster die even when What Next step 2 brings in the skill
    ratings (NM-BASIC-38, NM-BASIC-42); ability dice count whenever abilities are on."""
    ab, db = library().books[att.book], library().books[dfn.book]
    if state.uses_skills():  # NM-COMBAT-02, NM-BASIC-38
        a = ab.melee if kind == "melee" else ab.ranged
        d = db.defense
    else:  # NM-BASIC-24/25
        b = library().rules.basic
        a, d = (b.melee_attack_dice, b.melee_defense_dice) if kind == "melee" else (b.ranged_dice, b.ranged_dice)
    a += abilities.skill_bonus(state, att, kind, kind)
    d += abilities.skill_bonus(state, dfn, "defense", kind)
    if state.mode == "basic":  # NM-BASIC-26
        bonus = library().rules.basic.larger_bonus
        sa, sd = library().size(att.book, att.size).clay, library().size(dfn.book, dfn.size).clay
        if sa > sd:
            a += bonus
        elif sd > sa:
            d += bonus
    if state.fan:  # free dice of the fan rules switched on: cover, high ground, from behind
        fa, fd = fan.bonus_dice(state, kind, att, dfn)
        a, d = a + fa, d + fd
    return a, d


def buy_cost(state: State, pool: int, count: int) -> int:
    """Gems to add `count` dice to a pool of `pool`: each die costs the new pool size (NM-COMBAT-03..05)."""
    if state.mode == "basic":
        return count * library().rules.basic.die_cost
    return count * pool + count * (count + 1) // 2  # (pool+1) + ... + (pool+count), in constant time


def max_buy(state: State, pool: int, gems: int, bought: int = 0) -> int:
    """The most dice a player with `gems` can add to a pool now."""
    if state.mode == "basic":
        cap = library().rules.basic.max_bought_dice - bought
        return max(0, min(cap, gems // max(1, library().rules.basic.die_cost)))
    n = 0
    while buy_cost(state, pool, n + 1) <= gems:
        n += 1
    return n


def support_skill(kind: str, attacker: bool) -> str:
    """The skill a combatant rolls: melee / ranged for the attacker, defense for the defender."""
    return kind if attacker else "defense"


def supporter(state: State, m: Monster, skill: str) -> str | None:
    """A friendly monster of another spellbook within close distance sharing `skill` as a
    support skill (NM-ADV-14..17, NM-FAQ-09); None if there is none or not advanced play."""
    if state.mode != "advanced":
        return None
    books = library().books
    if skill not in books[m.book].support_skills:
        return None
    close = library().length("close")
    bf = None
    for other in state.alive(m.owner):
        if other.id == m.id or other.book == m.book or skill not in books[other.book].support_skills:
            continue
        bf = bf or field.battlefield(state)
        if bf.within(m.id, other.id, close):
            return other.id
    return None


# -- flow --------------------------------------------------------------------------------


def start(state: State, kind: str, attacker: str, defender: str, events: list[Event]) -> None:
    """Begin a combat; runs on by itself until a player has a choice."""
    att, dfn = state.monster(attacker), state.monster(defender)
    a, d = base_pools(state, kind, att, dfn)
    state.combat = Combat(kind=kind, attacker=attacker, defender=defender, att_pool=a, def_pool=d, stage="att_buy")
    state.phase = "combat"
    extra = fan.bonuses(state, kind, att, dfn) if state.fan else []
    # NM-FAN-05, -07, -10: which rule added which die
    bonuses = [fan.bonus_data(b) for b in extra] if extra else None
    events.append(W.event(state, E.CombatStarted(kind, attacker, defender, a, d, bonuses)))
    advance(state, events)


def start_blast(state: State, defender: str, caster: int, dice: int, events: list[Event]) -> None:
    """A Magic Blast's attack on one monster under it (NM-CLAY-09's reading): a ranged combat with
    the attack pool fixed at `dice` (no gems, support or fan-rule dice for the caster: no monster
    attacks), the defender's usual pool, which it may add to with gems (NM-COMBAT-03) and support.
    `Combat.caster` marks it; its `attacker` is ""."""
    dfn = state.monster(defender)
    if state.uses_skills():
        d = library().books[dfn.book].defense
    else:  # basic play's fixed ranged pools (NM-BASIC-25)
        d = library().rules.basic.ranged_dice
    d += abilities.skill_bonus(state, dfn, "defense", "ranged")
    state.combat = Combat(
        kind="ranged", attacker="", defender=defender, att_pool=dice, def_pool=d, stage="def_buy", caster=caster
    )
    state.phase = "combat"
    events.append(W.event(state, E.BlastCombatStarted("ranged", "", defender, dice, d, True, caster, "clay_magic")))
    advance(state, events)


def attacker_name(state: State) -> str:
    """The attacking side of the combat in words: a monster's name, or 'the Magic Blast'."""
    c = state.combat
    assert c is not None
    return "the Magic Blast" if c.caster is not None else W.monster_name(state, c.attacker)


def deciding_seat(state: State) -> int:
    """Who must act in the combat now."""
    c = state.combat
    assert c is not None
    mid = c.attacker if c.stage in ("att_buy", "att_reroll") else c.defender
    return state.monster(mid).owner


def _att_reroll_options(state: State) -> bool:
    c = state.combat
    assert c is not None
    att = state.monster(c.attacker)
    gems = state.seats[att.owner].gems
    die = library().combat_die
    rage = c.kind == "melee" and not c.rage_used and gems >= 1 and any("gem" in die.faces[f] for f in c.att_faces)
    support = not c.att_support_used and supporter(state, att, c.kind) is not None
    return rage or support


def _def_reroll_options(state: State) -> bool:
    c = state.combat
    assert c is not None
    return not c.def_support_used and supporter(state, state.monster(c.defender), "defense") is not None


def advance(state: State, events: list[Event]) -> None:
    """Skip the steps where nobody has a choice; roll; resolve when all choices are made."""
    c = state.combat
    assert c is not None
    if c.stage == "att_buy":
        owner = state.monster(c.attacker).owner
        if max_buy(state, c.att_pool, state.seats[owner].gems, c.att_bought) > 0:
            return
        events.append(_buy_skipped(state, owner, c.att_pool, c.att_bought))
        c.stage = "def_buy"
    if c.stage == "def_buy":
        owner = state.monster(c.defender).owner
        if max_buy(state, c.def_pool, state.seats[owner].gems, c.def_bought) > 0:
            return
        events.append(_buy_skipped(state, owner, c.def_pool, c.def_bought))
        _roll_now(state, events)
        return
    if c.stage == "att_reroll":
        if state.mode == "advanced" and c.caster is None and _att_reroll_options(state):
            return
        c.stage = "def_reroll"
    if c.stage == "def_reroll":
        if state.mode == "advanced" and _def_reroll_options(state):
            return
        resolve(state, events)


def _buy_skipped(state: State, seat: int, pool: int, bought: int) -> Event:
    """Why a player adds no dice without being asked: the next die costs more gems than they have
    (or basic play's one bought die is used up)."""
    gems = state.seats[seat].gems
    cost = buy_cost(state, pool, 1)
    if state.mode == "basic" and bought >= library().rules.basic.max_bought_dice:
        why = "limit"
    elif state.mode == "basic":
        why = "basic"
    else:
        why = "cost"
    return W.event(state, E.BuySkipped(seat, cost, gems, why, pool + 1))


def buy(state: State, a: BuyDice, events: list[Event]) -> None:
    """Step 2: the attacker, then the defender, adds dice for gems."""
    c = state.combat
    if c is None or c.stage not in ("att_buy", "def_buy"):
        raise IllegalAction("dice are bought only before the combat roll")
    if a.seat != deciding_seat(state):
        raise IllegalAction(
            "the attacker decides on gems first (NM-COMBAT-07)"
            if c.stage == "att_buy"
            else "the defender is deciding on gems"
        )
    attacker = c.stage == "att_buy"
    pool, bought = (c.att_pool, c.att_bought) if attacker else (c.def_pool, c.def_bought)
    seat = state.seats[a.seat]
    if a.count < 0:
        raise IllegalAction("cannot buy a negative number of dice")
    most = max_buy(state, pool, seat.gems, bought)
    if a.count > most:
        if state.mode == "basic" and a.count + bought > library().rules.basic.max_bought_dice:
            raise IllegalAction("in basic play you may add only 1 die per combat")
        if a.count > most + 1:  # no price worth quoting: say what the gems buy
            raise IllegalAction(f"you can add at most {W.count(most, 'die', 'dice')} with {W.count(seat.gems, 'gem')}")
        cost = buy_cost(state, pool, a.count)
        raise IllegalAction(
            f"adding {W.count(a.count, 'die', 'dice')} costs {W.count(cost, 'gem')}; you have {seat.gems}"
        )
    cost = buy_cost(state, pool, a.count)
    seat.gems -= cost
    if attacker:
        c.att_pool += a.count
        c.att_bought += a.count
    else:
        c.def_pool += a.count
        c.def_bought += a.count
    if a.count:
        events.append(W.event(state, E.DiceBought(a.seat, a.count, cost)))
    if attacker:
        c.stage = "def_buy"
        advance(state, events)
    else:
        _roll_now(state, events)


def _roll_now(state: State, events: list[Event]) -> None:
    c = state.combat
    assert c is not None
    lib = library()
    c.att_faces = chance.roll(state, lib.combat_die, c.att_pool)
    c.def_faces = chance.roll(state, lib.combat_die, c.def_pool)
    events.append(W.event(state, E.CombatRolled(c.attacker, list(c.att_faces), c.defender, list(c.def_faces))))
    c.stage = "att_reroll"
    advance(state, events)


def gem_rage(state: State, a: GemRage, events: list[Event]) -> None:
    """NM-ADV-09..11: the melee attacker rerolls dice showing a gem, 1 gem each, once per combat."""
    c = state.combat
    if state.mode != "advanced":
        raise IllegalAction("gem rage is an advanced play rule")
    if c is None or c.stage != "att_reroll" or a.seat != deciding_seat(state):
        raise IllegalAction("only the attacker may invoke gem rage, after the roll")
    if c.kind != "melee":
        raise IllegalAction("gem rage is for melee combat only")
    if c.rage_used:
        raise IllegalAction("gem rage can be invoked once per combat")
    if len(a.dice) > len(c.att_faces):
        raise IllegalAction(f"your pool has only {W.count(len(c.att_faces), 'die', 'dice')}")
    dice = sorted(set(a.dice))
    if not dice:
        raise IllegalAction("choose at least one die showing a gem")
    die = library().combat_die
    for i in dice:
        if not 0 <= i < len(c.att_faces) or "gem" not in die.faces[c.att_faces[i]]:
            raise IllegalAction(f"die {i + 1} does not show a gem")
    seat = state.seats[a.seat]
    if seat.gems < len(dice):
        raise IllegalAction(
            f"gem rage on {W.count(len(dice), 'die', 'dice')} costs {W.count(len(dice), 'gem')}; you have {seat.gems}"
        )
    seat.gems -= len(dice)
    new = chance.roll(state, die, len(dice))
    for i, f in zip(dice, new):
        c.att_faces[i] = f
    c.rage_used = True
    events.append(W.event(state, E.GemRage(dice, list(c.att_faces))))
    advance(state, events)


def support_reroll(state: State, a: SupportReroll, events: list[Event]) -> None:
    """NM-ADV-14..18: reroll 1 die of your pool with a supporting monster; attacker first."""
    c = state.combat
    if state.mode != "advanced":
        raise IllegalAction("support skills are an advanced play rule")
    if c is None or c.stage not in ("att_reroll", "def_reroll") or a.seat != deciding_seat(state):
        raise IllegalAction("not your support reroll now")
    attacker = c.stage == "att_reroll"
    m = state.monster(c.attacker if attacker else c.defender)
    if c.att_support_used if attacker else c.def_support_used:
        raise IllegalAction("a skill can only be supported by one monster at a time (one reroll)")
    helper = supporter(state, m, support_skill(c.kind, attacker))
    if helper is None:
        raise IllegalAction("no friendly monster of another spellbook within close distance shares this support skill")
    faces = c.att_faces if attacker else c.def_faces
    if not 0 <= a.die < len(faces):
        raise IllegalAction("there is no such die in your pool")
    faces[a.die] = chance.roll(state, library().combat_die, 1)[0]
    if attacker:
        c.att_support_used = True
    else:
        c.def_support_used = True
    events.append(W.event(state, E.SupportReroll(helper, m.id, a.die, list(faces))))
    advance(state, events)


def rerolls_done(state: State, a: RerollsDone, events: list[Event]) -> None:
    """Decline the remaining rerolls."""
    c = state.combat
    if c is None or c.stage not in ("att_reroll", "def_reroll") or a.seat != deciding_seat(state):
        raise IllegalAction("no rerolls to decline now")
    c.stage = "def_reroll" if c.stage == "att_reroll" else "resolve"
    if c.stage == "resolve":
        resolve(state, events)
    else:
        advance(state, events)


# -- result ----------------------------------------------------------------------------


def resolve(state: State, events: list[Event]) -> None:
    """Steps 4 and 5: who is smashed, who gains gems; smashed clay; end of game."""
    c = state.combat
    assert c is not None
    if c.caster is not None:
        _resolve_blast(state, events)
        return
    lib = library()
    die = lib.combat_die
    att, dfn = state.monster(c.attacker), state.monster(c.defender)
    a_hits = chance.count(die, c.att_faces, "attack")
    d_hits = chance.count(die, c.def_faces, "defense")
    smashed: list[Monster] = []
    if c.kind == "melee":
        if a_hits > d_hits:
            smashed = [dfn]
        elif d_hits > a_hits:
            smashed = [att]
        else:  # NM-COMBAT-10 tie; NM-EXTURN-03 / NM-FAQ-07..08 tie protection
            smashed = [m for m, e in ((att, dfn), (dfn, att)) if not abilities.tie_survives(state, m, e)]
    else:  # NM-COMBAT-11: the defender survives ties, even against an attack that wins ties
        # when its own tie protection holds ("when tied in combat", NM-BOOK-16, NM-FAQ-08)
        if a_hits > d_hits or (
            a_hits == d_hits and abilities.ranged_ties_win(state, att) and not abilities.tie_survives(state, dfn, att)
        ):
            smashed = [dfn]
    gains = {att.owner: chance.count(die, c.att_faces, "gem"), dfn.owner: chance.count(die, c.def_faces, "gem")}
    if att.owner == dfn.owner:  # never happens in play; keeps the arithmetic honest
        gains = {att.owner: gains[att.owner]}
    for m in smashed:
        if state.mode != "basic":  # NM-COMBAT-13 (not in basic play, NM-BASIC-33)
            gains[m.owner] += c.att_pool if m is att else c.def_pool
    for winner, loser in ((att, dfn), (dfn, att)):
        if loser in smashed:
            gains[winner.owner] += abilities.gems_on_smash(state, winner)
    result = E.CombatResult(
        att.id, dfn.id, a_hits, d_hits, [m.id for m in smashed], {str(k): v for k, v in gains.items()}
    )
    events.append(W.event(state, result))
    for m in smashed:
        smash(state, m, events)
    for seat, gain in gains.items():
        state.seats[seat].gems += gain
    state.combat = None
    check_end(state, events)


def _resolve_blast(state: State, events: list[Event]) -> None:
    """A blast attack's steps 4 and 5 (NM-CLAY-09): fewer defence hits than attack hits smash the
    monster (ties survive); the defender gains its gem symbols, and its pool if smashed (not in
    basic play); the caster gains nothing. The end is checked after the whole blast (clay.py)."""
    c = state.combat
    assert c is not None
    die = library().combat_die
    dfn = state.monster(c.defender)
    a_hits = chance.count(die, c.att_faces, "attack")
    d_hits = chance.count(die, c.def_faces, "defense")
    smashed = [dfn] if a_hits > d_hits else []
    gain = chance.count(die, c.def_faces, "gem")
    if smashed and state.mode != "basic":  # NM-COMBAT-13
        gain += c.def_pool
    result = E.BlastResult("", dfn.id, a_hits, d_hits, [m.id for m in smashed], {str(dfn.owner): gain}, True, c.caster)
    events.append(W.event(state, result))
    for m in smashed:
        smash(state, m, events)
    state.seats[dfn.owner].gems += gain
    state.combat = None


def smash(state: State, m: Monster, events: list[Event]) -> None:
    """A smashed monster leaves clay on the map (standard) or goes back to the pot (basic, NM-BASIC-34);
    dice on a spellbook left without monsters are discarded without gems (NM-FAQ-03..04)."""
    m.alive = False
    if state.mode != "basic":
        radius, _ = field.base_of(m)
        state.clay.append(Clay(m.x, m.y, round(radius * library().rules.smashed_clay_scale, 4)))
    events.append(W.event(state, E.Smashed(m.id, m.owner)))
    if m.book in state.active_books(m.owner):
        return
    for i, d in enumerate(state.seats[m.owner].dice):
        if d.book == m.book and d.status == "assigned":
            d.status = "discarded"
            events.append(W.event(state, E.BookDiceDiscarded(m.owner, i, m.book)))
    cmd = state.command
    if cmd is not None and cmd.seat == m.owner and cmd.book == m.book:
        state.command = None


def check_end(state: State, events: list[Event]) -> None:
    """NM-END-01..03, NM-MULTI-09/12: a player whose last monster is smashed is out at once
    (their dice discarded); the last player with monsters wins; if the last monsters of all
    remaining players are smashed together, they all win."""
    playing = state.in_play()
    with_monsters = [s for s in playing if state.alive(s)]
    gone = [s for s in playing if s not in with_monsters]
    if len(with_monsters) >= 2:
        for seat in gone:
            eliminate(state, seat, events)
        return
    if len(state.seats) > 2 and with_monsters:
        for seat in gone:
            eliminate(state, seat, events)
    state.winners = with_monsters if with_monsters else gone
    # The stored reason keeps its old wording with 2 players so saves of finished games still
    # verify; players read `words.end_reason` (the game_over text and the outcome).
    if with_monsters:
        state.end_reason = f"player {with_monsters[0] + 1} has the last monsters on the battle map"
    elif len(state.seats) == 2:
        state.end_reason = "last monsters smashed together: both players win"
    else:
        state.end_reason = f"last monsters smashed together: {W.players(gone).lower()} win"
    state.phase = "over"
    state.command = None
    state.combat = None
    events.append(W.event(state, E.GameOver(list(state.winners))))


def eliminate(state: State, seat: int, events: list[Event]) -> None:
    """NM-MULTI-09: the seat is out; its remaining command dice are discarded (no gems)."""
    state.out.append(seat)
    for d in state.seats[seat].dice:
        if d.status in ("rolled", "assigned"):
            d.status = "discarded"
    if state.command is not None and state.command.seat == seat:
        state.command = None
    events.append(W.event(state, E.Eliminated(seat, list(state.out))))
