"""The default NecronomiCORP bot: `choose(game, view, seat, rng)`, a sensible teammate deciding from its
own view only (it never reads a face-down stack or another seat's peek: the view has them hidden).

It always picks among the legal actions the game lists. In a fight it follows tabletop/ai/corp_bot_fight.py
(ranged first, the best hands by expected damage, escape when the next attack could kill it and the
fight is not winnable, ask for help and come to help by the odds). On its turn (NC-TURN):
- it revives a fallen friend, heals itself or a hurt friend in its area with a first-aid kit, takes
  a vending machine's tokens when hurt, recharges a spent weapon;
- it picks up what improves its weapons (NC-TURN-02, NC-PLOT-08) and every dropped item, but leaves
  a weapon for a friend here who has none, and gives its second weapon to a friend here with none
  (NC-TURN-03); a found weapon is claimed the same way (NC-PLOT-07);
- it goes to the party's level: the highest open one, the top hallway once Exit 5 is found (NC-TURN-04),
  unless it is hurt and a vending machine waits on an open level, or it is unarmed and a weapon lies
  in a revealed room (an errand down the stairs);
- it explores: back to the hallway from a room, into a revealed room that holds what it wants (a
  weapon, an item, a machine when hurt, an abandoned monster it would fight to the end and likely
  beat, by the fight's own judgement, NC-TURN-08), else a new door (NC-TURN-07) when it is healthy (or
  nobody healthier is left to do it) and a friend stays in the hallway to come and help (it waits a turn
  for one coming back out of a room), unless it may not ask for help there (a curse of the level, NC-CURSE-07,
  or a trauma): then it opens alone. A door that would likely kill it (at 1 life) it leaves to a friend
  who would stand it, or, with none, opens on the open level where fewer monsters wait (corp_bot_doors);
- at the top it waits until the whole party stands in the top hallway, and then the strongest
  opens the boss's door, the others coming to help unless they are too weak (NC-FAQ-11);
- infected (NC-CONTAG-03), it keeps to itself: it fights when a fight finds it, else it waits.
"""

from __future__ import annotations

from tabletop.ai import corp_bot_doors as D
from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_bot_kit as K
from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import actions as A
from tabletop.games.corp import reach
from tabletop.games.corp.state import BOSS_ROOM, TOP, Held, State

BETTER = 0.05  # a weapon trade must add this much mean damage


def choose(game, view: State, seat: int, rng):
    legal = game.legal_actions(view, seat)
    if len(legal) == 1:
        return legal[0]
    cards = K.cards_of(game)
    by: dict = {}
    for a in legal:  # no list made and dropped per action, as setdefault would
        kind = type(a)
        if kind in by:
            by[kind].append(a)
        else:
            by[kind] = [a]
    got = _decide(view, cards, seat, by)
    return got if got is not None else _fallback(by, legal)


def _fallback(by: dict, legal: list):
    """Nothing chosen: end the turn, let the moment pass, or the first legal action."""
    for kind in (A.EndTurn, A.Pass, A.Claim):
        if by.get(kind):
            return by[kind][0] if kind is not A.Claim else next((c for c in by[kind] if not c.card), by[kind][0])
    return legal[0]


def _decide(st: State, cards: CorpCards, seat: int, by: dict):
    if A.Claim in by:
        return claim(st, cards, seat, by[A.Claim])
    if A.Help in by:
        asker = st.fight.asker if st.fight is not None else -1
        join = F.would_help(st, cards, seat, asker)
        return next((h for h in by[A.Help] if h.join == join), by[A.Help][0])
    if A.Attack in by or A.Escape in by or A.AskHelp in by:
        return F.respond(st, cards, seat, by)
    if A.Shoot in by:
        return F.shoot(st, cards, seat, by)
    if st.fight is not None and A.Pass in by:
        return by[A.Pass][0]
    return turn(st, cards, seat, by)


# -- weapons: what improves a kit --------------------------------------------------------------------


def _worth(st: State, cards: CorpCards, seat: int, weapons: list[Held]) -> float:
    return K.kit_worth(st, cards, seat, weapons)


def _with(st: State, seat: int, take: Held | None, drop: str) -> list[Held]:
    kit = [h for h in st.players[seat].weapons if h.card != drop]
    if take is not None:
        kit.append(take)
    return kit


def _floor_weapon(st: State, seat: int, card: str) -> Held | None:
    area = st.areas.get(st.players[seat].area())
    if area is None:
        return None
    return next((h for h in area.weapons if h.card == card), None)


def _friend_without_weapon(st: State, seat: int) -> int | None:
    for s in K.friends_in_area(st, seat):
        if K.in_party(st, s) and not st.players[s].weapons:
            return s
    return None


def claim(st: State, cards: CorpCards, seat: int, claims: list):
    """A found weapon (NC-PLOT-07): take it when it improves the kit, unless a friend still to choose
    has none and this seat has one already."""
    me = st.players[seat]
    later = [s for s in st.turn.claim_order if s != seat]
    if me.weapons and any(not st.players[s].weapons and K.same_side(st, seat, s) for s in later):
        return next((c for c in claims if not c.card), None)
    now = _worth(st, cards, seat, list(me.weapons))
    best, best_gain = None, BETTER
    for c in claims:
        if not c.card:
            continue
        area = st.areas.get(st.turn.claim_area) or st.areas.get(me.area())
        held = next((h for h in (area.weapons if area else []) if h.card == c.card), None) or Held(c.card)
        gain = _worth(st, cards, seat, _with(st, seat, held, c.drop)) - now
        if gain > best_gain:
            best, best_gain = c, gain
    return best if best is not None else next((c for c in claims if not c.card), None)


# -- the turn ------------------------------------------------------------------------------------------


def _kind(cards: CorpCards, use: A.UseItem, kind: str) -> int | None:
    """The amount (or 1) of an effect of `kind` on the used item's card, None when it has none."""
    for e in cards.plot(use.card).effects:
        if e.kind == kind:
            return e.amount or e.life or e.dice or 1
    return None


def _care(st: State, cards: CorpCards, seat: int, by: dict):
    """Revive, heal, machines, recharges."""
    uses = by.get(A.UseItem, [])
    for u in uses:
        if _kind(cards, u, "revive") is not None and 0 <= u.target < len(st.players):
            t = st.players[u.target]
            me = st.players[seat]
            # A friend; or anyone, for an infected character with the whole party dead (the game waits).
            if not t.alive and t.infected is None and (not st.teams or t.team == me.team or me.infected is not None):
                return u
    for u in uses:
        amount = _kind(cards, u, "heal")
        if amount is None:
            continue
        target = seat if u.target == -1 else u.target
        if not 0 <= target < len(st.players) or not K.in_party(st, target):
            continue
        life, limit = st.players[target].life, K.max_life(st, cards, target)
        if life + amount <= limit or life * 2 <= limit:
            return u
    me = st.players[seat]
    if me.life < K.max_life(st, cards, seat):
        for m in by.get(A.UseMachine, []):
            return m
    for u in uses:
        if _kind(cards, u, "recharge") is None or not u.weapon:
            continue
        held = next((h for h in me.weapons if h.card == u.weapon), None)
        if held is not None and held.charges is not None and held.charges < cards.plot(held.card).uses:
            return u
    return None


def _arms(st: State, cards: CorpCards, seat: int, by: dict):
    """Pick-ups and gifts of weapons and items."""
    me = st.players[seat]
    picks = by.get(A.PickUp, [])
    for p in picks:
        if _floor_weapon(st, seat, p.card) is None:  # a dropped item: no limit (NC-BOSS-08)
            return p
    # A friend with none matters only to one with a weapon: to pick up, or to give its second away.
    friendless = _friend_without_weapon(st, seat) if me.weapons and (picks or len(me.weapons) >= 2) else None
    if picks and not (me.weapons and friendless is not None):
        now = _worth(st, cards, seat, list(me.weapons))
        best, best_gain = None, BETTER
        for p in picks:
            held = _floor_weapon(st, seat, p.card)
            gain = _worth(st, cards, seat, _with(st, seat, held, p.drop)) - now
            if gain > best_gain:
                best, best_gain = p, gain
        if best is not None:
            return best
    if friendless is not None and len(me.weapons) >= 2:
        # The weapon it would miss least goes to the friend with none.
        keep = max(me.weapons, key=lambda h: _worth(st, cards, seat, [h]))
        for g in by.get(A.Give, []):
            if g.to == friendless and g.card != keep.card and any(h.card == g.card for h in me.weapons):
                return g
    return None


def healthy(st: State, cards: CorpCards, seat: int) -> bool:
    p = st.players[seat]
    return p.life >= 5 or p.life * 2 > K.max_life(st, cards, seat)  # the cheaper test first


def _party(st: State) -> list[int]:
    return [s for s in range(len(st.players)) if K.in_party(st, s)]


def _gathered(st: State) -> bool:
    return all(K.at_boss_door(st, s) for s in _party(st))


def opener(st: State, cards: CorpCards) -> int:
    """Who opens the boss's door: the strongest of the party (the lowest seat on a tie)."""
    party = _party(st)
    return max(party, key=lambda s: (K.strength(st, cards, s), -s)) if party else -1


def _room_wanted(st: State, cards: CorpCards, seat: int, key: str) -> float:
    """How much a revealed room of its level is worth going into (0: not at all)."""
    area = st.areas.get(key)
    if area is None or area.discarded:
        return 0.0
    me = st.players[seat]
    worth = 0.0
    if area.items:
        worth += 1.0
    if area.weapons:
        now = _worth(st, cards, seat, list(me.weapons))
        for h in area.weapons:
            if len(me.weapons) < 2:
                gain = _worth(st, cards, seat, _with(st, seat, h, "")) - now
            else:
                gain = max(_worth(st, cards, seat, _with(st, seat, h, d.card)) for d in me.weapons) - now
            worth = max(worth, gain)
    if area.machines and me.life < K.max_life(st, cards, seat) and any(m.tokens for m in area.machines):
        worth = max(worth, 1.5)
    if area.foes and st.fight is None:
        foes = [K.foe_info(st, cards, seat, f, area.level) for f in area.foes]
        # The fight's own judgement (corp_bot_fight.enter_verdict): it goes in only to a fight it would
        # stay in, one its rolls can win (never one they cannot hurt: hardness and regeneration weighed).
        if not _worn(area) and F.enter_verdict(st, cards, seat, foes)[0]:
            worth = max(worth, 1.0 + sum(f.left <= 2 for f in foes))
        elif worth:
            worth = 0.0  # what lies there is guarded by what it would likely not beat
    return worth


def _worn(area) -> bool:
    """A monster here has outlasted STALEMATE attacks: the party has walked away from it again and again
    (the odds said go in, the fight's cost said get out). Going back would spend every turn's flip on it
    and the game would stall (the turn limit's "out of time"), so it is left alone."""
    return any(f.attacks >= F.STALEMATE for f in area.foes)


def errand(st: State, cards: CorpCards, seat: int) -> int | None:
    """An open level (its own included) with a revealed room worth the trip: a vending machine with
    tokens when it is hurt, a weapon when it carries none (NC-TURN-04, NC-TURN-08, NC-TURN-13)."""
    me = st.players[seat]
    hurt = not healthy(st, cards, seat)
    if not hurt and me.weapons:
        return None
    best, best_worth = None, 0.0
    for lv in st.levels:
        if not lv.open:
            continue
        for key in lv.rooms:
            area = st.areas.get(key)
            if area is None or area.discarded or area.foes:
                continue
            worth = 0.0
            if hurt and any(m.tokens for m in area.machines):
                worth = 2.0
            elif not me.weapons and area.weapons:
                worth = 1.0
            worth -= 0.01 * abs(lv.number - me.level)  # the nearer, the better
            if worth > best_worth:
                best, best_worth = lv.number, worth
    return best


def doors_level(st: State, cards: CorpCards, seat: int) -> int:
    """The level it goes to when no errand calls: the party's (K.highest_open), unless a door there would
    likely kill it (at 1 life) and nobody else can open them (every friend as hurt, or none left): then
    the open level with doors left where a door is least likely to (corp_bot_doors.safer_level: the lower
    levels hold fewer monsters, and their Empty Rooms and Loot cost nothing), to open its doors there."""
    goal = K.highest_open(st)
    if goal == TOP or healthy(st, cards, seat):
        return goal
    friends = [s for s in _party(st) if s != seat]
    if any(healthy(st, cards, s) for s in friends) or D.stands_it_better(st, cards, seat, friends, goal):
        return goal  # it waits at the party's level for them (stands_by)
    return D.safer_level(st, cards, seat, goal)


def _explore(st: State, cards: CorpCards, seat: int, by: dict):
    """The one flip (NC-TURN-06..10), or None to let the turn end without it."""
    me = st.players[seat]
    if me.room is not None:
        leave = by.get(A.LeaveRoom)
        return leave[0] if leave else None
    if me.level == TOP:
        if not _gathered(st) or opener(st, cards) != seat:
            return None  # the party gathers first; the strongest opens (NC-FAQ-11)
        for a in by.get(A.EnterRevealed, []):
            if a.room == BOSS_ROOM:
                return a
        enter = by.get(A.EnterRoom)
        return enter[0] if enter else None
    best, best_worth = None, 0.0
    for a in by.get(A.EnterRevealed, []):
        w = _room_wanted(st, cards, seat, a.room)
        if w > best_worth:
            best, best_worth = a, w
    if best is not None:
        return best
    enter = by.get(A.EnterRoom)
    if not enter:
        return None
    if stands_by(st, cards, seat):
        return None
    return enter[0]


def stands_by(st: State, cards: CorpCards, seat: int) -> bool:
    """Whether a bot in a hallway lets a new door wait this turn, and only with a reason:
    - it is hurt and a friend can open the doors who is healthy, or who would stand a door that would
      likely kill it (corp_bot_doors.door_danger: at 1 life a monster's first attack kills more often than
      not, at 3 almost never): it would meet a monster at a few life;
    - nobody able to help would be left in this hallway (NC-RESP-14: only they can be called in) while a
      healthy friend of this level stands in a room (waited_for): that friend comes back out on its next
      turn, and then one of them opens with the other at hand. Not where it may not ask for help (a
      curse on the level or its trauma, NC-CURSE-07): nobody could come, it opens alone.
    A healthy bot with a healthy friend in the hallway, or with no healthy friend on its level, opens."""
    if not healthy(st, cards, seat):
        friends = [s for s in _party(st) if s != seat]
        if any(healthy(st, cards, s) for s in friends):
            return True  # the weak wait while someone healthier can open doors
        if D.stands_it_better(st, cards, seat, friends, st.players[seat].level):
            return True  # and while someone hurt, but less, would stand a door that would likely kill it
    return bool(waited_for(st, cards, seat))


def waited_for(st: State, cards: CorpCards, seat: int) -> list[int]:
    """The healthy friends in rooms of its level that a healthy bot waits for before opening a door (none
    while a healthy friend stands in the hallway with it, and none where it may not ask for help: nobody
    could come into its fight, NC-RESP-14)."""
    me = st.players[seat]
    if not D.may_ask(st, cards, seat, me.level):
        return []
    level = [s for s in _party(st) if s != seat and st.players[s].level == me.level and healthy(st, cards, s)]
    if any(st.players[s].room is None for s in level):
        return []  # a friend stays in the hallway to come and help
    return level


def _last_hope(st: State, cards: CorpCards, seat: int, by: dict):
    """Infected, with the whole party dead and a revive card in hand (the game waits on it, NC-BOSS-09,
    NC-CONTAG-19): it walks to a fallen friend to revive them (the revive itself is _care's), and when
    it cannot get there it lets the card go, so the game ends instead of waiting for ever."""
    me = st.players[seat]
    revives = [i for i in me.items if any(e.kind == "revive" for e in cards.plot(i).effects)]
    if not revives or (me.infected is not None and _party(st)):
        return None
    dead = [
        s
        for s, p in enumerate(st.players)
        if not p.alive
        and p.infected is None
        and p.room != BOSS_ROOM
        # reachable (NC-TURN-08/09: a room it may enter), and not behind a monster it keeps fleeing
        and (p.room is None or (reach.open_to(st, seat, p.room) and not _worn(st.areas[p.room])))
        and (me.infected is not None or K.same_side(st, seat, s) or not st.teams)
    ]
    if me.infected is None and not dead:
        return None
    if dead:
        body = st.players[dead[0]]
        if me.room is not None and me.room != body.room:
            leave = by.get(A.LeaveRoom)
            if leave:
                return leave[0]
        if me.room is None and me.level != body.level:
            for g in by.get(A.GoToLevel, []):
                if g.level == body.level:
                    return g
        if me.room is None and body.room is not None and st.turn.step == "begin" and not st.turn.flipped:
            for a in by.get(A.EnterRevealed, []):
                if a.room == body.room:
                    return a
        if me.room is None and me.level == body.level:
            ends = by.get(A.EndTurn)  # at the door, its flip spent or the room not open to it: wait here
            if me.infected is None or body.room is not None:
                return ends[0] if ends else None
    if me.infected is None:
        return None
    return next((d for d in by.get(A.Drop, []) if d.card in revives), None)


def turn(st: State, cards: CorpCards, seat: int, by: dict):
    """The Beginning and End of the turn and its Exploration."""
    for step in (_care, _arms):
        got = step(st, cards, seat, by)
        if got is not None:
            return got
    me = st.players[seat]
    if me.infected is not None:
        got = _last_hope(st, cards, seat, by)
        if got is not None:
            return got
        # Infected, it keeps away from the party it would have to fight (NC-CONTAG-05): it waits.
        ends = by.get(A.EndTurn)
        return ends[0] if ends else None
    got = _last_hope(st, cards, seat, by)  # a revive card and a fallen friend: go to them
    if got is not None:
        return got
    away = errand(st, cards, seat)
    goal = away if away is not None else doors_level(st, cards, seat)
    if me.room is None and me.level != goal:
        for g in by.get(A.GoToLevel, []):
            if g.level == goal:
                return g
    if st.turn.step == "begin" and not st.turn.flipped:
        got = _explore(st, cards, seat, by)
        if got is not None:
            return got
    ends = by.get(A.EndTurn)
    return ends[0] if ends else None


__all__ = ["choose", "claim", "healthy", "opener", "turn"]
