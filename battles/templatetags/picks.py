"""The picker's rows (templates/battles/includes/unit_pick.html), each rendered once for what it shows and served
again while nothing on it changes. A seat's rows are mostly the same from one version of its battle to the next,
and each took about 1 ms of the template engine: half of the render of the regions of the seat to act next.

A row is kept only in a render made for many phones (battles/regions.py), where a form's one-time key and the
CSRF token are marks filled in per answer; elsewhere it is rendered as before. Its key is everything the row's
template reads (tests/battles/test_pick_rows.py renders rows of many states both ways and compares them)."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from bof_site.kept import Kept
from bof_site.templatetags.once import LATER

register = template.Library()
ROW = "battles/includes/unit_pick.html"
ROWS: Kept[SafeString] = Kept(20_000)  # a row is about 1.2 kB and its key 0.5 kB: 35 MB a process at most


@register.simple_tag(takes_context=True)
def pick_row(
    context, choice, *, name, note="", full="", count=1, quick=False, aim=None, on_foot=False, after_shot=None
):
    """`{% pick_row choice name=... %}`: the row of one unit (or of like units, `count`), as unit_pick.html shows it."""
    shown = {"choice": choice, "name": name, "note": note, "full": full, "count": count, "quick": quick, "aim": aim,
             "on_foot": on_foot, "after_shot": after_shot}  # fmt: skip
    key = row_key(context, shown) if context.get(LATER) else None
    row = ROWS.get(key) if key is not None else None
    if row is None:
        with context.push(**shown):
            row = context.template.engine.get_template(ROW).render(context)
        if key is not None:
            ROWS.put(key, row)
    return row


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
