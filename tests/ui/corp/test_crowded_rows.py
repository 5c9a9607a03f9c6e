"""Play-test r19 (pcorp 12 and 14): a crowded level of rooms.

- While a fight is up, the fight window (over the building's right part) hid every room of the fight's
  level after the first, and whoever stood in them: the level's rooms are now laid left of the window,
  over its hallway's right part (NC-MAP-02's row, squeezed), each with some of it showing, the tokens in
  them whole and clear of the window; the hallway's tokens stay clear of the rooms.
- On a fanned row the names were cut by the next card ("Cult Hig", "Vampir") and the badges read
  "1 die · 3 li": every word drawn on a room card lies in the part of it left showing, whole."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.ui.corp.scenarios import load, new_session, play_recipe
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.building_draw import to_rect

SIZES = [(1280, 800), (960, 600)]


def _table(ctx, size, fight: bool):
    """expansion_infected (seven rooms beside level 4), seat 0 going into one with a monster if `fight`."""
    from tabletop.ui.corp.table.scene import CorpTableScene

    scenario = load("expansion_infected")
    session = new_session(scenario)
    play_recipe(session, scenario)
    if fight:
        legal = session.game.legal_actions(session.state, 0)
        session.submit(next(a for a in legal if isinstance(a, A.EnterRevealed) and session.state.areas[a.room].foes))
        assert session.state.fight is not None
    ctx.size = size
    scene = CorpTableScene(ctx, session, frozenset({1, 2, 3}), bot_delay=0.0)
    scene.enter()
    scene._refresh()
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_fights_level_shows_its_rooms_and_their_tokens_beside_the_window_NC_MAP_02(ctx, screen, size):
    scene = _table(ctx, size, fight=True)
    view = scene.tool_view()
    st, plan, cam = view.state, view.plan, view.camera
    level = st.fight.level
    window = pygame.Rect(view.layout.fight)
    building = pygame.Rect(view.layout.building)
    rooms = [(k, b) for k, b in plan.of("room") if st.areas[str(k)].level == level]
    assert len(rooms) >= 5
    for key, box in rooms:
        r = to_rect(cam, box)
        assert r.left + 6 < window.left and r.left >= building.left, (key, r, window)  # some of it shows
    in_rooms = [s for s, p in enumerate(st.players) if p.room is not None and st.areas[p.room].level == level]
    assert len(in_rooms) >= 2
    for seat in in_rooms:
        t = to_rect(cam, plan.box("token", seat))
        assert t.right <= window.left and building.contains(t), (seat, t, window)
        room = plan.box("room", st.players[seat].room)
        assert room[0] <= plan.box("token", seat)[0], seat  # at its room's foot (drawn over the cards)
    first = min(b[0] for _k, b in rooms)
    for seat, p in enumerate(st.players):
        if p.room is None and p.level == level:
            assert plan.box("token", seat)[2] <= first, (seat, "a hallway token under the rooms")
    # the window gone (the fight over), the rooms go back to their row
    assert BP.plan(st).box("room", rooms[0][0])[0] == BP.ROOMS_X0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("fight", [False, True])
def test_every_word_on_a_fanned_row_lies_in_the_part_of_its_card_showing(ctx, screen, size, fight):
    scene = _table(ctx, size, fight)
    view = scene.tool_view()
    st, plan, cam = view.state, view.plan, view.camera
    drawn: list[tuple[str, pygame.Rect]] = []
    real = BD.line

    def spy(surface, s, *a, **k):
        r = real(surface, s, *a, **k)
        drawn.append((s, r))
        return r

    BD.line = spy
    try:
        BD._rooms(pygame.Surface(ctx.size), st, view.cards, plan, cam)
    finally:
        BD.line = real
    rooms = plan.of("room")
    fanned = 0
    for s, r in drawn:
        assert "…" not in s, s
        if not s.strip():
            continue
        key, box = next((k, b) for k, b in reversed(rooms) if to_rect(cam, b).collidepoint(r.midtop))  # the top card
        nxt = min([b[0] for _k, b in rooms if b[1] == box[1] and box[0] < b[0] < box[2]] + [box[2]])
        right = cam.map_to_screen(nxt, 0)[0]
        fanned += nxt < box[2]
        assert r.right <= right + 1, (s, key, r, right)
    # (squeezed beside the fight window at 960x600 a fanned card shows too little for a word: none is drawn)
    assert fanned >= (0 if fight and size == (960, 600) else 5), "the scenario no longer fans a row of rooms"


def test_a_finished_fights_window_still_up_keeps_its_level_beside_it(ctx, screen):
    """Found in play: a fight won, its window stays up ("The fight is won", Close) while the state has
    no fight any more: its level's rooms stay beside the window until it is closed."""
    from types import SimpleNamespace

    from tabletop.ui.corp.table.fight_tool import FightTool

    scene = _table(ctx, (1280, 800), fight=False)
    assert scene.view.fight is None
    assert scene._plan.box("room", scene._plan.of("room")[-1][0])[0] > scene._fight_edge()  # under the window
    scene.fight_record, scene.fight_tool = SimpleNamespace(gone=False, level=4), FightTool()
    scene._refresh()
    edge = scene._fight_edge()
    rooms = [b for k, b in scene._plan.of("room") if scene.view.areas[str(k)].level == 4]
    assert len(rooms) >= 5 and all(b[0] < edge for b in rooms)
    scene.fight_record.gone = True  # closed: the row goes back
    scene._refresh()
    assert scene._plan.box("room", scene._plan.of("room")[0][0])[0] == BP.ROOMS_X0


def _room_words(st, plan, cam, cards, key):
    """(words drawn on a room card with their rectangles, its badges' rectangles) as `_rooms` draws them."""
    drawn: list[tuple[str, pygame.Rect]] = []
    badges: list[pygame.Rect] = []
    real, real_badge = BD.line, BD._foe_badge

    def spy(surface, s, *a, **k):
        r = real(surface, s, *a, **k)
        drawn.append((s, r))
        return r

    def spy_badge(surface, cards, foe, r, size):
        badges.append(pygame.Rect(r))
        return real_badge(surface, cards, foe, r, size)

    BD.line, BD._foe_badge = spy, spy_badge
    try:
        BD._rooms(pygame.Surface((1, 1)), st, cards, plan, cam)
    finally:
        BD.line, BD._foe_badge = real, real_badge
    card = to_rect(cam, plan.box("room", key))
    return [(s, r) for s, r in drawn if s.strip() and card.collidepoint(r.center)], badges, card


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_a_rooms_name_badge_and_the_tokens_in_it_never_overlap(ctx, screen, size, large):
    """Play-test r20: at 960x600 "Head of Human Remains" took three rows and its badge ("2 dice") lay
    over the third, the tokens under it; at 1280x800 a three-row name hid its "level 2 zombie" under
    the badge. Every monster room card of the game (and every other room card), alone or sixth in a fanned row, with one, two or
    four characters in it and a weapon on its floor or none, explored or not, at both window sizes
    with and without Large text: its name's rows, sub-line, "explored", badge and the tokens and chips
    at its foot do not overlap, and no word is cut (NC-MAP-02, NC-ABAN-02)."""
    from tabletop.games.corp.state import Area, Foe, Held, clone
    from tabletop.ui import layout
    from tests.ui.corp.conftest import expansion_table

    layout.set_preferences(100, large)
    try:
        session, scene = expansion_table(ctx, size)
        cam, cards = scene.camera, session.game.cards
        monsters = [c for c, room in cards.rooms.items() if room.kind == "monster"]
        assert len(monsters) >= 40 and "head_of_human_remains" in monsters
        monsters += [c for c, room in cards.rooms.items() if room.kind != "monster"]  # every other room too
        weapon = next(c for c in session.state.plot_deck if cards.plot(c).kind == "weapon")
        checked = 0
        for cid in monsters:
            for seats, others, floor, explored in [
                ((0,), 0, False, False),
                ((0, 1), 5, False, False),
                ((0, 1, 2, 3), 0, False, False),
                ((0, 1), 0, True, False),
                ((0,), 5, True, True),
            ]:
                st = clone(session.state)
                key = f"{cid}#1"
                lv = st.levels[0]
                before = [k for k in lv.stack if k != key][:others]
                lv.rooms = [*before, key]
                st.areas.update({k: Area(level=1) for k in before})
                foes = [Foe(card=key)] if cards.room(key).kind == "monster" else []
                st.areas[key] = Area(level=1, foes=foes, discarded=explored)
                if floor:
                    st.areas[key].weapons = [Held(card=weapon)]
                for seat in seats:
                    st.players[seat].room, st.players[seat].level = key, 1
                plan = BP.plan(st)
                words, badges, card = _room_words(st, plan, cam, cards, key)
                at_foot = [to_rect(cam, b) for k, b in plan.of("token") if k in seats]
                at_foot += [to_rect(cam, b) for (a, _c), b in plan.of("floor_card") if a == key]
                assert len(badges) == len(foes) and all(b.bottom <= card.bottom for b in badges)
                badges = badges or [pygame.Rect(0, 0, 0, 0)]  # a room without a monster: no badge
                label = (cid, seats, others, floor, explored)
                name = cards.room(key).name
                if not others and BD.title_rows(name, BD.fsize(cam, 0.42), card.w - 4)[0]:
                    # a name fitting the card is drawn (its short name cut with a full stop, r27: "Accoun.")
                    assert words[0][0].rstrip("-").rstrip(".") in card_words(name), label
                for i, (s, r) in enumerate(words):
                    assert "…" not in s, (label, s)
                    inside = badges[0].contains(r)
                    for s2, r2 in words[i + 1 :]:
                        assert inside == badges[0].contains(r2) or not r.colliderect(r2), (label, s, s2)
                        assert inside or not r.colliderect(r2), (label, s, s2)
                    assert inside or not r.colliderect(badges[0]), (label, s, "under the badge")
                    assert not any(r.colliderect(t) for t in at_foot), (label, s, "under a token or chip")
                assert not any(badges[0].colliderect(t) for t in at_foot), (label, "a token or chip on the badge")
                checked += 1
        assert checked == 5 * len(monsters)
    finally:
        layout.set_preferences(100, False)


def card_words(name: str) -> str:
    """Every word a card's name or its shorter names may show: the name and, when its card data gives it
    one, its authored short name (r26), else the last words `short_names` takes."""
    from tabletop.content.corp.cards import active_cards

    cards = active_cards()
    for table in (cards.rooms, cards.bosses, cards.plots):
        for card in table.values():
            if card.name == name and card.short_name:
                return " ".join([name, card.short_name])
    return " ".join(BD.short_names(name))


@pytest.mark.parametrize("size", SIZES)
def test_the_tokens_in_a_room_stand_at_its_foot_so_a_three_row_name_keeps_its_words(ctx, screen, size):
    """The tokens of those in a room stand at the card's foot (above what lies on its floor), leaving
    its words the room above: "Head of Human Remains" reads whole over its "2 dice" badge even at
    960x600 (play-test r20: its badge lay over "Remains")."""
    scene = _table(ctx, size, fight=False)
    st = scene.session.state
    from tabletop.games.corp.state import Area, Foe

    key = "head_of_human_remains#1"
    st.levels[0].rooms = [key]
    st.areas[key] = Area(level=1, foes=[Foe(card=key)])
    st.players[0].room, st.players[0].level = key, 1
    plan = BP.plan(st)
    words, badges, card = _room_words(st, plan, scene.camera, scene.session.game.cards, key)
    assert [s for s, r in words if not badges[0].contains(r)][:3] == ["Head of", "Human", "Remains"]
    token = to_rect(scene.camera, plan.box("token", 0))
    assert token.bottom >= card.bottom - 0.35 * scene.camera.scale  # over its chips and a small gap


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 100), ((960, 600), 100), ((1280, 800), 150)])
def test_the_boss_card_stands_whole_left_of_the_boss_fights_window_NC_BOSS(ctx, screen, size, scale):
    """Play-test r22 (solo, 1280x800): in the boss fight the boss's card beside the roof lay under the
    fight window's edge, its name read "W. Whatele". It now stands left of the window, over the roof's
    hallway right of the door, with the token of whoever is in there."""
    from tabletop.ui import layout
    from tabletop.ui.corp.table.scene import CorpTableScene

    layout.set_preferences(scale, False)
    try:
        scenario = load("boss_fight")
        session = new_session(scenario)
        play_recipe(session, scenario)
        st = session.state
        assert st.fight is not None and st.fight.level == BP.TOP
        ctx.size = size
        scene = CorpTableScene(ctx, session, frozenset(range(1, len(st.players))), bot_delay=0.0)
        scene.enter()
        scene._refresh()
        view = scene.tool_view()
        plan, cam = view.plan, view.camera
        window = pygame.Rect(view.layout.fight)
        card = to_rect(cam, plan.box("room", BP.BOSS_ROOM))
        assert card.right <= window.left, (card, window)
        assert pygame.Rect(view.layout.building).contains(card), card
        assert not card.colliderect(to_rect(cam, plan.box("door", BP.BOSS_ROOM))), "on the boss's door"
        for seat, p in enumerate(st.players):
            if p.room == BP.BOSS_ROOM:
                assert card.contains(to_rect(cam, plan.box("token", seat))), seat
        # the window gone, the card goes back beside the roof
        assert BP.plan(st).box("room", BP.BOSS_ROOM)[0] == BP.ROOMS_X0
    finally:
        layout.set_preferences(100, False)


@pytest.mark.parametrize("large", [True, False], ids=["large", "normal"])
def test_beside_an_empty_hallway_the_fights_rooms_take_the_hallway_NC_MAP_02(ctx, screen, large):
    """Play-test r25 (960x600, Large text): seven rooms beside the fight window were slivers of about 14 px
    (17 at normal text), their row starting 4.4 units into the hallway with nobody in it. With nothing in
    the hallway (nobody standing or lying there, nothing on its floor) the row starts at its left end,
    each card shows more, and nothing stands under the row; with someone there it keeps the old room."""
    from tabletop.ui import layout

    layout.set_preferences(100, large)
    try:
        scene = _table(ctx, (960, 600), fight=True)
        st = scene.tool_view().state
        level, edge = st.fight.level, scene._fight_edge()
        cam = scene.camera
        rooms = [k for k in st.levels[level - 1].rooms if k != st.players[0].room]
        staying = [s for s, p in enumerate(st.players) if p.room is None and p.level == level]
        assert staying and not BP.hall_empty(st, level)
        before = [b for _k, b in BP.plan(st, (level, edge)).of("room") if b[1] == BP.floor_top(level) + 0.25]
        assert before[0][0] == pytest.approx(BP.HALL_X0 + 4.4)
        for i, seat in enumerate(staying):
            st.players[seat].room = rooms[i % len(rooms)]
        assert BP.hall_empty(st, level)
        plan = BP.plan(st, (level, edge))
        row = sorted(b for k, b in plan.of("room") if st.areas[str(k)].level == level)
        assert len(row) >= 7 and row[0][0] == pytest.approx(BP.HALL_X0 + 0.2)
        shown = [to_rect(cam, (b[0], 0, n[0], 1)).w for b, n in itertools.pairwise(row)]
        old = [to_rect(cam, (b[0], 0, n[0], 1)).w for b, n in itertools.pairwise(before)]
        assert min(shown) >= min(old) + 5, (shown, old)
        assert all(b[2] <= edge for b in row)  # still clear of the window
        for seat, p in enumerate(st.players):  # every token in its room, none in the hallway under the row
            if p.level == level:
                assert p.room is not None and plan.box("token", seat) is not None
    finally:
        layout.set_preferences(100, False)
