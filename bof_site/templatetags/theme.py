from django import template

from bof_site import palette

register = template.Library()


@register.simple_tag
def theme_colour(scheme: str) -> str:
    """The phone's status bar colour for "light" or "dark", as the manifest gives it (bof_site.palette)."""
    return palette.theme_colour(scheme)
