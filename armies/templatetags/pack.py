"""A data pack's words on a page, in the reader's language where the pack gives them (armies.pack_words)."""

import re

from django import template
from django.utils.translation import pgettext, pgettext_lazy

from armies.pack_words import said

register = template.Library()

# Open Fire's unit types, which its rules do not head a section with: said in the reader's words here.
OPEN_FIRE_TYPES = {
    "Infantry": pgettext_lazy("an Open Fire unit type", "Infantry"),
    "Vehicle": pgettext_lazy("an Open Fire unit type", "Vehicle"),
    "Transport": pgettext_lazy("an Open Fire unit type", "Transport"),
    "Aircraft": pgettext_lazy("an Open Fire unit type", "Aircraft"),
}
NUMBERED = re.compile(r"(?P<rule>.+?) \((?P<x>\d+)\)")


@register.filter(name="pack_words")
def pack_words_filter(entry, field: str = "name") -> str:
    """An arsenal row's or a copied entry's name (or title, text, notes: `{{ card|pack_words:"title" }}`)."""
    return said(entry, field)


@register.filter(name="open_fire_terms")
def open_fire_terms(names) -> str:
    """An Open Fire unit's types or a unit's or weapon's special rules, joined, in the reader's words ("Wendig (2)"
    for "Manoeuvrable (2)"), as the rules reference heads them; a name it does not know stays as the pack gives it."""
    return ", ".join(open_fire_term(name) for name in names or ())


def open_fire_term(name: str) -> str:
    if name in OPEN_FIRE_TYPES:
        return str(OPEN_FIRE_TYPES[name])
    numbered = NUMBERED.fullmatch(name)
    rule = f"{numbered['rule']} (X)" if numbered else name
    words = pgettext("heading", rule)
    if words == rule:
        return name
    for english in (rule, rule.removesuffix(" (X)")):  # the reference keeps the book's English after its own words
        words = words.removesuffix(f" ({english})")
    return words.replace("(X)", f"({numbered['x']})") if numbered else words
