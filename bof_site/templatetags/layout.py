"""How a row of option boxes is laid out, from what its labels say (templates only format)."""

from django import template

from bof_site import hyphens

register = template.Library()

# How wide each letter of the boxes' bold type is, in em (DejaVu Sans Bold, what the phones at our tables render;
# measured in Chromium): "conscript" is 5.2 em and fits a box three across on a 360 px phone, "command" is 5.5 em
# and broke as "comman/d". Letters not listed count as an average capital or accented letter.
WIDTHS = {
    **dict(zip("abcdefghijklmnopqrstuvwxyz", (0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343,
                                              0.665, 0.343, 1.042, 0.712, 0.687, 0.716, 0.716, 0.493, 0.595, 0.478,
                                              0.712, 0.652, 0.924, 0.645, 0.652, 0.582), strict=True)),
    "ä": 0.675, "ö": 0.687, "ü": 0.712, "ß": 0.72, "I": 0.372, "J": 0.372, "M": 0.995, "W": 1.03, "-": 0.415,
    **{d: 0.696 for d in "0123456789"},
}  # fmt: skip
OTHER = 0.76
# The widest word (or part between soft hyphens, where it breaks with a hyphen) that still fits a box three across,
# and two across, on a 360 px phone, in em of the boxes' type.
THREE_ACROSS, TWO_ACROSS = 5.35, 7.3


def width(word: str) -> float:
    return sum(WIDTHS.get(ch, OTHER) for ch in word)


@register.filter
def options_layout(options) -> str:
    """`options-N` as the count lays the boxes out, or fewer, wider boxes when a word would break inside one
    ('panzerfaust 30' three across broke as 'panzerfa/ust 30')."""
    words = (part for option in options for word in str(option.label).split() for part in word.split("\u00ad"))
    widest = max(map(width, words), default=0)
    if widest > TWO_ACROSS:
        return "options-longest"
    if widest > THREE_ACROSS and len(options) != 2:
        return "options-long"
    return f"options-{len(options)}"


@register.filter(is_safe=True)
def hyphenated(text) -> str:
    """Soft hyphens where the long words of `text` may break, in the reader's language (bof_site/hyphens.py): a
    German name in a narrow column ("Panzer-grenadieren") breaks with a hyphen instead of spilling out of its card."""
    return hyphens.hyphenated(str(text))
