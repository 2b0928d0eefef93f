"""A data pack's words in the reader's language.

A pack is written in a language of its own and may give any entry's words in another one beside them, as the field's
name and the language's: "name": "Rifleman", "name_de": "Schütze" (docs/data-pack.md). The arsenal keeps them in each
row's `translations`, and a battle copies them with whatever it copies from the arsenal (a unit's stats and weapons,
an event card, a fieldwork, a detachment's summary), so a page says a name in the reader's language and falls back to
the pack's own words where the pack gives none.

This is the one way a pack's words are translated: the sample arsenal carries its German in the pack like any other
pack, and the app's catalogue holds only the app's own words. A translation keyed by its English text (gettext) could
reach only the pack we ship, would not travel with an exported pack, and would silently lose its German when a group
edits a name."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from django.conf import settings
from django.utils import translation
from django.utils.translation import get_language


def language() -> str:
    """The reader's language as a pack names it: its two letters ("de", "en" for en-gb)."""
    return (get_language() or settings.LANGUAGE_CODE).split("-")[0]


def translations_of(entry: Any) -> Mapping[str, str]:
    """An arsenal row's or a copied entry's words in other languages ({} when it has none)."""
    found = entry.get("translations") if isinstance(entry, Mapping) else getattr(entry, "translations", None)
    return found if isinstance(found, Mapping) else {}


def said(entry: Any, field: str = "name") -> str:
    """The entry's `field` (its name, title, text or notes) in the reader's language, or as the pack wrote it. The
    entry is an arsenal row, a copy a battle keeps (its words in `translations`), or a pack's own entry ("name_de")."""
    key = f"{field}_{language()}"
    if isinstance(entry, Mapping):
        return entry.get(key) or translations_of(entry).get(key) or entry.get(field) or ""
    return translations_of(entry).get(key) or getattr(entry, field, "") or ""


def in_every_language(field: str, make: Callable[[], str], own: str) -> dict[str, str]:
    """Words the app makes of a pack's (a unit's label "Schütze 2"), as `make` says them in each of the app's
    languages, where they differ from `own`: the entries for a copy's `translations` ({"label_de": ...})."""
    found = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            text = make()
        if text != own:
            found[f"{field}_{code.split('-')[0]}"] = text
    return found


def copied(entry: Any, *fields: str) -> dict[str, str]:
    """An arsenal row's words in other languages for a battle to copy with it: all of them, or only these fields'."""
    words = translations_of(entry)
    return {k: v for k, v in words.items() if not fields or k.rpartition("_")[0] in fields}
