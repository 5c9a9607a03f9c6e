"""The fight window inside the table scene: a fight answered with the mouse on the window's choices, the
bots held while its dice roll, the log holding the roll's lines until they land, and the finished fight's
window put away by a click on it (the tool answers DONE) or once its dice are down."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table.fight_tool import FightTool
from tests.ui.corp.conftest import click, table
from tests.ui.corp.fight_scenes import EMPTY


def scene_with(ctx, level1, players=1, bots=()):
    settings = {
        "players": players,
        "characters": ["gary", "priya", "dolores"][:players],
        "test_building": {"levels": [level1, [], [], [], []]},
    }
    scene = table(ctx, settings, 5, bots=bots)
    for p in scene.session.state.players:  # no starting gear: the choices are the fists'
        p.weapons, p.items = [], []
    scene.update(0.1)
    return scene


def window_click(scene, label: str):
    view = scene.tool_view()
    b = next(b for b in scene.fight_tool.choice_buttons(view) if b.label == label)
    return click(scene, b.rect.center)


def test_a_fight_answered_on_the_window_nc_resp_01(ctx, screen):
    scene = scene_with(ctx, ["break_room_rat#1", *EMPTY])
    scene.session.state.forced = [2, 2]
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    assert scene.view.fight is not None and isinstance(scene.fight_tool, FightTool)
    assert scene.busy() and scene.log_held()  # its dice in the air hold the bots and the log
    scene.update(3.0)
    assert not scene.busy()
    scene.session.state.forced = [6]
    window_click(scene, "One fist")
    assert scene.session.actions[-1] == A.Attack(0, hands=(A.FIST,))
    assert scene.view.fight is None and scene.fight_record is not None and scene.fight_record.over
    scene.update(0.05)
    assert scene.fight_tool is not None  # the finished fight stays up a moment
    rect = scene.layout.fight
    click(scene, (rect[0] + 20, rect[1] + 200))
    scene.update(0.01)
    assert scene.fight_record is None and scene.fight_tool is None


def test_a_finished_fight_goes_by_itself(ctx, screen):
    scene = scene_with(ctx, ["break_room_rat#1", *EMPTY])
    scene.session.state.forced = [2, 2]
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    scene.update(3.0)
    scene.session.state.forced = [6]
    window_click(scene, "One fist")
    for _ in range(10):
        scene.update(0.5)
    assert scene.fight_record is None and scene.fight_tool is None


def test_a_dice_rows_long_second_line_is_cut_at_a_clause_never_run_under_the_dice(ctx):
    """The fight window's roll line "attacks Dolores, Receptionist, the last to come in" beside a boss's
    four dice: where even the smallest letter is too wide, its last clause goes, so no text lies under
    the dice (the boss-fight picture showed "the last to co" cut by them)."""
    from tabletop.ui import look
    from tabletop.ui.corp.table.dice_box import _fit_words

    words = "attacks Dolores, Receptionist, the last to come in"
    room = look.font("sans_italic", 8).size(words)[0] - 20
    label, size = _fit_words(words, "sans_italic", 10, room)
    assert label == "attacks Dolores, Receptionist" and look.font("sans_italic", size).size(label)[0] <= room
    assert _fit_words(words, "sans_italic", 10, 2000) == (words, 10)


def test_the_fight_windows_lines_are_whole_never_a_tail_alone():
    """The lines box shows the latest lines whole; a line longer than the room shows its last rows only
    when nothing shorter is possible (the window first tries a smaller letter), never an older line's
    tail ("draw).") above."""
    from tabletop.ui.corp.table.fight_draw import _whole_lines

    older = (["Mr. Hobbs kills the Cult High Accountant (2 Plot cards", "to draw)."], "line")
    latest = (["The Basement Server Wyrm attacks."], "line")
    assert _whole_lines([older, latest], 2) == [("The Basement Server Wyrm attacks.", "line")]
    assert _whole_lines([older, latest], 3) == [(p, "line") for p in older[0]] + [
        ("The Basement Server Wyrm attacks.", "line")
    ]
    assert _whole_lines([latest, older], 1) == [("to draw).", "line")]


def test_a_choices_tooltip_stands_over_the_computers_summary(ctx, screen, monkeypatch):
    """Play-test r24: resting the mouse on the fight window's "Call for help" (NC-RESP-14) showed its
    tooltip under the "While you waited" summary on the log, most of its words hidden. The tooltip of
    what the mouse rests on is drawn last, over the table's overlays, as the app draws them (the scene,
    then its overlay)."""
    import pygame

    import tabletop.ui.kit.notices as N
    from tabletop.ui.kit.buttons import ButtonSet

    scene = scene_with(ctx, ["break_room_rat#1", *EMPTY])
    scene.session.state.forced = [2, 2]
    click(scene, next(p for label, p in scene.targets() if label.startswith("Enter a new door")))
    scene.update(3.0)
    view = scene.tool_view()
    button = scene.fight_tool.choice_buttons(view)[-1]
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(1.0)
    monkeypatch.setattr(type(scene), "computer_summary", lambda self: (["Gary strikes the rat."] * 3, 0))
    drawn: list[str] = []
    real_summary, real_tip = N.draw_summary, ButtonSet.draw_tooltip
    monkeypatch.setattr(N, "draw_summary", lambda *a, **k: (drawn.append("summary"), real_summary(*a, **k))[1])

    def tip(self, *a, **k):
        out = real_tip(self, *a, **k)
        if out is not None:
            drawn.append("tip")
        return out

    monkeypatch.setattr(ButtonSet, "draw_tooltip", tip)
    surface = pygame.Surface(ctx.size)
    scene.draw(surface)
    scene.draw_overlay(surface)  # the app's order: the scenes, then their overlays
    assert "summary" in drawn and "tip" in drawn, drawn
    assert drawn[-1] == "tip", f"the summary was drawn over the tooltip: {drawn}"
