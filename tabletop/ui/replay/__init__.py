"""The replay viewer: a saved or simulated game's table at any position, with a timeline (issue 27).

timeline.py (no pygame): the save replayed once into positions, events, round and fight marks and
checkpoints; watched_table.py: each game's real table drawn read-only at a position; bar.py: the
timeline strip and controls; scene.py: the viewer scene (`open_viewer(ctx, path)`).
"""
