"""What one seat may know of a Rise game (RN-SETUP-09; issue 11's hidden information).

Hidden: other players' hands (shown as HIDDEN cards, so their number is public), the order of
every deck (face down: HIDDEN cards), the cards left in the box, the cards a Library or Workshop
look shows (only the looker sees them), and the future (the RNG and forced dice). Everything else
(cards in play, counters, dice results, combats) is public.
"""

from __future__ import annotations

from msgspec.structs import replace

from tabletop.core.rng import RNG
from tabletop.games.rise.state import HIDDEN, State

_NEUTRAL = RNG(0).get_state()


def view(state: State, seat: int | None) -> State:
    """A new State for `seat`: hidden parts replaced, the rest shared with `state` (a state is never
    changed once made, see state.py, and a view is only read). Every Player record and the turn are
    the view's own, so a reader that sets a field of one (the bot tries a space) leaves `state` alone."""
    players = [
        replace(p) if s == seat else replace(p, hand=[HIDDEN] * len(p.hand), fresh=[])
        for s, p in enumerate(state.players)
    ]
    t = state.turn
    turn = replace(t) if t.seat == seat else replace(t, peek=[HIDDEN] * len(t.peek))
    return replace(
        state,
        players=players,
        turn=turn,
        rng=dict(_NEUTRAL),
        forced=[],
        item_deck=[HIDDEN] * len(state.item_deck),
        spell_deck=[HIDDEN] * len(state.spell_deck),
        dungeon_deck=[HIDDEN] * len(state.dungeon_deck),
        box=[HIDDEN] * len(state.box),
    )


def _goods(cost) -> str:
    return " + ".join(f"{n} {k.replace('_', ' ').title()}" for k, n in cost.items() if n) or "free"


def rules_summary() -> list[tuple[str, list[str]]]:
    """The Evil rule summary (player aid) for the table's rules screen (RN-CONT-11): headed sections
    of lines, built from the content the engine plays with, so it never disagrees with the rules."""
    from tabletop.content.rise.cards import ACADEMIES
    from tabletop.games.rise.content import cards
    from tabletop.games.rise.state import MINION_KINDS

    c = cards()
    pb = c.supplies.player_board
    out: list[tuple[str, list[str]]] = [
        (
            "Winning",
            [
                f"The first Necromancer with {c.supplies.dominion_per_colour} Dominion counters on the Game board "
                "and the Spell and Item tracks at once is the Necromancer King."
            ],
        ),
        (
            "Turn sequence",
            [
                "1 Play cards (optional): Necromancer, then Apprentice from a later turn; Spells free; Items and "
                "others for their cost. Cards drawn this turn wait for your next turn.",
                "2 Raise one Minion (optional), paying its cost.",
                "3 Move (mandatory): leave or pick up Minions on your own space, then Mist Walk, then move up to "
                f"the slowest Minion's move ({pb.no_minion_move} without Minions). A City you do not control or a "
                "rival's counter ends the move; only the Valley of Souls is shared; you may stay only on your own City.",
                "4 Take the space's action (mandatory): Valley nothing; Land roll its dice; Dungeon draw a card; "
                "Library / Workshop look at 3, keep 1; City attack it or collect taxes; Academy become Headmaster "
                "with 6+ of its colour (and more than the Headmaster).",
                "5 Place Dominion counters: Spell and Item tracks (most of one colour, up to 3), City = its tax "
                "icons, Dungeon 1, Headmaster 2; rivals' counters there go back to them.",
            ],
        ),
        (
            "Minions",
            [
                f"{m.name}: {' or '.join(_goods(dict(k.items())) for k in m.costs)}; power "
                f"{', '.join(map(str, m.power))}, move {m.move}; {ACADEMIES[m.colour]}"
                + (" (Ghost strike)" if any(e.kind == "ghost_strike" for e in m.effects) else "")
                for m in (c.minion(k) for k in MINION_KINDS)
            ],
        ),
        (
            "Spells (cast once a turn, same price at every level)",
            [
                f"{s.name} ({ACADEMIES[s.colour]}, cast: "
                f"{'discard Zombies' if s.cast == 'zombie' else '1 ' + s.cast.replace('_', ' ').title()}): "
                + " / ".join(f"level {i} {lv.text}" for i, lv in enumerate(s.levels, 1))
                for s in c.spells.values()
            ],
        ),
        (
            "Combat",
            [
                "1 Opponent (and Weaken); 2 Ghost strikes; 3 all other attacks, then Death Bolt and Zombie "
                "Explosion; 4 the winner. A roll at or under the power wounds; 6 always misses. The "
                "Necromancer takes the last wound; dead, it returns to the Valley of Souls."
            ],
        ),
    ]
    return out
