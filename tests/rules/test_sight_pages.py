"""The calculators of line of sight, gun shields, arcs of fire and armour facing as a player meets them: the page
with its form and answer, the JSON answer with its values, and the shield's JSON cover sent on to the attack roll's
JSON as a player's phone would."""

from __future__ import annotations

import pytest

PAGES = ("line-of-sight", "arc-of-fire", "armour-facing", "gun-shield")


def ask(client, procedure_id, **params):
    response = client.get(f"/rules/calc/{procedure_id}/", {"format": "json", **params})
    assert response.status_code == 200, response.content[:300]
    return response.json()


@pytest.mark.parametrize("procedure_id", PAGES)
def test_it_shows_the_calculator_with_its_answer_and_no_dice_box(client, db, procedure_id):
    response = client.get(f"/rules/calc/{procedure_id}/")
    assert response.status_code == 200
    assert 'name="dice"' not in response.text  # nothing is rolled
    assert 'data-testid="result-bar"' in response.text


def test_the_calculator_list_has_them(client, db):
    listing = client.get("/rules/calc/").text
    assert all(f'href="/rules/calc/{procedure_id}/"' in listing for procedure_id in PAGES)


def test_the_json_answer_of_line_of_sight_says_why(client, db):
    answer = ask(client, "line-of-sight", target_in="behind-hedge", target_depth="3", units="in", in_the_way="smoke")
    assert answer["result"] == "does-not-see"
    assert answer["blocked_by"] == ["target-behind-hedge"]
    assert answer["steps"][0] == "The target is 3 in behind the hedge: more than 2 in, so it cannot be seen."
    seen = ask(client, "line-of-sight", target_in="behind-hedge", target_depth="2", units="in", in_the_way="smoke")
    assert (seen["result"], seen["smoke"], seen["attack_modifier"]) == ("sees", True, -5)


def test_the_shields_cover_goes_on_to_the_attack_roll_as_it_came(client, db):
    shield = ask(client, "gun-shield", attacker_angle="20", other_cover="medium")
    assert (shield["result"], shield["cover"]) == ("shield-gives-soft-cover", ["medium", "soft"])
    attack = ask(client, "attack", attack_value="14", distance="120", cover=shield["cover"])
    assert attack["target"] == 14 - 3  # sandbags (medium 2) and the shield (soft 1), R33


def test_an_arc_answer_names_the_weapons_that_bear(client, db):
    answer = ask(client, "arc-of-fire", shooter="turret-vehicle", turret_angle="70", target_angle="20", hull_weapon="1")
    assert (answer["result"], answer["weapons_in_arc"]) == ("may-fire", ["hull"])
    turned = ask(client, "arc-of-fire", shooter="support-weapon", target_angle="50", actions_left="1")
    assert (turned["result"], turned["actions_to_turn"], turned["may_fire_this_activation"]) == (
        "pivot-first",
        1,
        False,
    )


def test_it_refuses_dice_and_a_bad_angle_in_plain_words(client, db):
    rolled = client.get("/rules/calc/gun-shield/", {"format": "json", "dice": "3"})
    assert rolled.status_code == 400
    wide = client.get("/rules/calc/armour-facing/", {"format": "json", "shooter_angle": "200"})
    assert wide.status_code == 400
    assert "at most 180" in wide.text
