"""The legal actions of the seat at the screen sorted by gesture (no pygame): which thing on the
building or on a sheet takes a click for which actions, which drag gives what to whom, and the plain
list of buttons (every legal action, worded by tabletop/games/corp/action_words.py), so only legal
choices are ever offered (NC-TURN-02..10).

Gestures: the level's face-down stack or the boss's door -> EnterRoom; a revealed room -> EnterRevealed;
your hallway while you stand in a room -> LeaveRoom; another open level's hallway -> GoToLevel; a
weapon, item or vending machine on your area's floor -> PickUp / UseMachine / Claim; an item on your
sheet -> UseItem or Drop (a menu, so a card never leaves your hands by one stray click); dragging a
weapon or item of yours onto another character (token or sheet) -> Give, onto your own room or
hallway -> Drop."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.games.corp import action_words as AW
from tabletop.games.corp import actions as A
from tabletop.games.corp.state import BOSS_ROOM, TOP, State

FIGHT_ACTIONS = (A.Shoot, A.Pass, A.Attack, A.Escape, A.AskHelp, A.Help)
ORDER = (
    A.EnterRoom,
    A.EnterRevealed,
    A.LeaveRoom,
    A.GoToLevel,
    A.Claim,
    A.PickUp,
    A.UseMachine,
    A.UseItem,
    *FIGHT_ACTIONS,
    A.EndTurn,
    A.Give,
)
DROP_LABEL = "Drop a weapon or item..."
DROP_TIP = "Leave a weapon or item on the floor of your area, for a friend or to be rid of it"
# said when a click is swallowed by a choice that came up under a pointer resting since (kit ClickGuard, still=None)
UNSEEN = "This choice came up under the pointer: move the pointer, then click it"
GIVE_TIP = "Trade with a character in your area: choose what and to whom (or drag it from your sheet onto them)"


@dataclass(frozen=True)
class Choice:
    """One button: its words, its tooltip and the action it submits."""

    label: str
    tip: str
    action: Any
    menu: tuple = ()  # a plaque that opens a menu of these choices instead (Give...)

    def actions(self) -> list:
        """The actions this plaque offers, itself or through its menu."""
        return [c.action for c in self.menu] if self.menu else [self.action]


@dataclass
class Offer:
    """What the seat at the screen may do now, by gesture."""

    seat: int | None = None
    clicks: dict = field(default_factory=dict)  # (kind, key) -> [Choice] a click there offers
    gives: dict = field(default_factory=dict)  # card -> {to seat: Choice}
    drops: dict = field(default_factory=dict)  # card -> Choice: dragged onto the floor of your own area
    buttons: list[Choice] = field(default_factory=list)  # every legal action, in the turn's order

    def lit(self) -> set:
        """The (kind, key) that take a click now, and the held cards that may be dragged."""
        out = set(self.clicks)
        out |= {("held", (self.seat, card)) for card in (*self.gives, *self.drops)}
        return out

    def targets_of(self, label: str) -> set:
        """The (kind, key) on the building a plaque of these words stands for (a room, a stack, a
        hallway, a card on the floor): shown while the plaque is hovered, so "Go into the explored
        Basement Server Wyrm" points at its card. None for a plaque with no place (End your turn)."""
        return {target for target, choices in self.clicks.items() if any(c.label == label for c in choices)}

    def own_floor(self, st: State, hit) -> bool:
        """Is `hit` (a (kind, key) of the building) where the seat stands: its room, or its hallway?"""
        if self.seat is None or hit is None:
            return False
        p = st.players[self.seat]
        kind, key = hit
        if kind == "floor_card":  # a card already lying there
            return key[0] == p.area()
        if p.room is not None:
            return (kind, key) == ("room", p.room)
        return (kind, key) in (("hall", p.level), ("floor", p.level))

    def own_box(self, st: State) -> tuple[str, object] | None:
        """The building's (kind, key) of where the seat stands, outlined while a card may be dropped there."""
        if self.seat is None:
            return None
        p = st.players[self.seat]
        return ("room", p.room) if p.room is not None else ("hall", p.level)


def _key(cls: type, step: str = "") -> int:
    """A plaque's place: the turn's order; at the End step End your turn first, so a newcomer clicking the
    first plaque ends the turn rather than taking the stairs again (NC-TURN-05 lets them be taken any
    number of times: a play-test went up and down twenty times in one turn)."""
    if step == "end" and cls is A.EndTurn:
        return -1
    return ORDER.index(cls) if cls in ORDER else len(ORDER)


def offer(st: State, cards, seat: int | None, legal, fight_buttons: bool = True) -> Offer:
    """Sort `legal` (the seat's legal actions) into gestures and buttons; `fight_buttons`: offer the
    fight's actions as buttons (until the fight window answers them itself)."""
    out = Offer(seat)
    if seat is None:
        return out
    p = st.players[seat]
    here = p.area()

    def add(target, a) -> None:
        out.clicks.setdefault(target, []).append(Choice(AW.words(a, st, cards), tip_of(a, st), a))

    for a in legal:
        if isinstance(a, A.EnterRoom):
            add(("door", BOSS_ROOM) if p.level == TOP else ("stack", p.level), a)
        elif isinstance(a, A.EnterRevealed):
            add(("room", a.room), a)
        elif isinstance(a, A.LeaveRoom):
            add(("hall", p.level), a)
            add(("room", p.room), a)
        elif isinstance(a, A.GoToLevel):
            add(("hall", a.level), a)
        elif isinstance(a, (A.PickUp, A.UseMachine)):
            add(("floor_card", (here, a.card)), a)
        elif isinstance(a, A.Claim) and a.card:
            add(("floor_card", (st.turn.claim_area, a.card)), a)
        elif isinstance(a, (A.UseItem, A.Drop)):  # a click on your card: its use, or leave it here
            add(("held", (seat, a.card)), a)
            if isinstance(a, A.Drop):
                out.drops[a.card] = Choice(AW.words(a, st, cards), tip_of(a, st), a)
        elif isinstance(a, A.Give):
            out.gives.setdefault(a.card, {})[a.to] = Choice(AW.words(a, st, cards), tip_of(a, st), a)
    shown = [a for a in legal if fight_buttons or not isinstance(a, FIGHT_ACTIONS)]
    # stable: the engine's order within a kind, but the found weapons' taking before letting them lie,
    # so the first plaque (and the keys' first focus) takes one: a habitual Enter left them on the floor
    # (play-test r25, NC-PLOT-07); the legal actions themselves are the engine's, unchanged
    shown.sort(key=lambda a: (_key(type(a), st.turn.step), isinstance(a, A.Claim) and not a.card))
    menus = (A.Drop, A.Give)
    # one plaque for words that read the same: two plaques say the same only when either comes to the
    # same (action_words), so three First-Aid Kits make one "Use the First-Aid Kit on yourself", not
    # three pushing End your turn onto a second page
    worded = [Choice(AW.words(a, st, cards), tip_of(a, st), a) for a in shown if not isinstance(a, menus)]
    out.buttons = list({c.label: c for c in worded[::-1]}.values())  # the first of each label kept ...
    out.buttons = sorted(out.buttons, key=worded.index)  # ... in the engine's order
    # many ways to drop or give: one plaque opening them all, so End your turn stays on the first page
    # (and a drop, never needed in a hurry, sits last beside the trades)
    for kind, label, tip in (
        (A.Drop, DROP_LABEL, DROP_TIP),
        (A.Give, "Give a weapon or item...", GIVE_TIP),
    ):
        each = [Choice(AW.words(a, st, cards), tip_of(a, st), a) for a in shown if isinstance(a, kind)]
        if len(each) == 1 and kind is A.Give:  # a drop is always chosen from its menu: never one stray click
            out.buttons.append(each[0])
        elif each:
            out.buttons.append(Choice(label, tip, None, tuple(each)))
    return out


CHOICES = " choices (Enter)"  # the end of a click's words that opens a menu of its choices


def click_words(target, choices: list[Choice], cards) -> str:
    """What a click on the building or a sheet offers, in words (the keys' focus label): its one choice's
    words; a card on the floor or a sheet's chip with several, its name and how many, for Enter opens them
    in a menu (play-test r28: "1. Take the Mechanical Keyboard (leave the Silver Award Plaque) / Take the
    Mechanical Keyboard (leave the Fire Axe)" ran almost the window's width, over the room card's name; a
    chip's "Use the First-Aid Kit on yourself (+1 life) / Drop the First-Aid Kit" likewise over the sheet)."""
    if len(choices) > 1 and target[0] in ("floor_card", "held"):
        return f"{cards.name(target[1][1])}: {len(choices)}{CHOICES}"
    return " / ".join(c.label for c in choices)


def opens_menu(label: str) -> bool:
    """Whether a click with these words (click_words) opens a menu of its choices rather than acting."""
    return label.endswith(CHOICES) or " / " in label


def click_choices(out: Offer, cards) -> dict[str, list[str]]:
    """Each click's words (click_words) -> the words of the choices it offers (the turn's order reads them)."""
    return {click_words(target, choices, cards): [c.label for c in choices] for target, choices in out.clicks.items()}


# alone there is no next player to pass the turn to (play-test r28: End your turn's tip said "Pass the turn
# to the next player" to one player)
SOLO_END_TIP = "End this turn; your next one begins (exploring is optional)"


def tip_of(action: A.Action, st: State) -> str:
    """A plaque's tooltip: the game's words for it (action_words.tip), worded for one player alone."""
    if isinstance(action, A.EndTurn) and len(st.players) == 1:
        return SOLO_END_TIP
    return AW.tip(action, st)


STEP_WORDS = {
    "begin": "Beginning: pick up, trade, change level; then open a door, go in or out of a room, or end your turn",
    "end": "End of the turn: your flip is spent; pick up, trade, change level, then end your turn",
    "claim": "Found weapons: take one or let them lie (in turn order from the finder)",
    "fight": "A fight",
}


def answers(st: State, legal=()) -> str:
    """The answers a fight's respond step offers (NC-RESP-01), as the top bar says them: nobody escapes
    the boss (NC-BOSS-01), and alone there is nobody to ask for help (NC-RESP-14); play-test r28, one
    player at the boss: "attack, escape or ask for help", neither of which it could do. `legal`: the
    answering seat's legal actions, when it is the seat at the screen: only the answers among them (play-test
    r30: "attack or ask for help" with Imposter Syndrome, which the fight window said was "No help")."""
    f = st.fight
    said = ["attack"]
    if f is None or f.area != BOSS_ROOM:
        said.append("escape")
    if len(st.players) > 1:
        said.append("ask for help")
    if any(isinstance(a, (A.Attack, A.Escape, A.AskHelp)) for a in legal):
        kinds = {"attack": A.Attack, "escape": A.Escape, "ask for help": A.AskHelp}
        said = [w for w in said if any(isinstance(a, kinds[w]) for a in legal)] or said
    if said == ["attack"] and f is not None and f.area == BOSS_ROOM:
        return "attack: nobody escapes the boss"
    if len(said) == 1:
        return said[0]
    return ", ".join(said[:-1]) + " or " + said[-1]


def prompt(st: State, seat: int | None, acting: tuple[int, ...], names, legal=()) -> str:
    """The top bar's line: whose turn, its step, and what may be done in it (`legal`: the seat at the
    screen's legal actions, whose answers to a monster's attack it names)."""
    if st.winners is not None:
        return "The game is over: click anywhere for the end screen"
    t = st.turn
    whose = names[t.seat] if t.seat < len(names) else f"Player {t.seat + 1}"
    if st.fight is not None:
        f = st.fight
        who = ", ".join(names[s] for s in acting if s < len(names)) or "nobody"
        step = {
            "ranged": "ranged weapons fire first",
            "melee_first": "strike the abandoned monster first, or let it attack",
            "respond": answers(st, legal if seat is not None and seat in acting else ()),
            "help": "asked for help: come in or stay out",
            "pvp": "an infected fight",
        }.get(f.step, f.step)
        return f"Turn {t.number}, {whose}: a fight on {'the top floor' if f.level == TOP else f'level {f.level}'}: {step} ({who} to act)"
    words = STEP_WORDS.get(t.step, t.step)
    if t.step == "claim" and len(st.players) == 1:
        words = words.split(" (")[0]  # alone there is no turn order to take them in
    if seat is None or seat not in acting:
        return f"Turn {t.number}: {whose} plays ({words.split(':')[0].lower()})"
    return f"Turn {t.number}, {whose}. {words}"


def place_key(choice: Choice):
    """What a plaque is, for keeping its place: its action (a kit's words change with the life it would
    give, "+1 life" after a round, "+2 life" after the next: the same plaque), or a menu's words."""
    return choice.action if choice.action is not None else ("menu", choice.label)


def standing(choice: Choice) -> int | None:
    """A standing plaque's place counted back from the last of the first page (0: the last), None for the
    others: End your turn, and the drops' menu, offered turn after turn, keep one place each, so a
    habitual click finds them where it found them before (play-test r27: End your turn stood first after
    a step back to the hallway, second on a later turn, and a click where it had been opened the drops)."""
    if isinstance(choice.action, A.EndTurn):
        return 0
    if choice.menu and choice.label == DROP_LABEL:
        return 1
    return None


STANDING = 2  # how many places the standing plaques hold at the end of the first page


def arrange(
    before: list,
    labels: list,
    kept: bool = True,
    pointer: int | None = None,
    under=None,
    fixed: dict | None = None,
    reserved: tuple = (),
) -> list:
    """The plaques' places: `labels` (the offer's plaques by place_key, in the turn's order) laid in
    slots, None for an empty slot, so a plaque stays where the pointer left it (play-test r23: a weapon
    picked up, a fight round over, and the plaque under the pointer became another, so a second click
    did something else).

    `before`: the slots shown until now; `kept`: the offer is still the same step's (the scene says); then,
    when most of the plaques were shown before, each plaque that remains keeps its slot (so their order
    too), a plaque gone leaves its slot empty, and a new one takes the first empty slot, else goes last.
    Otherwise the plaques are laid afresh in the turn's order. Either way the slot under the `pointer`
    (its index in the new slots), which showed the plaque `under` (None: none), never shows another: an
    empty slot is put there instead (it takes the next click harmlessly; the plaques are laid afresh at
    the next new step).

    `reserved`: places held for the standing plaques (standing()), shown or not; `fixed`: the standing
    plaques offered now -> their place. The others are laid as above in the places left, so no other
    plaque ever stands where a standing one stood."""
    fixed = fixed or {}
    held = set(reserved) | set(fixed.values())
    if not held:
        return _arrange(before, labels, kept, pointer, under)
    free = [i for i in range(len(before)) if i not in held]
    flow_pointer = None if pointer is None or pointer in held else sum(i not in held for i in range(pointer))
    flow = _arrange([before[i] for i in free], [x for x in labels if x not in fixed], kept, flow_pointer, under)
    at = {place: label for label, place in fixed.items()}
    slots: list = []
    i = k = 0
    while k < len(flow) or i <= max(at, default=-1):
        if i in held:
            slots.append(at.get(i))
        else:
            slots.append(flow[k] if k < len(flow) else None)
            k += 1
        i += 1
    while slots and slots[-1] is None:
        slots.pop()
    return slots


def _arrange(before: list, labels: list, kept: bool, pointer: int | None, under) -> list:
    """arrange's laying, every place free."""
    before = list(before)
    shown = {label for label in before if label is not None}
    if kept and labels and 2 * sum(label in shown for label in labels) >= len(labels):
        slots: list = [label if label in labels else None for label in before]
        for label in labels:
            if label in shown:
                continue
            free = next((i for i, s in enumerate(slots) if s is None and i != pointer), None)
            if free is None:
                slots.append(label)
            else:
                slots[free] = label
    else:
        slots = list(labels)
    if pointer is not None and under is not None and pointer < len(slots) and slots[pointer] not in (None, under):
        slots.insert(pointer, None)
    while slots and slots[-1] is None:
        slots.pop()
    return slots
