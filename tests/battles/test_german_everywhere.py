"""German as good as English (issue 33): every page of a battle, from the lobby through setup, a turn with its rolls,
the log, the spectator's board and the report, and the builder and the arsenal, read on a German phone, show no
English of ours: none of our templates' or our code's messages (tests/i18n_helpers.english_of_ours), no word the
sample pack gives in German (its nations, doctrines, detachments, units, weapons, event cards, fieldworks, examples)
and no game mode's English name. What a page marks as English (a log line as it was sealed) is not read. And every
page of a battle, the table and the board included, offers the language switch, which comes back to that page."""

from __future__ import annotations

import functools
import html
import re

import pytest
from django.utils import translation

from armies.roster_check import example_document as sample_example
from battles.models import Battle, BattleUnit
from battles.services import lobby, solo_turn, terrain, turns
from battles.table import solo_play
from rules import localized
from rules.engine.procedures.setup import GAME_MODES
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import sample_document
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples, unit_of
from tests.battles.pages import phone
from tests.battles.test_solo import PICKED, app_to_act, make_solo
from tests.battles.test_solo_orders import acting, rifle_of
from tests.i18n_helpers import english_of_ours

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
WORDS = {
    "nations": ("name",),
    "weapons": ("name",),
    "units": ("name", "notes"),
    "doctrines": ("name",),
    "fieldworks": ("name", "notes"),
    "event_cards": ("title", "text"),
    "examples": ("name",),
}


SAME_IN_GERMAN = {"Name"}  # the builder's label, a word of both languages


@functools.cache
def german_of() -> dict[str, str]:
    """The sample pack's words that read otherwise in German, and the game modes' English names: English -> German."""
    document = sample_document()
    entries = [(entry, fields) for kind, fields in WORDS.items() for entry in document[kind]]
    entries += [(t, ("name", "setup")) for doctrine in document["doctrines"] for t in doctrine["detachments"]]
    found = {e[f]: e[f"{f}_de"] for e, fields in entries for f in fields if e.get(f"{f}_de") not in (None, e.get(f))}
    with translation.override("de"):
        found |= {m.title: localized.mode_title(m.id) for m in GAME_MODES if localized.mode_title(m.id) != m.title}
    return found


def vocabulary() -> tuple[str, ...]:
    return tuple(sorted(german_of()))


def german(response, *shown: str) -> str:
    assert response.status_code == 200, response.status_code
    assert 'lang="de"' in response.text or "<html" not in response.text
    left = english_of_ours(response, vocabulary=vocabulary(), german=tuple(german_of().values()))
    assert [english for english in left if english not in SAME_IN_GERMAN] == []
    for words in shown:
        assert words in response.text, words
    return response.text


def test_the_vocabulary_holds_the_sample_packs_german_words():
    words = vocabulary()
    for english in ("Rifleman", "Germany", "Infantry doctrine", "Heavy rain", "Sandbags", "Bayonet", "Victory Zones"):
        assert english in words, english
    assert "MG 42" not in words and "Bunker" not in words  # the same in German


def test_the_lobby_reads_german(seated):
    battle, anna, ben = seated
    code = battle.code
    german(phone(code, anna.pk).get(f"/battles/{code}/", **DE), "Siegeszonen")
    german(phone(code, ben.pk).get(f"/battles/{code}/?source=example", **DE), "Deutschland", "Grenadierzug")
    german(phone().get(f"/battles/{code}/", **DE))
    german(phone().get(f"/battles/{code}/watch/", **DE))


def test_a_battle_reads_german_from_setup_to_the_last_roll(revealed):
    battle, anna, ben = revealed
    code = battle.code
    anna_phone, ben_phone, watcher = phone(code, anna.pk), phone(code, ben.pk), phone()
    # Setup: a hedge on the sheet, sandbags and a minefield bought, every step of the stepper.
    terrain.piece_add(code=code, seat_id=anna.pk, key=key(), preset="hedge")
    terrain.fieldwork_buy(code=code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="north left")
    terrain.fieldwork_buy(code=code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector="south right")
    for step in ("deployment", "placing", "cards", "morale", "start"):
        german(anna_phone.get(f"/battles/{code}/?step={step}", **DE))
    german(anna_phone.get(f"/battles/{code}/terrain/", **DE), "Hecke", "Sandsäcke")
    german(watcher.get(f"/battles/{code}/watch/", **DE))
    ready_to_play(battle, anna, ben)
    german(anna_phone.get(f"/battles/{code}/", **DE), "Initiative würfeln", "Sandsäcke im Sektor north left")
    initiative(battle, anna, "5,2")
    # Anna's turn: the picker, Ben's phone meanwhile, the board and the table's side panels.
    german(anna_phone.get(f"/battles/{code}/", **DE), "Schütze")
    german(ben_phone.get(f"/battles/{code}/", **DE))
    german(watcher.get(f"/battles/{code}/watch/", **DE))
    for part in ("forces", "smoke", "fire", "proof"):
        german(anna_phone.get(f"/battles/{code}/part/{part}/", **DE))
    # Her rifleman is activated beside a fallen American, whose kit the pick-up menu names in German; he shoots Ben's
    # rifleman: the roll form offers the hedge in German, the follow-on rolls are named in German.
    BattleUnit.objects.filter(pk=unit_of(ben, "us-smg-gunner").pk).update(status="dead")
    shooter, target = unit_of(anna, "de-rifleman"), unit_of(ben, "us-rifleman")
    turns.activate(code=code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    german(anna_phone.get(f"/battles/{code}/", **DE), "Laufen", "Vom Feind, −1: Thompson M1A1 von Thompson-Schütze")
    german(anna_phone.get(f"/battles/{code}/roll/attack/?action=shoot", **DE), "Hecke (weich)")
    turns.action_roll(
        code=code, seat_id=anna.pk, action="shoot", procedure_id="attack", target_id=target.pk, key=key(),
        data={"attack_value": ["9"], "distance": ["10"], "units": ["cm"], "dice": ["1,1,1,1"]},
    )  # fmt: skip
    german(anna_phone.get(f"/battles/{code}/", **DE), "Effektwurf")
    german(watcher.get(f"/battles/{code}/watch/", **DE), "Effektwurf")
    german(anna_phone.get(f"/battles/{code}/roll/effect-infantry/", **DE))
    # The log, the terrain sheet in play, and a stranger's board.
    german(watcher.get(f"/battles/{code}/log/", **DE), "Protokoll")
    german(anna_phone.get(f"/battles/{code}/terrain/", **DE))
    german(watcher.get(f"/battles/{code}/watch/", **DE))


def test_an_ended_battle_and_its_report_read_german(make_battle):
    battle, anna = make_battle(turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    BattleUnit.objects.filter(pk=unit_of(ben, "us-rifleman").pk).update(status="dead")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    code = battle.code
    german(phone(code, anna.pk).get(f"/battles/{code}/", **DE), "Die Schlacht ist vorbei")
    german(phone().get(f"/battles/{code}/report/", **DE), "Nach der Schlacht", "Schütze")
    german(phone().get(f"/battles/{code}/watch/", **DE))
    german(phone().get(f"/battles/{code}/log/", **DE))


@pytest.fixture
def anna_builds(client, player, owned):
    client.force_login(player)
    return client, owned[0]


def test_the_builder_reads_german(anna_builds):
    client, d = anna_builds
    german(client.get("/armies/", **DE), "Deutschland")
    german(client.get("/armies/new/", **DE), "Grenadierzug")
    german(client.get(f"/armies/{d.id}/", **DE), "Schütze", "Infanteriedoktrin")
    german(client.get(f"/armies/{d.id}/print/", **DE), "Schütze")
    for unit in d.units.all():
        german(client.get(f"/armies/{d.id}/units/{unit.id}/", **DE))


@pytest.mark.parametrize("nation", ["germany", "usa", "uk", "ussr", "poland"])
def test_the_arsenal_reads_german(client, sample_pack, nation):
    german(client.get("/armies/arsenal/", **DE), "Beispiel-Arsenal", "Sowjetunion")
    german(client.get(f"/armies/arsenal/{nation}/", **DE), "Infanteriedoktrin")


SWITCH = re.compile(r'<form class="language-switch" method="post" action="/i18n/setlang/">(.*?)</form>', re.S)


def switch_of(response) -> tuple[str, str]:
    """The page's language switch: where it comes back to, and its form's token."""
    found = SWITCH.search(response.text)
    assert found, "no language switch"
    back = re.search(r'name="next" value="([^"]*)"', found.group(1)).group(1)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', found.group(1)).group(1)
    return html.unescape(back), token


def test_the_language_switch_is_on_every_page_of_a_battle_and_comes_back_to_it(revealed):
    battle, anna, ben = revealed
    code = battle.code
    anna_phone = phone(code, anna.pk)
    setup_pages = [f"/battles/{code}/", f"/battles/{code}/?step=cards", f"/battles/{code}/terrain/"]
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    turns.activate(code=code, seat_id=anna.pk, unit_id=unit_of(anna, "de-rifleman").pk, key=key())
    playing = [f"/battles/{code}/", f"/battles/{code}/watch/", f"/battles/{code}/log/", f"/battles/{code}/part/forces/"]
    playing += [f"/battles/{code}/roll/attack/?action=shoot"]
    for url in setup_pages[1:] + playing:  # the setup stepper's page stands for its step; the table is played now
        back, _token = switch_of(anna_phone.get(url))
        assert back == url
    # Switched on the table, the phone comes back to the table, in German, and stays so without Accept-Language.
    table = f"/battles/{code}/"
    _back, token = switch_of(anna_phone.get(table))
    switched = anna_phone.post("/i18n/setlang/", {"language": "de", "next": table, "csrfmiddlewaretoken": token})
    assert switched.status_code == 302 and switched["Location"] == table
    assert 'lang="de"' in anna_phone.get(table).text
    _back, token = switch_of(anna_phone.get(f"/battles/{code}/watch/"))
    anna_phone.post("/i18n/setlang/", {"language": "en-gb", "next": table, "csrfmiddlewaretoken": token})
    assert 'lang="en-gb"' in anna_phone.get(table).text


def test_the_language_switch_is_on_the_lobby_and_the_report(make_battle):
    battle, anna = make_battle(turn_limit=1)
    lobby_url = f"/battles/{battle.code}/"
    assert switch_of(phone(battle.code, anna.pk).get(lobby_url))[0] == lobby_url
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    report = f"/battles/{battle.code}/report/"
    assert switch_of(phone().get(report))[0] == report


# --- Solo play and a fieldwork taken off the sheet --------------------------------------------------------------------


def test_a_solo_battle_reads_german_from_its_lobby_to_the_enemys_proposal(sample_pack):
    """The solo lobby (the rolled setup, the enemy the bags drew) and the enemy's activation on the player's phone:
    what it sees, the abandoned gear in its reach (a fallen soldier's better weapon, a gun left by its crew), the
    unit the app picked and why, its proposal with its reasons and the one tap that carries it out."""
    battle, anna = make_solo(**PICKED)
    german(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", **DE), "Solo-Aufbau", "Grenadierzug")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=sample_example(AMERICANS), source="Example")
    german(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", **DE))
    battle, anna, app = app_to_act()
    me = phone(battle.code, anna.pk)
    german(me.get(f"/battles/{battle.code}/", **DE))
    rifle = rifle_of(app)
    fallen = next(u for u in BattleUnit.objects.filter(seat=anna, unit_type__in=("infantry", "squad-leader"))
                  if any(solo_play.better_weapon(rifle, w) for w in u.weapons))  # fmt: skip
    BattleUnit.objects.filter(pk=fallen.pk).update(status="dead")
    gun = BattleUnit.objects.filter(seat=anna, unit_type="support-weapon").order_by("ref").first()
    if gun is not None:
        BattleUnit.objects.filter(pk=gun.pk).update(status="abandoned")
    acting(battle, rifle)
    german(me.get(f"/battles/{battle.code}/", **DE), "Verlassene Ausrüstung")
    lying = solo_play.gear_in_sight(battle, rifle)
    token = next(t for t, _label, _kind in lying if t.startswith(f"{fallen.pk}:"))
    solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], gear=[token])
    assert Battle.objects.get(pk=battle.pk).state["solo"]["proposal"]["gear_pick"] == token
    german(me.get(f"/battles/{battle.code}/", **DE), "aufheben", f"({fallen.label_said})")
    acting(Battle.objects.get(pk=battle.pk), rifle)
    target = BattleUnit.objects.filter(seat=anna, status="active", unit_type="infantry").order_by("ref").first()
    solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(),
                           seen=[solo_turn.Seen(unit=target.pk, band="close", cover="none")])  # fmt: skip
    german(me.get(f"/battles/{battle.code}/", **DE), target.label_said)
    german(phone().get(f"/battles/{battle.code}/log/", **DE))


def test_a_fieldwork_taken_off_the_terrain_reads_german_in_the_log(revealed):
    battle, anna, ben = revealed
    code = battle.code
    terrain.fieldwork_buy(code=code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="north left")
    piece = next(p for p in terrain.pieces(Battle.objects.get(pk=battle.pk)) if p.get("fieldwork"))
    terrain.piece_remove(code=code, seat_id=anna.pk, key=key(), piece_id=piece["id"])
    german(phone().get(f"/battles/{code}/log/", **DE), "Anna nimmt Sandsäcke, north left vom Geländeblatt.")
