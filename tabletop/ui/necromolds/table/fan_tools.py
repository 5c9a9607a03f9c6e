"""The Optional Fan Rules' choices at the table, with the mouse (NM-FAN-*): each answers results
(actions, tools, words) for the game screen to carry out, as every table tool does.

- Turn Order Choice (NM-FAN-02): a small window over the map, "Go first" / "Go second", when the
  round's first player at this screen decides (`order_buttons`, `draw_order_window`).
- Command Gems (NM-FAN-13/14): a "Reroll (4 gems)" button while assigning; it puts
  `CommandGemsTool` in hand: click your unassigned dice to pick them, then "Reroll N dice".
- Wilder Wilds (NM-FAN-17): a wild die dropped on a combined slot may stay wild
  (assigning.assign_results asks); performing it asks its command (`perform_wild`).
- Decisive Combat (NM-FAN-18..20): after the moves, the contacts still to fight as a list over
  the map's corner (`melee_buttons`, `draw_melee_window`), numbered on the map as well.
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.necromolds.table.widgets import Button
from tabletop.ui.tools import DONE, HANDLED, PASS, Say

# -- Turn Order Choice (NM-FAN-02) ------------------------------------------------------------


def order_chooser(view: TableView):
    """The seat at this screen when it chooses to go first or second now (None otherwise)."""
    st = view.state
    if st.phase != "order" or st.first is None or st.first != view.seat or not view.human(st.first):
        return None
    return st.first


def order_rect(view: TableView) -> pygame.Rect:
    """The turn order window: centred over the map."""
    s = view.scale
    m = pygame.Rect(view.layout.map)
    r = pygame.Rect(0, 0, int(470 * s), int(150 * s))
    r.center = m.center
    return r


def order_buttons(view: TableView) -> list[Button]:
    """Go first / Go second for the chooser at this screen."""
    seat = order_chooser(view)
    if seat is None:
        return []
    s = view.scale
    r = order_rect(view)
    bw, bh = int(180 * s), int(38 * s)
    y = r.bottom - bh - int(16 * s)
    return [
        Button(
            "order_first",
            pygame.Rect(r.centerx - bw - int(10 * s), y, bw, bh),
            "Go first",
            lambda: A.ChooseOrder(seat=seat, first=True),
            "Take the first turn this round (Turn Order Choice)",
            primary=True,
        ),
        Button(
            "order_second",
            pygame.Rect(r.centerx + int(10 * s), y, bw, bh),
            "Go second",
            lambda: A.ChooseOrder(seat=seat, first=False),
            "Let the next player take the first turn; you follow them (Turn Order Choice)",
        ),
    ]


def draw_order_window(surface, view: TableView) -> None:
    """The turn order question over the map (under its buttons)."""
    seat = order_chooser(view)
    if seat is None:
        return
    s = view.scale
    r = order_rect(view)
    look.draw_frame(surface, r, fill_alpha=240)
    D.text(
        surface,
        "display",
        22 * s,
        f"Round {view.state.round}: who goes first?",
        (r.centerx, r.top + int(14 * s)),
        look.AMBER,
        anchor="midtop",
    )
    st = view.state
    mine = len(st.alive(seat))
    others = [len(st.alive(o)) for o in st.in_play() if o != seat]
    if others and mine < min(others):
        why = f"You have the fewest monsters ({mine} against {min(others)}): you choose (Turn Order Choice)"
    else:
        why = "You won the roll-off: you choose (Turn Order Choice)"
    size = int(14 * s)
    while size > 9 and look.font("serif_italic", size).size(why)[0] > r.width - int(24 * s):
        size -= 1
    D.text(surface, "serif_italic", size, why, (r.centerx, r.top + int(50 * s)), look.BONE, anchor="midtop")


# -- Command Gems (NM-FAN-13/14) ---------------------------------------------------------------


def gems_cost() -> int:
    """What a Command Gems reroll costs (the rules' number, assets/necromolds/rules.toml)."""
    return NQ.command_gems_cost()


def can_buy_reroll(state, seat: int) -> bool:
    """Command Gems is on, the seat has the gems and some unassigned dice (the rules' query)."""
    return NQ.may_buy_reroll(state, seat)


class CommandGemsTool(TableTool):
    """Command Gems in hand: clicks on the seat's unassigned dice pick them; the button rerolls them."""

    name = "command_gems"

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.picked: set[int] = set()

    def handle(self, event, view: TableView):
        """A press on one of the seat's tray dice picks or unpicks it; the rest goes below."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = view.tray_die_at(event.pos)
            if hit is not None and hit[0] == self.seat:
                d = view.state.seats[self.seat].dice[hit[1]]
                if d.status == "rolled":
                    self.picked ^= {hit[1]}
                return HANDLED
        return PASS

    def reroll(self):
        """Spend the gems and reroll the picked dice."""
        if not self.picked:
            return Say("Click the dice to reroll first")
        return [DONE, A.CommandGems(seat=self.seat, reroll=tuple(sorted(self.picked)))]

    def on_state(self, view: TableView):
        """Put down once the seat has committed its dice or the phase is over; forget dice that left."""
        st = view.state
        if st.phase != "assign" or st.seats[self.seat].assign_done:
            return DONE
        self.picked = {i for i in self.picked if st.seats[self.seat].dice[i].status == "rolled"}
        return None

    def prompt(self, view: TableView):
        """What to do with it in hand."""
        return (
            f"{view.seat_name(self.seat)}: click the dice to reroll ({len(self.picked)} picked), then "
            f"'Reroll' ({gems_cost()} gems, Command Gems) · Esc: keep them",
            view.colours[self.seat],
        )

    def draw(self, surface, view: TableView) -> None:
        """A ring on every die of the seat that can be picked, bright on the picked ones."""
        hits = view.hits.get(self.seat)
        if hits is None:
            return
        dice = view.state.seats[self.seat].dice
        for rect, die in hits.tray:
            if dice[die].status != "rolled":
                continue
            r = pygame.Rect(rect).inflate(8, 8)
            if die in self.picked:
                pygame.draw.rect(surface, D.GEM, r, 3, border_radius=8)
                D.rulebook_icon(surface, "reroll", (r.right - 4, r.top + 4), 16 * view.scale, D.GEM)
            else:
                D.dashed_circle(surface, D.GEM, r.center, r.width // 2 + 2, 1)


# -- Wilder Wilds (NM-FAN-17) ------------------------------------------------------------------


def perform_wild(view: TableView, seat: int, die: int, pos):
    """A wild die kept on a combined slot is performed: ask which of the slot's commands it is."""
    from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
    from tabletop.ui.necromolds.table.ranged_tool import start_command

    d = view.state.seats[seat].dice[die]
    cmds = list(library().books[d.book].slots[d.slot].commands)
    return FaceMenuTool(
        "perform_wild",
        pos,
        cmds,
        lambda c: start_command(seat, die, c),
        labels={c: f"perform as {c}" for c in cmds},
        seat=seat,
        die=die,
    )


# -- Decisive Combat (NM-FAN-18..20) -------------------------------------------------------------

_PAIRS: dict = {}


def pairs(state) -> list:
    """NQ.melee_pairs, remembered for the state it was asked of (drawn and hit-tested every frame)."""
    c = state.command
    if c is None or c.stage != "melee":
        return []
    key = (
        tuple(c.acted),
        tuple(tuple(p) for p in c.fought),
        tuple((m.id, m.x, m.y, m.alive, m.facing) for m in state.monsters),
    )
    got = _PAIRS.get(key)
    if got is None:
        _PAIRS.clear()
        got = _PAIRS[key] = list(NQ.melee_pairs(state))
    return got


def melee_chooser(view: TableView):
    """The seat at this screen when it picks the next melee of its command (None otherwise)."""
    st = view.state
    c = st.command
    if st.phase != "command" or c is None or c.stage != "melee" or c.seat != view.seat or not view.human(c.seat):
        return None
    return c.seat


def melee_rows(view: TableView) -> list[pygame.Rect]:
    """Where the list of contacts sits: a row per pair under a title, in the map's top-left corner or,
    when monsters stand there, the place along the map's top or bottom edge that covers the fewest
    (the list fixed in the corner hid the player's Insectomite and Graveghouls, play-test r24)."""
    s = view.scale
    m = pygame.Rect(view.layout.map)
    found = pairs(view.state)
    w, h, gap = int(330 * s), int(30 * s), int(4 * s)
    inset, head = int(12 * s), int(44 * s)
    tall = head + len(found) * (h + gap) - gap + int(8 * s)  # the window drawn round the rows
    points = [view.camera.map_to_screen(mo.x, mo.y) for mo in view.state.alive()]
    near = int(24 * s)  # a base's half-width or so: one partly covered counts

    def covered(x: int, y: int) -> int:
        box = pygame.Rect(x - int(8 * s), y - head, w + int(16 * s), tall).inflate(near, near)
        return sum(box.collidepoint(p) for p in points)

    left, right = m.left + inset, max(m.left + inset, m.right - inset - w)
    top, bottom = m.top + inset + head, max(m.top + inset + head, m.bottom - inset - tall + head)
    places = [(round(left + (right - left) * f), y) for y in (top, bottom) for f in (0, 1, 0.5, 0.25, 0.75)]
    x, y = min(places, key=lambda p: covered(*p))  # the first of the fewest: the top-left when it is free
    return [pygame.Rect(x, y + k * (h + gap), w, h) for k in range(len(found))]


def melee_buttons(view: TableView) -> list[Button]:
    """One button per contact still to fight: a click resolves it next (Decisive Combat)."""
    seat = melee_chooser(view)
    if seat is None:
        return []
    from tabletop.ui.necromolds.table.fan_marks import pair_label

    st = view.state
    out = []
    for k, (rect, (a, b)) in enumerate(zip(melee_rows(view), pairs(st))):
        out.append(
            Button(
                f"melee_{k}",
                rect,
                f"{k + 1}. {pair_label(st, (a, b))}",
                lambda a_=a, b_=b: A.Melee(seat=seat, monster=a_, target=b_),
                "Fight this melee next (Decisive Combat: you choose the order)",
            )
        )
    return out


def draw_melee_window(surface, view: TableView) -> None:
    """The title over the list of contacts."""
    if melee_chooser(view) is None:
        return
    rows = melee_rows(view)
    if not rows:
        return
    s = view.scale
    r = pygame.Rect(
        rows[0].left - int(8 * s),
        rows[0].top - int(44 * s),
        rows[0].width + int(16 * s),
        rows[-1].bottom - rows[0].top + int(52 * s),
    )
    D.panel(surface, r, alpha=230, radius=8)
    D.text(
        surface,
        "serif_bold",
        15 * s,
        "Decisive Combat: the melee attacks",
        (r.left + int(10 * s), r.top + int(6 * s)),
        look.AMBER,
    )
    D.text(
        surface,
        "sans",
        12 * s,
        "Click the fight to resolve next (numbered on the map)",
        (r.left + int(10 * s), r.top + int(26 * s)),
        look.BONE_DIM,
    )


def melee_at(view: TableView, pos):
    """A click on one of the attackers on the map: its (first) pair, or None."""
    if melee_chooser(view) is None:
        return None
    who = view.monster_at(pos)
    for a, b in pairs(view.state):
        if who in (a, b):
            return A.Melee(seat=view.seat, monster=a, target=b)
    return None
