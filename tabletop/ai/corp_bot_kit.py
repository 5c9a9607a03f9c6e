"""What the NecronomiCORP bot reads off its view: friends, lives, the foes of a fight and the dice
each hand of an attack rolls (tabletop/ai/corp_odds.py turns those into odds).

A hand is (dice, bonus, fist) as corp_odds takes it. The dice follow the cards (NC-RESP-07, NC-PLOT):
one base die plus the weapon's dice (none once its charges are spent, NC-PLOT-12), never fewer than
the base die (NC-ABIL-10); +dice of a weapon's VS against the foe's type (NC-ABIL-09, Pony Bovarsim
makes every foe a pony, NC-FAQ-04); an all-in weapon rolls exactly its own number (NC-FAQ-08);
bonuses from lucky items, drawbacks from traumas, a one-handed two-hander's drawback (NC-PLOT-09).
Nothing here reads what the seat may not see: only the view it is handed.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ai.corp_odds import Hand, attack_mean, attack_self_harm
from tabletop.content.corp.records import CorpCards, Effect, Plot, card_of
from tabletop.games.corp import effects as E
from tabletop.games.corp.actions import FIST
from tabletop.games.corp.state import BOSS_ROOM, TOP, Character, Held, State


def cards_of(game) -> CorpCards:
    """The cards the game is played with (the CorpGame holds them, content.py)."""
    return game.cards


class _Memo:
    """What the cards mean to the bot, worked out once a game's cards: kept on the cards object
    (content is kept on the content object, never in a module-level cache)."""

    MAX_MODS = 4096  # characters x traumas x items seen: cleared when it grows past this

    def __init__(self) -> None:
        self.mods: dict[tuple, Mods] = {}
        self.arms: dict[str, Arm] = {}
        # What a kit is worth and its best hands against a kind of foe, by what they are worked out from
        # (kit_key): the same few kits are weighed thousands of times a game.
        self.worth: dict[tuple, float] = {}
        self.best: dict[tuple, tuple] = {}
        self.foes: dict[tuple, FoeInfo] = {}
        self.shortlists: dict[tuple, list] = {}  # a fight's attacks worth weighing whole (corp_bot_fight)
        self.doors: dict[tuple, float] = {}  # a new door's first-attack danger (corp_bot_doors)


MAX_KITS = 16384  # kits (and foes) weighed, kept per memo: cleared when one grows past this


def _memo(cards: CorpCards) -> _Memo:
    got = cards.__dict__.get("_corp_bot_memo")
    if got is None:
        got = cards.__dict__["_corp_bot_memo"] = _Memo()
    return got


kit_memo = _memo  # for the fight's own memo of best hands (corp_bot_fight)


@dataclass(frozen=True)
class Mods:
    """What acts on one character (tabletop/games/corp/effects.py's on_character), summed once."""

    effects: tuple[Effect, ...]
    life: int  # its printed life less "frail" (NC-FAQ-01)
    more: int  # dice on each attack roll (-fewer_dice)
    bonus: int  # on each attack die (lucky - drawback)
    fist: int  # fist_dice
    ranged: int  # ranged_bonus
    armor: int
    escape: int  # escape_bonus
    pony: bool  # Pony Bovarsim (NC-FAQ-04)


def kit_key(p: Character, weapons: list[Held] | None = None) -> tuple:
    """All that a character's attack rolls are worked out from (mods reads the character, its traumas
    and its items; hands_of its weapons and their charges): equal keys, equal rolls."""
    held = p.weapons if weapons is None else weapons
    return (p.character, tuple(p.traumas), tuple(p.items), tuple([(h.card, h.charges) for h in held]))


def _room(memo: dict, limit: int) -> dict:
    if len(memo) >= limit:
        memo.clear()
    return memo


def mods(st: State, cards: CorpCards, seat: int) -> Mods:
    """The effects acting on a seat's character, looked up once per character, traumas and items
    (all that on_character reads)."""
    p = st.players[seat]
    key = (p.character, tuple(p.traumas), tuple(p.items))
    memo = (cards.__dict__.get("_corp_bot_memo") or _memo(cards)).mods  # asked very often: no call when made
    got = memo.get(key)
    if got is None:
        if len(memo) >= _Memo.MAX_MODS:
            memo.clear()
        mine = E.on_character(st, cards, seat)
        got = memo[key] = Mods(
            effects=tuple(mine),
            life=cards.characters[p.character].life - E.total(mine, "frail"),
            more=-E.total(mine, "fewer_dice", "dice"),
            bonus=E.total(mine, "lucky") - E.total(mine, "drawback"),
            fist=E.total(mine, "fist_dice", "dice"),
            ranged=E.total(mine, "ranged_bonus"),
            armor=E.total(mine, "armor"),
            escape=E.total(mine, "escape_bonus"),
            pony=E.has(mine, "pony"),
        )
    return got


@dataclass(frozen=True)
class Arm:
    """A weapon card as an attack roll reads it (NC-PLOT-10..15)."""

    dice: int
    hands: int
    ranged: bool
    uses: int
    bonus: int  # weapon_bonus
    one_handed_drawback: int  # 0: not usable one-handed unless it is one-handed
    all_in: int  # its all-in dice, 0 without one (NC-FAQ-08)
    breaks: bool  # the all-in breaks it
    vs: tuple[tuple[str, int], ...]  # (monster type, dice) (NC-ABIL-09)


def arm_of(cards: CorpCards, card: str) -> Arm:
    memo = _memo(cards).arms
    got = memo.get(card)
    if got is None:
        plot = cards.plot(card)
        fx = plot.effects
        all_in = [e for e in fx if e.kind == "all_in"]
        got = memo[card] = Arm(
            dice=plot.dice,
            hands=plot.hands,
            ranged=plot.range == "ranged",
            uses=plot.uses,
            bonus=E.total(fx, "weapon_bonus"),
            one_handed_drawback=E.total(fx, "one_handed_drawback") if E.has(fx, "one_handed_drawback") else 0,
            all_in=max((e.dice for e in all_in), default=0),
            breaks=any(e.breaks for e in all_in),
            vs=tuple((e.type, e.dice) for e in fx if e.kind == "vs"),
        )
    return got


def max_life(st: State, cards: CorpCards, seat: int) -> int:
    """A character's printed life, less a trauma's "frail" (NC-FAQ-01)."""
    return mods(st, cards, seat).life


def in_party(st: State, seat: int) -> bool:
    """Alive and on the party's side (not infected, NC-CONTAG-04)."""
    p = st.players[seat]
    return p.alive and p.infected is None


def same_side(st: State, a: int, b: int) -> bool:
    """Friends: both infected or both not, and the same team in the teams variant (NC-TEAM)."""
    pa, pb = st.players[a], st.players[b]
    if (pa.infected is None) != (pb.infected is None):
        return False
    return not st.teams or pa.team == pb.team


def friends_in_area(st: State, seat: int) -> list[int]:
    """Living friends standing in the seat's area, in seat order."""
    here = st.players[seat].area()
    return [
        s for s, p in enumerate(st.players) if s != seat and p.alive and p.area() == here and same_side(st, seat, s)
    ]


def hallway_helpers(st: State, seat: int, level: int) -> list[int]:
    """Who may come and help the seat on `level` (NC-RESP-14): the living in that level's hallway, not
    already fighting; for an infected character, the infected anywhere on the level (NC-CONTAG-10)."""
    fighting = st.fight.fighters if st.fight is not None else []
    infected = st.players[seat].infected is not None
    out = []
    for s, p in enumerate(st.players):
        if s == seat or not p.alive or s in fighting or p.level != level:
            continue
        if infected:
            if p.infected is not None:
                out.append(s)
        elif p.infected is None and p.room is None:
            out.append(s)
    return out


@dataclass(frozen=True)
class FoeInfo:
    """A living foe as the fight weighs it."""

    card: str
    left: int  # life still to take (its zombies' too, NC-FAQ-09 read as one pool)
    menace: int
    bonus: int  # on its attack dice (its ability, the level's curses)
    hardness: int
    type: str
    boss: bool
    ranged_proof: bool  # ranged weapons cannot hurt it: its ability, or a curse of its level forbids them
    heals: int  # regeneration before each attack


def foe_info(st: State, cards: CorpCards, seat: int, foe, level: int) -> FoeInfo:
    """A foe of the fight, with its card and the curses on the level (NC-CURSE-07); worked out once per
    all that it reads (the foe's card and wounds, the level's curses, Pony Bovarsim)."""
    curses = tuple(st.levels[level - 1].curses) if level <= 5 and 1 <= level <= len(st.levels) else ()
    key = (foe.card, foe.damage, foe.more_life, tuple(foe.zombies), level, curses, mods(st, cards, seat).pony)
    memo = _memo(cards).foes
    got = memo.get(key)
    if got is None:
        got = _room(memo, MAX_KITS)[key] = _foe_info(st, cards, seat, foe, level)
    return got


def _foe_info(st: State, cards: CorpCards, seat: int, foe, level: int) -> FoeInfo:
    cid = card_of(foe.card)
    boss = cid in cards.bosses
    card = cards.bosses[cid] if boss else cards.rooms[cid]
    abilities: tuple[Effect, ...] = card.abilities
    on_level = E.on_level(st, cards, level) if level <= 5 else []
    zombies = 0
    for e in abilities:
        if e.kind == "zombie_shield":
            zombies = sum(max(0, e.life - taken) for taken in foe.zombies)
    return FoeInfo(
        card=foe.card,
        left=max(0, card.life + foe.more_life - foe.damage) + zombies,
        menace=card.menace + E.total(on_level, "level_menace", "dice"),
        bonus=E.total(abilities, "attack_bonus") + E.total(on_level, "level_bonus"),
        hardness=1 if E.has(abilities, "hardness") else 0,
        type="pony" if mods(st, cards, seat).pony else card.type,
        boss=boss,
        # A curse that forbids ranged attacks on the level (level_no_ranged, NC-CURSE-07) leaves a charged
        # ranged weapon out of every attack there (fight_legal): weighed as a foe it cannot hurt.
        ranged_proof=E.has(abilities, "ranged_proof") or E.has(on_level, "level_no_ranged"),
        heals=E.total(abilities, "regenerate") + E.total(on_level, "level_regenerate"),
    )


def armor(st: State, cards: CorpCards, seat: int) -> int:
    return mods(st, cards, seat).armor


def escape_bonus(st: State, cards: CorpCards, seat: int, foe: FoeInfo | None, level: int) -> int:
    """The bonus on the seat's escape die: its skill, less the level's curse and the foe's grip."""
    b = mods(st, cards, seat).escape
    if level <= 5:
        b -= E.total(E.on_level(st, cards, level), "level_escape")
    if foe is not None:
        cid = card_of(foe.card)
        card = cards.bosses.get(cid) or cards.rooms.get(cid)
        if card is not None:
            b -= E.total(card.abilities, "hard_to_escape")
    return b


def spent(plot: Plot | Arm, held: Held) -> bool:
    """A weapon with a use number out of charge tokens: a +0D melee weapon now (NC-PLOT-12)."""
    return plot.uses > 0 and (held.charges or 0) <= 0


def is_ranged(plot: Plot, held: Held) -> bool:
    """A ranged weapon with charges left."""
    return plot.range == "ranged" and not spent(plot, held)


def hands_of(
    st: State,
    cards: CorpCards,
    seat: int,
    hands: tuple[str, ...],
    one_handed: tuple[str, ...] = (),
    all_in: str = "",
    foe: FoeInfo | None = None,
    boost: int = 0,
    weapons: list[Held] | None = None,
) -> tuple[Hand, ...]:
    """The rolls of an attack as corp_odds hands (with `weapons` in place of those carried, to weigh a
    trade), as corp-fight's fight_rolls.plan_hand counts them. A hand that cannot hurt the foe (a
    ranged weapon on a ranged-proof foe) rolls no dice."""
    p: Character = st.players[seat]
    m = mods(st, cards, seat)
    out: list[Hand] = []
    for i, name in enumerate(hands):
        extra = boost if i == 0 else 0
        held = None
        if name != FIST:
            for h in p.weapons if weapons is None else weapons:
                if h.card == name:
                    held = h
                    break
        if held is None:
            out.append((max(1, 1 + m.fist + m.more + extra), m.bonus, True))
            continue
        arm = arm_of(cards, held.card)
        if name == all_in and arm.all_in:
            out.append((arm.all_in, m.bonus + arm.bonus, False))
            continue
        empty = spent(arm, held)
        b = m.bonus
        n = 1 + m.more + extra
        if not empty:
            b += arm.bonus
            n += arm.dice
            if foe is not None:
                n += sum(d for t, d in arm.vs if t == foe.type)
            if arm.ranged:
                b += m.ranged
                if foe is not None and foe.ranged_proof:
                    out.append((0, 0, False))
                    continue
        if name in one_handed:
            b -= arm.one_handed_drawback
        out.append((max(1, n), b, False))
    return tuple(out)


SELF_HARM = 0.25  # how much a point of damage to itself weighs against a point dealt, weighing kits


def kit_worth(st: State, cards: CorpCards, seat: int, weapons: list[Held]) -> float:
    """How much a set of weapons is worth to a seat: its best attack's mean damage (hardness 0), less
    a little for what fists' skulls cost. Worked out once per kit (kit_key)."""
    key = kit_key(st.players[seat], weapons)
    memo = _memo(cards).worth
    got = memo.get(key)
    if got is None:
        got = _room(memo, MAX_KITS)[key] = _kit_worth(st, cards, seat, weapons)
    return got


def _kit_worth(st: State, cards: CorpCards, seat: int, weapons: list[Held]) -> float:
    best = 0.0
    for hands, one, all_in in combos(cards, weapons):
        h = hands_of(st, cards, seat, hands, one, all_in, weapons=weapons)
        best = max(best, attack_mean(h) - SELF_HARM * attack_self_harm(h))
    return best


Combo = tuple[tuple[str, ...], tuple[str, ...], str]  # hands, the two-handers used one-handed, an all-in


def combos(cards: CorpCards, weapons: list[Held]) -> list[Combo]:
    """The hand combinations a set of weapons allows (NC-RESP-05), an all-in alone (NC-FAQ-08)."""
    out: list[Combo] = [((FIST, FIST), (), "")]
    for h in weapons:
        arm = arm_of(cards, h.card)
        if arm.hands == 2:
            out.append(((h.card,), (), ""))
            if arm.one_handed_drawback:
                out.append(((h.card, FIST), (h.card,), ""))
        else:
            out.append(((h.card, FIST), (), ""))
        if arm.all_in:
            out.append(((h.card,), (), h.card))
    if len(weapons) == 2:
        a, b = weapons
        pa, pb = arm_of(cards, a.card), arm_of(cards, b.card)
        one_a = pa.hands == 1 or pa.one_handed_drawback > 0
        one_b = pb.hands == 1 or pb.one_handed_drawback > 0
        if one_a and one_b:
            two = tuple(h.card for h, p in ((a, pa), (b, pb)) if p.hands == 2)
            out.append(((a.card, b.card), two, ""))
    return out


def strength(st: State, cards: CorpCards, seat: int) -> float:
    """A character's fighting worth: its life times its best attack (who opens the boss's door)."""
    p = st.players[seat]
    return p.life * (1.0 + kit_worth(st, cards, seat, list(p.weapons)))


def highest_open(st: State) -> int:
    """The level the party should be on: the top when Exit 5 is found, else the highest open level."""
    if st.top_open:
        return TOP
    opened = [lv.number for lv in st.levels if lv.open]
    return max(opened) if opened else 1


def at_boss_door(st: State, seat: int) -> bool:
    p = st.players[seat]
    return p.level == TOP and p.room is None


def boss_fight_on(st: State) -> bool:
    return st.fight is not None and st.fight.area == BOSS_ROOM
