"""Solo battles over HTTP: the "Play solo" form (its bad input changes nothing), the lobby's solo cards, and the
enemy's turn on the player's phone: next unit, what it sees, the app's proposal carried out or overruled."""

from __future__ import annotations

import re
import uuid

import pytest
from django.utils import translation

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import solo, turns
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS
from tests.battles.pages import phone, words
from tests.battles.test_solo import PICKED, app_to_act


def form(**extra) -> dict:
    return {"display_name": "Anna", "turn_limit": "5", "measure": "cm", **extra}


def test_it_offers_play_solo_on_the_home_pages(client, sample_pack):
    for page in ("/", "/battles/"):
        assert "/battles/solo/" in client.get(page).content.decode()
    page = client.get("/battles/solo/")
    assert page.status_code == 200
    assert "Roll the dice" in words(page) and "Roll the setup" in words(page)


def test_the_enemys_detachments_are_listed_in_the_readers_language(client, sample_pack):
    """The list of the enemy's detachments said every nation and detachment in the pack's English on a German
    page ("Germany · Rifle platoon ..."): it takes the pack's German words, as the army builder does."""
    client.cookies["django_language"] = "de"
    listed = re.findall(r'<option value="[a-z0-9-]+">([^<]+)</option>', client.get("/battles/solo/").content.decode())
    assert len(listed) >= 10
    assert not [line for line in listed if line.startswith(("Germany ·", "United States ·", "United Kingdom ·"))]
    assert any(line.startswith("Deutschland · ") for line in listed)


def test_the_scenarios_are_listed_in_the_readers_language(client, sample_pack):
    """A play-test found "Victory Zones" in the German list of scenarios: the book's titles were looked up as
    messages no catalogue holds."""
    client.cookies["django_language"] = "de"
    page = client.get("/battles/solo/").content.decode()
    listed = dict(
        re.findall(
            r'<option value="([a-z-]+)">([^<]+)</option>', page.split('name="scenario"')[1].split("</select>")[0]
        )
    )
    assert listed["victory-zones"] == "Siegeszonen"
    assert len(listed) >= 5 and not [title for key, title in listed.items() if title == key.replace("-", " ").title()]


def test_it_creates_a_solo_battle_and_seats_the_player(client, sample_pack):
    response = client.post("/battles/solo/", form(**PICKED, key=str(uuid.uuid4())))
    assert response.status_code == 302
    battle = Battle.objects.get(code=response["Location"].strip("/").split("/")[-1])
    page = client.get(response["Location"])
    said = words(page)
    assert "Solo setup" in said and "Victory Zones" in said and "Rural" in said
    assert "The enemy: Grenadier platoon" in said and "Draw the enemy again" in said
    assert "Invite players" not in said  # nobody else joins a solo battle
    assert battle.seats.count() == 2


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("side", "neutral", "Pick one from the list, or leave it to the dice."),
        ("scenario", "combat-only", "Pick one from the list, or leave it to the dice."),
        ("turn_limit", "0", "Play at least one turn."),
        ("display_name", "", "Type the name the others know you by."),
    ],
)
def test_bad_input_gets_a_message_and_makes_nothing(client, sample_pack, field, value, message):
    before = Battle.objects.count()
    response = client.post("/battles/solo/", form(**{field: value}))
    assert response.status_code == 400
    assert message in words(response)
    assert Battle.objects.count() == before


def test_the_lobby_taps_roll_points_and_draw_again(client, sample_pack):
    response = client.post("/battles/solo/", form(**PICKED))
    code = response["Location"].strip("/").split("/")[-1]
    refused = client.post(f"/battles/{code}/solo/points/")
    assert refused.status_code == 400 and "Choose your detachment first" in words(refused)
    client.post(f"/battles/{code}/choose/", {"source": "example", "example": AMERICANS})
    assert client.post(f"/battles/{code}/solo/points/").status_code == 302
    assert "additional points" in words(client.get(f"/battles/{code}/"))
    assert client.post(f"/battles/{code}/solo/reroll/").status_code == 302
    assert LogEntry.objects.filter(battle__code=code, kind="solo-enemy").count() == 2
    stranger = phone()
    assert stranger.post(f"/battles/{code}/solo/reroll/").status_code == 400


def test_the_enemys_turn_on_the_players_phone(sample_pack):
    battle, anna, app = app_to_act()
    me = phone(battle.code, anna.pk)
    acting = BattleUnit.objects.get(pk=battle.state["activation"]["unit"])  # picked when play passed to the app
    shown = me.get(f"/battles/{battle.code}/")
    page, html = words(shown), shown.content.decode()
    assert f"What can the enemy's {acting.label} see?" in page and "None of my units" in page
    # The phone acts for the app now, but "you" stays on the player's own counter, not the app's.
    counters = dict(
        re.findall(r'data-testid="counter">\s*<span>([^<]+?)\s*(<span class="tag">you</span>)?</span>', html)
    )
    assert counters == {anna.display_name: '<span class="tag">you</span>', app.display_name: ""}
    bands = re.findall(r'name="band" value="([a-z-]+)"', html)
    assert bands == ["super-close", "close", "medium", "far"]  # nearest first, as a tape measure reads them
    groups = re.findall(r'<button class="button pick wide"[^>]*>(.*?)</button>', html, re.S)
    assert groups and all(g.startswith("<span>") for g in groups)  # the name apart from its count, which stays whole
    answer = {"key": str(uuid.uuid4()), "seen": "", "band": "medium", "cover": "none"}
    assert me.post(f"/battles/{battle.code}/solo/decide/", answer).status_code == 302
    page = words(me.get(f"/battles/{battle.code}/"))
    proposal = Battle.objects.get(pk=battle.pk).state["solo"]["proposal"]
    assert proposal["action"] in ("move", "hold", "order")
    assert f"{acting.label}:" in page
    bad = me.post(f"/battles/{battle.code}/solo/decide/", {**answer, "key": str(uuid.uuid4()), "seen": "x"})
    assert bad.status_code in (302, 400)  # a non-number is read as nothing seen; never a server error
    refused = me.post(f"/battles/{battle.code}/solo/overrule/", {"key": str(uuid.uuid4()), "action": "fly"})
    assert refused.status_code == 400 and "Pick one of the other actions offered." in words(refused)


def test_the_report_and_the_log_tell_the_enemys_decisions_in_the_readers_language(sample_pack):
    battle, anna, _app = app_to_act()
    me = phone(battle.code, anna.pk)
    answer = {"key": str(uuid.uuid4()), "seen": "", "band": "medium", "cover": "none"}
    me.post(f"/battles/{battle.code}/solo/decide/", answer)
    proposal = Battle.objects.get(pk=battle.pk).state["solo"]["proposal"]
    alternative = (
        next(a for a in proposal["alternatives"] if a != "hold") if len(proposal["alternatives"]) > 1 else None
    )
    if alternative:
        me.post(f"/battles/{battle.code}/solo/overrule/", {"key": str(uuid.uuid4()), "action": alternative})
    for _turn in range(battle.turn_limit):  # the host ends each turn as referee until the game is over
        if Battle.objects.get(pk=battle.pk).phase == "ended":
            break
        if Battle.objects.get(pk=battle.pk).state.get("step") == "initiative":
            turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=uuid.uuid4())
        turns.end_turn(code=battle.code, seat_id=anna.pk, key=uuid.uuid4())
    assert Battle.objects.get(pk=battle.pk).phase == "ended"
    report = words(me.get(f"/battles/{battle.code}/report/"))
    assert "The enemy the app played" in report and "The app decides:" in report
    german = words(me.get(f"/battles/{battle.code}/report/", HTTP_ACCEPT_LANGUAGE="de"))
    assert "Die App entscheidet:" in german and "The app decides" not in german
    log = words(me.get(f"/battles/{battle.code}/log/", HTTP_ACCEPT_LANGUAGE="de"))
    assert "Die App wählt" in log  # beside the sealed English, which the log page shows folded


def test_a_solo_player_is_offered_the_examples_of_their_own_side_only(sample_pack):
    battle, anna = solo.solo_create(
        settings=solo.SoloSettings(**PICKED), player_name="Anna", client_seed="anna-seed"
    )  # the Allies against German infantry
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/?source=example").content.decode()
    offered = re.findall(r'name="example" value="([a-z]+)-', page)
    assert offered and "de" not in offered and {"us", "uk"} <= set(offered)


def test_a_long_german_name_on_the_solo_sheet_may_break_with_a_hyphen(client, sample_pack):
    """ "Panzergrenadieren" was wider than the sheet's column at 360 px and spilled past the card's edge."""
    client.cookies["django_language"] = "de"
    response = client.post(
        "/battles/solo/", form(**{**PICKED, "enemy_type": "de-armored-group"}, key=str(uuid.uuid4()))
    )
    sheet = re.search(r'<dl class="solo-sheet">.*?</dl>', client.get(response["Location"]).content.decode(), re.S)
    assert "Pan\u00adzer\u00adgre\u00adnadie\u00adren" in sheet.group(0)


def test_the_proposal_says_whom_it_shoots_at_once(sample_pack):
    """The proposal's line said "shoots at Rifleman 1." and its first reason, right below, "Shoots at Rifleman 1."
    again (a play-test, in German: "schießt auf Schütze 1" twice)."""
    battle, anna, _app = app_to_act()
    me = phone(battle.code, anna.pk)
    seen = re.findall(r'name="seen" value="(\d+)"', me.get(f"/battles/{battle.code}/").content.decode())[0]
    answer = {"key": str(uuid.uuid4()), "seen": seen, "band": "close", "cover": "none"}
    assert me.post(f"/battles/{battle.code}/solo/decide/", answer).status_code == 302
    proposal = Battle.objects.get(pk=battle.pk).state["solo"]["proposal"]
    assert proposal["action"] == "shoot" and proposal["reasons"][0].startswith("Shoots at")  # sealed as before
    target = BattleUnit.objects.get(pk=proposal["target"])
    for language, shoots in (("en", "shoots at"), ("de", "schießt auf")):
        me.cookies["django_language"] = language
        with translation.override(language):
            page, said = words(me.get(f"/battles/{battle.code}/")).lower(), f"{shoots} {target.label_said}".lower()
        assert page.count(said) == 1, language
