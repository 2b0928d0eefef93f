"""Settings come from the environment: production values pass the deploy checks, bad values stop start-up."""

from __future__ import annotations

import os
import secrets
import string
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from bof_site.env import env_bool, env_int, env_list, env_origins

PROJECT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable

# Every variable settings.py reads; each subprocess starts from none of them set.
SETTINGS_VARIABLES = [
    "DEBUG",
    "DATABASE_URL",
    "SECRET_KEY",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_POOL",
    "DATABASE_CONN_MAX_AGE",
    "DATABASE_POOL_MAX",
    "DATABASE_PREPARE_THRESHOLD",
    "STATIC_MANIFEST",
    "SECURE_SSL_REDIRECT",
    "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE",
    "SECURE_HSTS_SECONDS",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS",
    "SECURE_HSTS_PRELOAD",
    "BEHIND_PROXY",
    "LOG_LEVEL",
    "TEST_DATABASE_NAME",
    "DJANGO_ALLOW_ASYNC_UNSAFE",  # set by the browser tests for their own thread; never in deployment
]


def production_env() -> dict[str, str]:
    return {
        "DATABASE_URL": "postgres://u:p@127.0.0.1:5432/x",
        "SECRET_KEY": "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(60)),
        "DEBUG": "false",
        "ALLOWED_HOSTS": "bof.example.org",
        "CSRF_TRUSTED_ORIGINS": "https://bof.example.org",
    }


def manage(*args: str, env: dict[str, str | None]) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if k not in SETTINGS_VARIABLES}
    full_env.update({k: v for k, v in env.items() if v is not None})
    return subprocess.run(
        [str(PYTHON), "manage.py", *args],
        cwd=PROJECT,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_it_passes_the_deploy_checks_with_production_values():
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=production_env())

    assert result.returncode == 0, result.stderr


SHOW_DB = (
    "from django.conf import settings as s; d = s.DATABASES['default']; "
    "print(d['CONN_MAX_AGE'], d['CONN_HEALTH_CHECKS'], 'pool' in d['OPTIONS'], "
    "d['OPTIONS']['server_side_binding'], d['OPTIONS']['prepare_threshold'])"
)


@pytest.mark.parametrize(
    ("overrides", "shown"),
    [
        pytest.param({}, "300 True False True 5", id="persistent-by-default"),
        pytest.param({"DATABASE_CONN_MAX_AGE": "0"}, "0 True False True 5", id="closed-each-request"),
        pytest.param({"DATABASE_POOL": "true"}, "0 True True True 5", id="the-pool-instead"),
        pytest.param({"DATABASE_PREPARE_THRESHOLD": "0"}, "300 True False True None", id="a-pooler-that-cannot"),
    ],
)
def test_production_keeps_its_database_connections_open_and_checks_them_before_reuse(overrides, shown):
    result = manage("shell", "-c", SHOW_DB, env={**production_env(), **overrides})

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == shown


def test_it_passes_the_deploy_checks_once_hsts_preload_is_on():
    # The only warning production values leave is security.W021 (HSTS preload).
    result = manage(
        "check", "--deploy", "--fail-level", "WARNING", env={**production_env(), "SECURE_HSTS_PRELOAD": "true"}
    )

    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout


@pytest.mark.parametrize(
    ("overrides", "variable"),
    [
        pytest.param({"DEBUG": "maybe"}, "DEBUG", id="debug-maybe"),
        pytest.param({"SECRET_KEY": None}, "SECRET_KEY", id="secret-key-missing"),
        pytest.param({"SECRET_KEY": ""}, "SECRET_KEY", id="secret-key-empty"),
        pytest.param({"DATABASE_URL": "mysql://u:p@127.0.0.1:3306/x"}, "DATABASE_URL", id="database-url-mysql"),
        pytest.param({"DATABASE_URL": "not a url"}, "DATABASE_URL", id="database-url-garbage"),
        pytest.param({"CSRF_TRUSTED_ORIGINS": "bof.example.org"}, "CSRF_TRUSTED_ORIGINS", id="origin-no-scheme"),
        pytest.param({"DATABASE_POOL": "true", "DATABASE_POOL_MAX": "ten"}, "DATABASE_POOL_MAX", id="pool-max-ten"),
        pytest.param({"DATABASE_CONN_MAX_AGE": "forever"}, "DATABASE_CONN_MAX_AGE", id="conn-max-age-forever"),
        pytest.param({"DATABASE_PREPARE_THRESHOLD": "often"}, "DATABASE_PREPARE_THRESHOLD", id="prepare-often"),
    ],
)
def test_it_stops_start_up_naming_the_bad_variable(overrides, variable):
    result = manage("check", env={**production_env(), **overrides})

    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert variable in result.stderr.strip().splitlines()[-1]


# --- bof_site.env helpers ------------------------------------------------------------------------

UNSET = object()


def _set(monkeypatch, value):
    if value is UNSET:
        monkeypatch.delenv("BOF_TEST_VAR", raising=False)
    else:
        monkeypatch.setenv("BOF_TEST_VAR", value)


@pytest.mark.parametrize(
    ("value", "default", "expected"),
    [
        (UNSET, True, True),
        (UNSET, False, False),
        ("true", False, True),
        (" Yes ", False, True),
        ("1", False, True),
        ("on", False, True),
        ("false", True, False),
        ("NO", True, False),
        ("0", True, False),
        ("off", True, False),
        ("", True, False),
    ],
)
def test_it_reads_a_boolean(monkeypatch, value, default, expected):
    _set(monkeypatch, value)

    assert env_bool("BOF_TEST_VAR", default=default) is expected


@pytest.mark.parametrize("value", ["maybe", "2", "truthy"])
def test_it_refuses_a_boolean_it_cannot_read(monkeypatch, value):
    _set(monkeypatch, value)

    with pytest.raises(ImproperlyConfigured, match="BOF_TEST_VAR must be true or false"):
        env_bool("BOF_TEST_VAR", default=False)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(UNSET, 7), ("", 7), ("   ", 7), ("10", 10), (" 42 ", 42), ("-1", -1), ("0", 0)],
)
def test_it_reads_a_whole_number(monkeypatch, value, expected):
    _set(monkeypatch, value)

    assert env_int("BOF_TEST_VAR", 7) == expected


@pytest.mark.parametrize("value", ["ten", "1.5", "1e3", "0x10"])
def test_it_refuses_a_number_it_cannot_read(monkeypatch, value):
    _set(monkeypatch, value)

    with pytest.raises(ImproperlyConfigured, match="BOF_TEST_VAR must be a whole number"):
        env_int("BOF_TEST_VAR", 7)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (UNSET, ["default.example"]),
        ("", []),
        ("a.example", ["a.example"]),
        ("a.example,b.example", ["a.example", "b.example"]),
        (" a.example , b.example ,, ", ["a.example", "b.example"]),
    ],
)
def test_it_reads_a_list(monkeypatch, value, expected):
    _set(monkeypatch, value)

    assert env_list("BOF_TEST_VAR", ["default.example"]) == expected


def test_it_refuses_a_list_item_with_a_space(monkeypatch):
    _set(monkeypatch, "a.example b.example")

    with pytest.raises(ImproperlyConfigured, match="BOF_TEST_VAR must be a comma-separated list"):
        env_list("BOF_TEST_VAR", [])


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (UNSET, []),
        ("https://bof.example.org", ["https://bof.example.org"]),
        ("https://a.example,http://localhost:8000", ["https://a.example", "http://localhost:8000"]),
    ],
)
def test_it_reads_trusted_origins(monkeypatch, value, expected):
    _set(monkeypatch, value)

    assert env_origins("BOF_TEST_VAR", []) == expected


@pytest.mark.parametrize("value", ["bof.example.org", "https://ok.example,ftp://bad.example", "//bof.example.org"])
def test_it_refuses_an_origin_without_a_scheme(monkeypatch, value):
    _set(monkeypatch, value)

    with pytest.raises(ImproperlyConfigured, match="BOF_TEST_VAR: .* must start with http:// or https://"):
        env_origins("BOF_TEST_VAR", [])
