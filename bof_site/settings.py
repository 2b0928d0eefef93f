"""Settings, all read from the environment (see .env.example). Bad values stop start-up."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from dotenv import load_dotenv

from bof_site.env import env_bool, env_int, env_list, env_origins, env_str

BASE_DIR = Path(__file__).resolve().parent.parent
load_dotenv(BASE_DIR / ".env", override=False)

DEBUG = env_bool("DEBUG", default=False)
DATABASE_URL = env_str("DATABASE_URL")
# No DATABASE_URL means a local checkout on the embedded database: a fixed dev key is fine there.
LOCAL_MODE = not DATABASE_URL

SECRET_KEY = env_str("SECRET_KEY") or ("insecure-local-only-key" if LOCAL_MODE else None)
if not SECRET_KEY:
    raise ImproperlyConfigured("SECRET_KEY must be set when DATABASE_URL is set (production).")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if LOCAL_MODE else [])
CSRF_TRUSTED_ORIGINS = env_origins("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "template_partials",
    "csp",
    "bof_site",
    "axes",
    "accounts",
    "dice",
    "rules",
    "armies",
    "battles",
    "campaigns",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "bof_site.headers.PermissionsPolicy",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Every phone asks "anything new?" once a second: an unchanged battle is answered here, before the rest.
    "battles.poll.UnchangedPoll",
    "django.middleware.gzip.GZipMiddleware",  # HTML gzips to a sixth; Django pads it against BREACH
    "django.contrib.sessions.middleware.SessionMiddleware",
    # English or German: the language cookie (the footer's switch) first, then Accept-Language; URLs carry none.
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "bof_site.unstorable.RefuseUnstorable",  # NUL in an address or a form: a plain 400, before any view
    "bof_site.once.RememberRequest",  # what a POST asks for, kept with the log entry its one-time key makes
    "axes.middleware.AxesMiddleware",  # the page for a login that is locked out
]

ROOT_URLCONF = "bof_site.urls"
WSGI_APPLICATION = "bof_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            # Every template's {% url %} keeps the addresses it made (bof_site/templatetags/kept_urls.py).
            "builtins": ["bof_site.templatetags.kept_urls"],
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "csp.context_processors.nonce",
            ],
        },
    },
]

if DATABASE_URL:
    try:
        # Connections stay open between requests (opening one costs more than most requests), checked
        # before reuse so a restarted database fails one request cleanly, not every one after it.
        DATABASES = {
            "default": dj_database_url.parse(
                DATABASE_URL, conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 300), conn_health_checks=True
            )
        }
    except ValueError as exc:
        raise ImproperlyConfigured(f"DATABASE_URL is not a valid database URL: {exc}") from None
    if DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql":
        raise ImproperlyConfigured("DATABASE_URL must point at PostgreSQL (postgres://...).")
else:
    from bof_site.embedded_db import DATABASE_NAME, embedded_database_url

    embedded_database_url(BASE_DIR)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": DATABASE_NAME,
            "USER": "postgres",
            "HOST": str(BASE_DIR / ".pgdata"),
        }
    }
if env_str("TEST_DATABASE_NAME"):
    # Two test runs on one server (parallel checkouts) each need their own test database.
    DATABASES["default"]["TEST"] = {"NAME": env_str("TEST_DATABASE_NAME")}
# A connection attempt to a database that does not answer gives up after this many seconds (libpq's minimum is 2).
DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", env_int("DATABASE_CONNECT_TIMEOUT", 2))
# Parameters are bound by Postgres, not pasted into the text, so a statement a connection has run five times is
# prepared there and then only bound and run: a change to a battle is a few statements of fixed text, and parsing
# and planning them again took more of the server's time than running them. A pooler that cannot hold prepared
# statements (PgBouncer in transaction mode before 1.21) takes DATABASE_PREPARE_THRESHOLD=0.
DATABASES["default"]["OPTIONS"]["server_side_binding"] = True
DATABASES["default"]["OPTIONS"]["prepare_threshold"] = env_int("DATABASE_PREPARE_THRESHOLD", 5) or None
if env_bool("DATABASE_POOL", default=False):
    # psycopg's pool: one per process, useful under gunicorn with many short requests. Through an outage a request
    # waits at most `timeout` seconds for a connection, then gets the error page; the pool gives up reconnecting
    # after `reconnect_timeout` and starts afresh on the next request, so when Postgres is back the next request
    # connects at once (psycopg_pool otherwise doubles its wait between attempts for up to five minutes).
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"]["OPTIONS"]["pool"] = {
        "min_size": 1,
        "max_size": env_int("DATABASE_POOL_MAX", 10),
        "timeout": env_int("DATABASE_POOL_TIMEOUT", 3),
        "reconnect_timeout": 2,
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Wrong passwords (django-axes): after 5 for one name from one address, that name is locked there for 15 minutes,
# so guessing costs the attacker time and the server no more password hashes. A right password clears the count.
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_HTTP_RESPONSE_CODE = 429
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_CLIENT_IP_CALLABLE = "bof_site.clients.client_ip"
AXES_USERNAME_CALLABLE = "bof_site.clients.login_name"
AXES_VERBOSE = False
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-gb"
LANGUAGES = [("en-gb", "English"), ("de", "Deutsch")]
# One catalogue for the whole site (locale/de/LC_MESSAGES/django.po); its .mo is committed, so no gettext is needed
# to run the app or its tests.
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_AGE = 60 * 60 * 24 * 365  # the switch's choice outlives the browser session
LANGUAGE_COOKIE_HTTPONLY = True  # no script reads it
LANGUAGE_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", default=not LOCAL_MODE)  # as the session cookie
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(env_str("STATIC_ROOT") or BASE_DIR / "staticfiles")  # where collectstatic puts them
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "bof_site.storage.MinifiedCompressedManifestStorage"
            if env_bool("STATIC_MANIFEST", default=not DEBUG and not LOCAL_MODE)
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}

# Security: HTTPS settings default on outside local mode; a proxy in front sets X-Forwarded-Proto.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", default=not LOCAL_MODE)
# A load balancer's plain-HTTP health check gets the database's answer, not a redirect it may count as healthy.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", default=not LOCAL_MODE)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", default=not LOCAL_MODE)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if LOCAL_MODE else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=not LOCAL_MODE)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", default=not LOCAL_MODE)
BEHIND_PROXY = env_bool("BEHIND_PROXY", default=False)
if BEHIND_PROXY:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# The proxies whose X-Forwarded-For is believed (bof_site.clients): addresses or networks, comma-separated. Behind a
# proxy (BEHIND_PROXY) without the setting, the private and loopback networks a load balancer sits on; else none.
PRIVATE_NETWORKS = "127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7"
TRUSTED_PROXIES = [
    t.strip() for t in env_str("TRUSTED_PROXIES", PRIVATE_NETWORKS if BEHIND_PROXY else "").split(",") if t.strip()
]
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_AGE = 60 * 60 * 24 * 60  # a dice room seat should survive a long campaign weekend
SESSION_ENGINE = "bof_site.sessions"  # Django's database sessions, read with less overhead

# How often a phone at the table asks "anything new?" when no stream tells it (static/js/site.js): once a second
# at the table; the browser tests ask more often, so a turn on two phones does not wait out a second per hand-over.
LIVE_POLL_MS = env_int("LIVE_POLL_MS", 1000)

# A strict policy: scripts only from our own origin, never inline, never eval.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"quiet_polls": {"()": "bof_site.quiet.QuietPolls"}},
    "formatters": {
        "django.server": {"()": "django.utils.log.ServerFormatter", "format": "[{server_time}] {message}", "style": "{"}
    },  # fmt: skip
    "handlers": {
        "console": {"class": "logging.StreamHandler"},
        # The dev server's request lines, as Django prints them, without the phones' polls (bof_site/quiet.py).
        "django.server": {"class": "logging.StreamHandler", "formatter": "django.server", "filters": ["quiet_polls"]},
    },
    "loggers": {"django.server": {"handlers": ["django.server"], "level": "INFO", "propagate": False}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "WARNING")},
}
