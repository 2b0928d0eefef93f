"""The roll card's body (templates/battles/includes/roll_card_body.html: the rolls before it, who rolled what, the
dice, what they needed, the result, the reasons), rendered once per card and reader's language and served again:
every phone at a table shows the same newest roll, and it stays on the card for several changes (a move after a
shot). The body reads the card alone (selectors.RollCard, made of log entries that never change), so its key is the
card's own: its language, its entry and the rolls before it."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from bof_site.kept import Kept

register = template.Library()
BODY = "battles/includes/roll_card_body.html"
BODIES: Kept[SafeString] = Kept(4_000)  # about 1 kB each


@register.simple_tag(takes_context=True)
def roll_card_body(context, card) -> SafeString:
    body = BODIES.get(card.key) if card.key else None
    if body is None:
        with context.push(card=card):
            body = context.template.engine.get_template(BODY).render(context)
        if card.key:
            BODIES.put(card.key, body)
    return body
