"""Tests of the pure core: golden set, lint, scoring, gate, summaries, report, config, sharding."""
