"""Tooltips over the Rise table: what a space is and what stands on it, what the board says under the
cursor while moving (the reach, an Academy that would make no Headmaster, why a space is out of reach),
and the tooltip box itself (also used for the notices over the board).
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import queries as Q
from tabletop.games.rise import words as RW
from tabletop.games.rise.content import cards
from tabletop.ui import look
from tabletop.ui.kit.more import more_line
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table.layout import left_free, letters

TIP_REST = 0.45  # seconds the cursor rests on an icon before its tooltip shows


def tip_box(
    surface,
    text: str,
    pos,
    scale: float,
    colour=look.BONE,
    quiet: bool = False,
    centre: bool = False,
    within: pygame.Rect | None = None,
    above: bool = False,
    avoid: pygame.Rect | None = None,
):
    """(box, lines image) of a tooltip; `within` keeps it inside a rectangle (its lines wrapped to fit),
    off `avoid` (the notice: play-test r19, a space's tip lay over it) where the room allows."""
    f = look.font("sans", max(9, int((11 if quiet else 13) * letters(scale))))  # larger with Large text
    lines = text.split("\n")
    if within is not None:
        lines = [part for line in lines for part in (look.wrap_lines(line, f, within.w - 24) or [""])]
    images = [f.render(line, True, colour if i == 0 else look.BONE_DIM) for i, line in enumerate(lines)]
    # the last line's own height: at some sizes a line's image is a pixel taller than the line spacing
    tall = max(f.get_linesize() * len(images), f.get_linesize() * (len(images) - 1) + images[-1].get_height())
    t = pygame.Surface((max(i.get_width() for i in images), tall), pygame.SRCALPHA)
    for i, image in enumerate(images):
        t.blit(image, (0, i * f.get_linesize()))
    box = t.get_rect()
    box.inflate_ip(14, 8)
    if centre:
        box.center = pos
    elif above:
        box.bottomleft = (pos[0] + 16, pos[1] - 10)
    else:
        box.topleft = (pos[0] + 16, pos[1] + 14)
    room = within if within is not None else surface.get_rect()
    box.clamp_ip(room)
    if avoid is not None and box.colliderect(avoid):  # above the cursor, else above or below the notice
        for bottom in (pos[1] - 10, avoid.top - 4, avoid.bottom + 4 + box.h):
            moved = box.copy()
            moved.bottom = bottom
            moved.clamp_ip(room)
            if not moved.colliderect(avoid):
                return moved, t
    return box, t


def draw_tip(
    surface,
    text: str,
    pos,
    scale: float,
    colour=look.BONE,
    quiet: bool = False,
    centre: bool = False,
    within: pygame.Rect | None = None,
    above: bool = False,
    avoid: pygame.Rect | None = None,
) -> None:
    """A tooltip (or a notice) drawn at `pos`."""
    box, t = tip_box(surface, text, pos, scale, colour, quiet, centre, within, above, avoid)
    pygame.draw.rect(surface, (24, 16, 14), box, border_radius=6)
    pygame.draw.rect(surface, look.BRASS_DARK, box, 1, border_radius=6)
    surface.blit(t, t.get_rect(center=box.center))


def board_tip(view, hover: str | None, rested: bool) -> tuple[str, bool] | None:
    """(words, quiet) of the board's tooltip for the space under the cursor, or None: while moving, the
    miniature's reach, an Academy that would make no Headmaster, why a space is out of reach; else what
    the space is (its name at once, the whole tip once the cursor rests)."""
    if hover is None:
        return None
    state, seat, o = view.state, view.acting, view.offer
    if seat is not None and state.turn.stage == "move" and hover == state.players[seat].space:
        reach = CH.reach_words(state, seat)
        return ("Your miniature: the lit spaces are within reach this turn" + (f"\n{reach}" if reach else ""), False)
    if hover in view.no_head and seat is not None:
        words = f"{CH.space_name(state.side, hover)}: you may move here, but no Headmastership for you: "
        return (words + view.no_head[hover], False)
    if hover not in o.moves and state.turn.stage == "move" and seat is not None:
        return (CH.why_not_there(state, seat, hover, view.reach), not rested)
    return (
        space_tip(state, hover, view.colours) + f"\n{more_line()}" if rested else CH.space_name(state.side, hover),
        True,
    )


SPACE_WORDS = {
    "valley": "Valley: the Necromancers begin here, and return here when they die",
    "land": "Land: end your move here to roll its dice and collect what they show",
    "dungeon": "Dungeon: draw the top Dungeon card: fight its foe or follow its quest",
    "library": "Library: look at the top three Spell cards and keep one",
    "workshop": "Workshop: look at the top three Item cards and keep one",
    "academy": "Academy: 6 or more cards and Minions of its colour (more than its Headmaster has) take its title",
}


def space_tip(view, sid: str, colours) -> str:
    """A space's tooltip: its name, what its icons mean (the dice on a Land, a City's towers and tax),
    then what stands on it now."""
    from tabletop.content.rise.board import GOOD_NAMES
    from tabletop.games.rise.content import board as load_board

    try:
        space = load_board(view.side).space(sid)
    except KeyError:
        return sid
    lines = [space.name]
    if space.kind == "city":
        lines.append(
            f"City: {RW.counted(space.towers, 'tower')} (wounds it takes), "
            f"attacks of power {'/'.join(map(str, space.attacks))}"
        )
        lines.append(
            "Tax: "
            + ", ".join(GOOD_NAMES.get(t, t) for t in space.tax)
            + f" — conquering it places {RW.counted(len(space.tax), 'Dominion counter')}"
        )
    elif space.kind == "land":
        dice = []
        if space.resource_dice:
            dice.append(f"{space.resource_dice} resource die")
        if space.corpse_dice:
            dice.append(f"{space.corpse_dice} corpse die")
        lines.append(SPACE_WORDS["land"] + f" ({' and '.join(dice)})")
    else:
        lines.append(SPACE_WORDS.get(space.kind, space.kind.title()))
    if space.kind == "academy":
        lines.append(headmaster_line(view, space.academy))
    here = [f"{p.colour.title()} Necromancer" for p in view.players if p.space == sid]
    hold = getattr(view, "dominion", {}).get(sid)
    if hold is not None and hold.count:
        here.append(RW.counted(hold.count, f"{view.players[hold.seat].colour.title()} Dominion counter"))
    guard = getattr(view, "guards", {}).get(sid)
    if guard is not None:
        left = ", ".join(f"{n} {CH.minion_name(k)}" for k, n in guard.army.items() if n)
        if left:
            here.append(f"{view.players[guard.seat].colour.title()}'s {left} left here")
    if here:
        lines.append("Here: " + "; ".join(here))
    turn = getattr(getattr(view, "turn", None), "seat", None)
    rivals = [p for k, p in enumerate(view.players) if p.space == sid and k != turn]
    if getattr(view, "pvp", False) and rivals and space.kind != "valley":
        # RN-PVP: a move onto a rival's space is an attack (play-test: nothing said so before the move)
        lines.append("Moving here attacks them: they may flee or fight")
    return "\n".join(lines)


def headmaster_line(view, academy: str) -> str:
    """Who is the Academy's Headmaster and what the card gives (play-test r19: the Headmaster card stays
    drawn by its Academy once taken, and no board said who held it or what it did)."""
    from tabletop.content.rise.board import ACADEMIES
    from tabletop.games.rise.content import cards

    colour = ACADEMIES.get(academy, academy)
    card = cards().headmasters.get(colour)
    seat = getattr(view, "headmasters", {}).get(colour)
    who = f"{view.players[seat].colour.title()} Necromancer" if seat is not None else "nobody yet"
    return f"Headmaster: {who}" + (f" (the card: {card.text})" if card is not None and card.text else "")


def notice_area(layout, combat: bool, folded: bool) -> pygame.Rect:
    """Where a notice may sit: the board's area the combat panel (docked or folded) leaves free."""
    return pygame.Rect(left_free(layout, combat, folded))


def card_note(view, cid: str) -> str:
    """What the enlarged card in hand says beside it: its cost in the goods' names, what the player lacks
    to pay it or why else it cannot be played now, and the cards playing it removes from the game
    (issue 21: a cost icon named nowhere; Necromancers thrown away in silence)."""
    state, seat = view.state, view.seat
    if seat is None:
        return ""
    lines = []
    try:
        cost = Q.card_cost(state, seat, cid)
        lines.append("Cost: " + (RW.cost_words(cost) if any(cost.values()) else "free"))
        lack = Q.lacking(state, seat, cid)
        code = Q.play_blocker(state, seat, cid)
        gone = Q.removed_by_playing(state, seat, cid)
    except Exception:  # a card the content does not know: its face says what there is to say
        return ""
    if lack:
        lines.append(RW.lack_words(lack)[:1].upper() + RW.lack_words(lack)[1:])
    elif code is not None and code != "drawn_this_turn":
        lines.append(RW.PLAY_REFUSALS[code][0][:1].upper() + RW.PLAY_REFUSALS[code][0][1:])
    elif code == "drawn_this_turn":
        lines.append("Drawn this turn: it can be played from your next turn")
    if gone and code is None:
        lines.append(RW.removal_warning(cards(), gone))
    lines.append(more_line())  # F2: the rules page at the card's section (table/more.py)
    return "\n".join(lines)


def draw_card_note(surface, view, big: pygame.Rect, cid: str) -> None:
    """The card note (card_note) beside the enlarged card: to its right, or its left near the edge."""
    words = card_note(view, cid)
    if not words:
        return
    s = view.layout.scale
    w = int(250 * s)
    right = big.right + 6 + w <= surface.get_width()
    area = pygame.Rect(big.right + 6 if right else big.x - 6 - w, big.y, w, big.h)
    draw_tip(surface, words, area.topleft, s, colour=look.AMBER, within=area)
