"""The Necromolds set-up as phases of the game screen: the terrain roll-off and placement, the army
builder and deployment, each a step tool (`terrain.py`, `army.py`, `deploy.py`) on `NecromoldsScreen`
(`screen.py`), inside the set-up frame (`frame.py`)."""
