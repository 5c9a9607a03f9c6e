"""A Necromolds bot for any seat: molds a varied army, deploys spread out, assigns dice where
they can act, moves toward and attacks the targets it is likeliest to smash, shoots the weakest
target in sight, and buys combat dice when the odds or the stakes make it pay."""
from __future__ import annotations

import math
from functools import lru_cache

from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat, field, legal, rounds, setup
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
    if phase == "terrain":
        options = game.legal_actions(state, seat)
        suggested = [a for a in options if (a.x, a.y) == tuple(_piece(state, a.piece).suggested)]
        return rng.choice(suggested or options)
    if phase == "army":
        return _army(state, seat, rng)
    if phase == "deploy":
        return _deploy(state, seat, rng)
    if phase == "assign":
        return _assign(state, seat, rng)
    if phase == "turns":
        return _start(state, seat)
    if phase == "command":
        return _command(state, seat)
    if phase == "combat":
        return _combat(state, seat)
    return rng.choice(game.legal_actions(state, seat))


def _piece(state: State, pid: str):
    return next(p for p in library().maps[state.map].pieces if p.id == pid)


# -- set-up -----------------------------------------------------------------------------------

def _army(state: State, seat: int, rng: RNG):
    lib = library()
    s = state.seats[seat]
    mine = [m for m in state.monsters if m.owner == seat]
    if s.clay < lib.smallest_clay():
        return A.ArmyDone(seat=seat)
    if not mine and rng.random() < 0.25:
        return A.MoldPreset(seat=seat, preset="starting_tip")
    books = sorted(lib.books)
    # 2 or 3 spellbooks, as the rulebook recommends (NM-SETUP-14): choose them by the first monster's seed
    chosen = sorted({m.book for m in mine})
    if len(chosen) < 2 or (len(chosen) < 3 and rng.random() < 0.4):
        pick = rng.choice([b for b in books if b not in chosen] or books)
        chosen.append(pick)
    options = [(b, i) for b in chosen for i, z in enumerate(lib.books[b].sizes) if z.clay <= s.clay]
    if not options:
        options = [(b.id, i) for b in lib.books.values() for i, z in enumerate(b.sizes) if z.clay <= s.clay]
    book, size = rng.choice(options)
    return A.Mold(seat=seat, book=book, size=size)


def _deploy(state: State, seat: int, rng: RNG):
    todo = [m for m in state.monsters if m.owner == seat and not m.deployed]
    if not todo:
        return A.DeployDone(seat=seat)
    m = todo[0]
    mp = library().maps[state.map]
    n_all = len([x for x in state.monsters if x.owner == seat])
    k = n_all - len(todo)
    target_x = mp.width * (k + 0.5) / n_all
    spots = setup.deployment_spots(state, seat, m, count=80)
    if not spots:  # the border is crowded: try finer steps inward along the strip
        r, _ = field.base_of(m)
        for dy in (0.0, 0.3, 0.6):
            y = (r + 0.01 + dy) if seat == 0 else (mp.height - r - 0.01 - dy)
            x = r + 0.01
            while x < mp.width - r:
                if setup.border_problem(state, seat, r, y) is None and field.placement_problem(state, m, x, y) is None:
                    spots.append((round(x, 3), round(y, 3)))
                x += 0.1
            if spots:
                break
    x, y = min(spots, key=lambda p: abs(p[0] - target_x) + rng.random() * 0.5)
    return A.Deploy(seat=seat, monster=m.id, x=x, y=y)


# -- command dice ------------------------------------------------------------------------------

def _targets_now(state: State, m: Monster, distance: float) -> int:
    bf = field.battlefield(state)
    return sum(1 for e in state.alive(1 - m.owner) if bf.within(m.id, e.id, distance) and bf.line_of_sight(m.id, e.id))


def _assign(state: State, seat: int, rng: RNG):
    lib = library()
    s = state.seats[seat]
    books = state.active_books(seat)
    counts = {b: len([m for m in state.alive(seat) if m.book == b]) for b in books}
    open_slots = [(b, j, slot) for b in books for j, slot in enumerate(lib.books[b].slots)
                  if rounds.slot_open(state, seat, b, j)]
    for i, d in enumerate(s.dice):
        if d.status != "rolled":
            continue
        if d.face == "wild":
            wants = [c for b, j, slot in open_slots for c in slot.commands]
            to = "move" if "move" in wants else ("ranged" if "ranged" in wants else "magic")
            return A.Flip(seat=seat, die=i, to=to)
        if d.face == "magic":
            if not state.uses_abilities():
                continue  # discarded for gems at AssignDone
            best, score = None, 0.0
            for b in books:
                if not rounds.slot_open(state, seat, b, -1):
                    continue
                useful = _magic_value(state, seat, b)
                if useful * counts[b] > score:
                    best, score = b, useful * counts[b]
            if best is not None and score >= 1.0:
                return A.Assign(seat=seat, die=i, book=best, slot=-1)
            continue  # discarded for 2 gems at AssignDone
        fits = [(b, j, slot) for b, j, slot in open_slots if d.face in slot.commands]
        if not fits:
            continue

        def score(item):
            b, j, slot = item
            sc = counts[b] * 2.0 + lib.length(slot.distance) * 0.3 - (3.0 if slot.unstable and counts[b] > 1 else 0)
            if d.face == "ranged":
                bk = lib.books[b]
                sc += bk.ranged * 0.5
                dist = lib.length(slot.distance)
                sc += 2.0 * sum(_targets_now(state, m, dist + lib.length("medium")) > 0
                                for m in state.alive(seat) if m.book == b)
            else:
                sc += lib.books[b].melee * 0.5
            if len(slot.commands) > 1:
                sc -= 0.5  # keep combined slots for the other command when possible
            return sc

        b, j, _slot = max(fits, key=score)
        return A.Assign(seat=seat, die=i, book=b, slot=j)
    return A.AssignDone(seat=seat)


def _magic_value(state: State, seat: int, book: str) -> float:
    magic = library().books[book].magic
    has = {d.face for d in state.seats[seat].dice if d.status == "assigned" and d.book == book}
    if magic.effect == "gems_on_activate":
        return 3.0
    if magic.effect == "range_override" or magic.effect == "ranged_ties_win":
        return 1.0 if "ranged" in has else 0.0
    if magic.effect == "move_override":
        return 1.0 if "move" in has else 0.0
    if magic.effect == "skill_bonus":
        if magic.skill == "defense":
            return 0.6
        return 1.0 if ({"move"} if magic.skill == "melee" else {"ranged"}) & has else 0.0
    return 0.0


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
        shooters = any(_targets_now(state, m, lib.length("far")) for m in state.alive(seat))
        for want in (("ranged",) if shooters else ()) + ("move", "ranged", "magic"):
            for i, f in faces.items():
                if f == want:
                    return A.StartCommand(seat=seat, die=i)
            for i, f in faces.items():
                if f == "wild":
                    return A.StartCommand(seat=seat, die=i, command=want if want != "ranged" or shooters else "move")
        return A.StartCommand(seat=seat, die=pending[0], command="move" if dice[pending[0]].face == "wild" else None)
    counts = {}
    for i in pending:
        b = dice[i].book
        counts[b] = counts.get(b, 0) + len([m for m in state.alive(seat) if m.book == b])
    book = max(counts, key=lambda b: counts[b])
    mine = [i for i in pending if dice[i].book == book]
    ranged_first = False
    for i in mine:
        if dice[i].face == "ranged":
            slot = lib.books[book].slots[dice[i].slot]
            dist = lib.length(rounds.abilities.command_distance(state, seat, book, "ranged", slot.distance))
            if any(_targets_now(state, m, dist) for m in state.alive(seat) if m.book == book):
                ranged_first = True
    order = ("ranged", "move") if ranged_first else ("move", "ranged")
    for want in order:
        for i in mine:
            if dice[i].face == want:
                return A.StartCommand(seat=seat, die=i)
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
        value = 3.0 if eff == "gems_on_activate" else (0.0 if eff in ("move_override", "range_override")
                                                        and not state.uses_distances() else 0.5 * n)
        if value > score:
            best, score = b, value
    return None if best is None else A.ActivateMagic(seat=seat, die=magic[0], book=best)


def _command(state: State, seat: int):
    cmd = state.command
    actors = [m for m in state.alive(seat) if rounds.can_act(state, m.id) is None]
    foes = state.alive(1 - seat)
    if not actors or not foes:
        return A.EndCommand(seat=seat)
    if cmd.kind == "ranged":
        best, best_score = None, 0.05
        for m in actors:
            for t in legal.ranged_targets(state, m.id):
                target = state.monster(t)
                a, d = combat.base_pools(state, "ranged", m, target)
                win, tie = odds(a, d)
                sc = (win + (tie if rounds.abilities.ranged_ties_win(state, m) else 0)) * _value(target)
                if sc > best_score:
                    best, best_score = A.Ranged(seat=seat, monster=m.id, target=t), sc
        return best or A.EndCommand(seat=seat)
    # move: the monster nearest an enemy acts first
    actors.sort(key=lambda m: min(_dist2(m, f) for f in foes))
    if cmd.limit is not None:
        actors = actors[:max(1, cmd.limit)]
    for m in actors:
        action = _best_move(state, m, foes)
        if action is not None:
            return action
    return A.EndCommand(seat=seat)


def _best_move(state: State, m: Monster, foes: list[Monster]):
    reach = rounds.monster_distance(state, m.id)
    bf = field.battlefield(state)
    near = sorted(foes, key=lambda f: _dist2(m, f))[:3]
    best, best_score = None, -1e9
    shooter = library().books[m.book].ranged > library().books[m.book].melee
    for foe in near:
        # all round the foe: the near side may be inside terrain (a wall between the two)
        for offset in (0.0, 0.7, -0.7, 1.5, -1.5, 2.3, -2.3, math.pi):
            goal = legal.contact_point(state, m, foe, angle_offset=offset)
            full = bf.shortest_path(m.id, goal)
            if not full or len(full) < 2:
                continue
            cut = legal.truncate([tuple(p) for p in full], reach - 1e-3)
            if len(cut) < 2:
                continue
            path = [(round(x, 4), round(y, 4)) for x, y in cut[1:]]
            ok, contacts = legal.try_move(state, m.id, path)
            if not ok:
                continue
            end = path[-1]
            if contacts:
                target = state.monster(contacts[0])
                a, d = combat.base_pools(state, "melee", m, target)
                win, tie = odds(a, d)
                lose = 1.0 - win - tie
                sc = 10 + win * _value(target) * 2 - lose * _value(m) + tie * (_value(target) - _value(m))
                if shooter:
                    sc -= 4
            else:
                # the walk still needed around terrain, not the straight distance: a wall between
                # two monsters must not hold them facing each other for ever
                total = sum(math.dist(p, q) for p, q in zip(full, full[1:]))
                sc = -max(0.0, total - reach) - 0.01 * min(math.dist(end, (f.x, f.y)) for f in foes)
            if sc > best_score:
                best, best_score = A.Move(seat=m.owner, monster=m.id, path=tuple(path)), sc
            if not contacts:
                break  # a truncated path toward this foe: other angles add little
    if best is None and near:
        best = _reach_toward(state, m, near[0])
    return best


def _reach_toward(state: State, m: Monster, foe: Monster):
    """Fallback: a legal end in the reachable area, as near the foe as a checked path allows."""
    from shapely.geometry import Point
    from shapely.ops import nearest_points

    bf = field.battlefield(state)
    length = rounds.monster_distance(state, m.id)
    area = bf.reachable_area(m.id, length)
    if area is None or area.is_empty:
        return None
    target = Point(foe.x, foe.y)
    goals = [nearest_points(area, target)[0]]
    minx, miny, maxx, maxy = area.bounds
    step = max((maxx - minx), (maxy - miny)) / 8 or 1.0
    grid = [Point(minx + i * step, miny + j * step) for i in range(9) for j in range(9)]
    goals += sorted((g for g in grid if area.contains(g)), key=lambda g: g.distance(target))
    here = (m.x, m.y)
    for goal in goals[:16]:
        if math.dist((goal.x, goal.y), here) <= 0.05:
            continue
        options = []
        path = bf.shortest_path(m.id, (goal.x, goal.y))
        if path and len(path) >= 2:
            options.append(legal.truncate([tuple(p) for p in path], length - 1e-3)[1:])
        options.append([(goal.x, goal.y)])
        for pts in options:
            pts = [(round(x, 4), round(y, 4)) for x, y in pts]
            if pts and legal.try_move(state, m.id, pts)[0]:
                return A.Move(seat=m.owner, monster=m.id, path=tuple(pts))
    return None


# -- combat ------------------------------------------------------------------------------------

GEM_VALUE = 1.0     # clay (drams) a gem is worth to a player holding none
GEM_GLUT = 8.0      # gems held at which a gem is worth half as much: hoarded gems win nothing
LAST_STAKE = 4.0    # a combat that can end the game weighs this much more


def _stake(state: State, m: Monster) -> float:
    """What losing this monster costs its owner, in clay; far more if it is their last."""
    return _value(m) * (LAST_STAKE if len(state.alive(m.owner)) == 1 else 1.0)


def _buy_count(state: State, seat: int) -> int:
    """Dice to buy: the count whose gain in expected smashed clay best beats its net gem price.

    A bought die is refunded when the buyer's monster is smashed (NM-COMBAT-13, not in basic
    play), and a gem is worth less the more of them the seat already holds."""
    c = state.combat
    att, dfn = state.monster(c.attacker), state.monster(c.defender)
    attacking = c.stage == "att_buy"
    pool, bought = (c.att_pool, c.att_bought) if attacking else (c.def_pool, c.def_bought)
    gems = state.seats[seat].gems
    can = combat.max_buy(state, pool, gems, bought)
    if can == 0:
        return 0
    v_att, v_dfn = _stake(state, att), _stake(state, dfn)
    melee = c.kind == "melee"
    if melee:
        att_dies_tie = not rounds.abilities.tie_survives(state, att, dfn)
        dfn_dies_tie = not rounds.abilities.tie_survives(state, dfn, att)
    else:
        att_dies_tie, dfn_dies_tie = False, rounds.abilities.ranged_ties_win(state, att)
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
        price = combat.buy_cost(state, pool, k) - (k * mine_dies if refund else 0.0)
        score = (swing if attacking else -swing) - price * gem_value
        if score > best_score + 1e-9:
            best, best_score = k, score
    return best


def _combat(state: State, seat: int):
    c = state.combat
    lib = library()
    att, dfn = state.monster(c.attacker), state.monster(c.defender)
    gems = state.seats[seat].gems
    if c.stage in ("att_buy", "def_buy"):
        return A.BuyDice(seat=seat, count=_buy_count(state, seat))
    attacking = c.stage == "att_reroll"
    die = lib.combat_die
    if attacking:
        a_hits = sum(die.faces[f].count("attack") for f in c.att_faces)
        d_hits = sum(die.faces[f].count("defense") for f in c.def_faces)
        behind = a_hits <= d_hits
        if behind and c.kind == "melee" and not c.rage_used:
            gem_dice = [i for i, f in enumerate(c.att_faces) if "gem" in die.faces[f] and "attack" not in die.faces[f]]
            if gem_dice and gems >= len(gem_dice):
                return A.GemRage(seat=seat, dice=tuple(gem_dice))
        if behind and not c.att_support_used and combat.supporter(state, att, c.kind):
            worst = min(range(len(c.att_faces)), key=lambda i: die.faces[c.att_faces[i]].count("attack"))
            return A.SupportReroll(seat=seat, die=worst)
        return A.RerollsDone(seat=seat)
    a_hits = sum(die.faces[f].count("attack") for f in c.att_faces)
    d_hits = sum(die.faces[f].count("defense") for f in c.def_faces)
    if d_hits <= a_hits and not c.def_support_used and c.def_faces and combat.supporter(state, dfn, "defense"):
        worst = min(range(len(c.def_faces)), key=lambda i: die.faces[c.def_faces[i]].count("defense"))
        return A.SupportReroll(seat=seat, die=worst)
    return A.RerollsDone(seat=seat)
