"""German says one thing one way, in words a table reads right (a German play-test): a spot roll is an
"Entdeckungswurf", as its results are "entdeckt" and "nicht entdeckt" (it was an "Aufklärungswurf", reconnaissance);
a failed check's own roll is the "Folge des Misserfolgs" on the card and in its line (one said "Misslingens"); and a
draw of cards taken back is no "Zug", which a player of platoons reads as his Zug."""

from __future__ import annotations

import json
import re
from pathlib import Path

from django.utils import translation
from django.utils.translation import gettext

from rules import localized
from tests.i18n_helpers import _catalogue


def test_the_spot_roll_and_its_results_say_one_word():
    with translation.override("de"):
        assert localized.procedure("spot-roll").title == "Entdeckungswurf"
        assert [localized.label(r) for r in ("spotted", "not-spotted")] == ["entdeckt", "nicht entdeckt"]
    said = [s for e in _catalogue() if not e["obsolete"] for s in e["msgstr"].values()]
    assert not [s for s in said if "Aufklärungswurf" in s]


def test_a_failure_effect_and_a_draw_taken_back_read_one_way():
    with translation.override("de"):
        assert gettext("failure effect") == "Folge des Misserfolgs"
        assert gettext("Failure effect %(rolled)s: %(result)s.").startswith("Folge des Misserfolgs ")
        assert "Zug" not in gettext("Take back my draw")


def test_the_sample_packs_german_names_write_a_decimal_comma():
    """ "3.7 cm Pak 36" stood in German lists with the English point (a play-test); German writes "3,7-cm-Pak 36"."""
    pack = json.loads((Path(__file__).parents[2] / "armies" / "data" / "sample-arsenal.json").read_text())
    pointed = [u["name"] for u in pack["units"] if re.search(r"\d\.\d", u.get("name_de") or u["name"])]
    assert pointed == ["Opel Blitz 3.6-36S (truck)"]  # a model's type number, as Opel wrote it


def test_the_log_fingerprint_is_said_without_jargon_in_both_languages():
    """The chain's head is a "log fingerprint" on the pages: a play-test read the German "Kettenkopf" as jargon."""
    with translation.override("de"):
        assert gettext("Log fingerprint") == "Fingerabdruck des Protokolls"
    said = [s for e in _catalogue() if not e["obsolete"] for s in e["msgstr"].values()]
    assert not [s for s in said if "Kettenkopf" in s]
    shown = [
        p for p in Path("templates").rglob("*.html") if re.search(r"translate \"[^\"]*[Cc]hain head", p.read_text())
    ]
    assert not shown


def test_why_a_unit_cannot_act_reads_as_a_heading_and_on_its_row():
    """The folded units' heading lists the reasons ("Jetzt nicht aktivierbar: schon aktiviert (8 Einheiten), in
    Feuerbereitschaft, ..."): a play-test read "Können gerade nicht handeln: sie ist in Feuerbereitschaft"."""
    reasons = [
        "it is on overwatch and fires in the enemy's turn",
        "it gives covering fire this turn",
        "it waits to intercept enemy planes",
        "it pulled back from a fire and lost this turn's actions",
    ]
    with translation.override("de"):
        said = [gettext(r) for r in reasons]
        heading = gettext("Cannot act now: %(reasons)s") % {"reasons": said[0]}
    assert heading == "Jetzt nicht aktivierbar: in Feuerbereitschaft, feuert im Zug des Gegners"
    assert not [s for s in said if s.startswith(("sie ", "Sie "))] and said != reasons
