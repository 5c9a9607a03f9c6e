"""Set-up of Basalt LaSeur's Revenge (NM-SOLO-01..16): the human places 0 to 3 terrain pieces, takes
their items, molds and deploys by the standard rules (setup.py); then the engine summons Basalt's army
from the shuffled shared play cards, lines it up on the opposite edge and gives him his gems, each step
a typed event (solo_events.py) so a table can show it happening.

Readings beyond the checklist (noted here, as the checklist asks of AMBIGUOUS items): Basalt's clay
"runs out" when the next monster to mold does not fit (NM-SOLO-15's "make as many as fit and stop");
if the whole deck makes no monster at all (4 dice without a defense hit on every card), the deck is
shuffled again, since an army of no monsters cannot play and the leftover rule needs one.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.core.rng import RNG
from tabletop.games.necromolds import chance, fan, field, setup
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import TerrainDone
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.settings import Settings
from tabletop.games.necromolds.solo_words import BASALT_NAME
from tabletop.games.necromolds.state import BASALT, HUMAN, Monster, Seat, Solo, State

GAP = 0.15  # inches between neighbours in Basalt's line-up (as deployment_spots spaces bases)
MAX_DECKS = 50  # reshuffles before giving up (only forced dice could keep rolling no defense hit)


def initial_state(s: Settings, seed: int) -> State:
    """A solo game at the terrain step (NM-SOLO-02): the human at seat 0 with 4 gems and their clay
    (NM-SOLO-03), Basalt at seat 1 with one standard container of clay (NM-SOLO-14) and no gems until
    his army is placed (NM-SOLO-13). No roll-off: the human places terrain and deploys first (NM-SOLO-05)."""
    lib = library()
    solo = lib.rules.solo
    human = Seat(gems=solo.human_gems, clay=s.clay, dice_count=0)
    basalt = Seat(gems=0, clay=solo.basalt_clay, dice_count=0, army_done=True, deploy_done=True)
    state = State(
        mode=s.mode,
        map=s.map,
        phase="terrain",
        rng=RNG(int(seed)).get_state(),
        seats=[human, basalt],
        forced=list(s.forced),
        fan=list(s.fan),
        solo=Solo(),
    )
    if s.clay_magic:  # NM-CLAY-01: an extra container each (Basalt's guides never use it)
        state.clay_left = [int(lib.clay.extra_clay)] * 2
    state.terrain_first = state.placer = HUMAN
    state.deploy_order = [HUMAN]
    return state


def terrain_done(state: State, a: TerrainDone, events: list[Event]) -> None:
    """NM-SOLO-02: the human places up to 3 terrain pieces; with fewer they say they are done."""
    if state.solo is None:
        raise IllegalAction("every terrain piece is placed in a game of two or more (NM-SETUP-08)")
    if state.phase != "terrain":
        raise IllegalAction("terrain is placed only during set-up")
    if a.seat != HUMAN:
        raise IllegalAction("you place the terrain against Basalt")
    state.phase = "army"
    events.append(W.event(state, SE.TerrainDone(a.seat, len(state.terrain))))


def terrain_actions(state: State, seat: int, places: list) -> list:
    """The solo terrain step's choices: the placements, or no more terrain (NM-SOLO-02)."""
    return [*places, TerrainDone(seat=seat)]


# -- Basalt's army (NM-SOLO-06..16) ---------------------------------------------------------------


def summon(state: State, events: list[Event]) -> None:
    """Step 4: shuffle the shared play cards (NM-SOLO-06), reveal and roll for each (NM-SOLO-07..10)
    until his clay runs out (NM-SOLO-11/15), the leftover into his smallest monster, then his line-up
    (NM-SOLO-12/16) and his 4 gems (NM-SOLO-13)."""
    assert state.solo is not None
    lib = library()
    solo = lib.rules.solo
    seat = state.seats[BASALT]
    out_of_clay = False
    for deck_number in range(MAX_DECKS):
        order = chance.deal(state, list(range(len(solo.shared_cards))))  # face down, in the RNG's order
        deck = [solo.shared_cards[i] for i in order]
        events.append(W.event(state, SE.DeckShuffled(len(deck), deck_number > 0)))
        while deck and not out_of_clay:
            out_of_clay = _reveal(state, deck.pop(0), events)
        if out_of_clay or state.solo.cards:
            break
    _leftover(state, events)
    _line_up(state, events)
    seat.gems = solo.basalt_gems
    events.append(W.event(state, SE.BasaltGems(BASALT, seat.gems)))


def sizes_for(book: str, count: int) -> list[int]:
    """NM-SOLO-09/15: a spellbook with several sizes alternates its largest and smallest, starting
    with the largest for each card; a book of one size always makes that size."""
    sizes = library().books[book].sizes
    big = max(range(len(sizes)), key=lambda i: (sizes[i].clay, -i))
    small = min(range(len(sizes)), key=lambda i: (sizes[i].clay, i))
    return [big if k % 2 == 0 else small for k in range(count)]


def _reveal(state: State, card: str, events: list[Event]) -> bool:
    """One card: roll the summoning dice, mold that many monsters while they fit; True when his clay
    ran out (a monster to mold did not fit, or no monster of any book fits any more)."""
    assert state.solo is not None
    lib = library()
    faces = chance.roll(state, lib.combat_die, lib.rules.solo.summon_dice)
    hits = chance.count(lib.combat_die, faces, "defense")
    made: list[str] = []
    short = False
    for size in sizes_for(card, hits):
        if state.seats[BASALT].clay < lib.size(card, size).clay:
            short = True  # NM-SOLO-15: as many as fit, then stop
            break
        made.append(setup._add_monster(state, BASALT, card, size).id)
    if made:  # NM-SOLO-10/15: a card without monsters is not assigned
        state.solo.cards.append(card)
    short = short or state.seats[BASALT].clay < lib.smallest_clay()
    record = SE.CardRevealed(card, faces, hits, made, bool(made), short, state.seats[BASALT].clay)
    events.append(W.event(state, record))
    return short


def smallest_in_army(state: State) -> Monster | None:
    """NM-SOLO-11/15: the smallest Size among Basalt's monsters (the first made of it on a tie)."""
    army = [m for m in state.monsters if m.owner == BASALT]
    if not army:
        return None
    return min(army, key=lambda m: library().size(m.book, m.size).clay)


def _leftover(state: State, events: list[Event]) -> None:
    """NM-SOLO-11/15: more of the smallest monster already in his army, until it no longer fits."""
    small = smallest_in_army(state)
    if small is None:
        return
    cost = library().size(small.book, small.size).clay
    made = []
    while state.seats[BASALT].clay >= cost:
        made.append(setup._add_monster(state, BASALT, small.book, small.size).id)
    if made:
        events.append(W.event(state, SE.LeftoverClay(small.book, made, state.seats[BASALT].clay)))


def line_up_order(state: State) -> list[Monster]:
    """NM-SOLO-16: round-robin by spellbook (cards in the order revealed), so no two neighbours are of
    the same spellbook wherever the counts allow."""
    assert state.solo is not None
    groups = [[m for m in state.monsters if m.owner == BASALT and m.book == card] for card in state.solo.cards]
    order: list[Monster] = []
    while any(groups):
        for group in groups:
            if group:
                order.append(group.pop(0))
    return order


def _line_up(state: State, events: list[Event]) -> None:
    """NM-SOLO-12/16: the line-up along Basalt's edge (the bottom, opposite the human's), centred,
    every base touching his green border, left to right; a base that meets terrain slides on to the
    next free place (or the first free place anywhere along the edge)."""
    order = line_up_order(state)
    mp = library().maps[state.map]
    width = sum(2 * field.base_of(m)[0] for m in order) + GAP * max(0, len(order) - 1)
    cursor = max(0.0, (mp.width - width) / 2)
    placed: list[list[float]] = []
    for m in order:
        radius, _h = field.base_of(m)
        y = round(mp.height - radius - 0.01, 3)
        spot = _first_free(state, m, cursor + radius, y, mp.width - radius)
        if spot is None:
            free = setup.deployment_spots(state, BASALT, m, count=400)
            if not free:
                raise RuntimeError(f"no room on {BASALT_NAME}'s edge for {m.id}")  # content far too crowded
            spot = free[0]
        m.x, m.y, m.deployed = spot[0], spot[1], True
        if fan.directional(state):  # NM-FAN-11: facing the human's army
            m.facing = fan.deploy_facing(state, BASALT, m.x, m.y)
        cursor = max(cursor, m.x + radius + GAP)
        placed.append([m.x, m.y])
    events.append(W.event(state, SE.BasaltDeployed([m.id for m in order], placed)))


def _first_free(state: State, m: Monster, x: float, y: float, last: float) -> tuple[float, float] | None:
    radius, _h = field.base_of(m)
    while x <= last + 1e-9:
        spot = (round(x, 3), y)
        if (
            setup.border_problem(state, BASALT, radius, spot[1], spot[0]) is None
            and field.placement_problem(state, m, *spot) is None
        ):
            return spot
        x += 0.05
    return None
