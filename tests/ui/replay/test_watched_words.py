"""What a watched table says (issue 27's last gaps): nothing can be chosen in the viewer, so no text on a
watched table invites a click or a drag (the tooltips of NecronomiCORP's building say what a thing is,
not "Click to choose: ..."; a Rise game's end says no "click to continue"), and the choices panels of
Rise and NecronomiCORP show what the seat to act chose at that point (its next action's events, as the
watched seat saw them), or at the end how the game ended."""

from __future__ import annotations

import re
import sys

import pygame
import pytest

from tabletop.core.protocol import events_for
from tabletop.ui import look
from tabletop.ui.replay.timeline import ALL
from tests.ui import text_audit as TA
from tests.ui.replay.test_viewer import show

# A gesture offered to the player: nothing on a watched table can be played, so none may be shown. The
# one click a watched table answers opens the rules ("Click (or press F2): more in the rules"), and the
# bar's own keys line names it ("click: rules").
INVITES = re.compile(r"\bclick\b|\bdrag\b|click to choose|your choices|what you may do|your move", re.I)
ALLOWED = ("more in the rules", "click: rules")


def forget_drawn_words() -> None:
    """Every cache of the UI emptied (fonts, the wood, and the text images a window keeps, such as
    NecronomiCORP's fight window's): what was made before recording would not remember its words, and
    the fight window's prompt went unread by this audit."""
    look.clear_font_cache()
    for name, module in list(sys.modules.items()):
        if name.startswith("tabletop.ui") and module is not None:
            for thing in list(vars(module).values()):
                if callable(getattr(thing, "cache_clear", None)) and getattr(thing, "__module__", "") == name:
                    thing.cache_clear()


def drawn_lines(viewer) -> list[TA.Line]:
    """Every line of text visible on the viewer's frame."""
    with TA.recording():
        forget_drawn_words()
        try:
            viewer._shown = ()  # the table built afresh: what it painted and kept (its backdrop) records too
            viewer._sync_table()
            viewer.table.update(0.0)
            canvas = TA.TextSurface(viewer.ctx.size)
            viewer.draw(canvas)
        finally:
            forget_drawn_words()
    return canvas.lines


def invitations(lines) -> list[str]:
    return [ln.text for ln in lines if INVITES.search(ln.text) and not any(a in ln.text.lower() for a in ALLOWED)]


def positions(timeline) -> list[int]:
    """A spread of positions, every fight's start and the end."""
    fights = [m.position for m in timeline.marks_of("fight")][:6]
    rounds = [m.position for m in timeline.marks_of("round")][:3]  # Necromolds: the first is after the set-up
    before = [max(0, k - 1) for k in rounds]  # the set-up's last steps (deploying) and a round's end
    return sorted({*range(0, timeline.end + 1, max(1, timeline.end // 16)), *fights, *rounds, *before, timeline.end})


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_no_text_on_a_watched_table_invites_a_click_or_a_drag(app, saves, game):
    """At every position, from every seat's view and from all: the top line, the panels and the windows
    offer no gesture (the live table at the same position does: the test can fail). Necromolds' too,
    its set-up steps included ("Drag a piece from the tray onto the map" while watching)."""
    viewer = show(app, saves[game])
    found: dict[str, tuple] = {}
    for seat in [ALL, *viewer.seats()[:-1]]:
        viewer.choose_seat(seat)
        for k in positions(viewer.timeline):
            viewer.go(k)
            app.step()
            for words in invitations(drawn_lines(viewer)):
                found.setdefault(words, (k, seat))
    assert not found, found


def test_the_live_table_does_invite_the_player(app, saves):
    """The check above is not vacuous: the same Rise game's end on a table played here says to click."""
    from tabletop.ui.rise.table import table_draw as D

    viewer = show(app, saves["rise"])
    viewer.go(viewer.timeline.end)
    app.step()
    live = type(viewer.table).__mro__[2]  # the table's own class, not watched
    assert "Watched" not in live.__name__
    view = viewer.table.tool_view()
    assert "click" not in D.top_line(view)[0] and "click" not in D.choices_head(view)
    import dataclasses

    played = dataclasses.replace(view, watch=None)
    assert "click to continue" in D.top_line(played)[0] and "click" in D.choices_head(played)


def test_a_watched_corp_rooms_tooltip_says_what_it_is_not_what_a_click_chooses(app, saves, monkeypatch):
    """Hovering a room or a character the live table would offer as a click (leave the room, open a door,
    fight): the tooltip names the thing (the card's words), never the choice."""
    from tabletop.ui.corp.table import offer as OF
    from tabletop.ui.corp.table import scene as corp_scene

    shown: list[list[str]] = []
    real = corp_scene.tooltip

    def spy(surface, lines, *args, **kwargs):
        shown.append(list(lines))
        return real(surface, lines, *args, **kwargs)

    monkeypatch.setattr(corp_scene, "tooltip", spy)
    viewer = show(app, saves["corp"])
    timeline, hovered = viewer.timeline, 0
    for k in positions(timeline)[:-1]:
        viewer.go(k)
        app.step()
        table = viewer.table
        assert table.targets() == []  # nothing offered to click
        view = table.tool_view()
        actor = timeline.acting_seats(k)[0]
        legal = table.session.game.legal_actions(table.session.state, actor)
        live = OF.offer(view.state, table.session.game.cards, actor, legal, True)  # what a player was offered
        for target, choices in live.clicks.items():
            pos = view.pixel_of(target)
            if pos is None or not viewer.lay.table.collidepoint(pos):
                continue
            viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
            table.rest = 1.0
            shown.clear()
            table.draw(pygame.display.get_surface())
            labels = {c.label for c in choices}
            for lines in shown:
                assert not labels & set(lines) and "Click to choose:" not in lines, (k, target, lines)
            hovered += bool(shown)
    assert hovered >= 5  # rooms and characters were hovered and their tooltips drawn


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_the_choices_panel_shows_what_the_seat_chose_there(app, saves, game):
    """Rise's and NecronomiCORP's choices panels, empty frames while watching before, now say what the
    seat to act chose at that point: its name and the next action's events as the watched seat saw them
    (a card kept in secret stays secret from the others); at the end, how the game ended."""
    viewer = show(app, saves[game])
    timeline = viewer.timeline
    checked = 0
    for seat in [ALL, 0]:
        viewer.choose_seat(seat)
        for k in positions(timeline)[:-1]:
            viewer.go(k)
            app.step()
            table = viewer.table
            if table.seat_held():  # the set-up show at position 0 covers the table
                continue
            batch = timeline.batches[k + 1]
            seen = [e.text for e in (batch if seat == ALL else events_for(batch, seat)) if e.text]
            hidden = (
                {e.text for e in batch if e.text} - {e.text for e in events_for(batch, seat)} if seat != ALL else set()
            )
            panel = pygame.Rect(table.layout.choices)
            lines = [ln for ln in drawn_lines(viewer) if panel.contains(ln.box)]
            text = " ".join(ln.text for ln in lines)
            actor = timeline.action_seat(k + 1)
            assert f"Player {actor + 1}" in lines[0].text and "chose" in lines[0].text, (k, lines[0].text)
            if seen:  # the first event's words open the panel's body (wrapped)
                assert text.replace(" ", "").find(seen[0][:30].replace(" ", "")) >= 0, (k, seen[0], text)
            for secret in hidden:
                assert secret not in text, (k, seat, secret)
            checked += 1
    assert checked >= 20
    viewer.go(timeline.end)
    app.step()
    panel = pygame.Rect(viewer.table.layout.choices)
    text = " ".join(ln.text for ln in drawn_lines(viewer) if panel.contains(ln.box))
    reason = timeline.outcome_at(timeline.end).reason
    assert "The game is over" in text and reason.split()[0] in text


def test_a_watched_rise_fight_tells_the_question_asked_and_the_answer_not_asks_the_watcher(app, saves):
    """Issue 27: the Rise combat panel, watched, said the engine's question to the watcher ("Explode how
    many Zombies (up to 1)?", "Cast Weaken?"), who can choose nothing. It now says what the seat was
    asked and what it answered: "Player 2 (Orange) was asked: Explode how many Zombies (up to 1)? It
    answered 0: The attacker wins." (the action's choice, then its first words as the watched seat saw them).
    A choice that is a raw id is not said (watching: "It answered minion:zombie:0: Player 1's Zombie takes
    a wound", play-test r19): "It answered: Player 1's Zombie takes a wound"."""
    viewer = show(app, saves["rise"])
    timeline, asked, raw = viewer.timeline, 0, 0
    for seat in [ALL, 0, 1]:
        viewer.choose_seat(seat)
        for k in range(timeline.end):
            if timeline.state_at(k).turn.stage != "combat":
                continue
            viewer.go(k)
            app.step()
            table = viewer.table
            rec = table.combat
            if rec is None or not rec.prompt or rec.over:
                continue
            rec.land_all()  # the question shows once the dice are down
            dock = pygame.Rect(table.layout.dock)
            text = " ".join(ln.text for ln in drawn_lines(viewer) if dock.contains(ln.box))
            flat = text.replace(" ", "")
            actor = timeline.action_seat(k + 1)
            note = table.watch_note
            assert f"Player{actor + 1}" in flat and "wasasked:" in flat, (k, seat, text)
            assert flat.find("wasasked:" + rec.prompt.replace(" ", "")[:20]) >= 0, (k, seat, text)
            choice = timeline.actions[k].choice
            if (choice.isdigit() and "how many" in rec.prompt.lower()) or choice in ("yes", "no"):
                assert "Itanswered" + choice in flat, (k, seat, text)
            else:  # a raw id ("minion:zombie:0") or an option's index says nothing to a watcher
                assert "Itanswered:" in flat and choice not in flat, (k, seat, text)
                raw += ":" in choice
            if note.lines:  # the answer follows the question
                assert flat.find(note.lines[0].replace(" ", "")[:20]) > flat.find("wasasked:"), (k, seat, text)
            asked += 1
    assert asked >= 3 and raw >= 1


def test_a_watched_corp_fight_window_waits_for_nobody(app, saves):
    """Issue 27: NecronomiCORP's fight window, watched, said "Waiting for Player 1…" (unread by the audit
    above while its text images stayed cached: `forget_drawn_words`); in a replay nobody is waited for: it
    names the seat that answered there and the key that shows its answer."""
    viewer = show(app, saves["corp"])
    timeline, told = viewer.timeline, 0
    fights = [m.position for m in timeline.marks_of("fight")][:8]
    for seat in [ALL, 0]:
        viewer.choose_seat(seat)
        for k in sorted({p + d for p in fights for d in (0, 1, 2) if p + d < timeline.end}):
            viewer.go(k)
            app.step()
            texts = [ln.text for ln in drawn_lines(viewer)]
            assert not [t for t in texts if "Waiting for" in t], (k, seat)
            actor = timeline.action_seat(k + 1)
            told += any(f"Player {actor + 1} answered here" in t for t in texts)
    assert told >= 6


def test_a_step_with_no_words_is_not_called_unseen():
    """Play-test: the note said "(nothing the watched seat could see)" with every seat shown, for a
    public action with no log line (ending the raise phase). Hidden and wordless are told apart."""
    from tabletop.core.protocol import Event
    from tabletop.ui.replay.note import note_for

    wordless = note_for(0, [Event("phase")], 0, False, "")
    assert wordless.body() == ("(no line in the log: a step of the turn)",)
    hidden = note_for(0, [Event("draw", {}, "Player 2 draws Maggot Crown", to=(1,))], 0, False, "")
    assert hidden.body() == ("(nothing the watched seat could see)",)
    seen = note_for(0, [Event("draw", {}, "Player 1 draws a card")], 0, False, "")
    assert seen.body() == ("Player 1 draws a card",)


def test_a_public_step_with_no_words_is_told_by_its_own_words():
    """The note of a step no event words (nobody was told anything) says what the seat did, where the
    game words it (`said`), and still says a hidden step is hidden."""
    from tabletop.core.protocol import Event
    from tabletop.ui.replay.note import note_for

    done = "Player 2 raises no Minion this turn"
    assert note_for(1, [], 1, False, "", said=done).body() == (done,)
    assert note_for(1, [], None, True, "", said=done).body() == (done,)
    secret = [Event("draw", {}, "Player 2 draws Maggot Crown", to=(1,))]
    assert note_for(1, secret, 0, False, "", said=done).body() == ("(nothing the watched seat could see)",)


def test_a_watched_rise_end_of_raising_says_so_in_every_view(app, saves):
    """Play-test (r17 learn item 12): at a Rise player's end of raising (an action with no log line), the
    choices panel said "(nothing the watched seat could see)", even with every seat shown. It now says
    what the player did, in every seat's view."""
    from tabletop.games.rise import actions as RA

    viewer = show(app, saves["rise"])
    timeline = viewer.timeline
    ends = [k for k in range(timeline.end) if isinstance(timeline.actions[k], RA.EndRaise)]
    ends = [k for k in ends if not timeline.batches[k + 1]][:3]
    assert ends
    for seat in [ALL, *timeline.seats()]:
        viewer.choose_seat(seat)
        for k in ends:
            viewer.go(k)
            app.step()
            panel = pygame.Rect(viewer.table.layout.choices)
            text = " ".join(ln.text for ln in drawn_lines(viewer) if panel.contains(ln.box))
            who = f"Player {timeline.actions[k].seat + 1}"
            assert "could see" not in text and "no line in the log" not in text, (k, seat, text)
            raised = timeline.state_at(k).turn.raised
            said = f"{who} is done raising Minions" if raised else f"{who} raises no Minion this turn"
            assert said in text, (k, seat, text)


def test_a_watched_set_up_step_offers_no_control(app, saves):
    """Watching (r19): the Necromolds army step, watched, drew its Mold, Clear and − buttons lit as at a
    seat that plays (the step laid them out as the table was made, before it was watched), and nothing
    answers a click in the viewer. Every set-up position's step draws them dimmed (NM-SETUP-13)."""
    viewer = show(app, saves["necromolds"])
    timeline, seen = viewer.timeline, 0
    for seat in [ALL, 0, 1]:
        viewer.choose_seat(seat)
        for k in range(timeline.end):
            if timeline.state_at(k).phase not in ("terrain", "army", "deploy"):
                break
            viewer.go(k)
            app.step()
            step = getattr(viewer.table, "step", None)
            if step is None or not getattr(step, "spots", None):
                continue
            lit = [h.label for h in step.spots if h.enabled]
            assert not lit, (k, seat, type(step).__name__, lit)
            seen += 1
    assert seen >= 10


def test_a_watched_army_is_named_by_its_seat_not_your_army(app, saves):
    """Watching (r19): the Necromolds army step, watched, titled the army being molded "Your army" as if
    the watcher molded it; it says whose army it is, as the deploy step does ("Player 1's army"), and
    offers no − or Clear (the computer's army at a live table the same: NM-SETUP-13)."""
    viewer = show(app, saves["necromolds"])
    timeline = viewer.timeline
    k = next(p for p in range(timeline.end) if timeline.state_at(p).phase == "army" and p > 0)
    viewer.go(k + 1)
    app.step()
    step = viewer.table.step
    lines = drawn_lines(viewer)
    words = [ln.text for ln in lines]
    title = [ln for ln in lines if ln.text.startswith(f"Player {step.seat + 1}'s army · ")]
    assert title, words
    assert not [w for w in words if w.startswith("Your army")], words
    # no − or Clear for an army nobody molds here: they were never pressable, and the longer title ran under Clear
    assert not [h.label for h in step.spots if h.label in ("Clear", "−")], [h.label for h in step.spots]
    assert not [h.label for h in step.spots if h.rect.colliderect(title[0].box)]
