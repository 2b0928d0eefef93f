"""Everything that writes to a dice room. Each function owns its transaction and the room's row lock."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from bof_site.refusals import Refused
from dice import fairplay
from dice.models import LOG_KIND, MAX_DICE, MAX_MEMBERS, DiceRoom, RollEntry, RoomMember

# No 0/O, 1/I/L: codes are read aloud across a table and typed on phones.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


@dataclass(frozen=True)
class RollResult:
    room: DiceRoom  # as it stands after the roll
    entry: RollEntry
    replayed: bool  # True when the key was seen before: nothing new was rolled


def seeds_sha256(log_format: int, members: Sequence) -> str:
    """The fingerprint of the client seeds a roll used, with who brought each (older logs: the seeds alone).
    `members` are a dice room's members or a battle's seats, in join order."""
    if log_format < 2:
        return fairplay.seeds_digest([m.client_seed for m in members])
    return fairplay.owned_seeds_digest([(m.display_name, m.client_seed) for m in members])


def closing_link(at: datetime, members: Sequence) -> dict:
    """The last link of a room's or a battle's chain (fairplay.closing): when it closed, and every client seed."""
    return fairplay.closing(at.strftime(fairplay.AT_FORMAT), [(m.display_name, m.client_seed) for m in members])


def new_client_seed() -> str:
    return secrets.token_hex(16)


def room_create(*, host_name: str, client_seed: str, user=None) -> tuple[DiceRoom, RoomMember]:
    server_seed = secrets.token_hex(32)
    commitment = fairplay.commitment_of(server_seed)
    for _attempt in range(10):
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        try:
            with transaction.atomic():
                room = DiceRoom.objects.create(
                    code=code,
                    server_seed=server_seed,
                    commitment=commitment,
                    head_hash=fairplay.genesis(commitment, LOG_KIND, code),
                )
                host = RoomMember.objects.create(
                    room=room,
                    position=1,
                    display_name=host_name,
                    client_seed=client_seed,
                    is_host=True,
                    user=_account(user),
                )
            return room, host
        except IntegrityError:
            continue  # code collision: draw another
    raise Refused(_("Could not find a free room code. Please try again."))


def room_join(*, code: str, display_name: str, client_seed: str, user=None) -> RoomMember:
    with transaction.atomic():
        room = _locked_room(code)
        if room.is_closed:
            raise Refused(_("This room is closed: no one can join it any more."))
        members = list(room.members.all())
        if len(members) >= MAX_MEMBERS:
            raise Refused(_("This room is full (%(most)d people).") % {"most": MAX_MEMBERS})
        taken = Refused(
            _("Someone in this room is already called %(name)s. Pick another name.") % {"name": display_name},
            field="display_name",
        )
        if any(m.display_name.casefold() == display_name.casefold() for m in members):
            raise taken
        try:
            # Postgres has the last word on "the same name": its lower() differs from Python's for a few letters.
            with transaction.atomic():
                member = RoomMember.objects.create(
                    room=room,
                    position=len(members) + 1,
                    display_name=display_name,
                    client_seed=client_seed,
                    user=_account(user),
                )
        except IntegrityError:
            raise taken from None
        _bump(room)
    return member


def roll_dice(*, code: str, member_id: int, count: int, label: str, key: uuid.UUID) -> RollResult:
    if not 1 <= count <= MAX_DICE:
        raise Refused(_("Roll between 1 and %(most)d dice.") % {"most": MAX_DICE}, field="count")
    with transaction.atomic():
        room = _locked_room(code)
        members = list(room.members.all())  # in join order
        member = _member_of(members, member_id, _("Join the room with your name before rolling."))
        earlier = RollEntry.objects.filter(room=room, key=key).first()
        if earlier is not None:
            return RollResult(room=room, entry=earlier, replayed=True)
        if room.is_closed:
            raise Refused(_("This room is closed: its dice are put away."))
        seeds = [m.client_seed for m in members]  # every client seed so far
        n = room.roll_count + 1
        entry = RollEntry(
            room=room,
            seq=n,
            member=member,
            by_name=member.display_name,
            label=label,
            dice=fairplay.derive_dice(room.server_seed, room.scope, n, seeds, count),
            seed_count=len(seeds),
            seeds_digest=seeds_sha256(room.log_format, members),
            created_at=timezone.now(),
            prev_hash=room.head_hash,
            key=key,
        )
        entry.hash = entry.computed_hash()
        entry.save(force_insert=True)
        room.roll_count = n
        room.head_hash = entry.hash
        _bump(room, "roll_count", "head_hash")
    return RollResult(room=room, entry=entry, replayed=False)


def room_close(*, code: str, member_id: int) -> DiceRoom:
    with transaction.atomic():
        room = _locked_room(code)
        members = list(room.members.all())
        member = _member_of(members, member_id, _("Only the person who opened the room can close it."))
        if not member.is_host:
            raise Refused(_("Only the person who opened the room can close it."))
        if not room.is_closed:
            room.closed_at = timezone.now()
            if room.log_format >= 2:  # the chain is sealed with the time and every client seed
                room.head_hash = fairplay.entry_hash(room.head_hash, closing_link(room.closed_at, members))
            _bump(room, "closed_at", "head_hash")
    return room


def _locked_room(code: str) -> DiceRoom:
    room = DiceRoom.objects.select_for_update().filter(code=code.upper()).first()
    if room is None:
        raise Refused(
            _("There is no dice room with the code %(code)s. Check the code and try again.") % {"code": code},
            field="code",
        )
    return room


def _member_of(members: list[RoomMember], member_id: int | None, refusal: str) -> RoomMember:
    member = next((m for m in members if member_id is not None and m.pk == member_id), None)
    if member is None:
        raise Refused(refusal)
    return member


def _bump(room: DiceRoom, *fields: str) -> None:
    room.version += 1
    room.save(update_fields=["version", *fields])


def _account(user):
    return user if user is not None and user.is_authenticated else None
