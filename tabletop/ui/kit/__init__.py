"""The table kit: one of each thing every game's table needs, so a new table is its board and its
tools, not another copy of the furniture. Nothing here knows a game.

- `buttons`: `Button` (key, rect, label, what a press answers, tooltip, enabled/toggled/primary;
  style "brass" or "plaque"; labels fitted, never cut), `ButtonSet` (hit-tested top first, drawn
  with hover, tooltips), and `ClickGuard`: call `guard.watch(buttons, mouse, t)` whenever the
  buttons are rebuilt, `guard.moved()` on MOUSEMOTION and `guard.press(buttons, pos, t)` on a
  click, and a button that appears under the cursor ignores clicks for GRACE s and until the mouse
  moves; `guard.drawn(buttons)` in draw, and a click takes only a button that was on screen (the
  same in its place) before the click was made (the app's `FRAMES`: a click queued while a frame
  changed the buttons is swallowed). A press answers a result for `GameScreen.carry_out`.
- `panels`: a framed panel, text, wrap and tooltip helpers.
- `log_panel`: `LogPanel(highlight=(kinds...))` over `GameScreen.log_lines()`: wrapped lines in
  seat colours with bot marks. In update: `follow(len(lines))` then `measure(lines, rect, scale)`
  (the scroll range); on the wheel: `wheel(dy)`; in draw: `draw(surface, rect, scale, lines, colours)`.
- `notices`: `draw_banner` (the prompt line in the top bar, fitted), `draw_notice` (the game
  screen's toast), `draw_beat` ("Your turn" as a person's turn begins) and `draw_summary` (what the
  computer did while the person waited); the game screen draws the last two in its `draw_overlay`.
- `handover`: `HandoverScene`, the screen between two human seats (`GameScreen.handover_scene`).
- `keys`: `KeyTable` of `Binding(key, does, when, run)`: `table.dispatch(event, scene, ctx)` runs
  a key's binding (or answers PASS) and opens `KeysHelpScene` on F1 or ?, which lists the same rows.
- `end_screen`: `EndScreen(outcome, seats, colours, bots, words=EndWords(...), coop=..., account=hook)`
  titles the end from the `Outcome` (one winner, a shared win, a team, a co-operative win or loss)
  with its reason and each seat's team and points; a game's own account is the `account` hook.
  Draw it over the table (`draw_over` + `buttons` for Rematch and Main menu) or as a screen of its
  own (`EndScene`, subclassed for the rematch).

A table using the kit: tabletop/ui/necromolds/table/scene.py (buttons in toolbar.py, keys in keys.py,
its end in end_screen.py); Rise's end screen: tabletop/ui/rise/end_screen.py.
"""
