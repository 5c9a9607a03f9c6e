"""Build a NecronomiCORP screen at a named scenario (levels/corp/scenarios/NAME.toml) for `tabletop screenshot`.

The recipe replays engine actions, then lets the default bot play every seat (each handed its own
seat's view, tabletop/ui/bot_driver.py) until the position asked for holds: a turn step, a fight of
some kind with so many fighters or a helper, a level reached, team points, infected characters,
curses, or the end. `show.screen` picks the set-up shown (before any action), the table, or the end.
"""

from __future__ import annotations

from tabletop.content.corp.scenarios import SCENARIOS, Scenario, wants  # registers the kind
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp.state import BOSS_ROOM, TOP


def names() -> list[str]:
    """The scenario names (file stems)."""
    return SCENARIOS.stems()


def load(name: str) -> Scenario:
    """Read and check one scenario; ValueError naming the known ones if it does not exist."""
    return SCENARIOS.load_named(name, noun="scenario")


def settings_of(scenario: Scenario) -> dict:
    """The engine's settings for the scenario's game."""
    g = scenario.game
    out: dict = {"players": g.players, "expansion": g.expansion, "special": g.special, "teams": g.teams}
    if g.target:
        out["target"] = g.target
    return out


def bot_seats(scenario: Scenario) -> set[int]:
    """The seats the table treats as the computer's (every seat but the first unless listed)."""
    if scenario.game.bots is not None:
        return set(scenario.game.bots)
    return set(range(1, scenario.game.players))


def _highest(st) -> int:
    if st.top_open:
        return TOP
    opened = [lv.number for lv in st.levels if lv.open]
    return max(opened) if opened else 0


def _fight_kind(st) -> str:
    f = st.fight
    if f is None:
        return ""
    if f.infected:
        return "pvp"
    return "boss" if f.area == BOSS_ROOM else "monster"


def _rooms_shown(st) -> int:
    return sum(1 for lv in st.levels for key in lv.rooms if key in st.areas and not st.areas[key].discarded)


def matches(session: Session, scenario: Scenario) -> bool:
    """Whether the session stands where the scenario's `until_*` conditions want it."""
    r = scenario.recipe
    st = session.state
    if r.until_over:
        return session.outcome() is not None
    if session.outcome() is not None:
        return False
    if r.until_step and st.turn.step != r.until_step:
        return False
    if r.until_seat >= 0 and list(session.game.to_act(st)) != [r.until_seat]:
        return False
    if r.until_hallway and st.players[st.turn.seat].room is not None:
        return False
    if r.until_fight:
        kind = _fight_kind(st)
        if not kind or (r.until_fight != "any" and kind != r.until_fight):
            return False
        f = st.fight
        if r.until_fight_step and f.step != r.until_fight_step:
            return False
        if len([s for s in f.fighters if st.players[s].alive]) < r.until_fighters:
            return False
    if r.until_level and _highest(st) < r.until_level:
        return False
    if r.until_rooms and _rooms_shown(st) < r.until_rooms:
        return False
    if r.until_points and max(st.points, default=0) < r.until_points:
        return False
    if r.until_infected and sum(1 for p in st.players if p.infected is not None and p.alive) < r.until_infected:
        return False
    if r.until_curses and sum(len(lv.curses) for lv in st.levels) < r.until_curses:
        return False
    return wants(r)


def play_recipe(session: Session, scenario: Scenario) -> None:
    """Replay the scenario's actions, then bot play on every seat until its stop condition."""
    from tabletop.ui.bot_driver import BotDriver

    game = session.game
    for raw in scenario.recipe.actions:
        session.submit(game.decode_action(raw))
    r = scenario.recipe
    driver = BotDriver(session, range(game.seat_count(session.state)), delay=0.0)

    def step() -> bool:
        seat = driver.bot_to_act()
        return seat is not None and driver.step(seat) is not None

    for _ in range(r.bot_actions):
        if not step():
            break
    if not wants(r):
        return
    seen, was = 0, False
    for _ in range(r.max_actions):
        now = matches(session, scenario)
        if now and not was:
            if seen >= r.skip:
                return
            seen += 1
        was = now
        if session.outcome() is not None or not step():
            break
    if not matches(session, scenario):
        raise ValueError(f"scenario {scenario.title!r}: the stop condition was not reached in {r.max_actions} actions")


def new_session(scenario: Scenario) -> Session:
    return Session(get_game("corp"), settings_of(scenario), scenario.game.seed)


def still(scene) -> None:
    """A still picture: the table's own `still` when it has one; else no bot moves on and no hand-over
    covers the table while it is rendered (the scenario's seats are the picture's)."""
    if callable(getattr(scene, "still", None)):
        scene.still()
        return
    if hasattr(scene, "driver"):
        scene.driver = None
    if callable(getattr(scene, "no_first_handover", None)):
        scene.no_first_handover()
    record = getattr(scene, "fight_record", None)
    if callable(getattr(record, "land_all", None)):
        record.land_all()  # the fight window's dice landed, as they lie once the roll is over
    if record is not None and getattr(record, "over", False) and callable(getattr(scene, "update", None)):
        for _ in range(4):  # a fight already over is not part of the picture: its window goes as it would
            scene.update(1.0)


def build(ctx, name: str):
    """(scene, scenario) at scenario `name`: the table at its set-up, the table, or the end screen."""
    from tabletop.ui.corp import flow

    scenario = load(name)
    session = new_session(scenario)
    bots = bot_seats(scenario)
    colours = flow.seat_colours(session.state.players_n)
    screen = scenario.show.screen
    if screen == "setup":  # the table in its set-up phase, every part of the set-up shown
        scene = flow.scene_for(ctx, session, bots, colours)
        top = scene.tools.top
        if callable(getattr(top, "still", None)):
            top.still()
        return scene, scenario
    if screen == "table":
        scene = flow.scene_for(ctx, session, bots, colours, show_setup=False)
        if callable(getattr(scene, "enter", None)):
            scene.enter()  # listening from the start, so the log, its reasons and the fight window see every event
        play_recipe(session, scenario)
        still(scene)
        return scene, scenario
    play_recipe(session, scenario)
    return flow.scene_for(ctx, session, bots, colours, show_setup=False), scenario


def shot(ctx, name: str):
    """(scene, frames to run before its picture is taken) at scenario `name`: what `screenshot` renders."""
    scene, scenario = build(ctx, name)
    return scene, max(3, scenario.show.frames)
