"""The engine's words on a page, in the reader's language (rules.sentences)."""

from django import template

from rules import localized, sentences

register = template.Library()


@register.filter
def follow_on(words: str) -> str:
    """A follow-on roll's name ("morale check (2D6) for each unit hit") in the reader's words."""
    return sentences.follow_on(str(words))


@register.filter
def label_said(value: str) -> str:
    """A value the app stores as the engine names it (a token, a quality) in the reader's words."""
    return localized.label(str(value))
