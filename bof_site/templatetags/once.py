import uuid

from django import template
from django.utils.html import format_html

from bof_site.once import FIELD

register = template.Library()


@register.simple_tag
def once_field() -> str:
    """A fresh one-time key for one create form (bof_site.once): every form gets its own."""
    return format_html('<input type="hidden" name="{}" value="{}">', FIELD, uuid.uuid4())


@register.simple_tag
def key_field() -> str:
    """A fresh one-time key for one form that changes a battle (its log entry keeps it): one per form, so two
    different buttons on one page are two requests, while a double tap on the same button is one."""
    return format_html('<input type="hidden" name="key" value="{}">', uuid.uuid4())
