"""The default Rise of the Necromancers bot: `choose(game, view, seat, rng)`, deciding from its view only.

It plans toward its 13 Dominion counters. Each space of the board gets a value: the counters (and
what they bring) its action is expected to earn now, worked out from the dice:

- a City: the chance to take it (tabletop/ai/rise_odds.py: an unguarded City's by the documented
  approximation in one sum, city_win, from the side rules.attacking_side makes; a guarded one's
  exact or approximated from the sides rules.build_sides makes) times its counters and tax, less
  what losing costs;
  taking a rival's City also takes its counters away from them;
- a Dungeon: the chance of success over the Dungeon cards it may draw (the cards not in the
  discard pile and not held as Golems): combat odds for combat cards, the tests' and payments'
  odds for quests; a death costs;
- an Academy it qualifies for (6 of a colour, more than the Headmaster): 2 counters and the bonus;
- a Library or Workshop: a card toward the Spell or Item track (3 of a colour) and an Academy;
- Land: the Resources and corpses its dice bring, worth more the less it has; its own City: tax.

Where it moves is the destination's value plus the best value it can then reach, discounted by
the turns the walk takes (distances on the board, its move allowance). In phase 1 it plays its
strongest Necromancer, every Item it can pay for and every Spell (they fill the tracks); in phase 2
it raises the Minion that brings it nearest a Headmastership and strengthens it for the Cities it
wants; a Library or Workshop pick is the card that raises a track or an Academy count most. Combat
decisions follow combat.default_policy; a once Item is used in a fight only when it is close.
Every random choice comes from the RNG it is given; it never reads another seat's hand.
"""

from __future__ import annotations

from operator import itemgetter

import msgspec

from tabletop.ai import rise_odds as O
from tabletop.ai.rise_bot_stages import STRENGTH as STRENGTH
from tabletop.ai.rise_bot_stages import _play, _raise, _target_colour
from tabletop.ai.rise_bot_tables import GAMMA as GAMMA
from tabletop.ai.rise_bot_tables import (
    _built,
    _city_shape,
    _combat_cards,
    _cost_total,
    _discounts,
    _dungeon_keys,
    _foe,
    _geometry,
    _groups,
    _key_id,
    _land_factors,
    _near,
    _powers,
    _quest_sig,
    _taxes,
)
from tabletop.ai.rise_bot_tables import _distances as _distances
from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise.content import academy_counts, effects_of, spell_level
from tabletop.games.rise.game import RiseGame
from tabletop.games.rise.state import MINION_KINDS, Fight, counters_placed

FUTURE = 0.55  # weight of what a destination leads to
LOSS = 0.7  # a lost fight: the turn, Minions, the way back
MEMO_OF_SIDES = 500  # attacking sides remembered: recent ones are what is asked again; a few hundred
# combat records held for long make every full garbage collection of the process slower
FAR_CITIES = 2  # at most this many Cities out of reach this turn get their odds worked out per decision
HORIZON = 4  # spaces more turns away than this are not weighed (GAMMA ** 4 is small)
# How far the hard bot looks (issue 25, rise_hard.py): (FUTURE, HORIZON, FAR_CITIES) as the normal bot's
# constants above, but more Cities out of reach weighed and more turns ahead.
HARD_LOOK = (FUTURE, 8, 8)


def look(level: str) -> tuple[float, int, int]:
    """(FUTURE, HORIZON, FAR_CITIES) of a bot level: the constants above for normal, HARD_LOOK for hard."""
    return HARD_LOOK if level == "hard" else (FUTURE, HORIZON, FAR_CITIES)


_DUNGEON_MEMO: dict[tuple, float] = {}  # (attacker's number, cards-left number, _quest_sig) -> worth
_ATTACKER_MEMO: dict[tuple, list] = {}  # (purpose, Plan.forces_key) -> Plan._attacker's [spec, Side, key, number]
_CITY_TEMPLATES: dict[tuple, tuple] = {}  # forces but the army -> a City attacking side to repeat Minions in
_CITY_MEMO: dict[tuple, float] = {}  # (attacker's number, (towers, attacks)) -> odds
_QUEST_WORTH: dict[tuple, dict] = {}  # _quest_sig -> {Dungeon quest card: its worth}
_FOE_WORTH: dict[int, dict] = {}  # attacker's number -> {Dungeon combat card: its worth}


class Plan:
    """One seat's reading of the board at the start of its movement (or any decision)."""

    def __init__(self, st, seat: int, ctx=None, level: str = "normal"):
        self.st, self.seat = st, seat
        self.future, self.horizon, self.far_cities = look(level)
        self.ctx = ctx if ctx is not None else Q.reading(st)
        self.c = self.ctx.cards
        self.b = self.ctx.board
        self.me = st.players[seat]
        self.counters = counters_placed(st, seat)
        self._dv: float | None = None
        self._forces: tuple | None = None
        self._city_att: list | None = None  # Plan._attacker("city")
        self._per: bool | None = None
        self._academy: dict[int, dict[str, int]] = {}

    def academy(self, seat: int, colour: str | None) -> int:
        """content.academy_count (all colours made at once), remembered for this decision; colour None:
        the most of any colour."""
        counts = self._academy.get(seat)
        if counts is None:
            counts = self._academy[seat] = academy_counts(self.st, seat)
        if colour is None:
            return max(counts.values(), default=0)
        return counts.get(colour, 0)

    # -- fights -------------------------------------------------------------------------------

    def forces_key(self) -> tuple:
        """What the seat's attacking side (rules.attacking_side) is made from: its cards in play, the
        level of each combat Spell it can cast now (0 when it cannot: a Spell counts only when cast, and
        a Spell in play has a level of at least 1), Headmaster cards, army and Minions on the Game board
        (only with an attack bonus per Minion controlled)."""
        if self._forces is None:
            st, seat, p = self.st, self.seat, self.me
            # Minions on the Game board count only for an attack bonus per Minion controlled; used Items
            # only for once effects, which a side weighed here never has (no Items chosen to use).
            guards = (
                tuple(sorted((x, tuple(sorted(g.army.items()))) for x, g in st.guards.items() if g.seat == seat))
                if self._per_minion()
                else None
            )
            if p.spells:
                ctx = self.ctx
                levels = tuple(
                    spell_level(st, seat, sp) if Q.castable(ctx, seat, sp) else 0
                    for sp in ("weaken", "death_bolt", "zombie_explosion")
                )
            else:
                levels = (0, 0, 0)
            self._forces = (
                seat,
                p.necromancer,
                p.apprentice,
                tuple(p.golems),
                levels,
                tuple(p.items),
                tuple(p.headmasters),
                tuple(sorted(p.army.items())),
                guards,
            )
        return self._forces

    def _per_minion(self) -> bool:
        if self._per is None:
            self._per = any(e.per for e in effects_of(self.st, self.seat, "attack_bonus"))
        return self._per

    def attacker(self, purpose: str, space: str, card: str | None = None, with_id: bool = False) -> tuple:
        """(the seat's attacking combat.Side for a City or Dungeon-foe fight, its odds key[, a number
        standing for the key: the memos' cheap key]), remembered by forces_key (the side does not
        depend on which City or Dungeon card)."""
        got = self._attacker(purpose)
        att = _built(got)
        return (att, got[2], got[3]) if with_id else (att, got[2])

    def _attacker(self, purpose: str) -> list:
        """[the attacking SideSpec, its combat.Side once built (_built), its odds key, a number for the
        key], remembered by forces_key. The key is made from the spec (O.spec_key, the same tuple as
        side_key of the built side): the Side is built only when odds are worked out."""
        key = self.forces_key()
        if purpose == "dungeon_foe" and not self._per_minion():
            # Minions wait outside a Dungeon (and Zombie Explosion is not cast there): without an
            # attack bonus per Minion controlled, the army does not change the side.
            key = key[:4] + (key[4][:2],) + key[5:7]
        memo = (purpose, key)
        got = _ATTACKER_MEMO.get(memo)
        if got is None:
            spec = Q.attacking_side(self.ctx, self.seat, purpose)
            att_key = O.spec_key(spec)
            got = [spec, None, att_key, _key_id(att_key)]
            if len(_ATTACKER_MEMO) > MEMO_OF_SIDES:
                _ATTACKER_MEMO.clear()
            _ATTACKER_MEMO[memo] = got
        return got

    def _city_side(self) -> list:
        """_attacker("city")'s [spec, None, key, number] without rules.attacking_side for every army: the
        engine makes the side once per forces but the army (_CITY_TEMPLATES: one Minion of each kind,
        Zombies only if the army has some, as they decide whether Zombie Explosion can be cast), and
        each army is that side with its Minions of a kind repeated (the engine lists the army after the
        Necromancer, Apprentice and Golems, kind by kind in MINION_KINDS order, each alike). With an
        attack bonus per Minion controlled the army changes each Minion's attacks: the engine's side."""
        if self._per_minion():
            return self._attacker("city")
        key = self.forces_key()
        memo = ("city:army", key)
        got = _ATTACKER_MEMO.get(memo)
        if got is not None:
            return got
        army = self.me.army
        zombies = army.get("zombie", 0) > 0
        tkey = key[:7] + (zombies,)
        t = _CITY_TEMPLATES.get(tkey)
        if t is None:
            p = self.me
            was = p.army
            p.army = {k: 1 for k in MINION_KINDS if k != "zombie" or zombies}
            try:
                spec = Q.attacking_side(self.ctx, self.seat, "city")
            finally:
                p.army = was
            head = [f for f in spec.fighters if f.role != "minion"]
            kinds = {f.kind: f for f in spec.fighters if f.role == "minion"}
            # spec_key of each army's side without going through its fighters: the head's runs, then one
            # run per kind of Minion (a Minion never joins a run of the head, nor of another kind)
            k0 = O.spec_key(msgspec.structs.replace(spec, fighters=head))
            runs = {k: (f.role, f.kind, O.pairs_key(f.attacks)) for k, f in kinds.items()}
            if len(_CITY_TEMPLATES) > MEMO_OF_SIDES:
                _CITY_TEMPLATES.clear()
            t = _CITY_TEMPLATES[tkey] = (spec, head, kinds, k0, runs)
        spec, head, kinds, k0, runs = t
        fighters = list(head)
        minions = []
        for k in MINION_KINDS:
            n = army.get(k, 0)
            if n > 0:
                fighters += [kinds[k]] * n
                minions.append((runs[k], n))
        made = msgspec.structs.replace(spec, fighters=fighters)
        att_key = (k0[0], k0[1] + tuple(minions)) + k0[2:]  # O.spec_key(made)
        got = [made, None, att_key, _key_id(att_key)]
        if len(_ATTACKER_MEMO) > MEMO_OF_SIDES:
            _ATTACKER_MEMO.clear()
        _ATTACKER_MEMO[memo] = got
        return got

    def _odds(self, purpose: str, space: str, card: str | None = None) -> float:
        seat = self.seat
        p = self.me
        was = p.space
        p.space = space
        try:
            f = Fight(kind="", purpose=purpose, space=space, card=card)
            att, dfd = Q.fight_sides(self.ctx, seat, f)
            # Hopeless without working it out: more wounds needed than attacks to deal them.
            need = len(dfd.fighters) + (dfd.city[1] if dfd.city else 0)
            could = sum(len(x.attacks) for x in att.fighters if not (f.kind == "dungeon" and x.role == "minion"))
            if need > could + len(att.bolt) + att.boom:
                return 0.0
            return O.win(f.kind, Q.side(att), Q.side(dfd))
        finally:
            p.space = was

    def _city_odds(self, space: str, h) -> float:
        """The odds of taking a City: the attacking side is built once per decision (it is the same
        for every City), the defending side from the City and its guards."""
        g = self.st.guards.get(space)
        if h is not None and g is not None and g.seat == h.seat and any(g.army.values()):
            return self._odds("city", space)  # guarded: the engine builds the guards' side
        got = self._city_att
        if got is None:
            got = self._city_att = self._city_side()
        s = self.b.space(space)
        memo = (got[3], _city_shape(s))  # held or not, the defending City side has the same key
        p = _CITY_MEMO.get(memo)
        if p is not None:
            return p
        spec = got[0]
        could = sum(len(x.attacks) for x in spec.fighters) + len(spec.bolt) + spec.boom  # as the built side has
        # approx_win's number (to rounding) in one sum, also for the smallest fights (the exact
        # enumeration cost a quarter of a millisecond each, for answers within a few percent)
        p = 0.0 if s.towers > could else O.city_win(spec, s.towers, s.attacks, got[2])
        if len(_CITY_MEMO) > 20000:
            _CITY_MEMO.clear()
        _CITY_MEMO[memo] = p
        return p

    def _quest(self, card) -> tuple[float, float]:
        """(chance of success, chance the Necromancer dies) of a quest's steps."""
        p = self.me
        ok, dies = 1.0, 0.0
        spare = len(p.golems) + (1 if p.apprentice else 0)
        for e in card.quest:
            if e.kind == "pay":
                if e.what in p.stock:
                    if p.stock.get(e.what, 0) < e.amount:
                        return 0.0, dies
                elif e.what == "apprentice":
                    if p.apprentice is None:
                        return 0.0, dies
                    ok *= 0.8  # an Apprentice is worth something
                else:
                    kinds = MINION_KINDS if e.what == "minion" else (e.what,)
                    if sum(p.army.get(k, 0) for k in kinds) < e.amount:
                        return 0.0, dies
            elif e.kind == "test":
                q = min(e.power, 5) / 6
                if e.what == "fail":
                    ok *= q
                elif not spare:
                    dies += ok * (1 - q)
                    ok *= q
        return ok, dies

    def dungeon_value(self, space: str) -> float:
        """The expected worth of entering an unguarded Dungeon (the same for every Dungeon: the
        card is the deck's top one, and only the Necromancer, Apprentice and Golems fight there).
        Remembered by numbers for the attacking side and the cards left, and by _quest_sig; each
        card's worth is remembered alone (a combat card's in a row per attacker's number, a quest's
        in a row per _quest_sig), summed in the cards' order (the same floats as card by card)."""
        if self._dv is not None:
            return self._dv
        c = self.c
        keys, keys_id = _dungeon_keys(self.st, c)
        got_att = self._attacker("dungeon_foe")
        att_id = got_att[3]
        sig = _quest_sig(self.me, c)
        memo = (att_id, keys_id, sig)
        got = _DUNGEON_MEMO.get(memo)
        if got is not None:
            self._dv = got
            return got
        foes = _FOE_WORTH.get(att_id)
        if foes is None:
            if len(_FOE_WORTH) > 2000:
                _FOE_WORTH.clear()
            foes = _FOE_WORTH[att_id] = {}
        quests = _QUEST_WORTH.get(sig)
        if quests is None:
            if len(_QUEST_WORTH) > 2000:
                _QUEST_WORTH.clear()
            quests = _QUEST_WORTH[sig] = {}
        combat = _combat_cards(c)
        total = 0.0
        dungeons = c.dungeons
        for k in keys:
            if k in combat:
                v = foes.get(k)
                if v is None:
                    card = dungeons[k]
                    foe, foe_key = _foe(c, k)
                    # the approximation (cheap, close), as O.win(..., exact=False) answers it
                    p = O.approx_win("dungeon", _built(got_att), foe, got_att[2], foe_key)
                    v = foes[k] = p * (1.0 + 0.25 * len(card.treasure)) - (1 - p) * 0.5
            else:
                v = quests.get(k)
                if v is None:
                    card = dungeons[k]
                    p, dies = self._quest(card)
                    v = p * (1.0 + 0.25 * len(card.treasure)) - dies * 1.5
                    if card.type == "quest_choice":
                        v = max(v, 0.0)
                    quests[k] = v
            total += v
        if len(_DUNGEON_MEMO) > 5000:
            _DUNGEON_MEMO.clear()
        _DUNGEON_MEMO[memo] = total / len(keys)
        self._dv = total / len(keys)
        return self._dv

    # -- the value of each space's action -----------------------------------------------------

    def stock_need(self) -> float:
        n = sum(self.me.stock.values())
        return 0.6 if n <= 2 else 0.35 if n <= 5 else 0.1

    def track_gain(self, colours: list[str], track: int) -> float:
        """How much one more card of the best colour raises a track (0..1), with the Academy help."""
        if track >= 3:
            return 0.15
        return 0.75

    def value(self, space: str) -> float:
        """The value of the space's action (the kind's own method; _values calls those directly)."""
        s = self.b.space(space)
        kind = s.kind
        if kind == "land":
            return self.stock_need() * (0.6 + 0.4 * len(s.dice()))
        if kind == "city":
            return self._city_value(space, s)
        if kind == "dungeon":
            return self._dungeon_value(space)
        if kind == "academy":
            return self._academy_value(space, s)
        if kind == "library":
            return self._library_value()
        if kind == "workshop":
            return self._workshop_value()
        return 0.0  # the Valley

    def _library_value(self) -> float:
        if not self.st.spell_deck:
            return 0.0
        return self.track_gain([], self.me.spell_track) + 0.1

    def _workshop_value(self) -> float:
        if not self.st.item_deck:
            return 0.0
        me = self.me
        return self.track_gain([], me.item_track) * (0.8 if sum(me.stock.values()) >= 2 else 0.5)

    def _city_value(self, space: str, s) -> float:
        st, seat, me = self.st, self.seat, self.me
        h = st.dominion.get(space)
        if h is not None and h.seat == seat:
            if st.turn.conquered:
                return 0.0
            return self._tax_icons() * self.stock_need() * 0.5
        p = self._city_odds(space, h)
        if p < 0.3:
            return -1.0
        gain = s.dominion + 0.15 * len(s.tax)
        if h is not None:
            gain += 0.5 * h.count  # their counters return to them: a swing
        if self.counters + s.dominion >= 13:
            gain += 5.0  # the win
        return p * gain - (1 - p) * (LOSS + 0.15 * sum(me.army.values()))

    def _tax_icons(self) -> int:
        """The tax icons of the Cities this seat holds."""
        taxes = _taxes(self.st.side)
        seat = self.seat
        return sum(taxes.get(x, 0) for x, h in self.st.dominion.items() if h.seat == seat)

    def _dungeon_value(self, space: str) -> float:
        st, seat = self.st, self.seat
        h = st.dominion.get(space)
        if h is not None and h.seat == seat:
            return 0.0
        g = st.guards.get(space)
        if g is not None and g.seat != seat:
            p = self._odds("dungeon_guard", space)
            if p < 0.5:
                return -1.0
            return p * 0.6 - (1 - p) * LOSS
        v = self.dungeon_value(space)
        if self.counters + 1 >= 13:
            v *= 3.0
        return v

    def _academy_value(self, space: str, s) -> float:
        st, seat = self.st, self.seat
        colour = s.colour
        holder = st.headmasters.get(colour)
        if holder == seat:
            return 0.0  # (before counting: the same answer)
        n = self.academy(seat, colour)
        if n < 6 or (holder is not None and n <= self.academy(holder, colour)):
            return 0.0
        g = st.guards.get(space)
        p = 1.0
        if g is not None and g.seat != seat:
            p = self._odds("academy_guard", space)
        v = 2.6 + (5.0 if self.counters + 2 >= 13 else 0.0)
        return p * v - (1 - p) * LOSS

    def allowance(self) -> int:
        return max(1, Q.allowance(self.ctx, self.seat))

    def all_values(self, lazy: bool = False) -> dict[str, float]:
        """value(space) for every space of the board (the same numbers), the parts that are the
        same for many spaces worked out once. `lazy`: a City not held by this seat is left out of
        the answer and put in `self.later` as (an upper bound of its value, its id) instead."""
        vals, later = self._values(lazy)
        ids = _geometry(self.st.side)[0]
        self.later = [(ub, ids[i]) for ub, i in later]
        return {sid: v for sid, v in zip(ids, vals) if v is not None}

    def _values(self, lazy: bool) -> tuple[list, list]:
        """all_values as a list in board order (None for a City left out when `lazy`) and the left-out
        Cities as (an upper bound of the value, board index), in board order. Kind by kind (_groups):
        a kind's shared value is worked out once and put at its spaces' indices."""
        st, seat = self.st, self.seat
        dominion, guards = st.dominion, st.guards
        _lands, cities, academies, dungeons, libraries, workshops, others, _n = _groups(st.side)
        need = self.stock_need()
        # Land: need * its factor; every other space starts at need * 0.0 == 0.0 (the Valley's value)
        out: list = [need * f for f in _land_factors(st.side)]
        later: list[tuple[float, int]] = []
        if cities:
            own_tax = None
            counters = self.counters
            conquered = st.turn.conquered
            for i, sid, s, dominion_, gain in cities:
                h = dominion.get(sid)
                if h is not None and h.seat == seat:
                    if conquered:
                        continue  # 0.0
                    if own_tax is None:
                        own_tax = self._tax_icons() * need * 0.5
                    out[i] = own_tax
                elif lazy:
                    if h is not None:
                        gain += 0.5 * h.count
                    if counters + dominion_ >= 13:
                        gain += 5.0
                    later.append((gain, i))
                    out[i] = None
                else:
                    out[i] = self._city_value(sid, s)
        academy: dict[str, float] = {}
        if academies and self.academy(seat, None) < 6:
            academies = ()  # under 6 of every colour: _academy_value is 0.0 for each (the Valley's 0.0 stays)
        for i, sid, s in academies:
            if guards.get(sid) is not None:
                out[i] = self._academy_value(sid, s)
                continue
            v = academy.get(s.colour)
            if v is None:
                v = academy[s.colour] = self._academy_value(sid, s)
            out[i] = v
        dungeon = None
        for i, sid in dungeons:
            h = dominion.get(sid)
            if h is not None and h.seat == seat:
                continue  # 0.0
            g = guards.get(sid)
            if g is not None and g.seat != seat:
                out[i] = self._dungeon_value(sid)
                continue
            if dungeon is None:
                dungeon = self._dungeon_value(sid)  # the same for every unguarded Dungeon
            out[i] = dungeon
        if libraries:
            v = self._library_value()
            for i, _ in libraries:
                out[i] = v
        if workshops:
            v = self._workshop_value()
            for i, _ in workshops:
                out[i] = v
        for i, sid in others:
            out[i] = self.value(sid)
        return out, later

    def scores(self, options: list[str]) -> dict[str, float]:
        """Each destination's value plus FUTURE times the best discounted value it then leads to.
        A City's value is worked out only when its upper bound could still be the best (the same
        answer as working every one out). Spaces are board indices here: values in a list, the
        discount to every target in one row per destination (_discounts), not dicts of ids."""
        side = self.st.side
        ids, index, dist = _geometry(side)
        reach = self.allowance()
        vals, later = self._values(True)
        extra = []  # options valued here, in their order (after the board's: the order ties keep)
        opts = [index[d] for d in options]
        for d, i in zip(options, opts):
            if vals[i] is None:  # a City
                vals[i] = self._city_value(d, self.b.space(d))
                extra.append(i)
        powers = _powers(side)
        best_gain = powers[1] if len(powers) > 1 else 1.0
        here = dist[index[self.me.space]]
        near = reach * (self.horizon + 1)
        if extra:
            targets = [
                (v, i, True, v * best_gain)
                for i in _near(side, index[self.me.space], near)
                if (v := vals[i]) is not None and v > 0 and i not in extra
            ]
            targets += [(vals[i], i, True, vals[i] * best_gain) for i in extra if vals[i] > 0 and here[i] <= near]
        else:
            targets = [
                (v, i, True, v * best_gain)
                for i in _near(side, index[self.me.space], near)
                if (v := vals[i]) is not None and v > 0
            ]
        targets += [(ub, i, False, ub * best_gain) for ub, i in later if vals[i] is None and here[i] <= near]
        targets.sort(key=itemgetter(0), reverse=True)  # stable as the -value key was: ties keep board order
        rows = _discounts(side, reach)
        out = {}
        budget = self.far_cities
        spent = False  # the budget has just run out: the Cities left unweighed can add nothing now
        for d, di in zip(options, opts):
            if d in out:
                continue
            fut = 0.0
            row = rows[di]
            for entry in targets:
                bound, ti, known, top = entry
                if top <= fut:
                    break  # every later target is worth at most this, and at least a turn away
                if ti == di:
                    continue
                if known:
                    x = bound * row[ti]
                else:
                    v = vals[ti]
                    if v is None:
                        if budget <= 0:
                            continue  # far Cities beyond the budget are not weighed
                        budget -= 1
                        spent = budget <= 0
                        t = ids[ti]
                        v = vals[ti] = self._city_value(t, self.b.space(t))
                        # A City just weighed keeps its place and upper bound (top) with its value
                        # (one worth nothing then adds nothing to any option: x <= 0 never beats fut).
                        targets[targets.index(entry)] = (v, ti, True, top)
                    if v <= 0:
                        continue
                    x = v * row[ti]
                if x > fut:
                    fut = x
            out[d] = vals[di] + self.future * fut
            if spent:
                # Left out once (removing an entry that only continues, or one worth nothing, changes
                # no answer: the tops left are in the same order).
                spent = False
                targets = [e for e in targets if e[2] and e[0] > 0]
        return out


# ---------------------------------------------------------------------------------------------
# Phases


def _pick(plan: Plan, by: dict, rng) -> A.Action:
    c = plan.c
    me = plan.me
    target = _target_colour(plan)

    def worth(a: A.Pick) -> float:
        card = a.card
        if card in c.spell_cards:
            colour = c.spells[c.spell_cards[card]].colour
            same = sum(
                1 for s in me.spells + me.hand if s in c.spell_cards and c.spells[c.spell_cards[s]].colour == colour
            )
            v = 1.0 + (1.0 if same < 3 and me.spell_track <= same else 0.0) + 0.2 * same
        elif card in c.items:
            colour = c.items[card].colour
            same = sum(1 for s in me.items + me.hand if s in c.items and c.items[s].colour == colour)
            v = 1.0 + (1.0 if same < 3 and me.item_track <= same else 0.0) + 0.2 * same
            v -= 0.2 * _cost_total(c.items[card].cost)
        else:
            colour, v = None, 0.5
        if colour == target:
            v += 0.5
        return v + rng.random() * 0.01

    return max(by[A.Pick], key=worth)


def _move(plan: Plan, by: dict, rng) -> A.Action:
    options = by.get(A.Move, []) + by.get(A.Stay, [])
    if not options:
        extras = by.get(A.MistWalk, []) + by.get(A.UseItem, [])
        return extras[0] if extras else next(iter(by.values()))[0]
    return _go(plan, [a.to for a in by.get(A.Move, [])], bool(by.get(A.Stay)), rng)


def _go(plan: Plan, moves: list[str], stay: bool, rng) -> A.Action:
    """The Move (to one of `moves`, the destinations in the engine's order) or Stay (when `stay`)
    with the best score; the action is made only for the one chosen."""
    st, seat = plan.st, plan.seat
    here = plan.me.space
    dests = moves + [here] if stay else moves
    scores = plan.scores(dests)
    # the rules' occupant() for every space at once: where a rival stands (never the Valley)
    rivals = {p.space for s, p in enumerate(st.players) if s != seat and p.space != Q.VALLEY}
    m = len(moves)
    # attacking a Necromancer rarely pays
    got = [-4.0 if j < m and to in rivals else scores[to] for j, to in enumerate(dests)]
    # A tie-break of up to 0.01 is drawn only for the options it could make the best: one scored
    # 0.01 or more below the top stays below it whatever is drawn.
    low = max(got) - 0.01
    best = -1e300
    at = 0
    for j, s in enumerate(got):
        if s > low:
            s += rng.random() * 0.01
            if s > best:  # the first of equal ones
                best, at = s, j
    return A.Move(seat, moves[at]) if at < m else A.Stay(seat)


def _move_now(view, seat: int, rng, level: str = "normal"):
    """The move stage's decision without game.legal_actions when it holds at least two Moves or Stays
    (what rules.move_options lists of them, in its order: the same decision); None otherwise (then
    the whole list is needed: one action alone, or no Move and no Stay)."""
    t = view.turn
    if t.moved or seat not in Q.to_act(view):
        return None
    ctx = Q.reading(view)
    here = view.players[seat].space
    moves = list(Q.destinations(ctx, seat))
    stay = ctx.board.space(here).kind == "city" and Q.mine(view, seat, here)
    if len(moves) + stay < 2:
        return None
    return _go(Plan(view, seat, ctx, level), moves, stay, rng)


def choose(game, view, seat: int, rng, level: str = "normal"):
    """The bot's action for `seat`; `level` is how far it looks ahead (LOOK: normal, or hard)."""
    if view.turn.stage == "move" and type(game) is RiseGame:  # (a wrapped game: its own list)
        got = _move_now(view, seat, rng, level)
        if got is not None:
            return got
    actions = game.legal_actions(view, seat)
    if len(actions) == 1:
        return actions[0]
    st = view
    stage = st.turn.stage
    by: dict = {}
    for a in actions:
        by.setdefault(type(a), []).append(a)
    if stage == "combat":
        want = Q.default_choice(st.fight)
        assert want is not None  # a choice among several actions in combat: a decision waits
        return next((a for a in actions if isinstance(a, A.Choose) and a.choice == want), actions[0])
    if stage == "defend":
        me = st.players[seat]
        return A.Flee(seat, sum(me.army.values()) < 3)
    if stage == "flee_to":
        return actions[0]
    plan = Plan(st, seat, level=level)
    if stage == "play":
        return _play(plan, by)
    if stage == "raise":
        return _raise(plan, by)
    if stage == "move":
        return _move(plan, by, rng)
    if stage == "look":
        return _pick(plan, by, rng)
    if stage == "quest":
        card = plan.c.dungeons[st.turn.card]
        ok, dies = plan._quest(card)
        return A.Quest(seat, ok > 0.5 and dies < 0.2)
    if stage == "ready":
        uses = by.get(A.UseItem, [])
        if uses and st.fight is not None:
            p = plan._odds(st.fight.purpose, st.fight.space, st.fight.card)
            if p < 0.9:
                return uses[0]
        return by[A.Fight][0]
    return rng.choice(actions)
