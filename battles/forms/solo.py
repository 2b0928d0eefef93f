"""The "Play solo" form: every choice of the solo chapter's setup, each left to the dice unless picked."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from armies.models import DetachmentType
from armies.pack_words import said
from battles.forms import BattleForm
from battles.services.solo import EDGES, SCENARIOS
from dice.forms import SeatForm
from rules import localized

ROLL = ("", _("Roll the dice"))


def _enemy_choices():
    """Every detachment type, by nation: the enemy the player may pick instead of rolling it."""
    types = DetachmentType.objects.filter(retired=False).select_related("doctrine__nation").order_by("pk")
    return [ROLL] + [(t.key, f"{said(t.doctrine.nation)} · {said(t)}") for t in types]  # in the reader's words


class SoloForm(SeatForm):
    side = forms.ChoiceField(
        label=_("Your side"), required=False, choices=[ROLL, ("axis", _("Axis")), ("allies", _("Allies"))]
    )
    enemy_type = forms.ChoiceField(
        label=_("The enemy's detachment"),
        required=False,
        choices=_enemy_choices,
        help_text=_("An enemy you pick puts you on the other side, with a detachment of one of its nations."),
    )
    map = forms.ChoiceField(
        label=_("Map"),
        required=False,
        choices=[ROLL, ("city", _("City")), ("rural", _("Rural")), ("mix-of-both", _("A mix of both"))],
    )
    scenario = forms.ChoiceField(
        label=_("Scenario"), required=False, choices=lambda: [ROLL] + [(m, localized.mode_title(m)) for m in SCENARIOS]
    )
    attacker = forms.ChoiceField(
        label=_("Who attacks (where the scenario has an attacker)"),
        required=False,
        choices=[ROLL, ("player", _("You")), ("enemy", _("The enemy"))],
    )
    edge = forms.ChoiceField(
        label=_("Your board edge"),
        required=False,
        choices=[ROLL]
        + [(e, label) for e, label in zip(EDGES, (_("North"), _("East"), _("South"), _("West")), strict=True)],
    )
    turn_limit = BattleForm.base_fields["turn_limit"]  # the same fields, words and checks as a battle's
    measure = BattleForm.base_fields["measure"]

    field_order = ["side", "enemy_type", "map", "scenario", "attacker", "edge", "turn_limit", "measure"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("side", "enemy_type", "map", "scenario", "attacker", "edge"):
            self.fields[name].error_messages["invalid_choice"] = _("Pick one from the list, or leave it to the dice.")
