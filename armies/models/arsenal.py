"""The arsenal: what a force is made of, loaded from a data pack (docs/data-pack.md).

Every row keeps the pack's `key`. Importing a new pack updates rows by key and marks rows the pack no
longer has as retired instead of deleting them, so detachments built on them stay readable.
"""

from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.utils.translation import gettext_lazy as _

SIDES = [("axis", _("Axis")), ("allies", _("Allies"))]
QUALITIES = [
    ("conscript", _("Conscript")),
    ("regular", _("Regular")),
    ("elite", "Elite"),
]  # "Elite", "Bunker": the same in German
UNIT_TYPES = [
    ("ranking-officer", _("Ranking officer")),
    ("squad-leader", _("Squad leader")),
    ("infantry", _("Infantry")),
    ("crew", _("Crew")),
    ("support-weapon", _("Support weapon")),
    ("afv", _("Armoured fighting vehicle")),
    ("transport", _("Transport")),
    ("plane", _("Plane")),
]
VEHICLE_CLASSES = [
    ("armoured-car", _("Armoured car")),
    ("light-tank", _("Light tank")),
    ("medium-tank", _("Medium tank")),
    ("heavy-tank", _("Heavy tank")),
]
MOVEMENTS = [
    ("foot", _("On foot")),
    ("wheeled", _("Wheeled")),
    ("tracked", _("Tracked")),
    ("horse", _("Horse")),
    ("air", _("Air")),
]
DOCTRINE_KINDS = [("infantry", _("Infantry")), ("support", _("Support")), ("armored", _("Armored"))]
SLOTS = [("primary", _("Primary")), ("side", _("Side"))]
BLASTS = [
    ("hand-grenade", _("Hand grenade / 20 mm")),
    ("37-47mm", "37-47 mm"),
    ("75-88mm", "75-88 mm"),
    ("bombs", _("Bombs")),
]
TOW_CLASSES = [("light", _("Light")), ("medium", _("Medium")), ("heavy", _("Heavy"))]
FIELDWORK_KINDS = [
    ("sandbags", _("Sandbags")),
    ("bunker", "Bunker"),
    ("tank-trap", _("Tank traps")),
    ("minefield", _("Minefield")),
    ("barbed-wire", _("Barbed wire")),
]
COVER = [("none", _("None")), ("soft", _("Soft")), ("medium", _("Medium")), ("hard", _("Hard"))]
# Weapon kinds in the reader's words (docs/data-pack.md lists them); a pack may bring kinds of its own, said as they
# are with the hyphens dropped.
WEAPON_KIND_WORDS = {
    "pistol": _("pistol"),
    "rifle": _("rifle"),
    "sniper-rifle": _("sniper rifle"),
    "light-mortar": _("light mortar"),
    "flamethrower": _("flamethrower"),
    "knife": _("knife"),
    "hand-grenade": _("hand grenade"),
    "smoke-grenade": _("smoke grenade"),
    "satchel-charge": _("satchel charge"),
    "bazooka": "Bazooka",
    "at-grenade": _("anti-tank grenade"),
    "at-rifle": _("anti-tank rifle"),
    "lmg": _("light machine gun"),
    "smg": _("submachine gun"),
    "panzerfaust-30": "Panzerfaust 30",
    "panzerfaust-60": "Panzerfaust 60",
    "panzerfaust-100": "Panzerfaust 100",
    "panzerschreck": "Panzerschreck",
}
CARD_AFFECTS = [("all", "Everyone"), ("drawing-player", "The player who draws it"), ("opponents", "The opponents")]


class PackEntry(models.Model):
    key = models.SlugField(max_length=60, unique=True)
    retired = models.BooleanField(default=False)  # no longer in the current pack
    # Its words in other languages as the pack gives them ({"name_de": "Schütze"}); armies.pack_words reads them.
    translations = models.JSONField(default=dict, blank=True)

    class Meta:
        abstract = True

    def __str__(self) -> str:
        return getattr(self, "name", None) or getattr(self, "title", None) or self.key


class DataPack(models.Model):
    """The pack the arsenal was last loaded from (one row)."""

    name = models.CharField(max_length=120)
    version = models.CharField(max_length=40)
    is_sample = models.BooleanField(default=False)
    notes = models.TextField(blank=True)
    translations = models.JSONField(default=dict, blank=True)  # its name and notes in other languages
    imported_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.name} ({self.version})"


class Nation(PackEntry):
    name = models.CharField(max_length=60)
    side = models.CharField(max_length=10, choices=SIDES)


class Weapon(PackEntry):
    name = models.CharField(max_length=80)
    nation = models.ForeignKey(Nation, null=True, blank=True, on_delete=models.PROTECT, related_name="weapons")
    slot = models.CharField(max_length=10, choices=SLOTS)
    kind = models.CharField(max_length=30)
    small_arms = models.PositiveSmallIntegerField(default=0)
    he = models.PositiveSmallIntegerField(default=0)
    ap = models.PositiveSmallIntegerField(default=0)
    attacks_per_turn = models.PositiveSmallIntegerField(default=1)
    melee_bonus = models.SmallIntegerField(default=0)
    cost = models.PositiveSmallIntegerField(default=0)
    uses_per_game = models.PositiveSmallIntegerField(null=True, blank=True)
    max_range_cm = models.PositiveSmallIntegerField(null=True, blank=True)
    heavy_gear = models.BooleanField(default=False)

    @property
    def kind_label(self) -> str:
        return str(WEAPON_KIND_WORDS.get(self.kind, self.kind.replace("-", " ")))


class UnitProfile(PackEntry):
    nation = models.ForeignKey(Nation, on_delete=models.PROTECT, related_name="units")
    name = models.CharField(max_length=80)
    unit_type = models.CharField(max_length=20, choices=UNIT_TYPES)
    armour = ArrayField(models.PositiveSmallIntegerField(), size=4)  # front, side, rear, top
    small_arms = models.PositiveSmallIntegerField(default=0)
    he = models.PositiveSmallIntegerField(default=0)
    ap = models.PositiveSmallIntegerField(default=0)
    cost_conscript = models.PositiveSmallIntegerField(null=True, blank=True)
    cost_regular = models.PositiveSmallIntegerField(null=True, blank=True)
    cost_elite = models.PositiveSmallIntegerField(null=True, blank=True)
    crew = models.PositiveSmallIntegerField(default=1)
    mobility = models.PositiveSmallIntegerField(default=0)  # D6 per move
    movement = models.CharField(max_length=10, choices=MOVEMENTS)
    attacks_per_turn = models.PositiveSmallIntegerField(default=1)
    passengers = models.PositiveSmallIntegerField(default=0)
    blast = models.CharField(max_length=20, choices=BLASTS, blank=True)
    turret = models.BooleanField(default=False)
    open_top = models.BooleanField(default=False)
    gun_shield = models.BooleanField(default=False)
    armoured = models.BooleanField(default=False)
    tow_class = models.CharField(max_length=10, choices=TOW_CLASSES, blank=True)
    vehicle_class = models.CharField(max_length=14, choices=VEHICLE_CLASSES, blank=True)  # an AFV's class (upgrades)
    weapons = models.ManyToManyField(Weapon, blank=True, related_name="carried_by")
    notes = models.TextField(blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=models.Q(mobility__lte=8), name="unit_mobility_at_most_8d6"),
        ]

    def cost(self, quality: str) -> int | None:
        return getattr(self, f"cost_{quality}")


class Doctrine(PackEntry):
    nation = models.ForeignKey(Nation, on_delete=models.PROTECT, related_name="doctrines")
    kind = models.CharField(max_length=10, choices=DOCTRINE_KINDS)
    name = models.CharField(max_length=80)


class DetachmentType(PackEntry):
    doctrine = models.ForeignKey(Doctrine, on_delete=models.PROTECT, related_name="detachment_types")
    name = models.CharField(max_length=80)
    officer = models.ForeignKey(UnitProfile, on_delete=models.PROTECT, related_name="commands")
    orders_per_turn = models.PositiveSmallIntegerField()
    command_radius_cm = models.PositiveSmallIntegerField()
    activations_per_turn = models.PositiveSmallIntegerField(default=1)
    event_cards = models.PositiveSmallIntegerField(default=1)
    qualities = ArrayField(models.CharField(max_length=10, choices=QUALITIES))
    units = models.ManyToManyField(UnitProfile, related_name="fielded_by")
    extra_points = models.PositiveSmallIntegerField(default=0)
    setup = models.TextField(blank=True)


class CoreUnit(models.Model):
    detachment_type = models.ForeignKey(DetachmentType, on_delete=models.CASCADE, related_name="core")
    unit = models.ForeignKey(UnitProfile, on_delete=models.PROTECT)
    count = models.PositiveSmallIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["detachment_type", "unit"], name="core_unit_once")]

    def __str__(self) -> str:
        return f"{self.count} x {self.unit}"


class Fieldwork(PackEntry):
    name = models.CharField(max_length=60)
    kind = models.CharField(max_length=20, choices=FIELDWORK_KINDS)
    cost = models.PositiveSmallIntegerField()
    cover = models.CharField(max_length=10, choices=COVER)
    notes = models.TextField(blank=True)


class EventCard(PackEntry):
    title = models.CharField(max_length=80)
    text = models.TextField()
    duration_turns = models.PositiveSmallIntegerField(default=1)
    affects = models.CharField(max_length=20, choices=CARD_AFFECTS)


class ExampleDetachment(PackEntry):
    name = models.CharField(max_length=100)
    detachment_type = models.ForeignKey(DetachmentType, on_delete=models.PROTECT, related_name="examples")
    entries = models.JSONField()  # [{"unit": key, "quality": ..., "count": n, "weapons": [keys]}] as in the pack
