"""Open Fire packs and the forces players build from them (docs/open-fire-pack.md). A pack is kept whole as the
JSON it was loaded from (read and checked by rules.engine.open_fire.packs); a force keeps its units as the
force format lists them, so export, import and the battle lobby read one shape."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from armies.models.rosters import new_share_token
from rules.engine.open_fire.packs import LANGUAGES


class OpenFirePack(models.Model):
    key = models.SlugField(max_length=60, unique=True)
    name = models.CharField(max_length=200)
    version = models.CharField(max_length=40, blank=True)
    sample = models.BooleanField(default=False)
    doc = models.JSONField()
    loaded_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def translations(self) -> dict[str, str]:
        """The pack's name and notes in other languages as its document gives them ({"name_de": ...}), for a page
        to say them in the reader's (armies.pack_words.said)."""
        doc = self.doc if isinstance(self.doc, dict) else {}
        keys = [f"{field}_{language}" for field in ("name", "notes") for language in LANGUAGES]
        return {k: doc[k].strip() for k in keys if isinstance(doc.get(k), str) and doc[k].strip()}


class OpenFireForce(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="open_fire_forces")
    pack = models.ForeignKey(OpenFirePack, on_delete=models.PROTECT, related_name="forces")
    name = models.CharField(max_length=80)
    units = models.JSONField(default=list)  # [{"ref": 1, "unit": "<pack unit id>", "leader": ""}, ...]
    points_limit = models.PositiveIntegerField(null=True, blank=True)  # None: no limit (O60)
    share_token = models.CharField(max_length=32, unique=True, default=new_share_token)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(points_limit__isnull=True) | models.Q(points_limit__gte=1, points_limit__lte=20000),
                name="open_fire_force_limit",
            )
        ]

    def __str__(self) -> str:
        return self.name
