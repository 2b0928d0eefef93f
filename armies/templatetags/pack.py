"""A data pack's words on a page, in the reader's language where the pack gives them (armies.pack_words)."""

from django import template

from armies.pack_words import said

register = template.Library()


@register.filter(name="pack_words")
def pack_words_filter(entry, field: str = "name") -> str:
    """An arsenal row's or a copied entry's name (or title, text, notes: `{{ card|pack_words:"title" }}`)."""
    return said(entry, field)
