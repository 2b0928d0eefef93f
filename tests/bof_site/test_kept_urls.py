"""Every template's {% url %} keeps the addresses it made (bof_site/templatetags/kept_urls.py): the same addresses
as Django's reverse(), each made once."""

from __future__ import annotations

import pytest
from django.template import engines
from django.test import override_settings
from django.urls import NoReverseMatch, reverse, set_script_prefix

from bof_site.templatetags import kept_urls


def render(source: str, **context) -> str:
    return engines["django"].from_string(source).render(context)


@pytest.fixture
def counted(monkeypatch):
    """How many times the tag asked Django's reverse() for an address."""
    asked = []

    def counting(*args, **kwargs):
        asked.append(args)
        return reverse(*args, **kwargs)

    kept_urls.ADDRESSES.clear()
    monkeypatch.setattr(kept_urls, "reverse", counting)
    return asked


@pytest.mark.parametrize(
    ("source", "context", "expected"),
    [
        ("{% url 'battles:turn' code 'act' %}", {"code": "ABC123"}, reverse("battles:turn", args=["ABC123", "act"])),
        (
            "{% url 'battles:turn' code=code step='end' %}",
            {"code": "XY9"},
            reverse("battles:turn", args=["XY9", "end"]),
        ),
        ("{% url 'home' %}", {}, "/"),
        ("{% url 'battles:turn' code 'act' as there %}[{{ there }}]", {"code": "Q1"}, "[/battles/Q1/turn/act/]"),
    ],
)
def test_it_makes_the_addresses_django_makes(counted, source, context, expected):
    assert render(source, **context) == expected
    assert render(source, **context) == expected  # and again, from what it kept
    assert len(counted) == 1


def test_an_address_is_made_once_per_arguments_and_prefix(counted):
    twice = "{% for c in codes %}{% url 'battles:turn' c 'act' %} {% endfor %}"
    assert render(twice, codes=["A1", "B2", "A1", "B2"]).split() == [
        "/battles/A1/turn/act/", "/battles/B2/turn/act/", "/battles/A1/turn/act/", "/battles/B2/turn/act/"
    ]  # fmt: skip
    assert len(counted) == 2
    set_script_prefix("/bof/")
    try:
        assert render("{% url 'battles:turn' 'A1' 'act' %}") == "/bof/battles/A1/turn/act/"
    finally:
        set_script_prefix("/")
    assert len(counted) == 3


def test_it_still_refuses_an_address_that_does_not_exist(counted):
    with pytest.raises(NoReverseMatch):
        render("{% url 'battles:turn' 'A1' 'no such step' %}")
    assert render("{% url 'battles:turn' 'A1' 'no such step' as there %}[{{ there }}]") == "[]"
    assert len(counted) == 2 and len(kept_urls.ADDRESSES) == 0  # nothing kept: asked again each time


def test_it_escapes_for_a_page_and_not_into_a_variable(counted, monkeypatch):
    monkeypatch.setattr(kept_urls, "reverse", lambda *a, **k: "/a?b=1&c=2")
    assert render("{% url 'home' %}") == "/a?b=1&amp;c=2"
    assert render("{% autoescape off %}{% url 'home' %}{% endautoescape %}") == "/a?b=1&c=2"


def test_another_urlconf_forgets_the_kept_addresses(counted):
    render("{% url 'home' %}")
    assert len(kept_urls.ADDRESSES) == 1
    with override_settings(ROOT_URLCONF="bof_site.urls"):
        assert len(kept_urls.ADDRESSES) == 0
