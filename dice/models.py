from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models.functions import Lower

from dice import fairplay

MAX_DICE = 8  # the most any Burst of Fire roll needs (8D6 drift and scenario tables)
MAX_MEMBERS = 12
LOG_KIND = "dice-room"  # what the log's header calls a room; its scope is "dice-room:CODE" (fairplay.header)


class DiceRoom(models.Model):
    code = models.CharField(max_length=8, unique=True)
    server_seed = models.CharField(max_length=64)  # secret until the room closes
    commitment = models.CharField(max_length=64)
    head_hash = models.CharField(max_length=64)  # hash of the last link: the header's before any roll
    log_format = models.PositiveSmallIntegerField(default=2)  # 2: header, seed owners, closing link (fairplay.py)
    roll_count = models.PositiveIntegerField(default=0)
    version = models.PositiveIntegerField(default=0)  # bumped on every change; phones poll it
    created_at = models.DateTimeField(auto_now_add=True)
    closed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"Dice room {self.code}"

    @property
    def is_closed(self) -> bool:
        return self.closed_at is not None

    @property
    def scope(self) -> str:
        return f"{LOG_KIND}:{self.code}"


class RoomMember(models.Model):
    room = models.ForeignKey(DiceRoom, on_delete=models.PROTECT, related_name="members")
    position = models.PositiveSmallIntegerField()  # join order; client seeds count in this order
    display_name = models.CharField(max_length=30)
    client_seed = models.CharField(max_length=64)
    is_host = models.BooleanField(default=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["room", "position"], name="member_position_unique"),
            models.UniqueConstraint("room", Lower("display_name"), name="member_name_unique_in_room"),
        ]

    def __str__(self) -> str:
        return self.display_name


class RollEntry(models.Model):
    """One roll in a room's log. Rows are never updated or deleted (a database trigger refuses it)."""

    room = models.ForeignKey(DiceRoom, on_delete=models.PROTECT, related_name="entries")
    seq = models.PositiveIntegerField()
    member = models.ForeignKey(RoomMember, on_delete=models.PROTECT, related_name="rolls")
    by_name = models.CharField(max_length=30)
    label = models.CharField(max_length=80, blank=True)
    dice = ArrayField(models.PositiveSmallIntegerField())
    seed_count = models.PositiveSmallIntegerField()
    seeds_digest = models.CharField(max_length=64)  # SHA-256 of the client seeds used (fairplay.seeds_digest)
    created_at = models.DateTimeField()
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)
    key = models.UUIDField()

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["room", "seq"], name="roll_seq_unique"),
            models.UniqueConstraint(fields=["room", "key"], name="roll_key_unique"),
            models.CheckConstraint(condition=models.Q(seq__gte=1), name="roll_seq_positive"),
            models.CheckConstraint(
                condition=models.Q(dice__len__gte=1, dice__len__lte=MAX_DICE)
                & models.Q(dice__contained_by=[1, 2, 3, 4, 5, 6]),
                name="roll_dice_are_d6",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.room.code} #{self.seq}"

    @property
    def total(self) -> int:
        return sum(self.dice)

    def body(self) -> dict:
        """The canonical content the chain hashes (see fairplay.py); the export adds `hash`."""
        return {
            "seq": self.seq,
            "at": self.created_at.strftime(fairplay.AT_FORMAT),
            "by": self.by_name,
            "label": self.label,
            "rolls": [
                {"n": self.seq, "dice": list(self.dice), "seeds": self.seed_count, "seeds_sha256": self.seeds_digest}
            ],
        }

    def computed_hash(self) -> str:
        return fairplay.entry_hash(self.prev_hash, self.body())
