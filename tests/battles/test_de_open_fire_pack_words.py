"""The Open Fire sample pack's words in German: a German reader of the force builder (the list, a force, its sheet)
and of a battle's table (its units, the acting unit, the attack form's weapons and targets, the last log lines) sees
the names the pack gives in German (armies.pack_words, as for Burst of Fire's pack), and an English reader the
pack's own, as before. The reveal copies the German beside the profiles it keeps; the game and the sealed log keep
the pack's English."""

from __future__ import annotations

import io
import json
import re
import uuid
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from armies import open_fire as forces_built
from battles.models import Battle, LogEntry
from battles.systems import open_fire, open_fire_play
from rules.engine.open_fire import table
from tests.battles.pages import phone, text, words
from tests.battles.test_open_fire_play import battle_in_play

pytestmark = pytest.mark.django_db
DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}
SAMPLE = json.loads((Path(__file__).resolve().parents[2] / "armies/data/open-fire-sample-pack.json").read_text())


def german_of() -> dict[str, str]:
    """Every name (and the notes and rule texts) the sample pack gives in German: English -> German, as a player
    reads it (the pack marks where a long German word may break with soft hyphens, which `words` leaves out)."""
    entries = [SAMPLE, *SAMPLE["weapons"]]
    for unit in SAMPLE["units"]:
        entries += [unit, *unit["models"], *unit.get("rules", [])]
    return {
        e[f]: e[f"{f}_de"].replace("\u00ad", "") for e in entries for f in ("name", "notes", "text") if f"{f}_de" in e
    }


GERMAN = german_of()


def shown(page: str, name: str) -> bool:
    """The name stands on the page as a whole ("Pistol" is not found in "Pistole")."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", page) is not None


def english_left(page: str, *names: str) -> list[str]:
    return [name for name in names if shown(page, name)]


@pytest.fixture
def of_pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())


# --- the builder ----------------------------------------------------------------------------------------------


@pytest.fixture
def able(of_pack):
    anna = get_user_model().objects.create_user("anna-of-de", password="pw-of-de")
    row = forces_built.create(anna, pack_key="hedgerows-1944", name="Able", points_limit=None)
    for unit in ("rifle-squad", "medium-tank", "officer"):
        forces_built.add(anna, row.pk, unit)
    c = Client()
    c.force_login(anna)
    return c, row


BUILT = ("Rifle squad", "Medium tank", "Platoon officer")  # the force's units
SHEET = (*BUILT, "Sergeant", "Rifleman", "Gunner", "Tank", "Lieutenant", "Radio operator", "Submachine gun",
         "Hand grenades", "Rifle", "Bayonet and rifle butt", "Light machine gun", "75 mm tank gun",
         "Coaxial machine gun", "Pistol", "Rally")  # fmt: skip


def test_the_builder_says_the_packs_names_in_german(able):
    c, row = able
    listing = words(c.get("/armies/open-fire/", **DE))
    assert GERMAN[SAMPLE["name"]] in listing and SAMPLE["name"] not in listing
    page = c.get(f"/armies/open-fire/{row.pk}/", **DE)
    said = words(page)
    for english in (*BUILT, "Fighter-bomber", "Sniper team", "Veteran assault squad"):  # added, and to add
        assert GERMAN[english] in said, english
    assert english_left(said, *BUILT, "Fighter-bomber", "Sniper team", "Sergeant", "Lieutenant") == []
    assert "Unteroffizier" in said and "Leutnant" in said  # each unit's leader
    assert 'aria-label="Schützengruppe hinzufügen"' in text(
        page
    ) and 'aria-label="Schützengruppe herausnehmen"' in text(page)
    sheet = words(c.get(f"/armies/open-fire/{row.pk}/print/", **DE))
    for english in SHEET:
        assert GERMAN[english] in sheet, english
    assert GERMAN["Friendly units within 6 in add 1 to their command rolls to recover."] in sheet
    assert english_left(sheet, *SHEET) == []
    shared = words(Client().get(f"/armies/open-fire/shared/{row.share_token}/", **DE))
    assert "Schützengruppe" in shared and not shown(shared, "Rifle squad")


def test_the_builder_in_english_stays_as_the_pack_wrote_it(able):
    c, row = able
    for url in ("/armies/open-fire/", f"/armies/open-fire/{row.pk}/", f"/armies/open-fire/{row.pk}/print/"):
        page = text(c.get(url, **EN))
        assert [german for german in GERMAN.values() if german in page] == [], url
    page = words(c.get(f"/armies/open-fire/{row.pk}/", **EN))
    assert "Rifle squad" in page and "led by Sergeant" in page and SAMPLE["name"] in page
    sheet = words(c.get(f"/armies/open-fire/{row.pk}/print/", **EN))
    assert all(shown(sheet, english) for english in SHEET)
    assert "Rally: Friendly units within 6 in add 1 to their command rolls to recover." in sheet


# --- the table --------------------------------------------------------------------------------------------------


def attack_ready(battle, anna, ben):
    """Round 1: the first player's first unit deployed and done, the other's now acting with a target on the table."""
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=uuid.uuid4())
    for _turn in range(2):
        battle.refresh_from_db()
        game = table.from_json(battle.state["open_fire"]["game"])
        seat = anna if game.active == open_fire.player_key(anna) else ben
        unit = next(u for u in game.units if u.player == game.active and not table.may_activate(game, u))
        open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit.ref, key=uuid.uuid4())
        if _turn == 0:
            open_fire_play.done(code=battle.code, seat_id=seat.pk, key=uuid.uuid4())
    battle.refresh_from_db()
    return seat, game.unit(unit.ref)


def test_the_reveal_copies_the_packs_german_beside_the_profiles(of_pack):
    battle, _anna, _ben = battle_in_play()
    profiles = battle.state["open_fire"]["profiles"]
    squad = next(p for p in profiles.values() if p["name"] == "Rifle squad")
    assert squad["translations"] == {"name_de": "Schützengruppe"}
    assert [m["translations"]["name_de"] for m in squad["models"]] == ["Unteroffizier", "Schütze", "MG-Schütze"]
    assert squad["weapons"]["smg"]["translations"] == {"name_de": "Maschinenpistole"}
    game = table.from_json(battle.state["open_fire"]["game"])
    assert {u.name for u in game.units} == {
        "Medium tank",
        "Rifle squad (Anna)",
        "Rifle squad (Ben)",
        "Light mortar team",
    }


def test_the_table_says_units_weapons_and_log_lines_in_german(of_pack):
    battle, anna, ben = battle_in_play()
    seat, acting = attack_ready(battle, anna, ben)
    profiles = battle.state["open_fire"]["profiles"]
    game = table.from_json(battle.state["open_fire"]["game"])
    units = {profiles[str(u.ref)]["name"] for u in game.units}  # the pack's names: the game's add whose they are
    weapons = {w["name"] for w in profiles[str(acting.ref)]["weapons"].values()}
    page = words(phone(battle.code, seat.pk).get(f"/battles/{battle.code}/", **DE))
    assert f"{GERMAN[profiles[str(acting.ref)]['name']]} ist am Zug." in page
    for english in (*units, *weapons):
        assert GERMAN[english] in page, english
    assert english_left(page, *units, *weapons) == []
    lines = re.search(r'data-testid="of-lines">(.*?)</ol>', text(phone().get(f"/battles/{battle.code}/", **DE)), re.S)
    said = lines.group(1)
    assert any(GERMAN[name] in said for name in units) and english_left(said, *units) == []
    for watcher in (phone().get(f"/battles/{battle.code}/", **DE), phone().get(f"/battles/{battle.code}/watch/", **DE)):
        assert english_left(words(watcher), *units) == []
    log = words(phone().get(f"/battles/{battle.code}/log/", **DE))  # each line in German beside its sealed English
    assert all(GERMAN[name] in log for name in units if name in log) and any(GERMAN[name] in log for name in units)
    sealed = [e.summary for e in LogEntry.objects.filter(battle=battle, kind__startswith="of-")]
    assert any(acting.name in line for line in sealed)  # the log keeps the pack's English
    assert not any(GERMAN[profiles[str(acting.ref)]["name"]] in line for line in sealed)


def test_the_table_in_english_stays_as_the_pack_wrote_it(of_pack):
    battle, anna, ben = battle_in_play()
    seat, acting = attack_ready(battle, anna, ben)
    profiles = Battle.objects.get(pk=battle.pk).state["open_fire"]["profiles"]
    page = text(phone(battle.code, seat.pk).get(f"/battles/{battle.code}/", **EN))
    assert f"<strong>{acting.name.removesuffix(f' ({seat.display_name})')}</strong> is acting." in page  # own phone
    for w in profiles[str(acting.ref)]["weapons"].values():
        assert f"> {w['name']} <" in page, w["name"]
    assert "Rifle squad" in page and "Light mortar team" in page and "Medium tank" in page
    assert [german for german in GERMAN.values() if shown(page, german)] == []
