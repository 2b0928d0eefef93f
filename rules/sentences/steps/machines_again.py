"""The steps of a soldier hit again (R36, rules.engine.procedures.effects.effect_soldier): the state he already has,
and what a second injury or suppression does to him, or the house rule that keeps one of each."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.sentences.rows import table

STATES = {
    "injured": pgettext_lazy("soldier is already", "injured"),
    "suppressed": pgettext_lazy("soldier is already", "suppressed"),
    "injured and suppressed": pgettext_lazy("soldier is already", "injured and suppressed"),
}
AGAIN = {
    "injured again, he is killed": _("injured again, he is killed"),
    "suppressed again, he surrenders": _("suppressed again, he surrenders"),
    "injured again, he is killed; suppressed again, he surrenders": _(
        "injured again, he is killed; suppressed again, he surrenders"
    ),
}
STATE = r"(?P<again_state>injured and suppressed|injured|suppressed)"

PARTS = {"again_state": lambda state: str(STATES[state]), "again_rule": lambda rule: str(AGAIN[rule])}

ROWS = table(
    (
        r"He is already " + STATE + r": (?P<again_rule>[\w ,;]+) \((?P<ruling>R\d+)\)\.",
        _("He is already %(again_state)s: %(again_rule)s (%(ruling)s)."),
    ),
    (
        r"He is already " + STATE + r"; under the house rule \((?P<ruling>R\d+)\) he keeps one state of each, however "
        r"often he is hit\.",
        _(
            "He is already %(again_state)s; under the house rule (%(ruling)s) he keeps one state of each, however"
            " often he is hit."
        ),
    ),
    (
        r"Injured a second time: he is killed \((?P<ruling>R\d+)\); his cost counts for your Combat Score "
        r"\((?P<score_ruling>R\d+)\)\.",
        _(
            "Injured a second time: he is killed (%(ruling)s); his cost counts for your Combat Score (%(score_ruling)s)."
        ),
    ),
    (
        r"Suppressed a second time: he surrenders \((?P<ruling>R\d+)\); his cost counts for your Combat Score "
        r"\((?P<score_ruling>R\d+)\)\.",
        _(
            "Suppressed a second time: he surrenders (%(ruling)s); his cost counts for your Combat Score"
            " (%(score_ruling)s)."
        ),
    ),
    (
        r"He keeps his one (?P<token>injured|suppressed) token \(house rule, (?P<ruling>R\d+)\)\.",
        _("He keeps his one %(token)s token (house rule, %(ruling)s)."),
    ),
)
