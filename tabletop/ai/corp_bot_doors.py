"""A new door as the default NecronomiCORP bot (tabletop/ai/corp_bot.py) weighs it before opening it:
- whether it could call for help behind it (NC-RESP-14): not under a curse of the level that forbids
  asking (Toxic Positivity and the like, level_no_help, NC-CURSE-07), nor with a trauma that does
  (no_help). Then it plans as one who fights alone: nobody is waited for, nobody is promised;
- how likely the door is to kill the one who opens it before it can act: the share of monsters among
  the level's cards seen so far (public: its revealed rooms and its discards) times the chance that a
  monster that may lie there (printed level at most the level's, NC-BUILD-06) takes the opener's life with
  its reveal and its first attack (NC-FIGHT-09), the level's curses counted (NC-CURSE-07).
Only the view is read: the stacks stay face down (their sizes are public)."""

from __future__ import annotations

from tabletop.ai import corp_bot_kit as K
from tabletop.ai import corp_odds as O
from tabletop.content.corp.records import CorpCards, card_of
from tabletop.games.corp import effects as E
from tabletop.games.corp.state import State

# A door that kills its opener this likely (a monster's first attack at 1 life: about 55%, at 2 life under
# 10%) is left to a friend who would stand it, or opened where fewer monsters wait.
DOOR_DANGER = 0.25


def may_ask(st: State, cards: CorpCards, seat: int, level: int) -> bool:
    """Whether the seat could ask for help in a fight on `level` (fight_help.may_ask's rule, before the
    fight): no trauma of its own forbids it (no_help) and no curse on the level (level_no_help)."""
    if E.has(K.mods(st, cards, seat).effects, "no_help"):
        return False
    return not E.has(E.on_level(st, cards, level), "level_no_help")


def no_help_words(st: State, cards: CorpCards, seat: int, level: int) -> str:
    """Why the seat may not ask for help on `level` ('' when it may): the curse first, it holds everyone."""
    if E.has(E.on_level(st, cards, level), "level_no_help"):
        return "nobody may ask for help on this level"
    if E.has(K.mods(st, cards, seat).effects, "no_help"):
        return "it may not ask for help"
    return ""


def monster_share(st: State, cards: CorpCards, level: int) -> float:
    """How likely the level's next door hides a monster: the monsters among its cards seen so far (revealed
    rooms and discards), with a prior of one in two."""
    if not 1 <= level <= len(st.levels):
        return 1.0
    lv = st.levels[level - 1]
    seen = monsters = 0
    for cid in (*lv.rooms, *lv.discard):
        room = cards.rooms.get(card_of(cid))
        if room is None:
            continue
        seen += 1
        monsters += room.kind == "monster"
    return (monsters + 1) / (seen + 2)


def first_attack_kills(st: State, cards: CorpCards, seat: int, level: int) -> float:
    """The chance that a monster that may lie on `level` (weighted by its copies; the expansion's only with
    it) kills the seat with its reveal damage and its first attack, before the seat acts."""
    p = st.players[seat]
    on_level = E.on_level(st, cards, level)
    curses = tuple(st.levels[level - 1].curses) if 1 <= level <= len(st.levels) else ()
    armor = K.armor(st, cards, seat)
    key = (level, curses, st.expansion, p.life, armor)
    memo = K.kit_memo(cards).doors
    got = memo.get(key)
    if got is not None:
        return got
    more = E.total(on_level, "level_menace", "dice")
    shift = E.total(on_level, "level_bonus")
    total = weight = 0.0
    for room in cards.rooms.values():
        if room.kind != "monster" or room.level > level or (room.expansion and not st.expansion):
            continue
        life = p.life - E.total(room.abilities, "reveal_damage")
        if life <= 0:
            kills = 1.0
        elif room.life <= 0:
            kills = 0.0  # it fades away after its reveal (NC-CONTAG-11)
        else:
            bonus = E.total(room.abilities, "attack_bonus") + shift
            kills = O.p_monster_kills(room.menace + more, life, bonus, armor)
        total += room.count * kills
        weight += room.count
    got = total / weight if weight else 0.0
    if len(memo) >= K.MAX_KITS:
        memo.clear()
    memo[key] = got
    return got


def door_danger(st: State, cards: CorpCards, seat: int, level: int) -> float:
    """The chance a new door on `level` kills the seat before it can act."""
    return monster_share(st, cards, level) * first_attack_kills(st, cards, seat, level)


def stands_it_better(st: State, cards: CorpCards, seat: int, friends: list[int], level: int) -> bool:
    """A door on `level` would likely kill the seat, and one of `friends` would likely stand it."""
    if door_danger(st, cards, seat, level) <= DOOR_DANGER:
        return False
    return any(door_danger(st, cards, s, level) <= DOOR_DANGER for s in friends)


def safer_level(st: State, cards: CorpCards, seat: int, level: int) -> int:
    """Where the seat opens its doors when a door on `level` would likely kill it: the open level with
    cards left in its stack whose doors are least likely to (fewer monsters: the lower levels keep the
    Empty Rooms and the Loot), else `level`."""
    here = door_danger(st, cards, seat, level)
    if here <= DOOR_DANGER:
        return level
    best, best_danger = level, here
    for lv in st.levels:
        if not lv.open or not lv.stack or lv.number == level:
            continue
        d = door_danger(st, cards, seat, lv.number)
        if d < best_danger:
            best, best_danger = lv.number, d
    return best
