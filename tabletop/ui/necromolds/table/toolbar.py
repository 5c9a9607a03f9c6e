"""The table's buttons, rebuilt every frame from the view: the toolbar (top right), the game
buttons beside the log (Done, advanced reroll/change, End command), the buttons of the tools
in hand (the combat window's) and the end screen's. A button's action answers a result for
the game screen to carry out (an action, a tool, a transition), as a tool's answer does.
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.ui.necromolds.table import clay_bar, clay_show, draw_offer, end_screen, fan_tools
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.assigning import RerollPickTool, assigning_seat, change_menu, reroll_results
from tabletop.ui.necromolds.table.free_tools import FreeTool
from tabletop.ui.necromolds.table.widgets import Button, ButtonSet

DOUBLE_CLICK = 0.4  # seconds a new Done button ignores clicks (the second click of a double click)
TOOLBAR = (
    ("rings", "Rings", "Range rings: close, medium, far around a monster you click (G)"),
    ("sight", "Sight", "Sightline checker: click a monster, then point at another (L)"),
    ("ruler", "Ruler", "Ruler: drag anywhere on the map to measure, with the edges it fits (R)"),
)


def build(scene, view) -> ButtonSet:
    """Every button on screen this frame."""
    buttons = ButtonSet()
    toolbar_buttons(buttons, scene, view)
    column_tabs(buttons, scene, view)
    game_buttons(buttons, scene, view)
    clay_bar.build(buttons, scene, view)  # More Fun with Clay (issue 13)
    for tool in scene.tools:
        for b in tool.buttons(view):
            buttons.add(b)
    if view.state.phase == "over" and scene.combat is None and not clay_show.playing(scene.tools):
        end = end_screen.end_screen(view.state, scene.outcome, scene.bot_seats, scene.colours)
        for b in end.buttons(view.layout.size, view.scale, scene.rematch, scene.leave):
            buttons.add(b)
    return buttons


def toolbar_buttons(buttons: ButtonSet, scene, view) -> None:
    """Menu, Rules, Save, Undo, Fit map and the free tools, right to left along the top bar (never over the map)."""
    L = view.layout
    s = L.scale
    bw, bh = int(84 * s), int(34 * s)
    x = L.size[0] - int(10 * s) - bw
    y = (L.top[3] - bh) // 2
    buttons.add(
        Button(
            "menu",
            pygame.Rect(x, y, bw, bh),
            "Menu",
            scene.ask_leave,  # the question Esc asks: the button never leaves at once (issue 21)
            "Leave the table for the menu, after asking (Esc); the game is autosaved",
        )
    )
    rw = int(66 * s)  # narrower than the rest: the banner keeps its room
    x -= rw + int(8 * s)
    buttons.add(  # issue 21: the rules page (the ? key)
        Button("rules", pygame.Rect(x, y, rw, bh), "Rules", scene.open_rules, "The rules, searchable (?)")
    )
    offer = draw_offer.offer_button(scene, view, pygame.Rect(x - rw - int(8 * s), y, rw, bh))
    if offer is not None:  # in play, to a person who may offer one now (issue 25)
        buttons.add(offer)
        x -= rw + int(8 * s)
    x -= bw + int(8 * s)
    buttons.add(
        Button(
            "save",
            pygame.Rect(x, y, bw, bh),
            "Save",
            scene.save,
            "Save this game to a file you can load from the main menu (Ctrl+S)",
        )
    )
    x -= bw + int(8 * s)
    buttons.add(
        Button(
            "undo",
            pygame.Rect(x, y, bw, bh),
            "Undo",
            scene.undo,
            "Take back your last action if the rules allow (Ctrl+Z): never past a roll",
            enabled=scene.can_undo(),
        )
    )
    x -= bw + int(8 * s)
    buttons.add(
        Button(
            "fit",
            pygame.Rect(x, y, bw, bh),
            "Fit map",
            scene.reset_zoom,
            "Zoom back out to the whole map (Home)",
            enabled=scene.zoomed(),
        )
    )
    in_hand = {t.key for t in scene.tools if isinstance(t, FreeTool)}
    for key, label, tip in TOOLBAR:
        x -= bw + int(8 * s)
        buttons.add(
            Button(
                f"tool_{key}",
                pygame.Rect(x, y, bw, bh),
                label,
                lambda k=key: scene.toggle_tool(k),
                tip,
                toggled=key in in_hand,
            )
        )


def column_tabs(buttons: ButtonSet, scene, view) -> None:
    """A tab on each side column's map edge: narrow the column to a strip, or open it again."""
    L = view.layout
    for col, rect in enumerate(L.handles):
        shut = L.collapsed[col]
        tip = "Open this side's spellbooks again" if shut else "Narrow this side to a strip: the map takes the room"
        # no label: the tab is too slim for a letter; room.draw_tab_arrows draws its chevron
        buttons.add(Button(f"column_{col}", pygame.Rect(rect), "", lambda c=col: scene.toggle_column(c), tip))


def game_buttons(buttons: ButtonSet, scene, view) -> None:
    """Done (and advanced reroll/change) while assigning, End command while commanding: down the column beside the log."""
    L = view.layout
    st = view.state
    row = 0  # the game buttons stack down the column beside the log (layout.button)
    seat = assigning_seat(view)
    if seat is not None:
        # One human assigns at a time (hot-seat: Player 1, then Player 2), so the buttons stay in
        # their places and a double click cannot commit the other player's dice.
        left = [d for d in st.seats[seat].dice if d.status == "rolled"]
        per_magic = Q.discard_gems(st)
        gems = sum(per_magic for d in left if d.face == "magic")
        label = f"{view.seat_name(seat)}: done" if len(scene.humans()) > 1 else "Done assigning"
        if left:  # what the press does with them, on the button itself (play-test: a wild die lost unseen)
            label = ("Done: " if len(scene.humans()) <= 1 else label + ", ") + f"discard {len(left)}"
        tip = (
            "Commit your dice"
            + (f"; {len(left)} unassigned will be discarded" if left else "")
            + (f" (+{gems} gems for magic)" if gems else "")
            + " (D)"
        )
        buttons.add(
            Button(
                f"done_{seat}",
                pygame.Rect(L.button(row)),
                label + (f" (+{gems}\u2666)" if gems else ""),
                lambda s_=seat: scene.assign_done(s_),
                tip,
                primary=True,
                enabled=scene.t - scene.done_at > DOUBLE_CLICK,
            )
        )
        row += 1
        if st.mode == "advanced":
            marks = scene.marks(seat)
            pick = scene.tools.find(RerollPickTool)
            if isinstance(pick, RerollPickTool) and pick.seat == seat:  # choosing which dice reroll
                n = len(pick.rerolled(st))
                label, tip, ok = (
                    f"Reroll {n} {'die' if n == 1 else 'dice'}",
                    "Discard the marked die and reroll the lit ones",
                    n > 0,
                )
            else:
                label, ok = "Discard 1, reroll…", len(marks) == 1 and len(left) >= 2
                tip = "Right-click one of your dice to discard it, then choose which of the others to reroll"
            buttons.add(
                Button(
                    f"reroll_{seat}",
                    pygame.Rect(L.button(row)),
                    label,
                    lambda s_=seat, p_=pick: reroll_results(view, marks, s_, p_),
                    tip,
                    enabled=ok,
                )
            )
            row += 1
            rect = pygame.Rect(L.button(row))
            pos = (rect.left - int(120 * L.scale), rect.centery)
            buttons.add(
                Button(
                    f"change_{seat}",
                    rect,
                    "Discard 2, change 1",
                    lambda s_=seat: change_menu(view, marks, s_, pos),
                    "Right-click two of your dice to discard them, then choose the face of another",
                    enabled=len(marks) == 2 and len(left) >= 3,
                )
            )
            row += 1
        if NQ.fan_on(st, "fan_command_gems") and left:  # shown dim while the gems are short: the rule is in play
            row = gems_button(buttons, scene, view, seat, row)  # Command Gems (NM-FAN-13/14)
    for b in fan_tools.order_buttons(view) + fan_tools.melee_buttons(view):  # Turn Order Choice, Decisive Combat
        buttons.add(b)
    c = st.command
    if st.phase == "command" and c is not None and view.human(c.seat) and c.seat == view.seat:
        label, tip = "End command", "Finish this command: the monsters that have not acted don't (E)"
        if c.stage == "" and NQ.decisive(st):  # Decisive Combat: the moves end, then the fights
            label, tip = {
                "move": (
                    "End moves: fight",
                    "No more moves: the melee attacks follow, in the order you choose (Decisive Combat) (E)",
                ),
                "ranged": (
                    "End aiming: shoot",
                    "Every target is declared: the ranged attacks are resolved in order (Decisive Combat) (E)",
                ),
            }.get(c.kind, (label, tip))
        buttons.add(
            Button(
                "end_command",
                pygame.Rect(L.button(row)),
                label,
                lambda: A.EndCommand(seat=c.seat),
                tip,
                primary=True,
                enabled=not (c.stage == "melee" and fan_tools.pairs(st)),
            )
        )
        row += 1


def gems_button(buttons: ButtonSet, scene, view, seat: int, row: int) -> int:
    """Command Gems: 'Reroll (4 gems)' takes the picker in hand; with dice picked it rerolls them."""
    L = view.layout
    cost = fan_tools.gems_cost()
    tool = scene.tools.find(fan_tools.CommandGemsTool)
    if tool is None:
        buttons.add(
            Button(
                f"gems_{seat}",
                pygame.Rect(L.button(row)),
                f"Reroll ({cost} gems)",
                lambda s_=seat: fan_tools.CommandGemsTool(s_),
                f"Command Gems: spend {cost} gems to reroll any of your unassigned dice; click this, "
                f"then the dice (you have {view.state.seats[seat].gems})",
                icon="reroll",
                enabled=fan_tools.can_buy_reroll(view.state, seat),
            )
        )
    else:
        n = len(tool.picked)
        buttons.add(
            Button(
                f"gems_{seat}",
                pygame.Rect(L.button(row)),
                f"Reroll {n} {'die' if n == 1 else 'dice'} ({cost}\u2666)" if n else "Pick dice to reroll",
                tool.reroll,
                f"Spend {cost} gems to reroll the picked dice (Esc: keep them)",
                icon="reroll",
                enabled=n > 0,
                toggled=True,
            )
        )
    return row + 1
