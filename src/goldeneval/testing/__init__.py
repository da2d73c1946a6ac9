"""Loopback stand-ins for the chatbot and the judge (tests, benchmarks, demo)."""
