"""A log entry's line on a page, in the reader's language where the app can say it (battles.selectors.said_line), and
other words the battle keeps in English (where a seat's list came from)."""

from django import template
from django.utils.translation import gettext, gettext_noop

from battles import selectors

register = template.Library()


@register.filter
def said(entry) -> str:
    return selectors.said_line(entry)


SOURCES = (gettext_noop("One of my detachments"), gettext_noop("A sample example"))  # battles/views/lobby.py


@register.filter
def roster_source(source) -> str:
    """Where a seat's list came from, as the lobby stored it ("A sample example", "File list.json")."""
    text = str(source or "")
    if text.startswith("File "):
        return gettext("File %(name)s") % {"name": text.removeprefix("File ")}
    if text.startswith("Campaign force: "):  # campaigns/services.py
        return gettext("Campaign force: %(name)s") % {"name": text.removeprefix("Campaign force: ")}
    return gettext(text) if text in SOURCES else text
