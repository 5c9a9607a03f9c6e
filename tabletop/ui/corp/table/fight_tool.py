"""The fight window with the mouse (issue 24).

Interface the table builds on:
- `FightRecord` (fight_record.py): what the window shows of the current fight (the dice rolled, rolling
  or landed); `follow(record, events, view) -> FightRecord | None` is called by the scene with each batch
  of events the seat at the screen sees (None when no fight is on and nothing lingers); the scene ticks it
  (`record.tick(dt)`) and drops it once `record.gone`.
- `FightTool(Tool)`: pushed by the scene while `view.state.fight` is set (or a record lingers); it draws
  the window in `view.layout.fight` and answers clicks with fight actions (Shoot, Pass, Attack, Escape,
  AskHelp, Help) from `view.legal`; `CloseFight()` (the finished fight's Close) asks the scene to drop the
  record. Clicks outside the window go to the tools below (the sheets: an item used in a fight).

The choices are fight_choices.offer's (exactly the legal fight actions); a choice waits for the dice in
the air to land; a button that appears under the cursor ignores clicks until the mouse moves."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui.corp.table import fight_choices as FC
from tabletop.ui.corp.table import fight_draw as FD
from tabletop.ui.corp.table.fight_record import FightRecord, follow
from tabletop.ui.kit.buttons import Button, ButtonSet, ClickGuard
from tabletop.ui.tools import DONE, HANDLED, PASS, Tool

__all__ = ["CloseFight", "FightRecord", "FightTool", "follow"]


@dataclass(frozen=True)
class CloseFight:
    """A result for the scene: put the finished fight's window away (drop its record)."""


@dataclass(frozen=True)
class _Aim:
    target: str


@dataclass(frozen=True)
class _Swap:
    key: str


class FightTool(Tool):
    """The fight window: the monster, the dice, the fighters and the seat at the screen's choices."""

    name = "fight"

    def __init__(self) -> None:
        self.aim = ""
        self.order: dict[str, int] = {}
        self.guard = ClickGuard(by_label=True)
        self.now = 0.0

    @staticmethod
    def wanted(view) -> bool:
        """The window is up while a fight is on, or a finished fight's record lingers."""
        return view.state.fight is not None or view.fight_record is not None

    @staticmethod
    def record(view) -> FightRecord:
        return view.fight_record if view.fight_record is not None else FightRecord.from_view(view)

    def offer(self, view) -> FC.Offer:
        return FC.offer(view, self.aim, self.order)

    def buttons(self, view, offer: FC.Offer | None = None) -> ButtonSet:
        """The window's buttons now: a choice a cell (with its swap chip), the aim chips, Close."""
        offer = offer or self.offer(view)
        rect = FD.window_rect(view)
        s = FD.scale_of(view, rect)
        L = FD.window_layout(rect, s, len(offer.choices), len(offer.aims))
        out = ButtonSet()
        for choice, cell in zip(offer.choices, L["cells"]):
            brect, _preview = FD.split_cell(cell, s)
            if choice.swap:
                chip = pygame.Rect(brect.right - brect.h, brect.y, brect.h, brect.h)
                brect = pygame.Rect(brect.x, brect.y, brect.w - brect.h - 3, brect.h)
                out.add(
                    Button(
                        "swap:" + choice.key,
                        chip,
                        "⇄",
                        lambda k=choice.key: _Swap(k),
                        tooltip="Roll the other hand first",
                    )
                )
            out.add(
                Button(
                    choice.key,
                    brect,
                    choice.label,
                    lambda a=choice.action: a,
                    tooltip=choice.tip,
                    primary=choice.group in ("attack", "shoot"),
                )
            )
        for (target, words), r in zip(offer.aims, L["aims"]):
            out.add(Button("aim:" + target, r, words, lambda t=target: _Aim(t), toggled=target == offer.aim))
        rec = view.fight_record
        if rec is not None and rec.over and not rec.rolling:
            out.add(Button("close", L["close"], "Close", CloseFight, hotkey="Return"))
        return out

    # -- input ------------------------------------------------------------------------------------------
    def handle(self, event, view):
        if event.type == pygame.MOUSEMOTION:
            self.guard.moved()
            return PASS
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1:
            return PASS
        if not FD.window_rect(view).collidepoint(event.pos):
            return PASS
        b, _under = self.guard.press(self.buttons(view), event.pos, self.now)
        if b is None:
            return HANDLED
        rec = view.fight_record
        if rec is not None and rec.rolling and b.key != "close":
            return HANDLED  # the choice comes once the dice are down
        result = b.action()
        if isinstance(result, _Aim):
            self.aim = result.target
            return HANDLED
        if isinstance(result, _Swap):
            self.order[result.key] = self.order.get(result.key, 0) + 1
            return HANDLED
        return result

    def update(self, dt: float, view):
        self.now += dt
        self.guard.watch(self.buttons(view), view.mouse, self.now)
        return None

    def on_state(self, view):
        return None if self.wanted(view) else DONE

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface, view) -> None:
        rec = self.record(view)
        offer = self.offer(view)
        rect = FD.window_rect(view)
        s = FD.scale_of(view, rect)
        L = FD.draw_window(surface, view, rec, offer, s)
        buttons = self.buttons(view, offer)
        buttons.draw(surface, s, view.mouse)
        for choice, cell in zip(offer.choices, L["cells"]):
            FD.draw_preview(surface, FD.split_cell(cell, s)[1], choice, s)
        buttons.draw_tooltip(surface, view.mouse, s)

    def prompt(self, view):
        offer = self.offer(view)
        if offer.choices:
            return ("The fight: choose your response in the window", ())
        return None
