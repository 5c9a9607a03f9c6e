"""The NecronomiCORP bot in a fight: which ranged shot, which attack, when to escape, ask for help or come
and help, from the dice odds (tabletop/ai/corp_odds.py) of what its view shows.

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
from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import actions as A
from tabletop.games.corp.state import State

DANGER = 0.25  # the chance the next attack kills it above which it thinks of leaving
WINNABLE = 0.6  # fight odds at which it stays in
ASK_BELOW = 0.8  # its odds alone under which it asks for help
HELP_DANGER = 0.35  # a helper's chance to be killed by one attack above which it stays out
WEAK_AT_BOSS = 0.4  # at the boss: a chance to die to one attack above which it keeps out
KILL_WEIGHT = 1.5
MAX_TEAM_HANDS = 4  # the party's attack weighed with at most this many rolls (the chain stays small)


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
    """A fighter's best attack with what it carries (how the bot pictures its friends' attacks)."""
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


def attack_score(st: State, cards: CorpCards, seat: int, a: A.Attack, foes: list[K.FoeInfo]) -> float:
    """What an attack is worth: damage that counts, a kill, less what it may cost its attacker."""
    foe = _foe_for(foes, a.target)
    hardness = foe.hardness if foe is not None else 0
    left = foe.left if foe is not None else 1
    if a.target.startswith("seat:"):  # an infected fight: the other character's life (NC-CONTAG-18)
        other = int(a.target[5:])
        left = st.players[other].life if 0 <= other < len(st.players) else 1
        foe, hardness = None, 0
    hands = K.hands_of(st, cards, seat, a.hands, a.one_handed, a.all_in, foe, _boost(st, seat))
    life = st.players[seat].life
    score = 0.0
    for dealt, hurt, q in O.attack_float(hands, hardness):
        score += q * min(dealt, left)
        if dealt >= left > 0:
            score += q * KILL_WEIGHT
        if hurt:
            score -= q * (hurt * (3.0 if hurt >= life else 0.5))
    # A weapon lost to all skulls (NC-RESP-10), or broken by its all-in, costs what it adds.
    for name, (n, _b, fist) in zip(a.hands, hands, strict=False):
        if fist:
            continue
        loss = O.p_all_skulls_float(n)
        if name == a.all_in and _breaks(st, cards, seat, name):
            loss = 1.0
        score -= loss * 0.8
    return score


def _breaks(st: State, cards: CorpCards, seat: int, weapon: str) -> bool:
    return any(h.card == weapon and K.arm_of(cards, h.card).breaks for h in st.players[seat].weapons)


def best_attack(st: State, cards: CorpCards, seat: int, attacks: list, foes: list[K.FoeInfo]):
    """The legal attack with the best score (ties: the first listed). The same hands in the other
    order score the same and are weighed once."""
    best, best_score = None, float("-inf")
    seen = set()
    for a in attacks:
        key = (tuple(sorted(a.hands)), a.one_handed, a.all_in, a.target)
        if key in seen:
            continue
        seen.add(key)
        s = attack_score(st, cards, seat, a, foes)
        if s > best_score:
            best, best_score = a, s
    return best


def win_odds(
    st: State,
    cards: CorpCards,
    seat: int,
    foes: list[K.FoeInfo],
    hands: tuple[O.Hand, ...],
    allies: list[int] = (),  # type: ignore[assignment]
    foe_first: bool = False,
) -> float:
    """The chance the fight is won with the seat attacking with `hands` (and its allies their best)
    every round; the foes weighed as one: their lives and Menace added."""
    if not foes:
        return 1.0
    left = sum(f.left for f in foes)
    menace = sum(f.menace for f in foes)
    bonus = max(f.bonus for f in foes)
    hardness = max(f.hardness for f in foes)
    team = list(hands)
    life = st.players[seat].life
    for s in allies:
        if len(team) >= MAX_TEAM_HANDS:
            break
        team.extend(best_kit_hands(st, cards, s, foes[0])[: MAX_TEAM_HANDS - len(team)])
        life += st.players[s].life
    # Regeneration: weighed as that much more life to take each round, roughly one round's worth.
    left += max(f.heals for f in foes)
    return O.p_win_fight(life, left, menace, tuple(team), hardness, bonus, K.armor(st, cards, seat), foe_first)


def would_help(st: State, cards: CorpCards, helper: int, asker: int) -> bool:
    """Whether `helper` comes into `asker`'s fight: the odds with it are good and it is not too weak."""
    if not 0 <= asker < len(st.players):
        return False
    if (st.players[helper].infected is None) != (st.players[asker].infected is None):
        return False  # the infected help only the infected (NC-CONTAG-04, NC-CONTAG-10)
    p = st.players[helper]
    if p.life <= 1:
        return False
    if st.fight is not None and st.fight.infected:
        return p.life > 2  # an infected fight: one side's characters against the other's (NC-CONTAG-18)
    foes = foes_here(st, cards, helper)
    if not foes:
        return False
    menace = sum(f.menace for f in foes)
    bonus = max(f.bonus for f in foes)
    die = O.p_monster_kills(menace, p.life, bonus, K.armor(st, cards, helper))
    if any(f.boss for f in foes):
        return die <= WEAK_AT_BOSS
    # Outside the boss's room a helper stands two of its attacks before it may leave again.
    if die > HELP_DANGER or O.p_monster_kills(2 * menace, p.life, bonus, 2 * K.armor(st, cards, helper)) > HELP_DANGER:
        return False
    fighters = [s for s in (st.fight.fighters if st.fight else []) if s != helper]
    mine = best_kit_hands(st, cards, helper, foes[0])
    return win_odds(st, cards, helper, foes, mine, fighters) >= 0.5


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
    """Step 4 (NC-RESP-01): attack, escape or ask for help; a kit or an item first where it pays."""
    foes = foes_here(st, cards, seat)
    me = st.players[seat]
    uses = by.get(A.UseItem, [])
    attacks = by.get(A.Attack, [])
    attack = best_attack(st, cards, seat, attacks, foes) if attacks else None
    foe = _foe_for(foes, attack.target) if attack is not None else (foes[0] if foes else None)
    hands = (
        K.hands_of(st, cards, seat, attack.hands, attack.one_handed, attack.all_in, foe, _boost(st, seat))
        if attack is not None
        else ((1, 0, True),)
    )
    allies = [s for s in (st.fight.fighters if st.fight else []) if s != seat and st.players[s].alive]
    odds = win_odds(st, cards, seat, foes, hands, allies)
    risk = danger(st, cards, seat, foes)
    # A kit now, when the next attack could kill and it helps (NC-PLOT-04).
    if risk > DANGER:
        for u in _items(cards, uses, "heal"):
            if u.target in (-1, seat):
                return u
    escapes = by.get(A.Escape, [])
    if escapes and risk > DANGER and odds < WINNABLE:
        auto = [u for u in _items(cards, uses, "auto_escape") if u.target in (-1, seat)]
        if auto:
            return auto[0]
        return escapes[0]
    asks = by.get(A.AskHelp, [])
    if asks and odds < ASK_BELOW and foes:
        level = st.fight.level if st.fight else me.level
        helpers = [h for h in K.hallway_helpers(st, seat, level) if would_help(st, cards, h, seat)]
        if helpers:
            return asks[0]
    if attack is not None:
        boosts = [u for u in _items(cards, uses, "extra_dice") if u.target in (-1, seat)]
        if boosts and odds < WINNABLE and not _boost(st, seat):
            return boosts[0]
        return attack
    if escapes:
        return escapes[0]
    if asks:
        return asks[0]
    return None
