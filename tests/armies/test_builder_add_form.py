"""Adding units on the builder page (play-test at 360 px): after an Add, "How many" went on showing the last count,
so an officer, an MG and a truck added one at a time came 8 each after 8 riflemen; and nothing said a unit was added.
The htmx answer now swaps in the add form afresh, one of the same unit, saying what was added where the player tapped.
"""

from __future__ import annotations

import re

import pytest

from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
RIFLEMEN = {"unit": "de-rifleman", "quality": "conscript", "count": "8"}
SAID = {"en": "Added 8 × Schütze (rifleman).", "de": "Schütze"}  # the app's words in German come with the catalogue


def add_form(text: str) -> str:
    found = re.search(r'<form [^>]*id="add-form".*?</form>', text, re.S)
    assert found, "no add form in the answer"
    return found.group(0)


@pytest.mark.parametrize("language", ["en", "de"])
def test_it_answers_an_add_with_the_add_form_afresh_counting_one(client, player, detachment, language):
    client.force_login(player)

    response = client.post(f"/armies/{detachment.id}/add/", RIFLEMEN, **HX, **(DE if language == "de" else {}))

    assert response.status_code == 200
    assert detachment.units.filter(profile__key="de-rifleman").count() == 8
    form = add_form(response.text)
    assert 'hx-swap-oob="true"' in form.split(">", 1)[0], "the form is not swapped in"
    assert re.search(r'<input type="number" name="count" id="id_count" value="1"', form)
    assert '<option value="de-rifleman" selected>' in form, "the same unit is offered again"
    assert '<option value="conscript" selected>' in form, "and in the same quality"
    notice = re.search(r'<p class="notice" role="status" data-testid="added">(.*?)</p>', form)
    assert notice and SAID[language] in notice.group(1)
    assert response.text.index('id="add-form"') < response.text.index('id="roster"')


def test_it_adds_the_next_unit_once_after_adding_eight(client, player, detachment):
    """The play-test's steps, as the browser sends the swapped-in form: its fields as they stand."""
    client.force_login(player)
    form = add_form(client.post(f"/armies/{detachment.id}/add/", RIFLEMEN, **HX).text)
    count = re.search(r'name="count" id="id_count" value="(\d+)"', form).group(1)

    client.post(f"/armies/{detachment.id}/add/", {"unit": "de-lmg-team", "quality": "regular", "count": count}, **HX)

    assert detachment.units.filter(profile__key="de-lmg-team").count() == 1


def test_it_says_what_was_added_without_javascript_too(client, player, detachment):
    client.force_login(player)

    response = client.post(f"/armies/{detachment.id}/add/", RIFLEMEN, follow=True)

    assert response.redirect_chain == [(f"/armies/{detachment.id}/", 302)]
    assert "Added 8 × Schütze (rifleman)." in response.text
    assert re.search(r'<input type="number" name="count" id="id_count" value="1"', response.text)


def test_it_leaves_the_add_form_alone_after_another_action_or_a_refusal(client, player, detachment):
    """A −1 on a unit or a refused add keeps what the player has picked in the add form."""
    client.force_login(player)
    client.post(f"/armies/{detachment.id}/add/", RIFLEMEN, **HX)
    rifleman = detachment.units.filter(profile__key="de-rifleman").last()

    removed = client.post(f"/armies/{detachment.id}/units/{rifleman.id}/remove/", **HX)
    refused = client.post(f"/armies/{detachment.id}/add/", {**RIFLEMEN, "count": "31"}, **HX)

    assert removed.status_code == 200 and refused.status_code == 422
    assert 'id="add-form"' not in removed.text and 'id="add-form"' not in refused.text
