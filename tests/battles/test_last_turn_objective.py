"""R46: where one side's objective is to stop the other's, the last turn's end asks the side that had to get through
whether it accomplished its objective. "No" ends the game with the stopping side's decisive win ("objective-stopped");
"yes" is a claim the other side confirms, which ends the game at once with the claiming side's win. Modes with no
stopping side end on the higher Combat Score as before (R29)."""

from __future__ import annotations

import uuid

import pytest

from armies.roster_check import example_document
from battles.models import Battle, LogEntry
from battles.pages.log_said import said
from battles.replay import replay_battle
from battles.services import lobby, objective, turns
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import (
    AMERICANS,
    GERMANS,
    initiative,
    key,
    ready_to_play,
    rifle_squad,
    seat_examples,
    state,
    verified,
)
from tests.battles.pages import phone, words


def last_turn_of(make_battle, mode: str):
    """Anna (host, team A: the attacker where the mode has roles) and Ben (team B), at the one and last turn."""
    battle, anna = make_battle(mode=mode, turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    for seat, doc in ((anna, example_document(GERMANS)), (ben, rifle_squad())):  # the squad fits a defender's 50
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=doc, source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    return Battle.objects.get(pk=battle.pk), anna, ben


def fixed(battle):
    """What a refusal must leave as it was."""
    return Battle.objects.filter(pk=battle.pk).values("state", "phase", "turn", "entry_count").get()


def test_the_last_turn_of_the_supply_road_asks_the_attacker_and_ends_nothing_yet(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")

    entry = turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    battle.refresh_from_db()
    assert (battle.phase, battle.turn, battle.state["step"]) == ("playing", 1, "question")
    assert battle.state["question"] == {"team": "A", "turn": 1}  # the attacker had to clear the road
    assert "result" not in battle.state and battle.ended_at is None
    assert entry.data["result"] == "ask-objective" and said(entry) == entry.summary
    assert entry.summary == (
        "Turn 1 is over. Turn 1 was the last and no objective is confirmed: side A says whether it accomplished its"
        " objective; if it did not, side B kept it from it and wins (R46)."
    )


def test_no_from_the_attacker_gives_the_defender_a_decisive_win(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    entry = objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=key())

    battle.refresh_from_db()
    assert battle.phase == "ended" and battle.ended_at is not None and battle.state["step"] == "over"
    assert battle.state["result"] == {"result": "side-b-wins", "reason": "objective-stopped"}
    assert entry.kind == "last-turn" and not entry.as_referee
    assert entry.summary == (
        "Anna answers: team A did not accomplish its objective. Turn 1 was the last and side A did not accomplish its"
        " objective: side B kept it from it, a decisive win (R46). The secret seed is revealed."
    )
    assert said(entry) == entry.summary  # in English the line is as sealed
    verified(battle)  # the closed chain checks out, and the changes replay to the same log and seals
    report = replay_battle(Battle.objects.get(pk=battle.pk))
    assert report.problems == [] and report.stopped == "" and report.changes == report.of


def test_yes_is_a_claim_the_defender_confirms_and_the_attacker_wins(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    claim = objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=True, key=key())
    assert claim.kind == "objective" and state(battle)["objective"]["team"] == "A"
    assert Battle.objects.get(pk=battle.pk).phase == "playing"  # the other side answers first
    with pytest.raises(Refused, match="other side confirms"):
        objective.answer(code=battle.code, seat_id=anna.pk, accept=True, key=key())

    entry = objective.answer(code=battle.code, seat_id=ben.pk, accept=True, key=key())

    battle.refresh_from_db()
    assert battle.phase == "ended"
    assert battle.state["result"] == {"result": "side-a-wins", "reason": "mission-objective"}
    assert entry.kind == "last-turn" and entry.summary.startswith("Ben confirms: team A has met the mission objective.")
    assert said(entry) == entry.summary


def test_a_claim_turned_down_after_the_last_turn_leaves_the_question_standing(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=True, key=key())

    entry = objective.answer(code=battle.code, seat_id=ben.pk, accept=False, key=key())

    assert entry.summary == "Ben does not agree that team A has met the mission objective: the question stands."
    assert said(entry) == entry.summary
    now = state(battle)
    assert now["step"] == "question" and now["objective"] is None
    objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=key())
    assert state(battle)["result"] == {"result": "side-b-wins", "reason": "objective-stopped"}


def test_where_the_attacker_stops_the_defender_the_defender_is_asked(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "avoid-the-pocket")  # R39: the attacker closes the gap
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    assert state(battle)["question"]["team"] == "B"

    objective.answer_question(code=battle.code, seat_id=ben.pk, accomplished=False, key=key())

    assert state(battle)["result"] == {"result": "side-a-wins", "reason": "objective-stopped"}


def test_the_host_of_the_stopping_side_may_answer_as_referee(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "delay-the-enemy-advance")  # the defender must destroy them
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    entry = objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=key())

    assert entry.as_referee and entry.summary.startswith("Anna answers: team B did not accomplish its objective.")
    assert state(battle)["result"] == {"result": "side-a-wins", "reason": "objective-stopped"}


def test_the_wrong_side_and_a_second_answer_are_refused_and_change_nothing(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    with pytest.raises(Refused, match="the question comes when the last turn ends"):
        objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    before = fixed(battle)

    with pytest.raises(Refused, match="Team A says whether it accomplished its objective"):
        objective.answer_question(code=battle.code, seat_id=ben.pk, accomplished=False, key=key())  # the defender
    with pytest.raises(Refused, match="answer whether the objective was accomplished first"):
        turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # not even the host plays a turn 2
    assert fixed(battle) == before

    objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=True, key=key())
    pending = fixed(battle)
    with pytest.raises(Refused, match="Team A has answered"):
        objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=key())
    assert fixed(battle) == pending

    objective.answer(code=battle.code, seat_id=ben.pk, accept=True, key=key())
    over = fixed(battle)
    with pytest.raises(Refused, match="The battle is over"):
        objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=key())
    assert fixed(battle) == over


def test_a_double_tap_answers_once(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    tap = key()

    first = objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=tap)
    again = objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=False, key=tap)

    assert first.pk == again.pk
    assert LogEntry.objects.filter(battle=battle, kind="last-turn").count() == 1


@pytest.mark.parametrize(("score_a", "score_b", "result"), [(12, 3, "side-a-wins"), (4, 4, "draw")])
def test_combat_only_still_ends_on_the_higher_score(make_battle, score_a, score_b, result):
    battle, anna = make_battle(mode="combat-only", points=150, turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    fresh = Battle.objects.get(pk=battle.pk)
    Battle.objects.filter(pk=battle.pk).update(state={**fresh.state, "combat_score": {"A": score_a, "B": score_b}})

    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    battle.refresh_from_db()
    assert battle.phase == "ended" and battle.state["result"] == {"result": result, "reason": "last-turn"}
    assert "question" not in battle.state


def test_victory_zones_with_nothing_held_ends_on_the_higher_score(make_battle):
    battle, anna = make_battle(turn_limit=1)  # Victory Zones: both sides go for the same zone, nobody stops anyone
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")

    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    assert state(battle)["result"] == {"result": "draw", "reason": "last-turn"}


def test_a_combat_score_limit_reached_in_the_last_turn_still_ends_the_game_on_it(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    fresh = Battle.objects.get(pk=battle.pk)
    Battle.objects.filter(pk=battle.pk).update(state={**fresh.state, "combat_score": {"A": 50, "B": 9}})

    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    assert state(battle)["result"] == {"result": "side-a-wins", "reason": "combat-score-limit"}


def test_both_phones_see_the_question_and_the_attacker_answers_in_one_tap(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    table = f"/battles/{battle.code}/"

    mine, theirs = words(phone(battle.code, anna.pk).get(table)), words(phone(battle.code, ben.pk).get(table))
    assert "The last turn is over. Did team A accomplish its objective?" in mine
    assert "No, we did not" in mine and "Yes, we did" in mine and "End turn 1 now" not in mine
    assert "The last turn is over. Did team A accomplish its objective?" in theirs
    assert "No, we did not" not in theirs and "Team A answers; if it says yes" in theirs
    assert "Claim the objective" not in mine

    tap = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/objective/", {"key": str(uuid.uuid4()), "what": "not-accomplished"}
    )

    assert tap.status_code == 302
    over = words(phone(battle.code, ben.pk).get(table))
    assert "Team B wins: it kept team A from its objective." in over
    report = words(phone().get(f"/battles/{battle.code}/report/"))
    assert "Team B wins: it kept team A from its objective." in report
    log = words(phone().get(f"/battles/{battle.code}/log/"))
    assert "Anna answers: team A did not accomplish its objective." in log


def test_the_phone_of_the_wrong_side_is_refused_in_words(make_battle):
    battle, anna, ben = last_turn_of(make_battle, "the-supply-road")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    before = fixed(battle)

    tap = phone(battle.code, ben.pk).post(
        f"/battles/{battle.code}/objective/", {"key": str(uuid.uuid4()), "what": "not-accomplished"}
    )

    assert tap.status_code == 400 and "Team A says whether it accomplished its objective" in words(tap)
    assert fixed(battle) == before


def solo_last_turn(attacker: str):
    """A solo Supply Road of one turn, at its end: the player (Anna) attacks as team A, or defends as team B."""
    from battles.services import cards, placement, setup, solo
    from tests.battles.test_solo import PICKED, make_solo, seats_of

    battle, anna = make_solo(**{**PICKED, "scenario": "the-supply-road", "attacker": attacker, "turn_limit": 1})
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=rifle_squad(), source="Example")  # fits 120 points
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    _me, app = seats_of(battle)
    placement.place_all(code=battle.code, seat_id=anna.pk, key=key())
    solo.place_enemy(code=battle.code, seat_id=anna.pk, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="B", data={"dice": ["6"]}, key=key())
    cards.draw_cards(code=battle.code, seat_id=anna.pk, key=key())
    cards.draw_cards(code=battle.code, seat_id=anna.pk, key=key(), drawer_id=app.pk)
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    first = "6,1" if anna.team == "A" else "1,6"  # the player's side activates first
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": [first]}, key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    return Battle.objects.get(pk=battle.pk), anna


@pytest.mark.parametrize(
    ("attacker", "accomplished", "result", "reason"),
    [
        ("enemy", False, "side-b-wins", "objective-stopped"),  # the player held the road against the app
        ("enemy", True, "side-a-wins", "mission-objective"),  # the player says the app cleared it: no second tap
        ("player", False, "side-b-wins", "objective-stopped"),
        ("player", True, "side-a-wins", "mission-objective"),
    ],
)
def test_in_a_solo_battle_the_players_phone_answers_for_both_sides(sample_pack, attacker, accomplished, result, reason):
    battle, anna = solo_last_turn(attacker)
    assert battle.state["question"]["team"] == "A" and battle.phase == "playing"
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Your phone answers for both sides" in page

    entry = objective.answer_question(code=battle.code, seat_id=anna.pk, accomplished=accomplished, key=key())

    battle.refresh_from_db()
    assert battle.phase == "ended" and battle.state["result"] == {"result": result, "reason": reason}
    assert not entry.as_referee
