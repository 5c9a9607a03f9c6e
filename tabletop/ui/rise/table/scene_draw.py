"""The Rise table's drawing: the board with its lit spaces and tips, the top line, the choices frame,
the log panel and the notices (a mixin of RiseTableScene; drawing reads the table and changes nothing but
what the frame caches). The words of each stage and the tooltip timing live here with the drawing."""

from __future__ import annotations

import pygame

from tabletop.games.rise import rules as R
from tabletop.ui import look
from tabletop.ui.rise.table import board_draw as BD
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import contains

STAGE_WORDS = {
    "play": "Phase 1: play cards",
    "raise": "Phase 2: raise a Minion",
    "move": "Phase 3: move",
    "look": "Choose a card to keep",
    "quest": "A Quest-Choice",
    "ready": "A combat is about to start",
    "combat": "Combat",
    "defend": "Flee or fight?",
    "flee_to": "Where does the fleeing Necromancer go?",
}

STAGE_HELP = {
    "play": "Click a lit card in your hand to play it, or Done.",
    "raise": "Click a lit Minion on your board to raise it, or Done.",
    "move": "Click a lit space to move there; the path follows the cursor.",
    "look": "Click the card to keep, then Keep.",
    "quest": "Follow the quest or decline it.",
    "ready": "Use an Item for this fight, or Fight!",
    "combat": "Decide in the combat panel, or with the buttons below.",
    "defend": "Flee or stand and fight.",
    "flee_to": "Click a lit space.",
}

TIP_REST = 0.45  # seconds the cursor rests on an icon before its tooltip shows
NO_TITLE = (170, 140, 200)  # a lit Academy where the seat would not become Headmaster


class TableDrawing:
    """The drawing half of RiseTableScene (scene.py holds the state, input and the game screen's hooks)."""

    def _background(self, surface) -> pygame.Surface:
        """Wood, the player boards, the hand, the log and the top bar: remade only when they change."""
        L = self.layout
        hover_card = self._hover_card()
        hover_chip = self._hover_chip()
        key = (
            len(self.session.actions),
            id(self.session.state),
            self.seat_at_screen,
            L.size,
            hover_card,
            hover_chip,
            self.log.version,
            self.page,
            self.log_scroll,
            self.log_held(),
            self.dice_in_air(),
        )
        if key == self._bg_key and self._bg is not None:
            return self._bg
        bg = look.table_texture(L.size).copy()
        view = self.view
        o = self._offer
        acting = R.to_act(view)
        self._tips = []
        for seat, rect in enumerate(L.players):
            drawn = P.draw_player_board(
                bg,
                rect,
                view,
                seat,
                f"P{seat + 1} {view.players[seat].colour.title()}" + (" (computer)" if seat in self.bot_seats else ""),
                self.colours[seat],
                L.scale,
                seat in acting,
                o.raises if seat == self.seat_at_screen else None,
                hover_chip,
            )
            self._tips += drawn.tips
        P.draw_hand(bg, L.hand, view, self.seat_at_screen, L.scale, o.plays, hover_card)
        self._draw_choices_frame(bg)
        self._draw_log(bg)
        self._draw_top(bg)
        self._bg, self._bg_key = bg, key
        return bg

    def _hover_card(self) -> int | None:
        cid = self.card_at(self.mouse) if contains(self.layout.hand, self.mouse) else None
        return None if cid is None else self.hand().index(cid)

    def _hover_chip(self) -> str | None:
        seat = self.seat_at_screen
        if seat is None or not contains(self.layout.players[seat], self.mouse):
            return None
        for k, chip in P.minion_chip_rects(self.layout.players[seat], self.layout.scale).items():
            if chip.collidepoint(self.mouse):
                return k
        return None

    def _draw_top(self, surface) -> None:
        L, s = self.layout, self.layout.scale
        r = pygame.Rect(L.top)
        pygame.draw.rect(surface, (26, 18, 16), r)
        pygame.draw.line(surface, look.BRASS_DARK, r.bottomleft, r.bottomright, 2)
        view = self.view
        seat = view.turn.seat
        if self.outcome is not None:
            words = "The game is over: " + (view.reason or "a Necromancer King is crowned") + " — click to continue"
            colour = look.AMBER
        else:
            who = self.seat_name(seat)
            words = f"Round {view.round} · {who}: {STAGE_WORDS.get(view.turn.stage, view.turn.stage)}"
            if (
                self.acting_seat() is not None
                and view.turn.stage == "move"
                and CH.reach_words(view, self.acting_seat())
            ):
                words += " — " + CH.reach_words(view, self.acting_seat())
            elif self.acting_seat() is not None:
                words += " — " + STAGE_HELP.get(view.turn.stage, "")
            colour = self.colours[seat] if sum(self.colours[seat]) > 260 else look.BONE
        left = min((b.rect.left for b in self.buttons if b.key in ("rules", "fit", "save", "undo")), default=r.w)
        room = left - int(20 * s)
        size = max(10, int(15 * s))
        while size > 10 and look.font("serif_bold", size).size(words)[0] > room:
            size -= 1  # a smaller letter before a shorter sentence
        f = look.font("serif_bold", size)
        if f.size(words)[0] > room:
            while f.size(words + "…")[0] > room and len(words) > 10:
                words = words[:-1]
            words += "…"
        surface.blit(look.text("serif_bold", size, words, colour), (int(10 * s), (r.h - f.get_linesize()) // 2))

    def choices_head(self) -> str:
        """The choices panel's header: whose choice it is (while moving: the reach and its slowest Minion)."""
        if self.acting_seat() is not None:
            head = "Your choices"
            if self.view.turn.stage == "move":  # how far the miniature goes, and which Minion holds it back
                head = CH.reach_short(self.view, self.acting_seat()) or head
        elif self.seat_at_screen is None:
            head = "Watching the computer play"
        else:
            head = f"Waiting for {self.seat_name(R.to_act(self.view)[0])}" if R.to_act(self.view) else "Waiting"
        if self.acting_seat() is None and self.seat_at_screen is not None and R.to_act(self.view):
            head = f"Waiting for Player {R.to_act(self.view)[0] + 1}"
        if self.outcome is not None:
            head = "The game is over: click anywhere for the accounts"
        return head

    def _draw_choices_frame(self, surface) -> None:
        L, s = self.layout, self.layout.scale
        r = pygame.Rect(L.choices)
        look.draw_frame(surface, r, 210)
        head = self.choices_head()
        room = r.w - int(20 * s)
        f = P._fitting_font("serif_bold", head, room, max(10, int(14 * s)), max(9, int(11 * s)))
        head = P._fit(head, f, room)
        self._head_drawn = head
        t = f.render(head, True, look.AMBER)
        surface.blit(t, (r.x + int(10 * s), r.y + int(6 * s)))
        if self.acting_seat() is not None and not any(b.key.startswith("choice") for b in self.buttons):
            # nothing to press here (a move on the board): say where the choice is
            small = look.font("sans", max(9, int(12 * s)))
            y = r.y + int(30 * s)
            help_words = STAGE_HELP.get(self.view.turn.stage, "")
            if self.view.turn.stage == "move":
                help_words = CH.reach_words(self.view, self.acting_seat()) + ". " + help_words
            for part in look.wrap_lines(help_words, small, room):
                surface.blit(small.render(part, True, look.BONE_DIM), (r.x + int(10 * s), y))
                y += small.get_linesize()

    def _log_font(self):
        return look.font("sans", max(8, int(11 * self.layout.scale)))

    def _log_wrapped(self) -> tuple[list, int]:
        """The log's lines wrapped to the strip's width (newest last) and how many whole lines fit."""
        L, s = self.layout, self.layout.scale
        r = pygame.Rect(L.log)
        f = self._log_font()
        key = (self.log.version, self.log_held(), self._shown, r.w)
        if getattr(self, "_wrap_key", None) != key:
            wrapped: list[tuple[str, tuple]] = []
            for line in self.log_lines():
                c = self.colours[line.seat] if line.seat is not None and line.seat < len(self.colours) else look.BONE
                if sum(c) < 200:
                    c = look.BONE_DIM
                for part in look.wrap_lines(line.text, f, r.w - int(24 * s)):
                    wrapped.append((part, c))
            self._wrap_key, self._wrapped = key, wrapped
        room = max(1, (r.h - int(16 * s)) // f.get_linesize())
        return self._wrapped, room

    def _draw_log(self, surface) -> None:
        L, s = self.layout, self.layout.scale
        r = pygame.Rect(L.log)
        look.draw_frame(surface, r, 210)
        f = self._log_font()
        wrapped, room = self._log_wrapped()
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(wrapped) - room)))
        end = len(wrapped) - self.log_scroll
        shown = wrapped[max(0, end - room) : end]
        y = r.y + int(8 * s)
        for text, c in shown:
            surface.blit(f.render(text, True, c), (r.x + int(10 * s), y))
            y += f.get_linesize()
        if len(wrapped) > room:  # a scroll bar: where these lines sit in the whole log
            track = pygame.Rect(r.right - int(9 * s), r.y + int(8 * s), max(2, int(3 * s)), r.h - int(16 * s))
            pygame.draw.rect(surface, (60, 44, 34), track)
            h = max(6, track.h * room // len(wrapped))
            top = track.y + (track.h - h) * max(0, end - room) // max(1, len(wrapped) - room)
            pygame.draw.rect(surface, look.BRASS, (track.x, top, track.w, h))
        self._tips.append((r, "The log: the wheel scrolls back through the game"))

    def draw(self, surface: pygame.Surface) -> None:
        """The table (read-only): cached background, the board, pieces, highlights, windows, buttons."""
        L = self.layout
        view = self.view
        o = self.offer()
        surface.blit(self._background(surface), (0, 0))
        board = pygame.Rect(L.board)
        surface.set_clip(board)
        self.board_cache.blit(surface, view.side, self.camera)
        hover = self.space_at(self.mouse)
        if self._covered(self.mouse):
            hover = None
        gold = (250, 210, 100)
        for sid in o.moves:
            if sid in self._no_head:  # reachable, but no Headmastership there: drawn apart
                BD.hex_outline(surface, self.camera, view.side, sid, NO_TITLE, max(2, int(self.camera.scale / 14)))
                self._no_title_mark(surface, sid)
            else:
                BD.hex_outline(surface, self.camera, view.side, sid, gold, max(2, int(self.camera.scale / 14)))
        if hover is not None and hover in o.moves:
            lit = NO_TITLE if hover in self._no_head else gold
            BD.hex_outline(surface, self.camera, view.side, hover, lit, 3, fill_alpha=70)
            BD.draw_path(surface, self.camera, view.side, self.path_to(hover), gold)
        elif (
            hover is not None
            and view.turn.stage == "move"
            and self.acting_seat() is not None
            and hover != view.players[self.acting_seat()].space
        ):
            BD.hex_outline(surface, self.camera, view.side, hover, (200, 70, 60), 2)
        if self.combat is not None and self.combat.space:  # where the fight in the panel is
            BD.hex_outline(
                surface, self.camera, view.side, self.combat.space, (214, 70, 60), max(2, int(self.camera.scale / 12))
            )
        BD.draw_pieces(surface, self.camera, view, self.colours, self.acting_seat())
        surface.set_clip(None)
        rested = self._rest >= TIP_REST
        seat = self.acting_seat()
        tip = None  # the board's tooltip, drawn over any window or panel
        if hover is not None and seat is not None and view.turn.stage == "move" and hover == view.players[seat].space:
            reach = CH.reach_words(view, seat)
            tip = ("Your miniature: the lit spaces are within reach this turn" + (f"\n{reach}" if reach else ""), False)
        elif hover is not None and hover in self._no_head and seat is not None:
            tip = (
                f"{CH.space_name(view.side, hover)}: you may move here, but no Headmastership for you: "
                f"{self._no_head[hover]}",
                False,
            )
        elif hover is not None and hover not in o.moves and view.turn.stage == "move" and seat is not None:
            tip = (CH.why_not_there(view, seat, hover, self._reach), not rested)
        elif hover is not None:
            tip = (space_tip(view, hover, self.colours) if rested else CH.space_name(view.side, hover), True)
        if view.turn.card and view.turn.stage in ("quest", "ready"):
            cr = pygame.Rect(board.x + 10, board.y + 10, int(150 * L.scale), int(210 * L.scale))
            surface.blit(P.card_face(view.turn.card, cr.size, True, False), cr)
        if self.combat is not None and self.combat_min:
            W.draw_combat_strip(surface, L.strip, self.combat, L.scale)
        elif self.combat is not None:
            wound = {a.choice for a in o.combat}
            W.draw_combat(surface, L.dock, self.combat, L.scale, self.seat_name, self.colours, wound)
        elif o.picks:
            W.draw_look(
                surface, L.window, list(view.turn.peek), self.keep, self.rest, L.scale, view.turn.peek_deck, self.drag
            )
        W.draw_buttons(surface, self.buttons, self.mouse, L.scale)
        if tip is not None:
            self._tip(surface, tip[0], self.mouse, quiet=tip[1])
        card = self._hover_card()
        if card is not None:
            hand = self.hand()
            rects = P.hand_card_rects(L.hand, len(hand), L.scale)
            big = P.hover_card_rect(rects[card], L.size, L.scale)
            surface.blit(
                P.card_face(
                    hand[card],
                    big.size,
                    hand[card] in o.plays,
                    hand[card] in set(view.players[self.seat_at_screen].fresh),
                ),
                big,
            )
        elif rested and hover is None and any(b.tip and b.rect.collidepoint(self.mouse) for b in self.buttons):
            b = next(b for b in self.buttons if b.tip and b.rect.collidepoint(self.mouse))
            self._tip(surface, b.tip, self.mouse, quiet=True, above=True)
        elif rested and hover is None:
            for rect, words in reversed(self._tips):
                if rect.collidepoint(self.mouse):
                    self._tip(surface, words, self.mouse, quiet=True)
                    break
        if self.toast is not None:
            text, colour, _left = self.toast
            free = self.notice_area()
            self._tip(
                surface, text, (free.centerx, free.bottom - int(40 * L.scale)), colour=colour, centre=True, within=free
            )

    def notice_rect(self, surface) -> pygame.Rect | None:
        """Where the notice on show is drawn (None without one): tests check it keeps clear of the panel."""
        if self.toast is None:
            return None
        free = self.notice_area()
        return self._tip_box(
            surface,
            self.toast[0],
            (free.centerx, free.bottom - int(40 * self.layout.scale)),
            quiet=False,
            centre=True,
            within=free,
        )[0]

    def _no_title_mark(self, surface, sid: str) -> None:
        """'no title' across a lit Academy the seat would not head."""
        x, y = self.space_pos(sid)
        f = look.font("sans", max(8, int(self.camera.scale * 0.28)))
        t = f.render("no Headmaster", True, (235, 225, 240))
        box = t.get_rect(center=(x, y + int(self.camera.scale * 0.42)))
        pygame.draw.rect(surface, (60, 40, 70), box.inflate(6, 2), border_radius=3)
        surface.blit(t, box)

    def _tip_box(
        self,
        surface,
        text: str,
        pos,
        colour=look.BONE,
        quiet: bool = False,
        centre: bool = False,
        within: pygame.Rect | None = None,
        above: bool = False,
    ):
        """(box, lines image) of a tooltip; `within` keeps it inside a rectangle (its lines wrapped to fit)."""
        f = look.font("sans", max(9, int((11 if quiet else 13) * self.layout.scale)))
        lines = text.split("\n")
        if within is not None:
            lines = [part for line in lines for part in (look.wrap_lines(line, f, within.w - 24) or [""])]
        images = [f.render(line, True, colour if i == 0 else look.BONE_DIM) for i, line in enumerate(lines)]
        t = pygame.Surface((max(i.get_width() for i in images), f.get_linesize() * len(images)), pygame.SRCALPHA)
        for i, image in enumerate(images):
            t.blit(image, (0, i * f.get_linesize()))
        box = t.get_rect()
        box.inflate_ip(14, 8)
        if centre:
            box.center = pos
        elif above:
            box.bottomleft = (pos[0] + 16, pos[1] - 10)
        else:
            box.topleft = (pos[0] + 16, pos[1] + 14)
        box.clamp_ip(within if within is not None else surface.get_rect())
        return box, t

    def _tip(
        self,
        surface,
        text: str,
        pos,
        colour=look.BONE,
        quiet: bool = False,
        centre: bool = False,
        within: pygame.Rect | None = None,
        above: bool = False,
    ) -> None:
        box, t = self._tip_box(surface, text, pos, colour, quiet, centre, within, above)
        pygame.draw.rect(surface, (24, 16, 14), box, border_radius=6)
        pygame.draw.rect(surface, look.BRASS_DARK, box, 1, border_radius=6)
        surface.blit(t, t.get_rect(center=box.center))


SPACE_WORDS = {
    "valley": "Valley: the Necromancers begin here, and return here when they die",
    "land": "Land: end your move here to roll its dice and collect what they show",
    "dungeon": "Dungeon: draw the top Dungeon card: fight its foe or follow its quest",
    "library": "Library: look at the top three Spell cards and keep one",
    "workshop": "Workshop: look at the top three Item cards and keep one",
    "academy": "Academy: the most Minions of its kind take its Headmaster's title",
}


def space_tip(view, sid: str, colours) -> str:
    """A space's tooltip: its name, what its icons mean (the dice on a Land, a City's towers and tax),
    then what stands on it now."""
    from tabletop.content.rise.board import GOOD_NAMES
    from tabletop.games.rise.content import board as load_board

    try:
        space = load_board(view.side).space(sid)
    except KeyError:
        return sid
    lines = [space.name]
    if space.kind == "city":
        lines.append(
            f"City: {space.towers} tower{'s' if space.towers != 1 else ''} (wounds it takes), "
            f"attacks of power {'/'.join(map(str, space.attacks))}"
        )
        lines.append(
            "Tax: "
            + ", ".join(GOOD_NAMES.get(t, t) for t in space.tax)
            + f" — conquering it places {len(space.tax)} Dominion counters"
        )
    elif space.kind == "land":
        dice = []
        if space.resource_dice:
            dice.append(f"{space.resource_dice} resource die")
        if space.corpse_dice:
            dice.append(f"{space.corpse_dice} corpse die")
        lines.append(SPACE_WORDS["land"] + f" ({' and '.join(dice)})")
    else:
        lines.append(SPACE_WORDS.get(space.kind, space.kind.title()))
    here = [f"{p.colour.title()} Necromancer" for p in view.players if p.space == sid]
    hold = getattr(view, "dominion", {}).get(sid)
    if hold is not None and hold.count:
        here.append(
            f"{hold.count} {view.players[hold.seat].colour.title()} Dominion counter" + ("s" if hold.count != 1 else "")
        )
    guard = getattr(view, "guards", {}).get(sid)
    if guard is not None:
        left = ", ".join(f"{n} {CH.minion_name(k)}" for k, n in guard.army.items() if n)
        if left:
            here.append(f"{view.players[guard.seat].colour.title()}'s {left} left here")
    if here:
        lines.append("Here: " + "; ".join(here))
    return "\n".join(lines)


def typed_rolls(events) -> list[int]:
    """The dice the combat events report in their typed data, in roll order (data["dice"] of a
    "roll" fact: each {power, roll, hit}); empty when the engine's events carry none."""
    out: list[int] = []
    for ev in events:
        data = ev.data if ev.kind == "combat" and hasattr(ev.data, "get") else None
        if not data or data.get("what") != "roll":
            continue
        for d in data.get("dice") or ():
            v = d.get("roll") if hasattr(d, "get") else None
            if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6:
                out.append(v)
    return out
