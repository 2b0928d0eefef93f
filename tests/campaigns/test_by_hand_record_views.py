"""The record of a game played without the app on the campaign page (issue 34): a collapsed part under the by-hand
form, a row a unit with its fate and who took it out; what it sends, what it refuses, and what the other side sees
before confirming. The sample forces: side A the German regular infantry (ref 21 "MG 42 team (gunner and loader) 1",
24 and 25 the MG 42s on Lafette), side B the US regular infantry (ref 4 "Rifleman 1", 25 the Browning)."""

from __future__ import annotations

import re
import uuid

from django.db import connection
from django.test.utils import CaptureQueriesContext

from campaigns import history, services
from campaigns.models import Campaign, Entry, Game
from tests.campaigns.fixtures import *  # noqa: F403

MG_TEAM = 21


def entered(client, campaign, **fields):
    data = {"key": str(uuid.uuid4()), "result": "side-a-wins", "reason": "mission-objective", "combat_score_a": "8",
            "combat_score_b": "0", **fields}  # fmt: skip
    return client.post(f"/campaigns/{campaign.code}/by-hand/", data)


def nothing_entered(campaign) -> bool:
    return (
        not Game.objects.filter(campaign=campaign).exists()
        and not Entry.objects.filter(campaign=campaign, kind="by-hand").exists()
    )


def record_part(client, campaign, **headers):
    return client.get(f"/campaigns/{campaign.code}/by-hand/", **headers)


def test_the_campaign_page_opens_the_record_on_demand(client, running):
    """Its rows are not built with every page (two musters, a select of every enemy unit on each row): the part
    fetches them when it opens, and without JavaScript its link opens them as a page."""
    campaign, anna, _bruno = running
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/").text
    part = page[page.index('data-testid="by-hand-record"') : page.index("</details>", page.index("by-hand-record"))]
    url = f"/campaigns/{campaign.code}/by-hand/"
    assert f'<div class="lazy" data-lazy="{url}"><a href="{url}">' in part and "fate-row" not in part
    assert page.index('data-testid="by-hand-record"') < page.index("Enter the result</button>")  # inside the form


def test_the_result_boxes_say_who_plays_each_side(client, running):
    """The boxes say "Side A", "Side B"; the standings that name the players are far above the form (a play-test)."""
    campaign, anna, _bruno = running
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/").text
    form = page[page.index('action="/campaigns/' + campaign.code + '/by-hand/"') :]
    assert '<p class="help">Side A: Anna · Side B: Bruno</p>' in form[: form.index("</fieldset>")]
    client.cookies["django_language"] = "de"
    page = client.post(f"/campaigns/{campaign.code}/by-hand/", {"key": str(uuid.uuid4())}).text  # no winner said
    form = page[page.index('action="/campaigns/' + campaign.code + '/by-hand/"') :]
    assert '<p class="help">Seite A: Anna · Seite B: Bruno</p>' in form[: form.index("</fieldset>")]


def test_the_record_has_a_row_a_unit_with_its_fate_and_the_enemies_who_may_have_taken_it_out(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    answer = record_part(client, campaign, HTTP_X_PART="1")
    part = answer.text
    assert answer.status_code == 200 and "X-Part" in answer["Vary"] and "<html" not in part
    assert part.count('class="fate-row') == 26 + 26
    fate = re.search(r'<select name="fate-B-4"[^>]*>(.*?)</select>', part, re.S)
    assert re.findall(r'value="(\w+)"', fate[1]) == ["unharmed", "killed", "surrendered"]  # a soldier: no abandoning
    lafette = re.search(r'<select name="fate-A-24"[^>]*>(.*?)</select>', part, re.S)
    assert "abandoned" in lafette[1]
    by = re.search(r'<select name="by-B-4"[^>]*>(.*?)</select>', part, re.S)[1]
    assert by.count("<option") == 1 + 26 and '<option value="21">MG 42 team (gunner and loader) 1</option>' in by
    assert "Rifleman" not in by  # only the enemy's units


def test_without_javascript_the_record_is_a_page_with_the_whole_form(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    page = record_part(client, campaign).text
    assert "<html" in page and page.count('class="fate-row') == 26 + 26
    assert f'action="/campaigns/{campaign.code}/by-hand/"' in page and 'name="result"' in page and 'name="key"' in page


def test_a_reader_who_is_not_a_player_gets_no_record_to_fill(client, running, make_player):
    campaign, _anna, _bruno = running
    Campaign.objects.filter(pk=campaign.pk).update(public=True)
    client.force_login(make_player("cleo"))
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert "by-hand-record" not in page and "fate-A-1" not in page
    assert record_part(client, campaign, HTTP_X_PART="1").status_code == 404
    client.logout()
    assert record_part(client, campaign).status_code == 404


def test_a_record_entered_on_the_page_reaches_the_books(client, running):
    campaign, anna, bruno = running
    client.force_login(anna)
    answer = entered(client, campaign, **{"fate-B-4": "killed", "by-B-4": "21", "fate-B-5": "surrendered",
                                          "by-B-5": "21", "fate-B-25": "abandoned", "fate-A-4": "killed"})  # fmt: skip
    assert answer.status_code == 302
    record = Entry.objects.get(campaign=campaign, kind="by-hand").data["record"]["units"]
    taken = {(r["side"], r["ref"]): (r["fate"], r.get("by")) for r in record if r["fate"] != "unharmed"}
    assert taken == {("B", 4): ("killed", 21), ("B", 5): ("surrendered", 21), ("B", 25): ("abandoned", None),
                     ("A", 4): ("killed", None)}  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=1, side="B", key=uuid.uuid4())
    assert history.histories(campaign, "A")[MG_TEAM].kills == 2


def test_a_taken_out_by_left_on_an_unharmed_unit_is_not_used(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    answer = entered(client, campaign, **{"fate-B-4": "unharmed", "by-B-4": "21", "fate-B-5": "killed"})
    assert answer.status_code == 302
    record = Entry.objects.get(campaign=campaign, kind="by-hand").data["record"]["units"]
    assert next(r for r in record if (r["side"], r["ref"]) == ("B", 4)) == {"side": "B", "ref": 4,
                                                                            "label": "Rifleman 1", "fate": "unharmed"}  # fmt: skip


def test_every_unit_unharmed_enters_the_result_without_a_record(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    assert entered(client, campaign).status_code == 302
    assert "record" not in Entry.objects.get(campaign=campaign, kind="by-hand").data


def test_an_unknown_fate_is_refused_in_words_and_keeps_what_was_filled_in(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    answer = entered(client, campaign, **{"fate-B-4": "wounded", "fate-B-5": "killed", "by-B-5": "21"})
    assert answer.status_code == 400 and nothing_entered(campaign)
    assert "Rifleman 1: pick its fate from the list." in answer.text
    assert re.search(r'<select name="fate-B-5"[^>]*>.*?<option value="killed" selected>', answer.text, re.S)
    assert '<details class="by-hand-record" data-testid="by-hand-record" open>' in answer.text


def test_a_taker_who_is_not_an_enemy_unit_is_refused(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    answer = entered(client, campaign, **{"fate-B-4": "killed", "by-B-4": "99"})
    assert answer.status_code == 400 and nothing_entered(campaign)
    assert "Rifleman 1: pick who took it out from the enemy&#x27;s units." in answer.text


def test_a_soldier_cannot_be_left_abandoned(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    answer = entered(client, campaign, **{"fate-B-4": "abandoned"})
    assert answer.status_code == 400 and nothing_entered(campaign)
    assert "Rifleman 1: pick its fate from the list." in answer.text


def test_a_draw_won_by_the_objective_is_refused_and_the_record_is_kept_on_the_page(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    answer = entered(client, campaign, result="draw", combat_score_a="4", combat_score_b="4",
                     **{"fate-B-4": "killed", "by-B-4": "21"})  # fmt: skip
    assert answer.status_code == 400 and nothing_entered(campaign)
    assert "A game is drawn only at its last turn with equal Combat Scores" in answer.text
    assert re.search(r'<select name="by-B-4"[^>]*>.*?<option value="21" selected>', answer.text, re.S)


def test_the_other_side_sees_what_the_record_says_before_confirming(client, running):
    campaign, anna, bruno = running
    client.force_login(anna)
    entered(client, campaign, **{"fate-B-4": "killed", "by-B-4": "21", "fate-B-25": "abandoned"})
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/").text
    recorded = page[page.index('data-testid="recorded"') : page.index("</ul>", page.index('data-testid="recorded"'))]
    assert "Side B lost: Rifleman 1 (killed by MG 42 team (gunner and loader) 1), Browning M1919A4 (MG team) " \
           "(abandoned)." in recorded  # fmt: skip
    assert "Side A lost" not in recorded


def test_the_record_takes_the_same_queries_however_long_the_forces(client, running):
    """The record's rows come from one muster of each force: more units, no more queries."""
    campaign, anna, _bruno = running
    client.force_login(anna)
    with CaptureQueriesContext(connection) as before:
        record_part(client, campaign, HTTP_X_PART="1")
    force = campaign.forces.get(side="B")
    extra = [{**u, "ref": 100 + n} for n, u in enumerate(u for u in force.roster["units"] if u["ref"] in (4, 5, 6))]
    force.roster = {**force.roster, "units": [*force.roster["units"], *extra]}
    force.save(update_fields=["roster"])
    with CaptureQueriesContext(connection) as after:
        part = record_part(client, campaign, HTTP_X_PART="1").text
    assert part.count('class="fate-row') == 26 + 29
    assert len(after) == len(before)
