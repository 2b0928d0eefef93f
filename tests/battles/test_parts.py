"""Panels that open on demand (battles/pages/parts.py): the forces, and the smoke and fire forms with a box per
unit. Their content is not built with every table page; the phone's script fetches it when the panel opens,
and a phone without JavaScript opens it as a page. Who may open which, and in which phase."""

from __future__ import annotations

import pytest

from battles.models import BattleUnit
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative
from tests.battles.pages import phone, words


def part(browser, battle, name, *, script=True):
    headers = {"HTTP_X_PART": "1"} if script else {}
    return browser.get(f"/battles/{battle.code}/part/{name}/", **headers)


def test_the_table_page_in_play_holds_no_box_per_unit_and_no_unit_list(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")

    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").content.decode()

    assert 'name="unit" value=' not in page.replace('type="hidden" name="unit" value=', "")
    assert 'class="card force' not in page
    for name in ("smoke", "forces"):
        assert f"/battles/{battle.code}/part/{name}/" in page


@pytest.mark.parametrize("who", ["anna", "spectator"])
def test_the_forces_open_for_any_phone_with_every_units_group(playing, who):
    battle, anna, ben = playing
    browser = phone(battle.code, anna.pk) if who == "anna" else phone()

    fragment = part(browser, battle, "forces")

    assert fragment.status_code == 200 and "<html" not in fragment.content.decode()
    shown = words(fragment)
    assert "Anna · team A" in shown and "Ben · team B" in shown
    groups = fragment.content.decode().count('class="unit-group')
    assert groups >= 2 and BattleUnit.objects.filter(battle=battle).count() >= groups
    assert fragment["Vary"] and "X-Part" in fragment["Vary"]
    page = part(browser, battle, "forces", script=False)  # without JavaScript: a page with a way back
    assert "<html" in page.content.decode() and "Back to the table" in words(page)


def test_the_smoke_form_has_a_box_for_every_unit_still_on_the_table(playing):
    battle, anna, _ = playing

    fragment = part(phone(battle.code, anna.pk), battle, "smoke")

    assert fragment.status_code == 200
    body = fragment.content.decode()
    units = BattleUnit.objects.filter(battle=battle, status="active").count()
    assert body.count('type="checkbox" id="smoke-') == units
    assert 'name="key"' in body and f'action="/battles/{battle.code}/markers/smoke/"' in body


@pytest.mark.parametrize("name", ["smoke", "fire"])
def test_a_phone_without_a_seat_cannot_open_the_forms(playing, name):
    battle, _, _ = playing

    response = part(phone(), battle, name)

    assert response.status_code == 403
    assert "Only a player with a seat at this battle can use this." in words(response)
    assert 'type="checkbox"' not in response.content.decode()


def test_the_forms_are_not_open_before_play(revealed):
    battle, anna, _ = revealed

    response = part(phone(battle.code, anna.pk), battle, "smoke")

    assert response.status_code == 409
    assert "This is not open at this point of the battle." in words(response)


@pytest.mark.parametrize("name", ["nothing", "Forces", "x" * 60])
def test_an_unknown_panel_is_a_404_with_the_code_box(playing, name):
    battle, anna, _ = playing

    response = part(phone(battle.code, anna.pk), battle, name)

    assert response.status_code == 404


def test_an_unknown_battle_is_a_404(db):
    assert phone().get("/battles/ZZZZZZ/part/forces/").status_code == 404


@pytest.mark.parametrize("who", ["anna", "spectator"])
def test_the_proof_opens_on_the_table_page_for_any_phone_and_shows_at_once_in_the_lobby(make_battle, playing, who):
    battle, anna, _ = playing
    browser = phone(battle.code, anna.pk) if who == "anna" else phone()
    battle.refresh_from_db()
    commitment = " ".join(battle.commitment[i : i + 4] for i in range(0, 16, 4))

    page = browser.get(f"/battles/{battle.code}/").content.decode()
    fragment = part(browser, battle, "proof")
    without_script = part(browser, battle, "proof", script=False)

    assert f"/battles/{battle.code}/part/proof/" in page and 'data-testid="commitment"' not in page
    assert fragment.status_code == 200 and "<html" not in fragment.content.decode()
    assert commitment in words(fragment) and battle.head_hash[:4] in words(fragment)
    assert "fairplay.py" in words(fragment) and "The seed stays secret until the battle ends" in words(fragment)
    assert "<html" in without_script.content.decode() and commitment in words(without_script)
    lobby, _host = make_battle()
    assert 'data-testid="commitment"' in phone().get(f"/battles/{lobby.code}/").content.decode()
