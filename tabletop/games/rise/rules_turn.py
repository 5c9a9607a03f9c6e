"""Rise of the Necromancers rules, the turn's flow (RN-TURN): a turn starts (its `turn` effects
fire), the stages with nothing to choose are passed over (phases 1 and 2 are optional, RN-TURN-03; a
player who cannot move skips movement and action, RN-MOVE-11), play passes to the right (RN-TURN-01),
and the round limit ends a game nobody has won; `to_act` says whose choice it is (the defender's in an
attack, RN-PVP). It sits above the phases it passes over and gives the earlier sections `settle` and
`end_turn` (rules_core.later)."""

from __future__ import annotations

from tabletop.games.rise import events as E
from tabletop.games.rise.rules_combat import _forget_fights
from tabletop.games.rise.rules_core import Ctx, fire, later
from tabletop.games.rise.rules_dominion import phase5
from tabletop.games.rise.rules_move import _can_move
from tabletop.games.rise.rules_play import _can_play
from tabletop.games.rise.rules_raise import _can_raise
from tabletop.games.rise.state import State, Turn, counters_placed
from tabletop.games.rise.words import who

# ------------------------------------------------------------------------------------------
# Turn flow


def _start_turn(ctx: Ctx, first: bool = False) -> None:
    st = ctx.st
    seat = st.turn.seat
    p = st.players[seat]
    p.fresh = []
    if p.cast:
        p.cast = [x for x in p.cast if x.endswith(f"@{st.turn.number}")]
    st.turn.start = p.space
    ctx.tell(E.TurnBegins(seat, st.round))
    fire(ctx, seat, "turn")
    _settle(ctx)


def end_turn(ctx: Ctx) -> None:
    """Play passes to the right (RN-TURN-01); the round limit is the safety net."""
    st = ctx.st
    if st.winners is not None:
        return
    st.fight = None
    i = st.order.index(st.turn.seat)
    nxt = st.order[(i + 1) % len(st.order)]
    if i + 1 == len(st.order):
        st.round += 1
        if st.round > st.round_limit:
            counts = [counters_placed(st, s) for s in range(st.players_n)]
            best = max(counts)
            st.winners = [s for s in range(st.players_n) if counts[s] == best]
            _forget_fights()
            st.reason = (
                f"After {st.round_limit} rounds nobody is Necromancer King: "
                f"{' and '.join(who(s) for s in st.winners)} placed the most Dominion counters ({best})."
            )
            st.turn.stage = "over"
            ctx.tell(E.GameWon(st.winners, st.reason))
            return
    st.turn = Turn(number=st.turn.number + 1, seat=nxt)
    _start_turn(ctx)


later.end_turn = end_turn  # how the spaces' actions and fights end the turn (rules_core.later)


def _settle(ctx: Ctx) -> None:
    """Pass over the stages with nothing to choose (phases 1 and 2 are optional; RN-MOVE-11)."""
    st = ctx.st
    t = st.turn
    seat = t.seat
    if t.stage == "play" and not _can_play(ctx, seat):
        t.stage = "raise"
    if t.stage == "raise" and not _can_raise(ctx, seat):
        t.stage = "move"
    if t.stage == "move" and not t.moved and not _can_move(ctx, seat):
        # RN-MOVE-11: every way out is blocked: skip movement and action.
        ctx.tell(E.Stuck(seat))
        phase5(ctx)
        end_turn(ctx)


later.settle = _settle  # how phases 1 and 2 hand play on (rules_core.later)


def to_act(st: State) -> list[int]:
    if st.winners is not None:
        return []
    if st.turn.stage == "defend":
        assert st.turn.defender is not None  # set with the attack (RN-PVP)
        return [st.turn.defender]
    if st.turn.stage == "combat" and st.fight is not None:
        return [st.fight.waiting]
    if st.turn.stage == "ready" and st.fight is not None and st.fight.purpose == "pvp":
        return [st.fight.waiting]  # the attacker's once Items, then the defender's
    return [st.turn.seat]
