from __future__ import annotations

import re

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from dice.models import MAX_DICE

CLIENT_SEED = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def own_name(request) -> dict:
    """A signed-in player's account name as the name a seat form starts with (cut to its 30 letters); {} else."""
    return {"display_name": request.user.get_username()[:30]} if request.user.is_authenticated else {}


class SeatForm(forms.Form):
    """Name and client seed: what every member gives when they open or join a room."""

    display_name = forms.CharField(
        label=_("Your name at the table"),
        max_length=30,
        error_messages={
            "required": _("Type the name the others know you by."),
            "max_length": _("Keep your name under 30 letters."),
        },
    )
    client_seed = forms.CharField(
        label=_("Your client seed"),
        required=False,
        max_length=64,
        help_text=_("Your phone makes this up at random. It goes into every roll, so the server cannot pick the dice."),
        error_messages={"max_length": _("A client seed is at most 64 letters and digits.")},
    )

    def clean_display_name(self) -> str:
        name = " ".join(self.cleaned_data["display_name"].split())
        if not name:
            raise forms.ValidationError(_("Type the name the others know you by."))
        return name

    def clean_client_seed(self) -> str:
        seed = self.cleaned_data["client_seed"].strip()
        if seed and not CLIENT_SEED.match(seed):
            raise forms.ValidationError(_("Use only letters, digits, - and _ in a client seed."))
        return seed


class RollForm(forms.Form):
    count = forms.TypedChoiceField(
        label=_("How many dice"),
        # German players write W6 (Würfel) where English ones write D6.
        choices=[(n, format_lazy(_("{count}D6"), count=n)) for n in range(1, MAX_DICE + 1)],
        coerce=int,
        initial=2,
        widget=forms.RadioSelect,
        error_messages={
            "required": format_lazy(_("Choose how many dice to roll (1 to {most})."), most=MAX_DICE),
            "invalid_choice": format_lazy(_("You can roll 1 to {most} dice at once."), most=MAX_DICE),
        },
    )
    label = forms.CharField(
        label=_("What is it for? (optional)"),
        max_length=80,
        required=False,
        error_messages={"max_length": _("Keep the label under 80 letters.")},
    )
    key = forms.UUIDField(
        widget=forms.HiddenInput,
        error_messages={
            "required": _("Reload the page and roll again."),
            "invalid": _("Reload the page and roll again."),
        },
    )


class CodeForm(forms.Form):
    code = forms.CharField(
        label=_("Room code"),
        max_length=8,
        widget=forms.TextInput(
            attrs={"autocapitalize": "characters", "autocomplete": "off", "spellcheck": "false", "class": "code-input"}
        ),
        error_messages={
            "required": _("Type the code shown on the host's phone."),
            "max_length": _("A room code has 6 letters."),
        },
    )

    def clean_code(self) -> str:
        return self.cleaned_data["code"].strip().upper()
