"""How a row of option boxes is laid out, from what its labels say (templates only format)."""

from django import template

register = template.Library()

# The longest word (or part between soft hyphens, where it breaks with a hyphen) that still fits a box three
# across, and two across, on a 360 px phone, in characters of the boxes' bold type (measured in Chromium).
THREE_ACROSS, TWO_ACROSS = 9, 12


@register.filter
def options_layout(options) -> str:
    """`options-N` as the count lays the boxes out, or fewer, wider boxes when a word would break inside one
    ('panzerfaust 30' three across broke as 'panzerfa/ust 30')."""
    words = (part for option in options for word in str(option.label).split() for part in word.split("\u00ad"))
    longest = max(map(len, words), default=0)
    if longest > TWO_ACROSS:
        return "options-longest"
    if longest > THREE_ACROSS and len(options) != 2:
        return "options-long"
    return f"options-{len(options)}"
