"""The Necromolds set-up by keyboard (issue 26): what the step's hotspots and its Done and helper
buttons do, and the engine's legal set-up actions as a numbered list (placing a terrain piece,
moulding, deploying a monster at one of its legal spots, choosing corners): Tab, the arrows, 1 to 9
and Enter of the kit's focus (tabletop/ui/kit/focus.py) reach every one. Where the mouse places a
thing anywhere, the keys offer the engine's own sample of legal spots (a numbered list of legal
spots, as the issue allows)."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.words import monster_name
from tabletop.ui.kit.focus import Target, keyboard

SPOTS = 24  # legal placements listed at most (the engine's sample; the first ones)


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
        return f"Mould a {book.name if book is not None else a.book}" + (f" (size {a.size})" if a.size else "")
    if isinstance(a, A.Unmold):
        return f"Unmould {monster_name(state, a.monster)}"
    if isinstance(a, A.MoldPreset):
        return f"Take the army '{a.preset}'"
    if isinstance(a, A.ChooseCorners):
        return f"Take corners {a.pair + 1}"
    if isinstance(a, A.ChooseOrder):
        return "Go first" if a.first else "Go second"
    name = type(a).__name__
    return {"ArmyDone": "Army done", "DeployDone": "Deployment done", "TerrainDone": "Terrain done"}.get(name, name)


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


def targets(screen) -> list[Target]:
    """The step's hotspots, its buttons, then the legal set-up actions (placements last, at most SPOTS)."""
    step = screen.step
    if step is None:
        return []
    w, h = screen.ctx.size
    out = [Target(getattr(spot, "label", "") or getattr(spot, "key", "spot"), spot.rect.center) for spot in step.spots]
    ok, _why = step.done_state()
    if ok:
        out.append(Target("Done", (w // 2, h - 40), "act", action=lambda: screen.press("done")))
    st = screen.session.state
    placing, rest = [], []
    for a in legal(screen):
        (placing if isinstance(a, (A.PlaceTerrain, A.Deploy)) else rest).append(a)
    centre = (w // 2, h // 2)
    out += [Target(words(st, a), centre, "act", action=a) for a in rest]
    camera = getattr(step, "camera", None)  # where the step shows the map: the ring on the spot itself
    for a in placing[:SPOTS]:
        at = tuple(int(v) for v in camera.map_to_screen(a.x, a.y)) if camera is not None else centre
        out.append(Target(words(st, a), at, "act", action=a))
    return out


def key(screen, event):
    """A key during set-up: the focus's, or PASS."""
    return keyboard(screen, event, lambda: targets(screen), lambda: bool(screen.step and screen.step.in_hand()))
