import uuid

from django import template
from django.utils.html import format_html

from bof_site.once import FIELD

register = template.Library()


@register.simple_tag
def once_field() -> str:
    """A fresh one-time key for one create form (bof_site.once): every form gets its own."""
    return format_html('<input type="hidden" name="{}" value="{}">', FIELD, uuid.uuid4())
