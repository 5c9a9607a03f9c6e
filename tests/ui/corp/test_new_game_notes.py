"""The NecronomiCORP new-game form's notes read whole, without a scroll bar (play-test r19: at three
players the rulebook's advice on the characters, NC-START-09, sat in a two-line box with a scroll bar
while the column had room to spare below it)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import screenshot
from tests.ui.corp.conftest import form_maker


def _maker(players: int, characters: str, expansion: bool, seen: list):
    def make(ctx):
        from tabletop.ui.corp.new_game import CorpNewGame

        scene = CorpNewGame(ctx)
        form = scene.form.with_players(players, scene.schema).with_value("characters", characters)
        scene.form = form.with_value("expansion", expansion)
        seen.append(scene)
        return scene, 3

    return make


def _scrolling(players, characters, expansion, size, scale) -> list[str]:
    from pygame_gui.elements import UITextBox

    seen: list = []
    with screenshot.shown(size, _maker(players, characters, expansion, seen), ui_scale=scale) as app:
        return [
            el.html_text
            for el in app.manager.get_sprite_group().sprites()
            if isinstance(el, UITextBox) and el.visible and getattr(el, "scroll_bar", None) is not None
        ]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 6])
@pytest.mark.parametrize("characters,expansion", [("basic", False), ("basic", True), ("special", True)])
def test_nc_start_09_the_notes_read_whole_at_1280x800(players, characters, expansion):
    assert _scrolling(players, characters, expansion, (1280, 800), 100) == []


@pytest.mark.parametrize("size,scale", [((960, 600), 100), ((1280, 800), 150)])
def test_nc_start_09_the_three_player_advice_reads_whole_in_less_room(size, scale):
    assert _scrolling(3, "basic", False, size, scale) == []


def _teams_maker(players: int, seen: list):
    def make(ctx):
        from tabletop.ui.corp.new_game import CorpNewGame

        scene = CorpNewGame(ctx)
        scene.form = scene.form.with_players(players, scene.schema).with_value("teams", 2)
        seen.append(scene)
        return scene, 3

    return make


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(1024, 640), (960, 600), (1280, 800)])
def test_nc_team_04_the_teams_notes_read_whole_with_large_text(players, size):
    """Play-test r21: with Large text at 1024x640, a 2-team game's form showed the characters' advice
    and the points' advice ("The rulebook suggests 40 points ...") in two-line boxes with scroll bars,
    the left column empty under the seats: the notes go there, whole."""
    from pygame_gui.elements import UITextBox

    seen: list = []
    with screenshot.shown(size, _teams_maker(players, seen), large_text=True) as app:
        assert seen[0].form.values.get("teams") == 2
        boxes = [el for el in app.manager.get_sprite_group().sprites() if isinstance(el, UITextBox) and el.visible]
        assert any("points for 2 teams" in el.html_text for el in boxes)
        assert [el.html_text for el in boxes if getattr(el, "scroll_bar", None) is not None] == []
        panel = pygame.Rect(seen[0].frame()["panel"])
        assert all(panel.contains(el.rect) for el in boxes), [(el.html_text, el.rect, panel) for el in boxes]


@pytest.mark.parametrize("players,teams", [(1, 0), (4, 0), (6, 0), (4, 2), (6, 3)])
@pytest.mark.parametrize("size,looks", [((1280, 800), {}), ((1920, 1200), {"ui_scale": 150}), ((960, 600), {})])
def test_how_a_game_goes_reads_whole_in_the_forms_room_left_NC_TURN_07(players, teams, size, looks):
    """The form's lower half stood empty (r23): a few lines on how a game goes fill it (the floors and their
    rooms, one door a turn, the fight, the roof's boss, how it is won, a team game's points), whole, apart
    from every other widget and inside the panel; shown at 1280x800 at least, left out, never cut or
    scrolled, where there is no room."""
    from tabletop.ui.corp.new_game import how_it_goes

    seen: list = []
    with screenshot.shown(size, form_maker(players, teams, seen), **looks):
        scene = seen[0]
        box = scene.how_box
        if box is None:
            assert size != (1280, 800), "1280x800 has the room"
            return
        assert box.scroll_bar is None and "How a game goes" in box.html_text
        assert ("points" in box.html_text) == bool(teams) and how_it_goes(teams, players) in box.html_text
        panel = pygame.Rect(scene.frame()["panel"])
        assert panel.contains(box.rect)
        others = [e.rect for e in scene.root.elements if e is not box and panel.contains(e.rect)]
        assert not any(box.rect.colliderect(r) for r in others), [r for r in others if box.rect.colliderect(r)]


@pytest.mark.parametrize("players", [1, 4, 6])
@pytest.mark.parametrize(
    "size,looks",
    [
        ((1280, 800), {"ui_scale": 150, "large_text": True}),
        ((960, 600), {"large_text": True}),
        ((1920, 1080), {"ui_scale": 150, "large_text": True}),
        ((1920, 1080), {}),
    ],
)
def test_how_a_game_goes_can_always_be_read_by_mouse_and_by_keys_NC_TURN_07(players, size, looks):
    """Play-test r28: at 1280x800, 150 %, Large text the panel has no room for how a game goes and it was
    left out, with no way to read it. Where it is not in the panel, a "How a game goes…" button stands in
    the bar between Back and Start, its words whole; a click, or Tab to it and Enter, opens the words in a
    window, whole (no scroll bar), and Enter closes it again."""
    from pygame_gui.elements import UITextBox

    from tabletop.ui.corp.new_game import how_it_goes
    from tests.ui.conftest import post_key, press

    words = how_it_goes(0, players).partition(": ")[2]
    seen: list = []
    with screenshot.shown(size, form_maker(players, 0, seen), **looks) as app:
        scene = seen[0]
        if scene.how_box is not None:
            assert size != (1280, 800) or players == 1, "the play-test's case: no room in the panel"
            assert scene.how_button is None and words in scene.how_box.html_text
            return
        button = scene.how_button
        assert button is not None and button.visible and button.text == "How a game goes…", "no way to read it"
        f = scene.frame()
        back, start = pygame.Rect(f["back"]), pygame.Rect(f["primary"])
        assert back.right < button.rect.left and button.rect.right < start.left
        assert button.rect.top >= back.top and button.rect.bottom <= back.bottom
        assert button.font.get_rect(button.text).width < button.rect.width - 8
        for way in ("mouse", "keys"):
            if way == "mouse":
                press(app, button)
            else:
                while scene._focus is not button:
                    post_key(app, pygame.K_TAB, frames=1)
                post_key(app, pygame.K_RETURN)
            message = scene.message
            assert message is not None and message.window_display_title == "How a game goes", way
            text = message.text_block
            assert isinstance(text, UITextBox) and text.scroll_bar is None, way
            assert scene.message_text == words[:1].upper() + words[1:]
            for _ in range(2):
                app.step()
            post_key(app, pygame.K_RETURN)
            assert scene.message is None, f"Enter closes it ({way})"


@pytest.mark.parametrize("size,looks", [((1280, 800), {}), ((960, 600), {"large_text": True})])
def test_alone_how_a_game_goes_asks_no_one_for_help_NC_RESP_14(size, looks):
    """A solo game (play-test r27, 960x600 with Large text): nobody can be called for help (only players in
    the level's hallway can come, NC-RESP-14) and nobody wins "together"; the words say fight or escape, and
    slay the boss to win."""
    seen: list = []
    with screenshot.shown(size, form_maker(1, 0, seen), **looks):
        box = seen[0].how_box
        assert box is not None, "the form has the room for how a game goes"
        words = box.html_text
    assert "call for help" not in words and "together" not in words and "of you" not in words, words
    assert "escape" in words and "Slay it to win; if you fall, the building wins." in words


@pytest.mark.parametrize("players,characters", [(1, "basic"), (2, "special"), (4, "basic"), (6, "special")])
@pytest.mark.parametrize("size,looks", [((1280, 800), {}), ((960, 600), {}), ((960, 600), {"large_text": True})])
def test_with_aliens_and_spirits_the_form_says_what_it_changes_NC_CURSE_NC_CONTAG(players, characters, size, looks):
    """Play-test r28: switching Aliens & Spirits on said nothing of what it brings. How a game goes then
    names the curses (the first player and each Exit's finder, NC-CURSE) and contagion (NC-CONTAG), whole
    where it is shown (1280x800 has the room), and says nothing of them with the expansion off."""
    from tabletop.ui.corp.new_game import EXPANSION_WORDS, SOLO_EXPANSION_WORDS

    for expansion in (True, False):
        seen: list = []
        with screenshot.shown(size, _maker(players, characters if expansion else "basic", expansion, seen), **looks):
            box = seen[0].how_box
            if box is None:
                assert size != (1280, 800), "1280x800 has the room"
                continue
            assert box.scroll_bar is None
            said = box.html_text.replace("<i>", "").replace("</i>", "")
            own = SOLO_EXPANSION_WORDS if players == 1 else EXPANSION_WORDS
            assert (own.strip() in said) == expansion, said
            assert ("cursed" in said and "contagion" in said) == expansion


@pytest.mark.parametrize("size,looks", [((1280, 800), {}), ((960, 600), {"large_text": True})])
def test_alone_the_form_speaks_to_one_player_NC_CURSE_NC_CONTAG_19(size, looks):
    """Play-test r28 (one player, Aliens & Spirits on, special characters, 960x600 Large): the form said
    "Teams need 4 or 6 players", and that "the first player, and whoever finds an Exit, is cursed" and "a
    character ... comes back infected", as if to a party. Alone it says what happens to you: cursed at the
    start and at each Exit, and come back infected the building wins (NC-CONTAG-19)."""
    seen: list = []
    with screenshot.shown(size, _maker(1, "special", True, seen), **looks):
        scene = seen[0]
        words = " ".join(getattr(e, "html_text", "") for e in scene.root.elements)
    words = words.replace("<i>", "").replace("</i>", "")
    assert "Teams need" not in words and "the first player" not in words and "a character killed" not in words
    assert "alone against the building" in words
    if size == (960, 600):  # the room for how a game goes, as with the party's note
        assert scene.how_box is not None
    if scene.how_box is not None:
        assert "you are cursed" in words and "the building wins." in words
