"""The calculators' JSON: the contracts of attack, morale-check and vehicle-move, refusals, and a
property test that no query string, however strange, makes any calculator fail.

Targets are worked out by hand from the rulebook's modifier tables; chances from the number of ways
to roll each total. 4D6 has 1296 rolls; the ways to make 4..14 are 1, 4, 10, 20, 35, 56, 80, 104,
125, 140, 146, so P(4D6 <= 13) = 575/1296 and P(4D6 <= 14) = 721/1296. 2D6 has 36 rolls; the ways to
make 2..12 are 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1.
"""

from __future__ import annotations

import json
from fractions import Fraction
from urllib.parse import urlencode

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import api, views
from rules.engine import catalog, registry
from tests.hypothesis_profiles import examples

ATTACK = "/rules/calc/attack/"
MORALE = "/rules/calc/morale-check/"
MOVE = "/rules/calc/vehicle-move/"
KEYS = {
    "procedure",
    "inputs",
    "dice",
    "dice_rolled_by_server",
    "target",
    "probability",
    "probability_exact",
    "outcomes",
    "steps",
    "effects",
}


def ask(client, url, **params):
    response = client.get(url, {"format": "json", **params})
    assert response["Content-Type"] == "application/json", response.content[:200]
    return response.status_code, response.json()


def chance(payload, result):
    return next(row["exact"] for row in payload["outcomes"] if row["result"] == result)


# --- attack ---------------------------------------------------------------------------------------


def test_it_answers_the_attack_contract_before_the_roll(client, db):
    status, body = ask(client, ATTACK, attack_value="10", distance="60", cover="soft")

    assert status == 200
    assert set(body) >= KEYS
    assert "result" not in body  # no dice, no result
    assert body["procedure"] == "attack"
    assert body["target"] == 13  # attack value 10, medium range +4, soft cover -1
    assert body["probability_exact"] == "575/1296"
    assert body["probability"] == pytest.approx(575 / 1296)
    assert body["outcomes"] == [
        {"result": "hit", "probability": pytest.approx(575 / 1296), "exact": "575/1296"},
        {"result": "miss", "probability": pytest.approx(721 / 1296), "exact": "721/1296"},
    ]
    assert body["dice"] == []
    assert body["range_band"] == "medium"
    assert body["inputs"] == {
        "attack_value": 10,
        "quality": "regular",
        "squad_leader": False,
        "officer_nearby": False,
        "distance": 60.0,
        "units": "cm",
        "cover": ["soft"],
        "smoke": False,
        "attacker_frightened": False,
        "attacker_injured": False,
        "cavalry_from_horseback": False,
        "firing_from_moving": False,
        "covering_fire": 0,
        "scavenged": False,
        "new_crew": 0,
        "shooter_elevated": False,
        "target_wading": False,
        "crew_fighting_on": False,
        "event_card": 0,  # event cards in force: none unless the form says
        "event_card_far": 0,
    }
    assert any("attack value 10, medium range (60 cm) +4, target in soft cover -1" in step for step in body["steps"])


@pytest.mark.parametrize(
    ("dice", "result", "next_roll"),
    [("1,2,3,4", "hit", ["effect roll (2D6)"]), ("3,5,1,6", "miss", []), ("4,3,3,3", "hit", ["effect roll (2D6)"])],
)
def test_it_reads_the_attack_dice(client, db, dice, result, next_roll):
    status, body = ask(client, ATTACK, attack_value="10", distance="60", cover="soft", dice=dice)

    assert status == 200
    assert body["result"] == result  # 10, 15 and 13 against 13 or less: R1, a match succeeds
    assert body["dice"] == [int(face) for face in dice.split(",")]
    assert body["effects"]["continues_with"][:1] == next_roll  # a hit goes on to its effect roll
    assert body["effects"]["actions_spent"] == 1


@pytest.mark.parametrize(
    ("params", "target", "exact"),
    [
        # elite +1, squad leader +1, officer +2, close +8, medium cover -2, soft cover -1, smoke -5
        (
            {
                "quality": "elite",
                "squad_leader": "on",
                "officer_nearby": "1",
                "distance": "30",
                "cover": ["medium", "soft"],
                "smoke": "true",
            },
            14,
            "721/1296",
        ),
        # conscript -1, frightened -1, injured -2, horseback -1, moving -2, covering fire 2 x -2; far range
        (
            {
                "quality": "conscript",
                "attacker_frightened": "true",
                "attacker_injured": "on",
                "cavalry_from_horseback": "1",
                "firing_from_moving": "yes",
                "covering_fire": "2",
                "distance": "150",
            },
            -1,
            "0/1",
        ),
        ({"distance": "50"}, 14, "721/1296"),  # R7: exactly 50 cm is medium range
        ({"distance": "49.9"}, 18, "1170/1296"),  # under 50 cm: close, +8
        ({"distance": "100"}, 10, "206/1296"),  # R7: exactly 100 cm is far range, +0
        ({"distance": "20", "units": "in"}, 14, "721/1296"),  # R6: 20 in is the medium edge in inches
        ({"distance": "60", "cover": ["soft", "soft"]}, 12, "435/1296"),  # layers add up, even the same one
        ({"distance": "60", "smoke": "false", "squad_leader": "0", "officer_nearby": "off"}, 14, "721/1296"),
    ],
)
def test_it_adds_every_attack_modifier_to_the_target(client, db, params, target, exact):
    status, body = ask(client, ATTACK, attack_value="10", **params)

    assert status == 200
    assert body["target"] == target
    assert Fraction(body["probability_exact"]) == Fraction(exact)


@pytest.mark.parametrize(("raw", "value"), [("true", True), ("1", True), ("on", True), ("false", False), ("0", False)])
def test_it_accepts_the_usual_spellings_of_yes_and_no(client, db, raw, value):
    status, body = ask(client, ATTACK, attack_value="10", distance="60", smoke=raw)

    assert status == 200
    assert body["inputs"]["smoke"] is value
    assert body["target"] == (9 if value else 14)


def test_it_answers_json_to_an_accept_header_too(client, db):
    response = client.get(
        ATTACK, {"attack_value": "10", "distance": "60", "cover": "soft"}, HTTP_ACCEPT="application/json"
    )

    assert response.status_code == 200
    assert response.json()["target"] == 13
    assert "Accept" in response["Vary"]


def test_it_answers_html_to_a_browser(client, db):
    response = client.get(ATTACK, {"attack_value": "10", "distance": "60"}, HTTP_ACCEPT="text/html,*/*;q=0.8")

    assert response["Content-Type"].startswith("text/html")


def test_it_rolls_on_the_server_when_asked_and_says_so(client, db, monkeypatch):
    monkeypatch.setattr(views, "server_roll", lambda count: [6] * count)

    status, body = ask(client, ATTACK, attack_value="10", distance="60", roll="1")

    assert status == 200
    assert body["dice"] == [6, 6, 6, 6]
    assert body["dice_rolled_by_server"] is True
    assert body["result"] == "miss"


# --- morale-check --------------------------------------------------------------------------------


def test_it_answers_the_morale_contract_before_the_roll(client, db):
    status, body = ask(client, MORALE, force_morale="9", cover="soft")

    assert status == 200
    assert set(body) >= KEYS and "result" not in body
    assert body["target"] == 10  # force morale 9, soft cover +1
    assert body["probability_exact"] == "11/12"  # 33 of 36 rolls are 10 or less
    # A failure (3/36) then splits evenly: each effect takes 12 of the 36 effect rolls.
    assert [row["result"] for row in body["outcomes"]] == ["pass", "shocked", "tactical-retreat", "surrender"]
    assert [row["exact"] for row in body["outcomes"]] == ["11/12", "1/36", "1/36", "1/36"]
    assert body["inputs"]["unit_kind"] == "infantry" and body["inputs"]["cover"] == ["soft"]


def test_it_adds_every_morale_modifier(client, db):
    # 8, conscript -1, had to melee -1, injured -2, from behind -2, shocked -2; squad leader +1, officer +2, hard +3
    status, body = ask(
        client,
        MORALE,
        force_morale="8",
        quality="conscript",
        had_melee="on",
        injured="on",
        attacked_from_behind="on",
        shocked="on",
        squad_leader="on",
        officer_nearby="on",
        cover="hard",
    )

    assert status == 200
    assert body["target"] == 6
    assert body["probability_exact"] == "5/12"  # 15 of 36 rolls are 6 or less


@pytest.mark.parametrize(
    ("unit_kind", "dice", "result", "tokens"),
    [
        ("infantry", "3,4", "pass", []),
        ("infantry", "6,6,2,3", "shocked", ["shocked"]),
        ("infantry", "6,6,1,2", "tactical-retreat", []),
        ("infantry", "6,6,3,4", "surrender", []),
        ("vehicle-crew", "6,6,1,2", "back-up", []),
        ("support-crew", "6,6,4,6", "crew-bails", []),
        ("pilot", "6,6,1,1", "shock", ["shocked"]),
    ],
)
def test_it_reads_the_morale_dice_and_the_failure_effect(client, db, unit_kind, dice, result, tokens):
    status, body = ask(client, MORALE, force_morale="9", unit_kind=unit_kind, dice=dice)

    assert status == 200
    assert body["result"] == result
    assert body["effects"]["tokens"] == tokens


def test_it_asks_for_the_effect_roll_after_two_failing_dice(client, db):
    status, body = ask(client, MORALE, force_morale="9", dice="6,6")

    assert status == 200
    assert body["result"] == "fail"
    assert body["effects"]["continues_with"] == ["failed morale effect (2D6)"]


# --- vehicle-move --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("params", "distance", "double"),
    [
        # tracked on plains counts the highest die twice: 2 + 3 + 5 + 5 = 15 pips, 2.5 cm each (R9)
        ({"dice": "2,3,5"}, 37.5, True),
        ({"dice": "2,3,5", "units": "in"}, 15.0, True),
        ({"dice": "2,3,5", "towing": "on"}, 18.0, True),  # R11: 37.5 halved, rounded down
        ({"dice": "2,3,5", "towing": "on", "units": "in"}, 7.0, True),
        ({"movement": "wheeled", "dice_count": "1", "dice": "6"}, 0.0, True),  # R10: abandon the only die
        # paved road counts a wheeled vehicle's two highest dice twice: 1 + 4, and 1 + 4 again
        ({"movement": "wheeled", "terrain": "paved-road", "dice_count": "2", "dice": "1,4"}, 25.0, True),
        ({"terrain": "steep-hills", "dice_count": "6", "dice": "4"}, 10.0, False),  # steep hills: 1D6
        ({"movement": "horse", "terrain": "river"}, 5.0, False),  # wading: 5 cm, no dice
        ({"movement": "foot", "terrain": "hills"}, 10.0, False),
    ],
)
def test_it_answers_the_vehicle_move_contract(client, db, params, distance, double):
    status, body = ask(client, MOVE, **params)

    assert status == 200
    assert set(body) >= KEYS
    assert body["result"] == "moves"
    assert body["distance"] == distance
    assert body["units"] == params.get("units", "cm")
    assert body["double_move_allowed"] is double
    assert body["target"] is None and body["probability"] is None and body["probability_exact"] is None


def test_it_refuses_terrain_a_vehicle_may_not_enter(client, db):
    status, body = ask(client, MOVE, movement="wheeled", terrain="dense-woods")

    assert status == 200
    assert body["result"] == "may-not-enter"
    assert "distance" not in body


def test_it_shows_every_distance_and_its_chance_before_the_roll(client, db):
    status, body = ask(client, MOVE, movement="tracked", terrain="plains", dice_count="1")

    assert status == 200
    assert "result" not in body and "distance" not in body
    # 1D6 counted twice: 2, 4 ... 12 pips, 5 to 30 cm, each 1 in 6.
    assert body["distance_odds"] == [
        {"value": cm, "probability": pytest.approx(1 / 6), "exact": "1/6"} for cm in (5.0, 10.0, 15.0, 20.0, 25.0, 30.0)
    ]
    assert body["expected_distance"] == pytest.approx(17.5)


# --- The registry listing ------------------------------------------------------------------------


def test_it_lists_the_registry_as_json(client, db):
    response = client.get("/rules/calc/", {"format": "json"})

    assert response.status_code == 200
    listed = response.json()["procedures"]
    assert [p["id"] for p in listed] == list(catalog.all_procedures())
    attack = next(p for p in listed if p["id"] == "attack")
    assert attack["url"] == ATTACK
    assert attack["dice"] == [{"roll": "4d6", "label": "attack roll", "when": ""}]
    assert {f["name"] for f in attack["inputs"]} >= {"attack_value", "distance", "cover"}


# --- Refusals ------------------------------------------------------------------------------------


def shot(**changes) -> dict:
    """An attack at 60 cm with attack value 10, changed as given."""
    return {"attack_value": "10", "distance": "60", **changes}


@pytest.mark.parametrize(
    ("url", "params", "field", "message"),
    [
        (ATTACK, {"distance": "60"}, "attack_value", "Attack value of the weapon: this is needed."),
        (ATTACK, shot(attack_value="x"), "attack_value", "Attack value of the weapon: type a whole number."),
        (ATTACK, shot(attack_value="1e3"), "attack_value", "Attack value of the weapon: type a whole number."),
        (ATTACK, shot(attack_value="99"), "attack_value", "Attack value of the weapon: at most 40."),
        (ATTACK, shot(distance="nan"), "distance", "Distance to the target: type a number."),
        (ATTACK, shot(distance="inf"), "distance", "Distance to the target: type a number."),
        (ATTACK, shot(distance="-5"), "distance", "Distance to the target: at least 0."),
        (ATTACK, shot(units="yards"), "units", "Measuring in: choose from cm, in."),
        (ATTACK, shot(cover="bush"), "cover", "Target's cover (levels add up): choose from none, soft, medium, hard."),
        (ATTACK, shot(smoke="maybe"), "smoke", "Target covered by smoke: answer yes or no (true/false, 1/0, on)."),
        (ATTACK, shot(dice="3,5"), "dice", "This roll needs 4 dice; 2 were given."),
        (ATTACK, shot(dice="3,5,1,7"), "dice", "Each die shows 1 to 6; 7 is not a die face."),
        (ATTACK, shot(dice="three"), "dice", "Type the dice as numbers separated by commas, like 3,5,1,6."),
        (MORALE, {"dice": "1,2,3"}, "dice", "A morale check takes 2 dice, and 2 more for the effect if it fails."),
        (MORALE, {"force_morale": "13"}, "force_morale", "Force morale: at most 12."),
        (MORALE, {"unit_kind": "cavalry"}, "unit_kind", "Who checks: choose from infantry, vehicle-crew, support-crew"),
        (MOVE, {"dice_count": "9"}, "dice_count", "Mobility (D6): at most 8."),
        (MOVE, {"dice": "1,2"}, "dice", "This roll needs 3 dice; 2 were given."),
        (MOVE, {"movement": "foot", "dice": "4"}, "dice", "1 was given"),
    ],
)
def test_it_refuses_bad_input_with_a_400_and_a_clear_message(client, db, url, params, field, message):
    status, body = ask(client, url, **params)

    assert status == 400
    assert any(message in text for text in body["errors"][field]), body
    assert "result" not in body


def test_it_keeps_every_values_entry_clear_of_the_fixed_keys():
    for procedure in catalog.all_procedures().values():
        inputs, errors = registry.parse_inputs(procedure, {})
        if errors:
            continue  # no defaults for some inputs: nothing to resolve without a player
        names = {name for name, _value in procedure.resolve(inputs, None).values}
        assert not names & api.RESERVED, (procedure.id, names & api.RESERVED)


def test_it_answers_an_unknown_calculator_with_a_json_404(client, db):
    status, body = ask(client, "/rules/calc/tank-shock/")

    assert status == 404
    assert body["errors"]["procedure"] == ["There is no calculator called “tank-shock”."]


# --- Anything at all -----------------------------------------------------------------------------

ODD_VALUES = [
    "",
    " ",
    "0",
    "-0",
    "1",
    "-1",
    "4",
    "true",
    "on",
    "off",
    "nan",
    "NaN",
    "inf",
    "-Infinity",
    "1e309",
    "9" * 5000,
    "1" * 40,
    "0x1F",
    "1_000",
    "٣",
    "６",
    "3,5,1,6",
    "1 2",
    "6,6,6,6,6,6,6,6,6",
    "\x00",
    "💥",
    "cm",
    "in",
    "soft",
    "plains",
]
any_value = st.one_of(
    st.sampled_from(ODD_VALUES),
    st.text(st.characters(exclude_categories=("Cs",)), max_size=12),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
)


@st.composite
def calculator_queries(draw):
    procedure = draw(st.sampled_from(sorted(catalog.all_procedures().values(), key=lambda p: p.id)))
    names = [f.name for f in procedure.fields] + ["dice", "roll", "format"]
    choices = [c for f in procedure.fields for c in f.choices]
    key = st.one_of(st.sampled_from(names), st.text(st.characters(exclude_categories=("Cs",)), max_size=8))
    value = st.one_of(any_value, st.sampled_from(choices)) if choices else any_value
    pairs = draw(st.lists(st.tuples(key, value), max_size=12))
    return procedure.id, pairs


@settings(max_examples=examples(1000), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=calculator_queries())
def test_it_answers_any_query_string_with_200_or_400(client, db, query):
    procedure_id, pairs = query

    response = client.get(f"/rules/calc/{procedure_id}/?{urlencode(pairs)}", HTTP_ACCEPT="application/json")

    assert response.status_code in (200, 400), (procedure_id, pairs, response.content[:300])
    if response["Content-Type"] == "application/json":
        # Strict JSON: a NaN or Infinity would break other clients' parsers.
        body = json.loads(response.content, parse_constant=lambda name: pytest.fail(f"{name} in {pairs}"))
        assert ("errors" in body) == (response.status_code == 400)
