"""Write a tutorial's script from a plan: the person's gestures in order, the other seats answered by
the game's default bot, and every die each action rolled, as `[[steps]]` to paste into a tutorial file
(the author then writes each step's title, text, hint and point). Rise's first turn was made so.

    python -m tabletop.ui.tutorial.record rise 3875 --setup-dice 1,6 \
        "play_card:card=bone_collector" "move:to=whispering_stacks" "pick:card=death_bolt_1" ... > steps.toml

A plan item is `type[:key=value,...][@die,die,...]`: the first legal action of the person's seat with
that type and those arguments, and the dice its own rolls must show (the bots' and any other rolls
take 6). The dice are found by playing the plan once, then checked by replaying the whole queue.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.ui.tutorial.script import plain
from tabletop.ui.tutorial.spec import FORCED_KEY, tutorial_game

FILL = 6  # a die no plan item asks for


def parse_item(item: str) -> tuple[dict[str, Any], list[int]]:
    """`type:key=value,...@d,d` -> (the arguments to match, the dice)."""
    head, _, dice = item.partition("@")
    kind, _, args = head.partition(":")
    want: dict[str, Any] = {"type": kind}
    for pair in filter(None, args.split(",")):
        key, _, value = pair.partition("=")
        want[key] = int(value) if value.lstrip("-").isdigit() else value
    return want, [int(d) for d in dice.split(",") if d]


def _play(game_name: str, seed: int, settings: dict, plan, queue, seat: int, fix: bool):
    """Play the plan; with `fix`, each action's dice are set just before it (to learn what it rolls)."""
    game = tutorial_game(game_name)
    session = Session(game, {**settings, FORCED_KEY: list(queue)}, seed)
    bot, rng = get_bot(game_name, "default"), RNG(seed, stream=5)
    rows: list[tuple[str, dict, list[int]]] = []

    def do(who: str, action, dice) -> None:
        if fix:  # only the recorder does this: the tutorial's own session never touches its state
            session.state.forced = list(dice) + [FILL] * 200
        before = list(session.state.forced)
        session.submit(action)
        rows.append((who, game.encode_action(action), before[: len(before) - len(session.state.forced)]))

    def others() -> None:
        while (acting := list(game.to_act(session.state))) and acting[0] != seat:
            do("bot", bot(game, view(game, session.state, acting[0]), acting[0], rng), [])

    for want, dice in plan:
        others()
        legal = [a for a in game.legal_actions(session.state, seat) if _fits(want, game.encode_action(a))]
        if not legal:
            raise ValueError(
                f"no legal action fits {want}: {[game.encode_action(a) for a in game.legal_actions(session.state, seat)]}"
            )
        do("me", legal[0], dice)
    others()
    return rows


def _fits(want: dict, encoded: dict) -> bool:
    return all(plain(encoded.get(k)) == plain(v) for k, v in want.items())


def record(game_name: str, seed: int, settings: dict, setup_dice: list[int], plan, seat: int = 0) -> list[dict]:
    """The steps: each the person's action (`expect`), its dice and the bots' answers with theirs."""
    rows = _play(game_name, seed, settings, plan, setup_dice, seat, fix=True)
    queue = list(setup_dice) + [d for _who, _a, used in rows for d in used]
    again = _play(game_name, seed, settings, plan, queue, seat, fix=False)
    if [r[1] for r in again] != [r[1] for r in rows]:
        raise ValueError("replaying the recorded dice does not give the same game")
    steps: list[dict] = []
    for who, action, used in rows:
        if who == "me":
            steps.append({"expect": {k: v for k, v in action.items() if k != "seat"}, "dice": list(used), "bots": []})
        elif steps:
            steps[-1]["bots"].append(action)
            steps[-1]["dice"] += used
    return steps


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    return json.dumps(value)


def as_toml(steps: list[dict]) -> str:
    """The steps as `[[steps]]` tables, their words left for the author."""
    out = []
    for step in steps:
        out += ["[[steps]]", 'title = ""', 'text = ""', 'hint = ""', f"expect = {_toml(step['expect'])}"]
        if step["dice"]:
            out.append(f"dice = {_toml(step['dice'])}")
        if step["bots"]:
            out.append(f"bots = {_toml(step['bots'])}")
        out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """The command line: print the steps of a plan."""
    p = argparse.ArgumentParser(prog="python -m tabletop.ui.tutorial.record", description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("seed", type=int)
    p.add_argument("plan", nargs="+", help="type[:key=value,...][@die,...] for each of the person's actions")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--setup-dice", default="", help="the dice the set-up rolls (Rise's roll-off: 1,6)")
    args = p.parse_args(argv)
    setup = [int(d) for d in args.setup_dice.split(",") if d]
    try:
        steps = record(args.game, args.seed, {"players": args.players}, setup, [parse_item(i) for i in args.plan])
    except (ValueError, KeyError) as exc:
        print(f"record: {exc}", file=sys.stderr)
        return 2
    print(as_toml(steps))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
