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


def submit(page, tap: Taps, locator) -> None:
    """Tap a button that sends its form, and wait for the page it leads to (a loaded machine is slow to answer)."""
    with page.expect_navigation():
        tap(locator)
    page.wait_for_load_state("load")


def fire_barrages(pages, tap: Taps | None = None) -> None:
    """A preparatory barrage drawn as an event card comes before the turn's first activation: its player rolls it
    from the turn card with the server's dice, rolls the drift that follows, and ends the "each unit in the blast"
    rolls (the test's units stand far from it). Nothing happens when no barrage is owed. What comes next is read
    from the battle, not from a page a live update may be redrawing."""
    from battles.models import Battle  # the browser tests' database; imported where it is used

    tap = tap or Taps()
    for page in pages:
        for _ in range(3):  # a barrage a seat at most, and a bound rather than a loop a bug could spin in
            if not page.get_by_test_id("roll-barrage").count():
                break
            code = page.url.split("/battles/")[1].split("/")[0]
            tap(page.get_by_test_id("roll-barrage"))
            page.wait_for_load_state("load")
            submit(page, tap, page.get_by_role("button", name="Roll the dice"))
            for _step in range(12):
                chain = Battle.objects.get(code=code).state.get("chain") or []
                if not chain:
                    break
                step = chain[0]
                if step.get("each") and not step.get("unit"):  # "No more of these", beside a roll for each unit
                    button = page.locator(
                        f'form[action$="/chain/skip/"]:has(input[name=step][value="{step["id"]}"]):not(details form)'
                        " button:visible"  # the turn card's, not a roll page's behind "That was every unit"
                    )
                    if not button.count():  # not on this page (a drift's own card): skipped below, as at the table
                        break
                else:
                    button = page.get_by_test_id("roll-next-button")
                submit(page, tap, button.first)
            _skip_what_is_left(page, code)


def _skip_what_is_left(page, code: str) -> None:
    """When the barrage's random dice hit a unit after all, its rolls can ask what the page's taps above do not answer
    (a soldier taking the bullet for his officer, a morale check that opens its form): what the barrage left is
    skipped, as its player would at the table, and the phone goes back to the battle's page."""
    import uuid

    from battles.models import Battle
    from battles.services import followups

    battle = Battle.objects.get(code=code)
    left = battle.state.get("chain") or []
    for step in left:
        followups.skip_step(code=code, seat_id=battle.state.get("active"), step_id=step["id"],
                            reason="far from the test's units", key=uuid.uuid4())  # fmt: skip
    if left:  # the battle's page, not the page a roll's answer left open (a morale check's own form, say)
        page.goto(f"{page.url.split('/battles/')[0]}/battles/{code}/")


def make_card_choices(pages, tap: Taps | None = None) -> None:
    """The event cards the server's dice drew that ask their drawer to choose: each drawer's phone ticks the first
    units the card asks for (or takes the first sector the form suggests) and confirms, as a player would. Nothing
    happens without one."""
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
            sector = form.locator("input[name=sector]")
            if sector.count():
                offered = form.locator("datalist option")
                sector.fill(offered.first.get_attribute("value") if offered.count() else "middle")
            submit(page, tap, form.get_by_role("button"))
