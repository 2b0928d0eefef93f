"""Hypothesis settings profiles, chosen by the HYPOTHESIS_PROFILE environment variable (loaded by tests/conftest.py).

`quick`, the default (what `make test` runs): every property test draws a quarter of its nightly examples, never
none. `nightly`: the full counts (`HYPOTHESIS_PROFILE=nightly make test`). Both inherit what Hypothesis loaded
before them (its `ci` profile on a CI machine).

A test that sets its own count writes `@settings(max_examples=examples(N))`, N being its nightly count."""

from __future__ import annotations

import os

from hypothesis import settings

PROFILE = os.environ.get("HYPOTHESIS_PROFILE") or "quick"
NIGHTLY = PROFILE == "nightly"
SHARE = 4  # the default profile draws 1/SHARE of the nightly examples

settings.register_profile("nightly", max_examples=100)  # Hypothesis's own default
settings.register_profile("quick", max_examples=100 // SHARE)
settings.load_profile(PROFILE)  # an unknown name fails here, loudly


def examples(nightly: int) -> int:
    """How many examples a property test draws: `nightly` under the nightly profile, a quarter of it (at least one)
    otherwise."""
    return nightly if NIGHTLY else max(1, nightly // SHARE)
