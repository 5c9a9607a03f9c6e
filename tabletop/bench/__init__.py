"""Benchmarks: each module here has `run() -> dict` of named figures (milliseconds, rates)."""
