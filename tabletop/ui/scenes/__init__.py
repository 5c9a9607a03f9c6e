"""The app's screens, by name (the names are what the log and the screenshot tool use)."""
