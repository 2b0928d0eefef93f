"""The report after the battle: result, Combat Score chart, losses, dice luck."""

from __future__ import annotations

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import followups, lobby, setup, turns
from battles.services.rolls import battle_roll
from battles.table import report
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, key, seat_examples, settle_setup, state
from tests.battles.pages import words

# Attack value 9 at 40 cm needs 17 or less on 4D6: 84.1 % (the calculators' own example).
HIT_17 = {"attack_value": ["9"], "distance": ["40"], "units": ["cm"]}


def one_turn_battle(make_battle):
    battle, anna = make_battle(turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["3"]}, key=key())
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["5,2"]}, key=key())
    return battle, anna, ben


def test_the_report_tells_the_result_losses_and_luck(client, make_battle):
    battle, anna, ben = one_turn_battle(make_battle)
    for dice in ("1,1,1,1", "6,6,6,6", "1,1,1,1"):
        battle_roll(
            code=battle.code, seat_id=anna.pk, procedure_id="attack", data={**HIT_17, "dice": [dice]}, key=key()
        )
    victim = BattleUnit.objects.filter(seat=ben, unit_type="infantry", stats__crew=1, squad_leader=False).first()
    battle_roll(
        code=battle.code,
        seat_id=anna.pk,
        procedure_id="effect-infantry",
        data={"dice": ["1,1"]},
        key=key(),
        target_id=victim.pk,
        step=state(battle)["chain"][0]["id"],  # the first hit's effect: the victim is killed
    )
    followups.skip_step(
        code=battle.code, seat_id=anna.pk, step_id=state(battle)["chain"][0]["id"], reason="", key=key()
    )
    assert client.get(f"/battles/{battle.code}/report/").status_code == 404  # not over yet
    client.cookies["django_language"] = "de"
    assert "Der Bericht kommt, wenn die Schlacht vorbei ist." in client.get(f"/battles/{battle.code}/report/").text
    client.cookies["django_language"] = "en-gb"
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    page = client.get(f"/battles/{battle.code}/report/")

    assert page.status_code == 200
    text = page.content.decode()
    assert "Team A wins" in text and "after the last turn" in text
    assert "<polyline" in text and "limit 50" in text
    assert f"{victim.label}" in text and f"Team B: 1 lost, {victim.points} points" in text
    assert "2 of 3 succeeded, 2.5 expected (-0.5)" in text
    # The table says the final score beside who won (a play-test saw "Team A wins on the Combat Score" with the
    # score last seen at 36), in German too.
    score = Battle.objects.get(pk=battle.pk).state["combat_score"]
    a, b = score.get("A", 0), score.get("B", 0)
    assert f"Final Combat Score A {a} · B {b}" in words(client.get(f"/battles/{battle.code}/"))
    client.cookies["django_language"] = "de"
    assert f"Kampfwertung am Ende: A {a} · B {b}" in words(client.get(f"/battles/{battle.code}/"))


def test_a_morale_check_counts_for_the_luck_of_the_units_owner_not_of_whoever_rolled_it(make_battle):
    battle, anna, ben = one_turn_battle(make_battle)
    victim = BattleUnit.objects.filter(seat=ben, unit_type="infantry", stats__crew=1, squad_leader=False).first()
    morale = {"force_morale": ["9"], "quality": ["regular"], "unit_kind": ["infantry"], "dice": ["1,1"]}
    battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="morale-check", data=morale, key=key(), target_id=victim.pk
    )
    battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="attack", data={**HIT_17, "dice": ["1,1,1,1"]}, key=key()
    )

    luck = {
        row.name: row.rolls
        for row in report.dice_luck(list(LogEntry.objects.filter(battle=battle)), report.owners_of(battle))
    }

    assert luck == {"Ben": 1, "Anna": 1}  # Anna tapped both; the check was Ben's soldier's
