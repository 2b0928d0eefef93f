"""Counting a player's taps in a browser test: each click is one; a native select is two (open, then pick)."""

from __future__ import annotations


class Taps:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self, locator) -> None:
        locator.click()
        self.count += 1

    def select(self, locator, value) -> None:
        locator.select_option(index=value) if isinstance(value, int) else locator.select_option(value)
        self.count += 2
