"""The roll card's body (templates/battles/includes/roll_card_body.html: the rolls before it, who rolled what, the
dice, what they needed, the result, the reasons), rendered once per card and reader's language and served again:
every phone at a table shows the same newest roll, and it stays on the card for several changes (a move after a
shot). The body reads the card alone (selectors.RollCard, made of log entries that never change), so its key is the
card's own: its language, its entry (taken back or not) and the rolls before it.

The earlier rolls (the turn card's fold below the newest) are made of log entries alone, so they are kept by the
reader's language, the battle (the log's address) and the entries, each taken back or not. The seats' "Other
rolls" (the rolls that spend no action, each a link to its page) are the same for every seat of a battle in one
language, so they are kept too, by the battle's code and the language."""

from __future__ import annotations

from django import template
from django.utils.html import format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from battles.table.prefill import FREE_ROLLS
from bof_site.kept import Kept

register = template.Library()
BODY = "battles/includes/roll_card_body.html"
BODIES: Kept[SafeString] = Kept(4_000)  # about 1 kB each
OTHER_ROLLS: Kept[SafeString] = Kept(2_000)  # about 2 kB each
EARLIER = "battles/includes/earlier_rolls.html"
EARLIER_ROLLS: Kept[SafeString] = Kept(2_000)  # about 1 kB each


def rendered(context, template_name: str, /, **shown) -> SafeString:
    """The template `template_name` rendered in the page's context with `shown` added (a kept part's first render)."""
    with context.push(**shown):
        return context.template.engine.get_template(template_name).render(context)


@register.simple_tag(takes_context=True)
def roll_card_body(context, card) -> SafeString:
    return BODIES.made(card.key or None, lambda: rendered(context, BODY, card=card))


@register.simple_tag
def other_rolls(code: str) -> SafeString:
    """`{% other_rolls battle.code %}`: a button a roll that spends no action, to its page."""
    from battles.selectors import roll_links  # the selectors import the template tags' app late

    return OTHER_ROLLS.made(
        (code, get_language()),
        lambda: format_html_join(
            "", '<a class="button" href="{}">{}</a>', ((href, p.title) for p, href in roll_links(code, FREE_ROLLS))
        ),
    )


@register.simple_tag(takes_context=True)
def earlier_rolls(context, last_rolls, code: str) -> SafeString:
    """`{% earlier_rolls turn.last_rolls battle.code %}`: the rolls before the newest, each in a line, and the log."""
    from battles.selectors import taken_back  # the selectors import the template tags' app late

    earlier = list(last_rolls)[1:]
    if not earlier:
        return SafeString("")
    saved = all(e.pk is not None for e in earlier)
    key = (get_language(), code, *((e.pk, taken_back(e)) for e in earlier)) if saved else None
    return EARLIER_ROLLS.made(key, lambda: rendered(context, EARLIER, earlier=earlier, code=code))
