"""The picker's rows (templates/battles/includes/unit_pick.html), each rendered once for what it shows and served
again while nothing on it changes. A seat's rows are mostly the same from one version of its battle to the next,
and each took about 1 ms of the template engine: half of the render of the regions of the seat to act next.

A row is kept only in a render made for many phones (battles/regions.py), where a form's one-time key and the
CSRF token are marks filled in per answer; elsewhere it is rendered as before. Its key is everything the row's
template reads (tests/battles/test_pick_rows.py renders rows of many states both ways and compares them)."""

from __future__ import annotations

import hashlib

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from bof_site.kept import Kept
from bof_site.templatetags.once import LATER

register = template.Library()
ROW = "battles/includes/unit_pick.html"
# A row is about 1.2 kB, its key a 16-byte digest: 40,000 rows are about 55 MB a process. The rows of the seats to
# act next at 1,000 battles are about 56,000, split between two app processes by the phones' connections: the 20,000
# kept before (with the whole key, 0.5 kB a row) were used round in a cycle and served almost none at that scale.
ROWS: Kept[SafeString] = Kept(40_000)


@register.simple_tag(takes_context=True)
def pick_row(
    context, choice, *, name, note="", full="", count=1, quick=False, aim=None, on_foot=False, after_shot=None
):
    """`{% pick_row choice name=... %}`: the row of one unit (or of like units, `count`), as unit_pick.html shows it."""
    shown = {"choice": choice, "name": name, "note": note, "full": full, "count": count, "quick": quick, "aim": aim,
             "on_foot": on_foot, "after_shot": after_shot}  # fmt: skip
    key = digest(row_key(context, shown)) if context.get(LATER) else None
    return ROWS.made(key, lambda: rendered(context, ROW, **shown))


def rendered(context, template_name: str, /, **shown) -> SafeString:
    """The template `template_name` rendered in the page's context with `shown` added (a kept part's first render)."""
    with context.push(**shown):
        return context.template.engine.get_template(template_name).render(context)


@register.simple_tag(takes_context=True)
def pick_rows(context, groups, *, aim=None, after_shot=None) -> SafeString:
    """`{% pick_rows turn.picks aim=... after_shot=... %}`: each group of like units as one row with its quick
    buttons, in its list item. A loop here, not in the template: resolving a row's ten arguments through the
    template engine cost as much as serving the row."""
    items = []
    for group in groups:
        title, note = group.name_parts
        row = pick_row(
            context, group.first, name=title, note=note, full=group.title, count=group.count, quick=True, aim=aim,
            on_foot=group.on_foot, after_shot=after_shot,
        )  # fmt: skip
        items.append(f'<li class="pick-group">{row}</li>')
    return SafeString("\n".join(items))


@register.simple_tag(takes_context=True)
def spent_rows(context, groups) -> SafeString:
    """`{% spent_rows turn.spent_picks %}`: one row a unit that cannot act now, in its list item."""
    rows = (pick_row(context, choice, name=choice.unit.label_said) for group in groups for choice in group.choices)
    return SafeString("".join(f"<li>{row}</li>" for row in rows))


def digest(key: tuple) -> bytes:
    """A row's key kept as 16 bytes (its parts are strings, numbers and None, so their repr is the key's)."""
    return hashlib.blake2b(repr(key).encode(), digest_size=16).digest()


def row_key(context, shown: dict) -> tuple:
    """What the row shows: the reader's language, the battle (its forms' addresses), the unit, why it may or may
    not act, how it is named, and the quick buttons' settings (the side's aim, the phone's "each unit" choice)."""
    choice = shown["choice"]
    unit = choice.unit
    forms = (
        context.get("activate_url"),
        context.get("quick_url"),
        context.get("aim_url"),
        str(context.get("csrf_token")),
    )
    return (
        get_language(), *forms,
        unit.pk, unit.unit_type, repr(unit.tokens),
        choice.actions, str(choice.why_not), str(choice.where), str(choice.stuck), str(choice.no_double),
        str(shown["name"]), str(shown["note"]), str(shown["full"]), shown["count"],
        bool(shown["quick"]), shown["aim"], bool(shown["on_foot"]), shown["after_shot"],
    )  # fmt: skip
