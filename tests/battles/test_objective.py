"""The mission objective (R29): claimed by a side, confirmed by the other (never by the claiming side, the host
included, issue 14.9); a confirmed objective ends the game when the turn ends, and the claiming side wins."""

from __future__ import annotations

import uuid

import pytest

from battles.models import Battle, LogEntry
from battles.services import objective, turns, voids
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, state
from tests.battles.pages import phone, text, words


def test_a_confirmed_objective_ends_the_game_at_the_end_of_the_turn_for_the_claiming_side(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    objective.declare(code=battle.code, seat_id=ben.pk, note="we hold the bridge", key=key())
    assert state(battle)["objective"] == {"team": "B", "by": ben.pk, "note": "we hold the bridge", "confirmed": False}
    with pytest.raises(Refused, match="other side confirms"):
        objective.answer(code=battle.code, seat_id=ben.pk, accept=True, key=key())
    objective.answer(code=battle.code, seat_id=anna.pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # the host calls the turn, as referee
    battle.refresh_from_db()
    assert battle.phase == "ended"
    assert battle.state["result"] == {"result": "side-b-wins", "reason": "mission-objective"}


def test_a_claim_turned_down_lets_play_go_on_and_the_last_turn_ends_by_score(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    objective.declare(code=battle.code, seat_id=anna.pk, note="", key=key())
    with pytest.raises(Refused, match="already on the table"):
        objective.declare(code=battle.code, seat_id=ben.pk, note="", key=key())
    objective.answer(code=battle.code, seat_id=ben.pk, accept=False, key=key())
    assert state(battle)["objective"] is None
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    assert (battle.phase, battle.turn) == ("playing", 2)


def test_the_host_cannot_confirm_its_own_sides_claim_but_may_withdraw_it(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    objective.declare(code=battle.code, seat_id=anna.pk, note="", key=key())
    with pytest.raises(Refused, match="other side confirms"):
        objective.answer(code=battle.code, seat_id=anna.pk, accept=True, key=key())
    assert state(battle)["objective"]["confirmed"] is False
    entry = objective.answer(code=battle.code, seat_id=anna.pk, accept=False, key=key())
    assert "withdraws" in entry.summary and not entry.as_referee and state(battle)["objective"] is None


def test_the_other_side_confirms_and_a_void_takes_it_back(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    objective.declare(code=battle.code, seat_id=anna.pk, note="", key=key())
    objective.answer(code=battle.code, seat_id=ben.pk, accept=True, key=key())
    assert state(battle)["objective"]["confirmed"]
    voids.void_last(code=battle.code, seat_id=ben.pk, reason="too early", key=key())  # who confirmed takes it back
    assert state(battle)["objective"]["confirmed"] is False


def test_combat_only_has_no_objective(make_battle):
    from battles.services import lobby
    from tests.battles.lobby_fixtures import AMERICANS, GERMANS, ready_to_play, seat_examples

    battle, anna = make_battle(mode="combat-only", points=150)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    with pytest.raises(Refused, match="Combat only has no mission objective"):
        objective.declare(code=battle.code, seat_id=anna.pk, note="", key=key())


def test_the_phones_claim_and_answer_and_strangers_cannot(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    url = f"/battles/{battle.code}/objective/"
    stranger = phone().post(url, {"key": str(uuid.uuid4()), "what": "claim"})
    assert stranger.status_code == 400 and "Only a player seated" in text(stranger)
    bad = phone(battle.code, ben.pk).post(url, {"key": str(uuid.uuid4()), "what": "win-now"})
    assert bad.status_code == 400 and "Reload the page" in text(bad)
    claim = phone(battle.code, ben.pk).post(url, {"key": str(uuid.uuid4()), "what": "claim", "note": "bridge held"})
    assert claim.status_code == 302
    seen = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Team B says it has met the mission objective: “bridge held”" in seen and "Not met yet" in seen
    assert "Not met yet" not in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    phone(battle.code, anna.pk).post(url, {"key": str(uuid.uuid4()), "what": "confirm"})
    assert "the game ends when this turn ends" in words(phone().get(f"/battles/{battle.code}/watch/"))
    assert LogEntry.objects.filter(battle=battle, kind="objective").count() == 2
    assert Battle.objects.get(pk=battle.pk).state["objective"]["confirmed"]


# Issue 17: the claim asks for the mode's own check (rules/engine/procedures/objectives.py) and is made only if
# the check says the claiming side has met it. Victory Zones: more soldiers within 10 cm / 4 in, a full turn held.
HELD_BY_A = {"soldiers_a": ["3"], "soldiers_b": ["1"], "held_at_turn_start": ["team-a"], "units": ["cm"]}


def test_a_claim_the_check_backs_is_made_with_the_check_in_the_log(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")

    entry = objective.declare(code=battle.code, seat_id=anna.pk, note="", key=key(), facts=HELD_BY_A)

    assert entry.data["check"]["procedure"] == "objective-victory-zones"
    assert entry.data["check"]["inputs"]["soldiers_a"] == ["3"]
    assert "full turn held" in state(battle)["objective"]["note"]  # the check's words stand in for a note


@pytest.mark.parametrize(
    ("who", "facts"),
    [
        ("anna", {**HELD_BY_A, "soldiers_a": ["1"], "soldiers_b": ["3"]}),  # B has more there
        ("anna", {**HELD_BY_A, "held_at_turn_start": ["none"]}),  # not held a full turn yet
        ("anna", {**HELD_BY_A, "soldiers_b": ["3"]}),  # equal numbers: nobody holds it
        ("ben", HELD_BY_A),  # the check backs the other team
    ],
)
def test_a_claim_the_check_does_not_back_is_refused_and_changes_nothing(playing, who, facts):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    before = Battle.objects.filter(pk=battle.pk).values("state", "entry_count").get()
    seat = anna if who == "anna" else ben

    with pytest.raises(Refused, match="your side has not met the objective"):
        objective.declare(code=battle.code, seat_id=seat.pk, note="", key=key(), facts=facts)

    assert Battle.objects.filter(pk=battle.pk).values("state", "entry_count").get() == before


def test_the_phone_claims_through_the_check_its_mode_asks_for(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    url = f"/battles/{battle.code}/objective/"
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").text
    assert (
        'name="soldiers_a"' in page
        and 'name="held_at_turn_start"' in page
        and "/rules/calc/objective-victory-zones/" in page
    )

    base = {"key": str(uuid.uuid4()), "what": "claim", "checked": "1"}
    bad = phone(battle.code, anna.pk).post(url, {**base, "soldiers_a": "lots", "soldiers_b": "\x00", "units": "cm"})
    assert bad.status_code == 400 and state(battle).get("objective") is None
    refused = phone(battle.code, anna.pk).post(
        url, {**base, "key": str(uuid.uuid4()), "soldiers_a": "1", "soldiers_b": "2"}
    )
    assert refused.status_code == 400 and "has not met the objective" in text(refused)
    made = phone(battle.code, anna.pk).post(
        url, {**base, "key": str(uuid.uuid4()), "soldiers_a": "4", "soldiers_b": "2", "held_at_turn_start": "team-a"}
    )
    assert made.status_code == 302 and state(battle)["objective"]["team"] == "A"


# Issue 35, R43: the claim's check is asked the battle's own last turn (turn_limit), whatever the form sends, and a
# turn past it is refused with the engine's message in every mode. R40: the line held to the battle's last turn.
def test_the_claim_form_asks_the_battles_last_turn(playing):
    battle, anna, ben = playing
    Battle.objects.filter(pk=battle.pk).update(turn_limit=7)

    form = objective.claim_form(Battle.objects.get(pk=battle.pk), anna)

    fields = {field.name: field for field in form["fields"]}
    assert fields["last_turn"].value == "7" and fields["turn"].value == "1"


def test_a_claim_past_the_battles_last_turn_is_refused_with_the_rulings_message(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    before = Battle.objects.filter(pk=battle.pk).values("state", "entry_count").get()

    with pytest.raises(Refused, match=r"^The game was over after turn 5: there is no turn 6\.$"):
        objective.declare(code=battle.code, seat_id=anna.pk, note="", key=key(), facts={**HELD_BY_A, "turn": ["6"]})

    assert Battle.objects.filter(pk=battle.pk).values("state", "entry_count").get() == before


@pytest.mark.parametrize(
    ("turn_limit", "typed_last_turn", "made"),
    [
        (5, None, True),  # the line held to the end of turn 5 of a 5-turn battle (R40)
        (5, "9", True),  # a last turn typed into the form does not change the battle's
        (7, None, False),  # a 7-turn battle: two turns still to hold
        (7, "5", False),
    ],
)
def test_the_defender_claims_the_line_held_at_the_battles_last_turn(make_battle, turn_limit, typed_last_turn, made):
    from tests.battles.lobby_fixtures import ready_to_play, revealed_in

    battle, (anna, ben) = revealed_in(make_battle, "breakthrough-hold-the-line")
    ready_to_play(battle, anna, ben)
    Battle.objects.filter(pk=battle.pk).update(turn_limit=turn_limit, turn=5)
    facts = {"units_through": ["4"], "turn": ["5"], **({"last_turn": [typed_last_turn]} if typed_last_turn else {})}

    if made:
        entry = objective.declare(code=battle.code, seat_id=ben.pk, note="", key=key(), facts=facts)
        assert entry.data["check"]["inputs"]["last_turn"] == [str(turn_limit)]
        assert state(battle)["objective"]["team"] == "B"
    else:
        with pytest.raises(Refused, match="your side has not met the objective"):
            objective.declare(code=battle.code, seat_id=ben.pk, note="", key=key(), facts=facts)
