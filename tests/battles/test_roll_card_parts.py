"""The result card of a roll made of two rolls (the morale check, then its failure's effect) shows each apart: its
dice, what it needed and its chance; a one-roll card is as before (issue 33, "the morale card's headline")."""

from __future__ import annotations

import pytest
from django.utils import translation

from battles import selectors
from battles.models import LogEntry, Seat
from battles.services import setup
from battles.services.rolls import battle_roll
from rules import display
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, state, three_players
from tests.battles.pages import phone, words
from tests.battles.test_fewer_taps import riflemen, shoot

pytestmark = pytest.mark.django_db
MORALE = {"force_morale": ["8"], "quality": ["regular"], "unit_kind": ["infantry"]}


def test_a_failed_morale_check_shows_the_check_and_its_effect_apart(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "1,1,1,1")
    step = state(battle)["chain"][0]
    battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="effect-infantry", data={"dice": ["2,2"]}, key=key(),
                step=step["id"])  # suppressed: his morale check follows  # fmt: skip
    step = state(battle)["chain"][0]
    battle_roll(code=battle.code, seat_id=ben.pk, procedure_id="morale-check", data={**MORALE, "dice": ["6,6,2,3"]},
                key=key(), step=step["id"])  # 12 fails; the effect's 2 and 3 follow  # fmt: skip
    entry = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    card = selectors.roll_card(entry)
    check, effect = card.parts
    assert (check.dice, effect.dice) == ([6, 6], [2, 3])
    assert check.target == entry.data["target"] and check.chance == f"{round(entry.data['probability'] * 100)} %"
    assert effect.target is None
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert f"needed {check.target} or less · {check.chance} to pass" in page


def test_a_single_roll_card_has_no_parts(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "6,6,6,6")
    entry = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert selectors.roll_card(entry).parts == ()


@pytest.mark.parametrize("dice", ["1,1,1,1", "6,6,6,6"])  # a hit and a miss
def test_a_roll_with_a_target_shows_its_chance_to_pass_whatever_it_gave(playing, dice):
    """Beside "needed N or less" the card showed the chance of the result rolled: 44 % on a miss of a 56 % shot,
    read by players as the chance to hit. It says the chance to pass, as the odds before the roll did."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], dice)
    entry = LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="attack").order_by("-seq").first()
    card = selectors.roll_card(entry)
    passing = f"{round(entry.data['probability'] * 100)} %"
    assert card.target == entry.data["target"] and card.chance == passing
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert f"needed {card.target} or less · {passing} to pass" in page


def test_an_initiative_card_names_the_player_beside_each_die_and_a_roll_off_only_the_tied(make_battle):
    """Both play-tests read "5 5", then "2 5 · Ben starts", without knowing whose die was whose."""
    battle, anna, _ben, _cleo = three_players(make_battle)  # seats in order: Anna, Ben, Cleo
    initiative(battle, anna, "4,6,6")  # Ben and Cleo tie for the highest
    tie = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert [(p.label, p.dice) for p in selectors.roll_card(tie).parts] == [("Anna", [4]), ("Ben", [6]), ("Cleo", [6])]
    initiative(battle, anna, "2,5")  # only they roll again
    roll_off = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert [(p.label, p.dice) for p in selectors.roll_card(roll_off).parts] == [("Ben", [2]), ("Cleo", [5])]
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Ben 2 Cleo 5 Cleo starts" in page


def test_an_initiative_card_writes_a_players_name_as_they_wrote_it(make_battle):
    """A player named "anna_duo" read "Anna_duo starts": the card's first letter was made a capital."""
    battle, anna, _ben, _cleo = three_players(make_battle)
    Seat.objects.filter(pk=anna.pk).update(display_name="anna_duo")
    initiative(battle, anna, "6,2,1")
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "anna_duo starts" in page and "Anna_duo" not in page


def test_a_kill_says_who_scores_in_german_as_in_english(playing):
    """Anna's German card of her own kill said only the action spent; Ben's English one said "team A scores"."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "1,1,1,1")
    step = state(battle)["chain"][0]
    battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="effect-infantry", data={"dice": ["1,1"]}, key=key(),
                step=step["id"])  # a double 1 kills  # fmt: skip
    entry = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert "team A scores" in entry.summary
    points = state(battle)["combat_score"]["A"]
    with translation.override("de"):
        assert f"Seite A erhält {points} (Kampfwertung {points})." in selectors.roll_card(entry).said
        assert f"Seite A erhält {points} (Kampfwertung {points})." in selectors.said_line(entry)


def test_a_result_neither_hoped_for_nor_feared_shows_no_chance(revealed):
    """The deployment sector's card said "North · Chance 25 %": the chance of a compass point told the table nothing.
    An effect that is feared or hoped for keeps its chance."""
    battle, anna, _ben = revealed
    setup.roll_deployment(code=battle.code, seat_id=anna.pk, data={"roll": ["1"]}, key=key())
    entry = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert entry.data["result"] not in display.HOPED_FOR | display.FEARED
    assert selectors.roll_card(entry).chance == ""


def test_an_effect_keeps_the_chance_of_what_it_gave(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "1,1,1,1")
    step = state(battle)["chain"][0]
    battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="effect-infantry", data={"dice": ["2,2"]}, key=key(),
                step=step["id"])  # fmt: skip
    entry = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert entry.data["result"] in display.HOPED_FOR | display.FEARED
    assert selectors.roll_card(entry).chance.endswith(" %")
