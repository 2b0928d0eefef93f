"""Salvaged hand weapons: the victor claims every weapon the loser left behind in the battle (its fallen soldiers',
and those the victor's soldiers picked up), gives each to a soldier of its force, free, and fields it in the next
battle as his own, without the -1 of an enemy weapon."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from armies.roster_check import check_document, example_document
from battles.models import Battle, BattleUnit
from battles.services import command, objective, turns
from battles.table.prefill import prefill
from bof_site.refusals import Refused
from campaigns import books, salvage, salvage_weapons, services, solo, transfer
from campaigns.models import Campaign, Entry
from campaigns.verify import verify_campaign
from rules.engine import catalog
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, settle_setup
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, key

LEFT = {
    "2:us-thompson",
    "2:us-mk2-grenade",
    "4:us-m1-garand",
    "4:us-mk2-grenade",
    "5:us-m1-garand",
    "5:us-mk2-grenade",
    "6:us-mk2-grenade",
}


def unit(battle, seat, ref):
    return BattleUnit.objects.get(battle=battle, seat=seat, ref=ref)


def out_of_the_fight(u, status="dead"):
    # How he fell is not what these tests are about: the unit is simply marked out, as the effect rolls leave it.
    BattleUnit.objects.filter(pk=u.pk).update(status=status)


def act(battle, seat, soldier, action, other, weapon=""):
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=soldier.pk, key=key())
    command.unit_action(code=battle.code, seat_id=seat.pk, action=action, others=[other.pk], weapon=weapon, key=key())


@pytest.fixture
def won(forming):
    """Anna's Germans (side A) beat Bruno's Americans (side B) in game 1, both confirm. In the battle Bruno's riflemen
    4 and 5 and his squad leader 2 were killed and 6 surrendered; Anna's SMG gunner (19) picked up rifleman 5's Garand, Bruno's rifleman 7
    picked up rifleman 6's, and Anna's rifleman 8 manned Bruno's abandoned M1919 (25). Anna's rifleman 4 fell too."""
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    game = services.next_game(code=campaign.code, user=anna, key=key())
    battle = Battle.objects.get(pk=game.battle_id)
    a, b = battle.seats.get(user=anna), battle.seats.get(user=bruno)
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=a.pk)
    initiative(battle, a, "6,1" if a.team == "A" else "1,6")
    for ref, status in ((2, "dead"), (4, "dead"), (5, "dead"), (6, "surrendered")):
        out_of_the_fight(unit(battle, b, ref), status)
    out_of_the_fight(unit(battle, a, 4))
    BattleUnit.objects.filter(pk=unit(battle, b, 25).pk).update(status="abandoned")
    act(battle, a, unit(battle, a, 19), "pick-up", unit(battle, b, 5), "us-m1-garand")
    turns.end_activation(code=battle.code, seat_id=a.pk, key=key())
    act(battle, b, unit(battle, b, 7), "pick-up", unit(battle, b, 6), "us-m1-garand")
    turns.end_activation(code=battle.code, seat_id=b.pk, key=key())
    act(battle, a, unit(battle, a, 8), "man", unit(battle, b, 25))
    objective.declare(code=battle.code, seat_id=a.pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=b.pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=a.pk, key=key())
    game = confirm_both(campaign, anna, bruno, game)
    assert game.result == "side-a-wins"
    return Campaign.objects.get(pk=campaign.pk), anna, bruno, battle


def ledger(campaign):
    return list(Entry.objects.filter(campaign=campaign).values_list("seq", flat=True))


def roster(campaign, side="A"):
    return campaign.forces.get(side=side).roster


def carried(campaign, ref, side="A"):
    return next(u for u in roster(campaign, side)["units"] if u["ref"] == ref)


# --- what is left behind -----------------------------------------------------------------------------------------


def test_the_fallen_losers_weapons_and_those_the_victor_picked_up_are_left_to_claim(won):
    campaign, *_ = won
    left = {w.id: w for w in salvage_weapons.left_behind(campaign, campaign.games.get(number=1))}
    # rifleman 6's Garand is back in Bruno's hands (rifleman 7, alive); Anna's own fallen rifleman is not salvage
    assert set(left) == LEFT
    assert left["5:us-m1-garand"].held_by == "MP 40 gunner 1" and left["4:us-m1-garand"].held_by == ""
    assert left["4:us-m1-garand"].from_label == "Rifleman 1"


def test_a_machine_the_victors_soldiers_manned_is_salvage_too(won):
    campaign, *_ = won
    machines = salvage.claimable(campaign, campaign.games.get(number=1))
    assert [m.ref for m in machines] == [25]  # the M1919 Anna's riflemen manned; nothing else was abandoned


def test_nothing_is_left_after_a_draw_or_a_game_entered_by_hand(running):
    campaign, anna, bruno = running
    game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="last-turn",
                                 combat_score_a=5, combat_score_b=0, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    assert salvage_weapons.left_behind(campaign, campaign.games.get(number=1)) == []


# --- claiming ----------------------------------------------------------------------------------------------------


def test_a_claimed_weapon_is_carried_free_by_the_chosen_soldier_and_fielded_without_the_penalty(won):
    campaign, anna, bruno, battle = won
    points = books.books(campaign, list(campaign.games.all())).points["A"]
    before = check_document(roster(campaign), base_points=2000, players=2, salvage=True).muster
    # The Garand Anna's SMG gunner carried off goes to rifleman 5: it takes the place of his Kar98k.
    entry = salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="5:us-m1-garand", to_ref=5,
                                  key=key())  # fmt: skip
    # An American grenade (1 point, of another nation) goes to rifleman 6, beside his own.
    salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="4:us-mk2-grenade", to_ref=6, key=key())
    assert entry.summary == (
        "Side A salvages the M1 Garand from game 1: Schütze (rifleman) 2 carries it free, instead of the Karabiner 98k."
    )
    assert carried(campaign, 5)["weapons"] == ["de-stielhandgranate24", "us-m1-garand"]
    assert carried(campaign, 6)["weapons"] == ["de-kar98k", "de-stielhandgranate24", "us-mk2-grenade"]
    after = check_document(roster(campaign), base_points=2000, players=2, salvage=True).muster
    assert after.valid and after.points == before.points  # no points, no "another nation" problem
    assert books.books(campaign, list(campaign.games.all())).points["A"] == points  # nor campaign points
    assert {w.id for w in salvage_weapons.left_behind(campaign, campaign.games.get(number=1))} == LEFT - {
        "5:us-m1-garand", "4:us-mk2-grenade"}  # fmt: skip
    campaign.refresh_from_db()
    assert verify_campaign(campaign).ok

    # In game 1 the picked-up Garand was an enemy weapon: -1.
    gunner = BattleUnit.objects.get(battle=battle, seat__user=anna, ref=19)
    assert prefill(catalog.get("attack"), gunner, Battle.objects.get(pk=battle.pk))["scavenged"] == ["true"]
    second = services.next_game(code=campaign.code, user=anna, key=key())
    rifleman = BattleUnit.objects.get(battle_id=second.battle_id, seat__user=anna, ref=5)
    assert [w["key"] for w in rifleman.weapons] == ["de-stielhandgranate24", "us-m1-garand"]
    filled = prefill(catalog.get("attack"), rifleman, Battle.objects.get(pk=second.battle_id))
    assert filled["attack_value"] == ["10"] and "scavenged" not in filled  # the Garand's 10, as his own


def test_all_at_once_each_weapon_goes_to_the_soldier_picked_or_the_first_it_fits(won):
    campaign, anna, *_ = won
    once = key()
    made = salvage_weapons.claim_all(code=campaign.code, user=anna, number=1, to_refs={"4:us-m1-garand": 9},
                                     key=once)  # fmt: skip
    assert len(made) == len(LEFT) and salvage_weapons.left_behind(campaign, campaign.games.get(number=1)) == []
    assert "us-m1-garand" in carried(campaign, 9)["weapons"] and "de-kar98k" not in carried(campaign, 9)["weapons"]
    marked = [k for u in roster(campaign)["units"] for k in u.get("salvage_weapons", [])]
    assert sorted(marked) == sorted(i.split(":")[1] for i in LEFT)
    bearers = {u["ref"]: u["salvage_weapons"] for u in roster(campaign)["units"] if u.get("salvage_weapons")}
    # Riflemen first, in roster order; nobody takes a second primary or side weapon while another has none.
    assert bearers == {4: ["us-mk2-grenade", "us-thompson"], 5: ["us-mk2-grenade", "us-m1-garand"],
                       6: ["us-mk2-grenade"], 7: ["us-mk2-grenade"], 9: ["us-m1-garand"]}  # fmt: skip
    assert check_document(roster(campaign), base_points=2000, players=2, salvage=True).muster.valid
    seqs = ledger(campaign)
    again = salvage_weapons.claim_all(code=campaign.code, user=anna, number=1, to_refs={}, key=once)  # a double tap
    assert [e.pk for e in again] == [made[0].pk] and ledger(campaign) == seqs
    campaign.refresh_from_db()
    assert verify_campaign(campaign).ok


def test_claims_travel_with_the_campaign_file_and_an_edited_force_is_refused(won):
    campaign, anna, *_ = won
    salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="4:us-m1-garand", to_ref=5, key=key())
    doc = json.loads(json.dumps(transfer.export_campaign(Campaign.objects.get(pk=campaign.pk))))
    Campaign.objects.filter(pk=campaign.pk).update(code="OLD" + campaign.code[:3])
    tampered = json.loads(json.dumps(doc))
    side_a = next(f for f in tampered["forces"] if f["side"] == "A")
    side_a["roster"]["units"][4]["salvage_weapons"].append("de-kar98k")  # a weapon nobody claimed, made free
    with pytest.raises(Refused, match="does not hold together"):
        transfer.import_campaign(tampered)
    restored = transfer.import_campaign(doc)
    assert verify_campaign(restored).ok and carried(restored, 5)["salvage_weapons"] == ["us-m1-garand"]


def test_salvaged_weapons_are_refused_outside_a_campaign(sample_pack):
    doc = example_document(GERMANS)
    doc["units"][3]["weapons"].append("us-m1-garand")
    doc["units"][3]["salvage_weapons"] = ["us-m1-garand"]  # a hand-edited roster file
    with pytest.raises(Refused, match="campaign's forces only"):
        check_document(doc, base_points=150, players=2)


# --- refused, and nothing changes --------------------------------------------------------------------------------


def refused(campaign, message, **claim):
    seqs, force = ledger(campaign), roster(campaign)
    with pytest.raises(Refused, match=message):
        salvage_weapons.claim(code=campaign.code, key=key(), **claim)
    assert ledger(campaign) == seqs and roster(campaign) == force


def test_a_weapon_is_claimed_once(won):
    campaign, anna, *_ = won
    salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="4:us-m1-garand", to_ref=5, key=key())
    refused(campaign, "not left to claim", user=anna, number=1, weapon="4:us-m1-garand", to_ref=6)


def test_a_weapon_of_another_game_or_none_at_all_is_refused(won):
    campaign, anna, *_ = won
    refused(campaign, "not left to claim", user=anna, number=1, weapon="6:us-m1-garand", to_ref=5)  # Bruno kept it
    refused(campaign, "not left to claim", user=anna, number=1, weapon="4:de-kar98k", to_ref=5)  # Anna's own
    refused(campaign, "after the game it was won in", user=anna, number=2, weapon="4:us-m1-garand", to_ref=5)


def test_a_stranger_claims_nothing(won, make_player):
    campaign, *_ = won
    refused(campaign, "Only the campaign's players", user=make_player("cleo"), number=1, weapon="4:us-m1-garand",
            to_ref=5)  # fmt: skip


def test_the_loser_claims_nothing(won):
    campaign, _anna, bruno, _ = won
    refused(campaign, "Only the side that won", user=bruno, number=1, weapon="4:us-m1-garand", to_ref=7)


def test_once_the_next_game_has_started_it_is_too_late(won):
    campaign, anna, *_ = won
    services.next_game(code=campaign.code, user=anna, key=key())
    refused(campaign, "before the next one starts", user=anna, number=1, weapon="4:us-m1-garand", to_ref=5)


def test_only_a_soldier_carries_it_and_not_twice_the_same_weapon(won):
    campaign, anna, *_ = won
    refused(campaign, "only soldiers, squad leaders and officers", user=anna, number=1, weapon="4:us-m1-garand",
            to_ref=24)  # an MG 42 team's gun  # fmt: skip
    refused(campaign, "only soldiers, squad leaders and officers", user=anna, number=1, weapon="4:us-m1-garand",
            to_ref=99)  # fmt: skip
    salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="4:us-mk2-grenade", to_ref=5, key=key())
    refused(
        campaign,
        "already carries one: give the Mk 2 hand grenade",
        user=anna,
        number=1,
        weapon="5:us-mk2-grenade",
        to_ref=5,
    )
    salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="4:us-m1-garand", to_ref=6, key=key())
    refused(campaign, "carries salvaged primary weapons already", user=anna, number=1, weapon="2:us-thompson",
            to_ref=6)  # fmt: skip


# --- the campaign page -------------------------------------------------------------------------------------------


def test_the_page_offers_the_victor_each_weapon_with_a_soldier_to_carry_it(client, won):
    campaign, anna, bruno, _ = won
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert 'data-testid="salvage-weapons"' in page and 'name="weapon"' not in page
    assert "M1 Garand of Rifleman 2, picked up by MP 40 gunner 1" in page
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert all(f'data-testid="weapon-{i}"' in page for i in LEFT) and 'data-testid="claim-all-weapons"' in page
    assert "M1 Garand left behind by Rifleman 1" in page and 'name="to-4:us-m1-garand"' in page


def test_a_tap_claims_one_weapon_for_the_soldier_chosen(client, won):
    campaign, anna, *_ = won
    client.force_login(anna)
    answer = client.post(f"/campaigns/{campaign.code}/games/1/salvage-weapons/",
                         {"weapon": "4:us-m1-garand", "to-4:us-m1-garand": "7", "to-4:us-mk2-grenade": "8",
                          "key": str(key())})  # fmt: skip
    assert answer.status_code == 302
    assert carried(campaign, 7)["salvage_weapons"] == ["us-m1-garand"] and "salvage_weapons" not in carried(campaign, 8)
    page = client.get(answer["Location"]).text
    assert 'data-testid="weapon-4:us-m1-garand"' not in page and 'data-testid="weapon-4:us-mk2-grenade"' in page


def test_claim_all_from_the_page_takes_every_weapon(client, won):
    campaign, anna, *_ = won
    client.force_login(anna)
    answer = client.post(f"/campaigns/{campaign.code}/games/1/salvage-weapons/",
                         {"weapon": "all", "to-5:us-m1-garand": "9", "key": str(key())})  # fmt: skip
    assert answer.status_code == 302 and "us-m1-garand" in carried(campaign, 9)["salvage_weapons"]
    assert Entry.objects.filter(campaign=campaign, kind="salvage", data__has_key="weapon").count() == len(LEFT)
    assert 'data-testid="salvage-weapons"' not in client.get(answer["Location"]).text


def test_the_page_refuses_the_loser_in_words_and_changes_nothing(client, won):
    campaign, _anna, bruno, _ = won
    client.force_login(bruno)
    seqs = ledger(campaign)
    answer = client.post(f"/campaigns/{campaign.code}/games/1/salvage-weapons/",
                         {"weapon": "all", "key": str(key())})  # fmt: skip
    assert answer.status_code == 400 and "Only the side that won the game claims" in answer.text
    assert ledger(campaign) == seqs


def test_the_page_refuses_a_claim_without_a_soldier(client, won):
    campaign, anna, *_ = won
    client.force_login(anna)
    seqs = ledger(campaign)
    answer = client.post(f"/campaigns/{campaign.code}/games/1/salvage-weapons/",
                         {"weapon": "4:us-m1-garand", "key": str(key())})  # fmt: skip
    assert answer.status_code == 400 and "Give it to one of your force" in answer.text
    assert ledger(campaign) == seqs


def test_the_app_side_claims_every_weapon_left_behind_in_a_game_it_won(sample_pack, player):
    # Solo: Anna's Germans lose to the app's Americans; two of her riflemen fell.
    anna = player
    campaign = services.campaign_create(name="Alone", user=anna, display_name="Anna", side="A", solo=True)
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    solo.app_force(code=campaign.code, user=anna, detachment_type="us-regular-infantry", key=key())
    services.campaign_start(code=campaign.code, user=anna, key=key())
    game = services.next_game(code=campaign.code, user=anna, key=key())
    battle = Battle.objects.get(pk=game.battle_id)
    seats = {s.team: s for s in battle.seats.all()}
    mine = next(s for s in seats.values() if s.user_id == anna.pk)
    app = next(s for s in seats.values() if s.pk != mine.pk)
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=mine.pk)
    initiative(battle, seats["A"], "6,1")
    for ref in (4, 5):
        out_of_the_fight(unit(battle, mine, ref))
    objective.declare(code=battle.code, seat_id=app.pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=mine.pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=mine.pk, key=key())
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    made = [e for e in solo.app_spends(code=campaign.code) if e.kind == "salvage"]
    assert sorted(e.data["weapon"] for e in made) == ["de-kar98k", "de-kar98k", "de-stielhandgranate24",
                                                      "de-stielhandgranate24"]  # fmt: skip
    assert {e.by_name for e in made} == {""}  # the app's side
    force = Campaign.objects.get(pk=campaign.pk).forces.get(side="B").roster
    assert sum(len(u.get("salvage_weapons", [])) for u in force["units"]) == 4
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok


def test_the_ledger_page_says_the_claim(client, won):
    campaign, anna, *_ = won
    salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon="4:us-mk2-grenade", to_ref=6, key=key())
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/ledger/").text
    assert "Side A salvages the Mk 2 hand grenade from game 1: Schütze (rifleman) 3 carries it free." in page
    client.cookies["django_language"] = "de"
    german = client.get(f"/campaigns/{campaign.code}/ledger/", headers={"accept-language": "de"}).text
    assert "Schütze 3" in german and "Handgranate Mk 2" in german  # the names said in the reader's words


def test_the_victors_page_takes_the_same_queries_for_two_weapons_left_or_seven(client, won):
    campaign, anna, *_ = won
    client.force_login(anna)
    with CaptureQueriesContext(connection) as seven:
        assert client.get(f"/campaigns/{campaign.code}/").text.count('name="weapon" value="') == len(LEFT) + 1
    for weapon, ref in (("2:us-thompson", 4), ("2:us-mk2-grenade", 4), ("4:us-m1-garand", 5), ("4:us-mk2-grenade", 5),
                        ("5:us-m1-garand", 6)):  # fmt: skip
        salvage_weapons.claim(code=campaign.code, user=anna, number=1, weapon=weapon, to_ref=ref, key=key())
    with CaptureQueriesContext(connection) as two:
        assert client.get(f"/campaigns/{campaign.code}/").text.count('name="weapon" value="') == 2 + 1
    assert len(two) == len(seven)
