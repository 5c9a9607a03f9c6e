"""How NecronomiCORP ends: the final boss drawn by the survivors (NC-BOSS-02, NC-FAQ-12), team points
for kills (NC-TEAM-02..06), the boss slain, the party wiped (NC-START-12, NC-CONTAG-19, NC-TEAM-07).
Called by the turn and by the fight (score_kill, boss_slain); it never imports the fight or the turn."""

from __future__ import annotations

from tabletop.content.corp.records import card_of
from tabletop.core.protocol import player_name
from tabletop.games.corp import events as E
from tabletop.games.corp import reach
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import TOP, State, forget_peeks


def survivors(st: State) -> int:
    """Characters alive and not infected: who the boss is drawn for (infected ones cannot face it)."""
    return sum(1 for p in st.players if p.alive and p.infected is None)


def stack_for(n: int) -> str:
    return "1-3" if n <= 3 else "4-6"  # NC-BOSS-02


def draw_boss(ctx: Ctx) -> None:
    """Draw the final boss for the surviving players from its stack (NC-BOSS-02), face down; a boss drawn
    for another count goes back into its stack first (NC-FAQ-12). An empty stack falls back on the other."""
    st = ctx.st
    n = survivors(st)
    if st.boss is not None:
        back = st.boss
        st.boss = None
        for name, stack in st.boss_stacks.items():
            if ctx.cards.boss(back).stack == name:
                stack.append(back)
                ctx.shuffle(stack)
        forget_peeks(st, TOP)  # the boss looked at is back in its stack
    key = stack_for(n)
    found = st.boss_stacks.get(key) or next((s for s in st.boss_stacks.values() if s), None)
    if not found:
        return
    st.boss = found.pop(0)
    st.boss_for = n
    ctx.tell(E.BossDrawn(st.boss, n, key), to=(), public_record=E.BossDrawnPublic(n, key))


def boss_for_door(ctx: Ctx) -> None:
    """Before the boss's door opens (or is peeked at): a new boss if the survivors changed (NC-FAQ-12)."""
    st = ctx.st
    if st.boss is None or st.boss_for != survivors(st):
        draw_boss(ctx)


def team_of(st: State, seat: int) -> int | None:
    for t, seats in enumerate(st.teams):
        if seat in seats:
            return t
    return None


def _score(ctx: Ctx, seat: int, card: str, points: int) -> None:
    st = ctx.st
    t = team_of(st, seat)
    if t is None or points <= 0:
        return
    st.points[t] += points
    ctx.tell(E.TeamScored(seat, t, card, points, st.points[t]))


def score_kill(ctx: Ctx, seat: int, card: str) -> None:
    """`seat` dealt the killing blow to a monster: its team scores the monster's printed level (NC-TEAM-02,
    NC-TEAM-03 reading A), even if it helped another team's player (point theft, NC-TEAM-08)."""
    cid = card_of(card)
    if cid in ctx.cards.rooms:
        _score(ctx, seat, card, ctx.cards.rooms[cid].level)
    elif cid in ctx.cards.bosses:
        _score(ctx, seat, card, ctx.cards.bosses[cid].difficulty)


def boss_slain(ctx: Ctx, seat: int) -> None:
    """The boss is dead: the game ends (NC-BOSS-01); in co-op everyone wins, with teams the boss is worth
    its difficulty and the most points win (NC-TEAM-05/06/07)."""
    st = ctx.st
    if st.winners is not None:
        return
    if st.teams:
        if st.boss is not None:
            _score(ctx, seat, st.boss, ctx.cards.boss(st.boss).difficulty)
        _teams_win(ctx, "the boss is slain")
    else:
        _finish(ctx, list(range(st.players_n)), "boss slain", f"{player_name(seat)} slays the boss: the party wins")


def _teams_win(ctx: Ctx, why: str) -> None:
    st = ctx.st
    best = max(st.points)
    teams = [t for t, pts in enumerate(st.points) if pts == best]
    winners = sorted(s for t in teams for s in st.teams[t])
    names = " and ".join(f"team {t + 1}" for t in teams)
    _finish(ctx, winners, "team points", f"{why}: {names} win{'s' if len(teams) == 1 else ''} with {best} points")


def _finish(ctx: Ctx, winners: list[int], word: str, reason: str) -> None:
    st = ctx.st
    st.winners = winners
    st.outcome_word = word
    st.reason = reason
    ctx.tell(E.GameOver(winners, word, said(st, ctx.cards)))


def said(st: State, cards) -> str:
    """The game's end as said to its players (the log's line, the outcome's reason): a solo game's in its
    own words, with no party (r27: "Player 1 slays the boss: the party wins" with nobody else in the
    building, NC-START-12, NC-BOSS-01). `st.reason` keeps the words it always had: they are part of the
    state a save's fingerprint and the golden games check."""
    if st.players_n != 1 or st.teams or not st.players:
        return st.reason
    p = st.players[0]
    if st.outcome_word == "boss slain":
        return f"{player_name(0)} slays the boss alone and wins"
    if st.outcome_word == "party wiped":
        name = cards.characters[p.character].name if p.character in cards.characters else player_name(0)
        fate = "is infected" if p.alive and p.infected is not None else "is dead"
        return f"{name} {fate}: the building wins"
    return st.reason


def revival_possible(st: State, cards) -> bool:
    """A living character still carries a revive card (NC-BOSS-09) and could carry it to a fallen character
    who is not infected (reach.body_reachable). A card nobody can bring to a body (the bodies in the boss's
    room, where the infected may not go; in a room nobody may enter any more) revives nobody: the game
    would otherwise wait on it for ever, its holders only able to end their turns."""
    holders = [
        s
        for s, p in enumerate(st.players)
        if p.alive and any(e.kind == "revive" for i in p.items for e in cards.plot(i).effects)
    ]
    if not holders:
        return False
    bodies = [s for s, p in enumerate(st.players) if not p.alive and p.infected is None]
    return any(reach.body_reachable(st, h, b) for h in holders for b in bodies)


# A safety net, as Rise's round limit: the rulebook ends a game only with the boss or the party's end,
# and a party that can neither win a fight nor leave it (a regenerating foe no die outpaces, an abandoned
# monster re-entered for ever) would never end. Real games with the default bots take 60-450 turns (a
# solo game up to ~220, six players up to ~430): the net is turns, whatever the number of players.
TURN_LIMIT = 800


def check(ctx: Ctx) -> None:
    """After every action: a team at its target wins (NC-TEAM-04); with no non-infected character alive
    and no revival possible the party is wiped (NC-START-12, NC-CONTAG-19), or the most points win
    (NC-TEAM-07)."""
    st = ctx.st
    if st.winners is not None:
        return
    if st.teams and max(st.points) >= st.target:
        _teams_win(ctx, f"{max(st.points)} points reached")
        return
    if st.turn.number >= TURN_LIMIT:  # the safety net (no printed rule; see TURN_LIMIT)
        if st.teams:
            _teams_win(ctx, f"The quarter ends after {TURN_LIMIT} turns")
        else:
            _finish(ctx, [], "out of time", f"The quarter ends after {TURN_LIMIT} turns: the building wins")
        return
    if not any(p.alive and p.infected is None for p in st.players) and not revival_possible(st, ctx.cards):
        if st.teams:
            _teams_win(ctx, "every character is dead")
        else:
            _finish(ctx, [], "party wiped", "Every character is dead: the building wins")
