"""Campaign upgrades by the book's list (R45, issue 34): soldiers buy ranks and more or better weapons, machines move
up within their boundaries and never to a weaker unit, and a vehicle's or support weapon's crew rises in quality only
by experience, unless the campaign was set up with the house rule "crews may be trained". Every refusal says why in
words and changes nothing.

The points are the Campaigns chapter's: a decisive victory is worth 15, a lost game 3. The prices are the sample
arsenal's differences (armies/data/sample-arsenal.json), named in each test."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from armies.roster_check import example_document
from battles.forms import BattleForm
from battles.models import Battle
from battles.services import lobby
from bof_site.refusals import Refused
from campaigns import books, services, upgrades
from campaigns.forms import CreateForm
from campaigns.models import Campaign, Entry
from campaigns.verify import verify_campaign
from rules.engine import upgrades as rules
from tests.battles.lobby_fixtures import AMERICANS
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import key

RECON = "de-armored-reconnaissance-150"  # 2 Sd.Kfz. 222, a Pz.Kpfw. II F, a Sd.Kfz. 251, riflemen; regular or elite
AT_AA = "de-at-aa-support-150"  # a PaK 40, a FlaK 38, an MG 42 team, two Opel Blitz; conscript or regular
DECISIVE = 15  # "A decisive victory is worth 15 points."
LOST = 3  # "Each lost game is still rewarded with 3 points."


def start(campaign: Campaign, anna, bruno, example: str) -> Campaign:
    """Anna's force is `example`, Bruno's the US infantry; Anna wins game 1 decisively (0 on both Combat Scores)."""
    services.force_choose(code=campaign.code, user=anna, doc=example_document(example), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="mission-objective",
                                 combat_score_a=0, combat_score_b=0, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    return Campaign.objects.get(pk=campaign.pk)


@pytest.fixture
def trained(sample_pack, player, stranger):
    """Anna's armoured reconnaissance in a campaign set up with the house rule: crews may be trained."""
    campaign = services.campaign_create(name="Kursk 43", user=player, display_name="Anna", side="A",
                                        house_rules=("R45",))  # fmt: skip
    services.member_join(code=campaign.code, user=stranger, display_name="Bruno", side="B")
    return start(campaign, player, stranger, RECON), player, stranger


@pytest.fixture
def guns(forming):
    """Anna's AT/AA support (the house rule off), 15 points from a decisive game 1."""
    campaign, anna, bruno = forming
    return start(campaign, anna, bruno, AT_AA), anna, bruno


def points(campaign: Campaign, side: str = "A") -> int:
    return books.books(campaign, list(campaign.games.all())).points[side]


def units_of(campaign: Campaign, side: str = "A") -> dict[str, list[upgrades.UnitUpgrades]]:
    """The force page's offers, by the unit each line is (several Sd.Kfz. 222 share a key)."""
    force = campaign.forces.get(side=side)
    roster = {u["ref"]: u["unit"] for u in force.roster["units"]}
    found: dict[str, list[upgrades.UnitUpgrades]] = {}
    for unit in upgrades.options(force, points(campaign, side)):
        found.setdefault(roster[unit.ref], []).append(unit)
    return found


def choices(unit: upgrades.UnitUpgrades) -> dict[str, int]:
    return {o.choice: o.price for o in unit.options}


def refused_and_nothing_changed(campaign: Campaign, user, ref: int, choice: str, message: str) -> None:
    force, spent = campaign.forces.get(side="A").roster, points(campaign)
    entries = Entry.objects.filter(campaign=campaign).count()
    with pytest.raises(Refused) as refusal:
        upgrades.upgrade(code=campaign.code, user=user, ref=ref, choice=choice, key=key())
    assert refusal.value.message == message
    assert campaign.forces.get(side="A").roster == force
    assert points(campaign) == spent
    assert Entry.objects.filter(campaign=campaign).count() == entries


# --- Soldiers: ranks and more or better weapons ----------------------------------------------------------------------


def test_a_rifleman_is_offered_a_rank_another_weapon_and_a_better_one_at_the_arsenals_difference(recon):
    campaign, _anna, _bruno = recon
    assert points(campaign) == DECISIVE
    rifleman = units_of(campaign)["de-rifleman"][0]  # regular, Karabiner 98k and a Stielhandgranate 24
    offers = choices(rifleman)
    assert offers["quality:elite"] == 4 - 3  # the rifleman's cost, elite against regular
    assert offers["weapons:de-kar98k,de-panzerfaust30,de-stielhandgranate24"] == 2  # + Panzerfaust 30
    assert offers["weapons:de-mp40,de-stielhandgranate24"] == 1  # MP 40 (1) instead of his Karabiner 98k (0)
    assert offers["weapons:de-kar98k-zf39,de-stielhandgranate24"] == 3
    assert "weapons:de-p38,de-kar98k,de-stielhandgranate24" not in offers  # a pistol at 0 points buys nothing
    assert not rifleman.by_experience


def test_a_soldier_asked_for_no_higher_rank_is_refused(recon):
    campaign, anna, _bruno = recon
    rifleman = units_of(campaign)["de-rifleman"][0]
    for lower in ("quality:regular", "quality:conscript"):
        refused_and_nothing_changed(campaign, anna, rifleman.ref, lower, rules.NOT_HIGHER)


def test_a_soldier_asked_for_a_rank_his_detachment_type_does_not_field_is_refused(guns):
    campaign, anna, _bruno = guns  # AT/AA support fields conscripts and regulars only
    rifleman = units_of(campaign)["de-rifleman"][0]
    assert not any(c.startswith("quality:") for c in choices(rifleman))
    refused_and_nothing_changed(campaign, anna, rifleman.ref, "quality:elite",
                                "The detachment type does not field units of that quality.")  # fmt: skip


def test_a_soldier_does_not_become_a_machine(recon):
    campaign, anna, _bruno = recon
    rifleman = units_of(campaign)["de-rifleman"][0]
    refused_and_nothing_changed(campaign, anna, rifleman.ref, "unit:de-pz2f", rules.WHY_NOT["infantry"])


# --- Machines: within their boundaries, never weaker -----------------------------------------------------------------


def test_vehicles_move_up_within_their_boundaries_at_the_arsenals_difference(recon):
    campaign, _anna, _bruno = recon
    units = units_of(campaign)
    assert choices(units["de-sdkfz222"][0]) == {"unit:de-pz2f": 21 - 20}  # an armoured car may become a tank
    assert choices(units["de-pz2f"][0]) == {}  # its detachment type fields no medium or heavy tank
    # A transport to a transport; the Kübelwagen (4) costs no more than the BMW R75 (4).
    assert choices(units["de-bmw-r75"][0]) == {"unit:de-sdkfz251": 11 - 4}


def test_support_weapons_move_up_to_more_powerful_ones_only(guns):
    campaign, _anna, _bruno = guns
    units = units_of(campaign)
    assert choices(units["de-mg42-hmg"][0]) == {"unit:de-pak36": 13 - 11, "unit:de-flak38": 17 - 11,
                                                 "unit:de-pak40": 23 - 11}  # fmt: skip
    # The type must field a Flak 38 and has one: it stays (a Pak 40 for it was offered, and its purchase refused)
    assert choices(units["de-flak38"][0]) == {}
    assert choices(units["de-pak40"][0]) == {}  # nothing more powerful in its detachment type
    assert choices(units["de-opel-blitz"][0]) == {"unit:de-sdkfz251": 11 - 6}


@pytest.mark.parametrize(
    ("unit", "choice", "message"),
    [
        ("de-pak40", "unit:de-pak36", rules.NOT_MORE),  # a weaker support weapon: 13 against 23
        ("de-pak40", "unit:de-flak38", rules.NOT_MORE),  # 17 against 23
        ("de-flak38", "unit:de-mg42-hmg", rules.NOT_MORE),
        ("de-pak40", "unit:de-sdkfz251", rules.WHY_NOT["support-weapon"]),
        ("de-sdkfz251", "unit:de-opel-blitz", rules.NOT_MORE),  # a transport to a cheaper one
        ("de-opel-blitz", "unit:de-pak40", rules.WHY_NOT["transport"]),
        ("de-pak40", "unit:de-pz4h", "That upgrade is not one this unit may take. Pick one from its list."),
        (
            "de-pak40",
            "weapons:de-panzerfaust30",
            "Only soldiers take other weapons; a machine keeps the weapons it comes with.",
        ),
        ("de-pak40", "quality:regular", rules.BY_EXPERIENCE),
    ],
)
def test_a_machine_asked_for_a_weaker_or_foreign_unit_is_refused_in_words(guns, unit, choice, message):
    campaign, anna, _bruno = guns
    if unit == "de-sdkfz251":  # the Opel Blitz becomes a half-track first (5 points), then asks to go back
        blitz = units_of(campaign)["de-opel-blitz"][0]
        upgrades.upgrade(code=campaign.code, user=anna, ref=blitz.ref, choice="unit:de-sdkfz251", key=key())
        assert points(campaign) == DECISIVE - (11 - 6)
    target = units_of(campaign)[unit][0]
    refused_and_nothing_changed(campaign, anna, target.ref, choice, message)


def test_a_tank_never_becomes_an_armoured_car(recon):
    campaign, anna, _bruno = recon
    tank = units_of(campaign)["de-pz2f"][0]
    refused_and_nothing_changed(campaign, anna, tank.ref, "unit:de-sdkfz222", rules.WHY_NOT["light-tank"])


def test_a_support_weapon_bought_up_pays_the_difference_and_is_sealed(guns):
    campaign, anna, _bruno = guns
    mg = units_of(campaign)["de-mg42-hmg"][0]
    entry = upgrades.upgrade(code=campaign.code, user=anna, ref=mg.ref, choice="unit:de-flak38", key=key())
    roster = {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}
    assert roster[mg.ref]["unit"] == "de-flak38"  # 17 against 11
    assert points(campaign) == DECISIVE - 6 and entry.points_a == DECISIVE - 6
    assert "house_rule" not in entry.data  # a new gun is no crew trained
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok


# --- Crews: only by experience, unless the campaign trains them ------------------------------------------------------


def test_a_crews_quality_is_not_for_sale_and_the_page_says_so(client, recon):
    campaign, anna, _bruno = recon
    units = units_of(campaign)
    for key_ in ("de-sdkfz222", "de-pz2f", "de-sdkfz251", "de-bmw-r75"):
        for unit in units[key_]:
            assert unit.by_experience, key_
            assert not any(c.startswith("quality:") for c in choices(unit)), key_
    assert any(c.startswith("quality:") for c in choices(units["de-rifleman"][0]))  # soldiers still buy ranks
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/force/A/").text
    car = units["de-sdkfz222"][0]
    form = re.search(rf'value="{car.ref}">.*?</form>', page, re.S).group(0)
    assert 'value="quality:' not in form and 'value="unit:de-pz2f"' in form
    assert f'data-testid="by-experience-{car.ref}">{rules.BY_EXPERIENCE}</p>' in page.replace("&#x27;", "'")
    assert f'data-testid="by-experience-{units["de-rifleman"][0].ref}"' not in page


@pytest.mark.parametrize("unit", ["de-sdkfz222", "de-pz2f"])
def test_buying_a_crew_a_higher_quality_is_refused_without_the_house_rule(recon, unit):
    campaign, anna, _bruno = recon
    machine = units_of(campaign)[unit][0]
    refused_and_nothing_changed(campaign, anna, machine.ref, "quality:elite", rules.BY_EXPERIENCE)


def test_the_refusal_reaches_the_page_in_words(client, recon):
    campaign, anna, _bruno = recon
    car = units_of(campaign)["de-sdkfz222"][0]
    client.force_login(anna)
    answer = client.post(f"/campaigns/{campaign.code}/upgrade/",
                         {"ref": car.ref, "choice": "quality:elite", "side": "A", "key": str(key())})  # fmt: skip
    assert answer.status_code == 400
    assert rules.BY_EXPERIENCE in answer.text.replace("&#x27;", "'")
    assert Entry.objects.filter(campaign=campaign, kind="upgrade").count() == 0


def test_with_the_house_rule_a_crew_is_trained_like_a_soldiers_rank_and_the_ledger_names_it(trained):
    campaign, anna, _bruno = trained
    assert campaign.house_rules == ["R45"]
    assert points(campaign) == DECISIVE
    units = units_of(campaign)
    car, tank, halftrack = units["de-sdkfz222"][0], units["de-pz2f"][0], units["de-sdkfz251"][0]
    assert choices(car)["quality:elite"] == 22 - 20 and choices(tank)["quality:elite"] == 23 - 21
    assert not car.by_experience
    assert not any(c.startswith("quality:") for c in choices(halftrack))  # 11 points at every quality: no upgrade
    entry = upgrades.upgrade(code=campaign.code, user=anna, ref=car.ref, choice="quality:elite", key=key())
    roster = {u["ref"]: u for u in campaign.forces.get(side="A").roster["units"]}
    assert roster[car.ref]["quality"] == "elite"
    assert points(campaign) == DECISIVE - 2
    assert entry.data["house_rule"] == "R45"
    rifleman = units_of(campaign)["de-rifleman"][0]
    soldier = upgrades.upgrade(code=campaign.code, user=anna, ref=rifleman.ref, choice="quality:elite", key=key())
    assert "house_rule" not in soldier.data  # a soldier's rank is the book's own
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok
    refused_and_nothing_changed(campaign, anna, halftrack.ref, "quality:elite", rules.NOT_MORE)
    refused_and_nothing_changed(campaign, anna, car.ref, "quality:elite", rules.NOT_HIGHER)


def test_a_house_rule_switched_on_behind_the_ledgers_back_is_named_by_the_check(recon):
    campaign, anna, _bruno = recon
    Campaign.objects.filter(pk=campaign.pk).update(house_rules=["R45"])  # a direct edit, no ledger entry
    car = units_of(Campaign.objects.get(pk=campaign.pk))["de-sdkfz222"][0]
    entry = upgrades.upgrade(code=campaign.code, user=anna, ref=car.ref, choice="quality:elite", key=key())
    problems = verify_campaign(Campaign.objects.get(pk=campaign.pk)).problems
    assert "the campaign's house rules is not what its first ledger entry recorded" in problems
    assert f"entry {entry.seq} trains a crew under house rule R45, which the campaign did not switch on" in problems


# --- The switch: set up with the campaign, not offered for a single battle ------------------------------------------


def test_the_switch_is_where_a_group_sets_up_a_campaign_and_the_first_entry_seals_it(client, player, sample_pack):
    assert "R45" in dict(CreateForm().fields["house_rules"].choices)
    assert "R45" not in dict(BattleForm().fields["house_rules"].choices)  # a single battle has no upgrades
    client.force_login(player)
    home = client.get("/campaigns/")
    assert 'value="R45"' in home.text and "Crews may be trained" in home.text
    answer = client.post("/campaigns/new/", {"name": "Kursk 43", "display_name": "Anna", "side": "A",
                                             "measure": "cm", "house_rules": ["R45"]})  # fmt: skip
    assert answer.status_code == 302
    campaign = Campaign.objects.get()
    assert campaign.house_rules == ["R45"]
    assert Entry.objects.get(campaign=campaign, kind="created").data["house_rules"] == ["R45"]


def test_off_by_default_and_a_battle_refuses_it(player, sample_pack):
    campaign = services.campaign_create(name="Normandy 44", user=player, display_name="Anna", side="A")
    assert campaign.house_rules == [] and not upgrades.crews_trained(campaign)
    assert "R45" not in lobby.SWITCHABLE
    settings = lobby.BattleSettings(game_mode="combat-only", house_rules=("R45",))
    with pytest.raises(Refused, match="R45 is not a ruling a host can switch"):
        lobby.battle_create(settings=settings, host_name="Anna", team="A", client_seed="s")


def test_a_campaign_game_with_crews_trained_starts_its_battle_without_it(trained):
    campaign, anna, _bruno = trained
    game = services.next_game(code=campaign.code, user=anna, key=key())
    assert Battle.objects.get(pk=game.battle_id).house_rules == []


def test_a_trained_crew_still_needs_a_quality_its_detachment_type_fields(trained):
    """Bruno lost game 1 (3 points); his US regular infantry fields conscripts and regulars only, so even with crews
    trained his regular MG team has no higher quality to buy."""
    campaign, _anna, bruno = trained
    assert points(campaign, "B") == LOST
    force = campaign.forces.get(side="B")
    mg = next(u for u in upgrades.options(force, LOST) if u.kind == "support-weapon")
    assert not mg.by_experience and mg.quality == "regular"
    assert not any(o.choice.startswith("quality:") for o in mg.options)
    with pytest.raises(Refused, match="^The detachment type does not field units of that quality.$"):
        upgrades.upgrade(code=campaign.code, user=bruno, ref=mg.ref, choice="quality:elite", key=key())
    assert campaign.forces.get(side="B").roster == force.roster and points(campaign, "B") == LOST


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_modules_house_rule_says_its_title_once(language):
    """A play-test: "Vehicle movement: Chain of Command: Vehicle movement: Chain of Command. A vehicle's Move ..."."""
    with translation.override(language):
        labels = dict(CreateForm().fields["house_rules"].choices)
        battle_labels = dict(BattleForm().fields["house_rules"].choices)
        for ruling in ("M1", "M2"):
            title = translation.gettext(services.HOUSE_RULES[ruling].title)
            assert str(labels[ruling]).startswith(f"{ruling} {title}") and f"{title}: {title}" not in str(
                labels[ruling]
            )
            assert labels[ruling] == battle_labels[ruling]  # as the battle's form says it
