"""NecronomiCORP's screens (issue 24): new game, the table, the set-up shown, scenarios."""
