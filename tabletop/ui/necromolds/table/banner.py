"""What the Necromolds table tells the player in the top bar: whose turn it is and what to do. Read
from the view; the kit draws it (tabletop/ui/kit/notices.py: the banner and the notices).
"""

from __future__ import annotations

import functools
import re

from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.queries import deciding_seat
from tabletop.ui import look
from tabletop.ui.necromolds.table import queries as Q

SETUP_PHASES = ("terrain", "army", "deploy")
# a rule's name leading a reason: "Strategic Movement: ...", "Draft question 4: ..." (never a player's)
RULE_LEAD = re.compile(r"^(?!Player )[A-Z][a-z]+(?: [A-Za-z]+)*(?: \d+)?: \S")


def prompt(view, humans: list, can_shoot: bool) -> tuple[str, tuple]:
    """The line that says whose turn it is and what to do (`humans`: the seats played at this screen)."""
    st = view.state
    lib = library()
    name = view.seat_name
    colour = lambda s_: view.colours[s_]  # noqa: E731
    if st.phase in SETUP_PHASES:
        return f"Set-up: {st.phase}", look.BONE
    if st.phase == "order":  # Turn Order Choice (NM-FAN-02)
        seat = st.first
        if seat in humans:
            return f"Round {st.round} · {name(seat)}: go first or second? (Turn Order Choice)", colour(seat)
        return f"Round {st.round} · {name(seat)} is choosing whether to go first or second…", colour(seat)
    if st.phase == "assign":
        waiting = [s_ for s_ in range(len(st.seats)) if not st.seats[s_].assign_done]
        mine = [s_ for s_ in waiting if s_ in humans]
        if view.seat in mine:  # the seat at the screen first, then the other humans in order
            mine = [view.seat] + [s_ for s_ in mine if s_ != view.seat]
        if mine:
            then = f" ({name(mine[1])} next)" if len(mine) > 1 else ""
            return (
                f"Round {st.round} · {name(mine[0])}: drag dice onto matching slots (click a wild to turn it), then Done{then}",
                colour(mine[0]),
            )
        return f"Round {st.round} · {', '.join(name(s_) for s_ in waiting)} assigning command dice", colour(
            waiting[0]
        ) if waiting else look.BONE
    if st.phase == "turns":
        seat = st.turn_seat
        if seat not in humans:
            return f"Round {st.round} · {name(seat)} is choosing their command", colour(seat)
        if not st.uses_slots():
            magic = " (magic: a gem or a spellbook's magic)" if st.uses_abilities() else ""
            return f"Round {st.round} · {name(seat)}'s turn · click a command die in your tray{magic}", colour(seat)
        book = f" on {lib.books[st.active_book].name}" if st.active_book else ""
        return (
            # " · " before the instruction: a long prompt splits there, into two lines of a readable size
            f"Round {st.round} · {name(seat)}'s turn · click a glowing move or ranged die{book} to play it",
            colour(seat),
        )
    if st.phase == "command":
        c = st.command
        seat = c.seat
        reach = f"{c.distance:g} in, {Q.edge_name(c.distance)}"
        if c.book_distances:  # basic play with What Next step 3: each monster at its spellbook's edge
            reach = "each at its spellbook's edge"
        if c.book:
            book = lib.books[c.book].name
        else:  # basic play: any monsters, up to a number of them
            book = f"{c.limit} monster{'s' if c.limit != 1 else ''}" if c.limit else "your monsters"
        if seat not in humans:
            verb = "moves" if c.kind == "move" else "shoots with"
            one = "one monster of " if c.book and c.limit == 1 else ""  # an unstable slot (NM-ROUND-13)
            return f"Round {st.round} · {name(seat)} {verb} {one}{book} ({reach})", colour(seat)
        if c.stage == "melee":  # Decisive Combat (NM-FAN-18/20)
            return f"{name(seat)}: the moves are done · click the melee to fight next (the list, or a fighter)", colour(
                seat
            )
        turn = " (wheel: turn it)" if "fan_directional" in st.fan else ""
        # an unstable slot is performed by one monster (NM-ROUND-13): say so before the first drag, not
        # after the command ended by itself (found playing: the others looked free to move)
        each = (
            "drag one glowing monster (an unstable slot: one monster)"
            if c.book and c.limit == 1
            else "drag each glowing monster"
        )
        if c.kind == "move" and "fan_decisive_combat" in st.fan:
            return (
                f"{name(seat)}: move {book} up to {reach} · {each}{turn} · then End moves: the fights",
                colour(seat),
            )
        if c.kind == "move":
            return (
                f"{name(seat)}: move {book} up to {reach} · {each}{turn}, then End command",
                colour(seat),
            )
        if "fan_decisive_combat" in st.fan:  # NM-FAN-19: every target declared first
            aimed = f" ({len(c.declared)} aimed)" if c.declared else ""
            return (
                f"{name(seat)}: shoot with {book} ({reach}) · click a glowing monster, then its target{aimed}; "
                f"all shoot after End aiming",
                colour(seat),
            )
        if not can_shoot:
            return f"{name(seat)}: shoot with {book} ({reach}) · no enemy in range and sight: End command", colour(seat)
        return f"{name(seat)}: shoot with {book} ({reach}) · click a glowing monster, then a green target", colour(seat)
    if st.phase == "turn_end":  # More Fun with Clay: the end of a turn (walls, more clay magic, or pass)
        seat = st.turn_seat
        if seat not in humans:
            return f"Round {st.round} · {name(seat)} is ending their turn (clay magic)…", colour(seat)
        return f"Round {st.round} · {name(seat)}: walls or clay magic now, then End turn (E)", colour(seat)
    if st.phase == "combat":
        seat = deciding_seat(st)
        return f"Combat! {name(seat)} decides", colour(seat)
    if st.phase == "over":
        return "The battle is over", look.AMBER
    return st.phase, look.BONE


def short_prompt(text: str) -> str:
    """The prompt without its asides in brackets, or after a dash, for a bar too narrow for all of it:
    at 960x600 with large text "Round 1 · Player 1: drag dice onto matc…" was cut (play-test r19), and
    Basalt's draft reason at 1280x800 "… a ranged attack this round:…" (r20; the log keeps it whole)."""
    return re.sub(r" \([^()]*\)", "", text).split(" — ")[0]


def bar_prompt(text: str, right: int, height: int, scale: float) -> str:
    """`_bar_prompt` for the Large text setting in force (the kit's prompt letter grows with it)."""
    from tabletop.ui.layout import preferences

    return _bar_prompt(text, right, height, scale, preferences()[1])


@functools.lru_cache(maxsize=64)
def _bar_prompt(text: str, right: int, height: int, scale: float, _large: bool = False) -> str:
    """The fewer words the bar shows where the whole prompt would be cut with "…" (the kit's banner,
    its words ending before x = `right`): short_prompt's, else also without the "Round N · " lead, else
    also without the how-to after the last " · " (at 960x600 with large text "Player 1: move 2
    monsters up to 7 in, fa…" was cut: play-test r20; the glowing monsters still show what to drag).
    Cached: the bar is drawn every frame."""
    from tabletop.ui.kit.notices import fit_prompt, least_letter

    room = right - int(14 * scale) - int(26 * scale) - int(14 * scale)  # as the kit's draw_banner
    short = short_prompt(text)
    tries = [short, re.sub(r"^Round \d+ · ", "", short)]
    while " · " in tries[-1]:
        tries.append(tries[-1].rsplit(" · ", 1)[0])
    # last, a reason without its rule's name ("Strategic Movement: Basalt's Mud Mump 2 moves toward its
    # closest enemy, Player 1's Graveghoul 1" was cut "… Mud Mump 2 mo…" at 960x600 with large text:
    # playing r27); the log keeps the name
    tries += [t.split(": ", 1)[1] for t in tries if RULE_LEAD.match(t)]
    whole = []  # (the letter, the words) of the forms shown whole
    for words in tries:
        lines, size = fit_prompt(words, room, height, scale)
        if not lines[-1].endswith("…"):
            if size >= least_letter(scale):
                return words
            whole.append((size, words))
    # none at the bar's least letter (with Large text beside the wide toolbar, r27): the largest whole one
    return max(whole, key=lambda w: w[0])[1] if whole else tries[-1]
