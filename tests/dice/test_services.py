"""The dice room's writes (dice/services.py) on the real Postgres: rooms, seats, rolls, the chain, the lock."""

from __future__ import annotations

import hashlib
import uuid
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import DatabaseError, connection, transaction

from bof_site.refusals import Refused
from dice import fairplay, selectors, services
from dice.models import MAX_DICE, MAX_MEMBERS, DiceRoom, RollEntry, RoomMember
from tests.concurrency import run_at_once
from tests.dice.checker import check_export


def fresh(room: DiceRoom) -> DiceRoom:
    return DiceRoom.objects.get(pk=room.pk)


def log_of(room: DiceRoom) -> list[RollEntry]:
    return list(RollEntry.objects.filter(room=room).order_by("seq"))


def verify_command(code: str) -> str:
    out = StringIO()
    call_command("verify_dice_room", code, stdout=out)
    return out.getvalue()


# ---------------------------------------------------------------------------------------------
# Opening a room


def test_it_opens_a_room_committed_to_its_secret_seed(make_room):
    room, host = make_room(host_name="Anna", client_seed="anna-seed")
    room = fresh(room)

    assert room.commitment == hashlib.sha256(room.server_seed.encode("utf-8")).hexdigest()
    assert len(room.server_seed) == 64
    assert room.log_format == 2
    assert room.head_hash == fairplay.genesis(room.commitment, "dice-room", room.code)  # the header, chained
    assert room.roll_count == 0
    assert room.closed_at is None


def test_it_gives_a_room_a_six_letter_code_from_the_unambiguous_alphabet(make_room):
    codes = [make_room()[0].code for _ in range(20)]

    for code in codes:
        assert len(code) == services.CODE_LENGTH == 6
        assert set(code) <= set(services.CODE_ALPHABET)
    assert not set(services.CODE_ALPHABET) & set("01OIL")
    assert len(set(codes)) == len(codes)


def test_it_seats_the_host_first(make_room):
    room, host = make_room(host_name="Anna", client_seed="anna-seed")

    members = list(RoomMember.objects.filter(room=room))
    assert [(m.pk, m.position, m.is_host, m.display_name, m.client_seed) for m in members] == [
        (host.pk, 1, True, "Anna", "anna-seed")
    ]


def test_it_gives_every_room_its_own_secret_seed(make_room):
    seeds = {make_room()[0].server_seed for _ in range(5)}

    assert len(seeds) == 5


# ---------------------------------------------------------------------------------------------
# Joining


def test_it_seats_people_in_the_order_they_join(make_room, make_member):
    room, host = make_room()
    ben = make_member(room, "Ben", "ben-seed")
    cleo = make_member(room, "Cléo", "cleo-seed")

    assert [(m.display_name, m.position, m.is_host) for m in room.members.all()] == [
        ("Anna", 1, True),
        ("Ben", 2, False),
        ("Cléo", 3, False),
    ]
    assert (ben.position, cleo.position) == (2, 3)
    assert fresh(room).version == 2


def test_it_finds_the_room_whatever_the_case_of_the_code(make_room):
    room, host = make_room()

    member = services.room_join(code=room.code.lower(), display_name="Ben", client_seed="b")

    assert member.room_id == room.pk


@pytest.mark.parametrize("taken", ["Ben", "BEN", "ben", "bEn"])
def test_it_refuses_a_name_already_taken_in_any_case(make_room, make_member, taken):
    room, host = make_room()
    make_member(room, "Ben", "ben-seed")
    version = fresh(room).version

    with pytest.raises(Refused) as refusal:
        services.room_join(code=room.code, display_name=taken, client_seed="other")

    assert refusal.value.field == "display_name"
    assert taken in refusal.value.message
    assert room.members.count() == 2
    assert fresh(room).version == version


@pytest.mark.parametrize(
    ("taken", "newcomer"), [("ΟΔΟΣ", "οδοσ"), ("Ida", "İda")], ids=["final sigma", "dotted capital I"]
)
def test_it_refuses_a_name_postgres_considers_taken(make_room, taken, newcomer):
    room, host = make_room(host_name=taken)

    with pytest.raises(Refused) as refusal:
        services.room_join(code=room.code, display_name=newcomer, client_seed="other")

    assert refusal.value.field == "display_name"
    assert room.members.count() == 1


def test_it_refuses_the_hosts_name_to_a_newcomer(make_room):
    room, host = make_room(host_name="Anna")

    with pytest.raises(Refused) as refusal:
        services.room_join(code=room.code, display_name="anna", client_seed="x")

    assert refusal.value.field == "display_name"
    assert room.members.count() == 1


def test_it_refuses_to_seat_anyone_in_a_closed_room(make_room):
    room, host = make_room()
    services.room_close(code=room.code, member_id=host.pk)
    version = fresh(room).version

    with pytest.raises(Refused, match="closed"):
        services.room_join(code=room.code, display_name="Ben", client_seed="b")

    assert room.members.count() == 1
    assert fresh(room).version == version


def test_it_refuses_to_seat_anyone_in_a_full_room(make_room, make_member):
    room, host = make_room()
    for i in range(2, MAX_MEMBERS + 1):
        make_member(room, f"Player {i}", f"seed-{i}")
    assert room.members.count() == MAX_MEMBERS
    version = fresh(room).version

    with pytest.raises(Refused, match="full"):
        services.room_join(code=room.code, display_name="One too many", client_seed="late")

    assert room.members.count() == MAX_MEMBERS
    assert fresh(room).version == version


def test_it_refuses_an_unknown_code(make_room):
    make_room()
    members = RoomMember.objects.count()

    with pytest.raises(Refused) as refusal:
        services.room_join(code="000000", display_name="Ben", client_seed="b")  # 0 is never in a code

    assert refusal.value.field == "code"
    assert RoomMember.objects.count() == members


# ---------------------------------------------------------------------------------------------
# Rolling


@pytest.mark.parametrize("count", range(1, MAX_DICE + 1))
def test_it_rolls_as_many_dice_as_asked(make_room, roll, count):
    room, host = make_room()

    entry = roll(room, host, count=count)

    stored = RollEntry.objects.get(pk=entry.pk)
    assert len(stored.dice) == count
    assert set(stored.dice) <= {1, 2, 3, 4, 5, 6}
    assert stored.total == sum(stored.dice)


@pytest.mark.parametrize("count", [0, MAX_DICE + 1, -1, 100])
def test_it_refuses_a_count_outside_1_to_8_and_writes_nothing(make_room, roll, count):
    room, host = make_room()
    roll(room, host)
    before = (RollEntry.objects.count(), fresh(room).version, fresh(room).head_hash)

    with pytest.raises(Refused) as refusal:
        services.roll_dice(code=room.code, member_id=host.pk, count=count, label="", key=uuid.uuid4())

    assert refusal.value.field == "count"
    assert (RollEntry.objects.count(), fresh(room).version, fresh(room).head_hash) == before


def test_it_chains_every_entry_to_the_one_before(make_room, make_member, roll):
    room, host = make_room()
    ben = make_member(room)
    for i, member in enumerate([host, ben, ben, host, ben, host, host]):
        roll(room, member, count=i % MAX_DICE + 1, label=f"roll {i}")

    entries = log_of(room)
    room = fresh(room)
    assert [e.seq for e in entries] == list(range(1, 8))
    assert entries[0].prev_hash == fairplay.genesis(room.commitment, "dice-room", room.code)
    for before, after in zip(entries, entries[1:], strict=False):
        assert after.prev_hash == before.hash
    for entry in entries:
        assert entry.hash == entry.computed_hash() == fairplay.entry_hash(entry.prev_hash, entry.body())
    assert len({e.hash for e in entries}) == len(entries)
    assert room.head_hash == entries[-1].hash
    assert room.roll_count == len(entries) == 7


def test_it_records_who_rolled_what_for_what(make_room, make_member, roll):
    room, host = make_room(host_name="Anna")
    ben = make_member(room, "Ben")

    entry = roll(room, ben, count=3, label="Drift — 3D6 ✓")

    stored = RollEntry.objects.get(pk=entry.pk)
    assert (stored.member_id, stored.by_name, stored.label) == (ben.pk, "Ben", "Drift — 3D6 ✓")
    assert stored.body()["by"] == "Ben"


def test_it_bumps_the_room_version_on_every_roll(make_room, roll):
    room, host = make_room()
    versions = [fresh(room).version]
    for _ in range(3):
        roll(room, host)
        versions.append(fresh(room).version)

    assert versions == [versions[0] + i for i in range(4)]


def test_it_rolls_the_dice_the_seeds_commit_to(make_room, make_member, roll):
    room, anna = make_room(host_name="Anna", client_seed="anna-seed")
    first = roll(room, anna, count=8)
    ben = make_member(room, "Ben", "ben-seed")
    second = roll(room, anna, count=5)
    third = roll(room, ben, count=8)
    cleo = make_member(room, "Cléo", "cleo-seed")
    fourth = roll(room, cleo, count=2)
    room = fresh(room)

    seeds_at = {
        first.pk: ["anna-seed"],
        second.pk: ["anna-seed", "ben-seed"],
        third.pk: ["anna-seed", "ben-seed"],
        fourth.pk: ["anna-seed", "ben-seed", "cleo-seed"],
    }
    for entry in log_of(room):
        seeds = seeds_at[entry.pk]
        assert entry.seed_count == len(seeds)
        assert entry.dice == fairplay.derive_dice(room.server_seed, room.scope, entry.seq, seeds, len(entry.dice))


def test_it_uses_a_late_joiners_seed_for_later_rolls_only(make_room, make_member, roll):
    room, anna = make_room(client_seed="anna-seed")
    early = [roll(room, anna, count=8) for _ in range(3)]
    dice_before = [list(RollEntry.objects.get(pk=e.pk).dice) for e in early]
    make_member(room, "Ben", "ben-seed")
    late = roll(room, anna, count=8)
    room = fresh(room)

    assert [RollEntry.objects.get(pk=e.pk).dice for e in early] == dice_before
    assert [RollEntry.objects.get(pk=e.pk).seed_count for e in early] == [1, 1, 1]
    assert RollEntry.objects.get(pk=late.pk).seed_count == 2
    alone = fairplay.derive_dice(room.server_seed, room.scope, 4, ["anna-seed"], 8)
    assert late.dice == fairplay.derive_dice(room.server_seed, room.scope, 4, ["anna-seed", "ben-seed"], 8) != alone


@pytest.mark.parametrize("who", ["nobody", "zero", "no such member", "a member of another room"])
def test_it_refuses_a_roll_from_someone_not_seated(make_room, roll, who):
    room, host = make_room()
    roll(room, host)
    other_room, other_host = make_room(host_name="Zed")
    member_id = {"nobody": None, "zero": 0, "no such member": 10**9, "a member of another room": other_host.pk}[who]
    before = (RollEntry.objects.count(), fresh(room).version, fresh(other_room).version)

    with pytest.raises(Refused, match="Join the room"):
        services.roll_dice(code=room.code, member_id=member_id, count=2, label="", key=uuid.uuid4())

    assert (RollEntry.objects.count(), fresh(room).version, fresh(other_room).version) == before


def test_it_refuses_to_roll_in_a_closed_room(make_room, roll):
    room, host = make_room()
    roll(room, host)
    services.room_close(code=room.code, member_id=host.pk)
    before = (RollEntry.objects.count(), fresh(room).version, fresh(room).head_hash)

    with pytest.raises(Refused, match="closed"):
        services.roll_dice(code=room.code, member_id=host.pk, count=2, label="", key=uuid.uuid4())

    assert (RollEntry.objects.count(), fresh(room).version, fresh(room).head_hash) == before


def test_it_refuses_to_roll_in_an_unknown_room(make_room):
    room, host = make_room()

    with pytest.raises(Refused) as refusal:
        services.roll_dice(code="000000", member_id=host.pk, count=2, label="", key=uuid.uuid4())

    assert refusal.value.field == "code"
    assert RollEntry.objects.count() == 0


# ---------------------------------------------------------------------------------------------
# Idempotency: a phone that retries a roll (double tap, flaky network) gets the same roll back


def test_it_replays_a_roll_sent_twice_with_the_same_key(make_room):
    room, host = make_room()
    key = uuid.uuid4()

    first = services.roll_dice(code=room.code, member_id=host.pk, count=3, label="once", key=key)
    version = fresh(room).version
    again = services.roll_dice(code=room.code, member_id=host.pk, count=3, label="once", key=key)

    assert (first.replayed, again.replayed) == (False, True)
    assert again.entry.pk == first.entry.pk
    assert again.entry.dice == first.entry.dice
    assert RollEntry.objects.filter(room=room).count() == 1
    assert fresh(room).version == version
    assert fresh(room).roll_count == 1


def test_it_does_not_hand_a_replayed_roll_to_someone_without_a_seat(make_room):
    room, host = make_room()
    key = uuid.uuid4()
    services.roll_dice(code=room.code, member_id=host.pk, count=3, label="once", key=key)

    with pytest.raises(Refused, match="Join the room with your name"):
        services.roll_dice(code=room.code, member_id=None, count=3, label="once", key=key)


def test_it_replays_a_double_tap_even_after_the_room_closed(make_room):
    room, host = make_room()
    key = uuid.uuid4()
    first = services.roll_dice(code=room.code, member_id=host.pk, count=2, label="", key=key)
    services.room_close(code=room.code, member_id=host.pk)

    again = services.roll_dice(code=room.code, member_id=host.pk, count=2, label="", key=key)

    assert again.replayed and again.entry.pk == first.entry.pk


def test_it_rolls_again_for_a_new_key(make_room):
    room, host = make_room()

    first = services.roll_dice(code=room.code, member_id=host.pk, count=3, label="", key=uuid.uuid4())
    second = services.roll_dice(code=room.code, member_id=host.pk, count=3, label="", key=uuid.uuid4())

    assert not second.replayed
    assert (first.entry.seq, second.entry.seq) == (1, 2)


def test_it_keeps_keys_apart_between_rooms(make_room):
    room, host = make_room()
    other, other_host = make_room(host_name="Zed")
    key = uuid.uuid4()

    here = services.roll_dice(code=room.code, member_id=host.pk, count=2, label="", key=key)
    there = services.roll_dice(code=other.code, member_id=other_host.pk, count=2, label="", key=key)

    assert not there.replayed
    assert there.entry.pk != here.entry.pk
    assert there.entry.room_id == other.pk


# ---------------------------------------------------------------------------------------------
# Concurrency: the whole table taps "roll" at once


@pytest.mark.django_db(transaction=True)
def test_it_numbers_simultaneous_rolls_one_after_another(make_room, make_member):
    room, host = make_room()
    members = [host] + [make_member(room, f"Player {i}", f"seed-{i}") for i in range(2, 5)]
    version = fresh(room).version

    results, errors = run_at_once(
        lambda i: services.roll_dice(
            code=room.code, member_id=members[i % 4].pk, count=i % MAX_DICE + 1, label=f"tap {i}", key=uuid.uuid4()
        ),
        8,
    )

    assert errors == []
    assert len(results) == 8
    assert not any(result.replayed for result in results)
    assert sorted(result.entry.seq for result in results) == list(range(1, 9))
    assert [e.seq for e in log_of(room)] == list(range(1, 9))
    assert fresh(room).roll_count == 8
    assert fresh(room).version == version + 8
    assert fresh(room).head_hash == log_of(room)[-1].hash
    assert verify_command(room.code).rstrip().endswith("VERIFIED")


@pytest.mark.django_db(transaction=True)
def test_it_rolls_once_for_simultaneous_retries_with_the_same_key(make_room):
    room, host = make_room()
    key = uuid.uuid4()

    results, errors = run_at_once(
        lambda i: services.roll_dice(code=room.code, member_id=host.pk, count=4, label="retry", key=key), 6
    )

    assert errors == []
    assert len(results) == 6
    assert len({result.entry.pk for result in results}) == 1
    assert sorted(result.replayed for result in results) == [False] + [True] * 5
    assert RollEntry.objects.filter(room=room).count() == 1
    assert fresh(room).roll_count == 1
    assert verify_command(room.code).rstrip().endswith("VERIFIED")


# ---------------------------------------------------------------------------------------------
# Closing


def test_it_lets_only_the_host_close_the_room(make_room, make_member):
    room, host = make_room()
    ben = make_member(room)
    version = fresh(room).version

    with pytest.raises(Refused, match="Only the person who opened"):
        services.room_close(code=room.code, member_id=ben.pk)

    assert fresh(room).closed_at is None
    assert fresh(room).version == version


@pytest.mark.parametrize("who", ["nobody", "a member of another room"])
def test_it_refuses_to_close_for_someone_not_seated(make_room, who):
    room, host = make_room()
    other_room, other_host = make_room(host_name="Zed")
    member_id = None if who == "nobody" else other_host.pk

    with pytest.raises(Refused):
        services.room_close(code=room.code, member_id=member_id)

    assert fresh(room).closed_at is None
    assert fresh(other_room).closed_at is None


def test_it_closes_the_room_for_the_host(make_room):
    room, host = make_room()
    version = fresh(room).version

    closed = services.room_close(code=room.code, member_id=host.pk)

    assert closed.is_closed
    assert fresh(room).closed_at is not None
    assert fresh(room).version == version + 1


def test_it_closes_a_closed_room_harmlessly(make_room):
    room, host = make_room()
    services.room_close(code=room.code, member_id=host.pk)
    closed_at, version = fresh(room).closed_at, fresh(room).version

    again = services.room_close(code=room.code, member_id=host.pk)

    assert again.closed_at == closed_at
    assert (fresh(room).closed_at, fresh(room).version) == (closed_at, version)


def test_it_reveals_the_seed_in_the_export_only_after_closing(make_room, make_member, roll):
    room, host = make_room()
    ben = make_member(room)
    for member in [host, ben, host]:
        roll(room, member, count=3)

    before = selectors.room_export(fresh(room))
    services.room_close(code=room.code, member_id=host.pk)
    after = selectors.room_export(fresh(room))

    assert before["server_seed"] is None
    assert before["closed_at"] is None
    assert after["server_seed"] == fresh(room).server_seed
    assert after["closed_at"] is not None
    assert before["entries"] == after["entries"]
    secret, revealed = fairplay.verify(before), fairplay.verify(after)
    assert secret.ok and not secret.seed_revealed, secret.problems
    assert revealed.ok and revealed.seed_revealed and revealed.rolls_recomputed == 3, revealed.problems


# ---------------------------------------------------------------------------------------------
# The log is append-only, enforced by Postgres itself


def _save_changed_label(entry):
    entry.label = "rewritten"
    entry.save()


def _save_changed_dice(entry):
    entry.dice = [6] * len(entry.dice)
    entry.save(update_fields=["dice"])


@pytest.mark.parametrize(
    "attempt",
    [
        pytest.param(_save_changed_label, id="save()"),
        pytest.param(_save_changed_dice, id="save(update_fields)"),
        pytest.param(lambda e: RollEntry.objects.filter(pk=e.pk).update(label="rewritten"), id="update()"),
        pytest.param(lambda e: RollEntry.objects.filter(room=e.room).update(seq=99), id="update() of all"),
        pytest.param(lambda e: e.delete(), id="delete()"),
        pytest.param(lambda e: RollEntry.objects.filter(room=e.room).delete(), id="queryset delete()"),
        pytest.param(lambda e: _truncate("dice_rollentry"), id="TRUNCATE"),
    ],
)
def test_it_refuses_to_change_or_delete_a_logged_roll(make_room, roll, attempt):
    room, host = make_room()
    roll(room, host, label="first")
    entry = roll(room, host, label="second")
    before = [(e.pk, e.seq, e.label, e.dice, e.hash) for e in log_of(room)]

    with pytest.raises(DatabaseError, match="append-only") as failure, transaction.atomic():
        attempt(RollEntry.objects.get(pk=entry.pk))

    # The trigger's RAISE EXCEPTION (SQLSTATE P0001); psycopg 3 files it under ProgrammingError, not InternalError.
    assert failure.value.__cause__.sqlstate == "P0001"
    assert [(e.pk, e.seq, e.label, e.dice, e.hash) for e in log_of(room)] == before
    assert verify_command(room.code).rstrip().endswith("VERIFIED")


def _truncate(table: str) -> None:
    """TRUNCATE, as a session that has not said it may empty the logs (the suite's connections have)."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL bof.truncate_logs = ''")
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # the test's own inserts leave deferred checks pending
        cursor.execute(f"TRUNCATE {table} CASCADE")


def test_it_still_accepts_new_rolls_after_a_refused_change(make_room, roll):
    room, host = make_room()
    entry = roll(room, host)
    with pytest.raises(DatabaseError), transaction.atomic():
        RollEntry.objects.filter(pk=entry.pk).update(label="x")

    later = roll(room, host)

    assert later.seq == 2


# ---------------------------------------------------------------------------------------------
# Tampering behind the trigger's back is caught by the command and by the standalone script


def _tamper(sql: str, *params) -> None:
    """Run SQL with triggers off (as a restore tool or a superuser could), inside the test's transaction."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL session_replication_role = replica")
        cursor.execute(sql, params)
        assert cursor.rowcount >= 1, "the tampering must change something"
        cursor.execute("SET LOCAL session_replication_role = origin")


def change_a_die(room):
    entry = RollEntry.objects.get(room=room, seq=2)
    dice = [entry.dice[0] % 6 + 1, *entry.dice[1:]]
    _tamper("UPDATE dice_rollentry SET dice = %s::smallint[] WHERE id = %s", dice, entry.pk)


def reroll_all_dice_of_an_entry(room):
    entry = RollEntry.objects.get(room=room, seq=3)
    _tamper("UPDATE dice_rollentry SET dice = %s::smallint[] WHERE id = %s", [d % 6 + 1 for d in entry.dice], entry.pk)


def delete_a_middle_entry(room):
    _tamper("DELETE FROM dice_rollentry WHERE room_id = %s AND seq = 3", room.pk)


def delete_the_last_entry(room):
    _tamper("DELETE FROM dice_rollentry WHERE room_id = %s AND seq = %s", room.pk, fresh(room).roll_count)


def delete_the_first_entry(room):
    _tamper("DELETE FROM dice_rollentry WHERE room_id = %s AND seq = 1", room.pk)


def swap_two_entries(room):
    # (room, seq) is unique and not deferrable: move one entry aside first.
    _tamper("UPDATE dice_rollentry SET seq = 1000 WHERE room_id = %s AND seq = 2", room.pk)
    _tamper("UPDATE dice_rollentry SET seq = 2 WHERE room_id = %s AND seq = 4", room.pk)
    _tamper("UPDATE dice_rollentry SET seq = 4 WHERE room_id = %s AND seq = 1000", room.pk)


def change_a_label(room):
    _tamper("UPDATE dice_rollentry SET label = 'Hit on 4+' WHERE room_id = %s AND seq = 1", room.pk)


def change_who_rolled(room):
    _tamper("UPDATE dice_rollentry SET by_name = 'Anna' WHERE room_id = %s AND seq = 2", room.pk)


def change_when(room):
    _tamper(
        "UPDATE dice_rollentry SET created_at = created_at + interval '1 second' WHERE room_id = %s AND seq = 4",
        room.pk,
    )


def change_a_stored_hash(room):
    _tamper("UPDATE dice_rollentry SET hash = repeat('0', 64) WHERE room_id = %s AND seq = 2", room.pk)


def change_a_client_seed(room):
    # Not part of the chain, but every roll after Ben joined used it: recomputing the dice catches it.
    _tamper("UPDATE dice_roommember SET client_seed = 'forged' WHERE room_id = %s AND position = 2", room.pk)


def move_the_head(room):
    _tamper(
        "UPDATE dice_diceroom SET head_hash = %s WHERE id = %s", RollEntry.objects.get(room=room, seq=4).hash, room.pk
    )


@pytest.fixture
def played_room(make_room, make_member, roll):
    room, anna = make_room(host_name="Anna", client_seed="anna-seed")
    roll(room, anna, count=2, label="Initiative")
    ben = make_member(room, "Ben", "ben-seed")
    roll(room, ben, count=8, label="Drift — 8D6")
    roll(room, anna, count=3, label="Moral ✓")
    roll(room, ben, count=1, label="")
    roll(room, anna, count=6, label="Artillery")
    return fresh(room), anna


def test_it_verifies_an_untouched_room_with_the_command_and_the_script(played_room, tmp_path):
    room, host = played_room

    output = verify_command(room.code)
    services.room_close(code=room.code, member_id=host.pk)
    result = check_export(tmp_path, selectors.room_export(fresh(room)))

    assert output.rstrip().endswith("VERIFIED") and "NOT VERIFIED" not in output
    assert "5 rolls recomputed" in output
    assert result.returncode == 0, result.stdout + result.stderr
    assert "5 rolls recomputed" in result.stdout


@pytest.mark.parametrize(
    "tamper",
    [
        change_a_die,
        reroll_all_dice_of_an_entry,
        delete_a_middle_entry,
        delete_the_last_entry,
        delete_the_first_entry,
        swap_two_entries,
        change_a_label,
        change_who_rolled,
        change_when,
        change_a_stored_hash,
        change_a_client_seed,
        move_the_head,
    ],
    ids=lambda tamper: tamper.__name__,
)
def test_it_catches_tampering_with_the_database(played_room, tmp_path, tamper):
    room, host = played_room
    tamper(room)

    with pytest.raises(CommandError, match="did not verify"):
        verify_command(room.code)
    services.room_close(code=room.code, member_id=host.pk)
    export = selectors.room_export(fresh(room))
    result = check_export(tmp_path, export)

    assert export["server_seed"] is not None
    assert result.returncode == 1, result.stdout + result.stderr
    assert "NOT VERIFIED" in result.stdout
    assert "PROBLEM:" in result.stdout


def test_it_still_guards_the_log_after_a_tampering(played_room):
    room, host = played_room
    change_a_label(room)

    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        RollEntry.objects.filter(room=room).delete()
