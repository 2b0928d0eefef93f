"""A row of option boxes gets fewer, wider boxes when a word of its labels would break inside one at 360 px
(measured in Chromium: a word of 5.35 em of the boxes' bold type fits three across, 7.3 em two across)."""

from types import SimpleNamespace

import pytest

from bof_site.templatetags.layout import options_layout


@pytest.mark.parametrize(
    ("labels", "layout"),
    [
        (["conscript", "regular", "elite"], "options-3"),
        (["skill", "defence", "command"], "options-long"),  # as many letters, but two m: it broke as "comman/d"
        (["panzerfaust 30", "panzerfaust 60", "panzerfaust 100"], "options-long"),
        (["bazooka", "panzerschreck"], "options-longest"),
        (["cm", "in"], "options-2"),
        (["soldier", "squad leader", "ranking officer", "bailed crew"], "options-4"),
        (["Fahrzeug\u00adbesatzung", "Infanterie", "eigene Besatzung"], "options-long"),  # breaks at its soft hyphen
        (["Fahrzeug", "Unterstützungswaffe"], "options-longest"),
        (["Maschinengewehr", "Maschinenkanone", "Gewehr", "Pistole"], "options-longest"),
        (["infantry", "vehicle"], "options-2"),
        (["Maschinen\u00adpistole", "Gewehr"], "options-2"),
        ([], "options-0"),
    ],
)
def test_a_row_of_options_is_laid_out_so_no_word_breaks(labels, layout):
    assert options_layout([SimpleNamespace(label=label) for label in labels]) == layout
