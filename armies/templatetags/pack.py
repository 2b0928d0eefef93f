"""A data pack's words on a page: the sample arsenal's own in the reader's language (armies.pack_words)."""

from django import template

from armies.pack_words import said

register = template.Library()


@register.filter(name="pack_words")
def pack_words_filter(text) -> str:
    """An event card's title or rule, a fieldwork's name or note: translated if the sample pack wrote it."""
    return said(str(text))
