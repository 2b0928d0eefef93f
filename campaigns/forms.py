"""The campaign's forms: what a player types, checked in words a player understands before a service runs."""

from __future__ import annotations

from django import forms

from battles.forms import my_detachments
from battles.services.lobby import SWITCHABLE
from campaigns.books import REASONS
from campaigns.models import MEASURES, SIDES
from rules.engine.ladder import RESULTS

SIDE_ERRORS = {"required": "Pick side A or side B.", "invalid_choice": "Pick side A or side B."}


class NameField(forms.CharField):
    def __init__(self, label: str, **kwargs) -> None:
        errors = {"required": f"{label} is needed.", "max_length": f"{label}: at most %(limit_value)d letters."}
        super().__init__(label=label, max_length=kwargs.pop("max_length", 30), error_messages=errors, **kwargs)


class CreateForm(forms.Form):
    name = NameField("Campaign name", max_length=60)
    display_name = NameField("Your name at the table")
    side = forms.ChoiceField(label="Your side", choices=SIDES, widget=forms.RadioSelect, initial="A",
                             error_messages=SIDE_ERRORS)  # fmt: skip
    measure = forms.ChoiceField(label="Measure in", choices=MEASURES, widget=forms.RadioSelect, initial="cm")
    house_rules = forms.MultipleChoiceField(
        label="House rules for its battles", required=False, widget=forms.CheckboxSelectMultiple,
        choices=[(r.id, f"{r.id} {r.title}: {r.house_rule}") for r in SWITCHABLE.values()],
        error_messages={"invalid_choice": "Pick house rules from the list."},
    )  # fmt: skip
    public = forms.BooleanField(label="Anyone with the link may read it", required=False,
                                help_text="Only its players can act. Off: only its players can see it.")  # fmt: skip


class JoinForm(forms.Form):
    code = forms.CharField(label="Campaign code", max_length=8, error_messages={"required": "Type the code."})
    display_name = NameField("Your name at the table")
    side = forms.ChoiceField(label="Your side", choices=SIDES, widget=forms.RadioSelect, error_messages=SIDE_ERRORS)

    def clean_code(self) -> str:
        return self.cleaned_data["code"].strip().upper()


class ForceForm(forms.Form):
    """A core force from the player's own detachments, or a sample example."""

    detachment = forms.TypedChoiceField(label="One of my detachments", coerce=int, required=False, empty_value=None)
    example = forms.ChoiceField(label="Or a sample example", required=False)

    def __init__(self, *args, user, examples, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["detachment"].choices = [("", "—")] + [(d.pk, d.name) for d in my_detachments(user)]
        self.fields["example"].choices = [("", "—")] + [(e.key, f"{e.nation}: {e.name} ({e.points})") for e in examples]

    def clean(self):
        data = super().clean()
        if bool(data.get("detachment")) == bool(data.get("example")):
            raise forms.ValidationError("Pick one of your detachments or one example.")
        return data


class ByHandForm(forms.Form):
    result = forms.ChoiceField(label="Who won", widget=forms.RadioSelect,
                               choices=[(r, {"side-a-wins": "Side A", "side-b-wins": "Side B", "draw": "A draw"}[r])
                                        for r in RESULTS], error_messages={"required": "Say who won."})  # fmt: skip
    reason = forms.ChoiceField(label="How it ended", choices=list(REASONS.items()), initial="mission-objective")
    combat_score_a = forms.IntegerField(label="Side A's Combat Score", min_value=0, max_value=1000, initial=0)
    combat_score_b = forms.IntegerField(label="Side B's Combat Score", min_value=0, max_value=1000, initial=0)


class VoidForm(forms.Form):
    reason = forms.CharField(label="Why is the result wrong?", max_length=200,
                             error_messages={"required": "Say why: everyone reads it in the ledger."})  # fmt: skip
