"""Solo battles: the setup rolled with the battle's fair dice, the enemy drawn, sealed and placed by the app, the
player's additional points, and the player's phone acting for the app's seat."""

from __future__ import annotations

import html
import re
import uuid

import pytest
from django.utils import translation

from armies.roster_check import example_document
from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import cards, common, lobby, placement, rolls, setup, solo, solo_turn, turns
from battles.table import solo_play
from bof_site.refusals import Refused
from rules.engine.procedures.setup import MODES
from rules.engine.solitaire.activation import RUNGS
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, QUIET_CARDS, draw_quiet, key, verified
from tests.battles.pages import phone, words

PICKED = {"side": "allies", "enemy_type": "de-regular-infantry", "map": "rural", "scenario": "victory-zones",
          "attacker": "player", "edge": "south"}  # fmt: skip


def make_solo(**picks):
    return solo.solo_create(settings=solo.SoloSettings(**picks), player_name="Anna", client_seed="anna-seed")


def seats_of(battle):
    seats = list(Seat.objects.filter(battle=battle).order_by("position"))
    return seats[0], seats[1]


def test_it_rolls_everything_left_to_the_dice(sample_pack):
    battle, anna = make_solo()
    battle.refresh_from_db()
    me, app = seats_of(battle)
    assert (me.pk, me.is_host, me.played_by_app) == (anna.pk, True, False)
    assert app.played_by_app and app.is_ready and app.display_name == solo.APP_NAME
    assert app.roster_commitment == lobby.roster_commitment(app.salt, app.roster)
    assert battle.game_mode in solo.SCENARIOS and battle.phase == "lobby"
    sheet = battle.state["solo"]["sheet"]
    asked = {line["what"] for line in sheet}
    assert {"side", "enemy nation", "enemy doctrine", "enemy detachment", "map", "scenario", "edge"} <= asked
    assert all(line.get("dice") or line["result"] for line in sheet)
    kinds = list(LogEntry.objects.filter(battle=battle).values_list("kind", flat=True))
    assert kinds == ["created", "solo-setup", "solo-enemy"]
    rolled = [r["n"] for e in LogEntry.objects.filter(battle=battle) for r in e.rolls]
    assert rolled == list(range(1, battle.roll_count + 1))
    verified(battle)


def test_it_follows_every_pick_and_rolls_only_the_enemy(sample_pack):
    battle, _anna = make_solo(**PICKED)
    battle.refresh_from_db()
    me, app = seats_of(battle)
    sheet = battle.state["solo"]["sheet"]
    assert all(line.get("picked") for line in sheet)
    assert (me.team, app.team) == ("A", "B")  # the player attacks: team A
    assert battle.state["solo"]["enemy_edge"] == "north"
    assert battle.state["setup"]["sectors"] == {"A": "south", "B": "north"}
    assert app.roster["detachment_type"] == "de-regular-infantry"
    solo_setup = LogEntry.objects.get(battle=battle, kind="solo-setup")
    assert solo_setup.rolls == []  # nothing was left to chance but the enemy's force


@pytest.mark.parametrize(("attacker", "teams"), [("player", ("A", "B")), ("enemy", ("B", "A"))])
def test_the_attacker_is_team_a(sample_pack, attacker, teams):
    battle, _anna = make_solo(**{**PICKED, "scenario": "the-supply-road", "attacker": attacker})
    me, app = seats_of(battle)
    assert (me.team, app.team) == teams
    assert battle.points_a >= MODES["the-supply-road"].points[0]


@pytest.mark.parametrize("enemy", ["de-regular-infantry", "de-armored-group", "pl-cavalry", "us-paratroopers"])
def test_the_enemy_force_is_a_valid_detachment_within_its_points(sample_pack, enemy):
    battle, _anna = make_solo(**{**PICKED, "side": "", "enemy_type": enemy})  # the side faces the enemy
    battle.refresh_from_db()
    _me, app = seats_of(battle)
    checked = lobby.seat_checked(battle, app)
    assert checked.muster.valid, checked.muster.problems
    enemy_state = battle.state["solo"]["enemy"]
    assert enemy_state["points"] == checked.muster.points
    assert all(enemy_state["spent"][k] <= enemy_state["budgets"][k] for k in enemy_state["spent"])


@pytest.mark.parametrize(
    ("field", "value"),
    [("side", "neutral"), ("map", "moon"), ("scenario", "combat-only"), ("attacker", "both"), ("edge", "up")],
)
def test_it_refuses_a_pick_outside_the_lists_and_makes_nothing(sample_pack, field, value):
    before = Battle.objects.count()
    with pytest.raises(Refused) as refused:
        make_solo(**{field: value})
    assert refused.value.field == field
    assert Battle.objects.count() == before


def test_it_refuses_an_unknown_enemy_detachment(sample_pack):
    with pytest.raises(Refused) as refused:
        make_solo(enemy_type="de-martians")
    assert refused.value.field == "enemy_type"


def test_the_player_rolls_additional_points_once_after_choosing(sample_pack):
    battle, anna = make_solo(**PICKED)
    with pytest.raises(Refused, match="Choose your detachment first"):
        solo.player_points(code=battle.code, seat_id=anna.pk)
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    before = Battle.objects.get(pk=battle.pk).points_a
    solo.player_points(code=battle.code, seat_id=anna.pk)
    battle.refresh_from_db()
    rolled = battle.state["solo"]["player_points"]
    assert sorted(rolled["dice"]) == ["soldiers", "support", "weapons"]
    assert [len(rolled["dice"][k]) for k in ("soldiers", "weapons", "support")] == [3, 2, 3]  # an infantry doctrine
    assert rolled["total"] == sum(sum(d) for d in rolled["dice"].values())
    assert battle.points_a == before + rolled["total"]
    with pytest.raises(Refused, match="rolled already"):
        solo.player_points(code=battle.code, seat_id=anna.pk)
    line = LogEntry.objects.get(battle=battle, kind="solo-points")
    with translation.override("de"):  # the log said it in English on German pages (a play-test)
        assert selectors.said_line(line) == (
            f"Anna würfelt {rolled['total']} Zusatzpunkte: Die Abteilung darf jetzt {battle.points_a} ausgeben."
        )


def test_only_the_player_draws_the_enemy_again_and_it_is_logged(sample_pack):
    battle, anna = make_solo(**PICKED)
    first = Seat.objects.get(battle=battle, played_by_app=True).roster_commitment
    solo.enemy_reroll(code=battle.code, seat_id=anna.pk)
    battle.refresh_from_db()
    app = Seat.objects.get(battle=battle, played_by_app=True)
    assert app.roster_commitment != first and app.is_ready
    assert battle.state["solo"]["rerolls"] == 1
    assert LogEntry.objects.filter(battle=battle, kind="solo-enemy").count() == 2
    with pytest.raises(Refused):
        solo.enemy_reroll(code=battle.code, seat_id=app.pk)


def revealed_solo():
    battle, anna = make_solo(**PICKED)
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    battle.refresh_from_db()
    return battle, anna


def test_readying_reveals_both_and_the_enemy_is_placed_by_its_list(sample_pack):
    battle, anna = revealed_solo()
    assert battle.phase == "setup"
    _me, app = seats_of(battle)
    with pytest.raises(Refused, match="cannot draw the enemy again|force is fixed"):
        solo.enemy_reroll(code=battle.code, seat_id=anna.pk)
    solo.place_enemy(code=battle.code, seat_id=anna.pk, key=key())
    units = BattleUnit.objects.filter(battle=battle, seat=app).exclude(status="aboard")
    assert all(u.placed for u in units if u.unit_type != "plane")
    plan = {p["ref"]: p for p in battle.state["solo"]["enemy"]["placement"]}
    ambush = {u.ref for u in units if u.tokens.get("ambush")}
    assert ambush == {ref for ref, p in plan.items() if p["ambush"] and not p["towed_by"]}
    entry = LogEntry.objects.filter(battle=battle).last()
    assert entry.seat_id == app.pk and "places the enemy" in entry.summary
    with pytest.raises(Refused, match="placed already"):
        solo.place_enemy(code=battle.code, seat_id=anna.pk, key=key())
    verified(battle)


def app_to_act(initiative="1,6"):
    """A solo battle at turn 1 whose initiative the app's side won (team B; "6,1": the player's)."""
    battle, anna = revealed_solo()
    _me, app = seats_of(battle)
    placement.place_all(code=battle.code, seat_id=anna.pk, key=key())
    solo.place_enemy(code=battle.code, seat_id=anna.pk, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="B", data={"dice": ["6"]}, key=key())
    draw_quiet(battle, anna.pk)
    draw_quiet(battle, anna.pk, drawer_id=app.pk)  # for the app, as referee
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": [initiative]}, key=key())
    battle.refresh_from_db()
    return battle, anna, app


def test_the_players_phone_acts_for_the_app_when_its_turn_comes(sample_pack):
    battle, anna, app = app_to_act()
    assert battle.state["active"] == app.pk
    entry = turns.spend_action(code=battle.code, seat_id=anna.pk, action="other", key=key())
    assert entry.seat_id == app.pk and entry.by_name == solo.APP_NAME
    verified(battle)


def test_the_app_picks_its_unit_as_soon_as_play_passes_to_it(sample_pack):
    battle, anna, app = app_to_act()  # the app won the initiative: its pick is part of that change
    entry = LogEntry.objects.filter(battle=battle).last()
    decision = entry.data["decision"]
    assert entry.kind == "solo-activate" and entry.seat_id == app.pk
    assert len(entry.rolls) == 1 and entry.rolls[0]["source"] == "server"  # the first activation: a sector die
    face = entry.rolls[0]["dice"][0]
    rolled = ("left-flank", "left-flank", "middle", "middle", "right-flank", "right-flank")[face - 1]
    assert decision["sector"] == rolled or any("S10" in r for r in decision["reasons"])
    assert decision["rung"] in RUNGS
    unit = BattleUnit.objects.get(pk=decision["unit"])
    assert unit.seat_id == app.pk and battle.state["activation"]["unit"] == unit.pk
    with pytest.raises(Refused, match="Finish the enemy unit"):
        solo_turn.enemy_next(code=battle.code, seat_id=anna.pk, key=key())
    solo_turn.enemy_hold(code=battle.code, seat_id=anna.pk, key=key())  # the player's turn now
    battle.refresh_from_db()
    assert battle.state["active"] == anna.pk
    mine = BattleUnit.objects.filter(battle=battle, seat=anna, status="active", unit_type="infantry").first()
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=mine.pk, action="move", key=key())
    battle.refresh_from_db()  # play passed back: the app picked its next unit in the same change, no die now
    picks = list(LogEntry.objects.filter(battle=battle, kind="solo-activate").order_by("seq"))
    assert len(picks) == 2 and battle.state["activation"]["unit"] == picks[1].data["decision"]["unit"]
    assert LogEntry.objects.filter(battle=battle).last() == picks[1]  # after the player's move in the log
    verified(battle)


def test_the_app_proposes_a_shot_at_what_it_sees_and_the_player_may_overrule(sample_pack):
    battle, anna, app = app_to_act()  # the ladder picked whatever acts
    actor = BattleUnit.objects.get(pk=battle.state["activation"]["unit"])
    mine = BattleUnit.objects.filter(battle=battle, seat=anna, status="active", unit_type="infantry").first()
    seen = [solo_turn.Seen(unit=mine.pk, band="close", cover="soft")]
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=seen)
    proposal = entry.data["decision"]
    assert proposal["unit"] == actor.pk and proposal["reasons"]
    # A soldier is hurt by small arms or HE: an anti-tank rifle (AP only) has nothing to shoot him with.
    hurts = max(solo_play.best(actor, k) for k in ("small_arms", "he")) > 0 and actor.unit_type != "transport"
    if hurts and actor.unit_type != "ranking-officer":
        assert (proposal["action"], proposal["target"]) == ("shoot", mine.pk)
    alternative = next((a for a in proposal["alternatives"] if a != "hold"), proposal["alternatives"][0])
    solo_turn.enemy_overrule(code=battle.code, seat_id=anna.pk, key=key(), action=alternative)
    battle.refresh_from_db()
    assert battle.state["solo"]["overruled"] == 1
    assert battle.state["solo"]["proposal"]["overruled"] == alternative
    with pytest.raises(Refused, match="no proposal|your turn"):  # overruled to hold, play has passed on
        solo_turn.enemy_overrule(code=battle.code, seat_id=anna.pk, key=key(), action=alternative)
    verified(battle)


def test_the_app_refuses_a_sighting_of_its_own_unit_or_bad_words(sample_pack):
    battle, anna, app = app_to_act()
    own = BattleUnit.objects.filter(battle=battle, seat=app, status="active").first()
    with pytest.raises(Refused, match="your own units"):
        solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[solo_turn.Seen(unit=own.pk)])
    with pytest.raises(Refused, match="range and a cover"):
        solo_turn.enemy_decide(
            code=battle.code, seat_id=anna.pk, key=key(), seen=[solo_turn.Seen(unit=1, band="miles")]
        )
    with pytest.raises(Refused, match="objective"):
        solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], objective="maybe")


def test_on_the_players_own_turn_the_app_does_not_act(sample_pack):
    battle, anna, _app = app_to_act(initiative="6,1")
    with pytest.raises(Refused, match="your turn"):
        solo_turn.enemy_next(code=battle.code, seat_id=anna.pk, key=key())


def test_a_unit_that_holds_counts_as_activated_and_play_passes_on(sample_pack):
    battle, anna, app = app_to_act()
    unit = battle.state["activation"]["unit"]
    actions = battle.state["actions"][str(app.pk)]
    entry = solo_turn.enemy_hold(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    assert "holds its ground" in entry.summary and entry.seat_id == app.pk
    assert battle.state["activations"][str(unit)] == 1  # the ladder will not pick it again this turn
    assert battle.state["actions"][str(app.pk)] == actions  # no action spent
    assert battle.state["active"] == anna.pk and not battle.state.get("activation")
    verified(battle)


def test_while_the_app_acts_the_player_keeps_their_own_seat_for_everything_but_its_actions(sample_pack):
    battle, anna, app = app_to_act()
    with common.writing(battle.code) as (locked, _):
        assert common.seat_of(locked, anna.pk).pk == anna.pk  # a reaction, the terrain sheet, the own officer
        acting = common.acting_seat_of(locked, anna.pk)
        assert acting.pk == app.pk and acting.is_host  # the app's actions, with the host's referee powers kept
    assert Seat.objects.get(pk=app.pk).is_host is False  # only the phone's copy, never the seat


def test_an_enemy_unit_that_fell_in_its_own_action_is_only_left_there(sample_pack):
    battle, anna, app = app_to_act()
    acting = BattleUnit.objects.get(pk=battle.state["activation"]["unit"])
    BattleUnit.objects.filter(pk=acting.pk).update(status="dead")  # as a minefield would have it
    with pytest.raises(Refused, match="out of the fight"):
        solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[])
    solo_turn.enemy_hold(code=battle.code, seat_id=anna.pk, key=key())
    assert Battle.objects.get(pk=battle.pk).state["active"] == anna.pk


def test_the_app_waits_for_the_rolls_a_hit_calls_for_before_it_picks(sample_pack):
    battle, anna, app = app_to_act(initiative="6,1")  # the player first
    mine = BattleUnit.objects.filter(battle=battle, seat=anna, status="active", unit_type="infantry").first()
    theirs = BattleUnit.objects.filter(battle=battle, seat=app, status="active", unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=mine.pk, key=key())
    data = {"attack_value": ["9"], "distance": ["30"], "units": ["cm"], "dice": ["1,1,1,1"]}  # a sure hit
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data=data,
                      key=key(), target_id=theirs.pk, then_done=True)  # fmt: skip
    battle.refresh_from_db()
    assert battle.state["active"] == app.pk and battle.state.get("chain")  # its effect roll waits
    assert not battle.state.get("activation")  # so the app has not picked yet
    said = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))  # the phone acts for the app now
    assert "The enemy acts once the rolls that follow are made or skipped." in said and "Your activation" not in said
    step = battle.state["chain"][0]
    rolls.battle_roll(code=battle.code, seat_id=anna.pk, procedure_id=step["procedures"][0], data={"roll": ["1"]},
                      key=key(), step=step["id"])  # fmt: skip
    battle.refresh_from_db()
    while battle.state.get("chain"):  # a morale check may follow
        step = battle.state["chain"][0]
        rolls.battle_roll(code=battle.code, seat_id=anna.pk, procedure_id=step["procedures"][0],
                          data={"roll": ["1"]}, key=key(), step=step["id"])  # fmt: skip
        battle.refresh_from_db()
    assert battle.state.get("activation"), "the rolls done, the app picked"
    verified(battle)


def test_the_player_says_where_a_moved_enemy_unit_stands_and_the_ladder_finds_it_there(sample_pack):
    battle, anna, app = app_to_act()
    unit = BattleUnit.objects.get(pk=battle.state["activation"]["unit"])
    with pytest.raises(Refused, match="left flank, the middle or the right flank"):
        solo_turn.enemy_moved(code=battle.code, seat_id=anna.pk, key=key(), sector="behind-the-barn")
    entry = solo_turn.enemy_moved(code=battle.code, seat_id=anna.pk, key=key(), sector="right-flank")
    battle.refresh_from_db()
    assert "now stands on the right flank" in entry.summary
    with translation.override("de"):
        assert selectors.said_line(entry) == f"{unit.label_said} steht jetzt auf der rechten Flanke."
    assert battle.state["solo"]["sectors"] == {str(unit.pk): "right-flank"}
    by_ref = {u.ref: u for u in BattleUnit.objects.filter(battle=battle, seat=app)}
    assert solo_play.sector_of(battle, unit, by_ref) == "right-flank"
    verified(battle)


def test_the_players_phone_is_told_the_apps_pick_that_answers_its_move(sample_pack):
    """A phone is not told its own move (it sees it where it tapped), but the app's pick made in the same change is
    the app's reply: the answer to the player's move tells it."""
    battle, anna, app = app_to_act()
    solo_turn.enemy_hold(code=battle.code, seat_id=anna.pk, key=key())  # the player's turn now
    battle.refresh_from_db()
    mine = BattleUnit.objects.filter(battle=battle, seat=anna, status="active", unit_type="infantry").first()
    posted = {"key": str(uuid.uuid4()), "unit": str(mine.pk), "action": "move"}
    answer = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/turn/quick/", posted, HTTP_X_REGIONS=f"{battle.version} playing"
    )
    pick = LogEntry.objects.filter(battle=battle).last()
    assert answer["X-Regions-Answer"] == "1" and pick.kind == "solo-activate" and pick.seat_id == app.pk
    news = re.search(r"<template data-news>(.*?)</template>", answer.content.decode())
    assert news and html.unescape(news.group(1)) == f"{solo.APP_NAME}: {pick.summary}"


@pytest.mark.parametrize(("enemy", "side"), [("de-regular-infantry", "allies"), ("us-paratroopers", "axis")])
def test_an_enemy_picked_by_the_player_puts_them_on_the_other_side(sample_pack, enemy, side):
    """S1 rolls the player's side, then the enemy from the other: an enemy the player picks decides the side."""
    battle, _anna = make_solo(**{**PICKED, "side": "", "enemy_type": enemy})
    battle.refresh_from_db()
    assert battle.state["solo"]["side"] == side
    assert [line["result"] for line in battle.state["solo"]["sheet"] if line["what"] == "side"] == [side]


def test_an_enemy_of_the_players_own_side_is_refused_and_nothing_is_made(sample_pack):
    with pytest.raises(Refused, match="That enemy fights on your side") as refused:
        make_solo(**{**PICKED, "side": "axis", "enemy_type": "de-regular-infantry"})
    assert refused.value.field == "enemy_type" and not Battle.objects.exists()


def test_the_player_brings_a_detachment_of_their_own_side_only(sample_pack):
    """Against a German enemy the player fights for the Allies: a German detachment is refused in words, in
    German too, and the seat keeps what it had; an American one is taken."""
    battle, anna = make_solo(**PICKED)  # the Allies, against German infantry
    for language, said in (("en-gb", r"You fight for the Allies in this battle: choose a detachment of one of their nations \(Poland, United"),
                           ("de", r"Du kämpfst in dieser Schlacht für die Alliierten: Wähle eine Abteilung einer ihrer Nationen \(Polen, ")):  # fmt: skip
        with translation.override(language), pytest.raises(Refused, match=said):
            lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document("de-regular-infantry-150"),
                              source="Example")  # fmt: skip
    anna.refresh_from_db()
    assert anna.roster is None
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(AMERICANS), source="Example")
    anna.refresh_from_db()
    assert anna.roster["name"] == example_document(AMERICANS)["name"]


def test_a_hit_on_the_apps_officer_asks_the_player_only_who_stands_near_him(sample_pack):
    """The app always shields its officer: the player is asked a fact of the table (the soldier nearest him), not the
    enemy's choice as a referee (a play-test: the player chose for the app whether its officer was shielded)."""
    battle, anna, app = app_to_act(initiative="6,1")  # the player first
    mine = BattleUnit.objects.filter(battle=battle, seat=anna, status="active", unit_type="infantry").first()
    officer = BattleUnit.objects.filter(seat=app, unit_type="ranking-officer").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=mine.pk, key=key())
    data = {"attack_value": ["9"], "distance": ["30"], "units": ["cm"], "dice": ["1,1,1,1"]}  # a sure hit
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data=data,
                      key=key(), target_id=officer.pk)  # fmt: skip
    battle.refresh_from_db()
    assert battle.state["chain"][0]["bodyguard"]["team"] == app.team

    said = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "The enemy always shields its officer: if one of its soldiers stands within 5 cm of him" in said
    assert f"Nobody is that near: {officer.label} takes it" in said and "as referee" not in said
    german = phone(battle.code, anna.pk)
    german.cookies["django_language"] = "de"
    assert "Der Feind schützt seinen Offizier immer" in words(german.get(f"/battles/{battle.code}/"))


def test_the_players_barrage_is_hers_when_the_app_won_the_initiative(sample_pack):
    """The player's preparatory barrage, rolled while the app (which won the initiative) would act next, was logged
    as the app's roll ("App · Mortar and artillery accuracy"), and would have fired the app's barrage had it owed
    one."""
    battle, anna = revealed_solo()
    _me, app = seats_of(battle)
    placement.place_all(code=battle.code, seat_id=anna.pk, key=key())
    solo.place_enemy(code=battle.code, seat_id=anna.pk, key=key())
    for team, dice in (("A", "3"), ("B", "6")):
        setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team=team, data={"dice": [dice]}, key=key())
    owed = cards.table_choices(Battle.objects.get(pk=battle.pk), seat_id=anna.pk).owed
    picked = ["preparatory-barrage", *QUIET_CARDS][:owed]
    cards.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=picked, key=key())
    draw_quiet(battle, anna.pk, drawer_id=app.pk)
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["1,6"]}, key=key())
    assert Battle.objects.get(pk=battle.pk).state["active"] == app.pk  # the app would act next
    barrage = {"distance": ["126"], "units": ["cm"], "dice": ["1,1,1,1"]}
    entry = rolls.battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="artillery-accuracy", data=barrage, key=key()
    ).entry
    assert entry.seat_id == anna.pk and entry.by_name == anna.display_name
    assert entry.summary.endswith("The preparatory barrage is fired.")
    assert Battle.objects.get(pk=battle.pk).state["barrages_fired"] == [anna.pk]
    verified(battle)
