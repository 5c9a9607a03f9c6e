"""A default Rise of the Necromancers bot: `choose(game, view, seat, rng)`, deciding from its view only.

It plays every card it can (Spells and Items fill the Dominion tracks), raises the strongest Minion
it can pay for, and picks where to move by a score per destination: a City it can take by
`combat.win_probability` (worth its counters), a Dungeon worth its risk, an Academy it qualifies
for, a Library or Workshop for cards, Land for stock, its own City for tax. Combat decisions follow
`combat.default_policy`. Not perfect: it plans one move ahead and never fortifies.
"""
from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.games.rise import combat as C
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import academy_count, cards
from tabletop.games.rise.state import Fight, clone

STRENGTH = {"skeletal_dragon": 4, "ghost": 3.5, "hell_knight": 2, "zombie": 1}
TYPICAL_FOE = [2, 2]  # the Dungeon card is unknown before it is drawn: weigh a middling foe


def _win(ctx: R.Ctx, seat: int, purpose: str, space: str, card: str | None = None) -> float:
    st = ctx.st
    f = Fight(kind="", purpose=purpose, space=space, card=card)
    if purpose == "dungeon_foe" and card is None:
        att, _ = R.build_sides(ctx, seat, Fight(kind="", purpose="dungeon_foe", space=space,
                                                card=next(iter(ctx.cards.dungeons))))
        dfd = R.SideSpec(R.left_of(st, seat), [R.FighterSpec("monster", "foe", "monster",
                                                             [[p, 0] for p in TYPICAL_FOE])])
        return float(C.win_probability("dungeon", R.side(att), R.side(dfd)))
    att, dfd = R.build_sides(ctx, seat, f)
    # Hopeless without enumerating: more wounds needed than attacks (and explosions) to deal them.
    need = len(dfd.fighters) + (dfd.city[1] if dfd.city else 0)
    could = sum(len(x.attacks) for x in att.fighters) + len(att.bolt) + att.boom
    if need > could:
        return 0.0
    return float(C.win_probability(f.kind, R.side(att), R.side(dfd)))


def _score(ctx: R.Ctx, seat: int, to: str) -> float:
    st = ctx.st
    s = ctx.board.space(to)
    me = st.players[seat]
    h = st.dominion.get(to)
    kind = s.kind
    if kind == "valley":
        return 0.0
    if kind == "land":
        return 1.0 + 0.8 * len(s.dice())
    if kind in ("library", "workshop"):
        deck = st.spell_deck if kind == "library" else st.item_deck
        return 3.0 if deck else 0.0
    if kind == "city":
        if h is not None and h.seat == seat:
            if sum(me.stock.values()) >= 6:
                return -1.0  # enough in store: go and spend it
            return 0.6 * sum(len(ctx.board.space(x).tax) for x, hh in st.dominion.items()
                             if hh.seat == seat and ctx.board.space(x).kind == "city")
        # move onto the space first, so the sides are built as they would be there
        probe = clone(st)
        probe.players[seat].space = to
        p = _win(R.Ctx(probe), seat, "city", to)
        if p < 0.55:
            return -5.0
        return p * (5.0 * s.dominion + 2) - (1 - p) * 4.0
    if kind == "dungeon":
        if h is not None and h.seat == seat:
            return -1.0
        g = st.guards.get(to)
        if g is not None and g.seat != seat:
            return -3.0
        probe = clone(st)
        probe.players[seat].space = to
        p = _win(R.Ctx(probe), seat, "dungeon_foe", to)
        return p * 5.0 - (1 - p) * 3.0 if p > 0.45 else -2.0
    if kind == "academy":
        colour = s.colour
        holder = st.headmasters.get(colour)
        n = academy_count(st, seat, colour)
        if holder != seat and n >= 6 and (holder is None or n > academy_count(st, holder, colour)):
            return 12.0
        return -0.5
    return 0.0 if me else 0.0


def _card_value(c, seat_cards: list[str], card_id: str) -> float:
    colour = c.colour(card_id)
    return 1.0 + sum(1 for x in seat_cards if c.colour(x) == colour)


def choose(game, view, seat: int, rng):
    actions = game.legal_actions(view, seat)
    if len(actions) == 1:
        return actions[0]
    st = view
    ctx = R.Ctx(clone(st))
    c = cards()
    stage = st.turn.stage
    by = {}
    for a in actions:
        by.setdefault(type(a), []).append(a)
    if stage == "play":
        plays = by.get(A.PlayCard, [])
        if plays:
            nec = [a for a in plays if a.card in c.necromancers]
            if nec:
                return max(nec, key=lambda a: sum(c.necromancers[a.card].power) + len(c.necromancers[a.card].effects))
            return plays[0]
        if by.get(A.UseItem):
            return by[A.UseItem][0]
        return by[A.EndPlay][0]
    if stage == "raise":
        raises = by.get(A.Raise, [])
        army = st.players[seat].army
        if sum(army.values()) >= 6:
            raises = []  # a big army is slow and buys no counters
        elif sum(army.values()) >= 2:
            raises = [a for a in raises if a.kind != "zombie"] or []
        if raises:
            return max(raises, key=lambda a: (STRENGTH[a.kind], -a.option))
        return by[A.EndRaise][0]
    if stage == "move":
        options = by.get(A.Move, []) + by.get(A.Stay, [])
        if not options:
            return actions[0]
        scored = []
        for a in options:
            to = st.players[seat].space if isinstance(a, A.Stay) else a.to
            if isinstance(a, A.Move) and R.occupant(st, a.to, seat) is not None:
                score = -4.0  # attacking a Necromancer rarely pays
            else:
                score = _score(ctx, seat, to)
            scored.append((score + rng.random() * 0.3, a))
        return max(scored, key=lambda t: t[0])[1]
    if stage == "look":
        mine = st.players[seat].spells + st.players[seat].items
        return max(by[A.Pick], key=lambda a: _card_value(c, mine, a.card) + rng.random() * 0.1)
    if stage == "quest":
        card = c.dungeons[st.turn.card]
        me = st.players[seat]
        ok = all(e.kind != "pay" or e.what not in me.stock or me.stock[e.what] >= e.amount for e in card.quest)
        safe = all(e.kind != "test" or e.power >= 3 or e.what == "fail" for e in card.quest)
        return A.Quest(seat, ok and safe)
    if stage == "ready":
        uses = by.get(A.UseItem, [])
        return uses[0] if uses else by[A.Fight][0]
    if stage == "combat":
        cs = R.rebuild(st.fight)
        d = C.pending(cs)
        want = R._encode(C.default_policy(cs, d))
        return next((a for a in actions if isinstance(a, A.Choose) and a.choice == want), actions[0])
    if stage == "defend":
        me = st.players[seat]
        return A.Flee(seat, sum(me.army.values()) < 3)
    return rng.choice(actions)
