"""A battle: its settings, its seats (each a player with a hidden, then revealed detachment), the units
snapshotted at the start, and the append-only, hash-chained log every roll and change goes into."""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models.functions import Lower
from django.utils.translation import gettext_lazy as _

from armies.pack_words import said
from bof_site.json_columns import JSONField
from dice import fairplay

MAX_SEATS = 6
LOG_KIND = "battle"  # what the log's header calls a battle; its scope is "battle:CODE" (fairplay.header)
TEAMS = [("A", _("Team A")), ("B", _("Team B"))]
MEASURES = [("cm", _("Centimetres")), ("in", _("Inches"))]
PHASES = [("lobby", _("Taking seats")), ("setup", _("Setting up")), ("playing", _("Playing")), ("ended", _("Ended"))]


class Battle(models.Model):
    code = models.CharField(max_length=8, unique=True)
    system = models.CharField(max_length=20, default="burst-of-fire")  # rules.engine.systems: which game's rules
    game_mode = models.CharField(max_length=40)  # an id of rules.engine.procedures.setup.MODES (Burst of Fire's)
    players = models.PositiveSmallIntegerField()
    cut_points = models.BooleanField(default=True)  # the optional multiplayer cut (4 players 75 %, 6 players 50 %)
    points_a = models.PositiveSmallIntegerField()  # per side before the cut: team A (the attacker where roles apply)
    points_b = models.PositiveSmallIntegerField()
    turn_limit = models.PositiveSmallIntegerField(default=5)
    combat_score_limit = models.PositiveSmallIntegerField(default=50)
    measure = models.CharField(max_length=2, choices=MEASURES, default="cm")
    house_rules = ArrayField(models.CharField(max_length=4), default=list, blank=True)  # ruling ids switched
    phase = models.CharField(max_length=10, choices=PHASES, default="lobby")
    turn = models.PositiveSmallIntegerField(default=0)  # 0 until the first turn starts
    # What setup and play decided, recomputable from the log: {"force_morale": {"A": 9, "B": 8}, ...}
    state = JSONField(default=dict, blank=True)
    # The event-card deck the first draw fixed (every card's words): written once, beside the state rather than
    # in it, so the state every change rewrites stays small. Battles begun before it keep theirs in the state.
    deck = JSONField(null=True, blank=True)
    server_seed = models.CharField(max_length=64)  # secret until the battle ends
    commitment = models.CharField(max_length=64)
    head_hash = models.CharField(max_length=64)
    log_format = models.PositiveSmallIntegerField(default=2)  # 2: header, seed owners, closing link (fairplay.py)
    entry_count = models.PositiveIntegerField(default=0)
    roll_count = models.PositiveIntegerField(default=0)
    version = models.PositiveIntegerField(default=0)  # bumped on every change; phones poll it
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=models.Q(players__gte=2, players__lte=MAX_SEATS), name="battle_players"),
            models.CheckConstraint(condition=models.Q(turn_limit__gte=1), name="battle_turn_limit"),
            models.CheckConstraint(condition=models.Q(combat_score_limit__gte=1), name="battle_cs_limit"),
        ]

    def __str__(self) -> str:
        return f"Battle {self.code}"

    @property
    def scope(self) -> str:
        return f"{LOG_KIND}:{self.code}"

    @property
    def is_revealed(self) -> bool:
        """Detachments are public once every seat was ready and the battle left the lobby."""
        return self.phase != "lobby"


class Seat(models.Model):
    battle = models.ForeignKey(Battle, on_delete=models.PROTECT, related_name="seats")
    position = models.PositiveSmallIntegerField()  # join order; client seeds count in this order
    display_name = models.CharField(max_length=30)
    team = models.CharField(max_length=1, choices=TEAMS)
    is_host = models.BooleanField(default=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    client_seed = models.CharField(max_length=64)
    # The chosen detachment as a roster document (armies/roster_json.py): secret until every seat is ready.
    roster = JSONField(null=True, blank=True)
    roster_source = models.CharField(max_length=80, blank=True)  # "My detachment", "Example: ...", "File: ..."
    salt = models.CharField(max_length=32, blank=True)  # makes the commitment unguessable; revealed at the start
    roster_commitment = models.CharField(max_length=64, blank=True)  # SHA-256 of salt + roster, shown when ready
    ready_at = models.DateTimeField(null=True, blank=True)
    # Filled at the reveal: type, nation, doctrine, officer's orders and radius, cards, points, action pool.
    detachment = JSONField(null=True, blank=True)
    # What only this seat may know during the game, e.g. where its minefields lie (battles/services/terrain.py):
    # the log holds only a salted hash of each until the secret is revealed. Never rendered for other phones.
    secrets = JSONField(default=dict, blank=True)
    # The enemy the app plays in a solo battle (battles/services/solo.py): no phone holds it; the player's phone
    # acts for it when its turn comes, and the log names it as the acting seat.
    played_by_app = models.BooleanField(default=False)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["battle", "position"], name="seat_position_unique"),
            models.UniqueConstraint("battle", Lower("display_name"), name="seat_name_unique_in_battle"),
        ]

    def __str__(self) -> str:
        return self.display_name

    @property
    def is_ready(self) -> bool:
        return self.ready_at is not None


# A crew waiting inside its machine (battles/services/crews.py): no page lists it, no roll or action reaches it.
ABOARD = "aboard"


class BattleUnit(models.Model):
    """One model on the table, copied from a seat's revealed roster: later arsenal edits change nothing."""

    battle = models.ForeignKey(Battle, on_delete=models.PROTECT, related_name="units")
    seat = models.ForeignKey(Seat, on_delete=models.PROTECT, related_name="units")
    ref = models.PositiveIntegerField()  # the unit's ref in the roster document
    label = models.CharField(max_length=100)
    profile_key = models.CharField(max_length=60)
    unit_type = models.CharField(max_length=20)
    quality = models.CharField(max_length=10)
    points = models.PositiveSmallIntegerField()
    stats = JSONField()  # the profile's numbers at the start: armour, firepower, crew, mobility, ...
    weapons = JSONField(default=list)  # [{key, name, slot, small_arms, he, ap, uses}]
    squad_leader = models.BooleanField(default=False)
    rides_in = models.PositiveIntegerField(null=True, blank=True)  # ref of the carrier
    towed_by = models.PositiveIntegerField(null=True, blank=True)
    crew_alive = models.PositiveSmallIntegerField()
    tokens = JSONField(default=dict)  # token name -> count
    status = models.CharField(
        max_length=12, default="active"
    )  # active | dead | surrendered | abandoned | crewing | aboard
    placed = models.BooleanField(default=False)
    activated_turn = models.PositiveSmallIntegerField(default=0)  # the last turn it was activated (R26)
    actions_used = models.PositiveSmallIntegerField(default=0)  # in its activation this turn

    class Meta:
        ordering = ["seat__position", "ref"]
        constraints = [models.UniqueConstraint(fields=["seat", "ref"], name="battle_unit_ref_unique")]

    def __str__(self) -> str:
        return self.label

    @property
    def label_said(self) -> str:
        """The label in the reader's language ("Schütze 2"), as the reveal copied it with the pack's words: `label`
        is the pack's own, which the log seals (armies.pack_words)."""
        return said({"label": self.label, "translations": (self.stats or {}).get("translations")}, "label")

    @property
    def own_label_said(self) -> str:
        """The label as its own player reads it: without the player's name the reveal added where another seat has
        a unit of the same name (battles/systems/burst_of_fire.told_apart), which tells the sides apart for
        everyone else and is only noise on the player's own picker."""
        return self.without_owner(self.label_said)

    def without_owner(self, label: str) -> str:
        """`label` (this unit's, or made of it) without the player's name the reveal added to tell it apart."""
        owner = (self.stats or {}).get("told_apart")
        return label.removesuffix(f" ({owner})") if owner else label


class LogEntry(models.Model):
    """One entry of a battle's log. Rows are never updated or deleted (a database trigger refuses it)."""

    battle = models.ForeignKey(Battle, on_delete=models.PROTECT, related_name="entries")
    seq = models.PositiveIntegerField()
    kind = models.CharField(max_length=30)  # created, joined, ready, revealed, roll, ...
    turn = models.PositiveSmallIntegerField(default=0)  # 0: before the first turn
    seat = models.ForeignKey(Seat, null=True, blank=True, on_delete=models.PROTECT, related_name="entries")
    by_name = models.CharField(max_length=30, blank=True)
    as_referee = models.BooleanField(default=False)
    summary = models.CharField(max_length=300)
    data = JSONField(default=dict)  # inputs, outcome, steps, changes: whatever the kind records
    rolls = JSONField(default=list)  # [{n, dice, seeds, seeds_sha256, source}] as fairplay.verify reads
    voids = models.PositiveIntegerField(null=True, blank=True)  # seq of the entry this one takes back
    created_at = models.DateTimeField()
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)
    key = models.UUIDField(null=True, blank=True)  # the one-time key of the request that made it
    asked = models.CharField(max_length=16, blank=True, default="")  # what that request asked (bof_site.once.asked)
    # What the change was asked to do, on its first entry (services/calls.py), so battles/replay.py can do it
    # again; not hashed: a replay must come to the entries and seals the chain holds.
    call = JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["battle", "seq"], name="battle_entry_seq_unique"),
            models.UniqueConstraint(fields=["battle", "key"], name="battle_entry_key_unique"),
            models.CheckConstraint(condition=models.Q(seq__gte=1), name="battle_entry_seq_positive"),
        ]
        # Whether an entry was taken back, asked for each roll the turn card shows (selectors.ROLLS_AND_NEWEST):
        # only the takings-back are indexed, a few a game.
        indexes = [
            models.Index(
                fields=["battle", "voids"], name="battle_entry_voids", condition=models.Q(voids__isnull=False)
            ),
        ]

    def __str__(self) -> str:
        return f"{self.battle.code} #{self.seq}"

    def body(self) -> dict:
        """The canonical content the chain hashes; the export adds `hash`."""
        return {
            "seq": self.seq,
            "at": self.created_at.strftime(fairplay.AT_FORMAT),
            "kind": self.kind,
            "turn": self.turn,
            "by": self.by_name,
            "referee": self.as_referee,
            "summary": self.summary,
            "data": self.data,
            "rolls": self.rolls,
            "voids": self.voids,
        }

    def computed_hash(self) -> str:
        return fairplay.entry_hash(self.prev_hash, self.body())


class Seal(models.Model):
    """How the battle stood once a change was complete, chained after the change's last entry (fairplay.py reads
    it as the entry's "sealed" link): a digest of the battle, its seats and its units as Postgres computes it
    (migration 0014, battles_state_digest), and the digest of each undo note the change wrote. The head the phones
    show is the seal's hash, so the state and what a void would restore cannot be edited without the chain.
    Append-only, like the log."""

    entry = models.OneToOneField(LogEntry, on_delete=models.CASCADE, primary_key=True, related_name="seal")
    body = JSONField()  # {"after": sha256 hex, "undo": {"<seq>": sha256 hex of that entry's undo note}}
    hash = models.CharField(max_length=64)

    def __str__(self) -> str:
        return f"seal after entry {self.entry_id}"


class UndoNote(models.Model):
    """How the battle stood before one entry's change, so a void can put it back: the state, the phase, the
    turn and the units the change touched (as services.common.UNIT_STATE reads them). Kept beside the log,
    not in it: it is the app's bookkeeping, not part of what happened at the table, so it is not hashed, and
    it is written once the change is complete (the log's rows are never updated)."""

    entry = models.OneToOneField(LogEntry, on_delete=models.CASCADE, primary_key=True, related_name="undo_note")
    note = JSONField()

    def __str__(self) -> str:
        return f"undo note of entry {self.entry_id}"


class RegionRender(models.Model):
    """The table's regions as one kind of viewer sees one version of a battle (battles/regions.py): rendered once,
    then served to every phone that asks, with fresh one-time keys and its own CSRF token put in. A cache, not a
    record: an UNLOGGED table (migration 0021, no WAL), rows of versions older than the one before the newest
    deleted as new ones come, and all of them with their battle."""

    battle = models.ForeignKey(Battle, on_delete=models.CASCADE, related_name="+", db_index=False)
    version = models.PositiveIntegerField()
    viewer = models.CharField(max_length=80)  # battles.regions.viewer_key: seat or onlooker, language, step ...
    parts = JSONField()  # {"turn": html, ..., "live": html, "news": text}

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["battle", "version", "viewer"], name="region_render_once"),
        ]

    def __str__(self) -> str:
        return f"regions of battle {self.battle_id} v{self.version} for {self.viewer}"
