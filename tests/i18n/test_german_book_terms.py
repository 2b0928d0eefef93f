"""The German catalogue says the rule modules' book terms in German: Chain of Command's vehicle movement (Movement
Dice, Speed Rating, Flat Out, Shock), SkirmishCorps' tags and the Open Fire sections a ruling names. A German heading
or rule name may still give the English original in brackets, quoting its msgid ("Mit Vollgas fahren (Moving Flat
Out)"), so a reader finds it in the English book; nowhere else does the English term stand in a German sentence."""

from __future__ import annotations

import re

import pytest

from tests.i18n_helpers import _catalogue

TERMS = [
    "Movement Dice",  # Bewegungswürfel
    "Movement Die",
    "Dice",  # Würfel ("Chain of Command Dice": Chain-of-Command-Würfel; the Open Fire section "Dice": „Würfel“)
    "Speed Rating",  # Geschwindigkeitsklasse(n)
    "Rating",
    "Flat Out",  # Vollgas
    "Shock",  # Schock, as the rest of the catalogue says it
    "National Arsenal Tables",  # die nationalen Arsenal-Tabellen
    "Heavy Going",  # schweres Gelände
    "Alert",  # Wachsam
    "Sneaky",  # Verstohlen
    "Measuring",  # the Open Fire sections a ruling names, by their German headings
    "Re-rolls",
    "Support",
    "Deploying Units",
    "Aircraft Reserve",
]


def _without_glosses(text: str, msgid: str) -> str:
    """The German without what it quotes of the English in brackets: "(Moving Flat Out)" of "11.1.2 Moving Flat Out"."""
    return re.sub(r"\(([^()]*)\)", lambda m: "" if m.group(1) in msgid else m.group(0), text)


def english_term_left(term: str) -> list[str]:
    """The msgids whose German still says `term` as a word of its own (its plural too), outside a quoted original."""
    word = re.compile(rf"(?<![\w-]){re.escape(term)}s?(?![\w-])")
    return [
        entry["msgid"]
        for entry in _catalogue()
        if any(word.search(_without_glosses(text, entry["msgid"])) for text in entry["msgstr"].values())
    ]


@pytest.mark.parametrize("term", TERMS)
def test_no_german_message_keeps_the_english_book_term(term):
    assert english_term_left(term) == []
