"""Forms of the terrain sheet: a piece (preset or typed in), a fieldwork bought for a sector, a unit that
entered a sector. Every one carries the one-time key; the services check the rules. Labels, choices and
errors read in the reader's language; the values they post are the engine's own."""

from __future__ import annotations

from django import forms
from django.utils.text import capfirst
from django.utils.translation import gettext, gettext_lazy

from battles.table.terrain import (
    COVERS,
    MAX_NAME,
    MAX_SECTOR,
    OBSTACLE_WORDS,
    OBSTACLES,
    PRESETS,
    TERRAINS,
    terrain_shown,
)
from rules.localized import label

RELOAD = {
    "required": gettext_lazy("Reload the page and try again."),
    "invalid": gettext_lazy("Reload the page and try again."),
}


def _preset_choices() -> list[tuple[str, str]]:
    return [(k, p.shown) for k, p in PRESETS.items()]


def _cover_choices() -> list[tuple[str, str]]:
    return [(c, gettext("No cover") if c == "none" else capfirst(label(c))) for c in COVERS]


def _terrain_choices() -> list[tuple[str, str]]:
    return [(t, capfirst(terrain_shown(t))) for t in TERRAINS]


def _obstacle_choices() -> list[tuple[str, str]]:
    return [(o, capfirst(str(OBSTACLE_WORDS[o]))) for o in OBSTACLES]


class KeyForm(forms.Form):
    key = forms.UUIDField(widget=forms.HiddenInput, error_messages=RELOAD)


class PresetForm(KeyForm):
    preset = forms.ChoiceField(
        choices=_preset_choices,
        error_messages={
            "required": gettext_lazy("Pick a piece from the list."),
            "invalid_choice": gettext_lazy("Pick a piece from the list."),
        },
    )


class PieceForm(KeyForm):
    name = forms.CharField(
        label=gettext_lazy("Name"),
        max_length=MAX_NAME,
        help_text=gettext_lazy("Your own words, like “farmhouse by the road”."),
        error_messages={
            "required": gettext_lazy("Give the piece a name, like “farmhouse by the road”."),
            "max_length": gettext_lazy("Keep the name to %(limit_value)d characters."),
        },
    )
    cover = forms.ChoiceField(
        label=gettext_lazy("Cover"),
        choices=_cover_choices,
        error_messages={
            "required": gettext_lazy("Pick a cover level."),
            "invalid_choice": gettext_lazy("Pick a cover level: none, soft, medium or hard."),
        },
    )
    terrain = forms.ChoiceField(
        label=gettext_lazy("Terrain for movement"),
        choices=_terrain_choices,
        error_messages={
            "required": gettext_lazy("Pick a type of terrain."),
            "invalid_choice": gettext_lazy("Pick a type of terrain from the list."),
        },
    )
    obstacle = forms.ChoiceField(
        label=gettext_lazy("As an obstacle"),
        choices=_obstacle_choices,
        error_messages={
            "required": gettext_lazy("Pick an obstacle height."),
            "invalid_choice": gettext_lazy("Pick an obstacle height from the list."),
        },
    )
    flammable = forms.BooleanField(label=gettext_lazy("It can catch fire"), required=False)

    def __init__(self, *args, prefix_id: str = "new", **kwargs) -> None:
        super().__init__(*args, auto_id=f"{prefix_id}-%s", **kwargs)


def sector_field() -> forms.CharField:
    return forms.CharField(
        label=gettext_lazy("Sector"),
        max_length=MAX_SECTOR,
        error_messages={
            "required": gettext_lazy("Name the sector, like “north left”."),
            "max_length": gettext_lazy("Keep the sector's name to %(limit_value)d characters."),
        },
    )


class FieldworkForm(KeyForm):
    fieldwork = forms.CharField(
        max_length=60, error_messages={"required": gettext_lazy("Pick a fieldwork from the list.")}
    )
    sector = sector_field()


class EnteredForm(KeyForm):
    unit = forms.IntegerField(
        label=gettext_lazy("Which unit"),
        min_value=1,
        error_messages={
            "required": gettext_lazy("Pick the unit that entered the sector."),
            "invalid": gettext_lazy("Pick the unit that entered the sector."),
            "min_value": gettext_lazy("Pick the unit that entered the sector."),
        },
    )
    sector = sector_field()
