"""The hard Rise bot's look-ahead (issue 25): candidate actions played out on copies of the seat's view.

The hard bot decides from its own view only. The cards it cannot see (a rival's hand, the decks' order,
the box) are dealt at random from the cards it has not seen (`deal`): each deck gets cards of its own
kind, a rival's hand the Items and Spells left over once the decks are filled (the numbers add up:
every card is somewhere), then Necromancers and Apprentices. Each deal is one "world".

For each candidate action (`search`), the bot plays it in every world and lets the default bot
(tabletop/ai/rise_bot.py) play every seat from there, until `turns` more turns have begun or the game ends; every
candidate meets the same worlds and the same dice (common random numbers), so the comparison is
between the actions and not between luck. A played-out position is scored by the race (`race`): the
Dominion counters each side has placed (13 wins), weighted more as they near 13, plus a little for
what brings counters next (the army, the stock, the Necromancer, Apprentice and Golems in play); a
won game scores WIN less a counter for each turn it took.
"""

from __future__ import annotations

from tabletop.ai import rise_bot
from tabletop.ai.rise_bot_stages import STRENGTH
from tabletop.core.rng import RNG
from tabletop.games.rise.content import cards
from tabletop.games.rise.state import HIDDEN, MINION_KINDS, State, clone, counters_placed

WIN = 40.0  # the score of a won (lost: minus) game, in counters


def _known(view: State) -> list[str]:
    """Every card id the view shows somewhere (not HIDDEN)."""
    out: list[str] = []
    for p in view.players:
        out += p.hand + p.fresh + p.golems + p.spells + p.items + p.used
        if p.necromancer:
            out.append(p.necromancer)
        if p.apprentice:
            out.append(p.apprentice)
    out += view.item_deck + view.spell_deck + view.dungeon_deck + view.dungeon_discard + view.box
    out += view.turn.peek
    if view.turn.card:
        out.append(view.turn.card)
    if view.fight is not None and view.fight.card:
        out.append(view.fight.card)
    return [x for x in out if x != HIDDEN]


def deal(view: State, seat: int, rng: RNG) -> State | None:
    """A full state consistent with `seat`'s view: every HIDDEN card replaced by one it has not seen
    (see the module docstring), and a dice stream of its own drawn from `rng`. None when the unseen
    cards cannot fill the hidden places (then the bot does not look ahead)."""
    c = cards()
    seen = set(_known(view))
    unseen = {
        kind: [x for x in c.deck(kind) if x not in seen]
        for kind in ("items", "spells", "dungeons", "necromancers", "apprentices")
    }
    for pile in unseen.values():
        rng.shuffle(pile)
    st = clone(view)

    def fill(cards_: list[str], pool: list[str]) -> list[str] | None:
        out = []
        for x in cards_:
            if x == HIDDEN:
                if not pool:
                    return None
                x = pool.pop()
            out.append(x)
        return out

    for name, kind in (("item_deck", "items"), ("spell_deck", "spells"), ("dungeon_deck", "dungeons")):
        got = fill(getattr(st, name), unseen[kind])
        if got is None:
            return None
        setattr(st, name, got)
    # A rival's hand: the Items and Spells no deck holds, then Necromancers and Apprentices.
    rest = unseen["items"] + unseen["spells"]
    heads = unseen["necromancers"] + unseen["apprentices"]
    rng.shuffle(rest)
    rng.shuffle(heads)
    for s, p in enumerate(st.players):
        if s == seat or HIDDEN not in p.hand:
            continue
        n = p.hand.count(HIDDEN)
        take = rest[:n]
        rest = rest[n:]
        if len(take) < n:
            k = n - len(take)
            take += heads[:k]
            heads = heads[k:]
        if len(take) < n:
            return None
        rng.shuffle(take)
        p.hand = [x for x in p.hand if x != HIDDEN] + take
    box = fill(st.box, heads)
    if box is None:
        return None
    st.box = box
    if HIDDEN in st.turn.peek:
        return None  # another seat's look in hand: not the hard bot's own turn
    st.rng = RNG(rng.randbelow(1 << 30), stream=77).get_state()
    st.forced = []
    return st


def _side(st: State, seat: int) -> float:
    """One seat's worth in the race, in counters: those placed (more near the 13th) and a little for
    what brings the next ones."""
    p = st.players[seat]
    n = counters_placed(st, seat)
    near = n + 0.04 * n * n  # counters near 13 count more: the race is to the 13th
    army = sum(STRENGTH[k] * p.army.get(k, 0) for k in MINION_KINDS)
    stock = sum(p.stock.values())
    heads = (0.6 if p.necromancer else 0.0) + (0.3 if p.apprentice else 0.0) + 0.15 * len(p.golems)
    return near + ARMY * min(army, 20.0) + STOCK * min(stock, 8) + heads


ARMY = 0.08  # a point of Minion strength (rise_bot_stages.STRENGTH), in counters
STOCK = 0.06  # a Resource or corpse in stock, in counters
PRIOR = 0.3  # the first candidate's (the default bot's choice's) head start, in counters: the play-outs
# are few and the dice many, so a candidate must beat the default's choice clearly to be taken


def race(st: State, seat: int, since: int | None = None) -> float:
    """How far ahead `seat` is: its side's worth less the best rival's; WIN for a won game (minus a
    counter for each turn since turn `since`: a sooner win is the better one), -WIN for a lost one."""
    if st.winners is not None:
        late = st.turn.number - since if since is not None else 0
        if seat in st.winners:
            return WIN - late if len(st.winners) == 1 else 0.0
        return -WIN + late
    mine = _side(st, seat)
    theirs = max(_side(st, s) for s in range(st.players_n) if s != seat)
    return mine - theirs


def play_out(game, st: State, seat: int, turns: int, rng: RNG) -> float:
    """Let the default bot play every seat from `st` until `turns` more turns have begun (or the game
    ends); the race score for `seat` there."""
    since = st.turn.number
    stop = since + turns
    steps = 0
    while st.winners is None and st.turn.number < stop and steps < 400:
        actor = game.to_act(st)[0]
        action = rise_bot.choose(game, st, actor, rng)
        st = game.apply(st, action).state
        steps += 1
    return race(st, seat, since)


def search(game, view: State, seat: int, candidates: list, rng, worlds: int, turns: int) -> int | None:
    """The index of the candidate action with the best mean race score over `worlds` deals, each
    candidate played out `turns` turns on the same deal and dice; None when no deal can be made."""
    totals = [0.0] * len(candidates)
    made = 0
    for _ in range(worlds):
        world_rng = RNG(rng.randbelow(1 << 30), stream=91)
        st = deal(view, seat, world_rng)
        if st is None:
            continue
        made += 1
        base = world_rng.get_state()
        for i, action in enumerate(candidates):
            roll = RNG.from_state(base)
            after = game.apply(st, action).state
            after.rng = RNG(roll.randbelow(1 << 30), stream=77).get_state()
            totals[i] += play_out(game, after, seat, turns, roll)
    if not made:
        return None
    totals[0] += PRIOR * made  # the first candidate (the default bot's choice) wins unless clearly beaten
    best = max(range(len(candidates)), key=lambda i: totals[i])
    return best
