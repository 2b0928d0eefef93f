"""The engine's words on a page, in the reader's language (rules.sentences)."""

from django import template

from rules import sentences

register = template.Library()


@register.filter
def follow_on(words: str) -> str:
    """A follow-on roll's name ("morale check (2D6) for each unit hit") in the reader's words."""
    return sentences.follow_on(str(words))
