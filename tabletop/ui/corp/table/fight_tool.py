"""The fight window with the mouse (issue 24).

Interface the table builds on:
- `FightRecord` (fight_record.py): what the window shows of the current fight (the dice rolled, rolling
  or landed); `follow(record, events, view) -> FightRecord | None` is called by the scene with each batch
  of events the seat at the screen sees (None when no fight is on and nothing lingers); the scene ticks it
  (`record.tick(dt)`) and drops it once `record.gone`.
- `FightTool(Tool)`: pushed by the scene while `view.state.fight` is set (or a record lingers); it draws
  the window in `view.layout.fight` and answers clicks with fight actions (Shoot, Pass, Attack, Escape,
  AskHelp, Help) from `view.legal`; a finished fight's Close (or any click on its window) answers DONE:
  the window puts itself down and the scene lets its record go. Clicks outside the window go to the tools below (the sheets: an item used in a fight).

The choices are fight_choices.offer's (exactly the legal fight actions); a choice waits for the dice in
the air to land; a button that appears under the cursor ignores clicks until the mouse moves."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui.corp.table import fight_choices as FC
from tabletop.ui.corp.table import fight_draw as FD
from tabletop.ui.corp.table import fight_layout as FL
from tabletop.ui.corp.table.fight_record import FightRecord, follow
from tabletop.ui.corp.table.offer import UNSEEN
from tabletop.ui.kit.buttons import Button, ButtonSet, ClickGuard
from tabletop.ui.tools import DONE, HANDLED, PASS, Say, Tool

__all__ = ["FightRecord", "FightTool", "follow"]

TIP_AFTER = 0.6  # seconds the mouse rests on a choice before its tooltip shows


@dataclass(frozen=True)
class _Aim:
    target: str


@dataclass(frozen=True)
class _Swap:
    key: str


class FightTool(Tool):
    """The fight window: the monster, the dice, the fighters and the seat at the screen's choices."""

    name = "fight"
    answers = True  # the scene offers no plaques of its own for the fight's actions

    def __init__(self) -> None:
        self.aim = ""
        self.order: dict[str, int] = {}
        self.guard = ClickGuard(by_label=True, still=None)  # a new answer under a resting pointer waits for a move
        self.now = 0.0
        self.rested = 0.0  # seconds the mouse has rested (a tooltip shows once it has, TIP_AFTER)
        self._picture: tuple | None = None  # (key, the window as last drawn, its state) while nothing moves
        self._offer: tuple | None = None
        self._own: tuple | None = (
            None  # (state, a record made from it) while the scene has none  # (key, offer, the state it was made from: kept alive for its id)
        )

    @staticmethod
    def wanted(view) -> bool:
        """The window is up while a fight is on, or a finished fight's record lingers."""
        return view.state.fight is not None or view.fight_record is not None

    def record(self, view) -> FightRecord:
        """The scene's record; before the scene has one (a game loaded mid-fight), one made from the view
        (kept while the state is the same, so the window is not rebuilt every frame)."""
        if view.fight_record is not None:
            return view.fight_record
        if self._own is None or self._own[0] is not view.state:
            self._own = (view.state, FightRecord.from_view(view))
        return self._own[1]

    def offer(self, view) -> FC.Offer:
        """The window's choices, worked out once per state, legal list, aim and order (not every frame)."""
        key = (id(view.state), view.legal, self.aim, tuple(sorted(self.order.items())))
        if self._offer is None or self._offer[0] != key:
            self._offer = (key, FC.offer(view, self.aim, self.order), view.state)
        return self._offer[1]

    def buttons(self, view, offer: FC.Offer | None = None) -> ButtonSet:
        """The window's buttons now: a choice a cell (with its swap chip), the aim chips, Close."""
        offer = offer or self.offer(view)
        rect = FL.window_rect(view)
        s = FL.scale_of(view, rect)
        rec = self.record(view)
        L = FD.layout_of(view, rec, offer, s)
        t = L["letters"]  # the choices are laid out at the window's letter (Large text)
        out = ButtonSet()
        for choice, cell in zip(offer.choices, L["cells"]):
            brect, _preview = FL.split_cell(cell, t, choice)
            chip = FL.swap_chip(brect, t)
            out.add(
                Button(
                    choice.key,
                    brect,
                    choice.label,
                    lambda a=choice.action: a,
                    tooltip=choice.tip,
                    style="plaque",
                    pad=FL.plaque_pad(t),  # "Shoot the Security Pistol" filled its plaque edge to edge
                    inset=chip.w // 2 + 2 if choice.swap else 0,  # clear of the swap chip astride its edge
                )
            )
            if choice.swap:  # the chip on the button's right edge (on top), before the dice it would roll
                out.add(
                    Button(
                        "swap:" + choice.key,
                        chip,
                        "⇄",
                        lambda k=choice.key: _Swap(k),
                        tooltip="Roll the other hand first",
                    )
                )
        for (target, words), r in zip(offer.aims, L["aims"]):
            out.add(Button("aim:" + target, r, words, lambda t=target: _Aim(t), toggled=target == offer.aim))
        if view.fight_record is not None and rec.over and not rec.rolling:
            out.add(Button("close", L["close"], "Close", lambda: DONE, hotkey="Return"))
        return out

    def choice_buttons(self, view) -> list[Button]:
        """The buttons that submit an action (not the aim and swap chips, not Close)."""
        keys = {c.key for c in self.offer(view).choices}
        return [b for b in self.buttons(view) if b.key in keys]

    # -- input ------------------------------------------------------------------------------------------
    def handle(self, event, view):
        if event.type == pygame.MOUSEMOTION:
            self.guard.moved()
            self.rested = 0.0
            return PASS
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1:
            return PASS
        if not FL.window_rect(view).collidepoint(event.pos):
            return PASS
        if view.state.fight is None:
            return DONE  # a finished fight: a click on its window puts it away (the scene lets the record go)
        buttons = self.buttons(view)
        b, _under = self.guard.press(buttons, event.pos, self.now)
        if b is None:
            wary = buttons.at(event.pos)
            return Say(UNSEEN) if wary is not None and self.guard.waits_for_a_move(wary) else HANDLED
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
        self.rested += dt
        self.guard.watch(self.buttons(view), view.mouse, self.now)
        return None

    def on_state(self, view):
        return None if self.wanted(view) else DONE

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface, view) -> None:
        """The window; while no die is in the air it is drawn once and then blitted from a copy (its
        own drawing cache: the table redraws every frame, the window changes only when something does)."""
        rec = self.record(view)
        offer = self.offer(view)
        rect = FL.window_rect(view)
        s = FL.scale_of(view, rect)
        buttons = self.buttons(view, offer)
        self.guard.drawn(buttons)  # a click takes only what was on screen when it was made
        hover = buttons.at(view.mouse)
        key = (
            id(rec), view.legal, view.acting, rec.landed, rec.dice, len(rec.lines), rec.over,
            self.aim, tuple(sorted(self.order.items())), hover.key if hover is not None else "", tuple(rect), s,
        )  # fmt: skip
        FD.draw_shadow(surface, rect, s)
        if not rec.rolling and self._picture is not None and self._picture[0] == key and self._picture[2] is view.state:
            surface.blit(self._picture[1], rect)
        else:
            L = FD.draw_window(surface, view, rec, offer, s)
            t = L["letters"]
            buttons.draw(surface, t, view.mouse)
            for choice, cell in zip(offer.choices, L["cells"]):
                FD.draw_preview(surface, FL.split_cell(cell, t, choice)[1], choice, t)
            clip = rect.clip(surface.get_rect())
            still = not rec.rolling and clip == rect
            self._picture = (key, surface.subsurface(clip).copy(), view.state) if still else None
        self.draw_tip(surface, view)

    def draw_tip(self, surface, view) -> None:
        """The tooltip of the choice the mouse rests on (over the window; the scene draws it again over
        the computer's summary)."""
        if self.rested >= TIP_AFTER and self.wanted(view) and view.extra.get("tips", True):
            rect = FL.window_rect(view)
            self.buttons(view).draw_tooltip(surface, view.mouse, FL.scale_of(view, rect))
