"""Every kind of legal action the mouse can submit at a set position has a key path (issue 26).

At a position (a scenario's scene), each target the keyboard's focus offers is pressed by keys alone
on a fresh copy of the table (the session replayed from its actions), following up what it picks up
(a die's slot, a monster carried by the arrows, a face menu's first face) up to a few steps; the kinds
of action that reached the engine are gathered. A table's test compares them with the kinds the engine
calls legal for the seat at the screen."""

from __future__ import annotations

import pygame

from tabletop.core.session import Session

FOLLOW_UPS = 3  # keys pressed after a pick-up before giving up on a target


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def fresh(ctx, scene, settle):
    """The same table on a session replayed from the position's actions (the computer held)."""
    old = scene.session
    session = Session(old.game, old.settings, old.seed)
    for a in old.actions:
        session.submit(a)
    copy = type(scene)(ctx, session, set(scene.bot_seats), list(scene.colours))
    copy.enter()
    copy.no_first_handover()
    copy.driver = None
    settle(copy)
    return copy


def legal_kinds(scene) -> set[str]:
    """The kinds of action the engine allows the seat at the screen now."""
    seat = scene.seat_at_screen
    st = scene.session.state
    if seat is None or seat in scene.bot_seats or seat not in scene.session.game.to_act(st):
        return set()
    return {type(a).__name__ for a in scene.session.game.legal_actions(st, seat)}


def kinds_by_keys(ctx, scene, targets, settle, carry=lambda scene: (), table=None) -> tuple[set[str], int]:
    """(the kinds of action pressing each offered target by keys submitted, how many targets there were).
    `carry(scene)` answers the keys to press before letting go of a thing in hand the arrows carry;
    `table` (the table's KeyTable): each of its own keys is pressed too (E ends a turn, say)."""
    seat = scene.seat_at_screen
    # the copies pressed hold nothing in hand (a scenario's drag is not replayed): their own targets count too
    count = max(len(targets(scene)), len(targets(fresh(ctx, scene, settle))))
    out: set[str] = set()
    for b in table.bindings if table is not None else ():
        if b.run is None or b.key is None:
            continue
        copy = fresh(ctx, scene, settle)
        n = len(copy.session.actions)
        mod = pygame.KMOD_CTRL if b.ctrl else 0
        if not (b.ctrl and b.key == pygame.K_s):  # (saving writes a file: no action)
            key(copy, b.key, mod)
        out |= {type(a).__name__ for a in copy.session.actions[n:] if a.seat == seat}
    for i in range(count):
        copy = fresh(ctx, scene, settle)
        n = len(copy.session.actions)
        for _ in range(i + 1):
            key(copy, pygame.K_TAB)  # the first Tab turns the focus on at the first target
        key(copy, pygame.K_RETURN)
        settle(copy)
        for _ in range(FOLLOW_UPS):
            if len(copy.session.actions) > n or not copy.tools.in_hand() or not copy.focus.targets:
                break
            key(copy, pygame.K_1)  # the first of what is offered now (a slot, a face, a target, "let go here")
            for k in carry(copy):
                key(copy, k)
            key(copy, pygame.K_RETURN)
            settle(copy)
        out |= {type(a).__name__ for a in copy.session.actions[n:] if a.seat == seat}
    return out, count
