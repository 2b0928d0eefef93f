"""Players' detachments: one row per detachment, one row per miniature in it.

A detachment is built against one detachment type of the arsenal; its nation and doctrine come from
that type. It records the data pack version it was built with, so an export can say what changed.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from armies.models.arsenal import QUALITIES, DetachmentType, UnitProfile, Weapon

POINTS_SOURCES = [("free", _("Free choice")), ("mode", _("From a game mode"))]
MODE_ROLES = [("first", _("Team A / attacker")), ("second", _("Team B / defender"))]
PLAYER_COUNTS = [(2, _("2 or 3 players: full points")), (4, _("4 players: 75 %")), (6, _("6 players: 50 %"))]
MAX_POINTS = 2000
MAX_UNITS = 200


def new_share_token() -> str:
    return secrets.token_urlsafe(18)


class Detachment(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="detachments")
    name = models.CharField(max_length=80)
    detachment_type = models.ForeignKey(DetachmentType, on_delete=models.PROTECT, related_name="rosters")
    points_source = models.CharField(max_length=10, choices=POINTS_SOURCES, default="free")
    points_free = models.PositiveIntegerField(default=150)
    game_mode = models.CharField(max_length=40, blank=True)
    mode_role = models.CharField(max_length=10, choices=MODE_ROLES, default="first")
    players = models.PositiveSmallIntegerField(choices=PLAYER_COUNTS, default=2)
    share_token = models.CharField(max_length=32, unique=True, default=new_share_token)
    pack_version = models.CharField(max_length=40, blank=True)
    last_removed = models.JSONField(null=True, blank=True)  # what "undo" puts back
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at", "-id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(players__in=[2, 4, 6]), name="detachment_players_2_4_6"),
            models.CheckConstraint(condition=models.Q(points_free__lte=MAX_POINTS), name="detachment_points_cap"),
        ]

    def __str__(self) -> str:
        return self.name


class RosterUnit(models.Model):
    detachment = models.ForeignKey(Detachment, on_delete=models.CASCADE, related_name="units")
    profile = models.ForeignKey(UnitProfile, on_delete=models.PROTECT, related_name="+")
    quality = models.CharField(max_length=10, choices=QUALITIES)
    weapons = models.ManyToManyField(Weapon, blank=True, related_name="+")
    position = models.PositiveIntegerField()
    rides_in = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="passengers")
    towed_by = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="towed")
    squad_leader = models.BooleanField(default=False)  # the soldier promoted to squad leader, for free

    class Meta:
        ordering = ["position", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["detachment"], condition=models.Q(squad_leader=True), name="one_promoted_squad_leader"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.profile} ({self.quality})"
