"""A Necromolds bot for any seat: molds a varied army, deploys spread out, assigns dice where
they can act, moves toward and attacks the targets it is likeliest to smash, shoots the weakest
target in sight, and buys combat dice when the odds or the stakes make it pay.

With the fan rules on (NM-FAN-*) it plays them too: it goes first when it can strike at once
(Turn Order Choice), turns to face the nearest enemy at the end of each move and shoots only
ahead (Directional Attacks), prefers ends of moves on high ground and counts cover, high ground
and attacks from behind in its odds (they are in `queries.base_pools`), rerolls hopeless command
dice for gems (Command Gems), keeps wild dice wild on combined slots (Wilder Wilds), splits its
army between its corners (Four Corner Deployment), orders its melee attacks best first
(Decisive Combat) and cuts its paths at smashed clay (Hindering Terrain).

With More Fun with Clay (NM-CLAY-*) it drops a Magic Missile where the ball's likely landings
(`necromolds_missile_odds`: it cannot see the game's seed) put enough enemy clay at stake, and
little of its own, to be worth the gems; lowers a Magic Blast on a group of enemies when their
odds against 3 dice make it pay; and at the end of its turn walls off an enemy shooter's sight
of one of its monsters when it has gems to spare."""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable
from functools import lru_cache

from tabletop.ai.necromolds_bot_setup import _army, _choose_order, _deploy
from tabletop.ai.necromolds_bot_walk import back_off, cut_move, reach_toward
from tabletop.ai.necromolds_bot_walk import facing_move as _move
from tabletop.ai.necromolds_missile_odds import expected_smash
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State

# -- odds ------------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _dist(n: int, symbol: str) -> tuple[float, ...]:
    """Probability of each hit count for n combat dice."""
    faces = library().combat_die.faces
    probs = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(probs) + 2)
        for k, p in enumerate(probs):
            for f in faces:
                nxt[k + f.count(symbol)] += p / len(faces)
        probs = nxt
    return tuple(probs)


@lru_cache(maxsize=1024)
def odds(att: int, dfn: int) -> tuple[float, float]:
    """(P attacker has more hits, P tie) for pools of att attack dice and dfn defense dice."""
    a, d = _dist(att, "attack"), _dist(dfn, "defense")
    win = tie = 0.0
    for i, pa in enumerate(a):
        for j, pd in enumerate(d):
            if i > j:
                win += pa * pd
            elif i == j:
                tie += pa * pd
    return win, tie


def _value(m: Monster) -> float:
    return float(library().size(m.book, m.size).clay)


def _dist2(a: Monster, b: Monster) -> float:
    return (a.x - b.x) ** 2 + (a.y - b.y) ** 2


# -- the bot ---------------------------------------------------------------------------------


def choose(game, state: State, seat: int, rng: RNG):
    """The bot's next action for `seat`."""
    phase = state.phase
    if state.draw_by >= 0:  # a draw on offer (issue 25): its answer comes first
        return A.AnswerDraw(seat=seat, accept=_takes_draw(state, seat))
    if phase == "terrain":
        options = game.legal_actions(state, seat)
        suggested = [  # solo play's "no more terrain" (NM-SOLO-02) is no piece
            a
            for a in options
            if isinstance(a, A.PlaceTerrain) and (a.x, a.y) == tuple(_piece(state, a.piece).suggested)
        ]
        return rng.choice(suggested or options)
    if phase == "army":
        return _army(state, seat, rng)
    if phase == "deploy":
        return _deploy(state, seat, rng)
    if phase == "order":
        return _choose_order(state, seat)
    if phase == "assign":
        return _assign(state, seat, rng)
    if phase == "draft":  # solo play's common pool (NM-SOLO-25)
        return _draft(state, seat)
    if phase == "turns":
        return _clay_during_turn(state, seat) or _start(state, seat)
    if phase == "turn_end":  # More Fun with Clay (NM-CLAY-02/03)
        return _clay_turn_end(state, seat)
    if phase == "command":
        return _command(state, seat)
    if phase == "combat":
        return _combat(state, seat)
    return rng.choice(game.legal_actions(state, seat))


def _takes_draw(state: State, seat: int) -> bool:
    """A draw is taken when the bot's army on the map is worth no more clay than the offerer's: ahead,
    it plays on for the win."""
    mine = sum(_value(m) for m in state.alive(seat))
    theirs = sum(_value(m) for m in state.alive(state.draw_by))
    return mine <= theirs


# -- More Fun with Clay (NM-CLAY-*) --------------------------------------------------------------

MISSILE_AIMS = 2  # aims it weighs: over the fullest groups of enemies
MISSILE_MEMO = 512  # missile values kept by all they read (`_missile_value`), cleared when full
_MISSILE_MEMO: dict = {}  # key -> value, and None -> the content they were found with
OWN_WEIGHT = 1.5  # own clay smashed counts this much more than the enemy's
CLAY_MARGIN = 2.0  # a missile or blast must beat its gems' worth by this much clay
WALL_RESERVE = 3  # gems kept for combat after paying for a wall
MY_WALLS = 3  # walls of its own it keeps standing at most


def _clay_during_turn(state: State, seat: int):
    """A Magic Missile or Magic Blast when the smashed enemy clay it expects is worth its gems:
    the missile by where its ball may come down (`_missile_drops`), the blast by the odds of each
    monster under it against 3 attack dice; own monsters count against."""
    if not NQ.clay_on(state):
        return None
    gem_value = _gem_value(state.seats[seat].gems)
    best: A.MagicMissile | A.MagicBlast | None = None
    best_score = 0.0
    if NQ.why_not_clay(state, seat, NQ.MISSILE) is None:
        for aim in NQ.cluster_points(state, seat, count=MISSILE_AIMS):
            score = _missile_value(state, seat, aim) - NQ.clay_price(NQ.MISSILE) * gem_value - CLAY_MARGIN
            if score > best_score:
                best, best_score = A.MagicMissile(seat=seat, aim=aim), score
    if NQ.why_not_clay(state, seat, NQ.BLAST) is None:
        for centre in NQ.cluster_points(state, seat, count=3):
            score = _blast_value(state, seat, centre) - NQ.clay_price(NQ.BLAST) * gem_value - CLAY_MARGIN
            if score > best_score:
                best, best_score = A.MagicBlast(seat=seat, centre=centre), score
    return best


def _missile_value(state: State, seat: int, aim) -> float:
    """Expected enemy clay smashed less own clay smashed (weighted), over the ball's likely landings; kept
    by all it reads (content, monsters, seat, aim): asked again while nothing moved."""
    if _MISSILE_MEMO.get(None) is not library() or len(_MISSILE_MEMO) > MISSILE_MEMO:  # other content, or full
        _MISSILE_MEMO.clear()
        _MISSILE_MEMO[None] = library()
    key = (
        tuple((m.id, m.owner, m.book, m.size, m.x, m.y, m.alive, m.deployed) for m in state.monsters),
        seat,
        tuple(aim),
    )
    value = _MISSILE_MEMO.get(key)
    if value is None:
        value = _MISSILE_MEMO[key] = _missile_drops(state, seat, aim)
    return value


def _missile_drops(state: State, seat: int, aim) -> float:
    """The stake expected smashed under where the ball comes down (`necromolds_missile_odds`: a fixed
    pattern of landings over the scatter and the drift, no physics run; the bot cannot know the seed)."""
    stake: dict[Hashable, float] = {
        m.id: (_stake(state, m) if m.owner != seat else -OWN_WEIGHT * _stake(state, m)) for m in state.alive()
    }
    return expected_smash(NQ.missile_monsters(state), aim, NQ.clay_params(), stake)


def _blast_value(state: State, seat: int, centre) -> float:
    """Expected clay a blast smashes: each monster under it against 3 attack dice (ties survive)."""
    dice = NQ.blast_dice()
    total = 0.0
    for mid in NQ.blast_preview(state, centre).under:
        m = state.monster(mid)
        pool = library().books[m.book].defense if state.uses_skills() else library().rules.basic.ranged_dice
        win, _tie = odds(dice, pool)
        total += win * (_stake(state, m) if m.owner != seat else -OWN_WEIGHT * _stake(state, m))
    return total


def _clay_turn_end(state: State, seat: int):
    """At the end of its turn: a missile or blast if one pays, else a wall across an enemy
    shooter's sightline to one of its monsters when the gems spare it, else end the turn."""
    magic = _clay_during_turn(state, seat)
    if magic is not None:
        return magic
    if (
        NQ.why_not_clay(state, seat, NQ.WALL) is None
        and state.seats[seat].gems >= NQ.clay_price(NQ.WALL) + WALL_RESERVE
        and sum(1 for w in state.walls if w.owner == seat) < MY_WALLS
    ):
        strokes = NQ.wall_strokes(state, seat, count=1)
        if strokes:
            return A.MagicWall(seat=seat, stroke=strokes[0])
    return A.EndTurn(seat=seat)


def _piece(state: State, pid: str):
    return next(p for p in library().maps[state.map].pieces if p.id == pid)


# -- command dice ------------------------------------------------------------------------------


def _has_target(state: State, m: Monster, distance: float) -> bool:
    """Some enemy is within `distance` of m and in its sight now. Every question the bot asks is whether
    there is one, and a line of sight is the dearest test it makes (a few tenths of a millisecond for a
    new pair whose centre line is blocked): the enemies whose centre line is clear are asked first
    (their test is short), and it stops at the first seen. The same answer in any order."""
    bf = NQ.battlefield(state)
    near = [e for e in state.enemies(m.owner) if bf.within(m.id, e.id, distance)]
    if len(near) > 1:
        near.sort(key=lambda e: not bf.centre_clear(m.id, e.id))
    return any(bf.line_of_sight(m.id, e.id) for e in near)


def _draft(state: State, seat: int) -> A.Action:
    """Solo play (NM-SOLO-25): the pool die and slot worth most, as the standard assigning weighs a
    slot (the spellbook's monsters, the slot's distance, targets a ranged die would have); a magic die
    on a magic ability a little; discarding a magic die for its gems before discarding anything else."""
    lib = library()
    assert state.solo is not None
    pool = state.solo.pool
    counts = {b: len([m for m in state.alive(seat) if m.book == b]) for b in state.active_books(seat)}

    def score(a: A.Draft) -> float:
        face = a.face or pool[a.die]
        if a.book is None:
            return 0.5 if face == "magic" else -5.0
        if a.slot == -1:
            return 1.0 + 0.3 * counts[a.book]
        slot = lib.books[a.book].slots[a.slot]
        sc = (
            counts[a.book] * 2.0
            + lib.length(slot.distance) * 0.3
            - (3.0 if slot.unstable and counts[a.book] > 1 else 0)
        )
        if face == "ranged":
            reach = lib.length(slot.distance)
            sc += 2.0 * sum(_has_target(state, m, reach) for m in state.alive(seat) if m.book == a.book)
        if len(slot.commands) > 1:
            sc -= 0.5  # keep combined slots for the other command when possible
        return sc

    options = [a for a in NQ.legal_actions(state, seat) if isinstance(a, A.Draft)]
    return max(options, key=lambda a: (score(a), -options.index(a)))


def _assign(state: State, seat: int, rng: RNG):
    lib = library()
    s = state.seats[seat]
    books = state.active_books(seat)
    counts = {b: len([m for m in state.alive(seat) if m.book == b]) for b in books}
    open_slots = [
        (b, j, slot) for b in books for j, slot in enumerate(lib.books[b].slots) if NQ.slot_open(state, seat, b, j)
    ]

    # asked again for every die: kept for this decision
    has_target = lru_cache(maxsize=None)(lambda mid, distance: _has_target(state, state.monster(mid), distance))

    def score(face, item):
        b, _j, slot = item
        sc = counts[b] * 2.0 + lib.length(slot.distance) * 0.3 - (3.0 if slot.unstable and counts[b] > 1 else 0)
        if face == "ranged":
            bk = lib.books[b]
            sc += bk.ranged * 0.5
            dist = lib.length(slot.distance)
            sc += 2.0 * sum(has_target(m.id, dist + lib.length("medium")) for m in state.alive(seat) if m.book == b)
        else:
            sc += lib.books[b].melee * 0.5
        if len(slot.commands) > 1:
            sc -= 0.5  # keep combined slots for the other command when possible
        return sc

    def best_fit(face):
        fits = [(b, j, slot) for b, j, slot in open_slots if face in slot.commands]
        return max(((score(face, f), f) for f in fits), key=lambda t: t[0], default=None)

    gems = _command_gems(state, seat, best_fit)
    if gems is not None:
        return gems
    magic_dice = []
    for i, d in enumerate(s.dice):
        if d.status != "rolled":
            continue
        if d.face == "wild" and NQ.wild_stays(state):
            # Wilder Wilds (NM-FAN-17): a combined slot keeps the choice open until it is performed
            combined = [(b, j) for b, j, slot in open_slots if len(slot.commands) > 1]
            if combined:
                b, j = max(combined, key=lambda t: counts[t[0]])
                return A.Assign(seat=seat, die=i, book=b, slot=j)
        if d.face == "wild":
            # flip to whichever command has the best open slot (a shot at a target in reach
            # beats a move); with no open move or ranged slot it becomes magic
            options = [(fit[0], face) for face in ("move", "ranged") if (fit := best_fit(face))]
            to = max(options)[1] if options else "magic"
            return A.Flip(seat=seat, die=i, to=to)
        if d.face == "magic":
            magic_dice.append(i)  # decided once the move and ranged dice are placed
            continue
        fit = best_fit(d.face)
        if fit is None:
            continue
        b, j, _slot = fit[1]
        return A.Assign(seat=seat, die=i, book=b, slot=j)
    if magic_dice and state.uses_abilities():
        # a magic ability is worth its die only if it likely matters this round; else the gems
        price = _discard_gems(state) * _gem_value(s.gems)
        best, best_gain = None, 0.0
        for b in books:
            if not NQ.slot_open(state, seat, b, -1):
                continue
            gain = _magic_value(state, seat, b) - price
            if gain > best_gain + 1e-9:
                best, best_gain = b, gain
        if best is not None:
            return A.Assign(seat=seat, die=magic_dice[0], book=best, slot=-1)
    return A.AssignDone(seat=seat)


def _command_gems(state: State, seat: int, best_fit):
    """Command Gems (NM-FAN-13/14): reroll the move and ranged dice that fit no open slot, when
    there are at least two of them and the gems to spare (keeping some for combat)."""
    if not NQ.fan_on(state, "fan_command_gems"):
        return None
    s = state.seats[seat]
    cost = NQ.command_gems_cost()
    if s.gems < cost + 4:
        return None
    idle = [
        i
        for i, d in enumerate(s.dice)
        if d.status == "rolled" and d.face in ("move", "ranged") and best_fit(d.face) is None
    ]
    if len(idle) < 2:
        return None
    return A.CommandGems(seat=seat, reroll=tuple(idle))


def _discard_gems(state: State) -> int:
    rules = library().rules
    return rules.basic.magic_gems if state.mode == "basic" else rules.magic_discard_gems


def _gem_value(gems: int) -> float:
    """What one more gem is worth in clay to a seat holding `gems` (less when hoarded)."""
    return GEM_VALUE * GEM_GLUT / (GEM_GLUT + gems)


def _book_dice(state: State, seat: int, book: str, face: str) -> list:
    """The slots (records) of this spellbook holding a `face` die of the seat."""
    slots = library().books[book].slots
    return [
        slots[d.slot]
        for d in state.seats[seat].dice
        if d.status == "assigned" and d.book == book and d.face == face and d.slot is not None and d.slot >= 0
    ]


def _shot_value(state: State, m: Monster, distance: float, extra: int = 0, ties: bool = False) -> float:
    """The best expected clay a ranged attack of `m` smashes at this distance (0 with no target)."""
    bf = NQ.battlefield(state)
    best = 0.0
    for e in state.enemies(m.owner):
        if not (bf.within(m.id, e.id, distance) and bf.line_of_sight(m.id, e.id)):
            continue
        a, d = NQ.base_pools(state, "ranged", m, e)
        win, tie = odds(a + extra, d)
        if ties or NQ.ranged_ties_win(state, m):
            win += tie
        best = max(best, win * _value(e))
    return best


def _melee_value(state: State, m: Monster, e: Monster, extra: int = 0) -> float:
    """Expected clay swing of `m` attacking `e` in melee with `extra` attack dice."""
    a, d = NQ.base_pools(state, "melee", m, e)
    win, tie = odds(a + extra, d)
    lose = 1.0 - win - tie
    return win * _value(e) - lose * _value(m)


def _magic_value(state: State, seat: int, book: str) -> float:
    """The clay this spellbook's magic ability is likely worth this round, given the dice placed:
    a longer range only if an enemy is out of reach now but within the new range, an attack
    bonus only if a combat is likely, a defense bonus only if an enemy can reach the monsters."""
    lib = library()
    magic = lib.books[book].magic
    eff = magic.effect
    mine = [m for m in state.alive(seat) if m.book == book]
    foes = state.enemies(seat)
    if not mine or not foes:
        return 0.0
    if eff == "gems_on_activate":
        return magic.amount * _gem_value(state.seats[seat].gems)
    ranged_slots, move_slots = _book_dice(state, seat, book, "ranged"), _book_dice(state, seat, book, "move")

    def dist(kind: str, slot) -> float:
        return lib.length(NQ.command_distance(state, seat, book, kind, slot.distance))

    def shooters(slot) -> list:
        return mine[:1] if slot.unstable else mine

    value = 0.0
    if eff == "range_override" and ranged_slots:
        assert magic.distance is not None  # an override names its distance (the content check)
        new = lib.length(magic.distance)
        for slot in ranged_slots:
            now = dist("ranged", slot)
            if new > now:
                value += sum(max(0.0, _shot_value(state, m, new) - _shot_value(state, m, now)) for m in shooters(slot))
    elif eff == "ranged_ties_win" and ranged_slots:
        for slot in ranged_slots:
            now = dist("ranged", slot)
            value += sum(
                max(0.0, _shot_value(state, m, now, ties=True) - _shot_value(state, m, now)) for m in shooters(slot)
            )
    elif eff == "skill_bonus" and magic.skill == "ranged" and ranged_slots:
        for slot in ranged_slots:
            now = dist("ranged", slot)
            value += sum(
                max(0.0, _shot_value(state, m, now, extra=magic.amount) - _shot_value(state, m, now))
                for m in shooters(slot)
            )
    elif eff in ("move_override", "skill_bonus") and move_slots and (eff == "move_override" or magic.skill == "melee"):
        bf = NQ.battlefield(state)
        for slot in move_slots:
            now = dist("move", slot)
            reach = now
            if eff == "move_override":
                assert magic.distance is not None  # an override names its distance (the content check)
                reach = lib.length(magic.distance)
            for m in shooters(slot):
                gains = [0.0]
                for e in foes:
                    if not bf.within(m.id, e.id, reach):
                        continue
                    if eff == "move_override":  # a charge that only the longer move makes
                        if not bf.within(m.id, e.id, now):
                            gains.append(max(0.0, _melee_value(state, m, e)))
                    else:  # the extra attack dice in a melee this monster can start
                        gains.append(_melee_value(state, m, e, magic.amount) - _melee_value(state, m, e))
                value += max(gains)
    elif eff == "skill_bonus" and magic.skill == "defense":
        # an enemy within a far move or shot of a monster is likely to attack it this round
        bf = NQ.battlefield(state)
        far = lib.length("far")
        for m in mine:
            worst = 0.0
            for e in foes:
                if not bf.within(e.id, m.id, far):
                    continue
                a, d = NQ.base_pools(state, "melee", e, m)
                worst = max(worst, (odds(a, d)[0] - odds(a, d + magic.amount)[0]) * _value(m))
            value += 0.5 * worst
    return value


# -- turns and commands -------------------------------------------------------------------------


def _start(state: State, seat: int):
    lib = library()
    dice = state.seats[seat].dice
    pending = state.pending(seat, state.active_book)
    if not state.uses_slots():
        magic = _basic_magic(state, seat, pending)
        if magic is not None:
            return magic
        faces = {i: dice[i].face for i in pending}
        shooters = any(_has_target(state, m, lib.length("far")) for m in state.alive(seat))
        for want in (("ranged",) if shooters else ()) + ("move", "ranged", "magic"):
            for i, f in faces.items():
                if f == want:
                    return A.StartCommand(seat=seat, die=i)
            for i, f in faces.items():
                if f == "wild":
                    return A.StartCommand(seat=seat, die=i, command=want if want != "ranged" or shooters else "move")
        return A.StartCommand(seat=seat, die=pending[0], command="move" if dice[pending[0]].face == "wild" else None)
    counts: dict[str, int] = {}
    for i in pending:
        b = dice[i].book
        assert b is not None  # with slots a pending die is on a spellbook
        counts[b] = counts.get(b, 0) + len([m for m in state.alive(seat) if m.book == b])
    book = max(counts, key=lambda b: counts[b])
    mine = [i for i in pending if dice[i].book == book]
    ranged_first = False
    for i in mine:
        d = dice[i]
        if d.face == "ranged":
            assert d.slot is not None  # on one of the spellbook's slots
            slot = lib.books[book].slots[d.slot]
            dist = lib.length(NQ.command_distance(state, seat, book, "ranged", slot.distance))
            if any(_has_target(state, m, dist) for m in state.alive(seat) if m.book == book):
                ranged_first = True
    order = ("ranged", "move") if ranged_first else ("move", "ranged")
    for want in order:
        for i in mine:
            if dice[i].face == want:
                return A.StartCommand(seat=seat, die=i)
    for i in mine:
        d = dice[i]
        if d.face == "wild":  # Wilder Wilds (NM-FAN-17): decided now
            assert d.slot is not None  # on one of the spellbook's slots
            cmds = lib.books[book].slots[d.slot].commands
            shoot = "ranged" in cmds and any(
                _has_target(state, m, lib.length("far")) for m in state.alive(seat) if m.book == book
            )
            return A.StartCommand(seat=seat, die=i, command="ranged" if shoot or "move" not in cmds else "move")
    return A.StartCommand(seat=seat, die=mine[0])


def _basic_magic(state: State, seat: int, pending: list[int]):
    """Basic play with What Next step 5 (no slots): spend a magic die on an ability worth more
    than the gem; never a wild die, which can move or shoot instead."""
    if not state.uses_abilities():
        return None
    dice = state.seats[seat].dice
    magic = [i for i in pending if dice[i].face == "magic"]
    if not magic:
        return None
    counts = {b: len([m for m in state.alive(seat) if m.book == b]) for b in state.active_books(seat)}
    best, score = None, 1.5
    for b, n in counts.items():
        if state.magic_active(seat, b):
            continue
        eff = library().books[b].magic.effect
        value = (
            3.0
            if eff == "gems_on_activate"
            else (0.0 if eff in ("move_override", "range_override") and not state.uses_distances() else 0.5 * n)
        )
        if value > score:
            best, score = b, value
    return None if best is None else A.ActivateMagic(seat=seat, die=magic[0], book=best)


def _command(state: State, seat: int):
    cmd = state.command
    assert cmd is not None
    if cmd.stage == "melee":  # Decisive Combat (NM-FAN-18/20): the best odds first
        pairs = NQ.melee_pairs(state)
        if not pairs:
            return A.EndCommand(seat=seat)
        mid, tid = max(pairs, key=lambda p: _melee_value(state, state.monster(p[0]), state.monster(p[1])))
        return A.Melee(seat=seat, monster=mid, target=tid)
    actors = [m for m in state.alive(seat) if NQ.why_not_act(state, m.id) is None]
    foes = state.enemies(seat)
    if not actors or not foes:
        return A.EndCommand(seat=seat)
    if cmd.kind == "ranged":
        best, best_score = None, 0.05
        for m in actors:
            for t in NQ.ranged_targets(state, m.id):
                target = state.monster(t)
                a, d = NQ.base_pools(state, "ranged", m, target)
                win, tie = odds(a, d)
                sc = (win + (tie if NQ.ranged_ties_win(state, m) else 0)) * _value(target)
                if sc > best_score:
                    best, best_score = A.Ranged(seat=seat, monster=m.id, target=t), sc
        return best or A.EndCommand(seat=seat)
    # move: the monster nearest an enemy acts first
    actors.sort(key=lambda m: min(_dist2(m, f) for f in foes))
    if cmd.limit is not None:
        actors = actors[: max(1, cmd.limit)]
    for m in actors:
        action = _best_move(state, m, foes)
        if action is not None:
            return action
    return A.EndCommand(seat=seat)


CONTACT_OFFSETS = (0.0, 0.7, -0.7, 1.5, -1.5, 2.3, -2.3, math.pi)  # goals round a foe, nearest side first
REACH_SLACK = 1.0  # inches beyond a move's reach within which an enemy's base might still be touched


def _best_move(state: State, m: Monster, foes: list[Monster]):
    reach = NQ.command_reach(state, m.id)
    bf = NQ.battlefield(state)
    near = sorted(foes, key=lambda f: _dist2(m, f))[:3]
    shooter = library().books[m.book].ranged > library().books[m.book].melee
    here = (m.x, m.y)
    # Bounds on what any goal can score, to pass over goals that cannot beat the best move found (the
    # same move is chosen, with fewer paths and move checks). A move ends within `reach` of here, so
    # it can touch only an enemy whose base is that near (a contact scores by its target alone); a
    # walk scores at most -(straight distance - reach) plus the highest ground.
    touch_best = max(
        (_contact_score(m, f, shooter, state) for f in foes if bf.gap(m.id, f.id) <= reach + REACH_SLACK),
        default=-math.inf,
    )
    lift = 1.5 * NQ.highest_elevation(state)

    def beaten(goals, best_score: float) -> bool:
        walk = max(-max(0.0, math.dist(here, g) - reach) for g in goals) + lift
        return max(touch_best, walk) <= best_score

    best, best_score = None, -1e9
    refused: list = []
    for foe in near:
        # all round the foe: the near side may be inside terrain (a wall between the two); the near
        # side's path alone first, then the others' found together (each path the same as alone)
        goals = [NQ.contact_point(state, m, foe, angle_offset=offset) for offset in CONTACT_OFFSETS]
        for batch in (goals[:1], goals[1:]):
            if best is not None and beaten(batch, best_score):
                break
            walked = False
            # one by one: the graph only if a goal before the first walk needs it (the same paths)
            for full in bf.iter_shortest_paths(m.id, batch):
                move = _weigh_move(state, m, full, reach, foes, shooter, bf)
                if move is None:
                    if full and len(full) >= 2:
                        refused.append(full)  # its cut end is no legal end: stop short along it later
                    continue
                action, sc, contacts = move
                if sc > best_score:
                    best, best_score = action, sc
                if not contacts:
                    walked = True
                    break  # a truncated path toward this foe: other angles add little
            if walked:
                break
    if best is None and near:
        best = back_off(state, m, refused, reach, foes) or reach_toward(state, m, near[0])
    return best


def _contact_score(m: Monster, target: Monster, shooter: bool, state: State) -> float:
    """What a move of `m` into contact with `target` scores: the melee's odds by clay."""
    a, d = NQ.base_pools(state, "melee", m, target)
    win, tie = odds(a, d)
    lose = 1.0 - win - tie
    sc = 10 + win * _value(target) * 2 - lose * _value(m) + tie * (_value(target) - _value(m))
    return sc - 4 if shooter else sc


def _weigh_move(state: State, m: Monster, full, reach: float, foes: list[Monster], shooter: bool, bf):
    """(the Move, its score, the enemies it ends touching) along the shortest path `full` cut to the
    reach, or None when that path is no legal move. `bf` is the state's battlefield."""
    if not full or len(full) < 2:
        return None
    move = cut_move(state, bf, m, full, reach - 1e-3)
    if move is None:
        return None
    path, contacts = move
    end = path[-1]
    if contacts:
        sc = _contact_score(m, state.monster(contacts[0]), shooter, state)
    else:
        # the walk still needed around terrain, not the straight distance: a wall between
        # two monsters must not hold them facing each other for ever
        total = sum(math.dist(p, q) for p, q in itertools.pairwise(full))
        sc = -max(0.0, total - reach) - 0.01 * min(math.dist(end, (f.x, f.y)) for f in foes)
        sc += 1.5 * NQ.elevation_at(state, *end)  # High Ground: an end on a raised surface
    return _move(state, m, path, contacts, foes), sc, contacts


# -- combat ------------------------------------------------------------------------------------

GEM_VALUE = 1.0  # clay (drams) a gem is worth to a player holding none
GEM_GLUT = 8.0  # gems held at which a gem is worth half as much: hoarded gems win nothing
LAST_STAKE = 4.0  # a combat that can end the game weighs this much more


def _stake(state: State, m: Monster) -> float:
    """What losing this monster costs its owner, in clay; far more if it is their last."""
    return _value(m) * (LAST_STAKE if len(state.alive(m.owner)) == 1 else 1.0)


def _buy_count(state: State, seat: int) -> int:
    """Dice to buy: the count whose gain in expected smashed clay best beats its net gem price.

    A bought die is refunded when the buyer's monster is smashed (NM-COMBAT-13, not in basic
    play), and a gem is worth less the more of them the seat already holds."""
    c = state.combat
    assert c is not None
    att, dfn = state.find(c.attacker), state.monster(c.defender)  # no attacker: a Magic Blast's attack
    attacking = c.stage == "att_buy"
    pool, bought = (c.att_pool, c.att_bought) if attacking else (c.def_pool, c.def_bought)
    gems = state.seats[seat].gems
    can = NQ.max_buy(state, pool, gems, bought)
    if can == 0:
        return 0
    v_att, v_dfn = (_stake(state, att) if att is not None else 0.0), _stake(state, dfn)
    melee = c.kind == "melee"
    if melee:
        assert att is not None  # a blast's attack is ranged
        att_dies_tie = not NQ.tie_survives(state, att, dfn)
        dfn_dies_tie = not NQ.tie_survives(state, dfn, att)
    else:
        att_dies_tie = False
        dfn_dies_tie = att is not None and NQ.ranged_ties_win(state, att)
    gem_value = GEM_VALUE * GEM_GLUT / (GEM_GLUT + gems)
    refund = state.mode != "basic"
    best, best_score = 0, -1e9
    for k in range(can + 1):
        a = c.att_pool + (k if attacking else 0)
        d = c.def_pool + (0 if attacking else k)
        win, tie = odds(a, d)
        lose = 1.0 - win - tie
        p_dfn_dies = win + tie * dfn_dies_tie
        p_att_dies = (lose + tie * att_dies_tie) if melee else 0.0
        swing = p_dfn_dies * v_dfn - p_att_dies * v_att  # attacker's view, in clay
        mine_dies = p_att_dies if attacking else p_dfn_dies
        price = NQ.buy_cost(state, pool, k) - (k * mine_dies if refund else 0.0)
        score = (swing if attacking else -swing) - price * gem_value
        if score > best_score + 1e-9:
            best, best_score = k, score
    return best


def _combat(state: State, seat: int):
    c = state.combat
    assert c is not None
    lib = library()
    att, dfn = state.find(c.attacker), state.monster(c.defender)  # no attacker: a Magic Blast's attack
    gems = state.seats[seat].gems
    if c.stage in ("att_buy", "def_buy"):
        return A.BuyDice(seat=seat, count=_buy_count(state, seat))
    attacking = c.stage == "att_reroll"
    die = lib.combat_die
    if attacking:
        assert att is not None  # a blast's attack has no attacker's rerolls
        a_hits = sum(die.faces[f].count("attack") for f in c.att_faces)
        d_hits = sum(die.faces[f].count("defense") for f in c.def_faces)
        behind = a_hits <= d_hits
        if behind and c.kind == "melee" and not c.rage_used:
            gem_dice = [i for i, f in enumerate(c.att_faces) if "gem" in die.faces[f] and "attack" not in die.faces[f]]
            if gem_dice and gems >= len(gem_dice):
                return A.GemRage(seat=seat, dice=tuple(gem_dice))
        if behind and not c.att_support_used and NQ.supporter_by_skill(state, att, c.kind):
            worst = min(range(len(c.att_faces)), key=lambda i: die.faces[c.att_faces[i]].count("attack"))
            return A.SupportReroll(seat=seat, die=worst)
        return A.RerollsDone(seat=seat)
    a_hits = sum(die.faces[f].count("attack") for f in c.att_faces)
    d_hits = sum(die.faces[f].count("defense") for f in c.def_faces)
    if d_hits <= a_hits and not c.def_support_used and c.def_faces and NQ.supporter_by_skill(state, dfn, "defense"):
        worst = min(range(len(c.def_faces)), key=lambda i: die.faces[c.def_faces[i]].count("defense"))
        return A.SupportReroll(seat=seat, die=worst)
    return A.RerollsDone(seat=seat)
