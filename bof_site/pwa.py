"""The installable app: its manifest, its service worker (served from the root so that it covers the whole site) and
the page the worker shows for a page it has not kept."""

from __future__ import annotations

import hashlib
import json

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe

from bof_site import palette


@require_safe
@cache_control(max_age=60 * 60 * 24)
def manifest(request: HttpRequest) -> JsonResponse:
    document = {
        "id": "/",
        "name": "Burst of Fire companion",
        "short_name": "Burst of Fire",
        "description": "Battles on everyone's phone, an army builder, odds calculators and the rules reference.",
        "lang": "en-GB",
        "start_url": reverse("home"),
        "scope": "/",
        "display": "standalone",
        # The light scheme's (a manifest has one of each); base.html's theme-color metas give the dark one too.
        "theme_color": palette.theme_colour("light"),
        "background_color": palette.background_colour("light"),
        "categories": ["games", "utilities"],
        "icons": [
            {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {"src": static("icons/maskable-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        ],
    }
    return JsonResponse(document, content_type="application/manifest+json")


@require_safe
@cache_control(no_cache=True)  # the browser asks again at each check, so a release reaches phones at once
def service_worker(request: HttpRequest) -> HttpResponse:
    return HttpResponse(worker_script(), content_type="application/javascript; charset=utf-8")


@require_safe
def offline(request: HttpRequest) -> HttpResponse:
    return render(request, "offline.html")


def worker_script() -> str:
    """static/js/sw.js after the lines naming what it keeps from the start: this release's static addresses (hashed
    in production), so its cache name changes, and old caches go, whenever the worker or one of them changes."""
    source = finders.find("js/sw.js")
    with open(source, encoding="utf-8") as file:
        body = file.read()
    offline_url = reverse("offline")
    needed = [offline_url, static("css/site.css"), static("favicon.svg")]  # the offline page, styled
    wanted = [
        reverse("rules:reference"),
        reverse("rules:rulings"),
        reverse("rules:calculators"),
        static("js/site.js"),
        static("js/install.js"),
        static("django_htmx/htmx-2.min.js"),  # what {% htmx_script %} loads
    ]
    constants = {"OFFLINE": offline_url, "NEEDED": needed, "WANTED": wanted, "STATIC": settings.STATIC_URL}
    constants["SEARCH"] = reverse("rules:search")  # its results are kept one copy a search
    release = hashlib.sha256((body + json.dumps(constants)).encode()).hexdigest()[:12]
    lines = [f"const {name} = {json.dumps(value)};" for name, value in {"RELEASE": release, **constants}.items()]
    return "// Written by bof_site/pwa.py for this release.\n" + "\n".join(lines) + "\n\n" + body
