"""The end of a NecronomiCORP game on the kit's end screen (tabletop/ui/kit/end_screen.py): the party's
win or loss (co-op: everyone wins when the boss is slain, everyone loses when the party is wiped, NC-
START-12) or the winning team with its points (NC-TEAM), the engine's reason, and NecronomiCORP's own
account: each seat's character, alive or fallen, the floor it reached, and the teams' points; Rematch
and Menu. `account_lines` is the pure part; `CorpEndScene` draws it."""

from __future__ import annotations

from tabletop.games.corp.action_words import character_name
from tabletop.games.corp.state import TOP
from tabletop.ui import look
from tabletop.ui.corp.starting import emblem
from tabletop.ui.kit.end_screen import EndScene, EndScreen, EndWords
from tabletop.ui.kit.names import seat_name
from tabletop.ui.kit.panels import text
from tabletop.ui.scene import replace as replace_scene

WORDS = EndWords(all_win="The boss is slain!", all_lose="The party is wiped out")


def account_lines(state, cards, names) -> list[tuple[str, int | None]]:
    """(line, seat or None) of the account: each seat's character and where it stands, then the teams' points."""
    out: list[tuple[str, int | None]] = []
    for seat, p in enumerate(state.players):
        where = "the top floor" if p.level == TOP else f"level {p.level}"
        fate = f"reached {where}" if p.alive else f"fell on {where}"
        if p.infected:
            fate += f", infected ({p.infected})"
        out.append((f"{names[seat]}: {character_name(state, cards, seat)}, {fate}", seat))
    if state.teams:
        pts = " · ".join(f"Team {i + 1}: {state.points[i]}" for i in range(len(state.teams)))
        out.append((f"{pts} (to win: {state.target})", None))
    out.append(("", None))
    out.append((game_account(state, cards), None))
    return out


def game_account(state, cards) -> str:
    """The building as the game left it: turns, the highest floor opened, rooms explored, monsters slain."""
    opened = (
        "the top floor" if state.top_open else f"level {max((lv.number for lv in state.levels if lv.open), default=1)}"
    )
    explored = sum(len(lv.discard) for lv in state.levels)
    slain = sum(1 for lv in state.levels for c in lv.discard if cards.room(c).kind == "monster")
    boss = ""
    if state.boss and state.boss != "hidden":
        boss = f" · the boss: {cards.name(state.boss)}"
    return (
        f"{state.turn.number} turns · opened up to {opened} · {explored} rooms explored · {slain} monsters slain{boss}"
    )


def end_screen(session, bots, colours) -> EndScreen:
    """The kit's end screen for a finished session, with NecronomiCORP's account."""
    state, cards = session.state, session.game.cards
    outcome = session.outcome()
    names = [seat_name(s, bots) for s in range(state.players_n)]

    def account(surface, body, scale: float, end: EndScreen) -> None:
        y = body.top
        for line, seat in account_lines(state, cards, names):
            colour = end.colours[seat] if seat is not None else look.AMBER if "Team" in line else look.BONE
            if seat is not None:
                line = f"[{emblem(seat, colour)}] {line}"
            text(surface, "sans", 15 * scale, line, (body.centerx, y), colour, "midtop")
            y += int(26 * scale)

    return EndScreen(
        outcome, state.players_n, tuple(colours), frozenset(bots), words=WORDS, coop=not state.teams, account=account
    )


class CorpEndScene(EndScene):
    """The end of a NecronomiCORP game as a screen of its own, with a rematch of the same settings."""

    name = "corp_end"

    def __init__(self, ctx, session, bots, colours) -> None:
        super().__init__(ctx, end_screen(session, bots, colours))
        self.session = session
        self.bots = set(bots)
        self.colours = [tuple(c) for c in colours]

    def rematch(self):
        """A new game with the same players and options (a fresh seed), at its set-up: the new session
        shown by the registry (the end screen opens no table itself: no import cycle with the flow)."""
        from tabletop.ui import registry
        from tabletop.ui.corp.starting import rematch_settings, start_session

        session = start_session(rematch_settings(self.session), self.bots)
        return replace_scene(registry.scene_for_session(self.ctx, session))
