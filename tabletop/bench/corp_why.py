"""Why a NecronomiCORP party wins or loses (issue 23's balance): per game with default bots in every
seat, the survivors when the boss fight starts, the stack and the boss, who fought it, the deaths per
level and the outcome; summed per player count as win rates per boss and per survivor count.

`python -m tabletop.bench.corp_why --players 6 --games 200 [--expansion] [--seed 40000]`
prints one JSON summary (with `--lines`, one JSON line a game first)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict

from tabletop.ai import get_bot
from tabletop.core.protocol import hook
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp.state import BOSS_ROOM
from tabletop.simulate import gc_paced

SEED = 40_000


def one(players: int, expansion: bool, seed: int, boss: str = "") -> dict:
    """Play one game as the simulator does (same bots, same RNG streams) and record why it ended.
    `boss`: a 4-6 boss's content id to leave alone in its stack (a what-if: that boss every time)."""
    game = get_game("corp")
    settings = {"players": players, "expansion": True} if expansion else {"players": players}
    session = Session(game, settings, seed)
    if boss:
        stack = session.state.boss_stacks["4-6"]
        stack[:] = [b for b in stack if b.split("#")[0] == boss]
    bots = [get_bot("corp", "default") for _ in range(players)]
    rngs = [RNG(seed, stream=1000 + s) for s in range(players)]
    deaths: list[int] = []  # the level of each death, in order
    boss_fight: dict | None = None
    view = hook(game, "view")  # the seat's view, as the simulator gives it
    while session.outcome() is None:
        st = session.state
        seat = game.to_act(st)[0]
        before = [(p.alive, p.level) for p in st.players]
        action = bots[seat](game, view(st, seat), seat, rngs[seat])
        session.submit(action, in_place=True)
        st = session.state
        for (alive, level), p in zip(before, st.players):
            if alive and not p.alive:
                deaths.append(level)
        f = st.fight
        if f is not None and f.area == BOSS_ROOM:
            alive = sum(1 for p in st.players if p.alive and p.infected is None)
            if boss_fight is None:
                boss_fight = {"alive": alive, "boss": st.boss, "for": st.boss_for, "fighters": set(f.fighters)}
            boss_fight["fighters"] |= set(f.fighters)
    st = session.state
    return {
        "seed": seed,
        "outcome": st.outcome_word,
        "boss": (st.boss or "").split("#")[0],
        "boss_for": st.boss_for,
        "alive_at_boss": boss_fight["alive"] if boss_fight else None,
        "boss_fighters": len(boss_fight["fighters"]) if boss_fight else 0,
        "alive_end": sum(1 for p in st.players if p.alive),
        "deaths": deaths,
    }


def what_if(spec: str) -> None:
    """Change boss numbers in the loaded cards of this process only (nothing is written)."""
    import msgspec

    from tabletop.content.corp.cards import active_cards

    cards = active_cards()
    for part in spec.split(","):
        name, value = part.split("=")
        boss, field = name.split(".")
        cards.bosses[boss] = msgspec.structs.replace(cards.bosses[boss], **{field: int(value)})


def summary(lines: list[dict], players: int) -> dict:
    n = len(lines)
    won = sum(1 for g in lines if g["outcome"] == "boss slain")
    per_boss: dict = defaultdict(lambda: [0, 0])
    per_alive: dict = defaultdict(lambda: [0, 0])
    per_fighters: dict = defaultdict(lambda: [0, 0])
    death_levels: Counter = Counter()
    reached = 0
    for g in lines:
        w = g["outcome"] == "boss slain"
        for lv in g["deaths"]:
            death_levels[lv] += 1
        if g["alive_at_boss"] is None:
            continue
        reached += 1
        for table, key in ((per_boss, g["boss"]), (per_alive, g["alive_at_boss"]), (per_fighters, g["boss_fighters"])):
            table[key][0] += 1
            table[key][1] += w

    def rate(t: dict) -> dict:
        return {str(k): f"{v[1]}/{v[0]} = {v[1] / v[0]:.0%}" for k, v in sorted(t.items(), key=lambda kv: str(kv[0]))}

    return {
        "players": players,
        "games": n,
        "win_rate": round(won / n, 3),
        "reached_boss": f"{reached}/{n}",
        "wins_given_reached": round(won / max(reached, 1), 3),
        "by_boss": rate(per_boss),
        "by_alive_at_boss": rate(per_alive),
        "by_boss_fighters": rate(per_fighters),
        "deaths_per_level_per_game": {str(k): round(v / n, 2) for k, v in sorted(death_levels.items())},
        "mean_deaths": round(sum(len(g["deaths"]) for g in lines) / n, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench.corp_why")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--expansion", action="store_true")
    parser.add_argument("--boss", default="", help="a 4-6 boss's id: the only one in its stack (what-if)")
    parser.add_argument(
        "--what-if", default="", help="boss numbers for this run only, e.g. the_shareholders.menace=8,abhoth.life=20"
    )
    parser.add_argument("--lines", action="store_true", help="one JSON line a game before the summary")
    args = parser.parse_args(argv)
    if args.what_if:
        what_if(args.what_if)
    lines = []
    with gc_paced():
        for k in range(args.games):
            g = one(args.players, args.expansion, args.seed + k, args.boss)
            lines.append(g)
            if args.lines:
                print(json.dumps(g), flush=True)
    print(json.dumps(summary(lines, args.players), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
