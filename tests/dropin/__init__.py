"""Game packages the tests drop in beside the real ones (tabletop/games/), and how they are dropped in."""
