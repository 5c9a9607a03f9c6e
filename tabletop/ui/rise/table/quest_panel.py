"""A Dungeon quest's test shown in the combat panel, as a fight is (play-test r19: a quest with no
choice, drawn and rolled within the move that entered the Dungeon, was told only in the log: the
Necromancer died on the Pit Trap and the next player was already moving before the person at the
screen had seen the card or the die).

`quest_record` builds the panel's record from the action's typed events: the card (its name and
printed text, shown while the die tumbles), the Necromancer's test die (the power it needed, hit or
miss), what came of it (the treasure, a death) and the result. The panel's own pace does the rest:
the die tumbles and lands, and the result stays up a moment before the computer plays on or the
table passes to the next person.
"""

from __future__ import annotations

from tabletop.games.rise import events as E
from tabletop.games.rise.content import cards
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.choices import card_name, space_name

# what a quest brings, told under its die (the engine's typed records)
OUTCOME = (E.QuestPaid, E.GolemWounded, E.ApprenticeDied, E.NecromancerDied, E.DungeonWon, E.DungeonLost, E.Gained)
RESULT = (E.DungeonWon, E.DungeonLost, E.NecromancerDied)


def _card_words(card_id: str) -> str:
    """The card's printed text ('' for a card the content does not know)."""
    try:
        return str(getattr(cards().card(card_id), "text", "") or "")
    except KeyError:
        return ""


def quest_record(side: str, events: list, before=None) -> W.CombatRecord | None:
    """The combat panel's record of the quest test these events roll (None when they roll none):
    `before` is the state before the action (the card in hand for a Quest-Choice answered now, and
    the space the Necromancer stood on)."""
    test = next((ev for ev in events if isinstance(ev.record, E.QuestTest)), None)
    if test is None:
        return None
    r = test.record
    card = next((ev.record.card for ev in events if isinstance(ev.record, E.DungeonEntered)), None)
    turn = getattr(before, "turn", None)
    card = card or getattr(turn, "card", None) or ""
    space = next((ev.record.to for ev in events if isinstance(ev.record, E.Moved) and ev.record.seat == r.seat), "")
    if not space and before is not None and 0 <= r.seat < len(getattr(before, "players", ())):
        space = before.players[r.seat].space
    name = card_name(card) if card else "a quest"
    where = f"Quest at {space_name(side, space)}" if space else "A Dungeon quest"
    rec = W.CombatRecord(f"{where} — {name}", space=space or "")
    rec.att_seat = r.seat
    rec.quest = True  # its Close says "Close the quest" (play-test r27: it said "Close the combat")
    rec.begun = E.FightBegins("dungeon", ["Necromancer"], [name])  # the card heads the other side
    rec.extra["attacker"] = [("test", "Necromancer")]
    power = max(0, min(6, int(r.power)))
    rec.dice.append(W.RolledDie("attacker", "test", power, int(r.roll), bool(r.passed), index=0))
    words = _card_words(card)
    rec.lines = [f"{name}: {words}" if words else f"{name} (quest)"]
    rec.lines_shown = 1  # the card is read while its die tumbles; what came of it once the die is down
    after = events[events.index(test) :]
    rec.lines += [ev.text for ev in after if isinstance(ev.record, (E.QuestTest, *OUTCOME)) and ev.text]
    if any(isinstance(ev.record, E.NecromancerDied) and ev.record.seat == r.seat for ev in after):
        rec.removed[("attacker", "test")] = 1  # struck through once the die is down
    rec.add_rolls([int(r.roll)])
    rec.result = next((ev.text for ev in reversed(after) if isinstance(ev.record, RESULT) and ev.text), "")
    rec.over = True
    return rec
