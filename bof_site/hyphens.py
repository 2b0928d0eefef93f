"""Soft hyphens in long words, so that a long German name breaks with a hyphen inside a narrow button ("Gruppen-
führer" beside the picker's quick buttons at 360 px) instead of pushing the buttons onto a line of their own.

Phones hyphenate by themselves only where they carry a dictionary for the page's language, and desktop Chromium on
Linux carries none, so the break points are put in here, from pyphen's patterns for the reader's language. The
patterns split some words badly ("Scha-rf", "Panze-r"), so a part without a vowel is joined to the part before it
and a part shorter than three letters to the one after it ("Scharf-schüt-zen-trupp", "Schüt-zen-pan-zer-wagen"): a line then never starts or ends with a
scrap of a word."""

from __future__ import annotations

import re
from functools import lru_cache

import pyphen
from django.utils.translation import get_language

SOFT = "\u00ad"
LONG = 10  # letters: shorter words fit where the names are shown (the picker's narrowest: about 150 px of bold type)
SHORTEST = 3  # letters a part keeps on its line
WORDS = re.compile(rf"[^\W\d_]{{{LONG},}}")
VOWEL = re.compile(r"[aeiouyäöüàáâèéêìíîòóôùúû]", re.IGNORECASE)


def hyphenated(text: str, language: str | None = None) -> str:
    """`text` with soft hyphens where its long words may break, in `language` (the reader's by default)."""
    language = (language or get_language() or "en").replace("-", "_")
    return WORDS.sub(lambda word: _word(language, word[0]), text) if _patterns(language) else text


@lru_cache(maxsize=16)
def _patterns(language: str) -> pyphen.Pyphen | None:
    for name in (language, language.split("_")[0], {"en": "en_GB"}.get(language.split("_")[0], "")):
        if name in pyphen.LANGUAGES:
            return pyphen.Pyphen(lang=name)
    return None


@lru_cache(maxsize=4096)
def _word(language: str, word: str) -> str:
    parts = _patterns(language).inserted(word, hyphen=SOFT).split(SOFT)
    joined = [parts[0]]
    for part in parts[1:]:  # a part without a vowel ends the one before it ("Scha-rf" -> "Scharf", "ze-r" -> "zer")
        if VOWEL.search(part):
            joined.append(part)
        else:
            joined[-1] += part
    kept: list[str] = []
    for part in joined:  # a short part begins the one after it ("wa-gen" -> "wagen"); the last ends the one before
        if kept and len(kept[-1]) < SHORTEST:
            kept[-1] += part
        else:
            kept.append(part)
    if len(kept) > 1 and len(kept[-1]) < SHORTEST:
        kept[-2:] = [kept[-2] + kept[-1]]
    return SOFT.join(kept)
