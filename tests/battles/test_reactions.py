"""Rolls in the enemy's turn for one's own unit (an overwatch shot, AA fire, a dogfight, an MG stopping an
AFV): the form asks which unit fires, those on the matching duty first, fills in from it, and the log names it."""

from __future__ import annotations

import re
import uuid

import pytest
from django.utils import translation

from battles import regions, selectors
from battles.models import Battle, BattleUnit, LogEntry, RegionRender
from battles.services import command, reactions, rolls, turns
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, ready_to_play, state, three_players, unit_of, verified
from tests.battles.pages import phone, text


def roll_url(battle, procedure_id: str) -> str:
    return f"/battles/{battle.code}/roll/{procedure_id}/"


def shooter_options(response) -> list[str]:
    select = re.search(r'<select id="shooter" name="shooter">(.*?)</select>', text(response), re.S)
    return re.findall(r'<option value="\d+"[^>]*>([^<]*)</option>', select.group(1)) if select else []


def test_an_overwatch_shot_in_the_enemys_turn_is_filled_in_from_the_unit_on_overwatch(playing):
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")  # Ben's turn
    assert state(battle)["active"] == ben.pk
    browser = phone(battle.code, anna.pk)

    options = shooter_options(browser.get(roll_url(battle, "overwatch")))
    assert (
        options[0] == f"On overwatch: {mg.label}"
        and len(options) == BattleUnit.objects.filter(seat=anna).exclude(status="aboard").count()
    )

    german = shooter_options(browser.get(roll_url(battle, "overwatch"), HTTP_ACCEPT_LANGUAGE="de"))
    with translation.override("de"):
        assert german[0] == f"In Feuerbereitschaft: {mg.label_said}"  # "MG 42 auf Lafette 42 (schwerer MG-Trupp) 1"
    filled = text(browser.get(roll_url(battle, "overwatch"), {"shooter": mg.pk, "fill": "1"}))
    firepower = max([mg.stats["small_arms"]] + [w["small_arms"] for w in mg.weapons if w["slot"] == "primary"])
    assert re.search(rf'name="attack_value"[^>]*value="{firepower}"', filled)

    response = browser.post(
        roll_url(battle, "overwatch"),
        {"key": str(uuid.uuid4()), "shooter": mg.pk, "attack_value": str(firepower), "quality": "regular",
         "distance": "40", "units": "cm", "dice": "6,6,6,6"},
    )  # fmt: skip
    assert response.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.summary.endswith(f"Fired by {mg.label}.") and entry.seat_id == anna.pk
    assert "shooter" not in entry.data["inputs"]


def test_another_seats_unit_is_never_the_shooter(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    browser = phone(battle.code, anna.pk)
    page = text(browser.get(roll_url(battle, "overwatch"), {"shooter": unit_of(ben, "us-m1919-mmg").pk, "fill": "1"}))
    assert "selected>" not in re.search(r'<select id="shooter".*?</select>', page, re.S).group(0)
    assert not shooter_options(phone().get(roll_url(battle, "overwatch")))  # a spectator picks no shooter


def test_aa_fire_from_a_gun_on_overwatch_is_marked_as_such(convoys):
    battle, anna, ben = convoys
    ready_to_play(battle, anna, ben)
    flak = unit_of(anna, "de-flak38")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={flak.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")
    page = text(phone(battle.code, anna.pk).get(roll_url(battle, "aa-fire"), {"shooter": flak.pk, "fill": "1"}))
    assert re.search(r'name="overwatch" value="true" checked', page) or re.search(r'name="overwatch"[^>]*checked', page)


# --- The overwatch rules, under the battle's lock ------------------------------------------------------

SHOT = {"attack_value": ["10"], "distance": ["40"], "units": ["cm"], "dice": ["6,6,6,6"]}


def overwatch_shot(battle, seat, shooter):
    return reactions.reaction_roll(
        code=battle.code, seat_id=seat.pk, procedure_id="overwatch", data=SHOT, key=key(), shooter_id=shooter.pk
    )


def test_a_unit_on_overwatch_fires_its_attacks_per_turn_then_is_spent(playing):
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    most = mg.stats["attacks_per_turn"]
    assert most == 2  # the sample MG 42 fires twice a turn
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")
    first = overwatch_shot(battle, anna, mg).entry
    assert first.summary.endswith(f"Fired by {mg.label}.")
    last = overwatch_shot(battle, anna, mg).entry
    assert "last shot this turn: spent" in last.summary
    assert BattleUnit.objects.get(pk=mg.pk).tokens == {"overwatch": 1, "spent": 1}
    rolled = Battle.objects.get(pk=battle.pk).roll_count
    with pytest.raises(Refused, match="fired all its shots"):
        overwatch_shot(battle, anna, mg)
    assert Battle.objects.get(pk=battle.pk).roll_count == rolled  # refused before any die


def test_only_a_unit_on_overwatch_takes_an_overwatch_shot_and_only_its_player(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    with pytest.raises(Refused, match="is not on overwatch"):
        overwatch_shot(battle, anna, unit_of(anna, "de-sniper"))
    with pytest.raises(Refused, match="your own units"):
        overwatch_shot(battle, anna, unit_of(ben, "us-sniper"))


def test_a_reaction_roll_needs_one_of_your_own_units_as_the_shooter(playing):
    # Review finding: without a shooter the overwatch limits were skipped on the free-roll path.
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    browser = phone(battle.code, anna.pk)
    count = LogEntry.objects.filter(battle=battle).count()
    for shooter in ("", str(unit_of(ben, "us-m1919-mmg").pk)):
        response = browser.post(
            roll_url(battle, "overwatch"),
            {"key": str(uuid.uuid4()), "shooter": shooter, "attack_value": "10", "distance": "40", "units": "cm",
             "dice": "6,6,6,6"},
        )  # fmt: skip
        assert response.status_code == 400 and "Pick which of your units fires." in text(response)
    assert LogEntry.objects.filter(battle=battle).count() == count


def test_a_hidden_unit_fires_no_overwatch_shot(playing):
    battle, anna, _ = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    BattleUnit.objects.filter(pk=mg.pk).update(tokens={"overwatch": 1, "hidden": 1})
    initiative(battle, anna, "1,6")
    with pytest.raises(Refused, match="is hidden"):
        overwatch_shot(battle, anna, mg)


def test_no_reaction_roll_interrupts_an_officers_orders(playing):
    # Ranking Officers: the enemy may interrupt orders only with covering fire.
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")  # Ben starts
    officer = BattleUnit.objects.get(seat=ben, unit_type="ranking-officer")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=officer.pk, key=key())
    command.give_orders(code=battle.code, seat_id=ben.pk, key=key())
    with pytest.raises(Refused, match="only with covering fire"):
        overwatch_shot(battle, anna, mg)
    turns.end_activation(code=battle.code, seat_id=ben.pk, key=key())
    command.end_orders(code=battle.code, seat_id=ben.pk, key=key())
    assert "Fired by" in overwatch_shot(battle, anna, mg).entry.summary  # the orders are over


# --- The offer on the other phone ----------------------------------------------------------------------------------


def test_the_other_phone_is_offered_its_overwatch_shot_at_the_unit_acting_filled_in(playing):
    """While Ben's unit is activated, Anna's phone offers her unit on overwatch a first shot at it, one tap to a form
    filled from her unit with his unit as the target: a play-test's phone never said overwatch was there, and the
    form opened without its attack value."""
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")  # Ben's turn
    browser = phone(battle.code, anna.pk)
    table = f"/battles/{battle.code}/"
    assert 'data-testid="overwatch-offer"' not in text(browser.get(table))  # nothing acts yet: nothing to fire at
    rifleman = unit_of(ben, "us-rifleman")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman.pk, key=key())

    page = text(browser.get(table))
    most = max([mg.stats.get("attacks_per_turn") or 1] + [w.get("attacks_per_turn") or 1 for w in mg.weapons])
    assert f"if <strong>{rifleman.label}</strong> shoots at one of your units, yours fires first, and a hit" in page
    link = re.search(r'href="([^"]+)" data-testid="overwatch-fire">([^<]+)<', page)
    assert link.group(2).startswith(f"Fire first: {mg.label} ({most} shot")
    assert 'data-testid="overwatch-offer"' not in text(phone(battle.code, ben.pk).get(table))  # not to the mover
    german = phone(battle.code, anna.pk)
    german.cookies["django_language"] = "de"
    assert "feuert deine zuerst" in text(german.get(table)) and "Zuerst feuern:" in text(german.get(table))

    form = text(browser.get(link.group(1).replace("&amp;", "&")))
    firepower = max([mg.stats["small_arms"]] + [w["small_arms"] for w in mg.weapons if w["slot"] == "primary"])
    assert re.search(rf'name="attack_value"[^>]*value="{firepower}"', form)
    assert re.search(rf'<option value="{mg.pk}" selected>', form)
    assert re.search(rf'<option value="{rifleman.pk}" selected>', form)
    with translation.override("de"):
        said_de = mg.label_said
    assert f"Für <strong>{said_de}</strong>" in text(german.get(link.group(1).replace("&amp;", "&")))
    opened = text(browser.get(roll_url(battle, "overwatch")))  # opened some other way, the unit on duty fills it too
    assert re.search(rf'name="attack_value"[^>]*value="{firepower}"', opened)

    for _ in range(most):  # its shots this turn, then the offer is gone
        reactions.reaction_roll(code=battle.code, seat_id=anna.pk, procedure_id="overwatch", key=key(),
                                data={"attack_value": [str(firepower)], "distance": ["40"], "units": ["cm"],
                                      "dice": ["6,6,6,6"]}, shooter_id=mg.pk)  # fmt: skip
    assert 'data-testid="overwatch-offer"' not in text(browser.get(table))


def test_the_phone_about_to_shoot_is_told_which_enemy_units_stand_on_overwatch(playing):
    """Ben's picker's one-tap Shoot rolls at once: his phone says Anna's unit on overwatch may fire first, so he
    gives her the chance before he rolls; once its shots are fired the line is gone."""
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")  # Ben's turn
    bens, table = phone(battle.code, ben.pk), f"/battles/{battle.code}/"
    most = max([mg.stats.get("attacks_per_turn") or 1] + [w.get("attacks_per_turn") or 1 for w in mg.weapons])
    page = text(bens.get(table))
    assert re.search(
        rf'data-testid="watched-by"><summary><strong>On overwatch:</strong> {re.escape(mg.label)} \({most} shot', page
    )
    assert "give them the chance before you roll" in page and 'data-testid="overwatch-fire"' not in page
    assert 'data-testid="watched-by"' not in text(phone(battle.code, anna.pk).get(table))  # not to her own phone
    bens.cookies["django_language"] = "de"
    assert "In Feuerbereitschaft:" in text(bens.get(table))
    for _ in range(most):
        reactions.reaction_roll(code=battle.code, seat_id=anna.pk, procedure_id="overwatch", key=key(),
                                data={"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "dice": ["6,6,6,6"]},
                                shooter_id=mg.pk)  # fmt: skip
    assert 'data-testid="watched-by"' not in text(bens.get(table))


@pytest.mark.parametrize(
    ("dice", "at_the_active", "spent"),
    [("1,1,1,1", True, 1), ("6,6,6,6", True, 0), ("1,1,1,1", False, 0)],  # a hit on it; a miss; a hit on another
)
def test_an_overwatch_hit_on_the_unit_acting_breaks_up_its_attack(playing, dice, at_the_active, spent):
    """Overwatch: "Everytime overwatch is successful, the enemy attack is broken up": the shot the acting unit was
    about to fire is spent from its activation, without a roll; a miss, or a hit on another unit, spends nothing."""
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")
    rifleman, other = BattleUnit.objects.filter(seat=ben, profile_key="us-rifleman").order_by("ref")[:2]
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman.pk, key=key())
    before = state(battle)

    entry = reactions.reaction_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="overwatch", key=key(), shooter_id=mg.pk,
        data={**SHOT, "dice": [dice]}, target_id=(rifleman if at_the_active else other).pk,
    ).entry  # fmt: skip

    after = state(battle)
    assert after["activation"]["used"] == before["activation"]["used"] + spent
    assert after["actions"][str(ben.pk)] == before["actions"][str(ben.pk)] - spent
    assert (f"The attack of {rifleman.label} is broken up: its shot is lost." in entry.summary) == bool(spent)
    with translation.override("de"):
        line = selectors.said_line(entry)
    assert ("ist zerschlagen: Der Schuss ist verloren. " in line and ": Schuss. Noch " in line) == bool(spent), line
    german = phone(battle.code, ben.pk)
    german.cookies["django_language"] = "de"
    card = text(german.get(f"/battles/{battle.code}/"))  # the roll card on the table says it too
    assert ("ist zerschlagen: Der Schuss ist verloren." in card) == bool(spent)
    verified(battle)


def test_a_shot_tapped_on_a_form_left_open_after_an_overwatch_hit_lands_on_the_table(playing):
    """Ben opened his unit's attack form; Anna's overwatch hit it first. His tap on Roll is refused (the hit's
    rolls come first) on the table, which shows her shot and what to roll next, not on the form that knew nothing."""
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")
    rifleman = unit_of(ben, "us-rifleman")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman.pk, key=key())
    reactions.reaction_roll(code=battle.code, seat_id=anna.pk, procedure_id="overwatch", key=key(), shooter_id=mg.pk,
                            data={**SHOT, "dice": ["1,1,1,1"]}, target_id=rifleman.pk)  # fmt: skip
    rolled = Battle.objects.get(pk=battle.pk).roll_count

    tapped = phone(battle.code, ben.pk).post(
        f"{roll_url(battle, 'attack')}?action=shoot",
        {"key": str(uuid.uuid4()), "action": "shoot", "attack_value": "9", "distance": "30", "units": "cm", "roll": "1"},
    )  # fmt: skip

    page = text(tapped)
    assert tapped.status_code == 400 and "First finish the rolls that follow" in page
    assert 'data-testid="roll-card"' in page and "Overwatch shot" in page  # the table, with her shot on its card
    assert Battle.objects.get(pk=battle.pk).roll_count == rolled


def test_a_teammates_unit_is_never_offered_as_an_overwatch_target(make_battle):
    """Anna and Cleo play team A: while Cleo's unit acts, Anna's phone offers no overwatch shot at it, and a hit her
    unit on overwatch lands on it breaks up nothing."""
    battle, anna, _ben, cleo = three_players(make_battle)
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,2,6")  # Cleo first
    assert state(battle)["active"] == cleo.pk
    hers = BattleUnit.objects.filter(seat=cleo, status="active", unit_type="infantry").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=cleo.pk, unit_id=hers.pk, key=key())
    assert 'data-testid="overwatch-offer"' not in text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    before = state(battle)["activation"]["used"]
    entry = reactions.reaction_roll(code=battle.code, seat_id=anna.pk, procedure_id="overwatch", key=key(),
                                    shooter_id=mg.pk, data={**SHOT, "dice": ["1,1,1,1"]}, target_id=hers.pk).entry  # fmt: skip
    assert state(battle)["activation"]["used"] == before and "broken up" not in entry.summary


def test_while_enemy_units_watch_the_pickers_shoot_opens_the_form_instead_of_rolling_at_once(playing):
    """The picker's aimed Shoot (at the side's last target) activates, rolls and hands on in one tap: with enemy
    units on overwatch it opens the unit's attack form instead, the moment the other phone's offer appears."""
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")  # Ben's turn
    shooter, other = BattleUnit.objects.filter(seat=ben, profile_key="us-rifleman").order_by("ref")[:2]
    target = unit_of(anna, "de-rifleman")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=shooter.pk, key=key())
    turns.action_roll(code=battle.code, seat_id=ben.pk, action="shoot", procedure_id="attack", key=key(),
                      data={**SHOT, "dice": ["6,6,6,6"]}, target_id=target.pk, then_done=True)  # fmt: skip
    mover = BattleUnit.objects.filter(seat=anna, profile_key="de-rifleman").exclude(pk=target.pk).first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=mover.pk, key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="double-move", key=key())  # Ben's turn again
    assert state(battle)["active"] == ben.pk
    bens, table = phone(battle.code, ben.pk), f"/battles/{battle.code}/"
    assert 'name="roll" value="1" data-testid="quick-shoot"' in text(bens.get(table))  # aimed: rolls at once

    mg = unit_of(anna, "de-mg42-hmg")
    BattleUnit.objects.filter(pk=mg.pk).update(tokens={"overwatch": 1})  # as declared at the start of a turn
    regions.RENDERS.clear()  # the same battle version, made afresh (the kept renders did not see the update)
    RegionRender.objects.all().delete()
    page = text(bens.get(table))
    assert 'name="roll" value="1" data-testid="quick-shoot"' not in page
    assert 'name="action" value="shoot" data-testid="quick-shoot"' in page


def test_a_unit_killed_in_its_own_activation_acts_no_more_and_play_passes_on(playing):
    """Ben's rifleman is activated; Anna's overwatch hits and its effect kills him: his activation ends and play
    passes on, as after "Done with this unit" (a play-test's dead rifleman went on to shoot, and was offered his own
    rifle to pick up)."""
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")
    rifleman = BattleUnit.objects.filter(seat=ben, profile_key="us-rifleman").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman.pk, key=key())
    reactions.reaction_roll(code=battle.code, seat_id=anna.pk, procedure_id="overwatch", key=key(), shooter_id=mg.pk,
                            data={**SHOT, "dice": ["1,1,1,1"]}, target_id=rifleman.pk)  # fmt: skip
    step = state(battle)["chain"][0]
    assert state(battle)["activation"]["unit"] == rifleman.pk

    entry = rolls.battle_roll(code=battle.code, seat_id=ben.pk, procedure_id=step["procedures"][0],
                              data={"dice": ["1,1"]}, key=key(), step=step["id"]).entry  # fmt: skip

    after = state(battle)
    assert BattleUnit.objects.get(pk=rifleman.pk).status == "dead"
    assert not after["activation"] and after["active"] == anna.pk
    assert f"{rifleman.label} is out of the fight: its activation ends. Anna activates next." in entry.summary
    with pytest.raises(Refused):
        turns.action_roll(code=battle.code, seat_id=ben.pk, action="shoot", procedure_id="attack", key=key(),
                          data={**SHOT, "dice": ["1,1,1,1"]})  # fmt: skip
    verified(battle)


def test_the_attack_form_of_the_side_acting_says_which_enemy_units_watch(playing):
    """The picker's first Shoot opens the attack form, where the shooter rolls: it says the enemy units on overwatch
    may fire first (a play-test rolled there and the other phone's offer simply went away)."""
    battle, anna, ben = playing
    mg = unit_of(anna, "de-mg42-hmg")
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={mg.pk: "overwatch"}, key=key())
    initiative(battle, anna, "1,6")  # Ben's turn
    rifleman = unit_of(ben, "us-rifleman")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman.pk, key=key())
    form = text(phone(battle.code, ben.pk).get(f"{roll_url(battle, 'attack')}?action=shoot"))
    assert re.search(
        rf'data-testid="watched-by"><strong>On overwatch:</strong> {re.escape(mg.label)} \(2 shots\)', form
    )
    calm = text(phone(battle.code, ben.pk).get(f"{roll_url(battle, 'morale-check')}"))  # not a shot: nothing said
    assert 'data-testid="watched-by"' not in calm
