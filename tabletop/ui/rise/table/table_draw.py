"""The Rise table's drawing, read-only: the background (wood, player boards, the hand, the choices
frame, the log and the top line, one cached image until they change), the board with what the tools
draw on it and the pieces, then windows, buttons, tooltips and the notice.

Everything here is a function of the table view (table_view.RiseView) and what the scene hands over;
what input also needs (the header as cut to fit) comes from pure functions that input calls too;
the log's scroll range is measured by the kit's log panel in update. The words of each stage live here with the drawing.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import queries as Q
from tabletop.ui import look
from tabletop.ui.kit import notices
from tabletop.ui.replay.note import draw_body
from tabletop.ui.rise.table import board_draw as BD
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import hover_tips as HT
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import contains, letters
from tabletop.ui.rise.table.log_panel import LOG_TIP
from tabletop.ui.rise.table.widgets import dim_disabled

STAGE_WORDS = {
    "play": "Phase 1: play cards",
    "raise": "Phase 2: raise a Minion",
    "move": "Phase 3: move",
    "look": "Choose a card to keep",
    "quest": "A Quest-Choice",
    "ready": "A combat is about to start",
    "combat": "Combat",
    "defend": "Flee or fight?",
    "flee_to": "Where does the fleeing Necromancer go?",
}

STAGE_HELP = {
    "play": "Click a lit card in your hand to play it, or Done.",
    "raise": "Click a lit Minion on your board to raise it, or Done.",
    "move": "Click a lit space to move there; the path follows the cursor.",
    "look": "Click the card to keep, then Keep.",
    "quest": "Follow the quest or decline it.",
    "ready": "Use an Item for this fight, or Fight!",
    "combat": "Decide in the combat panel, or with the buttons below.",
    "defend": "Flee or stand and fight.",
    "flee_to": "Click a lit space.",
}

# the labels (table_view.targets) of a gesture on the table itself, not a plaque to press
TABLE_GESTURES = ("card ", "raise ", "space ", "look ", "wound ")
OWN_GESTURE = {"play": "card ", "raise": "raise "}  # the stage's own gesture, which its help asks for


def stage_help(view) -> str:
    """What to do at this stage, for the top bar: the stage's gesture; in a tutorial whose step lights
    none of that gesture (no card to play), the press it lights instead (play-test r27: "Play nothing"
    said "Click a lit card in your hand to play it, or Done." with no card to play)."""
    stage = view.state.turn.stage
    words = STAGE_HELP.get(stage, "")
    own = OWN_GESTURE.get(stage)
    if view.coach_lit is None or own is None or any(label.startswith(own) for label in view.coach_lit):
        return words
    presses = [label for label in view.coach_lit if not label.startswith(TABLE_GESTURES)]
    return f"Press {' or '.join(presses)}." if presses else words


TOP_KEYS = ("menu", "rules", "fit", "save", "undo")  # the top bar's own buttons


class Backdrop:
    """The background image and the tooltips of its icons, remade only when what it shows changes."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.image: pygame.Surface | None = None
        self.tips: list = []  # (rect, words) of the icons drawn in the background

    def forget(self) -> None:
        """Draw it again next time (the state was changed in place)."""
        self.key = None

    def get(self, key: tuple, make) -> pygame.Surface:
        """The image for `key`; `make()` draws it afresh and returns (image, tips)."""
        if key != self.key or self.image is None:
            self.image, self.tips = make()
            self.key = key
        return self.image


def hover_card(view) -> int | None:
    """The place in hand of the card under the mouse."""
    cid = view.card_at(view.mouse) if contains(view.layout.hand, view.mouse) else None
    return None if cid is None else view.hand().index(cid)


def hover_chip(view) -> str | None:
    """The Minion under the mouse on the seat at the screen's own board."""
    if view.seat is None or not contains(view.layout.players[view.seat], view.mouse):
        return None
    return view.chip_at(view.mouse)


def watched_turn(view) -> tuple[int, int] | None:
    """(round, seat) of the turn a fight's dice in the air were rolled in, None with none in the air: the
    table's top bar and boards stay on it until they land (play-test: the top bar had moved on to the
    next player's phase while the roll the player watched was still tumbling)."""
    return view.combat.watched if view.rolling() else None


def board_state(view):
    """The state the boards are drawn from: while a fight's dice are in the air, the seat's view as it
    stood before them (its wounds, counters and treasure come as the dice land: play-test)."""
    c = view.combat
    return c.before if watched_turn(view) is not None and c.before is not None else view.state


def top_line(view) -> tuple[str, tuple]:
    """The top bar's words and colour: the round, whose turn, the phase and what to do (or the end)."""
    st = view.state
    seat = st.turn.seat
    if (watched := watched_turn(view)) is not None:
        rnd, seat = watched
        ink = view.colours[seat] if sum(view.colours[seat]) > 260 else look.BONE
        return f"Round {rnd} · {view.seat_name(seat)}: Combat — {W.ROLLING}", ink
    if view.over:  # watched: nothing to click on to, the viewer's bar goes on
        tail = "" if view.watch is not None else " — click to continue"
        return f"The game is over: {st.reason or 'a Necromancer King is crowned'}{tail}", look.AMBER
    words = f"Round {st.round} · {view.seat_name(seat)}: {STAGE_WORDS.get(st.turn.stage, st.turn.stage)}"
    # the short reach: the long one (the choices panel's) shrank the line to a tiny letter (issue 21)
    reach = CH.reach_short(st, view.acting) if view.acting is not None and st.turn.stage == "move" else ""
    if view.coach:  # a tutorial's step to read: no gesture the step would refuse
        words += " — " + view.coach
    elif reach:
        words += " — " + reach
    elif view.acting is not None:
        words += " — " + stage_help(view)
    return words, (view.colours[seat] if sum(view.colours[seat]) > 260 else look.BONE)


OVER_HELP = "Click anywhere on the table for the accounts: who won, and each player's counters."


def choices_head(view) -> str:
    """The choices panel's header: whose choice it is (while moving: the reach and its slowest Minion)."""
    st = view.state
    if view.watch is not None:
        return view.watch.heading(view.seat_name(view.watch.actor) if view.watch.actor is not None else "")
    if view.over:
        return "The game is over · click anywhere for the accounts"  # narrow: the first part alone
    if view.acting is not None:
        head = "Your choices"
        if st.turn.stage == "move":  # how far the miniature goes, and which Minion holds it back
            head = CH.reach_short(st, view.acting) or head
        return head
    if view.seat is None:
        return "Watching the computer play"
    if view.rolling():  # the person's choices come once the dice are down ("Waiting for Player 1" to Player 1)
        return "The dice are rolling"
    return f"Waiting for Player {Q.to_act(st)[0] + 1}" if Q.to_act(st) else "Waiting"


def head_inset(scale: float) -> int:
    """How far in from the panel's sides its header starts and ends: clear of the frame's corner studs."""
    return max(int(10 * scale), look.FRAME_STUD)


def head_top(scale: float) -> int:
    """How far below the choices panel's top edge its header is drawn (inside the frame's brass line)."""
    return int(5 * scale)


# the keyboard's focus ring round a plaque reaches this far out from it (kit/focus.py: the ring 4 and its
# dark edge 3 more design pixels out)
FOCUS_RING_OUT = 7


def plaques_top(y: int, scale: float) -> int:
    """The top of the choices panel's first row of plaques (the panel's top at `y`): below its header's
    letter (r27 at 960x600, UI scale 150%: "Your choices" half under the plaques) and the focus's ring
    round a first-row plaque clear of the header too (r28: the ring touched "Your choices")."""
    ring = int(FOCUS_RING_OUT * scale) + 1
    return y + max(int(26 * scale), head_top(scale) + head_font(scale).get_linesize() + ring)


def head_font(scale: float):
    """The choices header's largest letter (fitted_head's first try): the plaques start below it."""
    return look.font("serif_bold", max(10, int(14 * letters(scale))))


def fitted_head(head: str, width: int, scale: float):
    """(font, words) of the choices panel's header fitted to `width`: a smaller letter, then without its
    last " · " parts (the panel's text below says them whole), and only then cut (issue 21: "Reach 2 (+1
    from your cards) · slowest: Gh…")."""
    parts = head.split(" · ")
    for n in range(len(parts), 0, -1):
        words = " · ".join(parts[:n])
        lt = letters(scale)  # the words' scale: larger with Large text
        f = P._fitting_font("serif_bold", words, width, max(10, int(14 * lt)), max(9, int(11 * lt)))
        if f.size(words)[0] <= width:
            return f, words
    return f, P._fit(words, f, width)


def draw_top(surface, view, buttons) -> None:
    """The top bar: the kit's banner, the disc in the colour of the seat whose turn it is, the prompt
    fitted (a smaller letter, two lines, then cut) to end before the bar's buttons."""
    words, ink = top_line(view)
    watched = watched_turn(view)
    seat = view.state.turn.seat if watched is None else watched[1]
    over = view.over and watched is None  # a last fight's dice land before the game is over
    disc = look.AMBER if over else view.colours[seat]
    left = min((b.rect.left for b in buttons if b.key in TOP_KEYS), default=view.layout.top[2])
    notices.draw_banner(
        surface,
        view.layout.top,
        view.scale,
        words,
        disc,
        left - int(6 * view.scale),
        ink=ink,
        seat=None if over else seat,
        short=words.split(" — ")[0],
    )  # fmt: skip  (short: without what to do, which the choices panel says, where the whole would be cut)


def head_place(view):
    """(font, words, rectangle) of the choices panel's header: clear of the frame's corner studs (r27:
    "…(move 1" with its ")" under one), with a gap before the right-hand one."""
    s = view.scale
    r = pygame.Rect(view.layout.choices)
    inset = head_inset(s)
    room = r.w - inset - look.FRAME_STUD - int(4 * s)
    f, head = fitted_head(choices_head(view), room, s)
    return f, head, pygame.Rect(r.x + inset, r.y + head_top(s), f.size(head)[0], f.get_linesize())


def draw_choices_frame(surface, view, buttons) -> None:
    """The choices panel's frame and header; with nothing to press there, where the choice is."""
    L, s = view.layout, view.scale
    r = pygame.Rect(L.choices)
    look.draw_frame(surface, r, 210)
    f, head, at = head_place(view)
    surface.blit(f.render(head, True, look.AMBER), at.topleft)
    room = r.w - head_inset(s) - look.FRAME_STUD - int(4 * s)
    if view.watch is not None:  # watched: what the seat chose here, under the heading
        draw_body(surface, pygame.Rect(r.x, r.y + int(30 * s), r.w, r.h - int(34 * s)), view.watch, s)
        return
    over = view.over and watched_turn(view) is None  # r29: the header's "click anywhere" was cut, nothing said it
    if over or (view.acting is not None and not any(b.key.startswith("choice") for b in buttons)):
        # nothing to press here (a move on the board): say where the choice is
        small = look.font("sans", max(9, int(12 * letters(s))))
        y = r.y + head_top(s) + f.get_linesize() + int(4 * s)  # under the header, by its letter's height
        help_words = OVER_HELP if over else (view.coach or stage_help(view))
        if not over and view.state.turn.stage == "move" and not view.coach:
            help_words = CH.reach_words(view.state, view.acting) + ". " + help_words
        for part in look.wrap_lines(help_words, small, room):
            surface.blit(small.render(part, True, look.BONE_DIM), (r.x + int(10 * s), y))
            y += small.get_linesize()


def paint_background(view, buttons, draw_log) -> tuple[pygame.Surface, list]:
    """Wood, the player boards, the hand, the choices frame, the log (`draw_log(surface)`) and the top
    bar, with the tooltips of the icons drawn."""
    L = view.layout
    bg = look.table_texture(L.size).copy()
    st = view.state
    watched = watched_turn(view)
    acting = Q.to_act(st) if watched is None else [watched[1]]
    chip = hover_chip(view)
    tips: list = []
    boards = board_state(view)
    for seat, rect in enumerate(L.players):
        name = f"P{seat + 1} {st.players[seat].colour.title()}" + (" (computer)" if seat in view.bots else "")
        raisable = view.lit_raises() if seat == view.seat else None
        drawn = P.draw_player_board(
            bg, rect, boards, seat, name, view.colours[seat], L.scale, seat in acting, raisable, chip
        )
        tips += drawn.tips
    P.draw_hand(bg, L.hand, st, view.seat, L.scale, view.lit_plays(), hover_card(view))
    draw_choices_frame(bg, view, buttons)
    draw_log(bg)
    tips.append((pygame.Rect(L.log), LOG_TIP))
    draw_top(bg, view, buttons)
    return bg, tips


def draw_board(surface, view, tools, board_cache) -> None:
    """The board in its area: the spaces, what the tools draw under the pieces, where the fight in the
    panel is, then the pieces."""
    surface.set_clip(pygame.Rect(view.layout.board))
    shown = board_state(view)  # a Headmaster card leaves its place as the dice that won it land
    board_cache.blit(surface, view.state.side, view.camera, frozenset(getattr(shown, "headmasters", {})))
    for tool in tools:
        tool.draw_under(surface, view)
    cam = view.camera
    if view.combat is not None and view.combat.space:  # where the fight in the panel is
        BD.hex_outline(surface, cam, view.state.side, view.combat.space, (214, 70, 60), max(2, int(cam.scale / 12)))
    BD.draw_pieces(surface, cam, shown, view.colours, view.acting)
    surface.set_clip(None)


def tips_shown(tips, log_rect, summary_up: bool) -> list:
    """The icons' tooltips to offer: none of the log's while the computer's summary stands over it (it
    showed cut under the summary, issue 21)."""
    if not summary_up:
        return tips
    log = pygame.Rect(log_rect)
    return [(rect, words) for rect, words in tips if not log.colliderect(rect)]


def draw_front(surface, view, tools, buttons, toast, notice_area) -> None:
    """Over the board: the card of a quest or a fight about to start, the tools' windows, the buttons
    (a kit ButtonSet), the notice and the card under the mouse made big; the tooltips are `draw_tips`'."""
    L, st = view.layout, view.state
    if st.turn.card and st.turn.stage in ("quest", "ready"):
        board = pygame.Rect(L.board)
        cr = pygame.Rect(board.x + 10, board.y + 10, int(150 * L.scale), int(210 * L.scale))
        surface.blit(P.card_face(st.turn.card, cr.size, True, False), cr)
    for tool in tools:
        tool.draw_window(surface, view)
    buttons.draw(surface, letters(L.scale), view.mouse)  # the scale only sizes a button's label
    dim_disabled(surface, buttons, letters(L.scale))
    card = hover_card_shown(view, tools)
    # the notice at the board's foot, at its top while a card in hand is made big (it rises from the hand:
    # each covered the other, issues 21 and r19); the tooltips off it, and none saying the notice again
    notices.draw_notice(surface, notice_area, L.scale, toast, at="bottom" if card is None else "top")
    if card is not None:
        hand = view.hand()
        big = P.hover_card_rect(P.hand_card_rects(L.hand, len(hand), L.scale)[card], L.size, L.scale)
        fresh = hand[card] in set(st.players[view.seat].fresh)
        surface.blit(P.card_face(hand[card], big.size, hand[card] in view.lit_plays(), fresh), big)
        HT.draw_card_note(surface, view, big, hand[card])  # its cost named, what it lacks, what it removes


def hover_card_shown(view, tools) -> int | None:
    """The card in hand under the mouse, made big; None over a question that waits on an answer (nothing
    of the table's hover over it: play-test, the hovered card and its tooltip lay over "Play Mire Hag?")."""
    return None if any(getattr(tool, "modal", False) for tool in tools) else hover_card(view)


def scene_tips(scene, surface, view) -> None:
    """The Rise table's `draw_tips` (the game screen's hook): the tooltip of what the mouse rests on, which
    the table draws last and the game screen again over the computer's summary; none while the set-up
    shown covers the table."""
    if not scene.seat_held():
        front = (scene.buttons, scene.backdrop.tips, scene.toast, scene.notice_area(), scene._summary_up)
        draw_tips(surface, view, list(scene.tools), *front)


def draw_tips(surface, view, tools, buttons, tips, toast, notice_area, summary_up: bool = False) -> None:
    """The tooltip of what the mouse rests on: the board's (a space, the reach), else a button's or an
    icon's; none over a question that waits on an answer, nor beside the card made big. The table draws
    it last, and the game screen again over the computer's summary (`GameScreen.draw_tips`)."""
    L = view.layout
    rested = view.rested >= HT.TIP_REST
    # `summary_up`: the game screen draws the computer's summary over the log: a tooltip is kept beside
    # it, not over the newest words, and the log (under the summary) offers none (issue 21)
    free = pygame.Rect(0, 0, pygame.Rect(L.log).left, L.size[1]) if summary_up else None
    tips = tips_shown(tips, L.log, summary_up)
    if any(getattr(tool, "modal", False) for tool in tools):
        return
    hover, card = view.hover, hover_card(view)
    shown = notices.notice_rect(notice_area, L.scale, toast, at="bottom" if card is None else "top")
    tip = HT.board_tip(view, hover, rested)  # drawn over any window or panel
    if tip is not None and toast is not None and " ".join(tip[0].split()) == " ".join(toast[0].split()):
        tip = None  # a refusal on show as the notice (play-test r19: told twice, tip and red notice)
    if tip is not None:  # kept on the board the panels leave free: never over the combat's rows
        HT.draw_tip(surface, tip[0], view.mouse, L.scale, quiet=tip[1], within=pygame.Rect(notice_area), avoid=shown)
    if card is not None:  # the card made big says it (its note)
        return
    if rested and hover is None and (b := buttons.at(view.mouse)) is not None and b.tooltip:
        HT.draw_tip(surface, b.tooltip, view.mouse, L.scale, quiet=True, above=True, within=free)
    elif rested and hover is None:
        for rect, words in reversed(tips):
            if rect.collidepoint(view.mouse):
                HT.draw_tip(surface, words, view.mouse, L.scale, quiet=True, within=free, avoid=shown)
                break


def drawn_panels(scene) -> list[pygame.Rect]:
    """The Rise table's `drawn_panels` (kit key_tip.drawn_panels: the key hint keeps off them): the notice
    where `draw_front` draws it (at the board's top while a card in hand is made big) and that card (r29:
    "Tab: play by keys" lay over the phase-skip notice's corner at 960x600 with Large text)."""
    view = scene.tool_view()
    L, card = view.layout, hover_card_shown(view, list(scene.tools))
    out = [notice_drawn(scene)]
    if card is not None:
        out.append(P.hover_card_rect(P.hand_card_rects(L.hand, len(view.hand()), L.scale)[card], L.size, L.scale))
    return [r for r in out if r is not None]


def notice_drawn(scene) -> pygame.Rect | None:
    """Where `draw_front` draws the notice on show (None without one): at the board's foot, at its top
    while a card in hand is made big (r30: the scene reported the foot then, so a pointer resting on the
    notice drawn at the top did not put it away, and one at the foot did)."""
    view = scene.tool_view()
    at = "bottom" if hover_card_shown(view, list(scene.tools)) is None else "top"
    return notices.notice_rect(scene.notice_area(), view.layout.scale, scene.toast, at=at)


HOOKS = (scene_tips, drawn_panels)  # the scene's `draw_tips` and `drawn_panels` (the game screen's hooks)
