"""A log entry's line on a page, in the reader's language where the app can say it (battles.selectors.said_line)."""

from django import template

from battles import selectors

register = template.Library()


@register.filter
def said(entry) -> str:
    return selectors.said_line(entry)
