"""Fewer taps at the table (issue 33): where the picker's Shoot aims (the side's last target, or the next man of
his kind when he is down, with the range and cover that shot said), a shot that moves on after it, the result
card's "Roll to the end" and its table dice in one tap, and the picker's quick rows (a double move, a vehicle's
move)."""

from __future__ import annotations

import re
import uuid

import pytest

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import turns
from battles.services.rolls import battle_roll
from battles.table import chain
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, state
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db
ATTACK = {"attack_value": ["10"], "quality": ["regular"], "distance": ["30"], "units": ["cm"], "cover": ["soft"]}


def riflemen(seat):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref"))


def shoot(battle, seat, shooter, target, dice):
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=shooter.pk, key=key())
    return turns.action_roll(code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack",
                             data={**ATTACK, "dice": [dice]}, key=key(), target_id=target.pk, then_done=True)  # fmt: skip


def test_the_picker_aims_where_the_sides_last_shot_went_with_its_range_and_cover(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    target = riflemen(ben)[0]
    shoot(battle, anna, riflemen(anna)[0], target, "6,6,6,6")  # a miss: he stands
    battle.refresh_from_db()
    aim = selectors.squad_aim(battle, anna)
    assert aim.target == target.pk and aim.label == target.label
    assert dict(aim.inputs)["distance"] == "30" and ("cover", "soft") in aim.inputs
    assert selectors.squad_aim(battle, ben) is None  # Ben has not shot


def test_when_the_man_is_down_it_aims_at_the_next_of_his_kind(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    first, second = riflemen(ben)[:2]
    shoot(battle, anna, riflemen(anna)[0], first, "6,6,6,6")
    BattleUnit.objects.filter(pk=first.pk).update(status="killed")  # as his effect roll would leave him
    battle.refresh_from_db()
    aim = selectors.squad_aim(battle, anna)
    assert aim.target == second.pk and aim.label == second.label


def test_a_shot_that_landed_on_the_own_side_is_no_aim(playing):
    """In solo play the phone rolls for both sides, and a shot may be logged under the player's seat while it landed
    on the player's own man: the picker's Shoot then aimed his squad at themselves (a play-test's "Feuer zielt auf
    Schütze 2", the shooter's own comrade). Only a shot that landed on the other side aims the next."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    enemy, mine = riflemen(ben)[0], riflemen(anna)[1]
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=riflemen(anna)[0].pk, key=key())
    for target in (enemy, mine):  # two misses; the newest landed on Anna's own man
        turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack",
                          data={**ATTACK, "dice": ["6,6,6,6"]}, key=key(), target_id=target.pk)  # fmt: skip
    BattleUnit.objects.filter(pk=mine.pk).update(status="killed")  # down: "the next of his kind" was her own squad
    battle.refresh_from_db()
    aim = selectors.squad_aim(battle, anna)
    assert aim.target == enemy.pk  # the newest shot at the enemy still aims
    assert selectors.last_shot(battle, anna, riflemen(anna)[3])[0] == enemy.pk  # the unit's form starts there too
    BattleUnit.objects.filter(pk=enemy.pk).update(status="killed")
    aim = selectors.squad_aim(battle, anna)
    assert aim.target == riflemen(ben)[1].pk  # the next of his kind: Ben's, never Anna's


def test_one_tap_shoots_at_the_aim_and_moves_on_after_it(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    target = riflemen(ben)[0]
    shoot(battle, anna, riflemen(anna)[0], target, "6,6,6,6")
    # Ben's turn: any unit, moved on in one tap, hands play back to Anna.
    ben_unit = riflemen(ben)[1]
    turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=ben_unit.pk, action="move", key=key())
    browser = phone(battle.code, anna.pk)
    browser.post(f"/battles/{battle.code}/turn/after-shot/", {"after_shot": "move"})
    page = browser.get(f"/battles/{battle.code}/")
    assert "Shoot aims at" in words(page) and 'data-testid="quick-double"' in page.content.decode()
    shooter = riflemen(anna)[1]
    form_key = uuid.uuid4()
    posted = {"key": str(form_key), "activate": str(shooter.pk), "action": "shoot", "then": "done", "quick": "1",
              "roll": "1", "then_move": "1", "target": str(target.pk), "distance": "30", "cover": "soft"}  # fmt: skip
    answer = browser.post(f"/battles/{battle.code}/roll/attack/", posted)
    assert answer.status_code == 302
    shot = LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="attack").order_by("-seq").first()
    assert shot.data["lands_on"]["unit"] == target.pk and "move" in shot.summary
    assert shot.data["inputs"]["distance"] == 30
    shooter.refresh_from_db()
    assert shooter.actions_used == 2 and not state(battle).get("activation")  # shot, moved, done
    again = browser.post(f"/battles/{battle.code}/roll/attack/", posted)  # the same tap twice: nothing more
    assert again.status_code == 302
    assert LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="attack").count() == 2


def test_a_bad_after_shot_choice_is_refused_in_words(playing):
    battle, anna, _ben = playing
    answer = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/after-shot/", {"after_shot": "dance"})
    assert answer.status_code == 400 and "Pick done or move" in words(answer)


def test_roll_to_the_end_rolls_every_follow_on_roll_in_one_tap(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    target = riflemen(ben)[0]
    shoot(battle, anna, riflemen(anna)[0], target, "1,1,1,1")  # a hit: its effect follows
    step = state(battle)["chain"][0]
    battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="effect-infantry", data={"dice": ["2,2"]}, key=key(),
                step=step["id"])  # suppressed: his morale check follows, and on a failure its effect  # fmt: skip
    step = state(battle)["chain"][0]
    assert step["procedures"] == ["morale-check"]
    before = Battle.objects.get(pk=battle.pk).entry_count
    browser = phone(battle.code, anna.pk)
    answer = browser.post(f"/battles/{battle.code}/roll/{step['procedures'][0]}/",
                          {"key": str(uuid.uuid4()), "step": step["id"], "quick": "1", "through": "1"})  # fmt: skip
    assert answer.status_code == 302
    after = Battle.objects.get(pk=battle.pk)
    assert not (after.state.get("chain") or []) or after.state["chain"][0].get("bodyguard")
    assert after.entry_count >= before + 1, "the morale check and whatever it led to were rolled"
    rolled = LogEntry.objects.filter(battle=battle, kind="roll", seq__gt=before)
    assert all(r["source"] == "server" for e in rolled for r in e.rolls)


def test_the_next_rolls_table_dice_are_used_in_the_same_tap(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "1,1,1,1")
    step = state(battle)["chain"][0]
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    html = page.content.decode()
    assert 'data-testid="roll-next-dice"' in html and 'placeholder="2D6"' in html
    answer = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/roll/{step['procedures'][0]}/",
                                              {"key": str(uuid.uuid4()), "step": step["id"], "quick": "1",
                                               "typed": "1", "dice": "6 6"})  # fmt: skip
    assert answer.status_code == 302
    rolled = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert rolled.rolls == [{"dice": [6, 6], "source": "table"}] and rolled.data["procedure"] == step["procedures"][0]


def test_the_result_card_finds_the_rolls_one_tap_made():
    tap, other = uuid.uuid4(), uuid.uuid4()
    shot = LogEntry(seq=5, key=tap, kind="roll")
    effect = LogEntry(seq=6, key=chain.through_key(tap, 0), kind="roll")
    morale = LogEntry(seq=7, key=chain.through_key(tap, 1), kind="roll")
    stray = LogEntry(seq=4, key=other, kind="roll")
    assert selectors.rolled_with(morale, [effect, shot, stray]) == [shot, effect]
    assert selectors.rolled_with(effect, [shot, stray]) == [shot]
    assert selectors.rolled_with(shot, [stray]) == []  # a tap's own first roll stands alone
    assert selectors.rolled_with(LogEntry(seq=8, key=None, kind="roll"), [morale, effect, shot]) == []


def test_the_aimed_shoot_rolls_what_follows_too(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shoot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "6,6,6,6")
    turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[1].pk, action="move", key=key())
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").content.decode()
    aimed = page[page.index('name="activate"') :].split("</form>")[0]
    assert 'name="through" value="1"' in aimed and 'data-testid="quick-shoot"' in aimed


def test_a_phone_playing_every_action_gets_the_shots_move_first_and_is_told_so(playing):
    """In "Every action" the roll form still led with "then play passes on (any other action is left unused)", its
    "Roll, then move" second (a play-test)."""
    battle, anna, _ben = playing
    initiative(battle, anna, "6,1")
    browser = phone(battle.code, anna.pk)
    browser.post(
        f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": riflemen(anna)[0].pk, "action": "shoot"}
    )
    form = f"/battles/{battle.code}/roll/attack/?action=shoot&then=done"
    one = browser.get(form).content.decode()
    assert one.index('name="roll" value="1"') < one.index('data-testid="roll-then-move"')
    browser.post(f"/battles/{battle.code}/turn/after-shot/", {"after_shot": "move"})
    every = browser.get(form)
    page = every.content.decode()
    assert page.index('data-testid="roll-then-move"') < page.index('name="roll" value="1"')
    assert "then the unit moves with its second (Roll, then move), or play passes on" in words(every)


def test_a_mortar_teams_shoot_opens_its_accuracy_roll_and_a_hit_calls_the_blast(playing):
    """A play-test's dead end: Shoot on the 5 cm leGrW 36 team opened the attack roll with no attack value, and the
    form asked for it three times. Its Shoot now opens the mortar's accuracy roll with the crew's quality filled in,
    and a hit leads on to the rolls the shell calls for."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    mortar = BattleUnit.objects.get(seat=anna, profile_key="de-mortar-team")
    browser = phone(battle.code, anna.pk)
    opened = browser.post(
        f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": mortar.pk, "action": "shoot"}
    )
    assert opened["Location"] == f"/battles/{battle.code}/roll/artillery-accuracy/?action=shoot&then=done"
    page = browser.get(opened["Location"])
    assert page.status_code == 200 and "This is needed" not in words(page)
    assert f'name="quality" value="{mortar.quality}" checked>' in page.content.decode()  # the crew's, filled in
    target = riflemen(ben)[0]
    posted = {"key": key(), "action": "shoot", "then": "done", "target": target.pk, "distance": "60", "units": "cm",
              "quality": mortar.quality, "dice": "1,1,1,1"}  # fmt: skip
    answer = browser.post(f"/battles/{battle.code}/roll/artillery-accuracy/", posted)
    assert answer.status_code == 302, words(answer)
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.data["procedure"] == "artillery-accuracy" and entry.data["lands_on"]["unit"] == target.pk
    assert state(battle).get("chain"), "the hit leads on to the shell's rolls"


def test_a_units_shoot_form_starts_at_the_sides_aim_with_its_range_and_cover(playing):
    """The one tap rolls at the side's last target with the range and cover that shot said; the unit's own Shoot
    form named the target but left the distance empty (a play-test: "the aimed target but not its 30 cm")."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    target = riflemen(ben)[0]
    shoot(battle, anna, riflemen(anna)[0], target, "6,6,6,6")  # a miss at 30 cm, in soft cover
    moved = BattleUnit.objects.filter(seat=ben, status="active").first()  # Ben's turn: he moves one unit
    turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=moved.pk, action="move", key=key())
    second = riflemen(anna)[1]
    browser = phone(battle.code, anna.pk)
    opened = browser.post(
        f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": second.pk, "action": "shoot"}
    )
    page = browser.get(opened["Location"]).content.decode()
    assert re.search(rf'<option value="{target.pk}" selected', page)
    assert re.search(r'name="distance" value="30"', page)
