"""The log of every event, newest at the bottom, scrollable with the wheel."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D


def _n(count: int, word: str, plural: str = "") -> str:
    """'1 gem', '3 gems' ('die' -> 'dice')."""
    return f"{count} {word if count == 1 else (plural or word + 's')}"


def _book(book_id) -> str:
    from tabletop.games.necromolds.words import book_name

    return book_name(book_id)


def _piece(state, piece_id: str) -> str:
    from tabletop.games.necromolds.words import piece_name

    return piece_name(state, piece_id)


def describe(state, ev, bots: set) -> str:
    """One line of the game log for an engine event, in the words of the game (not the engine's ids)."""
    from tabletop.ui.necromolds.table.queries import monster_name, seat_name

    d = ev.data if isinstance(ev.data, dict) else {}
    who = (lambda: seat_name(d["seat"], bots)) if isinstance(d.get("seat"), int) else (lambda: "")
    k = ev.kind
    if k == "terrain_placed":
        return f"{who()} places the {_piece(state, d['piece'])}"
    if k == "molded":
        if "preset" in d:
            return ev.text.replace(f"Player {d['seat'] + 1}", who()) if ev.text else f"{who()} molds an army"
        return f"{who()} molds {monster_name(state, d['monster'])}"
    if k == "unmolded":
        return f"{who()} gives {monster_name(state, d['monster'])} back to the clay"
    if k == "army_done":
        return f"{who()}'s army is ready"
    if k == "deployed":
        return f"{who()} deploys {monster_name(state, d['monster'])}"
    if k == "deploy_done":
        return f"{who()} has deployed their army"
    if k == "assign":
        die = state.seats[d["seat"]].dice[d["die"]]
        where = "its magic ability" if d["slot"] == -1 else f"slot {d['slot'] + 1}"
        return f"{who()} puts a {die.face} die on {_book(d['book'])} ({where})"
    if k == "flip":
        return f"{who()} turns a wild die to {d['to']}"
    if k == "change":
        return f"{who()} changes a die to {d['to']}"
    if k == "discard":
        g = d.get("gems", 0)
        if "face" in d:
            return f"{who()} discards a {d['face']} die" + (f" (+{_n(g, 'gem')})" if g else "")
        return f"{who()}'s {_book(d.get('book'))} has no monsters left: its dice are discarded"
    if k == "command_end":
        return f"{who()} ends the command"
    if k == "move":
        return f"{monster_name(state, d['monster'])} moves {d['length']:.1f} in"
    if k == "smash":
        return f"{monster_name(state, d['monster'])} is smashed!"
    if k == "command_start":
        from tabletop.ui.necromolds.table.queries import edge_name

        cmd = getattr(state, "command", None)
        limit = getattr(cmd, "limit", None) if cmd is not None and cmd.seat == d["seat"] else None
        book = _book(d["book"]) if d.get("book") else (f"{_n(limit, 'monster')}" if limit else "their monsters")
        verb = {"move": "moves", "ranged": "shoots with", "magic": "uses magic of"}.get(d["kind"], d["kind"])
        reach = f" ({d['distance']:g} in, {edge_name(d['distance'])})" if d.get("distance") else ""
        return f"{who()} {verb} {book}{reach}"
    if k == "combat_start":
        return (f"{d['kind'].capitalize()} combat: {monster_name(state, d['attacker'])} ({_n(d['att_pool'], 'die', 'dice')}) "
                f"against {monster_name(state, d['defender'])} ({_n(d['def_pool'], 'die', 'dice')})")
    if k == "buy":
        return f"{who()} spends {_n(d.get('gems', 0), 'gem')} for {_n(d['count'], 'more die', 'more dice')}"
    if k == "roll" and "def_faces" in d:
        return f"{monster_name(state, d['attacker'])} rolls {_faces(d['faces'])}; {monster_name(state, d['defender'])} rolls {_faces(d['def_faces'])}"
    if k == "roll" and "command_dice" in d:
        parts = [f"{seat_name(i, bots)}: {', '.join(f for f in faces)}" for i, faces in enumerate(d["command_dice"])]
        return "Command dice rolled · " + " · ".join(parts)
    if k == "roll" and "rolloff" in d:
        return "Tied on monsters: a roll-off decides who goes first"
    if k == "roll" and "gem_rage" in d:
        return f"Gem rage: the attacker rerolls {_n(len(d['gem_rage']), 'gem die', 'gem dice')} ({_faces(d['faces'])})"
    if k == "roll" and "support" in d:
        return f"{monster_name(state, d['support'])} supports {monster_name(state, d['monster'])}: a die is rerolled"
    if k == "roll" and "reroll" in d:
        return f"{who()} discards a die and rerolls {_n(len(d['reroll']), 'die', 'dice')}"
    if k == "combat_result":
        smashed = ", ".join(monster_name(state, m) for m in d["smashed"]) or "nobody is"
        return (f"{_n(d['attack_hits'], 'attack hit')} against {_n(d['defense_hits'], 'defense hit')}: "
                f"{smashed} smashed")
    if k == "round_start":
        text = ev.text or ""
        why = "fewer monsters" if "fewest" in text else "the youngest player" if "youngest" in text else \
            "won the roll-off" if "roll-off" in text else ""
        return f"Round {d['round']} begins: {seat_name(d['first'], bots)} goes first" + (f" ({why})" if why else "")
    if k == "round_end":
        return f"Round {d['round']} ends"
    if k == "turn":
        return f"{who()}'s turn"
    if k == "weakened":
        return f"{who()} has one spellbook left: 3 command dice from now on"
    if k == "magic":
        if d.get("book"):
            from tabletop.games.necromolds.library import library

            gain = f" (+{_n(d['gems'], 'gem')})" if d.get("gems") else ""
            return f"{who()}: {library().books[d['book']].magic.name} is active this round{gain}"
        if d.get("gems") is not None:
            return f"{who()} takes {_n(d['gems'], 'gem')}"
    if k == "game_over":
        w = d.get("winners", [])
        if len(w) == 1:
            return f"{seat_name(w[0], bots)} wins: the last monsters on the battle map!"
        return "The last monsters are smashed together: both players win"
    text = ev.text or k.replace("_", " ")
    return text[:1].upper() + text[1:]


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

    def rows(self, width: int, size: int, n: int) -> list:
        """The last n screen rows: long lines wrap (a roll of six dice, both players' command dice), not cut."""
        end = len(self.lines) - self.scroll
        rows: list = []
        for text, colour in self.lines[max(0, end - n):end]:
            parts = D.wrap(text, "sans", size, width)
            rows += [(("   " if k else "") + part, colour) for k, part in enumerate(parts)]
        return rows[-n:]

    def draw(self, surface, rect, scale: float) -> None:
        """The newest lines that fit in rect."""
        rect = pygame.Rect(rect)
        D.panel(surface, rect, alpha=200)
        size = int(13 * scale)
        lh = int(size * 1.4)
        n = max(1, (rect.height - 10) // lh)
        f = look.font("sans", size)
        y = rect.top + 6
        for text, colour in self.rows(rect.width - 30, size, n):
            while f.size(text)[0] > rect.width - 20 and len(text) > 4:
                text = text[:-4] + "…"
            surface.blit(f.render(text, True, colour), (rect.left + 10, y))
            y += lh
        if self.scroll:
            D.text(surface, "sans_italic", 11 * scale, f"↑ {self.scroll} newer below (wheel)", (rect.right - 8, rect.bottom - 4), look.BONE_DIM, anchor="bottomright")
