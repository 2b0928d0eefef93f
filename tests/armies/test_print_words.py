"""The print view on a phone (play-test at 360 px) split words anywhere, "Leutn|ant (plato|on com|mand|er)",
"Pz.Kp|fw. IV": site.css's overflow-wrap "anywhere" let the roster's columns shrink to a letter. Its stylesheet now
breaks words whole or at the soft hyphens its long names carry (bof_site/hyphens.py), and on paper not at all."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add
from tests.armies.test_print_view import BROKEN_WORDS
from tests.browser import PHONE

PRINT_CSS = Path(__file__).resolve().parents[2] / "static" / "css" / "print.css"
DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
SOFT = "\u00ad"
# The words of the print view that run onto a second line, less those broken where a hyphen may break them: at a soft
# hyphen put in (shown as "-" at the break), a hyphen of their own ("MG-42-Trupp") or a slash.
BROKEN_MID_WORD = BROKEN_WORDS.replace("if (lines.size > 1)", "if (lines.size > 1 && !/[\\u00ad\\-\\/]/.test(m[0]))")
assert BROKEN_MID_WORD != BROKEN_WORDS


def rules(css: str) -> dict[str, str]:
    """The stylesheet's rules for the screen (outside @media print): selector -> declarations."""
    screen = re.sub(r"/\*.*?\*/", "", css, flags=re.S).split("@media print", 1)[0]
    return {m[1].strip(): m[2] for m in re.finditer(r"([^{}]+)\{([^{}]*)\}", screen)}


def test_it_breaks_words_whole_on_a_phone_not_anywhere():
    css = PRINT_CSS.read_text(encoding="utf-8")
    page = rules(css).get(".print-page, .print-cards", "")
    printed = css.split("@media print", 1)[1]

    assert re.search(r"overflow-wrap:\s*break-word", page), "a word may break anywhere on a phone"
    assert re.search(r"\.print-page, \.print-cards \{[^}]*hyphens:\s*none", printed), "paper breaks at soft hyphens"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("headers", "names", "weapon"),
    [
        (
            {},
            ["Scharf\u00adschütze (sniper)", "Grup\u00adpen\u00adführer (squad leader)"],
            "Karabiner 98k with ZF 39 sight",
        ),
        (
            DE,
            ["Scharf\u00adschütze", "Grup\u00adpen\u00adfüh\u00adrer"],
            "Karabiner 98k mit Ziel\u00adfern\u00adrohr 39",
        ),
    ],
    ids=["en", "de"],
)
def test_its_long_names_carry_soft_hyphens(client, player, detachment, headers, names, weapon):
    for key in ("de-sniper", "de-squad-leader"):
        add(player, detachment, key)
    client.force_login(player)

    text = client.get(f"/armies/{detachment.id}/print/", **headers).text

    table = text[text.index("<tbody>") : text.index("</tbody>")]
    cards = text[text.index('class="print-sheet"') :]
    for name in names:
        assert f"<td>{name}" in table, name
        assert f"<h3>{name} <span" in cards, name
    assert f"<td>{weapon}</td>" in table and f"</strong> {weapon}" in cards
    assert SOFT not in text[: text.index("<main")], "the page's title stays as it is"


@pytest.mark.e2e
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
def test_it_shows_a_full_platoon_at_360_px_with_words_whole_and_nothing_spilling(
    live_server, browser, player, make_detachment, locale
):
    d = make_detachment(player, points=500)
    for key in ("de-squad-leader", "de-rifleman", "de-lmg-team", "de-mortar-team", "de-at-rifle-team"):
        add(player, d, key)
    for key in ("de-panzerschreck-team", "de-pioneer-flamethrower", "de-sniper", "de-mg42-hmg", "de-opel-blitz"):
        add(player, d, key)
    page = browser.new_context(**PHONE, locale=locale).new_page()

    page.goto(f"{live_server.url}/armies/shared/{d.share_token}/print/")

    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["viewport"]["width"]
    assert page.locator(".print-page, .print-cards").evaluate_all(BROKEN_MID_WORD) == []
