"""Tables as data. Every table names the rulebook heading it comes from (checked against the source)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rules.engine.dice import sum_counts


@dataclass(frozen=True)
class SumTable:
    """A table read by the total of some D6: each total maps to a result (lowercase-hyphenated)."""

    id: str
    title: str
    section: str  # the heading in burst-of-fire-core-rules.txt
    count: int  # how many D6 are summed
    results: tuple[tuple[int, str], ...]  # (total, result)
    ruling: str = ""  # e.g. "R14" where a ruling assigns or changes a row

    def lookup(self, total: int) -> str:
        for roll, result in self.results:
            if roll == total:
                return result
        raise KeyError(f"{self.title}: no result for {total}")

    def odds(self) -> tuple[tuple[str, Fraction], ...]:
        """Each distinct result with its exact probability, in order of first appearance."""
        space = 6**self.count
        ways: dict[str, int] = {}
        for total, n in sum_counts(self.count):
            result = self.lookup(total)
            ways[result] = ways.get(result, 0) + n
        return tuple((result, Fraction(n, space)) for result, n in ways.items())


def rows(**results: tuple[int, ...]) -> tuple[tuple[int, str], ...]:
    """Build table rows from result=totals keywords: rows(killed=(2, 5), ...). Underscores become hyphens."""
    return tuple(sorted((total, name.replace("_", "-")) for name, totals in results.items() for total in totals))


@dataclass(frozen=True)
class BandTable:
    """A table read by a distance band (R7: 'A to B' includes B, excludes A): band upper edges -> value."""

    id: str
    title: str
    section: str
    bands_cm: tuple[tuple[float | None, object], ...]  # (inclusive upper edge in cm, or None for beyond)
    bands_in: tuple[tuple[float | None, object], ...]

    def lookup(self, distance: float, units: str) -> object:
        bands = self.bands_cm if units == "cm" else self.bands_in
        for upper, value in bands:
            if upper is None or distance <= upper:
                return value
        raise KeyError(f"{self.title}: {distance} {units} is beyond the table")
