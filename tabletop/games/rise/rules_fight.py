"""Rise of the Necromancers rules, a fight in the turn (RN-COMBAT, RN-DEATH): prepared (the
opponent; once Items chosen first, RN-COMBAT-10/11, RN-PVP-07), started, its decisions made where nobody
needs to and asked for where a player does, and its outcome carried out: casualties and Spell prices
(RN-SPELL-02/03), deaths (RN-DEATH-01..05: back to the Valley, nothing collected that turn), then what
the win or loss means (a City conquered, RN-DOM-05; a Dungeon's treasure or failure; the Headmaster
test again, RN-ACAD-04; moving back and the turn's end, RN-COMBAT-24/25/27). The sides are built and
replayed in rules_combat."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import combat as C
from tabletop.games.rise import events as E
from tabletop.games.rise.content import once_items
from tabletop.games.rise.rules_combat import (
    _combat_step,
    _decode,
    _log,
    _Recorder,
    _remember_now,
    build_sides,
    encode_choice,
    rebuild,
    side,
)
from tabletop.games.rise.rules_core import (
    COMBAT_ONCE,
    VALLEY,
    Ctx,
    _cast,
    castable,
    fire,
    later,
    lose_minion,
    mine,
)
from tabletop.games.rise.rules_spaces import (
    _apprentice_dies,
    academy,
    dungeon_done,
    enter_dungeon,
    finish_turn,
    take_action,
)
from tabletop.games.rise.state import Fight

# ------------------------------------------------------------------------------------------
# Combat (RN-COMBAT): a fight in the turn, from its preparation to what its outcome means


def prepare_fight(ctx: Ctx, seat: int, purpose: str, space: str, card: str | None = None) -> None:
    """Step 1 (RN-COMBAT-10/11): the opponent; once Items may be chosen first, then the fight starts."""
    st = ctx.st
    st.fight = Fight(kind="", purpose=purpose, space=space, card=card, waiting=seat)
    if once_items(st, seat, COMBAT_ONCE):
        st.turn.stage = "ready"
        return
    if purpose == "pvp":
        d = st.turn.defender
        assert d is not None  # set with the attack
        if once_items(st, d, COMBAT_ONCE):
            st.fight.waiting = d  # the defending Necromancer's once Items (RN-PVP-07: normal rules)
            st.turn.stage = "ready"
            return
    start_fight(ctx, seat)


later.prepare_fight = prepare_fight  # how the spaces' actions start a fight (rules_core.later)


def start_fight(ctx: Ctx, seat: int) -> None:
    st = ctx.st
    f = st.fight
    assert f is not None  # prepare_fight's
    att, dfd = build_sides(ctx, seat, f)
    f.attacker, f.defender = att, dfd
    other = st.turn.defender if f.purpose == "pvp" else seat
    assert other is not None
    for s_ in {seat, other}:  # RN-ITEM-02: turned over
        p_ = st.players[s_]
        p_.used += [i for i in f.using if i in p_.items and i not in p_.used]
    st.turn.stage = "combat"
    rec = _Recorder(ctx)
    cs = C.start_built(f.kind, side(att), side(dfd), rec)  # sides just built from this state: checked less
    f.steps.append(len(rec.rolls))
    f.rolls += rec.rolls
    _log(ctx, None, cs)
    drive(ctx, cs)


def drive(ctx: Ctx, cs: C.CombatState) -> None:
    """Make the decisions nobody needs to (one option; the neutral defender), stop at a real one."""
    f = ctx.st.fight
    assert f is not None  # a combat is on
    while True:
        d = C.pending(cs)
        if d is None:
            break
        if len(d.options) == 1:
            cs = _combat_step(ctx, cs, d.options[0])
        elif d.seat is None or (f.auto_defender and d.side == "defender"):
            cs = _combat_step(ctx, cs, C.default_policy(cs, d))
        else:
            f.waiting = d.seat
            f.options = [encode_choice(o) for o in d.options]
            f.prompt = d.text
            _remember_now(f, cs)  # the state a decision waits on: what rebuild(f) is asked for next
            return
    finish_fight(ctx, cs)


def choose(ctx: Ctx, a: A.Choose) -> None:
    st = ctx.st
    f = st.fight
    if st.turn.stage != "combat" or f is None:
        raise IllegalAction("there is no combat decision now")
    if a.choice not in f.options:
        raise IllegalAction(f"{f.prompt} choose one of {', '.join(f.options)}")
    cs = rebuild(f)
    d = C.pending(cs)
    assert d is not None  # the decision f.options answer
    drive(ctx, _combat_step(ctx, cs, _decode(d, a.choice)))


def fight(ctx: Ctx, a: A.Fight) -> None:
    st = ctx.st
    if st.turn.stage != "ready":
        raise IllegalAction("there is no combat to start")
    f, d = st.fight, st.turn.defender
    assert f is not None  # prepared before the "ready" stage
    if f.purpose == "pvp":
        assert d is not None  # set with the attack
        if f.waiting != d and once_items(st, d, COMBAT_ONCE):
            f.waiting = d  # the attacker has chosen: now the defender may choose its once Items
            ctx.tell(E.MayUseItems(d))
            return
    start_fight(ctx, st.turn.seat)


def _remove(ctx: Ctx, seat: int, fid: str, space: str) -> None:
    st = ctx.st
    p = st.players[seat]
    if fid == "apprentice":
        _apprentice_dies(ctx, seat)
    elif fid.startswith("golem:"):
        card = fid.split(":", 2)[2]
        if card in p.golems:
            p.golems.remove(card)
    elif fid.startswith("minion:"):
        lose_minion(st, seat, fid.split(":")[1])
    elif fid.startswith("guard:"):
        lose_minion(st, seat, fid.split(":")[1], space)


def finish_fight(ctx: Ctx, cs: C.CombatState) -> None:
    """Carry out a finished combat: casualties, Spell prices, deaths, then what the win or loss means."""
    st = ctx.st
    f = st.fight
    r = C.result(cs)
    assert f is not None and f.defender is not None and r is not None  # the fight in hand, started and over
    seat = st.turn.seat
    owners = [seat, None]
    if not f.auto_defender:  # a player's City, Dungeon, guards or Necromancer (RN-COMBAT-10/11)
        owners[1] = f.defender.seat
    # Spells cast are paid for (RN-SPELL-03) and used for this turn (RN-SPELL-02).
    for i, side in enumerate(cs.sides):  # noqa: F402 (this side of the fight, not rules_combat.side)
        s_seat = owners[i]
        if s_seat is None:
            continue
        if side.weaken and castable(ctx, s_seat, "weaken"):
            _cast(ctx, s_seat, "weaken")
        if side.bolt and castable(ctx, s_seat, "death_bolt"):
            _cast(ctx, s_seat, "death_bolt")
        if side.boom:
            st.players[s_seat].cast.append(f"zombie_explosion@{st.turn.number}")
    for i in (0, 1):
        s_seat = owners[i]
        if s_seat is None:
            continue
        for fid in r.lost[i] + r.exploded[i]:
            if fid != "necromancer":
                _remove(ctx, s_seat, fid, f.space)
    for death_ in r.deaths:
        if death_.side == "defender":
            d = f.defender.seat
            assert d is not None  # a defending Necromancer's player
            st.players[d].space, st.players[d].came_from = VALLEY, None
            ctx.tell(E.NecromancerDied(d))
            nothing_collected(ctx, d)  # RN-DEATH-02: for the rest of this turn too
    st.fight = None
    result = _result_event(ctx, cs, f, r, owners)
    h = st.dominion.get(f.space)
    before = {f.space: (h.seat, h.count)} if h is not None else {}  # all _result_counters reads
    turn = st.turn.number
    _carry_out(ctx, cs, f, r)
    _result_counters(ctx, f, result, before, turn)


def _result_event(ctx: Ctx, cs: C.CombatState, f: Fight, r, owners: list) -> E.FightResult:
    """The combat_result event (the table rebuilds the finished fight from it: the state has cleared
    it); its counters are filled in once the win is carried out (`_result_counters`)."""
    names = {}
    for i in (0, 1):
        if r.lost[i] or r.exploded[i]:  # the names of the fighters lost, all read below
            for x in cs.sides[i].fighters:
                names[(i, x.id)] = x.name
    result = E.FightResult(
        space=f.space,
        purpose=f.purpose,
        kind=f.kind,
        attacker_seat=owners[0],
        defender_seat=owners[1],
        winner_seat=owners[0] if r.attacker_won else owners[1],
        attacker_won=r.attacker_won,
        dead=[owners[0] if d.side == "attacker" else owners[1] for d in r.deaths],
        lost={
            side: [{"id": fid, "name": names.get((i, fid), fid)} for fid in r.lost[i] + r.exploded[i]]
            for i, side in enumerate(C.SIDE_NAMES)
        },
        towers_wounded=r.tower_wounds,
        towers=r.towers,
        move_back=r.move_back,
        counters_placed=[],
        counters_removed=[],
    )
    ctx.tell(result)
    return result


def _result_counters(ctx: Ctx, f: Fight, result: E.FightResult, before: dict, turn: int) -> None:
    """The Dominion counters the fight moved: placed now (or earned for phase 5 later this turn) and
    rivals' returned to them (RN-DOM-05/08)."""
    st = ctx.st
    seat = result.attacker_seat
    earned = sum(n for space, n in st.turn.earned if space == f.space) if st.turn.number == turn else 0
    was = before.get(f.space)
    now = st.dominion.get(f.space)
    placed = (now.count if now is not None and now.seat == seat else 0) - (was[1] if was and was[0] == seat else 0)
    placed = max(0, placed) + earned
    if placed:
        result.counters_placed.append({"seat": seat, "space": f.space, "count": placed})
    if was is not None and was[0] != seat and (placed or now is None or now.seat != was[0]):
        result.counters_removed.append({"seat": was[0], "space": f.space, "count": was[1]})


def _carry_out(ctx: Ctx, cs: C.CombatState, f: Fight, r) -> None:
    """What the win or loss of a finished fight means."""
    st = ctx.st
    seat = st.turn.seat
    if any(x.side == "attacker" for x in r.deaths):
        return death(ctx, seat)
    if f.purpose == "dungeon_foe":
        if r.attacker_won:
            return dungeon_done(ctx, seat, True)
        return dungeon_done(ctx, seat, False, lost_fight=True)
    if not r.attacker_won:
        if r.move_back or f.purpose == "pvp":
            p = st.players[seat]
            back = p.came_from or p.space
            ctx.tell(E.MovedBack(seat, back))
            p.space = back
        return later.end_turn(ctx)  # RN-COMBAT-24/25/27: the turn is over
    if f.purpose == "city":
        return conquered(ctx, seat, f.space)
    if f.purpose == "dungeon_guard":
        return enter_dungeon(ctx, seat)
    if f.purpose == "academy_guard":  # RN-ACAD-04: the guards beaten, the Headmaster test again
        return academy(ctx, seat, ctx.board.space(f.space))
    # pvp won (RN-PVP-10..12)
    space = ctx.board.space(f.space)
    if space.kind == "city" and not mine(st, seat, f.space) and cs.sides[1].city is not None:
        return conquered(ctx, seat, f.space)
    if space.kind in ("dungeon", "academy"):
        return take_action(ctx, seat)
    finish_turn(ctx)


def conquered(ctx: Ctx, seat: int, space: str) -> None:
    st = ctx.st
    s = ctx.board.space(space)
    ctx.tell(E.Conquered(seat, space))
    st.turn.conquered = True
    st.turn.earned.append([space, s.dominion])  # RN-DOM-05
    fire(ctx, seat, "conquer")
    finish_turn(ctx)


def death(ctx: Ctx, seat: int) -> None:
    """RN-DEATH-01..05: back to the Valley; the turn is over; the army on the Player board stays."""
    st = ctx.st
    p = st.players[seat]
    p.space, p.came_from = VALLEY, None
    st.turn.died = True
    st.fight = None
    if st.turn.card is not None:  # the Dungeon card fought goes to the discard pile (RN-DUNG-12)
        st.dungeon_discard.append(st.turn.card)
        st.turn.card = None
    ctx.tell(E.NecromancerDied(seat))
    nothing_collected(ctx, seat)
    later.end_turn(ctx)


later.death = death  # how a quest's wound kills (rules_core.later)


def nothing_collected(ctx: Ctx, seat: int) -> None:
    """RN-DEATH-02: no Resources or corpses are collected in the turn a Necromancer dies. What its player
    collected earlier in this turn goes back to the supply (what is still held: what was spent stays
    spent), and it collects nothing more this turn (`gain`)."""
    st = ctx.st
    t = st.turn
    if seat not in t.dead:
        t.dead.append(seat)
    if seat != t.seat or not t.collected:
        return  # only the turn's player collects in it
    p = st.players[seat]
    back = {}
    for k, n in t.collected.items():
        n = min(n, p.stock.get(k, 0))
        if n > 0:
            p.stock[k] -= n
            st.supply[k] += n
            back[k] = n
    t.collected = {}
    if back:
        ctx.tell(E.GoodsGivenBack(seat, back))
