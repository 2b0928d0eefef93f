"""Issue 14.7: `manage.py expire_unused` clears battles nobody started after 7 days, dice rooms nobody rolled in
after 3 and rate-limit counts whose hour is over; a started battle and a room with a roll are never touched. The
log's trigger lets a lobby's entries go only to a transaction that says so, and never a started battle's."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO
from unittest import mock

import pytest
from django.core.management import CommandError, call_command
from django.db import DatabaseError, connection, transaction
from django.utils import timezone

from battles.models import Battle, LogEntry, Seat
from battles.services import lobby
from bof_site.expiry import LOBBY_DAYS, ROOM_DAYS, Expired, expire_unused
from bof_site.limits import LIMITS
from bof_site.models import Hit
from dice.models import DiceRoom, RoomMember
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.pages import text

DAY = timedelta(days=1)


def in_days(days: float):
    return timezone.now() + timedelta(days=days)


def left_of(battle) -> tuple[int, int, int]:
    return (
        Battle.objects.filter(pk=battle.pk).count(),
        Seat.objects.filter(battle_id=battle.pk).count(),
        LogEntry.objects.filter(battle_id=battle.pk).count(),
    )


def opened_days_ago(room, days: float) -> None:
    DiceRoom.objects.filter(pk=room.pk).update(created_at=in_days(-days))


def hit(window_start: int) -> Hit:
    return Hit.objects.create(name="joins", client="203.0.113.7", window_start=window_start, hits=3)


# --- Lobbies ---------------------------------------------------------------------------------------------


def test_it_removes_a_lobby_unused_for_a_week_with_its_seats_and_log(seated):
    battle, _anna, _ben = seated
    assert left_of(battle)[2] >= 2  # created, Ben joined

    done = expire_unused(now=in_days(LOBBY_DAYS + 1))

    assert done.lobbies == 1
    assert left_of(battle) == (0, 0, 0)


def test_it_keeps_a_lobby_younger_than_a_week(seated):
    battle, _anna, _ben = seated
    before = left_of(battle)

    done = expire_unused(now=in_days(LOBBY_DAYS - 1))

    assert done.lobbies == 0
    assert left_of(battle) == before


def test_a_lobby_counts_from_its_last_entry_not_its_creation(make_battle):
    battle, _anna = make_battle()
    Battle.objects.filter(pk=battle.pk).update(created_at=in_days(-30))
    with mock.patch("django.utils.timezone.now", return_value=in_days(5)):
        lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    forgotten, _cleo = make_battle(host="Cleo")

    done = expire_unused(now=in_days(LOBBY_DAYS + 1))

    assert done.lobbies == 1
    assert left_of(battle)[0] == 1  # Ben joined two days after "now - 7 days": still wanted
    assert left_of(forgotten) == (0, 0, 0)


@pytest.mark.parametrize("phase", ["setup", "playing", "ended"])
def test_it_never_removes_a_battle_that_left_the_lobby(seated, phase):
    battle, _anna, _ben = seated
    Battle.objects.filter(pk=battle.pk).update(phase=phase, created_at=in_days(-365))
    before = left_of(battle)

    done = expire_unused(now=in_days(365))

    assert done.lobbies == 0
    assert left_of(battle) == before


def test_it_removes_a_revealed_battle_set_back_to_the_lobby_with_its_units(revealed):
    # A battle holding units but in the lobby phase (as a void could leave it): the units go first.
    battle, _anna, _ben = revealed
    assert battle.units.exists()
    Battle.objects.filter(pk=battle.pk).update(phase="lobby")

    done = expire_unused(now=in_days(LOBBY_DAYS + 1))

    assert done.lobbies == 1 and left_of(battle) == (0, 0, 0)


# --- Dice rooms ------------------------------------------------------------------------------------------


def test_a_room_with_a_roll_stays_however_old(make_room, roll):
    room, host = make_room()
    roll(room, host)
    opened_days_ago(room, 1000)

    done = expire_unused(now=timezone.now())

    assert done.rooms == 0
    assert DiceRoom.objects.filter(pk=room.pk).exists()


def test_a_room_nobody_rolled_in_goes_after_three_days_with_its_members(make_room, make_member):
    old, _host = make_room()
    make_member(old)
    closed, _host = make_room()
    DiceRoom.objects.filter(pk=closed.pk).update(closed_at=timezone.now())
    recent, _host = make_room()
    opened_days_ago(old, ROOM_DAYS + 0.1)
    opened_days_ago(closed, ROOM_DAYS + 0.1)
    opened_days_ago(recent, ROOM_DAYS - 0.1)

    done = expire_unused(now=timezone.now())

    assert done.rooms == 2
    assert list(DiceRoom.objects.values_list("pk", flat=True)) == [recent.pk]
    assert list(RoomMember.objects.values_list("room_id", flat=True)) == [recent.pk]


# --- Rate-limit counts -----------------------------------------------------------------------------------


def test_counts_whose_window_is_over_go_and_the_current_window_stays(db):
    assert max(limit.seconds for limit in LIMITS.values()) == 3600  # the windows this test builds
    now = timezone.now()
    current = int(now.timestamp()) // 3600 * 3600
    kept = hit(current)
    hit(current - 3600)  # the hour before: over
    hit(current - 86400)

    done = expire_unused(now=now)

    assert done.counts == 2
    assert list(Hit.objects.values_list("pk", flat=True)) == [kept.pk]


# --- The command -----------------------------------------------------------------------------------------


def test_a_dry_run_says_what_would_go_and_changes_nothing(seated, make_room):
    battle, _anna, _ben = seated
    room, _host = make_room()
    opened_days_ago(room, ROOM_DAYS + 1)
    hit(0)
    before = (left_of(battle), DiceRoom.objects.count(), RoomMember.objects.count(), Hit.objects.count())

    done = expire_unused(now=in_days(LOBBY_DAYS + 1), dry_run=True)
    out = StringIO()
    call_command("expire_unused", "--dry-run", stdout=out)

    assert done == Expired(lobbies=1, rooms=1, counts=1)
    assert out.getvalue() == (
        f"Would remove 0 unused lobbies (older than {LOBBY_DAYS} days), 1 dice room with no roll "
        f"(older than {ROOM_DAYS} days), 1 old rate-limit count.\n"
    )
    assert (left_of(battle), DiceRoom.objects.count(), RoomMember.objects.count(), Hit.objects.count()) == before


def test_the_command_removes_and_says_how_many(make_room):
    for days in (1.5, 2.5, 4):
        opened_days_ago(make_room()[0], days)
    out = StringIO()

    call_command("expire_unused", "--room-days", "2", "--lobby-days=30", stdout=out)

    assert out.getvalue() == (
        "Removed 0 unused lobbies (older than 30 days), 2 dice rooms with no roll (older than 2 days), "
        "0 old rate-limit counts.\n"
    )
    assert DiceRoom.objects.count() == 1


@pytest.mark.parametrize("value", ["0", "-3", "1.5", "seven", "", "99999999999"])
@pytest.mark.parametrize("option", ["--lobby-days", "--room-days"])
def test_it_refuses_an_age_that_is_not_a_whole_number_of_days(db, option, value):
    with pytest.raises(CommandError, match=f"^{option} must be a whole number of days from 1 to 3650 "):
        call_command("expire_unused", f"{option}={value}", stdout=StringIO())


# --- The log's trigger -----------------------------------------------------------------------------------


NOTES_OF_BATTLE = "DELETE FROM battles_undonote n USING battles_logentry e WHERE n.entry_id = e.id AND e.battle_id = %s"
SEALS_OF_BATTLE = "DELETE FROM battles_seal s USING battles_logentry e WHERE s.entry_id = e.id AND e.battle_id = %s"


def _delete_entries(battle, *, allowed: bool) -> None:
    with transaction.atomic(), connection.cursor() as cursor:
        # SET takes no bound parameter; set_config(..., true) is SET LOCAL with one.
        cursor.execute("SELECT set_config('bof.expire_lobbies', %s, true)", ["allowed" if allowed else ""])
        cursor.execute(NOTES_OF_BATTLE, [battle.pk])  # the undo notes first: their foreign key is checked at commit
        if allowed:  # the seals' trigger lets them go under the same setting (a refusal is the log's to give)
            cursor.execute(SEALS_OF_BATTLE, [battle.pk])
        cursor.execute("DELETE FROM battles_logentry WHERE battle_id = %s", [battle.pk])


def test_the_log_still_refuses_a_delete_without_the_setting(seated):
    battle, _anna, _ben = seated
    before = left_of(battle)

    with pytest.raises(DatabaseError, match="append-only: DELETE"):
        _delete_entries(battle, allowed=False)

    assert left_of(battle) == before


@pytest.mark.parametrize("phase", ["setup", "playing", "ended"])
def test_the_log_refuses_a_delete_of_a_started_battle_even_with_the_setting(seated, phase):
    battle, _anna, _ben = seated
    Battle.objects.filter(pk=battle.pk).update(phase=phase)
    before = left_of(battle)

    with pytest.raises(DatabaseError, match="append-only: DELETE"):
        _delete_entries(battle, allowed=True)

    assert left_of(battle) == before


def test_the_log_refuses_an_update_even_with_the_setting_in_the_lobby(seated):
    battle, _anna, _ben = seated

    with pytest.raises(DatabaseError, match="append-only: UPDATE"), transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL bof.expire_lobbies = 'allowed'")
        LogEntry.objects.filter(battle=battle).update(summary="rewritten")


def test_the_setting_lets_a_lobby_entries_go(seated):
    battle, _anna, _ben = seated

    _delete_entries(battle, allowed=True)

    assert left_of(battle)[2] == 0


# --- The pages -------------------------------------------------------------------------------------------


def test_the_missing_battle_page_says_when_lobbies_are_cleared(client, db):
    response = client.get("/battles/ZZZZZZ/")

    assert response.status_code == 404
    assert f"Battles nobody starts are cleared away after {LOBBY_DAYS} days." in text(response)


def test_the_missing_room_page_says_when_rooms_are_cleared(client, db):
    response = client.get("/dice/ZZZZZZ/")

    assert response.status_code == 404
    assert f"Rooms where nobody rolled are cleared away after {ROOM_DAYS} days." in text(response)
