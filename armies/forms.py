"""Forms of the builder. They turn what a phone sends into clean values with messages for the player;
the services decide what is allowed."""

from __future__ import annotations

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from armies.models import QUALITIES, DetachmentType
from armies.models.rosters import MAX_POINTS, MODE_ROLES, PLAYER_COUNTS
from armies.pack_words import said
from armies.rosters import MAX_ADD, Settings
from bof_site.jsondoc import read_json
from rules.engine.procedures.setup import GAME_MODES
from rules.localized import mode_title

MAX_ROSTER_BYTES = 1024 * 1024
MAX_MEN = 4  # primary weapon fields a team's page offers at most: one per man


def mode_choices() -> list[tuple[str, str]]:
    """The game modes that set the points, named in the reader's words (called per form)."""
    return [(m.id, f"{mode_title(m.id)} ({m.points[0]} / {m.points[1]})") for m in GAME_MODES if m.points]


def type_choices() -> list:
    """Detachment types grouped "Germany · Infantry doctrine" for one select that works on a phone."""
    types = (
        DetachmentType.objects.filter(retired=False, doctrine__retired=False, doctrine__nation__retired=False)
        .select_related("doctrine__nation")
        .order_by("doctrine__nation__name", "doctrine__kind", "name")
    )
    groups: dict[str, list] = {}
    for t in types:
        groups.setdefault(f"{said(t.doctrine.nation)} · {said(t.doctrine)}", []).append((t.key, said(t)))
    return [("", _("Choose a detachment type")), *groups.items()]


class SettingsForm(forms.Form):
    name = forms.CharField(
        label="Name",  # the same word in German
        max_length=80,
        error_messages={
            "required": _("Give the detachment a name."),
            "max_length": _("Keep the name to 80 characters."),
        },
    )
    points_source = forms.ChoiceField(
        label=_("Points limit"),
        choices=[("free", _("Free choice")), ("mode", _("From a game mode"))],
        widget=forms.RadioSelect,
        initial="free",
        error_messages={
            "required": _("Choose free points or a game mode."),
            "invalid_choice": _("Choose free points or a game mode."),
        },
    )
    points_free = forms.IntegerField(
        label=_("Points (free choice)"),
        min_value=1,
        max_value=MAX_POINTS,
        initial=150,
        required=False,
        help_text=_("The rulebook suggests 100 to 200 for a new force."),
        error_messages={
            "invalid": _("Type the points as a whole number, like 150."),
            "min_value": _("Points must be at least 1."),
            "max_value": format_lazy(_("Points can be at most {most}."), most=MAX_POINTS),
        },
    )
    game_mode = forms.ChoiceField(
        label=_("Game mode"),
        choices=lambda: [("", "—"), *mode_choices()],
        required=False,
        help_text=_("Points for team A / attacker and team B / defender."),
        error_messages={"invalid_choice": _("Choose a game mode from the list.")},
    )
    mode_role = forms.ChoiceField(
        label=_("Your side in that mode"),
        choices=MODE_ROLES,
        initial="first",
        error_messages={"required": _("Choose your side."), "invalid_choice": _("Choose your side from the list.")},
    )
    players = forms.TypedChoiceField(
        label=_("Players at the table"),
        choices=PLAYER_COUNTS,
        coerce=int,
        initial=2,
        error_messages={"required": _("Choose how many players."), "invalid_choice": _("Choose 2, 4 or 6 players.")},
    )

    def clean(self) -> dict:
        data = super().clean()
        if data.get("points_source") == "mode" and not data.get("game_mode"):
            self.add_error("game_mode", _("Choose the game mode whose points you use."))
        if data.get("points_source") == "free" and not data.get("points_free") and "points_free" not in self.errors:
            self.add_error("points_free", _("Type the points you may spend, like 150."))
        return data

    def settings(self) -> Settings:
        d = self.cleaned_data
        return Settings(
            name=d["name"],
            points_source=d["points_source"],
            points_free=d.get("points_free") or 150,
            game_mode=d.get("game_mode") or "",
            mode_role=d["mode_role"],
            players=d["players"],
        )


class NewDetachmentForm(SettingsForm):
    detachment_type = forms.ChoiceField(
        label=_("Nation, doctrine and detachment type"),
        help_text=_("This cannot change later: start a new detachment for another type."),
        error_messages={
            "required": _("Choose a detachment type."),
            "invalid_choice": _("Choose a detachment type from the list."),
        },
    )
    field_order = ["name", "detachment_type"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["detachment_type"].choices = type_choices()


class AddUnitsForm(forms.Form):
    unit = forms.CharField(max_length=60, error_messages={"required": _("Pick a unit to add.")})
    quality = forms.ChoiceField(
        choices=QUALITIES,
        error_messages={"required": _("Pick a quality."), "invalid_choice": _("Pick conscript, regular or elite.")},
    )
    count = forms.IntegerField(
        min_value=1,
        max_value=MAX_ADD,
        initial=1,
        error_messages={
            "required": _("Say how many to add."),
            "invalid": _("Type how many as a whole number."),
            "min_value": _("Add at least 1."),
            "max_value": format_lazy(_("Add at most {most} at a time."), most=MAX_ADD),
        },
    )


class OptionalId(forms.TypedChoiceField):
    def __init__(self, **kwargs) -> None:
        super().__init__(coerce=int, empty_value=None, required=False, **kwargs)


class EditUnitForm(forms.Form):
    quality = forms.ChoiceField(
        label=_("Quality"),
        choices=QUALITIES,
        error_messages={"required": _("Pick a quality."), "invalid_choice": _("Pick a quality from the list.")},
    )
    weapons = forms.MultipleChoiceField(  # side weapons; the primary ones have a field per man
        label=_("Side weapons"),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        error_messages={"invalid_choice": _("Pick weapons from the list.")},
    )
    rides_in = OptionalId(label=_("Rides in"), error_messages={"invalid_choice": _("Pick a vehicle from the list.")})
    towed_by = OptionalId(label=_("Towed by"), error_messages={"invalid_choice": _("Pick a vehicle from the list.")})
    whole_group = forms.BooleanField(label=_("Apply to every unit like this one"), required=False)

    def __init__(self, *args, roster, line, group_size: int = 1, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        unit = line.unit
        self.fields["whole_group"].label = _("Apply to all %(count)d like this one") % {"count": group_size}
        if unit.profile.unit_type in ("support-weapon", "afv", "transport", "plane"):
            self.fields["quality"].label = _("Crew quality (one for the whole crew)")
        self.fields["quality"].choices = [
            (q, label) for q, label in QUALITIES if q in roster.detachment.detachment_type.qualities
        ]
        others = [c for c in roster.carriers if c.unit.id != unit.id]
        self.fields["rides_in"].choices = [
            ("", _("Walks")),
            *[
                (
                    c.unit.id,
                    _("%(carrier)s (%(taken)d/%(seats)d seats)")
                    % {"carrier": c.label, "taken": c.passengers, "seats": c.unit.profile.passengers},
                )
                for c in others
            ],
        ]
        self.fields["towed_by"].choices = [
            ("", _("Not towed")),
            *[
                (
                    t.unit.id,
                    _("%(tow)s (%(kind)s tow)") % {"tow": t.label, "kind": t.unit.profile.get_tow_class_display()},
                )
                for t in roster.towers
            ],
        ]
        self.shown = self._shown(unit.profile, len(others))
        # Where the page offers no weapons, any sent are the service's to refuse, with its reason.
        self.fields["weapons"].choices = [(w.key, weapon_label(w)) for w in roster.weapons]
        self.primary_names: list[str] = []
        if "weapons" in self.shown:
            self._add_weapon_fields(unit, roster.weapons)

    def _add_weapon_fields(self, unit, offered) -> None:
        """One primary weapon per man, as a single choice each (a radio list for one man, a select per man
        for a team); side weapons as tick boxes."""
        carried = [w.key for w in unit.weapons.all() if w.slot == "primary"]
        primaries = [(w.key, weapon_label(w)) for w in offered if w.slot == "primary"]
        men = min(max(1, unit.profile.crew), MAX_MEN)
        for i in range(men):
            name = "primary" if i == 0 else f"primary_{i + 1}"
            self.fields[name] = forms.ChoiceField(
                label=_("Primary weapon") if men == 1 else _("Primary weapon, man %(man)d") % {"man": i + 1},
                choices=[*primaries, ("", _("No primary weapon"))],
                required=False,
                initial=carried[i] if i < len(carried) else "",
                widget=forms.RadioSelect if men == 1 else forms.Select,
                error_messages={"invalid_choice": _("Pick a primary weapon from the list.")},
            )
            self.primary_names.append(name)
        self.fields["weapons"].choices = [(w.key, weapon_label(w)) for w in offered if w.slot != "primary"]
        self.fields["weapons"].initial = [w.key for w in unit.weapons.all() if w.slot != "primary"]

    @property
    def primary_fields(self) -> list:
        return [self[name] for name in self.primary_names]

    def weapon_keys(self) -> tuple[str, ...]:
        c = self.cleaned_data
        primaries = dict.fromkeys(c[name] for name in self.primary_names if c.get(name))
        return (*primaries, *c.get("weapons", ()))

    @staticmethod
    def _shown(profile, carriers: int) -> frozenset[str]:
        """The fields this unit's page offers: hand weapons for people, a seat for what may ride, a tow for guns."""
        gun = profile.unit_type == "support-weapon" and bool(profile.tow_class)
        shown = {"quality", "whole_group"}
        if profile.unit_type in ("ranking-officer", "squad-leader", "infantry"):
            shown.add("weapons")
        if carriers and profile.unit_type not in ("afv", "transport", "plane") and not gun:
            shown.add("rides_in")
        if gun:
            shown.add("towed_by")
        return frozenset(shown)


def weapon_label(w) -> str:
    bits = [w.get_slot_display()]
    if w.cost:
        bits.append(_("%(points)d pt") % {"points": w.cost})
    if w.uses_per_game:
        bits.append(ngettext("%(uses)d use", "%(uses)d uses", w.uses_per_game) % {"uses": w.uses_per_game})
    return f"{said(w)} ({', '.join(bits)})"


class RosterUploadForm(forms.Form):
    roster = forms.FileField(
        label=_("Roster file (.json)"), error_messages={"required": _("Choose a roster file to import.")}
    )

    def clean_roster(self) -> object:
        upload = self.cleaned_data["roster"]
        if upload.size > MAX_ROSTER_BYTES:
            raise forms.ValidationError(_("That file is over 1 MB: a roster is far smaller."))
        try:
            return read_json(upload.read())
        except (UnicodeDecodeError, ValueError):
            raise forms.ValidationError(
                _("That file is not a roster exported from this app (it is not JSON).")
            ) from None
