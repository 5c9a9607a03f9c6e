"""Play-test r29 (riseplay): a whole 3-player game against an Easy and a Hard computer at 1280x800, and a
5-player one at 960x600 with Large text, played in a real window."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.game_log import LogLine
from tabletop.ui.rise.table.waited import turn_lines
from tests.ui.test_pacing import play_person, rise_table, run_bots

DT = 1 / 60


def test_while_you_waited_tells_every_computers_turn_RN_TURN_01(ctx):
    """Seen in the window: Player 2 (computer) conquered the person's City, then Player 3 went to a
    Library, and "While you waited" read only Player 3's "looks at the top 3 cards", "is choosing a card",
    "keeps one card…": the newest five lines were all the last computer's. Each computer's turn since the
    person's last action now has its line (turns in order, RN-TURN-01)."""
    scene = rise_table(ctx)
    for _round in range(4):
        while scene.person_acting() is not None:
            play_person(scene)
        acted = run_bots(scene, limit=300)
        for _ in range(30):
            scene.update(DT)
        lines, more = scene.computer_summary()
        seats = {seat for _t, seat in acted}
        for seat in seats:
            assert any(line.startswith(f"Player {seat + 1} ") for line in lines), (seat, lines)
        assert more > 0 and len(lines) <= 2 * len(seats), lines


def _line(text, kind, seat, bot=True, **data):
    return LogLine(text, kind, seat, bot, {"seat": seat, **data})


def test_a_computers_turn_is_told_by_what_came_of_it_and_your_counters_sent_home_RN_DOM_08():
    """A conquest outranks the gains and the reason; the person's own counters going home (RN-DOM-08)
    are told though the log counts that line as the person's (not where the conquest names the space); a counter on the Spell track (it comes of
    a card played) tells less than the move; a turn with nothing but its move is told by the move."""
    lines = [
        _line("Round 4: Player 2's turn.", "turn", 1),
        _line("Player 2 plays Grave Robber.", "play", 1),
        _line("Player 2 moves to Mudwick — to conquer it.", "move", 1, to="mudwick"),
        _line("The fight at Mudwick: Player 2 wins.", "combat_result", None),
        _line("Player 2 conquers Mudwick.", "conquer", 1, space="mudwick"),
        _line("Player 1's counters on Mudwick return to them.", "dominion", 0, bot=False, space="mudwick"),
        _line("Player 2 places 1 counter on Mudwick.", "dominion", 1, space="mudwick", count=1),
        _line("Player 2 places a counter on the Spell track.", "dominion", 1, track="spell"),
        _line("Round 4: Player 3's turn.", "turn", 2),
        _line("Player 3 moves to The Candle Archive — for its Spell track.", "move", 2),
        _line("Player 3 looks at the top 3 cards of the Spell deck.", "look", 2),
        _line("Player 3 keeps one card and puts 2 back on top.", "pick", 2),
        _line("Player 3 places a counter on the Spell track.", "dominion", 2, track="spell"),
    ]
    texts, more = turn_lines(lines, 0)
    assert texts == ["Player 2 conquers Mudwick.", "Player 3 moves to The Candle Archive — for its Spell track."]
    assert more == sum(1 for ln in lines if ln.bot) - 2
    # a Dungeon won names its card, not the space: the person's counters sent home from it are told
    won = _line("Player 2 succeeds in the Dungeon (Flesh Golem).", "dungeon_won", 1, card="flesh_golem")
    lines[4] = won
    texts = turn_lines(lines, 0)[0]
    assert texts[:2] == [won.text, "Player 1's counters on Mudwick return to them."], texts
    assert turn_lines(lines, 2)[0] == [texts[0], texts[2]]  # another seat's counters going home are not yours


def _luminance(rgb) -> float:
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


class _NoTowers:
    """A City as drawn without its towers (everything else its own)."""

    towers = 0

    def __init__(self, city):
        self._city = city

    def __getattr__(self, name):
        return getattr(self._city, name)


@pytest.mark.parametrize("scale", [24.0, 37.0, 60.0])
def test_a_citys_towers_stand_dark_and_centred_on_its_pale_hex_RN_CITY_07(screen, scale):
    """Seen in the window: Hollowell's one tower was a pale sliver on the pale City hex (about 1.5:1), so
    the player attacked it as a City without towers (RN-CITY-06, RN-CITY-07) and lost. The towers are
    drawn dark (at least 3:1 against the hex) and centred on it."""
    from tabletop.games.rise.content import board
    from tabletop.ui.rise.table import board_draw as BD

    cities = {s.id: s for s in board("small").spaces if s.kind == "city"}
    for name in ("hollowell", "duskhaven", "gallowmere"):
        city, centre = cities[name], (100, 100)
        drawn, bare = pygame.Surface((200, 200)), pygame.Surface((200, 200))
        BD.draw_space(drawn, city, centre, scale)
        BD.draw_space(bare, _NoTowers(city), centre, scale)
        towers = [(x, y) for x in range(200) for y in range(200) if drawn.get_at((x, y))[:3] != bare.get_at((x, y))[:3]]
        assert towers, name
        n = len(towers)
        ink = tuple(sum(drawn.get_at(p)[k] for p in towers) / n for k in range(3))
        ground = tuple(sum(bare.get_at(p)[k] for p in towers) / n for k in range(3))
        assert _contrast(ink, ground) >= 3.0, (name, ink, ground)
        xs = [x for x, _y in towers]
        assert abs((min(xs) + max(xs) + 1) / 2 - centre[0]) <= 1.5, (name, min(xs), max(xs))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("players", [3, 5])
def test_no_space_name_reaches_into_the_next_hex_RN_MOVE_16(screen, size, players):
    """Seen at 960x600 with five seats: "Wraithgate" and "Nettlecombe" ran together into one word across
    their hexes, "Brackwater" and "Ravenspire" lay over their neighbours' edges (names at the least letter
    size are wider than the small hexes). At every board the table lays out (the whole board, and the board
    beside the combat panel), each line of a space's name stays within its hex's width, a word too wide
    broken between syllables with a hyphen; the name's words read whole when the pieces are joined."""
    from types import SimpleNamespace

    from tabletop.games.rise.content import board
    from tabletop.ui import look
    from tabletop.ui.rise.table import board_draw as BD
    from tabletop.ui.rise.table import hexes as H
    from tabletop.ui.rise.table.layout import beside_dock
    from tests.ui.rise.conftest import table

    pygame.display.set_mode(size)
    scene = table(SimpleNamespace(size=size, manager=None), players, 3)
    docked = H.fit(BD.board_box(scene.view.side), beside_dock(scene.layout))[0]
    for scale in (scene.camera.scale, docked):
        across = scale * 3**0.5  # a hex's width, flat side to flat side
        for space in board(scene.view.side).spaces:
            fs, lines = BD.name_lines(space.name, scale)
            f = look.font("serif_bold", fs)
            wide = [(line, f.size(line)[0]) for line in lines if f.size(line)[0] > across - 2]
            assert not wide, (round(scale, 1), space.name, wide, round(across, 1))
            assert "".join(lines).replace("-", "").replace(" ", "") == space.name.replace("-", "").replace(" ", "")


def test_a_quests_die_is_told_passed_or_failed_not_in_hits_RN_DUNG_08(ctx, screen, monkeypatch):
    """Seen in the window: the Riddle of the Sphinx's test read "1 hit" in the panel's head and the folded
    line "hits 0-0", under a legend about attacks' power: a quest's die (RN-DUNG-08) was told in a fight's
    words. It now reads "passed" or "failed" (nothing while the die tumbles), under the quest's legend."""
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.rise import scenarios
    from tabletop.ui.rise.table import windows as W
    from tests.ui.tutorial.conftest import click

    scene, _ = scenarios.build(ctx, "move_reach")
    st = scene.session.state
    st.dungeon_deck.remove("pit_trap")
    st.dungeon_deck.insert(0, "pit_trap")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0)
    scene.update(1 / 60)
    click(scene, dict(scene.targets())["space lich_s_cellar"])
    rec = scene.combat
    assert rec is not None and rec.quest and rec.rolling
    said: list[str] = []
    tally, wrap = W.tally_words, W.look.wrap_lines
    monkeypatch.setattr(W, "tally_words", lambda *a: (lambda w: (said.append(w), w)[1])(tally(*a)))
    monkeypatch.setattr(W.look, "wrap_lines", lambda t, *a: (said.append(t), wrap(t, *a))[1])
    scene.draw(screen)
    assert "" in said and not any(w in ("passed", "failed") or w.endswith(" hit") for w in said), said  # in the air
    for _ in range(20):
        scene.update(0.1)
    said.clear()
    scene.draw(screen)
    (die,) = rec.dice
    word = "passed" if die.hit else "failed"
    assert word in said and not any(w.endswith((" hit", " hits")) for w in said), said
    assert W.QUEST_LEGEND in said and W.LEGEND not in said, said
    folded = W.strip_words(rec, 2000, 1.0)[1]
    assert folded.endswith(f"· {word} · finished") and "hits" not in folded, folded


def test_a_move_to_the_valley_says_more_than_where_it_goes_RN_VALLEY_01(ctx):
    """Seen in the window: "Player 3 moves to The Valley of Souls — back to the Valley of Souls." The
    reason repeated the move. It now says why the Valley serves (no action there, RN-VALLEY-01)."""
    from tabletop.ai import rise_reasons as BR
    from tabletop.games.rise import actions as A
    from tests.ui.rise.conftest import table

    scene = table(ctx, 3, 4)
    before = scene.session.game.view(scene.session.state, None)
    words = BR.reason(before, A.Move(0, "valley"))
    assert words and "Valley of Souls" not in words and "no action" in words, words


def test_the_finished_table_says_a_click_leads_to_the_accounts_RN_WIN_01(ctx, screen, monkeypatch):
    """Seen in the window at 1280x800: the game won (RN-WIN-01), the top bar's "— click to continue" and
    the choices header's "· click anywhere for the accounts" were both left off for room: "The game is
    over" with an empty panel, nothing to press and nothing saying a click goes on. The empty choices panel
    now says it in words of its own."""
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.rise.table import table_draw as D
    from tests.ui.rise.conftest import table

    scene = table(ctx, 3, 1)
    BotDriver(scene.session, {0, 1, 2}).run_until_human()
    assert scene.session.outcome() is not None
    scene._set_combat(None)
    scene.update(1 / 60)
    said: list[str] = []
    wrap = D.look.wrap_lines
    monkeypatch.setattr(D.look, "wrap_lines", lambda t, *a: (said.append(t), wrap(t, *a))[1])
    scene.draw(screen)
    view = scene.tool_view()
    shown = [D.head_place(view)[1], *said]
    assert any("click anywhere" in t.lower() and "accounts" in t for t in shown), shown


def test_a_golems_chip_names_the_golem_RN_SPEC_05(ctx, screen):
    """Seen in the window: Player 2 won the Flesh Golem (RN-SPEC-04), and its player board showed a grey
    chip "1" whose tooltip read only "Golems: 1". A Golem fights like an Apprentice (RN-SPEC-05): the tip
    names it, as the Spells' and Items' chips name theirs."""
    from tabletop.ui.rise.table import table_draw as D
    from tests.ui.rise.conftest import table

    scene = table(ctx, 3, 4)
    scene.session.state.players[1].golems.append("flesh_golem")
    scene._refresh()
    scene.update(1 / 60)
    _bg, tips = D.paint_background(scene.tool_view(), scene.buttons, lambda surface: None)
    golems = [words for _rect, words in tips if words.startswith("Golems")]
    assert golems == ["Golems: 1 (Flesh Golem)"], golems
