"""Accounts: sign up, log in and out, change the password, and the local demo login."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.contrib.auth import SESSION_KEY, get_user_model
from django.core.management import CommandError, call_command

from accounts.management.commands.dev_setup import DEMO_PASSWORD, DEMO_USERNAME

PASSWORD = "quiet-harbour-1947"
NEW_PASSWORD = "lantern-ridge-2231"


@pytest.fixture(autouse=True)
def _fast_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def player(db):
    return get_user_model().objects.create_user(username="marta", password=PASSWORD)


def logged_in_user_id(client):
    return client.session.get(SESSION_KEY)


# --- Sign up ------------------------------------------------------------------------------------


def test_it_shows_the_signup_form(client, db):
    response = client.get("/accounts/signup/")

    assert response.status_code == 200
    assert 'name="username"' in response.text
    assert 'name="password1"' in response.text
    assert 'name="password2"' in response.text


def test_it_signs_up_and_logs_in(client, db):
    response = client.post("/accounts/signup/", {"username": "marta", "password1": PASSWORD, "password2": PASSWORD})

    assert response.status_code == 302
    assert response["Location"] == "/"
    user = get_user_model().objects.get(username="marta")
    assert user.check_password(PASSWORD)
    assert logged_in_user_id(client) == str(user.pk)
    assert "marta" in client.get("/").text


@pytest.mark.parametrize(
    ("language", "welcome"),
    [("en-gb", "Welcome, marta: your account is ready."), ("de", "Willkommen, marta: Dein Konto ist bereit.")],
)
def test_a_new_player_is_welcomed_on_the_home_page_once(client, db, language, welcome):
    client.cookies["django_language"] = language
    data = {"username": "marta", "password1": PASSWORD, "password2": PASSWORD}

    home = client.post("/accounts/signup/", data, follow=True)

    assert home.redirect_chain == [("/", 302)]
    assert welcome in home.text
    assert welcome not in client.get("/").text  # said once


def test_a_player_who_signed_up_on_the_way_somewhere_goes_there_and_is_not_welcomed_later(client, db):
    data = {"username": "marta", "password1": PASSWORD, "password2": PASSWORD, "next": "/armies/"}

    assert client.post("/accounts/signup/", data)["Location"] == "/armies/"
    assert "Welcome, marta" not in client.get("/").text


def test_it_refuses_mismatched_passwords_at_signup(client, db):
    response = client.post(
        "/accounts/signup/", {"username": "marta", "password1": PASSWORD, "password2": PASSWORD + "x"}
    )

    assert response.status_code == 400
    assert "The two password fields didn’t match." in response.text
    assert not get_user_model().objects.exists()
    assert logged_in_user_id(client) is None


def test_it_returns_a_new_player_to_the_page_the_signup_link_was_on(client, db):
    form = client.get("/accounts/signup/?next=/campaigns/")

    assert '<input type="hidden" name="next" value="/campaigns/">' in form.text
    assert 'href="/accounts/login/?next=/campaigns/"' in form.text  # "Already have one? Log in" keeps it too
    response = client.post(
        "/accounts/signup/", {"username": "marta", "password1": PASSWORD, "password2": PASSWORD, "next": "/campaigns/"}
    )
    assert response.status_code == 302
    assert response["Location"] == "/campaigns/"
    assert logged_in_user_id(client) is not None


@pytest.mark.parametrize(
    "elsewhere", ["https://evil.example/", "//evil.example/", "http://testserver.evil.example/", "javascript:alert(1)"]
)
def test_it_sends_a_new_player_home_instead_of_to_another_site(client, db, elsewhere):
    form = client.get("/accounts/signup/", {"next": elsewhere})
    response = client.post(
        "/accounts/signup/", {"username": "marta", "password1": PASSWORD, "password2": PASSWORD, "next": elsewhere}
    )

    assert '<input type="hidden" name="next" value="">' in form.text
    assert 'href="/accounts/login/"' in form.text
    assert response.status_code == 302
    assert response["Location"] == "/"


def test_it_keeps_where_to_return_when_the_signup_form_is_refused(client, db):
    response = client.post(
        "/accounts/signup/", {"username": "marta", "password1": PASSWORD, "password2": "x", "next": "/armies/"}
    )

    assert response.status_code == 400
    assert '<input type="hidden" name="next" value="/armies/">' in response.text


def test_the_signup_links_pass_on_the_page_they_are_on(client, db):
    login = client.get("/accounts/login/?next=/campaigns/")
    campaigns = client.get("/campaigns/")
    armies = client.get("/armies/")

    assert 'href="/accounts/signup/?next=/campaigns/"' in login.text  # "New here? Make an account"
    assert 'href="/accounts/signup/?next=/campaigns/"' in campaigns.text
    assert 'href="/accounts/signup/?next=/armies/"' in armies.text
    assert 'href="/accounts/signup/"' in client.get("/accounts/login/").text  # nowhere to return: the bare link


def test_it_sends_a_logged_in_player_on_to_where_the_signup_link_was(client, player):
    client.force_login(player)

    assert client.get("/accounts/signup/?next=/armies/")["Location"] == "/armies/"
    assert client.get("/accounts/signup/?next=https://evil.example/")["Location"] == "/"


def test_it_sends_a_logged_in_player_home_from_signup(client, player):
    client.force_login(player)

    response = client.get("/accounts/signup/")

    assert response.status_code == 302
    assert response["Location"] == "/"


# --- Log in and out -----------------------------------------------------------------------------


def test_it_logs_in_with_the_right_password(client, player):
    response = client.post("/accounts/login/", {"username": "marta", "password": PASSWORD})

    assert response.status_code == 302
    assert response["Location"] == "/"
    assert logged_in_user_id(client) == str(player.pk)


def test_it_refuses_the_wrong_password(client, player):
    response = client.post("/accounts/login/", {"username": "marta", "password": "not-the-password"})

    assert response.status_code == 200
    assert "That name and password do not match an account." in response.text
    assert logged_in_user_id(client) is None


def test_it_logs_out_with_a_post(client, player):
    client.force_login(player)

    response = client.post("/accounts/logout/")

    assert response.status_code == 302
    assert response["Location"] == "/"
    assert logged_in_user_id(client) is None


def test_it_does_not_log_out_on_a_get(client, player):
    client.force_login(player)

    response = client.get("/accounts/logout/")

    assert response.status_code == 405
    assert logged_in_user_id(client) == str(player.pk)


# --- Password change ----------------------------------------------------------------------------


def test_it_sends_an_anonymous_visitor_to_log_in_before_changing_a_password(client, db):
    response = client.get("/accounts/password/")

    assert response.status_code == 302
    assert response["Location"] == "/accounts/login/?next=/accounts/password/"


def test_it_changes_the_password(client, player):
    client.force_login(player)

    response = client.post(
        "/accounts/password/",
        {"old_password": PASSWORD, "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD},
    )

    assert response.status_code == 302
    assert response["Location"] == "/accounts/password/done/"
    assert logged_in_user_id(client) == str(player.pk)  # the session survives the change
    client.post("/accounts/logout/")
    client.post("/accounts/login/", {"username": "marta", "password": PASSWORD})
    assert logged_in_user_id(client) is None  # the old password no longer works
    client.post("/accounts/login/", {"username": "marta", "password": NEW_PASSWORD})
    assert logged_in_user_id(client) == str(player.pk)


def test_it_keeps_the_password_when_the_old_one_is_wrong(client, player):
    client.force_login(player)

    response = client.post(
        "/accounts/password/",
        {"old_password": "wrong-old-one", "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD},
    )

    assert response.status_code == 200
    assert "Your old password was entered incorrectly." in response.text
    player.refresh_from_db()
    assert player.check_password(PASSWORD)


# --- dev_setup ----------------------------------------------------------------------------------


def test_it_creates_the_demo_login_once(db, settings):
    settings.LOCAL_MODE = True  # as on the embedded database; CI's second run sets DATABASE_URL
    first, second = io.StringIO(), io.StringIO()

    call_command("dev_setup", stdout=first)
    password_hash = get_user_model().objects.get(username=DEMO_USERNAME).password
    call_command("dev_setup", stdout=second)

    demo = get_user_model().objects.get(username=DEMO_USERNAME)
    assert get_user_model().objects.filter(username=DEMO_USERNAME).count() == 1
    assert demo.password == password_hash
    assert demo.check_password(DEMO_PASSWORD)
    for out in (first, second):
        assert f"Demo login: {DEMO_USERNAME} / {DEMO_PASSWORD}" in out.getvalue()


def test_it_keeps_a_changed_demo_password_on_rerun(db, settings):
    settings.LOCAL_MODE = True
    call_command("dev_setup", stdout=io.StringIO())
    demo = get_user_model().objects.get(username=DEMO_USERNAME)
    demo.set_password(NEW_PASSWORD)
    demo.save()

    call_command("dev_setup", stdout=io.StringIO())

    demo.refresh_from_db()
    assert demo.check_password(NEW_PASSWORD)


def test_the_table_server_never_prints_the_demo_password_and_switches_the_demo_login_off(client, db, settings):
    settings.LOCAL_MODE = True
    call_command("dev_setup", stdout=io.StringIO())  # an earlier `make run`
    table = io.StringIO()

    call_command("dev_setup", "--network", stdout=table)  # what `make table` runs before serving the Wi-Fi

    assert DEMO_PASSWORD not in table.getvalue()
    assert "Demo login switched off" in table.getvalue()
    client.post("/accounts/login/", {"username": DEMO_USERNAME, "password": DEMO_PASSWORD})
    assert logged_in_user_id(client) is None
    again = io.StringIO()
    call_command("dev_setup", stdout=again)  # `make run` on this machine alone
    assert f"Demo login: {DEMO_USERNAME} / {DEMO_PASSWORD}" in again.getvalue()
    client.post("/accounts/login/", {"username": DEMO_USERNAME, "password": DEMO_PASSWORD})
    assert logged_in_user_id(client) is not None


def test_the_table_server_leaves_a_demo_login_with_a_password_of_its_own_on_and_unsaid(client, db, settings):
    settings.LOCAL_MODE = True
    call_command("dev_setup", stdout=io.StringIO())
    demo = get_user_model().objects.get(username=DEMO_USERNAME)
    demo.set_password(NEW_PASSWORD)
    demo.save()
    table = io.StringIO()

    call_command("dev_setup", "--network", stdout=table)

    assert NEW_PASSWORD not in table.getvalue() and DEMO_PASSWORD not in table.getvalue()
    assert "Demo login: demo, with the password you gave it" in table.getvalue()
    client.post("/accounts/login/", {"username": DEMO_USERNAME, "password": NEW_PASSWORD})
    assert logged_in_user_id(client) is not None


def test_the_table_server_makes_no_demo_login(db, settings):
    settings.LOCAL_MODE = True
    table = io.StringIO()

    call_command("dev_setup", "--network", stdout=table)

    assert not get_user_model().objects.filter(username=DEMO_USERNAME).exists()
    assert DEMO_PASSWORD not in table.getvalue()


def test_make_table_prepares_the_checkout_for_the_network():
    recipe = (Path(__file__).resolve().parents[2] / "Makefile").read_text().split("\ntable:", 1)[1].split("\n\n", 1)[0]

    assert "manage.py dev_setup --network" in recipe


def test_it_refuses_to_create_the_demo_login_outside_local_mode(db, settings):
    settings.LOCAL_MODE = False

    with pytest.raises(CommandError, match="embedded database"):
        call_command("dev_setup", stdout=io.StringIO())

    assert not get_user_model().objects.filter(username=DEMO_USERNAME).exists()


def test_it_shows_the_account_page_with_a_way_to_log_out(client, django_user_model):
    user = django_user_model.objects.create_user("mira", password="a-long-password-1")
    client.force_login(user)

    home = client.get("/")
    page = client.get("/accounts/password/")

    assert 'href="/accounts/password/"' in home.text and ">Account</a>" in home.text
    assert "Signed in as <strong>mira</strong>" in page.text
    assert 'action="/accounts/logout/"' in page.text


# --- Wrong passwords are limited (django-axes) ------------------------------------------------------------------


def _try(client, password, address="203.0.113.7"):
    return client.post("/accounts/login/", {"username": "marta", "password": password}, REMOTE_ADDR=address)


def test_five_wrong_passwords_pause_that_name_from_that_address_with_a_page_that_says_so(client, player):
    for _ in range(4):
        assert _try(client, "wrong").status_code == 200  # the form again, with its error
    locked = _try(client, "wrong")

    assert locked.status_code == 429
    assert "Too many wrong passwords" in locked.text and "15 minutes" in locked.text
    assert _try(client, PASSWORD).status_code == 429  # even the right one, for now
    assert logged_in_user_id(client) is None
    _try(client, PASSWORD, address="198.51.100.2")  # another address is not paused
    assert logged_in_user_id(client) == str(player.pk)


def test_a_name_longer_than_any_account_is_just_a_wrong_login_and_still_counted(client, player):
    name = "x" * 1000  # longer than axes' column: it used to be a server error
    for _ in range(4):
        answer = client.post("/accounts/login/", {"username": name, "password": "p"}, REMOTE_ADDR="203.0.113.9")
        assert answer.status_code == 200 and "do not match an account" in answer.text
    locked = client.post("/accounts/login/", {"username": name, "password": "p"}, REMOTE_ADDR="203.0.113.9")
    assert locked.status_code == 429


def test_a_right_password_clears_the_count(client, player):
    for _ in range(4):
        _try(client, "wrong")
    _try(client, PASSWORD)
    client.post("/accounts/logout/")
    for _ in range(4):
        assert _try(client, "wrong").status_code == 200


@pytest.mark.parametrize(
    ("page", "link"),
    [
        ("/battles/", '"/accounts/login/?next=/battles/"'),
        ("/rules/", '"/accounts/login/?next=/rules/"'),
        ("/", '"/accounts/login/"'),
        ("/accounts/signup/", '"/accounts/login/"'),
    ],
)
def test_the_top_bars_log_in_comes_back_to_the_page_it_was_tapped_on(client, db, page, link):
    """Logging in from a battle landed on the home page, the battle's address to be typed again (a play-test)."""
    assert f"<a href={link}>Log in</a>" in client.get(page).text
