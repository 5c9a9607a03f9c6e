"""The NecronomiCORP bot in a fight: which ranged shot, which attack, when to escape, ask for help or come
and help, from the dice odds (tabletop/ai/corp_odds.py; a whole fight's cost as one sum, corp_odds_cost.py)
of what its view shows.

- Ranged weapons first (NC-FIGHT-03): the shot with the most expected damage.
- The attack: of the hand combinations the rules allow (NC-RESP-05), the one with the most expected
  damage that counts (no more than the foe has left), a kill weighed extra, a fist's skull and a
  weapon lost to all skulls or an all-in that breaks it weighed as costs; the Stake's or the Broom's
  all-in is taken when it scores better than the normal roll (NC-FAQ-08).
- Escape (NC-RESP-02) when the next monster attack could kill it and the fight is not winnable; a
  kit heals first when that saves it; an item that escapes without rolling is used in place of the die.
- Ask for help (NC-RESP-14) when the odds alone are poor and a friend in the level's hallway would come
  by this same judgement (so a refused request is not asked again and again); come to help when the
  odds with it are good and it is not too weak to stand the foe's attack (the weak stay out of the
  boss's room).
"""

from __future__ import annotations

from tabletop.ai import corp_bot_kit as K
from tabletop.ai import corp_odds as O
from tabletop.ai import corp_odds_cost as OC
from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import actions as A
from tabletop.games.corp.state import State

DANGER = 0.25  # the chance the next attack kills it above which a kit is used at once
DEATH = 6.0  # what a death costs beyond the life it takes (in life)
# At the boss a lost fight is not one death: the boss keeps its damage, the party must still slay it with
# one fighter fewer, and slaying it wins the game for everyone (NC-BOSS-01); the life a won fight costs no
# longer matters. So there the chance to win outweighs the life spent: the party goes in together.
BOSS_DEATH = 60.0
ABANDONED_ODDS = 0.65  # odds at which it goes into a room to finish an abandoned monster
ESCAPE = 1.5  # what leaving a monster behind costs (the room stays guarded, no loot), in life
ASK = 0.5  # what calling friends in costs (their turns spent walking back out), in life
JOIN = 0.3  # what coming in costs a helper, in life
BREAK = 1.0  # what losing a weapon costs, in life
HELP_DANGER = 0.35  # a helper's chance to fall within two attacks above which it stays out
WEAK_AT_BOSS = 0.4  # at the boss: a chance to die to one attack above which it keeps out
MAX_TEAM_HANDS = 4  # the party's attack weighed with at most this many rolls (the chain stays small)
MAX_POOL = 24  # the party's life weighed up to this much (more changes no choice, and the chain stays small)
# The boss is fought once, by the party together: there every fighter's roll and all their life are weighed
# (with the caps above a party of four looked no stronger than two, and a lone fighter never called it in).
BOSS_TEAM_HANDS = 8
BOSS_POOL = O.MAX_LIFE
SHORTLIST = 3  # attacks weighed whole, the best by mean damage
TIE_PLACES = 9  # a cost's decimal places: closer costs are a tie (their difference is the odds' rounding)
STALEMATE = 40  # monster attacks in one fight after which it only attacks (a fight nobody can win or leave)
PRUNE = True  # skip weighing an option that cannot be chosen (False: weigh all, as the tests compare)
# A floor (corp_odds_cost.outlook_cost_over) must pass the best cost by this much before an option is
# left unweighed: far above the floats' rounding (1e-13) and the costs' (TIE_PLACES).
FLOOR_MARGIN = 1e-6


def foes_here(st: State, cards: CorpCards, seat: int) -> list[K.FoeInfo]:
    """The living monsters of the fight in hand."""
    fight = st.fight
    if fight is None:
        return []
    area = st.areas.get(fight.area)
    if area is None:
        return []
    return [K.foe_info(st, cards, seat, f, fight.level) for f in area.foes]


def target_of(st: State, foe_card: str) -> int:
    """The seat a monster attacks: the last who injured it, else the last to enter (NC-RESP-16)."""
    fight = st.fight
    area = st.areas.get(fight.area) if fight is not None else None
    if area is not None:
        for f in area.foes:
            if f.card == foe_card and f.last_hit_by is not None:
                return f.last_hit_by
    return fight.last_entered if fight is not None else -1


def threat(st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo]) -> tuple[int, int]:
    """(Menace, bonus) of the attacks aimed at the seat next (several monsters attack at once, NC-CONTAG-16)."""
    menace = bonus = 0
    for f in foes:
        if target_of(st, f.card) == seat or len(foes) == 1:
            menace += f.menace
            bonus = max(bonus, f.bonus)
    return menace, bonus


def danger(st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo]) -> float:
    """The chance the next monster attack kills the seat."""
    menace, bonus = threat(st, cards, seat, foes)
    if menace <= 0:
        return 0.0
    return O.p_monster_kills(menace, st.players[seat].life, bonus, K.armor(st, cards, seat))


def best_kit_hands(st: State, cards: CorpCards, seat: int, foe: K.FoeInfo | None) -> tuple[O.Hand, ...]:
    """A fighter's best attack with what it carries (how the bot pictures its friends' attacks); worked
    out once per kit and what of the foe its rolls read (its type, ranged-proofing and hardness)."""
    p = st.players[seat]
    key = (K.kit_key(p), None if foe is None else (foe.type, foe.ranged_proof, foe.hardness))
    memo = K.kit_memo(cards).best
    got = memo.get(key)
    if got is None:
        if len(memo) >= K.MAX_KITS:
            memo.clear()
        got = memo[key] = _best_kit_hands(st, cards, seat, foe)
    return got


def _best_kit_hands(st: State, cards: CorpCards, seat: int, foe: K.FoeInfo | None) -> tuple[O.Hand, ...]:
    weapons = list(st.players[seat].weapons)
    best: tuple[O.Hand, ...] = ((1, 0, True),)
    best_mean = -1.0
    hardness = foe.hardness if foe is not None else 0
    for hands, one, all_in in K.combos(cards, weapons):
        h = K.hands_of(st, cards, seat, hands, one, all_in, foe=foe)
        m = O.attack_mean(h, hardness)
        if m > best_mean:
            best, best_mean = h, m
    return best


def _foe_for(foes: list[K.FoeInfo], target: str) -> K.FoeInfo | None:
    if not foes:
        return None
    for f in foes:
        if f.card == target:
            return f
    return foes[0]


def _boost(st: State, seat: int) -> int:
    return st.fight.boosts.get(str(seat), 0) if st.fight is not None else 0


def cost(win: float, loss: float) -> float:
    """What a way through a fight costs the party, in life: the life it takes, a death more; to the
    nearest billionth (TIE_PLACES), so ways that cost the same (the same fight, a fist added that never
    matters) are tied whatever order the odds' sums were taken in, and the first listed is chosen."""
    return round(loss + DEATH * (1.0 - win), TIE_PLACES)


def _pool(st: State, cards: CorpCards, seat: int, allies: list[int], foe: K.FoeInfo | None) -> tuple[int, list]:
    """The life and the rolls of the seat's allies in the fight (the party weighed as one pool): the rolls
    that can hurt the foe (a fist on a hard monster cannot), the best first when there are more than the
    chain weighs (_limits)."""
    life = 0
    hands: list = []
    hard = foe.hardness if foe is not None else 0
    for s in allies:
        life += st.players[s].life
        for h in best_kit_hands(st, cards, s, foe):
            if O.attack_mean((h,), hard) > 0:
                hands.append(h)
    limit = _limits([foe] if foe is not None else [])[0]
    if len(hands) > limit:
        hands = sorted(hands, key=lambda h: -O.attack_mean((h,), hard))[:limit]  # stable: ties keep seat order
    return life, hands


def _limits(foes: list[K.FoeInfo]) -> tuple[int, int]:
    """(rolls, life) of the party weighed in a fight: MAX_TEAM_HANDS and MAX_POOL, more at the boss."""
    for f in foes:
        if f.boss:
            return BOSS_TEAM_HANDS, BOSS_POOL
    return MAX_TEAM_HANDS, MAX_POOL


def _outlook(
    st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo], hands, life: int, foe_first: bool = False
) -> tuple[float, float]:
    """(win, life lost) of the fight in hand with these rolls every round (the foes as one, their
    regeneration taken off each round's damage)."""
    if not foes:
        return 1.0, 0.0
    left, menace, bonus, hardness, regen = _as_one(foes)
    most_hands, most_life = _limits(foes)
    team = tuple(hands[:most_hands])
    life = min(life, most_life)
    return O.outlook(life, left, menace, team, hardness, bonus, K.armor(st, cards, seat), foe_first, regen)


def fight_cost(
    st: State,
    cards: CorpCards,
    seat: int,
    foes: list[K.FoeInfo],
    hands,
    life: int,
    foe_first: bool = False,
    over: float | None = None,
) -> float:
    """cost(*_outlook(...)) with the same arguments, solved as one sum (tabletop/ai/corp_odds_cost.py):
    what the fight in hand is expected to cost the party, rounded as cost rounds. `over`: the cost is
    wanted only when it is no more than this; when it surely is more (PRUNE), a number above `over` in
    its place, with no chain solved (corp_odds_cost.outlook_cost_over)."""
    if not foes:
        return 0.0
    left, menace, bonus, hardness, regen = _as_one(foes)
    most_hands, most_life = _limits(foes)
    team = tuple(sorted(hands[:most_hands]))  # outlook_cost weighs them sorted: one memo entry
    life = min(life, most_life)
    armor = K.armor(st, cards, seat)
    death = death_weight(foes)
    if over is not None and PRUNE:
        # a floor must pass `over` by FLOOR_MARGIN: the floats' rounding and the cost's are far less
        c = OC.outlook_cost_over(
            over + FLOOR_MARGIN, life, left, menace, team, hardness, bonus, armor, foe_first, regen, death
        )
        return round(c, TIE_PLACES) if c <= over + FLOOR_MARGIN else c
    return round(OC.outlook_cost(life, left, menace, team, hardness, bonus, armor, foe_first, regen, death), TIE_PLACES)


def death_weight(foes: list[K.FoeInfo]) -> float:
    """What losing the fight costs beyond the life it takes: DEATH, or BOSS_DEATH against the boss."""
    for f in foes:
        if f.boss:
            return BOSS_DEATH
    return DEATH


def damage_expected(foes: list[K.FoeInfo], hands) -> float:
    """What one round of `hands` is expected to take off the foes as the fight's chain weighs it: less
    their hardness (NC-ABIL-06) and less what they regenerate before each of their attacks. 0: the rolls
    can never end the fight (a Letter Opener's two dice on a hard monster that heals 1 a round)."""
    if not foes:
        return 0.0
    _left, _menace, _bonus, hardness, regen = _as_one(foes)
    mine = O.attack_float(tuple(sorted(hands)), hardness)
    if regen:
        mine = O._less_each(mine, regen)
    return sum(d * q for d, _s, q in mine)


def enter_verdict(st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo]) -> tuple[bool, float]:
    """Whether the seat goes into a room to fight these abandoned foes, and its chance to win there (it
    strikes first, NC-ABAN-03), read off the fight's own chain of rounds (the one respond's costs and the
    log's odds read: hardness and the regeneration before every foe attack weighed each round). Its best
    rolls must take something off them (damage_expected > 0: otherwise a visit only feeds the foe's
    healing, and going in again and again stalls the game) and the fight must be likely won
    (ABANDONED_ODDS). A visit may still end in an escape (respond weighs the life it would cost), but the
    foe keeps the damage it took (NC-ABAN-02): each visit brings it nearer its end."""
    if not foes:
        return False, 0.0
    hands = list(best_kit_hands(st, cards, seat, foes[0]))
    if damage_expected(foes, hands) <= 0:
        return False, 0.0
    win, _loss = _outlook(st, cards, seat, foes, hands, st.players[seat].life)
    return win >= ABANDONED_ODDS, win


_AS_ONE: dict[tuple, tuple[int, int, int, int, int]] = {}  # foes (frozen FoeInfo, a pure function of them)


def _as_one(foes: list[K.FoeInfo]) -> tuple[int, int, int, int, int]:
    """The foes weighed as one: (life left, Menace, bonus, hardness, regeneration), added and maxed."""
    if len(foes) == 1:  # most fights: no sums, no key to hash
        f = foes[0]
        return f.left, f.menace, f.bonus, f.hardness, f.heals
    key = tuple(foes)
    got = _AS_ONE.get(key)
    if got is None:
        if len(_AS_ONE) >= K.MAX_KITS:
            _AS_ONE.clear()
        got = _AS_ONE[key] = (
            sum(f.left for f in foes),
            sum(f.menace for f in foes),
            max(f.bonus for f in foes),
            max(f.hardness for f in foes),
            max(f.heals for f in foes),
        )
    return got


def attack_cost(
    st: State,
    cards: CorpCards,
    seat: int,
    a: A.Attack,
    foes: list[K.FoeInfo],
    allies: list[int] = (),  # type: ignore[assignment]
    hands: tuple[O.Hand, ...] | None = None,
    over: float | None = None,
) -> float:
    """What answering with this attack (and the same every round after) is expected to cost, with the
    allies in the fight attacking too; a weapon that may break costs a little more. `hands`: the
    attack's rolls when the caller has them already (K.hands_of of the attack). `over`: see fight_cost
    (a number above it when the cost surely is)."""
    foe = _foe_for(foes, a.target)
    if hands is None:
        hands = K.hands_of(st, cards, seat, a.hands, a.one_handed, a.all_in, foe, _boost(st, seat))
    if a.target.startswith("seat:"):  # an infected fight: the other character's life (NC-CONTAG-18)
        other = int(a.target[5:])
        left = st.players[other].life if 0 <= other < len(st.players) else 1
        return round(OC.outlook_cost(st.players[seat].life, left, 2, hands, 0, 0, 0, False, 0, DEATH), TIE_PLACES)
    more_life, more_hands = _pool(st, cards, seat, allies, foe)
    # A weapon lost to all skulls (NC-RESP-10), or broken by its all-in: added to the fight's cost one by
    # one (that order: the same floats), known first so that the fight's cost is wanted only below the rest.
    broken = [
        BREAK * (1.0 if name == a.all_in and _breaks(st, cards, seat, name) else O.p_all_skulls_float(n))
        for name, (n, _b, fist) in zip(a.hands, hands, strict=False)
        if not fist
    ]
    life = st.players[seat].life + more_life
    c = fight_cost(
        st, cards, seat, foes, list(hands) + more_hands, life, over=None if over is None else over - sum(broken)
    )
    for b in broken:
        c += b
    return c


def _breaks(st: State, cards: CorpCards, seat: int, weapon: str) -> bool:
    return any(h.card == weapon and K.arm_of(cards, h.card).breaks for h in st.players[seat].weapons)


def best_attack(st: State, cards: CorpCards, seat: int, attacks: list, foes: list[K.FoeInfo], allies=()):
    """The legal attack expected to cost least (ties: the first listed). The same hands in the other
    order cost the same and are weighed once."""
    return min(_costed(st, cards, seat, attacks, foes, list(allies)), key=lambda ac: ac[1], default=(None, 0.0))[0]


def _costed(st: State, cards: CorpCards, seat: int, attacks: list, foes: list[K.FoeInfo], allies: list[int]):
    """The attacks worth weighing whole, with their costs: the same hands in another order once, and of
    the rest the SHORTLIST with the most mean damage less fists' risk (the whole weighing is a chain of
    rounds per attack: the few best by the mean are the ones it could choose)."""
    best = None
    for a, hands in shortlist(st, cards, seat, attacks, foes):
        c = attack_cost(st, cards, seat, a, foes, allies, hands, best)
        if best is not None and c > best:
            # never the cheapest (a tie goes to the first listed); with PRUNE its chain may not have been
            # solved, c only a number above the best (issue 23's speed; the tests weigh all and compare)
            continue
        best = c
        yield a, c


def shortlist(st: State, cards: CorpCards, seat: int, attacks: list, foes: list[K.FoeInfo]) -> list:
    """_costed's SHORTLIST of (attack, its hands), worked out once per all that it reads: the seat's kit
    (K.kit_key), its boost, the foes' cards and what of them the hands read, and the attacks offered."""
    boost = _boost(st, seat)
    key = (
        K.kit_key(st.players[seat]),
        boost,
        tuple([(f.card, f.type, f.ranged_proof, f.hardness) for f in foes]),
        tuple(attacks),
    )
    memo = K.kit_memo(cards).shortlists
    got = memo.get(key)
    if got is None:
        if len(memo) >= K.MAX_KITS:
            memo.clear()
        got = memo[key] = _shortlist(st, cards, seat, attacks, foes, boost)
    return got


def _shortlist(st: State, cards: CorpCards, seat: int, attacks: list, foes: list[K.FoeInfo], boost: int) -> list:
    seen = set()
    quick: list[tuple[float, int, A.Attack, tuple[O.Hand, ...]]] = []
    for a in attacks:
        key = (tuple(sorted(a.hands)), a.one_handed, a.all_in, a.target)
        if key in seen:
            continue
        seen.add(key)
        foe = _foe_for(foes, a.target)
        hands = K.hands_of(st, cards, seat, a.hands, a.one_handed, a.all_in, foe, boost)
        hard = foe.hardness if foe is not None else 0
        quick.append((O.attack_mean(hands, hard) - 0.5 * O.attack_self_harm(hands), len(quick), a, hands))
    quick.sort(key=lambda t: (-t[0], t[1]))
    return [(a, hands) for _m, _i, a, hands in quick[:SHORTLIST]]


def would_help(st: State, cards: CorpCards, helper: int, asker: int) -> bool:
    """Whether `helper` comes into `asker`'s fight: the party is expected to lose less life with it
    than without, and it is not too weak to stand the foe's attacks (at the boss: not likely to fall
    to one, NC-FAQ-11)."""
    return help_verdict(st, cards, helper, asker)[0]


def help_verdict(st: State, cards: CorpCards, helper: int, asker: int) -> tuple[bool, str]:
    """`would_help`, with the words of what decided it (the reason the log gives for staying out)."""
    if not 0 <= asker < len(st.players):
        return False, "stays out of the fight"
    if (st.players[helper].infected is None) != (st.players[asker].infected is None):
        return False, "stays out: only the infected help the infected"  # NC-CONTAG-04, NC-CONTAG-10
    p = st.players[helper]
    if p.life <= 1:
        return False, "stays out: 1 life left"
    if st.fight is not None and st.fight.infected:
        # an infected fight: one side's characters against the other's (NC-CONTAG-18)
        return (True, "") if p.life > 2 else (False, f"stays out: {p.life} life is too little for that fight")
    foes = foes_here(st, cards, helper)
    if not foes:
        return False, "stays out of the fight"
    if damage_expected(foes, best_kit_hands(st, cards, helper, foes[0])) <= 0:
        # never into a fight its rolls cannot hurt (hardness, regeneration): it would only be a target
        return False, "stays out: its attacks cannot hurt it"
    menace = sum(f.menace for f in foes)
    bonus = max(f.bonus for f in foes)
    armor = K.armor(st, cards, helper)
    if any(f.boss for f in foes):
        kills = O.p_monster_kills(menace, p.life, bonus, armor)
        if kills <= WEAK_AT_BOSS:
            return True, ""
        return False, f"stays out: with {p.life} life one attack of the boss could kill it ({kills:.0%})"
    # Outside the boss's room a helper stands two of its attacks, or it stays out.
    kills = O.p_monster_kills(2 * menace, p.life, bonus, 2 * armor)
    if kills > HELP_DANGER:
        return False, f"stays out: with {p.life} life two attacks could kill it ({kills:.0%})"
    fighters = [s for s in (st.fight.fighters if st.fight else []) if s != helper and st.players[s].alive]
    life, hands = _pool(st, cards, helper, fighters, foes[0])
    mine = list(best_kit_hands(st, cards, helper, foes[0]))
    without = fight_cost(st, cards, helper, foes, hands, life, foe_first=True)
    # wanted only when it could cost JOIN less than without (else some number above that)
    with_me = fight_cost(st, cards, helper, foes, mine + hands, life + p.life, over=without - JOIN)
    if with_me + JOIN < without:
        return True, ""
    return False, "stays out: the fight goes as well without it"


def shoot(st: State, cards: CorpCards, seat: int, by: dict):
    """Step 2: the ranged shot with the most expected damage, or Pass when none hurts."""
    foes = foes_here(st, cards, seat)
    best, best_mean = None, 0.0
    for a in by.get(A.Shoot, []):
        foe = _foe_for(foes, a.target)
        hands = K.hands_of(st, cards, seat, a.weapons, foe=foe, boost=_boost(st, seat))
        m = O.attack_mean(hands, foe.hardness if foe else 0)
        if m > best_mean:
            best, best_mean = a, m
    if best is not None:
        return best
    passes = by.get(A.Pass, [])
    return passes[0] if passes else None


def _items(cards: CorpCards, uses: list, kind: str) -> list:
    return [u for u in uses if any(e.kind == kind for e in cards.plot(u.card).effects)]


def respond(st: State, cards: CorpCards, seat: int, by: dict):
    """Step 4 (NC-RESP-01): attack, escape or ask for help, whichever is expected to cost the party
    least life (tabletop/ai/corp_odds_cost.outlook_cost); a kit or an item first where it pays."""
    foes = foes_here(st, cards, seat)
    me = st.players[seat]
    uses = by.get(A.UseItem, [])
    attacks = by.get(A.Attack, [])
    allies = [s for s in (st.fight.fighters if st.fight else []) if s != seat and st.players[s].alive]
    costed = list(_costed(st, cards, seat, attacks, foes, allies))
    attack, attack_c = min(costed, key=lambda ac: ac[1]) if costed else (None, float("inf"))
    risk = danger(st, cards, seat, foes)
    # A kit now, when the next attack could kill and it helps (NC-PLOT-04).
    if risk > DANGER:
        for u in _items(cards, uses, "heal"):
            if u.target in (-1, seat):
                return u
    options: list[tuple[float, object]] = []
    if attack is not None:
        options.append((attack_c, attack))
        if st.fight is not None and st.fight.rounds >= STALEMATE:
            # Nothing changes round after round (no hit either way, no escape that can succeed): strike
            # on; and if that changes nothing either, with fists, whose skulls end it one way or another.
            if st.fight.rounds >= 2 * STALEMATE:
                return max(attacks, key=lambda a: (a.hands.count(A.FIST), -attacks.index(a)))
            return attack
    escapes = by.get(A.Escape, [])
    if escapes and foes:
        auto = [u for u in _items(cards, uses, "auto_escape") if u.target in (-1, seat)]
        if auto:
            options.append((ESCAPE, auto[0]))
        # An escape that costs no less than the attack is never chosen (a tie goes to the attack, listed
        # first): weighed whole only when its least possible cost is below the attack's.
        elif O.p_escape_float(K.escape_bonus(st, cards, seat, foes[0], foe_level(st))) > 0 and (
            not PRUNE or attack is None or escape_floor(st, cards, seat, foes) < attack_c
        ):
            options.append((escape_cost(st, cards, seat, foes, attack), escapes[0]))
    asks = by.get(A.AskHelp, [])
    # Asking costs ASK at least (cost is never below 0): with an option as cheap already, it is never
    # chosen (a tie goes to the first listed), and the helpers' weighing is skipped.
    if asks and foes and not (PRUNE and options and min(c for c, _o in options) <= ASK):
        level = st.fight.level if st.fight else me.level
        helpers = [h for h in K.hallway_helpers(st, seat, level) if would_help(st, cards, h, seat)]
        if helpers:
            life, hands = _pool(st, cards, seat, allies + helpers, foes[0])
            mine = list(best_kit_hands(st, cards, seat, foes[0]))
            options.append((fight_cost(st, cards, seat, foes, hands + mine, life + me.life) + ASK, asks[0]))
    if not options:
        return escapes[0] if escapes else (asks[0] if asks else None)
    best = min(options, key=lambda o: o[0])[1]
    if best is attack and attack is not None:
        boosts = [u for u in _items(cards, uses, "extra_dice") if u.target in (-1, seat)]
        if boosts and not _boost(st, seat) and risk > DANGER / 2:
            return boosts[0]
    return best


def escape_floor(st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo]) -> float:
    """The least an escape can cost (escape_cost with every fight after a failed one costing 0), summed
    in escape_cost's order so that it is never above it in floats: cheap, no chain solved."""
    return _escape_sum(st, cards, seat, foes, lambda _left: 0.0)


def escape_cost(st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo], attack) -> float:
    """Trying to escape (NC-RESP-02): away on 4-6 (leaving the monster costs ESCAPE); else the monster
    attacks again and the seat answers with its attack."""
    hands = (
        K.hands_of(st, cards, seat, attack.hands, attack.one_handed, attack.all_in, _foe_for(foes, attack.target))
        if attack is not None
        else ((1, 0, True),)
    )
    return _escape_sum(st, cards, seat, foes, lambda left: fight_cost(st, cards, seat, foes, list(hands), left))


def _escape_sum(st: State, cards: CorpCards, seat: int, foes: list[K.FoeInfo], later) -> float:
    """An escape's cost: ESCAPE on a success; on a failure the foe's attack, then `later(life left)`, the
    fight from there (0 for escape_floor: taken + 0.0 is taken, so the floor is summed as the cost is)."""
    me = st.players[seat]
    p = O.p_escape_float(K.escape_bonus(st, cards, seat, foes[0], foe_level(st)))
    menace, bonus = threat(st, cards, seat, foes)
    failed = 0.0
    for taken, q in enumerate(O.monster_float(menace, bonus, K.armor(st, cards, seat))):
        if not q:
            continue
        if taken >= me.life:
            failed += q * (me.life + death_weight(foes))
        else:
            failed += q * (taken + later(me.life - taken))
    return p * ESCAPE + (1.0 - p) * failed


def foe_level(st: State) -> int:
    return st.fight.level if st.fight is not None else 1
