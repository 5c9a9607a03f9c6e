"""Issue 10, "saying what is true": the table's words and pictures agree with the engine (slot labels
under active magic, one look for the dice, the combat window's gem row and skipped decisions, a
sightline seen over low terrain, undo and the log, the Load list, hidden dice against the computer)."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import rounds
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import table_layout
from tests.games.necromolds.helpers import play, position, start_round

SIZE = (1280, 800)


def _slot_texts(state, seat, book, screen_size=SIZE):
    """The words drawn inside each command slot of `book`'s card in `seat`'s panel: {slot: [words]}."""
    L = table_layout(screen_size, state)
    hits = cards.draw_panel(
        pygame.Surface(screen_size), L.panels[seat], state, cards.PanelLook("Player", (240, 172, 76)), L.scale, 0.0
    )
    card = next(c for c in L.panels[seat].cards if c.book == book)
    out = {}
    for sb in card.slots:
        r = pygame.Rect(sb.rect)
        out[sb.slot] = [w for drawn, _box, w in hits.texts if r.contains(drawn)]
    return out


def _magic_on(book, faces):
    """Seat 0 with `book` (and the enemy far off), its magic die on the book's magic slot."""
    s = position([(0, book, 5, 3), (0, book, 9, 3), (1, "insectomite", 5, 20)])
    s, _ = start_round(s, faces + ["move"] * 4)
    s, _ = play(s, A.Assign(seat=0, die=0, book=book, slot=-1))
    return s


def test_slot_label_reads_grave_bolts_far_edge_and_matches_the_command_header(screen):
    """With Grave Bolt active the Graveghoul's ranged slot reads 'far 7″' (printed: close 3″), and the
    command started from that slot is performed at the same length the label gives."""
    lib = library()
    before = position([(0, "graveghoul", 5, 3), (0, "graveghoul", 9, 3), (1, "insectomite", 5, 20)])
    before, _ = start_round(before, ["magic", "ranged", "move", "move"] + ["move"] * 4)
    assert "close 3\u2033" in _slot_texts(before, 0, "graveghoul")[1]
    s = _magic_on("graveghoul", ["magic", "ranged", "move", "move"])
    assert "far 7\u2033" in _slot_texts(s, 0, "graveghoul")[1]
    assert "medium 5\u2033" in _slot_texts(s, 0, "graveghoul")[0], "the move slot is not changed by Grave Bolt"
    # the header's number: the command performed from that slot
    s, _ = play(s, A.Assign(seat=0, die=1, book="graveghoul", slot=1), A.AssignDone(seat=0), A.AssignDone(seat=1))
    die = next(i for i, d in enumerate(s.seats[0].dice) if d.status == "assigned" and d.slot == 1)
    if s.turn_seat != 0:
        s.turn_seat = 0
    s, _ = play(s, A.StartCommand(seat=0, die=die))
    label = cards.slot_words(s, 0, "graveghoul", 1)[0]
    assert rounds.monster_distance(s, s.monsters[0].id) == lib.length("far")
    assert label == f"far {rounds.monster_distance(s, s.monsters[0].id):g}\u2033"


def test_slot_label_reads_mudslides_move_edge_and_keeps_the_ranged_one(screen):
    """With Mudslide active the Mud Mumps' move-or-ranged slot shows 5″ for move and 3″ for ranged
    (in the order of its icons), its move-only slot 'medium 5″'."""
    s = _magic_on("mud_mumps", ["magic", "move", "move", "move"])
    texts = _slot_texts(s, 0, "mud_mumps")
    assert "5\u2033 / 3\u2033" in texts[0]
    assert "medium 5\u2033" in texts[1]
    assert cards.slot_words(s, 0, "mud_mumps", 1) == ("medium 5\u2033", True)


# -- the combat window ------------------------------------------------------------------------------


def _fight(gems, kind="melee"):
    """A melee between seat 0's Graveghoul and seat 1's Insectomite with these gems: (state, events)."""
    from tabletop.games.necromolds import combat
    from tabletop.games.necromolds.state import Command

    s = position([(0, "graveghoul", 5, 5), (1, "insectomite", 6.3, 5)], gems=gems)
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="graveghoul")
    events = []
    combat.start(s, kind, "p0-graveghoul-1", "p1-insectomite-1", events)
    return s, events


def _window(state, events, bots=(1,)):
    """The combat window's record after these events, and every line of words it draws."""
    from tabletop.ui.necromolds.table import combat_view
    from tabletop.ui.necromolds.table import draw as D

    start = next(e for e in events if e.kind == "combat_start").data
    att, dfn = state.find(start["attacker"]), state.find(start["defender"])
    rec = combat_view.CombatRecord(
        start["kind"], att.id, dfn.id, att.owner, dfn.owner, start["att_pool"], start["def_pool"]
    )
    for ev in events:
        rec.on_event(state, ev)
    rec.rolling = 0.0
    words = []
    real = D.text

    def spy(surface, kind, size, s, pos, *a, **k):
        r = real(surface, kind, size, s, pos, *a, **k)
        words.append((s, pygame.Rect(r)))
        return r

    D.text = spy
    try:
        surf = pygame.Surface(SIZE)
        combat_view.draw(
            surf,
            combat_view.window_rect(pygame.Rect(300, 60, 680, 560), 1.0),
            state,
            rec,
            [(240, 172, 76), (118, 146, 84)],
            set(bots),
            1.0,
            0.0,
        )
    finally:
        D.text = real
    return rec, words


def test_combat_window_says_you_cannot_afford_a_die_instead_of_passing_you_by(screen):
    """Neither side can pay for a die: the engine rolls at once; the window names why each side was not
    asked (as the log's buy_skipped lines do) instead of jumping silently to the result."""
    from tabletop.ui.game_log import GameLog

    s, events = _fight(gems=(0, 0))
    log = GameLog()
    log.add_events(events)
    lines = [ln.text for ln in log.lines(0, {1})]
    assert any(t.startswith("Player 1 cannot afford") for t in lines)
    assert any(" rolls " in t for t in lines), "the log says the dice are rolled"
    rec, words = _window(s, events)
    texts = [w for w, _r in words]
    assert rec.skipped.keys() == {0, 1}
    assert sum("cannot afford" in t for t in texts) == 2, texts
    assert not any("may spend gems" in t for t in texts), "the window must not offer a choice the log says is gone"
    rec.rolling = 0.5  # while the dice tumble the line says why nobody was asked
    from tabletop.ui.necromolds.table import combat_view

    assert "cannot afford" in combat_view.stage_words(s, rec, {1}) and "Rolling" in combat_view.stage_words(s, rec, {1})
    # worded from the typed record (issue 20): the column leaves out what the gem row beside it shows,
    # the stage line says it; the log's line is the same words after the player's name. Once the combat
    # is done the gem row shows the gems after it, so the column says what the side had then ("had 0")
    column = [t for t in texts if "cannot afford" in t]
    assert all(", has " not in t for t in column)
    assert all(t.endswith(("gems)", "gem)")) or (rec.done and t.endswith(", had 0)")) for t in column), column
    said = combat_view.stage_words(s, rec, {1})
    assert ", has 0)" in said
    assert said.split("Rolling: ", 1)[1].split(" (computer) ", 1)[1] in " ".join(lines)


def test_combat_window_and_log_agree_the_dice_are_not_rolled_while_a_side_may_buy(screen):
    """The defender can pay: no roll in the log, and the window shows the choice and only hidden dice."""
    s, events = _fight(gems=(0, 9))
    assert not any(e.kind == "roll" for e in events)
    rec, words = _window(s, events, bots=())
    texts = [w for w, _r in words]
    assert any("Defender: Player 2 may spend gems" in t for t in texts)
    assert not rec.att_faces and not rec.def_faces
    assert any("cannot afford" in t for t in texts), "the attacker was passed by: its column says why"


def test_combat_window_gem_count_never_runs_into_the_next_die_price(screen):
    """'11' gems and 'next die: 4 gems' are one measured row: a clear gap between them, inside the column,
    at the design size and at 1920x1080's scale."""
    from tabletop.ui.necromolds.table import combat_view

    for scale in (1.0, 1.35):
        for gems in (0, 9, 11, 99, 120):
            surf = pygame.Surface((1920, 1080))
            col_w = int(300 * scale)
            drawn = combat_view.gem_row(surf, 400, 200, gems, "next die: 4 gems", scale, col_w - 16)
            count, price = drawn
            assert price.left - count.right >= 6, (gems, scale, count, price)
            assert 400 - col_w // 2 <= count.left - int(20 * scale) and price.right <= 400 + col_w // 2


# -- one look for the dice --------------------------------------------------------------------------


def test_rolloff_dice_and_combat_window_dice_share_one_drawing(screen):
    """Every face of the combat die: the terrain roll-off's die is the combat window's die (same pixels
    inside the seat-coloured rim), and the set-up screens' die face colour is the table's."""
    from tabletop.ui.necromolds.setup import draw as SD
    from tabletop.ui.necromolds.table import draw as TD

    assert SD.DIE_FACE == TD.COMBAT_DIE_FACE
    px = 40
    rim = (240, 172, 76)
    for symbols in library().combat_die.faces:
        rolloff = pygame.Surface((px + 3, px + 3), pygame.SRCALPHA)
        SD.draw_die(rolloff, pygame.Rect(0, 0, px, px), symbols, tint=rim)
        window = TD.combat_die(tuple(symbols), px)
        inner = pygame.Rect(7, 7, px - 14, px - 14)  # inside the rim and its rounded corners: the face and its symbols
        assert pygame.image.tobytes(rolloff.subsurface(inner), "RGBA") == pygame.image.tobytes(
            window.subsurface(inner), "RGBA"
        ), symbols
        assert tuple(rolloff.get_at((px // 2, 0)))[:3] == rim, "the roll-off die is rimmed in its seat's colour"


# -- undo and the log -------------------------------------------------------------------------------


def test_undone_move_leaves_the_log_and_one_note_names_it(ctx, screen):
    """After Undo the taken-back move's lines are gone from the log (not left above an 'Undone' line);
    the note says what was undone; the lines before the move are untouched."""
    import math

    from shapely.geometry import Point

    from tabletop.ui.necromolds.table import queries as Q
    from tests.ui.necromolds.table.conftest import click, frame, midgame_mover

    scene, mid, m = midgame_mover(ctx, screen)
    st = scene.state
    area = Q.battlefield(st).reachable_area(mid, st.command.distance).buffer(-0.05)
    others = [e for e in st.alive() if e.owner != m.owner]
    goal = next(
        p
        for r in (1.5, 1.0, 0.7)
        for k in range(16)
        for p in [(m.x + r * math.cos(k * math.pi / 8), m.y + r * math.sin(k * math.pi / 8))]
        if area.contains(Point(p)) and all(math.dist(p, (e.x, e.y)) > 3.0 for e in others)
    )
    before = [ln.text for ln in scene.log_lines()]
    scene.begin_drag(mid)
    scene.drag_to(goal)
    assert scene.drop(), scene.toast
    after_move = [ln.text for ln in scene.log_lines()]
    moved = after_move[len(before) :]
    assert moved and any("moves" in t for t in moved)
    frame(scene, screen)
    click(scene, scene.buttons.get("undo").rect.center)
    lines = [ln.text for ln in scene.log_lines()]
    assert lines[:-1] == before, "the undone move's lines are still in the log"
    assert lines[-1] == f"Undone: {moved[0]}"


# -- a sightline over low terrain -------------------------------------------------------------------


def test_sightline_over_a_low_sill_names_the_terrain_and_its_height(screen):
    """A clear line across the Window Wall's 0.6 in sill reads 'in sight over Window Wall (0.6 in)', in the
    free sightline checker and in the ranged aim (its range part in front); over nothing it is plain 'in
    sight'; through the tall part it is blocked, naming the wall."""
    from tabletop.ui.necromolds.table import ranged_tool

    over = position([(0, "graveghoul", 12, 6), (1, "insectomite", 12, 12)], terrain=[("window_wall", 12, 9)])
    a, b = over.monsters[0].id, over.monsters[1].id
    v = ranged_tool.verdict(over, a, b, None)
    assert v.seen and v.text.endswith("in sight over Window Wall (0.6 in)"), v.text
    aimed = ranged_tool.verdict(over, a, b, 7.0)
    assert aimed.text.startswith("in range by") and aimed.text.endswith("in sight over Window Wall (0.6 in)")
    clear = position([(0, "graveghoul", 12, 6), (1, "insectomite", 12, 12)], terrain=[("window_wall", 20, 15)])
    assert ranged_tool.verdict(clear, a, b, None).text.endswith("· in sight")
    wall = position([(0, "graveghoul", 10.5, 6), (1, "insectomite", 10.5, 12)], terrain=[("window_wall", 12, 9)])
    blocked = ranged_tool.verdict(wall, a, b, None)
    assert not blocked.seen and "blocked by Window Wall" in blocked.text


# -- the Load list ----------------------------------------------------------------------------------

from tests.ui.conftest import app  # noqa: E402,F401  (the headless app fixture, for the Load screen)


def test_load_list_rows_show_round_armies_and_whose_turn(app):  # noqa: F811
    """A save made mid-game is listed with its round, each army's spellbooks and monsters left, and whose
    turn it is, besides the game, the date and the file name; the row still loads it."""
    from tabletop import paths
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.ui.layout import centre, menu_layout
    from tabletop.ui.necromolds import scenarios
    from tests.ui.conftest import post_click

    scenario = scenarios.load("combat_window")
    g = scenario.game
    session = Session(get_game("necromolds"), {**g.settings, "mode": g.mode, "map": g.map}, g.seed)
    scenarios.play_recipe(session, scenario)
    st = session.state
    session.save(paths.saves_dir() / "midgame.json")
    post_click(app, centre(menu_layout(app.ctx.size).button("load")))
    scene = app.stack.top
    assert scene.name == "load"
    row = next(r for r, e in scene.rows.items() if e.path.name == "midgame.json")
    title, what = row.split("\n")  # the row's two lines: the game, when and the file; what it holds
    assert title.startswith("Necromolds") and title.endswith("midgame.json")
    assert f"Round {st.round}" in what and "Player 1 in combat" in what, row
    # the row fits the list (in the list's font); the line under it names the chosen save's armies whole
    for _entry, *lines in scene.row_words:
        assert all(line.font.get_rect(line.text).width <= line.rect.width for line in lines)
    scene.choose(paths.saves_dir() / "midgame.json")
    scene = app.stack.top
    import html

    shown = html.unescape(scene.detail.html_text)
    lib = library()
    for seat in range(2):
        books = ", ".join(lib.books[b].name for b in st.active_books(seat))
        left = len(st.alive(seat))
        assert f"P{seat + 1} {books} ({left} monster{'' if left == 1 else 's'} left)" in shown, shown
    assert f"Round {st.round}" in shown and "Player 1 in combat" in shown


# -- the computer's hidden assignment ---------------------------------------------------------------


def test_computer_assignment_stays_hidden_at_the_table_until_you_commit(ctx, screen, monkeypatch):
    """NM-ROUND-05 against the computer: the computer commits at once; while the human still assigns,
    the table draws its dice face down only (no face, none on a slot, no magic 'ACTIVE'), its gems as
    rolled, and the human's log names none of its spellbooks; once the human commits, all is revealed."""
    from tabletop.games.necromolds import actions as A
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.necromolds.table import draw as D
    from tests.ui.necromolds.table.conftest import frame, scenario_scene

    scene = scenario_scene(ctx, "assign_round1")
    scene.driver = BotDriver(scene.session, {1}, delay=0.0)
    for _ in range(60):
        frame(scene, screen, 1 / 30)
        if scene.session.state.seats[1].assign_done:
            break
    real = scene.session.state
    assert real.seats[1].assign_done and not real.seats[0].assign_done and scene.seat_at_screen == 0
    assert any(d.status == "assigned" for d in real.seats[1].dice), "the computer did place dice"
    faces = []
    real_face = D.command_die
    monkeypatch.setattr(
        D, "command_die", lambda face, px, mode="normal": faces.append(face) or real_face(face, px, mode)
    )
    L = table_layout(SIZE, scene.view)
    hits = cards.draw_panel(pygame.Surface(SIZE), L.panels[1], scene.view, scene.panel_look(1), L.scale, 0.0)
    assert faces == [], "a face of the computer's dice was drawn before the human committed"
    assert not any("ACTIVE" in w for _r, _b, w in hits.texts)
    assert all(di is None for _r, _book, _slot, di in hits.slots), "a computer die lies on a slot"
    assert scene.view.seats[1].gems == real.seats[1].gems_at_roll
    lib = library()
    names = {lib.books[b].name for b in real.active_books(1)}
    since = [ln.text for ln in scene.log_lines() if ln.seat == 1]
    assert not any(n in t for t in since[-6:] for n in names if "deploys" not in t), since[-6:]
    # the human commits: everything is revealed to them
    scene.session.submit(A.AssignDone(seat=0))
    frame(scene, screen)
    assert any(ln.kind == "reveal" for ln in scene.log_lines())
    assert [d.status for d in scene.view.seats[1].dice] == [d.status for d in scene.session.state.seats[1].dice]


# -- map labels stay inside the map view ------------------------------------------------------------


def test_range_ring_names_and_readings_stay_inside_the_map_view_without_overlapping(ctx, screen):
    """A monster at the map's top edge: its close/medium/far ring names are drawn inside the map view (not
    above it under the top bar) and apart; a sight or ruler reading near the view's left edge is moved
    inside it instead of running under the side panel."""
    from tabletop.ui.necromolds.table import free_tools, ranged_tool
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "tools_ruler")
    view = pygame.Rect(scene.layout.map)
    top = min(scene.state.alive(0), key=lambda m: m.y)
    placed = free_tools.draw_rings(screen, scene.camera, scene.state, top.id, scene.layout.scale, view)
    assert len(placed) == 3, "every ring is named"
    for k, r in enumerate(placed):
        assert view.contains(r), (r, view)
        assert all(not r.colliderect(o) for o in placed[k + 1 :])
    plate = ranged_tool.draw_label(
        screen,
        "in range by 0.0 in · in sight over Window Wall (0.6 in)",
        (view.left + 5, view.top + 5),
        scene.layout.scale,
        (90, 200, 90),
        view,
    )
    assert view.contains(plate)


def _gem_rows(monkeypatch) -> list:
    """(column centre x, words) of every gem row the combat window draws from now on."""
    from tabletop.ui.necromolds.table import combat_view

    rows: list = []
    real = combat_view.gem_row

    def spy(surface, cx, y, gems, words, *args, **kw):
        rows.append((cx, words))
        return real(surface, cx, y, gems, words, *args, **kw)

    monkeypatch.setattr(combat_view, "gem_row", spy)
    return rows


def test_combat_window_offers_the_next_die_price_only_to_the_side_deciding(ctx, screen, monkeypatch):
    """While the defender decides, the attacker's column no longer reads a price it cannot act on."""
    from tests.ui.necromolds.table.conftest import frame, scenario_scene

    scene = scenario_scene(ctx, "combat_window")  # the defender (Player 1) decides
    assert scene.state.combat.stage == "def_buy"
    rows = _gem_rows(monkeypatch)
    frame(scene, screen)
    (_left, attacker), (_right, defender) = sorted(rows)[:2]
    assert attacker == "" and defender.startswith("next die: "), rows


def test_the_log_tells_a_combat_roll_only_once_the_dice_have_landed(ctx, screen):
    """Issue 10: the window and the log never disagree about whether the dice are rolled: while the
    combat window's dice tumble, the log holds the roll's lines back; they appear as the dice land."""
    from tabletop.ui.necromolds.table.combat_flow import CombatTool
    from tests.ui.necromolds.table.conftest import frame, scenario_scene

    scene = scenario_scene(ctx, "combat_window")
    frame(scene, screen)
    before = [line.text for line in scene.log_lines()]
    # the deciding human confirms: the engine rolls both pools
    combat = scene.tools.find(CombatTool)
    assert scene.submit(combat.confirm_buy(scene.tool_view()))
    assert combat.record.att_faces, "the dice were rolled"
    assert combat.record.rolling > 0
    during = [line.text for line in scene.log_lines()]
    assert not any("rolls" in t for t in during[len(before) :]), during[len(before) :]
    for _ in range(240):  # let the dice land (4 s at most)
        frame(scene, screen)
        if combat.record.rolling <= 0:
            break
    after = [line.text for line in scene.log_lines()]
    assert any(" rolls " in t for t in after[len(before) :]), after[len(before) :]


def test_in_basic_play_the_one_die_bought_is_not_followed_by_a_price_NM_BASIC_28(ctx, screen, monkeypatch):
    """Play-test: after the one die basic play allows a combat (NM-BASIC-28) the column still read "next
    die: 1 gem"; it now says no more dice may be added."""
    from tests.ui.necromolds.table.conftest import frame, scenario_scene

    scene = scenario_scene(ctx, "combat_window")  # the defender (Player 1) decides
    rows = _gem_rows(monkeypatch)
    scene.state.mode = "basic"  # (its window only: the price words read the mode)
    tool = next(t for t in scene.tools if t.name == "combat")
    tool.record.buy = 1  # the one die bought, not yet confirmed
    frame(scene, screen)
    defender = sorted(rows)[1][1]
    assert defender == "basic play: one bought die a combat", rows
    tool.record.buy = 0
    rows.clear()
    frame(scene, screen)
    assert sorted(rows)[1][1].startswith("next die: ")


def test_a_fighters_card_is_read_while_the_combat_window_is_up(ctx, screen):
    """r19 (watching a replay, and the live table): with the combat window up, pointing at a spellbook
    card beside the map showed nothing and F2 opened nothing. The window covers the map only: a card's
    tooltip shows, F2 opens the rules there; the map under the window stays without tooltips (the window
    itself draws none over its dice; F2 there opens the rules at combat, r21)."""
    from tests.ui.necromolds.table.conftest import frame, mouse, scenario_scene

    scene = scenario_scene(ctx, "combat_window")
    frame(scene, screen)
    card = scene.layout.panels[0].cards[0]
    x, y, w, _h = card.rect
    mouse(scene, "move", (x + w // 2, y + 8))  # the card's title band
    frame(scene, screen)
    assert scene._hover_key() == ("card", 0, card.book)
    out = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode=""))
    assert out is not None and out.kind == "push"
    mx, my, mw, mh = scene.layout.map
    mouse(scene, "move", (mx + 4, my + mh // 2))  # the map, beside the window
    frame(scene, screen)
    assert scene._hover_key() is None
    from tabletop.ui.necromolds.table import tooltips

    mouse(scene, "move", (mx + mw // 2, my + mh // 2))  # the window
    frame(scene, screen)
    assert tooltips.lines_for(scene._hover_key(), scene.tool_view(), scene.buttons) == []


def test_a_target_at_the_edge_of_range_is_just_in_range_NM_RANGED_02():
    """The sight tool's reading of a target at the very edge of its range said "in range by 0.0 in" (the
    ranged_sightline scenario, r23): within a twentieth of an inch it is "just in range" (or "just out of
    range"); further in or out, by how much, in tenths of an inch as the ruler reads."""
    from tabletop.ui.necromolds.table.ranged_tool import range_words

    assert range_words(0.0) == range_words(0.049) == "just in range"
    assert range_words(-0.01) == "just out of range"
    assert range_words(0.05) == "in range by 0.1 in" and range_words(1.26) == "in range by 1.3 in"
    assert range_words(-0.3) == "out of range by 0.3 in"
