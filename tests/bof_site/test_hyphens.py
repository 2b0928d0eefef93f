"""Soft hyphens in long words (bof_site/hyphens.py): where a long German name may break inside a narrow button. Each
row is a name from the sample pack (or a word of one) and the breaks a reader should see; pyphen's own patterns give
"Scha-rf-schüt-zen-trupp" and "Schüt-zen-pan-ze-r-wa-gen"."""

from __future__ import annotations

import pytest

from bof_site.hyphens import SOFT, hyphenated


@pytest.mark.parametrize(
    ("language", "text", "breaks"),
    [
        ("de", "Gruppenführer", "Grup-pen-füh-rer"),
        ("de", "Scharfschützentrupp", "Scharf-schüt-zen-trupp"),  # a part without a vowel ends the one before
        ("de", "Schützenpanzerwagen", "Schüt-zen-pan-zer-wagen"),  # and a short part begins the one after
        ("de", "Kavalleriepferd", "Kaval-lerie-pferd"),  # the first part short: joined to the second
        ("de", "Zugführer", "Zugführer"),  # short enough to fit: left whole
        ("de", "Kübelwagen Typ 82", "Kübel-wagen Typ 82"),
        ("de", "MG-42-Trupp (Schütze und Hilfsschütze)", "MG-42-Trupp (Schütze und Hilfs-schütze)"),
        ("de", "Sd.Kfz. 251/1 Ausf. C", "Sd.Kfz. 251/1 Ausf. C"),
        ("de-de", "Aufklärungszug", "Auf-klä-rungs-zug"),
        ("en-gb", "Reconnaissance team", "Recon-nais-sance team"),
        ("xx", "Gruppenführer", "Gruppenführer"),  # a language without patterns: as it was
    ],
)
def test_long_words_break_at_whole_parts(language, text, breaks):
    assert hyphenated(text, language).replace(SOFT, "-") == breaks
    assert hyphenated(text, language).replace(SOFT, "") == text
