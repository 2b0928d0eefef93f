"""Counting a player's taps in a browser test: each click is one; a native select is two (open, then pick)."""

from __future__ import annotations

import re


class Taps:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self, locator) -> None:
        locator.click()
        self.count += 1

    def select(self, locator, value) -> None:
        locator.select_option(index=value) if isinstance(value, int) else locator.select_option(value)
        self.count += 2


def fire_barrages(pages, tap: Taps | None = None, timeout: int = 6_000) -> None:
    """A preparatory barrage drawn as an event card comes before the turn's first activation: its player rolls it
    from the turn card with the server's dice, rolls the drift that follows, and ends the "each unit in the blast"
    rolls (the test's units stand far from it). Nothing happens when no barrage is owed."""
    tap = tap or Taps()
    for page in pages:
        while page.get_by_test_id("roll-barrage").count():
            tap(page.get_by_test_id("roll-barrage"))
            tap(page.get_by_role("button", name="Roll the dice"))
            page.get_by_test_id("roll-card").first.wait_for(timeout=timeout)
            while page.locator("#turn [data-testid=chain]").count():
                first = page.locator("#turn [data-testid=chain] .chain-row").first
                each = first.locator(":scope > form button")  # "No more of these", beside a roll for each unit
                tap(each if each.count() else page.get_by_test_id("roll-next-button"))
                page.wait_for_load_state("load")


def make_card_choices(pages, tap: Taps | None = None) -> None:
    """The event cards the server's dice drew that ask their drawer to choose: each drawer's phone ticks the first
    units the card asks for (or types a sector) and confirms, as a player would. Nothing happens without one."""
    tap = tap or Taps()
    for page in pages:
        for _ in range(4):  # a seat draws two cards at most: a bound, not a loop a bug could spin in
            forms = page.locator("form.card-choice")
            if not forms.count():
                break
            form = forms.first
            boxes = form.locator("input[name=unit]")
            if boxes.count():
                least = int(re.search(r"\d+", form.locator("legend").inner_text()).group(0))
                for n in range(max(least, 1)):
                    tap(boxes.nth(n))
            if form.locator("input[name=sector]").count():
                form.locator("input[name=sector]").fill("middle")
            tap(form.get_by_role("button"))
            page.wait_for_load_state("load")
