"""Forms of the terrain sheet: a piece (preset or typed in), a fieldwork bought for a sector, a unit that
entered a sector. Every one carries the one-time key; the services check the rules."""

from __future__ import annotations

from django import forms

from battles.table.terrain import (
    COVERS,
    MAX_NAME,
    MAX_SECTOR,
    OBSTACLE_WORDS,
    OBSTACLES,
    PRESETS,
    TERRAIN_WORDS,
    TERRAINS,
    cover_words,
)

RELOAD = {"required": "Reload the page and try again.", "invalid": "Reload the page and try again."}


class KeyForm(forms.Form):
    key = forms.UUIDField(widget=forms.HiddenInput, error_messages=RELOAD)


class PresetForm(KeyForm):
    preset = forms.ChoiceField(
        choices=[(k, p.name) for k, p in PRESETS.items()],
        error_messages={"required": "Pick a piece from the list.", "invalid_choice": "Pick a piece from the list."},
    )


class PieceForm(KeyForm):
    name = forms.CharField(
        label="Name",
        max_length=MAX_NAME,
        help_text="Your own words, like “farmhouse by the road”.",
        error_messages={
            "required": "Give the piece a name, like “farmhouse by the road”.",
            "max_length": f"Keep the name to {MAX_NAME} characters.",
        },
    )
    cover = forms.ChoiceField(
        label="Cover",
        choices=[(c, cover_words(c).capitalize()) for c in COVERS],
        error_messages={
            "required": "Pick a cover level.",
            "invalid_choice": "Pick a cover level: none, soft, medium or hard.",
        },
    )
    terrain = forms.ChoiceField(
        label="Terrain for movement",
        choices=[(t, TERRAIN_WORDS[t].capitalize()) for t in TERRAINS],
        error_messages={
            "required": "Pick a type of terrain.",
            "invalid_choice": "Pick a type of terrain from the list.",
        },
    )
    obstacle = forms.ChoiceField(
        label="As an obstacle",
        choices=[(o, OBSTACLE_WORDS[o].capitalize()) for o in OBSTACLES],
        error_messages={
            "required": "Pick an obstacle height.",
            "invalid_choice": "Pick an obstacle height from the list.",
        },
    )
    flammable = forms.BooleanField(label="It can catch fire", required=False)

    def __init__(self, *args, prefix_id: str = "new", **kwargs) -> None:
        super().__init__(*args, auto_id=f"{prefix_id}-%s", **kwargs)


def sector_field() -> forms.CharField:
    return forms.CharField(
        label="Sector",
        max_length=MAX_SECTOR,
        error_messages={
            "required": "Name the sector, like “north left”.",
            "max_length": f"Keep the sector's name to {MAX_SECTOR} characters.",
        },
    )


class FieldworkForm(KeyForm):
    fieldwork = forms.CharField(max_length=60, error_messages={"required": "Pick a fieldwork from the list."})
    sector = sector_field()


class EnteredForm(KeyForm):
    unit = forms.IntegerField(
        label="Which unit",
        min_value=1,
        error_messages={
            "required": "Pick the unit that entered the sector.",
            "invalid": "Pick the unit that entered the sector.",
            "min_value": "Pick the unit that entered the sector.",
        },
    )
    sector = sector_field()
