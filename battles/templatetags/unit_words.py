"""A unit's status on a page, in the reader's words, and the words of the tokens no text of the engine's says. The
stored values stay the app's English (the log and the seals hold them); a token or a quality is said by
engine_words' label_said (rules.localized.label), as the engine's results are."""

from django import template
from django.utils.translation import gettext_noop

from battles.table.forces import OUT_OF_FIGHT

register = template.Library()

# Token names that no text of the engine's says, so the catalogue has their words from here: the app's own (a
# reaction's last shot, smoke, a pull-back, a risen veteran, the duties) and a few the engine places by name only.
TOKEN_WORDS = (
    gettext_noop("broken down"),
    gettext_noop("cool down"),
    gettext_noop("panicked"),
    gettext_noop("stopped"),
    gettext_noop("broken"),
    gettext_noop("pinned"),
    gettext_noop("experienced"),
    gettext_noop("veteran"),
    gettext_noop("green"),
    gettext_noop("spent"),
    gettext_noop("smoke"),
    gettext_noop("pulled back"),
    gettext_noop("overwatch"),
    gettext_noop("covering fire"),
    gettext_noop("interceptor"),
    gettext_noop("hiding"),  # SkirmishCorps' marker (rules.engine.skirmishcorps), placed by name only
    gettext_noop("prone"),  # module M2's stance (battles/services/stances.py)
)


@register.filter
def status_said(status: str) -> str:
    """A unit's status out of the fight ("dead", "aboard") in the reader's words."""
    return str(OUT_OF_FIGHT.get(status, status))
