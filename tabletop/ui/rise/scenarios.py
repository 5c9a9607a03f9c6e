"""Build a Rise screen at a named scenario (levels/rise/scenarios/NAME.toml) for `tabletop screenshot`.

The recipe replays engine actions, then lets the bot play every seat until the position asked
for (a turn stage, a fight, a number of counters, the end); `show.screen` picks the set-up
shown, the table, the end screen or the rules summary. An overlay on the table (the reachable
spaces, a Library look, a combat) is asked of the table through its `show_overlay(name)` hook
when it has one.
"""

from __future__ import annotations

from tabletop.content.rise.scenarios import SCENARIOS, Scenario  # registers the kind
from tabletop.core.session import Session
from tabletop.games import get_game


def names() -> list[str]:
    """The scenario names (file stems)."""
    return SCENARIOS.stems()


def load(name: str) -> Scenario:
    """Read and check one scenario; ValueError naming the known ones if it does not exist."""
    return SCENARIOS.load_named(name, noun="scenario")


def settings_of(scenario: Scenario) -> dict:
    """The engine's settings for the scenario's game."""
    out = {"players": scenario.game.players, "pvp": scenario.game.pvp}
    if scenario.game.side:
        out["side"] = scenario.game.side
    return out


def _counters(state) -> int:
    from tabletop.games.rise.state import counters_placed

    return max(counters_placed(state, s) for s in range(state.players_n))


def _fight_as_wanted(fight, r) -> bool:
    """The fight has begun with the City towers and the Minions on each side the recipe asks for."""
    if fight is None or fight.attacker is None or fight.defender is None:
        return False
    towers = fight.defender.city[1] if fight.defender.city else 0
    guards = sum(1 for f in fight.defender.fighters if f.role == "minion")
    minions = sum(1 for f in fight.attacker.fighters if f.role == "minion")
    return towers >= r.until_towers and guards >= r.until_guards and minions >= r.until_attacker_minions


def _steered(session: Session, seat: int, steer) -> object | None:
    """The action the recipe's steering takes for `seat` now, or None to let the bot choose."""
    from tabletop.games.rise import actions as A
    from tabletop.games.rise.content import board

    st = session.state
    legal = session.game.legal_actions(st, seat)
    me = st.players[seat]
    b = board(st.side)
    if "fortify_cities" in steer:
        g = st.guards.get(me.space)
        h = st.dominion.get(me.space)
        if (
            h is not None
            and h.seat == seat
            and b.space(me.space).kind == "city"
            and sum(me.army.values()) > 1
            and (g is None or sum(g.army.values()) < 2)
        ):
            fort = [a for a in legal if isinstance(a, A.Fortify)]
            if fort:
                return max(fort, key=lambda a: me.army.get(a.kind, 0))
    if "attack_held_cities" in steer and sum(me.army.values()) > 0:
        for a in legal:
            if isinstance(a, A.Move):
                h, g = st.dominion.get(a.to), st.guards.get(a.to)
                if (
                    h is not None
                    and h.seat != seat
                    and g is not None
                    and g.seat == h.seat
                    and any(g.army.values())
                    and b.space(a.to).kind == "city"
                ):
                    return a
    return None


def _bot_step(session: Session, driver, steer) -> bool:
    """One bot action (steered when the recipe says so); False when nobody can act."""
    seat = driver.bot_to_act()
    if seat is None:
        return False
    action = _steered(session, seat, steer) if steer else None
    if action is not None:
        session.submit(action)
        return True
    return driver.step(seat) is not None


def matches(session: Session, scenario: Scenario) -> bool:
    """Whether the session stands where the scenario's `until_*` conditions want it."""
    r = scenario.recipe
    st = session.state
    if r.until_over:
        return session.outcome() is not None
    if r.until_stage and st.turn.stage != r.until_stage:
        return False
    if r.until_seat >= 0 and session.game.to_act(st) != [r.until_seat]:
        return False
    if r.until_fight and (st.fight is None or st.fight.purpose != r.until_fight):
        return False
    if (r.until_towers or r.until_guards or r.until_attacker_minions) and not _fight_as_wanted(st.fight, r):
        return False
    if r.until_counters and _counters(st) < r.until_counters:
        return False
    return bool(r.until_stage or r.until_seat >= 0 or r.until_fight or r.until_counters)


def play_recipe(session: Session, scenario: Scenario) -> None:
    """Replay the scenario's actions, then bot play on every seat until its stop condition."""
    from tabletop.ui.bot_driver import BotDriver

    game = session.game
    for raw in scenario.recipe.actions:
        session.submit(game.decode_action(raw))
    r = scenario.recipe
    driver = BotDriver(session, range(game.seat_count(session.state)), delay=0.0)
    for _ in range(r.bot_actions):
        if not _bot_step(session, driver, r.steer):
            break
    wanted = r.until_over or r.until_stage or r.until_seat >= 0 or r.until_fight or r.until_counters
    if not wanted:
        return
    seen, was = 0, False
    for _ in range(r.max_actions):
        now = matches(session, scenario)
        if now and not was:
            if seen >= r.skip:
                return
            seen += 1
        was = now
        if session.outcome() is not None:
            break
        if not _bot_step(session, driver, r.steer):
            break
    if not matches(session, scenario):
        raise ValueError(f"scenario {scenario.title!r}: the stop condition was not reached in {r.max_actions} actions")


def build(ctx, name: str):
    """(scene, scenario) at scenario `name`."""
    from tabletop.ui.rise import flow

    scenario = load(name)
    session = Session(get_game("rise"), settings_of(scenario), scenario.game.seed)
    bots = set(scenario.game.bots)
    colours = flow.seat_colours(session.state)
    screen = scenario.show.screen
    if screen == "table":
        scene = flow.table_scene(ctx, session, bots, colours)
        scene.enter()  # listening from the start, so the log and the combat window see every event
        play_recipe(session, scenario)
        if callable(getattr(scene, "still", None)):
            scene.still()  # a still picture: no bot moves on while it is rendered
        return scene, scenario
    play_recipe(session, scenario)
    if screen == "rules":
        from tabletop.ui.rise.rules_summary import RulesSummaryScene

        return RulesSummaryScene(ctx), scenario
    if screen == "end":
        from tabletop.ui.rise.end_screen import RiseEndScene

        return RiseEndScene(ctx, session, bots, colours), scenario
    if screen == "setup":  # the table in its set-up phase, every part of the set-up shown
        scene = flow.table_scene(ctx, session, bots, colours)
        shown = scene.tools.push(flow.setup_shown(session, bots, colours))
        scene.still()
        shown.still()
        return scene, scenario
    raise ValueError(f"scenario {name!r}: unknown screen {screen!r}")


def apply_overlay(scene, overlay: str) -> None:
    """Put the table in the overlay's state: the table's own `show_overlay` when it has one; else
    for "reach" the cursor over the acting player's miniature (the table's hover shows the reach).
    The Library look and the combat window open by themselves at those stages."""
    if callable(getattr(scene, "show_overlay", None)):
        scene.show_overlay(overlay)
        return
    if (
        overlay == "reach"
        and callable(getattr(scene, "set_mouse", None))
        and callable(getattr(scene, "space_pos", None))
    ):
        state = scene.session.state
        seat = state.turn.seat
        scene.set_mouse(scene.space_pos(state.players[seat].space))


def shot(ctx, name: str):
    """(scene, frames to run before its picture is taken) at scenario `name`: what `screenshot` renders."""
    scene, scenario = build(ctx, name)
    overlay = scenario.show.overlay
    if overlay != "none":
        enter = scene.enter

        def enter_then_overlay() -> None:
            enter()
            apply_overlay(scene, overlay)

        scene.enter = enter_then_overlay  # the table lays itself out on entering; the overlay needs that
    return scene, max(3, scenario.show.frames)
