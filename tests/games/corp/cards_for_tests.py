"""A small NecronomiCORP box built in code for the engine's tests (the real cards are corp-content's):
the set-up arithmetic of the rulebook exactly (95 non-exit Room cards and 5 Exits; with the expansion
Loot removed and 10 cards left over), a Plot of every effect the turn plays, bosses in both stacks,
basic and special characters, curses."""

from __future__ import annotations

from tabletop.content.corp.records import Boss, Character, CorpCards, Curse, Effect, Plot, Room

# Core rooms: 15 Empty + 10 Loot + 8 level-1 monsters = 33 (29 drawn, 4 left), 20 L2, 19 L3, 14 L4, 9 L5.
CORE_MONSTERS = {1: 8, 2: 20, 3: 19, 4: 14, 5: 9}
# Expansion monsters (20): with Loot removed, level 1 = 15 + 8 + 6 = 29 exactly; 10 left after level 5.
EXP_MONSTERS = {1: 6, 2: 4, 3: 4, 4: 3, 5: 3}


def _rooms() -> dict[str, Room]:
    out: dict[str, Room] = {
        "empty": Room("empty", "Empty Office", "empty", count=15),
        "loot": Room("loot", "Supply Closet", "loot", count=10),
    }
    for n in range(1, 6):
        out[f"exit{n}"] = Room(f"exit{n}", f"Exit {n}", "exit", exit_level=n)
        out[f"m{n}"] = Room(
            f"m{n}",
            f"Monster {n}",
            "monster",
            count=CORE_MONSTERS[n],
            level=n,
            loot=1,
            menace=n,
            life=n + 1,
            type="zombie",
        )
        out[f"x{n}"] = Room(
            f"x{n}",
            f"Alien {n}",
            "monster",
            count=EXP_MONSTERS[n],
            level=n,
            loot=1,
            menace=n,
            life=n,
            type="alien",
            expansion=True,
            abilities=(Effect("contagion"),) if n == 1 else (),
        )
    return out


def _plot(pid: str, name: str, kind: str, **kw) -> Plot:
    return Plot(pid, name, kind, **kw)  # type: ignore[arg-type]


def _plots() -> dict[str, Plot]:
    plots = [
        _plot("pipe", "Lead Pipe", "weapon", count=6, dice=1, hands=1),
        _plot("stapler", "Nail Gun", "weapon", count=4, dice=1, hands=1, uses=3, range="ranged"),
        _plot("axe", "Fire Axe", "weapon", count=2, dice=2, hands=2),
        _plot(
            "crowbar", "Crowbar", "weapon", count=1, dice=2, hands=2, effects=(Effect("one_handed_drawback", amount=1),)
        ),
        _plot("kit", "First-Aid Kit", "item", count=4, first_aid=True, effects=(Effect("heal", amount=3),)),
        _plot("defib", "Defibrillator", "item", count=1, effects=(Effect("revive", life=4),)),
        _plot("coffee", "Coffee", "item", count=2, effects=(Effect("extra_dice", dice=1),)),
        _plot("exitmap", "Fire Escape Map", "item", count=1, effects=(Effect("auto_escape"),)),
        _plot("keyhole", "Keyhole", "item", count=1, effects=(Effect("peek_rooms", count=2),)),
        _plot("precaution", "Obsessive Precaution", "item", count=1, effects=(Effect("boss_peek"),)),
        _plot("battery", "Battery", "item", count=1, effects=(Effect("recharge", amount=2),)),
        _plot("vest", "Kevlar Vest", "item", count=1, effects=(Effect("armor", amount=1),)),
        _plot("vending", "Vending Machine", "event", count=2, effects=(Effect("vending", tokens=2, heal=2),)),
        _plot("boom", "Boom!", "event", count=1, solo=False, effects=(Effect("boom", amount=2),)),
        _plot("alive", "It's still alive!", "event", count=1, solo=False, effects=(Effect("still_alive"),)),
        _plot("throw", "Thrown Out", "event", count=1, effects=(Effect("to_hallway"),)),
        _plot("wander", "Wandering Monster", "event", count=1, effects=(Effect("wandering"),)),
        _plot("party", "Office Party", "event", count=1, effects=(Effect("heal_all", amount=1),)),
        _plot("bonanza", "Bonus Round", "event", count=1, effects=(Effect("draw_more", count=2),)),
        _plot("outage", "Power Outage", "event", count=1, effects=(Effect("drain"),)),
        _plot("thano", "Thanophobia", "trauma", count=1, solo=False, effects=(Effect("thanophobia"),)),
        _plot("pony", "Pony Bovarsim", "trauma", count=1, effects=(Effect("pony"),)),
        _plot("limp", "Limp", "trauma", count=1, effects=(Effect("frail", amount=2),)),
        _plot("xray", "Ray Gun", "weapon", count=2, dice=1, hands=1, uses=2, range="ranged", expansion=True),
    ]
    return {p.id: p for p in plots}


def _bosses() -> dict[str, Boss]:
    bosses = [
        Boss("whateley", "W. Whateley", "1-3", 3, 12, 3, "demon", abilities=(Effect("heal_per_skull"),)),
        Boss("clerk", "The Head Clerk", "1-3", 3, 10, 3, "ghost"),
        Boss("ceo", "The CEO", "4-6", 6, 20, 5, "demon"),
        Boss("abhoth", "Abhoth", "4-6", 6, 16, 4, "demon", abilities=(Effect("zombie_shield", count=3, life=2),)),
        Boss("mothership", "The Mothership", "4-6", 6, 18, 5, "alien", expansion=True),
        Boss("grey", "The Grey Manager", "1-3", 3, 11, 3, "alien", expansion=True),
    ]
    return {b.id: b for b in bosses}


def _characters() -> dict[str, Character]:
    out = {f"c{n}": Character(f"c{n}", f"Clerk {n}", 8 + n % 3) for n in range(1, 7)}
    out["medic"] = Character("medic", "Nurse", 9, special=True, expansion=True, skills=(Effect("medic", amount=1),))
    out["boxer"] = Character("boxer", "Boxer", 10, special=True, expansion=True, skills=(Effect("fist_dice", dice=1),))
    out["runner"] = Character(
        "runner", "Runner", 9, special=True, expansion=True, skills=(Effect("escape_bonus", amount=1),)
    )
    out["sniper"] = Character(
        "sniper", "Sniper", 8, special=True, expansion=True, skills=(Effect("ranged_bonus", amount=1),)
    )
    return out


def _curses() -> dict[str, Curse]:
    kinds = [("level_door_damage", {"amount": 1})] + [("level_bonus", {"amount": 1})] * 12
    return {
        f"curse{n}": Curse(f"curse{n}", f"Curse {n}", "a curse", effects=(Effect(kind, **kw),))
        for n, (kind, kw) in enumerate(kinds, 1)
    }


def make_cards() -> CorpCards:
    return CorpCards(_rooms(), _plots(), _bosses(), _characters(), _curses())
