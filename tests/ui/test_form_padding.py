"""Every button of the Rise of the Necromancers and NecronomiCORP new-game forms holds its words with
room to its border (the theme's padding each side and a little air), with every number of players,
every computer seat at each of the game's levels, in co-op and in teams, at 960x600, 1024x640 and
1280x800 with and without Large text, and at 1920x1200 with 150 % UI scale; every choice inside the
panel, no two of the form's buttons and labels on each other, and each seat's colour words whole.

Play-test r22: at 960x600 NecronomiCORP's level button read "Norma|" against its right border (and
"Human" touched its own), Rise's "Level: Normal" was cut at the button's right edge; found with
them: "2 teams" and Rise's "Large side" touching their borders, and Rise's Off/On for the rule fell
below the panel with five seats (Large text at 1024x640, 150 % at 1920x1200).
RN-SETUP-01, NC-TEAM-01: the seats, their colours and teams."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from tabletop.ui import screenshot
from tabletop.ui.layout import ui_scale

pytestmark = pytest.mark.ui

# (size, UI scale %, Large text)
LOOKS = [
    ((960, 600), 100, False),
    ((960, 600), 100, True),
    ((1024, 640), 100, False),
    ((1024, 640), 100, True),
    ((1280, 800), 100, False),
    ((1280, 800), 100, True),
    ((1920, 1200), 150, False),
]
GAMES = {"rise": ("Easy", "Normal", "Hard"), "corp": ("Easy", "Normal")}


def _pad(s: float) -> int:
    """A button's words need its width less this: the theme's padding each side and a little air."""
    return max(16, int(16 * s))


def _widgets(app):
    return [
        el
        for el in app.manager.get_sprite_group().sprites()
        if isinstance(el, UIButton | UILabel) and el.visible and el.text
    ]


def _teams(game: str, players: int) -> tuple[int, ...]:
    if game != "corp":
        return (0,)
    return (0,) + ((2,) if players in (4, 6) else ()) + ((3,) if players == 6 else ())


def _check(app, scene, where: str, levels_seen: set[str]) -> list[str]:
    """What is wrong on the form as it stands (nothing, when all is well)."""
    s = ui_scale(app.ctx.size)
    pad = _pad(s)
    panel = pygame.Rect(scene.frame()["panel"])
    shown = _widgets(app)
    bad: list[str] = []
    for b in shown:
        ink = b.font.size(b.text)[0]
        if isinstance(b, UIButton):
            if b.rect.height < int(40 * s) + 2 and not panel.contains(b.rect):  # a choice, not Back or Start
                bad.append(f"{b.text!r} {b.rect} out of the panel {panel}: {where}")
            if ink + pad > b.rect.width:
                bad.append(f"{b.text!r} {ink} px in {b.rect.width} px: {where}")
            key = b.object_ids[-1] if b.object_ids else ""
            if key and key.startswith("#level"):
                levels_seen.add(b.text.removeprefix("Level: "))
                # the level button: the same air each side of its word (it touched the right)
                if (b.rect.width - ink) // 2 < pad // 2:
                    bad.append(f"level {b.text!r} not centred in {b.rect}: {where}")
        elif ("(" in b.text or "team" in b.text) and (ink > b.rect.width or not panel.contains(b.rect)):
            bad.append(f"{b.text!r} cut or outside the panel ({b.rect}): {where}")
    # nothing on the seats' rows lies on anything else (the level button over the colour's words)
    rows = [el for el in shown if el.rect.height <= int(40 * s) + 2]
    for i, a in enumerate(rows):
        for b in rows[i + 1 :]:
            if a.rect.colliderect(b.rect):
                bad.append(f"{a.text!r} {a.rect} over {b.text!r} {b.rect}: {where}")
    return bad


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize(
    ("size", "scale", "large"), LOOKS, ids=[f"{w}x{h}-{sc}{'-large' if lg else ''}" for (w, h), sc, lg in LOOKS]
)
def test_rn_setup_01_nc_team_01_every_buttons_words_have_room_to_its_border(game, size, scale, large):
    opener = screenshot._scenes()[f"{game}_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale, large_text=large) as app:
        scene = app.stack.top
        low, high = scene.schema.offered_players
        levels_seen: set[str] = set()
        bad: list[str] = []
        for players in range(max(low, 2), high + 1):
            scene.set_players(players)
            for seat in range(1, players):
                scene.set_seat(seat, "bot")
            for teams in _teams(game, players):
                if game == "corp":
                    scene.set_teams(teams)
                for turn in range(len(GAMES[game])):  # each of the game's levels on every computer seat
                    if turn:
                        for seat in range(1, players):
                            scene.next_level(seat)
                    app.step()
                    where = f"{game}, {players} players, teams {teams}, {size} {scale}% large={large}"
                    bad += [b for b in _check(app, scene, where, levels_seen) if b not in bad]
        assert not bad, "\n".join(bad[:12])
        assert levels_seen == set(GAMES[game]), levels_seen
        assert app.errors == 0


def test_rn_setup_01_rises_level_button_says_normal_alone_where_level_normal_does_not_fit():
    """Where a row has no room for "Level: Normal" with its padding, the button says "Normal" (its tooltip
    still says whose level it is); with room it says "Level: Normal"."""
    opener = screenshot._scenes()["rise_setup"][1]
    with screenshot.shown((960, 600), lambda ctx: (opener(ctx), 3)) as app:
        scene = app.stack.top
        s = ui_scale(app.ctx.size)
        font = app.ctx.manager.get_theme().get_font(["button"])
        roomy = font.get_rect("Level: Normal").width + _pad(s) + int(8 * s)
        assert scene.level_fit(font, roomy, s)[1] == 0  # "Level: Normal"
        width, words = scene.level_fit(font, roomy - 1, s)
        assert words == 1 and scene.level_wordings("Normal")[words] == "Normal"
        assert font.get_rect("Normal").width + _pad(s) <= width - int(8 * s)
