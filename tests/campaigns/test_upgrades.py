"""Upgrading core units between games: only what the book's boundaries and the detachment type allow, at the
arsenal's difference, paid from the side's points (never below zero), recorded in the ledger."""

from __future__ import annotations

import pytest
from django.utils.html import escape
from django.utils.translation import override

from armies.models import UnitProfile
from armies.roster_check import example_document
from bof_site.refusals import Refused
from campaigns import books, services, upgrades
from campaigns.models import Campaign, Entry
from campaigns.verify import verify_campaign
from rules.engine.upgrades import kind_of, why_not
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import AMERICANS, ARMOUR, key


def offered(campaign, side="A"):
    force = campaign.forces.get(side=side)
    points = books.books(campaign, list(campaign.games.all())).points[side]
    return upgrades.options(force, points), points


def test_every_offer_keeps_within_the_books_boundaries_and_costs_something(recon):
    campaign, _anna, _bruno = recon
    units, points = offered(campaign)
    assert points == 15
    profiles = {p.key: p for p in UnitProfile.objects.all()}
    force = {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}
    swaps = 0
    for unit in units:
        here = profiles[force[unit.ref]["unit"]]
        for option in unit.options:
            assert option.price > 0
            assert (option.why_not == "") == (option.price <= points)
            if option.choice.startswith("unit:"):
                there = profiles[option.choice.removeprefix("unit:")]
                assert why_not(kind_of(here.unit_type, here.movement, here.vehicle_class),
                               kind_of(there.unit_type, there.movement, there.vehicle_class)) is None  # fmt: skip
                swaps += 1
    assert swaps > 0
    car = next(u for u in units if force[u.ref]["unit"] == "de-sdkfz222")
    assert {o.choice for o in car.options} >= {"unit:de-pz2f"}  # an armoured car may become a tank
    assert "armoured car can become" in car.rule


def test_buying_an_upgrade_changes_the_force_and_pays_from_the_points(recon):
    campaign, anna, _bruno = recon
    units, points = offered(campaign)
    car = next(u for u in units if any(o.choice == "unit:de-pz2f" for o in u.options))
    option = next(o for o in car.options if o.choice == "unit:de-pz2f")
    upgrades.upgrade(code=campaign.code, user=anna, ref=car.ref, choice=option.choice, key=key())
    roster = {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}
    assert roster[car.ref]["unit"] == "de-pz2f"
    assert books.books(campaign, list(campaign.games.all())).points["A"] == points - option.price
    entry = Entry.objects.filter(campaign=campaign).order_by("-seq").first()
    assert entry.kind == "upgrade" and entry.points_a == points - option.price
    campaign.refresh_from_db()
    assert verify_campaign(campaign).ok


def test_an_upgrade_the_side_cannot_pay_or_may_not_take_is_refused_and_changes_nothing(recon):
    campaign, anna, bruno = recon
    units, points = offered(campaign)
    for unit in [u for u in units if any(o.price == 7 for o in u.options)][:2]:  # two motorcycles to half-tracks
        choice = next(o.choice for o in unit.options if o.price == 7)
        upgrades.upgrade(code=campaign.code, user=anna, ref=unit.ref, choice=choice, key=key())
    units, points = offered(campaign)
    assert points == 15 - 7 - 7
    dear = next(o for u in units for o in u.options if o.price > points)
    target = next(u for u in units if dear in u.options)
    assert dear.why_not == f"It costs {dear.price} points and the side has {points}."
    before = campaign.forces.get(side="A").roster
    with pytest.raises(Refused, match=f"costs {dear.price} points and the side has {points}"):
        upgrades.upgrade(code=campaign.code, user=anna, ref=target.ref, choice=dear.choice, key=key())
    with pytest.raises(Refused, match="not one this unit may take"):
        upgrades.upgrade(code=campaign.code, user=anna, ref=target.ref, choice="unit:us-m26", key=key())
    with pytest.raises(Refused, match="not one this unit may take"):  # Bruno acts on his own side only
        upgrades.upgrade(code=campaign.code, user=bruno, ref=target.ref, choice=dear.choice, key=key())
    assert campaign.forces.get(side="A").roster == before
    assert Entry.objects.filter(campaign=campaign, kind="upgrade").count() == 2


def test_no_upgrades_while_a_game_is_waiting_for_its_result(recon):
    campaign, anna, _bruno = recon
    services.game_by_hand(code=campaign.code, user=anna, result="draw", reason="last-turn", combat_score_a=0,
                          combat_score_b=0, key=key())  # fmt: skip
    units, _ = offered(campaign)
    with pytest.raises(Refused, match="between games"):
        upgrades.upgrade(code=campaign.code, user=anna, ref=units[0].ref, choice=units[0].options[0].choice, key=key())


def test_the_force_page_sells_upgrades_to_its_own_side_only(client, recon):
    campaign, anna, bruno = recon
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/force/A/")
    assert page.status_code == 200 and 'class="upgrade-form"' not in page.text and "Pz.Kpfw. II" in page.text
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/force/A/")
    assert page.text.count('class="upgrade-form"') >= 3
    car = next(u for u in offered(campaign)[0] if any(o.choice == "unit:de-pz2f" for o in u.options))
    answer = client.post(f"/campaigns/{campaign.code}/upgrade/",
                         {"ref": car.ref, "choice": "unit:de-pz2f", "side": "A", "key": str(key())})  # fmt: skip
    assert answer.status_code == 302
    bad = client.post(f"/campaigns/{campaign.code}/upgrade/", {"ref": "x", "choice": "", "side": "A", "key": "y"})
    assert bad.status_code == 400 and "Pick a unit and an upgrade" in bad.text
    assert Entry.objects.filter(campaign=campaign, kind="upgrade").count() == 1


def test_a_soldier_takes_a_better_weapon_at_the_weapons_price(recon):
    campaign, anna, _bruno = recon
    units, points = offered(campaign)
    force = {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}
    rifleman = next(u for u in units if force[u.ref]["unit"] == "de-rifleman")
    arms = [o for o in rifleman.options if o.choice.startswith("weapons:")]
    assert arms and all(o.price > 0 for o in arms)
    cheapest = min((o for o in arms if not o.why_not), key=lambda o: o.price)
    upgrades.upgrade(code=campaign.code, user=anna, ref=rifleman.ref, choice=cheapest.choice, key=key())
    now = {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}[rifleman.ref]
    assert sorted(now["weapons"]) == cheapest.choice.removeprefix("weapons:").split(",")
    assert books.books(campaign, list(campaign.games.all())).points["A"] == points - cheapest.price


def test_the_offers_read_in_the_players_language_and_the_ledger_keeps_the_apps_words(client, recon):
    campaign, anna, _bruno = recon
    units, _points = offered(campaign)
    rifleman = next(u for u in units if any("instead of" in str(o.label) and not o.why_not for o in u.options))
    swap = next(o for o in rifleman.options if "instead of" in str(o.label) and not o.why_not)
    rise = next(o for u in units for o in u.options if o.choice.startswith("quality:"))
    with override("de"):
        assert " statt " in str(swap.label) and "instead" not in str(swap.label)
        assert str(rise.label).startswith(("Regulär", "Elite")), str(rise.label)
        # What each kind of unit may become, and its quality, as a force page shows them.
        assert all(u.rule_shown and u.rule_shown != u.rule for u in units)
        assert {u.quality_name for u in units} <= {"Rekrut", "Regulär", "Elite"}
    client.force_login(anna)
    client.cookies["django_language"] = "de"
    page = client.get(f"/campaigns/{campaign.code}/force/A/")
    with override("de"):
        assert escape(str(swap.label)) in page.text
    answer = client.post(f"/campaigns/{campaign.code}/upgrade/",
                         {"ref": rifleman.ref, "choice": swap.choice, "side": "A", "key": str(key())})  # fmt: skip
    assert answer.status_code == 302
    entry = Entry.objects.filter(campaign=campaign, kind="upgrade").get()
    with override("en"):  # the ledger in the app's own words
        assert entry.data["label"] == str(swap.label) and f"to {swap.label} for" in entry.summary


def test_buying_prices_only_the_unit_bought(recon, django_assert_max_num_queries):
    """A purchase prices the one unit's offers, not the whole force's, and reads each nation once (it took 57
    queries when it priced every unit and fetched a profile's nation one by one)."""
    campaign, anna, _bruno = recon
    units, _points = offered(campaign)
    car = next(u for u in units if any(o.choice == "unit:de-pz2f" for o in u.options))
    with django_assert_max_num_queries(31):
        upgrades.upgrade(code=campaign.code, user=anna, ref=car.ref, choice="unit:de-pz2f", key=key())
    assert {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}[car.ref]["unit"] == "de-pz2f"


def test_a_core_unit_at_the_types_minimum_is_not_offered_another_unit(forming):
    """An armoured group must field two Panzer IVs and the example has two: a play-test was offered a Tiger for one,
    and every tap on it was refused (the force would not be a valid detachment)."""
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(AMERICANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(ARMOUR), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    units, _points = offered(Campaign.objects.get(pk=campaign.pk), side="B")
    roster = {u["ref"]: u["unit"] for u in campaign.forces.get(side="B").roster["units"]}
    tanks = [u for u in units if roster[u.ref] == "de-pz4h"]
    assert len(tanks) == 2
    for tank in tanks:
        assert not [o for o in tank.options if o.choice.startswith("unit:")], tank.options
