"""Rise of the Necromancers rules, set-up (RN-SETUP): the limited general supply, the shuffled
decks, three Necromancers and three Apprentices dealt to each player, the roll-off for the black
Necromancer and the turn order it starts (RN-TURN-01), and the set-up's events as the players see them.
The first turn is started by rules_turn."""

from __future__ import annotations

from tabletop.core.protocol import Event
from tabletop.core.rng import RNG
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import board, cards
from tabletop.games.rise.rules_core import VALLEY, Ctx
from tabletop.games.rise.rules_turn import _start_turn
from tabletop.games.rise.state import MINION_KINDS, STOCK, Player, State, Turn

# ------------------------------------------------------------------------------------------
# Set-up (RN-SETUP)


def initial_state(settings, seed: int) -> State:
    c = cards()
    rng = RNG(seed, stream=77)
    n = settings.players
    st = State(
        players_n=n,
        side=settings.side,
        pvp=settings.pvp,
        round_limit=settings.round_limit,
        order=[],
        players=[],
        supply={},
        forced=list(settings.forced),
    )
    ctx = Ctx(st)
    ctx.rng = rng
    board(settings.side)  # load and check the side now (a broken file names file and field)
    # RN-SETUP-04 / RN-CONT-06 / RN-RAISE-10: the limited general supply.
    st.supply = {k: c.supply(k) for k in STOCK + MINION_KINDS}
    # RN-SETUP-05: Item, Spell and Dungeon decks shuffled face down.
    for name, deck in (("item_deck", "items"), ("spell_deck", "spells"), ("dungeon_deck", "dungeons")):
        cards_ = c.deck(deck)
        rng.shuffle(cards_)
        setattr(st, name, cards_)
    # RN-SETUP-07/08: 3 Necromancers and 3 Apprentices each, the rest to the box.
    hands: list[list[str]] = [[] for _ in range(n)]
    for deck in ("necromancers", "apprentices"):
        cards_ = c.deck(deck)
        rng.shuffle(cards_)
        for s in range(n):
            hands[s] += cards_[3 * s : 3 * s + 3]
        st.box += cards_[3 * n :]
    # RN-SETUP-10/11: one die each; only those tied for lowest roll again.
    rolling = list(range(n))
    while True:
        rolls = [ctx.die() for _ in rolling]
        st.rolloff.append([rolling[i] * 10 + r for i, r in enumerate(rolls)])  # seat*10 + roll
        low = min(rolls)
        rolling = [s for s, r in zip(rolling, rolls) if r == low]
        if len(rolling) == 1:
            break
    black = rolling[0]
    # RN-SETUP-13/15, RN-TURN-01: black first, then each player to the right in turn.
    st.order = [(black + k) % n for k in range(n)]
    colours = [x.id for x in c.supplies.colours]
    for s in range(n):
        colour = colours[st.order.index(s)]
        # RN-SETUP-14/16: in the Valley, nothing in play, no stock.
        st.players.append(
            Player(colour=colour, hand=hands[s], stock=dict.fromkeys(STOCK, 0), army=dict.fromkeys(MINION_KINDS, 0))
        )
    st.turn = Turn(number=1, seat=black, start=VALLEY)
    ctx.rng = rng
    _start_turn(ctx, first=True)
    ctx.done()
    ctx.st.rng = rng.get_state()
    return st


def setup_events(st: State) -> list[Event]:
    c, b = cards(), board(st.side)
    out = [W.event(E.DecksShuffled(["item", "spell", "dungeon", "necromancer", "apprentice"]), b, c)]
    for s, p in enumerate(st.players):
        out.append(W.event(E.Dealt(s, list(p.hand)), b, c, to=(s,), public_record=E.DealtFaceDown(s), reveals=True))
    for k, rolls in enumerate(st.rolloff):
        seats = {r // 10: r % 10 for r in rolls}
        out.append(W.event(E.RollOff(seats, k + 1, k + 1 != len(st.rolloff)), b, c))
    out.append(W.event(E.SetupDone(list(st.order)), b, c))
    return out
