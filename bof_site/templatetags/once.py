import uuid

from django import template
from django.utils.html import format_html

from bof_site.once import FIELD

register = template.Library()
LATER = "_keys_later"  # in a context: the keys are filled in per answer (battles/regions.py renders once for many)
KEY_MARK = "\x1fkey\x1f"


@register.simple_tag
def once_field() -> str:
    """A fresh one-time key for one create form (bof_site.once): every form gets its own."""
    return format_html('<input type="hidden" name="{}" value="{}">', FIELD, uuid.uuid4())


class KeyField(template.Node):
    def render(self, context) -> str:
        return f'<input type="hidden" name="key" value="{KEY_MARK if context.get(LATER) else uuid.uuid4()}">'


@register.tag
def key_field(parser, token) -> KeyField:
    """`{% key_field %}`: a fresh one-time key for one form that changes a battle (its log entry keeps it): one per
    form, so two different buttons on one page are two requests, while a double tap on the same button is one. A
    plain node, not a simple_tag: a picker renders dozens, and a UUID's text (hex and dashes) needs no escaping."""
    return KeyField()
