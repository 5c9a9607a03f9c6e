"""Learn to play: a tutorial for each game, from its rulebook's own progression, on the real table.

- spec.py: a tutorial as data (levels/<game>/tutorials/*.toml), read and checked (file and field named);
- script.py: where a tutorial stands, the gesture a step waits for, the script's actions (no pygame);
- coach.py: the game's real table with the tutorial's rules mixed in (gesture judged, script played,
  progress kept), and building one at the start or at a kept place;
- tables.py: each game's table class, where a step points on it, where the panel goes;
- panel.py: the step's words, Next and Leave over the table, the light on the target;
- progress.py: the player's progress and the first-time offers, in their data folder;
- learn.py: the "Learn to play" screen (every game's tutorials) and the first-game offer;
- record.py: writes a tutorial's steps from the person's gestures (the bots' answers, every die).
"""
