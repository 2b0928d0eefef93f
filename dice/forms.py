from __future__ import annotations

import re

from django import forms

from dice.models import MAX_DICE

CLIENT_SEED = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class SeatForm(forms.Form):
    """Name and client seed: what every member gives when they open or join a room."""

    display_name = forms.CharField(
        label="Your name at the table",
        max_length=30,
        error_messages={
            "required": "Type the name the others know you by.",
            "max_length": "Keep your name under 30 letters.",
        },
    )
    client_seed = forms.CharField(
        label="Your client seed",
        required=False,
        max_length=64,
        help_text="Your phone makes this up at random. It goes into every roll, so the server cannot pick the dice.",
        error_messages={"max_length": "A client seed is at most 64 letters and digits."},
    )

    def clean_display_name(self) -> str:
        name = " ".join(self.cleaned_data["display_name"].split())
        if not name:
            raise forms.ValidationError("Type the name the others know you by.")
        return name

    def clean_client_seed(self) -> str:
        seed = self.cleaned_data["client_seed"].strip()
        if seed and not CLIENT_SEED.match(seed):
            raise forms.ValidationError("Use only letters, digits, - and _ in a client seed.")
        return seed


class RollForm(forms.Form):
    count = forms.TypedChoiceField(
        label="How many dice",
        choices=[(n, f"{n}D6") for n in range(1, MAX_DICE + 1)],
        coerce=int,
        initial=2,
        widget=forms.RadioSelect,
        error_messages={
            "required": f"Choose how many dice to roll (1 to {MAX_DICE}).",
            "invalid_choice": f"You can roll 1 to {MAX_DICE} dice at once.",
        },
    )
    label = forms.CharField(
        label="What is it for? (optional)",
        max_length=80,
        required=False,
        error_messages={"max_length": "Keep the label under 80 letters."},
    )
    key = forms.UUIDField(
        widget=forms.HiddenInput,
        error_messages={"required": "Reload the page and roll again.", "invalid": "Reload the page and roll again."},
    )


class CodeForm(forms.Form):
    code = forms.CharField(
        label="Room code",
        max_length=8,
        widget=forms.TextInput(
            attrs={"autocapitalize": "characters", "autocomplete": "off", "spellcheck": "false", "class": "code-input"}
        ),
        error_messages={
            "required": "Type the code shown on the host's phone.",
            "max_length": "A room code has 6 letters.",
        },
    )

    def clean_code(self) -> str:
        return self.cleaned_data["code"].strip().upper()
