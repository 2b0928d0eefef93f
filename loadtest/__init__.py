"""A load test of live battles on this machine: `make loadtest` (see __main__.py)."""
