"""The lobby services: create, join, choose in secret, ready (commit), reveal and snapshot."""

from __future__ import annotations

import pytest

from armies.roster_check import example_document
from battles import selectors
from battles.models import BattleUnit, LogEntry
from battles.services import lobby
from bof_site.refusals import Refused
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS

GOOD = {"format": "bof-roster/1", "name": "Mine", "detachment_type": "de-regular-infantry", "points": {}, "units": []}


def test_it_reveals_and_snapshots_when_the_last_seat_readies(seated):
    battle, anna, ben = seated
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    battle.refresh_from_db()
    assert battle.phase == "lobby" and not BattleUnit.objects.exists()

    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=example_document(AMERICANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=ben.pk)

    battle.refresh_from_db()
    assert battle.phase == "setup" and battle.started_at
    units = BattleUnit.objects.filter(battle=battle).exclude(status="aboard")
    assert {u.seat_id for u in units} == {anna.pk, ben.pk}
    assert units.count() == sum(len(example_document(e)["units"]) for e in (GERMANS, AMERICANS))
    crews = BattleUnit.objects.filter(battle=battle, status="aboard")  # each machine's crew waits inside it
    machines = units.filter(unit_type__in=("afv", "transport", "support-weapon"))
    assert sorted((c.seat_id, c.ref - 100_000) for c in crews) == sorted((m.seat_id, m.ref) for m in machines)
    assert [e.kind for e in LogEntry.objects.filter(battle=battle)] == [
        "created", "joined", "ready", "ready", "revealed"
    ]  # fmt: skip


def test_each_revealed_roster_matches_the_hash_shown_when_its_seat_readied(revealed):
    battle, anna, ben = revealed
    ready = {e.by_name: e.data["roster_sha256"] for e in LogEntry.objects.filter(battle=battle, kind="ready")}
    reveal = LogEntry.objects.get(battle=battle, kind="revealed").data["seats"]
    for seat in reveal:
        assert lobby.roster_commitment(seat["salt"], seat["roster"]) == ready[seat["seat"]]
    assert {s["seat"] for s in reveal} == {"Anna", "Ben"}


def test_the_exported_log_verifies(revealed):
    battle, _, _ = revealed
    report = fairplay.verify(selectors.battle_export(battle))
    assert report.ok, report.problems
    assert report.entries == 5


def test_nothing_of_a_chosen_detachment_is_in_the_log_before_the_reveal(seated):
    battle, anna, ben = seated
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    export = str(selectors.battle_export(battle))
    assert "de-" not in export and "Grenadier" not in export
    assert [v.status for v in selectors.seat_views(battle)] == ["ready", "seated"]
    assert all(v.detachment is None and v.units == [] for v in selectors.seat_views(battle))


def test_an_over_points_detachment_cannot_ready_and_says_why(make_battle):
    battle, anna = make_battle(mode="probing-the-enemy-lines")  # 75 points a side
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    with pytest.raises(Refused, match="over the limit of 75"):
        lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    anna.refresh_from_db()
    assert not anna.is_ready and anna.roster_commitment == ""


@pytest.mark.parametrize(
    ("players", "cut", "limit"), [(2, True, 150), (4, True, 112), (6, True, 75), (4, False, 150), (3, True, 150)]
)
def test_the_multiplayer_cut_sets_each_seats_limit(make_battle, players, cut, limit):
    battle, anna = make_battle(players=players, cut_points=cut)
    checked = lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    assert checked.muster.limit == limit


def test_a_team_holds_at_most_the_larger_half(make_battle):
    battle, _ = make_battle(players=3)
    lobby.seat_join(code=battle.code, display_name="Ben", team="A", client_seed="b")
    with pytest.raises(Refused, match="Team A is full"):
        lobby.seat_join(code=battle.code, display_name="Cleo", team="A", client_seed="c")
    lobby.seat_join(code=battle.code, display_name="Cleo", team="B", client_seed="c")
    with pytest.raises(Refused, match="All 3 seats are taken"):
        lobby.seat_join(code=battle.code, display_name="Dora", team="B", client_seed="d")


def test_a_name_is_taken_whatever_its_case(make_battle):
    battle, _ = make_battle(players=4)
    with pytest.raises(Refused, match="already called"):
        lobby.seat_join(code=battle.code, display_name="ANNA", team="B", client_seed="x")
    assert battle.seats.count() == 1


def test_a_sealed_detachment_cannot_change_until_unreadied(seated):
    battle, anna, _ = seated
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    with pytest.raises(Refused, match="sealed"):
        lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    lobby.seat_unready(code=battle.code, seat_id=anna.pk)
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    anna.refresh_from_db()
    assert anna.roster["name"] == example_document(AMERICANS)["name"]


def test_nobody_joins_or_changes_after_the_reveal(revealed):
    battle, anna, _ = revealed
    with pytest.raises(Refused, match="has started"):
        lobby.seat_join(code=battle.code, display_name="Cleo", team="A", client_seed="c")
    with pytest.raises(Refused, match="has started"):
        lobby.seat_unready(code=battle.code, seat_id=anna.pk)


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        ("not a roster", "This roster cannot be used"),
        ({"format": "bof-roster/1"}, "This roster cannot be used"),
        ({**GOOD, "detachment_type": "xx-nothing"}, "no detachment type"),
        ({**GOOD, "units": [{"ref": 1, "unit": "de-maus", "quality": "elite"}]}, "does not have: de-maus"),
    ],
)
def test_a_bad_roster_is_refused_and_changes_nothing(seated, doc, message):
    battle, anna, _ = seated
    with pytest.raises(Refused, match=message):
        lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=doc, source="File")
    anna.refresh_from_db()
    assert anna.roster is None


def test_a_stranger_cannot_choose_or_ready(seated):
    battle, _, _ = seated
    for act in (lobby.seat_ready, lobby.seat_unready):
        with pytest.raises(Refused, match="Only a player seated"):
            act(code=battle.code, seat_id=None)
