"""What must hold in every NecronomiCORP state (tests call `problems` after every step): every card in
exactly one place, at most two weapons each, life within the card's, characters on open levels."""

from __future__ import annotations

from collections import Counter

from tabletop.content.corp.records import CorpCards, card_of
from tabletop.games.corp.setup import plot_pool, room_pool
from tabletop.games.corp.state import BOSS_ROOM, TOP, State


def _rooms_in_play(st: State, cards: CorpCards) -> list[str]:
    """Every Room card somewhere: stacks, leftovers, discards, the rooms standing, monsters living elsewhere."""
    out: list[str] = list(st.leftovers)
    for lv in st.levels:
        out += lv.stack + lv.discard
    for key, area in st.areas.items():
        if key.startswith("hall:") or key == BOSS_ROOM:
            standing = False
        else:
            # a room's card stands beside its level until it is discarded; its own monster's card may be gone
            # while other monsters fight on in it (several monsters in one area, NC-CONTAG-16/17): to the
            # discard, then back into the stack by Restructuring (NC-FAQ-10) or to a fight elsewhere (It's
            # still alive!, NC-FAQ-07): then the card is counted where it is, not twice
            beside = st.levels[area.level - 1].rooms if 1 <= area.level <= len(st.levels) else []
            standing = not area.discarded and key in beside
            if standing:
                out.append(key)
        # a living monster is counted by its room while that stands, else by itself (a summoned one, or
        # one back from the discard by It's still alive!, NC-FAQ-07)
        out += [f.card for f in area.foes if (f.card != key or not standing) and card_of(f.card) in cards.rooms]
    return out


def _plots_in_play(st: State) -> list[str]:
    out = list(st.plot_deck) + list(st.plot_discard)
    for p in st.players:
        out += [w.card for w in p.weapons] + p.items + p.traumas
    for area in st.areas.values():
        out += [w.card for w in area.weapons] + area.items + [m.card for m in area.machines]
    return out


def problems(st: State, cards: CorpCards) -> list[str]:
    out: list[str] = []
    rooms = Counter(_rooms_in_play(st, cards))
    expected = Counter(room_pool(cards, st.expansion))
    if rooms != expected:
        extra = sorted((rooms - expected).elements())[:3]
        missing = sorted((expected - rooms).elements())[:3]
        out.append(f"room cards out of place: extra {extra}, missing {missing}")
    plots = Counter(_plots_in_play(st))
    expected_plots = Counter(plot_pool(cards, st.expansion, st.players_n == 1))
    if plots != expected_plots:
        extra = sorted((plots - expected_plots).elements())[:3]
        missing = sorted((expected_plots - plots).elements())[:3]
        out.append(f"plot cards out of place: extra {extra}, missing {missing}")
    if st.expansion:
        curses = Counter(st.curse_deck + st.curse_discard + [c for lv in st.levels for c in lv.curses])
        if curses != Counter(f"{c}#1" for c in cards.curses):
            out.append("curse cards out of place")
        owned = Counter(c for p in st.players for c in p.curses)
        if owned != Counter(c for lv in st.levels for c in lv.curses):
            out.append("a curse in play without the character who revealed it")
    for s, p in enumerate(st.players):
        if len(p.weapons) > 2:
            out.append(f"seat {s} carries {len(p.weapons)} weapons (NC-PLOT-08)")
        most = cards.characters[p.character].life
        if p.infected is not None:
            most = 12  # back from contagion with two dice of life (NC-CONTAG-01/02)
        if p.alive and not 0 < p.life <= most and st.fight is None:
            out.append(f"seat {s} is alive with {p.life} life of {most}")
        if not p.alive and (p.weapons or p.items):
            out.append(f"seat {s} is dead and still carries cards")
        if not (st.top_open if p.level == TOP else st.levels[p.level - 1].open):
            out.append(f"seat {s} stands on level {p.level}, which is not open")
        if p.room is not None and p.room not in st.areas:
            out.append(f"seat {s} stands in an unknown room {p.room}")
        for w in p.weapons:
            uses = cards.plot(w.card).uses
            if w.charges is not None and not 0 <= w.charges <= uses:
                out.append(f"seat {s}'s {w.card} has {w.charges} charges")
    if st.teams and len(st.points) != len(st.teams):
        out.append("points are not one per team")
    if st.turn.step not in ("begin", "explore", "end", "claim", "fight"):
        out.append(f"unknown turn step {st.turn.step}")
    if (st.fight is None) == (st.turn.step == "fight") and st.winners is None:
        out.append("the turn's fight step and the fight disagree")
    return out
