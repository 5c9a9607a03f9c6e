"""The log of every event, newest at the bottom, scrollable with the wheel."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D


def describe(state, ev, bots: set) -> str:
    """One line for an event (the engine's text when it has one)."""
    from tabletop.ui.necromolds.table.queries import monster_name, seat_name

    d = ev.data
    if ev.kind == "assign":
        slot = "magic ability" if d["slot"] == -1 else f"slot {d['slot'] + 1}"
        return f"{seat_name(d['seat'], bots)} puts a die on {d['book'].replace('_', ' ').title()} ({slot})"
    if ev.kind == "flip":
        return f"{seat_name(d['seat'], bots)} flips a wild die to {d['to']}"
    if ev.kind == "discard":
        g = d.get("gems", 0)
        return ev.text or f"{seat_name(d['seat'], bots)} discards a {d.get('face', '')} die" + (f" (+{g} gems)" if g else "")
    if ev.kind == "command_end":
        return f"{seat_name(d['seat'], bots)} finishes the command"
    if ev.kind == "move":
        return f"{monster_name(state, d['monster'])} moves {d['length']:.1f} in"
    if ev.kind == "smash":
        return f"{monster_name(state, d['monster'])} is smashed!"
    if ev.kind == "command_start":
        from tabletop.games.necromolds.library import library

        book = library().books[d["book"]].name if d.get("book") else "any monsters"
        return f"{seat_name(d['seat'], bots)} performs {d['kind']} with {book} ({d['distance']:g} in)"
    if ev.kind == "combat_start":
        return (f"{d['kind'].capitalize()} combat: {monster_name(state, d['attacker'])} ({d['att_pool']} dice) "
                f"against {monster_name(state, d['defender'])} ({d['def_pool']} dice)")
    if ev.kind == "roll" and "def_faces" in d:
        return f"{monster_name(state, d['attacker'])} rolls {_faces(d['faces'])}; {monster_name(state, d['defender'])} rolls {_faces(d['def_faces'])}"
    if ev.kind == "combat_result":
        who = ", ".join(monster_name(state, m) for m in d["smashed"]) or "nobody"
        return f"{d['attack_hits']} attack hits against {d['defense_hits']} defense hits: {who} smashed"
    text = ev.text or ev.kind.replace("_", " ")
    return text


def _faces(faces) -> str:
    from tabletop.games.necromolds.library import library

    die = library().combat_die
    return " ".join("+".join(die.faces[f]) or "blank" for f in faces)


@dataclass
class LogPanel:
    """Lines of the game so far."""

    lines: list = field(default_factory=list)  # (text, colour)
    scroll: int = 0  # lines scrolled back from the newest

    def add(self, text: str, colour=look.BONE) -> None:
        """Append a line (and follow the newest)."""
        self.lines.append((text, colour))
        self.scroll = 0

    def wheel(self, dy: int) -> None:
        """Scroll back (positive) or forward."""
        self.scroll = max(0, min(max(0, len(self.lines) - 3), self.scroll + dy))

    def draw(self, surface, rect, scale: float) -> None:
        """The newest lines that fit in rect."""
        rect = pygame.Rect(rect)
        D.panel(surface, rect, alpha=200)
        size = int(13 * scale)
        lh = int(size * 1.4)
        n = max(1, (rect.height - 10) // lh)
        end = len(self.lines) - self.scroll
        shown = self.lines[max(0, end - n):end]
        y = rect.top + 6
        f = look.font("sans", size)
        for text, colour in shown:
            while f.size(text)[0] > rect.width - 20 and len(text) > 4:
                text = text[:-4] + "…"
            surface.blit(f.render(text, True, colour), (rect.left + 10, y))
            y += lh
        if self.scroll:
            D.text(surface, "sans_italic", 11 * scale, f"↑ {self.scroll} newer below (wheel)", (rect.right - 8, rect.bottom - 4), look.BONE_DIM, anchor="bottomright")
