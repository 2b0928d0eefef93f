"""R44: a calculator asked with a parameter that is neither one of its procedure's inputs nor one of its own (the
format, the dice, the language) refuses, naming it, in its page and its JSON, and calculates nothing; every
calculator of every system takes its own inputs and its own parameters as before."""

from __future__ import annotations

import pytest

from rules.display import CARRIED_THROUGH
from rules.engine import catalog
from rules.views import CALCULATOR_KEYS, unknown_inputs
from tests.battles.pages import words

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("url", "named"),
    [
        ("/rules/calc/morale-check/?below_half_crew=true&format=json", "below_half_crew"),  # an old name (R30)
        ("/rules/calc/attack/?attack_value=10&distnce=20&format=json", "distnce"),  # a typing slip
        ("/rules/open-fire/calc/attribute-roll/?atribute=7&format=json", "atribute"),
    ],
)
def test_the_json_answer_refuses_an_unknown_input_and_names_it(client, url, named):
    answer = client.get(url)
    assert answer.status_code == 400
    message = answer.json()["errors"]["inputs"][0]
    assert f"“{named}”" in message and "outcomes" not in answer.json()


def test_the_page_refuses_it_in_the_readers_words(client):
    english = client.get("/rules/calc/morale-check/?below_half_crew=true")
    assert english.status_code == 400 and "has no input called “below_half_crew”" in words(english)
    german = client.get("/rules/calc/morale-check/?below_half_crew=true", HTTP_ACCEPT_LANGUAGE="de")
    assert german.status_code == 400 and "below_half_crew" in words(german)
    assert "has no input called" not in words(german)


@pytest.mark.parametrize("procedure_id", catalog.all_procedures())
def test_every_calculator_takes_its_own_inputs_and_parameters(procedure_id):
    procedure = catalog.get(procedure_id)
    asked = {f.name: ["x"] for f in procedure.fields} | {k: ["x"] for k in CALCULATOR_KEYS | CARRIED_THROUGH}
    assert unknown_inputs(procedure, asked) == []
    assert unknown_inputs(procedure, {**asked, "nonsense": ["1"]}) == ["nonsense"]


def test_a_known_question_still_gets_its_answer(client):
    answer = client.get("/rules/calc/morale-check/?force_morale=8&quality=regular&unit_kind=infantry&format=json")
    assert answer.status_code == 200 and answer.json()["procedure"] == "morale-check"
