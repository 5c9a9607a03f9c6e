"""Words on the building's small cards read whole: a floor chip uses a card's shorter name before it
cuts one ("Barra de Fierro (Crowbar) +1D" -> "Crowbar +1D", not "Barra de"); on a fanned row of rooms a
chip is as wide as the part of its card left showing; a curse's text too long for its card ends in an
ellipsis, never mid-sentence as if complete."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import look
from tabletop.ui.corp.scenarios import load, new_session, play_recipe
from tabletop.ui.corp.table import building_draw as D
from tabletop.ui.corp.table import building_plan as BP


def test_short_names_take_the_bracketed_name_and_the_head_words():
    assert D.short_names("Barra de Fierro (Crowbar)") == [
        "Barra de Fierro (Crowbar)",
        "Crowbar",
        "Barra de Fierro",
        "Fierro",
    ]
    assert D.short_names("Executive Golf Club") == ["Executive Golf Club", "Golf Club", "Club"]
    assert D.short_names("Box of Batteries") == ["Box of Batteries", "Batteries"]  # never "of Batteries"
    assert D.short_names("Broom") == ["Broom"]


@pytest.fixture
def fonts():
    pygame.font.init()
    yield


def test_a_narrow_chip_keeps_the_dice_with_a_shorter_name(fonts):
    size = 10
    full = "Barra de Fierro (Crowbar) +1D"
    narrow = look.font("sans_bold", size).size("Crowbar +1D")[0] + 2
    assert D.chip_words("Barra de Fierro (Crowbar)", (" +1D",), size, "sans_bold", 2000) == full
    assert D.chip_words("Barra de Fierro (Crowbar)", (" +1D",), size, "sans_bold", narrow) == "Crowbar +1D"
    # the name before the tail: a machine keeps its name with a shorter count
    wide = look.font("sans_bold", size).size("Coffee Machine: 3 life")[0] + 1
    assert (
        D.chip_words("Coffee Machine", (": 3 life tokens", ": 3 life"), size, "sans_bold", wide)
        == "Coffee Machine: 3 life"
    )
    # no room for the dice at all: the head of the name, not its first word
    tight = look.font("sans_bold", size - 2).size("Keyboard")[0] + 1
    assert D.chip_words("Mechanical Keyboard", (" +1D",), size, "sans_bold", tight) == "Keyboard"


def test_a_cut_text_ends_in_an_ellipsis(fonts):
    rows = ["Escape dice on", "this level get a", "-1 on every die", "rolled."]
    assert D.clipped_rows(rows, 2, lambda t: 7 * len(t), 7 * 16) == ["Escape dice on", "this level get…"]
    assert D.clipped_rows(rows, 4, len, 100) == rows
    assert D.clipped_rows(rows, 0, len, 100) == []


def test_chips_on_a_fanned_row_are_as_wide_as_their_card_shows():
    scenario = load("expansion_infected")
    session = new_session(scenario)
    play_recipe(session, scenario)
    plan = BP.plan(session.state)
    rooms = plan.of("room")
    fanned = 0
    for (area, _card), chip in plan.of("floor_card"):
        box = plan.box("room", area)
        nxt = [b[0] for _k, b in rooms if b[1] == box[1] and box[0] < b[0] < box[2]]
        assert chip[2] <= min([*nxt, box[2]]), f"a chip of {area} runs under the next card"
        fanned += bool(nxt)
    assert fanned, "the scenario no longer fans a row of rooms with cards on their floors"


def test_a_chip_with_no_room_for_a_word_shows_its_dice_or_nothing_never_a_cut_word(fonts):
    """The text audit refuses a word cut with "…": a chip too narrow for any of a card's names shows the
    dice alone, a machine's tokens, or no words (its colour and tooltip say what it is)."""
    size = 10
    room = look.font("sans_bold", size).size("+1D")[0] + 1
    assert D.chip_words("Mechanical Keyboard", (" +1D",), size, "sans_bold", room) == "+1D"
    assert D.chip_words("Coffee Machine", (": 3 life tokens", " ×3"), size, "sans_bold", room, ["Coffee"]) == "×3"
    assert D.chip_words("Box of Batteries", ("",), size, "sans_bold", 6) == ""


def test_a_machines_tooltip_and_chip_say_the_tokens_left_NC_PLOT_02():
    """Play-test: a machine's chip read "Snack: 4 life" (as if it healed 4) and its tooltip gave only the
    printed "with 3 tokens" when 1 was left. The tooltip says the tokens left now."""
    from types import SimpleNamespace

    from tabletop.games import get_game
    from tabletop.games.corp.state import Machine
    from tabletop.ui.corp.table import chrome
    from tests.ai.corp_views import make_state, put_in_room

    cards = get_game("corp").cards
    st = make_state(1)
    put_in_room(st, 0, "r#1")
    st.areas["r#1"].machines.append(Machine(card="vending_machine#1", tokens=1))
    tip = chrome.card_tip(
        SimpleNamespace(state=st, cards=cards, names=["Player 1"]), ("floor_card", ("r#1", "vending_machine#1"))
    )
    assert tip[1] == "Vending machine: 1 life token left" and "3 tokens" in tip[2]


def test_one_menace_die_is_one_die_on_the_building_and_in_the_tooltip(ctx, screen):
    """Play-test (r19): a monster beside its level read "1 dice". One die is "1 die" on its card and in
    its tooltip; two or more are "dice"."""

    from tabletop.ui.corp.table import building_draw as BD
    from tabletop.ui.corp.table import chrome
    from tests.ui.corp.conftest import click, lines_drawn
    from tests.ui.corp.fight_scenes import EMPTY
    from tests.ui.corp.test_fight_scene import scene_with

    scene = scene_with(ctx, ["accounting_cultist#1", *EMPTY])  # menace 1
    scene.session.state.forced = [2]
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    assert scene.session.state.fight is not None
    seen = lines_drawn(scene, ctx.size)
    view = scene.tool_view()
    assert any(s.startswith("1 die · ") for s in seen), seen
    assert not any("1 dice" in s for s in seen)
    tip = chrome.card_tip(view, ("room", "accounting_cultist#1"))
    assert any("1 die," in t for t in tip) and not any("1 dice" in t for t in tip)
    assert BD.dice_words(2) == "2 dice"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_every_curse_beside_its_level_reads_whole_NC_CURSE_08(ctx, screen, size):
    """Play-test r19 (pcorp 20): the curses beside the levels ended "Nobody…", "Escape dice on this…"
    at 960x600. Each curse card (one or two on a level) says its text, else its short text, whole."""
    from tabletop.ui.corp.table.scene import CorpTableScene

    scenario = load("expansion_infected")
    session = new_session(scenario)
    play_recipe(session, scenario)
    ctx.size = size
    scene = CorpTableScene(ctx, session, frozenset({1, 2, 3}), bot_delay=0.0)
    scene.enter()
    cards = session.game.cards
    ids = sorted(cards.curses)
    assert len(ids) == 13
    real = D.line
    seen: list[str] = []

    def spy(surface, s, *a, **k):
        seen.append(s)
        return real(surface, s, *a, **k)

    for cid in ids:
        for many in (1, 2):
            st = session.state
            for lv in st.levels:
                lv.curses = []
            st.levels[3].curses = [f"{cid}#1"] * many
            scene._key = scene._view_key = None  # the state changed in place
            seen.clear()
            D.line = spy
            try:
                scene._refresh()
                view = scene.tool_view()
                D.draw_building(pygame.Surface(ctx.size), view, view.plan)
            finally:
                D.line = real
            curse = cards.curse(f"{cid}#1")
            said = " ".join(seen)
            assert not [s for s in seen if "…" in s], (cid, many, seen)
            assert curse.text in said or curse.short in said, (cid, many, said)


def test_a_weapon_found_this_turn_says_when_it_is_taken_NC_PLOT_07():
    """Play-test r22: a weapon found this turn lay on the floor, its chip lit, and no plaque picked it up
    until End your turn; its tooltip now says it is taken when the turn ends, the finder first. One that
    was left there earlier says nothing of it."""
    from types import SimpleNamespace

    from tabletop.games import get_game
    from tabletop.games.corp.state import Held
    from tabletop.ui.corp.table import chrome
    from tests.ai.corp_views import make_state, put_in_room

    cards = get_game("corp").cards
    st = make_state(1)
    put_in_room(st, 0, "r#1")
    area = st.areas["r#1"]
    area.weapons.append(Held(card="crowbar#1"))
    view = SimpleNamespace(state=st, cards=cards, names=["Player 1"])
    assert chrome.FOUND_WORDS not in chrome.card_tip(view, ("floor_card", ("r#1", "crowbar#1")))
    area.found, area.found_by = ["crowbar#1"], 0
    assert chrome.card_tip(view, ("floor_card", ("r#1", "crowbar#1")))[-1] == chrome.FOUND_WORDS
