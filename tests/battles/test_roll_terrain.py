"""The roll form and the terrain sheet: a select of the live pieces that fill something on this roll, a piece
picked fills cover, ground or obstacle with the book's values (with and without htmx), the odds follow, the
log names the piece, bad piece ids change nothing, a first visit shows no errors, queries stay flat."""

from __future__ import annotations

import re
import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import rolls, turns
from battles.services import terrain as services
from battles.table.prefill import piece_note, piece_pick
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key
from tests.battles.pages import phone, queries_for, text, words

GONE = "That piece is not on the terrain sheet now: pick one from the list."


def add(battle, seat, preset: str) -> str:
    return services.piece_add(code=battle.code, seat_id=seat.pk, key=key(), preset=preset).data["added"]["id"]


def roll_url(battle, procedure_id: str) -> str:
    return f"/battles/{battle.code}/roll/{procedure_id}/"


def chosen(response, name: str) -> list[str]:
    """The values a form field shows as picked: ticked boxes and radios, or the selected option of its select."""
    page = text(response)
    ticked = re.findall(rf'<input type="(?:radio|checkbox)" id="[^"]*" name="{name}" value="([^"]*)" checked>', page)
    select = re.search(rf'<select id="[^"]*" name="{name}"[^>]*>(.*?)</select>', page, re.S)
    return ticked + (re.findall(r'<option value="([^"]*)" selected>', select.group(1)) if select else [])


def offered(response) -> list[str]:
    """The options of the "behind or in" select, as the player reads them."""
    select = re.search(r'<select id="piece" name="piece".*?</select>', text(response), re.S)
    return re.findall(r"<option [^>]*>([^<]*)</option>", select.group(0)) if select else []


def activated(battle, seat) -> BattleUnit:
    """Seat's first rifleman activated: its phone's roll forms are pre-filled from it."""
    initiative(battle, seat, "5,2")
    unit = BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref").first()
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=unit.pk, key=key())
    return unit


def everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "head_hash", "roll_count")
    return list(row), list(LogEntry.objects.filter(battle=battle).values_list("seq", "hash"))


# --- What the select offers ----------------------------------------------------------------------------


def test_it_lists_the_live_pieces_and_not_the_removed_ones(playing):
    battle, anna, ben = playing
    add(battle, anna, "stone-wall")
    hedge = add(battle, anna, "hedge")
    add(battle, ben, "stone-ruins")
    services.piece_remove(code=battle.code, seat_id=ben.pk, key=key(), piece_id=hedge)

    page = phone(battle.code, anna.pk).get(roll_url(battle, "attack"))

    assert page.status_code == 200
    assert offered(page) == [
        "Open ground / none",
        "Stone wall (medium)",
        "Ruins of a stone building (medium)",
    ]
    assert "Behind or in" in words(page)


def test_it_offers_only_pieces_that_fill_something_on_this_roll(playing):
    battle, anna, _ = playing
    add(battle, anna, "hill")
    add(battle, anna, "high-stone-wall")
    browser = phone(battle.code, anna.pk)

    crossing = browser.get(roll_url(battle, "obstacle-crossing"))
    moving = browser.get(roll_url(battle, "foot-move"))

    assert offered(crossing) == ["Open ground / none", "High stone wall (medium)"]  # a hill is no obstacle
    assert "Crossing" in words(crossing) and "Moving over" in words(moving)
    assert offered(moving) == ["Open ground / none", "Hill (soft)", "High stone wall (medium)"]


def test_there_is_no_select_without_pieces_or_on_a_roll_no_piece_fills(playing):
    battle, anna, _ = playing
    browser = phone(battle.code, anna.pk)
    assert offered(browser.get(roll_url(battle, "attack"))) == []
    add(battle, anna, "stone-wall")
    assert offered(browser.get(roll_url(battle, "effect-infantry"))) == []
    assert offered(browser.get(roll_url(battle, "attack"))) != []


# --- A piece picked fills the form ---------------------------------------------------------------------

# (preset, roll, field, what the book gives): "Take cover" (stone walls and stone houses medium, wooden
# things, woods and hills soft, ruins of stone medium by R33, crops none), "Movement and terrain" (woods, hills,
# crops, roads, rivers), "Infantry crossing obstacles" (hedges small, chest-high walls and sheds medium,
# wooden houses high) and "AFVs breaking through obstacles" (stone houses are the very big row), and
# "Structures catching fire" (a wooden house burns, so a flamethrower aims at a structure).
BOOK = [
    ("stone-wall", "attack", "cover", ["medium"]),
    ("hedge", "spot-roll", "cover", ["soft"]),
    ("stone-ruins", "morale-check", "cover", ["medium"]),
    ("armoured-wreck", "squad-leader-rally", "cover", ["medium"]),
    ("crops", "attack", "cover", []),
    ("forest", "foot-move", "terrain", ["dense-woods"]),
    ("steep-hill", "vehicle-move", "terrain", ["steep-hills"]),
    ("river", "foot-move", "terrain", ["river"]),
    ("hedge", "obstacle-crossing", "obstacle", ["small"]),
    ("shed", "obstacle-crossing", "obstacle", ["medium"]),
    ("wooden-house", "obstacle-crossing", "obstacle", ["high"]),
    ("stone-building", "afv-breakthrough", "obstacle", ["very-big"]),
    ("wooden-house", "flamethrower", "target", ["structure"]),
]


@pytest.mark.parametrize(("preset", "procedure_id", "field", "book"), BOOK)
def test_picking_a_piece_fills_the_books_value(playing, preset, procedure_id, field, book):
    battle, anna, _ = playing
    add(battle, anna, "light-woods")  # another piece, so the pick is not just the only one
    piece_id = add(battle, anna, preset)
    browser = phone(battle.code, anna.pk)

    first = browser.get(roll_url(battle, procedure_id), {"piece": piece_id})  # a link or a reload
    picked = browser.get(roll_url(battle, procedure_id), {"piece": piece_id, "fill": "piece", field: "none"})

    for page in (first, picked):
        assert page.status_code == 200
        assert chosen(page, field) == book
        assert f'<option value="{piece_id}" selected>' in page.text


def test_the_player_may_still_change_what_the_piece_filled(playing):
    battle, anna, _ = playing
    wall = add(battle, anna, "stone-wall")

    page = phone(battle.code, anna.pk).get(roll_url(battle, "morale-check"), {"piece": wall, "cover": "hard"})

    assert chosen(page, "cover") == ["hard"]  # the piece stays named; the box the player set wins
    assert f'<option value="{wall}" selected>' in page.text


def test_open_ground_takes_the_cover_away_and_puts_plains_back(playing):
    battle, anna, _ = playing
    add(battle, anna, "stone-wall")
    browser = phone(battle.code, anna.pk)

    cover = browser.get(roll_url(battle, "attack"), {"piece": "", "fill": "piece", "cover": ["medium", "soft"]})
    ground = browser.get(roll_url(battle, "foot-move"), {"piece": "", "fill": "piece", "terrain": "river"})

    assert chosen(cover, "cover") == [] and chosen(ground, "terrain") == ["plains"]


def test_htmx_gets_the_form_alone_filled_in_by_a_post_that_rolls_nothing(playing):
    battle, anna, _ = playing
    wall = add(battle, anna, "stone-wall")
    entries = Battle.objects.get(pk=battle.pk).entry_count

    page = phone(battle.code, anna.pk).post(
        roll_url(battle, "attack"),
        {"piece": wall, "preview": "piece", "distance": "", "key": str(uuid.uuid4()), "roll": "1"},
        HTTP_HX_REQUEST="true",
    )

    assert page.status_code == 200
    assert page.text.lstrip().startswith('<form method="post" class="card roll-form" id="roll" hx-post="/battles/')
    assert "<h1>" not in page.text and chosen(page, "cover") == ["medium"]
    assert 'name="preview" value="piece"' in page.text  # and the button that does it without JavaScript
    assert Battle.objects.get(pk=battle.pk).entry_count == entries  # a preview, even with "roll" in it


def test_the_odds_follow_the_piece(playing):
    battle, anna, _ = playing
    wall, ruins = add(battle, anna, "stone-wall"), add(battle, anna, "stone-ruins")
    browser = phone(battle.code, anna.pk)
    shot = {"attack_value": "9", "distance": "40", "units": "cm", "fill": "piece"}

    open_ground = browser.get(roll_url(battle, "attack"), {**shot, "piece": ""})
    behind_wall = browser.get(roll_url(battle, "attack"), {**shot, "piece": wall})
    in_ruins = browser.get(roll_url(battle, "attack"), {**shot, "piece": ruins})

    # Close range +8 on 9 is 17; medium cover takes 2 off ("Take cover"), ruins of stone included (R33).
    assert "17</span> or less" in open_ground.text and "84.1%" in open_ground.text
    assert "15</span> or less" in behind_wall.text and "84.1%" not in behind_wall.text
    assert "15</span> or less" in in_ruins.text


# --- The log names the piece ---------------------------------------------------------------------------


def test_a_free_roll_names_the_piece_in_its_log_entry(playing):
    battle, anna, _ = playing
    ruins = add(battle, anna, "stone-ruins")

    response = phone(battle.code, anna.pk).post(
        roll_url(battle, "morale-check"),
        {"key": str(uuid.uuid4()), "piece": ruins, "force_morale": "9", "cover": "medium", "dice": "1,1"},
    )

    assert response.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.summary == "Morale check: pass. Behind or in: Ruins of a stone building (medium)."
    assert entry.data["inputs"]["cover"] == ["medium"]
    assert "piece" not in entry.data["inputs"]  # the page's own keys never reach the engine's inputs


def test_a_german_phone_reads_the_piece_in_german_and_its_roll_is_logged_in_english(playing):
    battle, anna, _ = playing
    ruins = add(battle, anna, "stone-ruins")
    browser, german = phone(battle.code, anna.pk), {"HTTP_ACCEPT_LANGUAGE": "de"}

    page = browser.get(roll_url(battle, "morale-check"), {"piece": ruins}, **german)

    assert "Hinter oder in" in words(page) and "Behind or in" not in words(page)
    assert [o for o in offered(page) if "(mittel)" in o] and not [o for o in offered(page) if "(medium)" in o]
    assert "Ruine eines Steingebäudes (Deckung: mittel, Ebene)." in words(page)  # a preset's name in German
    browser.post(
        roll_url(battle, "morale-check"),
        {"key": str(uuid.uuid4()), "piece": ruins, "force_morale": "9", "cover": "medium", "dice": "1,1"},
        **german,
    )
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.summary == "Morale check: pass. Behind or in: Ruins of a stone building (medium)."


def test_an_action_roll_logs_the_piece_and_the_cover_it_filled(playing):
    """An action's entry names the piece like a free roll's, keeps the piece's values as its inputs, and
    spends the action in the same entry."""
    battle, anna, _ = playing
    activated(battle, anna)
    wall = add(battle, anna, "stone-wall")
    browser = phone(battle.code, anna.pk)
    form = browser.get(roll_url(battle, "attack"), {"action": "shoot", "piece": wall})
    assert chosen(form, "cover") == ["medium"]

    response = browser.post(
        roll_url(battle, "attack"),
        {"key": str(uuid.uuid4()), "action": "shoot", "piece": wall, "attack_value": "9", "distance": "40",
         "units": "cm", "quality": "regular", "cover": "medium", "dice": "1,1,1,1"},
    )  # fmt: skip

    assert response.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.data["inputs"]["cover"] == ["medium"] and entry.data["target"] == 15
    assert entry.summary.startswith("Attack roll: hit. Behind or in: Stone wall (medium).") and "shoot" in entry.summary


# --- Bad piece ids -------------------------------------------------------------------------------------


def removed(battle, anna) -> str:
    piece_id = add(battle, anna, "hedge")
    services.piece_remove(code=battle.code, seat_id=anna.pk, key=key(), piece_id=piece_id)
    return piece_id


BAD = {
    "unknown": lambda battle, anna: "p9999",
    "removed": removed,
    "fills-nothing-here": lambda battle, anna: add(battle, anna, "hill"),  # not an obstacle
    "garbage": lambda battle, anna: "<script>'; DROP TABLE",
    "very-long": lambda battle, anna: "p" * 5000,
}


@pytest.mark.parametrize("bad", list(BAD))
def test_a_bad_piece_on_the_form_is_dropped_with_a_message(playing, bad):
    battle, anna, _ = playing
    add(battle, anna, "stone-wall")
    piece_id = BAD[bad](battle, anna)
    before = everything(battle)

    page = phone(battle.code, anna.pk).get(roll_url(battle, "obstacle-crossing"), {"piece": piece_id})

    assert page.status_code == 200 and GONE in text(page)
    assert chosen(page, "obstacle") == ["small"]  # the form's default: nothing filled from the bad id
    assert chosen(page, "piece") == [] and "<script>'" not in page.text
    assert everything(battle) == before


@pytest.mark.parametrize("bad", list(BAD))
def test_a_roll_naming_a_bad_piece_is_refused_and_changes_nothing(playing, bad):
    battle, anna, _ = playing
    piece_id = BAD[bad](battle, anna)
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(
        roll_url(battle, "obstacle-crossing"), {"key": str(uuid.uuid4()), "piece": piece_id, "obstacle": "small"}
    )

    assert response.status_code == 400 and GONE in text(response)
    assert everything(battle) == before


def test_a_piece_taken_off_between_the_form_and_the_roll_is_refused_under_the_lock(playing):
    battle, anna, ben = playing
    wall = add(battle, anna, "stone-wall")
    pick = piece_pick(Battle.objects.get(pk=battle.pk), catalog.get("morale-check"), wall)
    services.piece_remove(code=battle.code, seat_id=ben.pk, key=key(), piece_id=wall)
    before = everything(battle)

    with pytest.raises(Refused, match="Stone wall \\(medium\\) was taken off the terrain sheet meanwhile"):
        rolls.battle_roll(
            code=battle.code,
            seat_id=anna.pk,
            procedure_id="morale-check",
            data={"force_morale": ["9"], "roll": ["1"]},
            key=key(),
            apply=piece_note(pick),
        )

    assert everything(battle) == before  # no server die used, no entry


# --- Errors only once the player asks ------------------------------------------------------------------


def test_a_first_visit_shows_no_errors_but_a_preview_and_a_roll_do(playing):
    battle, anna, _ = playing
    activated(battle, anna)
    add(battle, anna, "stone-wall")
    browser = phone(battle.code, anna.pk)

    first = browser.get(roll_url(battle, "attack"), {"action": "shoot"})
    picked = browser.get(roll_url(battle, "attack"), {"action": "shoot", "piece": "", "fill": "piece"})
    preview = browser.get(roll_url(battle, "attack"), {"action": "shoot", "attack_value": "9", "distance": ""})
    rolled = browser.post(
        roll_url(battle, "attack"), {"key": str(uuid.uuid4()), "action": "shoot", "attack_value": "9", "distance": ""}
    )

    for quiet in (first, picked):
        assert quiet.status_code == 200
        assert "has-error" not in quiet.text and "this is needed" not in quiet.text
        assert "Fill in Distance to the target to see the odds." in words(quiet)
    assert preview.status_code == 200 and "Distance to the target: this is needed." in text(preview)
    assert 'class="field number has-error"' in preview.text
    assert rolled.status_code == 400 and "Distance to the target: this is needed." in text(rolled)


# --- Queries -------------------------------------------------------------------------------------------


def test_the_roll_page_takes_the_same_queries_with_no_pieces_or_many(playing):
    battle, anna, _ = playing
    activated(battle, anna)
    browser = phone(battle.code, anna.pk)
    url = roll_url(battle, "attack") + "?action=shoot"
    # The battle and its seats (two prepared statements), the session, the activated unit, the units of the target list,
    # the unit's own last shot and the side's last target (a shot's form starts from one of them), the enemy units on
    # overwatch (the form says who may fire first): the sheet lives in
    # the battle's state, so pieces (and picking one) cost nothing.
    bare = queries_for(browser, url, "Attack")
    for preset in ["stone-wall", "hedge", "forest", "stone-ruins", "crops"] * 8:
        last = add(battle, anna, preset)

    with CaptureQueriesContext(connection) as picked:
        assert browser.get(url + f"&piece={last}").status_code == 200
    many = queries_for(browser, url, "Field of crops (no cover)")

    assert bare == many == len(picked) == 8
