"""Django's `{% url %}`, with each address kept once made (a builtin: every template's `url` is this one).

The table's regions hold a dozen addresses of the battle (its roll, turn, void and objective forms), made again on
every render: Django's reverse() took about 40-50 us a tag on this machine, as long as a picker row takes to serve,
so about 0.5 ms a render. An address depends only on what the tag is given, the script prefix and the URLconf; the
URLconf does not change while a process serves (no middleware here sets a request's own; a test that swaps
ROOT_URLCONF clears the kept ones), so an address is kept by the rest, escaped and not. A tag whose arguments
cannot be a key (a list) is reversed every time, as before.
"""

from __future__ import annotations

from django import template
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.template import defaulttags
from django.urls import NoReverseMatch, get_script_prefix, reverse
from django.utils.html import conditional_escape

from bof_site.kept import Kept

register = template.Library()
# Addresses this process made: a battle's dozen, for some thousands of battles (about 200 bytes each).
ADDRESSES: Kept[tuple[str, str]] = Kept(40_000)


class KeptURLNode(defaulttags.URLNode):
    def render(self, context):
        args = tuple(arg.resolve(context) for arg in self.args)
        kwargs = {k: v.resolve(context) for k, v in self.kwargs.items()}
        view_name = self.view_name.resolve(context)
        try:
            current_app = context.request.current_app
        except AttributeError:
            try:
                current_app = context.request.resolver_match.namespace
            except AttributeError:
                current_app = None
        url = escaped = ""
        try:
            url, escaped = _address(view_name, args, kwargs, current_app)
        except NoReverseMatch:
            if self.asvar is None:
                raise
        if self.asvar:
            context[self.asvar] = url
            return ""
        return escaped if context.autoescape else url


def _address(view_name, args: tuple, kwargs: dict, current_app) -> tuple[str, str]:
    """The address, and the same escaped for a page."""
    key = (view_name, args, tuple(sorted(kwargs.items())), current_app, get_script_prefix())
    try:
        found = ADDRESSES.get(key)
    except TypeError:  # an argument that cannot be a key
        return _made(view_name, args, kwargs, current_app)
    if found is None:
        found = _made(view_name, args, kwargs, current_app)
        ADDRESSES.put(key, found)
    return found


def escaped_address(view_name: str, *args) -> str:
    """The address of a view, kept as the tag keeps it, escaped for a page: for HTML made outside a template."""
    return _address(view_name, args, {}, None)[1]


def _made(view_name, args: tuple, kwargs: dict, current_app) -> tuple[str, str]:
    url = reverse(view_name, args=args, kwargs=kwargs, current_app=current_app)
    return url, conditional_escape(url)


@register.tag
def url(parser, token):
    node = defaulttags.url(parser, token)
    node.__class__ = KeptURLNode
    return node


@receiver(setting_changed)
def _urlconf_changed(*, setting, **kwargs):
    if setting == "ROOT_URLCONF":
        ADDRESSES.clear()
