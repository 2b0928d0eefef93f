"""The phones' "anything new?" (battles/poll.py): an unchanged battle is answered before sessions, CSRF and
the ORM with one indexed read; anything else goes on to the poll view, which answers it as before."""

from __future__ import annotations

import gzip

import pytest

from battles.models import Battle
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative
from tests.battles.pages import phone


@pytest.fixture
def moving(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    return Battle.objects.get(pk=battle.pk), anna


def test_an_unchanged_battle_is_one_read_and_a_bodiless_204_without_touching_the_session(
    moving, django_assert_num_queries
):
    battle, anna = moving
    browser = phone(battle.code, anna.pk)  # the code typed in lower case is the same battle

    with django_assert_num_queries(1) as captured:
        response = browser.get(f"/battles/{battle.code.lower()}/poll/", {"v": str(battle.version)})

    assert response.status_code == 204 and response.content == b""
    assert "battles_battle" in captured.captured_queries[0]["sql"]  # not the session table
    assert "sessionid" not in response.cookies and "csrftoken" not in response.cookies


@pytest.mark.parametrize(
    ("seen", "status"),
    [("stale", 200), ("", 200), ("12x", 200), ("9" * 40, 200)],
    ids=["changed", "no-version", "not-a-number", "absurd"],
)
def test_anything_but_an_unchanged_version_goes_on_to_the_poll_view(moving, seen, status):
    battle, anna = moving
    value = str(battle.version - 1) if seen == "stale" else seen

    response = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/poll/", {"v": value, "phase": "playing"})

    assert response.status_code == status and 'id="live"' in response.text


def test_a_changed_battle_is_read_once_with_the_question_and_the_view_reads_it_no_more(
    moving, django_assert_max_num_queries
):
    """The poll's one statement brings the battle's row when it moved on; the view's page does not read it again."""
    battle, anna = moving
    browser = phone(battle.code, anna.pk)
    with django_assert_max_num_queries(30) as captured:
        response = browser.get(f"/battles/{battle.code}/poll/", {"v": str(battle.version - 1), "phase": "playing"})
    statements = [query["sql"] for query in captured.captured_queries]
    assert response.status_code == 200 and 'id="live"' in response.text
    assert statements[0].lstrip().startswith("SELECT v.version, f.*")
    assert not any(sql.lstrip().startswith("SELECT b.id, b.code") for sql in statements[1:]), statements


def test_an_unknown_battle_is_the_views_404(moving):
    assert phone().get("/battles/ZZZZZZ/poll/", {"v": "1"}).status_code == 404


def test_pages_go_out_compressed_to_a_phone_that_accepts_gzip(moving):
    battle, anna = moving
    plain = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    packed = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_ENCODING="gzip")

    assert packed["Content-Encoding"] == "gzip"
    assert len(packed.content) * 3 < len(plain.content)
    assert 'data-testid="picks"' in gzip.decompress(packed.content).decode()


def test_where_no_stream_server_runs_the_app_answers_a_polling_pages_version_question_in_one_read(
    moving, django_assert_num_queries
):
    battle, anna = moving
    browser = phone(battle.code, anna.pk)

    with django_assert_num_queries(1):
        unchanged = browser.get(f"/battles/{battle.code.lower()}/version/", {"v": str(battle.version)})
    behind = browser.get(f"/battles/{battle.code}/version/", {"v": str(battle.version - 1)})
    page = browser.get(f"/battles/{battle.code}/").content.decode()

    assert unchanged.status_code == 204 and unchanged.content == b"" and "sessionid" not in unchanged.cookies
    assert behind.status_code == 200 and behind.content.decode() == str(battle.version)
    assert f'data-version="/battles/{battle.code}/version/?v={battle.version}"' in page


@pytest.mark.parametrize(("code", "query", "status"), [("ZZZZZZ", "v=1", 404), (None, "", 400), (None, "v=1x", 400)])
def test_a_version_question_the_app_cannot_answer_gets_a_plain_answer(moving, code, query, status):
    battle, _anna = moving
    answer = phone().get(f"/battles/{code or battle.code}/version/?{query}")
    assert answer.status_code == status and answer.content


def test_a_head_of_the_version_path_is_answered_like_its_get(moving):
    battle, _anna = moving
    assert phone().head(f"/battles/{battle.code}/version/?v={battle.version}").status_code == 204
    assert phone().post(f"/battles/{battle.code}/version/?v={battle.version}").status_code == 405
