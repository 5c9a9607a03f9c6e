"""Where each thing of the building stands, in building units (the camera turns them into pixels; no
pygame): the cross-section as the cardboard building is (NC-MAP, NC-EXPLAY-02).

    curses    the building (5 floors and the roof)            rooms revealed beside it        the board
    [curse]-> | [stack] hallway: characters, floor   |  [room][room][room] ...               | [discard] |
              | ...                                   |                                       |           |
    roof row: the Plot deck on the left, the boss stacks and door, the leftovers set aside, the Plot discard

A `Plan` lists boxes (kind, key, (x0, y0, x1, y1)) in drawing order; `hit` finds the topmost under a
point. Kinds: "floor" (a level's band; key: level), "stack" (a level's face-down room stack), "hall"
(a level's hallway), "room" (a revealed room card, key: its area), "door" (the boss's door),
"boss_stack" ("1-3"/"4-6"), "boss" (the boss card, once faced), "discard" (a level's discard pile),
"curse" (key: the curse card), "plot_deck", "plot_discard", "leftovers", "token" (key: seat),
"floor_card" (key: (area, card): a weapon, an item or a vending machine lying in an area),
"floor_more" (key: (area, the cards not shown): the last chip when more lie there than fit), "foe"
(key: (area, card))."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.corp.reach import card_gone
from tabletop.games.corp.state import BOSS_ROOM, LEVELS, TOP, State, hall_key

Box = tuple[float, float, float, float]

FLOOR_H = 4.5
ROOF_Y = 0.9
LEFT = 3.6  # the building's left wall (curses stand left of it)
STACK_X = 3.9
CARD_W, CARD_H = 2.9, 4.0
BOSS_H = 2.0  # a boss stack on the roof: two of them one above the other
HALL_X0, HALL_X1 = 7.1, 16.6
RIGHT = 17.0  # the building's right wall
ROOMS_X0 = 17.4
ROOMS_X1 = 36.2
BOARD_X0, BOARD_X1 = 36.5, 40.9
TOKEN_R = 0.62
CHIP_W, CHIP_H = 2.9, 0.55
CHIP_STEP = CHIP_H + 0.08
# Chips a room card holds above its foot (under its title and badges), and a hallway above its floor;
# more than fit are gathered in a last "+N more" chip, so none reaches the level above (a dead
# character's whole kit on one floor).
ROOM_CHIPS, HALL_CHIPS = 4, 6
TITLE_H = 1.6  # a room card's head (a name on two lines) and the line under it ("explored", "Exit 2")
TOKEN_BAND = 0.9  # the least height kept for the tokens of those in a room, between its head and its chips
TOKEN_GAP = 0.15  # between a room's tokens and its chips: a chip's words stand out of it on a small window
HALL_GAP = 0.15  # the least space between two tokens in a hallway
ROOM_TOKEN_MIN = 0.28  # the least radius of a token in a room: about 5 px at 960x600


def floor_top(level: int) -> float:
    """The top of a floor's band: the roof (TOP) first, level 1 at the bottom."""
    return ROOF_Y + (TOP - level) * FLOOR_H


def bounds() -> Box:
    """The whole picture: curses to the board, the roof to the ground."""
    return (0.0, 0.0, BOARD_X1 + 0.1, floor_top(1) + FLOOR_H + 0.15)


def shown_rooms(st: State, level: int) -> list[str]:
    """The rooms laid beside a level: those revealed and standing, in order (NC-MAP-02), then discarded
    rooms a character stands in or with something on their floor (NC-TURN-14, NC-TURN-08)."""
    out = list(st.levels[level - 1].rooms) if level in LEVELS else []
    stood = {p.room for p in st.players if p.room is not None}
    for key, area in st.areas.items():
        if area.level != level or key in out or key.startswith("hall:") or key == BOSS_ROOM:
            continue
        if key in stood or area.weapons or area.items or area.machines or area.foes:
            out.append(key)
    return out


def card_away(st: State, key: str) -> bool:
    """A room laid beside its level (`shown_rooms`) whose own card is not there: neither standing beside
    the level nor in its discard pile, since it went on (Restructuring shuffled it back into the Room
    stack, NC-FAQ-10; It's still alive! brought it back to fight in a hallway, NC-FAQ-07). The room
    stays for who stands in it and what lies on its floor (NC-TURN-14), but it is drawn without the
    card's face, which is where the state says it is (play-test r23: the explored card still read
    "Cubicle Poltergeist" beside the level while that card lay face down in the stack)."""
    return card_gone(st, key)  # the rules' own reading (the plaque's and the log's words say it too)


@dataclass
class Plan:
    """The boxes of the building as drawn now, in drawing order (later ones on top)."""

    boxes: list[tuple[str, object, Box]] = field(default_factory=list)

    def add(self, kind: str, key: object, box: Box) -> None:
        self.boxes.append((kind, key, box))

    def hit(self, x: float, y: float, kinds: tuple[str, ...] | None = None) -> tuple[str, object] | None:
        """The topmost box under (x, y) (of `kinds` only, if given): (kind, key)."""
        for kind, key, (x0, y0, x1, y1) in reversed(self.boxes):
            if (kinds is None or kind in kinds) and x0 <= x <= x1 and y0 <= y <= y1:
                return kind, key
        return None

    def box(self, kind: str, key: object) -> Box | None:
        """The box of a thing, if drawn."""
        for k, kk, b in self.boxes:
            if k == kind and kk == key:
                return b
        return None

    def of(self, kind: str) -> list[tuple[object, Box]]:
        return [(kk, b) for k, kk, b in self.boxes if k == kind]


def room_boxes(n: int, y: float) -> list[Box]:
    """n room cards in a row beside a floor, overlapping like a fanned row when they do not fit."""
    if n <= 0:
        return []
    room = ROOMS_X1 - ROOMS_X0
    step = min(CARD_W + 0.3, (room - CARD_W) / max(1, n - 1)) if n > 1 else 0.0
    return [(ROOMS_X0 + i * step, y, ROOMS_X0 + i * step + CARD_W, y + CARD_H) for i in range(n)]


def squeezed_boxes(n: int, y: float, left: float, right: float) -> list[Box]:
    """n room cards in a row ending at `right` (the fight window's edge), from ROOMS_X0 when they fit
    there, else as far left as `left` (over the hallway's right part), fanned when they still do not."""
    if n <= 0:
        return []
    whole = CARD_W + (n - 1) * (CARD_W + 0.3)
    x0 = max(left, min(ROOMS_X0, right - whole))
    step = min(CARD_W + 0.3, (right - x0 - CARD_W) / max(1, n - 1)) if n > 1 else 0.0
    return [(x0 + i * step, y, x0 + i * step + CARD_W, y + CARD_H) for i in range(n)]


def lying(st: State, area_key: str) -> list[str]:
    """The cards on an area's floor: weapons, items, then vending machines."""
    area = st.areas.get(area_key)
    if area is None:
        return []
    return [w.card for w in area.weapons] + list(area.items) + [m.card for m in area.machines]


def chip_rows(st: State, area_key: str, most: int) -> int:
    """How many chips an area's floor shows (at most `most`, the last of them "+N more")."""
    return min(len(lying(st, area_key)), most)


def _chips(plan: Plan, area_key: str, st: State, x: float, y: float, width: float, most: int) -> None:
    """Weapons, items and vending machines lying in an area, one chip a line rising from (x, y); past
    `most` the last chip stands for the rest (key: the cards it hides)."""
    things = lying(st, area_key)
    shown = things if len(things) <= most else things[: most - 1]
    for i, card in enumerate(shown):
        yy = y - (i + 1) * CHIP_STEP
        plan.add("floor_card", (area_key, card), (x, yy, x + width, yy + CHIP_H))
    if len(shown) < len(things):
        yy = y - most * CHIP_STEP
        plan.add("floor_more", (area_key, tuple(things[len(shown) :])), (x, yy, x + width, yy + CHIP_H))


def hall_empty(st: State, level: int) -> bool:
    """Whether nobody stands (or lies dead) in a level's hallway and nothing lies on its floor."""
    if any(c.room is None and c.level == level for c in st.players):
        return False
    area = st.areas.get(hall_key(level))
    return area is None or (not area.foes and not lying(st, hall_key(level)))


def plan(st: State, fight: tuple[int, float] | None = None) -> Plan:
    """Every box of the building for this view of the state. `fight`: while the fight window is up, the
    fight's level and the window's left edge in building units (at the whole building's zoom): that
    level lays its rooms left of the window, over its hallway's right part, so none of them (nor whoever
    stands in them) is hidden under it (play-test r19: "in a room" on the sheet, nothing on the board)."""
    p = Plan()
    squeeze, edge = fight if fight is not None else (None, 0.0)
    edge -= 0.1  # the rooms' right end, a little clear of the window
    hall_end: dict[int, float] = {}  # a level's hallway ends where its squeezed rooms begin
    for level in (*LEVELS, TOP):
        y0 = floor_top(level)
        p.add("floor", level, (LEFT, y0, RIGHT, y0 + FLOOR_H))
        cy = y0 + (FLOOR_H - CARD_H) / 2
        hall = (HALL_X0, y0 + 0.3, HALL_X1, y0 + FLOOR_H - 0.3)
        p.add("hall", level, hall)
        if level == TOP:
            # one above the other, each whole: fanned, the 4-6 stack hid the 1-3's count and its own label
            # lay under the closed roof's planks (play-test)
            for k, key in enumerate(("1-3", "4-6")):
                by = y0 + 0.25 + k * (BOSS_H + 0.05)
                p.add("boss_stack", key, (STACK_X, by, STACK_X + CARD_W, by + BOSS_H))
            dx = HALL_X1 - 3.4
            p.add("door", BOSS_ROOM, (dx, y0 + 0.5, dx + 2.6, y0 + FLOOR_H - 0.3))
            if BOSS_ROOM in st.areas:
                # the boss's card left of the boss fight's window, over the roof's hallway right of the
                # door (play-test r22: its name read "W. Whatele" under the window's edge)
                w = CARD_W * 1.25
                bx = max(dx + 2.7, min(ROOMS_X0, edge - w)) if level == squeeze else ROOMS_X0
                p.add("room", BOSS_ROOM, (bx, cy, bx + w, cy + CARD_H))
        else:
            p.add("stack", level, (STACK_X, cy, STACK_X + CARD_W, cy + CARD_H))
            lv = st.levels[level - 1]
            p.add("discard", level, (BOARD_X0 + 0.9, cy, BOARD_X0 + 0.9 + CARD_W, cy + CARD_H))
            for i, curse in enumerate(lv.curses):
                cx = 0.15 + i * 0.3
                # as tall as a room card (a three-row name and two rows of its short text at 960x600,
                # play-test r19), each later curse 0.45 lower, the last still on its own floor
                h = max(2.4, CARD_H - 0.45 * (len(lv.curses) - 1))
                p.add("curse", curse, (cx, cy + i * 0.45, cx + 3.2, cy + i * 0.45 + h))
            keys = shown_rooms(st, level)
            boxes = room_boxes(len(keys), cy)
            if level == squeeze and keys and boxes[-1][2] > edge:
                area = st.areas.get(hall_key(level))
                # the hallway keeps room for a row of tokens, and for its monsters' cards (HALL_X1 - 6.0 on);
                # with nothing in it the rooms take it all (the window's head names the level): at 960x600
                # seven rooms were slivers of 17 px with no names beside an empty hallway (play-test r25)
                if area is not None and area.foes:
                    left = HALL_X1 - 3.6
                elif hall_empty(st, level):
                    left = HALL_X0 + 0.2
                else:
                    left = HALL_X0 + 4.4
                if edge - left >= CARD_W:
                    boxes = squeezed_boxes(len(keys), cy, left, edge)
                    hall_end[level] = min(HALL_X1, boxes[0][0] - 0.1)
            for key, box in zip(keys, boxes, strict=True):
                p.add("room", key, box)
        hx = min(HALL_X1, hall_end.get(level, HALL_X1)) - 3.3
        _chips(p, hall_key(level), st, max(HALL_X0 + 0.2, hx), y0 + FLOOR_H - 0.35, 3.2, HALL_CHIPS)
    # foes in a hallway (It's still alive! after a to-hallway, NC-FAQ-07) stand at its right end
    for level in (*LEVELS, TOP):
        area = st.areas.get(hall_key(level))
        if area is not None:
            y0 = floor_top(level)
            for i, foe in enumerate(area.foes):
                x = HALL_X1 - 6.0 - i * 2.3
                p.add("foe", (hall_key(level), foe.card), (x, y0 + 0.4, x + 2.2, y0 + 3.4))
    caps = {str(key): room_chips(st, str(key)) for key, _box in p.of("room")}
    _tokens(p, st, caps, hall_end)
    # what lies on a room's floor: chips over the lower part of its card
    # (on a fanned row a card's chips are as wide as the part of it left showing, so their words are seen)
    rooms = p.of("room")
    for key, box in rooms:
        x0, y0, x1, y1 = box
        right = min([b[0] for _k, b in rooms if b[1] == y0 and x0 < b[0] < x1] + [x1])
        _chips(p, str(key), st, x0 + 0.1, y1 - 0.1, right - x0 - 0.2, caps[str(key)])
    # beside the roof (curses point only at levels 1-5): the Plot deck left, its discard on the board,
    # the leftovers set aside face down at the end of the roof's row
    gy = floor_top(TOP) + (FLOOR_H - CARD_H) / 2
    p.add("plot_deck", "plot", (0.5, gy, 0.5 + CARD_W, gy + CARD_H))
    p.add("plot_discard", "plot", (BOARD_X0 + 0.9, gy, BOARD_X0 + 0.9 + CARD_W, gy + CARD_H))
    if st.leftovers:
        p.add("leftovers", "leftovers", (ROOMS_X1 - CARD_W, gy, ROOMS_X1, gy + CARD_H))
    return p


def _words_h(st: State, key: str) -> float:
    """How far down a room card its own words reach: the head, then its monsters' badges."""
    area = st.areas.get(key)
    foes = len(area.foes) if area is not None else 0
    return (1.75 + 0.52 * foes) if foes else TITLE_H


def room_chips(st: State, key: str) -> int:
    """How many chips a room card shows: ROOM_CHIPS, fewer when those standing (or lying dead) in it
    need the band between its words and its chips (their "+N more" chip keeps every card within reach)."""
    if not any(c.room == key for c in st.players):
        return ROOM_CHIPS
    room_for = (CARD_H - 0.1 - _words_h(st, key) - TOKEN_BAND) // CHIP_STEP
    return max(1, min(ROOM_CHIPS, int(room_for)))


def _tokens(p: Plan, st: State, caps: dict[str, int], hall_end: dict[int, float]) -> None:
    """Each character: in its hallway in a row (left to right by seat), or at the foot of its room card
    (`hall_end`: where a hallway ends that a fight's squeezed rooms cover in part)."""
    in_hall: dict[int, list[int]] = {}
    in_room: dict[str, list[int]] = {}
    for seat, c in enumerate(st.players):
        if c.room is None:
            in_hall.setdefault(c.level, []).append(seat)
        else:
            in_room.setdefault(c.room, []).append(seat)
    for level, seats in in_hall.items():
        _hall_tokens(p, level, seats, hall_end.get(level, HALL_X1))
    rooms = p.of("room")
    for key, seats in in_room.items():
        box = dict(rooms).get(key)
        if box is None:
            continue
        x0, y0, x1, y1 = box
        # the part of the card left showing in a fanned row: its tokens stay in it, since the next
        # cards' words and chips lie beside it at the same height (play-test r21, 150 % whole game:
        # a room's third token lay on the next card's "+2D")
        right = min([b[0] for _k, b in rooms if b[1] == y0 and x0 < b[0] < x1] + [x1])
        chips = chip_rows(st, key, caps.get(key, ROOM_CHIPS))
        # at its foot, just above what lies on the floor (its chips rise from there; their words a
        # little taller than the chip on a small window), never over them: the card's words keep the
        # room above (a three-row name and a monster's badge, play-test r20) and give way to them
        floor = y1 - 0.1 - chips * CHIP_STEP - TOKEN_GAP
        r, cols = token_grid(len(seats), right - x0 - 0.1, floor - (y0 + _words_h(st, key)))
        for i, seat in enumerate(seats):
            x = x0 + 0.1 + r + (i % cols) * (2 * r + 0.05)
            y = floor - r - (i // cols) * (2 * r + 0.05)
            p.add("token", seat, (x - r, y - r, x + r, y + r))


def token_grid(n: int, width: float, height: float) -> tuple[float, int]:
    """(radius, columns) of n tokens in a room card's `width` x `height` (its showing part, between its
    words and its chips): as big as fits, never smaller than ROOM_TOKEN_MIN (a token's emblem letter
    stays readable on the smallest window); when even that does not fit, in rows rising over the
    card's words, which give way to them (building_draw._rooms)."""
    r = TOKEN_R * 0.75
    while True:
        cols = max(1, min(n, int((width + 0.05) / (2 * r + 0.05))))
        if -(-n // cols) * (2 * r + 0.05) <= height or r <= ROOM_TOKEN_MIN:
            return r, cols
        r = max(ROOM_TOKEN_MIN, r - 0.01)


def _hall_tokens(p: Plan, level: int, seats: list[int], hall_end: float) -> None:
    """A hallway's tokens in a row (left to right by seat), apart from each other, between its words
    (the level's name, top left) and what stands at its right: its monsters' cards (NC-FAQ-07), the
    Boss's door on the roof, the rooms a fight squeezes over it, and the chips of what lies on its floor
    when they rise as high as the row. When the row does not fit whole, in two or three rows (six
    tokens in one hallway overlapped, play-test r22)."""
    top = floor_top(level)
    y = top + FLOOR_H * 0.52
    x0, end = HALL_X0 + 0.3, min(hall_end, HALL_X1) - 0.15
    walls = [b for k, b in p.of("foe") if k[0] == hall_key(level)]  # type: ignore[index]
    walls += [b for _k, b in p.of("door")] if level == TOP else []
    end = min([b[0] - 0.15 for b in walls] + [end])
    chips = [b for k, key, b in p.boxes if k in ("floor_card", "floor_more") and key[0] == hall_key(level)]  # type: ignore[index]
    if any(b[1] < y + TOKEN_R + 0.1 for b in chips):  # the chips rise to the row: it stops left of them
        end = min([b[0] - 0.15 for b in chips] + [end])
    n, d = len(seats), 2 * TOKEN_R
    if n * d + (n - 1) * HALL_GAP > end - x0:
        # in rows down to the floor: left of any chip (they rise from it)
        _hall_grid(p, seats, x0, min([b[0] - 0.15 for b in chips] + [end]), top + 1.1, top + FLOOR_H - 0.35)
        return
    step = min(d + 0.3, (end - x0 - d) / max(1, n - 1))
    for i, seat in enumerate(seats):
        x = x0 + TOKEN_R + i * step
        p.add("token", seat, (x - TOKEN_R, y - TOKEN_R, x + TOKEN_R, y + TOKEN_R))


def _hall_grid(p: Plan, seats: list[int], x0: float, x1: float, ya: float, yb: float) -> None:
    """The hallway's tokens in the room left of its monsters (their names stay readable, NC-FAQ-07):
    in one to three rows, each token as big as that room allows (never bigger than TOKEN_R)."""
    n, gap = len(seats), 0.05
    r, rows, cols = max(
        (min(TOKEN_R, ((x1 - x0) / c - gap) / 2, ((yb - ya) / k - gap) / 2), k, c)
        for k in (1, 2, 3)
        for c in [-(-n // k)]
    )
    r = max(r, 0.2)
    top = (ya + yb) / 2 - (rows - 1) * (r + gap / 2)
    for i, seat in enumerate(seats):
        x = x0 + r + (i % cols) * (2 * r + gap)
        y = top + (i // cols) * (2 * r + gap)
        p.add("token", seat, (x - r, y - r, x + r, y + r))
