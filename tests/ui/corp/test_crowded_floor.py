"""Play-test r24 (corpplay, "Found, not fixed"; shots/z80.png): a crowded floor, seven rooms beside
level 4 (the expansion_infected scenario), at 960x600 with Large text, 1280x800 and 150 % UI scale.

- The lit gold ring of a room card that takes a click crossed the next card of the fanned row:
  "Overtime" read "vertime" (and at 1280x800 "Bloodsucking", "Stand", "Espresso" lost a letter).
- A weapon on a floor read "+3D" or "+1D" with no name, and "Triple Espresso"'s chip showed no words
  (the tester took it for a token covering them): a chip names what lies there at every size.
(NC-MAP-02: the rooms of a level in a row; NC-TURN-09/14: what lies on a floor.)"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout, look
from tabletop.ui.corp.scenarios import load, new_session, play_recipe
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table.building_draw import to_rect

LOOKS = [((960, 600), 100, True), ((960, 600), 100, False), ((1280, 800), 100, False), ((1280, 800), 150, False)]
IDS = [f"{w}x{h}-{scale}-{'large' if large else 'normal'}" for (w, h), scale, large in LOOKS]


@pytest.fixture(params=LOOKS, ids=IDS)
def crowded(request, ctx, screen):
    """The table at expansion_infected (seven rooms beside level 4, weapons and an item on their floors)."""
    from tabletop.ui.corp.table.scene import CorpTableScene

    size, scale, large = request.param
    layout.set_preferences(scale, large)
    try:
        scenario = load("expansion_infected")
        session = new_session(scenario)
        play_recipe(session, scenario)
        ctx.size = size
        scene = CorpTableScene(ctx, session, frozenset({1, 2, 3}), bot_delay=0.0)
        scene.enter()
        scene._refresh()
        yield scene
    finally:
        layout.set_preferences(100, False)


def _inked_words(view, draw) -> list[tuple[str, pygame.Rect]]:
    """(words, the box of their inked pixels) of every line `draw(surface)` draws with `building_draw.line`."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = BD.line

    def spy(surface, s, size, pos, colour=BD.INK, kind="sans", anchor="topleft", width=None):
        r = real(surface, s, size, pos, colour, kind, anchor, width)
        if width is not None:
            s, size = BD.fitted(s, size, kind, width)
        if s.strip():
            ink = look.font(kind, size).render(s, True, (255, 255, 255)).get_bounding_rect()
            drawn.append((s, ink.move(r.topleft)))
        return r

    BD.line = spy
    try:
        draw(pygame.Surface(view.layout.size))
    finally:
        BD.line = real
    return drawn


def _ring_pixels(view, lit=frozenset(), pointed=frozenset(), hover=None):
    """The rings `draw_lit` draws, alone on a black picture (numpy array of [x, y, rgb])."""
    surface = pygame.Surface(view.layout.size)
    surface.fill((0, 0, 0))
    BD.draw_lit(surface, view, view.plan, set(lit), hover, set(pointed))
    return pygame.surfarray.array3d(surface)


def test_a_lit_rooms_ring_crosses_no_word_of_the_fanned_row_NC_MAP_02(crowded, monkeypatch):
    """Every room card and chip of the row lit (each takes a click), one hovered, or one pointed at by a
    plaque (ringed twice): no ring's line crosses a word of a room card or of a chip."""
    view = crowded.tool_view()
    st, plan, cam = view.state, view.plan, view.camera
    rooms = plan.of("room")
    row = [(k, b) for k, b in rooms if st.areas[str(k)].level == 4]
    assert len(row) >= 7, "the scenario no longer crowds level 4"
    fanned = [b for _k, b in row if any(b[0] < o[0] < b[2] for _j, o in row)]
    assert len(fanned) >= 5, "the scenario no longer fans a row of rooms"

    def draw(surface):
        BD._rooms(surface, st, view.cards, plan, cam)
        BD._floor_cards(surface, st, view.cards, plan, cam)

    words = _inked_words(view, draw)
    assert any(s in ("Overtime", "Demon of Overtime") or "Overtime" in s for s, _r in words), words
    lit = {("room", k) for k, _b in rooms} | {("floor_card", k) for k, _b in plan.of("floor_card")}
    cases = [("every room lit", _ring_pixels(view, lit=lit))]
    cases += [(f"{k} hovered", _ring_pixels(view, lit=lit, hover=("room", k))) for k, _b in row]
    cases += [(f"{k} pointed", _ring_pixels(view, pointed={("room", k)})) for k, _b in row]
    problems = []
    for what, pixels in cases:
        assert pixels.any(), what
        for s, r in words:
            if pixels[r.left : r.right, r.top : r.bottom].any():
                problems.append(f"{what}: a ring crosses {s!r} {r}")
    assert not problems, "\n".join(problems[:12])
    # the ring of a fanned card still goes round the part of it showing: along its top and its left edge
    pixels = cases[0][1]
    for _k, b in row:
        card = to_rect(cam, b)
        assert pixels[card.x + 4 : card.x + 10, card.y - 2].all(axis=1).any()
        assert pixels[card.x - 1 : card.x + 1, card.y + 10].any()


def _names_the_card(words: str, name: str, short: str = "") -> bool:
    """Whether a chip's words name the card: a word of them (a shortened one without its full stop) of
    three letters or more begins a word of the name or of its authored short name (r26: "Nailer")."""
    said = [w.rstrip(".:") for w in words.split() if not w.startswith(("+", "×"))]
    parts = f"{name} {short}".replace("(", " ").replace(")", " ").split()
    return any(len(w) >= 3 and any(part.startswith(w) for part in parts) for w in said)


def test_a_floor_chip_names_what_lies_there_at_every_size_NC_TURN_09(crowded):
    """Every weapon and item of the game, and every vending machine, lying on the floor of a card of the
    crowded row (and of a hallway): its chip names it, whole or shortened ("Chainsaw", "Fire Ext."), in a
    letter no smaller than a card's name (NAME_FLOOR), its words inside the chip; never the dice alone
    ("+3D") nor no words; a vending machine on a chip of 43 px or more with the count of its tokens
    (play-test r25: "Vending", its count dropped for a bold letter)."""
    from tabletop.games.corp.state import Held, Machine, clone
    from tabletop.ui.corp.table import building_plan as BP

    view = crowded.tool_view()
    cards, cam = view.cards, view.camera
    plots = [c for c, p in cards.plots.items() if p.kind in ("weapon", "item")]
    machines = [c for c, p in cards.plots.items() if p.name.endswith("Machine")]
    assert len(plots) >= 30 and "janitors_chainsaw" in plots and "triple_espresso" in plots and machines
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = BD.line

    def spy(surface, s, size, pos, colour=BD.INK, kind="sans", anchor="topleft", width=None):
        r = real(surface, s, size, pos, colour, kind, anchor, width)
        s, size = BD.fitted(s, size, kind, width) if width is not None else (s, size)
        ink = look.font(kind, size).render(s, True, (255, 255, 255)).get_bounding_rect()
        drawn.append((s, size, ink.move(r.topleft)))
        return r

    problems = []
    BD.line = spy
    try:
        for cid in plots + machines:
            for area in ("demon_of_overtime#1", "bloodsucking_auditor#2", "cult_high_accountant#1", "hall:4"):
                st = clone(view.state)
                here = st.areas[area]
                here.weapons, here.items, here.machines = [], [], []
                if cid in machines:
                    here.machines = [Machine(card=f"{cid}#1", tokens=3)]
                elif cards.plot(cid).kind == "weapon":
                    here.weapons = [Held(card=f"{cid}#1")]
                else:
                    here.items = [f"{cid}#1"]
                plan = BP.plan(st)
                drawn.clear()
                BD._floor_cards(pygame.Surface(view.layout.size), st, cards, plan, cam)
                (_k, box), *_ = [(k, b) for k, b in plan.of("floor_card") if k[0] == area]
                chip = to_rect(cam, box)
                name, short = cards.plot(cid).name, cards.plot(cid).short_name
                words = [(s, k, r) for s, k, r in drawn if chip.collidepoint(r.midleft)]
                if len(words) != 1 or not _names_the_card(words[0][0], name, short):
                    problems.append(f"{name} in {area}: {[w[0] for w in words]} on a {chip.w} px chip")
                    continue
                s, k, r = words[0]
                if cid in machines and chip.w >= 43 and "3" not in s:  # its tokens left, room given (NC-PLOT-02)
                    problems.append(f"{name} in {area}: {s!r}, no count of its tokens")
                if k < BD.NAME_FLOOR or r.left < chip.left or r.right > chip.right:
                    problems.append(f"{name} in {area}: {s!r} {k} px {r} out of {chip}")
    finally:
        BD.line = real
    assert not problems, f"{len(problems)} chips:\n" + "\n".join(problems[:16])


def test_abbreviations_cut_the_last_word_where_a_syllable_may_end():
    assert BD.abbreviations("Fire Extinguisher") == ["Fire Extinguish.", "Fire Exting.", "Fire Ext."]
    assert BD.abbreviations("Defibrillator") == ["Defibrillat.", "Defibrill.", "Defibr.", "Def."]
    assert BD.abbreviations("Band-Aids") == []  # never cut after a hyphen
    assert BD.abbreviations("Broom") == []  # three letters kept and two cut: nothing left to cut


def test_no_token_nor_its_ring_covers_a_chips_words_NC_MAP_02(crowded):
    """Play-test r24: "a token covers an item chip's words (Espresso)". The tokens of those standing in
    the crowded row's rooms, each ringed as when its seat acts, leave every word of the cards and chips
    of the row untouched."""
    from types import SimpleNamespace

    view = crowded.tool_view()
    st, plan, cam = view.state, view.plan, view.camera

    def draw(surface):
        BD._rooms(surface, st, view.cards, plan, cam)
        BD._floor_cards(surface, st, view.cards, plan, cam)

    words = _inked_words(view, draw)
    assert any("Espresso" in s for s, _r in words), "the item's chip names it"
    seats = set(range(len(st.players)))
    in_rooms = [s for s in seats if st.players[s].room is not None]
    assert in_rooms, "nobody stands in a room of the scenario"
    problems = []
    for acting in (set(), seats):
        surface = pygame.Surface(view.layout.size)
        surface.fill((0, 0, 0))
        # the tokens without their letters (a token's own letter lies in it)
        shown = SimpleNamespace(state=st, colours=list(view.colours), acting=acting, teams_shown=True)
        real = BD.line
        BD.line = lambda *a, **k: pygame.Rect(0, 0, 0, 0)
        try:
            BD._tokens(surface, shown, plan, cam)
        finally:
            BD.line = real
        pixels = pygame.surfarray.array3d(surface)
        problems += [
            f"acting {acting}: a token on {s!r} {r}"
            for s, r in words
            if pixels[r.left : r.right, r.top : r.bottom].any()
        ]
    assert not problems, "\n".join(problems[:12])


@pytest.mark.parametrize("large", [True, False], ids=["large", "normal"])
def test_a_squeezed_explored_room_with_three_in_it_keeps_its_name_NC_MAP_02(ctx, screen, large):
    """Play-test r25 (960x600, Large text, a fight on level 1): beside the fight window the rooms of the
    fight's level are squeezed; an explored room with three characters in it (their tokens in two rows)
    showed "explored" under a blank head, its name gone. The name comes before "explored" (the grey
    wash says that): every room card of the game, so placed, shows its name."""
    from tabletop.ui.corp.table import building_plan as BP
    from tests.ui.corp.conftest import expansion_table
    from tests.ui.corp.test_room_card_layers import drawn_row

    layout.set_preferences(100, large)
    try:
        session, scene = expansion_table(ctx, (960, 600))
        cam, cards = scene.camera, session.game.cards
        edge = scene._fight_edge()
        problems = []
        for cid in cards.rooms:
            st, key = third_explored(session.state, cards, cid)
            for seat in (0, 1, 2):
                st.players[seat].room, st.players[seat].level = key, 1
            plan = BP.plan(st, (1, edge))
            words, _badges, _chips, _tokens = drawn_row(st, cards, plan, cam)
            card = to_rect(cam, plan.box("room", key))
            mine = [w for w, r in words if card.contains(r)]
            name = cards.room(key).name
            # or its short name, whole, broken or cut short with a full stop (r27: "Confer.")
            if not mine or not any(mine[0].rstrip("-").rstrip(".") in n for n in cards.names(key)):
                problems.append(f"{name}: {mine} on a {card.w} px card")
        assert not problems, f"{len(problems)} nameless:\n" + "\n".join(problems[:12])
    finally:
        layout.set_preferences(100, False)


@pytest.mark.parametrize("large", [True, False], ids=["large", "normal"])
def test_a_chips_words_lie_inside_it_clear_of_the_rings_and_tokens_NC_PLOT_02(ctx, screen, large, monkeypatch):
    """Play-test r25 (960x600, Large text): a Vending Machine's chip at the foot of the room of the seat
    acting read "Vendina": its words (8 px on an 8 px chip) stood out of the chip, the chip's gold ring
    crossed their foot and the acting token's ring their top. On every room card of the game, explored,
    third of a row, with its seat's token and a vending machine in it (the chip lit, the seat acting),
    the chip's words lie inside the chip, and the building drawn whole shows them as the chip alone does
    (nothing drawn after them, no token nor ring, lies on them)."""
    import dataclasses

    from tabletop.games.corp.state import Machine
    from tabletop.ui.corp.table import building_plan as BP
    from tests.ui.corp.conftest import expansion_table

    layout.set_preferences(100, large)
    try:
        session, scene = expansion_table(ctx, (960, 600))
        cam, cards = scene.camera, session.game.cards
        base = scene.tool_view()
        machine = "vending_machine#1"
        problems = []
        for cid in cards.rooms:
            st, key = third_explored(session.state, cards, cid, [Machine(card=machine, tokens=3)])
            st.players[0].room, st.players[0].level = key, 1
            plan = BP.plan(st)
            view = dataclasses.replace(base, state=st, plan=plan, acting=(0,), peek=None)
            lit = {("floor_card", (key, machine))}

            def chips(surface, st=st, plan=plan):
                BD._floor_cards(surface, st, cards, plan, cam)

            words = _inked_words(view, chips)
            chip = to_rect(cam, plan.box("floor_card", (key, machine)))
            whole = pygame.Surface(scene.layout.size)
            BD.draw_building(whole, view, plan, lit)
            bare = pygame.Surface(scene.layout.size)
            with monkeypatch.context() as m:  # the same without the tokens and the rings
                m.setattr(BD, "_tokens", lambda *a, **k: None)
                m.setattr(BD, "draw_lit", lambda *a, **k: None)
                BD.draw_building(bare, view, plan, lit)
            a, b = pygame.surfarray.array3d(whole), pygame.surfarray.array3d(bare)
            for s, r in words:
                if not chip.contains(r):
                    problems.append(f"{cid}: {s!r} {r} out of its chip {chip}")
                if (a[r.left : r.right, r.top : r.bottom] != b[r.left : r.right, r.top : r.bottom]).any():
                    problems.append(f"{cid}: a ring or token on {s!r} {r}")
        assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:12])
    finally:
        layout.set_preferences(100, False)


def third_explored(state, cards, cid: str, machines=()):
    """A copy of `state` with room `cid` revealed and explored third in level 1's row, after two explored
    rooms that hold no monster (`machines` in it): (the state, the room's key)."""
    from tabletop.games.corp.state import Area, clone

    st = clone(state)
    key = f"{cid}#1"
    lv = st.levels[0]
    before = [k for k in lv.stack if k != key and cards.room(k).kind != "monster"][:2]
    lv.rooms = [*before, key]
    for k in before:
        st.areas[k] = Area(level=1, discarded=True)
    st.areas[key] = Area(level=1, discarded=True, machines=list(machines))
    return st, key
