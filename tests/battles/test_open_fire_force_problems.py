"""What keeps an Open Fire force off a table, in the reader's words: a play-test found a broken force file shown as
chosen with Ready offered, and its problem said only by the tap, in English inside a German sentence
(rules.sentences.open_fire_forces). Each row is a force the engine itself finds wrong."""

from __future__ import annotations

import pytest
from django.utils import translation

from armies.models import OpenFirePack
from battles.services import lobby
from rules.engine.open_fire import forces, packs
from rules.sentences import open_fire_forces
from tests.battles.pages import phone
from tests.battles.test_open_fire_lobby import force, make, of_pack  # noqa: F401 - of_pack: a fixture

pytestmark = pytest.mark.django_db


def broken(doc: dict, **changed) -> dict:
    return {**doc, **changed}


CASES = [
    ({"format": "something-else"}, "das ist keine Open-Fire-Streitkraft: Ihr Format muss „open-fire-force/1“ sein"),
    (broken(force("rifle-squad"), units=[{"ref": n, "unit": "rifle-squad"} for n in range(1, 42)]),
     "eine Streitkraft hat höchstens 40 Einheiten"),
    (broken(force(), units=[{"ref": 1, "unit": "no-such-unit"}]), "Einheit 1: Diese Einheit gibt es im Paket nicht"),
    (broken(force(), units=[{"ref": 1, "unit": "rifle-squad"}, {"ref": 1, "unit": "officer"}]),
     "Einheit 2 (Zugführer): Ihre Nummer muss eine ganze Zahl sein, die nur einmal vorkommt"),
    (force(), "eine Streitkraft braucht mindestens eine Einheit"),
    (broken(force("medium-tank", "half-track"), points={"limit": 100}),
     "sie kostet 220 Punkte, mehr als ihre Grenze von 100"),
    (broken(force(), units=[{"ref": 1, "unit": "hmg-team", "leader": "Loader"}]),
     "Einheit 1 (Schwerer MG-Trupp): Laut Profil führt das Modell „MG-Schütze“ die Einheit"),
    (broken(force("officer"), points={"limit": 0}), "ihre Punktegrenze muss eine ganze Zahl von 1 bis 20000 sein"),
]  # fmt: skip


@pytest.mark.parametrize(("doc", "german"), CASES)
def test_each_problem_the_engine_finds_is_said_in_german(of_pack, doc, german):  # noqa: F811
    pack = packs.read_pack(OpenFirePack.objects.get(key="hedgerows-1944").doc)
    found = forces.read_force(doc, pack).problems
    with translation.override("de"):
        said = open_fire_forces.problems(found, open_fire_forces.names_of(pack))
    assert german in said, (found, said)


def test_a_problem_no_row_knows_is_said_as_written():
    with translation.override("de"):
        assert open_fire_forces.problem("unit 3 (Tank): it has no model called Driver") == (
            "Einheit 3 (Tank): Sie hat kein Modell namens „Driver“"
        )
        assert open_fire_forces.problem("something new") == "something new"


def test_the_lobby_says_what_is_wrong_with_the_chosen_force_and_offers_no_ready(of_pack):  # noqa: F811
    battle, anna, _ben = make()
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=broken(force(), units=[{"ref": 1, "unit": "nope"}]),
                      source="File")  # fmt: skip
    browser = phone(battle.code, anna.pk)
    browser.cookies["django_language"] = "de"
    page = browser.get(f"/battles/{battle.code}/").content.decode()
    assert 'data-testid="of-chosen-problems"' in page and "Einheit 1: Diese Einheit gibt es im Paket nicht" in page
    assert 'data-testid="of-ready"' not in page
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force("officer"), source="File")
    page = browser.get(f"/battles/{battle.code}/").content.decode()
    assert 'data-testid="of-chosen-problems"' not in page and 'data-testid="of-ready"' in page
