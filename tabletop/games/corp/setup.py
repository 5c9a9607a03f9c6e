"""NecronomiCORP set-up: the building (NC-BUILD), the decks, the characters and their starting gear
(NC-START), the teams (NC-TEAM-01), the first curse (NC-CURSE-02); and the set-up's events as the
players see them."""

from __future__ import annotations

from tabletop.content.corp.records import CorpCards, card_of, instance_ids
from tabletop.core.protocol import Event
from tabletop.core.rng import RNG
from tabletop.games.corp import curses
from tabletop.games.corp import events as E
from tabletop.games.corp import words as W
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.settings import Building, Settings
from tabletop.games.corp.state import LEVEL_SIZES, LEVELS, Area, Character, Held, Level, State, Turn, hall_key


def room_pool(cards: CorpCards, expansion: bool) -> list[str]:
    """Every Room card played with, as instance ids (NC-AS-01: the expansion's only when it is on, and then
    without the Loot cards, NC-BUILD-07/08)."""
    return [
        i
        for r in cards.rooms.values()
        if (not r.expansion and not (expansion and r.kind == "loot")) or (expansion and r.expansion)
        for i in instance_ids(r.id, r.count)
    ]


def plot_pool(cards: CorpCards, expansion: bool, solo: bool) -> list[str]:
    """The Plot deck's cards; solo play leaves out the undesirable ones (NC-START-03)."""
    return [
        i
        for p in cards.plots.values()
        if (expansion or not p.expansion) and (p.solo or not solo)
        for i in instance_ids(p.id, p.count)
    ]


def build(ctx: Ctx, expansion: bool) -> tuple[list[list[str]], list[str]]:
    """The five stacks (top first) and the secret leftovers, by the rulebook's steps (NC-BUILD-02..08):
    monsters by level, a sixth stack of Empty Rooms and Loot cards (no Loot with the expansion,
    NC-BUILD-07/08), the exits aside; each level draws size-1 cards from the leftovers shuffled with its
    monsters, adds its exit and is shuffled."""
    cards = ctx.cards
    pool = room_pool(cards, expansion)
    exits: dict[int, list[str]] = {}
    monsters: dict[int, list[str]] = {n: [] for n in LEVELS}
    sixth: list[str] = []
    for i in pool:
        r = cards.room(i)
        if r.kind == "exit":
            exits.setdefault(r.exit_level, []).append(i)
        elif r.kind == "monster":
            monsters[min(max(r.level, 1), 5)].append(i)
        else:
            sixth.append(i)  # Empty Rooms and Loot cards (none with the expansion, room_pool)
    stacks: list[list[str]] = []
    leftovers = sixth
    for n in LEVELS:
        mixed = leftovers + monsters[n]
        ctx.shuffle(mixed)
        take = LEVEL_SIZES[n] - 1
        level = mixed[:take]
        leftovers = mixed[take:]
        level += exits.get(n, [])[:1]
        ctx.shuffle(level)
        stacks.append(level)
        leftovers += exits.get(n, [])[1:]  # a second copy of an exit (a mod) waits with the rest
    return stacks, leftovers


def custom_building(cards: CorpCards, b: Building, expansion: bool) -> tuple[list[list[str]], list[str]]:
    """A building laid out by hand (NC-BUILD-09): its stacks as given; every other card set aside."""
    pool = room_pool(cards, expansion)
    used = [c for level in b.levels for c in level]
    unknown = [c for c in used if c not in pool]
    if unknown:
        raise ValueError(f"setting test_building: no such room card {unknown[0]!r}")
    if len(set(used)) != len(used):
        raise ValueError("setting test_building: a room card placed twice")
    taken = set(used)
    return [list(level) for level in b.levels], [c for c in pool if c not in taken]


def _deal_characters(ctx: Ctx, s: Settings) -> list[str]:
    cards = ctx.cards
    if s.characters:
        for c in s.characters:
            ch = cards.characters.get(c)
            if ch is None:
                raise ValueError(f"setting characters: no character {c!r}")
            if ch.expansion and not s.expansion:
                raise ValueError(f"setting characters: {c} comes with the expansion")
        return list(s.characters)
    basic = [c.id for c in cards.characters.values() if not c.special and (s.expansion or not c.expansion)]
    special = [c.id for c in cards.characters.values() if c.special and s.expansion]
    ctx.shuffle(basic)
    ctx.shuffle(special)
    # With `special` the special characters are dealt first (NC-START-09), then basic ones for the rest.
    dealt = (special + basic) if s.special else basic
    if len(dealt) < s.players:
        raise ValueError(f"not enough characters for {s.players} players")
    return dealt[: s.players]


def _take(deck: list[str], cards: CorpCards, fits, ctx: Ctx) -> str | None:
    """A random card of the deck that `fits`, taken out of it (NC-START-07)."""
    found = [c for c in deck if fits(cards.plot(c))]
    if not found:
        return None
    pick = found[ctx.rng.randbelow(len(found))]
    deck.remove(pick)
    return pick


def starting_gear(ctx: Ctx, s: Settings) -> None:
    """Basic characters' weapons and items by player count (NC-START-02..06, NC-START-10); special
    characters start with nothing from the table."""
    st, cards = ctx.st, ctx.cards
    deck = st.plot_deck
    extra_item = s.players <= 3 or s.expansion  # special characters were recommended (NC-START-09/10)
    for p in st.players:
        if cards.characters[p.character].special:
            continue
        weapons: list[str | None] = []
        items: list[str | None] = []
        if s.players == 1:
            weapons = [_take(deck, cards, lambda c: c.kind == "weapon", ctx) for _ in range(2)]
            items = [_take(deck, cards, lambda c: c.kind == "item" and c.first_aid, ctx) for _ in range(2)]
        elif s.players == 2:
            weapons = [_take(deck, cards, lambda c: c.kind == "weapon" and c.dice == 1, ctx) for _ in range(2)]
        elif s.players <= 4:
            weapons = [_take(deck, cards, lambda c: c.kind == "weapon" and c.dice == 1, ctx)]
        if extra_item:
            items.append(_take(deck, cards, lambda c: c.kind == "item", ctx))
        for w in weapons:
            if w is not None:
                uses = cards.plot(w).uses
                p.weapons.append(Held(w, uses if uses else None))
        p.items.extend(i for i in items if i is not None)
    ctx.shuffle(deck)  # NC-START-07: then the Plot deck is shuffled


def _ordered(cards_given: tuple[str, ...], pool: list[str], what: str) -> list[str]:
    unknown = [c for c in cards_given if c not in pool]
    if unknown or len(set(cards_given)) != len(cards_given):
        raise ValueError(f"setting test_building: {what}: unknown or repeated card {(unknown or ['?'])[0]!r}")
    rest = [c for c in pool if c not in set(cards_given)]
    return list(cards_given) + rest


def initial_state(s: Settings, seed: int, cards: CorpCards) -> State:
    n = s.players
    if s.teams:
        teams = [[seat for seat in range(n) if seat % s.teams == t] for t in range(s.teams)]  # NC-TEAM-01
    else:
        teams = []
    order = [(s.first + k) % n for k in range(n)]  # clockwise from the first player (NC-START-11)
    st = State(
        players_n=n,
        expansion=s.expansion,
        teams=teams,
        target=s.target,
        order=order,
        players=[],
        levels=[Level(number=k) for k in LEVELS],
        forced=list(s.forced),
        points=[0] * len(teams),
        rng=RNG(seed, stream=23).get_state(),
    )
    ctx = Ctx(st, cards)
    if s.building is not None:
        stacks, st.leftovers = custom_building(cards, s.building, s.expansion)
    else:
        stacks, st.leftovers = build(ctx, s.expansion)
    for level, stack in zip(st.levels, stacks):
        level.stack = stack
    st.levels[0].open = True
    st.areas = {hall_key(k): Area(level=k) for k in (*LEVELS, 6)}
    # Decks: Plots, bosses by stack (NC-BOSS-02), curses (expansion).
    st.plot_deck = plot_pool(cards, s.expansion, n == 1)
    ctx.shuffle(st.plot_deck)
    bosses = [b for b in cards.bosses.values() if s.expansion or not b.expansion]
    st.boss_stacks = {k: [i for b in bosses if b.stack == k for i in instance_ids(b.id, 1)] for k in ("1-3", "4-6")}
    for stack in st.boss_stacks.values():
        ctx.shuffle(stack)
    if s.expansion:
        st.curse_deck = [i for c in cards.curses.values() for i in instance_ids(c.id, 1)]
        ctx.shuffle(st.curse_deck)
    if s.building is not None:
        b = s.building
        if b.plots is not None:
            st.plot_deck = _ordered(b.plots, st.plot_deck, "plots")
        if b.curses is not None:
            st.curse_deck = _ordered(b.curses, st.curse_deck, "curses")
        if b.boss:
            stacks_all = [c for k in st.boss_stacks.values() for c in k]
            if b.boss not in stacks_all:
                raise ValueError(f"setting test_building: no boss {b.boss!r}")
            for k in st.boss_stacks.values():
                if b.boss in k:
                    k.remove(b.boss)
                    k.insert(0, b.boss)  # the chosen boss is drawn first (TIP 1)
    # Characters (NC-START-01), teams, gear.
    for seat, cid in enumerate(_deal_characters(ctx, s)):
        team = seat % s.teams if s.teams else None
        st.players.append(Character(character=cid, life=cards.characters[cid].life, team=team))
    if s.building is None or s.building.plots is None:
        starting_gear(ctx, s)
    else:
        gear_in_order(st, cards, s)
    if s.expansion and st.curse_deck:
        curses.reveal(ctx, s.first, 1)  # NC-CURSE-02: the starting player is cursed, on level 1
    st.turn = Turn(number=1, seat=s.first, step="begin")
    ctx.done()
    return st


def gear_in_order(st: State, cards: CorpCards, s: Settings) -> None:
    """With a hand-laid Plot deck, starting gear is taken from its top in order (tests know what is dealt)."""
    for p in st.players:
        if cards.characters[p.character].special:
            continue
        want = {1: 2, 2: 2, 3: 1, 4: 1}.get(s.players, 0)
        for c in list(st.plot_deck):
            plot = cards.plot(c)
            if want and plot.kind == "weapon" and (s.players == 1 or plot.dice == 1):
                st.plot_deck.remove(c)
                p.weapons.append(Held(c, plot.uses or None))
                want -= 1


def setup_events(st: State, cards: CorpCards) -> list[Event]:
    """The set-up as the players saw it: the building (sizes only), the characters, the gear, the curse."""
    out: list[Event] = []

    def say(record, to=None, public=None) -> None:
        public_text = W.text(public, cards) if public is not None else ""
        out.append(Event.of(record, W.text(record, cards), to, public_text, public))

    say(E.BuildingBuilt([len(lv.stack) + len(lv.rooms) for lv in st.levels], len(st.leftovers)))
    for seat, p in enumerate(st.players):
        say(E.CharacterDealt(seat, p.character, cards.characters[p.character].life, p.team))
        gear = [w.card for w in p.weapons] + list(p.items)
        if gear:
            say(E.GearDealt(seat, gear))
    for lv in st.levels:
        for c in lv.curses:
            owner = next((s for s, p in enumerate(st.players) if c in p.curses), st.turn.seat)
            say(E.CurseRevealed(owner, c, lv.number))
    return out


__all__ = ["build", "card_of", "custom_building", "initial_state", "setup_events"]
