"""The installable app: the manifest an install prompt reads, its icons, the service worker and the offline page."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders

from bof_site import palette as colours
from bof_site import pwa

SITE_CSS = Path(settings.BASE_DIR) / "static" / "css" / "site.css"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def palette(scheme: str) -> dict[str, str]:
    """The colour variables of static/css/site.css: the first :root block is light, the one under
    prefers-color-scheme: dark is dark."""
    css = SITE_CSS.read_text()
    dark_at = css.index("prefers-color-scheme: dark")
    block = css[:dark_at] if scheme == "light" else css[dark_at:]
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{3,8})", block.split("}")[0]))


def png_size(url: str) -> tuple[int, int]:
    """Width and height from a static PNG's header (the IHDR chunk follows the signature)."""
    path = finders.find(url.removeprefix(settings.STATIC_URL))
    assert path, f"{url} is not a static file"
    header = Path(path).read_bytes()[:24]
    assert header[:8] == PNG_SIGNATURE and header[12:16] == b"IHDR", f"{url} is not a PNG"
    return struct.unpack(">II", header[16:24])


def csp_sources(response, directive: str, *fallbacks: str) -> list[str]:
    """The sources a page's policy allows for `directive`, through the fallbacks a browser uses when it is absent."""
    policy = {}
    for part in response["Content-Security-Policy"].split(";"):
        name, *sources = part.split()
        policy[name] = sources
    for name in (directive, *fallbacks, "default-src"):
        if name in policy:
            return policy[name]
    return ["*"]


@pytest.fixture
def manifest(client, db, django_assert_num_queries):
    with django_assert_num_queries(0):  # the same document for everyone: no session, no user
        response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    return json.loads(response.content)


def test_it_gives_the_manifest_an_install_prompt_needs(manifest):
    assert manifest["name"] == "Burst of Fire companion"
    assert 0 < len(manifest["short_name"]) < len(manifest["name"])  # what shows under the icon on a home screen
    assert manifest["start_url"] == "/"
    assert manifest["scope"] == "/"
    assert manifest["display"] == "standalone"


def test_its_colours_are_the_sites(manifest):
    light = palette("light")

    assert manifest["theme_color"] == light["card"]  # the top bar
    assert manifest["background_color"] == light["bg"]


@pytest.fixture
def repainted(settings, tmp_path):
    """The site's stylesheet with other colours, found before the real one, as if someone had changed site.css."""
    css = (
        SITE_CSS.read_text().replace("--card: #ffffff", "--card: #fafaf0").replace("--card: #22201a", "--card: #202428")
    )
    (tmp_path / "css").mkdir()
    (tmp_path / "css" / "site.css").write_text(css)
    colours.palette.cache_clear()
    settings.STATICFILES_DIRS = [tmp_path, *settings.STATICFILES_DIRS]
    yield
    colours.palette.cache_clear()


def test_the_manifest_and_the_page_take_their_colours_from_the_stylesheet_alone(client, db, repainted):
    manifest = client.get("/manifest.webmanifest").json()
    page = client.get("/").text

    assert manifest["theme_color"] == "#fafaf0"
    assert '<meta name="theme-color" content="#fafaf0" media="(prefers-color-scheme: light)">' in page
    assert '<meta name="theme-color" content="#202428" media="(prefers-color-scheme: dark)">' in page
    assert manifest["background_color"] == colours.background_colour("light") == "#f4f1ea"


def test_its_icons_are_pngs_of_the_sizes_they_claim(manifest):
    icons = manifest["icons"]
    for icon in icons:
        width, height = png_size(icon["src"])
        assert icon["type"] == "image/png"
        assert icon["sizes"] == f"{width}x{height}", icon["src"]

    plain = {icon["sizes"] for icon in icons if icon["purpose"] == "any"}
    assert {"192x192", "512x512"} <= plain
    assert [icon["sizes"] for icon in icons if icon["purpose"] == "maskable"] == ["512x512"]


def test_it_serves_the_service_worker_from_the_root_never_from_a_stale_copy(client, db, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/sw.js")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/javascript")
    assert "no-cache" in response["Cache-Control"]
    script = response.text
    assert 'const OFFLINE = "/offline/";' in script
    assert '"/rules/"' in script  # kept from the start
    assert 'self.addEventListener("fetch"' in script  # the worker itself follows the lines naming this release


def test_a_new_release_names_a_new_cache(settings):
    release = re.compile(r'const RELEASE = "(\w+)";')
    before = release.search(pwa.worker_script()).group(1)

    settings.STATIC_URL = "/static-next/"  # as a changed stylesheet's new hashed name would

    assert release.search(pwa.worker_script()).group(1) != before


def test_the_page_policy_lets_the_worker_and_the_manifest_load(client, db):
    response = client.get("/")

    assert "'self'" in csp_sources(response, "worker-src", "child-src", "script-src")
    assert "'self'" in csp_sources(response, "manifest-src")


def test_the_home_page_links_the_manifest_theme_colours_and_install_script(client, db):
    text = client.get("/").text
    light, dark = palette("light"), palette("dark")

    assert '<link rel="manifest" href="/manifest.webmanifest">' in text
    assert f'<meta name="theme-color" content="{light["card"]}" media="(prefers-color-scheme: light)">' in text
    assert f'<meta name="theme-color" content="{dark["card"]}" media="(prefers-color-scheme: dark)">' in text
    assert re.search(r'<link rel="apple-touch-icon" href="/static/icons/apple-touch-icon\.png">', text)
    assert png_size("/static/icons/apple-touch-icon.png") == (180, 180)
    assert '<script src="/static/js/install.js" defer></script>' in text


def test_it_serves_the_offline_page_with_links_to_the_rules(client, db):
    response = client.get("/offline/")

    assert response.status_code == 200
    for url in ("/rules/", "/rules/rulings/", "/rules/calc/"):
        assert f'href="{url}"' in response.text


def test_the_offline_page_names_nobody(client, django_user_model):
    # The worker keeps this page for whoever uses the phone next.
    client.force_login(django_user_model.objects.create_user("sergeant-kowalski", password="x" * 12))

    response = client.get("/offline/")

    assert response.status_code == 200
    assert "sergeant-kowalski" not in response.text
    assert "sergeant-kowalski" in client.get("/rules/").text  # where the top bar would name them
