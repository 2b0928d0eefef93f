"""The picker's rows: a row for each group of like units the active phone may activate, with its quick buttons, and
a plain row for each unit that cannot act now.

A row is made here in Python, not by a template: the picker has a row for every kind of unit a side has (15-20 for
a platoon) and is rendered again on every version the active phone sees. Through the template engine a row took
about 0.16 ms (forty nodes resolved one by one), about 2.6 ms a picker, the biggest single part of the active seat's
render; under load, where most seats are seen for the first time, a tenth of the app's CPU. Kept rows (the answer
before this one) still cost a third of that to look up, and 55 MB a process. Made here a row takes about a
tenth. The words are those the template had: tests/battles/test_pick_rows.py reads the rows of many states."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django import template
from django.utils.html import conditional_escape as escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext, ngettext, pgettext

from bof_site.hyphens import hyphenated
from bof_site.templatetags.kept_urls import escaped_address
from bof_site.templatetags.once import KEY_MARK, LATER
from rules import localized

register = template.Library()


@dataclass(frozen=True)
class Forms:
    """What every row's forms share: where they post, and the fields each form carries (the CSRF token, and how a
    form's one-time key is made: a mark filled in per answer in a render for many phones, else a fresh key)."""

    activate: str
    quick: str
    aim: str
    csrf: str
    keys_later: bool

    @classmethod
    def of(cls, context) -> Forms:
        code = context["battle"].code
        token = context.get("csrf_token")
        csrf = (
            f'<input type="hidden" name="csrfmiddlewaretoken" value="{escape(token)}">'
            if token and token != "NOTPROVIDED"  # noqa: S105 (what Django sets when no token was made)
            else ""
        )
        return cls(
            activate=escaped_address("battles:turn", code, "activate"),
            quick=escaped_address("battles:turn", code, "quick"),
            aim=escaped_address("battles:roll", code, "attack"),
            csrf=csrf,
            keys_later=bool(context.get(LATER)),
        )

    def hidden(self, name: str, unit_pk: int) -> str:
        """A form's first fields: the CSRF token, its one-time key (battles.services keep it with the log entry
        it makes: a double tap is one change) and the unit it names."""
        key = KEY_MARK if self.keys_later else uuid.uuid4()
        return f'{self.csrf}<input type="hidden" name="key" value="{key}"><input type="hidden" name="{name}" value="{unit_pk}">'


class Words:
    """The row's words in the reader's language, looked up once a picker, not once a row."""

    def __init__(self) -> None:
        self.move = escape(pgettext("verb", "Move"))
        self.drive = escape(pgettext("vehicle", "Move"))  # German "Fahren": a tank is not walked ("Laufen")
        self.ride = escape(pgettext("horse", "Move"))  # "Reiten"
        self.shoot = escape(gettext("Shoot"))
        self.double = escape(gettext("2× Move"))
        self.double_title = escape(gettext("Double move"))
        self._tokens: dict[str, str] = {}

    def actions(self, n: int) -> str:
        return ngettext("%(actions)s action", "%(actions)s actions", n) % {"actions": n}

    def token(self, token: str) -> str:
        if token not in self._tokens:
            self._tokens[token] = escape(localized.label(str(token)))
        return self._tokens[token]


def row(choice, forms: Forms, words: Words, *, name, note="", full="", count=1, quick=False, aim=None,
        on_foot=False, after_shot=None) -> str:  # fmt: skip
    """One unit's row (or like units', `count`): its button activates it; with `quick`, one-tap buttons beside it."""
    unit = choice.unit
    title = f' title="{escape(full)}"' if full and full != name else ""
    shown = [escape(hyphenated(name))]  # a long German name breaks with a hyphen beside the quick buttons
    if note:
        shown.append(f' <span class="note">({escape(note)})</span>')
    if count > 1:
        shown.append(f' <span class="tag count">×{count}</span>')
    for token, n in (unit.tokens or {}).items():
        shown.append(f' <span class="tag token">{f"{n} " if n > 1 else ""}{words.token(token)}</span>')
    if choice.where:
        shown.append(f' <span class="tag">{escape(choice.where)}</span>')
    if choice.why_not or choice.stuck:
        help_line = f'<span class="help why">{escape(choice.why_not or choice.stuck)}</span>'
    elif not quick or choice.actions != 2:
        help_line = f'<span class="help">{words.actions(choice.actions)}</span>'
    else:
        help_line = ""
    parts = [
        f'<div class="pick-row">\n  <form method="post" action="{forms.activate}">\n'
        f"    {forms.hidden('unit', unit.pk)}\n"
        f'    <button class="button pick wide"{title}{" disabled" if choice.why_not else ""}>\n'
        f"      <span>{''.join(shown)}</span>\n      {help_line}\n    </button>\n  </form>\n"
    ]
    if quick and not choice.why_not:
        parts.append(f'  <div class="quick-pair">\n{_moves(choice, forms, words, after_shot)}')
        parts.append(_shot(choice, forms, words, aim if on_foot else None, after_shot))
        parts.append("  </div>\n")
    parts.append("</div>")
    return "".join(parts)


def _moves(choice, forms: Forms, words: Words, after_shot) -> str:
    """The quick move: none while a card holds a transport still; a vehicle's opens its movement roll; soldiers
    move (twice in one tap where the side spends every action), aboard or flying they have none."""
    unit = choice.unit
    if choice.stuck:
        return ""
    if unit.unit_type in ("afv", "transport"):
        said = words.ride if (unit.stats or {}).get("movement") == "horse" else words.drive
        button = f'<button class="button quick" name="action" value="move" data-testid="quick-move">{said}</button>'
        return _form(forms.activate, forms.hidden("unit", unit.pk), button)
    if unit.unit_type == "plane" or choice.where:
        return ""
    if after_shot == "move" and choice.actions >= 2 and not choice.no_double:
        button = (
            f'<button class="button quick" name="action" value="double-move" data-testid="quick-double"'
            f' title="{words.double_title}">{words.double}</button>'
        )
    else:
        held = f' title="{escape(choice.no_double)}"' if choice.no_double else ""
        button = f'<button class="button quick" name="action" value="move" data-testid="quick-move"{held}>{words.move}</button>'
    return _form(forms.quick, forms.hidden("unit", unit.pk), button, css=' class="quick-moves"')


def _shot(choice, forms: Forms, words: Words, aim, after_shot) -> str:
    """The quick shot: at the side's last target in one tap (activate, roll, hand on) when soldiers have one,
    else the unit's activation straight to its attack roll."""
    unit = choice.unit
    button = f'<button class="button quick" name="{"roll" if aim else "action"}" value="{"1" if aim else "shoot"}" data-testid="quick-shoot">{words.shoot}</button>'
    if not aim:
        return _form(forms.activate, forms.hidden("unit", unit.pk), button)
    fields = [
        forms.hidden("activate", unit.pk),
        '<input type="hidden" name="action" value="shoot"><input type="hidden" name="then" value="done">'
        f'<input type="hidden" name="quick" value="1"><input type="hidden" name="target" value="{escape(aim.target)}">',
        *(f'<input type="hidden" name="{escape(name)}" value="{escape(value)}">' for name, value in aim.inputs),
    ]
    if after_shot == "move" and choice.actions >= 2:
        fields.append('<input type="hidden" name="then_move" value="1">')
    fields.append('<input type="hidden" name="through" value="1">')  # and what the shot leads to, with the app's dice
    return _form(forms.aim, "\n    ".join(fields), button)


def _form(action: str, fields: str, button: str, *, css: str = "") -> str:
    return f'  <form method="post" action="{action}"{css}>\n    {fields}\n    {button}\n  </form>\n'


@register.simple_tag(takes_context=True)
def pick_rows(context, groups, *, aim=None, after_shot=None) -> SafeString:
    """`{% pick_rows turn.picks aim=... after_shot=... %}`: each group of like units as one row with its quick
    buttons, in its list item."""
    forms, words = Forms.of(context), Words()
    items = []
    for group in groups:
        title, note = group.name_parts
        made = row(
            group.first, forms, words, name=title, note=note, full=group.title, count=group.count, quick=True,
            aim=aim, on_foot=group.on_foot, after_shot=after_shot,
        )  # fmt: skip
        items.append(f'<li class="pick-group">{made}</li>')
    return SafeString("\n".join(items))


@register.simple_tag(takes_context=True)
def spent_rows(context, groups) -> SafeString:
    """`{% spent_rows turn.spent_picks %}`: one row a unit that cannot act now, in its list item."""
    forms, words = Forms.of(context), Words()
    rows = (row(choice, forms, words, name=choice.unit.own_label_said) for group in groups for choice in group.choices)
    return SafeString("".join(f"<li>{made}</li>" for made in rows))
