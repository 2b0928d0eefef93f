"""A solo player's additional points spent in the builder: the lobby's one tap copies the chosen detachment with the
battle's limit, the builder says what is left and takes the copy back to the battle; every refusal changes nothing."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from armies import builder, rosters
from armies.models import Detachment
from armies.roster_check import example_document
from armies.roster_json import export_roster
from battles.models import Battle, LogEntry, Seat
from battles.services import lobby, solo
from battles.services.solo_spend import solo_spend
from bof_site.refusals import Refused
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS
from tests.battles.pages import phone, words
from tests.battles.test_solo import PICKED


def solo_lobby(user, *, rolled: bool = True):
    """Anna's solo battle in the lobby, the sample Grenadiers chosen and, with `rolled`, her points rolled."""
    battle, anna = solo.solo_create(
        settings=solo.SoloSettings(**PICKED), player_name="Anna", client_seed="anna-seed", user=user
    )
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    if rolled:
        solo.player_points(code=battle.code, seat_id=anna.pk)
    return Battle.objects.get(pk=battle.pk), Seat.objects.get(pk=anna.pk)


def signed_in(user, code: str, seat_id: int) -> Client:
    """A phone holding the seat, signed in as `user`."""
    browser = phone(code, seat_id)
    browser.force_login(user)
    return browser


def units_of(doc: dict) -> list[tuple]:
    return sorted((u["unit"], u["quality"], tuple(sorted(u["weapons"]))) for u in doc["units"])


def nothing_changed(battle: Battle, detachments: int, entries: int) -> None:
    assert Detachment.objects.count() == detachments
    assert LogEntry.objects.filter(battle=battle).count() == entries
    assert Battle.objects.get(pk=battle.pk).version == battle.version


def test_it_copies_the_detachment_with_the_battles_limit_as_free_points(sample_pack, player):
    battle, anna = solo_lobby(player)
    entries = LogEntry.objects.filter(battle=battle).count()
    spending = solo_spend(code=battle.code, seat_id=anna.pk, user=player)
    copy = Detachment.objects.get(pk=spending.detachment_id)
    total = battle.state["solo"]["player_points"]["total"]
    assert copy.owner == player
    assert copy.name == f"{anna.roster['name']} (solo +{total})"
    assert (copy.points_source, copy.points_free, copy.players) == ("free", battle.points_a, 2)
    assert spending.points == battle.points_a
    assert units_of(export_roster(player, copy.id)) == units_of(anna.roster)
    roster = builder.load(builder.detachments_query().get(pk=copy.id))
    assert roster.muster.limit == lobby.seat_checked(battle, anna).muster.limit  # the builder counts as the battle
    assert roster.left >= total  # the sample spent no more than the battle's points before the roll
    nothing_changed(battle, Detachment.objects.count(), entries)  # the battle itself: no entry, no new version


def test_a_copy_of_the_copy_keeps_one_mark(sample_pack, player):
    battle, anna = solo_lobby(player)
    first = Detachment.objects.get(pk=solo_spend(code=battle.code, seat_id=anna.pk, user=player).detachment_id)
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=export_roster(player, first.id), source="Mine")
    again = Detachment.objects.get(pk=solo_spend(code=battle.code, seat_id=anna.pk, user=player).detachment_id)
    assert again.name == first.name


def ready(battle, anna):
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("not rolled", "Roll your additional points first."),
        ("ready", "Your detachment is sealed"),
        ("app's seat", "Only the player of a solo battle"),
        ("stranger", "Only a player seated in this battle"),
        ("anonymous", "Log in to spend your additional points"),
    ],
)
def test_refusals_change_nothing(sample_pack, player, case, message):
    battle, anna = solo_lobby(player, rolled=case != "not rolled")
    if case == "ready":
        ready(battle, anna)
        battle.refresh_from_db()
    seat_id = {"app's seat": battle.state["solo"]["app_seat"], "stranger": None}.get(case, anna.pk)
    user = AnonymousUser() if case == "anonymous" else player
    detachments, entries = Detachment.objects.count(), LogEntry.objects.filter(battle=battle).count()
    with pytest.raises(Refused, match=message):
        solo_spend(code=battle.code, seat_id=seat_id, user=user)
    nothing_changed(battle, detachments, entries)


def test_a_battle_that_is_not_solo_is_refused(sample_pack, make_battle, player):
    battle, anna = make_battle()
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    with pytest.raises(Refused, match="Only the player of a solo battle"):
        solo_spend(code=battle.code, seat_id=anna.pk, user=player)
    assert not Detachment.objects.exists()


# --- over HTTP ----------------------------------------------------------------------------------------------------


def test_the_lobby_offers_the_builder_to_a_signed_in_player_only(sample_pack, player):
    battle, anna = solo_lobby(player)
    page = words(signed_in(player, battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Spend them in the builder" in page and "Log in to spend them" not in page
    anonymous = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Spend them in the builder" not in anonymous
    assert "Add units in the builder and choose it again" in anonymous and "Log in to spend them" in anonymous


def test_the_lobby_offers_nothing_before_the_roll(sample_pack, player):
    battle, anna = solo_lobby(player, rolled=False)
    page = words(signed_in(player, battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Roll my additional points" in page and "Spend them in the builder" not in page


def test_the_tap_opens_the_copy_in_the_builder_with_its_banner(sample_pack, player):
    battle, anna = solo_lobby(player)
    me = signed_in(player, battle.code, anna.pk)
    response = me.post(f"/battles/{battle.code}/solo/spend/")
    copy = Detachment.objects.get(owner=player)
    assert response.status_code == 302
    assert response["Location"] == f"/armies/{copy.id}/?battle={battle.code}"
    page = words(me.get(response["Location"]))
    left = builder.load(builder.detachments_query().get(pk=copy.id)).left
    assert f"Spending your solo points for battle {battle.code}: {left} points left" in page
    assert "Take it to the battle" in page


def test_a_refused_tap_shows_on_the_table_and_makes_nothing(sample_pack, player):
    battle, anna = solo_lobby(player, rolled=False)
    refused = signed_in(player, battle.code, anna.pk).post(f"/battles/{battle.code}/solo/spend/")
    assert refused.status_code == 400 and "Roll your additional points first." in words(refused)
    anonymous = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/solo/spend/")
    assert anonymous.status_code == 400 and "Log in to spend your additional points" in words(anonymous)
    assert not Detachment.objects.exists()


def test_a_double_tap_makes_one_copy(sample_pack, player):
    battle, anna = solo_lobby(player)
    me = signed_in(player, battle.code, anna.pk)
    once = {"once": "3f1c2a4e-8b7d-4c6e-9a0f-1b2c3d4e5f60"}
    first = me.post(f"/battles/{battle.code}/solo/spend/", once)
    second = me.post(f"/battles/{battle.code}/solo/spend/", once)
    assert second["Location"] == first["Location"]
    assert Detachment.objects.filter(owner=player).count() == 1


def test_the_banner_stays_through_the_builders_own_forms(sample_pack, player):
    battle, anna = solo_lobby(player)
    me = signed_in(player, battle.code, anna.pk)
    builder_url = me.post(f"/battles/{battle.code}/solo/spend/")["Location"]
    me.get(builder_url)
    copy = Detachment.objects.get(owner=player)
    added = me.post(f"/armies/{copy.id}/add/", {"unit": "us-rifleman", "quality": "regular", "count": "1"})
    assert added["Location"] == f"/armies/{copy.id}/"  # the builder's redirect drops the parameter
    assert f"for battle {battle.code}" in words(me.get(added["Location"]))
    htmx = me.post(
        f"/armies/{copy.id}/add/", {"unit": "us-rifleman", "quality": "regular", "count": "1"}, HTTP_HX_REQUEST="true"
    )
    left = builder.load(builder.detachments_query().get(pk=copy.id)).left
    assert 'id="spending" data-testid="solo-spending" hx-swap-oob="true"' in htmx.content.decode()
    assert f"{left} points left" in words(htmx)  # the banner's count swapped with the roster


def test_the_banner_shows_only_in_that_players_solo_lobby(sample_pack, player, stranger, make_battle, make_detachment):
    battle, anna = solo_lobby(player)
    me = signed_in(player, battle.code, anna.pk)
    mine = make_detachment(player, name="Other")
    assert "Spending your solo points" in words(me.get(f"/armies/{mine.id}/?battle={battle.code}"))
    assert "Spending your solo points" not in words(me.get(f"/armies/{mine.id}/?battle=ZZZZZZ"))  # no such battle
    theirs = make_detachment(stranger)
    other = signed_in(stranger, "", None)
    assert "Spending your solo points" not in words(other.get(f"/armies/{theirs.id}/?battle={battle.code}"))
    duel, host = make_battle(host="Anna")  # a battle with two players: no solo points to spend
    fresh = make_detachment(player, name="Duel")
    assert "Spending your solo points" not in words(signed_in(player, duel.code, host.pk).get(
        f"/armies/{fresh.id}/?battle={duel.code}"
    ))  # fmt: skip
    ready(battle, anna)
    assert "Spending your solo points" not in words(me.get(f"/armies/{mine.id}/?battle={battle.code}"))


def test_take_it_to_the_battle_rechooses_the_copy_with_more_points(sample_pack, player):
    battle, anna = solo_lobby(player)
    me = signed_in(player, battle.code, anna.pk)
    me.post(f"/battles/{battle.code}/solo/spend/")
    copy = Detachment.objects.get(owner=player)
    before = lobby.seat_checked(battle, anna).muster.points
    rosters.add_units(player, copy.id, unit_key="us-rifleman", quality="regular", count=3)  # 143 + 9: over 150
    taken = me.post(f"/battles/{battle.code}/choose/", {"source": "mine", "detachment": str(copy.id)})
    assert taken.status_code == 302 and taken["Location"] == f"/battles/{battle.code}/#my-seat"
    anna.refresh_from_db()
    assert anna.roster["name"] == copy.name != example_document(AMERICANS)["name"]
    checked = lobby.seat_checked(Battle.objects.get(pk=battle.pk), anna)
    assert checked.muster.valid, checked.muster.problems
    assert checked.muster.points == before + 9 > battle.points_a - battle.state["solo"]["player_points"]["total"]
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)  # the battle takes it
