"""NecronomiCORP (corp): a co-operative crawl up a building of face-down rooms, 1-6 players."""
