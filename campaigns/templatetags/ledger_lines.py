"""A campaign ledger entry's line on a page, in the reader's language where the app can say it
(campaigns.ledger_said); the ledger keeps it sealed in English."""

from django import template

from campaigns import ledger_said as lines

register = template.Library()


@register.filter
def ledger_said(entry) -> str:
    return lines.said(entry)
