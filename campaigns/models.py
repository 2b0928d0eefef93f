"""A campaign: a group plays the ladder of scenarios; its books keep themselves in an append-only, hash-chained ledger.

The ledger is the truth: points, morale and the ladder are derived from its entries (campaigns/books.py) and each
entry carries the running balance of both sides' points, which Postgres holds at zero or more. The tables below it
(members, forces, games) are the working copy a page reads; every change to them happens in the same transaction as
its ledger entry, under the campaign's row lock (campaigns/services.py)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from dice import fairplay

LEDGER_KIND = "campaign"
SIDES = (("A", _("Side A")), ("B", _("Side B")))
STATES = (("forming", _("Forming")), ("running", _("Running")), ("ended", _("Ended")))
MEASURES = (("cm", _("centimetres")), ("in", _("inches")))
MAX_MEMBERS = 6


class Campaign(models.Model):
    code = models.CharField(max_length=8, unique=True)
    name = models.CharField(max_length=60)
    measure = models.CharField(max_length=2, choices=MEASURES, default="cm")
    house_rules = models.JSONField(default=list, blank=True)  # ruling ids switched on for its battles
    pack_version = models.CharField(max_length=40, blank=True)  # the data pack it started with
    state = models.CharField(max_length=8, choices=STATES, default="forming")
    public = models.BooleanField(default=False)  # anyone may read it; only members act
    app_side = models.CharField(max_length=1, blank=True)  # "A" or "B": the side the app plays (solo), else ""
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    server_seed = models.CharField(max_length=64)  # secret until the campaign ends (its morale rolls)
    commitment = models.CharField(max_length=64)
    head_hash = models.CharField(max_length=64)
    entry_count = models.PositiveIntegerField(default=0)
    roll_count = models.PositiveIntegerField(default=0)
    version = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    ended_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"

    @property
    def scope(self) -> str:
        return f"{LEDGER_KIND}:{self.code}"


class Member(models.Model):
    campaign = models.ForeignKey(Campaign, on_delete=models.PROTECT, related_name="members")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="campaign_members")
    position = models.PositiveSmallIntegerField()  # join order; client seeds count in this order
    display_name = models.CharField(max_length=30)
    side = models.CharField(max_length=1, choices=SIDES)
    is_organiser = models.BooleanField(default=False)
    client_seed = models.CharField(max_length=64)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["campaign", "user"], name="campaign_member_once"),
            models.UniqueConstraint(fields=["campaign", "position"], name="campaign_member_position"),
        ]

    def __str__(self) -> str:
        return f"{self.display_name} (side {self.side})"


class Force(models.Model):
    """A side's core detachment, copied in when chosen: later builder edits change nothing."""

    campaign = models.ForeignKey(Campaign, on_delete=models.PROTECT, related_name="forces")
    side = models.CharField(max_length=1, choices=SIDES)
    roster = models.JSONField()  # the roster document (docs/roster.md), as it evolves through the campaign
    source = models.CharField(max_length=80)
    chosen_by = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="+")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["campaign", "side"], name="campaign_force_per_side")]

    def __str__(self) -> str:
        return f"side {self.side}: {self.roster.get('name', '')}"


GAME_STATES = (
    ("playing", _("Being played")),
    ("to-confirm", _("Result to confirm")),
    ("confirmed", _("Confirmed")),
    ("voided", _("Voided")),
)


class Game(models.Model):
    campaign = models.ForeignKey(Campaign, on_delete=models.PROTECT, related_name="games")
    number = models.PositiveSmallIntegerField()  # 1, 2, ... in the order played; a voided game keeps its number
    scenario = models.CharField(max_length=40)
    attacker = models.CharField(max_length=1, blank=True)  # "A", "B" or "" (neutral roles)
    map = models.CharField(max_length=12)  # "new-map" or "previous-map"
    battle = models.OneToOneField(
        "battles.Battle", null=True, blank=True, on_delete=models.PROTECT, related_name="campaign_game"
    )
    battle_code = models.CharField(max_length=8, blank=True)  # kept when the battle stays on another server
    by_hand = models.BooleanField(default=False)  # played outside the app and entered by hand
    state = models.CharField(max_length=10, choices=GAME_STATES, default="playing")
    result = models.CharField(max_length=12, blank=True)  # side-a-wins, side-b-wins, draw
    reason = models.CharField(max_length=30, blank=True)  # how it ended (the battle's reason)
    combat_score_a = models.PositiveIntegerField(default=0)
    combat_score_b = models.PositiveIntegerField(default=0)
    confirmed_a = models.CharField(max_length=30, blank=True)  # who confirmed for each side
    confirmed_b = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["campaign", "number"], name="campaign_game_number")]

    def __str__(self) -> str:
        return f"game {self.number}: {self.scenario}"


class Entry(models.Model):
    """One link of the ledger (fairplay.py checks it like a battle's log). Append-only: Postgres refuses UPDATE,
    DELETE and TRUNCATE (migration 0002)."""

    campaign = models.ForeignKey(Campaign, on_delete=models.PROTECT, related_name="entries")
    seq = models.PositiveIntegerField()
    kind = models.CharField(max_length=20)
    by_name = models.CharField(max_length=30, blank=True)
    summary = models.CharField(max_length=300)
    data = models.JSONField(default=dict, blank=True)
    rolls = models.JSONField(default=list, blank=True)
    voids = models.PositiveIntegerField(null=True, blank=True)  # the seq of an entry this one corrects
    points_a = models.IntegerField(default=0)  # each side's points after this entry: never below zero
    points_b = models.IntegerField(default=0)
    created_at = models.DateTimeField()
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)
    key = models.UUIDField(null=True, blank=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["campaign", "seq"], name="campaign_entry_seq"),
            models.UniqueConstraint(fields=["campaign", "key"], name="campaign_entry_key"),
            models.CheckConstraint(condition=models.Q(points_a__gte=0, points_b__gte=0), name="campaign_points"),
        ]

    def __str__(self) -> str:
        return f"{self.campaign_id} #{self.seq} {self.kind}"

    def body(self) -> dict:
        """The canonical content the chain hashes; the export adds `hash`."""
        return {
            "seq": self.seq,
            "at": self.created_at.strftime(fairplay.AT_FORMAT),
            "kind": self.kind,
            "by": self.by_name,
            "summary": self.summary,
            "data": self.data,
            "rolls": self.rolls,
            "voids": self.voids,
            "points": {"A": self.points_a, "B": self.points_b},
        }

    def computed_hash(self) -> str:
        return fairplay.entry_hash(self.prev_hash, self.body())
