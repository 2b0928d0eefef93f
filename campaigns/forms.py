"""The campaign's forms: what a player types, checked in words a player understands before a service runs."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from armies.models import DetachmentType
from battles.forms import MEASURE_CHOICES, house_rule_label, my_detachments
from campaigns.books import REASONS
from campaigns.models import SIDES
from campaigns.notes import MAX_NOTE
from campaigns.played import UnitFate, other
from campaigns.services import HOUSE_RULES
from rules.engine.ladder import RESULTS

SIDE_ERRORS = {"required": _("Pick side A or side B."), "invalid_choice": _("Pick side A or side B.")}


class NameField(forms.CharField):
    def __init__(self, label, *, required_message, max_message, **kwargs) -> None:
        errors = {"required": required_message, "max_length": max_message}
        super().__init__(label=label, max_length=kwargs.pop("max_length", 30), error_messages=errors, **kwargs)


class CreateForm(forms.Form):
    name = NameField(_("Campaign name"), required_message=_("Campaign name is needed."), max_length=60,
                     max_message=_("Campaign name: at most %(limit_value)d letters."))  # fmt: skip
    display_name = NameField(_("Your name at the table"), required_message=_("Your name at the table is needed."),
                             max_message=_("Your name at the table: at most %(limit_value)d letters."))  # fmt: skip
    side = forms.ChoiceField(label=_("Your side"), choices=SIDES, widget=forms.RadioSelect, initial="A",
                             error_messages=SIDE_ERRORS)  # fmt: skip
    measure = forms.ChoiceField(label=_("Measure in"), choices=MEASURE_CHOICES, widget=forms.RadioSelect, initial="cm")
    house_rules = forms.MultipleChoiceField(
        label=_("House rules"), required=False, widget=forms.CheckboxSelectMultiple,
        choices=lambda: [(r.id, house_rule_label(r)) for r in HOUSE_RULES.values()],  # in the reader's words
        error_messages={"invalid_choice": _("Pick house rules from the list.")},
    )  # fmt: skip
    public = forms.BooleanField(label=_("Anyone with the link may read it"), required=False,
                                help_text=_("Only its players can act. Off: only its players can see it."))  # fmt: skip
    solo = forms.BooleanField(label=_("Solo: the app plays the other side"), required=False,
                              help_text=_("By the book's solo rules; its force is drawn from the solo bags."))  # fmt: skip


class AppForceForm(forms.Form):
    """The detachment the app's side fields in a solo campaign, or the dice's choice."""

    detachment_type = forms.ChoiceField(label=_("The app's detachment"), required=False, choices=lambda: _types())


def _types():
    types = DetachmentType.objects.filter(retired=False).select_related("doctrine__nation").order_by("pk")
    return [("", _("Roll the dice"))] + [(t.key, f"{t.doctrine.nation.name} · {t.name}") for t in types]


class JoinForm(forms.Form):
    code = forms.CharField(label=_("Campaign code"), max_length=8, error_messages={"required": _("Type the code.")})
    display_name = NameField(_("Your name at the table"), required_message=_("Your name at the table is needed."),
                             max_message=_("Your name at the table: at most %(limit_value)d letters."))  # fmt: skip
    side = forms.ChoiceField(label=_("Your side"), choices=SIDES, widget=forms.RadioSelect, error_messages=SIDE_ERRORS)

    def clean_code(self) -> str:
        return self.cleaned_data["code"].strip().upper()


class ForceForm(forms.Form):
    """A core force from the player's own detachments, or a sample example."""

    detachment = forms.TypedChoiceField(label=_("One of my detachments"), coerce=int, required=False, empty_value=None)
    example = forms.ChoiceField(label=_("Or a sample example"), required=False)

    def __init__(self, *args, user, examples, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["detachment"].choices = [("", "—")] + [(d.pk, d.name) for d in my_detachments(user)]
        self.fields["example"].choices = [("", "—")] + [(e.key, f"{e.nation}: {e.name} ({e.points})") for e in examples]

    def clean(self):
        data = super().clean()
        if bool(data.get("detachment")) == bool(data.get("example")):
            raise forms.ValidationError(_("Pick one of your detachments or one example."))
        return data


FATE_CHOICES = (("unharmed", _("unharmed")), ("killed", _("killed")), ("surrendered", _("surrendered")),
                ("abandoned", _("abandoned")))  # fmt: skip
RESULT_FIELDS = ("result", "reason", "combat_score_a", "combat_score_b")


class ByHandForm(forms.Form):
    """A game played without the app: its result, and optionally its record, a row a unit of both forces (`rows`,
    pages.record_rows): its fate and, once taken out, the enemy unit that did it."""

    result = forms.ChoiceField(label=_("Who won"), widget=forms.RadioSelect,
                               choices=[(r, {"side-a-wins": _("Side A"), "side-b-wins": _("Side B"), "draw": pgettext_lazy("who won, one of three boxes", "A draw")}[r])
                                        for r in RESULTS], error_messages={"required": _("Say who won.")})  # fmt: skip
    reason = forms.ChoiceField(label=_("How it ended"), choices=list(REASONS.items()), initial="mission-objective")
    combat_score_a = forms.IntegerField(label=_("Side A's Combat Score"), min_value=0, max_value=1000, initial=0)
    combat_score_b = forms.IntegerField(label=_("Side B's Combat Score"), min_value=0, max_value=1000, initial=0)

    def __init__(self, *args, rows=(), **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.rows = list(rows)
        for row in self.rows:
            enemies, unit = [(str(r.ref), r.label) for r in self.rows if r.side != row.side], {"unit": row.label}
            self.fields[f"fate-{row.side}-{row.ref}"] = forms.ChoiceField(
                label=row.label, required=False, initial="unharmed",
                choices=FATE_CHOICES if row.machine else FATE_CHOICES[:3],
                widget=forms.Select(attrs={"class": "fate", "aria-label": gettext("%(unit)s: its fate") % unit}),
                error_messages={"invalid_choice": gettext("%(unit)s: pick its fate from the list.") % unit},
            )  # fmt: skip
            self.fields[f"by-{row.side}-{row.ref}"] = forms.ChoiceField(
                label=row.label, required=False, choices=[("", _("by whom? (optional)")), *enemies],
                widget=forms.Select(attrs={"class": "by", "aria-label": gettext("%(unit)s: taken out by") % unit}),
                error_messages={"invalid_choice": gettext("%(unit)s: pick who took it out from the enemy's units.")
                                                  % unit},
            )  # fmt: skip

    def record_sides(self) -> list[dict]:
        """The record's rows side by side, for the page: each unit's label and its two selects."""
        return [
            {"side": side, "rows": [{"label": r.label, "fate": self[f"fate-{side}-{r.ref}"],
                                     "by": self[f"by-{side}-{r.ref}"]} for r in self.rows if r.side == side]}
            for side in ("A", "B")
            if any(r.side == side for r in self.rows)
        ]  # fmt: skip

    def fates(self) -> tuple[UnitFate, ...]:
        """The record as the service takes it: the units taken out, and who did it where the players said; nothing
        when every unit came through unharmed (the record is optional). A "taken out by" left on an unharmed unit is
        not used."""
        found = []
        for row in self.rows:
            fate = self.cleaned_data.get(f"fate-{row.side}-{row.ref}") or "unharmed"
            by = self.cleaned_data.get(f"by-{row.side}-{row.ref}")
            if fate != "unharmed":
                found.append(UnitFate(row.side, row.ref, fate, (other(row.side), int(by)) if by else None))
        return tuple(found)

    def has_record(self) -> bool:
        """Whether the bound form holds a record (to open its part of the page again)."""
        return self.is_bound and any(
            self.data.get(f"fate-{r.side}-{r.ref}", "unharmed") != "unharmed" for r in self.rows
        )


class VoidForm(forms.Form):
    reason = forms.CharField(label=_("Why is the result wrong?"), max_length=200,
                             error_messages={"required": _("Say why: everyone reads it in the ledger.")})  # fmt: skip


class NoteForm(forms.Form):
    """A game's note: what happened, in the players' own words. Its length is checked by the service
    (campaigns/notes.py) once line ends are counted as one character, as the phone's own limit counts them."""

    text = forms.CharField(
        label=_("What happened in this game"),
        widget=forms.Textarea(attrs={"rows": 3, "maxlength": MAX_NOTE}),
        error_messages={"required": _("Write a few words about the game first.")},
    )  # fmt: skip
