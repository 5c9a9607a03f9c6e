"""The turn's gestures as tools (tabletop/ui/tools.py), each handed the read-only CorpView:

- `CorpBase`, the idle tool at the bottom: a click on something lit on the building or a sheet takes
  its action (offer.py says which); where one thing offers several actions (pick up the Fire Axe and
  leave which weapon; a first-aid kit on whom) a `ChoiceMenu` opens under the cursor; a click on
  something that takes nothing says why. A press on a weapon or item of yours that may be given and a
  drag onto another character in your area (its token or its sheet) gives it (NC-TURN-03).
- `ChoiceMenu`: a small menu of plaques at the cursor; a click picks, Esc or a click outside puts it down.
"""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.ui import look
from tabletop.ui.corp.table.card_words import empty_stack
from tabletop.ui.kit.buttons import plaque
from tabletop.ui.tools import DONE, HANDLED, PASS, Say, Tool

DRAG_START = 6  # pixels the mouse moves with the button down before a press becomes a drag

WHY = {
    "stack": "You may enter a new door only from this level's hallway, once a turn, at its beginning",
    "room": "You may go into a revealed room of your level holding a player, a weapon, a vending machine or an abandoned monster, once a turn",
    "hall": "From a hallway you may go to another open level at the beginning or the end of your turn",
    "door": "The boss's door opens from the top floor's hallway",
    "floor_more": "You may pick up what lies on your own area's floor at the beginning or end of your turn",
    "floor_card": "You may pick up what lies on your own area's floor at the beginning or end of your turn",
    "held": "Drag a weapon or item onto a character in your area to give it",
    "token": "",
    "curse": "",
}


def left_press(event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1


def left_release(event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1


class ChoiceMenu(Tool):
    """Plaques of a few choices under the cursor; a click on one answers its action."""

    name = "choice_menu"
    modal = True

    def __init__(self, choices, pos, scale: float = 1.0, above: bool = False) -> None:
        self.choices = list(choices)
        self.scale = scale
        w, h = int(320 * scale), int(34 * scale)
        y0 = int(pos[1]) - len(self.choices) * (h + 4) if above else int(pos[1])
        self.rects = [pygame.Rect(int(pos[0]), max(4, y0) + i * (h + 4), w, h) for i in range(len(self.choices))]
        self.hover = -1

    def fit(self, size) -> None:
        """Keep the menu on screen."""
        if not self.rects:
            return
        bottom = self.rects[-1].bottom
        right = self.rects[0].right
        dx = min(0, size[0] - 4 - right)
        dy = min(0, size[1] - 4 - bottom)
        self.rects = [r.move(dx, dy) for r in self.rects]

    def index_at(self, pos) -> int:
        return next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), -1)

    def handle(self, event, view):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(event.pos)
            return HANDLED
        if left_press(event):
            i = self.index_at(event.pos)
            return [DONE, self.choices[i].action] if i >= 0 else DONE
        return HANDLED if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) else PASS

    def on_state(self, view):
        return DONE  # the state moved on: the choices may no longer be legal

    def draw(self, surface, view) -> None:
        self.fit(surface.get_size())
        fs = max(9, int(12 * self.scale))
        for i, (c, r) in enumerate(zip(self.choices, self.rects, strict=True)):
            surface.blit(plaque(tuple(r.size), c.label, fs, i == self.hover), r.topleft)

    def targets(self) -> list[tuple[str, tuple[int, int]]]:
        return [(c.label, r.center) for c, r in zip(self.choices, self.rects, strict=True)]


class CorpBase(Tool):
    """Clicks and drags on the building and the sheets (see the module docstring)."""

    name = "corp_base"

    def __init__(self) -> None:
        self.press: tuple[tuple[int, int], object] | None = None  # (where, the held card pressed)
        self.dragging: str | None = None  # the card being dragged
        self.mouse = (0, 0)

    def handle(self, event, view):
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        o = view.offer
        if o is None or view.over:
            return PASS
        if left_press(event):
            hit = view.at(event.pos)
            if hit is not None and hit[0] == "held":
                seat, card = hit[1]  # type: ignore[misc]
                if seat == o.seat and (card in o.gives or card in o.drops):
                    self.press = (tuple(event.pos), card)
                    return HANDLED  # a click or a drag: the release says which
            return self.click(hit, event.pos, view)
        if event.type == pygame.MOUSEMOTION and self.press is not None and self.dragging is None:
            (x, y), card = self.press
            if abs(event.pos[0] - x) + abs(event.pos[1] - y) >= DRAG_START:
                self.dragging = str(card)
            return HANDLED
        if left_release(event) and self.press is not None:
            (_x, _y), card = self.press
            dragged, self.press, self.dragging = self.dragging, None, None
            hit = view.at(event.pos)
            if dragged is None:  # a click on a card that may be given: its use, if any
                return self.click(("held", (o.seat, card)), event.pos, view, quiet=True)
            return self.drop(str(card), hit, o, view)
        return PASS

    def click(self, hit, pos, view, quiet: bool = False):
        o = view.offer
        if hit is None:
            return PASS
        choices = o.clicks.get(hit)
        if hit[0] == "floor_more":  # the chip standing for the cards the card has no room for: theirs
            area, hidden = hit[1]
            choices = [c for card in hidden for c in o.clicks.get(("floor_card", (area, card)), [])]
        if not choices:
            if quiet:
                return Say("Drag it onto a character in your area to give it")
            if hit[0] in ("sheet", "token", "floor", "fist", "trauma", "curse", "discard", "plot_deck", "plot_discard"):
                return PASS  # nothing to do there; the camera may take a drag
            why = WHY.get(hit[0], "")
            if not view.acting or o.seat not in view.acting:
                why = "Wait for your turn" if o.seat is not None else ""
            if hit[0] == "stack" and not view.state.levels[int(hit[1]) - 1].stack:  # no door there, whoever's turn
                why = empty_stack(view.state.levels[int(hit[1]) - 1])[2]
            return Say(why, bad=True) if why else PASS
        if len(choices) == 1 and not isinstance(choices[0].action, A.Drop):
            return choices[0].action
        return ChoiceMenu(choices, pos, view.layout.scale)  # (a drop is always chosen from a menu)

    def drop(self, card: str, hit, o, view):
        """A held card let go: on a character, given; on the floor of your own area, dropped."""
        if card in o.drops and o.own_floor(view.state, hit):
            return o.drops[card].action
        to = None
        if hit is not None and hit[0] in ("token", "sheet"):
            to = int(hit[1])  # type: ignore[call-overload]
        if to is None:
            if card in o.drops:
                return Say(
                    "Let go of it on a character in your area to give it, or on your own room or hallway to leave it there"
                )
            return Say("Drop it on a character in your area (its token or its sheet) to give it")
        choice = o.gives.get(card, {}).get(to)
        if choice is None:
            return Say("You may give only to a living character in your area, with a free hand for a weapon", bad=True)
        return choice.action

    def on_state(self, view):
        self.press, self.dragging = None, None
        return None

    def draw(self, surface, view) -> None:
        if self.dragging is None:
            return
        # who may take it: their tokens and sheets outlined while the card is carried
        for to in view.offer.gives.get(self.dragging, {}) if view.offer is not None else {}:
            for _kind, key, rect, _w, _c in view.sheet_parts:
                if _kind == "sheet" and key == to:
                    pygame.draw.rect(surface, (250, 208, 90), rect, 3, border_radius=8)
            pos = view.screen_pos("token", to)
            if pos is not None:
                pygame.draw.circle(surface, (250, 208, 90), pos, int(18 * view.layout.scale), 3)
        own = view.offer.own_box(view.state) if view.offer is not None and self.dragging in view.offer.drops else None
        box = view.plan.box(*own) if own is not None and view.plan is not None else None
        if box is not None:  # the floor of your own area: let go there to leave the card
            x0, y0 = view.camera.map_to_screen(box[0], box[1])
            x1, y1 = view.camera.map_to_screen(box[2], box[3])
            r = pygame.Rect(int(x0), int(y0), int(x1 - x0), int(y1 - y0)).clip(pygame.Rect(view.layout.building))
            pygame.draw.rect(surface, (180, 200, 150), r, 2, border_radius=6)
        words = view.cards.name(self.dragging)
        img = look.text("sans_bold", max(10, int(13 * view.layout.scale)), words, look.BONE)
        r = img.get_rect(center=self.mouse).inflate(14, 8)
        pygame.draw.rect(surface, (70, 96, 128), r, border_radius=5)
        pygame.draw.rect(surface, (250, 208, 90), r, 2, border_radius=5)
        surface.blit(img, img.get_rect(center=r.center))
