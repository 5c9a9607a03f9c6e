"""The Necromolds set-up by keyboard (issue 26): the step's hotspots, its side-panel buttons and the
placements the mouse makes freely, as the kit's focus targets (tabletop/ui/kit/focus.py): Tab, the
arrows, 1 to 9 and Enter reach every one.

Every target rings the thing it presses (play-test r17): a hotspot or a side-panel button is ringed
round its own rectangle, a placement (a terrain piece, a monster deployed) at its spot on the map.
The engine's other set-up actions are the controls' own (Mold is a card's Mold button, the Starting
Tip army the helper button, ArmyDone the Done button), so none is offered apart from its control,
and a card on a page not shown is reached by turning the page. Where the mouse places a thing
anywhere, the keys offer the engine's own sample of legal spots (a numbered list, as the issue allows)."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.words import monster_name
from tabletop.ui.kit.focus import DO_KEYS, Target, keyboard
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.setup.layout import setup_layout
from tabletop.ui.tools import PASS

SPOTS = 24  # legal placements listed at most (the engine's sample; the first ones)
PLACING = (A.PlaceTerrain, A.Deploy)  # placed anywhere by the mouse: listed as spots on the map
# the engine's set-up actions each side-panel button or hotspot carries out (the key's test checks
# every legal action has one of them)
BY_CONTROL = {
    A.Mold: "mold:",
    A.Unmold: "unmold:",
    A.ChooseCorners: "corners_",
    A.MoldPreset: "quick",
    A.ArmyDone: "done",
    A.DeployDone: "done",
    A.TerrainDone: "done",
}


def words(state, a) -> str:
    """A set-up action in a player's words."""
    lib = library()
    if isinstance(a, A.PlaceTerrain):
        piece = getattr(lib, "terrain", {}).get(a.piece) if isinstance(getattr(lib, "terrain", None), dict) else None
        name = getattr(piece, "name", a.piece.replace("_", " "))
        return f"Place the {name} at {a.x:.1f}, {a.y:.1f} in"
    if isinstance(a, A.Deploy):
        return f"Deploy {monster_name(state, a.monster)} at {a.x:.1f}, {a.y:.1f} in"
    if isinstance(a, A.Mold):
        book = lib.books.get(a.book)
        return f"Mold {a_or_an(book.name if book is not None else a.book)}" + (f" (size {a.size})" if a.size else "")
    if isinstance(a, A.Unmold):
        return f"Unmold {monster_name(state, a.monster)}"
    if isinstance(a, A.MoldPreset):
        preset = lib.presets.get(a.preset)
        return f"Take the {preset.name.split(':')[0] if preset is not None else 'suggested'} army"
    if isinstance(a, A.ChooseCorners):
        return f"Take corners {a.pair + 1}"
    name = type(a).__name__
    return {"ArmyDone": "Army done", "DeployDone": "Deployment done", "TerrainDone": "Terrain done"}.get(name, name)


def a_or_an(name: str) -> str:
    """'an Insectomite', 'a Graveghoul'."""
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name


def spot_words(spot) -> str:
    """A hotspot in a player's words: the card's name with its Mold button ("Mold a Gargrizzle, 7 dr"),
    the army list's − ("Unmold a Mud Mump"); the others say what they are."""
    lib = library()
    kind, _, rest = spot.key.partition(":")
    if kind in ("mold", "unmold") and rest:
        book_id, _, index = rest.rpartition(":")
        book = lib.books.get(book_id)
        if book is not None and index.isdigit() and int(index) < len(book.sizes):
            size = book.sizes[int(index)]
            if kind == "unmold":
                return f"Unmold {a_or_an(size.name)}"
            named = book.name if len(book.sizes) == 1 else f"{book.name} ({size.name})"
            return f"Mold {a_or_an(named)}, {size.clay} dr"
    if spot.key == "clear":
        return "Clear the army"
    return spot.label or spot.key


def legal(screen) -> list:
    """The seat at the screen's legal set-up actions now (worked out once per state)."""
    session = screen.session
    seat = screen.seat_at_screen
    key = (len(session.actions), id(session.state), seat)
    if getattr(screen, "_setup_keys", (None,))[0] != key:
        acts: list = []
        if seat is not None and seat not in screen.bot_seats and seat in session.game.to_act(session.state):
            acts = list(session.game.legal_actions(session.state, seat))
        screen._setup_keys = (key, acts)
    return screen._setup_keys[1]


def buttons(screen) -> list[Target]:
    """The side panel's step buttons that may be pressed now (the helper, Done or Continue), then Menu
    and Save, each ringed round the button where the set-up frame draws it (setup_layout)."""
    step = screen.step
    L = setup_layout(tuple(screen.ctx.size))
    out = []

    def press(key: str, label: str, rect) -> Target:
        x, y, w, h = rect
        centre = (x + w // 2, y + h // 2)
        bar = key in ("menu", "save")  # never fallen onto by itself (kit focus)
        return Target(label, centre, "act", action=lambda: screen.press(key), box=tuple(rect), bar=bar)

    if step.quick_label and step.quick_enabled():
        out.append(press("quick", step.quick_label, L["quick"] if step.done_label else L["done"]))
    if step.done_label and step.done_state()[0]:
        out.append(press("done", step.done_label, L["done"]))
    return out + [press("menu", "Menu", L["menu"]), press("save", "Save", L["save"])]


def idle_words(screen) -> tuple[tuple[int, int, int, int], ...]:
    """The words the step shows that no target rings, for the focus's label and numbers to keep off: the
    step buttons shown disabled (Done before every monster is deployed; their faint words read as no
    letters: r29, at UI scale 150 "1. Deploy all along my edge" lay over the disabled Done's word), and
    the border strip's name (r30: spot 5's number hid its "y")."""
    step = screen.step
    if step is None:
        return ()
    L = setup_layout(tuple(screen.ctx.size))
    out = []
    if step.quick_label and not step.quick_enabled():
        out.append(tuple(L["quick"] if step.done_label else L["done"]))
    if step.done_label and not step.done_state()[0]:
        out.append(tuple(L["done"]))
    named = step.border_label(ui_scale(tuple(screen.ctx.size))) if hasattr(step, "border_label") else None
    if named is not None:  # the border strip's name: the numbers of the spots along it keep off it
        out.append(tuple(named[1]))
    return tuple(out)


def targets(screen) -> list[Target]:
    """The step's live hotspots (on the page shown), its buttons, then the legal placements (at most SPOTS)."""
    step = screen.step
    if step is None:
        return []
    out = [Target(spot_words(spot), spot.rect.center, box=tuple(spot.rect)) for spot in step.spots if spot.enabled]
    pressed = buttons(screen)
    out += pressed[:-2]
    st = screen.session.state
    camera = getattr(step, "camera", None)  # where the step shows the map: the ring on the spot itself
    if camera is not None:
        placing = [a for a in legal(screen) if isinstance(a, PLACING)]
        for a in placing[:SPOTS]:
            sx, sy = camera.map_to_screen(a.x, a.y)
            out.append(Target(words(st, a), (int(sx), int(sy)), "act", action=a))
    return out + pressed[-2:]  # Menu and Save last: they take no number before the step's own


PANEL = ("Menu", "Save")


def settle_focus(screen) -> None:
    """After a set-up action (anyone's): a focus that only fell onto Menu or Save because what it was on
    is gone (the piece placed, the other player's turn) goes back to the step's first target, so Enter
    goes on with the step (or waits, on nothing, while the other side places: play-test r18 saw
    it on Menu then); a focus the player put on Menu or Save stays."""
    screen.focus.words = idle_words(screen)
    moment = (id(screen.step), len(screen.session.actions))
    if moment == getattr(screen, "_setup_moment", None):
        return
    screen._setup_moment = moment
    f = screen.focus.focused()
    if f is not None and f.label in PANEL and getattr(screen, "_setup_chosen", None) not in PANEL:
        screen.focus.rehome()


def key(screen, event):
    """A key during set-up: the focus's, or PASS (what the player put the focus on is remembered)."""
    before = screen.focus.focused()
    out = keyboard(screen, event, lambda: targets(screen), lambda: bool(screen.step and screen.step.in_hand()))
    if out is not PASS:  # Enter: what it pressed; a key that moved the focus: where it put it
        f = before if event.key in DO_KEYS else screen.focus.focused()
        screen._setup_chosen = f.label if f is not None else None
    return out
