"""Rise of the Necromancers: the rules, headless (no pygame)."""
