"""A spot roll is an "Entdeckungswurf" in German, as its results are "entdeckt" and "nicht entdeckt": it was an
"Aufklärungswurf" (reconnaissance), which a play-tester read as something else than spotting the target."""

from __future__ import annotations

from django.utils import translation

from rules import localized
from tests.i18n_helpers import _catalogue


def test_the_spot_roll_and_its_results_say_one_word():
    with translation.override("de"):
        assert localized.procedure("spot-roll").title == "Entdeckungswurf"
        assert [localized.label(r) for r in ("spotted", "not-spotted")] == ["entdeckt", "nicht entdeckt"]
    said = [s for e in _catalogue() if not e["obsolete"] for s in e["msgstr"].values()]
    assert not [s for s in said if "Aufklärungswurf" in s]
